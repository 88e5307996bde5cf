// The links that hold an episode together: the idea that comes from something the story has
// shown (a helper, a gift, what a helper said, the hero's own way of being), the trail that
// goes cold, and what getting past leads to — the way on, or the goal.
import { hungerFood } from '../../lexicon/hunger-foods';
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { crawlsKind } from '../../compose/body';
import { placeById } from '../../lexicon/places';
import { isSight } from '../../lexicon/lost-things';
import { by } from '../by-band';
import { isIndoor, oneBuilding } from '../ground';
import { hasHands, other, team, who } from './slots';

/** Where the team stands once the obstacle is behind them. */
const past = (c: EnCtx): string => {
  switch (c.episode) {
    case 'stream':
      return c.p([
        'On the other side of the water',
        'Safe on the far bank',
        'Over the water at last',
        'With dry feet again',
      ]);
    case 'steep':
      return c.p(['Up at the top', 'Right at the top', 'At the top at last', 'Puffing at the top']);
    case 'tunnel':
      return c.p(['Out in the light again', 'At the far end of the tunnel']);
    case 'locked':
      return c.p(['On the other side', 'Through at last', 'Past the gate']);
    case 'waves':
      return c.p(['Out past the waves', 'Beyond the big waves']);
    case 'wind':
      return c.p([
        'When the wind at last died down',
        'When the wind was still',
        'Once the wind had blown out',
      ]);
    case 'thorns':
      return c.p(['On the other side of the thorns', 'Past the thorns', 'Free of the thorns']);
    case 'snow':
      return c.p(['Back on firm ground', 'Out of the deep snow', 'Past the snow']);
    case 'float':
      return 'At last on the right course';
    case 'try':
      return c.young
        ? c.p(['Wiser now', 'At last', 'Now'])
        : c.p([
            `With what ${c.team.they} had learned`,
            'A bit wiser now',
            `With each try behind ${c.team.them}`,
            'After all those tries',
          ]);
    case 'trail':
      return c.p(['With the new clue', 'With a clue to go on', 'Thanks to the clue']);
    default:
      return 'After that';
  }
};

const SPACE = new Set(['space', 'moon']);

/** A helper who is here but does not come along. */
const staying = (c: EnCtx) => (c.helper && !c.helperJoined ? c.helper : undefined);

export const onward: Bank<EnCtx> = [
  (c) => {
    if (!c.next) return null;
    // The next room of the same house is no way on: only the next thing to do.
    if (oneBuilding(c.place.id, c.next.id))
      return `${past(c)}, ${team(c)} ${c.team.was} ready for {the next thing|the next thing on the list}.`;
    // "the way on board the train", never "the way on on board".
    const on = c.next.to.startsWith('on ') ? '' : 'on ';
    const way = SPACE.has(c.setting) ? `${c.next.the} far ahead` : `the way ${on}${c.next.to}`;
    return by(
      c,
      `${team(c)} {saw|spotted} ${way}.`,
      `${past(c)}, ${team(c)} {saw|spotted} ${way}.`,
    );
  },
  (c) => {
    // No path leads into a room: the way into a waiting room or a kitchen is a door.
    if (!c.next || SPACE.has(c.setting) || !c.outdoors || isIndoor(placeById(c.next.id).setting))
      return null;
    return by(
      c,
      `${past(c)}, ${team(c)} found a path ${c.next.to}.`,
      `${past(c)}, ${team(c)} found a {narrow|winding|little} path ${c.next.to}.`,
    );
  },
  (c) => {
    const h = staying(c);
    if (!h) return null;
    return by(
      c,
      `${h.name} {waved goodbye|waved and waved|waved bye-bye}, and ${team(c)} {went on|set off|trotted on}.`,
      `${h.name} waved goodbye and pointed ${c.next ? c.next.to : 'ahead'}, and ${team(c)} set off.`,
      `${h.name} waved goodbye and pointed the way ${c.next ? c.next.to : 'for the last stretch'}. "Good luck," ${h.he} said, and ${team(c)} set off.`,
    );
  },
  (c) => {
    if (c.episode !== 'trail' || !c.next) return null;
    return by(
      c,
      `And the trail {pointed|went|led} straight ${c.next.to}!`,
      `And the trail pointed straight ${c.next.to}, so that was where ${c.team.they} had to go.`,
      `And the {trail|track|line of clues} {pointed|led|ran} straight ${c.next.to}, so {the next answer|the next clue|the rest of the puzzle} had to be {there|waiting there}.`,
    );
  },
  (c) => {
    if (c.next) return null;
    return by(
      c,
      `${past(c)}, ${team(c)} ${c.team.was} {nearly there|close now|not far from the end|close to the end}.`,
      `${past(c)}, ${team(c)} ${c.team.was} nearly there, {with the end in sight|with just a little way left|with only the last bit to go}.`,
    );
  },
  (c) => {
    if (c.next) return null;
    return by(
      c,
      `${past(c)}, ${team(c)} {went on|kept going|walked on}.`,
      `${past(c)}, ${team(c)} {went on|kept going}, {with lighter steps than before|heads held high|faster now}.`,
    );
  },
  (c) => {
    if (c.next) return null;
    return by(
      c,
      `${team(c)} {smiled|breathed out|stood up tall}, for it was not far now.`,
      `${team(c)} {smiled|breathed out|stood up tall}, for {it was not far now|the worst was behind ${c.team.them}|the end was close}.`,
    );
  },
  (c) => {
    const goal = sought(c);
    if (!goal) return null;
    return by(
      c,
      `Now ${goal} ${goal === c.thing?.the && c.thing.sg === c.thing.pl ? 'were' : 'was'} {not far away|close|nearly in reach}.`,
      `${past(c)}, ${team(c)} ${c.team.was} a good deal closer to ${goal}.`,
    );
  },
];

