// Et leketøy som blir levende om natta (plan/toy-night-plan): barnet gråter ved leggetid fordi
// noe er blitt borte; når hele huset sover, våkner leken, tar med seg magnetstanga fra fiskespillet
// og den lille lommelykta fra lekekassa, og går ned gjennom huset: kjøkkenet, stua, en skrekk som
// bare er katten. Det som var borte, ligger under sofaen, blir fisket fram med magneten og lagt på
// puta, og leken er tilbake på plassen sin før morgenen. Barnet finner den litt flyttet: et blunk.
// Ingen går ut av huset.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import type { SceneSetting } from '../../../../scene-spec';
import { by } from '../../by-band';
import { eachOnce, inTurn } from '../../place-beats';
import { nobodyMet, noSky, stillAsides } from '../../still-scenes';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
const han = (c: NoCtx) => c.hero.han;
const Han = (c: NoCtx) => cap(han(c));
const ham = (c: NoCtx) => c.hero.ham;
const hans = (c: NoCtx) => c.hero.hans;
/** Barnet som eier leken. */
const k = (c: NoCtx) => c.recipient?.name ?? 'Mia';
const kHan = (c: NoCtx) => c.recipient?.han ?? 'hun';
const kHans = (c: NoCtx) => c.recipient?.hans ?? 'hennes';
const bear = (c: NoCtx) => c.hero.noun.sg === 'bjørn';
/** «bamse» eller «dukke», og formene deres. */
const toy = (c: NoCtx) => (bear(c) ? 'bamse' : 'dukke');
const aToy = (c: NoCtx) => (bear(c) ? 'en bamse' : 'ei dukke');
const paw = (c: NoCtx) => (bear(c) ? 'poten' : 'hånda');
const aPaw = (c: NoCtx) => (bear(c) ? 'den ene poten' : 'den ene hånda');
const paws = (c: NoCtx) => (bear(c) ? 'potene' : 'hendene');
/** «liten» om bamsen, «lita» om dukka. */
const small = (c: NoCtx) => (bear(c) ? 'liten' : 'lita');

/** Det barnet mistet den dagen: noe av metall, så magneten kan hente det. */
const LOST = [
  { a: 'ei lita, blå hårspenne', the: 'den blå hårspenna', short: 'hårspenna' },
  { a: 'ei bitte lita sølvbjelle', the: 'den lille sølvbjella', short: 'bjella' },
  { a: 'en liten, rød lekebil', the: 'den røde lekebilen', short: 'lekebilen' },
];
const lost = (c: NoCtx) => LOST[k(c).length % LOST.length] as (typeof LOST)[number];

const room = (c: NoCtx) => c.place.id;

const ready: Bank<NoCtx> = inTurn<NoCtx>(
  'night-ready',
  eachOnce<NoCtx>('night-ready', [
    (c) =>
      by(
        c,
        `Da hele huset sov, blunket ${h(c)}. Så strakte ${han(c)} seg!`,
        `Da hele huset sov og det ikke var en lyd igjen, blunket ${h(c)}, én gang, to ganger. Så strakte ${han(c)} seg, først den ene ${bear(c) ? 'poten' : 'armen'}, så den andre.`,
        `Da hele huset sov, og den siste bilen hadde kjørt forbi utenfor, og den siste kranen hadde sluttet å dryppe, blunket ${h(c)}, én gang, to ganger. Så strakte ${han(c)} seg, først den ene ${bear(c) ? 'poten' : 'armen'} og så den andre, slik leker gjør når ingen ser.`,
      ),
    (c) =>
      c.place.id === 'playroom'
        ? by(
            c,
            `${k(c)} sov på rommet ved siden av. Alt var stille.`,
            `${k(c)} sov tungt på rommet ved siden av, og hele lekerommet var så stille at ${h(c)} kunne høre sin egen fyll knitre.`,
          )
        : by(
            c,
            `${k(c)} sov tungt i senga. ${h(c)} listet seg forbi, helt stille.`,
            `${k(c)} lå og sov med munnen litt åpen, og ${h(c)} listet seg forbi senga så stille at ikke engang gulvet merket det.`,
            `${k(c)} lå og sov med munnen litt åpen og den ene foten stikkende ut under dyna, og ${h(c)} listet seg forbi senga så stille at ikke engang de gamle gulvplankene merket det.`,
          ),
    (c) =>
      by(
        c,
        `De andre lekene våknet også. «Hvor skal du?»`,
        `En etter en våknet de andre lekene også: blikkroboten, kaninen med ett øre, trebanden. «Hvor skal du?» hvisket de.`,
        `En etter en våknet de andre lekene også: blikkroboten med det knirkete kneet, kaninen med bare ett øre, trebanden på hjul. «Hvor skal du, ${h(c)}?» hvisket de, alle på én gang.`,
      ),
    (c) =>
      by(
        c,
        `«Jeg skal finne ${lost(c).short},» sa ${h(c)}. «${k(c)} var så lei seg.»`,
        `«Jeg skal finne ${lost(c).short},» hvisket ${h(c)}. «${k(c)} var så lei seg. Den må være et sted der nede.»`,
        `«Jeg skal finne ${lost(c).short},» hvisket ${h(c)}. «${k(c)} var så lei seg ved leggetid. Den må være et sted der nede, og jeg vil ha den tilbake på puta før morgenen.»`,
      ),
    (c) =>
      by(
        c,
        `«Vær forsiktig!» sa roboten. «Pass deg for katten!»`,
        `«Vær forsiktig,» knirket roboten. «Og pass deg for katten. Katter vet ikke at leker kan gå.»`,
        `«Vær forsiktig,» knirket roboten, «og pass deg for katten. Katter vet ikke at leker kan gå, og det er mye best om de aldri finner det ut.»`,
      ),
    (c) =>
      by(
        c,
        `Nattlampa lyste som en liten måne. Skyggen til ${h(c)} var stor.`,
        `Nattlampa ved døra lyste som en liten måne, og skyggen til ${h(c)} på veggen så stor og modig ut.`,
        `Nattlampa ved døra lyste som en liten, rund måne, og skyggen til ${h(c)} på veggen så stor og modig ut, mye større og modigere enn ${h(c)} selv følte seg.`,
      ),
    (c) =>
      by(
        c,
        `Roboten hilste, klonk. Kaninen vinket med det ene øret sitt.`,
        `Roboten gjorde honnør med et knirk, og kaninen vinket med det ene øret sitt, som var det modigste den kunne.`,
        `Roboten gjorde honnør, klonk, og kaninen vinket med det ene øret sitt, som var det modigste den visste om, og trebanden rullet et lite stykke bortover hylla for å vinke farvel.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} skled ned teppet som en sklie. Wiii!`,
        `${h(c)} tok tak i hjørnet av teppet og skled helt ned på gulvet, wiii, så stille som et wiii kan være.`,
        `${h(c)} tok tak i hjørnet av teppet til ${k(c)}, som hang ned til gulvet som et mykt ulltau, og skled helt ned, wiii, så stille som et wiii i det hele tatt kan være.`,
      ),
    (c) =>
      c.place.id === 'playroom'
        ? by(
            c,
            `En bil kjørte forbi ute. ${h(c)} sto helt stille.`,
            `En bil kjørte forbi ute, og lysene feide over taket, og ${h(c)} sto helt stille til alt var mørkt og rolig igjen.`,
          )
        : by(
            c,
            `${k(c)} mumlet i søvne. ${h(c)} sto helt stille. Så var alt rolig.`,
            `${k(c)} mumlet noe i søvne og snudde seg, og ${h(c)} sto helt stille til alt var rolig igjen.`,
          ),
    (c) =>
      by(
        c,
        `${h(c)} ga kaninen en klem. «Snart tilbake!»`,
        `${h(c)} ga kaninen en rask klem. «Tilbake før fuglene våkner,» lovet ${han(c)}.`,
      ),
    (c) =>
      by(
        c,
        `Døra sto på gløtt. Akkurat bred nok for ${aToy(c)}!`,
        `Døra sto på gløtt, akkurat bred nok til ${aToy(c)} som trakk inn magen.`,
      ),
  ]),
);

