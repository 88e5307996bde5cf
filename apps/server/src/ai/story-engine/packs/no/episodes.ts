// Småscener på veien: et lite dyr som trenger hjelp, en utsikt, en rar lyd og et dyr som
// slår følge. Hver mal forteller hele det lille hendelsesforløpet, så delene passer sammen.
import type { Bank } from '../../compose/ctx-base';
import type { NoActor, NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';
import { spaceSetting } from '../../lexicon/lost-things';
import { team, who } from './slots';

const count = '{tre|fire|fem|seks|sju}';

export const smallNeed: Bank<NoCtx> = [
  (c) => {
    const a = who(c);
    return by(
      c,
      `En {blank|grønn|svart} bille lå på ryggen, så ${a.name} snudde den {forsiktig|varsomt|med en pinne}.`,
      `En {blank|grønn|svart} bille lå på ryggen {og sprellet med alle beina|og viftet med beina|midt på stien|i mosen}. ${a.name} snudde den {forsiktig|varsomt} med et strå, og billen {travet videre|surret av sted|vinket med en fot}.`,
      `En {blank|skinnende|liten}, {grønn|blå|svart} bille lå på ryggen {midt på stien|i mosen|på en flat stein|ved ei rot} og {sprellet med alle seks beina|viftet fortvilet med beina|klarte ikke å snu seg}. ${a.name} la seg på kne og snudde den med et strå, og billen {travet av sted som om ingenting hadde skjedd|ble stående og pusse antennene|vinket, eller kanskje bare viftet, med en fot}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `En fugleunge satt og {pep|gråt|kvitret} på bakken, så ${a.name} {løftet|satte|la} den {opp i redet|tilbake i treet|hjem igjen}.`,
      `En fugleunge hadde falt ut av redet og satt og {pep|gråt|kvitret} {i gresset|under treet|på en rot}, så ${a.name} løftet den {varsomt|forsiktig|mykt} opp igjen.`,
      `Under {et tre|ei bjørk|ei gammel eik} satt en {dunete|bitte liten|grå} fugleunge og pep, for den hadde falt ut av redet. ${a.name} strakte seg så høyt ${a.han} kunne og la den tilbake, og fuglemora {kvitret en lang takk|satte seg ved siden av ungen sin og ble der|sang så glad at hele treet lyttet}.`,
    );
  },
  (c) =>
    by(
      c,
      `En {liten|bitte liten|dunete} andunge hadde gått seg bort, så ${team(c)} fulgte den til andemora {ved dammen|i sivet|ved bekken}.`,
      `En {andunge|liten andunge|dunete andunge} {pep og lette etter andemora si|hadde mistet andemora si|sto helt alene og pep} {ved vannet|i gresset|${c.place.in}}. ${team(c)} gikk {forsiktig|sakte} bak den {helt ned til vannet|langs bekken|gjennom sivet}, og der ventet andemora.`,
      `En {bitte liten|dunete|gul} andunge vraltet rundt i ring og pep etter andemora si{| ved vannet| i gresset}. ${team(c)} gjetet den forsiktig {ned til vannet|langs bekken|gjennom sivet}, og der kom andemora {kvakkende i full fart|svømmende med resten av ungene}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `En snegl krøp {midt på stien|i veien|over veien}, så ${a.name} flyttet den til {gresset|et blad|mosen}.`,
      `En {snegl|liten snegl|stripete snegl} krøp {midt på stien|tvers over stien|midt i veien}, der {alle tråkket|mange føtter gikk|${c.team.de} nesten hadde tråkket}. ${a.name} bar den {over til gresset|bort til et saftig blad|inn i den våte mosen}, og sneglen {strakte ut følehornene|så ut til å smile}.`,
      `En {snegl|liten snegl|stripete snegl} krøp midt på {stien|veien}, der den kunne bli tråkket på når som helst. ${a.name} løftet den varsomt over til {et saftig blad|den våte mosen}, og sneglen {strakte fornøyd ut følehornene|satte i gang med lunsjen med en gang}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `En {frosk|liten frosk|grønn frosk} satt fast i {ei bøtte|en krukke|en gryte|ei kanne}, så ${a.name} {tippet|veltet} den, og {hopp|ut hoppet den|plopp}!`,
      `En {frosk|liten frosk|grønn frosk} hadde hoppet ned i {ei gammel bøtte|en tom krukke|ei vannkanne} og kom seg ikke opp. ${a.name} tippet bøtta {forsiktig|varsomt} over, og frosken {hoppet ut med et kvekk|spratt rett ut i gresset}.`,
      `Nede i {ei gammel bøtte|en rusten kjele|ei tom kanne} satt en {frosk|liten frosk|grønn frosk} som hadde hoppet uti og ikke kom seg opp igjen. ${a.name} la bøtta forsiktig på siden, og frosken {hoppet ut med et takknemlig kvekk|spratt av sted uten å se seg tilbake, men det var greit}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `Ei {mus|lita mus|grå mus} hadde mistet {nøttene|kornene|bærene|frøene} sine, så ${a.name} hjalp til å plukke {dem opp|alle sammen|hver eneste en}.`,
      `Ei lita mus hadde mistet {alle nøttene|hele forrådet|kurven med bær} utover stien. ${a.name} hjalp til å plukke opp {alt|hver eneste en}, og musa {bukket|takket pent|ga ${a.ham} ei nøtt}.`,
      `Ei {lita|grå|bitte lita} mus hadde sølt {alle vinternøttene sine|hele forrådet sitt|alle frøene sine} utover {stien|mosen|steinene} og {holdt på å gråte|visste ikke hva den skulle gjøre|sukket tungt}. ${a.name} satte seg ned og hjalp til å plukke opp hver eneste en, og musa {bukket så dypt at snuten nesten nådde bakken|takket hele ${count} ganger}.`,
    );
  },
];

export const smallHelp: Bank<NoCtx> = [
  (c) => {
    const a = who(c);
    return by(
      c,
      `«Det var {fint|godt|gøy} å hjelpe,» {sa|smilte|lo} ${a.name} {lavt|og vinket|med et glis}.`,
      `«Det er {fint|godt|så fint} å hjelpe noen,» sa ${a.name} {og mente det|og smilte|lavt til seg selv}.`,
      `«Det rare med å hjelpe noen,» sa ${a.name}, «er at man blir {gladest selv|varm inni seg|litt større}.»`,
    );
  },
  (c) =>
    by(
      c,
      `${team(c)} vinket {farvel|ha det} og gikk videre {med lette skritt|nynnende|med et smil}.`,
      `${team(c)} vinket {farvel|ha det} og gikk videre, {litt gladere enn før|med lette skritt|nynnende}.`,
      `${team(c)} vinket farvel og gikk videre, og ${c.team.de} snakket om den lille {redningen|hendelsen} {lenge etterpå|hele neste bakke}.`,
    ),
  (c) =>
    by(
      c,
      glowing(who(c)),
      `Det var en {liten|bitte liten} ting, men {den|hjelpen} {føltes stor|gjorde dagen bedre|varmet hele veien|betydde mye}.`,
      `Det var bare en liten ting, men ${team(c)} visste at for {den lille|noen så små} var det {hele verden|den største hjelpen i verden}.`,
    ),
];

const earthLookout: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} klatret opp på {en stor stein|en knaus|en høy stubbe} og så {langt|kjempelangt|langt bort}.`,
      `Fra toppen av {en stor stein|en knaus|et gammelt tre} kunne ${team(c)} se {helt tilbake til ${(c.start ?? c.home).def}|alt ${c.team.de} hadde gått|elva som blinket langt der nede}.`,
      `Fra toppen av {en stor, flat stein|en knaus|et gammelt, lett klatretre} kunne ${team(c)} se {helt tilbake til ${(c.start ?? c.home).def}, liten som en lekeby|hele veien ${c.team.de} hadde gått, som en tråd gjennom landskapet|elva som blinket som et sølvbånd langt der nede}.`,
    ),
  (c) =>
    c.next
      ? by(
          c,
          `«{Dit skal vi|Se, der er det|Dit går vi neste}!» sa ${who(c).name} og pekte på ${c.next.def} {langt borte|bak trærne|der nede}.`,
          `Der borte, bak {trærne|bakken|en lang bakke}, lå ${c.next.def}. «Dit skal vi,» sa ${who(c).name} og pekte.`,
          `Langt der borte, bak {trærne|bakken|en lang bakke}, skimtet de ${c.next.def}. «Dit skal vi,» sa ${who(c).name} og pekte, og plutselig virket det ikke så langt likevel.`,
        )
      : null,
  (c) =>
    by(
      c,
      `Ovenfra så {husene|trærne|kuene} så {små|rare|morsomme} ut, som {leker|prikker|smuler}!`,
      `Ovenfra så {husene|trærne|kuene} ut som {leker|klosser|prikker}, og ${who(c).name} {lo|pekte|gispet}.`,
      `Ovenfra så {husene|trærne|kuene} ut som {leker noen hadde glemt ute|klosser på et stort, grønt gulv|prikker på et kart}, og ${who(c).name} prøvde å telle dem alle.`,
    ),
  (c) =>
    by(
      c,
      `Vinden {blåste|suste} på toppen, og ${team(c)} kunne se {sjøen|fjellene|skyene}.`,
      `Det blåste friskt på toppen, og ${team(c)} kunne se {helt til sjøen|fjellene med snø på toppen|skyggene av skyene som gled over jordene}.`,
      `Det blåste friskt der oppe, og ${team(c)} sto lenge og så {helt til sjøen, som glitret|fjellene langt borte, med hvite hatter av snø|skyggene av skyene som gled over jordene som store, rolige dyr}.`,
    ),
];

/** Out in space there are no trees, rivers or cows below: only the Earth, far away. */
export const lookout: Bank<NoCtx> = [
  (c) =>
    spaceSetting(c.setting)
      ? by(
          c,
          `Langt der borte lå jorda, blå og rund som ei klinkekule, og ${team(c)} vinket til den.`,
          `Langt der borte hang jorda, blå og hvit, og ${team(c)} sto stille og så på den en lang stund.`,
          `Langt der borte hang jorda, blå og hvit og rund, så liten at ${team(c)} kunne skjule den bak tommelen, og likevel var alt ${c.team.de} kjente, der.`,
        )
      : null,
  ...earthLookout.map((t) => (c: NoCtx) => (spaceSetting(c.setting) ? null : t(c))),
];

export const noise: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `Plutselig sa det {KNEKK|KRASJ|KNIRK} {bak et tre|i buskene|like ved}, men det var bare {et ekorn med ei kongle|ei skjære med en kvist|en hare som hoppet}.`,
      `{Plutselig|Med ett|Brått} hørtes et høyt {KNEKK|KNAKK|KRASJ} bak ${c.team.dem}. ${team(c)} snudde seg, men det var bare {et ekorn som hadde mistet ei kongle|ei skjære med en pinne|en grevling på tur|et rådyr med store ører}.`,
      `Plutselig hørtes et høyt {KNEKK|KNAKK} bak ${c.team.dem}, og ${team(c)} frøs til. Men det var bare {et ekorn som hadde mistet ei kongle|ei skjære som hadde mistet en pinne|et rådyr som hadde tråkket på en kvist} og nå så svært {flau|lei seg|forskrekket} ut.`,
    ),
  (c) =>
    by(
      c,
      `Noe {snorket|pustet|brummet} bak {en busk|en stein|et tre}! Det var {et pinnsvin|en grevling|en liten bjørn} som sov.`,
      `Bak {en busk|en stein|et tre} kom det en lyd, {snork, snork|pust, pust|brumm, brumm}, og da ${who(c).name} kikket, lå det et pinnsvin der og {sov|snorket|drømte}.`,
      `Bak {en busk|en stein|en haug med løv|ei gammel rot} kom det en {dyp, jevn|lav, rolig|rar, rumlende} lyd, {snork, snork|brumm, brumm|pust, pust}. ${who(c).name} listet seg nærmere, og der lå et pinnsvin, krøllet sammen til en ball, og snorket som en gammel mann.`,
    ),
  (c) =>
    by(
      c,
      `{Tokk, tokk, tokk|Tikk, tikk, tikk|Dunk, dunk} banket det {i et tre|høyt oppe|like ved|i ei gammel grein}, og det var {en hakkespett|en travel hakkespett|en liten, rød hakkespett|en hakkespett med rød lue}!`,
      `{Tokk, tokk, tokk|Tikk, takk|Dunk, dunk} hørtes det fra {et tre|skogen|et sted i nærheten}, og ${who(c).name} {hvisket|lurte|spurte}: «Hvem banker?» Det var {en hakkespett|en liten hakkespett|en flittig hakkespett}, {travel som alltid|rød på hodet|med treflis i nebbet|som bygde seg et hus}.`,
      `{Tokk, tokk, tokk|Dunk, dunk, dunk|Tikk, tikk, tikk}, hørtes det, som om noen banket på ei dør midt ute i {det fri|skogen|lufta}. «Hvem kan det være?» hvisket ${who(c).name}. Det var en hakkespett med {rød lue|svart frakk|flekkete vinger}, {opptatt med å lage seg et hus|som ikke hadde tid til å svare|som hamret løs på et gammelt tre}.`,
    ),
  (c) =>
    by(
      c,
      `{Uuuuu|Huuuu|Ooooo}, sa det {bak et tre|i mørket|langt borte}, men det var bare {vinden i et hult tre|ei ugle som øvde|en ku som gjespet}.`,
      `Uuuuu, ulte det {lavt|langt|dypt}, og ${who(c).name} hvisket: «Et spøkelse?» Men det var bare {vinden som blåste gjennom et hult tre|ei ugle som øvde på å ule|en ku bak et gjerde}.`,
      `Et {langt, lavt|dypt, rart|sakte, sørgmodig} uuuuu steg opp fra {et sted i nærheten|bak trærne|nede i dalsøkket}. «Er det et spøkelse?» hvisket ${who(c).name}. Men det var bare vinden, som hadde funnet {et hult tre|en gammel flaske|et hull i en stubbe} og lekte fløyte på {det|den}.`,
    ),
  (c) =>
    by(
      c,
      `{Kvekk, kvekk|Kvakk, kvakk|Krrr, krrr}, sang {hundre|tjue|mange} frosker i kor {ved dammen|i sivet|på steinene}!`,
      `Fra {dammen|sivet|et sted} kom en rar lyd, {kvekk, kvakk|krrr, krrr|brekk, brekk}, og det var et {helt|stort|lite} froskekor som øvde på {kveldssangen|en ny sang|en marsj}.`,
      `Fra {dammen|sivet|myra} kom et rart kor av {kvekk og kvakk|krrr og brekk}, {høyere og høyere|nærmere og nærmere|på rad og rekke}. Det var et helt froskekor, og dirigenten satt på {et nøkkerosblad|en stein|en flytende pinne} og så svært {streng|viktig|alvorlig} ut.`,
    ),
  (c) =>
    by(
      c,
      `Noe raslet i {løvet|gresset|mosen}, men det var bare {ei mus|ei lita mus|en spissmus} med {ei nøtt|et bær|et frø}.`,
      `Noe raslet i {løvet|gresset|lyngen}, nærmere og nærmere. ${team(c)} holdt pusten, og ut kom {ei lita mus|en spissmus|en pinnsvinunge} med {et blad i munnen|ei bringebær|ei nøtt}.`,
      `Noe raslet i {løvet|lyngen|gresset|mosen}, {nærmere og nærmere|stadig nærmere|tett ved stien}, og ${team(c)} {holdt pusten|sto musestille|kikket på hverandre}. Ut kom {ei lita mus|en spissmus} med {ei nøtt|ei bringebær} i munnen, som så på ${c.team.dem} som om ${c.team.de} var de rare.`,
    ),
];

export const noiseReveal: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} lo {av seg selv|høyt|så de ristet}.`,
      `${team(c)} lo {av seg selv|høyt|lenge}, for {det var jo ikke farlig|så mye skrekk for så lite|tenk å bli redd for det}!`,
      `${team(c)} lo av seg selv, for det er rart hvor {stort|skummelt} noe lite kan høres ut når man ikke vet hva det er.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `«Jeg trodde det var {et troll|en bjørn|et spøkelse}!» {lo|sa|fniste} ${a.name}.`,
      `«{Puh|Jøss|Huff}, jeg trodde {det var et troll|det var en bjørn|det var noe stort og farlig|det var et spøkelse},» {sa|lo|sukket} ${a.name}.`,
      `«Puh,» sa ${a.name}, «jeg må innrømme at jeg trodde det var {et troll|en bjørn|noe med store tenner|en drage|et spøkelse},» og så {lo|fniste|gliste} ${a.han}, og {det hjalp|alt ble lettere|redselen fløy sin vei}.`,
    );
  },
  (c) =>
    by(
      c,
      `Det var ikke {farlig i det hele tatt|det spor farlig|farlig likevel|farlig, bare rart|skummelt ${c.place.in}|noe å være redd for}, og ${team(c)} gikk videre {og lo|og nynnet|litt modigere|og vinket|med et smil}.`,
      `{Det var ikke farlig i det hele tatt|Det var ingen fare likevel|Det var bare moro|Det var ikke det spor skummelt|Alt var som det skulle ${c.place.in}}, og ${team(c)} gikk videre, {litt modigere|nynnende|mens ${c.team.de} lo}.`,
      `{Det var ikke farlig i det hele tatt|Det var ingen fare likevel|Det var ikke det spor skummelt|Ingenting ${c.place.in} var farlig likevel|Det var bare ${c.place.def} som spilte ${c.team.dem} et puss}, og ${team(c)} gikk videre {${c.place.in}|med lettere skritt|og lo litt} og lovet hverandre å {lytte godt før de ble redde neste gang|huske dette til neste gang noe knaket}.`,
    ),
];

export const critter: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `Ei and og ${count} andunger gikk over stien {i rekke|én etter én|på rad}, {rapp, rapp|pip, pip|vralt, vralt}.`,
      `Ei and og ${count} små andunger vraltet over stien, {i rekke og rad|én etter én|pent etter hverandre}, og ${team(c)} ventet {høflig|tålmodig|stille}.`,
      `Ei and og ${count} små andunger vraltet over stien i rekke og rad, og den minste {snublet over sin egen fot|stoppet for å se på ${team(c)}|pep høyere enn alle de andre}.`,
    ),
  (c) =>
    by(
      c,
      `En {brun|svart|flekkete} hund fulgte ${c.team.dem} {et stykke|litt|til svingen}, {logrende|med en pinne|og snuste på alt}.`,
      `En {brun|svart|flekkete} hund dukket opp og fulgte ${team(c)} et stykke, {logrende|med tunga ute|med en pinne i munnen}.`,
      `En {brun|svart|flekkete} hund med {ett øre opp og ett ned|ei pinne i munnen} slo følge et stykke, logret med hele bakparten og forsvant så like plutselig som den kom.`,
    ),
  (c) =>
    by(
      c,
      `Ei {brun|flekkete|stor} ku stakk hodet over {gjerdet|grinda|muren} og sa: «{Mø|Møøø|Mø, mø}!»`,
      `Ei {brun|flekkete|stor} ku stakk hodet over {gjerdet|steingjerdet|grinda} og sa et langt «Møøø», som om hun {ville si hei|hadde noe viktig å fortelle|ville bli med}.`,
      `Ei stor, {brun|flekkete} ku stakk hodet over gjerdet og sa et langt, alvorlig «Møøø», og ${who(c).name} svarte like alvorlig: «Møøø til deg også.»`,
    ),
  (c) =>
    by(
      c,
      `En {gul|blå|hvit} sommerfugl satte seg på {hodet|ryggen|nesa} til ${who(c).name} {en stund|og red med|hele veien}.`,
      `En {gul|blå|hvit|oransje} sommerfugl satte seg på skulderen til ${who(c).name} og ble sittende {et godt stykke|helt til neste sving|mens ${c.team.de} gikk}.`,
      `En {gul|blå|hvit|oransje} sommerfugl satte seg på skulderen til ${who(c).name} og ble sittende, som en liten passasjer som hadde kjøpt billett hele veien.`,
    ),
  (c) =>
    by(
      c,
      `Et {rødt|grått|lite} ekorn løp foran ${c.team.dem} {og så seg tilbake|og ventet|opp i et tre}, som om det {viste vei|ville leke|viste seg fram}.`,
      `Et ekorn løp i forveien, stoppet, så seg tilbake og løp {videre|litt til|opp i et tre}, som om det viste vei.`,
      `Et ekorn løp i forveien, stoppet på en stubbe, så seg tilbake og løp videre, helt til ${team(c)} var ${c.team.plural ? 'sikre' : 'sikker'} på at det viste vei.`,
    ),
  (c) =>
    by(
      c,
      `En {grå|stripete|svart} katt {strøk seg|gned seg} mot beina til ${who(c).name} og sa {mjau|mjæu|purr}.`,
      `En {grå|stripete|svart} katt strøk seg mot beina til ${who(c).name} og sa mjau, {to ganger|veldig høflig|ganske bestemt}.`,
      `En {grå|stripete|svart} katt strøk seg mot beina til ${who(c).name}, sa mjau på en måte som betydde både hei og kos meg, og fikk det den ba om.`,
    ),
];

/** «… og Ola ble varm inni seg», «… og monsteret ble varmt»: the adjective agrees with who. */
function glowing(a: NoActor): string {
  // Called by kind («monsteret») the adjective follows the noun, by name the person.
  const neuter = a.noun.g === 'n' && (!a.named || a.name === a.kindDef);
  const feel = neuter ? '{varmt|glad|stolt|blidt}' : '{varm|glad|stolt|blid}';
  return `Det var {godt|fint|gøy|deilig} å hjelpe {noen|en venn|den lille}, og ${a.name} ble ${feel} {inni seg|helt ut i tærne|hele dagen}.`;
}
