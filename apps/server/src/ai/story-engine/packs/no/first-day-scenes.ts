// Scenene en første dag forteller på sin egen måte: morgenen, veien dit med den voksne og
// klemmen i døra, rommene der inne og friminuttet, å bli hentet, og kvelden før neste dag.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import type { SceneBanks } from '../../compose/pack-types';
import { HelperSkill } from '../../lexicon/creatures';
import type { TimeOfDay } from '../../../scene-spec';
import { by } from '../by-band';
import { dayPart } from '../first-day';
import {
  atSchool,
  Carer,
  carer,
  carerHam,
  carerHan,
  h,
  hennes,
  kg,
  o,
  school,
  teacher,
  teacherIntro,
  toSchool,
} from './first-day-words';
import { cap } from '../../text';

const part = (c: NoCtx) => dayPart(c.place.id);
const ride = '{gikk|syklet|kjørte|tok bussen}';
/** Den store eleven eller det store barnet som viser den nye rundt. */
const older = (c: NoCtx) =>
  c.helper?.person
    ? c.helper.char.gender === 'f'
      ? 'den store jenta'
      : 'den store gutten'
    : (c.helper?.def ?? 'den store');
const isTeacher = (c: NoCtx) => c.helper?.char.size === 'big';
/** «Ei stor jente», «en stor gutt», «en stor elefant»: det store barnet, første gang. */
const Big = (c: NoCtx) =>
  c.helper?.person
    ? c.helper.char.gender === 'f'
      ? 'Ei stor jente'
      : 'En stor gutt'
    : cap(c.helper?.indef.replace(/^(en|ei|et) /, '$1 stor ') ?? 'en stor');

const dayStart: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `Vekkerklokka ringte {tidlig|før sola|altfor tidlig}.`,
      `Vekkerklokka ringte tidligere enn vanlig, og ${h(c)} var våken før den hadde ringt ferdig.`,
      `Vekkerklokka ringte tidligere enn vanlig, men ${h(c)} lå allerede og stirret i taket og lyttet til ${carer(c)} som satte på kaffen.`,
    ),
  (c) =>
    by(
      c,
      `Det var tidlig morgen, og huset var stille.`,
      `Det var tidlig morgen, og på kjøkkenet luktet det {kaffe og brødskiver|havregrøt|ristet brød}.`,
      `Det var tidlig morgen, og fra kjøkkenet kom lyden av ${carer(c)} som smurte brødskiver og nynnet på en sang.`,
    ),
];

