import type { PartialCatalog } from '../../catalog';
import type { medals as reference } from '../no/medals';

export const medals: PartialCatalog<typeof reference> = {
  intro: 'Gör saker i Monstory och vinn medaljer!',
  summary: 'Du har vunnit {{earned}} av {{total}} medaljer',
  catalogue: 'Medaljerna',
  earnedOn: 'Vunnen {{date}}',
  notYet: 'Inte vunnen än',
  progress: '{{current}} av {{target}}',
  progressLabel: 'Framsteg mot {{name}}',
  loadFailed: 'Vi kunde inte hämta dina medaljer.',
  retry: 'Försök igen',
  statistics: {
    heading: 'Statistik',
    storiesMade: 'Berättelser skapade',
    storiesRead: 'Berättelser lästa',
    monstersCreated: 'Monster skapade',
    minutesListened: 'Minuter lyssnade',
  },
  items: {
    FIRST_STORY: { name: 'Första berättelsen', howTo: 'Skapa din allra första berättelse.' },
    STORY_MAKER: { name: 'Berättelsemakare', howTo: 'Skapa {{count}} berättelser.' },
    STORY_FACTORY: { name: 'Berättelsefabrik', howTo: 'Skapa {{count}} berättelser.' },
    FIRST_READ: { name: 'Första lässtunden', howTo: 'Läs en berättelse ända till slutet.' },
    BOOKWORM: { name: 'Bokmal', howTo: 'Läs {{count}} berättelser ända till slutet.' },
    LIBRARIAN: { name: 'Bibliotekarie', howTo: 'Läs {{count}} berättelser ända till slutet.' },
    FIRST_MONSTER: { name: 'Monsterskapare', howTo: 'Skapa ditt första monster.' },
    MONSTER_FAMILY: { name: 'Monsterfamilj', howTo: 'Skapa {{count}} monster.' },
    GOOD_LISTENER: {
      name: 'Bra lyssnare',
      howTo: 'Lyssna på berättelser i {{count}} minuter sammanlagt.',
    },
    AUDIOBOOK_FAN: {
      name: 'Ljudboksfan',
      howTo: 'Lyssna på berättelser i {{count}} minuter sammanlagt.',
    },
    PATHFINDER: {
      name: 'Stigfinnare',
      howTo: 'Gör klart en interaktiv berättelse där du bestämmer vad som händer.',
    },
    ADVENTURER: { name: 'Äventyrare', howTo: 'Gör klart {{count}} interaktiva berättelser.' },
    THREE_DAY_STREAK: {
      name: 'Tre dagar i rad',
      howTo: 'Skapa, läs eller lyssna på en berättelse {{count}} dagar i rad.',
    },
    WEEK_STREAK: {
      name: 'En hel vecka',
      howTo: 'Skapa, läs eller lyssna på en berättelse {{count}} dagar i rad.',
    },
  },
};
