// Et vesen som blir funnet og holdt hemmelig: funnet der familien sa, lite, redd og sulten;
// barnet bestemmer seg for å holde det hemmelig, og hvorfor; det blir gjemt hjemme (ei eske
// under senga), får riktig mat, blir nesten oppdaget av dem det gjemmes for (en lyd, et nys
// med røyk, en hale under dyna), vokser eller stikker av; så får en voksen vite det, eller
// familien dets kommer, og det drar hjem eller får bli. En rolig slutt. Aldri en fjelltur.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import type { HiddenFrom } from '../../../description/read-secret';
import { placeById } from '../../../lexicon/places';
import { by } from '../../by-band';
import {
  eachOnce,
  foundIndoors,
  nextDoor,
  secretFood,
  secretKin,
  secretMagic,
  secretBank,
  secretStep,
  type SecretFood,
  type SecretKin,
  type SecretMagic,
  type SecretMoment,
  type SecretStep,
} from '../../secret-beats';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
const Han = (c: NoCtx) => cap(c.hero.han);
/** Vesenet, med navn, eller «dragen» når familien ikke ga noe navn. */
const o = (c: NoCtx) => c.other?.name ?? 'vesenet';
const O = (c: NoCtx) => cap(o(c));
const den = (c: NoCtx) => c.other?.han ?? 'den';
const Den = (c: NoCtx) => cap(den(c));
const henne = (c: NoCtx) => c.other?.ham ?? 'den';
/** Et intetkjønnsvesen uten navn («trollet») er stort; «Glo» er stor. */
const neuter = (c: NoCtx) => !!c.other && !c.other.named && c.other.noun.g === 'n';
const agree = (c: NoCtx, common: string, neut: string) => (neuter(c) ? neut : common);
/** «drage», «drager». */
const kind = (c: NoCtx) => c.other?.noun.sg ?? 'vesen';
const kinds = (c: NoCtx) => c.other?.noun.pl ?? 'vesener';
const article = (c: NoCtx) =>
  c.other?.noun.g === 'n' ? 'et' : c.other?.noun.g === 'f' ? 'ei' : 'en';
/** Første gang: «en liten, rød drage», eller «Stjerne, en liten, hvit enhjørning». */
const a = (c: NoCtx) => {
  const what = c.other?.indef ?? 'et lite vesen';
  return c.other?.named ? `${o(c)}, ${what}` : what;
};

/** Dem det gjemmes for, slik et barn sier det. */
const FROM: Record<HiddenFrom, { name: string; de: string; plural: boolean }> = {
  mum: { name: 'mamma', de: 'hun', plural: false },
  dad: { name: 'pappa', de: 'han', plural: false },
  parents: { name: 'mamma og pappa', de: 'de', plural: true },
  neighbour: { name: 'naboen', de: 'han', plural: false },
  neighbours: { name: 'naboene', de: 'de', plural: true },
  teacher: { name: 'læreren', de: 'hun', plural: false },
  grandma: { name: 'bestemor', de: 'hun', plural: false },
  grandpa: { name: 'bestefar', de: 'han', plural: false },
  brother: { name: 'storebror', de: 'han', plural: false },
  sister: { name: 'storesøster', de: 'hun', plural: false },
  'grown-ups': { name: 'de voksne', de: 'de', plural: true },
};
const fromOf = (c: NoCtx) => FROM[c.secret?.from ?? 'grown-ups'];
const dem = (c: NoCtx) => fromOf(c).name;
const Dem = (c: NoCtx) => cap(dem(c));
const de = (c: NoCtx) => fromOf(c).de;
/** Den voksne som får vite det til slutt. */
const trusted = (c: NoCtx) =>
  c.secret?.trusted ??
  (['mum', 'dad', 'parents', 'grown-ups'].includes(c.secret?.from ?? '') ? 'bestemor' : 'mamma');
const Trusted = (c: NoCtx) => cap(trusted(c));
const goesHome = (c: NoCtx) => c.secret?.fate === 'home';

/** Der det ble funnet, slik familien sa: «i skuret», «under senga». */
const foundIn = (c: NoCtx) => {
  const at = c.secret?.found;
  if (!at) return 'nederst i hagen';
  if (at === 'bedroom') return 'under senga';
  return placeById(at).no.in;
};
const BELONGS: Record<SecretKin, string> = {
  sky: 'himmelen',
  ship: 'stjernene',
  water: 'vannet',
  wood: 'skogen',
};

const FOOD: Record<SecretFood, { wrong: string; right: string }> = {
  peppers: { wrong: 'ei brødskive', right: 'de sterkeste røde chiliene i kjøleskapet' },
  jam: { wrong: 'en gulrot', right: 'et helt glass jordbærsyltetøy' },
  apples: { wrong: 'ei skive brød med ost', right: 'sprø, grønne epler' },
  porridge: { wrong: 'en banan', right: 'en stor bolle kald grøt' },
  biscuits: { wrong: 'en gulrot', right: 'et helt fat med kjeks' },
  sausage: { wrong: 'et salatblad', right: 'en liten pølse' },
  fish: { wrong: 'en kjeks', right: 'en bit fisk' },
  seeds: { wrong: 'en brødskalk', right: 'en neve frø' },
  berries: { wrong: 'en osteskive', right: 'en bolle blåbær' },
};
/** Det magiske som nesten røper hemmeligheten, og det den voksne roper. */
const MAGIC: Record<SecretMagic, { did: (c: NoCtx) => string; asked: string }> = {
  smoke: {
    did: (c) => `${o(c)} nøs, og en grå røyksky krøllet seg opp mot taket`,
    asked: 'Brenner det noe?',
  },
  glow: {
    did: (c) => `${o(c)} begynte å lyse, grønt og klart som en lampe`,
    asked: 'Hvorfor er det lys der inne?',
  },
  sparkle: {
    did: (c) => `${o(c)} ristet på hodet, og glitter føk overalt`,
    asked: 'Hva er alt det glitteret?',
  },
  snore: {
    did: (c) => `${o(c)} sovnet og snorket som et lite tordenvær`,
    asked: 'Hva er det som buldrer?',
  },
  bark: {
    did: (c) => `${o(c)} ga fra seg ett lite, høyt bjeff`,
    asked: 'Var det et bjeff?',
  },
  squeak: {
    did: (c) => `${o(c)} ga fra seg et høyt, glad pip`,
    asked: 'Hva var det som pep?',
  },
};

