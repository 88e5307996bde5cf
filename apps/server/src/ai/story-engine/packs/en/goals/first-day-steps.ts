// More moments of a first day, in its order: drawing, the lunch box, story time, getting changed
// for PE, the sandpit. Each goes wrong once and is helped, the sandpit by the child who becomes
// the friend.
import type { EnCtx } from '../../../compose/ctx-en';
import { by } from '../../by-band';
import { cap, carer, h, o, oHe, teacher, Teacher } from '../first-day-words';

type Gate = (c: EnCtx, k: string) => boolean;
type Line = (c: EnCtx) => string | null;

/** The tries at the later moments, each told only when its episode is that moment. */
export function laterTries(trying: Gate): Line[] {
  return [
    (c) =>
      trying(c, 'draw')
        ? by(
            c,
            `${h(c)}’s crayon snapped in two.`,
            `At drawing time ${h(c)} pressed so hard that the red crayon snapped in two, and it was the only red one.`,
            `At drawing time ${h(c)} pressed so hard on the paper that the only red crayon snapped in two with a crack, right in the middle of the sun.`,
          )
        : null,
    (c) =>
      trying(c, 'lunch')
        ? by(
            c,
            `${h(c)} could not open the lunch box.`,
            `At lunch ${h(c)} pulled and pulled at the lid of the new lunch box, but it would not open.`,
            `At lunch ${h(c)} tugged at the lid of the brand-new lunch box until ${c.hero.his} fingers went white, but it stayed shut as tight as a clam.`,
          )
        : null,
    (c) =>
      trying(c, 'story')
        ? by(
            c,
            `At story time ${h(c)} could not see.`,
            `At story time ${h(c)} sat right at the back and could not see the pictures, only backs and heads.`,
            `At story time ${h(c)} ended up at the very back of the circle, where there was nothing to see but the backs of heads, and the pictures went by unseen.`,
          )
        : null,
    (c) =>
      trying(c, 'change')
        ? by(
            c,
            `${h(c)}’s shoe would not come off.`,
            `In the changing room everyone was quick, but ${h(c)}’s laces were in a double knot, and the shoe would not come off.`,
            `In the changing room everyone else was ready in no time, but ${h(c)}’s laces had tied themselves into a knot that only got tighter the more ${c.hero.he} pulled.`,
          )
        : null,
    (c) =>
      trying(c, 'sand')
        ? by(
            c,
            `${h(c)}’s sandcastle fell down.`,
            `${h(c)} built a sandcastle in the sandpit, but the sand was too dry, and the tower slid into a heap.`,
            `${h(c)} began a sandcastle in the sandpit, but the sand was so dry that every tower slid down into a sad little heap before it was finished.`,
          )
        : null,
    (c) =>
      trying(c, 'shoes')
        ? by(
            c,
            `${h(c)} had no indoor shoes!`,
            `Everyone put on indoor shoes by the door, but ${h(c)}’s were still at home by the stairs.`,
            `By the door everyone swapped boots for indoor shoes, and ${h(c)} realised with a jolt that ${c.hero.his} were still at home, lined up neatly by the stairs.`,
          )
        : null,
    (c) =>
      trying(c, 'song')
        ? by(
            c,
            `Everyone sang. ${h(c)} did not know the words.`,
            `The morning began with a song, but everyone knew the words except ${h(c)}, who just moved ${c.hero.his} lips.`,
            `The morning began with a song that everyone seemed to have known forever, and ${h(c)} moved ${c.hero.his} lips and hoped nobody would notice.`,
          )
        : null,
    (c) =>
      trying(c, 'tidy')
        ? by(
            c,
            `Tidy-up time! But where did things go?`,
            `At tidy-up time ${h(c)} stood with an armful of blocks and had no idea which box they belonged in.`,
            `At tidy-up time everyone rushed about putting things away, and ${h(c)} stood in the middle with an armful of blocks and no idea where any of them lived.`,
          )
        : null,
    (c) =>
      trying(c, 'rope')
        ? by(
            c,
            `${h(c)} could not climb the rope.`,
            `${h(c)} grabbed the climbing rope, but slid straight back down onto the mat.`,
            `${h(c)} grabbed the long climbing rope and pulled with all ${c.hero.his} might, but slid straight back down onto the mat with a soft bump.`,
          )
        : null,
    (c) =>
      trying(c, 'boots')
        ? by(
            c,
            `${h(c)}’s boot got stuck in the mud!`,
            `${h(c)} stepped in a big puddle, and one boot stuck fast in the mud.`,
            `${h(c)} took a shortcut through the biggest puddle in the playground, and one boot stuck so fast in the mud that ${c.hero.his} foot came right out of it.`,
          )
        : null,
    (c) =>
      trying(c, 'sticker')
        ? by(
            c,
            `${h(c)}’s name sticker fell off.`,
            `${h(c)} got a name sticker by the door, but it fell off at once and was lost among all the shoes.`,
            `At the door everyone got a name sticker, but ${h(c)}’s came unstuck at once and vanished somewhere among all the boots and shoes.`,
          )
        : null,
    (c) =>
      trying(c, 'roll')
        ? by(
            c,
            `${h(c)} rolled sideways off the mat!`,
            `${h(c)} tried a forward roll, but tipped over sideways and landed off the mat.`,
            `${h(c)} tucked in ${c.hero.his} chin and tried a forward roll, but tipped over sideways halfway and ended up on the floor beside the mat.`,
          )
        : null,
    (c) =>
      trying(c, 'line')
        ? by(
            c,
            `${h(c)} stood in the wrong line.`,
            `When the whistle went, ${h(c)} lined up quickly, but it was the wrong line, the other team’s.`,
            `When the whistle blew, ${h(c)} hurried to stand in line, and only when everyone giggled did ${c.hero.he} see it was the other team’s line.`,
          )
        : null,
    (c) =>
      trying(c, 'snack')
        ? by(
            c,
            `${h(c)}’s apple rolled away!`,
            `At playtime ${h(c)} dropped the apple from the lunch box, and it rolled away across the playground.`,
            `At playtime ${h(c)} took the apple out of the lunch box, but it slipped out of ${c.hero.his} fingers and went bouncing away across the tarmac.`,
          )
        : null,
  ];
}

