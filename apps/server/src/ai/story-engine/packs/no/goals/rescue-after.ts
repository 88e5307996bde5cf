// Andre akt i en norsk redning (plan/rescue-after): den som ble reddet, er kald og redd, blir
// varmet og sett til, blir spurt hvem den hører til, blir båret hjem, kjenner veien når de
// nærmer seg, og møter den som har lett; så er den hjemme på sin egen plass.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { creatureOf } from '../../../lexicon/species';
import { by } from '../../by-band';
import { carriedOf, coverOf, houseOf, soreOf, type Sore } from '../../rescue-body';
import { belongsTo, ham, han, Han, homeTo, roleOf, who, Who } from './rescue-words';
import { cap } from '../../../text';

type After = NonNullable<GoalTexts<NoCtx>['after']>;

const h = (c: NoCtx) => c.hero.name;
const hHan = (c: NoCtx) => c.hero.han;
const idOf = (c: NoCtx) => c.other?.char.species ?? c.other?.char.kind ?? '';
const carried = (c: NoCtx) => (c.other ? carriedOf(c.other.char) : 'arms');
const cover = (c: NoCtx) => (c.other ? coverOf(c.other.char) : 'fur');
/** Noen andre enn helten som kan si noe: vennen, ellers helten selv. */
const says = (c: NoCtx) => c.friend?.name ?? c.hero.name;
/**
 * Et adjektiv om den som ble reddet, med den som subjekt: intetkjønn bare for et navnløst dyr
 * med et intetkjønnsord («lammet var vått»), ellers felleskjønn («Pus var våt»).
 */
const agr = (c: NoCtx, common: string, neuter: string) =>
  c.other && !c.other.named && c.other.noun.g === 'n' ? neuter : common;

const WET = new Set(['rock', 'ice', 'well', 'drain']);
const MUDDY = new Set(['mud', 'hole']);
const WATERBIRDS = ['duck', 'swan', 'goose'];
/** En and eller en sel er hjemme i vannet: lyden av det skremmer dem ikke. */
const swims = (c: NoCtx) => {
  const o = c.other?.char;
  if (!o) return false;
  const e = creatureOf(o);
  return WATERBIRDS.includes(idOf(c)) || !!e.water || e.move === 'swim';
};

/** Hvordan stedet etterlot den som ble reddet, med et pronomen som subjekt (felleskjønn). */
function state(c: NoCtx): string {
  const s = c.spot ?? 'tree';
  if (WET.has(s)) return 'gjennomvåt og iskald';
  if (MUDDY.has(s))
    return cover(c) === 'person'
      ? 'full av gjørme fra topp til tå'
      : 'full av gjørme fra snute til hale';
  if (s === 'net') return 'helt utslitt etter all sprellingen';
  return 'stiv av å ha holdt seg fast så lenge';
}

/** Det samme kort, med den som ble reddet som subjekt. */
function stateShort(c: NoCtx): string {
  const s = c.spot ?? 'tree';
  if (WET.has(s)) return agr(c, 'våt og kald', 'vått og kaldt');
  if (MUDDY.has(s)) return agr(c, 'kald og skitten', 'kaldt og skittent');
  if (s === 'net') return agr(c, 'helt utslitt', 'helt utslitt');
  return agr(c, 'stiv og redd', 'stivt og redd');
}

/** Husene et kjæledyr eller et barn bor i, og gata som sies én gang, på merket eller av barnet. */
const HOUSES = [
  ['det gule huset', 'i Bakerveien'],
  ['det lille blå huset', 'nederst i Epleveien'],
  ['det hvite huset', 'ved kirka'],
] as const;
const houseAt = (c: NoCtx) => HOUSES[c.other ? houseOf(c.other.char, 3) : 0];
/** Huset den bor i: det samme gjennom hele fortellingen (kort: ingen rekke på seks ord). */
const house = (c: NoCtx): string => houseAt(c)?.[0] ?? '';
const street = (c: NoCtx): string => `${house(c)} ${houseAt(c)?.[1] ?? ''}`;

/** Gården et dyr skal tilbake til: over tunet når redningen var på gården. */
function farm(c: NoCtx): { name: string; at: string } {
  return c.place.id === 'farm'
    ? { name: 'gårdshuset over tunet', at: 'ved gårdshuset over tunet' }
    : { name: 'gården bortenfor åsen', at: 'på gården bortenfor åsen' };
}

