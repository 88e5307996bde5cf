// En redning, fortalt på bokmål: noen sitter fast oppe i et tre, nede i en brønn, i et garn.
// Den som sitter fast, og stedet, sies fra starten; forsøkene mislykkes av grunner stedet gir;
// vendepunktet bruker det fortellingen har satt opp; den som satt fast, blir reddet akkurat der
// og kommer hjem.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { freedOnly, rescueAfter } from './rescue-after';
import { rescueMore, rescueMoreAfter } from './rescue-more';
import { rescueSteps } from './rescue-steps';
import { rescueWildAfter } from './rescue-wild';
import { rescueReady, rescueReadyAfter } from './rescue-ready';
import { mergeBanks } from '../../merge-banks';
import {
  belongsTo,
  comes,
  cryOf as cry,
  ham,
  han,
  homeTo,
  roleOf,
  scared,
  shape,
  spotOf,
  tradeTool,
  who,
} from './rescue-words';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
/** Helten som pronomen: «han», «ham», «hans». */
const hHan = (c: NoCtx) => c.hero.han;
const hHam = (c: NoCtx) => c.hero.ham;
const whoA = (c: NoCtx) =>
  c.other?.named
    ? c.other.name
    : c.petOwner && c.other
      ? `${c.other.kindDef} til ${c.petOwner.name}`
      : (c.other?.indef ?? 'en liten en');
const at = (c: NoCtx) => spotOf(c).at;
const off = (c: NoCtx) => spotOf(c).off;
const def = (c: NoCtx) => spotOf(c).noun.def;
const where = (c: NoCtx) => c.target?.in ?? c.place.in;
const up = (c: NoCtx) => shape(c) === 'up';
const down = (c: NoCtx) => shape(c) === 'down';
const caught = (c: NoCtx) => shape(c) === 'caught';
const out = (c: NoCtx) => shape(c) === 'out';
const ice = (c: NoCtx) => c.spot === 'ice';
const tree = (c: NoCtx) => c.spot === 'tree';
const rock = (c: NoCtx) => c.spot === 'rock';
/** Hjelperen her, med navn eller som «ugla». */
const helperName = (c: NoCtx) => (c.helper ? c.helper.kindDef : '');
/** Et adjektiv som passer kjønnet til den som satt fast: «våt», «vått». */
const agree = (c: NoCtx, m: string, n: string) => (c.other?.noun.g === 'n' ? n : m);

/** Hvorfor den som sitter fast, ikke kommer seg løs selv. */
function why(c: NoCtx): string {
  if (up(c))
    return `{${han(c)} hadde klatret høyere og høyere, og nå turte ${han(c)} ikke å komme ned|det hadde vært lett å komme opp, men ned så altfor skummelt ut|${han(c)} klamret seg fast og turte ikke å røre seg}`;
  if (down(c))
    return `{veggene var bratte og glatte, og ${han(c)} kom seg ikke opp|${han(c)} hadde ramlet ned, og kantene var altfor høye å hoppe opp på|${han(c)} krafset mot veggene, men det var ingenting å holde seg i}`;
  if (caught(c))
    return `{garnet var viklet rundt og rundt ${ham(c)}, og jo mer ${han(c)} sprellet, desto strammere ble det|${han(c)} hadde viklet seg inn i garnet og kom seg ikke løs}`;
  if (ice(c))
    return `{isen knaket under ${ham(c)}, og ${han(c)} turte ikke å røre seg|${han(c)} hadde sklidd langt ut, og nå sprakk isen rundt ${ham(c)}}`;
  if (rock(c))
    return `{vannet skvulpet rundt steinen, og ${han(c)} turte ikke å hoppe uti|strømmen hadde båret ${ham(c)} ut, og nå var det altfor langt inn til land}`;
  return `{bena satt bom fast, og for hvert rykk sank ${han(c)} dypere|gjørma holdt ${ham(c)} fast som lim}`;
}

