// Stegene i en lengre fortelling om en ting som sitter fast høyt oppe, mellom forsøkene (plan
// GoalStep): den blir sett og stedet gransket, det haster mer (vind, regn, kveld), de hjemme får
// vite det, forsøkene tenkes gjennom, og det som skal nå, lånes, settes støtt og klatres i.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { cap } from '../../../text';
import {
  den,
  h,
  han,
  hold,
  holder,
  needed,
  roof,
  runner,
  sin,
  spot,
  the,
  tree,
} from './stuck-words';

type Steps = NonNullable<GoalTexts<NoCtx>['steps']>;

/** Hva som gjør ventingen verre, for denne tingen. */
function worse(c: NoCtx): string {
  switch (hold(c)) {
    case 'string':
      return `vinden tok seg opp og rykket i ${the(c)}, som om den ville ta ${den(c)} med seg for godt`;
    case 'paper':
      return `mørke skyer kom drivende, og regn ville gjøre ${the(c)} til grøt`;
    case 'round':
      return `vinden tok seg opp, og ${the(c)} vippet nærmere og nærmere kanten`;
    default:
      return `noen regndråper falt, og snart ville ${the(c)} bli søkkvåt`;
  }
}

const stakes: Steps['stakes'] = [
  (c) =>
    by(
      c,
      `Så tok vinden seg opp. Nå måtte de skynde seg!`,
      `Så ble det verre: ${worse(c)}. «Vi må skynde oss,» sa ${h(c)}.`,
      `Og som om ikke det var nok: ${worse(c)}. ${h(c)} kjente at hjertet slo fortere.`,
    ),
  (c) =>
    by(
      c,
      `Sola sank lavere. Snart ble det mørkt.`,
      `Sola gikk ned bak husene, og skyggene ble lange. De måtte få ${the(c)} ned før det ble mørkt.`,
      `Sola sank sakte, og skyggene krøp lengre. Hvis de ikke fikk ${the(c)} ned før kvelden, ville ${den(c)} bli hengende ${spot(c).at} hele natta.`,
    ),
];

const word: Steps['word'] = [
  (c) =>
    c.friend
      ? by(
          c,
          `${c.friend.name} løp hjem og fortalte hvor de var.`,
          `${c.friend.name} løp hjem og fortalte de voksne hvor de var, så ingen skulle bli bekymret. «Straks tilbake!» hørtes det, allerede halvveis nede i stien.`,
          `«Noen burde si fra hjemme hvor vi er,» sa ${h(c)}, og ${c.friend.name} løp av sted med en gang, så ingen skulle bli bekymret.`,
        )
      : by(
          c,
          `En nabo gikk for å si fra hjemme.`,
          `${h(c)} ba en nabo si fra hjemme hvor ${han(c)} var, så ingen skulle bli bekymret. Naboen nikket og skyndte seg av sted.`,
        ),
];

/** Det forsøkene har lært dem. */
function lesson(c: NoCtx): string {
  return roof(c)
    ? 'en lang stige på fast grunn, en voksen som holder den, og noe langt å nå med'
    : 'noe som når høyere, og noen som holder det støtt';
}

const think: Steps['think'] = [
  (c) =>
    by(
      c,
      `${h(c)} tenkte hardt. «Vi trenger en lengre stige.»`,
      `${h(c)} satte seg i gresset og tenkte over hvert forsøk. «For kort, eller for vinglete,» sa ${han(c)}. «Vi trenger ${lesson(c)}.»`,
      `${h(c)} satte seg ned og gikk gjennom alt de hadde prøvd, ett forsøk om gangen. Alt hadde vært for kort eller for vinglete. «Vi trenger ${lesson(c)},» sa ${han(c)} langsomt.`,
    ),
];

