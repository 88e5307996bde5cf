// A search for something lost is tried at every place it plans a try, in a library, a castle or
// a cave as much as by a hollow tree or the water: a try with nothing left to tell is dropped,
// and a long search that drops its tries ends short. And a story whose second part cannot hold
// its share tells the rest in the first. Held on generated stories: the lost-wand plot, ages
// 6–12, medium and long, both languages.
import { STORY_LENGTH_TOLERANCE, targetWords } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, request } from './engine.testing';
import { finish, openSession, play } from './story-session';

const AGES = [9, 10, 11, 12, 6, 7] as const;
const LENGTHS = ['LONG', 'MEDIUM'] as const;

describe('a search for something lost', () => {
  for (const language of LANGUAGES)
    it(`tries at every place it means to, and a long one fills its length (${language})`, () => {
      let stories = 0;
      let tries = 0;
      const untold: string[] = [];
      const longOff: number[] = [];
      for (let i = 0; i < 600 && stories < 50; i += 1) {
        const age = AGES[i % AGES.length] as number;
        const length = LENGTHS[i % LENGTHS.length] as (typeof LENGTHS)[number];
        const seed = `lost-try-${i}`;
        const session = openSession(request({ language, age, length, genre: 'FANTASY', seed }));
        if (session.run.env.pattern.id !== 'fantasy.lost-wand') continue;
        stories += 1;
        play(session, [], false);
        const story = finish(session);
        const { state, env } = session.run;
        const own = [...new Set(state.failed)].filter((o) => env.plan.obstacles[o]?.kind === 'try');
        tries += own.length;
        for (const o of own) if (!state.tried.includes(o)) untold.push(`${age} ${length} ${seed}`);
        if (length === 'LONG' && age >= 9) {
          const target = targetWords(age, length);
          longOff.push(Math.abs(story.wordCount - target) / target);
        }
      }
      expect(stories).toBeGreaterThanOrEqual(40);
      // Eight or ten tries in a long story: now and then the last place has none left to tell.
      expect(untold.length, untold.join('; ')).toBeLessThanOrEqual(tries * 0.02);
      const mean = longOff.reduce((a, b) => a + b, 0) / longOff.length;
      expect(mean).toBeLessThanOrEqual(STORY_LENGTH_TOLERANCE / 2);
      expect(Math.max(...longOff)).toBeLessThanOrEqual(STORY_LENGTH_TOLERANCE * 1.5);
    });
});
