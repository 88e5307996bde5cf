// Dagen etter en krangel mellom to venner (eller tvillinger), hjemme og like i nærheten: hvert
// forsøk på å bli venner igjen går galt på sin egen måte og lærer bort noe, de voksne hjemme gir
// et råd, den andres side blir tenkt over, og til slutt blir de venner og bytter på.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts, SceneBanks } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { betterElsewhere, cheeksHot, gaveUpNot, sighed } from './friend-day-words';
import { eachStep } from '../../family-beats';
import { goingOn, type QuarrelTry, quarrelTry, thingUse, withGrownUp } from '../../friend-beats';

type Steps = NonNullable<GoalTexts<NoCtx>['steps']>;

const h = (c: NoCtx) => c.hero.name;
const o = (c: NoCtx) => c.other?.name ?? 'det andre barnet';
const han = (c: NoCtx) => c.other?.han ?? 'hen';
const ham = (c: NoCtx) => c.other?.ham ?? 'hen';
/** «hennes», «hans»: den andres. */
const hans = (c: NoCtx) => c.other?.hans ?? 'hens';
const Han = (c: NoCtx) => han(c).charAt(0).toUpperCase() + han(c).slice(1);
const it = (c: NoCtx) => c.thing?.def ?? 'huska';
const den = (c: NoCtx) => c.thing?.den ?? 'den';
/** Den voksne her, med navnet barnet bruker: «mamma», «bestefar». */
const v = (c: NoCtx) => c.helper?.name ?? 'mamma';
const V = (c: NoCtx) => v(c).charAt(0).toUpperCase() + v(c).slice(1);
/** Den voksnes eget pronomen. */
const han2 = (c: NoCtx) => c.helper?.han ?? 'hun';
/** Huska henger der den henger; alt annet kan bæres inn. */
const hangs = (c: NoCtx) => thingUse(c.thing?.id) === 'swing';

/** Det man gjør med tingen de krangler om, i fortid: «syklet en runde på den røde sykkelen». */
const used = (c: NoCtx) =>
  ({
    ride: `syklet en runde på ${it(c)}`,
    swing: `husket høyt på ${it(c)}`,
    throw: `kastet ${it(c)} høyt opp og tok imot`,
    fly: `sendte ${it(c)} til værs`,
    play: `lekte med ${it(c)}`,
  })[thingUse(c.thing?.id)];