/** Hvordan den det gjemmes for nesten ser det. */
const comes = (c: NoCtx): string =>
  c.secret?.from === 'teacher'
    ? `ringte det på døra: Det var læreren, med ei bok ${h(c)} hadde glemt på skolen`
    : nextDoor(c)
      ? `lente ${dem(c)} seg over gjerdet og kikket rett mot vinduet`
      : `kom ${dem(c)} inn uten å banke på`;
/** Hvor den voksne roper fra. */
const calledFrom = (c: NoCtx) =>
  c.secret?.from === 'teacher' ? ' fra gangen' : nextDoor(c) ? ' over gjerdet' : ' utenfor døra';
/** Der det blir funnet igjen etter å ha stukket av, nesten oppdaget. */
const escapedTo = (c: NoCtx) =>
  c.secret?.from === 'teacher'
    ? `i skolesekken, ferdig pakket for å bli med på skolen`
    : nextDoor(c)
      ? `i en blomsterpotte ved gjerdet, rett under nesen på ${dem(c)}`
      : `i skittentøyskurven, rett under nesen på ${dem(c)}`;

/** Steget på hvert sted, og det som går galt der. */
const step = (c: NoCtx): string => {
  switch (secretStep(c)) {
    case 'hide':
      return by(
        c,
        `${h(c)} laget ei seng til ${o(c)} i ei eske under senga.`,
        `${h(c)} la et mykt skjerf i ei skoeske og skjøv den langt inn under senga, der ingen noen gang så.`,
        `${h(c)} la det mykeste skjerfet sitt i ei gammel skoeske, stakk lufthull i lokket med en blyant og skjøv den langt inn under senga, bak støvlene, der ingen noen gang så.`,
      );
    case 'feed':
      return by(
        c,
        `${O(c)} ville ikke ha ${FOOD[secretFood(c)].wrong}. Men ${FOOD[secretFood(c)].right} elsket ${den(c)}!`,
        `${h(c)} prøvde med ${FOOD[secretFood(c)].wrong}, men ${o(c)} bare snuste på det. Så prøvde ${h(c)} med ${FOOD[secretFood(c)].right}, og ${o(c)} slukte hver minste bit.`,
        `Først prøvde ${h(c)} med ${FOOD[secretFood(c)].wrong}, men ${o(c)} bare snuste og snudde seg bort. Så fikk ${h(c)} en idé og hentet ${FOOD[secretFood(c)].right}, og ${o(c)} slukte hver minste bit og slikket seg rundt munnen.`,
      );
    case 'wash':
      return by(
        c,
        `${h(c)} vasket gjørma av ${o(c)} i vasken.`,
        `${h(c)} låste baderomsdøra og vasket gjørma av ${o(c)} i vasken, helt forsiktig, med varmt vann.`,
        `${h(c)} låste baderomsdøra, fylte vasken med varmt vann og vasket gjørma og spindelvevet av ${o(c)}, helt forsiktig, mens ${o(c)} blåste bobler.`,
      );
    case 'grow':
      return by(
        c,
        `${O(c)} var blitt for ${agree(c, 'stor', 'stort')} for eska!`,
        `${O(c)} vokste fort. En morgen stakk halen ut under dyna, så ${h(c)} bar ${henne(c)} opp på loftet, der det var mer plass.`,
        `${O(c)} vokste, og det fort: En morgen stakk halen ut under dyna så alle kunne se den. Så ${h(c)} bar ${henne(c)} opp stigen til loftet, der det var plass til å strekke seg, og laget et rede av gamle puter bak juleeskene.`,
      );
    case 'belong':
      if (!goesHome(c))
        return by(
          c,
          `${O(c)} var for vilter å gjemme nå. Krasj, sa en blomsterpotte!`,
          `${O(c)} var ikke så liten lenger, og altfor vilter til å gjemme seg: krasj, der gikk en blomsterpotte i gulvet.`,
          `${O(c)} var ikke så liten lenger, og altfor vilter til å holdes skjult: ett glad hopp, og krasj, der gikk en hel rad med blomsterpotter i gulvet.`,
        );
      return by(
        c,
        `${O(c)} så mot ${BELONGS[secretKin(c)]} og sukket.`,
        `${O(c)} satt helt stille og så mot ${BELONGS[secretKin(c)]}, og sukket et lite, trist sukk.`,
        `${O(c)} satt helt stille og så mot ${BELONGS[secretKin(c)]} i lang tid, og sukket et lite, trist sukk, slik man sukker når man savner noen.`,
      );
  }
};

