// The helpers the team meets: how they appear, how thanks and goodbyes are said, and the
// gifts structure (someone needs a hand, the team helps, a gift is given).
import type { Bank, Tpl } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';
import { placeById } from '../../lexicon/places';
import { limb, team, who } from './slots';
import { theKind, TheKind } from '../../compose/met-actor';
import { isBare } from '../ground';
import { coverAt, perchAt } from './ground-words';

/** Helpers with wings, fins or webbed feet: they wave; they do not raise a paw. */
const PAWLESS = new Set(['owl', 'bird', 'frog', 'penguin', 'fish', 'whale', 'turtle', 'fairy']);

const h = (c: EnCtx) => c.helper as NonNullable<EnCtx['helper']>;
/** The helper by kind, now and then with its trait: "the owl", "the wise owl". */
const hn = (c: EnCtx) =>
  h(c).named ? h(c).name : c.chance(0.3) ? `the ${h(c).trait} ${h(c).kind}` : `${theKind(h(c))}`;
const perch = '{stump|rock|low branch|fence post|log|mossy mound|gate|root}';
const busy =
  '{humming a song|counting clouds|eating lunch|tidying up|knitting|reading a book|watering flowers|polishing glasses}';
const hello = '{Hello|Hi there|Good day|Well, hello|Hello, hello|Greetings}';
/** What a helper is busy with, in short words for the youngest. */
const busyShort =
  '{eating lunch|reading a book|counting stars|sweeping up|having a nap|drying socks|making tea|fixing a hat}';

const meetAny: Bank<EnCtx> = [
  (c) =>
    c.helper?.perches
      ? by(
          c,
          `On a ${perchAt(c.setting, perch)} sat ${h(c).a}, who said, "${hello}!"`,
          `On a ${perchAt(c.setting, perch)} {${c.place.in}|nearby|just ahead} sat ${h(c).a}, as ${h(c).trait} as could be, who {nodded|blinked|looked up} and said, "${hello}!"`,
          `On a ${perchAt(c.setting, perch)} ${c.place.in} sat ${h(c).a}, looking as ${h(c).trait} as anyone ${c.hero.name} had ever met. "${hello}, ${c.team.plural ? '{friends|travellers}' : '{little one|traveller}'}," said ${theKind(h(c))}{| with a nod| brightly}.`,
        )
      : null,
  (c) =>
    c.helper?.sound
      ? by(
          c,
          `"${h(c).sound}!" {went a voice|came a call|said someone}, and {out came|there was|up came} ${h(c).a}.`,
          `"${h(c).sound}!" went a voice {nearby|close by|behind ${coverAt(c.setting, 'a bush')}|from somewhere}, and out came ${h(c).a}.`,
          `"${h(c).sound}!" went a voice from {close by|behind ${coverAt(c.setting, 'a bush')}|above their heads}, and out stepped ${h(c).a}, blinking at ${c.team.them} with great interest.`,
        )
      : null,
  (c) =>
    // Grandma or Dad, known already, is not found peeking from behind a stone.
    c.helper && !(c.helper.named && c.helper.person)
      ? by(
          c,
          `{From behind|Out from} ${coverAt(c.setting, c.helper.perches ? '{a tree|a bush|a fence post|a branch}' : '{a tree|a rock|a stump|a mossy log}')} {peeked|popped|came} ${h(c).a}!`,
          `From ${isBare(c.setting) ? `behind ${coverAt(c.setting, '')}` : c.p(c.helper.perches ? ['behind a tree', 'under a bush', 'up on a branch'] : ['behind a tree', 'behind a rock', 'round a corner'])} ${c.place.in}, ${h(c).a} was {watching|peeking at|spying on} ${c.team.them}, {curious|shy|glad to see them|full of questions}.`,
          `From ${isBare(c.setting) ? `behind ${coverAt(c.setting, '')}` : c.p(c.helper.perches ? ['behind a tree', 'under a bush', 'a high branch'] : ['behind a tree', 'behind a rock', 'round a corner'])} ${c.place.in}, ${h(c).a} had been watching ${c.team.them} {for a while|for a good while|all the way}, {very curious about visitors|glad of company|tired of being alone}.`,
        )
      : null,
  earthly((c) =>
    c.helper
      ? by(
          c,
          `${who(c).name} met ${h(c).a} who was ${busyShort}.`,
          `${c.lead() || '{Just then|Right there|Suddenly} '}${team(c)} met ${h(c).a} who was ${busy}.`,
          `{It was there|It was right there|It was in the middle of the path} that ${team(c)} met ${h(c).a} who was busy {humming an old song|counting the clouds|eating a very slow lunch|tidying things that were already tidy|knitting a scarf that was never finished}.`,
        )
      : null,
  ),
  earthly((c) =>
    c.helper
      ? by(
          c,
          `${c.place.in}, ${h(c).a} {waved|smiled|nodded} at ${who(c).name}.`,
          `${c.place.in}, ${h(c).a} {waved|nodded|smiled} and came over to {say hello|see who had come|say hi}.`,
          `${c.place.in}, ${h(c).a} looked up from {a book|a basket of berries|a half-knitted scarf} and came to see who had {come|arrived|turned up}.`,
        )
      : null,
  ),
  (c) =>
    // Someone the family named is known already: nobody asks who they are.
    c.helper && !c.helper.named
      ? by(
          c,
          `"{Who are you|Hello, who's this|Who goes there|Well, who are you|Hello there, who are you|Who's that}?" {asked|called|said} ${h(c).a}{| softly| with a smile}. "{I'm|It's me,|My name is} ${who(c).name}!"`,
          `"{And who might you be|Well, who have we here|Hello, who's this}?" asked ${h(c).a} {kindly|with interest|with a tilted head}. "{I'm|My name is|They call me} ${who(c).name}," came the {answer|reply|quick answer}.`,
          `"And who might you be, if I may ask?" said ${h(c).a} {with a tilted head|over the top of a pair of glasses|with a friendly wink}. ${who(c).name} explained, and ${theKind(h(c))} listened {closely|with wide eyes}.`,
        )
      : null,
];

