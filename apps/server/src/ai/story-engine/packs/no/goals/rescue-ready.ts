// Det en lang redning forteller i tillegg til forsøkene, hvert av dem fordi noe skjedde før:
// ropene lokker fram folk, som blir bedt om å holde seg unna og være stille; når det som når
// fram er satt opp, blir den som skal ut, sikret først, alle får en jobb, så ingenting skremmer
// den som sitter fast nå, og veien ut fortelles med sin ene skrekk. Når det er over, kjenner
// helten sin egen skrekk.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { toolOf } from '../../rescue-tool';
import { han, shape, who } from './rescue-words';
import { cap } from '../../../text';

type Steps = NonNullable<GoalTexts<NoCtx>['steps']>;
type After = NonNullable<GoalTexts<NoCtx>['after']>;

const h = (c: NoCtx) => c.hero.name;
const hHan = (c: NoCtx) => c.hero.han;
/** Den som holder: hjelperen som er der, vennen, ellers naboen som kom med det. */
const holder = (c: NoCtx) => c.helper?.kindDef ?? c.friend?.name ?? 'naboen';

/** Hvor det er trygt på stedet, og hvor faren er. */
function sides(c: NoCtx): [string, string] {
  const w = who(c);
  switch (c.spot) {
    case 'roof':
      return ['takrenna var lav nok til å nå', 'takstenene oppe ved pipa var bratte og glatte'];
    case 'ledge':
      return ['stien nedenfor var bred og trygg', 'hylla var smal, med et langt fall under'];
    case 'well':
      return [
        'kanten på brønnen var bred nok til å lene seg over',
        'veggene inni var bratte og slimete',
      ];
    case 'drain':
      return ['rista løsnet lett', 'inni var kummen trang og mørk'];
    case 'hole':
      return ['kanten på hullet var fast', 'sidene var bratte og smuldret'];
    case 'net':
      return ['det meste av garnet hang løst', `noen tråder satt stramt rundt ${w}`];
    case 'ice':
      return ['nær land var isen tykk og hvit', `der ute hvor ${w} satt, var den tynn og mørk`];
    case 'mud':
      return ['gresset i kanten var fast', 'lenger ute var gjørma bløt og dyp'];
    case 'rock':
      return ['land var ikke langt unna', 'mellom land og steinen var vannet dypt og kaldt'];
    default:
      return ['stammen var tykk og sterk', `greina der ${w} satt, var tynn og svaiet`];
  }
}

/** Før det første forsøket blir stedet sett over: hvor det er trygt, og hvor det ikke er det. */
const look: Steps['look'] = [
  (c) => {
    const [safe, danger] = sides(c);
    return by(
      c,
      `${h(c)} så nøye etter. ${cap(safe)}, men ${danger}.`,
      `Før ${hHan(c)} gjorde noe, så ${h(c)} nøye etter. ${cap(safe)}, men ${danger}. «Vi må være forsiktige,» sa ${hHan(c)}.`,
      `Før ${hHan(c)} gjorde noe annet, stoppet ${h(c)} og så nøye på hele stedet. ${cap(safe)}, men ${danger}. «Så det er der faren er,» sa ${hHan(c)} lavt, og bestemte seg for å gå sakte.`,
    );
  },
];

/** Ropene har lokket fram folk: de blir bedt om å gå litt unna og være stille. */
const crowd: Steps['crowd'] = [
  (c) =>
    by(
      c,
      `Folk kom for å se. «Hysj, gå litt unna,» sa ${h(c)}. Alle ble stille.`,
      `Ropene hadde fått folk til å stoppe: en dame med handlepose og en gutt på sykkel. «Gå litt unna og vær stille,» sa ${h(c)}. «${cap(han(c))} er redd nok fra før.»`,
      `Nå hadde ropene lokket fram noen som ville se: en dame med handleposer og en gutt med sykkel. Alle snakket i munnen på hverandre. «Vær så snill og gå litt unna, og vær stille,» sa ${h(c)}. «${cap(who(c))} er redd nok fra før.» En etter en trakk de seg unna og hvisket.`,
    ),
];

