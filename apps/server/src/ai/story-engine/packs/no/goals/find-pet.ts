// Familiens eget kjæledyr som er borte (find `pet`): der det ble sett sist, navnet ropt, stedene
// et dyr gjemmer seg lett i, rom for rom, en nabo spurt, et spor (matboksen, bjella, potespor) som
// leder dit, funnet trygt og båret hjem, matet, kost med og krøllet sammen ved leggetid.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Tpl } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { eachOnce, inTurn } from '../../place-beats';
import { dogPet, hideAt, smallPet, type Hide } from '../../pet-search';
import { cap } from '../../../text';
import { indef } from '../../../grammar/norwegian';

const h = (c: NoCtx) => c.hero.name;
/** Dyret ved navn: «Max», eller «katten» når familien ikke ga noe navn. */
const o = (c: NoCtx) => c.other?.name ?? 'katten';
const O = (c: NoCtx) => cap(o(c));
/** Det den ropes på: navnet, eller «lille venn». */
const call = (c: NoCtx) => (c.other?.named ? o(c) : 'lille venn');
const Call = (c: NoCtx) => cap(call(c));
const den = (c: NoCtx) => c.other?.han ?? 'den';
const Den = (c: NoCtx) => cap(den(c));
const dem = (c: NoCtx) => c.other?.ham ?? 'den';
/** Et intetkjønnsdyr uten navn («marsvinet») er trygt; «Pelle» er trygg. */
const neuter = (c: NoCtx) => !!c.other && !c.other.named && c.other.noun.g === 'n';
const trygg = (c: NoCtx) => (neuter(c) ? 'trygt' : 'trygg');
/** Slaget i bestemt form: «katten», «marsvinet». */
const slag = (c: NoCtx) => c.other?.kindDef ?? 'katten';
/** «Pelle, et lite, brunt marsvin», sagt én gang i starten. */
const enDyr = (c: NoCtx) => (c.other ? indef(c.other.noun, c.other.look) : 'en katt');
const who = (c: NoCtx) => (c.other?.named ? `${o(c)}, ${enDyr(c)}` : enDyr(c));
/** Den voksne som blir spurt hjemme: den som møtes, eller mamma. */
const grown = (c: NoCtx) => c.helper?.name ?? 'mamma';

/** Stedene et dyr gjemmer seg i hvert rom, sett etter ett for ett. */
const SPOTS: Record<Hide, string[]> = {
  bedroom: ['under senga', 'i klesskapet', 'bak gardinene', 'i lekekassa'],
  kitchen: ['under bordet', 'i skapet under vasken', 'bak søppelbøtta', 'i handleposen'],
  bathroom: ['i skittentøyskurven', 'bak badekaret', 'i håndklebunken', 'under vasken'],
  'living-room': ['under sofaen', 'bak bokhylla', 'inni en stor tøffel', 'under lenestolen'],
  garage: ['bak eskene', 'under bilen', 'i en gummistøvel', 'bak syklene'],
  garden: ['under buskene', 'oppe i epletreet', 'bak komposten', 'inne i hagen til naboen'],
};
const spot = (c: NoCtx) => c.cycle(SPOTS[hideAt(c)]);
/** Det som lå der i stedet. */
const INSTEAD = [
  'en gammel sokk',
  'en bortkommen fargestift',
  'en støvete ball',
  'en søvnig edderkopp',
  'en knapp',
  'en gammel pappeske',
];
const instead = (c: NoCtx) => c.cycle(INSTEAD);
const fill = (c: NoCtx, line: string) =>
  line
    .replace(/\{h\}/g, h(c))
    .replace(/\{o\}/g, o(c))
    .replace(/\{O\}/g, O(c))
    .replace(/\{den\}/g, den(c))
    .replace(/\{dem\}/g, dem(c))
    .replace(/\{han\}/g, c.hero.han)
    .replace(/\{g\}/g, grown(c));
type Two = [young: string, mid: string];
/** Et roms egne linjer, hver fortalt én gang og bare i sitt rom. */
const inRoom = (lines: Partial<Record<Hide, Two[]>>): Tpl<NoCtx>[] =>
  (Object.keys(lines) as Hide[]).flatMap((room) =>
    (lines[room] ?? []).map(
      (line) => (c: NoCtx) => (hideAt(c) === room ? fill(c, by(c, line[0], line[1])) : null),
    ),
  );

