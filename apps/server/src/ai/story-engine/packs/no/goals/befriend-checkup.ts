// Et besøk hos tannlegen eller legen som et barn gruer seg til: uroen sagt vennlig hjemme, det
// som skal skje forklart så et barn forstår (tennene telles med et lite speil, hjertet lyttes
// på), veien dit og venterommet, den store stolen, en snill voksen, det modige steget vunnet med
// det som ble tatt med hjemmefra, og stolthet og et klistremerke til slutt. Aldri skummelt:
// ingen sprøyter, ingenting som gjør vondt.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import {
  checkupHitch,
  checkupSpare,
  eachOnce,
  firstAt,
  type CheckupSpare,
} from '../../checkup-beats';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
const Han = (c: NoCtx) => cap(c.hero.han);
const dentist = (c: NoCtx) => c.clinic === 'dentist';
/** Den voksne som følger helten dit: mamma, pappa, eller den familien nevnte. */
const carer = (c: NoCtx) => c.recipient?.name ?? 'mamma';
const Carer = (c: NoCtx) => cap(carer(c));
/** «tannlegen» eller «legen». */
const doc = (c: NoCtx) => (dentist(c) ? 'tannlegen' : 'legen');
/** Det som skal skje der, forklart så et barn forstår. */
const explain = (c: NoCtx) =>
  dentist(c)
    ? 'tannlegen {teller|ser på|sjekker} bare tennene dine med et {lite|bitte lite|lite, rundt} speil, for å se at de er {sterke og fine|friske og sterke|rene og sterke}'
    : 'legen lytter bare på hjertet ditt med en slags {telefon|lytterør} og {kikker i ørene|titter i ørene|lyser litt i ørene}, for å se at du vokser {som du skal|akkurat som du skal|fint}';

/** Det som ble tatt med hjemmefra, slik det pakkes og slik det hjelper på det modige steget. */
const SPARE: Record<CheckupSpare, { ready: string; def: string; helps: (c: NoCtx) => string }> = {
  teddy: {
    ready: 'den gamle bamsen skulle få bli med',
    def: 'bamsen',
    helps: (c) =>
      dentist(c)
        ? `holdt ${h(c)} opp bamsen, og tannlegen talte tennene til bamsen først, alle sammen, helt alvorlig. «Nå er det din tur,» sa tannlegen, og ${h(c)} gapte {stort|så stort som en flodhest|kjempestort}`
        : `holdt ${h(c)} opp bamsen, og legen lyttet på hjertet til bamsen først, helt alvorlig. «Nå er det din tur,» sa legen, og ${h(c)} satte seg rett opp`,
  },
  count: {
    ready: 'et telletriks: tell sakte til ti, så er det over',
    def: 'telletrikset',
    helps: (c) =>
      `lukket ${h(c)} øynene og telte, sakte, én, to, tre, og før ${c.hero.han} kom til ti, sa ${doc(c)}: «Ferdig!»`,
  },
  hand: {
    ready: `en hemmelig klem: Én klem i hånda betyr «jeg har det bra»`,
    def: 'den hemmelige klemmen',
    helps: (c) =>
      `holdt ${h(c)} ${carer(c)} i hånda og klemte én gang, som betydde «jeg har det bra», og ${carer(c)} klemte tilbake, og ${h(c)} ${dentist(c) ? 'gapte stort' : 'trakk pusten dypt'}`,
  },
};
const spare = (c: NoCtx) => SPARE[checkupSpare(c)];

