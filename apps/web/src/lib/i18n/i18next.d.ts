import 'i18next';
import type { ReferenceBundle } from '@monstory/i18n/bundles/no';

// Keys passed to t() are checked against the Norwegian catalog, the reference language.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: ReferenceBundle;
  }
}