const want: GoalTexts<NoCtx>['want'] = [
  (c) => {
    const r = roleOf(c);
    if (!r) return null;
    return by(
      c,
      `Så ${r.call}: ${whoA(c)} satt fast ${spotOf(c).first}!`,
      `{En morgen|Den ettermiddagen|Like etter lunsj} ${r.call}: ${whoA(c)} satt fast ${spotOf(c).first} ${where(c)}.`,
      `{En lys morgen|Samme ettermiddag|Akkurat da kaffen var ferdig,} ${r.call}, og en bekymret stemme forklarte at ${whoA(c)} satt fast ${spotOf(c).first} ${where(c)}.`,
    );
  },
  (c) => {
    const r = roleOf(c);
    if (!r) return null;
    return by(
      c,
      `Plutselig ${r.call}. ${cap(whoA(c))} satt fast ${spotOf(c).first}!`,
      `{Den morgenen|En blåsete dag|Etter lunsj} ${r.call}, og en andpusten stemme sa: «Kom fort, ${whoA(c)} sitter fast ${spotOf(c).first}!»`,
      `{Den morgenen|En blåsete dag|Sent samme ettermiddag} ${r.call}, og en bekymret stemme sa: «Kom fort! ${cap(whoA(c))} sitter fast ${spotOf(c).first} ${where(c)}, og vi klarer det ikke alene!»`,
    );
  },
  (c) =>
    roleOf(c)
      ? null
      : by(
          c,
          `${h(c)} så ${whoA(c)} som satt fast ${spotOf(c).first}.`,
          `Fra vinduet så ${h(c)} ${whoA(c)} som satt fast ${spotOf(c).first} ${where(c)}.`,
          `Fra vinduet hørte ${h(c)} ${cry(c)} og fikk øye på ${whoA(c)} som satt fast ${spotOf(c).first} ${where(c)} og ikke kom seg ${off(c)}.`,
        ),
  (c) =>
    roleOf(c)
      ? null
      : by(
          c,
          `En nabo ropte: «${cap(whoA(c))} sitter fast ${spotOf(c).first}!»`,
          `En nabo kom løpende bort til ${h(c)}: «${cap(whoA(c))} sitter fast ${spotOf(c).first} ${where(c)}!»`,
          `Naboen kom andpusten bort til ${h(c)}: «Kan du hjelpe? ${cap(whoA(c))} sitter fast ${spotOf(c).first} ${where(c)}, og vi får ${ham(c)} ikke ${off(c)}!»`,
        ),
];

const problem: GoalTexts<NoCtx>['problem'] = [
  (c) =>
    by(
      c,
      `«Hjelp, jeg sitter fast ${at(c)}!» {ropte|pep} ${who(c)}.`,
      `${cap(why(c))}. «Hjelp, jeg sitter fast!» {ropte|pep|klynket} ${who(c)}.`,
      `${cap(why(c))}. «Vær så snill, hjelp meg,» {ropte|pep|klynket} ${who(c)}, «jeg kommer meg ikke ${off(c)} alene!»`,
    ),
  (c) =>
    by(
      c,
      `${cap(who(c))} satt fast ${at(c)} og var {redd|kald|skjelven}.`,
      `${cap(who(c))} satt fast ${at(c)}: ${why(c)}.`,
      `${cap(who(c))} satt fast ${at(c)}, ${why(c)}, og ropene ble stadig {svakere|spinklere}.`,
    ),
];

const decide: GoalTexts<NoCtx>['decide'] = [
  (c) => {
    const r = roleOf(c);
    return by(
      c,
      `«Hold deg fast! Jeg kommer!» {ropte|sa} ${h(c)}.`,
      r
        ? `${h(c)} ${r.ready}. «Hold deg fast, jeg kommer!»`
        : `«Hold deg godt fast,» ropte ${h(c)}, «jeg kommer og hjelper deg!»`,
      `«Hold deg fast, og ikke vær redd,» ropte ${h(c)}. «Jeg kommer, og jeg skal få deg ${off(c)}, det lover jeg.»`,
    );
  },
];

const travel: GoalTexts<NoCtx>['travel'] = [
  (c) => {
    const r = roleOf(c);
    const to = c.target?.to ?? c.place.to;
    if (!r)
      return by(
        c,
        `${h(c)} løp ${to} så fort ${hHan(c)} kunne.`,
        `${h(c)} løp ${to} så fort bena bar{|, og hjertet dunket}.`,
      );
    if (c.hero.char.role === 'firefighter')
      return by(
        c,
        `Ba-bu, ba-bu! Brannbilen kjørte ${to}.`,
        `${h(c)} hoppet inn i brannbilen, og så suste den av sted ${to}, ba-bu, ba-bu!`,
        `${h(c)} svingte seg opp i brannbilen, og den durte ${to} med blinkende lys og den lange stigen festet på taket.`,
      );
    if (c.hero.char.role === 'lifeguard')
      return by(
        c,
        `${h(c)} løp ${to} med redningsbøya.`,
        `${h(c)} grep redningsbøya og løp ${to}, med fløyta dinglende rundt halsen.`,
      );
    return by(
      c,
      `${h(c)} skyndte seg ${to} med ${r.ride}.`,
      `${h(c)} hoppet inn i ${r.ride} og skyndte seg ${to}.`,
      `${h(c)} hoppet inn i ${r.ride} og skyndte seg ${to}, og hele veien tenkte ${hHan(c)} på hvordan ${hHan(c)} skulle nå fram til ${who(c)}.`,
    );
  },
];

