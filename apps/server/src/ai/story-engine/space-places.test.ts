// A comet, an asteroid, a ringed planet and a space station are places of their own: a family
// that names one hears it in the story, the story goes there when it can, what is told there is
// told in its own words (never the moon's grey dust, a mossy path or a hat stuck in a tree), a
// helper met out there is someone from out there, and a visitor from the stars met down on Earth
// says how it came.
import { describe, expect, it } from 'vitest';
import { request, textOf } from './engine.testing';
import { placeById } from './lexicon/places';
import { parseDescription } from './description/parse-description';
import { finish, openSession, play } from './story-session';
import type { StoryLanguage } from './story-types';

const NAMED: Record<StoryLanguage, [id: string, told: RegExp, description: string][]> = {
  en: [
    ['comet', /\bcomet\b/i, 'Mia flies to a comet'],
    ['asteroid', /\basteroid\b/i, 'Leo and his robot land on an asteroid'],
    ['ringplanet', /\bringed planet\b/i, 'a trip to a planet with rings'],
    ['station', /\bspace station\b/i, 'Ola visits the space station'],
  ],
  no: [
    ['comet', /\bkomet/i, 'Mia flyr til kometen'],
    ['asteroid', /\basteroide/i, 'Leo og roboten hans lander på en asteroide'],
    ['ringplanet', /\bringplanet/i, 'en tur til en planet med ringer'],
    ['station', /\bromstasjon/i, 'Ola besøker romstasjonen'],
  ],
};

const SPACE = new Set(['space', 'moon']);
const SPACE_FOLK = new Set(['robot', 'alien', 'astronaut']);

/**
 * What the helpers' and settings' banks used to tell out there: a goodbye down the path or over
 * the hill, a hat stuck in a tree, a roof that leaks, clouds counted, the moon's grey dust on a
 * comet. (A goodbye said as the team sets off for space counts too: the rocket comes next.)
 */
const EARTHLY: Record<StoryLanguage, RegExp> = {
  en: /all the way down the path|hidden by the trees|into the trees|mind the puddles|had gone (round the bend|over the hill)|from the path|stuck in a (tree|bush|hedge|bramble)|searching the grass|in the grass\.|through the roof|counting (the )?clouds|watering flowers|basket of berries|in the middle of the path that|(comet|ringed planet) was grey/i,
  no: /hele veien nedover stien|skjult av trærne|mellom trærne|pass dere for sølepyttene|hadde gått (rundt svingen|over bakken)|fra stien|fast i (et tre|en busk|en hekk)|lette i gresset|i gresset\.|gjennom taket|telte skyer|vannet blomster|kurv med bær|midt på stien møtte|(kometen|ringplaneten) var grå/i,
};

const VISITOR_SAYS: Record<StoryLanguage, RegExp> = {
  en: /saucer|space suit|from space|from the stars|from a star|just back from|came down/i,
  no: /flygende tallerken|romdrakt|fra rommet|fra verdensrommet|fra stjernene|fra en stjerne|hjemme fra|landet i morges|tilbake fra/i,
};
const VISITOR_WORD: Record<StoryLanguage, RegExp> = {
  en: /\b(alien|astronaut)\b/i,
  no: /romvesen|astronaut/i,
};

describe('space places a family names', () => {
  for (const language of ['en', 'no'] as const) {
    it(`are read from the description (${language})`, () => {
      for (const [id, , description] of NAMED[language])
        expect(parseDescription(description, () => true).places).toContain(id);
    });

    it(`are told in the story and mostly visited (${language})`, () => {
      const untold: string[] = [];
      const undrawn: string[] = [];
      let visited = 0;
      let total = 0;
      for (let n = 0; n < 48; n++) {
        const [id, told, description] = NAMED[language][n % 4]!;
        const session = openSession(
          request({
            language,
            description,
            genre: 'SPACE',
            length: (['SHORT', 'MEDIUM', 'LONG'] as const)[n % 3],
            age: 4 + (n % 3) * 3,
            seed: `named-space-${n}`,
          }),
        );
        play(session, [], false);
        const story = finish(session);
        const text = textOf(story);
        total += 1;
        if (!told.test(text)) untold.push(`${id} (${description})`);
        if (session.run.env.plan.places.includes(id)) {
          visited += 1;
          // Where the story is there, a picture is drawn there too.
          const wanted = placeById(id).objects[0]!;
          const drawn = story.paragraphs.filter((p) => p.scene?.objects.includes(wanted));
          if (drawn.length === 0) undrawn.push(`${id} (${description})`);
          for (const p of drawn) expect(SPACE.has(p.scene!.setting)).toBe(true);
        }
      }
      expect(untold).toEqual([]);
      expect(undrawn).toEqual([]);
      // A rocket still being built, or a lost bird taken home, keeps some stories on Earth.
      expect(visited / total).toBeGreaterThan(0.6);
    });
  }
});

describe('a space story', () => {
  for (const language of ['en', 'no'] as const)
    it(`meets only folk from out there out there, and tells nothing earthly there (${language})`, () => {
      const misfits: string[] = [];
      const earthly: string[] = [];
      const silentVisitors: string[] = [];
      let visitors = 0;
      let spaceParagraphs = 0;
      for (let n = 0; n < 60; n++) {
        const asks = ['', ...NAMED[language].map(([, , d]) => d)];
        const session = openSession(
          request({
            language,
            description: asks[n % asks.length]!,
            genre: 'SPACE',
            length: (['SHORT', 'MEDIUM', 'LONG'] as const)[n % 3],
            age: 4 + (n % 3) * 3,
            seed: `space-fit-${n}`,
          }),
        );
        play(session, [], false);
        finish(session);
        const { plan, cast } = session.run.env;
        for (const scene of plan.scenes)
          if (scene.beat.kind === 'meet' && SPACE.has(placeById(scene.place).setting)) {
            const kind = cast.helpers[scene.beat.helper]!.kind;
            if (!SPACE_FOLK.has(kind)) misfits.push(`${kind} at ${scene.place}`);
          }
        for (const p of session.run.paragraphs) {
          const setting = placeById(p.hint.place).setting;
          const text = p.lines.map((l) => l.text).join(' ');
          if (SPACE.has(setting)) {
            spaceParagraphs += 1;
            if (EARTHLY[language].test(text)) earthly.push(`${p.hint.place}: ${text}`);
          }
        }
        // An alien or an astronaut met on a farm or in a forest says how it came down here.
        const others = new Set([cast.hero.kind, cast.friend?.kind, cast.goal.other?.kind]);
        const visitorsOnEarth = plan.scenes.filter(
          (s) =>
            s.beat.kind === 'meet' &&
            !SPACE.has(placeById(s.place).setting) &&
            ['alien', 'astronaut'].includes(cast.helpers[s.beat.helper]!.kind) &&
            !others.has(cast.helpers[s.beat.helper]!.kind),
        );
        const told = session.run.paragraphs
          .filter((p) => visitorsOnEarth.some((s) => s.place === p.hint.place))
          .map((p) => p.lines.map((l) => l.text).join(' '))
          .filter((t) => VISITOR_WORD[language].test(t));
        if (told.length) visitors += 1;
        if (told.length && !told.some((t) => VISITOR_SAYS[language].test(t)))
          silentVisitors.push(told.join(' / '));
      }
      expect(spaceParagraphs).toBeGreaterThan(80);
      expect(misfits).toEqual([]);
      expect(earthly.join('\n')).toBe('');
      expect(visitors).toBeGreaterThan(5);
      expect(silentVisitors).toEqual([]);
    });
});
