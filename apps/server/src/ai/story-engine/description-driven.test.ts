import { describe, expect, it } from 'vitest';
import { generateStory } from './generate-story';
import { request, textOf } from './test-helpers';

describe('stories told from a description', () => {
  it('has Ola, a dragon called Flamme, and a fear of the dark to overcome', () => {
    for (const seed of ['a', 'b', 'c']) {
      const story = generateStory(
        request({
          language: 'no',
          age: 4,
          genre: 'BEDTIME',
          description: 'Ola og dragen hans Flamme som er redd for mørket',
          seed,
        }),
      );
      const body = textOf(story);
      expect(body).toContain('Ola');
      expect(body).toContain('Flamme');
      expect(body).toMatch(/drage/);
      expect(body).toMatch(/mørke/);
      expect(story.characters).toEqual(expect.arrayContaining(['Ola', 'Flamme']));
    }
  });

  it('turns a described monster into the hero, with its colour, eyes and wish', () => {
    const story = generateStory(
      request({
        language: 'en',
        age: 6,
        genre: 'FANTASY',
        description: 'a small green monster with three eyes who wants to fly',
        seed: 'm',
      }),
    );
    const body = textOf(story);
    expect(body).toMatch(/green monster/);
    expect(body).toContain('three eyes');
    expect(body).toMatch(/\bfly\b|\bflew\b/);
    const hero = story.paragraphs[0]?.scene?.characters[0];
    expect(hero).toMatchObject({ kind: 'monster', role: 'hero', colours: ['green'] });
  });

  it('keeps the names, places and objects in the body, not only in the title', () => {
    const story = generateStory(
      request({
        language: 'no',
        age: 9,
        genre: 'MYSTERY',
        length: 'MEDIUM',
        description: 'prinsesse Mia finner en hemmelig dør i slottet',
        seed: 'd',
      }),
    );
    const body = textOf(story);
    expect(body).toContain('Mia');
    expect(body).toMatch(/slott/);
    expect(body).toMatch(/dør/);
    const rocket = generateStory(
      request({
        language: 'en',
        age: 7,
        genre: 'SPACE',
        length: 'MEDIUM',
        description: 'two best friends build a rocket to the moon',
        seed: 'r',
      }),
    );
    expect(textOf(rocket)).toMatch(/rocket/);
    expect(textOf(rocket)).toMatch(/moon/);
    expect(rocket.characters).toHaveLength(2);
  });

  it('keeps the names of a Norwegian description in an English story', () => {
    const story = generateStory(
      request({
        language: 'en',
        age: 5,
        genre: 'ANIMALS',
        description: 'Nora og katten Mons leter etter en skatt i skogen',
        seed: 'x',
      }),
    );
    const body = textOf(story);
    expect(body).toContain('Nora');
    expect(body).toContain('Mons');
    expect(body).toMatch(/\bcat\b/);
    expect(body).toMatch(/forest/);
  });

  it('makes the profile monster the hero, drawn from its own description', () => {
    const story = generateStory(
      request({
        language: 'no',
        age: 7,
        genre: 'FRIENDSHIP',
        description: 'en hund som heter Bella',
        hero: { name: 'Grumle', description: 'et lilla monster med store ører' },
        seed: 'h',
      }),
    );
    expect(story.characters[0]).toBe('Grumle');
    expect(textOf(story)).toContain('Grumle');
    expect(textOf(story)).toContain('Bella');
    const hero = story.paragraphs[0]?.scene?.characters[0];
    expect(hero).toMatchObject({
      kind: 'monster',
      name: 'Grumle',
      colours: ['purple'],
      monsterDescription: 'et lilla monster med store ører',
    });
  });

  it('never repeats a word the safety predicate refuses', () => {
    const isSafeToUse = (word: string) => word !== 'Stinky';
    const story = generateStory(
      request({ description: 'a dragon called Stinky and a girl named Ada', seed: 's' }),
      { isSafeToUse },
    );
    expect(textOf(story)).not.toContain('Stinky');
    expect(textOf(story)).toContain('Ada');
    const hero = generateStory(request({ hero: { name: 'Stinky' }, seed: 's' }), { isSafeToUse });
    expect(textOf(hero)).not.toContain('Stinky');
  });

  it('repeats few sentences across stories told from the same inputs', async () => {
    const { sentenceKey, splitSentences } = await import('./text');
    const sets = Array.from({ length: 20 }, (_, n) => {
      const story = generateStory(
        request({
          language: 'en',
          age: 7,
          genre: 'ADVENTURE',
          length: 'MEDIUM',
          description: 'Leo and his dog Biscuit',
          seed: `r${n}`,
        }),
      );
      return new Set(splitSentences(textOf(story)).map(sentenceKey));
    });
    const counts = new Map<string, number>();
    for (const set of sets) for (const k of set) counts.set(k, (counts.get(k) ?? 0) + 1);
    let total = 0;
    let shared = 0;
    for (const set of sets)
      for (const k of set) {
        total += 1;
        if ((counts.get(k) ?? 0) > 1) shared += 1;
      }
    expect(shared / total).toBeLessThan(0.7);
  });
});
