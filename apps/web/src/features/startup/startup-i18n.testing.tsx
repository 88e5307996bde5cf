import { api as enApi } from '@monstory/i18n/locales/en/api';
import { startup as enStartup } from '@monstory/i18n/locales/en/startup';
import { api as noApi } from '@monstory/i18n/locales/no/api';
import { startup as noStartup } from '@monstory/i18n/locales/no/startup';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';

// These tests bring their own i18next instance with just the start-up namespaces, so they read
// the real catalogs without depending on how the app initialises i18n.

export function createTestI18n(lng: 'no' | 'en' = 'no') {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    fallbackLng: 'en',
    ns: ['startup', 'api'],
    defaultNS: 'startup',
    resources: {
      no: { startup: noStartup, api: noApi },
      en: { startup: enStartup, api: enApi },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

export function renderWithI18n(ui: ReactElement, lng: 'no' | 'en' = 'no') {
  const i18n = createTestI18n(lng);
  return render(ui, {
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
}
