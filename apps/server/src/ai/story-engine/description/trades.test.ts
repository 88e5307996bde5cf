// A chef, a baker and a sailor are people of that trade ("Ella the chef", «bakeren Ole», "Sam
// the sailor"), told as such where they work; «Mormor baker boller» is baking, not a baker.
import { describe, expect, it } from 'vitest';
import { generateStory } from '../generate-story';
import { BAND_AGES, LENGTHS, request, textOf } from '../engine.testing';
import type { StoryLanguage } from '../story-types';
import { parseDescription } from './parse-description';

const read = (text: string) => parseDescription(text, () => true);
const roleOf = (text: string, name: string) =>
  read(text).characters.find((c) => c.name === name)?.role;

describe('trades read from the description', () => {
  it.each([
    ['Ella the chef cooks soup', 'Ella', 'chef'],
    ['Chef Ella looks for a lost spoon', 'Ella', 'chef'],
    ['Kokken Ella leter etter en skje', 'Ella', 'chef'],
    ['Ella er kokk og redder en katt', 'Ella', 'chef'],
    ['Bakeren Ole redder en katt', 'Ole', 'baker'],
    ['Ole er baker i byen', 'Ole', 'baker'],
    ['Baker Bob bakes bread', 'Bob', 'baker'],
    ['Sam the baker loses his hat', 'Sam', 'baker'],
    ['Sam the sailor looks for treasure', 'Sam', 'sailor'],
    ['Sjømannen Per seiler til øya', 'Per', 'sailor'],
    ['Matrosen Lea leter etter en skatt', 'Lea', 'sailor'],
  ])('%s → %s is a %s', (text, name, role) => {
    expect(roleOf(text, name)).toBe(role);
  });

  it('keeps a verb that is also a trade a verb', () => {
    for (const text of [
      'Mormor baker boller og katten Pusur stjeler en',
      'Mormor som baker boller',
      'We cook dinner with Grandma',
    ])
      expect(read(text).characters.filter((c) => c.role)).toEqual([]);
  });

  it('keeps a trade dreamt of a dream', () => {
    expect(read('Ola vil bli kokk').characters.filter((c) => c.role)).toEqual([]);
  });
});

const STORIES: Record<StoryLanguage, [string, string, RegExp, RegExp][]> = {
  en: [
    ['Ella the chef looks for a lost spoon', 'Ella', /\bchef\b/, /restaurant|kitchen/],
    ['Sam the sailor saves a cat', 'Sam', /\bsailor\b/, /boat|harbour/],
    ['Baker Bob looks for his lost hat', 'Bob', /\bbaker\b/, /bakery|flour/],
  ],
  no: [
    ['Kokken Ella leter etter en skje', 'Ella', /\bkokk/, /restaurant|kjøkken/],
    ['Sjømannen Per redder en katt', 'Per', /\bsjømann/, /båt|havn/],
    ['Bakeren Ole leter etter hatten sin', 'Ole', /\bbaker/, /bakeri|mel/],
  ],
};

describe('trades told in the story', () => {
  for (const language of ['no', 'en'] as const)
    it(`names the trade and where it is done (${language})`, () => {
      const faults: string[] = [];
      STORIES[language].forEach(([description, name, trade, where], k) => {
        for (const age of BAND_AGES)
          for (const length of LENGTHS) {
            const story = generateStory(
              request({ language, age, length, description, seed: `trade-${k}-${age}-${length}` }),
            );
            const body = textOf(story);
            const lower = body.toLowerCase();
            const at = `${description} (${age}, ${length})`;
            if (!body.includes(name)) faults.push(`${at}: no ${name}`);
            if (!trade.test(lower)) faults.push(`${at}: never says the trade`);
            if (!where.test(lower)) faults.push(`${at}: never says where the trade is done`);
          }
      });
      expect(faults).toEqual([]);
    });
});
