import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import type { ObstacleKind } from '../../compose/pack-types';
import { by } from '../by-band';
import { hasDoors, isBare, isLivedIn } from '../ground';
import { holdsAt } from './ground-words';
import { aLimb, worn } from './slots';

type Obstacle = { problem: Bank<NoCtx>; solo: Bank<NoCtx> };

export const obstacle: Record<ObstacleKind, Obstacle> = {
  stream: {
    problem: [
      (c) =>
        by(
          c,
          `Men en {bekk|liten elv|stri bekk} ${c.place.in} var i veien, for {bred|dyp|stri} til å hoppe over.`,
          `Men en {brusende|boblende|bråkete} bekk rant rett over stien ${c.place.in}, for bred til å hoppe over.`,
          `Men en {brusende|flomstor|skravlende} bekk skar rett over stien ${c.place.in}, for bred til å hoppe over og for stri til å vade.`,
        ),
      (c) =>
        by(
          c,
          `{Vannet var {dypt|kaldt|stritt}|Bekken var {dyp|kald|stri}|Strømmen var {sterk|stri|kald}}, og steinene var {glatte|ustøe|langt fra hverandre}.`,
          `Vannet var {kaldt og dypt|stritt og skummende|brunt og raskt}, og steinene var {glatte|ustøe|grønne av mose|langt fra hverandre}.`,
          `Vannet var {kaldt og dypt|stritt og skummende}, og vadesteinene var {grønne og glatte av mose|runde og ustøe som egg}.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} la {en lang stokk|en stor planke|ei grein} over {vannet|bekken|strømmen}, og {så gikk ${c.team.de} over|vips, så var ${c.team.de} over|${c.team.de} balanserte over}!`,
          `${c.hero.name} fant {en lang stokk|ei veltet grein|en gammel planke} og la den over vannet som ei bru, og {forsiktig|langsomt|med armene ut} gikk ${c.team.de} over.`,
          `${c.hero.name} fant {en veltet stokk|ei lang grein|en værbitt planke}, dro den bort til bredden og la den over som ei bru, og skritt for forsiktig skritt kom ${c.team.de} seg over.`,
        ),
      (c) =>
        by(
          c,
          `${c.hero.name} hoppet {fra stein til stein|over på de flate steinene|${isBare(c.setting) ? 'fra stein til stein' : 'fra tue til tue'}}, {hopp, hopp, hopp|en, to, tre|hipp, hopp|hoppsann|opp og over}{| ${c.place.in}| helt over}!`,
          `${c.hero.name} fikk øye på noen {flate|store|runde|mosegrodde} steiner og hoppet {fra den ene til den neste|fra stein til stein|over med tre byks}, {hopp, hopp|uten å bli våt|med et hvin}.`,
          `${c.hero.name} oppdaget en rad med {flate|brede} steiner rett under overflaten og hoppet fra den ene til den neste, med armene ut til siden for balansen.`,
        ),
    ],
  },
  steep: {
    problem: [
      (c) =>
        by(
          c,
          `{Veien|Stien|Bakken} gikk opp, opp, opp{| ${c.place.in}}, og den var {så|veldig|skikkelig} bratt!`,
          `Veien ${c.place.in} gikk opp en {bratt, steinete|lang, steinete} skråning, og steinene skled hele tida.`,
          `Stien ${c.place.in} klatret opp en skråning så {bratt og steinete|bratt og smuldrete} at annethvert skritt sendte småstein trillende ned igjen.`,
        ),
      (c) =>
        by(
          c,
          `En {stor|høy|grå} fjellvegg {var i veien|sto tvers over stien|stengte veien ${c.place.in}}.`,
          `En {høy|bratt|grå} fjellvegg sto i veien{| ${c.place.in}}, med bare noen få ${isBare(c.setting) ? '{sprekker|hyller}' : '{sprekker|hyller|røtter}'} å holde seg i.`,
          `En {høy|loddrett|glatt} fjellvegg sto i veien{| ${c.place.in}}, med bare noen få smale {sprekker|hyller|kanter} til fingre og tær.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} gikk {sakte|forsiktig|steg for steg} og kom helt til toppen!`,
          `${c.hero.name} gikk sakte og holdt seg i ${holdsAt(c.setting, '{røtter|steiner|gresstuster}')}, helt til ${c.hero.han} var på toppen.`,
          `${c.hero.name} gikk sakte, prøvde hvert fotfeste og holdt seg i ${holdsAt(c.setting, '{røtter og steiner|lyngtuster}')}, til ${c.hero.han} omsider kunne dra seg over kanten.`,
        ),
      (c) =>
        by(
          c,
          `${c.hero.name} fant en {sikksakksti|svingete sti|liten sti}, sikk, sakk, opp!`,
          `${c.hero.name} fant en ${isBare(c.setting) ? '{sikksakksti|smal sti mellom steinene}' : '{sikksakksti|smal geitesti|trapp av røtter}'} som gjorde klatringen {mye lettere|lett|langt lettere}, {steg for steg|sving for sving|helt til topps}.`,
          `${c.hero.name} la merke til en svak sikksakksti tråkket opp av {geiter|sauer|rådyr}, og fulgte den helt til toppen.`,
        ),
    ],
  },
  tunnel: {
    problem: [
      (c) =>
        by(
          c,
          `{Veien|Stien} gikk inn i en {mørk|lang|lav} tunnel{| ${c.place.in}|, og der var det {så|veldig} mørkt}.`,
          `Veien gikk inn i en {lang|smal|kronglete}, {mørk|lav|kald} tunnel, og {ingen kunne se enden|det dryppet fra taket|ekkoet svarte på hvert skritt}.`,
          `Veien førte inn i en lang, {mørk|lav} tunnel, og hvor mye ${c.team.de} enn myste, kunne ingen se hvor den sluttet.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} holdt seg i veggen og gikk sakte til det kom {lys|sol|en utgang}!`,
          `${c.hero.name} holdt ${aLimb(c.hero)} på den {kalde|fuktige} veggen og gikk sakte videre, til en lysflekk viste veien ut.`,
          `${c.hero.name} holdt ${aLimb(c.hero)} på den {kjølige|fuktige} steinveggen og telte skrittene høyt, helt til en liten, rund flekk av dagslys viste veien ut.`,
        ),
      (c) =>
        by(
          c,
          `${c.hero.name} {sang|nynnet|telte høyt} i mørket, og snart var ${c.team.de} ute.`,
          `${c.hero.name} {sang|nynnet|plystret} for å holde motet oppe i mørket, og snart {tok tunnelen slutt|åpnet tunnelen seg|lå tunnelen bak ${c.team.dem}}.`,
          `${c.hero.name} sang en gammel sang for å holde mørket med selskap, og før siste vers åpnet tunnelen seg mot dagslyset.`,
        ),
    ],
  },
  locked: {
    problem: [
      (c) =>
        by(
          c,
          `Ei {stor|høy|tung} ${hasDoors(c.setting) ? 'dør' : 'grind'} {var stengt|sto i veien|stengte veien}, og den var {låst|helt fast|låst og stengt}!`,
          `Ei stor, gammel ${hasDoors(c.setting) ? '{dør|grind}' : 'grind'} sto i veien ${c.place.in}, og den var låst.`,
          `${hasDoors(c.setting) ? '{Ei tung, gammel dør|Ei tung, gammel grind|En tung, gammel port}' : '{Ei tung, gammel grind|En tung, gammel port}'} sto i veien ${c.place.in}, låst og stengt, med et mørkt og tomt nøkkelhull.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} banket på, bank, bank, og ${hasDoors(c.setting) ? 'døra' : 'grinda'} {gikk opp|svingte opp|knirket opp}.`,
          `${c.hero.name} banket {pent|forsiktig|høflig} på tre ganger, og til alles overraskelse knirket den opp.`,
          `${c.hero.name} banket tre ganger, svært høflig, og med et langt, rustent knirk svingte den opp, som om den bare hadde ventet på å bli spurt.`,
        ),
      // Nobody climbs in at a window where people live or work: one knocks there.
      (c) =>
        c.variant === 'visit' || isLivedIn(c.setting)
          ? null
          : !hasDoors(c.setting)
            ? by(
                c,
                `${c.hero.name} fant {et hull|en glipe|ei løs planke} i gjerdet og {vrikket|klemte|presset} seg gjennom.`,
                `${c.hero.name} fant {et hull|ei løs planke} langt nede i gjerdet og vrikket seg gjennom.`,
                `${c.hero.name} fant ei løs planke langt nede i gjerdet, akkurat bred nok, og vred seg gjennom med mye pusting og pesing.`,
              )
            : by(
                c,
                `${c.hero.name} fant et {lite|bitte lite|rundt} vindu og {vrikket|klemte|presset} seg {gjennom|inn}.`,
                `${c.hero.name} fant {et lite vindu|ei lita luke} på siden og vrikket seg gjennom.`,
                `${c.hero.name} fant {et lite vindu|ei lita luke} rundt hjørnet, akkurat stor nok, og vred seg gjennom med mye pusting og pesing.`,
              ),
    ],
  },
  waves: {
    problem: [
      (c) =>
        by(
          c,
          `Bølgene var {store|så store|høye}, {svosj, plask|plask, plopp|svosj, svosj}!`,
          `Bølgene ble {store og sprutende|høye og hvite|brede og tunge}, og vannet gynget ${c.team.dem} {opp og ned|fram og tilbake|som i ei vugge}.`,
          `Bølgene ble høye og skummende, og vannet kastet ${c.team.dem} opp og ned som en leke.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} holdt {godt|skikkelig} fast, og snart var havet {rolig|stille}.`,
          `${c.hero.name} holdt godt fast og ventet, og snart ble havet {rolig|stille|snilt} igjen.`,
          `${c.hero.name} holdt godt fast og sang for å holde motet oppe, og litt etter litt ble havet rolig igjen.`,
        ),
    ],
  },
  wind: {
    problem: [
      (c) =>
        by(
          c,
          `{Hu|Huiii|Svosj}, sa vinden ${c.place.in}, og ${worn(c.hero)} til ${c.hero.name} {flakset|blafret}.`,
          `Vinden ${c.place.in} {tok tak i|rusket i|dro i} ${worn(c.hero)} til ${c.hero.name} og {hylte|ulte|peste} som om den {ville leke|var sint|hadde dårlig tid}.`,
        ),
      (c) =>
        by(
          c,
          `Vinden blåste {hardt|så hardt|kjempehardt|kaldt} {${c.place.in}|rundt ørene|i håret}, {hu|huiii|svosj}!`,
          `En {sterk|kald|vill} vind blåste så hardt ${c.place.in} at ${c.hero.name} {nesten ikke|knapt} kom {av flekken|videre|et skritt fram}.`,
          `En vill vind kom hylende over ${c.place.def} og dyttet så hardt at ${c.hero.name} knapt klarte å ta et skritt.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} holdt seg i {et gjerde|en stolpe|en stein} til vinden {ga seg|løyet|ble lei}.`,
          `${c.hero.name} {grep tak i|klamret seg til} {et gammelt gjerde|en tykk stolpe|en stor stein} ${c.place.in} og holdt {godt|hardt|fast} til vinden {ga seg|løyet|ble lei og dro videre}.`,
          `${c.hero.name} klamret seg til {et gammelt gjerde|en tykk stolpe|en stor stein} ${c.place.in} ${c.hero.hands ? 'med begge hender' : 'av all sin kraft'}, helt til vinden {ga opp og dro videre|ble lei av å blåse|la seg til ro}.`,
        ),
      (c) =>
        by(
          c,
          `${c.hero.name} {gikk baklengs|tok små skritt|gikk på skrå} mot vinden, {steg for steg|litt om gangen|sakte}.`,
          `${c.hero.name} {snudde ryggen til vinden|bøyde hodet|gjorde seg liten} og {tok små skritt|gikk baklengs|krabbet} ${c.place.in}, {steg for steg|litt om gangen|til det verste var over}.`,
          `${c.hero.name} snudde ryggen til vinden, bøyde hodet og {tok bitte små skritt|gikk baklengs} ${c.place.in}, {steg for steg|ett skritt om gangen}, til det verste hadde blåst over.`,
        ),
      (c) =>
        by(
          c,
          `${c.hero.name} {satte seg lavt|la seg flat|krøp sammen|holdt seg fast}, og vinden blåste {over|forbi|videre}.`,
          `${c.hero.name} {krøp sammen|satte seg|gjemte seg} bak {en stein|en busk|en mur|en stubbe} til vinden ble {lei|sliten|snill igjen|stille}.`,
          `${c.hero.name} krøp sammen bak {en stein|en mur} og ventet, og etter en stund kjedet vinden seg og blåste et annet sted.`,
        ),
    ],
  },
  thorns: {
    problem: [
      (c) =>
        by(
          c,
          `Torner ${c.place.in} {hektet seg i|dro i|stakk i} ${c.hero.dressed ? '{jakka|buksa|sokkene}' : worn(c.hero)} til ${c.hero.name}.`,
          `{Tornebuskene|Tornekrattet|Krattet} ${c.place.in} {vokste|sto} så tett at {det ikke fantes ei åpning|ingen sti gikk gjennom|ikke engang ei katt kom forbi}.`,
        ),
      (c) =>
        by(
          c,
          `{Stikkende|Tette|Tornete} busker {var i veien|sto tvers over stien|stengte veien ${c.place.in}|vokste helt inntil hverandre}, {au|æsj|uff|huff|å nei}!`,
          `{Tette|Ville|Høye}, stikkende busker sperret veien ${c.place.in}, og {au, de rispet|de hektet seg i alt|de ville ikke flytte seg}!`,
          `En {vegg|mur|tett floke} av tornebusker sperret veien ${c.place.in}, så tett at ikke engang {ei mus|en maur|en liten spurv} kunne {smyge seg gjennom|komme forbi|finne et hull}.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} {bøyde greinene til side|tråkket ned de lave greinene|fant ei åpning} og {smøg|krøp|listet seg} gjennom.`,
          `${c.hero.name} {bøyde greinene forsiktig til side|holdt de stikkende greinene unna med en pinne} ${c.place.in}, og {én etter én|sakte|uten en eneste rift} kom ${c.team.de} seg gjennom.`,
        ),
      (c) =>
        by(
          c,
          `${c.hero.name} {krøp|kravlet|smøg seg} under de lave greinene, {forsiktig|sakte|på magen}.`,
          `${c.hero.name} la seg {på magen|helt flat} og {krøp|kravlet} under de laveste greinene ${c.place.in}, {der tornene ikke nådde|forsiktig som ei mus|uten å få en eneste rift}.`,
        ),
      (c) =>
        by(
          c,
          `${c.hero.name} fant {en vei|en sti|et smutthull|en åpning} {rundt|utenom|forbi} {buskene|krattet|tornene}{| til slutt| likevel}.`,
          `${c.hero.name} gikk {langs buskene|rundt krattet|bortover kanten} til ${c.hero.han} fant {ei åpning|en vei gjennom|ei grind|et hull i hekken}.`,
          `${c.hero.name} gikk tålmodig langs kanten av buskene til ${c.hero.han} fant ei åpning akkurat bred nok til å smette gjennom.`,
        ),
    ],
  },
  snow: {
    problem: [
      (c) =>
        by(
          c,
          `Snøen {${c.place.in} |}var {så|veldig|skikkelig} dyp{|, helt opp til knærne|, knirk, knirk}!`,
          `Snøen var så dyp at ${c.hero.name} sank ned til {livet|knærne|nesa}.`,
          `Snøen var så dyp og løs at ${c.hero.name} sank ned til livet for hvert skritt.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} tok {store|lange|kjempestore} skritt, {tramp, tramp|knirk, knirk|tramp, knirk}!`,
          `${c.hero.name} bandt store, flate blader under føttene som truger og gikk oppå snøen.`,
          `${c.hero.name} bandt brede, flate barkbiter under føttene som truger, og etter noen vinglete forsøk gikk ${c.hero.han} rett over snøen.`,
        ),
    ],
  },
  float: {
    problem: [
      (c) =>
        by(
          c,
          `{Å|Oi|Oi sann}, alt begynte å sveve{| bort| opp og opp}!`,
          `Her oppe ble ingenting liggende, og ${c.hero.name} begynte å sveve bort.`,
          `Her oppe ble ingenting liggende der det ble lagt, og ${c.hero.name} begynte å drive sakte bort mens ${c.hero.han} tok langsomme kollbøtter.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${c.hero.name} tok tak i et tau og dro, dra, dra!`,
          `${c.hero.name} grep et tau og dro seg tilbake, hånd over hånd.`,
          `${c.hero.name} fikk tak i et tau og dro seg tilbake, hånd over hånd, mens ${c.hero.han} lo av hvor rart det føltes.`,
        ),
    ],
  },
};
