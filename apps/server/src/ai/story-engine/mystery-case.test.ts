// A missing thing is a real case, not a journey: it opens at the scene the family named, clues
// of different kinds are found there and next door, those suspected are ruled out by a clue,
// and the one who took it is caught with the traits the clues showed. Held on generated
// stories: phrasings × both languages × the three age bands × the three lengths × seeds.
import { STORY_LENGTH_TOLERANCE, targetWords } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { BAND_AGES, LENGTHS, request } from './engine.testing';
import { placeById } from './lexicon/places';
import { CULPRIT_EN, SUSPECT_EN } from './packs/en/goals/case-words';
import { CULPRIT_NO, SUSPECT_NO } from './packs/no/goals/case-words';
import { finish, openSession, play } from './story-session';
import type { StoryLanguage } from './story-types';

/** Each phrasing with the scene the family named (or none) and the names it must keep. */
const ASKS: Record<StoryLanguage, [string, string | undefined, string[]][]> = {
  no: [
    ['Ella og hunden Fido leter etter en forsvunnet kake i bakeriet', 'bakery', ['Ella', 'Fido']],
    [
      'Hvem tok den siste kanelbollen fra kjøkkenet til bestemor? Ada og hunden Kiks finner det ut',
      'kitchen',
      ['Ada', 'Kiks'],
    ],
    ['Hvem tok den røde ballen til Mia? Mia og katten leter i hagen', 'garden', ['Mia']],
    ['Hvem har spist bursdagskaka?', undefined, []],
  ],
  en: [
    [
      "Who took the cookies from Grandma's kitchen? Detective Max and his cat Luna find out",
      'kitchen',
      ['Max', 'Luna'],
    ],
    ['Ella and her dog Fido look for a missing cake at the bakery', 'bakery', ['Ella', 'Fido']],
    ["Who took Mia's red ball? Mia and her cat look in the garden", 'garden', ['Mia']],
    ['who ate the birthday cake', undefined, []],
  ],
};

const CLUES: Record<StoryLanguage, Record<string, RegExp>> = {
  no: {
    trail: /smuler|stripe der noe/,
    prints: /poteavtrykk|fuglespor/,
    tuft: /dott med|fjær\b|pigg\b/,
    bite: /tannmerker|små hakk/,
    sound: /\b(pip|tsjikk|skrak|kri-kri|snøft|vopp|bjeff|plystrepip|bip-bip)\b/,
    smell: /lukta av/,
  },
  en: {
    trail: /crumbs|dragged along/,
    prints: /pawprints|bird prints/,
    tuft: /tuft of|feather\b|spine\b/,
    bite: /tooth marks|peck marks/,
    sound: /\b(squeak|chatter|chak|kee-ow|snuffle|yip|bark|beep)\b/,
    smell: /smell of/,
  },
};
/** The trail lost and found again, the old loop: at most once in a case. */
const LOST: Record<StoryLanguage, RegExp> = {
  no: /sporet (tok (plutselig |med ett )?slutt|var (helt )?borte|ble borte)/g,
  en: /trail (went cold|was gone|ended|vanished)/g,
};
/** A journey through the wild the family never asked for. */
const AWAY: Record<StoryLanguage, RegExp> = {
  no: /\b(fjellet|dalen|skogen|bygda)\b/,
  en: /\b(the mountain|the valley|the forest|the village)\b/,
};
const SEEDS = ['case-a', 'case-b'];
const COLOUR = /(grå|rødt?|brunt?|hvit|grønn|grey|red|brown|white|green)\b/;

describe('a missing thing is a case solved by clues', () => {
  for (const language of ['no', 'en'] as const)
    ASKS[language].forEach(([ask, scene, names], k) =>
      it(`${language} ${k}: ${ask}`, () => {
        const off: string[] = [];
        for (const age of BAND_AGES)
          for (const length of LENGTHS)
            for (const seed of SEEDS) {
              const label = `${age} ${length} ${seed}`;
              const session = openSession(
                request({ language, age, length, genre: 'MYSTERY', seed, description: ask }),
              );
              play(session, [], false);
              const story = finish(session);
              const { plan, cast } = session.run.env;
              const file = plan.case;
              expect(cast.goal.variant, label).toBe('case');
              if (!file) throw new Error(`no case in ${label}`);
              const paragraphs = story.paragraphs.map((p) => p.text);
              const text = paragraphs.join('\n');
              // The scene is the one the family named, told in the first paragraphs.
              if (scene) expect(file.scene, label).toBe(scene);
              const at = placeById(file.scene)[language];
              const where = 'noun' in at ? at.noun.def : at.the.replace(/^the /, '');
              expect(paragraphs.slice(0, 3).join(' '), label).toContain(where);
              for (const name of names) expect(text, label).toContain(name);
              // Clues of at least two kinds.
              const kinds = Object.values(CLUES[language]).filter((re) => re.test(text));
              expect(kinds.length, `${label}: clue kinds`).toBeGreaterThanOrEqual(2);
              // Suspects questioned: two or more from a medium story up.
              const suspects = Object.values(language === 'no' ? SUSPECT_NO : SUSPECT_EN).filter(
                (s) => s.names.some((n: string) => text.includes(n)),
              );
              if (length !== 'SHORT')
                expect(suspects.length, `${label}: suspects`).toBeGreaterThanOrEqual(2);
              // The one who took it is named at the end, with the colour a clue showed.
              const who = (language === 'no' ? CULPRIT_NO : CULPRIT_EN)[file.culprit];
              const reveal = text.lastIndexOf(who.a);
              expect(reveal, `${label}: the culprit named`).toBeGreaterThan(text.length * 0.6);
              const colour = (who.a.match(COLOUR)?.[1] ?? '').replace(/(rød|brun)t$/, '$1');
              expect(text.slice(0, reveal), `${label}: ${colour} seen in a clue`).toMatch(
                new RegExp(`${colour}[a-zæøå-]* (pels|fjær|pigg|fur|feather|spine)`),
              );
              // The scene and next door, no journey, no loop of lost trails.
              expect(plan.places.length, label).toBeLessThanOrEqual(3);
              if (!AWAY[language].test(ask)) expect(text, label).not.toMatch(AWAY[language]);
              expect((text.match(LOST[language]) ?? []).length, label).toBeLessThanOrEqual(1);
              // Its minutes: short and medium in full; a long case is still short of them.
              const target = targetWords(age, length);
              const miss = (story.wordCount - target) / target;
              const least = length === 'LONG' ? -0.45 : -STORY_LENGTH_TOLERANCE;
              if (miss < least || miss > STORY_LENGTH_TOLERANCE)
                off.push(`${label}: ${story.wordCount}/${target}`);
            }
        expect(off).toEqual([]);
      }, 120_000),
    );
});
