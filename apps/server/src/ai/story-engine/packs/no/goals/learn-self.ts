// Å ønske seg annerledes (learn, variant `self`): en giraff som er for høy til skolebussen, ei
// lita mus som vil bli like stor som en elefant, krøller som ikke vil ligge flatt. Det skaper
// trøbbel, helten prøver å forandre seg og hvert forsøk går galt på sin måte, vennene liker helten
// som den er, og til slutt er det nettopp dette som redder dagen. Helten ender glad for å være seg.
import type { SelfTrait } from '../../../description/read-self-wish';
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { cap } from '../../../text';
import { creature } from '../../../lexicon/creatures';

const h = (c: NoCtx) => c.hero.name;
const han = (c: NoCtx) => c.hero.han;
const Han = (c: NoCtx) => cap(c.hero.han);
const hans = (c: NoCtx) => c.hero.hans;
const ham = (c: NoCtx) => c.hero.ham;
const hk = (c: NoCtx) => (c.helper?.named ? c.helper.name : (c.helper?.kindDef ?? 'ugla'));
const trait = (c: NoCtx): SelfTrait => c.selfTrait ?? 'small';
const person = (c: NoCtx) => creature(c.hero.char.kind).person === true;
/** «giraffen Fizz», eller bare «Pia» for et barn. */
const hThe = (c: NoCtx) => (person(c) ? h(c) : `${c.hero.kindDef} ${h(c)}`);
const curly = (c: NoCtx) => trait(c) === 'curly';
/** Fyller «{han}», «{ham}» i ordene med heltens egne. */
const fill = (c: NoCtx, s: string) =>
  s.replace(/\{(han|ham)\}/g, (_, w: string) => (w === 'han' ? han(c) : ham(c)));

interface TraitWords {
  too: string;
  wish: string;
  trouble: string;
  tries: string[];
  oops: string[];
  need: string;
  save: string;
  hints: string[];
  glad: string;
}

