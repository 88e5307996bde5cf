// A hero who cannot fall asleep (plan/no-sleep-plan): bedtime, and something learnt or given
// that evening (a lullaby, a warm cup, slow breathing like waves); the tries that do not work at
// first (sheep who will not stand still, the pillow turned, a drink, a story, asking the noisy
// ones to be quiet), then what was set up works, and the last lines are the falling asleep.
// A child stays in the rooms of home, an owl in its tree, a bear or a dragon in its cave, the
// moon in its sky. Calm all through: nothing in the night is frightening.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import type { SceneSetting } from '../../../../scene-spec';
import { by } from '../../by-band';
import { eachOnce, inTurn } from '../../place-beats';
import { nobodyMet, noSky, stillAsides } from '../../still-scenes';
import { cap } from '../../../text';
import { setupOf, sleepKind, type NightKind } from '../../no-sleep-kinds';
import type { NoSleep } from '../../../description/read-no-sleep';

const h = (c: EnCtx) => c.hero.name;
const he = (c: EnCtx) => c.hero.he;
const He = (c: EnCtx) => cap(he(c));
const his = (c: EnCtx) => c.hero.his;
const His = (c: EnCtx) => cap(his(c));
const him = (c: EnCtx) => c.hero.him;
/** A plain night when the context carries none (never so in a told story). */
const PLAIN: NoSleep = { reason: 'gentle', hero: 'child' };
const ns = (c: EnCtx): NoSleep => c.noSleep ?? PLAIN;
const kind = (c: EnCtx): NightKind => sleepKind(ns(c), c.hero.kind);
/** One wording for a child at home, one for an animal in the woods or its cave, one for the sky. */
const k3 = <T>(c: EnCtx, child: T, animal: T, sky: T): T =>
  ns(c).hero === 'child' ? child : ns(c).hero === 'sky' ? sky : animal;
const setup = (c: EnCtx) => setupOf(ns(c), h(c));

/** The hero of the sky as the first line names it: "Moon, round and silver", "a little star". */
const skyHero = (c: EnCtx) => {
  const moon = c.hero.kind === 'moon';
  const own = h(c) === 'Moon' ? 'the moon, ' : `${h(c)}, the moon, `;
  return moon ? `${own}round and silver` : `${h(c)}, ${c.hero.a}`;
};

/** What covers the hero: feathers on an owl, scales on a dragon, else fur. */
const coat = (c: EnCtx) =>
  kind(c) === 'owl' ? 'soft feathers' : c.hero.kind === 'dragon' ? 'shiny scales' : 'a soft coat';

/** The grown-up who fits: Mum or Dad at home, Mum in the woods, the old night wind in the sky. */
const g = (c: EnCtx) => k3(c, h(c).length % 2 ? 'Mum' : 'Dad', 'Mum', 'the old night wind');
const G = (c: EnCtx) => cap(g(c));
const gHe = (c: EnCtx) => k3(c, h(c).length % 2 ? 'she' : 'he', 'she', 'it');
const gHis = (c: EnCtx) => k3(c, h(c).length % 2 ? 'her' : 'his', 'her', 'its');

/** Where the hero sleeps, what on, and where that is. */
const SPOT: Record<NightKind, { bed: string; pillow: string; where: string }> = {
  child: { bed: 'bed', pillow: 'pillow', where: 'in the bedroom' },
  owl: { bed: 'nest', pillow: 'feather pillow', where: 'in the hollow of the old oak' },
  cave: { bed: 'bed of soft hay', pillow: 'pillow of hay', where: 'in the cave' },
  wood: { bed: 'bed of leaves', pillow: 'pillow of leaves', where: 'under the old fir tree' },
  sky: { bed: 'soft cloud', pillow: 'pillow of cloud', where: 'high up in the night sky' },
};
const bed = (c: EnCtx) => SPOT[kind(c)].bed;
const pillow = (c: EnCtx) => SPOT[kind(c)].pillow;
const where = (c: EnCtx) => SPOT[kind(c)].where;

/** Those who make the noise, when it is noise or talk that keeps the hero awake. */
const makers = (c: EnCtx) =>
  ns(c).neighbours
    ? { who: 'the neighbours', did: 'banged and clattered', do: 'bang and clatter' }
    : ns(c).hero === 'sky'
      ? { who: 'the stars', did: 'chattered and giggled', do: 'chatter' }
      : ns(c).reason === 'talk' && ns(c).hero === 'child'
        ? { who: 'the grown-ups downstairs', did: 'talked and laughed', do: 'talk' }
        : ns(c).hero === 'child'
          ? {
              who: 'the frogs in the pond behind the house',
              did: 'croaked and croaked',
              do: 'croak',
            }
          : { who: 'the frogs down by the pond', did: 'croaked and croaked', do: 'croak' };
const noisy = (c: EnCtx) => ns(c).reason === 'noise' || ns(c).reason === 'talk';

/** Why sleep will not come, as the family said it. */
const why = (c: EnCtx): string => {
  const r = ns(c).reason;
  if (r === 'noise' || r === 'talk') return `${makers(c).who} ${makers(c).did}`;
  if (r === 'excited') {
    const eve = ns(c).eve;
    return eve === 'birthday'
      ? `tomorrow was ${his(c)} birthday, and ${he(c)} was far too excited`
      : eve === 'christmas'
        ? `tomorrow was Christmas Eve, and ${he(c)} was far too excited`
        : `${he(c)} was far too excited about tomorrow`;
  }
  if (r === 'not-tired') return `${he(c)} was not one bit tired`;
  if (r === 'hot') return `it was far too hot`;
  if (r === 'light')
    return k3(
      c,
      `the summer night was still light outside the window`,
      `the big round moon shone right in`,
      `the lamps of the town below shone up so brightly`,
    );
  return ns(c).winter ? `the long winter sleep just would not begin` : `sleep just would not come`;
};

/** The reason said short, for the youngest. */
const shortWhy = (c: EnCtx): string => {
  const r = ns(c).reason;
  if (r === 'noise' || r === 'talk') return `${cap(makers(c).who)} ${makers(c).did}!`;
  if (r === 'excited')
    return ns(c).eve === 'birthday'
      ? `Tomorrow was ${his(c)} birthday!`
      : ns(c).eve === 'christmas'
        ? `Tomorrow was Christmas Eve!`
        : `${He(c)} was so excited about tomorrow!`;
  if (r === 'not-tired') return `${He(c)} was not one bit tired!`;
  if (r === 'hot') return `It was far too hot!`;
  if (r === 'light') return `It was so light!`;
  return ns(c).winter ? `The winter sleep would not begin!` : `Not at all.`;
};

/** The reason's own thing to try, said after the drink. */
const FIXES: ((c: EnCtx) => string | null)[] = [
  (c) =>
    noisy(c)
      ? by(
          c,
          `"Please be quiet!" ${h(c)} called. It was quiet. Then it started again.`,
          `"Please, could you be a little quieter?" ${h(c)} called out to ${makers(c).who}. For a moment all was still. Then they began to ${makers(c).do} again, softly at first, then louder.`,
          `"Excuse me," ${h(c)} called out as politely as ${he(c)} could, "could you please be a little quieter?" For a moment all was still, and ${h(c)} smiled. But then, very softly at first and then louder and louder, ${makers(c).who} began to ${makers(c).do} again.`,
        )
      : null,
  (c) =>
    ns(c).reason === 'hot'
      ? by(
          c,
          `${h(c)} kicked off the cover. Still too hot!`,
          `${h(c)} kicked off the cover and lay with ${his(c)} arms and legs spread out like a starfish. It helped a little, but not enough.`,
          `${h(c)} kicked off the cover and lay with ${his(c)} arms and legs spread out like a starfish, feeling for a cool spot on the sheet. It helped a little, but only for a little while.`,
        )
      : null,
  (c) =>
    ns(c).reason === 'light'
      ? by(
          c,
          `${h(c)} shut ${his(c)} eyes tight. It was still light!`,
          `${h(c)} squeezed ${his(c)} eyes shut as tight as they would go, but the light came in through ${his(c)} eyelids, pink and warm.`,
        )
      : null,
  (c) =>
    ns(c).reason === 'excited'
      ? by(
          c,
          `${h(c)} tried to think of boring things. Socks. Porridge.`,
          `${h(c)} tried to think of boring things, like socks and porridge and rain, but every boring thing turned into something about tomorrow.`,
          `${h(c)} tried very hard to think of boring things, like grey socks and cold porridge and a Tuesday with rain, but somehow every single boring thing turned into something exciting about tomorrow.`,
        )
      : null,
  (c) =>
    ns(c).reason === 'not-tired' || ns(c).reason === 'gentle'
      ? by(
          c,
          `${h(c)} lay very, very still. But ${his(c)} eyes stayed open.`,
          `${h(c)} lay very, very still, as still as a stone, because maybe sleep comes to those who keep still. But ${his(c)} eyes would not stay shut.`,
        )
      : null,
];

/** The one of those that fits the reason the family gave. */
const fix = (c: EnCtx): string | null => {
  for (const f of FIXES) {
    const text = f(c);
    if (text) return text;
  }
  return null;
};

const tryMore0: ((c: EnCtx) => string | null)[] = [
  (c) =>
    by(
      c,
      `${h(c)} tried new sheep. They stopped to eat!`,
      `${h(c)} started again with new sheep, slower ones. But these sheep stopped in the middle of the fence to munch the flowers, and would not jump at all.`,
      `${h(c)} started again with new sheep, slower and sleepier ones. But these sheep stopped right in the middle of the fence to munch the flowers and chat about the weather, and not one of them would jump.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} fluffed the cover. Puff! Too fluffy.`,
      `${h(c)} fluffed up the cover until it was as puffy as a cloud. Then it was too puffy, and ${he(c)} had to flatten it again.`,
      `${h(c)} fluffed up the cover until it was as puffy as a summer cloud, which was lovely for a moment. Then it was much too puffy, and ${he(c)} had to pat it flat again, and by then ${he(c)} was even more awake.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} pretended to sleep. Snore, snore! It didn't work.`,
      `${h(c)} pretended to be asleep, with a pretend snore, to trick sleep into coming. But sleep was not that easy to trick.`,
      `${h(c)} pretended to be fast asleep, with a very good pretend snore, hoping to trick sleep into coming along to see. But sleep is much too clever to be tricked like that, and it stayed away.`,
    ),
];

