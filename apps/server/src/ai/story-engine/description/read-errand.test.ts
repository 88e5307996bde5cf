import { describe, expect, it } from 'vitest';
import { generateStory } from '../generate-story';
import { openSession } from '../story-session';
import type { StoryLanguage } from '../story-types';
import { parseDescription } from './parse-description';

const all = () => true;

function goalOf(description: string, language: StoryLanguage = 'no') {
  return openSession({
    language,
    age: 7,
    genre: 'ADVENTURE',
    length: 'SHORT',
    description,
    seed: 'errand',
  }).run.env.cast;
}

describe('what a family means', () => {
  it('reads the one named right before "helps" as the helper, not as the one in need', () => {
    for (const [text, language] of [
      [
        'Prinsesse Sofie har mistet kronen sin i hagen, og pinnsvinet Pelle hjelper henne å lete',
        'no',
      ],
      ['Prince Leo lost his crown in the garden, and Pip the hedgehog helps him look', 'en'],
    ] as const) {
      const p = parseDescription(text, all);
      expect(p.help, text).toBeUndefined();
      expect(p.find, text).toBe('crown');
      expect(goalOf(text, language).goal.kind, text).toBe('find');
    }
    // The one who needs help is still read so when the hero helps it.
    expect(
      parseDescription('Mia finner en fugl med skadet vinge og vil hjelpe den', all).help,
    ).toBe(1);
  });

  it('reads planets and cities as places, never as names', () => {
    const p = parseDescription('Mia og katten Sol reiser til Mars', all);
    expect(p.characters.map((c) => c.name)).toEqual(['Mia', 'Sol']);
    expect(p.places).toContain('mars');
    const en = parseDescription(
      'Chloe and her big sister Amber go to Paris to see the Eiffel Tower',
      all,
    );
    expect(en.characters.map((c) => c.name)).toEqual(['Chloe', 'Amber']);
    expect(en.places).toEqual(['paris', 'eiffel-tower']);
    // A cat the family calls Mars is still called so.
    expect(parseDescription('en katt som heter Mars', all).characters[0]?.name).toBe('Mars');
  });

  it('keeps a title with its name and a sibling as a sibling', () => {
    const p = parseDescription('Olivia skal besøke tante Kari, og naboen fru Berg er syk', all);
    expect(p.characters.map((c) => c.name)).toEqual(['Olivia', 'tante Kari', 'naboen fru Berg']);
    expect(p.characters[2]?.gender).toBe('f');
    const en = parseDescription('Ella and her little brother Theo visit Aunt Kate', all);
    expect(en.characters[1]).toMatchObject({ name: 'Theo', species: 'little-brother' });
    expect(en.characters[2]?.name).toBe('Aunt Kate');
  });

  it('tells a thing sought for someone from a thing lost, and a found key from both', () => {
    const seek = parseDescription('Mia reiser til Mars for å finne en rød stein til bestefar', all);
    expect(seek).toMatchObject({ find: 'rock', findMode: 'seek', recipient: 1 });
    const lost = parseDescription('Emil mistet kosebamsen sin i skogen', all);
    expect(lost).toMatchObject({ find: 'teddy', findMode: 'lost' });
    const key = parseDescription(
      'Ella finds an old key in the garden and wants to find out which door it opens',
      all,
    );
    expect(key).toMatchObject({ find: 'key', findMode: 'belongs', belongs: 'door' });
  });

  it('owns a thing only when the description says so', () => {
    expect(parseDescription('Magnus har en rød ballong', all).things[0]?.owned).toBe(true);
    expect(parseDescription('Oliver’s red balloon got stuck', all).things[0]?.owned).toBe(true);
    expect(parseDescription('Leo vil plante en blomst', all).things[0]?.owned).toBeUndefined();
  });

  it('plans a visit, a make for someone and a mend, away from home', () => {
    const visit = goalOf('Olivia og bestevennen Nora skal besøke tante Kari i Bergen');
    expect(visit.goal).toMatchObject({ kind: 'reach', variant: 'visit', place: 'bergen' });
    expect(visit.goal.recipient?.name).toBe('tante Kari');
    expect(visit.home).not.toBe('bergen');
    const bake = goalOf('Noah bakes a chocolate cake for his granny’s birthday', 'en');
    expect(bake.goal).toMatchObject({ kind: 'build', thing: 'cake' });
    expect(bake.goal.recipient?.name).toBe('Granny');
    expect(goalOf('Filip reparerer den gamle sykkelen til storebroren sin').goal).toMatchObject({
      kind: 'build',
      thing: 'bicycle',
      variant: 'mend',
    });
    // Someone going to the moon does not live there.
    expect(goalOf('Astronaut Leo flies to the Moon to plant a flower', 'en').home).not.toBe('moon');
  });

  it('ends a search for someone by giving it to them, and never says the hero had it', () => {
    for (const seed of ['a', 'b', 'c']) {
      const story = generateStory({
        language: 'no',
        age: 7,
        genre: 'ADVENTURE',
        length: 'SHORT',
        description: 'Mia og katten Sol reiser til Mars for å finne en rød stein til bestefar',
        seed,
      });
      const body = story.paragraphs.map((p) => p.text).join('\n');
      expect(story.characters).not.toContain('Mars');
      expect(body).toContain('Mars');
      expect(body).not.toMatch(/Mia hadde en rød stein/);
      expect(story.paragraphs.at(-1)?.text).toMatch(/bestefar/i);
    }
  });
});
