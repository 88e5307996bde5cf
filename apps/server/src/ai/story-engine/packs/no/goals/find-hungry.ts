// En sulten som leter etter noe å spise (honning, et eple, fisk): lett etter der det vokser
// eller svømmer, hvert forsøk strander på matens egen måte (biene har det travelt, eplet henger
// for høyt, bærene er ikke modne), og til slutt spist, mett og glad, og delt.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Tpl } from '../../../compose/ctx-base';
import type { HungerHitch, HungerKind } from '../../../lexicon/hunger-foods';
import { by } from '../../by-band';
import { foodOf, hungerHitch, kindOf, type HungerTexts } from '../../hunger-steps';
import { Crowd } from '../slots';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
const count = (c: NoCtx) => foodOf(c)?.count ?? 'many';
const gender = (c: NoCtx) => foodOf(c)?.no.g ?? 'm';
/** Adjektivet som passer maten: «moden», «modent», «modne». */
const adj = (c: NoCtx, m: string, n: string, pl: string) =>
  count(c) === 'many' ? pl : gender(c) === 'n' ? n : m;
/** Maten slik den nevnes først: «honning», «et eple», «bær». */
const F = (c: NoCtx) => {
  const f = foodOf(c);
  if (!f) return 'noe å spise';
  if (f.count === 'many') return f.no.pl;
  if (f.count === 'mass') return f.no.sg;
  return `${f.no.g === 'n' ? 'et' : f.no.g === 'f' ? 'ei' : 'en'} ${f.no.sg}`;
};
/** Ordet alene: «honning», «eple», «bær». */
const W = (c: NoCtx) => {
  const f = foodOf(c);
  return f ? (f.count === 'many' ? f.no.pl : f.no.sg) : 'mat';
};
/** Maten i sin alminnelighet: «honning», «epler», «bær». */
const G = (c: NoCtx) => {
  const f = foodOf(c);
  return f ? (f.count === 'mass' ? f.no.sg : f.no.pl) : 'mat';
};
/** Adjektivet til maten i sin alminnelighet: «honning er moden», «epler er modne». */
const adjG = (c: NoCtx, m: string, n: string, pl: string) =>
  count(c) !== 'mass' ? pl : gender(c) === 'n' ? n : m;
const T = (c: NoCtx) => {
  const f = foodOf(c);
  return f ? (f.count === 'many' ? f.no.defPl : f.no.def) : 'maten';
};
/** «den», «det», «dem» som objekt; «de» som subjekt. */
const den = (c: NoCtx) => (count(c) === 'many' ? 'dem' : gender(c) === 'n' ? 'det' : 'den');
const subj = (c: NoCtx) => (count(c) === 'many' ? 'de' : gender(c) === 'n' ? 'det' : 'den');
/** «ingen honning», «ingen bær», «ikke noe eple». */
const none = (c: NoCtx) =>
  count(c) === 'one' && gender(c) === 'n' ? `ikke noe ${W(c)}` : `ingen ${W(c)}`;
/** «mer honning», «flere epler». */
const more = (c: NoCtx) => (count(c) === 'mass' ? `mer ${G(c)}` : `flere ${G(c)}`);
/** «den beste honningen», «det beste eplet», «de beste bærene». */
const best = (c: NoCtx) =>
  count(c) === 'many' ? `de beste ${T(c)}` : `${gender(c) === 'n' ? 'det' : 'den'} beste ${T(c)}`;
/** «søt og gyllen» om honning, ellers «fersk og god» i rett kjønn og tall. */
const fine = (c: NoCtx) =>
  kindOf(c) === 'honey'
    ? 'søt og gyllen'
    : `${adj(c, 'fersk', 'ferskt', 'ferske')} og ${adj(c, 'god', 'godt', 'gode')}`;
const k = (c: NoCtx) => c.helper?.name ?? 'en venn';

