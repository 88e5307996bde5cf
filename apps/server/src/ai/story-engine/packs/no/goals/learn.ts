import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { lostGuards } from '../../learn-lost';
import { adj, bare, def, indef, LITEN, type AdjNo } from '../../../grammar/norwegian';
import { withFear } from './learn-fear';
import { lessonsOf, lessonTold, lessonTries, paired, recap } from './learn-lessons';
import { skillWords } from './learn-words';

type S = (c: NoCtx) => string;
type T = (c: NoCtx) => string | null;

const o = (c: NoCtx) => c.owner.name;
const inf = (c: NoCtx) => c.skill?.inf ?? 'klare det';
const hk = (c: NoCtx) => c.helper?.kindDef ?? 'ugla';
const w = skillWords;
const one = (c: NoCtx, list: readonly S[]) => c.p(list)(c);
/** Hvem som heier: alle som er møtt, aldri den som lærer, på seg selv. */
const fans = (c: NoCtx): string => {
  const met = [
    ...(c.buddy ? [c.buddy.name] : []),
    ...c.helpersMet.map((h) => (h.named ? h.name : h.kindDef)),
  ];
  return met.length >= 2 ? 'alle vennene' : (met[0] ?? 'alle');
};
const Fans = (c: NoCtx) => fans(c).charAt(0).toUpperCase() + fans(c).slice(1);

/** Hvor et forsøk skjer: et sted å ta av fra, et tre eller isen når ferdigheten trenger det. */
const spot = (c: NoCtx) => w(c).spot ?? c.place.in;
/** Øvingen skjer der forsøkene skjer: på stedet, om ikke ferdigheten har sitt eget sted. */
const where = (c: NoCtx) => (w(c).spot ? '' : ` ${c.place.in}`);
const fail = (c: NoCtx) => one(c, w(c).fail);
const win = (c: NoCtx) => {
  const [young, mid, old] = w(c).win;
  return by(c, young, mid, old)(c);
};
/**
 * A helper's tip, never one of the lessons: those are told in turn, after the try they mend.
 */
const tip = (c: NoCtx) => {
  const lessons = lessonsOf(c).map((l) => l.lesson);
  const free = w(c).tips.filter((t) => !lessons.some((l) => t(c).includes(l) || l.includes(t(c))));
  return one(c, free.length ? free : w(c).tips);
};
const tryTo = (c: NoCtx) => w(c).tryTo(c);
/** «pep jeg som ei mus hundre ganger»: verbet før subjektet etter «Da jeg lærte det,». */
const slip = (c: NoCtx, times: string) => `${w(c).slip[0]} jeg ${w(c).slip[1]} ${times}`;

type Trait = 'shy' | 'clumsy' | 'scared' | 'small';
/** Hvordan familien beskrev den som lærer: sjenert, klossete, redd eller liten. */
const trait = (c: NoCtx): Trait | undefined =>
  c.owner.char.trait ?? (c.owner.char.size === 'small' ? 'small' : undefined);
const TRAIT_ADJ: Record<Trait, AdjNo> = {
  shy: adj('sjenert', 'sjenert', 'sjenerte'),
  clumsy: adj('klossete', 'klossete', 'klossete'),
  scared: adj('redd', 'redd', 'redde'),
  small: LITEN,
};
const MINSTE = adj('minste', 'minste', 'minste');

