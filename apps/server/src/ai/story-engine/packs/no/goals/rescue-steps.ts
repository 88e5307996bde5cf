// Skrittene i en lengre redning, mellom forsøkene: det haster mer (vind, regn, kveld), noen
// sier fra til dem den som sitter fast hører til, forsøkene tenkes gjennom, og det som skal nå
// fram, blir hentet. Hvert skritt peker fram mot vendepunktet eller slutten.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { belongsTo, cryOf, ham, han, homeTo, shape, spotOf, tradeTool, who } from './rescue-words';
import { cap } from '../../../text';

type Steps = NonNullable<GoalTexts<NoCtx>['steps']>;

const h = (c: NoCtx) => c.hero.name;
const hHan = (c: NoCtx) => c.hero.han;
const def = (c: NoCtx) => spotOf(c).noun.def;

/** Det som til slutt når fram (se `reach` i rescue.ts): en lengre stige, et langt tau, ei saks. */
export function needed(c: NoCtx): string {
  if (shape(c) === 'caught') return 'ei lita saks';
  return (
    tradeTool(c) ??
    { up: 'en lengre stige', down: 'et langt tau', out: 'en lang planke' }[
      shape(c) as 'up' | 'down' | 'out'
    ]
  );
}

/** Den som løper etter hjelp: vennen, ellers en kollega eller en nabo. */
const runner = (c: NoCtx) => c.friend?.name ?? (c.hero.char.role ? 'en kollega' : 'en nabo');
/** Den som bærer det tunge tilbake: en voksen, uansett hvem som løp. */
export const carrier = (c: NoCtx) => (c.hero.char.role ? 'kollegaen' : 'naboen');

/** Det som gjør ventingen verre akkurat her. */
function worse(c: NoCtx): string {
  switch (c.spot) {
    case 'tree':
      return `vinden tok til, og greina ${who(c)} satt på, gynget fram og tilbake`;
    case 'roof':
      return 'det begynte å dryppe, og takstenene ble glatte som såpe';
    case 'ledge':
      return 'vinden ulte rundt berget og rusket i alt som var løst';
    case 'ice':
      return 'sola varmet, og isen knaket høyere enn før';
    case 'mud':
      return 'det begynte å regne, og gjørma ble enda bløtere';
    case 'rock':
      return 'vannet steg, og små bølger skvulpet opp over kanten av steinen';
    case 'net':
      return `${who(c)} ble sliten av å sprelle, og pipet ble svakere`;
    default:
      return `det ble kaldere nede i ${def(c)}, og ${who(c)} skalv`;
  }
}

const stakes: Steps['stakes'] = [
  (c) =>
    by(
      c,
      `Og så skjedde det: ${worse(c)}. Nå hastet det!`,
      `Akkurat da skjedde noe nytt: ${worse(c)}. «Nå må vi skynde oss,» sa ${h(c)}.`,
      `Og som om ikke det var nok: ${worse(c)}. ${h(c)} kjente hjertet slå fortere, for nå var det ingen tid å miste.`,
    ),
  (c) =>
    by(
      c,
      `Sola gikk lavere og lavere. Snart ble det kveld, og da ble det mørkt.`,
      `Sola sank bak trærne, og skyggene ble lange. De måtte få ${who(c)} løs før det ble mørkt.`,
      `Sola sank sakte, og skyggene krøp lenger og lenger. Hvis de ikke fikk ${who(c)} løs før mørket kom, måtte ${han(c)} sitte der hele natta.`,
    ),
  (c) =>
    shape(c) === 'up'
      ? by(
          c,
          `${cap(who(c))} var sliten nå. ${cap(han(c))} holdt seg dårligere og dårligere fast.`,
          `${cap(who(c))} begynte å bli sliten, og potene glapp litt for hver gang ${han(c)} flyttet seg.`,
          `${cap(who(c))} hadde holdt seg fast lenge nå, og kreftene tok slutt. Hver gang ${han(c)} flyttet seg, glapp grepet litt mer.`,
        )
      : null,
];

