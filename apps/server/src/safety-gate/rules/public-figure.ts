import { GIVEN_NAMES } from '../names/given-names.js';
import { FULL_NAMES, SINGLE_NAMES } from '../names/public-figures.js';
import { SURNAMES } from '../names/surnames.js';
import { foldRuleWord } from '../normalise.js';
import type { Analysed } from '../normalise.js';
import { withinOneEdit } from '../spelling.js';
import type { Rule } from './types.js';

// PUBLIC_FIGURE: real, famous people as characters, by name, by a misspelt name ("tayler
// swfit"), or by title ("the pope", "kongen og dronninga av Norge", "statsminister Støre"). A
// fairy-tale king, "statsministeren i Dyreskogen" and a hare called Harald are stories.

const FULL = FULL_NAMES.map((name) => name.split(/[\s-]+/).map(foldRuleWord));
const SINGLE = SINGLE_NAMES.map(foldRuleWord);

/** A famous name with at most one typo per word ("tayler swfit", "Erling Håland"). */
function hasMisspeltName({ tokens }: Analysed): boolean {
  for (let i = 0; i < tokens.length; i += 1) {
    const forms = tokens[i]!.forms;
    for (const name of FULL) {
      if (i + name.length > tokens.length) continue;
      const close = name.every((part, k) => {
        const candidates = tokens[i + k]!.forms;
        return candidates.some((form) =>
          part.length >= 5 ? withinOneEdit(form, part) : form === part,
        );
      });
      if (close) return true;
    }
    // Long names only, and never an ordinary name one letter away ("Ronald", "Hansen").
    const ordinary = forms.some((form) => GIVEN_NAMES.has(form) || SURNAMES.has(form));
    if (ordinary) continue;
    for (const name of SINGLE) {
      if (name.length >= 8 && forms.some((form) => withinOneEdit(form, name))) return true;
    }
  }
  return false;
}

export const PUBLIC_FIGURE_RULES: readonly Rule[] = [
  {
    id: 'public.names',
    category: 'PUBLIC_FIGURE',
    patterns: [...FULL_NAMES.map((name) => name.replaceAll('-', ' ')), SINGLE_NAMES.join('|')],
  },
  // One typo per word is a family's spelling, not a different person; only their own words need
  // the slower comparison (a story spells what it was given).
  { id: 'public.misspelt', category: 'PUBLIC_FIGURE', scope: 'request', test: hasMisspeltName },
  {
    id: 'public.titles',
    category: 'PUBLIC_FIGURE',
    patterns: [
      // Royals by title and name: "Kong Harald", "kung Carl Gustaf", "King Charles".
      'kong|kongen|king|kung|konge ~1 harald|olav|haakon|frederik|charles|carl|gustaf|willem|felipe|philippe|salman',
      'dronning|dronningen|queen|drottning ~1 sonja|elizabeth|camilla|silvia|mary|margrethe|maxima|letizia',
      'kronprins|kronprinsen|kronprinsesse|kronprinsessan|kronprinsessen ~1 haakon|frederik|victoria|mette|mette-marit|christian|daniel',
      'prince|prins|prinsen ~1 william|harry|george|louis|philip|sverre|christian|daniel',
      'princess|prinsesse|prinsessen|prinsessan ~1 diana|kate|charlotte|märtha|estelle',
      'prinsesse|prinsessen|princess ~1 ingrid ~1 alexandra',
      // A real country's head: "kongen og dronninga av Norge", "Norway's prime minister".
      'kongen|dronningen|dronninga|kongeparet|kongefamilien|king|queen|royal|royals|statsministeren|statsminister|prime|president|presidenten ~4 av|of|i|in ~1 norge|noreg|norway|sverige|sweden|danmark|denmark|england|storbritannia|britain|uk|usa|america|amerika|russland|russia|frankrike|france|kina|china|ukraina|ukraine|tyskland|germany',
      'norges|noregs|sveriges|danmarks|englands|usas|amerikas|russlands|norway|britain|america ~1 konge|dronning|statsminister|president|king|queen|prime',
      'the ~1 us|american|russian|french|british|norwegian|chinese ~1 president|prime',
      'statsminister|statsministeren|president|presidenten|prime ~2 støre|solberg|trump|biden|obama|putin|zelensky|macron|starmer|kristersson|frederiksen',
      'the ~1 pope',
      'paven|påven|paaven|pope ~1 francis|frans|leo|benedict',
      'paven',
      'the ~1 prime ~1 minister',
      'kongehuset|kongefamilien|kongeparet|royal ~1 family',
    ],
  },
];
