// En sak om noe som er borte, fortalt som en ekte detektivhistorie: åstedet først, spor av hver
// sin sort, mistenkte som blir spurt pent og renvasket av et spor, en felle, og den skyldige
// tatt på fersken, med en snill grunn og en snill slutt.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { LAIR, TRAITS, caseExit, sceneIndoors } from '../../../plan/case-file';
import { placeById } from '../../../lexicon/places';
import { by } from '../../by-band';
import { clueNow, file, knownClues, sceneOfCase, spotter, told, writerOf } from '../../case-facts';
import {
  AMENDS_NO,
  clueMeans,
  clueSaid,
  culprit,
  exit,
  ground,
  LAIR_NO,
  notThem,
  REASON_NO,
  sceneIn,
  suspect,
} from './case-words';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
const def = (c: NoCtx) => c.thing?.def ?? 'kaka';
const den = (c: NoCtx) => c.thing?.den ?? 'den';
const food = (c: NoCtx) => file(c).food;
const KEEPER: Record<string, string> = {
  bakery: 'bakeren',
  cafe: 'kokken',
  restaurant: 'kokken',
  school: 'læreren',
  classroom: 'læreren',
  kindergarten: 'læreren',
  library: 'bibliotekaren',
  museum: 'vakten på museet',
  farm: 'bonden',
  garden: 'bestefar',
  park: 'parkvakten',
  beach: 'fiskeren',
  harbour: 'fiskeren',
  station: 'kapteinen',
  moon: 'kapteinen',
};
/** Den voksne som passer på åstedet: familiens egen, eller den som hører til der. */
const keeper = (c: NoCtx): string => c.keeper?.name ?? KEEPER[sceneOfCase(c).id] ?? 'mamma';
const Keeper = (c: NoCtx) => cap(keeper(c));
const indoors = (c: NoCtx) => sceneIndoors(placeById(sceneOfCase(c).id).setting);
/** Der det borte lå. */
const spot = (c: NoCtx) =>
  food(c)
    ? placeById(sceneOfCase(c).id).setting === 'kitchen'
      ? 'benken'
      : 'bordet'
    : indoors(c)
      ? 'hylla'
      : 'benken';
/** Hvordan veien inn ser ut ved første blikk. */
const open = (c: NoCtx) =>
  caseExit(placeById(sceneOfCase(c).id).setting) === 'fence'
    ? 'det var et nytt hull i gjerdet'
    : `${exit(c)} sto på gløtt`;
/** Sporene funnet så langt, sagt kort: «bittesmå føtter, grå pels». */
const known = (c: NoCtx) => knownClues(c).map((k) => clueMeans(c, k));
/** «verken Mons eller Bamse»; én alene: «ikke Mons». */
const neither = (xs: string[]) =>
  xs.length < 2
    ? `ikke ${xs[0] ?? ''}`
    : `verken ${xs.slice(0, -1).join(', ')} eller ${xs[xs.length - 1]}`;