const word: Steps['word'] = [
  (c) => {
    const home = homeTo(c);
    if (c.petOwner && c.other)
      return by(
        c,
        `Det var ${c.other.kindDef} til ${home}! En nabo løp for å hente ${home}.`,
        `${cap(h(c))} kjente igjen ${who(c)} med en gang: det var ${c.other.kindDef} til ${home}! En nabo løp av sted for å hente ${home}.`,
        `${cap(h(c))} kjente igjen ${who(c)} på halsbåndet med en gang: det var ${c.other.kindDef} til ${home}! En nabo skyndte seg av gårde for å si fra til ${home}.`,
      );
    if (belongsTo(c) === 'owner')
      return by(
        c,
        `${cap(who(c))} hadde et halsbånd med navn. En nabo løp for å hente eieren.`,
        `${cap(who(c))} hadde et halsbånd med et lite skilt, og en nabo leste adressen og løp av sted for å hente eieren.`,
        `Rundt halsen hadde ${who(c)} et halsbånd med et lite messingskilt, og en nabo leste adressen og løp av gårde for å si fra til eieren.`,
      );
    if (belongsTo(c) === 'farmer')
      return by(
        c,
        `En gutt syklet til gården. Bonden måtte få vite det!`,
        `En gutt på sykkel tråkket av sted til gården for å si fra til bonden.`,
        `En gutt på sykkel tråkket alt han orket bort til gården, for bonden måtte få vite hvor ${who(c)} var.`,
      );
    if (belongsTo(c) === 'parents')
      return by(
        c,
        `En nabo løp for å hente ${home}. De lette sikkert overalt.`,
        `En nabo løp av sted for å hente ${home}, som sikkert lette overalt.`,
      );
    return by(
      c,
      `Et sted i nærheten ropte familien til ${who(c)} tilbake. De hadde hørt det!`,
      `Fra et sted i nærheten kom et svar: familien til ${who(c)} hadde hørt ropene og ventet like ved.`,
      `Fra et sted i nærheten kom et svar. Familien til ${who(c)} hadde hørt ropene, og nå ventet de like ved, urolige og håpefulle.`,
    );
  },
  (c) =>
    c.friend
      ? by(
          c,
          `«Jeg sier fra!» ropte ${c.friend.name} og løp.`,
          `«Noen må si fra til ${homeTo(c)},» sa ${c.friend.name}, og løp av sted så fort ${c.friend.han} kunne.`,
          `«Noen må si fra til ${homeTo(c)} at vi har funnet ${ham(c)},» sa ${c.friend.name}, og før noen rakk å svare, var ${c.friend.han} allerede på vei.`,
        )
      : null,
];

/** Hva forsøkene har lært dem, for stedet der den sitter fast. */
function lesson(c: NoCtx): string {
  return {
    up: 'noe som når høyere, og noen som holder det stødig',
    down: 'noe å holde i som når helt ned',
    caught: 'noe som kan klippe trådene, ikke dra i dem',
    out: 'noe som bærer, og som når helt ut',
  }[shape(c)];
}

const think: Steps['think'] = [
  (c) =>
    by(
      c,
      `${h(c)} satte seg ned og tenkte seg godt om. «Vi trenger ${lesson(c)}.»`,
      `${h(c)} satte seg på huk og tenkte over alt de hadde prøvd. «Det var for kort, eller for skummelt,» sa ${hHan(c)}. «Vi trenger ${lesson(c)}.»`,
      `${h(c)} satte seg på huk og gikk gjennom alt de hadde prøvd, ett forsøk om gangen. Alt hadde vært for kort, for vinglete eller for skummelt. «Vi trenger ${lesson(c)},» sa ${hHan(c)} langsomt.`,
    ),
  (c) =>
    by(
      c,
      `«Hva har vi lært?» spurte ${h(c)}. «At vi må gå sakte.»`,
      `«Hva har vi lært så langt?» spurte ${h(c)} og talte på fingrene. «At vi må gå rolig, og at vi trenger ${lesson(c)}.»`,
    ),
];

