import type { LanguageCode } from '@monstory/contracts/language';

// What the server writes to a monster's owner, in the owner's language (Danish and Swedish,
// which have no texts of their own yet, read English).

export interface MonsterTexts {
  readyTitle: string;
  ready(name: string): string;
}

const TEXTS: Record<'en' | 'no', MonsterTexts> = {
  en: {
    readyTitle: 'Your monster is ready!',
    ready: (name: string) => `${name} has come to life. Say hello!`,
  },
  no: {
    readyTitle: 'Monsteret ditt er klart!',
    ready: (name: string) => `${name} har våknet til liv. Si hei!`,
  },
};

export function monsterTexts(language: LanguageCode | string): MonsterTexts {
  return language === 'no' ? TEXTS.no : TEXTS.en;
}
