// The first days after moving: the hero unpacks in the new room, looks over the fence of the new
// garden, tries the library, the park and the playground, and each try at finding a friend goes
// wrong its own way and teaches something. The grown-ups at home give advice, and in the end
// the hero finds a friend through something they both love.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts, SceneBanks } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { betterElsewhere, cheeksHot, gaveUpNot, sighed } from './friend-day-words';
import { eachStep } from '../../family-beats';
import { goingOn, newTry, type NewTry, withGrownUp } from '../../friend-beats';

type Steps = NonNullable<GoalTexts<EnCtx>['steps']>;

const h = (c: EnCtx) => c.hero.name;
const o = (c: EnCtx) => c.other?.name ?? 'the other child';
const HeroHe = (c: EnCtx) => c.hero.he.charAt(0).toUpperCase() + c.hero.he.slice(1);
/** The grown-up here, by what the child calls them: "Mum", "Grandpa", or "the owl". */
const v = (c: EnCtx) => c.helper?.name ?? 'Mum';
const vHe = (c: EnCtx) => c.helper?.he ?? 'she';

/**
 * What the new one and the friend-to-be both love, the same all story long: the hero loves it
 * from the first page, sees the other doing it, and wins the friend with it.
 */
const LOVES = [
  {
    love: 'drawing horses',
    doing: 'drawing horses in a notebook',
    from: 'the drawing',
    thing: 'the drawing things',
    turn: 'took out a pencil, drew a horse too and held it up',
    end: 'drew a whole field full of horses',
  },
  {
    love: 'dinosaurs',
    doing: 'reading a book about dinosaurs',
    from: 'the book',
    thing: 'the dinosaur book',
    turn: 'roared like a tiny T. rex',
    end: 'read the dinosaur book together, roaring on every page',
  },
  {
    love: 'paper planes',
    doing: 'folding a paper plane',
    from: 'the paper plane',
    thing: 'the paper planes',
    turn: 'folded a paper plane too and sent it gliding across',
    end: 'sent paper planes through the air until their arms were tired',
  },
  {
    love: 'singing',
    doing: 'humming a song',
    from: 'the song',
    thing: 'the song book',
    turn: 'hummed the same song, just a little louder',
    end: 'made up a song with four verses and a silly chorus',
  },
  {
    love: 'shiny stones',
    doing: 'sorting a pocketful of shiny stones',
    from: 'the stones',
    thing: 'the stone collection',
    turn: 'held out the shiniest stone in a pocket',
    end: 'laid all their stones in one long, shiny row',
  },
];
export const love = (c: EnCtx) => {
  const key = `${c.hero.name}${o(c)}`;
  let sum = 0;
  for (const ch of key) sum += ch.charCodeAt(0);
  return LOVES[sum % LOVES.length]!;
};

