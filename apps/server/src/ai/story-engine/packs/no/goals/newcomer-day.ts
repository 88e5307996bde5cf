// Den første tiden etter flyttingen: helten pakker ut på det nye rommet, kikker over gjerdet i
// den nye hagen, prøver seg på biblioteket, i parken og på lekeplassen, og hvert forsøk på å
// finne en venn går galt på sin egen måte og lærer bort noe. De voksne hjemme gir råd, og til
// slutt finner helten en venn gjennom det de begge er glad i.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts, SceneBanks } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { betterElsewhere, cheeksHot, gaveUpNot, sighed } from './friend-day-words';
import { eachStep } from '../../family-beats';
import { goingOn, newTry, type NewTry, withGrownUp } from '../../friend-beats';

type Steps = NonNullable<GoalTexts<NoCtx>['steps']>;

const h = (c: NoCtx) => c.hero.name;
const o = (c: NoCtx) => c.other?.name ?? 'det andre barnet';
const HeroHan = (c: NoCtx) => c.hero.han.charAt(0).toUpperCase() + c.hero.han.slice(1);
/** Den voksne her, med navnet barnet bruker: «mamma», «bestefar», eller «ugla». */
const v = (c: NoCtx) => c.helper?.name ?? 'mamma';
const V = (c: NoCtx) => v(c).charAt(0).toUpperCase() + v(c).slice(1);
/** Den voksnes eget pronomen. */
const vHun = (c: NoCtx) => c.helper?.han ?? 'hun';

/**
 * Det den nye og den kommende vennen begge er glad i, det samme hele historien: helten elsker
 * det fra første side, ser den andre holde på med det, og vinner vennen med det.
 */
const LOVES = [
  {
    love: 'å tegne hester',
    doing: 'tegnet hester i en skrivebok',
    from: 'tegningen',
    thing: 'tegnesakene',
    turn: 'tok fram en blyant, tegnet en hest også og holdt den opp',
    end: 'tegnet en hel eng full av hester',
  },
  {
    love: 'dinosaurer',
    doing: 'leste i en bok om dinosaurer',
    from: 'boka',
    thing: 'dinosaurboka',
    turn: 'brølte som en bitte liten T. rex',
    end: 'leste dinosaurboka sammen og brølte ved hver side',
  },
  {
    love: 'papirfly',
    doing: 'brettet et papirfly',
    from: 'papirflyet',
    thing: 'papirflyene',
    turn: 'brettet et papirfly også og sendte det svevende bortover',
    end: 'sendte papirfly gjennom lufta til armene var trøtte',
  },
  {
    love: 'å synge',
    doing: 'nynnet på en sang',
    from: 'sangen',
    thing: 'sangboka',
    turn: 'nynnet den samme sangen, bare litt høyere',
    end: 'fant på en sang med fire vers og et tullete refreng',
  },
  {
    love: 'blanke steiner',
    doing: 'sorterte en lommefull blanke steiner',
    from: 'steinene',
    thing: 'steinsamlingen',
    turn: 'holdt fram den blankeste steinen i lomma',
    end: 'la alle steinene sine i én lang, blank rekke',
  },
];
export const love = (c: NoCtx) => {
  const key = `${c.hero.name}${o(c)}`;
  let sum = 0;
  for (const ch of key) sum += ch.charCodeAt(0);
  return LOVES[sum % LOVES.length]!;
};

