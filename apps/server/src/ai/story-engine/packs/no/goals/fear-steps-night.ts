// Lyder om natta, møtt der man sover eller ligger ute: et knirk, et tikk, vinden, ei ugle. Hver
// lyd blir lyttet til, sett etter og forklart: en grein på vinduet, huset som setter seg, en katt.
// Hvert par er [3–5 år (ti ord eller færre), eldre].
import type { NoCtx } from '../../../compose/ctx-no';
import type { FearSteps } from '../../fear-step-banks';
import { cap, han, o } from './fear-who';

const INDOORS = new Set(['house', 'bedroom', 'castle']);
const indoors = (c: NoCtx) => INDOORS.has(c.setting);
/** Hva lyden viser seg å være, kort for de minste og hele for de eldre. */
export const what = (c: NoCtx, young: boolean) =>
  c.p(
    indoors(c)
      ? young
        ? ['en grein på vinduet', 'huset som knirket', 'katten på taket', 'vinden i pipa']
        : [
            'en grein som banket på vinduet',
            'det gamle huset som satte seg til ro for natta',
            'gulvet som knirket da det ble kaldt',
            'katten som tuslet rundt på taket',
            'vinden som sang i pipa',
          ]
      : young
        ? ['ei ugle', 'vinden i trærne', 'et pinnsvin', 'en katt på gjerdet']
        : [
            'ei ugle som ropte på vennen sin',
            'vinden i trærne',
            'et pinnsvin som snuste i løvet',
            'to greiner som gned seg mot hverandre',
            'en katt som gikk langs gjerdet',
          ],
  );
/** Noe å gjemme seg bak: den som er der, eller noe like ved. */
const shield = (c: NoCtx) =>
  c.buddy?.name ??
  c.helper?.name ??
  c.p(indoors(c) ? ['gardinet', 'puta', 'døra'] : ['en busk', 'en stein', 'et tre']);

export const NIGHT_STEPS: Record<string, FearSteps<NoCtx>> = {
  'night-noises': {
    meet: [
      [
        (c) => `Knirk! Noe knirket ${c.place.in}.`,
        (c) =>
          `Så sa det {knirk|tikk-tikk|skrap, skrap} ${c.place.in}, og ${o(c)} satt {stiv som en pinne|helt stille}.`,
      ],
      [
        () => `{Tikk, tikk|Uhuu|Skrap, skrap}! Hva var det?`,
        (c) =>
          `Ut av stillheten kom et {tikk-tikk-tikk|langt uhuu|skrap, skrap}, og ${o(c)} holdt pusten: hva var det?`,
      ],
      [
        () => `Ute {ulte|pep|suste} vinden.`,
        (c) =>
          `Ute {ulte|pep|suste} vinden, og hver ${indoors(c) ? 'planke' : 'grein'} ${c.place.in} knirket med.`,
      ],
    ],
    again: [
      [
        (c) => `${cap(c.place.in)} kom lydene igjen.`,
        (c) => `Og ${c.place.in} var de der igjen: lydene om natta, {knirk|tikk|uhuu}.`,
      ],
    ],
    fail: [
      [
        (c) => `${o(c)} gjemte seg bak ${shield(c)} og lukket øynene.`,
        (c) =>
          `${o(c)} prøvde å lytte, men ved neste {knirk|tikk} gjemte ${han(c)} seg bak ${shield(c)} og holdt seg for ørene.`,
      ],
      [
        (c) => `Knirk! ${o(c)} skvatt og pep.`,
        (c) =>
          `Det {knirket|banket} igjen, høyere nå, og ${o(c)} skvatt og ville bare løpe og gjemme seg.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} lyttet. Bare ${what(c, true)}!`,
        (c) =>
          `Denne gangen ble ${o(c)} sittende og lytte, og fant ut hva det var: bare ${what(c, false)}.`,
      ],
      [
        (c) => `${o(c)} gikk for å se. Det var ${what(c, true)}.`,
        (c) =>
          `${o(c)} pustet dypt og gikk {bort for å se|nærmere}, og der var det: bare ${what(c, false)}, ikke noe mer.`,
      ],
      [
        (c) => `${o(c)} kikket ut. Bare ${what(c, true)}!`,
        (c) =>
          `${o(c)} ga hver lyd et navn, {knirk|tikk|uhuu}, og fant så ut hvor den kom fra: ${what(c, false)}.`,
      ],
    ],
  },
};
