// The cookie consent banner and its preferences (docs/product.md#consent cookie consent banner, Consent ()). The
// alert when they cannot be opened (docs/product.md#errors) is the settings row's: stuff.settings.cookiesFailed.
export const consent = {
  banner: {
    title: 'Får vi bruke informasjonskapsler?',
    description:
      'Monstory bruker nødvendige informasjonskapsler for at appen skal virke. Sier du ja, måler vi også bruken og om annonsene våre virker. Du kan endre valget når som helst under Mine ting.',
    revisionMessage: 'Vi har endret hva vi spør om siden sist, så vi trenger svaret ditt på nytt.',
    acceptAll: 'Godta alle',
    rejectAll: 'Bare nødvendige',
    customize: 'Velg selv',
    privacyLink: 'Personvernerklæring',
  },
  preferences: {
    title: 'Innstillinger for informasjonskapsler',
    acceptAll: 'Godta alle',
    rejectAll: 'Bare nødvendige',
    save: 'Lagre valgene',
    close: 'Lukk',
    intro: {
      title: 'Du bestemmer',
      description:
        'Velg hva Monstory får bruke. De nødvendige er alltid på, fordi appen ikke virker uten dem.',
    },
    necessary: {
      title: 'Nødvendige',
      description: 'Innlogging, språkvalg og dette valget ditt. Kan ikke slås av.',
    },
    analytics: {
      title: 'Analyse',
      description:
        'Google Analytics teller hvilke skjermer som brukes, så vi kan gjøre appen bedre. Vi sender ingen navn eller e-postadresser.',
    },
    adUserData: {
      title: 'Annonsemåling',
      description:
        'Lar oss sende målinger til Google og Meta for å se om annonsene våre for Monstory virker.',
    },
    adPersonalization: {
      title: 'Tilpassede annonser',
      description: 'Lar Google og Meta bruke målingene til å tilpasse annonser de viser deg.',
    },
    more: {
      title: 'Mer informasjon',
      description: 'Les hvordan vi tar vare på opplysningene dine i personvernerklæringen.',
    },
  },
} as const;
