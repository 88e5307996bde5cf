// Noe som bakes hjemme: oppskriften i den gamle boka, eggene fra hønene og bærene i hagen, det
// ene som mangler hentet i butikken, så veiing og røring, ovnen og ventingen, et lite uhell som
// blir til noe fint, og til slutt deles det med dem det var til.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import { homeTravel } from '../home-travel';
import { travelNear } from '../near-travel';
import { travel } from '../travel';
import { foodById } from '../../../lexicon/foods-activities';
import { indef } from '../../../grammar/norwegian';
import { by } from '../../by-band';
import {
  bakedFood,
  bakeStep,
  bakeTip,
  cookerOf,
  type BakeStep,
  type BakeTip,
  inTurn,
  lentToday,
} from '../../bake-beats';
import { eachStep, firstHere, onceHere, onceInStory, toldHere } from '../../family-beats';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
/** Den som baker sammen med helten: vennen, ellers den voksne her, ellers bestemor; aldri katten. */
const f = (c: NoCtx) =>
  (c.friend?.person ? c.friend.name : undefined) ?? c.helper?.name ?? 'bestemor';
/** Alle som baker: «Emma og bestemor». */
const team = (c: NoCtx) => `${h(c)} og ${f(c)}`;
const Team = (c: NoCtx) => cap(team(c));

/** Det som bakes, med riktig kjønn og tall: «ei kake», «boller», «en pizza». */
function baked(c: NoCtx): { a: string; the: string; it: string } {
  const id = c.thing?.id ?? 'cake';
  const food = id.startsWith('dish:') ? foodById(id.slice(5)) : undefined;
  if (!food) {
    const t = c.thing;
    // Ei kake med familiens eget ord: ei kake, eller et brett med små («småkaker», «muffins»).
    if (t && !/(?<!små)kake$/.test(t.noun.sg)) return { a: t.noun.pl, the: t.noun.defPl, it: 'de' };
    return { a: t?.indef ?? 'ei kake', the: t?.def ?? 'kaka', it: 'den' };
  }
  if (food.countable) return { a: food.no.pl, the: food.no.defPl, it: 'de' };
  return { a: indef(food.no), the: food.no.def, it: food.no.g === 'n' ? 'det' : 'den' };
}
const a = (c: NoCtx) => baked(c).a;
const the = (c: NoCtx) => baked(c).the;
const The = (c: NoCtx) => cap(the(c));
const it = (c: NoCtx) => baked(c).it;
/** Det som bakes som objekt: «den», «dem». */
const them = (c: NoCtx) => (it(c) === 'de' ? 'dem' : it(c));
/** Et adjektiv som passer tallet: «varm», «varme». */
const ad = (c: NoCtx, sg: string, pl: string) => (it(c) === 'de' ? pl : sg);
const kind = (c: NoCtx) => bakedFood(c.thing?.id);
/** Pizza lages, pannekaker og vafler stekes, resten bakes. */
const verb = (c: NoCtx) =>
  kind(c) === 'pizza'
    ? { inf: 'lage', perf: 'laget' }
    : kind(c) === 'pancake' || kind(c) === 'waffle'
      ? { inf: 'steke', perf: 'stekt' }
      : { inf: 'bake', perf: 'bakt' };
const cooker = (c: NoCtx) => cookerOf(c.thing?.id);
const oven = (c: NoCtx) => ({ oven: 'ovnen', pan: 'stekepanna', iron: 'vaffeljernet' })[cooker(c)];
/** Ferdig stekt: «kom ut av ovnen». */
const came = (c: NoCtx) => `kom ${outOf(c)}`;
/** «ut av ovnen», «av stekepanna». */
const outOf = (c: NoCtx) => `${cooker(c) === 'pan' ? 'av' : 'ut av'} ${oven(c)}`;
/** Det som mangler og hentes i butikken. */
const MISSING: Record<string, [bare: string, def: string]> = {
  cake: ['smør', 'smøret'],
  bun: ['gjær', 'gjæren'],
  bread: ['gjær', 'gjæren'],
  pizza: ['ost', 'osten'],
  gingerbread: ['sirup', 'sirupen'],
  cookie: ['sjokolade', 'sjokoladen'],
  pancake: ['melk', 'melka'],
  waffle: ['melk', 'melka'],
};
const lacking = (c: NoCtx) => MISSING[kind(c)] ?? ['sukker', 'sukkeret'];
const missing = (c: NoCtx) => lacking(c)[1];
const pizza = (c: NoCtx) => kind(c) === 'pizza';
/** Den det bakes til, ellers hele familien. */
const til = (c: NoCtx) => (c.recipient ? ` til ${c.recipient.name}` : '');
const forWhom = (c: NoCtx) => c.recipient?.name ?? 'hele familien';
/** Boka tilhører besteforelderen som baker med, når det er en. */
const book = (c: NoCtx) => {
  const gran = [c.friend?.name, c.helper?.name].find((n) => n === 'bestemor' || n === 'bestefar');
  if (gran && gran === f(c)) return 'den gamle oppskriftsboka si';
  return gran ? `den gamle oppskriftsboka til ${gran}` : 'den gamle oppskriftsboka i skuffen';
};
/** Kjæledyret på kjøkkenet: helten sitt eget, ellers katten. */
const pet = (c: NoCtx) =>
  c.snatcher?.name ?? (c.friend && !c.friend.person ? c.friend.name : 'katten');
/** Den som napper, med hva den er: «katten Pusur», «katten». */
const snatcher = (c: NoCtx) =>
  c.snatcher
    ? c.snatcher.named
      ? `${c.snatcher.kindDef} ${c.snatcher.name}`
      : c.snatcher.def
    : 'katten';
/** Én av det som ble bakt: «en bolle», eller et stykke av ei kake. */
const one = (c: NoCtx) => {
  const id = c.thing?.id ?? 'cake';
  const food = id.startsWith('dish:') ? foodById(id.slice(5)) : undefined;
  return food?.countable ? indef(food.no) : 'et stykke';
};
/** «den» om bollen, «det» om stykket. */
const oneIt = (c: NoCtx) => {
  const id = c.thing?.id ?? 'cake';
  const food = id.startsWith('dish:') ? foodById(id.slice(5)) : undefined;
  return food?.countable && food.no.g !== 'n' ? 'den' : 'det';
};

/** Hvordan det lages: en gjærdeig, ei kakerøre, en kjeksdeig som kjevles, eller røre i panna. */
const sort = (c: NoCtx): 'yeast' | 'cake' | 'cookie' | 'pan' => {
  if (cooker(c) !== 'oven') return 'pan';
  const k = kind(c);
  if (k === 'bun' || k === 'bread' || k === 'pizza') return 'yeast';
  if (k === 'cookie' || k === 'gingerbread') return 'cookie';
  // «Småkaker» og kjeks i familiens eget ord kjevles og stikkes ut, de også.
  if (/småkake|kjeks|cookie/.test(c.thing?.noun.sg ?? '')) return 'cookie';
  return 'cake';
};
/** Det som røres eller eltes: «deigen» eller «røra». */
const mass = (c: NoCtx) => (sort(c) === 'yeast' || sort(c) === 'cookie' ? 'deigen' : 'røra');
/** Kanelboller rulles med kanelsmør, ikke trilles som vanlige boller. */
const cinnamon = (c: NoCtx) => c.thing?.id === 'dish:cinnamon-bun';
/** Det som er lånt bort til naboen: kjevlet, kakeforma, stekespaden. */
const tool = (c: NoCtx): [a: string, the: string, our: string, it: string] => {
  const k = kind(c);
  if (k === 'muffin') return ['et muffinsbrett', 'muffinsbrettet', 'vårt', 'det'];
  if (sort(c) === 'cake') return ['ei kakeform', 'kakeforma', 'vår', 'den'];
  if (k === 'waffle') return ['et vaffeljern', 'vaffeljernet', 'vårt', 'det'];
  if (k === 'pancake') return ['en stekespade', 'stekespaden', 'vår', 'den'];
  return ['et kjevle', 'kjevlet', 'vårt', 'det'];
};
/** Det som strøs på før ovnen, valgt i butikken: perlesukker på boller, strøssel på kaka. */
const topping = (c: NoCtx) => {
  const k = kind(c);
  if (sort(c) === 'pan') return 'syltetøy';
  if (k === 'pizza') return 'oregano';
  if (k === 'bread') return 'solsikkefrø';
  if (k === 'gingerbread') return 'mandler';
  if (k === 'bun') return 'perlesukker';
  return 'strøssel';
};
/** Det som varmes til gjæren: melk, eller vann til pizzadeigen. */
const liquid = (c: NoCtx) => (pizza(c) ? 'vannet' : 'melka');

/** «varm» eller «varmt», etter det det stekes i. */
const hot = (c: NoCtx) => (cooker(c) === 'iron' ? 'varmt' : 'varm');

/** Stegene som gjør en lengre bakedag lengre: hver går litt galt, og blir rettet opp. */
const MORE_HITCH: Record<
  'borrow' | 'choose' | 'coins' | 'warm' | 'mix' | 'rest' | 'shape' | 'glaze' | 'lick' | 'tidy',
  (c: NoCtx) => string
