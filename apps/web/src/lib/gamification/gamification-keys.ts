// Query keys of the monster, medal and statistics calls. They share a root so that anything
// that changes what a child has made (a new monster, a story) can refresh them all at once.

export const GAMIFICATION_QUERY_ROOT = ['gamification'] as const;
export const PROFILE_MONSTER_QUERY_KEY = [...GAMIFICATION_QUERY_ROOT, 'monster'] as const;
export const MONSTERS_QUERY_KEY = [...GAMIFICATION_QUERY_ROOT, 'monsters'] as const;
export const STATISTICS_QUERY_KEY = [...GAMIFICATION_QUERY_ROOT, 'statistics'] as const;
export const MEDALS_QUERY_KEY = [...GAMIFICATION_QUERY_ROOT, 'medals'] as const;

export const MONSTER_API_PATH = '/profile/gamification/monster';
export const MONSTERS_API_PATH = '/profile/gamification/monsters';
