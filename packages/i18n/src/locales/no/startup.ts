// Start-up states: loading screen, offline card and dialog, start-up failure page
// (docs/product.md#startup). The quoted Norwegian texts are the product's own words; keep them as
// they are.
export const startup = {
  logo: 'Monstory',
  loading: {
    status: 'Monstory starter …',
  },
  retrying: {
    first: {
      title: 'Hmm, litt treg forbindelse...',
      text: 'Dette tar litt lengre tid enn vanlig.',
    },
    second: {
      title: 'Fortsatt litt tregt... Vi gir det et nytt forsøk.',
      text: 'Bare vent litt til...',
    },
    third: {
      title: 'Ett siste forsøk nå!',
      text: 'Krysser fingrene!',
    },
    counter: '(Forsøk {{attempt}} av {{max}})',
  },
  failed: {
    title: 'Oi sann! Her gikk det litt tregt',
    text: 'Vi får ikke kontakt med Monstory akkurat nå.',
    encouragement: 'La oss prøve én gang til!',
    restart: 'Start på nytt!',
  },
  offline: {
    title: 'Oi! Det ser ut som du har mistet internettforbindelsen',
    text: 'Vi klarer ikke å koble til serveren vår akkurat nå.',
    retry: 'Prøv igjen',
  },
  offlineDialog: {
    title: 'Ingen internettforbindelse',
    text: 'Monstory trenger internett. Sjekk wifi eller mobildata, så prøver vi igjen.',
    retry: 'Prøv igjen',
    hide: 'Skjul',
  },
  offlineShelf: {
    open: 'Historier på denne enheten',
    title: 'På denne enheten',
    intro: 'Disse historiene kan leses og høres uten internett.',
    empty: 'Ingen historier er lagret her ennå. Velg «Lagre offline» i en historie.',
    storage: 'Bruker {{size}} på enheten',
    read: 'Les',
    remove: 'Fjern',
    removeStory: 'Fjern «{{title}}» fra enheten',
    auto: 'Lest nylig',
    saved: 'Lagret',
    close: 'Lukk',
    back: 'Tilbake til hyllen',
    listen: 'Hør historien',
    missing: 'Historien finnes ikke lenger på enheten.',
  },
  failurePage: {
    title: 'Vi klarte ikke å laste inn dataene',
    text: 'Sjekk at du er koblet til internett. Det kan også være problemer på serverne våre akkurat nå.',
    reload: 'Last inn på nytt',
  },
  funFact: {
    title: 'Visste du dette?',
    facts: {
      f1: 'Når en voksen leser høyt, lærer barn nye ord. Høytlesing er en av de beste måtene å bygge ordforråd på.',
      f2: 'Bildebøker inneholder ofte flere sjeldne ord enn vanlig hverdagsprat mellom voksne.',
      f3: 'Det er lurt å lese favorittboka om og om igjen: barn lærer nye ord bedre når de hører den samme historien flere ganger.',
      f4: 'Det er aldri for tidlig å begynne: selv små babyer liker å høre stemmen og rytmen når noen leser for dem.',
      f5: 'Den internasjonale barnebokdagen feires 2. april, på H.C. Andersens bursdag.',
      f6: 'Eventyrene til H.C. Andersen er oversatt til over 100 språk.',
      f7: 'Pippi Langstrømpe av Astrid Lindgren er oversatt til mer enn 70 språk.',
      f8: 'Asbjørnsen og Moe samlet norske folkeeventyr, som «De tre bukkene Bruse», og ga ut den første samlingen i 1841.',
      f9: 'Thorbjørn Egner skrev både «Karius og Baktus», «Klatremus og de andre dyrene i Hakkebakkeskogen» og «Folk og røvere i Kardemomme by».',
      f10: 'Alle barn i Norge kan låne bøker gratis på folkebiblioteket. Det eneste du trenger, er et lånekort.',
    },
  },
  appUpdate: {
    text: 'En ny versjon er klar',
    update: 'Oppdater',
    later: 'Senere',
  },
} as const;