> = {
  choose: (c) =>
    by(
      c,
      `${h(c)} lette etter ${topping(c)}. Så mange hyller!`,
      `${h(c)} skulle finne ${topping(c)}, men det var så mange hyller at ${c.hero.han} ikke visste hvor ${c.hero.han} skulle lete.`,
      `${h(c)} skulle finne ${topping(c)}, men butikken hadde hyller fra gulv til tak, og ${c.hero.han} gikk fram og tilbake mellom dem til ${c.hero.han} ble helt svimmel.`,
    ),
  warm: (c) =>
    sort(c) === 'yeast'
      ? by(
          c,
          `${h(c)} varmet ${liquid(c)}. Det ble altfor varmt!`,
          `${h(c)} varmet ${liquid(c)} til gjæren, men det ble så varmt at det kom damp av det.`,
          `${h(c)} varmet ${liquid(c)} til gjæren og glemte seg litt bort, og da ${c.hero.han} så ned i kjelen, steg det damp opp, og gjæren ville ikke tåle det.`,
        )
      : by(
          c,
          `Smøret var hardt som stein. Sleiva skled bare av!`,
          `Smøret kom rett fra kjøleskapet og var så hardt at ${h(c)} ikke fikk rørt det ut.`,
          `Smøret kom rett fra kjøleskapet, og det var så hardt at sleiva bare skled av, uansett hvor mye ${h(c)} presset.`,
        ),
  glaze: (c) => {
    if (sort(c) === 'pan')
      return by(
        c,
        `Syltetøyglasset satt fast!`,
        `${h(c)} skulle åpne syltetøyglasset, men lokket satt så hardt at det ikke rikket seg.`,
        `${h(c)} skulle åpne syltetøyglasset, men lokket satt som fastsveiset, og ${c.hero.han} vred til fingrene ble røde uten at det rikket seg en millimeter.`,
      );
    if (pizza(c))
      return by(
        c,
        `Lokket falt av oreganoen!`,
        `${h(c)} strødde på oregano, men lokket falt av, og halve boksen havnet midt på pizzaen.`,
        `${h(c)} strødde på oregano med en liten sleng, men lokket falt av, og halve boksen landet i en grønn haug midt på pizzaen.`,
      );
    if (sort(c) === 'yeast')
      return by(
        c,
        `Egget rant av penselen!`,
        `${h(c)} penslet med sammenvispet egg, men penselen var så full at egget rant ned på brettet.`,
        `${h(c)} penslet med sammenvispet egg, men penselen var så full at egget rant nedover sidene og la seg i en gul dam på brettet.`,
      );
    return by(
      c,
      `Posen med ${topping(c)} revnet!`,
      `${h(c)} skulle strø ${topping(c)} over, men posen revnet, og alt havnet på én flekk.`,
      `${h(c)} skulle strø ${topping(c)} over, men posen revnet i det ene hjørnet, og alt sammen havnet i én stor haug på én flekk.`,
    );
  },
  borrow: (c) =>
    by(
      c,
      `Hvor var ${tool(c)[1]}? ${cap(tool(c)[3])} var lånt bort til naboen!`,
      `Ute i hagen husket ${f(c)} plutselig at ${tool(c)[1]} var lånt bort til naboen og aldri kommet tilbake.`,
      `Ute i hagen stoppet ${f(c)} brått og slo seg på panna, for ${tool(c)[1]} var lånt bort til naboen før sommeren og aldri kommet tilbake, og uten ${tool(c)[1]} ble det ingen ${a(c)}.`,
    ),
  coins: (c) =>
    by(
      c,
      `${h(c)} telte myntene. Det manglet fem kroner!`,
      `I kassa telte ${h(c)} myntene fra sparebøssa, men det manglet fem kroner.`,
      `I kassa la ${h(c)} myntene fra sparebøssa på disken, én etter én, men da alt var talt, manglet det fem kroner, og køen bak dem ble bare lengre.`,
    ),
  mix: (c) =>
    ({
      yeast: () =>
        by(
          c,
          `Deigen klistret seg fast i fingrene. Som lim!`,
          `${h(c)} eltet deigen, men den var så klissete at den satt fast på alle ti fingrene.`,
          `${h(c)} eltet og eltet, men deigen var så klissete at den hang fast i alle ti fingrene og strakte seg som tyggegummi hver gang ${c.hero.han} løftet hendene.`,
        ),
      cake: () =>
        by(
          c,
          `Røra sprutet på veggen!`,
          `${h(c)} skrudde mikseren på full fart, og røra sprutet på veggen, på vinduet og på ${f(c)}.`,
          `${h(c)} skrudde mikseren på full fart med en gang, og røra sprutet i alle retninger, på veggen, på vinduet og rett på forkleet til ${f(c)}.`,
        ),
      cookie: () =>
        by(
          c,
          `Deigen smuldret opp!`,
          `${h(c)} knadde deigen, men den smuldret bare opp i små biter.`,
          `${h(c)} knadde og knadde, men deigen smuldret bare opp mellom fingrene og ville ikke henge sammen, uansett hvor hardt ${c.hero.han} klemte.`,
        ),
      pan: () =>
        by(
          c,
          `Det var klumper i røra!`,
          `${h(c)} helte alt melet oppi på én gang, og røra ble full av små, hvite klumper.`,
          `${h(c)} helte alt melet oppi på én gang, og uansett hvor fort ${c.hero.han} vispet, fløt det små, hvite klumper rundt i røra som isbiter i et glass.`,
        ),
    })[sort(c)](),
  rest: (c) =>
    ({
      yeast: () =>
        by(
          c,
          `Deigen måtte heve. Det tok så lang tid!`,
          `Deigen skulle heve under et kjøkkenhåndkle, men ${h(c)} løftet på håndkleet hvert femte minutt, og den var like liten.`,
          `Deigen skulle heve under et kjøkkenhåndkle i en hel time, og ${h(c)} løftet på håndkleet hvert femte minutt for å se, men deigen lå der like liten og tenkte visst ikke på å vokse.`,
        ),
      cake: () =>
        by(
          c,
          `Ovnen var fortsatt kald. Ingen hadde skrudd den på!`,
          `Røra var klar, men ovnen var fortsatt kald, for ingen hadde husket å skru den på.`,
          `Røra var klar, og ${h(c)} sto med forma i hendene, men ovnen var kald som en kjeller, for ingen av dem hadde husket å skru den på.`,
        ),
      cookie: () =>
        by(
          c,
          `Deigen var for myk!`,
          `${h(c)} ville kjevle ut deigen med en gang, men den var så myk at den klistret seg fast i kjevlet.`,
          `${h(c)} ville kjevle ut deigen med en gang, men den var så myk og varm at den klistret seg fast i kjevlet og ble med opp i lange tråder.`,
        ),
      pan: () =>
        by(
          c,
          `Røra måtte hvile. Så lenge!`,
          `Røra skulle hvile en halvtime, men ${h(c)} var så sulten at magen rumlet.`,
          `Røra skulle hvile en hel halvtime, sto det i boka, og ${h(c)} var så sulten at magen rumlet høyt nok til at ${f(c)} hørte det.`,
        ),
    })[sort(c)](),
  shape: (c) => {
    const k = kind(c);
    if (cinnamon(c))
      return by(
        c,
        `Kanelrullen ble helt skjev!`,
        `De kjevlet ut deigen, smurte på kanelsmør og rullet den sammen, men rullen ble skjev, og kanelsmøret presset seg ut i endene.`,
        `De kjevlet ut deigen til en stor firkant, smurte på et tykt lag kanelsmør og rullet den sammen, men rullen ble skjev som en slange, og kanelsmøret presset seg ut i begge endene.`,
      );
    if (k === 'bun')
      return by(
        c,
        `Bollene ble store og små!`,
        `${h(c)} trillet boller, men noen ble store som epler og andre små som kirsebær.`,
        `${h(c)} trillet boller så fort ${c.hero.han} kunne, men da brettet var fullt, var noen store som epler og andre små som kirsebær.`,
      );
    if (k === 'bread')
      return by(
        c,
        `Brødet ble flatt!`,
        `${h(c)} formet brødet, men det fløt utover brettet og ble flatt som en pannekake.`,
        `${h(c)} formet et fint, rundt brød, men da ${c.hero.han} snudde seg, hadde det flytt utover brettet og blitt flatt som en pannekake.`,
      );
    if (k === 'pizza')
      return by(
        c,
        `Pizzabunnen fikk hull!`,
        `${h(c)} kjevlet ut pizzabunnen, men den ble så tynn at det kom et hull midt på.`,
        `${h(c)} kjevlet ut pizzabunnen, tynnere og tynnere, helt til det plutselig kom et hull midt på, stort nok til å se benken gjennom.`,
      );
    return {
      cake: () =>
        by(
          c,
          `Røra rant over kanten!`,
          `${h(c)} helte røra i ${k === 'muffin' ? 'formene' : 'forma'}, men alt på én gang, og den rant over kanten og ned på benken.`,
          `${h(c)} helte røra i ${k === 'muffin' ? 'formene' : 'forma'}, men alt på én gang, og den rant over kanten, utover benken og ned i en skuff som sto på gløtt.`,
        ),
      cookie: () =>
        by(
          c,
          `Hjertet satt fast i benken!`,
          `${h(c)} stakk ut figurer, men det første hjertet satt fast i benken og revnet da ${c.hero.han} løftet det.`,
          `${h(c)} stakk ut hjerter, stjerner og griser, men det første hjertet satt fast i benken og revnet i to da ${c.hero.han} prøvde å løfte det.`,
        ),
      pan: () =>
        by(
          c,
          `Smøret freste og røk!`,
          `${h(c)} la smør i ${oven(c)}, men ${oven(c)} var så ${hot(c)} at smøret ble brunt og begynte å ryke.`,
          `${h(c)} la en klatt smør i ${oven(c)}, men ${oven(c)} var så ${hot(c)} at smøret ble brunt på et blunk, og en grå stripe røyk steg opp mot viften.`,
        ),
      yeast: () => `${h(c)} formet deigen, men den ble skjev.`,
    }[sort(c)]();
  },
  lick: (c) =>
    by(
      c,
      `${h(c)} slikket bakebollen. Røre på nesa!`,
      `Mens de ventet, fikk ${h(c)} slikke bakebollen, og snart hadde ${c.hero.han} ${mass(c) === 'deigen' ? 'deig' : 'røre'} på nesa, på haka og helt opp i øret.`,
      `Mens de ventet, fikk ${h(c)} slikke bakebollen, og ${c.hero.han} gjorde det så grundig at ${c.hero.han} hadde ${mass(c) === 'deigen' ? 'deig' : 'røre'} på nesa, på haka og helt opp i det ene øret.`,
    ),
  tidy: (c) =>
    by(
      c,
      `For mye såpe! Skummet rant over kanten.`,
      `Så var det oppvasken, men ${h(c)} helte i altfor mye såpe, og skummet vokste over kanten av vasken.`,
      `Så var det oppvasken, og ${h(c)} helte i litt ekstra såpe for sikkerhets skyld, og skummet vokste og vokste, over kanten av vasken og ned på gulvet.`,
    ),
};