/** Hvert roms egne steder å se, og det som lå der i stedet. */
const LOOKS: Partial<Record<Hide, Two[]>> = {
  bedroom: [
    [
      '{h} så under senga. Bare støv!',
      '{h} la seg flat på teppet og kikket under senga, men der var det bare støv, en sokk og en veldig gammel kjeks.',
    ],
    [
      '{h} åpnet klesskapet. Bare jakker.',
      '{h} åpnet klesskapet og skjøv jakkene til side én etter én, men ingen satt blant skoene.',
    ],
    [
      'Gardinene rørte seg! Det var vinden.',
      'Gardinene bulte ut som om noe rundt satt bak dem, men da {h} kikket, var det bare vinden fra det åpne vinduet.',
    ],
    [
      '{h} tømte lekekassa. Ingen der.',
      '{h} løftet bamsene og klossene ut av lekekassa, én om gangen, helt ned til bunnen. Ingen lå der.',
    ],
    [
      '{h} kjente på senga. Tom!',
      '{h} kjente etter en varm klump under dyna, for {o} elsket å sove der, men senga var kald og flat og tom.',
    ],
    [
      '{h} så i tøflene. Tomme!',
      '{h} kikket inn i begge tøflene sine ved senga, for de var akkurat passe store å gjemme seg i, men de var tomme.',
    ],
  ],
  kitchen: [
    [
      '{h} så under bordet. Smuler!',
      '{h} krøp under kjøkkenbordet mellom alle stolbeina, men der var det bare smuler og en skje som hadde blitt borte.',
    ],
    [
      '{h} åpnet skapet. Bare bøtter.',
      '{h} åpnet skapet under vasken helt forsiktig, men der sto det bare bøtter, børster og ei flaske oppvaskmiddel.',
    ],
    [
      'Det raslet i en pose. En chipspose!',
      'Det raslet i handleposen ved døra, og {h} holdt pusten, men det var bare en tom chipspose.',
    ],
    [
      '{h} så bak søppelbøtta. Ingenting.',
      '{h} kikket inn i sprekken bak søppelbøtta, der det luktet litt gammel banan, men der var det ingen.',
    ],
    [
      '{h} sjekket matskåla. Fortsatt full.',
      '{h} sjekket skåla til {o} igjen og håpet at den var tom, men all maten lå der fortsatt.',
    ],
    [
      '{h} så i grønnsakskurven. Bare poteter.',
      '{h} så i grønnsakskurven ved komfyren, der det var varmt og mørkt, men der lå det bare poteter og en myk løk.',
    ],
  ],
  bathroom: [
    [
      '{h} så i skittentøyskurven. Sokker!',
      '{h} gravde seg ned i skittentøyskurven, der det var mykt og varmt, men der var det bare sokker, pysjamaser og et fuktig håndkle.',
    ],
    [
      '{h} så bak badekaret. Mørkt og tomt.',
      '{h} lyste med lommelykt inn i den mørke sprekken bak badekaret, men fant bare ei gummiand som hadde vært borte i ukevis.',
    ],
    [
      '{h} løftet håndklærne. Ingen der.',
      '{h} løftet håndklærne ett for ett, for de ville blitt et deilig, lunt rede, men ingen lå krøllet sammen der inne.',
    ],
    [
      'Drypp, drypp, sa kranen. Ingen lyd.',
      'Kranen sa drypp, drypp, og {h} lyttet mellom dryppene etter et skrap eller et pip, men badet var helt stille.',
    ],
    [
      '{h} så i badekaret. Bare en svamp.',
      '{h} kikket over kanten på badekaret, i tilfelle {o} hadde hoppet oppi, men der lå det bare en gul svamp og proppen i kjettingen sin.',
    ],
    [
      '{h} så bak døra. Bare en morgenkåpe.',
      '{h} så bak baderomsdøra, der morgenkåpene hang helt ned til gulvet, men ingen gjemte seg i foldene.',
    ],
  ],
  'living-room': [
    [
      '{h} så under sofaen. En sokk!',
      '{h} la seg på gulvet og kikket under sofaen, men fant bare en sokk, to mynter og masse lo.',
    ],
    [
      '{h} løftet putene. Bare smuler.',
      '{h} løftet alle putene av sofaen og så i sprekkene, men der var det bare smuler og en puslebrikke.',
    ],
    [
      '{h} så bak bokhylla. Ingenting.',
      '{h} så bak bokhylla, der det var trangt og støvete, men bare en edderkopp så tilbake.',
    ],
    [
      '{h} så i en tøffel. Tom!',
      '{h} tok opp den store tøffelen til pappa, for {o} hadde sovet i den en gang før, men den var tom og luktet litt rart.',
    ],
    [
      '{h} så under lenestolen. Bare støv.',
      '{h} vippet lenestolen litt bakover og så under den, men der var det ikke noe annet enn støv og ei hårklype.',
    ],
    [
      '{h} så i blomsterpotta. Bare jord.',
      '{h} så i den store blomsterpotta ved vinduet, i tilfelle noen hadde gravd der, men jorda var glatt og urørt.',
    ],
  ],
  garage: [
    [
      '{h} så bak eskene. Bare støv.',
      '{h} flyttet pappeskene én etter én, helt forsiktig, men bak dem var det bare støv og en gammel malingsboks.',
    ],
    [
      '{h} så i støvlene. Tomme!',
      '{h} snudde alle gummistøvlene ved garasjedøra, for de var så gode gjemmesteder, men alle var tomme.',
    ],
    [
      '{h} så bak syklene. Ingenting.',
      '{h} klemte seg forbi syklene helt inn til veggen, men fant bare en flat fotball og et spindelvev.',
    ],
    [
      '{h} så under bilen. For mørkt!',
      '{h} la seg flat på det kalde gulvet og lyste under bilen med lommelykt, men fant bare en oljete fille og en skrue som hadde blitt borte.',
    ],
    [
      '{h} så i verktøykassa. Ikke plass!',
      '{h} åpnet den store verktøykassa, bare i tilfelle, men den var så full av skiftenøkler at ikke engang ei mus kunne ha klemt seg inn.',
    ],
    [
      '{h} så bak veden. Mørkt!',
      '{h} så bak vedstabelen, der det var mørkt og luktet furu, men bare et skrukketroll pilte av gårde.',
    ],
    [
      '{h} så i trillebåra. Tom.',
      '{h} så i den gamle trillebåra, full av tørre blader, men ingen lå krøllet sammen i den.',
    ],
    [
      '{h} så under benken. Bare verktøy.',
      '{h} så under arbeidsbenken blant boksene og verktøyet, men fant bare en hanske som noen hadde mistet.',
    ],
    [
      '{h} så i pottene. Bare jord.',
      '{h} så i stabelen med gamle blomsterpotter ved døra, den ene inni den andre, men det var bare tørr jord og en snegle i dem.',
    ],
    [
      '{h} så opp på hylla. Bare glass.',
      '{h} klatret opp på ei kasse for å se på den høye hylla, men der sto det bare glass med spiker og et nøste med hyssing.',
    ],
  ],
  garden: [
    [
      '{h} så under buskene. Bare løv.',
      '{h} satte seg på huk og så under buskene, der løvet lå tykt og tørt, men bare en svarttrost hoppet ut.',
    ],
    [
      '{h} så opp i epletreet. Bare fugler.',
      '{h} så helt opp i epletreet, grein for grein, i tilfelle {o} hadde klatret opp og ikke kom seg ned, men der satt bare to spurver.',
    ],
    [
      '{h} så bak komposten. Ingen der.',
      '{h} så bak komposten, som var varm og luktet gammelt gress, men ingen hadde gjemt seg der.',
    ],
    [
      '{h} kikket over gjerdet. Ikke der.',
      '{h} sto på tærne og kikket over gjerdet inn i hagen til naboen, men så bare trampolinen deres og et søvnig pinnsvin.',
    ],
    [
      '{h} så langs hekken. Bare en ball.',
      '{h} gikk sakte langs hekken og ropte lavt, og fant en tennisball som hadde blitt borte, men ikke {o}.',
    ],
    [
      '{h} så i lekestua. Tom!',
      '{h} åpnet den lille døra på lekestua og kikket inn, men der satt det bare to dukker og drakk te.',
    ],
  ],
};

