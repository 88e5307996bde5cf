// Taking something somewhere is going there, and a bus taken is the ride: «Ola tok bussen til
// sjøen» is a trip to the sea, not a search and not a friend who is a bus.
import { describe, expect, it } from 'vitest';
import { parseDescription } from './parse-description';

const all = () => true;

describe('a ride or a thing taken to a place', () => {
  it.each([
    ['Lucy takes her umbrella to the rainforest', 'rainforest'],
    ['Lea tar med seg paraplyen sin til regnskogen', 'rainforest'],
    ['Theo and Mia take the bus to the mountains', 'mountain'],
    ['Ola tok bussen til sjøen', 'sea'],
  ])('%s goes to the place', (description, place) => {
    expect(parseDescription(description, all).reach).toBe(place);
  });

  it.each(['Theo and Mia take the bus to the mountains', 'Theo og Leah tar bussen til fjellet'])(
    '%s: the bus is the ride, nobody’s own and no character',
    (description) => {
      const parsed = parseDescription(description, all);
      expect(parsed.characters.map((c) => c.kind ?? 'person')).not.toContain('robot');
      expect(parsed.things).toEqual([{ id: 'bus' }]);
    },
  );

  it('keeps a bus the family names as a character', () => {
    const parsed = parseDescription('Bussen Buster vil se havet', all);
    expect(parsed.characters.some((c) => c.species === 'bus')).toBe(true);
  });
});
