// A concert where the child plays an instrument alone: the piece, practised at home, the page
// of music that slides off the stand on the night, and playing on from memory.
import type { EnCtx } from '../../../compose/ctx-en';
import { INSTRUMENT_THE } from './learn-words-music';
import type { EventWords } from './contest-words';

export function playedWords(c: EnCtx, instrument: string): EventWords {
  const xmas = c.contest?.christmas;
  const on = INSTRUMENT_THE[instrument] ?? 'the piano';
  return {
    the: xmas ? 'the Christmas concert' : 'the school concert',
    hope: `play ${c.hero.his} piece on ${on} all alone, every note in its place`,
    entry: 'the piece',
    prize: 'a bunch of flowers',
    about: xmas
      ? 'Every Christmas there was a concert in the school hall, and this year there was one piece to be played all alone'
      : 'At the end of term there was a concert in the school hall, and this year there was one piece to be played all alone',
    practise: `played the piece on ${on} again and again, in the bedroom`,
    slip: 'the fast part went all wrong, and the whole piece fell apart',
    lesson: 'Play the fast part slowly, and the rest will follow',
    part: (w) => `${w} turned the pages of the music and clapped the beat`,
    eve: 'played the whole piece for the family after supper, and everyone clapped',
    others: xmas
      ? 'Behind the curtain the whole class whispered in their costumes, angels, shepherds and sheep'
      : 'Behind the curtain the others waited with their instruments, whispering',
    start: 'the hall went quiet, and the curtain opened',
    mishap: 'a page of the music slid off the stand and floated to the floor',
    fix: 'kept on playing from memory, just as they had practised, and the page was not needed after all',
    special: 'the loudest cheer of the whole evening',
    winner: '',
  };
}
