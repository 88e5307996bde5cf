// Finds a name the child gave the monster: "called Zog", "named Mr Fluff", "som heter Trulte".

const MARKERS =
  /\b(?:called|named|name is|name's|known as|heter|kalt|kalles|ved navn|navnet (?:hans |hennes |dens |dets )?er)\s+["'«]?(\p{L}[\p{L}\p{M}'-]*)(?:\s+(\p{L}[\p{L}\p{M}'-]*))?/iu;

const NOT_NAMES = new Set(
  'a an the it its en et ei den det noe noen something monster monsteret and og with med like som who'.split(
    ' ',
  ),
);

const capitalise = (w: string) => w.charAt(0).toLocaleUpperCase() + w.slice(1);

/** The name (tidied) and the text without it, so the name's words are not read as features. */
export function extractName(text: string): { name?: string; rest: string } {
  const match = MARKERS.exec(text);
  const first = match?.[1];
  if (!match || !first || NOT_NAMES.has(first.toLowerCase())) return { rest: text };
  // A second word counts only when the child capitalised it: "called Mr Fluff", not "called Zog green".
  const second =
    match[2] && /^\p{Lu}/u.test(match[2]) && !NOT_NAMES.has(match[2].toLowerCase())
      ? match[2]
      : undefined;
  const name = [first, second]
    .filter((w): w is string => !!w)
    .map(capitalise)
    .join(' ')
    .slice(0, 24);
  const end = match.index + match[0].length - (second ? 0 : (match[2]?.length ?? 0));
  return { name, rest: `${text.slice(0, match.index)}. ${text.slice(end)}` };
}