/** Uroen på hvert sted, og det vennlige svaret som kommer med den. */
const worry = (c: NoCtx): string => {
  switch (checkupHitch(c)) {
    case 'slow':
      return by(
        c,
        `Føttene til ${h(c)} gikk saktere og saktere. ${Carer(c)} telte biler med ${c.hero.ham}.`,
        `Jo nærmere de kom, jo {saktere|tyngre|langsommere} {gikk|ble|subbet} føttene til ${h(c)}. Så gjorde ${carer(c)} det til en lek: Hvem så flest {røde biler|blå dører|hunder i bånd}? {Ved hjørnet|Ved bussholdeplassen|Ved fotgjengerfeltet} hadde ${h(c)} {sju|fem|ni}.`,
        `Jo nærmere de kom, jo saktere gikk føttene til ${h(c)}, til de nesten sto stille. ${Carer(c)} maste ikke. I stedet begynte ${carer(c)} en lek med å telle røde biler, og ved hjørnet hadde ${h(c)} sett sju og nesten glemt å gå sakte.`,
      );
    case 'tummy':
      return by(
        c,
        `Det kriblet i magen til ${h(c)}. De satte seg på en benk og pustet.`,
        `{I parken|Ved dammen i parken|Midt i parken} begynte det å {krible|kile|flagre} i magen til ${h(c)}, som om {en møll|en sommerfugl|en liten fugl} hadde {kommet|flydd|flagret} inn. De satte seg på {en benk|en lav mur|kanten av sandkassa} og pustet {sakte|rolig|dypt} {tre|fire|fem} ganger sammen, inn gjennom nesa og ut som når man blåser ut {lys|bursdagslys|en fyrstikk}.`,
        `I parken begynte det å krible i magen til ${h(c)}, som om en møll hadde flydd inn. Så satte de seg på en benk og pustet sakte tre ganger sammen, inn gjennom nesa og ut som når man blåser ut bursdagslys, helt til møllen roet seg.`,
      );
    case 'whatif':
      return by(
        c,
        `«Hva om det er skummelt?» spurte ${h(c)}. «Det blir det ikke,» sa ${carer(c)}.`,
        `«Hva om det er skummelt?» spurte ${h(c)} ved huskene. ${Carer(c)} satte seg på huk. «Husk at ${explain(c)}. Og jeg er der hele tida.»`,
        `Ved huskene stoppet ${h(c)}. «Hva om det er skummelt?» hvisket ${c.hero.han}. ${Carer(c)} satte seg på huk, så de var like høye. «Vet du hva som skjer der? ${cap(explain(c))}. Og jeg er rett ved siden av deg hele tida.»`,
      );
    case 'called':
      return by(
        c,
        `«${h(c)}?» ropte en snill stemme. ${h(c)} gjemte seg bak ${carer(c)}.`,
        `De satt ved akvariet og så {en oransje fisk|en liten, stripete fisk|en rund, gul fisk} {blåse bobler|svømme i ring|nappe i plantene}. {Så gikk ei dør opp|Så ble ei dør åpnet|Etter en stund gikk ei dør opp}, og en {snill|vennlig|blid} stemme {ropte|spurte|sa}: «${h(c)}?» ${h(c)} {gjemte seg|krøp sammen|dukket} bak {armen|ryggen|jakka} til ${carer(c)}. {Akkurat da|I det samme|Rett etterpå} kom {ei jente|en gutt} ut med et {blankt|stjerneformet|knallgrønt} klistremerke og {et stort smil|et bredt glis|et glad fjes}.`,
        `De satt ved akvariet og så en oransje fisk blåse langsomme bobler. Så gikk ei dør opp, og en snill stemme ropte: «${h(c)}?» ${h(c)} krøp sammen bak armen til ${carer(c)}. Men ut av døra kom en gutt som ikke var stort eldre, med et blankt klistremerke og et glis fra øre til øre.`,
      );
    case 'chair':
      return dentist(c)
        ? by(
            c,
            `Der sto en stor stol og en lys lampe. Tannlegen smilte.`,
            `{I rommet|Midt i rommet|Inne i det lyse rommet} sto en stor {stol|blå stol|myk stol} med en {rund|stor, rund|blank} lampe {over|over seg|rett over}. «{Vil du se et triks?|Skal jeg vise deg noe morsomt?|Se her!}» sa tannlegen og trykket på en knapp, og stolen gikk opp som {en heis|en rakett|et fly} og ned igjen. ${h(c)} {fniste|lo|måtte smile} {høyt|litt|likevel}.`,
            `Midt i rommet sto en stor, blå stol med en rund lampe over seg, som ei lita sol. «Vil du se et triks?» spurte tannlegen og trykket på en knapp, og stolen steg opp som en heis og sank ned igjen, langsom som ei sky. ${h(c)} kunne ikke la være å fnise.`,
          )
        : by(
            c,
            `Legen hadde en kald lytteting. ${h(c)} fikk lytte også!`,
            `Legen holdt opp stetoskopet. «Vil du lytte først?» spurte hun og satte det i ørene til ${h(c)}. Dunk-dunk, sa hjertet til legen, og ${h(c)} fikk store øyne.`,
            `Legen holdt opp stetoskopet, som lignet litt på en telefon for bitte små stemmer. «Vil du lytte først?» spurte hun og satte endene i ørene til ${h(c)}. Dunk-dunk, dunk-dunk, sa hjertet til legen selv, og ${h(c)} fikk kjempestore øyne.`,
          );
  }
};