const setUp: Bank<NoCtx> = eachOnce<NoCtx>('night-rule', [
  (c) =>
    by(
      c,
      `Fra lekekassa tok ${h(c)} den lille fiskestanga. Den hadde en magnet!`,
      `Fra lekekassa tok ${h(c)} den lille fiskestanga fra fiskespillet, den med en magnet ytterst, og den bitte lille lommelykta.`,
      `Først klatret ${h(c)} opp i lekekassa og kom opp igjen med to ting: den lille fiskestanga fra fiskespillet, den med en magnet ytterst på snøret, og den bitte lille lommelykta som egentlig var en nøkkelring.`,
    ),
]);

/** Hvert roms egne øyeblikk, fortalt etter hverandre. */
const MOMENTS: Record<string, ((c: NoCtx) => string)[]> = {
  bathroom: [
    (c) =>
      by(
        c,
        `På badet var flisene kalde. Brrr! Kranen dryppet.`,
        `På badet var flisene kalde under ${paws(c)}, og kranen sa drypp, drypp ned i vasken.`,
        `På badet var flisene kalde og glatte under ${paws(c)}, som å gå på et islagt vann, og kranen sa drypp, drypp, drypp ned i vasken.`,
      ),
    (c) =>
      by(
        c,
        `Gummianda på badekaret våknet. «Kvakk! Hei, ${h(c)}!»`,
        `På kanten av badekaret satt den gule gummianda, som våknet og sa «kvakk» med ei veldig lita stemme.`,
        `På kanten av badekaret satt den gule gummianda, som våknet, blunket og sa «kvakk» med den minste stemmen ei and kan ha, for ikke å vekke noen.`,
      ),
    (c) =>
      by(
        c,
        `«Ting som blir borte, ruller ned,» sa anda. «Se under sofaen.»`,
        `«Ting som blir borte, ruller alltid ned,» sa anda klokt. «Se på kjøkkenet, og under den store sofaen.»`,
        `«Ting som blir borte, ruller alltid ned til slutt,» sa anda klokt, «det har jeg sett hundre ganger. Se på kjøkkenet først, og så under den store sofaen.»`,
      ),
    (c) =>
      by(
        c,
        `Tannbørstene sto på rad som soldater. ${h(c)} hilste.`,
        `Tannbørstene sto i koppen sin på rad, som soldater på vakt, og ${h(c)} gjorde honnør til dem.`,
        `Tannbørstene sto stramt i koppen sin på rad, som soldater på vakt ved et slott, og ${h(c)} stilte seg rett opp og gjorde honnør til hver eneste en av dem.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} så ${aToy(c)} i speilet. Det var ${ham(c)}!`,
        `I speilet så ${aToy(c)} tilbake på ${h(c)}, og det tok et øyeblikk før ${han(c)} skjønte at det var ${ham(c)} selv.`,
      ),
    (c) =>
      by(
        c,
        `Håndkleet hang ned som et teppe. ${h(c)} gikk gjennom.`,
        `Et stort håndkle hang ned fra stanga som et mykt, blått teppe, og ${h(c)} gikk gjennom det som om ${han(c)} gikk inn på en scene.`,
        `Et stort håndkle hang ned fra stanga som et mykt, blått teppe, og ${h(c)} gikk gjennom det som om ${han(c)} gikk inn på en scene, og bukket for et publikum som bare var ei gummiand.`,
      ),
    (c) =>
      by(
        c,
        `En liten båt lå i badekaret. ${h(c)} klatret opp i den!`,
        `En liten plastbåt lå i det tomme badekaret, og ${h(c)} klatret opp i den og lot som ${han(c)} seilte, bare et øyeblikk, til den andre enden og tilbake.`,
        `En liten plastbåt lå i det tomme badekaret, og ${h(c)} kunne ikke la være: ${han(c)} klatret opp i den og lot som ${han(c)} seilte, bare et øyeblikk, over et stort, hvitt hav til kranen og tilbake igjen.`,
      ),
    (c) =>
      by(
        c,
        `Såpa luktet eple. ${h(c)} snuste på den to ganger.`,
        `Såpa på kanten av vasken luktet grønne epler, og ${h(c)} snuste på den to ganger, for én gang var ikke nok.`,
        `Såpa på kanten av vasken luktet grønne epler og sommer, og ${h(c)} snuste på den to ganger, for én gang var slett ikke nok, og så nøs ${han(c)} et bitte lite nys.`,
      ),
    (c) =>
      by(
        c,
        `Anda ga ${h(c)} et vått kyss. Æsj! Takk!`,
        `Før ${h(c)} gikk, ga anda ${ham(c)} et lite, vått kyss på kinnet for lykke, og ${h(c)} tørket det bort og sa takk.`,
      ),
    (c) =>
      by(
        c,
        `«Lykke til!» kvakket anda og vippet opp og ned.`,
        `«Lykke til!» kvakket anda og vippet som om den seilte på en stor bølge.`,
      ),
  ],
  kitchen: [
    (c) =>
      by(
        c,
        `På kjøleskapet hang tegninger. En var av ${h(c)}!`,
        `På kjøleskapsdøra hang tegningene til ${k(c)}, og en av dem var av ${h(c)}, med veldig store ører og et veldig stort smil.`,
        `På kjøleskapsdøra hang alle tegningene til ${k(c)}, holdt oppe av magneter formet som frukt, og en av dem var av ${h(c)}, med veldig store ører, et veldig stort smil og navnet til ${k(c)} skrevet under med vaklete bokstaver.`,
      ),
    (c) =>
      by(
        c,
        `En skje lå på gulvet. ${h(c)} la den tilbake.`,
        `En skje hadde falt på gulvet, og ${h(c)} bar den tilbake til bordet, for ${aToy(c)} liker at det er ryddig.`,
      ),
    (c) =>
      by(
        c,
        `Kjøleskapet nynnet en sang. Hmmmm. Det var våkent, det også.`,
        `Kjøleskapet nynnet en lav sang for seg selv, hmmmm, som en som ikke får sove, det heller.`,
        `På det mørke kjøkkenet nynnet kjøleskapet en lang, lav sang for seg selv, hmmmm, som en som ikke fikk sove, det heller, og som ikke brydde seg det minste om det.`,
      ),
    (c) =>
      by(
        c,
        `Det lå smuler under bordet. Et helt festmåltid!`,
        `Under bordet lå det smuler fra middagen, og for ${aToy(c)} så ${small(c)} så de ut som et helt festmåltid.`,
        `Under bordet lå det smuler fra middagen, ei ert og en halv kjeks, og for ${aToy(c)} så ${small(c)} som ${h(c)} så de ut som et helt festmåltid dekket på gulvet.`,
      ),
    (c) =>
      by(
        c,
        `Kranen sa drypp, drypp, drypp. Så høyt i stillheten!`,
        `Kranen sa drypp, drypp, drypp, og hver dråpe hørtes like høy ut som en tromme i stillheten.`,
        `Kranen sa drypp, drypp, drypp, og i nattestillheten hørtes hver eneste dråpe like høy ut som en tromme, så ${h(c)} skvatt litt for hver.`,
      ),
    (c) =>
      by(
        c,
        `Kjøkkenklokka sa tikk, takk. Den telte natta.`,
        `Kjøkkenklokka sa tikk, takk, tikk, takk, som om den telte hvor lenge ${h(c)} hadde igjen.`,
        `Høyt oppe på veggen sa kjøkkenklokka tikk, takk, tikk, takk, og ${h(c)} fikk en følelse av at den telte hvor lenge det var igjen til morgenen.`,
      ),
    (c) =>
      by(
        c,
        `Katten sov i kurven sin. Hysj! ${h(c)} listet seg forbi.`,
        `I kurven ved ovnen lå katten krøllet sammen som ei pelsete pute, og ${h(c)} gikk forbi på ytterste tuppen av ${paws(c)}.`,
        `I kurven ved ovnen lå katten krøllet sammen som ei stor, pelsete pute og malte i søvne, og ${h(c)} gikk forbi på ytterste tuppen av ${paws(c)} uten å tørre å puste.`,
      ),
    (c) =>
      by(
        c,
        `En liten mus tittet fram. Den vinket med ei lita, rosa hånd!`,
        `En liten mus tittet fram bak brødboksen, så på ${h(c)} og vinket med ei bitte lita, rosa hånd, som om leker om natta ikke var noe nytt.`,
        `En liten mus tittet fram bak brødboksen, så lenge på ${h(c)} og vinket så med ei bitte lita, rosa hånd, som om leker som gikk rundt om natta, var det mest vanlige i verden.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} klatret opp på en stol. Kjøkkenet så ut som en by!`,
        `${h(c)} klatret opp stolbeinet, ${bear(c) ? 'pote' : 'hånd'} over ${bear(c) ? 'pote' : 'hånd'}, og fra setet så hele kjøkkenet ut som en mørk, blank by.`,
        `${h(c)} klatret opp beinet på en kjøkkenstol, ${bear(c) ? 'den ene poten' : 'den ene hånda'} over den andre, og fra setet så hele kjøkkenet ut som en mørk, blank by, med kjøleskapet som et tårn og bordet som et stort, flatt torg.`,
      ),
    (c) =>
      by(
        c,
        `Kattematen luktet fisk. Æsj! ${h(c)} holdt seg for nesa.`,
        `Kattematskåla ved døra luktet så sterkt av fisk at ${h(c)} måtte holde seg for nesa da ${han(c)} gikk forbi.`,
        `Kattematskåla ved døra luktet så sterkt av fisk at ${h(c)} måtte holde seg for nesa med begge ${bear(c) ? 'potene' : 'hendene'} da ${han(c)} gikk forbi, og likevel rynket ${han(c)} på nesa i lang tid etterpå.`,
      ),
    (c) =>
      by(
        c,
        `En kjekssmule på gulvet! ${h(c)} spiste den. Knask, knask.`,
        `${h(c)} fant en stor kjekssmule på gulvet og gnagde på den, knask, knask, selv om ${toy(c)}r egentlig ikke trenger mat.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} lyste med lykta. Grytene skinte som fjes.`,
        `${h(c)} lyste med den lille lykta bortover hylla, og grytene og pannene skinte tilbake som en rad med runde fjes.`,
      ),
  ],
  'living-room': [
    (c) =>
      by(
        c,
        `Et leketog lå på teppet. ${h(c)} dyttet på det. Tsjo!`,
        `Et leketog var blitt liggende på teppet, og ${h(c)} ga det en liten dytt, og det trillet av gårde inn i mørket helt av seg selv, tsjo, tsjo.`,
        `Et leketog var blitt liggende på teppet etter dagens lek, og ${h(c)} ga det en liten dytt, bare for å se, og det trillet av gårde inn i mørket helt av seg selv, tsjo, tsjo, til det dunket forsiktig borti et bordbein.`,
      ),
    (c) =>
      by(
        c,
        `Ovnen tikket. Tikk, tikk. Der var det varmt.`,
        `Ovnen under vinduet tikket lavt mens den ble kald, tikk, tikk, og ${h(c)} varmet ${paws(c)} på den et øyeblikk.`,
        `Ovnen under vinduet tikket lavt mens den ble kald, tikk, tikk, som en som prater i søvne, og ${h(c)} varmet ${paws(c)} på den et lite øyeblikk før ${han(c)} gikk videre.`,
      ),
    (c) =>
      by(
        c,
        `Et møll fløy rundt lampa. Det sa hei!`,
        `Et grått møll flakset rundt lampa og satte seg på øret til ${h(c)} et øyeblikk, lett som et hvisk, og fløy videre.`,
        `Et lite, grått møll flakset rundt den slukkede lampa og satte seg på øret til ${h(c)} et øyeblikk, lett som et hvisk, før det fløy videre ut i mørket på sine egne nattlige ærend.`,
      ),
    (c) =>
      by(
        c,
        `Sofaen var stor som et fjell. Teppet var en åker.`,
        `Sofaen sto i mørket stor som et fjell, og teppet foran den var en vid, myk åker.`,
        `Sofaen sto i mørket stor som et fjell, med puter som kampesteiner, og teppet foran den var en vid, myk åker der ${aToy(c)} kunne gå i en evighet.`,
      ),
    (c) =>
      by(
        c,
        `I akvariet blåste gullfisken en boble. Blupp! Hei!`,
        `I akvariet svømte gullfisken sakte rundt og blåste en boble mot ${h(c)}, blupp, som for å si hei.`,
        `I det lysende akvariet svømte gullfisken sakte rundt det lille slottet sitt og blåste så en boble mot ${h(c)}, blupp, for sånn sier gullfisker hei til besøk om natta.`,
      ),
    (c) =>
      by(
        c,
        `Månelyset lå på gulvet som melk. ${h(c)} gikk bortover det.`,
        `Gjennom en glipe i gardinene lå månelyset over gulvet som en lang stripe melk.`,
        `Gjennom en glipe i gardinene lå månelyset over gulvet som en lang, hvit stripe sølt melk, og ${h(c)} gikk bortover den som om det var en sti laget bare for ${ham(c)}.`,
      ),
    (c) =>
      by(
        c,
        `Den store klokka sa bong. Én! ${h(c)} sto helt stille.`,
        `Den store klokka i hjørnet sa bong, bare én gang, og ${h(c)} sto helt stille til lyden var borte.`,
        `Den store, gamle klokka i hjørnet sa bong, bare én gang, så dypt at gulvet summet, og ${h(c)} sto helt stille til lyden hadde trillet bort i alle krokene i huset.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} fant store tøfler. De så ut som to varme båter!`,
        `Ved lenestolen sto et par tøfler, og for ${h(c)} så de ut som to store, varme båter.`,
        `Ved lenestolen sto et par store ulltøfler, og for ${h(c)} så de ut som to varme båter som lå og ventet i en havn, så ${han(c)} klatret opp i den ene og hvilte litt.`,
      ),
    (c) =>
      by(
        c,
        `I hylla satt de gamle lekene. De vinket.`,
        `I bokhylla satt de gamle lekene som ingen lekte med lenger, og de vinket til ${h(c)} og smilte.`,
        `I bokhylla satt de gamle lekene som ingen lekte med lenger, en klovn og en porselenskatt, og de vinket til ${h(c)} og smilte, glade for besøk endelig.`,
      ),
    (c) =>
      by(
        c,
        `Planten ved vinduet så ut som en jungel.`,
        `Den store planten ved vinduet så ut som en hel jungel, og ${h(c)} gikk under bladene som en oppdagelsesreisende.`,
        `Den store planten ved vinduet så ut som en hel jungel der nedefra, og ${h(c)} gikk inn under de store, grønne bladene som en oppdagelsesreisende og så etter tigrer som bare var skygger.`,
      ),
    (c) =>
      by(
        c,
        `En puslespillbit lå på teppet. ${h(c)} la den tilbake.`,
        `En puslespillbit lå på teppet, og ${h(c)} la den tilbake i eska, for det er det snille ${toy(c)}r gjør.`,
      ),
    (c) =>
      by(
        c,
        `Et pledd lå på gulvet. ${h(c)} klatret over det.`,
        `Et pledd hadde glidd ned fra sofaen, og ${h(c)} klatret over de myke haugene og dalene og pustet og peste.`,
        `Et pledd hadde glidd ned fra sofaen og lå på gulvet som et helt landskap, og ${h(c)} klatret over de myke haugene og ned i de myke dalene og pustet og peste som en fjellklatrer.`,
      ),
  ],
};

