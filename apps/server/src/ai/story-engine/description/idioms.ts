// Phrasal verbs and idioms whose words mean something only together: "feels left out", "fell
// asleep", "turned up", «føler seg utenfor», «sovnet», «dukket opp». Their words are no
// objects, places or creatures of the story ("the story of a left"), so they are read as one
// phrase that names nothing.
import type { Token } from './parse-description';

const PHRASES = `
  left out|leave out|leaves out|leaving out|feel left out|fell asleep|fall asleep|falls asleep|
  falling asleep|turn up|turns up|turned up|turning up|show up|shows up|showed up|give up|gives up|
  gave up|giving up|fed up|worn out|tired out|mixed up|cheer up|cheers up|cheered up|look after|
  looks after|looked after|looking after|get along|gets along|got along|put up with|
  make a fuss|makes a fuss|made a fuss|all the time|at all|a bit|a little bit|a lot|
  left behind|pass out|passed out|run out|ran out|runs out|
  utenfor|holdt utenfor|holder utenfor|føler seg utenfor|følte seg utenfor|føle seg utenfor|
  føler seg glemt|følte seg glemt|sovner|sovnet|faller i søvn|falt i søvn|dukker opp|dukket opp|
  gir opp|ga opp|passer på|passet på|går bra|gikk bra|i det hele tatt|hele tiden|litt`;

const LIST = PHRASES.split('|')
  .map((p) => p.trim().split(/\s+/))
  .filter((p) => p.length && p[0])
  .sort((a, b) => b.length - a.length);

/**
 * Marks the words of each idiom in the description: their lexicon hits are dropped and they
 * are flagged, so no later reading takes one of them for a thing, a place or a name.
 */
export function markIdioms(tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i += 1) {
    const phrase = LIST.find((p) => p.every((w, k) => tokens[i + k]?.lower === w));
    if (!phrase) continue;
    for (let k = 0; k < phrase.length; k += 1) {
      const t = tokens[i + k] as Token;
      delete t.hit;
      t.span = 1;
      t.idiom = true;
    }
    i += phrase.length - 1;
  }
}
