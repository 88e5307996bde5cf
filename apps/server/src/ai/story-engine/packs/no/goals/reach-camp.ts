// En natt ute: sekken pakkes (med det ene som kommer til å bety noe), veien dit, teltet slås
// opp eller hytta åpnes, det en leir møter (regn, vind, våt ved, ei lykt som blir borte, mygg),
// vendepunktet som bruker det som ble pakket, og leiren som står til slutt. Kvelden og natta
// fortelles av natt-ute-bankene (no/night-out.ts).
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { foodById } from '../../../lexicon/foods-activities';
import { by } from '../../by-band';
import { cap, joinList } from '../../../text';
import { campHold, inCabin, type CampHold } from '../../camp-hold';
import { withHouseSteps } from '../../home-camp';
import { noHouseSteps } from './garden-camp';

const h = (c: NoCtx) => c.hero.name;
const at = (c: NoCtx) => c.target?.in ?? 'i skogen';
const to = (c: NoCtx) => c.target?.to ?? 'til skogen';
/** Den som ble med («bestefar», «pappa», en venn), eller ingen. */
const comp = (c: NoCtx) => c.friend?.name;
const team = (c: NoCtx) => c.team.name;
const de = (c: NoCtx) => c.team.de;
const grownUp = (c: NoCtx) =>
  !!c.friend && ['grown-up', 'grandparent'].includes(c.friend.char.kind);
/** «teltet» eller «hytta»: der de sover om natta. */
const shelter = (c: NoCtx) => (inCabin(c) ? 'hytta' : 'teltet');
const trip = (c: NoCtx) => (inCabin(c) ? 'hyttetur' : 'telttur');

/** Det som skal lages på bålet, med familiens ord: «pølser», «marshmallows». */
function fareItems(c: NoCtx): string[] {
  return (c.cook ?? ['sausage']).map((id) => {
    const f = foodById(id);
    return f ? (f.countable ? f.no.pl : f.no.sg) : id;
  });
}
/** «pølser og marshmallows» */
export const noFare = (c: NoCtx): string => joinList(fareItems(c), 'og');
/** Det som pakkes, som én liste: «en sovepose, ei lommelykt, pølser og et tau». */
const packed = (c: NoCtx, first: string[]): string =>
  joinList([...first, ...fareItems(c), gear(c).a], 'og');

/** Det ene som ble pakket, og som ordner det som går galt i leiren. */
const GEAR: Record<CampHold, { a: string; the: string }> = {
  'camp-rain': { a: 'en stor, grønn presenning', the: 'presenningen' },
  'camp-wind': { a: 'et langt tau', the: 'tauet' },
  'camp-fire': { a: 'en pose med tørr never', the: 'neveret' },
  'camp-torch': { a: 'ei ekstra hodelykt', the: 'hodelykta' },
  'camp-midges': { a: 'et fint myggnett', the: 'myggnettet' },
};
const gear = (c: NoCtx) => GEAR[campHold(c)];

/** Et råd på veien som passer det som venter i leiren. */
const TIP: Record<CampHold, [string, string]> = {
  'camp-rain': ['Sånne skyer gir regn før kvelden.', 'Ha noe over teltet.'],
  'camp-wind': ['Der dere skal, liker vinden å leke.', 'Bind teltet godt fast.'],
  'camp-fire': ['Våt ved bare ryker.', 'Tørr never tar fyr med en gang.'],
  'camp-torch': ['Når det blir mørkt, er det lett å miste ting.', 'Ha lykta der hånda finner den.'],
  'camp-midges': ['Myggen elsker stille kvelder ved vannet.', 'Hold teltdøra lukket.'],
};

