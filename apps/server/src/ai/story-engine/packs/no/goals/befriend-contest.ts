// En konkurranse å vinne eller en forestilling å stå i: hva det er og hva som håpes, øvingen
// hjemme og i nærheten med tilbakeslag som lærer bort noe, venninna eller søsteren som gjør sin
// del, kvelden før, selve dagen med de andre som er med, et uhell møtt med det som ble øvd på
// eller med hjelp fra en venn, og resultatet sagt vennlig og sant. Aldri et kart eller en topp.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { eachOnce, firstAt } from '../../place-beats';
import { eventWordsNo, type EventWordsNo } from './contest-words';
import { dayMoments, homeMoments, practiceMoments } from './contest-moments';
import {
  sessionFixesNo,
  sessionHitchesNo,
  sessionStrugglesNo,
  sessionTableNo,
} from './contest-sessions';
import { betweenSessions } from '../../contest-sessions';
import { eventOf, firstPractice, isShow, stepOf } from '../../contest-steps';
import { toldHere } from '../../family-beats';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
const T = (c: NoCtx) => c.team.name;
const ev = (c: NoCtx): EventWordsNo => eventWordsNo(c, eventOf(c));
const won = (c: NoCtx) => c.contest?.won === true;
/** Venninna eller søsteren ved navn, ellers den voksne som hjelper, eller klassen. */
const buddy = (c: NoCtx) => c.friend?.name ?? c.helper?.name ?? (isShow(c) ? 'læreren' : 'mamma');
/** En linje skrevet for to, fortalt om helten alene når ingen venn er med. */
const us = (c: NoCtx, s: string) =>
  c.team.plural
    ? s
    : s
        .replace(/\bde\b/g, c.hero.han)
        .replace(/\bDe\b/g, cap(c.hero.han))
        .replace(/\bdem\b/g, c.hero.ham);
const grown = (c: NoCtx) => c.helper?.name ?? 'mamma';
/** «dere klare», eller «du klar» til én. */
const ready = (c: NoCtx) => (c.team.plural ? 'dere klare' : 'du klar');
const klar = (c: NoCtx) => (c.team.plural ? 'klare' : 'klar');
const oss = (c: NoCtx) => (c.team.plural ? 'oss' : 'meg');
const vi = (c: NoCtx) => (c.team.plural ? 'Vi' : 'Jeg');

/** Øvingen, kvelden før og selve dagen, én på hvert sted. */
const atPlace = (c: NoCtx): string => {
  const w = ev(c);
  const s = stepOf(c);
  if (s === 'day')
    return by(
      c,
      `Det var dagen for ${w.the}! ${w.others}. ${cap(w.start)}.`,
      `Endelig var det dagen for ${w.the}. ${w.others}, og det kriblet i magen til ${h(c)}. ${cap(w.start)}.`,
      `Endelig var dagen for ${w.the} kommet. ${w.others}, og ${T(c)} sto blant dem med sommerfugler i magen. ${cap(w.start)}.`,
    );
  if (s === 'eve')
    return by(
      c,
      `Kvelden før ${verbFirst(c, w.eve)}.`,
      `Kvelden før ${verbFirst(c, w.eve)}. «I morgen,» sa ${grown(c)}, «er ${ready(c)}.»`,
      `Kvelden før ${verbFirst(c, w.eve)}. «I morgen,» sa ${grown(c)} og smilte, «er ${ready(c)}, helt og fullt.»`,
    );
  if (firstPractice(c))
    return by(
      c,
      `${T(c)} ${w.practise}. Men ${w.slip}.`,
      `Hver dag ${verbFirst(c, w.practise)}. Men en dag gikk det galt: ${w.slip}.`,
      `Hver eneste dag ${verbFirst(c, w.practise)}, til armene verket. Men en ettermiddag gikk det galt: ${w.slip}, og en stund sa ingen noe som helst.`,
    );
  return by(
    c,
    `${T(c)} øvde igjen. ${cap(w.part(buddy(c)))}.`,
    `${T(c)} øvde igjen og igjen. ${cap(w.part(buddy(c)))}, og denne gangen gikk det litt bedre.`,
    `${T(c)} øvde igjen, og så en gang til, og så én gang til for sikkerhets skyld. ${cap(w.part(buddy(c)))}, og denne gangen gikk det mye bedre enn før.`,
  );
};

/** Etter et adverb først kommer verbet før subjektet: «Hver dag bygde Ava og Lily …». */
function verbFirst(c: NoCtx, phrase: string): string {
  const [verb, ...rest] = phrase.split(' ');
  return `${verb} ${T(c)} ${rest.join(' ')}`;
}

