// A first day at school or nursery: the morning with the rucksack and the lunch box, the worry,
// the day inside (the peg, circle time, drawing, lunch, playtime), what goes wrong, a kind
// teacher or another child, a new friend, and being fetched.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { dayPart, naps, tried, trying } from '../../first-day';
import { joinsIn } from './befriend-social';
import { laterHelps, laterTries, learnt } from './first-day-steps';
import { ledTries } from './first-day-leads';
import { firstDayMoments } from './first-day-moments';
import {
  atSchool,
  cap,
  carer,
  carerHe,
  h,
  He,
  kg,
  love,
  o,
  oHe,
  OHe,
  pocket,
  schoolWord,
  teacher,
  Teacher,
  teacherHe,
  worry,
  worrySaid,
  worryTold,
} from '../first-day-words';

const part = (c: EnCtx) => dayPart(c.place.id);
const inside = (c: EnCtx) => part(c) === 'inside';
const outside = (c: EnCtx) => part(c) === 'outside';
const door = (c: EnCtx) => part(c) === 'door';
const Carer = (c: EnCtx) => cap(carer(c));
const first = (c: EnCtx) => (kg(c) ? 'first day at nursery' : 'first day at school');

export const firstDay: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `Today was ${c.hero.poss} ${first(c)}.`,
        `Today ${h(c)} was starting ${schoolWord(c)}, and it was the very first day.`,
        `Today was the day ${h(c)} had been thinking about all summer long: the ${first(c)}.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} was {starting ${schoolWord(c)}|going to ${schoolWord(c)}} today.`,
        `At last it was ${c.hero.poss} ${first(c)}, and ${c.hero.he} had been awake for ages.`,
        `The ${first(c)} had come at last, and ${h(c)} had lain awake thinking about it long before the alarm clock rang.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `The rucksack was ready, with the lunch box inside.`,
        `${Carer(c)} made the packed lunch, and ${h(c)} packed the rucksack: {a water bottle|a drawing pad|${kg(c) ? 'spare clothes' : 'a pencil case'}} and a lunch box with {cheese sandwiches|an apple and crackers|jam sandwiches}.`,
        `By the door stood the new rucksack, and inside it were the lunch box ${carer(c)} had packed, ${kg(c) ? 'a bag of spare clothes' : 'a pencil case full of sharp pencils'} and a water bottle with ${c.hero.poss} name on it.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} had a new rucksack and a lunch box.`,
        `On the kitchen table lay the packed lunch, and on the floor stood a new {red|blue|green|yellow} rucksack, just for ${h(c)}.`,
        `On the kitchen table lay the packed lunch, wrapped up neatly, and on the floor stood the new {red|blue|green|yellow} rucksack, so big it nearly reached ${c.hero.poss} knees.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But ${h(c)} felt a little wobbly inside.`,
        `But ${c.hero.poss} tummy fluttered. ${He(c)} was worried, most of all about ${worryTold(c)}.`,
        `But ${c.hero.poss} tummy fluttered, as if a butterfly lived in there. ${He(c)} was worried, most of all about ${worryTold(c)}.`,
      ),
    (c) =>
      by(
        c,
        `"What if it's horrid?" thought ${h(c)}.`,
        `"What if I don't know anyone?" whispered ${h(c)}. ${He(c)} was scared of ${worryTold(c)}.`,
        `"What if I don't know anyone there?" ${h(c)} whispered into a jumper sleeve. The worst thing ${c.hero.he} could think of was ${worryTold(c)}.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"I'll try," said ${h(c)}, and took ${carer(c)}'s hand.`,
        `"I'm scared ${worrySaid(c)}," said ${h(c)}. "That's all right," said ${carer(c)}. "We'll go together."`,
        `"I'm scared ${worrySaid(c)}," said ${h(c)}. ${Carer(c)} crouched down. "It's all right to be scared," ${carerHe(c)} said. "We'll walk together, right to the door."`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} put on the rucksack. Time to go!`,
        `${h(c)} put on the rucksack, took a breath and said, "Let's go."`,
        `${h(c)} swung the rucksack on, felt how heavy and new it was, and said in a voice a little too high, "Let's go, then."`,
      ),
  ],
  meet: [
    (c) =>
      door(c)
        ? by(
            c,
            `There were so many children!`,
            `There were children everywhere ${c.place.in}, and they all seemed to know where to go.`,
            `There were children everywhere ${c.place.in}, big ones and small ones, and every one of them seemed to know exactly where to go, except ${h(c)}.`,
          )
        : null,
    (c) =>
      inside(c)
        ? by(
            c,
            `Everyone sat in a circle on the carpet.`,
            `First there was circle time, and everyone had to say their name {out loud|one by one|and one thing they liked}.`,
            `First there was circle time, where everyone said their name and one thing they loved, and the closer it came to ${c.hero.poss} turn, the harder ${c.hero.poss} heart thumped.`,
          )
        : null,
    (c) =>
      inside(c)
        ? by(
            c,
            `${o(c)} sat close by, ${love(c).doing}.`,
            `After that everyone got a sheet of paper to draw {whatever they liked|themselves|their family}, and ${o(c)} was ${love(c).doing}.`,
            `After that everyone got a sheet of paper and crayons from a big tub, and while the others drew, ${h(c)} saw that ${o(c)} was ${love(c).doing}.`,
          )
        : null,
    (c) =>
      part(c) === 'gym'
        ? by(
            c,
            `In the hall everyone played tag.`,
            `In the hall there were climbing bars, big blue mats and a ball that bounced right up to the ceiling.`,
            `The hall smelled of rubber and floor polish, and the squeak of thirty pairs of trainers bounced off the walls.`,
          )
        : null,
    (c) =>
      outside(c)
        ? by(
            c,
            `Outside, children played ${kg(c) ? 'in the sandpit' : 'everywhere'}.`,
            `${kg(c) ? 'Outside' : 'At playtime'} everyone ran out, and soon there were skipping ropes, balls and games of tag everywhere.`,
            `${kg(c) ? 'Outside' : 'At playtime'} everyone poured out, and soon there were skipping ropes, ball games and tag everywhere, and everyone seemed to have someone to play with.`,
          )
        : null,
    (c) =>
      outside(c)
        ? by(
            c,
            `${o(c)} sat alone by the fence.`,
            `Over by the fence sat ${o(c)}, all alone, ${love(c).doing}.`,
            `Over by the fence sat ${o(c)}, alone as well, ${love(c).doing} and not looking up.`,
          )
        : null,
  ],
  attempt: ledTries([
    (c) =>
      trying(c, 'hook')
        ? by(
            c,
            `${h(c)} could not find ${c.hero.his} peg.`,
            `${h(c)} looked for ${c.hero.his} peg in the cloakroom, but there were so many pegs, and all the names looked the same.`,
            `${h(c)} looked for ${c.hero.his} peg in the cloakroom, but there were rows and rows of pegs, and the letters danced in front of ${c.hero.his} eyes.`,
          )
        : null,
    (c) =>
      trying(c, 'hook')
        ? by(
            c,
            `The coat fell off the peg, twice.`,
            `${h(c)} hung ${c.hero.his} coat on a peg, but a boy said, "That's my peg, that is."`,
            `${h(c)} hung ${c.hero.his} coat on the first empty peg, but a boy came over and said rather sternly, "That one's mine."`,
          )
        : null,
    (c) =>
      trying(c, 'hello')
        ? by(
            c,
            `"Hi," said ${h(c)}, but nobody heard.`,
            `"Hi," said ${h(c)} to a boy by the shelves, but it came out so quietly that he did not hear.`,
            `${h(c)} tried to say hello to a girl by the shelves, but the word got stuck and came out as a tiny squeak.`,
          )
        : null,
    (c) =>
      trying(c, 'hello')
        ? by(
            c,
            `${h(c)} hid behind the coats.`,
            `When someone looked over, ${h(c)} hid behind the coats in the cloakroom.`,
            `When a girl turned round and looked at ${c.hero.him} with interest, ${h(c)} became suddenly very busy with a zip.`,
          )
        : null,
    (c) =>
      trying(c, 'lost')
        ? by(
            c,
            `${h(c)} could not find the way in.`,
            `${h(c)} went all the way round the corridor and could not find ${kg(c) ? 'the right room' : 'the classroom'}, because all the doors looked the same.`,
            `${h(c)} walked down a long corridor with doors on both sides, and all at once ${c.hero.he} had no idea where ${kg(c) ? 'the right room' : 'the classroom'} was.`,
          )
        : null,
    (c) =>
      trying(c, 'lost')
        ? by(
            c,
            `${h(c)} opened the wrong door.`,
            `${h(c)} opened a door, but inside there were only mops and buckets.`,
            `${h(c)} opened a door and hoped for the best, but inside there were only mops, buckets and a very surprised caretaker.`,
          )
        : null,
    (c) =>
      trying(c, 'name')
        ? by(
            c,
            `When it was ${c.hero.poss} turn, no words came.`,
            `When it was ${c.hero.poss} turn to say ${c.hero.his} name, ${c.hero.his} mouth went empty, and everyone looked.`,
            `Everyone looked at ${h(c)} at once when it was ${c.hero.his} turn, and the name ${c.hero.he} had said a thousand times simply would not come out.`,
          )
        : null,
    (c) =>
      trying(c, 'name')
        ? by(
            c,
            `${h(c)} whispered ${c.hero.his} name, much too quietly.`,
            `${h(c)} whispered ${c.hero.his} name, but so quietly that ${teacher(c)} had to ask again.`,
            `${h(c)} whispered ${c.hero.his} name, but so quietly that ${teacher(c)} had to ask again, and ${c.hero.his} ears went hot.`,
          )
        : null,
    (c) =>
      trying(c, 'spill')
        ? by(
            c,
            `Oops! The milk spilled all over the table.`,
            `At lunch ${h(c)} knocked over the cup, and milk ran all over ${c.p(['the table', 'the sandwiches', "the next child's drawing"])}.`,
            `While everyone ate their lunch, an elbow bumped the cup, and milk ran across the table and onto the floor, and ${h(c)} went as red as a tomato.`,
          )
        : null,
    (c) =>
      trying(c, 'spill')
        ? by(
            c,
            `Then the water glass tipped over too.`,
            `${h(c)} tried to mop it up, but knocked the water glass over too, and somebody giggled.`,
            `${h(c)} tried to mop it up, but the paper towel tore, the water glass tipped as well, and somebody at the table giggled behind a hand.`,
          )
        : null,
    (c) =>
      trying(c, 'toilet')
        ? by(
            c,
            `${h(c)} needed the toilet, but where was it?`,
            `${h(c)} needed the toilet, but all the doors in the corridor looked the same, and ${c.hero.he} did not dare to ask.`,
            `${h(c)} needed the toilet, but the corridor had so many doors, none with a sign ${c.hero.he} could read, and asking felt far too big.`,
          )
        : null,
    (c) =>
      trying(c, 'toilet')
        ? by(
            c,
            `${h(c)} wriggled on the chair and waited.`,
            `${h(c)} sat wriggling on the chair, hoping it would be playtime soon.`,
            `${h(c)} sat wriggling on the chair with crossed legs, hoping nobody would notice.`,
          )
        : null,
    (c) =>
      trying(c, 'miss')
        ? naps(c) && c.young
          ? `At rest time, ${h(c)} missed ${carer(c)}.`
          : by(
              c,
              `All of a sudden ${h(c)} missed ${carer(c)}.`,
              `In the middle of it all, ${h(c)} felt a lump in ${c.hero.his} throat. ${He(c)} missed ${carer(c)}.`,
              `In the middle of everything new, missing ${carer(c)} crept up, and ${h(c)} felt a lump in ${c.hero.his} throat.`,
            )
        : null,
    (c) =>
      trying(c, 'miss')
        ? by(
            c,
            `A tear rolled down ${c.hero.his} cheek.`,
            `A small tear rolled down ${c.hero.his} cheek, and ${h(c)} wiped it away quickly with a sleeve.`,
            `A small tear rolled down ${c.hero.his} cheek, and ${h(c)} wiped it away with a sleeve before anyone could see.`,
          )
        : null,
    (c) =>
      trying(c, 'rules')
        ? by(
            c,
            `${h(c)} did not understand the game.`,
            `Everyone else knew the rules, but ${h(c)} ran the wrong way, and somebody shouted, "Not there!"`,
            `Everyone else knew the rules already, but ${h(c)} ran the wrong way twice and then stood quite still in the middle of the floor.`,
          )
        : null,
    (c) =>
      trying(c, 'rules')
        ? by(
            c,
            `The ball bounced off ${c.hero.poss} tummy.`,
            `${h(c)} tried to catch the ball, but it bounced right off ${c.hero.his} tummy.`,
            `${h(c)} reached out for the ball, but it bounced away and hit the light, and the whole hall held its breath.`,
          )
        : null,
    (c) =>
      trying(c, 'ask')
        ? by(
            c,
            `"Can I play?" Nobody heard.`,
            `"Can I play too?" asked ${h(c)}, but the others ran on without hearing.`,
            `"Can I play too?" asked ${h(c)} by the ${c.p(['skipping rope', 'sandpit', 'climbing frame'])}, but the game was so fast that nobody heard.`,
          )
        : null,
    (c) =>
      trying(c, 'ask')
        ? by(
            c,
            `All the swings were taken.`,
            `${h(c)} wanted a go on the swings, but they were all taken, and the queue was long.`,
            `${h(c)} wanted a go on the swings, but they were all taken, and the children on them did not look as if they would get off before Christmas.`,
          )
        : null,
    (c) =>
      trying(c, 'fence')
        ? by(
            c,
            `${h(c)} stood alone by the fence.`,
            `${h(c)} stood by the fence and watched the others, who already knew each other.`,
            `${h(c)} stood by the fence and watched the others laughing about things from last year, and did not know how you get into a game that has already begun.`,
          )
        : null,
    (c) =>
      trying(c, 'fence')
        ? by(
            c,
            `A ball rolled past, but ${h(c)} did not dare.`,
            `A ball rolled right up to ${h(c)}, but before ${c.hero.he} dared to kick it, someone else had taken it.`,
            `A ball rolled right up to ${c.hero.poss} feet, but while ${h(c)} was still wondering whether to kick it back, someone else ran up and took it.`,
          )
        : null,
    ...laterTries(trying),
  ]),
  progress: [
    (c) =>
      tried(c, 'hook')
        ? by(
            c,
            `There was the peg, with ${c.hero.poss} name on it!`,
            `And there, at the end of the row, was a peg with ${c.hero.poss} name and a little picture of ${c.p(['a sun', 'an apple', 'a fish', 'a star'])}.`,
            `And there, at the end of the row, was the peg with ${c.hero.poss} name on it in big round letters, and all at once it felt as if somebody had been waiting for ${c.hero.him}.`,
          )
        : null,
    (c) =>
      tried(c, 'hello')
        ? by(
            c,
            `A girl waved, and ${h(c)} waved back.`,
            `The girl by the shelves gave a little wave, and ${h(c)} waved back.`,
            `The girl by the shelves gave a little two-fingered wave, and ${h(c)} waved back, which was almost as good as saying hello.`,
          )
        : null,
    (c) =>
      tried(c, 'lost')
        ? by(
            c,
            `${Teacher(c)} showed ${h(c)} the way.`,
            `${Teacher(c)} came and took ${c.hero.poss} hand and showed the way.`,
            `"I got lost myself on my first day," said ${teacher(c)}, who had come round the corner, and showed ${h(c)} the way.`,
          )
        : null,
    (c) =>
      tried(c, 'name')
        ? by(
            c,
            `"${h(c)}! What a lovely name," said ${teacher(c)}.`,
            `"${h(c)}! What a lovely name," said ${teacher(c)}, and a few of the children nodded.`,
            `"${h(c)}! What a lovely name," said ${teacher(c)}, and when ${h(c)} looked up, a few of the children were nodding, as if the name already belonged there.`,
          )
        : null,
    (c) =>
      tried(c, 'spill')
        ? by(
            c,
            `"That happens," said ${teacher(c)}, and got a cloth.`,
            `"That happens every day," said ${teacher(c)}, and fetched a cloth, and the boy next to ${h(c)} helped to wipe.`,
            `"That happens every single day here," said ${teacher(c)} calmly, fetching a cloth, and the boy next to ${h(c)} helped to wipe as if it were the most normal thing in the world.`,
          )
        : null,
    (c) =>
      tried(c, 'toilet')
        ? by(
            c,
            `${Teacher(c)} showed ${h(c)} the toilet.`,
            `${Teacher(c)} showed ${h(c)} where the toilet was, and where to wash hands.`,
            `${Teacher(c)} showed ${h(c)} where the toilet was, behind the yellow door with a little sign, and suddenly everything seemed a bit less big.`,
          )
        : null,
    (c) =>
      tried(c, 'miss')
        ? by(
            c,
            `${Teacher(c)} gave ${h(c)} a cuddle.`,
            `${Teacher(c)} sat down next to ${h(c)}. "${cap(carer(c))} will come and fetch you," ${teacherHe(c)} said.`,
            `${Teacher(c)} sat down next to ${h(c)} and pointed at the clock on the wall. "When the little hand is there, ${carer(c)} will come," ${teacherHe(c)} said.`,
          )
        : null,
    (c) =>
      tried(c, 'rules')
        ? by(
            c,
            `Someone showed ${h(c)} how the game went.`,
            `A girl explained the rules, and next round ${h(c)} ran the right way.`,
            `A girl with plaits explained the rules in three sentences, and next round ${h(c)} ran the right way and was not caught once.`,
          )
        : null,
    (c) =>
      tried(c, 'ask') || tried(c, 'fence')
        ? by(
            c,
            `${o(c)} looked up and smiled.`,
            `${o(c)} looked up and gave ${h(c)} a small, shy smile.`,
            `${o(c)} looked up, just for a moment, and gave ${h(c)} a small smile, the kind that asks a question.`,
          )
        : null,
    (c) =>
      part(c) === 'outside' || (part(c) === 'inside' && !c.next)
        ? by(
            c,
            `${h(c)} saw that ${o(c)} loved ${love(c).love} too.`,
            `Then ${h(c)} noticed something: ${o(c)} loved ${love(c).love} too!`,
            `Then ${h(c)} noticed something that made ${c.hero.his} heart skip: ${o(c)} loved ${love(c).love}, just like ${c.hero.him}.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${h(c)} nodded. That was good to know.`,
            `${h(c)} nodded and tucked that away, and the knot in ${c.hero.his} tummy grew a little smaller.`,
            `${h(c)} nodded and tucked the advice away, and the knot in ${c.hero.his} tummy grew a little smaller than before.`,
          )
        : null,
    ...laterHelps(tried),
  ],
  // What each moment helped leaves behind: the day's worries met one by one.
  done: learnt(tried, worry),
  steps: firstDayMoments,
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Say hello to one, just one," said ${who(c)}.`,
            `"You don't have to say hello to everyone, just to one," said ${who(c)}.`,
            `"You don't have to get to know everyone today, just one," said ${who(c)}.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Everyone was new once," said ${who(c)}.`,
            `"Everyone here was new once, me too," said ${who(c)}.`,
            `"Everyone here was new once," said ${who(c)}, "and most of them were just as nervous as you."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Show what you love," said ${who(c)}.`,
            `"Show them what you love," said ${who(c)}, "and see who loves it too."`,
            `"Show them what you love," said ${who(c)}, "and you'll soon see whose eyes light up."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Ask me anything," said ${who(c)}.`,
            `"You can ask me anything at all," said ${who(c)}. "That's what I'm here for."`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper && part(c) !== 'outside'
        ? by(
            c,
            `"Where's the toilet?" asked ${h(c)} quietly.`,
            `"Excuse me, where's the toilet?" asked ${h(c)}, so quietly it could hardly be heard.`,
            `"Excuse me," said ${h(c)}, gathering every bit of courage, "do you know where the toilet is?"`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"I don't know anyone here," said ${h(c)}.`,
            `"I don't know anyone here," said ${h(c)}, looking down at ${c.hero.his} shoes.`,
            `"I don't know anyone here," said ${h(c)}, looking down at ${c.hero.his} shoes. "How do you get to know someone?"`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} went up to ${o(c)}: "Hi, I'm ${h(c)}."`,
          `${h(c)} took a deep breath, walked over to ${o(c)} and said, "Hi, I'm ${h(c)}. I'm new."`,
          `${h(c)} took a deep breath, just as ${carer(c)} had shown ${c.hero.him}, walked all the way over to ${o(c)} and said, "Hi, I'm ${h(c)}. I'm new."`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} asked ${o(c)}, "Can I play too?"`,
          `${c.hero.poss} knees wobbled, but ${c.hero.he} sat down next to ${o(c)} and said, "Can I play too?"`,
          `${c.hero.poss} knees wobbled, but ${h(c)} sat down right next to ${o(c)} and said the bravest words of the day: "Can I play too?"`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Teacher(c)} let ${h(c)} and ${o(c)} share a table.`,
          `${Teacher(c)} had an idea and asked ${h(c)} and ${o(c)} to tidy the crayons together.`,
          `${Teacher(c)} had noticed more than ${h(c)} thought, and asked ${h(c)} and ${o(c)} to carry the balls in together, and on the way they started to talk.`,
        ),
      (c) =>
        by(
          c,
          `"${o(c)}, will you show ${h(c)} the swings?" said ${teacher(c)}.`,
          `"${o(c)}, could you show ${h(c)} where the swings are?" asked ${teacher(c)}, and ${o(c)} nodded.`,
          `"${o(c)}, you know where everything is. Could you show ${h(c)} the swings?" asked ${teacher(c)}, and ${o(c)} nodded eagerly.`,
        ),
    ],
    gift: [
      (c) =>
        by(
          c,
          `${h(c)} held ${pocket(c)} and said hello.`,
          `${h(c)} held ${pocket(c)} tight in ${c.hero.his} pocket, thought of ${carer(c)}, and said, "Hi, I'm ${h(c)}."`,
          `${h(c)} closed a hand round ${pocket(c)} in ${c.hero.his} pocket, the little piece of home, and with that in hand it was easier to walk over and say, "Hi, I'm ${h(c)}."`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} showed ${o(c)} ${pocket(c)}.`,
          `${h(c)} took out ${pocket(c)} and showed ${o(c)}. "It's from home," ${c.hero.he} said.`,
          `${h(c)} took out ${pocket(c)} and held it out to ${o(c)}. "It's from home," ${c.hero.he} said. "Do you want to hold it?"`,
        ),
    ],
    clever: [(c) => joinsIn(c, o(c), love(c).turn)],
  },
  resolution: [
    (c) => {
      const main = by(
        c,
        `${o(c)} smiled: "Want to play?"`,
        `${o(c)} smiled a big smile. "Do you want to play with me?" ${oHe(c)} asked.`,
        `${o(c)} smiled, a real smile. "Do you want to play with me?" ${oHe(c)} asked, and ${h(c)} said yes before the question was even finished.`,
      );
      const after = by(
        c,
        `They ${love(c).end}.`,
        `For the rest of the day they ${love(c).end}.`,
        `For the rest of the day they ${love(c).end}, and ${h(c)} quite forgot to be nervous.`,
      );
      return `${main} ${after}`;
    },
    (c) =>
      by(
        c,
        `Now ${h(c)} had a friend called ${o(c)}!`,
        `${OHe(c)} was called ${o(c)}, and now ${h(c)} had a friend ${atSchool(c)}.`,
        `${OHe(c)} was called ${o(c)}, and from that moment ${schoolWord(c)} was no longer a strange place but a place where ${h(c)} had a friend.`,
      ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `Tomorrow ${h(c)} would play with ${o(c)} again.`,
        `Tomorrow ${h(c)} would go to ${schoolWord(c)} again, and ${o(c)} would be waiting at the gate.`,
        `Tomorrow ${h(c)} would go to ${schoolWord(c)} again, and this time ${c.hero.he} was not worried, because ${o(c)} would be waiting at the gate.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} could not wait to see ${o(c)} tomorrow.`,
        `${h(c)} could not wait for tomorrow, for the peg with ${c.hero.poss} name and for ${o(c)}.`,
        `${c.hero.poss} tummy still fluttered a little, but now it was the good kind: ${h(c)} could not wait for tomorrow, for the peg with ${c.hero.poss} name, for ${teacher(c)} and for ${o(c)}.`,
      ),
  ],
  refrain: [(c) => `Rucksack on and lunch box too, ${atSchool(c)} there's a place for you!`],
  title: [
    (c) => `${c.hero.poss} First Day at ${kg(c) ? 'Nursery' : 'School'}`,
    (c) => `${h(c)} Starts ${cap(schoolWord(c))}`,
    (c) => `${h(c)} and ${o(c)}`,
  ],
};

/** Who gives advice: the teacher, or the older child showing the new one round. */
function who(c: EnCtx): string {
  const hlp = c.helper;
  if (!hlp || hlp.char.size === 'big') return teacher(c);
  return hlp.person ? `the big ${hlp.char.gender === 'f' ? 'girl' : 'boy'}` : hlp.the;
}
