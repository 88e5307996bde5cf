// Noen som er skadet eller syk, og som blir passet på til de er friske: det vonde sett og sagt
// hjemme, trøst, en voksen eller dyrlegen spurt om hva som hjelper, det som trengs hentet
// (bandasje, teppe, vann, myk mat), ei seng laget i stand, et tilbakeslag (vil ikke spise,
// reiser seg for tidlig), tålmodighet, det første lille tegnet på bedring, og frisk igjen til
// slutt, løpende eller flygende, med et stolt barn og en takknemlig venn. Aldri en reise.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import type { Ailment } from '../../../description/read-care';
import { by } from '../../by-band';
import { careMove, careStep, eachOnce, firstAt, inBarn, type CareMove } from '../../care-beats';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const h = (c: NoCtx) => c.hero.name;
const Han = (c: NoCtx) => cap(c.hero.han);
/** Den som blir passet på: «Stjerne», eller «katten» når familien ikke ga noe navn. */
const o = (c: NoCtx) => c.other?.name ?? 'valpen';
const O = (c: NoCtx) => cap(o(c));
const hun = (c: NoCtx) => c.other?.han ?? 'den';
const henne = (c: NoCtx) => c.other?.ham ?? 'den';
const ail = (c: NoCtx): Ailment => c.ailment ?? 'ill';
/** Et intetkjønnsdyr uten navn («føllet») er friskt; «Stjerne» er frisk. */
const neuter = (c: NoCtx) => !!c.other && !c.other.named && c.other.noun.g === 'n';
const frisk = (c: NoCtx) => (neuter(c) ? 'friskt' : 'frisk');
const syk = (c: NoCtx) => (neuter(c) ? 'sykt' : 'syk');
const varm = (c: NoCtx) => (neuter(c) ? 'varmt' : 'varm');
/** Dyrlegen for et dyr, legen for et barn. */
const vet = (c: NoCtx) => (c.otherKind === 'girl' || c.otherKind === 'boy' ? 'legen' : 'dyrlegen');
const Vet = (c: NoCtx) => cap(vet(c));
/** Den voksne som blir spurt hjemme: den første som møtes, eller mamma. */
const grown = (c: NoCtx) => c.helper?.name ?? 'mamma';

