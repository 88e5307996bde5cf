// En bærtur med en voksen i familien: bøttene hentet i boden (hyssing til hanken og lokkene),
// matpakke, regnjakker og plaster fra kjøkkenet, veien til skogen eller jordet familien nevnte,
// en første, tynn flekk med umodne bær der de lærer hvor bærene vokser og hvilke som er modne,
// så den gode plassen: en bratt skråning, en veps, en regnskur, hver møtt med noe de hadde med
// eller hadde lært, og bøtta som velter. Bøtta fylt, hjem, og noe laget av bærene og spist til
// slutt. Bærets eget ord beholdes: «blåbær», «tyttebær», «bjørnebær».
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import type { BerryId } from '../../../description/read-family-outing';
import { by } from '../../by-band';
import { eachOnce, inTurn } from '../../place-beats';
import { afterMoments, both, moments, type Moment } from '../../step-moments';
import { outingKey } from '../../outing-beats';
import { goesAlong } from '../../grow-words';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
const han = (c: NoCtx) => c.hero.han;
const ham = (c: NoCtx) => c.hero.ham;
const Han = (c: NoCtx) => cap(han(c));
/** Den voksne som blir med: den som ble med, eller den som møtes hjemme. */
const f = (c: NoCtx) => goesAlong(c)?.name ?? 'mormor';
const F = (c: NoCtx) => cap(f(c));
/** «hun» om mormor, «han» om bestefar. */
const fHan = (c: NoCtx) => goesAlong(c)?.han ?? 'hun';
const de = (c: NoCtx) => (c.friend ? c.team.name : h(c));
const De = (c: NoCtx) => cap(de(c));

interface Berry {
  /** «blåbær»: flertall, og forleddet i «blåbærtur», «blåbærsyltetøy». */
  pl: string;
  def: string;
  /** Der de vokser: «i blåbærlyngen under grantrærne». */
  grows: string;
  /** Det de vokser på, bestemt: «lyngen», «buskene». */
  bush: string;
  unripe: string;
  ripe: string;
  /** Plukkes med bærplukker (lave bær i lyngen), ellers med fingrene. */
  picker: boolean;
  /** Torner på buskene. */
  thorns: boolean;
  /** Det som lages av dem: laget hjemme, og spist til slutt. */
  dish: string;
  /** «den» (paien), «det» (syltetøyet), «de» (jordbærene). */
  dishIt: string;
  /** Laget hjemme: verbet og det som lages, og hele gjøremålet for de eldre. */
  make: [verb: string, what: string, whole: string];
  eat: string;
}

const BERRIES: Record<BerryId, Berry> = {
  blueberry: {
    pl: 'blåbær',
    def: 'blåbærene',
    grows: 'i lyngen i skyggen under grantrærne',
    bush: 'lyngen',
    unripe: 'grønne og rødlige',
    ripe: 'mørkeblå hele veien rundt',
    picker: true,
    thorns: false,
    dish: 'blåbærpai',
    dishIt: 'den',
    make: [
      'bakte',
      'blåbærpai',
      'rørte de sammen smør, sukker og mel til en deig, la den i en form og strødde blåbærene over, og snart sto blåbærpaien i ovnen og boblet',
    ],
    eat: 'varm blåbærpai med vaniljesaus',
  },
  strawberry: {
    pl: 'jordbær',
    def: 'jordbærene',
    grows: 'lavt nede i gresset der sola varmer',
    bush: 'gresset',
    unripe: 'hvite og grønne',
    ripe: 'røde helt ut i spissen',
    picker: false,
    thorns: false,
    dish: 'jordbær med melk og sukker',
    dishIt: 'de',
    make: [
      'skar',
      'jordbærene i biter',
      'skar de jordbærene i to, la dem i skåler og drysset sukker over, og så fikk sukkeret smelte mens de dekket bordet',
    ],
    eat: 'jordbær med kald melk og sukker',
  },
  raspberry: {
    pl: 'bringebær',
    def: 'bringebærene',
    grows: 'på høye, stikkete busker i kanten av skogen',
    bush: 'buskene',
    unripe: 'lyse og harde',
    ripe: 'mørkerøde og myke',
    picker: false,
    thorns: true,
    dish: 'bringebærsyltetøy',
    dishIt: 'det',
    make: [
      'kokte',
      'bringebærsyltetøy',
      'helte de bringebærene og sukkeret i den store kjelen og rørte og rørte, til det boblet og hele huset luktet bringebærsyltetøy, og så fylte de glassene med det',
    ],
    eat: 'nystekte vafler med varmt bringebærsyltetøy',
  },
  lingonberry: {
    pl: 'tyttebær',
    def: 'tyttebærene',
    grows: 'i den lave lyngen på tørre, solfylte tuer mellom furutrærne',
    bush: 'lyngen',
    unripe: 'hvite og lysegrønne',
    ripe: 'røde og blanke hele veien rundt',
    picker: true,
    thorns: false,
    dish: 'rørte tyttebær',
    dishIt: 'de',
    make: [
      'rørte',
      'tyttebær med sukker',
      'helte de tyttebærene og sukkeret i en stor bolle og rørte og rørte med sleiva, til sukkeret var borte og bærene glitret, og så fylte de glassene',
    ],
    eat: 'pannekaker med rørte tyttebær',
  },
  blackberry: {
    pl: 'bjørnebær',
    def: 'bjørnebærene',
    grows: 'på lange, stikkete ranker langs steingarden',
    bush: 'rankene',
    unripe: 'røde og harde',
    ripe: 'svarte og blanke',
    picker: false,
    thorns: true,
    dish: 'bjørnebærpai',
    dishIt: 'den',
    make: [
      'bakte',
      'bjørnebærpai',
      'la de bjørnebærene i en form, strødde smuldrete deig av smør, sukker og mel over, og snart sto bjørnebærpaien i ovnen og boblet lilla i kantene',
    ],
    eat: 'varm bjørnebærpai med vaniljesaus',
  },
};
const berry = (c: NoCtx): Berry => BERRIES[c.familyOuting?.berry ?? 'blueberry'];
const b = (c: NoCtx) => berry(c).pl;
const bDef = (c: NoCtx) => berry(c).def;
const B = (c: NoCtx) => cap(b(c));
const tur = (c: NoCtx) => `${b(c)}tur`;

