// Noen som er skadet eller syk, og som blir passet på til de er friske: det vonde sett og sagt
// hjemme, trøst, en voksen eller dyrlegen spurt om hva som hjelper, det som trengs hentet
// (bandasje, teppe, vann, myk mat), ei seng laget i stand, et tilbakeslag (vil ikke spise,
// reiser seg for tidlig), tålmodighet, det første lille tegnet på bedring, og frisk igjen til
// slutt, løpende eller flygende, med et stolt barn og en takknemlig venn. Aldri en reise.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import type { Ailment } from '../../../description/read-care';
import { by } from '../../by-band';
import {
  careMoments,
  careMove,
  careStep,
  careTreatment,
  eachOnce,
  firstAt,
  inBarn,
  inTurn,
  type CareMove,
} from '../../care-beats';
import type { MomentTable } from '../../step-moments';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
const Han = (c: NoCtx) => cap(c.hero.han);
/** Den som blir passet på: «Stjerne», eller «katten» når familien ikke ga noe navn. */
const o = (c: NoCtx) => c.other?.name ?? 'valpen';
const O = (c: NoCtx) => cap(o(c));
const hun = (c: NoCtx) => c.other?.han ?? 'den';
const henne = (c: NoCtx) => c.other?.ham ?? 'den';
const ail = (c: NoCtx): Ailment => c.ailment ?? 'ill';
/** Et intetkjønnsdyr uten navn («føllet») er friskt; «Stjerne» er frisk. */
const neuter = (c: NoCtx) => !!c.other && !c.other.named && c.other.noun.g === 'n';
const frisk = (c: NoCtx) => (neuter(c) ? 'friskt' : 'frisk');
const syk = (c: NoCtx) => (neuter(c) ? 'sykt' : 'syk');
const varm = (c: NoCtx) => (neuter(c) ? 'varmt' : 'varm');
/** Dyrlegen for et dyr, legen for et barn. */
const vet = (c: NoCtx) => (c.otherKind === 'girl' || c.otherKind === 'boy' ? 'legen' : 'dyrlegen');
const Vet = (c: NoCtx) => cap(vet(c));
/** Den voksne som blir spurt hjemme: den første som møtes, eller mamma. */
const grown = (c: NoCtx) => c.helper?.name ?? 'mamma';

/** Det som er galt, verbet for seg så det kan byttes om: «hadde» + «vondt i beinet». */
const HAS: Record<Ailment, (c: NoCtx) => [string, string]> = {
  leg: () => ['hadde', 'vondt i beinet'],
  wing: () => ['hadde', 'skadet vingen'],
  tummy: () => ['hadde', 'vondt i magen'],
  cold: () => ['var', 'blitt forkjølet'],
  ill: (c) => ['var', syk(c)],
};
const has = (c: NoCtx) => HAS[ail(c)](c).join(' ');
/** Første gang den nevnes, med slaget: «hesten Stjerne», eller bare «katten». */
const who = (c: NoCtx) => (c.other?.named ? `${c.other.noun.def} ${o(c)}` : o(c));
/** Det som synes, og som sier det. */
const SEEN: Record<Ailment, (c: NoCtx) => string> = {
  leg: (c) => `${hun(c)} haltet og ville ikke stå på det ene beinet`,
  wing: (c) => `den ene vingen hang ned, og ${hun(c)} klarte ikke å fly`,
  tummy: (c) => `${hun(c)} lå krøllet sammen og ville ikke engang snuse på maten`,
  cold: (c) => `${hun(c)} nøs og snufset og frøs`,
  ill: (c) => `${hun(c)} lå helt stille, og øynene var slitne og matte`,
};
/** Det dyrlegen sier hjelper. */
const HELPS: Record<Ailment, string> = {
  leg: 'en myk bandasje rundt beinet og masse hvile',
  wing: 'en liten bandasje som holder vingen i ro, og hvile til den gror',
  tummy: 'små slurker vann, lett og myk mat og en skje med medisin',
  cold: 'et varmt teppe, mye å drikke og hvile',
  ill: 'en skje med medisin, vann og masse hvile',
};
/** Det som blir tatt med hjem fra dyrlegen. */
const CARRIED: Record<Ailment, string> = {
  leg: 'en rull med myk bandasje',
  wing: 'en liten bandasje til vingen',
  tummy: 'en liten flaske medisin',
  cold: 'en liten flaske medisin',
  ill: 'en liten flaske medisin',
};
/** Tilbakeslaget: for tidlig, eller ingen matlyst. Subjektet først. */
const SETBACK: Record<Ailment, (c: NoCtx) => string> = {
  leg: (c) =>
    `${o(c)} prøvde å reise seg og gå, altfor tidlig, og måtte legge seg ned igjen med en liten, trist lyd`,
  wing: (c) =>
    `${o(c)} prøvde å flakse med vingene, altfor tidlig, og tumlet ned igjen med et lite, trist pip`,
  tummy: (c) => `${o(c)} snuste på maten og snudde hodet bort`,
  cold: (c) => `${o(c)} snuste på maten, nøs og snudde hodet bort`,
  ill: (c) => `${o(c)} snuste på maten og snudde hodet bort`,
};
/** Det første lille tegnet på bedring. Subjektet først. */
const SIGN: Record<Ailment, (c: NoCtx) => string> = {
  leg: (c) => `${o(c)} sto på det vonde beinet, forsiktig, bare et lite øyeblikk`,
  wing: (c) => `${o(c)} strakte ut den skadde vingen, bare litt, og foldet den sammen igjen`,
  tummy: (c) => `${o(c)} spiste litt av den myke maten, og så litt til`,
  cold: (c) => `${o(c)} nøs ikke en eneste gang hele formiddagen`,
  ill: (c) => `${o(c)} løftet hodet og så seg rundt med klare øyne igjen`,
};
const MOVED: Record<CareMove, string> = {
  fly: 'fløy',
  hop: 'hoppet',
  gallop: 'galopperte',
  swim: 'svømte',
  run: 'løp',
};
/** Frisk igjen: løper, flyr, spiser. */
const WELL = (c: NoCtx): string => {
  const moved = MOVED[careMove(c)];
  if (ail(c) === 'wing') return `${O(c)} bredte ut begge vingene og fløy opp i epletreet`;
  if (ail(c) === 'tummy') return `${O(c)} spiste opp hele skåla og ${moved} rundt i hagen`;
  return `${O(c)} ${moved} rundt i hagen, fort og fritt, som om ingenting hadde vært galt`;
};
/** Ikke en hest i armene: den blir leid. */
const carried = (c: NoCtx) => (inBarn(c) ? 'leide' : 'bar');

