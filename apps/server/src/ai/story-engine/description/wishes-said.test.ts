// Everyday ways a family says who and what: a name before the creature it is («Karsten
// kaninen»), a pet wished for («vil ha en kattunge»), nobody to play with, the season named
// («til jul»), what cannot be found or is dug for — read as what they mean, never as someone new.
import { describe, expect, it } from 'vitest';
import { parseDescription } from './parse-description';

const parse = (d: string) => parseDescription(d, () => true);
const names = (d: string) => parse(d).characters.flatMap((c) => (c.name ? [c.name] : []));

describe('what a family says of who and what', () => {
  it('keeps a name written before the creature it is', () => {
    const [rabbit] = parse('Karsten kaninen har mistet gulrota si').characters;
    expect(rabbit).toMatchObject({ name: 'Karsten', kind: 'rabbit' });
    // A word like an adjective there is one: «Lille kaninen» is the little rabbit.
    expect(names('Lille kaninen har mistet gulrota si')).toEqual([]);
    expect(names('Gamle bjørnen sover i hiet')).toEqual([]);
  });

  it('names nobody after a season or a holiday', () => {
    expect(names('Sofie vil ha en kattunge til jul')).toEqual(['Sofie']);
    expect(names('Emma gleder seg til sommeren')).toEqual(['Emma']);
  });

  it('reads a pet wished for by a person as one to befriend, and a cat’s fish as its supper', () => {
    expect(parse('Sofie vil ha en kattunge til jul').befriend).toBe(true);
    expect(parse('Ola vil ha en gullfisk').befriend).toBe(true);
    expect(parse('Katten vil ha en fisk').befriend).toBeUndefined();
  });

  it('reads nobody to play with as a friend wanted', () => {
    for (const d of [
      'Trollet under brua er lei seg fordi ingen vil leke med det',
      'The troll under the bridge is sad because nobody plays with him',
      'Nobody wants to play with the little robot',
    ])
      expect(parse(d).social?.kind, d).toBe('newcomer');
  });

  it('reads what cannot be found, and what is dug for, as sought', () => {
    expect(parse('Bella the dog buried a bone and cannot find it')).toMatchObject({
      find: 'bone',
      findMode: 'lost',
    });
    expect(parse('Hunden Bella har gravd ned et bein og finner det ikke').find).toBe('bone');
    for (const d of [
      'Jack and his dog Max dig for dinosaur bones in the sandpit',
      'Olav og hunden Rex leter etter dinosaurbein i sandkassa',
    ])
      expect(parse(d), d).toMatchObject({ find: 'fossil', findAt: 'sandpit' });
  });

  it('reads someone missed far away as a visit, and where the hero lives as home', () => {
    expect(parse('Ella savner bestefar som bor langt unna').visit).toBe(1);
    expect(parse('Ella misses her grandpa who lives far away').visit).toBe(1);
    expect(parse('A unicorn with a rainbow mane lives in the clouds')).toMatchObject({
      home: 'sky',
    });
    expect(parse('A unicorn with a rainbow mane lives in the clouds').unknown).not.toContainEqual({
      word: 'lives',
    });
    expect(parse('Reven Rikke bor i skogen').home).toBe('forest');
    // Someone else's home is not the hero's.
    expect(parse('Ella visits Grandma who lives on a farm').home).toBeUndefined();
    expect(parse('Bestemor bor på en gård').home).toBeUndefined();
  });

  it('keeps gold, Father Christmas and a frog’s jumping contest as what they are', () => {
    expect(parse('Kaptein Knut seiler til Skatteøya på jakt etter gull').things).toContainEqual({
      id: 'treasure',
      word: 'gold',
    });
    expect(
      parse('Julenissen har mistet sekken sin og Nora hjelper ham').characters[0],
    ).toMatchObject({ species: 'santa' });
    for (const d of [
      'Frosken Frida vil vinne hoppekonkurransen i dammen',
      'Freddie the frog wants to win the jumping contest at the pond',
    ]) {
      expect(parse(d).skill?.id, d).toBe('jump');
      expect(parse(d).contest, d).toBeUndefined();
    }
    expect(parse('Ola vil vinne hopprennet').contest?.event).toBe('ski');
  });

  it('builds a snow cave in the snow, called what the family called it', () => {
    for (const d of [
      'Ole vil bygge en snøhule med søsteren sin',
      'Ollie wants to build a snow cave with his sister',
    ]) {
      const parsed = parse(d);
      expect(parsed.build, d).toBe('hut');
      expect(parsed.things, d).toContainEqual({ id: 'hut', word: 'snow-cave' });
      expect(parsed.places, d).toContain('snow');
    }
  });
});
