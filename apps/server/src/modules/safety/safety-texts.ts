import type { LanguageCode } from '@monstory/contracts/language';

// What a child and parent read when a story idea is refused: kind, never a list of the words.

const TEXTS = {
  no: {
    unsafe:
      'Den ideen kan vi ikke lage en historie av. Historiene våre skal være snille og trygge for barn – prøv å beskrive historien på en annen måte!',
    unavailable: 'Vi fikk ikke sjekket historieideen akkurat nå. Prøv igjen om litt.',
  },
  en: {
    unsafe:
      "We can't make a story from that idea. Our stories are kind and safe for children – try describing your story in a different way!",
    unavailable: 'We could not check your story idea just now. Please try again in a moment.',
  },
} as const;

export function safetyText(language: LanguageCode, key: keyof (typeof TEXTS)['en']): string {
  return (language === 'no' ? TEXTS.no : TEXTS.en)[key];
}
