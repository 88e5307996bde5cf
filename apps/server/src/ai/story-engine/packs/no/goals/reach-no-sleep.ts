// En helt som ikke får sove (plan/no-sleep-plan): leggetid, og noe som blir lært eller gitt den
// kvelden (en vuggesang, en varm kopp, å puste sakte som bølger); forsøkene som ikke virker med
// en gang (sauer som ikke vil stå stille, puta snudd, et glass vann, en historie, å be dem som
// bråker om å være stille), så virker det som ble lagt klart, og de siste linjene er at helten
// sovner. Et barn blir i rommene hjemme, ei ugle i treet sitt, en bjørn eller en drage i hula,
// månen på himmelen. Rolig hele veien: ingenting i natta er skummelt.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import type { SceneSetting } from '../../../../scene-spec';
import { by } from '../../by-band';
import { eachOnce, inTurn } from '../../place-beats';
import { nobodyMet, noSky, stillAsides } from '../../still-scenes';
import { cap } from '../../../text';
import { setupOf, sleepKind, type NightKind } from '../../no-sleep-kinds';
import type { NoSleep } from '../../../description/read-no-sleep';

const h = (c: NoCtx) => c.hero.name;
const han = (c: NoCtx) => c.hero.han;
const Han = (c: NoCtx) => cap(han(c));
const ham = (c: NoCtx) => c.hero.ham;
const hans = (c: NoCtx) => c.hero.hans;
/** A plain night when the context carries none (never so in a told story). */
const PLAIN: NoSleep = { reason: 'gentle', hero: 'child' };
const ns = (c: NoCtx): NoSleep => c.noSleep ?? PLAIN;
const kind = (c: NoCtx): NightKind => sleepKind(ns(c), c.hero.noun.sg);
/** Én ordlyd for et barn hjemme, én for et dyr i skogen eller hula, én for himmelen. */
const k3 = <T>(c: NoCtx, child: T, animal: T, sky: T): T =>
  ns(c).hero === 'child' ? child : ns(c).hero === 'sky' ? sky : animal;
const setup = (c: NoCtx) => setupOf(ns(c), h(c));

/** Himmelhelten slik første linje sier den: «Månen, rund og sølvblank», «en liten stjerne». */
const skyHero = (c: NoCtx) => {
  const moon = c.hero.noun.sg === 'måne';
  if (!moon) return `${h(c)}, ${c.hero.indef}`;
  return h(c) === 'Månen' ? `${h(c)}, rund og sølvblank` : `${h(c)}, månen, rund og sølvblank`;
};

/** Den voksne som passer: mamma eller pappa hjemme, mamma i skogen, den gamle nattevinden. */
const g = (c: NoCtx) =>
  k3(c, h(c).length % 2 ? 'mamma' : 'pappa', 'mamma', 'den gamle nattevinden');
const G = (c: NoCtx) => cap(g(c));
const gHan = (c: NoCtx) => k3(c, h(c).length % 2 ? 'hun' : 'han', 'hun', 'han');
const gHans = (c: NoCtx) => k3(c, h(c).length % 2 ? 'hennes' : 'hans', 'hennes', 'hans');

/** Der helten sover: bestemt form, og med eget eiendomsord etter seg. */
const BED: Record<NightKind, { def: string; sin: string; in: string; at: string }> = {
  child: { def: 'senga', sin: 'senga si', in: 'i senga si', at: 'i senga' },
  owl: { def: 'reiret', sin: 'reiret sitt', in: 'i reiret sitt', at: 'i reiret' },
  cave: { def: 'høysenga', sin: 'høysenga si', in: 'i høysenga si', at: 'i høysenga' },
  wood: { def: 'løvsenga', sin: 'løvsenga si', in: 'i løvsenga si', at: 'i løvsenga' },
  sky: { def: 'skyen', sin: 'skyen sin', in: 'på skyen sin', at: 'på skyen' },
};
/** What covers the hero: feathers on an owl, scales on a dragon, else fur. */
const coat = (c: NoCtx) =>
  kind(c) === 'owl' ? 'myke fjær' : c.hero.noun.sg === 'drage' ? 'blanke skjell' : 'en myk pels';
const bed = (c: NoCtx) => BED[kind(c)];
/** Puta, alltid et hunkjønnsord: «puta si», «fjærputa si». */
const pute = (c: NoCtx) =>
  ({ child: 'puta', owl: 'fjærputa', cave: 'høyputa', wood: 'løvputa', sky: 'skyputa' })[kind(c)];
const where = (c: NoCtx) =>
  ({
    child: 'på soverommet',
    owl: 'i hullet i den gamle eika',
    cave: 'i hula',
    wood: 'under det gamle grantreet',
    sky: 'høyt oppe på nattehimmelen',
  })[kind(c)];

/** De som bråker, når det er bråk eller prat som holder helten våken. */
const makers = (c: NoCtx) =>
  ns(c).neighbours
    ? { who: 'naboene', did: 'bråket og skramlet', do: 'bråke' }
    : ns(c).hero === 'sky'
      ? { who: 'stjernene', did: 'skravlet og fniste', do: 'skravle' }
      : ns(c).reason === 'talk' && ns(c).hero === 'child'
        ? { who: 'de voksne nede i stua', did: 'pratet og lo', do: 'prate' }
        : ns(c).hero === 'child'
          ? { who: 'froskene i dammen bak huset', did: 'kvekket og kvekket', do: 'kvekke' }
          : { who: 'froskene nede ved dammen', did: 'kvekket og kvekket', do: 'kvekke' };
const noisy = (c: NoCtx) => ns(c).reason === 'noise' || ns(c).reason === 'talk';

/** Hvorfor søvnen ikke kommer, som en leddsetning etter «fordi». */
const why = (c: NoCtx): string => {
  const r = ns(c).reason;
  if (r === 'noise' || r === 'talk') return `${makers(c).who} ${makers(c).did}`;
  if (r === 'excited') {
    const eve = ns(c).eve;
    return eve === 'birthday'
      ? `det var bursdagen ${hans(c)} i morgen, og ${han(c)} gledet seg altfor mye`
      : eve === 'christmas'
        ? `det var julaften i morgen, og ${han(c)} gledet seg altfor mye`
        : `${han(c)} gledet seg altfor mye til i morgen`;
  }
  if (r === 'not-tired') return `${han(c)} ikke var det minste trøtt`;
  if (r === 'hot') return `det var altfor varmt`;
  if (r === 'light')
    return k3(
      c,
      `sommernatta fortsatt var lys utenfor vinduet`,
      `den store, runde månen skinte rett inn`,
      `lysene i byen der nede skinte så sterkt opp`,
    );
  return ns(c).winter
    ? `den lange vintersøvnen bare ikke ville begynne`
    : `søvnen bare ikke ville komme`;
};

/** Grunnen sagt kort til de minste. */
const shortWhy = (c: NoCtx): string => {
  const r = ns(c).reason;
  if (r === 'noise' || r === 'talk') return `${cap(makers(c).who)} ${makers(c).did}!`;
  if (r === 'excited')
    return ns(c).eve === 'birthday'
      ? `Det var bursdagen ${hans(c)} i morgen!`
      : ns(c).eve === 'christmas'
        ? `Det var julaften i morgen!`
        : `${Han(c)} gledet seg så til i morgen!`;
  if (r === 'not-tired') return `${Han(c)} var ikke trøtt i det hele tatt!`;
  if (r === 'hot') return `Det var altfor varmt!`;
  if (r === 'light') return `Det var så lyst!`;
  return ns(c).winter ? `Vintersøvnen ville ikke begynne!` : `Ikke i det hele tatt.`;
};

/** Det grunnen selv ber om å prøve, etter drikken. */
const FIXES: ((c: NoCtx) => string | null)[] = [
  (c) =>
    noisy(c)
      ? by(
          c,
          `«Vær så snill og vær stille!» ropte ${h(c)}. Det ble stille. Så begynte det igjen.`,
          `«Kan dere være litt stillere?» ropte ${h(c)} til ${makers(c).who}. Et øyeblikk var alt stille. Så begynte de å ${makers(c).do} igjen, lavt først, så høyere.`,
          `«Unnskyld,» ropte ${h(c)} så høflig ${han(c)} kunne, «kan dere være så snille å være litt stillere?» Et øyeblikk var alt stille, og ${h(c)} smilte. Men så begynte ${makers(c).who} å ${makers(c).do} igjen, lavt først og så høyere og høyere.`,
        )
      : null,
  (c) =>
    ns(c).reason === 'hot'
      ? by(
          c,
          `${h(c)} sparket av seg dyna. Fortsatt for varmt!`,
          `${h(c)} sparket av seg dyna og lå med armer og bein strukket ut som en sjøstjerne. Det hjalp litt, men ikke nok.`,
          `${h(c)} sparket av seg dyna og lå med armer og bein strukket ut som en sjøstjerne og kjente etter et kjølig sted på lakenet. Det hjalp litt, men bare en liten stund.`,
        )
      : null,
  (c) =>
    ns(c).reason === 'light'
      ? by(
          c,
          `${h(c)} kniste øynene igjen. Det var fortsatt lyst!`,
          `${h(c)} kniste øynene så hardt igjen som ${han(c)} kunne, men lyset kom inn gjennom øyelokkene, rosa og varmt.`,
        )
      : null,
  (c) =>
    ns(c).reason === 'excited'
      ? by(
          c,
          `${h(c)} prøvde å tenke på kjedelige ting. Sokker. Grøt.`,
          `${h(c)} prøvde å tenke på kjedelige ting, som sokker og grøt og regn, men alt det kjedelige ble til noe om i morgen.`,
          `${h(c)} prøvde hardt å tenke på kjedelige ting, som grå sokker og kald grøt og en tirsdag med regn, men på en eller annen måte ble hver eneste kjedelige ting til noe spennende om i morgen.`,
        )
      : null,
  (c) =>
    ns(c).reason === 'not-tired' || ns(c).reason === 'gentle'
      ? by(
          c,
          `${h(c)} lå helt, helt stille. Men øynene var åpne.`,
          `${h(c)} lå helt, helt stille, stille som en stein, for kanskje kommer søvnen til dem som ligger stille. Men øynene ville ikke holde seg lukket.`,
          `${h(c)} lå helt, helt stille, stille som en stein på bunnen av et vann, for kanskje kommer søvnen til dem som ligger stille nok. Men øynene ville ikke holde seg lukket.`,
        )
      : null,
];

/** The one of those that fits the reason the family gave. */
const fix = (c: NoCtx): string | null => {
  for (const f of FIXES) {
    const text = f(c);
    if (text) return text;
  }
  return null;
};

const tryMore0: ((c: NoCtx) => string | null)[] = [
  (c) =>
    by(
      c,
      `${h(c)} prøvde nye sauer. De stoppet for å spise!`,
      `${h(c)} begynte på nytt med nye sauer, langsommere sauer. Men disse sauene stoppet midt på gjerdet for å spise blomster, og ville ikke hoppe i det hele tatt.`,
      `${h(c)} begynte på nytt med nye sauer, langsommere og søvnigere sauer. Men disse sauene stoppet midt oppå gjerdet for å tygge blomster og prate om været, og ikke én av dem ville hoppe.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} ristet dyna. Puff! For luftig.`,
      `${h(c)} ristet dyna til den var luftig som en sky. Da ble den for luftig, og ${han(c)} måtte klappe den flat igjen.`,
      `${h(c)} ristet dyna til den var luftig som en sommersky, og det var deilig et øyeblikk. Så ble den altfor luftig, og ${han(c)} måtte klappe den flat igjen, og da var ${han(c)} enda mer våken.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} lot som ${han(c)} sov. Snork! Det virket ikke.`,
      `${h(c)} lot som ${han(c)} sov, med et lissom-snork, for å lure søvnen til å komme. Men søvnen var ikke så lett å lure.`,
      `${h(c)} lot som ${han(c)} sov tungt, med et veldig godt lissom-snork, og håpet å lure søvnen til å komme og se. Men søvnen er altfor lur til å bli lurt på den måten, og den holdt seg unna.`,
    ),
];