const moments: Bank<NoCtx> = Object.entries(MOMENTS).flatMap(([place, list]) =>
  eachOnce<NoCtx>(
    `night-${place}`,
    list.map((t) => (c: NoCtx) => (room(c) === place ? t(c) : null)),
  ),
);

/** The looks that fail, room by room: the kitchen's first, then the living room's. */
const tries: Bank<NoCtx> = [
  ...inTurn<NoCtx>(
    'night-try-kitchen',
    eachOnce<NoCtx>('night-try-kitchen', [
      (c) =>
        by(
          c,
          `${h(c)} så under bordet. Bare ei ert og en knapp!`,
          `${h(c)} lyste under kjøkkenbordet, men der var det bare ei ert og en knapp som var blitt borte.`,
          `${h(c)} krøp inn under kjøkkenbordet og lyste inn i hver krok, men der var det bare ei ert, en knapp som var blitt borte, og veldig mye støv.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} så bak brødboksen. Bare ei skje.`,
          `${h(c)} så bak brødboksen og i skokurven ved døra, men fant bare ei skje og en sokk uten make.`,
        ),
    ]),
  ).map((t) => (c: NoCtx) => (room(c) === 'kitchen' ? t(c) : null)),
  ...inTurn<NoCtx>(
    'night-try-living',
    eachOnce<NoCtx>('night-try-living', [
      (c) =>
        by(
          c,
          `${h(c)} lette bak putene. Bare en mynt.`,
          `${h(c)} gravde bak sofaputene, der ting som blir borte, liker å gjemme seg, men fant bare en mynt og en fargestift.`,
          `${h(c)} gravde seg ned bak sofaputene, der ting som blir borte, liker å gjemme seg aller best, og fant en mynt, en fargestift og en veldig gammel rosin, men ikke ${lost(c).short}.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} så under lenestolen. Bare støv! Atsjo, atsjo!`,
          `${h(c)} så under lenestolen, og en stor, grå støvdott trillet ut og fikk ${ham(c)} til å nyse.`,
          `${h(c)} ålte seg inn under lenestolen med lykta, og en stor, grå støvdott trillet ut og fikk ${ham(c)} til å nyse, atsjo, så høyt at ${han(c)} frøs til og lyttet.`,
        ),
      (c) =>
        by(
          c,
          `Noe skinte under sofaen! Men det var for langt inne.`,
          `Så skinte noe under sofaen, langt inne: ${lost(c).the}! Men den lå for langt inne, og ${paw(c)} til ${h(c)} var for kort.`,
          `Så, da lyset fra lykta feide inn under sofaen, glimtet det i noe, langt, langt inne: ${lost(c).the}! ${h(c)} strakte seg inn så langt ${han(c)} kunne, men ${paw(c)} var altfor kort, og den ble liggende der den lå.`,
        ),
    ]),
  ).map((t) => (c: NoCtx) => (room(c) === 'living-room' ? t(c) : null)),
];