/** Der den som sitter fast, kryper videre bort når noen roper. */
const further = (c: NoCtx) =>
  tree(c)
    ? 'krøp lenger ut på greina'
    : c.spot === 'roof'
      ? 'krøp lenger opp mot pipa'
      : 'trykket seg inn mot berget';

/** Et forsøk der den sitter fast, som mislykkes av en grunn stedet gir. */
const attempt: GoalTexts<NoCtx>['attempt'] = [
  (c) =>
    up(c)
      ? by(
          c,
          `«Kom ned!» ropte ${h(c)}, men ${who(c)} klatret høyere.`,
          `«Kom ned, lille venn!» ropte ${h(c)}, men ${who(c)} bare {klatret høyere|${further(c)}|klamret seg enda hardere fast}.`,
          `${h(c)} lokket forsiktig: «Kom igjen, kom ned til meg.» Men ${who(c)} bare {${further(c)}|klatret enda høyere|trykket seg flat og ville ikke røre seg}.`,
        )
      : null,
  (c) => {
    if (!up(c)) return null;
    const ff = c.hero.char.role === 'firefighter';
    return by(
      c,
      `${h(c)} prøvde en stige, men den var for kort.`,
      ff
        ? `Brannbilen kom ikke helt inn, og derfor prøvde ${h(c)} en liten stige, men den var altfor kort.`
        : `${h(c)} {hentet|slepte bort} en stige, men stigen {rakk ikke helt opp|var altfor kort}.`,
      ff
        ? `Brannbilen kom seg ikke nær nok, og derfor lånte ${h(c)} en liten stige fra boden, men stigen rakk ikke helt opp, og ${hHan(c)} nådde ikke fram.`
        : `${h(c)} satte en stige mot ${def(c)} og klatret helt opp på øverste trinn, men ${who(c)} var fortsatt {en armlengde unna|langt unna|altfor langt unna}.`,
    );
  },
  (c) => {
    if (!up(c)) return null;
    const slope =
      c.spot === 'roof' ? 'takstenene var for {glatte|bratte}' : 'berget var for {glatt|bratt}';
    return by(
      c,
      tree(c)
        ? `${h(c)} begynte å klatre, men greina bøyde seg.`
        : `${h(c)} begynte å klatre, men det var for glatt.`,
      tree(c)
        ? `${h(c)} begynte å klatre, men greina {knaket|bøyde seg|knakk nesten}: den var for tynn til å bære ${hHam(c)}.`
        : `${h(c)} begynte å klatre, men ${slope}, og støvlene skled ned igjen.`,
      tree(c)
        ? `${h(c)} begynte å klatre, men halvveis opp bøyde greina seg og knaket, altfor tynn til å bære ${hHam(c)}, og ${hHan(c)} måtte klatre forsiktig ned igjen.`
        : `${h(c)} begynte å klatre, men halvveis opp smuldret fotfestet bort, og ${hHan(c)} måtte klatre forsiktig ned igjen.`,
    );
  },
  (c) =>
    up(c)
      ? by(
          c,
          `${h(c)} strakte seg høyt, men nådde ikke opp.`,
          `${h(c)} sto på tærne og strakte seg opp med et kosteskaft, men ${who(c)} var fortsatt utenfor rekkevidde.`,
        )
      : null,
  (c) =>
    down(c)
      ? by(
          c,
          `${h(c)} strakte seg ned, men ${who(c)} var for langt nede.`,
          `${h(c)} la seg flat og strakte seg ned i ${def(c)}, men ${who(c)} var {altfor langt nede|langt under fingertuppene}.`,
          `${h(c)} la seg flat på bakken og strakte seg så langt ned ${hHan(c)} kunne, men fingrene strøk bare over kald, våt stein.`,
        )
      : null,
  (c) =>
    down(c)
      ? by(
          c,
          `${h(c)} firte ned et tau, men det var for kort.`,
          `${h(c)} firte ned et tau, men det {rakk ikke helt ned|stoppet et godt stykke over ${who(c)}}.`,
          `${h(c)} knøt to tau sammen og firte dem ned, men de dinglet like over ${who(c)}, utenfor rekkevidde.`,
        )
      : null,
  (c) =>
    down(c)
      ? by(
          c,
          `${cap(who(c))} prøvde å hoppe opp, men skled ned igjen.`,
          `${h(c)} firte ned en bøtte, men ${who(c)} var for {redd|skremt} til å klatre oppi.`,
          `${h(c)} firte ned en bøtte i et tau, men ${who(c)} bare snuste på den og trakk seg unna, inn i mørket.`,
        )
      : null,
  (c) =>
    caught(c)
      ? by(
          c,
          `${h(c)} dro i garnet, men det ble strammere.`,
          `${h(c)} nappet i garnet, men det bare {ble strammere|vred seg enda mer}.`,
          `${h(c)} tok tak i garnet og dro, men de våte trådene strammet seg bare enda hardere rundt ${who(c)}.`,
        )
      : null,
  (c) =>
    caught(c)
      ? by(
          c,
          `${h(c)} prøvde knutene, men de satt for hardt.`,
          `${h(c)} prøvde å løse opp knutene, men de var {våte og stramme|små og harde}.`,
          `${h(c)} pirket i knutene med fingrene, men de var våte og hovne og ville ikke gi etter.`,
        )
      : null,
  (c) =>
    caught(c)
      ? by(
          c,
          `${cap(who(c))} sprellet, og garnet strammet seg.`,
          `${cap(who(c))} {sprellet|baksket|vred seg} i skrekk, og garnet viklet seg enda mer rundt ${ham(c)}.`,
        )
      : null,
  (c) =>
    out(c)
      ? by(
          c,
          ice(c)
            ? `${h(c)} gikk ut på isen. Knak! Tilbake igjen.`
            : rock(c)
              ? `${h(c)} vasset uti, men vannet var for dypt.`
              : `${h(c)} gikk ut i gjørma og sank.`,
          ice(c)
            ? `${h(c)} satte den ene foten på isen, men den knaket og sprakk, og ${hHan(c)} trakk seg {fort|straks} tilbake.`
            : rock(c)
              ? `${h(c)} vasset et stykke uti, men vannet ble {dypere og kaldere|for dypt} for hvert skritt, og ${hHan(c)} måtte snu.`
              : `${h(c)} gikk ut i gjørma og sank {til knærne|helt opp til støvleskaftene}.`,
          ice(c)
            ? `${h(c)} satte forsiktig den ene foten på isen, og en lang sprekk skjøt ut over den, og ${hHan(c)} trakk seg straks tilbake.`
            : rock(c)
              ? `${h(c)} vasset forsiktig uti, men vannet dro i bena og ble dypere for hvert skritt, og ${hHan(c)} måtte snu før ${hHan(c)} mistet fotfestet.`
              : `${h(c)} tok ett skritt ut i gjørma og sank til knærne, og ${hHan(c)} måtte bruke alle kreftene for å komme seg opp igjen.`,
        )
      : null,
  (c) =>
    out(c)
      ? by(
          c,
          `${h(c)} rakte ut en pinne, men den var for kort.`,
          `${h(c)} rakte ut en lang pinne, men den rakk ikke bort til ${who(c)}.`,
          `${h(c)} rakte ut den lengste pinnen ${hHan(c)} kunne finne, men den stoppet et stykke unna ${who(c)}, som uansett ikke ville klart å holde i den.`,
        )
      : null,
  (c) =>
    up(c)
      ? by(
          c,
          `${h(c)} holdt ut en jakke, men ${who(c)} ville ikke hoppe.`,
          `${h(c)} holdt en jakke spent ut under og ropte: «Hopp!» Men ${who(c)} {ville ikke slippe|klamret seg bare hardere fast}.`,
          `${h(c)} og en nabo holdt en jakke spent ut som et sikkerhetsnett og ropte: «Hopp, vi tar imot deg!» Men ${who(c)} klamret seg bare enda hardere fast.`,
        )
      : null,
  (c) =>
    down(c)
      ? by(
          c,
          `${h(c)} prøvde å klatre ned, men det var for glatt.`,
          `${h(c)} prøvde å klatre ned i ${def(c)}, men kantene var {for glatte|for bratte|for trange}.`,
          `${h(c)} prøvde å klatre ned i ${def(c)}, men veggene var slimete og trange, og det fantes ikke noe sted å sette foten.`,
        )
      : null,
  (c) =>
    caught(c)
      ? by(
          c,
          `${h(c)} prøvde å løfte av garnet, men det hektet seg fast.`,
          `${h(c)} prøvde å løfte garnet over hodet på ${who(c)}, men det {hektet seg fast|satt som støpt}.`,
          `${h(c)} gned garnet mot en skarp stein for å få det over, men trådene var altfor tykke og seige.`,
        )
      : null,
  (c) =>
    rock(c)
      ? by(
          c,
          `${h(c)} hoppet ut på en stein, men den neste var for langt unna.`,
          `${h(c)} hoppet ut på den første steinen, men den neste lå {altfor langt unna|et langt hopp unna}, og ${hHan(c)} måtte hoppe tilbake.`,
          `${h(c)} hoppet fra stein til stein, men den siste lå altfor langt unna ${who(c)}, og de glatte steinene vippet under føttene.`,
        )
      : null,
  (c) =>
    out(c)
      ? by(
          c,
          `${h(c)} kastet et tau, men det ble for kort.`,
          `${h(c)} kastet et tau, men det {landet et stykke unna ${who(c)}|falt like utenfor rekkevidde}.`,
          `${h(c)} kastet et tau så langt ${hHan(c)} kunne, men det landet for kort, og ${who(c)} var for redd til å bevege seg mot det.`,
        )
      : null,
  // Det som står ustøtt, lærer dem at det som skal bære, må stå støtt.
  (c) =>
    up(c)
      ? by(
          c,
          `${h(c)} sto på en bøtte, men den vippet.`,
          `${h(c)} snudde en bøtte opp ned og stilte seg på den, men bøtta vippet, og ${hHan(c)} måtte hoppe ned igjen.`,
          `${h(c)} snudde en bøtte opp ned og stilte seg på den for å nå litt høyere, men bøtta vippet under føttene, og ${hHan(c)} måtte hoppe ned før ${hHan(c)} falt. Det ${hHan(c)} sto på, måtte stå støtt, det var sikkert.`,
        )
      : null,
  (c) =>
    up(c)
      ? by(
          c,
          `${h(c)} ristet på noe godt, men ${who(c)} turte ikke.`,
          `${h(c)} holdt opp noe godt og ristet lokkende, og ${who(c)} strakte seg etter lukta, men turte ikke å slippe taket.`,
          `${h(c)} holdt opp noe godt og ristet lokkende på det, og ${who(c)} strakte seg så langt ${han(c)} kunne etter lukta, men så ned, ble redd igjen og turte ikke å slippe taket.`,
        )
      : null,
  (c) =>
    down(c)
      ? by(
          c,
          `${h(c)} firte ned en kurv, men den slo mot veggen.`,
          `${h(c)} firte ned en kurv med et teppe i, men kurven svingte og dunket mot veggen, og ${who(c)} krøp unna.`,
          `${h(c)} firte ned en kurv med et mykt teppe i, men kurven svingte fram og tilbake og dunket mot veggen, og ${who(c)} krøp skremt unna. Det som skulle ned, måtte henge rolig.`,
        )
      : null,
  (c) =>
    down(c)
      ? by(
          c,
          `${h(c)} ropte ned, men bare ekkoet svarte.`,
          `${h(c)} ropte ned i ${def(c)}, men bare ekkoet svarte, og ${who(c)} trykket seg inntil veggen.`,
          `${h(c)} ropte ned i ${def(c)}, men ekkoet kastet ropet tilbake, mye høyere enn det var ment, og ${who(c)} trykket seg skremt inntil veggen.`,
        )
      : null,
  (c) =>
    caught(c)
      ? by(
          c,
          `${h(c)} prøvde å vri ${ham(c)} løs, men trådene hektet seg fast.`,
          `${h(c)} prøvde å vri ${who(c)} forsiktig ut på den ene siden, men trådene hektet seg fast igjen like fort som ${hHan(c)} fikk dem løs.`,
          `${h(c)} prøvde å vri ${who(c)} forsiktig ut på den ene siden, tråd for tråd, men de hektet seg fast igjen like fort som ${hHan(c)} fikk dem løs. Å dra og vri hjalp ikke, trådene måtte bort.`,
        )
      : null,
  (c) =>
    out(c) && !rock(c)
      ? by(
          c,
          `${h(c)} la seg flat, men kom ikke langt nok.`,
          `${h(c)} la seg flat for å spre vekten, og det hjalp litt, men ${hHan(c)} kom ikke langt nok ut til å nå ${who(c)}.`,
          `${h(c)} la seg flat for å spre vekten, slik ${hHan(c)} en gang hadde hørt at man skulle, og det hjalp litt. Men ${hHan(c)} kom ikke langt nok ut til å nå ${who(c)}, og ${hHan(c)} måtte åle seg tilbake.`,
        )
      : null,
  (c) =>
    out(c)
      ? by(
          c,
          `${h(c)} lokket, men ${who(c)} turte ikke å røre seg.`,
          `${h(c)} lokket og ropte, men ${who(c)} turte ikke å ta et eneste skritt mot land.`,
          `${h(c)} lokket og ropte, mykt og så høyt, men ${who(c)} turte ikke å ta et eneste skritt mot land. Det var for langt, og for skummelt, helt alene.`,
        )
      : null,
];

