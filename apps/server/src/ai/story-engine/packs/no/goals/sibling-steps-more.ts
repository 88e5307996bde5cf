// Flere av de små jobbene en lang dag med en ny baby har: det første bildet og bilstolen før
// de drar hjem fra sykehuset, rapen etter flaska, endene, teppet og hikken i parken. Hver går
// galt én gang og blir gjort godt igjen, og hver kommer av den forrige.
import type { NoCtx } from '../../../compose/ctx-no';
import { by } from '../../by-band';

import { b, cap, h, henne, hun, stor, voksen } from './sibling-slots';

export type MoreMoment = 'photo' | 'carseat' | 'burp' | 'ducks' | 'blanket' | 'hiccups';

export const moreBabyHitches: Record<MoreMoment, (c: NoCtx) => string> = {
  photo: (c) =>
    by(
      c,
      `Alle skulle med på bildet. ${b(c)} lukket øynene!`,
      `Pappa ville ta det første bildet av hele familien, men hver gang han trykket, gjespet ${b(c)} eller lukket øynene.`,
      `Pappa ville ta det aller første bildet av hele familien ${c.place.in}, men hver eneste gang han trykket, gjespet ${b(c)} et kjempegjesp eller klemte øynene hardt igjen, og ${h(c)} sto der med et smil som ble stivere og stivere.`,
    ),
  carseat: (c) =>
    by(
      c,
      `Beltet i bilstolen floket seg!`,
      `Nå skulle ${b(c)} hjem, og ${h(c)} ville spenne ${henne(c)} fast i bilstolen, men stroppene floket seg til en knute.`,
      `Nå var det tid for å dra hjem, og ${h(c)} ville selv spenne ${b(c)} fast i den lille bilstolen, men stroppene vred seg og floket seg, og spennen ville ikke klikke, samme hvor hardt ${c.hero.han} trykket.`,
    ),
  burp: (c) =>
    by(
      c,
      `${b(c)} hadde drukket. Nå ville ${hun(c)} ikke rape.`,
      `Etter flaska skulle ${b(c)} rape, men ${h(c)} klappet og klappet på ryggen uten at noe skjedde, og ${b(c)} bare vred seg.`,
      `Etter flaska skulle ${b(c)} rape, og ${h(c)} fikk ${henne(c)} på skulderen og klappet på ryggen, men det kom ingenting, bare små, sinte lyder og et ansikt som ble rødere og rødere.`,
    ),
  ducks: (c) =>
    by(
      c,
      `En and kvakket høyt. ${b(c)} skvatt!`,
      `${h(c)} trillet vogna bort til dammen for å vise ${b(c)} endene, men en stor and kvakket så høyt at ${b(c)} skvatt og begynte å gråte.`,
      `${h(c)} trillet vogna helt bort til dammen for å vise ${b(c)} endene, men en stor, brun and kom vraltende og kvakket rett inn i vogna, og ${b(c)} skvatt så hele kroppen rykket, og begynte å gråte.`,
    ),
  blanket: (c) =>
    by(
      c,
      `Vinden tok teppet!`,
      `${h(c)} bredte ut teppet i gresset så ${b(c)} kunne ligge og se på himmelen, men vinden tok hjørnet og slo det rett over ${henne(c)}.`,
      `${h(c)} bredte ut det store teppet i gresset så ${b(c)} kunne ligge på ryggen og se på trærne, men et vindkast løftet hjørnet og la det rett over ${b(c)}, og under teppet begynte det å hyle.`,
    ),
  hiccups: (c) =>
    by(
      c,
      `${b(c)} fikk hikke. Hikk! Hikk!`,
      `Midt i parken fikk ${b(c)} hikke, og ${h(c)} prøvde å skremme den bort med et «BØ!», men da begynte ${b(c)} å gråte i tillegg.`,
      `Midt i parken fikk ${b(c)} hikke, en liten hikk om gangen, og ${h(c)} prøvde det som alltid virket på ${c.hero.ham} selv, et stort «BØ!», men da gråt ${b(c)} og hikket på én gang.`,
    ),
};