/** Each try at finding a friend, and how it goes wrong. */
const tries: Record<NewTry, (c: EnCtx) => string> = {
  window: (c) =>
    by(
      c,
      `${h(c)} waved at some children outside. They did not see.`,
      `From the window ${h(c)} saw some children cycle past, and waved hard. But the sun shone on the glass, and nobody saw anyone waving.`,
      `From the window of the new room ${h(c)} saw three children cycle past, and waved so hard the curtain shook. But the sun shone on the glass, and not one of them saw that somebody was standing in there, waving.`,
    ),
  box: (c) =>
    by(
      c,
      `${h(c)} phoned an old friend. But the friend had to go.`,
      `${h(c)} phoned ${c.hero.his} old best friend back in the old town. But the friend was just going out to play football with the others, and only said, "Talk later!"`,
      `${h(c)} phoned ${c.hero.his} old best friend back in the old town, heart thumping with joy. But the friend was on the way out of the door to play football with the others, and only said, "Talk later!" Then the phone went quiet.`,
    ),
  fence: (c) =>
    by(
      c,
      `Over the fence ${h(c)} said "hi". It was only the neighbour's cat.`,
      `${h(c)} heard somebody behind the fence and called a brave "Hi!" But it was only the neighbour's cat, who looked at ${c.hero.him} and walked off.`,
      `${h(c)} heard a rustle behind the fence and called a brave "Hi, I'm ${h(c)}!" But it was only the neighbour's cat, who gave ${c.hero.him} a long, bored look and strolled away.`,
    ),
  knock: (c) =>
    by(
      c,
      `${h(c)} knocked next door. No children there.`,
      `${h(c)} knocked on the door next door. A kind lady opened it, but her children were grown up and lived in another town.`,
      `${h(c)} gathered ${c.hero.his} courage and knocked on the door of the house next door. A kind old lady opened it, but her children were grown up and lived far away, and all she had was an old dog, fast asleep.`,
    ),
  quiet: (c) =>
    by(
      c,
      `"Can I join in?" whispered ${h(c)}. Nobody heard.`,
      `"Can I join in?" asked ${h(c)} ${c.place.in}, but so quietly that nobody heard.`,
      `"Can I join in?" asked ${h(c)} ${c.place.in}, but the words came out so small that they vanished altogether, and nobody turned round.`,
    ),
  shelf: (c) =>
    by(
      c,
      `${h(c)} and a girl grabbed the same book. It fell!`,
      `${h(c)} and a girl reached for the same book on the shelf. Both let go, the book hit the floor with a bang, and the girl hurried off.`,
      `${h(c)} and a girl reached for exactly the same book on the shelf, at exactly the same moment. Both let go, the book landed on the floor with a bang, somebody said "shh!", and the girl hurried away with red cheeks.`,
    ),
  ball: (c) =>
    by(
      c,
      `${h(c)} kicked the ball. It flew the wrong way.`,
      `${h(c)} wanted to join a ball game ${c.place.in}, but kicked the ball the wrong way, and the others groaned.`,
      `${h(c)} wanted to join a ball game ${c.place.in}, but the ball spun off the wrong way and into a bush, and the others groaned, and the game went on without ${c.hero.him}.`,
    ),
  rules: (c) =>
    by(
      c,
      `${h(c)} could join in. But the rules were different here.`,
      `${h(c)} was let into a game of hide and seek, but here they played it with other rules, and ${h(c)} got everything wrong and was out at once.`,
      `${h(c)} was let into a game of hide and seek, but here they played it with quite different rules from the old town, and ${h(c)} ran the wrong way, shouted the wrong thing and was out before ${c.hero.he} knew how.`,
    ),
  boast: (c) =>
    by(
      c,
      `"Where I lived, everything was bigger," said ${h(c)}. The children left.`,
      `"Where I lived before, the park was much bigger," said ${h(c)}, just to have something to say. The children rolled their eyes and left.`,
      `"Where I lived before, the park was much bigger, and we had a slide three metres high," said ${h(c)}, just to have something to say. But the children rolled their eyes and walked on.`,
    ),
  joke: (c) =>
    by(
      c,
      `${h(c)} told a joke. Nobody laughed.`,
      `${h(c)} told ${c.hero.his} best joke ${c.place.in}, but nobody laughed, and somebody said, "We've heard that one."`,
      `${h(c)} tried ${c.hero.his} very best joke ${c.place.in}, the one about the penguin, but nobody laughed, and a boy said, "That's old," and turned away.`,
    ),
  stumble: (c) =>
    by(
      c,
      `${h(c)} tried to join in, but tripped.`,
      `${h(c)} tried to join the game ${c.place.in}, but tripped over ${c.hero.his} own feet, and somebody giggled.`,
      `${h(c)} tried to join the game ${c.place.in}, but tripped over ${c.hero.his} own feet at the very first step, and somebody giggled, and ${c.hero.his} cheeks burned.`,
    ),
  name: (c) =>
    by(
      c,
      `${h(c)} forgot a boy's name. He was cross.`,
      `A boy had said his name, but ${h(c)} forgot it at once. "Hi, Jack!" ${c.hero.he} tried. "I'm Jake," said the boy, and walked off.`,
    ),
  sign: (c) =>
    by(
      c,
      `${h(c)} hung a sign in the window: WANT TO PLAY? But it faced the wrong way.`,
      `${h(c)} taped a big sheet of paper to the window, and on it, in big letters, it said: WANT TO PLAY? But from the street the letters were back to front, and the children going past thought it was a secret code.`,
    ),
  bike: (c) =>
    by(
      c,
      `${h(c)} cycled up and down. Nobody asked.`,
      `${h(c)} cycled up and down outside the house, slowly and many times, hoping somebody would call out, "Want to join us?" But nobody called.`,
    ),
  book: (c) =>
    by(
      c,
      `${h(c)} asked for a book about making friends. There was none.`,
      `${h(c)} asked the librarian if there was a book about how to make friends. The librarian searched and searched, but there was no such book.`,
    ),
  dog: (c) =>
    by(
      c,
      `${h(c)} patted a dog. But the girl pulled the dog away.`,
      `${h(c)} bent down and patted a little dog, but the girl it belonged to went shy, tugged the lead and walked off.`,
    ),
  queue: (c) =>
    by(
      c,
      `${h(c)} said hi in the queue for the slide. Then it was the boy's turn.`,
      `${h(c)} stood in the queue for the slide and said "hi" to the boy in front. The boy said "hi" back, but then it was his turn, and he slid down and ran off.`,
    ),
  chalk: (c) =>
    by(
      c,
      `${h(c)} drew hopscotch in chalk. Nobody came.`,
      `${h(c)} drew a big hopscotch in chalk on the pavement outside the gate and hopped alone, hoping somebody would join in. But only a man with a briefcase walked over it, without looking down.`,
    ),
  back: (c) =>
    by(
      c,
      `${h(c)} sat at the back at story time. Too far away.`,
      `It was story time, and ${h(c)} sat right at the back, just in case. But from there it was too far to say anything to anyone, and afterwards everybody went their own way.`,
    ),
  bench: (c) =>
    by(
      c,
      `${h(c)} sat by a boy on the bench. Nobody spoke.`,
      `${h(c)} sat down on the bench next to a boy. Both looked at their shoes, and neither said a word, until the boy was fetched.`,
    ),
};