/** Hvem som kom først, etter slaget mat. */
const RIVAL: Record<HungerKind, string> = {
  honey: 'en grevling',
  fruit: 'trostene',
  berry: 'fuglene',
  nut: 'et ekorn',
  root: 'en hare',
  fish: 'ei måke',
  cheese: 'ei rotte',
  leaf: 'sneglene',
  baked: 'spurvene',
};
/** Hvem som står i veien. */
const GUARD: Record<HungerKind, string> = {
  honey: 'biene',
  fruit: 'vepsene',
  berry: 'vepsene',
  nut: 'ei sint, gammel kråke',
  root: 'gårdshunden',
  fish: 'en gretten hegre',
  cheese: 'katten',
  leaf: 'maurene',
  baked: 'den store hunden til bakeren',
};
/** Den som står i veien, når den er møtt før. */
const GUARD_DEF: Record<HungerKind, string> = {
  honey: 'biene',
  fruit: 'vepsene',
  berry: 'vepsene',
  nut: 'kråka',
  root: 'gårdshunden',
  fish: 'hegren',
  cheese: 'katten',
  leaf: 'maurene',
  baked: 'hunden til bakeren',
};
/** Det den som kom først, la igjen. */
const LEFT: Record<HungerKind, string> = {
  honey: 'en tom vokskake',
  fruit: 'noen skrotter',
  berry: 'tomme stilker',
  nut: 'tomme skall',
  root: 'et hull i jorda',
  fish: 'noen fiskebein',
  cheese: 'smuler',
  leaf: 'hull og stilker',
  baked: 'smuler',
};
const HIGH: Record<HungerKind, string> = {
  honey: 'i et hull høyt oppe i et gammelt tre',
  fruit: 'helt i toppen av treet',
  berry: 'i toppen av en høy busk',
  nut: 'høyt oppe på hasselgreinene',
  root: 'langt oppe i bakken',
  fish: 'på den andre siden av vannet',
  cheese: 'på den øverste hylla',
  leaf: 'helt i toppen av planten',
  baked: 'høyt oppe i vinduskarmen',
};
/** Out of doors there is no shelf or windowsill: it stands up on a wall instead. */
const highAt = (c: NoCtx): string => {
  const kind = kindOf(c);
  const indoors = c.setting === 'kitchen' || c.setting === 'house';
  return (kind === 'cheese' || kind === 'baked') && !indoors
    ? 'oppe på et høyt steingjerde'
    : HIGH[kind];
};