const scared: Bank<NoCtx> = inTurn<NoCtx>(
  'night-scared',
  eachOnce<NoCtx>('night-scared', [
    (c) =>
      by(
        c,
        `To grønne øyne åpnet seg. Katten! ${h(c)} sto helt stille.`,
        `Plutselig åpnet to grønne øyne seg i kurven. Katten! ${h(c)} sto så stille som en leke, og det er ikke vanskelig for ${aToy(c)}.`,
        `Plutselig åpnet to grønne øyne seg i kurven ved ovnen. Katten! ${h(c)} sto så stille som en leke, og det er ikke vanskelig når en er en, og etter en stund gjespet katten, snudde seg to ganger og sovnet igjen.`,
      ),
    (c) =>
      by(
        c,
        `Gulvet knirket. Knirk! Det var bare det gamle huset.`,
        `Gulvet knirket, og hjertet til ${h(c)} hoppet. Men det var bare det gamle huset som strakte seg i søvne.`,
        `Gulvet knirket, lenge og langsomt, og hjertet til ${h(c)} hoppet helt opp i halsen. Men det var bare det gamle huset som strakte seg i søvne, slik gamle hus gjør om natta.`,
      ),
    (c) =>
      by(
        c,
        `Noe beveget seg! Det var bare gardinen.`,
        `Noe beveget seg ved vinduet, og ${h(c)} gjemte seg bak ei pute. Men det var bare gardinen som vaiet i en liten trekk.`,
        `Noe beveget seg ved vinduet, og ${h(c)} kastet seg bak ei pute og holdt pusten. Men det var bare gardinen som vaiet i en liten trekk fra vinduet som sto på gløtt.`,
      ),
  ]),
);

