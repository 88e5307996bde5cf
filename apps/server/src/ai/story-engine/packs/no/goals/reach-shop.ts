// Et ærend på butikken: handlelista, veien dit, noe som står i veien i butikken (utsolgt, for
// høy hylle, for få mynter), å betale hos kjøpmannen, og hjem igjen der det som ble kjøpt,
// blir spist eller gitt bort.
import type { NoCtx } from '../../../compose/ctx-no';
import { noThing } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { foodById } from '../../../lexicon/foods-activities';
import { by } from '../../by-band';
import { joinList } from '../../../text';
import { drunk, eaten, shopHold, type Buy, soldFromStalls } from '../../shop-hold';
import { indef, type NounNo } from '../../../grammar/norwegian';

const h = (c: NoCtx) => c.hero.name;
const shop = (c: NoCtx) => c.target?.def ?? 'butikken';
const toShop = (c: NoCtx) => c.target?.to ?? 'til butikken';
const R = (c: NoCtx) => c.recipient?.name;
/** A grown-up goes along ("med bestemor", "with Dad"): the errand is theirs together. */
/** Who comes home with the bag: the hero, and a grown-up who went along. */
const all = (c: NoCtx) => (grownUp(c) ? c.team.name : h(c));
const grownUp = (c: NoCtx) =>
  !!c.friend && ['grown-up', 'grandparent'].includes(c.friend.char.kind);
/** Den som står bak disken: bakeren på bakeriet, selgeren på torget, ellers kjøpmannen. */
const keeper = (c: NoCtx): string =>
  ({ bakery: 'bakeren', market: 'selgeren', square: 'selgeren' })[c.target?.id ?? ''] ??
  'kjøpmannen';
const Keeper = (c: NoCtx): string => `${keeper(c)[0]?.toUpperCase()}${keeper(c).slice(1)}`;

/** Det som skal kjøpes, med familiens ord: flertall for bananer, entall for melk og en ball. */
export function noBuy(c: NoCtx): Buy {
  const first = noItem(c.buy ?? 'banana', c.buyCount);
  // «melk, egg og brød»: alt på lappen blir kjøpt, ikke bare det første.
  const rest = (c.buyAlso ?? []).map((x) => noItem(x.id, x.count ?? 'many'));
  if (!rest.length) return first;
  const all = [first, ...rest];
  const join = (k: 'what' | 'the' | 'bare') =>
    joinList(
      all.map((b) => b[k]),
      'og',
    );
  return {
    what: join('what'),
    the: join('the'),
    bare: join('bare'),
    it: 'dem',
    food: all.every((b) => b.food),
  };
}

function noItem(id: string, count: 'one' | 'many' | undefined): Buy {
  const f = foodById(id);
  const it1 = (n: NounNo) => (n.g === 'n' ? 'det' : 'den');
  if (f && f.countable && count === 'one')
    return { what: indef(f.no), the: f.no.def, bare: f.no.sg, it: it1(f.no), food: true };
  if (f && f.countable)
    return { what: f.no.pl, the: f.no.defPl, bare: f.no.pl, it: 'dem', food: true };
  if (f)
    return {
      what: f.no.sg,
      the: f.no.def,
      bare: f.no.sg,
      it: f.no.g === 'n' ? 'det' : 'den',
      food: true,
    };
  const t = noThing(id);
  const food = eaten(id);
  if (count === 'many')
    return { what: t.noun.pl, the: t.noun.defPl, bare: t.noun.pl, it: 'dem', food };
  return { what: t.indef, the: t.def, bare: t.noun.sg, it: t.den, food };
}

const what = (c: NoCtx) => noBuy(c).what;
/** Der varene ligger: hyller i butikken, boder på torget. */
const stalls = (c: NoCtx) => soldFromStalls(c.target?.id);
const shelf = (c: NoCtx) => (stalls(c) ? 'boden' : 'hylla');
const hold = shopHold;
/** Et råd på veien som passer det som venter i butikken. */
const adviceFor = (c: NoCtx): string =>
  ({
    'shop-empty': `Finner du ikke det du leter etter, så spør ${keeper(c)}.`,
    'shop-high': `Er noe for høyt, så spør en som er høyere.`,
    'shop-coins': `Tell myntene før du går inn.`,
    'shop-list': `Hold godt i lappen, og si ordet inni deg.`,
  })[hold(c)];