type Line = (c: NoCtx) => [string, string];
const ATTEMPT: Partial<Record<`${HungerKind}:${HungerHitch}`, Line>> = {
  'honey:guarded': (c) => [
    `Men biene surret sint: «Bzzz! Vår!»`,
    `${cap(c.place.in)} fant ${h(c)} en bikube full av gyllen honning. Men biene hadde det travelt og surret så sint at ${h(c)} rygget unna.`,
  ],
  'honey:high': (c) => [
    `${cap(T(c))} var for høyt oppe.`,
    `${h(c)} kjente lukta av honning ${c.place.in}, men den var ${HIGH.honey}, og hvor mye ${c.hero.han} enn strakk seg, nådde ${c.hero.han} den ikke.`,
  ],
  'fruit:high': (c) => [
    `Men ${T(c)} hang for høyt.`,
    `${cap(c.place.in)} fant ${h(c)} et tre med ${F(c)} ${HIGH.fruit}. ${h(c)} hoppet og hoppet, men ${subj(c)} hang for høyt.`,
  ],
  'fruit:unripe': (c) => [
    `Men ${T(c)} var fortsatt ${adj(c, 'grønn', 'grønt', 'grønne')} og ${adj(c, 'hard', 'hardt', 'harde')}.`,
    `${cap(c.place.in)} fant ${h(c)} endelig ${F(c)}. Men ${subj(c)} var fortsatt ${adj(c, 'grønn', 'grønt', 'grønne')} og ${adj(c, 'hard', 'hardt', 'harde')} og så ${adj(c, 'sur', 'surt', 'sure')} at hele ansiktet til ${h(c)} snurpet seg sammen.`,
  ],
  'berry:unripe': (c) => [
    `Men ${T(c)} var fortsatt grønne.`,
    `${cap(c.place.in)} fant ${h(c)} en busk full av ${W(c)}. Men de var fortsatt små og grønne og harde, og så sure at ${h(c)} måtte spytte dem ut.`,
  ],
  'berry:hidden': (c) => [
    `${cap(T(c))} vokste i en tornete busk. Au!`,
    `${cap(c.place.in)} vokste de modneste ${W(c)} langt inne i en tornete busk, og hver gang ${h(c)} strakk seg inn, sa tornene au.`,
  ],
  'nut:high': (c) => [
    `${cap(T(c))} hang for høyt oppe.`,
    `${cap(c.place.in)} fant ${h(c)} et hasseltre, men ${T(c)} hang ${HIGH.nut}, langt utenfor rekkevidde.`,
  ],
  'nut:hidden': (c) => [
    `Men skallene var altfor harde.`,
    `${h(c)} fant noen ${W(c)} ${c.place.in}, men skallene var så harde at ${h(c)} ikke fikk knekt en eneste en.`,
  ],
  'root:hidden': (c) => [
    `${h(c)} dro og dro. ${cap(T(c))} satt fast.`,
    `${cap(c.place.in)} så ${h(c)} grønne blader stikke opp. ${h(c)} dro og dro, men ${T(c)} satt dypt nede i den harde jorda og ville ikke opp.`,
  ],
  'root:unripe': (c) => [
    `Men ${T(c)} var fortsatt ${adj(c, 'bitteliten', 'bittelite', 'bittesmå')}.`,
    `${cap(c.place.in)} fant ${h(c)} ${F(c)}, men ${subj(c)} var fortsatt ${adj(c, 'bitteliten', 'bittelite', 'bittesmå')}, ikke større enn en lillefinger. Det var ikke nok for en sulten mage.`,
  ],
  'root:guarded': (c) => [
    `Men gårdshunden lå rett ved ${T(c)}.`,
    `${cap(c.place.in)} vokste det ${F(c)}, ${adj(c, 'fin', 'fint', 'fine')} og ${adj(c, 'stor', 'stort', 'store')}. Men gårdshunden lå rett ved siden av bedet, med ett øye åpent.`,
  ],
  'fish:hidden': (c) => [
    `Plask! ${cap(T(c))} svømte av gårde.`,
    `${cap(c.place.in)} vasset ${h(c)} ut i vannet og prøvde å fange en fisk. Plask! Den smatt unna, rask og blank, og ${h(c)} ble bare våt.`,
  ],
  'fish:guarded': (c) => [
    `Men en gretten hegre sto i vannet.`,
    `${cap(c.place.in)} svømte den beste fisken på grunna, men en gretten hegre sto akkurat der og klapret med nebbet mot alle som kom nær.`,
  ],
  'cheese:high': (c) => [
    `${cap(T(c))} lå ${highAt(c)}.`,
    `${cap(c.place.in)} kjente ${h(c)} lukta av ${W(c)}. Der lå ${subj(c)}, ${highAt(c)}, altfor høyt til å klatre opp.`,
  ],
  'cheese:guarded': (c) => [
    `Men katten satt rett ved siden av.`,
    `${h(c)} listet seg nærmere ${T(c)} ${c.place.in}, men katten satt rett ved siden av, slikket seg på labbene og fulgte med.`,
  ],
  'leaf:high': (c) => [
    `De beste bladene vokste for høyt oppe.`,
    `${cap(c.place.in)} vokste de ferskeste, grønneste bladene ${HIGH.leaf}, og stilken var lang og vinglete.`,
  ],
  'leaf:unripe': (c) => [
    `Men disse bladene var tørre og brune.`,
    `${cap(c.place.in)} fant ${h(c)} blader, men de var tørre og brune og knitret. Ikke ett eneste var saftig.`,
  ],
  'baked:high': (c) => [
    `Men ${T(c)} sto for høyt oppe.`,
    `${cap(c.place.in)} kjente ${h(c)} lukta av ${G(c)}. Der sto ${subj(c)}, ${highAt(c)}, altfor høyt til å nå.`,
  ],
  'baked:guarded': (c) => [
    `Men en stor hund lå foran ${den(c)}.`,
    `${cap(c.place.in)} fant ${h(c)} ${F(c)}, men den store hunden til bakeren lå rett foran og knurret litt.`,
  ],
};
const first: Line = (c) => [
  `Men ${RIVAL[kindOf(c)]} hadde kommet først.`,
  `${cap(c.place.in)} fant ${h(c)} stedet der det skulle være ${G(c)}. Men ${RIVAL[kindOf(c)]} hadde kommet først, og det var ingenting igjen annet enn ${LEFT[kindOf(c)]}.`,
];
const guarded: Line = (c) => [
  `Men ${GUARD[kindOf(c)]} slapp ikke ${h(c)} nær.`,
  `${cap(c.place.in)} fant ${h(c)} ${F(c)}, men ${GUARD[kindOf(c)]} slapp ikke ${h(c)} nær.`,
];
const high: Line = (c) => [
  `Men ${T(c)} var for høyt oppe.`,
  `${cap(c.place.in)} fikk ${h(c)} øye på ${F(c)}, men ${subj(c)} var ${highAt(c)}, altfor langt unna.`,
];
const plain: Line = (c) => [
  `${h(c)} snuste og lette. ${cap(none(c))} her.`,
  `${h(c)} snuste og lette overalt ${c.place.in}, under blader og bak steiner, men det var ${none(c)} å finne her.`,
];