const tryMore1: ((c: NoCtx) => string | null)[] = [
  (c) =>
    by(
      c,
      `${h(c)} fant et dyr for hver bokstav. Ape, bjørn, due ...`,
      `${h(c)} prøvde å finne et dyr for hver bokstav: ape, bjørn, due, elefant ... Men på X sto ${han(c)} fast, og da var ${han(c)} mer våken enn noen gang.`,
      `${h(c)} prøvde å finne et dyr for hver bokstav i alfabetet: ape, bjørn, due, elefant, flodhest ... Det gikk fint helt til W, for wombat, men på X sto ${han(c)} fast, og å tenke på X gjorde ${ham(c)} mer våken enn noen gang.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} lagde figurer i mørket. En båt. En hatt.`,
      `${h(c)} lagde figurer med hendene i mørket: en båt, en hatt, en kanin med lange ører. Det var morsomt, og morsomt er ikke søvnig.`,
    ),
];

const tryMore2: ((c: NoCtx) => string | null)[] = [
  (c) =>
    by(
      c,
      `${G(c)} strøk ${h(c)} på ryggen. Rundt og rundt.`,
      `${G(c)} strøk ${h(c)} på ryggen i langsomme sirkler, rundt og rundt. Det var deilig. Men øynene til ${h(c)} ville fortsatt ikke lukke seg.`,
      `${G(c)} strøk ${h(c)} på ryggen i langsomme, myke sirkler, rundt og rundt, slik ${gHan(c)} hadde gjort da ${h(c)} var ganske liten. Det var deilig, men øynene til ${h(c)} ville fortsatt ikke holde seg lukket.`,
    ),
  (c) =>
    by(
      c,
      `${G(c)} fortalte en historie til. En kort en. Fortsatt våken!`,
      `${G(c)} fortalte en historie til, en kort en om en søvnig snegle. ${h(c)} lo på slutten, og latter er ikke søvnig i det hele tatt.`,
    ),
  (c) =>
    noisy(c)
      ? by(
          c,
          `${h(c)} la ${pute(c)} over ørene. For varmt!`,
          `${h(c)} trakk ${pute(c)} over ørene for å stenge lyden ute. Det ble stillere, men det var varmt og tett der under.`,
        )
      : by(
          c,
          `${h(c)} flyttet seg til andre enden av ${bed(c).def}. Hm.`,
          `${h(c)} flyttet seg til andre enden av ${bed(c).def}, med føttene der hodet hadde vært. Det var nytt og rart, og altfor spennende til å sove.`,
        ),
  (c) =>
    by(
      c,
      `${h(c)} telte baklengs fra hundre. 99, 98 ... 67? Surr!`,
      `${h(c)} prøvde å telle baklengs fra hundre: nittini, nittiåtte, nittisju ... men et sted rundt sekstisju surret tallene seg til, og ${han(c)} måtte begynne på nytt.`,
      `${h(c)} prøvde å telle baklengs fra hundre, noe som er mye vanskeligere enn å telle forlengs: nittini, nittiåtte, nittisju ... men et sted rundt sekstisju surret tallene seg helt til, og ${han(c)} måtte begynne forfra igjen.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} prøvde å tenke på ingenting. Men ingenting ble en elefant!`,
      `${h(c)} prøvde å tenke på ingenting i det hele tatt. Men ingenting er veldig vanskelig å tenke på, og snart ble det til en elefant med hatt.`,
      `${h(c)} prøvde å tenke på ingenting i det hele tatt, bare et tomt og stille ingenting. Men ingenting er det vanskeligste i verden å tenke på, og snart var det blitt til en elefant med hatt som syklet.`,
    ),
];

/** A drink: water in the kitchen, from the stream, or dew from a cloud. */
const drink = (c: NoCtx) =>
  k3(
    c,
    by(
      c,
      `${G(c)} ga ${h(c)} et glass vann. Slurk, slurk. Øynene åpne!`,
      `${G(c)} var fortsatt oppe og ga ${h(c)} et glass vann. ${h(c)} drakk det sakte, slurk for slurk. Det smakte godt, men ${h(c)} ble ikke søvnig av det i det hele tatt.`,
      `${G(c)} satt fortsatt oppe med ei bok ved kjøkkenbordet og fylte et glass vann til ${h(c)}. ${h(c)} drakk det sakte, slurk for slurk, og det var kaldt og godt. Men ${h(c)} ble ikke det spor søvnig av det.`,
    ),
    by(
      c,
      `${h(c)} tok en slurk fra bekken. Øynene var fortsatt åpne!`,
      `${h(c)} tok en slurk kaldt vann fra den lille bekken like ved. Det smakte godt, men ${h(c)} ble ikke søvnig av det i det hele tatt.`,
    ),
    by(
      c,
      `${h(c)} tok en slurk kald dugg. Øynene var fortsatt åpne!`,
      `${h(c)} tok en slurk kald dugg fra kanten av en sky. Det smakte av regn og natt, men ${h(c)} ble ikke søvnig av det i det hele tatt.`,
    ),
  );

const tries: Bank<NoCtx> = [
  ...inTurn<NoCtx>(
    'nosleep-try-0',
    eachOnce<NoCtx>('nosleep-try-0', [
      (c) =>
        by(
          c,
          `${h(c)} telte sauer. Én, to ... men de ville ikke stå stille!`,
          `${h(c)} prøvde å telle sauer. Én sau, to sauer, enda en ... men sauene ville ikke stå stille. De løp rundt og hoppet feil vei, og ${h(c)} mistet tellinga.`,
          `${h(c)} prøvde å telle sauer, slik alle sier at man skal. Én sau, to sauer, enda en sau ... men disse sauene ville ikke stå stille. Én løp tilbake for å bli telt igjen, to hoppet over gjerdet samtidig, og én satte seg oppå det, så ${h(c)} mistet tellinga og måtte begynne på nytt.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} snudde ${pute(c)}. Den kalde siden! Fortsatt våken.`,
          `${h(c)} snudde ${pute(c)} over på den kalde siden og la seg ned igjen. Det var godt og kjølig. Men ${han(c)} var fortsatt lys våken.`,
          `${h(c)} snudde ${pute(c)} over på den kalde siden, klappet den to ganger så den ble myk, og la seg ned igjen. Et øyeblikk kjentes det helt riktig. Men øynene var fortsatt vidt åpne, og søvnen var ikke å se noe sted.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} lå på den ene siden. Så den andre. Ingen søvn.`,
          `${h(c)} lå på den ene siden, så på den andre siden, så på ryggen, så på magen. Ingen av dem var sovesiden.`,
          `${h(c)} lå på den ene siden, så på den andre siden, så på ryggen og til slutt på magen med nesa ned i ${pute(c)}. Alle sidene var gode, men ingen av dem var sovesiden.`,
        ),
      ...tryMore0,
    ]),
  ).map((t) => (c: NoCtx) => (c.obstacle === 0 ? t(c) : null)),
  ...inTurn<NoCtx>(
    'nosleep-try-1',
    eachOnce<NoCtx>('nosleep-try-1', [
      // Asked to be quiet first when it is noise that keeps the hero awake.
      (c) => (noisy(c) ? fix(c) : drink(c)),
      (c) => (noisy(c) ? drink(c) : fix(c)),
      ...tryMore1,
    ]),
  ).map((t) => (c: NoCtx) => (c.obstacle === 1 ? t(c) : null)),
  ...inTurn<NoCtx>(
    'nosleep-try-2',
    eachOnce<NoCtx>('nosleep-try-2', [
      (c) =>
        by(
          c,
          `${G(c)} fortalte en historie. ${h(c)} lyttet. Men ${han(c)} var fortsatt våken!`,
          `${G(c)} fortalte ${h(c)} en historie om en liten båt som seilte hjem om kvelden. Det var en fin historie. Men da den var slutt, var ${h(c)} fortsatt lys våken og ville ha en til.`,
          `${G(c)} fortalte ${h(c)} en historie, en lang og rolig en om en liten båt som seilte hjem over havet i kveldslyset. Det var en fin historie, og ${h(c)} hørte på hvert ord. Men da den var slutt, var øynene fortsatt vidt åpne. «En til?» hvisket ${han(c)}.`,
        ),
      (c) =>
        noisy(c)
          ? by(
              c,
              `${h(c)} spurte ${makers(c).who} igjen. «Hysj, er dere snille!» Stille. Så ikke.`,
              `${h(c)} ba ${makers(c).who} en gang til, veldig vennlig, om å være stille. «Unnskyld!» sa de, og var stille en stund. Men så glemte én av dem det, og så glemte alle det.`,
            )
          : by(
              c,
              `${h(c)} ${k3(c, 'klemte knærne sine', 'klemte knærne sine', 'sukket et sølvblankt sukk')}. «Hvorfor får jeg ikke sove?»`,
              `${h(c)} ${k3(c, 'klemte knærne sine og sukket', 'klemte knærne sine og sukket', 'sukket et langt, sølvblankt sukk')}. «Hvorfor er det så vanskelig å sove,» sa ${han(c)}, «når alle andre får det til?»`,
            ),
      (c) =>
        by(
          c,
          `${h(c)} telte stjernene. Altfor mange! De blinket hele tiden.`,
          `${h(c)} prøvde å telle stjerner i stedet for sauer, men det var altfor mange av dem, og de blinket så ${han(c)} ikke visste hvilke ${han(c)} hadde telt.`,
        ),
      ...tryMore2,
    ]),
  ).map((t) => (c: NoCtx) => (c.obstacle === 2 ? t(c) : null)),
];

/** Leggetid, den ene linja etter den andre. */
const ready: Bank<NoCtx> = inTurn<NoCtx>(
  'nosleep-ready',
  eachOnce<NoCtx>('nosleep-ready', [
    (c) =>
      k3(
        c,
        by(
          c,
          `Det var leggetid. ${h(c)} pusset tennene. Så i seng!`,
          `Det var leggetid. ${h(c)} pusset tennene og krøp opp i senga, og ${g(c)} stappet dyna godt inn rundt ${ham(c)}.`,
          `Det var leggetid i det lille huset. ${h(c)} pusset tennene, oppe og nede, og krøp opp i senga, og ${g(c)} stappet dyna godt inn rundt ${ham(c)}, som alltid.`,
        ),
        by(
          c,
          `Det var tid for å sove. ${G(c)} bredde over ${h(c)}.`,
          `Det var tid for å sove. ${G(c)} bredde over ${h(c)} og glattet alt fint rundt.`,
          `Det var tid for å sove, for dagen var over og natta var kommet. ${G(c)} bredde over ${h(c)} og glattet alt fint rundt, som alltid.`,
        ),
        by(
          c,
          `Det var sovetid for ${h(c)}. ${Han(c)} la seg ${bed(c).in}.`,
          `Det var sovetid for ${h(c)}. ${Han(c)} hadde skint i så mange netter, og nå la ${han(c)} seg ${bed(c).in} for å hvile.`,
        ),
      ),
    (c) =>
      by(
        c,
        `«God natt,» sa ${g(c)}. «Sov godt.»`,
        `«God natt, ${h(c)},» sa ${g(c)} lavt. «Sov godt, og drøm søtt.»`,
        `«God natt, ${h(c)},» sa ${g(c)} lavt. «Sov godt, drøm søtt, så ses vi i morgen tidlig.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} lukket øynene. Men søvnen kom ikke.`,
        `${h(c)} lukket øynene og ventet på søvnen. ${Han(c)} ventet og ventet. Men søvnen kom ikke.`,
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `Bamsen satt på puta. Den var våken den også.`,
          `Den gamle bamsen satt på puta ved siden av ${ham(c)} med knappeøynene vidt åpne, som om den heller ikke fikk sove.`,
        ),
        kind(c) === 'cave'
          ? by(
              c,
              `Ei lita flaggermus ved døra sa god natt.`,
              `Ei lita flaggermus hang opp ned ved åpningen av hula og pep et bitte lite god natt.`,
            )
          : by(
              c,
              `Et mykt blad falt. Det landet på nesa til ${h(c)}.`,
              `Et mykt blad kom seilende ned og landet rett på nesa til ${h(c)}, som for å si god natt.`,
            ),
        by(
          c,
          `En liten sky drev forbi. «God natt!» sa den.`,
          `En liten sky drev forbi på vei et sted og sa god natt til ${h(c)} da den seilte forbi.`,
        ),
      ),
    (c) =>
      by(
        c,
        `${h(c)} åpnet det ene øyet. Så det andre. Fortsatt mørkt!`,
        `Etter en stund åpnet ${h(c)} det ene øyet, så det andre. Alt var akkurat som før, bare mørkere.`,
        `Etter en stund åpnet ${h(c)} det ene øyet, og så det andre, veldig sakte, for å se om noe hadde forandret seg. Alt var akkurat som før, bare litt mørkere og litt stillere.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} sukket et stort sukk. Hm. Søvnen var treg i kveld.`,
        `${h(c)} sukket et stort, langt sukk, et sånt som kommer helt nede fra tærne.`,
        `${h(c)} sukket et stort, langt sukk, et sånt som kommer helt nede fra tærne og får ${pute(c)} til å blafre.`,
      ),
    (c) =>
      by(
        c,
        `Alle andre sov. Ikke ${h(c)}.`,
        `Det virket som om alle i hele verden sov nå, alle unntatt ${h(c)}.`,
        `Det virket som om alle i hele den store verden sov nå, hver fugl og hver fisk og hver voksen, alle unntatt ${h(c)}.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} vrikket på tærne. Vrikk, vrikk.`,
        `${h(c)} vrikket på tærne under dyna, først de på venstre fot, så de på høyre, for de var våkne de også.`,
        `${h(c)} vrikket på tærne under dyna, først de på venstre fot og så de på høyre, for det virket som om til og med tærne var lys våkne i kveld.`,
      ),
    (c) =>
      by(
        c,
        `«Sover du?» hvisket ${h(c)}. Ingen svarte.`,
        `«Er det noen som er våkne?» hvisket ${h(c)} ut i mørket. Ingen svarte, bare natta, og den sa ingenting i det hele tatt.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} trakk dyna opp til haka. Godt. Men våken.`,
        `${h(c)} trakk dyna helt opp til haka og kikket ut over kanten, som en som titter over en mur.`,
        `${h(c)} trakk dyna helt opp til haka og kikket ut over kanten av den, som en som titter over en hagemur for å se hva natta driver med.`,
      ),
  ]),
);

