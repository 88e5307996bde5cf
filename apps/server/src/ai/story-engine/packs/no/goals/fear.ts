import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { limb } from '../slots';
import { fearTurn } from './fear-turn';
import { fearFail, fearMeet, fearMeetAgain, fearStep } from './fear-steps';
import { what } from './fear-steps-night';

const o = (c: NoCtx) => c.owner.name;
const han = (c: NoCtx) => c.owner.han;
const of = (c: NoCtx) => c.fear?.of ?? 'mørket';
const isDark = (c: NoCtx) => of(c) === 'mørket';
/** Redd for noe man gjør («å falle», «at ingen vil leke»), ikke for en ting. */
const deed = (c: NoCtx) => /^(å|at) /.test(of(c));
/** Den som spør hjelperen: eieren av redselen, eller vennen på vegne av henne eller ham. */
const asker = (c: NoCtx) => (c.buddy && c.chance(0.35) ? c.buddy : c.owner);
const hk = (c: NoCtx) => c.helper?.kindDef ?? 'ugla';

const TIPS: Record<string, string[]> = {
  mørket: [
    'mørket er bare dagen med øynene lukket',
    'natta er full av snille ting du ikke ser',
    'hver stjerne er et nattlys',
    'mørket er bare et teppe verden legger over seg for å sove',
    'om natta hviler fargene seg, de er ikke borte',
    'alle lydene om natta er bare dyr som sier god natt',
    'månen holder vakt hele natta',
    'uglene er våkne og passer på alle som sover',
    'i mørket kan du høre hjertet ditt si at alt er bra',
  ],
  torden: [
    'torden er bare skyene som dulter borti hverandre',
    'tell mellom lynet og brakene, så hører du uværet gå sin vei',
    'et uvær går alltid over',
    'torden er himmelen som trommer, og den går snart lei',
    'etter torden kommer det alltid regn som lukter godt',
  ],
  'dypt vann': [
    'vannet bærer deg hvis du lar det',
    'du kan alltid begynne der det er grunt',
    'rolig pust får deg til å flyte',
    'vannet er bare et stort, vått fang',
    'fiskene er ikke redde, og de er mye mindre enn deg',
  ],
  'store hunder': [
    'la hunden snuse på deg først',
    'en hund som logrer, vil bare leke',
    'stå stille og snakk rolig, så blir hunden rolig også',
  ],
  'at alle ser på': [
    'se på ett vennlig fjes og glem de andre',
    'alle som ser på, vil at det skal gå bra',
    'pust sakte ut før du begynner',
  ],
  bølgene: [
    'bølgene kommer og går, og du kan hoppe over dem én etter én',
    'den sjuende bølgen er alltid den minste',
    'snu deg mot bølgen, så løfter den deg bare opp',
  ],
  'høye steder': [
    'se på neste skritt, ikke på bakken',
    'hold fast med begge hender og pust',
    'høye steder viser deg hele verden',
    'fuglene bor høyt oppe, og de synes det er fint',
    'ett trinn om gangen er aldri høyt',
  ],
  'å være alene': [
    'du er aldri helt alene når noen er glad i deg',
    'venner er bare folk du ikke har møtt ennå',
    'stjernene holder deg med selskap',
    'når du tenker på noen, er de litt med deg',
    'selv månen er alene, og den smiler likevel',
  ],
  'monstre under senga': [
    'de fleste monstre er sjenerte og vil bare ha en venn',
    'sier du hei, sier monstre som regel hei tilbake',
    'monstre er reddere for deg enn du er for dem',
    'monstre under senga liker best å bli lest godnatthistorie for',
    'et monster med bamse er ikke farlig',
  ],
  edderkopper: [
    'edderkopper er små og travle og vil ingen noe vondt',
    'et edderkoppnett er en slags blonde',
    'edderkopper fanger fluene som plager deg',
    'en edderkopp har åtte bein og bare ett ønske: å være i fred',
    'edderkopper er verdens flinkeste vevere',
  ],
  'å falle': [
    'den som faller, kan reise seg igjen',
    'se på neste skritt, ikke på bakken',
    'alle som har lært å gå, har falt mange ganger',
    'hold godt fast, så holder du deg oppe',
  ],
  'høye lyder': [
    'et smell er borte like fort som det kom',
    'hold deg for ørene og tell til tre, så er det over',
    'de fleste høye lyder er bare noen som har det travelt',
    'trommer bråker fordi de er glade',
  ],
  'lyder om natta': [
    'hver lyd om natta har et navn, og ingen av dem er skumle',
    'huset knirker fordi det også legger seg til å sove',
    'ei ugle som roper, sier bare god natt',
    'lytter du lenge nok, viser hver lyd seg å være noe lite',
  ],
  'nye ting': [
    'nye ting er bare rare til du kjenner dem',
    'alle venner var fremmede en gang',
    'det første skrittet er det største',
    'alt du liker nå, var nytt en gang',
    'nye ting er som gaver du ikke har åpnet ennå',
  ],
};
/** Råd som passer enhver redsel, også en sagt med familiens egne ord. */
const BRAVE = [
  'modig er å være redd og prøve likevel',
  'ett lite skritt om gangen er nok',
  'pust sakte ut, så blir redselen mindre',
  'redselen blir mindre hver gang du møter den',
];
const tip = (c: NoCtx) => c.p(TIPS[of(c)] ?? BRAVE);
const hide =
  '{under et teppe|under dyna|bak gardinen|i skapet|under senga|bak en stor stol|inni en haug med puter}';