/** Ønsket fortalt gjennom egenskapen, så et sjenert pinnsvin er sjenert fra første linje. */
const TRAIT_WANT: Record<Trait, S> = {
  shy: (c) =>
    w(c).voice
      ? by(
          c,
          `${o(c)} var sjenert, og stemmen ${c.owner.hans} gjemte seg når noen hørte på. Men mer enn noe annet ville ${c.owner.han} ${inf(c)}.`,
          `${o(c)} var ${indef(c.owner.noun, [TRAIT_ADJ.shy])}, og når noen hørte på, ble stemmen ${c.owner.hans} liten og gjemte seg. Men mer enn noe annet ville ${c.owner.han} ${inf(c)}.`,
          `${o(c)} var sjenert, så sjenert at stemmen ${c.owner.hans} krympet til en hvisking hver gang noen snudde seg for å lytte. Likevel ville ${c.owner.han} mer enn noe annet i hele verden ${inf(c)}.`,
        )
      : by(
          c,
          `${o(c)} var sjenert og prøvde bare når ingen så på. Men mer enn noe annet ville ${c.owner.han} ${inf(c)}.`,
          `${o(c)} var ${indef(c.owner.noun, [TRAIT_ADJ.shy])} som bare prøvde når ingen så på. Men mer enn noe annet ville ${c.owner.han} ${inf(c)}.`,
          `${o(c)} var sjenert, av den sorten som bare prøver når ingen ser. Likevel ville ${c.owner.han} mer enn noe annet i hele verden ${inf(c)}.`,
        ),
  clumsy: (c) =>
    by(
      c,
      `${o(c)} var litt klossete og snublet ofte i sine egne bein. Men mer enn noe annet ville ${c.owner.han} ${inf(c)}.`,
      `${o(c)} var ${indef(c.owner.noun, [TRAIT_ADJ.clumsy])} som dultet borti ting og mistet ting i gulvet. Men mer enn noe annet ville ${c.owner.han} ${inf(c)}.`,
      `${o(c)} var klossete, av den sorten som snubler i ingenting og velter melka to ganger til frokost. Likevel ville ${c.owner.han} mer enn noe annet ${inf(c)}.`,
    ),
  scared: (c) =>
    by(
      c,
      `${o(c)} ble lett redd, og nye ting fikk knærne ${c.owner.hans} til å skjelve. Men mer enn noe annet ville ${c.owner.han} ${inf(c)}.`,
      `${o(c)} var litt redd for nye ting, og bare tanken på å prøve ga ${c.owner.ham} sommerfugler i magen. Men mer enn noe annet ville ${c.owner.han} ${inf(c)}.`,
      `${o(c)} ble lett redd; nye ting fikk hjertet ${c.owner.hans} til å hamre og knærne til å bli myke. Likevel ville ${c.owner.han} mer enn noe annet ${inf(c)}.`,
    ),
  small: (c) =>
    by(
      c,
      `${o(c)} var liten, men ønsket ${c.owner.hans} var stort: å ${inf(c)}.`,
      `${o(c)} var ${def(c.owner.noun, [MINSTE])} på mange mil, men ønsket ${c.owner.hans} var stort: å ${inf(c)}.`,
      `${o(c)} var ${def(c.owner.noun, [MINSTE])} på mange mil, men ønsket inni ${c.owner.ham} var stort som et fjell: å ${inf(c)}.`,
    ),
};

