// Et nytt søsken kommer hjem: ventingen, det første møtet, hvordan storesøsteren eller
// storebroren har det (utenfor, sjalu eller bekymret), små øyeblikk hjemme som går galt, og
// vendepunktet der den store finner sin plass hos babyen, med noe fra da den selv var liten;
// mamma og pappa viser at de er like glad i den som før.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import {
  babyMoment,
  babyToy,
  eachStep,
  firstHere,
  toldHere,
  type BabyMoment,
  type BabyToy,
} from '../../family-beats';
import { babyBigger, babyFixes, laterBabyHitches } from './sibling-steps';

const h = (c: NoCtx) => c.hero.name;
const Han = (c: NoCtx) => c.hero.han.charAt(0).toUpperCase() + c.hero.han.slice(1);
const b = (c: NoCtx) => c.other?.name ?? 'babyen';
const hun = (c: NoCtx) => c.other?.han ?? 'hun';
const Hun = (c: NoCtx) => hun(c).charAt(0).toUpperCase() + hun(c).slice(1);
const henne = (c: NoCtx) => c.other?.ham ?? 'henne';
const jente = (c: NoCtx) => c.other?.char.gender !== 'm';
/** «lillesøster», «lillebror». */
const lille = (c: NoCtx) => (jente(c) ? 'lillesøster' : 'lillebror');
/** «storesøster», «storebror»: det helten blir. */
const enEi = (c: NoCtx) => (jente(c) ? 'ei' : 'en');
const stor = (c: NoCtx) => (c.hero.char.gender === 'f' ? 'storesøster' : 'storebror');
const voksen = (c: NoCtx) => c.helper?.name ?? c.helpersMet[0]?.name ?? 'bestemor';

/** Følelsen, med ord for hver aldersgruppe. */
const FEEL = {
  'left-out': {
    young: 'litt utenfor',
    mid: 'utenfor, som om ingen kunne se',
    old: 'utenfor, som en ballong som noen har sluppet, og som flyr bort mens alle ser en annen vei',
    gone: 'følte seg ikke utenfor lenger',
  },
  jealous: {
    young: 'sjalu',
    mid: 'sjalu, med en varm, stikkende følelse inni seg',
    old: 'sjalu, en varm, stikkende følelse som gjorde det vanskelig å smile til noen',
    gone: 'var ikke sjalu lenger',
  },
  worried: {
    young: 'litt bekymret',
    mid: 'bekymret for at ingen skulle ha tid til',
    old: 'bekymret, langt inni seg, for at det ikke skulle bli plass igjen til',
    gone: 'var ikke bekymret lenger',
  },
} as const;
const feel = (c: NoCtx) => FEEL[c.feeling ?? 'left-out'];
const worriedFor = (c: NoCtx, s: string) => (c.feeling === 'worried' ? `${s} ${c.hero.ham}` : s);

const TOY: Record<
  BabyToy,
  { ready: string; def: string; thing: boolean; turn: (c: NoCtx) => string }
> = {
  'music-box': {
    ready: 'ei gammel spilledåse som spilte en klingende melodi',
    def: 'spilledåsa',
    thing: true,
    turn: (c) => `skrudde ${h(c)} opp den gamle spilledåsa, og den klingende melodien fylte rommet`,
  },
  teddy: {
    ready: 'en slapp, gammel bamse med det ene øret sydd på igjen',
    def: 'den gamle bamsen',
    thing: true,
    turn: (c) => `la ${h(c)} den slappe, gamle bamsen ved siden av ${b(c)} og fikk den til å vinke`,
  },
  song: {
    ready: 'en tullete sang som pappa pleide å synge for å stoppe gråten',
    def: 'den tullete sangen',
    thing: false,
    turn: (c) =>
      `bøyde ${h(c)} seg fram og sang den tullete sangen, akkurat den som pappa pleide å synge`,
  },
  faces: {
    ready: 'de morsomste grimasene i hele familien',
    def: 'grimasene',
    thing: false,
    turn: (c) =>
      `blåste ${h(c)} opp kinnene og skjelte med øynene i den morsomste grimasen noensinne`,
  },
};
const toy = (c: NoCtx) => TOY[babyToy(c)];