/** Et lite øyeblikk, fortalt mellom øktene (de bærer handlingen). */
const between = betweenSessions(sessionTableNo);

/** Etter hvert steg: lærdommen fra øvingen, natta, og uhellet på selve dagen. */
const after = (c: NoCtx): string | null => {
  const w = ev(c);
  const s = stepOf(c);
  if (s === 'day')
    return by(
      c,
      `Først gikk alt bra.`,
      `Først gikk alt bra, akkurat som hjemme.`,
      `Først gikk alt bra, akkurat som alle de gangene hjemme, og ${h(c)} begynte å puste igjen.`,
    );
  // (Søvnen kommer med kveldens siste økt, nervene i senga: sekken pakkes først.)
  if (s === 'eve')
    return by(
      c,
      `Bare én natt igjen!`,
      `${h(c)} så på kalenderen på veggen. Bare én natt igjen!`,
      `${h(c)} så på kalenderen på veggen, på den siste tomme ruta før den store, og kjente et kribl helt ned i tærne.`,
    );
  if (firstPractice(c))
    return by(
      c,
      `«${w.lesson},» sa ${buddy(c)}.`,
      `«${w.lesson},» sa ${buddy(c)}. ${T(c)} prøvde igjen, og det gikk litt bedre.`,
      `«${w.lesson},» sa ${buddy(c)} ettertenksomt. ${T(c)} prøvde igjen og husket det, og denne gangen gikk det mye bedre.`,
    );
  return by(
    c,
    `${T(c)} ble bedre og bedre.`,
    `Litt etter litt ble ${T(c)} bedre, og ${h(c)} begynte å smile.`,
    `Litt etter litt, forsøk for forsøk, ble ${T(c)} bedre, og ${h(c)} begynte å tro at det virkelig kunne gå.`,
  );
};

/** Uhellet, og så hvordan det møtes: dagens vendepunkt. */
const mishap = (c: NoCtx): string =>
  by(
    c,
    `Men så skjedde det: ${ev(c).mishap}! ${h(c)} gispet.`,
    `Men så skjedde det: ${ev(c).mishap}! ${h(c)} gispet, og et øyeblikk visste ${c.hero.han} ikke hva ${c.hero.han} skulle gjøre.`,
    `Men så, halvveis, skjedde det: ${ev(c).mishap}. ${h(c)} stivnet, og et langt øyeblikk var det som om hele verden holdt pusten.`,
  );

const met =
  (t: (c: NoCtx) => string | null) =>
  (c: NoCtx): string | null => {
    const told = t(c);
    return told ? `${mishap(c)} ${told}` : null;
  };

/** Resultatet, sagt vennlig og sant. */
const result = (c: NoCtx): string => {
  const w = ev(c);
  if (isShow(c))
    return won(c)
      ? by(
          c,
          `Da det var over, klappet og jublet alle!`,
          `Da det var over, var det helt stille et øyeblikk, og så klappet og jublet alle sammen. ${h(c)} fikk ${w.prize}.`,
          `Da det var over, var salen helt stille et langt øyeblikk, og så klappet og jublet og trampet alle sammen, og ${h(c)} fikk ${w.prize}.`,
        )
      : by(
          c,
          `Det var ikke perfekt. Men alle klappet og jublet!`,
          `Det var ikke helt perfekt, og det visste ${h(c)}. Men da det var over, klappet og jublet hele salen, og ${h(c)} fikk ${w.special}.`,
          `Det var ikke perfekt, og det visste ${h(c)}. Men da det var over, klappet og jublet hele salen, og ${h(c)} fikk ${w.special}, og kjente seg høyere enn juletreet.`,
        );
  return won(c)
    ? by(
        c,
        `Og ${T(c)} vant ${w.prize}!`,
        `Dommerne så og så, og så ropte de opp vinneren: ${T(c)}, og premien var ${w.prize}!`,
        `Dommerne så lenge og hvisket sammen, og så ropte de opp vinneren: ${T(c)}, og premien var ${w.prize} som glitret i sola!`,
      )
    : by(
        c,
        `${T(c)} vant ikke. Men de fikk ${w.special}!`,
        `${T(c)} vant ikke; det gjorde ${w.winner}. Men dommerne ga ${T(c)} ${w.special}, og alle jublet.`,
        `${T(c)} vant ikke førstepremien; den vant ${w.winner}, og ${T(c)} klappet for dem. Men så ga dommerne ${T(c)} ${w.special}, og alle jublet, og det kjentes enda bedre enn å vinne.`,
      );
};