/** Stellet på hvert sted, med det som går galt der, og det som blir gjort med det. */
const step = (c: NoCtx): string => {
  switch (careStep(c)) {
    case 'vet':
      return by(
        c,
        `${Vet(c)} så på ${o(c)} og ga ${h(c)} ${CARRIED[ail(c)]}.`,
        `${Vet(c)} undersøkte ${o(c)} forsiktig. «Det som hjelper, er ${HELPS[ail(c)]},» sa ${vet(c)}, og ga ${h(c)} ${CARRIED[ail(c)]} å ta med hjem.`,
        `${Vet(c)} hadde varme hender og en rolig stemme, og undersøkte ${o(c)} veldig forsiktig. «Det ${hun(c)} trenger, er ${HELPS[ail(c)]},» sa ${vet(c)}. Så fikk ${h(c)} ${CARRIED[ail(c)]} å ta med hjem, og en tegning som viste hvordan den skulle brukes.`,
      );
    case 'barn':
      return by(
        c,
        `${Vet(c)} kom ut i låven og så på ${o(c)}.`,
        `${Vet(c)} kom ut i låven og undersøkte ${o(c)} forsiktig. «Det som hjelper, er ${HELPS[ail(c)]},» sa ${vet(c)}, og ${h(c)} la ut ren, myk halm til ei seng.`,
        `${Vet(c)} kjørte ut til låven og undersøkte ${o(c)} veldig forsiktig. «Det ${hun(c)} trenger, er ${HELPS[ail(c)]},» sa ${vet(c)}. Så måkte ${h(c)} ut den gamle halmen og la ei tykk, ren seng av halm, så myk at man kunne synke ned i den.`,
      );
    case 'food':
      return inBarn(c)
        ? by(
            c,
            `${h(c)} kom med vann og høy. Men ${o(c)} ville ikke spise.`,
            `${h(c)} bar fram en bøtte med friskt vann og en favn med det beste høyet. Men ${SETBACK[ail(c) === 'leg' || ail(c) === 'wing' ? 'ill' : ail(c)](c)}.`,
            `${h(c)} bar fram en bøtte med friskt vann og en stor favn med det søteste høyet på hele gården, uten å søle en dråpe. Men ${SETBACK[ail(c) === 'leg' || ail(c) === 'wing' ? 'ill' : ail(c)](c)}.`,
          )
        : by(
            c,
            `${h(c)} kom med vann og myk mat. Men ${o(c)} ville ikke spise.`,
            `${h(c)} fylte ei skål med friskt vann og ei annen med myk mat. Men ${SETBACK[ail(c) === 'leg' || ail(c) === 'wing' ? 'ill' : ail(c)](c)}.`,
            `${h(c)} fylte den ene skåla med friskt vann og den andre med den mykeste maten som fantes, og bar dem inn uten å søle en dråpe. Men ${SETBACK[ail(c) === 'leg' || ail(c) === 'wing' ? 'ill' : ail(c)](c)}.`,
          );
    case 'bed':
      return by(
        c,
        `${h(c)} laget ei myk seng i en eske med et teppe.`,
        `${h(c)} fant en stor eske, la det mykeste teppet sitt i den og satte den ved senga, så ${o(c)} kunne hvile like ved.`,
        `${h(c)} fant en stor pappeske, la det mykeste teppet sitt i den og satte den rett ved siden av senga, der det var varmt og stille, og der ${o(c)} aldri ville være alene.`,
      );
    case 'blanket':
      return c.place.id === 'woodshed'
        ? by(
            c,
            `I boden fant ${h(c)} et gammelt ullteppe.`,
            `I boden fant ${h(c)} det gamle ullteppet og ristet støvet ut av det.`,
            `Innerst i boden, under en haug med sekker, fant ${h(c)} det gamle ullteppet, ristet støv og edderkopper ut av det og brettet det over armen.`,
          )
        : by(
            c,
            `${h(c)} hentet et varmt teppe fra skapet.`,
            `${h(c)} hentet et mykt håndkle og et varmt teppe fra skapet på badet.`,
            `${h(c)} sto på tå foran skapet på badet og tok ned det mykeste håndkleet og det varmeste teppet, det som luktet sommer.`,
          );
    case 'sign':
      return by(
        c,
        `${h(c)} ${carried(c)} ${o(c)} forsiktig ut i hagen.`,
        `${h(c)} ${carried(c)} ${o(c)} ut i hagen, sakte og forsiktig, for å ligge i det myke gresset.`,
        `For første gang på mange dager ${carried(c)} ${h(c)} ${o(c)} ut i hagen, sakte og forsiktig, og de ble sittende sammen i det myke gresset ved epletreet.`,
      );
  }
};

/** Tilbakeslaget der det kan skje, etter stellet. */
const setback = (c: NoCtx): string | null => {
  const s = careStep(c);
  if (s === 'bed' || s === 'barn')
    return ail(c) === 'leg' || ail(c) === 'wing'
      ? by(
          c,
          `Men ${o(c)} prøvde å reise seg for tidlig.`,
          `Men neste morgen skjedde det noe: ${SETBACK[ail(c)](c)}.`,
          `Men neste morgen, mens ${h(c)} ennå gned søvnen ut av øynene, skjedde det noe: ${SETBACK[ail(c)](c)}.`,
        )
      : by(
          c,
          `Men ${o(c)} frøs fremdeles litt.`,
          `Men om natta frøs ${o(c)} fremdeles, så ${h(c)} la et ekstra teppe over ${henne(c)}.`,
          `Men om natta skalv ${o(c)} fremdeles innimellom, så ${h(c)} listet seg bort og brettet et ekstra teppe godt rundt ${henne(c)}, helt opp til ørene.`,
        );
  if (s === 'blanket')
    return by(
      c,
      `${h(c)} la det godt rundt ${o(c)}.`,
      `${h(c)} la det godt rundt ${o(c)}, og snart sluttet ${o(c)} å skjelve.`,
      `${h(c)} la det godt rundt ${o(c)}, forsiktig, forsiktig, og litt etter litt sluttet ${o(c)} å skjelve og pustet rolig og dypt.`,
    );
  if (s === 'sign')
    return by(
      c,
      `${h(c)} ventet og ventet, helt tålmodig.`,
      `${h(c)} satt helt stille ved siden av ${o(c)} og ventet, tålmodig som en fisker som venter på napp.`,
      `${h(c)} satt helt stille ved siden av ${o(c)} og maste ikke, for å bli ${frisk(c)} tar den tiden det tar.`,
    );
  return null;
};

