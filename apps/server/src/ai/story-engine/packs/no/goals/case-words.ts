// Ordene i en sak om noe som er borte: hvem som ble mistenkt, hvem som tok det og hvorfor, og
// sporene som skiller dem (hvor store føttene er, fargen på pelsen, lyden de lager).
import type { NoCtx } from '../../../compose/ctx-no';
import type {
  ClueKind,
  Coat,
  Covering,
  CulpritId,
  InnocentId,
  Lair,
  Reason,
  Size,
} from '../../../plan/case-file';
import {
  TRAITS,
  caseExit,
  printGround,
  type CaseExit,
  type PrintGround,
} from '../../../plan/case-file';
import { placeById } from '../../../lexicon/places';
import { clearingOf, file, sceneOfCase, suspectOf } from '../../case-facts';

export interface Who {
  /** «ei lita, grå mus» */
  a: string;
  /** «den lille, grå musa» */
  the: string;
  /** «musa» */
  bare: string;
  han: string;
  ham: string;
  /** Lyden den lager. */
  sound: string;
}

export const CULPRIT_NO: Record<CulpritId, Who> = {
  mouse: {
    a: 'ei lita, grå mus',
    the: 'den lille, grå musa',
    bare: 'musa',
    han: 'hun',
    ham: 'henne',
    sound: 'et lite pip, pip-pip',
  },
  squirrel: {
    a: 'et lite, rødt ekorn',
    the: 'det lille, røde ekornet',
    bare: 'ekornet',
    han: 'hun',
    ham: 'henne',
    sound: 'en rask liten lyd, tsjikk-tsjikk',
  },
  magpie: {
    a: 'ei svart og hvit skjære',
    the: 'den svarte og hvite skjæra',
    bare: 'skjæra',
    han: 'hun',
    ham: 'henne',
    sound: 'en hes lyd, skrak-skrak',
  },
  seagull: {
    a: 'ei stor, hvit måke',
    the: 'den store, hvite måka',
    bare: 'måka',
    han: 'hun',
    ham: 'henne',
    sound: 'et høyt skrik, kri-kri',
  },
  hedgehog: {
    a: 'et lite, brunt pinnsvin',
    the: 'det lille, brune pinnsvinet',
    bare: 'pinnsvinet',
    han: 'hun',
    ham: 'henne',
    sound: 'en liten snøftelyd, snøft-snøft',
  },
  puppy: {
    a: 'en liten, brun valp',
    the: 'den lille, brune valpen',
    bare: 'valpen',
    han: 'han',
    ham: 'ham',
    sound: 'et lite bjeff, vopp',
  },
  'fox-cub': {
    a: 'en liten, rød revunge',
    the: 'den lille, røde revungen',
    bare: 'revungen',
    han: 'han',
    ham: 'ham',
    sound: 'et lite, lyst bjeff',
  },
  otter: {
    a: 'en liten, brun oter',
    the: 'den lille, brune oteren',
    bare: 'oteren',
    han: 'hun',
    ham: 'henne',
    sound: 'et lite plystrepip',
  },
  'moon-pup': {
    a: 'en liten, grønn månevalp',
    the: 'den lille, grønne månevalpen',
    bare: 'månevalpen',
    han: 'han',
    ham: 'ham',
    sound: 'et lite, summende bip-bip',
  },
};

export interface Suspect extends Who {
  /** Its name is one of these, the same all through one story. */
  names: readonly string[];
  /** Hvor den hører til: «som bodde på bakeriet». */
  lives: (c: NoCtx) => string;
  /** Hva den sier den har gjort, i jeg-form. */
  alibi: string;
  /** Det som først ser ut til å peke på den, og det som forklarer det. */
  sign: string;
  why: string;
}

