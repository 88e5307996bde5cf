import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { withVariants, BAKE_SHAPE, silentShape } from '../../goal-variants';
import { party } from './build-party';
import { snowman } from './build-snowman';
import { cap, capitalise, lowerFirst } from '../../../text';
import {
  CARRIES_NOBODY,
  craftKey,
  handmadeOf,
  MACHINES,
  MOTION,
  partsHere,
  stitchOf,
  WORN,
} from '../../build-kinds';
import { makeVerbNo, OOPS, PARTS } from './build-words';

const def = (c: NoCtx) => c.thing?.def ?? 'raketten';
const indef = (c: NoCtx) => c.thing?.indef ?? 'en rakett';
const den = (c: NoCtx) => c.thing?.den ?? 'den';
const id = (c: NoCtx) => c.thing?.id ?? 'rocket';
const h = (c: NoCtx) => c.hero.name;
/** Helten eller vennen: hvem som snekrer, snakker eller finner på noe. */
const w = (c: NoCtx) => (c.friend && c.chance(0.4) ? c.friend.name : c.hero.name);
const hk = (c: NoCtx) => c.helper?.kindDef ?? 'ugla';

/** Broken and mended, not made new: "reparerer sykkelen". */
const mend = (c: NoCtx) => c.variant === 'mend';
/** Food made in the kitchen: "et fat med boller", "ei gryte med suppe". */
const dish = (c: NoCtx) => id(c).startsWith('dish:') || id(c) === 'cake';
/** Something that goes or flies when it is done; anything else is done once it is made. */
const machine = (c: NoCtx) => MACHINES.has(id(c)) && !mend(c);
const verb = (c: NoCtx) => makeVerbNo(id(c), mend(c));
const key = (c: NoCtx) => craftKey(id(c), mend(c));
/** Strikket eller sydd maske for maske, ikke satt sammen av deler. */
const stitch = (c: NoCtx) => stitchOf(id(c), mend(c));
/** En gave laget for hånd ved bordet (et kort, et bilde, et halskjede): papir og lim, ikke spiker. */
const hand = (c: NoCtx) => !mend(c) && !!handmadeOf(id(c));
/** Det en håndlaget gave lages av, til en replikk som nevner det. */
const stuff = (c: NoCtx) =>
  ({
    card: '{papir og fargestifter|lim og glitter|papir og silkebånd}',
    picture: '{papir og maling|maling og pensel|en pensel og et stort ark}',
    gift: '{ei eske og gavepapir|papir og gavebånd|ei eske og et bånd}',
    necklace: '{perler og tråd|tråd og skjell|perler og en lås}',
    craft: '{papir og lim|lim og silkebånd|fargestifter og papir}',
  })[handmadeOf(id(c)) ?? 'craft'];
/** Et råd og et triks fra en hjelper for hver håndlaget gave. */
const tip = (c: NoCtx) =>
  ({
    card: '{Litt lim rekker langt|La limet tørke før neste bit|Brett først, tegn etterpå}',
    picture: '{Mal himmelen først|La hver farge tørke før neste|Tegn lett først, og mal etterpå}',
    gift: '{Pakk sakte, så blir hjørnene skarpe|Knyt sløyfa til slutt|En gave er finest når den ligner den som ga den}',
    necklace: '{Knyt en knute i enden først|Én perle om gangen|Store perler i midten}',
    craft: '{Litt lim rekker langt|Tegn lett først|Lag det slik bare du kan}',
  })[handmadeOf(id(c)) ?? 'craft'];
const trick = (c: NoCtx) =>
  ({
    card: '{bretter papiret så kanten blir skarp|skriver med krøllete bokstaver|limer så det ikke synes}',
    picture: '{blander grønt av blått og gult|holder penselen lett|maler skyer med små dutter}',
    gift: '{knyter ei sløyfe som holder|bretter fine hjørner|gjemmer teipen}',
    necklace:
      '{trær ei perle på første forsøk|knyter en knute som aldri glipper|setter perlene like langt fra hverandre}',
    craft: '{bretter papiret så kanten blir skarp|limer så det ikke synes|klipper en rett strek}',
  })[handmadeOf(id(c)) ?? 'craft'];
/** Det som strikkes eller sys av. */
const yarn = (c: NoCtx) => (stitch(c) === 'knit' ? '{garn|ull}' : '{stoff|tråd}');
const R = (c: NoCtx) => c.recipient?.name ?? '';
/** Det som gjøres videre med det som ble laget, så de siste linjene fortsatt viser det. */
const next = (c: NoCtx) =>
  id(c) === 'snowman'
    ? 'gi snømannen lue og skjerf'
    : worn(c)
      ? `ta på seg ${def(c)} for første gang`
      : `male ${def(c)} med striper`;
/** Laget for å ha på seg (et skjerf, ei lue): den det var til, tar det på. */
const worn = (c: NoCtx) => WORN.has(id(c)) && !mend(c);
/** Whom it is made for: « til Mormor». */
const til = (c: NoCtx) => (c.recipient ? ` til ${R(c)}` : '');
/** What is made is new ("en fuglekasse"); what is mended is the one they have ("bamsen"). */
const made = (c: NoCtx) => (mend(c) ? def(c) : indef(c));
/** How a part goes in: eggs are stirred in, a wing is put on. */
const put = (c: NoCtx) =>
  dish(c)
    ? '{rørte inn|la i|helte i}'
    : stitch(c) || hand(c)
      ? '{tok fram|plukket opp}'
      : 'satte på';