/** Det som blir lært eller gitt ved leggetid, og som virker til slutt. */
const setUp: Bank<NoCtx> = eachOnce<NoCtx>('nosleep-rule', [
  (c) =>
    setup(c) === 'lullaby'
      ? by(
          c,
          `${G(c)} sang en ny sang. «Hysj nå, båten gynger sakte.»`,
          `Så sang ${g(c)} en ny vuggesang for ${ham(c)}, den som går «Hysj nå, hysj nå, den lille båten gynger sakte.» «Syng den for deg selv hvis søvnen ikke kommer,» sa ${gHan(c)}.`,
          `Så sang ${g(c)} en ny vuggesang for ${ham(c)}, en veldig gammel en som går «Hysj nå, hysj nå, den lille båten gynger sakte, over vannet, dit alle trøtte båter drar.» «Hvis søvnen ikke kommer,» sa ${gHan(c)}, «så syng den for deg selv, sakte.»`,
        )
      : setup(c) === 'cup'
        ? by(
            c,
            `${G(c)} satte en varm kopp ved ${bed(c).def}. «Drikk sakte.»`,
            `${G(c)} satte en varm kopp melk med honning ved ${bed(c).def}. «Hvis du ikke får sove,» sa ${gHan(c)}, «så drikk den sakte, og kjenn varmen gå helt ned i tærne.»`,
            `${G(c)} satte en varm kopp melk med en skje honning i ved ${bed(c).def}. «Hvis du ikke får sove,» sa ${gHan(c)}, «så drikk den veldig sakte, slurk for slurk, og kjenn varmen gå helt ned i tærne.»`,
          )
        : by(
            c,
            `${G(c)} viste ${ham(c)} et triks. «Pust sakte, som havet.»`,
            `${G(c)} viste ${h(c)} et triks: pust sakte inn, som en bølge som ruller opp på stranda, og sakte ut, som en bølge som trekker seg tilbake. «Tell bølgene,» sa ${gHan(c)}.`,
            `${G(c)} viste ${h(c)} et lite triks før ${gHan(c)} sa god natt: pust sakte inn, som en bølge som ruller opp på stranda, og sakte ut, som en bølge som glir tilbake i havet. «Hvis søvnen ikke kommer,» sa ${gHan(c)}, «så tell bølgene.»`,
          ),
]);

/** Ildfluer i gresset, like fra eika til ugla som fra under den gamle grana. */
const fireflies = (c: NoCtx) =>
  by(
    c,
    `Ildfluer blinket i gresset. Blink, blink. Som små lamper.`,
    `Små ildfluer blinket av og på i det høye gresset, som bitte små lamper noen glemte å slå av.`,
  );
/** Ei ugle langt borte, hørt like godt fra hula som fra under den gamle grana. */
const farOwl = (c: NoCtx) =>
  by(
    c,
    `Ei ugle hoet langt borte. Ho, ho. En annen svarte.`,
    `Langt borte i skogen hoet ei ugle, ho, ho, og en annen svarte, enda lenger borte.`,
  );

