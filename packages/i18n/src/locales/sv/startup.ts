import type { PartialCatalog } from '../../catalog';
import type { startup as reference } from '../no/startup';

// Swedish is "Coming soon" (docs/product.md#languages): the screens are translated, the fun facts fall back to English.
export const startup: PartialCatalog<typeof reference> = {
  logo: 'Monstory',
  loading: {
    status: 'Monstory startar …',
  },
  retrying: {
    first: {
      title: 'Hmm, lite långsam anslutning...',
      text: 'Det här tar lite längre tid än vanligt.',
    },
    second: {
      title: 'Fortfarande lite långsamt... Vi gör ett nytt försök.',
      text: 'Vänta bara lite till...',
    },
    third: {
      title: 'Ett sista försök nu!',
      text: 'Vi håller tummarna!',
    },
    counter: '(Försök {{attempt}} av {{max}})',
  },
  failed: {
    title: 'Hoppsan! Det gick lite långsamt',
    text: 'Vi får inte kontakt med Monstory just nu.',
    encouragement: 'Vi försöker en gång till!',
    restart: 'Starta om!',
  },
  offline: {
    title: 'Oj! Det ser ut som att du har tappat internetanslutningen',
    text: 'Vi kan inte ansluta till vår server just nu.',
    retry: 'Försök igen',
  },
  offlineDialog: {
    title: 'Ingen internetanslutning',
    retry: 'Försök igen',
    hide: 'Dölj',
  },
  failurePage: {
    reload: 'Ladda om',
  },
  funFact: {
    title: 'Visste du det?',
  },
  appUpdate: {
    text: 'En ny version är klar',
    update: 'Uppdatera',
    later: 'Senare',
  },
};
