// Leddene som binder en episode sammen: ideen som kommer av noe fortellingen har vist (en
// hjelper, en gave, noe en hjelper sa, heltens egen måte å være på), sporet som blir borte, og
// hva det å komme forbi fører til — veien videre, eller målet.
import { hungerFood } from '../../lexicon/hunger-foods';
import type { Bank } from '../../compose/ctx-base';
import type { NoActor, NoCtx } from '../../compose/ctx-no';
import { crawlsKind } from '../../compose/body';
import { agree } from '../../grammar/norwegian';
import { placeById } from '../../lexicon/places';
import { isSight } from '../../lexicon/lost-things';
import { by } from '../by-band';
import { isIndoor, oneBuilding } from '../ground';
import { other, team, who } from './slots';

/** Der laget står når hinderet er forbi. */
const past = (c: NoCtx): string => {
  switch (c.episode) {
    case 'stream':
      return c.p([
        'På den andre sida av vannet',
        'Trygt over på den andre sida',
        'Endelig over vannet',
        'Vel over vannet',
      ]);
    case 'steep':
      return c.p(['Oppe på toppen', 'Helt øverst', 'Endelig på toppen']);
    case 'tunnel':
      return c.p(['Ute i lyset igjen', 'På den andre sida av tunnelen']);
    case 'locked':
      return c.p(['På den andre sida', 'Endelig igjennom', 'Forbi porten']);
    case 'waves':
      return c.p(['Ute bak bølgene', 'Forbi de store bølgene']);
    case 'wind':
      return c.p([
        'Da vinden endelig løyet',
        'Da vinden ble stille',
        'Da vinden hadde blåst fra seg',
      ]);
    case 'thorns':
      return c.p(['På den andre sida av krattet', 'Forbi tornene', 'Fri for tornene']);
    case 'snow':
      return c.p(['Over på fast grunn igjen', 'Ute av den dype snøen', 'Forbi snøen']);
    case 'float':
      return 'Endelig på rett kurs';
    case 'try':
      return c.p([
        `Med det ${c.team.de} hadde lært`,
        `Med alt ${c.team.de} hadde lært`,
        'Litt klokere nå',
      ]);
    case 'trail':
      return c.p([
        'Med det nye sporet',
        'Med sporet å gå etter',
        'Takket være sporet',
        'Med et spor å følge',
      ]);
    default:
      return 'Etterpå';
  }
};

const SPACE = new Set(['space', 'moon']);

/** Et hjelper som er her, men som ikke blir med videre. */
const staying = (c: NoCtx) => (c.helper && !c.helperJoined ? c.helper : undefined);

