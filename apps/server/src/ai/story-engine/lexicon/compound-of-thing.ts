// The forms of a thing the lexicon knows, with the family's first part before them:
// «jernnøkkel», «jernnøkkelen», «jernnøkler»; "an iron key".
import type { NounNo } from '../grammar/norwegian';
import type { NounEn } from '../grammar/english';
import { thingById } from './things';
import { enOf, withPrefix } from './compound-nouns';

export function compoundNouns(id: string, wording: string): { en: NounEn; no: NounNo } | undefined {
  const m = /^compound:(\p{L}+)$/u.exec(wording);
  if (!m) return undefined;
  const prefix = m[1] as string;
  const base = thingById(id);
  return { no: withPrefix(prefix, base.no), en: enOf(prefix, base.en) };
}
