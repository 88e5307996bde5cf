// Wishing to be different (learn, variant `self`): a giraffe too tall for the school bus, an ant
// who wishes he were big, curls that will not lie flat. The trait causes trouble, the hero tries
// to change it and each try goes wrong its own way, friends say they like the hero as they are,
// and at the turn that very trait saves the day. The hero ends glad to be who they are.
import type { SelfTrait } from '../../../description/read-self-wish';
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { cap } from '../../../text';
import { creature } from '../../../lexicon/creatures';

const h = (c: EnCtx) => c.hero.name;
const he = (c: EnCtx) => c.hero.he;
const He = (c: EnCtx) => cap(c.hero.he);
const his = (c: EnCtx) => c.hero.his;
const him = (c: EnCtx) => c.hero.him;
const hk = (c: EnCtx) => (c.helper?.named ? c.helper.name : `the ${c.helper?.kind ?? 'owl'}`);
const trait = (c: EnCtx): SelfTrait => c.selfTrait ?? 'small';
/** "giraffe", "ant": what the hero is, kept from line one; a child is a child. */
const kind = (c: EnCtx) => c.hero.kind;
const person = (c: EnCtx) => creature(c.hero.char.kind).person === true;
/** "Raffi the giraffe", or "Pia" alone for a child. */
const hThe = (c: EnCtx) => (person(c) ? h(c) : `${h(c)} the ${kind(c)}`);
const curly = (c: EnCtx) => trait(c) === 'curly';
/** "he was too tall", "her hair was far too curly". */
const tooOf = (c: EnCtx) =>
  curly(c) ? `${his(c)} hair was far too curly` : `${he(c)} was ${T(c).too}`;
/** "to be smaller", "to make my hair straight": what the hero wants to do about it. */
const become = (c: EnCtx) => (curly(c) ? 'make my hair straight' : `be ${T(c).wish}`);
/** "I'm too tall", "My hair is far too curly". */
const iAmToo = (c: EnCtx) => (curly(c) ? 'My hair is far too curly' : `I'm ${T(c).too}`);
/** "I were smaller", "my hair were straight". */
const iWish = (c: EnCtx) => (curly(c) ? 'my hair were straight' : `I were ${T(c).wish}`);
/** Fills "{his}", "{he}", "{him}" in a trait's words with the hero's own. */
const fill = (c: EnCtx, s: string) =>
  s.replace(/\{(his|he|him)\}/g, (_, w: string) =>
    w === 'his' ? his(c) : w === 'he' ? he(c) : him(c),
  );

interface TraitWords {
  /** "too tall": what the hero minds. */
  too: string;
  /** The opposite wished for: "smaller". */
  wish: string;
  /** Where it is trouble, after the hero's name. */
  trouble: string;
  /** A try to change it, after the hero's name (past tense). */
  tries: string[];
  /** How a try goes wrong, after "but". */
  oops: string[];
  /** The day saved by the trait itself, after the hero's name (past tense). */
  save: string;
  /** Who or what was in trouble just before: "the little bird's kite was stuck at the top of the tall tree". */
  need: string;
  /** Small hints on the way that the trait is good for something (past tense, after the name). */
  hints: string[];
  /** "to be tall": glad of it. */
  glad: string;
}