/** Før noen går ut til den som sitter fast, blir de selv sikret. */
const safe: Steps['safe'] = [
  (c) => {
    const k = holder(c);
    const hans = c.hero.hans;
    switch (shape(c)) {
      case 'out':
        return by(
          c,
          `${cap(k)} bandt et tau rundt ${h(c)}. «For sikkerhets skyld,» sa ${k}.`,
          `Før ${h(c)} gikk ut, bandt ${k} et tau rundt livet ${hans} og holdt i den andre enden. «Hvis noe gir etter, drar jeg deg tilbake,» sa ${k}.`,
          `Før ${h(c)} gikk ut, bandt ${k} et tau rundt livet ${hans} med en god, sterk knute og tok et fast tak i den andre enden. «Hvis noe gir etter, drar jeg deg rett tilbake,» sa ${k}. ${h(c)} nikket og kjente seg litt modigere.`,
        );
      case 'down':
        return by(
          c,
          `${cap(k)} holdt godt i beltet til ${h(c)}. «Jeg har deg,» sa ${k}.`,
          `Før ${h(c)} lente seg over kanten, tok ${k} et godt tak i beltet ${hans}. «Jeg har deg,» sa ${k}. «Du faller ikke.»`,
          `Før ${h(c)} lente seg over kanten, satte ${k} seg på kne bak ${c.hero.ham} og holdt beltet ${hans} fast med begge hender. «Jeg har deg,» sa ${k}. «Len deg så langt du vil. Du faller ikke.»`,
        );
      case 'up':
        return by(
          c,
          `De la jakker på bakken under. «For sikkerhets skyld,» sa ${k}.`,
          `Nede på bakken la ${k} og de andre jakkene sine utover bakken, mykt og tykt. «I tilfelle noen sklir,» sa ${k}.`,
          `Nede på bakken tok ${k} og de andre av seg jakkene og la dem utover, den ene oppå den andre, mykt og tykt. «I tilfelle noen sklir,» sa ${k}, «selv om ingen kommer til å gjøre det.»`,
        );
      case 'caught':
        return by(
          c,
          `${cap(k)} holdt garnet i ro. «Sett i gang,» sa ${k}.`,
          `Før ${h(c)} begynte, tok ${k} tak i garnet på begge sider og holdt det i ro, så det ikke kunne stramme seg mer. «Sett i gang,» sa ${k}.`,
          `Før ${h(c)} begynte, tok ${k} tak i garnet på begge sider og holdt det helt i ro, så ingen tråd kunne stramme seg mens ${h(c)} jobbet. «Sett i gang,» sa ${k}. «Jeg lar det ikke røre seg.»`,
        );
      default:
        return null;
    }
  },
];

/** Alle får en jobb før det siste forsøket, så ingenting skremmer den som sitter fast nå. */
const jobs: Steps['jobs'] = [
  (c) =>
    by(
      c,
      `«Du holder, jeg går,» sa ${h(c)}. Alle nikket og var stille.`,
      `${h(c)} ga alle en jobb. «Du holder det stødig,» sa ${hHan(c)} til ${holder(c)}. «Alle andre holder seg unna og er stille.» Alle nikket.`,
      `${h(c)} så seg rundt og ga alle sin egen jobb. «Du holder det stødig,» sa ${hHan(c)} til ${holder(c)}, «og slipper ikke, uansett hva som skjer.» Alle andre skulle holde seg unna og være stille, så ingenting skremte ${who(c)} nå. Alle nikket, og ingen sa et ord til.`,
    ),
];

/** Det som skremmer på planken, etter stedet: isen knaker, gjørma suger. */
function plankFright(c: NoCtx): [string, string] {
  if (c.spot === 'ice') return ['Isen knaket, men den holdt!', 'knaket isen høyt under planken'];
  if (c.spot === 'mud')
    return ['Gjørma slurpet, men planken holdt!', 'sank planken litt ned i gjørma med et slurp'];
  return ['Planken knirket, men den holdt!', 'knirket planken og vippet litt'];
}

