// A big brother's or sister's first small jobs, each in its place: holding the baby, choosing a
// present, the bath; and for each moment that goes wrong, what makes it right again.
import type { EnCtx } from '../../../compose/ctx-en';
import { by } from '../../by-band';
import type { BabyMoment } from '../../family-beats';
import { moreBabyFixes, moreBabyHitches, moreBigger, type MoreMoment } from './sibling-steps-more';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
const b = (c: EnCtx) => c.other?.name ?? 'the baby';
const she = (c: EnCtx) => c.other?.he ?? 'she';
const her = (c: EnCtx) => c.other?.him ?? 'her';
/** The grown-up here: the one met, or else Mum. */
const grown = (c: EnCtx) => c.helper?.name ?? 'Mum';
const big = (c: EnCtx) => (c.hero.char.gender === 'f' ? 'big sister' : 'big brother');

type Later = Exclude<
  BabyMoment,
  'meet' | 'cries' | 'spill' | 'pram' | 'busy' | 'wakes' | MoreMoment
>;

export const laterBabyHitches: Record<Later | MoreMoment, (c: EnCtx) => string> = {
  ...moreBabyHitches,
  hold: (c) =>
    by(
      c,
      `${h(c)} held ${b(c)}. ${cap(she(c))} squirmed!`,
      `${h(c)} got to hold ${b(c)} for the first time, but held ${her(c)} so stiffly that ${she(c)} squirmed and began to whimper.`,
      `${h(c)} sat in the big chair to hold ${b(c)} for the first time, but ${c.hero.his} arms went as stiff as planks, and ${b(c)} squirmed and whimpered as if ${she(c)} were lying on a bench.`,
    ),
  toy: (c) =>
    by(
      c,
      `${h(c)} wanted to buy a present. All for big kids!`,
      `${h(c)} was to choose a present for ${b(c)} ${c.place.in}. But everything ${c.hero.he} liked was for big children: a drum, a football, a puzzle.`,
      `${h(c)} was allowed to choose ${b(c)}’s very first present ${c.place.in}. But everything ${c.hero.he} pointed at was for big children, a drum, a football, a puzzle with a thousand pieces, and ${grown(c)} shook ${c.helper?.his ?? 'her'} head every time.`,
    ),
  bath: (c) =>
    by(
      c,
      `${h(c)} poured too fast. ${b(c)} screamed!`,
      `${h(c)} got to help with the bath, but poured the water much too fast over ${b(c)}, who screamed the house down.`,
      `${h(c)} got to help when ${b(c)} had a bath in the little tub, but tipped a whole cup of water over ${her(c)} at once, and ${b(c)} screamed so loudly it rang through the house.`,
    ),
  nappy: (c) =>
    by(
      c,
      `${h(c)} held the nappy. ${b(c)} wriggled off!`,
      `${h(c)} was to hand Dad the clean nappy, but ${b(c)} kicked so hard that it flew off the changing table.`,
      `${h(c)} stood ready with the clean nappy while Dad did the rest, but ${b(c)} kicked and wriggled like a fish, and the nappy sailed off the changing table and under the chest of drawers.`,
    ),
  dress: (c) =>
    by(
      c,
      `The tiny sock would not go on!`,
      `${h(c)} wanted to put ${b(c)}’s socks on, but the tiny sock would not go on the tiny foot.`,
      `${h(c)} offered to dress ${b(c)}, but the tiny sock kept folding itself in half, and the tiny foot kept curling up, until ${h(c)} wanted to throw the sock out of the window.`,
    ),
  book: (c) =>
    by(
      c,
      `${b(c)} grabbed the book and chewed it!`,
      `${h(c)} showed ${b(c)} a picture book, but ${b(c)} grabbed a page and tried to eat it.`,
      `${h(c)} sat down to show ${b(c)} ${c.hero.his} old picture book, but ${b(c)} grabbed the page with the tiger on it and tried very hard to eat the tiger.`,
    ),
  sun: (c) =>
    by(
      c,
      `The sun shone in ${b(c)}’s eyes!`,
      `The sun shone straight into the pram, and ${b(c)} screwed up ${c.other?.his ?? 'her'} face and began to wail.`,
      `The sun came round the corner and shone straight into the pram, and ${b(c)} screwed up ${c.other?.his ?? 'her'} whole face and began to wail as if the sky had been switched on too bright.`,
    ),
  quiet: (c) =>
    by(
      c,
      `${h(c)}’s ball bounced. ${b(c)} woke up!`,
      `${b(c)} was asleep in the pram, but ${h(c)}’s ball bounced against the wheel, and ${b(c)} woke with a yell.`,
      `${b(c)} was asleep in the pram ${c.place.in}, and ${h(c)} played ball as quietly as ${c.hero.he} could, until the ball bounced off the pram wheel with a bang, and ${b(c)} woke with a yell.`,
    ),
  nappies: (c) =>
    by(
      c,
      `So many nappies! Which ones?`,
      `${h(c)} was to fetch nappies ${c.place.in}, but there were so many kinds that ${c.hero.he} just stood and stared.`,
      `${h(c)} was sent to fetch nappies ${c.place.in}, but the shelf was full of packets in every size and colour, and ${c.hero.he} stood there with no idea which were for someone as small as ${b(c)}.`,
    ),
};

