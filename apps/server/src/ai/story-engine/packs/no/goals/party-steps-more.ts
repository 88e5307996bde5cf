// Flere selskapsjobber for en lang dag: sekkeløpet og fiskedammen i parken, bollene på
// bakeriet, rommet som ryddes, flaggene til kaka. Hver går galt én gang og blir rettet opp.
import type { NoCtx } from '../../../compose/ctx-no';
import { by } from '../../by-band';

const h = (c: NoCtx) => c.hero.name;

export type MoreHitch =
  'sackrace' | 'fishing' | 'buns' | 'tidy' | 'flags' | 'waffles' | 'flagpole' | 'wrap' | 'card';

export const moreHitches: Record<MoreHitch, (c: NoCtx) => string> = {
  sackrace: (c) =>
    by(
      c,
      `${h(c)} prøvde sekkeløpet. Bom, rett i gresset!`,
      `${h(c)} skulle prøve sekkeløpet ${c.place.in} før gjestene kom, men sekken var så lang at ${c.hero.han} snublet i den på første hopp.`,
      `${h(c)} ville prøve sekkeløpet ${c.place.in} selv før gjestene kom, men potetsekken rakk ${c.hero.ham} helt til haka, og på første hopp tippet ${c.hero.han} forover og landet med nesa i gresset.`,
    ),
  fishing: (c) =>
    by(
      c,
      `Lakenet til fiskedammen falt ned!`,
      `${h(c)} hengte et laken over ei snor til fiskedammen, men snora seg, og lakenet gled ned i gresset.`,
      `${h(c)} hengte et gammelt laken over ei snor til fiskedammen, der gjestene skulle fiske etter premier, men snora seg lenger og lenger, til hele lakenet gled ned i gresset.`,
    ),
  buns: (c) =>
    by(
      c,
      `Bollene vokste sammen til én klump!`,
      `${h(c)} fikk forme bollene selv ${c.place.in}, men i ovnen vokste de sammen til én stor, flat klump.`,
      `${h(c)} fikk lov til å forme bollene selv ${c.place.in}, tolv runde små, men de lå så tett på brettet at de vokste sammen i ovnen og kom ut som én stor, flat klump.`,
    ),
  tidy: (c) =>
    by(
      c,
      `Alt i skapet ramlet ut igjen!`,
      `${h(c)} ryddet rommet før gjestene kom, men alt ${c.hero.han} dyttet inn i skapet, ramlet ut igjen da døra gikk opp.`,
      `${h(c)} ryddet rommet til gjestene og dyttet alt inn i skapet, klosser, bamser og biler, men da ${c.hero.han} åpnet døra for å legge inn den siste, raste hele haugen ut over gulvet.`,
    ),
  flags: (c) =>
    by(
      c,
      `Pengene rakk ikke til flaggene!`,
      `${h(c)} fant små papirflagg til kaka ${c.place.in}, men da ${c.hero.han} telte myntene, rakk de ikke.`,
      `${h(c)} fant de fineste små papirflaggene til kaka ${c.place.in}, med røde og blå striper, men da ${c.hero.han} tømte lommeboka på disken og telte myntene, manglet det nesten halvparten.`,
    ),
  waffles: (c) =>
    by(
      c,
      `Den første vaffelen satt fast!`,
      `${h(c)} stekte vafler til selskapet, men den første vaffelen satt fast i jernet og revnet i tusen biter.`,
      `${h(c)} varmet vaffeljernet og helte i den første øsen med røre, men da lokket gikk opp, satt vaffelen fast i begge halvdelene og revnet i tusen sprø biter.`,
    ),
  flagpole: (c) =>
    by(
      c,
      `Flagget ville ikke til topps!`,
      `${h(c)} skulle heise flagget i hagen, for på bursdager skal flagget opp, men snora floket seg, og flagget ble hengende på halv stang.`,
      `${h(c)} skulle heise flagget, for på en bursdag skal flagget til topps, men snora hadde floket seg rundt stanga, og flagget ble hengende på halv stang og slo trist i vinden.`,
    ),
  wrap: (c) =>
    by(
      c,
      `Gavepapiret var for lite til gaven!`,
      `${h(c)} skulle pakke inn gaven ${c.place.in}, men gavepapiret rakk bare nesten rundt, og et hjørne stakk ut.`,
      `${h(c)} skulle pakke inn gaven ${c.place.in}, men uansett hvordan ${c.hero.han} snudde og vendte den, rakk gavepapiret bare nesten rundt, og ett hjørne stakk alltid fram.`,
    ),
  card: (c) =>
    by(
      c,
      `Det fantes ikke et eneste bursdagskort!`,
      `${h(c)} lette etter et bursdagskort ${c.place.in}, men stativet var tomt, bortsett fra ett med en traktor på.`,
      `${h(c)} lette gjennom hele kortstativet ${c.place.in} etter et bursdagskort, men det var plukket tomt, bortsett fra ett med en traktor og teksten «Gratulerer med førerkortet».`,
    ),
};

