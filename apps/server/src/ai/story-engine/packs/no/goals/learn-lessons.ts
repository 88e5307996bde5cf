// Øvingen som henger sammen: hvert forsøk går galt på sin egen måte og lærer bort én ting, og
// neste forsøk husker den tingen og går galt på en ny måte. Leksjonene fortelles i rekkefølge,
// og på slutten brukes alle på én gang.
import type { NoCtx } from '../../../compose/ctx-no';
import { lessonChain, type Lesson as ChainLesson } from '../../lesson-chain';

type S = (c: NoCtx) => string;
type T = (c: NoCtx) => string | null;

export type Lesson = ChainLesson<NoCtx>;

const han = (c: NoCtx) => c.owner.han;
const hans = (c: NoCtx) => c.owner.hans;
const L = (fail: S, lesson: string): Lesson => ({ fail, lesson });

const SINGING: Lesson[] = [
  L((c) => `${han(c)} sang så lavt at ingen hørte en eneste tone`, 'synge fra magen'),
  L((c) => `${han(c)} gikk tom for pust midt i første linje`, 'puste før hver linje'),
  L((c) => `stemmen ${hans(c)} ble tynn og høy og sprakk`, 'begynne dypt og rolig'),
  L((c) => `${han(c)} skyndte seg og kom foran melodien`, 'lytte til melodien'),
  L((c) => `${han(c)} sang så høyt at fuglene fløy sin vei`, 'synge, ikke rope'),
];

/** Et instrument med toner: det som går galt, og det det lærer bort. */
const MUSIC: Lesson[] = [
  L(
    (c) => `${han(c)} skyndte seg gjennom den raske biten, og tonene snublet over hverandre`,
    'ta raske biter sakte',
  ),
  L((c) => `${han(c)} spilte så hardt at hver tone ble høy og skarp`, 'spille mykt og forsiktig'),
  L((c) => `${han(c)} stirret på fingrene og mistet stedet i notene`, 'holde blikket på notene'),
  L((c) => `${han(c)} glemte å telle og begynte altfor tidlig`, 'telle takten inni hodet'),
  L((c) => `${han(c)} stoppet helt opp ved den første feile tonen`, 'ikke stoppe ved feil'),
];

/** Trommene: takten, ikke tonene. */
const DRUMMING: Lesson[] = [
  L((c) => `${han(c)} slo så hardt at stikkene spratt rett ut av hendene`, 'holde stikkene løst'),
  L((c) => `${han(c)} spilte fortere og fortere til takten løp av gårde`, 'holde takten jevn'),
  L((c) => `${han(c)} så på stikkene og mistet tellingen`, 'telle til fire'),
  L((c) => `${han(c)} dundret videre da sangen var blitt stille`, 'lytte til de andre'),
];

/** Blåseinstrumenter: pusten, leppene, fingrene sammen. */
const WIND: Lesson[] = [
  L((c) => `${han(c)} blåste så hardt at det kom et skarpt hyl`, 'blåse jevnt og rolig'),
  L(
    (c) => `${han(c)} glemte å puste og gikk tom for luft midt i melodien`,
    'puste før hver lange tone',
  ),
  L((c) => `${han(c)} løftet en finger for tidlig, og tonen knakk`, 'flytte fingrene samtidig'),
  L(
    (c) => `${han(c)} presset leppene så hardt sammen at det bare kom et pip`,
    'holde leppene myke',
  ),
];