/** Det som går galt etter steget: nesten oppdaget, eller bryet hemmeligheten gir. */
const nearMiss = (c: NoCtx): string | null => {
  switch (secretStep(c)) {
    case 'hide':
      return by(
        c,
        `Da ${comes(c)}! ${h(c)} satte seg på eska.`,
        `Akkurat da ${comes(c)}. «Hva er det som skraper?» ${h(c)} satte seg på eska og smilte. «Ingenting!»`,
        `Akkurat da ${comes(c)}. «Hva er det som skraper?» ${h(c)} satte seg på eska, veldig fort, og smilte det mest vanlige smilet ${c.hero.han} fikk til. «Ingenting i det hele tatt!»`,
      );
    case 'feed':
      return by(
        c,
        `${Dem(c)} så det nesten! ${h(c)} gjemte ${o(c)} bak ryggen.`,
        `Da ${comes(c)}. ${h(c)} la et kjøkkenhåndkle over ${o(c)} akkurat i tide. «Du er visst sulten i dag!»`,
        `Da ${comes(c)}. ${h(c)} la et kjøkkenhåndkle over ${o(c)} akkurat i tide, og ${o(c)} lå musestille, bortsett fra én liten fot. «Du er visst sulten i dag,» sa ${de(c)}, og så ikke en gang til.`,
      );
    case 'wash':
      return by(
        c,
        `${cap(MAGIC[secretMagic(c)].did(c))}. «${MAGIC[secretMagic(c)].asked}»`,
        `Men ${MAGIC[secretMagic(c)].did(c)}. «${MAGIC[secretMagic(c)].asked}» ropte ${dem(c)}${calledFrom(c)}. «Nei!» sa ${h(c)}, litt for fort.`,
        `Men akkurat da skjedde det: ${MAGIC[secretMagic(c)].did(c)}. «${MAGIC[secretMagic(c)].asked}» ropte ${dem(c)}${calledFrom(c)}. «Nei da, ingenting!» sa ${h(c)}, litt for fort, og hjertet dunket som en tromme.`,
      );
    case 'grow':
      return by(
        c,
        `Neste morgen var ${o(c)} borte!`,
        `Men neste morgen var redet tomt. ${O(c)} var borte! ${h(c)} lette overalt og fant ${henne(c)} til slutt, sovende ${escapedTo(c)}.`,
        `Men neste morgen var redet tomt, og loftsvinduet sto åpent. ${O(c)} var borte! ${h(c)} lette gjennom hele huset på tå, med hjertet i halsen, og fant ${henne(c)} til slutt, sammenkrøllet og sovende ${escapedTo(c)}.`,
      );
    case 'belong':
      if (!goesHome(c))
        return by(
          c,
          `${h(c)} fikk ikke sove. Det føltes galt å gjemme ${o(c)}.`,
          `Den natta fikk ikke ${h(c)} sove. Å gjemme ${o(c)} for ${dem(c)} hver dag føltes verre og verre.`,
          `Den natta lå ${h(c)} lenge våken. Å gjemme ${o(c)} for ${dem(c)}, dag etter dag, føltes verre og verre, som en stein i skoen.`,
        );
      return by(
        c,
        `${O(c)} hadde hjemlengsel. Det var tungt å holde på en hemmelighet.`,
        `${O(c)} ville ikke engang spise. ${h(c)} forsto: ${o(c)} hadde hjemlengsel, og en så stor hemmelighet var for mye å bære alene.`,
        `${O(c)} ville ikke engang spise. Og endelig forsto ${h(c)}: ${o(c)} hadde hjemlengsel, og en så stor hemmelighet var altfor mye for ett barn å bære alene.`,
      );
  }
};

/** Det en lengre hemmelighet bringer på hvert sted etter stedets eget steg: hva som går litt galt, og hva som hjelper. */
const MORE: Record<
  Exclude<SecretMoment, SecretStep>,
  { trouble: (c: NoCtx) => string; fix: (c: NoCtx) => string }
