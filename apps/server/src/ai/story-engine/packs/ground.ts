// What grows where: a setting without grass, roots, trees or bushes. Packs ask it before they
// seat someone on a stump or hide a helper behind a tree, so Mars keeps to rocks and craters.

/** Settings where nothing grows underfoot: no grass, roots, moss, trees or bushes. */
const BARE = new Set(['space', 'moon', 'sky', 'desert', 'snow', 'cave', 'underwater']);

export function isBare(setting: string): boolean {
  return BARE.has(setting);
}
