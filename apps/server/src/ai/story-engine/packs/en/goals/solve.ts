import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import type { MysteryId } from '../../../lexicon/goals-lexicon';
import { by } from '../../by-band';
import { ownKin, pets, unlessKin } from '../../team-kinds';
import { spaceSetting } from '../../../lexicon/lost-things';
import { Crowd, teamDressed, teamHands } from '../slots';
import { lostClues } from './lost-words';
import { QUESTION_EN, WHAT } from './solve-words';

const h = (c: EnCtx) => c.hero.name;
const m = (c: EnCtx): MysteryId => c.mystery ?? 'sounds';
const thing = (c: EnCtx) => c.thing?.sg ?? 'cake';
/** The hero or the friend: who searches, wonders or finds. */
const w = (c: EnCtx) => (c.friend && c.chance(0.4) ? c.friend.name : c.hero.name);
/** A clue one hears rather than sees. */
const heard = (k: string) => /\b(?:sigh|burp|clatter|bang, bang)\b/.test(k);
const hk = (c: EnCtx) => `the ${c.helper?.kind ?? 'owl'}`;
// A lost thing leaves its own trail; only food leaves crumbs.
const clue = (c: EnCtx) => c.cycle((m(c) === 'missing' ? lostClues(c) : undefined) ?? what(c).clue);
const away = (c: EnCtx) => spaceSetting(c.setting);

const what = (c: EnCtx) => WHAT[m(c)];