/** Hvert forsøk på å finne en venn, og hvordan det går galt. */
const tries: Record<NewTry, (c: NoCtx) => string> = {
  window: (c) =>
    by(
      c,
      `${h(c)} vinket til noen barn ute. De så det ikke.`,
      `Fra vinduet så ${h(c)} noen barn sykle forbi, og ${c.hero.han} vinket ivrig. Men sola speilet seg i glasset, og ingen så at noen vinket.`,
      `Fra vinduet på det nye rommet så ${h(c)} tre barn sykle forbi, og ${c.hero.han} vinket så ivrig at gardinen ristet. Men sola speilet seg i glasset, og ingen av dem så at det sto noen der inne og vinket.`,
    ),
  box: (c) =>
    by(
      c,
      `${h(c)} ringte den gamle vennen sin. Men vennen måtte gå.`,
      `${h(c)} ringte den gamle bestevennen sin hjemme i den gamle byen. Men bestevennen var på vei ut for å spille fotball med de andre, og sa bare: «Snakkes senere!»`,
      `${h(c)} ringte den gamle bestevennen sin i den gamle byen, og hjertet banket av glede. Men bestevennen var på vei ut døra for å spille fotball med de andre, og sa bare: «Snakkes senere!» Så ble det stille i telefonen.`,
    ),
  fence: (c) =>
    by(
      c,
      `Over gjerdet sa ${h(c)} «hei». Men det var bare naboens katt.`,
      `${h(c)} hørte noen bak gjerdet og ropte et modig «Hei!». Men det var bare naboens katt, som så på ${c.hero.ham} og gikk.`,
      `${h(c)} hørte det rasle bak gjerdet og ropte et modig «Hei, jeg heter ${h(c)}!». Men det var bare naboens katt, som så lenge og kjedelig på ${c.hero.ham} og gikk sin vei.`,
    ),
  knock: (c) =>
    by(
      c,
      `${h(c)} banket på hos naboen. Ingen barn der.`,
      `${h(c)} banket på døra hos naboen. En hyggelig dame åpnet, men barna hennes var store og bodde i en annen by.`,
      `${h(c)} tok mot til seg og banket på døra i huset ved siden av. En hyggelig, gammel dame åpnet, men barna hennes var voksne og bodde langt borte, og hun hadde bare en gammel hund som sov.`,
    ),
  quiet: (c) =>
    by(
      c,
      `«Kan jeg være med?» hvisket ${h(c)}. Ingen hørte.`,
      `«Kan jeg være med?» spurte ${h(c)} ${c.place.in}, men ${c.hero.han} sa det så lavt at ingen hørte det.`,
      `«Kan jeg være med?» spurte ${h(c)} ${c.place.in}, men ordene kom ut så små at de forsvant helt, og ingen snudde seg.`,
    ),
  shelf: (c) =>
    by(
      c,
      `${h(c)} og en jente tok samme bok. Boka falt!`,
      `${h(c)} og en jente strakte seg etter den samme boka på hylla. Begge slapp, boka falt i gulvet med et smell, og jenta skyndte seg bort.`,
      `${h(c)} og en jente strakte seg etter akkurat den samme boka på hylla, på akkurat samme tid. Begge slapp taket, boka landet i gulvet med et smell, noen sa «hysj!», og jenta skyndte seg bort med røde kinn.`,
    ),
  ball: (c) =>
    by(
      c,
      `${h(c)} sparket ballen. Den fløy feil vei.`,
      `${h(c)} ville være med på ballek ${c.place.in}, men sparket ballen feil vei, og de andre stønnet.`,
      `${h(c)} ville være med på ballek ${c.place.in}, men ballen spant av gårde feil vei og inn i en busk, og de andre stønnet, og leken fortsatte uten ${c.hero.ham}.`,
    ),
  rules: (c) =>
    by(
      c,
      `${h(c)} fikk være med. Men reglene var annerledes her.`,
      `${h(c)} fikk være med på «boksen går», men her lekte de den med andre regler, og ${h(c)} gjorde alt feil og ble ute med en gang.`,
      `${h(c)} fikk være med på «boksen går», men her lekte de den med helt andre regler enn i den gamle byen, og ${h(c)} sprang feil vei, ropte feil navn og var ute før ${c.hero.han} skjønte hvordan.`,
    ),
  boast: (c) =>
    by(
      c,
      `«Der jeg bodde, var alt større,» sa ${h(c)}. Barna gikk.`,
      `«Der jeg bodde før, var parken mye større,» sa ${h(c)}, for å ha noe å si. Barna himlet med øynene og gikk.`,
      `«Der jeg bodde før, var parken mye større, og vi hadde en sklie som var tre meter høy,» sa ${h(c)}, bare for å ha noe å si. Men barna himlet med øynene og gikk videre.`,
    ),
  joke: (c) =>
    by(
      c,
      `${h(c)} fortalte en vits. Ingen lo.`,
      `${h(c)} fortalte sin beste vits ${c.place.in}, men ingen lo, og noen sa: «Den har vi hørt før.»`,
      `${h(c)} prøvde seg med sin aller beste vits ${c.place.in}, den om pingvinen, men ingen lo, og en gutt sa: «Den er gammel,» og snudde seg bort.`,
    ),
  stumble: (c) =>
    by(
      c,
      `${h(c)} prøvde å bli med, men snublet.`,
      `${h(c)} prøvde å bli med i leken ${c.place.in}, men snublet i sine egne bein, og noen fniste.`,
      `${h(c)} prøvde å bli med i leken ${c.place.in}, men snublet i sine egne bein allerede i første steg, og noen fniste, og kinnene brant.`,
    ),
  name: (c) =>
    by(
      c,
      `${h(c)} glemte navnet til en gutt. Han ble sur.`,
      `En gutt hadde sagt navnet sitt, men ${h(c)} hadde glemt det med en gang. «Hei, Jonas!» prøvde ${c.hero.han}. «Jeg heter Jakob,» sa gutten og gikk.`,
    ),
  sign: (c) =>
    by(
      c,
      `${h(c)} hengte et skilt i vinduet: VIL DU LEKE? Men det sto feil vei.`,
      `${h(c)} teipet et stort ark i vinduet, og på det sto det med store bokstaver: VIL DU LEKE? Men fra gata sto bokstavene speilvendt, og barna som gikk forbi, trodde det var et hemmelig språk.`,
    ),
  bike: (c) =>
    by(
      c,
      `${h(c)} syklet fram og tilbake. Ingen spurte.`,
      `${h(c)} syklet fram og tilbake utenfor huset, sakte og mange ganger, i håp om at noen skulle rope: «Vil du være med?» Men ingen ropte.`,
    ),
  book: (c) =>
    by(
      c,
      `${h(c)} spurte etter en bok om å få venner. Den fantes ikke.`,
      `${h(c)} spurte bibliotekaren om det fantes en bok om hvordan man får venner. Bibliotekaren lette og lette, men en sånn bok fantes ikke.`,
    ),
  dog: (c) =>
    by(
      c,
      `${h(c)} klappet en hund. Men jenta dro hunden bort.`,
      `${h(c)} bøyde seg ned og klappet en liten hund, men jenta som eide den, ble sjenert, dro i båndet og gikk.`,
    ),
  queue: (c) =>
    by(
      c,
      `${h(c)} sa hei i køen til sklia. Så var det gutten sin tur.`,
      `${h(c)} sto i kø til sklia og sa «hei» til gutten foran. Gutten sa «hei» tilbake, men så var det hans tur, og han skled ned og løp sin vei.`,
    ),
  chalk: (c) =>
    by(
      c,
      `${h(c)} tegnet paradis med kritt. Ingen kom.`,
      `${h(c)} tegnet et stort paradis med kritt på fortauet utenfor porten og hoppet alene i håp om at noen ville bli med. Men bare en mann med koffert gikk over det, uten å se ned.`,
    ),
  back: (c) =>
    by(
      c,
      `${h(c)} satt bakerst i eventyrstunden. For langt unna.`,
      `Det var eventyrstund, og ${h(c)} satte seg helt bakerst, for sikkerhets skyld. Men der var det for langt unna til å si noe til noen, og etterpå gikk alle hver til sitt.`,
    ),
  bench: (c) =>
    by(
      c,
      `${h(c)} satt ved en gutt på benken. Ingen sa noe.`,
      `${h(c)} satte seg på benken ved siden av en gutt. Begge så på skoene sine, og ingen av dem sa et ord, helt til gutten ble hentet.`,
    ),
};