/** En godbit den som blir passet på, er glad i, når den myke maten blir vraket. */
const TREAT: Record<string, string> = {
  horse: 'noen eplebiter',
  pony: 'noen eplebiter',
  bird: 'noen frø og smuler',
  rabbit: 'et friskt løvetannblad',
  guinea: 'et friskt løvetannblad',
  dog: 'en liten bit kylling',
  puppy: 'en liten bit kylling',
  cat: 'en liten bit fisk',
  kitten: 'en liten bit fisk',
  girl: 'en skål varm suppe',
  boy: 'en skål varm suppe',
};
const treat = (c: NoCtx) => TREAT[c.otherKind ?? ''] ?? 'litt av favorittmaten';
/** Det dyrlegen viste hvordan man gjør hjemme. */
const DO: Record<'bandage' | 'medicine', (c: NoCtx) => string> = {
  bandage: (c) => `vikle den myke bandasjen rundt ${c.ailment === 'wing' ? 'vingen' : 'beinet'}`,
  medicine: () => 'gi medisinen med en liten skje',
};
const doIt = (c: NoCtx) => DO[careTreatment(c)](c);
/** Bandasjen eller medisinen, bestemt. */
const cure = (c: NoCtx) => (careTreatment(c) === 'bandage' ? 'bandasjen' : 'medisinen');
/** Det som går galt første gangen. */
const OOPS: Record<'bandage' | 'medicine', string> = {
  bandage: 'bandasjen gled rett av igjen',
  medicine: 'halve medisinen rant ut igjen',
};
/** Når det er gjort. */
const DONE: Record<'bandage' | 'medicine', string> = {
  bandage: 'bandasjen på plass',
  medicine: 'medisinen tatt',
};
const bowls = (c: NoCtx) => (inBarn(c) ? 'bøtta' : 'skålene');

/**
 * Stellet på hvert sted etter det første, ett øyeblikk per beat, hvert fra det forrige: hos
 * dyrlegen blir stellet vist og prøvd; i låven dagene med det; på kjøkkenet det som blir spist;
 * ved senga den første natta; ved skapet eller i boden varmen; i hagen de langsomme dagene før
 * det første tegnet.
 */
