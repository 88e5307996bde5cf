// Ordene når man lærer å spille et instrument: fiolin, piano, gitar, trommer og blokkfløyte her, de
// andre i learn-words-instruments. Hvert har sine egne lyder når et forsøk går galt og sine egne
// råd; øvingen og melodien som til slutt sitter, fortelles likt for alle.
import type { NoCtx } from '../../../compose/ctx-no';
import type { SkillWords } from './learn-words';
import { MORE_INSTRUMENTS } from './learn-words-instruments';

type S = (c: NoCtx) => string;

const o = (c: NoCtx) => c.owner.name;
const han = (c: NoCtx) => c.owner.han;

export interface Instrument {
  /** «fiolinen» */
  def: string;
  /** «fiolin», som i «spille fiolin». */
  bare: string;
  /** Det som spilles på det: «melodien», eller «rytmen» på trommene. */
  tune: string;
  /** Egne forsøk som går galt, etter «men». */
  fail: S[];
  /** Egne råd, etter «husk å». */
  tips: string[];
  /** Etter «hver gang hun prøvde,», med verbet først. */
  wrong: string[];
  /** En hjelper husker: verb og resten, «hvinte» + «som en katt på et gjerde». */
  slip: [string, string];
}

function music(i: Instrument): SkillWords {
  return {
    fail: i.fail,
    win: [
      (c) => `${o(c)} spilte hele ${i.tune} på ${i.def}!`,
      (c) => `${o(c)} spilte hele ${i.tune} på ${i.def}, hver tone på plass!`,
      (c) =>
        `${o(c)} spilte ${i.tune} på ${i.def} fra første tone til siste, rolig og sikkert, og alle som hørte på, holdt pusten helt til slutt.`,
    ],
    tips: i.tips.map((t) => () => t),
    wrong: i.wrong.map((w) => () => w),
    tryTo: () => `spille ${i.tune} på ${i.def}`,
    practise: [
      () => `spilte ${i.tune} bit for bit på ${i.def}`,
      () => `øvde på den vanskelige biten`,
    ],
    slip: i.slip,
    bump: 'en og annen feil tone',
    titles: [
      (c) => `${o(c)} og ${i.def}`,
      (c) => `${o(c)} spiller ${i.bare}`,
      (c) => `${i.tune.charAt(0).toUpperCase()}${i.tune.slice(1)} ${o(c)} lærte`,
    ],
  };
}

const OWN: Record<string, Instrument> = {
  violin: {
    def: 'fiolinen',
    bare: 'fiolin',
    tune: 'melodien',
    fail: [
      () => `det kom et hvin som fra {en katt på et gjerde|ei rusten grind}`,
      () => `buen skled sidelengs og skrapte over strengene`,
    ],
    tips: ['holde buen lett', 'la buen gli sakte'],
    wrong: ['kom det bare et hvin', 'skrapte buen over strengene'],
    slip: ['hvinte', 'som en katt på et gjerde'],
  },
  piano: {
    def: 'pianoet',
    bare: 'piano',
    tune: 'melodien',
    fail: [
      (c) => `fingrene ${c.owner.hans} floket seg og trykket ned tre tangenter på én gang`,
      (c) => `${han(c)} spilte med stive fingre, og melodien ble helt humpete`,
    ],
    tips: ['holde fingrene runde, som om du holder en liten ball', 'sitte midt på krakken'],
    wrong: ['gikk to tangenter ned på én gang', 'floket fingrene seg på tangentene'],
    slip: ['trykket', 'på alle de gale tangentene'],
  },
  guitar: {
    def: 'gitaren',
    bare: 'gitar',
    tune: 'sangen',
    fail: [
      () => `strengene surret som en sint humle`,
      (c) => `fingrene ${c.owner.hans} skled av strengene, og akkorden falt fra hverandre`,
    ],
    tips: ['trykke strengene godt ned', 'klimpre rolig og jevnt'],
    wrong: ['surret strengene', 'ble akkorden helt feil'],
    slip: ['fikk', 'strengene til å surre som humler'],
  },
  drums: {
    def: 'trommene',
    bare: 'trommer',
    tune: 'rytmen',
    fail: [
      (c) => `${han(c)} slo så hardt at en stikke spratt av og trillet bort`,
      (c) => `${han(c)} mistet takten og dundret videre da det skulle være stille`,
    ],
    tips: ['sitte rett på krakken', 'begynne på én tromme før du bruker alle'],
    wrong: ['løp rytmen av gårde', 'fløy en stikke av'],
    slip: ['mistet', 'stikkene'],
  },
  recorder: {
    def: 'blokkfløyta',
    bare: 'blokkfløyte',
    tune: 'melodien',
    fail: [
      () => `det kom et pip så skarpt at hunden holdt seg for ørene`,
      (c) => `${han(c)} blåste for hardt, og det kom et hyl`,
    ],
    tips: ['blåse forsiktig, som når du blåser på varm suppe', 'dekke hullene helt'],
    wrong: ['kom det bare et hyl', 'sto et hull åpent, og tonen vinglet'],
    slip: ['hylte', 'som en tekjele'],
  },
};

const ALL: Record<string, Instrument> = { ...OWN, ...MORE_INSTRUMENTS };

export const MUSIC_WORDS: Record<string, SkillWords> = Object.fromEntries(
  Object.entries(ALL).map(([id, i]) => [id, music(i)]),
);

/** Each instrument as it is named when played on: «fiolinen». */
export const INSTRUMENT_DEF: Record<string, string> = Object.fromEntries(
  Object.entries(ALL).map(([id, i]) => [id, i.def]),
);