/** What helps at each later moment, once it has been tried. */
export function laterHelps(tried: Gate): Line[] {
  return [
    (c) =>
      tried(c, 'draw')
        ? by(
            c,
            `The girl next to ${h(c)} shared her crayons.`,
            `The girl at the next desk pushed her own box of crayons across. "We can share," she said.`,
            `Without a word, the girl at the next desk slid her own box of crayons across, and the sun got finished after all, in a slightly different red.`,
          )
        : null,
    (c) =>
      tried(c, 'lunch')
        ? by(
            c,
            `${Teacher(c)} showed the trick: press, then pull.`,
            `"There's a trick," said ${teacher(c)}. "Press the corner, then pull." Pop! There were the sandwiches ${carer(c)} had made.`,
            `"There's a trick to those," said ${teacher(c)}, pressing one corner with a thumb, and the lid popped open, and there were the sandwiches ${carer(c)} had made, cut into triangles.`,
          )
        : null,
    (c) =>
      tried(c, 'story')
        ? by(
            c,
            `${Teacher(c)} made room at the front.`,
            `${Teacher(c)} noticed and made room at the front, and after that ${h(c)} saw every picture.`,
            `${Teacher(c)} stopped, smiled and made a space right at the front, and from there ${h(c)} could see every page, even the tiny mouse hidden in the corner of each one.`,
          )
        : null,
    (c) =>
      tried(c, 'change')
        ? by(
            c,
            `A girl from the class undid the knot.`,
            `A girl from the class knelt down and picked the knot loose. "Mine do that too," she said.`,
            `A girl from the class knelt down and picked the knot loose with patient fingers. "Mine do that every single day," she said, and they ran into the hall together.`,
          )
        : null,
    (c) =>
      tried(c, 'sand')
        ? by(
            c,
            `${o(c)} brought water. Now it stood!`,
            `${o(c)} came over with a bucket of water. "Wet sand sticks better," ${oHe(c)} said, and the tower stood.`,
            `${o(c)} came over carrying a bucket of water from the tap. "Wet sand sticks better," ${oHe(c)} said, and together they built a tower that stood right up to their knees.`,
          )
        : null,
    (c) =>
      tried(c, 'shoes')
        ? by(
            c,
            `${Teacher(c)} had a spare pair.`,
            `"We keep spares for just this," said ${teacher(c)}, and fetched a pair of red slippers from a basket.`,
            `"We keep a basket of spares for exactly this," said ${teacher(c)}, and fished out a pair of red slippers that fitted almost perfectly.`,
          )
        : null,
    (c) =>
      tried(c, 'song')
        ? by(
            c,
            `The second time, ${h(c)} sang along.`,
            `The song came round again, and this time ${h(c)} sang the last line as loudly as anyone.`,
            `The song had a chorus that came round again and again, and by the third time ${h(c)} was singing it as loudly as anyone.`,
          )
        : null,
    (c) =>
      tried(c, 'tidy')
        ? by(
            c,
            `Each box had a picture. Easy!`,
            `Then ${h(c)} saw that each box had a picture on the front: blocks, cars, crayons. Easy!`,
            `Then ${h(c)} noticed that every box had a little picture on the front, blocks, cars, crayons, and after that tidying up was almost a game.`,
          )
        : null,
    (c) =>
      tried(c, 'rope')
        ? by(
            c,
            `${Teacher(c)} showed the foot trick.`,
            `${Teacher(c)} showed how to wrap the rope round one foot, and ${h(c)} got halfway up.`,
            `${Teacher(c)} showed how to wrap the rope round one foot and stand on it, and ${h(c)} got halfway up before ${c.hero.his} arms said enough.`,
          )
        : null,
    (c) =>
      tried(c, 'boots')
        ? by(
            c,
            `${o(c)} pulled the boot out. Squelch!`,
            `${o(c)} ran over, grabbed the boot with both hands and pulled it out with a great squelch.`,
            `${o(c)} ran over, grabbed the boot with both hands and heaved until it came out with the biggest squelch either of them had ever heard.`,
          )
        : null,
    (c) =>
      tried(c, 'sticker')
        ? by(
            c,
            `${Teacher(c)} wrote a new one.`,
            `${Teacher(c)} wrote a new one in big letters and pressed it on firmly.`,
            `${Teacher(c)} wrote a new one in big, round letters and pressed it on firmly with a thumb. "There. Now everyone will know."`,
          )
        : null,
    (c) =>
      tried(c, 'roll')
        ? by(
            c,
            `${Teacher(c)} showed how: chin down, roll!`,
            `"Chin to your chest, and push with both feet," said ${teacher(c)}, and the next roll went straight.`,
            `"Chin to your chest, hands flat, and push with both feet at once," said ${teacher(c)}, and the next roll went as straight as a rolling pin.`,
          )
        : null,
    (c) =>
      tried(c, 'line')
        ? by(
            c,
            `A boy waved. "Over here!"`,
            `A boy from the right line waved. "Over here, with us!"`,
            `A boy at the front of the right line waved both arms. "Over here, you’re with us!"`,
          )
        : null,
    (c) =>
      tried(c, 'snack')
        ? by(
            c,
            `${o(c)} caught it and gave it back.`,
            `${o(c)} stopped it with a foot and handed it back with a grin.`,
            `${o(c)} stopped it neatly with one foot, picked it up and handed it back with a grin, as if it happened every day.`,
          )
        : null,
  ];
}