const thanksAny: Bank<EnCtx> = [
  landGoodbye((c) =>
    c.helper
      ? by(
          c,
          `"{Thank you|Thanks so much|Thank you, thank you}!" said ${who(c).name} to ${hn(c)}.`,
          `"Thank you!" said ${who(c).name}, and waved goodbye to ${hn(c)} {until ${h(c).he} was gone|all the way down the path|twice}.`,
          `"Thank you, with all my heart," said ${who(c).name}, and waved until ${theKind(h(c))} was {out of sight|just a dot|hidden by the trees}.`,
        )
      : null,
  ),
  (c) =>
    c.helper
      ? by(
          c,
          `${who(c).name} {hugged|thanked} ${hn(c)} and {said goodbye|waved bye|said thanks}.`,
          `${who(c).name} gave ${hn(c)} a {hug|big hug} and said, "{We'll never forget you|We'll come and visit|You're the best|Thank you for everything|See you again soon}!"`,
          `${who(c).name} gave ${theKind(h(c))} a goodbye hug and promised, "{We'll never forget this|We'll come back one day|We'll tell everyone about you}."`,
        )
      : null,
  landGoodbye((c) =>
    c.helper
      ? by(
          c,
          `"{Good luck|Bye-bye|Take care}, ${who(c).name}!" {cried|said|called} ${hn(c)}.`,
          `"{Good luck|Safe travels|Off you go}, and {come and see me again|mind the puddles|be brave|${c.team.plural ? 'look after each other' : 'look after yourself'}}!" called ${hn(c)} {with a wave|from the path|after ${c.team.them}}.`,
          `"Good luck!" called ${theKind(h(c))} after ${c.team.them}, "and come back one day to tell me how it {went|ended}!"`,
        )
      : null,
  ),
  landGoodbye((c) =>
    c.helper
      ? by(
          c,
          `${hn(c)} waved goodbye, and ${c.team.they} went on.`,
          `${hn(c)} waved until ${team(c)} had gone {round the bend|over the hill|out of sight}.`,
          `${TheKind(h(c))} stood waving until ${team(c)} had gone {round the bend|over the hill}, and ${c.hero.name} felt {warm|lucky|grateful} all over.`,
        )
      : null,
  ),
  landGoodbye((c) =>
    c.helper
      ? by(
          c,
          `"{Bye|Bye-bye|Thanks}!" said ${team(c)}, and ${hn(c)} {waved|waved back|bowed|winked}.`,
          `"Goodbye, and thanks for {the help|everything|the tip}!" called ${team(c)}, and ${hn(c)} {bowed|nodded|winked} and {went home|waved|was gone} {into the trees|behind a rock|in the light}.`,
          `"Goodbye, and thank you for everything!" called ${team(c)}, and ${theKind(h(c))} {bowed low|${c.helper && PAWLESS.has(c.helper.char.kind) ? 'waved' : `raised a ${limb(c.helper)}`}|winked}, as if to say it was no trouble at all.`,
        )
      : null,
  ),
];