const MORE_FIX: Record<keyof typeof MORE_HITCH, (c: NoCtx) => string> = {
  choose: (c) =>
    by(
      c,
      `${cap(f(c))} pekte. Der var det!`,
      `${cap(f(c))} pekte opp på den øverste hylla, og der sto ${topping(c)}.`,
      `${cap(f(c))} løftet ${h(c)} opp, og der, på den aller øverste hylla, bak en stabel med kakao, sto ${topping(c)}.`,
    ),
  warm: (c) =>
    sort(c) === 'yeast'
      ? by(
          c,
          `De ventet til det var fingervarmt.`,
          `De lot ${liquid(c)} stå til det var fingervarmt, og ${h(c)} kjente etter med lillefingeren.`,
          `De lot ${liquid(c)} stå og kjølne, og ${h(c)} kjente etter med lillefingeren til det var akkurat fingervarmt, slik gjæren liker det.`,
        )
      : by(
          c,
          `De la smøret ved ovnen. Da ble det mykt.`,
          `De la smøret ved den varme ovnen en stund, og snart var det mykt nok til å røre.`,
          `De la smøret i ei skål ved den varme ovnen, og mens de ventet, leste ${h(c)} oppskriften høyt for ${f(c)}. Snart var smøret mykt som krem.`,
        ),
  glaze: (c) => {
    if (sort(c) === 'pan')
      return by(
        c,
        `Varmt vann på lokket, og pop!`,
        `${cap(f(c))} holdt lokket under varmt vann, og så sa det pop, og lokket løsnet.`,
        `${cap(f(c))} holdt lokket under varmt vann fra springen en liten stund, og da ${h(c)} prøvde igjen, sa det pop, og lokket skrudde seg løs.`,
      );
    if (pizza(c))
      return by(
        c,
        `De skrapte av det meste.`,
        `De skrapte av det meste med en skje, og resten luktet deilig.`,
        `De skrapte det meste tilbake i boksen med en teskje, og resten fordelte ${h(c)} utover, så hele pizzaen luktet som en sommer i Italia.`,
      );
    if (sort(c) === 'yeast')
      return by(
        c,
        `De tørket opp, og så kom ${topping(c)} på.`,
        `${cap(f(c))} viste hvordan man stryker penselen mot kanten av koppen, og så strødde ${h(c)} ${topping(c)} over.`,
        `${cap(f(c))} viste hvordan man stryker penselen mot kanten av koppen først, og etterpå strødde ${h(c)} ${topping(c)} over, litt på hver, så det glitret.`,
      );
    return by(
      c,
      `De fordelte det med en skje.`,
      `De fordelte det med en teskje, litt her og litt der, til det ble jevnt og fint.`,
      `De fordelte det med en teskje, litt her og litt der, og ${h(c)} la de siste bitene i et lite mønster på toppen.`,
    );
  },
  borrow: (c) =>
    by(
      c,
      `Naboen rakte ${tool(c)[1]} over hekken.`,
      `${cap(f(c))} ropte over hekken, og naboen kom med ${tool(c)[1]}. «Da vil jeg gjerne smake,» sa hun.`,
      `${cap(f(c))} ropte over hekken, og naboen kom ut i tøflene med ${tool(c)[1]} i hånda. «${cap(tool(c)[3])} har jeg glemt å levere,» sa hun, «men da vil jeg gjerne smake når dere er ferdige.»`,
    ),
  coins: (c) =>
    by(
      c,
      `${cap(f(c))} fant en mynt i jakka.`,
      `${cap(f(c))} lette i jakkelomma og fant en femkrone, og damen i kassa smilte og sa at nå stemte det.`,
      `${cap(f(c))} rotet i jakkelomma og fant en blank femkrone, og damen i kassa talte over og sa at nå stemte det på øret. ${h(c)} fikk beholde kvitteringen.`,
    ),
  mix: (c) =>
    ({
      yeast: () =>
        by(
          c,
          `Litt mel på hendene, og så gikk det.`,
          `${cap(f(c))} drysset litt mel på benken, og snart var deigen myk og blank.`,
          `${cap(f(c))} drysset en neve mel på benken og viste hvordan man bretter og trykker, og snart lå deigen der, myk og blank som et lite barnekinn.`,
        ),
      cake: () =>
        by(
          c,
          `De begynte sakte. Da gikk det fint.`,
          `De tørket veggen og begynte på nytt, på laveste fart, til røra var luftig og lys.`,
          `De tørket av veggen og vinduet og begynte på nytt, på laveste fart, og ${h(c)} så røra bli lysere og luftigere for hver runde.`,
        ),
      cookie: () =>
        by(
          c,
          `En skvett melk, og den holdt.`,
          `${cap(f(c))} helte i en skvett melk, og da ble deigen til en fin, glatt klump.`,
          `${cap(f(c))} helte i en liten skvett melk, og da ${h(c)} knadde igjen, hang deigen sammen i en fin, glatt klump som luktet smør.`,
        ),
      pan: () =>
        by(
          c,
          `De vispet og vispet. Borte!`,
          `${cap(f(c))} viste hvordan man heller melka i litt om gangen, og ${h(c)} vispet til alle klumpene var borte.`,
          `${cap(f(c))} viste hvordan man heller melka i litt om gangen og visper fra midten og utover, og til slutt var røra blank og glatt, uten en eneste klump.`,
        ),
    })[sort(c)](),
  rest: (c) =>
    ({
      yeast: () =>
        by(
          c,
          `De ventet. Og deigen vokste!`,
          `${cap(f(c))} satte bakebollen ved den varme ovnen og stilte klokka, og da den ringte, hadde deigen blitt dobbelt så stor.`,
          `${cap(f(c))} satte bakebollen på et lunt sted ved ovnen og stilte eggeklokka, og mens den tikket, tegnet ${h(c)} en tegning av ${the(c)}. Da klokka ringte, hadde deigen vokst seg dobbelt så stor.`,
        ),
      cake: () =>
        by(
          c,
          `De skrudde på ovnen og ventet.`,
          `De skrudde på ovnen, og mens den ble varm, smurte ${h(c)} forma med smør, helt inn i hjørnene.`,
          `De skrudde på ovnen, og mens den ble varm, smurte ${h(c)} forma med smør, helt inn i hvert hjørne, og drysset på litt mel, akkurat som det sto i boka.`,
        ),
      cookie: () =>
        by(
          c,
          `Deigen fikk hvile i kjøleskapet.`,
          `De la deigen i kjøleskapet en stund, og da de tok den ut igjen, var den fast og fin.`,
          `De pakket deigen i plast og la den i kjøleskapet, og mens de ventet, fant ${h(c)} fram alle figurene i skuffen. Da de tok deigen ut igjen, var den fast og fin.`,
        ),
      pan: () =>
        by(
          c,
          `Imens dekket de bordet.`,
          `Imens dekket de bordet, og ${h(c)} brettet servietter som små båter.`,
          `Imens dekket de bordet med den fine duken, og ${h(c)} brettet servietter som små båter og satte en blomst i et glass midt på.`,
        ),
    })[sort(c)](),
  shape: (c) => {
    const k = kind(c);
    if (cinnamon(c))
      return by(
        c,
        `De skar den i skiver. Fine snurrer!`,
        `${cap(f(c))} skar rullen i skiver, og hver skive ble en liten snurr med kanel inni.`,
        `${cap(f(c))} skar rullen i tykke skiver, og hver skive ble en liten snurr med kanel inni, litt skjeve, alle sammen, men desto finere.`,
      );
    if (k === 'bun')
      return by(
        c,
        `${cap(f(c))} viste hvordan. Nå ble de like!`,
        `${cap(f(c))} viste hvordan man triller under en kupt hånd, og snart lå det rader av like boller på brettet.`,
        `${cap(f(c))} viste hvordan man triller deigen under en kupt hånd, rundt og rundt, og snart lå det rader av runde, like boller på brettet.`,
      );
    if (k === 'bread')
      return by(
        c,
        `De la deigen i ei brødform.`,
        `De la deigen i ei brødform, og der holdt den seg høy og fin.`,
        `De formet deigen på nytt og la den i ei smurt brødform, og der holdt den seg høy og fin, med et lite snitt på toppen.`,
      );
    if (k === 'pizza')
      return by(
        c,
        `De klemte hullet igjen.`,
        `${cap(f(c))} klemte hullet igjen med tommelen, og så fikk ${h(c)} legge på saus og ost.`,
        `${cap(f(c))} klemte hullet igjen med tommelen, og så fikk ${h(c)} smøre på tomatsausen og strø osten utover, helt ut til kanten.`,
      );
    return {
      cake: () =>
        by(
          c,
          `Slikkepotten reddet det meste.`,
          `Med slikkepotten fikk de det meste tilbake i ${k === 'muffin' ? 'formene' : 'forma'}, og ${h(c)} jevnet toppen.`,
          `Med slikkepotten fikk de det meste tilbake i ${k === 'muffin' ? 'formene' : 'forma'}, og ${h(c)} jevnet toppen så forsiktig at ${c.hero.han} holdt pusten.`,
        ),
      cookie: () =>
        by(
          c,
          `Litt mel på benken, og da slapp de.`,
          `${cap(f(c))} drysset mel på benken, og neste gang slapp hjertet, og stjernene også.`,
          `${cap(f(c))} drysset mel på benken, og da slapp hjertet lett, og etter det stjernene og grisene også, til brettet var fullt.`,
        ),
      pan: () =>
        by(
          c,
          `De skrudde ned varmen.`,
          `De skrudde ned varmen og tørket av ${oven(c)}, og da freste smøret akkurat passe.`,
          `De skrudde ned varmen, tørket av ${oven(c)} med litt tørkepapir og prøvde igjen, og denne gangen freste smøret akkurat passe.`,
        ),
      yeast: () => `${cap(f(c))} formet den på nytt.`,
    }[sort(c)]();
  },
  lick: (c) =>
    by(
      c,
      `${cap(f(c))} tørket med en klut. De lo.`,
      `${cap(f(c))} hentet en våt klut, og de lo begge to.`,
      `${cap(f(c))} hentet en våt klut og tørket ${h(c)} i ansiktet, og de lo begge to, for ${f(c)} hadde visst fått litt på nesa selv.`,
    ),
  tidy: (c) =>
    by(
      c,
      `De blåste såpebobler. Så var det rent.`,
      `${h(c)} blåste såpebobler opp mot taket, og ${f(c)} tørket, og snart var alt rent.`,
      `${h(c)} blåste såpebobler opp mot taket, ${f(c)} tørket skum fra gulvet, og snart sto alt det skitne rent og skinnende i oppvaskstativet.`,
    ),
};

