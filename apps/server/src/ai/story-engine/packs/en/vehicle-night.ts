// A vehicle hero's evening and night: a wash and a full tank, then back in its place in the
// fire station or the engine shed, its engine humming down and its lights going out. Never
// porridge, a bath with a rubber duck or a bed.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { vehicleOf } from '../../lexicon/vehicles';
import { cap } from '../../text';
import { by } from '../by-band';

const shed = (c: EnCtx): string => vehicleOf(c.hero.char.species)?.shed.en ?? 'at home';

const evening: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${c.hero.name} had a wash with warm water and a big soft brush, {splish, splash|swish, swish}.`,
      `That evening ${c.hero.name} had a wash with warm water and a big soft brush, till ${c.hero.his} paint shone {like new|in the lamplight|like a sweet}.`,
      `That evening ${c.hero.name} had a long wash with warm soapy water and a big soft brush, the mud of the day running off in little rivers, till ${c.hero.his} paint shone {like new|in the lamplight}.`,
    ),
  (c) =>
    by(
      c,
      `Then ${c.hero.his} tank was filled up, glug, glug, glug.`,
      `Then ${c.hero.his} tank was filled right up, glug, glug, glug, ready for tomorrow.`,
      `Then ${c.hero.his} tank was filled right up, glug, glug, glug, and ${c.hero.his} tyres were checked one by one, ready for whatever tomorrow would bring.`,
    ),
];

const closing: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${c.hero.name} ${c.hero.moved} into ${c.hero.his} place ${shed(c)}. ${cap(c.hero.his)} engine hummed down, and ${c.hero.his} lights went out. Good night, ${c.hero.name}!`,
      `Back ${shed(c)}, ${c.hero.name} ${c.hero.moved} into ${c.hero.his} own place. ${cap(c.hero.his)} engine hummed softer and softer, and one by one ${c.hero.his} lights went out. {Good night|Sleep well}, ${c.hero.name}.`,
      `Back ${shed(c)}, ${c.hero.name} ${c.hero.moved} slowly into ${c.hero.his} own place, ${c.hero.his} engine humming softer and softer, until one by one ${c.hero.his} lights went out and only the moon shone on ${c.hero.his} paint. {Good night|Sleep well}, ${c.hero.name}.`,
    ),
  (c) =>
    by(
      c,
      `{The moon|A star} peeked in through the window, and ${c.hero.name}'s lights were out. {Good night|Sleep tight}!`,
      `{The moon|A star|An owl} peeked in through the window to say good night, but ${c.hero.name}'s engine was quiet, and ${c.hero.his} lights were already out.`,
      `{The moon|A sleepy star} peeked in through the window to say good night, but ${c.hero.name}'s engine had gone quiet and ${c.hero.his} lights were out, and ${c.hero.he} was dreaming of {tomorrow|the open road|new adventures}.`,
    ),
];

export const vehicleNight = { evening, closing };