/** Hvor mora til et vilt dyr er: i sivet, ute på vannet, oppe i trærne, inne i buskene. */
export function wild(c: NoCtx): { in: string; to: string; from: string } {
  const o = c.other?.char;
  if (o && WATERBIRDS.includes(idOf(c)))
    return { in: 'inne i sivet', to: 'mot sivet', from: 'ut av sivet' };
  const e = o ? creatureOf(o) : undefined;
  if (e?.water || e?.move === 'swim')
    return { in: 'ute på vannet', to: 'mot vannet', from: 'inn fra vannet' };
  if (e?.move === 'fly') return { in: 'oppe i trærne', to: 'mot trærne', from: 'ned fra trærne' };
  return { in: 'inne i buskene', to: 'mot buskene', from: 'ut av buskene' };
}

/** Dit de skal: huset, gården. */
function homeward(c: NoCtx): string {
  return belongsTo(c) === 'farmer' ? farm(c).name : house(c);
}

/** Veien fra stedet, etter hva slags sted det er. */
export function way(c: NoCtx): string {
  switch (c.setting) {
    case 'garden':
      return 'ut gjennom hageporten og bortover veien';
    case 'river':
      return 'langs elvebredden';
    case 'lake':
      return 'langs strandkanten';
    case 'beach':
      return 'opp fra stranda';
    case 'farm':
      return 'over tunet';
    case 'meadow':
      return 'over enga';
    case 'forest':
      return 'langs skogstien';
    case 'mountain':
      return 'ned den bratte stien';
    default:
      return 'nedover gata';
  }
}

/** Hvordan helten varmer den som ble reddet: yrkets eget teppe, eller sin egen jakke. */
function wrap(c: NoCtx): string {
  const role: Record<string, string> = {
    firefighter: 'et tykt, grått teppe fra brannbilen',
    vet: 'et mykt håndkle fra veska',
    lifeguard: 'et stort, tørt håndkle fra livredderbua',
    police: 'teppet fra politibilen',
    doctor: 'et varmt teppe fra ambulansen',
    pilot: 'et teppe fra helikopteret',
  };
  const r = c.hero.char.role;
  // Et dyr som er for stort å bære, får teppet over ryggen.
  const big = carried(c) === 'walk';
  if (r && role[r])
    return big
      ? `la ${role[r]} over ryggen på ${ham(c)}`
      : `svøpte ${ham(c)} godt inn i ${role[r]}`;
  if (big && c.hero.dressed) return `la {jakka si|ullgenseren sin} over ryggen på ${ham(c)}`;
  return c.hero.dressed
    ? `svøpte ${ham(c)} godt inn i {jakka si|ullgenseren sin|det store skjerfet sitt}`
    : `la ${ham(c)} tett inntil den varme magen sin`;
}

/** Det første lille tegnet på at varmen virker. */
function sign(c: NoCtx): string {
  const id = idOf(c);
  if (['cat', 'kitten'].includes(id)) return 'begynte å male, ganske stille';
  if (['dog', 'puppy'].includes(id)) return `slikket ${h(c)} på haka`;
  if (cover(c) === 'person') return 'klarte å smile et lite, skjelvent smil';
  if (cover(c) === 'feathers') return 'ga fra seg et lite, søvnig pip';
  if (cover(c) === 'wool') return 'sa et bitte lite bæ';
  return 'krøp enda tettere inntil';
}

/** Tegnet etter et forfelt, med verbet før subjektet: «slikket valpen Ida på haka». */
function inverted(c: NoCtx): string {
  const [verb, ...rest] = sign(c).split(' ');
  return `${verb} ${who(c)} ${rest.join(' ')}`;
}

/** Den såre poten, benet eller vingen, med pronomen og adjektiv som passer kjønnet. */
const SORE: Record<Sore, { one: string; it: string; sore: string }> = {
  paw: { one: 'den ene poten', it: 'den', sore: 'sår' },
  leg: { one: 'det ene benet', it: 'det', sore: 'sårt' },
  wing: { one: 'den ene vingen', it: 'den', sore: 'sår' },
  flipper: { one: 'den ene luffen', it: 'den', sore: 'sår' },
  knee: { one: 'det ene kneet', it: 'det', sore: 'sårt' },
};

/** Hva stedet gjorde med det som var sårt. */
function hurtBy(c: NoCtx, it: string): string {
  switch (c.spot) {
    case 'tree':
      return `en kvist hadde nok skrapet ${it} på vei ned`;
    case 'roof':
      return `de ru takstenene hadde skrapet ${it}`;
    case 'ledge':
      return `det skarpe berget hadde skrapet ${it}`;
    case 'net':
      return `trådene hadde strammet seg rundt ${it}`;
    case 'ice':
      return `den kalde isen hadde gjort ${it} ${it === 'den' ? 'stiv og vond' : 'stivt og vondt'}`;
    case 'mud':
      return `${it} hadde fått en vridning i gjørma`;
    case 'rock':
      return `den glatte steinen hadde skrapet ${it}`;
    default:
      return `${it} hadde nok fått en smell i fallet`;
  }
}