/** What each try taught: the next try remembers it. */
const lessons: Record<NewTry, (c: EnCtx) => string> = {
  window: (c) =>
    by(
      c,
      `You find no friends behind a window. You must go out.`,
      `${h(c)} understood: you find no friends behind a window. You have to go out, where the others are.`,
    ),
  box: (c) =>
    by(
      c,
      `Old friends are still friends. But ${h(c)} needed one here too.`,
      `Old friends are still friends, even far away, thought ${h(c)}. But ${c.hero.he} needed a friend here too, one to play with after school.`,
    ),
  fence: (c) =>
    by(
      c,
      `The first "hi" was said. The next would be easier.`,
      `${h(c)} laughed a little at ${c.hero.him}self. The first "hi" had been said at least, and the next would be easier.`,
    ),
  knock: (c) =>
    by(
      c,
      `Not behind the first door. Maybe behind another.`,
      `A friend is not always behind the first door you knock on, thought ${h(c)}. But the lady had said lots of children lived further down the street.`,
    ),
  quiet: (c) =>
    by(
      c,
      `Next time ${h(c)} would say it louder.`,
      `${h(c)} understood: a question nobody hears never gets an answer. Next time ${c.hero.he} would say it loud enough.`,
    ),
  shelf: (c) =>
    by(
      c,
      `The girl liked the same book! That was something.`,
      `${h(c)} picked up the book and smiled a little. The girl had wanted the same book. So she liked the same things as ${c.hero.him}.`,
    ),
  ball: (c) =>
    by(
      c,
      `${h(c)} was not good at ball games. But ${c.hero.he} was good at something else.`,
      `${h(c)} was not the best at ball games, and that was all right. ${HeroHe(c)} was good at something else, and maybe somebody would like that.`,
    ),
  rules: (c) =>
    by(
      c,
      `Next time ${h(c)} would ask about the rules first.`,
      `It is allowed to ask, thought ${h(c)}. Next time ${c.hero.he} would ask how they played it here before running off.`,
    ),
  boast: (c) =>
    by(
      c,
      `Nobody wants to hear about another town. Ask about theirs.`,
      `${h(c)} understood: nobody becomes your friend because you boast about the old town. Better to ask about theirs.`,
    ),
  joke: (c) =>
    by(
      c,
      `Jokes are not everything. Listening counts too.`,
      `${h(c)} thought about it. You don't have to be the funniest. It is enough to be there and listen.`,
    ),
  stumble: (c) =>
    by(
      c,
      `Everybody trips sometimes. ${h(c)} got up.`,
      `${h(c)} brushed off ${c.hero.his} knees. Everybody trips sometimes, and whoever gets up gets to try again.`,
    ),
  name: (c) =>
    by(
      c,
      `Names matter. ${h(c)} would remember them.`,
      `${h(c)} decided: next time somebody said their name, ${c.hero.he} would say it straight back, so it stuck.`,
    ),
  sign: (c) =>
    by(
      c,
      `Things look different from the other side.`,
      `${h(c)} laughed when ${c.hero.he} understood: things look different from the other side. That goes for signs, and maybe for people too.`,
    ),
  bike: (c) =>
    by(
      c,
      `Waiting to be asked takes long. Ask yourself!`,
      `${h(c)} parked the bike. Waiting to be asked can take a very long time. It is quicker to ask yourself.`,
    ),
  book: (c) =>
    by(
      c,
      `"That book you write yourself," said the librarian.`,
      `"That book you'll have to write yourself," said the librarian with a smile, "one page a day." ${h(c)} liked that.`,
    ),
  dog: (c) =>
    by(
      c,
      `Some need a little time. So did the dog.`,
      `Some people are shy, thought ${h(c)}, just like ${c.hero.him}. Maybe the girl only needed a little time.`,
    ),
  queue: (c) =>
    by(
      c,
      `After a hi, you need a question.`,
      `${h(c)} understood: a "hi" is a door opening a little. After it you need a question, so it opens all the way.`,
    ),
  chalk: (c) =>
    by(
      c,
      `A game waiting alone is still alone.`,
      `${h(c)} understood: a game that just stands there waiting is still a game for one. Somebody has to be asked.`,
    ),
  back: (c) =>
    by(
      c,
      `Next time ${h(c)} would sit closer.`,
      `Next time, ${h(c)} decided, ${c.hero.he} would sit in the middle of the circle, where it is easy to whisper "hi" to the one beside you.`,
    ),
  bench: (c) =>
    by(
      c,
      `Somebody has to say the first word.`,
      `${h(c)} sighed. The boy had probably been waiting for the same thing. Somebody has to say the first word, and it might as well be ${c.hero.him}.`,
    ),
};