const WORDS: Record<SelfTrait, TraitWords> = {
  tall: {
    too: 'altfor høy',
    wish: 'mindre',
    trouble:
      '{fikk ikke plass i skolebussen|dunket hodet i hver eneste grein|måtte brette seg sammen som en fluktstol for å komme gjennom døra}',
    tries: [
      'satte seg på huk {så lavt {han} kunne|til knærne knaket|bak en busk}',
      'gikk krumbøyd {som en gammel stol|som et spørsmålstegn|som en sammenbrettet paraply}',
      'prøvde å trekke hodet ned {mellom skuldrene|så langt det gikk}',
      'la seg {flat|helt stille} for å se liten ut',
      'bøyde halsen {lavt|ned mot bakken} og holdt den der',
      'satte seg på hælene bakerst',
      'tok på seg de flateste skoene {han} fant',
      'gikk på knærne {hele veien|en lang stund|bort til hjørnet}',
      'gjemte hodet inni jakka',
    ],
    oops: [
      'knærne skalv, og {bums|dunk|pladask}, der lå {han}',
      'alt {han} fikk, var {vondt i nakken|stive bein|en kul i panna}',
      '{han} var {fortsatt|like fullt|fremdeles} høyest av alle',
      'alle kunne se {ham} likevel, {langt borte fra|over hver eneste busk|helt fra andre siden}',
      'en fugl satte seg på hodet til {ham}, som om {han} var et tre',
      '{han} var fortsatt et helt hode høyere enn alle',
      'ei geit spurte {ham} hvordan været var der oppe',
      'ørene stakk fortsatt opp over toppen',
      'ryggen verket så mye at {han} måtte rette seg opp igjen',
      'ei grein slo lua av {ham} likevel',
      'de små måtte fortsatt se opp for å se ansiktet {hans}',
      'en sommerfugl trodde {han} var en flaggstang',
    ],
    need: 'dragen til en av de små satt fast helt i toppen av det høyeste treet, og ingen nådde opp',
    save: 'strakte seg opp, opp, opp og løftet dragen ned, lett som en fjær',
    hints: [
      'plukket et eple fra den øverste greina til de små, uten å tenke over det',
      'så veien hjem over tretoppene før noen andre',
      'hengte en borte vott opp på en høy knagg, uten å tenke over det',
    ],
    glad: 'for å være høy',
  },
  small: {
    too: 'altfor liten',
    wish: 'større',
    trouble:
      '{nådde ikke opp til dørhåndtaket|forsvant i det høye gresset|ble aldri sett når mange var samlet}',
    tries: [
      'sto på tå {så høyt {han} kunne|på en liten stein|i et helt minutt}',
      'strakte seg og strakte seg {til {han} pep|mot himmelen|med armene høyt}',
      'spiste {tre frokoster|to store middager|et fjell av grøt} for å vokse fortere',
      'tok på seg en {kjempehøy|spiss|vaklende} hatt',
      'stilte seg på {ei kasse|en stokk|en haug med løv} for å se større ut',
      'blåste opp kinnene for å se rundere ut',
      'gikk med kjempelange skritt',
      'snakket med kjempedyp stemme',
      'hang i ei grein for å strekke seg lenger',
    ],
    oops: [
      '{han} vaklet og falt {bakover|på rumpa|rett på nesa}',
      'ingen la merke til {ham} det spor mer enn før',
      '{han} var {fortsatt|like fullt|fremdeles} minst av alle',
      '{han} ble ikke {det minste|en millimeter|et hårstrå} større',
      'et vindkast blåste {ham} nesten av gårde',
      '{han} var fortsatt ikke høyere enn en blomst',
      'en bille gikk rett forbi uten å se {ham}',
      'stemmen kom ut som et pip',
      '{han} kunne fortsatt gå under bordet uten å bøye seg',
      'gresset kilte {ham} fortsatt på haka',
      'en sølepytt så like stor ut som en innsjø igjen',
      '{han} måtte fortsatt ha hjelp for å se over gjerdet',
    ],
    need: 'nøkkelen til grinda hadde trillet inn i en sprekk i muren, altfor smal for noen pote eller hånd',
    save: 'krøp inn i den bitte lille sprekken og kom ut igjen med nøkkelen',
    hints: [
      'smatt gjennom et hull i gjerdet som ingen andre kom gjennom',
      'fant ei kule under en stein der ingen andre kunne se',
      'seilte på et blad over en sølepytt, lett som en fjær',
    ],
    glad: 'for å være liten',
  },
  big: {
    too: 'altfor stor',
    wish: 'mindre',
    trouble:
      '{kom seg ikke gjennom døra|fikk benken til å knirke når {han} satte seg|tok opp hele stien}',
    tries: [
      'prøvde å liste seg {på tå som en mus|uten en lyd|på tåtuppene}',
      'klemte seg ned i {en bitteliten stol|et trangt hjørne|en smal glipe}',
      'holdt pusten {for å bli tynnere|så lenge {han} klarte}',
      'krøllet seg sammen {så lite {han} kunne|til en rund ball}',
      'prøvde å gjemme seg {bak et lite tre|under et blad|bak en lyktestolpe}',
      'prøvde å sette seg i en bitte liten båt',
      'gikk sidelengs for å se tynnere ut',
      'spiste bare én smule til lunsj',
      'tok på seg ei bitte lita lue',
    ],
    oops: [
      'noe sa {krakk|knekk|knas}',
      'bakken ristet likevel, {bom, bom|dunk, dunk}',
      '{han} var {fortsatt|like fullt|fremdeles} størst av alle',
      'alle kunne se {ham} likevel, {langt borte fra|over hver eneste busk|helt fra andre siden}',
      'en benk knakk i to under {ham}',
      '{han} var fortsatt stor som et hus',
      'hvert eneste blad i hekken fløy til værs',
      'en bøtte satte seg fast på foten {hans}',
      'gulvet sa knirk, knirk, knirk',
      'magen rumlet så høyt at alle snudde seg',
      'ei lita mus pep: «Pass på føttene!»',
    ],
    need: 'bekken hadde steget etter regnet, altfor dyp og strid for de små',
    save: 'gikk ut i vannet og bar alle over på den brede ryggen, én etter én',
    hints: [
      'holdt en grein til side så de små kunne gå forbi, uten å tenke over det',
      'ga de små skygge mot den varme sola',
      'dyttet ei trillebår som satt fast, løs fra gjørma med ett puff',
    ],
    glad: 'for å være stor',
  },
  curly: {
    too: 'altfor krøllete',
    wish: 'glatt',
    trouble:
      '{fikk ikke lua til å sitte på krøllene|fikk kammen til å sette seg fast i krøllene|hadde krøller som stakk ut til alle kanter}',
    tries: [
      'børstet krøllene {hundre ganger|til armen verket|fra frokost til lunsj}',
      'fuktet krøllene med {kaldt vann|en våt klut|vann fra en sølepytt}',
      'presset krøllene ned under {ei stram lue|ei ullue|et stort skjerf}',
      'prøvde å klappe krøllene flate med {begge hender|ei tung bok|ei klype}',
      'bandt krøllene bak {med et bånd|så stramt det gikk|i en knute}',
      'gredde krøllene med en gaffel, siden kammen var borte',
      'presset krøllene flate under en stabel bøker',
      'sto i vinden så den kunne blåse krøllene rette',
      'lånte et hårbånd som var altfor stramt',
    ],
    oops: [
      'krøllene spratt opp igjen, {boing|sprett|svisj}',
      'krøllene ble {krølligere enn noen gang|dobbelt så krøllete|enda villere}',
      'den ene krøllen etter den andre spratt tilbake',
      'krøllene gjorde {akkurat som de ville|som de alltid gjorde|sitt eget}',
      'til lunsj var hver eneste krølle tilbake, sprettere enn før',
      'en krølle spratt løs og kilte {ham} på nesa',
      'ei bie trodde krøllene var en blomst',
      'krøllene bustet seg opp som en løvetann',
    ],
    need: 'en fugleunge ramlet ut av reiret i vinden, og det fantes ikke noe mykt under',
    save: 'sto helt stille, og fugleungen landet mykt i de tjukke krøllene, trygg og hel',
    hints: [
      'fant en knapp noen hadde mistet, fast i krøllene, og ga den tilbake',
      'holdt ørene varme i vinden mens alle andre frøs',
      'fikk en av de små til å le bare ved å riste på krøllene',
    ],
    glad: 'for krøllene',
  },
  slow: {
    too: 'altfor treg',
    wish: 'raskere',
    trouble:
      '{kom alltid sist|gikk glipp av starten på hver eneste lek|kom akkurat idet alle gikk}',
    tries: [
      'prøvde å løpe {fort som vinden|som en hare|som en rakett}',
      'tok {stor|lang|skikkelig} sats og hoppet',
      'telte {en, to, tre|til tre|til ti} og satte av gårde',
      'prøvde å skynde seg {uten å stoppe en eneste gang|uten en eneste pause|hele veien}',
      'prøvde å {hoppe|hinke|trille} for å komme fortere fram',
      'tok på seg de raskeste skoene {han} hadde',
      'prøvde å løpe ned bakken',
      'gikk hjemmefra lenge før alle andre',
      'prøvde å løpe om kapp med en sommerfugl',
    ],
    oops: [
      '{han} snublet i sine egne bein',
      '{han} var {fortsatt|like fullt|fremdeles} sist',
      '{han} ble så andpusten at {han} måtte sette seg',
      'alle {hadde allerede gått|var allerede langt} {rundt hjørnet|foran|borte}',
      'en snegle kom forbi og vinket',
      '{han} ble andpusten etter tre skritt',
      'et pinnsvin tok {ham} igjen uten å skynde seg',
      'skolissene gikk opp',
      '{han} stoppet for å se på en marihøne og glemte å skynde seg',
      'de andre spiste allerede da {han} kom fram',
      '{han} gikk i ring og havnet der {han} begynte',
      'ei skilpadde spurte om {han} ville løpe om kapp',
    ],
    need: 'en av de små hadde mistet en bitte liten sølvring i gresset, og alle hadde løpt forbi den',
    save: 'så seg sakte rundt, slik {han} alltid gjorde, og fikk øye på ringen som blinket i gresset',
    hints: [
      'så en sjenert snegle og et firkløver som alle andre hadde løpt forbi',
      'la merke til en pinnsvinunge ved stien og gikk forsiktig rundt den',
      'hørte en fugl synge som alle andre hadde løpt forbi',
    ],
    glad: 'for å ta det med ro',
  },
};

