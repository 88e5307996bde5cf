import type { LanguageCode } from '@monstory/contracts/language';

// Each language named in itself, so a reader can find their own language whatever the UI is in.
export const LANGUAGE_ENDONYMS: Record<LanguageCode, string> = {
  no: 'Norsk',
  en: 'English',
  da: 'Dansk',
  sv: 'Svenska',
};
