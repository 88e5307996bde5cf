// Medals and statistics (docs/product.md#medals): names and how-to-earn texts for every medal of
// the contracts' MEDALS catalogue, by id. In every interface language.
export const medals = {
  intro: 'Gjør ting i Monstory og vinn medaljer!',
  summary: 'Du har vunnet {{earned}} av {{total}} medaljer',
  catalogue: 'Medaljene',
  earnedOn: 'Vunnet {{date}}',
  notYet: 'Ikke vunnet ennå',
  progress: '{{current}} av {{target}}',
  progressLabel: 'Fremgang mot {{name}}',
  loadFailed: 'Vi fikk ikke hentet medaljene dine.',
  retry: 'Prøv igjen',
  statistics: {
    heading: 'Statistikk',
    storiesMade: 'Historier laget',
    storiesRead: 'Historier lest',
    monstersCreated: 'Monstre laget',
    minutesListened: 'Minutter lyttet',
  },
  items: {
    FIRST_STORY: { name: 'Første historie', howTo: 'Lag din aller første historie.' },
    STORY_MAKER: { name: 'Historiemaker', howTo: 'Lag {{count}} historier.' },
    STORY_FACTORY: { name: 'Historiefabrikk', howTo: 'Lag {{count}} historier.' },
    FIRST_READ: { name: 'Første lesestund', howTo: 'Les en historie helt til slutten.' },
    BOOKWORM: { name: 'Bokorm', howTo: 'Les {{count}} historier helt til slutten.' },
    LIBRARIAN: { name: 'Bibliotekar', howTo: 'Les {{count}} historier helt til slutten.' },
    FIRST_MONSTER: { name: 'Monsterskaper', howTo: 'Lag ditt første monster.' },
    MONSTER_FAMILY: { name: 'Monsterfamilie', howTo: 'Lag {{count}} monstre.' },
    GOOD_LISTENER: {
      name: 'God lytter',
      howTo: 'Lytt til historier i {{count}} minutter til sammen.',
    },
    AUDIOBOOK_FAN: {
      name: 'Lydbokfan',
      howTo: 'Lytt til historier i {{count}} minutter til sammen.',
    },
    PATHFINDER: {
      name: 'Stifinner',
      howTo: 'Gjør ferdig en interaktiv historie der du bestemmer hva som skjer.',
    },
    ADVENTURER: { name: 'Eventyrer', howTo: 'Gjør ferdig {{count}} interaktive historier.' },
    THREE_DAY_STREAK: {
      name: 'Tre dager på rad',
      howTo: 'Lag, les eller lytt til en historie {{count}} dager på rad.',
    },
    WEEK_STREAK: {
      name: 'En hel uke',
      howTo: 'Lag, les eller lytt til en historie {{count}} dager på rad.',
    },
  },
} as const;