/** Hvordan de kommer seg videre: båret, gående sakte, eller hånd i hånd. */
function goOn(c: NoCtx): string {
  const k = carried(c);
  if (k === 'arms') return `«Jeg bærer deg,» sa ${h(c)}.`;
  if (k === 'walk') return `«Vi går sakte,» sa ${h(c)}.`;
  return `«Hold meg i hånda,» sa ${h(c)}, «så går vi sammen.»`;
}

/** Det første den får hjemme på sin egen plass. */
function supper(c: NoCtx): string {
  const id = idOf(c);
  if (['cat', 'kitten'].includes(id)) return 'et fat med mat';
  if (['dog', 'puppy'].includes(id)) return 'en stor skål med mat';
  if (belongsTo(c) === 'farmer') return 'et fang med søtt høy';
  return 'en skål med mat';
}

const chill: After['chill'] = [
  (c) =>
    by(
      c,
      `${Who(c)} var ${stateShort(c)}. ${Han(c)} skalv og skalv.`,
      `${Who(c)} var ${agr(c, 'trygg', 'trygt')} nå, men ${han(c)} var ${state(c)}, og ${han(c)} skalv over hele kroppen. «Stakkars, ${han(c)} ${WET.has(c.spot ?? '') ? 'fryser' : 'er helt skjelven'},» sa ${says(c)} lavt.`,
      `Endelig var ${who(c)} ${agr(c, 'trygg', 'trygt')}, men ${han(c)} var ${state(c)} og skalv så hardt at ${h(c)} kunne kjenne det. Øynene var fortsatt store av skrekk. «Først må vi få varmen i ${ham(c)},» sa ${h(c)}.`,
    ),
];

const warm: After['warm'] = [
  (c) =>
    by(
      c,
      `${h(c)} ${wrap(c)}. Snart ble ${han(c)} varm.`,
      `${h(c)} ${wrap(c)} og holdt ${ham(c)} tett inntil seg. Litt etter litt sluttet ${han(c)} å skjelve, og ${who(c)} ${sign(c)}.`,
      `${h(c)} ${wrap(c)} og holdt ${ham(c)} tett inntil seg, mens ${hHan(c)} gned forsiktig for å få varmen tilbake. ${cap(hHan(c))} kunne kjenne det lille hjertet banke, fort først og så roligere og roligere. Til slutt ${inverted(c)}.`,
    ),
];

const hurt: After['hurt'] = [
  (c) => {
    const o = c.other?.char;
    if (!o) return null;
    const s = SORE[soreOf(o)];
    const vet = c.hero.char.role === 'vet' || c.hero.char.role === 'doctor';
    const bind = vet
      ? `${h(c)} tok en bandasje fra veska og viklet den rundt, mykt og godt.`
      : c.hero.dressed
        ? `${h(c)} knyttet det rene lommetørkleet sitt rundt.`
        : `${h(c)} blåste forsiktig på, slik man gjør.`;
    return by(
      c,
      `${Who(c)} holdt opp ${s.one}. ${cap(s.it)} var ${s.sore}. ${goOn(c)}`,
      `Da så ${h(c)} at ${who(c)} holdt opp ${s.one}: ${hurtBy(c, s.it)}. Ingenting var brukket, men ${s.it} var ${s.sore}. ${bind} ${goOn(c)}`,
      `Da ${h(c)} undersøkte ${ham(c)}, rykket ${who(c)} til og holdt opp ${s.one}: ${hurtBy(c, s.it)}. ${h(c)} kjente forsiktig etter, slik man selv vil at andre skal gjøre. Ingenting var brukket, men ${s.it} var ${s.sore}. ${bind} ${goOn(c)}`,
    );
  },
];

