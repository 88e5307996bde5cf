import type { PartialCatalog } from '../../catalog';
import type { medals as reference } from '../no/medals';

export const medals: PartialCatalog<typeof reference> = {
  intro: 'Gør ting i Monstory, og vind medaljer!',
  summary: 'Du har vundet {{earned}} af {{total}} medaljer',
  catalogue: 'Medaljerne',
  earnedOn: 'Vundet {{date}}',
  notYet: 'Ikke vundet endnu',
  progress: '{{current}} af {{target}}',
  progressLabel: 'Fremskridt mod {{name}}',
  loadFailed: 'Vi kunne ikke hente dine medaljer.',
  retry: 'Prøv igen',
  statistics: {
    heading: 'Statistik',
    storiesMade: 'Historier lavet',
    storiesRead: 'Historier læst',
    monstersCreated: 'Monstre lavet',
    minutesListened: 'Minutter lyttet',
  },
  items: {
    FIRST_STORY: { name: 'Første historie', howTo: 'Lav din allerførste historie.' },
    STORY_MAKER: { name: 'Historiemager', howTo: 'Lav {{count}} historier.' },
    STORY_FACTORY: { name: 'Historiefabrik', howTo: 'Lav {{count}} historier.' },
    FIRST_READ: { name: 'Første læsestund', howTo: 'Læs en historie helt til ende.' },
    BOOKWORM: { name: 'Bogorm', howTo: 'Læs {{count}} historier helt til ende.' },
    LIBRARIAN: { name: 'Bibliotekar', howTo: 'Læs {{count}} historier helt til ende.' },
    FIRST_MONSTER: { name: 'Monsterskaber', howTo: 'Lav dit første monster.' },
    MONSTER_FAMILY: { name: 'Monsterfamilie', howTo: 'Lav {{count}} monstre.' },
    GOOD_LISTENER: { name: 'God lytter', howTo: 'Lyt til historier i {{count}} minutter i alt.' },
    AUDIOBOOK_FAN: { name: 'Lydbogsfan', howTo: 'Lyt til historier i {{count}} minutter i alt.' },
    PATHFINDER: {
      name: 'Stifinder',
      howTo: 'Gør en interaktiv historie færdig, hvor du bestemmer, hvad der sker.',
    },
    ADVENTURER: { name: 'Eventyrer', howTo: 'Gør {{count}} interaktive historier færdige.' },
    THREE_DAY_STREAK: {
      name: 'Tre dage i træk',
      howTo: 'Lav, læs eller lyt til en historie {{count}} dage i træk.',
    },
    WEEK_STREAK: {
      name: 'En hel uge',
      howTo: 'Lav, læs eller lyt til en historie {{count}} dage i træk.',
    },
  },
};