const THERE: Record<string, [string, string]> = {
  forest: ['skogen', 'i skogen'],
  field: ['jordet', 'på jordet'],
  meadow: ['enga', 'på enga'],
  hill: ['haugen', 'på haugen'],
};
/** Der bærene plukkes: «skogen», «jordet». */
const there = (c: NoCtx) => THERE[c.target?.id ?? 'forest']?.[0] ?? c.target?.def ?? 'skogen';
const thereIn = (c: NoCtx) => THERE[c.target?.id ?? 'forest']?.[1] ?? `i ${there(c)}`;
/** Det bærene skal bli til, venter i: en paiform, en kjele til syltetøy, ellers en bolle. */
const vessel = (c: NoCtx): [string, string, string] =>
  berry(c).dish.includes('pai')
    ? ['paiformen', 'paiformen', 'den gamle paiformen']
    : berry(c).dish.includes('syltetøy')
      ? ['en stor kjele', 'den store kjelen', 'den store, gamle kjelen']
      : ['en stor bolle', 'den store bollen', 'den store, blå bollen'];
/** Det bærene triller utover: mosen i skogen, ellers gresset. */
const ground = (c: NoCtx) => ((c.target?.id ?? 'forest') === 'forest' ? 'mosen' : 'gresset');

/** Det de hadde med: hyssingen og lokkene fra boden, regnjakkene og plasteret fra kjøkkenet. */
const told = (c: NoCtx, key: string) => c.handed([key]).length > 0;
const string = (c: NoCtx) => told(c, 'woodshed:berries#1');
const lids = (c: NoCtx) => told(c, 'woodshed:berries#2');
const coats = (c: NoCtx) => told(c, 'kitchen:berries#2');
const plaster = (c: NoCtx) => told(c, 'kitchen:berries#3');
/** Den første flekken er prøvd: der lærte de hvor bærene vokser og hvilke som er modne. */
const learnt = (c: NoCtx) => told(c, `${c.target?.id === 'field' ? 'meadow' : 'glade'}:berries#1`);

/** Hjemme er det laget noe av bærene (ellers lages det like før det spises). */
const made = (c: NoCtx) => told(c, 'story:berries-home:2');

/** Uhellene på den gode plassen, til å se tilbake på. */
const mishaps = (c: NoCtx) => {
  const at = (k: number) => told(c, `${c.target?.id ?? ''}:berries#${k}`);
  return [
    ...(at(2) ? ['den bratte bakken'] : []),
    ...(at(3) ? ['vepsen'] : []),
    ...(at(4) ? ['regnskuren'] : []),
    'bøtta som veltet',
  ];
};

