import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { withVariants, BAKE_SHAPE, silentShape } from '../../goal-variants';
import { party } from './build-party';
import { snowman } from './build-snowman';
import { capitalise, lowerFirst } from '../../../text';
import { Crowd } from '../slots';
import {
  CARRIES_NOBODY,
  craftKey,
  handmadeOf,
  MACHINES,
  MOTION,
  partsHere,
  stitchOf,
  WORN,
} from '../../build-kinds';
import { makeVerbEn, OOPS, PARTS } from './build-words';

/** Parts handed over in the plural ("two paper fins"): they, not it. */
const several = (part: string) =>
  /^(two|three|four|five|a pair of)\b/u.test(part) ||
  (/[^s]s$/u.test(part) && !/^(a|an|some)\b/u.test(part));
const t = (c: EnCtx) => c.thing?.sg ?? 'rocket';
const id = (c: EnCtx) => c.thing?.id ?? 'rocket';
const h = (c: EnCtx) => c.hero.name;
const we = (c: EnCtx) => (c.friend ? 'we' : 'I');
/** The hero or the friend: who builds, speaks or has an idea. */
const w = (c: EnCtx) => (c.friend && c.chance(0.4) ? c.friend.name : c.hero.name);
const hk = (c: EnCtx) => `the ${c.helper?.kind ?? 'owl'}`;

/** Broken and mended, not made new: "fixes the bike". */
const mend = (c: EnCtx) => c.variant === 'mend';
/** Food made in the kitchen: "a plate of buns", "a pot of soup". */
const dish = (c: EnCtx) => id(c).startsWith('dish:') || id(c) === 'cake';
/** Soup or porridge, cooked in a pot rather than baked. */
const pot = (c: EnCtx) => key(c) === 'pot';
/** Something that goes or flies when it is done; anything else is done once it is made. */
const machine = (c: EnCtx) => MACHINES.has(id(c)) && !mend(c);
const verb = (c: EnCtx) => makeVerbEn(id(c), mend(c));
const key = (c: EnCtx) => craftKey(id(c), mend(c));
/** Knitted or sewn stitch by stitch, not put together from parts. */
const stitch = (c: EnCtx) => stitchOf(id(c), mend(c));
/** A gift made by hand at a table (a card, a picture, a necklace): paper and glue, no nails. */
const hand = (c: EnCtx) => !mend(c) && !!handmadeOf(id(c));
/** What a handmade gift is made with, for a line that names the kit. */
const stuff = (c: EnCtx) =>
  ({
    card: '{paper and crayons|glue and glitter|paper and ribbon}',
    picture: '{paper and paints|paints and a brush|a brush and a big sheet}',
    gift: '{a box and wrapping paper|paper and ribbon|a box and a ribbon}',
    necklace: '{beads and string|string and shells|beads and a clasp}',
    craft: '{paper and glue|glue and ribbon|crayons and paper}',
  })[handmadeOf(id(c)) ?? 'craft'];
/** A helper's tip and trick for each handmade gift. */
const tip = (c: EnCtx) =>
  ({
    card: '{A little glue goes a long way|Let the glue dry before the next bit|Fold it first, then draw}',
    picture:
      '{Paint the sky first|Let each colour dry before the next|Draw it light first, then paint it}',
    gift: '{Wrap it slowly and the corners stay sharp|Tie the bow last|A gift is best when it looks like you}',
    necklace: '{Tie a knot at the end first|One bead at a time|Big beads in the middle}',
    craft: '{A little glue goes a long way|Draw it light first|Make it the way only you would}',
  })[handmadeOf(id(c)) ?? 'craft'];
const trick = (c: EnCtx) =>
  ({
    card: '{fold paper so the edge is sharp|write in curly letters|dab on glue so it never shows}',
    picture: '{mix green from blue and yellow|hold the brush lightly|paint clouds with a dab}',
    gift: '{tie a bow that stays tied|fold neat corners|hide the tape}',
    necklace: '{thread a bead in one go|tie a knot that never slips|space the beads evenly}',
    craft: '{fold paper so the edge is sharp|dab on glue so it never shows|cut a straight line}',
  })[handmadeOf(id(c)) ?? 'craft'];
/** What it is knitted or sewn from. */
const yarn = (c: EnCtx) => (stitch(c) === 'knit' ? '{wool|yarn}' : '{cloth|thread}');
const R = (c: EnCtx) => c.recipient?.name ?? '';
/** What is done next with a thing made, so the last lines still show it. */
const next = (c: EnCtx) =>
  id(c) === 'snowman'
    ? 'give the snowman a hat and a scarf'
    : worn(c)
      ? `wear the ${t(c)} for the first time`
      : `paint the ${t(c)} in stripes`;
/** Made to wear (a scarf, a hat): the one it was made for puts it on. */
const worn = (c: EnCtx) => WORN.has(id(c)) && !mend(c);
/** Whom it is made for: " for Granny". */
const forR = (c: EnCtx) => (c.recipient ? ` for ${R(c)}` : '');
const a = (c: EnCtx) => c.thing?.a ?? 'a rocket';
/** How a part goes in: eggs are stirred in, a wing is put on. */
const put = (c: EnCtx) =>
  dish(c) ? '{stirred in|tipped in|added}' : stitch(c) ? '{took out|picked up}' : 'added';

