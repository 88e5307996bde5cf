// A longer rescue has a second act: the one got free is cold and cared for, carried home, and
// met by whoever it belongs to; the rescue comes first, the homecoming after it. A short story
// hands them back at the spot. Held on generated stories in both languages, every age band and
// length, over several phrasings and seeds.
import { STORY_LENGTH_TOLERANCE, targetWords } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { BAND_AGES, LANGUAGES, LENGTHS, request } from './engine.testing';
import { finish, openSession, play } from './story-session';
import type { StoryLanguage } from './story-types';
import { SPOTS, type SpotId } from './lexicon/rescue-spots';

/** The spot's own word in any of its forms: "tree", «treet», «fjellhylla». */
function spotWord(spot: SpotId, language: StoryLanguage): RegExp {
  const s = SPOTS[spot];
  const forms = language === 'no' ? [s.no.noun.sg, s.no.noun.def] : [s.en.the.replace(/^the /, '')];
  return new RegExp(`(?<![\\p{L}])(?:${forms.join('|')})(?![\\p{L}])`, 'iu');
}

const ASKS: Record<StoryLanguage, string[]> = {
  en: [
    'Owen the firefighter rescues a puppy from the river',
    'a lamb stuck in the mud',
    'a duckling stuck in a drain',
  ],
  no: [
    'Katten Pus sitter fast i et tre og Ida vil redde den',
    'redde en sau som sitter fast på en fjellhylle',
    'en andunge sitter fast i en kum',
  ],
};

/** The one got free is back with whoever it belongs to: the owner, the farmer, its mother. */
const BACK: Record<StoryLanguage, RegExp> = {
  en: /\b(owner|farmer|mother|mum and dad)\b.*\b(came|arms|hug)\b|\b(basket|pen|reeds|mother)\b/i,
  no: /\b(eieren|bonden|mora|mamma og pappa)\b.*\b(kom|armene|klem)\b|\b(kurv|grinda|sivet|mora)\b/i,
};
/** Cold or frightened after the rescue, and warmed. */
const CARE: Record<StoryLanguage, RegExp> = {
  en: /\b(wrapped|held him close|held her close|warm arms|over (his|her|its) back)\b/i,
  no: /\b(svøpte|tett inntil|over ryggen)\b/i,
};

describe('a longer rescue brings the one got free home', () => {
  for (const language of LANGUAGES)
    it(`cares for them after the rescue and brings them home (${language})`, () => {
      const faults: string[] = [];
      ASKS[language].forEach((description, a) => {
        for (const age of BAND_AGES)
          for (const length of LENGTHS)
            for (const seed of ['after-a', 'after-b']) {
              const session = openSession(
                request({ language, age, length, description, seed: `${seed}-${a}` }),
              );
              play(session, [], false);
              const story = finish(session);
              const where = `${description} (${age} ${length} ${seed})`;
              const { plan, cast } = session.run.env;
              if (length === 'SHORT') {
                if (plan.after?.length) faults.push(`${where}: a second act in a short story`);
                continue;
              }
              if (!plan.after?.length) {
                faults.push(`${where}: no second act`);
                continue;
              }
              const paragraphs = story.paragraphs.map((p) => p.text);
              // The one got free is warmed after the rescue, which names the spot; then home.
              const spot = spotWord(cast.goal.spot ?? 'tree', language);
              const care = paragraphs.findIndex((p) => CARE[language].test(p));
              const rescued = paragraphs.findLastIndex((p, i) => i < care && spot.test(p));
              if (care >= 0 && rescued < 0) faults.push(`${where}: warmed before any rescue`);
              const back = paragraphs.findIndex((p, i) => i > care && BACK[language].test(p));
              if (care < 0) faults.push(`${where}: nobody warms the one got free`);
              if (back < 0) faults.push(`${where}: not brought home after the rescue`);
              if (length === 'MEDIUM') {
                const target = targetWords(age, length);
                if (Math.abs(story.wordCount - target) / target > STORY_LENGTH_TOLERANCE)
                  faults.push(`${where}: ${story.wordCount}/${target} words`);
              }
            }
      });
      expect(faults).toEqual([]);
    }, 120_000);
});