/** Hva hvert forsøk lærte bort: det neste forsøket husker det. */
const lessons: Record<NewTry, (c: NoCtx) => string> = {
  window: (c) =>
    by(
      c,
      `Bak et vindu finner man ingen venner. Man må gå ut.`,
      `${h(c)} skjønte det: Bak et vindu finner man ingen venner. Man må ut, der de andre er.`,
    ),
  box: (c) =>
    by(
      c,
      `Gamle venner er fortsatt venner. Men ${h(c)} trengte en her også.`,
      `Gamle venner er fortsatt venner, selv langt borte, tenkte ${h(c)}. Men ${c.hero.han} trengte en venn her også, en å leke med etter skolen.`,
    ),
  fence: (c) =>
    by(
      c,
      `Det første «hei» var sagt. Det neste blir lettere.`,
      `${h(c)} lo litt av seg selv. Det første «hei» var i alle fall sagt, og det neste ville bli lettere.`,
    ),
  knock: (c) =>
    by(
      c,
      `Ikke bak den første døra. Kanskje bak en annen.`,
      `En venn står ikke alltid bak den første døra man banker på, tenkte ${h(c)}. Men damen hadde sagt at det bodde mange barn lenger nede i gata.`,
    ),
  quiet: (c) =>
    by(
      c,
      `Neste gang måtte ${h(c)} si det høyere.`,
      `${h(c)} skjønte det: Et spørsmål ingen hører, blir aldri svart på. Neste gang skulle ${c.hero.han} si det høyt nok.`,
    ),
  shelf: (c) =>
    by(
      c,
      `Jenta likte den samme boka! Det var noe.`,
      `${h(c)} plukket opp boka og smilte litt. Jenta hadde villet ha den samme boka. Hun likte altså det samme som ${c.hero.han}.`,
    ),
  ball: (c) =>
    by(
      c,
      `${h(c)} var ikke flink med ball. Men ${c.hero.han} var flink til noe annet.`,
      `${h(c)} var ikke flinkest med ball, og det var greit. ${HeroHan(c)} var flink til noe annet, og det kunne kanskje noen andre like.`,
    ),
  rules: (c) =>
    by(
      c,
      `Neste gang skulle ${h(c)} spørre om reglene først.`,
      `Det er lov å spørre, tenkte ${h(c)}. Neste gang skulle ${c.hero.han} spørre hvordan de lekte her, før ${c.hero.han} sprang.`,
    ),
  boast: (c) =>
    by(
      c,
      `Ingen vil høre om en annen by. Spør om deres.`,
      `${h(c)} skjønte det: Ingen blir venn med deg fordi du skryter av den gamle byen. Spør heller om deres.`,
    ),
  joke: (c) =>
    by(
      c,
      `Vitser er ikke alt. Å lytte er også noe.`,
      `${h(c)} tenkte seg om. Man trenger ikke være morsomst. Det holder å være der og lytte.`,
    ),
  stumble: (c) =>
    by(
      c,
      `Alle snubler noen ganger. ${h(c)} reiste seg.`,
      `${h(c)} børstet av knærne. Alle snubler noen ganger, og den som reiser seg, får prøve igjen.`,
    ),
  name: (c) =>
    by(
      c,
      `Navn er viktige. ${h(c)} ville huske dem.`,
      `${h(c)} bestemte seg: Neste gang noen sa navnet sitt, skulle ${c.hero.han} si det tilbake med en gang, så det satt.`,
    ),
  sign: (c) =>
    by(
      c,
      `Ting ser annerledes ut fra den andre siden.`,
      `${h(c)} lo da ${c.hero.han} skjønte det: Ting ser annerledes ut fra den andre siden. Det gjelder skilt, og kanskje folk også.`,
    ),
  bike: (c) =>
    by(
      c,
      `Å vente på å bli spurt kan ta lang tid. Spør selv!`,
      `${h(c)} parkerte sykkelen. Å vente på å bli spurt kan ta veldig lang tid. Det går fortere å spørre selv.`,
    ),
  book: (c) =>
    by(
      c,
      `«Den boka skriver du selv,» sa bibliotekaren.`,
      `«Den boka må du nok skrive selv,» sa bibliotekaren og smilte, «én side om dagen.» Det likte ${h(c)}.`,
    ),
  dog: (c) =>
    by(
      c,
      `Noen trenger litt tid. Det gjorde hunden også.`,
      `Noen er sjenerte, tenkte ${h(c)}, akkurat som ${c.hero.han} selv. Kanskje jenta bare trengte litt tid.`,
    ),
  queue: (c) =>
    by(
      c,
      `Etter et hei trengs et spørsmål.`,
      `${h(c)} skjønte det: Et «hei» er en dør som åpner seg litt. Etterpå trengs et spørsmål, så den åpner seg helt.`,
    ),
  chalk: (c) =>
    by(
      c,
      `En lek som venter alene, er fortsatt alene.`,
      `${h(c)} skjønte det: En lek som står og venter, er fortsatt en lek for én. Noen må spørres.`,
    ),
  back: (c) =>
    by(
      c,
      `Neste gang skulle ${h(c)} sitte nærmere.`,
      `Neste gang, bestemte ${h(c)}, skulle ${c.hero.han} sitte midt i ringen, der det er lett å hviske «hei» til den ved siden av.`,
    ),
  bench: (c) =>
    by(
      c,
      `Noen må si det første ordet.`,
      `${h(c)} sukket. Gutten hadde sikkert ventet på det samme. Noen må si det første ordet, og det kunne like gjerne være ${c.hero.ham}.`,
    ),
};