const kit = (c: EnCtx) => PARTS[key(c)] ?? (PARTS.make as string[]);
/** A part found here, each once a story and only where it fits: eggs at the farm, not the lake. */
const found = (c: EnCtx) => c.once(partsHere(key(c), kit(c), c.setting));
/** The part found last, for a try; none before anything is found. */
const had = (c: EnCtx) => c.handed(kit(c)).at(-1);
const oops = (c: EnCtx) => c.p(OOPS[key(c)] ?? (OOPS.make as string[]));

/** How it moves once it works: a raft floats off, a car rolls, a rocket lifts. */
const motion = (c: EnCtx) => MOTION[id(c)] ?? 'fly';
const GO_EN = {
  fly: '{worked|went|flew|came to life}',
  sail: '{floated|bobbed|sailed}',
  wind: '{rose|lifted|caught the wind}',
  drive: '{worked|went|rolled|came to life}',
};
const SOUND_EN = {
  fly: '{Brr|Vroom|Hum|Whirr|Clunk-click}',
  sail: '{Splash|Splosh|Slap}',
  wind: '{Flap|Flutter|Swish}',
  drive: '{Brr|Vroom|Toot|Clunk-click}',
};
const OFF_EN = {
  fly: '{off it went|up it went|away it flew|up it zoomed|off it shot|up it soared}',
  sail: '{off it floated|away it sailed|off it bobbed}',
  wind: '{up it went|up it rose}',
  drive: '{off it rolled|away it rattled|off it went}',
};
const WHOOSH_EN = {
  fly: '{whoosh|roar|bang and a whoosh}',
  sail: '{splash|gentle bob|swish of water}',
  wind: '{flutter|swish|tug}',
  drive: '{rattle|toot|clunk and a bump}',
};

/** The trip as its own sentence, whichever band's wording was picked. */
const trip = (c: EnCtx) => capitalise(tripWords(c));
/** The trip after "and": ", and off it went". */
const tripOn = (c: EnCtx) => lowerFirst(tripWords(c));

const tripWords = (c: EnCtx) =>
  CARRIES_NOBODY.has(id(c)) && !mend(c)
    ? by(
        c,
        `up it went, {higher than the trees|high on the wind|up and up}!`,
        `Up it went, higher than the treetops, and it danced on the wind while ${c.team.they} held the string.`,
      )
    : c.target
      ? by(
          c,
          `then ${OFF_EN[motion(c)]} {straight|right|all the way|safe and sound} ${c.target.to}!`,
          `Then, with a ${WHOOSH_EN[motion(c)]}, it {carried|took|flew} ${c.team.name} {all the way|right|straight|safe and sound} ${c.target.to}{| at last| in no time}.`,
          `Then, with a ${motion(c) === 'sail' ? 'splash and a bob' : 'whoosh and a rattle'}, it carried ${c.team.name} all the way ${c.target.to}, and ${c.team.they} could hardly believe ${c.team.their} eyes.`,
        )
      : mend(c)
        ? by(
            c,
            `it was as good as new!`,
            `It was as good as new, {maybe even better|without a scratch|and worked just as it should}.`,
          )
        : by(
            c,
            `it was {perfect|just right|the best one ever|a beauty}!`,
            `It was the {best|finest|grandest} ${t(c)} {anyone|anyone in town|anyone in the world} had ever seen.`,
            `It was, everybody agreed, the finest ${t(c)} ever made by anyone, anywhere.`,
          );

