// Været familien la fortellingen i: fortalt i starten i stedet for en solfylt morgen, og fortalt
// når det letter, ute på veien (eller før kvelden, i en fortelling som holder seg inne).
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';

const del = (c: NoCtx) => (c.time === 'morning' ? 'morgen' : c.time === 'day' ? 'dag' : 'kveld');
const lys = (c: NoCtx) => c.time === 'morning' || c.time === 'day';

export const weatherStart: Bank<NoCtx> = [
  (c) =>
    c.weather === 'rain'
      ? by(
          c,
          `Det var en regnfull ${del(c)}. {Dryp, drypp|Plipp, plopp|Tipp, tapp}, sa regnet på taket.`,
          `Det var en grå og regnfull ${del(c)}. Regnet {trommet|tikket|plasket} på {taket|vinduene} {uten stopp|hele tiden|som om det aldri skulle gi seg}.`,
          `Det hadde regnet siden {natta|tidlig om morgenen|lenge før frokost}, og regnet trommet på taket og rant i små bekker nedover vinduene.`,
        )
      : null,
  (c) =>
    c.weather === 'snow'
      ? by(
          c,
          `Det snødde. Myke, hvite fnugg {danset|dalte|virvlet} forbi vinduet.`,
          `Det snødde {stille|tett|mykt} den ${del(c)}en. Alt der ute ble hvitt.`,
          `Det hadde snødd {hele natta|siden daggry|i mange timer}, store, myke fnugg som dekket gjerdene og takene til hele verden var hvit og stille.`,
        )
      : null,
  (c) =>
    c.weather === 'wind'
      ? by(
          c,
          `Det blåste den ${del(c)}en. {Sssj|Huuu|Vuuu}, sa vinden rundt huset.`,
          `Det blåste kraftig den ${del(c)}en: trærne {bøyde seg|svaiet|knirket}, og vinden {plystret|ulte|sang} rundt hushjørnene.`,
          `Vinden hadde tatt seg opp i natt og blåste fortsatt hardt, bøyde trærne, ristet i grinda og jaget løvet rundt og rundt på tunet.`,
        )
      : null,
  (c) =>
    c.weather === 'fog'
      ? by(
          c,
          `Det var tåke den ${del(c)}en. Alt der ute var mykt og grått.`,
          `Ei tykk tåke lå over alt den ${del(c)}en, så tykk at {man knapt så grinda|trærne bare var grå skygger|husene var borte}.`,
          `Ei tykk, hvit tåke hadde sneket seg inn i løpet av natta, så trærne bare var grå skygger og alle lyder virket langt borte.`,
        )
      : null,
  (c) =>
    c.weather === 'thunder'
      ? by(
          c,
          `Ute var det storm. {Bom, bom|Rumle, rumle}, sa tordenen, langt borte.`,
          `En storm hadde kommet inn over {åsene|bygda|havet}: vinden {ulte|bråkte}, regnet pisket mot vinduene, og tordenen rumlet {langt borte|bak åsene}.`,
          `En storm hadde rullet inn, med vind som ulte rundt huset, regn som pisket mot vinduene og torden som buldret et sted bak åsene.`,
        )
      : null,
];

export const weatherClears: Bank<NoCtx> = [
  (c) =>
    c.weather === 'rain'
      ? lys(c)
        ? by(
            c,
            `Så sluttet det å regne, og {dammene|dråpene} glitret i sola.`,
            `{Til slutt|Sakte|Litt etter litt} sluttet det å regne, og en {regnbue|lysende regnbue} strakte seg over himmelen.`,
            `{Til slutt|Sakte} ga regnet seg, skyene delte seg, og en regnbue bøyde seg over himmelen som for å si godt gjort.`,
          )
        : `Regnet hadde stilnet, og dråpene på {bladene|vinduene} glitret i {måneskinnet|lampelyset}.`
      : null,
  (c) =>
    c.weather === 'snow'
      ? by(
          c,
          `Så sluttet det å snø. Alt var hvitt og stille.`,
          `{Til slutt|Sakte} sluttet det å snø, og alt lå hvitt og {stille|glitrende}.`,
          `{Til slutt|Sakte} sluttet det å snø, og hele verden lå hvit og glitrende, stille som når man holder pusten.`,
        )
      : null,
  (c) =>
    c.weather === 'wind'
      ? by(
          c,
          `Så stilnet vinden. Alt var stille.`,
          `{Til slutt|Sakte} løyet vinden, og trærne sto stille igjen.`,
          `{Til slutt|Sakte} blåste vinden seg ut, og trærne sto stille igjen, som om de hvilte seg.`,
        )
      : null,
  (c) =>
    c.weather === 'fog'
      ? by(
          c,
          `Så lettet tåka, og de kunne se langt.`,
          `{Sakte|Litt etter litt} lettet tåka, og med ett kunne de se {langt av gårde|helt bort til åsene}.`,
          `{Sakte|Litt etter litt} ble tåka tynnere og lettet, og verden kom tilbake, tre for tre og tak for tak.`,
        )
      : null,
  (c) =>
    c.weather === 'thunder'
      ? by(
          c,
          `Så gikk stormen sin vei, og alt ble stille.`,
          `{Til slutt|Sakte} rumlet stormen bort over åsene, og det ble stille igjen.`,
          `{Til slutt|Sakte} buldret stormen av gårde over åsene, vinden løyet, og alt dryppet og glitret i stillheten.`,
        )
      : null,
];