const T = (c: NoCtx) => WORDS[trait(c)];
const say = (c: NoCtx, s: string) => fill(c, s);
const aTry = (c: NoCtx) => say(c, c.p(T(c).tries));
const oops = (c: NoCtx) => say(c, c.p(T(c).oops));
const Oops = (c: NoCtx) => cap(oops(c));
/** «han var altfor høy», «håret hennes var altfor krøllete». */
const tooOf = (c: NoCtx) =>
  curly(c) ? `håret ${hans(c)} var altfor krøllete` : `${han(c)} var ${T(c).too}`;
const iAmToo = (c: NoCtx) => (curly(c) ? 'Håret mitt er altfor krøllete' : `Jeg er ${T(c).too}`);
/** «bli mindre», «få håret glatt». */
const become = (c: NoCtx) => (curly(c) ? 'få håret glatt' : `bli ${T(c).wish}`);
const iWish = (c: NoCtx) => (curly(c) ? 'håret mitt var glatt' : `jeg var ${T(c).wish}`);

/** Et utsagn i anførselstegn, med komma om det ikke spør. */
const said = (k: string) => (k.endsWith('?') ? `«${k}»` : `«${k},»`);
/** Det en venn sier om å være annerledes: sagt én gang hver, etter et forsøk som gikk galt. */
const KIND = [
  'En fugl ønsker seg ikke å være en fisk',
  'Månen er ikke lei seg for at den ikke er sola',
  'Ingen er laget feil, bare laget forskjellige',
  'Hvis alle var like, hvem skulle da gjøre det bare du kan gjøre?',
  'Det finnes bare én av deg',
  'Et skjevt tre gir fortsatt den beste skyggen',
  'Å prøve å være en annen er det tyngste arbeidet i verden',
  'Det som gjør oss forskjellige, er ofte det vi trenger aller mest',
];
/** Det helten finner ut alene. */
const ALONE = [
  'kanskje ingen brydde seg så mye som {han} selv',
  'de andre hadde aldri bedt {ham} om å forandre seg',
  'det var veldig slitsomt å prøve så hardt å være annerledes',
  'noen av forsøkene hadde egentlig vært ganske morsomme',
];

