// More of the small jobs a long day with a new baby has: the first photo and the car seat before
// leaving the hospital, the burp after the bottle, the ducks, the blanket and the hiccups in the
// park. Each goes wrong once and is made right, and each comes of the one before.
import type { EnCtx } from '../../../compose/ctx-en';
import { by } from '../../by-band';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
const b = (c: EnCtx) => c.other?.name ?? 'the baby';
const B = (c: EnCtx) => cap(b(c));
const her = (c: EnCtx) => c.other?.him ?? 'her';
/** The grown-up here: the one met, or else Mum. */
const grown = (c: EnCtx) => c.helper?.name ?? 'Mum';
/** Himself or herself. */
const self = (c: EnCtx) =>
  c.hero.him === 'her' ? 'herself' : c.hero.him === 'him' ? 'himself' : 'themselves';
const big = (c: EnCtx) => (c.hero.char.gender === 'f' ? 'big sister' : 'big brother');

export type MoreMoment = 'photo' | 'carseat' | 'burp' | 'ducks' | 'blanket' | 'hiccups';

export const moreBabyHitches: Record<MoreMoment, (c: EnCtx) => string> = {
  photo: (c) =>
    by(
      c,
      `Everyone got in the photo. ${B(c)} shut ${c.other?.his ?? 'her'} eyes!`,
      `Dad wanted to take the first photo of the whole family, but every time he pressed the button, ${b(c)} yawned or shut ${c.other?.his ?? 'her'} eyes.`,
      `Dad wanted to take the very first photo of the whole family ${c.place.in}, but every single time he pressed the button, ${b(c)} gave an enormous yawn or screwed ${c.other?.his ?? 'her'} eyes tight shut, and ${h(c)}’s smile grew stiffer and stiffer.`,
    ),
  carseat: (c) =>
    by(
      c,
      `The car seat straps got tangled!`,
      `Now ${b(c)} was going home, and ${h(c)} wanted to buckle ${her(c)} into the car seat, but the straps twisted into a knot.`,
      `Now it was time to go home, and ${h(c)} wanted to buckle ${b(c)} into the little car seat all by ${self(c)}, but the straps twisted and tangled, and the buckle would not click however hard ${c.hero.he} pushed.`,
    ),
  burp: (c) =>
    by(
      c,
      `${B(c)} had drunk it all. But no burp came.`,
      `After the bottle ${b(c)} needed to burp, but ${h(c)} patted and patted ${c.other?.his ?? 'her'} back and nothing happened, and ${b(c)} only squirmed.`,
      `After the bottle ${b(c)} needed to burp, so ${h(c)} lifted ${her(c)} onto ${c.hero.his} shoulder and patted ${c.other?.his ?? 'her'} back, but nothing came, only small cross noises and a face that went redder and redder.`,
    ),
  ducks: (c) =>
    by(
      c,
      `A duck quacked loudly. ${B(c)} jumped!`,
      `${h(c)} pushed the pram to the pond to show ${b(c)} the ducks, but a big duck quacked so loudly that ${b(c)} jumped and began to cry.`,
      `${h(c)} pushed the pram right up to the pond to show ${b(c)} the ducks, but a big brown duck came waddling over and quacked straight into the pram, and ${b(c)} jumped all over and began to cry.`,
    ),
  blanket: (c) =>
    by(
      c,
      `The wind took the blanket!`,
      `${h(c)} spread the blanket on the grass so ${b(c)} could lie and look at the sky, but the wind caught a corner and flapped it right over ${her(c)}.`,
      `${h(c)} spread the big blanket on the grass so ${b(c)} could lie on ${c.other?.his ?? 'her'} back and watch the trees, but a gust lifted one corner and laid it right over ${b(c)}, and from under the blanket came a wail.`,
    ),
  hiccups: (c) =>
    by(
      c,
      `${B(c)} got hiccups. Hic! Hic!`,
      `In the middle of the park ${b(c)} got hiccups, and ${h(c)} tried to scare them away with a big “BOO!”, but then ${b(c)} began to cry as well.`,
      `In the middle of the park ${b(c)} got hiccups, one small hic at a time, and ${h(c)} tried what always worked on ${self(c)}, a great big “BOO!”, but then ${b(c)} cried and hiccupped at once.`,
    ),
};

