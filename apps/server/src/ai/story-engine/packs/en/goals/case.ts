// A case about something gone missing, told as a real detective story: the scene first, clues
// of different kinds, suspects questioned kindly and cleared by a clue, a trap, and the one who
// took it caught, with a kind reason and a kind ending.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { LAIR, TRAITS, caseExit, sceneIndoors } from '../../../plan/case-file';
import { placeById } from '../../../lexicon/places';
import { by } from '../../by-band';
import { clueNow, file, knownClues, sceneOfCase, spotter, told, writerOf } from '../../case-facts';
import {
  AMENDS_EN,
  clueMeans,
  clueSaid,
  culprit,
  exit,
  ground,
  LAIR_EN,
  notThem,
  REASON_EN,
  sceneIn,
  suspect,
} from './case-words';
import { cap } from '../../../text';

const h = (c: EnCtx) => c.hero.name;
const the = (c: EnCtx) => c.thing?.the ?? 'the cake';
/** "it", or "them" for the cookies. */
const it = (c: EnCtx) =>
  // "the plate of brownies" is one plate.
  /[^s]s$/.test(the(c)) && !/^the \w+ of /.test(the(c)) ? 'them' : 'it';
const It = (c: EnCtx) => cap(it(c));
const was = (c: EnCtx) => (it(c) === 'them' ? 'were' : 'was');
const food = (c: EnCtx) => file(c).food;
const KEEPER: Record<string, string> = {
  bakery: 'the baker',
  cafe: 'the cook',
  restaurant: 'the cook',
  school: 'the teacher',
  classroom: 'the teacher',
  kindergarten: 'the teacher',
  library: 'the librarian',
  museum: 'the museum guard',
  farm: 'the farmer',
  garden: 'Grandpa',
  park: 'the park keeper',
  beach: 'the fisherman',
  harbour: 'the fisherman',
  station: 'the captain',
  moon: 'the captain',
};
/** The grown-up who looks after the scene: the family's own, or the one who belongs there. */
const keeper = (c: EnCtx): string => c.keeper?.name ?? KEEPER[sceneOfCase(c).id] ?? 'Mum';
const Keeper = (c: EnCtx) => cap(keeper(c));
const indoors = (c: EnCtx) => sceneIndoors(placeById(sceneOfCase(c).id).setting);
/** Where the missing thing lay. */
const spot = (c: EnCtx) =>
  food(c)
    ? placeById(sceneOfCase(c).id).setting === 'kitchen'
      ? 'the counter'
      : 'the table'
    : indoors(c)
      ? 'the shelf'
      : 'the bench';
/** How the way in looks at first sight. */
const open = (c: EnCtx) =>
  caseExit(placeById(sceneOfCase(c).id).setting) === 'fence'
    ? 'there was a new gap in the fence'
    : `${exit(c)} was open a crack`;
/** The clues found so far, said short: "tiny feet, grey fur". */
const known = (c: EnCtx) => knownClues(c).map((k) => clueMeans(c, k));
const list = (xs: string[]) =>
  xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
/** "neither Whiskers nor Bruno"; one alone: "not Whiskers". */
const neither = (xs: string[]) =>
  xs.length < 2
    ? `not ${xs[0] ?? ''}`
    : xs.length === 2
      ? `neither ${xs[0]} nor ${xs[1]}`
      : `not ${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`;
/** The bait in the trap: more of what was taken. */
const bait = (c: EnCtx) => {
  const r = file(c).reason;
  if (food(c)) return `a little more of ${the(c)}`;
  return r === 'shiny' ? 'a shiny teaspoon' : r === 'nest' ? 'a pair of soft socks' : 'an old ball';
};
const seen = (c: EnCtx) => {
  const t = TRAITS[file(c).culprit];
  return `something ${t.size === 'big' ? 'big' : t.size === 'tiny' ? 'tiny' : 'small'} and ${t.covering === 'feather' ? 'feathery' : t.covering === 'spines' ? 'prickly' : 'furry'}`;
};
const lair = (c: EnCtx) => LAIR_EN[LAIR[file(c).culprit]];

