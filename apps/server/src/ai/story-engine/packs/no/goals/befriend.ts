import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { Crowd } from '../slots';
import { coverAt } from '../ground-words';
import { withVariants } from '../../goal-variants';
import { sibling } from './befriend-sibling';
import { tooth } from './befriend-tooth';
import { checkup } from './befriend-checkup';
import { care } from './befriend-care';
import { secret } from './befriend-secret';

const h = (c: NoCtx) => c.hero.name;
const n = (c: NoCtx) => c.other?.name ?? 'den nye';
/** Den nye vennen med navn og slag: «tannfeen Pip». */
const pal = (c: NoCtx) => (c.other && !c.other.person ? `${c.other.noun.def} ${n(c)}` : n(c));
const a = (c: NoCtx) => c.other?.indef ?? 'en ny nabo';
/** «et romvesen som het Snurre», or only «Snurre» when the name is all that is said. */
const aNamed = (c: NoCtx) => (a(c) === n(c) ? n(c) : `${a(c)} som het ${n(c)}`);
const han = (c: NoCtx) => c.other?.han ?? 'hen';
const ham = (c: NoCtx) => c.other?.ham ?? 'hen';

const plain: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `Noen nye flyttet inn {like ved|ved siden av|nede i veien}: ${aNamed(c)}.`,
        `En {dag|morgen|vårdag} flyttet noen nye inn i nærheten: ${aNamed(c)}.`,
        `En dag kom en flyttebil skramlende opp veien, og noen nye flyttet inn i nærheten: ${aNamed(c)}.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ønsket seg en ny venn å {leke|le|dele} med.`,
        `${h(c)} hadde alltid ønsket seg en venn som ${c.p(['likte vitser', 'elsket eventyr', 'likte å bygge ting'])}.`,
        `${h(c)} hadde alltid håpet på en venn som ${c.p(['lo av de samme vitsene', 'elsket eventyr', 'likte å bygge ting av ingenting'])}.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men ${n(c)} var {sjenert|veldig sjenert|så sjenert} og gjemte seg.`,
        `Men ${n(c)} var veldig sjenert og gjemte seg hver gang noen kom nær.`,
        `Men ${n(c)} var veldig sjenert, og hver gang noen kom nær, gjemte ${han(c)} seg, eller så ned i bakken, eller fant plutselig på noe annet å gjøre.`,
      ),
    (c) =>
      by(
        c,
        `«Hei!» sa ${h(c)}, men ${n(c)} løp {av sted|bort|inn}.`,
        `«Hei!» ropte ${h(c)}, men ${n(c)} løp av sted uten et ord.`,
        `«Hei!» ropte ${h(c)} og vinket. Men ${n(c)} snudde og løp uten et ord, og ${h(c)} ble stående og vinke til ingen.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Jeg prøver igjen,» sa ${h(c)}, «{i morgen|i dag|med en gang}.»`,
        `«Jeg skal finne en måte å bli venner på,» sa ${h(c)}.`,
        `«Kanskje ${han(c)} bare trenger tid,» sa ${h(c)}. «Jeg skal finne en måte å vise ${ham(c)} at jeg er snill.»`,
      ),
  ],
  attempt: [
    (c) =>
      by(
        c,
        `${h(c)} danset en {morsom|tullete|vrikkete} dans, men ${n(c)} gjemte seg.`,
        `${h(c)} prøvde en morsom dans for å få ${n(c)} til å le, men ${n(c)} gjemte seg bak ${coverAt(c.setting, 'et tre')}.`,
        `${h(c)} prøvde en veldig morsom dans, med mye vrikking, men ${n(c)} bare tittet fram bak ${coverAt(c.setting, 'et tre')} og gjemte seg igjen.`,
      ),
    (c) =>
      by(
        c,
        `«Lek med meg!» ropte ${h(c)}, altfor høyt, og ${n(c)} {skvatt|løp|gjemte seg}.`,
        `${h(c)} ropte: «Kom og lek!» Men det var altfor høyt, og ${n(c)} skvatt.`,
        `«Kom og lek!» ropte ${h(c)}, altfor høyt, og ${n(c)} hoppet som en skremt hare. Det var tydeligvis ikke måten.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} løp bort med {en blomst|en blank stein|en kjeks}, men kom så fort at ${n(c)} rygget unna.`,
        `${h(c)} løp bort med {en blomst|en blank stein|en kjeks} i hånda, men kom så fort at ${n(c)} rygget unna og ikke ville ta imot.`,
        `${h(c)} kom løpende med {en blomst|en blank stein|en kjeks} som gave, men så fort og så brått at ${n(c)} rygget unna med store øyne, og gaven ble liggende igjen på bakken.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} spurte ${n(c)} om mange ting på en gang, og ${n(c)} så bort.`,
        `${h(c)} spurte ${n(c)} hva ${han(c)} likte, hvor ${han(c)} kom fra og hva ${han(c)} het, alt i ett åndedrag, og ${n(c)} bare så bort.`,
        `${h(c)} stilte ${n(c)} ti spørsmål i ett åndedrag, om hva ${han(c)} likte, hvor ${han(c)} kom fra og om ${han(c)} hadde sykkel, og ${n(c)}, som ikke visste hva ${han(c)} skulle svare på først, bare så ned i bakken.`,
      ),
  ],
  progress: [
    (c) =>
      by(
        c,
        `${n(c)} tittet fram ${c.place.in} og smilte et {lite|bitte lite|sjenert} smil.`,
        `Denne gangen tittet ${n(c)} fram og smilte et bitte lite smil.`,
        `Denne gangen tittet ${n(c)} fram litt lenger, og der var begynnelsen på et smil.`,
      ),
    (c) =>
      by(
        c,
        `${n(c)} kom {litt|et lite stykke|et skritt} nærmere.`,
        `${n(c)} kom litt nærmere enn før.`,
        `Skritt for skritt kom ${n(c)} litt nærmere hver gang, som en fugl som lurer på om den tør å spise smuler fra ei hånd.`,
      ),
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Vær {snill|rolig|forsiktig},» sa ${c.helper.kindDef}.`,
            `«De sjenerte trenger stille vennlighet,» sa ${c.helper.kindDef}.`,
            `«De sjenerte trenger stille vennlighet,» sa ${c.helper.kindDef}, «og litt tålmodighet. Vennskap er som et frø.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Finn ut hva ${han(c)} liker,» sa ${c.helper.kindDef}.`,
            `«Finn ut hva ${n(c)} liker,» sa ${c.helper.kindDef}. «Og del det.»`,
            `«Finn ut hva ${n(c)} er glad i,» sa ${c.helper.kindDef}, «og del det. Det er sånn de fleste vennskap begynner.»`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Hvordan får man en venn?» spurte ${h(c)}.`,
            `«Hvordan blir man venner med noen som er sjenert?» spurte ${h(c)}.`,
            `«Kan jeg spørre deg om noe?» sa ${h(c)}. «Hvordan blir man venner med noen som er sjenert?»`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} satte seg ned ved ${n(c)}, helt stille, og ventet.`,
          `${h(c)} satte seg ned ved ${n(c)} og sa ikke et ord. ${c.hero.han} bare ventet, helt stille.`,
          `${h(c)} satte seg et lite stykke fra ${n(c)} og sa ikke et ord. Det var vanskelig å være så tålmodig, men ${c.hero.han} ventet.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Crowd(c)} hadde piknik. De holdt av en plass til ${n(c)}.`,
          `${Crowd(c)} hadde piknik og holdt av en egen plass til ${n(c)}.`,
          `${Crowd(c)} bredte ut et piknikteppe, og ${h(c)} lot én plass stå tom, med den beste bollen på, til ${n(c)}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} ga ${n(c)} ${c.gift.def}.`,
              `${h(c)} rakte fram ${c.gift.def}. «${c.gift.denne} er til deg,» sa ${c.hero.han}.`,
              `${h(c)} rakte fram ${c.gift.def}, det fineste ${c.hero.han} hadde. «${c.gift.denne} er til deg,» sa ${c.hero.han} lavt.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} fikk en idé. ${c.hero.han} begynte å leke det ${n(c)} likte best.`,
          `${h(c)} fikk en idé. Helt stille begynte ${c.hero.han} å leke den leken ${n(c)} likte best.`,
          `${h(c)} hadde lagt merke til hva ${n(c)} likte best, og begynte, helt stille, å leke det alene, med god plass til én til.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const main = by(
        c,
        `${n(c)} kom bort og spurte: «Kan jeg være med?» og ${h(c)} sa: «Ja!»`,
        `Sakte kom ${n(c)} bort og spurte: «Kan jeg være med?» og ${h(c)} sa: «{Ja|Selvfølgelig|Ja, gjerne}!»`,
        `Sakte, sakte kom ${n(c)} bort og satte seg. «Kan jeg være med?» hvisket ${han(c)}. «Jeg håpet du skulle spørre,» sa ${h(c)}.`,
      );
      const after = by(
        c,
        `De lekte hele {dagen|ettermiddagen} og var venner!`,
        `De lekte til sola gikk ned, og nå var de venner.`,
        `De lekte til sola gikk ned, og da føltes det som om de alltid hadde vært venner.`,
      );
      return `${main} ${after}`;
    },
  ],
  reflection: [
    (c) =>
      by(
        c,
        `I morgen skulle ${h(c)} og ${pal(c)} {leke igjen|møtes igjen|bygge en hytte}.`,
        `I morgen, ble ${h(c)} og ${pal(c)} enige om, skulle de {leke igjen|bygge en hytte|dra på oppdagelsesferd}.`,
        `I morgen, ble ${h(c)} og ${pal(c)} enige om, skulle de {bygge en hytte|dra på oppdagelsesferd|finne på en ny lek}, og dagen etter det, og dagen etter det igjen.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} hadde fått en ny venn i ${pal(c)}, hurra!`,
        `${h(c)} hadde fått en ny venn i ${pal(c)}, og det er den beste skatten som finnes.`,
        `${h(c)} hadde lært at vennskap ikke kan forhastes, men at ${pal(c)} hadde vært verdt å vente på.`,
      ),
  ],
  refrain: [
    () => `Hei, hei, vil du leke nå? Venner blir vi, store og små!`,
    (c) => `Kom og lek og kom og le, ${h(c)} vil gjerne leke, se!`,
  ],
  title: [(c) => `${h(c)} og ${n(c)}`, (c) => `en venn til ${h(c)}`, (c) => `${h(c)} får en venn`],
};

/** The new one finding a friend is told in words of its own (friends making up, in texts of their own). */
export const befriend = withVariants(plain, {
  sibling,
  tooth,
  checkup,
  care,
  secret,
});