/** Det som er galt, verbet for seg så det kan byttes om: «hadde» + «vondt i beinet». */
const HAS: Record<Ailment, (c: NoCtx) => [string, string]> = {
  leg: () => ['hadde', 'vondt i beinet'],
  wing: () => ['hadde', 'skadet vingen'],
  tummy: () => ['hadde', 'vondt i magen'],
  cold: () => ['var', 'blitt forkjølet'],
  ill: (c) => ['var', syk(c)],
};
const has = (c: NoCtx) => HAS[ail(c)](c).join(' ');
/** Første gang den nevnes, med slaget: «hesten Stjerne», eller bare «katten». */
const who = (c: NoCtx) => (c.other?.named ? `${c.other.noun.def} ${o(c)}` : o(c));
/** Det som synes, og som sier det. */
const SEEN: Record<Ailment, (c: NoCtx) => string> = {
  leg: (c) => `${hun(c)} haltet og ville ikke stå på det ene beinet`,
  wing: (c) => `den ene vingen hang ned, og ${hun(c)} klarte ikke å fly`,
  tummy: (c) => `${hun(c)} lå krøllet sammen og ville ikke engang snuse på maten`,
  cold: (c) => `${hun(c)} nøs og snufset og frøs`,
  ill: (c) => `${hun(c)} lå helt stille, og øynene var slitne og matte`,
};
/** Det dyrlegen sier hjelper. */
const HELPS: Record<Ailment, string> = {
  leg: 'en myk bandasje rundt beinet og masse hvile',
  wing: 'en liten bandasje som holder vingen i ro, og hvile til den gror',
  tummy: 'små slurker vann, lett og myk mat og en skje med medisin',
  cold: 'et varmt teppe, mye å drikke og hvile',
  ill: 'en skje med medisin, vann og masse hvile',
};
/** Det som blir tatt med hjem fra dyrlegen. */
const CARRIED: Record<Ailment, string> = {
  leg: 'en rull med myk bandasje',
  wing: 'en liten bandasje til vingen',
  tummy: 'en liten flaske medisin',
  cold: 'en liten flaske medisin',
  ill: 'en liten flaske medisin',
};
/** Tilbakeslaget: for tidlig, eller ingen matlyst. Subjektet først. */
const SETBACK: Record<Ailment, (c: NoCtx) => string> = {
  leg: (c) =>
    `${o(c)} prøvde å reise seg og gå, altfor tidlig, og måtte legge seg ned igjen med en liten, trist lyd`,
  wing: (c) =>
    `${o(c)} prøvde å flakse med vingene, altfor tidlig, og tumlet ned igjen med et lite, trist pip`,
  tummy: (c) => `${o(c)} snuste på maten og snudde hodet bort`,
  cold: (c) => `${o(c)} snuste på maten, nøs og snudde hodet bort`,
  ill: (c) => `${o(c)} snuste på maten og snudde hodet bort`,
};
/** Det første lille tegnet på bedring. Subjektet først. */
const SIGN: Record<Ailment, (c: NoCtx) => string> = {
  leg: (c) => `${o(c)} sto på det vonde beinet, forsiktig, bare et lite øyeblikk`,
  wing: (c) => `${o(c)} strakte ut den skadde vingen, bare litt, og foldet den sammen igjen`,
  tummy: (c) => `${o(c)} spiste litt av den myke maten, og så litt til`,
  cold: (c) => `${o(c)} nøs ikke en eneste gang hele formiddagen`,
  ill: (c) => `${o(c)} løftet hodet og så seg rundt med klare øyne igjen`,
};
const MOVED: Record<CareMove, string> = {
  fly: 'fløy',
  hop: 'hoppet',
  gallop: 'galopperte',
  swim: 'svømte',
  run: 'løp',
};
/** Frisk igjen: løper, flyr, spiser. */
const WELL = (c: NoCtx): string => {
  const moved = MOVED[careMove(c)];
  if (ail(c) === 'wing') return `${O(c)} bredte ut begge vingene og fløy opp i epletreet`;
  if (ail(c) === 'tummy') return `${O(c)} spiste opp hele skåla og ${moved} rundt i hagen`;
  return `${O(c)} ${moved} rundt i hagen, fort og fritt, som om ingenting hadde vært galt`;
};
/** Ikke en hest i armene: den blir leid. */
const carried = (c: NoCtx) => (inBarn(c) ? 'leide' : 'bar');