const kit = (c: NoCtx) => PARTS[key(c)] ?? (PARTS.make as string[]);
/** En del som finnes her, én gang per historie og bare der den hører hjemme: egg på gården. */
const found = (c: NoCtx) => c.once(partsHere(key(c), kit(c), c.setting));
/** Delen som ble funnet sist, til et forsøk; ingen før noe er funnet. */
const had = (c: NoCtx) => c.handed(kit(c)).at(-1);
/** Suppe eller grøt, kokt i gryte heller enn bakt. */
const pot = (c: NoCtx) => key(c) === 'pot';
const oops = (c: NoCtx) => c.p(OOPS[key(c)] ?? (OOPS.make as string[]));

/** How it moves once it works: a raft floats off, a car rolls, a rocket lifts. */
const motion = (c: NoCtx) => MOTION[id(c)] ?? 'fly';
const GO_NO = {
  fly: '{gikk|virket|fløy}',
  sail: '{fløt|gled ut|duppet}',
  wind: '{steg|løftet seg|tok vinden}',
  drive: '{rullet|gikk|kjørte}',
};
const SOUND_NO = {
  fly: '{Brr|Vrrm|Summ}',
  sail: '{Plask|Skvulp|Blopp}',
  wind: '{Flapp|Svisj|Blafr}',
  drive: '{Brr|Vrrm|Tøff-tøff}',
};
const WHOOSH_NO = {
  fly: '{sus|brøl|smell og et sus}',
  sail: '{plask|skvulp|lite dupp}',
  wind: '{blafr|svisj|rykk}',
  drive: '{skrangel|tut|klonk og et hopp}',
};
const START_NO = {
  fly: '{start|knappen|den røde knappen}',
  sail: '{den ut på vannet|den ut fra land|den forsiktig ut}',
  wind: '{start|den i gang|den opp}',
  drive: '{start|tuta|den i gang}',
};

/** The trip as its own sentence, whichever band's wording was picked. */
const trip = (c: NoCtx) => capitalise(tripWords(c));
/** The trip after "and": ", and off it went". */
const tripOn = (c: NoCtx) => lowerFirst(tripWords(c));

const tripWords = (c: NoCtx) =>
  CARRIES_NOBODY.has(id(c)) && !mend(c)
    ? by(
        c,
        `opp steg ${den(c)}, {høyere enn trærne|høyt i vinden|opp og opp}!`,
        `Opp steg ${den(c)}, høyere enn tretoppene, og ${den(c)} danset i vinden mens ${c.team.de} holdt i snora.`,
      )
    : c.target
      ? by(
          c,
          `${motion(c) === 'sail' ? '{så bar det|vips, så bar det|plask, så bar det}' : '{så bar det|vips, så bar det|svisj, så bar det}'} {rett|helt|hele veien} ${c.target.to}!`,
          `så, med et ${WHOOSH_NO[motion(c)]}, bar ${den(c)} ${c.team.name} {helt|hele veien|rett} ${c.target.to}.`,
          `Så, med et ${motion(c) === 'sail' ? '{plask og et skvulp|dupp og et gynn}' : '{sus og et skrangel|brøl og et drønn|hikk og et hopp}'}, bar ${den(c)} ${c.team.name} helt ${c.target.to}, og ${c.team.de} trodde {nesten ikke sine egne øyne|at ${c.team.de} drømte|knapt hva ${c.team.de} så}.`,
        )
      : mend(c)
        ? by(
            c,
            `${den(c)} var som ny!`,
            `${den(c)} var som ny, {nesten bedre enn før|helt uten en skramme|og virket som den skulle}.`,
          )
        : by(
            c,
            `${den(c)} var {perfekt|helt perfekt|akkurat riktig|den fineste i verden}!`,
            `{ingen|ingen i hele bygda|ingen i verden} hadde sett noe {lignende|så flott|så fint} {noen gang|før}.`,
            `Alle var enige om at ingen noen gang hadde laget noe flottere, noe sted.`,
          );

