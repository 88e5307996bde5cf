import { describe, expect, it } from 'vitest';
import { testProfile } from '../auth/auth-fixtures.testing';
import { writeActiveChildId } from '../children/active-child';
import { createAppI18n } from '../i18n/create-i18n';
import { adoptProfileLanguage } from './adopt-profile-language';

describe('the interface language after sign-in', () => {
  it("follows the profile's language on a device without a chosen child", async () => {
    const i18n = await createAppI18n('en');
    await adoptProfileLanguage(i18n, testProfile({ language: 'NORWEGIAN', languageCode: 'no' }));
    expect(i18n.language).toBe('no');
  });

  it('keeps the language of the child chosen on this device', async () => {
    writeActiveChildId('child-2');
    const i18n = await createAppI18n('en');
    await adoptProfileLanguage(i18n, testProfile({ language: 'NORWEGIAN', languageCode: 'no' }));
    expect(i18n.language).toBe('en');
  });
});
