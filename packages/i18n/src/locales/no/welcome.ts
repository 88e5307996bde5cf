// Onboarding (docs/product.md#route-table): language, voice, monster, terms and newsletter, log-out
// confirmation. The terms messages are those of docs/product.md#errors, word for word.
export const welcome = {
  greeting: 'Velkommen til Monstory!',
  progress: 'Steg {{current}} av {{total}}',
  logOut: 'Logg ut',
  next: 'Neste',
  back: 'Tilbake',
  language: {
    title: 'Hvilket språk vil dere lese på?',
    text: 'Historiene lages på språket du velger. Du kan bytte når som helst under Mine ting.',
  },
  voice: {
    title: 'Velg en fortellerstemme',
    text: 'Stemmen leser historiene høyt. Trykk på «Hør» for å prøve den. Du kan bytte senere.',
  },
  monster: {
    title: 'Ditt eget monster',
    text: 'I Monstory kan du beskrive et monster med dine egne ord, så tegner vi det. Monsteret blir profilen din og kan være med i historiene.',
    later:
      'Monsterverkstedet åpner under Mine ting → Monstre. Du kan lage ditt første monster når du er klar.',
  },
  terms: {
    title: 'Vilkår og personvern',
    text: 'Før dere lager historier, må en voksen lese og godta vilkårene.',
    readTerms: 'Les vilkårene',
    readPrivacy: 'Les om personvern',
    newsletter: 'Send meg nyhetsbrev med tips og nye funksjoner',
    newsletterHint: 'Du kan melde deg av når som helst.',
    accept: 'Jeg godtar vilkårene',
    decline: 'Jeg godtar ikke',
    acceptFailed: 'Kunne ikke godta vilkårene. Prøv igjen.',
    declined: 'Du må godta vilkårene for å lage historier.',
    declinedRule:
      'En konto som ikke har godtatt vilkårene, slettes etter {{days}} dager uten aktivitet. Du kan godta dem senere under Mine ting.',
    acceptAfterAll: 'Godta likevel',
    continueWithout: 'Fortsett uten å godta',
  },
  finishFailed: 'Vi fikk ikke lagret dette. Prøv igjen.',
} as const;
