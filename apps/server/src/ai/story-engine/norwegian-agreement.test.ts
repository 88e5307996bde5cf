import { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { COLOURS } from './lexicon/colours';
import { CREATURES } from './lexicon/creatures';
import { FEATURES } from './lexicon/features';
import { PLACES } from './lexicon/places';
import { THINGS } from './lexicon/things';
import { request, textOf } from './engine.testing';
import type { NounNo } from './grammar/norwegian';

// Norwegian stories from every genre and band, with descriptions that bring in colours,
// sizes and objects, checked against the lexicon's own genders.
const DESCRIPTIONS = [
  '',
  'et lite, lilla monster med tre øyne',
  'ei stor, grønn ugle og et hemmelig kart',
  'en liten hund som heter Bella',
];
const stories = Genre.flatMap((genre, g) =>
  [4, 7, 10].map((age, b) =>
    textOf(
      generateStory(
        request({
          language: 'no',
          genre,
          age,
          length: 'SHORT',
          description: DESCRIPTIONS[(g + b) % 4] ?? '',
          seed: `agree-${g}-${b}`,
        }),
      ),
    ),
  ),
).join('\n');

const nouns: NounNo[] = [
  ...CREATURES.map((c) => c.no),
  ...PLACES.map((p) => p.no.noun),
  ...THINGS.map((t) => t.no),
  ...FEATURES.map((f) => f.no),
];
const masculineAdjectives = [
  'stor',
  'liten',
  'gammel',
  'snill',
  'klok',
  'lur',
  'rask',
  'sterk',
  ...Object.values(COLOURS).map((c) => c.no.m),
].filter((a) => !['lilla', 'rosa', 'oransje', 'turkis', 'svart'].includes(a));
const words = (n: NounNo) => n.sg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('Norwegian agreement', () => {
  it('never puts en or ei before a neuter noun, or et before a masculine or feminine one', () => {
    const wrong: string[] = [];
    for (const n of nouns) {
      const article = n.g === 'n' ? '(?:en|ei)' : 'et';
      const re = new RegExp(
        // Up to two adjectives between the article and the noun; a list ("et skip, en bjørn")
        // or a preposition ("et bibliotek for mus") starts a new phrase.
        `(?:^|[^\\p{L}])${article} (?:(?!(?:en|ei|et|for|med|og|av|til|i|på) )[\\p{L}]+,? ){0,2}${words(n)}(?![\\p{L}])`,
        'giu',
      );
      for (const m of stories.matchAll(re)) wrong.push(m[0].trim());
    }
    expect(wrong).toEqual([]);
  });

  it('gives neuter nouns the neuter adjective and feminine nouns lita', () => {
    const wrong = [
      ...stories.matchAll(
        new RegExp(`(?:^|[^\\p{L}])et (?:${masculineAdjectives.join('|')})(?![\\p{L}])`, 'giu'),
      ),
      ...stories.matchAll(/(?:^|[^\p{L}])ei liten(?![\p{L}])/giu),
      ...stories.matchAll(/(?:^|[^\p{L}])en (?:lita|lite)(?![\p{L}])/giu),
      ...stories.matchAll(/(?:^|[^\p{L}])(?:den|det) (?:liten|lita|lite)(?![\p{L}])/giu),
    ].map((m) => m[0].trim());
    expect(wrong).toEqual([]);
  });

  it('uses the double definite with an adjective: den store dragen, den lille hytta', () => {
    expect(stories).toMatch(
      /\b(den|det|de) (lille|store|kloke|gamle|snille|lure|[a-zæøå]+e) [a-zæøå]+(en|et|a|ene)\b/,
    );
  });
});
