// The book's own words, in the story's language: Norwegian bokmål unless it is English.

export interface BookTexts {
  locale: string;
  madeWith: string;
  starring: (name: string) => string;
  theEnd: string;
}

const NB: BookTexts = {
  locale: 'nb-NO',
  madeWith: 'Laget med Monstory',
  starring: (name) => `Med ${name} i hovedrollen`,
  theEnd: 'Slutt',
};

const EN: BookTexts = {
  locale: 'en-GB',
  madeWith: 'Made with Monstory',
  starring: (name) => `Starring ${name}`,
  theEnd: 'The End',
};

export function bookTexts(language: string): BookTexts {
  return language.toLowerCase().startsWith('en') ? EN : NB;
}

export function bookDate(date: Date, texts: BookTexts): string {
  return new Intl.DateTimeFormat(texts.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