/** What makes each moment right again. */
export const babyFixes: Record<BabyMoment, (c: EnCtx) => string> = {
  ...moreBabyFixes,
  meet: (c) =>
    by(
      c,
      `Then ${b(c)} held ${h(c)}’s finger.`,
      `Then ${b(c)}’s tiny hand closed round ${h(c)}’s finger and held on tight.`,
      `Then, all of a sudden, ${b(c)}’s tiny hand found ${h(c)}’s finger and held on, harder than anyone would think such a small hand could.`,
    ),
  hold: (c) =>
    by(
      c,
      `${cap(grown(c))} showed how. Now ${b(c)} was cosy.`,
      `"One hand under the head," said ${grown(c)}, showing how, and then ${b(c)} lay quite still in ${h(c)}’s arms.`,
      `"One hand under the head, and let ${her(c)} feel you breathing," said ${grown(c)}, showing how, and all at once ${b(c)} was heavy and warm and perfectly still in ${h(c)}’s arms.`,
    ),
  toy: (c) =>
    by(
      c,
      `Then ${h(c)} found a soft rattle. Perfect!`,
      `Then ${h(c)} found a soft rattle that only jingled quietly, just right for tiny hands.`,
      `At the bottom of the basket ${h(c)} found a soft rattle shaped like a star, which only jingled quietly when you shook it, just right for tiny hands.`,
    ),
  spill: (c) =>
    by(
      c,
      `Next time ${h(c)} used both hands.`,
      `Next time ${h(c)} held the bottle with both hands and tested it on ${c.hero.his} wrist, the way Dad showed, and ${b(c)} drank and drank.`,
      `Next time ${h(c)} held the bottle with both hands and first tested the milk on ${c.hero.his} wrist, the way Dad showed, and ${b(c)} drank with small, contented sucks.`,
    ),
  bath: (c) =>
    by(
      c,
      `Then ${h(c)} scooped the water slowly.`,
      `Then ${h(c)} scooped water with a hand, slowly and gently over the tummy, and ${b(c)} kicked happily.`,
      `So ${h(c)} scooped the water with a hand instead, slowly, a little at a time, over the small round tummy, and ${b(c)} stopped screaming and kicked until it splashed.`,
    ),
  pram: (c) =>
    by(
      c,
      `${h(c)} pushed slowly. ${b(c)} fell asleep.`,
      `This time ${h(c)} pushed slowly and steered round every root, and ${b(c)} fell asleep in the pram.`,
      `This time ${h(c)} pushed slowly, watching for roots and stones, and before they were round the bend ${b(c)} was asleep, and Dad let ${h(c)} push all the way.`,
    ),
  busy: (c) =>
    by(
      c,
      `"And you’re the ${big(c)}!" someone said.`,
      `Then one of them turned round. "And you must be the ${big(c)}!" ${h(c)} showed them how to make ${b(c)} smile.`,
      `Then one of them turned to ${h(c)}. "And you must be the new ${big(c)}?" ${h(c)} nodded and showed them how to make ${b(c)} smile, and everyone watched.`,
    ),
  cries: (c) =>
    by(
      c,
      `${h(c)} rocked the cradle. ${b(c)} grew calmer.`,
      `${h(c)} sat by the cradle and rocked it gently, to and fro, and the crying grew a little quieter.`,
      `${h(c)} sat down by the cradle and rocked it, to and fro, to and fro, and the crying grew smaller and smaller until it was only a little hiccup.`,
    ),
  wakes: (c) =>
    by(
      c,
      `Then ${h(c)} sang softly. ${b(c)} shut ${c.other?.his ?? 'her'} eyes.`,
      `Next time ${h(c)} sang as softly as a whisper, and ${b(c)}’s eyes grew heavy and closed.`,
      `Next time ${h(c)} sang so softly it was hardly more than breathing, and ${b(c)}’s eyes grew heavier and heavier until they closed.`,
    ),
  nappy: (c) =>
    by(
      c,
      `${h(c)} tickled ${b(c)}’s tummy. Done!`,
      `"Keep ${her(c)} laughing, and I’ll be quick," said Dad, and while ${h(c)} tickled ${b(c)}’s tummy, the new nappy went on in a flash.`,
      `"Keep ${her(c)} laughing, and I’ll be lightning fast," said Dad, and while ${h(c)} tickled the round little tummy and made tractor noises, the new nappy was on before anyone could count to ten.`,
    ),
  dress: (c) =>
    by(
      c,
      `${h(c)} rolled the sock up first. On it went!`,
      `Then ${grown(c)} showed the trick: roll the sock up first, then over the toes. On it went, first time.`,
      `Then ${grown(c)} showed the trick: roll the sock up like a doughnut first, then over the toes. It slid straight on, and ${h(c)} did the other one all alone.`,
    ),
  book: (c) =>
    by(
      c,
      `They found a soft cloth book instead.`,
      `So ${h(c)} fetched ${c.hero.his} old cloth book, the crinkly one, and ${b(c)} stared at every page.`,
      `So ${h(c)} fetched ${c.hero.his} old cloth book, the crinkly one with a mirror on the last page, and ${b(c)} stared at every page and gurgled at the mirror.`,
    ),
  sun: (c) =>
    by(
      c,
      `${h(c)} held up the sunshade. Better!`,
      `${h(c)} clipped the sunshade onto the pram and turned it just right, and ${b(c)} went quiet in the shade.`,
      `${h(c)} clipped the little sunshade onto the pram and turned it until the shadow lay exactly over ${b(c)}’s face, and the wailing stopped as if someone had turned off a tap.`,
    ),
  quiet: (c) =>
    by(
      c,
      `${h(c)} rocked the pram. ${b(c)} slept again.`,
      `${h(c)} rocked the pram gently until ${b(c)} slept again, and then played a whisper game instead of ball.`,
      `${h(c)} rocked the pram to and fro until ${b(c)}’s eyes closed again. After that, ${h(c)} invented a whisper game that made no noise at all.`,
    ),
  nappies: (c) =>
    by(
      c,
      `${h(c)} found the tiniest ones.`,
      `Then ${h(c)} spotted the packet with the tiniest baby on it, the size for newborns, and carried it proudly to the till.`,
      `Then ${h(c)} spotted the packet with the very smallest baby on the front, the size for newborns, and carried it to the till as proudly as if it were a trophy.`,
    ),
};

