// Everyday ideas a family writes that name their plot only by what happens in them: a cat saved
// with no tree said, a job dreamt of, a young one looking for its mum, a first lesson, a skill
// wished for rather than another, somewhere warm to go, a robot built of boxes. Each is read as
// that plot, and told so.
import { describe, expect, it } from 'vitest';
import { parseDescription } from './parse-description';
import { LANGUAGES, request, tell, textOf } from '../engine.testing';
import type { StoryLanguage } from '../story-types';

const all = () => true;
const parse = (description: string) => parseDescription(description, all);

describe('an animal saved with no spot said', () => {
  it.each([
    ['Firefighter Sam saves a cat', 'cat', 'tree'],
    ['Brannmann Per redder en katt', 'cat', 'tree'],
    ['Leo saves a baby bird', 'bird', 'net'],
    ['Ida redder en hest', 'horse', 'mud'],
    ['Emma rescues a puppy', 'dog', 'well'],
  ])('%s: the %s is stuck in the likeliest spot (%s)', (description, kind, spot) => {
    const parsed = parse(description);
    expect(parsed.rescue).toEqual({ spot });
    expect(parsed.characters[parsed.help as number]?.kind).toBe(kind);
  });

  it('leaves helping someone home a help, not a rescue', () => {
    expect(parse('Emma helps a lost puppy find its way home').rescue).toBeUndefined();
  });
});

describe('a job dreamt of, with no other plot', () => {
  it.each([
    ['Ellie wants to be a firefighter like her mum', 'rescue'],
    ['Jonas vil bli brannmann', 'rescue'],
    ['Nora vil bli dyrlege', 'care'],
    ['Tom wants to be a doctor', 'care'],
    ['Ava wants to be a chef', 'build'],
  ])('%s: %s', (description, plot) => {
    const parsed = parse(description);
    if (plot === 'rescue') expect(parsed.rescue).toEqual({ spot: 'tree' });
    if (plot === 'care') expect(parsed.care?.who).toBe(parsed.characters.length - 1);
    if (plot === 'build') expect(parsed.build).toMatch(/^dish:/);
  });

  it('leaves the plot the family named', () => {
    expect(parse('Nora vil bli dyrlege og leter etter katten sin').care).toBeUndefined();
  });

  it.each(LANGUAGES.map((language) => [language] as const))(
    'tells the firefighter’s day as a cat got down from a tree (%s)',
    (language: StoryLanguage) => {
      const description =
        language === 'no' ? 'Jonas vil bli brannmann' : 'Ellie wants to be a firefighter';
      for (const seed of ['a', 'b', 'c']) {
        const text = textOf(tell(request({ language, description, seed })).story);
        expect(text).toMatch(language === 'no' ? /katt/ : /cat/);
        expect(text).toMatch(language === 'no' ? /\btreet?\b/ : /\btree\b/);
        expect(text).toMatch(language === 'no' ? /brann/ : /firefighter/);
      }
    },
  );
});

describe('a young one looking for its mum or family', () => {
  it.each([
    ['A baby owl looking for its mum', 'owl'],
    ['En liten rev som leter etter mamma', 'fox'],
    ['Kyllingen som leter etter mammaen sin', undefined],
    ['A little bear who lost his family in the forest', 'bear'],
  ])('%s is on the way home', (description, kind) => {
    const parsed = parse(description);
    expect(parsed.wayHome?.how).toBe('lost');
    if (kind) expect(parsed.characters[0]?.kind).toBe(kind);
  });

  it('finds the mum at home, not along on the way', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const { session } = tell(
        request({ language: 'en', description: 'A baby owl looking for its mum', seed }),
      );
      const { cast } = session.run.env;
      expect(cast.goal.variant).toBe('home');
      expect(cast.friend?.species).not.toBe('mum');
    }
  });

  it('leaves a puppy helped to find its mum a help', () => {
    expect(parse('Emma helps a lost puppy find its mum').wayHome).toBeUndefined();
  });

  it.each([
    ['A little fox who loses his way home in the snow', 'snow'],
    ['En liten rev mister veien hjem i skogen', 'forest'],
  ])('%s: lost where "home in" says, not living there', (description, from) => {
    const parsed = parse(description);
    expect(parsed.wayHome).toMatchObject({ how: 'lost', from });
    expect(parsed.wayHome?.to).toBeUndefined();
  });
});

