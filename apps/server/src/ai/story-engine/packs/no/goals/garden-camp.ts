// Ei natt i telt i hagen hjemme: det som trengs hentes i huset først, soveposen, puta,
// kakaoen, lommelykta, tannpussen, og hver ting går galt én gang og blir rettet opp.
import type { NoCtx } from '../../../compose/ctx-no';
import { by } from '../../by-band';
import type { HomeCampTexts } from '../../home-camp';

const h = (c: NoCtx) => c.hero.name;

export const noHouseSteps: HomeCampTexts<NoCtx> = {
  hitch: {
    chairs: (c) =>
      by(
        c,
        `Campingstolen ville ikke slå seg ut!`,
        `${h(c)} fant to campingstoler ${c.place.in}, men den ene ville ikke slå seg ut, og den andre klappet sammen så fort ${c.hero.han} satte seg.`,
        `${h(c)} fant campingstolene ${c.place.in}, men den første satt fast i en knute av stenger, og den andre klappet sammen som en sint krabbe i samme øyeblikk som ${c.hero.han} satte seg i den.`,
      ),
    pyjamas: (c) =>
      by(
        c,
        `Pysjen var på vrangen!`,
        `${h(c)} skiftet til pysj, men fikk den på vrangen, med lappen under haka og lommen på ryggen.`,
        `${h(c)} skiftet til pysj i full fart, men fikk den både bak fram og på vrangen, med lappen under haka og den ene armen helt fast.`,
      ),
    tentbag: (c) =>
      by(
        c,
        `Teltet lå øverst på hylla i garasjen!`,
        `Teltet lå i en pose øverst på hylla ${c.place.in}, bak syklene og en kasse med julepynt, og ${h(c)} nådde ikke opp.`,
        `Teltet lå i den grønne posen sin øverst på hylla ${c.place.in}, bak tre sykler, en gammel vaskebalje og en kasse med julepynt, og uansett hvor høyt ${h(c)} strakk seg, nådde ${c.hero.han} bare så vidt snora.`,
      ),
    poles: (c) =>
      by(
        c,
        `Én teltstang manglet!`,
        `${h(c)} telte teltstengene, men det var bare tre, og det skulle være fire.`,
        `${h(c)} la teltstengene på rad på garasjegulvet og telte dem to ganger, men det var bare tre, og på posen sto det tydelig fire.`,
      ),
    'sleeping-bag': (c) =>
      by(
        c,
        `Soveposen var for stor til å bære!`,
        `${h(c)} skulle hente soveposen ${c.place.in}, men den var så stor og glatt at den gled ut av armene hele tiden.`,
        `${h(c)} fant soveposen øverst i skapet ${c.place.in}, men da ${c.hero.han} dro den ned, rullet den seg ut over hele gulvet, og nå var den like lang som ${c.hero.ham} selv og umulig å bære.`,
      ),
    pillow: (c) =>
      by(
        c,
        `Puta ville ikke ned i sekken!`,
        `${h(c)} ville ha med puta si, men den var for stor til å komme ned i sekken.`,
        `${h(c)} ville ikke sove en eneste natt uten puta si, men den var så stor og lubben at den sprakk ut av sekken uansett hvor hardt ${c.hero.han} dyttet.`,
      ),
    snack: (c) =>
      by(
        c,
        `Kakaoen skvulpet over!`,
        `${h(c)} skulle lage kakao til natta, men helte for fort, og kakaoen skvulpet utover benken.`,
        `${h(c)} skulle fylle termosen med varm kakao til natta, men helte så fort at kakaoen skvulpet over kanten og rant utover hele benken i en brun elv.`,
      ),
    torch: (c) =>
      by(
        c,
        `Lommelykta lyste ikke!`,
        `${h(c)} fant lommelykta i skuffen ${c.place.in}, men da ${c.hero.han} trykket på knappen, blinket den bare svakt og sluknet.`,
        `${h(c)} rotet fram lommelykta fra skuffen ${c.place.in}, men da ${c.hero.han} trykket på knappen, kom det bare et svakt, gult blunk før den sluknet helt.`,
      ),
    teeth: (c) =>
      by(
        c,
        `Tannkremen sprutet ut!`,
        `Før natta i teltet skulle tennene pusses, men ${h(c)} klemte så hardt på tuben at tannkremen sprutet ut i vasken.`,
        `Ingen sover i telt med upussede tenner, men ${h(c)} hadde så dårlig tid at ${c.hero.han} klemte tuben på midten, og en lang, hvit orm sprutet ut i vasken.`,
      ),
    zip: (c) =>
      by(
        c,
        `Glidelåsen på teltet satt fast!`,
        `${h(c)} ville krype inn i teltet, men glidelåsen satt fast halvveis, og døra ville verken opp eller igjen.`,
        `${h(c)} ville krype inn i teltet for å prøve det, men glidelåsen hektet seg fast i duken halvveis, og døra ble hengende skjevt, verken åpen eller lukket.`,
      ),
    dark: (c) =>
      by(
        c,
        `Så ble det mørkt. Hagen så rar ut!`,
        `Så kom mørket, og hagen som ${h(c)} kjente så godt, ble med ett rar: busken ble et troll, og huska knirket.`,
        `Så sank mørket ned over hagen, og alt ${h(c)} kjente så godt om dagen, ble fremmed: busken fikk skuldre, huska knirket av seg selv, og vinduene i huset virket veldig langt unna.`,
      ),
    cold: (c) =>
      by(
        c,
        `Tærne ble kalde!`,
        `Da kvelden ble sen, kom kulden krypende fra bakken, og tærne til ${h(c)} ble kalde som istapper.`,
        `Da kvelden ble sen, kom kulden krypende opp fra gresset og gjennom liggeunderlaget, og tærne til ${h(c)} ble så kalde at det var umulig å tenke på noe annet.`,
      ),
    clouds: (c) =>
      by(
        c,
        `Skyene dekket stjernene!`,
        `${h(c)} åpnet teltdøra for å se på stjernene, men en tykk sky hadde lagt seg over hele himmelen.`,
        `${h(c)} åpnet teltdøra for å se på stjernene, det ${c.hero.han} hadde gledet seg mest til, men en tykk, grå sky hadde lagt seg over hele himmelen som et teppe.`,
      ),
    teddy: (c) =>
      by(
        c,
        `Hvor var bamsen? Borte!`,
        `${h(c)} kunne ikke sove ute uten bamsen, men bamsen var ikke i senga, ikke i hylla og ikke i kurven.`,
        `${h(c)} hadde aldri sovet en eneste natt uten bamsen, men nå var den ikke i senga, ikke i hylla og ikke i lekekurven, og magen begynte å knyte seg.`,
      ),
    sausages: (c) =>
      by(
        c,
        `Pølsene var frosne, harde som stein!`,
        `${h(c)} hentet pølsene til bålet, men de kom rett fra fryseren og var harde som stein.`,
        `${h(c)} fant pølsene til bålet nederst i fryseren, men de var så frosne at de klonket mot benken som vedkubber.`,
      ),
    wash: (c) =>
      by(
        c,
        `Vannet var iskaldt! Brr!`,
        `Før natta skulle ansiktet vaskes, men vannet fra springen var så kaldt at ${h(c)} hoppet høyt.`,
        `Før natta i telt skulle ansiktet vaskes, men det første vannet fra springen var så iskaldt at ${h(c)} hoppet et halvt skritt bakover og ristet som en våt hund.`,
      ),
    mat: (c) =>
      by(
        c,
        `Liggeunderlaget rullet seg sammen igjen!`,
        `${h(c)} rullet ut liggeunderlaget i teltet, men det rullet seg sammen igjen med et smell hver gang ${c.hero.han} slapp.`,
        `${h(c)} rullet ut liggeunderlaget inne i teltet, men hver gang ${c.hero.han} slapp taket, rullet det seg sammen igjen med et smell, som om det heller ville sove i rull.`,
      ),
    pegs: (c) =>
      by(
        c,
        `Posen med plugger revnet! Pluggene trillet overalt.`,
        `${h(c)} løftet posen med teltplugger, men bunnen revnet, og pluggene trillet i alle retninger, helt inn under bilen.`,
        `${h(c)} løftet posen med teltplugger, men den gamle bunnen revnet, og tjue små metallplugger klirret utover garasjegulvet og trillet inn under bilen, bak dekkene og bort i alle kroker.`,
      ),
    mallet: (c) =>
      by(
        c,
        `Hvor var klubba? Pluggene måtte jo slås ned!`,
        `Pluggene måtte slås ned i bakken, men klubba lå ikke i verktøykassa der den pleide å ligge.`,
        `Pluggene måtte slås ned i bakken, og uten klubbe ville de aldri gå ned i den harde plenen. Men klubba lå ikke i verktøykassa, der den alltid pleide å ligge.`,
      ),
    book: (c) =>
      by(
        c,
        `Hvilken bok skulle bli med? ${h(c)} klarte ikke å velge!`,
        `${h(c)} skulle ta med ei bok til å lese i teltet, men hylla var full, og ${c.hero.han} klarte ikke å velge.`,
        `${h(c)} skulle ta med ei bok til å lese i teltet, men hylla var full av favoritter, og hver gang ${c.hero.han} tok ut ei, kom ${c.hero.han} på ei annen som var enda bedre.`,
      ),
    bottle: (c) =>
      by(
        c,
        `Vannflaska lakk! Det dryppet på gulvet.`,
        `${h(c)} fylte vannflaska til natta, men korken satt skjevt, og det dryppet rett ned på sokkene.`,
        `${h(c)} fylte vannflaska til natta, for alle blir tørste i et telt, men korken satt skjevt, og en kald liten strøm rant nedover flaska og rett ned i sokkene.`,
      ),
    basket: (c) =>
      by(
        c,
        `Det var for mye å bære! Alt datt.`,
        `Nå var det pølser, kakao, lommelykt og vann, og ${h(c)} prøvde å bære alt på én gang, men armene var ikke lange nok.`,
        `Nå var det pølser, kakao, lommelykt og vannflaske, og ${h(c)} prøvde å bære alt på én gang, men det ene glapp hver gang det andre ble løftet, og til slutt trillet lommelykta over gulvet.`,
      ),
  },
  fix: {
    chairs: (c) =>
      by(
        c,
        `Klikk! Nå sto stolene.`,
        `Så viste det seg at det var en liten lås på siden, og med et klikk sto begge stolene stødig og klare for bålet.`,
        `Så fant de den lille låsen på siden av hver stol, og med et klikk, og så et klikk til, sto begge stolene stødige og klare til å stå ved bålet hele kvelden.`,
      ),
    pyjamas: (c) =>
      by(
        c,
        `Av igjen, og riktig vei på!`,
        `${h(c)} lo, tok pysjen av igjen, vrengte den og fikk den på riktig vei, med lappen bak.`,
        `${h(c)} lo så ${c.hero.han} måtte sette seg, vrengte pysjen, snudde den og fikk den på riktig vei til slutt, med lappen bak der den skulle være.`,
      ),
    tentbag: (c) =>
      by(
        c,
        `De flyttet syklene og hentet gardintrappa. Der!`,
        `De trillet syklene ut, hentet gardintrappa, og så kunne ${h(c)} klatre opp og løfte ned teltposen selv.`,
        `De trillet syklene ut på gårdsplassen, flyttet julepynten og hentet gardintrappa, og så klatret ${h(c)} opp, trinn for trinn, og løftet ned teltposen helt selv.`,
      ),
    poles: (c) =>
      by(
        c,
        `Den fjerde lå i bilen!`,
        `De lette overalt, og til slutt lå den fjerde stanga i bagasjerommet, fra forrige sommer.`,
        `De lette på hver hylle og i hver kasse, og til slutt fant de den fjerde stanga i bagasjerommet på bilen, der den hadde ligget helt siden forrige sommer.`,
      ),
    'sleeping-bag': (c) =>
      by(
        c,
        `De rullet den stramt sammen. Nå gikk det!`,
        `De rullet soveposen stramt sammen og knøt en snor rundt, og nå kunne ${h(c)} bære den under armen.`,
        `De la soveposen flat, rullet den stramt sammen fra bunnen og knøt en snor rundt, og nå var den en myk, fast pølse ${h(c)} kunne bære under armen.`,
      ),
    pillow: (c) =>
      by(
        c,
        `${h(c)} bar puta under armen i stedet.`,
        `Så fikk puta bli med under armen i stedet, og sekken gikk igjen med et smekk.`,
        `Så fikk puta bli med under armen i stedet, som en myk venn, og sekken gikk igjen med et fornøyd smekk.`,
      ),
    snack: (c) =>
      by(
        c,
        `Denne gangen brukte de trakt.`,
        `Denne gangen satte de en trakt i termosen og helte sakte, og ikke én dråpe gikk til spille.`,
        `Denne gangen satte de en trakt i termosen og helte sakte, litt om gangen, og ikke én dråpe gikk til spille. Til slutt la de kjeks i en boks, for sikkerhets skyld.`,
      ),
    torch: (c) =>
      by(
        c,
        `De satte i nye batterier. Lys!`,
        `Nederst i skuffen lå det nye batterier, og da de var satt i, lyste lykta så sterkt at den laget en sol på taket.`,
        `Nederst i skuffen, under gummistrikker og gamle nøkler, lå det nye batterier, og da de var på plass, lyste lykta så sterkt at den tegnet en hvit sol i taket.`,
      ),
    teeth: (c) =>
      by(
        c,
        `En liten klatt, fra bunnen. Ferdig!`,
        `Så klemte ${h(c)} fra bunnen av tuben, bare en liten klatt, og pusset alle tennene, oppe og nede og helt bak.`,
        `Så klemte ${h(c)} forsiktig fra bunnen av tuben, en klatt på størrelse med en ert, og pusset hver eneste tann, oppe og nede, mens ${c.hero.han} telte til hundre inni hodet.`,
      ),
    zip: (c) =>
      by(
        c,
        `De dro i duken, og glidelåsen gled.`,
        `De holdt duken stram med én hånd og dro sakte med den andre, og glidelåsen gled hele veien rundt.`,
        `De holdt duken stram med én hånd og lirket glidelåsen tilbake med den andre, og så gled den hele veien rundt, med den fineste lille glidelåslyden i verden.`,
      ),
    dark: (c) =>
      by(
        c,
        `De lyste rundt. Det var bare hagen.`,
        `De lyste rundt med lommelykta, og der var busken, og der var huska. Det var bare hagen, i nattklær.`,
        `De lyste rundt med lommelykta, sakte, fra det ene til det andre, og der var busken, og der var huska, bare hagen, som hadde tatt på seg nattklærne.`,
      ),
    cold: (c) =>
      by(
        c,
        `Ullsokker! Nå var tærne varme.`,
        `${h(c)} løp inn etter et par tykke ullsokker og et ekstra teppe, og snart var tærne varme igjen.`,
        `${h(c)} løp inn etter de tykkeste ullsokkene i skuffen og et ekstra teppe under liggeunderlaget, og snart kom varmen tilbake i tærne, én etter én.`,
      ),
    clouds: (c) =>
      by(
        c,
        `De ventet. Så kom stjernene fram.`,
        `De la seg på ryggen og ventet, og litt etter litt drev skyen av gårde, og stjernene kom fram, én etter én.`,
        `De la seg på ryggen med hodet ut av teltdøra og ventet, og litt etter litt drev skyen videre, og stjernene kom fram én etter én, til hele himmelen glitret.`,
      ),
    teddy: (c) =>
      by(
        c,
        `Der, under senga! Bamsen var funnet.`,
        `De lette systematisk, rom for rom, og til slutt lå bamsen under senga, med snuten i et gammelt puslespill.`,
        `De lette systematisk, skuff for skuff og hjørne for hjørne, og til slutt fant de bamsen under senga, der den lå og sov med snuten i en gammel puslespillboks.`,
      ),
    sausages: (c) =>
      by(
        c,
        `De la dem i varmt vann. Snart var de myke.`,
        `De la pølsene i en bolle med varmt vann, og da bålet var klart, var de myke og klare for grillen.`,
        `De la pølsene i en bolle med lunkent vann til å tine, og da bålet ute i hagen hadde brent seg ned til gløder, var de myke og klare for pinnene.`,
      ),
    wash: (c) =>
      by(
        c,
        `De ventet på det varme vannet.`,
        `De lot springen renne litt til det varme vannet kom, og så gikk vaskingen fort.`,
        `De lot springen renne en stund, til det kom damp fra vasken, og så ble ansiktet vasket med varmt vann og en myk klut, uten et eneste hopp.`,
      ),
    mat: (c) =>
      by(
        c,
        `De la bøker på hjørnene. Nå lå det flatt!`,
        `De la en bok på hvert hjørne en stund, og da de tok dem bort, ble underlaget liggende flatt og pent.`,
        `De la en tykk bok på hvert hjørne og lot underlaget ligge og tenke seg om en stund, og da bøkene ble tatt bort, lå det flatt og stille, klart for natta.`,
      ),
    pegs: (c) =>
      by(
        c,
        `De plukket dem opp, én og én. Alle var der!`,
        `De krøp rundt på alle fire og plukket opp pluggene, én etter én, og la dem i en gammel boks som ikke kunne revne.`,
        `De krøp rundt på alle fire med lommelykt og plukket opp pluggene, én etter én, og talte til tjue to ganger før de la dem i en gammel kakeboks som ikke kunne revne.`,
      ),
    mallet: (c) =>
      by(
        c,
        `Der! Klubba hang på veggen.`,
        `Til slutt fant de klubba hengende på en spiker på veggen, rett over hodet på dem, og alle lo.`,
        `Til slutt fant de klubba hengende på en spiker på veggen, der den hadde hengt hele tiden, rett over hodet på dem mens de lette, og alle måtte le.`,
      ),
    book: (c) =>
      by(
        c,
        `${h(c)} valgte den gamle favoritten.`,
        `Til slutt bestemte ${h(c)} seg: den gamle favoritten med de slitte hjørnene, den ${c.hero.han} nesten kunne utenat.`,
        `Til slutt bestemte ${h(c)} seg for den gamle favoritten med de slitte hjørnene, den ${c.hero.han} nesten kunne utenat, for den var best å høre i mørket.`,
      ),
    bottle: (c) =>
      by(
        c,
        `De fant riktig kork. Nå var den tett!`,
        `Det var feil kork. Den riktige lå i oppvaskstativet, og med den klikket flaska helt tett.`,
        `Det viste seg at det var feil kork. Den riktige lå og tørket i oppvaskstativet, og da den ble skrudd på, klikket flaska tett, og ikke en dråpe slapp ut.`,
      ),
    basket: (c) =>
      by(
        c,
        `De la alt i en kurv. Nå gikk det!`,
        `De fant den store piknikkurven i skapet, og alt fikk plass i den, med lokket på.`,
        `De fant den store piknikkurven øverst i skapet, og alt fikk plass i den, pølsene nederst og lommelykta øverst, der den var lett å finne i mørket.`,
      ),
  },
  lead: {
    poles: () => `Men et telt står ikke av seg selv: det trengte stenger.`,
    pegs: () => `Stengene holder teltet oppe, men det er pluggene som holder det nede.`,
    mallet: () => `Og plugger går ikke ned i plenen av seg selv.`,
    chairs: () => `Nå var teltet komplett. Men hvor skulle de sitte ved bålet?`,
    'sleeping-bag': () => `Pysjen var på. Nå trengtes noe å sove i.`,
    pillow: () => `Soveposen var klar, men et hode vil ha ei pute.`,
    teddy: (c) => `Med puta på plass kom ${h(c)} på noe enda viktigere.`,
    book: () => `Bamsen skulle sove, men først skulle det leses.`,
    torch: () => `Kakao hjelper lite i mørket: de trengte lys.`,
    sausages: () => `Med lys i lykta var det tid for maten til bålet.`,
    bottle: (c) => `Pølser gjør tørst, så ${h(c)} trengte vann.`,
    basket: () => `Alt fra kjøkkenet skulle ut i hagen.`,
    mat: () => `Inne i teltet trengtes noe mykt å ligge på.`,
    dark: () => `Mens de holdt på, gikk sola ned bak hekken.`,
    cold: () => `Jo mørkere det ble, jo kaldere ble det.`,
    clouds: () => `Nå var det tid for stjernene.`,
    wash: () => `Med rene tenner var det ansiktets tur.`,
  },
  ready: {
    chairs: 'campingstolene',
    tentbag: 'teltposen',
    poles: 'teltstengene',
    'sleeping-bag': 'soveposen',
    pillow: 'puta',
    teddy: 'bamsen',
    snack: 'termosen med kakao',
    torch: 'lommelykta',
    sausages: 'pølsene',
    pegs: 'teltpluggene',
    mallet: 'klubba',
    book: 'boka',
    bottle: 'vannflaska',
    basket: 'piknikkurven',
  },
  problem: (c) =>
    by(
      c,
      `Men teltet måtte være oppe før det ble mørkt.`,
      `Men først måtte alt til natta finnes rundt omkring i huset, og teltet måtte være oppe før det ble mørkt.`,
      `Men først måtte alt til natta finnes rundt omkring i huset, og alle visste at teltet måtte være oppe og godt festet før det ble mørkt.`,
    ),
  decide: [
    (c) =>
      by(
        c,
        `«Kom, så finner vi alt vi trenger!» sa ${h(c)}.`,
        `«Kom, så finner vi alt vi trenger til natta!» sa ${h(c)} og dro på seg tøflene.`,
        `«Kom, så finner vi alt vi trenger til natta!» sa ${h(c)}, dro på seg tøflene og laget en liste i hodet: telt, sovepose, lommelykt og noe godt å spise.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} var klar med én gang. Først skulle alt hentes i huset.`,
        `${h(c)} var klar med én gang, men først måtte alt til natta hentes rundt omkring i huset.`,
      ),
  ],
  refrain: [
    () => `Telt fra garasjen, kakao og pute – i natt skal vi sove ute!`,
    () => `Sovepose og lommelykt – i hagen er det godt og trygt!`,
  ],
  readyLines: [
    (c, thing) =>
      by(
        c,
        `Nå lå ${thing} klar!`,
        `Nå lå ${thing} klar ved terrassedøra, sammen med resten av tingene til natta.`,
      ),
    (c, thing) =>
      by(
        c,
        `${thing.charAt(0).toUpperCase()}${thing.slice(1)}: klar til natta.`,
        `${h(c)} la ${thing} i haugen ved døra, og haugen ble større og større.`,
      ),
    (c, thing) =>
      by(
        c,
        `Enda en ting var klar: ${thing}.`,
        `Enda en ting var klar til natta i hagen: ${thing}.`,
      ),
  ],
};
