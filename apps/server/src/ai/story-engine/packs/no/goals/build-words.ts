// Delene hver ting bygges av, og hva som går galt underveis.
import { BAKED, handmadeOf, handmadeVerb, WORN, type CraftKey } from '../../build-kinds';
import { foodBase } from '../../../lexicon/foods-activities';

export const PARTS: Partial<Record<CraftKey, string[]>> = {
  rocket: [
    'ei stor pappeske',
    'ei blank gryte til nesa',
    'et rundt vindu',
    'en rull med sterk teip',
    'en stor, rød knapp',
    'to vinger av papp',
    'en gammel støvsuger til motor',
    'et sete fra en sparkesykkel',
  ],
  boat: [
    'noen planker',
    'et hvitt seil',
    'et langt tau',
    'ei åre',
    'et lite flagg',
    'ei tom tønne',
  ],
  kite: [
    'to tynne pinner',
    'et ark papir',
    'en lang hale av bånd',
    'et nøste med hyssing',
    'ei rull tape',
  ],
  cake: [
    'tre egg',
    'en pose mel',
    'en kopp sukker',
    'ei skål med bær',
    'en mugge med krem',
    'en klype salt',
  ],
  treehouse: [
    'noen bord',
    'ei eske med spiker',
    'ei taustige',
    'et lite vindu',
    'et skilt til døra',
    'ei presenning til tak',
  ],
  sandcastle: ['ei bøtte', 'en spade', 'skjell til vinduer', 'et papirflagg', 'tang til hage'],
  bridge: ['lange stokker', 'tykt tau', 'flate steiner', 'en stor planke'],
  lantern: ['et glass', 'et stearinlys', 'en hank av ståltråd', 'farget papir'],
};

/** Hva som går galt, med egne små variasjoner, så ingen to uhell blir like. */
export const OOPS: Partial<Record<CraftKey, string[]>> = {
  rocket: [
    'den veltet med et {brak|smell|dunk}',
    'nesa {falt av|trillet bort|datt ned i gresset}',
    '{den store, røde|den lille, grønne|den blanke} knappen sa {pip|klikk|bzzz|pling}, og {ingenting mer skjedde|det var alt|så ble det stille|lysene sloknet}',
    'den hoppet {en halv meter|et lite stykke|ett hopp} og {satte seg igjen|la seg på siden|sukket}',
    'det kom bare {en sky av støv|et lite host|litt røyk og et prump}',
    'vingene {pekte hver sin vei|datt av|bøyde seg som spaghetti}',
    'vinduet {spratt ut|dugget til|falt inn} med et {plopp|pling|klirr}',
    '{teipen|sølvteipen|den klissete teipen} {løsnet|floket seg|satte seg fast i {alle|katten|gresset|en sko}}{| med en gang| på et blunk}',
    'den {trillet|skled|vinglet} {ned bakken|inn i en busk|rundt i ring} og {stoppet|veltet|sukket}',
    '{et hjul|setet|lokket} {falt av|løsnet|trillet bort} {med et klonk|helt av seg selv|ut i en sølepytt}',
  ],
  boat: [
    'den lakk, {glugg, glugg|plask, plask|drypp, drypp}',
    'den snurret rundt i {ring|sirkel|tre runder}',
    'seilet {blafret av|fløy sin vei|ble en hatt for en måke}',
    'den {krenget|tippet|lente seg} og {tok inn vann|ble våt|sank litt}',
  ],
  kite: [
    'den krasjet i {en busk|et tre|ei hekk}',
    'den gikk {rundt og rundt|i loop|i sikksakk} og ned',
    'snora ble en {stor|svær|umulig} floke',
    'halen {hektet seg fast|ble borte|viklet seg rundt en gren}',
  ],
  cake: [
    'den ble flat som {ei pannekake|et frimerke|en fiskekake}',
    'den ble litt {svart|brent|for brun} i ovnen',
    'kremen {skled av|rant utover|ble til smør}',
    'den {sank sammen|falt i to|smuldret} med et {sukk|plupp|plaff}',
  ],
  treehouse: [
    'et bord {skled|gled} og falt ned',
    'stigen var {for kort|skakk|for vinglete}',
    'taket {blåste av|lakk|datt ned}',
    'døra {gikk ikke opp|satt opp ned|hang på snei}',
  ],
  sandcastle: [
    'ei bølge {skylte|vasket|slikket} det bort',
    'tårnet {falt sammen|rant ut|sank}',
    'en hund løp {rett gjennom det|over det|gjennom porten}',
  ],
  bridge: [
    'den {vaklet|vinglet} og falt i vannet',
    'tauet var for {kort|tynt|glatt}',
    'stokkene {rullet|gled} bort',
  ],
  lantern: [
    'lyset {sluknet|blafret ut|gikk ut}',
    'glasset var for {lite|tynt|skjevt}',
    'hanken {bøyde seg|røk|datt av}',
  ],
};

