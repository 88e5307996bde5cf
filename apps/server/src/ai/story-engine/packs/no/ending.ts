// Slutten: feiring, takk, veien hjem, kvelden og den rolige siste linja.
import { homeFolk, withGrownUp } from '../kin-words';
import type { Bank, Tpl } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import type { Approach } from '../../plan/plan-types';
import { joinList } from '../../text';
import { by } from '../by-band';
import { awayInSpace } from '../ground';
import { team, teamHands, who } from './slots';

const met = (c: NoCtx) =>
  joinList(
    c.helpersMet.map((a) => a.kindDef),
    'og',
  );
const each = (c: NoCtx) =>
  c.helpersMet.length > 1 ? 'hver av dem' : `${c.helpersMet[0]?.ham ?? 'den'}`;
const sleepy = (c: NoCtx) => (c.team.plural ? 'trøtte og glade' : 'trøtt og glad');
/** The grown-ups at home, in the family's words; not the ones who came along. */
const grownUps = (c: NoCtx) =>
  homeFolk(
    withGrownUp(c) ? GROWN_UP_HOME : CHILD_HOME,
    [c.recipient, c.other, c.helper, ...c.helpersMet, c.friend, c.hero].map((a) => a?.name),
    [c.hero, c.friend, c.other].map((a) => a?.name),
  );
/** Who hears about the day at home: a child's family, or a grown-up's neighbours and friends. */
const CHILD_HOME = ['mamma', 'pappa', 'bestemor', 'bestefar', 'naboen'];
const GROWN_UP_HOME = ['naboen', 'den gamle naboen', 'naboen på andre siden av gata'];
const cake = '{kake|pannekaker|boller|jordbær|vafler|is|kanelsnurrer|sjokoladekake}';

const dance = '{glad|tullete|vrikkete|vill|liten|stolt}';
const cheer = '{jublet|klappet|ropte hurra|lo|plystret|stampet takten}';

export const celebrate: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `Alle ${cheer} ${c.place.in}, og ${who(c).name} {danset|hoppet|snurret} {en runde|av glede|på tå}.`,
      `Alle ${cheer}, og ${who(c).name} danset en ${dance} dans {rundt et tre|på en stein|midt ${c.place.in}|med armene i været}.`,
      `Alle ${cheer}, og ${who(c).name} danset en ${dance} dans med mer {iver|sprett|hjerte} enn teknikk, {mens fuglene så på|til ${c.place.def} gynget|så støvet føk}.`,
    ),
  (c) =>
    by(
      c,
      `Det ble fest med ${cake} og {saft|kakao|melk} til {alle|hele gjengen|hver eneste en}!`,
      `Det måtte feires, med ${cake} og {saft|kakao|eplemost} til alle ${c.place.in}, {under åpen himmel|på et rutete teppe|rundt en stor stein}.`,
      `Det måtte feires, med ${c.p(['ei kake i tre etasjer', 'et tårn av pannekaker', 'et fjell av kanelboller', 'en hel bøtte med is', 'vafler med syltetøy'])} og {saft|kakao} til alle som ville ha, {og litt til|servert på papptallerkener|mens sola gikk ned}.`,
    ),
  (c) =>
    by(
      c,
      `${team(c)} {hoppet|danset|snurret} av {glede|fryd|lykke} ${c.place.in}{!| til de ble svimle!| og lo høyt!}`,
      `${team(c)} {hoppet|danset|snurret} og lo til ${c.team.de} var helt ${c.team.plural ? 'andpustne' : 'andpusten'} {og måtte sette seg|og fikk hikke|og så på himmelen}.`,
      `${team(c)} hoppet og lo og snurret rundt til ${c.team.de} var både {svimle|ørske} og ${c.team.plural ? 'andpustne' : 'andpusten'}, {og så én gang til|og det var verdt hvert snurr|og verden gikk rundt en stund etterpå}.`,
    ),
  (c) =>
    by(
      c,
      `Noen spilte {fele|fløyte|tromme|munnspill}, og alle danset {i ring|på tå|rundt og rundt}!`,
      `Noen fant fram {ei fele|ei fløyte|en tromme|et munnspill}, og snart danset alle ${c.place.in}, {også de som ikke kunne|selv ${c.hero.name}|i ring|to og to}.`,
      `Noen fant fram {ei gammel fele|ei fløyte|en tromme|et munnspill}, og snart danset alle ${c.place.in}, også de som {sa at de aldri danset|hadde vondt i føttene|var litt sjenerte}.`,
    ),
  (c) =>
    by(
      c,
      `${who(c).name} {sang|ropte|jublet|hvisket}: «Vi klarte det{!|, vi klarte det!| sammen!}»`,
      `«Vi klarte det!» {ropte|jublet|sang} ${who(c).name}, så høyt at {ekkoet svarte|fuglene lettet|alle lo|et ekorn mistet nøtta}.`,
      `«Vi klarte det!» ropte ${who(c).name}, så høyt at {ekkoet svarte tre ganger|fuglene lettet fra alle trærne|en hare stoppet og så seg om}, og ingen hadde lyst til å si hysj.`,
    ),
];

