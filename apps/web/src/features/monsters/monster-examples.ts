/** Keys of `monsters.create.examples`: descriptions a child can tap instead of typing. */
export const MONSTER_EXAMPLES = ['wings', 'fluffy', 'sea', 'glow', 'tiny'] as const;
