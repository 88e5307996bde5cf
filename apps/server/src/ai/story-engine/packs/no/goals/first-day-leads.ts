// Hva det ene øyeblikket på en første dag fører videre til: når jakka henger, er det tid for
// navnerunden; når skoene er byttet, er det tid for leken. Bare for det som hører til dagens
// plan; det som bare skjer (å måtte på do, å savne mamma), kommer uten innledning.
import type { NoCtx } from '../../../compose/ctx-no';
import { by } from '../../by-band';
import { ledOn } from '../../first-day';

const JOB: Record<string, (c: NoCtx) => string> = {
  shoes: () => 'å ta på innesko',
  sticker: () => 'navnelappene',
  hook: () => 'å henge opp jakka',
  hello: () => 'å hilse på de andre',
  lost: (c) => (c.target?.id === 'kindergarten' ? 'å finne rommet' : 'å finne klasserommet'),
  song: () => 'morgensangen',
  name: () => 'navnerunden',
  draw: () => 'å tegne',
  lunch: () => 'matpakka',
  tidy: () => 'å rydde',
  story: () => 'lesestunden',
  change: () => 'å skifte til gym',
  line: () => 'å stille seg på rekke',
  rules: () => 'en ny lek',
  roll: () => 'kollbøtter på matta',
  rope: () => 'klatretauet',
  ask: () => 'å finne noen å leke med',
  snack: () => 'frukt',
  sand: () => 'sandkassa',
};

function lead(c: NoCtx, step: string): string | null {
  const job = JOB[step]?.(c);
  if (!job) return null;
  return by(
    c,
    `{Så|Nå} var det tid for ${job}.`,
    `{Da det var ordnet, var det|Knapt var det gjort før det var|Like etterpå var det|Og så var det} tid for ${job}.`,
  );
}

/** Dagens forsøk, hvert innledet av det forrige øyeblikket det kommer av. */
export const ledTries = (bank: readonly ((c: NoCtx) => string | null)[]) => ledOn(lead, bank);