export const contest: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      us(
        c,
        by(
          c,
          `${T(c)} ville ${ev(c).hope} på ${ev(c).the}.`,
          `${T(c)} hadde ett stort ønske: På ${ev(c).the} ville de ${ev(c).hope}.`,
          `${T(c)} hadde ett stort ønske, større enn noe før: På ${ev(c).the} ville de ${ev(c).hope}.`,
        ),
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${ev(c).about}.`,
        `${ev(c).about}. ${T(c)} hadde talt dagene.`,
        `${ev(c).about}. ${T(c)} hadde talt dagene på kalenderen, ett kryss om gangen.`,
      ),
  ],
  problem: [
    (c) =>
      us(
        c,
        c.contest?.nervous
          ? by(
              c,
              `Men ${h(c)} var nervøs, med sommerfugler i magen.`,
              `Men ${h(c)} var nervøs. Bare ${c.hero.han} tenkte på alle menneskene, kriblet det i magen.`,
              `Men ${h(c)} var nervøs. Bare ${c.hero.han} tenkte på alle ansiktene, kriblet det i magen og knærne ble bløte.`,
            )
          : by(
              c,
              `Men de hadde aldri gjort det før.`,
              `Men de hadde aldri gjort det før, og det var så mye å lære.`,
              `Men de hadde aldri gjort noe sånt før, og det var så mye å lære, og bare noen få dager igjen.`,
            ),
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«${vi(c)} øver hver dag,» sa ${h(c)}.`,
        `«Da øver ${vi(c).toLowerCase()},» sa ${h(c)}. «Hver eneste dag, helt til dagen kommer.»`,
        `«Da øver ${vi(c).toLowerCase()},» sa ${h(c)}, «hver eneste dag, og ${vi(c).toLowerCase()} lærer av hver eneste feil, helt til dagen kommer.»`,
      ),
  ],
  attempt: firstAt<NoCtx>('step', atPlace, [
    ...sessionHitchesNo,
    ...sessionStrugglesNo,
    ...(
      [
        ...practiceMoments,
        ...dayMoments,
        (c) =>
          stepOf(c) === 'day' && c.friend
            ? by(
                c,
                `${cap(ev(c).part(c.friend.name))}.`,
                `${c.friend.name} gjorde sin del, akkurat som da de øvde: ${ev(c).part(c.friend.han)}.`,
                `${c.friend.name} gjorde sin del, slik de hadde gjort det så mange ganger hjemme: ${ev(c).part(c.friend.han)}.`,
              )
            : null,
        (c) =>
          stepOf(c) === 'day'
            ? by(
                c,
                `Familien vinket og heiet.`,
                `Hele familien sto like ved og vinket og heiet, og bestefar plystret i fingrene.`,
                `Hele familien sto like ved og vinket og heiet, og bestefar plystret i fingrene så høyt at folk snudde seg.`,
              )
            : null,
        (c) =>
          stepOf(c) === 'practice'
            ? us(
                c,
                by(
                  c,
                  `De prøvde fortere. Altfor fort! De lo.`,
                  `Så prøvde de fort, altfor fort, og alt gikk galt, og de lo til de måtte sette seg.`,
                  `Så prøvde de fort, altfor fort, og alt gikk galt på en gang, og de lo så mye at de måtte sette seg ned.`,
                ),
              )
            : null,
        (c) =>
          stepOf(c) === 'practice'
            ? by(
                c,
                `${h(c)} fikk det til tre ganger på rad!`,
                `Så fikk ${h(c)} det til, tre ganger på rad, og tok en liten dans.`,
                `Så, endelig, fikk ${h(c)} det til, tre ganger på rad, og tok en liten gledesdans der ${c.hero.han} sto.`,
              )
            : null,
        (c) =>
          stepOf(c) === 'practice'
            ? by(
                c,
                `Noen dager gikk det bra. Andre dager ikke.`,
                `Noen dager gikk det bra og andre dager ikke, men ${h(c)} holdt på.`,
                `Noen dager gikk det bra, og noen dager gikk ingenting som det skulle, men ${h(c)} holdt på, litt hver dag.`,
              )
            : null,
        (c) =>
          stepOf(c) !== 'practice'
            ? null
            : by(
                c,
                `${T(c)} øvde én gang til, sakte.`,
                `${T(c)} gikk gjennom alt én gang til, sakte, og så litt fortere.`,
                `${T(c)} gikk gjennom alt én gang til, sakte først og så litt fortere, til det begynte å kjennes lett.`,
              ),
        (c) =>
          stepOf(c) !== 'practice'
            ? null
            : by(
                c,
                `${h(c)} tok en pause og drakk litt vann.`,
                `${T(c)} tok en pause med et glass vann og et eple${c.team.plural ? ' hver' : ''}.`,
                `${T(c)} tok en pause på trappa med et glass vann og et eple${c.team.plural ? ' hver' : ''}, og snakket om hvordan det skulle bli på dagen.`,
              ),
      ] as ((c: NoCtx) => string | null)[]
    ).map(between),
  ]),
  progress: firstAt<NoCtx>(
    'fix',
    (c) => after(c),
    [
      ...sessionFixesNo,
      // (Etter en økts uhell fortelles det den lærte bort i stedet.)
      (c) =>
        toldHere(c, 'session')
          ? null
          : by(
              c,
              `${h(c)} ga ikke opp.`,
              `${h(c)} ga ikke opp. Hver feil, merket ${c.hero.han}, lærte ${c.hero.ham} noe.`,
              `${h(c)} ga ikke opp. Hver eneste feil, merket ${c.hero.han}, lærte ${c.hero.ham} noe nytt, bare man stoppet og lyttet.`,
            ),
    ],
    'step',
  ),
  advice: eachOnce<NoCtx>('advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `«Øv sakte først,» sa ${c.helper.name}.`,
            `«Øv sakte først,» sa ${c.helper.name}. «Fort kommer av seg selv.»`,
            `«Øv sakte først,» sa ${c.helper.name}. «Fort kommer helt av seg selv når sakte sitter.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Av feil lærer man,» sa ${c.helper.name}.`,
            `«Hver feil er en lekse,» sa ${c.helper.name}. «Bare hør etter hva den sier.»`,
            `«Hver feil er en liten lekse,» sa ${c.helper.name}, «og de som blir flinke, er de som hører etter.»`,
          )
        : null,
  ]),
  ask: eachOnce<NoCtx>('ask', [
    (c) =>
      by(
        c,
        `«Vil du hjelpe ${oss(c)}?» spurte ${h(c)} ${grown(c)}.`,
        `«Vil du hjelpe ${oss(c)} å bli ${klar(c)} til ${ev(c).the}?» spurte ${h(c)} ${grown(c)}. «Selvfølgelig,» var svaret.`,
        `«Vil du hjelpe ${oss(c)} å bli ${klar(c)} til ${ev(c).the}?» spurte ${h(c)} ${grown(c)}. «Selvfølgelig vil jeg det,» var svaret. «Det er jo det jeg er her for.»`,
      ),
  ]),
  turn: {
    brave: [
      met((c) =>
        us(
          c,
          by(
            c,
            `${h(c)} trakk pusten dypt. Så ${verbFirst(c, ev(c).fix)}.`,
            `${h(c)} trakk pusten dypt. Så ${verbFirst(c, ev(c).fix)}.`,
            `${h(c)} trakk pusten dypt og sakte, slik ${c.hero.han} hadde lært, og ga ikke opp. Så ${verbFirst(c, ev(c).fix)}.`,
          ),
        ),
      ),
    ],
    together: [
      met((c) =>
        us(
          c,
          by(
            c,
            `«Du klarer det!» sa ${buddy(c)}. Og så ${verbFirst(c, ev(c).fix)}.`,
            `«Husker du?» hvisket ${buddy(c)} og klemte hånda til ${h(c)}. Så ${verbFirst(c, ev(c).fix)}.`,
            `«Husker du hva vi øvde på?» hvisket ${buddy(c)} og klemte hånda til ${h(c)}. Og sammen ${verbFirst(c, ev(c).fix)}.`,
          ),
        ),
      ),
    ],
    gift: [
      met((c) =>
        c.gift
          ? us(
              c,
              by(
                c,
                `${h(c)} holdt godt i ${c.gift.def}. Så ${verbFirst(c, ev(c).fix)}.`,
                `${h(c)} kjente på ${c.gift.def} i lomma, for lykke. Så ${verbFirst(c, ev(c).fix)}.`,
                `${h(c)} kjente etter ${c.gift.def} i lomma, liten og trygg, og ble rolig igjen. Så ${verbFirst(c, ev(c).fix)}.`,
              ),
            )
          : null,
      ),
    ],
    clever: [
      met((c) =>
        us(
          c,
          by(
            c,
            `${h(c)} husket: «${ev(c).lesson}.» Så ${verbFirst(c, ev(c).fix)}.`,
            `${h(c)} husket lærdommen fra øvingen: «${ev(c).lesson}.» Så ${verbFirst(c, ev(c).fix)}.`,
            `Da husket ${h(c)} lærdommen fra den første, dårlige øvingsdagen: «${ev(c).lesson}.» Så ${verbFirst(c, ev(c).fix)}.`,
          ),
        ),
      ),
    ],
  },
  resolution: [
    (c) => us(c, result(c)),
    // Sagt på en annen måte, for en historie som allerede har brukt ordene i den første.
    (c) =>
      us(
        c,
        isShow(c)
          ? `Til slutt reiste hele salen seg, klappet og jublet${won(c) ? ', høyere enn for noen andre' : ''}.`
          : won(c)
            ? `${T(c)} vant! Premien var ${ev(c).prize}.`
            : `${T(c)} vant ikke denne gangen, men de fikk ${ev(c).special}.`,
      ),
  ],
  home: eachOnce<NoCtx>('home', [
    ...homeMoments,
    (c) =>
      by(
        c,
        `${h(c)} var stolt helt ut i tærne.`,
        `${h(c)} var stolt helt ut i tærne. «Du øvde, og du klarte det,» sa ${grown(c)}.`,
        `${h(c)} var stolt helt ut i tærne. «Du øvde, du holdt ut da det gikk galt, og du klarte det,» sa ${grown(c)}.`,
      ),
    (c) =>
      by(
        c,
        `Hjemme drakk ${T(c)} varm kakao.`,
        `Hjemme drakk ${T(c)} varm kakao og fortalte hele dagen på nytt, fra begynnelsen.`,
        `Hjemme krøp ${T(c)} opp i sofaen med varm kakao og fortalte hele dagen på nytt, fra aller første stund, og lo av det skumle nå som det var over.`,
      ),
    (c) =>
      by(
        c,
        `Alle ga ${h(c)} en stor klem.`,
        `Besteforeldrene og naboene kom for å gi ${T(c)} en klem, og ingen snakket om noe annet resten av dagen.`,
        `Besteforeldrene og halve nabolaget kom for å gi ${T(c)} en klem, og resten av dagen snakket ingen om annet enn ${ev(c).the}.`,
      ),
  ]),
  reflection: eachOnce<NoCtx>('reflection', [
    (c) =>
      by(
        c,
        `Øving hjelper, og venner hjelper mest.`,
        `Øving hjelper, tenkte ${h(c)}, og det gjør de som heier på deg også.`,
        `Øving hjelper, tenkte ${h(c)}, og feil hjelper også, og aller mest de som står ved siden av deg og heier.`,
      ),
  ]),
  refrain: [() => `Prøv og prøv og prøv igjen, øving gjør deg god til slutt, min venn!`],
  title: [
    (c) => `${h(c)} og ${ev(c).the}`,
    (c) => `Dagen for ${ev(c).the}`,
    (c) => `${c.hero.gen} store dag`,
    (c) => `{Øvelse gjør mester|Klar, ferdig, gå}, ${h(c)}!`,
  ],
};

/** Ut for å øve, hjem om kvelden, og dit det holdes på selve dagen. */
const travel = (c: NoCtx): string | null => {
  const s = stepOf(c);
  if (s === 'day')
    return us(
      c,
      by(
        c,
        `Den store dagen kom. ${T(c)} dro ${c.place.to}.`,
        `Den store dagen kom endelig, og ${T(c)} dro ${c.place.to} med hele familien.`,
        `Den store dagen kom endelig. ${T(c)} dro ${c.place.to} med hele familien, så tidlig at lufta ennå luktet morgen.`,
      ),
    );
  if (s === 'eve')
    return by(
      c,
      `Om kvelden var ${T(c)} hjemme igjen.`,
      `Om kvelden var ${T(c)} hjemme igjen, ${c.team.plural ? 'slitne og glade' : 'sliten og glad'}.`,
    );
  return by(
    c,
    `${T(c)} gikk ${c.place.to} for å øve.`,
    `${T(c)} gikk ${c.place.to} for å øve, der det var god plass.`,
  );
};

export const contestScenes = {
  // Bare egne titler: aldri «ugla i slalåmbakken».
  titles: [] as Bank<NoCtx>,
  travel: [(c: NoCtx) => travel(c)] as Bank<NoCtx>,
};