> = {
  cold: {
    trouble: (c) =>
      by(
        c,
        `Om natta frøs ${o(c)} i eska.`,
        `Om natta ble det kaldt under senga, og ${o(c)} lå og skalv i eska, helt sammenkrøpet.`,
        `Om natta kom kulda krypende langs gulvet, og da ${h(c)} kikket ned i eska, lå ${o(c)} og skalv, sammenkrøpet som en liten ball.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} la en ullgenser rundt ${henne(c)}.`,
        `${h(c)} hentet den tykkeste ullgenseren sin og la den rundt ${o(c)}, og snart sluttet skjelvingen.`,
        `${h(c)} listet seg bort til skapet, hentet den tykkeste ullgenseren sin og bredte den rundt ${o(c)} som et rede, og snart sluttet skjelvingen og pusten ble rolig.`,
      ),
  },
  noise: {
    trouble: (c) =>
      by(
        c,
        `${O(c)} skrapet i eska hele natta!`,
        `${O(c)} skrapet og pep i eska hele natta, og ${h(c)} var redd for at hele huset skulle våkne.`,
        `Midt på natta begynte ${o(c)} å skrape og pipe i eska, lavt først og så høyere, og ${h(c)} lå stiv av skrekk og ventet på at noen skulle våkne.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} la en tikkende klokke i eska. Da sov ${den(c)}.`,
        `${h(c)} pakket vekkerklokka si inn i en sokk og la den i eska. Tikk-takk, som et hjerte, og ${o(c)} sovnet.`,
        `${h(c)} pakket den gamle vekkerklokka inn i en sokk og la den inntil ${o(c)}. Tikk-takk, tikk-takk, som et hjerte som slo, og etter en stund sov ${o(c)} tungt.`,
      ),
  },
  crumbs: {
    trouble: (c) =>
      by(
        c,
        `Smulene laget et spor til soverommet!`,
        `Etter måltidet lå det et spor av smuler fra kjøkkenet, gjennom gangen og helt bort til soverommet.`,
        `Først etterpå så ${h(c)} det: Et tydelig spor av smuler gikk fra kjøkkenbordet, gjennom hele gangen og rett bort til døra til soverommet, som en pil som sa HER ER DET.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} feide opp hver eneste smule.`,
        `${h(c)} hentet feiebrett og kost og feide opp hver eneste smule, helt bort til døra.`,
        `${h(c)} hentet feiebrett og kost og feide opp smule for smule, helt bort til døra, og tørket over med en klut for sikkerhets skyld.`,
      ),
  },
  water: {
    trouble: (c) =>
      by(
        c,
        `${O(c)} veltet vannglasset!`,
        `${O(c)} skulle drikke, men veltet glasset, og vannet rant utover bordet og ned på gulvet.`,
        `${O(c)} var tørst etter maten, men dyttet borti glasset, og vannet rant utover kjøkkenbordet og dryppet ned på gulvet i en liten foss.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} hentet et tungt eggeglass. Det veltet ikke.`,
        `${h(c)} tørket opp og fant et tungt eggeglass i stedet, og det sto støtt, uansett hvor mye ${o(c)} dyttet.`,
        `${h(c)} tørket opp alt og fant fram et tungt, gammelt eggeglass i stedet, og det sto støtt som en stein, uansett hvor ivrig ${o(c)} drakk.`,
      ),
  },
  shake: {
    trouble: (c) =>
      by(
        c,
        `${O(c)} ristet seg. Vann overalt!`,
        `Etter badet ristet ${o(c)} seg, og vannet sprutet over speilet, veggene og hele gulvet.`,
        `Etter badet ristet ${o(c)} seg fra snute til hale, og vannet sprutet over speilet, veggene, håndklærne og hele gulvet, som om det hadde regnet inne.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} tørket alt med håndklær.`,
        `${h(c)} tørket speilet og gulvet med alle håndklærne ${c.hero.han} fant, før noen rakk å komme.`,
        `${h(c)} tørket speilet, veggene og gulvet med alle håndklærne ${c.hero.han} fant, og hengte dem pent tilbake, så ingen skulle lure på noe.`,
      ),
  },
  brush: {
    trouble: (c) =>
      by(
        c,
        `${O(c)} var ${agree(c, 'full', 'fullt')} av floker.`,
        `Da ${o(c)} var tørr, var ${den(c)} ${agree(c, 'full', 'fullt')} av floker som stakk i alle retninger.`,
        `Da ${o(c)} endelig var tørr, sto alt på ${henne(c)} til værs, fullt av floker og tuster som stakk i alle retninger.`,
      ),
    fix: (c) =>
      by(
        c,
        `En gammel tannbørste gjorde ${henne(c)} fin.`,
        `${h(c)} børstet forsiktig med en gammel tannbørste, og ${o(c)} lukket øynene og koste seg.`,
        `${h(c)} fant en gammel, myk tannbørste og børstet forsiktig, floke for floke, og ${o(c)} lukket øynene og laget en lav, fornøyd lyd.`,
      ),
  },
  dust: {
    trouble: (c) =>
      by(
        c,
        `Atsjo! ${O(c)} nøs i støvet.`,
        `Det var så støvete på loftet at ${o(c)} begynte å nyse, atsjo, atsjo, høyere og høyere.`,
        `Støvet på loftet lå tykt som mel, og ${o(c)} begynte å nyse, atsjo, atsjo, høyere og høyere, så det måtte høres helt ned i stua.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} åpnet luka og feide et hjørne rent.`,
        `${h(c)} åpnet takluka så frisk luft kom inn, og feide et hjørne helt rent.`,
        `${h(c)} åpnet den lille takluka så frisk luft strømmet inn, og feide og tørket ett hjørne helt rent, og der sluttet nysingen.`,
      ),
  },
  ladder: {
    trouble: (c) =>
      by(
        c,
        `Loftstrappa knirket høyt!`,
        `Hver gang ${h(c)} gikk opp med mat, knirket loftstrappa så høyt at ${c.hero.han} stivnet.`,
        `Hver gang ${h(c)} listet seg opp med mat, knirket loftstrappa så høyt at ${c.hero.han} ble stående som en statue og lytte.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} gikk helt ytterst på trinnene.`,
        `${h(c)} fant ut at trinnene ikke knirket helt ytterst, og gikk bare der.`,
        `${h(c)} prøvde seg fram og fant ut at trinnene ikke knirket helt ytterst ved kanten, og fra da av gikk ${c.hero.han} bare der, lydløs som en katt.`,
      ),
  },
  tracks: {
    trouble: (c) =>
      by(
        c,
        `Små fotspor gikk over plenen!`,
        `Bittesmå fotspor gikk over den våte plenen, rett mot huset, så alle kunne se dem.`,
        `Over den våte plenen gikk en rad med bittesmå fotspor, rett mot huset, så tydelige at hvem som helst kunne følge dem.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} raket sporene bort.`,
        `${h(c)} hentet riva og raket over sporene, ett etter ett, til plenen så helt vanlig ut.`,
        `${h(c)} hentet riva fra boden og raket over sporene, ett etter ett, til plenen så helt vanlig ut igjen, og satte riva tilbake nøyaktig der den hadde stått.`,
      ),
  },
  hoover: {
    trouble: (c) =>
      by(
        c,
        `Støvsugeren kom nærmere senga!`,
        `Det var støvsugerdag, og durende kom støvsugeren nærmere og nærmere senga, der eska sto.`,
        `Det var støvsugerdag, og fra gangen kom duringen nærmere og nærmere, rom for rom, helt til støvsugerslangen stakk hodet inn døra, rett mot senga der eska sto.`,
      ),
    fix: (c) =>
      by(
        c,
        `«Jeg rydder selv!» sa ${h(c)}.`,
        `«Jeg rydder rommet mitt selv i dag!» sa ${h(c)} fort, og støvsugeren durte videre, mens alle lurte på hva som hadde skjedd.`,
        `«Jeg kan rydde rommet mitt selv i dag!» sa ${h(c)} fort, og støvsugeren durte videre til neste rom, mens de voksne lurte på om ${h(c)} var blitt syk.`,
      ),
  },
  empty: {
    trouble: (c) =>
      by(
        c,
        `Maten var tom, og middagen var langt unna.`,
        `Snart var bollen tom igjen, og det var lenge til middag. ${O(c)} så opp på ${h(c)} med store, sultne øyne.`,
        `Snart var bollen tom igjen, og det var timer til middag. ${O(c)} satte seg opp og så på ${h(c)} med de største, sulteste øynene noen hadde sett.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} sparte halve desserten i ei serviett.`,
        `Ved middagen sparte ${h(c)} halve desserten sin i ei serviett under bordet, til ${o(c)}.`,
        `Ved middagen spiste ${h(c)} bare halve desserten og lurte resten ned i ei serviett under bordet, og ingen merket noe, bortsett fra at ${h(c)} plutselig var så høflig.`,
      ),
  },
  bubbles: {
    trouble: (c) =>
      by(
        c,
        `Såpeboblene fløy mot døra!`,
        `${O(c)} blåste så mange såpebobler at de fløt bort mot døra, og snart ville de seile ut under den.`,
        `${O(c)} elsket såpeskummet og blåste bobler på bobler, store som epler, og en hel flokk av dem fløt sakte bort mot døra, rett mot sprekken under den.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} fanget dem med et håndkle.`,
        `${h(c)} fanget boblene med et håndkle, plopp, plopp, plopp, før en eneste en slapp ut.`,
        `${h(c)} jaget boblene med et håndkle, plopp, plopp, plopp, og la håndkleet foran sprekken under døra, så ikke en eneste boble slapp ut i gangen.`,
      ),
  },
  window: {
    trouble: (c) =>
      by(
        c,
        `${O(c)} satt i loftsvinduet. Alle kunne se!`,
        `${O(c)} likte å sitte i loftsvinduet og se ut, og der kunne hvem som helst på gata se ${henne(c)}.`,
        `${O(c)} hadde funnet sin yndlingsplass i loftsvinduet, der ${den(c)} kunne se ut over hele gata, og dermed kunne hele gata også se ${henne(c)}.`,
      ),
    fix: (c) =>
      by(
        c,
        `Et gammelt teppe ble gardin.`,
        `${h(c)} hengte et gammelt teppe foran vinduet som gardin, med et lite kikkhull i hjørnet.`,
        `${h(c)} hengte et gammelt, rutete teppe foran vinduet som gardin, og klippet et lite kikkhull i hjørnet, akkurat stort nok til én nysgjerrig nese.`,
      ),
  },
  dig: {
    trouble: (c) =>
      by(
        c,
        `${O(c)} gravde i blomsterbedet!`,
        `${O(c)} begynte å grave i blomsterbedet og gjemme ting der, og snart sto tulipanene på skakke.`,
        `${O(c)} begynte å grave hull i blomsterbedet for å gjemme skatter der, og snart sto tulipanene på skakke og jorda lå strødd over hele plenen.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} ga ${henne(c)} et eget gravested.`,
        `${h(c)} satte tulipanene på plass igjen og viste ${o(c)} et hjørne bak boden der det var lov å grave.`,
        `${h(c)} satte tulipanene forsiktig på plass igjen og viste ${o(c)} et hjørne bak boden, med myk jord og ingen blomster, der det var lov å grave så mye ${den(c)} ville.`,
      ),
  },
  tree: {
    trouble: (c) =>
      by(
        c,
        `${O(c)} klatret høyt opp i treet!`,
        `${O(c)} klatret høyt opp i treet og ville ikke komme ned igjen, uansett hvor mye ${h(c)} hvisket.`,
        `${O(c)} klatret helt opp i toppen av treet og satt der, blant greinene, og ville ikke komme ned igjen, uansett hvor mye ${h(c)} hvisket og lokket.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} holdt fram maten. Ned kom ${den(c)}!`,
        `${h(c)} satte seg helt stille under treet og holdt fram ${FOOD[secretFood(c)].right}, og litt etter litt kom ${o(c)} ned.`,
        `${h(c)} satte seg helt stille under treet og holdt fram ${FOOD[secretFood(c)].right}, uten å si et ord, og litt etter litt, grein for grein, kom ${o(c)} ned og krøp rett opp i fanget.`,
      ),
  },
};

