import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import type { ObstacleKind } from '../../compose/pack-types';
import { by } from '../by-band';
import { hasDoors, isBare, isLivedIn } from '../ground';
import { holdsAt } from './ground-words';
import { limb, worn } from './slots';

type Obstacle = { problem: Bank<EnCtx>; solo: Bank<EnCtx> };

/** What is locked in the way: a door where there are houses, a gate in a fence out of doors. */
const shut = (c: EnCtx): string => (hasDoors(c.setting) ? '{door|gate}' : 'gate');

export const obstacle: Record<ObstacleKind, Obstacle> = {
  stream: {
    problem: [
      (c) =>
        by(
          c,
          `But a {stream|brook|fast stream} was in the way, too {wide|deep|fast} to jump.`,
          `But a {rushing|bubbling|noisy} stream ran right across the path ${c.place.in}, too wide to jump.`,
          `But a {rushing|swollen|chattering} stream cut right across the path ${c.place.in}, too wide to jump and too fast to wade.`,
        ),
      (c) =>
        by(
          c,
          `The {water|stream|brook} was {deep|cold|fast}, and the {stones|rocks} were {slippery|wobbly|far apart|wet}.`,
          `The water was {cold and deep|fast and foamy|quick and chilly|dark and swirly}, and the {stones|stepping stones|rocks} {were|looked} {slippery|wobbly|green with moss|far apart}.`,
          `The water was {cold and deep|fast and foamy}, and the stepping stones were {green and slippery with moss|round and wobbly as eggs}.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} put a {long log|big plank|fallen branch} over the {water|stream|brook}, and {across ${c.team.they} went|whoops, ${c.team.they} ${c.team.was} over|${c.team.they} wobbled across}!`,
          `${c.hero.name} found a {long log|fallen branch|old plank} and laid it over the water like a bridge, and ${c.team.they} {crossed|wobbled over|edged across} {with care|step by step|on tiptoe|arms out wide|one at a time}.`,
          `${c.hero.name} found a {fallen log|long branch|weathered plank}, dragged it to the bank and laid it across like a bridge. Then, {one careful step at a time|slow and steady|arms out wide}, ${c.team.they} crossed {to the other side|without a splash|safe and dry}.`,
        ),
      (c) =>
        by(
          c,
          `${c.hero.name} hopped {from stone to stone|across the flat stones|from rock to rock}, {hop, hop, hop|one, two, three|hippity-hop}!`,
          `${c.hero.name} spotted some {flat|big|round} stones and hopped from one to the next.`,
          `${c.hero.name} spotted a row of {flat|broad} stones just under the surface and hopped from one to the next, arms out wide for balance.`,
        ),
    ],
  },
  steep: {
    problem: [
      (c) =>
        by(
          c,
          `{The way|The path|The hill} went up, up, up{| ${c.place.in}}, and it was {very|so|really} steep!`,
          `The way ${c.place.in} went up a {steep, rocky|long, stony} slope, and the stones kept sliding.`,
          `The path ${c.place.in} climbed a slope so {steep and rocky|steep and crumbly} that each second step sent pebbles {rolling|sliding|tumbling} back down.`,
        ),
      (c) =>
        by(
          c,
          `A {big|tall|grey} wall of rock {was in the way|stood across the path|blocked the way ${c.place.in}}.`,
          `A {tall|high} wall of rock stood in the way, with only a few {cracks|ledges} to hold.`,
          `A {tall|sheer} wall of rock stood in the way, with only a few narrow {cracks|ledges} for fingers and toes.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} went {slowly|with care|step by step} and made it to the top!`,
          `${c.hero.name} went slowly, holding on to ${holdsAt(c.setting, '{roots|rocks|tufts of grass}')}, until ${c.hero.he} reached the top.`,
          `${c.hero.name} went slowly and tested every step, holding on to ${holdsAt(c.setting, '{roots and rocks|tufts of heather}')}. At last ${c.hero.he} pulled ${c.hero.him}self over the top{| with a grin|, puffing}.`,
        ),
      (c) =>
        by(
          c,
          `${c.hero.name} found a {zigzag|winding|small} path, zig, zag, up!`,
          `${c.hero.name} found a zigzag path that made the climb {much easier|easy|far easier}.`,
          `${c.hero.name} noticed a faint zigzag path ${isBare(c.setting) ? 'between the rocks' : 'worn by {goats|sheep|deer}'}, and followed it all the way to the top.`,
        ),
    ],
  },
  tunnel: {
    problem: [
      (c) =>
        by(
          c,
          `{The way|The path} went into a {dark|long|low} tunnel{| ${c.place.in}|, and it was {very|so} dark}.`,
          `The {way|path} went into a long, {dark|low|narrow} tunnel{| ${c.place.in}}, and nobody could see {the end|where it came out|what was inside}.`,
          `The way led into a long, {dark|low} tunnel, and however hard ${c.team.they} peered, nobody could see where it ended.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} held on to the wall and went {slowly|bravely|step by step} till {light|the sun|a bright spot} {shone|showed|came} ahead!`,
          `${c.hero.name} kept one ${limb(c.hero)} on the {cool|damp} wall and walked on slowly, until a spot of light showed the way out.`,
          `${c.hero.name} kept one ${limb(c.hero)} on the {cool|damp} stone wall and counted the steps out loud, until a small round spot of daylight showed the way out.`,
        ),
      (c) =>
        by(
          c,
          `${c.hero.name} {sang a song|hummed a tune|counted out loud} in the dark, and soon ${c.team.they} ${c.team.was} out.`,
          `${c.hero.name} sang to keep brave in the dark, and soon the tunnel {ended|opened up|was behind ${c.team.them}}.`,
          `${c.hero.name} sang an old song to keep the dark company, and before the last verse the tunnel opened up into daylight.`,
        ),
    ],
  },
  locked: {
    problem: [
      (c) =>
        by(
          c,
          `A {big|tall|heavy} ${shut(c)} {was shut|stood in the way|blocked the way}, and it was {locked|stuck|locked tight}!`,
          `A big old ${shut(c)} stood in the way ${c.place.in}, and it was locked tight.`,
          `A heavy old ${shut(c)} stood in the way ${c.place.in}, locked tight, its keyhole dark and empty.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} knocked, knock, knock, and the ${shut(c)} {opened|swung open|creaked open}.`,
          `${c.hero.name} knocked three times, {nicely|softly|nicely}, and to everyone's surprise it creaked open.`,
          `${c.hero.name} knocked three times, very politely, and with a long, rusty creak it swung open, as if it had only been waiting to be asked.`,
        ),
      // Nobody climbs in at a window where people live or work: one knocks there.
      (c) =>
        c.variant === 'visit' || isLivedIn(c.setting)
          ? null
          : !hasDoors(c.setting)
            ? by(
                c,
                `${c.hero.name} found a {gap|hole|loose plank} in the fence and {wiggled|squeezed|crawled} through.`,
                `${c.hero.name} found a {gap|loose plank} low down in the fence and wiggled through it.`,
                `${c.hero.name} found a loose plank low down in the fence, just wide enough, and wriggled through it with a great deal of puffing.`,
              )
            : by(
                c,
                `${c.hero.name} found a {small|tiny|open} window and {wiggled|squeezed|crawled} {through|in}.`,
                `${c.hero.name} found a little {window|hatch} at the side and wiggled through it.`,
                `${c.hero.name} found a little {window|hatch} round the side, just big enough, and wriggled through it with a great deal of puffing.`,
              ),
    ],
  },
  waves: {
    problem: [
      (c) =>
        by(
          c,
          `The waves were {big|so big|tall}, {whoosh, splash|splash, splosh|whoosh, whoosh}!`,
          `The waves grew {big and splashy|tall and wild|high and white}, and the water {rocked|tossed|bobbed} ${c.team.them} up and down{| ${c.place.in}| like a cork}.`,
          `The waves grew tall and foamy, and the water tossed ${c.team.them} up and down like a toy.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} held on {tight|very tight}, and soon the sea was {calm|still}.`,
          `${c.hero.name} held on tight and waited, and soon the sea grew {calm|still|gentle} again.`,
          `${c.hero.name} held on tight and sang to keep ${c.hero.his} courage up, and little by little the sea grew calm again.`,
        ),
    ],
  },
  wind: {
    problem: [
      (c) =>
        by(
          c,
          `"{Whoo|Whoosh|Hoo}," went the wind ${c.place.in}, and ${c.hero.poss} ${worn(c.hero)} {flapped|flew up}.`,
          `The wind ${c.place.in} {grabbed|tugged at|pulled} ${c.hero.poss} ${worn(c.hero)} and {howled|roared|huffed} as if it {wanted to play|was cross|was in a hurry}.`,
        ),
      (c) =>
        by(
          c,
          `The wind blew {hard|so hard|very hard}{| ${c.place.in}}, {whoo|whoosh|brrr}!`,
          `A strong wind blew so hard ${c.place.in} that ${c.hero.name} could {barely|hardly} move.`,
          `A wild wind came howling across ${c.place.the}, pushing so hard that ${c.hero.name} could barely take a step.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} {gripped|held} {a post|a rock|a fence} till the wind {dropped|stopped|gave up}.`,
          `${c.hero.name} {grabbed|clung to} {an old fence|a thick post|a big rock} ${c.place.in} and held on until the wind {gave up|died down|got bored}.`,
          `${c.hero.name} clung to {an old fence|a thick post|a big rock} ${c.place.in} ${c.hero.hands ? 'with both hands' : `with all ${c.hero.his} might`} until the wind {gave up and moved on|grew tired of blowing|settled down at last}.`,
        ),
      (c) =>
        by(
          c,
          `${c.hero.name} took {small|slow|tiny} steps into the wind, {step by step|bit by bit}.`,
          `${c.hero.name} {turned ${c.hero.his} back to the wind|ducked ${c.hero.his} head|made ${c.hero.him}self small} and {took small steps|walked backwards|crawled} ${c.place.in}, {step by step|bit by bit|until the worst was over}.`,
          `${c.hero.name} turned ${c.hero.his} back to the wind, ducked ${c.hero.his} head and {took tiny steps|walked backwards} ${c.place.in}, {step by step|one step at a time}, until the worst had blown over.`,
        ),
      (c) =>
        by(
          c,
          `${c.hero.name} got down low, and the wind went {over|past} ${c.hero.him}.`,
          `${c.hero.name} crouched down low behind a {rock|bush|wall} until the wind grew tired.`,
          `${c.hero.name} crouched low behind a {rock|wall} and waited, and after a while the wind grew bored and blew off somewhere else.`,
        ),
    ],
  },
  thorns: {
    problem: [
      (c) =>
        by(
          c,
          `Thorns ${c.place.in} {caught|snagged|pulled at} ${c.hero.poss} ${c.hero.dressed ? '{coat|sleeve|socks}' : worn(c.hero)}.`,
          `The thorns ${c.place.in} grew so {thick|close} that {there was no gap at all|no path went through|not even a cat could get by}.`,
        ),
      (c) =>
        by(
          c,
          `{Prickly|Thick|Thorny} bushes {were in the way|grew across the path|blocked the way ${c.place.in}}, {ouch|ow|oof}!`,
          `Thick, prickly bushes {blocked the way|grew right across the path|stood in the way} ${c.place.in}, and {ouch, they scratched|ow, they caught at every sleeve|oof, they were sharp}!`,
          `A wall of {thorny|prickly|tangled} bushes {blocked the way|stood across the path|closed off the way} ${c.place.in}, so thick that {not even a mouse could squeeze through|no light came through|nobody could see the other side}.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} {pushed the twigs back|bent the branches back|found a gap} and {crept|slid|slipped} through.`,
          `${c.hero.name} {gently bent the branches aside|held the prickly twigs back with a stick} ${c.place.in}, and {one by one|slowly|without a single scratch} ${c.team.they} got through.`,
        ),
      (c) =>
        by(
          c,
          `${c.hero.name} {crawled|wriggled|slid} under the low branches, {on ${c.hero.his} tummy|slow and careful|bit by bit}.`,
          `${c.hero.name} lay {flat|down on ${c.hero.his} tummy} and {crawled|wriggled} under the lowest branches ${c.place.in}, {where the thorns could not reach|quiet as a mouse|without a single scratch}.`,
        ),
      (c) =>
        by(
          c,
          `${c.hero.name} found a way {round|around|past} the {bushes|thorns|prickles}.`,
          `${c.hero.name} walked along the bushes until ${c.hero.he} found a {gap|way through|gate}.`,
          `${c.hero.name} walked patiently along the edge of the bushes until ${c.hero.he} found a gap just wide enough to slip through.`,
        ),
    ],
  },
  snow: {
    problem: [
      (c) =>
        by(
          c,
          `The snow {${c.place.in} |}was {so|very|really} deep{|, right up to the knees|, crunch, crunch}!`,
          `The snow was so deep that ${c.hero.name} sank in up to ${c.hero.his} {middle|knees|nose}.`,
          `The snow was so deep and soft that with every step ${c.hero.name} sank in up to ${c.hero.his} middle.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} made {big|giant|long} steps, {stomp, stomp|crunch, crunch|stomp, crunch}!`,
          `${c.hero.name} tied big flat leaves to ${c.hero.his} feet like snowshoes and walked on top of the snow.`,
          `${c.hero.name} tied broad, flat pieces of bark to ${c.hero.his} feet like snowshoes, and after a few wobbly tries, walked right across the top of the snow.`,
        ),
    ],
  },
  float: {
    problem: [
      (c) =>
        by(
          c,
          `{Oh|Oops|Uh-oh}, {it all|the bags|the cups} began to float{| away| up and up}!`,
          `Up here nothing stayed down, and ${c.hero.name} began to float away.`,
          `Up here nothing stayed where it was put, and ${c.hero.name} began to drift gently away, turning slow somersaults.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} held on to a rope and pulled, pull, pull!`,
          `${c.hero.name} grabbed a rope and pulled ${c.hero.him}self back, hand over hand.`,
          `${c.hero.name} caught hold of a rope and pulled ${c.hero.him}self back, hand over hand, laughing at how strange it felt.`,
        ),
    ],
  },
};
