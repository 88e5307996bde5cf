// Hva helten er av yrke, fortalt i åpningen: en brannmann er brannmann fra de første linjene,
// med hjelmen og brannbilen fortellingen kan trenge senere.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';
import { roleOf, type RoleWordsNo } from './goals/rescue-words';

const at = (r: RoleWordsNo): string => (r.at ? ` ${r.at}` : '');

export const role: Bank<NoCtx> = [
  (c) => {
    const r = roleOf(c);
    if (!r) return null;
    return by(
      c,
      r.at
        ? `${c.hero.name} var ${c.hero.noun.sg}${at(r)}.`
        : `${c.hero.name} var ${c.hero.noun.sg} og hadde ${r.gear}.`,
      `Som ${c.hero.noun.sg}${at(r)} hadde ${c.hero.name} alltid ${r.gear} for hånden, og jobben var å ${r.work}.`,
      `Som ${c.hero.noun.sg}${at(r)} hadde ${c.hero.name} alltid ${r.gear} ved døra og ${r.ride} klar utenfor. Jobben var å ${r.work}.`,
    );
  },
  (c) => {
    const r = roleOf(c);
    if (!r) return null;
    return by(
      c,
      `Hver dag gikk ${c.hero.name} på jobb som ${c.hero.noun.sg}${at(r)}.`,
      `Hver dag gikk ${c.hero.name} på jobb som ${c.hero.noun.sg}${at(r)} for å ${r.work}.`,
      `Hver morgen gikk ${c.hero.name} på jobb som ${c.hero.noun.sg}${at(r)}, med ${r.gear}, klar til å ${r.work}.`,
    );
  },
];