/** Hvert forsøk på å bli venner igjen, og hvordan det går galt. */
const tries: Record<QuarrelTry, (c: NoCtx) => string> = {
  blame: (c) =>
    by(
      c,
      `«Det var ${o(c)} sin skyld!» sa ${h(c)} til ${v(c)}.`,
      `«Det var ${o(c)} sin skyld, alt sammen,» sa ${h(c)} ved bordet. ${V(c)} spurte bare: «Og hva gjorde du?» Det ville ${h(c)} ikke svare på.`,
      `«Det var ${o(c)} sin skyld, hele greia,» sa ${h(c)} og stakk gaffelen i maten. ${V(c)} nikket og spurte bare: «Og hva gjorde du?» ${h(c)} åpnet munnen, lukket den igjen og dyttet tallerkenen bort.`,
    ),
  note: (c) =>
    by(
      c,
      `${h(c)} skrev en lapp: «Jeg er ikke sint. Men ${den(c)} er min.» Den kom tilbake med et stort NEI.`,
      `${h(c)} skrev en lapp til ${o(c)}: «Jeg er ikke sint lenger. Men ${den(c)} er min.» Litt etter kom lappen tilbake, og under hadde ${o(c)} skrevet et stort, sint NEI.`,
      `${h(c)} rev et ark ut av kladdeboka og skrev: «Jeg er ikke sint lenger. Men ${den(c)} er faktisk min.» Lappen gikk til ${o(c)}, og litt senere kom den tilbake, med et NEI under så hardt skrevet at pennen nesten hadde gått gjennom papiret.`,
    ),
  wave: (c) =>
    by(
      c,
      `${h(c)} vinket til ${o(c)}. ${Han(c)} snudde seg bort.`,
      `${h(c)} vinket bort mot ${o(c)}, men ${han(c)} snudde ryggen til, og vinkingen ble hengende i lufta.`,
      `${h(c)} vinket, først forsiktig og så med hele armen, men ${o(c)} snudde ryggen til, og vinkingen ble hengende i lufta uten noe sted å gå.`,
    ),
  showoff: (c) =>
    by(
      c,
      `${h(c)} ${used(c)}, rett foran ${o(c)}. Det hjalp ikke.`,
      `${h(c)} ${used(c)}, akkurat der ${o(c)} kunne se det, og lo litt for høyt. Men det gjorde bare ${o(c)} enda surere.`,
      `${h(c)} ${used(c)}, akkurat der ${o(c)} kunne se det, og lo en latter som var litt for høy. Men ${o(c)} ble bare surere, og etterpå kjente ${h(c)} seg mindre, ikke større.`,
    ),
  giveall: (c) =>
    by(
      c,
      `«Ta ${den(c)}, da!» ropte ${h(c)} sint. Men ${o(c)} ville ikke.`,
      `${h(c)} dyttet ${it(c)} bort mot ${o(c)}. «Ta ${den(c)}, da! Jeg bryr meg ikke!» Men ${o(c)} bare ristet på hodet: «Ikke sånn.»`,
      `Til slutt dyttet ${h(c)} ${it(c)} bort mot ${o(c)}. «Ta ${den(c)}, da, jeg bryr meg ikke!» Men ${o(c)} rørte ${den(c)} ikke. «Ikke sånn,» sa ${han(c)} lavt og gikk.`,
    ),
  alone: (c) =>
    by(
      c,
      `${h(c)} spilte et spill alene. Det var kjedelig.`,
      `${h(c)} fant fram kortstokken og prøvde å spille mot seg selv, men det er ikke lett å lure seg selv, og det var ikke gøy å vinne heller.`,
      `${h(c)} fant fram kortstokken og spilte mot seg selv, først på den ene siden av senga og så på den andre, men det er ikke lett å lure seg selv, og ingen jublet når noen vant.`,
    ),
  draw: (c) =>
    by(
      c,
      `${h(c)} tegnet seg selv og ${o(c)}. Men ${o(c)} fikk et surt fjes.`,
      `${h(c)} ville tegne seg selv og ${o(c)} sammen, men munnen til ${o(c)} ble sur uansett hvor mye ${c.hero.han} viska. Så krøllet ${c.hero.han} arket sammen.`,
      `${h(c)} ville tegne et bilde av seg selv og ${o(c)} sammen, men munnen til ${o(c)} ble sur og rett uansett hvor mange ganger ${c.hero.han} viska, og til slutt ble arket en hard, liten ball i papirkurven.`,
    ),
  call: (c) =>
    by(
      c,
      `«Er du fortsatt sint?» ropte ${h(c)}. «JA!» svarte ${o(c)}.`,
      `${h(c)} åpnet vinduet og ropte ut: «Er du fortsatt sint, eller?» Det kom ut mye surere enn ${c.hero.han} mente. «JA!» ropte ${o(c)} tilbake.`,
      `${h(c)} åpnet vinduet og ropte: «Er du fortsatt sint, eller?» Men ordene kom ut sure og spisse, mye surere enn ${c.hero.han} hadde ment, og «JA!» kom det tilbake, like surt.`,
    ),
  messenger: (c) =>
    by(
      c,
      `${h(c)} ba en gutt si til ${o(c)} at ${c.hero.han} ikke var sint. Beskjeden ble feil!`,
      `${h(c)} ba en gutt fra nabolaget si til ${o(c)} at ${c.hero.han} ikke var sint lenger. Men da beskjeden kom fram, var den blitt til: «${h(c)} sier at du er sint!»`,
      `${h(c)} ba en liten gutt fra nabolaget løpe bort med en beskjed: «Si at jeg ikke er sint lenger.» Men på veien ble beskjeden vrengt, og fram kom den som: «${h(c)} sier at du er sint!» ${o(c)} satte nesa i været.`,
    ),
  joke: (c) =>
    by(
      c,
      `${h(c)} lagde et tullefjes. ${o(c)} snudde seg bort.`,
      `${h(c)} lagde sitt aller beste tullefjes, det med tunga i munnviken. ${o(c)} holdt nesten på å le, men snudde seg bort i siste liten.`,
      `${h(c)} lagde sitt aller beste tullefjes, det med tunga i munnviken og det ene øyet lukket, det som alltid fikk ${o(c)} til å le. Munnviken til ${o(c)} rykket, men så snudde ${han(c)} seg bort.`,
    ),
  wait: (c) =>
    by(
      c,
      `${h(c)} ventet på benken. Men ${o(c)} kom ikke.`,
      `${h(c)} satte seg på benken der de alltid pleide å møtes, og ventet på at ${o(c)} skulle komme bort først. Men ${o(c)} satt og ventet på akkurat det samme.`,
      `${h(c)} satte seg på benken der de to alltid pleide å møtes, og ventet på at ${o(c)} skulle komme bort først. Men ${o(c)} satt et stykke unna og ventet på akkurat det samme, og tiden gikk.`,
    ),
  blurt: (c) =>
    by(
      c,
      `«Det var din skyld!» sa ${h(c)}. ${o(c)} gikk.`,
      `«Det var din skyld!» buste ${h(c)} ut med, og ${o(c)} gikk sin vei. Det var ikke det rette å si.`,
      `«Det var din skyld, alt sammen!» buste ${h(c)} ut med før ${c.hero.han} rakk å stoppe seg selv, og ${o(c)} gikk sin vei, og ${h(c)} skjønte med en gang at det var helt feil ord.`,
    ),
  stuck: (c) =>
    by(
      c,
      `${h(c)} ville si unnskyld. Men ordet satt fast.`,
      `${h(c)} gikk helt bort til ${o(c)} for å si unnskyld, men ordet satte seg fast i halsen. «Fint vær i dag,» sa ${c.hero.han} i stedet.`,
      `${h(c)} gikk helt bort til ${o(c)} for å si unnskyld, men ordet satte seg fast et sted i halsen, og det som kom ut, var: «Fint vær i dag.» ${o(c)} så på ${c.hero.ham} som om ${c.hero.han} var blitt tullete.`,
    ),
  treat: (c) =>
    by(
      c,
      `${h(c)} la den største bollen på et fat til ${o(c)}. Fatet kom tilbake, urørt.`,
      `${h(c)} la den største bollen på et fat og fikk ${v(c)} til å bære det bort til ${o(c)}. Men fatet kom tilbake, og bollen lå der fortsatt, urørt.`,
      `${h(c)} valgte ut den aller største bollen, den med mest sukker på, la den på et fat og fikk ${v(c)} til å bære det bort til ${o(c)}. Litt senere kom fatet tilbake, og bollen lå der fortsatt, helt urørt.`,
    ),
  chalk: (c) =>
    by(
      c,
      `${h(c)} skrev UNNSKYLD med kritt. Men bittelite, bak busken.`,
      `${h(c)} fant fram kritt og skrev UNNSKYLD på hellene, men så bittelite og så langt bak busken at ${o(c)} aldri så det.`,
      `${h(c)} fant fram kritt og skrev UNNSKYLD på hellene, men med så bittesmå bokstaver og så langt inne bak rosebusken at ingen andre enn en snegle noen gang kom til å lese det.`,
    ),
  list: (c) =>
    by(
      c,
      `${h(c)} skrev alt ${o(c)} hadde gjort galt. Lista ble lang.`,
      `${h(c)} skrev en liste over alt ${o(c)} hadde gjort galt, og den ble lang. Så skrev ${c.hero.han} en liste over det ${c.hero.han} selv hadde gjort. Den var bare én linje, men den var vanskeligst å skrive.`,
      `${h(c)} skrev en liste over alt ${o(c)} hadde gjort galt, og den ble lang og sint. Så prøvde ${c.hero.han} å skrive en liste over det ${c.hero.han} selv hadde gjort, og den ble bare én eneste linje, men blyanten ville nesten ikke skrive den.`,
    ),
  copy: (c) =>
    by(
      c,
      `${h(c)} gjorde alt ${o(c)} gjorde. ${o(c)} flyttet seg.`,
      `${h(c)} satte seg akkurat som ${o(c)} og sparket i gruset akkurat som ${han(c)}, for å vise at de var like. Men ${o(c)} trodde ${h(c)} hermet, og flyttet seg.`,
      `${h(c)} satte seg akkurat som ${o(c)}, med haka i hendene, og sparket i gruset i samme takt, for å vise at de egentlig var like. Men ${o(c)} trodde ${h(c)} hermet etter ${ham(c)}, og flyttet seg til en annen benk.`,
    ),
  first: (c) =>
    by(
      c,
      `«Vi kan dele! Men jeg begynner,» sa ${h(c)}. ${o(c)} ristet på hodet.`,
      `«Vi kan dele ${it(c)},» sa ${h(c)}, «men jeg begynner.» ${o(c)} ristet på hodet. «Du begynner jo alltid.»`,
      `«Vi kan jo dele ${it(c)},» sa ${h(c)}, og det var nesten riktig, «men jeg begynner.» ${o(c)} ristet på hodet. «Du begynner jo alltid,» sa ${han(c)}, og det var sant, og det visste ${h(c)}.`,
    ),
  door: (c) =>
    by(
      c,
      `${h(c)} banket på døra til ${o(c)}. «Gå vekk!»`,
      `${h(c)} gikk og banket på døra til ${o(c)}, tre forsiktige bank. Døra forble lukket, og innenfra kom bare: «Gå vekk!»`,
      `${h(c)} gikk og banket på døra til ${o(c)}, tre forsiktige bank og så ett litt hardere. Døra forble lukket, og det eneste som kom gjennom den, var et dempet «Gå vekk!»`,
    ),
  ball: (c) =>
    by(
      c,
      `${h(c)} sparket en ball bort til ${o(c)}. ${Han(c)} sparket den hardt tilbake.`,
      `${h(c)} sparket ballen forsiktig bort til ${o(c)}, som en invitasjon til å leke. Men ${o(c)} sparket den bare hardt tilbake, rett i blomsterbedet, uten et ord.`,
    ),
  teddy: (c) =>
    by(
      c,
      `${h(c)} øvde på bamsen: «Unnskyld.» Det var lett!`,
      `${h(c)} satte bamsen på senga og øvde: «Unnskyld, ${o(c)}.» Til bamsen var det lett å si. Men bamsen var jo ikke ${o(c)}.`,
      `${h(c)} satte bamsen på senga og øvde seg: «Unnskyld, ${o(c)}.» Til bamsen gikk det helt lett, igjen og igjen. Men da ${c.hero.han} tenkte på å si det til den ekte ${o(c)}, ble munnen tørr.`,
    ),
  swap: (c) =>
    by(
      c,
      `«Du får kula mi hvis du ikke er sint,» sa ${h(c)}. «Nei!»`,
      `${h(c)} holdt fram den fineste klinkekula si. «Du kan få den hvis du ikke er sint lenger.» ${o(c)} bare snøftet. «Jeg er ikke til salgs.»`,
      `${h(c)} holdt fram den aller fineste klinkekula si, den med en blå spiral inni. «Du kan få den, hvis du ikke er sint lenger.» Men ${o(c)} bare snøftet. «Jeg er ikke til salgs,» sa ${han(c)}.`,
    ),
  others: (c) =>
    by(
      c,
      `Noen barn lekte sisten. ${h(c)} ble med, men så bare på ${o(c)}.`,
      `Noen barn ropte at ${h(c)} kunne være med på sisten, og ${c.hero.han} ble med. Men ${c.hero.han} så bort på ${o(c)} hele tiden og ble tatt med en gang.`,
    ),
};