/** Hvordan den bak disken løser det som holdt ærendet igjen. */
const fix = (c: NoCtx): string =>
  ({
    'shop-empty': `${Keeper(c)} gikk på lageret og kom tilbake med ${what(c)}. «Akkurat kommet,» sa han.`,
    'shop-high': `${Keeper(c)} hentet en krakk og løftet ned ${the(c)}.`,
    'shop-coins': `${Keeper(c)} telte myntene og blunket. «Det holder i dag,» sa han.`,
    'shop-list': `«${what(c)[0]?.toUpperCase()}${what(c).slice(1)}, takk,» sa ${h(c)}, og ${keeper(c)} fant ${the(c)} med en gang.`,
  })[hold(c)];
const the = (c: NoCtx) => noBuy(c).the;
/** Hva som skjer med det hjemme: spist, eller gitt til den det var til. */
const used = (c: NoCtx): string =>
  R(c)
    ? `${h(c)} ga ${the(c)} til ${R(c)}, og ${R(c)} ble så glad`
    : noBuy(c).food
      ? c.buyAlso?.length
        ? `Så lagde ${c.team.de} et måltid av ${the(c)}, og ingenting hadde smakt bedre`
        : `Så ${drunk(c.buy) ? 'drakk' : 'spiste'} ${c.team.de} ${the(c)}, og ingenting hadde smakt bedre`
      : `Resten av dagen lekte ${h(c)} med ${the(c)}`;