const lineFor = (c: NoCtx): [string, string] => {
  const hitch = hungerHitch(c);
  if (!hitch) return plain(c);
  const own = ATTEMPT[`${kindOf(c)}:${hitch}`];
  if (own) return own(c);
  if (hitch === 'first') return first(c);
  if (hitch === 'guarded') return guarded(c);
  return high(c);
};

const tummy = (c: NoCtx) =>
  by(
    c,
    `Magen til ${h(c)} rumlet. Grrr!`,
    `Magen til ${h(c)} rumlet høyt, og ${c.hero.han} sukket.`,
    `Magen til ${h(c)} rumlet lenge og trist, og ${c.hero.han} satte seg ned en liten stund for å tenke.`,
  );

const hungryWant: Tpl<NoCtx>[] = [
  (c) =>
    by(
      c,
      `${h(c)} var sulten. Så veldig sulten!`,
      `${h(c)} våknet med en mage så tom at den rumlet som torden. ${cap(c.hero.han)} var sulten, så veldig sulten.`,
      `${h(c)} våknet med en mage så tom at den rumlet som torden langt borte, og det fantes ikke en smule å spise noe sted.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} ville ha ${F(c)} mer enn noe annet.`,
      `Og det ${h(c)} ville ha aller mest, var ${F(c)}, ${fine(c)}.`,
      `Og det var bare én ting ${h(c)} klarte å tenke på: ${F(c)}, ${fine(c)}, det beste som fantes.`,
    ),
];

const hungryProblem: Tpl<NoCtx>[] = [
  (c) =>
    by(
      c,
      `Men hjemme var det ${none(c)} igjen.`,
      `Men hjemme var det ${none(c)} igjen, ikke en smule engang.`,
      `Men skapene hjemme var tomme: ${none(c)}, ikke en smule engang, bare en tom skål.`,
    ),
  (c) =>
    by(
      c,
      `${cap(G(c))} finnes der ute et sted.`,
      `${cap(G(c))} finnes der ute et sted, men man må vite hvor man skal lete.`,
    ),
];

const hungryDecide: Tpl<NoCtx>[] = [
  (c) =>
    by(
      c,
      `«Jeg skal finne ${F(c)}!» sa ${h(c)}.`,
      `«Jeg skal finne ${F(c)},» sa ${h(c)} og slikket seg rundt munnen, «{og jeg kommer ikke hjem uten|same hvor langt jeg må gå|om det så tar hele dagen}.»`,
      `«Jeg skal finne ${F(c)},» sa ${h(c)} og slikket seg rundt munnen, «{og jeg kommer ikke hjem uten|same hvor langt jeg må gå|om det så tar hele dagen},» og så gikk ${c.hero.han} av gårde med nesa i været.`,
    ),
  (c) =>
    c.friend
      ? by(
          c,
          `«Jeg hjelper deg å lete,» sa ${c.friend.name}.`,
          `«Jeg hjelper deg å lete,» sa ${c.friend.name}, «og kanskje vi kan dele.»`,
        )
      : null,
];

