import type { FeedbackQuestion } from '@monstory/contracts/library';
import type { LanguageCode } from '@monstory/contracts/language';
import { AppError } from '../../platform/app-error.js';

// The feedback prompt's questions (docs/product.md#feedback): how much the child liked the
// stories, what they want more of, and how easy the app is. Bokmål and English; the other
// interface languages are not enabled yet and get English.

type Texts = { text: string; options?: Record<string, string> };
type QuestionSpec = { id: string; kind: FeedbackQuestion['kind']; no: Texts; en: Texts };

const MORE_OF = ['adventure', 'funny', 'bedtime', 'pictures', 'narration', 'interactive'];

const QUESTIONS: QuestionSpec[] = [
  {
    id: 'liked',
    kind: 'scale',
    no: { text: 'Hvor godt likte barnet historiene?' },
    en: { text: 'How much did your child like the stories?' },
  },
  {
    id: 'more',
    kind: 'choice',
    no: {
      text: 'Hva vil dere ha mer av?',
      options: {
        adventure: 'Flere eventyr og spenning',
        funny: 'Flere morsomme historier',
        bedtime: 'Flere rolige godnatthistorier',
        pictures: 'Flere bilder',
        narration: 'Mer opplesing',
        interactive: 'Flere historier der barnet velger',
      },
    },
    en: {
      text: 'What would you like more of?',
      options: {
        adventure: 'More adventure and excitement',
        funny: 'More funny stories',
        bedtime: 'More calm bedtime stories',
        pictures: 'More pictures',
        narration: 'More narration',
        interactive: 'More stories where the child chooses',
      },
    },
  },
  {
    id: 'easy',
    kind: 'scale',
    no: { text: 'Hvor enkelt er det å bruke appen?' },
    en: { text: 'How easy is the app to use?' },
  },
];

export type FeedbackLanguage = 'no' | 'en';

export function feedbackLanguage(code: LanguageCode): FeedbackLanguage {
  return code === 'no' ? 'no' : 'en';
}

export function feedbackQuestions(language: FeedbackLanguage): FeedbackQuestion[] {
  return QUESTIONS.map((question) => {
    const texts = question[language];
    return {
      id: question.id,
      text: texts.text,
      kind: question.kind,
      options:
        question.kind === 'choice'
          ? MORE_OF.map((id) => ({ id, label: texts.options?.[id] ?? id }))
          : null,
    };
  });
}

/** Every question answered, in its own kind, and nothing else; else VALIDATION_FAILED. */
export function assertAnswersFit(answers: Record<string, number | string>): void {
  const fields: Record<string, string> = {};
  const questions = feedbackQuestions('en');
  for (const question of questions) {
    const answer = answers[question.id];
    if (answer === undefined) fields[`answers.${question.id}`] = 'Please answer this question.';
    else if (question.kind === 'scale' && typeof answer !== 'number') {
      fields[`answers.${question.id}`] = 'Choose from 1 to 5.';
    } else if (
      question.kind === 'choice' &&
      !question.options?.some((option) => option.id === answer)
    ) {
      fields[`answers.${question.id}`] = 'Choose one of the options.';
    }
  }
  for (const id of Object.keys(answers)) {
    if (!questions.some((question) => question.id === id)) {
      fields[`answers.${id}`] = 'There is no such question.';
    }
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_FAILED', 'The answers do not fit the questions.', { fields });
  }
}
