// Et besøk hos en som er syk: hen ligger i senga, blir glad for besøket og det de har med, og
// er frisk igjen når fortellingen slutter.
import type { NoCtx } from '../../../compose/ctx-no';
import { by } from '../../by-band';

const h = (c: NoCtx) => c.hero.name;
const R = (c: NoCtx) => c.recipient?.name ?? '';
const han = (c: NoCtx) => c.recipient?.han ?? 'hun';
const ham = (c: NoCtx) => c.recipient?.ham ?? 'henne';

export const illWant = (c: NoCtx, gave: string | undefined): string =>
  by(
    c,
    `${R(c)} var syk og lå i senga, og ${h(c)} ville besøke ${ham(c)}${gave ? ` med ${gave}` : ''}.`,
    `${R(c)} var syk og måtte ligge i senga, og ${h(c)} ville {muntre ${ham(c)} opp|gjøre ${ham(c)} glad igjen}${gave ? ` med ${gave}` : ''}.`,
    `${R(c)} var syk og hadde ligget i senga i mange dager, og ${h(c)} bestemte seg for å besøke ${ham(c)}${gave ? ` med ${gave}` : ''}, for ingenting hjelper så godt som et besøk når man er syk.`,
  );

export const illMet = (c: NoCtx): string =>
  by(
    c,
    `Og der lå ${R(c)} i senga med dyna helt opp til haken. Men da ${han(c)} så ${c.team.dem}, smilte ${han(c)}!`,
    `Og der lå ${R(c)} i senga, {blek og trøtt|med rød nese|med et varmt skjerf rundt halsen}, men da ${han(c)} så ${c.team.dem}, satte ${han(c)} seg opp og smilte. «Så godt å se ${c.friend ? 'dere' : 'deg'}!»`,
    `Og der, i senga under den tykke dyna, lå ${R(c)}, {blek og trøtt|med rød nese og vann i øynene|med et ullskjerf rundt halsen}. Men da ${han(c)} så hvem som sto i døra, satte ${han(c)} seg opp, og smilet ble større og større. «Så godt å se ${c.friend ? 'dere' : 'deg'},» sa ${han(c)}, «nå blir jeg nok snart frisk.»`,
  );

export const illGiven = (c: NoCtx, gave: string): string =>
  by(
    c,
    ` ${h(c)} ga ${ham(c)} ${gave}. «Nå kjenner jeg meg bedre allerede,» sa ${R(c)}.`,
    ` ${h(c)} ga ${ham(c)} ${gave}, og ${R(c)} sa: «Nå kjenner jeg meg bedre allerede!»`,
    ` ${h(c)} ga ${ham(c)} ${gave}, og ${R(c)} ble så glad at ${han(c)} glemte at ${han(c)} var syk. «Dette er den beste medisinen,» sa ${han(c)}.`,
  );

export const illAfter = (c: NoCtx): string =>
  by(
    c,
    `Noen dager etter var ${R(c)} helt frisk igjen.`,
    `Noen dager etter var ${R(c)} frisk igjen, og ${han(c)} sa at det var besøket som hjalp mest.`,
    `Bare noen dager etter var ${R(c)} helt frisk igjen, og ${han(c)} sa til alle som ville høre det at det var besøket til ${h(c)} som hadde hjulpet mest.`,
  );
