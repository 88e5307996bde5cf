// Norwegian bokmål is the reference catalog: its keys type every other language.
export const common = {
  appName: 'Monstory',
  nav: {
    label: 'Hovedmeny',
    library: 'Bibliotek',
    generate: 'Lag historie',
    stuff: 'Mine ting',
  },
  actions: {
    back: 'Tilbake',
    goHome: 'Til forsiden',
    reload: 'Last inn på nytt',
    skipToContent: 'Hopp til innholdet',
    openProfile: 'Profil',
    logoHome: 'Monstory – gå til Mine ting',
  },
  comingSoon: 'Kommer snart',
  loading: 'Laster …',
  notFound: {
    code: '404',
    heading: 'Her var det tomt!',
    body: 'Det lille monsteret vårt har lett overalt, men finner ikke denne siden. Kanskje den har gått seg bort?',
    cta: 'Ta meg hjem',
    illustration: 'Et lite monster med en lykt som leter etter veien hjem',
  },
  routeError: {
    heading: 'Oi sann! Noe gikk galt',
    body: 'Denne siden ville ikke åpne seg. Prøv å laste den inn på nytt.',
  },
  languages: {
    no: 'Norsk',
    en: 'Engelsk',
    da: 'Dansk',
    sv: 'Svensk',
  },
  languagePicker: {
    label: 'Velg språk',
    selected: 'Valgt',
  },
  placeholders: {
    home: 'Her møter du Monstory: velg hvordan du vil logge inn, prøv som gjest eller les noen eksempelhistorier.',
    login:
      'Her logger du inn med Apple, Google, Facebook eller e-post – eller prøver Monstory som gjest.',
    faq: 'Her finner du svar på det foreldre oftest lurer på om Monstory.',
    contact: 'Her kan du sende oss en melding med navn, e-post, emne og spørsmålet ditt.',
    exampleStory: 'Her kan du lese en av eksempelhistoriene våre før du lager din egen.',
    parentalGate: 'Her løser en voksen en liten oppgave før vi åpner sider som er ment for voksne.',
    welcome: 'Her gjør vi Monstory klar sammen: språk, stemme, ditt eget monster og vilkårene.',
    createMonster: 'Her beskriver du et monster med dine egne ord, så tegner vi det for deg.',
    monsters:
      'Her bor alle monstrene dine – velg hvem som skal være profilen din, eller ta dem med i en ny historie.',
    subscription: 'Her ser du abonnementet ditt, kredittene dine og tidligere kjøp.',
    language: 'Her velger du hvilket språk Monstory skal snakke.',
    account: 'Her ser du kontoinformasjonen din, og her kan du slette kontoen.',
    medals: 'Her samler du medaljer og ser hva du kan gjøre for å vinne flere.',
    stuff: 'Her finner du monstrene, historiene, medaljene, statistikken og innstillingene dine.',
    stories: 'Her blar du gjennom alle historiene dine, side for side.',
    storiesPage: 'Side {{page}}',
    story: 'Her leser og lytter du til historien – med store bokstaver, fullskjerm og opplesning.',
    draftStory: 'Her fortsetter du en interaktiv historie der du bestemmer hva som skjer videre.',
    library: 'Her finner du historier sortert etter sjanger, de mest populære og de best likte.',
    generate:
      'Her lager du en ny historie: velg alder, sjanger og lengde, og fortell hva den skal handle om.',
    shop: 'Her kan en voksen velge abonnement eller kjøpe kreditter.',
    privacyPolicy: 'Her kan du lese hvordan vi tar vare på personopplysningene dine.',
    terms: 'Her kan du lese vilkårene for å bruke Monstory.',
    childrenAndAi:
      'Her forteller vi hvordan Monstory bruker kunstig intelligens på en trygg måte for barn.',
    deleteMe: 'Her forklarer vi hvordan du sletter kontoen din, og hva som skjer med dataene dine.',
    about: 'Her forteller vi hvem som står bak Monstory, og hvorfor vi lager det.',
  },
} as const;