/** Veien dit med den voksne, og klemmen i døra: alltid begge, i den rekkefølgen. */
const travel: Bank<NoCtx> = [
  (c) =>
    part(c) === 'door'
      ? by(
          c,
          `${Carer(c)} fulgte ${h(c)} til døra og ga ${c.hero.ham} en klem.`,
          `${h(c)} og ${carer(c)} ${ride} ${toSchool(c)}. I døra fikk ${h(c)} en lang klem. «Jeg henter deg etterpå,» sa ${carerHan(c)}.`,
          `${h(c)} og ${carer(c)} ${ride} ${toSchool(c)}, og jo nærmere de kom, jo hardere holdt ${h(c)} i hånda til ${carerHam(c)}. I døra satte ${carer(c)} seg på huk og ga ${c.hero.ham} en lang klem. «Jeg henter deg når dagen er ferdig,» sa ${carerHan(c)}, og så vinket ${carerHan(c)} og gikk.`,
        )
      : null,
  (c) =>
    part(c) === 'door'
      ? by(
          c,
          `${h(c)} ${ride} ${toSchool(c)} med ${carer(c)} og fikk en klem i døra.`,
          `Hele veien ${toSchool(c)} holdt ${h(c)} ${carer(c)} i hånda. Ved døra ble det en lang klem og et «ha det bra».`,
          `Hele veien ${toSchool(c)} holdt ${h(c)} ${carer(c)} i hånda og telte skritt for ikke å tenke. Ved døra ble det en lang klem, et kyss på håret og et «ha det bra, vi ses i ettermiddag».`,
        )
      : null,
  (c) =>
    part(c) === 'inside'
      ? by(
          c,
          kg(c) ? `Så gikk alle inn på lekerommet.` : `Så ringte det inn til første time.`,
          kg(c)
            ? `Etter en stund gikk alle barna inn på lekerommet, der det sto en stor kasse med klosser.`
            : `Så ringte skoleklokka, og alle gikk inn i klasserommet og fant hver sin plass.`,
          kg(c)
            ? `Etter en stund ble alle barna samlet og gikk inn på lekerommet, der det var dukkekrok, en kasse full av klosser og et teppe med veier på.`
            : `Så ringte skoleklokka, og hele klassen gikk inn i klasserommet, der pultene sto i rader og navnelappene lå klare.`,
        )
      : null,
  (c) =>
    part(c) === 'gym'
      ? by(
          c,
          `Etter maten var det gym!`,
          `Etter matpakka skulle klassen i gymsalen, og alle løp for å skifte.`,
          `Etter matpakka skulle klassen i gymsalen, og i garderoben var det et vell av joggesko, gymposer og noen som ikke fant sokken sin.`,
        )
      : null,
  (c) =>
    part(c) === 'outside'
      ? by(
          c,
          kg(c) ? `Etter maten skulle alle ut og leke.` : `Så ringte det ut til friminutt.`,
          kg(c)
            ? `Etter maten tok alle på seg yttertøyet og gikk ut på lekeplassen.`
            : `Så ringte det ut til friminutt, og alle løp ut i skolegården.`,
          kg(c)
            ? `Etter maten tok alle på seg yttertøyet, hjalp hverandre med glidelåsene og strømmet ut på lekeplassen.`
            : `Så ringte det ut til friminutt, og hele skolen strømmet ut i skolegården som vann fra en åpen kran.`,
        )
      : null,
];

const arrive: Bank<NoCtx> = [
  (c) =>
    part(c) === 'door'
      ? by(
          c,
          `Inne luktet det {maling|nye bøker|grønnsåpe}.`,
          `Inne i gangen luktet det {maling og grønnsåpe|nye bøker og regntøy|kakao og våte votter}, og på veggene hang tegninger.`,
          `Inne i gangen luktet det {maling og grønnsåpe|nye bøker og regntøy}, og på veggene hang det tegninger av sommerferier, hester og noe som kanskje var et romskip.`,
        )
      : null,
  (c) =>
    part(c) === 'inside'
      ? by(
          c,
          `Det var {fargestifter|bøker|klosser} overalt.`,
          `Det var fargestifter i glass, bøker i hyllene og ${kg(c) ? 'en stor kasse med klosser' : 'et kart over hele verden'} på veggen.`,
          `Det var fargestifter i store glass, bøker i lave hyller og ${kg(c) ? 'en kasse med klosser så stor at man kunne gjemme seg i den' : 'et kart over hele verden på veggen, med en rød tråd der klassen hadde vært på tur'}.`,
        )
      : null,
  (c) =>
    part(c) === 'outside'
      ? by(
          c,
          `Der var husker, sklie og sandkasse.`,
          `Der var husker, ei høy sklie, et klatrestativ og ${kg(c) ? 'ei sandkasse full av bøtter' : 'en fotballbane med to små mål'}.`,
          `Der var husker som knirket, ei sklie så høy at man kunne se over gjerdet, et klatrestativ og ${kg(c) ? 'ei sandkasse full av bøtter og spader' : 'en fotballbane der de store allerede spilte'}.`,
        )
      : null,
];

const settingSchool: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `Det var {lyst|varmt|mye lyd} ${c.place.in}.`,
      `Sola skinte inn gjennom de store vinduene, og det summet av stemmer ${c.place.in}.`,
      `Sola falt inn gjennom de høye vinduene og la gule firkanter på gulvet, og overalt summet det av stemmer.`,
    ),
];
const settingOutside: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `Det var mye lyd ${c.place.in}.`,
      `Det hylte og lo og ropte ${c.place.in}, og en ball spratt forbi.`,
      `Det hylte og lo og ropte ${c.place.in}, og en ball kom sprettende forbi, tett fulgt av fem barn som ville ha den først.`,
    ),
];

