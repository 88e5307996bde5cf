// Practice that builds, the part both languages share: which lessons a story's skill has, where
// its chain starts, which lesson the next try teaches and which was learnt last. Each pack keeps
// only its words (the failures, the lessons, how a try is told).
import { SKILLS, type SkillEntry } from '../lexicon/goals-lexicon';

/** A try that goes wrong, and what it teaches. */
export interface Lesson<C> {
  fail: (c: C) => string;
  /** Without pronouns, so it fits both advice ("try to …") and memory ("remembered to …"). */
  lesson: string;
}

/** What the chain reads of a story's context: the skill and how far its lessons have come. */
export interface LessonState {
  /** The skill's entry in the story's language (the same object the lexicon holds). */
  skill?: SkillEntry['en'] | SkillEntry['no'];
  /** Lessons told so far. */
  lessons: number;
  /** A try has failed since the last lesson was told. */
  lessonTried: boolean;
  /** Where in the skill's lessons this story starts (seeded), so stories do not all open alike. */
  lessonStart: number;
}

export interface LessonChain<C> {
  /** The lessons, in order, of a skill (or of any skill without its own). */
  lessonList(skill?: string): string[];
  /** This story's lessons: the skill's own, starting at a seeded place and going round. */
  lessonsOf(c: C): Lesson<C>[];
  /** The lesson this try is to teach, if one is left and none is waiting to be told. */
  next(c: C): Lesson<C> | undefined;
  /** The lesson from the try that just went wrong, if none has been told since. */
  due(c: C): Lesson<C> | undefined;
  /** The last lesson taught. */
  lastLesson(c: C): string | undefined;
  /** Whether a try now is one in the chain, so that the loose tries are not told instead. */
  paired(c: C): boolean;
}

export function lessonChain<C extends LessonState>(
  language: keyof Pick<SkillEntry, 'en' | 'no'>,
  lessons: Record<string, Lesson<C>[]>,
  any: Lesson<C>[],
): LessonChain<C> {
  const byEntry = new Map<unknown, string>(SKILLS.map((s) => [s[language], s.id]));
  const lessonsOf = (c: C): Lesson<C>[] => {
    const id = c.skill ? byEntry.get(c.skill) : undefined;
    // A skill without lessons of its own keeps its own tries (a ball kicked, a fire lit):
    // the general lessons would tell a footballer's tries in nobody's words.
    // A skill in the family's own words (no id) learns the general lessons.
    const all = id ? lessons[id] : c.skill ? any : undefined;
    if (!all?.length) return [];
    const at = c.lessonStart % all.length;
    return [...all.slice(at), ...all.slice(0, at)];
  };
  const next = (c: C) => (c.lessonTried ? undefined : lessonsOf(c)[c.lessons]);
  const due = (c: C) => (c.lessonTried ? lessonsOf(c)[c.lessons] : undefined);
  return {
    lessonList: (skill) => ((skill && lessons[skill]) || any).map((l) => l.lesson),
    lessonsOf,
    next,
    due,
    lastLesson: (c) => lessonsOf(c)[c.lessons - 1]?.lesson,
    paired: (c) => next(c) !== undefined || due(c) !== undefined,
  };
}
