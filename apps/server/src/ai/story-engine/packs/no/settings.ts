import type { SceneSetting } from '../../../scene-spec';
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';
import { OWN_SURFACE, stationSpace, surfaceSpace } from './settings-space';

const night = (c: NoCtx) => c.time === 'night' || c.time === 'dusk';
const whisper = '{hvisket|raslet|sukket|mumlet}';
/** Trær med sitt eget løv: gran og furu har barnåler, bjørk og eik har blader. */
const TREES = [
  ['Granene', 'barnålene'],
  ['Furuene', 'barnålene'],
  ['Bjørkene', 'bladene'],
  ['De gamle eikene', 'bladene'],
] as const;
const treeOf = new WeakMap<NoCtx, readonly [string, string]>();
/** Trærne i denne setningen, valgt én gang så løvet som nevnes etterpå, er deres eget. */
const tree = (c: NoCtx, young?: 'young') => {
  const t = young && c.young ? (['Trærne', 'bladene'] as const) : c.p(TREES);
  treeOf.set(c, t);
  return t[0];
};
const foliage = (c: NoCtx) => treeOf.get(c)?.[1] ?? 'bladene';

export const setting: Partial<Record<SceneSetting, Bank<NoCtx>>> = {
  forest: [
    (c) =>
      by(
        c,
        `${tree(c, 'young')} var {høye|så høye|kjempehøye}, og {fuglene sang|${foliage(c)} raslet|ei ugle tutet|en hakkespett banket}.`,
        `${tree(c)} sto {høye|stolte|tett i tett}, og ${foliage(c)} ${whisper} i {vinden|brisen}.`,
        `{Granene|Bjørkene|De gamle eikene|Furuene} var så høye at toppene nesten {klødde|kilte|strøk} himmelen, og greinene ${whisper} som folk som deler hemmeligheter.`,
      ),
    (c) =>
      by(
        c,
        `Mosen var {myk|tykk|spenstig} og grønn {under føttene|som ei seng|som ei pute}.`,
        `{Myk|Tykk}, grønn mose dekket bakken som {et teppe|ei dyne|et pledd}, {full av sopp|drysset med barnåler|våt av dugg|med blåbær her og der}.`,
        `{Myk|Tykk|Fuktig}, grønn mose dekket bakken som {et tykt teppe|et fløyelsteppe|et lappeteppe}, og hvert skritt sank litt ned, {uten en lyd|som om skogen hysjet på dem|som å gå på en svamp|mykt som i ei seng}.`,
      ),
    (c) =>
      night(c)
        ? by(
            c,
            `Trærne var {mørke|svarte|høye skygger} nå, og {ildfluer blinket|ei ugle tutet|månen tittet fram}.`,
            `Mellom de mørke trærne blinket {ildfluer|sankthansormer|små lys} av og på.`,
            `Mellom de mørke stammene svevde {ildfluer|sankthansormer} som bittesmå lykter noen hadde glemt å {slukke|ta med hjem|rydde bort}.`,
          )
        : by(
            c,
            `Det luktet {gran|mose|sopp|regn} ${c.place.in}.`,
            `Det luktet {barnåler|mose og bark|vått løv} og {sopp|regn|varm jord}.`,
            `Lufta luktet {barnåler|mose og bark} og {sopp|nattens regn|varm jord}, og sollyset falt gjennom greinene i lange, {gylne|skinnende|støvete} striper.`,
          ),
    (c) =>
      by(
        c,
        `Et {ekorn|ekorn med busk|lite ekorn} {løp|pilte|hoppet} opp i et tre.`,
        `Et {ekorn|rødt ekorn} pilte opp en stamme og {skjente|knirket|kjeftet} på ${c.team.dem} fra en grein.`,
        `Et {ekorn|rødt ekorn} pilte opp en stamme, stoppet på en grein og {skjente|kjeftet} lenge på ${c.team.dem} fordi ${c.team.de} gikk gjennom skogen uten å {spørre|banke på|be om lov}.`,
      ),
  ],
  meadow: [
    (c) =>
      by(
        c,
        `Gresset var {høyt|langt|grønt|mykt}, og det var {prestekrager|smørblomster|kløver|blåklokker|valmuer} {overalt|i hver krok|så langt de kunne se|mellom steinene}.`,
        `Gresset ${c.place.in} var {høyt|mykt|vått av dugg} og fullt av {prestekrager|smørblomster|valmuer|kløver} som {nikket|vaiet|duvet} i {brisen|vinden|sola}.`,
        `Gresset gikk til {knærne|livet|anklene} og var drysset med {prestekrager|smørblomster|valmuer|kløver} som {nikket i brisen som en folkemengde som sier ja|duvet som små hatter|vaiet som til musikk|lyste som små soler}.`,
      ),
    (c) =>
      by(
        c,
        `{Biene|Humlene|To humler} sa {summ|bzzz|surr}, og {sommerfugler|øyenstikkere|marihøner} {danset|fløy|lekte}.`,
        `{Biene|Humlene} surret fra {blomst til blomst|kløver til kløver|prestekrage til prestekrage}, og {sommerfugler|møll|øyenstikkere} {danset|svevde|lekte} over dem.`,
        `{Humlene|Biene} tuslet fra blomst til blomst {med lommene fulle|som travle postbud|uten å se opp}, og {sommerfugler|møll} steg og sank over gresset som biter av {farget papir|konfetti|revne bånd}.`,
      ),
    (c) =>
      by(
        c,
        `Vinden fikk gresset til å {bølge|danse|vaie|hviske} {sakte|fort|mykt}.`,
        `{Vinden|Brisen|Et vindpust} fikk {gresset|blomstene|det høye gresset} til å bølge som {vann|et grønt hav|et ristet teppe}, {fram og tilbake|hele tiden|i lange rader}.`,
        `Når {vinden|brisen} strøk over, bølget hele ${c.place.def} som {et grønt hav|et ristet teppe|silke}, og {det suste|det hvisket|det lød som hav} i hvert strå.`,
      ),
  ],
  mountain: [
    (c) =>
      by(
        c,
        `Fjellet var {så høyt|kjempehøyt|svært}, med {snø|skyer} på toppen.`,
        `Fjellet ruvet høyt over ${c.team.dem}, med {snø|is|en lue av skyer} på toppen.`,
        `Fjellet ruvet så høyt over ${c.team.dem} at den {snødekte|isete} toppen var pakket inn i et {skjerf|sjal|halstørkle} av skyer.`,
      ),
    (c) =>
      by(
        c,
        `Steinene var {store|grå|runde} og {varme|ru|gamle}.`,
        `Store, grå steiner lå overalt, {varme av sola|ru som sandpapir|flekket av lav}.`,
        `Svære, grå steiner lå strødd omkring, som om en kjempe hadde mistet en pose {klinkekuler|poteter|småstein} for lenge siden.`,
      ),
    (c) =>
      by(
        c,
        `Lufta var kald og frisk, og kinnene ble {rosa|røde|blanke}.`,
        `Lufta her oppe var {kald|klar|ren} og frisk og gjorde kinnene {rosa|røde}.`,
        `Her oppe var lufta tynn, kald og så frisk at hvert pust føltes som en slurk {kildevann|smeltevann|kald saft}.`,
      ),
  ],
  sea: [
    (c) =>
      by(
        c,
        `Havet var {stort|vidt} og {blått|grønt|glitrende}.`,
        `Havet strakte seg {stort og blått|vidt og grønt|grått og sølvblankt} helt bort til himmelen.`,
        `Havet bredte seg ut, {vidt og blått og glitrende|grågrønt og urolig|sølvblankt i lyset}, til det smeltet sammen med himmelen.`,
      ),
    (c) =>
      by(
        c,
        `Bølgene gikk opp og ned, og ei {måke|sjøfugl} {skrek|ropte}.`,
        `Bølgene rullet opp og ned, og ei {måke|terne|skarv} skrek over ${c.team.dem}.`,
        `Bølgene steg og sank i en langsom takt, og {måkene|sjøfuglene|ternene} seilte over ${c.team.dem} og ropte til hverandre.`,
      ),
    (c) =>
      by(
        c,
        `Det luktet {salt|tang|hav}.`,
        `Vinden luktet salt og {tang|fisk|tauverk}.`,
        `Vinden smakte av salt og {tang|tjære|tauverk} og steder langt borte.`,
      ),
  ],
  beach: [
    (c) =>
      by(
        c,
        `Sanden var {varm|myk|hvit}.`,
        `Sanden var {varm og myk|myk og varm|varm og knirkete|myk og knirkete} under føttene.`,
        `Sanden var {varm og myk|hvit og fin}, og den knirket litt for hvert skritt.`,
      ),
    (c) =>
      by(
        c,
        `{Skjell|Småstein|Krabber} lå på sanden.`,
        `{Rosa og hvite|Stripete|Bitte små} skjell lå strødd langs stranda.`,
        `Langs hele stranda lå det skjell, {rosa og hvite og stripete|krøllete og prikkete}, som knapper fra {kåpa|vesten} til en kjempe.`,
      ),
    (c) =>
      by(
        c,
        `Små krabber gikk {sidelengs|bort|ned i hull}.`,
        `Små krabber pilte sidelengs og gjemte seg i {tangen|steinene|sanden}.`,
        `Små krabber pilte sidelengs over den våte sanden og forsvant i {tangen|steinene} hver gang noen så på dem.`,
      ),
  ],
  island: [
    (c) =>
      by(
        c,
        `Øya var {liten|bitte liten} og {grønn|solfylt}.`,
        `Øya var liten og grønn, med en {høy|skjev|ensom} palme midt på.`,
        `Øya var liten og grønn, med en ring av {hvit|gyllen} sand og en høy palme midt på som et flagg.`,
      ),
    (c) =>
      by(
        c,
        `{Papegøyer|Fugler} satt i trærne og {sang|skrålte}.`,
        `Fargerike {papegøyer|fugler} skrålte i trærne.`,
        `Papegøyer i alle regnbuens farger {skrålte|skravlet} i trærne og kranglet om hvem sin tur det var til å snakke.`,
      ),
  ],
  underwater: [
    (c) =>
      by(
        c,
        `Fisker svømte rundt ${c.team.dem}.`,
        `Fisker i alle farger svømte rundt ${c.team.dem} i skinnende {stimer|flokker}.`,
        `Stimer av fisk i alle farger virvlet rundt ${c.team.dem} og snudde samtidig, som ett eneste skinnende dyr.`,
      ),
    (c) =>
      by(
        c,
        `{Tangen|Taren} {vaiet|bølget}.`,
        `Lang {tang|tare} vaiet sakte, {som om den danset|fram og tilbake|i strømmen}.`,
        `Høye bånd av {tang|tare} vaiet fram og tilbake, sakte som en vuggesang.`,
      ),
  ],
  castle: [
    (c) =>
      by(
        c,
        `Slottet hadde {høye|fire|mange} tårn og {flagg|vinduer}.`,
        `Slottet hadde {fire|fem|mange} høye tårn med flagg som {blafret|vaiet} i vinden.`,
        `Slottet hadde {fire|fem|sju} høye tårn, hvert med et {rødt|blått|gult} flagg som {blafret og smalt|vaiet|danset} i vinden, og en vindebru som knirket som en gammel {stol|dør|gyngestol}.`,
      ),
    (c) =>
      by(
        c,
        `Gangene var {lange|store|fulle av ekko}.`,
        `Gangene var lange og ga ekko, med {bilder|vevde tepper|rustninger} på hver vegg.`,
        `Salene var lange og ga ekko, og på veggene hang {malerier|portretter} av konger og dronninger som alle så ut til å holde seg for ikke å {le|fnise|nyse}.`,
      ),
  ],
  village: [
    (c) =>
      by(
        c,
        `Husene var {små|bitte små} og {røde|gule|hvite}.`,
        `De små husene hadde {røde|grønne|blå|gule} tak og {blomster i hvert vindu|katter i hver trapp|gardiner med prikker}.`,
        `De små husene lente seg mot hverandre som {gamle venner|trøtte søsken|folk som hvisker}, med {røde|grønne|blå} tak og blomsterkasser fulle av {pelargonier|blomster|urter}.`,
      ),
    // I et mysterium ville lukta av bakst vært enda et spor som ikke fører noe sted.
    (c) =>
      c.goal === 'solve'
        ? null
        : by(
            c,
            `Noen bakte {brød|boller|kake}, og det luktet godt!`,
            `Noen bakte {brød|boller|eplekake|vafler}, og lukta {svevde nedover gata|fylte hele bygda|kom ut gjennom et åpent vindu}.`,
            `Noen bakte {kanelboller|eplekake|brød|vafler}, og lukta drev {nedover gata|mellom husene|over torget} og {banket alle på nesa|fikk alle til å snu seg|lokket fram hver katt}.`,
          ),
  ],
  city: [
    (c) =>
      by(
        c,
        `Byen var {travel|bråkete|lys}.`,
        `Byen var travel, med {sykler|busser|kjerrer} og folk overalt.`,
        `Byen yret av liv, full av {sykler som ringte med bjella|torgboder|folk som skyndte seg i alle retninger}.`,
      ),
  ],
  house: [
    (c) =>
      by(
        c,
        `Huset var {varmt|lunt|stille}.`,
        `Huset var {varmt|lunt} og luktet {suppe|kakao|nybakt brød}.`,
        `Huset var {varmt|lunt} og luktet {suppe|kakao|nybakt brød}, og den gamle klokka i gangen tikket {jevnt|sakte|søvnig}.`,
      ),
    (c) =>
      by(
        c,
        `Trappa sa {knirk|knirke-knirk|knark}.`,
        `Trappa knirket på hvert {trinn|steg}.`,
        `Trappa knirket på hvert trinn, som om hvert av dem hadde noe å {si|fortelle|klage over}.`,
      ),
  ],
  bedroom: [
    (c) =>
      by(
        c,
        `Senga var {myk|varm|god}.`,
        `Senga var myk, med {et teppe|ei dyne} i mange farger.`,
        `Senga var myk og full av {puter|pledd}, og teppet var sydd av lapper i alle farger.`,
      ),
  ],
  garden: [
    (c) =>
      by(
        c,
        `Hagen var full av {blomster|roser|bønner}.`,
        `Hagen var full av {blomster|roser|solsikker}, og et {epletre|plommetre|kirsebærtre} sto i hjørnet.`,
        `Hagen var et virvar av {blomster|solsikker|roser} og bønnestenger, med et gammelt {epletre|plommetre|pæretre} som lente seg i det ene hjørnet.`,
      ),
    (c) =>
      by(
        c,
        `En {mark|snegl|bille|frosk|mus} kom ut for å {se|kikke|hilse}.`,
        `En feit {meitemark|snegl} kom opp av {jorda|løvet} for å se hva som skjedde.`,
        `En {feit, rosa|lang, blank|liten, rosa} {meitemark|snegl} stakk hodet opp av {jorda|mosen|løvet}, tok en titt på ${c.team.dem} og forsvant {rett ned igjen|like fort|uten et ord}.`,
      ),
  ],
  farm: [
    (c) =>
      by(
        c,
        `Ei {ku|geit|sau} sa {mø|mæ|bæ}.`,
        `Ei {ku|geit} {rautet|mekret}, og hønene kaklet på tunet.`,
        `Ei {ku|geit} ropte fra jordet, hønene mumlet på tunet, og en hane fortalte alle hva klokka var, enten de spurte eller ikke.`,
      ),
    (c) =>
      by(
        c,
        `Låven var {stor|høy|gammel} og rød.`,
        `Den store, røde låven luktet {høy|halm|epler}.`,
        `Den store, røde låven luktet {høy|halm} og varme dyr og sommer.`,
      ),
  ],
  school: [
    (c) =>
      by(
        c,
        `Skolen var {stille|tom|rolig}.`,
        `Skolen var stille, og alle {stolene|pultene} var skjøvet inn.`,
        `Skolen var stille etter skoletid, stolene var skjøvet inn, og på tavla sto fortsatt gårsdagens {regnestykker|ord|tegninger}.`,
      ),
  ],
  space: [
    (c) =>
      by(
        c,
        `Rommet var {mørkt|svart|dypt} og fullt av stjerner.`,
        `Verdensrommet var mørkt og dypt, og stjernene {blinket|glitret|lyste} på alle kanter.`,
        `Verdensrommet var mørkere enn den mørkeste natt, og stjernene glitret på alle kanter som sølt {sukker|salt|glitter}.`,
      ),
    (c) =>
      by(
        c,
        `Planeter gikk {rundt og rundt|forbi|sakte}.`,
        `Langt borte snurret en {planet med ringer|stripete planet|blå planet} sakte rundt.`,
        `Langt borte snurret en {planet med ringer|stripete planet} sakte rundt seg selv, som om den viste seg fram.`,
      ),
    ...stationSpace,
  ],
  moon: [
    (c) =>
      OWN_SURFACE.has(c.place.id)
        ? null
        : by(
            c,
            `${c.place.def} var {grå|støvete|humpete}, og hvert skritt ble et {sprett|byks}.`,
            `${c.place.def} var grå og støvete, og hvert skritt ble et {sprett|byks|svev}.`,
            `Bakken var grå og pudderaktig, og hvert skritt ble et langt, {svevende|langsomt|drømmende} byks.`,
          ),
    (c) =>
      OWN_SURFACE.has(c.place.id)
        ? null
        : by(
            c,
            `Jorda så {liten|bitte liten} og blå ut.`,
            `Herfra så jorda ut som ei lita, blå {klinkekule|ball|perle}.`,
            `Herfra hang jorda på himmelen som ei blå og hvit {klinkekule|julekule} man nesten kunne holde i hånda.`,
          ),
    ...surfaceSpace,
  ],
  desert: [
    (c) =>
      by(
        c,
        `Sanden var {varm|gyllen|myk}.`,
        `Sanddynene var {gylne|oransje} og {varme|hete}.`,
        `{Gylne|Oransje} sanddyner bølget bort i alle retninger, riflet av vinden.`,
      ),
  ],
  jungle: [
    (c) =>
      by(
        c,
        `Jungelen var {grønn|full av lyd|varm}.`,
        `Jungelen var grønn og bråkete, full av {aper|papegøyer|frosker} og {fugler|insekter}.`,
        `Jungelen var tett og grønn og full av lyd, med skravlende {aper|papegøyer} og fugler som hørtes ut som knirkende {dører|grinder|sko}.`,
      ),
  ],
  snow: [
    (c) =>
      by(
        c,
        `Det var snø {overalt|dypt|hvitt}, knirk, knirk.`,
        `Snøen lå overalt, og den knirket under ${c.hero.dressed && (!c.friend || c.friend.dressed) ? '{føttene|støvlene}' : 'føttene'}.`,
        `Snøen dekket alt, glatt og glitrende, og den knirket under føttene som {sukker|kjeks|cornflakes}.`,
      ),
    (c) =>
      by(
        c,
        `Pusten ble til {små skyer|røyk|dotter}.`,
        `Det var så kaldt at pusten ble til små {skyer|dotter|spøkelser}.`,
        `Det var så kaldt at hvert pust ble til en liten sky, og nesa til ${c.hero.name} ble {rosa|rød}.`,
      ),
  ],
  cave: [
    (c) =>
      by(
        c,
        `Hula var {mørk|kjølig|fuktig|stille}, og vannet sa {drypp, drypp|plipp, plopp|tikk, tikk}.`,
        `Hula var {mørk og kjølig|mørk og fuktig|kald og stille|dyp og mørk}, og et sted {der inne|langt inne|i mørket} {dryppet det|rant det en liten bekk|ekkoet hvert skritt}.`,
        `Hula var mørk og {kjølig|fuktig}, og fra et sted langt inne kom et langsomt drypp, drypp, som ei klokke laget av {vann|regn}.`,
      ),
    (c) =>
      by(
        c,
        `Veggene var {blanke|glitrende|våte}.`,
        `Veggene {glitret|funklet|blinket} av bittesmå krystaller{| i alle farger| som stjerner}.`,
        `Her og der {glitret|funklet|blinket} veggene av {krystaller|små steiner|blanke årer} som fanget det {svakeste|minste|blekeste} lys, {som stjerner under jorda|som glass|som våte øyne}.`,
      ),
  ],
  sky: [
    (c) =>
      by(
        c,
        `Skyene var {myke|hvite|luftige}.`,
        `Skyene var myke og hvite, som {puter|sauer|bomull}.`,
        `${c.team.de} svevde mellom skyer så myke og hvite som {nyristede puter|nyvaskede sauer|spunnet sukker}.`,
      ),
    (c) =>
      by(
        c,
        `Vinden sa {svisj|svosj|hu}.`,
        `Vinden {suste|strøk|feide} forbi, kjølig og rask.`,
        `Vinden suste forbi, kjølig og rask, og langt der nede så verden ut som {et lappeteppe|et kart|ei bildebok}.`,
      ),
  ],
  river: [
    (c) =>
      by(
        c,
        `Elva sa {plask|klukk|sildre}.`,
        `{Elva|Bekken} {plasket|glitret|klukket|sang} over {steinene|de runde steinene}{| i sola}.`,
        `${c
          .p([
            ['Elva', 'den'],
            ['Bekken', 'den'],
            ['Vannet', 'det'],
          ] as const)
          .join(
            ' {skravlet|klukket|sang} over steinene og {glitret|funklet|blinket} der lyset traff ',
          )}.`,
      ),
    (c) =>
      by(
        c,
        `En {fisk|liten fisk|blank fisk} hoppet {opp|høyt|ut}{| og plasket| av vannet}.`,
        `En {sølvblank|prikkete|liten|rask} fisk hoppet opp av {vannet|elva} og {plasket ned igjen|forsvant med et plopp|glitret i sola}.`,
        `En {sølvblank|prikkete|stripete} fisk hoppet opp av {vannet|elva|strømmen}, blinket i lyset og forsvant med et {plopp|plask|plipp}{| igjen| under ei rot}.`,
      ),
  ],
  lake: [
    (c) =>
      by(
        c,
        `Tjernet var {stille|blankt|rolig|grønt|klart}{| som glass| og fint}.`,
        `Tjernet lå {stille og blankt|rolig og klart|blankt og grønt|stille og klart} som et {speil|fat|vindu|stykke glass}.`,
        `${c.place.def} lå så {stille|rolig|blank} at {himmelen|skyene|trærne} kunne speile seg i {vannet|overflaten|det}.`,
      ),
    (c) =>
      by(
        c,
        `{Ender|Svaner|Gjess|To ender|Ei and} {svømte|padlet|seilte} forbi{| på rad| og sa hei}.`,
        `{To|Tre|Fire} {ender|svaner|gjess} padlet forbi {og kvakket hei|og snadret høflig|på rekke og rad|uten å se seg om}.`,
        `En {liten flokk|familie} {ender|svaner} padlet forbi på rekke og rad og {kvakket|snadret} høflig.`,
      ),
  ],
  playground: [
    (c) =>
      by(
        c,
        `Huskene gikk opp og ned.`,
        `Huskene {knirket|pep} og sklia skinte i sola.`,
        `Huskene knirket stille i brisen, og sklia skinte som {ei sølvelv|et bånd|en skje}.`,
      ),
  ],
  library: [
    (c) =>
      by(
        c,
        `Det var {så mange|masse|hauger med} bøker!`,
        `Bøker fylte hyllene fra gulvet til {taket|loftet}.`,
        `Bøker fylte hyllene fra gulv til tak, og hele rommet luktet {papir og støv og fortellinger|gammelt lær og blekk|lim og gamle eventyr}{|, og en stige sto klar| og stillhet}.`,
      ),
  ],
  ship: [
    (c) =>
      by(
        c,
        `Skipet {gynget|vugget}, og seilene var {store|hvite}.`,
        `Skipet gynget {rolig|stille}, og de hvite seilene fyltes av vind.`,
        `Skipet gynget rolig under ${c.team.dem}, og de store, hvite seilene fyltes av vind som {lunger som trekker pusten|skjorta til en kjempe på ei klessnor}.`,
      ),
  ],
  circus: [
    (c) =>
      by(
        c,
        `Teltet var {rødt og gult|stripete|kjempestort}.`,
        `Det store teltet var stripete i {rødt og gult|blått og hvitt}, og inne spilte musikken.`,
        `Sirkusteltet var stripete i {rødt og gult|blått og hvitt}, og innenfra kom trommer, trompeter og lukta av popkorn.`,
      ),
  ],
};

export const settingFallback: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `Det var et {fint|godt|vakkert} sted.`,
      `Det var et fint sted, {stille og lyst|rolig og grønt}.`,
      `Det var et fint sted, {stille og lyst|rolig og grønt}, og det virket som om det ventet på at noe skulle skje.`,
    ),
];