export const moreFixes: Record<MoreHitch, (c: NoCtx) => string> = {
  sackrace: (c) =>
    by(
      c,
      `${h(c)} rullet ned sekken og hoppet små hopp.`,
      `De rullet ned kanten på sekken, og med små hopp kom ${h(c)} seg helt i mål uten å falle.`,
      `De rullet ned kanten på sekken til den nådde ${h(c)} til livet, og med små, raske hopp kom ${c.hero.han} seg helt i mål, andpusten og uten en eneste grønn flekk.`,
    ),
  fishing: (c) =>
    by(
      c,
      `De strammet snora. Nå hang lakenet!`,
      `De strammet snora mellom to trær og festet lakenet med klesklyper, og nå hang fiskedammen rett og fin.`,
      `De knøt snora stram mellom to trær og festet lakenet med en klesklype for hver hånd, og nå hang fiskedammen så fint at ingen kunne se hvem som satt bak og hengte premier på kroken.`,
    ),
  buns: (c) =>
    by(
      c,
      `De la bollene med plass imellom. Nå ble de runde!`,
      `Andre gangen la de bollene med god plass imellom, og de kom ut av ovnen runde og gylne, hver for seg.`,
      `Andre gangen fikk hver bolle sin egen plass på brettet, med en hel finger imellom, og de kom ut av ovnen runde og gylne og luktet så godt at ${h(c)} måtte smake på én.`,
    ),
  tidy: (c) =>
    by(
      c,
      `Klosser i én kasse, bamser i en annen. Ferdig!`,
      `De sorterte: klosser i én kasse, bamser i en annen, biler i en tredje, og til slutt gikk skapdøra igjen helt av seg selv.`,
      `De sorterte alt sammen: klossene i én kasse, bamsene i en annen og bilene i en tredje, og da den siste kassa var på plass, gikk skapdøra igjen med et lite, fornøyd klikk.`,
    ),
  flags: (c) =>
    by(
      c,
      `De kjøpte færre og laget resten selv.`,
      `De kjøpte en mindre pakke og laget resten selv av papir og tannpirkere, og de hjemmelagde ble de fineste.`,
      `De kjøpte den minste pakken og laget resten selv av farget papir og tannpirkere hjemme, og de hjemmelagde flaggene, med litt skjeve striper, ble de ${h(c)} likte best.`,
    ),
  waffles: (c) =>
    by(
      c,
      `De smurte jernet med smør. Nå slapp vaffelen!`,
      `De smurte jernet godt med smør og lot det bli ordentlig varmt, og den neste vaffelen slapp helt av seg selv, gyllen og hel.`,
      `De smurte jernet med en god klatt smør og ventet til det sydet, og den neste vaffelen slapp helt av seg selv, gyllen og hel, med hvert eneste hjerte på plass.`,
    ),
  flagpole: (c) =>
    by(
      c,
      `De løste floken. Flagget gikk til topps!`,
      `De løste floken rundt stanga, én sløyfe om gangen, og så gikk flagget helt til topps og blafret i sola.`,
      `De fant enden av snora og løste floken rundt stanga, én sløyfe om gangen, og så gled flagget helt til topps, der det blafret stolt over hele hagen.`,
    ),
  wrap: (c) =>
    by(
      c,
      `De la gaven på skrå. Nå rakk papiret!`,
      `De la gaven på skrå på papiret, og da rakk det rundt, med en stor sløyfe på toppen.`,
      `Damen i kassa viste hvordan man legger gaven på skrå, hjørne mot midten, og da rakk papiret akkurat rundt, med en stor, krøllete sløyfe på toppen.`,
    ),
  card: (c) =>
    by(
      c,
      `${h(c)} laget et kort selv.`,
      `De kjøpte et ark kartong i stedet, og ${h(c)} tegnet kortet selv, med hjerter og en stor kake.`,
      `De kjøpte et ark rød kartong i stedet, og ${h(c)} brettet og tegnet kortet selv, med hjerter, ei kake med alle lysene og «TIL VERDENS BESTE» med store bokstaver.`,
    ),
};

export const moreItems: Record<MoreHitch, string> = {
  sackrace: 'sekkeløp',
  fishing: 'fiskedam',
  buns: 'boller',
  tidy: 'rydde rommet',
  flags: 'flagg',
  waffles: 'vafler',
  flagpole: 'flagget',
  wrap: 'innpakning',
  card: 'kort',
};

export const moreAdvice: Record<MoreHitch, [string, string]> = {
  sackrace: [
    `«Små hopp,» sa {H}.`,
    `«Rull ned kanten og ta små hopp,» sa {H}. «Det er ikke de største hoppene som vinner.»`,
  ],
  fishing: [
    `«Stram snora,» sa {H}.`,
    `«Ei snor må være stram som en gitarstreng,» sa {H}. «Og klesklyper holder på det meste.»`,
  ],
  buns: [
    `«Gi dem plass,» sa {H}.`,
    `«Boller vokser i ovnen,» sa {H}. «Gi hver av dem plass til å bli stor.»`,
  ],
  tidy: [
    `«Én kasse til hver ting,» sa {H}.`,
    `«Én kasse til hver ting,» sa {H}. «Da finner du dem igjen også.»`,
  ],
  flags: [
    `«Det som mangler, lager vi,» sa {H}.`,
    `«Kjøp det du har råd til,» sa {H}. «Det som mangler, kan vi lage selv.»`,
  ],
  waffles: [
    `«Den første blir aldri fin,» sa {H}.`,
    `«Den første vaffelen blir aldri fin,» sa {H}. «Smør jernet godt, og la det bli varmt.»`,
  ],
  flagpole: [
    `«Finn enden først,» sa {H}.`,
    `«En floke løser man fra enden,» sa {H}. «Én sløyfe om gangen.»`,
  ],
  wrap: [
    `«Legg den på skrå,» sa {H}.`,
    `«Legg gaven på skrå,» sa {H}. «Da rekker papiret lenger.»`,
  ],
  card: [`«Lag det selv,» sa {H}.`, `«Et kort du lager selv, er det fineste,» sa {H}.`],
};
