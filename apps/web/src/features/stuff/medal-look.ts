import { MEDALS } from '@monstory/contracts/gamification';
import type { MedalId, MedalMetric } from '@monstory/contracts/gamification';
import { BookOpen, Compass, Flame, Headphones, PawPrint, WandSparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

// How each medal is drawn: the ribbon and icon say what it counts, the metal how far along the
// ladder of its kind it is (the last of a kind is gold).

export const METRIC_LOOK: Record<MedalMetric, { icon: LucideIcon; ribbon: string }> = {
  STORIES_MADE: { icon: WandSparkles, ribbon: '#00d9b6' },
  STORIES_READ: { icon: BookOpen, ribbon: '#9d8cff' },
  MONSTERS_CREATED: { icon: PawPrint, ribbon: '#ff8ad8' },
  MINUTES_LISTENED: { icon: Headphones, ribbon: '#5cc8ff' },
  INTERACTIVE_FINISHED: { icon: Compass, ribbon: '#7ee07a' },
  STREAK_DAYS: { icon: Flame, ribbon: '#ff8a7a' },
};

export interface Metal {
  light: string;
  dark: string;
}

const BRONZE: Metal = { light: '#f3b27d', dark: '#b8683a' };
const SILVER: Metal = { light: '#f1f3fb', dark: '#9aa1bd' };
const GOLD: Metal = { light: '#ffe07a', dark: '#e39a00' };

export function metalOf(id: MedalId): Metal {
  const medal = MEDALS.find((each) => each.id === id);
  const ladder = MEDALS.filter((each) => each.metric === medal?.metric);
  const fromTop = ladder.length - 1 - ladder.findIndex((each) => each.id === id);
  return [GOLD, SILVER, BRONZE][Math.min(fromTop, 2)] ?? GOLD;
}
