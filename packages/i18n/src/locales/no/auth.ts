// Home, sign-in, registration, verification and password reset (Home/login,
// docs/product.md#sign-in, docs/product.md#errors). The sign-in failures of docs/product.md#errors
// (invalid-email, wrong-password, …) each have words here.
export const auth = {
  hero: {
    back: 'Tilbake',
  },
  home: {
    title: 'Godnatthistorier med monstre, laget for ditt barn',
    lead: 'Velg alder, sjanger og hva historien skal handle om, så skriver Monstory en helt ny historie – med bilder og opplesning hvis dere vil.',
    guestNote: 'Uten konto kan du lage én historie gratis.',
  },
  methods: {
    heading: 'Logg inn',
    intro: 'Velg hvordan du vil logge inn. Er du ny, lager vi en konto til deg.',
    apple: 'Fortsett med Apple',
    google: 'Fortsett med Google',
    facebook: 'Fortsett med Facebook',
    email: 'Fortsett med e-post',
    or: 'eller',
    guest: 'Prøv som gjest',
    guestStarting: 'Gjør klar …',
  },
  signIn: {
    heading: 'Logg inn med e-post',
    submit: 'Logg inn',
    forgot: 'Glemt passordet?',
    toRegister: 'Ny her? Lag en konto',
    otherMethods: 'Andre måter å logge inn på',
  },
  register: {
    heading: 'Lag en konto',
    intro: 'Med konto tar du vare på historiene og monstrene dine på alle enhetene dine.',
    submit: 'Lag konto',
    toSignIn: 'Har du allerede en konto? Logg inn',
    rulesTitle: 'Passordet må',
    ruleMin: 'ha minst {{min}} tegn',
    ruleMax: 'ha høyst {{max}} tegn',
    ruleCommon: 'ikke være et vanlig passord, som «passord123»',
    signInInstead: 'Logg inn med denne adressen',
  },
  fields: {
    email: 'E-post',
    password: 'Passord',
    newPassword: 'Nytt passord',
    confirmPassword: 'Gjenta passordet',
    showPassword: 'Vis passordet',
    hidePassword: 'Skjul passordet',
  },
  validation: {
    emailRequired: 'Skriv inn e-postadressen din.',
    emailInvalid: 'Dette ser ikke ut som en e-postadresse. Sjekk at den er skrevet riktig.',
    passwordRequired: 'Skriv inn passordet ditt.',
    passwordTooShort: 'Passordet må ha minst {{min}} tegn.',
    passwordTooLong: 'Passordet kan ha høyst {{max}} tegn.',
    passwordsDiffer: 'Passordene er ikke like.',
  },
  errors: {
    'invalid-email': 'Denne e-postadressen er ikke gyldig. Sjekk at den er skrevet riktig.',
    'wrong-password':
      'E-postadressen eller passordet stemmer ikke. Prøv igjen, eller lag et nytt passord.',
    'user-not-found': 'Vi finner ingen konto med denne e-postadressen. Vil du lage en?',
    'email-already-in-use':
      'Det finnes allerede en konto med denne e-postadressen. Logg inn med den i stedet.',
    'weak-password':
      'Dette passordet er for lett å gjette. Velg et lengre passord, eller et som er mindre vanlig.',
    'popup-closed-by-user':
      'Innloggingen ble avbrutt før den var ferdig. Prøv igjen når du er klar.',
    'missing-access-token':
      'Innloggingen lyktes, men ga ingen tilgangsnøkkel. Prøv igjen, eller velg en annen måte å logge inn på.',
    'email-not-verified': 'Du må bekrefte e-postadressen først. Vi har sendt deg en ny lenke.',
    'too-many-requests': 'Det ble mange forsøk på kort tid. Vent et minutt, og prøv igjen.',
    'invalid-token': 'Lenken er utløpt eller allerede brukt. Be om en ny lenke.',
    unknown: 'Noe gikk galt med innloggingen. Prøv igjen om litt.',
    unavailable: 'Vi får ikke kontakt med Monstory akkurat nå. Sjekk nettet, og prøv igjen.',
  },
  verify: {
    title: 'Sjekk e-posten din',
    sentTo: 'Vi har sendt en bekreftelse til {{email}}.',
    instructions:
      'Åpne lenken i e-posten for å bekrefte adressen, så er du i gang. Finner du den ikke, kan du se i søppelposten.',
    resend: 'Send e-posten på nytt',
    resendIn: 'Send på nytt om {{seconds}} s',
    resent: 'Vi har sendt en ny e-post.',
    refresh: 'Ferdig? Oppdater',
    notYet:
      'Adressen er ikke bekreftet ennå. Åpnet du lenken på en annen enhet? Logg inn her med e-post og passord.',
    signIn: 'Logg inn',
    signOut: 'Logg ut',
  },
  forgot: {
    heading: 'Glemt passordet?',
    intro: 'Skriv inn e-postadressen din, så sender vi en lenke der du kan lage et nytt passord.',
    submit: 'Send lenken',
    sent: 'Hvis det finnes en konto for {{email}}, har vi sendt en lenke dit nå. Lenken virker i én time.',
    back: 'Tilbake til innlogging',
  },
  reset: {
    heading: 'Lag et nytt passord',
    intro: 'Velg et nytt passord for kontoen din.',
    submit: 'Lagre det nye passordet',
    done: 'Passordet er endret. Nå kan du logge inn med det nye passordet.',
    toSignIn: 'Logg inn',
    missingToken: 'Denne lenken er ikke hel. Be om en ny lenke fra innloggingen.',
    requestNew: 'Be om en ny lenke',
  },
  redirect: {
    status: 'Logger inn …',
    timeout: 'Dette tar lengre tid enn forventet. Det kan være et problem med tilkoblingen',
    refresh: 'Oppdater siden',
  },
  deleted: {
    title: 'Kontoen din er slettet',
    text: 'Ombestemmer du deg, kan du logge inn igjen innen {{days}} dager. Da er alt tilbake som før.',
    until: 'Etter {{date}} er alt slettet for godt.',
  },
} as const;