/** Etter et forsøk: et lite skritt nærmere, eller noe de lærer om den som sitter fast. */
const progress: GoalTexts<NoCtx>['progress'] = [
  (c) =>
    by(
      c,
      `${cap(who(c))} var ikke så redd lenger. ${h(c)} smilte.`,
      `${h(c)} snakket rolig hele tiden, og litt etter litt sluttet ${who(c)} å skjelve.`,
      `${h(c)} fortsatte å snakke lavt og rolig, og litt etter litt sluttet ${who(c)} å skjelve og begynte å følge med på ${hHam(c)}.`,
    ),
  (c) =>
    by(
      c,
      `«Sitt stille. Jeg er her,» sa ${h(c)}.`,
      `«Bare sitt stille, jeg er fortsatt her,» sa ${h(c)}, og ${who(c)} {holdt seg godt fast|satt helt stille|lyttet}.`,
      `«Bli akkurat der du er, jeg går ingen steder,» sa ${h(c)}, og ${who(c)} satt helt stille og lyttet.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} så nøye på ${def(c)}. Hva gikk galt?`,
      `${h(c)} så nøye på ${def(c)} og {så hvor det kunne gå bedre|skjønte hva som hadde gått galt}.`,
      `${h(c)} tok et skritt tilbake og så nøye på ${def(c)} for å finne ut hva som hadde gått galt, og hva som kunne virke i stedet.`,
    ),
  (c) =>
    by(
      c,
      `${cap(who(c))} så på ${h(c)} og {blunket|snufset}. Et lite tegn!`,
      `${cap(who(c))} {kikket|tittet} på ${h(c)}, og denne gangen trakk ${who(c)} seg ikke unna.`,
      `${cap(who(c))} {kikket|tittet} lenge på ${h(c)}, og denne gangen trakk ${who(c)} seg ikke unna. Det var et lite tegn på tillit.`,
    ),
  // Hvert forsøk som mislykkes, lærer dem noe det neste bruker.
  (c) =>
    by(
      c,
      `«Det virket ikke. Nå vet vi det,» sa ${h(c)}.`,
      `«Det virket ikke,» sa ${h(c)}, «men nå vet vi i hvert fall én ting som ikke virker.» ${cap(hHan(c))} krysset det av i hodet.`,
      `«Det virket ikke,» sa ${h(c)}, «men nå vet vi én ting til som ikke virker, og det er også verdt noe.» ${cap(hHan(c))} krysset det av i hodet og tenkte på det som var igjen.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} så nøyaktig hvor ${who(c)} var. Nå visste ${hHan(c)} veien.`,
      `${h(c)} merket seg nøyaktig hvor ${who(c)} var, og hvor det var trygt å stå.`,
      `${h(c)} merket seg nøyaktig hvor ${who(c)} var, hvor det var trygt å stå, og hvor det ikke var det, så det neste forsøket ikke skulle bli en gjetning.`,
    ),
  (c) =>
    by(
      c,
      `${cap(who(c))} sluttet å trekke seg unna. Bra!`,
      `${cap(who(c))} hadde sluttet å trekke seg unna og fulgte med på alt ${h(c)} gjorde.`,
      `${cap(who(c))} hadde sluttet å trekke seg unna og fulgte nå med på alt ${h(c)} gjorde, med store, våkne øyne.`,
    ),
];