const CARE_ON: MomentTable<NoCtx> = {
  vet: [
    (c) =>
      by(
        c,
        `${Vet(c)} viste ${h(c)} hva ${c.hero.han} skulle gjøre.`,
        `Så viste ${vet(c)} ${h(c)} hvordan man skal ${doIt(c)}, og lot ${h(c)} prøve.`,
        `Så viste ${vet(c)} ${h(c)} hvordan man skal ${doIt(c)}, sakte, to ganger, og så holdt ${vet(c)} ${o(c)} i ro og lot ${h(c)} prøve.`,
      ),
    (c) =>
      by(
        c,
        `Men ${o(c)} vred seg!`,
        `Men ${o(c)} vred og vrikket seg, og ${OOPS[careTreatment(c)]}.`,
        `Men ${o(c)} vred og vrikket seg og likte det ikke i det hele tatt, og ${OOPS[careTreatment(c)]}.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} snakket rolig og prøvde igjen. Nå gikk det!`,
        `${h(c)} snakket rolig, slik man gjør med noen som er redde, og prøvde igjen, sakte, og denne gangen gikk det.`,
        `${h(c)} snakket rolig, slik man snakker til noen som er redde, og prøvde igjen, veldig sakte, og denne gangen holdt ${o(c)} seg i ro, og det gikk.`,
      ),
    (c) =>
      by(
        c,
        `«Jeg ser til ${henne(c)} om en uke,» sa ${vet(c)}.`,
        `«Jeg kommer innom og ser til ${henne(c)} om en uke,» sa ${vet(c)}, «så får vi se hvordan det går.» ${cap(grown(c))} skrev det på kalenderen.`,
        `«Jeg kommer innom og ser til ${henne(c)} om en uke,» sa ${vet(c)}, «så får vi se hvordan det går. Til da: hvile og tålmodighet.» ${cap(grown(c))} skrev det på kalenderen med store, røde bokstaver.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} fikk høre på hjertet til ${o(c)}.`,
        `Så fikk ${h(c)} høre på hjertet til ${o(c)} gjennom stetoskopet: dunk-dunk, dunk-dunk, raskt og lite.`,
        `Så lot ${vet(c)} ${h(c)} høre på hjertet til ${o(c)} gjennom det kalde stetoskopet: dunk-dunk, dunk-dunk, raskt og lite og modig.`,
      ),
    (c) =>
      by(
        c,
        `${Vet(c)} ga ${h(c)} et klistremerke: FLINK HJELPER.`,
        `På vei ut ga ${vet(c)} ${h(c)} et klistremerke det sto FLINK HJELPER på, og ${h(c)} satte det på genseren sin.`,
        `På vei ut ga ${vet(c)} ${h(c)} et rundt klistremerke det sto FLINK HJELPER på, og ${h(c)} trykket det fast på genseren sin, rett over hjertet.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} bar ${o(c)} veldig forsiktig hjem.`,
        `Hele veien hjem holdt ${h(c)} ${o(c)} tett inntil seg, like forsiktig som en kopp fylt helt til randen.`,
        `Hele veien hjem holdt ${h(c)} ${o(c)} stille og tett inntil seg, like forsiktig som en kopp kakao fylt helt til randen.`,
      ),
  ],
  barn: [
    (c) =>
      by(
        c,
        `${h(c)} satte seg i halmen og strøk ${o(c)}.`,
        `${h(c)} satte seg i halmen ved siden av ${o(c)} og strøk ${henne(c)} over halsen til ${hun(c)} lå rolig igjen.`,
        `${h(c)} satte seg i halmen ved siden av ${o(c)} og strøk ${henne(c)} over halsen, langsomt og jevnt, til ${hun(c)} ga et dypt sukk og lå rolig igjen.`,
      ),
    (c) =>
      by(
        c,
        `Hver morgen og kveld gjorde ${h(c)} som ${vet(c)} sa.`,
        `Hver morgen og hver kveld kom ${h(c)} ut for å ${doIt(c)}, akkurat slik ${vet(c)} hadde vist.`,
        `Hver morgen før frokost og hver kveld før leggetid kom ${h(c)} ut i låven for å ${doIt(c)}, akkurat slik ${vet(c)} hadde vist, og ${c.hero.han} glemte det ikke en eneste gang.`,
      ),
    (c) =>
      by(
        c,
        `Men en dag ville ikke ${o(c)} stå stille.`,
        `Men en morgen trampet ${o(c)} og kastet med hodet og ville ikke stå stille i det hele tatt.`,
        `Men en morgen var ${o(c)} sur og urolig, trampet og kastet med hodet og ville ikke stå stille et øyeblikk.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ga ${henne(c)} ${treat(c)}. Da gikk det fint.`,
        `Så ga ${h(c)} ${o(c)} ${treat(c)}, og mens ${hun(c)} tygget, var ${DONE[careTreatment(c)]} på et øyeblikk.`,
        `Så holdt ${h(c)} fram ${treat(c)}, og mens ${o(c)} tygget fornøyd, var ${DONE[careTreatment(c)]} før ${hun(c)} i det hele tatt merket det.`,
      ),
    (c) =>
      by(
        c,
        `En uke senere kom ${vet(c)} tilbake. «Bedre!»`,
        `En uke senere kom ${vet(c)} tilbake for å se. «Mye bedre,» sa ${vet(c)}. «Bare fortsett sånn.»`,
        `En uke senere kom ${vet(c)} tilbake for å se, kjente forsiktig på ${c.ailment === 'leg' ? 'beinet' : 'det vonde stedet'} og smilte. «Mye bedre,» sa ${vet(c)}. «Bare fortsett akkurat sånn.»`,
      ),
    (c) =>
      by(
        c,
        `Etter det kom ${h(c)} ut hver dag etter skolen.`,
        `Etter det kom de lange dagene med bedring, og ${h(c)} kom ut i låven hver eneste dag etter skolen.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} satt på en krakk hos ${o(c)}, så ${hun(c)} hadde selskap.`,
        `${h(c)} tok med seg en krakk og leksene sine og satt hos ${o(c)}, så ${hun(c)} skulle ha selskap.`,
      ),
    (c) =>
      by(
        c,
        `En kveld høljregnet det.`,
        `En kveld høljregnet det, men ${h(c)} løp ut i låven i regnjakka likevel.`,
      ),
    (c) =>
      by(
        c,
        `${O(c)} sto og ventet ved døra.`,
        `${O(c)} sto og ventet med mulen over døra, som om ${hun(c)} hadde visst at ${h(c)} ville komme.`,
      ),
  ],
  food: [
    (c) =>
      by(
        c,
        `Så hentet ${h(c)} ${treat(c)}.`,
        `«Kanskje ${hun(c)} vil ha noe ${hun(c)} er glad i,» sa ${grown(c)}. Så hentet ${h(c)} ${treat(c)}.`,
        `«Noen ganger vil den som er syk, bare ha det den liker aller best,» sa ${grown(c)}. Så hentet ${h(c)} ${treat(c)} og satte seg helt stille ved siden av.`,
      ),
    (c) =>
      by(
        c,
        `${O(c)} snuste og tok en bitteliten bit!`,
        `${O(c)} snuste lenge, og så tok ${hun(c)} en bitteliten bit.`,
        `${O(c)} snuste lenge, lenge, og så, veldig sakte, tok ${hun(c)} en bitteliten bit.`,
      ),
    (c) =>
      by(
        c,
        `Så en bit til, og en til!`,
        `Så en bit til, og enda en, og ${h(c)} turte nesten ikke å puste.`,
        `Så en bit til, og enda en etter det, og ${h(c)} turte nesten ikke å puste, i tilfelle ${o(c)} skulle slutte.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} lagde et skjema med en hake for hvert måltid.`,
        `Etter det lagde ${h(c)} et skjema til kjøleskapet, med en hake for hvert måltid ${o(c)} spiste.`,
        `Etter det lagde ${h(c)} et skjema og hengte det på kjøleskapet, med én dag på hver linje og en stor hake for hvert måltid ${o(c)} spiste.`,
      ),
    (c) =>
      by(
        c,
        `Dag for dag ble rekka med haker lengre.`,
        `Dag for dag ble rekka med haker lengre, og hver morgen fylte ${h(c)} ${bowls(c)} med frisk mat og vann.`,
        `Dag for dag ble rekka med haker lengre og stoltere, og hver morgen vasket ${h(c)} ${bowls(c)} og fylte i frisk mat og vann.`,
      ),
    (c) =>
      by(
        c,
        `Men en dag var posen med mat tom!`,
        `Men en morgen var sekken med ${inBarn(c) ? 'havre' : 'mat'} tom, uten en smule igjen i bunnen.`,
      ),
    (c) =>
      by(
        c,
        `${cap(grown(c))} fant en ny sekk i skapet.`,
        `${cap(grown(c))} fant en ny sekk helt innerst i skapet, bak melet.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} løftet den alene, og litt rant ut.`,
        `${h(c)} prøvde å løfte den tunge sekken helt alene, og litt av den rant ut over gulvet.`,
      ),
    (c) =>
      by(
        c,
        `De feide det opp, og etterpå brukte ${h(c)} en kopp.`,
        `De feide det opp sammen, og etter det øste ${h(c)} opp med en kopp, og det var mye lettere.`,
      ),
  ],
  bed: [
    (c) =>
      by(
        c,
        `${h(c)} bygde en mur av puter rundt esken.`,
        `«${cap(hun(c))} må ligge stille en stund til,» sa ${grown(c)}. Så bygde ${h(c)} en mur av puter rundt esken.`,
        `«${cap(hun(c))} må ligge stille en stund til,» sa ${grown(c)}, «uansett hvor gjerne ${hun(c)} vil opp.» Så bygde ${h(c)} en mur av puter rundt esken, så ${o(c)} kunne ligge trygt og godt.`,
      ),
    (c) =>
      by(
        c,
        `Den natta kikket ${h(c)} på ${o(c)} hele tiden.`,
        `Den natta fikk ${h(c)} nesten ikke sove, og kikket over sengekanten på ${o(c)} igjen og igjen.`,
        `Den natta fikk ${h(c)} nesten ikke sove i det hele tatt, og kikket stadig over sengekanten for å se at ${o(c)} hadde det bra.`,
      ),
    (c) =>
      by(
        c,
        `Om natta våknet ${o(c)} med en liten lyd.`,
        `Midt på natta våknet ${o(c)} og ga fra seg en liten, redd lyd.`,
        `Midt på natta, da alt var mørkt og stille, våknet ${o(c)} og ga fra seg en liten, redd lyd.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} holdt forsiktig rundt ${o(c)} til ${hun(c)} sov.`,
        `${h(c)} strakte ned en hånd og holdt den over ${o(c)} til ${hun(c)} sovnet igjen.`,
        `${h(c)} strakte ned en varm hånd i mørket og holdt den over ${o(c)} og nynnet lavt, til ${hun(c)} sovnet igjen.`,
      ),
    (c) =>
      by(
        c,
        `Om morgenen sov de begge lenge.`,
        `Om morgenen sov de begge to lenge, og ingen vekket dem.`,
        `Om morgenen sov de begge to lenge, og ${grown(c)} kikket inn, smilte og listet seg ut igjen uten å vekke dem.`,
      ),
  ],
  blanket: [
    (c) =>
      c.place.id === 'woodshed'
        ? by(
            c,
            `Men om natta ristet ${o(c)} av seg teppet!`,
            `Men neste morgen lå teppet i halmen: ${o(c)} hadde ristet det av seg i løpet av natta.`,
            `Men neste morgen lå teppet i en haug i halmen, for ${o(c)} hadde ristet det av seg i løpet av natta.`,
          )
        : by(
            c,
            `Så fylte ${h(c)} en varmeflaske.`,
            `Så fylte ${h(c)} en varmeflaske, pakket den inn i håndkleet og la den ved siden av ${o(c)}.`,
            `Så fylte ${h(c)} en varmeflaske fra springen, pakket den inn i håndkleet og la den inntil ${o(c)}, der det var kaldest.`,
          ),
    (c) =>
      c.place.id === 'woodshed'
        ? by(
            c,
            `${h(c)} lot ${henne(c)} snuse på det først.`,
            `${h(c)} lot ${o(c)} snuse på hele teppet først, så ${hun(c)} skulle kjenne lukta av det.`,
            `${h(c)} lot ${o(c)} snuse på hele teppet først, i ro og mak, så ${hun(c)} skulle kjenne lukta av det og ikke bli redd.`,
          )
        : by(
            c,
            `Men den var for varm!`,
            `Men flaska var for varm, og ${o(c)} vred seg unna.`,
            `Men flaska var altfor varm, og ${o(c)} vred seg så langt unna som ${hun(c)} kunne.`,
          ),
    (c) =>
      c.place.id === 'woodshed'
        ? by(
            c,
            `Denne gangen ble det liggende hele natta.`,
            `Denne gangen sto ${o(c)} helt stille, og ${h(c)} festet teppet med to myke remmer, så det ble liggende hele natta.`,
            `Denne gangen sto ${o(c)} helt stille, og ${h(c)} festet teppet med to myke remmer under magen, så det ble liggende hele natta.`,
          )
        : by(
            c,
            `${h(c)} lot den kjøle seg. Nå var den passe.`,
            `${h(c)} lot den kjøle seg litt, og da var den akkurat passe, og ${o(c)} krøp inntil den.`,
            `${h(c)} lot den kjøle seg litt og pakket den inn én gang til, og da var den akkurat passe, og ${o(c)} krøp inntil den med et sukk.`,
          ),
    (c) =>
      by(
        c,
        `Ved leggetid var det tid for ${cure(c)}.`,
        `Ved leggetid var det tid for ${cure(c)} igjen, og ${h(c)} gjorde det akkurat slik ${vet(c)} hadde vist.`,
        `Ved leggetid var det tid for ${cure(c)} igjen, og ${h(c)} gjorde det akkurat slik ${vet(c)} hadde vist, rolig og uten noe mas.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} gjorde det hver kveld og glemte det aldri.`,
        `Hver kveld etter det gjorde ${h(c)} det samme, og ikke én gang glemte ${c.hero.han} det.`,
        `Hver kveld etter det gjorde ${h(c)} det samme, til samme tid, og ikke én eneste gang glemte ${c.hero.han} det.`,
      ),
    (c) =>
      by(
        c,
        `En kveld var ${cure(c)} nesten brukt opp.`,
        `En kveld så ${h(c)} at ${cure(c)} nesten var brukt opp.`,
      ),
    (c) =>
      by(
        c,
        `${cap(grown(c))} ringte ${vet(c)} og fikk mer.`,
        `${cap(grown(c))} ringte ${vet(c)}, som kom innom med mer allerede dagen etter.`,
      ),
    (c) =>
      by(
        c,
        `Denne gangen holdt ${o(c)} seg helt i ro.`,
        `Denne gangen holdt ${o(c)} seg helt i ro av seg selv, som om ${hun(c)} visste at det hjalp.`,
      ),
    (c) =>
      by(
        c,
        `«Flink,» hvisket ${h(c)}.`,
        `«Så flink du er,» hvisket ${h(c)} og klappet ${o(c)} forsiktig.`,
      ),
  ],
  sign: [
    (c) =>
      by(
        c,
        `${O(c)} lå i gresset og snuste i lufta.`,
        `${O(c)} lå i gresset og snuste i lufta, full av lukter fra hagen.`,
        `${O(c)} lå i gresset, blunket og snuste i lufta, full av alle luktene fra hagen som ${hun(c)} hadde savnet.`,
      ),
    (c) =>
      inBarn(c)
        ? by(
            c,
            `${h(c)} leide ${o(c)} bort under epletreet.`,
            `Etter en stund leide ${h(c)} ${o(c)} bort under epletreet, der det var svalt og stille.`,
            `Etter en stund leide ${h(c)} ${o(c)} sakte bort til epletreet, der det var svalt og stille, ett forsiktig skritt om gangen.`,
          )
        : by(
            c,
            `${Vet(c)} kom innom for å se. «Bedre!»`,
            `Da uka var omme, kom ${vet(c)} innom for å se på ${o(c)}. «Det går framover,» sa ${vet(c)}. «Men ikke forhast dere.»`,
            `Da uka var omme, kom ${vet(c)} innom, akkurat som lovet, og så nøye på ${o(c)}. «Det går framover,» sa ${vet(c)}, «men sakte. Ikke forhast dere.»`,
          ),
    (c) =>
      by(
        c,
        `${h(c)} leste høyt, og ${o(c)} lyttet.`,
        `${h(c)} hentet ei bok og leste høyt under treet, og ${o(c)} lå helt stille og lyttet.`,
        `${h(c)} hentet ei bok og leste høyt under treet, og ${o(c)} lå helt stille, som om ${hun(c)} hørte på hvert eneste ord.`,
      ),
    (c) =>
      by(
        c,
        `Hver dag satt de ute litt lenger.`,
        `Hver dag etter det gikk de ut i hagen, og hver dag ble de ute litt lenger.`,
        `Hver dag etter det gikk de ut i hagen sammen, og hver dag ble de ute litt lenger enn dagen før.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} lagde en blomsterkrans til ${o(c)}.`,
        `${h(c)} lagde en lang krans av prestekrager og la den i gresset ved siden av ${o(c)}.`,
      ),
    (c) =>
      by(
        c,
        `«Snart,» hvisket ${h(c)}. «Snart er du ${frisk(c)}.»`,
        `«Snart,» hvisket ${h(c)} til ${o(c)}. «Snart er du ${frisk(c)} igjen, skal du se.»`,
      ),
  ],
};