const tryMore1: ((c: EnCtx) => string | null)[] = [
  (c) =>
    by(
      c,
      `${h(c)} named an animal for every letter. Ant, bear, cat...`,
      `${h(c)} tried to name an animal for every letter: ant, bear, cat, dog, elephant... But at X ${he(c)} got stuck, and then ${he(c)} was wider awake than ever.`,
      `${h(c)} tried to name an animal for every letter of the alphabet: ant, bear, cat, dog, elephant, fox... It went well all the way to W, for whale, but at X ${he(c)} got stuck, and thinking about X made ${him(c)} wider awake than ever.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} made shapes in the dark. A boat. A hat.`,
      `${h(c)} made shapes with ${his(c)} hands in the dark: a boat, a hat, a rabbit with long ears. It was fun, and fun is not sleepy.`,
    ),
];

const tryMore2: ((c: EnCtx) => string | null)[] = [
  (c) =>
    by(
      c,
      `${G(c)} stroked ${h(c)}'s back. Round and round.`,
      `${G(c)} stroked ${h(c)}'s back in slow circles, round and round. It felt lovely. But ${h(c)}'s eyes still would not close.`,
      `${G(c)} stroked ${h(c)}'s back in slow, soft circles, round and round, the way ${gHe(c)} had done when ${h(c)} was very small. It felt lovely, but ${h(c)}'s eyes would still not stay shut.`,
    ),
  (c) =>
    by(
      c,
      `${G(c)} told another story. A short one. Still awake!`,
      `${G(c)} told another story, a short one about a sleepy snail. ${h(c)} laughed at the end, and laughing is not sleepy at all.`,
    ),
  (c) =>
    noisy(c)
      ? by(
          c,
          `${h(c)} put the ${pillow(c)} over ${his(c)} ears. Too hot!`,
          `${h(c)} pulled the ${pillow(c)} over ${his(c)} ears to keep the sound out. It was quieter, but it was hot and stuffy under there.`,
        )
      : by(
          c,
          `${h(c)} moved to the other end of the ${bed(c)}. Hmm.`,
          `${h(c)} moved to the other end of the ${bed(c)}, with ${his(c)} feet where ${his(c)} head had been. It was new and strange, and far too interesting for sleeping.`,
        ),
];

tryMore2.push(
  (c) =>
    by(
      c,
      `${h(c)} counted back from a hundred. 99, 98... 67? Muddled!`,
      `${h(c)} tried counting backwards from a hundred: ninety-nine, ninety-eight, ninety-seven... but somewhere around sixty-seven the numbers got muddled, and ${he(c)} had to start again.`,
      `${h(c)} tried counting backwards from a hundred, which is much harder than counting forwards: ninety-nine, ninety-eight, ninety-seven... but somewhere around sixty-seven the numbers got all muddled up, and ${he(c)} had to start again from the top.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} tried to think of nothing. But nothing became an elephant!`,
      `${h(c)} tried to think of nothing at all. But nothing is very hard to think of, and soon it turned into an elephant in a hat.`,
      `${h(c)} tried to think of nothing at all, just an empty, quiet nothing. But nothing is the hardest thing in the world to think of, and soon it had turned into an elephant in a hat, riding a bicycle.`,
    ),
);

/** A drink: water in the kitchen, from the stream, or dew from a cloud. */
const drink = (c: EnCtx) =>
  k3(
    c,
    by(
      c,
      `${G(c)} gave ${h(c)} a glass of water. Sip, sip. Eyes open!`,
      `${G(c)} was still up, and gave ${h(c)} a glass of water. ${h(c)} drank it slowly, sip by sip. It tasted good, but it did not make ${him(c)} sleepy at all.`,
      `${G(c)} was still up with a book at the kitchen table, and filled a glass of water for ${h(c)}. ${h(c)} drank it slowly, sip by sip, and it was cold and good. But it did not make ${him(c)} one bit sleepy.`,
    ),
    by(
      c,
      `${h(c)} had a sip from the stream. Eyes still open!`,
      `${h(c)} had a sip of cool water from the little stream nearby. It tasted good, but it did not make ${him(c)} sleepy at all.`,
    ),
    by(
      c,
      `${h(c)} had a sip of cool dew. Eyes still open!`,
      `${h(c)} had a sip of cool dew from the edge of a cloud. It tasted of rain and night, but it did not make ${him(c)} sleepy at all.`,
    ),
  );

const tries: Bank<EnCtx> = [
  ...inTurn<EnCtx>(
    'nosleep-try-0',
    eachOnce<EnCtx>('nosleep-try-0', [
      (c) =>
        by(
          c,
          `${h(c)} counted sheep. One, two... but they would not stand still!`,
          `${h(c)} tried counting sheep. One sheep, two sheep, three... but the sheep would not stand still. They ran about and jumped the wrong way, and ${h(c)} lost count.`,
          `${h(c)} tried counting sheep, the way everybody says you should. One sheep, two sheep, three sheep... but these sheep would not stand still. One ran back to be counted again, two jumped the fence at the same time, and one sat down on top of it, so that ${h(c)} lost count and had to start all over.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} turned the ${pillow(c)}. The cool side! Still awake.`,
          `${h(c)} turned the ${pillow(c)} over to the cool side and lay down again. It was nice and cool. But ${he(c)} was still wide awake.`,
          `${h(c)} turned the ${pillow(c)} over to the cool side, gave it two pats to make it soft and lay down again. For a moment it felt just right. But ${his(c)} eyes were still wide open, and sleep was nowhere to be seen.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} lay on one side. Then the other. No sleep.`,
          `${h(c)} lay on one side, then on the other side, then on ${his(c)} back, then on ${his(c)} tummy. None of them was the sleeping side.`,
          `${h(c)} lay on one side, then on the other side, then on ${his(c)} back, and last of all on ${his(c)} tummy with ${his(c)} nose in the ${pillow(c)}. Every side was comfy, but none of them was the sleeping side.`,
        ),
      ...tryMore0,
    ]),
  ).map((t) => (c: EnCtx) => (c.obstacle === 0 ? t(c) : null)),
  ...inTurn<EnCtx>(
    'nosleep-try-1',
    eachOnce<EnCtx>('nosleep-try-1', [
      // Asked to be quiet first when it is noise that keeps the hero awake.
      (c) => (noisy(c) ? fix(c) : drink(c)),
      (c) => (noisy(c) ? drink(c) : fix(c)),
      ...tryMore1,
    ]),
  ).map((t) => (c: EnCtx) => (c.obstacle === 1 ? t(c) : null)),
  ...inTurn<EnCtx>(
    'nosleep-try-2',
    eachOnce<EnCtx>('nosleep-try-2', [
      (c) =>
        by(
          c,
          `${G(c)} told a story. ${h(c)} listened. But ${he(c)} was still awake!`,
          `${G(c)} told ${h(c)} a story about a little boat that sailed home in the evening. It was a lovely story. But when it ended, ${h(c)} was still wide awake and wanted another.`,
          `${G(c)} told ${h(c)} a story, a long and gentle one about a little boat that sailed home across the sea in the evening light. It was a lovely story, and ${h(c)} listened to every word. But when it ended, ${his(c)} eyes were still wide open. "Another one?" ${he(c)} whispered.`,
        ),
      (c) =>
        noisy(c)
          ? by(
              c,
              `${h(c)} asked ${makers(c).who} again. "Shh, please!" Quiet. Then not.`,
              `${h(c)} asked ${makers(c).who} once more, very kindly, to be quiet. "Sorry!" they said, and were still for a while. But then one of them forgot, and then all of them forgot.`,
            )
          : by(
              c,
              `${h(c)} ${k3(c, 'hugged ' + his(c) + ' knees', 'hugged ' + his(c) + ' knees', 'sighed a silver sigh')}. "Why can't I sleep?"`,
              `${h(c)} ${k3(c, 'hugged ' + his(c) + ' knees and sighed', 'hugged ' + his(c) + ' knees and sighed', 'sighed a long, silver sigh')}. "Why is sleeping so hard," ${he(c)} said, "when everyone else can do it?"`,
            ),
      (c) =>
        by(
          c,
          `${h(c)} counted the stars. Too many! They kept twinkling.`,
          `${h(c)} tried counting the stars instead of sheep, but there were far too many, and they kept twinkling so that ${he(c)} could not tell which ones ${he(c)} had counted.`,
        ),
      ...tryMore2,
    ]),
  ).map((t) => (c: EnCtx) => (c.obstacle === 2 ? t(c) : null)),
];