/** Natta rundt helten, fortalt én ting om gangen: rolig, aldri skummel. */
const MOMENTS: Record<NightKind, ((c: NoCtx) => string)[]> = {
  child: [
    (c) =>
      by(
        c,
        `Klokka på veggen sa tikk, takk. Tikk, takk. Så sakte!`,
        `Klokka på veggen sa tikk, takk, tikk, takk, saktere enn om dagen.`,
        `Klokka på veggen sa tikk, takk, tikk, takk, og om natta virket det som om den tikket saktere enn den noen gang gjorde om dagen.`,
      ),
    (c) =>
      by(
        c,
        `En bil kjørte forbi. Lysene gled over taket.`,
        `En bil kjørte forbi utenfor, og lysene gled sakte over taket og ned veggen, og så var de borte.`,
        `En bil kjørte sakte forbi utenfor, og lysene gled over taket som en stor, blek fisk, ned veggen og over klesskapet, og så var de borte.`,
      ),
    (c) =>
      by(
        c,
        `Katten hoppet opp. Den krøllet seg sammen ved føttene til ${h(c)}.`,
        `Katten kom inn uten en lyd, hoppet opp i senga og krøllet seg sammen ved føttene til ${h(c)}, og malte som en bitte liten motor.`,
        `Katten kom inn uten en lyd, hoppet opp i senga, snudde seg rundt tre ganger og krøllet seg sammen ved føttene til ${h(c)}, og malte som en bitte liten, varm motor.`,
      ),
    (c) =>
      by(
        c,
        `Gardinen rørte seg litt. Bare trekken. Inn og ut.`,
        `Gardinen rørte seg litt i trekken fra vinduet, inn og ut, som noen som pustet.`,
        `Gardinen rørte seg litt i trekken fra det åpne vinduet, inn og ut, inn og ut, like sakte og rolig som noen som puster i søvne.`,
      ),
    (c) =>
      by(
        c,
        `Månen kikket inn vinduet. Den var rund og snill.`,
        `Månen kikket inn vinduet, rund og hvit og snill, og tegnet en blek firkant av lys på gulvet.`,
        `Månen kikket inn vinduet, rund og hvit og snill, og tegnet en blek firkant av lys på gulvet, med skyggen av vinduskarmen i seg som et kors.`,
      ),
    (c) =>
      by(
        c,
        `Huset knirket lavt. Det skulle sove det også.`,
        `Det gamle huset knirket lavt her og der, slik hus gjør når de legger seg til rette for natta.`,
        `Det gamle huset knirket lavt her og der, i trappa og i veggene, slik gamle hus gjør når de legger seg til rette for natta.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} så opp i taket. Der var en sprekk som en elv.`,
        `${h(c)} så opp i taket, der en tynn sprekk rant som en elv på et kart, og fulgte den helt bort til lampa.`,
        `${h(c)} så opp i taket, der en tynn sprekk rant som en elv på et kart, og fulgte den med øynene forbi to øyer av gammel maling, helt bort til lampa.`,
      ),
    (c) =>
      by(
        c,
        `Langt borte tutet et tog. Tuut, tuut. Det skulle hjem.`,
        `Langt borte tutet et nattog, én gang, to ganger, med trøtte folk på vei hjem.`,
        `Langt borte tutet et nattog, én gang, to ganger, mens det skramlet gjennom mørket med lys i vinduene og trøtte folk på vei hjem til sengene sine.`,
      ),
    (c) =>
      by(
        c,
        `Nattlampa lyste mykt. Som en bitte liten måne.`,
        `Nattlampa ved døra lyste mykt og oransje, som en bitte liten måne som hadde kommet inn.`,
        `Nattlampa ved døra lyste mykt og oransje på gulvet, som en bitte liten måne som hadde kommet inn for å holde ${h(c)} med selskap.`,
      ),
    (c) =>
      by(
        c,
        `Lekene satt i hylla. De så trøtte ut.`,
        `Lekene satt på rad i hylla, dinosauren og dukka og den lille trebåten, og alle så trøtte ut.`,
        `Lekene satt på rad i hylla, dinosauren og dukka og den lille trebåten, og alle sammen så ut som de holdt på å sovne der de satt.`,
      ),
    (c) =>
      by(
        c,
        `Regnet begynte å tromme på ruta. Tipp, tapp.`,
        `Litt regn begynte å tromme på ruta, tipp, tapp, tipp, mykt som fingre.`,
        `Litt regn begynte å tromme på ruta, tipp, tapp, tipp, mykt som fingre, og dråpene rant nedover glasset i små, blanke striper.`,
      ),
  ],
  owl: [
    (c) =>
      by(
        c,
        `Bladene hvisket i vinden. Hysj, hysj. De hadde hemmeligheter.`,
        `Bladene i den gamle eika hvisket i vinden, hysj, hysj, som om de fortalte hverandre hemmeligheter.`,
        `Bladene i den gamle eika hvisket i vinden, hysj, hysj, hysj, som om de fortalte hverandre hemmeligheter som ingen andre i skogen fikk høre.`,
      ),
    (c) =>
      by(
        c,
        `Månen kikket mellom greinene. Den lagde sølvflekker.`,
        `Månen kikket inn mellom greinene og lagde sølvflekker på barken.`,
        `Månen kikket inn mellom greinene og lagde små sølvflekker på barken, som mynter noen hadde mistet.`,
      ),
    (c) =>
      by(
        c,
        `Et pinnsvin snuste forbi der nede. Snus, snus. Det lette etter biller.`,
        `Der nede snuste et pinnsvin gjennom de tørre bladene på jakt etter biller, og det så ikke opp.`,
        `Der nede snuste et pinnsvin travelt gjennom de tørre bladene på jakt etter biller til kveldsmat, og det så ikke opp en eneste gang for å se hvem som var våken.`,
      ),
    fireflies,
    (c) =>
      by(
        c,
        `Den gamle eika knirket. Den skulle sove den også.`,
        `Den gamle eika knirket lavt, slik gamle trær gjør når de legger seg til rette for natta.`,
        `Den gamle eika knirket lavt, slik gamle trær gjør når de legger seg til rette for natta, og greinene sukket i vinden.`,
      ),
    (c) =>
      by(
        c,
        `Et ekorn snorket på greina ved siden av. Små snork!`,
        `På greina ved siden av snorket et ekorn bitte små snork, pakket inn i sin egen hale som i et teppe.`,
        `På greina ved siden av snorket et ekorn bitte små snork, pakket inn i sin egen buskete hale som i et teppe, med den ene poten over nesa.`,
      ),
    (c) =>
      by(
        c,
        `Ei mus løp hjem med et frø. God natt, mus!`,
        `Nede på bakken skyndte ei lita mus seg hjem med et frø i munnen, og ${h(c)} så etter den.`,
        `Nede på bakken skyndte ei lita mus seg hjem med et frø i munnen, og ${h(c)} så etter den helt til den forsvant inn i hullet sitt under en rot.`,
      ),
    (c) =>
      by(
        c,
        `En stjerne lyste gjennom et hull i løvet. Den kikket inn.`,
        `Én klar stjerne lyste inn gjennom et hull i løvet, rett over reiret, som om den kikket inn.`,
        `Én klar stjerne lyste inn gjennom et hull i løvet, rett over reiret, som om den kikket inn for å se om noen fortsatt var våken.`,
      ),
    (c) =>
      by(
        c,
        `Bekken fortsatte å synge. Den sover aldri. Klukk, klukk.`,
        `Der nede fortsatte bekken å synge over steinene sine, slik bekker gjør hele natta.`,
        `Der nede fortsatte bekken å synge over steinene sine, klukk, klukk, slik bekker gjør hele natta, enten noen hører på eller ikke.`,
      ),
    (c) =>
      by(
        c,
        `En siriss spilte der nede. Sirr, sirr. Om og om igjen.`,
        `En siriss nede i gresset spilte den lille sangen sin, sirr, sirr, om og om igjen.`,
        `En siriss nede i gresset spilte den lille sangen sin, sirr, sirr, sirr, om og om igjen, som om det var den eneste sangen den kunne, og den likte den veldig godt.`,
      ),
  ],
  cave: [
    (c) =>
      by(
        c,
        `Vann dryppet innerst i hula. Drypp, drypp. Sakte og jevnt.`,
        `Innerst i hula dryppet en vanndråpe, drypp, drypp, drypp, ned i en liten dam, sakte og jevnt.`,
        `Innerst i hula dryppet en vanndråpe, drypp, drypp, drypp, ned i en liten dam, sakte og jevnt, som ei klokke som hadde all verdens tid.`,
      ),
    (c) =>
      by(
        c,
        `Stjernene lyste inn i hula. De blinket.`,
        `Utenfor åpningen av hula lyste stjernene, og snøen på åsene var blå i natta.`,
        `Utenfor åpningen av hula lyste stjernene klare og kalde, og snøen på åsene lå blå og stille i natta, uten et eneste fotspor.`,
      ),
    (c) =>
      by(
        c,
        `Vinden nynnet forbi hula. Hmmm. Som en sang.`,
        `Vinden nynnet lavt forbi åpningen av hula, en lang, dyp tone, hmmm, som noen som nynnet på en sang.`,
        `Vinden nynnet lavt forbi åpningen av hula, en lang, dyp tone, hmmm, som noen som nynnet på en gammel sang uten ord.`,
      ),
    (c) =>
      by(
        c,
        `Ei lita mus sov i et hjørne. Små snork!`,
        `I et hjørne av hula sov ei lita mus rullet sammen som en ball og snorket bitte små snork.`,
        `I et hjørne av hula hadde ei lita mus kommet inn fra kulda, og den sov rullet sammen som en ball og snorket de minste snorkene som noen gang er hørt.`,
      ),
    (c) =>
      by(
        c,
        `Høyet var mykt. Det luktet sommer. Mmm.`,
        `Høyet var mykt og tørt og luktet av sommerdager for lenge siden.`,
        `Høyet var mykt og tørt og luktet av sommerdager for lenge siden, av sol og blomster og lange, varme ettermiddager.`,
      ),
    farOwl,
    (c) =>
      by(
        c,
        `Et snøfnugg drev inn. Det snurret rundt. Så smeltet det.`,
        `Et eneste snøfnugg drev inn gjennom åpningen av hula, snurret rundt to ganger og smeltet på gulvet.`,
        `Et eneste snøfnugg drev inn gjennom åpningen av hula, snurret rundt to ganger i månelyset og smeltet stille på gulvet.`,
      ),
    (c) =>
      by(
        c,
        `Månen lagde en hvit sti inn i hula. Så fint.`,
        `Månen skinte inn og la en lang, hvit sti over gulvet i hula, helt bort til ${bed(c).def} til ${h(c)}.`,
        `Månen skinte inn og la en lang, hvit sti over gulvet i hula, helt bort til ${bed(c).def} til ${h(c)}, som om den inviterte ${ham(c)} ut på tur.`,
      ),
    (c) =>
      by(
        c,
        `Steinveggene var kjølige. ${h(c)} tok på én. Glatt!`,
        `Steinveggene i hula var kjølige og glatte, og ${h(c)} la en pote mot den ene og kjente hvor stille den var.`,
        `Steinveggene i hula var kjølige og glatte og veldig, veldig gamle, og ${h(c)} la en pote mot den ene og kjente hvor stille den var, som om selve fjellet sov.`,
      ),
    (c) =>
      by(
        c,
        `En siriss spilte ved åpningen. Sirr, sirr. Om og om igjen.`,
        `En siriss ved åpningen av hula spilte den lille sangen sin, sirr, sirr, om og om igjen.`,
        `En siriss ved åpningen av hula spilte den lille sangen sin, sirr, sirr, sirr, om og om igjen, som om det var den eneste sangen den kunne, og den likte den veldig godt.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} lagde skyggefigurer på veggen. En kanin!`,
        `Månelyset gjorde veggen blek, og ${h(c)} lagde skyggefigurer på den med potene: en kanin, en fugl, en snegle.`,
        `Månelyset gjorde den innerste veggen i hula blek og glatt, og ${h(c)} lagde skyggefigurer på den med potene: en kanin med lange ører, en fugl som flakset, og en veldig langsom snegle.`,
      ),
    (c) =>
      by(
        c,
        `En rev kikket inn i hula. Så gikk den videre.`,
        `En rev stakk snuten inn i åpningen av hula, snuste litt og luntet videre ut i natta.`,
        `En rev stakk den spisse snuten inn i åpningen av hula, snuste litt i lufta, nikket vennlig til ${h(c)} og luntet videre ut i natta.`,
      ),
    (c) =>
      by(
        c,
        `Det var lunt i hula. Lunt og mørkt.`,
        `Det var lunt og mørkt i hula, og lufta luktet av stein og høy og litt av regn.`,
        `Det var lunt og mørkt i hula, og lufta luktet av stein og høy og litt av regnet som hadde falt om ettermiddagen.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} telte steinene i taket. Fire, fem, seks ...`,
        `${h(c)} telte de små, blanke steinene i taket av hula, fire, fem, seks, men de ble aldri helt like mange to ganger.`,
        `${h(c)} telte de små, blanke steinene som glitret i taket av hula, fire, fem, seks, sju, men på en eller annen måte ble de aldri helt like mange to ganger på rad.`,
      ),
  ],
  wood: [
    (c) =>
      by(
        c,
        `Bladene hvisket i vinden. Hysj, hysj. De hadde hemmeligheter.`,
        `Bladene hvisket i vinden, hysj, hysj, som om de fortalte hverandre hemmeligheter.`,
      ),
    (c) =>
      by(
        c,
        `Månen kikket mellom greinene. Den lagde sølvflekker.`,
        `Månen kikket inn mellom greinene og lagde sølvflekker på bakken.`,
      ),
    (c) =>
      by(
        c,
        `Et pinnsvin snuste forbi. Snus, snus. Det lette etter biller.`,
        `Et pinnsvin snuste forbi gjennom de tørre bladene på jakt etter biller, og det så ikke opp.`,
      ),
    fireflies,
    farOwl,
    (c) =>
      by(
        c,
        `En stjerne lyste mellom greinene. Den blunket til ${h(c)}.`,
        `Én klar stjerne lyste ned mellom greinene, som om den kikket inn for å se hvem som fortsatt var våken.`,
      ),
    (c) =>
      by(
        c,
        `Bekken fortsatte å synge. Den sover aldri. Klukk, klukk.`,
        `Ikke langt unna fortsatte bekken å synge over steinene sine, slik bekker gjør hele natta.`,
      ),
    (c) =>
      by(
        c,
        `En siriss spilte like ved. Sirr, sirr. Om og om igjen.`,
        `En siriss i gresset spilte den lille sangen sin, sirr, sirr, om og om igjen.`,
        `En siriss i gresset spilte den lille sangen sin, sirr, sirr, sirr, om og om igjen, som om det var den eneste sangen den kunne, og den likte den veldig godt.`,
      ),
    (c) =>
      by(
        c,
        `Det gamle grantreet knirket. Det skulle sove det også.`,
        `Det gamle grantreet knirket lavt der oppe, slik gamle trær gjør når de legger seg til rette for natta.`,
        `Det gamle grantreet knirket lavt der oppe, slik gamle trær gjør når de legger seg til rette for natta, og slapp et lite drys av barnåler.`,
      ),
  ],
  sky: [
    (c) =>
      by(
        c,
        `Der nede slukket lysene i byen, ett for ett.`,
        `Langt der nede slukket lysene i byen, ett for ett, mens folk la seg.`,
        `Langt der nede slukket lysene i byen, ett for ett, på kjøkkenene og badene og soverommene, mens folk la seg.`,
      ),
    (c) =>
      by(
        c,
        `Havet skinte sølvblankt under ${h(c)}. Det var så stille.`,
        `Langt der nede lå havet stille og skinte sølvblankt, som om noen hadde bredd ut en stor, myk duk.`,
        `Langt der nede lå havet stille og skinte sølvblankt i lyset til ${h(c)}, som om noen hadde bredd ut en stor, myk duk som hele verden kunne sove på.`,
      ),
    (c) =>
      by(
        c,
        `Et fly blinket forbi. Blink, blink. Så var det borte.`,
        `Et fly blinket seg over himmelen, rødt og grønt, og summet av sted mot morgenen.`,
        `Et fly blinket seg over himmelen, rødt og grønt, rødt og grønt, og summet av sted mot morgenen med mange søvnige folk om bord.`,
      ),
    (c) =>
      by(
        c,
        `En sky drev forbi. Den så ut som en sau!`,
        `En ullen sky drev sakte forbi, og den så akkurat ut som en søvnig sau.`,
        `En ullen sky drev sakte forbi, og den så akkurat ut som en søvnig sau med fire små bein og en hale, som hadde gått seg bort på vei hjem.`,
      ),
    (c) =>
      by(
        c,
        `Ei ugle hoet fra skogen der nede. Ho, ho.`,
        `Fra den mørke skogen langt der nede hoet ei ugle, ho, ho, og det hørtes ut som et spørsmål.`,
        `Fra den mørke skogen langt der nede hoet ei ugle, ho, ho, og det hørtes ut som et spørsmål som ingen visste svaret på.`,
      ),
    (c) =>
      by(
        c,
        `Fjellene der nede sov under snøen. Som store dyr.`,
        `Fjellene langt der nede sov tungt under den hvite snøen, som store dyr under dyner.`,
        `Fjellene langt der nede sov tungt under den hvite snøen, som store, gamle dyr under tykke dyner, og de pustet så sakte at ingen kunne se det.`,
      ),
    (c) =>
      by(
        c,
        `En liten båt seilte hjem der nede. Den hadde én lampe tent.`,
        `Langt der nede seilte en liten fiskebåt hjem over det mørke vannet med én lampe tent.`,
        `Langt der nede seilte en liten fiskebåt hjem over det mørke vannet med én lampe tent, og ${h(c)} lyste opp veien for den.`,
      ),
    (c) =>
      by(
        c,
        `Vinden blåste en sky forbi. Myk som ull.`,
        `Vinden blåste en tynn sky over ansiktet til ${h(c)}, myk som ull og kjølig som vann.`,
        `Vinden blåste en tynn sky over ansiktet til ${h(c)}, myk som ull og kjølig som vann, og så var den borte igjen.`,
      ),
  ],
};

const moments: Bank<NoCtx> = (
  Object.entries(MOMENTS) as [NightKind, ((c: NoCtx) => string)[]][]
).flatMap(([k, list]) =>
  eachOnce<NoCtx>(
    `nosleep-${k}`,
    list.map((t) => (c: NoCtx) => (kind(c) === k ? t(c) : null)),
  ),
);

