// Reads who someone is by trade: "Firefighter Sam", «brannmann Per», "Per er dyrlege", "the
// lifeguard saves…". Such a role is who they are from the first line; a job someone means to
// have ("vil bli brannmann", "wants to be a vet") stays a dream and is read elsewhere.
import { roleOfWord, VERB_TOO, type RoleId } from '../lexicon/roles';
import type { ParsedCharacter, ParsedDescription, Token } from './parse-description';

/** Words before a role that make it a job wished for, not one held. */
const BECOMING = new Set(
  'bli blir become becomes becoming be being dream dreams dreamed drømmer drømte ønsker wants want vil ville'.split(
    ' ',
  ),
);
const COPULA = new Set(['er', 'is', 'was', 'var', 'jobber', 'works']);
const ARTICLE = new Set(['a', 'an', 'the', 'en', 'ei', 'et', 'som']);
/** Role words that say the one who has it is a woman or a man. */
const FEMALE = /kvinne|kvinna|woman|dame|dama/;

/** The role at token i, and how many tokens it spans ("police officer"). */
function roleAt(tokens: Token[], i: number): { id: RoleId; span: number } | undefined {
  const t = tokens[i] as Token;
  const two = tokens[i + 1] ? `${t.lower} ${(tokens[i + 1] as Token).lower}` : '';
  const id2 = two ? roleOfWord(two) : undefined;
  if (id2) return { id: id2, span: 2 };
  const id = roleOfWord(t.lower);
  return id ? { id, span: 1 } : undefined;
}

export function readRoles(
  tokens: Token[],
  out: ParsedDescription,
  charAt: Map<number, number>,
): void {
  const lowers = tokens.map((t) => t.lower);
  for (let i = 0; i < tokens.length; i += 1) {
    const role = roleAt(tokens, i);
    if (!role) continue;
    const before = lowers.slice(Math.max(0, i - 3), i);
    if (before.some((b) => BECOMING.has(b))) continue;
    const t = tokens[i] as Token;
    if (role.span === 1 && VERB_TOO.has(t.lower)) {
      const prev = lowers[i - 1] ?? '';
      // «Mormor som baker boller»: after «som» it is what one does.
      const noun = (ARTICLE.has(prev) && prev !== 'som') || COPULA.has(prev);
      const titled = /^\p{Lu}/u.test(t.raw) && charAt.has(i + 1);
      if (!noun && !titled) continue;
    }
    const gender = FEMALE.test(lowers[i] as string) ? ('f' as const) : undefined;
    // "Firefighter Sam", «brannmann Per»: the name right after.
    let who = charAt.get(i + role.span);
    // "Per er brannmann", "Sam is a vet", "Sam the firefighter".
    if (who === undefined) {
      let j = i - 1;
      while (j >= 0 && ARTICLE.has(lowers[j] as string)) j -= 1;
      if (j >= 0 && (COPULA.has(lowers[j] as string) || lowers[j + 1] === 'the')) {
        const k = COPULA.has(lowers[j] as string) ? j - 1 : j;
        const c = charAt.get(k);
        if (c !== undefined && !out.characters[c]?.kind) who = c;
        else if (c !== undefined && out.characters[c]?.kind === 'grown-up') who = c;
      }
    }
    const id = role.id;
    if (who !== undefined) {
      const ch = out.characters[who] as ParsedCharacter;
      ch.role = id;
      ch.kind ??= 'grown-up';
      if (gender) ch.gender = gender;
      charAt.set(i, who);
    } else {
      // "the lifeguard saves a seal": the one with the role, unnamed.
      out.characters.push({
        kind: 'grown-up',
        role: id,
        ...(gender ? { gender } : {}),
        colours: [],
        features: [],
      });
      charAt.set(i, out.characters.length - 1);
    }
    // A job held is no pastime dreamt of: "put out fires like a real firefighter" is not told.
    if (out.activities) out.activities = out.activities.filter((a) => a !== id);
    if (!out.activities?.length) delete out.activities;
    if (out.job === id) delete out.job;
    i += role.span - 1;
  }
}