/** Hva hvert forsøk lærte bort: det neste forsøket husker det. */
const lessons: Record<QuarrelTry, (c: NoCtx) => string> = {
  blame: (c) =>
    by(
      c,
      `«Jeg nappet ${den(c)} først,» sa ${h(c)} lavt.`,
      `Til slutt sa ${h(c)} lavt: «Jeg nappet ${den(c)} først.» Det var tungt å si, men etterpå var det lettere å puste.`,
      `Til slutt kom det, lavt: «Jeg nappet ${den(c)} først.» Det var det tyngste ${h(c)} hadde sagt på lenge, men etterpå var det som om noe inni ${c.hero.ham} løsnet.`,
    ),
  note: (c) =>
    by(
      c,
      `${h(c)} skjønte det: En unnskyldning med «men» er ingen unnskyldning.`,
      `${h(c)} leste lappen sin en gang til og skjønte det: En unnskyldning med «men» i er ingen unnskyldning.`,
      `${h(c)} leste sin egen lapp én gang til, og da så ${c.hero.han} det: Det lille ordet «men» hadde spist opp alt det andre. En unnskyldning med «men» i er ingen unnskyldning.`,
    ),
  wave: (c) =>
    by(
      c,
      `Et vink sier hei. Men det sier ikke unnskyld. Til det trengs ord.`,
      `${h(c)} tenkte: Et vink sier hei, men det sier ikke det som må sies.`,
      `${h(c)} senket armen og tenkte: Et vink sier hei, men det sier ikke det som egentlig må sies, og det visste de begge to.`,
    ),
  showoff: (c) =>
    by(
      c,
      `${it(c).charAt(0).toUpperCase() + it(c).slice(1)} var ikke gøy alene. Det var ${o(c)} som gjorde ${den(c)} gøy.`,
      `Og ${h(c)} merket noe rart: ${it(c)} var ikke gøy i det hele tatt. Det var ${o(c)} som gjorde ${den(c)} gøy.`,
      `Og ${h(c)} merket noe rart: ${it(c)} var ikke noe gøy i det hele tatt uten noen å le sammen med. Det hadde aldri vært tingen som var morsom. Det var ${o(c)}.`,
    ),
  giveall: (c) =>
    by(
      c,
      `${o(c)} ville ikke ha tingen. ${Han(c)} ville ha vennen sin.`,
      `${h(c)} ble stående og skjønte: Å gi bort ${den(c)} mens man er sint, er ikke å bli venner. ${o(c)} ville ikke ha tingen. ${Han(c)} ville ha ${h(c)}.`,
      `${h(c)} ble stående med hendene tomme og skjønte endelig: Å gi bort ${den(c)} mens man er sint, er ikke å bli venner igjen. ${o(c)} savnet ikke tingen. ${Han(c)} savnet ${h(c)}.`,
    ),
  alone: (c) =>
    by(
      c,
      `Et spill for to trenger to. Og ${h(c)} var bare én.`,
      `${h(c)} la fra seg kortene. Et spill for to trenger to, tenkte ${c.hero.han}, og det var bare én ${o(c)}.`,
      `${h(c)} la fra seg kortene. Noen ting er laget for to, tenkte ${c.hero.han}, og det fantes bare én som var akkurat den rette nummer to.`,
    ),
  draw: (c) =>
    by(
      c,
      `${h(c)} savnet smilet til ${o(c)}. ${h(c)} ville se det igjen.`,
      `${h(c)} prøvde å huske smilet til ${o(c)}, det ordentlige, og kjente hvor mye ${c.hero.han} ville se det igjen.`,
      `${h(c)} lukket øynene og prøvde å huske smilet til ${o(c)}, det skeive, ordentlige smilet, og kjente hvor gjerne ${c.hero.han} ville se det igjen i virkeligheten.`,
    ),
  call: (c) =>
    by(
      c,
      `Ordene var greie. Stemmen var sur. Stemmen betyr også noe.`,
      `${h(c)} lukket vinduet. Ordene hadde vært greie nok, men stemmen hadde vært sur, og det var stemmen ${o(c)} hørte.`,
      `${h(c)} lukket vinduet og tenkte seg om. Ordene hadde vært greie nok, men stemmen hadde vært sur og spiss, og det er alltid stemmen folk hører først.`,
    ),
  messenger: (c) =>
    by(
      c,
      `Noen ord må man si selv. Ingen kan bære dem for deg.`,
      `${h(c)} sukket. Noen ord kan ingen andre bære for deg. Dem må du si selv.`,
      `${h(c)} sukket dypt. Noen ord kan ingen andre bære for deg, uansett hvor fort de løper. Dem må du si selv, med din egen munn.`,
    ),
  joke: (c) =>
    by(
      c,
      `Først unnskyld. Så kan man le. Det visste ${h(c)} nå.`,
      `Men ${h(c)} hadde sett munnviken rykke. Latteren var der fortsatt, den bare ventet på at noen sa unnskyld først.`,
      `Men ${h(c)} hadde sett munnviken rykke, og det var nok: Latteren var der fortsatt, den ventet bare på at noen sa unnskyld først, og ikke i stedet.`,
    ),
  wait: (c) =>
    by(
      c,
      `Hvis begge venter, venter de for alltid. Noen må gå først.`,
      `${h(c)} skjønte det: Hvis begge venter på den andre, kan de vente til det blir vinter. Noen må gå først.`,
      `${h(c)} skjønte det plutselig: Hvis begge venter på at den andre skal komme først, kan de sitte der til det blir vinter. Noen må gå først, og det kunne like gjerne være ${c.hero.ham}.`,
    ),
  blurt: (c) =>
    by(
      c,
      `${h(c)} visste det nå: Begynn med det du selv gjorde.`,
      `${h(c)} bet seg i leppa. Neste gang, bestemte ${c.hero.han}, skulle ${c.hero.han} begynne med det ${c.hero.han} selv hadde gjort.`,
      `${h(c)} bet seg i leppa og lovte seg selv én ting: Neste gang skulle ${c.hero.han} begynne med det ${c.hero.han} selv hadde gjort, ikke med det ${o(c)} hadde gjort.`,
    ),
  stuck: (c) =>
    by(
      c,
      `Neste gang skulle unnskyld komme først. Før alt annet!`,
      `${h(c)} lo nesten av seg selv. Neste gang skulle ordet komme først, før noe annet fikk sjansen.`,
      `${h(c)} kjente at kinnene ble varme, men lo nesten av seg selv også. Neste gang skulle unnskyld komme aller først, før noe annet rakk å snike seg foran.`,
    ),
  treat: (c) =>
    by(
      c,
      `En bolle kan ikke si unnskyld. Det kunne bare ${h(c)}.`,
      `${h(c)} så på bollen og skjønte det: En bolle kan ikke si unnskyld for deg, uansett hvor mye sukker den har.`,
    ),
  chalk: (c) =>
    by(
      c,
      `Et unnskyld må være der den andre ser det. Ikke bak en busk!`,
      `Et unnskyld som gjemmer seg bak en busk, er bare et unnskyld til deg selv, tenkte ${h(c)}.`,
      `${h(c)} så på de bittesmå bokstavene og skjønte det: Et unnskyld som gjemmer seg bak en busk, er bare et unnskyld til deg selv. Det må stå der den andre kan se det.`,
    ),
  list: (c) =>
    by(
      c,
      `Den korte lista var den viktigste. Den tok ${h(c)} vare på.`,
      `${h(c)} rev over den lange lista og beholdt den korte. Det var den som betydde noe.`,
      `${h(c)} rev den lange lista i to og beholdt bare den korte. Én linje var nok, tenkte ${c.hero.han}, når det var den riktige linja.`,
    ),
  copy: (c) =>
    by(
      c,
      `Å herme er ikke å snakke. ${h(c)} måtte bruke ord.`,
      `${h(c)} skjønte det: Å gjøre det samme som den andre er ikke å snakke med den andre.`,
    ),
  first: (c) =>
    by(
      c,
      `Å dele er å la den andre begynne. Det ville ${h(c)} prøve.`,
      `${h(c)} tenkte seg om. Å dele, det var kanskje ikke bare å bytte. Det var å la den andre få begynne.`,
      `${h(c)} tenkte seg om. Å dele var kanskje ikke bare å bytte på, det var å la den andre få begynne, også når man selv har mest lyst.`,
    ),
  door: (c) =>
    by(
      c,
      `Kanskje ${o(c)} trengte litt tid. Men ikke for alltid.`,
      `${h(c)} gikk sakte tilbake. Kanskje ${o(c)} trengte litt tid, tenkte ${c.hero.han}. Litt tid, men ikke for alltid.`,
    ),
  ball: (c) =>
    by(
      c,
      `Å leke igjen begynner med å snakke igjen. ${h(c)} hentet ballen.`,
      `${h(c)} hentet ballen fra blomsterbedet og skjønte: Å leke sammen igjen begynner med å snakke sammen igjen.`,
    ),
  teddy: (c) =>
    by(
      c,
      `Til bamsen var det lett. Til ${o(c)} var det viktig.`,
      `Det var lett å si til bamsen, for bamsen kunne ikke bli lei seg. Det var vanskelig å si til ${o(c)}, fordi ${o(c)} betydde noe.`,
      `${h(c)} skjønte hvorfor: Det var lett å si til bamsen, for bamsen kunne ikke bli lei seg. Det var vanskelig å si til ${o(c)}, nettopp fordi ${o(c)} betydde så mye.`,
    ),
  swap: (c) =>
    by(
      c,
      `En venn kan man ikke kjøpe tilbake. ${h(c)} beholdt kula.`,
      `${h(c)} stakk kula i lomma igjen. En venn kan man ikke kjøpe tilbake, ikke engang med den fineste kula.`,
    ),
  others: (c) =>
    by(
      c,
      `Ingen andre var ${o(c)}. Bare ${o(c)} var ${o(c)}.`,
      `Det var mange barn på lekeplassen, men ${h(c)} skjønte det nå: Ingen av dem var ${o(c)}.`,
      `Det var mange barn på lekeplassen, og alle var greie nok, men ${h(c)} skjønte det nå: Ingen av dem, ikke én, kunne være ${o(c)}.`,
    ),
};