/** Kvelden før leggetid, i en lengre historie: kveldsmat, vask, sola som går ned. */
const evening: Bank<NoCtx> = inTurn<NoCtx>(
  'nosleep-evening',
  eachOnce<NoCtx>('nosleep-evening', [
    (c) =>
      k3(
        c,
        by(
          c,
          `Til kveldsmat var det varm suppe. ${h(c)} spiste alt.`,
          `Til kveldsmat var det varm tomatsuppe med brød, og ${h(c)} spiste hver dråpe og tørket tallerkenen med den siste skorpa.`,
          `Til kveldsmat var det varm tomatsuppe med tykke brødskiver, og ${h(c)} spiste til siste dråpe og tørket tallerkenen ren med skorpa, som er det aller beste.`,
        ),
        by(
          c,
          `${G(c)} kom med litt kveldsmat. Nam! De spiste sammen.`,
          `${G(c)} kom hjem med litt kveldsmat, og de spiste sammen ${where(c)} mens himmelen ble oransje.`,
          `${G(c)} kom hjem med litt kveldsmat, og de spiste sammen ${where(c)} mens himmelen ble oransje og så rosa.`,
        ),
        by(
          c,
          `Sola gikk ned. «God natt, sol!» sa ${h(c)}.`,
          `Sola gikk ned bak åsene, rød og trøtt. «God natt, sol,» sa ${h(c)}. «Jeg skulle ønske jeg fikk hvile jeg også.»`,
          `Sola gikk sakte ned bak åsene, rød og trøtt etter den lange dagen. «God natt, sol,» sa ${h(c)} og sukket. «Jeg skulle ønske jeg fikk hvile i natt, akkurat som deg.»`,
        ),
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `Så var det badetid. Plask! Bobler overalt.`,
          `Så var det badetid, med så mye skum at ${h(c)} kunne lage seg skjegg og hatt av bobler.`,
          `Så var det badetid, med så mye skum at ${h(c)} kunne lage seg skjegg av bobler, hatt av bobler og et helt fjell av bobler, før ${g(c)} pakket ${ham(c)} inn i et stort, mykt håndkle.`,
        ),
        by(
          c,
          `${h(c)} vasket fjeset i bekken. Brr! Så kaldt!`,
          `${h(c)} vasket fjeset i den kalde bekken, plask, plask, og ristet seg tørr.`,
          `${h(c)} vasket fjeset i den kalde bekken, plask, plask, og ristet seg tørr så dråpene sprutet i alle retninger.`,
        ),
        by(
          c,
          `Himmelen ble rosa. Så lilla. Så mørkeblå.`,
          `Himmelen ble rosa, så lilla, så dyp og mørkeblå, og ${h(c)} begynte å lyse.`,
          `Himmelen ble rosa, så lilla, så dyp og mørkeblå, og ${h(c)} begynte å lyse, svakt først og så sterkere.`,
        ),
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `${h(c)} la lekene i kassa. Bilene. Klossene. Hesten.`,
          `${h(c)} la lekene tilbake i kassa, bilene og klossene og den lille plasthesten, én etter én.`,
          `${h(c)} la lekene tilbake i kassa, bilene og klossene og den lille plasthesten, én etter én, og sa god natt til hver av dem.`,
        ),
        by(
          c,
          `${h(c)} lekte en siste lek med ${g(c)}. Gjemsel!`,
          `${h(c)} lekte en siste runde gjemsel med ${g(c)}, og ble funnet bak akkurat den samme steinen som alltid.`,
          `${h(c)} lekte en siste runde gjemsel med ${g(c)}, og ble funnet bak akkurat den samme steinen som alltid, og de lo begge to.`,
        ),
        by(
          c,
          `Én etter én kom stjernene fram. Hei, stjerner!`,
          `Én etter én kom stjernene fram rundt ${h(c)}, og de blinket og gjespet og sa hei.`,
          `Én etter én kom stjernene fram rundt ${h(c)}, og de blinket og gjespet og sa hei, og noen av dem begynte straks å prate.`,
        ),
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `Sola gikk ned bak takene. Gatelysene ble tent.`,
          `Utenfor vinduet gikk sola ned bak takene, og gatelysene ble tent, ett etter ett.`,
          `Utenfor vinduet gikk sola ned bak takene, rød og rund, og gatelysene ble tent, ett etter ett, nedover hele gata.`,
        ),
        by(
          c,
          `Sola gikk ned bak åsene. Skogen ble gyllen.`,
          `Sola gikk ned bak åsene, og hele skogen ble gyllen et øyeblikk, og så grå.`,
          `Sola gikk ned bak åsene, og hele skogen ble gyllen et lite øyeblikk, og så grå, og så blå.`,
        ),
        by(
          c,
          `Der nede gikk barna og la seg. Tennene pusset. Lyset av.`,
          `Langt der nede kunne ${h(c)} se vinduene i byen, der barna tok på seg pysjamas og pusset tennene.`,
        ),
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `${h(c)} valgte den blå pysjamasen. Den med stjerner.`,
          `${h(c)} valgte den blå pysjamasen med gule stjerner på, for den var den mykeste.`,
          `${h(c)} valgte den blå pysjamasen med gule stjerner på, for den var den mykeste, og den luktet nyvasket.`,
        ),
        by(
          c,
          `${h(c)} ristet ${bed(c).sin}. Godt og mykt. Klart for natta.`,
          `${h(c)} ristet ${bed(c).sin} og klappet alt flatt, så det skulle bli godt og mykt.`,
          `${h(c)} ristet ${bed(c).sin} og klappet alt flatt, så det skulle bli godt og mykt å ligge i hele natta.`,
        ),
        by(
          c,
          `${h(c)} pusset ansiktet sitt med en sky. Blankt!`,
          `${h(c)} pusset det sølvblanke ansiktet sitt med en myk, liten sky, så det skulle skinne fint hele natta.`,
        ),
      ),
    (c) =>
      by(
        c,
        `${h(c)} gjespet litt. Kanskje ${han(c)} var trøtt likevel.`,
        `${h(c)} gjespet et lite gjesp og tenkte at kanskje, bare kanskje, var ${han(c)} trøtt likevel.`,
        `${h(c)} gjespet et lite gjesp og tenkte at kanskje, bare kanskje, var ${han(c)} trøtt likevel. Det skulle vise seg ikke å være så enkelt.`,
      ),
  ]),
);

/** Lydene i natta, lyttet til fra senga. */
const listen: Bank<NoCtx> = inTurn<NoCtx>(
  'nosleep-listen',
  eachOnce<NoCtx>('nosleep-listen', [
    (c) =>
      by(
        c,
        `${h(c)} lyttet. Hva kunne ${han(c)} høre?`,
        `${h(c)} lå stille og lyttet til natta. Hva kunne ${han(c)} høre?`,
        `${h(c)} lå helt stille, pustet nesten ikke, og lyttet til natta. Hva kunne ${han(c)} høre, hvis ${han(c)} lyttet skikkelig godt?`,
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `Rørene sa klonk. Kjøleskapet sa hmm.`,
          `Rørene i veggen sa klonk, og nede surret kjøleskapet, hmmm, slik det alltid gjorde.`,
          `Rørene i veggen sa klonk, klonk, og nede surret kjøleskapet, hmmm, slik det alltid gjorde, som en gammel mann som nynner for seg selv.`,
        ),
        kind(c) === 'cave'
          ? by(
              c,
              `Vinden suste forbi hula. Sus, sus.`,
              `Vinden suste forbi åpningen av hula, sus, sus, og et sted langt borte svarte et ekko.`,
            )
          : by(
              c,
              `Vinden suste i trærne. En grein knirket.`,
              `Vinden suste, sus, sus, gjennom trærne, og et sted knirket en grein.`,
              `Vinden suste, sus, sus, gjennom trærne, og et sted knirket en grein, lavt og søvnig, som en gammel dør.`,
            ),
        by(
          c,
          `Vinden suste forbi ${h(c)}. Langt av sted.`,
          `Vinden suste forbi de runde kinnene til ${h(c)}, på vei til et sted langt borte.`,
          `Vinden suste forbi de runde kinnene til ${h(c)}, på vei til et sted langt borte der ingen hadde vært.`,
        ),
      ),
    (c) =>
      by(
        c,
        `Et sted bjeffet ${k3(c, 'en hund', 'en rev', 'en hund')}. Bare én gang.`,
        `Langt, langt borte bjeffet ${k3(c, 'en hund', 'en rev', 'en hund')}, bare én gang, og så ombestemte den seg.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} kunne høre sin egen pust. Inn. Ut. Så stille.`,
        `${h(c)} kunne høre sin egen pust, inn og ut, stille som en fjær.`,
        `${h(c)} kunne til og med høre sin egen pust, inn og ut, inn og ut, stille som en fjær som faller på en fjær.`,
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `Ved siden av hostet noen. Så ble alt stille.`,
          `I rommet ved siden av hostet noen litt i søvne og snudde seg, og så ble alt stille igjen.`,
          `Gjennom veggen hørte ${h(c)} noen i rommet ved siden av hoste litt i søvne og snu seg så senga knirket, og så ble alt stille igjen.`,
        ),
        by(
          c,
          `En frosk kvekket én gang. Så stoppet den.`,
          `Nede ved dammen kvekket en frosk én gang, som om den nettopp hadde husket noe, og så stoppet den.`,
          `Nede ved dammen kvekket en eneste frosk én gang, høyt og rundt, som om den nettopp hadde husket noe viktig, og så ombestemte den seg og stoppet.`,
        ),
        by(
          c,
          `Langt der nede tutet et skip. Buuu.`,
          `Langt der nede tutet et stort skip ute på havet, buuu, langt og dypt og søvnig.`,
          `Langt der nede tutet et stort skip ute på havet, buuu, langt og dypt og søvnig, som en gammel hval som sier god natt til vennene sine.`,
        ),
      ),
  ]),
);

/** Fine ting å tenke på mens søvnen kommer. */
const drift: Bank<NoCtx> = inTurn<NoCtx>(
  'nosleep-drift',
  eachOnce<NoCtx>('nosleep-drift', [
    (c) =>
      by(
        c,
        `${h(c)} tenkte på en varm strand. Myk sand.`,
        `${h(c)} tenkte på en varm strand med myk sand og små bølger, og det kjentes som å ligge i sola.`,
        `${h(c)} tenkte på en varm strand med myk, hvit sand og små bølger som kom og gikk, kom og gikk, og det kjentes akkurat som å ligge i sola.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} tenkte på en eng full av blomster. Biene surret sakte.`,
        `${h(c)} tenkte på en eng full av blomster, der biene surret sakte og gresset var høyt.`,
        `${h(c)} tenkte på en eng full av blomster en sommerettermiddag, der biene surret sakte fra blomst til blomst og gresset var høyt og varmt.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} var som en fjær som svevde. Ned, ned, ned.`,
        `${h(c)} kjente seg lett som en fjær som svevde sakte ned og ned og ned.`,
        `${h(c)} kjente seg lett som en fjær som svevde sakte ned og ned og ned, og vugget litt fra side til side, uten noe sted å skynde seg til.`,
      ),
    (c) =>
      by(
        c,
        `I morgen skulle bli en fin dag. Det var ${h(c)} sikker på.`,
        `I morgen ville bli en fin dag, tenkte ${h(c)}, og den ville fortsatt være der når ${han(c)} våknet.`,
        `I morgen ville bli en fin dag, tenkte ${h(c)}, og den ville fortsatt være der når ${han(c)} våknet, så det hastet ikke i det hele tatt.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} tenkte på den varme klemmen til ${g(c)}. Mmm.`,
        `${h(c)} tenkte på den varme klemmen til ${g(c)} om morgenen, og lukta av frokost, og smilte.`,
        `${h(c)} tenkte på den varme klemmen til ${g(c)} om morgenen, og lukta av frokost, og hele den nye dagen som ventet, og smilte et langsomt smil.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} tenkte på en liten båt. Den gynget og gynget.`,
        `${h(c)} tenkte på en liten båt som gynget på et stille hav, opp og ned, opp og ned, og var nesten oppi den.`,
        `${h(c)} tenkte på en liten båt som gynget på et stille hav under stjernene, opp og ned, opp og ned, og det kjentes nesten som om ${han(c)} allerede lå i den.`,
      ),
  ]),
);

/** En prat i natta med den voksne som passer: hvem andre er våkne nå. */
const chat: Bank<NoCtx> = inTurn<NoCtx>(
  'nosleep-chat',
  eachOnce<NoCtx>('nosleep-chat', [
    (c) =>
      by(
        c,
        `«Hvem andre er våkne nå?» spurte ${h(c)}. ${G(c)} smilte.`,
        `«Hvem andre er våkne nå, midt på natta?» spurte ${h(c)}.`,
        `«Hvem andre er våkne nå, midt på natta, når alle egentlig skal sove?» spurte ${h(c)}.`,
      ),
    (c) =>
      by(
        c,
        `«Bakeren, for eksempel,» sa ${g(c)}. «Han baker brød.»`,
        `«Bakeren, for eksempel,» sa ${g(c)}. «Han er oppe og baker brød, så det er varme rundstykker i butikken til frokost.»`,
        `«Bakeren, for eksempel,» sa ${g(c)}. «Han er oppe og baker brød, lange og runde, så det er varme rundstykker i butikken når de første kommer inn for å kjøpe frokost.»`,
      ),
    (c) =>
      by(
        c,
        `«Fyrvokteren er også oppe. Lampa hennes går rundt og rundt.»`,
        `«Fyrvokteren er også oppe,» sa ${g(c)}. «Lampa hennes går rundt og rundt hele natta, så båtene finner veien hjem.»`,
        `«Fyrvokteren er også oppe,» fortsatte ${g(c)}. «Hun sitter høyt oppe i tårnet sitt mens den store lampa går rundt og rundt hele natta, så hver minste båt finner veien hjem.»`,
      ),
    (c) =>
      by(
        c,
        `«Revene og pinnsvinene er også oppe. De liker natta.»`,
        `«Revene og pinnsvinene og flaggermusene er også oppe,» sa ${g(c)}. «Natta er dagen deres. Nå spiser de frokost.»`,
        `«Revene og pinnsvinene og flaggermusene er også oppe,» sa ${g(c)}. «Natta er dagen deres. Akkurat nå spiser de frokost, mens du og jeg skal sove.»`,
      ),
    (c) =>
      by(
        c,
        `«Blir de trøtte?» spurte ${h(c)}. «Å ja. Om morgenen.»`,
        `«Blir de noen gang trøtte?» spurte ${h(c)}. «Å ja,» sa ${g(c)}. «Når sola kommer opp, gjesper de og legger seg, akkurat som du skal gjøre nå.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} smilte. Det var fint å prate om natta.`,
        `${h(c)} smilte i mørket. Det var fint å hviske sånn, om natta, når hele verden var stille.`,
        `${h(c)} smilte i mørket. Det var fint å hviske sånn, bare de to, midt på natta, når hele verden var stille og lyttet.`,
      ),
    (c) =>
      by(
        c,
        `«Nattsykepleierne er oppe. De passer på folk.»`,
        `«Nattsykepleierne på sykehuset er også oppe,» sa ${g(c)}. «De går stille fra seng til seng og passer på alle sammen.»`,
        `«Nattsykepleierne på sykehuset er også oppe,» sa ${g(c)}. «De går stille fra seng til seng hele natta med de små lommelyktene sine og passer på alle sammen til morgenen kommer.»`,
      ),
  ]),
);

