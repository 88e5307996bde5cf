// Selskapsjobbene etter de første: invitasjonene som deles ut, lysene som kjøpes, glasuren,
// papirhattene, skattejakten; hver går galt én gang og blir rettet opp, og det som ble rettet
// opp, ser vi igjen i selskapet.
import type { NoCtx } from '../../../compose/ctx-no';
import { by } from '../../by-band';
import type { PartyHitch } from '../../family-beats';
import { moreAdvice, moreFixes, moreHitches, moreItems, type MoreHitch } from './party-steps-more';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
/** Den som hjelper til i butikken: den voksne som ble møtt der, ellers den som jobber der. */
const Aid = (c: NoCtx) =>
  c.helper ? cap(c.helper.name) : c.place.id === 'bakery' ? 'Bakeren' : 'Damen i kassa';

type Later = Exclude<
  PartyHitch,
  'invites' | 'present' | 'cake' | 'garland' | 'balloons' | 'rain' | MoreHitch
>;

export const laterHitches: Record<Later | MoreHitch, (c: NoCtx) => string> = {
  ...moreHitches,
  deliver: (c) =>
    by(
      c,
      `Vinden tok én invitasjon!`,
      `${h(c)} delte ut invitasjonene ${c.place.in}, men vinden nappet den siste og blåste den rett i en sølepytt.`,
      `${h(c)} gikk rundt ${c.place.in} og delte ut invitasjoner, én til hver venn, men et vindkast nappet den aller siste og slapp den med forsida ned i en gjørmete sølepytt.`,
    ),
  candles: (c) =>
    by(
      c,
      `Lysene sto på øverste hylle. For høyt!`,
      `Det var bare én eske med bursdagslys igjen ${c.place.in}, og den sto på øverste hylle, altfor høyt oppe.`,
      `Endelig fant ${h(c)} bursdagslysene, men det var bare én eske igjen, og den sto på aller øverste hylle, så høyt at ${c.hero.han} ikke nådde den selv på tå.`,
    ),
  icing: (c) =>
    by(
      c,
      `Glasuren rant av kaka!`,
      `${h(c)} smurte på glasuren mens kaka ennå var varm, og den rant nedover sidene og ut på fatet.`,
      `${h(c)} hadde så dårlig tid at ${c.hero.han} smurte på den rosa glasuren mens kaka ennå var varm, og den gled sakte nedover sidene og ble til en dam på fatet.`,
    ),
  hats: (c) =>
    by(
      c,
      `Papirhattene var altfor små.`,
      `${h(c)} laget papirhatter til alle gjestene, men de var så små at de bare passet til en bamse.`,
      `${h(c)} brettet og limte en papirhatt til hver gjest, men da ${c.hero.han} prøvde en, satt den på toppen av hodet som et fingerbøl.`,
    ),
  games: (c) =>
    by(
      c,
      `Lappene til skattejakten blåste bort!`,
      `${h(c)} gjemte lappene til skattejakten ${c.place.in}, men et vindkast blåste dem i alle retninger.`,
      `${h(c)} gjemte de små lappene til skattejakten ${c.place.in}, én under hver busk, men før ${c.hero.han} hadde gjemt den siste, hadde vinden spredt de første i alle retninger.`,
    ),
  table: (c) =>
    by(
      c,
      `Det var ikke nok stoler!`,
      `${h(c)} dekket bordet ${c.place.in} og telte stolene: fire stoler og sju gjester.`,
      `${h(c)} dekket bordet ${c.place.in} med en tallerken til hver gjest, og så telte ${c.hero.han} stolene, og telte en gang til: Det var tre gjester for mange og ikke én ledig stol.`,
    ),
  lemonade: (c) =>
    by(
      c,
      `Limonaden var altfor sur!`,
      `${h(c)} presset sitroner til limonaden, men én slurk fikk alle til å snurpe munnen.`,
      `${h(c)} presset en hel pose sitroner til limonaden, men den første slurken var så sur at øynene rant og hele ansiktet krøllet seg sammen.`,
    ),
  bags: (c) =>
    by(
      c,
      `Én godteripose manglet!`,
      `${h(c)} fylte små poser med godteri som gjestene skulle få med seg hjem, men da ${c.hero.han} telte dem, var det én pose for lite.`,
      `${h(c)} fylte en liten papirpose til hver gjest, med et godteri, et klistremerke og ei blank klinkekule i hver, men da ${c.hero.han} telte dem på rad, manglet det én.`,
    ),
  sign: (c) =>
    by(
      c,
      `Malingen på skiltet rant!`,
      `${h(c)} malte et stort VELKOMMEN-skilt til døra, men malingen var så våt at bokstavene rant nedover i lange striper.`,
      `${h(c)} malte et kjempestort VELKOMMEN-skilt til inngangsdøra, men ${c.hero.han} brukte så mye maling at bokstavene begynte å renne, til hele skiltet så ut som om det gråt.`,
    ),
};

