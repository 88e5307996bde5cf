// Where a scene of the middle can and cannot happen: no sound in space, no fire at sea, no sky
// under a roof. The plan picks the scenes; these keep the writer from telling one that cannot be.

/** Where there is no sound to wonder about: out in space. */
export const SILENT = new Set(['space', 'moon']);

/** Nowhere to light a fire. */
export const NO_CAMP = new Set([
  'sky',
  'space',
  'moon',
  'sea',
  'underwater',
  'ship',
  'house',
  'bedroom',
  'library',
  'school',
  'castle',
  'clinic',
]);

/** Places with no sky overhead to describe. */
export const UNDER_ROOF = new Set([
  'cave',
  'house',
  'kitchen',
  'bedroom',
  'library',
  'school',
  'underwater',
  'circus',
  'clinic',
]);