/** Å se ut i natta: fra vinduet, ut av reiret eller hula, eller ned på verden. */
const outside: Bank<NoCtx> = inTurn<NoCtx>(
  'nosleep-look',
  eachOnce<NoCtx>('nosleep-look', [
    (c) =>
      k3(
        c,
        by(
          c,
          `${h(c)} gikk bort til vinduet. ${Han(c)} så ut. Natta var stor.`,
          `${h(c)} krøp ut av senga og gikk bort til vinduet, og dro gardinen litt til side for å se ut i natta.`,
        ),
        by(
          c,
          `${h(c)} tittet ut. Natta var stor. Og så stille!`,
          `${h(c)} tittet ut fra ${bed(c).sin} for å se på natta, som var veldig stor og veldig stille.`,
        ),
        by(
          c,
          `${h(c)} så ned på verden. Alt var stille.`,
          `${h(c)} så ned på hele den store verden, som lå stille og rolig under det sølvblanke lyset.`,
        ),
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `Gata var tom. En katt gikk over. Så ingenting.`,
          `Gata var tom og blank under lyktene. En katt gikk sakte over, stoppet midt i gata og gikk videre.`,
          `Gata var tom og blank under lyktene. En katt gikk sakte over, stoppet midt i gata for å slikke seg på den ene poten, så opp mot vinduet og gikk videre.`,
        ),
        kind(c) === 'cave'
          ? by(
              c,
              `Åsene lå stille. De sov. Under snøen!`,
              `Åsene utenfor lå stille og hvite under stjernene, og det så ut som de sov under snøen.`,
            )
          : by(
              c,
              `Trærne sto stille. De sov. Sov stående!`,
              `Trærne sto stille og mørke rundt omkring, og det så ut som de sov stående, slik trær gjør.`,
              `Trærne sto stille og mørke rundt omkring, og det så ut som de sov stående, slik trær gjør, med greinene foldet som armer.`,
            ),
        by(
          c,
          `Jordene lå stille. Veiene var tomme.`,
          `Jordene lå stille og grå, og de lange veiene var tomme, uten en eneste bil.`,
          `Jordene lå stille og grå, elvene glitret som sølvtråder, og de lange veiene var tomme, uten en eneste bil.`,
        ),
      ),
    (c) =>
      by(
        c,
        `Stjernene blinket. Så mange! Så langt borte.`,
        `Stjernene blinket, så mange og så langt borte, og ${h(c)} valgte ut den klareste og ga den et navn.`,
        `Stjernene blinket, så mange og så langt borte at ingen noen gang kunne telle dem, og ${h(c)} valgte ut den aller klareste og ga den et navn ${han(c)} fant på selv.`,
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `I ett vindu var det lys. Noen andre var våkne!`,
          `I et vindu på andre siden av gata var det fortsatt lys. Noen andre var våkne også! Så ble lyset slukket.`,
        ),
        by(
          c,
          `Ei flaggermus flakset forbi. Så var den borte.`,
          `Ei flaggermus flakset forbi, flaks, flaks, så fort at ${h(c)} bare så den et øyeblikk før den var borte.`,
          `Ei flaggermus flakset forbi, flaks, flaks, så fort at ${h(c)} bare så den et lite øyeblikk før den var borte i mørket igjen.`,
        ),
        by(
          c,
          `I ett vindu var det lys. Så ble det slukket.`,
          `Langt der nede, i ett lite vindu, var det fortsatt lys. Så ble det slukket, og ${h(c)} visste at noen hadde lagt seg.`,
        ),
      ),
    (c) =>
      by(
        c,
        `${h(c)} kjente den kjølige nattelufta. Ah. Den luktet regn.`,
        `${h(c)} kjente den kjølige nattelufta mot ansiktet, og den luktet gress og regn.`,
        `${h(c)} kjente den kjølige nattelufta mot ansiktet, og den luktet gress og regn og noe søtt, som blomster som bare åpner seg om natta.`,
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `${h(c)} krøp tilbake i senga. Godt. Varmt.`,
          `Så slapp ${h(c)} gardinen og krøp tilbake i senga, der det var varmt og godt.`,
        ),
        by(
          c,
          `${h(c)} krøp tilbake ${bed(c).in}. Varmt og godt.`,
          `Så krøp ${h(c)} tilbake ${bed(c).in}, der det var varmt og godt.`,
          `Så krøp ${h(c)} tilbake ${bed(c).in}, der det fortsatt var varmt og godt etter ${ham(c)}.`,
        ),
        by(
          c,
          `${h(c)} la seg tilbake på skyen sin. Mykt og godt.`,
          `Så la ${h(c)} seg tilbake på den myke skyen sin, der det var varmt og godt.`,
        ),
      ),
  ]),
);