const vet: After['vet'] = [
  (c) => {
    const o = c.other?.char;
    if (!o) return null;
    const s = SORE[soreOf(o)];
    const r = c.hero.char.role;
    if (r === 'vet' || r === 'doctor')
      return by(
        c,
        `Ved bilen renset ${h(c)} ${s.one} ordentlig.`,
        `Tilbake ved bilen renset ${h(c)} ${s.one} ordentlig og la på en ny bandasje. «Som ny om et par dager,» sa ${hHan(c)}.`,
      );
    if (cover(c) === 'person')
      return by(
        c,
        `I butikken fikk de et plaster til kneet.`,
        `På veien stakk de innom den lille butikken, og damen bak disken fant et plaster med stjerner på til det såre kneet. «Du er visst modig, du,» sa hun.`,
      );
    return by(
      c,
      `De stakk innom dyrlegen. «Bare en skramme,» sa hun.`,
      `På veien stakk de innom dyrlegen for å være sikre. Dyrlegen så på ${s.one} og smilte. «Bare en skramme,» sa hun. «Hold det rent, og la ${ham(c)} hvile.»`,
      `På veien stakk de innom dyrlegen for å være helt sikre, og hun så nøye på ${s.one} under den skarpe lampa. «Bare en skramme,» sa hun til slutt og smilte. «Hold det rent og la ${ham(c)} hvile, så er ${han(c)} på beina igjen før du vet ordet av det.»`,
    );
  },
];

const drink: After['drink'] = [
  (c) => {
    // Et vilt dyr mates ikke av folk; og noen må ha hender å helle med.
    if (belongsTo(c) === 'family' || !(c.hero.hands || c.friend?.hands)) return null;
    const pours = c.hero.hands ? h(c) : (c.friend?.name ?? h(c));
    return by(
      c,
      `${Who(c)} var tørst. ${pours} ga ${ham(c)} litt vann.`,
      `${Who(c)} slikket seg rundt munnen: ${han(c)} hadde sittet fast lenge og var tørst. ${pours} helte litt vann fra flaska over i korken, og ${who(c)} drakk hver eneste dråpe.`,
      `Etter all den tiden der ute var ${who(c)} tørst og slikket seg rundt munnen gang på gang. ${pours} helte litt vann fra flaska over i korken og holdt den stødig, og ${who(c)} drakk og drakk til det ikke var en dråpe igjen.`,
    );
  },
];

const whose: After['whose'] = [
  (c) => {
    // Granny's own cat: everyone knows whose it is.
    if (c.petOwner) return null;
    switch (belongsTo(c)) {
      case 'owner':
        return by(
          c,
          `${Who(c)} hadde et merke på halsbåndet. Der sto det: ${street(c)}!`,
          `«Hvem hører du til, du?» spurte ${h(c)}. ${Who(c)} hadde et halsbånd med et lite, rundt merke, og på merket sto det hvor ${han(c)} bodde: ${street(c)}. «Da går vi dit,» sa ${h(c)}.`,
          `«Hvem hører du til, mon tro?» spurte ${h(c)} og snudde det lille merket på halsbåndet mot lyset. Der hadde noen skrevet med pene bokstaver hvor ${who(c)} bodde: ${street(c)}. «Der er det noen som savner deg veldig,» sa ${h(c)}. «Kom, så går vi hjem.»`,
        );
      case 'farmer':
        return by(
          c,
          `${Who(c)} hadde et gult merke i øret. Det var merket fra ${farm(c).name}!`,
          `«Du er ikke noe villdyr, du,» sa ${h(c)}. ${Who(c)} hadde et gult merke i øret, merket fra ${farm(c).name}. «Bonden leter sikkert etter deg. Vi går dit.»`,
          `${h(c)} fikk øye på et gult merke med et nummer i øret til ${who(c)}: det var merket bonden satte på alle dyrene ${farm(c).at}. «Så det er der du hører hjemme,» sa ${h(c)}. «Bonden er sikkert helt fortvilet. Kom, så går vi dit.»`,
        );
      case 'parents':
        return by(
          c,
          `«Hvor bor du?» spurte ${h(c)}. «I ${street(c)}.»`,
          `«Hvor bor du?» spurte ${h(c)} forsiktig. «I ${street(c)},» hvisket ${who(c)}. «Mamma og pappa leter sikkert etter meg.» «Da går vi dit,» sa ${h(c)}.`,
        );
      case 'family':
        return by(
          c,
          `Da hørte de et rop ${wild(c).in}. Det var mora!`,
          `Da kom det et rop fra et sted ${wild(c).in}, og ${who(c)} løftet hodet. «Det er mora di, ikke sant?» sa ${h(c)}. «Kom, så finner vi henne.»`,
          `Da kom det et rop fra et sted ${wild(c).in}, engstelig og lett, og ${who(c)} løftet hodet og svarte. «Det er mora di,» sa ${h(c)}. «Hun har lett etter deg hele tiden. Kom, så finner vi henne.»`,
        );
    }
  },
];

