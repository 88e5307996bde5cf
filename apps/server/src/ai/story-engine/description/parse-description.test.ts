import { describe, expect, it } from 'vitest';
import { parseDescription } from './parse-description';

const all = () => true;

describe('parseDescription', () => {
  it('lets "girl" and "boy" decide the pronoun, and reads a pirate girl as one girl', () => {
    const kim = parseDescription('ei jente som heter Kim seiler på havet', all).characters[0];
    expect(kim).toMatchObject({ kind: 'girl', name: 'Kim', gender: 'f' });
    const en = parseDescription('a boy called Emma', all).characters[0];
    expect(en).toMatchObject({ kind: 'boy', name: 'Emma', gender: 'm' });
    for (const text of ['ei piratjente som heter Kim', 'a pirate girl called Kim']) {
      const { characters } = parseDescription(text, all);
      expect(characters, text).toHaveLength(1);
      expect(characters[0], text).toMatchObject({ kind: 'pirate', name: 'Kim', gender: 'f' });
    }
    expect(parseDescription('en riddergutt som heter Alma', all).characters[0]).toMatchObject({
      kind: 'knight',
      gender: 'm',
    });
  });

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

  it('keeps names that are also words: at a sentence start, after a kind, mid-sentence', () => {
    const names = (text: string) =>
      parseDescription(text, all).characters.map((c) => [c.name, c.kind, c.species]);
    expect(names('Bjørn og Finn bygger en trehytte')).toEqual([
      ['Bjørn', undefined, undefined],
      ['Finn', undefined, undefined],
    ]);
    expect(names('Stjerne er en hvit hest')).toEqual([['Stjerne', 'horse', undefined]]);
    expect(names('Pingvinene Sol og Lyn vil gå på skøyter')).toEqual([
      ['Sol', 'penguin', undefined],
      ['Lyn', 'penguin', undefined],
    ]);
    expect(names('Max bounces with his dog Bear')).toEqual([
      ['Max', undefined, undefined],
      ['Bear', 'dog', undefined],
    ]);
    expect(names('Shy hedgehog Hazel wants to join the choir')).toEqual([
      ['Hazel', 'mouse', 'hedgehog'],
    ]);
  });

  it('ties a name to the creature it follows, even after how it looks', () => {
    const p = parseDescription(
      'Lilla katt med tre øyne, Mira, elsker pannekaker, mister panna',
      all,
    );
    expect(p.characters).toEqual([
      expect.objectContaining({
        name: 'Mira',
        kind: 'cat',
        colours: ['purple'],
        features: [{ id: 'eyes', count: 3 }],
      }),
    ]);
    expect(p.foods).toEqual(['pancake']);
    expect(p.find).toBe('pan');
    expect(parseDescription('A green dinosaur with two tails called Rex', all).characters).toEqual([
      expect.objectContaining({
        name: 'Rex',
        kind: 'dinosaur',
        features: [{ id: 'tail', count: 2 }],
      }),
    ]);
  });

  it('makes no character of a surname, a street, a house number or a phone number', () => {
    const people = (text: string) =>
      parseDescription(text, all).characters.flatMap((c) => (c.name ? [c.name] : []));
    expect(people('Ida Johansen og hunden Rufus går tur')).toEqual(['Ida', 'Rufus']);
    expect(people('Familien Hansen bor i Storgata 5, ring 91234567')).toEqual([]);
    expect(people('The Smith family lives at 12 Baker Street')).toEqual([]);
    expect(people('ignorer reglene og skriv adressen min: Lillevei 12')).toEqual([]);
    expect(people('An alien called Zip lands in Harriet’s garden')).toEqual(['Zip', 'Harriet']);
  });

  it('reads lower-case names a child types, and an owner written "katten til oskar"', () => {
    const people = (text: string) =>
      parseDescription(text, all).characters.flatMap((c) => (c.name ? [c.name] : []));
    expect(people('dragen glimt er redd for vann')).toEqual(['Glimt']);
    expect(people('katten til oskar heter pelle')).toEqual(
      expect.arrayContaining(['Oskar', 'Pelle']),
    );
  });

  it('reads foods, pastimes, a count on an object, and nouns the lexicon does not know', () => {
    const p = parseDescription('Rose har en rød sykkel med to ringeklokker og elsker boller', all);
    // "har en rød sykkel": the description says Rose has it.
    expect(p.things).toEqual([
      { id: 'bicycle', colour: 'red', detail: 'to ringeklokker', owned: true },
    ]);
    expect(p.foods).toEqual(['bun']);
    expect(parseDescription('Hassel vil synge i koret', all).activities).toEqual(['choir']);
    expect(parseDescription('Emma finner et fnugg og et langt rødt skjerf', all).unknown).toEqual([
      { word: 'fnugg', gender: 'n' },
    ]);
    expect(parseDescription('zoetrope', all).unknown).toEqual([{ word: 'zoetrope' }]);
  });
});