const list = (xs: string[]) =>
  xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} og ${xs[xs.length - 1]}`;
/** Agnet i fella: noe av det samme som ble tatt. */
const bait = (c: NoCtx) => {
  const r = file(c).reason;
  if (food(c)) return `litt mer av ${def(c)}`;
  return r === 'shiny' ? 'en blank teskje' : r === 'nest' ? 'et par myke sokker' : 'en gammel ball';
};
const seen = (c: NoCtx) => {
  const t = TRAITS[file(c).culprit];
  return `noe ${t.size === 'big' ? 'stort' : t.size === 'tiny' ? 'bitte lite' : 'lite'} og ${t.covering === 'feather' ? 'fjærkledd' : t.covering === 'spines' ? 'piggete' : 'lodent'}`;
};

export const caseSolve: GoalTexts<NoCtx> = {
  intro: [
    (c) =>
      by(
        c,
        `En morgen var ${h(c)} ${sceneIn(c)}.`,
        `En {helt vanlig|lys|stille} morgen var ${h(c)} ${sceneIn(c)}, der {alt var som det pleide|det var lunt og godt|alle kjente ${c.hero.ham}}.`,
        `Det var en {helt vanlig|lys og stille|grå og rolig} morgen, og ${h(c)} var ${sceneIn(c)}, der {alt pleide å være akkurat som det skulle|hver ting hadde sin faste plass|ingenting spennende noen gang skjedde}.`,
      ),
  ],
  want: [
    (c) =>
      food(c)
        ? by(
            c,
            `${Keeper(c)} satte ${def(c)} på ${spot(c)}.`,
            `${Keeper(c)} hadde {nettopp|akkurat} satt ${def(c)} på ${spot(c)} for å kjølne, og det luktet {kanel og sukker|smør og vanilje|så godt at magen rumlet}.`,
            `${Keeper(c)} hadde {nettopp|akkurat} satt ${def(c)} på ${spot(c)} for å kjølne, og hele rommet luktet så godt at selv klokka på veggen så ut til å tikke saktere.`,
          )
        : by(
            c,
            `${cap(def(c))} lå på ${spot(c)}.`,
            `${cap(def(c))} lå på ${spot(c)} ${sceneIn(c)}, der ${den(c)} {alltid lå|pleide å ligge}.`,
            `${cap(def(c))} lå på ${spot(c)} ${sceneIn(c)}, på akkurat den plassen der ${den(c)} alltid hadde ligget, så lenge ${h(c)} kunne huske.`,
          ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${Keeper(c)} {nynnet|smilte|plystret} mens arbeidet gikk.`,
        `${Keeper(c)} {nynnet|plystret} mens arbeidet gikk, og ${h(c)} ${c.friend ? `og ${c.friend.name} ` : ''}{hjalp til|så på|talte skjeer og kopper}.`,
        `${Keeper(c)} nynnet mens arbeidet gikk, og ${h(c)} ${c.friend ? `og ${c.friend.name} ` : ''}hjalp til med alt det små: tørket av bordet, ryddet på plass og passet på at ingenting forsvant. {Det skulle vise seg å være vanskeligere enn det hørtes ut|Men det gikk ikke helt som planlagt|Men så skjedde noe ingen hadde ventet}.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men plutselig var ${den(c)} borte! «Hvem har tatt ${den(c)}?» ropte ${keeper(c)}.`,
        `Men da ${keeper(c)} snudde seg, var ${def(c)} {borte|sporløst borte|forsvunnet}! «Hvem kan ha tatt ${den(c)}?» sa ${keeper(c)} og {så seg rundt|klødde seg i hodet|satte seg tungt ned}.`,
        `Men da ${keeper(c)} snudde seg for å hente {et fat|en kniv|brillene sine}, var ${def(c)} sporløst borte, som om ${den(c)} aldri hadde vært der. «Hvem i all verden kan ha tatt ${den(c)}?» sa ${keeper(c)} og så seg rundt, men ingen svarte.`,
      ),
  ],
  decide: [
    (c) => {
      const me = writerOf(c);
      const start = by(
        c,
        `«Vi finner det ut!» sa ${h(c)}.`,
        `${h(c)} {rettet seg opp|tok et dypt pust|la hodet på skrå}. «{Dette er en sak for detektiver|Vi skal finne ut hvem det var|Vi løser saken}!» sa ${c.hero.han}.`,
        `${h(c)} rettet seg opp. «Dette er en sak for ekte detektiver,» sa ${c.hero.han}, «og ekte detektiver begynner på åstedet.»`,
      );
      const kit = me
        ? by(
            c,
            ` ${me.name} fant fram ei notatbok.`,
            ` ${me.name} fant fram {ei lita notatbok|ei notatbok og en blyant|et forstørrelsesglass og ei notatbok}.`,
            ` ${me.name} fant fram ei lita notatbok, en spiss blyant og et forstørrelsesglass, for det er det ekte detektiver har med seg.`,
          )
        : '';
      const mate = c.friend
        ? by(
            c,
            ` «Jeg hjelper!» sa ${c.friend.name}.`,
            ` «Jeg {blir med|hjelper til}, {selvsagt|klart}!» sa ${c.friend.name}. «{Vi er et lag|To detektiver er bedre enn én}.»`,
          )
        : '';
      return `${start}${kit}${mate}`;
    },
  ],
  travel: [
    (c) =>
      by(
        c,
        `Sporet gikk ut ${c.place.to}, og de fulgte etter.`,
        `Sporet gikk ut gjennom ${exit(c)} og videre ${c.place.to}, og ${c.team.name} fulgte etter, {med nesa ned|steg for steg|på tå}.`,
        `Sporet gikk ut gjennom ${exit(c)} og videre ${c.place.to}, like ved, og ${c.team.name} fulgte etter, steg for steg, så de ikke skulle tråkke på noe viktig.`,
      ),
  ],
  case: {
    look: [
      (c) =>
        food(c)
          ? by(
              c,
              `Fatet var tomt. ${cap(open(c))}.`,
              `De så seg nøye rundt. Fatet var tomt, ${open(c)}, og det lå smuler strødd utover.`,
              `{De begynte med å se seg nøye rundt|Først undersøkte de alt|Aller først så de seg omkring}. Fatet var tomt, bortsett fra noen smuler, ${open(c)}, og rundt fatet lå smulene strødd, som om noen hadde hatt det travelt.`,
            )
          : by(
              c,
              `Plassen på ${spot(c)} var tom.`,
              `De så seg nøye rundt. Plassen på ${spot(c)} var tom, og ${open(c)}.`,
              `{De begynte med å se seg nøye rundt|Først undersøkte de alt|Aller først så de seg omkring}. Plassen på ${spot(c)} var tom og ren, bortsett fra et lite merke i støvet, og ${open(c)}.`,
            ),
      (c) =>
        by(
          c,
          `«Her skjedde det,» sa ${h(c)}.`,
          `«Her er åstedet,» sa ${h(c)} {alvorlig|lavt|med detektivstemme}. «{Ingen rører noe|Se hvor dere tråkker|Ikke flytt på noe}.»`,
        ),
      (c) =>
        by(
          c,
          `«${cap(den(c))} var her nettopp,» sa ${keeper(c)}.`,
          `«${cap(den(c))} {lå her for bare et øyeblikk siden|var her nettopp|sto akkurat her},» sa ${keeper(c)} {og pekte|og ristet på hodet|lavt}, «og jeg var {bare borte en liten stund|bare ute et øyeblikk|ikke borte lenge}.»`,
        ),
    ],
    clue: [
      (c) => {
        const k = clueNow(c);
        const said = clueSaid(c, k);
        if (k === 'trail')
          return by(
            c,
            `${spotter(c)} fant ${said}.`,
            `Under ${spot(c)} fant ${spotter(c)} ${said}, og {sporet|det} gikk {rett|helt} bort til ${exit(c)}.`,
            `Under ${spot(c)} fant ${spotter(c)} det første sporet: ${said}, som gikk i en snodig bue over gulvet og helt bort til ${exit(c)}.`,
          );
        if (k === 'prints')
          return by(
            c,
            `${cap(ground(c))} var det ${said}.`,
            `${cap(ground(c))} fant ${spotter(c)} {noe nytt|det neste sporet|noe viktig}: ${said}, {mange av dem|i en lang rad|som gikk i sikksakk}.`,
            `${cap(ground(c))}, der ingen hadde trådt, fant ${spotter(c)} ${said}, små og tydelige som stempler, i en lang rad.`,
          );
        if (k === 'tuft')
          return by(
            c,
            `Ved ${exit(c)} satt ${said}.`,
            `Ved ${exit(c)} satt det fast ${said}, og ${spotter(c)} plukket den {forsiktig|varsomt} opp.`,
            `Ved ${exit(c)} hadde noe satt seg fast på en spiker: ${said}. ${spotter(c)} plukket den forsiktig løs og holdt den opp mot lyset.`,
          );
        if (k === 'bite')
          return by(
            c,
            `På gulvet lå en smule med ${said.replace(/ i en bit som var blitt igjen$/, '')}.`,
            `Bak ${spot(c)} lå det en liten bit, og i den var det ${said.replace(/ i en bit som var blitt igjen$/, '')}.`,
            `Helt innerst bak ${spot(c)} fant ${spotter(c)} en bit som den som tok ${den(c)}, hadde mistet, og i den var det ${said.replace(/ i en bit som var blitt igjen$/, '')}.`,
          );
        if (k === 'sound')
          return by(
            c,
            `Hysj! Der hørte de ${said}.`,
            `{Plutselig|Med ett|Akkurat da} hørte de ${said} fra {en busk|et hjørne|bak et skur} ${c.place.in}, men da de så etter, var det ingen der.`,
            `Med ett hørte de noe fra bak skuret ${c.place.in}: ${said}. Men da de listet seg bort, var det ingen der, bare noen blader som fremdeles beveget seg.`,
          );
        return by(
          c,
          `${spotter(c)} snuste. Det var ${said}!`,
          `${spotter(c)} snuste {i lufta|med nesa høyt|og snuste igjen}. Der var ${said}, svak, men tydelig, og den kom fra {et sted like ved|et sted litt lenger bort|et sted bak skuret}.`,
          `${spotter(c)} stoppet og snuste. {Svakt, men helt tydelig|Ganske svakt|Tydelig nok} kjente ${c.hero.han} ${said}, og den ble {sterkere jo lenger de gikk|sterkere for hvert skritt|tydeligere bortover}.`,
        );
      },
      (c) => {
        const k = clueNow(c);
        if (k === 'trail') return null;
        const me = writerOf(c);
        return me
          ? by(
              c,
              `${me.name} skrev det ned: ${clueMeans(c, k)}.`,
              `${me.name} skrev det ned i notatboka: «${cap(clueMeans(c, k))}.»`,
              `${me.name} skrev det pent ned i notatboka, «${cap(clueMeans(c, k))}», og satte en strek under.`,
            )
          : by(
              c,
              `«${cap(clueMeans(c, k))},» sa ${h(c)}.`,
              `«${cap(clueMeans(c, k))},» sa ${h(c)} høyt, så ingen skulle glemme det.`,
            );
      },
      (c) => {
        const k = clueNow(c);
        const f = c.friend?.name;
        if (k === 'prints')
          return by(
            c,
            `${f ?? h(c)} målte dem med fingeren.`,
            `${f ?? h(c)} la ${f ? 'labben' : 'fingeren'} ved siden av for å måle, og {sporene var ikke større enn en knapp|det var tydelig hvor store de var}.`,
          );
        if (k === 'tuft')
          return by(
            c,
            `Den var myk og lett.`,
            `Den var {myk og lett|så lett at den nesten fløy av gårde}, og ${h(c)} la den forsiktig i en liten konvolutt.`,
          );
        if (k === 'sound')
          return f
            ? by(
                c,
                `«Hørte du det?» hvisket ${f}.`,
                `«Hørte du det?» hvisket ${f}, og ${h(c)} nikket uten å si noe.`,
              )
            : null;
        if (k === 'trail')
          return by(
            c,
            `Noen hadde gått den veien.`,
            food(c)
              ? `Noen hadde gått den veien, og ${c.p(['ikke', 'slett ikke'])} for lenge siden, for smulene var fortsatt myke.`
              : `Noen hadde dratt ${den(c)} den veien, og ${c.p(['ikke', 'slett ikke'])} for lenge siden.`,
          );
        return null;
      },
    ],
    suspect: [
      (c) => {
        const s = suspect(c);
        const i = c.case?.n ?? 0;
        if (i === 0)
          return by(
            c,
            `«Var det deg, ${s.name}?» spurte ${h(c)} snilt.`,
            `Den første de lurte på, var ${s.name}, ${s.a} ${s.lives(c)}. «Har du sett ${def(c)}?» spurte ${h(c)} {vennlig|høflig|forsiktig}.`,
            `Den første de ville snakke med, var ${s.name}, ${s.a} ${s.lives(c)}. ${h(c)} satte seg på huk og spurte vennlig: «Kan du hjelpe oss? {Vi leter etter ${def(c)}|Vet du hvor ${def(c)} ble av|${cap(def(c))} er borte}.»`,
          );
        if (i === 1)
          return by(
            c,
            `Så kom ${s.name}, ${s.a}.`,
            `Så fikk de øye på ${s.name}, ${s.a} ${s.lives(c)}. «Hvor var du i morges?» spurte ${h(c)} {pent|rolig|og smilte}.`,
            `Etter en stund kom ${s.name} forbi, ${s.a} ${s.lives(c)}. ${h(c)} hilste pent og spurte: «Hvor var du i morges, da ${def(c)} forsvant?»`,
          );
        return by(
          c,
          `${s.name} satt der og så på dem.`,
          `${cap(c.place.in)} satt ${s.name}, ${s.a} ${s.lives(c)}, og så nysgjerrig på dem. «Vet du noe om ${def(c)}?» spurte ${h(c)}.`,
          `${cap(c.place.in)} satt ${s.name}, ${s.a} ${s.lives(c)}, og fulgte dem med blikket. ${h(c)} gikk bort og spurte høflig om ${s.han} visste noe om ${def(c)}.`,
        );
      },
      (c) => {
        const s = suspect(c);
        const i = c.case?.n ?? 0;
        if (i === 0)
          return by(
            c,
            `«Nei,» sa ${s.name}. «${s.alibi}.»`,
            `«${s.alibi},» sa ${s.name} og {gjespet|så litt fornærmet ut|ristet på hodet}.`,
            `${s.name} tenkte seg om. «${s.alibi},» sa ${s.han} til slutt, «men jeg skal gjerne svare på flere spørsmål.»`,
          );
        if (i === 1)
          return by(
            c,
            `${s.name} ristet på hodet. «${s.alibi}.»`,
            `${s.name} ristet på hodet. «Ikke jeg. ${s.alibi}.»`,
            `${s.name} så forskrekket ut. «Ikke jeg!» sa ${s.han}. «${s.alibi}, og det kan alle bekrefte.»`,
          );
        return by(
          c,
          `«${s.alibi},» svarte ${s.name}.`,
          `«${s.alibi},» svarte ${s.name} rolig, «spør hvem du vil.»`,
          `«{Det er lett å svare på|Det kan jeg fortelle|Godt spørsmål},» sa ${s.name} {rolig|vennlig|og rettet seg opp}. «${s.alibi}. {Spør hvem du vil|Alle kan bekrefte det|Det er helt sant}.»`,
        );
      },
      (c) => {
        const me = writerOf(c);
        return me
          ? by(
              c,
              `${me.name} skrev det ned.`,
              `${me.name} skrev ned svaret, ord for ord, for {en god detektiv glemmer ingenting|det er slik en ekte detektiv gjør|det kunne bli viktig senere}.`,
            )
          : null;
      },
    ],
    herring: [
      (c) => {
        const s = suspect(c);
        return by(
          c,
          `Men se! ${s.name} ${s.sign}.`,
          `Men {så|da} la ${h(c)} merke til noe: ${s.name} ${s.sign}. {Var det ${s.han} likevel?|Kunne det være ${s.han}?}`,
          `Men så la ${h(c)} merke til noe som fikk hjertet til å hoppe: ${s.name} ${s.sign}. Hadde ${s.han} sagt noe som ikke var sant?`,
        );
      },
      (c) =>
        writerOf(c)
          ? by(
              c,
              `${writerOf(c)!.name} skrev ${suspect(c).name} på lista.`,
              `${writerOf(c)!.name} skrev ${suspect(c).name} øverst på lista over mistenkte, med et stort spørsmålstegn.`,
            )
          : null,
    ],
    cleared: [
      (c) => {
        const s = suspect(c);
        const i = c.case?.n ?? 0;
        const why = notThem(c, i);
        if (i === 0)
          return by(
            c,
            `Men ${why}. Det var ikke ${s.name}!`,
            `Men ${why}. {Da kunne det ikke være ${s.name}|Så ${s.name} hadde snakket sant}!`,
            `${h(c)} så på sporene igjen og så på ${s.name}. ${cap(why)}. ${s.name} hadde snakket sant.`,
          );
        if (i === 1)
          return by(
            c,
            `${s.name} var uskyldig, for ${why}.`,
            `${h(c)} pekte i notatboka: ${why}. Så ${s.name} var uskyldig.`,
            `${h(c)} sammenlignet det ${s.name} hadde sagt, med det sporene sa. ${cap(why)}, og ${s.name} var uskyldig.`,
          );
        return by(
          c,
          `Heller ikke ${s.name}: ${why}.`,
          `Heller ikke ${s.name} passet, for ${why}.`,
          `Det tok ikke lang tid å se at heller ikke ${s.name} passet: ${why}.`,
        );
      },
      (c) => {
        const s = suspect(c);
        return told(c, 'herring') && c.case?.n === 0
          ? by(c, `Og ${s.why}.`, `Og det andre var lett å forklare: ${s.why}.`)
          : null;
      },
      (c) =>
        by(
          c,
          `«Unnskyld,» sa ${h(c)} til ${suspect(c).name}.`,
          `«Unnskyld at vi lurte,» sa ${h(c)}, og ${suspect(c).name} {svarte med|sa bare} ${suspect(c).sound}.`,
        ),
    ],
    witness: [
      (c) =>
        c.case?.n === 0
          ? by(
              c,
              `${Keeper(c)} husket noe: «Jeg hørte et lite tass.»`,
              `${Keeper(c)} husket plutselig noe. «I morges hørte jeg noe som tasset ved ${exit(c)},» sa ${keeper(c)}, «men jeg trodde det var vinden.»`,
              `${Keeper(c)} {satte seg ned og tenkte|ble stille en stund|rynket pannen}. «{Nå husker jeg noe|Vent litt|Å, nå kom jeg på noe},» sa ${keeper(c)} {langsomt|lavt|plutselig}. «{Tidlig i morges|Like etter frokost|Da kaffen kokte} hørte jeg {lette små skritt|et lite krafs|noe som tasset} ved ${exit(c)}, men jeg trodde det var {vinden som lekte med gardinene|bare huset som knirket|regnet}.»`,
            )
          : by(
              c,
              `En gammel mann på en benk vinket. «Jeg så noe lite løpe forbi,» sa han.`,
              `På en benk ${c.place.in} satt en gammel mann og matet spurver. «Jeg så ${seen(c)} pile forbi i morges,» sa han, «med noe i munnen.»`,
              `På en benk ${c.place.in} satt en gammel mann og matet spurver, og han hadde sett alt. «Tidlig i morges pilte ${seen(c)} forbi her,» sa han og strøk seg over skjegget, «og det hadde noe i munnen som luktet veldig godt.»`,
            ),
    ],
    timeline: [
      (c) =>
        by(
          c,
          `«Når var ${den(c)} her sist?» spurte ${h(c)}.`,
          `«Når så du ${den(c)} sist?» spurte ${h(c)}. «Klokka ni,» sa ${keeper(c)}, «og klokka ti var ${den(c)} borte.»`,
          `«Vi må vite nøyaktig når det skjedde,» sa ${h(c)}. ${Keeper(c)} tenkte seg om. «Klokka {ni|åtte|halv ti} sto ${den(c)} her, det er jeg {helt sikker på|sikker på|nesten helt sikker på}. {Klokka ti|En time senere|Litt senere} var ${den(c)} borte, og i mellomtiden var jeg bare {ute et lite øyeblikk|i kjelleren|ute med søpla}.»`,
        ),
      (c) =>
        writerOf(c)
          ? by(
              c,
              `${writerOf(c)!.name} skrev: ni og ti.`,
              `${writerOf(c)!.name} skrev klokkeslettene i notatboka og tegnet ei lita klokke ved siden av.`,
            )
          : null,
    ],
    search: [
      (c) =>
        by(
          c,
          `De kikket under en busk og bak en stein, men fant ingenting.`,
          `De lette {under buskene|bak vannkanna|i det høye gresset} og bak et gammelt skur, men ${den(c)} var ikke der.`,
          `De lette {systematisk, slik ekte detektiver gjør|nøye, ett sted om gangen|grundig, fra den ene enden til den andre}: {under buskene|under hekken|bak trærne}, {bak vannkanna|bak ei tønne|under en benk} og {inne i et gammelt skur|i det høye gresset|bak en haug med blader}. ${cap(den(c))} var ikke der, men {overalt luktet det svakt av noe som hadde vært der for ikke lenge siden|her og der var det små merker, som om noe hadde vært der nylig|gresset var trykket ned på ett sted, som om noe hadde hvilt der}.`,
        ),
      (c) =>
        c.friend
          ? by(
              c,
              `«Den gjemmer seg godt,» sa ${c.friend.name}.`,
              `«Den som tok ${den(c)}, er flink til å gjemme seg,» sa ${c.friend.name}, «men vi er flinkere til å lete.»`,
            )
          : null,
    ],
    notes: [
      (c) => {
        const me = writerOf(c);
        const k = known(c);
        if (!me || !k.length) return null;
        return by(
          c,
          `${me.name} leste fra boka.`,
          `${me.name} bladde i notatboka og leste høyt det de visste så langt.`,
          `${me.name} bladde i notatboka og strøk under det viktigste. Det var ikke mye ennå, men det var en begynnelse.`,
        );
      },
    ],
    map: [
      (c) =>
        writerOf(c)
          ? by(
              c,
              `${writerOf(c)!.name} tegnet et kart over sporene.`,
              `${writerOf(c)!.name} tegnet et lite kart i notatboka, med et kryss for hvert spor, og alle kryssene pekte samme vei.`,
              `${writerOf(c)!.name} tegnet et kart over alt, med et kryss for hvert spor de hadde funnet. Da ${c.hero.han} trakk en strek mellom kryssene, pekte streken rett mot et hjørne ${c.place.in}.`,
            )
          : by(
              c,
              `${h(c)} tenkte på alle stedene de hadde funnet spor.`,
              `${h(c)} tenkte på hvor hvert spor hadde ligget, og alle pekte samme vei.`,
            ),
    ],
    snack: [
      (c) =>
        by(
          c,
          `${Keeper(c)} ga dem en kopp kakao.`,
          `${Keeper(c)} kom med {kakao|saft|varm melk} og brødskiver med honning. «{Detektiver må også spise|Ingen tenker godt på tom mage|Litt mat, så går tankene lettere},» sa ${keeper(c)}.`,
          `${Keeper(c)} kom med kakao og brødskiver med honning, og en liten stund satt de bare og blåste på koppene og tenkte. «Detektiver trenger også en pause,» sa ${keeper(c)}.`,
        ),
    ],
    think: [
      (c) => {
        const names = file(c)
          .innocents.map((_, i) => i)
          .filter((i) => told(c, `cleared:${i}`))
          .map((i) => suspect(c, i).name);
        return by(
          c,
          `Hvem var det? ${names.length ? `${cap(neither(names))}.` : 'Ingen visste.'}`,
          `${h(c)} tenkte seg om. ${names.length ? `Det var ${neither(names)}.` : ''} Den som tok ${den(c)}, måtte være ${seen(c)}.`,
          `${h(c)} satte seg på en stein og tenkte så det knaket. ${names.length ? `Det var ${neither(names)}, det hadde sporene vist.` : ''} Den som tok ${den(c)}, måtte være ${seen(c)}, og det måtte bo et sted like i nærheten.`,
        );
      },
      (c) =>
        c.friend
          ? by(
              c,
              `«Men hvem?» sa ${c.friend.name}.`,
              `«Men hvem er så liten?» lurte ${c.friend.name} og klødde seg bak øret.`,
            )
          : null,
    ],
    stakeout: [
      (c) =>
        by(
          c,
          `«Vi setter en felle,» sa ${h(c)}. De la ut ${bait(c)}.`,
          `«Vi setter en felle,» sa ${h(c)}. De la ${bait(c)} på en stein ${c.place.in} og gjemte seg bak {en stor busk|skuret|ei tønne}.`,
          `«Den som tok ${den(c)}, {kommer nok tilbake etter mer|vil nok ha mer|blir nok fristet igjen},» sa ${h(c)}. «{Så vi setter en felle|Derfor lager vi en felle|Så vi lokker den fram}.» De la ${bait(c)} midt på en flat stein ${c.place.in}, og så gjemte de seg bak {en stor busk|skuret|ei gammel tønne}.`,
        ),
      (c) =>
        by(
          c,
          `«Når jeg blunker, er vi helt stille,» hvisket ${h(c)}.`,
          `«Når jeg blunker to ganger, betyr det at den kommer,» hvisket ${h(c)}, og ${c.friend ? c.friend.name : 'alle'} nikket alvorlig.`,
          `«{Vi trenger et tegn|Vi må ha et signal|Hør her},» hvisket ${h(c)}. «Når jeg {blunker to ganger|løfter en finger|nikker}, betyr det at den kommer, og da rører vi oss ikke før den er {helt framme ved agnet|helt inntil agnet|midt i fella}.»`,
        ),
      (c) =>
        by(
          c,
          `Så ventet de, helt stille.`,
          `Så ventet de, {helt stille|uten et ord|på tå hev}, og ingen rørte seg.`,
        ),
    ],
    alarm: [
      (c) =>
        by(
          c,
          `Noe raslet! Men det var bare et blad.`,
          `Plutselig raslet det i busken, og ${h(c)} holdt pusten. Men det var bare {et blad som blåste forbi|en liten meitemark|en sommerfugl}.`,
          `Plutselig raslet det i busken, og hjertet til ${h(c)} dunket fort. Men det var bare {et tørt blad som vinden lekte med|en humle som hadde gått seg vill|en sommerfugl som landet på agnet og fløy videre}, og de måtte bite seg i leppa for ikke å fnise.`,
        ),
    ],
    miss: [
      (c) =>
        by(
          c,
          `${h(c)} blunket, og agnet var borte!`,
          `${h(c)} blunket bare én gang, og da ${c.hero.han} så igjen, var agnet borte! Rundt steinen var det ferske spor.`,
          `${h(c)} blunket bare én eneste gang, og da ${c.hero.han} så igjen, var agnet borte. Rundt steinen var det {ferske, bittesmå spor|nye merker i jorda}, og bak en busk forsvant {en hale|noe lite|en skygge} så fort at ingen rakk å se {den ordentlig|hva det var}.`,
        ),
      (c) =>
        c.friend
          ? by(
              c,
              `«Den er rask!» sa ${c.friend.name}.`,
              `«Den er raskere enn oss,» sukket ${c.friend.name}, «men nå vet vi i alle fall at den kommer tilbake.»`,
            )
          : null,
    ],
    trap: [
      (c) =>
        by(
          c,
          `Nå strødde de mel rundt det nye agnet.`,
          `Denne gangen la de ut ${bait(c)} igjen, strødde mel rundt og bandt ei lita bjelle til ${food(c) ? 'fatet' : 'agnet'}.`,
          `{Denne gangen var de lurere|Nå hadde de lært noe|Denne gangen tenkte de seg bedre om}. De la ut ${bait(c)} igjen, strødde et tynt lag mel rundt, {slik at hvert eneste fotspor ville synes|så ingen kunne komme uten å sette spor}, og bandt ei lita bjelle til ${food(c) ? 'fatet' : 'agnet'}, {så de ville høre det med en gang|som ville klinge ved minste berøring}.`,
        ),
      (c) =>
        by(
          c,
          `Så gjemte de seg igjen.`,
          `{Så krøp de tilbake i skjulet sitt|Så gjemte de seg igjen|Så la de seg ned bak busken igjen}, {enda stillere enn før|helt uten en lyd|og holdt pusten}.`,
        ),
    ],
    wait: [
      (c) =>
        by(
          c,
          `De ventet lenge. ${c.friend ? `${c.friend.name} holdt pusten.` : 'Ingen kom.'}`,
          `Minuttene gikk. ${c.friend ? `${c.friend.name} måtte nyse, men holdt seg for nesa i siste liten.` : `${h(c)} fikk kløe på nesa, men rørte seg ikke.`}`,
          `{Minuttene gikk veldig sakte|Tiden sneglet seg av sted|Det ble en lang venting}. En flue landet på nesa til ${h(c)}, og ${c.friend ? `${c.friend.name} måtte bite seg i leppa for ikke å le` : 'det var nesten umulig å sitte stille'}, men ingen rørte seg.`,
        ),
      (c) =>
        by(
          c,
          `Sola gikk lavere.`,
          `Skyggene ble lengre, og ${c.place.in} ble det stille, bare {en fugl som sang langt borte|vinden i trærne|en bil langt borte}.`,
        ),
    ],
  },
  attempt: [],
  progress: [],
  advice: [],
  ask: [],
  turn: {
    clever: [
      (c) =>
        told(c, 'stakeout')
          ? by(
              c,
              `Da hørte de ${clueSaid(c, 'sound')}. Noe kom fram!`,
              `Da hørte de det igjen: ${clueSaid(c, 'sound')}. Fram fra ${LAIR_NO[LAIR[file(c).culprit]]} kom ${seen(c)}, rett bort til agnet.`,
              `Da, midt i stillheten, hørte de det igjen: ${clueSaid(c, 'sound')}. Fram fra ${LAIR_NO[LAIR[file(c).culprit]]} listet ${seen(c)} seg, så seg rundt og gikk rett bort til agnet.`,
            )
          : by(
              c,
              `Sporene førte til ${LAIR_NO[LAIR[file(c).culprit]]}.`,
              `${h(c)} fulgte sporene og lyden helt bort til ${LAIR_NO[LAIR[file(c).culprit]]}, og der inne rørte det seg noe.`,
              `${h(c)} la sammen alle sporene, fulgte dem helt bort til ${LAIR_NO[LAIR[file(c).culprit]]}, og der inne var det noe som rørte seg.`,
            ),
    ],
    together: [
      (c) =>
        by(
          c,
          `Sammen listet de seg fram. Der var det noe!`,
          `Sammen, på tå, listet de seg bort til ${LAIR_NO[LAIR[file(c).culprit]]}, og der rørte det seg ${seen(c)}.`,
          `Sammen, hånd i hånd og på tå, listet de seg bort til ${LAIR_NO[LAIR[file(c).culprit]]}, og der inne var det ${seen(c)} som rørte på seg.`,
        ),
    ],
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} var modig og kikket inn. Der var det noe!`,
          `${h(c)} tok et dypt pust og kikket helt inn i ${LAIR_NO[LAIR[file(c).culprit]]}, og der satt ${seen(c)}.`,
          `Det var mørkt, men ${h(c)} tok et dypt pust, la seg ned og kikket helt inn i ${LAIR_NO[LAIR[file(c).culprit]]}, og der inne satt ${seen(c)} og blunket.`,
        ),
    ],
    gift: [
      (c) =>
        by(
          c,
          `${h(c)} holdt opp ${c.gift?.def ?? 'lykta'}. Der var det noe!`,
          `${h(c)} holdt opp ${c.gift?.def ?? 'lykta'}, og i lyset så de ${seen(c)} ved ${LAIR_NO[LAIR[file(c).culprit]]}.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const who = culprit(c);
      const k = known(c);
      const match = k.length
        ? by(c, ` Akkurat som sporene!`, ` ${cap(who.han)} hadde ${list(k)}, akkurat som sporene.`)
        : '';
      const thing = food(c) ? `en bit av ${def(c)} i munnen` : def(c);
      const caught = by(
        c,
        `Det var ${who.a} med ${thing}!`,
        `Det var ${who.a}, med ${thing}!`,
        `Det var ${who.a}, og ${who.han} hadde ${thing} med seg!`,
      );
      const sorry = by(
        c,
        ` «Unnskyld,» sa ${who.bare}. «${cap(REASON_NO[file(c).reason](c))}.»`,
        ` «Unnskyld,» sa ${who.bare} lavt. «Jeg tok ${den(c)} fordi ${REASON_NO[file(c).reason](c)}.»`,
        ` ${cap(who.bare)} så ned. «{Unnskyld|Jeg er så lei for det|Beklager},» sa ${who.han} {lavt|stille|forsiktig}. «Jeg tok ${den(c)} fordi ${REASON_NO[file(c).reason](c)}. {Jeg visste ikke at noen ville bli lei seg|Jeg skulle ha spurt først|Det var dumt av meg å ikke spørre}.»`,
      );
      const kind = by(
        c,
        ` ${h(c)} smilte. «Det går bra.»`,
        ` ${h(c)} {smilte|nikket} og sa at det gikk bra, for nå forsto ${c.hero.han} alt.`,
      );
      return `${caught}${match}${sorry}${kind}`;
    },
  ],
  home: [
    (c) =>
      `${AMENDS_NO[file(c).reason](c)}.${
        c.young
          ? ''
          : ` ${by(
              c,
              `Så ble det stille og fint ${sceneIn(c)} igjen.`,
              `{Etterpå ble det stille og fint|Snart var alt rolig} ${sceneIn(c)} igjen, og ${keeper(c)} satte på {kakao|te|en kanne saft} til alle.`,
              `{Etterpå ble det stille og fint|Snart var alt rolig|Til slutt ble det fredelig} ${sceneIn(c)} igjen. ${Keeper(c)} {satte på kakao|kokte te|fant fram saft}, og {de satt lenge og snakket om hele saken, fra det første sporet til det siste|alle ville høre hele saken én gang til|${h(c)} fortalte hele saken, spor for spor}.`,
            )}`
      }`,
  ],
  reflection: [
    (c) =>
      by(
        c,
        `«Saken er løst!» sa ${h(c)}.`,
        `«Saken er {løst|oppklart}!» sa ${h(c)} med dyp detektivstemme, og alle lo.`,
        `«Saken er oppklart,» sa ${h(c)} og lukket notatboka, «og den skyldige var snillere enn noen trodde.»`,
      ),
    (c) =>
      by(
        c,
        `Alle sporene hadde passet.`,
        `{Hvert eneste spor hadde passet|Alle sporene stemte}, og {ingen hadde vært slem|ingen var egentlig skurk}, bare ${file(c).reason === 'babies' ? 'en mor med sultne unger' : 'litt for ivrig'}.`,
      ),
  ],
  refrain: [
    (c) => `Spor for spor og steg for steg, ${h(c)} finner ut, du og jeg!`,
    () => `Hvem, hvem, hvem var det? Sporene vet det!`,
  ],
  title: [
    (c) => `${h(c)} og saken om ${def(c)}`,
    (c) => `Hvem tok ${def(c)}?`,
    (c) => `Detektiv ${h(c)} ${sceneIn(c)}`,
  ],
};
