// Ordene en norsk redning fortelles med: hva redningsmannen er og har med seg, hvor den som
// sitter fast er, og hvem den skal hjem til.
import type { NoCtx } from '../../../compose/ctx-no';
import { SPOTS, type SpotEntry } from '../../../lexicon/rescue-spots';
import type { RoleId } from '../../../lexicon/roles';
import { creatureOf } from '../../../lexicon/species';
import { belongsTo } from '../../rescue-body';
import { shapeOf as shape, tradeFits } from '../../rescue-tool';
import { cap } from '../../../text';

/** Hvor den som sitter fast er, og hvem den skal hjem til, lest likt på begge språk. */
export { belongsTo, shape };

export interface RoleWordsNo {
  /** Det de har på seg eller med seg, sett med en gang: «en skinnende rød hjelm». */
  gear: string;
  /** Det de kjører i på jobb: «brannbilen». */
  ride: string;
  /** Det som til slutt når fram, satt opp fra første linje: «den lange stigen fra brannbilen». */
  tool: string;
  /** Det de gjør hver dag: «slokke branner og hjelpe alle som er i knipe». */
  work: string;
  /** Når noen roper på hjelp, med verbet først (etter et forfelt): «gikk alarmen på brannstasjonen». */
  call: string;
  /** Å gjøre seg klar i en fart: «tok på seg den røde hjelmen». */
  ready: string;
  /** Hvor de jobber, når yrket har ett sted: «på bakeriet». */
  at?: string;
}

export const ROLE_NO: Record<RoleId, RoleWordsNo> = {
  firefighter: {
    gear: '{en skinnende rød hjelm|en rød hjelm og store gule støvler|en blankpusset hjelm}',
    ride: 'brannbilen',
    tool: 'den lange stigen fra brannbilen',
    work: 'slokke branner og hjelpe alle som var i knipe',
    call: 'gikk alarmen på brannstasjonen',
    ready: 'tok på seg den røde hjelmen',
  },
  vet: {
    gear: '{en stor veske full av bandasjer og godbiter|en grønn frakk og en stor veske|ei veske som luktet dyregodbiter}',
    ride: 'den lille dyrlegebilen',
    tool: 'et mykt teppe og en neve godbiter fra veska',
    work: 'stelle dyr som var syke eller redde',
    call: 'ringte telefonen på dyreklinikken',
    ready: 'grep den store veska',
  },
  lifeguard: {
    gear: '{ei rød redningsbøye|ei fløyte i en snor og ei rød redningsbøye|en knallrød badedrakt og ei fløyte}',
    ride: 'redningsbåten',
    tool: 'den røde redningsbøya i det lange tauet',
    work: 'passe på alle som badet, og hjelpe dem som kom i knipe',
    call: 'vinket og ropte noen nede ved vannet',
    ready: 'grep den røde redningsbøya',
  },
  police: {
    gear: '{ei lue med et blankt skilt|ei blå lue og et politiskilt|en radio som knitret på skulderen}',
    ride: 'politibilen',
    tool: 'det lange tauet fra bagasjerommet i politibilen',
    work: 'passe på at alle var trygge, og hjelpe dem som var i knipe',
    call: 'knitret det i radioen',
    ready: 'tok på seg den blå lua',
  },
  doctor: {
    gear: '{ei legeveske|ei veske med et stetoskop i|en hvit frakk og ei legeveske}',
    ride: 'ambulansen',
    tool: 'båren og et varmt teppe fra ambulansen',
    work: 'gjøre folk friske igjen',
    call: 'ringte telefonen på legekontoret',
    ready: 'grep legeveska',
  },
  pilot: {
    gear: '{ei flygerlue|ei skinnlue og flybriller|ei flygerjakke med merke på}',
    ride: 'redningshelikopteret',
    tool: 'det lange tauet som ble heist ned fra helikopteret',
    work: 'fly redningshelikopteret dit det trengtes hjelp',
    call: 'knitret det i radioen i helikopteret',
    ready: 'trakk på seg flygerjakka',
  },
  chef: {
    gear: '{en høy, hvit kokkelue|et hvitt forkle og ei høy lue|et forkle med en tresleiv i lomma}',
    ride: 'den lille restaurantbilen',
    tool: 'det lange tauet potetsekkene kom bundet med',
    work: 'lage god mat til alle som kom sultne',
    call: 'ringte telefonen på restaurantkjøkkenet',
    ready: 'hengte fra seg forkleet',
    at: 'på kjøkkenet i restauranten',
  },
  baker: {
    gear: '{et hvitt forkle med mel på|melete hender og ei hvit lue|et forkle som luktet nybakt brød}',
    ride: 'bakeribilen',
    tool: 'den lange brødspaden fra ovnen',
    work: 'bake brød og boller til hele byen',
    call: 'plinget bjella over døra på bakeriet',
    ready: 'tok av seg det melete forkleet',
    at: 'på bakeriet',
  },
  sailor: {
    gear: '{en stripete genser og ei sjømannslue|ei blå lue og en kveil med tau|en stripete genser som luktet hav}',
    ride: 'den lille båten',
    tool: 'det lange tauet fra båten',
    work: 'seile båten og holde alt om bord i orden',
    call: 'ropte noen fra kaia',
    ready: 'grep kveilen med tau',
    at: 'på båten nede i havna',
  },
};