export const moreBabyFixes: Record<MoreMoment, (c: NoCtx) => string> = {
  photo: (c) =>
    by(
      c,
      `${h(c)} lagde en lyd. ${b(c)} åpnet øynene. Klikk!`,
      `Så lagde ${h(c)} en liten kyss-lyd, og ${b(c)} åpnet øynene og så rett på ${c.hero.ham}. Klikk! Der var bildet.`,
      `Så bøyde ${h(c)} seg ned og lagde en liten kyss-lyd, bare for ${b(c)}, og de mørke øynene åpnet seg og så rett på ${c.hero.ham}. Klikk, sa kameraet, og der var de alle sammen.`,
    ),
  carseat: (c) =>
    by(
      c,
      `${cap(voksen(c))} viste: én stropp om gangen. Klikk!`,
      `«Én stropp om gangen,» sa ${voksen(c)} og viste hvordan, og til slutt klikket spennen, akkurat der den skulle.`,
      `«Rett ut stroppene først, én om gangen, og så over skuldrene,» sa ${voksen(c)}, og da ${h(c)} gjorde det sakte, klikket spennen med et lite, fornøyd klikk.`,
    ),
  burp: (c) =>
    by(
      c,
      `${h(c)} gned ryggen i små ringer. Rap!`,
      `Så gned ${h(c)} ryggen i små, myke ringer i stedet, og plutselig kom det en rap så stor at alle lo.`,
      `Så gned ${h(c)} i små, myke ringer i stedet for å klappe, sakte og rundt, og plutselig kom det en rap så stor og høy at pappa lo til han måtte sette seg.`,
    ),
  ducks: (c) =>
    by(
      c,
      `${h(c)} kvakket lavt. ${b(c)} så opp.`,
      `${h(c)} kvakket lavt, som en snill and, helt til ${b(c)} sluttet å gråte og så nysgjerrig på endene.`,
      `${h(c)} satte seg på huk ved vogna og kvakket lavt og mykt, som en and som hadde lært seg manerer, til gråten stilnet og ${b(c)} lå og så nysgjerrig på endene som svømte forbi.`,
    ),
  blanket: (c) =>
    by(
      c,
      `De la en stein på hvert hjørne.`,
      `${h(c)} løftet teppet forsiktig av, og så la de en stein på hvert hjørne, så vinden ikke fikk tak.`,
      `${h(c)} løftet teppet forsiktig av ${b(c)} og fant en stein til hvert hjørne, og nå kunne vinden blåse så mye den ville, teppet lå der det lå.`,
    ),
  hiccups: (c) =>
    by(
      c,
      `${h(c)} sang lavt. Hikken gikk over.`,
      `${cap(voksen(c))} ga ${b(c)} en liten slurk, og ${h(c)} sang lavt til hikken ble borte, én hikk om gangen.`,
      `«Ikke skremme, men roe,» sa ${voksen(c)} og ga ${b(c)} en liten slurk, og ${h(c)} sang lavt og sakte til hikkene kom sjeldnere og sjeldnere og til slutt ble helt borte.`,
    ),
};

export const moreBigger: Record<MoreMoment, (c: NoCtx) => string> = {
  photo: (c) =>
    by(
      c,
      `Bildet ble det fineste.`,
      `Det første bildet av dem sammen ble hengt opp på kjøleskapet, og ${h(c)} var den som fikk ${b(c)} til å se.`,
    ),
  carseat: (c) =>
    by(
      c,
      `Nå kunne ${h(c)} bilstolen.`,
      `Nå kunne ${h(c)} bilstolen, og det var ${stor(c)} som sjekket beltet hver gang.`,
    ),
  burp: (c) =>
    by(
      c,
      `${h(c)} var best på rapen.`,
      `Etter det var det ${h(c)} som var best på rapen, og alle visste det.`,
    ),
  ducks: (c) =>
    by(
      c,
      `Nå kunne ${h(c)} snakke and.`,
      `Nå var ${h(c)} den eneste i familien som kunne snakke and med ${b(c)}.`,
    ),
  blanket: (c) =>
    by(
      c,
      `Teppet lå, og ${b(c)} så på trærne.`,
      `Under trærne lå ${b(c)} og fulgte bladene med øynene, trygg på teppet ${h(c)} hadde ordnet.`,
    ),
  hiccups: (c) =>
    by(
      c,
      `Nå visste ${h(c)} hva som hjalp mot hikke.`,
      `Nå visste ${h(c)} hva som hjalp mot hikke hos ${b(c)}: ikke skremme, bare synge.`,
    ),
};
