import { describe, expect, it } from 'vitest';
import { type MonsterSpec } from './monster-spec';
import { parseMonsterDescription } from './parse-monster-description';

type Expect = Partial<Omit<MonsterSpec, 'colours'>> & { colours?: Partial<MonsterSpec['colours']> };

const cases: Array<[string, Expect]> = [
  // English
  [
    'a small green monster with three eyes and wings',
    { size: 'small', colours: { primary: 'green' }, eyes: 3, wings: true, horns: 0, legs: 2 },
  ],
  [
    'A big purple monster with two horns and a long tail',
    { size: 'big', colours: { primary: 'purple' }, horns: 2, tail: true },
  ],
  ['a tiny pink monster with one eye', { size: 'small', colours: { primary: 'pink' }, eyes: 1 }],
  ['a monster with a single horn', { horns: 1 }],
  [
    'a blue monster with four legs and six arms',
    { colours: { primary: 'blue' }, legs: 4, arms: 6 },
  ],
  ['a fluffy yellow monster with 5 eyes', { fur: true, colours: { primary: 'yellow' }, eyes: 5 }],
  [
    'a striped orange and black monster',
    { stripes: true, colours: { primary: 'orange', pattern: 'black' } },
  ],
  [
    'a red monster with yellow spots',
    { spots: true, colours: { primary: 'red', pattern: 'yellow' } },
  ],
  ['a scary monster with big teeth', { mood: 'spooky', teeth: true }],
  [
    'a sleepy turquoise blob with no legs',
    { mood: 'sleepy', body: 'blob', legs: 0, colours: { primary: 'turquoise' } },
  ],
  [
    'a tall silver robot-like monster with two antennae',
    { body: 'tall', colours: { primary: 'silver' }, antennae: 2 },
  ],
  ['a monster with lots of eyes', { eyes: 5 }],
  ['a three-eyed, four-legged monster', { eyes: 3, legs: 4 }],
  [
    'a green monster called Zog with a pink belly',
    { name: 'Zog', colours: { primary: 'green', belly: 'pink' } },
  ],
  ['a rainbow monster named Mr Fluff', { name: 'Mr Fluff', colours: { primary: 'rainbow' } }],
  [
    'a shy light blue monster without wings',
    { mood: 'shy', wings: false, colours: { primary: 'light blue' } },
  ],
  [
    'a grumpy brown monster with ten legs',
    { mood: 'grumpy', legs: 10, colours: { primary: 'brown' } },
  ],
  [
    'a spiky round monster with blue horns',
    { spikes: true, body: 'round', horns: 2, colours: { horns: 'blue' } },
  ],
  ['a monster with green eyes', { eyes: 2, colours: { eyes: 'green' } }],
  [
    'a silly monster with a pair of wings and twelve eyes',
    { mood: 'silly', wings: true, eyes: 12 },
  ],
  ['a monster with 100 eyes', { eyes: 12 }],
  // Norwegian
  [
    'et lite grønt monster med tre øyne og vinger',
    { size: 'small', colours: { primary: 'green' }, eyes: 3, wings: true },
  ],
  [
    'en stor lilla monster med to horn og en lang hale',
    { size: 'big', colours: { primary: 'purple' }, horns: 2, tail: true },
  ],
  ['et monster med ett øye', { eyes: 1 }],
  ['et monster med et horn', { horns: 1 }],
  ['et blått monster med fire bein', { colours: { primary: 'blue' }, legs: 4 }],
  ['et monster med seks ben og åtte armer', { legs: 6, arms: 8 }],
  ['et monster med to føtter', { legs: 2 }],
  ['et rosa monster med mange øyne', { colours: { primary: 'pink' }, eyes: 5 }],
  [
    'et skummelt svart monster med hoggtenner',
    { mood: 'spooky', teeth: true, colours: { primary: 'black' } },
  ],
  [
    'et lodent gult monster uten vinger',
    { fur: true, wings: false, colours: { primary: 'yellow' } },
  ],
  [
    'et stripete oransje monster med hvite striper',
    { stripes: true, colours: { primary: 'orange', pattern: 'white' } },
  ],
  [
    'et rødt monster med gule prikker',
    { spots: true, colours: { primary: 'red', pattern: 'yellow' } },
  ],
  ['et monster som heter Trulte', { name: 'Trulte' }],
  ['et lysegrønt monster med rosa mage', { colours: { primary: 'light green', belly: 'pink' } }],
  ['et trøtt, rundt monster med sju øyne', { mood: 'sleepy', body: 'round', eyes: 7 }],
  ['et treøyd monster med hornene', { eyes: 3, horns: 2 }],
  [
    'et sjenert turkis monster med ei vinge og hale',
    { mood: 'shy', wings: true, tail: true, colours: { primary: 'turquoise' } },
  ],
  ['et høyt monster med antenner og ingen armer', { body: 'tall', antennae: 2, arms: 0 }],
  ['et monster med ni øyne, og øynene er blå', { eyes: 9, colours: { eyes: 'blue' } }],
  [
    'et tullete gyllent monster med fem horn',
    { mood: 'silly', horns: 5, colours: { primary: 'golden' } },
  ],
  ['et monster med bein', { legs: 2 }],
  [
    'en bitteliten sølvfarget monster med ti øyne',
    { size: 'small', eyes: 10, colours: { primary: 'silver' } },
  ],
];

describe('parseMonsterDescription', () => {
  it.each(cases)('%s', (text, expected) => {
    const spec = parseMonsterDescription(text);
    const { colours, ...rest } = expected;
    expect(spec).toMatchObject(rest);
    if (colours) expect(spec.colours).toMatchObject(colours);
  });

  it('keeps the defaults when a description says nothing about a part', () => {
    const spec = parseMonsterDescription('a monster');
    expect(spec).toMatchObject({
      eyes: 2,
      legs: 2,
      arms: 2,
      horns: 0,
      wings: false,
      size: 'medium',
      mood: 'happy',
    });
    expect(spec.colours.primary).toBeUndefined();
    expect(spec.body).toBeUndefined();
  });

  it('reads "to" and "fire" as numbers only in Norwegian', () => {
    expect(parseMonsterDescription('a monster that breathes fire with horns').horns).toBe(2);
    expect(parseMonsterDescription('et monster med fire horn').horns).toBe(4);
    expect(parseMonsterDescription('a monster with wings to fly').wings).toBe(true);
  });

  it('follows an explicit language over the guess', () => {
    expect(parseMonsterDescription('monster med fire horn', 'no').horns).toBe(4);
    expect(parseMonsterDescription('monster fire horn', 'en').horns).toBe(1);
  });

  it('does not let a size next to a part resize the monster', () => {
    expect(parseMonsterDescription('a monster with big eyes').size).toBe('medium');
    expect(parseMonsterDescription('a small monster with big eyes').size).toBe('small');
  });
});