/**
 * One template per hitch, so each fresh try is told (a search tells each attempt template once):
 * the food's own trouble where it has one, else the hitch's.
 */
const tryAt =
  (hitch: HungerHitch | undefined): Tpl<NoCtx> =>
  (c) => {
    if (hungerHitch(c) !== hitch) return null;
    const [short, longer] = lineFor(c);
    return by(c, short, longer);
  };

const hungryAttempt: Tpl<NoCtx>[] = [
  tryAt('high'),
  tryAt('unripe'),
  tryAt('guarded'),
  tryAt('first'),
  tryAt('hidden'),
  tryAt(undefined),
];

const hungryAdvice: Tpl<NoCtx>[] = [
  (c) => {
    if (!c.helper) return null;
    const kind = kindOf(c);
    switch (hungerHitch(c)) {
      case 'high':
        return kind === 'fruit' || kind === 'nut'
          ? by(
              c,
              `«Rist på treet,» sa ${k(c)}.`,
              `«Ikke hopp, rist,» sa ${k(c)}. «Rist godt i stammen, så faller ${subj(c)} ned av seg selv.»`,
            )
          : by(
              c,
              `«Klatre opp på ryggen min,» sa ${k(c)}.`,
              `«Klatre opp på ryggen min,» sa ${k(c)}. «Sammen er vi dobbelt så høye.»`,
            );
      case 'unripe':
        return by(
          c,
          `«Prøv på solsiden,» sa ${k(c)}.`,
          `«Sola gjør ${G(c)} ${adjG(c, 'moden', 'modent', 'modne')},» sa ${k(c)}. «Let der den skinner hele dagen.»`,
        );
      case 'guarded':
        return kind === 'honey'
          ? by(
              c,
              `«Vent til biene flyr ut,» sa ${k(c)}.`,
              `«Vent til biene flyr ut til blomstene,» sa ${k(c)}. «Da er det stille i kuben, og litt honning blir ikke savnet.»`,
            )
          : by(
              c,
              `«Vær stille og vent,» sa ${k(c)}.`,
              `«Vær helt stille og vent,» sa ${k(c)}. «Før eller siden går ${GUARD_DEF[kind]} og tar seg en lur.»`,
            );
      case 'first':
        return by(
          c,
          `«Det er ${more(c)} lenger borte,» sa ${k(c)}.`,
          `«Nesten ingen går så langt,» sa ${k(c)}. «Der er det ${more(c)}, hvis du vet hvor du skal lete.»`,
        );
      case 'hidden':
        return kind === 'nut'
          ? by(
              c,
              `«Bruk en stein,» sa ${k(c)}.`,
              `«Legg nøtta på en flat stein og bank på den med en annen,» sa ${k(c)}. «Bank, bank, knekk!»`,
            )
          : kind === 'fish'
            ? by(
                c,
                `«Stå helt stille,» sa ${k(c)}.`,
                `«Stå helt stille,» sa ${k(c)}, «og la fisken komme til deg. Så må du være rask.»`,
              )
            : kind === 'root'
              ? by(
                  c,
                  `«Vrikk på ${den(c)} først,» sa ${k(c)}.`,
                  `«Vrikk på ${den(c)} først, og dra så rolig og jevnt,» sa ${k(c)}.`,
                )
              : by(
                  c,
                  `«Gå rundt på baksiden,» sa ${k(c)}.`,
                  `«Gå rundt på baksiden,» sa ${k(c)}. «Der er det færre torner.»`,
                );
      default:
        return null;
    }
  },
  (c) =>
    c.helper && !hungerHitch(c)
      ? by(
          c,
          `«Følg nesa,» sa ${k(c)}.`,
          `«Følg nesa,» sa ${k(c)}. «${cap(G(c))} lukter alltid {sommer|solskinn|noe godt}.»`,
        )
      : null,
  (c) =>
    c.helper && !hungerHitch(c)
      ? by(
          c,
          `«Let der ingen andre leter,» sa ${k(c)}.`,
          `«Let der ingen andre leter,» sa ${k(c)}. «Det er der ${best(c)} er.»`,
        )
      : null,
  (c) =>
    c.helper && !hungerHitch(c)
      ? by(
          c,
          `«Jeg har sett ${G(c)} lenger fram,» sa ${k(c)}.`,
          `«Jeg tror jeg har sett ${G(c)} lenger fram,» sa ${k(c)} og pekte. «Men se deg godt for.»`,
        )
      : null,
  (c) =>
    c.helper && !hungerHitch(c)
      ? by(
          c,
          `«Ikke gi opp,» sa ${k(c)}.`,
          `«Ikke gi opp,» sa ${k(c)}. «Den som leter lenge nok, finner alltid noe godt.»`,
        )
      : null,
];

