// Himmelen og lyset, etter tid på døgnet: det som viser at dagen går mot natt.
import type { TimeOfDay } from '../../../scene-spec';
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';
import { isBare } from '../ground';

const bird = '{ei lerke|en rødstrupe|en svarttrost|ei meis|en bokfink|en gjøk}';
const cloudShape =
  '{en båt|en kanin|ei tekanne|en drage|en sko|en sau|en fisk|en hatt|ei sky formet som ei sky|en elefant|ei sukkerspinn|en sovende katt}';

export const sky: Record<TimeOfDay, Bank<NoCtx>> = {
  dawn: [
    (c) =>
      by(
        c,
        `Himmelen var {blek|myk|lys} og ny.`,
        `Himmelen var {blek|myk} og ny, som et {blankt ark|rent laken|nyvasket vindu}.`,
        `Himmelen var {blek|myk} og ny, som et ark ingen hadde skrevet på ennå.`,
      ),
  ],
  morning: [
    (c) =>
      by(
        c,
        `Sola var {varm|lys|god} på {ryggen|nesa|kinnene|armene}.`,
        `Morgensola {varmet godt|skinte klart|klatret høyere|blinket i vannpyttene}, og lufta var {frisk|kjølig|søt}.`,
        `Morgensola {varmet ${c.team.dem} i ryggen|klatret stadig høyere|malte hvert blad litt grønnere}, og lufta var {frisk som et eple|kjølig og søt|full av fuglesang}.`,
      ),
    (c) =>
      by(
        c,
        `Dugg fikk {gresset|bladene|blomstene|edderkoppnettene} til å {glitre|skinne|blinke}.`,
        `Doggdråper {glitret|skinte|blinket} fortsatt på hvert {gresstrå|blad|kronblad|edderkoppnett}.`,
        `Doggdråper hang fortsatt på hvert eneste {gresstrå|blad|kronblad|edderkoppnett} og blinket som bittesmå {lamper|perler|stjerner}.`,
      ),
    (c) =>
      by(
        c,
        `${bird} sang en {morgensang|glad sang|liten sang}.`,
        `Et sted sang ${bird} som om den nettopp hadde hørt {gode nyheter|en god vits|noe fint}.`,
        `Et sted over ${c.team.dem} sang ${bird} som om den nettopp hadde hørt {årets beste nyhet|den beste vitsen i verden|at sommeren var kommet}.`,
      ),
    (c) =>
      by(
        c,
        `Himmelen var {blå|lyseblå|klar} og {stor|ren|ny}.`,
        `Himmelen var {lyseblå|klar og blå|blank} og {helt uten skyer|full av små, hvite dotter|høy og ren}.`,
        `Himmelen var {lyseblå|klar og blå} og {helt uten skyer|full av små, hvite dotter}, som om den også hadde stått tidlig opp.`,
      ),
  ],
  day: [
    (c) =>
      by(
        c,
        `Sola sto høyt{| over ${c.place.def}}, og {skyene var myke|himmelen var blå|lufta var varm|alt var lyst|biene surret}.`,
        `Sola sto høyt, og {skyene var myke|himmelen var knallblå|lufta var varm|skyggene var korte} {over ${c.place.def}|overalt|rundt dem}.`,
        `Sola sto {høyt|rett|midt} over ${c.team.dem}, og {store, hvite skyer drev forbi som sauer|himmelen var den blåeste på hele året|den varme lufta luktet gress|skyggene hadde krøpet sammen under føttene|alt glitret}.`,
      ),
    (c) =>
      by(
        c,
        `Ei sky seilte forbi, formet som ${cloudShape}.`,
        `{Noen myke|Noen små|To store} skyer {drev|seilte|svevde} forbi, og én så ut som ${cloudShape}.`,
        `{Noen myke|Noen store, hvite|Tre små} skyer seilte forbi, og én så nøyaktig ut som ${cloudShape}, helt til vinden {ombestemte seg|blåste den om|gjorde den til noe annet}.`,
      ),
    (c) =>
      by(
        c,
        `Det var {varmt|lunt|solfylt|lyst}, og {biene|fluene|sommerfuglene|maurene} hadde det travelt{| overalt| i gresset}.`,
        `Det var {varmt|lyst|lunt} nå, og {biene|sommerfuglene|øyenstikkerne|humlene} hadde det travelt {overalt|over hver blomst|${c.place.in}}.`,
        `Dagen var blitt {varm|gyllen|lat}, og {biene|sommerfuglene|øyenstikkerne|humlene} hadde det travelt {overalt|over hver blomst}, som om de {hadde en frist|skulle rekke et tog|hadde glemt noe}.`,
      ),
    (c) =>
      by(
        c,
        `{Det var midt på dagen|Nå var det midt på dagen|Det var blitt lunsjtid}, og {magen rumlet|alle var sultne|sola var varm|skyggene var små|biene surret}.`,
        `{Det var midt på dagen|Det var blitt lunsjtid|Sola sto høyt}, og {sola kilte i nakken|ei varm lukt steg opp|en svak bris holdt alle friske|en humle surret forbi} {over ${c.place.def}|fra gresset|akkurat da}.`,
        `{Det var midt på dagen|Nå sto sola på sitt høyeste|Det var blitt lunsjtid}, og {sola kilte i nakken|ei varm lukt steg opp fra bakken|en svak bris kom akkurat når den trengtes|en gjøk ropte et sted}.`,
      ),
  ],
  evening: [
    (c) =>
      by(
        c,
        `Sola sto lavt{| over ${c.place.def}| bak trærne}, og skyggene ble {lange|lengre|tynne|blå}.`,
        `Sola sto {lavt|bak trærne|over åsen}, og skyggene ble {lange|lange og tynne|lange som stylter}.`,
        `Sola sank {lavt|sakte|bak åsen}, og skyggene strakte seg {lange og tynne|over bakken|som stylter}, som om de også var {trøtte|på vei hjem|lei av dagen}.`,
      ),
    (c) =>
      by(
        c,
        `Himmelen ble {rosa|gyllen|oransje|lilla|rød}{| over ${c.place.def}| i kanten}.`,
        `Himmelen ble {rosa|gyllen|oransje|lilla} {i kantene|over ${c.place.def}|bak trærne}, og lyset ble {mykt|varmt|rolig|gyllent}.`,
        `I kantene ble himmelen {rosa|gyllen|oransje}, i samme farge som {modne fersken|varm honning|aprikossyltetøy|bringebærsaft}.`,
      ),
    (c) =>
      by(
        c,
        `Det var ettermiddag, og lyset var {gult|varmt|mykt}.`,
        `Ettermiddagslyset falt {skrått|varmt|gyllent} over alt, og {myggen danset|svalene fløy lavt|en hund gjødde langt borte}.`,
        `Ettermiddagslyset falt {skrått og gyllent|varmt og lavt|mykt og rødt} over {alt|${c.place.def}|hver busk}, og {myggen danset i små skyer|svalene fløy lavt og fort|et sted ropte noen at maten var klar|en hund gjødde langt borte}.`,
      ),
  ],
  dusk: [
    (c) =>
      by(
        c,
        `Den første stjerna {kom fram|tittet fram|dukket opp|blinket} {høyt oppe|over trærne|på himmelen|over taket|i det blå}.`,
        `Den første stjerna tente seg {høyt der oppe|over trærne|like over åsen}, {liten og blank|blid og klar|svak som et nattlys}.`,
        `{Høyt der oppe|Over trærne|Like over åsen|Over ${c.place.def}} tente den første stjerna seg, {liten og modig|blank og blid|svak og blinkende} i det {svinnende|blå|siste} lyset.`,
      ),
    (c) =>
      by(
        c,
        `Det ble {mørkt|skumt}, og {fuglene|biene} dro hjem.`,
        `{Blå|Lange|Myke} skygger krøp over bakken, og {fuglene|biene|sommerfuglene|humlene} dro hjem{| for natta}.`,
        `{Myke|Lange|Stille}, blå skygger krøp over bakken, og et sted sang en {svarttrost|trost|rødstrupe} {dagens siste sang|en liten godnattsang|for de som ville høre}.`,
      ),
    (c) =>
      by(
        c,
        `Det var skumring, og {flaggermus|møll} fløy {forbi|rundt}.`,
        `Det var skumring nå, og {en flaggermus|en møll|ei ugle} {fløy|suste|seilte} forbi {over hodene|like ved|lydløst}.`,
        `Skumringen kom {sigende|listende|stille}, og {en flaggermus|ei ugle|en nattsvermer} {suste|seilte|flakset} {lydløst|lavt|raskt} forbi, på vei til sitt eget nattarbeid.`,
      ),
  ],
  night: [
    (c) =>
      by(
        c,
        `{Månen|Den runde månen|En gul måne} var oppe, og stjernene {var ute|lyste|blinket|glitret} {over taket|over trærne|overalt}.`,
        `Månen var oppe, {rund og blank|tynn som et smil|gul som smør}, og stjernene {var ute|blinket|glitret} {over ${c.place.def}|over hele himmelen|som drysset sukker}.`,
        `Månen hadde steget{| over ${c.place.def}| bak trærne}, {rund og sølvblank|tynn som et smil|gul som en ost}, og himmelen var drysset med {flere stjerner enn noen kunne telle|stjerner som sukker|tusen små lys}.`,
      ),
    (c) =>
      by(
        c,
        `Natta var {myk|stille|rolig|varm}, og {stjernene|ildfluene|lyktene} {blinket|lyste|glødet} {så fint|så svakt|som små lys}.`,
        `Natta var {myk|stille|rolig|varm}, og stjernene {blinket|glitret|skinte} {over ${c.place.def}|høyt oppe|en etter en}.`,
        `Natta var {myk|stille|rolig}, og stjernene blinket som om de {delte en hemmelighet|visste noe|lo av en vits}.`,
      ),
    (c) =>
      by(
        c,
        `{Det var natt|Nå var det natt|Det ble natt|Natta kom|Så ble det natt|Det var blitt natt|Natta kom stille}, og ${c.p(isBare(c.setting) ? ['månen sa god natt', 'stjernene blinket', 'alt ble stille', 'månen tittet fram', `${c.hero.name} gjespet`] : ['ugla sa ho-ho', 'månen sa god natt', 'vinden hvisket hysj', `ugla sa sov godt`, 'eika knirket god natt', 'stjernene blinket', 'alt ble stille', 'månen tittet fram', `${c.hero.name} gjespet`, 'en rev gikk forbi', 'en frosk sa kvekk', 'gresset sov'])}.`,
        `{Det var natt nå|Nå var det natt|Natta kom}, og {ei ugle tutet|en rev bjeffet langt borte|trærne sto helt stille|et lys blinket i et vindu} {mens stjernene tentes|under den store månen|i det blå mørket|over ${c.place.def}}.`,
        `{Det var blitt natt|Natta hadde senket seg|Mørket hadde kommet} ${c.place.in}, og {ei ugle tutet fra et tre|en rev bjeffet et sted langt borte|trærne sto helt stille, som om de sov|alt ble stille og godt}.`,
      ),
  ],
};