/** Hvordan det som ble pakket, ordner det som gikk galt: verbet, og resten av setningen. */
const FIX = (c: NoCtx): [string, string] => {
  const all: Record<CampHold, [string, string]> = {
    'camp-rain': [
      'spente',
      `${gear(c).the} mellom to trær, rett over ${shelter(c)}, og regnet rant av den {som vann av gåsa|i små bekker|med en trommende lyd}`,
    ],
    'camp-wind': [
      'bandt',
      `teltet fast med ${gear(c).the}, {rundt to store steiner|til en tung, gammel stokk|til en solid stubbe}, med en knute som ikke ga seg, og teltet sto støtt`,
    ],
    'camp-fire': [
      'stappet',
      `${gear(c).the} inn under kvistene og tente en fyrstikk, og en liten flamme krøp opp, så en større, som {knitret|smalt|freste} fornøyd`,
    ],
    'camp-torch': [
      'skrudde',
      `på ${gear(c).the}, og der, {i gresset ved ${shelter(c)}|under en bregne|ved siden av sekken}, lå den bortkomne lommelykta`,
    ],
    'camp-midges': [
      'hengte',
      `${gear(c).the} foran døra og tente et lite bål som røk, og myggen {ga opp og surret sin vei|drev bort med røyken|dro for å plage noen andre}`,
    ],
  };
  return all[campHold(c)];
};
/** Med `who` som subjekt først: «de spente presenningen …». */
const fix = (c: NoCtx, who: string): string => `${who} ${FIX(c)[0]} ${FIX(c)[1]}`;
/** Med et forfelt, så verbet kommer før subjektet (V2): «Så spente de presenningen …». */
const fixAfter = (c: NoCtx, front: string, who: string): string =>
  `${front} ${FIX(c)[0]} ${who} ${FIX(c)[1]}`;

/** Det som går galt i leiren: to forsøk for hver, fyldigere for de eldste. */
const trouble: Record<CampHold, [(c: NoCtx) => string, (c: NoCtx) => string]> = {
  'camp-rain': [
    (c) =>
      by(
        c,
        `Så kom regnet. Dryp, dryp, dryp på teltet!`,
        `${cap(de(c))} hadde akkurat slått opp teltet da regnet kom. Det trommet på taket, og en kald liten bekk rant inn under døra.`,
        `Teltet var knapt oppe før himmelen ble grå og regnet kom, først noen store dråper og så et jevnt, trommende regn, og snart rant det en kald liten bekk inn under døra.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} satte en kopp under dryppet. Den ble fort full.`,
        `${h(c)} satte en kopp under det verste dryppet, men den ble full på et blunk, og soveposene begynte å bli fuktige.`,
      ),
  ],
  'camp-wind': [
    (c) =>
      by(
        c,
        `Svisj! Vinden tok teltet!`,
        `Akkurat da teltet var oppe, tok et vindkast tak i det, og svisj! Der blafret det av sted {som en stor, grønn fugl|bortover gresset|mot buskene}.`,
        `Akkurat da den siste pluggen var slått ned, kom et vindkast og rev teltet løs, og av sted for det, blafrende og tumlende som en stor, klønete fugl.`,
      ),
    (c) =>
      by(
        c,
        `De slo pluggene ned igjen. Vinden rev dem opp.`,
        `${team(c)} løp etter og slo pluggene ned igjen, men vinden rev dem løs like fort.`,
      ),
  ],
  'camp-fire': [
    (c) =>
      by(
        c,
        `Veden var våt. Den bare røk.`,
        `Men veden ${at(c)} var fuktig, og uansett hvordan de bygde bålet, bare freste og røk det.`,
        `Men veden de hadde samlet ${at(c)}, var gjennomfuktig, og uansett hvor forsiktig de bygde bålet, bare freste det, surmulte og sendte opp tynn, grå røyk.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} blåste og blåste. Ingen flammer kom.`,
        `${h(c)} blåste på kvistene til kinnene ble røde, men ikke én flamme ville komme, og maten var fortsatt rå.`,
      ),
  ],
  'camp-torch': [
    (c) =>
      by(
        c,
        `Det ble mørkt. Hvor var lommelykta?`,
        `Da det begynte å mørkne, kjente ${h(c)} etter lommelykta i sekken. Den var borte!`,
        `Da skumringen krøp innpå, stakk ${h(c)} hånda ned i sekken etter lommelykta, men kjente bare sokker og en skje. Lommelykta var borte.`,
      ),
    (c) =>
      by(
        c,
        `De kjente i gresset. Bare pinner og steiner.`,
        `${team(c)} famlet rundt i gresset ved ${shelter(c)}, men fant bare pinner, steiner og en svært forbauset bille.`,
      ),
  ],
  'camp-midges': [
    (c) =>
      by(
        c,
        `Så kom myggen. Bzzz! Så mye mygg!`,
        `Så, da kvelden ble stille, kom myggen, en hel summende sky.`,
        `Så ble lufta stille og myk, og fra ingensteds kom myggen, en summende, grå sky som fant hvert øre og hver ankel.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} viftet og viftet. Det kom mer mygg.`,
        `${h(c)} viftet, klasket og dasket, men for hver mygg som forsvant, kom det ti nye.`,
      ),
  ],
};

