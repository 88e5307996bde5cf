// The ending: a celebration, thanks, the way home, the evening and the calm last line.
import { homeFolk, withGrownUp } from '../kin-words';
import type { Bank, Tpl } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import type { Approach } from '../../plan/plan-types';
import { joinList } from '../../text';
import { withArticle } from '../../grammar/english';
import { by } from '../by-band';
import { awayInSpace } from '../ground';
import { team, teamHands, who } from './slots';
import { theKind } from '../../compose/met-actor';

const met = (c: EnCtx) =>
  joinList(
    c.helpersMet.map((a) => theKind(a)),
    'and',
  );
const each = (c: EnCtx) => (c.helpersMet.length > 1 ? 'each one' : (c.helpersMet[0]?.him ?? 'it'));
/** The grown-ups at home, in the family's words; not the ones who came along. */
const grownUps = (c: EnCtx) =>
  homeFolk(
    withGrownUp(c) ? GROWN_UP_HOME : CHILD_HOME,
    [c.recipient, c.other, c.helper, ...c.helpersMet, c.friend, c.hero].map((a) => a?.name),
    [c.hero, c.friend, c.other].map((a) => a?.name),
  );
/** Who hears about the day at home: a child's family, or a grown-up's neighbours and friends. */
const CHILD_HOME = ['Mum', 'Dad', 'Granny', 'Grandpa', 'the neighbour'];
const GROWN_UP_HOME = ['the neighbour', 'the old neighbour', 'the neighbour across the road'];
const snack = '{cake|pancakes|buns|strawberries|waffles|ice cream|cinnamon rolls|chocolate cake}';

const dance = '{happy|silly|wiggly|wild|little|proud}';
const cheer = '{cheered|clapped|shouted hooray|laughed|whistled|stamped their feet}';

export const celebrate: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `Everyone ${cheer} ${c.place.in}, and ${who(c).name} {danced|hopped|spun} {a little|for joy|on tiptoe}.`,
      `Everyone ${cheer}, and ${who(c).name} did a ${dance} dance {round a tree|on a rock|right there ${c.place.in}|with arms up high}.`,
      `Everyone ${cheer}, and ${who(c).name} did a ${dance} dance that was more {enthusiasm|bounce|heart} than skill, {while the birds watched|till ${c.place.the} seemed to sway|and the dust flew up}.`,
    ),
  (c) =>
    by(
      c,
      `There was a party with ${snack} and {juice|cocoa|milk} for {everyone|the whole gang|every single one}!`,
      `{That called for a party|Time for a party|Now it was party time}! There was ${snack} and {lemonade|cocoa|apple juice} for everyone, {under the open sky|on a checked blanket|round a big rock}.`,
      `That called for a {party|feast|big treat}, with ${c.p(['a cake three layers high', 'a tower of pancakes', 'a mountain of cinnamon buns', 'a whole bucket of ice cream', 'waffles with jam'])} and {lemonade|cocoa} for everyone who wanted some, {and a bit more|served on paper plates|while the sun went down}.`,
    ),
  (c) =>
    by(
      c,
      `${team(c)} {jumped|danced|spun} for {joy|happiness|glee} ${c.place.in}{!| till ${c.team.they} got dizzy!| and laughed out loud!}`,
      `${team(c)} {jumped|danced|spun} and laughed until ${c.team.they} ${c.team.was} out of breath {and had to sit down|and got the hiccups|and lay looking at the sky}.`,
      `${team(c)} jumped and laughed and spun around until ${c.team.they} ${c.team.was} {dizzy|giddy} and out of breath, {and then once more|and it was worth every spin|and the world went round for a while after}.`,
    ),
  (c) =>
    by(
      c,
      `Someone played a {flute|drum|horn|harp}, and all of them danced {in a ring|on their toes|round and round}!`,
      `Someone brought out {a fiddle|a flute|a drum|a mouth organ}, and soon everyone was dancing ${c.place.in}, {even those who couldn't|even ${c.hero.name}|in a ring|two by two}.`,
      `Someone brought out {an old fiddle|a flute|a drum|a mouth organ}, and soon everyone was dancing ${c.place.in}, even those who {said they never danced|had sore feet|were a little shy}.`,
    ),
  (c) =>
    by(
      c,
      `${who(c).name} {sang|shouted|cheered|whispered}, "We did it{!|, we did it!| together!}"`,
      `"We did it!" {shouted|cheered|sang} ${who(c).name}, so loud that {the echo answered|the birds took off|everyone laughed|a squirrel dropped its nut}.`,
      `"We did it!" shouted ${who(c).name}, so loud that {the echo answered three times|the birds flew up from every tree|a hare stopped and looked round}, and nobody wanted to say hush.`,
    ),
];