export const quarrelAttempt: Bank<NoCtx> = eachStep(quarrelTry, tries);
export const quarrelLesson: Bank<NoCtx> = eachStep(quarrelTry, lessons);

/** Der den andre er, når helten kommer til et nytt sted den dagen. */
export const quarrelMeet: Bank<NoCtx> = [
  (c) =>
    c.setting === 'kitchen' || c.setting === 'house'
      ? by(
          c,
          `Det var altfor stille på kjøkkenet uten ${o(c)}. Stolen ${hans(c)} sto tom.`,
          `Det var altfor stille på kjøkkenet uten pratingen til ${o(c)}, og stolen der ${han(c)} pleide å sitte, sto tom.`,
          `Det var altfor stille på kjøkkenet uten pratingen og fnisingen til ${o(c)}, og stolen der ${han(c)} pleide å sitte, sto tom og så nesten fornærmet ut.`,
        )
      : null,
  (c) =>
    c.setting === 'garden'
      ? by(
          c,
          `Borte ved gjerdet satt ${o(c)} og så en annen vei.`,
          `Borte ved gjerdet satt ${o(c)} på huk og plukket i gresset, og lot som ${han(c)} ikke så ${h(c)}.`,
          `Borte ved gjerdet satt ${o(c)} på huk og plukket strå etter strå av gresset, og lot som ${han(c)} ikke hadde sett ${h(c)} i det hele tatt.`,
        )
      : null,
  (c) =>
    c.setting === 'bedroom'
      ? by(
          c,
          `Fra vinduet så ${h(c)} ${o(c)} ute. ${Han(c)} sparket i gruset.`,
          `Fra vinduet kunne ${h(c)} se ${o(c)} der ute, som sparket i gruset med hendene i lomma.`,
          `Fra vinduet kunne ${h(c)} se ${o(c)} der ute, som gikk i ring og sparket i gruset med hendene dypt i lommene, akkurat slik ${h(c)} selv gjorde når ${c.hero.han} var lei seg.`,
        )
      : null,
  (c) =>
    c.outdoors && c.setting !== 'garden'
      ? by(
          c,
          `${o(c)} var ${c.place.in} også. ${Han(c)} satt helt alene.`,
          `${o(c)} var ${c.place.in} også, men ${han(c)} satt for seg selv og så ikke på ${h(c)}.`,
          `${o(c)} var ${c.place.in} også. ${Han(c)} satt for seg selv og stirret hardt på ingenting, bare for å slippe å se på ${h(c)}.`,
        )
      : null,
];

