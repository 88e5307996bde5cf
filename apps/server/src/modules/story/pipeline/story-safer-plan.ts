import type { StoryTextInput } from '../../../ai/providers/story-text-input.js';
import { judgeRequest, judgeStory, type GateOptions } from '../../../safety-gate/index.js';

// The one second telling a story gets when its first did not pass the child-safety check. A
// hosted model is asked again under a stricter system prompt (`safer`); the offline engine,
// which tells the same story from the same seed and idea every time, gets another seed and the
// idea cut down to the parts that pass the gate on their own.

export interface SaferPlan {
  seed: string;
  description: string;
}

// Clauses as the family punctuated them. A clause that mixes a kind idea with an unsafe one
// goes as a whole: the safer plan may lose a little of the idea, never keep the unsafe part.
const CLAUSE_BREAK = /[.!?;:,\n]+/u;

/** The parts of a story idea that pass both the request and the story rules on their own. */
export function safeElementsOf(description: string, options: GateOptions): string {
  return description
    .split(CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '')
    .filter((clause) => judgeRequest(clause, options).ok && judgeStory(clause, options).ok)
    .join(', ');
}

/** The safer plan for a story's first part (later parts keep the plan the first was told on). */
export function saferPlanFor(input: StoryTextInput, options: GateOptions): SaferPlan {
  return {
    seed: `${input.request.seed}/safer`,
    description: safeElementsOf(input.request.description, options),
  };
}

/** The input for the second telling: the plan (if any) and the stricter prompt. */
export function saferInput(input: StoryTextInput, plan: SaferPlan | undefined): StoryTextInput {
  return {
    ...input,
    request: plan
      ? { ...input.request, seed: plan.seed, description: plan.description }
      : input.request,
    safer: true,
  };
}
