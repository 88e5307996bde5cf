// The public site: footer, contact form and FAQ (Footer, docs/product.md#contact, Contact form; ; docs/product.md#errors).
export const site = {
  footer: {
    linksHeading: 'Om Monstory',
    faq: 'Ofte stilte spørsmål',
    about: 'Om oss',
    childrenAndAi: 'Barn og KI',
    deleteMe: 'Slett kontoen',
    contact: 'Kontakt oss',
    terms: 'Vilkår og betingelser',
    privacy: 'Personvernerklæring',
    language: 'Språk',
    social: 'Følg oss',
    copyright: '© {{year}} Monstory AS',
  },
  contactUs: 'Kontakt oss',
  back: 'Tilbake',
  onThisPage: 'På denne siden',
  contact: {
    lead: 'Har du spørsmål, en idé eller noe som ikke virker? Skriv til oss, så svarer vi så snart vi kan.',
    name: 'Navn',
    email: 'E-post',
    subject: 'Emne',
    message: 'Melding',
    send: 'Send meldingen',
    sending: 'Sender …',
    success: 'Meldingen er sendt! Vi svarer deg så snart vi kan.',
    failure: 'Beklager, noe gikk galt da meldingen skulle sendes. Prøv igjen senere.',
    rateLimited: 'Du har sendt mange meldinger på kort tid. Vent litt og prøv igjen.',
    sendAnother: 'Send en ny melding',
    errors: {
      nameRequired: 'Navn er påkrevd',
      emailRequired: 'E-post er påkrevd',
      emailInvalid: 'E-postadressen må være gyldig',
      subjectRequired: 'Emne er påkrevd',
      messageRequired: 'Melding er påkrevd',
      tooLong: 'Teksten er for lang',
    },
  },
  faq: {
    lead: 'Svar på det foreldre oftest lurer på. Finner du ikke svaret? Skriv til oss.',
    items: {
      what: {
        q: 'Hva er Monstory?',
        a: 'Monstory lager godnatthistorier om snille monstre. Barnet og en voksen velger alder, sjanger og lengde og forteller hva historien skal handle om, og appen skriver historien – med bilder og opplesning om dere vil.',
      },
      safe: {
        q: 'Er Monstory trygt for barn?',
        a: 'Hver historieidé og hver ferdig historie sjekkes mot ordlister for språket, og kan i tillegg sjekkes av en modereringstjeneste. Historier som andre kan lese, sjekkes på samme måte før de publiseres, og en historie skjules når flere rapporterer den. Kjøp ligger bak en foreldresperre, og vi viser ikke reklame til barn.',
      },
      cost: {
        q: 'Hva koster det?',
        a: 'Korte og mellomlange historier med bare tekst er gratis. Lange historier, bilder, opplesning, nye monstre og interaktive historier koster kreditter, og prisen i kreditter vises alltid før du bekrefter. En voksen kan kjøpe kredittpakker eller et månedsabonnement i butikken.',
      },
      offline: {
        q: 'Hvordan lages historiene? Sendes noe til en KI-tjeneste?',
        a: 'Som standard skrives, tegnes og leses historiene av motorer på vår egen server, og ingenting sendes videre. Bare hvis vi kobler Monstory til en ekstern KI-leverandør, sendes historieideen og valgene (ikke navn eller e-post) dit.',
      },
      privacy: {
        q: 'Hvilke opplysninger lagrer dere?',
        a: 'E-postadressen til den voksne, historiene og monstrene dere lager, vurderinger, rapporter, lesing og lyttetid, og tilbakemeldinger. Vi spør aldri barnet om navn eller bilde. Les mer i personvernerklæringen.',
      },
      delete: {
        q: 'Hvordan sletter jeg kontoen?',
        a: 'Gå til Mine ting › Konto og velg Slett konto. Kontoen deaktiveres med en gang og slettes for godt etter {{accountDays}} dager. Et abonnement fra App Store eller Google Play må du si opp i butikken.',
      },
      guest: {
        q: 'Kan vi prøve uten å registrere oss?',
        a: 'Ja. Som gjest kan dere lage en historie uten e-post. Registrerer dere dere senere, blir historiene med. En gjestekonto som avslår vilkårene, slettes etter {{declinedDays}} dager uten aktivitet.',
      },
    },
  },
  home: {
    faqTitle: 'Det foreldre lurer på',
    faqMore: 'Flere spørsmål og svar',
    downloadTitle: 'Monstory på mobil og nettbrett',
    downloadLead:
      'Ta med historiene til sengekanten. Appen har det samme som nettsiden, og kontoen er den samme.',
    appStore: 'App Store',
    googlePlay: 'Google Play',
    comingSoon: 'Kommer snart',
  },
} as const;