export const sibling: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${h(c)} skulle få ${enEi(c)} ny ${lille(c)}!`,
        `Mamma og pappa hadde nyheter: ${h(c)} skulle få ${enEi(c)} ny ${lille(c)}, og snart skulle ${c.hero.han} bli ${stor(c)}.`,
        `I flere måneder hadde magen til mamma blitt rundere, og nå var tida kommet: ${h(c)} skulle få ${enEi(c)} ny ${lille(c)} og endelig bli ${stor(c)}.`,
      ),
    (c) =>
      by(
        c,
        `Snart skulle babyen komme hjem: ${enEi(c)} ${lille(c)} til ${h(c)}!`,
        `Snart skulle en ny baby komme hjem, ${enEi(c)} ${lille(c)} til ${h(c)}, og den lille vogga sto allerede og ventet ved senga til mamma og pappa.`,
        `En ny baby var på vei, ${enEi(c)} ${lille(c)} til ${h(c)}, og hele huset gjorde seg klart: ei vogge ved vinduet, bittesmå sokker i en skuff og en barnevogn i gangen.`,
      ),
  ],
  show: [
    (c) =>
      toy(c).thing
        ? by(
            c,
            `${h(c)} hadde ${toy(c).ready}.`,
            `I hylla til ${h(c)} sto ${toy(c).ready}. Den hadde vært ${c.hero.hans} da ${c.hero.han} var bitteliten.`,
            `I hylla til ${h(c)} sto ${toy(c).ready}, fra den tida da ${c.hero.han} selv var babyen i huset.`,
          )
        : by(
            c,
            `${h(c)} kunne ${babyToy(c) === 'song' ? toy(c).ready : `lage ${toy(c).ready}`}.`,
            `${h(c)} kunne ${babyToy(c) === 'song' ? toy(c).ready : `lage ${toy(c).ready}`}, og det var ${c.hero.han} stolt av.`,
            `${h(c)} kunne noe ingen andre i huset kunne like godt: ${babyToy(c) === 'song' ? toy(c).ready : `lage ${toy(c).ready}`}.`,
          ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men ${h(c)} følte seg ${feel(c).young}.`,
        `Men alle snakket bare om babyen, og ${h(c)} følte seg ${worriedFor(c, feel(c).mid)}.`,
        `Men alle snakket bare om babyen, babyen, babyen, og ${h(c)} følte seg ${worriedFor(c, feel(c).old)}.`,
      ),
    (c) =>
      by(
        c,
        `«Hva med meg?» tenkte ${h(c)}. ${Han(c)} følte seg ${feel(c).young}.`,
        `«Har noen tid til meg lenger?» lurte ${h(c)} på. ${Han(c)} følte seg ${feel(c).young} og sparket en sokk inn under senga.`,
        `«Blir det plass til meg,» lurte ${h(c)} på, «når det er en ny baby å se på?» ${Han(c)} følte seg ${feel(c).young}, men ville ikke si det høyt.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Jeg skal hjelpe,» sa ${h(c)}. «Jeg er stor.»`,
        `«Jeg skal bli verdens beste ${stor(c)},» sa ${h(c)}, selv om stemmen ble litt liten.`,
        `«Da får jeg bare bli den beste ${stor(c)} som noen gang har fantes,» sa ${h(c)}, og prøvde veldig hardt å mene det.`,
      ),
  ],
  attempt: firstHere<NoCtx>(
    'baby',
    eachStep<NoCtx, BabyMoment>(babyMoment, {
      meet: (c) =>
        by(
          c,
          `På sykehuset møtte ${h(c)} ${b(c)}. ${Hun(c)} bare sov.`,
          `På sykehuset møtte ${h(c)} ${b(c)} for første gang, helt rød og rynkete. ${h(c)} sa hei, men ${b(c)} bare sov.`,
          `På sykehuset møtte ${h(c)} ${b(c)} for aller første gang: så liten, så rød, så rynkete. ${h(c)} hvisket hei, men ${b(c)} sov bare videre, som om ${h(c)} ikke var der i det hele tatt.`,
        ),
      cries: (c) =>
        by(
          c,
          `${b(c)} gråt og gråt.`,
          `${b(c)} gråt og gråt ${c.place.in}, og mamma og pappa hadde ikke tid til å se på tegningen til ${h(c)}.`,
          `${b(c)} gråt så høyt ${c.place.in} at hele huset ristet, og mamma og pappa løp omkring med flasker og tepper og hadde ikke tid til å se på tegningen til ${h(c)}.`,
        ),
      spill: (c) =>
        by(
          c,
          `${h(c)} ville hjelpe med melka. Plask!`,
          `${h(c)} ville hjelpe med flaska ${c.place.in}, men den gled ut av hendene, og melka skvatt utover hele gulvet.`,
          `${h(c)} ville varme flaska ${c.place.in} helt alene, men den gled ut av hendene på ${c.hero.ham}, melka havnet overalt, og ${b(c)} hylte enda høyere.`,
        ),
      pram: (c) =>
        by(
          c,
          `${h(c)} trillet vogna altfor fort.`,
          `${h(c)} trillet vogna ${c.place.in}, men altfor fort, og pappa ropte: «Forsiktig, forsiktig!»`,
          `${h(c)} fikk lov til å trille vogna ${c.place.in}, men den dumpet over ei rot, ${b(c)} våknet med et hyl, og pappa måtte ta over håndtaket igjen.`,
        ),
      busy: (c) =>
        by(
          c,
          `Alle så bare på ${b(c)}.`,
          `${c.place.in} kom naboene for å kikke i vogna. «Å, så søt!» sa de, og ingen så ${h(c)}.`,
          `${c.place.in} bøyde alle som gikk forbi, seg over vogna, kurret og smilte, og ikke én av dem la merke til ${h(c)}, som sto rett ved siden av.`,
        ),
      wakes: (c) =>
        by(
          c,
          `${h(c)} sang for høyt, og ${b(c)} våknet.`,
          `${h(c)} listet seg inn for å synge for ${b(c)}, men sang så høyt at ${b(c)} våknet og begynte å gråte.`,
          `${h(c)} listet seg inn ${c.place.in} for å synge for ${b(c)}, men ble så ivrig i refrenget at ${b(c)} våknet og skrek.`,
        ),
      ...laterBabyHitches,
    }),
    [
      (c) =>
        by(
          c,
          `«Ikke nå,» sa mamma. «${b(c)} trenger meg.»`,
          `${h(c)} ville vise mamma et nytt triks, men mamma sa: «Ikke nå, vennen, ${b(c)} skal ha mat.»`,
          `${h(c)} hadde spart på en hel historie fra dagen for å fortelle mamma, men mamma sa bare «Senere, vennen» med ${b(c)} på skulderen, og senere kom liksom aldri.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} lagde en grimase. ${b(c)} lo ikke.`,
          `${h(c)} prøvde å få ${b(c)} til å le med en tullete dans, men ${b(c)} bare stirret og gjespet.`,
          `${h(c)} danset en tullete dans, en vinglete en med viftende armer, men ${b(c)} stirret bare i taket og gjespet et kjempestort gjesp.`,
        ),
    ],
    undefined,
    true,
  ),
  progress: firstHere<NoCtx>(
    'settled',
    eachStep<NoCtx, BabyMoment>(babyMoment, babyFixes),
    [
      (c) =>
        by(
          c,
          `Pappa ga ${h(c)} en stor klem.`,
          `Pappa satte seg ved siden av ${h(c)} og ga ${c.hero.ham} en lang klem. «Du gjør det fint,» sa han.`,
          `Pappa satte seg på gulvet ved siden av ${h(c)} og holdt rundt ${c.hero.ham} lenge uten å si noe, og det var akkurat riktig.`,
        ),
      (c) =>
        by(
          c,
          `${b(c)} så lenge på ${h(c)}.`,
          `${b(c)} snudde hodet og så lenge på ${h(c)} med store, mørke, alvorlige øyne.`,
          `${b(c)} snudde hodet, helt sakte, og så lenge på ${h(c)} med store, alvorlige øyne, som om ${b(c)} prøvde å lære seg ansiktet til ${h(c)} utenat.`,
        ),
    ],
    'baby',
  ),
  // Once the moment here is made right, and only then.
  done: babyBigger((c) => (toldHere(c, 'settled') ? babyMoment(c) : undefined)),
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Babyer liker stemmer de kjenner,» sa ${c.helper.name}.`,
            `«${b(c)} har hørt stemmen din i mange måneder,» sa ${c.helper.name}. «Babyer liker stemmer de kjenner.»`,
            `«Vet du,» sa ${c.helper.name}, «${b(c)} hørte stemmen din gjennom magen til mamma i mange måneder. ${Hun(c)} kjenner den bedre enn du tror.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Vær rolig og myk,» sa ${c.helper.name}.`,
            `«Babyer liker at ting går sakte og mykt,» sa ${c.helper.name}. «Stille stemmer og forsiktige hender.»`,
            `«Med babyer er sakte det samme som fort,» sa ${c.helper.name} og smilte. «Stille stemmer, forsiktige hender og masse tålmodighet.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Snakk lavt til ${henne(c)},» sa ${c.helper.name}.`,
            `«Snakk lavt og rolig til ${b(c)},» sa ${c.helper.name}. «Da lytter ${hun(c)}.»`,
            `«Babyer forstår ikke ordene,» sa ${c.helper.name}, «men de forstår en rolig stemme. Snakk lavt til ${b(c)}, så får du se.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Du var også liten en gang,» sa ${c.helper.name}.`,
            `«Du var også så liten en gang,» sa ${c.helper.name}. «Hva likte du da, tror du?»`,
            `«Du var like liten en gang,» sa ${c.helper.name}. «Tenk på hva du selv likte da, så vet du kanskje hva ${b(c)} liker.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Store trenger også klemmer,» sa ${c.helper.name}.`,
            `«Selv en ${stor(c)} trenger klemmer,» sa ${c.helper.name} og åpnet armene.`,
            `«Kom hit,» sa ${c.helper.name} og åpnet begge armene. «Selv verdens største ${stor(c)} trenger en klem av og til.»`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Hvorfor får babyen all oppmerksomheten?» spurte ${h(c)}.`,
            `«Hvorfor er alle bare opptatt av ${b(c)}?» spurte ${h(c)}.`,
            `«Hvorfor bryr alle seg bare om ${b(c)} nå?» spurte ${h(c)} lavt.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Hvordan leker man med en baby?» spurte ${h(c)}.`,
            `«Hvordan leker man med en baby som ikke engang kan sitte?» spurte ${h(c)}.`,
            `«Hvordan skal man leke med en baby,» spurte ${h(c)}, «når ${hun(c)} verken kan snakke, gå eller sitte?»`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${b(c)} gråt. ${h(c)} fant fram ${toy(c).def}, og gråten stoppet.`,
          `${b(c)} gråt og gråt, og ingen fikk ${henne(c)} til å stoppe. Så ${toy(c).turn(c)}, og ${b(c)} ble stille og lyttet.`,
          `${b(c)} gråt og gråt, og ingenting hjalp, uansett hva noen prøvde. Da trakk ${h(c)} pusten dypt, og så ${toy(c).turn(c)}, og litt etter litt ble ${b(c)} stille, så og lyttet.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${voksen(c)} og ${h(c)} roet ${b(c)} sammen.`,
          `${b(c)} ville ikke slutte å gråte. «Prøv du,» hvisket ${voksen(c)}, og så ${toy(c).turn(c)}. ${b(c)} hikstet og ble stille.`,
          `${b(c)} ville ikke slutte å gråte, ikke for noen. «Prøv du,» hvisket ${voksen(c)} og holdt ${b(c)} lavt så ${h(c)} nådde, og så ${toy(c).turn(c)}, og gråten hikstet og stoppet.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} viste ${b(c)} ${c.gift.def}. ${Hun(c)} smilte!`,
              `${b(c)} gråt, så ${h(c)} holdt opp ${c.gift.def} fra ${voksen(c)}. Så ${toy(c).turn(c)}, og ${b(c)} stoppet og stirret.`,
              `${b(c)} gråt igjen, så ${h(c)} holdt ${c.gift.def} fra ${voksen(c)} høyt opp. Så ${toy(c).turn(c)}, og ${b(c)} stoppet og stirret med store øyne.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} fikk en idé: ${toy(c).def}!`,
          `${b(c)} gråt, og ${h(c)} kom på ${toy(c).def}. Så ${toy(c).turn(c)}, og gråten stoppet.`,
          `${b(c)} gråt, og plutselig visste ${h(c)} hva ${c.hero.han} skulle gjøre, for ${c.hero.han} hadde selv vært baby en gang. Så ${toy(c).turn(c)}, og gråten stoppet.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const laugh = by(
        c,
        `${b(c)} lo! ${Hun(c)} lo til ${h(c)}.`,
        `Så gjorde ${b(c)} noe nytt: ${hun(c)} lo, en bitte liten gurglelatter, og den var til ${h(c)}.`,
        `Og så gjorde ${b(c)} noe ${hun(c)} aldri hadde gjort før: ${hun(c)} lo, en bitte liten gurglelatter, og den var til ${h(c)} og ingen andre.`,
      );
      const loved = by(
        c,
        `Mamma og pappa klemte ${h(c)}. «Vi er så glad i deg.»`,
        `Mamma og pappa klemte ${h(c)} hardt. «Nå er du ${stor(c)},» sa mamma, «og vi er like glad i deg som alltid.»`,
        `Mamma og pappa samlet ${h(c)} i en klem med plass til alle sammen. «Hjerter blir ikke mindre når det kommer en baby,» sa pappa. «De blir større. Vi er like glad i deg som alltid.»`,
      );
      return `${laugh} ${loved} ${h(c)} ${feel(c).gone}.`;
    },
  ],
  home: [
    (c) =>
      by(
        c,
        `Den kvelden sov ${b(c)} i vogga si.`,
        `Den kvelden sov ${b(c)} i vogga si, og pappa leste to historier for ${h(c)} i stedet for én.`,
        `Den kvelden, da ${b(c)} endelig sov i vogga si, leste pappa to hele historier for ${h(c)} i stedet for én, og tok alle stemmene.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ga ${b(c)} en godnattklem.`,
        toy(c).thing
          ? `${h(c)} listet seg bort og ga ${b(c)} et godnattkyss, og ${toy(c).def} fikk bli ved vogga.`
          : `${h(c)} listet seg bort og ga ${b(c)} et godnattkyss og nynnet den tullete sangen én gang til.`,
        toy(c).thing
          ? `Før leggetid listet ${h(c)} seg bort og ga ${b(c)} et godnattkyss, og lot ${toy(c).def} bli igjen ved vogga, i tilfelle ${b(c)} våknet i natt.`
          : `Før leggetid listet ${h(c)} seg bort til vogga og ga ${b(c)} et godnattkyss, helt forsiktig, så ${b(c)} ikke våknet.`,
      ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `Nå var ${h(c)} ${stor(c)}, og en god en!`,
        `Å være ${stor(c)} var en viktig jobb, og ${h(c)} var flink til det.`,
        `Å være ${stor(c)}, bestemte ${h(c)}, var den viktigste jobben i hele huset, og ingen andre kunne gjøre den.`,
      ),
    (c) =>
      by(
        c,
        `I morgen skulle ${h(c)} synge for ${b(c)} igjen.`,
        `I morgen, bestemte ${h(c)}, skulle ${c.hero.han} lære ${b(c)} en ny sang.`,
        `I morgen, bestemte ${h(c)}, skulle ${c.hero.han} lære ${b(c)} en ny sang, og en dag, når ${b(c)} var stor nok, alle de beste lekene også.`,
      ),
  ],
  refrain: [
    (c) =>
      `Små, små hender, små, små tær, ${c.hero.char.gender === 'f' ? 'ei' : 'en'} ${stor(c)} er alltid nær!`,
  ],
  title: [
    (c) => `${h(c)} blir ${stor(c)}`,
    (c) => `${h(c)} og ${b(c)}`,
    (c) => `En ny baby hos ${h(c)}`,
  ],
};