export const onward: Bank<NoCtx> = [
  (c) => {
    if (!c.next) return null;
    // The next room of the same house is no way on: only the next thing to do.
    if (oneBuilding(c.place.id, c.next.id))
      return `${c.v2(past(c), 'var', team(c), `klar${c.team.plural ? 'e' : ''} for {det neste|neste ting på lista}`)}.`;
    const way = SPACE.has(c.setting)
      ? `${c.next.def} langt der framme`
      : `veien videre ${c.next.to}`;
    return c.chance(0.5)
      ? `${c.v2(past(c), 'så', team(c), way)}.`
      : `${c.v2(past(c), 'fikk', team(c), `øye på ${way}`)}.`;
  },
  (c) => {
    // No path leads into a room: the way into a waiting room or a kitchen is a door.
    if (!c.next || SPACE.has(c.setting) || !c.outdoors || isIndoor(placeById(c.next.id).setting))
      return null;
    return by(
      c,
      `${c.v2(past(c), 'fant', team(c), `en sti ${c.next.to}`)}.`,
      `${c.v2(past(c), 'fant', team(c), `en {smal|gammel|svingete} sti som gikk rett ${c.next.to}`)}.`,
    );
  },
  (c) => {
    const h = staying(c);
    if (!h) return null;
    const where = c.next ? c.next.to : 'det siste stykket';
    return by(
      c,
      `${h.name} vinket {farvel|ha det|og vinket}, og ${team(c)} {gikk|dro|travet} videre.`,
      `${h.name} vinket farvel og pekte ${c.next ? c.next.to : 'framover'}, og ${team(c)} dro videre.`,
      `${h.name} vinket farvel og pekte ${c.next && oneBuilding(c.place.id, c.next.id) ? '' : 'ut veien '}${where}. «Lykke til,» sa ${h.han}, og ${team(c)} dro videre.`,
    );
  },
  (c) => {
    if (c.episode !== 'trail' || !c.next) return null;
    return by(
      c,
      `Og sporet {pekte|gikk|førte} rett ${c.next.to}!`,
      `Og sporet {pekte|gikk|førte} rett ${c.next.to}, så dit {måtte ${c.team.de}|gikk ${c.team.de} videre|måtte ${c.team.de} nå}.`,
      `Og {sporet|ledetrådene} {pekte|førte|gikk} rett ${c.next.to}, så der måtte {det neste svaret|det neste sporet|resten av gåten} {ligge|vente|være}.`,
    );
  },
  (c) => {
    if (c.next) return null;
    return by(
      c,
      `${c.v2(past(c), 'var', team(c), '{nesten framme|like ved målet|ikke langt fra målet}')}.`,
      `${c.v2(past(c), 'var', team(c), 'nesten framme, {med bare det aller siste igjen|med målet like om hjørnet|med bare et lite stykke igjen}')}.`,
    );
  },
  (c) => {
    if (c.next) return null;
    return by(
      c,
      `${c.v2(past(c), '{gikk|trasket|fortsatte}', team(c), '{det siste stykket|enda litt lenger|videre}')}.`,
      `${c.v2(past(c), '{gikk|trasket|fortsatte}', team(c), `{det siste stykket|videre}, {med lettere skritt enn før|med hodet høyt|og nå gikk det fortere}`)}.`,
    );
  },
  (c) => {
    if (c.next) return null;
    return by(
      c,
      `${team(c)} {smilte|pustet ut|rettet ryggen|nikket til hverandre|tok en liten pause} ${c.place.in}, for nå var det {ikke langt igjen|bare et lite stykke igjen|ikke så langt igjen}.`,
      `${team(c)} {smilte|pustet lettet ut|rettet ryggen}, for {nå var det ikke langt igjen|det verste var bak ${c.team.dem}|slutten var ikke langt unna}.`,
    );
  },
  (c) => {
    const goal = sought(c);
    if (!goal) return null;
    return by(
      c,
      `Nå var ${goal} {ikke langt unna|nær|nesten innen rekkevidde}.`,
      `${c.v2(past(c), 'var', team(c), `et godt stykke nærmere ${goal}`)}.`,
    );
  },
];

/**
 * Det som fortsatt letes etter: tingen selv, eller, når tingen alt er funnet, døra den passer
 * til, eieren eller reiret — aldri noe som alt ligger i lomma.
 */
function sought(c: NoCtx): string | null {
  if (c.goal !== 'find' || !c.thing) return null;
  if (c.variant === 'door') return `døra som ${c.thing.def} passet til`;
  if (c.variant === 'owner') return `eieren av ${c.thing.def}`;
  if (c.variant === 'nest') return 'reiret';
  // A hungry one seeks berries, not one berry.
  const food = c.variant === 'hungry' ? hungerFood(c.thing.id) : undefined;
  if (food?.count === 'many') return food.no.defPl;
  return c.thing.def;
}

