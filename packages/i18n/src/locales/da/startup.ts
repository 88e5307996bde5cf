import type { PartialCatalog } from '../../catalog';
import type { startup as reference } from '../no/startup';

// Danish is "Coming soon" (docs/product.md#languages): the screens are translated, the fun facts fall back to English.
export const startup: PartialCatalog<typeof reference> = {
  logo: 'Monstory',
  loading: {
    status: 'Monstory starter …',
  },
  retrying: {
    first: {
      title: 'Hmm, lidt langsom forbindelse...',
      text: 'Det tager lidt længere tid end normalt.',
    },
    second: {
      title: 'Stadig lidt langsomt... Vi prøver igen.',
      text: 'Vent lige lidt endnu...',
    },
    third: {
      title: 'Et sidste forsøg nu!',
      text: 'Vi krydser fingre!',
    },
    counter: '(Forsøg {{attempt}} af {{max}})',
  },
  failed: {
    title: 'Hovsa! Det gik lidt langsomt',
    text: 'Vi kan ikke få forbindelse til Monstory lige nu.',
    encouragement: 'Lad os prøve én gang til!',
    restart: 'Start forfra!',
  },
  offline: {
    title: 'Ups! Det ser ud til, at du har mistet internetforbindelsen',
    text: 'Vi kan ikke oprette forbindelse til vores server lige nu.',
    retry: 'Prøv igen',
  },
  offlineDialog: {
    title: 'Ingen internetforbindelse',
    retry: 'Prøv igen',
    hide: 'Skjul',
  },
  failurePage: {
    reload: 'Genindlæs',
  },
  funFact: {
    title: 'Vidste du det?',
  },
  appUpdate: {
    text: 'En ny version er klar',
    update: 'Opdater',
    later: 'Senere',
  },
};