const fetch: Steps['fetch'] = [
  (c) =>
    by(
      c,
      `${cap(runner(c))} løp etter hjelp. Litt etter kom ${carrier(c)} med ${needed(c)}.`,
      `«Vent her!» ropte ${runner(c)} og løp av sted. Litt etter kom ${carrier(c)} {pesende|i full fart} med ${needed(c)}.`,
      `«Jeg vet hvor det finnes ${needed(c)},» sa ${runner(c)}, og løp av sted før noen rakk å svare. Det føltes som en evighet, men så kom ${carrier(c)} {pesende|i full fart} med ${needed(c)}.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} sendte bud etter ${needed(c)}, og snart kom ${carrier(c)} løpende.`,
      `«Kan noen hente ${needed(c)}?» ropte ${h(c)}, og ${runner(c)} løp. Snart var ${needed(c)} på plass ved ${def(c)}.`,
    ),
];

/** Det som høres på stedet før ropet: vannet, løvet, gata. */
function hush(c: NoCtx): string {
  switch (c.setting) {
    case 'river':
      return 'bruset fra elva';
    case 'lake':
      return 'skvulpingen mot land';
    case 'beach':
      return 'bølgene mot sanden';
    case 'forest':
      return 'suset i trærne';
    case 'farm':
      return 'kaklingen fra hønsehuset';
    case 'meadow':
      return 'vinden i gresset';
    case 'mountain':
      return 'vinden mot berget';
    case 'garden':
      return 'fuglene i hekken';
    default:
      return 'lydene fra gata';
  }
}

/** Veien ropet følges, etter hva slags sted det er. */
function trail(c: NoCtx): string {
  switch (c.setting) {
    case 'river':
      return 'langs elvebredden, forbi sivet';
    case 'lake':
      return 'langs strandkanten';
    case 'beach':
      return 'bortover sanden, forbi båtene';
    case 'forest':
      return 'inn mellom trærne';
    case 'farm':
      return 'forbi låven og hønsehuset';
    case 'meadow':
      return 'gjennom det høye gresset';
    case 'mountain':
      return 'oppover den steinete stien';
    case 'garden':
      return 'forbi boden og blomsterbedene';
    default:
      return 'nedover gata, forbi butikken';
  }
}

/** Framme er den som sitter fast, ikke å se ennå: de står stille og lytter etter ropet. */
const listen: Steps['listen'] = [
  (c) =>
    by(
      c,
      `Hvor var ${who(c)}? ${h(c)} sto stille og lyttet. Der: ${cryOf(c)}!`,
      `Først kunne ${h(c)} ikke se ${who(c)} noe sted. ${cap(hHan(c))} sto helt stille og lyttet, og så kom det igjen, svakt og langt borte: ${cryOf(c)}.`,
      `Først var det ikke et spor av ${who(c)} noe sted, bare ${hush(c)}. ${h(c)} sto helt stille, holdt pusten og lyttet, og så, svakt og langt borte, kom det igjen: ${cryOf(c)}.`,
    ),
];

/** Ropet følges fram til stedet, der den som sitter fast, endelig blir sett. */
const follow: Steps['follow'] = [
  (c) => {
    const look = { up: 'opp', down: 'ned', caught: 'ned', out: 'utover' }[shape(c)];
    return by(
      c,
      `${h(c)} fulgte lyden, skritt for skritt. Og der, ${spotOf(c).first}, satt ${who(c)}!`,
      `${h(c)} fulgte lyden ${trail(c)}, og for hvert skritt ble den sterkere. Og der, ${spotOf(c).first}, satt ${who(c)}!`,
      `${h(c)} fulgte lyden ${trail(c)}, stoppet innimellom for å lytte, og for hvert skritt ble den litt sterkere. Så kikket ${hHan(c)} ${look}, og der, ${spotOf(c).first}, satt ${who(c)} og så tilbake med store, redde øyne.`,
    );
  },
];

/** Skrittene en lengre redning forteller mellom forsøkene (plan GoalStep). */
export const rescueSteps: Steps = { stakes, word, think, fetch, listen, follow };