/** Egenskapen ved vendepunktet: hva den sjenerte, klossete, redde eller lille gjør med den. */
const TRAIT_TURN: Record<Trait, S> = {
  shy: (c) =>
    w(c).voice
      ? by(
          c,
          `${o(c)} var fortsatt sjenert, men denne gangen lot ${c.owner.han} ikke stemmen sin gjemme seg.`,
          `${o(c)} var fortsatt sjenert, og alle hørte på. Men denne gangen lot ${c.owner.han} ikke stemmen sin gjemme seg.`,
          `${o(c)} var fortsatt sjenert, og alle ører var vendt mot ${c.owner.ham}. Men denne gangen ville ${c.owner.han} ikke la stemmen sin gjemme seg.`,
        )
      : by(
          c,
          `${o(c)} var fortsatt sjenert, og alle så på. Men ${c.owner.han} gjemte seg ikke.`,
          `${o(c)} var fortsatt sjenert, og alle så på. Men denne gangen ventet ${c.owner.han} ikke på at de skulle se bort.`,
          `${o(c)} var fortsatt sjenert, og alle øyne var rettet mot ${c.owner.ham}. Men denne gangen ventet ${c.owner.han} ikke på at de skulle se en annen vei.`,
        ),
  clumsy: (c) =>
    by(
      c,
      `${o(c)} følte seg fortsatt klossete, så ${c.owner.han} tok det sakte og forsiktig.`,
      `${o(c)} følte seg fortsatt klossete, men nå visste ${c.owner.han} at sakte og stødig slår fort og vinglete.`,
      `${o(c)} følte seg fortsatt klossete, men ${c.owner.han} hadde lært at sakte og forsiktig slår fort og vinglete, hver eneste gang.`,
    ),
  scared: (c) =>
    by(
      c,
      `${o(c)} var fortsatt redd, men ${c.owner.han} var modig likevel.`,
      `${o(c)} var fortsatt litt redd, men å være modig er å være redd og prøve likevel.`,
      `${o(c)} var fortsatt redd, og hjertet dunket. Men nå visste ${c.owner.han} at å være modig er å være redd og prøve likevel.`,
    ),
  small: (c) =>
    by(
      c,
      `${o(c)} var liten, men hjertet ${c.owner.hans} var stort.`,
      `${o(c)} var fortsatt minst av alle, men ${c.owner.han} hadde det største ønsket.`,
      `${o(c)} var fortsatt minst av alle, men som alle snart skulle få se, trenger man ikke være stor for å ha et stort ønske.`,
    ),
};

/** Et vendepunkt med egenskapen først, når familien nevnte en. */
const turned =
  (t: T): T =>
  (c) => {
    const line = t(c);
    const tr = trait(c);
    const told = line && tr ? `${TRAIT_TURN[tr](c)} ${line}` : line;
    const learnt = recap(c);
    return told && learnt ? `${told} ${learnt}` : told;
  };
/** Et ønske fortalt rett fram bare når ingen egenskap farger det. */
const plain =
  (t: T): T =>
  (c) =>
    trait(c) || c.dream ? null : t(c);

/** Et løst forsøk, bare når det ikke er et i rekken av leksjoner å fortelle. */
const loose =
  (t: T): T =>
  (c) =>
    paired(c) ? null : t(c);

const { lostIt, unlost, orLost } = lostGuards<NoCtx>((c) => w(c).gone);
const gone = (c: NoCtx) => w(c).gone?.(c) ?? '';
/** Den som lærer, drømmer om å bli noe, og ferdigheten er veien dit. */
const dreamWant = (c: NoCtx) =>
  by(
    c,
    `${o(c)} ville bli ${c.dream} mer enn noe annet. Men først måtte ${c.owner.han} lære å ${inf(c)}.`,
    `${o(c)} ville bli ${c.dream} mer enn noe annet i hele verden, og ${c.owner.han} visste hva det betydde: ${c.owner.han} måtte lære å ${inf(c)}.`,
    `${o(c)} drømte om å bli ${c.dream} en dag, den beste som fantes, og alle sånne drømmer begynner på samme måte: ${c.owner.han} måtte lære å ${inf(c)}.`,
  );

