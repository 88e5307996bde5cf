// Kvelden og natta til et kjøretøy: en vask og full tank, så inn på plassen sin på
// brannstasjonen eller i togstallen, motoren durer lavere og lysene slukner. Aldri grøt, et bad
// med gummiand eller ei seng.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { vehicleOf } from '../../lexicon/vehicles';
import { by } from '../by-band';

const shed = (c: NoCtx): string => vehicleOf(c.hero.char.species)?.shed.no ?? 'hjemme';

const evening: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${c.hero.name} ble vasket med varmt vann og en stor, myk kost, {plask, plask|svisj, svisj}.`,
      `Den kvelden ble ${c.hero.name} vasket med varmt vann og en stor, myk kost, helt til lakken skinte {som ny|i lampelyset}.`,
      `Den kvelden ble ${c.hero.name} vasket lenge med varmt såpevann og en stor, myk kost, og gjørma fra dagen rant av i små bekker, helt til lakken skinte {som ny|i lampelyset}.`,
    ),
  (c) =>
    by(
      c,
      `Så ble tanken fylt, klukk, klukk, klukk.`,
      `Så ble tanken fylt helt opp, klukk, klukk, klukk, klar for en ny dag.`,
      `Så ble tanken fylt helt opp, klukk, klukk, klukk, og dekkene ble sjekket ett for ett, klare for det morgendagen måtte bringe.`,
    ),
];

const closing: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${c.hero.name} ${c.hero.moved} inn på plassen sin ${shed(c)}. Motoren durte stille, og lysene sluknet. God natt, ${c.hero.name}!`,
      `Tilbake ${shed(c)} ${c.hero.moved} ${c.hero.name} inn på sin egen plass. Motoren durte lavere og lavere, og ett etter ett sluknet lysene. {God natt|Sov godt}, ${c.hero.name}.`,
      `Tilbake ${shed(c)} ${c.hero.moved} ${c.hero.name} sakte inn på sin egen plass, og motoren durte lavere og lavere, helt til lysene sluknet ett etter ett og bare månen skinte på lakken. {God natt|Sov godt}, ${c.hero.name}.`,
    ),
  (c) =>
    by(
      c,
      `{Månen|Ei stjerne} kikket inn gjennom vinduet, og lysene til ${c.hero.name} var slukket. {God natt|Sov godt}!`,
      `{Månen|Ei stjerne|Ugla} kikket inn gjennom vinduet for å si god natt, men motoren til ${c.hero.name} var stille, og lysene var alt slukket.`,
      `{Månen|Ei søvnig stjerne} kikket inn gjennom vinduet for å si god natt, men motoren til ${c.hero.name} hadde blitt stille og lysene var slukket, og ${c.hero.han} drømte om {morgendagen|den åpne veien|nye eventyr}.`,
    ),
];

export const vehicleNight = { evening, closing };
