// Norwegian compounds the lexicon does not know as a whole («jernnøkkel», «sølvskje», «trehest»):
// the last part says what it is and how it bends, the first part is kept as the family wrote
// it. «jernnøkkelen», «en jernnøkkel», never «jernnøkkelen» bent as if «nøkkel» were unknown.
import { noun, type NounNo } from '../grammar/norwegian';
import { nounEn, type NounEn } from '../grammar/english';
import { nounNo } from './species';

/** First parts that say what a thing is made of, with the English word for it. */
export const MATERIALS: Record<string, string> = {
  jern: 'iron',
  gull: 'gold',
  sølv: 'silver',
  tre: 'wooden',
  glass: 'glass',
  stein: 'stone',
  plast: 'plastic',
  papir: 'paper',
  tøy: 'cloth',
  kobber: 'copper',
  messing: 'brass',
  porselen: 'china',
  krystall: 'crystal',
  leke: 'toy',
  is: 'ice',
};

/**
 * Last parts the lexicon has no entry for, each with its bokmål forms and English word: the
 * spoon, the marble, the horse and the others a family's compound is most often made of.
 */
const HEADS: Record<string, { no: NounNo; en: string }> = {
  skje: { no: nounNo('f skje skjea skjeer skjeene'), en: 'spoon' },
  kule: { no: nounNo('f kule kula kuler kulene'), en: 'marble' },
  hest: { no: nounNo('m hest hesten hester hestene'), en: 'horse' },
  katt: { no: nounNo('m katt katten katter kattene'), en: 'cat' },
  hund: { no: nounNo('m hund hunden hunder hundene'), en: 'dog' },
  fugl: { no: nounNo('m fugl fuglen fugler fuglene'), en: 'bird' },
  ring: { no: nounNo('m ring ringen ringer ringene'), en: 'ring' },
  kopp: { no: nounNo('m kopp koppen kopper koppene'), en: 'cup' },
  skål: { no: nounNo('f skål skåla skåler skålene'), en: 'bowl' },
  eske: { no: nounNo('f eske eska esker eskene'), en: 'box' },
  kiste: { no: nounNo('f kiste kista kister kistene'), en: 'chest' },
  krone: { no: nounNo('f krone krona kroner kronene'), en: 'crown' },
  mynt: { no: nounNo('m mynt mynten mynter myntene'), en: 'coin' },
  sverd: { no: nounNo('n sverd sverdet sverd sverdene'), en: 'sword' },
  figur: { no: nounNo('m figur figuren figurer figurene'), en: 'figure' },
  dukke: { no: nounNo('f dukke dukka dukker dukkene'), en: 'doll' },
  bil: { no: nounNo('m bil bilen biler bilene'), en: 'car' },
  tog: { no: nounNo('n tog toget tog togene'), en: 'train' },
};

/** Splits a word into a first part of three letters or more and a known last part. */
export function headOf(
  word: string,
  known: (head: string) => boolean,
): { prefix: string; head: string } | undefined {
  const w = word.toLowerCase();
  for (let k = 3; k <= w.length - 4; k += 1) {
    const head = w.slice(k);
    if (known(head)) return { prefix: w.slice(0, k), head };
  }
  return undefined;
}

/** Every form of the heads above («hesten», «skjeer»), with the head it is a form of. */
const HEAD_FORMS = new Map<string, string>(
  Object.entries(HEADS).flatMap(([k, h]) =>
    [h.no.sg, h.no.def, h.no.pl, h.no.defPl].map((f) => [f, k] as [string, string]),
  ),
);

/** The compound's forms when its last part is one of the heads above, in any form. */
export function headNouns(word: string): { no: NounNo; en: NounEn } | undefined {
  const split = headOf(word, (h) => HEAD_FORMS.has(h));
  if (!split) return undefined;
  const h = HEADS[HEAD_FORMS.get(split.head) as string] as { no: NounNo; en: string };
  return { no: withPrefix(split.prefix, h.no), en: enOf(split.prefix, nounEn(h.en)) };
}

/** The head's forms with the family's first part before each. */
export function withPrefix(prefix: string, n: NounNo): NounNo {
  return noun(n.g, prefix + n.sg, prefix + n.def, prefix + n.pl, prefix + n.defPl);
}

/** "an iron key" for «jernnøkkel»; a first part that is no material leaves the English plain. */
export function enOf(prefix: string, en: NounEn): NounEn {
  const stem = prefix.replace(/s$/, '');
  const m = MATERIALS[prefix] ?? MATERIALS[stem];
  return m ? nounEn(`${m} ${en.sg}`, `${m} ${en.pl}`) : en;
}
