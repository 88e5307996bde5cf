// A day out that is the plot (a fishing trip, a picnic), the part its readers share: it is read
// only when no plot read before it has the story, and once it has, the day is the whole story.
import type { ParsedDescription } from './parse-description';

/** A rescue, a family visit, a check-up, a tooth, someone cared for or something grown. */
export function plotReadBefore(out: ParsedDescription): boolean {
  return !!(out.rescue || out.family || out.checkup || out.tooth || out.care || out.grow);
}

/** Nothing else is travelled to, solved, sought, built, learnt or befriended on the day. */
export function dayIsTheStory(out: ParsedDescription): void {
  delete out.reach;
  delete out.mystery;
  delete out.find;
  delete out.build;
  delete out.skill;
  delete out.befriend;
  delete out.outing;
}
