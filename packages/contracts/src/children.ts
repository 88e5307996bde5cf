import { z } from 'zod';
import { MonsterSchema } from './gamification';
import { LanguageCode } from './language';

// Child profiles: one grown-up's account holds up to MAX_CHILDREN children. Credits and the
// subscription stay with the account; each child has their own stories, monster, statistics and
// medals. The device chooses who is reading by sending CHILD_HEADER with every call, so two
// phones in one family can each be a different child without a server-side "current child".

export const MAX_CHILDREN = 6;
/** Guests try the app as one child; registering lifts the limit to MAX_CHILDREN. */
export const MAX_GUEST_CHILDREN = 1;
export const CHILD_MIN_AGE = 3;
export const CHILD_MAX_AGE = 12;
export const CHILD_NAME_MAX = 40;

/**
 * The active child's id on every API call. Missing, unknown or another account's id means the
 * account's first child: the answer's `activeChildId` tells the client whom it is talking as.
 */
export const CHILD_HEADER = 'x-monstory-child';

export const ChildSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Pre-fills the age on Generate; null until a grown-up sets it. */
  age: z.number().int().min(CHILD_MIN_AGE).max(CHILD_MAX_AGE).nullable(),
  /** The child's story and interface language: switching to the child switches the app to it. */
  languageCode: z.enum(LanguageCode),
  voiceUuid: z.string().nullable(),
  /** The child's own profile monster, drawn as their avatar. */
  monster: MonsterSchema.nullable(),
  profileImageUrl: z.string().nullable(),
  storiesCreated: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});
export type Child = z.infer<typeof ChildSchema>;

const ChildName = z
  .string()
  .trim()
  .min(1, 'Write the child’s name.')
  .max(CHILD_NAME_MAX, `At most ${CHILD_NAME_MAX} letters.`);
const ChildAge = z.number().int().min(CHILD_MIN_AGE).max(CHILD_MAX_AGE);

/** POST /api/children (behind the parental gate in the app). */
export const CreateChildRequestSchema = z.object({
  name: ChildName,
  age: ChildAge.nullable().optional(),
  languageCode: z.enum(LanguageCode).optional(),
  voiceUuid: z.string().nullable().optional(),
});
export type CreateChildRequest = z.infer<typeof CreateChildRequestSchema>;

/** PATCH /api/children/{id}: only the fields sent change. */
export const UpdateChildRequestSchema = CreateChildRequestSchema.partial().refine(
  (body) => Object.keys(body).length > 0,
  { message: 'Send at least one field to change.' },
);
export type UpdateChildRequest = z.infer<typeof UpdateChildRequestSchema>;

export const ChildIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** GET /api/children */
export const ChildrenResponseSchema = z.object({
  children: z.array(ChildSchema),
  /** The child this call was answered as (see CHILD_HEADER). */
  activeChildId: z.string(),
  maxChildren: z.number().int(),
});
export type ChildrenResponse = z.infer<typeof ChildrenResponseSchema>;
