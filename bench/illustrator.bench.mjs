// The offline illustrator and monster artist: how long a picture takes and how big it is.
// Runs in-process (no server): `BENCH_SKIP_BUILD=1 npm run bench illustrator`.
import { performance } from 'node:perf_hooks';
import {
  CharacterKind,
  SceneMood,
  SceneMoment,
  SceneObject,
  SceneSetting,
  TimeOfDay,
  Weather,
} from '../apps/server/src/ai/scene-spec.ts';
import { renderScene } from '../apps/server/src/ai/illustrator/render-scene.ts';
import { parseMonsterDescription } from '../apps/server/src/ai/monster-art/parse-monster-description.ts';
import { renderMonster } from '../apps/server/src/ai/monster-art/render-monster.ts';
import { generateStory } from '../apps/server/src/ai/story-engine/generate-story.ts';

export const title = 'Offline illustrator and monster artist';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const pick = (list, i) => list[i % list.length];

function scene(i) {
  const characters = [0, 1, 2].slice(0, 1 + (i % 3)).map((k) => ({
    kind: pick(CharacterKind, i * 7 + k * 13),
    role: k === 0 ? 'hero' : 'friend',
  }));
  if (i % 10 === 0)
    characters.push({
      kind: 'monster',
      role: 'friend',
      monsterDescription: 'a small green monster with three eyes and wings',
    });
  return {
    setting: pick(SceneSetting, i),
    timeOfDay: pick(TimeOfDay, i * 5),
    mood: pick(SceneMood, i * 3),
    weather: pick(Weather, i * 11),
    characters,
    objects: [pick(SceneObject, i), pick(SceneObject, i * 3 + 1)],
    // Most pictures show a moment (a choir, a lift-off, confetti), which adds shapes.
    ...(i % 4 === 3 ? {} : { moment: pick(SceneMoment, i * 3 + 1) }),
    caption: `Scene ${i}`,
  };
}

const STORIES = [
  ['en', 'a girl called Mira and her grandfather Jakob sing in a choir'],
  ['no', 'et pinnsvin som er redd for torden'],
  ['en', 'a boy and his dog build a rocket'],
  ['no', 'en lilla katt med tre øyne og en ugle'],
];

/** Every picture of a few generated stories, as a reader's story gets them. */
function storyScenes() {
  const scenes = [];
  for (let i = 0; i < 12; i += 1) {
    const [language, description] = pick(STORIES, i);
    const story = generateStory({
      language,
      age: 4 + (i % 8),
      genre: 'ADVENTURE',
      length: 'MEDIUM',
      description,
      seed: `bench-${i}`,
    });
    for (const p of story.paragraphs) if (p.scene) scenes.push(p.scene);
  }
  return scenes;
}

const DESCRIPTIONS = [
  'a small green monster with three eyes and wings',
  'et stort, lodent lilla monster med fire horn og en lang hale',
  'a rainbow striped monster with twelve eyes, eight legs and spikes',
  'et skummelt svart monster med hoggtenner og vinger',
  'a shy pink blob with one eye and a tooth',
];

export async function run() {
  const sceneTimes = [];
  const sceneSizes = [];
  for (let i = 0; i < 20; i += 1) renderScene(scene(i), { seed: `warm-${i}` });
  for (let i = 0; i < 300; i += 1) {
    const spec = scene(i);
    const t = performance.now();
    const svg = renderScene(spec, { seed: `bench-${i}` });
    sceneTimes.push(performance.now() - t);
    sceneSizes.push(Buffer.byteLength(svg) / 1024);
  }
  const storyTimes = [];
  const storySizes = [];
  storyScenes().forEach((spec, i) => {
    const t = performance.now();
    const svg = renderScene(spec, { seed: `story-${i}` });
    storyTimes.push(performance.now() - t);
    storySizes.push(Buffer.byteLength(svg) / 1024);
  });
  const monsterTimes = [];
  const monsterSizes = [];
  for (let i = 0; i < 300; i += 1) {
    const t = performance.now();
    const svg = renderMonster(parseMonsterDescription(pick(DESCRIPTIONS, i)), { seed: `m-${i}` });
    monsterTimes.push(performance.now() - t);
    monsterSizes.push(Buffer.byteLength(svg) / 1024);
  }
  return [
    {
      metric: 'scene render time (median of 300, mixed settings and casts)',
      value: median(sceneTimes),
      unit: 'ms',
      target: 20,
      better: 'lower',
    },
    { metric: 'scene render time (slowest of 300)', value: Math.max(...sceneTimes), unit: 'ms' },
    {
      metric: 'scene SVG size (median)',
      value: median(sceneSizes),
      unit: 'KB',
      target: 30,
      better: 'lower',
    },
    {
      metric: 'scene SVG size (largest of 300)',
      value: Math.max(...sceneSizes),
      unit: 'KB',
      target: 30,
      better: 'lower',
    },
    {
      metric: `story picture render time (median of ${storyTimes.length}, 12 generated stories)`,
      value: median(storyTimes),
      unit: 'ms',
      target: 20,
      better: 'lower',
    },
    {
      metric: 'story picture SVG size (largest)',
      value: Math.max(...storySizes),
      unit: 'KB',
      target: 30,
      better: 'lower',
    },
    {
      metric: 'monster parse + render time (median of 300)',
      value: median(monsterTimes),
      unit: 'ms',
      target: 10,
      better: 'lower',
    },
    {
      metric: 'monster SVG size (median)',
      value: median(monsterSizes),
      unit: 'KB',
      target: 15,
      better: 'lower',
    },
    {
      metric: 'monster SVG size (largest of 300)',
      value: Math.max(...monsterSizes),
      unit: 'KB',
      target: 15,
      better: 'lower',
    },
  ];
}
