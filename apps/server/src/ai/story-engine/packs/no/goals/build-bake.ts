// Noe som bakes hjemme: oppskriften i den gamle boka, eggene fra hønene og bærene i hagen, det
// ene som mangler hentet i butikken, så veiing og røring, ovnen og ventingen, et lite uhell som
// blir til noe fint, og til slutt deles det med dem det var til.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
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
} from '../../bake-beats';
import { eachStep, firstHere, onceHere, onceInStory, toldHere } from '../../family-beats';

const h = (c: NoCtx) => c.hero.name;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
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
/** Ferdig stekt: «kom ut av ovnen», eller var ute når det alt er fortalt. */
const came = (c: NoCtx) =>
  c.stepsTaken().includes('edge') ? `var ute av ${oven(c)}` : `kom ${outOf(c)}`;
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
      `pisket ${f(c)} krem, og ${h(c)} la den over alt det svidde, til ingen kunne se det`,
  },
  sugar: {
    note: 'Et dryss melis, og alt ser fint ut igjen.',
    saves: (c) =>
      `drysset ${h(c)} melis gjennom ei sil, og ${the(c)} ble ${ad(c, 'hvit', 'hvite')} som nysnø`,
  },
};
const tip = (c: NoCtx) => TIP[bakeTip(c)];

const HITCH: Record<BakeStep, (c: NoCtx) => string> = {
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
          `Hønene ville ikke gi fra seg eggene!`,
          `${h(c)} skulle hente egg i hønsehuset, men den store, brune høna satt på dem og hakket etter fingrene.`,
          `${h(c)} skulle hente egg i hønsehuset, men den store, brune høna satt midt på redet, blåste seg opp og kaklet så fornærmet at ${h(c)} trakk hånda til seg.`,
        ),
  berries: (c) =>
    by(
      c,
      `Oi! Bærbollen veltet i gresset.`,
      `${h(c)} plukket ei skål med bær ${c.place.in}, men snublet i vannslangen, og bærene trillet utover gresset.`,
      `${h(c)} plukket ei hel skål med bær ${c.place.in}, men på vei tilbake snublet ${c.hero.han} i vannslangen, og bærene trillet i alle retninger, under busker og inn i blomsterbedet.`,
    ),
  missing: (c) =>
    by(
      c,
      `Men ${missing(c)} var utsolgt!`,
      `${cap(missing(c))} var brukt opp hjemme, men hylla ${c.place.in} der ${missing(c)} skulle stå, var tom.`,
      `Hjemme hadde de oppdaget at ${missing(c)} var brukt opp, men da de kom fram, var hylla ${c.place.in} tom, bortsett fra en liten lapp.`,
    ),
  carry: (c) =>
    by(
      c,
      `Posen revnet på vei ut!`,
      `${h(c)} bar posen ut på trappa, men hanken røk, og alt havnet på bakken.`,
      `${h(c)} bar posen ut på trappa med begge hender, men hanken røk med et rykk, og alt sammen trillet utover bakken.`,
    ),
  weigh: (c) =>
    by(
      c,
      `Puff! Mel overalt.`,
      `${h(c)} veide opp melet, men posen tippet, og en hvit sky la seg over benken, gulvet og nesa til ${f(c)}.`,
      `${h(c)} skulle veie opp melet helt nøyaktig, men posen tippet over kanten, og en stor, hvit sky la seg over benken, gulvet og håret til ${f(c)}.`,
    ),
  crack: (c) =>
    pizza(c)
      ? by(
          c,
          `Deigen ville ikke bli stor.`,
          `${h(c)} eltet deigen og la den til heving, men etter en stund var den like liten.`,
          `${h(c)} eltet og eltet og la deigen til heving under et kjøkkenhåndkle, men da ${c.hero.han} kikket etter en stund, var den akkurat like liten.`,
        )
      : by(
          c,
          `Krakk! Egget havnet på benken.`,
          `${h(c)} slo egget mot bollen, men for hardt, og halve egget havnet på benken, med skall og alt.`,
          `${h(c)} slo egget mot kanten av bollen, litt for hardt, og plomma gled ut på benken, mens små skallbiter fløt rundt i røra.`,
        ),
  pet: (c) =>
    by(
      c,
      `${cap(pet(c))} stakk nesa i bollen!`,
      `${cap(pet(c))} hoppet opp på stolen og stakk nesa rett ned i bollen med røre.`,
      `Mens ingen så på, hoppet ${pet(c)} opp på stolen, stakk nesa ned i bollen og fikk en hvit bart av røre.`,
    ),
  bake: (c) =>
    cooker(c) === 'oven'
      ? by(
          c,
          `${h(c)} åpnet ovnen for tidlig. Å nei!`,
          `${The(c)} kom i ovnen, og det luktet så godt at ${h(c)} måtte kikke. Men ovnsdøra slapp kulda inn, og ${it(c)} sank litt.`,
          `${The(c)} kom i ovnen, og snart luktet hele huset så godt at ${h(c)} ikke klarte å vente. ${cap(c.hero.han)} åpnet ovnsdøra for å kikke, og kald luft strømmet inn.`,
        )
      : by(
          c,
          `${h(c)} snudde for tidlig. Splat!`,
          `Røra kom i ${oven(c)}, men ${h(c)} snudde for tidlig, og den første ble til en klump.`,
          `Røra freste i ${oven(c)}, og ${h(c)} var så ivrig at ${c.hero.han} snudde for tidlig, og den første ble til en klump.`,
        ),
  edge: (c) =>
    by(
      c,
      `Kanten ble litt brent!`,
      `Da ${the(c)} kom ut, var ${it(c)} litt ${ad(c, 'brent', 'brente')} i kanten, svart som kull på den ene siden.`,
      `Da ${the(c)} endelig kom ut, var ${it(c)} ${ad(c, 'gyllen', 'gylne')} nesten overalt, men den ene kanten var svart som kull, og det luktet litt brent.`,
    ),
  decorate: (c) =>
    by(
      c,
      `Glasuren rant utover!`,
      `${h(c)} ville pynte ${the(c)} med glasur, men ${it(c)} var fortsatt ${ad(c, 'varm', 'varme')}, og glasuren rant utover fatet.`,
      `${h(c)} hadde så dårlig tid at ${c.hero.han} pyntet mens ${the(c)} ennå var ${ad(c, 'varm', 'varme')}, og glasuren gled sakte utover og ble til en dam på fatet.`,
    ),
};