/** Hvert roms eget spor: det som sier at dyret har vært her, eller gått videre herfra. */
const CLUES_AT: Partial<Record<Hide, Two[]>> = {
  bedroom: [
    [
      'Det lå hår på puta.',
      'På puta lå det noen myke hår. {O} hadde vært her, og det var ikke lenge siden.',
    ],
    [
      'Døra sto på gløtt.',
      'Døra til soverommet sto på gløtt, akkurat så mye at et lite dyr kunne smette ut. Noen hadde gått denne veien.',
    ],
  ],
  kitchen: [
    [
      'Mel på gulvet, og potespor!',
      'Noen hadde veltet melet, og små potespor gikk gjennom det mot bakdøra.',
    ],
    [
      'Lemmen i døra dinglet litt.',
      'Lemmen i bakdøra dinglet fortsatt litt, som om noen nettopp hadde gått gjennom den.',
    ],
  ],
  bathroom: [
    [
      'Et vått potespor på matta!',
      'På badematta var det ett lite, fuktig potespor, og det pekte ut døra.',
    ],
  ],
  'living-room': [
    [
      'En tygget sokk lå ved døra.',
      'Ved døra lå en av sokkene til {h}, litt tygget på tåa. {O} hadde lekt med den på veien.',
    ],
    [
      'Vinduet sto litt åpent.',
      'Vinduet sto på gløtt, og ute på karmen var det et lite merke etter en pote.',
    ],
    [
      'Det lå matsmuler der!',
      'Under lenestolen lå det noen smuler av maten til {o}, som om noen hadde båret dem dit for å ha litt nattmat.',
    ],
  ],
  garage: [
    [
      'Det lå tygget papir på gulvet!',
      'På garasjegulvet lå det små biter av tygget papir, i et spor som gikk inn bak eskene.',
    ],
    [
      'En bitte liten lyd kom innenfra.',
      'Inne fra garasjen kom det en bitte liten lyd: et skrap, og så et lite, lei pip.',
    ],
  ],
  garden: [
    [
      'Naboen hadde sett {o}!',
      'Over gjerdet ropte naboen: «Jeg så {o} i morges, på vei rundt huset mot garasjen!»',
    ],
    [
      'Potespor i gjørma!',
      'I den myke jorda ved blomsterbedet var det ferske potespor, og de gikk mot garasjen.',
    ],
  ],
};