export const checkup: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `I morgen skulle ${h(c)} til ${doc(c)}. Det kriblet i magen.`,
        `{I morgen|Neste morgen|Dagen etter} skulle ${h(c)} til ${doc(c)} på kontroll, og bare ${c.hero.han} {tenkte på det|hørte ordet|så for seg stolen}, begynte det å {krible|kile|boble} i magen.`,
        `I morgen skulle ${h(c)} til ${doc(c)} på kontroll, og hver gang ${c.hero.han} tenkte på det, slo magen en liten, ustø kollbøtte.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `«Det er lov å være redd,» sa ${carer(c)}. De la en plan: ${spare(c).def}.`,
        `«Det er lov å være litt redd,» sa ${carer(c)} og ga ${h(c)} {en klem|en god klem|et lite klapp}. «{Det er mange som er det|Mange kjenner det sånn|De fleste er det, litt}. {Skal jeg fortelle hva som skjer der?|Vil du vite hva som skjer der?|Skal jeg fortelle hva som egentlig skjer?} ${cap(explain(c))}.» Og for sikkerhets skyld la de en plan sammen: ${spare(c).ready}.`,
        `«Det er helt lov å være redd,» sa ${carer(c)} og satte seg på sengekanten. «Mange voksne er det også. Skal jeg fortelle hva som egentlig skjer? ${cap(explain(c))}. Det er alt.» Og for sikkerhets skyld la de en plan sammen, bare de to: ${spare(c).ready}.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men ${h(c)} var fortsatt litt redd.`,
        `Men {da morgenen kom|da det ble morgen|da det var tid for å gå}, kriblet det {fortsatt i hele ${h(c)}|fortsatt i magen til ${h(c)}|like mye i ${h(c)} som før}.`,
        `Men da morgenen kom, lå den urolige følelsen der fortsatt, krøllet sammen i magen til ${h(c)} som en katt som ikke ville flytte seg.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Jeg skal prøve,» sa ${h(c)}.`,
        `«Jeg skal {prøve|gjøre et forsøk|være modig},» sa ${h(c)} med {lita|lav|forsiktig} stemme, «hvis du {blir med|holder meg i hånda|er der hele tida}.» «{Alltid|Selvfølgelig|Hele veien},» sa ${carer(c)}.`,
        `«Jeg skal prøve,» sa ${h(c)} med en stemme som var litt mindre enn vanlig, «bare du blir med helt inn.» «Helt inn,» sa ${carer(c)}.`,
      ),
  ],
  attempt: firstAt<NoCtx>('hitch', worry, [
    (c) =>
      by(
        c,
        `${h(c)} holdt ${carer(c)} litt hardere i hånda.`,
        `${h(c)} holdt ${carer(c)} {litt|mye|enda litt} hardere i hånda enn {vanlig|ellers|før}{| hele veien| mens de gikk}.`,
        `${h(c)} holdt ${carer(c)} litt hardere i hånda enn vanlig, og det gjorde ingenting i det hele tatt.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} pustet sakte én gang.`,
        `${h(c)} trakk pusten {sakte|langsomt|dypt}, på den måten man {blåser ut lys|blåser opp en ballong|blåser såpebobler}.`,
        `${h(c)} trakk pusten sakte, på den måten man blåser ut lys, og lot den urolige følelsen sveve ut med den.`,
      ),
  ]),
  progress: firstAt<NoCtx>(
    'fix',
    (c) =>
      by(
        c,
        `${h(c)} følte seg litt modigere.`,
        `{Skritt for skritt|Litt etter litt|Bit for bit} følte ${h(c)} seg {litt|en liten bit|litt til} modigere.`,
        `Skritt for skritt, og uten helt å merke det, ble ${h(c)} litt modigere.`,
      ),
    [
      (c) =>
        by(
          c,
          `«Du er så flink,» sa ${carer(c)}.`,
          `«Du er {så flink|kjempeflink|så tøff},» {sa|hvisket|smilte} ${carer(c)}, og ${h(c)} rettet {litt|bittelitt|stolt} på ryggen.`,
          `«Du er så flink,» hvisket ${carer(c)}, og ${h(c)} rettet litt på ryggen, slik modige folk gjør.`,
        ),
    ],
    'hitch',
  ),
  advice: eachOnce<NoCtx>('advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `«Å være modig kan være lite,» sa ${c.helper.name}.`,
            `«Å være modig betyr ikke at man ikke er redd,» sa ${c.helper.name}. «Det betyr at man {går likevel|gjør det likevel|prøver likevel}, {litt om gangen|ett lite skritt om gangen|bit for bit}.»`,
            `«Vet du hva det vil si å være modig?» sa ${c.helper.name}. «Det er ikke å slippe å være redd. Det er å være redd og gå likevel, ett lite skritt om gangen.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Spør om alt du lurer på,» sa ${c.helper.name}.`,
            `«Du kan spørre ${doc(c)} om {hva du vil|alt du lurer på|akkurat hva du vil},» sa ${c.helper.name}. «Spørsmål gjør ting {mindre skumle|mye mindre skumle|mindre}.»`,
            `«Du har lov til å spørre ${doc(c)} om alt du vil,» sa ${c.helper.name}. «Spørsmål er som lommelykter: De gjør de mørke bitene mindre.»`,
          )
        : null,
  ]),
  ask: eachOnce<NoCtx>('ask', [
    (c) =>
      c.helper
        ? by(
            c,
            `«Var du redd for ${doc(c)}?» spurte ${h(c)}.`,
            `«Var du noen gang redd for ${doc(c)}?» spurte ${h(c)} ${c.helper.name}. «{Å ja|Ja, det var jeg|Å, ja da},» kom svaret. «{Hver gang|Hver eneste gang|Hver gang vi skulle dit}, da jeg var {liten|på din alder|så stor som deg}.»`,
            `«Var du noen gang redd for ${doc(c)}?» spurte ${h(c)}. «Hver eneste gang, da jeg var på din alder,» svarte ${c.helper.name} og smilte.`,
          )
        : null,
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `{Så kom det modige steget|Nå kom det modige steget|Og så var det tid for det modige steget}. ${h(c)} hadde ${spare(c).def}.`,
          `{Så kom det modige steget|Nå kom det modige steget|Og så var det tid for det modige steget}. ${h(c)} husket ${spare(c).def}, og så ${spare(c).helps(c)}.`,
          `Så kom det skikkelig modige steget, og et øyeblikk hadde ${h(c)} mest lyst til å klatre ned. I stedet husket ${c.hero.han} ${spare(c).def}, og så ${spare(c).helps(c)}.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Carer(c)} var like ved. De brukte ${spare(c).def}.`,
          `{Så kom det modige steget|Nå kom det modige steget|Og så var det tid for det modige steget}. «Husker du planen vår?» hvisket ${carer(c)}, og så ${spare(c).helps(c)}.`,
          `Så kom det skikkelig modige steget. «Husker du planen vår fra i går kveld?» hvisket ${carer(c)} rett ved stolen, og så ${spare(c).helps(c)}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} holdt ${c.gift.def} hardt og var modig.`,
              `{Så kom det modige steget|Nå kom det modige steget|Og så var det tid for det modige steget}. ${h(c)} holdt ${c.gift.def} godt i den ene hånda, husket ${spare(c).def}, og så ${spare(c).helps(c)}.`,
              `Så kom det skikkelig modige steget. ${h(c)} holdt ${c.gift.def} godt i den ene hånda for motets skyld, husket ${spare(c).def}, og så ${spare(c).helps(c)}.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} fikk en idé: ${spare(c).def}!`,
          `{Så kom det modige steget|Nå kom det modige steget|Og så var det tid for det modige steget}, og ${h(c)} fikk en idé. ${Han(c)} husket ${spare(c).def}, og så ${spare(c).helps(c)}.`,
          `Så kom det skikkelig modige steget, og ${h(c)} tenkte godt etter hva som kunne hjelpe. Så husket ${c.hero.han} ${spare(c).def}, og så ${spare(c).helps(c)}.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      dentist(c)
        ? by(
            c,
            `«Ferdig! Alle tennene er talt,» sa tannlegen. ${h(c)} fikk et klistremerke!`,
            `«{Ferdig|Sånn|Da er vi ferdige}!» sa tannlegen. «Alle tennene er talt, og hver eneste en er {sterk og fin|frisk og sterk|ren og sterk}.» ${h(c)} satte seg opp og {gliste|strålte|lo}, og fikk velge et klistremerke med {ei smilende tann|ei tann med krone|ei glad tann} på.`,
            `«Ferdig,» sa tannlegen og slo av lampa. «Jeg har talt hver eneste tann, og alle sammen er sterke og fine. Du var kjempeflink.» ${h(c)} satte seg opp, gliste det største gliset på hele uka og valgte et klistremerke med ei smilende tann på.`,
          )
        : by(
            c,
            `«Ferdig! Hjertet ditt er sterkt,» sa legen. ${h(c)} fikk et klistremerke!`,
            `«{Ferdig|Sånn|Da er vi ferdige}!» sa legen. «Hjertet ditt sier dunk-dunk akkurat som det skal, og du har vokst {siden sist|en hel bit|enda litt}.» ${h(c)} {gliste|strålte|lo} og fikk velge et {klistremerke|blankt klistremerke|klistremerke med ei stjerne}.`,
            `«Ferdig,» sa legen og rullet sammen stetoskopet. «Hjertet ditt sier dunk-dunk akkurat som det skal, ørene er rene som fløyter, og du har vokst siden sist.» ${h(c)} gliste det største gliset på hele uka og valgte et blankt klistremerke.`,
          ),
  ],
  home: eachOnce<NoCtx>('home', [
    (c) =>
      by(
        c,
        `På vei hjem følte ${h(c)} seg høy som et tre.`,
        `{På vei hjem|Hele veien hjem|På hjemveien} følte ${h(c)} seg høy som {et tre|en sjiraff|en lyktestolpe} og viste klistremerket til {alle de gikk forbi|hver eneste hund de møtte|bussjåføren og dama i butikken}.`,
        `Hele veien hjem følte ${h(c)} seg høy som et tre og viste klistremerket til alle de gikk forbi, til og med ei forbauset due.`,
      ),
    (c) =>
      by(
        c,
        `«Jeg er så stolt av deg,» sa ${carer(c)}.`,
        `«Jeg er så stolt av deg,» sa ${carer(c)} {i døra|i gangen|og ga en stor klem}. «Du var redd, og du {gikk likevel|gjorde det likevel|gikk inn likevel}.»`,
        `«Jeg er så stolt av deg,» sa ${carer(c)} i ytterdøra. «Du var redd, og du gikk likevel. Det er den modigste sorten modig.»`,
      ),
  ]),
  reflection: eachOnce<NoCtx>('reflection', [
    (c) =>
      by(
        c,
        `Det var ikke så skummelt likevel.`,
        `Det hadde ikke vært {på langt nær så|halvparten så|på langt nær like} skummelt som ${h(c)} hadde {trodd|fryktet|sett for seg}.`,
        `Det hadde ikke vært på langt nær så skummelt som ${h(c)} hadde trodd, og den urolige følelsen var borte, som om den aldri hadde vært der.`,
      ),
    (c) =>
      by(
        c,
        `Neste gang skulle ${h(c)} være modig igjen.`,
        `Neste gang, bestemte ${h(c)}, skulle ${c.hero.han} være modig {igjen|en gang til|på nytt}. {Kanskje litt redd også, men modig.|Kanskje bittelitt redd, men modig.|Kanskje litt skjelven, men modig.}`,
        `Neste gang, bestemte ${h(c)}, skulle ${c.hero.han} gå inn modig. Kanskje litt redd også, men det gjorde ingenting: Modige folk er som regel det.`,
      ),
  ]),
  refrain: [() => `Ett lite steg og ett til, modige føtter går dit de vil!`],
  title: [
    (c) => (dentist(c) ? `${h(c)} går til tannlegen` : `${h(c)} går til legen`),
    (c) => `${h(c)} er {modig|kjempemodig|modig likevel}`,
    (c) => `${h(c)} og {den store stolen|akvariet|det blanke klistremerket|det modige steget}`,
    (c) => `{En modig dag|En stor dag|Kontrolldagen} for ${h(c)}`,
    (c) => `{Klistremerket|Kontrollen|Det modige steget} til ${h(c)}`,
    (c) => `${h(c)} og ${carer(c)} {går sammen|hånd i hånd}`,
    () => `{Ikke så skummelt likevel|Ett lite steg|Klistremerket}`,
    (c) => `${h(c)} og {den snille |}${doc(c)}`,
  ],
};

