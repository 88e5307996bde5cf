import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { withVariants } from '../../goal-variants';
import { shopErrand } from './reach-shop';
import { illAfter, illGiven, illMet, illWant } from './reach-ill';
import { Crowd, crowd } from '../slots';
import { placeById } from '../../../lexicon/places';

const h = (c: NoCtx) => c.hero.name;
const to = (c: NoCtx) => c.target?.to ?? 'opp på fjellet';
const def = (c: NoCtx) => c.target?.def ?? 'fjellet';
const at = (c: NoCtx) => c.target?.in ?? 'på fjellet';
/** Someone lives there, and the journey is a visit: "besøke tante Kari i Bergen". */
const visit = (c: NoCtx) => c.variant === 'visit' && !!c.recipient;
const R = (c: NoCtx) => c.recipient?.name ?? '';
/** Something taken along for them: "ei gryte med suppe". */
const gave = (c: NoCtx) => (visit(c) && c.thing ? c.thing : undefined);
/** A place out of sight from home (a city, a planet): dreamt of, not looked at from the window. */
const far = (c: NoCtx) =>
  !!c.target &&
  (placeById(c.target.id).proper === true || placeById(c.target.id).setting === 'city');

const plain: GoalTexts<NoCtx> = {
  want: [
    (c) => (visit(c) && c.ill ? illWant(c, gave(c)?.indef) : null),
    (c) =>
      visit(c) && !c.ill
        ? by(
            c,
            `${R(c)} bodde ${at(c)}, og ${h(c)} ville {besøke|dra og besøke} ${c.recipient?.ham}.`,
            `${R(c)} bodde ${at(c)}, og ${h(c)} {gledet seg sånn|lengtet sånn} til å besøke ${c.recipient?.ham}${gave(c) ? ` med ${gave(c)?.indef}` : ''}.`,
            `${R(c)} bodde ${at(c)}, langt unna, og ${h(c)} hadde lenge lengtet etter å besøke ${c.recipient?.ham}${gave(c) ? `, og denne gangen skulle ${c.hero.han} ha med ${gave(c)?.indef}` : ''}.`,
          )
        : null,
    (c) =>
      gave(c) && !c.ill
        ? by(
            c,
            `${h(c)} skulle ta med ${gave(c)?.indef} til ${R(c)}.`,
            `${h(c)} skulle ta med ${gave(c)?.indef} til ${R(c)}, for det ville gjøre ${c.recipient?.ham} glad.`,
          )
        : null,
    (c) =>
      visit(c) || far(c)
        ? null
        : by(
            c,
            `${h(c)} så på ${def(c)} {hver dag|hver kveld|fra vinduet} og sa: «Dit vil jeg.»`,
            `Hver {dag|kveld|morgen} så ${h(c)} på ${def(c)} og ønsket seg dit.`,
            `Hver {dag|kveld} så ${h(c)} bort på ${def(c)}, langt borte og {skinnende|glødende|blått}, og ønsket av hele sitt hjerte å komme dit.`,
          ),
    (c) =>
      visit(c)
        ? null
        : by(
            c,
            `${h(c)} hadde {en drøm|en stor drøm|et ønske}: å reise ${to(c)}.`,
            `${h(c)} hadde en {drøm|stor drøm}: å reise helt ${to(c)}, {en dag|en vakker dag|denne sommeren}.`,
            `${h(c)} hadde en drøm som hadde vokst seg større for hvert år: å reise helt ${to(c)} og se det med egne øyne.`,
          ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men det var {langt, langt borte|veldig, veldig langt borte|så forferdelig langt borte}.`,
        `Men det var {veldig langt unna|langt, langt borte}, og ingen visste veien.`,
        `Men det var veldig langt unna, mye lenger enn noen ${h(c)} kjente hadde vært, og ingen kunne si hvilken vei man skulle gå.`,
      ),
    (c) =>
      by(
        c,
        `«Du er for {liten|ung|kort},» sa {noen|en nabo|geita}, og ${h(c)} ble {lei seg|sur|stille}.`,
        `«Det er for langt for en så {liten|ung},» sa folk, og ${h(c)} ble {lei seg|litt sur|stille}.`,
        `«Det er altfor langt for en på din størrelse,» sa folk vennlig, og ${h(c)} ble litt lei seg, og så litt {sta|bestemt}.`,
      ),
  ],
  decide: [
    (c) =>
      visit(c)
        ? by(
            c,
            `«Nå drar vi til ${R(c)}!» sa ${h(c)} {${c.hero.dressed ? 'og tok på støvlene' : 'og rettet ryggen'}|og pakket sekken|med et stort glis}.`,
            `«Nå drar vi til ${R(c)},» sa ${h(c)}, «{og vi kommer fram før kvelden|same hvor lang veien er|ett skritt om gangen}.»`,
          )
        : null,
    (c) =>
      by(
        c,
        `«Jeg drar likevel!» sa ${h(c)} {${c.hero.dressed ? 'og tok på støvlene' : 'og ristet seg'}|og pakket niste|med et stort glis}.`,
        `«Jeg drar likevel,» sa ${h(c)}, «{ett skritt om gangen|sakte, men sikkert|og det i dag}.»`,
        `«Langt er bare mange korte biter satt sammen,» sa ${h(c)}, «så jeg tar ett skritt om gangen,» og det gjorde ${c.hero.han}.`,
      ),
  ],
  attempt: [
    (c) =>
      by(
        c,
        `${h(c)} tok en snarvei ${c.place.in}, men den gikk feil vei.`,
        `${h(c)} prøvde en snarvei ${c.place.in}, men den gikk bare rundt i {ring|en sløyfe}.`,
        `${h(c)} prøvde en snarvei ${c.place.in} som så svært lovende ut, men den slynget seg i en stor, lat ring og endte akkurat der den begynte.`,
      ),
    (c) =>
      by(
        c,
        `Stien gikk ned, ikke opp, så ${c.team.de} måtte snu.`,
        `Stien ${c.place.in} gikk nedover i stedet for oppover, så ${c.team.de} måtte snu.`,
        `Stien ${c.place.in} sank nedover i stedet for å stige, og etter en stund måtte ${c.team.de} innrømme det og snu.`,
      ),
  ],
  progress: [
    (c) =>
      by(
        c,
        `${def(c)} var {nærmere|større|mye nærmere} nå.`,
        `Fra ${c.place.def} så ${def(c)} litt større ut, og litt nærmere.`,
        `Da ${h(c)} så opp fra ${c.place.def}, virket ${def(c)} større og nærmere enn noen gang.`,
      ),
    (c) =>
      by(
        c,
        `«Vi er {halvveis|nesten halvveis|på god vei}!» sa ${h(c)} ${c.place.in}.`,
        `«Jeg tror vi er {halvveis|mer enn halvveis},» sa ${h(c)} ${c.place.in} og så seg tilbake.`,
        `«Jeg tror vi er halvveis,» sa ${h(c)} ${c.place.in} og så bakover langs den lange veien bak ${c.team.dem}; det var en god følelse.`,
      ),
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Følg {elva|stjerna|vinden},» sa ${c.helper.kindDef}.`,
            `«Følg {elva|den klareste stjerna|den varme vinden},» sa ${c.helper.kindDef}, «for den vet veien.»`,
            `«Følg {elva|den klareste stjerna|den varme vinden},» sa ${c.helper.kindDef}, «for den har gått den veien i tusen år og har aldri gått seg bort.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Gå sakte, så kommer du fram,» sa ${c.helper.kindDef}.`,
            `«Sakte, men sikkert,» sa ${c.helper.kindDef}, «sånn kommer man {langt|dit man skal}.»`,
            `«Sakte, men sikkert,» sa ${c.helper.kindDef}, «for de som haster, må ofte snu og begynne på nytt.»`,
          )
        : null,
    (c) =>
      c.helper && c.next
        ? by(
            c,
            `«Gå ${c.next.to} nå,» sa ${c.helper.kindDef}.`,
            `«Veien deres går ${c.next.to},» sa ${c.helper.kindDef} {og pekte|og nikket|med et vink}.`,
            `«Herfra går veien deres ${c.next.to},» sa ${c.helper.kindDef}, «og etter det vet dere det selv.»`,
          )
        : null,
  ],
  ask: [
    // Nobody asks the way to the place they are standing in.
    (c) =>
      c.helper && c.place.id !== c.target?.id
        ? by(
            c,
            visit(c)
              ? `«Vet du veien til ${R(c)}?» spurte ${h(c)}.`
              : `«Hvilken vei er det ${to(c)}?» spurte ${h(c)}.`,
            `«Kan du vise oss veien ${to(c)}?» spurte ${h(c)} {håpefullt|høflig}.`,
            `«Kan du vise oss veien ${to(c)}?» spurte ${h(c)}, «for vi har gått {langt|veldig langt} allerede.»`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `Det siste stykket var {tyngst|brattest|lengst}, men ${h(c)} gikk videre.`,
          `Det siste stykket var det tyngste av alle, men ${h(c)} ga seg ikke, {steg for steg|sakte|modig}.`,
          `Det siste stykket var det tyngste av alle, bratt og langt, og ${h(c)} var veldig sliten, men ${c.hero.han} gikk videre, ett skritt, og ett til.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Crowd(c)} ble med, og sammen gikk de videre.`,
          `${Crowd(c)} ble med på det siste stykket, og sammen gikk de videre.`,
          `På det siste stykket ble ${crowd(c)} med, og de hjalp hverandre over hver kul, til ingen var slitne lenger.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} holdt opp ${c.gift.def}, og ${c.gift.den} viste veien!`,
              `${h(c)} holdt opp ${c.gift.def}, og lyset traff ${c.gift.den} og viste veien.`,
              `${h(c)} holdt opp ${c.gift.def}, og lyset traff ${c.gift.den} slik at ${c.gift.den} skinte som et lite fyrtårn og viste veien.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} fikk en idé: gå rundt, ikke over!`,
          `${h(c)} fikk en idé: I stedet for å gå over, kunne ${c.team.de} gå rundt.`,
          `${h(c)} fikk en idé: I stedet for å gå rett over den tyngste biten, kunne ${c.team.de} ta den lange veien rundt, og den viste seg å være den korte veien likevel.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      if (visit(c) && c.ill) {
        const thing = gave(c);
        return `${illMet(c)}${thing ? illGiven(c, thing.def) : ''}`;
      }
      if (visit(c)) {
        const met = by(
          c,
          `Og der, i døra, sto ${R(c)} med åpne armer! «Så godt å se ${c.friend ? 'dere' : 'deg'}!»`,
          `Og så, ${at(c)}, sto ${R(c)} i døra og vinket. «Der er ${c.friend ? 'dere' : 'du'} jo!» ropte ${c.recipient?.han} og klemte ${c.team.dem}.`,
          `Og så, til slutt, var ${c.team.de} framme, og der, i døra, sto ${R(c)} med åpne armer og et smil som ble større og større. «Så godt å se ${c.friend ? 'dere' : 'deg'},» sa ${c.recipient?.han}, «kom inn, kom inn!»`,
        );
        const given = gave(c)
          ? by(
              c,
              ` ${h(c)} ga ${c.recipient?.ham} ${gave(c)?.def}, og ${R(c)} ble så glad.`,
              ` ${h(c)} ga ${c.recipient?.ham} ${gave(c)?.def}, og ${R(c)} ble så glad at ${c.recipient?.han} {nesten gråt|lo høyt}.`,
            )
          : '';
        return `${met}${given}`;
      }
      const main = by(
        c,
        `Og så var ${c.team.de} der, ${at(c)}!`,
        `Og så, {endelig|til slutt|omsider}, var ${c.team.de} framme, ${at(c)}!`,
        `Og så, til slutt, var ${c.team.de} framme, og ${h(c)} sto ${at(c)}, enda mer fantastisk enn ${c.hero.han} hadde drømt.`,
      );
      // What they came to see is there: "en elefant", "pingvinene".
      const seen = c.other ? ` Og der, rett foran ${c.team.dem}, sto ${c.other.indef}!` : '';
      const cheer = by(
        c,
        `«Vi klarte det!» {sa|ropte|jublet} ${h(c)}.`,
        `«Vi klarte det!» ropte ${h(c)}, og ordene {ga ekko rundt ${c.team.dem}|runget|kom tilbake som ekko}.`,
        `«Vi klarte det,» sa ${h(c)} stille, og så, mye høyere: «VI KLARTE DET!»`,
      );
      return `${main}${seen} ${cheer}`;
    },
  ],
  reflection: [
    (c) => (visit(c) && c.ill ? illAfter(c) : null),
    (c) =>
      visit(c) || c.other
        ? null
        : by(
            c,
            `Det var godt å være hjemme igjen etter turen ${to(c)}.`,
            `Det hadde vært fint ${at(c)}, men det var godt å være hjemme igjen.`,
          ),
    (c) =>
      c.other && !visit(c)
        ? by(
            c,
            `${h(c)} skulle aldri glemme ${c.other.kindDef} ${at(c)}.`,
            `${h(c)} skulle aldri glemme ${c.other.kindDef} ${at(c)}, og drømte om ${c.other.ham} lenge.`,
          )
        : null,
    (c) =>
      visit(c) && !c.ill
        ? by(
            c,
            `${h(c)} skulle aldri glemme besøket hos ${R(c)}.`,
            `Hele veien hjem tenkte ${h(c)} på ${R(c)}, og på alt de hadde gjort sammen.`,
            `${h(c)} visste at besøket hos ${R(c)} var noe ${c.hero.han} skulle huske lenge, og at ${R(c)} allerede gledet seg til neste gang.`,
          )
        : null,
    (c) =>
      visit(c) && !c.ill
        ? by(
            c,
            `«Kom snart igjen!» hadde ${R(c)} sagt.`,
            `«Kom snart igjen,» hadde ${R(c)} sagt da de dro, og det skulle de.`,
          )
        : null,
    (c) =>
      visit(c) || c.other
        ? null
        : by(
            c,
            `${h(c)} skulle {alltid huske|aldri glemme} utsikten ${at(c)}.`,
            `${h(c)} visste at ${c.hero.han} ville {huske utsikten ${at(c)}|drømme om ${def(c)}} lenge.`,
            `${h(c)} visste at ${c.hero.han} ville bære minnet med seg lenge, lenge, {som en stein i lomma|som en sang man ikke blir kvitt}.`,
          ),
    (c) =>
      visit(c) || c.other
        ? null
        : by(
            c,
            `Det var {langt|en lang vei} ${to(c)}, men ${h(c)} kom fram.`,
            `Det hadde vært en lang vei ${to(c)}, men hvert skritt hadde vært {verdt det|verdt det to ganger}.`,
            `Det hadde vært en lang vei, men nå visste ${h(c)} at langt bare er mange korte biter satt sammen.`,
          ),
  ],
  refrain: [
    (c) => `Over hauger, langt av sted, ${h(c)} går, og vi går med!`,
    () => `Ett skritt, to skritt, tre skritt til, korte bein kan gå så langt de vil!`,
  ],
  title: [
    (c) => (visit(c) ? `${h(c)} besøker ${R(c)}` : null),
    (c) => `${h(c)} reiser ${to(c)}`,
    (c) => `den lange veien ${to(c)}`,
    (c) => `${c.hero.gen} lange reise`,
  ],
};

export const reach = withVariants(plain, { shop: shopErrand });
