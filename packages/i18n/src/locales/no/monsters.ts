// Monsters (docs/product.md#monsters Create a monster and My monsters, Monster states (), docs/product.md#errors 'try creating the
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
  // The child-safety gate's words beside a refused text. Generate and Create a monster both show
  // them, and both routes load this namespace, so no page needs another part for them.
  safety: {
    title: 'La oss finne på noe annet',
    keep: 'Teksten din står der fortsatt. Endre den litt, så sjekker vi den på nytt.',
    generic: 'Dette kan vi ikke lage noe av. Hva med å prøve noe annet?',
    categories: {
      SEXUAL: 'Det passer ikke for barn. Hva med en skattejakt eller en historie om gode venner?',
      VIOLENCE:
        'Det ble litt for mye slåssing og skader. Hva med at heltene løser det med mot og lure ideer?',
      SELF_HARM:
        'Takk for at du fortalte det. Du er viktig, og det du kjenner på er viktig. Snakk med en voksen du stoler på.',
      ABUSE:
        'Takk for at du fortalte det. Ingen har lov til å gjøre deg vondt. Snakk med en voksen du stoler på.',
      HATE: 'Hos oss er alle velkomne, så slike ord bruker vi ikke. Hva med venner som er forskjellige og hjelper hverandre?',
      WEAPONS_DRUGS:
        'Vi forteller ikke hvordan man lager eller bruker våpen, rusmidler eller alkohol. Hva med en hemmelig oppfinnelse i stedet?',
      DANGEROUS_ACTS:
        'Det kan være farlig å gjøre i virkeligheten, så det lager vi ikke. Hva med et trygt eventyr i stedet?',
      TOO_SCARY:
        'Det kan bli for skummelt for denne alderen. Hva med noe litt mindre skummelt, eller en høyere alder?',
      PERSONAL_DATA:
        'Adresser, telefonnumre, e-post og fulle navn holder vi utenfor. Bruk gjerne bare et fornavn eller et fantasinavn.',
      PUBLIC_FIGURE:
        'Ekte kjente personer lager vi ikke historier om. Hva med en oppdiktet helt i stedet?',
      PROMPT_INJECTION: 'Skriv bare hva det skal handle om, så finner vi på resten.',
    },
    blocked: 'Se meldingen over: endre teksten litt, så kan vi begynne.',
    blockedCare: 'Se meldingen over. I dag lager vi ingenting av denne teksten.',
    care: {
      title: 'Takk for at du fortalte det',
      grownUpTitle: 'Til en voksen',
      grownUpText:
        'Barnet skrev noe som kan bety at det har det vondt. Ta det på alvor: snakk rolig med barnet og lytt. Vi har ikke laget noe av teksten, og den er ikke lagret.',
      helplines: 'Her kan dere få hjelp, gratis:',
      call: 'Ring {{phone}}',
      site: 'Nettside: {{host}}',
      newTab: '(åpnes i ny fane)',
      emergency: 'Er et barn i fare akkurat nå? Ring nødnummeret:',
    },
  },
} as const;