const hungryProgress: Tpl<NoCtx>[] = [
  (c) => {
    switch (hungerHitch(c)) {
      case 'high':
        return by(
          c,
          `Nå kunne ${h(c)} et triks for høye steder.`,
          `Det hadde ikke gått ennå, men nå kunne ${h(c)} et triks for ting som henger høyt.`,
        );
      case 'unripe':
        return by(
          c,
          `Et sted måtte ${G(c)} være ${adjG(c, 'moden', 'modent', 'modne')} nå.`,
          `Et sted hadde sola skint lenger, og der måtte ${T(c)} være ${adj(c, 'moden', 'modent', 'modne')} nå.`,
        );
      case 'guarded':
        return by(
          c,
          `${h(c)} lærte å være tålmodig.`,
          `${h(c)} hadde lært at den som er sulten, av og til må være tålmodig og stille.`,
        );
      case 'first':
        return by(
          c,
          `${h(c)} gikk videre, litt fortere.`,
          `${h(c)} gikk videre litt fortere, så ingen skulle komme først neste gang.`,
        );
      case 'hidden':
        return by(
          c,
          `${h(c)} ga ikke opp.`,
          `${h(c)} ga ikke opp: ${T(c)} var der, det gjaldt bare å finne knepet.`,
        );
      default:
        return null;
    }
  },
  (c) =>
    hungerHitch(c)
      ? null
      : by(
          c,
          `Lukta av ${G(c)} ble sterkere.`,
          `Den gode lukta av ${G(c)} ble sterkere og sterkere, og ${h(c)} gikk fortere.`,
        ),
  (c) => (hungerHitch(c) ? null : tummy(c)),
];

const hungryAsk: Tpl<NoCtx>[] = [
  (c) =>
    c.helper
      ? by(
          c,
          `«Vet du hvor det finnes ${G(c)}?» spurte ${h(c)}.`,
          `«Unnskyld, vet du hvor jeg kan finne ${F(c)}?» spurte ${h(c)}. «Jeg er så sulten.»`,
          `«Unnskyld,» sa ${h(c)} mens magen rumlet, «vet du hvor jeg kan finne ${F(c)}? Jeg er så sulten at jeg kunne spist et helt fjell.»`,
        )
      : null,
];

/** Slik maten blir nådd til slutt, etter slaget. */
const GOT: Record<HungerKind, (c: NoCtx) => string> = {
  honey: (c) => `biene fløy ut til blomstene, og ${h(c)} fikk tak i en god klump gyllen honning`,
  fruit: (c) => `treet ristet, og ned falt ${F(c)}, plopp, rett foran ${h(c)}`,
  berry: (c) => `der, i sola, hang ${W(c)}, modne og blanke, mer enn nok`,
  nut: (c) => `bank, bank, knekk sa det i skallet, og ut kom ${T(c)}`,
  root: (c) => `med et vrikk og et plopp kom ${T(c)} opp av jorda`,
  fish: (c) => `en fisk svømte helt inntil, og lynraskt hadde ${h(c)} fått den`,
  cheese: (c) => `katten duppet av, og ${h(c)} listet seg bort til ${T(c)}`,
  leaf: (c) => `øverst oppe vokste det saftigste bladet av alle, og ${h(c)} nådde det`,
  baked: (c) =>
    `der sto ${subj(c)}, ${adj(c, 'god', 'godt', 'gode')} og ${adj(c, 'varm', 'varmt', 'varme')}, og ingen sto i veien`,
};