export const caseSolve: GoalTexts<EnCtx> = {
  intro: [
    (c) =>
      by(
        c,
        `One morning, ${h(c)} was ${sceneIn(c)}.`,
        `One {ordinary|bright|quiet} morning, ${h(c)} was ${sceneIn(c)}, where {everything was just as usual|it was warm and snug|everybody knew ${c.hero.him}}.`,
        `It was an {ordinary|bright, quiet|grey and peaceful} morning, and ${h(c)} was ${sceneIn(c)}, where {everything was always exactly where it should be|every little thing had its own place|nothing exciting ever happened}.`,
      ),
  ],
  want: [
    (c) =>
      food(c)
        ? by(
            c,
            `${Keeper(c)} put ${the(c)} on ${spot(c)}.`,
            `${Keeper(c)} had {just|only just} put ${the(c)} on ${spot(c)} to cool, and it smelled of {cinnamon and sugar|butter and vanilla|something so good that tummies rumbled}.`,
            `${Keeper(c)} had only just put ${the(c)} on ${spot(c)} to cool, and the whole room smelled so good that even the clock on the wall seemed to tick more slowly.`,
          )
        : by(
            c,
            `${cap(the(c))} ${was(c)} on ${spot(c)}.`,
            `${cap(the(c))} ${was(c)} on ${spot(c)} ${sceneIn(c)}, where ${it(c)} always ${it(c) === 'them' ? 'were' : 'was'}.`,
            `${cap(the(c))} ${was(c)} on ${spot(c)} ${sceneIn(c)}, in exactly the spot where ${it(c) === 'them' ? 'they had' : 'it had'} always been, for as long as ${h(c)} could remember.`,
          ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${Keeper(c)} {hummed|smiled|whistled} while working.`,
        `${Keeper(c)} {hummed|whistled} while working, and ${h(c)}${c.friend ? ` and ${c.friend.name}` : ''} {helped|watched|counted spoons and cups}.`,
        `${Keeper(c)} hummed while working, and ${h(c)}${c.friend ? ` and ${c.friend.name}` : ''} helped with all the little things: wiping the table, putting things away and making sure nothing went missing. {That turned out to be harder than it sounded|But things did not go quite to plan|But then something happened that nobody expected}.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But suddenly ${it(c)} ${was(c)} gone! "Who took ${it(c)}?" cried ${keeper(c)}.`,
        `But when ${keeper(c)} turned round, ${the(c)} ${was(c)} {gone|nowhere to be seen|missing}! "Who can have taken ${it(c)}?" said ${keeper(c)}, {looking all around|frowning hard|sitting down with a bump}.`,
        `But when ${keeper(c)} turned round to fetch {a plate|a knife|a pair of glasses}, ${the(c)} ${was(c)} nowhere to be seen, as if ${it(c) === 'them' ? 'they had' : 'it had'} never been there at all. "Who in the world can have taken ${it(c)}?" said ${keeper(c)}, looking all around, but nobody answered.`,
      ),
  ],
  decide: [
    (c) => {
      const me = writerOf(c);
      const start = by(
        c,
        `"We will find out!" said ${h(c)}.`,
        `${h(c)} {stood up straight|took a deep breath|tilted ${c.hero.his} head}. "{This is a case for detectives|We will find out who it was|We will solve this case}!" ${c.hero.he} said.`,
        `${h(c)} stood up straight. "This is a case for real detectives," ${c.hero.he} said, "and real detectives start at the scene."`,
      );
      const kit = me
        ? by(
            c,
            ` ${me.name} got out a notebook.`,
            ` ${me.name} got out {a little notebook|a notebook and a pencil|a magnifying glass and a notebook}.`,
            ` ${me.name} got out a little notebook, a sharp pencil and a magnifying glass, because that is what real detectives carry.`,
          )
        : '';
      const mate = c.friend
        ? by(
            c,
            ` "I will help!" said ${c.friend.name}.`,
            ` "I'm {coming too|helping}, {of course|for sure}!" said ${c.friend.name}. "{We are a team|Two detectives are better than one}."`,
          )
        : '';
      return `${start}${kit}${mate}`;
    },
  ],
  travel: [
    (c) =>
      by(
        c,
        `The clues led on ${c.place.to}, and they followed.`,
        `The clues led through ${exit(c)} and on ${c.place.to}, and ${c.team.name} followed, {noses down|step by step|on tiptoe}.`,
        `The clues led through ${exit(c)} and on ${c.place.to}, just next door, and ${c.team.name} followed step by step, careful not to tread on anything important.`,
      ),
  ],
  case: {
    look: [
      (c) =>
        food(c)
          ? by(
              c,
              `The plate was empty. ${cap(open(c))}.`,
              `They looked carefully around. The plate was empty, ${open(c)}, and crumbs were scattered about.`,
              `{They began by looking carefully around|First they examined everything|Before anything else they looked about}. The plate was empty except for a few crumbs, ${open(c)}, and crumbs lay scattered around the plate, as if someone had been in a great hurry.`,
            )
          : by(
              c,
              `The spot on ${spot(c)} was empty.`,
              `They looked carefully around. The spot on ${spot(c)} was empty, and ${open(c)}.`,
              `{They began by looking carefully around|First they examined everything|Before anything else they looked about}. The spot on ${spot(c)} was empty and clean, except for a little mark in the dust, and ${open(c)}.`,
            ),
      (c) =>
        by(
          c,
          `"It happened here," said ${h(c)}.`,
          `"This is the scene," said ${h(c)} {seriously|quietly|in a detective voice}. "{Nobody touch anything|Watch where you step|Don't move a thing}."`,
        ),
      (c) =>
        by(
          c,
          `"${It(c)} ${was(c)} here just now," said ${keeper(c)}.`,
          `"${It(c)} ${was(c)} {right here a moment ago|here just a minute ago|sitting right here}," said ${keeper(c)}, {pointing|shaking ${keeper(c) === 'Grandpa' ? 'his' : 'a'} head|quietly}, "and I was {only gone for a little while|only out for a moment|not gone long}."`,
        ),
    ],
    clue: [
      (c) => {
        const k = clueNow(c);
        const said = clueSaid(c, k);
        if (k === 'trail')
          return by(
            c,
            `${spotter(c)} found ${said}.`,
            `Under ${spot(c)}, ${spotter(c)} found ${said}, and it went {straight|all the way} over to ${exit(c)}.`,
            `Under ${spot(c)}, ${spotter(c)} found the first clue: ${said}, curving across the floor and all the way over to ${exit(c)}.`,
          );
        if (k === 'prints')
          return by(
            c,
            `${cap(ground(c))} there were ${said}.`,
            `${cap(ground(c))}, ${spotter(c)} found {something new|the next clue|something important}: ${said}, {lots of them|in a long row|going zigzag}.`,
            `${cap(ground(c))}, where nobody had stepped, ${spotter(c)} found ${said}, small and clear as stamps, in a long row.`,
          );
        if (k === 'tuft')
          return by(
            c,
            `By ${exit(c)} there was ${said}.`,
            `Caught by ${exit(c)} was ${said}, and ${spotter(c)} picked it up {carefully|gently}.`,
            `By ${exit(c)}, something had snagged on a nail: ${said}. ${spotter(c)} picked it off carefully and held it up to the light.`,
          );
        if (k === 'bite')
          return by(
            c,
            `On the floor lay a crumb with ${said} in it.`,
            `Behind ${spot(c)} lay a little piece, and in it were ${said}.`,
            `Right at the back behind ${spot(c)}, ${spotter(c)} found a piece that whoever took ${it(c)} had dropped, and in it were ${said}.`,
          );
        if (k === 'sound')
          return by(
            c,
            `Shh! They heard ${said}.`,
            `{Suddenly|All at once|Just then} they heard ${said} from {a bush|a corner|behind a shed} ${c.place.in}, but when they looked, nobody was there.`,
            `All at once they heard something from behind the shed ${c.place.in}: ${said}. But when they crept over, {nobody was there, only a few leaves that were still moving|there was nothing but a swaying twig|all they found was an empty patch of grass}.`,
          );
        return by(
          c,
          `${spotter(c)} sniffed. It was ${said}!`,
          `${spotter(c)} sniffed {the air|with nose held high|and sniffed again}. There was ${said}, faint but clear, and it came from {somewhere close by|somewhere a little further on|somewhere behind the shed}.`,
          `${spotter(c)} stopped and sniffed. {Faint but quite clear|Faint|Clear enough} came ${said}, and it grew {stronger the further they went|stronger with every step|clearer as they walked}.`,
        );
      },
      (c) => {
        const k = clueNow(c);
        if (k === 'trail') return null;
        const me = writerOf(c);
        return me
          ? by(
              c,
              `${me.name} wrote it down: ${clueMeans(c, k)}.`,
              `${me.name} wrote it down in the notebook: "${cap(clueMeans(c, k))}."`,
              `${me.name} wrote it neatly in the notebook, "${cap(clueMeans(c, k))}", and underlined it.`,
            )
          : by(
              c,
              `"${cap(clueMeans(c, k))}," said ${h(c)}.`,
              `"${cap(clueMeans(c, k))}," said ${h(c)} out loud, so that nobody would forget.`,
            );
      },
      (c) => {
        const k = clueNow(c);
        const f = c.friend?.name;
        if (k === 'prints')
          return by(
            c,
            `${f ?? h(c)} measured them with a finger.`,
            `${f ?? h(c)} put ${f ? 'a paw' : 'a finger'} beside them to measure, and {the prints were no bigger than a button|it was easy to see how small they were}.`,
          );
        if (k === 'tuft')
          return by(
            c,
            `It was soft and light.`,
            `It was {soft and light|so light it almost floated away}, and ${h(c)} put it carefully in a little envelope.`,
          );
        if (k === 'sound')
          return f
            ? by(
                c,
                `"Did you hear that?" whispered ${f}.`,
                `"Did you hear that?" whispered ${f}, and ${h(c)} nodded without a word.`,
              )
            : null;
        if (k === 'trail')
          return by(
            c,
            `Someone had gone that way.`,
            food(c)
              ? `Someone had gone that way, and {not|not very} long ago, for the crumbs were still soft.`
              : `Someone had dragged ${it(c)} that way, and {not|not very} long ago.`,
          );
        return null;
      },
    ],
    suspect: [
      (c) => {
        const s = suspect(c);
        const i = c.case?.n ?? 0;
        if (i === 0)
          return by(
            c,
            `"Was it you, ${s.name}?" asked ${h(c)} kindly.`,
            `The first one they wondered about was ${s.name}, ${s.a} ${s.lives(c)}. "Have you seen ${the(c)}?" asked ${h(c)} {kindly|politely|gently}.`,
            `The first one they wanted to talk to was ${s.name}, ${s.a} ${s.lives(c)}. ${h(c)} crouched down and asked kindly, "Can you help us? {We are looking for ${the(c)}|Do you know where ${the(c)} went|${cap(the(c))} is missing}."`,
          );
        if (i === 1)
          return by(
            c,
            `Then came ${s.name}, ${s.a}.`,
            `Then they spotted ${s.name}, ${s.a} ${s.lives(c)}. "Where were you this morning?" asked ${h(c)} {nicely|calmly|with a smile}.`,
            `After a while ${s.name} came by, ${s.a} ${s.lives(c)}. ${h(c)} said hello politely and asked, "Where were you this morning, when ${the(c)} went missing?"`,
          );
        return by(
          c,
          `${s.name} sat there watching them.`,
          `${cap(c.place.in)} sat ${s.name}, ${s.a} ${s.lives(c)}, watching them curiously. "Do you know anything about ${the(c)}?" asked ${h(c)}.`,
          `${cap(c.place.in)} sat ${s.name}, ${s.a} ${s.lives(c)}, following them with ${s.he === 'he' ? 'his' : 'her'} eyes. ${h(c)} went over and asked politely whether ${s.he} knew anything about ${the(c)}.`,
        );
      },
      (c) => {
        const s = suspect(c);
        const i = c.case?.n ?? 0;
        if (i === 0)
          return by(
            c,
            `"No," said ${s.name}. "${s.alibi}."`,
            `"${s.alibi}," said ${s.name}, {yawning|looking a little offended|shaking ${s.he === 'he' ? 'his' : 'her'} head}.`,
            `${s.name} thought about it. "${s.alibi}," ${s.he} said at last, "but I am happy to answer more questions."`,
          );
        if (i === 1)
          return by(
            c,
            `${s.name} shook ${s.he === 'he' ? 'his' : 'her'} head. "${s.alibi}."`,
            `${s.name} shook ${s.he === 'he' ? 'his' : 'her'} head. "Not me. ${s.alibi}."`,
            `${s.name} looked startled. "Not me!" ${s.he} said. "${s.alibi}, and anyone can tell you so."`,
          );
        return by(
          c,
          `"${s.alibi}," answered ${s.name}.`,
          `"${s.alibi}," answered ${s.name} {calmly|kindly}, "{ask anyone you like|everyone knows that}."`,
          `"{That is easy to answer|I can tell you that|Good question}," said ${s.name} {calmly|kindly|sitting up straight}. "${s.alibi}. {Ask anyone you like|Everyone can tell you so|That is the truth}."`,
        );
      },
      (c) => {
        const me = writerOf(c);
        return me
          ? by(
              c,
              `${me.name} wrote it down.`,
              `${me.name} wrote down the answer, word for word, because {a good detective forgets nothing|that is what real detectives do|it might matter later}.`,
            )
          : null;
      },
    ],
    herring: [
      (c) => {
        const s = suspect(c);
        return by(
          c,
          `But look! ${s.name} ${s.sign(c)}.`,
          `But {then|just then} ${h(c)} noticed something: ${s.name} ${s.sign(c)}. {Was it ${s.him} after all?|Could it be ${s.him}?}`,
          `But then ${h(c)} noticed something that made ${c.hero.his} heart jump: ${s.name} ${s.sign(c)}. Had ${s.he} said something that was not true?`,
        );
      },
      (c) =>
        writerOf(c)
          ? by(
              c,
              `${writerOf(c)!.name} put ${suspect(c).name} on the list.`,
              `${writerOf(c)!.name} wrote ${suspect(c).name} at the top of the list of suspects, with a big question mark.`,
            )
          : null,
    ],
    cleared: [
      (c) => {
        const s = suspect(c);
        const i = c.case?.n ?? 0;
        const why = notThem(c, i);
        if (i === 0)
          return by(
            c,
            `But ${why}. It was not ${s.name}!`,
            `But ${why}. {So it could not be ${s.name}|So ${s.name} had told the truth}!`,
            `${h(c)} looked at the clues again and then at ${s.name}. ${cap(why)}. ${s.name} had told the truth.`,
          );
        if (i === 1)
          return by(
            c,
            `${s.name} was innocent, for ${why}.`,
            `${h(c)} pointed at the notebook: ${why}. So ${s.name} was innocent.`,
            `${h(c)} compared what ${s.name} had said with what the clues said. ${cap(why)}, and ${s.name} was innocent.`,
          );
        return by(
          c,
          `Not ${s.name} either: ${why}.`,
          `${s.name} did not fit either, for ${why}.`,
          `It did not take long to see that ${s.name} did not fit either: ${why}.`,
        );
      },
      (c) => {
        const s = suspect(c);
        return told(c, 'herring') && c.case?.n === 0
          ? by(c, `And ${s.why}.`, `And the other thing was easy to explain: ${s.why}.`)
          : null;
      },
      (c) =>
        by(
          c,
          `"Sorry," said ${h(c)} to ${suspect(c).name}.`,
          `"Sorry we wondered," said ${h(c)}, and ${suspect(c).name} {answered with|just gave} ${suspect(c).sound}.`,
        ),
    ],
    witness: [
      (c) =>
        c.case?.n === 0
          ? by(
              c,
              `${Keeper(c)} remembered something: "I heard a little patter."`,
              `${Keeper(c)} suddenly remembered something. "This morning I heard something pattering by ${exit(c)}," said ${keeper(c)}, "but I thought it was the wind."`,
              `${Keeper(c)} {sat down to think|went quiet for a moment|frowned and thought}. "{Now I remember something|Wait a moment|Oh, I nearly forgot}," said ${keeper(c)} {slowly|softly|suddenly}. "{Early this morning|Just after breakfast|When the kettle boiled} I heard {light little steps|a tiny scrabbling|a soft patter} by ${exit(c)}, but I thought it was {the wind playing with the curtains|just the old house creaking|the rain}."`,
            )
          : by(
              c,
              `An old man on a bench waved. "I saw something small run past," he said.`,
              `On a bench ${c.place.in} sat an old man feeding the sparrows. "I saw ${seen(c)} dash past this morning," he said, "with something in its mouth."`,
              `On a bench ${c.place.in} sat an old man feeding the sparrows, and he had seen it all. "Early this morning ${seen(c)} dashed past here," he said, stroking his beard, "and it had something in its mouth that smelled very good."`,
            ),
    ],
    timeline: [
      (c) =>
        by(
          c,
          `"When was ${it(c)} here last?" asked ${h(c)}.`,
          `"When did you last see ${it(c)}?" asked ${h(c)}. "At nine o'clock," said ${keeper(c)}, "and at ten ${it(c)} ${was(c)} gone."`,
          `"We need to know exactly when it happened," said ${h(c)}. ${Keeper(c)} {thought about it|counted on the fingers|looked at the clock}. "At {nine|eight|half past nine} o'clock ${it(c)} ${was(c)} right here, I am {quite sure of that|sure of it|nearly certain}. {At ten|An hour later|A little later} ${it(c)} ${was(c)} gone, and in between I only {stepped out for a moment|went down to the cellar|took out the rubbish}."`,
        ),
      (c) =>
        writerOf(c)
          ? by(
              c,
              `${writerOf(c)!.name} wrote: nine and ten.`,
              `${writerOf(c)!.name} wrote the times in the notebook and drew a little clock beside them.`,
            )
          : null,
    ],
    search: [
      (c) =>
        by(
          c,
          `They looked under a bush and behind a stone, but found nothing.`,
          `They searched {under the bushes|behind the watering can|in the long grass} and behind an old shed, but ${it(c)} ${was(c)} not there.`,
          `They searched {the way real detectives do, one place at a time|carefully, one spot after another|from one end to the other}: {under the bushes|under the hedge|behind the trees}, {behind the watering can|behind a barrel|under a bench} and {inside an old shed|in the long grass|behind a pile of leaves}. ${cap(the(c))} ${was(c)} not there, but {everywhere there was a faint smell of something that had passed by not long ago|here and there were little marks, as if something had been there lately|the grass was pressed flat in one spot, as if something had rested there}.`,
        ),
      (c) =>
        c.friend
          ? by(
              c,
              `"It hides well," said ${c.friend.name}.`,
              `"Whoever took ${it(c)} is good at hiding," said ${c.friend.name}, "but we are better at looking."`,
            )
          : null,
    ],
    notes: [
      (c) => {
        const me = writerOf(c);
        if (!me || !known(c).length) return null;
        return by(
          c,
          `${me.name} read from the notebook.`,
          `${me.name} leafed through the notebook and read out what they knew so far.`,
          `${me.name} leafed through the notebook and underlined the most important things. It was not much yet, but it was a start.`,
        );
      },
    ],
    map: [
      (c) =>
        writerOf(c)
          ? by(
              c,
              `${writerOf(c)!.name} drew a map of the clues.`,
              `${writerOf(c)!.name} drew a little map in the notebook, with a cross for every clue, and all the crosses pointed the same way.`,
              `${writerOf(c)!.name} drew a map of everything, with a cross for every clue they had found. When ${writerOf(c)!.he} drew a line between the crosses, it pointed straight at one corner ${c.place.in}.`,
            )
          : by(
              c,
              `${h(c)} thought of every place they had found a clue.`,
              `${h(c)} thought about where each clue had been, and they all pointed the same way.`,
            ),
    ],
    snack: [
      (c) =>
        by(
          c,
          `${Keeper(c)} gave them a cup of cocoa.`,
          `${Keeper(c)} brought {cocoa|juice|warm milk} and some toast with honey. "{Detectives need to eat too|Nobody thinks well on an empty tummy|A little snack helps the thinking}," said ${keeper(c)}.`,
          `${Keeper(c)} brought cocoa and some toast with honey, and for a little while they just sat, blowing on their cups and thinking. "Even detectives need a break," said ${keeper(c)}.`,
        ),
    ],
    think: [
      (c) => {
        const names = file(c)
          .innocents.map((_, i) => i)
          .filter((i) => told(c, `cleared:${i}`))
          .map((i) => suspect(c, i).name);
        return by(
          c,
          `Who was it? ${names.length ? `${cap(neither(names))}.` : 'Nobody knew.'}`,
          `${h(c)} thought hard. ${names.length ? `It was ${neither(names)}.` : ''} Whoever took ${it(c)} had to be ${seen(c)}.`,
          `${h(c)} sat down on a stone and thought until ${c.hero.his} head buzzed. ${names.length ? `It was ${neither(names)}; the clues had shown that.` : ''} Whoever took ${it(c)} had to be ${seen(c)}, and it had to live somewhere very close by.`,
        );
      },
      (c) =>
        c.friend
          ? by(
              c,
              `"But who?" said ${c.friend.name}.`,
              `"But who is that small?" wondered ${c.friend.name}, scratching behind one ear.`,
            )
          : null,
    ],
    stakeout: [
      (c) =>
        by(
          c,
          `"Let's set a trap," said ${h(c)}. They put out ${bait(c)}.`,
          `"Let's set a trap," said ${h(c)}. They put ${bait(c)} on a stone ${c.place.in} and hid behind {a big bush|the shed|a barrel}.`,
          `"Whoever took ${it(c)} will surely come back for more," said ${h(c)}. "So we will set a trap." They put ${bait(c)} in the middle of a flat stone ${c.place.in}, and then they hid behind {a big bush|the shed|an old barrel}.`,
        ),
      (c) =>
        by(
          c,
          `"When I wink, we stay very still," whispered ${h(c)}.`,
          `"When I {wink twice|raise a finger|nod}, it means it's coming," whispered ${h(c)}, and ${c.friend ? c.friend.name : 'everyone'} nodded {seriously|solemnly}.`,
          `"{We need a signal|Listen|Here is the plan}," whispered ${h(c)}. "When I {wink twice|raise a finger|nod}, it means it's coming, and then nobody moves until it is {right by the bait|right next to the bait|in the middle of the trap}."`,
        ),
      (c) =>
        by(
          c,
          `Then they waited, very quietly.`,
          `Then they waited, {very quietly|without a word|holding their breath}, and nobody moved.`,
        ),
    ],
    alarm: [
      (c) =>
        by(
          c,
          `Something rustled! But it was only a leaf.`,
          `Suddenly the bush rustled, and ${h(c)} held ${c.hero.his} breath. But it was only {a leaf blowing past|a little earthworm|a butterfly}.`,
          `Suddenly the bush rustled, and ${h(c)}'s heart beat fast. But it was only {a dry leaf the wind was playing with|a bumblebee that had lost its way|a butterfly that landed on the bait and flew off again}, and they had to bite their lips not to giggle.`,
        ),
    ],
    miss: [
      (c) =>
        by(
          c,
          `${h(c)} blinked, and the bait was gone!`,
          `${h(c)} blinked just once, and when ${c.hero.he} looked again, the bait was gone! Around the stone were fresh prints.`,
          `${h(c)} blinked just once, and when ${c.hero.he} looked again, the bait was gone. Around the stone were {fresh little prints|new marks in the earth}, and behind a bush {a tail|something small|a shadow} vanished so fast that nobody saw {it properly|what it was}.`,
        ),
      (c) =>
        c.friend
          ? by(
              c,
              `"It's quick!" said ${c.friend.name}.`,
              `"It's quicker than us," sighed ${c.friend.name}, "but at least now we know it comes back."`,
            )
          : null,
    ],
    trap: [
      (c) =>
        by(
          c,
          `This time they sprinkled flour around the new bait.`,
          `This time they put out ${bait(c)} again, sprinkled flour all around it and tied a little bell to ${food(c) ? 'the plate' : 'the bait'}.`,
          `{This time they were cleverer|Now they had learned something|This time they thought it through}. They put out ${bait(c)} again, sprinkled a thin layer of flour all around {so that every footprint would show|so nobody could come without leaving prints}, and tied a little bell to ${food(c) ? 'the plate' : 'the bait'}, {so they would hear it at once|which would ring at the lightest touch}.`,
        ),
      (c) =>
        by(
          c,
          `Then they hid again.`,
          `{Then they crept back to their hiding place|Then they hid again|Then they lay down behind the bush again}, {even more quietly than before|without a sound|holding their breath}.`,
        ),
    ],
    wait: [
      (c) =>
        by(
          c,
          `They waited a long time. ${c.friend ? `${c.friend.name} held ${c.friend.his} breath.` : 'Nobody came.'}`,
          `The minutes went by. ${c.friend ? `${c.friend.name} had to sneeze, but held ${c.friend.his} nose just in time.` : `${h(c)}'s nose itched, but ${c.hero.he} did not move.`}`,
          `{The minutes went by very slowly|Time crawled along|It was a long wait}. A fly landed on ${h(c)}'s nose, and ${c.friend ? `${c.friend.name} had to bite ${c.friend.his} lip not to laugh` : 'it was almost impossible to sit still'}, but nobody moved.`,
        ),
      (c) =>
        by(
          c,
          `The sun sank lower.`,
          `The shadows grew longer, and ${c.place.in} it went quiet, except for {a bird singing far away|the wind in the trees|a car far off}.`,
        ),
    ],
  },
  attempt: [],
  progress: [],
  advice: [],
  ask: [],
  turn: {
    clever: [
      (c) =>
        told(c, 'stakeout')
          ? by(
              c,
              `Then they heard ${clueSaid(c, 'sound')}. Something came out!`,
              `Then they heard it again: ${clueSaid(c, 'sound')}. Out of ${lair(c)} came ${seen(c)}, straight over to the bait.`,
              `Then, in the middle of the silence, they heard it again: ${clueSaid(c, 'sound')}. Out of ${lair(c)} crept ${seen(c)}, looked all around, and went straight over to the bait.`,
            )
          : by(
              c,
              `The clues led to ${lair(c)}.`,
              `${h(c)} followed the clues and the sound all the way to ${lair(c)}, and inside, something moved.`,
              `${h(c)} put all the clues together, followed them all the way to ${lair(c)}, and inside, something was moving.`,
            ),
    ],
    together: [
      (c) =>
        by(
          c,
          `Together they crept closer. There was something there!`,
          `Together, on tiptoe, they crept over to ${lair(c)}, and there ${seen(c)} was moving.`,
          `Together, hand in hand and on tiptoe, they crept over to ${lair(c)}, and inside ${seen(c)} was stirring.`,
        ),
    ],
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} was brave and peeked in. There was something there!`,
          `${h(c)} took a deep breath and peeked right into ${lair(c)}, and there sat ${seen(c)}.`,
          `It was dark, but ${h(c)} took a deep breath, lay down and peeked right into ${lair(c)}, and inside sat ${seen(c)}, blinking.`,
        ),
    ],
    gift: [
      (c) =>
        by(
          c,
          `${h(c)} held up ${c.gift?.the ?? 'the torch'}. There was something there!`,
          `${h(c)} held up ${c.gift?.the ?? 'the torch'}, and in its light they saw ${seen(c)} by ${lair(c)}.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const who = culprit(c);
      const k = known(c);
      const match = k.length
        ? by(c, ` Just like the clues!`, ` ${cap(who.he)} had ${list(k)}, just like the clues.`)
        : '';
      const thing = food(c)
        ? `a piece of ${the(c)} in ${who.him === 'him' ? 'his' : 'her'} mouth`
        : the(c);
      const caught = by(
        c,
        `It was ${who.a} with ${thing}!`,
        `It was ${who.a}, with ${thing}!`,
        `It was ${who.a}, and ${who.he} had ${thing}!`,
      );
      const sorry = by(
        c,
        ` "Sorry," said ${who.bare}. "${cap(REASON_EN[file(c).reason](c))}."`,
        ` "Sorry," said ${who.bare} quietly. "I took ${it(c)} because ${REASON_EN[file(c).reason](c)}."`,
        ` ${cap(who.bare)} looked down. "{I am sorry|I am so sorry|Sorry, sorry}," ${who.he} said {quietly|softly|in a small voice}. "I took ${it(c)} because ${REASON_EN[file(c).reason](c)}. {I did not know anyone would be sad|I should have asked first|It was silly of me not to ask}."`,
      );
      const kind = by(
        c,
        ` ${h(c)} smiled. "That's all right."`,
        ` ${h(c)} {smiled|nodded} and said it was all right, for now ${c.hero.he} understood everything.`,
      );
      return `${caught}${match}${sorry}${kind}`;
    },
  ],
  home: [
    (c) =>
      `${AMENDS_EN[file(c).reason](c)}.${
        c.young
          ? ''
          : ` ${by(
              c,
              `Then all was calm ${sceneIn(c)} again.`,
              `Afterwards all was calm ${sceneIn(c)} again, and ${keeper(c)} made {cocoa|tea|a jug of juice} for everyone.`,
              `{Afterwards all was calm|Soon everything was peaceful|At last all was quiet} ${sceneIn(c)} again. ${Keeper(c)} {made cocoa|made tea|poured juice}, and {they sat for a long time talking about the whole case, from the first clue to the last|everyone wanted to hear the whole case once more|${h(c)} told the whole case, clue by clue}.`,
            )}`
      }`,
  ],
  reflection: [
    (c) =>
      by(
        c,
        `"Case solved!" said ${h(c)}.`,
        `"Case {solved|closed}!" said ${h(c)} in a deep detective voice, and everyone laughed.`,
        `"Case closed," said ${h(c)}, shutting the notebook, "and the culprit was kinder than anyone thought."`,
      ),
    (c) =>
      by(
        c,
        `Every clue had fitted.`,
        `{Every single clue had fitted|All the clues matched}, and {nobody had been naughty|nobody was really a villain}, only ${file(c).reason === 'babies' ? 'a mother with hungry babies' : 'a little too eager'}.`,
      ),
  ],
  refrain: [
    (c) => `Clue by clue and step by step, ${h(c)} finds out, with a hop and a skip!`,
    () => `Who, who, who was it? The clues all know it!`,
  ],
  title: [
    (c) => `${h(c)} and the case of ${the(c)}`,
    (c) => `Who took ${the(c)}?`,
    (c) => `Detective ${h(c)} ${sceneIn(c)}`,
  ],
};
