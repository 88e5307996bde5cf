import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { LANGUAGES, sampleRequest } from './engine.testing';
import type { GeneratedStory, StoryLanguage } from './story-types';

// What the family's idea brings in is paid off where the story ends: a key come upon opens
// its door, and the last lines still know it. Stories are generated over every genre, ages
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

describe('what is brought in pays off', () => {
  for (const language of LANGUAGES)
    it(`a key come upon opens its door, and the ending still knows it (${language})`, () => {
      for (const story of stories(language, KEY_FOUND[language], 'key')) {
        const text = story.paragraphs.map((p) => p.text).join('\n');
        expect(text, text).toMatch(OPENS[language]);
        expect(ending(story), text).toMatch(DOOR_WORD[language]);
      }
    });
});
