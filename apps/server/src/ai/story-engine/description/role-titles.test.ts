// A role written before a name like a title ("Detective Max", "Farmer Joe", «Detektiv Ida») says
// what the named one is; the role word is no character of its own.
import { describe, expect, it } from 'vitest';
import { parseDescription } from './parse-description';

const names = (text: string) =>
  parseDescription(text, () => true)
    .characters.map((c) => c.name)
    .filter(Boolean);

describe('a role before a name', () => {
  it.each([
    ['Who took the cookies? Detective Max and his cat Luna find out', ['Max', 'Luna']],
    ['Farmer Joe has lost his cow', ['Joe']],
    ['Detektiv Ida leter etter katten', ['Ida']],
    ['Bonde Ola mister traktoren sin', ['Ola']],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });
});