export const SUSPECT_NO: Record<InnocentId, Suspect> = {
  cat: {
    names: ['Mons', 'Pusur', 'Findus'],
    a: 'en svart og hvit katt',
    the: 'den svarte og hvite katten',
    bare: 'katten',
    han: 'han',
    ham: 'ham',
    sound: 'mjau',
    lives: (c) => `som bodde ${sceneIn(c)}`,
    alibi: 'Jeg har sovet i vinduskarmen hele morgenen',
    sign: 'lå og sov rett ved siden av det tomme fatet',
    why: 'det er plassen hans i sola, der ligger han hver eneste dag',
  },
  dog: {
    names: ['Bamse', 'Rufus', 'Tassen'],
    a: 'en stor, svart og hvit hund',
    the: 'den store, svarte og hvite hunden',
    bare: 'hunden',
    han: 'han',
    ham: 'ham',
    sound: 'et dypt voff',
    lives: () => 'som bodde i huset ved siden av',
    alibi: 'Jeg har vært på lang tur med eieren min',
    sign: 'hadde satt et stort, gjørmete poteavtrykk ved døra',
    why: 'det avtrykket var fra i går, da han kom inn fra regnet',
  },
  rabbit: {
    names: ['Snøball', 'Lykke', 'Hoppsan'],
    a: 'en liten, hvit kanin',
    the: 'den lille, hvite kaninen',
    bare: 'kaninen',
    han: 'hun',
    ham: 'henne',
    sound: 'et lite snøft',
    lives: () => 'som bodde i et bur i hagen ved siden av',
    alibi: 'Jeg har vært i buret mitt og spist gulrøtter',
    sign: 'hadde vært der, for det lå noen hvite hår like ved',
    why: 'kaniner feller hår over alt, og hun hopper forbi der hver dag',
  },
  pigeon: {
    names: ['Grålin', 'Kurre', 'Duskedu'],
    a: 'ei grå due',
    the: 'den grå dua',
    bare: 'dua',
    han: 'hun',
    ham: 'henne',
    sound: 'kurr, kurr',
    lives: () => 'som bodde oppe på taket',
    alibi: 'Jeg har sittet på taket og sett på folk hele dagen',
    sign: 'hadde sittet i vinduet, for der lå ei grå fjær',
    why: 'der sitter hun hver morgen og soler seg',
  },
  parrot: {
    names: ['Kaptein', 'Rocky', 'Polly'],
    a: 'en grønn papegøye',
    the: 'den grønne papegøyen',
    bare: 'papegøyen',
    han: 'han',
    ham: 'ham',
    sound: '«Hallo, hallo!»',
    lives: (c) => `som bodde i et bur ${sceneIn(c)}`,
    alibi: 'Jeg har sittet i buret mitt og øvd på nye ord',
    sign: 'ropte navnet på det som var borte, om og om igjen',
    why: 'han hadde bare hørt alle andre snakke om det hele morgenen',
  },
  goat: {
    names: ['Geitrud', 'Bukkelin', 'Mekke'],
    a: 'ei stor, hvit geit',
    the: 'den store, hvite geita',
    bare: 'geita',
    han: 'hun',
    ham: 'henne',
    sound: 'et langt mæ',
    lives: () => 'som bodde på gården ved siden av',
    alibi: 'Jeg har vært på beite bak gjerdet hele dagen',
    sign: 'spiser alt, det vet alle',
    why: 'grinda til beitet hadde vært stengt hele dagen',
  },
  crab: {
    names: ['Klype', 'Krabbelin', 'Sidensteg'],
    a: 'en liten, rød krabbe',
    the: 'den lille, røde krabben',
    bare: 'krabben',
    han: 'han',
    ham: 'ham',
    sound: 'klikk-klikk',
    lives: () => 'som bodde under en stein i fjæra',
    alibi: 'Jeg har gravd meg ned i sanden hele dagen',
    sign: 'hadde laget små merker i sanden rett ved stedet',
    why: 'krabber går sidelengs, og de merkene gikk rett fram',
  },
  hamster: {
    names: ['Nøtti', 'Kinnpose', 'Tuppen'],
    a: 'en liten, rødgul hamster',
    the: 'den lille, rødgule hamsteren',
    bare: 'hamsteren',
    han: 'han',
    ham: 'ham',
    sound: 'et lite knas',
    lives: (c) => `som bodde i et bur ${sceneIn(c)}`,
    alibi: 'Jeg har løpt i hjulet mitt hele morgenen',
    sign: 'hadde noe i de store kinnposene sine',
    why: 'det var bare solsikkefrø fra matskåla hans',
  },
  robot: {
    names: ['Bolt', 'Skrue', 'Volt'],
    a: 'en stor, grå robot',
    the: 'den store, grå roboten',
    bare: 'roboten',
    han: 'han',
    ham: 'ham',
    sound: 'bzz-pip',
    lives: (c) => `som passet på ${sceneDef(c)}`,
    alibi: 'Jeg har stått i laderen og ladet batteriene mine',
    sign: 'blinket rødt med lampa si, som om han skjulte noe',
    why: 'lampa blinker bare rødt når batteriet er lavt',
  },
};