/** Et fat eller et stykke til naboen: «et fat med kanelboller», «et stykke av kaka». */
const some = (c: NoCtx) => (it(c) === 'de' ? `et fat med ${a(c)}` : `et stykke av ${the(c)}`);
/** To av det som ble bakt, til matboksen: «to kanelboller», «to stykker». */
const two = (c: NoCtx) => (it(c) === 'de' ? `to ${a(c)}` : 'to stykker');
/** Det morsomste som hendte, husket om kvelden: bare det som faktisk ble fortalt. */
const RECALL: [BakeStep, (c: NoCtx) => string][] = [
  ['pet', (c) => `${pet(c)} med nesa i bakebollen`],
  ['weigh', () => 'melskyen på kjøkkenet'],
  ['tidy', () => 'skummet som rant over'],
  ['lick', (c) => `${mass(c) === 'deigen' ? 'deigen' : 'røra'} helt opp i øret`],
  ['eggs', (c) => (pizza(c) ? 'tomatene som hang så høyt' : 'høna som hakket')],
  ['carry', () => 'posen som revnet'],
];
const lent = lentToday;
/** Lukta som henger igjen: kanel, eller nystekt. */
const smell = (c: NoCtx) => (cinnamon(c) ? 'kanel' : 'nystekt');

/** Tipset i margen, og hvordan det redder det som gikk galt til slutt. */
const TIP: Record<BakeTip, { note: string; saves: (c: NoCtx) => string }> = {
  berries: {
    note: 'Går noe galt, hjelper det alltid med bær.',
    saves: (c) =>
      `la ${h(c)} bær over hele ${the(c)}, tett i tett, og nå så ${it(c)} ut som ${it(c) === 'de' ? 'små kroner' : 'ei krone'}`,
  },
  cream: {
    note: 'Ingenting er så galt at ikke litt krem kan redde det.',
    saves: (c) =>
      `pisket ${f(c)} krem, og ${h(c)} la et tykt lag over ${the(c)}, til ingen kunne se at noe hadde gått galt`,
  },
  sugar: {
    note: 'Et dryss melis, og alt ser fint ut igjen.',
    saves: (c) =>
      `drysset ${h(c)} melis gjennom ei sil, og ${the(c)} ble ${ad(c, 'hvit', 'hvite')} som nysnø`,
  },
};
/**
 * Det som har gått galt når det kommer ut av ovnen: ei kake eller boller synker i midten, en
 * pizza blir svidd i kanten, pepperkaker blir for mørke, pannekaker ujevne. [full, kort, litt, helt]
 */
const FLAW: Record<'pizza' | 'cookie' | 'pan', [string, string, string, string]> = {
  pizza: ['blitt litt svidd i kanten', 'var svidd i kanten', 'blitt litt svidd', 'blitt svidd'],
  cookie: [
    'blitt litt for mørke i kantene',
    'var for mørke i kantene',
    'blitt litt for mørke',
    'blitt for mørke',
  ],
  pan: ['blitt litt ujevne', 'var litt ujevne', 'blitt litt ujevne', 'blitt ujevne'],
};
const flawOf = (c: NoCtx) =>
  pizza(c) ? FLAW.pizza : sort(c) === 'cookie' ? FLAW.cookie : sort(c) === 'pan' ? FLAW.pan : null;
/** Teksten slik det som bakes, forteller den: bare ei kake eller boller synker. */
const flawed = (t: (c: NoCtx) => string | null) => (c: NoCtx) => {
  const text = t(c);
  const flaw = flawOf(c);
  if (!text || !flaw) return text;
  return text
    .replace(/hadde (den |de )?sprukket og sunket litt i midten/g, `hadde $1${flaw[0]}`)
    .replace(/hadde (den |de )?sunket litt i midten/g, `hadde $1${flaw[0]}`)
    .replace(/hadde (den |de )?sunket litt/g, `hadde $1${flaw[2]}`)
    .replace(/hadde (den |de )?sunket/g, `hadde $1${flaw[3]}`)
    .replace(/og sank i midten/g, `og ${flaw[1]}`)
    .replace(/, sunket litt i midten,/g, `, ${flaw[1].replace(/^var /, '')},`)
    .replace(
      /, og (den|de) sank litt\./g,
      pizza(c) ? ', og kanten ble mørk.' : ', og stekingen tok lengre tid.',
    );
};
const PIZZA_TIP = {
  note: 'Er kanten svidd, hjelper det med mer ost.',
  saves: (c: NoCtx) =>
    `strødde ${h(c)} mer ost over hele pizzaen og satte den inn to minutter til, og da den kom ut, boblet osten gyllen over det svidde`,
};
const tip = (c: NoCtx) => (pizza(c) ? PIZZA_TIP : TIP[bakeTip(c)]);

const HITCH: Record<BakeStep, (c: NoCtx) => string> = {
  ...MORE_HITCH,
  eggs: (c) =>
    pizza(c)
      ? by(
          c,
          `Tomatene i hagen var nesten for høyt oppe!`,
          `${h(c)} skulle plukke tomater i hagen, men de røde hang høyt oppe, og de nederste var grønne.`,
          `${h(c)} skulle plukke tomater til pizzaen, men de røde hang helt øverst på planten, og alle de ${h(c)} nådde, var grønne som gress.`,
        )
      : by(
          c,
          `Høna satt på eggene. Hun hakket etter fingrene!`,
          `${h(c)} skulle hente egg i hønsehuset, men den store, brune høna satt på dem og hakket etter fingrene.`,
          `${h(c)} skulle hente egg i hønsehuset, men den store, brune høna satt midt på redet, blåste seg opp og kaklet så fornærmet at ${h(c)} trakk hånda til seg.`,
        ),
  berries: (c) =>
    by(
      c,
      `Oi! Bærskåla veltet. Bærene trillet i gresset.`,
      `${h(c)} plukket ei skål med bær ${c.place.in}, men snublet i vannslangen, og bærene trillet utover gresset.`,
      `${h(c)} plukket ei hel skål med bær ${c.place.in}, men på vei tilbake snublet ${c.hero.han} i vannslangen, og bærene trillet i alle retninger, under busker og inn i blomsterbedet.`,
    ),
  missing: (c) =>
    by(
      c,
      `Men hylla var tom. ${cap(missing(c))} var utsolgt!`,
      `${cap(missing(c))} var brukt opp hjemme, men hylla ${c.place.in} der ${missing(c)} skulle stå, var tom.`,
      `Hjemme hadde de oppdaget at ${missing(c)} var brukt opp, men da de kom fram, var hylla ${c.place.in} tom, bortsett fra en liten lapp.`,
    ),
  carry: (c) =>
    by(
      c,
      `Hanken på posen røk. Alt trillet utover trappa!`,
      `${h(c)} bar posen ut på trappa, men hanken røk, og alt havnet på bakken.`,
      `${h(c)} bar posen ut på trappa med begge hender, men hanken røk med et rykk, og alt sammen trillet utover bakken.`,
    ),
  weigh: (c) =>
    by(
      c,
      `Puff! Melposen veltet. Mel overalt!`,
      `${h(c)} veide opp melet, men posen tippet, og en hvit melsky la seg over benken, gulvet og nesa til ${f(c)}.`,
      `${h(c)} skulle veie opp melet helt nøyaktig, men posen tippet over kanten, og en stor, hvit melsky la seg over benken, gulvet og håret til ${f(c)}.`,
    ),
  crack: (c) =>
    pizza(c)
      ? by(
          c,
          `Tomatene sprutet rødt!`,
          `${h(c)} skulle knuse tomatene til sausen, men de sprutet rødt over hele forkleet.`,
          `${h(c)} skulle knuse tomatene til pizzasausen med en gaffel, men den første sprakk med et plopp, og rød saft sprutet over forkleet, benken og nesa til ${f(c)}.`,
        )
      : by(
          c,
          `Krakk! Egget havnet på benken, skall og alt.`,
          `${h(c)} slo egget mot bakebollen, men for hardt, og halve egget havnet på benken, med skall og alt.`,
          `${h(c)} slo egget mot kanten av bakebollen, litt for hardt, og plomma gled ut på benken, mens små skallbiter fløt rundt i røra.`,
        ),
  pet: (c) =>
    by(
      c,
      `${cap(pet(c))} hoppet opp på stolen. Nesa rett i bakebollen!`,
      `${cap(pet(c))} hoppet opp på stolen og stakk nesa rett ned i bakebollen.`,
      `Mens ingen så på, hoppet ${pet(c)} opp på stolen, stakk nesa ned i bakebollen og fikk en hvit bart.`,
    ),
  bake: (c) =>
    cooker(c) === 'oven'
      ? by(
          c,
          `${h(c)} måtte bare kikke. Ovnsdøra gikk opp for tidlig!`,
          `${The(c)} kom i ovnen, og det luktet så godt at ${h(c)} måtte kikke. Men ovnsdøra slapp kulda inn, og ${it(c)} sank litt.`,
          `${The(c)} kom i ovnen, og snart luktet hele huset så godt at ${h(c)} ikke klarte å vente. ${cap(c.hero.han)} åpnet ovnsdøra for å kikke, og kald luft strømmet inn.`,
        )
      : by(
          c,
          `${h(c)} snudde for tidlig. Splat!`,
          `Røra kom i ${oven(c)}, men ${h(c)} snudde for tidlig, og den første ble til en klump.`,
          `Røra freste i ${oven(c)}, og ${h(c)} var så ivrig at ${c.hero.han} snudde for tidlig, og den første ble til en klump.`,
        ),
};

