// What each contest or show is in English: its name, the hope, what is made or done, the
// practice and what goes wrong in it, the lesson, the others there on the day, the mishap and
// how it is met, the prize, and the special prize when it is not won.
import { playedWords } from './contest-music';
import { vehicleRaceWords } from './vehicle-race';
import { isVehicle } from '../../../lexicon/vehicles';
import type { ContestEvent } from '../../../description/read-contest';
import type { EnCtx } from '../../../compose/ctx-en';

export interface EventWords {
  /** "the sandcastle competition" */
  the: string;
  /** "build the finest sandcastle on the whole beach" */
  hope: string;
  /** What is made or done: "the sandcastle", "the song". */
  entry: string;
  /** What the winner gets. */
  prize: string;
  /** What it is like, told once near the start. */
  about: string;
  /** The practice itself: "built sandcastle after sandcastle in the sandpit". */
  practise: string;
  /** What goes wrong at practice. */
  slip: string;
  /** What that teaches, said aloud. */
  lesson: string;
  /** The friend's own part of it. */
  part: (who: string) => string;
  /** The evening before. */
  eve: string;
  /** The others there on the day. */
  others: string;
  /** The start. */
  start: string;
  /** The mishap on the day. */
  mishap: string;
  /** How what was practised meets it. */
  fix: string;
  /** The special prize when it is not won. */
  special: string;
  /** Who wins when they do not. */
  winner: string;
}