/** Stedet saken begynte: åstedet. */
export const sceneIn = (c: NoCtx) => sceneOfCase(c).in;
export const sceneDef = (c: NoCtx) => sceneOfCase(c).def;
export const culprit = (c: NoCtx): Who => CULPRIT_NO[file(c).culprit];
/** Den mistenkte saken handler om nå. */
export const suspect = (c: NoCtx, i?: number) => suspectOf(c, SUSPECT_NO, i);

const SIZE: Record<Size, string> = { tiny: 'bittesmå', small: 'små', big: 'store' };
const COAT: Record<Coat, string> = {
  grey: 'grå',
  red: 'rød',
  brown: 'brun',
  'black-white': 'svart og hvit',
  white: 'hvit',
  ginger: 'rødgul',
  green: 'grønn',
};

const GROUND: Record<PrintGround, string> = {
  dust: 'i det fine støvet',
  sand: 'i den våte sanden',
  earth: 'i den myke jorda',
  flour: 'i melet på gulvet',
  floor: 'i støvet på gulvet',
};
const EXIT: Record<CaseExit, string> = {
  hatch: 'luka',
  rocks: 'steinene ved vannet',
  fence: 'hullet i gjerdet',
  window: 'vinduet',
};

/** Hvor sporene synes, etter hva slags sted det er. */
export const ground = (c: NoCtx): string =>
  GROUND[printGround(placeById(c.place.id).setting, !!file(c).food)];

/** Hvor den som tok det, kom inn og gikk ut igjen. */
export const exit = (c: NoCtx): string => EXIT[caseExit(placeById(sceneOfCase(c).id).setting)];

/** Et spor etter den som tok det, sagt som en ting man finner. */
export function clueSaid(c: NoCtx, k: ClueKind): string {
  const t = TRAITS[file(c).culprit];
  switch (k) {
    case 'trail':
      return file(c).food ? 'et spor av smuler' : 'en tynn stripe der noe var blitt dratt bortover';
    case 'prints':
      return t.covering === 'feather'
        ? `${SIZE[t.size]} fuglespor med tre tær`
        : `${SIZE[t.size]} poteavtrykk`;
    case 'tuft':
      return t.covering === 'feather'
        ? `ei ${COAT[t.coat]} fjær`
        : t.covering === 'spines'
          ? `en liten, ${COAT[t.coat]} pigg`
          : `en dott med ${COAT[t.coat]} pels`;
    case 'sound':
      return culprit(c).sound;
    case 'bite':
      return t.covering === 'feather'
        ? 'små hakk i en smule, som etter et lite nebb'
        : `${SIZE[t.size]} tannmerker i en bit som var blitt igjen`;
    case 'smell':
      return `lukta av ${c.thing?.def ?? 'kaka'}`;
  }
}

