// A long name a family chose ("Starlight") said at the start of line after line is what makes
// a page hard for the youngest to say and dull to read aloud: where the sentence before began
// with the same name, this one says he or she ("Starlight ran. She jumped. Starlight hid.").
import type { AgeBand } from '@monstory/contracts/story-shape';
import { isOwnName } from '../lexicon/names';
import type { Cast } from '../plan/plan-types';
import { englishSyllables } from '../readability';
import type { StoryLanguage } from '../story-types';
import { splitSentences } from '../text';
import type { DraftParagraph } from './writer';

interface Eased {
  name: string;
  he: string;
}

/**
 * English names of two syllables or more to ease: for ages up to eight a family's own long
 * name, and for the youngest any long one.
 */
export function namesToEase(cast: Cast, language: StoryLanguage, band: AgeBand): Eased[] {
  if (language !== 'en' || band === '9-12') return [];
  return [cast.hero, cast.friend].flatMap((ch) =>
    ch?.name && englishSyllables(ch.name) >= 2 && (band === '3-5' || !isOwnName(ch.name))
      ? [{ name: ch.name, he: ch.gender === 'f' ? 'She' : 'He' }]
      : [],
  );
}

/**
 * The paragraphs' texts with the eased names: at most `run` sentences running say he or she
 * (one for the youngest, who hear the name again sooner). A refrain is told as it is.
 */
export function easeNames(
  drafts: readonly DraftParagraph[],
  ease: readonly Eased[],
  run: number,
): string[] {
  let last = '';
  let told = 0;
  return drafts.map((d) =>
    d.lines
      .map((l) => {
        if (l.refrain || !ease.length) {
          if (l.refrain) last = '';
          return l.text;
        }
        return splitSentences(l.text)
          .map((s) => {
            const who = ease.find(
              (e) => s.startsWith(`${e.name} `) && /^[a-z]/.test(s.slice(e.name.length + 1)),
            );
            if (who && last === who.name && told < run) {
              told += 1;
              return who.he + s.slice(who.name.length);
            }
            last = who?.name ?? '';
            told = 0;
            return s;
          })
          .join(' ');
      })
      .join(' '),
  );
}