/** Stellet på hvert sted, med det som går galt der, og det som blir gjort med det. */
const step = (c: NoCtx): string => {
  switch (careStep(c)) {
    case 'vet':
      return by(
        c,
        `${Vet(c)} så på ${o(c)} og ga ${h(c)} ${CARRIED[ail(c)]}.`,
        `${Vet(c)} undersøkte ${o(c)} forsiktig. «Det som hjelper, er ${HELPS[ail(c)]},» sa ${vet(c)}, og ga ${h(c)} ${CARRIED[ail(c)]} å ta med hjem.`,
        `${Vet(c)} hadde varme hender og en rolig stemme, og undersøkte ${o(c)} veldig forsiktig. «Det ${hun(c)} trenger, er ${HELPS[ail(c)]},» sa ${vet(c)}. Så fikk ${h(c)} ${CARRIED[ail(c)]} å ta med hjem, og en tegning som viste hvordan den skulle brukes.`,
      );
    case 'barn':
      return by(
        c,
        `${Vet(c)} kom ut i låven og så på ${o(c)}.`,
        `${Vet(c)} kom ut i låven og undersøkte ${o(c)} forsiktig. «Det som hjelper, er ${HELPS[ail(c)]},» sa ${vet(c)}, og ${h(c)} la ut ren, myk halm til ei seng.`,
        `${Vet(c)} kjørte ut til låven og undersøkte ${o(c)} veldig forsiktig. «Det ${hun(c)} trenger, er ${HELPS[ail(c)]},» sa ${vet(c)}. Så måkte ${h(c)} ut den gamle halmen og la ei tykk, ren seng av halm, så myk at man kunne synke ned i den.`,
      );
    case 'food':
      return inBarn(c)
        ? by(
            c,
            `${h(c)} kom med vann og høy. Men ${o(c)} ville ikke spise.`,
            `${h(c)} bar fram en bøtte med friskt vann og en favn med det beste høyet. Men ${SETBACK[ail(c) === 'leg' || ail(c) === 'wing' ? 'ill' : ail(c)](c)}.`,
            `${h(c)} bar fram en bøtte med friskt vann og en stor favn med det søteste høyet på hele gården, uten å søle en dråpe. Men ${SETBACK[ail(c) === 'leg' || ail(c) === 'wing' ? 'ill' : ail(c)](c)}.`,
          )
        : by(
            c,
            `${h(c)} kom med vann og myk mat. Men ${o(c)} ville ikke spise.`,
            `${h(c)} fylte ei skål med friskt vann og ei annen med myk mat. Men ${SETBACK[ail(c) === 'leg' || ail(c) === 'wing' ? 'ill' : ail(c)](c)}.`,
            `${h(c)} fylte den ene skåla med friskt vann og den andre med den mykeste maten som fantes, og bar dem inn uten å søle en dråpe. Men ${SETBACK[ail(c) === 'leg' || ail(c) === 'wing' ? 'ill' : ail(c)](c)}.`,
          );
    case 'bed':
      return by(
        c,
        `${h(c)} laget ei myk seng i en eske med et teppe.`,
        `${h(c)} fant en stor eske, la det mykeste teppet sitt i den og satte den ved senga, så ${o(c)} kunne hvile like ved.`,
        `${h(c)} fant en stor pappeske, la det mykeste teppet sitt i den og satte den rett ved siden av senga, der det var varmt og stille, og der ${o(c)} aldri ville være alene.`,
      );
    case 'blanket':
      return c.place.id === 'woodshed'
        ? by(
            c,
            `I boden fant ${h(c)} et gammelt ullteppe.`,
            `I boden fant ${h(c)} det gamle ullteppet og ristet støvet ut av det.`,
            `Innerst i boden, under en haug med sekker, fant ${h(c)} det gamle ullteppet, ristet støv og edderkopper ut av det og brettet det over armen.`,
          )
        : by(
            c,
            `${h(c)} hentet et varmt teppe fra skapet.`,
            `${h(c)} hentet et mykt håndkle og et varmt teppe fra skapet på badet.`,
            `${h(c)} sto på tå foran skapet på badet og tok ned det mykeste håndkleet og det varmeste teppet, det som luktet sommer.`,
          );
    case 'sign':
      return by(
        c,
        `${h(c)} ${carried(c)} ${o(c)} forsiktig ut i sola.`,
        `${h(c)} ${carried(c)} ${o(c)} ut i hagen, sakte og forsiktig, for å ligge i den varme sola.`,
        `En varm, stille morgen ${carried(c)} ${h(c)} ${o(c)} ut i hagen, sakte og forsiktig, og de ble sittende sammen i en solflekk ved epletreet.`,
      );
  }
};