/** Ut døra og langs veien dit, så inn gjennom klinikkens egne dører. */
const GO: Record<string, (c: NoCtx) => string> = {
  'waiting-room': (c) =>
    by(
      c,
      `Så gikk de inn på venterommet.`,
      `{Så|Til slutt|Snart} gikk de inn gjennom {glassdørene|de store dørene|skyvedørene} og satte seg på venterommet{| sammen| side om side}.`,
      `Så gikk de inn gjennom de store glassdørene, sa navnet til ${h(c)} i skranken og satte seg på venterommet.`,
    ),
  'dentist-room': () =>
    `{Så var det tid for å gå|Så var det deres tur til å gå|Snart var det tid for å gå} inn til tannlegen{| hånd i hånd}.`,
  'doctor-room': () =>
    `{Så var det tid for å gå|Så var det deres tur til å gå|Snart var det tid for å gå} inn til legen{| hånd i hånd}.`,
};

export const checkupScenes = {
  // Named by its own titles only: never "the doctor at the playground".
  titles: [] as Bank<NoCtx>,
  travel: [
    (c: NoCtx) => GO[c.place.id]?.(c) ?? null,
    (c: NoCtx) =>
      GO[c.place.id]
        ? null
        : by(
            c,
            `${h(c)} og ${carer(c)} gikk ${c.place.to}.`,
            `${h(c)} og ${carer(c)} gikk ${c.place.to}, hånd i hånd.`,
          ),
  ] as Bank<NoCtx>,
};

