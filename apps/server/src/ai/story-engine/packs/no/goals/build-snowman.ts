// En snømann som bygges i snøen: planen med familiens deler først; på hvert sted sitt eget
// problem (snøen er for tørr, kula triller ned akebakken, ingen gulrot, lua ligger for høyt i
// vedskjulet, snømannen heller) og delen de finner der; det som ble satt fram fra starten og
// vinner vendepunktet; og snømannen som står i hagen til slutt, med det familien ønsket seg.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import type { Bank } from '../../../compose/ctx-base';
import type { SceneSetting } from '../../../../scene-spec';
import type { SnowmanPart } from '../../../description/read-snowman';
import { COLOURS } from '../../../lexicon/colours';
import type { AdjNo } from '../../../grammar/norwegian';
import { by } from '../../by-band';
import {
  firstAt,
  partHere,
  partsListed,
  snowHitch,
  snowSpare,
  type SnowSpare,
} from '../../snowman-beats';
import { eachOnce } from '../../place-beats';

const h = (c: NoCtx) => c.hero.name;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Den som hjelper her med hendene: en voksen her, ellers et barn, ellers en som er møtt før. */
const aide = (c: NoCtx) =>
  [c.helper, c.friend, ...c.helpersMet].find((a) => a?.person)?.name ?? 'mamma';
/** Den som snakker ved siden av helten, om noen er der. */
const buddy = (c: NoCtx) => c.friend?.name ?? c.helper?.name;
const de = (c: NoCtx) => (c.friend ? c.team.name : h(c));
/** «de» om de to, «hun» eller «han» om helten alene. */
const vi = (c: NoCtx) => (c.friend ? 'de' : c.hero.han);
const Vi = (c: NoCtx) => cap(vi(c));
const big = (c: NoCtx) => !!c.big;

/** Hvordan hver del heter i planen, når den blir funnet, og når den sitter på. */
const PART: Record<SnowmanPart, { list: string; found: string; on: string }> = {
  carrot: {
    list: 'gulrotnese',
    found: 'en lang, oransje gulrot til nese',
    on: 'gulrotnesa',
  },
  stones: {
    list: 'steinøyne',
    found:
      '{to runde, svarte steiner|to glatte, svarte steiner|to blanke, svarte steiner} til øyne',
    on: 'to steinøyne',
  },
  coal: {
    list: 'kulløyne',
    found: '{to kullbiter|to blanke kullbiter|to små kullbiter} til øyne',
    on: 'to kulløyne',
  },
  arms: {
    list: 'pinnearmer',
    found: '{to krokete pinner|to bøyde pinner|to knortete pinner} til armer',
    on: 'to pinnearmer',
  },
  scarf: {
    list: 'skjerf',
    found: '{et gammelt, stripete skjerf|et langt, stripete skjerf|et falmet, stripete skjerf}',
    on: 'det stripete skjerfet',
  },
  hat: {
    list: 'hatt',
    found: '{en gammel, bulkete hatt|en gammel, slitt hatt|en gammel, skjev hatt}',
    on: 'den gamle hatten',
  },
  beanie: {
    list: 'lue',
    found: '{ei gammel, lodden lue|ei gammel, slapp lue|ei gammel, bulkete lue}',
    on: 'den gamle lua',
  },
  bucket: {
    list: 'bøtte til hatt',
    found: 'ei gammel, bulkete bøtte til hatt',
    on: 'bøtta på hodet',
  },
  buttons: {
    list: 'knapper',
    found: 'en håndfull {knapper|blanke knapper|gamle knapper} til magen',
    on: 'ei rad med knapper',
  },
};