const fetch: Steps['fetch'] = [
  (c) =>
    by(
      c,
      `${cap(runner(c))} løp etter hjelp, og snart kom naboen med ${needed(c)}.`,
      `«Vent her!» ropte ${runner(c)} og løp av sted. Litt senere kom naboen {pesende|skyndende} tilbake med ${needed(c)}.`,
      `«Jeg vet hvem som har ${needed(c)},» sa ${runner(c)} og løp av sted. Det føltes som en evighet, men så kom naboen pesende opp stien med ${needed(c)}.`,
    ),
];

/** Framme ser de etter den: en flik av farge der oppe. */
const listen: Steps['listen'] = [
  (c) =>
    by(
      c,
      `Hvor var ${den(c)}? ${h(c)} så opp og opp. Der!`,
      `Først kunne ${h(c)} ikke se ${the(c)} noe sted. Så rørte noe seg høyt oppe: der var ${den(c)}!`,
      `Først var det ikke spor av ${the(c)}. ${h(c)} skygget for øynene og så opp og opp, og da rørte noe seg i vinden, høyt der oppe.`,
    ),
];

const follow: Steps['follow'] = [
  (c) =>
    by(
      c,
      `${h(c)} gikk rundt for å se bedre. Der var ${den(c)}, ${spot(c).first}.`,
      `${h(c)} gikk hele veien rundt for å se bedre. Der, ${spot(c).first}, var ${sin(c)}.`,
      `${h(c)} gikk langsomt hele veien rundt og så opp, helt til ${han(c)} så ${den(c)} tydelig: der, ${spot(c).first}, satt ${the(c)}, akkurat der ${den(c)} hadde satt seg fast.`,
    ),
];

const look: Steps['look'] = [
  (c) =>
    by(
      c,
      `${h(c)} så på ${spot(c).def} fra alle kanter.`,
      tree(c)
        ? `${h(c)} gransket treet: hvilke greiner var tykke, hvilke var tynne, og hvor kunne en stige stå?`
        : `${h(c)} gransket huset: takrenna, taksteinene og den flate, faste bakken der en stige kunne stå.`,
      tree(c)
        ? `Før ${han(c)} prøvde noe som helst, gransket ${h(c)} treet nøye: hvilke greiner var tykke nok til å holde, hvilke var tynne og tørre, og hvor var bakken flat nok til en stige?`
        : `Før ${han(c)} prøvde noe som helst, gransket ${h(c)} huset nøye: de glatte taksteinene, takrenna og den flate, faste flekken der en stige kunne stå.`,
    ),
];

/** Eieren lei seg etter det første forsøket, og trøstet. */
const calm: Steps['calm'] = [
  (c) =>
    by(
      c,
      `Haka til ${h(c)} dirret. «Hva om ${den(c)} aldri kommer ned?»`,
      `Haka til ${h(c)} dirret. «Hva om ${den(c)} aldri kommer ned?» ${c.friend ? `«Det gjør ${den(c)},» sa ${c.friend.name}. «Vi finner på noe.»` : `Så tørket ${han(c)} øynene. Det ville ${den(c)}. ${cap(han(c))} skulle finne på noe.`}`,
      `Et øyeblikk dirret haka til ${h(c)}. «Hva om ${den(c)} aldri kommer ned?» ${c.friend ? `«Det gjør ${den(c)},» sa ${c.friend.name} og klemte hånda ${c.hero.hans}. «${cap(den(c))} er ikke borte, så vi må bare tenke.»` : `Så tørket ${han(c)} øynene med ermet. ${cap(den(c))} var ikke borte. ${cap(han(c))} måtte bare tenke.`}`,
    ),
];

const calmAgain: Steps['calmAgain'] = [
  (c) =>
    by(
      c,
      `«${cap(den(c))} sitter så godt fast at ${den(c)} ikke blåser bort,» sa ${h(c)}.`,
      `«${cap(den(c))} sitter i hvert fall godt fast,» sa ${h(c)}. «Vinden kan ikke ta ${den(c)} noe sted.» På en eller annen måte gjorde det ventingen litt lettere.`,
      `«Rart,» sa ${h(c)}. «At ${den(c)} sitter så hardt fast, er det eneste gode med det, for nå kan ikke vinden ta ${den(c)} noe sted.»`,
    ),
];