const shiver = '{skalv|skjelte|ristet|klapret med tennene}';
/**
 * The same after a fronted clause, verb first and then the subject (V2): «klapret han litt med
 * tennene», never «klapret med tennene han».
 */
const shook = (subject: string, rest: string): string =>
  `{skalv|skjelte|ristet} ${subject} ${rest}`;
const chattered = (subject: string, rest: string): string =>
  `{${shook(subject, rest)}|klapret ${subject} ${rest} med tennene}`;

export const fear: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${o(c)} var {veldig|fryktelig|så|litt|ganske|skikkelig} redd for ${of(c)}, {særlig om kvelden|mest når ${han(c)} var alene|mest ved leggetid|når ingen andre var der|helt fra ${han(c)} var liten|selv om ${han(c)} var stor|mer enn noe annet}.`,
        `${o(c)} hadde en {hemmelighet|liten hemmelighet|bekymring}: ${han(c)} var redd for ${of(c)}, {særlig om kvelden|mer enn for noe annet|og hadde alltid vært det}.`,
        `${o(c)} hadde en hemmelighet som nesten ingen visste om: ${han(c)} var redd for ${of(c)}, og redselen lå i magen som {en kald stein|en isklump|en knute som ikke ville løsne}.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} {likte ikke|syntes ikke noe om|var ikke glad i|brydde seg ikke om|var ikke venner med} ${of(c)}, {ikke i det hele tatt|ikke det spor|ikke en gang litt|aldri noensinne|ikke en eneste dag|verken ute eller inne|ikke om kvelden heller}.`,
        `Det var én ting ${o(c)} ikke likte i det hele tatt, og det var ${of(c)}, {selv på gode dager|uansett hva noen sa|samme hva}.`,
        `Det fantes bare én ting i verden som ${o(c)} virkelig ikke likte, og det var ${of(c)}. Bare å tenke på det fikk ${c.owner.person ? '{knærne|hendene}' : '{halen|ørene}'} til å skjelve.`,
      ),
    (c) =>
      by(
        c,
        `{Når|Hver gang|Så snart} ${o(c)} tenkte på ${of(c)}, {ble ${han(c)} kald på tærne|ville ${han(c)} helst ha en klem|${chattered(han(c), 'litt')}|ble magen litt rar|ville ${han(c)} helst gjemme seg|ble beina myke som gelé|ble ${han(c)} helt stille|holdt ${han(c)} pusten med en gang}.`,
        `Når ${o(c)} tenkte på ${of(c)}, {${shook(han(c), 'fra topp til tå')}|knøt magen seg som en sløyfe|ville ${han(c)} helst krype under dyna og bli der}.`,
        `Bare ${o(c)} hørte ordet «${of(c)}», {${shook(han(c), 'fra ørene og helt ned')}|ble magen ${c.owner.hans} til en stram, liten knute|kjente ${han(c)} hjertet hoppe opp i halsen}.`,
      ),
    (c) =>
      c.buddy
        ? by(
            c,
            `{Bare|Kun} ${c.buddy.name} {visste|ante|skjønte} at ${o(c)} var {så|litt|fryktelig|veldig} redd for ${of(c)}{| om kvelden}.`,
            `${c.buddy.name} visste noe som ingen andre visste: ${o(c)} var {fryktelig|veldig|grusomt} redd for ${of(c)}.`,
            `${c.buddy.name} var den eneste som visste det: ${o(c)}, som ellers var så {${c.timid ? 'blid|travel|sprek' : 'modig|tøff|sprek'}}, var redd for ${of(c)}.`,
          )
        : null,
  ],
  problem: [
    (c) =>
      by(
        c,
        isDark(c)
          ? `{Sola gikk ned|Lyset forsvant|Lampa sloknet|Dagen ble borte|Kvelden kom|Sola sank bak åsen|Det siste lyset ble borte}, og {snart|med ett|sakte|litt etter litt} ble det {mørkt|svart|mørkt overalt|mørkt i hvert hjørne|mørkt og stille}.`
          : `{Så, en dag,|En morgen|En kveld} måtte ${o(c)} være {modig|tøff|stor}.`,
        isDark(c)
          ? `Men dagene ble kortere, og {snart|hver kveld|før ${han(c)} visste ordet av det} kom mørket {litt tidligere|snikende|som en katt}.`
          : `Og så, en dag, var det ikke lenger til å komme unna: ${o(c)} måtte være modig.`,
        isDark(c)
          ? `Men dagene ble kortere, og hver kveld kom mørket litt tidligere og listet seg inn ved vinduene som {en katt|en tåke|et stille dyr}.`
          : `Og så, en dag, var det ingen vei utenom, og ${o(c)} måtte finne motet {et sted|der det gjemte seg|inni seg}.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} {gjemte seg|krøp sammen|satt helt stille} ${hide} og {hvisket|sa|pep|mumlet}: «{Jeg er redd|Jeg tør ikke|Jeg vil ikke}.»`,
        `${o(c)} gjemte seg ${hide} og hvisket: «{Jeg er redd|Jeg tør ikke|Jeg vil ikke være redd}.»`,
        `${o(c)} dro teppet helt opp til {nesa|øynene|ørene} og hvisket: «Jeg er redd, og jeg vet ikke hvordan jeg skal slutte.»`,
      ),
    (c) =>
      c.buddy
        ? by(
            c,
            `${c.buddy.name} så at ${o(c)} ${shiver} og spurte {lavt|snilt|forsiktig|stille}: «{Er du redd|Hva er det|Hva skjer|Går det bra|Er alt bra}{|, kompis|, vennen}?»`,
            `${c.buddy.name} så at ${o(c)} ${shiver}. «{Er du redd|Hva er galt}?» spurte ${c.buddy.han} {lavt|forsiktig|snilt}.`,
            `${c.buddy.name} la merke til at ${o(c)} ${shiver} og {var stille|ikke ville se opp|holdt seg for øynene}. «Er du redd?» spurte ${c.buddy.han} {lavt|forsiktig}, og ${o(c)} nikket.`,
          )
        : null,
  ],
  decide: [
    (c) =>
      c.buddy
        ? by(
            c,
            `«{Jeg hjelper deg|Jeg er med deg|Vi gjør det sammen|Jeg passer på deg},» {sa|hvisket|lovet} ${c.buddy.name} {og tok hånda til ${o(c)}|og smilte|lavt|og ga ${c.owner.ham} en klem}.`,
            `«{Jeg hjelper deg|Jeg er med deg hele veien},» sa ${c.buddy.name}, «og {sammen|side om side} finner vi ut hvordan man blir modig.»`,
            `«Da finner vi ut hvordan man blir modig,» sa ${c.buddy.name}, «sammen. Ingen skal måtte være modig {helt alene|på egen hånd|uten en venn}.»`,
          )
        : null,
    (c) =>
      by(
        c,
        `«Jeg vil {være modig|bli modig|ikke være redd},» {sa|hvisket|bestemte} ${o(c)}, «så jeg {skal|vil|må} {finne ut hvordan|lære det|spørre rundt|øve}.»`,
        `«Jeg vil være modig,» sa ${o(c)}, «og kanskje noen {der ute|i verden|i nærheten} kan vise meg hvordan.»`,
        `«Jeg vil ikke være redd {for alltid|hele livet|lenger},» sa ${o(c)}, «så jeg skal finne {noen som vet hvordan man blir modig|den modigste av alle|noen som er klok}.»`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} ${c.owner.dressed ? 'tok på seg {lua|støvlene|jakka|skjerfet}' : 'ristet seg'} og {sa|ropte|hvisket|lo}: «{Nå|Kom, nå|Ja, nå} {går vi|prøver vi|drar vi}{| ut| sammen}!»`,
        `${o(c)} ${c.owner.dressed ? 'tok på seg {lua|støvlene|den varme jakka}' : 'ristet seg'}, trakk pusten og sa: «{Nå drar vi|Jeg er klar|Kom, vi går}.»`,
        `${o(c)} ${c.owner.dressed ? 'tok på seg {lua|støvlene|den varme jakka}' : 'rettet ryggen'}, trakk pusten {dypt|langsomt|helt ned i magen} og sa: «Jeg er redd, men jeg går likevel, {for det er vel det som heter modig|for det er sånn man gjør|og det er det}.»`,
      ),
  ],
  meet: fearMeet,
  meetAgain: fearMeetAgain,
  attempt: [
    ...fearFail,
    (c) =>
      by(
        c,
        `${o(c)} {prøvde|forsøkte|prøvde virkelig|prøvde og prøvde} å være modig, men {skalv og skalv|ristet som gelé|gjemte seg bak ${c.buddy ? c.buddy.name : 'en stein'}|knep øynene igjen|holdt seg for ørene}.`,
        `${o(c)} prøvde å være modig ved å ${c.p(['lukke begge øynene', 'nynne veldig høyt', 'telle til ti', 'stå på én fot'])}, men det hjalp ikke {så mye|noe særlig|i det hele tatt}.`,
        `${o(c)} prøvde å være modig ved å ${c.p(['knipe begge øynene igjen', `nynne så høyt ${han(c)} kunne`, 'telle til hundre'])}, men redselen var der fortsatt, bare litt stillere.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} tok ett {lite|bitte lite|forsiktig|lydløst} skritt{| fram| framover}, og så {løp ${han(c)} tilbake|hoppet ${han(c)} bakover|snudde ${han(c)} på flekken|rygget ${han(c)} unna}!`,
        `${o(c)} tok ett lite skritt framover, og {løp så rett tilbake|snudde på flekken|hoppet bakover med et pip}.`,
        `${o(c)} tok ett lite skritt framover, så ett til, og så bestemte beina seg på egen hånd for å løpe rett tilbake.`,
      ),
    (c) =>
      by(
        c,
        `«Jeg er {ikke redd|modig|stor}!» {sa|ropte} ${o(c)}, men stemmen var {liten|tynn|pipete|bitte liten}.`,
        `«Jeg er ikke redd,» sa ${o(c)} høyt, men stemmen ble {liten og tynn|pipete som ei mus|borte på slutten}.`,
      ),
  ],
  progress: [
    ...fearStep,
    (c) =>
      by(
        c,
        `${o(c)} ble {litt|en tanke|en liten bit} {modigere|tøffere|roligere} ${c.place.in}{| for hvert skritt| og smilte}.`,
        `${o(c)} kjente seg {litt|en tanke} modigere enn før, {der|akkurat der} ${c.place.in}.`,
        `{Noe holdt på å forandre seg|Sakte forandret noe seg|Litt etter litt}, og ${o(c)} kjente seg {litt modigere|tøffere|roligere}, som {et frø som har begynt å spire|et lys som nettopp er tent|sola bak ei sky}.`,
      ),
    (c) =>
      by(
        c,
        `Redselen {i magen|til ${o(c)}|inni ${c.owner.ham}} ble {mindre|litt mindre|like liten som {ei ert|en bønne|en knapp}}.`,
        `Redselen var der fortsatt, men den hadde krympet {litt|til størrelsen av ei nøtt|som en genser i vask}.`,
        `Redselen var der fortsatt, men den hadde krympet til størrelsen av {en småstein|en knapp|ei ert}, og {det kan man bære|det får plass i en lomme|det er ikke så mye}.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} turte å {se|lytte|titte|gå} litt {lenger|mer|lenge} nå, {uten å skjelve|helt alene|og smilte}.`,
        `${o(c)} turte å {se opp|holde øynene åpne|gå først} et lite stykke, og ingenting {skummelt|farlig|vondt} skjedde.`,
        `For første gang turte ${o(c)} å {se opp|holde øynene åpne|gå først} et stykke, og ingenting skummelt skjedde, bare ${c.p(['en fugl som sang', 'vinden som suste', 'et blad som falt'])}.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} {nynnet|plystret|smilte|pustet} litt {høyt|lavt|rolig}, og det hjalp {litt|mye|godt}.`,
        `${o(c)} {nynnet|plystret} en liten sang, og for hver tone ble {skrittene|hjertet} litt {lettere|roligere}.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} {så seg rundt|kikket rundt|myste rundt seg|løftet hodet} ${c.place.in}. {Det var ikke så skummelt|Det var ganske fint|Alt var rolig|Ingenting var farlig}{| likevel| der}.`,
        `${o(c)} så seg godt rundt ${c.place.in} og fant ut at det {ikke var så skummelt likevel|egentlig var ganske fint|bare var et sted som alle andre}.`,
        `${o(c)} tok seg tid til å se ordentlig på ${c.place.def}, hver krok, og fant ut at et sted man ser ordentlig på, {er mye mindre skummelt|stort sett bare er et sted|er fullt av helt vanlige ting}.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} telte til {fem|ti|tre}, og redselen {ble stille|satte seg ned|ble mindre}.`,
        `${o(c)} telte sakte til {fem|ti}, slik ${c.owner.han} hadde øvd på, og til slutt hadde redselen {satt seg ned|blitt stille|blitt mindre}.`,
        `${o(c)} telte sakte til ti, pustet inn på oddetallene og ut på partallene, og ved ti hadde redselen {satt seg ned for å hvile|blitt helt stille|mistet stemmen}.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} tenkte på noe {morsomt|fint|koselig}, og redselen ble {mindre|stillere}.`,
        `${o(c)} tenkte på {et varmt bad|en morsom vits|den beste bursdagen noensinne}, og da fikk redselen mindre plass.`,
        `${o(c)} fylte hodet med {lukten av pannekaker|den beste vitsen i verden|et varmt bad og et mykt håndkle}, og da var det rett og slett mindre plass igjen til redselen.`,
      ),
    (c) =>
      by(
        c,
        `«{Hei|Hallo|Hysj}, {redsel|lille redsel|du redsel},» {sa|hvisket|mumlet} ${o(c)}, og {den ble litt mindre|den krympet litt|den ble stille}.`,
        `«Hei, redsel,» sa ${o(c)} lavt. «Du kan bli med, men det er jeg som bestemmer.»`,
        `«Hei, redsel,» mumlet ${o(c)}, «du kan godt bli med, men du bestemmer ikke lenger,» og da var det som om den krympet litt.`,
      ),
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `«{Hold meg i|Ta meg i|Hold deg i} ${limb(c.helper)},» sa ${hk(c)}{| lavt| snilt}, «og {se|lytt|pust} {rolig|sakte|med meg}.»`,
            `«Kom og sitt hos meg en {stund|liten stund},» sa ${hk(c)}, «så {ser|lytter} vi sammen.»`,
            `«Sitt hos meg {en stund|litt|et øyeblikk},» sa ${hk(c)}, «så {ser vi på det|lytter vi til det|tenker vi på det} sammen, til det føles {mindre stort|mindre|ikke så skummelt}.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${hk(c)} {nynnet|sang|trallet} en {myk|rolig|søvnig|liten|lav} sang for ${o(c)} {om stjernene|om månen|uten ord|helt stille|om havet|om sommeren|om skyene}.`,
            `${hk(c)} {nynnet|sang} en {myk|rolig} liten sang, og ${o(c)} ble {roligere|varmere|mindre alene}.`,
            `${hk(c)} {nynnet|sang} en {myk, langsom|lav, rolig|stille, gammel} sang, den sorten som {løser opp knuter|gjør øynene tunge|lukter sommer}, og ${o(c)} kjente redselen {bli litt mindre|slippe taket|liste seg bort}.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«{Visste du|Vet du hva|Tenk på dette|Hør her|Jeg skal si deg noe}: ${tip(c)},» sa ${hk(c)}{| lavt| og smilte| vennlig}.`,
            `«Her er en hemmelighet,» sa ${hk(c)}: «${tip(c)}.»`,
            `«Jeg skal fortelle deg noe jeg lærte {for lenge siden|da jeg var liten|av en klok, gammel venn},» sa ${hk(c)}: «${tip(c)}.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«{Alle er redde|Alle blir redde|Alle kan bli redde} {av og til|innimellom|for noe}{|, vet du| – også jeg},» sa ${hk(c)} {snilt|lavt|og blunket|mykt}.`,
            `«Alle er redde av og til, selv jeg,» sa ${hk(c)}, «og å være modig er å være redd og {prøve likevel|gjøre det likevel|ta et skritt likevel}.»`,
            `«Alle er redde for noe,» sa ${hk(c)} {lavt|snilt|og blunket}, «og å være modig {betyr ikke at man ikke er redd|er ikke det samme som å ikke være redd}, det betyr at man {tar ett lite skritt likevel|prøver likevel|går videre likevel}.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Pust {inn|sakte|dypt}, tell til {tre|fem|fire}, og pust ut {igjen|rolig|som en ballong},» {sa|hvisket|lærte} ${hk(c)}.`,
            `«Når du blir redd,» sa ${hk(c)}, «så pust sakte inn, tell til {tre|fem|fire}, og pust ut igjen, som en ballong.»`,
            `«Når redselen kommer,» sa ${hk(c)}, «så pust sakte inn mens du teller til {tre|fem|fire}, og la pusten gå ut igjen som {en ballong som tømmes|et sukk|bølgene på stranda}, {det hjelper hver gang|det hjelper alltid|så får du se}.»`,
          )
        : null,
    // Man sier hei til en ting, ikke til «å falle».
    (c) =>
      c.helper && !(c.young && deed(c))
        ? by(
            c,
            `«Si {hei|god dag|hallo} til ${of(c)}{| en gang| høyt},» sa ${hk(c)} {og blunket|lurt|med et smil|og lo}.`,
            `«Prøv å si hei,» sa ${hk(c)} {og smilte|lurt|med et blunk}, «for det er {vanskelig|ikke lett|nesten umulig} å være redd for noe man har {sagt hei til|blitt venner med|vinket til}.»`,
          )
        : null,
  ],
  ask: [
    (c) => {
      if (!c.helper) return null;
      const a = asker(c);
      return by(
        c,
        `«{Blir du|Er du} {noen gang|også|av og til} redd?» spurte ${a.name} ${hk(c)} {lavt|forsiktig|sjenert|stille}.`,
        `«Hva gjør du når du blir redd?» spurte ${a.name} ${hk(c)} {lavt|forsiktig|med liten stemme}.`,
        `«Hva gjør du når det blir {mørkt|skummelt|vanskelig|bråkete}?» spurte ${a.name} {stille|lavt|sjenert}, og ${hk(c)} {tenkte seg lenge om|var stille en stund|så opp på himmelen}.`,
      );
    },
    (c) =>
      c.helper
        ? by(
            c,
            `${o(c)} {fortalte|forklarte|hvisket til} ${hk(c)} {alt|litt|hele historien|det meste} om ${of(c)}{| og skalv| og sukket| og snufset| med liten stemme}.`,
            `${o(c)} fortalte ${hk(c)} alt om ${of(c)}, {hviskende|litt flau|med skjelvende stemme|stotrende}.`,
            `${o(c)} fortalte ${hk(c)} alt om ${of(c)}, {hviskende|litt flau|stotrende}, og ${hk(c)} lyttet uten å avbryte.`,
          )
        : null,
    (c) => {
      if (!c.helper) return null;
      const a = asker(c);
      return by(
        c,
        `«{Hva gjør du|Hvordan har du det|Hva tenker du på} når du er {redd|engstelig|skremt|litt redd}?» {spurte|hvisket} ${a.name} {${hk(c)}|lavt|forsiktig|sjenert}.`,
        `«Er du noen gang redd for ${of(c)}?» spurte ${a.name} {sjenert|stille|med liten stemme}.`,
        `«Kan jeg spørre deg om noe?» sa ${a.name} {sjenert|forsiktig|lavt}, «{er du noen gang redd|har du noen gang vært redd|blir du noen gang redd} for ${of(c)}?»`,
      );
    },
    (c) =>
      c.helper
        ? by(
            c,
            `«{Hvordan blir man|Hvordan blir jeg|Kan man lære å bli} {modig|tøff|mindre redd|sterk}?» {spurte ${o(c)} ${hk(c)}|spurte ${o(c)} lavt|lurte ${o(c)} forsiktig|spurte ${o(c)} stille|hvisket ${o(c)}}.`,
            `«Hvordan blir man {modig|mindre redd|tøff}?» spurte ${o(c)}, og ${hk(c)} {smilte|tenkte seg om|klødde seg i hodet}.`,
            `«Vet du hvordan man blir {modig|tøff|mindre redd}?» spurte ${o(c)}, og ${hk(c)} {så lenge på ${c.owner.ham}|smilte et langsomt smil|nikket} før ${c.helper.han} svarte: «{Det tror jeg nok|Ja, litt|Kanskje}.»`,
          )
        : null,
    (c) =>
      c.helper && c.buddy
        ? by(
            c,
            `«${o(c)} er {redd|så redd|litt redd} for ${of(c)}, kan du {hjelpe|hjelpe oss|vise oss noe|gi oss et råd}?» {spurte|sa} ${c.buddy.name} {lavt|forsiktig|håpefullt|vennlig}.`,
            `«Vennen min er redd for ${of(c)},» sa ${c.buddy.name} {lavt|forsiktig} til ${hk(c)}. «Kan du hjelpe ${c.owner.ham}?»`,
          )
        : null,
  ],
  turn: fearTurn,
  resolution: [
    (c) => {
      // Lydene om natta blir forklart: hver av dem var noe lite hele tida.
      const found =
        c.fearId === 'night-noises' &&
        by(
          c,
          `Og lydene var bare ${what(c, true)}!`,
          `Og lydene om natta var bare ${what(c, false)}, ikke skumle i det hele tatt.`,
          `Og lydene om natta hadde vært ${what(c, false)} hele tida, ikke noe å være redd for.`,
        );
      const main =
        found ||
        by(
          c,
          isDark(c)
            ? `Og mørket var {ikke skummelt|slett ikke farlig|bare stille|ikke ekkelt} {i det hele tatt|likevel|når alt kom til alt}, {det var mykt|det var fullt av stjerner|det var som et teppe|stjernene lyste|månen smilte}!`
            : `Og ${of(c)} var ikke {så skummelt|farlig|skummelt} likevel!`,
          isDark(c)
            ? `Og mørket var ikke skummelt i det hele tatt. Det var {mykt og stille|stille og varmt|rolig og snilt} og fullt av {stjerner|små lyder|ildfluer}.`
            : `Og ${of(c)} var ikke på langt nær så skummelt som ${o(c)} hadde trodd.`,
          isDark(c)
            ? `Og mørket var ikke skummelt i det hele tatt, men {mykt og stille|varmt og rolig|stille og snilt}, fullt av {stjerner og nattlyder|ildfluer og sus|måneskinn}, som et {stort|mykt|gammelt}, blått {teppe|pledd} over verden.`
            : `Og til sin {store|enorme|egen} overraskelse skjønte ${o(c)} at ${of(c)} {slett ikke var så skummelt|bare var litt skummelt|ikke var noe monster}, bare noe {nytt|rart|stort} ${han(c)} ikke hadde {forstått|blitt kjent med|sett ordentlig på} ennå.`,
        );
      const cheer = by(
        c,
        `${o(c)} {lo|fniste|jublet|ropte|hvisket} {høyt|lavt|glad|stolt}{| og klappet| og hoppet| og strålte}: «{Jeg klarte det|Jeg er modig|Se på meg|Jeg turte|Det gikk jo bra|Jeg er ikke redd}{|, se|, ja}!»`,
        `${o(c)} lo høyt: «Jeg er ikke redd lenger{!|, ikke det spor!| – bare litt!}»`,
        `${o(c)} {lo høyt|fniste|lo lavt}, overrasket over seg selv: «Jeg er ikke redd, {bare litt|nesten ikke|ikke så mye}, og {det er helt i orden|det går fint|det er lov}.»`,
      );
      return `${main} ${cheer}`;
    },
    // (Lydene om natta fortelles forklart, over.)
    (c) =>
      c.fearId === 'night-noises'
        ? null
        : by(
            c,
            `${o(c)} {så|kikket|myste|tittet} {|forsiktig |stille |sakte }{opp|rundt seg|rett fram|ut}, og {det var fint der|ingenting var farlig likevel|alt var rolig og stille|det var bare natt|månen smilte ned|stjernene blunket|alt var som før}.`,
            `${o(c)} så seg rundt, og det ${c.p(['skumle', 'farlige', 'store, svarte'])} var borte. Igjen var bare {ro|stjerner|en stille, snill verden}.`,
            `${o(c)} så seg rundt, og det skumle hadde forsvunnet, slik {tåke forsvinner når sola kommer|rim smelter om morgenen|en vond drøm blekner}, og igjen var bare ${isDark(c) ? '{en stille natt full av stjerner|et mykt, snilt mørke|månen og stjernene}' : '{en vanlig, snill verden|en rolig, snill dag|verden slik den var}'}.`,
          ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `{Nå|Fra den dagen|Etter det|Fra da av} var ${o(c)} {modig|modigere|mye modigere|modig som en løve|litt modigere}{| helt inni seg| fra topp til tå| hver dag}.`,
        `${o(c)} hadde funnet ut at å være modig er å ta {ett lite skritt|ett skritt om gangen|det første skrittet}.`,
        `${o(c)} hadde funnet ut noe {viktig|stort|sant}: Å være modig handler ikke om å aldri være redd, men om å {ta ett lite skritt, og så ett til|prøve likevel|holde fast og gå videre}.`,
      ),
    (c) =>
      by(
        c,
        `{Litt|Bittelitt|En liten bit|Et lite grann} redd var ${han(c)} {fortsatt|kanskje|av og til|nok}, {men det var greit|men det gjorde ingenting|men bare litt|men det var helt i orden|men det gikk fint|men nå visste ${han(c)} hva ${han(c)} skulle gjøre}.`,
        `Noen ganger ville ${han(c)} fortsatt være litt redd, og det var {helt greit|helt i orden|ingen fare}.`,
        `Noen ganger ville ${han(c)} fortsatt kjenne et lite glimt av redsel, og det var greit det også. Nå visste ${han(c)} hva ${han(c)} skulle gjøre med det.`,
      ),
    // Sleeping without the night light or with the door shut is the dark's and being alone's
    // ending, not the ending of a fear of dogs or of the big slide.
    (c) =>
      isDark(c) || c.fearId === 'alone'
        ? by(
            c,
            `${isDark(c) ? '{Den natta|Den kvelden}' : 'Den kvelden'} sov ${o(c)} {uten nattlys|helt alene|med døra igjen|uten lykt|uten lys på|i sin egen seng} og {smilte|drømte søtt|snorket lavt|pustet rolig} {til morgenen|hele natta|som en stein|til sola sto opp}.`,
            `${isDark(c) ? 'Den natta' : 'Den kvelden'} sov ${o(c)} {uten nattlys for første gang|med døra lukket|helt til morgenen}, og ${han(c)} var {stolt|fornøyd|glad}.`,
          )
        : null,
    (c) =>
      c.buddy
        ? by(
            c,
            `«Du var {modig|tøff|flink|sterk|så modig}{| i dag| i kveld},» {sa|hvisket|lo} ${c.buddy.name}, og ${o(c)} {smilte|nikket|strålte|rødmet}.`,
            `«Du var skikkelig modig i dag,» sa ${c.buddy.name}. «{Du også|Takket være deg|Bare litt},» sa ${o(c)} og smilte.`,
          )
        : null,
  ],
  refrain: [
    (c) =>
      isDark(c)
        ? `Stjerner små og måne rund, ${o(c)} er trygg hver eneste stund.`
        : `Stor og liten, rund og rar, ${o(c)} vet hva ${han(c)} gjør, ${o(c)} er klar!`,
    (c) => `Pust helt rolig, en, to, tre, ${o(c)} er modig, bare se!`,
  ],
  title: [
    (c) => `${o(c)} og ${c.fear?.it ?? 'mørket'}`,
    (c) => `${c.owner.kindDef} som var redd for ${of(c)}`,
    (c) => `modige lille ${o(c)}`,
    (c) => `${o(c)} er ikke redd lenger`,
  ],
};