/** Sporet: bjella, potespor, pels, teppet. */
const CLUES: ((c: NoCtx) => string)[] = [
  (c) =>
    smallPet(c)
      ? by(
          c,
          `Da hørte ${h(c)} noe: skrape, skrape! Var det ${o(c)}?`,
          `Da hørte ${h(c)}, helt svakt, en bitte liten skrapelyd, som av små klør mot et gulv et sted lenger borte.`,
        )
      : by(
          c,
          `Da hørte ${h(c)} noe: en bitte liten klingelyd! Bjella til ${o(c)}?`,
          `Da hørte ${h(c)}, helt svakt, en bitte liten klingelyd, akkurat som bjella i halsbåndet til ${o(c)}.`,
          `Da kom det, så svakt at ${h(c)} måtte holde pusten for å høre det, en bitte liten klingelyd, akkurat som bjella i halsbåndet til ${o(c)}, og den kom fra et sted lenger borte.`,
        ),
  (c) =>
    by(
      c,
      `På gulvet var det små potespor!`,
      `På gulvet var det små potespor i et tynt lag {mel|jord|støv}, og de gikk {ut døra|rundt hjørnet|videre}.`,
      `På gulvet fikk ${h(c)} øye på små potespor i et tynt lag {mel|jord|støv}, og de stoppet ikke der: de gikk {ut døra|rundt hjørnet|videre}.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} fant en liten dott myk pels.`,
      `På en spiker hang en liten dott myk pels. ${O(c)} hadde vært her!`,
      `På en spiker hang en liten dott myk pels, og ${h(c)} skjønte med en gang hvem den var fra: ${o(c)} hadde smettet forbi akkurat her, for ikke lenge siden.`,
    ),
  (c) =>
    by(
      c,
      `Yndlingsteppet til ${o(c)} var borte også!`,
      `Yndlingsteppet til ${o(c)} var borte fra kurven også. Hadde ${den(c)} dratt det med seg til et varmt sted?`,
      `Da la ${h(c)} merke til at yndlingsteppet til ${o(c)} var borte fra kurven også, og lurte på om ${den(c)} hadde dratt det med seg for å lage ei god seng et sted der det var varmt.`,
    ),
];

