// The weather the family set the story in: told at the start instead of a sunny morning, and
// told clearing once the team is out in it (or, for a story that stays in, before the evening).
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';

const part = (c: EnCtx) =>
  c.time === 'morning' ? 'morning' : c.time === 'day' ? 'day' : 'evening';
const light = (c: EnCtx) => (c.time === 'morning' || c.time === 'day' ? 'sun' : 'moon');

export const weatherStart: Bank<EnCtx> = [
  (c) =>
    c.weather === 'rain'
      ? by(
          c,
          `It was a rainy ${part(c)}. {Drip, drop|Pitter, patter|Plip, plop}, went the rain on the roof.`,
          `It was a grey, rainy ${part(c)}. The rain {drummed|pattered|tapped} on the {roof|windows} {without stopping|all the time|as if it would never stop}.`,
          `Rain had been falling since {the night before|early that ${part(c)}|long before breakfast}, drumming on the roof and running in little rivers down the windows.`,
        )
      : null,
  (c) =>
    c.weather === 'snow'
      ? by(
          c,
          `Snow was falling. Soft, white flakes {danced|floated|tumbled} past the window.`,
          `Snow was falling {softly|thickly|quietly} that ${part(c)}. Everything outside was turning white.`,
          `Snow had been falling {all night|since dawn|for hours}, big soft flakes that covered the fences and the roofs until the whole world was white and hushed.`,
        )
      : null,
  (c) =>
    c.weather === 'wind'
      ? by(
          c,
          `It was a windy ${part(c)}. {Whoosh|Whoo|Swish}, went the wind round the house.`,
          `It was a windy ${part(c)}: the trees {bent|swayed|creaked}, and the wind {whistled|howled|sang} round the corners of the house.`,
          `The wind had got up in the night and was still blowing hard, bending the trees, rattling the gate and chasing the leaves round and round the yard.`,
        )
      : null,
  (c) =>
    c.weather === 'fog'
      ? by(
          c,
          `It was a foggy ${part(c)}. Everything outside was soft and grey.`,
          `A thick fog lay over everything that ${part(c)}, so thick that {you could hardly see the gate|the trees were only grey shadows|the houses had disappeared}.`,
          `A thick white fog had crept in during the night, so that the trees were only grey shadows and every sound seemed far away.`,
        )
      : null,
  (c) =>
    c.weather === 'thunder'
      ? by(
          c,
          `A storm was blowing outside. {Rumble, rumble|Boom, boom}, went the thunder, far away.`,
          `A storm had come in over the {hills|village|sea}: the wind {howled|roared}, the rain lashed the windows, and thunder rumbled {far away|behind the hills}.`,
          `A storm had rolled in, with wind that howled round the house, rain that lashed the windows, and thunder that grumbled somewhere behind the hills.`,
        )
      : null,
];

export const weatherClears: Bank<EnCtx> = [
  (c) =>
    c.weather === 'rain'
      ? light(c) === 'sun'
        ? by(
            c,
            `Then the rain stopped, and the {puddles|drops} shone in the sun.`,
            `{At last|Slowly|Bit by bit} the rain stopped, and a {rainbow|bright rainbow} {stretched|arched} across the sky.`,
            `{At last|Slowly} the rain eased off, the clouds parted, and a rainbow arched across the sky as if to say well done.`,
          )
        : `The rain had stopped, and the drops on the {leaves|windows} shone in the {moonlight|lamplight}.`
      : null,
  (c) =>
    c.weather === 'snow'
      ? by(
          c,
          `Then the snow stopped. All was white and still.`,
          `{At last|Slowly} the snow stopped falling, and everything lay white and {still|quiet|shining}.`,
          `{At last|Slowly} the snow stopped falling, and the whole world lay white and shining, as still as a held breath.`,
        )
      : null,
  (c) =>
    c.weather === 'wind'
      ? by(
          c,
          `Then the wind stopped. All was still.`,
          `{At last|Slowly} the wind dropped, and the trees stood still again.`,
          `{At last|Slowly} the wind blew itself out, and the trees stood still again, as if they were resting.`,
        )
      : null,
  (c) =>
    c.weather === 'fog'
      ? by(
          c,
          `Then the fog lifted, and they could see far away.`,
          `{Slowly|Bit by bit} the fog lifted, and suddenly they could see {far and wide|all the way to the hills}.`,
          `{Slowly|Bit by bit} the fog thinned and lifted, and the world came back, tree by tree and roof by roof.`,
        )
      : null,
  (c) =>
    c.weather === 'thunder'
      ? by(
          c,
          `Then the storm went away, and all was quiet.`,
          `{At last|Slowly} the storm rumbled away over the hills, and it grew quiet again.`,
          `{At last|Slowly} the storm grumbled off over the hills, the wind dropped, and everything dripped and shone in the quiet.`,
        )
      : null,
];
