import type { CatalogShape } from '../../catalog';
import type { medals as reference } from '../no/medals';

export const medals: CatalogShape<typeof reference> = {
  intro: 'Do things in Monstory and win medals!',
  summary: 'You have won {{earned}} of {{total}} medals',
  catalogue: 'The medals',
  earnedOn: 'Won {{date}}',
  notYet: 'Not won yet',
  progress: '{{current}} of {{target}}',
  progressLabel: 'Progress towards {{name}}',
  loadFailed: "We couldn't fetch your medals.",
  retry: 'Try again',
  statistics: {
    heading: 'Statistics',
    storiesMade: 'Stories made',
    storiesRead: 'Stories read',
    monstersCreated: 'Monsters created',
    minutesListened: 'Minutes listened',
  },
  items: {
    FIRST_STORY: { name: 'First story', howTo: 'Make your very first story.' },
    STORY_MAKER: { name: 'Story maker', howTo: 'Make {{count}} stories.' },
    STORY_FACTORY: { name: 'Story factory', howTo: 'Make {{count}} stories.' },
    FIRST_READ: { name: 'First read', howTo: 'Read a story all the way to the end.' },
    BOOKWORM: { name: 'Bookworm', howTo: 'Read {{count}} stories all the way to the end.' },
    LIBRARIAN: { name: 'Librarian', howTo: 'Read {{count}} stories all the way to the end.' },
    FIRST_MONSTER: { name: 'Monster maker', howTo: 'Create your first monster.' },
    MONSTER_FAMILY: { name: 'Monster family', howTo: 'Create {{count}} monsters.' },
    GOOD_LISTENER: {
      name: 'Good listener',
      howTo: 'Listen to stories for {{count}} minutes in all.',
    },
    AUDIOBOOK_FAN: {
      name: 'Audiobook fan',
      howTo: 'Listen to stories for {{count}} minutes in all.',
    },
    PATHFINDER: {
      name: 'Pathfinder',
      howTo: 'Finish an interactive story where you decide what happens.',
    },
    ADVENTURER: { name: 'Adventurer', howTo: 'Finish {{count}} interactive stories.' },
    THREE_DAY_STREAK: {
      name: 'Three days in a row',
      howTo: 'Make, read or listen to a story {{count}} days in a row.',
    },
    WEEK_STREAK: {
      name: 'A whole week',
      howTo: 'Make, read or listen to a story {{count}} days in a row.',
    },
  },
};
