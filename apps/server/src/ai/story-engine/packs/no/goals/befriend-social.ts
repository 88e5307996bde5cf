// To andre måter en vennskapshistorie går på: helten er den nye og finner en venn gjennom noe
// begge er glad i, eller to venner blir uvenner om en ting og blir venner igjen ved å dele den.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { kinOf } from '../../../lexicon/species';
import { Crowd } from '../slots';
import {
  quarrelAdvice,
  quarrelAsk,
  quarrelAttempt,
  quarrelHome,
  quarrelLesson,
  quarrelMeet,
  quarrelProgress,
  quarrelSteps,
} from './quarrel-day';
import {
  love,
  newcomerAdvice,
  newcomerAsk,
  newcomerAttempt,
  newcomerHome,
  newcomerLesson,
  newcomerMeet,
  newcomerProgress,
  newcomerSteps,
} from './newcomer-day';

const h = (c: NoCtx) => c.hero.name;
const o = (c: NoCtx) => c.other?.name ?? 'det andre barnet';
const han = (c: NoCtx) => c.other?.han ?? 'hen';
const HeroHan = (c: NoCtx) => c.hero.han.charAt(0).toUpperCase() + c.hero.han.slice(1);
/** Det vennene krangler om, med fargen sin: «den røde sykkelen». */
const it = (c: NoCtx) => c.thing?.def ?? 'huska';
/** «den» eller «det», etter tingens kjønn. */
const den = (c: NoCtx) => c.thing?.den ?? 'den';
const min = (c: NoCtx) => (c.thing?.noun.g === 'n' ? 'mitt' : 'min');

/**
 * Den lure vendingen når en blir venner, også første skoledag: helten husker hva det andre barnet
 * er glad i, og blir med uten å si noe.
 */
export const joinsIn = (c: NoCtx, other: string, turn: string) =>
  by(
    c,
    `${h(c)} satte seg ved ${other} og ${turn}.`,
    `${h(c)} husket hva ${other} var glad i, satte seg like ved og ${turn}.`,
    `${h(c)} husket hva ${other} var glad i, så ${c.hero.han} satte seg like ved, uten et ord, og ${turn}.`,
  );