const careOn = careMoments<NoCtx>(CARE_ON, (c) => setback(c));

export const care: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `En morgen ${HAS[ail(c)](c)[0]} ${who(c)} ${HAS[ail(c)](c)[1]}. ${h(c)} så det først.`,
        `En morgen så ${h(c)} at noe var galt med ${who(c)}: ${SEEN[ail(c)](c)}. ${O(c)} ${has(c)}.`,
        `En morgen skjønte ${h(c)} med en gang at noe var galt med ${who(c)}, for ${SEEN[ail(c)](c)}. ${O(c)} ${has(c)}.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} strøk ${o(c)} forsiktig. «Stakkars deg. Jeg er her.»`,
        `${h(c)} satte seg på kne og strøk ${o(c)} helt forsiktig. «Stakkars ${o(c)},» hvisket ${c.hero.han}. «Ikke vær redd. Jeg er her.»`,
        `${h(c)} satte seg på kne ved siden av ${o(c)} og strøk ${henne(c)} helt, helt forsiktig, slik man tar på noe som kan gå i stykker. «Stakkars ${o(c)},» hvisket ${c.hero.han}. «Ikke vær redd. Jeg er rett her.»`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men ${h(c)} visste ikke hvordan ${c.hero.han} kunne hjelpe.`,
        `Men ${h(c)} visste ikke hva som kunne gjøre ${o(c)} ${frisk(c)}, og det var det verste.`,
        `Men ${h(c)} visste ikke hva som kunne gjøre ${o(c)} ${frisk(c)}, og det å ikke vite føltes nesten verre enn det vonde selv.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Jeg skal passe på deg til du er frisk,» sa ${h(c)}.`,
        `«Jeg skal passe på deg,» lovet ${h(c)}, «hver dag, helt til du er frisk igjen.»`,
        `«Jeg skal passe på deg,» lovet ${h(c)}, og stemmen var helt rolig, «hver eneste dag, helt til du er frisk igjen.»`,
      ),
  ],
  attempt: [
    ...firstAt<NoCtx>(
      'step',
      step,
      careOn.after([
        (c) =>
          by(
            c,
            `${h(c)} sang en stille sang for ${o(c)}.`,
            `${h(c)} satt tett inntil og nynnet en stille sang, og ${o(c)} lukket øynene.`,
            `${h(c)} satt tett inntil og nynnet den stille sangen mamma alltid nynnet ved leggetid, og etter en stund lukket ${o(c)} øynene.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} så til ${o(c)} igjen og igjen.`,
            `${h(c)} så til ${o(c)} igjen og igjen, til og med midt i middagen.`,
            `Hele dagen så ${h(c)} til ${o(c)}, igjen og igjen, til og med midt i middagen, bare for å være sikker.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} børstet ${o(c)} forsiktig, fra hode til hale.`,
            `${h(c)} børstet ${o(c)} forsiktig fra hode til hale, slik ${o(c)} likte det best.`,
            `${h(c)} børstet ${o(c)} forsiktig fra hode til hale, med lange, rolige tak, slik ${o(c)} alltid hadde likt det best.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} ristet opp senga til ${o(c)}.`,
            `${h(c)} glattet ut teppet og ristet opp senga, så ${o(c)} skulle ligge godt.`,
            `${h(c)} glattet ut teppet, ristet opp senga og la en ekstra pute i den ene enden, så ${o(c)} skulle ligge så godt som det var mulig å ligge.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} leste ei bildebok for ${o(c)}.`,
            `${h(c)} hentet ei bildebok og leste høyt for ${o(c)}, og viste fram hvert eneste bilde.`,
            `${h(c)} hentet yndlingsboka si og leste høyt for ${o(c)}, langsomt, og snudde boka etter hver side, så ${o(c)} også kunne se bildene.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} tegnet et kort der det sto «God bedring».`,
            `${h(c)} tegnet et kort med ei stor, gul sol og satte det opp der ${o(c)} kunne se det.`,
            `${h(c)} tegnet et kort med ei stor, gul sol, en regnbue og GOD BEDRING med ujevne bokstaver, og satte det opp der ${o(c)} ville se det med en gang.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} var helt stille, så ${o(c)} fikk sove.`,
            `${h(c)} listet seg rundt og hysjet på alle, så ${o(c)} fikk sove.`,
            `Hele ettermiddagen listet ${h(c)} seg rundt og hengte en lapp på døra der det sto STILLE, TAKK, så ${o(c)} fikk sove så lenge ${hun(c)} trengte.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} fortalte ${o(c)} om dagen.`,
            `${h(c)} satt hos ${o(c)} og fortalte om dagen, de morsomme tingene først.`,
            `Om kvelden satt ${h(c)} hos ${o(c)} og fortalte om hele dagen, de morsomme tingene først, med en lav, myk stemme som bare var for dem to.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} ga ${o(c)} litt vann.`,
            `${h(c)} holdt fram litt vann på en skje og ventet.`,
            `${h(c)} holdt fram litt vann på en skje og ventet, helt stille, så lenge det trengtes.`,
          ),
      ]),
    ),
    ...careOn.next(),
  ],
  progress: [
    ...firstAt<NoCtx>(
      'fix',
      (c) => setback(c),
      careOn.after([
        (c) =>
          by(
            c,
            `${h(c)} var tålmodig og forsiktig.`,
            `${h(c)} ga ikke opp. ${Han(c)} var tålmodig og forsiktig, og prøvde igjen litt senere.`,
            `${h(c)} ga ikke opp. Å passe på noen, lærte ${c.hero.han}, handler mest om å være tålmodig og forsiktig, og om å prøve igjen litt senere.`,
          ),
        (c) =>
          by(
            c,
            `${O(c)} sukket og sovnet.`,
            `${O(c)} ga fra seg et langt, søvnig sukk og sov hele natta.`,
            `${O(c)} ga fra seg et langt, søvnig sukk, la snuten til rette og sov hele natta uten å røre seg en eneste gang.`,
          ),
        (c) =>
          by(
            c,
            `${O(c)} drakk litt vann.`,
            `${O(c)} drakk litt av vannet, bare noen slurker.`,
            `${O(c)} drakk litt av vannet, bare noen få slurker, men ${h(c)} telte hver eneste en.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} strøk ${o(c)} helt forsiktig.`,
            `${h(c)} strøk ${o(c)} helt forsiktig, og ${o(c)} lente seg inn mot hånda.`,
            `${h(c)} strøk ${o(c)} helt forsiktig, og ${o(c)} lente seg inn mot hånda, varm og tung og trygg.`,
          ),
      ]),
      'step',
    ),
    ...careOn.next(),
  ],
  advice: eachOnce<NoCtx>('advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `«Hvile er den beste medisinen,» sa ${c.helper.name}.`,
            `«Hvile er den beste medisinen,» sa ${c.helper.name}. «La ${henne(c)} ta det med ro.»`,
            `«Hvile er den aller beste medisinen,» sa ${c.helper.name}, «og hvile lar seg ikke skynde på. La ${henne(c)} ta det med ro.»`,
          )
        : null,
    // (Små skjeer er for en vond mage, ikke for et vondt bein.)
    (c) =>
      c.helper && ail(c) !== 'leg' && ail(c) !== 'wing'
        ? by(
            c,
            `«Prøv litt om gangen,» sa ${c.helper.name}.`,
            `«Prøv litt om gangen,» sa ${c.helper.name}. «Én skje nå og én skje litt senere.»`,
            `«Ikke sett fram hele skåla,» sa ${c.helper.name}. «Én skje nå og én skje litt senere. Den som er syk, liker det smått.»`,
          )
        : null,
  ]),
  ask: eachOnce<NoCtx>('ask', [
    (c) =>
      by(
        c,
        `«Hva hjelper ${o(c)}?» spurte ${h(c)} ${grown(c)}.`,
        `«Hva kan hjelpe ${o(c)} å bli ${frisk(c)}?» spurte ${h(c)} ${grown(c)}. «Vi spør ${vet(c)},» var svaret.`,
        `«Hva kan jeg gjøre for at ${o(c)} skal bli ${frisk(c)}?» spurte ${h(c)} ${grown(c)}. «Vi spør ${vet(c)},» var svaret, «og så gjør vi akkurat som ${vet(c)} sier.»`,
      ),
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `Og så, endelig: ${SIGN[ail(c)](c)}!`,
          `Og så, endelig, skjedde det: ${SIGN[ail(c)](c)}. ${h(c)} holdt pusten.`,
          `Og så, endelig, etter all ventingen, skjedde det: ${SIGN[ail(c)](c)}. ${h(c)} holdt pusten og turte nesten ikke å røre seg.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `De ventet sammen, og så skjedde det: ${SIGN[ail(c)](c)}!`,
          `${h(c)} og ${grown(c)} ventet sammen, og så skjedde det: ${SIGN[ail(c)](c)}. «Se!» hvisket ${h(c)}.`,
          `${h(c)} og ${grown(c)} ventet sammen, side om side, og så skjedde det: ${SIGN[ail(c)](c)}. «Se!» hvisket ${h(c)} og klemte hånda til ${grown(c)}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} la ${c.gift.def} ved ${o(c)}. Så skjedde det: ${SIGN[ail(c)](c)}!`,
              `${h(c)} la ${c.gift.def} ved siden av ${o(c)} for selskap, og så skjedde det: ${SIGN[ail(c)](c)}.`,
              `${h(c)} la ${c.gift.def} ved siden av ${o(c)} for selskap, slik man lar et nattlys stå på, og så skjedde det: ${SIGN[ail(c)](c)}.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} gjorde som ${vet(c)} sa. Så skjedde det: ${SIGN[ail(c)](c)}!`,
          `${h(c)} hadde gjort akkurat som ${vet(c)} sa, hver eneste dag, og så skjedde det: ${SIGN[ail(c)](c)}.`,
          `${h(c)} hadde gjort akkurat som ${vet(c)} sa, hver eneste dag, uten å glemme det en eneste gang, og så skjedde det: ${SIGN[ail(c)](c)}.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `Snart var ${o(c)} ${frisk(c)} igjen! ${WELL(c)}.`,
        `Dag for dag ble ${o(c)} sterkere, og en morgen var ${o(c)} ${frisk(c)} igjen. ${WELL(c)}.`,
        `Dag for dag ble ${o(c)} sterkere, helt til ${o(c)} en lys morgen var helt ${frisk(c)} igjen. ${WELL(c)}.`,
      ),
  ],
  // Den friske dagen rundes av i rekkefølge: takk, stolthet, stellet ryddet bort, dagen merket
  // av, og den første gode nattesøvnen.
  home: eachOnce<NoCtx>(
    'home',
    inTurn<NoCtx>('home', [
      (c) =>
        by(
          c,
          `${O(c)} krøp inntil ${h(c)}, som for å si takk.`,
          `Så kom ${o(c)} tilbake og krøp tett inntil ${h(c)}, som for å si: «Takk for at du passet på meg.»`,
          `Så kom ${o(c)} tilbake og la seg tett inntil ${h(c)}, ${varm(c)} og ${frisk(c)}, som for å si: «Takk. Du passet på meg hele tiden.»`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} var veldig stolt.`,
          `${h(c)} var stolt helt ned i tærne. «Du klarte det,» sa ${grown(c)}.`,
          `${h(c)} var stolt helt ned i tærne. «Du gjorde ${henne(c)} ${frisk(c)} igjen,» sa ${grown(c)}. «Med tålmodighet og forsiktige hender.»`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} la bort resten av ${cure(c)}, for sikkerhets skyld.`,
          `Så la ${h(c)} det som var igjen av ${cure(c)}, i skuffen, for sikkerhets skyld.`,
          `Så la ${h(c)} det som var igjen av ${cure(c)}, i skuffen, for sikkerhets skyld, selv om ${c.hero.han} håpet at det aldri skulle trengs igjen.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} tegnet en stor stjerne på kalenderen.`,
          `Den kvelden tegnet ${h(c)} en stor stjerne på kalenderen, på dagen da ${o(c)} ble ${frisk(c)} igjen.`,
          `Den kvelden tegnet ${h(c)} en stor gullstjerne på kalenderen, akkurat på dagen da ${o(c)} ble ${frisk(c)} igjen, så ingen noen gang skulle glemme den.`,
        ),
      (c) =>
        by(
          c,
          `Den natta sov de begge godt.`,
          `Den natta sov ${o(c)} tungt og godt, og det gjorde ${h(c)} også, bedre enn på hele uka.`,
          `Den natta sov ${o(c)} tungt og godt, og det gjorde ${h(c)} også, bedre enn ${c.hero.han} hadde sovet på hele uka.`,
        ),
    ]),
  ),
  reflection: eachOnce<NoCtx>('reflection', [
    (c) =>
      by(
        c,
        `Å passe på noen krever tid og kjærlighet.`,
        `Å bli frisk tar tid, tenkte ${h(c)}, og da trengs det noen som holder seg nær.`,
        `Å bli frisk tar tid, tenkte ${h(c)}, og tålmodighet, og noen som holder seg nær hele veien.`,
      ),
  ]),
  refrain: [() => `Forsiktig, forsiktig, dag for dag, snart er du frisk og i godt lag!`],
  title: [
    (c) => `${h(c)} passer på ${o(c)}`,
    (c) => `${O(c)} blir ${frisk(c)} igjen`,
    // Called by name; one without a name is not called «den lille hunden».
    (c) => (c.other?.named ? `God bedring, ${o(c)}!` : `${O(c)} blir ${frisk(c)} igjen`),
    (c) => `${h(c)} og ${o(c)}`,
    (c) => `${c.hero.gen} {forsiktige hender|tålmodige dager}`,
  ],
};

/** Til dyrlegen, ut på kjøkkenet, opp på rommet, ut i hagen. */
const GO: Record<string, (c: NoCtx) => string> = {
  'waiting-room': (c) =>
    by(
      c,
      `${h(c)} og ${grown(c)} tok ${o(c)} med til ${vet(c)}.`,
      `${h(c)} og ${grown(c)} bar ${o(c)} forsiktig til ${vet(c)} og satte seg på venterommet.`,
      `${h(c)} og ${grown(c)} bar ${o(c)} til ${vet(c)}, så forsiktig at ikke ett skritt ristet, og satte seg på venterommet for å vente på tur.`,
    ),
  kitchen: (c) =>
    by(
      c,
      `${h(c)} løp ut på kjøkkenet.`,
      `${h(c)} skyndte seg ut på kjøkkenet for å hente det ${o(c)} trengte.`,
    ),
  bedroom: (c) =>
    by(
      c,
      `${h(c)} gikk opp på rommet sitt.`,
      `${h(c)} gikk opp på rommet sitt for å lage ei seng til ${o(c)}.`,
    ),
  bathroom: (c) =>
    by(
      c,
      `${h(c)} løp inn på badet.`,
      `${h(c)} skyndte seg inn på badet for å hente noe varmt til ${o(c)}.`,
    ),
  woodshed: (c) =>
    by(
      c,
      `${h(c)} løp ut i boden.`,
      `${h(c)} løp ut i vedboden for å lete etter noe varmt til ${o(c)}.`,
    ),
  hayloft: (c) =>
    by(
      c,
      `${h(c)} gikk ut i låven.`,
      `${h(c)} gikk ut i låven, der ${o(c)} sto i båsen sin og ventet.`,
    ),
  garden: (c) =>
    by(
      c,
      `Dagene gikk.`,
      `Dagene gikk, den ene etter den andre, sakte og stille.`,
      `Dagene gikk, den ene etter den andre, sakte og stille, og hver eneste av dem var ${h(c)} sammen med ${o(c)}.`,
    ),
};

export const careScenes = {
  // Bare egne titler: aldri «dyrlegen i hagen».
  titles: [] as Bank<NoCtx>,
  travel: [(c: NoCtx) => GO[c.place.id]?.(c) ?? null] as Bank<NoCtx>,
};

/** Venterommet hos dyrlegen: dyr som venter, ikke tegneserier hos legen. */
export const careSettings = {
  clinic: [
    (c: NoCtx) =>
      by(
        c,
        `En hund og en katt ventet også.`,
        `På venterommet satt en hund med bandasje på labben og en katt i en kurv og ventet, de også.`,
        `Venterommet luktet såpe og høy; en hund med bandasje på labben lå under en benk, og en gretten katt kikket ut av en kurv.`,
      ),
  ] as Bank<NoCtx>,
  farm: [
    (c: NoCtx) =>
      by(
        c,
        `Låven luktet høy.`,
        `Låven var halvmørk og varm og luktet høy.`,
        `Låven var halvmørk og varm, med støv som danset i lyset og en søt lukt av høy.`,
      ),
  ] as Bank<NoCtx>,
};
