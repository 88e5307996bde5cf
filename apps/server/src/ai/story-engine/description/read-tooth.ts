// Reads a first tooth that wobbles or has come out, and the tooth fairy wished for ("Ida har
// mista sin første tann og vil at tannfeen skal komme", "Leo lost his first tooth and wants to
// meet the tooth fairy", «Emil har en løs tann»). The story keeps the tooth safe through the day
// and ends at bedtime, when the tooth fairy comes.
import type { ParsedDescription, Token } from './parse-description';

const TOOTH =
  /^(tooth|teeth|milk-tooth|tann|tanna|tannen|tenner|tennene|melketann|melketanna|melketenner|fortann|fortanna)$/;
const FAIRY = /^(tannfe|tannfeen|tannfeer|tannfeene|fairy|fairies)$/;
/** Words that tell the tooth came or is coming out: lost, loose, wobbly, fell out. */
const OUT =
  /^(lost|loses|losing|loose|wobbly|wobbles|wobbling|wiggly|wiggles|wiggling|fell|falls|came|mista|mistet|miste|mister|løs|løse|vaklende|vaklet|vakler|datt|falt|faller|detter|første|first)$/;

export interface ToothWish {
  /** The tooth fairy among the family's characters, when they named her. */
  fairy?: number;
}

export function readTooth(tokens: Token[], out: ParsedDescription): void {
  const words = tokens.map((t) => t.lower);
  // A tooth of the child's own: "the tooth fairy" alone is a fairy, and may be the hero.
  const tooth = words.findIndex((w, i) => TOOTH.test(w) && !FAIRY.test(words[i + 1] ?? ''));
  const fairyIndex = out.characters.findIndex((c) => c.species === 'tooth-fairy');
  const fairy = fairyIndex >= 0 || words.some((w) => FAIRY.test(w));
  if (tooth < 0) return;
  // A tooth with no fairy and nothing said of its coming out is a dragon's tooth, not this.
  if (!fairy && !words.some((w) => OUT.test(w))) return;
  // "Leo lost his first tooth": the tooth is the story's, not a feature of Leo's looks.
  for (const c of out.characters) c.features = c.features.filter((f) => f.id !== 'teeth');
  // Nothing lost to be found: the tooth came out, and it is the fairy who comes for it.
  if (out.find) delete out.find;
  delete out.findMode;
  out.tooth = fairyIndex >= 0 ? { fairy: fairyIndex } : {};
}