/** What each moment makes of the big one: one more thing only a big brother or sister does. */
const BIGGER: Record<BabyMoment, (c: EnCtx) => string> = {
  ...moreBigger,
  meet: (c) =>
    by(
      c,
      `${b(c)} knew ${h(c)} already.`,
      `${h(c)} was sure of it: ${b(c)} knew ${c.hero.him} already.`,
    ),
  hold: (c) =>
    by(
      c,
      `${h(c)} had held ${b(c)}!`,
      `${h(c)} had held ${b(c)}, and nobody had needed to help at the end.`,
    ),
  toy: (c) =>
    by(
      c,
      `The rattle was ready for ${b(c)}.`,
      `The rattle went into the bag, ready for ${b(c)}, chosen by the ${big(c)}.`,
    ),
  spill: (c) =>
    by(
      c,
      `${h(c)} could give the bottle now.`,
      `Giving the bottle was a job ${h(c)} could do now.`,
    ),
  bath: (c) =>
    by(
      c,
      `${h(c)} knew how ${b(c)} liked the water.`,
      `Now ${h(c)} was the one who knew how ${b(c)} liked the water.`,
    ),
  pram: (c) =>
    by(
      c,
      `Now ${h(c)} could push the pram alone.`,
      `After that ${h(c)} got to push the pram all alone, slowly, like a real ${big(c)}.`,
    ),
  busy: (c) => by(c, `${h(c)} stood a bit taller.`, `${h(c)} stood a little taller after that.`),
  cries: (c) =>
    by(c, `${h(c)} had calmed ${b(c)}.`, `${h(c)} had calmed ${b(c)}, almost all alone.`),
  wakes: (c) =>
    by(
      c,
      `Now ${h(c)} knew the whisper song.`,
      `Now ${h(c)} knew the whisper song, and it was only for ${b(c)}.`,
    ),
  nappy: (c) =>
    by(c, `${h(c)} was a good helper.`, `${h(c)} was the best nappy helper in the house.`),
  dress: (c) =>
    by(
      c,
      `Now ${h(c)} knew the sock trick.`,
      `Now ${h(c)} knew the sock trick, and not everyone did.`,
    ),
  book: (c) =>
    by(
      c,
      `The cloth book was ${b(c)}’s now.`,
      `The cloth book from when ${h(c)} was small was ${b(c)}’s favourite now.`,
    ),
  sun: (c) =>
    by(
      c,
      `${h(c)} kept the sun off ${b(c)}.`,
      `${h(c)} kept an eye on the sunshade all the way after that.`,
    ),
  quiet: (c) =>
    by(
      c,
      `${h(c)} knew the whisper game now.`,
      `The whisper game was ${h(c)}’s own invention, made for ${b(c)}.`,
    ),
  nappies: (c) =>
    by(
      c,
      `${h(c)} knew ${b(c)}’s size.`,
      `Now ${h(c)} knew ${b(c)}’s nappy size, which was more than some grown-ups did.`,
    ),
};

/** What a moment put right leaves behind, told once each. */
export const babyBigger = (pick: (c: EnCtx) => BabyMoment | undefined) =>
  (Object.keys(BIGGER) as BabyMoment[]).map((k) => (c: EnCtx) => {
    if (pick(c) !== k || c.handed([`bigger:${k}`]).length) return null;
    c.once([`bigger:${k}`]);
    return BIGGER[k](c);
  });
