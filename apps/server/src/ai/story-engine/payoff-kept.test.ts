import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { LANGUAGES, sampleRequest } from './engine.testing';
import type { GeneratedStory, StoryLanguage } from './story-types';

// What the family's idea brings in is paid off where the story ends: a key come upon opens
// its door, and the last lines still know it; a thing made for someone ends with them having
// it, and a thing to wear is worn; a snowman, a den or a kite built is still there, seen, when
// the story ends. Stories are generated over every genre, ages
// 3–12 and all lengths, in both languages.

const STORIES = 40;

/** The last two paragraphs: what a listener hears as the story's end. */
function ending(story: GeneratedStory): string {
  return story.paragraphs
    .slice(-2)
    .map((p) => p.text)
    .join('\n');
}

function stories(language: StoryLanguage, asks: readonly string[], prefix: string) {
  return Array.from({ length: STORIES }, (_, i) =>
    generateStory(sampleRequest(language, asks, i, { seedPrefix: prefix, longEvery: 4 })),
  );
}

const KEY_FOUND: Record<StoryLanguage, string[]> = {
  en: [
    'Milo finds an old iron key behind the shed',
    'Ruby and her cousin Finn found a tiny key in the sand',
    'A fox called Rusty finds a shiny key in the snow',
  ],
  no: [
    'Sigrid finner en gammel rusten nøkkel bak boden',
    'Mathias og kusina Selma fant en bitte liten nøkkel i sanden',
    'En rev som heter Rufus finner en blank nøkkel i snøen',
  ],
};
const OPENS: Record<StoryLanguage, RegExp> = {
  en: /\b(?:door|gate|hatch)\b[^.!?]*\b(?:open|opened|swung)\b|\bkey in the lock\b/i,
  no: /\b(?:dør|døra|døren|port|porten|luke|luka)\b[^.!?]*\b(?:opp|åpen|åpnet)\b|\bi låsen\b/i,
};
const DOOR_WORD: Record<StoryLanguage, RegExp> = {
  en: /\bdoor\b/i,
  no: /\bdøra?\b|\bdøren\b/i,
};

const GIFT_MADE: Record<StoryLanguage, [string, RegExp][]> = {
  en: [
    ['Iris knits a hat for her granny, who is always cold', /\bgranny\b/i],
    ['Felix and his mum sew mittens for Uncle Tom', /\bUncle Tom\b/],
    ['Zara makes a warm scarf for her grandad', /\bgrandad\b/i],
    ['Hugo knits socks for his dad', /\bdad\b/i],
  ],
  no: [
    ['Ingrid strikker ei lue til mormor, som alltid fryser', /\bmormor\b/i],
    ['Filip og mamma syr votter til onkel Per', /\bonkel Per\b/i],
    ['Tiril lager et varmt skjerf til farfar', /\bfarfar\b/i],
    ['Oliver strikker sokker til pappa', /\bpappa\b/i],
  ],
};
const BUILT: Record<StoryLanguage, [string, RegExp][]> = {
  en: [
    ['Astrid and her big brother make a snowman by the lake', /\bsnowman\b/i],
    ['Two hedgehogs build a little den under the hedge', /\bden\b/i],
    ['Vera builds a birdhouse with her uncle', /\bbirdhouse\b/i],
    ['Kai makes a kite on a windy day', /\bkite\b/i],
  ],
  no: [
    ['Astrid og storebroren lager en snømann ved vannet', /\bsnømann(?:en)?\b/i],
    ['To pinnsvin bygger en liten hule under hekken', /\bhul(?:e|a|en)\b|\bhytt(?:e|a)\b/i],
    ['Vera snekrer en fuglekasse sammen med onkelen sin', /\bfuglekass(?:e|a|en)\b/i],
    ['Kai lager en papirdrage en dag det blåser', /\b(?:papir)?drag(?:e|en)\b/i],
  ],
};
const MADE_FOR: Record<StoryLanguage, [string, RegExp][]> = {
  en: [
    ['Elsa builds a birdhouse for her grandpa', /\bgrandpa\b/i],
    ['Jonah makes a kite for Auntie Bea', /\bAuntie Bea\b/],
    ['Lucy and her friend build a sandcastle for their teacher', /\bteacher\b/i],
  ],
  no: [
    ['Elise snekrer en fuglekasse til morfar', /\bmorfar\b/i],
    ['Jonas lager en drage til tante Bea', /\btante Bea\b/i],
    ['Live og venninnen bygger et sandslott til læreren', /\blærer(?:en)?\b/i],
  ],
};
/** Put on or worn by the one it was made for. */
const WORN_BY: Record<StoryLanguage, RegExp> = {
  en: /\bput (?:the \w+|it) on\b|\bwore (?:the|it)\b/,
  no: /\btok (?:\S+ )?(?:\S+ )?på seg\b|\bgikk \S+(?: \S+)? med\b/,
};

/**
 * Stories of each ask of a table in turn; the ending of each must match the ask's own pattern
 * and, when given, a pattern of the language.
 */
function expectEndings(
  table: [string, RegExp][],
  prefix: string,
  language: StoryLanguage,
  also?: RegExp,
): void {
  const asks = table.map(([ask]) => ask);
  stories(language, asks, prefix).forEach((story, i) => {
    const [, own] = table[i % asks.length] as [string, RegExp];
    const text = story.paragraphs.map((p) => p.text).join('\n');
    expect(ending(story), text).toMatch(own);
    if (also) expect(ending(story), text).toMatch(also);
  });
}

describe('what is brought in pays off', () => {
  for (const language of LANGUAGES) {
    it(`a thing built or made is still there, named, when the story ends (${language})`, () =>
      expectEndings(BUILT[language], 'built', language));
    it(`a thing made for someone is theirs at the end (${language})`, () =>
      expectEndings(MADE_FOR[language], 'made', language));
    it(`a thing made to wear for someone is theirs at the end, and worn (${language})`, () =>
      expectEndings(GIFT_MADE[language], 'gift', language, WORN_BY[language]));
  }

  for (const language of LANGUAGES)
    it(`a key come upon opens its door, and the ending still knows it (${language})`, () => {
      for (const story of stories(language, KEY_FOUND[language], 'key')) {
        const text = story.paragraphs.map((p) => p.text).join('\n');
        expect(text, text).toMatch(OPENS[language]);
        expect(ending(story), text).toMatch(DOOR_WORD[language]);
      }
    });
});