const advice: GoalTexts<NoCtx>['advice'] = [
  (c) =>
    c.helper
      ? by(
          c,
          `«Gå sakte,» sa ${helperName(c)}. «Snakk lavt.»`,
          `«Den som er redd, ${scared(c).plain} når man haster,» sa ${helperName(c)}. «Gå sakte, og snakk lavt.»`,
          `«Når de er redde, ${scared(c).inverted} hvis man haster,» sa ${helperName(c)}. «Gå sakte, snakk lavt, og la ${ham(c)} komme til deg.»`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `«${cap(homeTo(c))} leter etter ${ham(c)}!» sa ${helperName(c)}.`,
          `«Jeg kjenner ${who(c)}, og ${homeTo(c)} har {lett overalt|vært så bekymret},» sa ${helperName(c)}.`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `«Noe lenger kan kanskje nå fram,» sa ${helperName(c)}.`,
          up(c) || out(c)
            ? `«Du trenger noe lenger,» sa ${helperName(c)}, «og noen som holder det stødig.»`
            : `«Du trenger noe å holde i,» sa ${helperName(c)}, «og en stødig hånd.»`,
        )
      : null,
];

const ask: GoalTexts<NoCtx>['ask'] = [
  (c) =>
    c.helper
      ? by(
          c,
          `«Kan du hjelpe?» spurte ${h(c)}. «${cap(who(c))} sitter fast!»`,
          `«Kan du hjelpe oss?» spurte ${h(c)}. «${cap(who(c))} sitter fast ${at(c)}.»`,
          `«Kan du være så snill å hjelpe?» spurte ${h(c)}. «${cap(who(c))} sitter fast ${at(c)}, og jeg klarer ikke å få ${ham(c)} ${off(c)}.»`,
        )
      : null,
];