/** Whether the one who becomes the friend has been seen yet: told of only after that. */
const seen = (c: EnCtx) => c.handed(['newcomer:seen']).length > 0;
const see = (c: EnCtx, text: string) => {
  c.once(['newcomer:seen']);
  return text;
};

export const newcomerAttempt: Bank<EnCtx> = eachStep(newTry, tries);
export const newcomerLesson: Bank<EnCtx> = eachStep(newTry, lessons);

/** Who is there when the hero comes to a new place. */
export const newcomerMeet: Bank<EnCtx> = [
  (c) =>
    c.setting === 'bedroom'
      ? by(
          c,
          `The new room was full of boxes.`,
          `The new room was full of boxes, and everything smelled new and strange, even the air.`,
          `The new room was full of boxes with ${h(c)}'s name on them, and everything smelled new and strange, even the air coming in through the window.`,
        )
      : null,
  (c) =>
    c.setting === 'garden'
      ? by(
          c,
          `The new garden was big and quiet.`,
          `The new garden was big and quiet, and from behind the fence came the sounds of other people's gardens.`,
        )
      : null,
  (c) =>
    c.setting === 'library'
      ? see(
          c,
          by(
            c,
            `At a table sat ${o(c)}, all alone.`,
            `At a table in the corner sat ${o(c)}, all alone, ${love(c).doing}.`,
            `At a table in the corner sat ${o(c)}, all on ${c.other?.his ?? 'their'} own, ${love(c).doing} without looking up at anyone.`,
          ),
        )
      : null,
  (c) =>
    c.setting === 'playground' && seen(c)
      ? by(
          c,
          `Over by the sandpit was ${o(c)} again.`,
          `Over by the sandpit was ${o(c)} again, ${love(c).doing}, and this time ${h(c)} knew what ${o(c)} loved.`,
        )
      : null,
  (c) =>
    c.setting !== 'bedroom' && c.setting !== 'garden' && c.setting !== 'library' && !seen(c)
      ? see(
          c,
          by(
            c,
            `${o(c)} sat all alone ${c.place.in}.`,
            `${o(c)} sat on ${c.other?.his ?? 'their'} own ${c.place.in}, ${love(c).doing}.`,
          ),
        )
      : null,
  (c) =>
    c.setting === 'meadow'
      ? by(
          c,
          `The children played in pairs ${c.place.in}.`,
          `${c.place.in.charAt(0).toUpperCase() + c.place.in.slice(1)}, the others played in pairs and little groups, laughing at jokes ${h(c)} did not know.`,
        )
      : null,
];

