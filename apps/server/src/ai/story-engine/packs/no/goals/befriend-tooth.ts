// Den første tanna og tannfeen: tanna vipper og faller ut, blir passet godt på hele dagen og
// nesten borte på hvert sted (feid ned med smulene, på vei mot sluket, mistet i gresset, borte
// fra lomma), men funnet igjen hver gang; ved leggetid vinner det som ble gjort klart om morgenen
// over det siste problemet, tanna legges i et glass med vann på nattbordet, og om natta kommer
// tannfeen: et glimt av lyset hennes, en mynt og en bitte liten lapp. Rolig hele veien.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import type { Bank } from '../../../compose/ctx-base';
import {
  toothBank,
  toothHitch,
  toothSpare,
  type ToothHitch,
  type ToothMoment,
  type ToothSpare,
} from '../../tooth-beats';
import { eachOnce } from '../../place-beats';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
/** Den som hjelper her med hendene: en voksen her, ellers et barn, ellers en som er møtt før. */
const aide = (c: NoCtx) =>
  [c.helper, c.friend, ...c.helpersMet].find((a) => a?.person)?.name ?? 'mamma';
/** Et kjæledyr ved siden av helten, om det finnes. */
const pet = (c: NoCtx) => (c.friend && !c.friend.person ? c.friend : undefined);

/** Det som ble gjort klart, slik det legges fram, og slik det vinner det siste problemet. */
const SPARE: Record<
  ToothSpare,
  {
    ready: string;
    def: string;
    /** Problemet og svaret i ett kort pust, for de minste. */
    young: string;
    trouble: (c: NoCtx) => string;
    saves: (c: NoCtx) => string;
  }
> = {
  torch: {
    ready: 'den lille lommelykta fra skuffen',
    def: 'den lille lommelykta',
    young: 'Tanna falt bak senga! Lommelykta fant den.',
    trouble: (c) =>
      `gled tanna ut av fingrene til ${h(c)} og forsvant ned i sprekken mellom senga og veggen`,
    saves: (c) =>
      `lyste ${h(c)} med lommelykta {ned i sprekken|ned i den mørke sprekken|bak senga}, og der lå den og {skinte|glinset|lyste}, {bitte liten og hvit|liten og hvit|hvit som melk}, og ${c.hero.han} {fisket den opp|fisket den fram|lirket den ut}`,
  },
  box: {
    ready: 'ei bitte lita eske med en dott bomull oppi',
    def: 'den bitte lille eska',
    young: 'Tanna var så glatt! Den lille eska bar den trygt.',
    trouble: (c) => `var det så mørkt at ${h(c)} nesten mistet tanna på vei bort til vannglasset`,
    saves: (c) =>
      `la ${h(c)} tanna på bomullen i den lille eska, bar den trygt bort til nattbordet og slapp den forsiktig ned i glasset`,
  },
  letter: {
    ready: 'et brev til tannfeen, skrevet med sine fineste bokstaver',
    def: 'brevet',
    young: 'Visste tannfeen at det var den første? Brevet sa det!',
    trouble: (c) =>
      `begynte ${h(c)} å bekymre seg for at tannfeen kanskje ikke visste at dette var den aller første tanna ${c.hero.hans}`,
    saves: (c) =>
      `la ${h(c)} brevet ved siden av glasset, og med store, forsiktige bokstaver fortalte det tannfeen at dette var den aller første tanna ${c.hero.hans}`,
  },
};
const spare = (c: NoCtx) => SPARE[toothSpare(c)];

/** Skrekken på dette stedet: tanna nesten borte, slik dette stedet mister ting. */
const scare = (c: NoCtx): string => {
  switch (toothHitch(c)) {
    case 'crumbs':
      return by(
        c,
        `Sjuff! Tanna forsvant med smulene.`,
        `${h(c)} la tanna på en {serviett|papirserviett|brettet serviett} for å vise den fram {for alle|rundt bordet}, men ${aide(c)} {feide|børstet|ristet} smulene ned fra bordet, og tanna ble med!`,
        `${h(c)} la tanna på en serviett så alle kunne se på den, men så feide ${aide(c)} smulene ned fra bordet, og med et bitte lite klikk var tanna borte sammen med dem.`,
      );
    case 'plughole':
      return by(
        c,
        `Tanna gled ned i vasken!`,
        `${h(c)} skylte tanna under springen{| så den skulle skinne| til den glinset}, men den {gled ut av fingrene|smatt unna|glapp} og snurret mot sluket.`,
        `${h(c)} skylte tanna under springen så den skulle skinne, men den gled av fingertuppen og snurret rundt i vasken, nærmere og nærmere sluket.`,
      );
    case 'grass':
      return by(
        c,
        `Oi! Tanna falt ned i gresset.`,
        `${h(c)} holdt tanna opp mot {lyset|himmelen|skyene} for å {se på den|se den skinne|vise den fram}, og {den datt ned|den gled ned|vips, så falt den ned} i gresset.`,
        `${h(c)} holdt tanna opp mot lyset for å se den skinne, og så, helt plutselig, datt den ut av fingrene og ned i det høye gresset.`,
      );
    case 'pocket':
      return by(
        c,
        `${h(c)} kjente i lomma. Tanna var borte!`,
        `{I parken|Ved huskene|Øverst i sklia} kjente ${h(c)} etter tørkepapiret i lomma, men {det var tomt|det var ingenting i det|papiret var flatt og tomt}!`,
        `I parken kjente ${h(c)} etter tanna i lomma, slik ${c.hero.han} hadde gjort hundre ganger, men denne gangen var tørkepapiret tomt.`,
      );
    case 'asleep':
      return by(
        c,
        `${h(c)} {fikk ikke sove|klarte ikke å sovne|fikk ikke blund på øynene}{| i det hele tatt| på lenge}.`,
        `{I senga|Under dyna|Oppi senga} lå ${h(c)} {lys våken|og stirret i taket|og vred seg}. {Hva om tannfeen ikke kom?|Hva om tannfeen glemte det?|Hva om tannfeen gikk til feil hus?}`,
        `I senga lå ${h(c)} lys våken og lyttet til hvert knirk i huset. Hva om tannfeen glemte det? Hva om hun kom mens ${c.hero.han} ennå var våken?`,
      );
  }
};

