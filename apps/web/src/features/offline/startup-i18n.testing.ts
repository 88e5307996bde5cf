import { startup as enStartup } from '@monstory/i18n/locales/en/startup';
import i18next from 'i18next';

/** An English i18n with only the start-up words, ready at once, for the offline screens' tests. */
export function startupI18n() {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    ns: ['startup'],
    defaultNS: 'startup',
    resources: { en: { startup: enStartup } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}