const whoseSent: After['whoseSent'] = [
  (c) => {
    if (belongsTo(c) === 'family')
      return by(
        c,
        `Familien hadde svart før. Nå gikk de for å finne dem.`,
        `Svaret fra før hadde kommet fra et sted ${wild(c).in}. «Familien din venter der,» sa ${h(c)}. «Vi tar deg med til dem.»`,
        `Svaret fra tidligere hadde kommet fra et sted ${wild(c).in}, og der ventet de nå, engstelige og håpefulle. «De kommer ikke fram mens vi står her alle sammen,» sa ${h(c)}. «Vi tar deg med til dem.»`,
      );
    return by(
      c,
      `Beskjeden hadde gått til ${homeTo(c)}. «Vi går og møter ${homeTo(c)},» sa ${h(c)}.`,
      `Beskjeden hadde gått til ${homeTo(c)} for lenge siden, men ingen hadde kommet ennå, og ${who(c)} frøs fortsatt. «Vi venter ikke her,» sa ${h(c)}. «Vi tar ${ham(c)} med hjem til ${homeward(c)} og møter ${homeTo(c)} på veien.»`,
      `Beskjeden hadde gått til ${homeTo(c)} for en stund siden, men ingen hadde kommet ennå, og her ute var vinden kald. «Vi blir ikke stående og vente,» sa ${h(c)}. «Vi tar ${ham(c)} med hjem til ${homeward(c)} selv og møter ${homeTo(c)} på veien.»`,
    );
  },
];

const poster: After['poster'] = [
  (c) => {
    if (c.petOwner) return null;
    const b = belongsTo(c);
    const o = c.other;
    if (b === 'family' || !o) return null;
    const ours = o.noun.g === 'n' ? 'VÅRT' : 'VÅR';
    const what =
      b === 'farmer'
        ? `SAVNET: ${o.noun.sg.toUpperCase()} FRA GÅRDEN. RING BONDEN!`
        : b === 'parents'
          ? 'HAR DU SETT DETTE BARNET? RING OSS!'
          : `SAVNET! HAR DU SETT ${o.noun.def.toUpperCase()} ${ours}?`;
    return by(
      c,
      `På en stolpe hang en lapp: ${what} «Det er jo deg!» sa ${says(c)}.`,
      `På en stolpe ved veien hang en lapp, skrevet med store, skjeve bokstaver: ${what} «Det er jo deg!» sa ${says(c)}. «Noen leter etter deg.»`,
      `På en stolpe ved veien hadde noen hengt opp en lapp, skrevet med store bokstaver i all hast: ${what} Under sto en tegning som lignet mye på ${who(c)}. «Det er jo deg!» sa ${says(c)}. «Noen har lett etter deg hele dagen.»`,
    );
  },
];

const sleep: After['sleep'] = [
  (c) => {
    const k = carried(c);
    if (k === 'arms')
      return by(
        c,
        `De gikk ${way(c)}. ${Who(c)} sovnet på veien.`,
        `De gikk ${way(c)}, og før de visste ordet av det, sov ${who(c)} godt og varmt i armene til ${h(c)}. Derfor gikk de helt stille, så de ikke skulle vekke ${ham(c)}.`,
        `De gikk ${way(c)}, og før de hadde kommet langt, sov ${who(c)} tungt, godt og varmt i armene til ${h(c)}. Derfor gikk de helt stille, og ${h(c)} gikk rundt hver eneste sølepytt for ikke å vekke ${ham(c)}.`,
      );
    if (k === 'walk')
      return by(
        c,
        `De gikk ${way(c)}, sakte. ${Who(c)} var ${agr(c, 'sliten', 'slitent')}.`,
        `De gikk ${way(c)}, men ${who(c)} var ${agr(c, 'sliten', 'slitent')}, så de gikk sakte og stoppet innimellom så ${han(c)} fikk hvile.`,
      );
    return by(
      c,
      `De gikk ${way(c)}, hånd i hånd.`,
      `De gikk ${way(c)}, hånd i hånd. ${Who(c)} var ${agr(c, 'sliten', 'slitent')}, så ${h(c)} fortalte en morsom historie for å holde motet oppe.`,
    );
  },
];

const rest: After['rest'] = [
  (c) => {
    const k = carried(c);
    const why =
      k === 'arms'
        ? `ble armene til ${h(c)} slitne`
        : k === 'walk'
          ? `begynte ${who(c)} å henge etter`
          : `ble bena til ${who(c)} slitne`;
    return by(
      c,
      `Halvveis satte de seg på en lav mur og hvilte.`,
      `Halvveis ${why}, så de satte seg på en lav steinmur og hvilte. ${Who(c)} så lenge opp på ${h(c)}, som for å si takk.`,
      `Halvveis ${why}, så de satte seg på en lav steinmur og hvilte en stund. ${Who(c)} så lenge opp på ${h(c)}, slik man ser på en man har bestemt seg for å stole på, og ${h(c)} fikk en klump i halsen.`,
    );
  },
];