const idea: Bank<NoCtx> = eachOnce<NoCtx>('night-idea', [
  (c) =>
    by(
      c,
      `Så husket ${h(c)} fiskestanga fra lekekassa. Magneten!`,
      `Så husket ${h(c)} hva ${han(c)} hadde tatt med fra lekekassa: den lille fiskestanga med magneten ytterst.`,
      `${h(c)} satte seg ned på teppet og tenkte. Og så husket ${han(c)} hva ${han(c)} hadde båret med seg helt fra lekekassa: den lille fiskestanga, med magneten ytterst på snøret.`,
    ),
]);

const more: Bank<NoCtx> = inTurn<NoCtx>(
  'night-wait',
  eachOnce<NoCtx>('night-wait', [
    (c) =>
      by(
        c,
        `Gullfisken så på med store, runde øyne. Hva nå?`,
        `Gullfisken presset nesa mot glasset og så på med store, runde øyne, for å se hva ${aToy(c)} ville gjøre nå.`,
        `Gullfisken presset nesa helt inntil glasset og så på med store, runde øyne, for å se hva i all verden ${aToy(c)} med fiskestang ville finne på nå.`,
      ),
    (c) =>
      by(
        c,
        `Ute gled månen ned bak taket. Morgenen kom.`,
        `Ute gled månen sakte ned bak taket til naboen. Det var ikke så lenge igjen av natta.`,
        `Ute gled månen sakte ned bak taket til naboen, og himmelen over det var litt mindre svart enn før. Det var ikke så veldig lenge igjen av natta.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} la seg flat på magen. Forsiktig nå.`,
        `${h(c)} la seg flat på magen på teppet, med lykta i munnen, og siktet nøye.`,
        `${h(c)} la seg flat på magen på teppet, holdt den bitte lille lykta mellom tennene så lyset skinte inn under sofaen, og siktet nøye med fiskestanga.`,
      ),
    (c) =>
      by(
        c,
        `«Sakte,» hvisket ${h(c)} til seg selv. «Sakte.»`,
        `«Sakte,» hvisket ${h(c)} til seg selv, «sakte, som når ${k(c)} fisker ved vannet.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} tenkte på ${k(c)} som var lei seg. Prøv igjen!`,
        `${h(c)} tenkte på det triste fjeset til ${k(c)} ved leggetid, og da ble ${paws(c)} rolige.`,
      ),
    (c) =>
      by(
        c,
        `Snøret svingte fram og tilbake. Ikke der. Litt til.`,
        `Snøret svingte til venstre, så til høyre. Ikke der. Litt til. Litt til.`,
      ),
    (c) =>
      by(
        c,
        `En fugl ute sa «kvitt?» Morgenen var på vei!`,
        `Et sted ute sa en fugl «kvitt?», veldig søvnig, som om den spurte om det var på tide ennå.`,
        `Et sted ute i hagen sa en fugl «kvitt?», veldig søvnig og forsiktig, som om den spurte de andre fuglene om det var på tide å våkne ennå.`,
      ),
  ]),
);