export const thankAll: Bank<NoCtx> = [
  (c) =>
    c.helpersMet.length
      ? by(
          c,
          `${who(c).name} {sa|hvisket|ropte} {takk|tusen takk|takk skal dere ha} til ${met(c)}.`,
          `${who(c).name} tenkte på ${met(c)} og {hvisket|sa} takk til ${each(c)}, {en etter en|helt stille|med et smil}.`,
          `${who(c).name} tenkte på alle som hadde hjulpet underveis, ${met(c)}, og hvisket en takk til ${c.helpersMet.length > 1 ? 'hver og en' : each(c)}, {ut i kvelden|mot stjernene|med hånda på hjertet}.`,
        )
      : null,
  (c) =>
    c.helpersMet.length
      ? by(
          c,
          `«Vi fikk {hjelp|god hjelp|så mye hjelp} av ${met(c)},» {sa|sukket|smilte} ${who(c).name}.`,
          `«Det hadde vi {aldri|aldri i livet|ikke} klart uten ${met(c)},» {sa|sukket|mente} ${who(c).name}.`,
          `«Det hadde vi aldri klart uten ${met(c)},» sa ${who(c).name}, «og jeg håper {de vet hvor mye de hjalp|de vet at vi er takknemlige|vi ser dem igjen}.»`,
        )
      : null,
  (c) =>
    c.helpersMet.length && teamHands(c)
      ? by(
          c,
          `${who(c).name} {tegnet|skrev|laget} et takkekort til ${met(c)}.`,
          `Senere {tegnet|laget|skrev} ${who(c).name} et kort til ${met(c)}, med {hjerter|stjerner|blomster} i alle hjørner.`,
        )
      : null,
];

