// Hvem som er hvem i en dag med en ny baby: storesøsteren eller storebroren, babyen og den voksne.
import type { NoCtx } from '../../../compose/ctx-no';
import { capitalise } from '../../../text';

export const h = (c: NoCtx) => c.hero.name;
export const b = (c: NoCtx) => c.other?.name ?? 'babyen';
export const hun = (c: NoCtx) => c.other?.han ?? 'hun';
export const henne = (c: NoCtx) => c.other?.ham ?? 'henne';
export const cap = capitalise;
/** Den voksne her: den som ble møtt, ellers mamma. */
export const voksen = (c: NoCtx) => c.helper?.name ?? 'mamma';
export const stor = (c: NoCtx) => (c.hero.char.gender === 'f' ? 'storesøster' : 'storebror');