export const secret: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `En dag fant ${h(c)} ${a(c)}${c.other?.named ? ',' : ''} ${foundIn(c)}!`,
        `En morgen hørte ${h(c)} en bitteliten lyd ${foundIn(c)}. Og der, i skjul, satt ${a(c)}!`,
        `En morgen, ${foundIn(c)}, hørte ${h(c)} en bitteliten lyd bak blomsterpottene. ${Han(c)} holdt pusten og kikket, og der, i skjul, satt ${a(c)}!`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${Den(c)} skalv, og magen rumlet.`,
        `${Den(c)} skalv over hele kroppen, og magen rumlet høyt. «Ikke vær redd,» hvisket ${h(c)}.`,
        `${Den(c)} var ikke større enn en kattunge, skalv over hele kroppen, og magen rumlet så høyt at ${h(c)} nesten lo. «Ikke vær redd,» hvisket ${c.hero.han}. «Jeg skal ikke gjøre deg noe.»`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men ${dem(c)} måtte aldri se ${henne(c)}.`,
        `Men ${dem(c)} måtte aldri se ${henne(c)}. ${cap(de(c))} ville si at ${article(c)} ${kind(c)} ikke kunne bli, og ta ${henne(c)} bort.`,
        `Men ${dem(c)} måtte aldri i livet se ${henne(c)}, visste ${h(c)}. ${cap(de(c))} ville si at ${article(c)} ${kind(c)} umulig kunne bli, og så ville noen komme og ta ${henne(c)} bort.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Du skal være hemmeligheten min,» hvisket ${h(c)}.`,
        `«Du skal være hemmeligheten min,» hvisket ${h(c)}, «og jeg skal passe på deg.» ${Han(c)} puttet ${o(c)} inn under genseren${foundIndoors(c) ? '' : ' og skyndte seg hjem'}.`,
        `«Du skal være hemmeligheten min,» hvisket ${h(c)}, «og jeg skal passe på deg til du er stor og sterk.» ${Han(c)} puttet ${o(c)} forsiktig inn under genseren${foundIndoors(c) ? ', helt vanlig' : ' og gikk hjem, helt vanlig'}, med noe varmt som sprellet mot magen.`,
      ),
  ],
  attempt: secretBank<NoCtx>(
    'trouble',
    (c, m) => (m in MORE ? MORE[m as keyof typeof MORE].trouble(c) : step(c)),
    [
      (c) =>
        by(
          c,
          `${h(c)} lærte ${o(c)} å være stille: hysj!`,
          `${h(c)} la fingeren mot munnen. «Hysj,» sa ${c.hero.han}, og ${o(c)} prøvde å si hysj, ${den(c)} også.`,
          `${h(c)} la fingeren mot munnen og lærte ${o(c)} det aller viktigste ordet: hysj. ${O(c)} prøvde, og det ble til en liten hikke.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} hvisket en historie til ${o(c)}.`,
          `Om kvelden hvisket ${h(c)} en historie til ${o(c)}, og ${o(c)} sovnet før slutten.`,
          `Om kvelden, under dyna med lommelykt, hvisket ${h(c)} en historie om ${article(c)} modig ${kind(c)}, og ${o(c)} sovnet lenge før slutten.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} tegnet ${o(c)} i ei hemmelig bok.`,
          `${h(c)} tegnet ${o(c)} i ei hemmelig bok og skrev under: STRENGT HEMMELIG.`,
          `${h(c)} tegnet ${o(c)} i ei hemmelig bok, veldig nøye, og skrev under med store bokstaver: STRENGT HEMMELIG. IKKE LES.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} så til ${o(c)} igjen og igjen.`,
          `${h(c)} så til ${o(c)} igjen og igjen, til og med midt i middagen.`,
          `Hele dagen så ${h(c)} til ${o(c)}, igjen og igjen, til og med midt i middagen, med et helt vanlig ansikt.`,
        ),
      (c) =>
        by(
          c,
          `${O(c)} krøllet seg sammen i fanget til ${h(c)}.`,
          `${O(c)} krøllet seg sammen i fanget til ${h(c)}, ${agree(c, 'varm og tung', 'varmt og tungt')}, og laget en liten, glad lyd.`,
          `${O(c)} klatret opp i fanget til ${h(c)}, snudde seg tre ganger rundt og krøllet seg sammen, ${agree(c, 'varm og tung', 'varmt og tungt')}, med en liten, glad lyd som en kjele som snart koker.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} gjemte mat til ${o(c)} bak bøkene.`,
          `${h(c)} gjemte et lite lager med mat til ${o(c)} bak bøkene i hylla.`,
          `${h(c)} gjemte et lite lager med mat til ${o(c)} bak bøkene på øverste hylle, der ingen noen gang tenkte på å tørke støv.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} laget en lapp: INGEN ADGANG!`,
          `${h(c)} laget en lapp til døra der det sto INGEN ADGANG, med en hodeskalle under, for sikkerhets skyld.`,
          `${h(c)} laget en lapp til døra med rød tusj, INGEN ADGANG, PRIVAT, med en hodeskalle og to knokler under, for sikkerhets skyld.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} lekte gjemsel med ${o(c)}.`,
          `${h(c)} lekte gjemsel med ${o(c)}, helt stille, og ${o(c)} var mye flinkere til å gjemme seg.`,
          `${h(c)} lekte gjemsel med ${o(c)}, hviskende, og det viste seg at ${o(c)} var mye, mye flinkere til å gjemme seg enn ${h(c)} noen gang kom til å bli.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} ga ${o(c)} en sokk å kose med.`,
          `${h(c)} ga ${o(c)} en gammel ullsokk å kose med, og ${o(c)} ville ikke slippe den.`,
          `${h(c)} ga ${o(c)} en gammel ullsokk å kose med om natta, og fra da av bar ${o(c)} den med seg overalt, som et bitte lite teppe.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} og ${o(c)} så ut av vinduet sammen.`,
          `${h(c)} og ${o(c)} satt i vinduet sammen og så skyene seile forbi.`,
          `${h(c)} og ${o(c)} satt i vinduet sammen og så skyene seile forbi, og ${h(c)} fortalte hva hver av dem lignet på.`,
        ),
    ],
  ),
  progress: secretBank<NoCtx>(
    'fix',
    (c, m) => (m in MORE ? MORE[m as keyof typeof MORE].fix(c) : nearMiss(c)),
    [
      (c) =>
        by(
          c,
          `Puh! Ingen hadde sett noe.`,
          `Puh! Ingen hadde sett noen ting, og ${h(c)} pustet lettet ut.`,
          `Puh! Ingen hadde sett noen ting. ${h(c)} slapp ut pusten ${c.hero.han} hadde holdt i en evighet.`,
        ),
      (c) =>
        by(
          c,
          `Det var hardt arbeid å ha en hemmelighet.`,
          `Å ha en hemmelighet, lærte ${h(c)}, er veldig hardt arbeid.`,
          `Å ha en hemmelighet, lærte ${h(c)}, er mye hardere arbeid enn det ser ut, og det kiler rart i magen.`,
        ),
      (c) =>
        by(
          c,
          `${O(c)} krøp tett inntil.`,
          `${O(c)} krøp tett inntil, og under hånda til ${h(c)} sluttet skjelvingen.`,
          `${O(c)} krøp tett inntil, og under den forsiktige hånda til ${h(c)} sluttet skjelvingen, og en myk nynning begynte.`,
        ),
      (c) =>
        by(
          c,
          `${O(c)} slikket ${h(c)} på nesen.`,
          `${O(c)} slikket ${h(c)} på nesen, og ${h(c)} måtte bite seg i leppa for ikke å le høyt.`,
          `${O(c)} slikket ${h(c)} på nesen med ei varm, kilende tunge, og ${h(c)} måtte bite seg hardt i leppa for ikke å le høyt.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} smilte. ${O(c)} var ${agree(c, 'trygg', 'trygt')}, i alle fall nå.`,
          `${h(c)} smilte et lite smil. ${O(c)} var i trygghet, i alle fall for nå.`,
          `${h(c)} smilte et lite, slitent smil. ${O(c)} var i trygghet, i alle fall for nå, og det var det viktigste.`,
        ),
      (c) =>
        by(
          c,
          `${O(c)} vokste litt hver dag.`,
          `${O(c)} vokste litt hver dag, og spiste litt mer også.`,
          `${O(c)} vokste litt hver eneste dag, og spiste litt mer hver dag også, noe som var fantastisk, og litt bekymringsfullt.`,
        ),
    ],
  ),
  advice: eachOnce<NoCtx>('advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `«Små må spise ofte,» sa ${c.helper.name}.`,
            `«Små må spise lite og ofte,» sa ${c.helper.name}, uten å vite hvorfor ${h(c)} spurte.`,
            `«Små må spise lite og ofte, og sove et sted som er mørkt og stille,» sa ${c.helper.name}, som ikke ante hvorfor ${h(c)} spurte.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Hemmeligheter kan være tunge,» sa ${c.helper.name}.`,
            `«Noen hemmeligheter er for tunge å bære alene,» sa ${c.helper.name} og blunket.`,
            `«Noen hemmeligheter er for tunge å bære alene,» sa ${c.helper.name} og blunket. «Hvis du noen gang har en sånn, kan du fortelle den til meg.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Den som er liten og redd, trenger en rolig stemme,» sa ${c.helper.name}.`,
            `«Den som er liten og redd, trenger en rolig stemme og forsiktige hender,» sa ${c.helper.name}.`,
            `«Den som er liten og redd, trenger en rolig stemme, forsiktige hender og litt tid,» sa ${c.helper.name} og så på ${h(c)} over brillekanten.`,
          )
        : null,
  ]),
  ask: eachOnce<NoCtx>('ask', [
    (c) =>
      by(
        c,
        `«Hva spiser ${kinds(c)}?» spurte ${h(c)} ${c.helper?.name ?? trusted(c)}.`,
        `«Hva spiser små ${kinds(c)}?» spurte ${h(c)} ${c.helper?.name ?? trusted(c)}, som om det ikke var noe som helst.`,
        `«Bare lurer,» sa ${h(c)} til ${c.helper?.name ?? trusted(c)}, som om det ikke var noe som helst, «hva spiser egentlig små ${kinds(c)}?»`,
      ),
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} fortalte hemmeligheten til ${trusted(c)}.`,
          `${h(c)} trakk pusten dypt og gikk til ${trusted(c)}. «Jeg har en hemmelighet,» sa ${c.hero.han}, «og den er for stor for meg.» Og så fortalte ${c.hero.han} alt.`,
          `${h(c)} trakk det dypeste pusten ${c.hero.han} noen gang hadde trukket, og gikk for å finne ${trusted(c)}. «Jeg har en hemmelighet,» sa ${c.hero.han}, «og den er for stor til at jeg klarer å ha den alene.» Og så fortalte ${c.hero.han} alt, helt fra begynnelsen.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${h(c)} og ${o(c)} gikk sammen til ${trusted(c)} og fortalte alt.`,
          `${h(c)} bar ${o(c)} til ${trusted(c)}, og sammen fortalte de hele hemmeligheten.`,
          `${h(c)} løftet ${o(c)} opp i armene og gikk til ${trusted(c)}, og sammen, de to, fortalte de hele hemmeligheten fra begynnelse til slutt.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} viste ${trusted(c)} ${o(c)} og ${c.gift.def}, og fortalte alt.`,
              `${h(c)} gikk til ${trusted(c)} med ${o(c)} og ${c.gift.def}, og fortalte hele hemmeligheten.`,
              `${h(c)} gikk til ${trusted(c)} med ${o(c)} i den ene armen og ${c.gift.def} i den andre hånda, og fortalte hele hemmeligheten, helt fra begynnelsen.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} fikk en idé og fortalte alt til ${trusted(c)}.`,
          `${h(c)} tenkte seg godt om, og så visste ${c.hero.han} det: En sånn hemmelighet trenger en voksen. ${Han(c)} fortalte alt til ${trusted(c)}.`,
          `${h(c)} tenkte og tenkte, og så visste ${c.hero.han} hva ${c.hero.han} skulle gjøre: En sånn hemmelighet trenger en voksen som kan holde på den, også. ${Han(c)} gikk til ${trusted(c)} og fortalte alt.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      goesHome(c)
        ? by(
            c,
            `${KIN[secretKin(c)](c)} ${O(c)} skulle hjem!`,
            `«${O(c)} lengter hjem,» sa ${trusted(c)} mildt. ${KIN[secretKin(c)](c)} ${O(c)} koste med ${h(c)} en siste gang og dro hjem.`,
            `«${O(c)} lengter hjem,» sa ${trusted(c)} mildt, «og noen der savner ${henne(c)} også.» ${KIN[secretKin(c)](c)} ${O(c)} koste med ${h(c)} en siste gang, og så dro ${den(c)} hjem og så seg tilbake igjen og igjen.`,
          )
        : by(
            c,
            `«${O(c)} kan bli,» sa ${trusted(c)}. Ikke mer gjemming!`,
            `${Trusted(c)} lyttet og smilte. «${O(c)} kan bli,» sa ${trusted(c)}, «og ikke mer gjemming.» ${h(c)} klemte ${o(c)} hardt.`,
            `${Trusted(c)} lyttet til hvert eneste ord og smilte et langsomt smil. «${O(c)} kan bli,» sa ${trusted(c)}, «og vi forteller det til ${dem(c)} sammen. Ikke mer gjemming.» ${h(c)} klemte ${o(c)} så hardt at ${o(c)} pep.`,
          ),
  ],
  home: eachOnce<NoCtx>('home', [
    (c) =>
      goesHome(c)
        ? by(
            c,
            `${h(c)} vinket helt til ${o(c)} var borte.`,
            `${h(c)} vinket og vinket helt til ${o(c)} bare var en prikk, og så ikke det en gang.`,
            `${h(c)} vinket og vinket helt til ${o(c)} bare var en bitteliten prikk, og så ikke det en gang, og hjertet kjentes trist og glad på en gang.`,
          )
        : by(
            c,
            `Den natta sov ${o(c)} ved fotenden av senga.`,
            `Den natta sov ${o(c)} ved fotenden av senga til ${h(c)}, midt i synet for alle.`,
            `Den natta sov ${o(c)} ved fotenden av senga til ${h(c)}, ikke i ei eske, ikke under noe, men midt i synet for alle.`,
          ),
    (c) =>
      !goesHome(c)
        ? by(
            c,
            `${Dem(c)} ble overrasket, og så lo ${de(c)}.`,
            `${Dem(c)} ble veldig overrasket, og så lo ${de(c)} og hilste på ${o(c)}.`,
            `${Dem(c)} ble veldig overrasket, og så lo ${de(c)}, bøyde seg ned og hilste på ${o(c)}, som på en ny nabo.`,
          )
        : by(
            c,
            `${Dem(c)} fikk aldri vite noe.`,
            `Og ${dem(c)}? ${cap(de(c))} ante ingenting, og ${h(c)} smilte et lite, hemmelig smil.`,
            `Og ${dem(c)}? ${cap(de(c))} ante ingenting, selv om ${h(c)} av og til smilte et lite, hemmelig smil som ingen kunne forklare.`,
          ),
  ]),
  reflection: eachOnce<NoCtx>('reflection', [
    (c) =>
      by(
        c,
        `Noen hemmeligheter er for store til å bære alene.`,
        `Noen hemmeligheter er for store til å bære alene, tenkte ${h(c)}, og å dele dem er modig.`,
        `Noen hemmeligheter er for store til å bære alene, tenkte ${h(c)}, trøtt og varm, og å fortelle det til den rette voksne er det modigste av alt.`,
      ),
  ]),
  refrain: [() => `Hysj, hysj, stille som en mus, hemmeligheten bor i vårt hus!`],
  title: [
    (c) => `${c.hero.gen} hemmelige ${kind(c)}`,
    (c) => `Hysj! ${cap(article(c))} ${kind(c)}!`,
    (c) => `${h(c)} og hemmeligheten`,
    (c) => `Hemmeligheten ${foundIn(c)}`,
  ],
};