/** Bedtime, one line after another. */
const ready: Bank<EnCtx> = inTurn<EnCtx>(
  'nosleep-ready',
  eachOnce<EnCtx>('nosleep-ready', [
    (c) =>
      k3(
        c,
        by(
          c,
          `It was bedtime. ${h(c)} brushed ${his(c)} teeth. Then into bed!`,
          `It was bedtime. ${h(c)} brushed ${his(c)} teeth and got into bed, and ${G(c)} tucked the cover in all round.`,
          `It was bedtime in the little house. ${h(c)} brushed ${his(c)} teeth, top and bottom, and got into bed, and ${G(c)} tucked the cover in all round, the way ${gHe(c)} always did.`,
        ),
        by(
          c,
          `It was time to sleep. ${G(c)} tucked ${h(c)} in.`,
          `It was time to sleep. ${G(c)} tucked ${h(c)} into ${his(c)} ${bed(c)} and smoothed it all round.`,
          `It was time to sleep, for the day was over and the night had come. ${G(c)} tucked ${h(c)} into ${his(c)} ${bed(c)} and smoothed it all round, the way ${gHe(c)} always did.`,
        ),
        by(
          c,
          `It was time for ${h(c)} to sleep. ${He(c)} lay down on ${his(c)} ${bed(c)}.`,
          `It was time for ${h(c)} to sleep. ${He(c)} had shone for so many nights, and now ${he(c)} lay down on ${his(c)} ${bed(c)}, ready to rest.`,
        ),
      ),
    (c) =>
      by(
        c,
        `"Goodnight," said ${g(c)}. "Sleep well."`,
        `"Goodnight, ${h(c)}," said ${g(c)} softly. "Sleep well, and sweet dreams."`,
        `"Goodnight, ${h(c)}," said ${g(c)} softly. "Sleep well, sweet dreams, and see you in the morning."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} shut ${his(c)} eyes. But sleep did not come.`,
        `${h(c)} shut ${his(c)} eyes and waited for sleep. ${He(c)} waited and waited. But sleep did not come.`,
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `The teddy sat on the pillow. It was awake too.`,
          `${His(c)} old teddy sat on the pillow beside ${him(c)}, with its button eyes wide open, as if it could not sleep either.`,
        ),
        kind(c) === 'cave'
          ? by(
              c,
              `A little bat by the door said goodnight.`,
              `A little bat hung upside down by the mouth of the cave and squeaked a tiny goodnight.`,
            )
          : by(
              c,
              `A soft leaf fell. It landed on ${h(c)}'s nose.`,
              `A soft leaf came drifting down and landed right on ${h(c)}'s nose, as if to say goodnight.`,
            ),
        by(
          c,
          `A little cloud drifted by. "Goodnight!" it said.`,
          `A little cloud drifted by on its way somewhere and said goodnight to ${h(c)} as it passed.`,
        ),
      ),
    (c) =>
      by(
        c,
        `${h(c)} opened one eye. Then the other. Still dark!`,
        `After a while ${h(c)} opened one eye, then the other. Everything was just as before, only darker.`,
        `After a while ${h(c)} opened one eye, and then the other, very slowly, to see if anything had changed. Everything was just as before, only a little darker and a little quieter.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} sighed a big sigh. Hmm. Sleep was slow tonight.`,
        `${h(c)} sighed a big, long sigh, the kind that comes all the way from the toes.`,
        `${h(c)} sighed a big, long sigh, the kind that comes all the way up from the toes and makes the ${pillow(c)} flutter.`,
      ),
    (c) =>
      by(
        c,
        `Everyone else was asleep. Not ${h(c)}.`,
        `It seemed that everyone in the whole world was asleep now, everyone except ${h(c)}.`,
        `It seemed that everyone in the whole wide world was asleep now, every bird and every fish and every grown-up, everyone except ${h(c)}.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} wiggled ${his(c)} toes. Wiggle, wiggle.`,
        `${h(c)} wiggled ${his(c)} toes under the cover, first the left ones, then the right ones, because they were awake too.`,
        `${h(c)} wiggled ${his(c)} toes under the cover, first the left ones and then the right ones, because it seemed that even ${his(c)} toes were wide awake tonight.`,
      ),
    (c) =>
      by(
        c,
        `"Are you asleep?" ${h(c)} whispered. Nobody answered.`,
        `"Is anybody awake?" ${h(c)} whispered into the dark. Nobody answered, only the night, which said nothing at all.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} pulled the cover up to ${his(c)} chin. Snug. But awake.`,
        `${h(c)} pulled the cover right up to ${his(c)} chin and looked out over it, like someone peeping over a wall.`,
        `${h(c)} pulled the cover right up to ${his(c)} chin and looked out over the top of it, like someone peeping over a garden wall to see what the night was up to.`,
      ),
  ]),
);

/** What is learnt or given at bedtime, and works at the end. */
const setUp: Bank<EnCtx> = eachOnce<EnCtx>('nosleep-rule', [
  (c) =>
    setup(c) === 'lullaby'
      ? by(
          c,
          `${G(c)} sang a new song. "Hush now, the boat rocks slow."`,
          `Then ${g(c)} sang ${him(c)} a new lullaby, the one that goes "Hush now, hush now, the little boat rocks slow." "Sing it to yourself if sleep won't come," ${gHe(c)} said.`,
          `Then ${g(c)} sang ${him(c)} a new lullaby, a very old one that goes "Hush now, hush now, the little boat rocks slow, over the water, wherever sleepy boats go." "If sleep won't come," ${gHe(c)} said, "sing it to yourself, slowly."`,
        )
      : setup(c) === 'cup'
        ? by(
            c,
            `${G(c)} put a warm cup by the ${bed(c)}. "Sip it slowly."`,
            `${G(c)} put a warm cup of milk and honey by the ${bed(c)}. "If you can't sleep," ${gHe(c)} said, "drink it slowly, and feel the warm go down to your toes."`,
            `${G(c)} put a warm cup of milk with a spoon of honey in it by the ${bed(c)}. "If you can't sleep," ${gHe(c)} said, "drink it very slowly, sip by sip, and feel the warm go all the way down to your toes."`,
          )
        : by(
            c,
            `${G(c)} showed ${him(c)} a trick. "Breathe slowly, like the sea."`,
            `${G(c)} showed ${h(c)} a trick: breathe in slowly, like a wave coming up the beach, and out slowly, like a wave going back. "Count the waves," ${gHe(c)} said.`,
            `${G(c)} showed ${h(c)} a little trick before ${gHe(c)} said goodnight: breathe in slowly, like a wave rolling up the beach, and out slowly, like a wave sliding back into the sea. "If sleep won't come," ${gHe(c)} said, "count the waves."`,
          ),
]);

/** Fireflies in the grass, seen from the owl's oak and from under the fir tree alike. */
const fireflies = (c: EnCtx) =>
  by(
    c,
    `Fireflies blinked in the grass. Blink, blink. Like tiny lamps.`,
    `Little fireflies blinked on and off in the long grass, like tiny lamps somebody kept forgetting to switch off.`,
  );
/** An owl far off, heard from the cave and from under the fir tree alike. */
const farOwl = (c: EnCtx) =>
  by(
    c,
    `An owl hooted far away. Hoo, hoo. Another one answered.`,
    `Far away in the forest an owl hooted, hoo, hoo, and another answered, even farther away.`,
  );

