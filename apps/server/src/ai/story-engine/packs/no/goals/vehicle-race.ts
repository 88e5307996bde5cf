// Et løp et kjøretøy kjører (en traktor, en søppelbil, en liten racerbil): rundt banen mot
// andre kjøretøy, aldri løpt til fots i joggesko.
import type { NoCtx } from '../../../compose/ctx-no';
import type { EventWordsNo } from './contest-words';

export function vehicleRaceWordsNo(c: NoCtx): EventWordsNo {
  return {
    the: 'det store billøpet',
    hope: `${c.hero.move} rundt banen fortere enn alle andre`,
    entry: 'løpet',
    prize: 'en blank gullpokal',
    about:
      'En gang i året kjørte bilene, lastebilene og traktorene i byen om kapp rundt den gamle banen, og vinneren fikk en pokal',
    practise: `${c.hero.moved} rundt gårdsplassen og tilbake, igjen og igjen`,
    slip: `${c.hero.han} tok svingen altfor fort og skrenset rett inn i en sandhaug`,
    lesson: 'Sakte inn i svingen, og fort ut av den',
    part: (w) => `${w} viftet med flagget ved målstreken og heiet på hver eneste runde`,
    eve: 'ble vasket, fikk fylt tanken og pumpet dekkene harde',
    others: 'Biler, lastebiler og traktorer i alle farger sto og brummet ved startstreken',
    start: 'flagget gikk ned, og av sted bar det',
    mishap: 'et hjul skled på en gjørmeflekk, og ut av banen gikk det',
    fix: 'saktet farten, svingte inn på banen igjen, akkurat som de hadde øvd, og kjørte videre',
    special: 'en egen pokal for den som kom tilbake på banen og kjørte i mål',
    winner: 'en liten, rask, blå bil',
  };
}
