import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { FEATURES } from '../../../lexicon/features';
import { Crowd } from '../slots';
import { withVariants } from '../../goal-variants';
import { rescue } from './rescue';

const h = (c: NoCtx) => c.hero.name;
const star = (c: NoCtx) => !c.other && c.thing?.id === 'star';
/** Den som trenger hjelp: et dyr (med eller uten navn) eller ei stjerne som har falt ned. */
const who = (c: NoCtx) =>
  c.other ? c.other.name : star(c) ? 'den lille stjerna' : 'den lille fuglen';
const whoA = (c: NoCtx) =>
  c.other
    ? c.other.named
      ? c.other.name
      : c.other.indef
    : star(c)
      ? 'ei lita stjerne'
      : 'en liten fugl';
const han = (c: NoCtx) => (c.other ? c.other.han : 'hun');
/** The part that hurts, if the family said one does: "en skadet vinge", "vondt i foten". */
const hurt = (c: NoCtx) => {
  const f = c.other?.char.features.find((x) => x.hurt);
  return f ? FEATURES.find((e) => e.id === f.id)?.no : undefined;
};
/** Back where it belongs: home with its family or owner, or up in the sky for a star. */
const atHome = (c: NoCtx) => (star(c) ? 'trygt oppe på himmelen' : `hjemme hos ${home(c)}`);
const mine = (c: NoCtx) => ({ m: 'min', f: 'mi', n: 'mitt' })[hurt(c)?.g ?? 'm'];
const ham = (c: NoCtx) => (c.other ? c.other.ham : 'henne');
/** Hvor den hører hjemme: himmelen, familien, eller eieren til en valp som er funnet. */
const home = (c: NoCtx) => (star(c) ? 'himmelen' : c.variant === 'owner' ? 'eieren' : 'familien');

/** Det samme med den bortkomnes egne ord: «eieren min», «familien min». */
const myHome = (c: NoCtx) =>
  star(c) ? 'himmelen' : c.variant === 'owner' ? 'eieren min' : 'familien min';

