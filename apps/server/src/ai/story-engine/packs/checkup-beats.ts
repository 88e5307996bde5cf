// What happens at each place of a visit to the doctor or the dentist, one thing per place: on
// the way the feet go slower, the tummy flutters, a what-if comes; in the waiting room a name is
// called; in the doctor's or dentist's room there is the big chair and the bright lamp. Each is
// answered kindly in the same beat. And the one thing brought from home that helps with the
// brave step in the chair: a teddy, a counting trick, a hand to squeeze.
import type { BaseCtx } from '../compose/ctx-base';
import type { PlacedCtx } from './place-beats';
export { firstAt, eachOnce } from './place-beats';

export type CheckupHitch = 'slow' | 'tummy' | 'whatif' | 'called' | 'chair';

const HITCH_AT: Record<string, CheckupHitch> = {
  village: 'slow',
  park: 'tummy',
  playground: 'whatif',
  'waiting-room': 'called',
  'dentist-room': 'chair',
  'doctor-room': 'chair',
};

export function checkupHitch(c: PlacedCtx): CheckupHitch {
  return HITCH_AT[c.place.id] ?? 'slow';
}

export const CHECKUP_SPARES = ['teddy', 'count', 'hand'] as const;
export type CheckupSpare = (typeof CHECKUP_SPARES)[number];

export function checkupSpare(c: BaseCtx): CheckupSpare {
  return (c.handed(CHECKUP_SPARES)[0] ?? c.once(CHECKUP_SPARES) ?? 'teddy') as CheckupSpare;
}
