// The words of more things a child wants to learn: to dive, to do a somersault and to tie
// shoelaces, each with its own tries that go wrong, tips, and what works in the end.
import type { EnCtx } from '../../../compose/ctx-en';
import type { SkillWords } from './learn-words';

const o = (c: EnCtx) => c.owner.name;
const he = (c: EnCtx) => c.owner.he;
const his = (c: EnCtx) => c.owner.his;

export const MORE_WORDS: Record<string, SkillWords> = {
  // A unicorn's or a star's sparkle comes back from gladness, not from pushing.
  shine: {
    fail: [
      () => `out came only a little puff of grey dust`,
      () => `there was one faint blink, like a torch with flat batteries, and then nothing`,
      (c) => `${he(c)} only went red in the face from pushing`,
      (c) => `only a few blades of grass fell off when ${he(c)} shook`,
    ],
    win: [
      (c) => `And then the sparkle came back! ${o(c)} sparkled like sun on water.`,
      (c) =>
        `First came a tiny glimmer, then another, and then ${o(c)} sparkled from top to toe, like frost in the morning sun.`,
      (c) =>
        `First came a tiny glimmer, then another, and then ${o(c)} sparkled from top to toe, so bright that it twinkled on the water and the birds began to sing.`,
    ],
    tips: [
      () => 'think of something that makes you happy',
      () => 'have a little laugh first',
      () => 'do something kind for someone',
      () => 'not push, just breathe',
    ],
    wrong: [() => `out came only grey dust`, () => `there was one blink and then nothing`],
    tryTo: () => 'sparkle',
    gone: (c) => `${his(c)} sparkle was gone`,
    practise: [() => `thought of happy things`, () => `laughed and twirled in the grass`],
    slip: 'went all grey',
    bump: 'a grey day or two',
    titles: [(c) => `${o(c)}’s sparkle`, (c) => `the sparkle of ${o(c)}`],
  },
  dive: {
    fail: [
      (c) => `${he(c)} landed flat on ${his(c)} tummy with a big splash`,
      (c) => `${he(c)} squeezed ${his(c)} eyes shut and jumped in feet first`,
      (c) => `${he(c)} forgot to hold ${his(c)} breath and came up spluttering`,
      (c) => `${he(c)} stood right on the edge and did not dare`,
    ],
    win: [
      (c) => `${o(c)} dived! Plop, straight into the water!`,
      (c) =>
        `${o(c)} stretched ${his(c)} arms over ${his(c)} head and dived straight in, hardly a splash!`,
      (c) =>
        `${o(c)} stretched ${his(c)} arms over ${his(c)} head, leaned forward and dived, gliding down through the green water before coming up laughing.`,
    ],
    tips: [
      () => 'keep your arms over your head',
      () => 'look at the water, not your toes',
      () => 'take a breath before you jump',
      () => 'start from a low rock',
    ],
    wrong: [(c) => `${he(c)} belly-flopped with a splash`, () => `feet went in first`],
    tryTo: () => 'dive',
    spot: `from {a rock at the edge|a low jetty|a flat stone}`,
    practise: [(c) => `practised holding ${his(c)} breath`, () => `jumped in feet first`],
    slip: 'belly-flopped',
    bump: 'a belly flop or two',
    titles: [(c) => `${o(c)} dives`, (c) => `plop, ${o(c)}!`],
  },
  somersault: {
    fail: [
      (c) => `${he(c)} rolled sideways and ended up on ${his(c)} back`,
      (c) => `${he(c)} put ${his(c)} head down and stayed there, upside down`,
      (c) => `${he(c)} got halfway round and sat down with a bump`,
      (c) => `${he(c)} got so dizzy that everything spun`,
    ],
    win: [
      (c) => `${o(c)} did a somersault! Round and up!`,
      (c) => `${o(c)} did a somersault, round and round, and landed right on ${his(c)} feet!`,
      (c) =>
        `${o(c)} tucked ${his(c)} head in, rolled over in one soft movement and landed right on ${his(c)} feet, arms in the air.`,
    ],
    tips: [
      () => 'tuck your chin to your tummy',
      () => 'make yourself round like a ball',
      () => 'put your hands down first',
      () => 'start on a soft slope',
    ],
    wrong: [(c) => `${he(c)} rolled sideways`, (c) => `${he(c)} flopped on ${his(c)} back`],
    tryTo: () => 'do a somersault',
    spot: `on {the soft grass|a little grassy slope|the moss}`,
    practise: [() => `rolled about in the grass`, () => `practised curling up like a ball`],
    slip: 'rolled sideways',
    bump: 'a wonky roll or two',
    titles: [(c) => `${o(c)} rolls over`, (c) => `round and round, ${o(c)}!`],
  },
  shoelaces: {
    fail: [
      () => `the laces turned into a big tangle`,
      (c) => `${he(c)} tied both shoes together and tripped`,
      () => `the bow came undone at once`,
      (c) => `${he(c)} tied the lace to ${his(c)} trousers`,
    ],
    win: [
      (c) => `${o(c)} tied the laces! A neat bow!`,
      (c) => `${o(c)} tied ${his(c)} shoelaces all alone, with two neat bows!`,
      (c) =>
        `${o(c)} made a loop, wrapped the other lace round and pulled, and there it was: ${he(c)} had tied ${his(c)} shoelaces, neat and tight, all alone.`,
    ],
    tips: [
      () => 'make two bunny ears',
      () => 'wrap the lace round the tree',
      () => 'pull both loops slowly',
      () => 'take your time',
    ],
    wrong: [() => `the laces tangled up`, () => `the bow came undone`],
    tryTo: () => 'tie the laces',
    practise: [() => `practised making bunny ears`, () => `tied and untied the laces`],
    slip: 'tied my laces in a knot',
    bump: 'a tangle or two',
    titles: [(c) => `${o(c)} and the shoelaces`, (c) => `bunny ears, ${o(c)}!`],
  },
};
