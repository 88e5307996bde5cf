import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { FEATURES } from '../../../lexicon/features';
import { Crowd } from '../slots';
import { theKind } from '../../../compose/met-actor';
import { withVariants } from '../../goal-variants';
import { rescue } from './rescue';

const h = (c: EnCtx) => c.hero.name;
const star = (c: EnCtx) => !c.other && c.thing?.id === 'star';
/** Who needs help: a named or unnamed creature, or a fallen star. */
const who = (c: EnCtx) =>
  c.other ? c.other.name : star(c) ? 'the little star' : 'the little bird';
const whoA = (c: EnCtx) =>
  c.other
    ? c.other.named
      ? c.other.name
      : c.other.a
    : star(c)
      ? 'a little star'
      : 'a little bird';
const it = (c: EnCtx) => (c.other ? c.other.he : 'it');
const its = (c: EnCtx) => (c.other ? c.other.his : 'its');
const him = (c: EnCtx) => (c.other ? c.other.him : 'it');
/** Where it belongs: the sky, its family, or the owner of a found puppy. */
/** The part that hurts, if the family said one does: "a hurt wing", "a sore leg". */
const hurt = (c: EnCtx) => {
  const f = c.other?.char.features.find((x) => x.hurt);
  return f ? FEATURES.find((e) => e.id === f.id)?.en.sg : undefined;
};
/** Back where it belongs: home with its family or owner, or up in the sky for a star. */
const atHome = (c: EnCtx) => (star(c) ? 'safe in the sky' : `home with ${home(c)}`);
const home = (c: EnCtx) =>
  star(c) ? 'the sky' : c.variant === 'owner' ? `${its(c)} owner` : `${its(c)} family`;

/** The same, in the lost one's own words: "my owner", "my family". */
const myHome = (c: EnCtx) =>
  star(c) ? 'the sky' : c.variant === 'owner' ? 'my owner' : 'my family';