/**
 * Hvordan de endelig når fram: med yrkets eget redskap, eller stedets. En hel setning med
 * verbet på andre plass, som alltid står rett etter «og».
 */
function reach(c: NoCtx): string {
  if (caught(c) && c.skillOfHelper === 'small' && c.helper)
    return `${c.helper.kindDef} gnagde over trådene én etter én med de skarpe, små tennene`;
  if (caught(c)) return `{knutene løsnet én etter én|klipp for klipp skar ei lita saks garnet løs}`;
  const own = tradeTool(c);
  if (own !== undefined)
    return `{denne gangen|endelig} rakk ${own} {helt fram|helt bort til ${who(c)}}`;
  if (up(c)) return `{denne gangen rakk en lengre stige|endelig rakk den store stigen} helt opp`;
  if (down(c)) return `{denne gangen rakk et lengre tau|endelig rakk det lange tauet} helt ned`;
  return `{denne gangen rakk en lang planke|endelig rakk den lange planken} helt ut`;
}

const turn: GoalTexts<NoCtx>['turn'] = {
  gift: [
    (c) =>
      c.gift
        ? by(
            c,
            `${h(c)} holdt opp ${c.gift.def}, og ${who(c)} kom nærmere.`,
            `Da husket ${h(c)} ${c.gift.def}. ${cap(who(c))} så nysgjerrig på ${c.gift.den} og glemte å være redd, og ${reach(c)}.`,
            `Da husket ${h(c)} ${c.gift.def}. ${cap(hHan(c))} holdt ${c.gift.den} opp, og ${who(c)} ble så nysgjerrig at ${han(c)} glemte å være redd. Og ${reach(c)}.`,
          )
        : null,
  ],
  together: [
    (c) =>
      by(
        c,
        `${cap(c.helper ? helperName(c) : c.team.name)} holdt godt fast, og ${reach(c)}.`,
        `${cap(c.helper ? helperName(c) : 'alle')} holdt alt stødig, og ${reach(c)}.`,
        `${cap(c.helper ? helperName(c) : 'alle')} holdt godt fast og passet på at alt sto stødig, og ${reach(c)}.`,
      ),
  ],
  brave: [
    (c) =>
      by(
        c,
        `${h(c)} trakk pusten dypt, og ${reach(c)}.`,
        `${h(c)} trakk pusten dypt og gikk sakte fram mens ${hHan(c)} snakket rolig, og ${reach(c)}.`,
        `${h(c)} trakk pusten dypt, husket alt forsøkene hadde lært ${hHam(c)}, og gikk sakte og rolig fram. Og ${reach(c)}.`,
      ),
  ],
  clever: [
    (c) =>
      by(
        c,
        `${h(c)} fikk en idé, og ${reach(c)}.`,
        `${h(c)} fikk en idé: «Vi haster ikke. Vi lar ${ham(c)} komme til oss.» Og ${reach(c)}.`,
        `${h(c)} fikk en idé: I stedet for å gripe skulle ${hHan(c)} vente og la ${who(c)} komme selv. Så ventet ${hHan(c)}, rolig og stille, og ${reach(c)}.`,
      ),
  ],
};

