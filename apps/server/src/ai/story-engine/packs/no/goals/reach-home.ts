// Veien hjem: helten har gått seg bort, drevet av gårde eller blåst langt hjemmefra, vil hjem
// til den som venter der, finner veien forbi det som ligger imellom, og kommer hjem til en klem.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { placeById } from '../../../lexicon/places';
import { by } from '../../by-band';
import { Crowd, crowd } from '../slots';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
const han = (c: NoCtx) => c.hero.han;
const ham = (c: NoCtx) => c.hero.ham;
/** «en liten, hvit isbjørn som het Nanuk», eller bare navnet for et menneske. */
const called = (c: NoCtx) => (c.hero.person ? h(c) : `${c.hero.indef} som het ${h(c)}`);
/** Hvor helten har gått seg bort: «på Nordpolen», «i byen». */
const lostAt = (c: NoCtx) => c.start?.in ?? 'langt hjemmefra';
const lostDef = (c: NoCtx) => c.start?.def ?? 'det fremmede stedet';
/** Hjem som bare er «hjem»: huset, hytta. */
const PLAIN_HOME = new Set(['house', 'cottage', 'bedroom']);
/** Hjemmet som et eget sted («Sydpolen»), når det er mer enn et hus. */
const homePlace = (c: NoCtx) => (c.target && !PLAIN_HOME.has(c.target.id) ? c.target : undefined);
const R = (c: NoCtx) => c.recipient?.name;
/**
 * «hjem til mamma på Sydpolen», «hjem til mamma», «hjem til Sydpolen», «hjem til familien sin»
 * (med helten som subjekt); `mine` gir «familien min» i hans egen replikk.
 */
const homeTo = (c: NoCtx, mine = false): string => {
  const place = homePlace(c);
  if (R(c) && place) return `hjem til ${R(c)} ${place.in}`;
  if (R(c)) return `hjem til ${R(c)}`;
  if (place) return `hjem ${place.to}`;
  return mine ? 'hjem til familien min' : 'hjem til familien sin';
};
/** Den som savnes: «mamma», eller «alle der hjemme». */
const missed = (c: NoCtx) => R(c) ?? 'alle der hjemme';
/** Den som venter hjemme: «mamma», eller «hele familien». */
const waiting = (c: NoCtx) => R(c) ?? 'hele familien';
const snowy = (c: NoCtx) =>
  [c.start, c.target].some((p) => !!p && placeById(p.id).setting === 'snow');
/** Det en som driver av gårde sitter på: et isflak ved isen, ellers en stokk. */
const raft = (c: NoCtx) => (snowy(c) ? 'et isflak' : '{en tømmerstokk|et stykke drivved}');
const far = (c: NoCtx) => c.start?.to ?? 'ut på havet';

/** Hvordan helten havnet langt hjemmefra, fortalt én gang i starten. */
const astray = (c: NoCtx): string => {
  switch (c.astray) {
    case 'drift':
      return by(
        c,
        `${h(c)} drev av gårde på ${raft(c)}, helt ${far(c)}.`,
        `${h(c)} satt på ${raft(c)} da ${han(c)} plutselig merket at ${han(c)} drev av gårde, helt ${far(c)}.`,
        `${h(c)} hadde {slumret i sola|sett etter fisk|talt bølger} på ${raft(c)}, og da ${han(c)} endelig så opp, hadde ${han(c)} drevet helt ${far(c)}.`,
      );
    case 'blown':
      return by(
        c,
        `Et stort vindkast blåste ${h(c)} helt ${far(c)}.`,
        `Et {vilt|kraftig} vindkast hadde {tatt tak i|løftet} ${h(c)} og blåst ${ham(c)} langt av gårde, helt ${far(c)}.`,
        `Et {voldsomt høstvindkast|plutselig stormkast} hadde revet med seg ${h(c)}, rullet ${ham(c)} rundt og rundt og satt ${ham(c)} ned igjen, langt hjemmefra, ${lostAt(c)}.`,
      );
    case 'stranded':
      return by(
        c,
        `${h(c)} satt fast ${lostAt(c)}, langt hjemmefra.`,
        `${h(c)} var strandet ${lostAt(c)}, med {vann på alle kanter|verken båt eller bro}, og det var langt, langt hjem.`,
        `${h(c)} var strandet ${lostAt(c)}, med {det grå havet på alle kanter|ikke en båt i sikte}, og hjemmet lå et sted langt bortenfor himmelkanten.`,
      );
    case 'away':
      return by(
        c,
        `${h(c)} var langt hjemmefra, ${lostAt(c)}.`,
        `${h(c)} var {langt, langt|veldig langt} hjemmefra, ${lostAt(c)}, og ingenting der så kjent ut.`,
        `${h(c)} var veldig langt hjemmefra, ${lostAt(c)}, der {lydene|luktene|stiene} var fremmede og ingenting så ut slik det skulle.`,
      );
    default:
      return by(
        c,
        `${h(c)} gikk for langt og gikk seg bort ${lostAt(c)}.`,
        `${h(c)} hadde {vandret|gått} for langt, og nå hadde ${han(c)} gått seg bort ${lostAt(c)}.`,
        `${h(c)} hadde {fulgt etter en sommerfugl|jaget en kongle som trillet|tatt ett skritt til, og så ett til}, altfor langt, og nå hadde ${han(c)} gått seg bort ${lostAt(c)}.`,
      );
  }
};

