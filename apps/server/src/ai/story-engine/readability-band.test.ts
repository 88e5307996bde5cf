import { Genre } from '@monstory/contracts/story-shape';
import type { StoryLength } from '@monstory/contracts/enums';
import { describe, expect, it } from 'vitest';
import { fleschKincaidGrade } from './readability';
import { finish, openSession, play } from './story-session';

// English stories for ages 6–8 read at school grade 4 or below, not only on average: a parent
// reading one aloud should not meet a run of long, winding sentences. The sample is the
// benchmark's (bench/story-engine.bench.mjs), so the test and the bench report agree.
const DESCRIPTIONS = [
  '',
  'a small green monster with three eyes who wants to fly',
  'two best friends build a rocket to the moon',
  'Leo and his dog Biscuit find a treasure map on the beach',
  'a shy unicorn called Starlight who is scared of thunder',
];
const AGES = [6, 7, 8];
const LENGTHS: StoryLength[] = ['SHORT', 'MEDIUM', 'LONG'];

describe('readability for ages 6–8 (en)', () => {
  it('keeps every story at Flesch–Kincaid grade 4 or below', () => {
    const over: string[] = [];
    for (let i = 1; i < 200; i += 3) {
      const session = openSession({
        language: 'en',
        age: AGES[Math.floor(i / 3) % AGES.length] as number,
        genre: Genre[i % Genre.length] as Genre,
        length: LENGTHS[Math.floor(i / 9) % 3] as StoryLength,
        description: DESCRIPTIONS[i % DESCRIPTIONS.length] as string,
        seed: `q-${i}`,
      });
      play(session, [], false);
      const story = finish(session);
      const grade = fleschKincaidGrade(story.paragraphs.map((p) => p.text).join('\n\n'));
      if (grade > 4) over.push(`q-${i}: ${grade.toFixed(2)}`);
    }
    expect(over).toEqual([]);
  }, 60_000);
});