/** Asleep at home at the end: told with the last thought, so every story reaches it. */
const bedtime = (c: NoCtx) =>
  by(
    c,
    `Ved leggetid krøllet ${o(c)} seg sammen ${smallPet(c) ? 'i buret' : 'ved fotenden av senga'}. God natt!`,
    `Ved leggetid krøllet ${o(c)} seg sammen ${smallPet(c) ? 'i den myke halmen i buret, med døra godt lukket' : `ved fotenden av senga til ${h(c)}, varm og rund og ${trygg(c)}`}, og ${h(c)} sovnet med et smil.`,
    `Ved leggetid krøllet ${o(c)} seg sammen ${smallPet(c) ? 'i den myke halmen i buret, med døra godt lukket og sjekket to ganger' : `ved fotenden av senga til ${h(c)}, som en varm, rund ball`}, og ${h(c)} lå og lyttet til at ${o(c)} pustet, helt til ${c.hero.hans} egne øyne lukket seg.`,
  );

export const petSearch: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${h(c)} hadde et kjæledyr: ${who(c)}.`,
        smallPet(c)
          ? `${h(c)} hadde et kjæledyr, ${who(c)}, som bodde i et bur på rommet til ${h(c)}.`
          : `${h(c)} hadde et kjæledyr, ${who(c)}, som sov ved fotenden av senga {hver natt|hele vinteren|når ingen så det}.`,
        `${h(c)} hadde et kjæledyr, ${who(c)}, og hver kveld ${smallPet(c) ? `løp ${den(c)} rundt og rundt i buret sitt til ${h(c)} sa god natt` : `hoppet ${den(c)} opp på dyna til ${h(c)} og malte eller snorket til morgenen`}.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} var {så glad i|veldig glad i|aller mest glad i} ${o(c)}.`,
        `${h(c)} var gladere i ${o(c)} enn i {noe annet|is|alle lekene i huset}, og ${o(c)} var like glad i ${h(c)}.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        smallPet(c)
          ? `Men en morgen var buret tomt, og ${o(c)} var borte!`
          : `Men en morgen var ${o(c)} borte, og ingen visste hvor!`,
        smallPet(c)
          ? `Men en morgen sto den lille døra på buret åpen, og ${o(c)} var borte!`
          : `Men en morgen kom ikke ${o(c)} til frokost. Skåla var fortsatt full, og ${o(c)} var borte!`,
        smallPet(c)
          ? `Men en morgen, da ${h(c)} kom for å si hei, sto den lille døra på buret åpen, halmen var kald, og ${o(c)} var ingen steder å se.`
          : `Men en morgen kom ikke ${o(c)} til frokost. Skåla sto full ved døra, ingen hadde sett ${dem(c)} siden i går kveld, og ${o(c)} var borte.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Ikke vær redd, ${call(c)}, jeg skal finne deg!» sa ${h(c)}.`,
        `«Hvor så du ${dem(c)} sist?» spurte ${grown(c)}. «${smallPet(c) ? 'I buret, i går kveld' : 'Ved bakdøra, i går kveld'},» sa ${h(c)}. «Jeg skal finne ${dem(c)}!»`,
        `«Vi begynner der ${o(c)} ble sett sist,» sa ${grown(c)} rolig, «og ser på alle stedene der ${slag(c)} liker å gjemme seg.» ${h(c)} nikket og tok med seg matboksen, i tilfelle.`,
      ),
  ],
  attempt: [
    ...inRoom(LOOKS),
    (c) =>
      by(
        c,
        `${h(c)} så ${spot(c)}. Bare ${instead(c)}!`,
        `${h(c)} så ${spot(c)} ${c.place.in}, men der var det bare ${instead(c)}. Ikke noe spor av ${o(c)}.`,
        `${h(c)} la seg ned på knærne og så ${spot(c)} ${c.place.in}, men alt som lå der, var ${instead(c)}, og ikke noe dyr i det hele tatt.`,
      ),
    (c) =>
      by(
        c,
        `«${Call(c)}!» ropte ${h(c)}. Ingenting.`,
        `«${Call(c)}, hvor er du?» ropte ${h(c)} ${c.place.in}, og lyttet godt. Ingenting.`,
        `«${Call(c)}! ${Call(c)}, hvor er du?» ropte ${h(c)} ${c.place.in}, og sto helt stille og lyttet, men bare klokka tikket.`,
      ),
    (c) =>
      by(
        c,
        `Noe rørte seg ${spot(c)}! Men det var ${instead(c)}.`,
        `Noe rørte seg ${spot(c)}, og hjertet til ${h(c)} hoppet, men det var bare ${instead(c)}.`,
        `Noe raslet ${spot(c)}, og hjertet til ${h(c)} gjorde et hopp, men da ${c.hero.han} så etter, var det bare ${instead(c)} som trillet rundt i trekken.`,
      ),
    (c) =>
      dogPet(c)
        ? by(
            c,
            `${h(c)} plystret. Men ${o(c)} kom ikke.`,
            `${h(c)} plystret den plystringen som ${o(c)} alltid kom løpende for. Men ${o(c)} kom ikke.`,
          )
        : by(
            c,
            `${h(c)} ristet godteriposen. Ikke noe spor av ${o(c)}.`,
            `${h(c)} ristet posen med godbiter, som alltid fikk ${o(c)} til å komme løpende. Men ikke denne gangen.`,
          ),
  ],
  progress: [...inRoom(CLUES_AT), ...CLUES],
  advice: [
    (c) =>
      by(
        c,
        `«Dyr som er borte, gjemmer seg der det er varmt,» sa ${grown(c)}.`,
        `«Et dyr som har kommet seg ut, liker seg der det er varmt og stille,» sa ${grown(c)}. «Se lavt, og lytt.»`,
        `«Et dyr som har kommet seg ut, gjemmer seg der det er varmt og stille, og holder seg helt i ro,» sa ${grown(c)}. «Så vi ser lavt, går stille og lytter.»`,
      ),
    (c) =>
      by(
        c,
        `«Ta med matboksen,» sa ${grown(c)}.`,
        `«Rist på matboksen,» sa ${grown(c)}. «Da kommer ${o(c)} alltid.»`,
      ),
  ],
  ask: [
    (c) =>
      by(
        c,
        `«Har du sett ${o(c)}?» spurte ${h(c)}.`,
        `«Har du sett ${o(c)}? ${Den(c)} er ${enDyr(c)},» sa ${h(c)}.`,
        `«Unnskyld, har du sett ${o(c)}?» spurte ${h(c)}. «${Den(c)} er ${enDyr(c)}, og ${den(c)} har vært borte siden i går kveld.»`,
      ),
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `Det var mørkt ${c.place.in}, men ${h(c)} gikk inn.`,
          `Det var mørkt og støvete ${c.place.in}, men ${h(c)} trakk pusten dypt og gikk inn, ett lite skritt om gangen.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `Alle var stille og lyttet. Der! En bitte liten lyd!`,
          `Alle sto stille og holdt pusten. Da kom det en bitte liten lyd fra et hjørne.`,
        ),
    ],
    gift: [
      (c) =>
        by(
          c,
          `${h(c)} ristet matboksen, og noe svarte!`,
          `${h(c)} ristet matboksen, rasle, rasle, og fra et hjørne kom det et lite svar.`,
        ),
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} tenkte: et sted som er varmt og stille!`,
          `${h(c)} tenkte på alle sporene: varmt, stille og like i nærheten. Og så visste ${c.hero.han} det!`,
        ),
    ],
  },
  resolution: [
    (c) =>
      smallPet(c)
        ? by(
            c,
            `Der lå ${o(c)} og sov bak det varme kjøleskapet!`,
            `Og der, i den varme sprekken bak kjøleskapet, krøllet sammen på et gammelt kjøkkenhåndkle, lå ${o(c)} og sov. ${h(c)} løftet ${dem(c)} forsiktig ut med begge hendene.`,
            `Og der, i den varme sprekken bak kjøleskapet som summet, krøllet sammen på et gammelt kjøkkenhåndkle som i et lite rede, lå ${o(c)}, sovende og ${trygg(c)}. ${h(c)} stakk hånda inn og løftet ${dem(c)} forsiktig ut med begge hendene, og ${o(c)} bare gjespet.`,
          )
        : by(
            c,
            `Der satt ${o(c)}, i garasjen, på et gammelt teppe!`,
            `Og der, innerst i garasjen, på et gammelt teppe mellom blomsterpottene, satt ${o(c)}, ${trygg(c)} og god og litt støvete. ${dogPet(c) ? `${Den(c)} logret så hardt at hele kroppen vrikket.` : `${Den(c)} ga fra seg et lite, søvnig mjau.`}`,
            `Og der, innerst i garasjen, der døra hadde blåst igjen i natt, satt ${o(c)} på et gammelt teppe mellom blomsterpottene, ${trygg(c)} og god og litt støvete. ${dogPet(c) ? `${Den(c)} hoppet opp og logret så hardt at hele kroppen vrikket.` : `${Den(c)} blunket til ${h(c)} og ga fra seg et lite, sint og glad mjau.`}`,
          ),
  ],
  reflection: [
    (c) =>
      `${bedtime(c)} ${by(
        c,
        smallPet(c)
          ? `Nå fikk buret en ny hasp på døra.`
          : `Nå fikk ${o(c)} ei ny bjelle som ringte høyt.`,
        smallPet(c)
          ? `Fra den dagen sjekket ${h(c)} døra på buret to ganger hver kveld, klikk, klikk.`
          : `Fra den dagen sjekket ${h(c)} garasjedøra hver kveld, bare for sikkerhets skyld.`,
      )}`,
  ],
  refrain: [(c) => `Hvor, å hvor er ${o(c)}? Kom hjem, ${call(c)}, kom hjem!`],
  title: [
    (c) => `${h(c)} leter etter ${o(c)}`,
    (c) => `hvor er ${o(c)}?`,
    (c) => `${o(c)} er borte`,
  ],
  // Carried home, fed, cuddled, asleep: told in that order.
  home: inTurn<NoCtx>(
    'pet-home',
    eachOnce<NoCtx>('pet-home', [
      (c) =>
        by(
          c,
          `${h(c)} bar ${o(c)} ${smallPet(c) ? 'tilbake til buret og ga ' + dem(c) + ' en gulrot' : 'hjem og ga ' + dem(c) + ' ei skål med mat'}.`,
          `${h(c)} bar ${o(c)} ${smallPet(c) ? 'tilbake til buret' : 'hjem'}, tett inntil seg og varm, og ${o(c)} spiste opp ${smallPet(c) ? 'en hel gulrot og et solsikkefrø' : 'ei hel skål med mat'}, til siste bit.`,
          `${h(c)} bar ${o(c)} ${smallPet(c) ? 'tilbake til buret' : 'hjem'} tett inntil brystet, der det var varmt, og der spiste ${o(c)} ${smallPet(c) ? 'en hel gulrot og tre solsikkefrø' : 'ei hel skål med mat og drakk et fat med vann'}, og alle så på som om det var det fineste de noen gang hadde sett.`,
        ),
      (c) =>
        by(
          c,
          `Så koste ${h(c)} lenge og godt med ${o(c)} i sofaen.`,
          `Så satt ${h(c)} i sofaen med ${o(c)} på fanget og strøk den myke pelsen til ${den(c)} ${dogPet(c) ? 'sukket fornøyd' : smallPet(c) ? 'sluttet å rykke i værhårene' : 'malte'}.`,
        ),
    ]),
  ),
};