export const laterFixes: Record<Later | MoreHitch, (c: NoCtx) => string> = {
  ...moreFixes,
  deliver: (c) =>
    by(
      c,
      `${h(c)} tegnet en ny, med ei stor sol.`,
      `${h(c)} tegnet en ny på baksida av lista, med ei stor sol på, og vennen den var til, lovet å komme.`,
      `Så satte ${h(c)} seg på en benk og tegnet en ny på baksida av lista, med ei stor sol i hjørnet, og vennen den var til, brettet den pent, stakk den i lomma og lovet å komme.`,
    ),
  candles: (c) =>
    by(
      c,
      `En gardintrapp! Nå hadde ${h(c)} lysene.`,
      `${Aid(c)} hentet en liten gardintrapp, og ${h(c)} klatret opp og tok ned esken.`,
      `${Aid(c)} hentet gardintrappa fra lageret og holdt den støtt, og ${h(c)} klatret opp og tok ned den siste esken med lys, akkurat nok.`,
    ),
  icing: (c) =>
    by(
      c,
      `De ventet. Så ble glasuren sittende.`,
      `De satte kaka i det åpne vinduet for å kjøle seg, og andre gangen ble glasuren sittende, glatt og blank.`,
      `Denne gangen lot de kaka kjøle seg i det åpne vinduet mens de talte til fem hundre, og det andre laget med glasur ble liggende akkurat der det ble smurt, glatt som en islagt dam.`,
    ),
  hats: (c) =>
    by(
      c,
      `De laget store hatter av langt papir.`,
      `De teipet to ark sammen til hver hatt, og nå passet hattene, med plass til en dusk på toppen.`,
      `De teipet to ark sammen til hver hatt og målte rundt hodet til ${h(c)} med en hyssing, og nå passet hver eneste hatt, med god plass til en dusk på toppen.`,
    ),
  games: (c) =>
    by(
      c,
      `De la en stein på hver lapp.`,
      `De fant lappene igjen og la en glatt stein på hver av dem, så vinden ikke kunne ta dem.`,
      `De lette opp hver eneste lapp, og denne gangen fikk alle en glatt stein oppå seg, så skattejakten lå og ventet akkurat der ledetrådene sa.`,
    ),
  table: (c) =>
    by(
      c,
      `Naboene lånte dem stoler.`,
      `De banket på hos naboen og fikk låne tre stoler og en krakk.`,
      `De banket på dør etter dør langs veien, og snart sto tre lånte stoler og en vaklevoren krakk rundt bordet, ingen like, alle helt perfekte.`,
    ),
  lemonade: (c) =>
    by(
      c,
      `En skje honning. Nå var den god!`,
      `De rørte inn to skjeer honning og mye mer vann, og nå smakte limonaden sommer.`,
      `De rørte inn honning, én skje om gangen, og smakte etter hver eneste en, helt til limonaden var søt og frisk på én gang og smakte akkurat som sommer.`,
    ),
  bags: (c) =>
    by(
      c,
      `De laget én pose til.`,
      `De brettet én pose til av tegnepapir og tegnet ei stjerne på den, og nå var det én til alle.`,
      `De brettet én pose til av tegnepapir og tegnet ei stjerne på forsida, og på et vis ble akkurat den, den som ikke var lik de andre, den fineste av dem alle.`,
    ),
  sign: (c) =>
    by(
      c,
      `De malte det på nytt, med mindre maling.`,
      `De malte det på nytt med en tynnere pensel og lot det tørke i sola, og denne gangen ble hver bokstav stående.`,
      `De malte det på nytt med en tynnere pensel og mye mindre maling og lot det tørke i sola, og denne gangen sto hver bokstav rett og stolt.`,
    ),
};