/** How the tooth is found again, told with the scare: it is never left lost. */
const foundAgain = (c: NoCtx): string => {
  switch (toothHitch(c)) {
    case 'crumbs':
      return by(
        c,
        `Der var den, under bordet!`,
        `De {la seg på kne på gulvet|krøp under bordet|kikket under stolene}, og der, ved siden av {en smule|ei ert|en brødskorpe}, lå den lille tanna.`,
        `De krøp rundt på alle fire, og der, under bordet, ved siden av en brødsmule, lå den lille tanna og skinte.`,
      );
    case 'plughole':
      return by(
        c,
        `Proppen var i. Tanna lå trygt i vasken.`,
        `{Heldigvis var proppen i|Puh, proppen var i|Til alt hell var proppen i}, og tanna lå {og ventet|og skinte|trygt} på bunnen av vasken.`,
        `Men proppen var i, av hell eller av trolldom, og tanna ble liggende på bunnen av vasken. ${h(c)} plukket den opp med ytterst på fingertuppene.`,
      );
    case 'grass':
      return by(
        c,
        `Noe hvitt skinte i gresset. Tanna!`,
        `${h(c)} skilte gresset {forsiktig|strå for strå|med varsomme fingre}, og der var den, {hvit som ei bitte lita perle|hvit og blank som ei bitte lita perle|hvit som ei bitte lita perle i alt det grønne}.`,
        `${h(c)} krøp gjennom gresset og skilte det strå for strå, helt til noe glimtet: tanna, hvit som ei bitte lita perle.`,
      );
    case 'pocket':
      return by(
        c,
        `Tanna lå i votten! Puh!`,
        `Så kjente ${h(c)} noe {lite|hardt|bitte lite} i votten{| sin| på den ene hånda}. Tanna hadde {gjemt seg|trillet inn|lurt seg inn} der!`,
        `Så kjente ${h(c)} noe bitte lite og hardt i tommelen på votten. Der hadde tanna gjemt seg hele tida.`,
      );
    case 'asleep':
      return '';
  }
};

/** What the scare teaches: a safer way to keep the tooth from then on. */
const keepSafe = (c: NoCtx): string => {
  switch (toothHitch(c)) {
    case 'crumbs':
      return by(
        c,
        `Ingen flere servietter! Tilbake i tørkepapiret.`,
        `{Etter det|Fra da av|Denne gangen} ble tanna liggende brettet i tørkepapiret, og tørkepapiret ble liggende {i lomma|langt nede i lomma|helt nederst i lomma} til ${h(c)}.`,
        `Etter det ble tanna liggende brettet i tørkepapiret, og tørkepapiret ble liggende langt nede i lomma til ${h(c)}, uten flere servietter og uten mer viseleik.`,
      );
    case 'plughole':
      return by(
        c,
        `Nå ble tanna vasket i en kopp.`,
        `{Fra da av|Etter det} skylte ${h(c)} tanna bare i {en kopp|et krus|et eggeglass}, aldri over vasken.`,
        `Fra da av skylte ${h(c)} tanna bare i et eggeglass med vann, langt unna alle sluk.`,
      );
    case 'grass':
      return by(
        c,
        `Nå holdt ${h(c)} tanna med begge hender.`,
        `{Etter det|Fra da av} så ${h(c)} bare på tanna med begge hendene kupet rundt den{| som et rede| som et skjell}.`,
        `Etter det så ${h(c)} bare på tanna med begge hendene kupet rundt den, som rundt en bitte liten hemmelighet.`,
      );
    case 'pocket':
      return by(
        c,
        `Tanna kom i lomma med glidelås.`,
        `${h(c)} flyttet tørkepapiret over i lomma med glidelås og {lukket den|dro glidelåsen helt igjen|lukket den, sssvisj}.`,
        `${h(c)} flyttet tørkepapiret over i den ene lomma med glidelås, dro den igjen og klappet på den to ganger for hellet.`,
      );
    case 'asleep':
      return by(
        c,
        `«Hun kommer bare når du sover,» sa ${aide(c)}.`,
        `«Tannfeen kommer bare når barna sover godt,» sa ${aide(c)} lavt og bredte dyna over ${h(c)}.`,
        `«Tannfeen er veldig sjenert,» hvisket ${aide(c)} og bredte dyna godt rundt ${h(c)}. «Hun kommer bare når barna sover tungt.»`,
      );
  }
};

/** Dagens andre små ting på hvert sted, i en lengre fortelling: hva som går litt galt, og hva som hjelper. */
const MORE: Record<
  Exclude<ToothMoment, ToothHitch>,
  { trouble: (c: NoCtx) => string; fix: (c: NoCtx) => string }
