import { describe, expect, it } from 'vitest';
import { defaultMonsterSpec } from './monster-spec';
import { monsterName } from './monster-name';
import { parseMonsterDescription } from './parse-monster-description';

describe('monsterName', () => {
  it('uses the name the child gave', () => {
    expect(monsterName(parseMonsterDescription('a blue monster called zog'), 'x', 'en')).toBe(
      'Zog',
    );
    expect(
      monsterName(parseMonsterDescription('et monster som heter Trulte og har vinger'), 'x', 'no'),
    ).toBe('Trulte');
  });

  it('makes up a friendly, capitalised name that stays the same for the same seed', () => {
    const spec = defaultMonsterSpec();
    const names = Array.from({ length: 200 }, (_, i) =>
      monsterName(spec, `seed-${i}`, i % 2 ? 'en' : 'no'),
    );
    for (const name of names) expect(name).toMatch(/^\p{Lu}\p{Ll}{2,11}$/u);
    expect(new Set(names).size).toBeGreaterThan(100);
    expect(monsterName(spec, 'seed-7', 'en')).toBe(names[7]);
  });
});