const needHelpAny: Bank<EnCtx> = [
  earthly((c) =>
    c.helper
      ? by(
          c,
          `${TheKind(h(c))} was sad, for ${h(c).his} {hat|scarf${c.goal === 'learn' ? '' : '|ball'}} was stuck in a tree.`,
          `${TheKind(h(c))} was sad, because ${h(c).his} {hat|scarf|kite} had blown up into a tree.`,
          `${TheKind(h(c))} was quite miserable: ${h(c).his} {favourite hat|finest scarf|brand-new kite} had blown right up to the top of a tree, far out of reach.`,
        )
      : null,
  ),
  (c) =>
    c.helper
      ? by(
          c,
          `"Oh dear," said ${theKind(h(c))}, "I can't find my way home."`,
          `"Oh dear, oh dear," said ${theKind(h(c))}, "I'm lost."`,
          `"Oh dear, oh dear," sighed ${theKind(h(c))}, "I have wandered so far that I no longer know the way home."`,
        )
      : null,
  earthly((c) =>
    c.helper
      ? by(
          c,
          `${TheKind(h(c))} was stuck in a {bush|hedge|bramble}!`,
          `${TheKind(h(c))} was stuck in a prickly {bush|hedge} and could not get free.`,
          `${TheKind(h(c))} had got tangled in a prickly {bush|bramble} and was stuck fast, which was both embarrassing and uncomfortable.`,
        )
      : null,
  ),
  earthly((c) =>
    c.helper
      ? by(
          c,
          `${TheKind(h(c))} had {lots of|so many} {apples|logs|stones} to carry home.`,
          `${TheKind(h(c))} had a big pile of {apples|logs|stones} to carry home, and was very tired.`,
          `${TheKind(h(c))} had a huge heap of {apples|firewood|stones} to carry home before dark, and was already worn out.`,
        )
      : null,
  ),
  earthly((c) =>
    c.helper
      ? by(
          c,
          `${TheKind(h(c))} had lost {a key|a ring|a marble} in the grass.`,
          `${TheKind(h(c))} was searching the grass. "I've lost {my key|my ring|my best marble}," ${h(c).he} said.`,
          `${TheKind(h(c))} was on all fours, searching the grass. "I've lost {the key to my house|my grandmother's ring|my blue marble}," ${h(c).he} said, "and it's nearly dark."`,
        )
      : null,
  ),
  earthly((c) =>
    c.helper
      ? by(
          c,
          `${TheKind(h(c))}'s roof had a leak, drip, drip!`,
          `Rain dripped through the roof of ${theKind(h(c))}'s house, and ${h(c).he} had no one to ask for help.`,
          `Rain dripped through the roof of ${theKind(h(c))}'s house, right onto the bed, and ${h(c).he} was too small to reach it alone.`,
        )
      : null,
  ),
];