> = {
  apple: {
    trouble: (c) =>
      by(
        c,
        `Eplet var for stort for det nye hullet!`,
        `Til lunsj tok ${h(c)} en stor bit av et eple, men biten kilte seg fast {rett i det nye hullet|akkurat der tanna hadde sittet|i det tomme hullet}, og ${c.hero.han} fikk den verken fram eller tilbake.`,
        `Til lunsj tok ${h(c)} en stor, modig bit av et eple, glemte helt hullet, og biten kilte seg fast akkurat der tanna hadde sittet, så ${c.hero.han} satt der med eplet i munnen og fikk det verken fram eller tilbake.`,
      ),
    fix: (c) =>
      by(
        c,
        `${cap(aide(c))} skar eplet i små båter.`,
        `${cap(aide(c))} skar resten av eplet i {tynne, små båter|små biter|tynne skiver}, og ${h(c)} tygde forsiktig på den andre siden av munnen.`,
        `${cap(aide(c))} lo og skar resten av eplet i tynne, små båter, og ${h(c)} fant ut at den andre siden av munnen tygget helt fint, bare litt saktere.`,
      ),
  },
  photo: {
    trouble: (c) =>
      by(
        c,
        `${h(c)} ville ta bilde av hullet. Men ${c.hero.han} lo hele tida!`,
        `${h(c)} ville ha et bilde av hullet til kjøleskapet, men hver gang {telefonen|kameraet} klikket, begynte ${c.hero.han} å le, og alle bildene ble {uskarpe|bare en munn som knep seg sammen|bare et stort fnis}.`,
        `${h(c)} ville ha et bilde av det nye hullet til kjøleskapsdøra, men hver gang ${aide(c)} holdt opp telefonen, kom fnisingen, og bilde etter bilde viste bare en munn som knep seg sammen eller et uskarpt fjes.`,
      ),
    fix: (c) =>
      by(
        c,
        `Klikk! Bildet kom på kjøleskapet.`,
        `Til slutt holdt ${h(c)} pusten og dro leppa ned med én finger, og klikk: der var hullet, stort som ei dør. Bildet fikk {henge på kjøleskapet med en magnet|en plass på kjøleskapsdøra}.`,
        `Til slutt holdt ${h(c)} pusten, dro leppa forsiktig ned med én finger og sto helt stille, og klikk: der var hullet, stort som ei dør i et gjerde. Bildet ble skrevet ut og hengt på kjøleskapsdøra med en magnet formet som en jordbær.`,
      ),
  },
  mirror: {
    trouble: (c) =>
      by(
        c,
        `I speilet var hullet stort. Kom det ei ny tann?`,
        `I speilet så hullet {mye større ut|dobbelt så stort ut|enormt ut}, og ${h(c)} lurte plutselig på om ${c.hero.han} skulle se sånn ut for alltid.`,
        `I speilet over vasken så hullet mye større ut enn det kjentes, og ${h(c)} ble stående og stirre. Hva om det aldri kom noen ny tann, og ${c.hero.han} skulle plystre hver gang ${c.hero.han} sa noe, resten av livet?`,
      ),
    fix: (c) =>
      by(
        c,
        `Inne i hullet lå en bitte liten, hvit kant. Den nye!`,
        `${cap(aide(c))} lente seg inn mot speilet og pekte: langt inne i hullet skimtet de en bitte liten, hvit kant. Den nye tanna var allerede på vei.`,
        `${cap(aide(c))} lente seg inn mot speilet ved siden av ${h(c)} og pekte med lillefingeren: langt inne i hullet skimtet de en bitte liten, hvit kant, som en båt som ennå ligger under vann. Den nye tanna var allerede på vei.`,
      ),
  },
  polish: {
    trouble: (c) =>
      by(
        c,
        `Tanna var for liten for tannbørsten!`,
        `${h(c)} ville pusse tanna, så tannfeen skulle få ei skikkelig skinnende tann, men den var så liten at den hoppet av tannbørsten og skled bortover benken.`,
        `${h(c)} ville at tannfeen skulle få den fineste tanna i hele byen, så ${c.hero.han} prøvde å pusse den med tannbørsten, men den var så liten at den hoppet av børsten og skled bortover benken som en glatt liten såpebit.`,
      ),
    fix: (c) =>
      by(
        c,
        `En bomullspinne gjorde den blank.`,
        `${cap(aide(c))} fant fram en bomullspinne, og med litt vann tørket ${h(c)} tanna {forsiktig|varsomt|rolig} ren, til den {skinte|glinset|var blank som en perle}.`,
        `${cap(aide(c))} fant fram en bomullspinne, og med en dråpe vann gned ${h(c)} tanna forsiktig ren, rundt og rundt, til den lå og skinte på håndflata som den fineste lille perle.`,
      ),
  },
  magpie: {
    trouble: (c) =>
      by(
        c,
        `Ei skjære kom. Den ville ha tanna!`,
        `Ei skjære satte seg på gjerdet og la hodet på skakke. Den stirret rett på den lille, hvite tingen i hånda til ${h(c)}, og skjærer elsker alt som skinner.`,
        `Ei svart og hvit skjære landet på gjerdet, la hodet på skakke og så rett på den lille, skinnende tingen i hånda til ${h(c)}. Alle vet at skjærer samler på alt som glinser, og denne så ut som om den allerede hadde bestemt seg.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} knyttet neven. «Finn din egen tann!»`,
        `${h(c)} lukket neven godt rundt tanna. «Finn din egen tann,» sa ${c.hero.han}, og skjæra {flakset videre|fløy sin vei|skrattet og fløy}.`,
        `${h(c)} lukket neven godt rundt tanna og stakk den i lomma. «Finn deg din egen tann,» sa ${c.hero.han} strengt, og skjæra skrattet fornærmet og fløy bort over hekken.`,
      ),
  },
  tissue: {
    trouble: (c) =>
      by(
        c,
        `Vinden tok tørkepapiret!`,
        `Et vindkast rev tørkepapiret ut av hånda til ${h(c)}, og det seilte bortover plenen {som en liten, hvit fugl|som et papirfly|mot hekken}.`,
        `Akkurat da ${h(c)} skulle brette tanna inn igjen, kom et vindkast og rev tørkepapiret ut av hånda, og det seilte bortover plenen som en liten, hvit fugl, rett mot hekken.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} fanget papiret ved hekken.`,
        `${h(c)} løp etter og fanget papiret ved hekken. Nå ble tanna brettet inn i to lag, {godt og tett|stramt og fint|tett som en pakke}.`,
        `${h(c)} løp etter og fanget papiret akkurat før det forsvant inn i hekken. Tanna hadde ${c.hero.han} heldigvis holdt i den andre hånda hele tida, og nå ble den brettet inn i to lag papir, tett som en bitte liten pakke.`,
      ),
  },
  show: {
    trouble: (c) =>
      by(
        c,
        `Alle barna ville se tanna!`,
        `Ved sandkassa fikk noen barn høre om tanna, og snart sto {alle|en hel flokk|fem barn} rundt ${h(c)} og ville {holde den|se den|ta på den}, alle på én gang.`,
        `Ved sandkassa fikk noen barn høre om tanna, og snart sto en hel flokk rundt ${h(c)} med utstrakte hender, og alle ville holde den, bare et lite sekund, alle på én gang.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} viste den i hånda. Alle så, ingen tok.`,
        `${h(c)} la tanna i den åpne håndflata og holdt helt stille, og alle fikk se, men ingen fikk ta. En gutt viste fram sitt eget hull, og det var nesten like stort.`,
        `${h(c)} la tanna midt i den åpne håndflata og holdt den helt stille, og én etter én fikk alle se, men ingen fikk ta. Så viste en gutt fram sitt eget hull, og de sammenlignet hullene sine med stort alvor.`,
      ),
  },
  swing: {
    trouble: (c) =>
      by(
        c,
        `${h(c)} ville gynge høyt. Men tanna?`,
        `${h(c)} ville gynge høyt, så høyt som aldri før, men hva om tanna fløy ut av lomma på vei opp?`,
        `${h(c)} ville gynge høyere enn noen gang, helt opp til tretoppene, men på første tak kjente ${c.hero.han} lomma hoppe, og tenkte på hvor langt ei bitte lita tann kunne fly.`,
      ),
    fix: (c) =>
      by(
        c,
        `${cap(aide(c))} passet på tanna. Høyt, høyt!`,
        `${cap(aide(c))} holdt tanna trygt i neven sin, og ${h(c)} gynget så høyt at hullet plystret i vinden.`,
        `${cap(aide(c))} tok tanna i neven sin og holdt den mot brystet som en skatt, og ${h(c)} gynget så høyt at hullet plystret i vinden og magen kilte på vei ned.`,
      ),
  },
  creak: {
    trouble: (c) =>
      by(
        c,
        `Knirk! Var det tannfeen?`,
        `Knirk, sa det i trappa. ${h(c)} satte seg {rett opp|opp i senga|bolt opp}. Var det tannfeen, {allerede|så tidlig|nå}?`,
        `Knirk, sa det i trappa, og så én gang til. ${h(c)} satte seg rett opp i senga med hjertet som dunket. Var det tannfeen, allerede nå, før ${c.hero.han} i det hele tatt hadde sovnet?`,
      ),
    fix: (c) =>
      by(
        c,
        `Det var bare huset. ${h(c)} lukket øynene.`,
        `«Det er bare huset som legger seg,» sa ${aide(c)} i døra. ${h(c)} la seg ned igjen og {knep øynene igjen|lukket øynene godt|lukket øynene hardt}, for sikkerhets skyld.`,
        `«Det er bare huset som legger seg til å sove, det også,» sa ${aide(c)} lavt fra døra. ${h(c)} la seg ned igjen og knep øynene igjen, for hvis det var henne, skulle tannfeen i hvert fall finne ${h(c)} sovende.`,
      ),
  },
  straw: {
    trouble: (c) =>
      by(
        c,
        `Saften sprutet ut gjennom hullet!`,
        `${h(c)} drakk saft med sugerør, men saften fant veien rett ut gjennom det nye hullet og {sprutet på duken|rant nedover haka|plasket ned på tallerkenen}.`,
        `${h(c)} skulle drikke saft med sugerør, som alltid, men nå fantes det en ny vei ut av munnen, og saften sprutet ut gjennom hullet i en tynn, rød stråle, rett på den rene duken.`,
      ),
    fix: (c) =>
      by(
        c,
        `Nå drakk ${h(c)} fra en kopp.`,
        `${cap(aide(c))} tørket duken og ga ${h(c)} en kopp i stedet, og med begge leppene godt rundt kanten gikk det {helt fint|mye bedre|som smurt}.`,
        `${cap(aide(c))} lo og tørket duken, og ga ${h(c)} en vanlig kopp i stedet. Med begge leppene godt rundt kanten og små, forsiktige slurker kom ikke en dråpe ut gjennom hullet.`,
      ),
  },
  count: {
    trouble: (c) =>
      by(
        c,
        `${h(c)} telte tennene. Men tallet ble rart!`,
        `${h(c)} prøvde å telle tennene sine med tunga, men hver gang tunga kom til hullet, {mistet ${c.hero.han} tellinga|kom ${c.hero.han} ut av telling|begynte ${c.hero.han} på nytt}.`,
        `${h(c)} prøvde å telle tennene sine med tunga foran speilet, men hver gang tunga kom til hullet, datt den ut av telling, og ${c.hero.han} måtte begynne på nytt, først fra venstre, så fra høyre.`,
      ),
    fix: (c) =>
      by(
        c,
        `De telte sammen: nitten, og én på vei.`,
        `${cap(aide(c))} telte sammen med ${c.hero.ham}, tann for tann i speilet: nitten tenner, og én på vei.`,
        `${cap(aide(c))} telte sammen med ${c.hero.ham}, tann for tann, med en finger i lufta foran speilet: nitten tenner i munnen, én i tørkepapiret og én på vei. Det ble tjueen til sammen, sa ${h(c)}, og det var nesten riktig.`,
      ),
  },
  pebble: {
    trouble: (c) =>
      by(
        c,
        `En hvit stein lå der. Eller var det tanna?`,
        `I grusen lå en bitte liten, hvit stein som var {helt lik tanna|akkurat som tanna|nesten lik tanna}, og et øyeblikk visste ${h(c)} ikke hvilken som var hvilken.`,
        `I grusen ved trappa lå en bitte liten, hvit stein, så lik tanna at ${h(c)} måtte sette seg på huk og holde dem opp ved siden av hverandre, og et skrekkelig øyeblikk visste ${c.hero.han} ikke hvilken som var hvilken.`,
      ),
    fix: (c) =>
      by(
        c,
        `Tanna var glattest. Steinen fikk bli med også.`,
        `Men tanna var {glattere|lettere|blankere} og hadde en bitte liten kant der den hadde sittet fast. Tanna kom tilbake i tørkepapiret, og steinen fikk bli med i lomma, for moro skyld.`,
        `Men tanna var glattere og lettere, og på den ene siden hadde den en bitte liten kant der den hadde sittet fast i munnen. Tanna ble brettet inn i tørkepapiret igjen, og steinen fikk bli med i den andre lomma, til samlingen.`,
      ),
  },
  zip: {
    trouble: (c) =>
      by(
        c,
        `Glidelåsen satt fast!`,
        `På benken ville ${h(c)} sjekke tanna igjen, men glidelåsen på lomma {satt fast|hadde hektet seg fast|ville ikke rikke seg}.`,
        `På benken ville ${h(c)} bare sjekke tanna én gang til, men glidelåsen på lomma hadde hektet seg fast i stoffet og ville verken opp eller ned, uansett hvor mye ${c.hero.han} dro.`,
      ),
    fix: (c) =>
      by(
        c,
        `${cap(aide(c))} lirket den løs. Tanna var der!`,
        `${cap(aide(c))} lirket glidelåsen {forsiktig|varsomt|rolig} fram og tilbake, og med et lite rykk gikk den opp. Tørkepapiret lå der, og tanna i det.`,
        `${cap(aide(c))} lirket forsiktig på glidelåsen, fram og tilbake, litt og litt, til den plutselig gled opp med et lite rykk. Der lå tørkepapiret, og inni det lå tanna, like hvit og like liten som før.`,
      ),
  },
  story: {
    trouble: (c) =>
      by(
        c,
        `${h(c)} ville høre et eventyr om tannfeen.`,
        `${h(c)} ville høre et eventyr om tannfeen, men ${aide(c)} {kunne ikke ett eneste|kom ikke på noe|hadde aldri hørt noe}.`,
        `${h(c)} ville ha et eventyr om tannfeen før lyset ble slukket, men ${aide(c)} satt lenge og tenkte og måtte til slutt innrømme: «Jeg har aldri hørt ett eneste.»`,
      ),
    fix: (c) =>
      by(
        c,
        `Så fant de på et eget eventyr.`,
        `Så fant de på et sammen: om ei tannfe som bygde et slott av alle de første tennene, ei tann for hvert barn.`,
        `Så fant de på et sammen, setning for setning: om ei tannfe som bygde et hvitt slott av alle verdens første tenner, der hver tann var en stein i muren, og der det fremdeles var en ledig plass.`,
      ),
  },
  sign: {
    trouble: (c) =>
      by(
        c,
        `Skiltet til tannfeen ble skjevt!`,
        `${h(c)} laget et skilt så tannfeen skulle finne riktig hus, men bokstavene ble større og større og fikk ikke plass på arket.`,
        `${h(c)} ville lage et skilt til tannfeen, så hun ikke gikk til feil hus, men bokstavene ble større og større bortover arket, og «VELKOMMEN» endte som «VELKOM» helt ute på kanten.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} tegnet små bokstaver. Nå passet det!`,
        `${cap(aide(c))} tegnet svake streker med blyant først, og denne gangen fikk alle bokstavene plass, små og pene.`,
        `${cap(aide(c))} viste hvordan man tegner svake streker med blyant først, og andre gangen fikk hver eneste bokstav plass, små og pene, med et hjerte til slutt.`,
      ),
  },
  bath: {
    trouble: (c) =>
      by(
        c,
        `Tanna ville være med i badekaret!`,
        `I badet ville ${h(c)} ha tanna med seg, men et badekar fullt av skum er et farlig sted for ei bitte lita tann.`,
        `Da det ble badetid, ville ${h(c)} ha tanna med seg i badekaret, men et badekar fullt av skum og plasking er det aller verste stedet for ei bitte lita tann.`,
      ),
    fix: (c) =>
      by(
        c,
        `Tanna fikk stå på hylla og se på.`,
        `Tanna fikk stå i eggeglasset på den høye hylla, der ${h(c)} kunne se den hele tida, helt tørr.`,
        `Tanna fikk stå i eggeglasset på den øverste hylla, trygg og tørr, der ${h(c)} kunne se den mellom skumtoppene hele tida.`,
      ),
  },
  trade: {
    trouble: (c) =>
      by(
        c,
        `Gutten over gjerdet ville bytte tanna!`,
        `Gutten i nabohagen lente seg over gjerdet og ville bytte tanna mot {ei blå klinkekule|et glansbilde|en fin stein}.`,
        `Gutten i nabohagen lente seg over gjerdet og holdt fram den fineste, blå klinkekula si. «Jeg bytter,» sa han, «kula mot tanna.»`,
      ),
    fix: (c) =>
      by(
        c,
        `«Nei takk, den er til tannfeen!»`,
        `«Nei takk,» sa ${h(c)}, «denne er til tannfeen.» Men ${c.hero.han} lot gutten få se på den, helt nært.`,
        `«Nei takk,» sa ${h(c)} høflig, «denne har tannfeen bestilt.» Men ${c.hero.han} holdt den fram så gutten fikk se på den, helt nært, og han nikket alvorlig, som en som forsto.`,
      ),
  },
  ducks: {
    trouble: (c) =>
      by(
        c,
        `Ved dammen lente ${h(c)} seg langt ut!`,
        `Ved dammen lente ${h(c)} seg ut for å mate endene, og lomma med tanna dinglet rett over vannet.`,
        `Ved dammen lente ${h(c)} seg langt ut for å kaste brødbiter til endene, og plutselig kjente ${c.hero.han} lomma med tanna dingle rett over det mørke vannet.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} matet endene fra benken.`,
        `${h(c)} tok et skritt tilbake og matet endene fra benken i stedet, med én hånd på lomma.`,
        `${h(c)} tok to store skritt tilbake og kastet resten av brødet fra benken i stedet, med den ene hånda godt på lomma, og endene kom likevel, kvakk, kvakk.`,
      ),
  },
  lamp: {
    trouble: (c) =>
      by(
        c,
        `Nattlampa lyste så sterkt. Ville tannfeen tørre?`,
        `Nattlampa lyste så sterkt at ${h(c)} lurte på om en sjenert tannfe i det hele tatt ville tørre å komme inn.`,
        `Nattlampa lyste så sterkt i det mørke rommet at ${h(c)} plutselig lurte på om ei så sjenert tannfe i det hele tatt ville tørre å komme inn.`,
      ),
    fix: (c) =>
      by(
        c,
        `Nå lyste lampa svakt, som månen.`,
        `${cap(aide(c))} skrudde lampa ned til det svakeste, et lite, gult lys, akkurat nok til å finne veien.`,
        `${cap(aide(c))} skrudde lampa ned til det aller svakeste, et lite, gult skinn som måneskinn på gulvet, akkurat nok til at ei tannfe kunne finne fram.`,
      ),
  },
  awake: {
    trouble: (c) =>
      by(
        c,
        `${h(c)} ville være våken og se tannfeen.`,
        `Men ${h(c)} ville så gjerne se tannfeen, bare én gang. ${cap(c.hero.han)} holdt øynene store og åpne og {telte stjernene i taket|telte rutene i gardinene|nynnet for seg selv}, men øyelokkene ble tyngre og tyngre.`,
        `Men ${h(c)} ville så gjerne se tannfeen, bare ett lite glimt. ${cap(c.hero.han)} hadde en plan: holde øynene oppe med fingrene, telle rutene i gardinene, nynne for seg selv. Men øyelokkene ble tyngre og tyngre, som om noen hang små lodd i dem.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} la ei tegning ved glasset. Så kunne hun se den.`,
        `I stedet tegnet ${h(c)} tannfeen slik ${c.hero.han} trodde hun så ut, og la tegningen ved glasset på nattbordet. Da visste tannfeen i hvert fall at noen hadde ventet på henne.`,
        `I stedet tegnet ${h(c)} tannfeen med lommelyktlys under dyna, slik ${c.hero.han} trodde hun så ut, med vinger som glass og ei veske til tennene, og la tegningen ved glasset på nattbordet. Da ville tannfeen i hvert fall vite at noen hadde ventet på henne.`,
      ),
  },
};

