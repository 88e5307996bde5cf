// Two who act together take a verb with no ending to tell it by ("Mia and her cat explore the
// forest"): that verb is what they do, never the animal's or the grown-up's name. A name a child
// types small is still read before such a verb ("mia and her dog rex play").
import { describe, expect, it } from 'vitest';
import { parseDescription } from './parse-description';

const names = (text: string) =>
  parseDescription(text, () => true)
    .characters.map((c) => c.name)
    .filter(Boolean);

describe('two who act together', () => {
  it.each([
    ['Mia and her cat explore the forest', ['Mia']],
    ['Max and his dog climb the hill', ['Max']],
    ['Max and Grandpa climb the hill to see the northern lights', ['Max']],
    ['Leo and the puppy chase a ball', ['Leo']],
    ['Mia and her dog rex play in the garden', ['Mia', 'Rex']],
    ['mia and her dog rex play', ['Mia', 'Rex']],
    ['the dog rex goes to the park', ['Rex']],
    // A name that is also a word elsewhere ("ben", legs) opening what they do or have.
    ['Ben has a toy robot that comes to life at night', ['Ben']],
    ["Ben's kite flies away", ['Ben']],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });
});