/** Leksjonene til hver ferdighet, i den rekkefølgen de læres. */
export const LESSONS: Record<string, Lesson[]> = {
  violin: MUSIC,
  piano: MUSIC,
  guitar: MUSIC,
  recorder: MUSIC,
  drums: DRUMMING,
  accordion: MUSIC,
  cello: MUSIC,
  harp: MUSIC,
  ukulele: MUSIC,
  xylophone: MUSIC,
  trumpet: WIND,
  flute: WIND,
  saxophone: WIND,
  clarinet: WIND,
  harmonica: WIND,
  trombone: WIND,
  tuba: WIND,
  cycle: [
    L((c) => `${han(c)} så ned på pedalene og styrte rett inn i en busk`, 'se framover, ikke ned'),
    L((c) => `${han(c)} glemte å tråkke, og sykkelen vinglet og stoppet`, 'fortsette å tråkke'),
    L(
      (c) => `${han(c)} holdt så hardt i styret at sykkelen rykket til siden`,
      'holde lett i styret',
    ),
    L((c) => `${han(c)} begynte med pedalen nederst og kom ingen vei`, 'starte med pedalen oppe'),
    L((c) => `${han(c)} bremset for brått og tippet over på siden`, 'bremse mykt'),
    L((c) => `${han(c)} svingte for krapt og havnet i gresset`, 'svinge i store buer'),
  ],
  swim: [
    L(
      (c) => `${han(c)} sparket så vilt at ${han(c)} bare plasket på stedet`,
      'sparke med strake bein',
    ),
    L((c) => `${han(c)} holdt hodet så høyt at beina sank`, 'ligge flatt på vannet'),
    L((c) => `${han(c)} glemte å puste og kom prustende opp`, 'puste ut under vannet'),
    L((c) => `${han(c)} padlet fort som en vindmølle og kom ingen vei`, 'ta lange, rolige tak'),
    L((c) => `${han(c)} ble stiv som en pinne og begynte å synke`, 'slappe av og flyte'),
  ],
  fly: [
    L(
      (c) =>
        `${han(c)} flakset så {fort|hardt|vilt} at ${han(c)} bare {snurret rundt|gikk rundt i ring|virvlet rundt på stedet|snurret som en snurrebass}`,
      'ta lange, rolige slag',
    ),
    L(
      (c) =>
        `${han(c)} så ned på {bakken|gresset|mosen} og {datt|ramlet|dumpet ned} som {en stein|en sekk poteter|ei kongle}`,
      'se opp, ikke ned',
    ),
    L(
      (c) =>
        `${han(c)} tok av fra {flat mark|det flate gresset|en flat flekk} og kom {aldri opp|ingen vei|ikke en centimeter opp}`,
      'hoppe fra noe høyt',
    ),
    L(
      (c) =>
        `${han(c)} hoppet mens lufta sto {helt stille|stille som i en stue|blikkstille}, og {dalte|seilte|sank} {rett ned|ned igjen|ned på bakken}`,
      'vente på et vindpust',
    ),
    L(
      (c) =>
        `${han(c)} {holdt pusten|glemte å puste|blåste opp kinnene} og ble {stiv|stiv som en pinne|helt stram}, og {ned kom ${han(c)}|ned ramlet ${han(c)}|plopp, ned gikk det}`,
      'være myk og puste',
    ),
  ],
  ski: [
    L(
      (c) => `${han(c)} lente seg bakover, og skiene sprang fra ${c.owner.ham}`,
      'holde vekten framover',
    ),
    L((c) => `skiene gikk i kryss, og ${han(c)} datt i en snøhaug`, 'holde skiene parallelle'),
    L((c) => `${han(c)} sto med strake bein og veltet ved første kul`, 'bøye knærne'),
    L((c) => `${han(c)} fikk for god fart og måtte sette seg ned i snøen`, 'bremse med plog'),
    L((c) => `${han(c)} glemte stavene og gled baklengs ned igjen`, 'bruke stavene'),
  ],
  read: [
    L(
      (c) => `${han(c)} gjettet ordet ut fra bildet og sa «hund» der det sto «hane»`,
      'se på hver bokstav',
    ),
    L((c) => `${han(c)} leste så fort at bokstavene hoppet om hverandre`, 'lese sakte'),
    L(
      (c) => `${han(c)} mistet plassen og leste den samme linja to ganger`,
      'følge linja med fingeren',
    ),
    L(
      (c) => `${han(c)} sa hver lyd for seg, men fikk dem ikke til å bli et ord`,
      'trekke lydene sammen',
    ),
    L((c) => `${han(c)} kom til et langt ord og ga opp midt i`, 'dele lange ord opp'),
  ],
  whistle: [
    L((c) => `${han(c)} blåste så hardt at det bare kom luft`, 'blåse forsiktig'),
    L((c) => `leppene ${hans(c)} var for åpne, og det suste bare`, 'spisse leppene'),
    L(() => `tunga var i veien, og det kom bare sprut`, 'holde tunga nede'),
    L((c) => `${han(c)} begynte å smile, og plystringen ble til fnis`, 'holde masken'),
    L((c) => `${han(c)} gikk tom for luft etter ett lite pip`, 'trekke pusten dypt først'),
  ],
  sing: SINGING,
  choir: SINGING,
  dance: [
    L((c) => `${han(c)} så på føttene og snublet i sine egne bein`, 'se opp, ikke ned'),
    L((c) => `${han(c)} gikk for fort og mistet takten`, 'lytte etter takten'),
    L((c) => `${han(c)} holdt armene stive som et fugleskremsel`, 'la armene svinge'),
    L((c) => `${han(c)} snurret så mange ganger at alt gikk rundt`, 'snurre bare én gang'),
    L((c) => `${han(c)} hoppet for høyt og landet med et dunk`, 'ta små skritt'),
  ],
  climb: [
    L((c) => `${han(c)} tok tak i en tynn kvist som knakk`, 'holde i tykke greiner'),
    L((c) => `${han(c)} så ned og ble sittende fast som limt`, 'se opp, ikke ned'),
    L(
      (c) =>
        `${han(c)} dro seg opp med bare ${c.owner.person ? 'armene' : 'forbeina'} og ble sliten`,
      'skyve med beina',
    ),
    L((c) => `${han(c)} slapp begge tak på en gang og skled ned`, 'holde godt fast'),
    L((c) => `${han(c)} skyndte seg, og foten gled`, 'teste hvert fotfeste'),
  ],
  jump: [
    L((c) => `${han(c)} hoppet med strake bein og kom nesten ikke opp`, 'bøye knærne først'),
    L((c) => `${han(c)} holdt armene stille og ble liggende lavt`, 'svinge med armene'),
    L((c) => `${han(c)} landet på stive bein og satte seg på rumpa`, 'lande mykt'),
    L((c) => `${han(c)} stoppet opp rett før hoppet`, 'ta fart helt fram'),
    L((c) => `${han(c)} hoppet for tidlig og landet for kort`, 'hoppe fra streken'),
  ],
  skating: [
    L((c) => `${han(c)} gikk på isen som på bakken og datt på rumpa`, 'gli, ikke gå'),
    L(
      (c) => `${han(c)} lente seg bakover, og skøytene løp fra ${c.owner.ham}`,
      'holde vekten framover',
    ),
    L((c) => `${han(c)} sto med stive knær og vinglet`, 'bøye knærne'),
    L((c) => `${han(c)} så ned på skøytene og kjørte skjevt`, 'se framover'),
    L((c) => `${han(c)} fikk ikke stoppet og skled inn i en snøfonn`, 'stoppe med skøytene skrått'),
  ],
  roar: [
    L(() => `det kom bare et lite pip`, 'brøle fra magen'),
    L((c) => `${han(c)} holdt munnen nesten igjen, og det ble bare mumling`, 'åpne munnen vidt'),
    L((c) => `${han(c)} gikk tom for luft midt i brølet`, 'trekke pusten dypt først'),
    L((c) => `${han(c)} begynte å fnise midt i`, 'holde masken'),
    L((c) => `${han(c)} brølte ned i gresset, og lyden ble borte`, 'brøle opp mot himmelen'),
  ],
};