const WORDS: Record<SelfTrait, TraitWords> = {
  tall: {
    too: 'too tall',
    wish: 'smaller',
    trouble:
      '{did not fit in the school bus|bumped {his} head on every branch|had to fold up like a deckchair to get through a door}',
    tries: [
      'crouched down {as low as {he} could|until {his} knees creaked|behind a bush}',
      'walked all bent over, {like an old chair|like a question mark|like a folded umbrella}',
      'tried to pull {his} head down {into {his} shoulders|as far as it would go}',
      'lay down {flat|very still} to look small',
      'tucked {his} neck down {low|under {his} chin} and held it there',
      'sat on {his} heels in the back row',
      'wore the flattest shoes {he} could find',
      'walked on {his} knees {all the way|for a while|to the corner}',
      'hid {his} head inside {his} coat',
    ],
    oops: [
      '{his} knees wobbled, and down {he} went with a {bump|thump|flump}',
      'all {he} got was {a crick in {his} neck|stiff legs|a bump on the head}',
      '{he} was {still|just as much|even now} the tallest by miles',
      'everyone could see {him} anyway, {from far away|over every bush|from the other side}',
      'a bird sat on {his} head, as if {he} were a tree',
      '{he} was still a whole head above everyone',
      'a goat asked {him} what the weather was like up there',
      '{his} ears still poked out over the top',
      '{his} back ached so much {he} had to stand up straight again',
      'a branch knocked {his} cap off anyway',
      'the little ones still had to look up to see {his} face',
    ],
    need: "a little one's kite was stuck at the very top of the tallest tree, and nobody could reach it",
    save: 'stretched up, up, up, and lifted the kite down as gently as a feather',
    hints: [
      'picked an apple from the top branch for the little ones, without even thinking',
      'spotted the way home over the treetops before anyone else',
      'hung a lost mitten back on a high hook, without even thinking',
    ],
    glad: 'to be tall',
  },
  small: {
    too: 'too small',
    wish: 'bigger',
    trouble:
      '{could not reach the door handle|got lost in the tall grass|was never seen in a crowd}',
    tries: [
      'stood on tiptoe {as high as {he} could|on a little stone|for a whole minute}',
      'stretched and stretched {until {he} squeaked|up to the sky|with {his} arms up high}',
      'ate {three breakfasts|two big lunches|a mountain of porridge} to grow faster',
      'put on a {very tall|pointy|wobbly} hat',
      'stood on a {box|log|pile of leaves} to look bigger',
      'blew {his} cheeks out to look rounder',
      'walked with great big steps',
      'spoke in a very deep voice',
      'hung from a branch to stretch longer',
    ],
    oops: [
      '{he} wobbled and fell {over backwards|on {his} bottom|flat on {his} nose}',
      'nobody noticed {him} one bit more than before',
      '{he} was {still|just as much|even now} the smallest of them all',
      '{he} was not {one bit|a whisker|a hair} bigger',
      'a gust of wind nearly blew {him} away',
      '{he} was still no taller than a flower',
      'a beetle walked right past without seeing {him}',
      '{his} voice came out as a squeak',
      '{he} could still walk under the table without ducking',
      'the grass still tickled {his} chin',
      'a puddle looked as big as a lake again',
      '{he} still needed a leg up to see over the fence',
    ],
    need: "the key to the gate had rolled into a crack in the wall, far too narrow for anyone's paw or hand",
    save: 'squeezed into the tiny crack and came out again with the key',
    hints: [
      'slipped through a gap in the fence that nobody else could fit through',
      'found a lost marble under a stone where nobody else could look',
      'rode on a leaf across a puddle, light as a feather',
    ],
    glad: 'to be small',
  },
  big: {
    too: 'too big',
    wish: 'smaller',
    trouble:
      '{did not fit through the door|made the bench creak when {he} sat down|took up the whole path}',
    tries: [
      'tried to tiptoe {like a mouse|without a sound|on the very tips of {his} toes}',
      'squeezed into a {very small chair|tiny corner|narrow gap}',
      'held {his} breath {to be thinner|for as long as {he} could}',
      'curled up {as small as {he} could|into a round ball}',
      'tried to hide {behind a little tree|under a leaf|behind a lamp post}',
      'tried to sit in a tiny cup of a boat',
      'walked sideways to look thinner',
      'ate only one crumb for lunch',
      'wore a very small hat',
    ],
    oops: [
      'something went {crack|snap|crunch}',
      'the ground still shook, {boom, boom|thud, thud}',
      '{he} had to let out {his} breath with a great whoosh',
      '{he} was {still|just as much|even now} the biggest by far',
      'everyone could see {him} anyway, {from far away|over every bush|from the other side}',
      'a bench broke in two under {him}',
      '{he} was still as big as a house',
      'every leaf in the hedge went flying',
      'a bucket got stuck on {his} foot',
      'the floor went creak, creak, creak',
      '{his} tummy rumbled so loudly that everyone turned round',
      'a little mouse squeaked, "Mind your feet!"',
    ],
    need: 'the stream had risen after the rain, too deep and too fast for the little ones to cross',
    save: 'stepped into the water and carried everyone over on {his} broad back, one by one',
    hints: [
      'held a branch out of the way for the little ones to pass, without even thinking',
      'gave the little ones shade from the hot sun',
      'pushed a stuck wheelbarrow out of the mud with one nudge',
    ],
    glad: 'to be big',
  },
  curly: {
    too: 'far too curly',
    wish: 'straight',
    trouble:
      '{could not keep a hat on {his} curls|got the comb stuck in {his} curls|had curls that stuck out in every direction}',
    tries: [
      'brushed {his} curls {a hundred times|until {his} arm ached|from morning to lunch}',
      'wet {his} curls with {cold water|a wet cloth|rain from a puddle}',
      'squashed {his} curls under a {tight hat|woolly hat|big scarf}',
      'tried to flatten {his} curls with {both hands|a heavy book|a clip}',
      'tied {his} curls back {with a ribbon|as tight as tight|in a knot}',
      'combed {his} curls with a fork, for lack of a comb',
      'pressed {his} curls flat under a pile of books',
      'stood in the wind to let it blow the curls straight',
      'borrowed a hairband that was far too tight',
    ],
    oops: [
      'the curls sprang up again, {boing|sproing|whoosh}',
      'the curls were {curlier than ever|twice as curly|even wilder}',
      'one curl after another bounced back',
      'the curls did {just as they pleased|what they always did|their own thing}',
      'by lunch every curl was back, bouncier than before',
      'a curl sprang loose and tickled {his} nose',
      'a bee thought {his} curls were a flower',
      'the curls puffed up like a dandelion clock',
    ],
    need: 'a baby bird tumbled from its nest in the wind, and there was nothing soft below',
    save: 'held still, and the baby bird landed softly in those thick curls, safe and sound',
    hints: [
      'found a lost button caught in {his} curls and gave it back, without even thinking',
      'kept {his} ears warm in the wind while everyone else shivered',
      'made a little one laugh just by shaking {his} curls',
    ],
    glad: 'of {his} curls',
  },
  slow: {
    too: 'too slow',
    wish: 'faster',
    trouble: '{was always last|missed the start of every game|arrived just as everyone left}',
    tries: [
      'tried to run {as fast as the wind|like a hare|like a rocket}',
      'took a {great|big|long} run and a jump',
      'counted {one, two, three|to three|to ten} and dashed off',
      'tried to hurry {without stopping once|with no rests at all|all the way}',
      'tried {skipping|hopping|rolling} to be quicker',
      'wore {his} fastest shoes',
      'tried to run down the hill',
      'set off long before everyone else',
      'tried to race a butterfly',
    ],
    oops: [
      '{he} tripped over {his} own feet',
      '{he} was {still|just as much|even now} the last one there',
      '{he} was so out of breath {he} had to sit down',
      'everyone {had already gone|was already far} {round the corner|ahead|away}',
      'a snail went by and waved',
      '{he} ran out of breath after three steps',
      'a hedgehog overtook {him} without hurrying',
      '{his} shoelaces came undone',
      '{he} stopped to look at a ladybird and forgot to hurry',
      'the others were already eating when {he} got there',
      '{he} went round in a circle and ended up where {he} started',
      'a tortoise asked if {he} wanted to race',
    ],
    need: 'a little one had lost a tiny silver ring in the grass, and everyone had rushed past it',
    save: 'looked slowly, the way {he} always did, and spotted the ring shining in the grass',
    hints: [
      'saw a shy snail and a four-leaf clover that everyone else had hurried past',
      'noticed a baby hedgehog by the path and stepped round it gently',
      'heard a bird singing that everyone else had rushed past',
    ],
    glad: 'to take {his} time',
  },
};