/**
 * What is still sought: the thing itself or, once the thing is in hand, the door it opens, its
 * owner or its nest — never something already in a pocket.
 */
function sought(c: EnCtx): string | null {
  if (c.goal !== 'find' || !c.thing) return null;
  if (c.variant === 'door') return `the door ${c.thing.the} would open`;
  if (c.variant === 'owner') return `the owner of ${c.thing.the}`;
  if (c.variant === 'nest') return 'the nest';
  // A hungry one seeks berries, not one berry.
  const food = c.variant === 'hungry' ? hungerFood(c.thing.id) : undefined;
  if (food?.count === 'many') return `the ${food.en.pl}`;
  return c.thing.the;
}

/** The trail goes cold: searched everywhere, nothing found yet. */
export const lostTrail: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `But ${c.place.in} the trail {stopped|was suddenly gone|ended}.`,
      `But ${c.place.in} the trail suddenly stopped, and ${team(c)} searched {high and low|everywhere} without finding a thing.`,
      `But ${c.place.in} the trail {suddenly|all at once|just} stopped, and however hard ${c.team.they} {searched|looked|hunted}, there was not a single {sign|print|clue} {left|to be found|anywhere}.`,
    ),
  (c) =>
    by(
      c,
      `${c.hero.name} {looked and looked|looked everywhere|searched high and low|peeped under every leaf} ${c.place.in}, but the trail was {gone|nowhere to be seen|lost|all gone}.`,
      `${c.hero.name} looked in every corner ${c.place.in}, but the trail was gone, as if {someone had rubbed it out|the ground had swallowed it|it had never been there|it had melted away}.`,
      `${c.hero.name} {looked in every corner|searched every nook|hunted high and low|went back twice} ${c.place.in}, but the {trail|track|last sign} had {vanished|gone|faded}, as if {someone had rubbed it out|the ground had swallowed it|it had never been there|it had melted away|the wind had blown it off}.`,
    ),
  (c) =>
    by(
      c,
      `The trail got {fainter and fainter|smaller and smaller|harder to see}, and then it was {gone|quite gone|lost}.`,
      `The trail got {fainter and fainter|harder to see|lost bit by bit}, until ${team(c)} could not find it {at all|anywhere|any more}.`,
      `{With every step|Bit by bit|Step by step} the trail grew {fainter|thinner|harder to read} ${c.place.in}, until ${team(c)} {stood there not knowing which way to go|stopped and scratched ${c.team.their} heads|had nothing left to follow}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {${a.person ? 'searched' : 'sniffed'}|peeked|dug} {by the path|round a rock|under a leaf|near a post}, but found {nothing|no more prints|not one sign}.`,
      `${a.name} {${hasHands(a) ? 'got down on hands and knees' : crawlsKind(a.char.kind) ? `put ${a.his} nose to the ground` : 'bent right down to the ground'}|peered at the ground|crept along the path} ${c.place.in}, but the {prints|marks|trail} just {stopped|ran out|went nowhere}{| by ${c.p(['a stone', 'a puddle', 'an old post', 'a bush'])}}.`,
      `${a.name} {${hasHands(a) ? 'got down on hands and knees' : crawlsKind(a.char.kind) ? `put ${a.his} nose to the ground` : 'bent right down to the ground'}|crept along bent double|peered at every inch of ground} ${c.place.in}, but the {prints|marks} simply {stopped|ran out} {by ${c.p(['a stone', 'a puddle', 'an old post'])}|in the middle of nowhere}, as if whoever made them had {flown away|turned into air|stepped onto a cloud}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `"Where did it go?" {asked|said} ${a.name}{| ${c.place.in}| and frowned}.`,
      `"{Where did it go|Where has it gone|A trail can't just vanish}?" {said|asked|muttered} ${a.name}, {looking around|turning in a circle|scratching ${a.his} head} ${c.place.in}.`,
      `"{A trail doesn't just vanish|Things don't simply disappear}," {said|muttered} ${a.name}, {turning slowly in a circle|scratching ${a.his} head} ${c.place.in}, but this one {seemed to have done exactly that|had done just that}.`,
    );
  },
];

/** The idea after a try that failed, from what the story has shown. The next line is the way. */
export const idea: Bank<EnCtx> = [
  (c) =>
    `${c.p(['Then', 'Just then', 'And then'])} ${who(c).name} {had a plan|had a good plan|had a thought|knew what to do}{| and smiled| and grinned| and clapped}.`,
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {thought hard|scratched ${a.his} head|sat down} and {said|cried|whispered}, "{I know|Now I know|Aha|Got it}!"`,
      `${a.name} {sat down|stood still|paced up and down} and thought {hard|for a long time|and thought}, until ${a.he} {suddenly smiled|lit up|got a gleam in ${a.his} eye}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const a = who(c);
    const b = other(c, a) ?? c.hero;
    return by(
      c,
      `"Maybe we {can try|try} {like this|this way|another way|over there}?" {said|asked|whispered} ${b.name}, pointing.`,
      `"Maybe we {try another way|do it the other way round|think about it differently}?" {said|asked|suggested} ${b.name}, and ${a.name} {nodded|said yes|lit up}.`,
    );
  },
  (c) => {
    const h = c.helpersMet.find((x) => x.char !== c.helper?.char);
    if (!h) return null;
    return by(
      c,
      `Then ${c.hero.name} remembered what ${h.name} had said: "{Don't give up|Try another way|Look around you|Think before you leap}."`,
      `{Then|Just then|All at once} ${c.hero.name} remembered ${h.name}: "{If one way is shut, find another|Look around before you give up|Stop and think first}."`,
    );
  },
  (c) => {
    if (!c.gift) return null;
    return `${c.hero.name} thought of ${c.gift.the} and {felt brave again|found new heart|stood up tall|was ready to try once more}.`;
  },
  (c) =>
    by(
      c,
      `${c.hero.name} was {so|quite} ${c.hero.trait}, and {now|then} that {helped|was a help}.`,
      `${c.hero.name} was {so|ever so|quite} ${c.hero.trait}, and {now|right now|just then} that {came in handy|was a big help|helped a lot}.`,
    ),
];

/** A helper who is here steps in after the try that failed. The next line is the trick. */
export const ideaHelper: Bank<EnCtx> = [
  (c) =>
    c.helper
      ? `"Wait {a bit|now|a moment}, I can {help|help you|do something|sort this out}," said ${c.helper.name}{| with a smile|, coming closer| with a nod}.`
      : null,
  (c) =>
    c.helper
      ? `${c.helper.name} had seen {it all|the whole thing|everything} and said {kindly|calmly|softly}, "Let me {try|have a go|help}."`
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `{Then|Just then|Soon} ${c.helper.name} {said|whispered|called}, "I know {what to do|a way|a trick}."`,
          `Then ${c.helper.name} {came over|came closer|${crawlsKind(c.helper.char.kind, c.helper.person) ? 'trotted up' : `${c.helper.moved} over`}} and said{| softly| with a smile}, "I know {what to do|a way|a trick|something that might work}."`,
        )
      : null,
  (c) =>
    c.helper
      ? `"{Maybe I can {do something|help|show you something}|Could I {help|lend a hand|try something}|May I try}, ${c.hero.name}?" ${c.helper.name} {asked|said|offered} {${c.place.in}|with a smile|with a nod|at once}.`
      : null,
];

/** Why the obstacle matters: what lies beyond it, what nobody reaches without getting past. */
export const blocks: Bank<EnCtx> = [
  (c) =>
    c.next
      ? by(
          c,
          `And the {way|path|only way} ${c.next.to} went {right through there|just there|that very way|straight past it}.`,
          `The {way|path|track} on ${c.next.to} went {right through there|through there and nowhere else|straight across it}. There was {no going round|no other way|no way past it|nothing else for it}.`,
        )
      : null,
  (c) =>
    // (A sight is in the sky, not behind a gate: only the way nearer to it is barred.)
    sought(c) && !isSight(c.thing?.id)
      ? by(
          c,
          `And ${sought(c)} might be {just beyond|on the other side}!`,
          `And without getting past, ${c.team.they} would never get any closer to ${sought(c)}.`,
        )
      : null,
  (c) =>
    by(
      c,
      `{How|But how|So how} {would|could} ${team(c)} {get past|get by|go on|get across|ever get through} {now|here|from here|today}?`,
      `${team(c)} {stood and looked|stood still|went quiet|stopped and thought}. {How|But how|And how} {would|could} ${c.team.they} {ever get past|go on|manage this|get to the other side|reach ${c.next?.the ?? 'the end'}}{| now| from here}?`,
      `${team(c)} {stood and looked|stopped|stood still}, for nobody would get {any further|past|across} here without some {hard|careful|clever} thinking.`,
    ),
  (c) =>
    !c.next && c.target
      ? `{And {just|right} beyond it {waited|lay}|And on the other side, {not far at all|so close now|almost in reach}, {waited|lay}|Past that, and only past that, {waited|lay}|And after that, at long last, {waited|lay|came}|Beyond that, {bright and near|big and round|so very near}, {waited|lay}} ${c.target.the}.`
      : null,
];
