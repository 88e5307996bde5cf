// Who the hero is by trade, told in the opening: a firefighter is one from the first lines,
// with the helmet and the fire engine the story may need later.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';
import { roleOf, type RoleWordsEn } from './goals/rescue-words';

const at = (r: RoleWordsEn): string => (r.at ? ` ${r.at}` : '');

export const role: Bank<EnCtx> = [
  (c) => {
    const r = roleOf(c);
    if (!r) return null;
    return by(
      c,
      r.at
        ? `${c.hero.name} was ${c.hero.a}${at(r)}.`
        : `${c.hero.name} was ${c.hero.a}, with ${r.gear}.`,
      `As ${c.hero.a}${at(r)}, ${c.hero.name} always had ${r.gear} close at hand, and ${c.hero.his} job was to ${r.work}.`,
      `As ${c.hero.a}${at(r)}, ${c.hero.name} kept ${r.gear} by the door and ${r.ride} ready outside, and ${c.hero.his} job was to ${r.work}.`,
    );
  },
  (c) => {
    const r = roleOf(c);
    if (!r) return null;
    return by(
      c,
      `Every day ${c.hero.name} went to work as ${c.hero.a}${at(r)}.`,
      `Every day ${c.hero.name} went to work as ${c.hero.a}${at(r)}, with ${r.gear}, to ${r.work}.`,
      `Every morning ${c.hero.name} went to work as ${c.hero.a}${at(r)}, with ${r.gear}, ready to ${r.work}.`,
    );
  },
];
