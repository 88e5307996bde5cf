import { afterEach, describe, expect, it } from 'vitest';
import { LocalStorageKey } from '../storage/storage-keys';
import { bindDocumentLanguage, changeAppLanguage } from './change-language';
import { createAppI18n } from './create-i18n';

afterEach(() => localStorage.clear());

describe('interface language', () => {
  it('starts with only the catalogs the language needs', async () => {
    const i18n = await createAppI18n('no');
    expect(i18n.hasResourceBundle('no', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18n.t('nav.library')).toBe('Bibliotek');
  });

  it('loads a catalog on demand, stores the choice and updates <html lang>', async () => {
    const i18n = await createAppI18n('no');
    const root = document.createElement('html');
    const unbind = bindDocumentLanguage(i18n, root);
    expect(root.lang).toBe('no');

    await changeAppLanguage(i18n, 'en');

    expect(i18n.t('nav.stuff')).toBe('My stuff');
    expect(root.lang).toBe('en');
    expect(localStorage.getItem(LocalStorageKey.language)).toBe('en');
    unbind();
  });

  it('fills gaps in a partial catalog from English', async () => {
    const i18n = await createAppI18n('da');
    expect(i18n.t('nav.library')).toBe('Bibliotek');
    expect(i18n.t('notFound.cta')).toBe('Take me home');
  });
});
