import type { PartialCatalog } from '../../catalog';
import type { common as reference } from '../no/common';

// Danish is "Coming soon" (docs/product.md#languages): the basics are here, the rest falls back to English.
export const common: PartialCatalog<typeof reference> = {
  appName: 'Monstory',
  nav: {
    label: 'Hovedmenu',
    library: 'Bibliotek',
    generate: 'Ny historie',
    stuff: 'Mine ting',
  },
  actions: {
    back: 'Tilbage',
    goHome: 'Til forsiden',
    reload: 'Genindlæs',
    skipToContent: 'Spring til indholdet',
    openProfile: 'Profil',
  },
  comingSoon: 'Kommer snart',
  loading: 'Indlæser …',
  languages: {
    no: 'Norsk',
    en: 'Engelsk',
    da: 'Dansk',
    sv: 'Svensk',
  },
  languagePicker: {
    label: 'Vælg sprog',
    selected: 'Valgt',
  },
};
