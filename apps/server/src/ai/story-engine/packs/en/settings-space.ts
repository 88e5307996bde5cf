// The places out in space that are not the moon: a comet, an asteroid, a ringed planet (drawn
// as the moon's setting) and a space station (drawn as space). Each line speaks only for its own
// place, so the moon's grey dust is never told on the comet's ice.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';

/** Surfaces with a look of their own: the moon's grey dust and small blue Earth do not fit. */
export const OWN_SURFACE = new Set(['comet', 'asteroid', 'ringplanet']);

const at =
  (id: string, tpl: (c: EnCtx) => string): ((c: EnCtx) => string | null) =>
  (c) =>
    c.place.id === id ? tpl(c) : null;

export const surfaceSpace: Bank<EnCtx> = [
  at('comet', (c) =>
    by(
      c,
      `The comet was icy and {sparkly|glittery|shiny}.`,
      `The comet was made of ice and dust, and it {sparkled|glittered|shimmered} like frost on a window.`,
      `The comet was a great lump of dusty ice, and wherever the sunlight touched it, it {sparkled|glittered|glinted} like frost on a winter window.`,
    ),
  ),
  at('comet', (c) =>
    by(
      c,
      `Behind the comet, a long tail {glowed|shone}.`,
      `Behind them, the comet’s tail streamed out into space like a long, {glowing|shining|silver} scarf.`,
      `Behind them, the comet’s tail streamed far out into space, like a {silver|glowing|shimmering} scarf that nobody would ever finish knitting.`,
    ),
  ),
  at('comet', (c) =>
    by(
      c,
      `Little puffs of frost {floated|drifted} up.`,
      `Here and there, little puffs of frost {drifted|floated|rose} up from cracks in the ice without a sound.`,
      `Here and there, thin jets of frosty gas rose silently from cracks in the ice and drifted away {like breath on a cold morning|like steam from a silent kettle}.`,
    ),
  ),
  at('asteroid', (c) =>
    by(
      c,
      `The asteroid was a big, {lumpy|bumpy|knobbly} rock.`,
      `The asteroid was one big, {lumpy|knobbly|bumpy} rock, shaped a bit like a {potato|peanut|bread roll}.`,
      `The asteroid was a single enormous rock, shaped rather like a {potato|peanut}, and so small that its edge curved away only a few steps off.`,
    ),
  ),
  at('asteroid', (c) =>
    by(
      c,
      `Other rocks {floated|drifted|tumbled} slowly by.`,
      `All around, other asteroids {drifted|tumbled|floated} slowly past, {big ones and small ones|some no bigger than a football}.`,
      `All around, other asteroids tumbled slowly through the dark, some as big as mountains and some no bigger than a football, and none of them in any hurry.`,
    ),
  ),
  at('asteroid', (c) =>
    by(
      c,
      `One hop, and ${c.hero.name} floated {high|so high}!`,
      `The asteroid pulled so little that one small hop sent ${c.hero.name} floating {high|gently|slowly} over the rocks.`,
      `The asteroid held on so weakly that one careless hop could send you sailing off into space, so ${c.hero.name} moved {very gently|on tiptoe|one slow step at a time}.`,
    ),
  ),
  at('ringplanet', (c) =>
    by(
      c,
      `Big rings went {all|right} across the sky.`,
      `Huge rings of ice and rock {arched|stretched|curved} across the sky like a {bridge|silver road}.`,
      `Enormous rings of ice and rock arched from one side of the sky to the other, like a {bridge|silver road} drawn with a ruler.`,
    ),
  ),
  at('ringplanet', (c) =>
    by(
      c,
      `The ground was {orange|golden} and soft like sand.`,
      `The ground was {orange|golden|pale yellow} and soft, like {sand|brown sugar}, and {two|three} small moons hung low above it.`,
      `The ground was {orange|golden} and as soft as brown sugar, and {two|three} small moons hung low above it, waiting their turn to go round.`,
    ),
  ),
  at('ringplanet', (c) =>
    by(
      c,
      `The rings {glittered|sparkled|shone}.`,
      `Looking closely, ${c.hero.name} saw that the rings were made of millions of tiny {bits of ice|pebbles}, all going round and round.`,
      `Looking closely, ${c.hero.name} saw that the rings were not solid at all, but millions of tiny {bits of ice|pebbles}, all going round the planet like a very slow race.`,
    ),
  ),
];

export const stationSpace: Bank<EnCtx> = [
  at('station', (c) =>
    by(
      c,
      `Inside the station, everything {floated|drifted}.`,
      `Inside the space station, {pens|socks|spoons} and {cups|a hairbrush|a sandwich} floated slowly past, because up here nothing falls down.`,
      `Inside the space station, {pens|socks|spoons} and {cups|a hairbrush|half a sandwich} drifted lazily past, because up here nothing ever falls down, not even a dropped spoon.`,
    ),
  ),
  at('station', (c) =>
    by(
      c,
      `Lights blinked on {every wall|all the walls}.`,
      `Little {green|blue|red} lights blinked on every wall, and the {fans|machines|pumps} hummed softly.`,
      `Little {green|blue|red} lights blinked on every wall, and the {fans|machines|pumps} hummed softly, as if the whole station were quietly thinking.`,
    ),
  ),
  at('station', (c) =>
    by(
      c,
      `From a round window, the Earth looked {blue|round|lovely}.`,
      `Through a round window, the Earth turned slowly below, blue and white and {beautiful|enormous|shining}.`,
      `Through a round window, the whole Earth turned slowly below, blue and white and so {beautiful|enormous} that ${c.hero.name} forgot to breathe for a moment.`,
    ),
  ),
];
