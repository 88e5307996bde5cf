// My Stuff hub (My stuff and Settings, docs/product.md#routes): the monster, the tiles, the settings.
export const stuff = {
  monster: {
    heading: 'Monsteret ditt',
    building: 'Blir tegnet …',
    change: 'Bytt monster',
    createTitle: 'Lag ditt eget monster!',
    createText:
      'Beskriv et monster, så tegner vi det. Det blir profilbildet ditt og kan være med i historiene.',
    createCta: 'Lag et monster',
  },
  tiles: {
    heading: 'Tingene mine',
    monsters: 'Mine monstre',
    monstersHint: 'Se, bytt og lag monstre',
    stories: 'Historiene mine',
    storiesHint: 'Les og lytt igjen',
    medals: 'Medaljer',
    medalsCount: '{{earned}} av {{total}} vunnet',
    medalsHint: 'Se hva du kan vinne',
    statistics: 'Statistikk',
  },
  guest: {
    title: 'Lag en konto for å få enda mer',
    text: 'Med en konto kan du bygge egne monstre, vinne medaljer og ta vare på historiene dine.',
    cta: 'Registrer deg eller logg inn',
  },
  settings: {
    heading: 'Innstillinger',
    children: 'Barna',
    childrenHint: 'Legg til, endre og bytt mellom barna',
    childrenActive: '{{name}} bruker appen nå',
    language: 'Språk og stemme',
    languageHint: 'Hvilket språk Monstory snakker, og hvem som leser',
    subscription: 'Abonnement',
    subscriptionHint: 'Plan, kreditter og kjøp',
    account: 'Konto',
    accountHint: 'Kontoinformasjon og sletting',
    cookies: 'Informasjonskapsler',
    cookiesHint: 'Velg hvilke informasjonskapsler vi får bruke',
    cookiesFailed:
      'Innstillingene for informasjonskapsler kunne ikke åpnes, eller de er ikke tilgjengelige.',
    snow: 'Snø i desember',
    snowHint: 'Stille snøfall bak sidene, bare i desember',
    snowReducedMotion: 'Skjult fordi enheten ber om mindre bevegelse',
  },
} as const;