const FIX: Record<BakeStep, (c: NoCtx) => string> = {
  ...MORE_FIX,
  eggs: (c) =>
    pizza(c)
      ? by(
          c,
          `${f(c)} løftet ${h(c)} opp. Der var de røde!`,
          `${cap(f(c))} løftet ${h(c)} opp, og snart lå fem røde tomater i kurven.`,
          `${cap(f(c))} løftet ${h(c)} opp, og ${c.hero.han} plukket de røde tomatene én etter én, til kurven var full og duftet av sommer.`,
        )
      : by(
          c,
          `De ga høna korn. Da fikk de eggene.`,
          `${cap(f(c))} strødde litt korn på bakken, høna trippet bort, og ${h(c)} fant tre varme egg i høyet.`,
          `${cap(f(c))} strødde en neve korn på bakken, og høna trippet fornøyd bort, så ${h(c)} fant tre varme, brune egg i høyet og bar dem i hendene som om de var gull.`,
        ),
  berries: (c) =>
    by(
      c,
      `De plukket dem opp igjen, én etter én.`,
      `De plukket opp bær på knærne, og det som var skittent, fikk ${pet(c) === 'katten' ? 'fuglene' : pet(c)}.`,
      `De krøp rundt på knærne og plukket opp bær, og de fineste havnet i skåla, mens de mest mosede forsvant rett i munnen på ${h(c)}.`,
    ),
  missing: (c) =>
    by(
      c,
      `Damen i kassa lette på lageret. Der fant hun ${missing(c)}!`,
      `Damen i kassa gikk inn på lageret og kom ut igjen med ${missing(c)} i hånda. «Det siste,» sa hun og blunket.`,
      `Damen i kassa forsvant inn på lageret, og etter en stund kom hun ut igjen med ${missing(c)}. «Den aller siste,» sa hun, «og den er til dere.»`,
    ),
  carry: (c) =>
    by(
      c,
      `De bar alt hjem i armene.`,
      `De plukket opp alt sammen, og ${f(c)} bar posen i armene resten av veien hjem.`,
      `De plukket opp alt sammen, knøt hanken med en dobbel knute, og ${f(c)} bar posen forsiktig hjem, som om den var full av egg.`,
    ),
  weigh: (c) =>
    by(
      c,
      `De lo og tørket opp melet.`,
      `De lo så de måtte holde seg på magen, tørket opp og veide melet på nytt, sakte denne gangen.`,
      `De lo så de måtte holde seg i benken, feide opp det meste av melet og veide opp på nytt, én skje om gangen, mens ${f(c)} fortsatt var hvit i håret.`,
    ),
  crack: (c) =>
    pizza(c)
      ? by(
          c,
          `De la et lokk over og moste forsiktig.`,
          `${cap(f(c))} la et lokk over bakebollen, og så moste de resten forsiktig, én tomat om gangen.`,
          `${cap(f(c))} tørket nesa og lo, og så la de et lokk halvveis over bakebollen og moste resten forsiktig, én tomat om gangen, til sausen var tykk og rød.`,
        )
      : by(
          c,
          `De fisket ut skallet med en skje.`,
          `${cap(f(c))} fisket ut skallbitene med en skje, og ${h(c)} slo det neste egget forsiktig, og det gikk fint.`,
          `${cap(f(c))} fisket ut skallbitene med en teskje, og det neste egget slo ${h(c)} så forsiktig, bank, bank, at det gled rett ned i bakebollen.`,
        ),
  pet: (c) =>
    by(
      c,
      `${cap(pet(c))} måtte ned fra stolen. Bakebollen fikk lokk.`,
      `${cap(pet(c))} ble løftet ned, og de la et lokk på bakebollen, for sikkerhets skyld.`,
      `${cap(pet(c))} ble løftet ned og fikk sin egen lille godbit ved døra, og bakebollen fikk et lokk, for sikkerhets skyld.`,
    ),
  bake: (c) =>
    cooker(c) === 'oven'
      ? by(
          c,
          `De lukket døra fort og ventet.`,
          `Så lukket de døra og ventet, og mens ${the(c)} stekte, spilte de kort ved kjøkkenbordet og snuste inn den gode lukta.`,
          `Så lukket de ovnsdøra og satte seg på gulvet foran glasset, og der ventet de, mens ${the(c)} steg sakte og hele huset fyltes av den varmeste lukta i verden.`,
        )
      : by(
          c,
          `Neste gang ventet de på boblene.`,
          `Neste gang ventet de til det kom små bobler i røra, og da snudde ${h(c)}, og den ble gyllen.`,
          `Neste gang ventet de til det kom små bobler overalt i røra, og da snudde ${h(c)} med et lite hopp i spaden, og den landet gyllen og fin.`,
        ),
};

/** Det steget etterlater seg: en liten ting å se, kjenne eller love, før det neste. */
const DETAIL: Record<BakeStep, (c: NoCtx) => string> = {
  eggs: (c) =>
    pizza(c)
      ? by(
          c,
          `Tomatene var varme av sola. De luktet sommer.`,
          `Tomatene var varme av sola og luktet sommer.`,
          `Tomatene var varme av sola og luktet så godt av sommer at ${h(c)} måtte snuse på hver eneste en.`,
        )
      : by(
          c,
          `Eggene var ennå varme. ${h(c)} holdt dem forsiktig.`,
          `Eggene var ennå varme, og ${h(c)} bar dem forsiktig i begge hender.`,
          `Eggene var ennå varme fra høna, og ${h(c)} bar dem i begge hender, så forsiktig som om de var av glass.`,
        ),
  berries: (c) =>
    by(
      c,
      `Skåla ble full igjen. Fingrene ble helt blå!`,
      `Snart var skåla full igjen, og fingrene til ${h(c)} var blå og røde.`,
      `Snart var skåla full igjen, og fingrene til ${h(c)} var så blå og røde at ${f(c)} sa at ${c.hero.han} så ut som en ekte bærplukker.`,
    ),
  borrow: (c) =>
    by(
      c,
      `${h(c)} lovet naboen en smakebit. Naboen smilte.`,
      `${h(c)} lovet å komme med en smakebit så snart ${the(c)} var ${ad(c, 'ferdig', 'ferdige')}.`,
      `«Du skal få den aller første smakebiten,» lovet ${h(c)}, og naboen vinket med tøffelen over hekken.`,
    ),
  missing: (c) =>
    by(
      c,
      `${h(c)} la ${missing(c)} i kurven. Puh!`,
      `${h(c)} la ${missing(c)} forsiktig i handlekurven.`,
      `${h(c)} la ${missing(c)} i handlekurven og klappet på den, som om den kunne stikke av igjen.`,
    ),
  choose: (c) =>
    by(
      c,
      `${h(c)} holdt godt fast. Det skulle bli så pent!`,
      `${h(c)} holdt ${topping(c)} i hånda hele veien til kassa.`,
      `${h(c)} holdt ${topping(c)} i hånda hele veien til kassa og tenkte på hvor fint det skulle bli.`,
    ),
  coins: (c) =>
    by(
      c,
      `${h(c)} fikk et klistremerke med ei sol på.`,
      `Damen i kassa ga ${h(c)} et klistremerke med ei sol på.`,
      `Damen i kassa ga ${h(c)} et klistremerke med ei smilende sol på, og ${c.hero.han} klistret det rett på jakka.`,
    ),
  carry: (c) =>
    by(
      c,
      `${h(c)} holdt døra for ${f(c)}. Som en ekte dørvakt!`,
      `${h(c)} løp foran og holdt alle dørene for ${f(c)}.`,
      `${h(c)} løp foran og holdt alle dørene for ${f(c)}, og bukket hver gang som en dørvakt på et fint hotell.`,
    ),
  weigh: (c) =>
    by(
      c,
      `Nå stemte vekta. ${h(c)} krysset av i boka.`,
      `Denne gangen viste vekta akkurat det som sto i boka.`,
      `Denne gangen viste vekta akkurat det som sto i boka, og ${h(c)} skrev en liten hake i margen.`,
    ),
  warm: (c) =>
    by(
      c,
      sort(c) === 'yeast' ? `Gjæren begynte å boble. Den levde!` : `Nå var smøret mykt og fint.`,
      sort(c) === 'yeast'
        ? `Gjæren løste seg opp og begynte å boble.`
        : `Nå gled sleiva rundt som den skulle.`,
      sort(c) === 'yeast'
        ? `Gjæren løste seg opp og begynte å boble, og ${h(c)} syntes det så ut som den pustet.`
        : `Nå gled sleiva rundt som den skulle, og røra ble blank og fin.`,
    ),
  crack: (c) =>
    by(
      c,
      pizza(c) ? `Nå var sausen klar. Så rød!` : `Nå var egget i bakebollen. Uten skall!`,
      `${cap(f(c))} ga ${h(c)} en high five med melete hender.`,
      `${cap(f(c))} ga ${h(c)} en high five med melete hender, så det støvet hvitt mellom dem.`,
    ),
  mix: (c) =>
    by(
      c,
      `Det luktet godt allerede. ${h(c)} smakte en bitteliten bit.`,
      `Det luktet godt allerede, og ${h(c)} måtte smake på en liten bit.`,
      `Det luktet godt allerede, og ${h(c)} fikk smake på en bitteliten bit, bare for å kontrollere.`,
    ),
  rest: (c) =>
    by(
      c,
      `«Tålmodighet er lurt,» sa ${f(c)}.`,
      `«Tålmodighet er også en ingrediens,» sa ${f(c)}.`,
      `«Tålmodighet er også en ingrediens,» sa ${f(c)}, «den viktigste, tror jeg.»`,
    ),
  shape: (c) =>
    by(
      c,
      `Brettet var fullt. Så fint!`,
      `${h(c)} tok et bilde av brettet før det skulle i ovnen.`,
      `${h(c)} sto og så på brettet en lang stund, for ${c.hero.han} hadde aldri sett noe så fint som ${c.hero.han} hadde laget selv.`,
    ),
  pet: (c) =>
    by(
      c,
      `${cap(pet(c))} la seg på teppet. Fornærmet!`,
      `${cap(pet(c))} la seg fornærmet på teppet og holdt øye med dem.`,
      `${cap(pet(c))} la seg fornærmet på teppet ved døra og holdt øye med dem, med halen flettet rundt potene.`,
    ),
  glaze: (c) =>
    by(
      c,
      `Nå var det klart for ${oven(c)}. ${h(c)} holdt pusten.`,
      `Nå var alt klart for ${oven(c)}.`,
      `Nå var alt klart for ${oven(c)}, og ${h(c)} holdt pusten.`,
    ),
  bake: (c) =>
    by(
      c,
      `Hele huset luktet ${smell(c)}. Helt ut i gangen!`,
      `Hele huset luktet ${smell(c)}.`,
      `Snart luktet hele huset ${smell(c)}, helt ut i gangen.`,
    ),
  lick: (c) =>
    by(
      c,
      `Det var den beste biten av alt!`,
      `De ble enige om at det var den beste biten av hele bakingen.`,
      `De ble enige om at slikkingen var den beste delen av hele bakingen, nesten.`,
    ),
  tidy: (c) =>
    by(
      c,
      `Nå var kjøkkenet rent. Nesten!`,
      `Kjøkkenet var rent igjen, bortsett fra litt mel i taklampa.`,
      `Kjøkkenet skinte igjen, bortsett fra litt mel i taklampa, som ingen skjønte hvordan hadde havnet der.`,
    ),
};

/**
 * Steget snakket om når det er gjort, i en lang fortelling: det barnet lurer på, og svaret.
 * Hvert steg har sitt eget spørsmål, så samtalen følger bakingen.
 */