/** The night around the hero, told one by one: calm, never frightening. */
const MOMENTS: Record<NightKind, ((c: EnCtx) => string)[]> = {
  child: [
    (c) =>
      by(
        c,
        `The clock on the wall said tick, tock. Tick, tock. So slow!`,
        `The clock on the wall said tick, tock, tick, tock, slower than in the daytime.`,
        `The clock on the wall said tick, tock, tick, tock, and at night it seemed to tick more slowly than it ever did in the daytime.`,
      ),
    (c) =>
      by(
        c,
        `A car went by. Its lights slid over the ceiling.`,
        `A car went by outside, and its lights slid slowly across the ceiling and down the wall, and were gone.`,
        `A car went by outside, slowly, and its lights slid across the ceiling like a big pale fish, down the wall and over the wardrobe, and were gone.`,
      ),
    (c) =>
      by(
        c,
        `The cat jumped up. It curled up by ${h(c)}'s feet.`,
        `The cat came in without a sound, jumped up on the bed and curled up by ${h(c)}'s feet, purring like a tiny engine.`,
        `The cat came in without a sound, jumped up on the bed, turned round three times and curled up by ${h(c)}'s feet, purring like a tiny, warm engine.`,
      ),
    (c) =>
      by(
        c,
        `The curtain moved a little. Just the breeze. In and out.`,
        `The curtain moved a little in the breeze from the window, in and out, like someone breathing.`,
        `The curtain moved a little in the breeze from the open window, in and out, in and out, as slow and calm as someone breathing in their sleep.`,
      ),
    (c) =>
      by(
        c,
        `The moon looked in at the window. It was round and kind.`,
        `The moon looked in at the window, round and white and kind, and drew a pale square of light on the floor.`,
        `The moon looked in at the window, round and white and kind, and drew a pale square of light on the floor, with the shadow of the window frame in it like a cross.`,
      ),
    (c) =>
      by(
        c,
        `The house creaked softly. It was going to sleep too.`,
        `The old house creaked softly here and there, the way houses do when they settle down for the night.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} looked at the ceiling. It had a crack like a river.`,
        `${h(c)} looked at the ceiling, where a thin crack ran like a river on a map, and followed it all the way to the lamp.`,
        `${h(c)} looked up at the ceiling, where a thin crack ran like a river on a map, and followed it with ${his(c)} eyes past two islands of old paint, all the way to the lamp.`,
      ),
    (c) =>
      by(
        c,
        `Far away a train hooted. Toot, toot. It was going home.`,
        `Far away a night train hooted, once, twice, carrying sleepy people home.`,
        `Far away a night train hooted, once, twice, rattling through the dark with its windows lit, carrying sleepy people home to their beds.`,
      ),
    (c) =>
      by(
        c,
        `The night light made a soft glow. Like a tiny moon.`,
        `The night light by the door made a soft orange glow, like a tiny moon that had come indoors.`,
        `The night light by the door made a soft orange glow on the floor, like a tiny moon that had come indoors to keep ${h(c)} company.`,
      ),
    (c) =>
      by(
        c,
        `The toys sat on the shelf. They looked sleepy.`,
        `The toys sat in a row on the shelf, the dinosaur and the doll and the little wooden boat, and all of them looked sleepy.`,
      ),
    (c) =>
      by(
        c,
        `Rain began to tap on the window. Tip, tap.`,
        `A little rain began to tap on the window, tip, tap, tip, soft as fingers.`,
      ),
  ],
  owl: [
    (c) =>
      by(
        c,
        `The leaves whispered in the wind. Shh, shh. They had secrets.`,
        `The leaves of the old oak whispered in the wind, shh, shh, as if they were telling each other secrets.`,
        `The leaves of the old oak whispered in the wind, shh, shh, shh, as if they were telling each other secrets that nobody else in the forest was allowed to hear.`,
      ),
    (c) =>
      by(
        c,
        `The moon peeped through the branches. It made silver spots.`,
        `The moon peeped in between the branches and made silver spots on the bark.`,
      ),
    (c) =>
      by(
        c,
        `A hedgehog snuffled by below. Snuffle, snuffle. It wanted beetles.`,
        `Down below, a hedgehog snuffled through the dry leaves, looking for beetles, and did not look up.`,
        `Down below, a hedgehog snuffled busily through the dry leaves, looking for beetles for its supper, and never once looked up to see who was still awake.`,
      ),
    fireflies,
    (c) =>
      by(
        c,
        `The old oak creaked. It was going to sleep too.`,
        `The old oak creaked softly, the way old trees do when they settle down for the night.`,
      ),
    (c) =>
      by(
        c,
        `A squirrel snored in the next branch. Tiny snores!`,
        `On the next branch a squirrel snored tiny little snores, wrapped up in its own tail like a blanket.`,
        `On the next branch a squirrel snored tiny little snores, wrapped up in its own bushy tail like a blanket, with one paw over its nose.`,
      ),
    (c) =>
      by(
        c,
        `A mouse ran home with a seed. Goodnight, mouse!`,
        `Down on the ground a little mouse hurried home with a seed in its mouth, and ${h(c)} watched it go.`,
      ),
    (c) =>
      by(
        c,
        `A star shone through a hole in the leaves. It peeped in.`,
        `One bright star shone in through a hole in the leaves, right above the nest, as if it was looking in.`,
      ),
    (c) =>
      by(
        c,
        `The brook went on singing. It never sleeps. Gurgle, gurgle.`,
        `Down below, the brook went on singing over its stones, the way brooks do all night long.`,
      ),
    (c) =>
      by(
        c,
        `A cricket chirped below. Cheep, cheep. Over and over.`,
        `A cricket down in the grass chirped its little song, cheep, cheep, over and over again.`,
        `A cricket down in the grass chirped its little song, cheep, cheep, cheep, over and over, as if it was the only song it knew and it liked it very much.`,
      ),
  ],
  cave: [
    (c) =>
      by(
        c,
        `Water dripped at the back of the cave. Drip, drip. Slow and steady.`,
        `At the back of the cave a drop of water went drip, drip, drip into a little pool, slow and steady.`,
        `At the back of the cave a drop of water went drip, drip, drip into a little pool, slow and steady, like a clock that had all the time in the world.`,
      ),
    (c) =>
      by(
        c,
        `Stars shone in at the cave door. They twinkled and blinked.`,
        `Outside the mouth of the cave the stars shone, and the snow on the hills was blue in the night.`,
        `Outside the mouth of the cave the stars shone bright and cold, and the snow on the hills lay blue and quiet in the night, without a single footprint in it.`,
      ),
    (c) =>
      by(
        c,
        `The wind hummed past the cave. Hmmm. Like a song.`,
        `The wind hummed softly past the mouth of the cave, a long low note, hmmm, like someone humming a tune.`,
      ),
    (c) =>
      by(
        c,
        `A little mouse slept in a corner. Tiny snores!`,
        `In a corner of the cave a little mouse slept in a ball, snoring tiny little snores.`,
        `In a corner of the cave a little mouse had come in from the cold and slept rolled up in a ball, snoring the tiniest snores anybody ever heard.`,
      ),
    (c) =>
      by(
        c,
        `The hay was soft. It smelled of summer. Mmm.`,
        `The hay was soft and dry and smelled of summer days long ago.`,
      ),
    farOwl,
    (c) =>
      by(
        c,
        `A snowflake drifted in. It spun round. Then it melted.`,
        `A single snowflake drifted in through the mouth of the cave, turned round twice and melted on the floor.`,
      ),
    (c) =>
      by(
        c,
        `The moon made a white path into the cave. It was pretty.`,
        `The moon shone in and laid a long white path across the floor of the cave, right up to ${h(c)}'s ${bed(c)}.`,
      ),
    (c) =>
      by(
        c,
        `The stone walls were cool. ${h(c)} touched one. Smooth!`,
        `The stone walls of the cave were cool and smooth, and ${h(c)} laid a paw against one and felt how still it was.`,
        `The stone walls of the cave were cool and smooth and very, very old, and ${h(c)} laid a paw against one and felt how still it was, as if the mountain itself were asleep.`,
      ),
    (c) =>
      by(
        c,
        `A cricket chirped by the door. Cheep, cheep. Over and over.`,
        `A cricket by the mouth of the cave chirped its little song, cheep, cheep, over and over again.`,
        `A cricket by the mouth of the cave chirped its little song, cheep, cheep, cheep, over and over, as if it was the only song it knew and it liked it very much.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} made shadow shapes on the wall. A rabbit!`,
        `The moonlight made the wall pale, and ${h(c)} made shadow shapes on it with ${his(c)} paws: a rabbit, a bird, a snail.`,
        `The moonlight made the back wall of the cave pale and smooth, and ${h(c)} made shadow shapes on it with ${his(c)} paws: a rabbit with long ears, a bird flapping, and a very slow snail.`,
      ),
    (c) =>
      by(
        c,
        `A fox peeped into the cave. Then it trotted on.`,
        `A fox poked its nose in at the mouth of the cave, sniffed a little and trotted off into the night.`,
        `A fox poked its pointed nose in at the mouth of the cave, sniffed the air, nodded kindly to ${h(c)} and trotted off into the night.`,
      ),
    (c) =>
      by(
        c,
        `It was snug in the cave. Snug and dark.`,
        `It was snug and dark in the cave, and the air smelled of stone and hay and a little of rain.`,
        `It was snug and dark in the cave, and the air smelled of stone and hay and a little of the rain that had fallen in the afternoon.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} counted the stones in the roof. Three, four, five...`,
        `${h(c)} counted the little shiny stones in the roof of the cave, three, four, five, but they never came out the same twice.`,
        `${h(c)} counted the little shiny stones that glittered in the roof of the cave, three, four, five, six, but somehow they never came out quite the same twice in a row.`,
      ),
  ],
  wood: [
    (c) =>
      by(
        c,
        `The leaves whispered in the wind. Shh, shh. They had secrets.`,
        `The leaves whispered in the wind, shh, shh, as if they were telling each other secrets.`,
      ),
    (c) =>
      by(
        c,
        `The moon peeped through the branches. It made silver spots.`,
        `The moon peeped in between the branches and made silver spots on the ground.`,
      ),
    (c) =>
      by(
        c,
        `A hedgehog snuffled by. Snuffle, snuffle. It wanted beetles.`,
        `A hedgehog snuffled past through the dry leaves, looking for beetles, and did not look up.`,
      ),
    fireflies,
    farOwl,
    (c) =>
      by(
        c,
        `A star shone between the branches. It winked at ${h(c)}.`,
        `One bright star shone down between the branches, as if it was looking in to see who was still awake.`,
      ),
    (c) =>
      by(
        c,
        `The brook went on singing. It never sleeps. Gurgle, gurgle.`,
        `Not far away, the brook went on singing over its stones, the way brooks do all night long.`,
      ),
    (c) =>
      by(
        c,
        `A cricket chirped nearby. Cheep, cheep. Over and over.`,
        `A cricket in the grass chirped its little song, cheep, cheep, over and over again.`,
        `A cricket in the grass chirped its little song, cheep, cheep, cheep, over and over, as if it was the only song it knew and it liked it very much.`,
      ),
    (c) =>
      by(
        c,
        `The old fir tree creaked. It was going to sleep too.`,
        `The old fir tree creaked softly above, the way old trees do when they settle down for the night.`,
        `The old fir tree creaked softly above, the way old trees do when they settle down for the night, and let a little shower of needles fall.`,
      ),
  ],
  sky: [
    (c) =>
      by(
        c,
        `Down below, the town lights went out one by one.`,
        `Far down below, the lights in the town went out one by one, as the people went to bed.`,
        `Far down below, the lights in the town went out one by one, in the kitchens and the bathrooms and the bedrooms, as the people went to bed.`,
      ),
    (c) =>
      by(
        c,
        `The sea shone silver under ${h(c)}. It was so still.`,
        `Far below, the sea lay still and shone silver, as if someone had spread out a great soft cloth.`,
        `Far below, the sea lay still and shone silver in ${his(c)} light, as if someone had spread out a great soft cloth for the whole world to sleep on.`,
      ),
    (c) =>
      by(
        c,
        `A plane blinked by. Blink, blink. Then it was gone.`,
        `A plane blinked its way across the sky, red and green, and hummed off towards the morning.`,
      ),
    (c) =>
      by(
        c,
        `A cloud drifted by. It looked like a sheep!`,
        `A woolly cloud drifted slowly past, and it looked just like a sleepy sheep.`,
        `A woolly cloud drifted slowly past, and it looked just like a sleepy sheep, with four little legs and a tail, that had lost its way home.`,
      ),
    (c) =>
      by(
        c,
        `An owl hooted from the forest below. Hoo, hoo.`,
        `From the dark forest far below an owl hooted, hoo, hoo, and it sounded like a question.`,
      ),
    (c) =>
      by(
        c,
        `The mountains below were fast asleep under the snow. Like big animals.`,
        `The mountains far below lay fast asleep under their white snow, like big animals under duvets.`,
        `The mountains far below lay fast asleep under their white snow, like big, old animals under thick duvets, breathing so slowly that nobody could see it.`,
      ),
    (c) =>
      by(
        c,
        `A little boat sailed home far below. It had one lamp lit.`,
        `Far below, a little fishing boat sailed home across the dark water with one lamp lit.`,
      ),
    (c) =>
      by(
        c,
        `The wind blew a cloud across. Soft as wool.`,
        `The wind blew a thin cloud across ${h(c)}'s face, soft as wool and cool as water.`,
      ),
  ],
};

const moments: Bank<EnCtx> = (
  Object.entries(MOMENTS) as [NightKind, ((c: EnCtx) => string)[]][]
).flatMap(([k, list]) =>
  eachOnce<EnCtx>(
    `nosleep-${k}`,
    list.map((t) => (c: EnCtx) => (kind(c) === k ? t(c) : null)),
  ),
);

