// Følelser og små hendelser mellom de store: glede, bekymring, å gå seg bort, vær og bål.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';
import { underfootAt } from './ground-words';
import { hasHands, limb, other, team, teamDressed, who, worn } from './slots';

const u = (c: NoCtx) => underfootAt(c.setting);

const body = (c: NoCtx, a: { person: boolean }) =>
  a.person ? '{tærne|fingertuppene|tåspissene}' : c.p(['{tærne|halen}', 'halespissen', 'klørne']);

export const joy: Bank<NoCtx> = [
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} smilte et {stort|bredt|glad|lurt} smil.`,
      `${a.name} kjente en {varm|glad|gyllen|boblende} følelse inni seg, {der|da|rett der} ${c.place.in}.`,
      `En {varm|glad|gyllen|boblende} følelse spredte seg i ${a.name}, helt ned i ${body(c, a)}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `«{Hurra|Jippi|Ja|Jess|Endelig}!» {sa|jublet|ropte} ${a.name} og {hoppet opp|klappet|snurret rundt|danset litt}.`,
      `«{Hurra|Jippi|Jess}!» {jublet|ropte|sang} ${a.name} og tok en {liten|glad|tullete|vrikkete} {dans|piruett|runde}.`,
      `«{Hurra|Jippi}!» jublet ${a.name} og tok en {liten, men svært stolt|kort, men strålende|vinglete, men glad} dans ${c.place.in}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const a = who(c);
    const b = other(c, a) ?? c.hero;
    return by(
      c,
      `${a.name} ga ${b.name} en {klem|stor klem|god klem|bamseklem}.`,
      `${a.name} ga ${b.name} en {stor, varm|lang, glad|god, hard} klem, {og begge lo|og ingen sa noe|midt ${c.place.in}}.`,
      `${a.name} ga ${b.name} en klem som sa {mer enn ord|alt på én gang|godt gjort, vi klarte det}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `«{Puh|Huff|Oi|Jøss},» sa ${a.name} og {lo|smilte|satte seg|tørket panna|pustet ut}.`,
      `«{Puh|Jøss|Oi, oi}{| da},» sa ${a.name} og {lo|fniste|smilte|sukket} av {lettelse|glede|ren lettelse}.`,
      `«{Puh|Jøss|Hoi},» pustet ${a.name}, og {latteren|fnisingen|smilet} som fulgte, var {mest lettelse|halvt lettelse og halvt glede|like mye for ${a.ham} selv som for de andre}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {klappet|hoppet|trallet|danset} helt bort til {neste tre|stien|hjørnet|neste sving|gjerdet}.`,
      `${a.name} {klappet|lo|plystret} og {hoppet|danset|trallet} {videre|bortover ${c.place.def}|mot neste sving} {på ett bein|med lette skritt|i sikksakk}.`,
      `${a.name} klappet én gang og {hoppet|trallet} videre, lettere til sinns enn ${a.han} hadde vært {hele dagen|på lenge|på mange dager}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const a = who(c);
    return by(
      c,
      `«{Vi klarte det|Vi greide det|Det gikk}!» {sa|ropte} ${a.name} og {gliste|lo|strålte|hoppet}.`,
      `«Vi klarte det!» sa ${a.name}, og de to {klappet hverandre i hendene|dultet knyttnever|tok en liten dans}.`,
      `«Vi klarte det,» sa ${a.name} med et glis, og de to {klasket hendene sammen, svært fornøyde|tok en liten seiersdans|bukket for et publikum som ikke fantes}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} følte seg {modig|sterk|stolt} og {stor|høy}.`,
      `${a.name} sto litt {rakere|høyere|stoltere} ${c.place.in} enn {før|i morges|da dagen begynte}.`,
      `${a.name} merket at ${a.han} {sto|gikk} litt {rakere|høyere|lettere} enn {før|i morges}, som om {motet hadde vokst|ryggen hadde lært noe nytt|noen hadde fylt ${a.ham} med sol}.`,
    );
  },
  (c) =>
    by(
      c,
      `For en {god|deilig|glad|varm} følelse det var {der|da|inni ${who(c).name}}!`,
      `{Det var|${who(c).name} kjente} en {veldig|skikkelig|helt} {god|varm|glad|boblende} følelse{| ${c.place.in}}, {helt inn|helt gjennom|fra topp til tå|som sol i magen}.`,
      `{Det var|Det føltes som} den sortens følelse ${who(c).name} hadde lyst til å {ta vare på|gjemme|spare på} i {et syltetøyglass|ei eske|en skuff} til {senere|en regnværsdag|en grå tirsdag|en trist dag}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} lo så {høyt|godt|lenge} at {fuglene|ekornene|kuene|froskene|sauene} {så opp|snudde seg|lo med}.`,
      `${a.name} lo så {høyt|lenge|godt} at {to fugler|et ekorn|en hare|ei ku|en snegl|tre sauer} {stoppet|snudde seg|kikket fram} for å se {hva som var så morsomt|hva som foregikk|hvem som lo}.`,
      `${a.name} lo en latter som {rullet bortover ${c.place.def}|fikk selv en sur kråke til å se opp|smittet alle i nærheten}.`,
    );
  },
];

export const worry: Bank<NoCtx> = [
  (c) => {
    const a = who(c);
    return by(
      c,
      `Hjertet til ${a.name} {sa {dunk, dunk|bank, bank|tikk-takk}|slo fort|hamret}{| ${c.place.in}| et lite øyeblikk| bare ved tanken| da ${a.han} så seg rundt}.`,
      `Hjertet til ${a.name} {slo|dunket|hamret} {fort|veldig fort|som en tromme|i halsen} {et øyeblikk|en stund|helt til det roet seg|${c.place.in}}.`,
      `Hjertet til ${a.name} slo {fort|hardt|og slo}{| ${c.place.in}| et lite øyeblikk}, som {en tromme med dårlig tid|ei klokke som har gått amok|en hare som løper|regn på et blikktak}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} ble {litt|et lite øyeblikk|bittelitt} {lei seg|trist|stille}{| ${c.place.in}}.`,
      `${a.name} ble {litt|en smule|ganske} {lei seg|trist|stille|motløs}{| ${c.place.in}}, {bare et øyeblikk|bare et minutt|men bare kort|et lite øyeblikk}.`,
      `{Et øyeblikk|En liten stund|Bare et lite sekund} følte ${a.name} seg {liten og lei seg|trøtt og trist|helt alene i verden}, og {veien videre|alt som var igjen|resten av dagen} så veldig {lang|bratt|vanskelig} ut.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} trakk pusten {dypt|godt|sakte|rolig}{| og telte til tre| én gang til| og rettet ryggen| ${c.place.in}}.`,
      `${a.name} {trakk pusten|pustet} {dypt|godt|langsomt|rolig} og {talte|telte} til {tre|fem|ti|sju}{| før ${a.han} så opp igjen| med lukkede øyne}.`,
      `${a.name} trakk pusten {langsomt og dypt|helt ned i magen|så dypt ${a.han} kunne}{| ${c.place.in}}, slik man gjør før {man hopper i kaldt vann|et stort hopp|man sier noe modig|man åpner en tung dør}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const a = who(c);
    const b = other(c, a) ?? c.hero;
    return by(
      c,
      `${a.name} holdt rundt ${b.name} og sa: «{Det går bra|Jeg er her|Vi klarer det|Bare pust rolig}.»`,
      `${a.name} {klemte|holdt|strøk på} ${limb(b)} til ${b.name} og {sa|hvisket|sa lavt|sa mykt}: «{Det går bra|Ikke vær redd|Jeg er her|Vi er to|Jeg er med deg|Vi klarer det}.»`,
      `${a.name} {klemte|holdt fast i} ${limb(b)} til ${b.name} og sa: «{Det går bra|Ikke tenk på det|Ikke vær lei deg}, vi finner {på noe|en vei|ut av det}.»`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `Men ${a.name} ga {ikke opp|seg ikke}{, aldri|, slett ikke|, ikke i det hele tatt| så lett| ${c.place.in}| nå}.`,
      `Men ${a.name} var ikke {typen|en} som {ga opp|ga seg|snudde|ga tapt}, {ikke i dag|ikke nå|slett ikke|ikke her|ikke ennå}.`,
      `Men ${a.name} hadde aldri vært typen som {ga opp|ga seg|snudde}, og ${a.han} hadde {ikke tenkt å begynne nå|slett ikke tenkt å begynne ${c.place.in}|ingen planer om å begynne i dag}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} ${hasHands(a) ? 'bet seg i {leppa|tommelen}' : '{rynket på nesen|blunket sakte}'} {${c.place.in}|et øyeblikk|litt|igjen} og {tenkte|tenkte seg om|så seg rundt|sukket|${c.team.de === 'de' ? 'kikket på de andre' : `kikket ${u(c).look}`}}.`,
      `${a.name} ble stille og {bet seg i leppa|så ned i ${u(c).ground}|${u(c).kick}|klødde seg i hodet} og {lurte på hva nå|sukket dypt|tenkte seg om|lyttet}.`,
      `${a.name} ble stille og {så ned i ${u(c).ground}|${u(c).kick}|klødde seg i nakken}, og {for et øyeblikk|en god stund|et lite sekund} ${c.friend || c.helper ? 'visste ingen hva de skulle si' : `visste ${a.han} ikke hva ${a.han} skulle gjøre`}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `«{Å nei|Jøss|Huff|Uff da},» {sa|sukket} ${a.name} {lavt|stille|og satte seg|og klødde seg i hodet|${c.place.in}}.`,
      `«{Huff|Uff|Å nei}, det {var ikke lett|blir ikke lett|er vanskelig|var dumt},» {sa|sukket|mumlet} ${a.name} {lavt|stille|og satte seg|${c.place.in}}.`,
      `«Huff,» sa ${a.name} og sukket så dypt at {et blad blafret|håret flagret|støvet virvlet opp}, «{dette blir visst ikke så lett som jeg trodde|dette er vanskeligere enn det så ut|dette krever visst litt mer tålmodighet|${c.place.def} gjør det ikke lett for oss|her må vi tenke oss om|det var verre enn jeg trodde}.»`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {satte seg ned|sto helt stille|stoppet opp} ${c.place.in}{| og rynket panna| for å tenke| en liten stund}.`,
      `${a.name} {satte seg på ${u(c).seat}|sto helt stille|stoppet ${u(c).midway}} ${c.place.in} og {rynket panna|sukket|gned seg på nesa|tygget på leppa}.`,
      `${a.name} {satte seg på ${u(c).hardSeat}|sto helt stille} ${c.place.in}, {med haka i hendene|med armene i kors|og stirret ut i lufta}, og ventet på en idé som {ikke ville komme|tok seg god tid|visst hadde gått seg bort}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `«Hmm, {hva nå|hva gjør vi nå|og hva nå}?» {sa|spurte} ${a.name}{| ${c.place.in}}.`,
      `«{Hmm|Tja|Nå da}, hva {gjør vi nå|nå|kan vi prøve|skal vi finne på}?» {sa|spurte|mumlet} ${a.name} og {så seg rundt|kikket framover|klødde seg i hodet}.`,
      `«{Hmm|Tja, tja}, {det finnes alltid en vei|tenk, tenk, tenk|ingenting er så vanskelig som det ser ut},» sa ${a.name} langsomt og {så seg rundt|kikket hit og dit} ${c.place.in}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} kjente en {klump|knute|uro} i {magen|halsen|brystet}{| ${c.place.in}| med en gang| igjen}.`,
      `En {liten|stram|kald} knute av uro {satt|krøllet seg sammen|vokste} i magen til ${a.name}{| helt til ${a.han} pustet lenge ut| mens ${a.han} gikk videre| mens ${a.han} så seg rundt}.`,
      `En {liten, kald|stram liten} knute av uro {krøllet seg sammen|la seg} i magen til ${a.name} ${c.place.in}, den sorten som bare går bort når man {gjør noe|begynner å gå|sier det høyt}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} så {seg tilbake|opp|ned|${u(c).look}}{| ${c.place.in}| et øyeblikk} og {sukket|rynket panna|blunket|trakk på skuldrene}.`,
      `${a.name} så seg tilbake {over skulderen|${u(c).back}}{| ${c.place.in}| et øyeblikk| en siste gang} og lurte på om {det var langt hjem|alt ville gå bra|de var på rett vei|dette var lurt}.`,
      `${a.name} så seg tilbake {over skulderen|${u(c).windingBack}} ${c.place.in} og lurte, {bare et øyeblikk|bare et lite sekund|uten å si det høyt}, på om {det var veldig langt hjem|alt ville gå bra til slutt|dette hadde vært en så god idé likevel}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {holdt rundt knærne|${a.person ? 'knep hendene sammen' : 'krøp sammen'}|${u(c).kick}|satt helt stille}{| ${c.place.in}| en stund| og tenkte}.`,
      `${a.name} {${hasHands(a) ? 'vred på fingrene' : 'krøp sammen'}|skrapte med foten|satt helt stille}{| ${c.place.in}}, og {en stund|en lang stund|et øyeblikk} {føltes alt veldig stort|sa ingen noe|ventet stillheten}.`,
      `${a.name} {holdt rundt knærne|${u(c).scuff}} ${c.place.in}, og en stund virket alt rundt {veldig stort og veldig stille|som om det holdt pusten}.`,
    );
  },
  (c) => {
    const a = who(c);
    const down = `{${a.person ? 'Skuldrene' : 'Ørene'} til ${a.name} sank|Motet til ${a.name} sank|Smilet til ${a.name} ble borte}`;
    return by(
      c,
      `${down} {litt|et øyeblikk}.`,
      `${down} {litt|et øyeblikk|en liten stund}{, og ${a.han} så ned i ${u(c).ground}|, men bare litt| ${c.place.in}}.`,
      `${down} {litt|et lite øyeblikk|en liten stund} ${c.place.in}, {som når en ballong mister luft|som et seil uten vind|som en blomst i regnvær}, {men bare litt|og ${a.han} ble stående stille|før ${a.han} rettet seg opp igjen}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `«{Hva gjør vi nå|Hva skjer nå}?» {hvisket|mumlet|spurte} ${a.name}.`,
      `«{Hva gjør vi nå|Hvordan skal dette gå|Hvor går vi nå}?» {mumlet|hvisket|sukket} ${a.name} {for seg selv|og så seg rundt|og klødde seg i nakken|${c.place.in}}.`,
      `«{Hva gjør vi nå|Hvordan skal dette gå|Hvor i all verden går vi nå}?» {mumlet|hvisket|sukket} ${a.name} ${c.place.in}, {mest for seg selv|så lavt at knapt noen hørte det|og kikket på ${c.friend ? 'de andre' : u(c).ground}}, {men ingen hadde noe svar ennå|og svaret lot vente på seg|og det ble stille en stund}.`,
    );
  },
  (c) => {
    if (c.place.id === c.home.id) return null;
    const a = who(c);
    const cosy = '{den myke senga|en kopp varm kakao|det varme teppet|favorittputa}';
    return by(
      c,
      `${a.name} tenkte på ${cosy} hjemme.`,
      `${a.name} tenkte {et lite øyeblikk|plutselig|helt uten grunn} på ${cosy} hjemme{, og ønsket seg dit|, og kjente en liten klump i halsen|, men bare kort}.`,
      `{Helt uten grunn|Midt i alt|Plutselig} tenkte ${a.name} på ${cosy} hjemme, {og et lite øyeblikk ønsket ${a.han} seg dit|og kjente en liten klump i halsen|og lurte på om noen der tenkte på ${a.name} også}, {men så så ${a.han} framover igjen|før ${a.han} ristet det av seg|men bare kort}.`,
    );
  },
];