const CHAT: Record<BakeStep, (c: NoCtx) => string> = {
  eggs: (c) =>
    pizza(c)
      ? by(
          c,
          `«Hvorfor er noen grønne?» spurte ${h(c)}. «De er ikke modne ennå,» sa ${f(c)}.`,
          `«Hvorfor er noen tomater grønne?» spurte ${h(c)}. «De har ikke fått nok sol ennå,» sa ${f(c)}. «Om en uke er de like røde.»`,
          `«Hvorfor er noen av tomatene grønne?» spurte ${h(c)}. «De trenger bare litt mer sol,» sa ${f(c)}, «akkurat som deg etter en lang vinter.»`,
        )
      : by(
          c,
          `«Blir høna lei seg?» spurte ${h(c)}. «Nei da, hun fikk jo korn,» sa ${f(c)}.`,
          `«Blir ikke høna lei seg når vi tar eggene?» spurte ${h(c)}. «Nei da,» sa ${f(c)}, «hun legger et nytt i morgen, og hun fikk jo korn.»`,
          `«Blir ikke høna lei seg når vi tar eggene hennes?» spurte ${h(c)}. «Hun vet at hun får korn og friskt vann hver dag,» sa ${f(c)}, «og i morgen legger hun et nytt.»`,
        ),
  berries: (c) =>
    by(
      c,
      `«Får fuglene bær også?» spurte ${h(c)}. «Ja, de skitne,» sa ${f(c)}.`,
      `«Liker fuglene bær også?» spurte ${h(c)}. «Mer enn noen,» sa ${f(c)}, «derfor lar vi de øverste henge igjen til dem.»`,
      `«Hvorfor plukker vi ikke de øverste bærene?» spurte ${h(c)}. «Dem lar vi henge til fuglene,» sa ${f(c)}. «De har ingen butikk å gå til.»`,
    ),
  borrow: (c) =>
    by(
      c,
      `«Er naboen snill?» spurte ${h(c)}. «Veldig,» sa ${f(c)}.`,
      `«Hvorfor hadde naboen ${tool(c)[1]} ${tool(c)[2]}?» spurte ${h(c)}. «Fordi vi låner av hverandre,» sa ${f(c)}. «Sånn er det med gode naboer.»`,
      `«Hvorfor hadde naboen ${tool(c)[1]} ${tool(c)[2]}?» spurte ${h(c)}. «Hun lånte ${tool(c)[3]} til julebaksten,» sa ${f(c)}, «og i fjor lånte vi stigen hennes. Sånn er det med gode naboer.»`,
    ),
  missing: (c) =>
    by(
      c,
      `«Hvor kommer ${missing(c)} fra?» spurte ${h(c)}. «Fra bilen med varer,» sa ${f(c)}.`,
      `«Hvem lager ${missing(c)}?» spurte ${h(c)}. «Det kommer med en stor bil hver morgen,» sa ${f(c)}, «før du har våknet.»`,
      `«Hvor kommer egentlig ${missing(c)} fra?» spurte ${h(c)}. «Med en stor lastebil hver morgen, før du har våknet,» sa ${f(c)}, «og noen ganger er vi heldige og får den siste.»`,
    ),
  choose: (c) =>
    by(
      c,
      `«Hvorfor ${topping(c)}?» spurte ${h(c)}. «Fordi det glitrer,» sa ${f(c)}.`,
      `«Må vi ha ${topping(c)}?» spurte ${h(c)}. «Nei,» sa ${f(c)}, «men det er mye finere med.»`,
      `«Smaker det annerledes med ${topping(c)}?» spurte ${h(c)}. «Litt,» sa ${f(c)}, «men mest blir man glad av å se på det.»`,
    ),
  coins: (c) =>
    by(
      c,
      `«Er jeg flink til å telle?» spurte ${h(c)}. «Kjempeflink,» sa ${f(c)}.`,
      `«Kan jeg betale neste gang også?» spurte ${h(c)}. «Hvis du sparer litt til,» sa ${f(c)} og blunket.`,
      `«Kan jeg betale neste gang også?» spurte ${h(c)}. «Hvis du sparer de neste ukepengene,» sa ${f(c)}, «så betaler du, og jeg bærer.»`,
    ),
  carry: (c) =>
    by(
      c,
      `«Er posen tung?» spurte ${h(c)}. «Bare litt,» sa ${f(c)}.`,
      `«Hvorfor røk hanken?» spurte ${h(c)}. «Vi hadde kjøpt for mye godt,» sa ${f(c)}, og de lo begge to.`,
      `«Hvorfor røk hanken, tror du?» spurte ${h(c)}. «Jeg tror posen ble redd for alt det gode vi skal lage,» sa ${f(c)}, og de lo hele veien opp trappa.`,
    ),
  weigh: (c) =>
    by(
      c,
      `«Hvorfor veier vi?» spurte ${h(c)}. «Så det blir riktig,» sa ${f(c)}.`,
      `«Hvorfor må vi veie alt?» spurte ${h(c)}. «Baking er litt som trylling,» sa ${f(c)}, «det må være akkurat riktig mengde.»`,
      `«Hvorfor må vi veie alt så nøye?» spurte ${h(c)}. «Baking er litt som trylling,» sa ${f(c)}. «Litt for mye mel, og det blir tørt, litt for lite, og det flyter utover.»`,
    ),
  warm: (c) =>
    sort(c) === 'yeast'
      ? by(
          c,
          `«Lever gjæren?» spurte ${h(c)}. «Ja, bittesmå sopper,» sa ${f(c)}.`,
          `«Er gjæren levende?» spurte ${h(c)}. «Ja, bittesmå levende ting,» sa ${f(c)}, «og de liker det lunkent, ikke varmt.»`,
          `«Er gjæren levende?» spurte ${h(c)}. «Den er full av bittesmå sopper som spiser sukker og puster ut luft,» sa ${f(c)}, «men blir det for varmt, sovner de for godt.»`,
        )
      : by(
          c,
          `«Hvorfor mykt smør?» spurte ${h(c)}. «Da blir det luftig,» sa ${f(c)}.`,
          `«Hvorfor må smøret være mykt?» spurte ${h(c)}. «Da fanger det små luftbobler,» sa ${f(c)}, «og da blir det luftig.»`,
          `«Hvorfor må smøret være mykt?» spurte ${h(c)}. «Mykt smør fanger små luftbobler når du rører,» sa ${f(c)}, «og de boblene gjør alt lett og luftig.»`,
        ),
  crack: (c) =>
    by(
      c,
      `«Er det kylling inni?» spurte ${h(c)}. «Nei da,» lo ${f(c)}.`,
      pizza(c)
        ? `«Er tomat et bær?» spurte ${h(c)}. «Faktisk, ja,» sa ${f(c)}, og ${h(c)} trodde ikke på det.`
        : `«Kunne det blitt en kylling?» spurte ${h(c)}. «Ikke disse,» sa ${f(c)}. «Det trengs en hane til det.»`,
      pizza(c)
        ? `«Er tomat en grønnsak?» spurte ${h(c)}. «Egentlig er det et bær,» sa ${f(c)}, og ${h(c)} ristet på hodet og trodde ikke et ord.`
        : `«Kunne det blitt en kylling av dette egget?» spurte ${h(c)}. «Ikke av disse,» sa ${f(c)}. «Men du kan få se kyllinger hos naboen i vår.»`,
    ),
  mix: (c) =>
    by(
      c,
      `«Er armen din sliten?» spurte ${h(c)}. «Den er sterk,» sa ${f(c)}.`,
      `«Hvorfor blir det blankt til slutt?» spurte ${h(c)}. «Det er tegnet på at det er nok,» sa ${f(c)}.`,
      `«Hvordan vet du når det er nok?» spurte ${h(c)}. «Når det blir blankt og slipper bakebollen,» sa ${f(c)}. «Det lærte jeg av min mor, og nå lærer du det av meg.»`,
    ),
  rest: (c) =>
    by(
      c,
      `«Hvorfor må vi vente?» spurte ${h(c)}. «Det blir best da,» sa ${f(c)}.`,
      sort(c) === 'yeast'
        ? `«Hvorfor vokser deigen?» spurte ${h(c)}. «Gjæren lager små bobler,» sa ${f(c)}, «som ballonger inni deigen.»`
        : `«Hvorfor må vi vente?» spurte ${h(c)}. «Alt godt tar litt tid,» sa ${f(c)}, «det er det som er hemmeligheten.»`,
      sort(c) === 'yeast'
        ? `«Hvorfor vokser deigen?» spurte ${h(c)}. «Gjæren puster ut bittesmå bobler,» sa ${f(c)}, «tusenvis av ballonger inni deigen, og derfor blir ${the(c)} så luftige.»`
        : `«Hvorfor må vi alltid vente?» spurte ${h(c)}. «Fordi alt som er godt, tar litt tid,» sa ${f(c)}. «Det er den eneste hemmeligheten i hele boka.»`,
    ),
  shape: (c) =>
    by(
      c,
      `«Hvem lærte deg det?» spurte ${h(c)}. «Jeg lærte det som liten,» sa ${f(c)}.`,
      `«Hvem lærte deg å bake?» spurte ${h(c)}. «Jeg lærte det da jeg var like stor som deg,» sa ${f(c)}, «på et kjøkken mye mindre enn dette.»`,
      `«Hvem lærte deg å bake?» spurte ${h(c)}. «Jeg lærte det da jeg var like stor som deg,» sa ${f(c)}, «på et lite kjøkken med vedovn, og der sa de alltid at de skjeve smaker best.»`,
    ),
  pet: (c) =>
    by(
      c,
      `«Var ${pet(c)} sulten?» spurte ${h(c)}. «Bare nysgjerrig,» sa ${f(c)}.`,
      `«Hvorfor vil ${pet(c)} alltid smake?» spurte ${h(c)}. «Det lukter så godt,» sa ${f(c)}, «men deig er ikke noe for dyr.»`,
      `«Hvorfor vil ${pet(c)} alltid være med når vi baker?» spurte ${h(c)}. «Det er den beste lukta i huset,» sa ${f(c)}, «men rå deig er ikke noe for dyremager.»`,
    ),
  glaze: (c) =>
    by(
      c,
      `«Får jeg strø mer?» spurte ${h(c)}. «En klype til,» sa ${f(c)}.`,
      `«Hvorfor skal det på før ${oven(c)}?» spurte ${h(c)}. «Da setter det seg fast,» sa ${f(c)}.`,
      `«Hvorfor skal det på før ${oven(c)}, ikke etter?» spurte ${h(c)}. «Da setter det seg fast og blir gyllent,» sa ${f(c)}, «og da glinser det når vi setter det på bordet.»`,
    ),
  bake: (c) =>
    by(
      c,
      `«Er det ferdig snart?» spurte ${h(c)}. «Snart,» sa ${f(c)}.`,
      `«Hvor lenge er det igjen?» spurte ${h(c)} for tredje gang. «Til det lukter enda litt bedre,» sa ${f(c)}.`,
      `«Hvor lenge er det igjen nå?» spurte ${h(c)} for tredje gang. «Til hele huset lukter enda litt bedre,» sa ${f(c)}, «da er det nesten, og da kikker vi sammen.»`,
    ),
  lick: (c) =>
    by(
      c,
      `«Kan vi bake i morgen også?» spurte ${h(c)}. «Kanskje,» sa ${f(c)}.`,
      `«Kan vi bake i morgen også?» spurte ${h(c)}. «Kanskje på søndag,» sa ${f(c)}, «hvis du hjelper meg med oppvasken.»`,
      `«Kan vi bake i morgen også?» spurte ${h(c)} med ${mass(c) === 'deigen' ? 'deig' : 'røre'} på haka. «Kanskje på søndag,» sa ${f(c)}, «hvis du lover å hjelpe til med oppvasken etterpå.»`,
    ),
  tidy: (c) =>
    by(
      c,
      `«Var jeg flink?» spurte ${h(c)}. «Verdens flinkeste,» sa ${f(c)}.`,
      `«Var jeg en god hjelper?» spurte ${h(c)}. «Den beste jeg har hatt,» sa ${f(c)} og ga ${c.hero.ham} en klem.`,
      `«Var jeg en god hjelper i dag?» spurte ${h(c)}. «Den aller beste jeg har hatt på dette kjøkkenet,» sa ${f(c)} og ga ${c.hero.ham} en klem som luktet ${smell(c)}.`,
    ),
};

