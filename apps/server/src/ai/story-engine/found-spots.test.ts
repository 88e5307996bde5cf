// A thing someone comes upon turns up where that kind of place keeps things: among the shells
// on a beach, behind a shelf indoors, in the hay on a farm; grass only where grass grows.
import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { cycledRequest, textOf } from './engine.testing';
import { isBare, isIndoor } from './packs/ground';
import type { StoryLanguage } from './story-types';

const ASKS: Record<StoryLanguage, string[]> = {
  no: [
    'Ola finner en gammel nøkkel og lurer på hvilken dør den passer til',
    'Nora finner et egg og vil finne reiret det kom fra',
    'Emil finner en liten lue og vil finne ut hvem som eier den',
  ],
  en: [
    'Mia finds an old key and wants to know which door it opens',
    'Sam finds an egg and wants to find the nest it came from',
    'Lily finds a tiny hat and wants to find out whose it is',
  ],
};

/** The opening line that finds the thing, and the spot phrase after it. */
const FOUND: Record<StoryLanguage, RegExp> = {
  no: /En dag(?:, helt tilfeldig,)? fant \p{Lu}\p{L}+ (?:en|ei|et) [\p{L} ,]+? ((?:i|på|bak|under|blant|ved|mellom|halvt)\b[^,.]*)/u,
  en: /One day(?:, quite by chance,)? \p{Lu}\p{L}+ found an? [\p{L} ]+? ((?:in|on|behind|under|among|by|between|half|caught)\b[^,.]*)/u,
};
const GRASS: Record<StoryLanguage, RegExp> = { no: /\bi gresset\b/, en: /\bin the grass\b/ };

describe.each(['no', 'en'] as StoryLanguage[])('%s: a found thing turns up', (language) => {
  it('where the place keeps things, in several spots, never in grass indoors or on bare ground', () => {
    const spots = new Set<string>();
    const faults: string[] = [];
    ASKS[language].forEach((description) => {
      for (let i = 0; i < 24; i++) {
        const story = generateStory(
          cycledRequest({ language, age: 4 + (i % 7), description }, i, `found-${i}`),
        );
        const opening = story.paragraphs
          .slice(0, 3)
          .map((p) => p.text)
          .join(' ');
        const m = FOUND[language].exec(opening);
        if (!m) continue;
        const spot = m[1] as string;
        spots.add(spot);
        const home = story.places[0] ?? '';
        if ((isIndoor(home) || isBare(home)) && GRASS[language].test(spot))
          faults.push(`${home}: ${textOf(story).slice(0, 200)}`);
      }
    });
    expect(faults).toEqual([]);
    expect(spots.size).toBeGreaterThanOrEqual(6);
  });
});
