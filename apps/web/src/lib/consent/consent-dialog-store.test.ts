import { describe, expect, it, vi } from 'vitest';
import {
  PENDING_BANNER,
  consentDialogOpen,
  setConsentDialog,
  subscribeConsentDialog,
} from './consent-dialog-store';

describe('consent dialog store', () => {
  it('is open while any cookie dialog is, and tells listeners once things settle', async () => {
    const listener = vi.fn(() => consentDialogOpen());
    const unsubscribe = subscribeConsentDialog(listener);
    setConsentDialog(PENDING_BANNER, true);
    setConsentDialog('consentModal', true);
    setConsentDialog(PENDING_BANNER, false);
    expect(consentDialogOpen()).toBe(true);
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);

    // "Choose myself": the banner goes and the preferences come in the same task.
    setConsentDialog('consentModal', false);
    setConsentDialog('preferencesModal', true);
    await Promise.resolve();
    expect(listener).toHaveLastReturnedWith(true);

    setConsentDialog('preferencesModal', false);
    await Promise.resolve();
    expect(listener).toHaveLastReturnedWith(false);
    unsubscribe();
  });
});
