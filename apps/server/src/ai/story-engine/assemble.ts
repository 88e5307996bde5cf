// Turns drafted paragraphs into the story the caller stores: text, scenes, counts.
import { titleCase } from './grammar/english';
import { capitalise, countWords } from './text';
import { sceneFor, sceneSlots } from './compose/scenes';
import { easeNames, namesToEase } from './compose/ease-names';
import type { AgeBand } from '@monstory/contracts/story-shape';
import type { DraftParagraph } from './compose/writer';
import type { Cast, Pattern } from './plan/plan-types';
import type { GeneratedStory, StoryLanguage, StoryParagraph } from './story-types';

export function toParagraphs(
  drafts: readonly DraftParagraph[],
  cast: Cast,
  texts = drafts.map((d) => d.lines.map((l) => l.text).join(' ')),
): StoryParagraph[] {
  const slots = sceneSlots(drafts);
  return drafts.map((d, i) => {
    const text = texts[i] as string;
    return slots.has(i) ? { text, scene: sceneFor(d.hint, cast) } : { text };
  });
}

export function formatTitle(raw: string, language: StoryLanguage): string {
  const clean = raw.replace(/[.!]+$/, '').trim();
  return language === 'en' ? titleCase(clean) : capitalise(clean);
}

export function assembleStory(args: {
  title: string;
  language: StoryLanguage;
  drafts: readonly DraftParagraph[];
  cast: Cast;
  pattern: Pattern;
  refrain: string | undefined;
  places: string[];
  band: AgeBand;
}): GeneratedStory {
  const ease = namesToEase(args.cast, args.language, args.band);
  const texts = easeNames(args.drafts, ease, args.band === '3-5' ? 1 : 2);
  const paragraphs = toParagraphs(args.drafts, args.cast, texts);
  const { cast } = args;
  const characters = [cast.hero.name, cast.friend?.name, cast.goal.other?.name].filter(
    (n): n is string => !!n,
  );
  const refrainUsed = args.refrain && args.drafts.some((d) => d.lines.some((l) => l.refrain));
  return {
    title: formatTitle(args.title, args.language),
    language: args.language,
    paragraphs,
    wordCount: paragraphs.reduce((n, p) => n + countWords(p.text), 0),
    ...(refrainUsed ? { refrain: args.refrain } : {}),
    patternId: args.pattern.id,
    characters,
    places: args.places,
  };
}
