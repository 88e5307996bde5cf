// A try that failed is told once: the same try failing again in other words ("waded in, but
// the water was too deep" twice) is a story marking time, however different the wording.
import { describe, expect, it } from 'vitest';
import { goalTextsOf } from './compose/pack-types';
import { enEngine, noEngine } from './engines';
import { sampleRequest } from './engine.testing';
import { finish, openSession, play } from './story-session';

const ASKS = {
  no: [
    '',
    'Mira vil bygge en båt',
    'Bjørn og Finn bygger en hytte i skogen',
    'livredderen Ada redder en valp som har falt i elva',
    'en katt sitter fast i et tre',
  ],
  en: [
    '',
    'Mira wants to build a boat',
    'Sam and Finn build a treehouse',
    'Owen the firefighter rescues a puppy from the river',
    'a lamb is stuck in the mud',
  ],
} as const;

describe('tries at the goal', () => {
  for (const language of ['no', 'en'] as const)
    it(`are each told at most once in a ${language} story`, () => {
      const engine = language === 'no' ? noEngine : enEngine;
      const faults: string[] = [];
      for (let i = 0; i < 60; i += 1) {
        const req = sampleRequest(language, ASKS[language], i, {
          seedPrefix: 'fresh-try',
          longEvery: 3,
        });
        const session = openSession(req);
        play(session, [], false);
        finish(session);
        const { run } = session;
        // A fear is met again at each place it lives, and a skill practised again, failing its
        // own way each time: that is no try retold.
        if (['fear', 'learn'].includes(run.env.cast.goal.kind)) continue;
        const tries = goalTextsOf(engine.pack as never, run.env.cast.goal).attempt;
        const again = tries.filter((t) => (run.usage.get(t) ?? 0) > 1).length;
        if (again) faults.push(`${req.description || '(none)'} ${req.age} ${req.length}: ${again}`);
      }
      expect(faults).toEqual([]);
    });
});
