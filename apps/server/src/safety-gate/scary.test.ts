import { describe, it } from 'vitest';
import { expectAllowed, expectRefused } from './gate.testing.js';

// TOO_SCARY depends on the age: the same ghost can be too much at 4 and right at 11.

describe('TOO_SCARY', () => {
  it.each([
    ['the witch cooks the children and eats them', 4],
    ['mamma og pappa dør og barnet er helt alene', 5],
    ['the monster under your bed will grab you tonight', 5],
    ['et spøkelse som kommer til huset ditt i natt', 4],
    ['a demon possesses the little girl', 7],
    ['a serial killer hunts the kids in the woods', 8],
    ['the children are taken by the troll and never come back', 6],
    ['trollet spiser barna levende', 6],
  ] as const)('refuses %j at age %i', (text, age) => expectRefused(text, 'TOO_SCARY', { age }));

  it.each([
    ['a demon possesses the little girl', 11],
    ['a spooky haunted house where the ghosts are lonely', 11],
    ['en skrekkhistorie om et forlatt fyrtårn', 11],
    ['zombies chase the kids, but they escape on bikes', 10],
  ] as const)('allows %j at age %i', (text, age) => expectAllowed(text, { age }));

  it.each([
    'a friendly ghost who bakes buns',
    'et snilt spøkelse på loftet',
    'the monster under the bed is scared of the dark',
    'Santa is coming to your house tonight',
    'a zombie who just wants a hug',
    'Hansel and Gretel trick the witch and run home',
    'the three billy goats gruff trip-trap over the bridge',
  ])('allows %j at every age', (text) => {
    for (const age of [3, 6, 9, 12]) expectAllowed(text, { age });
  });
});

describe('a horror film made for children', () => {
  it.each([
    'skrekkfilm for barn',
    'a horror film for kids',
    'a spooky film night for kids',
    'en koselig skrekkfilm for hele familien',
  ])('allows %j at 6', (text) => expectAllowed(text, { age: 6 }));

  it.each(['a horror movie', 'skrekkfilm', 'watch a horror film with demons'])(
    'refuses %j at 6',
    (text) => expectRefused(text, 'TOO_SCARY', { age: 6 }),
  );
});
