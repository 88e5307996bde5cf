import { describe, expect, it } from 'vitest';
import { parseDescription } from './description/parse-description';
import { EVAL_SETS, elementPresent, measure, type Summary } from './eval/measure';
import { generateStory } from './generate-story';
import { request, rocketRequest, textOf, LANGUAGES } from './engine.testing';

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
    const rocket = generateStory(rocketRequest({ seed: 'r' }));
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

  // Held on stories generated from the whole evaluation set (eval/), two variants each (age,
  // length, genre and seed vary), not on hand-picked ones.
  const summaries = new Map<string, Summary>();
  const summary = (language: (typeof LANGUAGES)[number]): Summary => {
    const hit = summaries.get(language);
    if (hit) return hit;
    const made = measure(language, 2);
    summaries.set(language, made);
    return made;
  };

  it.each(LANGUAGES)('keeps every name the family wrote (%s)', (language) => {
    const s = summary(language);
    const missing = s.results
      .filter((r) => r.missingNames.length)
      .map((r) => `${r.description} → ${r.missingNames.join(', ')}`);
    expect(missing).toEqual([]);
    expect(s.namesKept).toBe(1);
  });

  it.each(LANGUAGES)('puts at least 95 %% of the named elements in the body (%s)', (language) => {
    const s = summary(language);
    expect(s.elementsPresent).toBeGreaterThanOrEqual(0.95);
    expect(s.allElements).toBeGreaterThanOrEqual(0.85);
  });

  it.each(LANGUAGES)('makes no surname, street or phone number a character (%s)', (language) => {
    const s = summary(language);
    expect(s.results.flatMap((r) => r.leaked)).toEqual([]);
    for (const c of EVAL_SETS[language].filter((x) => x.never))
      for (const w of c.never ?? [])
        expect(
          parseDescription(c.description, () => true).characters.map((x) => x.name),
        ).not.toContain(w);
  });

  it.each(LANGUAGES)(
    'tells the chosen monster as itself: name, species, colours, counts (%s)',
    (language) => {
      const s = summary(language);
      const heroes = s.results.filter(
        (r) => EVAL_SETS[language].find((c) => c.description === r.description)?.hero,
      );
      expect(heroes.length).toBeGreaterThan(0);
      for (const r of heroes) {
        const c = EVAL_SETS[language].find((x) => x.description === r.description);
        const look = (c?.elements ?? []).filter((e) =>
          ['character', 'colour', 'count'].includes(e.kind),
        );
        const body = textOf(r.story);
        for (const e of look)
          expect(elementPresent(body, e), `${e.forms[0]} in ${r.description}`).toBe(true);
        expect(r.story.characters[0]).toBe(c?.hero?.name);
        expect(r.story.paragraphs[0]?.scene?.characters[0]?.kind).toBe('monster');
      }
    },
  );

  it('keeps names that are also words, and the species they were given', () => {
    const cases: [string, 'no' | 'en', string[], RegExp][] = [
      ['Bjørn og Finn bygger en trehytte i skogen', 'no', ['Bjørn', 'Finn'], /trehytt/],
      ['Stjerne er en hvit hest som er redd for torden', 'no', ['Stjerne'], /hvit hest/],
      ['Pingvinene Sol og Lyn vil gå på skøyter', 'no', ['Sol', 'Lyn'], /pingvin/],
      ['Star is a white horse who is scared of thunder', 'en', ['Star'], /white horse/],
      ['Shy hedgehog Hazel wants to join the choir', 'en', ['Hazel'], /hedgehog/],
      ['Two penguins, Storm and Pebble, go ice skating', 'en', ['Storm', 'Pebble'], /penguin/],
    ];
    for (const [description, language, names, kind] of cases) {
      const story = generateStory(request({ language, description, seed: 'w' }));
      const body = textOf(story);
      for (const n of names) expect(body, description).toMatch(new RegExp(`\\b${n}\\b`));
      expect(body, description).toMatch(kind);
    }
  });

  it('carries a noun the lexicon does not know, with the gender its article gave', () => {
    const p = parseDescription('Emma finner et fnugg og ei dings', () => true);
    expect(p.unknown).toEqual([
      { word: 'fnugg', gender: 'n' },
      { word: 'dings', gender: 'f' },
    ]);
    const story = generateStory(
      request({ language: 'no', description: 'Emma finner et fnugg', seed: 'u', length: 'MEDIUM' }),
    );
    expect(textOf(story)).toMatch(/\bfnugget\b|et fnugg\b/);
    const en = generateStory(
      request({ language: 'en', description: 'Max has a zoetrope', seed: 'u' }),
    );
    expect(textOf(en)).toMatch(/\bzoetrope\b/);
  });
});