const crowd: Steps['crowd'] = [
  (c) =>
    by(
      c,
      `Naboer kom for å se. Alle hadde en idé!`,
      `Noen naboer stoppet og så opp, og alle hadde en idé, alle på én gang og alle forskjellige. ${h(c)} takket dem og ba dem gå litt unna.`,
      `Noen naboer stoppet og så opp, og snart hadde alle en idé, alle på én gang og alle forskjellige. ${h(c)} takket dem og ba dem gå litt unna.`,
    ),
];

const borrow: Steps['borrow'] = [
  (c) =>
    by(
      c,
      `«Hvem har en lang stige?» spurte ${h(c)}.`,
      `«Er det noen som har en lang stige?» spurte ${h(c)}. Det hadde naboen, på veggen i boden, og de fikk låne den hvis de bar den forsiktig.`,
      `«Er det noen som har en lang stige vi kan låne?» spurte ${h(c)}. Naboen nikket: det stod en i boden, hvis de bar den forsiktig.`,
    ),
];

const steady: Steps['steady'] = [
  (c) =>
    by(
      c,
      `De satte stigen på flat, fast grunn.`,
      `De satte stigen på flat, fast grunn, sjekket at begge føttene stod likt, og ${holder(c)} holdt den støtt med begge hender.`,
      `De satte stigen på flat, fast grunn og sjekket begge føttene to ganger, og ${holder(c)} tok tak i den med begge hender.`,
    ),
];

const safe: Steps['safe'] = [
  (c) =>
    by(
      c,
      `«Én hånd på stigen hele tiden,» sa ${holder(c)}.`,
      `«Én hånd på stigen hele tiden, og ikke len deg ut,» sa ${holder(c)}. ${h(c)} lovte det, og mente det.`,
    ),
];

const jobs: Steps['jobs'] = [
  (c) =>
    by(
      c,
      `Nå hadde alle en jobb.`,
      `Nå hadde alle en jobb. Én skulle holde stigen, én skulle passe på ${the(c)} og rope, og én skulle stå klar nedenfor for å ta imot.`,
      `Nå hadde alle en jobb: én skulle holde stigen, én skulle følge med på ${the(c)} og rope, og én skulle stå klar nedenfor i tilfelle ${den(c)} falt.`,
    ),
];

const creep: Steps['creep'] = [
  (c) =>
    by(
      c,
      `${h(c)} klatret opp, trinn for trinn.`,
      `${h(c)} klatret opp, trinn for trinn, uten å se ned. Stigen vinglet én gang, og det kilte i magen, men ${holder(c)} holdt den godt fast.`,
      `${h(c)} klatret opp, trinn for trinn, uten å se ned. Én gang vinglet stigen litt, og det kilte i magen, men ${holder(c)} holdt den godt fast.`,
    ),
];

const coax: Steps['coax'] = [
  (c) =>
    by(
      c,
      `Nesten framme. ${h(c)} strakte seg sakte ut.`,
      `Nesten framme. ${h(c)} strakte seg sakte ut, så ${han(c)} ikke skulle dytte ${the(c)} lenger unna, og holdt pusten.`,
      `Nesten framme. ${h(c)} strakte seg veldig sakte ut, så ${han(c)} ikke skulle dytte ${the(c)} lenger unna, og kjente fingrene streife ${den(c)}.`,
    ),
];

/** Stegene en lengre fortelling om en ting som sitter fast høyt oppe, forteller mellom forsøkene. */
export const stuckSteps: Steps = {
  stakes,
  word,
  think,
  fetch,
  listen,
  follow,
  look,
  calm,
  calmAgain,
  crowd,
  borrow,
  steady,
  safe,
  jobs,
  creep,
  coax,
};