/** Magneten, og det den henter. */
const fish = (c: NoCtx) =>
  by(
    c,
    `${h(c)} lot magneten gli inn under sofaen. Klikk! Ut kom ${lost(c).the}!`,
    `${h(c)} lot magneten gli inn under sofaen, sakte, sakte, helt til: klikk! ${Han(c)} sveivet inn, og ut kom ${lost(c).the}, fast på magneten.`,
  );

export const toyNight: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `Den kvelden gråt ${k(c)} ved leggetid. ${cap(lost(c).the)} var borte!`,
        `Den kvelden gråt ${k(c)} ved leggetid, for ${lost(c).the} var borte, et sted i huset, og ingen fant den.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} satt i hylla og så alt sammen.`,
        `${h(c)}, ${toy(c) === 'bamse' ? 'bamsen' : 'dukka'} til ${k(c)}, satt i hylla og så alt sammen. Om dagen kan ${aToy(c)} ikke si et ord. Men om natta ...`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men huset var stort og mørkt, og ${h(c)} var ${small(c)}.`,
        `Men om natta var huset stort og mørkt, og ${aToy(c)} er veldig ${small(c)}, og morgenen kommer alltid.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Jeg skal finne den,» tenkte ${h(c)}. «Før morgenen.»`,
        `«Jeg skal finne den,» tenkte ${h(c)}, og knappeøynene skinte. «Og jeg er tilbake før morgenen.»`,
      ),
  ],
  travel: [
    (c) =>
      room(c) === 'bathroom'
        ? by(
            c,
            `Først gikk ${h(c)} over gangen til badet.`,
            `Først listet ${h(c)} seg over gangen og inn gjennom baderomsdøra, som aldri var helt lukket.`,
          )
        : null,
    (c) =>
      room(c) === 'kitchen'
        ? by(
            c,
            `Ned trappa gikk ${h(c)}, dunk, dunk, til kjøkkenet.`,
            `Ned trappa gikk ${h(c)}, ett trinn om gangen, dunk, dunk, dunk, og bortover gangen til kjøkkenet.`,
          )
        : null,
    (c) =>
      room(c) === 'living-room'
        ? by(
            c,
            `Så listet ${h(c)} seg gjennom gangen til stua.`,
            `Så listet ${h(c)} seg tilbake gjennom gangen og inn døra til stua.`,
          )
        : null,
  ],
  ...nobodyMet<NoCtx>(),
  attempt: tries,
  progress: [],
  lesson: idea,
  steps: {
    ready,
    walk: inTurn<NoCtx>(
      'night-stairs',
      eachOnce<NoCtx>('night-stairs', [
        (c) =>
          by(
            c,
            `Hvert trappetrinn var som et stup. ${h(c)} hoppet. Dunk!`,
            `For ${aToy(c)} så ${small(c)} var hvert trappetrinn et stup, så ${h(c)} satte seg på kanten av hvert trinn og skled, dunk, ned på det neste.`,
            `For ${aToy(c)} så ${small(c)} som ${h(c)} var hvert trappetrinn et stup, så ${han(c)} satte seg på kanten av hvert eneste ett, holdt godt i fiskestanga og skled, dunk, ned på det neste, og det neste, og det neste.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} telte trinnene på vei ned. Det var tretten!`,
            `${h(c)} telte trinnene på vei ned, og det var tretten, ett mer enn ${han(c)} hadde trodd.`,
          ),
      ]),
    ),
    meanwhile: inTurn<NoCtx>(
      'night-upstairs',
      eachOnce<NoCtx>('night-upstairs', [
        (c) =>
          by(
            c,
            `Oppe ventet de andre lekene ved døra. Roboten holdt vakt.`,
            `Oppe satt de andre lekene på rad ved døra og ventet, og roboten holdt vakt med det ene lyset sitt som blinket.`,
            `Oppe satt de andre lekene på rad ved soveromsdøra og ventet og lyttet, og roboten holdt vakt med det ene lille lyset på brystet som fortsatt blinket.`,
          ),
        (c) =>
          by(
            c,
            `«Kommer ${han(c)} tilbake i tide?» spurte kaninen.`,
            `«Kommer ${han(c)} tilbake før morgenen?» hvisket kaninen, og anda sa: «Det gjør ${h(c)} alltid.»`,
          ),
        (c) =>
          by(
            c,
            `${k(c)} snudde seg og smilte i søvne.`,
            `${k(c)} snudde seg i senga og smilte i søvne, som om ${kHan(c)} drømte om noe som var funnet.`,
          ),
      ]),
    ),
    think: inTurn<NoCtx>(
      'night-think',
      eachOnce<NoCtx>('night-think', [
        (c) =>
          by(
            c,
            `${h(c)} tenkte på tårene til ${k(c)}. ${Han(c)} gikk videre.`,
            `${h(c)} tenkte på tårene til ${k(c)} ved leggetid og gikk litt fortere.`,
            `${h(c)} tenkte på tårene til ${k(c)} ved leggetid, de store, runde som hadde dryppet ned på hodet ${hans(c)}, og gikk litt fortere gjennom mørket.`,
          ),
        (c) =>
          by(
            c,
            `Et hus er stort om natta, tenkte ${h(c)}. Men ikke for stort.`,
            `Et hus er veldig stort om natta, tenkte ${h(c)}, men ikke for stort for ${aToy(c)} med lommelykt.`,
            `Et hus er veldig stort om natta, tenkte ${h(c)}, mye større enn om dagen, men aldri for stort for ${aToy(c)} med lommelykt og en plan.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} nynnet godnattsangen til ${k(c)}, helt stille.`,
            `${h(c)} nynnet godnattsangen til ${k(c)} helt stille for seg selv, og mørket føltes litt mindre mørkt.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} så mot vinduet. Fortsatt mørkt. Bra!`,
            `${h(c)} så mot vinduet. Det var fortsatt mørkt ute, og fortsatt tid, men ikke så veldig mye.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} var sliten. Men ${han(c)} stoppet ikke.`,
            `Beina til ${h(c)} begynte å bli slitne, for ${toy(c)}bein er ikke laget for lange turer. Men ${han(c)} stoppet ikke.`,
          ),
      ]),
    ),
    rule: setUp,
    browse: moments,
    scared,
    wait: more,
  },
  turn: {
    brave: [(c) => fish(c)],
    together: [(c) => fish(c)],
    gift: [(c) => fish(c)],
    clever: [(c) => fish(c)],
  },
  resolution: [
    (c) =>
      by(
        c,
        `${h(c)} skyndte seg opp. ${Han(c)} la den på puta til ${k(c)} og satte seg i hylla, helt stille.`,
        `${h(c)} skyndte seg opp trappa igjen mens vinduet ble grått, la ${lost(c).the} på puta til ${k(c)}, rett ved nesa ${kHans(c)}, og klatret opp i hylla igjen, bare ${aToy(c)} igjen.`,
      ),
  ],
  home: inTurn<NoCtx>(
    'night-home',
    eachOnce<NoCtx>('night-home', [
      (c) =>
        by(
          c,
          `Om morgenen fant ${k(c)} ${lost(c).the} på puta! ${h(c)} satt litt skjevt, med en smule på ${paw(c)}. Og blunket ${han(c)}?`,
          `Om morgenen fant ${k(c)} ${lost(c).the} på puta. ${h(c)} satt litt skjevt i hylla, med en smule på ${aPaw(c)}. «Var det deg?» hvisket ${kHan(c)}. Og det ene knappeøyet ga et bitte lite blunk.`,
        ),
      (c) =>
        by(
          c,
          `${k(c)} ga ${h(c)} en kjempeklem. En lang, varm en.`,
          `${k(c)} ga ${h(c)} verdens største klem og la ${lost(c).short} trygt i eska ved senga.`,
        ),
      (c) =>
        by(
          c,
          `Til frokost satt ${h(c)} på fanget til ${k(c)}. Smuler og alt!`,
          `Til frokost fikk ${h(c)} sitte på fanget til ${k(c)}, og ${k(c)} børstet smulen av ${paw(c)} og lo.`,
        ),
      (c) =>
        by(
          c,
          `${k(c)} fortalte det ved frokosten. Ingen trodde det!`,
          `${k(c)} fortalte alle ved frokosten om ${lost(c).the} på puta, og ingen trodde et ord av det, og det var like greit.`,
        ),
      (c) =>
        by(
          c,
          `Den kvelden la ${k(c)} ${h(c)} ved puta.`,
          `Den kvelden la ${k(c)} ${h(c)} på puta i stedet for i hylla. «I tilfelle du må ut igjen,» hvisket ${kHan(c)}.`,
        ),
      (c) =>
        by(
          c,
          `Katten snuste lenge på ${h(c)}. Så gikk den sin vei.`,
          `Katten kom og snuste lenge på ${h(c)}, som om den hadde et spørsmål, og gikk så sin vei med halen til værs.`,
        ),
    ]),
  ),
  reflection: eachOnce<NoCtx>('night-reflection', [
    (c) =>
      by(
        c,
        `Og lekene? De visste det. Men de sa det aldri.`,
        `Og de andre lekene i hylla? De visste alt om det, selvfølgelig. Men de sa det aldri til noen.`,
      ),
  ]),
  refrain: [(c) => `Når huset sover tungt og godt, står ${h(c)} opp og titter smått!`],
  title: [
    (c) => `${h(c)} våkner om natta`,
    () => `Da huset sov`,
    (c) => `${h(c)} og nattens eventyr`,
  ],
};

const ROOMS: SceneSetting[] = ['bedroom', 'kitchen', 'house', 'school'];
const look: Bank<NoCtx> = [
  (c) =>
    room(c) === 'kitchen'
      ? by(
          c,
          `Kjøkkenet var mørkt og stille. Alt så større ut.`,
          `Kjøkkenet var mørkt og stille, og alt der så større ut enn om dagen.`,
        )
      : room(c) === 'playroom'
        ? by(
            c,
            `Lekerommet var mørkt og stille.`,
            `Lekerommet var mørkt, og alle lekene satt stille på plassene sine.`,
          )
        : room(c) === 'bathroom'
          ? by(
              c,
              `Badet luktet såpe og tannkrem.`,
              `Badet luktet såpe og tannkrem, og nattlyset fikk flisene til å skinne.`,
            )
          : room(c) === 'living-room'
            ? by(
                c,
                `Stua var full av skygger. Klokka tikket i hjørnet.`,
                `Stua var full av myke skygger, og klokka tikket i hjørnet.`,
              )
            : by(
                c,
                `Rommet var mørkt og varmt. ${k(c)} pustet rolig.`,
                `Rommet var mørkt og varmt, og ${k(c)} pustet rolig i senga si.`,
              ),
];

/** Huset om natta, fortalt med lekens egne ord, aldri en bjørns dag ute. */
export function toyNightScenes(settings: Partial<Record<SceneSetting, Bank<NoCtx>>>) {
  return {
    titles: [] as Bank<NoCtx>,
    intro: [
      (c: NoCtx) =>
        by(
          c,
          `${h(c)} var ${aToy(c)}. ${Han(c)} bodde i hylla på rommet til ${k(c)}.`,
          `${h(c)} var ${aToy(c)} som bodde i hylla over senga til ${k(c)}, mellom en blikkrobot og en kanin med ett øre.`,
        ),
    ] as Bank<NoCtx>,
    heroLook: [
      (c: NoCtx) =>
        by(
          c,
          `${Han(c)} hadde knappeøyne og myk mage. ${bear(c) ? 'Pelsen' : 'Kjolen'} var slitt.`,
          `${Han(c)} hadde to blanke knappeøyne, en myk mage og ${bear(c) ? 'en pote' : 'en arm'} som var sydd på igjen, to ganger.`,
        ),
    ] as Bank<NoCtx>,
    habit: [
      (c: NoCtx) =>
        by(
          c,
          `Hver dag tok ${k(c)} ${h(c)} med seg overalt, til og med i badekaret.`,
          `Hver dag bar ${k(c)} ${h(c)} med seg overalt, til frokost og i badekaret og ut til husken.`,
        ),
    ] as Bank<NoCtx>,
    dayStart: [
      (c: NoCtx) =>
        by(
          c,
          `Det var kveld. Snart ble lysene slukket.`,
          `Det var kveld, og huset gjorde seg klart til å sove: tennene pusset, historier lest, lyset slukket.`,
        ),
    ] as Bank<NoCtx>,
    ...stillAsides<NoCtx>(),
    closing: [
      (c: NoCtx) =>
        by(
          c,
          `Se på din egen ${toy(c)} i morgen. Har den flyttet seg?`,
          `Så i morgen tidlig kan du se godt på din egen ${toy(c)}. Sitter den akkurat slik du forlot den?`,
        ),
    ] as Bank<NoCtx>,
    setting: { ...settings, ...Object.fromEntries(ROOMS.map((s) => [s, look])) },
    sky: noSky<NoCtx>(),
  };
}