/** Familien kommer: ned fra himmelen, i et lite romskip, ut av skogen, opp av vannet. */
const KIN: Record<SecretKin, (c: NoCtx) => string> = {
  sky: (c) =>
    `Den kvelden kom en stor skygge ned fra himmelen: mora til ${o(c)}, som hadde lett etter ${henne(c)}.`,
  ship: (c) =>
    `Den natta landet et lite, rundt romskip med blinkende lys, og familien til ${o(c)} vinket fra vinduet.`,
  wood: (c) =>
    `I skumringen kom mora til ${o(c)} ut mellom trærne og lette og lette etter ${henne(c)}.`,
  water: (c) =>
    `I skumringen stakk familien til ${o(c)} hodene opp av vannet og lette etter ${henne(c)}.`,
};

/** Opp på rommet, ned på kjøkkenet, opp på loftet, ut dit det hører hjemme. */
const GO: Record<string, (c: NoCtx) => string> = {
  bedroom: (c) =>
    by(
      c,
      `${h(c)} listet seg opp på rommet sitt.`,
      `${h(c)} listet seg opp på rommet sitt med ${o(c)} under genseren, forbi alle sammen.`,
    ),
  kitchen: (c) =>
    by(
      c,
      `${h(c)} listet seg ned på kjøkkenet.`,
      `${h(c)} listet seg ned på kjøkkenet for å finne noe ${o(c)} ville spise.`,
    ),
  bathroom: (c) =>
    by(
      c,
      `${h(c)} bar ${o(c)} inn på badet.`,
      `${h(c)} bar ${o(c)} inn på badet, pakket inn i et håndkle som en bylt med skittentøy.`,
    ),
  attic: (c) =>
    by(c, `${h(c)} klatret opp på loftet.`, `${h(c)} klatret opp den knirkete stigen til loftet.`),
  basement: (c) =>
    by(c, `${h(c)} listet seg ned i kjelleren.`, `${h(c)} listet seg ned trappa til kjelleren.`),
};
const goEnd = (c: NoCtx): string =>
  by(
    c,
    `Den kvelden bar ${h(c)} ${o(c)} ${c.place.to}.`,
    `Den kvelden, da himmelen ble rosa, bar ${h(c)} ${o(c)} ${c.place.to}.`,
  );

export const secretScenes = {
  // Bare egne titler.
  titles: [] as Bank<NoCtx>,
  travel: [
    (c: NoCtx) => (c.place.id === c.secret?.end ? goEnd(c) : (GO[c.place.id]?.(c) ?? null)),
  ] as Bank<NoCtx>,
};
