// A wild one stuck far out (a seal on the ice, a duckling on a rock, a bird in a net) fills
// the minutes its length promises with the rescue's own episodes: the spot looked over, the
// crowd kept back, the one going out made safe, the way out with its one fright; and a second
// act of its own: it feeds itself, someone who knows the place points to its family, it goes
// off with its mother. Never a collar, an owner's basket or a bowl of food from people. Held
// on generated stories in both languages, at ages across every band, every length, two seeds.
import { STORY_LENGTH_TOLERANCE, targetWords } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LENGTHS, request } from './engine.testing';
import { finish, openSession, play } from './story-session';
import type { StoryLanguage } from './story-types';

const ASKS: Record<StoryLanguage, string[]> = {
  en: [
    'helps a seal stuck in the ice',
    'a duckling stuck on a rock in the lake',
    'rescue a bird tangled in a net',
  ],
  no: [
    'hjelper en sel som sitter fast i isen',
    'en andunge sitter fast på en stein i vannet',
    'redder en fugl som har viklet seg inn i et garn',
  ],
};

const AGES = [3, 5, 6, 8, 9, 12] as const;

/** What a long rescue tells at the spot before the last try, and what a wild one's act has. */
const LONG_EPISODES: Record<StoryLanguage, RegExp[]> = {
  en: [
    /\bPeople came to look\b|\bstop and look\b|\bdrawn a few people\b/,
    /\btied a rope round\b|\bbelt\b|\bspread (their )?coats\b|\bknelt (down )?by the net\b/,
    /\bmother\b/,
  ],
  no: [
    /\bFolk kom for å se\b|\bfått folk til å stoppe\b|\blokket fram noen\b/,
    /\bbandt\b.{0,30}\btau rundt\b|\bbeltet\b|\bjakker\b|\bjakkene\b|\bpå kne ved garnet\b/,
    /\bmora\b/,
  ],
};
/** A pet's or a farm animal's homecoming, never a wild one's. */
const TAME: Record<StoryLanguage, RegExp> = {
  en: /\bcollar\b|\bits own basket\b|\bhis own basket\b|\bher own basket\b|\bpoured a little water\b|\bowner\b/i,
  no: /\bhalsbånd\w*|\bsin egen kurv\b|\bhelte litt vann\b|\beieren\b/i,
};

describe('a wild one stuck far out is rescued in full', () => {
  for (const language of LANGUAGES)
    it(`fills its length with the rescue's own episodes and a wild one's homecoming (${language})`, () => {
      const faults: string[] = [];
      ASKS[language].forEach((description, a) => {
        for (const age of AGES)
          for (const length of LENGTHS)
            for (const seed of ['wild-a', 'wild-b']) {
              const session = openSession(
                request({ language, age, length, description, seed: `${seed}-${a}` }),
              );
              play(session, [], false);
              const story = finish(session);
              const where = `${description} (${age} ${length} ${seed})`;
              const { cast } = session.run.env;
              if (cast.goal.variant !== 'rescue') {
                faults.push(`${where}: read as ${cast.goal.kind}/${cast.goal.variant ?? '-'}`);
                continue;
              }
              const target = targetWords(age, length);
              if (Math.abs(story.wordCount - target) / target > STORY_LENGTH_TOLERANCE)
                faults.push(`${where}: ${story.wordCount}/${target} words`);
              const text = story.paragraphs.map((p) => p.text).join('\n');
              const tame = TAME[language].exec(text);
              if (tame) faults.push(`${where}: a pet's homecoming («${tame[0]}»)`);
              if (length !== 'LONG') continue;
              for (const episode of LONG_EPISODES[language])
                if (!episode.test(text)) faults.push(`${where}: no ${episode.source.slice(0, 40)}`);
            }
      });
      expect(faults).toEqual([]);
    }, 180_000);
});