/** Tilbakeslaget der det kan skje, etter stellet. */
const setback = (c: NoCtx): string | null => {
  const s = careStep(c);
  if (s === 'bed' || s === 'barn')
    return ail(c) === 'leg' || ail(c) === 'wing'
      ? by(
          c,
          `Men ${o(c)} prøvde å reise seg for tidlig.`,
          `Men neste morgen skjedde det noe: ${SETBACK[ail(c)](c)}.`,
          `Men neste morgen, mens ${h(c)} ennå gned søvnen ut av øynene, skjedde det noe: ${SETBACK[ail(c)](c)}.`,
        )
      : by(
          c,
          `Men ${o(c)} frøs fremdeles litt.`,
          `Men om natta frøs ${o(c)} fremdeles, så ${h(c)} la et ekstra teppe over ${henne(c)}.`,
          `Men om natta skalv ${o(c)} fremdeles innimellom, så ${h(c)} listet seg bort og brettet et ekstra teppe godt rundt ${henne(c)}, helt opp til ørene.`,
        );
  if (s === 'blanket')
    return by(
      c,
      `${h(c)} la det godt rundt ${o(c)}.`,
      `${h(c)} la det godt rundt ${o(c)}, og snart sluttet ${o(c)} å skjelve.`,
      `${h(c)} la det godt rundt ${o(c)}, forsiktig, forsiktig, og litt etter litt sluttet ${o(c)} å skjelve og pustet rolig og dypt.`,
    );
  if (s === 'sign')
    return by(
      c,
      `${h(c)} ventet og ventet, helt tålmodig.`,
      `${h(c)} satt helt stille ved siden av ${o(c)} og ventet, tålmodig som en fisker som venter på napp.`,
      `${h(c)} satt helt stille ved siden av ${o(c)} og maste ikke, for å bli ${frisk(c)} tar den tiden det tar.`,
    );
  return null;
};

