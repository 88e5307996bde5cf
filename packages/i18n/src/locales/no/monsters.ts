// Monsters (spec §2 Create a monster and My monsters, §4 Monster states, §8 'try creating the
// monster again'), and the hero chip on the generate screen.
export const monsters = {
  create: {
    intro: 'Beskriv monsteret ditt med dine egne ord, så tegner vi det for deg.',
    label: 'Hvordan ser monsteret ditt ut?',
    placeholder: 'For eksempel: et lite grønt monster med tre øyne og vinger',
    counter: '{{count}} av {{max}} tegn',
    ideas: 'Trenger du en idé? Trykk på en:',
    examples: {
      wings: 'Et lite grønt monster med tre øyne og vinger',
      fluffy: 'Et rosa, lodent monster med to horn og en lang hale',
      sea: 'Et blått havmonster med fire armer som elsker å bade',
      glow: 'Et gult monster med prikker som lyser i mørket',
      tiny: 'Et bitte lite lilla monster med store ører og seks bein',
    },
    tooShort: 'Fortell litt mer om monsteret ditt – minst {{min}} bokstaver.',
    unsafe: 'Det monsteret kan vi ikke tegne. Hva med et snilt og morsomt monster i stedet?',
    submit: 'Lag monsteret!',
    submitting: 'Sender …',
    failed: 'Vi fikk ikke laget monsteret akkurat nå.',
    tryAgain: 'Prøv igjen',
  },
  cost: {
    label: 'Pris',
    included: 'Gratis med abonnementet ditt',
    balance_one: 'Du har {{count}} kreditt',
    balance_other: 'Du har {{count}} kreditter',
  },
  guest: {
    title: 'Monstre trenger en konto',
    text: 'For å bygge et monster må en voksen lage en konto. Da kan monsteret bli profilbildet ditt og være med i historiene!',
    cta: 'Registrer deg eller logg inn',
    later: 'Lag en historie i stedet',
  },
  building: {
    title: 'Hei, {{name}}!',
    text: 'Vi tegner {{name}} akkurat nå. Det tar bare en liten stund …',
    status: 'Tegner {{name}} …',
    hint: 'Du kan gjøre noe annet så lenge – monsteret dukker opp under Mine monstre når det er ferdig.',
  },
  ready: {
    title: '{{name}} er klar!',
    picture: 'Bilde av {{name}}',
    useInStory: 'Bruk i en historie',
    seeAll: 'Se alle monstrene mine',
  },
  retry: {
    title: 'Oi, bildet ble ikke ferdig',
    text: 'Vi fant ikke bildet av monsteret. Prøv å lage monsteret på nytt.',
    action: 'Prøv å lage monsteret på nytt',
    edit: 'Endre beskrivelsen',
  },
  status: {
    BUILDING: 'Blir tegnet',
    READY: 'Klar',
    FAILED: 'Ble ikke ferdig',
  },
  list: {
    intro:
      'Her bor monstrene dine. Velg hvem som skal være profilen din, eller ta med et monster i en ny historie.',
    create: 'Lag et nytt monster',
    emptyTitle: 'Ingen monstre ennå',
    emptyText: 'Beskriv et monster med dine egne ord, så tegner vi det for deg!',
    emptyCta: 'Lag ditt første monster',
    loadFailed: 'Vi fikk ikke hentet monstrene dine.',
    retry: 'Prøv igjen',
  },
  card: {
    profile: 'Profilen din',
    useAsProfile: 'Bruk som profil',
    useInStory: 'Bruk i en historie',
    delete: 'Slett {{name}}',
    retry: 'Lag på nytt',
    useFailed: 'Vi fikk ikke byttet profil. Prøv igjen.',
    madeOn: 'Laget {{date}}',
  },
  deleteDialog: {
    title: 'Slette {{name}}?',
    text: 'Monsteret forsvinner for godt, og du kan ikke få det tilbake.',
    confirm: 'Ja, slett',
    cancel: 'Nei, behold',
    failed: 'Vi fikk ikke slettet monsteret. Prøv igjen.',
  },
  hero: {
    starring: 'Med {{name}} i hovedrollen',
    remove: 'Ta {{name}} ut av historien',
  },
} as const;