const plain: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      star(c)
        ? by(
            c,
            `One night, a small star fell down, bump, {near ${h(c)}|right by ${h(c)}|in the grass}.`,
            `One night, a little star tumbled out of the sky and landed, bump, right next to ${h(c)}.`,
            `One night, with a soft whoosh and a bump, a little star fell out of the sky. It landed right beside ${h(c)}, glowing faintly in the {grass|heather|clover}.`,
          )
        : hurt(c)
          ? by(
              c,
              `${h(c)} found ${whoA(c)} with a {hurt|sore} ${hurt(c)}.`,
              `${h(c)} found ${whoA(c)} sitting very still, because ${its(c)} ${hurt(c)} was hurt.`,
              `Behind a {bush|mossy wall|tree}, ${h(c)} found ${whoA(c)} sitting very still and trembling, because ${its(c)} ${hurt(c)} was hurt and sore.`,
            )
          : by(
              c,
              `${h(c)} found ${whoA(c)} who was {crying|sad|all alone}.`,
              `Behind a {bush|wall|tree}, ${h(c)} found ${whoA(c)}, all alone and crying.`,
              `Behind a {bush|mossy wall|tree}, ${h(c)} heard a small sound, and there was ${whoA(c)}, all alone and crying as if ${it(c)} would never stop.`,
            ),
  ],
  problem: [
    (c) =>
      star(c)
        ? by(
            c,
            `"I can't get back up," said the star, "and I want to go home."`,
            `"I can't get back up," said the little star, and its light grew dim. "I want to go home to the sky."`,
            `"I can't get back up," said the little star, and its light flickered. "If I don't get home before morning, I'll fade away."`,
          )
        : hurt(c)
          ? by(
              c,
              `"My ${hurt(c)} hurts," said ${who(c)}, "and I can't get home to ${myHome(c)}."`,
              `"My ${hurt(c)} is hurt," sniffed ${who(c)}, "and now I can't get home to ${myHome(c)}."`,
            )
          : by(
              c,
              `"I am lost," said ${who(c)}, "and I can't find ${myHome(c)}."`,
              `"I'm lost," sniffed ${who(c)}, "and I can't find ${myHome(c)} anywhere."`,
              `"I got lost," sniffed ${who(c)}, "and now I can't find ${myHome(c)}, and it's getting {late|dark|cold}."`,
            ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"I will help you," said ${h(c)}, "{come with me|don't cry|we'll go together}."`,
        `"Don't worry," said ${h(c)}, "I'll help you get home, {I promise|you'll see|just you wait}."`,
        `"Don't worry," said ${h(c)}, kneeling down, "I'll help you get home, {I promise|whatever it takes|you have my word}."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} held ${who(c)} {close|gently|with care}, and off ${c.team.they} went.`,
        `${h(c)} carried ${who(c)} {with care|gently}, and off they went together.`,
        `${h(c)} lifted ${who(c)} as gently as if ${it(c)} were made of {glass|snow|dandelion fluff}, and off they went together.`,
      ),
  ],
  attempt: [
    (c) =>
      by(
        c,
        `"Is this your home?" asked ${h(c)} ${c.place.in}, but ${who(c)} said, "No."`,
        `"Is this your home?" asked ${h(c)} ${c.place.in}, but ${who(c)} shook ${its(c)} head.`,
        `"Could this be it?" asked ${h(c)} hopefully ${c.place.in}, but ${who(c)} shook ${its(c)} head sadly: "No, ours is different."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} tried to lift ${who(c)} up high, but it was too {low|short a way}.`,
        `${h(c)} tried to lift ${who(c)} up high ${c.place.in}, but it was not high enough.`,
        `${h(c)} stood on tiptoe ${c.place.in} and lifted ${who(c)} up as high as ${c.hero.he} could, but it was nowhere near high enough.`,
      ),
  ],
  progress: [
    (c) =>
      by(
        c,
        `${who(c)} smiled a small smile ${c.place.in} and said, "I know this place!"`,
        `${who(c)} looked around ${c.place.the}. "I think I know this place!"`,
        `${who(c)} looked around ${c.place.the}, and ${its(c)} eyes grew bright. "I think I remember this place!"`,
      ),
    (c) =>
      by(
        c,
        `${c.team.they} ${c.team.was} getting closer to ${home(c)}.`,
        `${c.team.they} ${c.team.was} getting closer, and ${who(c)} was not crying any more.`,
        `${c.team.they} ${c.team.was} getting closer now, and ${who(c)} had stopped crying and started to {hum|sing|hiccup happily}.`,
      ),
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `"I know where ${home(c)} is!" said ${theKind(c.helper)}. "Go ${c.next ? c.next.to : 'up the hill'}."`,
            `"I think I know where ${home(c)} might be," said ${theKind(c.helper)}. "Go ${c.next ? c.next.to : 'past the big tree'}."`,
            `"I might know where ${home(c)} is," said ${theKind(c.helper)}. "Go ${c.next ? c.next.to : 'along the water'}, and listen carefully."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Be {gentle|kind|careful}," said ${theKind(c.helper)}.`,
            `"Keep ${who(c)} warm," said ${theKind(c.helper)}, "and keep going."`,
            `"Keep ${who(c)} warm and talk to ${him(c)} kindly," said ${theKind(c.helper)}, "because lost ones need to hear that they are not alone."`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Can you help us?" asked ${h(c)}. "${who(c)} is lost."`,
            `"Can you help us?" asked ${h(c)}. "${who(c)} is lost and needs to get home."`,
            `"Please, can you help?" asked ${h(c)}. "${who(c)} is lost, and we are trying to find the way home."`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `It was getting dark, but ${h(c)} did not stop.`,
          `It was getting late and dark, but ${h(c)} did not give up.`,
          `It was getting late, and the shadows were long, but ${h(c)} did not give up, because ${c.hero.he} had made a promise.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Crowd(c)} helped and made a tower, up, up, up!`,
          `${Crowd(c)} helped, standing on each other's shoulders, up, up, up!`,
          `${Crowd(c)} helped, making a tower with the biggest at the bottom and the smallest at the top, reaching up, up, up.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} used the ${c.gift.sg}, and it helped!`,
              `${h(c)} remembered the ${c.gift.sg}, and it was just what was needed.`,
              `${h(c)} remembered the ${c.gift.sg}, and all at once it was clear why it had been given: it was exactly what was needed.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} had an idea: "Let's call out loud!"`,
          `${h(c)} had an idea: "Let's all call together, so ${home(c)} can hear us!"`,
          `${h(c)} had an idea: "If we can't find ${home(c)}, let's make sure ${home(c)} can find us," ${c.hero.he} said, and began to call.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const main = star(c)
        ? by(
            c,
            `Up went the little star, back to the sky, {twinkle, twinkle|shining bright|as light as air}!`,
            `Up went the little star, higher and higher, back into the sky, where it twinkled brighter than ever.`,
            `Up rose the little star, higher and higher, until it slipped back into its place in the sky and shone brighter than all the others.`,
          )
        : by(
            c,
            `And there was ${home(c)}, and what a {happy|big|warm} hug!`,
            `And there was ${home(c)}, calling and waving, and what a {happy|big} hug that was!`,
            `And there was ${home(c)}, calling ${who(c)}'s name, and the hug that followed was the biggest, happiest hug in the world.`,
          );
      const thanks = by(
        c,
        `"Thank you, ${h(c)}!" {said|called|sang} ${who(c)}.`,
        `"Thank you, ${h(c)}," said ${who(c)}, "you are my {hero|best friend|star}."`,
        `"Thank you, ${h(c)}," said ${who(c)}, "I will never forget you," and ${h(c)} knew that was true.`,
      );
      return `${main} ${thanks}`;
    },
  ],
  reflection: [
    (c) =>
      by(
        c,
        `${c.hero.name} {smiled|yawned|hummed} and thought of ${who(c)}, ${atHome(c)} again.`,
        `${c.hero.name} thought about ${who(c)}, safe at home again, and {smiled|hummed|sighed happily}.`,
        `${c.hero.name} thought about ${who(c)}, ${star(c) ? 'safe in the sky' : `safe at home with ${home(c)}`} now, and {smiled|hummed|sighed} with happiness.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} felt warm inside, because ${who(c)} was ${atHome(c)}.`,
        `${h(c)} felt warm all the way through, because ${who(c)} was ${atHome(c)}.`,
        `${h(c)} felt warm all the way through, because there are few better feelings than helping someone find the way home to ${home(c)}.`,
      ),
  ],
  refrain: [
    (c) => `Don't be sad and don't you fear! ${h(c)} is here, ${h(c)} is here!`,
    () => `Home, home, we'll find your home! Hold my hand, you're not alone!`,
  ],
  title: [
    (c) => `${h(c)} and ${star(c) ? 'the fallen star' : who(c)}`,
    () => `the way home`,
    (c) => `${h(c)} helps ${who(c)}`,
  ],
};

export const help = withVariants(plain, { rescue });