export const tooth: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `Den første tanna til ${h(c)} falt ut! Ville tannfeen komme?`,
        `Den første tanna til ${h(c)} hadde vippet {i mange dager|i en hel uke|siden forrige søndag}, og {i dag tidlig|ved frokosten|rett etter frokost}, med {ett siste lite vipp|ett siste dytt av tunga|et lite rykk}, falt den ut! {I natt, håpet ${c.hero.han}, skulle tannfeen komme.|Nå kunne tannfeen komme i natt, håpet ${c.hero.han}.|Og i natt, hvis ${c.hero.han} var heldig, skulle tannfeen komme.}`,
        `I mange dager hadde den første tanna til ${h(c)} vippet som en løs gjerdestolpe, og i dag tidlig, med ett siste dytt av tunga, falt den ut. Nå var det et hull, ei tann og ett stort ønske: at tannfeen skulle komme i natt.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `Tanna var bitte lita. Ved senga, for sikkerhets skyld: ${spare(c).def}.`,
        `${h(c)} holdt tanna {på én finger|i håndflata|mellom tommel og pekefinger}: bitte lita, hvit og mindre enn {en ert|et riskorn|en skjorteknapp}. {For sikkerhets skyld|Bare i tilfelle|Og for sikkerhets skyld} la ${c.hero.han} ${spare(c).ready} ved senga til i kveld.`,
        `${h(c)} holdt tanna opp mot lyset på fingertuppen: bitte lita, hvit og mindre enn en ert. Så la ${c.hero.han}, for sikkerhets skyld, ${spare(c).ready} ved senga til i kveld.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men den var så liten, og leggetid var langt unna.`,
        `Men ei første tann er {veldig lita|bitte lita|lett å miste}, og det var {en hel dag til leggetid|mange, mange timer til leggetid|lenge til kvelden}.`,
        `Men ei første tann er en veldig liten ting å passe på, og det var en hel, lang dag til leggetid.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Jeg skal passe godt på den,» sa ${h(c)}.`,
        `${h(c)} {brettet|pakket|rullet} tanna inn i et {rent|mykt|nytt} tørkepapir. «Jeg skal {passe på den|ta godt vare på den|holde den trygg} {til leggetid|hele dagen|til tannfeen kommer},» {sa|lovte|hvisket} ${c.hero.han}.`,
        `${h(c)} brettet tanna inn i et rent tørkepapir og puttet det i lomma. «Jeg skal passe på den hele dagen,» sa ${c.hero.han}, «helt til tannfeen kommer.»`,
      ),
  ],
  attempt: toothBank<NoCtx>(
    'trouble',
    (c, m) =>
      m in MORE ? MORE[m as keyof typeof MORE].trouble(c) : `${scare(c)} ${foundAgain(c)}`,
    [
      (c) =>
        by(
          c,
          `Tunga til ${h(c)} {fant|lette etter|sjekket} {hullet|det tomme hullet|glipen} hele tida.`,
          `Tunga til ${h(c)} {stakk seg inn i|fant veien til|fant tilbake til} det {nye hullet|tomme hullet|lille hullet}, helt av seg selv.`,
          `Tunga til ${h(c)} listet seg inn i det nye hullet igjen og igjen, som om den måtte sjekke at tanna virkelig var borte.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} prøvde å plystre. Det ble rart!`,
          `${h(c)} prøvde å {plystre|nynne en sang|si «sju sultne sauer»} gjennom hullet, og ut kom en morsom liten {pipelyd|plystrelyd|hvesing}.`,
          `${h(c)} prøvde å si «sju sultne sauer», og hullet gjorde det til en plystrelyd, så alle begynte å le.`,
        ),
      (c) => {
        const p = pet(c);
        return p
          ? by(
              c,
              `${p.name} snuste på tanna.`,
              `${p.name} kom for å snuse på tanna, veldig nysgjerrig.`,
              `${p.name} kom bort og snuste på tanna, som om ${p.han} ville vite hva alt oppstyret handlet om.`,
            )
          : null;
      },
    ],
  ),
  progress: toothBank<NoCtx>(
    'fix',
    (c, m) => (m in MORE ? MORE[m as keyof typeof MORE].fix(c) : keepSafe(c)),
    [
      (c) =>
        by(
          c,
          `${h(c)} kikket på tanna. Fortsatt trygg.`,
          `${h(c)} {kikket|så|tittet} i tørkepapiret {igjen|én gang til|for tiende gang}. {Den var der fortsatt, trygg og god.|Den lå der fortsatt, trygg og god.|Jo da, den var der ennå.}`,
          `${h(c)} kikket i det brettede tørkepapiret én gang til, bare for å være sikker. Den var der fortsatt, trygg og god.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} smilte et stort, glissent smil.`,
          `${h(c)} smilte til alle med et stort, glissent smil.`,
          `${h(c)} smilte til alle ${c.hero.han} møtte, med et stort, glissent smil, og var ganske stolt av det.`,
        ),
    ],
  ),
  advice: eachOnce<NoCtx>('advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `«Pass godt på den,» sa ${c.helper.name}.`,
            `«{Pass godt på den|Ta vare på den tanna|Hold godt på den},» sa ${c.helper.name}. «Første tenner er {veldig små|bitte små|så lette å miste}.»`,
            `«Pass godt på den,» sa ${c.helper.name}. «Første tenner er bitte små, og de elsker å gjemme seg.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Der vokser det ei stor tann,» sa ${c.helper.name}.`,
            `«I det hullet kommer det ei ny, stor tann,» sa ${c.helper.name}. «{Det er det hullet er til|Den lille gjorde bare plass|Derfor måtte den lille ut}.»`,
            `«I det hullet skal det vokse ei ny tann,» sa ${c.helper.name}, «ei stor, sterk en som du skal ha resten av livet.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Brett den inn i et tørkepapir,» sa ${c.helper.name}.`,
            `«Tenner {liker å gjemme seg|er flinke til å gjemme seg|elsker gjemsel},» sa ${c.helper.name}. «Brett den inn i et tørkepapir og ha {det i lomma|det godt nede i lomma|den tett inntil deg}.»`,
            `«Tenner er mestere i gjemsel,» sa ${c.helper.name}. «Brett den inn i et tørkepapir, og ha papiret langt nede i lomma.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Jeg mistet også ei tann en gang,» sa ${c.helper.name}.`,
            `«Den første tanna mi falt ut {i et eple|da jeg spiste en gulrot|i ei brødskorpe},» sa ${c.helper.name} og smilte ved tanken.`,
            `«Den første tanna mi ble sittende igjen i et eple,» sa ${c.helper.name}, «og jeg var så stolt at jeg viste den til hele gata.»`,
          )
        : null,
  ]),
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `«{Kommer tannfeen virkelig|Kommer tannfeen til alle|Vet tannfeen hvor jeg bor}?» spurte ${h(c)}.`,
            `«Hvordan {finner tannfeen alle tennene|vet tannfeen hvor hun skal|bærer tannfeen alle de tennene}?» spurte ${h(c)} ${c.helper.name}.`,
            `«Hvordan vet tannfeen hvor alle tennene er?» spurte ${h(c)}. ${cap(c.helper.name)} smilte. «Hun bare vet det.»`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          spare(c).young,
          `Ved leggetid kom ett siste problem: Plutselig ${spare(c).trouble(c)}. Da husket ${h(c)} ${spare(c).def}, og så ${spare(c).saves(c)}.`,
          `Ved leggetid kom ett siste problem: Plutselig ${spare(c).trouble(c)}. Et øyeblikk hadde ${h(c)} mest lyst til å gråte. Så husket ${c.hero.han} ${spare(c).def} fra morgenen, og så ${spare(c).saves(c)}.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${spare(c).young} ${cap(aide(c))} hjalp til.`,
          `Ved leggetid ${spare(c).trouble(c)}. «Hva var det du gjorde klart i morges?» spurte ${aide(c)}, og så ${spare(c).saves(c)}.`,
          `Ved leggetid ${spare(c).trouble(c)}. «Hva var det du gjorde klart i morges, for sikkerhets skyld?» spurte ${aide(c)}, og sammen hentet de ${spare(c).def}. Så ${spare(c).saves(c)}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `Ved senga lå ${spare(c).def} og ${c.gift.def}.`,
              `Ved leggetid ${spare(c).trouble(c)}, men ${h(c)} hadde ${spare(c).def}, og så ${spare(c).saves(c)}. ${cap(c.gift.def)} fikk {stå|ligge|en plass} i vinduskarmen, som {en hilsen|en gave|et lite takk} til tannfeen.`,
              `Ved leggetid ${spare(c).trouble(c)}, men ${h(c)} hadde ${spare(c).def} klar, og så ${spare(c).saves(c)}. Aller sist satte ${c.hero.han} ${c.gift.def} i vinduskarmen, som en hilsen til tannfeen.`,
            )
          : '',
    ],
    clever: [
      (c) =>
        by(
          c,
          spare(c).young,
          `Ved leggetid ${spare(c).trouble(c)}. ${h(c)} tenkte seg godt om og smilte, og så ${spare(c).saves(c)}.`,
          `Ved leggetid ${spare(c).trouble(c)}. ${h(c)} satt helt stille og tenkte, og så lo ${c.hero.han}, for svaret hadde ligget klart siden morgenen, og så ${spare(c).saves(c)}.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `Tanna lå i et glass med vann, og ${h(c)} sovnet. Om natta blinket et lite lys ved vinduet. I glasset lå en blank mynt!`,
        `{Endelig|Til slutt|Omsider} lå tanna i et glass med vann {på nattbordet|ved senga|på nattbordet ved lampa}, slik man gjør, og ${h(c)} {sovnet|sovnet snart|sov snart}. {Om natta|Langt på natt|Midt på natta} hørtes {en lyd som ei bitte lita bjelle|et lite klirr, som fra verdens minste bjelle|en myk liten klingelyd}, og ${h(c)} {åpnet det ene øyet|kikket fram|åpnet det ene, søvnige øyet}: Ved vinduet {blinket|danset|glimtet} et lite lys, som {ei stjerne med vinger|en ildflue|en bitte liten lykt}. Da ${c.hero.han} {kikket|så|tittet} i glasset, var tanna {borte|forsvunnet|ikke der lenger}. I stedet lå det en {blank|skinnende|gyllen} mynt og en {bitte liten|liten|sammenbrettet} lapp: «Takk for den {fine|flotte|skinnende}, første tanna di. {Hilsen|Klem fra|Mange hilsener fra} tannfeen.»`,
        `Endelig lå tanna trygt i et glass med vann på nattbordet, slik man gjør, og etter lang, lang tid sovnet ${h(c)}. Langt ute på natta kom en lyd som verdens minste bjelle, og ${h(c)} åpnet det ene øyet, bare på gløtt: Ved vinduet blinket og danset et lite lys, som ei stjerne som hadde fått vinger, og så var det borte. ${cap(c.hero.han)} kikket i glasset. Tanna var borte, og i stedet lå det en blank mynt og en lapp ikke større enn et frimerke: «Takk for den fine, første tanna di. Hilsen tannfeen.»`,
      ),
  ],
  home: eachOnce<NoCtx>('home', [
    (c) =>
      by(
        c,
        `${h(c)} holdt mynten godt og smilte.`,
        `${h(c)} holdt mynten {godt i neven|tett inntil seg|inntil kinnet} og smilte det {glisne smilet sitt|nye, glisne smilet sitt|bredeste, glisne smilet sitt} ut i mørket.`,
        `${h(c)} lukket neven rundt mynten, som ennå var kald av vannet, og smilte det glisne smilet sitt ut i mørket.`,
      ),
    (c) =>
      by(
        c,
        `Lappen la ${c.hero.han} under puta.`,
        `${h(c)} la den bitte lille lappen {under puta|på nattbordet|i lomma på pysjamasen}, for å vise den fram {i morgen|for hele familien i morgen|ved frokosten}.`,
        `${h(c)} stakk den bitte lille lappen under puta, for å vise den fram ved frokostbordet, og trakk dyna helt opp til nesa.`,
      ),
  ]),
  reflection: eachOnce<NoCtx>('reflection', [
    (c) =>
      by(
        c,
        `Tannfeen hadde fått tanna, og nå var det et hull til ei ny, stor tann.`,
        `{Der den lille tanna hadde vært, skulle|I det lille hullet skulle} det {vokse ei stor en|snart vokse ei stor en|vokse ei stor en etter hvert}, og den lille hadde tannfeen fått.`,
        `Den lille tanna hadde tannfeen fått, og i hullet der den hadde sittet, gjorde ei ny, stor tann seg allerede klar til å vokse.`,
      ),
    (c) =>
      by(
        c,
        `Tannfeen hadde kommet!`,
        `Tannfeen hadde {kommet|virkelig kommet|funnet veien}, akkurat som ${h(c)} hadde {ønsket|håpet|drømt om}.`,
        `Tannfeen hadde virkelig kommet, akkurat som ${h(c)} hadde ønsket, og et sted ute i natta var ei bitte lita tann på vei dit alle første tenner drar.`,
      ),
  ]),
  refrain: [() => `Vippe, vippe, ut den går, i natt kommer tannfeen på tå!`],
  title: [
    (c) => `${h(c)} og tannfeen`,
    (c) => `Den første tanna til ${h(c)}`,
    () => `En mynt i vannglasset`,
  ],
};

/** Fra rom til rom og ut i parken med tanna i lomma, aldri over noen bro. */
const GO: Record<string, (c: NoCtx) => string> = {
  kitchen: (c) =>
    by(
      c,
      `Så var det lunsj på kjøkkenet.`,
      `{Til lunsj|Da maten var klar|Litt senere} gikk ${h(c)} inn på kjøkkenet, med den ene hånda på lomma med tanna.`,
      `Til lunsj gikk ${h(c)} inn på kjøkkenet, med den ene hånda trykket mot lomma der tanna lå brettet inn i tørkepapiret.`,
    ),
  bathroom: (c) =>
    by(
      c,
      `${h(c)} gikk på badet for å vaske seg.`,
      `{Så|Etterpå|Litt senere} gikk ${h(c)} inn på baderommet for å {vaske hendene|pusse tennene|vaske ansiktet}, og tanna fikk {være med|bli med|også være med}.`,
      `Så gikk ${h(c)} inn på baderommet for å vaske hendene, og selvfølgelig måtte tanna også være med og bli vasket.`,
    ),
  garden: (c) =>
    by(
      c,
      `${h(c)} løp ut i hagen.`,
      `${h(c)} {løp|hoppet|skyndte seg} ut i hagen for å vise tanna til {himmelen|fuglene|epletreet}.`,
      `${h(c)} løp ut i hagen, for ei så spesiell tann burde i hvert fall få se himmelen én gang.`,
    ),
  park: (c) =>
    by(
      c,
      `Om ettermiddagen dro de til parken.`,
      `Om ettermiddagen gikk ${h(c)} til parken, med tanna {trygt|godt gjemt|lunt} i lomma.`,
      `Om ettermiddagen gikk ${h(c)} til parken og klappet på lomma for hvert tiende skritt for å kjenne den lille kulen av tanna.`,
    ),
  bedroom: (c) =>
    by(
      c,
      `Så ble det leggetid.`,
      `{Snart|Etter hvert|Til slutt} ble det {mørkt ute|mørkt utenfor vinduet|mørkt og stille ute}, og det var {tid for å legge seg|leggetid|på tide å krype til køys}.`,
      `Snart ble det mørkt ute, tennene ble pusset (alle unntatt én), og det var tid for å legge seg.`,
    ),
};

export const toothScenes = {
  travel: [
    (c: NoCtx) => GO[c.place.id]?.(c) ?? null,
    (c: NoCtx) =>
      c.place.id === 'bedroom'
        ? null
        : by(
            c,
            `${h(c)} {skyndte seg|hoppet} ${c.place.to}.`,
            `${h(c)} {skyndte seg|hoppet|listet seg} ${c.place.to} og {klappet på|holdt på} lomma med tanna.`,
          ),
  ] as Bank<NoCtx>,
};