const plain: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      mend(c)
        ? by(
            c,
            `${cap(def(c))} var {ødelagt|i stykker}, og ${h(c)} ville reparere ${den(c)}${til(c)}.`,
            `${cap(def(c))} var {helt ødelagt|i stykker|ikke til å bruke lenger}, og ${h(c)} bestemte seg for å reparere ${den(c)}${til(c)}.`,
            `${cap(def(c))} hadde stått ødelagt så lenge at alle hadde gitt ${den(c)} opp, men ikke ${h(c)}: ${c.hero.han} skulle reparere ${den(c)}${til(c)}.`,
          )
        : null,
    (c) =>
      mend(c)
        ? null
        : by(
            c,
            `${h(c)} ville ${verb(c).inf} ${indef(c)}${til(c)}${c.target ? ` og dra ${c.target.to}` : ''}.`,
            `${h(c)} fikk en {stor|strålende|vill} idé: å ${verb(c).inf} ${indef(c)}${til(c)}${c.target ? ` og dra ${c.target.to}` : ''}.`,
            `${h(c)} fikk en stor idé, den sorten som holder deg våken om natta: ${c.hero.han} skulle ${verb(c).inf} ${indef(c)}${til(c)}${c.target ? `, og i den skulle ${c.hero.han} reise ${c.target.to}` : ''}.`,
          ),
    (c) =>
      c.recipient && hand(c)
        ? by(
            c,
            `«${R(c)} kommer til å elske ${den(c)}!» sa ${h(c)}.`,
            `«Jeg skal ${verb(c).inf} ${indef(c)} til ${R(c)},» sa ${h(c)}, «{den fineste noen har sett|helt selv|og gi ${den(c)} med en klem}.»`,
            `${h(c)} visste akkurat hva ${R(c)} ville like aller best: ${indef(c)}, ${verb(c).past} for hånd, {bare til ${c.recipient.ham}|med mye kjærlighet i hver bit}.`,
          )
        : null,
    (c) =>
      c.recipient && !hand(c)
        ? by(
            c,
            `«${R(c)} blir så glad!» sa ${h(c)}.`,
            `«${R(c)} kommer til å bli så glad,» sa ${h(c)} og smilte for seg selv.`,
          )
        : null,
    (c) =>
      by(
        c,
        `«Vi ${verb(c).pres} ${made(c)}${til(c)}!» {sa|ropte|hvisket} ${w(c)}.`,
        `«La oss ${verb(c).inf} ${made(c)}${til(c)},» sa ${w(c)}, «{og ingen skal ha sett maken|den fineste i verden|helt selv}!»`,
        `«Jeg vet hva vi skal gjøre,» sa ${w(c)}. «Vi skal ${verb(c).inf} ${made(c)}${til(c)}. {En ordentlig en|Den beste noen har sett|En som virker på ekte}.»`,
      ),
    (c) =>
      dish(c) || mend(c)
        ? null
        : by(
            c,
            `${h(c)} tegnet ${indef(c)} {på et ark|på en lapp|på veggen|i sanden}.`,
            `${h(c)} tegnet ${indef(c)} på {et stort ark|baksida av en konvolutt|en gammel avis}, med {piler|stjerner|tall} overalt.`,
            `${h(c)} hadde tegnet ${indef(c)} på {et stort ark|baksida av en konvolutt} så mange ganger at tegningen var slitt, og nå var det på tide å ${verb(c).inf} ${den(c)} på ordentlig.`,
          ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men ${w(c)} visste ikke hvordan man ${verb(c).pres} ${indef(c)}, {ikke i det hele tatt|ikke det spor|ikke ennå}.`,
        `Men {ingen|ingen av dem|ikke en eneste en} visste hvordan man ${verb(c).pres} ${indef(c)}${stitch(c) ? `{, og det fantes ikke noe ${yarn(c)}|, og kurven var tom| i det hele tatt}` : hand(c) ? '{, og hobbyeska var tom| i det hele tatt|, ikke ennå}' : '{, og delene manglet|, og alt manglet| i det hele tatt}'}.`,
        `Det var bare ett problem: Ingen visste hvordan man ${verb(c).pres} ${indef(c)}, og det fantes ingenting å ${verb(c).inf} ${den(c)} med.`,
      ),
    (c) =>
      hand(c)
        ? by(
            c,
            `Men {hobbyeska|skuffen|papireska} var {tom|nesten tom}, {bare en knekt fargestift|bare ei bøyd binders|bare støv}!`,
            `Men i {hobbyeska|skuffen ved vinduet|den gamle papireska} fantes bare {en knekt fargestift|ei bøyd binders|en inntørket limstift|en knapp uten hull}, {altfor lite|langt fra nok|ikke nok} til ${indef(c)}.`,
          )
        : stitch(c)
          ? by(
              c,
              `Men {sykurven|strikkekurven|kurven} var {tom|nesten tom}, {bare en knapp|bare et fingerbøl|bare en gammel sokk}!`,
              `Men i {sykurven|strikkeposen|den gamle kurven} fantes bare {en knapp og ei sikkerhetsnål|et fingerbøl|en floke med gammel hyssing}, {altfor lite|langt fra nok|ikke nok} til ${indef(c)}.`,
            )
          : by(
              c,
              `Men ${c
                .p([
                  ['boden', 'tom'],
                  ['boden', 'full av rot'],
                  ['skuret', 'tomt'],
                  ['skuret', 'fullt av rot'],
                  ['kjelleren', 'nesten tom'],
                ] as const)
                .join(' var ')}, {bare en sokk|bare støv|bare en gammel sko}!`,
              `Men i {boden|skuret|kjelleren} fantes bare {en sokk og en skrue|tre knapper og en støvkanin|en ødelagt paraply}, {altfor lite|langt fra nok|ikke nok} til ${indef(c)}.`,
            ),
  ],
  decide: [
    (c) =>
      hand(c)
        ? by(
            c,
            `«Vi trenger ${stuff(c)},» sa ${w(c)}, «{kom|la oss gå|av sted}!»`,
            `«Vi trenger ${stuff(c)}, og {noe helt spesielt|noe fint|noe ingen andre har},» sa ${w(c)}, «{så la oss spørre rundt|så la oss begynne med en gang}{!|, kom!}»`,
            `«Da finner vi det vi trenger, én ting om gangen,» sa ${w(c)}, «og ${R(c) ? `${R(c)} kommer aldri til å gjette` : 'ingen kommer til å gjette'} hva det er til.»`,
          )
        : stitch(c)
          ? by(
              c,
              `«Vi trenger ${yarn(c)},» sa ${w(c)}, «{kom|la oss gå|av sted}!»`,
              `«Vi må finne ${stitch(c) === 'knit' ? '{mykt garn|garn} og pinner' : '{mykt stoff|stoff}, tråd og nål'},» sa ${w(c)}, «{og spørre rundt|og begynne med en gang|for noen må ha noe vi kan bruke}{!|, kom!|, nå!}»`,
              `«Da finner vi det vi trenger, én ting om gangen,» sa ${w(c)}, «og så spør vi alle som kan ${verb(c).inf}.»`,
            )
          : by(
              c,
              `«Vi {trenger ting|må finne deler|må lete},» sa ${w(c)}, «{kom|la oss gå|av sted}!»`,
              `«Vi må finne delene,» sa ${w(c)}, «{og spørre rundt|og begynne med en gang|for noen må ha noe vi kan bruke}{!|, kom!|, nå!}»`,
              `«Da finner vi delene én etter én,» sa ${w(c)}, «og så spør vi alle som kanskje vet hvordan.»`,
            ),
    (c) =>
      by(
        c,
        `${h(c)} tok {ei kurv|en sekk|ei trillebår} og sa: «Nå {leter vi|drar vi|begynner vi}!»`,
        `${h(c)} fant fram {ei trillebår|en stor sekk|ei kurv} og en liste, og skrev øverst: «${stitch(c) ? `{Ting vi trenger|Hemmelig plan|${stitch(c) === 'knit' ? 'Garn og pinner' : 'Stoff og tråd'}}` : hand(c) ? '{Ting vi trenger|Hemmelig gave|Hemmelig plan}' : '{Ting vi trenger|Deler|Hemmelig plan}'}.»`,
      ),
  ],
  attempt: [
    (c) => {
      const p = had(c);
      return p
        ? by(
            c,
            `${w(c)} ${put(c)} ${p}, men ${oops(c)}.`,
            `${w(c)} ${put(c)} ${p} og holdt pusten, men ${oops(c)}.`,
            `${w(c)} ${put(c)} ${p}, gikk et skritt tilbake og ga det hele et oppmuntrende {nikk|blikk}. Men ${oops(c)}.`,
          )
        : null;
    },
    (c) =>
      by(
        c,
        `«{Nå|Denne gangen|Klar}!» sa ${w(c)}, men ${oops(c)}.`,
        `«Denne gangen virker det,» sa ${w(c)} {bestemt|håpefullt|med et glis}, men ${oops(c)}.`,
        `«Denne gangen virker det helt sikkert,» sa ${w(c)}, og et øyeblikk så det faktisk sånn ut. Men ${oops(c)}.`,
      ),
    (c) =>
      c.friend && hand(c)
        ? by(
            c,
            `${c.friend.name} holdt arket, og ${h(c)} ${verb(c).past}, men ${oops(c)}.`,
            `${c.friend.name} holdt ${def(c)} stille mens ${h(c)} ${verb(c).past} den siste biten, men ${oops(c)}.`,
          )
        : c.friend && stitch(c)
          ? by(
              c,
              `${c.friend.name} holdt ${stitch(c) === 'knit' ? 'nøstet' : 'stoffet'}, og ${h(c)} ${verb(c).past}, men ${oops(c)}.`,
              `${c.friend.name} holdt ${stitch(c) === 'knit' ? 'nøstet så garnet ikke floket seg' : 'stoffet glatt'} mens ${h(c)} ${verb(c).past} den siste biten, men ${oops(c)}.`,
            )
          : c.friend
            ? by(
                c,
                `${c.friend.name} holdt, og ${h(c)} {banket|knøt|dyttet}, men ${oops(c)}.`,
                `${c.friend.name} holdt ${def(c)} stødig mens ${h(c)} {banket|knøt|fikset} den siste biten, men ${oops(c)}.`,
                `${c.friend.name} holdt ${def(c)} stødig mens ${h(c)} jobbet, med tunga rett i munnen, med den aller siste biten. Men ${oops(c)}.`,
              )
            : null,
    (c) =>
      hand(c)
        ? by(
            c,
            `${w(c)} {klippet og limte|fargela og brettet|jobbet og jobbet}, men ${oops(c)}.`,
            `${w(c)} satte seg ned ${c.place.in} og jobbet {bit for bit|med stor omhu|med tunga rett i munnen}, men ${oops(c)}.`,
            `${w(c)} jobbet med ${def(c)} med stor omhu og holdt ${den(c)} opp for å se bedre. Men ${oops(c)}.`,
          )
        : stitch(c)
          ? by(
              c,
              `${w(c)} ${verb(c).past} {rad etter rad|maske etter maske|og ${verb(c).past}}, men ${oops(c)}.`,
              `${w(c)} ${verb(c).past} ${stitch(c) === 'knit' ? 'rad etter rad' : 'sting etter sting'} og holdt pusten, men ${oops(c)}.`,
              `${w(c)} ${verb(c).past} ${stitch(c) === 'knit' ? 'rad etter rad med stor omhu' : 'det ene fine stinget etter det andre'} og holdt ${den(c)} opp for å beundre ${den(c)}. Men ${oops(c)}.`,
            )
          : by(
              c,
              `${w(c)} satte {det|alt|bitene} sammen, men ${oops(c)}.`,
              `${w(c)} satte sammen ${def(c)} og holdt pusten, men ${oops(c)}.`,
              `${w(c)} satte sammen bitene med stor omhu og gikk et skritt tilbake for å beundre ${den(c)}. Men ${oops(c)}.`,
            ),
    (c) =>
      by(
        c,
        `${c.team.de} prøvde {igjen|på nytt|en gang til}, men ${oops(c)}.`,
        `${c.team.de} prøvde på en {ny|annen|lurere} måte, men ${oops(c)}.`,
        `${c.team.de} prøvde på en annen måte, saktere denne gangen. Og likevel: ${oops(c)}. «Nå,» sa ${w(c)}, «nå vet vi én ting til som ikke virker.»`,
      ),
  ],
  progress: [
    (c) => {
      const p = found(c);
      return p
        ? by(
            c,
            `${c.team.de} fant ${p} ${c.place.in}{!| – bra!| – akkurat det!}`,
            `${c.place.in} fant ${c.team.de} ${p}, {akkurat det som trengtes|helt perfekt|som om ${den(c)} hadde ventet}.`,
            `${c.place.in} fant ${c.team.de} ${p}, akkurat det som manglet, og ${w(c)} pakket det forsiktig ned.`,
          )
        : null;
    },
    (c) => {
      const p = found(c);
      return p
        ? by(
            c,
            `Nå hadde ${c.team.de} ${p} også.`,
            `{Nå|Snart|Dermed} hadde ${c.team.de} ${p} også, og ${w(c)} {smilte|sa|hvisket|lo}: «{Det begynner å ligne noe|Se hvor fint det blir|Bit for bit kommer det på plass|Det blir finere for hvert minutt|Bare vent til vi er ferdige}!»`,
            `Nå hadde ${c.team.de} ${p} også, og bit for bit tok ${def(c)} form.`,
          )
        : null;
    },
    (c) => {
      const p = found(c);
      return p
        ? by(
            c,
            `${w(c)} {fant|så|plukket opp} ${p} {i gresset|bak en stein|i en grøft}!`,
            `Helt tilfeldig {snublet|tråkket|kikket} ${w(c)} over ${p}, {halvt begravd|glemt av noen|som om det var lagt der med vilje}.`,
          )
        : null;
    },
  ],
  advice: [
    (c) =>
      c.helper && dish(c)
        ? by(
            c,
            pot(c)
              ? `«{Rør sakte|Smak underveis}, så går det bra,» sa ${hk(c)}.`
              : `«{Sikt melet|Varm opp ovnen først|La deigen hvile}, så går det bra,» sa ${hk(c)}.`,
            pot(c)
              ? `«{Rør sakte og gå aldri fra gryta|Smak underveis|En klype salt til slutt},» sa ${hk(c)}, {som en ekte kokk|og slikket sleiva|og blunket}.`
              : `«{Sikt melet først|Ikke åpne ovnen for tidlig|La deigen hvile før den skal i ovnen|Smør forma godt|Varme hender gir myk deig},» sa ${hk(c)}, {som en ekte baker|med mel på det ene øret|og slikket sleiva|og blunket}.`,
          )
        : c.helper && hand(c)
          ? by(
              c,
              `«{Ta den tida du trenger|Sakte men sikkert|Litt om litt}, så blir det fint,» sa ${hk(c)}.`,
              `«${tip(c)},» sa ${hk(c)}, {og blunket|med et vennlig smil|og nikket klokt}.`,
            )
          : c.helper && !stitch(c)
            ? by(
                c,
                `«Lag en {sterk|god|stødig} bunn først,» sa ${hk(c)}.`,
                `«Begynn med en {sterk|god|stødig} bunn,» sa ${hk(c)}, «{alt annet står på den|resten kommer av seg selv|så går det bra}.»`,
                `«Begynn alltid med en sterk bunn,» sa ${hk(c)}. «Alt annet hviler på den, akkurat som med venner.»`,
              )
            : null,
    (c) => {
      const p = c.helper ? found(c) : undefined;
      return p
        ? c.helper
          ? by(
              c,
              `«{Her|Værsågod|Ta denne}!» sa ${hk(c)}, og ga ${c.team.dem} ${p}.`,
              `«Dere kan få ${p},» sa ${hk(c)}, «{jeg trenger det ikke|det har ligget her lenge|det var jo heldig}.»`,
              `«Jeg har ${p} som jeg aldri bruker,» sa ${hk(c)}. «Dere får det, hvis det hjelper.»`,
            )
          : null
        : null;
    },
    // Knitting or sewing a scarf or a hat: a knitter's tip, not a carpenter's.
    (c) =>
      c.helper && stitch(c) === 'sew'
        ? by(
            c,
            `«{Små sting|Ta det rolig|Nål det fast først}, så går det bra,» sa ${hk(c)}.`,
            `«{Nål det fast før du syr|Små sting holder best|La det være en åpning til stoppen|Vreng det til slutt},» sa ${hk(c)}, {og blunket|med ei nål i kragen|som en ekte skredder}.`,
          )
        : c.helper && stitch(c)
          ? by(
              c,
              `«{Tell maskene|Ta det rolig|Strikk løst}, så går det bra,» sa ${hk(c)}.`,
              `«{Tell maskene to ganger|Strikk løst, så blir det mykt|Rolige hender gir jevne masker|Begynn med en liten bit og se at den blir fin},» sa ${hk(c)}, {og blunket|med et nøste i fanget|som en ekte strikker}.`,
            )
          : null,
    (c) =>
      c.helper && !dish(c) && !stitch(c) && !hand(c)
        ? by(
            c,
            `«{Mål to ganger|Tenk først|Ta det rolig}, så går det bra,» sa ${hk(c)}.`,
            `«{Mål to ganger og {sag|klipp|skru} én gang|Rolige hender gjør sterkt arbeid|En god plan er halve jobben|Sjekk hver skjøt før du begynner|Begynn i det små og bygg oppover},» sa ${hk(c)}, {og blunket|som en ekte snekker|med en blyant bak øret}.`,
          )
        : null,
    (c) =>
      c.helper && stitch(c)
        ? by(
            c,
            `${hk(c)} viste ${c.team.dem} {et triks|en lur måte} å ${stitch(c) === 'knit' ? '{legge opp masker|telle maskene|holde pinnene}' : '{træ nåla|feste tråden|sy en rett søm}'} på.`,
            `${hk(c)} viste ${c.team.dem} hvordan man ${stitch(c) === 'knit' ? '{legger opp uten floke|plukker opp en tapt maske|holder hver rad jevn}' : '{trær nåla på første forsøk|syr en søm som aldri går opp|gjemmer knuten inni}'}, og ${w(c)} lærte det {med en gang|på tredje forsøk}.`,
          )
        : c.helper && hand(c)
          ? by(
              c,
              `${hk(c)} viste ${c.team.dem} {et triks|en lur måte|en god måte}.`,
              `${hk(c)} viste ${c.team.dem} hvordan man ${trick(c)}, og ${w(c)} lærte det {med en gang|på tredje forsøk}.`,
            )
          : c.helper
            ? by(
                c,
                `${hk(c)} viste ${c.team.dem} {en knute|et triks|en lur måte}.`,
                `${hk(c)} viste ${c.team.dem} {en knute som aldri går opp|et triks med teip|hvordan man skrur uten skrutrekker}, og ${w(c)} lærte det {med en gang|på tredje forsøk}.`,
              )
            : null,
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Kan du hjelpe oss å ${verb(c).inf} ${indef(c)}?» spurte ${w(c)} {håpefullt|høflig|ivrig}.`,
            `«Vet du hvordan man ${verb(c).pres} ${indef(c)}?» spurte ${w(c)} {håpefullt|høflig|med store øyne}.`,
            `«Unnskyld,» sa ${w(c)}, «kan du noe om å ${verb(c).inf} ${indef(c)}?»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${w(c)} viste ${hk(c)} {tegningen|planen|lista}.`,
            `${w(c)} viste ${hk(c)} ${stitch(c) ? '{tegningen|mønsteret|det krøllete mønsteret}' : hand(c) ? '{tegningen|skissen|lista}' : '{tegningen|den krøllete planen|lista over deler}'}, og ${c.helper?.han ?? 'den'} {så lenge på den|nikket sakte|snudde den opp ned og tilbake}.`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          machine(c)
            ? motion(c) === 'sail'
              ? `Nå var det tid, og ${w(c)} dyttet ${START_NO.sail}.`
              : motion(c) === 'wind'
                ? `Nå var det tid, og ${w(c)} {løp mot vinden|kastet ${den(c)} opp|slapp ut snora}.`
                : `Nå var det tid, og ${w(c)} trykket på ${START_NO[motion(c)]}.`
            : `Nå gjensto bare det siste, og ${w(c)} {holdt pusten|bet seg i tunga|lukket øynene} og gjorde det.`,
          `{Til slutt|Endelig|Omsider} var ${den(c)} klar, og ${w(c)} {trakk pusten dypt|krysset fingrene|lukket øynene} og sa: «{Nå|Her går det|En, to, tre}!»`,
          `Til slutt var ${def(c)} ferdig. ${w(c)} trakk pusten dypt, krysset fingrene og sa: «Nå.»`,
        ),
    ],
    together: [
      (c) =>
        hand(c)
          ? by(
              c,
              `Alle hjalp til med den aller siste biten.`,
              `Alle kom for å hjelpe med den siste biten, og de {holdt arket flatt|rakte limet|heiet} sammen.`,
              `Alle ${c.team.de} hadde møtt, kom for å hjelpe med den siste biten, én holdt arket flatt, én rakte limet og én heiet, til ${def(c)} var ferdig.`,
            )
          : stitch(c)
            ? by(
                c,
                `Alle hjalp til med de siste ${stitch(c) === 'knit' ? 'radene' : 'stingene'}.`,
                `Alle kom for å hjelpe med den siste biten, og de {holdt ${stitch(c) === 'knit' ? 'nøstet' : 'stoffet'}|telte høyt|heiet på hvert sting} sammen.`,
                `Alle ${c.team.de} hadde møtt, kom for å hjelpe med den siste biten, én holdt ${stitch(c) === 'knit' ? 'nøstet' : 'stoffet'}, én telte og én heiet, til ${def(c)} var ferdig.`,
              )
            : by(
                c,
                `Alle hjalp til, {dytt, dra, løft|hiv og hoi|én, to, tre}!`,
                `Alle kom for å hjelpe med den siste biten, og de {dyttet og dro og løftet|bar og bante og lo} sammen.`,
                `Alle ${c.team.de} hadde møtt, kom for å hjelpe med den siste biten, og de dyttet, dro og løftet sammen til ${def(c)} var ferdig.`,
              ),
    ],
    gift: [
      // En gave er verken ingrediens eller del: den bringer lykke eller pynter det som lages.
      (c) =>
        c.gift && dish(c)
          ? by(
              c,
              `${h(c)} holdt ${c.gift.def} for lykke og prøvde en gang til. Nå gikk det!`,
              `${h(c)} la ${c.gift.def} ved siden av bollen for lykke, husket hvert eneste råd og prøvde en gang til, og denne gangen ble det akkurat passe.`,
              `${h(c)} la ${c.gift.def} ved siden av bollen for lykke, gikk gjennom hvert råd ${c.team.de} hadde fått, og prøvde en siste gang, sakte og forsiktig, og denne gangen ble det akkurat passe.`,
            )
          : c.gift && stitch(c)
            ? by(
                c,
                `${h(c)} holdt ${c.gift.def} tett inntil for lykke og ${verb(c).past} den siste biten. Nå ble det riktig!`,
                `${h(c)} la ${c.gift.def} ved siden av kurven for lykke, husket hvert eneste råd og ${verb(c).past} den siste biten en gang til, og denne gangen ble det akkurat passe.`,
              )
            : c.gift && hand(c)
              ? by(
                  c,
                  `${h(c)} satte ${c.gift.def} på ${def(c)}. Nå var ${den(c)} akkurat riktig!`,
                  `${h(c)} husket ${c.gift.def} fra turen og satte den midt på ${def(c)}, og {med ett|plutselig|vips} var det akkurat det som hadde manglet.`,
                  `${h(c)} tok fram ${c.gift.def} ${c.hero.han} hadde funnet på veien, satte den midt på ${def(c)} og gikk et skritt tilbake: Nå var ${den(c)} ikke hvilken som helst, men en ingen andre i hele verden kunne ha laget.`,
                )
              : c.gift
                ? by(
                    c,
                    `${h(c)} satte ${c.gift.def} på toppen for lykke, og endelig holdt alt!`,
                    `${h(c)} bandt ${c.gift.def} fast på toppen av ${def(c)} for lykke, satte på den siste delen en gang til, og denne gangen holdt alt.`,
                    `${h(c)} bandt ${c.gift.def} fast på toppen av ${def(c)} for lykke, satte på den siste delen en gang til, sakte, slik alle hadde vist, og denne gangen holdt alt.`,
                  )
                : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${w(c)} fikk en idé: «{Snu den|Vend den|Prøv opp ned}!» Og da passet det!`,
          `${w(c)} fikk en {idé|lys idé|plutselig idé}: «Hva om vi {snur den andre veien|tar den bakerste delen først|bruker mindre teip|bytter om to biter}?»`,
          `${w(c)} så på alle de mislykkede forsøkene og skjønte det plutselig. «Hva om vi {snur den andre veien|begynner fra andre enden}?»`,
        ),
    ],
  },
  resolution: [
    (c) =>
      machine(c)
        ? null
        : by(
            c,
            mend(c)
              ? `Og så var ${def(c)} som ny!`
              : `Og så var ${def(c)} ferdig, {finere enn noen hadde trodd|akkurat som ${h(c)} hadde drømt}!`,
            mend(c)
              ? `Og så, med en siste {skru|knute|klatt lim}, var ${def(c)} som ny. ${h(c)} prøvde ${den(c)}, og alt virket!`
              : dish(c)
                ? `Og så var ${def(c)} ferdig, og det duftet så godt at {alle kom løpende|fuglene kikket inn|til og med katten kom}.`
                : `Og så var ${def(c)} ferdig, {finere enn noen hadde trodd|akkurat som ${h(c)} hadde drømt}, og ${c.team.de} sto lenge og så på ${den(c)}.`,
            mend(c)
              ? `Og så, med en siste {skru|knute|klatt lim}, var ${def(c)} hel igjen, og da ${h(c)} prøvde ${den(c)}, virket alt som det skulle, nesten bedre enn før.`
              : `Og så, etter alle forsøkene, var ${def(c)} ferdig, {finere enn noen hadde trodd|akkurat som ${h(c)} hadde drømt om}, og ${c.team.de} klarte nesten ikke å slutte å se på ${den(c)}.`,
          ),
    (c) =>
      !machine(c)
        ? null
        : by(
            c,
            `{Og det virket|Og se, det virket|Det virket|Endelig virket det}, og ${tripOn(c)}`,
            `{Og det virket|Det virket|Endelig virket det}, og ${tripOn(c)}`,
            `Og denne gangen virket det. ${trip(c)}`,
          ),
    (c) =>
      !machine(c)
        ? null
        : by(
            c,
            `${SOUND_NO[motion(c)]}, sa ${def(c)}, og så ${GO_NO[motion(c)]} ${den(c)}! ${trip(c)}`,
            motion(c) === 'wind'
              ? `Først blafret ${den(c)} litt, så rykket ${den(c)} i snora, og så steg ${den(c)} akkurat som ${den(c)} skulle. ${trip(c)}`
              : motion(c) === 'sail'
                ? `Først duppet ${den(c)} litt, så gynget ${den(c)}, og så {fløt ${den(c)} helt av seg selv|gled ${den(c)} ut som ${den(c)} skulle}. ${trip(c)}`
                : `Først kom et lite {brr|summ|klikk}, så et større, og så {gikk ${den(c)} som en klokke|virket ${den(c)} helt av seg selv|gikk ${den(c)} akkurat som ${den(c)} skulle}. ${trip(c)}`,
          ),
  ],
  reflection: [
    (c) =>
      c.recipient && dish(c)
        ? by(
            c,
            `${R(c)} smakte og lukket øynene. «Det beste jeg har smakt,» sa ${c.recipient.han}.`,
            `${R(c)} smakte, lukket øynene og smilte. «Det beste jeg har smakt,» sa ${c.recipient.han}, og forsynte seg en gang til.`,
          )
        : null,
    (c) =>
      c.recipient && worn(c)
        ? by(
            c,
            `${R(c)} fikk ${def(c)} og tok ${den(c)} på seg {med en gang|der og da}.`,
            `${R(c)} fikk ${def(c)} og tok ${den(c)} på seg {med en gang|der og da}. Fra da av gikk ${c.recipient.han} med ${den(c)} {hver eneste dag|hver gang det var kaldt|hele vinteren}, {god og varm|lun og glad}.`,
            `Da ${R(c)} fikk ${def(c)}, tok ${c.recipient.han} ${den(c)} på seg der og da og klemte ${h(c)} så lenge at ingen av dem ville slippe. Fra da av gikk ${c.recipient.han} med ${den(c)} {hver eneste dag|hver gang det var kaldt ute|hele vinteren}, og tenkte på ${h(c)} hver gang.`,
          )
        : null,
    (c) =>
      c.recipient && !dish(c) && !worn(c)
        ? by(
            c,
            `${R(c)} fikk ${def(c)}, og ${c.recipient.han} ble så glad.`,
            `${R(c)} fikk ${def(c)}, og ${c.recipient.han} ble så glad at ${c.recipient.han} {klemte ${h(c)} lenge|lo høyt|nesten gråt}.`,
            `Da ${R(c)} fikk ${def(c)}, ble ${c.recipient.han} helt stille, og så klemte ${c.recipient.han} ${h(c)} så lenge at ingen av dem ville slippe.`,
          )
        : null,
    (c) =>
      !c.recipient && dish(c)
        ? by(
            c,
            `Alle fikk smake på ${def(c)}, og det ble ikke en smule igjen.`,
            `Alle fikk smake på ${def(c)}, og {det ble ikke en smule igjen|alle ville ha mer|til og med fuglene fikk en bit}.`,
          )
        : null,
    (c) =>
      dish(c) || mend(c) || c.recipient
        ? null
        : by(
            c,
            `I morgen skulle ${c.team.de} {vise fram|male|pynte} ${def(c)}.`,
            `I morgen, bestemte ${w(c)}, skulle ${c.team.de} {${next(c)}|gi ${def(c)} et navn|vise ${def(c)} til alle}.`,
            `I morgen, bestemte ${w(c)}, ble det tid til å {${next(c)}|gi ${def(c)} et skikkelig navn|vise ${def(c)} til alle}.`,
          ),
    // Den det ble laget til, har det ved slutten; «laget med hjelp» ville latt dem stå uten.
    (c) =>
      c.recipient && !dish(c)
        ? null
        : by(
            c,
            `${c.team.de} ${mend(c) ? 'reparerte' : 'laget'} ${def(c)} med hjelp fra {venner|alle|mange}.`,
            `${c.team.de} hadde ${mend(c) ? 'reparert' : 'laget'} ${def(c)} ${stitch(c) ? `{bit for bit|litt om litt|${stitch(c) === 'knit' ? 'rad for rad' : 'sting for sting'}}` : '{bit for bit|litt om litt|del for del}'}, med litt hjelp fra {venner|alle de møtte|nye venner}.`,
            `${c.team.de} hadde ${mend(c) ? 'reparert' : 'laget'} ${def(c)} bit for bit, med hjelp fra venner, og hver tabbe hadde lært ${c.team.dem} noe.`,
          ),
    (c) =>
      dish(c) || c.recipient
        ? null
        : by(
            c,
            `${w(c)} klappet ${def(c)} og sa: «{God natt|Sov godt|Takk for i dag}.»`,
            `Før ${c.team.de} gikk inn, klappet ${w(c)} ${def(c)} og hvisket: «{God natt|Sov godt|Du var flink i dag}.»`,
          ),
  ],
  refrain: [
    (c) =>
      hand(c)
        ? `Klipp og brett og lim og nynn, snart er ${def(c)} ferdig, pynt!`
        : worn(c)
          ? `Rett og vrang og rundt igjen, snart er ${def(c)} ferdig, venn!`
          : `Bank og dunk og klink og klonk, snart er ${def(c)} ferdig, bonk!`,
    (c) => `Bit for bit og litt om litt, ${h(c)} ${verb(c).pres}, stolt og blidt!`,
  ],
  title: [
    (c) => `${h(c)} ${verb(c).pres} ${indef(c)}${til(c)}`,
    (c) =>
      c.target ? `${def(c)} som dro ${c.target.to}` : machine(c) ? `${def(c)} som virket` : null,
    (c) => `${h(c)} og ${def(c)}`,
  ],
};

const bakeShape = silentShape<NoCtx>(BAKE_SHAPE);

export const build = withVariants(plain, { party, snowman, bake: bakeShape });
