import { describe, expect, it } from 'vitest';
import { parseDescription } from './parse-description';

const all = () => true;

describe('parseDescription', () => {
  it('finds a boy, his dragon by name, and the dragon’s fear of the dark', () => {
    const p = parseDescription('Ola og dragen hans Flamme som er redd for mørket', all);
    expect(p.characters).toEqual([
      expect.objectContaining({ name: 'Ola', gender: 'm' }),
      expect.objectContaining({ name: 'Flamme', kind: 'dragon' }),
    ]);
    expect(p.fear).toEqual({ id: 'dark', who: 1 });
  });

  it('reads colour, size, body parts and a wish to fly', () => {
    const p = parseDescription('a small green monster with three eyes who wants to fly', all);
    expect(p.characters[0]).toMatchObject({
      kind: 'monster',
      size: 'small',
      colours: ['green'],
      features: [{ id: 'eyes', count: 3 }],
    });
    expect(p.skill).toEqual({ id: 'fly', who: 0 });
  });

  it('reads a title before a name, a place and a secret door', () => {
    const p = parseDescription('prinsesse Mia finner en hemmelig dør i slottet', all);
    expect(p.characters[0]).toMatchObject({ kind: 'princess', name: 'Mia', gender: 'f' });
    expect(p.places).toContain('castle');
    expect(p.mystery).toBe('door');
  });

  it('reads "called"/"som heter" names, building, and a destination', () => {
    expect(parseDescription('A purple unicorn called Starlight', all).characters[0]).toMatchObject({
      kind: 'unicorn',
      name: 'Starlight',
      colours: ['purple'],
    });
    expect(parseDescription('Nora har en katt som heter Mons', all).characters[1]).toMatchObject({
      kind: 'cat',
      name: 'Mons',
    });
    const rocket = parseDescription('two best friends build a rocket to the moon', all);
    expect(rocket).toMatchObject({ build: 'rocket', reach: 'moon', pair: true });
  });

  it('recognises inflected Norwegian nouns and English words in a Norwegian text', () => {
    const p = parseDescription('Emil mistet kosebamsen sin i skogen med en robot', all);
    expect(p.places).toContain('forest');
    expect(p.things.map((t) => t.id)).toContain('teddy');
    expect(p.characters.map((c) => c.kind)).toContain('robot');
  });

  it('drops a name the safety predicate refuses, and never takes common words for names', () => {
    const p = parseDescription(
      'Once upon a time Badword met a dog called Rex',
      (n) => n !== 'Badword',
    );
    const names = p.characters.map((c) => c.name);
    expect(names).not.toContain('Badword');
    expect(names).not.toContain('Once');
    expect(names).toContain('Rex');
  });
});