const T = (c: EnCtx) => WORDS[trait(c)];
const say = (c: EnCtx, s: string) => fill(c, s);
const aTry = (c: EnCtx) => say(c, c.p(T(c).tries));
const oops = (c: EnCtx) => say(c, c.p(T(c).oops));
const Oops = (c: EnCtx) => cap(oops(c));

/** A saying in quotes, with its comma unless it asks. */
const said = (k: string) => (k.endsWith('?') ? `"${k}"` : `"${k},"`);
/** What a friend says about being different: told once each, after a try that failed. */
const KIND = [
  'A bird does not wish to be a fish',
  'The moon is not sorry it is not the sun',
  'Nobody is made wrong, only made different',
  'If everyone were the same, who would do the jobs only you can do?',
  'You are the only one of you there is',
  'A crooked tree still gives the best shade',
  'Trying to be someone else is the hardest work in the world',
  'The things that make us different are often the things we need most',
];
/** What the hero works out alone. */
const ALONE = [
  'maybe nobody minded as much as {he} did',
  'the others had never once asked {him} to change',
  'trying so hard to be different was very tiring',
  'some of the tries had been quite funny, really',
  'a {kind} that was not {too} would not be {him} any more',
];

export const selfWish: GoalTexts<EnCtx> = {
  lesson: [
    (c) =>
      c.helper
        ? by(
            c,
            `${said(c.p(KIND))} said ${hk(c)}.`,
            `${said(c.p(KIND))} said ${hk(c)} {kindly|softly|with a smile}, and ${h(c)} {thought about that|went quiet|nodded slowly}.`,
            `${cap(hk(c))} watched the try and said nothing for a while. Then ${c.helper.he} said, "${c.p(KIND)}." ${h(c)} {thought about that for a long time|did not answer, but ${he(c)} listened}.`,
          )
        : null,
    (c) =>
      by(
        c,
        say(
          c,
          `${h(c)} sat down and thought: ${c.p(ALONE).replace('{kind}', kind(c)).replace('{too}', T(c).too)}.`,
        ),
        say(
          c,
          `${h(c)} sat down for a moment, and a small new thought came: ${c.p(ALONE).replace('{kind}', kind(c)).replace('{too}', T(c).too)}.`,
        ),
        say(
          c,
          `Sitting there, ${h(c)} thought about all the tries so far, and a small, surprising thought came: ${c.p(ALONE).replace('{kind}', kind(c)).replace('{too}', T(c).too)}.`,
        ),
      ),
  ],
  want: [
    (c) =>
      by(
        c,
        `${hThe(c)} thought ${tooOf(c)}.`,
        `${hThe(c)} thought ${tooOf(c)}, and ${he(c)} wished and wished that ${curly(c) ? `${his(c)} hair were straight` : `${he(c)} were ${T(c).wish}`}.`,
        `Everyone liked ${h(c)} just as ${he(c)} was, but ${h(c)} was sure ${tooOf(c)}, and every night ${he(c)} wished to wake up ${curly(c) ? 'with straight hair' : T(c).wish}.`,
      ),
    (c) =>
      by(
        c,
        `"${iAmToo(c)}," sighed ${h(c)}.`,
        `"${iAmToo(c)}," sighed ${h(c)}, "and if only ${iWish(c)}, everything would be fine."`,
        `"${iAmToo(c)}," ${h(c)} sighed to ${his(c)} reflection in the water, "and if only ${iWish(c)}, nothing would ever go wrong."`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        say(c, `${h(c)} ${T(c).trouble}.`),
        say(c, `It was true that ${h(c)} ${T(c).trouble}, and some of the others giggled.`),
        say(
          c,
          `That morning ${h(c)} ${T(c).trouble} again, and when someone giggled, ${h(c)}'s cheeks went hot.`,
        ),
      ),
    (c) =>
      by(
        c,
        `${He(c)} felt different from everyone.`,
        `${h(c)} felt different from everyone else, and not in a good way.`,
        `${h(c)} looked at all the others and felt like the only one in the world who was so different.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"I will find a way to ${become(c)}!" said ${h(c)}.`,
        `"Then I will just have to find a way to ${become(c)}," said ${h(c)}, "whatever it takes!"`,
        `${h(c)} made up ${his(c)} mind: ${he(c)} would find a way to ${become(c)}, and ${he(c)} would ask everyone ${he(c)} met how.`,
      ),
  ],
  attempt: [
    (c) =>
      by(
        c,
        `Nobody was looking, so ${h(c)} ${aTry(c)}, but ${oops(c)}.`,
        `When nobody was looking, ${h(c)} ${aTry(c)}. It did not help one bit. ${Oops(c)}.`,
        `${h(c)} waited until nobody was looking and ${aTry(c)}. For a moment it almost seemed to work. Then ${oops(c)}.`,
      ),
    (c) =>
      c.buddy
        ? by(
            c,
            `${c.buddy.name} watched while ${h(c)} ${aTry(c)}, but ${oops(c)}.`,
            `"Are you sure?" asked ${c.buddy.name}, but ${h(c)} ${aTry(c)} anyway. ${Oops(c)}.`,
            `${c.buddy.name} shook ${c.buddy.his} head, but ${h(c)} had already made up ${his(c)} mind: ${he(c)} ${aTry(c)}. ${Oops(c)}.`,
          )
        : null,
    (c) =>
      by(
        c,
        `${h(c)} ${aTry(c)}, but ${oops(c)}.`,
        `Then ${h(c)} tried something new: ${he(c)} ${aTry(c)}. ${Oops(c)}.`,
        `${h(c)} ${aTry(c)}, hoping nobody was looking. ${Oops(c)}.`,
      ),
    (c) =>
      by(
        c,
        `"This time!" said ${h(c)}, and ${aTry(c)}, but ${oops(c)}.`,
        `"This time it will work," said ${h(c)}, and ${aTry(c)}. ${Oops(c)}.`,
        `"This time it will work, I know it will," whispered ${h(c)}, and ${aTry(c)}. ${Oops(c)}.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} tried again, but ${oops(c)}.`,
        `${h(c)} tried once more ${c.place.in}. ${Oops(c)}. "Oh, why can't I just ${become(c)}?"`,
        `${h(c)} tried once more, slower and more carefully. ${Oops(c)}, and ${he(c)} sat down with a sigh.`,
      ),
  ],
  progress: [
    (c) =>
      by(
        c,
        `${h(c)} {looked at ${his(c)} shadow|looked at ${him(c)}self in a puddle} for a long time.`,
        `${h(c)} looked at ${his(c)} {shadow|reflection in a puddle} {for a long time|and tilted ${his(c)} head}. Maybe it was not so bad after all. Maybe.`,
        `${h(c)} stopped and looked at ${his(c)} {shadow on the ground|reflection in a puddle} for a long while, and for the first time wondered whether being different was really so bad.`,
      ),
    (c) =>
      c.buddy
        ? by(
            c,
            `"I like you as you are," said ${c.buddy.name}.`,
            `"You know what?" said ${c.buddy.name}. "I like you just the way you are, {every bit of you|always have|and always will}."`,
            `${c.buddy.name} walked close beside ${h(c)}. "I wouldn't swap you for anyone," ${c.buddy.he} said, "{not for all the sweets in the world|not even for a dragon|not ever}."`,
          )
        : null,
    (c) =>
      by(
        c,
        say(c, `Then ${h(c)} ${c.p(T(c).hints)}.`),
        say(c, `On the way, ${h(c)} ${c.p(T(c).hints)}.`),
        say(
          c,
          `On the way, ${h(c)} ${c.p(T(c).hints)}, and someone said, "Thank you!" ${He(c)} hardly heard it.`,
        ),
      ),
    (c) =>
      by(
        c,
        c.helpersMet.length
          ? `${h(c)} thought about what ${he(c)} had heard.`
          : `${h(c)} sighed and walked on.`,
        `${h(c)} walked on, thinking about what ${he(c)} had heard, just a little.`,
        `${h(c)} walked on more slowly, turning over in ${his(c)} head what ${he(c)} had heard, like a pebble in a pocket.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `Everyone else seemed just right, but not ${h(c)}.`,
        `All the others seemed just the right size and shape, and only ${h(c)} felt wrong.`,
        `Wherever ${h(c)} looked, everyone else seemed to fit, like pieces in a puzzle, and only ${h(c)} seemed to be the wrong shape.`,
      ),
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `${h(c)} told ${hk(c)} all about it.`,
            `${h(c)} told ${hk(c)} {all about being ${T(c).too}|the whole sad story|everything, in one long breath}.`,
            `${h(c)} sat down beside ${hk(c)} and told {the whole story|all about it}, from the first giggle to the last, and ${hk(c)} listened without a word.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Can you make me ${curly(c) ? 'less curly' : T(c).wish}?" asked ${h(c)}.`,
            `"{Is there|Do you know} {a trick|a way|any magic} to ${become(c)}?" ${h(c)} asked ${hk(c)} {hopefully|quietly|with big eyes}.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"How can I ${become(c)}?" asked ${h(c)}.`,
            `"Do you know how I can ${become(c)}?" ${h(c)} asked ${hk(c)}.`,
            `"Please," said ${h(c)}, "do you know any way at all to ${become(c)}?"`,
          )
        : null,
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `"{Why change?|Don't change!|Stay as you are!}" said ${hk(c)}.`,
            `"{If you were any different|If you changed}, you would not be ${h(c)}," said ${hk(c)} {with a smile|kindly|with a wink}, "and I like ${h(c)}."`,
            `${cap(hk(c))} shook ${c.helper.his} head slowly. "{Everyone|Each of us} is different from everyone else," ${c.helper.he} said, "{and that is what makes the world fun|or the world would be very dull}."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"I was once sad about that too," said ${hk(c)}.`,
            `"I once wished to be different too," said ${hk(c)}, "{until I found out what I was good for|but I am glad I stayed me}."`,
            `"When I was little, I wished to be different too," said ${hk(c)} {quietly|with a smile}. "{Then one day it turned out to be the best thing about me|It took me a long time to see it was a gift}."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"I like you just as you are," said ${hk(c)}.`,
            `"Why would you want to ${become(c).replace(/\bmy\b/, 'your')}, when I like ${curly(c) ? 'your curls just as they are' : 'you just as you are'}?" asked ${hk(c)}.`,
            `${cap(hk(c))} looked at ${h(c)} for a long time. "You know," ${c.helper.he} said, "I would not change a thing about you."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Everyone is good at something," said ${hk(c)}.`,
            `"Everyone is made for something," said ${hk(c)}, "and one day you will see what you are made for."`,
            `"What makes you different," said ${hk(c)} kindly, "may be just what someone needs one day. Wait and see."`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          say(c, `Oh no! ${cap(T(c).need)}. But ${h(c)} ${T(c).save}!`),
          say(
            c,
            `Then came a cry: ${T(c).need}. ${h(c)} did not stop to think. ${He(c)} ${T(c).save}.`,
          ),
          say(
            c,
            `Then came a cry for help: ${T(c).need}. Everyone looked at each other. ${h(c)} took a deep breath. ${h(c)} ${T(c).save}.`,
          ),
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          say(
            c,
            `Oh no! ${cap(T(c).need)}. "${h(c)} can help!" said everyone, and ${he(c)} ${T(c).save}.`,
          ),
          say(
            c,
            `Suddenly ${T(c).need}. Everyone turned to ${h(c)}. "You can do it!" they called. ${h(c)} ${T(c).save}.`,
          ),
          say(
            c,
            `Suddenly ${T(c).need}. Everyone tried, one after another, and nobody could. Then they all turned to ${h(c)}. ${h(c)} ${T(c).save}.`,
          ),
        ),
    ],
    gift: [
      (c) =>
        by(
          c,
          say(c, `Oh no! ${cap(T(c).need)}. ${h(c)} ${T(c).save}!`),
          say(
            c,
            `Just then ${T(c).need}. ${h(c)} remembered the kind words on the way. ${h(c)} ${T(c).save}.`,
          ),
          say(
            c,
            `Just then ${T(c).need}. ${h(c)} remembered every kind word ${he(c)} had been given on the way, and stopped trying to be anything else. ${h(c)} ${T(c).save}.`,
          ),
        ),
    ],
    clever: [
      (c) =>
        by(
          c,
          say(c, `${cap(T(c).need)}. ${h(c)} had an idea, and ${T(c).save}!`),
          say(
            c,
            `Then ${T(c).need}. ${h(c)} thought for a moment and smiled. ${h(c)} ${T(c).save}.`,
          ),
          say(
            c,
            `Then ${T(c).need}. ${h(c)} looked at the trouble, then at ${him(c)}self, and suddenly understood. ${He(c)} ${T(c).save}.`,
          ),
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `"Hooray for ${h(c)}!" everyone cheered.`,
        `"Hooray for ${h(c)}!" everyone cheered. "Nobody else could have done that!"`,
        `Everyone cheered so loudly that the birds flew up. "Nobody else could have done that," they said, "nobody but ${h(c)}."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} smiled a big, warm smile.`,
        `${h(c)} stood there, just as ${he(c)} was, and smiled the biggest smile of ${his(c)} life.`,
        `${h(c)} stood there, ${curly(c) ? `${his(c)} curls as curly as ever` : `not one bit ${T(c).wish} than before`}, and for the first time ever ${he(c)} did not wish to be any different.`,
      ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        say(c, `From then on, ${h(c)} was glad ${T(c).glad}.`),
        say(
          c,
          `From that day on, ${h(c)} was glad ${T(c).glad}, and ${he(c)} never wished to be any different again.`,
        ),
        say(
          c,
          `From that day on, ${h(c)} was glad ${T(c).glad}. Being different, ${he(c)} had learnt, was not a mistake. It was just what made ${him(c)} ${h(c)}.`,
        ),
      ),
  ],
  refrain: [
    () => `Tall or small, fast or slow, you are you from top to toe!`,
    (c) => `Just as you are, ${h(c)}, just as you are!`,
  ],
  title: [
    (c) =>
      person(c)
        ? `${h(c)} and ${his(c)} ${curly(c) ? 'curls' : 'big wish'}`
        : `the ${kind(c)} who was ${T(c).too}`,
    (c) => `${h(c)} is just right`,
    (c) => `${h(c)} just as ${he(c)} is`,
  ],
};