export const lost: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `Hvor var stien? ${team(c)} så {til høyre og venstre|seg rundt|hit og dit}.`,
      `Etter en stund tok stien bare slutt, og alle veier ${c.place.in} så like ut.`,
      `Etter en stund forsvant stien rett og slett i {gresset|mosen|steinene}, og alle retninger ${c.place.in} så nøyaktig like ut.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `«Har vi gått oss bort?» {spurte|lurte} ${a.name}. Så så ${a.han} {et stort tre|en rød stein|en liten bekk|et kjent gjerde|ei gammel bru} {og smilte|og husket veien|og pekte}.`,
      `«Jeg tror vi har gått oss bort,» sa ${a.name}, helt til ${a.han} fikk øye på {et skjevt tre|en rød stein|en liten bekk} fra før.`,
      `«Jeg tror,» sa ${a.name} langsomt, «at vi kanskje har gått oss bort,» helt til ${a.han} la merke til {et skjevt tre|en rød stein formet som en nese|en liten bekk} fra tidligere.`,
    );
  },
  (c) =>
    by(
      c,
      `Stien gikk {rundt og rundt|i ring|i en sløyfe}, tilbake til {start|det samme treet|den samme steinen|det samme gjerdet}!`,
      `Stien gikk i en {stor|vid|rund} ring{| ${c.place.in}| gjennom gresset}, og snart var ${c.team.de} tilbake der ${c.team.de} begynte.`,
      `Stien slynget seg i en {stor, lat|vid, rund|lang, snodig} ring, og før ${c.team.de} visste ordet av det, sto ${c.team.de} der ${c.team.de} hadde begynt og stirret på sine egne fotspor.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} så på sola og sa: «{Den veien|Der borte}!»`,
      `${a.name} så på sola og tenkte seg om: «Sola går ned der borte, så vi går {denne veien|den veien}.»`,
      `${a.name} myste mot sola og tenkte seg nøye om: «Hvis sola går ned der borte, må vi gå denne veien.» {Og det stemte|Og slik var det|Og riktig nok, der var stien|Og snart så de veien igjen}.`,
    );
  },
  (c) =>
    by(
      c,
      `Alle {trær|steiner|busker} så like ut. Hvor var de?`,
      `Alle {trærne|steinene|buskene} så plutselig like ut, og ${team(c)} {visste ikke hvor ${c.team.de} var|stoppet og klødde seg i hodet}.`,
      `Plutselig så alle {trærne|steinene|buskene} helt like ut, og ${team(c)} måtte innrømme at ${c.team.de} ikke lenger visste helt hvor ${c.team.de} var.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} klatret opp på en stein og så {stien|veien} igjen!`,
      `${a.name} klatret opp på en stor stein, og derfra kunne ${a.han} se {stien|veien|et kjent tre} igjen.`,
      `${a.name} klatret opp på en stor stein og speidet, og der, bak {et kratt|en haug med bregner|en gammel stubbe}, skimtet ${a.han} stien igjen.`,
    );
  },
];

export const weather: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `{Drypp, drypp|Plipp, plopp|Tipp, tapp}, det regnet, og ${team(c)} krøp under {et stort blad|et tre|en stein}.`,
      `{Det kom en regnskur|Det begynte å regne|Plutselig regnet det}, og ${team(c)} krøp i ly under {et stort blad|et bredt tre|en steinhylle} til {den var over|sola kom|det stilnet}.`,
      `{Helt uten varsel|Plutselig|Fra ingensteds} kom en {regnskur|byge|sommerskur}, og ${team(c)} søkte ly under {et kjempestort blad|et bredt, gammelt tre|en steinhylle} og lyttet til dråpene, til sola kom tilbake.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `En {stor|sterk|kald} vind kom, {svosj|vusj|huuu}, og ${a.name} holdt seg {godt fast|i et tre|${a.dressed ? 'i lua' : 'nede ved bakken'}|i en stein}.`,
      `Et vindkast kom susende gjennom ${c.place.def} og ${a.dressed ? `blåste nesten {lua|skjerfet${c.goal === 'find' ? '|kartet' : ''}} av ${a.name}` : `rusket i ${worn(a)} til ${a.name}`}.`,
      `Et vindkast kom susende gjennom ${c.place.def} og nappet i {alt det fikk tak i|${teamDressed(c) ? 'luer og skjerf' : 'løse blader'}|hver løs tråd}, og en stund kunne ${c.team.de} bare {holde seg fast og le|stå bøyd og vente|klamre seg til et tre}.`,
    );
  },
  (c) =>
    by(
      c,
      `Tåka {kom|snek seg inn|rullet inn} ${c.place.in}, {hvit|grå|tett} og {myk|stille|kald}.`,
      `Ei {myk|tett|kjølig}, {hvit|grå} tåke rullet inn, og en stund kunne ${c.team.de} bare se {noen skritt|en armlengde|sine egne føtter} fram.`,
      `Ei {myk, hvit|tett, grå|kjølig, hvit} tåke rullet inn {over ${c.place.def}|fra vannet|mellom trærne}, så tett at verden krympet til noen få skritt sti, og {hver lyd virket {nær og hemmelig|dempet og rar|langt borte}|${c.team.de} måtte holde hverandre i hånda|selv ${c.place.def} ble borte i det hvite}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `Det rumlet langt borte, men det var bare ei {gretten|søvnig|stor} sky.`,
      `{Det rumlet langt borte|Noe buldret bak åsen|Det mumlet i himmelen|Det knurret bak skyene|Noe dundret over ${c.place.def}} {og|så} ${a.name} {lyttet|kikket opp|rynket pannen}. «Bare ei {gretten|søvnig|bråkete} sky,» sa ${a.name}, «{langt unna|som snorker|på vei bort}.»`,
      `Det kom en dyp rumling {langt borte|bak åsen|fra himmelen}, men «bare ei {gretten|søvnig|bråkete} sky,» sa ${a.name}, og skyen seilte {bort|videre|over åsen|den andre veien}.`,
    );
  },
  (c) =>
    by(
      c,
      `Det begynte å {hagle|sludde|dryppe}, men bare litt.`,
      `Noen store, kalde dråper {falt|traff nesen til ${who(c).name}|plasket ned ${c.place.in}}, og ${team(c)} {løp i ly|satte opp hetta|stilte seg under et tak} og ventet.`,
      `{Noen store, kalde dråper|Et par tunge dråper|Først én dråpe, så én til} {falt|landet ${c.place.in}|traff nesen til ${who(c).name}}, så {ti|hundre|tusen} til, og ${team(c)} {løp i ly under et tak|krøp sammen under en gran} og ventet mens {regnet trommet|det dryppet fra alle kanter}.`,
    ),
];

export const camp: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} tente et lite bål, varmt og {lyst|lunt|sprakende}.`,
      `Da lyset begynte å svinne, tente ${team(c)} et lite bål ${c.place.in} og satte seg tett inntil.`,
      `Da lyset begynte å svinne, samlet ${team(c)} tørre {kvister|pinner|grener} ${c.place.in} og tente et lite bål, og {det varme skinnet dyttet skyggene tilbake|flammene danset og knitret|snart luktet det røyk og kvelds|lyset la seg som et teppe rundt ${c.team.dem}}.`,
    ),
  (c) =>
    by(
      c,
      `${c.team.de} spiste {brød|suppe|epler|pølser} ved bålet, {nam|mmm|mums}.`,
      `${c.team.de} grillet {brød|marshmallows|epler|pølser} over bålet og så gnistene fly til værs.`,
      `${c.team.de} grillet {pinnebrød|marshmallows|pølser på pinne} og så gnistene fly opp for å slå følge med stjernene.`,
    ),
  (c) =>
    by(
      c,
      `Ei ugle sa ho, og stjernene kom fram {én etter én|på rad|sakte}.`,
      `{Et sted|Høyt oppe i et tre|Langt borte} {tutet ei ugle lavt|sa ei ugle ho-ho|ropte ei ugle}, og {én etter én kom stjernene fram|himmelen ble full av stjerner|den første stjerna tittet fram}.`,
      `{Et sted|Høyt oppe i et tre|Langt borte over ${c.place.def}} tutet ei ugle lavt, og én etter én kom stjernene fram, som om noen tente {lys|lykter} over hele himmelen.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} så opp og fant ei stjerne formet som {en båt|en bjørn|en kopp}.`,
      `${a.name} la seg bakover og fant figurer i stjernene: {en båt|et skip}, en bjørn og {en kopp|en drage}.`,
      `${a.name} la seg bakover og fant bilder i stjernene: {en båt|et skip}, en bjørn og {en kopp|en papirdrage}, og noe som kanskje var en veldig liten drage.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `Ved bålet fortalte ${a.name} en {historie|spøkelseshistorie|vits}.`,
      `Ved bålet fortalte ${a.name} en {kort|morsom|litt skummel} historie om {et troll|en sjøorm|en snakkende kjele}, og alle {lo|gøs|lyttet}.`,
      `Ved bålet fortalte ${a.name} en historie om {et troll som var redd for mus|en sjøorm som ville lære å strikke|en kjele som kunne synge}, og den ble {lengre og morsommere|rarere og rarere} for hvert minutt.`,
    );
  },
];