/**
 * Himmelen ute i friminuttet, midt på dagen uansett hvor langt historien er kommet; ellers på
 * veien hjem, når ettermiddagen går mot kveld.
 */
const skyLine =
  (young: string, mid: string): ((c: NoCtx) => string) =>
  (c) =>
    part(c) === 'outside'
      ? by(c, `Sola skinte på klatrestativet.`, `Sola skinte, og det luktet sand og gress.`)
      : by(c, young, mid);
const sky: Record<TimeOfDay, Bank<NoCtx>> = {
  dawn: [skyLine('Sola sto opp.', 'Sola var på vei opp bak takene.')],
  morning: [skyLine('Morgensola skinte.', 'Morgensola skinte på de våte fortauene.')],
  day: [skyLine('Sola skinte.', 'Sola sto høyt over takene.')],
  evening: [skyLine('Snart var det kveld.', 'Skyggene var blitt lange over fortauet.')],
  dusk: [skyLine('Himmelen ble rosa.', 'Himmelen over takene ble rosa, og gatelysene tentes.')],
  night: [skyLine('Snart var det kveld.', 'Da de kom hjem, var det nesten kveld.')],
};

const meet: Bank<NoCtx> = [
  (c) =>
    isTeacher(c)
      ? by(
          c,
          `${cap(teacherIntro(c))}, kom bort og sa hei.`,
          `${cap(teacherIntro(c))}, kom bort, satte seg på huk og sa: «Hei, ${h(c)}. Så fint at du kom!»`,
          `${cap(teacherIntro(c))}, kom bort med et smil som nådde helt opp til øynene, satte seg på huk og sa: «Hei, ${h(c)}. Vi har gledet oss til at du skulle komme.»`,
        )
      : null,
  (c) =>
    c.helper && !isTeacher(c)
      ? by(
          c,
          `${Big(c)} fra ${kg(c) ? 'de eldste' : 'femte'} kom bort.`,
          `${Big(c)} fra ${kg(c) ? 'de eldste barna' : 'femte klasse'} kom bort. «Jeg skal passe på deg i dag,» sa ${c.helper.han}.`,
          `${Big(c)} fra ${kg(c) ? 'de eldste barna' : 'femte klasse'} kom bort ${c.helper.person ? 'med hendene i lommene' : 'og stilte seg ved siden av'}. «Jeg er fadderen din,» sa ${c.helper.han}. «Jeg vet hvor alt er.»`,
        )
      : null,
];

const thanks: Bank<NoCtx> = [
  (c) =>
    isTeacher(c)
      ? by(
          c,
          `«Bare si fra,» sa ${teacher(c)}.`,
          `«Du kan alltid komme til meg,» sa ${teacher(c)} og klemte hånda til ${h(c)}.`,
          `«Du kan alltid komme til meg, uansett hva det er,» sa ${teacher(c)}, og ${h(c)} nikket og la det på minnet.`,
        )
      : null,
  (c) =>
    c.helper && !isTeacher(c)
      ? by(
          c,
          `Så løp ${older(c)} tilbake til vennene sine.`,
          `«Takk,» sa ${h(c)}, og ${older(c)} løp tilbake til vennene sine.`,
        )
      : null,
];

const receiveGift: Bank<NoCtx> = [
  (c) =>
    c.gift
      ? by(
          c,
          `I lomma lå ${c.gift.def} hjemmefra.`,
          `Da ${h(c)} hengte jakka på knaggen, kjente ${c.hero.han} noe i lomma: ${c.gift.def}, som ${carer(c)} hadde puttet der.`,
          `Da ${h(c)} hengte jakka på knaggen, kjente ${c.hero.han} noe hardt i lomma. Det var ${c.gift.def} fra hjemme, som ${carer(c)} måtte ha puttet der i all hemmelighet.`,
        )
      : null,
  (c) =>
    c.gift
      ? by(
          c,
          `${h(c)} holdt i ${c.gift.def} fra hjemme.`,
          `${h(c)} stakk hånda i lomma og fant ${c.gift.def} fra hjemme. Det var godt å holde i.`,
          `${h(c)} stakk hånda i lomma og kjente ${c.gift.def} fra hjemme mot fingrene, og det var nesten som å holde ${carer(c)} i hånda.`,
        )
      : null,
];