export const spotOf = (c: NoCtx): SpotEntry['no'] => SPOTS[c.spot ?? 'tree'].no;
export const roleOf = (c: NoCtx): RoleWordsNo | undefined =>
  c.hero.char.role ? ROLE_NO[c.hero.char.role] : undefined;
/** Heltens eget verktøy fra yrket, når det når fram hit: brannbilens stige opp i et tre. */
export const tradeTool = (c: NoCtx): string | undefined =>
  tradeFits(c) ? roleOf(c)?.tool : undefined;

/** Hvem den som satt fast skal hjem til: «eieren», «bonden», «mamma og pappa». */
export function homeTo(c: NoCtx): string {
  if (c.petOwner) return c.petOwner.name;
  switch (belongsTo(c)) {
    case 'owner':
      return 'eieren';
    case 'farmer':
      return 'bonden';
    case 'parents':
      return 'mamma og pappa';
    case 'family':
      return 'familien';
  }
}

export const who = (c: NoCtx): string => c.other?.name ?? 'den lille';
export const han = (c: NoCtx): string => c.other?.han ?? 'den';
export const ham = (c: NoCtx): string => c.other?.ham ?? 'den';
/** Det samme, til å begynne en setning med. */
export const Who = (c: NoCtx): string => cap(who(c));
export const Han = (c: NoCtx): string => cap(han(c));

/** Hvordan dens egne kommer for å hente den: løpende, flygende, svømmende. */
export function comes(c: NoCtx): string {
  const o = c.other?.char;
  if (!o || belongsTo(c) !== 'family') return 'løpende';
  const move = creatureOf(o).move;
  return move === 'swim' ? 'svømmende' : move === 'fly' ? 'flygende' : 'løpende';
}

/** Hva den som er redd, gjør når noen haster, med verbet først: «klatrer de bare høyere». */
export function scared(c: NoCtx): { plain: string; inverted: string } {
  if (c.spot === 'ice') return { plain: 'sklir lenger ut', inverted: 'sklir de bare lenger ut' };
  if (c.spot === 'mud') return { plain: 'synker dypere', inverted: 'synker de bare dypere' };
  if (c.spot === 'rock')
    return { plain: 'hopper uti vannet', inverted: 'hopper de rett uti vannet' };
  return {
    up: { plain: 'klatrer høyere', inverted: 'klatrer de bare høyere' },
    down: { plain: 'gjemmer seg dypere', inverted: 'gjemmer de seg bare dypere' },
    caught: { plain: 'spreller mer', inverted: 'spreller de bare mer' },
    out: { plain: 'kryper lenger ut', inverted: 'kryper de bare lenger ut' },
  }[shape(c)];
}

/** Ropet fra den som sitter fast, etter hva den er: «et tynt lite mjau». */
export function cryOf(c: NoCtx): string {
  const o = c.other?.char;
  const id = o?.species ?? o?.kind ?? '';
  if (['cat', 'kitten'].includes(id))
    return '{et tynt lite mjau|et lite, sårt mjau|et skjelvende lite mjau}';
  if (['dog', 'puppy'].includes(id))
    return '{et lite, trist klynk|et redd lite bjeff|en svak pipelyd}';
  if (['bird', 'duck', 'owl', 'hen'].includes(id))
    return '{et bitte lite pip|et redd lite pip|et tynt lite kvitter}';
  if (['sheep', 'lamb'].includes(id)) return '{et redd lite bræk|et skjelvende lite bæ}';
  if (id === 'seal') return '{et trist lite bjeff|et lite, bekymret bjeff}';
  if (belongsTo(c) === 'parents')
    return '{en liten stemme som ropte om hjelp|et svakt rop om hjelp}';
  return '{et lite, redd skrik|et trist lite pip}';
}