type PartWords = { list: string; found: string; on: string };
/** Delene som får fargen familien ga dem: «en gammel, svart hatt», «det røde skjerfet». */
const COLOURED: Partial<Record<SnowmanPart, (a: AdjNo) => PartWords>> = {
  hat: (a) => ({ list: `${a.m} hatt`, found: `en gammel, ${a.m} hatt`, on: `den ${a.pl} hatten` }),
  beanie: (a) => ({ list: `${a.m} lue`, found: `ei gammel, ${a.m} lue`, on: `den ${a.pl} lua` }),
  bucket: (a) => ({
    list: `${a.m} bøtte til hatt`,
    found: `ei gammel, ${a.m} bøtte til hatt`,
    on: `den ${a.pl} bøtta på hodet`,
  }),
  scarf: (a) => ({
    list: `${a.n} skjerf`,
    found: `et gammelt, ${a.n} skjerf`,
    on: `det ${a.pl} skjerfet`,
  }),
  buttons: (a) => ({
    list: `${a.pl} knapper`,
    found: `en håndfull ${a.pl} knapper til magen`,
    on: `ei rad med ${a.pl} knapper`,
  }),
};
/** Delen slik familien beskrev den, med fargen de ga den. */
const partOf = (c: NoCtx, p: SnowmanPart): PartWords => {
  const colour = c.partColours?.[p];
  const coloured = colour ? COLOURED[p] : undefined;
  return colour && coloured ? coloured(COLOURS[colour].no) : PART[p];
};