export const newcomer: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${h(c)} var ny, elsket ${love(c).love} og hadde ingen venn.`,
        `${h(c)} hadde nettopp flyttet og kjente ingen ennå. ${HeroHan(c)} elsket ${love(c).love}, men det var ingen å dele det med.`,
        `${h(c)} hadde nettopp flyttet, og alt var nytt: gatene, fjesene, til og med lyden av regnet. ${HeroHan(c)} elsket ${love(c).love}, men det er ensomt å elske noe når ingen sitter ved siden av deg.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} var ny og ønsket seg en venn.`,
        `Alt var nytt for ${h(c)}: nye gater, nye fjes og ikke en eneste venn. ${HeroHan(c)} elsket ${love(c).love} og ønsket seg noen å dele det med.`,
        `Alt var nytt for ${h(c)}, som nettopp hadde flyttet: nye gater, nye fjes og ikke en eneste venn. ${HeroHan(c)} elsket ${love(c).love} og ønsket seg mer enn noe annet noen å dele det med.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men alle de andre hadde allerede noen å leke med.`,
        `Men alle hadde allerede noen å leke med, og ingen spurte ${h(c)} om å bli med.`,
        `Men alle de andre så ut til å ha noen allerede, to og to eller tre og tre, og ingen tenkte på å spørre ${h(c)} om å bli med.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Jeg skal finne en venn,» sa ${h(c)}.`,
        `«I morgen skal jeg spørre noen om å leke,» sa ${h(c)}, «selv om stemmen skjelver.»`,
        `«I morgen skal jeg spørre noen om å leke,» bestemte ${h(c)}, «selv om stemmen skjelver og kinnene blir røde.»`,
      ),
  ],
  meet: newcomerMeet,
  attempt: newcomerAttempt,
  lesson: newcomerLesson,
  progress: newcomerProgress,
  advice: newcomerAdvice,
  ask: newcomerAsk,
  steps: newcomerSteps,
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} gikk bort til ${o(c)}: «Hei! Kan jeg sitte her?»`,
          `${h(c)} trakk pusten dypt, gikk bort til ${o(c)} og sa: «Hei, jeg heter ${h(c)}. Kan jeg sitte her?»`,
          `${h(c)} trakk pusten dypt, gikk hele veien bort til ${o(c)} og sa: «Hei, jeg heter ${h(c)}. Jeg er ny. Kan jeg sitte sammen med deg?»`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} satte seg ved siden av ${o(c)} og sa: «Hei!»`,
          `Knærne skalv, men ${h(c)} satte seg ved siden av ${o(c)} og sa: «Hei. Kan jeg se på?»`,
          `Knærne skalv, men ${h(c)} satte seg rett ved siden av ${o(c)} og sa dagens modigste ord: «Hei.»`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Crowd(c)} begynte på en lek og ropte på ${o(c)}.`,
          `${Crowd(c)} startet en lek, og ${h(c)} ropte: «${o(c)}, vil du være med?»`,
          `${Crowd(c)} startet en lek med plass til én til, og ${h(c)} ropte bortover: «${o(c)}, vil du være med oss?»`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} viste ${o(c)} ${c.gift.def}.`,
              `${h(c)} holdt ${c.gift.def} fram mot ${o(c)}. «Vil du se?»`,
              `${h(c)} holdt fram ${c.gift.def}, det fineste ${c.hero.han} hadde, og spurte ${o(c)}: «Vil du se?»`,
            )
          : null,
      (c) =>
        c.gift
          ? by(
              c,
              `${o(c)} så på ${c.gift.def} i hånda til ${h(c)}.`,
              `${o(c)} klarte ikke å la være å se på ${c.gift.def} i hånda til ${h(c)}, og ${h(c)} lot ${c.other?.ham ?? 'hen'} holde ${c.gift.den}.`,
              `${o(c)} kikket og kikket på ${c.gift.def} i hånda til ${h(c)}, så ${h(c)} rakte ${c.gift.den} fram: «Du kan holde ${c.gift.den} så lenge du vil.»`,
            )
          : null,
    ],
    clever: [(c) => joinsIn(c, o(c), love(c).turn)],
  },
  resolution: [
    (c) => {
      const main = by(
        c,
        `${o(c)} smilte: «Vil du være venner?»`,
        `${o(c)} smilte et stort smil. «Vil du leke med meg?» spurte ${han(c)}.`,
        `${o(c)} smilte, et ordentlig smil denne gangen. «Vil du være venner med meg?» spurte ${han(c)}, og ${h(c)} sa ja før spørsmålet var ferdig.`,
      );
      const after = by(
        c,
        `De ${love(c).end}.`,
        `De to nye vennene ${love(c).end}.`,
        `De to nye vennene ${love(c).end}, og ingen av dem var alene lenger.`,
      );
      return `${main} ${after}`;
    },
  ],
  home: newcomerHome,
  reflection: [
    (c) =>
      by(
        c,
        `Nå hadde ${h(c)} en venn, og det var ${o(c)}!`,
        `${h(c)} var ikke den nye lenger, for nå hadde ${c.hero.han} en venn som het ${o(c)}.`,
        `${h(c)} var ikke den nye lenger. ${HeroHan(c)} hadde en venn som het ${o(c)}, og morgendagen ville ikke bli på langt nær så skummel som i dag.`,
      ),
    (c) =>
      by(
        c,
        `I morgen skulle vennene ${h(c)} og ${o(c)} leke igjen.`,
        `I morgen skulle de to vennene ${h(c)} og ${o(c)} leke sammen igjen, det var de enige om.`,
        `De to vennene ${h(c)} og ${o(c)} ble enige om å møtes på samme sted i morgen og leke sammen igjen, og dagen etter det også.`,
      ),
  ],
  refrain: [() => `Ny i dag, en venn i morgen, én og én blir to!`],
  title: [(c) => `${h(c)} finner en venn`, (c) => `${h(c)} og ${o(c)}`, (c) => `${h(c)}, den nye`],
};

/** Den det læres med, og hva de er for helten: «lillebror Arlo». */
const oKin = (c: NoCtx) => {
  const sp = c.other?.char.species;
  const kin = sp ? kinOf({ kind: c.other?.char.kind ?? 'boy', species: sp }) : undefined;
  return kin?.entry && !kin.grown ? `${kin.entry.no.sg} ${o(c)}` : o(c);
};

/** Snillhet eller deling familien vil ha lært («lære å være snill mot lillebroren sin»). */
const virtueWant = (c: NoCtx) =>
  c.virtue === 'kind'
    ? by(
        c,
        `${h(c)} ville lære å være snill mot ${oKin(c)}.`,
        `${h(c)} var glad i ${oKin(c)}, men det var vanskelig å være snill hele dagen, og ${h(c)} ville lære å være snill, skikkelig snill.`,
        `${h(c)} var virkelig glad i ${oKin(c)}, men å være snill hele dagen lang, også når ${o(c)} var plagsom, var det vanskeligste ${h(c)} visste, men ${h(c)} ville lære å være snill likevel.`,
      )
    : by(
        c,
        `${h(c)} ville lære å dele ${it(c)} med ${oKin(c)}.`,
        `${h(c)} og ${oKin(c)} elsket begge ${it(c)}, og ${h(c)} ville lære å dele, noe som er vanskeligere enn det høres ut.`,
        `${h(c)} og ${oKin(c)} elsket begge ${it(c)} mer enn noe annet, og ${h(c)} ville lære å dele, noe som, det vet alle, er mye vanskeligere enn det høres ut.`,
      );

export const quarrel: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      c.virtue
        ? virtueWant(c)
        : by(
            c,
            `${h(c)} og ${o(c)} var bestevenner og elsket ${it(c)}.`,
            `${h(c)} og ${o(c)} var bestevenner. Mest av alt elsket de begge ${it(c)}.`,
            `${h(c)} og ${o(c)} var bestevenner, den sorten som fullfører hverandres setninger. Mer enn noe annet i hele verden elsket de begge ${it(c)}.`,
          ),
    (c) =>
      c.virtue
        ? by(
            c,
            `${h(c)} ville lære å ${c.virtue === 'kind' ? `være snill mot ${oKin(c)}` : `dele ${it(c)} med ${oKin(c)}`}.`,
            `${h(c)} og ${oKin(c)} elsket begge ${it(c)}, og ${h(c)} ville lære å ${c.virtue === 'kind' ? `være snill mot ${o(c)}` : 'dele'}.`,
            `${h(c)} og ${oKin(c)} gjorde nesten alt sammen, og ${h(c)} ville lære å ${c.virtue === 'kind' ? `være snill mot ${o(c)}, alltid` : `dele ${it(c)}, som de begge elsket aller mest`}.`,
          )
        : by(
            c,
            `Bestevennene ${h(c)} og ${o(c)} elsket begge ${it(c)}.`,
            `${h(c)} og ${o(c)} gjorde nesten alt sammen, og begge elsket ${it(c)}.`,
            `${h(c)} og ${o(c)} gjorde nesten alt sammen og delte nesten alt, men ${it(c)} elsket de begge aller mest.`,
          ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `En dag ville begge ha ${it(c)}, og de kranglet.`,
        `En dag ville begge ha ${it(c)} på samme tid. «${den(c).replace(/^d/, 'D')} er ${min(c)}!» ropte ${h(c)}. «Nei, ${den(c)} er ${min(c)}!» ropte ${o(c)} og trampet av sted.`,
        `En dag ville begge ha ${it(c)} på nøyaktig samme tid. «${den(c).replace(/^d/, 'D')} er ${min(c)}!» ropte ${h(c)}, og «Nei, ${den(c)} er ${min(c)}!» ropte ${o(c)}, og de dro og slet helt til ${o(c)} slapp taket og trampet av sted.`,
      ),
    (c) =>
      by(
        c,
        `«${min(c).replace(/^m/, 'M')}!» «Nei, ${min(c)}!» De kranglet om ${it(c)}.`,
        `En dag nappet ${h(c)} ${it(c)} først. «Du er ikke vennen min lenger!» ropte ${o(c)} og trampet av sted.`,
        `En dag nappet ${h(c)} ${it(c)} før ${o(c)} rakk å ta ${den(c)}. «Du er ikke vennen min lenger!» ropte ${o(c)} og trampet av sted uten å se seg tilbake, og ${h(c)} ble stående igjen med ${it(c)}, sint og varm og slett ikke glad.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `Men snart savnet ${h(c)} ${o(c)}.`,
        `Men det var kjedelig å leke alene. ${h(c)} savnet ${o(c)}, og uten ${o(c)} var det ikke noe moro med ${it(c)} heller.`,
        `Men ${it(c)} var ikke noe moro alene, og dagen føltes lang og grå. ${h(c)} savnet ${o(c)} og bestemte seg for å gjøre det godt igjen.`,
      ),
  ],
  meet: quarrelMeet,
  attempt: quarrelAttempt,
  lesson: quarrelLesson,
  progress: quarrelProgress,
  advice: quarrelAdvice,
  ask: quarrelAsk,
  steps: quarrelSteps,
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} gikk bort til ${o(c)}. «Unnskyld,» sa ${c.hero.han}.`,
          `Hjertet dunket, men ${h(c)} gikk bort til ${o(c)}. «Unnskyld at jeg nappet ${it(c)} fra deg,» sa ${c.hero.han}.`,
          `${h(c)} gikk helt bort til ${o(c)}, selv om hjertet dunket, og sa: «Unnskyld. Jeg skulle ikke ha nappet ${it(c)} fra deg.»`,
        ),
      (c) =>
        by(
          c,
          `«Unnskyld, ${o(c)},» sa ${h(c)}, helt stille.`,
          `${h(c)} stilte seg foran ${o(c)} og sa det vanskeligste ordet: «Unnskyld.»`,
          `${h(c)} stilte seg foran ${o(c)}, så ${c.other?.ham ?? 'hen'} inn i øynene og sa det vanskeligste ordet som finnes: «Unnskyld.»`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Crowd(c)} laget et stort skilt til ${o(c)}: UNNSKYLD!`,
          `${Crowd(c)} laget et stort skilt med UNNSKYLD på, og ${h(c)} holdt det opp så ${o(c)} kunne se det.`,
          `${Crowd(c)} malte et stort skilt med UNNSKYLD, ${o(c).toUpperCase()}! på, og ${h(c)} holdt det høyt opp der ${o(c)} ikke kunne unngå å se det.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} ga ${o(c)} ${c.gift.def}: «Unnskyld!»`,
              `${h(c)} holdt ${c.gift.def} fram mot ${o(c)}. «${c.gift.den.replace(/^d/, 'D')} er til deg,» sa ${c.hero.han}. «Unnskyld.»`,
              `${h(c)} holdt fram ${c.gift.def}, det fineste ${c.hero.han} hadde. «${c.gift.den.replace(/^d/, 'D')} er til deg,» sa ${c.hero.han}. «Unnskyld for i stad.»`,
            )
          : null,
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} la ${c.gift.def} i hånda til ${o(c)}. «Unnskyld.»`,
              `${h(c)} trykket ${c.gift.def} i hånda til ${o(c)} og hvisket: «Unnskyld for i stad.»`,
              `${h(c)} trykket ${c.gift.def} i hånda til ${o(c)} og hvisket: «Jeg tok feil, og jeg er lei for det. Unnskyld.»`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `«Unnskyld! Skal vi bytte på?» sa ${h(c)}.`,
          `«Unnskyld,» sa ${h(c)}. «Skal vi bytte på ${it(c)}? Du kan begynne.»`,
          `${h(c)} hadde tenkt ut noe. «Unnskyld,» sa ${c.hero.han} til ${o(c)}. «Skal vi bytte på ${it(c)}? Du kan få begynne.»`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const main = by(
        c,
        `«Unnskyld, jeg også,» sa ${o(c)}, og de klemte hverandre.`,
        `«Unnskyld, jeg også,» sa ${o(c)}, og så lo de begge to.`,
        `«Unnskyld, jeg også,» sa ${o(c)}, litt skjelvende, og før noen av dem skjønte hvordan, lo de begge to.`,
      );
      const after = by(
        c,
        `De byttet på og delte ${it(c)}.`,
        `De byttet på ${it(c)}, én tur til ${o(c)} og én tur til ${h(c)}, og de delte ${den(c)} hele ettermiddagen.`,
        `De delte ${it(c)} hele ettermiddagen og byttet på, én tur til ${o(c)} og én tur til ${h(c)}, og det var dobbelt så gøy som å ha ${den(c)} alene.`,
      );
      return `${main} ${after}`;
    },
  ],
  home: quarrelHome,
  reflection: [
    (c) =>
      c.virtue === 'kind'
        ? by(
            c,
            `Fra da av var ${h(c)} snill mot ${oKin(c)}.`,
            `Fra den dagen var ${h(c)} snill mot ${oKin(c)}, også på sure dager, og ${o(c)} var snill tilbake.`,
            `Fra den dagen var ${h(c)} snill mot ${oKin(c)}, også på sure dager. Å være snill, hadde ${h(c)} lært, er et unnskyld sagt tidlig og en tur gitt først.`,
          )
        : c.virtue === 'share'
          ? by(
              c,
              `${h(c)} hadde lært å dele, og det kjentes godt.`,
              `${h(c)} hadde lært å dele, og å dele ${it(c)}, fant ${h(c)} ut, gjorde det dobbelt så gøy.`,
              `${h(c)} hadde endelig lært å dele, og å dele ${it(c)}, fant ${h(c)} ut, gjorde det ikke halvparten så gøy, men dobbelt så gøy.`,
            )
          : by(
              c,
              `${h(c)} og ${o(c)} var venner igjen og delte ${it(c)}.`,
              `${h(c)} og ${o(c)} var venner igjen, og ${it(c)} var for begge to.`,
              `${h(c)} og ${o(c)} var venner igjen, og ${it(c)} var for begge to. Venner kan bli sinte på hverandre, tenkte ${h(c)}, og likevel være de beste vennene i verden.`,
            ),
    (c) =>
      c.virtue
        ? by(
            c,
            `I morgen skulle ${h(c)} ${c.virtue === 'kind' ? `være snill mot ${o(c)}` : 'dele'} igjen.`,
            c.virtue === 'kind'
              ? `I morgen skulle ${h(c)} være snill mot ${o(c)} igjen, og dagen etter også.`
              : `${h(c)} hadde lært å dele, og i morgen skulle de bytte på ${it(c)} igjen.`,
            c.virtue === 'kind'
              ? `I morgen, bestemte ${h(c)}, skulle ${c.hero.han} være snill mot ${o(c)} igjen, aller først, før noen rakk å bli sure.`
              : `${h(c)} hadde lært å dele, og i morgen skulle de bytte på ${it(c)} igjen, og si unnskyld litt tidligere neste gang.`,
          )
        : by(
            c,
            `I morgen skulle ${h(c)} og ${o(c)} dele ${it(c)} igjen.`,
            `I morgen skulle ${h(c)} og ${o(c)} leke sammen igjen og bytte på ${it(c)}.`,
            `${h(c)} og ${o(c)} ble enige om å bytte på ${it(c)} i morgen også, og si unnskyld litt tidligere neste gang.`,
          ),
  ],
  refrain: [() => `Din tur, min tur, sammen er best!`],
  title: [
    (c) => `${h(c)}, ${o(c)} og ${it(c)}`,
    (c) => `${h(c)} og ${o(c)} blir venner igjen`,
    (c) => `${h(c)} sier unnskyld`,
  ],
};