/** Every way of winning the turn, told as a pizza is told (see `flawed`). */
function flawedTurn(turn: GoalTexts<NoCtx>['turn']): GoalTexts<NoCtx>['turn'] {
  const wrap = (bank: GoalTexts<NoCtx>['turn']['brave']) => bank.map((t) => flawed(t));
  return {
    brave: wrap(turn.brave),
    together: wrap(turn.together),
    gift: wrap(turn.gift),
    clever: wrap(turn.clever),
  };
}

export const bake: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${Team(c)} ville ${verb(c).inf} ${a(c)}${til(c)}.`,
        `I dag skulle ${team(c)} ${verb(c).inf} ${a(c)}${til(c)}, helt fra bunnen av.`,
        `I dag skulle ${team(c)} ${verb(c).inf} ${a(c)}${til(c)}, helt fra bunnen av, og ${h(c)} hadde gledet seg hele uka.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${cap(f(c))} fant fram ${book(c)}. I margen sto det: «${tip(c).note}»`,
        `${cap(f(c))} fant fram ${book(c)}, med flekker på hver side. Nederst i margen sto det med blyant: «${tip(c).note}»`,
        `${cap(f(c))} fant fram ${book(c)}, med smørflekker på hver side og et bokmerke akkurat der oppskriften sto. Nederst i margen, med liten blyantskrift, sto et gammelt tips: «${tip(c).note}»`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        pizza(c) ? `Men det var ingen tomater i huset!` : `Men eggekartongen var tom!`,
        `${h(c)} åpnet skapet og kjøleskapet. Mel og sukker var der, men ${pizza(c) ? 'det var ingen tomater' : 'eggekartongen var tom'}.`,
        `${h(c)} åpnet skapet og kjøleskapet og tok fram det de hadde: mel, sukker og ei flaske melk. Men ${pizza(c) ? 'det var ikke en eneste tomat i huset' : 'eggekartongen var tom'}, og ${missing(c)} var nesten brukt opp.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Vi henter ${pizza(c) ? 'tomater i hagen' : 'egg hos hønene'}!» sa ${h(c)}.`,
        `«Da henter vi det selv,» sa ${f(c)}, og ${h(c)} skrev en handleliste: ${pizza(c) ? 'tomater' : 'egg'}, bær og ${lacking(c)[0]}.`,
        `«Da henter vi det vi mangler,» sa ${f(c)}, og ${h(c)} skrev en liste med store bokstaver: ${pizza(c) ? 'tomater fra hagen' : 'egg fra hønene'}, bær fra busken og ${lacking(c)[0]} fra butikken.`,
      ),
  ],
  // Steget snakket om, i en lang fortelling: ett spørsmål for hvert steg, aldri to ganger.
  steps: {
    chat: (Object.keys(CHAT) as BakeStep[]).map((k) => (c: NoCtx) => {
      const last = c.stepsTaken().at(-1);
      return last === k ? CHAT[k](c) : null;
    }),
  },
  attempt: firstHere<NoCtx>(
    'hitch',
    eachStep<NoCtx, BakeStep>(bakeStep, { ...HITCH, bake: flawed(HITCH.bake) }),
    [
      (c) =>
        by(
          c,
          `Oi! ${h(c)} fikk mel på nesa.`,
          `${h(c)} fikk mel på nesa og røre på albuen, og ${f(c)} måtte le.`,
          `${h(c)} hadde mel på nesa, røre på albuen og sukker i håret, og ${f(c)} sa at ${c.hero.han} så ut som et kakestykke.`,
        ),
    ],
    undefined,
    true,
  ),
  progress: firstHere<NoCtx>(
    'fix',
    eachStep<NoCtx, BakeStep>(bakeStep, FIX),
    [
      (c) =>
        by(
          c,
          `${h(c)} krysset av på lista.`,
          `${h(c)} krysset av én ting til på lista. Snart!`,
          `${h(c)} krysset av én ting til på lista, og nå kunne ${c.hero.han} nesten kjenne smaken.`,
        ),
    ],
    'hitch',
  ),
  done: [
    // What the step leaves behind; a step with none is a step nearer.
    onceHere('done', 'fix', (c) => {
      const step = bakeStep(c);
      if (step) return DETAIL[step](c);
      return by(
        c,
        `Ett steg nærmere!`,
        `Det var ett steg nærmere ${the(c)}, og ${h(c)} nynnet.`,
        `Det var ett steg nærmere ${the(c)}, og ${h(c)} nynnet en liten sang mens ${c.hero.han} tørket av hendene på forkleet.`,
      );
    }),
  ],
  advice: [
    (c) =>
      c.helper && toldHere(c, 'hitch')
        ? by(
            c,
            `«Rolig, det ordner seg,» sa ${c.helper.name}.`,
            `«Ingen fare,» sa ${c.helper.name}. «På et kjøkken går alltid noe litt galt.»`,
            `«Vet du,» sa ${c.helper.name}, «jeg har aldri bakt noe uten at noe gikk litt galt. Det er sånn det skal være.»`,
          )
        : null,
    onceInStory('oven', (c) =>
      c.helper && cooker(c) === 'oven'
        ? by(
            c,
            `«Ikke åpne ovnen for tidlig,» sa ${c.helper.name}.`,
            `«Det vanskeligste med å ${pizza(c) ? 'lage pizza' : verb(c).inf},» sa ${c.helper.name}, «er å vente.»`,
            `«Det vanskeligste med å ${pizza(c) ? 'lage pizza' : verb(c).inf},» sa ${c.helper.name} og blunket, «er ikke røringen. Det er å vente.»`,
          )
        : null,
    ),
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Vil du hjelpe oss?» spurte ${h(c)}.`,
            `«${cap(c.helper.name)}, vil du hjelpe oss å ${verb(c).inf} ${a(c)}?» spurte ${h(c)}.`,
            `«Vi skal ${verb(c).inf} ${a(c)},» sa ${h(c)} og viste fram oppskriften. «Vil du hjelpe oss, ${c.helper.name}?»`,
          )
        : null,
  ],
  turn: flawedTurn({
    brave: [
      (c) =>
        by(
          c,
          `${The(c)} ${came(c)}, men ${it(c)} hadde sunket! ${h(c)} husket tipset. Så ${tip(c).saves(c)}.`,
          `Da ${the(c)} ${came(c)}, hadde ${it(c)} sprukket og sunket litt i midten. Men ${h(c)} husket tipset i boka, og så ${tip(c).saves(c)}.`,
          `Da ${the(c)} ${came(c)}, hadde ${it(c)} sprukket og sunket litt i midten, og et øyeblikk ville ${h(c)} bare gråte. Så husket ${c.hero.han} tipset i margen, og så ${tip(c).saves(c)}.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${The(c)} ${came(c)} og sank i midten. Men tipset i boka hjalp, og så ${tip(c).saves(c)}.`,
          `${The(c)} ${came(c)}, men ${it(c)} hadde sunket litt i midten. «Hva sto i margen?» spurte ${f(c)}, og så ${tip(c).saves(c)}.`,
          `${The(c)} ${came(c)}, sunket litt i midten, men ${f(c)} bare smilte. «Hva sto det i margen, da?» Og så ${tip(c).saves(c)}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${The(c)} ${came(c)}, og ${h(c)} la ${c.gift.def} ved siden av. Så fint!`,
              `${The(c)} ${came(c)} og hadde sunket litt, men så ${tip(c).saves(c)}, og ${c.gift.def} fikk plass ved siden av.`,
              `${The(c)} ${came(c)} og hadde sunket litt i midten, men så ${tip(c).saves(c)}, og aller sist la ${h(c)} ${c.gift.def} ved siden av, som pynt.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${The(c)} ${came(c)} og hadde sunket. ${h(c)} tenkte seg om.`,
          `${The(c)} ${came(c)}, men ${it(c)} hadde sunket litt i midten, og ${h(c)} tenkte seg om. Så smilte ${c.hero.han}, og så ${tip(c).saves(c)}.`,
          `${The(c)} ${came(c)}, men ${it(c)} hadde sunket litt i midten, og ${h(c)} sto helt stille og tenkte. Så lo ${c.hero.han}, for svaret sto jo i boka, og så ${tip(c).saves(c)}.`,
        ),
    ],
  }),
  resolution: [
    // Nappet familien fortalte om: uhellet når alt er bakt, ledd av og delt.
    (c) =>
      c.snatcher
        ? by(
            c,
            `${cap(snatcher(c))} nappet ${one(c)} og stakk! Alle lo.`,
            `${The(c)} sto og ble ${ad(c, 'kald', 'kalde')} på bordet. Da hoppet ${snatcher(c)} opp, nappet ${one(c)} og løp av gårde med ${oneIt(c)}! «${pet(c)}!» lo ${f(c)}. Det var nok igjen, og ${forWhom(c)} fikk smake. Mmm!`,
            `${The(c)} sto og ble ${ad(c, 'kald', 'kalde')} på bordet, og et øyeblikk så ingen etter. Da hoppet ${snatcher(c)} opp på en stol, nappet ${one(c)} og pilte ut av kjøkkenet med ${oneIt(c)}. «${pet(c)}, din lille tyv!» ropte ${f(c)}, men ${c.friend?.person ? 'alle' : h(c)} måtte le. Det var nok igjen, og ${forWhom(c)} fikk smake først.`,
          )
        : null,
    (c) =>
      c.snatcher
        ? null
        : by(
            c,
            `${The(c)} sto på bordet, og ${forWhom(c)} fikk smake. Mmm!`,
            `${The(c)} kom på bordet, og ${forWhom(c)} fikk smake først. «Dette er det beste jeg har smakt,» sa ${c.recipient ? c.recipient.han : 'alle'}.`,
            `${The(c)} kom på det fineste fatet midt på bordet, og ${forWhom(c)} fikk smake først. Det ble helt stille rundt bordet, bare noen små, fornøyde lyder, før alle ville ha mer.`,
          ),
  ],
  // Kvelden etter, i rekkefølge: naboen får sitt, boka settes tilbake, og smulene sist, når
  // alt er spist.
  home: [
    inTurn(0, (c) =>
      by(
        c,
        `${h(c)} bar ${some(c)} over til naboen.`,
        `Etterpå bar ${h(c)} ${some(c)} over til naboen, ${lent(c) ? 'akkurat som lovet' : 'og naboen ble så glad at hun klappet i hendene'}.`,
        `Etterpå bar ${h(c)} ${some(c)} over til naboen, ${lent(c) ? `akkurat som lovet, sammen med ${tool(c)[1]}` : 'som en overraskelse'}, og naboen sa at noe så godt hadde hun ikke smakt siden hun var liten.`,
      ),
    ),
    inTurn(1, (c) =>
      by(
        c,
        `${h(c)} la ${two(c)} i matboksen til i morgen.`,
        `${h(c)} pakket ${two(c)} i matpapir og la dem i matboksen til i morgen, og tegnet et hjerte på papiret.`,
        `${h(c)} pakket ${two(c)} forsiktig inn i matpapir og la dem i matboksen til i morgen, så ${c.hero.han} kunne vise alle hva ${c.hero.han} hadde ${verb(c).perf} selv.`,
      ),
    ),
    inTurn(2, (c) => {
      const told = RECALL.find(([step]) => c.stepsTaken().includes(step));
      if (!told) return null;
      return by(
        c,
        `«Husker du ${told[1](c)}?» lo ${h(c)}.`,
        `I sofaen etterpå lo de av ${told[1](c)}, så mye at de måtte tørke øynene.`,
        `I sofaen etterpå snakket de om hele dagen, og mest av alt lo de av ${told[1](c)}, helt til de måtte tørke øynene.`,
      );
    }),
    inTurn(3, (c) =>
      by(
        c,
        `${cap(f(c))} skrev datoen i boka.`,
        `Før oppskriftsboka kom tilbake i skuffen, skrev ${f(c)} dagens dato i margen, og ${h(c)} tegnet ${a(c)} ved siden av.`,
        `Før oppskriftsboka kom tilbake i skuffen, skrev ${f(c)} dagens dato i margen med blyant, og ${h(c)} tegnet ${a(c)} ved siden av, så de alltid skulle huske denne dagen.`,
      ),
    ),
    inTurn(4, (c) =>
      by(
        c,
        `De bladde i boka etter neste oppskrift.`,
        `Etterpå satt ${team(c)} ved kjøkkenbordet med hvert sitt glass melk og bladde i oppskriftsboka etter neste gang.`,
        `Etterpå satt ${team(c)} ved kjøkkenbordet med hvert sitt glass melk og bladde i oppskriftsboka, side for side, og satte små lapper ved alt de ville prøve neste gang.`,
      ),
    ),
    inTurn(5, (c) =>
      by(
        c,
        `«Neste gang ${verb(c).inf}r vi noe enda større!» sa ${h(c)}.`,
        `«Neste gang ${verb(c).inf}r vi noe enda større,» sa ${h(c)}, og ${f(c)} lo og sa at da trengte de nok et større kjøkken.`,
        `«Neste gang ${verb(c).inf}r vi noe enda større,» sa ${h(c)}, og de lo så mye at de måtte holde seg i bordet, for da trengte de nok et større kjøkken, og kanskje en større ovn også.`,
      ),
    ),
    inTurn(6, (c) =>
      by(
        c,
        `Til slutt var det bare smuler igjen.`,
        `Da kvelden kom, var det bare smuler igjen på fatet, og kjøkkenet luktet fortsatt ${smell(c)}.`,
        `Da kvelden kom, var det bare smuler igjen på fatet, og kjøkkenet luktet fortsatt ${smell(c)}, som om dagen ikke helt ville gi seg.`,
      ),
    ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `${h(c)} hadde ${verb(c).perf} ${them(c)} selv!`,
        `Det var ikke perfekt, men ${h(c)} hadde ${verb(c).perf} ${them(c)} selv, og ${it(c)} smakte best i verden.`,
        `Ingenting hadde gått helt etter oppskriften, men ${h(c)} hadde ${verb(c).perf} ${them(c)} selv, og det var det som gjorde ${them(c)} så ${ad(c, 'god', 'gode')}.`,
      ),
  ],
  refrain: [() => `Røre, røre, rundt og rundt, snart er det ferdig, godt og sunt!`],
  title: [
    (c) => `${Team(c)} ${verb(c).inf}r ${a(c)}`,
    (c) => `${c.hero.name} og den gamle oppskriftsboka`,
    (c) => `${cap(a(c))} med ${f(c)}`,
    (c) => `${h(c)} og ${the(c)}`,
  ],
};