describe('a skill to learn', () => {
  it.each([
    ['Zoe’s first swimming lesson', 'swim'],
    ['Ola gruer seg til svømmetimen', 'swim'],
    ['Ben goes to his first dance class', 'dance'],
    ['Mia starter på skikurs', 'ski'],
    ['A bunny who can’t hop', 'jump'],
    ['Prinsesse Ingrid som heller vil spille fotball enn å danse', 'football'],
    ['Ida would rather dance than play football', 'dance'],
  ])('%s: %s', (description, skill) => {
    expect(parse(description).skill?.id).toBe(skill);
  });
});

describe('somewhere warm, and a cold that is only cold', () => {
  it.each([
    'A penguin who feels cold and wants to go somewhere warm',
    'Pingvinen Pingo fryser og vil reise til et varmere sted',
  ])('%s: goes to the beach, nobody is ill', (description) => {
    const parsed = parse(description);
    expect(parsed.reach).toBe('beach');
    expect(parsed.care).toBeUndefined();
  });

  it('still nurses a puppy with a cold', () => {
    expect(parse('The puppy has a cold').care?.what).toBe('cold');
  });

  it('puts a penguin’s home in the snowy north, not on a farm', () => {
    for (const seed of ['a', 'b', 'c']) {
      const description = 'A penguin who wants to go to a warm beach';
      const { session } = tell(request({ language: 'en', description, seed }));
      expect(session.run.env.cast.home).toBe('northpole');
    }
  });

  it.each(['En pingvin som vil se snø', 'A penguin who wants to visit the North Pole'])(
    '%s: a penguin who longs for the snow does not live in it',
    (description) => {
      const language = description.startsWith('En') ? 'no' : 'en';
      const { session } = tell(request({ language, description, seed: 'a' }));
      expect(session.run.env.cast.home).not.toBe('northpole');
    },
  );
});

describe('a robot built', () => {
  it.each(['Aksel bygger en robot av pappesker', 'Mia builds a robot out of boxes'])(
    '%s: the robot is what is built, not a friend',
    (description) => {
      const parsed = parse(description);
      expect(parsed.build).toBe('robot-toy');
      expect(parsed.characters.filter((c) => c.kind === 'robot' && !c.aside)).toEqual([]);
    },
  );

  it('keeps a named robot a character', () => {
    const parsed = parse('Robo the robot wants to make friends');
    expect(parsed.build).toBeUndefined();
  });
});

describe('a bear awake too soon from its winter sleep', () => {
  it.each([
    'A bear who wakes up too early from hibernation',
    'Bjørnen som våknet midt i vinterdvalen',
    'Bamse våkner for tidlig fra vintersøvnen',
  ])('%s: a night of finding the winter sleep again', (description) => {
    expect(parse(description).noSleep).toMatchObject({ winter: true });
  });
});

describe('a move to a new home, and a meet', () => {
  it.each(['Lucas is moving to a new house', 'Emil flytter til et nytt hus'])(
    '%s: the new one in the neighbourhood',
    (description) => {
      expect(parse(description).social?.kind).toBe('newcomer');
    },
  );

  it('leaves a house built no move', () => {
    expect(parse('The family builds a new house').social).toBeUndefined();
  });

  it.each([
    ['Ola skal være med på svømmestevnet', 'swim'],
    ['Sara vinner skistevnet', 'ski'],
  ])('%s: a %s contest', (description, event) => {
    expect(parse(description).contest?.event).toBe(event);
  });
});

describe('Mum or Dad ill at home', () => {
  it.each([
    ['Mamma er syk og Ida lager frokost til henne', 'dish:pancake'],
    ['Dad is ill and Leo makes him soup', 'dish:soup'],
    ['Mum is sick in bed and Mia cheers her up', 'gift'],
  ])('%s: something made at home and brought to bed (%s)', (description, made) => {
    const parsed = parse(description);
    expect(parsed.visit).toBeUndefined();
    expect(parsed.characters[parsed.recipient as number]?.species).toMatch(/mum|dad/);
    expect(parsed.build).toBe(made);
  });

  it('still visits a grandma ill in her own home', () => {
    const parsed = parse('Bestemor er syk og Ola vil besøke henne');
    expect(parsed.visit).toBe(parsed.ill);
  });
});
