// Mum or Dad ill at home is no one to travel to: «Mamma er syk og Ida lager frokost til henne»,
// "Dad is ill and Leo makes him soup", "Mum is sick in bed and Mia cheers her up". The child
// makes something for the one in bed — what the family said, breakfast in bed, or a present made
// by hand — and brings it to them at the end; the one ill waits at home and goes nowhere.
import type { ParsedDescription, Token } from './parse-description';

/** Who lives in the child's own home: ill there, they are cared for there. */
const HOUSEHOLD = new Set(['mum', 'dad']);
const BREAKFAST = /^(breakfast|frokost|frokosten)$/;

/** Returns the one in bed when they are cared for at home. */
export function readIllAtHome(tokens: Token[], out: ParsedDescription): number | undefined {
  const ill = out.ill;
  if (ill === undefined) return undefined;
  const one = out.characters[ill];
  if (!one?.species || !HOUSEHOLD.has(one.species)) return undefined;
  if (out.find || out.findWord || out.reach || out.outing) return undefined;
  delete out.ill;
  if (out.visit === ill) delete out.visit;
  out.recipient = ill;
  // Breakfast in bed is pancakes; what else the family said is made is made as they said.
  if (!out.build && tokens.some((t) => BREAKFAST.test(t.lower))) out.build = 'dish:pancake';
  return ill;
}

/** Nothing said to make: a present made by hand to cheer them up. */
export function cardForIll(out: ParsedDescription, inBed: number | undefined): void {
  if (inBed === undefined || out.recipient !== inBed || out.build) return;
  out.build = 'gift';
}
