// A hero who cannot fall asleep is that story: the hero is kept as it is (the moon stays the
// moon, an owl an owl, Emma Emma), the reason the family gave is said, things are tried that do
// not work at first (sheep who will not stand still, the pillow turned, a drink, a story), and
// what was set up at bedtime works at the turn; the last lines are the falling asleep. Never a
// climb, a search or something built; the length held at every age and length. A fear of the
// dark that keeps a child awake stays a fear story.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { offlineStoryPart } from '../providers/offline-story-parts';
import { parseDescription } from './description/parse-description';
import type { NoSleepReason } from './description/read-no-sleep';
import { lengthFaultsAtEveryAge, request, toldWants } from './engine.testing';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  reason: NoSleepReason;
  /** The hero's kind, or species for a thing of the sky. */
  kind: string;
  /** The hero's name, when the family gave one. */
  name?: string;
  /** The hero and the reason in the story's own words. */
  said: RegExp[];
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  en: [
    {
      description: "A little owl who can't fall asleep",
      reason: 'gentle',
      kind: 'owl',
      said: [/\bowl\b/],
    },
    {
      description: 'The moon is tired and wants to sleep but the stars keep talking',
      reason: 'talk',
      kind: 'moon',
      said: [/\bmoon\b/, /\bstars\b/],
    },
    {
      description: "Emma can't sleep because it is too hot",
      reason: 'hot',
      kind: 'girl',
      name: 'Emma',
      said: [/\bEmma\b/, /\bhot\b/],
    },
    {
      description: 'a dragon who is too excited to sleep before his birthday',
      reason: 'excited',
      kind: 'dragon',
      said: [/\bdragon\b/, /\bbirthday\b/],
    },
  ],
  no: [
    {
      description: 'En liten ugle som ikke får sove',
      reason: 'gentle',
      kind: 'owl',
      said: [/\bugle\b/],
    },
    {
      description: 'Månen er trøtt og vil sove, men stjernene prater hele tiden',
      reason: 'talk',
      kind: 'moon',
      said: [/\bMånen\b/, /\bstjernene\b/],
    },
    {
      description: 'Lille Ole får ikke sove',
      reason: 'gentle',
      kind: 'boy',
      name: 'Ole',
      said: [/\bOle\b/],
    },
    {
      description: 'Bjørnen klarer ikke å sove vintersøvn',
      reason: 'gentle',
      kind: 'bear',
      said: [/\bbjørn\b/, /\bvintersøvnen\b/i],
    },
  ],
};

const W: Record<
  StoryLanguage,
  { tries: RegExp; turn: RegExp; asleep: RegExp; away: RegExp; person: RegExp }
> = {
  en: {
    tries: /\b(?:sheep|turned the [\w ]*pillow)\b/,
    turn: /\bsleep came (?:softly )?closer\b/,
    asleep: /\bfast asleep\b/,
    away: /\b(?:climb(?:ed|s|ing)?|summit|compass|treasure|search(?:ed)?|built|build(?:ing)?|hammer)\b/i,
    person: /\b(?:girl|boy)\b/,
  },
  no: {
    tries: /\b(?:sauer|snudde [\wæøå]*puta)\b/,
    turn: /\bsøvnen listet seg (?:stille )?nærmere\b/,
    asleep: /\bsov [\wæøå ]*tungt\b/,
    away: /\b(?:klatre[rt]?|toppen|kompass(?:et)?|skatten|bygge[rt]?|hammer(?:en)?)\b/i,
    person: /\b(?:jente|gutt)\b/,
  },
};

const TABLE = {
  ages: [3, 5, 7, 9, 12],
  seeds: 2,
  genres: ['ADVENTURE', 'FUNNY', 'BEDTIME', 'FANTASY', 'SPACE', 'MYSTERY'] as Genre[],
  seedPrefix: 'no-sleep',
};

describe('a hero who cannot fall asleep', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads the hero and the reason (${language})`, () => {
      for (const a of ASKS[language]) {
        const p = parseDescription(a.description, () => true);
        expect(p.noSleep?.reason, a.description).toBe(a.reason);
        expect(p.reach ?? p.find ?? p.build ?? p.skill, a.description).toBeUndefined();
      }
    });

    it(`tries, turns with what was set up, and falls asleep (${language})`, () => {
      const w = W[language];
      const faults: string[] = [];
      for (const told of toldWants(language, ASKS[language], TABLE)) {
        const { c: a, cast, body, story, where } = told;
        if (told.goal !== 'reach/no-sleep') faults.push(`${where}: told as ${told.goal}`);
        const kind = cast.hero.species ?? cast.hero.kind;
        if (kind !== a.kind) faults.push(`${where}: hero is ${kind}`);
        if (a.name && cast.hero.name !== a.name) faults.push(`${where}: named ${cast.hero.name}`);
        for (const re of a.said) if (!re.test(body)) faults.push(`${where}: never says ${re}`);
        const tried = body.search(w.tries);
        const turned = body.search(w.turn);
        if (tried < 0 || turned < 0 || tried > turned)
          faults.push(`${where}: tries ${tried}, turn ${turned}`);
        const last = story.paragraphs.at(-1)?.text ?? '';
        if (!w.asleep.test(last)) faults.push(`${where}: ends "${last.slice(-80)}"`);
        const away = w.away.exec(body);
        if (away) faults.push(`${where}: "${away[0]}"`);
        if (a.kind !== 'girl' && a.kind !== 'boy' && w.person.test(body))
          faults.push(`${where}: a girl or a boy`);
        const names = [{ name: cast.hero.name ?? '', gender: cast.hero.gender }];
        for (const hit of scanText(body, language, names))
          faults.push(`${where}: ${JSON.stringify(hit)}`);
      }
      expect(faults).toEqual([]);
    }, 600_000);

    it(`keeps its length at every age and length (${language})`, () => {
      const asks = ASKS[language].slice(0, 3).map((a) => a.description);
      expect(lengthFaultsAtEveryAge(language, asks, TABLE.genres, 'no-sleep-length')).toEqual([]);
    }, 600_000);
  }

  it('asks, told as it goes, only how the turn is won, and ends asleep', () => {
    for (const language of ['en', 'no'] as const) {
      const description = (ASKS[language][1] as Ask).description;
      const req = {
        ...request({ language, age: 8, description, seed: 'asks' }),
        interactive: true,
      };
      const first = offlineStoryPart({ request: req, taken: [] }, undefined);
      expect(first.choices.length, description).toBeGreaterThanOrEqual(2);
      for (const choice of first.choices) {
        const rest = offlineStoryPart({ request: req, taken: [choice] }, undefined);
        expect(rest.choices, description).toEqual([]);
        expect(rest.paragraphs.at(-1)?.text, description).toMatch(W[language].asleep);
      }
    }
  });

  it('leaves a fear of the dark that keeps a child awake to the fear story', () => {
    for (const d of [
      "Mia can't sleep because she is afraid of the dark",
      'Ola får ikke sove fordi han er redd for mørket',
    ]) {
      const p = parseDescription(d, () => true);
      expect(p.noSleep, d).toBeUndefined();
      expect(p.fear?.id, d).toBe('dark');
    }
  });
});
