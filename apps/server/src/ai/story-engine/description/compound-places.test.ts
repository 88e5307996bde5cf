// A place written small as a compound whose last part is a kind of place («i slottshagen», «i
// eplehagen», «på fjelltoppen») is a place of that kind like any other, and the story goes there;
// a «bakgården» is a backyard, not a farm, so a compound ending in «-gården» counts only when the
// lexicon knows the whole word («bondegården», «skolegården»).
import { describe, expect, it } from 'vitest';
import { parseDescription } from './parse-description';
import { tellWant } from '../engine.testing';

const places = (text: string) => parseDescription(text, () => true).places;

describe('a compound place written small', () => {
  it.each([
    ['Tuva mister krona si i slottshagen', 'garden'],
    ['Hunden løper rundt i eplehagen', 'garden'],
    ['De klatrer helt opp på fjelltoppen', 'mountain'],
    ['Per går til bondegården', 'farm'],
    ['Ola leker i skolegården', 'schoolyard'],
  ])('%s → %s', (text, place) => {
    expect(places(text)).toContain(place);
  });

  it('is not a farm when it ends in «-gården» the lexicon does not know', () => {
    expect(places('Ola leker i bakgården')).not.toContain('farm');
  });

  it('is where a thing lost there is found', () => {
    const faults: string[] = [];
    for (let seed = 0; seed < 12; seed += 1) {
      const { session, body } = tellWant(
        'no',
        'Prinsesse Tuva mister krona si i slottshagen, og dragen Flamme hjelper henne å lete',
        [4, 7, 10][seed % 3] as number,
        seed,
        ['ADVENTURE', 'FANTASY', 'BEDTIME'],
        'compound-place',
      );
      const { plan } = session.run.env;
      if (plan.resolution.place !== 'garden')
        faults.push(`#${seed}: won at ${plan.resolution.place}`);
      if (!/\bhagen\b/.test(body) || !/\bkrona\b/.test(body)) faults.push(`#${seed}: not told`);
    }
    expect(faults).toEqual([]);
  });
});
