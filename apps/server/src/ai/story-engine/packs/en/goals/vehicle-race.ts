// A race run by a vehicle hero (a tractor, a rubbish truck, a little race car): driven round the
// track against other vehicles, never run on foot in running shoes.
import type { EnCtx } from '../../../compose/ctx-en';
import type { EventWords } from './contest-words';

export function vehicleRaceWords(c: EnCtx): EventWords {
  const kind = c.hero.kind;
  return {
    the: 'the big race',
    hope: `${c.hero.move} round the track faster than anyone`,
    entry: 'the race',
    prize: 'a shiny gold cup',
    about: `Once a year the ${kind}s, the cars and the trucks of the town raced round the old track, and the winner got a cup`,
    practise: `${c.hero.moved} round the yard and back, again and again`,
    slip: `${c.hero.he} took the corner much too fast and skidded sideways into a heap of sand`,
    lesson: 'Slow down before the corner, and speed up after it',
    part: (w) => `${w} waved a flag at the finish and cheered at every lap`,
    eve: `had a wash, got the tank filled up and the tyres pumped hard`,
    others: 'Cars, trucks and tractors in bright colours stood humming at the start line',
    start: 'the flag came down, and off they all went',
    mishap: 'a wheel slid on a patch of mud, and off the track went the racer',
    fix: 'slowed down, turned back onto the track, just as they had practised, and raced on',
    special: 'a special cup for the racer who came back onto the track and finished',
    winner: 'a fast little blue car',
  };
}
