// Skrittene en lang redning forteller i tillegg, hvert ført av det forrige: det første forsøket
// skremte den som sitter fast, så den blir roet ned; forsøkene har vist hva som trengs, så
// noen vet hvem som har det; det hentes og settes stødig opp; den som sitter fast lokkes mot
// hånda. Etterpå leveres det lånte tilbake, og de som lette, forteller hvordan det hele skjedde.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { coverOf } from '../../rescue-body';
import { ownTool, toolOf, type Tool } from '../../rescue-tool';
import { belongsTo, ham, han, homeTo, roleOf, shape, spotOf, who, Who } from './rescue-words';
import { carrier, needed } from './rescue-steps';
import { cap } from '../../../text';

type Steps = NonNullable<GoalTexts<NoCtx>['steps']>;
type After = NonNullable<GoalTexts<NoCtx>['after']>;

const h = (c: NoCtx) => c.hero.name;
const hHan = (c: NoCtx) => c.hero.han;
const person = (c: NoCtx) => belongsTo(c) === 'parents';
/** Lyden den som sitter fast, lager når den er redd. */
const cries = (c: NoCtx) => (person(c) ? 'gråt' : 'pep');

const TOOL_DEF: Record<Tool, [string, string]> = {
  ladder: ['stigen', 'den stigen'],
  rope: ['tauet', 'det tauet'],
  plank: ['planken', 'den planken'],
  scissors: ['saksa', 'den saksa'],
  other: ['', ''],
};
/** Den som holder: hjelperen som er der, vennen, ellers naboen. */
const holder = (c: NoCtx) => c.helper?.kindDef ?? c.friend?.name ?? 'naboen';

/** Det første forsøket skremte den som sitter fast: helten setter seg ned og nynner den rolig. */
const calm: Steps['calm'] = [
  (c) =>
    by(
      c,
      `${Who(c)} ${cries(c)} høyt av skrekk. ${h(c)} satte seg ned og nynnet en rolig sang.`,
      `Forsøket hadde skremt ${who(c)}, og nå ${cries(c)} ${han(c)} høyere enn før. ${h(c)} skjønte at det ikke hjalp å skynde seg. ${cap(hHan(c))} satte seg rolig ned og begynte å nynne en sang, den samme lave sangen om og om igjen, til det ble stille ${spotOf(c).at}.`,
      `Forsøket hadde skremt ${who(c)}, og nå ${cries(c)} ${han(c)} høyere enn noen gang. ${h(c)} skjønte at ingenting ville gå bra så lenge ${who(c)} var så redd. Derfor satte ${hHan(c)} seg ned, pustet langsomt og begynte å nynne på en rolig sang, den samme lave sangen om og om igjen. Litt etter litt ble det stille ${spotOf(c).at}, og ${who(c)} lyttet.`,
    ),
];

/** Når det haster mer, blir den som sitter fast, redd igjen: helten forteller hva som skal skje. */
const calmAgain: Steps['calmAgain'] = [
  (c) =>
    by(
      c,
      `${Who(c)} ble redd igjen. «Vi henter hjelp nå,» sa ${h(c)} rolig.`,
      `Nå ble ${who(c)} redd igjen og ${cries(c)} lavt. «Hør her,» sa ${h(c)} rolig. «Nå henter vi noe som når helt fram, og så kommer vi og henter deg.» Det ble stille igjen.`,
      `Nå ble ${who(c)} redd igjen og ${cries(c)} lavt og sårt. ${h(c)} fortalte rolig, ord for ord, hva som skulle skje: «Nå henter vi noe som når helt fram til deg. Så kommer jeg, sakte, og så er det over.» Om ${who(c)} forsto ordene, var ikke godt å si, men stemmen forsto ${han(c)}, og det ble stille igjen.`,
    ),
];

/** Forsøkene har vist hva som trengs: noen vet hvor det finnes, eller hvor det står parkert. */
const borrow: Steps['borrow'] = [
  (c) => {
    const r = roleOf(c);
    if (ownTool(c) && r)
      return by(
        c,
        `«Vi trenger ${r.tool}!» sa ${h(c)}.`,
        `«Vi trenger ${r.tool},» sa ${h(c)}. Men ${r.ride} sto et godt stykke unna.`,
        `«Det vi trenger, er ${r.tool},» sa ${h(c)} og så opp. Det var bare ett problem: ${r.ride} sto et godt stykke unna, og ingen ville gå fra ${who(c)} nå.`,
      );
    return by(
      c,
      `«Hvem har ${needed(c)}?» ropte ${h(c)}. «Spør naboen!» svarte en dame.`,
      `«Hvem har ${needed(c)}?» ropte ${h(c)}. En dame som hadde stoppet for å se, pekte bortover veien. «Naboen min har ${needed(c)} i boden bak det blå huset,» sa hun.`,
      `«Er det noen som har ${needed(c)}?» ropte ${h(c)} så høyt ${hHan(c)} kunne. En dame som hadde stoppet for å se, pekte bortover veien. «Naboen min har ${needed(c)} i boden bak det blå huset,» sa hun. «Han låner gjerne bort ting, men dere må være to om å bære.»`,
    );
  },
];

