// When the thing built flies where it was built to go: the trip out, the landing at the place
// (the comet, the moon, Mars, the space station) and what they went for, found there and taken
// home — or, when they only wanted to go there, what they see out there.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';
import { team, who } from './slots';

const ride = (c: EnCtx) => c.thing?.the ?? 'the rocket';
/** A space station is docked at; a comet, a moon or a planet is landed on. */
const docks = (c: EnCtx) => c.place.id === 'station';
const land = (c: EnCtx) => (docks(c) ? `docked at ${c.place.the}` : `landed ${c.place.in}`);
/** Only from the moon is the Earth a small blue ball in the sky; out by a comet it is gone. */
const moon = (c: EnCtx) => c.place.id === 'moon';

export const landing: Bank<EnCtx> = [
  (c) => {
    const down = docks(c) ? `docked at ${c.place.the}` : `came down ${c.place.in}`;
    const a = who(c);
    return by(
      c,
      `{Bump|Thump|Plop|Whump}, down came ${ride(c)} ${docks(c) ? `at ${c.place.the}` : c.place.in}{| at last| safe and sound| with a wobble}!`,
      `{Through the dark|Past the last star|Over a sea of stars} ${ride(c)} went, {humming|rattling|purring} softly, until {with a bump|with a little hop|with a sigh} it ${down}.`,
      `For {a long time|what felt like hours|a whole sleepy while} ${ride(c)} {hummed|rattled|purred} through the dark, with ${a.name} {counting the stars|pressing ${a.his} nose to the glass|hardly daring to breathe}, until at last it ${down} {with a bump|as light as a feather|with a soft little hop}.`,
    );
  },
  (c) =>
    by(
      c,
      `{Bump|Thud|Whoosh}, ${ride(c)} ${land(c)}, and ${who(c).name} {cheered|clapped|laughed}.`,
      `The Earth grew {smaller and smaller|into a tiny dot} behind them, and after {a long, quiet trip|a long while among the stars} ${ride(c)} ${land(c)} {softly|with a little bump|ever so gently}.`,
      `${team(c)} flew {for a long time|for hours and hours} through the quiet dark, past stars that twinkled like little lanterns, before ${ride(c)} ${land(c)}, {with a soft bump|with a little hop|so gently that nobody felt it}.`,
    ),
  (c) =>
    by(
      c,
      `${team(c)} ${c.team.was} {there|really there|here at last}, ${c.place.in}!`,
      `"We're here!" {shouted|whispered|cheered} ${who(c).name} as ${ride(c)} came to a stop ${c.place.in}.`,
      `${ride(c)} gave one last shake and went still. The hatch slid open, and there, right outside, was ${c.place.the}, {just as ${c.hero.name} had dreamed|even lovelier than in the pictures|quiet and strange and beautiful}.`,
    ),
  (c) =>
    by(
      c,
      `At last ${team(c)} ${c.team.was} ${c.place.in}!`,
      `At last, after {all the hard work|all the tries|the long trip}, ${team(c)} ${c.team.was} ${c.place.in}, and ${c.hero.name} {pressed ${c.hero.his} nose to the window|could hardly sit still|let out a long, happy breath}.`,
      `At last, after all the tries and the long trip out, ${team(c)} ${c.team.was} ${c.place.in}, and {nobody said a word for a long while|${who(c).name} giggled for pure joy|everyone tingled right down to their toes}.`,
    ),
];

/** What they flew out for, found where they landed. */
export const fetchThere: Bank<EnCtx> = [
  (c) =>
    c.fetch
      ? by(
          c,
          `There lay ${c.fetch.a}, {glittering|glowing|twinkling}!`,
          `${docks(c) ? '{Behind a hatch|In a corner|By a window}' : `{Behind a rock|Down in a little crater|Right beside ${ride(c)}}`} lay ${c.fetch.a}, {glittering|glowing|twinkling}, just where ${c.hero.name} had {thought|hoped}.`,
          `It took a while to search, ${docks(c) ? '{behind hatches|in every corner}' : '{behind rocks|down in little craters}'}, but then ${who(c).name} {shouted|whispered}, "There!" And there lay ${c.fetch.a}, {glittering|glowing|twinkling}, just like in the dream.`,
        )
      : null,
  (c) =>
    c.fetch
      ? by(
          c,
          `${who(c).name} found ${c.fetch.the}!`,
          `${who(c).name} {floated|hopped|bounced} over and found ${c.fetch.the}, {lying there waiting|glittering and fine|shiny as a mirror}.`,
          `${who(c).name} {floated|hopped|bounced} {carefully|slowly|lightly} over, and there, {half hidden|tucked away|perfectly still}, lay ${c.fetch.the}, {finer than anyone had thought|shinier than anything on Earth|just as lovely as in ${c.hero.his} dreams}.`,
        )
      : null,
];

/** What they found, taken into the rocket to bring home. */
export const fetchTaken: Bank<EnCtx> = [
  (c) => {
    if (!c.fetch) return null;
    const lift = c.hero.hands ? `{lifted|picked} it up {gently|carefully}` : `took it gently`;
    return by(
      c,
      `${c.hero.name} took it {gently|carefully} along.`,
      `${c.hero.name} ${lift} and tucked it safely into ${ride(c)}. It was coming home with them.`,
      `${c.hero.name} ${lift}, as if it might break, and tucked it safely into ${ride(c)}, for it was coming home with them.`,
    );
  },
];

/** When they only wanted to go there: what they see out there before they fly home. */
export const lookThere: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      docks(c)
        ? `${team(c)} floated all around ${c.place.the}.`
        : `${team(c)} {hopped|bounced} about ${c.place.in}.`,
      docks(c)
        ? `${team(c)} floated down the long corridors and peeked out of {the round windows|every single window}.`
        : `${team(c)} {took|tried|made} {long, light hops|small, bouncy steps|big, floaty jumps|slow, giant leaps} ${c.place.in}, and every {hop|bounce|jump} {went on and on|felt like flying|took a whole breath|made them giggle|floated like a dream|lasted a slow count of three|ended in a soft puff of dust|was higher than the last}.`,
      docks(c)
        ? `${team(c)} floated from one end of ${c.place.the} to the other, peeked out of every round window and {laughed each time they spun around|waved at the stars sliding past}.`
        : `${team(c)} took long, slow hops ${c.place.in}, so long they had time to {laugh|wave|count to three} before their feet came down again, and ${who(c).name} {planted a little flag|drew a star with a foot} where they had landed.`,
    ),
  (c) =>
    by(
      c,
      moon(c)
        ? `{The Earth|Home|Our own planet} hung {like a blue ball|like a marble|blue and white|round and bright} {above them|in the black sky|over the hills of dust|far away}.`
        : `The stars were {so close|close enough to touch|brighter than ever}!`,
      moon(c)
        ? `{High above them|Far above them|Up in the black sky} hung the Earth, a {blue and white|round, blue|shining blue} ball, and ${c.hero.name} {waved towards home|pointed and laughed|held ${c.hero.his} breath|blew it a kiss|waved hello to it}.`
        : `The stars were closer than ever, and ${c.hero.name} {reached up|laughed and pointed|held ${c.hero.his} breath}, as if ${c.team.they} could touch them.`,
      moon(c)
        ? `High above them hung the Earth, a blue and white ball in the dark, and ${who(c).name} thought that somewhere down there was {their house|a bed at home}, tiny and safe.`
        : `The stars were closer than ever, thousands of them, and ${team(c)} stood a long time looking, until ${who(c).name} whispered, "${c.team.plural ? 'We' : 'I'} must never forget this."`,
    ),
];
