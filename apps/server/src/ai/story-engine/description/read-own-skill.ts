// A skill to learn that the lexicon does not know, read last: "Tom wants to learn to juggle",
// «Mia vil lære å gå på stylter», "learn how to skateboard". The family's own words become the
// skill, told in the language they wrote, when nothing read before has the story.
import { ownSkillId } from '../lexicon/own-skills';
import type { ParsedDescription, Token } from './parse-description';

const LEARN = new Set(['learn', 'learns', 'learning', 'lære', 'lærer']);
/** Words that end the skill: a new clause, whom or where it is done with. */
const STOP = new Set(
  `and but or because so when then with at in for before after from like og men eller fordi
  så når da med hos i til for før etter fra som akkurat`.split(/\s+/),
);
/**
 * What is learnt that is no skill to practise: being brave, sharing, taking turns, making
 * friends. Those wants have their own readers.
 */
const NOT_A_SKILL = new Set(
  `be become get have make share take say stop listen wait lose win help like love care
  være bli få ha dele bytte ta si slutte lytte vente tape vinne hjelpe like elske bry passe
  vise leve tørre`.split(/\s+/),
);
const MOST_WORDS = 4;

/** Whether a plot read before has the story: then the learning is only a part of it. */
function plotRead(out: ParsedDescription): boolean {
  return !!(
    out.skill ||
    out.find ||
    out.findWord ||
    out.build ||
    out.reach ||
    out.mystery ||
    out.whoTook ||
    out.help !== undefined ||
    out.rescue ||
    out.befriend ||
    out.social ||
    out.outing ||
    out.familyOuting ||
    out.wayHome ||
    out.family ||
    out.snowman ||
    out.tooth ||
    out.checkup ||
    out.care ||
    out.contest ||
    out.grow ||
    out.fishing ||
    out.secret
  );
}

export function readOwnSkill(
  tokens: Token[],
  out: ParsedDescription,
  who: (i: number) => number,
  acceptWord: (word: string) => boolean,
): void {
  if (plotRead(out)) return;
  tokens.forEach((t, i) => {
    if (out.skill || !LEARN.has(t.lower)) return;
    const english = /^learn/.test(t.lower);
    // "learn (how) to juggle", «lære (seg) å strikke».
    let j = i + 1;
    const skip = english ? ['how'] : ['seg'];
    while (skip.includes(tokens[j]?.lower ?? '')) j += 1;
    if (tokens[j]?.lower !== (english ? 'to' : 'å')) return;
    const words: string[] = [];
    for (let k = j + 1; k < tokens.length && words.length < MOST_WORDS; k += 1) {
      const w = tokens[k] as Token;
      if (w.sentenceStart || STOP.has(w.lower) || !/^\p{L}[\p{L}-]*$/u.test(w.lower)) break;
      // A name is whom it is done with ("learn to ride Pepper"); a creature is what it is done
      // on ("ride a horse"), and ends it.
      if (/^\p{Lu}/u.test(w.raw)) break;
      words.push(w.lower);
      if (w.hit?.type === 'creature') break;
    }
    // A skill ends on its verb or its thing, never on a little word left hanging ("gå på").
    while (words.length > 1 && /^(på|a|an|the|en|ei|et|on|up|opp)$/.test(words.at(-1) ?? ''))
      words.pop();
    const verb = words[0];
    if (!verb || NOT_A_SKILL.has(verb)) return;
    // Told only when every word of it may be repeated (the safety gate's name check).
    if (!words.every((w) => w.length < 3 || acceptWord(w))) return;
    out.skill = { id: ownSkillId(english ? 'en' : 'no', words.join(' ')), who: who(i) };
  });
}