/** The evening before bed, told in a longer story: supper, washing, the sun going down. */
const evening: Bank<EnCtx> = inTurn<EnCtx>(
  'nosleep-evening',
  eachOnce<EnCtx>('nosleep-evening', [
    (c) =>
      k3(
        c,
        by(
          c,
          `For supper there was warm soup. ${h(c)} ate it all.`,
          `For supper there was warm tomato soup with bread, and ${h(c)} ate every drop and wiped the bowl with the last crust.`,
          `For supper there was warm tomato soup with thick slices of bread, and ${h(c)} ate every last drop and wiped the bowl clean with the crust, which is the best bit.`,
        ),
        by(
          c,
          `${G(c)} brought a little supper. Yum! They ate together.`,
          `${G(c)} brought home a little supper, and they ate it together ${where(c)} while the sky turned orange.`,
        ),
        by(
          c,
          `The sun went down. "Goodnight, Sun!" said ${h(c)}.`,
          `The sun went down behind the hills, red and tired. "Goodnight, Sun," said ${h(c)}. "I wish I could rest too."`,
          `The sun went slowly down behind the hills, red and tired after the long day. "Goodnight, Sun," said ${h(c)}, and sighed. "I wish I could rest tonight, just like you."`,
        ),
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `Then came the bath. Splash! Bubbles everywhere.`,
          `Then came the bath, with so many bubbles that ${h(c)} could make a bubble beard and a bubble hat.`,
          `Then came the bath, with so many bubbles that ${h(c)} could make a bubble beard, a bubble hat and a whole bubble mountain, before ${g(c)} wrapped ${him(c)} in a big soft towel.`,
        ),
        by(
          c,
          `${h(c)} washed ${his(c)} face in the brook. Brr! So cold!`,
          `${h(c)} washed ${his(c)} face in the cold brook, splish, splash, and shook ${him(c)}self dry.`,
        ),
        by(
          c,
          `The sky turned pink. Then purple. Then dark blue.`,
          `The sky turned pink, then purple, then a deep dark blue, and ${h(c)} began to glow.`,
        ),
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `${h(c)} put the toys back in the box. The cars. The blocks. The horse.`,
          `${h(c)} put the toys back in their box, the cars and the blocks and the little plastic horse, one by one.`,
        ),
        by(
          c,
          `${h(c)} played one last game with ${g(c)}. Hide and seek!`,
          `${h(c)} played one last game of hide and seek with ${g(c)}, and was found behind the very same stone as always.`,
        ),
        by(
          c,
          `One by one, the stars came out. Hello, stars!`,
          `One by one, the stars came out around ${h(c)}, blinking and yawning and saying hello.`,
        ),
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `The sun went down behind the roofs. The lamps came on.`,
          `Outside the window the sun went down behind the roofs, and the street lamps blinked on one by one.`,
        ),
        by(
          c,
          `The sun went down behind the hills. The wood turned gold.`,
          `The sun went down behind the hills, and the whole wood turned gold for a moment, and then grey.`,
        ),
        by(
          c,
          `Far below, the children went to bed. Teeth brushed. Lights out.`,
          `Far below, ${h(c)} could see the windows of the town, where children were putting on pyjamas and brushing their teeth.`,
        ),
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `${h(c)} picked the blue pyjamas. The ones with stars.`,
          `${h(c)} picked the blue pyjamas with the yellow stars on, because they were the softest.`,
        ),
        by(
          c,
          `${h(c)} shook out ${his(c)} ${bed(c)}. Nice and soft. Ready for the night.`,
          `${h(c)} shook out ${his(c)} ${bed(c)} and patted it flat, so it would be nice and soft.`,
        ),
        by(
          c,
          `${h(c)} polished ${his(c)} face with a cloud. Shiny!`,
          `${h(c)} polished ${his(c)} silver face with a soft little cloud, so it would shine nicely all night.`,
        ),
      ),
    (c) =>
      by(
        c,
        `${h(c)} yawned a little. Maybe ${he(c)} was sleepy after all.`,
        `${h(c)} yawned a little yawn and thought that maybe, just maybe, ${he(c)} was sleepy after all.`,
      ),
  ]),
);

/** The sounds of the night, listened to in bed. */
const listen: Bank<EnCtx> = inTurn<EnCtx>(
  'nosleep-listen',
  eachOnce<EnCtx>('nosleep-listen', [
    (c) =>
      by(
        c,
        `${h(c)} listened. What could ${he(c)} hear?`,
        `${h(c)} lay still and listened to the night. What could ${he(c)} hear?`,
        `${h(c)} lay very still, hardly breathing, and listened to the night. What could ${he(c)} hear, if ${he(c)} listened really carefully?`,
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `The pipes went clunk. The fridge went hum.`,
          `The pipes in the wall went clunk, and downstairs the fridge went hmmm, the way it always did.`,
          `The pipes in the wall went clunk, clunk, and downstairs the fridge went hmmm, the way it always did, like an old man humming to himself.`,
        ),
        kind(c) === 'cave'
          ? by(
              c,
              `The wind went whoosh past the cave. Whoosh, whoosh.`,
              `The wind went whoosh past the mouth of the cave, and somewhere far away an echo answered.`,
            )
          : by(
              c,
              `The wind went whoosh in the trees. A branch went creak.`,
              `The wind went whoosh, whoosh through the trees, and somewhere a branch went creak.`,
            ),
        by(
          c,
          `The wind went whoosh past ${h(c)}. Off it went, far away.`,
          `The wind went whoosh past ${h(c)}'s round cheeks, on its way somewhere far away.`,
        ),
      ),
    (c) =>
      by(
        c,
        `Somewhere a ${k3(c, 'dog', 'fox', 'dog')} barked. Just once.`,
        `Far, far away a ${k3(c, 'dog', 'fox', 'dog')} barked, just once, and then thought better of it.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} could hear ${his(c)} own breathing. In. Out. So quiet.`,
        `${h(c)} could hear ${his(c)} own breathing, in and out, as quiet as a feather.`,
        `${h(c)} could even hear ${his(c)} own breathing, in and out, in and out, as quiet as a feather falling on a feather.`,
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `Next door someone coughed. Then all was still.`,
          `Next door someone coughed a little in their sleep, and turned over, and then all was still again.`,
          `Through the wall ${h(c)} heard someone next door cough a little in their sleep and turn over with a creak of bedsprings, and then all was still again.`,
        ),
        by(
          c,
          `A frog croaked once. Then it stopped.`,
          `Down by the pond a frog croaked once, as if it had just remembered something, and then it stopped.`,
          `Down by the pond a single frog croaked once, loud and round, as if it had just remembered something important, and then it thought better of it and stopped.`,
        ),
        by(
          c,
          `Far below, a ship's horn sounded. Booo.`,
          `Far below, a big ship out at sea sounded its horn, booo, long and deep and sleepy.`,
          `Far below, a big ship out at sea sounded its horn, booo, long and deep and sleepy, like an old whale saying goodnight to its friends.`,
        ),
      ),
  ]),
);

/** Lovely things thought of while sleep comes. */
const drift: Bank<EnCtx> = inTurn<EnCtx>(
  'nosleep-drift',
  eachOnce<EnCtx>('nosleep-drift', [
    (c) =>
      by(
        c,
        `${h(c)} thought of a warm beach. Soft sand.`,
        `${h(c)} thought of a warm beach with soft sand and little waves, and it felt like lying in the sun.`,
        `${h(c)} thought of a warm beach with soft white sand and little waves that came and went, came and went, and it felt just like lying in the sun.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} thought of a field full of flowers. The bees buzzed slowly.`,
        `${h(c)} thought of a field full of flowers, where the bees buzzed slowly and the grass was tall.`,
        `${h(c)} thought of a field full of flowers on a summer afternoon, where the bees buzzed slowly from flower to flower and the grass was tall and warm.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} felt like a feather, floating. Down, down, down.`,
        `${h(c)} felt light as a feather, floating slowly down and down and down.`,
        `${h(c)} felt as light as a feather, floating slowly down and down and down, rocking a little from side to side, with nowhere at all to hurry to.`,
      ),
    (c) =>
      by(
        c,
        `Tomorrow would be a good day. ${h(c)} was sure.`,
        `Tomorrow would be a good day, ${h(c)} thought, and it would still be there in the morning.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} thought of ${g(c)}'s warm hug. Mmm.`,
        `${h(c)} thought of ${g(c)}'s warm hug in the morning, and the smell of breakfast, and smiled.`,
        `${h(c)} thought of ${g(c)}'s warm hug in the morning, and the smell of breakfast, and the whole new day waiting, and smiled a slow smile.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} thought of a little boat. Rocking, rocking.`,
        `${h(c)} thought of a little boat rocking on a calm sea, up and down, up and down, and was almost in it.`,
        `${h(c)} thought of a little boat rocking on a calm sea under the stars, up and down, up and down, and it felt almost as if ${he(c)} were lying in it already.`,
      ),
  ]),
);

/** A talk in the night with the grown-up who fits: who else is awake now. */
const chat: Bank<EnCtx> = inTurn<EnCtx>(
  'nosleep-chat',
  eachOnce<EnCtx>('nosleep-chat', [
    (c) =>
      by(
        c,
        `"Who else is awake now?" asked ${h(c)}. ${G(c)} smiled.`,
        `"Who else is awake now, in the middle of the night?" asked ${h(c)}.`,
        `"Who else is awake now, in the very middle of the night, when everyone is supposed to be asleep?" asked ${h(c)}.`,
      ),
    (c) =>
      by(
        c,
        `"The baker, for one," said ${g(c)}. "He bakes the bread."`,
        `"The baker, for one," said ${g(c)}. "He is up baking bread, so there are warm rolls in the shop at breakfast time."`,
        `"The baker, for one," said ${g(c)}. "He is up baking bread, long loaves and round ones, so that there are warm rolls in the shop when the first people come in for breakfast."`,
      ),
    (c) =>
      by(
        c,
        `"The lighthouse keeper is up too. Her lamp goes round and round."`,
        `"The lighthouse keeper is up too," said ${g(c)}. "Her lamp goes round and round all night, so the boats find their way home."`,
        `"The lighthouse keeper is up too," ${g(c)} went on. "She sits high up in her tower while the great lamp goes round and round all night long, so that every little boat finds its way home."`,
      ),
    (c) =>
      by(
        c,
        `"Foxes and hedgehogs are up too. They like the night."`,
        `"The foxes and the hedgehogs and the bats are up too," said ${g(c)}. "The night is their day. They are having breakfast now."`,
      ),
    (c) =>
      by(
        c,
        `"Do they get tired?" asked ${h(c)}. "Oh yes. In the morning."`,
        `"Do they ever get tired?" asked ${h(c)}. "Oh yes," said ${g(c)}. "When the sun comes up, they yawn and go to bed, just like you will now."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} smiled. It was nice to talk in the night.`,
        `${h(c)} smiled in the dark. It was nice to whisper like this, in the night, when the whole world was quiet.`,
        `${h(c)} smiled in the dark. It was nice to whisper like this, just the two of them, in the middle of the night, when the whole world was quiet and listening.`,
      ),
    (c) =>
      by(
        c,
        `"The night nurses are up. They look after people."`,
        `"The night nurses at the hospital are up as well," said ${g(c)}. "They walk softly from bed to bed and look after everyone."`,
        `"The night nurses at the hospital are up as well," said ${g(c)}. "They walk softly from bed to bed all night with their little torches, and look after everyone until the morning."`,
      ),
  ]),
);