/** Det som ble hentet, settes stødig opp før noen stoler på det. */
const steady: Steps['steady'] = [
  (c) => {
    switch (toolOf(c)) {
      case 'ladder':
        return by(
          c,
          `De satte stigen støtt. ${cap(holder(c))} holdt den fast.`,
          `Først satte de føttene på stigen godt ned i bakken, så den ikke kunne skli. «Jeg holder,» sa ${holder(c)} og holdt den stødig.`,
          `Først satte de føttene på stigen godt ned i bakken og lente toppen forsiktig inntil, så den ikke kunne skli. «Jeg holder,» sa ${holder(c)} og holdt den stødig, og ${h(c)} kjente etter på hvert trinn før ${hHan(c)} la vekten på det.`,
        );
      case 'rope':
        return by(
          c,
          `${h(c)} knøt tauet godt fast og dro for å prøve.`,
          `${h(c)} knøt den ene enden av tauet fast med en dobbel knute og dro hardt for å kjenne at den holdt. I den andre enden laget ${hHan(c)} en stor, myk løkke.`,
          `${h(c)} knøt den ene enden av tauet fast med en dobbel knute og dro så hardt ${hHan(c)} kunne for å kjenne at den holdt. I den andre enden laget ${hHan(c)} en stor, myk løkke, akkurat stor nok til ${who(c)}.`,
        );
      case 'plank':
        return by(
          c,
          `De la planken flatt ut mot ${who(c)}. «Den holder,» sa ${holder(c)}.`,
          `De la planken flatt ut mot ${who(c)}, så vekten ble spredt utover. «Den holder,» sa ${holder(c)} og trykket på enden med foten.`,
          `De la planken flatt ut mot ${who(c)}, så vekten ble spredt utover og ikke samlet på ett sted. ${cap(holder(c))} satte foten på enden og trykket. «Den holder,» sa ${holder(c)}, «men gå sakte.»`,
        );
      case 'scissors':
        return by(
          c,
          `${h(c)} holdt saksa med tuppen ned. Helt forsiktig.`,
          `${h(c)} tok saksa og kjente på den: runde tupper, så den ikke kunne stikke. «Jeg klipper bare trådene, ikke deg,» sa ${hHan(c)} lavt.`,
          `${h(c)} tok saksa og kjente på den: runde tupper, så den ikke kunne stikke noen. «Jeg klipper bare trådene, ikke deg,» sa ${hHan(c)} lavt, og holdt den rolig så ${who(c)} kunne se den.`,
        );
      default:
        return null;
    }
  },
];

/** Rett før det siste forsøket: den som sitter fast, lokkes rolig mot hånda. */
const coax: Steps['coax'] = [
  (c) =>
    by(
      c,
      `«Se på meg, lille venn,» hvisket ${h(c)}. ${Who(c)} sluttet å skjelve.`,
      `${h(c)} strakte fram hånda så langt ${hHan(c)} kunne. «Se på meg, lille venn. Nå er det snart over,» sa ${hHan(c)} mykt. ${Who(c)} sluttet å skjelve og så rett på ${c.hero.ham}.`,
      `${h(c)} strakte fram hånda så langt ${hHan(c)} kunne og snakket så mykt ${hHan(c)} bare kunne. «Se på meg, lille venn. Nå er det snart over, og så skal du få komme hjem.» ${Who(c)} sluttet å skjelve, og for første gang så ${han(c)} rett på ${c.hero.ham}, som om ${han(c)} endelig stolte på noen.`,
    ),
];

export const rescueMore: Steps = { calm, calmAgain, borrow, steady, coax };