/** Når ferdigheten ikke har egne leksjoner: det som gjelder for alt man øver på. */
const ANY: Lesson[] = [
  L((c) => `${han(c)} skyndte seg, og alt gikk i surr`, 'ta det sakte'),
  L((c) => `${han(c)} ble så spent at det skalv i hele ${c.owner.ham}`, 'puste rolig først'),
  L((c) => `${han(c)} prøvde alt på én gang og ble helt forvirret`, 'ta én bit om gangen'),
  L((c) => `${han(c)} så bort et øyeblikk og mistet tråden`, 'aldri se bort'),
  L((c) => `${han(c)} ga opp rett før det nesten gikk`, 'holde ut litt lenger'),
];

const chain = lessonChain<NoCtx>('no', LESSONS, ANY);
export const { lessonList, lessonsOf, lastLesson, paired } = chain;
const { next, due } = chain;

const o = (c: NoCtx) => c.owner.name;
const Han = (c: NoCtx) => han(c).charAt(0).toUpperCase() + han(c).slice(1);

/**
 * Forsøket: det første går bare galt, hvert neste husker leksjonen fra forrige gang. Hver
 * setning bærer leksjonen eller feilen innen fem ord, så ingen ramme gjentas ord for ord.
 */
export const lessonTries: T[] = [
  (c) => {
    const n = next(c);
    if (!n) return null;
    const before = lastLesson(c);
    if (!before)
      return `{${o(c)} prøvde for første gang|Først prøvde ${o(c)} bare|${o(c)} ga det et første forsøk}. Men {oi, |uff, |å nei, |oisann, |huff da, |}${n.fail(c)}.`;
    return `{Denne gangen|Neste gang|På neste forsøk} husket ${o(c)} å ${before}. Men {oi, |uff, |å nei, |oisann, |huff da, |}${n.fail(c)}.`;
  },
  (c) => {
    const n = next(c);
    const before = lastLesson(c);
    return n && before
      ? `Nå husket ${o(c)} å ${before}. Men {oi, |uff, |å nei, |oisann, |huff da, |}${n.fail(c)}.`
      : null;
  },
  (c) => {
    const n = next(c);
    const before = lastLesson(c);
    return n && before
      ? `${o(c)} prøvde {igjen|en gang til|på nytt} og husket å ${before}. Men {oi, |uff, |å nei, |oisann, |huff da, |}${n.fail(c)}.`
      : null;
  },
  (c) => {
    const n = next(c);
    const before = lastLesson(c);
    return n && before
      ? `«Husk å ${before},» {sa|hvisket|mumlet} ${o(c)} til seg selv. Men {oi, |uff, |å nei, |oisann, |huff da, |}${n.fail(c)}.`
      : null;
  },
  // Et forsøk til før leksjonen er fortalt: det samme går galt, ingen ny feil.
  (c) =>
    due(c)
      ? `${o(c)} prøvde {igjen|en gang til|på nytt}, men det gikk galt på {samme måte|akkurat samme vis|nøyaktig samme måte som sist}.`
      : null,
  (c) =>
    due(c)
      ? `Det samme skjedde {igjen|en gang til|som sist}, og ${o(c)} {rynket panna|sukket|klødde seg i hodet}.`
      : null,
];