const onward: Bank<NoCtx> = [
  (c) =>
    c.next
      ? by(
          c,
          `Det gikk litt bedre nå.`,
          `Det var fortsatt rart, men litt mindre rart enn i morges.`,
          `Det var fortsatt nytt og rart, men litt mindre nytt enn i morges, og det var i alle fall en begynnelse.`,
        )
      : null,
  (c) =>
    c.next
      ? by(
          c,
          `Så var det tid for noe nytt.`,
          `Så ringte klokka igjen, og det var tid for noe nytt.`,
          `Så ringte klokka igjen, og ${h(c)} skjønte at en ${kg(c) ? 'barnehagedag' : 'skoledag'} er full av små, nye begynnelser.`,
        )
      : null,
  (c) =>
    c.next
      ? by(
          c,
          `${h(c)} pustet ut. Det gikk jo bra!`,
          `${h(c)} pustet ut. Det hadde gått bedre enn ${c.hero.han} trodde.`,
          `${h(c)} pustet ut. Det hadde gått bedre enn ${c.hero.han} hadde trodd, og nå var ${c.hero.han} nesten nysgjerrig på hva som kom etterpå.`,
        )
      : null,
];

const homeward: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `Så kom ${carer(c)} for å hente ${h(c)}.`,
      `Da dagen var over, sto ${carer(c)} ved porten for å hente ${h(c)}, som løp rett i armene til ${carerHam(c)}.`,
      `Da dagen var over, sto ${carer(c)} ved porten og speidet etter ${h(c)}, og da ${carerHan(c)} kom for å hente, løp ${h(c)} så fort at sekken hoppet på ryggen.`,
    ),
  (c) =>
    by(
      c,
      `${Carer(c)} hentet ${h(c)}, og de gikk hjem.`,
      `${Carer(c)} kom for å hente, og ${h(c)} vinket til ${o(c)} hele veien ut porten.`,
      `Da ${carer(c)} kom for å hente, vinket ${h(c)} til ${o(c)} hele veien ut porten, og på veien hjem gikk de langsomt, for det var så mye å fortelle.`,
    ),
];

/** Før dagen er over: det som skjedde i hver del av den, fra sist til først. */
const passBack: Bank<NoCtx> = [
  (c) => {
    const at = c.prev ? dayPart(c.prev.id) : 'inside';
    const what = {
      door: `knaggen med navnet ${hennes(c)}`,
      inside: kg(c) ? 'samlingsstunden' : 'ringen på gulvet',
      gym: 'gymsalen og ballen som spratt helt opp i taket',
      outside: kg(c) ? 'husken og sandkassa' : 'friminuttet',
    }[at];
    return by(
      c,
      `${h(c)} {tenkte på|husket|smilte ved tanken på} ${what}.`,
      `Mens dagen gikk mot slutten, tenkte ${h(c)} på ${what}, og på hvor stort alt hadde virket i morges.`,
    );
  },
  (c) =>
    by(
      c,
      `${h(c)} skulle fortelle ${carer(c)} alt om ${o(c)}.`,
      `${h(c)} gledet seg til å fortelle ${carer(c)} om ${teacher(c)} og ${o(c)}.`,
    ),
];

/** Uro eller skuffelse midt i en skoledag: ingen stier, ingen steiner, ingen himmel. */
const worry: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `Kinnene til ${h(c)} ble varme.`,
      `Kinnene til ${h(c)} ble varme, og ${c.hero.han} så ned i gulvet.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} ønsket at ${carer(c)} var der.`,
      `Et øyeblikk ønsket ${h(c)} at ${carer(c)} var der og kunne holde ${c.hero.ham} i hånda.`,
      `Et øyeblikk ønsket ${h(c)} så inderlig at ${carer(c)} var der, bare for å holde ${c.hero.ham} i hånda et lite sekund.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} følte seg bitte liten.`,
      `${h(c)} følte seg bitte liten i det store, bråkete rommet.`,
      `${h(c)} følte seg bitte liten, som om ${school(c)} hadde blitt dobbelt så stor på ett minutt.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} svelget tungt.`,
      `${h(c)} svelget tungt og holdt fast i sekkestroppen.`,
      `${h(c)} svelget tungt og holdt godt fast i sekkestroppen, det eneste som fortsatt kjentes som hjemme.`,
    ),
];