export const solve: GoalTexts<EnCtx> = {
  want: [(c) => what(c).seems(c)],
  problem: [
    (c) =>
      by(
        c,
        `Nobody knew ${QUESTION_EN[m(c)]}, not even ${away(c) ? '{the oldest robot|Mum|Dad}' : '{Grandma|the cat|the oldest owl|the neighbour}'}.`,
        `Nobody knew ${QUESTION_EN[m(c)]}, not even {the grown-ups${unlessKin(c, 'Grandpa')}|the wise old neighbour|the postman}, {and they had wondered for ages|though everyone guessed|which was odd}.`,
        `Nobody knew ${QUESTION_EN[m(c)]}, not even {the grown-ups${unlessKin(c, 'Grandpa')}|the neighbours}. {They|The grown-ups} said it was {probably nothing|nothing at all|just the old house}, which is what grown-ups say when they don't know.`,
      ),
    (c) =>
      by(
        c,
        `"I will {find out|solve it|get to the bottom of this}!" said ${w(c)}.`,
        `${w(c)} could not {stop thinking about it|sleep|sit still} and {said|promised|decided}, "I will {find out|solve this|crack this case}."`,
        `${w(c)} could not stop wondering, and wondering, as everyone knows, is where all good mysteries begin.`,
      ),
    (c) =>
      by(
        c,
        `${w(c)} {lay awake|thought|wondered} {all night|for ages|and wondered}.`,
        `${w(c)} lay awake {for ages|all night|late into the night}, {wondering|thinking|guessing}, and by morning {the questions had piled up|the plan was ready${teamHands(c) ? '|the notebook was full' : ''}}.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `${w(c)} got {a lamp|a torch|a magnifying glass} and said, "{Let's look for clues|Let's begin|Come on}!"`,
        `${w(c)} fetched {a torch|a magnifying glass|a spyglass} and {${teamHands(c) ? 'a notebook|a pencil|' : ''}a bag} and said, "Let's {look for clues|start at the start|get to the bottom of this}{| right now| before dark}."`,
        teamHands(c)
          ? `${w(c)} fetched a torch, a notebook and a pencil, because that is what real detectives use, and said, "Let's {look for clues|begin|start at the very beginning}."`
          : `${w(c)} looked sharp, because that is what real detectives do, and said, "Let's {look for clues|begin|start at the very beginning}."`,
      ),
    (c) =>
      c.friend
        ? by(
            c,
            `"{Me too|I'm coming|Wait for me}!" said ${c.friend.name}. "We're {detectives|spies|a team}!"`,
            `"{I'll help|I'm coming too}, {of course|obviously|naturally}," said ${c.friend.name}, "because we're {detectives|a team|the best clue-finders}."`,
            `"Count me in," said ${c.friend.name}. "Every detective needs a {partner|sidekick|friend with sharp eyes}."`,
          )
        : null,
    (c) =>
      !teamDressed(c)
        ? null
        : by(
            c,
            `${w(c)} put on {a hat|a coat|sunglasses} and {looked very clever|was ready|nodded}.`,
            `${w(c)} put on {a detective hat|a long coat|a pair of dark glasses} and said in a deep voice, "{The case is open|Let the search begin|No mystery is safe now}."`,
          ),
  ],
  attempt: [
    (c) =>
      by(
        c,
        `"Is it a {ghost|troll|goblin}?" asked ${w(c)}, but it was only {the wind|the curtain|the cat's tail}.`,
        `"A {ghost|troll|goblin}, maybe?" {whispered|said|muttered} ${w(c)}, but it was only {the wind in the curtains|a sheet on the line|an old coat on a hook|the shadow of a tree}.`,
        `"What if it's a {ghost|phantom|spook}?" whispered ${w(c)}, but when ${c.team.they} {looked|crept closer|shone a torch on it}, it was only {the wind playing with the curtains|a sheet flapping on the line|a coat swinging on its peg|the shadow of a branch on the wall|a moth bumping against the lamp}.`,
      ),
    (c) =>
      by(
        c,
        ((pet) =>
          `"Is it the ${pet}?" asked ${w(c)} {slyly|softly|with a squint}, but the ${pet} was fast asleep.`)(
          c.p(
            pets(c, [
              ['cat', 'cat'],
              ['dog', 'dog'],
              ['goat', 'goat'],
            ]),
          ),
        ),
        ((pet) =>
          `"Maybe it's the ${pet}," said ${w(c)}, but the ${pet} was fast asleep {on a chair|in its basket|by the fire}.`)(
          c.p(
            pets(c, [
              ['cat', 'cat'],
              ['dog', 'dog'],
              ['hamster', 'hamster'],
            ]),
          ),
        ),
        `"It must be {the neighbour's cat|Grandma's old dog|the tomcat next door}," said ${w(c)}, but it {was curled up asleep|lay snoring|was fast asleep} {on a chair|on the windowsill|in a basket by the stove|on the bottom stair} and had {a perfect alibi|been there all day|not a crumb on its whiskers}.`,
      ),
    (c) =>
      by(
        c,
        `"Is it {the neighbour|the postman${unlessKin(c, 'Grandpa')}}?" wondered ${w(c)}, but {no|not at all|it wasn't}.`,
        ((who) =>
          `"Maybe ${who} {is playing a joke on us|has been here|is behind it}," {said|suggested|muttered} ${w(c)}, but ${who} had been {fishing|in town|at the dentist|in the garden|up in the attic} {all day|since breakfast|until late}.`)(
          c.p([
            'the neighbour',
            'the postman',
            ...(ownKin(c) ? [] : ['Grandpa']),
            'Aunt May',
            'the baker',
          ]),
        ),
      ),
    (c) =>
      by(
        c,
        `${w(c)} {guessed|thought|wondered if} it was {a thief|a witch|a dragon}, but that was wrong.`,
        `"Could it be {a thief|a witch|a dragon|a ghost|a giant|a treasure hunter}?" thought ${w(c)}, but ${teamHands(c) ? '{wrote it down and crossed it out again|wrote it down with a big question mark next to it}' : '{knew it was not right|was not sure at all}'}.`,
      ),
  ],
  progress: [
    (c) =>
      by(
        c,
        `{Look|Oh|Wow}, a {clue|real clue|new clue} ${c.place.in}: ${clue(c)}!`,
        `${c.place.in} ${w(c)} found a clue: ${clue(c)}.`,
        `Then ${w(c)} spotted a real clue, ${clue(c)}, and ${teamHands(c) ? 'wrote it {with care|neatly|in big letters} in the notebook' : 'kept it {carefully|safely} in mind'}.`,
      ),
    (c) =>
      by(
        c,
        `And here ${c.place.in} was {another clue|one more clue}: ${clue(c)}!`,
        `${c.place.in} was another clue: ${clue(c)}{|, half hidden|, plain as day}.`,
        `A little further on there was another clue, ${clue(c)}, and {the mystery began to make sense|slowly the pieces fell into place|${w(c)} felt the answer getting closer|the puzzle looked a little less puzzling|one more piece of the puzzle clicked|the answer felt a step nearer|the muddle began to untangle|a new idea started to grow|the trail grew a little clearer}.`,
      ),
    (c) => {
      const k = clue(c);
      // A sound is heard, not pointed at, drawn or found lying about.
      if (heard(k))
        return `"{Listen|Shh, listen}!" whispered ${w(c)}, and then they all heard it: ${k}.`;
      return by(
        c,
        `"{There|Look there|Come and see}!" {whispered|called} ${w(c)}, pointing at ${k}.`,
        `"{There|Look there|Come and see}!" whispered ${w(c)}, and pointed at ${k}.`,
        `"Come and see," whispered ${w(c)}, and there ${c.place.in} lay ${k}, as if someone had left it there on purpose.`,
      );
    },
    (c) => {
      const k = clue(c);
      return !teamHands(c) || heard(k)
        ? null
        : by(
            c,
            `${w(c)} {drew|wrote} the clue in {the notebook|the book|big letters}.`,
            `${w(c)} {drew|sketched|copied} ${k} {in the notebook|on a scrap of paper|at the back of the book} and put {an arrow|a cross|a question mark|a star} {next to it|under it|in the margin}.`,
            `${w(c)} drew ${k} in the notebook, drew an arrow from the last clue, and suddenly saw a pattern.`,
          );
    },
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Look at the {small|tiny} things, ${w(c)}," said ${hk(c)} {wisely|with a wink|softly}{| ${c.place.in}}.`,
            `"Good detectives look at the small things, ${w(c)}," said ${hk(c)} {wisely|with a wink|kindly}.`,
            `"The answer is {usually|nearly always|often} in the small things," said ${hk(c)} {softly|wisely|with a wink}, "{because big things shout and small things whisper|so look where nobody looks|and in being patient}."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"I saw something {last night|yesterday|at dusk}, and it went ${c.next ? c.next.to : 'that way'}," ${hk(c)} told ${w(c)}.`,
            `"I saw something go by {last night|yesterday|at dusk}," said ${hk(c)}, "and it went ${c.next ? c.next.to : 'that way'}."`,
            `"I did see something {last night|at dusk|this morning}," said ${hk(c)} thoughtfully, "{small and quick|soft and quiet|round and slow}, and it went ${c.next ? c.next.to : 'that way'}."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Listen {well|closely|hard}, ${w(c)}," said ${hk(c)}, "and you will hear the answer."`,
            `"Listen {well|hard|closely} and walk {slowly|softly|with care}," said ${hk(c)}, "for {a trodden clue is gone|those who hurry see nothing|the best clues are quiet}."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Follow {the smell|the sound|the light}," said ${hk(c)}, pointing ${c.next ? c.next.to : 'ahead'}.`,
            `"If I were you, I'd follow {the smell|the sound|the little footprints}," said ${hk(c)}, pointing ${c.next ? c.next.to : 'down the path'}.`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Do you know {the secret|the answer|anything}?" asked ${w(c)}.`,
            `"Do you know anything about {it|the mystery|the case}?" asked ${w(c)} {eagerly|with care|nicely}.`,
            `"We're trying to solve a mystery," said ${w(c)}, "so have you noticed anything {strange|odd|unusual}?"`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${w(c)} showed ${hk(c)} {the clues${teamHands(c) ? '|the notebook|the drawings' : ''}}.`,
            `${w(c)} showed ${hk(c)} {all the clues${teamHands(c) ? '|the notebook|the drawings of the clues' : ''}}, and ${hk(c)} {studied them for a long time|nodded slowly|hummed}.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Have you seen anything {odd|new|strange} here?" asked ${w(c)}.`,
            `"Have you seen or heard anything {odd|unusual|strange} ${c.place.in} lately?" asked ${w(c)}, ${teamHands(c) ? 'pencil ready' : 'eyes wide'}.`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${w(c)} followed the last clue into {the dark|the shadows|the quiet} and went {on|in|closer}.`,
          `The last clue led to {a dark, quiet place|a dark corner|a place nobody went}, but ${w(c)} {held the torch tight|took a deep breath|counted to three} and went {on|in|closer}.`,
          `The last clue led {to a dark and very quiet place|into a shadowy corner|where nobody ever went}, but ${w(c)} held the torch tight, {told a pair of wobbly knees to behave|hummed a brave tune|counted to ten}, and went on.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `Everyone came to see, and they went {in|closer|on} together, {very quietly|on tiptoe|hand in hand}.`,
          `${Crowd(c)} came along, and together they crept {closer|forward|on}, {very quietly|on tiptoe|without a word|holding their breath}.`,
          `${Crowd(c)} came along, and all together, {on tiptoe|holding their breath|without a sound}, they crept {closer to where the clues led|towards the last clue|round the final corner}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${w(c)} used the ${c.gift.sg}, and then ${c.team.they} {saw|found} the last clue!`,
              `${w(c)} held up the ${c.gift.sg}, and the very last clue appeared.`,
              `${w(c)} held up the ${c.gift.sg}, and in its light the very last clue appeared, as clear as writing.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${w(c)} looked at all the clues and {smiled|shouted|clapped}: "I know!"`,
          `${w(c)} laid all the clues side by side and {smiled|nodded|clapped}: "I know what it is!"`,
          `${w(c)} laid all the clues out {side by side|in a circle|on a flat stone} and looked at them for a long time, and then {smiled|grinned|laughed}: "I know {exactly|for certain} what it is."`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const lead =
        m(c) === 'door'
          ? by(
              c,
              `All the clues pointed {back|home} to the secret door, and now {the key fitted|it opened|${w(c)} knew how}.`,
              `{All the clues|Every single clue|The clues, one by one,} pointed back to the secret door, and {this time|now|all at once} {${w(c)} knew how to open it|the old key fitted|it swung open with a sigh}.`,
            )
          : by(
              c,
              `{And there|And look|And then}, {at last|in the end|${away(c) ? 'behind a rock' : 'behind a bush'}}, was the answer.`,
              `And there ${c.place.in}, {at last|after all that|to everyone's surprise}, was the answer.`,
              `And there ${c.place.in}, {at last|after all that searching|just when nobody expected it|behind the very last bush}, {was the answer to the whole mystery|lay the answer|the answer was waiting|${w(c)} found the answer}.`,
            );
      return `${lead} ${what(c).reveal(c)}`;
    },
  ],
  reflection: [
    (c) =>
      !teamHands(c)
        ? null
        : by(
            c,
            `${w(c)} {wrote|drew} it all in {the notebook|a small book|the diary}.`,
            `${w(c)} {wrote|put|drew} the whole case in {the notebook|the red book|the detective book}, {with drawings|with a star at the end|very neatly|with arrows and crosses}.`,
            `${w(c)} wrote the whole case in the notebook and drew {a star|a little crown|a big tick} beside it, because it had been a {very good|truly exciting|first-class} mystery.`,
          ),
    (c) =>
      by(
        c,
        `It was not scary at all, it was {lovely|cosy|sweet|funny}!`,
        `The mystery was solved, and {it was not scary at all|nobody had been in danger|all was as it should be}, {just lovely|just cosy|quite the opposite}.`,
        `The mystery was solved, and ${w(c)} thought the answer was even better than the question had been.`,
      ),
    (c) =>
      by(
        c,
        `"Case {solved|closed|cracked}!" said ${w(c)} and {laughed|smiled|yawned}.`,
        `"The case is {solved|closed|cracked}!" said ${w(c)} in {a deep detective voice|a serious voice|a grand voice}, and {everyone laughed|${c.team.plural ? 'they did a high five' : 'that was that'}|there was cocoa for all}.`,
      ),
  ],
  refrain: [
    (c) => `Who, who, who can it be? ${h(c)} will look, and ${h(c)} will see!`,
    () => `Clue by clue and step by step, the mystery is not solved yet!`,
  ],
  title: [
    (c) =>
      `${h(c)} and the mystery of the ${m(c) === 'door' ? 'secret door' : m(c) === 'lights' ? 'lights' : m(c) === 'tracks' ? 'tracks in the snow' : m(c) === 'missing' ? `missing ${thing(c)}` : 'night sounds'}`,
    (c) => `the secret of ${c.home.the}`,
    (c) => `detective ${h(c)}`,
  ],
};