/** Selve redningen, der den som satt fast, er. */
function freed(c: NoCtx): string {
  if (up(c))
    return by(
      c,
      `${h(c)} tok ${who(c)} og klatret ${off(c)}.`,
      `${h(c)} puttet ${who(c)} inn under jakka og klatret forsiktig ${off(c)}.`,
      `${h(c)} løftet ${who(c)} forsiktig, puttet ${ham(c)} trygt inn under jakka og klatret ${off(c)}, ett langsomt trinn om gangen.`,
    );
  if (down(c))
    return by(
      c,
      `${h(c)} løftet ${who(c)} ${off(c)}!`,
      `Sakte, sakte kom ${who(c)} ${off(c)}, trygt i hendene til ${h(c)}.`,
      `Langsomt og forsiktig kom ${who(c)} ${off(c)}, ut i frisk luft, ${agree(c, 'våt og skitten', 'vått og skittent')}, men trygt i hendene til ${h(c)}.`,
    );
  if (caught(c))
    return by(
      c,
      `Garnet falt av, og ${who(c)} kom seg løs!`,
      `Den siste knuten løsnet, og ${who(c)} {sprellet|gled|trillet} ${off(c)}. Endelig!`,
      `Den siste tråden gled løs, og ${who(c)} trillet ut av garnet, ristet på seg og var endelig ute av knipa.`,
    );
  if (rock(c))
    return by(
      c,
      `${h(c)} løftet ${who(c)} ned fra steinen og bar ${ham(c)} i land. Puh!`,
      `Endelig nådde ${h(c)} fram til ${who(c)} på steinen og bar ${ham(c)} {forsiktig|varsomt} ${off(c)}. Nå sto de begge på trygg grunn.`,
      `Endelig nådde ${h(c)} fram til ${who(c)} på den glatte steinen, løftet ${ham(c)} inntil seg og bar ${ham(c)} ${off(c)}, der de begge sto på trygg, tørr grunn.`,
    );
  return by(
    c,
    `${h(c)} dro ${who(c)} ${off(c)}. Puh!`,
    `${h(c)} fikk tak i ${who(c)} og dro ${ham(c)} forsiktig ${off(c)}. Nå sto de begge på trygg grunn.`,
    `${h(c)} fikk tak i ${who(c)} og lirket ${ham(c)} ${off(c)}, litt om gangen, helt til de begge sto på trygg, fast grunn.`,
  );
}

