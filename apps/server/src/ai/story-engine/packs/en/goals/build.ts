import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { Crowd } from '../slots';
import { OOPS, PARTS } from './build-words';

const t = (c: EnCtx) => c.thing?.sg ?? 'rocket';
const id = (c: EnCtx) => c.thing?.id ?? 'rocket';
const h = (c: EnCtx) => c.hero.name;
const we = (c: EnCtx) => (c.friend ? 'we' : 'I');
/** The hero or the friend: who builds, speaks or has an idea. */
const w = (c: EnCtx) => (c.friend && c.chance(0.4) ? c.friend.name : c.hero.name);
const hk = (c: EnCtx) => `the ${c.helper?.kind ?? 'owl'}`;

const part = (c: EnCtx) => c.cycle(PARTS[id(c)] ?? (PARTS.rocket as string[]));
const oops = (c: EnCtx) => c.p(OOPS[id(c)] ?? (OOPS.rocket as string[]));

const trip = (c: EnCtx) =>
  c.target
    ? by(
        c,
        `then {off it went|up it went|away it flew} {straight|right|all the way} ${c.target.to}!`,
        `Then, with a {whoosh|roar|bang and a whoosh}, it carried ${c.team.name} {all the way|right|straight} ${c.target.to}.`,
        `Then, with a whoosh and a rattle, it carried ${c.team.name} all the way ${c.target.to}, and ${c.team.they} could hardly believe ${c.team.their} eyes.`,
      )
    : by(
        c,
        `it was {perfect|just right|the best one ever|a beauty}!`,
        `It was the {best|finest|grandest} ${t(c)} {anyone|anyone in town|anyone in the world} had ever seen.`,
        `It was, everybody agreed, the finest ${t(c)} ever made by anyone, anywhere.`,
      );

