// Hvordan en hjelper som har tilbudt seg, leter etter det borte sporet på sin egen måte: hunden
// med nesa, ugla med øynene, moldvarpen med klørne. Sporet blir funnet der de peker.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import type { HelperSkill } from '../../lexicon/creatures';
import { by } from '../by-band';
import { team } from './slots';
import { isBare } from '../ground';

const h = (c: NoCtx) => c.helper as NonNullable<NoCtx['helper']>;
const k = (c: NoCtx) => h(c).kindDef;
const WET = new Set(['sea', 'island', 'underwater', 'lake', 'river', 'beach']);
/** Noe tungt å flytte på der de er: i hula en steinblokk, inne et skap, ute en stokk. */
const heavy = (c: NoCtx) =>
  c.setting === 'cave' || isBare(c.setting)
    ? '{en svær stein|en stor steinblokk}'
    : c.outdoors
      ? '{en svær stein|en tung stokk|en diger rot}'
      : '{et tungt skap|ei tung kiste|en stabel med bøker}';
/** Noe høyt å se fra. */
const perch = (c: NoCtx) =>
  c.setting === 'cave'
    ? '{en stor stein|en fjellhylle}'
    : c.outdoors
      ? '{en stor stein|en høy haug}'
      : '{en hylle|et høyt skap}';
/** Hvor en liten en får plass. */
const nooks = (c: NoCtx) =>
  c.outdoors || c.setting === 'cave'
    ? '{røttene|steinene|de tette buskene}'
    : '{møblene|hyllene|bordbeina}';
const floor = (c: NoCtx) => (c.outdoors ? 'bakken' : 'gulvet');

