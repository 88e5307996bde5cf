// Every person in the cast, as an outfit on the shared human figure. Everyday people wear what
// the story's look says; kings, pirates and astronauts wear their costume.

import type { Accessory } from '../../scene-spec';
import { type Bottom, type Outfit, human } from './human';
import type { HairStyle } from './human-hair';
import type { CharacterDrawer, Look } from './look';

const dressed =
  (outfit: (look: Look) => Outfit): CharacterDrawer =>
  (look) =>
    human(look, outfit(look));

/** Hair, clothes and what they wear, exactly as the story's look says. */
const everyday =
  (defaults: { hair: HairStyle; bottom: Bottom; adult?: boolean }) =>
  (look: Look): Outfit => {
    const has = (a: Accessory) => look.accessories.includes(a);
    return {
      ...(defaults.adult ? { adult: true } : {}),
      hair: look.hairStyle ?? defaults.hair,
      bottom: look.clothes ?? defaults.bottom,
      ...(has('bobble-hat') ? { hat: 'bobble' as const } : {}),
      ...(has('glasses') ? { glasses: true } : {}),
      ...(has('cane') ? { held: 'cane' as const } : {}),
      ...(has('beard') ? { beard: look.hair } : {}),
      ...(has('moustache') ? { moustache: look.hair } : {}),
      ...(has('scarf') ? { scarf: look.second } : {}),
      ...(has('bow') ? { bow: look.second } : {}),
      ...(has('wings') ? { wings: true } : {}),
    };
  };

export const girl = dressed(everyday({ hair: 'long', bottom: 'dress' }));
export const boy = dressed(everyday({ hair: 'short', bottom: 'trousers' }));
export const child = dressed(everyday({ hair: 'bob', bottom: 'trousers' }));
export const grownUp = dressed(everyday({ hair: 'short', bottom: 'trousers', adult: true }));
export const grandparent = dressed(everyday({ hair: 'short', bottom: 'trousers', adult: true }));

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
export const princess = dressed((look) => ({
  hair: look.hairStyle ?? 'long',
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
export const fairy = dressed((look) => ({
  hair: look.hairStyle ?? 'bun',
  bottom: 'dress',
  wings: true,
  held: 'wand',
}));
