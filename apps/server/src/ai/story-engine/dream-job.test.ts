// Who a child dreams of being ("wants to be a ballerina", «vil bli fotballspiller») is the skill
// the story learns, told in the family's own word at the start and remembered at the end; the
// word is never a thing the story carries about.
import { describe, expect, it } from 'vitest';
import { parseDescription } from './description/parse-description';
import { request } from './engine.testing';
import { finish, openSession, play } from './story-session';

const CASES = [
  ['en', 'Zara wants to be a ballerina', 'dance', /\ba ballerina\b/],
  ['en', 'Leo wants to become a footballer', 'football', /\ba footballer\b/],
  ['no', 'Emil vil bli fotballspiller', 'football', /bli fotballspiller\b/],
  ['no', 'Maja drømmer om å bli popstjerne', 'sing', /bli popstjerne\b/],
] as const;

describe('a dream of who to be', () => {
  it.each(CASES)('%s: %s is learnt', (language, text, skill, named) => {
    expect(parseDescription(text, () => true).skill).toMatchObject({ id: skill });
    for (const seed of ['a', 'b', 'c']) {
      for (const [age, length] of [
        [4, 'SHORT'],
        [7, 'MEDIUM'],
        [10, 'LONG'],
      ] as const) {
        const session = openSession(request({ language, description: text, seed, age, length }));
        play(session, [], false);
        const story = finish(session);
        expect(session.run.env.cast.goal).toMatchObject({ kind: 'learn', skill });
        const paragraphs = story.paragraphs.map((p) => p.text);
        expect(paragraphs.slice(0, 3).join(' '), paragraphs.join('\n')).toMatch(named);
      }
    }
  });
});