/** Looking out at the night: from the window, out of the hollow, or down on the world. */
const outside: Bank<EnCtx> = inTurn<EnCtx>(
  'nosleep-look',
  eachOnce<EnCtx>('nosleep-look', [
    (c) =>
      k3(
        c,
        by(
          c,
          `${h(c)} went to the window. ${He(c)} looked out. The night was big.`,
          `${h(c)} crept out of bed and went to the window, and pulled the curtain aside a little to look out at the night.`,
        ),
        by(
          c,
          `${h(c)} peeped out. The night was big. And so quiet!`,
          `${h(c)} peeped out of ${his(c)} ${bed(c)} to look at the night, which was very big and very quiet.`,
        ),
        by(
          c,
          `${h(c)} looked down at the world. All was still.`,
          `${h(c)} looked down at the whole wide world, which lay quiet and still under ${his(c)} silver light.`,
        ),
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `The street was empty. A cat crossed it. Then nothing.`,
          `The street was empty and shiny under the lamps. A cat walked slowly across it, stopped in the middle, and went on.`,
          `The street was empty and shiny under the lamps. A cat walked slowly across it, stopped in the middle to lick one paw, looked up at the window, and went on.`,
        ),
        kind(c) === 'cave'
          ? by(
              c,
              `The hills lay still. They were asleep. Under the snow!`,
              `The hills outside lay still and white under the stars, and they seemed to be asleep under the snow.`,
            )
          : by(
              c,
              `The trees stood still. They were asleep. Asleep standing up!`,
              `The trees stood still and dark all around, and they seemed to be asleep on their feet, the way trees are.`,
              `The trees stood still and dark all around, and they seemed to be asleep on their feet, the way trees are, with their branches folded like arms.`,
            ),
        by(
          c,
          `The fields lay still. The roads were empty.`,
          `The fields lay still and grey, and the long roads were empty, with not a single car on them.`,
          `The fields lay still and grey, the rivers glittered like silver threads, and the long roads were empty, with not a single car on them.`,
        ),
      ),
    (c) =>
      by(
        c,
        `The stars twinkled. So many! So far away.`,
        `The stars twinkled, so many and so far away, and ${h(c)} picked out the brightest and gave it a name.`,
        `The stars twinkled, so many and so far away that nobody could ever count them, and ${h(c)} picked out the brightest one and gave it a name of ${his(c)} own.`,
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `In one window a light was on. Someone else was awake!`,
          `In a window across the street a light was still on. Someone else was awake too! Then the light went out.`,
        ),
        by(
          c,
          `A bat flew by. Flutter, flutter. Then it was gone.`,
          `A bat flew by, flutter, flutter, so fast that ${h(c)} only saw it for a moment before it was gone.`,
        ),
        by(
          c,
          `In one window a light was on. Then it went out.`,
          `Far below, in one little window, a light was still on. Then it went out, and ${h(c)} knew someone had gone to bed.`,
        ),
      ),
    (c) =>
      by(
        c,
        `${h(c)} felt the cool night air. Ahh. It smelled of rain.`,
        `${h(c)} felt the cool night air on ${his(c)} face, and it smelled of grass and rain.`,
        `${h(c)} felt the cool night air on ${his(c)} face, and it smelled of grass and rain and something sweet, like flowers that only open at night.`,
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `${h(c)} crept back into bed. Cosy. Warm.`,
          `Then ${h(c)} let the curtain fall and crept back into bed, where it was warm and cosy.`,
        ),
        by(
          c,
          `${h(c)} snuggled back into ${his(c)} ${bed(c)}. Warm and cosy.`,
          `Then ${h(c)} snuggled back into ${his(c)} ${bed(c)}, where it was warm and cosy.`,
        ),
        by(
          c,
          `${h(c)} lay back on ${his(c)} cloud. Soft and cosy.`,
          `Then ${h(c)} lay back on ${his(c)} soft cloud, where it was warm and cosy.`,
        ),
      ),
  ]),
);

const think: Bank<EnCtx> = inTurn<EnCtx>(
  'nosleep-think',
  eachOnce<EnCtx>('nosleep-think', [
    (c) =>
      by(
        c,
        `"I'm not sleepy," ${h(c)} thought. "Not one bit."`,
        `"Maybe I'll never sleep again," ${h(c)} thought. "Maybe I'll just stay awake for ever and ever."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} thought about tomorrow. What would happen?`,
        `${h(c)} thought about tomorrow, and all the things ${he(c)} would do, and that only made ${him(c)} more awake.`,
        `${h(c)} thought about tomorrow, and all the things ${he(c)} would do, one after another, and every single one of them only made ${him(c)} more awake.`,
      ),
    (c) =>
      by(
        c,
        `"How do you fall asleep?" ${h(c)} wondered. "Do you fall down?"`,
        `"How do you fall asleep, anyway?" ${h(c)} wondered. "Do you fall down? Do you fall in? Where do you land?"`,
        `"How do you fall asleep, anyway?" ${h(c)} wondered. "Do you fall down, or in, or just a little bit sideways? And where do you land?" It was a very puzzling thing.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} yawned. But it was only a tiny yawn.`,
        `${h(c)} yawned, but it was only a tiny yawn, the kind that does not count.`,
        `${h(c)} yawned, but it was only a tiny yawn, the kind that stops halfway and does not count, and afterwards ${he(c)} was just as awake as before.`,
      ),
    (c) =>
      by(
        c,
        `Sleep was hiding somewhere. But where? Under the ${bed(c)}?`,
        `Sleep must be hiding somewhere, ${h(c)} thought, like a cat under the bed. But where?`,
        `Sleep must be hiding somewhere, ${h(c)} thought, like a cat under the bed or a sock behind the radiator. But where could it be?`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} listened to ${his(c)} heart. Thump, thump.`,
        `${h(c)} lay still and listened to ${his(c)} own heart. Thump, thump, it went, steady and calm.`,
        `${h(c)} lay still with a hand on ${his(c)} chest and listened to ${his(c)} own heart. Thump, thump, it went, thump, thump, steady and calm, as if it at least knew what it was doing.`,
      ),
    (c) =>
      by(
        c,
        `What was the time? Late. Very late. Later than ever!`,
        `What time was it now? Late, ${h(c)} thought. Very late. Later than ${he(c)} had ever been awake before, perhaps.`,
      ),
    (c) =>
      by(
        c,
        `"Sleep, please come," ${h(c)} whispered. "I'm ready."`,
        `"Sleep, please come," ${h(c)} whispered into the dark. "I'm ready now. I've been ready for ages."`,
        `"Sleep, please come," ${h(c)} whispered into the dark, very politely. "I'm ready now. In fact, I've been ready for ages and ages."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} thought of all the sleeping animals. Bears. Mice. Fish.`,
        `${h(c)} thought of all the animals asleep right now: bears in their dens, mice in their holes, fish in the deep, quiet sea.`,
        `${h(c)} thought of all the animals that were asleep right now: bears in their dens, mice in their holes, ducks with their heads under their wings, and fish down in the deep, quiet sea.`,
      ),
  ]),
);

/** A child in the kitchen with the grown-up; the others sleeping, for everyone else. */
const meanwhile: Bank<EnCtx> = inTurn<EnCtx>(
  'nosleep-meanwhile',
  eachOnce<EnCtx>('nosleep-meanwhile', [
    (c) =>
      k3(
        c,
        by(
          c,
          `The fridge hummed. The kitchen was warm and quiet.`,
          `In the kitchen the fridge hummed to itself, and the little lamp over the table made a warm yellow circle.`,
          `In the kitchen the fridge hummed to itself, the tap dripped once, and the little lamp over the table made a warm yellow circle that the dark could not get into.`,
        ),
        by(
          c,
          `Everyone else was asleep in the forest. The rabbits. The birds. The deer.`,
          `All the other animals of the forest were asleep: the rabbits in their burrows and the birds in their nests.`,
          `All the other animals of the forest were asleep: the rabbits in their burrows, the birds in their nests and the deer in the tall ferns, every one of them dreaming.`,
        ),
        by(
          c,
          `The sun was asleep on the other side of the world. Shh!`,
          `The sun was fast asleep on the other side of the world, with its rays tucked in.`,
          `The sun was fast asleep on the other side of the world, with its rays tucked in like a hedgehog, and would not be back until morning.`,
        ),
      ),
    (c) =>
      by(
        c,
        `${G(c)} stroked ${h(c)}'s head. "It's all right."`,
        `${G(c)} stroked ${h(c)}'s head. "It's all right not to be sleepy," ${gHe(c)} said. "Sleep always comes in the end."`,
      ),
    (c) =>
      by(
        c,
        `"I can't sleep," said ${h(c)}. ${G(c)} nodded.`,
        `"I just can't sleep," said ${h(c)}. ${G(c)} nodded. "That happens to everybody sometimes."`,
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `${G(c)} had a cup of tea. It smelled of mint.`,
          `${G(c)} had a cup of tea that smelled of mint, and let ${h(c)} sniff it.`,
          `${G(c)} had a big cup of tea that smelled of mint and summer gardens, and let ${h(c)} sniff it, but not drink it, because tea is for grown-ups.`,
        ),
        by(
          c,
          `${G(c)} yawned a big yawn. Not ${h(c)}.`,
          `${G(c)} yawned a very big yawn. But ${h(c)} did not yawn at all.`,
        ),
        by(
          c,
          `The night wind blew softly. Whooo.`,
          `The old night wind blew softly round ${h(c)}, whooo, cool and kind.`,
        ),
      ),
    (c) =>
      by(
        c,
        `"When I was little, I couldn't sleep either," said ${g(c)}.`,
        `"When I was little, I couldn't sleep either, sometimes," said ${g(c)}, and smiled at the thought.`,
        `"When I was little, I couldn't sleep either, sometimes," said ${g(c)}, and smiled as if ${gHe(c)} could see it all again.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} leaned on ${g(c)}. It was nice and warm.`,
        `${h(c)} leaned against ${g(c)} for a while. It was warm and safe there, but not sleepy yet.`,
        `${h(c)} leaned against ${g(c)} for a long while. It was warm and safe there, and ${h(c)} could hear ${gHis(c)} heart beating, but ${he(c)} was still not sleepy.`,
      ),
    (c) =>
      by(
        c,
        `"What keeps you awake?" asked ${g(c)}. ${G(c)} listened.`,
        `"Tell me, what is keeping you awake?" asked ${g(c)}, and listened to every word.`,
      ),
    (c) =>
      by(
        c,
        `${G(c)} hummed a little tune. Hmm, hmm.`,
        `${G(c)} hummed a little tune while ${gHe(c)} tidied up, and ${h(c)} tried to guess what it was.`,
        `${G(c)} hummed a little tune while ${gHe(c)} tidied up, an old one without any words, and ${h(c)} tried to guess what it was and could not.`,
      ),
    (c) =>
      by(
        c,
        `"Shall we try once more?" asked ${g(c)}. ${h(c)} nodded.`,
        `"Shall we try once more, you and me?" asked ${g(c)}, and ${h(c)} nodded, though ${he(c)} was not so sure.`,
        `"Shall we try once more, you and me?" asked ${g(c)}, and ${h(c)} nodded, though ${he(c)} was not at all sure that sleep would come this time either.`,
      ),
  ]),
);

