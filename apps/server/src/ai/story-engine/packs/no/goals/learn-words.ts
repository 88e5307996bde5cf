// Ordene til hver ferdighet: hvordan et forsøk går galt, hva hjelperne råder til, hvordan
// øvingen høres ut og hvordan det til slutt lykkes. En fortelling om å synge skal aldri låne
// vingene til en som flyr.
import type { NoCtx } from '../../../compose/ctx-no';
import { SKILLS } from '../../../lexicon/goals-lexicon';
import { creatureOf } from '../../../lexicon/species';
import { MORE_WORDS } from './learn-words-more';
import { MUSIC_WORDS } from './learn-words-music';

type S = (c: NoCtx) => string;

const o = (c: NoCtx) => c.owner.name;
const han = (c: NoCtx) => c.owner.han;
const ham = (c: NoCtx) => c.owner.ham;
const hans = (c: NoCtx) => c.owner.hans;

/** Om den som lærer, har egne vinger å fly med. */
export const winged = (c: NoCtx): boolean =>
  creatureOf(c.owner.char).move === 'fly' || c.owner.char.features.some((f) => f.id === 'wings');
const limbs = (c: NoCtx) => (winged(c) ? 'vingene' : c.owner.person ? 'armene' : 'forbeina');

/** Det en ferdighet trenger å få sagt om seg, med ordene som hører til den. */
export interface SkillWords {
  /** Et forsøk som går galt, etter «men»: «det kom ut et knirk». */
  fail: S[];
  /** Det lykkes til slutt, etter aldersgruppe. */
  win: [S, S, S];
  /** Et råd fra en hjelper, etter «husk å». */
  tips: S[];
  /** Hva som skjer hver gang, etter «hver gang hun prøvde,», med verbet først. */
  wrong: S[];
  /** Hva et forsøk er, etter «prøvde å»: «synge korsangen». */
  tryTo: S;
  /** Hvor et forsøk begynner når stedet ikke er nok: «fra en liten haug». */
  spot?: string;
  /** Øving, etter navnet: «nynnet melodien». */
  practise: S[];
  /** En hjelper husker da den lærte: verb og resten, «pep» + «som ei mus». */
  slip: [string, string];
  /** Det alle som lærer det, går gjennom: «en skjev tone eller to». */
  bump: string;
  /**
   * Det som ble borte for den som hadde det, med verbet først etter «en morgen»: «var brølet
   * hans borte».
   */
  gone?: S;
  /** En ferdighet med stemmen: for den sjenerte blir vendepunktet å finne stemmen. */
  voice?: boolean;
  titles: S[];
}

const SINGING: Omit<SkillWords, 'win' | 'tryTo' | 'titles'> = {
  fail: [
    () => `det kom ut et knirk som fra ei {rusten grind|gammel dør|overrasket mus}`,
    (c) => `stemmen ${hans(c)} vinglet opp og ned som en båt i vinden`,
    (c) => `${han(c)} sang så lavt at ingen hørte en eneste tone`,
    (c) => `${han(c)} gikk tom for pust midt i første linje`,
    (c) =>
      `${han(c)} glemte ordene {midt i sangen|etter første linje|akkurat på det fineste stedet}`,
    (c) => `stemmen ${hans(c)} ble tynn og høy og sprakk`,
  ],
  tips: [
    () => 'synge fra magen',
    () => 'begynne helt stille og la sangen vokse',
    () => 'trekke pusten dypt før hver linje',
    () => 'lukke øynene og kjenne melodien',
    () => 'lytte til tonen først og så synge den tilbake',
    () => 'stå rett så sangen får plass',
  ],
  wrong: [
    (c) => `ble stemmen ${hans(c)} til et lite pip`,
    (c) => `krympet stemmen ${hans(c)} til en hvisking`,
    () => `kom tonene ut skjeve og feil`,
  ],
  practise: [
    () => `sang tonene, la, la, la,`,
    () => `nynnet melodien stille for seg selv`,
    () => `øvde på lange, rolige toner`,
  ],
  slip: ['pep', 'som ei mus'],
  bump: 'en skjev tone eller to',
  voice: true,
};