/** A small step closer, once each. */
export const newcomerProgress: Bank<EnCtx> = [
  (c) =>
    !seen(c)
      ? null
      : by(
          c,
          `${o(c)} looked up and smiled a little.`,
          `${o(c)} looked up from ${love(c).from} and gave ${h(c)} a small, shy smile.`,
          `${o(c)} looked up from ${love(c).from}, just for a moment, and gave ${h(c)} a small, shy smile, the kind of smile that asks something.`,
        ),
  (c) =>
    !seen(c)
      ? null
      : by(
          c,
          `${h(c)} saw that ${o(c)} loved ${love(c).love} too.`,
          `Then ${h(c)} noticed something: ${o(c)} loved ${love(c).love} too!`,
          `Then ${h(c)} noticed something that made ${c.hero.his} heart jump: ${o(c)} loved ${love(c).love}, just like ${c.hero.him}.`,
        ),
  (c) =>
    by(
      c,
      `The new place felt a little less new now.`,
      `The new place felt a little less new now, like a jumper that starts to fit.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} was a little braver now.`,
      `${h(c)} felt ${c.hero.his} courage grow a little, one notch for every try.`,
    ),
];

export const newcomerAdvice: Bank<EnCtx> = withGrownUp([
  (c) =>
    by(
      c,
      `"Look for someone who is alone," said ${v(c)}.`,
      `"Look for someone who is alone too," said ${v(c)}. "Maybe they are waiting for a friend as well."`,
      `"Look for someone on their own," said ${v(c)}, "because whoever sits alone is often hoping somebody will come."`,
    ),
  (c) =>
    by(
      c,
      `"Show what you love," said ${v(c)}.`,
      `"Show them what you love," said ${v(c)}, "and see who likes it too."`,
      `"Don't try to be like everybody else," said ${v(c)}. "Show them what you love, and see whose eyes light up."`,
    ),
  (c) =>
    by(
      c,
      `"Everyone is new once," said ${v(c)}.`,
      `"Everyone is new somewhere once," said ${v(c)}. "Even the ones who have lived here longest."`,
    ),
  (c) =>
    by(
      c,
      `"Friends take time," said ${v(c)}.`,
      `"Friends grow a bit like flowers," said ${v(c)}. "Slowly at first, and then all at once."`,
    ),
  (c) =>
    by(
      c,
      `"Ask their name, and remember it," said ${v(c)}.`,
      `"Ask their name," said ${v(c)}, "and say it straight back. Then you remember it, and they see you care."`,
    ),
  (c) =>
    by(
      c,
      `"Ask a question," said ${v(c)}.`,
      `"People like being asked about things," said ${v(c)}. "Ask what they are doing, and listen."`,
    ),
]);