export const shopErrand: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${h(c)} skulle gå ${toShop(c)} og kjøpe ${what(c)}${R(c) ? ` til ${R(c)}` : ''}.`,
        `${h(c)} hadde fått et viktig ærend: å gå ${toShop(c)} og kjøpe ${what(c)}${R(c) ? ` til ${R(c)}` : ''}, ${grownUp(c) ? `sammen med ${c.friend?.name}` : c.friend ? 'helt uten voksne' : 'helt på egen hånd'}.`,
        `I dag skulle ${h(c)} for første gang gå ${toShop(c)} og kjøpe ${what(c)}${R(c) ? ` til ${R(c)}` : ''}, og ${grownUp(c) ? `${c.friend?.name} hadde lovet at ${h(c)} fikk betale selv` : `${c.hero.han} hadde bestemt seg for å klare det helt selv`}.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} skulle ${toShop(c)}. På lappen sto det: ${what(c)}.`,
        `${h(c)} skulle ${toShop(c)}${R(c) ? ` for ${R(c)}` : ''}. På handlelappen sto det med store bokstaver: ${what(c).toUpperCase()}.`,
        `${h(c)} skulle ${toShop(c)}${R(c) ? ` for ${R(c)}` : ''}. På handlelappen sto det med store, skjeve bokstaver: ${what(c).toUpperCase()}, og i lomma lå de blanke myntene som skulle betale for det.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men ${shop(c)} lå et godt stykke unna.`,
        `Men ${shop(c)} lå et godt stykke unna${grownUp(c) ? ', og veien var full av overraskelser' : `, og ${h(c)} hadde aldri gått dit alene før`}.`,
        `Men ${shop(c)} lå et godt stykke unna, på den andre siden av bygda, og ${grownUp(c) ? 'veien dit var lang og svingete' : `${h(c)} hadde aldri gått hele veien uten en voksen`}.`,
      ),
    (c) =>
      by(
        c,
        `«Husk lappen og myntene,» sa de hjemme.`,
        `«Husk lappen, og pass godt på myntene,» sa de hjemme, og ${h(c)} nikket alvorlig.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Jeg klarer det!» sa ${h(c)} og puttet myntene i lomma.`,
        `«Jeg klarer det,» sa ${h(c)}, la lappen i lomma sammen med myntene og gikk.`,
        `«Dette klarer jeg,» sa ${h(c)}, brettet lappen pent, puttet den i lomma sammen med myntene og åpnet døra.`,
      ),
  ],
  attempt: [
    (c) =>
      hold(c) === 'shop-empty'
        ? by(
            c,
            `Men ${shelf(c)} var tom! Hvor ble det av ${the(c)}?`,
            `Men der ${the(c)} skulle ligge, var ${shelf(c)} tom. ${h(c)} kjente det sank i magen.`,
            `Men ${shelf(c)} der ${the(c)} pleide å ligge, var helt tom, og ${h(c)} sto lenge og stirret på den tomme plassen.`,
          )
        : null,
    (c) =>
      hold(c) === 'shop-empty'
        ? by(
            c,
            `${h(c)} lette ${stalls(c) ? 'i alle bodene' : 'på alle hyllene'}. Ingen ${noBuy(c).bare}.`,
            `${h(c)} lette ${stalls(c) ? 'i boden' : 'på hylla'} ved siden av, og på den ved siden av der igjen, men ${noBuy(c).bare} var ikke å se.`,
          )
        : null,
    (c) =>
      hold(c) === 'shop-high'
        ? by(
            c,
            `${h(c)} så ${the(c)} ${stalls(c) ? 'øverst på en høy stabel med kasser' : 'på øverste hylle'}, men nådde ikke opp.`,
            `${h(c)} fikk øye på ${the(c)} ${stalls(c) ? 'øverst på en høy stabel med kasser' : 'på den øverste hylla'} og strakk seg så langt ${c.hero.han} kunne, men nådde ikke opp.`,
            `Der, ${stalls(c) ? 'aller øverst på en høy stabel med kasser' : 'på den aller øverste hylla'}, lå ${the(c)}. ${h(c)} sto på tå og strakk seg så langt armene rakk, men fingrene kom ikke i nærheten.`,
          )
        : null,
    (c) =>
      hold(c) === 'shop-high'
        ? by(
            c,
            `${h(c)} hoppet, men ${stalls(c) ? 'stabelen' : 'hylla'} var for høy.`,
            `${h(c)} hoppet så høyt ${c.hero.han} kunne, én gang, to ganger, men ${stalls(c) ? 'stabelen' : 'hylla'} var fortsatt for høy.`,
          )
        : null,
    (c) =>
      hold(c) === 'shop-coins'
        ? by(
            c,
            `${h(c)} telte myntene. Det var én for lite!`,
            `${h(c)} telte myntene i hånda to ganger. Det manglet én mynt, og ${h(c)} ble varm i kinnene.`,
            `${h(c)} telte myntene i hånda, først fort og så sakte, men svaret ble det samme: det manglet én mynt, og kinnene ble varme.`,
          )
        : null,
    (c) =>
      hold(c) === 'shop-coins'
        ? by(
            c,
            `${h(c)} lette etter én mynt til. Bare lo.`,
            `${h(c)} lette i alle lommene etter én mynt til, men fant bare lo og en gammel knapp.`,
          )
        : null,
    (c) =>
      hold(c) === 'shop-list'
        ? by(
            c,
            `Vinden tok handlelappen! Hva sto det nå igjen?`,
            `Da døra gikk opp, nappet et vindpust handlelappen ut av hånda til ${h(c)}, og den seilte av sted. Hva var det som sto på den?`,
            `Akkurat da døra gikk opp, nappet et vindpust handlelappen rett ut av hånda til ${h(c)}, og den flakset av sted som en hvit sommerfugl. Hva var det som sto på den?`,
          )
        : null,
    (c) =>
      hold(c) === 'shop-list'
        ? by(
            c,
            `Lappen var borte! Var det ost? Nei. Såpe? Nei.`,
            `Handlelappen hadde blåst bort i døra, så ${h(c)} gikk langs ${stalls(c) ? 'bodene' : 'hyllene'} og prøvde å huske. Var det ost? Nei. Var det såpe? Heller ikke.`,
          )
        : null,
  ],
  progress: [
    (c) =>
      hold(c) === 'shop-list'
        ? by(
            c,
            `Da husket ${h(c)} det: ${what(c)}!`,
            `Så husket ${h(c)} det igjen, som et lite lys i hodet: ${what(c)}. Det var det som sto på lappen.`,
          )
        : null,
    (c) =>
      by(
        c,
        `Men ${h(c)} ga ikke opp.`,
        `${h(c)} pustet dypt. Et ærend er ikke ferdig før man er hjemme, tenkte ${c.hero.han}.`,
        `${h(c)} pustet dypt og tenkte seg om. Et ærend er ikke ferdig før ${what(c)} ligger i posen.`,
      ),
  ],
  advice: [
    (c) =>
      by(
        c,
        `«${adviceFor(c).replace(/\.$/, ',')}» sa ${c.helper?.name ?? 'noen'}.`,
        `«Her er et godt råd,» sa ${c.helper?.name ?? 'noen'}. «${adviceFor(c)}»`,
      ),
  ],
  ask: [
    (c) =>
      by(
        c,
        `«Vet du veien ${toShop(c)}?» spurte ${h(c)}.`,
        `«Unnskyld, vet du veien ${toShop(c)}?» spurte ${h(c)}. «Jeg skal kjøpe ${what(c)}.»`,
      ),
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} gikk bort til ${keeper(c)} og spurte om hjelp. ${fix(c)}`,
          `${h(c)} rettet ryggen, gikk bort til disken og spurte ${keeper(c)} med klar stemme om hjelp. ${fix(c)}`,
          `Hjertet banket, men ${h(c)} gikk helt bort til disken og fortalte ${keeper(c)} hva som var galt, med den klareste stemmen ${c.hero.han} hadde. ${fix(c)}`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${h(c)} spurte ${keeper(c)}, og sammen fant de ut av det. ${fix(c)}`,
          c.friend
            ? `Sammen gikk ${c.team.name} bort til ${keeper(c)} og forklarte alt. ${fix(c)}`
            : `${h(c)} gikk bort til ${keeper(c)} og forklarte alt, og sammen fant de ut av det. ${fix(c)}`,
        ),
    ],
    gift: [
      (c) =>
        by(
          c,
          `Men ved disken hadde noen fulgt med. ${fix(c)}`,
          `Men bak disken hadde noen sett alt, og nå kom et vennlig smil fram. ${fix(c)}`,
        ),
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} fikk en idé: spør ${keeper(c)}! ${fix(c)}`,
          `${h(c)} fikk en idé: den som vet alt om butikken, er ${keeper(c)}. ${fix(c)}`,
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `${h(c)} la myntene på disken, og ${keeper(c)} ga ${h(c)} ${the(c)} i en pose. «Takk!» sa ${h(c)}.`,
        `${h(c)} la myntene på disken, én etter én. ${Keeper(c)} la ${the(c)} i en pose og sa: «Vær så god, og takk for handelen!»`,
        `${h(c)} la myntene på disken, én etter én, og ${keeper(c)} talte dem med et smil. Så la han ${the(c)} i en papirpose. «Vær så god,» sa han, «og takk for handelen.» ${h(c)} hadde aldri vært så stolt.`,
      ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `Hjemme igjen pakket ${all(c)} ut posen. ${used(c)}.`,
        `Hjemme igjen {pakket ${all(c)} stolt ut posen på kjøkkenbordet|satte ${all(c)} posen på bordet og fortalte om alt}. ${used(c)}.`,
        `Hjemme igjen satte ${all(c)} posen på kjøkkenbordet og pakket ut, ${grownUp(c) ? 'stolte som noen' : 'stolt som en'} som hadde vært på en lang reise. ${used(c)}. {Det hadde bare vært et lite ærend, men for ${h(c)} hadde det vært et stort eventyr.|Neste gang skulle ${h(c)} klare det helt alene.}`,
      ),
  ],
  refrain: [(c) => `Lapp i lomma, mynt i hånd, ${h(c)} går og handler, bare se!`],
  title: [
    (c) => `${h(c)} handler ${what(c)}`,
    (c) => `${h(c)} går ${toShop(c)}`,
    (c) => `${h(c)} og handlelappen`,
  ],
};