export const giveHelp: Bank<EnCtx> = [
  (c) =>
    c.helper
      ? by(
          c,
          `"We'll help you!" said ${who(c).name}, and so ${c.team.they} did.`,
          `"We can help," said ${who(c).name}, and so ${c.team.they} did, until the job was done.`,
          `"Let's help," said ${who(c).name} at once, and ${c.team.they} worked {together|hard|without a grumble} until the job was done.`,
        )
      : null,
  (c) => {
    if (!c.helper) return null;
    const a = who(c);
    return by(
      c,
      `${a.name} helped, and it was hard, but ${a.he} did it!`,
      `${a.name} thought hard and found a way to help, and it worked.`,
      `${a.name} thought it over, tried one idea and then a better one, and in the end found a way to help.`,
    );
  },
  (c) =>
    c.helper
      ? by(
          c,
          `${team(c)} pulled and pushed until all was well.`,
          `${team(c)} pulled and pushed and wiggled, and at last all was well.`,
          `${team(c)} pulled, pushed and wiggled, and at last, with a pop and a laugh, everything was right again.`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `It took a while, but ${team(c)} kept going.`,
          `It took {a good while|longer than expected|many tries}, but ${team(c)} kept going until all was {well|in place|fixed}.`,
          `It took longer than anyone had thought, with {sweat|scraped knees|laughter} along the way, but ${team(c)} kept at it until everything was right.`,
        )
      : null,
];

export const receiveGift: Bank<EnCtx> = [
  (c) =>
    c.helper && c.gift
      ? by(
          c,
          `"Take this," said ${theKind(h(c))}, and gave ${c.hero.name} ${c.gift.a}.`,
          `"Take this," said ${theKind(h(c))}, and gave ${c.hero.name} ${c.gift.a}, "because it {may help you|could come in handy|might be useful} {one day|later|when you need it|sooner than you think}."`,
          `"Please take this," said ${theKind(h(c))}, pressing ${c.gift.a} into ${c.hero.poss} hand, "because {something tells me|I have a feeling|my whiskers tell me} you will need it {before long|soon|one day}."`,
        )
      : null,
  (c) =>
    c.helper && c.gift
      ? by(
          c,
          `{As a gift|To keep|For luck|Then}, ${theKind(h(c))} gave ${c.hero.name} ${c.gift.a}.`,
          `{As a keepsake|Before they parted|As a little hello}, ${theKind(h(c))} gave ${c.hero.name} ${c.gift.a}, {for luck|to remember|${c.hero.dressed ? 'to keep in a pocket' : 'to keep safe'}}.`,
          `Before they parted, ${theKind(h(c))} gave ${c.hero.name} ${c.gift.a}, which ${c.hero.he} {tucked away very carefully|${c.hero.dressed ? `put in ${c.hero.his} deepest pocket` : 'hid in a safe place'}|held as if it were made of glass}.`,
        )
      : null,
  (c) =>
    c.helper && c.gift
      ? by(
          c,
          `"A present for you," said ${theKind(h(c))}. It was ${c.gift.a}.`,
          `"{A small gift|Just a small thing|This is for you}," said ${theKind(h(c))} shyly, and it was ${c.gift.a}.`,
          `"Just a little present," said ${theKind(h(c))} {shyly|softly|with a smile}, holding out ${c.gift.a}, "{so keep it close|for someone brave|to remember me by}."`,
        )
      : null,
  (c) =>
    c.helper && c.gift
      ? by(
          c,
          `${TheKind(h(c))} found ${c.gift.a} and gave it to ${c.hero.name}.`,
          `${TheKind(h(c))} rummaged {in a pocket|in a basket|under a stone} and found ${c.gift.a}. "For you," ${h(c).he} said.`,
          `${TheKind(h(c))} rummaged a long time {in a pocket|in a basket|under a stone} and at last found ${c.gift.a}. "It has been waiting for {the right hands|someone like you|a good home}," ${h(c).he} said {softly|with a wink|kindly}.`,
        )
      : null,
];

