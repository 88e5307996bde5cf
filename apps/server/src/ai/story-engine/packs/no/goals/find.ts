import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { lostClues, lostFound } from './lost-words';
import { Crowd } from '../slots';

const def = (c: NoCtx) => c.thing?.def ?? 'skatten';
const indef = (c: NoCtx) => c.thing?.indef ?? 'en skatt';
const den = (c: NoCtx) => c.thing?.den ?? 'den';
const treasure = (c: NoCtx) => c.thing?.id === 'treasure';
const h = (c: NoCtx) => c.hero.name;
/** What the lost thing left behind on the way; nothing for a treasure map. */
const trail = (c: NoCtx) => {
  const clues = treasure(c) ? undefined : lostClues(c);
  return clues ? c.cycle(clues) : undefined;
};
const where = (c: NoCtx) =>
  c.next ? c.next.in : '{over bakken|nede ved vannet|der stien svinger}';

export const find: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      treasure(c)
        ? by(
            c,
            `${h(c)} fant et gammelt kart {på loftet|under senga|i ei eske}, med et stort, rødt kryss på.`,
            `${h(c)} fant et gammelt kart {på loftet|i ei støvete kiste|bak ei løs planke}, og på det var et stort, rødt kryss som betydde «skatt».`,
            `I {ei støvete eske på loftet|ei gammel kiste under trappa|ei blikkboks bak ei løs planke} fant ${h(c)} et gammelt kart, mykt som stoff, med et stort, rødt kryss langt hjemmefra, og hjertet gjorde et hopp.`,
          )
        : null,
    (c) =>
      !treasure(c)
        ? by(
            c,
            `${h(c)} hadde ${indef(c)} og var {så glad i ${den(c)}|veldig glad i ${den(c)}|gladest i ${den(c)} av alt}.`,
            `${h(c)} hadde ${indef(c)} som ${c.hero.han} var gladere i enn {noe annet|alle de andre lekene|is}.`,
            `${h(c)} eide ${indef(c)} som ${c.hero.han} var gladere i enn noe annet, og som ble med ${c.hero.ham} {nesten overalt|i senga hver kveld|på hver eneste tur}.`,
          )
        : null,
  ],
  problem: [
    (c) =>
      treasure(c)
        ? by(
            c,
            `Men en bit av kartet var {revet av|borte|visket ut}, så hvor var skatten?`,
            `Men en del av kartet var {revet av|borte|utvisket}, og ingen visste veien.`,
            `Men et hjørne av kartet var {revet av|gnagd av mus|vasket blankt av regn} for lenge siden, akkurat der stien skulle vært.`,
          )
        : by(
            c,
            `Men en {dag|morgen} var ${def(c)} {borte|vekk|ikke der}!`,
            `Men en morgen var ${def(c)} borte, ikke under {senga|puta} og ikke i {kassa|kurven}.`,
            `Men en morgen var ${def(c)} borte: ikke under senga, ikke i lekekassa, ikke bak gardinene, og ${h(c)} kjente en {tom, synkende|kald, tom} følelse.`,
          ),
    (c) =>
      by(
        c,
        `${h(c)} lette og lette, men ${def(c)} var {ingen steder|ikke å se|borte}.`,
        `${h(c)} lette overalt {i nærheten|hjemme|i hagen}, men det var ikke spor av ${def(c)}.`,
        `${h(c)} lette i {hver krok i nærheten|hvert skap og hver krok|hver centimeter av huset} to ganger, men det var ikke spor av ${def(c)} noe sted.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Jeg skal finne ${den(c)}!» sa ${h(c)} {og pakket sekken|og tok på seg støvlene|og nikket bestemt}.`,
        `«Jeg skal finne ${den(c)},» sa ${h(c)}, «{uansett hvor ${den(c)} er|uansett hvor lang tid det tar|om det så er det siste jeg gjør}.»`,
        `«Jeg skal finne ${den(c)},» sa ${h(c)} bestemt, «uansett hvor langt unna ${den(c)} er,» og så pakket ${c.team.de} en sekk med {matpakke|epler og boller|lommelykt og niste} og la i vei.`,
      ),
    (c) =>
      c.friend
        ? by(
            c,
            `«Vi leter {sammen|som et lag},» sa ${c.friend.name}.`,
            `«Vi leter sammen,» sa ${c.friend.name}, «for {fire øyne ser mer enn to|to neser lukter mer enn én}.»`,
            `«Vi leter sammen,» sa ${c.friend.name}, «for fire øyne ser mer enn to, og to venner er bedre enn {én|noe kart}.»`,
          )
        : null,
  ],
  attempt: [
    (c) =>
      by(
        c,
        `${h(c)} kikket i {et hull|et hult tre|ei eske} ${c.place.in}, men fant bare {en mark|en snegl|ei edderkopp}.`,
        `${h(c)} kikket inn i {et hult tre|et kaninhull|en gammel støvel} ${c.place.in}, men fant bare en søvnig {meitemark|snegl|bille}.`,
        `${h(c)} kikket inn i {et hult tre|et kaninhull|ei rusten bøtte} ${c.place.in} med store forhåpninger, men fant bare en svært søvnig {meitemark|snegl|padde} som ikke satte pris på besøket.`,
      ),
    (c) =>
      by(
        c,
        `«Der er ${den(c)}!» ropte ${h(c)}, men det var bare {en stein|en stokk|et blad}.`,
        `«Der er ${den(c)}!» ropte ${h(c)}, men det var bare {en stein|en stokk|en haug med løv} ${c.place.in}.`,
        `«Der er ${den(c)}!» ropte ${h(c)} og løp fram, men det var bare {en stein|en stokk|en haug med løv} som tilfeldigvis hadde riktig form.`,
      ),
  ],
  progress: [
    (c) =>
      by(
        c,
        `${c.place.in} fant ${h(c)} et spor: ${trail(c) ?? '{små merker|en bit av et bånd|noe som glitret}'}!`,
        trail(c)
          ? `Så fant ${h(c)} et spor ${c.place.in}: ${trail(c)}.`
          : `Så fant ${h(c)} et spor ${c.place.in}: {en rad med små merker|en revet bit av et bånd|noe blankt} som pekte videre.`,
        `Så fant ${h(c)} et ekte spor ${c.place.in}, ${trail(c) ?? '{en rad med små merker i støvet|en revet bit av et bånd som hadde hektet seg fast i en kvist|noe som glimtet og pekte videre}'}, og jakten ble med ett levende.`,
      ),
    (c) =>
      by(
        c,
        `«Vi er {nærme|nærmere|varme} nå,» sa ${h(c)} ${c.place.in}.`,
        `«Vi nærmer oss,» sa ${h(c)} og så seg rundt. «Jeg {kjenner|merker} det.»`,
        `«Vi nærmer oss,» sa ${h(c)} og så seg rundt ${c.place.in}. «Jeg vet ikke hvordan jeg vet det, men jeg {vet det|bare vet det}.»`,
      ),
    (c) =>
      treasure(c)
        ? by(
            c,
            `Kartet viste en sti {gjennom|forbi|over} ${c.place.def}, og ${h(c)} fulgte den.`,
            `${h(c)} holdt kartet opp mot lyset ${c.place.in}, og en svak strek {kom til syne|viste seg} der hullet var.`,
            `${h(c)} holdt kartet opp mot lyset ${c.place.in}, og en svak strek som ingen hadde sett før, viste seg og pekte ${c.next ? c.next.to : 'videre'}.`,
          )
        : null,
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Jeg så ${def(c)}!» sa ${c.helper.kindDef}. «Se ${where(c)}.»`,
            `«Jeg tror jeg så ${def(c)},» sa ${c.helper.kindDef}. «Prøv ${where(c)}.»`,
            `«Nå som du nevner det, så jeg noe sånt,» sa ${c.helper.kindDef} langsomt. «Prøv ${where(c)}.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Let der det er {stille|mørkt|lunt},» sa ${c.helper.kindDef}.`,
            `«Ting som er borte, liker {stille|mørke|lune} steder,» sa ${c.helper.kindDef}.`,
            `«Ting som blir borte, havner gjerne på {stille|glemte|lune} steder,» sa ${c.helper.kindDef}, «{det er det jeg alltid har funnet ut|i hvert fall etter min erfaring|hvis du spør meg}.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${c.helper.kindDef} pekte ${c.next ? c.next.to : 'framover'} med {vingen|labben|et nikk}.`,
            `${c.helper.kindDef} tenkte {seg godt om|en stund} og pekte ${c.next ? c.next.to : 'framover'}.`,
            `${c.helper.kindDef} tenkte seg om en {lang|liten} stund, og pekte så ${c.next ? c.next.to : 'framover'} uten et ord.`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Har du sett ${indef(c)}?» spurte ${h(c)}.`,
            `«Unnskyld, har du sett ${indef(c)}?» spurte ${h(c)} {høflig|håpefullt}.`,
            `«Unnskyld,» sa ${h(c)}, «jeg leter etter ${indef(c)}, og lurer på om du har sett noe sånt {noe sted|her i nærheten|i det siste}?»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Vi leter etter ${indef(c)},» sa ${h(c)}.`,
            `«Vi leter etter ${indef(c)},» sa ${h(c)}, «{overalt|høyt og lavt}.»`,
            `«Vi er på leting,» forklarte ${h(c)}, «etter ${indef(c)}, og vi blir {glade|takknemlige} for all hjelp vi kan få.»`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `Det var ett sted igjen, mørkt og {trangt|lite|dypt}, og ${h(c)} gikk inn.`,
          `Det var bare ett sted igjen å lete, ei mørk, trang sprekk, og selv om ${h(c)} var litt redd, gikk ${c.hero.han} inn.`,
          `Det var bare ett sted igjen å lete, ei mørk og trang sprekk som ingen andre ville prøvd, så ${h(c)} svelget hardt og klemte seg inn.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${Crowd(c)} lette sammen, til noen ropte: «Her!»`,
          `${Crowd(c)} spredte seg og lette sammen, helt til noen ropte: «Her borte!»`,
          `${Crowd(c)} stilte seg på ei lang rekke og lette gjennom hver centimeter, til en stemme ropte: «Her borte, kom fort!»`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} tok fram ${c.gift.def}, og ${c.gift.den} viste veien!`,
              `${h(c)} tok fram ${c.gift.def}, og det var som om ${c.gift.den} pekte.`,
              `${h(c)} tok fram ${c.gift.def}, og da lyset traff ${c.gift.den}, var det som om ${c.gift.den} pekte, helt tydelig, mot ett bestemt sted.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} tenkte hardt, og alle sporene pekte mot ett sted!`,
          `${h(c)} tenkte på alle sporene, og de pekte mot det samme stedet!`,
          `${h(c)} satte seg ned og tenkte på alle sporene samtidig, og plutselig var det opplagt: De pekte mot det samme stedet.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      // Found where it was taken, by whom and why, and then it goes home.
      if (!treasure(c)) return lostFound(c);
      const main = by(
        c,
        `Og der {var|lå} ${den(c)}: ${def(c)}!`,
        `Og der, {endelig|til slutt|rett foran dem}, var ${def(c)}!`,
        `Og der, gjemt {under ei rot|bak en stein|i et hulrom} ${c.place.in}, der ingen hadde tenkt å lete, lå ${def(c)}.`,
      );
      const more = treasure(c)
        ? by(
            c,
            `Inni var det {gull|mynter|skjell} og en lapp: «Del meg.»`,
            `Inni lå {gullmynter|blanke mynter|perler}, skjell og en lapp der det sto: «En skatt er best når den deles.»`,
            `Inni lå {gullmynter|sølvmynter|perler}, perleskinnende skjell og en brettet lapp med gammeldags, krøllete skrift: «En skatt er best når den deles.»`,
          )
        : by(
            c,
            `${h(c)} klemte ${den(c)} {godt|hardt|lenge}.`,
            `${h(c)} løftet ${den(c)} opp og klemte ${den(c)} {godt|lenge|inntil seg}.`,
            `${h(c)} løftet ${den(c)} opp, børstet ${den(c)} av og klemte så hardt at det nesten {pep|knirket}.`,
          );
      return `${main} ${more}`;
    },
  ],
  reflection: [
    (c) =>
      by(
        c,
        `${h(c)} skulle {passe godt på|aldri miste|holde godt i} ${den(c)} fra nå av.`,
        `Fra nå av skulle ${h(c)} {ha ${den(c)} på et trygt sted|aldri miste ${den(c)} av syne}.`,
        `Fra nå av, bestemte ${h(c)}, skulle ${def(c)} ha {en egen plass|sin egen hylle|et trygt sted} der ${den(c)} aldri kunne bli borte igjen.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} var så {glad|fornøyd|lykkelig} for at ${def(c)} var funnet.`,
        `Det var {godt|flott|herlig} å finne ${den(c)}, men turen hadde vært enda bedre.`,
        `Det var fantastisk å finne ${den(c)}, men ${h(c)} visste at det beste hadde vært {turen|eventyret}, og alle ${c.team.de} hadde møtt underveis.`,
      ),
  ],
  refrain: [
    (c) => `Lete høyt og lete lavt, hvor er ${def(c)}, vi finner ${den(c)} snart!`,
    (c) => `Lete her og lete der, ${h(c)} vet at ${den(c)} er her et sted!`,
  ],
  title: [
    (c) => `${h(c)} og ${def(c)} som ble borte`,
    (c) => (treasure(c) ? `skattekartet` : `hvor er ${def(c)}?`),
    (c) => `jakten på ${def(c)}`,
    (c) => `${h(c)} finner ${def(c)}`,
  ],
};
