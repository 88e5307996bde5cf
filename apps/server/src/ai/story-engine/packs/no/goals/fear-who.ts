// Hvem som er redd, og hva man gjemmer seg bak, for alle bankene som forteller en redsel.
import type { NoCtx } from '../../../compose/ctx-no';
import { cap } from '../../../text';

export const o = (c: NoCtx) => c.owner.name;
export const han = (c: NoCtx) => c.owner.han;
export { cap };
/** Noe å gjemme seg bak: den som er der, eller noe på stedet. */
export const cover = (c: NoCtx) =>
  c.buddy?.name ?? c.helper?.name ?? c.p(['en stein', 'en busk', 'en stolpe']);