export function eventWords(c: EnCtx, event: ContestEvent): EventWords {
  // A vehicle races on its wheels, never in running shoes.
  if ((event === 'race' || event === 'sports-day') && isVehicle(c.hero.char.species))
    return vehicleRaceWords(c);
  if ((event === 'concert' || event === 'sing') && c.contest?.instrument)
    return playedWords(c, c.contest.instrument);
  const xmas = c.contest?.christmas;
  const his = c.hero.his;
  switch (event) {
    case 'sandcastle':
      return {
        the: 'the sandcastle competition',
        hope: 'build the finest sandcastle on the whole beach',
        entry: 'the sandcastle',
        prize: 'a golden spade',
        about:
          'Every summer families came from all along the coast to build sandcastles on the beach, and the best one won a prize',
        practise: 'built sandcastle after sandcastle in the sandpit',
        slip: 'the tallest tower crumbled into a heap, because the sand was much too dry',
        lesson: 'Wet sand holds, and dry sand falls',
        part: (w) => `${w} carried water in the red bucket, back and forth, to keep the sand wet`,
        eve: `drew the castle on a piece of paper at the kitchen table, with four towers, a gate and a moat`,
        others: 'All along the beach children and grown-ups were digging with buckets and spades',
        start: 'the whistle blew, and everyone began to dig',
        mishap: 'a big wave came rushing up the sand and washed the tallest tower away',
        fix: `built the tower again with wet sand, just as they had practised, patting it firm, and dug a deeper moat to catch the next wave`,
        special: 'a special prize for the castle that stood up again after the wave',
        winner: 'a family whose castle was shaped like a sleeping dragon',
      };
    case 'snowman':
      return {
        the: 'the snowman competition',
        hope: 'build the best snowman in the whole town',
        entry: 'the snowman',
        prize: 'a big red rosette',
        about:
          'Every winter the whole town built snowmen on the big field, and the best one got a prize',
        practise: 'rolled snowball after snowball',
        slip: 'the middle ball was far too big, and the whole snowman toppled over',
        lesson: 'Big at the bottom, small at the top, and pat each ball firm',
        part: (w) => `${w} found two black stones for eyes and a carrot for the nose`,
        eve: 'laid out a scarf, an old hat and two odd mittens by the door, ready for the snowman',
        others: 'All over the field children were rolling snowballs bigger than themselves',
        start: 'the bell rang, and everyone began to roll',
        mishap: "the snowman's head slid off and broke in two",
        fix: 'patted a new head firm, just as they had practised, and pressed a little hollow in the middle ball so it would sit safely',
        special: 'a special prize for the friendliest snowman on the field',
        winner: 'a boy whose snowman was as tall as his dad',
      };
    case 'baking':
      return {
        the: 'the baking competition',
        hope: 'bake the best cake in the whole town',
        entry: 'the cake',
        prize: 'a silver whisk',
        about:
          'Every year cakes of every kind stood in a long row in the town square, and the judges tasted them all',
        practise: 'baked one cake after another',
        slip: 'the cake sank in the middle, because the oven door was opened far too soon',
        lesson: 'Never open the oven door before the timer rings',
        part: (w) => `${w} weighed the flour and cracked the eggs without dropping a bit of shell`,
        eve: 'laid the apron and the recipe out on the chair, and could hardly sleep',
        others:
          'Along the tables stood cakes of every kind, tall ones, round ones and one like a castle',
        start: 'the judges began to walk slowly along the tables with their little forks',
        mishap:
          'a gust of wind blew the little flag off the cake, and the icing slid down one side',
        fix: 'smoothed the icing with a warm spoon, just as they had practised, and stuck the flag back on',
        special: 'a special prize for the cake everyone wanted a second slice of',
        winner: 'an old baker with a tall chocolate cake',
      };
    case 'drawing':
      return {
        the: 'the drawing competition',
        hope: 'draw the most beautiful picture in the whole competition',
        entry: 'the picture',
        prize: 'a box of sixty coloured pencils',
        about:
          'Every spring the library hung the children’s drawings on its walls, and the best one won a prize',
        practise: 'drew one picture after another',
        slip: 'the colours ran into a brown puddle, because the paint was far too wet',
        lesson: 'Let one colour dry before you start the next',
        part: (w) => `${w} sharpened every pencil and held the paper flat`,
        eve: 'laid the pencils out in a row, from red to purple, and could hardly sleep',
        others: 'All round the room children sat bent over their papers, tongues poking out',
        start: 'the librarian rang a little bell, and everyone began to draw',
        mishap: 'a drop of water from the jar splashed right onto the middle of the picture',
        fix: 'waited for it to dry, just as they had practised, and turned the splash into a little blue bird',
        special: 'a special prize for the picture that made everyone smile',
        winner: 'a girl who had drawn a whale full of stars',
      };
    case 'ski':
      return {
        the: 'the ski race',
        hope: 'ski all the way to the finish line, fast and steady',
        entry: 'the race',
        prize: 'a shiny gold medal',
        about:
          'Every winter holiday there was a ski race on the slope, with flags to ski round and a prize for the winner',
        practise: 'skied down the slope again and again, round sticks pushed into the snow',
        slip: 'the skis crossed on the steep bit, and down went everything in a cloud of snow',
        lesson: 'Bend your knees, and keep your skis apart',
        part: (w) => `${w} stood at the bottom and shouted the time, every single run`,
        eve: 'waxed the skis at the kitchen table and laid out hats and mittens',
        others:
          'At the top of the slope children in bright hats stood waiting, numbers on their chests',
        start: 'the starter shouted GO, and off they went',
        mishap: 'a ski slipped at the sharp bend, and down went the racer in the snow',
        fix: 'got up, bent the knees, kept the skis apart, just as they had practised, and skied on',
        special: 'a special medal for the racer who got up and finished with the biggest smile',
        winner: 'a tall boy in a green hat',
      };
    case 'race':
    case 'sports-day':
      return {
        the: event === 'race' ? 'the big race' : 'sports day',
        hope: 'run the race as fast as the wind',
        entry: 'the race',
        prize: 'a shiny gold medal',
        about:
          event === 'race'
            ? 'Once a year all the children of the town ran the big race, and the winner got a prize'
            : 'On sports day there were races, sack races and egg-and-spoon races, and prizes for the winners',
        practise: 'ran from the gate to the tree and back, again and again',
        slip: 'the shoelace came undone and tripped the runner flat on the grass',
        lesson: 'Tie a double knot, and keep your eyes on the finish',
        part: (w) => `${w} counted the seconds out loud and cheered at every run`,
        eve: 'tied the running shoes with double knots and set them by the door',
        others: 'Children in bright shirts were stretching and hopping at the start line',
        start: 'the whistle blew, and everyone ran',
        mishap: 'a foot caught on a tuft of grass, and down went the runner',
        fix: 'jumped up, eyes on the finish, just as they had practised, and ran on',
        special: 'a special ribbon for the runner who got up and ran on',
        winner: 'a fast little girl with red plaits',
      };
    case 'football':
      return {
        the: 'the football match',
        hope: 'play well and score a goal',
        entry: 'the match',
        prize: 'a shiny cup',
        about:
          'On Saturday the team was playing the big match of the year, and the winners would get a prize',
        practise: 'kicked the ball against the wall, again and again',
        slip: 'the ball flew high over the goal and into the hedge',
        lesson: 'Keep your head down and kick with the side of your foot',
        part: (w) => `${w} stood in goal and saved almost every shot`,
        eve: 'washed the football boots and laid out the team shirt',
        others:
          'Both teams were warming up on the pitch, and families stood along the side with flasks',
        start: 'the referee blew the whistle, and the match began',
        mishap: 'a kick went wide, and the other team scored a goal',
        fix: 'kept their heads down and passed the ball, just as they had practised, all the way up the pitch',
        special: 'a special cup for the team that never gave up',
        winner: 'the team in blue',
      };
    case 'swim':
      return {
        the: 'the swimming race',
        hope: 'swim the whole length of the pool without stopping',
        entry: 'the race',
        prize: 'a shiny gold medal',
        about: 'Every spring there was a swimming race at the pool, with a prize for the winner',
        practise: 'swam along the shore, again and again',
        slip: 'a mouthful of water came in, and the swimmer had to stop, coughing',
        lesson: 'Breathe out under the water, and in when your face comes up',
        part: (w) => `${w} stood on the shore and counted every stroke`,
        eve: 'packed the swimsuit, the goggles and the big towel',
        others: 'Swimmers in bright caps stood along the edge of the pool',
        start: 'the whistle blew, and everyone dived in',
        mishap: 'the goggles slipped and filled with water halfway along',
        fix: 'kept breathing out under the water, just as they had practised, and swam on',
        special: 'a special medal for the swimmer who never stopped',
        winner: 'a girl with a yellow cap',
      };
    case 'talent':
      return {
        the: 'the talent show',
        hope: 'do the best magic trick the school had ever seen',
        entry: 'the trick',
        prize: 'a little golden star',
        about:
          'Every year the school had a talent show, with singing and juggling and magic, and the best act won a prize',
        practise: 'practised the trick in front of the mirror, again and again',
        slip: 'the card dropped out of a sleeve, and the whole trick was given away',
        lesson: 'Slow hands, and a big smile to look at',
        part: (w) => `${w} was the helper who held the hat and said the magic words`,
        eve: 'showed the whole trick to the family after supper, and everyone gasped',
        others:
          'A boy with a yo-yo, three girls with a dance and a juggler were waiting behind the curtain',
        start: 'the curtain opened, and the lights came on',
        mishap: 'the hat tipped over, and all the cards slid out onto the stage',
        fix: 'picked them up with slow hands and a big smile, just as they had practised, and did the trick after all',
        special: 'a special star for the act that made the whole hall laugh',
        winner: 'a boy who could juggle five oranges',
      };
    case 'dance':
      return {
        the: 'the dance show',
        hope: 'dance the whole dance without missing a step',
        entry: 'the dance',
        prize: 'a bunch of flowers',
        about:
          'At the end of term there was a dance show at the theatre, with music, lights and a real stage',
        practise: 'danced the steps in front of the mirror, again and again',
        slip: 'a turn went the wrong way, and there was a bump into the bed',
        lesson: 'Count the steps: one, two, three, turn',
        part: (w) => `${w} played the music and counted the steps out loud`,
        eve: 'danced the whole dance for the family in the kitchen, and everyone clapped',
        others: 'Behind the curtain dancers in sparkly clothes were stretching and whispering',
        start: 'the music began, and the curtain opened',
        mishap: 'the music stopped for a moment, right in the middle of the dance',
        fix: 'kept counting, one, two, three, turn, just as they had practised, and danced on until the music came back',
        special: 'the biggest bunch of flowers of the evening',
        winner: '',
      };
    case 'play':
      return {
        the: xmas ? 'the Christmas show' : 'the school play',
        hope: `say every line loud and clear`,
        entry: 'the play',
        prize: 'a bunch of flowers',
        about: xmas
          ? 'Every Christmas the whole class put on a show in the school hall, with songs and costumes, and all the families came to watch'
          : 'At the end of term the class put on a play in the school hall, and all the families came to watch',
        practise: 'said the lines again and again',
        slip: 'the lines went clean out of the head, and there was nothing but silence',
        lesson: 'Think of the first word, and the rest will follow',
        part: (w) => `${w} read the other parts, so there was someone to answer`,
        eve: 'tried on the costume in the kitchen and said every line for the family',
        others:
          'Behind the curtain the whole class whispered in their costumes, shepherds, angels and sheep',
        start: 'the lights went down, and the curtain opened',
        mishap: 'a whole line slipped away and was gone, right in the middle of the play',
        fix: 'thought of the first word, just as they had practised, and the rest came tumbling back',
        special: 'the loudest cheer of the whole evening',
        winner: '',
      };
    case 'sing':
    case 'concert':
      return {
        the: xmas ? 'the Christmas show' : 'the school concert',
        hope: `sing ${his} song all alone, clear and true`,
        entry: 'the song',
        prize: 'a bunch of flowers',
        about: xmas
          ? 'Every Christmas the whole class put on a show in the school hall, and this year there was one song to be sung all alone'
          : 'At the end of term there was a concert in the school hall, and this year there was one song to be sung all alone',
        practise: 'sang the song again and again, in front of the mirror',
        slip: 'the voice went all wobbly on the high note and cracked like an egg',
        lesson: 'Take a big breath before the high note, from deep down in your tummy',
        part: (w) => `${w} hummed the tune and sang the echo part`,
        eve: 'sang the whole song for the family after supper, standing on a kitchen chair',
        others: xmas
          ? 'Behind the curtain the whole class whispered in their costumes, angels, shepherds and sheep'
          : 'Behind the curtain the whole class whispered in their best clothes',
        start: 'the piano began to play, and the curtain opened',
        mishap: 'the words of the second verse went clean out of the head',
        fix: 'took a big breath, from deep down in the tummy, just as they had practised, and the words came back',
        special: 'the loudest cheer of the whole evening',
        winner: '',
      };
  }
}
