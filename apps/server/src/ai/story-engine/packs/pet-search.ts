// A missing pet's search, the part both packs share: whether the story is one, whether the pet
// is a small one kept in a cage (looked for in the rooms) or a cat or a dog (the garden and the
// garage too), and which hiding place of the room is looked in at this beat.
import type { BaseCtx } from '../compose/ctx-base';
import type { GoalVariant } from '../plan/plan-types';

type Ctx = BaseCtx & { variant?: GoalVariant; otherKind?: string; place: { id: string } };

/** The family's own pet has gone missing. */
export const petLost = (c: BaseCtx & { variant?: GoalVariant }): boolean => c.variant === 'pet';

/** A hamster, a guinea pig, a mouse or a rabbit: it lives in a cage and hides indoors. */
export const smallPet = (c: Ctx): boolean => c.otherKind === 'mouse' || c.otherKind === 'rabbit';

/** A dog comes when called and sniffs; a cat or a small one keeps still and hides. */
export const dogPet = (c: Ctx): boolean => c.otherKind === 'dog' || c.otherKind === 'puppy';

/** Where a pet hides, room by room: the key of the pack's own words for it. */
export type Hide = 'bedroom' | 'kitchen' | 'bathroom' | 'living-room' | 'garage' | 'garden';

export const hideAt = (c: Ctx): Hide =>
  (['bedroom', 'kitchen', 'bathroom', 'living-room', 'garage', 'garden'] as const).find(
    (h) => h === c.place.id,
  ) ?? 'bedroom';