const OWN_WORDS: Record<string, SkillWords> = {
  fly: {
    fail: [
      (c) =>
        `${han(c)} baksket med ${limbs(c)} og baksket, men ble stående på {bakken|gresset|samme flekken}`,
      (c) =>
        `${han(c)} lettet et {lite|bitte lite|ørlite} stykke, {vinglet|svaiet} og landet med et {dunk|plump|flump}`,
      (c) => `${han(c)} landet {rett|pladask} i {en lauvhaug|en mosetue|en høyhaug}`,
      (c) =>
        `${han(c)} {tok sats|satte av|hoppet}, og {plask|dunk|bom}, så satt ${han(c)} i {gresset|gjørma|sanden|mosen}`,
      (c) =>
        `${han(c)} {hoppet|spratt|trillet} {én gang|to ganger|tre ganger} og {satte seg|datt|ble liggende} med et {sukk|stønn|pust}`,
      (c) =>
        `et {vindpust|vindkast|lite kast} {snurret|dyttet|vippet} ${ham(c)} {rundt|til siden|bakover}, og ned {kom|datt} ${han(c)}`,
      (c) =>
        `${han(c)} ble {sittende|stående} {på bakken|i gresset|nede} som {limt fast|en stein|en snegle}`,
      (c) =>
        `${han(c)} kom {en halv meter|et lite stykke} opp i lufta og {dalte|seilte} ned igjen som {et blad|ei fjær}`,
      (c) =>
        winged(c)
          ? `vingene gikk {hver sin vei|i kryss|i ring}, og ${han(c)} {trillet|tumlet} {bortover gresset|ned bakken}`
          : `${limbs(c)} gikk rundt som en vindmølle, men beina ble stående på bakken`,
    ],
    win: [
      (c) =>
        `${o(c)} {fløy|steg} {opp, opp, opp|høyt|over trærne}, {lett som en fjær|som en fugl|helt av seg selv}!`,
      (c) =>
        `${o(c)} lettet og steg høyere og høyere, {over tretoppene|forbi fuglene}, og {lo hele veien|ropte hurra}!`,
      (c) =>
        `${o(c)} lettet og steg, sakte først og så fortere, helt til tretoppene lå langt der nede og hele verden bredte seg ut som et lappeteppe.`,
    ],
    tips: [
      (c) => (winged(c) ? 'kjenne vinden under vingene' : 'la vinden løfte deg'),
      () => 'begynne et sted som er lavt',
      () => 'se opp, aldri ned',
      (c) => (winged(c) ? 'flakse sakte, ikke fort' : 'strekke deg lang og lett'),
    ],
    wrong: [
      (c) => `kom ${han(c)} rett ned igjen med et dunk`,
      (c) => `endte ${han(c)} i en lauvhaug`,
      () => `gikk alt helt på tverke`,
    ],
    tryTo: () => 'fly',
    spot: `fra {en liten haug|en stor stein|en stubbe|en veltet stokk|en gresskant}`,
    practise: [() => `øvde på små hopp og glid`, (c) => `baksket med ${limbs(c)} og talte til ti`],
    slip: ['tumlet', 'ned fra lufta'],
    bump: 'et dunk eller to',
    titles: [
      (c) => `${o(c)} flyr`,
      (c) => `opp, opp, ${o(c)}!`,
      (c) => `dagen da ${o(c)} fløy`,
      (c) => `${o(c)} og vinden`,
    ],
  },
  swim: {
    fail: [
      (c) => `${han(c)} plasket og sparket og sank med et glupp`,
      (c) => `${han(c)} padlet rundt i ring og fikk vann i {nesa|ørene}`,
      (c) => `${han(c)} holdt pusten så lenge at ${han(c)} glemte å sparke`,
      (c) => `${han(c)} fløt et øyeblikk og sank så ned til haka`,
    ],
    win: [
      (c) => `${o(c)} svømte helt ut til {steinen|den store steinen|sivet} og tilbake!`,
      (c) =>
        `${o(c)} sparket og padlet og gled gjennom vannet som en fisk, helt ut til {den store steinen|sivet|bøyen} og tilbake!`,
      (c) =>
        `${o(c)} sparket, padlet og gled så gjennom vannet like lett som en fisk, mens ${han(c)} lo og prustet på én gang.`,
    ],
    tips: [
      () => 'sparke sakte med beina',
      () => 'la vannet bære deg',
      () => 'blåse bobler først',
      () => 'strekke deg lang som en fisk',
    ],
    wrong: [
      (c) => `sank ${han(c)} med et glupp`,
      (c) => `kom ${han(c)} opp igjen hostende og prustende`,
    ],
    tryTo: () => 'svømme',
    practise: [() => `øvde på å blåse bobler`, () => `lå på ryggen og sparket`],
    slip: ['svelget', 'halve dammen'],
    bump: 'en munnfull vann eller to',
    titles: [(c) => `plask, ${o(c)}!`, (c) => `${o(c)} i vannet`, (c) => `dagen da ${o(c)} svømte`],
  },
  whistle: {
    fail: [
      () => `det kom bare luft, som fra et punktert dekk`,
      () => `det hørtes ut som ei mus som nøs`,
      (c) => `${han(c)} blåste så hardt at kinnene ble røde, og fortsatt kom det ingen plystring`,
      (c) => `leppene ${hans(c)} ville ikke være runde, og det kom bare en prust`,
    ],
    win: [
      (c) => `${o(c)} plystret en glad melodi!`,
      (c) => `${o(c)} plystret en klar, lys melodi, og en fugl plystret tilbake!`,
      () =>
        `Ut kom en plystring, klar og lys, og fra et tre i nærheten plystret en svarttrost tilbake, som for å si velkommen i klubben.`,
    ],
    tips: [
      () => 'lage munnen rund som en O',
      () => 'blåse forsiktig, ikke hardt',
      () => 'smile litt',
      () => 'legge tunga bak tennene',
    ],
    wrong: [() => `kom det bare luft`, () => `kom det bare et pust og en prust`],
    tryTo: () => 'plystre',
    practise: [() => `formet munnen rund og blåste`, () => `prøvde små, forsiktige plystretoner`],
    slip: ['blåste', 'bare luft'],
    bump: 'litt bare luft',
    titles: [(c) => `${c.owner.gen} første plystring`, (c) => `en melodi til ${o(c)}`],
  },
  dance: {
    fail: [
      (c) => `${han(c)} snublet i sine egne bein`,
      (c) => `${han(c)} snurret så fort at ${han(c)} ble svimmel og satte seg ned`,
      (c) => `${han(c)} gikk til venstre da musikken gikk til høyre`,
      (c) => `føttene kom i ulage, og ${han(c)} tråkket på sine egne tær`,
    ],
    win: [
      (c) => `${o(c)} danset og danset!`,
      (c) => `${o(c)} danset rundt og rundt uten å snuble én eneste gang!`,
      (c) =>
        `${o(c)} danset rundt og rundt, lett som et blad og helt i takt, uten å snuble én eneste gang.`,
    ],
    tips: [
      () => 'lytte til musikken',
      () => 'telle en, to, tre',
      () => 'la føttene ha det gøy',
      () => 'ta små skritt først',
    ],
    wrong: [(c) => `snublet ${han(c)} i sine egne bein`, () => `mistet føttene takten`],
    tryTo: () => 'danse',
    practise: [() => `talte en, to, tre og tok et skritt`, () => `nynnet en melodi og svaiet`],
    slip: ['tråkket', 'på mine egne tær'],
    bump: 'en snubling eller to',
    titles: [(c) => `${o(c)} danser`, (c) => `en, to, tre, ${o(c)}!`],
  },
  climb: {
    fail: [
      (c) => `${han(c)} skled ned igjen med et sus`,
      (c) => `${han(c)} ble sittende fast halvveis og måtte hjelpes ned`,
      (c) => `${han(c)} tok tak i ei grein som ikke var helt sterk nok`,
      (c) => `foten skled på barken, og ned kom ${han(c)}`,
    ],
    win: [
      (c) => `${o(c)} klatret helt til toppen!`,
      (c) => `${o(c)} klatret helt opp til den aller øverste greina!`,
      (c) => `Hånd over hånd klatret ${o(c)} helt opp til toppen og så ut over alt sammen.`,
    ],
    tips: [
      () => 'alltid holde fast med tre poter',
      () => 'se etter neste gode grein',
      () => 'ta det rolig',
      () => 'kjenne på hver grein først',
    ],
    wrong: [(c) => `skled ${han(c)} ned igjen`, (c) => `ble ${han(c)} sittende fast halvveis`],
    tryTo: () => 'klatre',
    spot: `opp i {et stort, gammelt tre|ei høy furu|et epletre}`,
    practise: [() => `klatret i de nederste greinene`, () => `øvde på å finne gode tak`],
    slip: ['skled', 'ned stammen'],
    bump: 'en og annen sklitur ned stammen',
    titles: [(c) => `${o(c)} når toppen`, (c) => `opp i treet, ${o(c)}!`],
  },
  jump: {
    fail: [
      (c) => `${han(c)} landet i en busk`,
      (c) => `${han(c)} hoppet, men bare like høyt som en prestekrage`,
      (c) => `${han(c)} bøyde knærne så mye at ${han(c)} satte seg ned`,
      (c) => `${han(c)} satte av med feil fot og kom nesten ikke opp`,
    ],
    win: [
      (c) => `${o(c)} hoppet så høyt!`,
      (c) => `${o(c)} hoppet høyere enn noen gang, helt opp til greinene!`,
      (c) =>
        `${o(c)} bøyde knærne, satte av og hoppet høyere enn noen gang, helt opp blant greinene.`,
    ],
    tips: [
      () => 'bøye knærne først',
      () => 'svinge med armene',
      () => 'se dit du vil lande',
      () => 'sette av med begge beina',
    ],
    wrong: [
      (c) => `kom ${han(c)} bare like høyt som en prestekrage`,
      (c) => `landet ${han(c)} på rumpa`,
    ],
    tryTo: () => 'hoppe høyt',
    spot: `fra {en stubbe|en veltet stokk|en gresskant|en flat stein}`,
    practise: [() => `tok små hopp og så større`, () => `bøyde knærne og satte av`],
    slip: ['landet', 'på rumpa'],
    bump: 'en og annen dump på rumpa',
    titles: [(c) => `hopp, ${o(c)}, hopp!`, (c) => `${o(c)} og det høyeste hoppet`],
  },
  roar: {
    fail: [
      () => `det kom bare et lite pip`,
      () => `det kom en hikk i stedet for et brøl`,
      () => `brølet ble til et gjesp`,
      () => `det kom et brøl så lite at ikke engang en bille så opp`,
    ],
    win: [
      (c) => `BRØØØL! ${o(c)} brølte et stort brøl!`,
      (c) => `${o(c)} satte i et BRØL som rullet over åsene!`,
      (c) =>
        `${o(c)} gapte stort og satte i et BRØL som rullet over åsene og kom tilbake som ekko.`,
    ],
    tips: [
      () => 'brøle fra magen',
      () => 'stå rett først',
      () => 'trekke pusten dypt først',
      () => 'tenke på torden',
    ],
    wrong: [() => `kom det bare et pip`, () => `ble brølet til en hikke`],
    gone: (c) => `var brølet ${hans(c)} borte`,
    tryTo: () => 'brøle',
    practise: [() => `øvde på små knurr og så større`, () => `trakk pusten dypt og rumlet`],
    slip: ['pep', 'i stedet for å brøle'],
    bump: 'et og annet pip',
    voice: true,
    titles: [(c) => `${c.owner.gen} store brøl`, (c) => `brøl, ${o(c)}, brøl!`],
  },
  fire: {
    fail: [
      () => `det kom en grå røyksky og et host`,
      () => `det kom en hel sky av såpebobler`,
      () => `det kom en liten gnist som sluknet med en gang`,
    ],
    win: [
      () => `Svosj! Ut kom ei lita, varm flamme!`,
      () => `Svosj! Ut kom ei varm lita flamme, lys og gyllen!`,
      () =>
        `Svosj! Ut kom ei varm lita flamme, lys og gyllen, akkurat like stor som et stearinlys.`,
    ],
    tips: [
      () => 'tenke på noe varmt',
      () => 'puste sakte ut',
      () => 'begynne med en liten gnist',
      () => 'tenke på en glad dag',
    ],
    wrong: [() => `kom det bare røyk`, () => `kom det bare et host og en røykdott`],
    tryTo: () => 'spy ild',
    gone: (c) => `hadde ilden ${hans(c)} sluknet`,
    practise: [() => `blåste varme pust`, () => `laget små røykdotter`],
    slip: ['hostet', 'opp røyk'],
    bump: 'en og annen røykdott',
    titles: [(c) => `${c.owner.gen} første flamme`, (c) => `ei lita flamme til ${o(c)}`],
  },
  ski: {
    fail: [
      () => `skiene gikk hver sin vei`,
      (c) => `${han(c)} satte seg ned i snøen med et flump`,
      (c) => `${han(c)} gikk rundt i ring`,
      (c) => `${han(c)} krysset skiene og deiset over ende i snøen`,
    ],
    win: [
      (c) => `${o(c)} kjørte ned bakken på ski. Huiii!`,
      (c) => `${o(c)} gled helt ned bakken på skiene. Huiii!`,
      (c) =>
        `${o(c)} gled på skiene hele veien ned bakken, med bøyde knær og armene ut, og ropte huiii hele veien.`,
    ],
    tips: [
      () => 'bøye knærne',
      () => 'se dit du vil',
      () => 'begynne i en liten bakke',
      () => 'holde skiene side om side',
    ],
    wrong: [(c) => `satte ${han(c)} seg ned i snøen`, () => `gikk skiene hver sin vei`],
    tryTo: () => 'gå på ski',
    spot: `ned {en liten snøbakke|en slak bakke med snø}`,
    practise: [() => `gikk bortover på flat snø`, () => `øvde på å bremse med plog`],
    slip: ['satte', 'meg ned i snøen'],
    bump: 'en og annen rumpetur i snøen',
    titles: [(c) => `${o(c)} på ski`, (c) => `huiii, ${o(c)}!`],
  },
  cycle: {
    fail: [
      (c) => `${han(c)} vinglet og veltet i {gresset|hekken}`,
      (c) => `sykkelen gikk én vei og ${han(c)} en annen`,
      (c) => `${han(c)} glemte å tråkke og stoppet med en vingling`,
      (c) => `${han(c)} så ned på føttene og styrte rett inn i en busk`,
    ],
    win: [
      (c) => `${o(c)} syklet helt selv! Ingen holdt i setet!`,
      (c) => `${o(c)} syklet rundt og rundt uten én eneste vingling, og ingen holdt i setet!`,
      (c) =>
        `${o(c)} syklet av sted langs stien, rundt svingen og tilbake igjen, uten én eneste vingling, og ingen holdt i setet.`,
    ],
    tips: [
      () => 'fortsette å tråkke',
      () => 'se framover, ikke ned',
      () => 'begynne på flat mark',
      () => 'holde lett i styret',
    ],
    wrong: [(c) => `vinglet ${han(c)} og veltet`, () => `veltet sykkelen`],
    tryTo: () => 'sykle',
    spot: `bortover {stien|en flat bit av stien|veien}`,
    practise: [() => `tråkket noen vinglete runder`, () => `øvde på å starte med én pedal oppe`],
    slip: ['vinglet', 'inn i hekker'],
    bump: 'en og annen vingling',
    titles: [(c) => `${o(c)} og sykkelen`, (c) => `tråkk, ${o(c)}, tråkk!`],
  },
  sing: {
    ...SINGING,
    win: [
      (c) => `${o(c)} sang en fin sang, høyt og klart!`,
      (c) => `${o(c)} sang så vakkert at fuglene stoppet for å lytte.`,
      (c) =>
        `${o(c)} sang, og stemmen ${hans(c)} var så klar og varm, med hver tone på plass, at selv fuglene ble stille for å høre.`,
    ],
    gone: (c) => `var stemmen ${hans(c)} borte`,
    tryTo: () => 'synge',
    titles: [
      (c) => `en sang for ${o(c)}`,
      (c) => `${o(c)} synger`,
      (c) => `${c.owner.gen} første sang`,
    ],
  },
  choir: {
    ...SINGING,
    win: [
      (c) => `${o(c)} sang med koret, høyt og klart!`,
      (c) =>
        `${o(c)} sto sammen med koret og sang hele sangen, hver eneste tone, høyt og klart, og koret sang med ${ham(c)}.`,
      (c) =>
        `${o(c)} stilte seg på rekke med koret, åpnet munnen og sang. Stemmen ${hans(c)} smeltet sammen med alle de andre, klar og varm, og da sangen var slutt, klappet alle.`,
    ],
    tryTo: () => 'synge korsangen',
    titles: [
      (c) => `${o(c)} og koret`,
      (c) => `${o(c)} blir med i koret`,
      (c) => `en sang for ${o(c)}`,
      (c) => `${o(c)} synger i koret`,
    ],
  },
  skating: {
    fail: [
      (c) => `føttene skled ut under ${ham(c)}, og ${han(c)} satte seg på isen`,
      (c) => `${han(c)} vinglet, veivet med armene som en vindmølle og falt på isen`,
      (c) => `${han(c)} snurret rundt og rundt og klarte ikke å stoppe`,
      () => `skøytene gikk hver sin vei på isen`,
    ],
    win: [
      (c) => `${o(c)} gikk på skøyter over isen, svisj, svisj!`,
      (c) => `${o(c)} gled helt over isen og tilbake uten å falle én eneste gang!`,
      (c) =>
        `${o(c)} satte fra og gled over isen, svisj, svisj, i en lang, fin bue, og falt ikke én eneste gang.`,
    ],
    tips: [
      () => 'bøye knærne litt',
      () => 'skyve ut til siden, ikke bakover',
      () => 'holde armene ut for balansen',
      () => 'ta små glid først',
    ],
    wrong: [
      (c) => `satte ${han(c)} seg på isen med et dunk`,
      (c) => `skled føttene bort under ${ham(c)}`,
    ],
    tryTo: () => 'gå på skøyter',
    spot: `på {den islagte dammen|en isflekk|den frosne sølepytten}`,
    practise: [() => `tok små glid på isen`, () => `øvde på å stå stille på skøytene`],
    slip: ['satte', 'meg på isen'],
    bump: 'en og annen dump på isen',
    titles: [(c) => `${o(c)} på isen`, (c) => `svisj, ${o(c)}!`],
  },
  football: {
    fail: [
      (c) => `${han(c)} sparket i lufta, og ballen trillet sin vei`,
      (c) => `${han(c)} snublet i ballen`,
      () => `ballen gikk sidelengs inn i buskene`,
      (c) => `${han(c)} sparket så hardt at ${han(c)} falt, og ballen rørte seg nesten ikke`,
    ],
    win: [
      (c) => `${o(c)} sparket ballen rett i mål!`,
      (c) => `${o(c)} løp, sparket, og ballen suste rett i mål. MÅL!`,
      (c) =>
        `${o(c)} løp til, holdt øynene på ballen og sparket. Ballen suste rett mellom stengene, og alle ropte MÅL!`,
    ],
    tips: [
      () => 'holde øynene på ballen',
      () => 'sparke med innsiden av foten',
      () => 'ta små skritt før du sparker',
      () => 'passe til vennene dine',
    ],
    wrong: [(c) => `bommet ${han(c)} på ballen`, () => `trillet ballen feil vei`],
    tryTo: () => 'sparke ballen i mål',
    practise: [() => `sparket ballen mot et tre`, () => `førte ballen i små siksaker`],
    slip: ['sparket', 'i lufta'],
    bump: 'et og annet bom',
    titles: [(c) => `${o(c)} scorer mål`, (c) => `${o(c)} og ballen`],
  },
  band: {
    fail: [
      () => `det kom et tut som fra {ei sint gås|et gammelt bilhorn}`,
      (c) => `${han(c)} spilte feil tone, høyt og stolt`,
      (c) => `${han(c)} mistet takten og spilte videre da alle de andre hadde stoppet`,
      (c) => `${han(c)} blåste og blåste, og det kom bare et pip`,
    ],
    win: [
      (c) => `${o(c)} spilte melodien med korpset, høyt og klart!`,
      (c) => `${o(c)} spilte hele melodien med korpset, helt i takt!`,
      (c) =>
        `${o(c)} marsjerte og spilte med korpset, hver tone på plass og helt i takt, og melodien klang over hele bygda.`,
    ],
    tips: [
      () => 'lytte til trommen for å finne takten',
      () => 'blåse rolig og jevnt',
      () => 'spille én tone om gangen',
      () => 'trampe takten med foten',
    ],
    wrong: [() => `kom det bare et tut`, () => `ble tonene helt feil`],
    tryTo: () => 'spille korpsmarsjen',
    practise: [() => `spilte melodien tone for tone`, () => `trampet takten og nynnet melodien`],
    slip: ['tutet', 'som ei gås'],
    bump: 'en og annen feil tone',
    titles: [(c) => `${o(c)} og korpset`, (c) => `${o(c)} spiller i korpset`],
  },
  read: {
    fail: [
      () => `bokstavene danset rundt på siden`,
      (c) => `${han(c)} leste det første ordet og ble stående fast på det andre`,
      (c) => `${han(c)} holdt boka opp ned`,
      (c) => `${han(c)} blandet b og d, og setningen ga ingen mening`,
    ],
    win: [
      (c) => `${o(c)} leste en hel side!`,
      (c) => `${o(c)} leste en hel side helt selv!`,
      (c) =>
        `${o(c)} leste en hel side helt på egen hånd, og så, fordi det føltes så godt, én til.`,
    ],
    tips: [
      () => 'ta ett ord om gangen',
      () => 'følge ordene med fingeren',
      () => 'lyde bokstavene',
      () => 'se på bildene etter hint',
    ],
    wrong: [
      () => `hoppet bokstavene rundt`,
      (c) => `ble ${han(c)} stående fast på det andre ordet`,
    ],
    tryTo: () => 'lese boka',
    practise: [() => `lydet bokstavene`, () => `leste ett ord, så to`],
    slip: ['blandet', 'bokstavene'],
    bump: 'et og annet rotete ord',
    titles: [(c) => `${o(c)} og boka`, (c) => `${o(c)} leser en side`],
  },
};