/** Det sporet sier om den som tok det, kort: «bittesmå føtter», «grå pels», «som piper». */
export function clueMeans(c: NoCtx, k: ClueKind): string {
  const t = TRAITS[file(c).culprit];
  switch (k) {
    case 'prints':
      return `${SIZE[t.size]} føtter`;
    case 'tuft':
      return t.covering === 'feather'
        ? `${COAT[t.coat]} fjær`
        : t.covering === 'spines'
          ? `${COAT[t.coat]} pigger`
          : `${COAT[t.coat]} pels`;
    case 'sound':
      return `en lyd som ${culprit(c).sound}`;
    case 'bite':
      return t.covering === 'feather' ? 'et lite nebb' : `${SIZE[t.size]} tenner`;
    case 'smell':
      return 'en nese for god mat';
    default:
      return 'en vei ut';
  }
}

/** Hvorfor sporet ikke passer den mistenkte: «Bamse har store poter». */
export function notThem(c: NoCtx, i: number): string {
  const s = suspect(c, i);
  const why = clearingOf(c, i);
  if (why.by === 'prints')
    return `sporene var ${SIZE[why.size]}, mye ${why.bigger ? 'større' : 'mindre'} enn ${why.feet ? 'føttene' : 'potene'} til ${s.name}`;
  if (why.by === 'covering')
    return `det var ${FOUND[why.found]}, og ${s.name} har ${HAS[why.theirs]}`;
  return `${clueMeans(c, 'tuft')} passet ikke, for ${s.name} er ${COAT[why.coat]}`;
}

/** Det som ble funnet, og det den mistenkte har i stedet. */
const FOUND: Record<Covering, string> = { feather: 'ei fjær', spines: 'en pigg', fur: 'pels' };
const HAS: Record<Covering, string> = {
  feather: 'fjær',
  spines: 'ingen pels i det hele tatt',
  fur: 'pels',
};

/** Hvor den som tok det, holder til. */
export const LAIR_NO: Record<Lair, string> = {
  hole: 'et lite hull under en stein',
  'tree-nest': 'et rede høyt oppe i et tre',
  roof: 'et rede oppe på taket av skuret',
  hedge: 'et lunt bol under hekken',
  basket: 'et hull i hekken til naboen',
  den: 'et lite hi under skuret',
  crater: 'et lite krater bak en stein',
  rocks: 'en sprekk mellom steinene',
};

/** Hvorfor den tok det, sagt av den selv: «jeg hadde tre små unger hjemme …». */
export const REASON_NO: Record<Reason, (c: NoCtx) => string> = {
  babies: () => 'jeg har {tre|fire|fem} små unger hjemme som er {så sultne|sultne hele tiden}',
  hungry: () => 'ingen hadde gitt meg mat på hele dagen, og magen rumlet',
  store: () => 'vinteren kommer, og forrådet mitt er nesten tomt',
  nest: () => 'redet mitt er kaldt, og ungene mine trenger noe mykt å sove på',
  shiny: () => 'det var det fineste og blankeste jeg noen gang hadde sett',
  play: () => 'jeg trodde det var en leke, den fineste i hele verden',
};

/** Hvordan det blir godt igjen: man deler, baker sammen, gir noe eget. */
export const AMENDS_NO: Record<Reason, (c: NoCtx) => string> = {
  babies: (c) =>
    `Så bakte de ${c.thing?.indef ?? 'ei kake'} til, og en god bit ble lagt ut til ungene til ${culprit(c).bare}`,
  hungry: (c) => `Så delte de det som var igjen, og ${culprit(c).bare} fikk sin egen lille bit`,
  store: (c) => `Så fylte de en liten pose med nøtter til forrådet til ${culprit(c).bare}`,
  nest: (c) => `Så fant de et gammelt, mykt skjerf som ${culprit(c).bare} fikk til redet sitt`,
  shiny: (c) => `Så fikk ${culprit(c).bare} en blank knapp helt for seg selv`,
  play: (c) => `Så fant de en gammel ball som ${culprit(c).bare} fikk leke med for alltid`,
};