/** Sporet blir borte: let overalt, uten å finne noe ennå. */
export const lostTrail: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `Men ${c.place.in} {tok sporet slutt|var sporet plutselig borte|stoppet sporet|ble sporet borte}{| helt| med ett| igjen}.`,
      `Men ${c.place.in} tok sporet {brått|plutselig|med ett} slutt, og ${team(c)} {lette|lette og lette|kikket} {høyt og lavt|overalt|i hver krok|under hver stein|bak hver busk} uten å finne {noe|et eneste tegn|noe mer|det minste spor}.`,
      `Men ${c.place.in} tok sporet {brått|plutselig|med ett} slutt, og hvor mye ${c.team.de} enn {lette|kikket|snoket}, var det ikke {et eneste tegn|et eneste fotavtrykk|den minste ledetråd} å {se|finne|oppdage}.`,
    ),
  (c) =>
    by(
      c,
      `${c.hero.name} {lette og lette|så seg rundt overalt|lette høyt og lavt}, men sporet var {borte|helt borte|ikke å se}.`,
      `${c.hero.name} {lette i hver krok|lette høyt og lavt|så seg nøye rundt|lette under hver stein} ${c.place.in}, men sporet var {borte|helt borte|vekk}, som om {vinden hadde tatt det|noen hadde visket det ut|bakken hadde slukt det|det aldri hadde vært der|det hadde smeltet bort}.`,
      `${c.hero.name} {lette i hver krok|snudde hver stein|lette høyt og lavt|gikk to ganger rundt} ${c.place.in}, men {sporet|det siste tegnet} var {borte|vekk|ikke å se}, som om {noen hadde visket det ut|bakken hadde slukt det|det aldri hadde vært der|det hadde smeltet bort|vinden hadde blåst det vekk}.`,
    ),
  (c) =>
    by(
      c,
      `Sporet ${c.place.in} ble {svakere og svakere|mindre og mindre|utydeligere}, og så var det {borte|helt borte|vekk}.`,
      `Sporet ble {svakere og svakere|utydeligere|borte bit for bit|tynnere og tynnere}{| ${c.place.in}}, og til slutt fant ikke ${team(c)} det {igjen|noe sted|i det hele tatt|uansett hvor de så}.`,
      `{For hvert skritt|Bit for bit|Litt etter litt} ble sporet ${c.place.in} {svakere|utydeligere|vanskeligere å se}, og til slutt {sto ${team(c)} der uten å vite hvilken vei ${c.team.de} skulle gå|klødde ${team(c)} seg i hodet|hadde ${team(c)} ingenting å følge}.`,
    ),
  (c) => {
    const a = who(c);
    const crawls = (x: NoActor) =>
      crawlsKind(x.char.kind, x.person) ? 'krøp på alle fire' : 'bøyde seg helt ned mot bakken';
    return by(
      c,
      `${a.name} {${a.person ? 'lette' : 'snuste'}|kikket|gravde} {ved stien|rundt en stein|under et blad|ved en stolpe}, men fant {ingenting|ingen flere spor|ikke et eneste tegn}.`,
      `${a.name} {${crawls(a)}|stirret ned i bakken|listet seg langs stien} ${c.place.in}, men {sporene stoppet bare|sporet tok slutt|merkene ble borte}{| ved ${c.p(['en stein', 'en sølepytt', 'en gammel stolpe', 'en busk'])}}.`,
      `${a.name} {${crawls(a)}|listet seg fram, dobbelt bøyd|studerte hver centimeter av bakken} ${c.place.in}, men sporene {stoppet|tok slutt} {ved ${c.p(['en stein', 'en sølepytt', 'en gammel stolpe'])}|midt i ingenting}, som om den som laget dem, hadde {fløyet sin vei|blitt til luft|gått rett opp i ei sky}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `«Hvor ble sporet av?» {spurte|sa} ${a.name}{| ${c.place.in}| og rynket panna}.`,
      `«{Hvor ble sporet av|Hvor ble det av sporet|Et spor kan da ikke bare forsvinne|Hvor i all verden ble det av}?» {sa|spurte|mumlet} ${a.name} og {så seg rundt|snurret rundt|klødde seg i hodet|rynket panna|satte hendene i siden} ${c.place.in}.`,
      `«Et spor forsvinner da ikke bare,» {sa|mumlet} ${a.name} og {snudde seg sakte rundt|klødde seg i hodet} ${c.place.in}, men akkurat det så det ut til at dette hadde gjort.`,
    );
  },
];

/** Ideen etter et forsøk som mislyktes, fra det fortellingen har vist. Neste linje er løsningen. */
export const idea: Bank<NoCtx> = [
  (c) => {
    const a = who(c);
    return `${c.p(['Så', 'Da', 'Plutselig'])} fikk ${a.name} en {idé|lur idé|god idé}{| og smilte| og lyste opp| og knipset}.`;
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {tenkte seg om|klødde seg i hodet|satte seg ned} og {sa|ropte|hvisket}: «{Jeg vet|Nå vet jeg|Aha|Nå har jeg det}!»`,
      `${a.name} {satte seg ned|ble stående|gikk fram og tilbake} og tenkte {seg godt om|lenge|hardt}, helt til ${a.han} {plutselig smilte|lyste opp|fikk et glimt i øyet}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const a = who(c);
    const b = other(c, a) ?? c.hero;
    return by(
      c,
      `«Kanskje vi {kan prøve|prøver} {sånn|slik|på en annen måte|der borte}?» {sa|spurte|hvisket} ${b.name} og pekte.`,
      `«Kanskje vi {prøver på en annen måte|gjør det motsatt|tenker litt annerledes}?» {sa|spurte|foreslo} ${b.name}, og ${a.name} {nikket|sa ja|lyste opp}.`,
    );
  },
  (c) => {
    const h = c.helpersMet.find((x) => x.char !== c.helper?.char);
    if (!h) return null;
    return by(
      c,
      `{Da|Akkurat da|Så} husket ${c.hero.name} hva ${h.name} hadde sagt: «{Ikke gi opp|Prøv en annen vei|Se deg godt rundt|Tenk før du hopper}.»`,
      `{Da|Akkurat da|Så} husket ${c.hero.name} hva ${h.name} hadde sagt: «{Finner du ikke én vei, finn en annen|Se deg godt rundt før du gir opp|Den som tenker seg om, kommer lengst}.»`,
    );
  },
  (c) => {
    if (!c.gift) return null;
    return `Med tanke på ${c.gift.def} {fikk|kjente} ${c.hero.name} {nytt mot|motet komme tilbake|lyst til å prøve igjen}.`;
  },
  (c) =>
    `${c.hero.name} var {jo|alltid|heldigvis} ${agree(c.hero.trait, 'm')}, og {nå|akkurat nå|i dag|${c.place.in}} kom det {godt|svært godt|virkelig godt|veldig godt} med.`,
];

/** En hjelper som er her, byr seg fram etter forsøket som mislyktes. Neste linje er knepet. */
export const ideaHelper: Bank<NoCtx> = [
  (c) =>
    c.helper
      ? `«Vent {litt|nå|et øyeblikk}, jeg kan {hjelpe|hjelpe dere|gjøre noe|ordne det},» sa ${c.helper.name}{| og smilte| og kom nærmere| og nikket}.`
      : null,
  (c) =>
    c.helper
      ? `${c.helper.name} hadde sett {alt sammen|hele greia|alt fra sin plass|alt som skjedde} og sa {vennlig|rolig|lavt|med et smil}: «La meg {prøve|få prøve|hjelpe|vise dere noe}.»`
      : null,
  (c) =>
    c.helper
      ? `Da kom ${c.helper.name} {bort|nærmere|tuslende|fram} og sa{| lavt| med et smil}: «Jeg vet {råd|hva vi gjør|en måte|et knep|noe som kanskje virker}.»`
      : null,
  (c) =>
    c.helper
      ? `«{Kanskje jeg kan {gjøre noe|hjelpe|vise deg noe}|Får jeg prøve noe|Skal jeg hjelpe}, ${c.hero.name}?» {spurte|sa} ${c.helper.name} {høflig|forsiktig|lavt|${c.place.in}}.`
      : null,
];

/** Hvorfor hinderet betyr noe: hva som ligger bak det, og hva ingen når uten å komme forbi. */
export const blocks: Bank<NoCtx> = [
  (c) =>
    c.next
      ? by(
          c,
          `Og {veien|stien|den eneste veien} ${c.next.to} gikk {akkurat der|rett der|nettopp der|rett forbi her}.`,
          `Og {veien|stien} videre ${c.next.to} gikk {akkurat der|rett der|nettopp der}, og {noen vei utenom fantes ikke|noen annen vei var det ikke|utenom kom ${c.team.de} ikke|forbi måtte ${team(c)}}{| i dag| uansett}.`,
        )
      : null,
  (c) =>
    // (A sight is in the sky, not behind a gate: only the way nearer to it is barred.)
    sought(c) && !isSight(c.thing?.id)
      ? by(
          c,
          `Og {bak der|på den andre sida} kunne ${sought(c)} være!`,
          `Og uten å komme forbi ville ${c.team.de} {aldri|ikke} komme nærmere ${sought(c)}.`,
        )
      : null,
  (c) =>
    by(
      c,
      `{Hvordan|Men hvordan|Ja, hvordan} {skulle|kunne} ${team(c)} {komme forbi|komme seg forbi|komme videre|komme over|komme seg gjennom} {nå|her|herfra|uten å gi opp|i dag}?`,
      `${team(c)} ble {stående og se|stående en stund|stille|stående og tenke}. {Hvordan|Men hvordan|Og hvordan} {skulle|kunne} ${c.team.de} {komme seg forbi|komme videre|klare dette|komme over på den andre sida|nå ${c.next?.def ?? 'fram'}}{| nå| her}?`,
      `${team(c)} ble {stående og se|stående|stille}, for her kom ingen {videre|forbi|over} uten å tenke seg {godt|grundig|lenge} om.`,
    ),
  (c) => (!c.next && c.target ? `Og {bare|rett} der bak ventet ${c.target.def}.` : null),
];
