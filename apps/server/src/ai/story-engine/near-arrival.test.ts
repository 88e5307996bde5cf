// A want at home (a bake, a birthday, a new baby) that goes out to the shop or next door goes at
// an everyday pace: no gasp at a place never seen, no road over a stone bridge, nothing in the
// shop new to Grandma. Held on generated stories: both languages, three age bands, three
// lengths, three seeds.
import { describe, expect, it } from 'vitest';
import { BAND_AGES, LENGTHS, request } from './engine.testing';
import { finish, openSession, play } from './story-session';
import { everydayPlace } from './packs/ground';
import { homeWant } from './plan/want-rules';
import type { StoryLanguage } from './story-types';

const ASKS: Record<StoryLanguage, string[]> = {
  no: ['Emma og bestemor baker kake', 'Ola har bursdag og skal ha selskap', 'Nora baker boller'],
  en: ['Emma and Grandma bake a cake', 'It is Ola’s birthday party', 'Nora bakes buns'],
};
/** The lines of a journey to a new land. */
const JOURNEY: Record<StoryLanguage, RegExp> = {
  no: /har jeg (aldri|aldri før|aldri i hele mitt liv) sett|var nytt for|steinbru|så brått at|som kråka flyr/i,
  en: /have (never|not once) seen|was new to|stone bridge|stopping so suddenly|as the crow flies/i,
};

describe('a want at home goes to the shop at an everyday pace', () => {
  for (const language of ['no', 'en'] as const)
    it(`tells no journey to a new land (${language})`, () => {
      const faults: string[] = [];
      let near = 0;
      ASKS[language].forEach((description, k) => {
        for (const age of BAND_AGES)
          for (const length of LENGTHS)
            ['near-a', 'near-b', 'near-c'].forEach((seed) => {
              const session = openSession(
                request({ language, age, length, seed: `${seed}-${k}`, description }),
              );
              play(session, [], false);
              const story = finish(session);
              const { cast } = session.run.env;
              if (!homeWant(cast.goal) || !cast.route.some(everydayPlace)) return;
              near += 1;
              const body = story.paragraphs.map((p) => p.text).join('\n');
              const bad = body.match(JOURNEY[language]);
              if (bad) faults.push(`${description} ${age} ${length} ${seed}: «${bad[0]}»`);
            });
      });
      expect(near).toBeGreaterThan(20);
      expect(faults).toEqual([]);
    });
});
