import type { PartialCatalog } from '../../catalog';
import type { common as reference } from '../no/common';

// Swedish is "Coming soon" (docs/product.md#languages): the basics are here, the rest falls back to English.
export const common: PartialCatalog<typeof reference> = {
  appName: 'Monstory',
  nav: {
    label: 'Huvudmeny',
    library: 'Bibliotek',
    generate: 'Ny saga',
    stuff: 'Mina saker',
  },
  actions: {
    back: 'Tillbaka',
    goHome: 'Till startsidan',
    reload: 'Ladda om',
    skipToContent: 'Hoppa till innehållet',
    openProfile: 'Profil',
  },
  comingSoon: 'Kommer snart',
  loading: 'Laddar …',
  languages: {
    no: 'Norska',
    en: 'Engelska',
    da: 'Danska',
    sv: 'Svenska',
  },
  languagePicker: {
    label: 'Välj språk',
    selected: 'Vald',
  },
};
