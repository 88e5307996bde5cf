import type { Genre } from '@monstory/contracts/story-shape';
import {
  Castle,
  Compass,
  HeartHandshake,
  Laugh,
  Moon,
  PawPrint,
  Rocket,
  Search,
  Sparkles,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/** Each genre's picture (generate screen, story cards): an icon on its own soft colour. */
export const GENRE_LOOK: Record<Genre, { icon: LucideIcon; from: string; to: string }> = {
  ADVENTURE: { icon: Compass, from: '#ffb26b', to: '#ff6b6b' },
  FAIRY_TALE: { icon: Castle, from: '#f9a8d4', to: '#c084fc' },
  FANTASY: { icon: Sparkles, from: '#b9a8ff', to: '#7c6cf0' },
  ANIMALS: { icon: PawPrint, from: '#86efac', to: '#22c55e' },
  SPACE: { icon: Rocket, from: '#93c5fd', to: '#4f6bf5' },
  MYSTERY: { icon: Search, from: '#c4b5fd', to: '#64748b' },
  FUNNY: { icon: Laugh, from: '#fde68a', to: '#fb923c' },
  FRIENDSHIP: { icon: HeartHandshake, from: '#fda4af', to: '#f43f5e' },
  BEDTIME: { icon: Moon, from: '#a5b4fc', to: '#3b4a9c' },
};
