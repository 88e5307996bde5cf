import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { BAND_AGES, cycledRequest, request } from './engine.testing';
import { parseDescription } from './description/parse-description';

const all = () => true;

// A horn or a tail that came off is the story's lost thing: missed in the morning, looked for,
// found, and put back on at the end; nobody "has a horn" while it is gone.
const CASES = {
  en: [
    ['A unicorn who lost her horn', 'horn'],
    ['Rufus the fox lost his tail', 'tail'],
    ['a little lizard called Zig has lost its tail', 'tail'],
    ['The unicorn Stella has lost her horn and is very sad', 'horn'],
  ],
  no: [
    ['Ei enhjørning som har mistet hornet sitt', 'horn'],
    ['Reven Rufus har mistet halen sin', 'hale'],
    ['en liten øgle som heter Zig mistet halen', 'hale'],
    ['Enhjørningen Stella har mistet hornet og er lei seg', 'horn'],
  ],
} as const;

describe('a lost horn or tail', () => {
  for (const language of ['no', 'en'] as const)
    it(`is looked for, found and put back on (${language})`, () => {
      const misses: string[] = [];
      let i = 0;
      for (const [description, part] of CASES[language])
        for (const age of BAND_AGES)
          for (let seed = 0; seed < 3; seed += 1) {
            i += 1;
            const story = generateStory(
              cycledRequest({ language, age, description }, i, 'lost-part'),
            );
            const texts = story.paragraphs.map((p) => p.text);
            const said = texts.join(' ').match(new RegExp(`\\b${part}`, 'giu'))?.length ?? 0;
            const back = /back on|back where it belonged|på plass igjen/.test(texts.join(' '));
            const has = new RegExp(`\\b(?:had|hadde) (?:a|an|et|en) ${part}`, 'iu').test(
              texts.join(' '),
            );
            if (said < 3 || !back || has)
              misses.push(`${description} (${age}, ${i}): said ${said}, back ${back}, has ${has}`);
          }
      expect(misses).toEqual([]);
    });

  it('a lost fire or roar is won back', () => {
    const cases = [
      ['en', 'The dragon who lost his fire', /fire|flame/],
      ['en', 'Leo the lion has lost his roar', /roar/],
      ['no', 'Dragen som mistet ilden sin', /ild|flamme/],
      ['no', 'Løven Leo har mistet brølet sitt', /brøl/],
    ] as const;
    for (const [language, description, done] of cases)
      for (const age of BAND_AGES) {
        const story = generateStory(
          request({ language, age, description, seed: `ability-${age}` }),
        );
        const end = story.paragraphs
          .slice(-6)
          .map((p) => p.text)
          .join(' ');
        expect(end, `${description} (${age})`).toMatch(done);
      }
  });

  it('a parent who asks for the story is no character named "Datteren"', () => {
    const p = parseDescription('Datteren min Lilly vil ha en historie om en enhjørning', all);
    expect(p.characters.map((c) => c.name ?? c.kind)).toEqual(['Lilly', 'unicorn']);
    const en = parseDescription('My son Jonas wants a story about dinosaurs', all);
    expect(en.characters.map((c) => c.name ?? c.kind)).toEqual(['Jonas', 'dinosaur']);
  });
});
