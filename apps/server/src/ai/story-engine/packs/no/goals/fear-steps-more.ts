// Flere redsler møtt der de hører hjemme: å falle der man klatrer eller sklir, høye lyder der
// folk og maskiner er, og en redsel sagt med familiens egne ord, møtt hvor som helst.
// Hvert par er [3–5 år (ti ord eller færre), eldre].
import type { NoCtx } from '../../../compose/ctx-no';
import type { FearPair, FearSteps } from '../../fear-step-banks';
import { cap, cover, han, o } from './fear-who';

type Pair = FearPair<NoCtx>;
/** Det man kan skli eller falle fra på et sted av denne typen. */
const SLIP: Partial<Record<string, string>> = {
  mountain: 'fjellstien',
  playground: 'klatrestativet',
  castle: 'tårntrappa',
  forest: 'stokken over bekken',
  jungle: 'stokken over elva',
  snow: 'isen',
};
const slip = (c: NoCtx) => SLIP[c.setting] ?? 'stien';
/** Redselen med familiens egne ord: «redselen for å hoppe fra stupebrettet». */
const it = (c: NoCtx) => c.fear?.it ?? 'redselen';

/** Møtt igjen, ved navn: «den» for redselen, «det» for bråket. */
const againAs = (den: string): Pair[] => [
  [
    (c) => `${cap(c.place.in)} var ${den} der igjen: ${it(c)}.`,
    (c) => `Og ${c.place.in} var ${den} der igjen og ventet: ${it(c)}.`,
  ],
];
const again = againAs('den');

export const MORE_STEPS: Record<string, FearSteps<NoCtx>> = {
  falling: {
    meet: [
      [
        (c) => `${cap(slip(c))} var glatt.`,
        (c) =>
          `${cap(slip(c))} var glatt, og ${o(c)} så for seg hvordan ${han(c)} kunne skli og falle.`,
      ],
      [
        (c) => `${o(c)} snublet nesten ${c.place.in}.`,
        (c) =>
          `${cap(c.place.in)} gled ${o(c)} på en løs stein, og magen hoppet opp i halsen: hva om ${han(c)} falt?`,
      ],
    ],
    again,
    fail: [
      [
        (c) => `${o(c)} tok ett skritt ut på ${slip(c)} og snudde.`,
        (c) =>
          `${o(c)} tok ett skritt ut på ${slip(c)}, men så vaklet ${han(c)}, og knærne ble {myke som gelé|skjelvne}, så ${han(c)} gikk tilbake.`,
      ],
      [
        (c) => `«Jeg faller!» ropte ${o(c)} og holdt seg fast.`,
        (c) =>
          `Foten gled litt, og ${o(c)} holdt seg så hardt fast i ${cover(c)} at ${han(c)} ikke turte å gå videre.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} holdt godt fast og tok ett skritt til.`,
        (c) =>
          `${o(c)} holdt seg godt fast, så på neste skritt og ikke ned, og tok ett skritt til, og så ett til.`,
      ],
      [
        (c) => `${o(c)} falt, men reiste seg og lo!`,
        (c) =>
          `Så skled ${o(c)} og havnet rett på baken, men det gjorde nesten ikke vondt, og ${han(c)} reiste seg og begynte å le.`,
      ],
    ],
  },
  noise: {
    meet: [
      [
        (c) => `{BANG|KRASJ|DUNK}! Noe smalt ${c.place.in}.`,
        (c) =>
          `Plutselig smalt det ${c.place.in}, {BANG|KRASJ}, så høyt at ${o(c)} holdt seg for ørene.`,
      ],
      [
        (c) => `${cap(c.place.in)} var det så mye bråk!`,
        (c) =>
          `${cap(c.place.in)} var det bråk overalt: {noen som ropte, noe som dundret og en bil som tutet|trommer, tuting og rop|smell og dunk og høye rop}.`,
      ],
    ],
    again: againAs('det'),
    fail: [
      [
        (c) => `${o(c)} holdt seg for ørene og løp.`,
        (c) =>
          `${o(c)} prøvde å bli stående, men ved neste smell holdt ${han(c)} seg for ørene og gjemte seg bak ${cover(c)}.`,
      ],
      [
        (c) => `Det smalt igjen, og ${o(c)} krøp sammen.`,
        (c) =>
          `Det smalt igjen, enda høyere, og ${o(c)} krøp sammen og ville bare hjem der det var stille.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} tok hendene litt bort fra ørene.`,
        (c) =>
          `Denne gangen tok ${o(c)} hendene sakte bort fra ørene og lyttet: det var bare {en trommis|en lastebil|noen som lo} som bråket.`,
      ],
      [
        (c) => `BANG! ${o(c)} hoppet, men ble stående.`,
        (c) =>
          `Det smalt igjen, og ${o(c)} hoppet, men ${han(c)} ble stående og telte til tre, og så var det over.`,
      ],
    ],
  },
  // En redsel sagt med familiens egne ord: fortalt gjennom redselen, aldri gjettet på.
  said: {
    meet: [
      [
        (c) => `${cap(c.place.in)} kom ${it(c)} tilbake.`,
        (c) =>
          `${cap(c.place.in)} kjente ${o(c)} ${it(c)} komme krypende, kald og {stram|tung} i magen.`,
      ],
      [
        (c) => `Her måtte ${o(c)} tenke på ${c.fear?.of ?? 'det'} igjen.`,
        (c) =>
          `Akkurat ${c.place.in} var det noe som minnet ${o(c)} om ${c.fear?.of ?? 'det'}, og ${han(c)} ble stående helt stille.`,
      ],
    ],
    again,
    fail: [
      [
        (c) => `${o(c)} tok ett skritt, men snudde.`,
        (c) =>
          `${o(c)} prøvde å gå nærmere, men ${it(c)} ble for stor, og ${han(c)} trakk seg tilbake bak ${cover(c)}.`,
      ],
      [
        (c) => `${o(c)} lukket øynene. Nei, ikke ennå.`,
        (c) =>
          `${o(c)} trakk pusten og telte til tre, men ved tre kjente ${han(c)} ${it(c)} i hele kroppen og ble stående.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} tok ett lite skritt. Og så ett til!`,
        (c) =>
          `Denne gangen tok ${o(c)} ett lite skritt, og så ett til, og ${it(c)} ble {litt mindre|ikke så stor lenger|bare en liten klump}.`,
      ],
      [
        (c) => `${o(c)} pustet rolig. Det gikk bra!`,
        (c) => `${o(c)} pustet sakte ut, og ${it(c)} slapp litt taket.`,
      ],
    ],
  },
};