const FIX: Record<BakeStep, (c: NoCtx) => string> = {
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
      `Men i lageret fantes én til!`,
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
          `De satte deigen på et varmt sted.`,
          `De satte bollen ved ovnen, der det var varmt, og snart vokste deigen over kanten.`,
          `${cap(f(c))} satte bollen ved den varme ovnen, og etter en stund hadde deigen vokst seg så stor at den løftet på håndkleet.`,
        )
      : by(
          c,
          `De fisket ut skallet med en skje.`,
          `${cap(f(c))} fisket ut skallbitene med en skje, og ${h(c)} slo det neste egget forsiktig, og det gikk fint.`,
          `${cap(f(c))} fisket ut skallbitene med en teskje, og det neste egget slo ${h(c)} så forsiktig, bank, bank, at det gled rett ned i bollen.`,
        ),
  pet: (c) =>
    by(
      c,
      `${cap(pet(c))} fikk gå ut.`,
      `${cap(pet(c))} ble løftet ned, og de la et lokk på bollen, for sikkerhets skyld.`,
      `${cap(pet(c))} ble løftet ned og fikk sin egen lille godbit ved døra, og bollen fikk et lokk, for sikkerhets skyld.`,
    ),
  bake: (c) =>
    cooker(c) === 'oven'
      ? by(
          c,
          `Så ventet de. Det luktet så godt!`,
          `Så lukket de døra og ventet, og mens ${the(c)} stekte, spilte de kort ved kjøkkenbordet og snuste inn den gode lukta.`,
          `Så lukket de ovnsdøra og satte seg på gulvet foran glasset, og der ventet de, mens ${the(c)} steg sakte og hele huset fyltes av den varmeste lukta i verden.`,
        )
      : by(
          c,
          `Neste gang ventet de på boblene.`,
          `Neste gang ventet de til det kom små bobler i røra, og da snudde ${h(c)}, og den ble gyllen.`,
          `Neste gang ventet de til det kom små bobler overalt i røra, og da snudde ${h(c)} med et lite hopp i spaden, og den landet gyllen og fin.`,
        ),
  edge: (c) =>
    by(
      c,
      `De skar bort det svarte.`,
      `${cap(f(c))} skar forsiktig bort den svarte kanten, og resten var ${ad(c, 'myk og god', 'myke og gode')}.`,
      `${cap(f(c))} skar forsiktig bort den svarte kanten med en liten kniv, og inni var ${it(c)} ${ad(c, 'myk og god', 'myke og gode')}, og de brente bitene fikk fuglene.`,
    ),
  decorate: (c) =>
    by(
      c,
      `De ventet, og prøvde igjen.`,
      `De ventet til ${the(c)} var ${ad(c, 'kald', 'kalde')}, og så la ${h(c)} på glasuren i fine striper.`,
      `Denne gangen ventet de til ${the(c)} var helt ${ad(c, 'kald', 'kalde')}, og så tegnet ${h(c)} fine striper og prikker med glasuren, og strødde på litt strøssel også.`,
    ),
};

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
  attempt: firstHere<NoCtx>(
    'hitch',
    eachStep<NoCtx, BakeStep>(bakeStep, HITCH),
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
    onceHere('done', 'fix', (c) =>
      by(
        c,
        `Ett steg nærmere!`,
        `Det var ett steg nærmere ${the(c)}, og ${h(c)} nynnet.`,
        `Det var ett steg nærmere ${the(c)}, og ${h(c)} nynnet en liten sang mens ${c.hero.han} tørket av hendene på forkleet.`,
      ),
    ),
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
            `«Det vanskeligste med å ${verb(c).inf},» sa ${c.helper.name}, «er å vente.»`,
            `«Det vanskeligste med å ${verb(c).inf},» sa ${c.helper.name} og blunket, «er ikke røringen. Det er å vente.»`,
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
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${The(c)} ${came(c)}, men ${it(c)} hadde sunket! ${h(c)} husket tipset.`,
          `Da ${the(c)} ${came(c)}, hadde ${it(c)} sprukket og sunket litt i midten. Men ${h(c)} husket tipset i boka, og så ${tip(c).saves(c)}.`,
          `Da ${the(c)} ${came(c)}, hadde ${it(c)} sprukket og sunket litt i midten, og et øyeblikk ville ${h(c)} bare gråte. Så husket ${c.hero.han} tipset i margen, og så ${tip(c).saves(c)}.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${The(c)} ${came(c)} og sank i midten. ${Team(c)} fikset det.`,
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
  },
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
  home: [
    (c) =>
      by(
        c,
        `${h(c)} slikket bollen ren.`,
        `Etterpå fikk ${h(c)} slikke bollen, og ${f(c)} fikk skjeen.`,
        `Etterpå fikk ${h(c)} slikke bollen ren, og ${f(c)} fikk skjeen, og de ble enige om at det var den beste delen av hele bakingen.`,
      ),
    (c) =>
      by(
        c,
        `Det var bare smuler igjen.`,
        `Snart var det bare smuler igjen, og ${team(c)} vasket opp sammen.`,
        `Snart var det bare smuler igjen på fatet, og ${team(c)} vasket opp sammen mens kjøkkenet ennå luktet varmt og godt.`,
      ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `${h(c)} hadde ${verb(c).perf} selv!`,
        `Det var ikke perfekt, men ${h(c)} hadde ${verb(c).perf} ${them(c)} selv, og ${it(c)} smakte best i verden.`,
        `Ingenting hadde gått helt etter oppskriften, men ${h(c)} hadde ${verb(c).perf} ${them(c)} selv, og det var det som gjorde ${them(c)} så ${ad(c, 'god', 'gode')}.`,
      ),
  ],
  refrain: [() => `Røre, røre, rundt og rundt, snart er det ferdig, godt og sunt!`],
  title: [(c) => `${Team(c)} ${verb(c).inf}r`, (c) => `${c.hero.name} og den gamle oppskriftsboka`],
};