const WORDS: Record<string, SkillWords> = { ...OWN_WORDS, ...MORE_WORDS, ...MUSIC_WORDS };

const BY_ENTRY = new Map(SKILLS.map((s) => [s.no, s.id]));

/** Ordene til ferdigheten; en ferdighet uten egne ord låner ingen andres. */
export function skillWords(c: NoCtx): SkillWords {
  const id = c.skill ? BY_ENTRY.get(c.skill) : undefined;
  return (id && WORDS[id]) || plainWords(c);
}

/**
 * En ferdighet uten egne ord (en familien nevnte som leksikonet ikke kjenner, «lære å strikke»):
 * enkle forsøk, fortalt med familiens ord, som går galt på mange små måter.
 */
function plainWords(c: NoCtx): SkillWords {
  const inf = c.skill?.inf ?? 'klare det';
  return {
    fail: [
      () => `det gikk {helt galt|galt halvveis|galt helt i starten}`,
      (x) => `${han(x)} kom helt ut av det og måtte begynne på nytt`,
      (x) => `${han(x)} vinglet, mistet tråden midt i og stoppet`,
      () => `det gikk ikke ennå, ikke engang litt`,
      (x) => `${han(x)} gikk for fort fram, og alt falt fra hverandre`,
      (x) => `${han(x)} glemte hva som kom etterpå, og ble stående helt stille`,
    ],
    win: [
      (x) => `${o(x)} klarte å ${inf}!`,
      (x) => `${o(x)} klarte å ${inf}, hele veien!`,
      (x) => `${o(x)} klarte å ${inf}, fra start til slutt, og det kjentes som solskinn.`,
    ],
    tips: [
      () => 'ta det rolig',
      () => 'ta ett lite skritt om gangen',
      () => 'puste og prøve igjen',
      () => 'se nøye etter først',
      () => 'begynne med det letteste',
      () => 'holde blikket på det du gjør',
    ],
    wrong: [
      () => `gikk det galt`,
      () => `ble alt et eneste rot`,
      () => `falt det fra hverandre halvveis`,
    ],
    tryTo: () => inf,
    practise: [
      () => `øvde`,
      () => `prøvde igjen, sakte`,
      () => `øvde på det vanskeligste`,
      () => `tok det bit for bit`,
    ],
    slip: ['bommet', 'igjen og igjen'],
    bump: 'en feil eller to',
    titles: [
      (x) => `${o(x)} og det store forsøket`,
      (x) => `${o(x)} lærer å ${inf}`,
      (x) => `Da ${o(x)} lærte å ${inf}`,
    ],
  };
}