const tellHome: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `«Hvordan var det?» spurte ${carer(c)}. «Bra!» sa ${h(c)}.`,
      `«Hvordan var det?» spurte ${carer(c)}. ${h(c)} fortalte om ${teacher(c)}, om knaggen og om ${o(c)}.`,
      `«Nå, hvordan var det?» spurte ${carer(c)} ved middagsbordet, og ${h(c)} fortalte om alt: om ${teacher(c)}, om knaggen med navnet ${hennes(c)}, om det som var leit, og om ${o(c)}.`,
    ),
  (c) =>
    by(
      c,
      `Ved middagen fortalte ${h(c)} om ${o(c)}.`,
      `Ved middagen fortalte ${h(c)} om hele dagen ${atSchool(c)}, og alle ville høre om ${o(c)}.`,
      `Ved middagen fortalte ${h(c)} om hele dagen ${atSchool(c)}, bit for bit, og da ${c.hero.han} kom til ${o(c)}, smilte ${carer(c)} så hele ansiktet lyste.`,
    ),
];

const keepsakeHome: Bank<NoCtx> = [
  (c) =>
    c.gift
      ? by(
          c,
          `${cap(c.gift.def)} fikk ligge ved senga.`,
          `${h(c)} la ${c.gift.def} på nattbordet. I morgen skulle ${c.gift.den} med i lomma igjen.`,
          `${h(c)} la ${c.gift.def} på nattbordet, klar til å bli med i lomma i morgen også, selv om ${c.hero.han} kanskje ikke trengte ${c.gift.den} like mye.`,
        )
      : null,
];

const celebrate: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} og ${o(c)} lo så de fikk hikke.`,
      `${h(c)} og ${o(c)} lo så mye at de fikk hikke, og så lo de av hikken også.`,
      `${h(c)} og ${o(c)} lo så mye at de fikk hikke, og så lo de av hikken, helt til ${teacher(c)} måtte le med.`,
    ),
  (c) =>
    by(
      c,
      `Da det ringte inn, gikk de inn sammen.`,
      `Da det ringte inn, gikk ${h(c)} og ${o(c)} inn sammen, side om side.`,
      `Da det ringte inn, gikk ${h(c)} og ${o(c)} inn sammen, side om side, som om de hadde kjent hverandre i hundre år.`,
    ),
];

const thankAll: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} vinket ha det til ${teacher(c)}.`,
      `«Ha det, ${kg(c) ? teacher(c) : 'og takk for i dag'}!» ropte ${h(c)} og vinket til ${teacher(c)}.`,
      `«Takk for i dag!» ropte ${h(c)} og vinket til ${teacher(c)}, og det var rart å tenke på at det ikke var mer enn noen timer siden ${c.hero.han} sto i døra og gruet seg.`,
    ),
];