export const thankAll: Bank<EnCtx> = [
  (c) =>
    c.helpersMet.length
      ? by(
          c,
          `${who(c).name} {said|whispered|called} {thank you|thanks|a big thank you} to ${met(c)}.`,
          `${who(c).name} thought of ${met(c)}, and {whispered|said} thank you to ${each(c)}, {one by one|very softly|with a smile}.`,
          `${who(c).name} thought of all who had helped along the way, ${met(c)}, and whispered a thank-you to ${each(c)}, {into the evening|up to the stars|with a hand on the heart}.`,
        )
      : null,
  (c) =>
    c.helpersMet.length
      ? by(
          c,
          `"We had {help|lots of help|such help} from ${met(c)}," {said|sighed|smiled} ${who(c).name}.`,
          `"We could {never|never ever|not} have done it without ${met(c)}," {said|sighed|thought} ${who(c).name}.`,
          `"We could never have done it without ${met(c)}," said ${who(c).name}, "and I hope {they know how much they helped|they know we are grateful|we see them again}."`,
        )
      : null,
  (c) =>
    c.helpersMet.length && teamHands(c)
      ? by(
          c,
          `${who(c).name} {drew|made|wrote} a thank-you card for ${met(c)}.`,
          `Later ${who(c).name} {drew|made|wrote} a card for ${met(c)}, with {hearts|stars|flowers} on it.`,
        )
      : null,
];

const walkHome: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `Then ${team(c)} {went|walked|trudged} home {again|at last|to sleep}, {tired and happy|hand in hand|in the moonlight}.`,
      `Then it was time to {go|walk|wander} home again, back ${c.home.to}, {tired and happy|slow and humming|hand in hand|on heavy legs}.`,
      `Then, tired and happy, ${team(c)} turned for home and took {the long way|the shortest way|the path by the stream} back ${c.home.to}.`,
    ),
  (c) =>
    by(
      c,
      `Home again, and the {window|lamp|lantern} {glowed|shone|was lit} {so warm|so yellow|so cosy}!`,
      `At last ${team(c)} came home, where {a light|a lamp|a candle} was {shining|burning|waiting} in the {window|doorway|hall}.`,
      `At last ${team(c)} came home. A {warm|yellow|little} light shone in the window, as if it had waited {all day|since morning|for a hundred years}.`,
    ),
  (c) =>
    by(
      c,
      `The {way|walk|road} home was {short|quick|easy|soft and slow} {in the dusk|under the stars|by moonlight|with the owls awake|past the sleepy cows}.`,
      `{The way home|The walk home|The trip back} felt {shorter|quicker|easier|lighter} than the way out{|, somehow|, as it always does|, the way it often does}. {Nobody wanted the day to end|The stars showed the way|${who(c).name} hummed most of it|There was so much to talk about|Every step had a story in it|${who(c).name} talked the whole way|Nobody felt tired at all|${who(c).name} counted the stars they passed|There was a lot of laughing}.`,
      `The way home felt much shorter than the way out, as it does when {your heart is full|you have a tale to tell|your legs are tired and your head is happy}.`,
    ),
  (c) =>
    by(
      c,
      `Home, home, home {went|trudged|hopped} ${team(c)}, {trip, trap|tramp, tramp|hop, hop}, {past ${c.prev ? c.prev.the : 'the fence'}|under the stars|in the moonlight|by the pond}.`,
      `Home ${team(c)} went {past the same trees|over the same bridge|along the same path|by the same old wall}, yet it all looked {new|smaller|kinder|softer} {in the blue light|under the moon|with the stars out}.`,
      `{Homeward ${c.team.they} went|Home ${c.team.they} went|Back ${c.team.they} went}, {past the same trees|over the same bridge|along the same path|past the same pond} as that morning, but it all looked {different|kinder|smaller|brighter}, the way things {do|look|seem} when you {have changed a little yourself|have been far away|come home wiser}.`,
    ),
  (c) =>
    by(
      c,
      `${who(c).name} yawned {all the way home|at every bend|three times}, and {the moon|an owl|a star} {laughed|smiled|winked}.`,
      `${who(c).name} yawned {all the way home|at every bend|three times in a row}, and never had ${c.home.the} looked {so good|so fine|so lovely|so warm}.`,
    ),
];

