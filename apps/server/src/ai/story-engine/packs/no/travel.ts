// Veien fra ett sted til det neste, og hvordan laget kommer fram. Fortalt ved hver etappe,
// så hver mal har flere ledd som varierer hver for seg: hvem, hvordan, forbi hva.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';
import { isAfloat, isBare } from '../ground';
import { other, PASSING, passingTwo, team, who } from './slots';

/** «Ola og Flamme la i vei» eller «Flamme fløy av sted», med eller uten forfelt. */
const go = (c: NoCtx, rest: string) =>
  c.friend
    ? c.v2(c.front(), '{la|dro|gikk|travet}', team(c), `{i vei|av sted|videre} ${rest}`)
    : c.v2(c.front(), c.hero.moved, c.hero.name, `{av sted|videre|i vei} ${rest}`);
const path = '{liten|smal|sandete|mosegrodd|svingete|gammel|krokete|gresskledd}';
const pathGoes = '{gikk|førte|snodde seg|slynget seg|bukta seg}';
/** "I samlet tropp" and "side om side" take more than one. */
const howFollow = (c: NoCtx) =>
  `{med en gang|uten et ord|nynnende|${c.team.plural ? 'i samlet tropp|side om side|i gåsegang' : 'helt alene|med nysgjerrige øyne'}|med lange skritt|uten å nøle}`;
const manner = (c: NoCtx) =>
  `{steg for steg|hopp for hopp|${c.team.plural ? 'side om side' : 'i eget tempo'}|i jevnt tempo|${c.team.plural ? 'og pratet hele veien' : 'og nynnet hele veien'}|i sakte fart|i full fart}`;

/** Om bord eller ute på bølgene finnes ingen sti: man går opp landgangen eller ror ut. */
const afloatTravel: Bank<NoCtx> = [
  (c) =>
    c.setting === 'ship'
      ? by(
          c,
          `${team(c)} {gikk|klatret|skyndte seg} opp landgangen og om bord på skipet.`,
          `${team(c)} {klatret|marsjerte|skyndte seg} opp den {vinglete|smale|knirkende} landgangen og om bord på skipet, ${manner(c)}.`,
          `Opp den {knirkende|vinglete|lange} landgangen gikk ${team(c)}, {ett skritt om gangen|med et fast tak i tauet|uten å se ned}, og så var ${c.team.de} om bord på skipet, der dekket gynget rolig under føttene.`,
        )
      : by(
          c,
          `${team(c)} rodde ut ${c.place.to}, {plask, plask|tak for tak|side om side}.`,
          `${team(c)} skjøv den lille båten ut og rodde ${c.place.to}, ${manner(c)}.`,
          `${team(c)} skjøv den lille båten ut fra sanden og rodde ${c.place.to}, {tak for tak|og byttet på årene|og sang en rovise}, helt til land bare var en strek bak ${c.team.dem}.`,
        ),
];

