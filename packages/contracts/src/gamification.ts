import { z } from 'zod';

// Monsters, medals and statistics (docs/product.md#monsters, #medals, #statistics).
// Who owns what is in docs/decisions/0011-monsters-medals-notifications.md.

export const MONSTER_DESCRIPTION_MIN_LENGTH = 3;
export const MONSTER_DESCRIPTION_MAX_LENGTH = 300;
/** A child keeps at most this many monsters; the oldest unused one must go before a new one. */
export const MONSTER_MAX_PER_USER = 24;

/**
 * BUILDING: it has a name, its picture is being drawn (docs/product.md "being built"); READY: finished;
 * FAILED: no picture came (the credits were refunded) — the client shows 'try creating the
 * monster again', as it also does for a BUILDING monster older than MONSTER_AGE_THRESHOLD_MS.
 */
const MonsterStatus = ['BUILDING', 'READY', 'FAILED'] as const;
type MonsterStatus = (typeof MonsterStatus)[number];

/** docs/product.md#monsters Monster (name, image_url, createdAt, description) plus what the pages need. */
export const MonsterSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null while it is being built or when building failed. */
  imageUrl: z.string().nullable(),
  description: z.string(),
  status: z.enum(MonsterStatus),
  /** This monster is the profile: its name is the profile name, its picture the avatar. */
  isProfile: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Monster = z.infer<typeof MonsterSchema>;

/** POST /api/profile/gamification/monster — builds a monster; it becomes the profile monster. */
export const CreateMonsterRequestSchema = z.object({
  description: z
    .string()
    .trim()
    .min(MONSTER_DESCRIPTION_MIN_LENGTH)
    .max(MONSTER_DESCRIPTION_MAX_LENGTH),
});
export type CreateMonsterRequest = z.infer<typeof CreateMonsterRequestSchema>;
/** 202: the monster, BUILDING, with its name already chosen. */
export const CreateMonsterResponseSchema = MonsterSchema;

/** GET /api/profile/gamification/monster — the profile monster, or `{ monster: null }`. */
export const ProfileMonsterResponseSchema = z.object({ monster: MonsterSchema.nullable() });

/** GET /api/profile/gamification/monsters — all of the user's monsters, newest first. */
export const MonsterListResponseSchema = z.object({ monsters: z.array(MonsterSchema) });
export type MonsterListResponse = z.infer<typeof MonsterListResponseSchema>;

export const MonsterParamsSchema = z.object({ id: z.string().min(1).max(64) });
/**
 * POST /api/profile/gamification/monsters/:id/use — makes it the profile monster (READY only),
 * answers the Monster. DELETE /api/profile/gamification/monsters/:id — 204; deleting the profile
 * monster leaves the profile without one (the account's own name and picture come back).
 */

// ——— Statistics (docs/product.md#statistics) ———

/** GET /api/profile/statistics — counted on the server from recorded activity, never client totals. */
export const StatisticsSchema = z.object({
  storiesMade: z.number().int().min(0),
  storiesRead: z.number().int().min(0),
  monstersCreated: z.number().int().min(0),
  minutesListened: z.number().int().min(0),
  interactiveFinished: z.number().int().min(0),
  /** Days in a row (UTC) up to today or yesterday with a story made, read or listened to. */
  currentStreakDays: z.number().int().min(0),
  longestStreakDays: z.number().int().min(0),
});
export type Statistics = z.infer<typeof StatisticsSchema>;

// ——— Medals (docs/product.md#medals: progress and a how-to-earn text) ———

/** What a medal counts; each maps to one Statistics field. */
export const MedalMetric = {
  STORIES_MADE: 'storiesMade',
  STORIES_READ: 'storiesRead',
  MONSTERS_CREATED: 'monstersCreated',
  MINUTES_LISTENED: 'minutesListened',
  INTERACTIVE_FINISHED: 'interactiveFinished',
  STREAK_DAYS: 'longestStreakDays',
} as const satisfies Record<string, keyof Statistics>;
export type MedalMetric = keyof typeof MedalMetric;

/**
 * The catalogue, in display order. Names and how-to-earn texts live in the `medals` i18n
 * namespace under the medal id (`medals.items.FIRST_STORY.name` / `.howTo`).
 */
export const MEDALS = [
  { id: 'FIRST_STORY', metric: 'STORIES_MADE', target: 1 },
  { id: 'STORY_MAKER', metric: 'STORIES_MADE', target: 5 },
  { id: 'STORY_FACTORY', metric: 'STORIES_MADE', target: 25 },
  { id: 'FIRST_READ', metric: 'STORIES_READ', target: 1 },
  { id: 'BOOKWORM', metric: 'STORIES_READ', target: 10 },
  { id: 'LIBRARIAN', metric: 'STORIES_READ', target: 50 },
  { id: 'FIRST_MONSTER', metric: 'MONSTERS_CREATED', target: 1 },
  { id: 'MONSTER_FAMILY', metric: 'MONSTERS_CREATED', target: 5 },
  { id: 'GOOD_LISTENER', metric: 'MINUTES_LISTENED', target: 10 },
  { id: 'AUDIOBOOK_FAN', metric: 'MINUTES_LISTENED', target: 120 },
  { id: 'PATHFINDER', metric: 'INTERACTIVE_FINISHED', target: 1 },
  { id: 'ADVENTURER', metric: 'INTERACTIVE_FINISHED', target: 10 },
  { id: 'THREE_DAY_STREAK', metric: 'STREAK_DAYS', target: 3 },
  { id: 'WEEK_STREAK', metric: 'STREAK_DAYS', target: 7 },
] as const satisfies readonly { id: string; metric: MedalMetric; target: number }[];
export type MedalId = (typeof MEDALS)[number]['id'];
const MedalIds = MEDALS.map((medal) => medal.id) as [MedalId, ...MedalId[]];

const MedalSchema = z.object({
  id: z.enum(MedalIds),
  metric: z.enum(Object.keys(MedalMetric) as [MedalMetric, ...MedalMetric[]]),
  target: z.number().int().min(1),
  /** Progress towards the target, capped at the target. */
  current: z.number().int().min(0),
  earnedAt: z.iso.datetime().nullable(),
});
export type Medal = z.infer<typeof MedalSchema>;

/** GET /api/profile/medals — every medal of the catalogue, in its order. */
export const MedalsResponseSchema = z.object({
  medals: z.array(MedalSchema),
  statistics: StatisticsSchema,
});
export type MedalsResponse = z.infer<typeof MedalsResponseSchema>;