export const homeWay: GoalTexts<NoCtx> = {
  intro: [
    (c) =>
      by(
        c,
        c.hero.person
          ? `${h(c)} var helt alene ${lostAt(c)}.`
          : `${h(c)} var ${c.hero.indef}. ${cap(han(c))} var helt alene ${lostAt(c)}.`,
        `${cap(lostAt(c))}, {langt hjemmefra|der ingenting så kjent ut|langt borte fra alt som var kjent}, {satt|sto} ${called(c)}.`,
        `${cap(lostAt(c))}, langt borte fra alt som var kjent, {satt|sto} ${called(c)} og {så seg til alle kanter|blunket forvirret|holdt seg helt i ro}.`,
      ),
    (c) =>
      by(
        c,
        c.hero.person
          ? `Dette er ${h(c)}. ${cap(han(c))} var langt hjemmefra, ${lostAt(c)}.`
          : `Dette er ${h(c)}, ${c.hero.indef}. ${cap(han(c))} var alene ${lostAt(c)}.`,
        `Det var en gang ${called(c)}, og en dag var ${han(c)} helt alene ${lostAt(c)}.`,
        `Dette er historien om ${h(c)}, ${c.hero.person ? '' : `${c.hero.indef} `}som en {grå|blåsete|stille} dag var helt alene ${lostAt(c)}, og om den lange veien hjem.`,
      ),
  ],
  want: [
    (c) =>
      `${astray(c)} ${by(
        c,
        `${h(c)} ville så gjerne ${homeTo(c)}.`,
        `Mer enn noe annet ønsket ${han(c)} seg ${homeTo(c)}.`,
        `Mer enn noe annet i hele verden ville ${han(c)} finne veien ${homeTo(c)}.`,
      )}`,
    (c) =>
      `${astray(c)} ${by(
        c,
        `«Jeg vil hjem,» sa ${h(c)}.`,
        `«Jeg vil hjem,» {hvisket|snufset|sa} ${h(c)}. «Jeg vil ${homeTo(c, true)}.»`,
        `«Jeg vil hjem,» {hvisket ${h(c)}|sa ${h(c)} ut i lufta}, og stemmen skalv litt. «Jeg vil ${homeTo(c, true)}.»`,
      )}`,
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} tenkte på ${missed(c)}, {langt borte|så langt borte}.`,
        `${h(c)} tenkte på ${missed(c)}, og på {kveldsmaten|den varme senga|godnattsangen}.`,
        `${h(c)} tenkte på ${missed(c)}, som sikkert {sto og så ut av vinduet|ropte på ${h(c)}|dekket på til kveldsmat} nå, og det knøt seg i magen.`,
      ),
    (c) =>
      by(
        c,
        `Alt ${lostAt(c)} var {så stort|så fremmed|så nytt}.`,
        `Alt ${lostAt(c)} var {altfor stort|altfor bråkete|så fremmed}, og ingenting luktet som hjemme.`,
        `Alt ${lostAt(c)} var {altfor stort|altfor bråkete|altfor fremmed}, og det fantes ikke én ting som luktet, hørtes ut eller føltes som hjemme.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men hvor gikk veien hjem?`,
        `Men hvor gikk veien hjem? {Alle stiene|Alle veiene} så like ut.`,
        `Men hvor gikk veien hjem? Alle stiene så like ut, og ${h(c)} ante ikke hvilken som ville føre ${ham(c)} tilbake.`,
      ),
    (c) =>
      by(
        c,
        `Det var {langt, langt|veldig, veldig langt} hjem.`,
        `Det var {langt, langt|veldig langt|mange mil} hjem, og ${h(c)} var {så liten|helt alene|bare en liten en}.`,
        `Det var veldig langt hjem, mye lenger enn ${h(c)} noen gang hadde gått alene, og snart ville det bli mørkt.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Jeg skal finne veien hjem,» sa ${h(c)}.`,
        `«Jeg skal finne veien hjem,» sa ${h(c)} og {trakk pusten dypt|rettet seg opp|tørket seg under nesa}.`,
        `«${cap(missed(c))} venter på meg,» sa ${h(c)} og {trakk pusten dypt|rettet seg opp så godt ${han(c)} kunne}. «Så jeg skal finne veien hjem, ett skritt om gangen.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} reiste seg og la i vei.`,
        `${h(c)} {trakk pusten dypt|så opp mot himmelen|telte til tre} og la i vei dit ${han(c)} trodde hjemmet var.`,
        `${h(c)} {trakk pusten dypt|så opp mot himmelen|telte sakte til tre}, valgte den veien som føltes mest som hjem, og la i vei, ${c.timid ? `litt redd, men ${han(c)} gikk likevel` : 'modig og bare litt redd'}.`,
      ),
  ],
  attempt: [
    (c) =>
      by(
        c,
        `${h(c)} prøvde en sti ${c.place.in}, men den gikk feil vei.`,
        `${h(c)} prøvde en sti ${c.place.in} som så ut som veien hjem, men den {gikk bare rundt i ring|endte blindt|førte tilbake dit ${han(c)} startet}.`,
        `${h(c)} prøvde en sti ${c.place.in} som lignet på veien hjem, men etter en lang stund {gikk den bare rundt i ring|endte den blindt|førte den rett tilbake dit ${han(c)} hadde startet}.`,
      ),
    (c) =>
      by(
        c,
        `«${cap(R(c) ?? 'hallo')}!» ropte ${h(c)}. Bare ekkoet svarte.`,
        `«${cap(R(c) ?? 'hallo')}!» ropte ${h(c)} så høyt ${han(c)} kunne ${c.place.in}, men bare ekkoet svarte.`,
        `«${R(c) ? `${cap(R(c) as string)}, hvor er du` : 'Er det noen her'}?» ropte ${h(c)} ${c.place.in}, så høyt ${han(c)} bare kunne, men bare et tynt, lite ekko kom tilbake.`,
      ),
  ],
  progress: [
    (c) =>
      by(
        c,
        `Noe ${c.place.in} luktet litt som hjemme.`,
        `Noe ${c.place.in} luktet {litt|bitte litt} som hjemme, og ${h(c)} skyndte seg litt mer.`,
        `Noe i lufta ${c.place.in} luktet bitte litt som hjemme, og ${h(c)} kjente at skrittene ble raskere og lettere.`,
      ),
    (c) =>
      by(
        c,
        `Nå var det ikke så langt hjem lenger.`,
        `«Jeg tror veien hjem går her,» sa ${h(c)} ${c.place.in}, og denne gangen hadde ${han(c)} rett.`,
        `«Jeg tror veien hjem går her,» sa ${h(c)} ${c.place.in}, og for første gang på lenge var ${han(c)} helt sikker.`,
      ),
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Følg {fuglene|trekkfuglene|endene},» sa ${c.helper.kindDef}. «De skal også hjem.»`,
            `«Følg {elva|kveldsstjerna|fuglene som flyr hjem},» sa ${c.helper.kindDef}, «så finner du veien.»`,
            `«Følg {elva|kveldsstjerna|fuglene som flyr hjem i skumringen},» sa ${c.helper.kindDef}, «for alt vil hjem til slutt, og de kjenner veien bedre enn noen.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Se etter noe du kjenner,» sa ${c.helper.kindDef}.`,
            `«Når du har gått deg bort, skal du se etter ting du kjenner,» sa ${c.helper.kindDef}. «De fører deg hjem.»`,
            `«Når man har gått seg bort,» sa ${c.helper.kindDef}, «skal man stoppe, se etter én ting man kjenner, og så en til; hjemme ligger ved enden av dem.»`,
          )
        : null,
    (c) =>
      c.helper && c.next && c.next.id !== c.target?.id
        ? by(
            c,
            `«Veien hjem går ${c.next.to},» sa ${c.helper.kindDef}.`,
            `«Veien din hjem går ${c.next.to},» sa ${c.helper.kindDef} {og pekte|og nikket|med et vink}.`,
            `«Veien din hjem går ${c.next.to},» sa ${c.helper.kindDef}, «og derfra husker beina resten av seg selv.»`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper && c.place.id !== c.target?.id
        ? by(
            c,
            `«Vet du hvor veien hjem går?» spurte ${h(c)}.`,
            `«Vet du veien ${homeTo(c, true)}?» spurte ${h(c)} {forsiktig|håpefullt|høflig}.`,
            `«Unnskyld,» sa ${h(c)}, «jeg har kommet langt bort, og jeg prøver å komme meg ${homeTo(c, true)}. Vet du veien?»`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `Det siste stykket var {tyngst|lengst|mørkest}. ${h(c)} gikk videre.`,
          `Det siste stykket hjem var det {tyngste|lengste|mørkeste}, men ${h(c)} tenkte på ${missed(c)} og gikk videre.`,
          `Det siste stykket hjem var det tyngste av alle, og ${h(c)} var veldig sliten, men ${han(c)} tenkte på ${missed(c)} og gikk videre, ett skritt, og ett til.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Crowd(c)} gikk det siste stykket sammen.`,
          `${Crowd(c)} gikk det siste stykket sammen, og ingen gikk seg bort igjen.`,
          `Det siste stykket gikk ${crowd(c)} sammen, tett inntil hverandre, og med venner ved siden av seg virket ikke veien hjem lang i det hele tatt.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} holdt opp ${c.gift.def}. Nå så ${han(c)} veien hjem!`,
              `${h(c)} holdt opp ${c.gift.def}, og det siste lyset traff ${c.gift.den} og viste veien hjem.`,
              `${h(c)} kom på ${c.gift.def} og holdt ${c.gift.den} opp, og det siste lyset traff ${c.gift.den} slik at ${c.gift.den} skinte som ei lita lykt, rett langs veien hjem.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} fikk en idé: følg {bekken|kveldsstjerna}!`,
          `${h(c)} fikk en idé: ${han(c)} skulle {følge kveldsstjerna|lytte etter lydene hjemmefra|følge bekken nedover}, og det ledet riktig vei.`,
          `${h(c)} fikk en idé: hjemme kunne ${missed(c)} alltid {se kveldsstjerna fra døra|høre bekken der nede}, så ${han(c)} fulgte den, og til slutt ledet den riktig vei.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const place = homePlace(c);
      const arrive = by(
        c,
        `Og der var hjemmet${place ? `, ${place.in}` : ''}!`,
        `Og så, {endelig|til slutt|omsider}, var ${h(c)} hjemme${place ? ` ${place.in}` : ''}!`,
        `Og så, til slutt, kom ${h(c)} over den siste kneika, og der var hjemmet${place ? ` ${place.in}` : ''}, akkurat der det alltid hadde vært.`,
      );
      const who = R(c);
      const hug = who
        ? by(
            c,
            `${cap(who)} var der. For en klem!`,
            `${cap(who)} kom {løpende|springende} ut og klemte ${h(c)} hardt. «Du er hjemme!»`,
            `${cap(who)} hadde ventet ved døra hele dagen, og nå kom ${c.recipient?.han ?? 'hun'} {løpende|springende} og klemte ${h(c)} så hardt og så lenge at ingen av dem ville slippe. «Du er hjemme,» sa ${c.recipient?.han ?? 'hun'}, «du er hjemme.»`,
          )
        : by(
            c,
            `Alle løp ut og klemte ${h(c)}.`,
            `${cap(waiting(c))} kom løpende, og alle klemte ${h(c)} på en gang. «Du er hjemme!»`,
            `${cap(waiting(c))} kom løpende ut, alle snakket i munnen på hverandre, og de klemte ${h(c)} fra alle kanter. «Du er hjemme,» sa de, «du er virkelig hjemme.»`,
          );
      return `${arrive} ${hug}`;
    },
  ],
  reflection: [
    (c) =>
      by(
        c,
        `${h(c)} var hjemme igjen hos ${waiting(c)}.`,
        `${h(c)} var hjemme igjen, {trygg og varm|akkurat der ${han(c)} hørte til}, med ${waiting(c)} rett ved siden av seg.`,
        `${h(c)} var hjemme igjen, akkurat der ${han(c)} hørte til, og ${waiting(c)} holdt seg tett inntil, som for å være helt sikker.`,
      ),
    (c) =>
      by(
        c,
        `Den lange veien var over, og ${h(c)} var hjemme.`,
        `${h(c)} hadde vært helt alene ${lostAt(c)}, men nå var ${han(c)} hjemme, og det var den beste følelsen av alle.`,
        `Det hadde vært lang vei hjem fra ${lostDef(c)}, men ${h(c)} hadde funnet den, med litt hjelp, og ${han(c)} ville aldri glemme vennene som hadde vist veien.`,
      ),
  ],
  refrain: [
    (c) => `Ett skritt, to skritt, litt om senn, snart er ${h(c)} hjemme igjen!`,
    () => `Over åsen, langt hjemmefra, sammen går det alltid bra!`,
  ],
  title: [
    (c) => `${h(c)} finner veien hjem`,
    (c) => (R(c) ? `${h(c)} og veien hjem til ${R(c)}` : `${h(c)} og veien hjem`),
    () => `den lange veien hjem`,
    (c) => (homePlace(c) ? `${h(c)} på vei hjem ${homePlace(c)?.to}` : null),
  ],
};