/** Veien ut til den som sitter fast, langs det som ble satt opp: én skrekk underveis, så videre. */
const creep: Steps['creep'] = [
  (c) => {
    const w = who(c);
    switch (toolOf(c)) {
      case 'ladder':
        return by(
          c,
          `${h(c)} klatret opp, trinn for trinn. Et trinn knirket, men det holdt!`,
          `${h(c)} klatret opp stigen, ett trinn om gangen. Halvveis knirket et trinn, og alle gispet. ${h(c)} sto helt stille. Så klatret ${hHan(c)} videre til ${hHan(c)} var rett under ${w}.`,
          `${h(c)} begynte å klatre, ett trinn om gangen, uten å se ned. Halvveis knirket et trinn høyt, og nede på bakken gispet alle. ${h(c)} holdt seg helt i ro og telte til tre. Så klatret ${hHan(c)} videre, sakte, til ${hHan(c)} var rett under ${w}.`,
        );
      case 'plank': {
        const [sound, fright] = plankFright(c);
        return by(
          c,
          `${h(c)} krøp ut på planken. ${sound}`,
          `${h(c)} krøp ut på planken på alle fire. Halvveis ${fright}, og alle holdt pusten. ${h(c)} lå stille et øyeblikk. Så krøp ${hHan(c)} videre, til ${w} nesten var innen rekkevidde.`,
          `${h(c)} krøp ut på planken på alle fire, sakte, så vekten ble spredt. Halvveis ${fright}, og alle holdt pusten. ${h(c)} lå helt stille og telte til tre. Ingenting mer skjedde, så ${hHan(c)} krøp videre, helt til ${w} nesten var innen rekkevidde.`,
        );
      }
      case 'rope':
        if (shape(c) !== 'down') return null;
        return by(
          c,
          `${h(c)} firte tauet ned, sakte. Det svingte, så hang det stille.`,
          `${h(c)} firte tauet ned, hånd over hånd. Halvveis hektet det seg fast og svingte, og ${h(c)} måtte stoppe og roe det. Så gikk det ned igjen, helt til løkka hang rett over ${w}.`,
          `${h(c)} firte tauet ned, hånd over hånd, så sakte ${hHan(c)} kunne. Halvveis hektet det seg i en stein og svingte vilt, og alle holdt pusten. ${h(c)} ventet til det hang stille igjen. Så gikk det ned, litt om gangen, helt til den myke løkka hang rett over ${w}.`,
        );
      case 'scissors':
        return by(
          c,
          `${h(c)} satte seg på kne ved garnet og kjente på trådene, én etter én.`,
          `${h(c)} satte seg på kne ved garnet og kjente langs trådene, én etter én, for å finne dem som holdt ${w} hardest.`,
          `${h(c)} satte seg på kne ved garnet og kjente langs trådene, én etter én, for å finne dem som holdt ${w} hardest. ${cap(w)} sprellet én gang. Da ${han(c)} lå stille igjen, fortsatte ${h(c)}.`,
        );
      default:
        return null;
    }
  },
];

export const rescueReady: Steps = { look, crowd, safe, jobs, creep };

/** Når den som ble reddet, er varm, kjenner helten endelig sin egen skrekk. */
const shaky: After['shaky'] = [
  (c) =>
    by(
      c,
      `Nå skalv ${h(c)} også. ${cap(hHan(c))} satte seg ned og lo litt.`,
      `Først nå merket ${h(c)} at ${hHan(c)} selv var helt skjelven. ${cap(hHan(c))} satte seg ned et øyeblikk og lo litt. «Det var skummelt,» sa ${hHan(c)}.`,
      `Først nå, da ${who(c)} var trygg, merket ${h(c)} at ${hHan(c)} selv var helt skjelven. ${cap(hHan(c))} satte seg ned et øyeblikk og lo, litt usikkert. «Det var det skumleste jeg noen gang har gjort,» sa ${hHan(c)}.`,
    ),
];

export const rescueReadyAfter: Pick<After, 'shaky'> = { shaky };