const campOutside: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${team(c)} skulle på ${trip(c)} ${at(c)}!`,
        inCabin(c)
          ? `I dag skulle ${team(c)} til den lille hytta ${at(c)} og være der hele natta.`
          : `I dag skulle ${team(c)} på telttur ${at(c)} og sove i telt {hele natta|under stjernene|til det ble morgen}.`,
        inCabin(c)
          ? `I dag skulle ${team(c)} endelig til den lille hytta ${at(c)}, uten strøm og uten vann i springen, og være der hele natta.`
          : `I dag skulle ${team(c)} endelig på telttur ${at(c)}: et telt som skulle slås opp, et bål som skulle tennes, og en hel natt under stjernene.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ville sove ute ${at(c)}.`,
        `${h(c)} hadde {talt dagene|gledet seg hele uka|drømt om det lenge}: en hel natt ${at(c)}${comp(c) ? ` med ${comp(c)}` : ''}, i ${shelter(c)}.`,
        `${h(c)} hadde talt dagene i flere uker: en hel natt ${at(c)}${comp(c) ? ` med ${comp(c)}` : ''}, i ${shelter(c)}, med stjernene og nattelydene rett utenfor.`,
      ),
  ],
  // A fear the family named is said at the start, so the night can meet it.
  show: [
    (c) =>
      c.fear
        ? by(
            c,
            `Men ${c.owner.name} var litt redd for ${c.fear.of}.`,
            `Men ${c.owner.name} var litt redd for ${c.fear.of}, og ${at(c)} kom natta til å bli stor.`,
            `Men ${c.owner.name} var litt redd for ${c.fear.of}, og ingen hadde sagt hvor stor og mørk ei natt ${at(c)} kunne bli.`,
          )
        : null,
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men det var langt ${to(c)}.`,
        `Men det var langt ${to(c)}, og ${shelter(c)} måtte være ${inCabin(c) ? 'varm' : 'oppe'} før det ble mørkt.`,
        `Men det var en lang tur ${to(c)}, og ${grownUp(c) ? `${comp(c)} sa` : 'alle visste'} at ${shelter(c)} måtte være ${inCabin(c) ? 'varm og opplyst' : 'oppe og godt festet'} før det ble mørkt.`,
      ),
    (c) =>
      campHold(c) === 'camp-rain' || campHold(c) === 'camp-wind'
        ? by(
            c,
            `Himmelen så litt {grå|urolig} ut.`,
            `${cap(comp(c) ?? h(c))} så opp på himmelen. «${campHold(c) === 'camp-rain' ? 'Det kan bli regn i kveld' : 'Det kan bli ei vindfull natt'},» sa ${comp(c) ? c.friend?.han : c.hero.han}.`,
          )
        : null,
  ],
  decide: [
    (c) =>
      by(
        c,
        `${inCabin(c) ? 'Soveposene' : 'Teltet'} og ${gear(c).a} gikk oppi sekken, og ${noFare(c)} også. Så dro de!`,
        `Oppi sekken gikk ${packed(c, [inCabin(c) ? 'soveposene' : 'teltet', ...(inCabin(c) ? [] : ['soveposene']), 'ei lommelykt'])}, for sikkerhets skyld. «Klar!» sa ${h(c)}.`,
        `Oppi sekkene gikk ${inCabin(c) ? 'soveposene, ei stekepanne' : 'teltet, soveposene, ei stekepanne'}, ${noFare(c)}, ei lommelykt og, for sikkerhets skyld, ${gear(c).a}. «Klar,» sa ${h(c)} og svingte sekken på ryggen.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} pakket ${gear(c).a} også. Så gikk de!`,
        `${h(c)} pakket sin egen sekk: ${packed(c, ['en sovepose', 'ei lommelykt'])}. Så bar det av sted.`,
      ),
  ],
  // Framme i leiren: teltet slås opp (eller hytta låses opp), og så kommer det som går galt.
  meet: [
    (c) =>
      `${by(
        c,
        inCabin(c)
          ? `${team(c)} fant nøkkelen og låste opp hytta.`
          : `${team(c)} slo opp teltet: stenger inn, plugger ned.`,
        inCabin(c)
          ? `${team(c)} fant nøkkelen under trappesteinen, låste opp hytta og bar inn {sekkene|et fang med ved|vann fra bekken}.`
          : `${team(c)} fant en {flat og myk|mosegrodd|jevn} plass ${at(c)} og slo opp teltet: stenger inn, plugger ned, barduner stramme.`,
      )} ${trouble[campHold(c)][0](c)}`,
  ],
  meetAgain: [(c) => trouble[campHold(c)][0](c)],
  attempt: [
    (c) => trouble[campHold(c)][1](c),
    (c) =>
      inCabin(c)
        ? by(
            c,
            `Inne i hytta var det iskaldt.`,
            `Inne i hytta var det kaldt som i en kjeller, og vedkassa var nesten tom.`,
          )
        : by(
            c,
            `De prøvde igjen. Flopp, sa teltet!`,
            `De prøvde å rette det opp, men teltet seig sammen på den ene siden og sank ned med et sukk.`,
            `De prøvde å rette det opp, men teltet lente seg som en trøtt hest og falt så sammen i gresset med et langt sukk.`,
          ),
  ],
  progress: [
    (c) =>
      by(
        c,
        `«Dette klarer vi,» sa ${comp(c) ?? h(c)}.`,
        `«Ingen leir blir perfekt første gang,» sa ${comp(c) ?? h(c)}. «Vi prøver igjen.»`,
        `«Ingen leir blir perfekt første gang,» sa ${comp(c) ?? h(c)}, «og de beste historiene kommer fra de turene der noe går litt galt.»`,
      ),
    (c) =>
      by(
        c,
        {
          'camp-rain': `De flyttet soveposene til det tørreste hjørnet.`,
          'camp-wind': `Denne gangen gikk pluggene dypt ned.`,
          'camp-fire': `De samlet nye kvister, de tynneste de fant.`,
          'camp-torch': `De sto stille og lot øynene venne seg til mørket.`,
          'camp-midges': `De dro hettene godt over ørene.`,
        }[campHold(c)],
        {
          'camp-rain': `${team(c)} flyttet soveposene bort i det tørreste hjørnet og la en jakke over dem.`,
          'camp-wind': `Denne gangen slo ${team(c)} pluggene dypt ned og strammet hver eneste bardun, og teltet sto litt rettere.`,
          'camp-fire': `${team(c)} samlet nye kvister, de tynneste og tørreste de kunne finne.`,
          'camp-torch': `${team(c)} sto helt stille og lot øynene venne seg til mørket, og snart kunne de se omrisset av ${shelter(c)}.`,
          'camp-midges': `${team(c)} dro hettene godt over ørene og snørte dem til, så bare nesene stakk ut.`,
        }[campHold(c)],
      ),
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `«${TIP[campHold(c)][1].replace(/\.$/, ',')}» sa ${c.helper.kindDef}.`,
            `«Her har du et tips til turen,» sa ${c.helper.kindDef}. «${TIP[campHold(c)].join(' ')}»`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper && c.place.id !== c.target?.id
        ? by(
            c,
            `«Er dette veien ${to(c)}?» spurte ${h(c)}.`,
            `«Vi skal på ${trip(c)} ${at(c)},» sa ${h(c)}. «Er dette riktig vei?»`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} gikk ut og gjorde det. ${cap(fix(c, h(c)))}.`,
          `${h(c)} dro på seg støvlene og gikk rett ut, og ${fix(c, c.hero.han)}.`,
          `${h(c)} trakk pusten dypt, dro på seg støvlene og gikk ut alene. Fingrene var kalde, men hjertet var sta: ${fix(c, c.hero.han)}.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `Sammen klarte de det. ${cap(fix(c, team(c)))}.`,
          comp(c)
            ? `${cap(comp(c)!)} viste ${h(c)} hvordan, og så hjalp de hverandre: ${fix(c, 'de')}.`
            : `${h(c)} og ${c.helper?.kindDef ?? 'en ny venn'} jobbet side om side, og ${fix(c, 'de')}.`,
        ),
    ],
    gift: [
      (c) =>
        by(
          c,
          `${h(c)} husket rådet fra veien. ${cap(fix(c, team(c)))}.`,
          `${h(c)}${c.gift ? ` klemte ${c.gift.def} hardt i hånda,` : ''} husket rådet fra veien og gravde fram ${gear(c).the} fra sekken. ${fixAfter(c, 'Så', 'de')}.`,
        ),
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} fikk en idé: ${gear(c).the}! ${cap(fix(c, team(c)))}.`,
          `Da kom ${h(c)} på ${gear(c).the}, som var pakket med for sikkerhets skyld. Så var det bare å sette i gang: ${fix(c, 'de')}.`,
          `Da kom ${h(c)} på hva som lå nederst i sekken, pakket med for sikkerhets skyld: ${gear(c).the}. Så var det bare å sette i gang, og ${fix(c, 'de')}.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      inCabin(c)
        ? by(
            c,
            `Endelig knitret det i peisen, og hytta ble varm.`,
            `Endelig knitret det i peisen, stearinlysene var tent, og den lille hytta ble varm og gyllen.`,
            `Endelig knitret det i peisen, stearinlysene var tent på bordet, og den lille hytta ${at(c)} ble varm og gyllen, mens natta presset det mørke ansiktet sitt mot vinduet.`,
          )
        : by(
            c,
            `Endelig sto teltet, stramt og rett. «Leiren vår!» sa ${h(c)}.`,
            `Endelig sto teltet stramt og rett ${at(c)}, soveposene lå utrullet inni, og bålet {knitret|smalt|glødet} i steinringen. «Leiren vår!» sa ${h(c)}.`,
            `Endelig sto teltet stramt og rett ${at(c)}, med barduner som sang litt i vinden, soveposene utrullet inni og et bål som knitret i steinringen. «Vår helt egen leir,» sa ${h(c)} og kunne nesten ikke tro det.`,
          ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `Det hadde vært en lang dag, men en god dag.`,
        `Det hadde vært en lang dag, full av {opp- og nedturer|overraskelser|våte føtter og latter}, og ${h(c)} ville ikke ha byttet den bort for noe.`,
        `${h(c)} tenkte på alt som hadde gått galt den dagen, og på hvordan alt sammen var blitt ordnet, og kjente seg riktig stor.`,
      ),
    (c) =>
      by(
        c,
        `«Dette er det fineste stedet i verden,» sa ${h(c)}.`,
        `«${comp(c) ? `${cap(comp(c)!)}, dette` : 'Dette'} er det fineste stedet i hele verden,» sa ${h(c)}{, og ingen sa imot| med et søvnig smil|, og mente det}.`,
      ),
  ],
  refrain: [
    () => `Sekk på ryggen, telt og bål – ut på tur, det er vårt mål!`,
    () => `Sovepose og lommelykt – ute er det godt og trygt!`,
  ],
  title: [
    (c) => `${h(c)} på ${trip(c)}`,
    (c) => (c.target ? `Ei natt ${at(c)}` : null),
    (c) => (comp(c) ? `${h(c)} og ${comp(c)} sover ute` : `${h(c)} sover ute`),
  ],
};

/** A night out; in one's own garden, the house's own steps first. */
export const campOut: GoalTexts<NoCtx> = withHouseSteps(campOutside, noHouseSteps);