const landTravel: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${go(c, `${c.place.to}, {steg for steg|hopp for hopp|side om side|i full fart}`)}.`,
      `${go(c, `${c.place.to}, ${manner(c)}`)}.`,
      `${go(c, `${c.place.to}, ${manner(c)}`)}, og {stien snodde seg videre foran ${c.team.dem}|morgenen ble liggende bak ${c.team.dem}|verden virket større for hvert skritt|lufta luktet av noe nytt}.`,
    ),
  (c) =>
    by(
      c,
      `En ${path} sti ${pathGoes} ${c.place.to}.`,
      `En ${path} sti ${pathGoes} ${c.place.to}, og ${team(c)} fulgte den ${howFollow(c)}.`,
      `En ${path} sti ${pathGoes} ${c.place.to}, og ${team(c)} fulgte den ${howFollow(c)}, selv om ${c.team.plural ? 'ingen av dem' : 'ingen'} visste hva som ventet ved enden.`,
    ),
  (c) =>
    by(
      c,
      `${c.hero.name} ${c.hero.moved} {forbi ${PASSING}|langt|lenge|videre} og kom{ til slutt| snart| omsider|} ${c.place.to}.`,
      `${c.hero.name} ${c.hero.moved} videre, forbi ${PASSING}, helt til ${c.hero.han} kom ${c.place.to}.`,
      `${c.hero.name} ${c.hero.moved} videre, forbi ${passingTwo(c)}, til ${c.hero.han} omsider kom ${c.place.to}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `«{Denne veien|Her borte|Kom igjen|Følg meg}!» {sa|ropte|hvisket} ${a.name} og {pekte|vinket|løp} ${c.place.to}.`,
      `«{Denne veien|Her borte|Kom igjen|Følg meg}!» {ropte|sa|sang} ${a.name}, og så bar det ${c.place.to} {i full fart|i trav|med et hopp|på tå hev}.`,
      `«{Denne veien, tror jeg nesten sikkert|Her borte, hvis jeg ikke tar feil|Følg meg, jeg har en god følelse}!» ropte ${a.name}, og så bar det ${c.place.to}, med bare ${isBare(c.setting) ? '{vinden|skyggene}' : '{vinden|fuglene|sirissene|biene|skyggene}'} som selskap.`,
    );
  },
  (c) =>
    c.prev
      ? by(
          c,
          `${team(c)} sa ha det til ${c.prev.def} og gikk ${c.place.to}.`,
          `${team(c)} forlot ${c.prev.def} og {gikk|vandret|skyndte seg|ruslet} videre ${c.place.to}, {uten å se seg tilbake|med ett siste blikk bakover|med nye krefter}.`,
          `${team(c)} forlot ${c.prev.def}, og etter en lang stund med {gåing og undring|prat og marsjering|nynning og håp|små pauser og store planer} førte veien ${c.team.dem} ${c.place.to}.`,
        )
      : null,
  (c) =>
    by(
      c,
      `Med et {hopp|byks|sprett} og et {vrikk|hink|snurr} gikk ${team(c)} ${c.place.to}.`,
      `Med et {hopp|byks} og et {sprett|vrikk|hink} skyndte ${team(c)} seg ${c.place.to}, {med hjertet i halsen|med nye krefter|med store forventninger}.`,
      `Med et {hopp|byks}, et {sprett|vrikk} og et svært {bestemt|alvorlig|håpefullt} blikk skyndte ${team(c)} seg ${c.place.to}, der neste del av eventyret ventet.`,
    ),
  (c) => {
    if (!c.friend) return null;
    const a = who(c);
    const b = other(c, a) ?? c.hero;
    return by(
      c,
      `${a.name} gikk først {med lykta|på tå|og pekte|og nynnet|med store skritt}, og ${b.name} {fulgte etter|kom også|løp etter|holdt seg tett bak}.`,
      `${a.name} gikk først, og ${b.name} fulgte etter ${c.place.to}, {tett bak|nynnende|og så seg rundt|og telte skrittene}.`,
      `Denne gangen gikk ${a.name} først, og ${b.name} fulgte etter ${c.place.to} og {holdt øye med hver skygge|telte skrittene|lyttet etter hver lyd|plukket blomster underveis}.`,
    );
  },
  (c) =>
    by(
      c,
      `{Det var ikke langt|Det var ikke så langt|Det var bare et lite stykke|Det var bare et hopp og et sprett} ${c.place.to}, {bare over {bakken|brua|bekken|jordet}|bare et lite stykke|bare rundt svingen|forbi to høye trær|bare ned veien}.`,
      `Det var {ikke langt|ikke så langt|bare et stykke} ${c.place.to}, men {korte|små|trøtte|slitne|glade} bein {syntes det var langt|tok seg god tid|trodde det var mil|ville helst hvile|gikk sakte likevel}.`,
      `Det var {ikke langt|bare et lite stykke|nesten ingenting|bare en kort tur} ${c.place.to} {i luftlinje|for en fugl|på kartet|for ei kråke|om man kunne fly}. Men {stien|veien} {visste ikke det|hadde egne planer|var ikke enig}, og den {vandret|slentret|somlet|snodde seg} {omkring|hit og dit|i store buer} som om den hadde {all verdens tid|ingenting bedre å gjøre|glemt hvor den skulle}.`,
    ),
  (c) =>
    by(
      c,
      `{Veien|Stien|Den lille veien} gikk {over en bakke|forbi en gård|over ei bru|gjennom et jorde} ${c.place.to}, {og alle fulgte|og alle gikk fort|hopp og sprett}.`,
      `Veien tok ${team(c)} {opp en bakke og ned igjen|over ei lita steinbru|forbi en søvnig gård|gjennom et jorde med kuer}, helt ${c.place.to}.`,
      `Veien tok ${team(c)} {opp en lang bakke og ned igjen|over ei lita steinbru|forbi en gård der ei geit fulgte ${c.team.dem} med blikket|langs et gjerde der sauene sto og glante}, helt ${c.place.to}.`,
    ),
  (c) =>
    by(
      c,
      `${team(c)} gikk ${c.place.to} {og sang|og telte skritt|${c.team.plural ? 'hånd i hånd' : 'og nynnet'}|og lo|og plystret}.`,
      `${team(c)} kom {godt|raskt|jevnt} ${c.place.to}, ${c.p([`og ${c.team.de} sang mens ${c.team.de} gikk`, `og ${c.team.de} telte skrittene høyt`, 'og stoppet bare én gang for å knyte en lisse', 'og plukket en blomst eller to'])}.`,
      `${team(c)} kom {godt|jevnt|overraskende fort} ${c.place.to}, ${c.p([`og ${c.team.de} sang mens ${c.team.de} gikk`, 'og byttet på å velge vei', 'og stoppet bare én gang for å beundre en svært fin pinne', `og ${c.team.de} lekte at bakken var lava`])}.`,
    ),
  (c) =>
    by(
      c,
      `{Den varme|Den lune|Den friske} {vinden|brisen} var i ryggen {hele veien|hele tida} ${c.place.to}.`,
      `Med {vinden|sola|en lett bris} i ryggen {gikk|ruslet|travet} ${team(c)} ${c.place.to}, {lett som en lek|nesten av seg selv|uten å bli sliten}.`,
      `Med {vinden|sola|en lett bris} i ryggen {gikk|ruslet|travet} ${team(c)} ${c.place.to}, og for en gangs skyld {gikk beina nesten av seg selv|føltes ingen bakke bratt|var det ingen som spurte om de snart var framme}.`,
    ),
  (c) =>
    by(
      c,
      `{Opp og ned|Bortover og oppover|Hit og dit|Inn og ut|Over og under}, {rundt og rundt|fram og tilbake|opp og ned} gikk {det|stien|veien|den lille stien} ${c.place.to}.`,
      `{Stien|Veien|Den lille stien} gikk opp og ned og {rundt en stor stein|over en bekk|gjennom et kratt|forbi en gammel låve|under ei bru}, og så var ${team(c)} ${c.place.in}.`,
      `Stien ${c.place.to} {gikk|snodde seg|vandret} opp, ned og {rundt en stein så stor som et hus|over en bekk på tre vinglete steiner|gjennom et kratt som luktet solbær|under et tre som lå der som en søvnig kjempe|forbi en dam der froskene satt på rad|langs en mur som var varm av sol}. {Plutselig|Så|Til slutt|Snart} {var ${team(c)} framme|sto ${team(c)} der stien sluttet|var ${team(c)} der}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `{På veien|Langs stien|Underveis} fant ${a.name} {en fin pinne|en rund stein|ei fjær|en kongle} {i gresset|ved stien|under et tre} og {tok den med|smilte|viste den fram}.`,
      `{På veien|Langs stien|Underveis} fant ${a.name} {en fin pinne|en rund, glatt stein|ei stripete fjær|en stor kongle} og {tok den med|bar den hele veien|bar den stolt} ${c.place.to}.`,
      `{På veien|Langs stien|Underveis} fant ${a.name} {en pinne som var perfekt til å gå med|en rund, glatt stein som passet i hånda|ei stripete fjær|en kongle like stor som en knyttneve}, og ${a.han} {tok den med|bar den stolt|svingte den i takt} hele veien ${c.place.to}.`,
    );
  },
];

/** Ute i rommet finnes ingen sti eller vei: raketten styrer fra ett sted til det neste. */
const SPACE = new Set(['space', 'moon']);
const rocket = (c: NoCtx) => c.ride ?? 'i den lille raketten';
const spaceTravel: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} {suste|fløy|seilte} videre ${c.place.to} ${rocket(c)}.`,
      `${team(c)} {suste|fløy|seilte} videre ${c.place.to} ${rocket(c)}, forbi {en blinkende satellitt|en stein som tumlet rundt|en søvnig, liten måne|en dusj av stjerneskudd}.`,
      `${team(c)} {suste|seilte|gled} videre ${c.place.to} ${rocket(c)}, forbi {en blinkende satellitt som pep hei|en tumlende stein så stor som et hus|en søvnig, liten måne som ingen hadde gitt navn ennå}, og stjernene gled forbi som lys sett fra et tog.`,
    ),
  (c) =>
    c.prev
      ? by(
          c,
          `${team(c)} vinket farvel til ${c.prev.def} og fløy ${c.place.to}.`,
          `${team(c)} vinket farvel til ${c.prev.def}, og raketten {svingte|snudde|bøyde} rolig av ${c.place.to}.`,
          `${team(c)} vinket farvel til ${c.prev.def}, og raketten svingte rundt i en lang, langsom bue og pekte nesa ${c.place.to}.`,
        )
      : null,
  (c) =>
    by(
      c,
      `Stjernene {blinket|gled|suste} forbi hele veien ${c.place.to}.`,
      `Hele veien ${c.place.to} gled stjernene forbi det runde vinduet, og ${who(c).name} {telte dem|vinket til dem|ga noen av dem navn}.`,
      `Hele veien ${c.place.to} gled stjernene forbi det runde vinduet, og ${who(c).name} {prøvde å telle dem, men ga opp på nittini|ga de klareste av dem navn|trykket nesa mot glasset}.`,
    ),
  (c) =>
    by(
      c,
      `Det var langt ${c.place.to}, så ${team(c)} {spiste en matpakke|sang en sang|lekte «jeg ser noe»}.`,
      `Det var lang vei ${c.place.to}, så ${team(c)} {lekte «jeg ser noe» med planetene|spiste en matbit som svevde i lufta|sang alle sangene ${c.team.de} kunne}.`,
      `Det var lang vei ${c.place.to}, lenge nok til at ${team(c)} {lekte «jeg ser noe» med planetene|spiste en matbit som stadig svevde av tallerkenen|sang alle sangene ${c.team.de} kunne, to ganger}.`,
    ),
];

// Space lines stand in for land lines one for one, so the bank keeps its length and a story on
// Earth draws the same seeded order it always did.
export const travel: Bank<NoCtx> = [
  ...afloatTravel.map((t) => (c: NoCtx) => (isAfloat(c.setting) ? t(c) : null)),
  ...landTravel.map(
    (t, i) => (c: NoCtx) =>
      isAfloat(c.setting) ? null : SPACE.has(c.setting) ? (spaceTravel[i]?.(c) ?? null) : t(c),
  ),
];