/** Whether the one who becomes the friend has been seen yet: told of only after that. */
const seen = (c: NoCtx) => c.handed(['newcomer:seen']).length > 0;
const see = (c: NoCtx, text: string) => {
  c.once(['newcomer:seen']);
  return text;
};

export const newcomerAttempt: Bank<NoCtx> = eachStep(newTry, tries);
export const newcomerLesson: Bank<NoCtx> = eachStep(newTry, lessons);

/** Hvem som er der, når helten kommer til et nytt sted. */
export const newcomerMeet: Bank<NoCtx> = [
  (c) =>
    c.setting === 'bedroom'
      ? by(
          c,
          `Det nye rommet var fullt av esker.`,
          `Det nye rommet var fullt av esker, og alt luktet nytt og fremmed, til og med lufta.`,
          `Det nye rommet var fullt av esker med ${c.hero.gen} navn på, og alt luktet nytt og fremmed, til og med lufta som kom inn gjennom vinduet.`,
        )
      : null,
  (c) =>
    c.setting === 'garden'
      ? by(
          c,
          `Den nye hagen var stor og stille.`,
          `Den nye hagen var stor og stille, og bak gjerdet hørtes lyder fra andres hager.`,
        )
      : null,
  (c) =>
    c.setting === 'library'
      ? see(
          c,
          by(
            c,
            `Ved et bord satt ${o(c)} helt alene.`,
            `Ved et bord i hjørnet satt ${o(c)} helt for seg selv og ${love(c).doing}.`,
            `Ved et bord i hjørnet satt ${o(c)}, helt for seg selv, og ${love(c).doing} uten å se opp på noen.`,
          ),
        )
      : null,
  (c) =>
    c.setting === 'playground' && seen(c)
      ? by(
          c,
          `Borte ved sandkassa var ${o(c)} igjen.`,
          `Borte ved sandkassa var ${o(c)} der igjen og ${love(c).doing}, og denne gangen visste ${h(c)} hva ${o(c)} var glad i.`,
        )
      : null,
  (c) =>
    c.setting !== 'bedroom' && c.setting !== 'garden' && c.setting !== 'library' && !seen(c)
      ? see(
          c,
          by(
            c,
            `${o(c)} satt helt alene ${c.place.in}.`,
            `${o(c)} satt for seg selv ${c.place.in} og ${love(c).doing}.`,
          ),
        )
      : null,
  (c) =>
    c.setting === 'meadow'
      ? by(
          c,
          `Barna lekte to og to ${c.place.in}.`,
          `${c.place.in.charAt(0).toUpperCase() + c.place.in.slice(1)} lekte de andre i par og små grupper og lo av vitser ${h(c)} ikke kjente.`,
        )
      : null,
];

