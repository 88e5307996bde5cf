// Når det som ble bygd, flyr dit det ble bygd for: turen ut, landingen på stedet (kometen,
// månen, Mars, romstasjonen) og det de dro etter, funnet der og tatt med hjem — eller, når de
// bare ville dit, det de ser der ute.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';
import { team, who } from './slots';

const ride = (c: NoCtx) => c.thing?.def ?? 'raketten';
/** En romstasjon legger man til ved; på en komet, en måne eller en planet lander man. */
const docks = (c: NoCtx) => c.place.id === 'station';
const land = (c: NoCtx) => (docks(c) ? `la til ved ${c.place.def}` : `landet ${c.place.in}`);
/** Bare fra månen ser man jorda som ei lita, blå kule; ute ved en komet er den borte. */
const moon = (c: NoCtx) => c.place.id === 'moon';

export const landing: Bank<NoCtx> = [
  (c) => {
    const down = docks(c) ? `den la til ved ${c.place.def}` : `den landet ${c.place.in}`;
    const a = who(c);
    return by(
      c,
      `{Bump|Dunk|Plopp}, ned kom ${ride(c)} ${docks(c) ? `ved ${c.place.def}` : c.place.in}!`,
      `{Gjennom mørket|Forbi den siste stjerna|Over et hav av stjerner} suste ${ride(c)}, {summende|skramlende|surrende} og rolig, til ${down} {med et dunk|med et lite hopp|med et sukk}.`,
      `{Lenge|I det som føltes som timer|En hel, søvnig stund} {summet|skramlet|surret} ${ride(c)} gjennom mørket, mens ${a.name} {telte stjerner|trykket nesa mot glasset|nesten ikke turte å puste}, til ${down} {med et dunk|lett som ei fjær|med et mykt lite hopp}.`,
    );
  },
  (c) =>
    by(
      c,
      `{Dunk|Bump|Svisj}, ${ride(c)} ${land(c)}, og ${who(c).name} {jublet|klappet|lo}.`,
      `Jorda ble {mindre og mindre|til en bitte liten prikk} bak dem, og etter {en lang, stille tur|en lang stund blant stjernene} ${land(c)} ${ride(c)} {mykt|med et lite dunk|så forsiktig}.`,
      `${team(c)} fløy {lenge|i mange timer} gjennom det stille mørket, forbi stjerner som blinket som små lykter, før ${ride(c)} ${land(c)}, {med et mykt dunk|med et lite hopp|så forsiktig at ingen kjente det}.`,
    ),
  (c) =>
    by(
      c,
      `${team(c)} var {framme|virkelig framme|endelig der} ${c.place.in}!`,
      `«Vi er framme!» {ropte|hvisket|jublet} ${who(c).name} da ${ride(c)} sto stille ${c.place.in}.`,
      `${ride(c)} ristet en siste gang og ble stille. Luka gled opp, og der, rett utenfor, var ${c.place.def}, {akkurat som ${c.hero.name} hadde drømt|enda finere enn på bildene|stille og rar og vakker}.`,
    ),
  (c) =>
    by(
      c,
      `Endelig var ${team(c)} ${c.place.in}!`,
      `Endelig, etter {alt strevet|alle forsøkene|den lange turen}, var ${team(c)} framme ${c.place.in}, og ${who(c).name} {trykket nesa mot vinduet|klarte nesten ikke å sitte stille|pustet ut, lenge og glad}.`,
      `Endelig, etter alle forsøkene og den lange turen ut, var ${team(c)} framme ${c.place.in}, og {ingen sa noe på en lang stund|${who(c).name} kniste av bare glede|det kriblet helt ut i tærne}.`,
    ),
];