/** What each moment leaves behind: one thing fewer to be afraid of. */
const LEARNT: Record<string, (c: EnCtx) => string> = {
  hook: (c) =>
    by(c, `Now ${h(c)} knew ${c.hero.his} peg.`, `Now ${h(c)} knew which peg was ${c.hero.his}.`),
  hello: (c) =>
    by(
      c,
      `${h(c)} had said hello. To one!`,
      `${h(c)} had said hello to someone, and that was a start.`,
    ),
  lost: (c) =>
    by(
      c,
      `Now ${h(c)} knew the way.`,
      `Now ${h(c)} knew the way, and it was not so far after all.`,
    ),
  name: (c) =>
    by(
      c,
      `Now everyone knew ${c.hero.poss} name.`,
      `Now everyone in the room knew ${c.hero.poss} name.`,
    ),
  draw: (c) =>
    by(
      c,
      `The drawing got its sun.`,
      `The drawing got its sun after all, and ${h(c)} wrote ${c.hero.his} name under it.`,
    ),
  toilet: (c) =>
    by(
      c,
      `Now ${h(c)} knew where the toilet was.`,
      `Now ${h(c)} knew where the toilet was, and could find it again.`,
    ),
  lunch: (c) =>
    by(
      c,
      `${h(c)} knew the lunch box trick now.`,
      `${h(c)} knew the lunch box trick now, and tried it twice more, just because.`,
    ),
  spill: (c) =>
    by(
      c,
      `The table was dry. Nobody was cross.`,
      `The table was dry again, and nobody was cross, not one bit.`,
    ),
  miss: (c) =>
    by(
      c,
      `${cap(carer(c))} would come. ${h(c)} knew it.`,
      `${cap(carer(c))} would come when the hand reached the mark, and ${h(c)} kept an eye on the clock.`,
    ),
  story: (c) =>
    by(
      c,
      `Story time was the best bit.`,
      `From the front, story time turned out to be the best bit of the day.`,
    ),
  change: (c) =>
    by(
      c,
      `Next time ${h(c)} would tie a single bow.`,
      `Next time, ${h(c)} decided, the laces would get a single bow and nothing more.`,
    ),
  rules: (c) =>
    by(c, `Now ${h(c)} knew the rules too.`, `Now ${h(c)} knew the rules as well as anyone.`),
  sand: (c) =>
    by(
      c,
      `The tower stood, and so did ${o(c)}.`,
      `The tower stood, and ${o(c)} stayed right beside it, with sandy hands.`,
    ),
  shoes: (c) =>
    by(
      c,
      `The red slippers fitted.`,
      `The red slippers fitted, and ${h(c)} felt a little more at home.`,
    ),
  song: (c) =>
    by(
      c,
      `Now ${h(c)} knew the song.`,
      `Now ${h(c)} knew the morning song, and could sing it tomorrow.`,
    ),
  tidy: (c) => by(c, `${h(c)} knew where things went.`, `${h(c)} knew where everything lived now.`),
  rope: (c) =>
    by(
      c,
      `Halfway up! Next time, higher.`,
      `Halfway up the rope was not bad at all for a first day.`,
    ),
  boots: (c) =>
    by(
      c,
      `${o(c)} and ${h(c)} laughed and laughed.`,
      `${o(c)} and ${h(c)} laughed all the way back to the door, with muddy socks.`,
    ),
  sticker: (c) =>
    by(
      c,
      `Everyone could read ${c.hero.poss} name.`,
      `Now everyone could read ${c.hero.poss} name, even from far away.`,
    ),
  roll: (c) =>
    by(
      c,
      `${h(c)} could do a forward roll!`,
      `${h(c)} could do a forward roll now, a straight one.`,
    ),
  line: (c) =>
    by(c, `Now ${h(c)} knew the team.`, `Now ${h(c)} knew which team was ${c.hero.his}.`),
  snack: (c) =>
    by(
      c,
      `${h(c)} and ${o(c)} shared the apple.`,
      `${h(c)} and ${o(c)} shared the apple, one bite each.`,
    ),
};

/** What a moment leaves behind, told once each, the worry's own as the worry put right. */
export function learnt(tried: Gate, dreaded: (c: EnCtx) => string): Line[] {
  return Object.entries(LEARNT).map(([k, text]) => (c: EnCtx) => {
    if (!tried(c, k) || c.handed([`learnt:${k}`]).length) return null;
    c.once([`learnt:${k}`]);
    if (k === dreaded(c))
      return by(
        c,
        `That was what ${h(c)} had feared. It was all right!`,
        `The very thing ${h(c)} had been afraid of had happened, and it had been all right.`,
      );
    return text(c);
  });
}