/** Et lite steg nærmere, hver sin gang. */
export const newcomerProgress: Bank<NoCtx> = [
  (c) =>
    !seen(c)
      ? null
      : by(
          c,
          `${o(c)} så opp og smilte litt.`,
          `${o(c)} så opp fra ${love(c).from} og sendte ${h(c)} et lite, sjenert smil.`,
          `${o(c)} så opp fra ${love(c).from}, bare et øyeblikk, og sendte ${h(c)} et lite, sjenert smil, et sånt smil som spør om noe.`,
        ),
  (c) =>
    !seen(c)
      ? null
      : by(
          c,
          `${h(c)} så at ${o(c)} også elsket ${love(c).love}.`,
          `Da la ${h(c)} merke til noe: ${o(c)} elsket også ${love(c).love}!`,
          `Da la ${h(c)} merke til noe som fikk hjertet til å hoppe: ${o(c)} elsket ${love(c).love}, akkurat som ${c.hero.ham}.`,
        ),
  (c) =>
    by(
      c,
      `Det nye stedet kjentes litt mindre nytt nå.`,
      `Det nye stedet kjentes litt mindre nytt nå, som en genser som begynner å passe.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} var litt modigere nå.`,
      `${h(c)} kjente at motet vokste litt, et lite hakk for hvert forsøk.`,
    ),
];

