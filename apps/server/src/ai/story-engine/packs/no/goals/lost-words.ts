// Sporet etter en borte ting: det tingen legger igjen, hvem som tok den og hvorfor, og hvor
// den blir funnet. Smuler og krem hører bare til når det som er borte, er mat.
import type { NoCtx } from '../../../compose/ctx-no';
import { isIndoor } from '../../ground';
import { groundOf, lostKind, spaceSetting, type LostKind } from '../../../lexicon/lost-things';
import { by } from '../../by-band';

const CLUES: Record<Exclude<LostKind, 'food'>, string[]> = {
  soft: [
    'en tråd av ullgarn',
    'en myk dott med ull',
    'et ullent spor bortover',
    'en lang, løs tråd som pekte videre',
  ],
  cuddly: [
    'en myk dott med stopp',
    'et lite, rundt avtrykk av en bamserumpe',
    'en løs knapp som hadde falt av',
    'en lang, løs tråd som pekte videre',
  ],
  clatter: [
    'et svakt klirr langt borte',
    'et sotete merke på en stein',
    'et lite bang, bang som kom og gikk',
    'en svart stripe av sot',
  ],
  shiny: [
    'noe som blinket i lyset',
    'en blank ripe i støvet',
    'små fotspor som gikk i ring',
    'et glimt bak en stein',
  ],
  flying: [
    'en bit av ei snor',
    'noe som blafret høyt oppe',
    'en liten sløyfe som hadde løsnet',
    'ei snor som pekte videre',
  ],
  round: [
    'et rundt merke i støvet',
    'en rad med små hoppemerker',
    'et dunk, dunk langt borte',
    'et trillespor som svingte',
  ],
  other: [
    'noe som glimtet',
    'små fotspor som gikk og gikk',
    'en rad med små merker i støvet',
    'et merke akkurat like stort som den borte tingen',
  ],
};

/** På vannet og under det ligger ingen spor i støvet: det som fløt forbi, viser vei. */
const WET_CLUES = {
  afloat: [
    'noe som duppet i bølgene',
    'et glimt under vannflata',
    'ei måke som skrek og pekte med nebbet',
    'ei stripe av skum som gikk videre',
  ],
  seabed: [
    'ei rad med bittesmå bobler',
    'et glimt mellom tangen',
    'små merker i sanden på bunnen',
    'en krabbe som pekte med klypa',
  ],
};

/** Sporene etter tingen; mat gir ingen egne spor her (de står i mysteriet om kaka). */
export function lostClues(c: NoCtx): string[] | undefined {
  const kind = lostKind(c.thing?.id);
  if (kind === 'food') return undefined;
  const ground = groundOf(c.setting);
  return ground === 'afloat' || ground === 'seabed' ? WET_CLUES[ground] : CLUES[kind];
}

export function isFood(c: NoCtx): boolean {
  return lostKind(c.thing?.id) === 'food';
}

/** Hvem som tok tingen, og pronomenet som passer: noe fra verdensrommet der ute. */
function culprit(c: NoCtx, kind: LostKind): readonly [string, string] {
  const ground = groundOf(c.setting);
  if (ground === 'afloat')
    return c.p([
      ['ei lita måke', 'den'],
      ['en liten selunge', 'den'],
      ['en oterunge', 'den'],
    ] as const);
  if (ground === 'seabed')
    return c.p([
      ['en liten krabbe', 'den'],
      ['en blekksprutunge', 'den'],
      ['en liten, nysgjerrig fisk', 'den'],
    ] as const);
  if (spaceSetting(c.setting))
    return c.p([
      ['et bitte lite romvesen', 'det'],
      ['en liten romvesenunge', 'den'],
      ['et lite månevesen', 'det'],
    ] as const);
  const by: Record<LostKind, readonly (readonly [string, string])[]> = {
    soft: [
      ['en liten musunge', 'den'],
      ['et lite pinnsvin', 'det'],
      ['en ekornunge', 'den'],
    ],
    cuddly: [
      ['en liten revunge', 'den'],
      ['en liten bjørnunge', 'den'],
    ],
    clatter: [
      ['ei lita skjære', 'den'],
      ['en liten grevlingunge', 'den'],
    ],
    shiny: [
      ['ei lita skjære', 'den'],
      ['en kråkeunge', 'den'],
    ],
    flying: [
      ['ei lita skjære', 'den'],
      ['en fugleunge', 'den'],
    ],
    round: [
      ['en liten revunge', 'den'],
      ['en valp', 'den'],
    ],
    food: [['en liten bjørnunge', 'den']],
    other: [
      ['ei lita skjære', 'den'],
      ['en ekornunge', 'den'],
    ],
  };
  return c.p(by[kind]);
}