/** Lines that walk home on foot; out in space the rocket line goes instead. */
const ON_FOOT = new Set([0, 3]);

export const homeward: Bank<EnCtx> = [
  (c) =>
    awayInSpace(c)
      ? by(
          c,
          `Then ${team(c)} flew home ${c.home.to} in the little rocket, {past the stars|through the quiet dark|with the Earth like a blue lamp in the window}.`,
          `Then it was time to {fly|zoom|head} home ${c.home.to} again in the {little|brave|trusty} rocket, {past the same stars|through the quiet blue dark|while the stars winked goodbye|with the moon shrinking behind|waving to the moon}.`,
        )
      : null,
  ...walkHome.map((t, i) => (c: EnCtx) => (ON_FOOT.has(i) && awayInSpace(c) ? null : t(c))),
];

export const tellHome: Bank<EnCtx> = [
  (c) => {
    const w = who(c);
    const g = c.p(grownUps(c));
    return by(
      c,
      `${w.name} told ${g} {all of it|the whole tale|all about it} {at the table|in bed|on the steps|by the fire|at tea}.`,
      `${w.name} told ${g} all about the day, and ${g} {listened with wide eyes|said "No, really?" lots of times|laughed in all the right places|let the tea go cold}.`,
      `${w.name} told ${g} all about the day, {from beginning to end|bit by bit|with big arm waves} and a little bit more, and {nobody said it was bedtime|${g} forgot to look at the clock|the cocoa went cold|the candle burned low} {until the story was done|before the end came|while ${g} listened}.`,
    );
  },
  (c) => {
    // Nobody asks a grown-up where they have been all day, nor a child out with one.
    if (withGrownUp(c)) return null;
    const w = who(c);
    const g = c.p(grownUps(c));
    return by(
      c,
      `"Where have you been?" {asked|wondered} ${g}, and ${w.name} {shouted|said|laughed}, "{You won't believe it|You have no idea|Listen to this}!"`,
      `"Where have you been {all this time|all day|in the whole world}?" asked ${g}, and ${w.name} {laughed|smiled|sighed}, "You will {never|never ever} believe it!"`,
    );
  },
];

export const keepsakeHome: Bank<EnCtx> = [
  (c) =>
    c.gift
      ? by(
          c,
          `${c.gift.the} got a place {in the window|on the shelf|under the pillow|by the bed} {for ever|to remember|where it could shine}.`,
          `${who(c).name} put ${c.gift.the} {on the windowsill|on the shelf above the bed|in the treasure box|under the pillow}, where it could {shine|keep watch|be a reminder} {at night|till morning|for ever}.`,
          `${who(c).name} found a {good|special|safe} place for ${c.gift.the} {on the windowsill|on the shelf above the bed|by the lamp}, where it would {remind ${c.hero.him} of|whisper about|shine for} {the day|all the new friends|the adventure} every morning.`,
        )
      : null,
];

export const evening: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `For supper there was {hot soup|porridge|stew|fish pie|pancakes} and {milk|juice|tea}.`,
      `For supper there was hot ${c.p(['soup', 'porridge', 'stew', 'fish pie'])} and bread with {butter|jam|honey|cheese}, and {everyone was as hungry as wolves|nobody said a word till the plates were empty|${who(c).name} had two helpings|the talk was all about the day|there was not a crumb left}.`,
      `For supper there was hot ${c.p(['soup', 'porridge', 'stew'])} and fresh bread with butter, and ${c.hero.name} had {two|three} helpings {and was still hungry|before saying thank you|while the story was told}.`,
    ),
  (c) =>
    by(
      c,
      `${who(c).name} had a warm bath with {bubbles|a rubber duck|lots of foam} and {sang|splashed|laughed}.`,
      `${who(c).name} had a warm bath with {lots of foam|bubbles up to the ceiling|a rubber duck} and {sang a song|splashed water on the floor|made a foam beard}.`,
      `${who(c).name} had a warm bath with far too much foam and told the whole story to {a rubber duck|a bar of soap|a sponge}, which listened {very well|without a word|with great care}.`,
    ),
  (c) =>
    by(
      c,
      `Then it was {pyjamas|a nightie|slippers} and {teeth|a hug|a glass of water}.`,
      `Then it was pyjamas, teeth, and one more glass of {water|milk}, {and one more story|and a hug|and a cuddle}.`,
      `{Then it was|After that came|Next came} {pyjamas, teeth|teeth, pyjamas|a warm bath, pyjamas} and one very last glass of {water|milk}, which took {longer than usual|twice as long as normal|quite a while}, because there {was so much to tell|were so many questions|was so much to laugh about}.`,
    ),
  (c) =>
    by(
      c,
      `${who(c).name} drank {warm milk|cocoa|tea} {in bed|by the fire|at the window}.`,
      `${c.hero.name} drank a cup of {warm milk with honey|cocoa|camomile tea} by the {fire|kitchen table|window} and felt the warmth {right down to ${c.hero.his} toes|spread all through|come back}.`,
    ),
];