export const newcomerAdvice: Bank<NoCtx> = withGrownUp([
  (c) =>
    by(
      c,
      `«Se etter noen som er alene,» sa ${v(c)}.`,
      `«Se etter noen som også er alene,» sa ${v(c)}. «Kanskje de venter på en venn, de også.»`,
      `«Se etter noen som er for seg selv,» sa ${v(c)}, «for den som sitter alene, håper ofte at noen skal komme.»`,
    ),
  (c) =>
    by(
      c,
      `«Vis det du er glad i,» sa ${v(c)}.`,
      `«Vis dem det du er glad i,» sa ${v(c)}, «og se hvem som liker det også.»`,
      `«Ikke prøv å være som alle andre,» sa ${v(c)}. «Vis dem det du er glad i, og se hvem som får glimt i øynene.»`,
    ),
  (c) =>
    by(
      c,
      `«Alle er nye en gang,» sa ${v(c)}.`,
      `«Alle er nye et sted en gang,» sa ${v(c)}. «Også de som har bodd her lengst.»`,
    ),
  (c) =>
    by(
      c,
      `«Venner tar tid,» sa ${v(c)}.`,
      `«Venner vokser litt som blomster,» sa ${v(c)}. «Sakte først, og så plutselig.»`,
    ),
  (c) =>
    by(
      c,
      `«Spør om navnet, og husk det,» sa ${v(c)}.`,
      `«Spør om navnet,» sa ${v(c)}, «og si det tilbake med en gang. Da husker du det, og de merker at du bryr deg.»`,
    ),
  (c) =>
    by(
      c,
      `«Still et spørsmål,» sa ${v(c)}.`,
      `«Folk liker å bli spurt om ting,» sa ${v(c)}. «Spør hva de holder på med, og hør etter.»`,
    ),
]);

export const newcomerAsk: Bank<NoCtx> = withGrownUp([
  (c) =>
    by(
      c,
      `«Hvordan finner jeg en venn?» spurte ${h(c)}.`,
      `«Hvordan finner man en venn når man er ny?» spurte ${h(c)}.`,
      `«Kan jeg spørre deg om noe?» sa ${h(c)}. «Hvordan finner man en venn når man er den nye?»`,
    ),
  (c) =>
    by(
      c,
      `«Alle har venner allerede,» sa ${h(c)}.`,
      `«Alle her har venner allerede,» sa ${h(c)} til ${v(c)}. «Det er ikke plass til en til.»`,
    ),
]);