const cross: After['cross'] = [
  (c) => {
    if (WET.has(c.spot ?? '') && !swims(c))
      return by(
        c,
        `Ved brua hørte ${who(c)} vannet og skalv. ${h(c)} holdt ${ham(c)} godt.`,
        `Ved den lille brua hørte ${who(c)} vannet under seg og begynte å skjelve: etter i dag ville ${han(c)} helst ikke i nærheten av vann. ${h(c)} holdt ${ham(c)} tett inntil seg og snakket rolig hele veien over.`,
        `Ved den lille trebrua hørte ${who(c)} vannet som klukket under dem, og begynte å skjelve, for etter i dag var vann det aller siste ${han(c)} ville i nærheten av. Derfor holdt ${h(c)} ${ham(c)} tett inntil seg og snakket rolig hele veien over, til lyden av vannet var langt bak dem.`,
      );
    return by(
      c,
      `Ved veien stoppet de og så seg godt for. Så gikk de over!`,
      `Ved bilveien stoppet de, så til venstre og til høyre og til venstre igjen, og ventet til det var klart. ${Who(c)} holdt seg helt i ro mens de gikk over.`,
    );
  },
];

const lead: After['lead'] = [
  (c) => {
    switch (belongsTo(c)) {
      case 'owner':
      case 'farmer':
        return by(
          c,
          `Ved hjørnet snuste ${who(c)} i lufta. ${Han(c)} kjente veien!`,
          `Ved hjørnet løftet ${who(c)} hodet og snuste i lufta. ${Han(c)} kjente igjen veien! ${Han(c)} vred seg og strakte seg mot riktig retning, og de fulgte etter.`,
          `Da de nærmet seg hjørnet, rørte ${who(c)} på seg og snuste i lufta, og med ett var ${han(c)} lys våken. ${Han(c)} kjente igjen veien! ${Han(c)} vred seg og strakte seg mot riktig retning, og ${h(c)} lo og fulgte etter, for ingen kjenner veien hjem bedre enn den som bor der.`,
        );
      case 'parents':
        return by(
          c,
          `«Den veien!» sa ${who(c)}. «Jeg kjenner denne gata!»`,
          `Ved hjørnet pekte ${who(c)}. «Den veien! Jeg kjenner denne gata!» Og skrittene ble raskere.`,
        );
      case 'family':
        return by(
          c,
          `Ropet kom igjen, nærmere nå. ${Who(c)} svarte, og de gikk etter lyden.`,
          `Ropet kom igjen, nærmere nå, og ${who(c)} svarte. ${h(c)} fulgte ropene ${wild(c).to}, forsiktig, skritt for skritt.`,
          `Ropet kom igjen, nærmere nå, og hver gang svarte ${who(c)} med sin egen lille stemme. ${h(c)} fulgte ropene ${wild(c).to}, forsiktig, skritt for skritt, for ikke å skremme noen.`,
        );
    }
  },
];

const asked: After['asked'] = [
  (c) => {
    if (c.petOwner) return null;
    const b = belongsTo(c);
    if (b === 'family') return null;
    if (b === 'farmer')
      return by(
        c,
        `En mann på en traktor vinket: «Gården ligger like rundt svingen!»`,
        `En mann på en traktor stoppet ved siden av dem. «Men det er jo et av dyrene til bonden!» sa han. «Han har lett i mange timer. Gården ligger like rundt svingen.»`,
      );
    return by(
      c,
      `En dame ved porten ropte: «Det er jo ${who(c)} fra ${house(c)}!»`,
      `En dame ved porten sin så bort og gispet. «Men det er jo ${who(c)} fra ${house(c)}!» sa hun. «De har lett i mange timer. Gå rett fram, det er ikke langt.»`,
      `En dame som klippet roser ved porten sin, så opp og gispet. «Kjære vene, er det ${who(c)} fra ${house(c)}? De har ropt og lett hele ettermiddagen,» sa hun. «Gå bare rett fram, det er ikke langt igjen.»`,
    );
  },
];

/** Den som kommer, og hvordan, som V2-ledd etter et forfelt: verb, subjekt, resten. */
function meets(c: NoCtx, front: string): string {
  switch (belongsTo(c)) {
    case 'owner':
      return `${front} kom ${c.petOwner?.name ?? 'eieren'} løpende nedover veien og ropte på ${who(c)}`;
    case 'farmer':
      return `${front} kom bonden med lange skritt over jordet, med et bekymret ansikt`;
    case 'parents':
      return `${front} kom mamma og pappa løpende og ropte på ${who(c)}`;
    case 'family': {
      const e = c.other ? creatureOf(c.other.char) : undefined;
      const how = WATERBIRDS.includes(idOf(c))
        ? 'padlende'
        : e?.water || e?.move === 'swim'
          ? 'svømmende'
          : 'løpende';
      return `${front} kom mora ${how} ${wild(c).from}`;
    }
  }
}