export const newcomerAsk: Bank<EnCtx> = withGrownUp([
  (c) =>
    by(
      c,
      `"How do I find a friend?" asked ${h(c)}.`,
      `"How do you find a friend when you're new?" asked ${h(c)}.`,
      `"Can I ask you something?" said ${h(c)}. "How do you find a friend when you're the new one?"`,
    ),
  (c) =>
    by(
      c,
      `"Everyone has friends already," said ${h(c)}.`,
      `"Everyone here has friends already," ${h(c)} told ${v(c)}. "There's no room for one more."`,
    ),
]);

/** What a long day tells between the tries (plan GoalStep). */
export const newcomerSteps: Steps = {
  fetch: [
    (c) =>
      by(
        c,
        `In a box lay ${love(c).thing}. ${h(c)} smiled.`,
        `At the bottom of a box ${h(c)} found ${love(c).thing}, and for the first time that day ${c.hero.he} smiled properly.`,
        `At the bottom of the very last box ${h(c)} found ${love(c).thing}, wrapped in a jumper, and for the first time since the removal van came, ${c.hero.he} smiled right up to ${c.hero.his} ears.`,
      ),
  ],
  steady: [
    (c) =>
      by(
        c,
        `${h(c)} put ${love(c).thing} in ${c.hero.his} bag. Just in case.`,
        `${h(c)} put ${love(c).thing} in ${c.hero.his} bag, just in case. Maybe somebody here loved ${love(c).love} too.`,
      ),
  ],
  follow: [
    (c) =>
      by(
        c,
        `Then ${o(c)} went past, on the way to the playground.`,
        `Then ${h(c)} saw ${o(c)} go past, alone, heading for the playground with something under ${c.other?.his ?? 'their'} arm.`,
      ),
  ],
  goodbye: [
    (c) =>
      by(
        c,
        `${v(c)} had come along. "I'll be on that bench," ${vHe(c)} said.`,
        `${v(c)} had walked over with ${h(c)}. "I'll be on that bench over there," ${vHe(c)} said, squeezing ${h(c)}'s shoulder. "The rest you can do yourself."`,
      ),
  ],
  listen: [
    (c) =>
      by(
        c,
        `From outside came children laughing. Lots of children!`,
        `Through the window came the sounds of the new street: a bicycle bell, a ball against a wall and children laughing. ${h(c)} counted at least five different voices.`,
      ),
  ],
  stakes: [
    (c) =>
      by(
        c,
        `Then the rain came. All the children went in.`,
        `Then it began to rain, and one by one the children disappeared into their houses. The street went empty, and ${h(c)} wondered if it would be like that tomorrow too.`,
      ),
  ],
  chat: [
    (c) =>
      by(
        c,
        `${v(c)} told of moving as a child.`,
        `${v(c)} told ${h(c)} about the time ${c.helper?.he ?? 'she'} had moved as a child, and knew nobody at all. "I found my first friend in a sandpit," ${c.helper?.he ?? 'she'} said. "We fought over a spade."`,
      ),
  ],
  word: [
    (c) =>
      by(
        c,
        `A postcard came from Grandma: "Friends will come!"`,
        `In the letterbox lay a card from Grandma in the old town: "Friends come when you least expect them. Love from me."`,
      ),
  ],
  think: [
    (c) =>
      by(
        c,
        `${h(c)} thought of the old house. Then ${c.hero.he} thought of tomorrow.`,
        `${h(c)} sat for a while thinking of the old house and the old street. Then ${c.hero.he} thought that the new street would be old one day too.`,
      ),
  ],
  walk: [
    (c) =>
      by(
        c,
        `On the way ${h(c)} saw the bakery and the red postbox.`,
        `On the way ${h(c)} passed the bakery, the red postbox and a house with a cat in the window, and tried to remember it all, so it would be ${c.hero.his} street too.`,
      ),
  ],
  courage: [
    (c) =>
      by(
        c,
        `${h(c)} thought of all ${c.hero.he} had learnt. Then ${c.hero.he} stood up straight.`,
        `${h(c)} stood still and thought of all ${c.hero.he} had learnt today: go out, say it loud, ask the name, and show what you love. Then ${c.hero.he} stood up straight.`,
      ),
  ],
};