export const skillSearch: Record<HelperSkill, Bank<NoCtx>> = {
  wisdom: [
    (c) =>
      by(
        c,
        `«Ting som er borte, gjemmer seg der det er {stille|skygge|lunt},» sa ${k(c)} og pekte.`,
        `${k(c)} {tenkte seg om|klødde seg i hodet|ble stille en liten stund}. «Ting som blir mistet, {havner gjerne i det laveste hjørnet|triller dit det heller|blir liggende der vinden slipper dem},» sa ${h(c).han}, og pekte på det ene stedet ingen hadde sett.`,
        `${k(c)} {sto helt stille|satt helt stille|lukket øynene} og tenkte det gjennom. «Den som gikk her, hadde {dårlig tid|det travelt|hastverk},» sa ${h(c).han} til slutt, «og det man mister når man har dårlig tid, {triller dit det heller|havner i det stilleste hjørnet|blir liggende der ingen ser}.» Og så pekte ${h(c).han} {bortover|uten et ord|med et lite nikk}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} husket noe og sa: «Se {der borte|bak der|der nede}.»`,
        `${k(c)} {husket plutselig|kom på|visste med ett} noe ${h(c).han} hadde {sett|hørt|lagt merke til} {tidligere i dag|i morges|for ikke lenge siden}, og {sa|hvisket|ropte}: «{Nå vet jeg hvor vi skal lete|Følg meg|Jeg tror jeg vet det}!»`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} {blunket langsomt|la hodet på skakke|nikket sakte} og pekte.`,
        `${k(c)} {blunket langsomt|la hodet på skakke|gned seg over panna} og {mumlet|hvisket|sa lavt}: «{Det som mistes, havner ofte lavere enn man tror|Se der ingen har sett ennå|Ingen ser etter der det er mest rotete}.» Så pekte ${h(c).han} {bortover|mot en skygge|mot et stille sted} ${c.place.in}.`,
        `${k(c)} sa ingenting på lenge og bare {blunket|så seg rundt|vugget sakte fram og tilbake}. «{Den som leter i hast, ser ikke det viktigste|Det man ikke ser etter, finner man sjelden|Et spor må man lese sakte, som et brev},» sa ${h(c).han} til slutt, og pekte {uten et ord til|med et lite nikk|helt stille} mot det ene stedet ingen hadde sett.`,
      ),
  ],
  sight: [
    (c) =>
      by(
        c,
        `${k(c)} så seg rundt med skarpe øyne, og så pekte ${h(c).han}.`,
        `${k(c)} så utover ${c.place.def} med de skarpe øynene sine, {sakte|grundig|uten å blunke}, fra den ene siden til den andre, og med ett {pekte ${h(c).han}|ble ${h(c).han} helt stille|nikket ${h(c).han}}.`,
        `${k(c)} tok plass der ${h(c).han} kunne se hele ${c.place.def}, og så flekk for flekk, helt til de skarpe øynene fikk øye på noe ingen andre hadde sett.`,
      ),
  ],
  nose: [
    (c) =>
      by(
        c,
        `${k(c)} {snøftet|snufset|snuste} {tre|fire|mange} ganger og {stoppet|satte seg|pekte med snuten}.`,
        `${k(c)} løftet snuten, {snufset|snøftet|snuste} {to|tre|fire} ganger {i lufta|langs ${floor(c)}}, og {trippet|luntet|smatt} så rett bort til {et sted|en flekk} ingen hadde tenkt på.`,
        `«{Her lukter det av noe|Denne lukta kjenner jeg|Her har noen gått},» sa ${k(c)} og fulgte lukta med nesa {helt nede ved ${floor(c)}|høyt i været|fram og tilbake} ${c.place.in}, {forbi alt det andre|rundt hver hindring|over alt som lå i veien}, helt til ${h(c).han} {stoppet brått|satte seg ned|så opp med et lurt blikk}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} snuste og snuste, rundt og rundt, og så stoppet ${h(c).han}.`,
        `${k(c)} stakk nesa ned i ${floor(c)} og snuste {hit og dit|fram og tilbake|i sikksakk}, {rundt og rundt|bort og tilbake|over og under}, helt til ${h(c).han} {stoppet og så opp|sto bom stille|satte seg med et fornøyd fnys}.`,
        `${k(c)} stakk nesa ned i ${floor(c)} og snuste i en stor ring, så en mindre, og så en enda mindre, helt til ${h(c).han} {sto bom stille og ikke ville flytte seg|satte seg og ikke ville rikke seg|satte snuten i været og ikke ville gå videre}.`,
      ),
  ],
  strength: [
    (c) =>
      by(
        c,
        `${k(c)} flyttet den største steinen og så under den.`,
        `${k(c)} flyttet det tyngste som fantes ${c.place.in}, {det ingen andre klarte å rikke|noe ingen andre orket å løfte|noe så tungt at ${floor(c)} knaket}, og under lå {det noe|et spor|noe som glitret}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} {løftet|dyttet|veltet} noe tungt, og under lå et spor.`,
        `{Med et rykk|Med et grynt|Med et stort pust} {løftet|veltet|skjøv} ${k(c)} ${heavy(c)} til side, og {der|under|bak} lå {et spor|noe|noe ingen hadde sett}.`,
      ),
  ],
  small: [
    (c) =>
      by(
        c,
        `${k(c)} krøp inn i {en bitte liten sprekk|et lite hull|en smal glipe} og kom ut igjen, svært fornøyd.`,
        `${k(c)} klemte seg inn i {en sprekk|et hull|en glipe} så smal at ingen andre kom etter, og kom ut igjen {med et svært fornøyd blikk|med snuten først, svært fornøyd|med støv på nesa og et stort glis}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} smatt {under|bak} der ingen andre fikk plass.`,
        `«Vent her,» sa ${k(c)}, og smatt {${c.outdoors ? 'under den laveste rota|mellom to steiner' : 'bak et løst bord|under skapet'}} der ingen andre fikk plass. {Skrape, skrape.|Rasle, rasle.|Tripp, tripp.} Så {ropte|pep|hvisket} ${h(c).han}: «{Kom og se|Her er det noe|Se hva jeg fant}!»`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} {krøp|smatt|kilte seg} inn {bak|under|mellom} noe og {fant et spor|pep fornøyd}.`,
        `${k(c)} var så liten at ${h(c).han} kunne {krype|smette|klemme seg} inn mellom ${nooks(c)}, og der inne, {i halvmørket|blant støv og smuler|der ingen andre nådde}, fant ${h(c).han} {et spor|noe som glitret|noe de hadde lett etter}.`,
      ),
  ],
  carry: [
    (c) =>
      by(
        c,
        `${k(c)} løftet ${c.team.dem} høyt opp, og derfra kunne de se mer.`,
        `${k(c)} lot ${c.team.dem} klatre opp på ryggen sin, og derfra kunne ${team(c)} se {mye lenger|over alt|helt bort til kanten}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} bar ${c.team.dem} {et stykke|rundt|høyt}, og de fikk øye på noe.`,
        `«Hopp på!» sa ${k(c)}, og med ${c.team.dem} på ryggen {gikk|luntet|skrittet} ${h(c).han} {bortover|en runde|fram og tilbake} ${c.place.in}, helt til ${team(c)} {ropte|pekte og ropte|hvisket}: «{Der|Stopp|Se der}!»`,
      ),
  ],
  light: [
    (c) =>
      by(
        c,
        `${k(c)} lyste inn i hver mørk krok.`,
        `${k(c)} lyste sterkere og sterkere og lyste inn i hver mørk krok ${c.place.in}, den ene etter den andre.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} lyste {bak|under|inn i} alt, og der var et spor.`,
        `${k(c)} {holdt lyset lavt|lyste i sikksakk|lyste sakte bortover}, {krok for krok|flekk for flekk|fra den ene siden til den andre}, til noe {blinket|glitret|kastet lyset tilbake} ${c.place.in}.`,
      ),
  ],
  magic: [
    (c) =>
      by(
        c,
        `${k(c)} hvisket en bitte liten trylleformel, og noe begynte å lyse.`,
        `${k(c)} hvisket en liten {finne-formel|lete-regle|trylleformel}, og et øyeblikk {lyste|glitret|glødet} alt som var blitt rørt den dagen, {svakt og sølvblankt|blått som måneskinn|gyllent som honning}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} {snurret rundt|blåste lett|nynnet}, og et spor {lyste opp|glitret|kom fram}.`,
        `${k(c)} {snurret rundt|blåste ut lufta|trakk en ring i lufta}, og små {gnister|lysprikker|stjerner} {danset|svevde|fløt} bort til {et sted|en krok|en flekk} ${c.place.in} og ble liggende og {blinke|glitre|lyse} der.`,
      ),
  ],
  fix: [
    (c) =>
      by(
        c,
        `${k(c)} så på hver minste bit og plukket ut én.`,
        `${k(c)} gikk over hver bit og del ${c.place.in} slik en som reparerer ting gjør, og la til side den ene som ikke hørte hjemme der.`,
      ),
  ],
  swim: [
    (c) =>
      WET.has(c.setting)
        ? by(
            c,
            `${k(c)} svømte langs kanten og kikket i hver dam, og så pekte ${h(c).han}.`,
            `${k(c)} svømte sakte langs vannkanten og kikket i hver dam og under hvert flytende blad, og så pekte ${h(c).han}.`,
          )
        : null,
  ],
  climb: [
    (c) =>
      by(
        c,
        `${k(c)} klatret høyt opp og så ned.`,
        `${k(c)} klatret {så høyt ${h(c).han} kunne|helt til topps|opp på det høyeste stedet} og så ned, og ovenfra {så én flekk annerledes ut enn resten|kunne ${h(c).han} se noe ingen andre hadde sett|fikk ${h(c).han} øye på noe rart}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} {klatret|klyvde|krabbet} opp og {speidet|kikket|så seg rundt}.`,
        `Opp {klatret|klyvde|krabbet} ${k(c)}, {grep for grep|bit for bit|fort som bare det}, og fra toppen av ${perch(c)} {pekte|vinket|nikket} ${h(c).han} mot {et sted|en flekk|noe} ingen hadde sett på.`,
      ),
  ],
  dig: [
    (c) =>
      by(
        c,
        `${k(c)} gravde og gravde der jorda var myk.`,
        `${k(c)} begynte å grave der jorda var {mykest|løsest|mørkest}, og jorda {føk|sprutet|fløy} {til alle kanter|bakover|i små skyer}, og så stoppet ${h(c).han} {brått|plutselig|med snuten i været}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} gravde {fort|ivrig|dypt} og fant {noe|et spor|noe rart}.`,
        `{Krafse, krafse|Skrape, skrape|Grave, grave}, sa det da ${k(c)} gravde ${c.place.in}, {dypere og dypere|litt til venstre og så litt til høyre|helt til bare halen stakk opp}, og der, under ${c.outdoors ? 'jorda' : 'støvet'}, lå {et spor|noe|svaret}.`,
      ),
  ],
  song: [
    (c) =>
      by(
        c,
        `${k(c)} sang én klar tone, og noe langt borte svarte.`,
        `${k(c)} sang én lang, klar tone og lyttet med hodet på skakke, og fra et sted like ved kom et svakt svar.`,
      ),
  ],
  clever: [
    (c) =>
      by(
        c,
        `${k(c)} fikk en idé: «La oss {gå tilbake dit det begynte|se der vi allerede har vært}.»`,
        `${k(c)} fikk en idé. «Vi har lett for langt {framme|unna|borte},» sa ${h(c).han}, «la oss {se|lete} {der vi allerede har vært|der vi kom fra|rett bak oss}.»`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} gikk baklengs i sine egne spor og så nøye etter.`,
        `${k(c)} gikk {baklengs|sakte tilbake} i sine egne spor, steg for steg, og {så på alt med nye øyne|ble plutselig stående}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} {smilte lurt|blunket|nikket}: «Jeg har en plan!»`,
        `${k(c)} {gned seg på haka|trommet med tærne|la hodet på skakke} og sa: «{Hvis jeg var et spor|Hvis jeg ville gjemme meg|Hvis jeg var et spor som ville bli funnet}, hvor ville jeg {vært|gått|ligget}?» Og så {visste|skjønte|så} ${h(c).han} det.`,
      ),
  ],
};