/** Den som ble reddet, går til den som kom. */
function reunite(c: NoCtx): string {
  // (En som er for stor til å bæres, har gått ved siden av: den settes ikke ned.)
  if (belongsTo(c) === 'family' && carried(c) === 'walk')
    return `${who(c)} skyndte seg rett bort til mora, som snuste og puffet på ${ham(c)} over det hele`;
  if (belongsTo(c) === 'family')
    return `${h(c)} satte ${who(c)} forsiktig ned, og ${han(c)} skyndte seg rett bort til mora, som snuste og puffet på ${ham(c)} over det hele`;
  if (carried(c) === 'hand') return `${who(c)} løp rett i armene deres`;
  if (carried(c) === 'walk')
    return `${who(c)} gikk rett bort til ${homeTo(c)} og la hodet inntil ${homeTo(c)}`;
  return `${who(c)} {vred seg|krabbet} rett over i armene til ${homeTo(c)}`;
}

const thanks = (c: NoCtx) =>
  belongsTo(c) === 'family'
    ? ''
    : ` «Tusen takk, ${h(c)},» sa ${homeTo(c)}. «Vi har lett overalt!»`;

const met: After['met'] = [
  (c) =>
    by(
      c,
      `${meets(c, 'Da')}. For en klem!`,
      `${meets(c, 'Og der')}. ${cap(reunite(c))}.${thanks(c)}`,
      `${meets(c, 'Og der, endelig,')}. ${cap(reunite(c))}, og et øyeblikk sa ingen noe som helst.${thanks(c)}`,
    ),
];

const metSent: After['metSent'] = [
  (c) => {
    if (belongsTo(c) === 'family')
      return by(
        c,
        `Der ventet mora. ${Who(c)} skyndte seg bort til henne. For et gjensyn!`,
        `${meets(c, 'Akkurat der ropene hadde blitt besvart,')}. ${cap(reunite(c))}.`,
      );
    return by(
      c,
      `${meets(c, 'Akkurat da')}. Beskjeden hadde nådd fram!`,
      `${meets(c, 'Akkurat da')}: beskjeden hadde nådd fram i tide. ${cap(reunite(c))}.${thanks(c)}`,
      `${meets(c, 'Og der, midt på veien,')}. Beskjeden hadde nådd fram, og ingen hadde nølt et sekund. ${cap(reunite(c))}, og et øyeblikk sa ingen noe som helst.${thanks(c)}`,
    );
  },
];

const tell: After['tell'] = [
  (c) => {
    if (belongsTo(c) === 'family') return null;
    const asker = homeTo(c);
    return by(
      c,
      `«Hvordan fikk dere ${ham(c)} løs?» spurte ${asker}. ${h(c)} fortalte alt.`,
      `«Men hvordan i all verden fikk dere ${ham(c)} løs?» spurte ${asker}. Så fortalte ${h(c)} om hvert eneste forsøk som hadde mislyktes, og om det som til slutt virket, og ${asker} ristet forundret på hodet.`,
      `«Men hvordan i all verden fikk dere ${ham(c)} løs?» spurte ${asker}. Så fortalte ${h(c)}${c.friend ? ` og ${c.friend.name}` : ''} hele historien: om alle forsøkene som hadde mislyktes, om ventingen og bekymringen, og om det som til slutt virket. ${cap(asker)} lyttet med store øyne og ristet forundret på hodet.`,
    );
  },
];

const bath: After['bath'] = [
  (c) => {
    const b = belongsTo(c);
    if (b === 'family') return null;
    const muck = WET.has(c.spot ?? '')
      ? 'det kalde vannet'
      : MUDDY.has(c.spot ?? '')
        ? 'gjørma'
        : 'støvet';
    if (b === 'farmer')
      return by(
        c,
        `Bonden gned ${ham(c)} tørr med en neve halm.`,
        `Bonden gned ${who(c)} godt med en stor neve ren halm, til ${cover(c) === 'wool' ? 'ulla' : 'pelsen'} var tørr og myk igjen.`,
      );
    return by(
      c,
      `Så ble det et varmt bad. Plask!`,
      `Først ble det et varmt bad for å vaske bort ${muck}. ${Who(c)} likte det ikke det grann og ristet seg så kraftig at alle rundt ble våte, og alle lo.`,
      `Først ble det et varmt bad, for å vaske bort ${muck} og det siste av kulda. ${Who(c)} syntes ikke noe om det, og da det var over, ristet ${han(c)} seg så kraftig at alle som sto i nærheten, ble klissvåte, og alle lo, og skrekken fra i dag ble vasket bort den også.`,
    );
  },
];