const hungryTurn = {
  brave: [
    (c: NoCtx) =>
      by(
        c,
        `${h(c)} trakk pusten dypt og prøvde en gang til.`,
        `${h(c)} var sliten og veldig sulten, men ${c.hero.han} trakk pusten dypt og prøvde en siste gang, og ${GOT[kindOf(c)](c)}.`,
      ),
  ],
  together: [
    (c: NoCtx) =>
      by(
        c,
        `${Crowd(c)} hjalp til sammen.`,
        `${Crowd(c)} hjalp til, hver med sin lille del, og ${GOT[kindOf(c)](c)}.`,
      ),
  ],
  gift: [
    (c: NoCtx) =>
      c.gift
        ? by(
            c,
            `Da kom ${h(c)} på ${c.gift.def}, og endelig gikk det!`,
            `Da kom ${h(c)} på ${c.gift.def}. Med hjelp av ${c.gift.den} gikk det endelig: ${GOT[kindOf(c)](c)}.`,
          )
        : null,
  ],
  clever: [
    (c: NoCtx) =>
      by(
        c,
        `${h(c)} husket alle rådene og fikk en idé.`,
        `${h(c)} husket alle rådene fra veien og fikk en idé. Det virket: ${GOT[kindOf(c)](c)}.`,
      ),
  ],
};

const hungryResolution = (c: NoCtx): string =>
  by(
    c,
    `Endelig hadde ${h(c)} ${T(c)}! ${h(c)} spiste opp ${T(c)}. Nam! ${cap(c.hero.han)} delte med alle.`,
    `Endelig hadde ${h(c)} ${T(c)}. ${cap(c.hero.han)} satte seg ned og spiste ${T(c)}, sakte, hver eneste bit. Mmm! Ingenting hadde smakt så godt, og ${c.hero.han} delte med alle som hadde hjulpet.`,
    `Endelig hadde ${h(c)} ${T(c)}, og ${c.hero.han} satte seg ned der ${c.hero.han} sto, og spiste ${T(c)}, sakte, og kjente etter på hver bit. Ingenting hadde noen gang smakt så godt, og ${c.hero.han} sparte litt til å dele med alle som hadde hjulpet på veien.`,
  );

const hungryReflection: Tpl<NoCtx>[] = [
  (c) =>
    by(
      c,
      `Nå var magen til ${h(c)} mett og rund.`,
      `Nå var magen til ${h(c)} mett og rund, og ${c.hero.han} var så glad som det går an.`,
      `Nå var magen til ${h(c)} mett og rund og varm, og ${c.hero.han} kjente seg så glad som det går an.`,
    ),
  (c) =>
    by(
      c,
      `Mat man deler, smaker best.`,
      `Mat man deler med venner, smaker aller best, tenkte ${h(c)}.`,
    ),
];

const hungryRefrain: Tpl<NoCtx>[] = [
  (c) => `Snuse, snuse, hvor kan det være? ${cap(G(c))} til en sulten mage!`,
];

const hungryTitle: Tpl<NoCtx>[] = [
  (c) => `${h(c)} og ${T(c)}`,
  (c) => `${h(c)} er sulten`,
  (c) => `${h(c)} leter etter ${F(c)}`,
];

export const hungryTexts: HungerTexts<NoCtx> = {
  want: hungryWant,
  problem: hungryProblem,
  decide: hungryDecide,
  attempt: hungryAttempt,
  progress: hungryProgress,
  advice: hungryAdvice,
  ask: hungryAsk,
  turn: hungryTurn,
  resolution: [hungryResolution],
  reflection: hungryReflection,
  refrain: hungryRefrain,
  title: hungryTitle,
};
