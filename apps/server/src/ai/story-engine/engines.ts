// The two languages the engine writes: their phrase banks and the context their templates see.
import type { Engine } from './compose/scribe';
import type { EnCtx } from './compose/ctx-en';
import type { NoCtx } from './compose/ctx-no';
import { makeEnCtx, makeNoCtx } from './compose/make-ctx';
import { enPack } from './packs/en/en-pack';
import { noPack } from './packs/no/no-pack';

export const enEngine: Engine<EnCtx> = { pack: enPack, makeCtx: makeEnCtx };
export const noEngine: Engine<NoCtx> = { pack: noPack, makeCtx: makeNoCtx };
