// The guided tour of the generate screen (Generate story, docs/product.md#story-form, Guided tour (docs/product.md#shell), Tour (docs/product.md#constants)).
export const tour = {
  showMeAround: 'Vis meg rundt',
  progress: '{{current}} av {{total}}',
  next: 'Neste',
  previous: 'Forrige',
  done: 'Ferdig',
  close: 'Lukk omvisningen',
  steps: {
    age: {
      title: 'Hvor gammelt er barnet?',
      text: 'Velg alderen, så passer ordene og setningene til barnet.',
    },
    genre: {
      title: 'Hva slags historie?',
      text: 'Eventyr, verdensrommet, godnatt … Velg sjangeren dere har lyst på i kveld.',
    },
    length: {
      title: 'Hvor lang skal den være?',
      text: 'Minuttene viser omtrent hvor lang tid det tar å lese historien høyt.',
    },
    addons: {
      title: 'Litt ekstra',
      text: 'Legg til bilder, opplesning eller en interaktiv historie der barnet bestemmer. Det som koster kreditter, er merket.',
    },
    summary: {
      title: 'Hva skal historien handle om?',
      text: 'Skriv en idé med egne ord, eller trykk på et forslag. Dere kan også la det stå tomt.',
    },
    generate: {
      title: 'Lag historien!',
      text: 'Prisen står ved siden av knappen. Trykk, så begynner historien å skrive seg selv.',
    },
  },
} as const;