// Det familien lar noen lage eller reparere: en snømann, ei hytte, ei fuglekasse, et skjerf,
// en bamse som skal sys, en sykkel, et romskip, og mat (bakst eller ei gryte).
Object.assign(PARTS, {
  spaceship: PARTS.rocket as string[],
  snowman: [
    'tre store snøballer',
    'to kullbiter til øyne',
    'en gulrot til nese',
    'et gammelt skjerf',
    'to pinner til armer',
    'en hatt med bulk',
  ],
  hut: ['lange greiner', 'ei gammel presenning', 'mose til taket', 'et langt tau', 'noen planker'],
  birdhouse: [
    'fire små bord',
    'ei eske med spiker',
    'en liten hammer',
    'et skrått tak',
    'et rundt hull til døra',
  ],
  scarf: ['et nøste med mykt garn', 'to strikkepinner', 'en dusk til enden', 'litt rødt garn'],
  teddy: ['nål og tråd', 'en ny knapp', 'litt stopp', 'en lapp med prikker'],
  bicycle: ['ei sykkelpumpe', 'en lappesaker', 'en skiftenøkkel', 'ei lita flaske olje'],
  bake: [
    'tre egg',
    'en pose mel',
    'en kopp sukker',
    'en klump smør',
    'ei mugge melk',
    'en kurv blåbær',
    'ei krukke honning',
  ],
  pot: ['ei stor gryte', 'en sleiv', 'noen gulrøtter', 'en klype salt', 'en kopp vann'],
  mend: ['en tube lim', 'en rull tape', 'noen små skruer', 'en skrutrekker'],
  raft: [
    'fire rette stokker',
    'et langt tau',
    'ei tom tønne å flyte på',
    'ei åre',
    'en stokk til mast',
    'et gammelt laken til seil',
  ],
  car: ['fire runde hjul', 'ei trekasse', 'et ratt', 'en planke til sete', 'ei tute'],
  make: [
    'noen planker',
    'ei eske med spiker',
    'en rull med sterk teip',
    'et langt tau',
    'et spann maling',
  ],
} satisfies Partial<Record<CraftKey, string[]>>);

Object.assign(OOPS, {
  spaceship: OOPS.rocket as string[],
  snowman: [
    'hodet trillet {av|ned bakken|rett i en busk}',
    'snøen var for tørr og {smuldret|falt fra hverandre|ville ikke henge sammen}',
    'gulrota {datt ned|pekte rett opp|forsvant i snøen}',
    'den ble {skjev|tjukk på feil sted|mindre enn en katt}',
  ],
  hut: [
    'taket {raste sammen|blåste av|lakk}',
    'en vegg {falt ned|vippet over|gled ut}',
    'greinene {rullet bort|var for korte|knakk}',
  ],
  birdhouse: [
    'taket {skled av|satt på skeivt|var for lite}',
    'hullet ble {for lite|for stort|på feil side}',
    'en spiker {bøyde seg|forsvant i gresset|stakk ut}',
  ],
  scarf: [
    'masken {slapp|gled av pinnen|ble borte}',
    'garnet {floket seg|ble en stor dott|trillet under sofaen}',
    'det ble {skjevt|for kort|fullt av hull}',
  ],
  teddy: [
    'tråden {floket seg|røk|ble for kort}',
    'nåla {stakk i fingeren|forsvant|ville ikke gjennom}',
    'stoppen {kom ut igjen|ble borte|havnet overalt}',
  ],
  bicycle: [
    'kjedet {hoppet av|satte seg fast|ble en floke}',
    'dekket {pep og ble flatt igjen|sa pfff|var like flatt}',
    'styret {pekte feil vei|ble løst|vinglet}',
  ],
  bake: [
    'deigen ble {for tynn|for klissete|hard som stein}',
    'melet {føk overalt|havnet på nesa|dekket hele bordet}',
    'det ble {litt brent|helt flatt|for salt}',
  ],
  pot: [
    'det ble {for salt|for tynt|for kaldt}',
    'gryta {kokte over|sa blubb og sprutet|brant seg litt i bunnen}',
    'sleiva {falt i gryta|ble borte|knakk}',
  ],
  mend: [
    'limet {ville ikke holde|klistret seg til fingrene|tørket for fort}',
    'skruen {passet ikke|trillet bort|satt skjevt}',
    'det {knakk igjen|løsnet med en gang|falt fra hverandre}',
  ],
  raft: [
    'en stokk {rullet løs|gled unna|fløt bort} {med et plask|helt av seg selv|nedover bekken}',
    'tauet {gikk opp|gled|var for kort}, og stokkene {fløt fra hverandre|vinglet|sprikte}',
    'den {krenget|tippet|lente seg} og {tok inn vann|ble våt|sank litt}',
    'seilet {blafret av|fløy sin vei|ble en hatt for en måke}',
  ],
  car: [
    'et hjul {falt av|trillet bort|ble løst} {med et klonk|helt av seg selv|ut i en sølepytt}',
    'den {trillet|skled} {baklengs|feil vei|inn i en busk} og stoppet',
    'tuta sa {tut|bæp|piip}, og {ingenting mer skjedde|det var alt}',
  ],
  make: [
    'en planke {skled|gled} og falt ned',
    'teipen {løsnet|floket seg|satte seg fast i seg selv}',
    'det hele {vinglet|lente seg} og {veltet|falt fra hverandre}',
    'en spiker {bøyde seg|forsvant i gresset|stakk ut}',
  ],
} satisfies Partial<Record<CraftKey, string[]>>);