const resolution: GoalTexts<NoCtx>['resolution'] = [
  (c) => {
    const home = by(
      c,
      `${cap(homeTo(c))} kom ${comes(c)}. For en klem!`,
      `${cap(homeTo(c))} kom ${comes(c)}, og for en {god|stor|varm} klem det ble!`,
      `${cap(homeTo(c))} kom ${comes(c)}, og klemmen som fulgte, var den største og lykkeligste klemmen i hele verden.`,
    );
    const speaker = c.petOwner?.name ?? (belongsTo(c) === 'owner' ? 'eieren' : who(c));
    const thanks = by(
      c,
      `«Tusen takk, ${h(c)}!»`,
      `«Tusen takk, ${h(c)},» sa ${speaker}, «{du reddet ${ham(c)}|du er en ekte helt}!»`,
      `«Tusen takk, ${h(c)},» sa ${speaker}. «Dette skal vi aldri glemme.»`,
    );
    return `${freed(c)} ${home} ${thanks}`;
  },
];

const reflection: GoalTexts<NoCtx>['reflection'] = [
  (c) =>
    by(
      c,
      `${h(c)} tenkte på ${who(c)}, trygt hjemme hos ${homeTo(c)}.`,
      `${h(c)} tenkte på ${who(c)}, som var trygt hjemme hos ${homeTo(c)} nå, og {smilte|gjespet|sukket fornøyd}.`,
      `${h(c)} tenkte på ${who(c)}, som lå varmt og trygt hjemme hos ${homeTo(c)} nå, og på hvordan det hadde føltes da ${han(c)} endelig kom seg løs.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} ble varm inni seg. ${cap(who(c))} var i sikkerhet.`,
      `${h(c)} kjente seg varm helt inn i hjertet: ${who(c)} var i sikkerhet, og ingen satt fast ${at(c)} lenger.`,
      `${h(c)} kjente seg varm helt inn i hjertet, for det finnes få bedre følelser enn å få noen løs og se dem trygt hjem.`,
    ),
];

export const rescue: GoalTexts<NoCtx> = {
  want,
  steps: { ...rescueSteps, ...rescueMore, ...rescueReady },
  problem,
  decide,
  travel,
  attempt,
  progress,
  advice,
  ask,
  turn,
  resolution,
  after: mergeBanks(
    {
      freed: [(c) => freedOnly(c, freed(c))],
      ...rescueAfter,
      ...rescueMoreAfter,
      ...rescueReadyAfter,
    },
    rescueWildAfter,
  ),
  reflection,
  refrain: [
    (c) => `Ikke vær redd, ikke gråt! ${h(c)} kommer, ${h(c)} vet råd!`,
    () => `Hold deg fast, helt til slutt! Snart er alt det skumle slutt!`,
  ],
  title: [
    (c) => `${h(c)} til unnsetning`,
    (c) => `${h(c)} og ${who(c)} ${at(c)}`,
    (c) => `${cap(who(c))} ${at(c)}`,
  ],
};