/** Det en lang dag forteller mellom forsøkene (plan GoalStep). */
export const newcomerSteps: Steps = {
  fetch: [
    (c) =>
      by(
        c,
        `I en eske lå ${love(c).thing}. ${h(c)} smilte.`,
        `I bunnen av en eske fant ${h(c)} ${love(c).thing}, og for første gang den dagen smilte ${c.hero.han} ordentlig.`,
        `I bunnen av den siste esken fant ${h(c)} ${love(c).thing}, pakket inn i en genser, og for første gang siden flyttebilen kom, smilte ${c.hero.han} helt opp til ørene.`,
      ),
  ],
  steady: [
    (c) =>
      by(
        c,
        `${h(c)} puttet ${love(c).thing} i sekken. Bare i tilfelle.`,
        `${h(c)} puttet ${love(c).thing} i sekken, bare i tilfelle. Kanskje det fantes noen her også som var glad i ${love(c).love}.`,
      ),
  ],
  follow: [
    (c) =>
      by(
        c,
        `Da gikk ${o(c)} forbi, på vei til lekeplassen.`,
        `Da så ${h(c)} ${o(c)} gå forbi, alene, på vei bort mot lekeplassen med noe under armen.`,
      ),
  ],
  goodbye: [
    (c) =>
      by(
        c,
        `${V(c)} hadde gått med bort hit. «Jeg sitter på benken der borte,» sa ${vHun(c)}.`,
        `${V(c)} hadde gått med ${h(c)} bort hit. «Jeg sitter på benken der borte,» sa ${vHun(c)} og klemte skulderen ${c.hero.hans}. «Resten klarer du selv.»`,
      ),
  ],
  listen: [
    (c) =>
      by(
        c,
        `Utenfra hørtes barn som lo. Mange barn!`,
        `Gjennom vinduet hørtes lydene fra den nye gata: en sykkelbjelle, en ball mot en vegg og barn som lo. ${h(c)} telte minst fem forskjellige stemmer.`,
      ),
  ],
  stakes: [
    (c) =>
      by(
        c,
        `Så kom regnet. Alle barna gikk inn.`,
        `Så begynte det å regne, og en etter en forsvant barna inn i husene sine. Gata ble tom, og ${h(c)} lurte på om det kom til å være sånn i morgen også.`,
      ),
  ],
  chat: [
    (c) =>
      by(
        c,
        `${V(c)} fortalte om da ${c.helper?.han ?? 'hun'} flyttet som liten.`,
        `${V(c)} fortalte om den gangen ${c.helper?.han ?? 'hun'} selv flyttet som liten, og ikke kjente en eneste en. «Den første vennen min fant jeg i en sandkasse,» sa ${c.helper?.han ?? 'hun'}. «Vi krangla om en spade.»`,
      ),
  ],
  word: [
    (c) =>
      by(
        c,
        `Et postkort kom fra bestemor: «Venner kommer!»`,
        `I postkassa lå et kort fra bestemor i den gamle byen: «Venner kommer når man minst venter det. Klem fra meg.»`,
      ),
  ],
  think: [
    (c) =>
      by(
        c,
        `${h(c)} tenkte på det gamle huset. Så tenkte ${c.hero.han} på i morgen.`,
        `${h(c)} satt en stund og tenkte på det gamle huset og den gamle gata. Så tenkte ${c.hero.han} at den nye gata også ville bli gammel en dag.`,
      ),
  ],
  walk: [
    (c) =>
      by(
        c,
        `På veien så ${h(c)} bakeriet og den gule postkassa.`,
        `På veien gikk ${h(c)} forbi bakeriet, den gule postkassa og et hus med en katt i vinduet, og prøvde å huske alt, så det skulle bli ${c.hero.hans} gate også.`,
      ),
  ],
  courage: [
    (c) =>
      by(
        c,
        `${h(c)} tenkte på alt ${c.hero.han} hadde lært. Så rettet ${c.hero.han} ryggen.`,
        `${h(c)} sto stille og tenkte på alt ${c.hero.han} hadde lært i dag: gå ut, si det høyt, spør om navnet, og vis det du er glad i. Så rettet ${c.hero.han} ryggen.`,
      ),
  ],
};