/** Øvingen på det som nettopp ble lært, der forsøkene skjer. */
const practise = (c: NoCtx, l: Lesson) =>
  `${o(c)} øvde på å ${l.lesson}{| ${c.place.in}| der og da}, {om og om igjen|til det satt|en god stund|gang på gang}.`;
/** Fra hjelperen her. */
const taught = (c: NoCtx, l: Lesson, hk: string): string[] => [
  `«{Prøv å|Nå skal du|Husk bare å} ${l.lesson},» sa ${hk}{| vennlig| og nikket| lavt}.`,
  `«Du {må|bør} ${l.lesson},» sa ${hk} {vennlig|og smilte|lavt|og blunket}.`,
  `${hk.charAt(0).toUpperCase() + hk.slice(1)} hadde {sett alt|fulgt med|sett hele greia}: «{Neste gang|Denne gangen|Nå} må du ${l.lesson}.»`,
];
/** Noe den som lærer, skjønner selv etter forsøket. */
const seen = (c: NoCtx, l: Lesson): string[] => [
  `${o(c)} {skjønte det|forsto det nå|hadde skjønt det}: ${Han(c)} måtte ${l.lesson}.`,
  `{Nå|Endelig|Med ett} visste ${o(c)} det: ${Han(c)} måtte ${l.lesson}.`,
  `«{Aha|Å ja|Jaså},» tenkte ${o(c)}, «jeg {må|skal} ${l.lesson}!»`,
];

/** Leksjonen: fra hjelperen her, eller noe den som lærer skjønner selv; så øves den. */
export const lessonTold: T[] = [0, 1, 2].map((i) => (c: NoCtx) => {
  const l = due(c);
  if (!l) return null;
  const hk = c.helper?.kindDef;
  const said = (hk ? taught(c, l, hk) : seen(c, l))[i] as string;
  return c.young ? said : `${said} ${practise(c, l)}`;
});

/** Alt som er lært, brukt på én gang ved vendepunktet. */
export const recap = (c: NoCtx): string | null => {
  const learnt = lessonsOf(c)
    .slice(0, c.lessons)
    .map((l) => `å ${l.lesson}`);
  if (learnt.length < 2) return null;
  const list = learnt.length > 3 ? [learnt[0], ...learnt.slice(-2)] : learnt;
  const said = `${list.slice(0, -1).join(', ')} og ${list[list.length - 1]}`;
  return `{${Han(c)} {husket|tenkte på|gikk gjennom}|Så {husket|tenkte} ${han(c)} på|Nå {husket|tenkte} ${han(c)} på} ${learnt.length > 3 ? '{alt det viktigste|det som betydde mest}' : '{alt|alt sammen}'}: ${said}.`;
};
