import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_USER } from '../../lib/auth/auth-fixtures.testing';
import { setConsentDialog } from '../../lib/consent/consent-dialog-store';
import {
  closePurchaseOverlay,
  openPurchaseOverlay,
} from '../../lib/purchase/purchase-overlay-store';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import { preloadGeneratePage, renderGenerate } from './generate-route.testing';

// The real driver.js on the real generate screen (jsdom has no layout, so only what is said and
// focused is checked here; the e2e journey looks at it in Chromium).

beforeAll(async () => {
  await Promise.all([preloadGeneratePage(), import('../../lib/tour/driver-tour')]);
}, 30_000);

afterEach(() => closePurchaseOverlay());

const popover = () => screen.findByRole('dialog', { name: /./ });
const seen = () => localStorage.getItem(LocalStorageKey.hasSeenGenerateTour);

function renderFirstVisit() {
  localStorage.removeItem(LocalStorageKey.hasSeenGenerateTour);
  return renderGenerate({
    user: GUEST_USER,
    profile: { anonymousUser: { storiesCreated: 0, allowedStories: 1 } },
    tourSeen: false,
  });
}

describe('guided tour on the generate screen', { timeout: 15_000 }, () => {
  it('starts by itself on a first visit and steps through the six parts', async () => {
    const { user } = await renderFirstVisit();
    const first = await popover();
    expect(first).toHaveAccessibleName('How old is the child?');
    expect(within(first).getByText('1 of 6')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Next' })).toHaveFocus();
    // Nothing comes before the first step, so it offers no way back.
    expect(within(first).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    for (const [title, progress] of [
      ['What kind of story?', '2 of 6'],
      ['How long should it be?', '3 of 6'],
      ['A little extra', '4 of 6'],
      ['What should the story be about?', '5 of 6'],
      ['Create the story!', '6 of 6'],
    ] as const) {
      await user.click(within(await popover()).getByRole('button', { name: /Next|Done/ }));
      await waitFor(async () => expect(await popover()).toHaveAccessibleName(title));
      expect(within(await popover()).getByText(progress)).toBeInTheDocument();
    }
    expect(seen()).toBeNull();
    await user.click(within(await popover()).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen()).toBe('true');
  });

  it('waits for a first visitor to answer the cookie banner before it starts', async () => {
    setConsentDialog('consentModal', true);
    await renderFirstVisit();
    await screen.findByRole('button', { name: /create/i });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => setConsentDialog('consentModal', false));
    expect(await popover()).toHaveAccessibleName('How old is the child?');
  });

  it('steps aside while the purchase overlay is open and comes back at the same step', async () => {
    const { user } = await renderFirstVisit();
    await user.click(within(await popover()).getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await popover()).toHaveAccessibleName('What kind of story?'));

    act(() => openPurchaseOverlay({ isPremiumOnly: false, creditsNeeded: 10 }));
    const overlay = await screen.findByRole('dialog', { name: 'Not enough credits' });
    expect(screen.getAllByRole('dialog')).toEqual([overlay]);
    // Escape closes the overlay, and only the overlay: the tour comes back and stays.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(overlay).not.toBeInTheDocument());
    const back = await popover();
    expect(back).toHaveAccessibleName('What kind of story?');
    expect(within(back).getByText('2 of 6')).toBeInTheDocument();
    expect(seen()).toBeNull();

    act(() => openPurchaseOverlay({ isPremiumOnly: false, creditsNeeded: 10 }));
    const again = await screen.findByRole('dialog', { name: 'Not enough credits' });
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    expect(within(await popover()).getByText('2 of 6')).toBeInTheDocument();
  });

  it('is closed with the cross or Escape, and then remembered', async () => {
    const { unmount, user } = await renderFirstVisit();
    await user.click(within(await popover()).getByRole('button', { name: 'Close the tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen()).toBe('true');
    unmount();

    // Seen: no tour by itself, but "show me around" takes it again, and Escape closes it.
    await renderGenerate({ user: GUEST_USER, tourSeen: true });
    await user.click(await screen.findByRole('button', { name: 'Show me around' }));
    expect(await popover()).toHaveAccessibleName('How old is the child?');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is remembered when the screen goes away in the middle of it', async () => {
    const { unmount } = await renderFirstVisit();
    await popover();
    unmount();
    expect(seen()).toBe('true');
  });
});