/** Det som samles i hagen: egg fra hønene, eller tomater til pizzaen. */
const gathered = (c: NoCtx) => (pizza(c) ? 'tomater' : 'egg');

/** Hjem til kjøkkenet med det de har hentet: av med skoene, ikke «videre». */
const homecoming: Bank<NoCtx> = [
  (c) => {
    if (c.place.id !== 'kitchen' || c.prev?.id !== 'shop') return null;
    return by(
      c,
      `Hjemme satte de posen på kjøkkenbenken.`,
      `Hjemme igjen sparket ${team(c)} av seg skoene og satte posen på kjøkkenbenken.`,
      `Hjemme igjen sparket ${team(c)} av seg skoene i gangen, bar posen inn på kjøkkenet og pakket ut alt sammen på benken.`,
    );
  },
  (c) => {
    if (c.place.id !== 'kitchen' || c.prev?.id !== 'garden') return null;
    return by(
      c,
      `Så bar de kurven inn på kjøkkenet.`,
      `${Team(c)} tørket av seg på matta og bar kurven inn på kjøkkenet.`,
      `${Team(c)} tørket grundig av seg på matta, så ingen jord ble med inn, og bar kurven inn på kjøkkenet.`,
    );
  },
];

/**
 * Baking hjemme går fra rom til rom og ut i hagen, aldri «videre»: det neste på lista, det
 * som mangler, og ventingen. Uhell på kjøkkenet kjennes som uhell på et kjøkken.
 */
export const bakeScenes = {
  titles: [] as Bank<NoCtx>,
  travel: [...homecoming, ...travel],
  travelHome: [...homecoming, ...homeTravel],
  travelNear: [...homecoming, ...travelNear],
  // Ingen hare i hagen eller glede «helt gjennom» midt i baksten: fortellingen holder seg til den.
  discovery: [] as Bank<NoCtx>,
  joy: [] as Bank<NoCtx>,
  onward: [
    (c) => {
      if (c.next?.id !== 'shop') return null;
      return by(
        c,
        `Nå manglet de bare ${missing(c)}.`,
        `{Med ${gathered(c)} og bær i kurven|Med kurven full} manglet de bare ${missing(c)} fra butikken.`,
        `{Med ${gathered(c)} og bær i kurven|Med kurven full og skoene våte av gresset} krysset ${h(c)} av to ting på lista, og nå manglet de bare ${missing(c)} fra butikken.`,
      );
    },
    (c) => {
      if (c.next?.id !== 'kitchen') return null;
      return by(
        c,
        `Nå hadde de alt de trengte!`,
        `${h(c)} krysset av det siste på lista. {Nå kunne bakingen begynne|Nå var det bare å sette i gang}.`,
        `${h(c)} krysset av det siste på lista og holdt den opp foran ${f(c)}: alt de trengte, var på plass, og nå kunne bakingen {endelig begynne|begynne på ordentlig}.`,
      );
    },
    (c) => {
      if (c.next) return null;
      return by(
        c,
        `Nå var det bare å vente{| litt til}.`,
        `Hele kjøkkenet luktet {${smell(c)}|deilig}, og nå var det bare å vente{| på ${the(c)}}.`,
        `Hele kjøkkenet luktet {${smell(c)}|deilig|godt}, og ${h(c)} satt på en krakk og ventet så tålmodig ${c.hero.han} kunne, noe som ikke var særlig tålmodig.`,
      );
    },
  ] as Bank<NoCtx>,
  worry: [
    (c) => by(c, `«Å nei,» sa ${h(c)} lavt.`, `«Å nei,» sa ${h(c)} lavt og så på ${f(c)}.`),
    (c) =>
      by(
        c,
        `${h(c)} bet seg i leppa.`,
        `${h(c)} bet seg i leppa{| og kikket bort på ${f(c)}}.`,
        `Et øyeblikk var ${h(c)} redd for at hele bakingen var ødelagt.`,
      ),
    // (Mel i panna bare på kjøkkenet, der melet er.)
    (c) =>
      c.place.id === 'kitchen'
        ? by(
            c,
            `«Uff da,» sa ${f(c)}.`,
            `«Uff da,» sa ${f(c)}{| og klødde seg i panna, så det ble mel der også}.`,
            `«Uff da,» sa ${f(c)} og klødde seg i panna, så det ble mel der også. «Det har skjedd meg før.»`,
          )
        : `«Uff da,» sa ${f(c)}{| og klødde seg i nakken}.`,
  ] as Bank<NoCtx>,
  idea: [
    (c) => `«{Det ordner vi|Det fikser vi|Det går fint},» sa ${f(c)}{| og smilte}.`,
    (c) =>
      by(
        c,
        `«Vi prøver igjen,» sa ${f(c)}.`,
        `${cap(f(c))} blunket. «Sånt skjer selv for de beste bakerne.»`,
      ),
    (c) => `${h(c)} tenkte seg om, og så visste ${c.hero.han} hva de skulle gjøre.`,
  ] as Bank<NoCtx>,
};
