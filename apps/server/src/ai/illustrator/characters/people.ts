// Every person in the cast, as an outfit on the shared human figure.

import type { Rng } from '../random';
import { type Outfit, human } from './human';
import type { CharacterDrawer } from './look';

const dressed =
  (outfit: (rng: Rng) => Outfit): CharacterDrawer =>
  (look) =>
    human(look, outfit(look.rng));

export const girl = dressed((rng) => ({
  hair: rng.pick(['long', 'pigtails', 'bob', 'curly'] as const),
  bottom: rng.pick(['dress', 'skirt', 'dress'] as const),
}));

export const boy = dressed((rng) => ({
  hair: rng.pick(['short', 'spiky', 'curly'] as const),
  bottom: rng.pick(['shorts', 'trousers'] as const),
}));

export const child = dressed((rng) => ({
  hair: rng.pick(['bob', 'short', 'curly', 'pigtails'] as const),
  bottom: 'trousers',
  hat: rng.chance(0.3) ? 'bobble' : undefined,
}));

export const grownUp = dressed((rng) => ({
  adult: true,
  hair: rng.pick(['short', 'long', 'bob', 'bun', 'curly'] as const),
  bottom: rng.pick(['trousers', 'dress', 'trousers'] as const),
  glasses: rng.chance(0.25),
}));

export const grandparent = dressed((rng) => ({
  adult: true,
  hair: rng.pick(['bun', 'short', 'curly'] as const),
  bottom: rng.pick(['trousers', 'dress'] as const),
  glasses: true,
  held: 'cane',
}));

export const wizard = dressed(() => ({
  adult: true,
  hair: 'short',
  bottom: 'robe',
  hat: 'wizard',
  beard: '#f4f2fa',
  held: 'wand',
}));
export const witch = dressed(() => ({ hair: 'long', bottom: 'robe', hat: 'witch', held: 'broom' }));
export const knight = dressed(() => ({
  hair: 'none',
  bottom: 'trousers',
  hat: 'helmet',
  held: 'shield',
}));
export const princess = dressed((rng) => ({
  hair: rng.pick(['long', 'curly'] as const),
  bottom: 'gown',
  hat: 'tiara',
}));
export const prince = dressed(() => ({
  hair: 'short',
  bottom: 'trousers',
  hat: 'crown',
  cape: '#d94f6a',
}));
export const king = dressed(() => ({
  adult: true,
  hair: 'short',
  bottom: 'robe',
  hat: 'crown',
  cape: '#c8384f',
  beard: '#8a5a2e',
}));
export const queen = dressed(() => ({
  adult: true,
  hair: 'long',
  bottom: 'gown',
  hat: 'crown',
  cape: '#7a4fc2',
}));
export const pirate = dressed(() => ({
  hair: 'curly',
  bottom: 'trousers',
  hat: 'pirate',
  stripes: true,
}));
export const astronaut = dressed(() => ({ hair: 'short', bottom: 'trousers', suit: true }));
export const mermaid = dressed(() => ({ hair: 'long', bottom: 'tail' }));
export const fairy = dressed((rng) => ({
  hair: rng.pick(['bun', 'pigtails', 'bob'] as const),
  bottom: 'dress',
  wings: true,
  held: 'wand',
}));