/** Det lånte leveres tilbake med takk før de går videre. */
const giveBack: After['giveBack'] = [
  (c) => {
    const tool = toolOf(c);
    const [def, that] = TOOL_DEF[tool];
    if (!def) return null;
    const r = roleOf(c);
    if (ownTool(c) && r)
      return by(
        c,
        `${h(c)} la ${def} tilbake i ${r.ride}.`,
        `Før de gikk, la ${h(c)} ${def} tilbake på plass i ${r.ride}. «${cap(that)} har gjort jobben sin i dag,» sa ${hHan(c)}.`,
      );
    return by(
      c,
      `De bar ${def} tilbake til ${carrier(c)}. «Takk for lånet!» sa ${h(c)}.`,
      `Før de gikk, bar de ${def} tilbake til ${carrier(c)}. «Tusen takk for lånet,» sa ${h(c)}, og ${carrier(c)} smilte og klappet ${who(c)} forsiktig.`,
      `Før de gikk, bar de ${def} tilbake til ${carrier(c)}, forsiktig så de ikke skulle skrape opp noe. «Tusen takk for lånet,» sa ${h(c)}. ${cap(carrier(c))} smilte bredt og klappet ${who(c)} forsiktig. «${cap(that)} har aldri gjort en viktigere jobb,» sa ${carrier(c)}.`,
    );
  },
];

/** Hvorfor det hele skjedde, og hva som gjøres for at det ikke skal skje igjen. */
function cause(c: NoCtx): [string, string] {
  switch (shape(c)) {
    case 'up':
      return person(c)
        ? [
            `ballen hadde satt seg fast der oppe, og ${han(c)} hadde klatret etter den`,
            'Neste gang henter du en voksen først',
          ]
        : [
            `en stor hund hadde jaget ${ham(c)}, og ${han(c)} hadde klatret så høyt ${han(c)} kom`,
            `Nå skal vi passe bedre på ${ham(c)}`,
          ];
    case 'down':
      return [
        `${han(c)} hadde løpt etter en sommerfugl og ikke sett ${spotOf(c).noun.def}`,
        `Nå skal vi legge et lokk over ${spotOf(c).noun.def}`,
      ];
    case 'caught':
      return [`${han(c)} hadde villet se hva som lå i garnet`, 'Nå skal garnet henge høyt oppe'];
    default:
      return [
        `${han(c)} hadde fulgt etter en fugl, lenger og lenger ut`,
        `Nå skal ${han(c)} bare leke der det er trygt`,
      ];
  }
}

const why: After['why'] = [
  (c) => {
    if (belongsTo(c) === 'family') return null;
    const [what, mend] = cause(c);
    const teller = homeTo(c);
    return by(
      c,
      `${cap(teller)} forklarte hva som hadde skjedd: ${what}.`,
      `«Men hvordan havnet ${han(c)} der?» spurte ${h(c)}. ${cap(teller)} sukket: ${what}. «${mend},» sa ${teller}.`,
      `«Men hvordan havnet ${han(c)} der i det hele tatt?» spurte ${h(c)}. ${cap(teller)} sukket og forklarte at ${what}. «${mend}, så dette skjer aldri igjen,» sa ${teller} bestemt.`,
    );
  },
];

/** Det stedet satte igjen på den som satt fast. */
function dirt(c: NoCtx): string {
  switch (c.spot) {
    case 'tree':
      return 'kvister og blader';
    case 'roof':
      return 'mose og støv';
    case 'ledge':
      return 'grus og småstein';
    case 'net':
    case 'rock':
      return 'tang og sand';
    case 'ice':
      return 'små isklumper';
    case 'mud':
      return 'klumper av gjørme';
    default:
      return 'jord og spindelvev';
  }
}

/** Hva den som satt fast, er kledd i: der sitter det stedet satte igjen. */
function coat(c: NoCtx): string {
  const cover = c.other ? coverOf(c.other.char) : 'fur';
  return {
    fur: 'i pelsen',
    wool: 'i ulla',
    feathers: 'i fjærene',
    skin: 'på ryggen',
    person: 'i håret',
  }[cover];
}

/** Varm igjen kan den gjøres ren for det stedet satte igjen på den. */
const brush: After['brush'] = [
  (c) =>
    by(
      c,
      `Det satt ${dirt(c)} ${coat(c)}. ${h(c)} plukket alt bort.`,
      `Det satt ${dirt(c)} overalt ${coat(c)} til ${who(c)}. ${h(c)} plukket det bort, litt om gangen, og ${who(c)} holdt seg helt i ro.`,
      `Det satt ${dirt(c)} overalt ${coat(c)} til ${who(c)}, minner om hele den lange ventingen. ${h(c)} plukket det bort, litt om gangen og så forsiktig ${hHan(c)} kunne, og ${who(c)} holdt seg helt i ro, som om ${han(c)} skjønte at det var godt ment.`,
    ),
];

export const rescueMoreAfter: Pick<After, 'giveBack' | 'why' | 'brush'> = {
  giveBack,
  why,
  brush,
};