export const closing: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${c.hero.name} {got into bed|climbed into bed|curled up in bed|crept under the quilt} and {fell asleep|shut ${c.hero.his} eyes|gave one last yawn}. {Good night|Sleep tight|Sweet dreams}, ${c.hero.name}!`,
      `${c.hero.name} snuggled {deep|right|all the way} down under the covers, and ${c.hero.his} eyes grew {heavy|small|sleepy} – {good night|sleep tight|sweet dreams}, ${c.hero.name}.`,
      `${c.hero.name} snuggled deep under the covers and listened to {the quiet house|the wind outside|the clock in the hall}, and ${c.hero.his} eyes grew heavy. {Good night|Sleep tight}, ${c.hero.name}, {sweet dreams|sleep well}.`,
    ),
  (c) =>
    by(
      c,
      `{The moon|A star|The owl|A moth|The night} peeked in {through the window|at the room|between the curtains|over the sill}, and ${c.hero.name} was {fast asleep|sound asleep|asleep and smiling|deep in dreams}.`,
      `{The moon|The round moon|A star|A sleepy moon} {peeked in through the window|looked in over the sill|shone through the curtains}, and ${c.hero.name} was fast asleep and {smiling|dreaming|snoring softly} {under the quilt|with a teddy close|with mouth wide open}.`,
      `The moon peeked in through the window to say good night, but ${c.hero.name} was already asleep and {smiling at something in a dream|dreaming of ${c.p(['tomorrow', 'new adventures', 'all the new friends'])}}.`,
    ),
  (c) =>
    c.friend
      ? by(
          c,
          `${c.hero.name} and ${c.friend.name} {curled up close|lay close|tucked in tight} and {said|yawned|sighed}, "{Good night|Sleep tight|Sweet dreams}, {you|friend|pal}."`,
          `${c.hero.name} and ${c.friend.name} curled up close {under the quilt|in the big bed|by the fire} and fell asleep {before anyone could say good night|with a smile|in the middle of a sentence}.`,
          `${c.hero.name} and ${c.friend.name} curled up close, {warm and safe|tired and happy}, and soon both of them were asleep{, hush| – good night, you two|, and the night was still}.`,
        )
      : null,
  (c) =>
    by(
      c,
      `{The stars|The moon|The night light} {came out|shone|glowed}, and ${c.hero.name} slept {well|deep|like a log}{| all night| till dawn}.`,
      `Outside, the stars came out one by one, and ${c.hero.name} slept {softly|calmly|safely} {like a log|under the quilt|with a smile|till late}.`,
      `Outside, the stars came out one by one, the wind settled in {the trees|the grass|the curtains}, and ${c.hero.name} slept {softly|safely|soundly} till {morning|the sun came up|the birds woke}.`,
    ),
  (c) =>
    by(
      c,
      `${c.hero.name} gave a {big|long|huge} yawn, {stretched|rolled over|hugged ${c.hero.his} bear}, and slept.`,
      `${c.hero.name} gave an {enormous|lion-sized|long} yawn, and then ${c.hero.he} was asleep, dreaming of {tomorrow|new adventures|the day|${c.gift ? c.gift.the : 'friends'}}.`,
      `${c.hero.name} gave one last {huge|lion-sized} yawn, and then, with the day put away, ${c.hero.he} fell asleep and dreamed of {tomorrow|all that was to come|${c.gift ? c.gift.the : 'new friends'}}.`,
    ),
  (c) =>
    by(
      c,
      `{The owl|The wind|The moon|The cat} said good night, and ${c.hero.name} said good night {back|to everyone|to the teddy} and {fell asleep|closed ${c.hero.his} eyes|smiled}.`,
      `"Good night, {moon|stars|owl|teddy}," whispered ${c.hero.name}, and {the night whispered|the wind in the curtains sighed|the owl in the tree hooted} {good night back|something kind|a soft reply}.`,
      `"Good night, {moon|stars|owl|everyone}," whispered ${c.hero.name}, and somewhere out in the dark {an owl hooted an answer|the wind sighed something like good night|a star blinked}.`,
    ),
  (c) =>
    by(
      c,
      `{More fun would come|A new day would come} {soon|with the sun}, but now ${c.hero.name} {slept|dreamed|snored}.`,
      `Tomorrow would bring {new adventures|a new day|more friends}, but now it was night, and ${c.hero.name} slept {safe|sound|sweetly} {in bed|under the warm quilt|with a smile}.`,
      `Tomorrow would bring {new adventures|a new day with new questions|new trips|new friends}, but {they|it all} could wait. Now it was night, and ${c.hero.name} slept {safe|sound} {under the quilt|with a teddy close}.`,
    ),
];

/**
 * A route to choose: where, and who is met there. Nobody is lost, so nobody is looked for, and
 * one not met yet is "a wise owl", not "the wise owl".
 */
export const choiceRoute: Tpl<EnCtx> = (c) =>
  c.helper
    ? `Go ${c.place.to} to meet ${c.helper.named ? named(c.helper) : withArticle(`${c.helper.trait} ${c.helper.kind}`)}`
    : `Go ${c.place.to}`;

/** "Ruby the fox", but "Mum" or "Auntie" alone: one of the family is called what they are. */
const named = (h: { name: string; kind: string }): string =>
  h.name.toLowerCase().startsWith(h.kind.toLowerCase()) ? h.name : `${h.name} the ${h.kind}`;

export const choiceApproach: Record<Approach, Tpl<EnCtx>> = {
  together: (c) =>
    c.helpersMet.length + (c.friend ? 1 : 0) > 1 ? 'Call all the friends to help' : 'Call for help',
  gift: (c) => (c.gift ? `Use the ${c.gift.sg}` : 'Use the present'),
  brave: () => 'Be brave and try again',
  clever: () => 'Think of a clever plan',
};

/**
 * On the way home the team thinks back to a place from earlier in the story (c.prev): the
 * helper met there, or what was hard there, seen with new eyes.
 */
export const passBack: Bank<EnCtx> = [
  (c) =>
    c.helper && c.prev
      ? by(
          c,
          `On the way home, ${who(c).name} thought of ${theKind(c.helper)} ${c.prev.in}.`,
          `On the way home ${team(c)} talked about ${theKind(c.helper)} ${c.prev.in}, and ${who(c).name} wondered if ${theKind(c.helper)} was {asleep by now|still sitting there waving|missing ${c.team.them} a little}.`,
          `As ${c.team.they} walked, ${who(c).name} told again what ${theKind(c.helper)} ${c.prev.in} had said, and ${c.team.they} decided to {visit ${c.helper.him} one day|send ${c.helper.him} a postcard|never forget ${c.helper.him}}.`,
        )
      : null,
  (c) =>
    c.prev
      ? by(
          c,
          `${who(c).name} thought of ${c.prev.the} and {all that happened there|how long ago it seemed|how nice it was}.`,
          `${who(c).name} thought of ${c.prev.the} and all that had happened there, and it felt {like long ago|like a dream|like a whole adventure}.`,
          `It was strange to think of ${c.prev.the} now, and of all that had happened there, and ${who(c).name} {smiled quietly|felt much older than this morning|promised to remember it always}.`,
        )
      : null,
  (c) =>
    c.prev
      ? by(
          c,
          `"Remember ${c.prev.the}?" said ${who(c).name}, and laughed.`,
          `"{That's where we nearly gave up|Remember how hard it was there|I thought we'd never get past that|We did it, even there}," said ${who(c).name}, {looking back towards|with a nod at|pointing back at} ${c.prev.the}.`,
          `Far behind ${c.team.them} lay ${c.prev.the}, where it had all been so hard, and now it seemed {much smaller|almost tiny|like something from another day}.`,
        )
      : null,
];