// En gave laget for hånd ved bordet: hva den lages av, og sine egne små uhell.
Object.assign(PARTS, {
  card: [
    'et ark tykt papir',
    'ei eske fargestifter',
    'en presset blomst',
    'et glass lim',
    'en bit silkebånd',
    'en klype glitter',
  ],
  picture: [
    'et stort ark',
    'et malerskrin',
    'en myk pensel',
    'et glass vann',
    'en ramme av pinner',
  ],
  gift: ['ei lita eske', 'et ark gavepapir', 'et rødt gavebånd', 'et glass lim', 'et fint skjell'],
  necklace: [
    'en lang tråd',
    'en håndfull perler',
    'et skjell med hull i',
    'en bitte liten lås',
    'en glatt, blå stein',
  ],
  craft: [
    'et ark tykt papir',
    'et glass lim',
    'ei eske fargestifter',
    'en bit silkebånd',
    'ei saks',
  ],
} satisfies Partial<Record<CraftKey, string[]>>);

Object.assign(OOPS, {
  card: [
    'limet {havnet på feil side|limte kortet igjen|satte seg fast på en finger}',
    'en fargestift {knakk i to|trillet sin vei|lagde en skjelven strek}',
    'bretten ble {skjev|opp ned|på feil side}',
  ],
  picture: [
    'malingen {rant nedover arket|dryppet på en sko|ble til en brun dam}',
    'arket {krøllet seg|revnet i hjørnet|ble gjennomvått}',
    'sola ble {altfor stor|firkantet|lilla ved et uhell}',
  ],
  gift: [
    'papiret {revnet i hjørnet|var for kort|løsnet}',
    'båndet {floket seg|gled av|knøt seg selv i en knute}',
    'lokket {ville ikke lukke seg|spratt opp|trillet sin vei}',
  ],
  necklace: [
    'perlene {trillet i alle retninger|gled av enden|rant ut av glasset}',
    'tråden {gikk opp|var for kort|floket seg til en knute}',
    'låsen {ville ikke lukke seg|spratt opp|glapp ut av fingrene}',
  ],
  craft: [
    'limet {havnet på feil side|tørket for fort|satte seg fast på en finger}',
    'papiret {revnet i hjørnet|krøllet seg|ble skjevt}',
    'saksa klippet {litt for langt|en skjelven strek|feil bit}',
  ],
} satisfies Partial<Record<CraftKey, string[]>>);

/** Verbet for å lage tingen: «bake», «strikke», «sy», «bygge»; infinitiv, presens, preteritum. */
export function makeVerbNo(id: string, mend: boolean): { inf: string; pres: string; past: string } {
  if (mend) return { inf: 'reparere', pres: 'reparerer', past: 'reparerte' };
  const hand = handmadeVerb(id);
  if (hand === 'paint') return { inf: 'male', pres: 'maler', past: 'malte' };
  if (hand === 'draw') return { inf: 'tegne', pres: 'tegner', past: 'tegnet' };
  if (id === 'cake' || (id.startsWith('dish:') && BAKED.has(foodBase(id.slice(5)))))
    return { inf: 'bake', pres: 'baker', past: 'bakte' };
  if (id.startsWith('dish:')) return { inf: 'lage', pres: 'lager', past: 'laget' };
  if (WORN.has(id)) return { inf: 'strikke', pres: 'strikker', past: 'strikket' };
  if (id === 'teddy') return { inf: 'sy', pres: 'syr', past: 'sydde' };
  if (id === 'snowman' || handmadeOf(id)) return { inf: 'lage', pres: 'lager', past: 'laget' };
  if (id === 'birdhouse') return { inf: 'snekre', pres: 'snekrer', past: 'snekret' };
  return { inf: 'bygge', pres: 'bygger', past: 'bygde' };
}