const plain: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      mend(c)
        ? by(
            c,
            `The ${t(c)} was {broken|in pieces}, and ${h(c)} wanted to fix it${forR(c)}.`,
            `The ${t(c)} was {quite broken|in pieces|no use any more}, and ${h(c)} made up ${c.hero.his} mind to fix it${forR(c)}.`,
            `The ${t(c)} had stood broken for so long that everyone had given up on it, but not ${h(c)}: ${c.hero.he} was going to fix it${forR(c)}.`,
          )
        : null,
    (c) =>
      c.recipient && hand(c)
        ? by(
            c,
            `"${R(c)} will love ${a(c)}!" said ${h(c)}.`,
            `"I will ${verb(c).inf} ${a(c)} for ${R(c)}," said ${h(c)}, "{the finest one ever|all by myself|and give it with a hug}."`,
            `${h(c)} knew exactly what ${R(c)} would like best of all: ${a(c)}, ${verb(c).past} by hand, {just for ${c.recipient.him}|with love in every bit of it}.`,
          )
        : null,
    (c) =>
      c.recipient && !hand(c)
        ? by(
            c,
            `"${R(c)} will be so happy!" said ${h(c)}.`,
            `"${R(c)} is going to be so happy," said ${h(c)}, smiling to ${c.hero.him}self.`,
          )
        : null,
    (c) =>
      dish(c) || mend(c)
        ? null
        : by(
            c,
            `${h(c)} drew ${c.thing?.a ?? 'a rocket'} on {a big sheet|a scrap of paper|the wall|the sand}.`,
            `${h(c)} drew ${c.thing?.a ?? 'a rocket'} on {a big sheet of paper|the back of an envelope|an old bit of card}, with {arrows|stars|numbers} all over it.`,
            `${h(c)} had drawn ${c.thing?.a ?? 'a rocket'} on {a big sheet of paper|the back of an envelope} so many times that the drawing was worn thin, and now it was time to ${verb(c).inf} it for real.`,
          ),
    (c) =>
      mend(c)
        ? null
        : by(
            c,
            `${h(c)} wanted to ${verb(c).inf} ${a(c)}${forR(c)}.${c.target ? ` {A|One|A real|A proper} ${t(c)} {to go|to take ${c.team.them}|to fly ${c.team.them}|that could go} ${c.target.to}{!|, one day!|, no less!}` : ''}`,
            `${h(c)} had a {big|brilliant|wonderful|grand} idea{| one morning| one day}: to ${verb(c).inf} ${a(c)}${forR(c)}${c.target ? ` and go ${c.target.to}` : ''}.`,
            `${h(c)} had a big idea, the kind that keeps you awake at night: ${c.hero.he} would ${verb(c).inf} ${a(c)}${forR(c)}${c.target ? `, and in it ${c.hero.he} would go ${c.target.to}` : ''}.`,
          ),
    (c) =>
      by(
        c,
        `"Let's ${verb(c).inf} ${mend(c) ? `the ${t(c)}` : a(c)}${forR(c)}!" {said|shouted|whispered} ${w(c)}.`,
        `"Let's ${verb(c).inf} ${mend(c) ? `the ${t(c)}` : a(c)}${forR(c)}," said ${w(c)}, "{the best one ever|the finest in the land|all by ourselves}{!|, today!|, together!}"`,
        `"I know what ${we(c)} should do," said ${h(c)}. "${we(c) === 'we' ? 'We' : 'I'} should ${verb(c).inf} ${mend(c) ? `the ${t(c)}` : a(c)}${forR(c)}. Properly."`,
      ),
  ],
  problem: [
    (c) =>
      hand(c)
        ? by(
            c,
            `But the {craft box|drawer|paper box} was {empty|nearly empty}, {just one broken crayon|just a bent paper clip|just dust}!`,
            `But in the {craft box|drawer by the window|old paper box} there was only {one broken crayon|a bent paper clip|a dried-up glue stick|a button with no holes}, and that {would not do|was not enough|was not much use} for ${a(c)}.`,
          )
        : dish(c)
          ? by(
              c,
              `But the {cupboard|pantry} was {empty|nearly empty}, just {one lonely egg cup|a pinch of salt}!`,
              `But in the {kitchen cupboard|pantry|larder} there was only {a pinch of salt|an empty flour bag|one lonely egg cup|a jar of pickles}, and that {would not do|was not enough|was not much use} for ${a(c)}.`,
            )
          : stitch(c)
            ? by(
                c,
                `But the {sewing basket|knitting bag|basket} was {empty|nearly empty}, {just a button|just a thimble|just one odd sock}!`,
                `But in the {sewing basket|knitting bag|old basket} there was only {a button and a safety pin|a thimble|a tangle of old string|one odd sock}, and that {would not do|was not enough|was not much use} for ${a(c)}.`,
              )
            : by(
                c,
                `But the {shed|garage|cellar|attic} was {empty|nearly empty|full of junk}, {just a sock|just dust|just an old shoe|just a spider|just one boot}!`,
                `But in the {shed|garage|cellar|attic|old barn} there was only {a sock and a screw|a jar of buttons|a broken umbrella|a teapot with no lid|one roller skate|a box of bent nails}, and that {would not do|was not enough|was not much use} for ${c.thing?.a ?? 'a rocket'}.`,
              ),
    (c) =>
      by(
        c,
        `But ${w(c)} did not know how to ${verb(c).inf} ${a(c)}, {not at all|not one bit|not yet}.`,
        `But {nobody|not one of them|not a single one of them} {knew|had any idea} how to ${verb(c).inf} ${a(c)}${stitch(c) ? `{, and there was no ${yarn(c)}|, and the basket was empty| at all}` : hand(c) ? '{, and the craft box was empty| at all|, not yet}' : '{, and the parts were missing|, and everything was missing| at all|, and there was not a single part|, and there was nothing to build it with|, not even a little bit}'}.`,
        `There was just one {problem|snag|little problem}: nobody knew how to ${verb(c).inf} ${a(c)}, and there was {nothing at all|not a single thing} to ${verb(c).inf} it with.`,
      ),
  ],
  decide: [
    (c) =>
      dish(c)
        ? by(
            c,
            `"We need {${pot(c) ? 'carrots and a big pot' : 'eggs and flour|milk and butter'}|all sorts of things}," said ${h(c)}, "so let's go and fetch them!"`,
            `"We need ${pot(c) ? 'a big pot, carrots and water' : '{eggs, flour and milk|milk, butter and eggs}'}," said ${w(c)}, "{so let's fetch them|and we'll ask everyone we meet}{!|, come on!}"`,
            `"Then we will fetch what we need, one thing at a time," said ${h(c)}, "and ask {everyone|whoever we meet} who knows about ${pot(c) ? 'cooking' : 'baking'}."`,
          )
        : hand(c)
          ? by(
              c,
              `"We need ${stuff(c)}," said ${h(c)}, "so let's {go and find some|look everywhere|ask around}!"`,
              `"We need ${stuff(c)}, and {something special|something pretty|something nobody else has}," said ${w(c)}, "{so let's ask around|so let's start looking|and ask everyone we meet}{!|, come on!}"`,
              `"Then we will find what we need, one thing at a time," said ${h(c)}, "and ${R(c) ? `${R(c)} will never guess` : 'nobody will guess'} what it is for."`,
            )
          : stitch(c)
            ? by(
                c,
                `"We need ${yarn(c)}," said ${h(c)}, "so let's {go and find some|look everywhere|ask around}!"`,
                `"We need ${stitch(c) === 'knit' ? '{soft wool|wool}, and needles' : '{soft cloth|cloth}, thread and a needle'}," said ${w(c)}, "{so let's ask around|so let's start looking|and ask everyone we meet}{!|, come on!|, right now!}"`,
                `"Then we will find what we need, one thing at a time," said ${h(c)}, "and we will ask {everyone|anyone|whoever we meet} who knows how to ${verb(c).inf}."`,
              )
            : by(
                c,
                `"We need {things|parts|stuff}," said ${h(c)}, "so let's {go and find them|look everywhere|ask around}!"`,
                `"We need to find the parts," said ${w(c)}, "{so let's ask around|so let's start looking|and ask everyone we meet|because someone must have something}{!|, come on!|, right now!}"`,
                `"Then we will find the parts one by one," said ${h(c)}, "and we will ask {everyone|anyone|whoever we meet} who might know how."`,
              ),
  ],
  attempt: [
    (c) => {
      const p = had(c);
      return p
        ? by(
            c,
            `${w(c)} ${put(c)} ${p}, but ${oops(c)}.`,
            `${w(c)} ${put(c)} ${p} ${c.place.in}, but ${oops(c)}.`,
            `${h(c)} ${put(c)} ${p}, stood back and gave it all an encouraging {nod|look}. But ${oops(c)}.`,
          )
        : null;
    },
    (c) =>
      by(
        c,
        `"{Now|This time|Ready|Here goes|Go}!" {said|cried|called} ${w(c)}, but ${oops(c)}.`,
        `"This time it will work," said ${w(c)} {firmly|with hope|with a grin}, but ${oops(c)}.`,
        `"This time it will definitely work," said ${h(c)}, and for a moment it looked as if it might. But ${oops(c)}.`,
      ),
    (c) =>
      c.friend && dish(c) && !pot(c)
        ? by(
            c,
            `${c.friend.name} held the bowl and ${h(c)} {stirred|whisked|mixed}, but ${oops(c)}.`,
            `${c.friend.name} held the bowl steady while ${h(c)} {stirred|whisked|kneaded the dough}, but ${oops(c)}.`,
            `${c.friend.name} held the big bowl steady while ${h(c)} stirred, tongue between teeth, until the dough looked just right. But ${oops(c)}.`,
          )
        : c.friend && stitch(c)
          ? by(
              c,
              `${c.friend.name} held the ${stitch(c) === 'knit' ? 'ball of wool' : 'cloth'} and ${h(c)} ${verb(c).past}, but ${oops(c)}.`,
              `${c.friend.name} held the ${stitch(c) === 'knit' ? 'wool so it would not tangle' : 'cloth flat'} while ${h(c)} ${verb(c).past} the last bit, but ${oops(c)}.`,
            )
          : c.friend
            ? by(
                c,
                `${c.friend.name} held it {tight|still|up high} and ${h(c)} {tapped|tied|pushed|fixed|checked}, but ${oops(c)}.`,
                `${c.friend.name} held the ${t(c)} steady while ${h(c)} {tapped|tied|fixed} the last bit, but ${oops(c)}.`,
                `${c.friend.name} held the ${t(c)} steady while ${h(c)} worked, tongue between teeth, on the very last bit. But ${oops(c)}.`,
              )
            : null,
    (c) =>
      dish(c)
        ? by(
            c,
            `${w(c)} ${pot(c) ? '{stirred the pot|tasted the soup}' : '{mixed the dough|filled the tin|lit the oven}'} {with care|very fast|in a rush}, but ${oops(c)}.`,
            `${h(c)} ${pot(c) ? 'stirred the pot' : 'mixed everything in a big bowl'} ${c.place.in} and {waited|counted to a hundred|peeked}, but ${oops(c)}.`,
            `${h(c)} ${pot(c) ? 'stirred the pot' : 'mixed everything in a big bowl'}, waited as patiently as anyone ever has, and peeked. But ${oops(c)}.`,
          )
        : hand(c)
          ? by(
              c,
              `${w(c)} {cut and glued|coloured and folded|worked} {with care|very fast|in a rush}, but ${oops(c)}.`,
              `${h(c)} sat down ${c.place.in} and worked {bit by bit|with great care|tongue between teeth}, but ${oops(c)}.`,
              `${h(c)} worked on the ${t(c)} with great care and held it up to see it better, but ${oops(c)}.`,
            )
          : stitch(c)
            ? by(
                c,
                `${w(c)} ${verb(c).past} {row after row|stitch after stitch|on and on} {with care|very fast|in a rush}, but ${oops(c)}.`,
                `${h(c)} ${verb(c).past} ${stitch(c) === 'knit' ? 'row after row' : 'stitch after stitch'} ${c.place.in}, but ${oops(c)}.`,
                `${h(c)} ${verb(c).past} ${stitch(c) === 'knit' ? 'row after careful row' : 'one neat stitch after another'} and held the ${t(c)} up to admire it, but ${oops(c)}.`,
              )
            : by(
                c,
                `${w(c)} put {it|the bits|everything|the ${t(c)}} together {with care|very fast|in a rush|bit by bit}, but ${oops(c)}.`,
                `${h(c)} put the ${t(c)} together ${c.place.in}, but ${oops(c)}.`,
                `${h(c)} fitted the pieces of the ${t(c)} together with great care and stepped back to admire it, but ${oops(c)}.`,
              ),
    (c) =>
      by(
        c,
        `${c.team.they} tried {again|once more|a new way}, but ${oops(c)}!`,
        `${c.team.they} tried a {new|different|clever} way ${c.place.in}, and oh no, ${oops(c)}!`,
        `${c.team.they} tried it a different way, more slowly this time, and still ${oops(c)}. "Well," said ${h(c)}, "now we know one more thing that {doesn't work|won't do|we shouldn't try again}."`,
      ),
  ],
  progress: [
    (c) => {
      const p = found(c);
      return p
        ? by(
            c,
            `${c.team.they} found ${p} ${c.place.in}{!|, hooray!|, just right!}`,
            `${c.place.in} ${c.team.they} found ${p}, {just what the ${t(c)} needed|perfect for the ${t(c)}|as if it had been waiting}.`,
            `Here ${c.team.they} found ${p}, exactly what the ${t(c)} was missing, and ${h(c)} packed it carefully away.`,
          )
        : null;
    },
    (c) => {
      const p = found(c);
      return p
        ? by(
            c,
            `{Now|Next|At last} ${w(c)} {held|had|carried} ${p} {too|as well|for the ${t(c)}}.`,
            `"{${dish(c) ? 'It smells good already' : `It's starting to look like {something|a real ${t(c)}}`}|Bit by bit, it's coming together|Just wait till it's finished}!" {grinned|said|whispered|laughed} ${w(c)}, {now|once} ${c.team.they} had ${p} {as well|too}.`,
            `Now ${c.team.they} had ${p} as well, and bit by bit the ${t(c)} was ${dish(c) ? 'coming together' : 'taking shape'}.`,
          )
        : null;
    },
  ],
  advice: [
    (c) =>
      c.helper && dish(c)
        ? by(
            c,
            pot(c)
              ? `"{Stir slowly|Taste as you go}, and it will be {fine|just right}," said ${hk(c)}.`
              : `"{Sift the flour|Warm the oven first|Let the dough rest}, and it will be {fine|just right}," said ${hk(c)}.`,
            pot(c)
              ? `"{Stir slowly and never walk away|Taste as you go|A pinch of salt at the end}," said ${hk(c)}, {like a real cook|licking the spoon|with a wink}.`
              : `"{Sift the flour first|Never open the oven too soon|Let the dough rest before it bakes|Butter the tin well|Warm hands make soft dough}," said ${hk(c)}, {like a real baker|with flour on one ear|licking the spoon|with a wink}.`,
          )
        : c.helper && hand(c)
          ? by(
              c,
              `"{Take your time|Go slowly|Little by little}, and it will be {lovely|just right}," said ${hk(c)}.`,
              `"${tip(c)}," said ${hk(c)}, {with a wink|with a kind smile|with a wise nod}.`,
            )
          : c.helper && stitch(c) === 'sew'
            ? by(
                c,
                `"{Small stitches|Take it slowly|Pin it first}, and it will be {fine|just right}," said ${hk(c)}.`,
                `"{Pin it before you sew|Small stitches hold best|Leave a gap for the stuffing|Turn it inside out at the end}," said ${hk(c)}, {with a wink|with a needle in ${c.helper.his} collar|like a real tailor}.`,
              )
            : c.helper && stitch(c)
              ? by(
                  c,
                  `"{Count your stitches|Take it slowly|Knit it loose}, and it will be {fine|just right}," said ${hk(c)}.`,
                  `"{Count your stitches twice|Knit loose and it stays soft|Slow hands make even stitches|Start with a little piece and see that it is right}," said ${hk(c)}, {with a wink|with a ball of wool in ${c.helper.his} lap|like a real knitter}.`,
                )
              : c.helper
                ? by(
                    c,
                    `"{Measure twice|Think first|Take it slowly|One step at a time}, and it will be {fine|all right|just right}," said ${hk(c)}{| kindly| with a nod}.`,
                    `"{Measure twice and {saw|cut|screw} once|Slow hands make strong work|A good plan is half the job|Check every join before you start|Start small and build up|Tight knots and firm joins|Test each part before the next|Never rush the last bit}," {said|advised|suggested} ${hk(c)}, {with a wink|like a real carpenter|with a pencil behind one ear|tapping the ${t(c)}|peering over the plans|with a wise nod|scratching ${c.helper.his} chin}.`,
                  )
                : null,
    (c) =>
      c.helper && dish(c) && !pot(c)
        ? by(
            c,
            `${hk(c)} showed ${c.team.them} how to {crack an egg|knead the dough|stir without spilling}.`,
            `${hk(c)} {showed ${c.team.them}|taught ${w(c)}} {how to crack an egg with one hand|how to knead dough until it is smooth|how to tell when the dough is ready|how to stir without spilling a drop}, which ${w(c)} learned {at once|on the third try|after a few goes}.`,
          )
        : c.helper && hand(c)
          ? by(
              c,
              `${hk(c)} showed ${c.team.them} {a trick|a clever way|a good way} to ${trick(c)}.`,
              `${hk(c)} {showed ${c.team.them}|taught ${w(c)}} how to ${trick(c)}, which ${w(c)} learned {at once|on the third try|after a few goes|in no time}.`,
            )
          : c.helper && stitch(c)
            ? by(
                c,
                `${hk(c)} showed ${c.team.them} {a trick|a clever way|a good way} to ${stitch(c) === 'knit' ? '{cast on|count the stitches|hold the needles}' : '{thread the needle|tie off a stitch|sew a straight seam}'}.`,
                `${hk(c)} {showed ${c.team.them}|taught ${w(c)}} how to ${stitch(c) === 'knit' ? '{cast on without a tangle|pick up a dropped stitch|keep every row even}' : '{thread a needle first time|sew a seam that never comes undone|hide the knot inside}'}, which ${w(c)} learned {at once|on the third try|after a few goes|in no time}.`,
              )
            : c.helper
              ? by(
                  c,
                  `${hk(c)} showed ${c.team.them} {a knot|a trick|a clever way|a good way} to {fix|hold|join} the {parts|bits|pieces}.`,
                  `${hk(c)} {showed ${c.team.them}|taught ${c.team.them}|showed ${w(c)}} {a knot that never comes undone|a trick with tape|how to screw without a screwdriver|how to make the ${t(c)} stand straight|a way to join two parts with string}, which ${w(c)} learned {at once|on the third try|after a few goes|in no time}.`,
                )
              : null,
    (c) =>
      c.helper && !dish(c) && !stitch(c) && !hand(c)
        ? by(
            c,
            `"Make it {strong|sturdy|solid}{| and steady| so it lasts}," said the ${c.helper.kind} {${c.place.in}|with a nod|wisely}.`,
            `"{Start|Always start|Begin} with a {strong|solid|steady|wide} {bottom|base}{| for the ${t(c)}}," said the ${c.helper.kind}{| wisely| with a nod}, "for everything else {sits on that|rests on it|stands on it|leans on it}."`,
            `"Always start with a {strong|solid|steady} base," said the ${c.helper.kind}, "because everything else rests on it, just like {friends do|a house on its stones}."`,
          )
        : null,
    (c) => {
      const p = c.helper ? found(c) : undefined;
      return c.helper && p
        ? by(
            c,
            `"{Take this|Here you are|Have this}!" said ${hk(c)}, and gave ${c.team.them} ${p}.`,
            `"{You can have|Please take|Why not take|You're welcome to} ${p}," said the ${c.helper.kind}{| kindly| with a smile| at once}, "${several(p) ? "{I don't need them|they've been waiting for you|just bring them back one day|they're no use to me|I was hoping someone would want them}" : "{I don't need it|it's been waiting for you|just bring it back one day|it's no use to me|I was hoping someone would want it}"}."`,
            `"I have ${p} that I never use," said the ${c.helper.kind}, "and ${several(p) ? "they're yours, if they {help|are any use}" : "it's yours, if it {helps|is any use}"}."`,
          )
        : null;
    },
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `${w(c)} showed ${hk(c)} {the drawing|the plan|the list}.`,
            `${w(c)} {showed|proudly showed|carefully showed} ${hk(c)} ${stitch(c) ? '{the drawing|the pattern|the crumpled pattern}' : '{the drawing|the crumpled plan|the list of parts|the plan with all the arrows}'}, and ${hk(c)} {studied it for a long time|nodded thoughtfully|turned it upside down and back|looked at it twice|looked at it from every side|hummed over it|traced it with one finger}{| with care| without a word| very slowly| with a small smile}.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Can you help us ${verb(c).inf} ${a(c)}?" asked ${w(c)} {with hope|nicely|eagerly}.`,
            `"{Do you know how to|Could you show us how to|Can you teach us to} ${verb(c).inf} ${a(c)}?" asked ${w(c)} {with hope|nicely|with big eyes|politely|hopefully|all in one breath}.`,
            `"Excuse me," said ${h(c)}, "do you know anything about ${dish(c) ? (pot(c) ? 'cooking' : 'baking') : stitch(c) === 'knit' ? 'knitting' : stitch(c) ? 'sewing' : hand(c) ? `${verb(c).inf === 'make' ? 'making' : `${verb(c).inf}ing`}` : 'building'} ${c.thing?.a ?? 'a rocket'}?"`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          machine(c)
            ? `It was time, so ${h(c)} ${motion(c) === 'sail' ? '{pushed it off the bank|gave it a push|said, "Off we go!"}' : motion(c) === 'wind' ? '{ran into the wind|tossed it up|let out the string}' : '{pressed the button|gave it a push|said, "Go!"}'}.`
            : `Only the last bit was left, and ${h(c)} {held ${c.hero.his} breath|bit ${c.hero.his} lip|closed ${c.hero.his} eyes} and did it.`,
          `At last it was ready, and ${h(c)} took a deep breath and said, "{Now|Here goes|Ready or not}!"`,
          `At last the ${t(c)} was ready. ${h(c)} took a deep breath, crossed ${c.hero.his} fingers, and said, "Now."`,
        ),
    ],
    together: [
      (c) =>
        hand(c)
          ? by(
              c,
              `Everyone helped with the last little bit.`,
              `${Crowd(c)} came to help with the last bit, {holding the paper flat|passing the glue|cheering} {side by side|as one|with a song}.`,
              `Everyone ${c.team.they} had met came to help with the last bit, one holding it flat, one passing the glue, one cheering, until the ${t(c)} was finished.`,
            )
          : stitch(c)
            ? by(
                c,
                `Everyone helped with the last ${stitch(c) === 'knit' ? 'rows' : 'stitches'}.`,
                `${Crowd(c)} came to help with the last bit, {holding the ${yarn(c)}|counting out loud|cheering each stitch} {side by side|as one|with a song}.`,
                `Everyone ${c.team.they} had met came to help with the last bit, one holding the ${yarn(c)}, one counting, one cheering, until the ${t(c)} was finished.`,
              )
            : by(
                c,
                `Everyone helped to {push and pull|lift and carry|hold and fix} the last part.`,
                `${Crowd(c)} {came to help|joined in|lent a hand} with the last part, {pushing and pulling|lifting and holding|tapping and tying|passing and fixing} {side by side|as one|with a song|all together|with lots of laughing}.`,
                `Everyone ${c.team.they} had met came to help with the final part, pushing, pulling and lifting together, until the ${t(c)} was finished.`,
              ),
    ],
    gift: [
      // A keepsake is no ingredient and no part: it brings luck, or decorates what is made.
      (c) =>
        c.gift && dish(c)
          ? by(
              c,
              `${h(c)} held the ${c.gift.sg} for luck and tried once more. This time it worked!`,
              `${h(c)} set the ${c.gift.sg} beside the bowl for luck, remembered every tip, and tried once more, and this time it came out just right.`,
              `${h(c)} set the ${c.gift.sg} beside the bowl for luck, went through every tip ${c.team.they} had been given, and tried one last time, slowly and carefully, and this time it came out just right.`,
            )
          : c.gift && stitch(c)
            ? by(
                c,
                `${h(c)} kept the ${c.gift.sg} close for luck and ${verb(c).past} the last bit. This time it was right!`,
                `${h(c)} set the ${c.gift.sg} beside the ${yarn(c)} for luck, remembered every tip, and ${verb(c).past} the last bit once more, and this time it came out just right.`,
              )
            : c.gift && hand(c)
              ? by(
                  c,
                  `${h(c)} put the ${c.gift.sg} on the ${t(c)}. Now it was just right!`,
                  `${h(c)} remembered the ${c.gift.sg} from the way and set it on the ${t(c)}, right in the middle, and {all at once|suddenly|just like that} it was exactly what it had been missing.`,
                  `${h(c)} took out the ${c.gift.sg} found on the way, set it on the ${t(c)}, right in the middle, and stepped back: now it was not just any ${t(c)}, it was one nobody else in the world could have made.`,
                )
              : c.gift
                ? by(
                    c,
                    `${h(c)} put the ${c.gift.sg} on top for luck, and at last it all held!`,
                    `${h(c)} {tied|fixed|hung} the ${c.gift.sg} on {top of|the front of} the ${t(c)} for luck, fitted the last part once more, and {this time everything held|this time it all held tight|now nothing wobbled}.`,
                    `${h(c)} tied the ${c.gift.sg} on top of the ${t(c)} for luck, fitted the last part once more, slowly, the way everyone had shown ${c.hero.him}, and this time everything held.`,
                  )
                : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} had an idea: "{Turn it round|Flip it over|Try it upside down}!"`,
          `${w(c)} had {an idea|a bright idea|a sudden idea}: "What if we {turn it the other way round|try it upside down|start from the top|swap two bits}?"`,
          `${h(c)} looked at all the failed tries and suddenly saw it. "What if we turn it the other way round?"`,
        ),
    ],
  },
  resolution: [
    (c) =>
      machine(c)
        ? null
        : by(
            c,
            mend(c)
              ? `And then the ${t(c)} was as good as new!`
              : `And then the ${t(c)} was done, {finer than anyone had thought|just as ${h(c)} had dreamed}!`,
            mend(c)
              ? `And then, with one last {turn of the screw|knot|dab of glue}, the ${t(c)} was as good as new. ${h(c)} tried it, and everything worked!`
              : dish(c)
                ? `And then the ${t(c)} was ready, and it smelled so good that {everyone came running|the birds peeped in|even the cat came}.`
                : `And then the ${t(c)} was done, {finer than anyone had thought|just as ${h(c)} had dreamed}, and ${c.team.they} stood looking at it for a long time.`,
            mend(c)
              ? `And then, with one last {turn of the screw|knot|dab of glue}, the ${t(c)} was whole again, and when ${h(c)} tried it, everything worked just as it should, almost better than before.`
              : `And then, after all the tries, the ${t(c)} was done, {finer than anyone had thought|just as ${h(c)} had dreamed}, and ${c.team.they} could hardly stop looking at it.`,
          ),
    (c) =>
      !machine(c)
        ? null
        : by(
            c,
            `${SOUND_EN[motion(c)]}, went the ${t(c)}, and then it ${GO_EN[motion(c)]}! ${trip(c)}`,
            `First came a {little|tiny|small} ${motion(c) === 'sail' ? '{splash|ripple|bob}' : motion(c) === 'wind' ? '{flutter|tug|flap}' : '{brr|hum|click|whirr}'}, then a {bigger|louder|happier} one, and then the ${t(c)} ${motion(c) === 'sail' ? 'floated' : motion(c) === 'wind' ? 'rose' : '{worked|went}'} {all by itself|like a dream|just as it should}. ${trip(c)}`,
          ),
    (c) =>
      !machine(c)
        ? null
        : by(
            c,
            `{And it worked|And look, it worked|It worked|At last it worked}, and ${tripOn(c)}`,
            `{And it worked|And this time it worked|It held, it really held|Everything stayed in place|Not a thing came loose|Nothing fell off|Every part held tight}{, at last|, hooray|, just like that|, first time|, to a big cheer|, and nobody could stop grinning|, and everyone clapped|}! ${trip(c)}`,
            `And this time, {at long last|finally|to everyone's delight}, it worked. ${trip(c)}`,
          ),
  ],
  reflection: [
    (c) =>
      c.recipient && dish(c)
        ? by(
            c,
            `${R(c)} took a bite and closed ${c.recipient.his} eyes. "The best I have ever tasted," ${c.recipient.he} said.`,
            `${R(c)} took a bite, closed ${c.recipient.his} eyes and smiled. "The best I have ever tasted," ${c.recipient.he} said, and had another.`,
          )
        : null,
    (c) =>
      c.recipient && worn(c)
        ? by(
            c,
            `${R(c)} got the ${t(c)} and put it on {straight away|there and then}.`,
            `${R(c)} got the ${t(c)} and put it on {straight away|there and then}. From then on ${c.recipient.he} wore it {every single day|whenever it was cold|all winter long}, {nice and warm|as snug as could be}.`,
            `When ${R(c)} got the ${t(c)}, ${c.recipient.he} put it on there and then and hugged ${h(c)} so long that neither of them wanted to let go. From then on ${c.recipient.he} wore it {every single day|whenever the wind was cold|all winter long}, and thought of ${h(c)} each time.`,
          )
        : null,
    (c) =>
      c.recipient && !dish(c) && !worn(c)
        ? by(
            c,
            `${R(c)} got the ${t(c)}, and ${c.recipient.he} was so happy.`,
            `${R(c)} got the ${t(c)}, and ${c.recipient.he} was so happy that ${c.recipient.he} {hugged ${h(c)} for a long time|laughed out loud|nearly cried}.`,
            `When ${R(c)} got the ${t(c)}, ${c.recipient.he} went very quiet, and then ${c.recipient.he} hugged ${h(c)} so long that neither of them wanted to let go.`,
          )
        : null,
    (c) =>
      !c.recipient && dish(c)
        ? by(
            c,
            `Everyone had a taste of the ${t(c)}, and not a crumb was left.`,
            `Everyone had a taste of the ${t(c)}, and {not a crumb was left|everyone wanted more|even the birds got a bite}.`,
          )
        : null,
    (c) =>
      dish(c) || c.recipient
        ? null
        : by(
            c,
            `${w(c)} patted the ${t(c)} and said, "{Good night|Sleep well|Well done today}."`,
            `Before going in, ${w(c)} patted the ${t(c)} and whispered, "{Good night|Sleep well|You did well today}."`,
          ),
    (c) =>
      dish(c) || mend(c) || c.recipient
        ? null
        : by(
            c,
            `Tomorrow ${c.team.they} would {show off|paint|decorate} the ${t(c)}.`,
            `${c.hero.name} decided that {tomorrow|next day|in the morning|after breakfast} ${c.team.they} would {${next(c)}|give the ${t(c)} a name|show the ${t(c)} to everyone|paint stars on the ${t(c)}|take a picture of the ${t(c)}}{| first thing| together}.`,
            `Tomorrow, ${c.hero.name} decided, there would be time to {${next(c)}|give the ${t(c)} a proper name|show the ${t(c)} to everyone}.`,
          ),
    // The one it was made for has it at the end; "made with help" would leave them without it.
    (c) =>
      c.recipient && !dish(c)
        ? null
        : by(
            c,
            `${c.team.they} made the ${t(c)} with {help|a hand} from {friends|everyone|new friends|the whole way}.`,
            `${c.team.they} had ${mend(c) ? 'fixed' : 'made'} the ${t(c)} ${stitch(c) === 'knit' ? 'one row at a time' : stitch(c) ? 'one stitch at a time' : 'one {piece|bit|part} at a time'}, {with a little help|with a lot of help|with kind help} from {friends|everyone ${c.team.they} met|old and new friends}.`,
            `${c.team.they} had ${mend(c) ? 'fixed' : 'made'} the ${t(c)} ${stitch(c) === 'knit' ? 'row by row' : stitch(c) ? 'stitch by stitch' : 'one piece at a time'}, with help from friends, and every mistake had taught ${c.team.them} {something|something new|a little more}.`,
          ),
  ],
  refrain: [
    (c) =>
      hand(c)
        ? `Snip and fold and glue and hum! ${h(c)} makes a gift for ${R(c) || 'someone'}!`
        : worn(c)
          ? `Knit and purl and round we go! ${h(c)} will finish it, row by row!`
          : `Bang and tap and clink and clonk! We will ${verb(c).inf} the ${t(c)}, bonk!`,
    (c) => `Piece by piece and bit by bit! ${h(c)} will make it, that is it!`,
  ],
  title: [
    (c) => `${h(c)} ${verb(c).pres} ${mend(c) ? `the ${t(c)}` : a(c)}${forR(c)}`,
    (c) =>
      c.target || machine(c)
        ? `the ${t(c)}${c.target ? ` that went ${c.target.to}` : ' that worked'}`
        : null,
    (c) => `${h(c)}’s big ${t(c)}`,
  ],
};

const bakeShape = silentShape<EnCtx>(BAKE_SHAPE);

export const build = withVariants(plain, { party, snowman, bake: bakeShape });
