// What the team itself is, the part both packs share when a story names others around them: a
// grandparent of the family's own means no other grandparent is spoken of, and a dog detective
// does not suspect the dog.
type Member = { char: { kind: string } } | undefined;
type Team = { hero: Member; friend?: Member; helper?: Member };

/** A grandparent of the family's own is in the story: then no other is spoken of. */
export const ownKin = (c: Team): boolean =>
  [c.hero, c.friend, c.helper].some((a) => a?.char.kind === 'grandparent');

/** An alternative `|word` inside a template, left out when the family has its own grandparent. */
export const unlessKin = (c: Team, word: string): string => (ownKin(c) ? '' : `|${word}`);

/** Pets to suspect (kind, word), leaving out any the team itself is; all of them if none is left. */
export const pets = (c: Team, all: [string, string][]): string[] => {
  const ours = new Set<string | undefined>([c.hero, c.friend, c.helper].map((a) => a?.char.kind));
  const left = all.filter(([kind]) => !ours.has(kind)).map(([, word]) => word);
  return left.length ? left : all.map(([, word]) => word);
};