const STEPS: Record<string, Moment<NoCtx>[]> = {
  woodshed: [
    (c) =>
      by(
        c,
        `I boden hang bøttene på en spiker. ${h(c)} tok den lille røde.`,
        `I boden hang bærbøttene på hver sin spiker: den store til ${f(c)} og den lille røde til ${h(c)}.${berry(c).picker ? ` Ved siden av hang bærplukkeren, den med tenner som en kam.` : ''}`,
        `Inne i boden, bak sykkelen og trillebåra, hang bærbøttene på hver sin spiker, akkurat der de hadde hengt siden i fjor: den store, bulkete til ${f(c)} og den lille røde til ${h(c)}.${berry(c).picker ? ` Ved siden av dem hang den gamle bærplukkeren, den med tenner som en kam, som kunne rake bærene løs fra lyngen uten å ta med bladene.` : ''}`,
      ),
    both(
      (c) =>
        by(
          c,
          `Men hanken på den lille bøtta var løs!`,
          `Men da ${h(c)} løftet den lille bøtta, datt hanken av i den ene siden. Klonk!`,
          `Men da ${h(c)} løftet den lille bøtta ned fra spikeren, løsnet hanken i den ene siden og dinglet, og bøtta traff gulvet med et klonk som skremte en spurv ut av taket.`,
        ),
      (c) =>
        by(
          c,
          `${F(c)} bandt den fast med hyssing. ${h(c)} tok resten av hyssingen i lomma.`,
          `${F(c)} fant en rull hyssing på hylla og bandt hanken fast igjen med en dobbel knute. ${h(c)} stakk resten av hyssingen i lomma. «Den kan vi få bruk for,» sa ${f(c)}.`,
          `«Det ordner vi,» sa ${f(c)} og fant en rull hyssing på hylla. ${F(c)} tredde den gjennom hullet og bandt hanken fast med en dobbel knute, og resten av hyssingen, en lang bit, stakk ${h(c)} i lomma. «Hyssing kan man alltid få bruk for på bærtur,» sa ${f(c)}.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${F(c)} tok med lokkene til bøttene.`,
        `${F(c)} fant lokkene til bøttene også. «Så vi ikke søler dem ut på veien hjem,» sa ${f(c)}.`,
        `Nederst i en kasse fant ${f(c)} lokkene til bøttene, støvete og litt bøyde. «Et lokk er det viktigste på en ${tur(c)},» sa ${f(c)}, «for det er på veien hjem at bærene vil hoppe ut.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} fant støvlene sine.`,
        `${h(c)} fant de grønne støvlene sine under benken og dro dem på, for ${thereIn(c)} kunne det være vått.`,
        `Under benken sto de grønne støvlene til ${h(c)}, og ${han(c)} dro dem på, for ${f(c)} sa at ${there(c)} alltid var våtere enn man tror, selv på en solskinnsdag.`,
      ),
    both(
      (c) =>
        by(
          c,
          `I den store bøtta bodde en edderkopp! Den hadde spunnet et nett.`,
          `Men i den store bøtta hadde en edderkopp spunnet et fint, sølvgrått nett fra kant til kant.`,
          `Men da ${f(c)} kikket ned i den store bøtta, hadde en liten edderkopp spunnet et sølvgrått nett fra kant til kant og satt midt i det og ventet.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} bar den ut på en pinne. Nå var bøtta tom.`,
          `${h(c)} lot edderkoppen klatre over på en pinne og bar den ut til vedstabelen, der den kunne spinne et nytt.`,
          `${h(c)} lot edderkoppen klatre over på en pinne og bar den forsiktig ut til vedstabelen, der den kunne spinne et nytt nett i fred, og nå var begge bøttene tomme og klare.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${h(c)} lukket døra til boden. Klar!`,
        `${h(c)} lukket døra til boden og svingte bøtta. «Klar!» sa ${han(c)}.`,
        `${h(c)} lukket den knirkete døra til boden og svingte den lille bøtta så hyssingen i hanken knirket. «Klar,» sa ${han(c)}. «Nå skal den bli full.»`,
      ),
  ],
  kitchen: [
    (c) =>
      by(
        c,
        `På kjøkkenet smurte ${f(c)} matpakke.`,
        `På kjøkkenet smurte ${f(c)} matpakke, og ${h(c)} fylte en flaske med saft.`,
        `På kjøkkenet smurte ${f(c)} brødskiver med brunost og la dem i matpapir, og ${h(c)} fylte den gamle termosflasken med varm kakao, for en ${tur(c)} uten kakao var ikke en ordentlig ${tur(c)}.`,
      ),
    both(
      (c) =>
        by(
          c,
          `Men korken på flasken lakk!`,
          `Men da ${h(c)} snudde flasken, dryppet det ut rundt korken.`,
          `Men da ${h(c)} snudde flasken for å se om den var tett, dryppet det sakte ut rundt korken og ned på benken, dryppe-drypp.`,
        ),
      (c) =>
        by(
          c,
          `${F(c)} skrudde korken godt til.`,
          `${F(c)} skrudde korken helt til og la flasken i en pose, bare i tilfelle.`,
          `«Den gamle korken,» sa ${f(c)}, skrudde den helt til og la flasken i en pose for sikkerhets skyld. «Nå lekker den ikke en dråpe.»`,
        ),
    ),
    (c) =>
      by(
        c,
        `${F(c)} pakket regnjakkene i sekken.`,
        `${F(c)} så ut av vinduet og pakket to regnjakker i sekken. «Man vet aldri,» sa ${f(c)}.`,
        `${F(c)} så ut av vinduet på skyene over ${there(c)} og pakket to sammenbrettede regnjakker nederst i sekken. «Man vet aldri med været ${thereIn(c)},» sa ${f(c)}.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} la plaster i lomma til ${f(c)}.`,
        `${h(c)} fant en pakke plaster i skuffen og la den i lomma til ${f(c)}.`,
        `I skuffen fant ${h(c)} en pakke plaster med dinosaurer på og stakk den i lomma til ${f(c)}. «${berry(c).thorns ? `${B(c)}busker stikker,` : 'Det er mange røtter å snuble i,'}» sa ${h(c)}, og ${f(c)} nikket.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} satte fram sukker og ${vessel(c)[0]}.`,
        `${F(c)} satte fram sukkeret og ${vessel(c)[1]} på benken. «Den venter på ${bDef(c)},» sa ${f(c)}.`,
        `Til slutt satte ${f(c)} sukkeret og ${vessel(c)[2]} fram på benken. «Når vi kommer hjem, skal det bli ${berry(c).dish},» sa ${f(c)}, «men bare hvis bøttene blir fulle.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} fant fram de tomme glassene. De var rene og blanke.`,
        `${h(c)} fant fram de tomme glassene fra skapet og satte dem i en lang rekke på benken, klare til å fylles.`,
        `Fra det øverste skapet fant ${h(c)} fram de tomme glassene med skrulokk og satte dem i en lang, blank rekke på benken, og ${f(c)} ga ${ham(c)} en tusj så ${han(c)} kunne skrive etiketter når de kom hjem.`,
      ),
  ],
  way: [
    (c) =>
      by(
        c,
        `${De(c)} gikk av sted med bøttene.`,
        `${De(c)} gikk av sted med hver sin bøtte, og bøttene klirret i takt med skrittene.`,
        `Så gikk ${de(c)} av sted mot ${there(c)} med hver sin bøtte, og bøttene klirret og klonket i takt med skrittene, og sola var allerede varm.`,
      ),
    both(
      (c) =>
        by(
          c,
          `${h(c)} løp foran, og bøtta svingte.`,
          `${h(c)} løp i forveien og svingte bøtta i store ringer, rundt og rundt.`,
          `${h(c)} løp i forveien og svingte bøtta i store ringer over hodet, rundt og rundt, til ${f(c)} ropte at en bøtte som svinger sånn, har aldri holdt på et eneste bær.`,
        ),
      (c) =>
        by(
          c,
          `«Gå rolig med bøtta,» sa ${f(c)}. ${h(c)} lærte det.`,
          `«Gå med bøtta helt rolig, inntil beinet,» sa ${f(c)}. ${h(c)} prøvde, og det var lettere enn ${han(c)} trodde.`,
          `«Slik bærer man en bærbøtte,» sa ${f(c)} og viste: helt rolig, tett inntil beinet, med hanken i hele hånda. ${h(c)} prøvde, og etter en stund gikk det av seg selv.`,
        ),
    ),
    (c) =>
      by(
        c,
        `De kom til en grind. ${h(c)} lukket den etter seg.`,
        `De kom til en grind med kuer på den andre siden, og ${h(c)} husket å lukke den godt etter seg.`,
        `Snart kom de til en grå grind med en hel flokk kuer på den andre siden, som så på dem og tygget, og ${h(c)} holdt grinda for ${f(c)} og husket å lukke den godt etter seg, for kuer skal ikke på bærtur.`,
      ),
    (c) =>
      by(
        c,
        `Stien var våt. Godt at ${h(c)} hadde støvler!`,
        `Et stykke var stien bare myr og gjørme, og ${h(c)} plasket rett gjennom i støvlene.`,
        `Et langt stykke var stien bare myr, brun og bløt, og ${f(c)} hoppet fra tue til tue, mens ${h(c)} plasket rett gjennom i støvlene og var glad ${han(c)} hadde tatt dem på.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} fortalte om da ${f(c)} var liten.`,
        `${F(c)} fortalte om den gangen ${fHan(c)} var liten og plukket ${b(c)} med sin egen bestemor.`,
        `Mens de gikk, fortalte ${f(c)} om den gangen ${fHan(c)} var liten og plukket ${b(c)} med sin egen bestemor, som kunne fylle en hel bøtte før ${fHan(c)} hadde dekket bunnen, og som aldri sølte et eneste bær.`,
      ),
    both(
      (c) =>
        by(
          c,
          `Så gikk stien rett opp. ${F(c)} ble andpusten.`,
          `Så gikk stien bratt oppover, og ${f(c)} ble andpusten og rød i kinnene.`,
          `Så gikk stien bratt oppover mellom steinene, og etter en stund ble ${f(c)} så andpusten at ${fHan(c)} måtte stoppe og holde seg i en bjørk.`,
        ),
      (c) =>
        by(
          c,
          `De hvilte på en stein og drakk litt. Så gikk det bedre.`,
          `De satte seg på en varm stein og hvilte, og ${h(c)} delte ut saft, og etterpå gikk resten av bakken mye lettere.`,
          `«Bakker går man i sitt eget tempo,» sa ${f(c)}. De satte seg på en varm, flat stein og hvilte, og ${h(c)} delte ut saft, og etterpå gikk de resten av bakken sakte og jevnt, og da var den ikke så bratt likevel.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${F(c)} viste ${h(c)} de blå merkene på trærne. Dem skulle de følge hjem.`,
        `${F(c)} viste ${h(c)} de blå merkene som var malt på trærne langs stien. «Dem følger vi hjem igjen,» sa ${f(c)}.`,
        `${F(c)} pekte på en blå flekk som var malt på en trestamme, og så en til lenger borte. «Merkene viser vei,» sa ${f(c)}. «Dem følger vi hjem igjen, så går vi aldri feil.» Og ${h(c)} begynte å telle dem.`,
      ),
    (c) =>
      by(
        c,
        `Et ekorn løp opp et tre.`,
        `Et ekorn kikket ned på dem fra en grein og kvitret, før det løp videre opp stammen.`,
        `Et ekorn satt på en grein over stien og kvitret sint på dem, som om hele ${there(c)} var dets eget, før det svingte seg opp stammen og ble borte.`,
      ),
    (c) =>
      by(
        c,
        `Der var ${there(c)}!`,
        `Så kom de rundt svingen, og der lå ${there(c)}, grønn og stille.`,
        `Så kom de rundt den siste svingen, og der lå ${there(c)}, grønn og stille og full av lyder fra fugler, som om den hadde ventet på dem.`,
      ),
  ],
  patch: [
    (c) =>
      by(
        c,
        `Her! ${h(c)} så noen ${b(c)}, men bare noen få.`,
        `«Her!» ropte ${h(c)}, for der var de første ${bDef(c)}. Men det var bare noen få, spredt i ${berry(c).bush}.`,
        `«Her er de!» ropte ${h(c)} og satte seg på huk, for der var de første ${bDef(c)}. Men det var bare noen få, her ett og der ett, spredt i ${berry(c).bush}, og mange av plantene hadde ingen bær i det hele tatt.`,
      ),
    both(
      (c) =>
        by(
          c,
          `${h(c)} smakte på et bær. Surt! Det var ikke modent.`,
          `${h(c)} puttet det første rett i munnen. Surt! Bærene her var ${berry(c).unripe}, ikke modne ennå.`,
          `${h(c)} puttet det aller første bæret rett i munnen og grein på nesa. Surt som en sitron! Bærene her var ${berry(c).unripe} og harde og slett ikke modne ennå.`,
        ),
      (c) =>
        by(
          c,
          `«Ta bare de ${berry(c).ripe.split(' ')[0]},» sa ${f(c)}.`,
          `«Ta bare de som er ${berry(c).ripe},» sa ${f(c)}. «De andre skal få vokse litt til.»`,
          `«Se,» sa ${f(c)} og holdt opp to bær ved siden av hverandre. «Ta bare de som er ${berry(c).ripe}, og som slipper lett når du drar. De andre skal få henge og bli søte til neste uke.» ${h(c)} så nøye på dem, og etter det plukket ${han(c)} bare de modne.`,
        ),
    ),
    (c) =>
      by(
        c,
        `De første bærene falt i bøtta. Plink, plink!`,
        `Plink, plink, sa det da de første ${bDef(c)} traff bunnen av bøtta.`,
        `Plink, sa det, og plink igjen da de første modne ${bDef(c)} traff bunnen av den lille røde bøtta, men det skulle mange flere til før bunnen var dekket.`,
      ),
    both(
      (c) =>
        by(
          c,
          `Men her var det for få bær.`,
          `Men her var det for få bær til å fylle to bøtter, om de så plukket til kvelden.`,
          `Men etter en lang stund lå det bare en håndfull i hver bøtte, og ${h(c)} så på ${f(c)}: Her var det for få bær til å fylle to bøtter, om de så plukket til kvelden.`,
        ),
      (c) =>
        by(
          c,
          `«De vokser ${berry(c).grows},» sa ${f(c)}. «Kom!»`,
          `«${B(c)} liker best å vokse ${berry(c).grows},» sa ${f(c)}. «Kom, jeg vet om et sted.»`,
          `«${B(c)} liker best å vokse ${berry(c).grows},» sa ${f(c)}. «Kom, jeg vet om et sted et stykke unna.» Og ${h(c)} lærte at man må vite hvor bærene vokser for å finne dem.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${h(c)} fant en stor sopp. Den lot de stå.`,
        `Under en bjørk fant ${h(c)} en stor, brun sopp. «Den lar vi stå,» sa ${f(c)}. «I dag er vi på ${tur(c)}.»`,
        `Under en bjørk fant ${h(c)} en stor, brun sopp med hatt som en bolle. «Den lar vi stå,» sa ${f(c)}, «for sopp skal man kjenne før man plukker den, og i dag er vi på ${tur(c)}.»`,
      ),
    (c) =>
      by(
        c,
        `De gikk videre innover.`,
        `De tok bøttene og gikk videre innover, og ${h(c)} holdt øynene åpne hele veien.`,
      ),
  ],
  there: [
    (c) =>
      learnt(c)
        ? by(
            c,
            `Her var det ${b(c)} overalt!`,
            `Og der var det: ${B(c)} overalt, akkurat der ${f(c)} hadde sagt, så mange at ${h(c)} ikke visste hvor ${han(c)} skulle begynne.`,
            `Og der, akkurat der ${f(c)} hadde sagt, var det ${b(c)} overalt, tett i tett, så mange at ${h(c)} ble stående med den tomme bøtta og ikke visste hvor ${han(c)} skulle begynne.`,
          )
        : by(
            c,
            `${B(c)} vokser ${berry(c).grows}. Der var de!`,
            `«${B(c)} vokser ${berry(c).grows},» sa ${f(c)}, og der var de, de første ${bDef(c)}, og så flere og flere.`,
            `«Se etter ${berry(c).grows},» sa ${f(c)}, «det er der ${b(c)} vokser.» ${h(c)} lette, og der var de første ${bDef(c)}, og bak dem flere, og bak dem enda flere.`,
          ),
    both(
      (c) =>
        learnt(c)
          ? by(
              c,
              `${h(c)} plukket med begge hender.`,
              `${h(c)} plukket med begge hender, bare de modne, og ett og ett bær trillet ned i bøtta.`,
              `${h(c)} plukket med begge hender, bare de som var ${berry(c).ripe}, akkurat som ${han(c)} hadde lært, og bærene trillet ned i bøtta så det hørtes som regn.`,
            )
          : by(
              c,
              `Noen bær var ${berry(c).unripe.split(' ')[0]}. De var sure!`,
              `Men noen av bærene var ${berry(c).unripe}, og det første ${h(c)} smakte på, var surt.`,
              `Men ikke alle var modne. Noen var ${berry(c).unripe}, og det første ${h(c)} smakte på, var så surt at ${han(c)} grein på nesa.`,
            ),
      (c) =>
        learnt(c)
          ? berry(c).picker
            ? by(
                c,
                `${F(c)} raket med bærplukkeren.`,
                `${F(c)} raket gjennom ${berry(c).bush} med bærplukkeren, og ${h(c)} lærte å gjøre det samme.`,
                `${F(c)} raket gjennom ${berry(c).bush} med bærplukkeren, forsiktig, så bladene ble igjen og bærene trillet inn mellom tennene, og så fikk ${h(c)} prøve, og det gikk tre ganger så fort.`,
              )
            : by(
                c,
                `Ett i bøtta, og ett i munnen!`,
                `Ett i bøtta og ett i munnen, sa ${h(c)}, og snart var munnen til ${h(c)} farget av ${b(c)}.`,
              )
          : by(
              c,
              `«Ta bare de ${berry(c).ripe.split(' ')[0]},» sa ${f(c)}.`,
              `«Ta bare de som er ${berry(c).ripe},» sa ${f(c)}, og etter det plukket ${h(c)} bare de modne.`,
            ),
    ),
    both(
      (c) =>
        by(
          c,
          `De beste bærene vokste i en bratt bakke.`,
          `De aller største ${bDef(c)} vokste i en bratt bakke, og ${h(c)} skled da ${han(c)} prøvde å gå opp.`,
          `Men de aller største og blankeste ${bDef(c)} vokste oppe i en bratt bakke, og da ${h(c)} prøvde å klatre opp med bøtta i hånda, skled støvlene i det glatte gresset, og ${h(c)} måtte ta seg for med den andre hånda.`,
        ),
      (c) =>
        string(c)
          ? by(
              c,
              `${h(c)} bandt bøtta fast i beltet med hyssingen. Så kunne ${han(c)} klatre med begge hender.`,
              `Da husket ${h(c)} hyssingen i lomma. ${Han(c)} bandt bøtta fast i beltet, og så klatret ${han(c)} opp med begge hender fri.`,
              `Da husket ${h(c)} hyssingen i lomma. ${F(c)} hjalp ${ham(c)} å binde bøtta fast i beltet, og så klatret ${h(c)} opp den bratte bakken med begge hender fri, som en ordentlig fjellklatrer, og plukket der oppe.`,
            )
          : by(
              c,
              `«Gå på skrå, som en krabbe,» sa ${f(c)}. Det gikk!`,
              `«Gå på skrå, sidelengs som en krabbe,» sa ${f(c)}, og tok bøtta. Da gikk det.`,
              `«Gå sidelengs, som en krabbe,» sa ${f(c)} og tok bøtta så ${h(c)} hadde begge hender fri, og sidelengs, ett lite skritt om gangen, kom ${h(c)} seg helt opp til de store bærene.`,
            ),
    ),
    both(
      (c) =>
        by(
          c,
          `En veps surret rundt bøtta!`,
          `Så kom en veps surrende, rundt og rundt bøtta, for den likte søte ${b(c)} også.`,
          `Så kom en stripete veps surrende, rundt og rundt den lille bøtta, for den likte søte ${b(c)} like godt som ${h(c)}, og den landet rett på kanten.`,
        ),
      (c) =>
        lids(c)
          ? by(
              c,
              `${h(c)} satte på lokket og sto helt stille. Vepsen fløy.`,
              `${h(c)} sto helt stille og satte lokket på bøtta, og vepsen fant ingenting og fløy sin vei.`,
              `${h(c)} sto helt stille og slo ikke, selv om det kilte i nakken. Så satte ${han(c)} lokket forsiktig på bøtta, og vepsen surret rundt en stund, fant ingenting å spise og fløy sin vei.`,
            )
          : by(
              c,
              `${h(c)} sto helt stille. Vepsen fløy sin vei.`,
              `${h(c)} sto helt stille og slo ikke, og etter en stund fløy vepsen sin vei.`,
              `«Stå stille, ikke slå,» hvisket ${f(c)}, og ${h(c)} sto stille som en stein, selv om det kilte i nesa, og etter en stund mistet vepsen interessen og fløy sin vei.`,
            ),
    ),
    both(
      (c) =>
        by(
          c,
          `Så kom en regnskur. Dryppe-drypp!`,
          `Så ble himmelen grå, og en regnskur kom susende over ${there(c)}.`,
          `Så ble himmelen grå over tretoppene, og en regnskur kom susende over ${there(c)}, så det trommet på bladene og i de tomme delene av bøttene.`,
        ),
      (c) =>
        coats(c)
          ? by(
              c,
              `De tok på regnjakkene fra sekken.`,
              `${F(c)} fant fram regnjakkene fra sekken, og de satt tørre under et stort tre og drakk av flasken.`,
              `Men ${f(c)} hadde regnjakkene i sekken. De tok dem på, satte seg under et stort tre med bøttene mellom knærne og delte flasken mens regnet trommet, og da skuren var over, var bærene blanke og enda finere å plukke.`,
            )
          : by(
              c,
              `De satt under et stort tre til det ga seg.`,
              `De krøp inn under et stort grantre, der det var tørt, og ventet til skuren var over.`,
              `De krøp inn under et stort, tett grantre, der bakken var tørr og myk av barnåler, og satt der med bøttene mellom knærne og hørte regnet, til skuren var over og sola kom fram igjen.`,
            ),
    ),
    (c) =>
      berry(c).thorns || !learnt(c)
        ? both<NoCtx>(
            (d) =>
              by(
                d,
                `Au! ${h(d)} fikk en skramme.`,
                berry(d).thorns
                  ? `Au! En torn rev ${h(d)} på hånda, og det kom en liten rød stripe.`
                  : `Au! ${h(d)} snublet i en rot og skrapte opp kneet.`,
                berry(d).thorns
                  ? `Au! En lang, stikkete ranke hektet seg fast i ermet, og da ${h(d)} dro seg løs, rev en torn ${ham(d)} på hånda, så det kom en liten rød stripe.`
                  : `Au! ${h(d)} var så opptatt av bærene at ${han(d)} snublet i en rot og skrapte opp kneet på en stein.`,
              ),
            (d) =>
              plaster(d)
                ? by(
                    d,
                    `${F(d)} hadde plaster i lomma.`,
                    `Men ${f(d)} hadde plasteret i lomma, og snart satt det en dinosaur på såret.`,
                  )
                : by(
                    d,
                    `${F(d)} blåste på det, og det gikk over.`,
                    `${F(d)} blåste på det og holdt rundt ${h(d)} en stund, og så gikk det over.`,
                  ),
          )(c)
        : by(
            c,
            `Bøtta ble tyngre og tyngre.`,
            `Bøtta ble tyngre og tyngre, og ${h(c)} måtte bytte hånd.`,
          ),
    (c) =>
      by(
        c,
        `De satte seg og spiste matpakka. Alt smakte godt ute.`,
        `Midt på dagen satte de seg på en mosegrodd stein og spiste matpakka, og ${h(c)} syntes at ingen brødskive hadde smakt så godt.`,
        `Midt på dagen satte de seg på en stor, mosegrodd stein og spiste matpakka med bøttene ved siden av seg, og ${h(c)} syntes at ingen brødskive noensinne hadde smakt så godt som den, med utsikt over alle bærene.`,
      ),
    (c) =>
      by(
        c,
        `«Hvem fyller fortest?» sa ${h(c)}. De plukket om kapp.`,
        `«Hvem fyller fortest?» spurte ${h(c)}, og så plukket de om kapp, og bøttene ble fullere og fullere.`,
        `«Hvem fyller fortest?» spurte ${h(c)}, og så plukket de om kapp, ${h(c)} på den ene siden av tua og ${f(c)} på den andre, og ingen av dem sa noe på lenge, for det var for spennende.`,
      ),
    (c) =>
      by(
        c,
        `Bøtta var nesten full.`,
        `Bøtta var nesten full nå, bare en håndfull til.`,
        `Nå var bøtta nesten full, bare en eneste håndfull til, og ${h(c)} strakte seg etter de siste bærene.`,
      ),
  ],
};

const step = moments<NoCtx>('berries', STEPS, outingKey);

const quiet: Bank<NoCtx> = afterMoments<NoCtx>(
  'berries',
  STEPS,
  outingKey,
  eachOnce<NoCtx>('berries-quiet', [
    (c) =>
      outingKey(c) === 'woodshed'
        ? by(
            c,
            `Det luktet ved i boden.`,
            `Det luktet ved og gammel jord i boden, og lyset kom inn gjennom en sprekk i døra.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'kitchen'
        ? by(
            c,
            `Klokka på veggen tikket.`,
            `Klokka på veggen tikket, og kaffetrakteren til ${f(c)} gurglet ferdig.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'way'
        ? by(
            c,
            `${h(c)} telte skrittene høyt.`,
            `${h(c)} telte skrittene høyt, kom til hundre og tolv og glemte resten.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'way'
        ? by(
            c,
            `Sola varmet på ryggen.`,
            `Sola varmet på ryggen, og bøttene klonket i takt med skrittene.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'patch'
        ? by(
            c,
            `En hakkespett hamret et sted.`,
            `Et sted inne blant trærne hamret en hakkespett, tokk-tokk-tokk.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there'
        ? by(
            c,
            `Det var helt stille. Bare bærene sa plink.`,
            `Det var så stille at de bare hørte fuglene og bærene som sa plink i bøttene.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there'
        ? by(
            c,
            `${F(c)} nynnet en gammel sang.`,
            `${F(c)} nynnet en gammel sang mens ${f(c)} plukket, og ${h(c)} nynnet med.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there'
        ? by(
            c,
            `En trost spiste ${b(c)} den også.`,
            `En trost satt på en grein og spiste ${b(c)} den også, og ${h(c)} lot den få sine.`,
          )
        : null,
  ]),
);

/** Bøtta som velter, like før den er full, og hvordan bærene kommer tilbake i den. */
const spill = (c: NoCtx) =>
  by(
    c,
    `Men ${h(c)} snublet, og bøtta veltet! ${cap(bDef(c))} trillet utover.`,
    `Men akkurat da snublet ${h(c)} i en rot, og bøtta veltet. ${cap(bDef(c))} trillet utover ${ground(c)}.`,
    `Men akkurat da snublet ${h(c)} i en rot, og bøtta veltet. ${cap(bDef(c))} trillet utover ${ground(c)}, i alle retninger.`,
  );

export const berries: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `I dag skulle ${h(c)} og ${f(c)} plukke ${b(c)}!`,
        `I dag skulle ${h(c)} og ${f(c)} på ${tur(c)} ${thereIn(c)}, og ${h(c)} hadde gledet seg hele uka.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} elsket ${berry(c).dish}.`,
        `Ingenting smakte bedre enn ${berry(c).dish}, syntes ${h(c)}.`,
        `Ingenting smakte bedre enn ${berry(c).dish}, syntes ${h(c)}, særlig med ${bDef(c)} plukket selv.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men ${b(c)} må letes fram, ett og ett.`,
        `Men ${b(c)} må letes fram, ett og ett, og de modne sitter ikke alltid der man tror.`,
      ),
  ],
  decide: [
    (c) => by(c, `«Vi fyller bøttene!» sa ${h(c)}.`, `«Vi fyller bøttene helt opp,» sa ${h(c)}.`),
  ],
  attempt: [...step, ...quiet],
  progress: [...step, ...quiet],
  advice: eachOnce<NoCtx>('berries-advice', [
    (c) =>
      c.helper && c.helper.name !== f(c)
        ? by(
            c,
            `«Ta med noe mot regnet,» sa ${c.helper.name}.`,
            `«Ta med noe mot regnet,» sa ${c.helper.name}, «og lokk til bøttene.»`,
          )
        : null,
  ]),
  ask: eachOnce<NoCtx>('berries-ask', [
    (c) =>
      by(
        c,
        `«Hvor vokser ${b(c)}?» spurte ${h(c)}.`,
        `«Hvordan vet man hvor ${b(c)} vokser?» spurte ${h(c)} ${c.helper?.name ?? f(c)}.`,
      ),
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${spill(c)} ${h(c)} gråt ikke. ${Han(c)} plukket dem opp igjen, ett og ett.`,
          `${spill(c)} ${h(c)} svelget gråten. «Vi plukker dem opp igjen,» sa ${han(c)}, og plukket til hvert bær var tilbake.`,
          `${spill(c)} ${h(c)} kjente gråten i halsen, men ${han(c)} svelget den. «Vi plukker dem opp igjen,» sa ${han(c)}, og ${han(c)} plukket, ett og ett, til hvert eneste bær var tilbake i bøtta.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${spill(c)} ${h(c)} og ${f(c)} plukket dem opp sammen.`,
          `${spill(c)} «Sammen!» sa ${f(c)}, og på knærne plukket de bærene opp fra ${ground(c)}, om kapp om hvem som fant flest.`,
          `${spill(c)} «Sammen!» sa ${f(c)}, og så lå de på knærne begge to, ${h(c)} og ${f(c)}, og plukket bærene opp igjen fra ${ground(c)}, og det ble nesten en lek om hvem som fant flest.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${spill(c)} ${h(c)} la ${c.gift.def} fra seg og plukket dem opp igjen.`,
              `${spill(c)} ${h(c)} la ${c.gift.def} fra seg på en stein og plukket bærene opp igjen, ett og ett.`,
              `${spill(c)} ${h(c)} la ${c.gift.def} fra seg på en stein og plukket bærene opp igjen, ett og ett, til bøtta var like full som før.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${spill(c)} ${h(c)} holdt bøtta mot bakken og feide dem inn.`,
          `${spill(c)} ${h(c)} la bøtta på siden inntil ${ground(c)} og feide bærene inn med hånda, som med en liten kost.`,
          `${spill(c)} ${h(c)} tenkte fort. ${Han(c)} la bøtta på siden helt inntil ${ground(c)} og feide bærene inn med hånda, som med en liten kost, og på et blunk var nesten alle tilbake.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `Til slutt var bøtta full til kanten!${lids(c) ? ' De satte på lokket.' : ''}`,
        `Til slutt var den lille bøtta full helt opp til kanten, og den store også.${lids(c) ? ` ${h(c)} trykket lokket godt på, klikk.` : ''}`,
      ),
  ],
  home: inTurn<NoCtx>(
    'berries-home',
    eachOnce<NoCtx>('berries-home', [
      (c) =>
        by(
          c,
          `${De(c)} bar de fulle bøttene hjem.`,
          `${De(c)} gikk hjem med hver sin tunge bøtte, trøtte og ${b(c) === 'blåbær' ? 'blå rundt munnen' : 'klissete på fingrene'} og glade.`,
          `${De(c)} gikk hjem med hver sin tunge bøtte, helt rolig og tett inntil beinet, trøtte og ${b(c) === 'blåbær' ? 'blå rundt munnen' : 'klissete på fingrene'} og glade, og ${h(c)} sølte ikke et eneste bær.`,
        ),
      (c) =>
        by(
          c,
          `Hjemme renset de ${bDef(c)}.`,
          `Hjemme helte de ${bDef(c)} ut på et stort brett og plukket bort blader, strå og en liten, forvirret maur.`,
        ),
      (c) =>
        by(
          c,
          `Så ${berry(c).make[0]} ${h(c)} og ${f(c)} ${berry(c).make[1]}.`,
          `Så ${berry(c).make[2]}.`,
        ),
      (c) =>
        by(
          c,
          `Det luktet ${b(c)} i hele huset.`,
          `Det luktet ${b(c)} og sukker i hele huset, og ${h(c)} fikk slikke sleiva.`,
        ),
    ]),
  ),
  reflection: inTurn<NoCtx>(
    'berries-reflection',
    eachOnce<NoCtx>('berries-reflection', [
      (c) =>
        by(
          c,
          `${made(c) ? '' : `Så ${berry(c).make[0]} ${h(c)} og ${f(c)} ${berry(c).make[1]}. `}Til kvelds spiste de ${berry(c).eat}. Det var det beste ${h(c)} hadde smakt.`,
          `${made(c) ? '' : `Så ${berry(c).make[0]} ${h(c)} og ${f(c)} ${berry(c).make[1]}. `}Til kvelds spiste de ${berry(c).eat}, det beste ${h(c)} hadde smakt.`,
          `${made(c) ? '' : `Så ${berry(c).make[0]} ${h(c)} og ${f(c)} ${berry(c).make[1]}. `}Til kvelds satt ${h(c)} og ${f(c)} ved kjøkkenbordet og spiste ${berry(c).eat}, og det var det beste ${h(c)} hadde smakt, for ${bDef(c)} hadde ${han(c)} plukket selv.`,
        ),
      (c) =>
        by(
          c,
          `Neste år skal vi fylle to bøtter, tenkte ${h(c)}.`,
          mishaps(c).length > 1
            ? `${cap(listOf(mishaps(c)))}, tenkte ${h(c)} mens ${han(c)} slikket skjeen, og likevel ble bøtta full.`
            : `Bøtta veltet, tenkte ${h(c)} mens ${han(c)} slikket skjeen, og likevel ble den full.`,
        ),
    ]),
  ),
  refrain: [(c) => `Ett i bøtta, ett i munn, ${b(c)} til vi ser bunn!`],
  title: [
    (c) => `${h(c)} på ${tur(c)}`,
    (c) => `${cap(tur(c))} ${thereIn(c)}`,
    (c) => `${h(c)} og ${bDef(c)}`,
  ],
};

function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} og ${items[items.length - 1]}`;
}

/** Ut i boden, inn på kjøkkenet; veien; den første flekken; den gode plassen. */
const GO: Record<string, (c: NoCtx) => string> = {
  woodshed: (c) =>
    by(c, `Først gikk ${de(c)} ut i boden.`, `Først gikk ${de(c)} ut i boden for å hente bøttene.`),
  kitchen: (c) =>
    by(
      c,
      `Så gikk ${de(c)} inn på kjøkkenet.`,
      `Så gikk ${de(c)} inn på kjøkkenet for å smøre matpakke.`,
    ),
  way: (c) =>
    by(
      c,
      `Så gikk de av sted til ${there(c)}.`,
      `Så gikk de av sted til ${there(c)}, ${c.place.in === 'i bygda' ? 'gjennom bygda' : `langs stien ${c.place.in}`}.`,
    ),
  patch: (c) =>
    by(
      c,
      `De kom til ${c.place.def}.`,
      `Først stoppet de ${c.place.in}, der ${f(c)} hadde funnet ${b(c)} før.`,
    ),
  there: (c) => by(c, `Endelig var de ${thereIn(c)}.`, `Endelig var de framme ${thereIn(c)}.`),
};

export const berriesScenes = {
  titles: [] as Bank<NoCtx>,
  travel: [(c: NoCtx) => GO[outingKey(c)]?.(c) ?? null] as Bank<NoCtx>,
};