/** The helper watches the team get past something on their own, and says or does something. */
export const helperCheer: Bank<EnCtx> = [
  (c) =>
    c.helper
      ? by(
          c,
          `"{Well done|Good job|Great}!" {called|said} ${hn(c)}.`,
          `"{Well done|That was great|Just like that}!" called ${hn(c)}, {clapping|waving|so loud it echoed}.`,
          `"{That was clever thinking|That is just how I would have done it|I knew you would think of something}!" called ${hn(c)}, {sounding very proud|and ${who(c).name} went warm in the cheeks}.`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `${hn(c)} {nodded|smiled}, {pleased|proud}.`,
          `${hn(c)} had watched the whole time, and now ${h(c).he} {nodded|smiled} {happily|proudly|widely}.`,
          `${hn(c)} had followed every step, and now ${h(c).he} {smiled so widely it almost glowed|nodded as if ${h(c).he} had known it all along}.`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `"You did not need me!" laughed ${hn(c)}.`,
          `"{I could not have done it better|I learned something new there|You did not need me at all}!" said ${hn(c)}, {laughing|amazed|with big eyes}.`,
          `"{I came to help, and it was me who learned something|You did not need me one bit|I have never seen that done before}," said ${hn(c)}, shaking ${h(c).his} head in wonder.`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `${hn(c)} called out: "{Nearly|A bit more|That's it}!"`,
          `${hn(c)} kept watch while ${who(c).name} {tried|worked|struggled}, calling "{Nearly!|A bit more!|That's it!}" {the whole time|now and then|until it was done}.`,
          `The whole time, ${hn(c)} stood close by calling out advice, {some of it useful|most of it good|and one bit of it rather odd}, until ${c.team.they} were safely past.`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `Then ${who(c).name} gave ${hn(c)} a {hug|high five|big hug}.`,
          `Afterwards ${who(c).name} and ${hn(c)} {shared a high five|did a little victory dance|hopped for joy together}.`,
          `Afterwards ${who(c).name} and ${hn(c)} stood for a while and just {smiled at each other|got their breath back|looked back at what ${c.team.they} had done}.`,
        )
      : null,
];

// Out in space, at sea, under the waves or up in the sky there are no paths, hills, trees,
// puddles or roofs: what is told there is told in its own words, and a visitor from the stars
// met down on Earth says how it came.
const SPACE = new Set(['space', 'moon']);
const inSpace = (c: EnCtx) => SPACE.has(c.setting);
const OFF_LAND = new Set([...SPACE, 'sea', 'ship', 'underwater', 'sky']);
const offLand = (c: EnCtx) => OFF_LAND.has(c.setting);
/** Where the team goes next, when it is off land: a goodbye there is said without a path. */
const offTo = (c: EnCtx) => {
  const next = c.next && placeById(c.next.id).setting;
  return next && OFF_LAND.has(next) ? next : undefined;
};
/** A goodbye as the team sets off for the sea, the sky or space: no path, hill or trees. */
function landGoodbye(t: Tpl<EnCtx>): Tpl<EnCtx> {
  return (c) => (offLand(c) || offTo(c) ? null : t(c));
}
/** Only on land: the line walks a path, rounds a hill, climbs a tree or waits for rain. */
function earthly(t: Tpl<EnCtx>): Tpl<EnCtx> {
  return (c) => (offLand(c) ? null : t(c));
}
/** Where a helper left behind shrinks to a dot, and what it wishes the team on the way. */
const afar = (c: EnCtx): { among: string; wish: string } => {
  const where = offLand(c) ? c.setting : (offTo(c) ?? c.setting);
  return SPACE.has(where)
    ? { among: 'among the stars', wish: '{Safe flying|Mind the meteors}' }
    : where === 'sky'
      ? { among: 'among the clouds', wish: '{Safe flying|Mind the clouds}' }
      : where === 'underwater'
        ? { among: 'in the deep blue water', wish: '{Swim safely|Mind the currents}' }
        : { among: 'on the waves', wish: '{Fair winds|Mind the big waves}' };
};
const kindIs = (c: EnCtx, kind: string) => c.helper?.char.kind === kind;
/** Folk from out there, met down here: they say how they came before anything else. */
const VISITORS = new Set(['alien', 'astronaut']);
const visitor = (c: EnCtx) => !!c.helper && VISITORS.has(c.helper.char.kind) && !inSpace(c);