const closing: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} sovnet og gledet seg til i morgen.`,
      `Sekken sto klar ved døra til i morgen, og ${h(c)} sovnet med et smil.`,
      `Sekken sto klar ved døra til neste dag. ${Carer(c)} slukket lyset, og ${h(c)} sovnet med et smil og tenkte på alt ${c.hero.han} skulle fortelle ${o(c)} i morgen.`,
    ),
  (c) =>
    by(
      c,
      `«God natt, ${pupil(c)},» sa ${carer(c)}.`,
      `«God natt, ${pupil(c)},» hvisket ${carer(c)}, og ${h(c)} sovnet nesten før lyset var slukket.`,
      `«God natt, min ${pupil(c)},» hvisket ${carer(c)} i døråpningen, men ${h(c)} sov allerede, med en arm rundt kosedyret og et smil som ikke ville gå bort.`,
    ),
];

/** En liten som trenger en hånd i friminuttet, og hånda helten gir, i samme scene. */
const smallNeed: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `En liten gutt gråt ved sklia, og ${h(c)} hjalp ham opp.`,
      `Ved sklia satt en enda mindre gutt og gråt, for votten hans satt fast. ${h(c)} lirket den løs og ga ham den.`,
      `Ved sklia satt en gutt som var enda mindre enn ${h(c)}, og gråt fordi votten hans satt fast i en sprekk. ${h(c)} lirket den forsiktig løs, og gutten sluttet å gråte med en gang.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} snudde en marihøne som lå på ryggen.`,
      `På asfalten lå en marihøne på ryggen og sprellet, og ${h(c)} snudde den forsiktig med et gresstrå.`,
      `På asfalten lå en marihøne på ryggen og sprellet med alle seks beina, så ${h(c)} satte seg på huk og snudde den forsiktig med et gresstrå.`,
    ),
];
/** Et dyr i skolegården: en skjære, en spurv, en katt på gjerdet. */
const critter: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `En skjære hoppet langs gjerdet.`,
      `En skjære hoppet langs gjerdet og så etter smuler fra matpakkene.`,
      `En frekk skjære hoppet langs gjerdet og kikket på matpakkene, som om den også hadde første dag og håpet på en brødskive.`,
    ),
  (c) =>
    by(
      c,
      `En katt satt på muren og så på.`,
      `En stripete katt satt på muren og så på leken med halvlukkede øyne.`,
    ),
];

/** Glede midt i skoledagen: ingen himmel, ingen sti. */
const joy: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} smilte for seg selv.`,
      `${h(c)} smilte for seg selv og kjente at skuldrene senket seg.`,
    ),
  (c) =>
    by(
      c,
      `Det kriblet godt i magen nå.`,
      `Nå kriblet det i magen igjen, men på en god måte.`,
      `Nå kriblet det i magen igjen, men det var den gode sorten, den man får før noe morsomt.`,
    ),
];

/** Læreren trenger en hånd, og helten gir den, i samme scene. */
const needHelp: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${cap(teacher(c))} mistet en bunke ark, og ${h(c)} hjalp til.`,
      `${cap(teacher(c))} mistet en hel bunke ark på gulvet, og ${h(c)} var den første som hjalp til med å plukke dem opp.`,
      `${cap(teacher(c))} snublet i en sekk og mistet en hel bunke ark utover gulvet, og før noen andre rakk å reagere, satt ${h(c)} på knærne og samlet dem sammen.`,
    ),
];

/** Etter et forsøk som gikk galt: et nytt blikk, ikke et påfunn. */
const idea: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} trakk pusten og prøvde igjen.`,
      `${h(c)} trakk pusten dypt, slik ${carer(c)} hadde lært ${c.hero.ham}, og så seg rundt en gang til.`,
    ),
  (c) => by(c, `${h(c)} ga ikke opp.`, `${h(c)} bet tennene sammen og ga ikke opp.`),
];

/** «skolejente», «barnehagegutt»: det helten er blitt i dag. */
const pupil = (c: NoCtx) =>
  `${kg(c) ? 'barnehage' : 'skole'}${c.hero.han === 'hun' ? 'jente' : 'gutt'}`;

/** At school a helper is met for who they are, not for a trick of their kind. */
const skill = Object.fromEntries(HelperSkill.map((k) => [k, []])) as unknown as Record<
  HelperSkill,
  Bank<NoCtx>
>;

export const firstDayScenes: Partial<SceneBanks<NoCtx>> = {
  dayStart,
  idea,
  worry,
  smallNeed,
  smallHelp: [],
  joy,
  needHelp,
  giveHelp: [],
  critter,
  travel,
  arrive,
  settingFallback: settingSchool,
  sky,
  meet,
  thanks,
  receiveGift,
  onward,
  homeward,
  passBack,
  tellHome,
  keepsakeHome,
  celebrate,
  thankAll,
  closing,
  skill,
  titles: [],
};

/** Settings a first day passes through: the school's rooms and its playground. */
export const firstDaySettings = { school: settingSchool, playground: settingOutside };