const think: Bank<NoCtx> = inTurn<NoCtx>(
  'nosleep-think',
  eachOnce<NoCtx>('nosleep-think', [
    (c) =>
      by(
        c,
        `«Jeg er ikke trøtt,» tenkte ${h(c)}. «Ikke det spor.»`,
        `«Kanskje jeg aldri sovner igjen,» tenkte ${h(c)}. «Kanskje jeg bare blir våken for alltid og alltid.»`,
        `«Kanskje jeg aldri sovner igjen,» tenkte ${h(c)}. «Kanskje jeg bare blir liggende våken for alltid og alltid, og aldri blir trøtt noen gang.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} tenkte på i morgen. Hva ville skje?`,
        `${h(c)} tenkte på i morgen og alt ${han(c)} skulle gjøre, og det gjorde ${ham(c)} bare enda mer våken.`,
        `${h(c)} tenkte på i morgen og alt ${han(c)} skulle gjøre, det ene etter det andre, og hver eneste ting gjorde ${ham(c)} bare enda mer våken.`,
      ),
    (c) =>
      by(
        c,
        `«Hvordan sovner man?» lurte ${h(c)} på. «Faller man ned?»`,
        `«Hvordan sovner man egentlig?» lurte ${h(c)} på. «Faller man ned? Faller man inn? Hvor lander man?»`,
        `«Hvordan sovner man egentlig?» lurte ${h(c)} på. «Faller man ned, eller inn, eller bare litt til siden? Og hvor lander man?» Det var en veldig rar ting.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} gjespet. Men det var bare et bitte lite gjesp.`,
        `${h(c)} gjespet, men det var bare et bitte lite gjesp, et sånt som ikke teller.`,
        `${h(c)} gjespet, men det var bare et bitte lite gjesp, et sånt som stopper halvveis og ikke teller, og etterpå var ${han(c)} like våken som før.`,
      ),
    (c) =>
      by(
        c,
        `Søvnen gjemte seg et sted. Men hvor? Under ${bed(c).def}?`,
        `Søvnen måtte gjemme seg et sted, tenkte ${h(c)}, som en katt under senga. Men hvor?`,
        `Søvnen måtte gjemme seg et sted, tenkte ${h(c)}, som en katt under senga eller en sokk bak ovnen. Men hvor kunne den være?`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} lyttet til hjertet sitt. Dunk, dunk.`,
        `${h(c)} lå stille og lyttet til sitt eget hjerte. Dunk, dunk, sa det, jevnt og rolig.`,
        `${h(c)} lå stille og lyttet til sitt eget hjerte. Dunk, dunk, sa det, dunk, dunk, jevnt og rolig, som om det i hvert fall visste hva det holdt på med.`,
      ),
    (c) =>
      by(
        c,
        `Hva var klokka? Sent. Veldig sent. Senere enn noen gang!`,
        `Hva var klokka nå? Sent, tenkte ${h(c)}. Veldig sent. Kanskje senere enn ${han(c)} noen gang hadde vært våken før.`,
        `Hva var klokka nå? Sent, tenkte ${h(c)}. Veldig sent. Kanskje senere enn ${han(c)} noen gang hadde vært våken før, senere enn nyttårsaften, til og med.`,
      ),
    (c) =>
      by(
        c,
        `«Kjære søvn, kom nå,» hvisket ${h(c)}. «Jeg er klar.»`,
        `«Kjære søvn, kom nå,» hvisket ${h(c)} ut i mørket. «Jeg er klar. Jeg har vært klar lenge.»`,
        `«Kjære søvn, kom nå,» hvisket ${h(c)} ut i mørket, veldig høflig. «Jeg er klar nå. Egentlig har jeg vært klar i lang, lang tid.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} tenkte på alle dyrene som sov. Bjørner. Mus. Fisker.`,
        `${h(c)} tenkte på alle dyrene som sov akkurat nå: bjørner i hiene sine, mus i hullene sine, fisker i det dype, stille havet.`,
        `${h(c)} tenkte på alle dyrene som sov akkurat nå: bjørner i hiene sine, mus i hullene sine, ender med hodet under vingen og fisker nede i det dype, stille havet.`,
      ),
  ]),
);

/** Et barn på kjøkkenet med den voksne; de andre som sover, for alle andre. */
const meanwhile: Bank<NoCtx> = inTurn<NoCtx>(
  'nosleep-meanwhile',
  eachOnce<NoCtx>('nosleep-meanwhile', [
    (c) =>
      k3(
        c,
        by(
          c,
          `Kjøleskapet surret. Kjøkkenet var varmt og stille.`,
          `På kjøkkenet surret kjøleskapet for seg selv, og den lille lampa over bordet lagde en varm, gul sirkel.`,
          `På kjøkkenet surret kjøleskapet for seg selv, kranen dryppet én gang, og den lille lampa over bordet lagde en varm, gul sirkel som mørket ikke slapp inn i.`,
        ),
        by(
          c,
          `Alle andre i skogen sov. Kaninene. Fuglene. Rådyrene.`,
          `Alle de andre dyrene i skogen sov: kaninene i hullene sine og fuglene i reirene sine.`,
          `Alle de andre dyrene i skogen sov: kaninene i hullene sine, fuglene i reirene sine og rådyrene i den høye bregnen, og alle sammen drømte.`,
        ),
        by(
          c,
          `Sola sov på den andre siden av jorda. Hysj!`,
          `Sola sov tungt på den andre siden av jorda, med strålene sine stappet inn.`,
          `Sola sov tungt på den andre siden av jorda, med strålene sine stappet inn som et pinnsvin, og ville ikke komme tilbake før om morgenen.`,
        ),
      ),
    (c) =>
      by(
        c,
        `${G(c)} strøk ${h(c)} over hodet. «Det går bra.»`,
        `${G(c)} strøk ${h(c)} over hodet. «Det går fint å ikke være trøtt,» sa ${gHan(c)}. «Søvnen kommer alltid til slutt.»`,
        `${G(c)} strøk ${h(c)} over hodet, lenge og rolig. «Det går fint å ikke være trøtt,» sa ${gHan(c)}. «Søvnen kommer alltid til slutt, selv når den er sen.»`,
      ),
    (c) =>
      by(
        c,
        `«Jeg får ikke sove,» sa ${h(c)}. ${G(c)} nikket.`,
        `«Jeg får bare ikke sove,» sa ${h(c)}. ${G(c)} nikket. «Sånn er det for alle av og til.»`,
        `«Jeg får bare ikke sove,» sa ${h(c)}. ${G(c)} nikket. «Sånn er det for alle av og til, til og med for meg,» sa ${gHan(c)}.`,
      ),
    (c) =>
      k3(
        c,
        by(
          c,
          `${G(c)} hadde en kopp te. Den luktet mynte.`,
          `${G(c)} hadde en kopp te som luktet mynte, og lot ${h(c)} lukte på den.`,
          `${G(c)} hadde en stor kopp te som luktet mynte og sommerhage, og lot ${h(c)} lukte på den, men ikke drikke, for te er for voksne.`,
        ),
        by(
          c,
          `${G(c)} gjespet et stort gjesp. Ikke ${h(c)}.`,
          `${G(c)} gjespet et kjempestort gjesp. Men ${h(c)} gjespet ikke i det hele tatt.`,
          `${G(c)} gjespet et kjempestort gjesp, så stort at det nesten smittet. Men ${h(c)} gjespet ikke i det hele tatt.`,
        ),
        by(
          c,
          `Nattevinden blåste lett. Huuu.`,
          `Den gamle nattevinden blåste lett rundt ${h(c)}, huuu, kjølig og snill.`,
          `Den gamle nattevinden blåste lett rundt ${h(c)}, huuu, kjølig og snill, som et sukk fra et stort, vennlig vesen.`,
        ),
      ),
    (c) =>
      by(
        c,
        `«Da jeg var liten, fikk jeg heller ikke sove,» sa ${g(c)}.`,
        `«Da jeg var liten, fikk jeg heller ikke sove av og til,» sa ${g(c)} og smilte ved tanken.`,
        `«Da jeg var liten, fikk jeg heller ikke sove av og til,» sa ${g(c)} og smilte, som om ${gHan(c)} kunne se det hele for seg igjen.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} lente seg mot ${g(c)}. Det var godt og varmt.`,
        `${h(c)} lente seg mot ${g(c)} en stund. Det var varmt og trygt der, men ikke søvnig ennå.`,
        `${h(c)} lente seg mot ${g(c)} en lang stund. Det var varmt og trygt der, og ${h(c)} kunne høre hjertet ${gHans(c)} slå, men ${han(c)} var fortsatt ikke søvnig.`,
      ),
    (c) =>
      by(
        c,
        `«Hva holder deg våken?» spurte ${g(c)}. ${G(c)} lyttet.`,
        `«Fortell meg, hva er det som holder deg våken?» spurte ${g(c)} og lyttet til hvert ord.`,
        `«Fortell meg, hva er det som holder deg våken?» spurte ${g(c)}, og lyttet til hvert eneste ord uten å avbryte en eneste gang.`,
      ),
    (c) =>
      by(
        c,
        `${G(c)} nynnet på en liten melodi. Hm, hm.`,
        `${G(c)} nynnet på en liten melodi mens ${gHan(c)} ryddet, og ${h(c)} prøvde å gjette hvilken det var.`,
        `${G(c)} nynnet på en liten melodi mens ${gHan(c)} ryddet, en gammel en uten ord, og ${h(c)} prøvde å gjette hvilken det var, men klarte det ikke.`,
      ),
    (c) =>
      by(
        c,
        `«Skal vi prøve en gang til?» spurte ${g(c)}. ${h(c)} nikket.`,
        `«Skal vi prøve en gang til, du og jeg?» spurte ${g(c)}, og ${h(c)} nikket, selv om ${han(c)} ikke var så sikker.`,
        `«Skal vi prøve en gang til, du og jeg?» spurte ${g(c)}, og ${h(c)} nikket, selv om ${han(c)} slett ikke var sikker på at søvnen ville komme denne gangen heller.`,
      ),
  ]),
);

/** Etter ideen kommer søvnen nærmere, én linje om gangen. */
const more: Bank<NoCtx> = inTurn<NoCtx>(
  'nosleep-wait',
  eachOnce<NoCtx>('nosleep-wait', [
    (c) =>
      setup(c) === 'lullaby'
        ? by(
            c,
            `«Hysj nå, hysj nå,» sang ${h(c)}, veldig lavt.`,
            `«Hysj nå, hysj nå,» sang ${h(c)}, veldig lavt, «den lille båten gynger sakte.»`,
          )
        : setup(c) === 'cup'
          ? by(
              c,
              `${h(c)} tok en slurk. Den var varm og søt.`,
              `${h(c)} tok en slurk av koppen. Den var fortsatt varm, og søt av honning.`,
            )
          : by(
              c,
              `Inn kom en bølge. Ut gikk en bølge. Én.`,
              `Inn kom en langsom bølge, og ut gikk en langsom bølge. «Én,» telte ${h(c)}.`,
            ),
    (c) =>
      setup(c) === 'lullaby'
        ? by(
            c,
            `${h(c)} sang den igjen, saktere.`,
            `${h(c)} sang den igjen, saktere denne gangen, og sangen gynget som en båt.`,
            `${h(c)} sang den igjen, saktere denne gangen, og lavere, og sangen gynget ${ham(c)} fram og tilbake som en liten båt på et stille hav.`,
          )
        : setup(c) === 'cup'
          ? by(
              c,
              `En slurk til. Varmen gikk ned i tærne.`,
              `En slurk til, og en til. Varmen gikk helt ned i tærne.`,
              `En slurk til, og en til, sakte, slik ${g(c)} hadde sagt. Varmen gikk helt ned i magen og videre ned i tærne.`,
            )
          : by(
              c,
              `Inn, ut. To. Inn, ut. Og en til.`,
              `Sakte inn, og sakte ut. «To,» telte ${h(c)}. Inn, og ut. «Og en til.»`,
              `Sakte inn, og sakte ut. «To,» telte ${h(c)}. Inn, og ut, som havet en stille natt. «Og en til.» Hver bølge var litt langsommere enn den før.`,
            ),
    (c) =>
      by(
        c,
        `${k3(c, 'Tærne', 'Tærne', 'Kantene')} ble varme. ${k3(c, 'Armene', 'Potene', 'Lyset')} ble ${k3(c, 'tunge', 'tunge', 'tungt')}.`,
        `${k3(c, 'Tærne', 'Tærne', 'Kantene')} ble varme, og ${k3(c, 'armene', 'potene', 'lyset')} ble ${k3(c, 'tunge', 'tunge', 'tungt')}, og ${pute(c)} ble mykere.`,
        `${k3(c, 'Tærne', 'Tærne', 'Kantene')} ble varme, og ${k3(c, 'armene', 'potene', 'lyset')} ble ${k3(c, 'tunge', 'tunge', 'tungt')}, og ${k3(c, 'beina', 'ørene', 'hele ansiktet')} ble ${k3(c, 'tunge', 'tunge', 'tungt')} også, og ${pute(c)} virket som den ble mykere og mykere.`,
      ),
    (c) =>
      noisy(c)
        ? by(
            c,
            `${cap(makers(c).who)} var der fortsatt. Men nå hørtes de langt borte ut.`,
            `${cap(makers(c).who)} var der fortsatt, men nå hørtes de langt borte ut, som en sang i et annet rom.`,
          )
        : by(
            c,
            `Alt kjentes mykt og langt borte.`,
            `Alt kjentes mykt og langt borte, som ei dyne trukket opp til haka.`,
            `Alt kjentes mykt og langt borte, som ei dyne trukket opp til haka en kald natt, og mørket var snilt og varmt.`,
          ),
    (c) =>
      by(
        c,
        `Så kom et gjesp. Et stort et! Et ekte et.`,
        `Så kom et gjesp, et ekte et denne gangen, stort og sakte og vidt.`,
        `Så kom et gjesp, et ekte et denne gangen, stort og sakte og vidt, så vidt at det virket som det aldri tok slutt, og etterpå kjente ${h(c)} seg herlig tung.`,
      ),
    (c) =>
      by(
        c,
        `Øynene til ${h(c)} begynte å lukke seg. Sakte. Sakte.`,
        `Øynene til ${h(c)} begynte å lukke seg helt av seg selv, sakte, som teppet etter en forestilling.`,
        `Øynene til ${h(c)} begynte å lukke seg helt av seg selv, sakte, sakte, som teppet etter en forestilling når alle har gått hjem.`,
      ),
    (c) =>
      by(
        c,
        `Tankene til ${h(c)} ble langsomme og myke. Som små skyer.`,
        `Tankene til ${h(c)} ble langsomme og myke og uklare i kantene, som skyer som glir fra hverandre.`,
        `Tankene til ${h(c)} ble langsomme og myke og uklare i kantene, som skyer som glir fra hverandre en sommerkveld, og ${han(c)} lot dem bare gli.`,
      ),
    (c) =>
      by(
        c,
        `Nå kjentes ${pute(c)} helt riktig. Ikke for varm. Ikke for kald.`,
        `Nå kjentes ${pute(c)} helt riktig, ikke for varm, ikke for kald, og akkurat passe stor for et hode.`,
        `Nå kjentes ${pute(c)} helt riktig, ikke for varm, ikke for kald, og akkurat passe stor for et hode som var i ferd med å bli tungt.`,
      ),
  ]),
);

const idea: Bank<NoCtx> = eachOnce<NoCtx>('nosleep-idea', [
  (c) =>
    by(
      c,
      `Da husket ${h(c)} hva ${g(c)} hadde sagt ved leggetid. Selvfølgelig!`,
      `Da husket ${h(c)} hva ${g(c)} hadde sagt ved leggetid, og ${han(c)} la seg ned igjen, klar til å prøve.`,
      `${h(c)} la seg ned igjen og lyttet til stillheten. Og da husket ${han(c)} hva ${g(c)} hadde sagt ved leggetid, og tenkte: kanskje det er trikset.`,
    ),
]);

/** Det som ble lagt klart ved leggetid, og som virker til slutt. */
const works = (c: NoCtx) =>
  setup(c) === 'lullaby'
    ? by(
        c,
        `${h(c)} sang hele vuggesangen. Og søvnen listet seg nærmere.`,
        `${h(c)} sang hele vuggesangen, slik ${g(c)} hadde sunget den, saktere og saktere, til ${han(c)} bare nynnet den. Og søvnen listet seg stille nærmere.`,
      )
    : setup(c) === 'cup'
      ? by(
          c,
          `${h(c)} drakk den varme koppen sakte. Og søvnen listet seg nærmere.`,
          `${h(c)} drakk den varme koppen sakte, slurk for slurk, helt til den siste søte dråpen, akkurat som ${g(c)} hadde sagt. Og søvnen listet seg stille nærmere.`,
        )
      : by(
          c,
          `${h(c)} pustet som bølgene, inn og ut. Og søvnen listet seg nærmere.`,
          `${h(c)} pustet akkurat slik ${g(c)} hadde vist ${ham(c)}, inn med bølgen som kom og ut med bølgen som gled bort, og telte bølgene til tallene ble surrete. Og søvnen listet seg stille nærmere.`,
        );

export const noSleep: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `Men i kveld fikk ikke ${h(c)} sove. ${shortWhy(c)}`,
        `Men i kveld fikk ikke ${h(c)} sove, fordi ${why(c)}.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `${h(c)} ville sove. ${Han(c)} ville virkelig det.`,
        `${h(c)} ville sove, ${han(c)} ville virkelig det. Men jo mer ${han(c)} prøvde, desto våknere ble ${han(c)}.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Jeg skal finne en måte å sove på,» tenkte ${h(c)}.`,
        `«Det må finnes en måte å sovne på,» tenkte ${h(c)}. «Jeg får bare finne den.»`,
      ),
  ],
  travel: [
    (c) =>
      c.place.id === 'kitchen'
        ? by(
            c,
            `${h(c)} listet seg ned på kjøkkenet for å få noe å drikke.`,
            `${h(c)} krøp ut av senga og listet seg ned trappa til kjøkkenet, der lyset fortsatt var på.`,
          )
        : c.place.id === 'bedroom'
          ? by(
              c,
              `${h(c)} gikk tilbake til senga. ${G(c)} ble med.`,
              `${h(c)} tuslet opp igjen til senga, og ${g(c)} ble med og satte seg på sengekanten.`,
            )
          : null,
  ],
  ...nobodyMet<NoCtx>(),
  attempt: tries,
  progress: [],
  lesson: idea,
  steps: {
    calm: evening,
    ready,
    rule: setUp,
    browse: moments,
    think,
    meanwhile,
    chat,
    look: outside,
    listen,
    wait: more,
    drift,
  },
  turn: { brave: [works], together: [works], gift: [works], clever: [works] },
  resolution: [
    (c) =>
      by(
        c,
        `${h(c)} krøp godt ned ${bed(c).in}. Det var varmt og mykt.`,
        `${h(c)} krøp godt ned ${bed(c).in}, og alt var varmt og mykt og akkurat passe.`,
      ),
  ],
  home: inTurn<NoCtx>(
    'nosleep-home',
    eachOnce<NoCtx>('nosleep-home', [
      (c) =>
        noisy(c)
          ? by(
              c,
              `${cap(makers(c).who)} ble stille. «Hysj,» sa de. «Se.»`,
              `Litt etter litt ble ${makers(c).who} stille de også. «Hysj,» hvisket de til hverandre. «Se, ${h(c)} holder på å sovne.»`,
            )
          : by(
              c,
              `Natta var stille nå. Veldig stille.`,
              `Natta var stille nå, veldig stille, og ${where(c)} var det mørkt og lunt.`,
              `Natta var stille nå, veldig stille, så stille at man nesten kunne høre stjernene blinke, og ${where(c)} var det mørkt og varmt og lunt.`,
            ),
      (c) =>
        by(
          c,
          `${G(c)} kikket inn og smilte. ${G(c)} bredde over ${ham(c)}.`,
          `${G(c)} kikket inn en siste gang og smilte, og stappet dyna inn rundt ${ham(c)}, veldig forsiktig.`,
          `${G(c)} kikket inn en siste gang og smilte, og stappet dyna inn rundt ${ham(c)}, veldig, veldig forsiktig, for ikke å vekke ${ham(c)}.`,
        ),
      (c) =>
        by(
          c,
          `Pusten til ${h(c)} ble langsom og dyp. Som havet.`,
          `Pusten til ${h(c)} ble langsom og dyp, langsom og dyp, som havet en stille natt.`,
          `Pusten til ${h(c)} ble langsom og dyp, langsom og dyp, som havet en stille natt når alle båtene er hjemme og månen ligger på vannet.`,
        ),
      (c) =>
        k3(
          c,
          by(
            c,
            `Katten krøllet seg tettere sammen. Mal, mal.`,
            `Nede ved fotenden krøllet katten seg litt tettere sammen og malte, veldig lavt, en søvnig sang helt for seg selv.`,
          ),
          kind(c) === 'cave'
            ? by(
                c,
                `Vinden la seg utenfor hula. Hysj, hysj. Ingen skulle våkne.`,
                `Vinden utenfor hula la seg helt ned, hysj, hysj, så ingen skulle våkne.`,
              )
            : by(
                c,
                `Vinden hysjet på bladene. Hysj, hysj. Ingen skulle våkne.`,
                `Vinden gikk gjennom trærne en siste gang og hysjet på hvert eneste blad, hysj, hysj, så ingen skulle våkne.`,
              ),
          by(
            c,
            `Vinden hysjet på skyene. Hysj, hysj.`,
            `Den gamle nattevinden hysjet på skyene og sluttet å blåse, så ingen skulle våkne.`,
          ),
        ),
      (c) =>
        by(
          c,
          `${cap(pute(c))} var myk. Det var varmt ${bed(c).at}.`,
          `${cap(pute(c))} var myk, det var varmt ${bed(c).at}, og natta holdt rundt ${ham(c)} som et par snille armer.`,
        ),
      (c) =>
        by(
          c,
          `«God natt,» hvisket ${g(c)}. «Sov godt.»`,
          `«God natt, vennen min,» hvisket ${g(c)}. «Sov godt, så ses vi i morgen.»`,
          `«God natt, vennen min,» hvisket ${g(c)}, så lavt at det knapt var mer enn et pust. «Sov godt, så er jeg her når du våkner.»`,
        ),
      (c) =>
        k3(
          c,
          by(
            c,
            `Nattlampa lyste. Den holdt vakt. Hele natta.`,
            `Nattlampa ved døra lyste mykt og holdt vakt, slik den gjorde hver natt.`,
            `Nattlampa ved døra lyste mykt og oransje og holdt vakt over rommet, slik den gjorde hver eneste natt, så ingen andre trengte å gjøre det.`,
          ),
          by(
            c,
            `Månen holdt vakt over skogen. Sølvblank og stille.`,
            `Der oppe holdt månen vakt over skogen, så ingen andre trengte å gjøre det.`,
            `Der oppe holdt månen vakt over hele skogen, sølvblank og stille, så ingen der nede trengte å være våken.`,
          ),
          by(
            c,
            `Stjernene holdt vakt nå. Stille. Uten et ord.`,
            `Stjernene holdt vakt over verden nå, stille, uten et eneste ord.`,
            `Stjernene holdt vakt over den sovende verden nå, stille, og blinket uten et eneste ord, så månen kunne hvile.`,
          ),
        ),
      (c) =>
        by(
          c,
          `Et siste lite sukk. Et glad et. Så stille.`,
          `${h(c)} sukket et siste lite sukk, et glad et denne gangen, og krøp enda lenger ned.`,
          `${h(c)} sukket et siste lite sukk, et mykt og glad et denne gangen, og krøp enda lenger ned, som et frø som blir stukket ned i jorda.`,
        ),
      (c) =>
        by(
          c,
          `En drøm kom, myk og langsom. Om en liten båt.`,
          `Og en drøm kom seilende inn, myk og langsom, om en liten båt på et stille hav.`,
          `Og en drøm kom seilende inn, myk og langsom, om en liten båt på et stille hav som gynget rolig under en himmel full av vennlige stjerner.`,
        ),
    ]),
  ),
  reflection: eachOnce<NoCtx>('nosleep-reflection', [
    (c) =>
      by(
        c,
        `Øynene til ${h(c)} lukket seg. ${Han(c)} smilte et søvnig smil.`,
        `Øynene til ${h(c)} lukket seg helt, og ${han(c)} smilte et lite, søvnig smil.`,
        `Øynene til ${h(c)} lukket seg helt, og ${han(c)} smilte et lite, søvnig smil, som om ${han(c)} nettopp hadde hørt en hemmelighet.`,
      ),
  ]),
  refrain: [(c) => `Hysj nå, ${h(c)}, lukk øynene små, søvnen kommer myk og blå.`],
  title: [
    (c) => `${h(c)} får ikke sove`,
    (c) => `God natt, ${h(c)}`,
    (c) => `${h(c)} og den søvnige natta`,
  ],
};