const plain: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      star(c)
        ? by(
            c,
            `En kveld falt ei lita stjerne ned, dunk, {rett ved ${h(c)}|i gresset|ved siden av ${h(c)}}.`,
            `En kveld trillet ei lita stjerne ned fra himmelen og landet, dunk, rett ved siden av ${h(c)}.`,
            `En kveld, med et mykt sus og et dunk, trillet ei lita stjerne ned fra himmelen og landet rett ved siden av ${h(c)}, der den lyste svakt i gresset.`,
          )
        : hurt(c)
          ? by(
              c,
              `${h(c)} fant ${whoA(c)} med {en vond|en skadet} ${hurt(c)?.sg}.`,
              `${h(c)} fant ${whoA(c)} som satt helt stille, for ${hurt(c)?.def} var skadet.`,
              `Bak {en busk|en mosegrodd mur|et tre} fant ${h(c)} ${whoA(c)} som satt helt stille og skalv, for ${hurt(c)?.def} var skadet og gjorde vondt.`,
            )
          : by(
              c,
              `${h(c)} fant ${whoA(c)} som {gråt|var lei seg|satt helt alene}.`,
              `Bak {en busk|en mur|et tre} fant ${h(c)} ${whoA(c)} som satt helt alene og gråt.`,
              `Bak {en busk|en mosegrodd mur|et tre} hørte ${h(c)} en liten lyd, og der satt ${whoA(c)}, helt alene, og gråt som om ${han(c)} aldri skulle slutte.`,
            ),
  ],
  problem: [
    (c) =>
      star(c)
        ? by(
            c,
            `«Jeg kommer ikke opp igjen,» sa stjerna, «og jeg vil {hjem|så gjerne hjem}.»`,
            `«Jeg kommer ikke opp igjen,» sa den lille stjerna, og lyset ble svakere. «Jeg vil hjem til himmelen.»`,
            `«Jeg kommer meg ikke opp igjen,» sa den lille stjerna, og lyset blafret. «Hvis jeg ikke kommer hjem før morgenen, slukner jeg.»`,
          )
        : hurt(c)
          ? by(
              c,
              `«${hurt(c)?.def} ${mine(c)} gjør vondt,» sa ${who(c)}, «og jeg kommer meg ikke hjem til ${myHome(c)}.»`,
              `«${hurt(c)?.def} ${mine(c)} er skadet,» snufset ${who(c)}, «og nå kommer jeg meg ikke hjem til ${myHome(c)}.»`,
            )
          : by(
              c,
              `«Jeg har gått meg bort,» sa ${who(c)}, «og jeg finner ikke ${myHome(c)}.»`,
              `«Jeg har gått meg bort,» snufset ${who(c)}, «og jeg finner ikke ${myHome(c)} {noe sted|noen steder}.»`,
              `«Jeg gikk meg bort,» snufset ${who(c)}, «og nå finner jeg ikke ${home(c)}, og det begynner å bli {sent|mørkt|kaldt}.»`,
            ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Jeg skal hjelpe deg,» sa ${h(c)}, «{bli med meg|ikke gråt|vi går sammen}.»`,
        `«Ikke vær redd,» sa ${h(c)}, «jeg skal hjelpe deg hjem, {det lover jeg|skal du se|bare vent}.»`,
        `«Ikke vær redd,» sa ${h(c)} og satte seg på huk, «jeg skal hjelpe deg hjem, {det lover jeg|koste hva det koste vil|på ære og samvittighet}.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} holdt ${who(c)} {godt|forsiktig|varsomt}, og så gikk ${c.team.de}.`,
        `${h(c)} bar ${who(c)} forsiktig, og så gikk ${c.team.de} sammen.`,
        `${h(c)} løftet ${who(c)} forsiktig opp, like varsomt som om ${han(c)} var laget av glass, og så gikk ${c.team.de} av sted sammen.`,
      ),
  ],
  attempt: [
    (c) =>
      by(
        c,
        `«Bor du her?» spurte ${h(c)} ${c.place.in}, men ${who(c)} sa: «Nei.»`,
        `«Er det her du bor?» spurte ${h(c)} ${c.place.in}, men ${who(c)} ristet på hodet.`,
        `«Kan det være her?» spurte ${h(c)} håpefullt ${c.place.in}, men ${who(c)} ristet trist på hodet: «Nei, vårt sted ser annerledes ut.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} prøvde å løfte ${who(c)} høyt opp, men det var for {lavt|kort}.`,
        `${h(c)} prøvde å løfte ${who(c)} høyt opp, men det var ikke høyt nok.`,
        `${h(c)} sto på tærne og løftet ${who(c)} så høyt ${c.hero.han} kunne, men det var ikke i nærheten av høyt nok.`,
      ),
  ],
  progress: [
    (c) =>
      by(
        c,
        `${who(c)} smilte litt ${c.place.in} og sa: «Her har jeg vært!»`,
        `${who(c)} så seg rundt ${c.place.in}: «Jeg tror jeg kjenner igjen stedet!»`,
        `${who(c)} så seg rundt, og øynene ble blanke av glede. «Jeg tror jeg husker dette stedet!»`,
      ),
    (c) =>
      by(
        c,
        `${c.team.de} kom nærmere ${home(c)}.`,
        `${c.team.de} kom nærmere, og ${who(c)} gråt ikke lenger.`,
        `${c.team.de} kom nærmere nå, og ${who(c)} hadde sluttet å gråte og begynt å nynne.`,
      ),
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Jeg vet hvor ${home(c)} er!» sa ${c.helper.kindDef}.`,
            `«Jeg tror jeg vet hvor ${home(c)} kan være,» sa ${c.helper.kindDef}. «Gå ${c.p(['opp bakken', 'forbi det store treet', 'langs vannet'])}.»`,
            `«Jeg vet kanskje hvor ${home(c)} er,» sa ${c.helper.kindDef}. «Gå ${c.p(['opp bakken', 'forbi treet som lynet traff', 'langs vannet'])}, og lytt godt.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Vær forsiktig,» sa ${c.helper.kindDef}.`,
            `«Hold ${who(c)} varm,» sa ${c.helper.kindDef}, «og gå videre.»`,
            `«Hold ${who(c)} varm og snakk vennlig til ${ham(c)},» sa ${c.helper.kindDef}. «De som har gått seg bort, trenger å høre at de ikke er alene.»`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Kan du hjelpe oss?» spurte ${h(c)}. «${who(c)} har gått seg bort.»`,
            `«Kan du hjelpe oss?» spurte ${h(c)}. «${who(c)} har gått seg bort og må hjem.»`,
            `«Kan du være så snill å hjelpe oss?» spurte ${h(c)}. «${who(c)} har gått seg bort, og vi prøver å finne veien hjem.»`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `Det ble mørkt. Men ${h(c)} stoppet ikke.`,
          `Det ble sent og mørkt, men ${h(c)} ga ikke opp.`,
          `Det ble sent, og skyggene var lange, men ${h(c)} ga ikke opp. ${c.hero.han} hadde jo lovet.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Crowd(c)} hjalp til. De laget et høyt tårn. Opp, opp, opp!`,
          `${Crowd(c)} hjalp til. De sto på skuldrene til hverandre, opp, opp, opp!`,
          `${Crowd(c)} hjalp til. De laget et tårn, den største nederst og den minste øverst, som strakte seg opp, opp, opp.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} brukte ${c.gift.def}. Det hjalp!`,
              `${h(c)} kom på ${c.gift.def}, og det var akkurat det de trengte.`,
              `${h(c)} kom på ${c.gift.def}, og med ett var det klart hvorfor ${c.hero.han} hadde fått ${c.gift.den}: Det var akkurat det de trengte.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} fikk en idé. «La oss rope høyt!»`,
          `${h(c)} fikk en idé. «La oss rope sammen, så ${home(c)} kan høre oss!»`,
          `${h(c)} fikk en idé. «Hvis vi ikke finner ${home(c)}, får vi sørge for at ${home(c)} finner oss,» sa ${c.hero.han}, og begynte å rope.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const main = star(c)
        ? by(
            c,
            `Opp fløy den lille stjerna, hjem til himmelen. Blinke, blinke!`,
            `Opp steg den lille stjerna, høyere og høyere, hjem til himmelen, der den blinket klarere enn noen gang.`,
            `Opp steg den lille stjerna, høyere og høyere, helt til den gled tilbake på plassen sin på himmelen og lyste klarere enn alle de andre.`,
          )
        : by(
            c,
            `Og der var ${home(c)}! For en glad klem!`,
            `Og der var ${home(c)}, som ropte og vinket! For en glad klem det ble!`,
            `Og der var ${home(c)}, som ropte navnet til ${who(c)}, og klemmen som fulgte, var den største og gladeste klemmen i verden.`,
          );
      const thanks = by(
        c,
        `«Takk, ${h(c)}!» {sa|ropte|sang} ${who(c)}.`,
        `«Takk, ${h(c)},» sa ${who(c)}, «du er {helten min|min beste venn|stjerna mi}.»`,
        `«Takk, ${h(c)},» sa ${who(c)}. «Deg skal jeg aldri glemme.» Og ${h(c)} visste at det var sant.`,
      );
      return `${main} ${thanks}`;
    },
  ],
  reflection: [
    (c) =>
      by(
        c,
        `${c.hero.name} {smilte|gjespet|nynnet} og tenkte på ${who(c)}, ${atHome(c)} igjen.`,
        `${c.hero.name} tenkte på ${who(c)}, som var trygt hjemme igjen, og {smilte|nynnet|sukket fornøyd}.`,
        `${c.hero.name} tenkte på ${who(c)}, ${star(c) ? 'trygt oppe på himmelen' : `trygt hjemme hos ${home(c)}`} nå, og {smilte|nynnet|sukket} av glede.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ble varm inni, for nå var ${who(c)} ${atHome(c)}.`,
        `${h(c)} kjente seg varm helt inn i hjertet, for nå var ${who(c)} ${atHome(c)}.`,
        `${h(c)} kjente seg varm helt inn. Det finnes få bedre følelser enn å hjelpe noen å finne veien hjem til ${home(c)}.`,
      ),
  ],
  refrain: [
    (c) => `Ikke gråt og ikke vær lei, ${h(c)} viser deg veien, ${h(c)} viser vei!`,
    () => `Hjem, hjem, hjem til deg, vi finner fram, du og jeg!`,
  ],
  title: [
    (c) => `${h(c)} og ${star(c) ? 'stjerna som falt ned' : who(c)}`,
    () => `veien hjem`,
    (c) => `${h(c)} hjelper ${who(c)}`,
  ],
};

export const help = withVariants(plain, { rescue });
