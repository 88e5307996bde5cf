import { ageBand, targetWords } from '@monstory/contracts/story-shape';
import {
  CharacterKind,
  SceneMood,
  SceneObject,
  SceneSetting,
  TimeOfDay,
  Weather,
} from '../scene-spec.js';
import { choicePointsFor, type StoryTextInput } from './story-text-input.js';

// The prompt that asks a hosted chat model for the same story shape the offline engine writes
// (story-markup.ts): a title, paragraphs, a SCENE line for the pictures, CHOICE lines.

const LANGUAGE_NAMES = { no: 'Norwegian bokmål', en: 'English' } as const;

const READER = {
  '3-5': 'ages 3 to 5: very short, simple sentences, familiar words, gentle repetition, no peril',
  '6-8': 'ages 6 to 8: short sentences, everyday words, a little excitement, always a kind end',
  '9-12': 'ages 9 to 12: varied sentences, richer words, real suspense but nothing frightening',
} as const;

const SCENE_FORMAT = [
  'After the first paragraph, and after about every third paragraph after that (at most six',
  'times), put one line that starts with "SCENE: " followed by a JSON object describing the',
  'picture for that paragraph, on a single line:',
  `{"setting": one of ${SceneSetting.join('|')},`,
  ` "timeOfDay": one of ${TimeOfDay.join('|')}, "mood": one of ${SceneMood.join('|')},`,
  ` "weather": one of ${Weather.join('|')},`,
  ` "characters": [{"kind": one of ${CharacterKind.join('|')}, "name": "...",`,
  '   "role": "hero"|"friend"|"helper"|"problem"}],',
  ` "objects": [some of ${SceneObject.join('|')}],`,
  ' "caption": "one short English sentence saying what the picture shows"}',
].join('\n');

function system(input: StoryTextInput): string {
  const { request } = input;
  return [
    'You write stories for children for Monstory, a story app for families.',
    `Write in ${LANGUAGE_NAMES[request.language]}, for ${READER[ageBand(request.age)]}.`,
    'Stories are kind and safe: no violence beyond fairy-tale trouble, no weapons, no romance,',
    'no brands, no real people, nothing scary at bedtime. Every sentence is new: never repeat one.',
    '',
    'Answer in exactly this plain-text format, without Markdown:',
    'TITLE: <the title> (first part only)',
    '<blank line>',
    '<a paragraph of the story, as one line>',
    '<blank line between paragraphs>',
    SCENE_FORMAT,
  ].join('\n');
}

function partInstructions(input: StoryTextInput): string[] {
  const { request, taken } = input;
  const words = targetWords(request.age, request.length);
  if (!request.interactive) {
    return [`Write the whole story in about ${words} words, in 6 to 20 paragraphs.`];
  }
  const points = choicePointsFor(request.age);
  const perPart = Math.round(words / (points + 1));
  const last = taken.length >= points;
  return [
    `This is an interactive story told in ${points + 1} parts; write part ${taken.length + 1}`,
    `in about ${perPart} words.`,
    last
      ? 'This is the last part: bring the story to a warm ending. Write no CHOICE lines.'
      : 'End this part where the hero must decide what to do. Then write 2 or 3 lines, each ' +
        '"CHOICE: <what the hero could do, in a few words>", and nothing after them.',
  ];
}

function storySoFar(input: StoryTextInput): string[] {
  const { storySoFar: told, taken } = input;
  if (!told || taken.length === 0) return [];
  const chosen = taken[taken.length - 1];
  return [
    '',
    `The story so far, titled "${told.title}" (do not write a TITLE line again):`,
    ...told.paragraphs,
    '',
    `The child chose: ${chosen?.label ?? ''}. Continue from there.`,
  ];
}

/** The system and user messages for one story text call. */
export function storyPrompt(input: StoryTextInput): { system: string; prompt: string } {
  const { request } = input;
  const lines = [
    `Genre: ${request.genre.toLowerCase().replaceAll('_', ' ')}.`,
    request.description.trim()
      ? `The child's idea (use its names, places and creatures): ${request.description.trim()}`
      : 'The child gave no idea: surprise them.',
    ...(request.hero
      ? [
          `The hero is the child's own monster, ${request.hero.name}` +
            (request.hero.description ? `: ${request.hero.description}` : '.'),
        ]
      : []),
    ...partInstructions(input),
    ...storySoFar(input),
  ];
  return { system: system(input), prompt: lines.join('\n') };
}
