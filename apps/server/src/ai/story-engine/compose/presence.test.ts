import { describe, expect, it } from 'vitest';
import { sampleRequest } from '../engine.testing';
import { finish, openSession, play } from '../story-session';
import type { StoryLanguage } from '../story-types';
import { splitSentences } from '../text';

// Only those who are there may act: a hero alone is not "they", nobody "holds on to each
// other" by themselves, and a helper who has bowed and gone does not speak again.

const ASKS: Record<StoryLanguage, string[]> = {
  no: [
    'Hugo pinnsvinet',
    'en enhjørning',
    'en liten fugl som vil lære å fly',
    'ei ugle som leter etter en skatt',
    'en katt som heter Pus og som er redd for mørket',
    '',
  ],
  en: [
    'Hugo the hedgehog',
    'a unicorn',
    'a little bird who wants to learn to fly',
    'an owl looking for treasure',
    'a shy unicorn called Starlight who is scared of thunder',
    '',
  ],
};

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Narration only: what characters say may well be about others. */
const narration = (s: string) => s.replace(/"[^"]*"|«[^»]*»|“[^”]*”/g, '');

/** Words that need company, said of the hero as if there were several. */
const ALONE_WRONG: Record<StoryLanguage, (hero: string) => RegExp> = {
  en: (n) =>
    new RegExp(
      `^(?:\\w+ )?${n} (?:\\w+ ){0,3}(?:held on to each other|went together)\\b|\\boff (?:he|she) went together\\b|\\btogether (?:he|she) went on\\b`,
      'u',
    ),
  no: (n) =>
    new RegExp(
      `^(?:\\p{L}+ )?${n} (?:\\p{L}+ ){0,3}(?:holdt i hverandre|gikk sammen)(?![\\p{L}])`,
      'u',
    ),
};

/** A helper who leaves (the hero waving goodbye to a place leaves nobody behind). */
const GONE: Record<StoryLanguage, RegExp> = {
  en: /\band ((?:the [a-z ]+?)|[A-Z]\w+) (?:bowed|nodded|winked) and (?:was gone|went home)\b|^((?:The [a-z]+)|[A-Z]\w+) waved goodbye\b(?! to)/u,
  no: /\bog ((?:\p{Ll}+)|\p{Lu}\p{L}+) (?:bukket|nikket|blunket) og (?:ble borte|gikk hjem)\b|^(\p{Lu}\p{Ll}+) vinket farvel\b(?! til)/u,
};
const SPEAKS: Record<StoryLanguage, (n: string) => RegExp> = {
  en: (n) =>
    new RegExp(`\\b(?:said|asked|called) ${n}\\b|\\b${n} (?:said|showed|pointed)\\b`, 'iu'),
  no: (n) => new RegExp(`\\b(?:sa|spurte|ropte) ${n}\\b|\\b${n} (?:sa|viste|pekte)\\b`, 'iu'),
};

describe('only those present act', () => {
  for (const language of ['no', 'en'] as const)
    it(`a hero alone is one, and a helper gone stays gone (${language})`, () => {
      const bad: string[] = [];
      let solo = 0;
      let farewells = 0;
      for (let i = 0; i < 300; i += 1) {
        const session = openSession(
          sampleRequest(language, ASKS[language], i, { seedPrefix: 'presence', longEvery: 4 }),
        );
        play(session, [], false);
        const story = finish(session);
        const { hero, friend } = session.run.env.cast;
        const paragraphs = story.paragraphs.map((p) => p.text);
        if (!friend && hero.name) {
          solo += 1;
          const re = ALONE_WRONG[language](esc(hero.name));
          for (const p of paragraphs)
            for (const s of splitSentences(p)) if (re.test(narration(s))) bad.push(s);
        }
        paragraphs.forEach((p, k) => {
          const sentences = splitSentences(p);
          sentences.forEach((s, j) => {
            const m = GONE[language].exec(s);
            if (!m) return;
            farewells += 1;
            const after = [...sentences.slice(j + 1), ...splitSentences(paragraphs[k + 1] ?? '')];
            const speaks = SPEAKS[language](esc((m[1] ?? m[2]) as string));
            for (const a of after) if (speaks.test(a)) bad.push(`${s} … ${a}`);
          });
        });
      }
      expect(solo).toBeGreaterThan(100);
      expect(farewells).toBeGreaterThan(0);
      expect(bad.slice(0, 20).join('\n')).toBe('');
    }, 120_000);
});