/** Det som ble rettet opp underveis, sett igjen i selskapet: hattene passer, lappene ligger. */
export function partyPaid(c: NoCtx): string {
  const taken = c.stepsTaken();
  const lines: string[] = [];
  if (taken.includes('sign'))
    lines.push(
      by(
        c,
        `VELKOMMEN-skiltet hang på døra.`,
        `VELKOMMEN-skiltet hang på døra, og ikke én bokstav hadde rent.`,
        `På døra hang VELKOMMEN-skiltet med hver bokstav rett, og hver gjest stoppet og leste det høyt.`,
      ),
    );
  if (taken.includes('table'))
    lines.push(
      by(
        c,
        `Alle fikk en stol.`,
        `Alle fant en stol ved bordet, selv om ingen av dem var like.`,
        `Alle fant en plass ved det lange bordet, på lånte stoler som ikke var det minste like.`,
      ),
    );
  if (taken.includes('hats'))
    lines.push(
      by(
        c,
        `Alle hadde papirhatt på seg.`,
        `Alle hadde papirhatt på seg, og alle hattene passet.`,
        `Alle satte på seg papirhatt, og hver eneste hatt passet, med dusk og alt.`,
      ),
    );
  if (taken.includes('games'))
    lines.push(
      by(
        c,
        `Så ble det skattejakt!`,
        `Så ble det skattejakt, og hver lapp lå under steinen sin, akkurat der den skulle.`,
        `Så ble det skattejakt, og hver eneste lapp lå og ventet under steinen sin, akkurat der ledetrådene hadde sagt.`,
      ),
    );
  else if (taken.includes('deliver'))
    lines.push(
      by(
        c,
        `Alle vennene kom.`,
        `Alle vennene som hadde fått invitasjon, kom, også den med sola på.`,
        `Alle vennene som hadde fått invitasjon, kom, og den med den store sola i hjørnet holdt den høyt i døråpningen så alle kunne se.`,
      ),
    );
  return lines.join(' ');
}

/** Hva som står på lista for hver jobb. */
const ITEM: Record<PartyHitch, string> = {
  ...moreItems,
  invites: 'invitasjoner',
  deliver: 'dele ut invitasjoner',
  present: 'gave',
  candles: 'lys',
  cake: 'kake',
  icing: 'glasur',
  hats: 'hatter',
  garland: 'girlander',
  balloons: 'ballonger',
  games: 'skattejakt',
  rain: 'dekke bordet',
  table: 'stoler',
  lemonade: 'limonade',
  bags: 'godteriposer',
  sign: 'skilt',
};