/** After the idea, sleep comes closer, one line at a time. */
const more: Bank<EnCtx> = inTurn<EnCtx>(
  'nosleep-wait',
  eachOnce<EnCtx>('nosleep-wait', [
    (c) =>
      setup(c) === 'lullaby'
        ? by(
            c,
            `"Hush now, hush now," ${h(c)} sang, very softly.`,
            `"Hush now, hush now," ${h(c)} sang, very softly, "the little boat rocks slow."`,
          )
        : setup(c) === 'cup'
          ? by(
              c,
              `${h(c)} took a sip. It was warm and sweet.`,
              `${h(c)} took a sip from the cup. It was still warm, and sweet with honey.`,
            )
          : by(
              c,
              `In came a wave. Out went a wave. One.`,
              `In came a slow wave, and out went a slow wave. "One," ${h(c)} counted.`,
            ),
    (c) =>
      setup(c) === 'lullaby'
        ? by(
            c,
            `${h(c)} sang it again, slower.`,
            `${h(c)} sang it again, slower this time, and the song rocked like a boat.`,
            `${h(c)} sang it again, slower this time, and quieter, and the song rocked ${him(c)} to and fro like a little boat on a calm sea.`,
          )
        : setup(c) === 'cup'
          ? by(
              c,
              `Another sip. The warm went down to ${his(c)} toes.`,
              `Another sip, and another. The warm went all the way down to ${his(c)} toes.`,
              `Another sip, and another, slowly, the way ${g(c)} had said. The warm went all the way down to ${his(c)} tummy and on to ${his(c)} toes.`,
            )
          : by(
              c,
              `In, out. Two. In, out. Three.`,
              `In, slowly, and out, slowly. "Two," ${h(c)} counted. In, and out. "Three."`,
              `In, slowly, and out, slowly. "Two," ${h(c)} counted. In, and out, like the sea on a calm night. "Three." Each wave was a little slower than the one before.`,
            ),
    (c) =>
      by(
        c,
        `${His(c)} ${k3(c, 'toes', 'toes', 'edges')} grew warm. ${His(c)} ${k3(c, 'arms', 'paws', 'light')} grew heavy.`,
        `${His(c)} ${k3(c, 'toes', 'toes', 'edges')} grew warm, and ${his(c)} ${k3(c, 'arms', 'paws', 'light')} grew heavy, and ${his(c)} ${pillow(c)} grew softer.`,
        `${His(c)} ${k3(c, 'toes', 'toes', 'edges')} grew warm, and ${his(c)} ${k3(c, 'arms', 'paws', 'light')} grew heavy, and ${his(c)} ${k3(c, 'legs', 'ears', 'face')} grew heavy too, and ${his(c)} ${pillow(c)} seemed to grow softer and softer.`,
      ),
    (c) =>
      noisy(c)
        ? by(
            c,
            `${cap(makers(c).who)} were still there. But now they sounded far away.`,
            `${cap(makers(c).who)} were still there, but now they sounded far away, like a song in another room.`,
          )
        : by(
            c,
            `Everything felt soft and far away.`,
            `Everything felt soft and far away, like a blanket pulled up to the chin.`,
            `Everything felt soft and far away, like a blanket pulled up to the chin on a cold night, and the dark was kind and warm.`,
          ),
    (c) =>
      by(
        c,
        `Then a yawn came. A big one! A real one.`,
        `Then a yawn came, a real one this time, big and slow and wide.`,
        `Then a yawn came, a real one this time, big and slow and wide, so wide that it seemed to go on for ever, and after it ${h(c)} felt wonderfully heavy.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)}'s eyes began to close. Slowly. Slowly.`,
        `${h(c)}'s eyes began to close all by themselves, slowly, like curtains at the end of a show.`,
        `${h(c)}'s eyes began to close all by themselves, slowly, slowly, like the curtains at the end of a show when everyone has gone home.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)}'s thoughts grew slow and soft. Like little clouds.`,
        `${h(c)}'s thoughts grew slow and soft and fuzzy at the edges, like clouds drifting apart.`,
        `${h(c)}'s thoughts grew slow and soft and fuzzy at the edges, like clouds drifting apart on a summer evening, and ${he(c)} let them go.`,
      ),
    (c) =>
      by(
        c,
        `The ${pillow(c)} felt just right now. Not too hot. Not too cold.`,
        `The ${pillow(c)} felt just right now, not too warm, not too cool, and just the right size for a head.`,
      ),
  ]),
);

const idea: Bank<EnCtx> = eachOnce<EnCtx>('nosleep-idea', [
  (c) =>
    by(
      c,
      `Then ${h(c)} remembered what ${g(c)} had said at bedtime. Of course!`,
      `Then ${h(c)} remembered what ${g(c)} had said at bedtime, and ${he(c)} lay down again, ready to try it.`,
      `${h(c)} lay down again and listened to the quiet. And then ${he(c)} remembered what ${g(c)} had said at bedtime, and thought: maybe that is the trick.`,
    ),
]);

/** What was set up at bedtime, working at last. */
const works = (c: EnCtx) =>
  setup(c) === 'lullaby'
    ? by(
        c,
        `${h(c)} sang the lullaby all the way through. And sleep came closer.`,
        `${h(c)} sang the whole lullaby, the way ${g(c)} had sung it, slower and slower, until ${he(c)} was only humming it. And sleep came softly closer.`,
      )
    : setup(c) === 'cup'
      ? by(
          c,
          `${h(c)} drank the warm cup slowly, to the very last drop. And sleep came closer.`,
          `${h(c)} drank the warm cup slowly, sip by sip, to the very last sweet drop, just as ${g(c)} had said. And sleep came softly closer.`,
        )
      : by(
          c,
          `${h(c)} breathed like the waves, in and out, in and out. And sleep came closer.`,
          `${h(c)} breathed just as ${g(c)} had shown ${him(c)}, in with the wave rolling in and out with the wave sliding away, and counted the waves until the numbers got muddled. And sleep came softly closer.`,
        );

