// A vehicle the description opens with is the hero, told as that vehicle: «Brannbilen Rød redder
// en katt» is a red fire engine called Rød who rescues a cat, never a boy called Rød beside a
// fire engine; it lives where such a vehicle lives, and eats no porridge and sleeps in no bed.
import { describe, expect, it } from 'vitest';
import { Genre as GENRES, targetWords } from '@monstory/contracts/story-shape';
import { toldWants, type Genre } from './engine.testing';
import type { StoryLanguage } from './story-types';
import { parseDescription } from './description/parse-description';
import { scanText } from './quality/grammar-scan';

interface Case {
  description: string;
  species: string;
  /** Its own word, in the opening lines. */
  word: RegExp;
  /** The name the family gave it. */
  name?: string;
  /** The goal the want makes, or how it begins. */
  goal?: string;
}

const CASES: Record<StoryLanguage, Case[]> = {
  en: [
    {
      description: 'The fire engine rescues a kitten',
      species: 'fire-engine',
      word: /\bfire engine\b/,
      goal: 'help/rescue',
    },
    {
      description: 'Tommy the tractor wants to win the race',
      species: 'tractor',
      word: /\btractor\b/,
      name: 'Tommy',
      goal: 'befriend/contest',
    },
    {
      description: 'A little red train who wants to see the sea',
      species: 'train',
      word: /\btrain\b/,
    },
    {
      description: 'The garbage truck who wants to be a race car',
      species: 'garbage-truck',
      word: /\brubbish truck\b/,
    },
    { description: 'A little tugboat called Toot', species: 'tugboat', word: /\btugboat\b/ },
  ],
  no: [
    {
      description: 'Brannbilen Rød redder en katt',
      species: 'fire-engine',
      word: /\bbrannbil(?:en)?\b/,
      name: 'Rød',
      goal: 'help/rescue',
    },
    {
      description: 'Traktoren Tore vil vinne et løp',
      species: 'tractor',
      word: /\btraktor(?:en)?\b/,
      name: 'Tore',
      goal: 'befriend/contest',
    },
    { description: 'Det lille toget som vil se havet', species: 'train', word: /\btog(?:et)?\b/ },
    { description: 'Gravemaskinen Grete', species: 'digger', word: /\bgravemaskin(?:en)?\b/ },
    { description: 'En liten slepebåt', species: 'tugboat', word: /\bslepebåt(?:en)?\b/ },
  ],
};

const PERSON: Record<StoryLanguage, RegExp> = {
  en: /\b(?:girl|boy)\b/i,
  no: /\b(?:jente|gutt)\b/i,
};
/** A vehicle eats no porridge and sleeps in no bed. */
const HOMELY: Record<StoryLanguage, RegExp> = {
  en: /\b(?:porridge|bed|beds|pyjamas|duvet)\b/i,
  no: /(?<![\p{L}])(?:grøt|grøten|seng|senga|sengen|pyjamas|dyna)(?![\p{L}])/iu,
};

const TABLE = {
  ages: [3, 5, 7, 10],
  seeds: 2,
  genres: GENRES as readonly Genre[],
  seedPrefix: 'vehicle-hero',
};

describe('a vehicle as the hero', () => {
  it.each([
    'Ella leker med brannbilen sin',
    'Sam plays with his toy train',
    'Theo and Mia take the bus to the mountains',
    'Lille Ole har en grønn traktor som heter Tuff, og de skal hente melk på gården',
  ])('%s: the vehicle is not the hero', (description) => {
    expect(parseDescription(description, () => true).vehicleHero).toBeUndefined();
  });

  for (const language of ['en', 'no'] as const)
    it(`keeps what it is (${language})`, () => {
      const faults: string[] = [];
      for (const { c, story, cast, goal, where } of toldWants(language, CASES[language], TABLE)) {
        if (cast.hero.species !== c.species)
          faults.push(`${where}: hero is ${cast.hero.species ?? cast.hero.kind}`);
        if (c.name && cast.hero.name !== c.name) faults.push(`${where}: named ${cast.hero.name}`);
        if (c.goal && !goal.startsWith(c.goal)) faults.push(`${where}: told as ${goal}`);
        const text = story.paragraphs.map((p) => p.text).join(' ');
        const opening = story.paragraphs
          .slice(0, 3)
          .map((p) => p.text)
          .join(' ');
        if (!c.word.test(opening)) faults.push(`${where}: not told as ${c.word} at the start`);
        if (PERSON[language].test(`${story.title} ${opening}`))
          faults.push(`${where}: a girl or a boy: ${story.title}`);
        const homely = HOMELY[language].exec(text);
        if (homely) faults.push(`${where}: ${homely[0]}`);
        const named = [cast.hero, ...(cast.friend ? [cast.friend] : [])].flatMap((h) =>
          h.name ? [{ name: h.name, gender: h.gender }] : [],
        );
        for (const hit of scanText(text, language, named))
          faults.push(`${where}: ${hit.id} «${hit.match}» in: ${hit.sentence}`);
      }
      expect(faults).toEqual([]);
    }, 240_000);

  for (const language of ['en', 'no'] as const)
    it(`keeps its length (${language})`, () => {
      const faults: string[] = [];
      for (const { story, where, session } of toldWants(language, CASES[language], TABLE)) {
        const { age, length } = session.request;
        const target = targetWords(age, length);
        if (Math.abs(story.wordCount - target) > target * 0.1)
          faults.push(`${where} ${length}: ${story.wordCount} words for ${target}`);
      }
      expect(faults).toEqual([]);
    }, 240_000);
});