export const selfWish: GoalTexts<NoCtx> = {
  lesson: [
    (c) =>
      c.helper
        ? by(
            c,
            `${said(c.p(KIND))} sa ${hk(c)}.`,
            `${said(c.p(KIND))} sa ${hk(c)} {vennlig|lavt|med et smil}, og ${h(c)} {tenkte på det|ble stille|nikket sakte}.`,
            `${cap(hk(c))} så på forsøket og sa ingenting på en stund. Så sa ${c.helper.han}: «${c.p(KIND)}.» ${h(c)} {tenkte lenge på det|svarte ikke, men lyttet}.`,
          )
        : null,
    (c) =>
      by(
        c,
        say(c, `${h(c)} satte seg ned og tenkte: ${c.p(ALONE)}.`),
        say(c, `${h(c)} satte seg ned et øyeblikk, og en liten, ny tanke kom: ${c.p(ALONE)}.`),
        say(
          c,
          `Der ${h(c)} satt, tenkte ${han(c)} på alle forsøkene så langt, og en liten, overraskende tanke kom: ${c.p(ALONE)}.`,
        ),
      ),
  ],
  want: [
    (c) =>
      by(
        c,
        `${hThe(c)} syntes ${tooOf(c)}.`,
        `${hThe(c)} syntes ${tooOf(c)}, og ${han(c)} ønsket og ønsket å ${become(c)}.`,
        `Alle likte ${h(c)} akkurat som ${han(c)} var, men ${h(c)} var sikker på at ${tooOf(c)}, og hver kveld ønsket ${han(c)} å våkne ${curly(c) ? 'med glatt hår' : T(c).wish}.`,
      ),
    (c) =>
      by(
        c,
        `«${iAmToo(c)},» sukket ${h(c)}.`,
        `«${iAmToo(c)},» sukket ${h(c)}. «Om bare ${iWish(c)}, så ville alt bli bra.»`,
        `«${iAmToo(c)},» sukket ${h(c)} til speilbildet sitt i vannet. «Om bare ${iWish(c)}, så ville ingenting gå galt.»`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        say(c, `${h(c)} ${T(c).trouble}.`),
        say(c, `${h(c)} ${T(c).trouble}, og noen av de andre fniste.`),
        say(
          c,
          `${h(c)} ${T(c).trouble} den morgenen også, og da noen fniste, ble ${h(c)} varm i kinnene.`,
        ),
      ),
    (c) =>
      by(
        c,
        `${Han(c)} følte seg annerledes enn alle andre.`,
        `${h(c)} følte seg annerledes enn alle andre, og ikke på en god måte.`,
        `${h(c)} så på alle de andre og følte seg som den eneste i hele verden som var så annerledes.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Jeg skal finne en måte å ${become(c)} på!» sa ${h(c)}.`,
        `«Da får jeg finne en måte å ${become(c)} på,» sa ${h(c)}, «koste hva det koste vil!»`,
        `${h(c)} bestemte seg: ${han(c)} skulle finne en måte å ${become(c)} på, og ${han(c)} skulle spørre alle ${han(c)} møtte.`,
      ),
  ],
  attempt: [
    (c) =>
      by(
        c,
        `Ingen så på, så ${h(c)} ${aTry(c)}, men ${oops(c)}.`,
        `Da ingen så på, ${aTry(c).replace(/^(\S+)/, `$1 ${h(c)}`)}. Det hjalp ikke det spor. ${Oops(c)}.`,
        `${h(c)} ventet til ingen så på. Så ${aTry(c).replace(/^(\S+)/, `$1 ${h(c)}`)}. Et øyeblikk så det nesten ut til å virke. Men ${oops(c)}.`,
      ),
    (c) =>
      c.buddy
        ? by(
            c,
            `${c.buddy.name} så på mens ${h(c)} ${aTry(c)}, men ${oops(c)}.`,
            `«Er du sikker?» spurte ${c.buddy.name}, men ${h(c)} ${aTry(c)} likevel. ${Oops(c)}.`,
            `${c.buddy.name} ristet på hodet, men ${h(c)} hadde bestemt seg: ${han(c)} ${aTry(c)}, og selvfølgelig gikk det galt. ${Oops(c)}.`,
          )
        : null,
    (c) =>
      by(
        c,
        `${h(c)} ${aTry(c)}, men ${oops(c)}.`,
        `Så prøvde ${h(c)} noe nytt: ${han(c)} ${aTry(c)}. ${Oops(c)}.`,
        `${h(c)} ${aTry(c)} og håpet at ingen så det. ${Oops(c)}.`,
      ),
    (c) =>
      by(
        c,
        `«Nå!» sa ${h(c)} og ${aTry(c)}, men ${oops(c)}.`,
        `«Denne gangen virker det,» sa ${h(c)} og ${aTry(c)}. ${Oops(c)}.`,
        `«Denne gangen virker det, jeg vet det,» hvisket ${h(c)} og ${aTry(c)}. ${Oops(c)}.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} prøvde igjen, men ${oops(c)}.`,
        `${h(c)} prøvde en gang til ${c.place.in}. ${Oops(c)}. «Hvorfor kan jeg ikke bare ${become(c)}?»`,
        `${h(c)} prøvde en gang til, saktere og mer forsiktig. ${Oops(c)}, og ${han(c)} satte seg ned med et sukk.`,
      ),
  ],
  progress: [
    (c) =>
      by(
        c,
        `${h(c)} {så lenge på skyggen sin|så lenge på seg selv i en sølepytt}.`,
        `${h(c)} så på {skyggen sin|speilbildet sitt i en sølepytt} {lenge|og la hodet på skakke}. Kanskje det ikke var så ille likevel. Kanskje.`,
        `${h(c)} stoppet og så lenge på {skyggen sin på bakken|speilbildet sitt i en sølepytt}, og for første gang lurte ${han(c)} på om det virkelig var så ille å være annerledes.`,
      ),
    (c) =>
      c.buddy
        ? by(
            c,
            `«Jeg liker deg som du er,» sa ${c.buddy.name}.`,
            `«Vet du hva?» sa ${c.buddy.name}. «Jeg liker deg akkurat som du er, {hver eneste bit av deg|alltid|og det kommer jeg alltid til å gjøre}.»`,
            `${c.buddy.name} gikk tett inntil ${h(c)}. «Jeg ville ikke byttet deg bort mot noen,» sa ${c.buddy.han}, «{ikke for alt godteriet i verden|ikke engang mot en drage|aldri}.»`,
          )
        : null,
    (c) =>
      by(
        c,
        say(c, `Så ${c.p(T(c).hints).replace(/^(\S+)/, `$1 ${h(c)}`)}.`),
        say(c, `På veien ${c.p(T(c).hints).replace(/^(\S+)/, `$1 ${h(c)}`)}.`),
        say(
          c,
          `På veien ${c.p(T(c).hints).replace(/^(\S+)/, `$1 ${h(c)}`)}, og noen sa: «Takk!» ${Han(c)} hørte det nesten ikke.`,
        ),
      ),
    (c) =>
      by(
        c,
        c.helpersMet.length
          ? `${h(c)} tenkte på det ${han(c)} hadde hørt.`
          : `${h(c)} sukket og gikk videre.`,
        `${h(c)} gikk videre og tenkte litt på det ${han(c)} hadde hørt.`,
        `${h(c)} gikk saktere videre og snudde og vendte på det ${han(c)} hadde hørt, som en stein i lomma.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `Alle andre virket akkurat passe, men ikke ${h(c)}.`,
        `Alle de andre virket akkurat passe, og bare ${h(c)} følte seg feil.`,
        `Hvor ${h(c)} enn så, passet alle de andre inn, som brikker i et puslespill, og bare ${h(c)} hadde feil fasong.`,
      ),
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `${h(c)} fortalte ${hk(c)} alt sammen.`,
            `${h(c)} fortalte ${hk(c)} {alt om å være ${T(c).too}|hele den triste historien|alt sammen, i ett eneste pust}.`,
            `${h(c)} satte seg ved siden av ${hk(c)} og fortalte {hele historien|alt sammen}, fra den første fnisingen til den siste, og ${hk(c)} lyttet uten et ord.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Kan du hjelpe meg å ${become(c)}?» spurte ${h(c)}.`,
            `«{Finnes det|Vet du om} {et triks|en måte|noe magi} for å ${become(c)}?» spurte ${h(c)} {håpefullt|lavt|med store øyne}.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Hvordan kan jeg ${become(c)}?» spurte ${h(c)}.`,
            `«Vet du hvordan jeg kan ${become(c)}?» spurte ${h(c)}.`,
            `«Unnskyld,» sa ${h(c)}, «vet du om noen måte i det hele tatt å ${become(c)} på?»`,
          )
        : null,
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `«{Hvorfor forandre deg?|Ikke forandre deg!|Bli som du er!}» sa ${hk(c)}.`,
            `«{Hvis du var annerledes|Hvis du forandret deg}, ville du ikke vært ${h(c)},» sa ${hk(c)} {med et smil|vennlig|og blunket}, «og jeg liker ${h(c)}.»`,
            `${cap(hk(c))} ristet sakte på hodet. «{Alle|Hver eneste en av oss} er forskjellige,» sa ${c.helper.han}, «{og det er det som gjør verden morsom|ellers ville verden vært veldig kjedelig}.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Jeg var også lei meg for det en gang,» sa ${hk(c)}.`,
            `«Jeg ønsket meg også annerledes en gang,» sa ${hk(c)}, «{helt til jeg fant ut hva jeg var god for|men jeg er glad jeg forble meg}.»`,
            `«Da jeg var liten, ønsket jeg meg også annerledes,» sa ${hk(c)} {lavt|med et smil}. «{Så en dag viste det seg å være det beste ved meg|Det tok lang tid før jeg så at det var en gave}.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Jeg liker deg akkurat som du er,» sa ${hk(c)}.`,
            `«Hvorfor vil du ${become(c).replace('håret', 'håret ditt')}, når jeg liker ${curly(c) ? 'krøllene dine akkurat som de er' : 'deg akkurat som du er'}?» spurte ${hk(c)}.`,
            `${cap(hk(c))} så lenge på ${h(c)}. «Vet du hva,» sa ${c.helper.han}, «jeg ville ikke forandret noe som helst ved deg.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Alle er flinke til noe,» sa ${hk(c)}.`,
            `«Alle er skapt for noe,» sa ${hk(c)}, «og en dag ser du hva du er skapt for.»`,
            `«Det som gjør deg annerledes,» sa ${hk(c)} vennlig, «er kanskje akkurat det noen trenger en dag. Vent og se.»`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          say(c, `Å nei! ${cap(T(c).need)}. Men ${h(c)} ${T(c).save}!`),
          say(
            c,
            `Da kom et rop: ${T(c).need}. ${h(c)} tenkte seg ikke om. ${Han(c)} ${T(c).save}.`,
          ),
          say(
            c,
            `Da kom et rop om hjelp: ${T(c).need}. Alle så på hverandre. ${h(c)} trakk pusten dypt. ${h(c)} ${T(c).save}.`,
          ),
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          say(
            c,
            `Å nei! ${cap(T(c).need)}. «${h(c)} kan hjelpe!» ropte alle, og ${h(c)} ${T(c).save}.`,
          ),
          say(
            c,
            `Plutselig var det krise: ${T(c).need}. Alle snudde seg mot ${h(c)}. «Du klarer det!» ropte de. ${h(c)} ${T(c).save}.`,
          ),
          say(
            c,
            `Plutselig var det krise: ${T(c).need}. Alle prøvde, den ene etter den andre, og ingen klarte det. Så snudde de seg mot ${h(c)}. ${h(c)} ${T(c).save}.`,
          ),
        ),
    ],
    gift: [
      (c) =>
        by(
          c,
          say(c, `Å nei! ${cap(T(c).need)}. ${h(c)} ${T(c).save}!`),
          say(
            c,
            `Akkurat da skjedde det: ${T(c).need}. ${h(c)} husket alle de snille ordene på veien. ${h(c)} ${T(c).save}.`,
          ),
          say(
            c,
            `Akkurat da skjedde det: ${T(c).need}. ${h(c)} husket hvert snille ord ${han(c)} hadde fått på veien og sluttet å prøve å være noe annet. ${h(c)} ${T(c).save}.`,
          ),
        ),
    ],
    clever: [
      (c) =>
        by(
          c,
          say(c, `${cap(T(c).need)}. ${h(c)} fikk en idé og ${T(c).save}!`),
          say(
            c,
            `Da skjedde det: ${T(c).need}. ${h(c)} tenkte seg om og smilte. ${h(c)} ${T(c).save}.`,
          ),
          say(
            c,
            `Da skjedde det: ${T(c).need}. ${h(c)} så på problemet, så på seg selv, og plutselig forsto ${han(c)}. ${Han(c)} ${T(c).save}.`,
          ),
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `«Hurra for ${h(c)}!» ropte alle.`,
        `«Hurra for ${h(c)}!» ropte alle. «Ingen andre kunne ha klart det!»`,
        `Alle jublet så høyt at fuglene lettet. «Ingen andre kunne ha klart det,» sa de, «ingen andre enn ${h(c)}.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} smilte et stort, varmt smil.`,
        `${h(c)} sto der, akkurat som ${han(c)} var, og smilte sitt største smil.`,
        `${h(c)} sto der, ${curly(c) ? 'med krøllene like krøllete som før' : `ikke det minste ${T(c).wish} enn før`}, og for første gang ønsket ${han(c)} ikke å være annerledes.`,
      ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `Fra da av var ${h(c)} glad ${T(c).glad}.`,
        `Fra den dagen var ${h(c)} glad ${T(c).glad}, og ${han(c)} ønsket aldri mer å være annerledes.`,
        `Fra den dagen var ${h(c)} glad ${T(c).glad}. Å være annerledes, hadde ${han(c)} lært, var ingen feil. Det var bare det som gjorde ${ham(c)} til ${h(c)}.`,
      ),
  ],
  refrain: [
    () => `Stor og liten, fort og sakte, du er du, og det skal vi passe på!`,
    (c) => `Akkurat som du er, ${h(c)}, akkurat som du er!`,
  ],
  title: [
    (c) =>
      person(c)
        ? `${h(c)} og ${curly(c) ? 'krøllene' : 'det store ønsket'}`
        : `${c.hero.kindDef} som var ${T(c).too}`,
    (c) => `${h(c)} er akkurat passe`,
    (c) => `${h(c)}, akkurat som ${han(c)} er`,
  ],
};