export const noSleep: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `But tonight ${h(c)} could not fall asleep. ${shortWhy(c)}`,
        `But tonight ${h(c)} could not fall asleep, because ${why(c)}.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `${h(c)} wanted to sleep. ${He(c)} really did.`,
        `${h(c)} wanted to sleep, ${he(c)} really did. But the harder ${he(c)} tried, the more awake ${he(c)} felt.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"I will find a way to sleep," thought ${h(c)}.`,
        `"There must be a way to fall asleep," thought ${h(c)}. "I'll just have to find it."`,
      ),
  ],
  travel: [
    (c) =>
      c.place.id === 'kitchen'
        ? by(
            c,
            `${h(c)} tiptoed down to the kitchen for a drink.`,
            `${h(c)} crept out of bed and tiptoed down the stairs to the kitchen, where the light was still on.`,
          )
        : c.place.id === 'bedroom'
          ? by(
              c,
              `${h(c)} went back to bed. ${G(c)} came too.`,
              `${h(c)} padded back up to bed, and ${g(c)} came along and sat down on the edge of it.`,
            )
          : null,
  ],
  ...nobodyMet<EnCtx>(),
  attempt: tries,
  progress: [],
  lesson: idea,
  steps: {
    calm: evening,
    ready,
    rule: setUp,
    browse: moments,
    think,
    meanwhile,
    chat,
    look: outside,
    listen,
    wait: more,
    drift,
  },
  turn: { brave: [works], together: [works], gift: [works], clever: [works] },
  resolution: [
    (c) =>
      by(
        c,
        `${h(c)} snuggled down into ${his(c)} ${bed(c)}. It was warm and soft.`,
        `${h(c)} snuggled down into ${his(c)} ${bed(c)}, and everything was warm and soft and just right.`,
      ),
  ],
  home: inTurn<EnCtx>(
    'nosleep-home',
    eachOnce<EnCtx>('nosleep-home', [
      (c) =>
        noisy(c)
          ? by(
              c,
              `${cap(makers(c).who)} went quiet. "Shh," they said. "Look."`,
              `Little by little ${makers(c).who} went quiet too. "Shh," they whispered to each other. "Look, ${h(c)} is falling asleep."`,
            )
          : by(
              c,
              `The night was quiet now. Very quiet.`,
              `The night was quiet now, very quiet, and ${where(c)} it was dark and cosy.`,
              `The night was quiet now, very quiet, so quiet that you could hear the stars twinkle, and ${where(c)} it was dark and warm and cosy.`,
            ),
      (c) =>
        by(
          c,
          `${G(c)} looked in and smiled. ${G(c)} tucked ${him(c)} in.`,
          `${G(c)} looked in one last time and smiled, and tucked the cover in all round, very gently.`,
          `${G(c)} looked in one last time and smiled, and tucked the cover in all round, very, very gently, so as not to wake ${him(c)}.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)}'s breathing went slow and deep. Like the sea.`,
          `${h(c)}'s breathing went slow and deep, slow and deep, like the sea on a calm night.`,
          `${h(c)}'s breathing went slow and deep, slow and deep, like the sea on a calm night when the boats are all home and the moon is on the water.`,
        ),
      (c) =>
        k3(
          c,
          by(
            c,
            `The cat curled up tighter. Purr, purr.`,
            `At the foot of the bed the cat curled up a little tighter and purred, very softly, a sleepy song of its own.`,
          ),
          kind(c) === 'cave'
            ? by(
                c,
                `The wind dropped outside the cave. Shh, shh. Nobody must wake.`,
                `Outside the cave the wind dropped right down, shh, shh, so as not to wake anyone.`,
              )
            : by(
                c,
                `The wind hushed the leaves. Shh, shh. Nobody must wake.`,
                `The wind went through the trees one last time and hushed every leaf, shh, shh, so as not to wake anyone.`,
              ),
          by(
            c,
            `The wind hushed the clouds. Shh, shh.`,
            `The old night wind hushed the clouds and stopped blowing, so as not to wake anyone.`,
          ),
        ),
      (c) =>
        by(
          c,
          `${His(c)} ${pillow(c)} was soft. ${His(c)} ${bed(c)} was warm.`,
          `${His(c)} ${pillow(c)} was soft, ${his(c)} ${bed(c)} was warm, and the night held ${him(c)} like a pair of kind arms.`,
        ),
      (c) =>
        by(
          c,
          `"Goodnight," whispered ${g(c)}. "Sleep tight."`,
          `"Goodnight, my little one," whispered ${g(c)}. "Sleep tight, and I'll see you in the morning."`,
          `"Goodnight, my little one," whispered ${g(c)}, so softly that it was hardly more than a breath. "Sleep tight, and I'll be right here in the morning."`,
        ),
      (c) =>
        k3(
          c,
          by(
            c,
            `The night light glowed. It kept watch. All night long.`,
            `The night light by the door glowed softly, keeping watch, the way it did every night.`,
            `The night light by the door glowed soft and orange, keeping watch over the room, the way it did every single night, so that nobody needed to.`,
          ),
          by(
            c,
            `The moon kept watch over the wood. Silver and still.`,
            `Up above, the moon kept watch over the wood, so that nobody else needed to.`,
            `Up above, the moon kept watch over the whole wood, silver and still, so that nobody down below needed to stay awake.`,
          ),
          by(
            c,
            `The stars kept watch now. Quietly. Without a word.`,
            `The stars kept watch over the world now, quietly, without a single word.`,
            `The stars kept watch over the sleeping world now, quietly, twinkling without a single word, so that the moon could rest.`,
          ),
        ),
      (c) =>
        by(
          c,
          `One last little sigh. A happy one. So still.`,
          `${h(c)} gave one last little sigh, a happy one this time, and snuggled down even deeper.`,
          `${h(c)} gave one last little sigh, a soft and happy one this time, and snuggled down even deeper, like a seed tucked into the earth.`,
        ),
      (c) =>
        by(
          c,
          `A dream came, soft and slow. About a little boat.`,
          `And a dream came drifting in, soft and slow, about a little boat on a calm sea.`,
          `And a dream came drifting in, soft and slow, about a little boat on a calm sea, rocking gently under a sky full of friendly stars.`,
        ),
    ]),
  ),
  reflection: eachOnce<EnCtx>('nosleep-reflection', [
    (c) =>
      by(
        c,
        `${h(c)}'s eyes closed. ${He(c)} smiled a sleepy smile.`,
        `${h(c)}'s eyes closed all the way, and ${he(c)} gave a small, sleepy smile.`,
        `${h(c)}'s eyes closed all the way, and ${he(c)} gave a small, sleepy smile, as if ${he(c)} had just heard a secret.`,
      ),
  ]),
  refrain: [(c) => `Hush now, ${h(c)}, close your eyes, sleep will come, as soft as sighs.`],
  title: [
    (c) => `${h(c)} Can't Sleep`,
    (c) => `Goodnight, ${h(c)}`,
    (c) => `${h(c)} and the Sleepy Night`,
  ],
};

const look: Bank<EnCtx> = [
  (c) =>
    c.place.id === 'kitchen'
      ? by(
          c,
          `The kitchen was warm. A little lamp was on.`,
          `The kitchen was warm, and only the little lamp over the table was on.`,
        )
      : c.place.id === 'bedroom'
        ? by(
            c,
            `The bedroom was small and snug.`,
            `The bedroom was small and snug, with stars on the curtains and a teddy on the pillow.`,
          )
        : by(
            c,
            `It was still and peaceful ${where(c)}.`,
            `It was still and peaceful ${where(c)}, and the air was soft and calm.`,
          ),
];

/** The night at home, in the tree or in the sky, told in the hero's own words. */
export function noSleepScenes(settings: Partial<Record<SceneSetting, Bank<EnCtx>>>) {
  const places: SceneSetting[] = ['bedroom', 'kitchen', 'house', 'forest', 'cave', 'sky'];
  return {
    titles: [] as Bank<EnCtx>,
    intro: [
      (c: EnCtx) =>
        k3(
          c,
          by(
            c,
            `This is ${h(c)}. ${He(c)} lived in a little house with ${g(c)}.`,
            `This is ${h(c)}, who lived in a little house at the end of the road with ${g(c)} and a sleepy old cat.`,
            `This is ${h(c)}, who lived in a little yellow house at the end of the road with ${g(c)}, a sleepy old cat and a garden full of apple trees.`,
          ),
          by(
            c,
            `${h(c)} was ${c.hero.a}. ${He(c)} lived ${where(c)}.`,
            `${h(c)} was ${c.hero.a} who lived ${where(c)}, with ${g(c)} close by.`,
            `${h(c)} was ${c.hero.a} who lived ${where(c)}, with ${g(c)} close by and the whole forest all around.`,
          ),
          by(
            c,
            `High in the night sky lived ${skyHero(c)}.`,
            `High in the night sky lived ${skyHero(c)}, and every night ${he(c)} shone over the sleeping world.`,
          ),
        ),
    ] as Bank<EnCtx>,
    heroLook: [
      (c: EnCtx) =>
        k3(
          c,
          by(
            c,
            `${h(c)} had a big laugh and quick feet.`,
            `${h(c)} had a big laugh, quick feet and a head full of questions, and hardly ever sat still.`,
            `${h(c)} had a big laugh, quick feet and a head so full of questions that there was hardly room for anything else, and ${he(c)} hardly ever sat still for long.`,
          ),
          by(
            c,
            `${h(c)} had bright eyes and ${coat(c)}. ${His(c)} ears heard everything.`,
            `${h(c)} had bright, round eyes, ${coat(c)} and ears that heard every little sound.`,
            `${h(c)} had bright, round eyes that missed nothing, ${coat(c)} and ears that heard every little sound in the whole wood.`,
          ),
          by(
            c,
            `${h(c)} had a round, kind face.`,
            `${h(c)} had a round, kind face, and ${his(c)} silver light made the whole world soft.`,
            `${h(c)} had a round, kind face, and ${his(c)} silver light made the whole sleeping world below look soft, as if it were covered in a thin blanket.`,
          ),
        ),
    ] as Bank<EnCtx>,
    habit: [
      (c: EnCtx) =>
        k3(
          c,
          by(
            c,
            `Every night ${h(c)} slept well. Almost every night.`,
            `Most nights ${h(c)} fell asleep the moment ${his(c)} head touched the pillow. Most nights, but not all.`,
            `Most nights ${h(c)} fell asleep the very moment ${his(c)} head touched the pillow, and slept like a log until morning. Most nights, that is, but not all.`,
          ),
          by(
            c,
            `Every night ${h(c)} slept well. Almost every night.`,
            `Most nights ${h(c)} fell asleep as soon as ${he(c)} curled up for the night. Most nights, but not all.`,
            `Most nights ${h(c)} fell asleep as soon as ${he(c)} curled up for the night, and slept soundly until the birds woke up. Most nights, that is, but not all.`,
          ),
          by(
            c,
            `Every night ${h(c)} shone. Now ${he(c)} was tired.`,
            `Night after night ${h(c)} had shone over the world, and now ${he(c)} was tired and wanted a night off to rest.`,
            `Night after night, for a very long time, ${h(c)} had shone over the sleeping world, and now ${he(c)} was so tired that ${he(c)} wanted just one night off, to rest.`,
          ),
        ),
    ] as Bank<EnCtx>,
    dayStart: [
      (c: EnCtx) =>
        by(
          c,
          `It was evening. The day was over. The sky turned dark blue.`,
          `It was evening, and the long day was over. Outside, the sky turned dark blue.`,
          `It was evening, and the long, busy day was over at last. Outside, the sky turned from gold to pink to a deep dark blue.`,
        ),
    ] as Bank<EnCtx>,
    ...stillAsides<EnCtx>(),
    closing: [
      (c: EnCtx) =>
        by(
          c,
          `And soon ${h(c)} was fast asleep. Goodnight, ${h(c)}.`,
          `And soon, very soon, ${h(c)} was fast asleep. Goodnight, ${h(c)}. Sleep well.`,
          `And soon, very soon, ${h(c)} was fast asleep, breathing slow and deep, all the way till morning. Goodnight, ${h(c)}. Sleep well.`,
        ),
    ] as Bank<EnCtx>,
    setting: { ...settings, ...Object.fromEntries(places.map((s) => [s, look])) },
    sky: noSky<EnCtx>(),
  };
}
