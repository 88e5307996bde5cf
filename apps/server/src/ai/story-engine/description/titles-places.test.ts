// Titles stay with their names ("Kaptein Kråke", "Dr Fox", "Princess Lily"), and places a family
// names by a name of its own («Hodeskalleøya», "Skull Island", "Mount Doom") are places of their
// kind, never characters.
import { describe, expect, it } from 'vitest';
import { parseDescription } from './parse-description';
import { placeById } from '../lexicon/places';

const read = (text: string) => parseDescription(text, () => true);
const names = (text: string) => read(text).characters.map((c) => c.name ?? c.kind);

describe('titles', () => {
  it.each([
    ['Sjørøveren Kaptein Kråke leter etter skatten', 'Kaptein Kråke', 'pirate'],
    ['Captain Hook sails across the sea', 'Captain Hook', 'grown-up'],
    ['Doktor Dyregod hjelper en skadet rev', 'Doktor Dyregod', 'grown-up'],
    ['Dr Fox helps a hurt owl', 'Dr Fox', 'grown-up'],
    ['Sir Lancelot the knight fights a dragon', 'Sir Lancelot', 'knight'],
    ['Lady Rose and her cat Misty go to the park', 'Lady Rose', 'grown-up'],
    ['Princess Lily loses her crown', 'Lily', 'princess'],
    ['Prinsesse Ida har mistet stemmen sin', 'Ida', 'princess'],
    ['Kong Olav leter etter kronen sin', 'Olav', 'king'],
    ['Ridder Rolf redder en katt', 'Rolf', 'knight'],
    ['Mrs Brown bakes a cake for the fox', 'Mrs Brown', 'grown-up'],
    // Written small, a title is the same title.
    ['Sjørøveren kaptein Kråke leter etter skatten', 'Kaptein Kråke', 'pirate'],
    ['kaptein Kråke seiler til øya', 'Kaptein Kråke', 'grown-up'],
    ['dr Fox helps a hurt owl', 'Dr Fox', 'grown-up'],
    ['doktor Dyregod hjelper en skadet rev', 'Doktor Dyregod', 'grown-up'],
    ['captain Hook sails across the sea', 'Captain Hook', 'grown-up'],
    ['prinsesse Lea har mistet stemmen sin', 'Lea', 'princess'],
    ['princess Lily loses her crown', 'Lily', 'princess'],
  ])('%s → %s', (text, name, kind) => {
    const c = read(text).characters.find((x) => x.name === name);
    expect(c?.kind).toBe(kind);
    // The name after the title is no creature of its own: Kråke is no crow, Fox no fox.
    expect(
      read(text).characters.filter((x) => x.name && x.name !== name && name.includes(x.name)),
    ).toEqual([]);
  });

  it('gives a doctor by title the doctor’s trade', () => {
    expect(read('Doktor Dyregod hjelper en skadet rev').characters[0]?.role).toBe('doctor');
    expect(read('Dr Fox helps a hurt owl').characters[0]?.role).toBe('doctor');
    expect(read('dr Fox helps a hurt owl').characters[0]?.role).toBe('doctor');
  });

  it.each([
    ['Peppa Pig and George Pig jump in puddles', 'Peppa Pig', 'pig'],
    ['Mickey Mouse finds a key', 'Mickey Mouse', 'mouse'],
    ['Paddington Bear goes to the station', 'Paddington Bear', 'bear'],
    ['Peppa Gris og Mikke Mus drar til stranda', 'Peppa Gris', 'pig'],
    ['Mikke Mus og Peppa Gris drar til stranda', 'Mikke Mus', 'mouse'],
    ['Ella og Bamse Brakar går på tur', 'Bamse Brakar', 'bear'],
    ['Bamse Brakar går på tur', 'Bamse Brakar', 'bear'],
  ])('%s → %s, one of its kind', (text, name, kind) => {
    const cast = read(text).characters;
    const c = cast.find((x) => x.name === name);
    expect(c?.species ?? c?.kind).toBe(kind);
    // The kind in the name is no second character and no name of its own.
    expect(cast.filter((x) => x !== c && x.name && name.includes(x.name))).toEqual([]);
    expect(cast.filter((x) => !x.name && (x.species ?? x.kind) === kind)).toEqual([]);
  });

  it('keeps a kind after a possessive or an article the kind', () => {
    expect(names('Ella and her Cat Misty')).toContain('Misty');
    expect(names('Ola og hunden Rex')).toContain('Rex');
  });

  it('keeps a rank written as a common noun apart from the name', () => {
    expect(names('prinsessen Ida leter etter en nøkkel')).toContain('Ida');
    expect(names('a princess called Lily looks for a key')).toContain('Lily');
  });
});

describe('places a family names', () => {
  it.each([
    ['Sjørøveren Kaptein Kråke leter etter skatten på Hodeskalleøya', 'Hodeskalleøya', 'island'],
    [
      'A pirate girl named Ruby looks for buried treasure on Skull Island',
      'Skull Island',
      'island',
    ],
    ['Captain Hook sails to Mount Doom', 'Mount Doom', 'mountain'],
    ['Kong Olav drar til Trollskogen', 'Trollskogen', 'forest'],
    ['Princess Lily lives in Rose Castle', 'Rose Castle', 'castle'],
    ['Tante Kari drar til Bjørnedalen', 'Bjørnedalen', 'valley'],
    ['Lady Rose and her cat go to Lake Bluewater', 'Lake Bluewater', 'lake'],
    ['Bestefar og hunden Fido drar til Blåvannet', 'Blåvannet', 'lake'],
    ['Dr Fox helps a hurt owl in the Whispering Forest', 'the Whispering Forest', 'forest'],
    ['Kaptein Sabeltann seiler til Kjuttaviga', 'Kjuttaviga', 'beach'],
    ['Sir Lancelot fights a dragon on Dragon Mountain', 'Dragon Mountain', 'mountain'],
  ])('%s: %s is a place', (text, name, kind) => {
    const p = read(text);
    const ids = p.places.filter((id) => placeById(id).proper);
    expect(ids.map((id) => placeById(id).en.the)).toContain(name);
    expect(ids.map((id) => placeById(id).setting)).toContain(placeById(kind).setting);
    const words = name.replace(/^the /, '').split(' ');
    expect(p.characters.filter((c) => c.name && words.includes(c.name))).toEqual([]);
  });

  it('tells an own place with its kind’s prepositions in both languages', () => {
    const island = placeById(read('Ruby sails to Skull Island').places[0] as string);
    expect(island.en.in).toBe('on Skull Island');
    const øya = placeById(read('Ruby seiler til Hodeskalleøya').places[0] as string);
    expect(øya.no.in).toBe('på Hodeskalleøya');
    const forest = placeById(read('Mia går til Trollskogen').places[0] as string);
    expect(forest.no.in).toBe('i Trollskogen');
  });

  it('reads an own place written small after where, and leaves a common compound', () => {
    expect(read('mia og katten pus går til trollskogen').places).toEqual(['forest@Trollskogen']);
    expect(read('vi drar på fisketur til blåvannet').places).toEqual(['lake@Blåvannet']);
    expect(read('bestemor lager suppe i grønnsakshagen').places).toEqual([]);
    expect(read('Mia går i barnehagen').places).toEqual(['kindergarten']);
  });

  it('keeps a surname and a place the lexicon knows by its whole name', () => {
    expect(read('Tom and Lisa visit Mount Everest').places).toEqual(['everest']);
    expect(read('Ida Bjørnedalen leter etter katten sin').places).toEqual([]);
  });
});
