// Stedene ute i rommet som ikke er månen: en komet, en asteroide, en ringplanet (tegnet som
// månens sted) og en romstasjon (tegnet som verdensrommet). Hver linje gjelder bare sitt eget
// sted, så månens grå støv aldri fortelles på kometens is.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';

/** Overflater med sitt eget utseende: månens grå støv og den lille, blå jorda passer ikke. */
export const OWN_SURFACE = new Set(['comet', 'asteroid', 'ringplanet']);

const at =
  (id: string, tpl: (c: NoCtx) => string): ((c: NoCtx) => string | null) =>
  (c) =>
    c.place.id === id ? tpl(c) : null;

export const surfaceSpace: Bank<NoCtx> = [
  at('comet', (c) =>
    by(
      c,
      `Kometen var av is og {glitret|funklet|skinte}.`,
      `Kometen var laget av is og støv, og den {glitret|funklet|glimtet} som rim på et vindu.`,
      `Kometen var en diger klump av støvete is, og der sollyset traff den, {glitret|funklet|glimtet} den som rim på et vindu en vintermorgen.`,
    ),
  ),
  at('comet', (c) =>
    by(
      c,
      `Bak kometen lyste en lang hale.`,
      `Bak dem strakte halen til kometen seg langt ut i rommet, som et langt, {lysende|skinnende|sølvblankt} skjerf.`,
      `Bak dem strakte halen til kometen seg langt ut i rommet, som et {sølvblankt|lysende|skinnende} skjerf som ingen noen gang ville bli ferdig med å strikke.`,
    ),
  ),
  at('comet', (c) =>
    by(
      c,
      `Små dotter av rim {fløt|svevde} opp.`,
      `Her og der steg små dotter av rim stille opp fra sprekker i isen.`,
      `Her og der steg tynne stråler av frostig gass lydløst opp fra sprekkene i isen og drev bort {som pust en kald morgen|som damp fra en kjele uten lyd}.`,
    ),
  ),
  at('asteroid', (c) =>
    by(
      c,
      `Asteroiden var en stor, {klumpete|humpete|knudrete} stein.`,
      `Asteroiden var én stor, {klumpete|knudrete|humpete} stein, formet litt som en {potet|peanøtt}.`,
      `Asteroiden var én eneste diger stein, formet omtrent som en {potet|peanøtt}, og så liten at kanten bøyde seg bort bare noen skritt unna.`,
    ),
  ),
  at('asteroid', (c) =>
    by(
      c,
      `Andre steiner {fløt|svevde|trillet} sakte forbi.`,
      `Rundt dem {drev|svevde|trillet} andre asteroider sakte forbi, {store og små|noen ikke større enn en fotball}.`,
      `Rundt dem tumlet andre asteroider sakte gjennom mørket, noen store som fjell og noen ikke større enn en fotball, og ingen av dem hadde det travelt.`,
    ),
  ),
  at('asteroid', (c) =>
    by(
      c,
      `Ett hopp, og ${c.hero.name} svevde {høyt|så høyt}!`,
      `Asteroiden trakk så lite at ett lite hopp sendte ${c.hero.name} svevende {høyt|sakte|langt} over steinene.`,
      `Asteroiden holdt så svakt fast at ett uforsiktig hopp kunne sende en ut i verdensrommet, så ${c.hero.name} beveget seg {veldig forsiktig|på tå|ett langsomt skritt om gangen}.`,
    ),
  ),
  at('ringplanet', (c) =>
    by(
      c,
      `Store ringer gikk tvers over himmelen.`,
      `Digre ringer av is og stein {bøyde|strakte} seg over himmelen som en {bro|sølvvei}.`,
      `Enorme ringer av is og stein strakte seg fra den ene siden av himmelen til den andre, som en {bro|sølvvei} tegnet med linjal.`,
    ),
  ),
  at('ringplanet', (c) =>
    by(
      c,
      `Bakken var {oransje|gyllen} og myk som sand.`,
      `Bakken var {oransje|gyllen|blek gul} og myk som {sand|brunt sukker}, og {to|tre} små måner hang lavt over den.`,
      `Bakken var {oransje|gyllen} og myk som brunt sukker, og {to|tre} små måner hang lavt over den og ventet på tur til å gå rundt.`,
    ),
  ),
  at('ringplanet', (c) =>
    by(
      c,
      `Ringene {glitret|funklet|skinte}.`,
      `Da ${c.hero.name} så nøye etter, var ringene laget av millioner av bittesmå {isbiter|steiner}, som alle gikk rundt og rundt.`,
      `Da ${c.hero.name} så nøye etter, var ringene slett ikke hele, men millioner av bittesmå {isbiter|steiner} som gikk rundt planeten som i et veldig langsomt kappløp.`,
    ),
  ),
];

export const stationSpace: Bank<NoCtx> = [
  at('station', (c) =>
    by(
      c,
      `Inne på romstasjonen svevde alt.`,
      `Inne på romstasjonen svevde {penner|sokker|skjeer} og {kopper|ei hårbørste|ei brødskive} sakte forbi, for her oppe faller ingenting ned.`,
      `Inne på romstasjonen drev {penner|sokker|skjeer} og {kopper|ei hårbørste|ei halv brødskive} dovent forbi, for her oppe faller ingenting ned, ikke engang ei skje man mister.`,
    ),
  ),
  at('station', (c) =>
    by(
      c,
      `Små lys blinket på {alle veggene|hver vegg}.`,
      `Små {grønne|blå|røde} lys blinket på hver vegg, og {viftene|maskinene|pumpene} surret stille.`,
      `Små {grønne|blå|røde} lys blinket på hver vegg, og {viftene|maskinene|pumpene} surret stille, som om hele stasjonen tenkte i ro og mak.`,
    ),
  ),
  at('station', (c) =>
    by(
      c,
      `Gjennom det runde vinduet var jorda {blå|rund|fin}.`,
      `Gjennom et rundt vindu snurret jorda sakte under dem, blå og hvit og {vakker|diger|skinnende}.`,
      `Gjennom et rundt vindu snurret hele jorda sakte under dem, blå og hvit og så {vakker|diger} at ${c.hero.name} glemte å puste et øyeblikk.`,
    ),
  ),
];
