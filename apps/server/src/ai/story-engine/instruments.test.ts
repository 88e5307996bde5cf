// Every instrument a family names is the one learnt: «vil lære å spille trompet», "wants to learn
// the flute", «får et trekkspill … og vil spille for hele bygda». The story is about playing it,
// told by its own name in every try, with its own sounds and tips, and no other instrument.
import { describe, expect, it } from 'vitest';
import { parseDescription } from './description/parse-description';
import { tellWant } from './engine.testing';
import { INSTRUMENTS } from './lexicon/goals-lexicon';
import { INSTRUMENT_THE } from './packs/en/goals/learn-words-music';
import { INSTRUMENT_DEF } from './packs/no/goals/learn-words-music';
import type { StoryLanguage } from './story-types';

const BARE_NO: Record<string, string> = {
  violin: 'fiolin',
  piano: 'piano',
  guitar: 'gitar',
  drums: 'trommer',
  recorder: 'blokkfløyte',
  accordion: 'trekkspill',
  trumpet: 'trompet',
  flute: 'fløyte',
  cello: 'cello',
  harp: 'harpe',
  ukulele: 'ukulele',
  saxophone: 'saksofon',
  clarinet: 'klarinett',
  harmonica: 'munnspill',
  xylophone: 'xylofon',
  trombone: 'trombone',
  tuba: 'tuba',
};

const asks = (id: string): Record<StoryLanguage, string[]> => ({
  no: [
    `Ida vil lære å spille ${BARE_NO[id]}`,
    `Jonas får ${BARE_NO[id]} og vil spille for bestemor`,
  ],
  en: [
    `Ida wants to learn to play ${INSTRUMENT_THE[id]}`,
    `Jonas wants to learn ${INSTRUMENT_THE[id]}`,
  ],
});

/** The instrument as the story names it when played: «trompeten», "the trumpet". */
const named = (language: StoryLanguage, id: string) =>
  language === 'no' ? (INSTRUMENT_DEF[id] as string) : (INSTRUMENT_THE[id] as string);

describe('an instrument the family names', () => {
  it('has its own words in both packs', () => {
    for (const id of INSTRUMENTS) {
      expect(INSTRUMENT_THE[id], id).toBeDefined();
      expect(INSTRUMENT_DEF[id], id).toBeDefined();
      expect(BARE_NO[id], id).toBeDefined();
    }
  });

  for (const language of ['no', 'en'] as const)
    it(`is the skill learnt and told by its name (${language})`, () => {
      const faults: string[] = [];
      for (const id of INSTRUMENTS) {
        asks(id)[language].forEach((ask, k) => {
          const skill = parseDescription(ask, () => true).skill?.id;
          if (skill !== id) return faults.push(`${ask}: read as ${skill ?? 'no skill'}`);
          const seed = k + [...INSTRUMENTS].indexOf(id) * 2;
          const { session, body } = tellWant(
            language,
            ask,
            [4, 7, 10][seed % 3] as number,
            seed,
            ['ADVENTURE', 'BEDTIME', 'FUNNY', 'FANTASY'],
            'instrument',
          );
          const goal = session.run.env.cast.goal;
          if (goal.kind !== 'learn' || goal.skill !== id)
            faults.push(`${ask}: told as ${goal.kind} ${goal.skill ?? ''}`);
          const lower = body.toLowerCase();
          if (!lower.includes(named(language, id)))
            faults.push(`${ask}: never says ${named(language, id)}`);
          for (const other of INSTRUMENTS)
            if (
              other !== id &&
              !named(language, id).includes(named(language, other)) &&
              new RegExp(`\\b${named(language, other)}\\b`).test(lower)
            )
              faults.push(`${ask}: tells of ${named(language, other)} too`);
        });
      }
      expect(faults).toEqual([]);
    });

  it('is read from the gift when the want only says to play', () => {
    const skill = (d: string) => parseDescription(d, () => true).skill?.id;
    expect(skill('Isak får et trekkspill til bursdagen og vil spille for hele bygda')).toBe(
      'accordion',
    );
    expect(skill('Mia got a ukulele and wants to play for her class')).toBe('ukulele');
    expect(skill('Maja vil bli fløytist')).toBe('flute');
  });

  it('leaves a whistle found on the shore a whistle', () => {
    const parsed = parseDescription('Gruff vil finne en fløyte i fjæra', () => true);
    expect(parsed.skill).toBeUndefined();
    expect(parsed.find).toBe('whistle');
    expect(parsed.places).toContain('beach');
    expect(parsed.things.map((t) => t.id)).not.toContain('feather');
  });
});