export const care: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `En morgen ${HAS[ail(c)](c)[0]} ${who(c)} ${HAS[ail(c)](c)[1]}. ${h(c)} så det først.`,
        `En morgen så ${h(c)} at noe var galt med ${who(c)}: ${SEEN[ail(c)](c)}. ${O(c)} ${has(c)}.`,
        `En morgen skjønte ${h(c)} med en gang at noe var galt med ${who(c)}, for ${SEEN[ail(c)](c)}. ${O(c)} ${has(c)}.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} strøk ${o(c)} forsiktig. «Stakkars deg. Jeg er her.»`,
        `${h(c)} satte seg på kne og strøk ${o(c)} helt forsiktig. «Stakkars ${o(c)},» hvisket ${c.hero.han}. «Ikke vær redd. Jeg er her.»`,
        `${h(c)} satte seg på kne ved siden av ${o(c)} og strøk ${henne(c)} helt, helt forsiktig, slik man tar på noe som kan gå i stykker. «Stakkars ${o(c)},» hvisket ${c.hero.han}. «Ikke vær redd. Jeg er rett her.»`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men ${h(c)} visste ikke hvordan ${c.hero.han} kunne hjelpe.`,
        `Men ${h(c)} visste ikke hva som kunne gjøre ${o(c)} ${frisk(c)}, og det var det verste.`,
        `Men ${h(c)} visste ikke hva som kunne gjøre ${o(c)} ${frisk(c)}, og det å ikke vite føltes nesten verre enn det vonde selv.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Jeg skal passe på deg til du er frisk,» sa ${h(c)}.`,
        `«Jeg skal passe på deg,» lovet ${h(c)}, «hver dag, helt til du er frisk igjen.»`,
        `«Jeg skal passe på deg,» lovet ${h(c)}, og stemmen var helt rolig, «hver eneste dag, helt til du er frisk igjen.»`,
      ),
  ],
  attempt: firstAt<NoCtx>('step', step, [
    (c) =>
      by(
        c,
        `${h(c)} sang en stille sang for ${o(c)}.`,
        `${h(c)} satt tett inntil og nynnet en stille sang, og ${o(c)} lukket øynene.`,
        `${h(c)} satt tett inntil og nynnet den stille sangen mamma alltid nynnet ved leggetid, og etter en stund lukket ${o(c)} øynene.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} så til ${o(c)} igjen og igjen.`,
        `${h(c)} så til ${o(c)} igjen og igjen, til og med midt i middagen.`,
        `Hele dagen så ${h(c)} til ${o(c)}, igjen og igjen, til og med midt i middagen, bare for å være sikker.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} børstet ${o(c)} forsiktig, fra hode til hale.`,
        `${h(c)} børstet ${o(c)} forsiktig fra hode til hale, slik ${o(c)} likte det best.`,
        `${h(c)} børstet ${o(c)} forsiktig fra hode til hale, med lange, rolige tak, slik ${o(c)} alltid hadde likt det best.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ristet opp senga til ${o(c)}.`,
        `${h(c)} glattet ut teppet og ristet opp senga, så ${o(c)} skulle ligge godt.`,
        `${h(c)} glattet ut teppet, ristet opp senga og la en ekstra pute i den ene enden, så ${o(c)} skulle ligge så godt som det var mulig å ligge.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} leste ei bildebok for ${o(c)}.`,
        `${h(c)} hentet ei bildebok og leste høyt for ${o(c)}, og viste fram hvert eneste bilde.`,
        `${h(c)} hentet yndlingsboka si og leste høyt for ${o(c)}, langsomt, og snudde boka etter hver side, så ${o(c)} også kunne se bildene.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} tegnet et kort der det sto «God bedring».`,
        `${h(c)} tegnet et kort med ei stor, gul sol og satte det opp der ${o(c)} kunne se det.`,
        `${h(c)} tegnet et kort med ei stor, gul sol, en regnbue og GOD BEDRING med ujevne bokstaver, og satte det opp der ${o(c)} ville se det med en gang.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} var helt stille, så ${o(c)} fikk sove.`,
        `${h(c)} listet seg rundt og hysjet på alle, så ${o(c)} fikk sove.`,
        `Hele ettermiddagen listet ${h(c)} seg rundt og hengte en lapp på døra der det sto STILLE, TAKK, så ${o(c)} fikk sove så lenge ${hun(c)} trengte.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} fortalte ${o(c)} om dagen.`,
        `${h(c)} satt hos ${o(c)} og fortalte om dagen, de morsomme tingene først.`,
        `Om kvelden satt ${h(c)} hos ${o(c)} og fortalte om hele dagen, de morsomme tingene først, med en lav, myk stemme som bare var for dem to.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ga ${o(c)} litt vann.`,
        `${h(c)} holdt fram litt vann på en skje og ventet.`,
        `${h(c)} holdt fram litt vann på en skje og ventet, helt stille, så lenge det trengtes.`,
      ),
  ]),
  progress: firstAt<NoCtx>(
    'fix',
    (c) => setback(c),
    [
      (c) =>
        by(
          c,
          `${h(c)} var tålmodig og forsiktig.`,
          `${h(c)} ga ikke opp. ${Han(c)} var tålmodig og forsiktig, og prøvde igjen litt senere.`,
          `${h(c)} ga ikke opp. Å passe på noen, lærte ${c.hero.han}, handler mest om å være tålmodig og forsiktig, og om å prøve igjen litt senere.`,
        ),
      (c) =>
        by(
          c,
          `${O(c)} sukket og sovnet.`,
          `${O(c)} ga fra seg et langt, søvnig sukk og sov hele natta.`,
          `${O(c)} ga fra seg et langt, søvnig sukk, la snuten til rette og sov hele natta uten å røre seg en eneste gang.`,
        ),
      (c) =>
        by(
          c,
          `${O(c)} drakk litt vann.`,
          `${O(c)} drakk litt av vannet, bare noen slurker.`,
          `${O(c)} drakk litt av vannet, bare noen få slurker, men ${h(c)} telte hver eneste en.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} strøk ${o(c)} helt forsiktig.`,
          `${h(c)} strøk ${o(c)} helt forsiktig, og ${o(c)} lente seg inn mot hånda.`,
          `${h(c)} strøk ${o(c)} helt forsiktig, og ${o(c)} lente seg inn mot hånda, varm og tung og trygg.`,
        ),
    ],
    'step',
  ),
  advice: eachOnce<NoCtx>('advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `«Hvile er den beste medisinen,» sa ${c.helper.name}.`,
            `«Hvile er den beste medisinen,» sa ${c.helper.name}. «La ${henne(c)} ta det med ro.»`,
            `«Hvile er den aller beste medisinen,» sa ${c.helper.name}, «og hvile lar seg ikke skynde på. La ${henne(c)} ta det med ro.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Prøv litt om gangen,» sa ${c.helper.name}.`,
            `«Prøv litt om gangen,» sa ${c.helper.name}. «Én skje nå og én skje litt senere.»`,
            `«Ikke sett fram hele skåla,» sa ${c.helper.name}. «Én skje nå og én skje litt senere. Den som er syk, liker det smått.»`,
          )
        : null,
  ]),
  ask: eachOnce<NoCtx>('ask', [
    (c) =>
      by(
        c,
        `«Hva hjelper ${o(c)}?» spurte ${h(c)} ${grown(c)}.`,
        `«Hva kan hjelpe ${o(c)} å bli ${frisk(c)}?» spurte ${h(c)} ${grown(c)}. «Vi spør ${vet(c)},» var svaret.`,
        `«Hva kan jeg gjøre for at ${o(c)} skal bli ${frisk(c)}?» spurte ${h(c)} ${grown(c)}. «Vi spør ${vet(c)},» var svaret, «og så gjør vi akkurat som ${vet(c)} sier.»`,
      ),
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `Og så, endelig: ${SIGN[ail(c)](c)}!`,
          `Og så, endelig, skjedde det: ${SIGN[ail(c)](c)}. ${h(c)} holdt pusten.`,
          `Og så, endelig, etter all ventingen, skjedde det: ${SIGN[ail(c)](c)}. ${h(c)} holdt pusten og turte nesten ikke å røre seg.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `De ventet sammen, og så skjedde det: ${SIGN[ail(c)](c)}!`,
          `${h(c)} og ${grown(c)} ventet sammen, og så skjedde det: ${SIGN[ail(c)](c)}. «Se!» hvisket ${h(c)}.`,
          `${h(c)} og ${grown(c)} ventet sammen, side om side, og så skjedde det: ${SIGN[ail(c)](c)}. «Se!» hvisket ${h(c)} og klemte hånda til ${grown(c)}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} la ${c.gift.def} ved ${o(c)}. Så skjedde det: ${SIGN[ail(c)](c)}!`,
              `${h(c)} la ${c.gift.def} ved siden av ${o(c)} for selskap, og så skjedde det: ${SIGN[ail(c)](c)}.`,
              `${h(c)} la ${c.gift.def} ved siden av ${o(c)} for selskap, slik man lar et nattlys stå på, og så skjedde det: ${SIGN[ail(c)](c)}.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} gjorde som ${vet(c)} sa. Så skjedde det: ${SIGN[ail(c)](c)}!`,
          `${h(c)} hadde gjort akkurat som ${vet(c)} sa, hver eneste dag, og så skjedde det: ${SIGN[ail(c)](c)}.`,
          `${h(c)} hadde gjort akkurat som ${vet(c)} sa, hver eneste dag, uten å glemme det en eneste gang, og så skjedde det: ${SIGN[ail(c)](c)}.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `Snart var ${o(c)} ${frisk(c)} igjen! ${WELL(c)}.`,
        `Dag for dag ble ${o(c)} sterkere, og en morgen var ${o(c)} ${frisk(c)} igjen. ${WELL(c)}.`,
        `Dag for dag ble ${o(c)} sterkere, helt til ${o(c)} en lys morgen var helt ${frisk(c)} igjen. ${WELL(c)}.`,
      ),
  ],
  home: eachOnce<NoCtx>('home', [
    (c) =>
      by(
        c,
        `${O(c)} krøp inntil ${h(c)}, som for å si takk.`,
        `Så kom ${o(c)} tilbake og krøp tett inntil ${h(c)}, som for å si: «Takk for at du passet på meg.»`,
        `Så kom ${o(c)} tilbake og la seg tett inntil ${h(c)}, ${varm(c)} og ${frisk(c)}, som for å si: «Takk. Du passet på meg hele tiden.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} var veldig stolt.`,
        `${h(c)} var stolt helt ned i tærne. «Du klarte det,» sa ${grown(c)}.`,
        `${h(c)} var stolt helt ned i tærne. «Du gjorde ${henne(c)} ${frisk(c)} igjen,» sa ${grown(c)}. «Med tålmodighet og forsiktige hender.»`,
      ),
  ]),
  reflection: eachOnce<NoCtx>('reflection', [
    (c) =>
      by(
        c,
        `Å passe på noen krever tid og kjærlighet.`,
        `Å bli frisk tar tid, tenkte ${h(c)}, og da trengs det noen som holder seg nær.`,
        `Å bli frisk tar tid, tenkte ${h(c)}, og tålmodighet, og noen som holder seg nær hele veien.`,
      ),
  ]),
  refrain: [() => `Forsiktig, forsiktig, dag for dag, snart er du frisk og i godt lag!`],
  title: [
    (c) => `${h(c)} passer på ${o(c)}`,
    (c) => `${O(c)} blir ${frisk(c)} igjen`,
    (c) => `God bedring, ${o(c)}!`,
    (c) => `${h(c)} og ${o(c)}`,
    (c) => `${c.hero.gen} {forsiktige hender|tålmodige dager}`,
  ],
};

/** Til dyrlegen, ut på kjøkkenet, opp på rommet, ut i hagen. */
const GO: Record<string, (c: NoCtx) => string> = {
  'waiting-room': (c) =>
    by(
      c,
      `${h(c)} og ${grown(c)} tok ${o(c)} med til ${vet(c)}.`,
      `${h(c)} og ${grown(c)} bar ${o(c)} forsiktig til ${vet(c)} og satte seg på venterommet.`,
      `${h(c)} og ${grown(c)} bar ${o(c)} til ${vet(c)}, så forsiktig at ikke ett skritt ristet, og satte seg på venterommet for å vente på tur.`,
    ),
  kitchen: (c) =>
    by(
      c,
      `${h(c)} løp ut på kjøkkenet.`,
      `${h(c)} skyndte seg ut på kjøkkenet for å hente det ${o(c)} trengte.`,
    ),
  bedroom: (c) =>
    by(
      c,
      `${h(c)} gikk opp på rommet sitt.`,
      `${h(c)} gikk opp på rommet sitt for å lage ei seng til ${o(c)}.`,
    ),
  bathroom: (c) =>
    by(
      c,
      `${h(c)} løp inn på badet.`,
      `${h(c)} skyndte seg inn på badet for å hente noe varmt til ${o(c)}.`,
    ),
  woodshed: (c) =>
    by(
      c,
      `${h(c)} løp ut i boden.`,
      `${h(c)} løp ut i vedboden for å lete etter noe varmt til ${o(c)}.`,
    ),
  hayloft: (c) =>
    by(
      c,
      `${h(c)} gikk ut i låven.`,
      `${h(c)} gikk ut i låven, der ${o(c)} sto i båsen sin og ventet.`,
    ),
  garden: (c) =>
    by(
      c,
      `Dagene gikk.`,
      `Dagene gikk, den ene etter den andre, sakte og stille.`,
      `Dagene gikk, den ene etter den andre, sakte og stille, og hver eneste av dem var ${h(c)} sammen med ${o(c)}.`,
    ),
};

export const careScenes = {
  // Bare egne titler: aldri «dyrlegen i hagen».
  titles: [] as Bank<NoCtx>,
  travel: [(c: NoCtx) => GO[c.place.id]?.(c) ?? null] as Bank<NoCtx>,
};

/** Venterommet hos dyrlegen: dyr som venter, ikke tegneserier hos legen. */
export const careSettings = {
  clinic: [
    (c: NoCtx) =>
      by(
        c,
        `En hund og en katt ventet også.`,
        `På venterommet satt en hund med bandasje på labben og en katt i en kurv og ventet, de også.`,
        `Venterommet luktet såpe og høy; en hund med bandasje på labben lå under en benk, og en gretten katt kikket ut av en kurv.`,
      ),
  ] as Bank<NoCtx>,
  farm: [
    (c: NoCtx) =>
      by(
        c,
        `Låven luktet høy.`,
        `Låven var halvmørk og varm og luktet høy.`,
        `Låven var halvmørk og varm, med støv som danset i lyset og en søt lukt av høy.`,
      ),
  ] as Bank<NoCtx>,
};