function why(c: NoCtx, kind: LostKind, it: string): string {
  const def = c.thing?.def ?? 'tingen';
  const den = c.thing?.den ?? 'den';
  // «blank og fin» om en nøkkel, «blankt og fint» om et kompass.
  const n = c.thing?.noun.g === 'n';
  const blank = n ? 'blankt og fint' : 'blank og fin';
  const fin = n ? 'fint' : 'fin';
  switch (kind) {
    case 'soft':
      return `hadde laget seg ei lun seng av ${def} og sov {søtt|godt} inni ${den}`;
    case 'cuddly':
      return `hadde lånt ${def} for å ha noe mykt å sove inntil`;
    case 'clatter':
      return `hadde brukt ${def} som tromme, bang, bang`;
    case 'shiny':
      return `syntes ${def} var så ${blank} at ${it} bare måtte låne ${den} en stund`;
    case 'flying':
      if (groundOf(c.setting) !== 'land') return `hadde fanget ${def} da ${den} fløt forbi`;
      return `hadde tatt ${def} i nebbet da ${den} fløy forbi`;
    case 'round':
      return `hadde lekt med ${def} og trillet ${den} helt hit`;
    default:
      return `hadde funnet ${def} og tatt ${den} med seg fordi ${den} var så ${fin}`;
  }
}

/** Gjemmestedet der letingen ender, etter hva som er under føttene der. */
const HIDEAWAY: Partial<Record<string, string>> = {
  beach: '{under en haug med tang|bak en stor stein|halvveis begravd i sanden}',
  snow: '{i ei snøfonn|bak en isete stein|under en snøhaug}',
  desert: '{bak en stein|under ei sanddyne|i skyggen av en kaktus}',
  cave: '{bak en stor stein|i ei sprekk i fjellet|på en liten hylle}',
  sky: '{på ei myk sky|bak en liten sky}',
};

export function hideawayNo(c: NoCtx, more = false): string {
  switch (groundOf(c.setting)) {
    case 'space':
      return '{bak en stor, grå stein|nede i et lite krater|inne i ei lita hule av stein}';
    case 'afloat':
      return '{oppi et gammelt fiskegarn som fløt|på et lite skjær|oppi ei bøye som duppet}';
    case 'seabed':
      return '{inne i et stort skjell|bak en stein med tang|under en dott med tare}';
    default:
      // Ingen hule trær på sanden, innendørs eller i ei hule: det stedet har å gjemme noe i.
      if (HIDEAWAY[c.setting]) return HIDEAWAY[c.setting] as string;
      if (isIndoor(c.setting)) return '{under ei pute|bak ei gardin|i en støvete krok}';
      return more
        ? '{under ei rot|bak en stor stein|i et hult tre|mellom to mosegrodde steiner}'
        : '{under ei rot|bak en stor stein|i et hult tre}';
  }
}

/**
 * Slutten på letingen: hvor tingen lå, hvem som hadde tatt den og hvorfor, og at den blir
 * med hjem. Navnet på tingen står alltid i avsnittet.
 */
export function lostFound(c: NoCtx): string {
  const kind = lostKind(c.thing?.id);
  const def = c.thing?.def ?? 'tingen';
  const den = c.thing?.den ?? 'den';
  const [who, it] = culprit(c, kind);
  const It = it.charAt(0).toUpperCase() + it.slice(1);
  const h = c.hero.name;
  // Et horn eller en hale som falt av, settes på plass igjen, ikke i en lomme.
  if (c.thing?.id.startsWith('part:'))
    return by(
      c,
      `Der, ${hideawayNo(c)}, lå ${def}! ${h} satte ${den} på plass igjen, og ${den} passet akkurat. Det var ${who} som ${why(c, kind, it)}. «Unnskyld,» sa ${it}.`,
      `Der, ${hideawayNo(c)} ${c.place.in}, lå ${def}, og ved siden av satt ${who}. ${h} satte ${den} på plass igjen. ${It} ${why(c, kind, it)}. «Unnskyld,» sa ${it}.`,
      `Der, ${hideawayNo(c)} ${c.place.in}, lå ${def}, og ved siden av satt ${who} og så {flau|skyldig|lei seg} ut. ${h} satte ${den} forsiktig på plass igjen, rett og støtt. ${It} ${why(c, kind, it)}. «Unnskyld,» sa ${it}, og ${h} smilte, for det var jo ikke så farlig.`,
    );
  return by(
    c,
    `Der, ${hideawayNo(c)}, lå ${def}! Det var ${who} som ${why(c, kind, it)}. «Unnskyld,» sa ${it}. ${h} tok ${def} med hjem.`,
    `Der, ${hideawayNo(c)} ${c.place.in}, lå ${def}, og ved siden av satt ${who}. ${It} ${why(c, kind, it)}. «Unnskyld,» sa ${it}, og ${h} tok ${def} forsiktig med seg hjem.`,
    `Der, ${hideawayNo(c)} ${c.place.in}, lå ${def}, og ved siden av satt ${who} og så {flau|skyldig|lei seg} ut. ${It} ${why(c, kind, it)}. «Unnskyld,» sa ${it}, og ${h} smilte, for det var jo ikke så farlig, og tok ${den} forsiktig med seg hjem.`,
  );
}
