// En konsert der barnet spiller et instrument alene: stykket, øvd på hjemme, notearket som
// glir ned fra stativet på kvelden, og å spille videre etter hukommelsen.
import type { NoCtx } from '../../../compose/ctx-no';
import { INSTRUMENT_DEF } from './learn-words-music';
import type { EventWordsNo } from './contest-words';

export function playedWords(c: NoCtx, instrument: string): EventWordsNo {
  const xmas = c.contest?.christmas;
  const on = INSTRUMENT_DEF[instrument] ?? 'pianoet';
  return {
    the: xmas ? 'julekonserten' : 'skolekonserten',
    hope: `spille stykket sitt på ${on} helt alene, hver tone på plass`,
    entry: 'stykket',
    prize: 'en stor bukett blomster',
    about: xmas
      ? 'Hver jul var det konsert i aulaen, og i år var det ett stykke som skulle spilles helt alene'
      : 'På slutten av semesteret var det konsert i aulaen, og i år var det ett stykke som skulle spilles helt alene',
    practise: `spilte stykket på ${on} igjen og igjen, på rommet sitt`,
    slip: 'den raske biten gikk helt i surr, og hele stykket falt fra hverandre',
    lesson: 'Spill den raske biten sakte, så kommer resten av seg selv',
    part: (w) => `${w} bladde om i notene og klappet takten`,
    eve: 'spilte hele stykket for familien etter middag, og alle klappet',
    others: xmas
      ? 'Bak teppet hvisket hele klassen i kostymene sine, engler, gjetere og sauer'
      : 'Bak teppet ventet de andre med instrumentene sine og hvisket',
    start: 'det ble stille i salen, og teppet gikk opp',
    mishap: 'et ark med noter gled ned fra notestativet og seilte ned på gulvet',
    fix: 'spilte videre etter hukommelsen, akkurat som de hadde øvd, og arket trengtes ikke likevel',
    special: 'den største jubelen hele kvelden',
    winner: '',
  };
}