/** Jobben som ble rettet opp her, krysset av på lista fra morgenen. */
export const partyDone = (item: (c: NoCtx) => PartyHitch | undefined) => {
  const on = (c: NoCtx) => {
    const k = item(c);
    return k ? ITEM[k] : undefined;
  };
  return [
    (c: NoCtx) => {
      const i = on(c);
      return i
        ? by(
            c,
            `${h(c)} krysset av «${i}». Ferdig!`,
            `${h(c)} satte et stort kryss ved «${i}» på lista.`,
            `${h(c)} fant fram lista og satte et stort, fornøyd kryss ved «${i}».`,
          )
        : null;
    },
    (c: NoCtx) => {
      const i = on(c);
      return i
        ? by(
            c,
            `Kryss ved «${i}»!`,
            `«${cap(i)}» var i boks, og ${h(c)} krysset det av på lista med en sving.`,
            `Enda en jobb var gjort: ${h(c)} strøk over «${i}» på lista og kikket på det som var igjen.`,
          )
        : null;
    },
    (c: NoCtx) => {
      const i = on(c);
      return i
        ? by(c, `«${cap(i)}»: klart!`, `${h(c)} tegnet et stort smilefjes ved «${i}» på lista.`)
        : null;
    },
    (c: NoCtx) => {
      const i = on(c);
      return i
        ? by(
            c,
            `Én jobb til var gjort: «${i}».`,
            `På lista fikk «${i}» en tykk, rød strek over seg.`,
          )
        : null;
    },
  ];
};

/** Det en voksen her sier om jobben som gikk galt: måten den blir rettet opp på. */
const ADVICE: Partial<Record<PartyHitch, [string, string]>> = {
  ...moreAdvice,
  invites: [
    `«La limet tørke,» sa {H}.`,
    `«Lim trenger tid,» sa {H}. «La hver av dem tørke før du legger dem i bunke.»`,
  ],
  deliver: [
    `«Tegn en ny,» sa {H}.`,
    `«Tegn en ny,» sa {H}. «En tegnet invitasjon er verdt to kjøpte.»`,
  ],
  present: [`«Lag en selv,» sa {H}.`, `«De beste gavene er dem man lager selv,» sa {H}.`],
  candles: [
    `«Bare spør,» sa {H}.`,
    `«Er det for høyt, så spør,» sa {H}. «Noen har alltid en gardintrapp.»`,
  ],
  icing: [
    `«La kaka bli kald først,» sa {H}.`,
    `«Glasur blir bare sittende på ei kald kake,» sa {H}. «Gi den tid.»`,
  ],
  hats: [
    `«Mål først,» sa {H}.`,
    `«Mål først, og klipp etterpå,» sa {H}. «Hoder er større enn man tror.»`,
  ],
  garland: [
    `«Teip fikser det,» sa {H}.`,
    `«Litt teip og mye tålmodighet fikser det meste,» sa {H}.`,
  ],
  games: [
    `«Legg en stein på hver lapp,» sa {H}.`,
    `«Vinden kan ikke løfte en stein,» sa {H}. «Legg én på hver lapp.»`,
  ],
  rain: [
    `«Det går over,» sa {H}.`,
    `«Ei sommerskur varer aldri lenge,» sa {H}. «Redd tallerkenene og vent.»`,
  ],
  table: [`«Spør naboene,» sa {H}.`, `«Naboene har stoler,» sa {H}. «Bare bank på og spør.»`],
  lemonade: [`«Ha i honning,» sa {H}.`, `«Honning, én skje om gangen, og smak hver gang,» sa {H}.`],
  bags: [
    `«Brett én til,» sa {H}.`,
    `«Brett én til selv,» sa {H}. «Den som ikke er lik de andre, blir ofte den fineste.»`,
  ],
  sign: [
    `«Mindre maling,» sa {H}.`,
    `«Mindre maling og en tynnere pensel,» sa {H}. «Og la sola tørke det.»`,
  ],
};

/** Den voksnes ord om denne jobben, når jobben har gått galt. */
export const partyAdvice = (job: (c: NoCtx) => PartyHitch | undefined) =>
  (Object.keys(ADVICE) as PartyHitch[]).map((k) => (c: NoCtx) => {
    const said = ADVICE[k];
    if (!c.helper || !said || job(c) !== k) return null;
    return by(c, said[0], said[1]).replace('{H}', c.helper.name);
  });