/** Kvelden i det nye huset. */
export const newcomerHome: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} la ${love(c).thing} klar til i morgen.`,
      `${h(c)} la ${love(c).thing} klar ved døra, så ${c.hero.han} ikke skulle glemme noe i morgen, når ${o(c)} skulle komme.`,
    ),
  (c) =>
    by(
      c,
      `Ved middagen sa ${h(c)} navnet ${o(c)} mange ganger.`,
      `Ved middagen sa ${h(c)} navnet ${o(c)} så mange ganger at til og med katten så ut til å kunne det.`,
    ),
  (c) =>
    by(
      c,
      `Fra vinduet så ${h(c)} ut på gata. Den var ikke så ny lenger.`,
      `Fra vinduet på rommet så ${h(c)} ut på den nye gata. Den så ikke så ny ut lenger, for et sted der nede bodde ${o(c)}.`,
    ),
  (c) =>
    by(
      c,
      `Den kvelden fortalte ${h(c)} om ${o(c)}.`,
      `Den kvelden fortalte ${h(c)} ${c.helpersMet[0]?.name ?? 'mamma'} alt om ${o(c)}, to ganger.`,
    ),
  (c) =>
    by(
      c,
      `Det var færre esker på rommet nå.`,
      `Det var færre esker på rommet nå, og ${love(c).thing} hadde fått en fin plass på hylla.`,
    ),
];

/** Videre til neste sted: det forrige forsøket er grunnen til å gå dit. */
const onward: Bank<NoCtx> = goingOn([
  betterElsewhere,
  (c) =>
    by(
      c,
      `${h(c)} ga ikke opp.`,
      `Det hadde ikke gått denne gangen heller, men ${h(c)} var litt klokere enn i sted, og det var i alle fall noe.`,
    ),
]);

const thanks: Bank<NoCtx> = withGrownUp([
  (c) =>
    by(
      c,
      `«Takk,» sa ${h(c)} og ga ${v(c)} en klem.`,
      `«Takk,» sa ${h(c)}, og ${V(c)} blunket: «Du finner ut av det.»`,
    ),
]);

const worry: Bank<NoCtx> = [
  cheeksHot,
  (c) =>
    by(
      c,
      `${h(c)} savnet den gamle byen.`,
      `Et øyeblikk savnet ${h(c)} den gamle byen så mye at det verket.`,
    ),
  sighed,
];

const idea: Bank<NoCtx> = [
  (c) => by(c, `${h(c)} tenkte seg om.`, `${h(c)} satte seg ned og tenkte seg godt om.`),
  gaveUpNot,
];

/** Til biblioteket, parken eller lekeplassen i den nye byen. */
const travelNear: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} gikk ${c.place.to} for første gang.`,
      `${h(c)} gikk ${c.place.to} for aller første gang, og prøvde å se ut som en som hadde gått der hundre ganger før.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} spurte en dame om veien ${c.place.to}.`,
      `${h(c)} måtte spørre en dame med handlenett om veien ${c.place.to}, og hun pekte og forklarte og pekte igjen.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} fant veien ${c.place.to}.`,
      `${h(c)} fant veien ${c.place.to}, forbi hus ${c.hero.han} ikke kjente ennå.`,
      `${h(c)} fant veien ${c.place.to}, forbi hus ${c.hero.han} ikke kjente ennå og en hekk som luktet annerledes enn hjemme, og telte svingene så ${c.hero.han} skulle finne tilbake.`,
    ),
  (c) =>
    by(
      c,
      `Det var ikke langt ${c.place.to}.`,
      `Det var bare en kort tur ${c.place.to}, rundt to hjørner, men alt var nytt på veien.`,
    ),
];

/** Bankene en ny i byen forteller på sin egen måte. */
export const newcomerScenes: Partial<SceneBanks<NoCtx>> = {
  onward,
  thanks,
  worry,
  idea,
  travelNear,
};