const visitorLines: Bank<EnCtx> = [
  (c) =>
    visitor(c) && kindIs(c, 'alien')
      ? by(
          c,
          `Out of a little saucer climbed ${h(c).a}!`,
          `A little round saucer had landed ${c.place.in} {with a soft bump|with a fizz and a hum|on three thin legs}, and out climbed ${h(c).a}, blinking at the bright Earth light.`,
          `A little round saucer had come down ${c.place.in} {with a soft bump|with a fizz and a hum|on three spindly legs}, and out climbed ${h(c).a}, who had come all the way from the stars to see what Earth was like.`,
        )
      : null,
  (c) =>
    visitor(c) && kindIs(c, 'alien')
      ? by(
          c,
          `"${hello}! I come from the stars," said ${h(c).a}.`,
          `${c.place.in}, ${h(c).a} was looking at everything with big eyes. "${hello}! I come from a star far away," ${h(c).he} said, "and Earth is {so strange|full of surprises|wonderful}!"`,
          `${c.place.in}, ${h(c).a} was studying everything {with great care|very seriously}. "${hello}," ${h(c).he} said. "I have come from a star so far away you cannot see it, and nothing down here is quite what I expected."`,
        )
      : null,
  (c) =>
    visitor(c) && kindIs(c, 'astronaut')
      ? by(
          c,
          `${h(c).a}, just back from {space|the moon|the stars}, {waved|smiled|said hello}.`,
          `${h(c).a} in a white space suit was {resting|stretching ${h(c).his} legs|eating a sandwich} ${c.place.in}, back on Earth between two trips to the stars.`,
          `${h(c).a} in a white space suit was {resting|stretching ${h(c).his} legs|eating a very ordinary sandwich} ${c.place.in}, back on Earth for a few days between trips to the stars, and glad of some company.`,
        )
      : null,
  (c) =>
    visitor(c) && kindIs(c, 'astronaut')
      ? by(
          c,
          `"${hello}! I'm just back from {space|the moon|the stars}," said ${h(c).a}.`,
          `"${hello}!" said ${h(c).a}, {tucking a big round helmet under one arm|still a little wobbly after the long trip}. "{I have just come home from space|My rocket came down only this morning|I'm just back from a trip round the moon}."`,
          `"${hello}," said ${h(c).a}, {tucking a big round helmet under one arm|still finding ${h(c).his} feet after weeks of floating}. "I came down from space only yesterday, and I still keep letting go of things and expecting them to float."`,
        )
      : null,
];

const spaceMeetLines: Bank<EnCtx> = [
  (c) =>
    c.helper && inSpace(c)
      ? by(
          c,
          `${who(c).name} met ${h(c).a} who was {counting stars|polishing a helmet|fixing an antenna}.`,
          `${c.lead() || '{Just then|Right there|Suddenly} '}${team(c)} met ${h(c).a} who was {counting the stars|polishing a helmet|mending an antenna|tightening a loose bolt}.`,
          `It was right there that ${team(c)} met ${h(c).a} who was busy {counting stars that would not keep still|polishing a helmet that was already shiny|mending an antenna with a bit of string}.`,
        )
      : null,
];

/**
 * A bank with some of its templates told another way where they do not fit: the same length,
 * so a story anywhere else draws the same seeded order of templates it always did.
 */