const walkHome: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `Så {gikk|ruslet|trasket} ${team(c)} hjem {igjen|til slutt|for å sove}, {${sleepy(c)}|${c.team.plural ? (teamHands(c) ? 'hånd i hånd' : 'side om side') : 'i rolig tempo'}|i måneskinnet}.`,
      `Så var det tid for å {dra|gå|rusle} hjem {igjen|til kvelds}, tilbake ${c.home.to}, {${sleepy(c)}|sakte og nynnende|${c.team.plural ? (teamHands(c) ? 'hånd i hånd' : 'side om side') : 'i rolig tempo'}|med tunge bein|med lommene fulle av minner}.`,
      `Så, ${sleepy(c)}, snudde ${team(c)} hjemover og tok {den lange veien|den korteste veien|stien langs bekken} tilbake ${c.home.to}.`,
    ),
  (c) =>
    by(
      c,
      `{Hjemme igjen|Endelig hjemme|Hjem igjen}, og {vinduet|lampa|lykta|kjøkkenlampa} {lyste|skinte|glødet} {så varmt|så gult|så koselig|så mykt}!`,
      `Til slutt kom ${team(c)} hjem, der {et lys|en lampe|et stearinlys} {skinte|brant|ventet} i {vinduet|døra|gangen}.`,
      `Til slutt kom ${team(c)} hjem, der et {varmt|gult|lite} lys skinte i vinduet som om det hadde ventet på ${c.team.dem} {hele dagen|siden morgenen|i hundre år}.`,
    ),
  (c) =>
    by(
      c,
      `{Veien|Turen} hjem var {kort|rask|lett|fin|stille}, og ${who(c).name} {nynnet|hoppet|gjespet|plystret|smilte|trallet} {hele veien|ved hvert skritt|litt|fornøyd}.`,
      `Veien hjem {føltes|var} mye {kortere|raskere|lettere} enn veien ut, for {ingen var lei|alle var glade|stjernene viste vei|alle sang}.`,
      `{Veien|Turen} hjem føltes mye kortere enn {veien|turen} ut, slik den alltid gjør når {hjertet er fullt|man har noe å fortelle|beina er trøtte og hodet er glad|man har fått nye venner}.`,
    ),
  (c) =>
    by(
      c,
      `Hjem, hjem, hjem {gikk|trasket|hoppet} ${team(c)}, {trippe, trapp|tramp, tramp|hopp, hopp}, {forbi ${c.prev ? c.prev.def : 'gjerdet'}|under stjernene|i måneskinnet}.`,
      `Hjem gikk ${team(c)} {forbi de samme trærne|over den samme brua|langs den samme stien|forbi det samme gjerdet}, og likevel så alt {annerledes|mindre|snillere|mykere} ut {i det blå lyset|under månen|med stjernene oppe}.`,
      `{Hjemover gikk det|Så bar det hjemover|Hjem gikk det}, {forbi de samme trærne|over den samme brua|langs den samme stien|forbi den samme dammen} som i morges, men alt så {annerledes|snillere|mindre} ut, slik ting gjør når man selv har forandret seg litt.`,
    ),
  (c) =>
    by(
      c,
      `${who(c).name} gjespet {hele veien hjem|ved hver sving|tre ganger på rad}, {så store gjesp|så lange gjesp|så mange gjesp} at {månen lo|en ugle i et tre lo|${c.team.plural ? 'alle lo' : 'stjernene blunket'}}.`,
      `${who(c).name} gjespet {hele veien hjem|ved hver sving|tre ganger på rad}, og aldri hadde ${c.home.def} sett {så koselig|så herlig|så innbydende|så vennlig} ut.`,
    ),
];

/** Lines that walk home on foot; out in space the rocket line goes instead. */
const ON_FOOT = new Set([0, 3]);

export const homeward: Bank<NoCtx> = [
  (c) =>
    awayInSpace(c)
      ? by(
          c,
          `Så fløy ${team(c)} hjem ${c.home.to} i den lille raketten, {forbi stjernene|gjennom det stille mørket|med jorda som ei blå lykt i vinduet}.`,
          `Så var det tid for å fly hjem ${c.home.to} igjen, i den lille raketten, {forbi de samme stjernene|gjennom det stille, blå mørket|mens stjernene blunket farvel}.`,
        )
      : null,
  ...walkHome.map((t, i) => (c: NoCtx) => (ON_FOOT.has(i) && awayInSpace(c) ? null : t(c))),
];

export const tellHome: Bank<NoCtx> = [
  (c) => {
    const w = who(c);
    const g = c.p(grownUps(c));
    return by(
      c,
      `${w.name} fortalte ${g} {alt|alt sammen|hele historien} {ved bordet|i senga|på trappa}.`,
      `${w.name} fortalte ${g} om hele dagen, og ${g} {lyttet med store øyne|sa «nei, sier du det?» mange ganger|lo på de riktige stedene|glemte å drikke kaffen}.`,
      `${w.name} fortalte ${g} om hele dagen, {fra begynnelse til slutt|bit for bit|med store armbevegelser} og så litt til, og {ingen sa at det var sengetid|${g} glemte å se på klokka|kakaoen ble kald|lyset brant helt ned} før historien var {ferdig|slutt|fortalt}.`,
    );
  },
  (c) => {
    // Nobody asks a grown-up where they have been all day, nor a child out with one.
    if (withGrownUp(c)) return null;
    const w = who(c);
    const g = c.p(grownUps(c));
    const you = c.team.plural ? 'dere' : 'du';
    return by(
      c,
      `«Hvor har ${you} vært{| i dag| så lenge}?» {spurte|lurte} ${g}, og ${w.name} {ropte|sa|lo|smilte}: «{Du vil ikke tro det|Du aner ikke|Hør her|Vi har vært på eventyr|Det var så spennende}!»`,
      `«Hvor har ${you} vært {så lenge|hele dagen|i all verden}?» spurte ${g}, og ${w.name} {lo|smilte|sukket|strålte}: «{Du kommer {aldri|aldri i livet} til å tro det|Det er en lang historie|Sett deg, så skal du få høre|Vi har vært på eventyr}!»`,
    );
  },
];

