// Det en lang første dag forteller når hver del av dagen er over, i tillegg til det som går
// galt: farvel ved døra, lappen i matboksen, klokka som ringer ut etter gymmen. Hvert øyeblikk
// fører inn i neste del av dagen.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { Carer, carer, h, kg, school, teacher } from '../first-day-words';

type Steps = NonNullable<GoalTexts<NoCtx>['steps']>;

/** Veien dit, før skolen er i sikte: magen, hånda, og så dukker den opp. */
const walk: Steps['walk'] = [
  (c) =>
    by(
      c,
      `På veien holdt ${h(c)} ${carer(c)} hardt i hånda. Så kom ${school(c)} til syne!`,
      `På veien holdt ${h(c)} seg tett inntil ${carer(c)}. De passerte bakeriet og den gule postkassa, og for hvert hjørne ble magen litt mer urolig. Så kom ${school(c)} til syne.`,
      `På veien holdt ${h(c)} seg tett inntil ${carer(c)} og sa nesten ingenting. De passerte bakeriet, den gule postkassa og huset med den sinte katten i vinduet, og for hvert hjørne kriblet det litt mer i magen. Så kom ${school(c)} til syne, mye større enn ${c.hero.han} husket.`,
    ),
];

const goodbye: Steps['goodbye'] = [
  (c) =>
    by(
      c,
      `Nå måtte ${carer(c)} gå. ${h(c)} vinket og vinket.`,
      `Nå måtte ${carer(c)} gå på ordentlig. ${h(c)} sto ved vinduet og vinket, og ${carer(c)} vinket tilbake hele veien bort til porten.`,
      `Nå måtte ${carer(c)} gå på ordentlig. ${h(c)} sto ved vinduet og vinket, og ${carer(c)} vinket tilbake hele veien bort til porten. Det kjentes rart i magen, men så la ${teacher(c)} en hånd på skulderen: «Kom, nå skal vi finne plassen din.»`,
    ),
];

const lunch: Steps['lunch'] = [
  (c) =>
    by(
      c,
      `I matboksen lå en lapp fra ${carer(c)}. Et hjerte!`,
      `Da ${h(c)} hadde spist opp, lå det en liten lapp i bunnen av matboksen. ${Carer(c)} hadde tegnet et hjerte og skrevet: «Du klarer det!»`,
      `Da ${h(c)} hadde spist opp, lå det en liten lapp i bunnen av matboksen. ${Carer(c)} hadde tegnet et stort hjerte og skrevet: «Du klarer det!» ${h(c)} brettet lappen sammen og stakk den i lomma, der den lå varm resten av dagen.`,
    ),
];

const bell: Steps['bell'] = [
  (c) => {
    const out = kg(c) ? 'Så var det tid for å gå ut' : 'Så ringte det ut';
    return by(
      c,
      `${out}. Alle løp etter jakkene!`,
      `${out}, og ${teacher(c)} klappet i hendene: «Ut og lek!» Alle løp til garderoben etter jakker og sko, og ${h(c)} løp med dem.`,
      `${out}, og ${teacher(c)} klappet i hendene: «Ut og lek, alle sammen!» Alle løp til garderoben etter jakker og sko, og ${h(c)} løp med dem, for første gang uten å lure på hvor ${c.hero.han} skulle.`,
    );
  },
];

const courage: Steps['courage'] = [
  (c) =>
    by(
      c,
      `${h(c)} tenkte på alt som hadde gått bra i dag. Kanskje dette også kunne gå?`,
      `${h(c)} sto stille et øyeblikk og tenkte på alt som allerede hadde gått bra i dag, det ene etter det andre. «Da klarer jeg kanskje dette også,» tenkte ${c.hero.han}.`,
      `${h(c)} sto stille et øyeblikk og tenkte tilbake på dagen: alt som hadde gått galt, og alt som likevel hadde ordnet seg, det ene etter det andre. Hver gang hadde det gått bedre enn fryktet. «Da klarer jeg kanskje dette også,» tenkte ${c.hero.han} og rettet ryggen.`,
    ),
];

/** Øyeblikkene en lang første dag forteller når hver del av dagen er over (plan GoalStep). */
export const firstDayMoments: Steps = { walk, goodbye, lunch, bell, courage };