export const build: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${h(c)} drew ${c.thing?.a ?? 'a rocket'} on {a big sheet|a scrap of paper|the wall|the sand}.`,
        `${h(c)} drew ${c.thing?.a ?? 'a rocket'} on {a big sheet of paper|the back of an envelope|an old bit of card}, with {arrows|stars|numbers} all over it.`,
        `${h(c)} had drawn ${c.thing?.a ?? 'a rocket'} on {a big sheet of paper|the back of an envelope} so many times that the drawing was worn thin, and now it was time to build it for real.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} wanted to make ${c.thing?.a ?? 'a rocket'}.${c.target ? ` A ${t(c)} to go ${c.target.to}!` : ''}`,
        `${h(c)} had a big idea: to build ${c.thing?.a ?? 'a rocket'}${c.target ? ` and go ${c.target.to}` : ''}.`,
        `${h(c)} had a big idea, the kind that keeps you awake at night: ${c.hero.he} would build ${c.thing?.a ?? 'a rocket'}${c.target ? `, and in it ${c.hero.he} would go ${c.target.to}` : ''}.`,
      ),
    (c) =>
      by(
        c,
        `"Let's {build|make} ${c.thing?.a ?? 'a rocket'}!" {said|shouted|whispered} ${w(c)}.`,
        `"Let's build ${c.thing?.a ?? 'a rocket'}," said ${w(c)}, "{the best one ever|the finest in the land|one that really works|all by ourselves}{!|, today!|, together!}"`,
        `"I know what ${we(c)} should do," said ${h(c)}. "${we(c) === 'we' ? 'We' : 'I'} should build ${c.thing?.a ?? 'a rocket'}. A real one."`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But the {shed|garage|cellar|attic} was {empty|nearly empty|full of junk}, {just a sock|just dust|just an old shoe|just a spider|just one boot}!`,
        `But in the {shed|garage|cellar|attic|old barn} there was only {a sock and a screw|three buttons|a broken umbrella|a teapot with no lid|one roller skate|a box of bent nails}, and that {would not do|was not enough|was not much use} for ${c.thing?.a ?? 'a rocket'}.`,
      ),
    (c) =>
      by(
        c,
        `But ${w(c)} did not know how to {make|build} ${c.thing?.a ?? 'a rocket'}, {not at all|not one bit|not yet}.`,
        `But {nobody|not one of them|nobody at all} {knew|had any idea} how to {make|build} ${c.thing?.a ?? 'a rocket'}{, and the parts were missing|, and everything was missing| at all}.`,
        `There was just one {problem|snag|little problem}: nobody knew how to build ${c.thing?.a ?? 'a rocket'}, and there was {nothing at all|not a single thing} to build it with.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"We need {things|parts|stuff}," said ${h(c)}, "so let's {go and find them|look everywhere|ask around}!"`,
        `"We need to find the parts," said ${w(c)}, "{so let's ask around|so let's start looking|and ask everyone we meet|because someone must have something}{!|, come on!|, right now!}"`,
        `"Then we will find the parts one by one," said ${h(c)}, "and we will ask {everyone|anyone|whoever we meet} who might know how."`,
      ),
  ],
  attempt: [
    (c) =>
      by(
        c,
        `${w(c)} added ${part(c)}, but ${oops(c)}.`,
        `${w(c)} added ${part(c)} and gave the ${t(c)} a {push|poke|pat|shake|tap|nudge}, but ${oops(c)}.`,
        `${h(c)} fixed ${part(c)} to the ${t(c)}, stood back and gave it an encouraging {pat|nod|look}. But ${oops(c)}.`,
      ),
    (c) =>
      by(
        c,
        `"{Now|This time|Ready|Here goes|Go}!" {said|cried|called} ${w(c)}, but ${oops(c)}.`,
        `"This time it will work," said ${w(c)} {firmly|with hope|with a grin}, but ${oops(c)}.`,
        `"This time it will definitely work," said ${h(c)}, and for a moment it looked as if it might. But ${oops(c)}.`,
      ),
    (c) =>
      c.friend
        ? by(
            c,
            `${c.friend.name} held it {tight|still|up high} and ${h(c)} {tapped|tied|pushed|fixed|checked}, but ${oops(c)}.`,
            `${c.friend.name} held the ${t(c)} steady while ${h(c)} {tapped|tied|fixed} the last bit, but ${oops(c)}.`,
            `${c.friend.name} held the ${t(c)} steady while ${h(c)} worked, tongue between teeth, on the very last bit. But ${oops(c)}.`,
          )
        : null,
    (c) =>
      by(
        c,
        `${w(c)} put {it|the bits|everything|the ${t(c)}} together {with care|very fast|in a rush|bit by bit}, but ${oops(c)}.`,
        `${h(c)} put the ${t(c)} together ${c.place.in} and {held ${c.hero.his} breath|crossed ${c.hero.his} fingers|counted to three|stood back to look}, but ${oops(c)}.`,
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
    (c) =>
      by(
        c,
        `${c.team.they} found ${part(c)} ${c.place.in}{!|, hooray!|, just right!}`,
        `${c.place.in} ${c.team.they} found ${part(c)}, {just what the ${t(c)} needed|perfect for the ${t(c)}|as if it had been waiting}.`,
        `Here ${c.team.they} found ${part(c)}, exactly what the ${t(c)} was missing, and ${h(c)} packed it carefully away.`,
      ),
    (c) =>
      by(
        c,
        `Now ${c.team.they} had ${part(c)} too.`,
        `{Now|Next|Soon} ${c.team.they} had ${part(c)} {as well|too|for the ${t(c)}}, and {the ${t(c)} was growing|bit by bit it came together|it was starting to look like something|${c.team.they} stood back to admire it|${w(c)} gave it a proud pat|it looked better every minute}.`,
        `Now ${c.team.they} had ${part(c)} as well, and bit by bit the ${t(c)} was taking shape.`,
      ),
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `"{Measure twice|Think first|Take it slowly}, and it will be fine," said ${hk(c)}.`,
            `"Measure twice and {saw|cut|screw} once," said ${hk(c)}, {with a wink|like a real carpenter|with a pencil behind one ear}.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${hk(c)} showed ${c.team.them} {a knot|a trick|a clever way}.`,
            `${hk(c)} showed ${c.team.them} {a knot that never comes undone|a trick with tape|how to screw without a screwdriver}, and ${w(c)} learned it {at once|on the third try}.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Make it {strong|sturdy|solid}," said the ${c.helper.kind} ${c.place.in}.`,
            `"Start with a {strong|solid|steady} bottom," said the ${c.helper.kind}, "because everything else {sits on that|rests on it}."`,
            `"Always start with a {strong|solid|steady} base," said the ${c.helper.kind}, "because everything else rests on it, just like {friends do|a house on its stones}."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"{Take this|Here you are|Have this}!" said ${hk(c)}, and gave ${c.team.them} ${part(c)}.`,
            `"You can have ${part(c)}," said the ${c.helper.kind}, "{because I don't need it|it's been waiting for someone like you|as long as you bring it back one day}."`,
            `"I have ${part(c)} that I never use," said the ${c.helper.kind}, "and it's yours, if it {helps|is any use}."`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `${w(c)} showed ${hk(c)} {the drawing|the plan|the list}.`,
            `${w(c)} showed ${hk(c)} {the drawing|the crumpled plan|the list of parts}, and ${hk(c)} {studied it for a long time|nodded thoughtfully|turned it upside down and back}.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Can you help us make ${c.thing?.a ?? 'a rocket'}?" asked ${w(c)} {with hope|nicely|eagerly}.`,
            `"Do you know how to build ${c.thing?.a ?? 'a rocket'}?" asked ${w(c)} {with hope|nicely|with big eyes}.`,
            `"Excuse me," said ${h(c)}, "do you know anything about building ${c.thing?.a ?? 'a rocket'}?"`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `It was time, so ${h(c)} {pressed the button|gave it a push|said, "Go!"}.`,
          `At last it was ready, and ${h(c)} took a deep breath and said, "{Now|Here goes|Ready or not}!"`,
          `At last the ${t(c)} was ready. ${h(c)} took a deep breath, crossed ${c.hero.his} fingers, and said, "Now."`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `Everyone helped to {push and pull|lift and carry|hold and fix} the last part.`,
          `${Crowd(c)} came to help with the last part, {pushing and pulling|lifting and holding|tapping and tying} {side by side|as one|with a song}.`,
          `Everyone ${c.team.they} had met came to help with the final part, pushing, pulling and lifting together, until the ${t(c)} was finished.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `The ${c.gift.sg} was the last part, and it {fit|fitted} {perfectly|just right}!`,
              `The ${c.gift.sg} turned out to be the very last piece, and it fitted {perfectly|just right|like a glove}!`,
              `To everyone’s surprise, the ${c.gift.sg} turned out to be the very last piece, and it fitted as if it had been made for it.`,
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
      by(
        c,
        `{Brr|Vroom|Hum|Whirr|Clunk-click}, went the ${t(c)}, and then it {worked|went|flew|came to life}! ${trip(c)}`,
        `First came a {little|tiny|small} {brr|hum|click|whirr}, then a {bigger|louder|happier} one, and then the ${t(c)} {worked|went} {all by itself|like a dream|just as it should}. ${trip(c)}`,
      ),
    (c) =>
      by(
        c,
        `{And it worked|And look, it worked|It worked|At last it worked}, and ${trip(c)}`,
        `And {it worked|this time it worked}, {at last|hooray|just like that}! ${trip(c)}`,
        `And this time, {at long last|finally|to everyone's delight}, it worked. ${trip(c)}`,
      ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `${w(c)} patted the ${t(c)} and said, "{Good night|Sleep well|Well done today}."`,
        `Before going in, ${w(c)} patted the ${t(c)} and whispered, "{Good night|Sleep well|You did well today}."`,
      ),
    (c) =>
      by(
        c,
        `Tomorrow ${c.team.they} would {build something new|fix the little dents|paint it}.`,
        `{Tomorrow|Next day|In the morning}, ${c.hero.name} decided, ${c.team.they} would {paint it|give it a name|build another one|show it to everyone}.`,
        `Tomorrow, ${c.hero.name} decided, there would be time to {paint it in stripes|give it a proper name|start on an even bigger plan}.`,
      ),
    (c) =>
      by(
        c,
        `${c.team.they} made it with {help|a hand} from {friends|everyone|new friends|the whole way}.`,
        `${c.team.they} had built it one {piece|bit|part} at a time, {with a little help|with a lot of help|with kind help} from {friends|everyone ${c.team.they} met|old and new friends}.`,
        `${c.team.they} had built it one piece at a time, with help from friends, and every mistake had taught ${c.team.them} {something|something new|a little more}.`,
      ),
  ],
  refrain: [
    (c) => `Bang and tap and clink and clonk! We will build a ${t(c)}, bonk!`,
    (c) => `Piece by piece and bit by bit! ${h(c)} will make it, that is it!`,
  ],
  title: [
    (c) => `${h(c)} builds ${c.thing?.a ?? 'a rocket'}`,
    (c) => `the ${t(c)}${c.target ? ` that went ${c.target.to}` : ' that worked'}`,
    (c) => `${h(c)}’s big ${t(c)}`,
  ],
};