/** Det de fløy ut etter, funnet der de landet og tatt med hjem. */
export const fetchThere: Bank<NoCtx> = [
  (c) =>
    c.fetch
      ? by(
          c,
          `Der lå ${c.fetch.indef} og {glitret|lyste|blinket}!`,
          `${docks(c) ? '{Bak en luke|I et hjørne|Ved et vindu}' : `{Bak en stein|Nede i et lite krater|Rett ved ${ride(c)}}`} lå ${c.fetch.indef} og {glitret|lyste|blinket}, akkurat der ${c.hero.name} hadde {trodd|håpet}.`,
          `Det tok en stund å lete, ${docks(c) ? '{bak luker|i hvert hjørne}' : '{bak steiner|nede i små kratre}'}, men så {ropte|hvisket} ${who(c).name}: «Der!» Og der lå ${c.fetch.indef} og {glitret|lyste|blinket}, akkurat som i drømmen.`,
        )
      : null,
  (c) =>
    c.fetch
      ? by(
          c,
          `${who(c).name} fant ${c.fetch.def}!`,
          `${who(c).name} {svevde|hoppet|sprettet} bort og fant ${c.fetch.def}, {der den lå og ventet|glitrende og fin|blank som et speil}.`,
          `${who(c).name} {svevde|hoppet|sprettet} {forsiktig|sakte|lett} bort, og der, {halvt skjult|godt gjemt|helt stille}, lå ${c.fetch.def}, {finere enn noen hadde trodd|blankere enn noe på jorda|akkurat så fin som i ${c.hero.gen} drømmer}.`,
        )
      : null,
];

/** Det de fant, tatt med i raketten for å komme hjem med. */
export const fetchTaken: Bank<NoCtx> = [
  (c) => {
    if (!c.fetch) return null;
    const it = c.fetch.den;
    const It = it.charAt(0).toUpperCase() + it.slice(1);
    const lift = c.hero.hands
      ? `{løftet|plukket} ${it} {varsomt|forsiktig} opp`
      : `tok ${it} varsomt`;
    return by(
      c,
      `${c.hero.name} tok ${it} {varsomt|forsiktig} med seg.`,
      `${c.hero.name} ${lift} og la ${it} trygt i ${ride(c)}. ${It} skulle være med hjem.`,
      `${c.hero.name} ${lift}, som om ${it} kunne gå i stykker, og la ${it} trygt i ${ride(c)}, for ${it} skulle være med hjem.`,
    );
  },
];

/** Når de bare ville dit: det de ser der ute før de flyr hjem. */
export const lookThere: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      docks(c)
        ? `${team(c)} svevde rundt ${c.place.in}.`
        : `${team(c)} {hoppet|sprettet} rundt ${c.place.in}.`,
      docks(c)
        ? `${team(c)} svevde gjennom de lange gangene og kikket ut av {de runde vinduene|hvert eneste vindu}.`
        : `${team(c)} tok {lange, lette hopp|små, sprettende skritt} ${c.place.in}, og hvert hopp {varte og varte|føltes som å fly}.`,
      docks(c)
        ? `${team(c)} svevde fra den ene enden av ${c.place.def} til den andre, kikket ut av hvert eneste runde vindu og {lo hver gang de snurret rundt|vinket til stjernene som gled forbi}.`
        : `${team(c)} tok lange, sakte hopp ${c.place.in}, så lange at de rakk å {le|vinke|telle til tre} før føttene kom ned igjen, og ${who(c).name} {satte ned et lite flagg|tegnet en stjerne med foten} der de landet.`,
    ),
  (c) =>
    by(
      c,
      moon(c) ? `Jorda hang som ei blå kule over dem.` : `Stjernene var så nære!`,
      moon(c)
        ? `Høyt over dem hang jorda som ei blå og hvit kule, og ${who(c).name} {vinket hjemover|pekte og lo|holdt pusten}.`
        : `Stjernene var nærmere enn noen gang, og ${who(c).name} {strakte seg opp|lo og pekte|holdt pusten}, som om ${c.team.de} kunne nå dem.`,
      moon(c)
        ? `Høyt over dem hang jorda som ei blå og hvit kule i mørket, og ${who(c).name} tenkte at et sted der nede var {huset deres|senga hjemme}, bitte lite og trygt.`
        : `Stjernene var nærmere enn noen gang, tusenvis av dem, og ${team(c)} sto lenge og så, til ${who(c).name} hvisket: «Dette skal ${c.team.plural ? 'vi' : 'jeg'} aldri glemme.»`,
    ),
];
