// A search for a lost thing follows the thing: its own trail, the place it is found and why
// it was there, and a home out in space that stays out in space.
import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import type { Genre } from './engine.testing';
import { request } from './engine.testing';
import type { GeneratedStory, StoryLanguage } from './story-types';

interface Case {
  language: StoryLanguage;
  genre: Genre;
  description: string;
  /** The stem of the lost thing's noun, in every form. */
  noun: RegExp;
  /** The hero lives out in space. */
  space?: boolean;
}

const CASES: Case[] = [
  {
    language: 'no',
    genre: 'SPACE',
    description: 'Bobbo leter etter en borte sokk på månen',
    noun: /sokk/i,
    space: true,
  },
  { language: 'no', genre: 'ANIMALS', description: 'Mira mister panna si', noun: /pann/i },
  { language: 'no', genre: 'BEDTIME', description: 'Ola leter etter ballen sin', noun: /ball/i },
  {
    language: 'no',
    genre: 'ADVENTURE',
    description: 'Leo har mistet nøkkelen sin',
    noun: /nøkkel/i,
  },
  {
    language: 'en',
    genre: 'SPACE',
    description: 'Bobbo looks for a lost sock on the moon',
    noun: /sock/i,
    space: true,
  },
  {
    language: 'en',
    genre: 'ADVENTURE',
    description: 'Leo lost his red kite in the park',
    noun: /kite/i,
  },
  { language: 'en', genre: 'ANIMALS', description: 'Mira lost her frying pan', noun: /pan\b/i },
  { language: 'en', genre: 'BEDTIME', description: 'Ava lost her red ball', noun: /ball/i },
];

const SEEDS = Array.from({ length: 12 }, (_, i) => `lost-${i}`);
const AGES = [4, 5, 7, 10];

/** The clues and the thief of the missing-cake mystery (not a cake in a simile or a lunch box). */
const FOOD: Record<StoryLanguage, RegExp> = {
  no: /spor av smuler|noen smuler|smulene|klissete poteavtrykk|flekk krem|slikket helt ren|rapelyd|fornøyd sukk|tomt fat|sulten (liten )?\w*unge/i,
  en: /trail of crumbs|few crumbs|only crumbs|sticky pawprint|smear of cream|licked clean|small burp|sigh of contentment|empty plate|hungry little/i,
};

const EARTHLY: Record<StoryLanguage, RegExp> = {
  no: /\b(and|ender|andunge\w*|ugle\w*|ugla|sommerfugl\w*|frosk\w*)\b|forbi skyene/i,
  en: /\b(ducks?|owls?|butterfl(y|ies)|frogs?)\b|past the clouds/i,
};

/** The paragraph where the thing is found: it says who had it, and sorry. */
function resolution(story: GeneratedStory): string | undefined {
  const sorry = story.language === 'no' ? '«Unnskyld,» sa' : '"Sorry," it said';
  return story.paragraphs.map((p) => p.text).find((t) => t.includes(sorry));
}

function told(c: Case, age: number, seed: string): GeneratedStory {
  return generateStory(
    request({ language: c.language, genre: c.genre, description: c.description, age, seed }),
  );
}

describe('a search for a lost thing', () => {
  it('ends by showing the thing found, where, and who had it', () => {
    const wrong: string[] = [];
    for (const c of CASES)
      for (const age of AGES)
        for (const seed of SEEDS) {
          const story = told(c, age, seed);
          const end = resolution(story);
          if (!end || !c.noun.test(end))
            wrong.push(`${c.description} (${age}, ${seed}): ${end ?? 'no ending found'}`);
        }
    expect(wrong).toEqual([]);
  });

  it('follows the trail of the thing, not a cake thief, when nothing is food', () => {
    const wrong: string[] = [];
    for (const c of CASES)
      for (const age of AGES)
        for (const seed of SEEDS) {
          const story = told(c, age, seed);
          const body = story.paragraphs.map((p) => p.text).join('\n');
          const hit = body.match(FOOD[c.language]);
          if (hit) wrong.push(`${c.description} (${age}, ${seed}): ${hit[0]}`);
        }
    expect(wrong).toEqual([]);
  });

  it('keeps a home out in space out there: no ducks, owls or butterflies, no ride past clouds', () => {
    const wrong: string[] = [];
    let homes = 0;
    for (const c of CASES.filter((x) => x.space))
      for (const age of AGES)
        for (const seed of SEEDS) {
          const story = told(c, age, seed);
          // The moon may be where the story goes rather than where the hero lives.
          if (!['moon', 'space'].includes(story.places[0] ?? '')) continue;
          homes += 1;
          const body = story.paragraphs.map((p) => p.text).join('\n');
          const hit = body.match(EARTHLY[c.language]);
          if (hit) wrong.push(`${c.description} (${age}, ${seed}): ${hit[0]}`);
        }
    expect(homes).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it('tells no tale by a campfire in a short search for the youngest', () => {
    const wrong: string[] = [];
    for (const c of CASES)
      for (const seed of SEEDS) {
        const story = told(c, 5, seed);
        const body = story.paragraphs.map((p) => p.text).join('\n');
        if (
          /Ved bålet|By the campfire|round the campfire|spøkelseshistorie|ghost story/i.test(body)
        )
          wrong.push(`${c.description} (${seed})`);
      }
    expect(wrong).toEqual([]);
  });
});