/** Klinikkens rom: rolige, lyse, noe å se på, ingenting skarpt framme. */
export const checkupSettings = {
  clinic: [
    (c: NoCtx) =>
      c.place.id === 'waiting-room'
        ? by(
            c,
            `Der var det {tegneserier|bildebøker} og et akvarium.`,
            `På venterommet var det {myke stoler|en lang, grønn benk|ei rad med røde stoler}, ei kasse med {leker|klosser|puslespill} og et akvarium som boblet {stille|lavt|for seg selv}.`,
            `Venterommet luktet såpe og {epler|nytt papir}; i hjørnet sto ei kasse med leker, ved siden av en haug godt leste tegneserier og et akvarium som boblet stille for seg selv.`,
          )
        : by(
            c,
            `Rommet var lyst og {rent|ryddig}.`,
            `Rommet var {lyst og ryddig|lyst og rent|lyst og rolig}, med et stort vindu og ${dentist(c) ? '{en plakat av ei smilende tann|et bilde av ei glad tann}' : '{en tavle med bokstaver|et bilde av en sjiraff som måler barn}'} på veggen.`,
            `Rommet var lyst og ryddig, med et stort vindu, en vask som skinte og ${dentist(c) ? 'en plakat av ei veldig glad tann' : 'en tavle med bokstaver som ble mindre og mindre'} på veggen.`,
          ),
  ] as Bank<NoCtx>,
};