/** Hjemme igjen: sin egen plass, maten, søvnen. */
function ownPlace(c: NoCtx): string {
  switch (belongsTo(c)) {
    case 'owner':
      return `I ${house(c)} fikk ${who(c)} ${supper(c)} og krøp opp i sin egen kurv ved ovnen`;
    case 'farmer':
      return `Tilbake ${farm(c).at} fikk ${who(c)} ${supper(c)}, og bonden lukket grinda godt etter ${ham(c)}`;
    case 'parents':
      return `I ${house(c)} svøpte mamma ${who(c)} inn i et stort håndkle, og pappa kokte varm kakao til alle`;
    case 'family':
      return WATERBIRDS.includes(idOf(c))
        ? `${who(c)} padlet inn i sivet, tett ved siden av mora, og så seg tilbake bare én gang`
        : `${who(c)} krøp tett inntil mora ${wild(c).in}, trygt hjemme igjen`;
  }
}

const home: After['home'] = [
  (c) =>
    by(
      c,
      `${cap(ownPlace(c))}. Endelig hjemme!`,
      `${cap(ownPlace(c))}. ${belongsTo(c) === 'family' ? `«Ha det, lille venn,» hvisket ${h(c)}.` : `«Kom og besøk oss når du vil,» sa ${homeTo(c)}.`}`,
      `${cap(ownPlace(c))}. ${belongsTo(c) === 'family' ? `«Ha det, lille venn,» hvisket ${h(c)}, «og hold deg unna ${c.spot === 'net' ? 'gamle garn' : 'trøbbel'}.»` : `«Du må komme og besøke ${ham(c)} ofte,» sa ${homeTo(c)}, og ${h(c)} lovte å gjøre det.`}`,
    ),
];

const gift: After['gift'] = [
  (c) => {
    const b = belongsTo(c);
    if (b === 'family') return null;
    const what =
      b === 'farmer'
        ? 'en eske med seks ferske egg'
        : b === 'parents'
          ? 'et stort stykke sjokoladekake'
          : `et bilde av ${who(c)} i en liten ramme`;
    return by(
      c,
      `${cap(homeTo(c))} ga ${h(c)} ${what}. «Takk!»`,
      `Før ${h(c)} gikk, stakk ${homeTo(c)} ${what} i hendene på ${c.hero.ham}. «Dette er til deg,» sa ${homeTo(c)}, «fordi du reddet ${ham(c)}.»`,
    );
  },
];

const gate: After['gate'] = [
  (c) => {
    if (belongsTo(c) === 'family') return null;
    return by(
      c,
      `${Who(c)} fulgte ${h(c)} til porten. «Jeg kommer tilbake,» sa ${h(c)}.`,
      `Da ${h(c)} snudde seg for å gå, fulgte ${who(c)} etter helt bort til porten. «Jeg kommer tilbake i morgen,» sa ${h(c)} og klappet ${ham(c)} en siste gang.`,
      `Da ${h(c)} endelig snudde seg for å gå hjem, fulgte ${who(c)} etter helt bort til porten og ville ikke gå inn igjen før ${h(c)} hadde satt seg på huk og klappet ${ham(c)} en siste gang. «Jeg kommer og besøker deg i morgen,» lovte ${hHan(c)}, «og dagen etter.»`,
    );
  },
];

/** Selve redningen når et andre akt følger: løs, og ingen kommer løpende ennå. */
export function freedOnly(c: NoCtx, freed: string): string {
  const r = roleOf(c);
  return by(
    c,
    `${freed} Alle jublet.`,
    `${freed} «Du klarte det!» ropte ${c.friend?.name ?? 'alle'}, og ${h(c)} ${r ? 'satte tommelen i været' : 'pustet lettet ut'}.`,
    `${freed} Et øyeblikk var alle stille, og så ${c.friend ? `jublet ${c.friend.name}` : 'jublet alle'}, og ${h(c)} slapp ut pusten ${hHan(c)} hadde holdt inne altfor lenge.`,
  );
}

export const rescueAfter: Omit<After, 'freed'> = {
  chill,
  warm,
  hurt,
  vet,
  drink,
  whose,
  whoseSent,
  poster,
  sleep,
  rest,
  cross,
  lead,
  asked,
  met,
  metSent,
  tell,
  bath,
  home,
  gift,
  gate,
};