type Swaps = Partial<Record<number, Tpl<EnCtx>>>;
function swapped(base: Bank<EnCtx>, swaps: Swaps, skip?: (c: EnCtx) => boolean): Bank<EnCtx> {
  return base.map((t, i) => (c: EnCtx) => swaps[i]?.(c) ?? (skip?.(c) ? null : t(c)));
}
const [alienLands, alienSays, astronautRests, astronautSays] = visitorLines as Tpl<EnCtx>[];

export const meet: Bank<EnCtx> = swapped(
  meetAny,
  {
    0: (c) => alienLands!(c) ?? astronautRests!(c),
    1: (c) => alienSays!(c) ?? astronautSays!(c),
    3: spaceMeetLines[0],
  },
  visitor,
);

const farThanksLines: Bank<EnCtx> = [
  (c) =>
    c.helper && offLand(c)
      ? by(
          c,
          `"Thank you!" said ${who(c).name}, waving to ${hn(c)}.`,
          `"Thank you!" said ${who(c).name}, and waved to ${hn(c)} until ${h(c).he} was only a tiny dot ${afar(c).among}.`,
          `"Thank you, with all my heart," said ${who(c).name}, and waved until ${theKind(h(c))} was only a speck ${afar(c).among}.`,
        )
      : null,
  (c) =>
    c.helper && (offLand(c) || offTo(c))
      ? by(
          c,
          `"${afar(c).wish}!" called ${hn(c)}.`,
          `"${afar(c).wish}!" called ${hn(c)}, {with a wave|with a little bow|after ${c.team.them}}.`,
          `"${afar(c).wish}, and take care!" called ${theKind(h(c))} after ${c.team.them}, "and come back one day to tell me how it {went|ended}!"`,
        )
      : null,
  (c) =>
    c.helper && (offLand(c) || offTo(c))
      ? by(
          c,
          `${hn(c)} waved until they were gone.`,
          `${hn(c)} waved and waved until ${team(c)} {${c.team.was} just a speck|${c.team.was} only a dot} ${afar(c).among}.`,
          `${TheKind(h(c))} stood waving until ${team(c)} ${c.team.was} only a dot ${afar(c).among}, and ${c.hero.name} felt {warm|lucky|grateful} all over.`,
        )
      : null,
];

export const thanks: Bank<EnCtx> = swapped(thanksAny, {
  0: farThanksLines[0],
  2: farThanksLines[1],
  3: farThanksLines[2],
});

const spaceNeedHelpLines: Bank<EnCtx> = [
  (c) =>
    c.helper && inSpace(c)
      ? by(
          c,
          `${TheKind(h(c))} had lost a little bolt.`,
          `${TheKind(h(c))} was searching high and low. "I've lost {a little bolt|my best spanner|the key to my ship}," ${h(c).he} said.`,
          `${TheKind(h(c))} was searching high and low, looking more worried every minute. "I've lost {the last bolt for my ship|my very best spanner|the key to my ship}," ${h(c).he} said, "and nobody out here sells another."`,
        )
      : null,
  (c) =>
    c.helper && inSpace(c)
      ? by(
          c,
          `${TheKind(h(c))} was floating away!`,
          `${TheKind(h(c))} had pushed off too hard and was floating away, {turning slow somersaults|calling for help}.`,
          `${TheKind(h(c))} had pushed off a little too hard and was now drifting slowly away, turning gentle somersaults and calling, "Could somebody catch me, please?"`,
        )
      : null,
  (c) =>
    c.helper && inSpace(c)
      ? by(
          c,
          `${TheKind(h(c))}'s little ship would not start.`,
          `${TheKind(h(c))}'s little ship would not start: its battery was flat, and ${h(c).he} could not push it alone.`,
          `${TheKind(h(c))}'s little ship would not start, however many buttons ${h(c).he} pressed, and it was far too heavy to push alone.`,
        )
      : null,
];

export const needHelp: Bank<EnCtx> = swapped(needHelpAny, {
  0: spaceNeedHelpLines[0],
  2: spaceNeedHelpLines[1],
  3: spaceNeedHelpLines[2],
});