/** The evening in the new house. */
export const newcomerHome: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} put ${love(c).thing} ready for tomorrow.`,
      `${h(c)} put ${love(c).thing} ready by the door, so as to forget nothing tomorrow, when ${o(c)} was coming.`,
    ),
  (c) =>
    by(
      c,
      `At supper ${h(c)} said ${o(c)}'s name many times.`,
      `At supper ${h(c)} said ${o(c)}'s name so many times that even the cat seemed to know it.`,
    ),
  (c) =>
    by(
      c,
      `From the window ${h(c)} looked out at the street. It was not so new now.`,
      `From the window of the room ${h(c)} looked out at the new street. It did not look so new any more, because somewhere down there lived ${o(c)}.`,
    ),
  (c) =>
    by(
      c,
      `That evening ${h(c)} talked about ${o(c)}.`,
      `That evening ${h(c)} told ${c.helpersMet[0]?.name ?? 'Mum'} all about ${o(c)}, twice.`,
    ),
  (c) =>
    by(
      c,
      `There were fewer boxes in the room now.`,
      `There were fewer boxes in the room now, and ${love(c).thing} had a good place on the shelf.`,
    ),
];

/** On to the next place: the last try is why they go there. */
const onward: Bank<EnCtx> = goingOn([
  betterElsewhere,
  (c) =>
    by(
      c,
      `${h(c)} did not give up.`,
      `It had not worked this time either, but ${h(c)} was a little wiser than before, and that was something.`,
    ),
]);

const thanks: Bank<EnCtx> = withGrownUp([
  (c) =>
    by(
      c,
      `"Thanks," said ${h(c)}, and hugged ${v(c)}.`,
      `"Thanks," said ${h(c)}, and ${v(c)} winked: "You'll work it out."`,
    ),
]);

const worry: Bank<EnCtx> = [
  cheeksHot,
  (c) =>
    by(
      c,
      `${h(c)} missed the old town.`,
      `For a moment ${h(c)} missed the old town so much it ached.`,
    ),
  sighed,
];

const idea: Bank<EnCtx> = [
  (c) => by(c, `${h(c)} thought hard.`, `${h(c)} sat down and thought hard.`),
  gaveUpNot,
];

/** To the library, the park or the playground in the new town. */
const travelNear: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} went ${c.place.to} for the first time.`,
      `${h(c)} went ${c.place.to} for the very first time, trying to look like someone who had been there a hundred times before.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} asked a lady the way ${c.place.to}.`,
      `${h(c)} had to ask a lady with a shopping bag the way ${c.place.to}, and she pointed and explained and pointed again.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} found the way ${c.place.to}.`,
      `${h(c)} found the way ${c.place.to}, past houses ${c.hero.he} did not know yet.`,
      `${h(c)} found the way ${c.place.to}, past houses ${c.hero.he} did not know yet and a hedge that smelled different from home, counting the corners so as to find the way back.`,
    ),
  (c) =>
    by(
      c,
      `It was not far ${c.place.to}.`,
      `It was only a short walk ${c.place.to}, round two corners, but everything on the way was new.`,
    ),
];

/** The banks a newcomer tells its own way. */
export const newcomerScenes: Partial<SceneBanks<EnCtx>> = {
  onward,
  thanks,
  worry,
  idea,
  travelNear,
};
