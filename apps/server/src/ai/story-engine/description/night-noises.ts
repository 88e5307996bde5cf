// "scared of noises at night", «redd for lyder om natta»: the sounds of the night (a creak, the
// wind, an owl), not the dark they come in, nor the bangs of a loud day.

const SOUNDS = new Set(
  'noise noises sound sounds creaks creaking bumps lyd lyder lydene lyden knirk knirking bråk støy'.split(
    ' ',
  ),
);
const NIGHT = new Set(
  'night nights nighttime night-time bedtime natta natten natt nettene kvelden kveldene leggetid'.split(
    ' ',
  ),
);

/** Whether the words after a fear word name sounds heard at night. */
export function fearsNightNoises(next: readonly string[]): boolean {
  return next.some((w) => SOUNDS.has(w)) && next.some((w) => NIGHT.has(w));
}