const plainLearn: GoalTexts<NoCtx> = {
  want: [
    orLost(
      (c) =>
        by(
          c,
          `Før kunne ${o(c)} ${inf(c)}. Men en morgen ${gone(c)}!`,
          `${o(c)} hadde alltid kunnet ${inf(c)}, {helt siden ${c.owner.han} var liten|så lenge ${c.owner.han} kunne huske}. Men en morgen ${gone(c)}.`,
          `${o(c)} hadde alltid kunnet ${inf(c)}, så lenge ${c.owner.han} kunne huske. Men en morgen ${gone(c)}, og uansett hva ${c.owner.han} gjorde, kom det ikke tilbake.`,
        ),
      (c) => {
        if (c.dream) return dreamWant(c);
        const tr = trait(c);
        return tr ? TRAIT_WANT[tr](c) : null;
      },
    ),
    unlost(
      plain((c) =>
        by(
          c,
          `Mer enn {noe annet|alle kakene i verden} ville ${o(c)} ${inf(c)}.`,
          `Mer enn noe annet ville ${o(c)} ${inf(c)}, og ${c.owner.han} {drømte om det hver natt|tenkte på det hele dagen|snakket om det ved hvert måltid}.`,
          `Mer enn noe annet i hele verden ville ${o(c)} ${inf(c)}. {${c.owner.han} drømte om det om natta og tenkte på det hele dagen|${c.owner.han} tegnet det på hver eneste papirlapp|${c.owner.han} øvde litt hver dag bak boden}.`,
        ),
      ),
    ),
    unlost(
      plain((c) =>
        by(
          c,
          `${o(c)} hadde {ett|et} {stort|hemmelig} ønske: å ${inf(c)}.`,
          `${o(c)} hadde ett {stort|hemmelig|blankt} ønske: å ${inf(c)}, bare én gang, helt selv.`,
          `${o(c)} hadde ett stort ønske, sånn som man bærer i lomma og tar fram når ingen ser: å kunne ${inf(c)}.`,
        ),
      ),
    ),
  ],
  show: [
    (c) => {
      if (!c.skill || lostIt(c)) return null;
      const voice = w(c).voice === true;
      const see = voice ? 'hørte' : 'så';
      return by(
        c,
        `${o(c)} ${see} de andre ${inf(c)} {hver dag|hver kveld|etter maten}.`,
        `Hver {kveld|ettermiddag} {satt ${o(c)} på muren|kikket ${o(c)} rundt hjørnet|sto ${o(c)} på tærne} og ${see} de andre ${inf(c)}, og ${voice ? `${c.owner.han} nynnet med, helt stille` : `${c.owner.han} prøvde det samme selv etterpå`}.`,
        `Hver {kveld|ettermiddag} fant ${o(c)} en grunn til å gå forbi der de andre ${c.skill.past}, og ble stående {litt for lenge|lenger enn nødvendig}, mens ${c.owner.han} ${voice ? 'nynnet med under pusten' : 'prøvde å gjøre det samme når ingen så'}.`,
      );
    },
  ],
  problem: [
    orLost(
      (c) =>
        by(
          c,
          `Hver gang ${o(c)} prøvde, ${one(c, w(c).wrong)}.`,
          `${o(c)} prøvde og prøvde, men hver gang ${one(c, w(c).wrong)}.`,
          `${o(c)} prøvde om morgenen og om kvelden, men hver gang ${one(c, w(c).wrong)}, og ${c.owner.han} savnet det mer for hver dag.`,
        ),
      (c) =>
        by(
          c,
          `Men ${o(c)} kunne ikke ${inf(c)}, {ikke ennå|ikke i det hele tatt|ikke det spor}.`,
          `Men ${o(c)} kunne ikke ${inf(c)} ennå, og hver gang ${c.owner.han} prøvde, ${one(c, w(c).wrong)}.`,
          `Problemet var at hver gang ${o(c)} prøvde, gikk noe galt, og i det siste hadde ${c.owner.han} begynt å lure på om ${c.owner.han} noen gang ville klare det.`,
        ),
    ),
    unlost((c) =>
      by(
        c,
        `Alle kunne ${inf(c)} {unntatt|bortsett fra} ${o(c)}, og det var {trist|vanskelig|ikke rettferdig}.`,
        `Det virket som alle kunne ${inf(c)}, alle unntatt ${o(c)}, og ${c.owner.han} følte seg {utenfor|litt lei seg|veldig liten}.`,
        `Det virket som alle kunne ${inf(c)}, alle unntatt ${o(c)}, og det føltes som en liten stein i skoen som ikke ville riste seg ut.`,
      ),
    ),
  ],
  decide: [
    orLost(
      (c) =>
        by(
          c,
          `«Jeg skal få det tilbake!» sa ${o(c)}.`,
          `«Jeg skal få det tilbake,» sa ${o(c)}, «og jeg vet hvem jeg kan spørre!»`,
          `«Jeg skal få det tilbake,» sa ${o(c)}, «om jeg så må spørre hver eneste en i hele verden.» Og så dro ${c.team.de} av sted.`,
        ),
      (c) =>
        by(
          c,
          `«Jeg skal lære det {i dag|nå|denne uka}!» sa ${o(c)}.`,
          `«Jeg skal lære det,» sa ${o(c)}, «og jeg vet akkurat hvem jeg skal {spørre|be om hjelp}!»`,
          `«Jeg skal lære det,» sa ${o(c)}, «og jeg gir meg ikke før jeg kan det.» Og så dro ${c.team.de} for å finne noen som kunne lære ${c.owner.ham} det.`,
        ),
    ),
    (c) =>
      c.buddy
        ? by(
            c,
            `«Jeg hjelper deg,» sa ${c.buddy.name}, «{kom igjen|la oss gå|med en gang}!»`,
            `«Jeg hjelper deg,» sa ${c.buddy.name}, «og vi finner noen som {kan det|kan vise deg}.»`,
            `«Da hjelper jeg deg,» sa ${c.buddy.name}, «og så finner vi noen som kan det. Det er alltid noen som kan.»`,
          )
        : null,
  ],
  // A try in the chain of lessons first; a loose try only when the lessons are all told.
  attempt: [
    ...lessonTries,
    ...(
      [
        (c) =>
          by(
            c,
            `${o(c)} prøvde å ${tryTo(c)} ${spot(c)}, men ${fail(c)}.`,
            `${c.v2(c.front(), 'prøvde', o(c), `å ${tryTo(c)} igjen`)}, men ${fail(c)}.`,
            `«En gang til,» sa ${o(c)}, og prøvde å ${tryTo(c)}, ${c.p(['denne gangen etter å ha talt til tre', 'denne gangen etter å ha trukket pusten dypt', 'denne gangen veldig forsiktig'])}. Men ${fail(c)}.`,
          ),
        (c) =>
          by(
            c,
            `«{En, to, tre|Nå|Klar, ferdig, gå}!» {sa|ropte} ${o(c)}, men ${fail(c)}.`,
            `«{En, to, tre, nå|Klar, ferdig, gå}!» ${o(c)} prøvde av all kraft, men ${fail(c)}.`,
            `«En, to, tre, nå!» ${o(c)} prøvde med hver eneste dråpe krefter ${c.owner.han} hadde, men ${fail(c)}, og det var slett ikke planen.`,
          ),
        (c) =>
          by(
            c,
            `${o(c)} prøvde {igjen|en gang til|på nytt}, men ${fail(c)}.`,
            `${o(c)} prøvde ${spot(c)}, men ${fail(c)}.`,
            `${o(c)} prøvde ${spot(c)}, men ${fail(c)}. Likevel la ${c.owner.han} merke til noe nyttig: Det gikk litt bedre når ${c.owner.han} {ikke hastet|pustet rolig|tenkte på rådene}.`,
          ),
        (c) =>
          c.buddy
            ? by(
                c,
                `${c.buddy.name} {heiet|klappet|ropte hurra}, og ${o(c)} prøvde, men ${fail(c)}.`,
                `«Du klarer det!» ropte ${c.buddy.name}, og ${o(c)} prøvde ${spot(c)}, men ${fail(c)}.`,
                `«Nå, nå, nå!» ropte ${c.buddy.name} og hoppet opp og ned, og ${o(c)} ga alt ${c.owner.han} hadde, men ${fail(c)}.`,
              )
            : null,
        (c) =>
          by(
            c,
            `${o(c)} ${one(c, w(c).practise)}${where(c)}, {om og om igjen|hele ettermiddagen|igjen og igjen}.`,
            `${o(c)} ${one(c, w(c).practise)}${where(c)}, {om og om igjen|til ${c.owner.han} var andpusten|helt til sola flyttet seg}, men ${fail(c)}.`,
          ),
      ] as T[]
    ).map(loose),
  ],
  lesson: lessonTold,
  progress: [
    (c) =>
      by(
        c,
        `${o(c)} ble {litt|en tanke|en liten bit} flinkere ${c.place.in}.`,
        `For hver gang ${c.place.in} ble ${o(c)} {litt|en tanke|en liten bit} flinkere.`,
        `Hvert forsøk var litt bedre enn det forrige, og ${o(c)} begynte å kjenne det, slik man kjenner at {våren kommer|det lysner|vinden snur}.`,
      ),
    (c) =>
      by(
        c,
        `«{Nesten|Så nære|Bare litt til}!» {sa|ropte|jublet} ${o(c)} ${c.place.in}.`,
        `«Nesten!» {sa|ropte} ${o(c)}, «jeg {klarte det nesten|hadde det nesten} den gangen ${c.place.in}!»`,
        `«Så du det?» sa ${o(c)}. «Et øyeblikk der hadde jeg det {nesten|helt|så godt som}!»`,
      ),
    // Only once someone has given a tip to think of.
    (c) =>
      c.helpersMet.length > 0
        ? by(
            c,
            `${o(c)} {husket|tenkte på} rådet og {smilte|nikket|prøvde litt}.`,
            `${o(c)} tenkte på rådet, {øvde litt|prøvde forsiktig|lukket øynene}, og kjente at det {satt litt bedre|gikk litt lettere|nesten stemte}.`,
          )
        : null,
    (c) =>
      c.buddy
        ? by(
            c,
            `«Du blir {flinkere|bedre|sterkere}!» sa ${c.buddy.name}.`,
            `«Du blir flinkere for hver gang,» sa ${c.buddy.name}, {og det var sant|og ${o(c)} ble varm om ørene|og klappet}.`,
          )
        : null,
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `${hk(c)} viste ${o(c)} hvordan man skal ${tip(c)}.`,
            `${hk(c)} viste ${o(c)}, {sakte|to ganger|veldig tålmodig}, hvordan man skal ${tip(c)}.`,
            `${hk(c)} viste ${o(c)}, {sakte|to ganger|med stor tålmodighet}, hvordan man skal ${tip(c)}, og ${o(c)} prøvde å huske alt sammen.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«{Da jeg lærte det|Da jeg var liten|I starten}, ${slip(c, '{mange ganger|hundre ganger|hele tiden|hver dag}')},» sa ${hk(c)}{| og smilte| og blunket| lavt}.`,
            `«Da jeg lærte det, ${slip(c, 'hundre ganger')},» sa ${hk(c)}, «så ikke {vær redd|gi deg|tenk på det}.»`,
            `«Da jeg lærte det, ${slip(c, 'omtrent hundre ganger')},» sa ${hk(c)}, «og hver gang lærte jeg noe.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«{Bare husk|Husk|Prøv} å ${tip(c)},» sa ${hk(c)} {snilt|og blunket|og nikket}.`,
            `«Hemmeligheten,» sa ${hk(c)}, «er å ${tip(c)}.»`,
            `«Hemmeligheten,» sa ${hk(c)} og lente seg nærmere, «er å ${tip(c)}. Det glemmer alle i begynnelsen.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«{Prøv igjen|Ikke gi opp|Én gang til},» sa ${hk(c)}, «og husk å ${tip(c)}.»`,
            `«Ikke gi opp,» sa ${hk(c)}, «og husk å ${tip(c)}.»`,
            `«Ingen lærer det på én dag,» sa ${hk(c)} vennlig, «men husk å ${tip(c)}, så kommer du dit.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${hk(c)} {gjorde det først|viste hvordan|tok det sakte}, og ${o(c)} {så nøye|fulgte med|myste}.`,
            `${hk(c)} gjorde det først, {sakte|én gang til|veldig tydelig}, og ${o(c)} fulgte med så nøye at ${c.owner.han} glemte å blunke.`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Vet du hvordan man kan ${inf(c)}?» spurte ${o(c)} {håpefullt|med en gang|sjenert}.`,
            `«Hvordan gjør man det når man skal ${inf(c)}?» spurte ${o(c)} {sjenert|håpefullt|med en gang}.`,
            `«Jeg lurer på,» sa ${o(c)} {sjenert|håpefullt}, «om du kunne vise meg hvordan man kan ${inf(c)}?»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Kan du {hjelpe|lære} ${o(c) === c.hero.name ? 'meg' : o(c)} å ${inf(c)}?» spurte ${c.hero.name}.`,
            `«Kan du lære ${o(c) === c.hero.name ? 'meg' : o(c)} å ${inf(c)}?» spurte ${c.hero.name} {høflig|ivrig|med store øyne}.`,
            `«Unnskyld,» sa ${c.hero.name} høflig, «vet du hvordan man kan ${inf(c)}? Vi har prøvd i {evigheter|hundre år|hele dagen}.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${o(c)} viste ${hk(c)} hvordan ${c.owner.han} prøvde, og ${hk(c)} {nikket|smilte|tenkte}.`,
            `${o(c)} viste ${hk(c)} hvordan ${c.owner.han} pleide å prøve, og ${hk(c)} {så lenge på det|nikket langsomt|klødde seg i hodet}.`,
          )
        : null,
  ],
  turn: {
    brave: [
      turned((c) =>
        by(
          c,
          `${o(c)} trakk pusten {dypt|godt|sakte}, ga ikke opp og prøvde én gang til.`,
          `${o(c)} sto helt stille og trakk pusten dypt. ${c.owner.han} husket hvert forsøk og hvert råd. Så prøvde ${c.owner.han} én gang til.`,
          `${o(c)} sto helt stille, trakk pusten langsomt og tenkte på hvert forsøk og hvert råd på veien. Så, med hjertet dunkende, prøvde ${c.owner.han} en siste gang.`,
        ),
      ),
      turned((c) =>
        by(
          c,
          `«Nå {eller aldri|skal det skje|klarer jeg det},» sa ${o(c)} og prøvde {igjen|en gang til}.`,
          `«Nå eller aldri,» sa ${o(c)} {lavt|bestemt|til seg selv}, og prøvde med alt ${c.owner.han} hadde lært.`,
        ),
      ),
    ],
    together: [
      turned((c) =>
        by(
          c,
          `Alle {kom for å se|samlet seg|stilte seg opp} og ropte: «Du klarer det!»`,
          `${Fans(c)} kom for å se og ropte: «Du klarer det!» Og ${o(c)} prøvde igjen.`,
          `${fans(c) === 'alle vennene' ? `Alle vennene ${c.team.de} hadde fått underveis,` : Fans(c)} samlet seg rundt. «Du klarer det!» ropte de, og med alle som heiet, prøvde ${o(c)} igjen.`,
        ),
      ),
    ],
    gift: [
      turned((c) =>
        c.gift
          ? by(
              c,
              `${o(c)} holdt ${c.gift.def} {godt|tett|hardt} og prøvde igjen.`,
              `${o(c)} holdt godt i ${c.gift.def}. Det føltes som en venns hånd. Så prøvde ${c.owner.han} igjen.`,
              `${o(c)} tok fram ${c.gift.def} og holdt ${c.gift.den} godt. ${c.gift.den} minnet ${c.owner.ham} om vennlighet, og om hvor langt ${c.owner.han} hadde kommet. Så prøvde ${c.owner.han} igjen.`,
            )
          : null,
      ),
    ],
    clever: [
      turned((c) =>
        by(
          c,
          `${o(c)} fikk en idé og brukte {alle rådene|hvert råd|alt ${c.owner.han} hadde lært} på én gang.`,
          `${o(c)} fikk en idé: Hva om ${c.owner.han} brukte alle rådene på én gang? ${c.owner.han} prøvde igjen.`,
          `${o(c)} fikk en idé. Hver hjelper hadde gitt én bit av puslespillet; hva om ${c.owner.han} satte dem sammen? ${c.owner.han} prøvde igjen, forsiktig.`,
        ),
      ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `«{Se|Se på meg|Nå|Jeg klarer det}!» {ropte|jublet|hvisket} ${o(c)}, for {denne gangen|nå|endelig} gikk det. ${win(c)}`,
        `Og denne gangen gikk det! ${win(c)}`,
        `Og denne gangen, endelig, gikk det. ${win(c)}`,
      ),
    (c) =>
      by(
        c,
        `{Først|Et øyeblikk|En liten stund} skjedde {ingenting|nesten ingenting|bare litt}, og så skjedde det! ${win(c)}`,
        `Først skjedde ingenting, og så skjedde alt på en gang. ${win(c)}`,
        `Et øyeblikk holdt hele verden pusten, og så skjedde det. ${win(c)}`,
      ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `Nå kunne ${o(c)} ${inf(c)}, og ${c.owner.han} var {så glad|veldig stolt|full av glede}.`,
        c.dream
          ? `${o(c)} hadde lært å ${inf(c)}, og nå var ${c.owner.han} et stort steg nærmere å bli ${c.dream}.`
          : lostIt(c)
            ? `${o(c)} kunne ${inf(c)} igjen, {og det var som å få en gammel venn tilbake|og ${c.owner.han} skulle passe godt på det}.`
            : `${o(c)} hadde lært å ${inf(c)}, {ett forsøk om gangen|litt etter litt|med god hjelp}.`,
        `${o(c)} hadde lært at de vanskeligste tingene læres ett forsøk om gangen, og at ${w(c).bump} hører med.`,
      ),
    (c) =>
      by(
        c,
        `I morgen skulle ${o(c)} ${inf(c)} {igjen|enda mer|hele dagen}.`,
        `I morgen skulle ${o(c)} ${inf(c)} igjen, {bare for moro skyld|og vise alle|fra morgen til kveld}.`,
        `I morgen, bestemte ${o(c)}, skulle ${c.owner.han} ${inf(c)} igjen, ikke for å vise noe, bare for gleden sin skyld.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} {smilte|lo|gliste} hele kvelden, for nå kunne ${c.owner.han} ${inf(c)}.`,
        `Hele kvelden {smilte|gliste} ${o(c)}, og {innimellom|flere ganger|før ${c.owner.han} sovnet} øvde ${c.owner.han} litt, bare for å kjenne at det satt.`,
      ),
  ],
  refrain: [
    (c) => `Litt om litt og dag for dag, ${o(c)} får det til, ja, det blir bra!`,
    (c) => `Ett forsøk til og én gang til, ${o(c)} klarer det, om ${c.owner.han} bare vil!`,
  ],
  title: [
    (c) => `${o(c)} lærer å ${inf(c)}`,
    (c) => `hvordan ${o(c)} lærte å ${inf(c)}`,
    (c) => {
      const tr = trait(c);
      return `${def(c.owner.noun, tr ? [TRAIT_ADJ[tr]] : [])} som ville ${inf(c)}`;
    },
    (c) => `${o(c)} vil ${inf(c)}`,
    (c) => `${o(c)} drømmer om å ${inf(c)}`,
    (c) => `en dag skal ${o(c)} ${inf(c)}`,
    (c) => `da ${o(c)} lærte å ${inf(c)}`,
    (c) => `én gang til, ${o(c)}!`,
    (c) => `${c.owner.gen} {store|hemmelige} ønske`,
    (c) =>
      trait(c) === 'shy' && w(c).voice
        ? `${o(c)} finner stemmen sin`
        : trait(c) === 'small'
          ? `${bare(c.owner.noun, [LITEN])}, stort ønske`
          : trait(c) === 'scared'
            ? `modige lille ${o(c)}`
            : trait(c) === 'clumsy'
              ? `${o(c)}, sakte og stødig`
              : null,
    ...[0, 1, 2, 3].map((i) => (c: NoCtx) => w(c).titles[i]?.(c) ?? null),
  ],
};

export const learn: GoalTexts<NoCtx> = withFear(plainLearn);