const look: Bank<NoCtx> = [
  (c) =>
    c.place.id === 'kitchen'
      ? by(
          c,
          `Kjøkkenet var varmt. Ei lita lampe var tent.`,
          `Kjøkkenet var varmt, og bare den lille lampa over bordet var tent.`,
        )
      : c.place.id === 'bedroom'
        ? by(
            c,
            `Soverommet var lite og lunt.`,
            `Soverommet var lite og lunt, med stjerner på gardinene og bamsen på puta.`,
          )
        : by(
            c,
            `Det var stille og fredelig ${where(c)}.`,
            `Det var stille og fredelig ${where(c)}, og lufta var myk og rolig.`,
          ),
];

/** Natta hjemme, i treet eller på himmelen, fortalt med heltens egne ord. */
export function noSleepScenes(settings: Partial<Record<SceneSetting, Bank<NoCtx>>>) {
  const places: SceneSetting[] = ['bedroom', 'kitchen', 'house', 'forest', 'cave', 'sky'];
  return {
    titles: [] as Bank<NoCtx>,
    intro: [
      (c: NoCtx) =>
        k3(
          c,
          by(
            c,
            `Dette er ${h(c)}. ${Han(c)} bodde i et lite hus med ${g(c)}.`,
            `Dette er ${h(c)}, som bodde i et lite hus nederst i veien sammen med ${g(c)} og en søvnig, gammel katt.`,
            `Dette er ${h(c)}, som bodde i et lite, gult hus nederst i veien sammen med ${g(c)}, en søvnig, gammel katt og en hage full av epletrær.`,
          ),
          by(
            c,
            `${h(c)} var ${c.hero.indef}. ${Han(c)} bodde ${where(c)}.`,
            `${h(c)} var ${c.hero.indef} som bodde ${where(c)}, med ${g(c)} like ved.`,
            `${h(c)} var ${c.hero.indef} som bodde ${where(c)}, med ${g(c)} like ved og hele skogen rundt seg.`,
          ),
          by(
            c,
            `Høyt oppe på nattehimmelen bodde ${skyHero(c)}.`,
            `Høyt oppe på nattehimmelen bodde ${skyHero(c)}, og hver natt skinte ${han(c)} over den sovende verden.`,
          ),
        ),
    ] as Bank<NoCtx>,
    heroLook: [
      (c: NoCtx) =>
        k3(
          c,
          by(
            c,
            `${h(c)} hadde en stor latter og raske bein.`,
            `${h(c)} hadde en stor latter, raske bein og et hode fullt av spørsmål, og satt nesten aldri stille.`,
            `${h(c)} hadde en stor latter, raske bein og et hode så fullt av spørsmål at det nesten ikke var plass til noe annet, og ${han(c)} satt nesten aldri stille lenge.`,
          ),
          by(
            c,
            `${h(c)} hadde klare øyne og ${coat(c)}. Ørene hørte alt.`,
            `${h(c)} hadde klare, runde øyne, ${coat(c)} og ører som hørte hver minste lyd.`,
            `${h(c)} hadde klare, runde øyne som ikke gikk glipp av noe, ${coat(c)} og ører som hørte hver minste lyd i hele skogen.`,
          ),
          by(
            c,
            `${h(c)} hadde et rundt, snilt ansikt.`,
            `${h(c)} hadde et rundt, snilt ansikt, og det sølvblanke lyset gjorde hele verden myk.`,
            `${h(c)} hadde et rundt, snilt ansikt, og det sølvblanke lyset fikk hele den sovende verden der nede til å se myk ut, som om den lå under et tynt teppe.`,
          ),
        ),
    ] as Bank<NoCtx>,
    habit: [
      (c: NoCtx) =>
        k3(
          c,
          by(
            c,
            `Hver natt sov ${h(c)} godt. Nesten hver natt.`,
            `De fleste netter sovnet ${h(c)} med en gang hodet traff puta. De fleste netter, men ikke alle.`,
            `De fleste netter sovnet ${h(c)} i samme øyeblikk som hodet traff puta, og sov som en stein til morgenen. De fleste netter, vel å merke, men ikke alle.`,
          ),
          by(
            c,
            `Hver natt sov ${h(c)} godt. Nesten hver natt.`,
            `De fleste netter sovnet ${h(c)} med en gang ${han(c)} krøllet seg sammen for natta. De fleste netter, men ikke alle.`,
            `De fleste netter sovnet ${h(c)} med en gang ${han(c)} krøllet seg sammen for natta, og sov godt til fuglene våknet. De fleste netter, vel å merke, men ikke alle.`,
          ),
          by(
            c,
            `Hver natt skinte ${h(c)}. Nå var ${han(c)} trøtt.`,
            `Natt etter natt hadde ${h(c)} skint over verden, og nå var ${han(c)} trøtt og ville ha en natt fri for å hvile.`,
            `Natt etter natt, i veldig lang tid, hadde ${h(c)} skint over den sovende verden, og nå var ${han(c)} så trøtt at ${han(c)} ville ha bare én natt fri, for å hvile.`,
          ),
        ),
    ] as Bank<NoCtx>,
    dayStart: [
      (c: NoCtx) =>
        by(
          c,
          `Det var kveld. Dagen var over. Himmelen ble mørkeblå.`,
          `Det var kveld, og den lange dagen var over. Ute ble himmelen mørkeblå.`,
          `Det var kveld, og den lange, travle dagen var endelig over. Ute gikk himmelen fra gull til rosa til dyp mørkeblå.`,
        ),
    ] as Bank<NoCtx>,
    ...stillAsides<NoCtx>(),
    closing: [
      (c: NoCtx) =>
        by(
          c,
          `Og snart sov ${h(c)} tungt. God natt, ${h(c)}.`,
          `Og snart, veldig snart, sov ${h(c)} tungt. God natt, ${h(c)}. Sov godt.`,
          `Og snart, veldig snart, sov ${h(c)} tungt og pustet langsomt og dypt, helt til morgenen. God natt, ${h(c)}. Sov godt.`,
        ),
    ] as Bank<NoCtx>,
    setting: { ...settings, ...Object.fromEntries(places.map((s) => [s, look])) },
    sky: noSky<NoCtx>(),
  };
}
