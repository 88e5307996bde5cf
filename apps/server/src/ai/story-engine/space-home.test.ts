// Someone who lives out in space and faces a fear that lives there too, or looks for something, stays
// out there: a moon hero was once sent to a village and a valley full of butterflies.
import { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { request } from './engine.testing';
import { finish, openSession, play } from './story-session';
import { rideNeeded } from './plan/story-plan';

const ASK = {
  en: [
    'Zib the alien lives on the moon and is afraid of the dark',
    'a robot on the moon looks for its lost bolt',
    'an astronaut on a planet looks for her lost helmet',
  ],
  no: [
    'romvesenet Zib bor på månen og er redd for mørket',
    'en robot på månen leter etter den borte bolten sin',
    'en astronaut på en planet leter etter den borte hjelmen sin',
  ],
} as const;

describe('a home out in space keeps the story out there', () => {
  for (const language of ['en', 'no'] as const)
    it(`goes nowhere on Earth (${language})`, () => {
      const earthly: string[] = [];
      let counted = 0;
      for (let n = 0; n < 36; n++) {
        const session = openSession(
          request({
            language,
            description: ASK[language][n % 3] as string,
            genre: n % 2 ? 'SPACE' : (Genre[n % Genre.length] as Genre),
            length: (['SHORT', 'MEDIUM', 'LONG'] as const)[n % 3],
            age: 4 + (n % 3) * 3,
            seed: `space-home-${n}`,
          }),
        );
        play(session, [], false);
        finish(session);
        const { places } = session.run.env.plan;
        const [home, ...middle] = places;
        const { kind } = session.run.env.cast.goal;
        if (rideNeeded(home as string) !== 'space' || !['fear', 'find', 'solve'].includes(kind))
          continue;
        counted += 1;
        for (const p of middle) if (rideNeeded(p) !== 'space') earthly.push(`${home} → ${p}`);
      }
      expect(counted).toBeGreaterThan(6);
      expect(earthly).toEqual([]);
    });
});
