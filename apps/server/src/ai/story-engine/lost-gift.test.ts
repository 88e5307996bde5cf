// A gift the hero had and lost ("the dragon who lost his fire", «enhjørningen som mistet
// glitteret sitt») is told as had, gone one morning and won back: never as a wish to learn
// something new, and never as another skill (a unicorn whose sparkle is gone does not learn to fly).
import { describe, expect, it } from 'vitest';
import { parseDescription } from './description/parse-description';
import { request, textOf } from './engine.testing';
import { generateStory } from './generate-story';
import { finish, openSession, play } from './story-session';

const CASES = [
  ['en', 'A unicorn who lost her sparkle', 'shine', /sparkle was gone/, /sparkled/],
  [
    'no',
    'En enhjørning som har mistet glitteret sitt',
    'shine',
    /glitteret hennes borte/,
    /glitret/,
  ],
  ['en', 'A dragon who lost his fire', 'fire', /fire had gone out/, /flame/],
  ['no', 'Løven som mistet brølet sitt', 'roar', /brølet hans borte/, /brøl/],
  ['en', 'A little star who lost her shine', 'shine', /sparkle was gone/, /sparkled/],
  [
    'no',
    'En liten stjerne som har mistet glansen sin',
    'shine',
    /glitteret hennes borte/,
    /glitret/,
  ],
] as const;

/** A thing of the sky who lost its gift is the hero itself, in its own word, never a unicorn. */
const STARS = [
  ['en', 'A little star who lost her shine', /\bstar\b/],
  ['en', 'a star called Stella who lost her shine', /\bstar\b/],
  ['no', 'En liten stjerne som har mistet glansen sin', /\bstjerne|\bstjerna\b/],
  ['no', 'stjerna Stella har mistet glansen sin', /\bstjerne|\bstjerna\b/],
] as const;

describe('a gift had and lost', () => {
  it.each(CASES)('%s: %s is read as lost', (_, text, skill) => {
    expect(parseDescription(text, () => true).skill).toMatchObject({ id: skill, lost: true });
  });

  it.each(CASES)(
    '%s: %s is gone at the start and back at the end',
    (language, text, _, gone, back) => {
      for (const seed of ['a', 'b', 'c', 'd']) {
        for (const [age, length] of [
          [4, 'SHORT'],
          [7, 'MEDIUM'],
          [10, 'LONG'],
        ] as const) {
          const story = generateStory(request({ language, description: text, seed, age, length }));
          const body = textOf(story);
          const first = story.paragraphs
            .slice(0, 3)
            .map((p) => p.text)
            .join(' ');
          expect(first, body).toMatch(gone);
          expect(first).not.toMatch(/more than anything|wish: to|mer enn noe annet|ønske: å/i);
          const at = story.paragraphs.findLastIndex((p) => back.test(p.text));
          expect(at, body).toBeGreaterThan(story.paragraphs.length / 2);
        }
      }
    },
  );

  it.each(STARS)('%s: %s has the star as its hero', (language, text, word) => {
    for (const seed of ['a', 'b', 'c'])
      for (const [age, length] of [
        [4, 'SHORT'],
        [7, 'MEDIUM'],
        [11, 'LONG'],
      ] as const) {
        const session = openSession(request({ language, description: text, seed, age, length }));
        play(session, [], false);
        const story = finish(session);
        const { hero, goal } = session.run.env.cast;
        const where = `${text} (${age} ${length} ${seed})`;
        expect(hero.species, where).toBe('star');
        expect(goal, where).toMatchObject({ kind: 'learn', skill: 'shine', variant: 'lost' });
        const opening = story.paragraphs
          .slice(0, 3)
          .map((p) => p.text)
          .join(' ');
        expect(opening, where).toMatch(word);
        expect(textOf(story), where).not.toMatch(/\bunicorn\b|\benhjørning/i);
      }
  });
});
