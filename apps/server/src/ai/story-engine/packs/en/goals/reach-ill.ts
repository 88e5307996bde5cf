// A visit to someone who is ill: they lie in bed, are cheered by the visit and what is brought,
// and are well again by the end of the story.
import type { EnCtx } from '../../../compose/ctx-en';
import { by } from '../../by-band';

const h = (c: EnCtx) => c.hero.name;
const R = (c: EnCtx) => c.recipient?.name ?? '';
const he = (c: EnCtx) => c.recipient?.he ?? 'she';
const him = (c: EnCtx) => c.recipient?.him ?? 'her';

export const illWant = (c: EnCtx, gave: string | undefined): string =>
  by(
    c,
    `${R(c)} was ill in bed, and ${h(c)} wanted to visit ${him(c)}${gave ? ` with ${gave}` : ''}.`,
    `${R(c)} was ill and had to stay in bed, and ${h(c)} wanted to {cheer ${him(c)} up|make ${him(c)} smile again}${gave ? ` with ${gave}` : ''}.`,
    `${R(c)} was ill and had been in bed for days, so ${h(c)} decided to visit ${him(c)}${gave ? ` with ${gave}` : ''}, because nothing helps like a visit when you are poorly.`,
  );

export const illMet = (c: EnCtx): string =>
  by(
    c,
    `And there was ${R(c)} in bed with the covers pulled up to ${c.recipient?.his ?? 'her'} chin. But when ${he(c)} saw ${c.team.them}, ${he(c)} smiled!`,
    `And there was ${R(c)} in bed, {pale and tired|with a red nose|with a warm scarf round ${c.recipient?.his ?? 'her'} neck}, but when ${he(c)} saw ${c.team.them}, ${he(c)} sat up and smiled. "How lovely to see ${c.friend ? 'you two' : 'you'}!"`,
    `And there, in bed under the thick quilt, lay ${R(c)}, {pale and tired|with a red nose and watery eyes|with a woolly scarf round ${c.recipient?.his ?? 'her'} neck}. But when ${he(c)} saw who stood in the doorway, ${he(c)} sat up, and the smile grew and grew. "How lovely to see ${c.friend ? 'you two' : 'you'}," ${he(c)} said. "Now I'll be well in no time."`,
  );

export const illGiven = (c: EnCtx, gave: string): string =>
  by(
    c,
    ` ${h(c)} gave ${him(c)} ${gave}. "I feel better already," said ${R(c)}.`,
    ` ${h(c)} gave ${him(c)} ${gave}, and ${R(c)} said, "I feel better already!"`,
    ` ${h(c)} gave ${him(c)} ${gave}, and ${R(c)} was so pleased that ${he(c)} forgot all about being ill. "This is the best medicine," ${he(c)} said.`,
  );

export const illAfter = (c: EnCtx): string =>
  by(
    c,
    `A few days later, ${R(c)} was well again.`,
    `A few days later, ${R(c)} was well again, and ${he(c)} said the visit had helped most of all.`,
    `Only a few days later, ${R(c)} was quite well again, and ${he(c)} told everyone who would listen that ${h(c)}'s visit had helped most of all.`,
  );