export const moreBabyFixes: Record<MoreMoment, (c: EnCtx) => string> = {
  photo: (c) =>
    by(
      c,
      `${h(c)} made a little sound. ${B(c)} looked. Click!`,
      `Then ${h(c)} made a little kissing sound, and ${b(c)} opened ${c.other?.his ?? 'her'} eyes and looked straight at ${c.hero.him}. Click! There was the photo.`,
      `Then ${h(c)} leaned down and made a little kissing sound, just for ${b(c)}, and the dark eyes opened and looked straight at ${c.hero.him}. Click, went the camera, and there they all were.`,
    ),
  carseat: (c) =>
    by(
      c,
      `${cap(grown(c))} showed how: one strap at a time. Click!`,
      `“One strap at a time,” said ${grown(c)}, showing how, and at last the buckle clicked, just where it should.`,
      `“Straighten the straps first, one at a time, then over the shoulders,” said ${grown(c)}, and when ${h(c)} did it slowly, the buckle shut with a small, satisfied click.`,
    ),
  burp: (c) =>
    by(
      c,
      `${h(c)} rubbed in small circles. Burp!`,
      `Then ${h(c)} rubbed in small, soft circles instead, and all at once out came a burp so big that everyone laughed.`,
      `Then ${h(c)} rubbed in small, soft circles instead of patting, slowly round and round, and all at once out came a burp so big and loud that Dad laughed until he had to sit down.`,
    ),
  ducks: (c) =>
    by(
      c,
      `${h(c)} quacked softly. ${B(c)} looked up.`,
      `${h(c)} quacked softly, like a kind duck, until ${b(c)} stopped crying and looked at the ducks with big curious eyes.`,
      `${h(c)} crouched by the pram and quacked low and gentle, like a duck with very good manners, until the crying stopped and ${b(c)} lay watching the ducks glide by.`,
    ),
  blanket: (c) =>
    by(
      c,
      `They put a stone on each corner.`,
      `${h(c)} lifted the blanket off gently, and then they put a stone on each corner so the wind could not get hold of it.`,
      `${h(c)} lifted the blanket gently off ${b(c)} and found a stone for every corner, and now the wind could blow as much as it liked: the blanket stayed where it was.`,
    ),
  hiccups: (c) =>
    by(
      c,
      `${h(c)} sang softly. The hiccups stopped.`,
      `${cap(grown(c))} gave ${b(c)} a little sip, and ${h(c)} sang softly until the hiccups went away, one hic at a time.`,
      `“Not scaring, soothing,” said ${grown(c)}, giving ${b(c)} a little sip, and ${h(c)} sang low and slow until the hiccups came further and further apart and at last stopped altogether.`,
    ),
};

export const moreBigger: Record<MoreMoment, (c: EnCtx) => string> = {
  photo: (c) =>
    by(
      c,
      `It was the best photo of all.`,
      `The first photo of them all together went up on the fridge, and it was ${h(c)} who had made ${b(c)} look.`,
    ),
  carseat: (c) =>
    by(
      c,
      `Now ${h(c)} knew the car seat.`,
      `Now ${h(c)} knew the car seat, and the ${big(c)} checked the buckle every time.`,
    ),
  burp: (c) =>
    by(
      c,
      `${h(c)} was the best at burps.`,
      `After that, ${h(c)} was the best burper in the house, and everybody knew it.`,
    ),
  ducks: (c) =>
    by(
      c,
      `Now ${h(c)} could speak duck.`,
      `Now ${h(c)} was the only one in the family who could speak duck with ${b(c)}.`,
    ),
  blanket: (c) =>
    by(
      c,
      `The blanket stayed, and ${b(c)} watched the trees.`,
      `Under the trees ${b(c)} lay following the leaves with ${c.other?.his ?? 'her'} eyes, safe on the blanket ${h(c)} had fixed.`,
    ),
  hiccups: (c) =>
    by(
      c,
      `Now ${h(c)} knew what helped with hiccups.`,
      `Now ${h(c)} knew what helped ${b(c)}’s hiccups: no scaring, only singing.`,
    ),
};