const join = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} og ${xs[xs.length - 1]}`;
const listed = (c: NoCtx) => join(partsListed(c).map((p) => partOf(c, p).list));
/** Det den har på seg til slutt: planens deler, og gulrotnese uansett hva planen sa. */
const wearing = (c: NoCtx) =>
  join([...new Set<SnowmanPart>(['carrot', ...partsListed(c)])].map((p) => partOf(c, p).on));
/** Kjøkkenet hadde ingen gulrot, og historien har ennå ikke fortalt hvor en kom fra. */
const noseOpen = (c: NoCtx) =>
  c.handed(['kitchen:hitch']).length > 0 && c.handed(['kitchen:fix']).length === 0;
const enSnomann = (c: NoCtx) => (big(c) ? 'verdens største snømann' : 'en snømann');

/** Det som ble satt fram, slik det legges klart og slik det vinner vendepunktet. */
const SPARE: Record<SnowSpare, { ready: string; def: string; saves: (c: NoCtx) => string }> = {
  sledge: {
    ready: 'den gamle, røde kjelken',
    def: 'den røde kjelken',
    saves: (c) =>
      `veltet ${vi(c)} hodet over på den røde kjelken, dro det helt bort til snømannen og trillet det forsiktig på plass`,
  },
  bucket: {
    ready: 'en bøtte med vann',
    def: 'bøtta med vann',
    saves: (c) =>
      `skvatt ${h(c)} litt vann der hodet skulle sitte, og i kulda frøs det til, så hodet satt fast som limt`,
  },
  plank: {
    ready: 'ei lang planke fra vedskjulet',
    def: 'den lange planken',
    saves: (c) =>
      `satte ${vi(c)} den lange planken mot snømannen som en rampe og trillet hodet oppover, sakte, sakte, til det satt på toppen`,
  },
};
const spare = (c: NoCtx) => SPARE[snowSpare(c)];

/** Delen de finner her, som en setning, eller ingenting når stedet ikke har flere. */
const found = (c: NoCtx): string => {
  const part = partHere(c);
  if (!part) return '';
  return by(
    c,
    ` ${Vi(c)} fant ${partOf(c, part).found}.`,
    ` ${cap(c.place.in)} {fant ${vi(c)} også|fant ${vi(c)}|kom ${vi(c)} over} ${partOf(c, part).found}.`,
    ` Og ${c.place.in} fant ${vi(c)} akkurat det planen trengte: ${partOf(c, part).found}.`,
  );
};

export const snowman: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `Det hadde snødd hele natta! ${h(c)} ville bygge ${enSnomann(c)}.`,
        `Det hadde snødd {hele natta|hele natta gjennom|siden kvelden før}, {tjukt og mykt|mykt og dypt|dypt og hvitt}, og ${h(c)} visste {med en gang|straks|der og da} hva ${c.friend ? 'de' : c.hero.han} skulle gjøre: bygge ${enSnomann(c)}, med ${listed(c)}.`,
        `I løpet av natta var hele verden blitt hvit, og før frokosten var spist opp, hadde ${h(c)} bestemt seg: I dag skulle ${c.friend ? 'de' : c.hero.han} bygge ${enSnomann(c)}, med ${listed(c)}.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} tegnet tre store kuler. Ved døra, for sikkerhets skyld: ${spare(c).ready}.`,
        `${h(c)} tegnet planen på baksiden av en konvolutt: tre snøkuler oppå hverandre, med ${listed(c)}. Og for sikkerhets skyld satte ${c.hero.han} ${spare(c).ready} klar ved døra.`,
        `${h(c)} tegnet planen på baksiden av en gammel konvolutt: ei stor kule nederst, ei til magen og ei lita til hodet, og ved siden av, med piler, ${listed(c)}. Og for sikkerhets skyld, uten helt å vite hvorfor, satte ${c.hero.han} ${spare(c).ready} klar ved bakdøra.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        big(c) ? `Men verdens største snømann trenger mye snø!` : `Men en snømann trenger mye!`,
        big(c)
          ? `Men verdens største snømann ville trenge fjell av snø, og hver eneste del på lista.`
          : `Men en snømann trenger {mer enn snø|mer enn bare snø|mye mer enn snø}: den rette snøen, og hver eneste del på {lista|lista også}.`,
        big(c)
          ? `Men verdens største snømann ville trenge fjell av den rette snøen, sterke armer til å trille den og hver eneste del på lista.`
          : `Men en skikkelig snømann trenger mer enn snø: den rette snøen, sterke armer til å trille den og hver eneste del på lista.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Støvler på! Kom igjen!» sa ${h(c)}.`,
        `«{Støvler, votter, luer|Luer, støvler, votter|Votter, luer, støvler}!» {sa|ropte|sang} ${h(c)}. «Først snøen, så {delene|resten|pynten}.»`,
        `«Greit,» sa ${h(c)} og dro på seg vottene, «først finner vi snø som kan klappes sammen, og så samler vi delene, én etter én.»`,
      ),
  ],
  attempt: firstAt<NoCtx>(
    'hitch',
    (c) => {
      switch (snowHitch(c)) {
        case 'powder':
          return by(
            c,
            `Snøen var for tørr. Den ville ikke henge sammen!`,
            `${h(c)} {tok|grafset|plukket opp} en {neve|håndfull|stor neve} snø og {klemte|presset|knuget}, men snøen ${c.place.in} var tørr som {sukker|mel|sand} og bare falt fra hverandre{| med en gang| som støv}.`,
            `${h(c)} tok en stor neve snø ${c.place.in} og presset hardt, men snøen var tørr og lett som melis og rant ut mellom vottene.`,
          );
        case 'runaway':
          return by(
            c,
            `Å nei! Den store kula trillet ned bakken!`,
            `Øverst i bakken trillet ${de(c)} ei kule til den var {kjempestor|enorm|stor som ei tønne}, og så {slapp den løs|rev den seg løs|smatt den unna} og trillet ned, {dunk, dunk, dunk|dunkedi-dunk|bums, bums, bums}!`,
            `Øverst i bakken vokste kula og vokste mens ${de(c)} dyttet, helt til den vaklet, slapp løs og trillet nedover bakken, fortere og fortere, dunk, dunk, dunk.`,
          );
        case 'nose':
          return by(
            c,
            `Det fantes ingen gulrot til nesa!`,
            `${h(c)} åpnet grønnsaksskuffen for å finne en gulrot, men den var tom{|, bortsett fra en løk|, tom som en tromme}. {Ingen gulrot, ingen nese!|Uten gulrot, ingen nese!|Ingen gulrot? Da ble det ingen nese!}`,
            `${h(c)} dro opp grønnsaksskuffen, sikker på at det lå en gulrot der, men det var bare en halv løk og en ensom potet. Ingen gulrot betydde ingen nese.`,
          );
        case 'shelf':
          return by(
            c,
            `Den gamle eska sto altfor høyt.`,
            `I vedskjulet sto eska med gamle luer og skjerf på {den øverste hylla|den aller øverste hylla|øverste hylla, bak veden}, {langt utenfor rekkevidde|høyt utenfor rekkevidde|utenfor rekkevidde for alle armer}.`,
            `Eska med gamle luer og skjerf var i vedskjulet, ja visst, men den sto på den aller øverste hylla, bak veden, langt utenfor rekkevidde selv for den lengste armen.`,
          );
        case 'lean':
          return by(
            c,
            `Snømannen hellet som et trøtt tårn.`,
            `${de(c)} {satte|løftet|heiste} den midterste kula oppå den store, men den hellet til siden som et {trøtt|slitent|vaklende} tårn.`,
            `${de(c)} løftet den midterste kula opp på den store, men den satt skjevt og hellet til siden, som et tårn som var veldig, veldig trøtt.`,
          );
      }
    },
    [
      (c) =>
        by(
          c,
          `Brr! Fingrene til ${h(c)} var kalde.`,
          `Vottene til ${h(c)} var {søkkvåte|gjennomvåte|dyvåte}, og fingrene {sved av kulde|var røde av kulde|prikket av kulde}.`,
          `Nå var vottene til ${h(c)} våte tvers igjennom, og fingrene sved så mye at ${c.hero.han} måtte stikke dem under armene en stund.`,
        ),
      (c) =>
        c.friend && !c.friend.person
          ? by(
              c,
              `${c.friend.name} hoppet i snøen. Flump!`,
              `${c.friend.name} stupte rett ned i en fonn og kom opp helt hvit og nøs.`,
              `${c.friend.name} trodde det hele var en lek, stupte ned i den dypeste fonna og kom opp hvit fra snute til hale, nysende av glede.`,
            )
          : null,
      (c) =>
        by(
          c,
          `En snøklump falt ned fra en grein. Plopp!`,
          `En {snøklump|snøhaug|myk dott snø} gled ned fra {en grein|en kvist|ei grangrein} og landet {plopp|flopp|splatt} på {lua|hodet|nesa} til ${h(c)}.`,
          `En snøklump gled ned fra en grein over dem og landet, plopp, rett på lua til ${h(c)}, og litt av den havnet nedi nakken.`,
        ),
    ],
  ),
  progress: firstAt<NoCtx>(
    'fix',
    (c) => {
      const line = ((): string => {
        switch (snowHitch(c)) {
          case 'powder':
            return by(
              c,
              `Ved gjerdet var snøen våt. Den hang sammen!`,
              `I skyggen ved {gjerdet|veggen|boden} var snøen våtere, og da ${h(c)} {klemte|presset|knadde} den, holdt den. Den første kula begynte å {vokse|bli større|svulme}.`,
              `I skyggen ved gjerdet, der sola ikke hadde nådd, var snøen våt og tung, og da ${h(c)} presset den sammen, holdt den. Snart trillet den første kula og vokste.`,
            );
          case 'runaway':
            return by(
              c,
              `Nederst stoppet den. For ei stor kule!`,
              `Nederst stoppet kula i en fonn, {større enn noen gang|dobbelt så stor|tjukkere enn før}. «Der har vi den nederste kula!» {lo|ropte|jublet} ${h(c)}.`,
              `Nederst ble den liggende i en myk fonn, dobbelt så stor som før. «Ja vel,» lo ${h(c)}, «da trillet den seg selv til den perfekte bunnkula.»`,
            );
          case 'nose':
            return by(
              c,
              `${cap(aide(c))} fant en gulrot bakerst.`,
              `«Vent litt,» sa ${aide(c)} og stakk hånda helt inn i kjøleskapet. Der lå én siste, lang gulrot.`,
              `«Vent nå litt,» sa ${aide(c)} og rotet helt innerst i kjøleskapet, bak syltetøyet, til det kom ut én siste gulrot, lang og oransje og bare litt bøyd.`,
            );
          case 'shelf':
            return by(
              c,
              `${h(c)} klatret opp på hoggestabben.`,
              `${h(c)} klatret opp på den gamle hoggestabben, {strakte seg|sto på tærne|strakte seg så høyt ${c.hero.han} kunne} og {fikk eska ned|dro eska ned|lirket eska ned}.`,
              `${h(c)} dro den gamle hoggestabben bort, klatret opp, strakte seg så langt ${c.hero.han} kunne og fikk eska ned fra hylla.`,
            );
          case 'lean':
            return by(
              c,
              `${Vi(c)} klappet snø inn i sprekken.`,
              `${Vi(c)} {klappet|presset|dyttet} myk snø inn i sprekken til den midterste kula satt {rett|støtt|rett og støtt}.`,
              `${Vi(c)} pakket neve etter neve med myk snø inn i sprekken, klappet og glattet, til den midterste kula satt rett og stødig.`,
            );
        }
      })();
      // Gulroten var det kjøkkenet ga: ingen ny del fortelles etter den.
      if (snowHitch(c) === 'nose') {
        partHere(c, 'carrot');
        return line;
      }
      // Eska fra den øverste hylla har det vedskjulet gir.
      if (snowHitch(c) === 'shelf') {
        const part = partHere(c);
        return part
          ? `${line} {Oppi lå|I den lå|Nederst i den lå} ${partOf(c, part).found}.`
          : line;
      }
      return `${line}${found(c)}`;
    },
    [
      (c) =>
        by(
          c,
          `Snømannen vokste!`,
          `Litt etter litt kom snømannen nærmere.`,
          `Litt etter litt, kule for kule, ble snømannen på planen til en ekte en.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} krysset av en del på lista.`,
          `${h(c)} krysset av enda en del på planen. Snart ferdig!`,
          `${h(c)} krysset av enda en del på planen med en våt vott, så blekket rant, men det telte likevel.`,
        ),
    ],
    'hitch',
  ),
  advice: eachOnce<NoCtx>('advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `«Våt snø er best,» sa ${c.helper.name}.`,
            `«Se etter våt snø i skyggen,» sa ${c.helper.name}. «{Tørr snø henger aldri sammen|Tørr snø vil ikke holde sammen|Lett pudder bare faller fra hverandre}.»`,
            `«Kunsten,» sa ${c.helper.name}, «er våt snø: Se etter den i skyggen, der sola ikke har tørket den ut.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Den nederste kula skal være størst,» sa ${c.helper.name}.`,
            `«Den nederste kula må være størst,» sa ${c.helper.name}, «ellers velter hele snømannen.»`,
            `«Begynn med ei stor, tjukk bunnkule,» sa ${c.helper.name}, «for alt det andre sitter oppå den, og en snømann med tynn bunn faller fort over ende.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Klapp den glatt,» sa ${c.helper.name}.`,
            `«Klapp hver kule glatt underveis,» sa ${c.helper.name}, «så holder den bedre sammen.»`,
            `«Klapp hver kule glatt med vottene underveis,» sa ${c.helper.name}, «så fryser den litt og holder mye bedre sammen.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Jeg bygde en da jeg var liten,» sa ${c.helper.name}.`,
            `«Da jeg var liten, bygde jeg en snømann like høy som døra,» sa ${c.helper.name}.`,
            `«Da jeg var på din alder,» sa ${c.helper.name}, «bygde jeg en snømann like høy som inngangsdøra, og den sto der helt til våren.»`,
          )
        : null,
  ]),
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Vil du hjelpe {med snømannen|oss å bygge en snømann|til med snømannen vår}?» spurte ${h(c)}.`,
            `«Vil du hjelpe ${c.friend ? 'oss' : 'meg'} å bygge snømannen?» spurte ${h(c)} ${c.helper.name}.`,
            `«Denne snømannen er for stor for ${c.friend ? 'oss' : 'meg'} alene,» sa ${h(c)} og holdt opp den våte planen. «Vil du hjelpe?»`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `Hodet var for tungt! Men ${vi(c)} hadde ${spare(c).def}.`,
          `Aller sist kom hodet, men det var altfor tungt til å løfte. Da husket ${h(c)} ${spare(c).def}, og så ${spare(c).saves(c)}.`,
          `Aller sist kom hodet, og det var så tungt at ingen klarte å løfte det så høyt. ${h(c)} holdt nesten på å gi opp. Så husket ${c.hero.han} ${spare(c).def} ved døra, og så ${spare(c).saves(c)}.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${cap(aide(c))} og ${h(c)} brukte ${spare(c).def} sammen.`,
          `Hodet var for tungt til å løfte. «Hva var det du satte ved døra?» spurte ${aide(c)}, og sammen hentet de ${spare(c).def}. Så ${spare(c).saves(c)}.`,
          `Hodet var altfor tungt til å løfte, selv om alle dyttet. «Hva var det du satte ved bakdøra i morges?» spurte ${aide(c)}, og sammen hentet de ${spare(c).def}. Så ${spare(c).saves(c)}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `Hodet satt, og ${h(c)} la til ${c.gift.def}.`,
              `Hodet var for tungt, men ${h(c)} hadde ${spare(c).def}, og så ${spare(c).saves(c)}. Etterpå stakk ${c.hero.han} ${c.gift.def} inn i snøen, for hellet.`,
              `Hodet var for tungt til å løfte, men ${h(c)} hadde ${spare(c).def} klar, og så ${spare(c).saves(c)}. Aller sist stakk ${c.hero.han} ${c.gift.def} inn i snøen, for hellet.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} tenkte seg om. Så: ${spare(c).def}!`,
          `Hodet var for tungt til å løfte, og ${h(c)} tenkte seg godt om. Så smilte ${c.hero.han}, og så ${spare(c).saves(c)}.`,
          `Hodet var altfor tungt til å løfte, så ${h(c)} sto helt stille og tenkte. Så lo ${c.hero.han}, for svaret hadde stått ved døra hele morgenen, og så ${spare(c).saves(c)}.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      (noseOpen(c)
        ? by(
            c,
            `${cap(aide(c))} fant en gulrot likevel. `,
            `${cap(aide(c))} hadde funnet én siste gulrot bakerst i kjøleskapet likevel. `,
            `${cap(aide(c))} hadde funnet én siste gulrot bakerst i kjøleskapet likevel, litt bøyd, men nese er nese. `,
          )
        : '') +
      by(
        c,
        `Snømannen sto i hagen, med ${wearing(c)}! «Hei, snømann!» sa ${h(c)}.`,
        `Og der sto den {i hagen|midt i hagen|i den snødekte hagen}: ${big(c) ? 'den største snømannen noen hadde sett' : 'en ekte, rund snømann'}, med ${wearing(c)}. ${h(c)} gikk noen skritt bakover for å se, og snømannen så ut til å {smile tilbake|blunke|smile rett tilbake}.`,
        `Og der sto den midt i hagen, ${big(c) ? 'høyere enn pappa og bredere enn porten, den største snømannen noen i hele gata hadde sett' : 'rund og hvit og stolt'}, med ${wearing(c)}. ${h(c)} gikk noen skritt bakover, rød i kinnene og med rennende nese, og var helt sikker på at snømannen smilte.`,
      ),
  ],
  home: eachOnce<NoCtx>('home', [
    (c) =>
      by(
        c,
        `Så gikk alle inn og drakk varm kakao.`,
        `Så stampet alle snøen av støvlene og gikk inn for å drikke {varm kakao|varm kakao med boller|hver sin kopp varm kakao}.`,
        `Så stampet de snøen av støvlene, hengte de våte vottene over ovnen og holdt rundt hver sin kopp med varm kakao.`,
      ),
    (c) =>
      by(
        c,
        `Ute i hagen så det ut som snømannen vinket.`,
        `Utenfor vinduet sto snømannen vakt i {den blå kvelden|skumringen|den stille kvelden}.`,
        `Utenfor kjøkkenvinduet sto snømannen vakt over hagen i det blå kveldslyset, som om den alltid hadde bodd der.`,
      ),
  ]),
  reflection: eachOnce<NoCtx>('reflection', [
    (c) =>
      by(
        c,
        `I morgen kunne snømannen få en venn.`,
        `I morgen, bestemte ${h(c)}, skulle snømannen få {en liten venn|en snøhund|en lillebror}.`,
        `I morgen, bestemte ${h(c)}, skulle snømannen få en liten venn å stå ved siden av, hvis snøen holdt seg.`,
      ),
    (c) =>
      by(
        c,
        `Det var tidenes beste snømann.`,
        buddy(c)
          ? `«{Tidenes beste snømann|Verdens beste snømann|Den beste vi har laget}!» sa ${buddy(c)}, og ${h(c)} {var enig|nikket|måtte si seg enig}.`
          : `Det var den beste snømannen ${h(c)} noen gang hadde laget.`,
        `Ingenting hadde gått helt etter planen, fra den tørre snøen til det tunge hodet, og kanskje var det nettopp derfor det ble den beste snømannen ${h(c)} noen gang hadde bygd.`,
      ),
  ]),
  refrain: [() => `Trill den stor og trill den rund, snart står snømannen her om en stund!`],
  title: [
    (c) => `Snømannen til ${h(c)}`,
    (c) => (big(c) ? `Verdens største snømann` : `Snømannen i hagen`),
    (c) => `${h(c)} og snømannen`,
  ],
};

/** Vedskjulet er et skjul, ikke det varme huset: kaldt, med ved, redskaper og kjelken på en spiker. */
const woodshed: Bank<NoCtx> = [
  (c) =>
    c.place.id === 'woodshed'
      ? by(
          c,
          `Det luktet {ved|furu} og kulde i vedskjulet.`,
          `Vedskjulet var kaldt og halvmørkt, med ved stablet {helt opp til taket|i pene rader} og ei rive på en spiker.`,
          `Vedskjulet var kaldt og halvmørkt og luktet {furu|sagflis}; veden var stablet helt opp til taket, og gamle redskaper hang på spikre som en rad med sovende flaggermus.`,
        )
      : null,
];

export const snowmanScenes = (setting: Partial<Record<SceneSetting, Bank<NoCtx>>>) => ({
  travel: snowmanTravel,
  setting: {
    ...setting,
    house: [
      ...woodshed,
      ...(setting.house ?? []).map((t) => (c: NoCtx) => (c.place.id === 'woodshed' ? null : t(c))),
    ],
  },
});

/** Fra sted til sted i snøen, eller inn på kjøkkenet: aldri over noen bro eller bekk. */
const GO: Record<string, (c: NoCtx) => string> = {
  'snowy-field': (c) =>
    by(
      c,
      `Ut på jordet bar det.`,
      `${de(c)} {vasset|trasket|pløyde seg} ut på jordet, med snø helt opp til {knærne|knærne og vel så det|knærne, knirk for knirk}.`,
      `${de(c)} vasset ut på jordet, der snøen lå glatt og urørt, helt opp til knærne.`,
    ),
  'sledging-hill': (c) =>
    by(
      c,
      `Opp i akebakken bar det.`,
      `${de(c)} traska opp i akebakken og pustet ut små skyer.`,
      `${de(c)} traska hele veien opp i akebakken, pustet ut små skyer og måtte stoppe to ganger for å hente pusten.`,
    ),
  kitchen: (c) =>
    by(
      c,
      `Inn på det varme kjøkkenet bar det.`,
      `${de(c)} {ristet|børstet|stampet} av seg snøen ved døra og gikk inn på det {varme|lune|dampende} kjøkkenet.`,
      `${de(c)} ristet av seg snøen ved bakdøra og gikk inn på kjøkkenet, der den varme lufta fikk kinnene til å prikke.`,
    ),
  woodshed: (c) =>
    by(
      c,
      `Knirk, knirk, bort til vedskjulet.`,
      `${de(c)} {knirket|trasket|stampet} over {tunet|det hvite tunet|det snødekte tunet} til vedskjulet.`,
      `${de(c)} knirket over det hvite tunet til vedskjulet og etterlot seg ei vinglete rad med fotspor.`,
    ),
  'snowy-garden': (c) =>
    by(
      c,
      `Tilbake til hagen bar det.`,
      `${de(c)} {gikk|trasket|skyndte seg} tilbake til hagen, der snømannen skulle stå.`,
      `${de(c)} gikk tilbake til hagen, til plassen ved vinduet der snømannen skulle stå.`,
    ),
};

export const snowmanTravel: Bank<NoCtx> = [
  (c) => GO[c.place.id]?.(c) ?? null,
  (c) =>
    by(
      c,
      `${de(c)} {trampet|knirket} ${c.place.to}.`,
      `${de(c)} {trampet|knirket|ploget seg} ${c.place.to} og {satte fotspor i snøen|sparket opp snø}.`,
    ),
];