export const keepsakeHome: Bank<NoCtx> = [
  (c) =>
    c.gift
      ? by(
          c,
          `${c.gift.def} fikk en plass {i vinduet|på hylla|under puta|ved senga} {for alltid|til minne|hvor den kunne lyse}.`,
          `${who(c).name} la ${c.gift.def} {i vinduskarmen|på hylla over senga|i skattekista|under puta}, der ${c.gift.den} kunne {blinke|passe på|minne om dagen} {om natta|til morgenen|for alltid}.`,
          `${who(c).name} fant en fin plass til ${c.gift.def} {i vinduskarmen|på hylla over senga}, så ${c.gift.den} kunne minne om {dagen|alle vennene|eventyret} hver gang ${c.hero.han} våknet.`,
        )
      : null,
];

export const evening: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `Til kvelds var det {varm suppe|grøt|lapskaus|fiskesuppe|pannekaker} og {melk|saft|te}.`,
      `Til kvelds var det varm ${c.p(['suppe', 'grøt', 'lapskaus', 'fiskesuppe'])} og brød med {smør|syltetøy|honning|brunost}, og {alle var sultne som ulver|ingen sa et ord før tallerkenen var tom|${who(c).name} spiste to porsjoner}.`,
      `Til kvelds var det varm ${c.p(['suppe', 'grøt', 'lapskaus'])} og nybakt brød med smør, og ${c.hero.name} forsynte seg {to|tre} ganger {og var fortsatt sulten|før ${c.hero.han} rakk å si takk|mens historien ble fortalt}.`,
    ),
  (c) =>
    by(
      c,
      `${who(c).name} tok et varmt bad med {bobler|ei gummiand|masse skum} og {sang|plasket|lo}.`,
      `${who(c).name} tok et varmt bad med {masse skum|bobler til taket|ei gummiand} og {sang ei vise|plasket vann på gulvet|laget skumskjegg}.`,
      `${who(c).name} tok et varmt bad med altfor mye skum og fortalte hele historien til {ei gummiand|en såpe|en svamp}, som lyttet svært oppmerksomt.`,
    ),
  (c) =>
    by(
      c,
      `Så var det på med {pysjen|nattkjolen|tøflene|sokkene} og {tannpuss|en klem|et glass vann|ei bok}.`,
      `Så var det {pysj|nattøy|tøfler}, tannpuss og ett glass {vann|melk} til, {og én historie til|og en klem|og litt kos|og en sang}.`,
      `{Så var det|Etterpå ble det|Og så var det tid for} {pysj, tannpuss|tannpuss, pysj|et varmt bad, pysj} og et aller siste glass {vann|melk}, og det tok {litt lenger tid enn vanlig|dobbelt så lang tid som ellers|en god stund}, for det var {så mye å fortelle|så mange spørsmål|så mye å le av}.`,
    ),
  (c) =>
    by(
      c,
      `${who(c).name} drakk {varm melk|kakao|te} {i senga|ved peisen|i vinduet}.`,
      `${c.hero.name} drakk en kopp {varm melk med honning|kakao|kamillete} ved {peisen|kjøkkenbordet|vinduet} og kjente varmen {helt ned i tærne|spre seg|komme tilbake}.`,
    ),
];