/** Den andres side, og at sinnet blir mindre: ett steg nærmere, hver sin gang. */
export const quarrelProgress: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${o(c)} så lei seg ut. ${Han(c)} savnet ${h(c)} også.`,
      `${o(c)} kikket bort på ${h(c)} når ${han(c)} trodde ingen så det. ${Han(c)} savnet ${h(c)} også.`,
      `Når ${o(c)} trodde ingen så det, kikket ${han(c)} bort på ${h(c)}, og ${h(c)} så det tydelig: ${o(c)} savnet ${c.hero.ham} like mye.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} tenkte: Kanskje ${o(c)} er lei seg også.`,
      `${h(c)} tenkte på hvordan ${o(c)} hadde det, og sinnet ble mindre.`,
      `For første gang tenkte ${h(c)} på krangelen fra ${c.other?.gen ?? 'den andres'} side, og sinnet i magen ble sakte stille.`,
    ),
  (c) =>
    by(
      c,
      `Sinnet var nesten borte nå. Det var bare en liten stein igjen.`,
      `Sinnet i magen, som hadde vært stort og varmt i morges, var nå ikke større enn en liten stein.`,
      `Sinnet i magen, som i morges hadde vært stort og varmt som en ovn, var nå ikke større enn en liten, kald stein, og den var det lett å legge fra seg.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} ville heller ha ${o(c)} enn ${it(c)}.`,
      `${h(c)} kjente det helt tydelig nå: ${c.hero.han.charAt(0).toUpperCase() + c.hero.han.slice(1)} ville heller ha ${o(c)} tilbake enn ${it(c)} for seg selv.`,
      `${h(c)} kjente det helt tydelig nå, tydeligere enn noe annet den dagen: ${c.hero.han.charAt(0).toUpperCase() + c.hero.han.slice(1)} ville mye heller ha ${o(c)} tilbake enn å ha ${it(c)} helt for seg selv.`,
    ),
];

/** Rådene fra de voksne hjemme. */
export const quarrelAdvice: Bank<NoCtx> = withGrownUp([
  (c) =>
    by(
      c,
      `«Det er modig å si unnskyld,» sa ${v(c)}.`,
      `«Å si unnskyld er noe av det modigste som finnes,» sa ${v(c)}.`,
      `«Å si unnskyld først er det aller modigste,» sa ${v(c)}, «og det er aldri for sent å si det.»`,
    ),
  (c) =>
    by(
      c,
      `«Dere kan bytte på,» sa ${v(c)}.`,
      `«Når to vil ha det samme, kan de bytte på,» sa ${v(c)}.`,
      `«Når to venner vil ha den samme tingen, kan de bytte på,» sa ${v(c)}, «og da vinner begge to.»`,
    ),
  (c) =>
    by(
      c,
      `«Tenk på hvordan ${o(c)} har det,» sa ${v(c)}.`,
      `«Prøv å se det fra ${c.other?.gen ?? 'den andres'} side,» sa ${v(c)}. «Hvordan tror du det kjentes for ${ham(c)}?»`,
      `«Prøv å stå i skoene til ${o(c)} et lite øyeblikk,» sa ${v(c)}. «Hvordan tror du det kjentes da ${den(c)} ble nappet fra ${ham(c)}?»`,
    ),
  (c) =>
    by(
      c,
      `«Begynn med det du gjorde selv,» sa ${v(c)}.`,
      `«Begynn med det du gjorde selv,» sa ${v(c)}. «Ikke med det ${o(c)} gjorde.»`,
      `«Begynn med din egen del,» sa ${v(c)}, «selv om den er liten. Det er den eneste delen du kan gjøre noe med.»`,
    ),
  (c) =>
    by(
      c,
      `«Venner kan bli sinte og likevel være venner,» sa ${v(c)}.`,
      `${V(c)} strøk ${h(c)} over håret. «Venner kan bli sinte på hverandre og likevel være venner. Det er nesten sånn man vet at de er det.»`,
      `${V(c)} strøk ${h(c)} over håret. «Jeg og min beste venn kranglet en gang i tre hele dager om en rulleskøyte,» sa ${han2(c)}. «Nå husker ingen av oss hvem sin den var.»`,
    ),
  (c) =>
    by(
      c,
      `«Unnskyld er et lite ord med en stor jobb,» sa ${v(c)}.`,
      `«Unnskyld er et lite ord,» sa ${v(c)}, «men det gjør en stor jobb.»`,
    ),
  (c) =>
    by(
      c,
      `«Spør ${ham(c)} hvordan det kjentes,» sa ${v(c)}.`,
      `«Spør ${o(c)} hvordan det kjentes,» sa ${v(c)}, «og så lytter du, helt til ${han(c)} er ferdig.»`,
    ),
  (c) =>
    by(
      c,
      `«Du trenger ikke vite svaret før du sier det,» sa ${v(c)}.`,
      `«Du trenger ikke være sikker på at ${o(c)} tilgir deg for å si unnskyld,» sa ${v(c)}. «Det er derfor det er modig.»`,
    ),
]);

export const quarrelAsk: Bank<NoCtx> = withGrownUp([
  (c) =>
    by(
      c,
      `«Hvordan blir vi venner igjen?» spurte ${h(c)}.`,
      `«Hvordan blir jeg venner med ${o(c)} igjen?» spurte ${h(c)}.`,
      `«Vi har kranglet,» sa ${h(c)}, «og nå vet jeg ikke hvordan vi skal bli venner igjen.»`,
    ),
  (c) =>
    by(
      c,
      `«${o(c)} er sint på meg,» sa ${h(c)} til ${v(c)}.`,
      `«${o(c)} vil ikke snakke med meg,» sa ${h(c)} til ${v(c)} og kikket ned.`,
      `«${o(c)} vil ikke engang se på meg,» sa ${h(c)} til ${v(c)}, og stemmen ble tynnere enn ${c.hero.han} ville.`,
    ),
]);

/** Det en lang dag forteller mellom forsøkene (plan GoalStep). */
export const quarrelSteps: Steps = {
  lunch: [
    (c) =>
      by(
        c,
        `Til lunsj var det pannekaker. ${h(c)} spiste bare én. Det var ingen å konkurrere med.`,
        `Til lunsj var det pannekaker, de ${h(c)} og ${o(c)} pleide å konkurrere om å spise flest av. I dag var det ingen å konkurrere med, og ${h(c)} spiste bare én.`,
        `Til lunsj var det pannekaker, de ${h(c)} og ${o(c)} alltid konkurrerte om å spise flest av, med syltetøy helt ut til kanten. I dag var det ingen å konkurrere med, og den ene pannekaken ${h(c)} spiste, smakte nesten ingenting.`,
      ),
  ],
  chat: [
    (c) =>
      by(
        c,
        `${V(c)} ga ${h(c)} kakao. «Fortell,» sa ${han2(c)}. Og ${h(c)} fortalte alt.`,
        `${V(c)} satte en kopp kakao foran ${h(c)} og satte seg ned. «Vil du fortelle hva som skjedde?» Og ${h(c)} fortalte, fra begynnelsen, og høyt hørtes det annerledes ut enn inni hodet.`,
        `${V(c)} satte en kopp kakao foran ${h(c)} og satte seg ned på den andre siden av bordet. «Vil du fortelle hva som skjedde?» Og ${h(c)} fortalte alt, fra begynnelsen, og det var rart: Høyt sagt hørtes krangelen mye mindre ut enn den kjentes inni hodet.`,
      ),
  ],
  listen: [
    (c) =>
      by(
        c,
        `Ute sa ${o(c)} til katten: «Jeg er ikke sint. Jeg er bare lei meg.»`,
        `Gjennom det åpne vinduet hørte ${h(c)} ${o(c)} snakke til katten der ute: «Jeg er ikke sint på ${h(c)}, egentlig. Jeg er bare lei meg.»`,
        `Gjennom det åpne vinduet hørte ${h(c)} stemmen til ${o(c)}, som snakket til naboens katt: «Jeg er ikke sint på ${h(c)}, egentlig,» sa ${han(c)}. «Jeg er bare lei meg.» ${h(c)} holdt pusten for ikke å bli oppdaget.`,
      ),
  ],
  stakes: [
    (c) =>
      hangs(c)
        ? by(
            c,
            `Så begynte det å regne. ${it(c).charAt(0).toUpperCase() + it(c).slice(1)} hang tom og våt.`,
            `Så trakk det opp til regn. ${h(c)} så ut på ${it(c)}, som dinglet tom og våt i vinden, og ingen av dem fikk huske likevel.`,
            `Så trakk det opp til regn, og de første dråpene falt. ${it(c).charAt(0).toUpperCase() + it(c).slice(1)} dinglet tom og våt i vinden, og ${h(c)} tenkte at nå fikk ingen av dem huske, akkurat som om ${den(c)} også var sur.`,
          )
        : by(
            c,
            `Så kom det mørke skyer. ${h(c)} måtte sette ${it(c)} inn alene.`,
            `Så trakk det opp til regn. ${h(c)} måtte ta ${it(c)} inn i boden alene, og det var rart hvor tungt alt ble når man var én.`,
            `Så trakk det opp til regn, og de første dråpene falt. ${h(c)} måtte ta ${it(c)} inn i boden helt alene, og det var rart hvor tungt alt ble når man bare var én, og ingen å le sammen med når det ble vått.`,
          ),
  ],
  think: [
    (c) =>
      by(
        c,
        `${h(c)} husket noe: ${o(c)} hadde gledet seg hele uka. Og ${h(c)} tok ${den(c)} først.`,
        `${h(c)} la seg på senga og husket noe ${c.hero.han} hadde glemt i sinnet: ${o(c)} hadde gledet seg hele uka til å få prøve ${it(c)}, og ${h(c)} hadde tatt ${den(c)} først.`,
        `${h(c)} la seg på senga med armene under hodet og husket noe ${c.hero.han} hadde klart å glemme midt i sinnet: ${o(c)} hadde snakket om ${it(c)} hele uka og gledet seg, og så hadde ${h(c)} bare tatt ${den(c)}, rett foran nesa på ${ham(c)}.`,
      ),
  ],
  word: [
    (c) =>
      c.next
        ? by(
            c,
            `En gutt kom forbi: «${o(c)} gikk ${c.next.to}.»`,
            `En gutt fra nabolaget kom forbi og fortalte at ${o(c)} hadde gått ${c.next.to}, og at ${han(c)} ikke så glad ut.`,
            `En gutt fra nabolaget kom syklende forbi og ropte at ${o(c)} hadde gått ${c.next.to}, og at ${han(c)} ikke så særlig glad ut.`,
          )
        : null,
  ],
  courage: [
    (c) =>
      by(
        c,
        `${h(c)} tenkte på alt ${c.hero.han} hadde lært. Så trakk ${c.hero.han} pusten dypt. Nå!`,
        `${h(c)} sto stille og tenkte på alt ${c.hero.han} hadde lært i dag: ingen «men», ingen skyld, og gå først. Så trakk ${c.hero.han} pusten dypt.`,
        `${h(c)} sto stille et øyeblikk og tenkte på alt dagen hadde lært ${c.hero.ham}: at en unnskyldning ikke har noe «men» i seg, at man begynner med sin egen del, og at noen må gå først. Så trakk ${c.hero.han} pusten helt ned i magen.`,
      ),
  ],
};

/** Kvelden hjemme etter at de ble venner igjen. */
export const quarrelHome: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `Den kvelden fortalte ${h(c)} alt til ${c.helpersMet[0]?.name ?? 'mamma'}.`,
      `Den kvelden fortalte ${h(c)} ${c.helpersMet[0]?.name ?? 'mamma'} hele historien, fra krangelen i morges til unnskyld til slutt.`,
      `Den kvelden fortalte ${h(c)} ${c.helpersMet[0]?.name ?? 'mamma'} hele historien, fra krangelen i morges til det ene ordet som til slutt kom ut på riktig sted.`,
    ),
  (c) =>
    by(
      c,
      `Til kvelds var det pannekaker. ${h(c)} spiste tre.`,
      `Til kvelds var det pannekaker, og nå smakte alt plutselig godt igjen. ${h(c)} spiste tre.`,
      `Til kvelds var det pannekaker, og nå smakte de akkurat som de skulle. ${h(c)} spiste tre og lurte på hvorfor ingenting hadde smakt noe tidligere på dagen.`,
    ),
  (c) =>
    hangs(c)
      ? by(
          c,
          `Ute hang ${it(c)} og ventet på i morgen.`,
          `Ute i kveldslyset hang ${it(c)} og ventet på i morgen, og nå var ${den(c)} for to.`,
        )
      : by(
          c,
          `${it(c).charAt(0).toUpperCase() + it(c).slice(1)} sto trygt i boden.`,
          `Ute i boden sto ${it(c)} og ventet på i morgen, og nå var ${den(c)} for to.`,
          `Ute i boden sto ${it(c)} og ventet på i morgen, og det var rart å tenke på at ${den(c)} var akkurat den samme som i går, men likevel helt annerledes, for nå var ${den(c)} for to.`,
        ),
];

/** Videre til neste sted: det forrige forsøket er grunnen til å gå dit. */
const onward: Bank<NoCtx> = goingOn([
  (c) =>
    by(
      c,
      `${h(c)} orket ikke å være ${c.place.in} lenger.`,
      `${h(c)} orket ikke å være ${c.place.in} lenger, der alt minnet om krangelen.`,
      `${h(c)} orket ikke å være ${c.place.in} et minutt til, der hver ting minnet om krangelen, så ${c.hero.han} bestemte seg for å prøve et annet sted.`,
    ),
  betterElsewhere,
  (c) =>
    by(
      c,
      `${h(c)} tok med seg det ${c.hero.han} hadde lært.`,
      `Det hadde ikke gått denne gangen heller, men ${h(c)} var litt klokere enn i sted, og det var i alle fall noe.`,
    ),
]);

const thanks: Bank<NoCtx> = withGrownUp([
  (c) =>
    by(
      c,
      `«Takk,» sa ${h(c)} og ga ${v(c)} en klem.`,
      `«Takk,» sa ${h(c)} og ga ${v(c)} en klem, og ${v(c)} klemte hardt tilbake.`,
    ),
  (c) =>
    by(
      c,
      `${V(c)} blunket. «Du finner ut av det.»`,
      `${V(c)} blunket til ${h(c)}. «Du finner ut av det. Det gjør du alltid.»`,
    ),
]);

/** Følelsen etter et forsøk som gikk galt: hjemme, ikke langt hjemmefra. */
const worry: Bank<NoCtx> = [
  cheeksHot,
  (c) =>
    by(
      c,
      `${h(c)} kjente en klump i halsen.`,
      `${h(c)} kjente en klump i halsen, en sånn som ikke går bort av å svelge.`,
    ),
  (c) =>
    c.outdoors
      ? by(
          c,
          `${h(c)} sparket i en stein.`,
          `${h(c)} sparket i en stein som ikke hadde gjort noe galt, og den trillet langt av gårde.`,
        )
      : null,
  sighed,
];

const idea: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} tenkte seg om.`,
      `${h(c)} satte seg ned og tenkte seg godt om. Hva var det egentlig som gikk galt?`,
    ),
  gaveUpNot,
];

/** Til parken eller lekeplassen, like i nærheten. */
const travelNear: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} tok på seg jakka og gikk ${c.place.to}.`,
      `${h(c)} tok på seg jakka og gikk ${c.place.to}, med hendene i lommene og blikket i bakken.`,
      `${h(c)} tok på seg jakka og gikk ${c.place.to}, med hendene dypt i lommene, forbi postkassene og den gule hekken, og tenkte hele veien på hva ${c.hero.han} skulle si.`,
    ),
  (c) =>
    by(
      c,
      `Det var ikke langt ${c.place.to}.`,
      `Det var bare en kort tur ${c.place.to}, rundt hjørnet, og ${h(c)} gikk saktere enn ${c.hero.han} pleide.`,
    ),
];

/** Bankene en krangel forteller på sin egen måte. */
export const quarrelScenes: Partial<SceneBanks<NoCtx>> = {
  onward,
  thanks,
  worry,
  idea,
  travelNear,
};