export const closing: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${c.hero.name} krøp {under dyna|ned i senga|inn under teppet} og {sovnet|lukket øynene|gjespet en siste gang} – {god natt|sov godt|drøm søtt}, ${c.hero.name}!`,
      `${c.hero.name} krøp {godt|langt|helt} under dyna, og øynene ble {tunge|små|trøtte} – {god natt|sov godt|drøm søtt}, ${c.hero.name}, {sov godt|drøm søtt|sov søtt}.`,
      `${c.hero.name} krøp godt ned under dyna og lyttet til {det stille huset|vinden ute|klokka i gangen}, og øynene ble tunge. {God natt|Sov godt}, ${c.hero.name}, {sov godt|drøm søtt|sov søtt}.`,
    ),
  (c) =>
    by(
      c,
      `{Månen|Ei stjerne|Ugla|Natta} kikket inn {gjennom vinduet|i rommet|mellom gardinene|over karmen}, og ${c.hero.name} sov {tungt|godt|og smilte|søtt}.`,
      `{Månen|Den runde månen|Ei stjerne} kikket inn {gjennom vinduet|i rommet}, og ${c.hero.name} sov alt og {smilte|drømte|snorket lavt} {under dyna|med bamsen i armene|med munnen åpen}.`,
      `Månen kikket inn gjennom vinduet for å si god natt, men ${c.hero.name} sov allerede og {smilte til noe i en drøm|drømte om ${c.p(['i morgen', 'nye eventyr', 'alle vennene'])}}.`,
    ),
  (c) =>
    c.friend
      ? by(
          c,
          `${c.hero.name} og ${c.friend.name} {krøp sammen|la seg tett inntil hverandre|puttet seg under dyna} og {hvisket|sa|gjespet}: «{God natt|Sov godt|Drøm søtt}, {du|venn|kompis}.»`,
          `${c.hero.name} og ${c.friend.name} krøp tett sammen {under dyna|i den store senga|foran peisen} og sovnet {før noen rakk å si god natt|med et smil|midt i en setning}.`,
          `${c.hero.name} og ${c.friend.name} krøp tett sammen, {varme og trygge|trøtte og glade}, og snart sov de begge to{, hysj| – god natt, dere to|, og natta var stille}.`,
        )
      : null,
  (c) =>
    by(
      c,
      `{Stjernene|Månen|Nattlyset} {kom fram|lyste|blinket}, og ${c.hero.name} sov {stille|rolig|trygt|godt} {som en stein|i den myke senga|til morgenen}.`,
      `Ute kom stjernene fram én etter én, og ${c.hero.name} sov {stille|rolig|trygt} {som en stein|under dyna|med et smil|til langt på dag}.`,
      `Ute kom stjernene fram én etter én, vinden la seg til ro i {trærne|gresset|gardinene}, og ${c.hero.name} sov {stille|trygt|godt} til {morgenen|sola sto opp|fuglene våknet}.`,
    ),
  (c) =>
    by(
      c,
      `${c.hero.name} gjespet et {stort|langt|kjempestort} gjesp, {strakte seg|klemte bamsen|snudde seg}, og så {sov ${c.hero.han}|sovnet ${c.hero.han}|var ${c.hero.han} borte}.`,
      `${c.hero.name} gjespet et {kjempegjesp|løvegjesp|langt gjesp}, og så sov ${c.hero.han} og drømte om {i morgen|nye eventyr|dagen|${c.gift ? c.gift.def : 'venner'}}.`,
      `${c.hero.name} gjespet et siste {kjempegjesp|løvegjesp}, og så, med dagen trygt lagt bort, sovnet ${c.hero.han} og drømte om {i morgen|alt som ventet|${c.gift ? c.gift.def : 'nye venner'}}.`,
    ),
  (c) =>
    by(
      c,
      `{Ugla|Vinden|Månen|Katten} sa god natt, og ${c.hero.name} sa god natt {tilbake|til alle|til bamsen} og {sovnet|lukket øynene|smilte}.`,
      `«God natt, {måne|stjerner|ugle|bamse},» hvisket ${c.hero.name}, og {natta hvisket|vinden i gardinene suste|ugla i treet tutet} {god natt tilbake|noe snilt|et mykt svar}.`,
      `«God natt, {måne|stjerner|ugle|alle sammen},» hvisket ${c.hero.name}, og et sted ute i mørket {tutet ei ugle et svar|suste vinden noe som lignet på god natt|blinket ei stjerne}.`,
    ),
  (c) =>
    by(
      c,
      `I morgen ville det bli {nye|flere|store} {eventyr|turer|oppdagelser}, men nå {sov|drømte|snorket} ${c.hero.name} {søtt|trygt|godt}.`,
      `I morgen ventet {nye eventyr|en ny dag|flere venner}, men nå sov ${c.hero.name} {trygt|godt|søtt} {i senga si|under den varme dyna|med et smil}.`,
      `I morgen ville det komme {nye eventyr|en ny dag med nye spørsmål|nye turer|nye venner}, men {de|det} kunne vente. Nå var det natt, og ${c.hero.name} sov {trygt|godt} {under dyna|med bamsen i armene}.`,
    ),
];

export const choiceRoute: Tpl<NoCtx> = (c) =>
  c.helper ? `Dra ${c.place.to} og let etter ${c.helper.traitDef}` : `Dra ${c.place.to}`;

export const choiceApproach: Record<Approach, Tpl<NoCtx>> = {
  together: (c) =>
    `Rop på ${c.helpersMet.length + (c.friend ? 1 : 0) > 1 ? 'alle vennene' : 'hjelp'}`,
  gift: (c) => (c.gift ? `Bruk ${c.gift.def}` : 'Bruk gaven'),
  brave: () => 'Vær modig og prøv igjen',
  clever: () => 'Finn på en lur plan',
};

/**
 * På hjemveien tenker laget tilbake på et sted de var tidligere i historien (c.prev):
 * hjelperen de møtte der, eller det som var vanskelig der, sett med nye øyne.
 */
export const passBack: Bank<NoCtx> = [
  (c) =>
    c.helper && c.prev
      ? by(
          c,
          `På veien hjem tenkte ${who(c).name} på ${c.helper.kindDef} ${c.prev.in}.`,
          `På veien hjem snakket ${team(c)} om ${c.helper.kindDef} ${c.prev.in}, og ${who(c).name} lurte på om ${c.helper.kindDef} {sov nå|fortsatt satt og vinket|savnet ${c.team.dem} litt}.`,
          `Mens ${c.team.de} gikk, fortalte ${who(c).name} igjen hva ${c.helper.kindDef} ${c.prev.in} hadde sagt, og ${c.team.de} bestemte seg for å {besøke ${c.helper.ham} en dag|sende ${c.helper.ham} en hilsen|aldri glemme ${c.helper.ham}}.`,
        )
      : null,
  (c) =>
    c.prev
      ? by(
          c,
          `${who(c).name} tenkte {på|litt på|tilbake på} ${c.prev.def} og {alt som skjedde der|hvor lenge siden det virket|hvor fint det var|alle de hadde møtt}.`,
          `${who(c).name} tenkte på ${c.prev.def} og alt som hadde skjedd der, og det føltes {lenge siden|som en drøm|som et helt eventyr}.`,
          `{Det var rart å tenke på|Nå var det rart å tenke tilbake på|Det føltes underlig å huske} ${c.prev.def} og alt som hadde skjedd der, og ${who(c).name} {smilte for seg selv|kjente seg mye eldre enn i morges|lovet seg selv å huske det|fikk en god følelse inni seg}.`,
        )
      : null,
  (c) =>
    c.prev
      ? by(
          c,
          `«Husker du ${c.prev.def}?» sa ${who(c).name} og lo.`,
          `${who(c).name} så bakover mot ${c.prev.def}: «{Der var det vi nesten ga opp|Husker du hvor vanskelig det var der|Der trodde jeg aldri vi skulle komme forbi}!»`,
          `Langt bak ${c.team.dem} lå ${c.prev.def}, der alt hadde vært så vanskelig, og nå virket det {mye mindre|nesten lite|som noe fra en helt annen dag}.`,
        )
      : null,
];
