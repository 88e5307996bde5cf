import type { CatalogShape } from '../../catalog';
import type { gate as reference } from '../no/gate';

export const gate: CatalogShape<typeof reference> = {
  title: 'For grown-ups only',
  intro: 'This part is for grown-ups. Solve the task to continue.',
  attempt: 'Attempt {{current}} of {{max}}',
  wrong: 'Not quite right. Try again.',
  coolDown: 'That was a lot of tries. A new task in {{seconds}} s.',
  unlocked: 'Correct! Open for 10 minutes.',
  alreadyUnlocked: 'The gate is already open.',
  continue: 'Continue',
  cancel: 'Cancel',
  maths: {
    question: 'What is {{a}} {{op}} {{b}}?',
    answer: 'Answer',
    keypad: 'Number pad',
    erase: 'Delete the last digit',
    submit: 'Check the answer',
  },
  colours: {
    remember: 'Remember the colours in this order.',
    pattern: 'Colour pattern',
    ready: 'I remember them',
    repeat: 'Tap the colours in the same order.',
    progress: '{{count}} of {{total}} chosen',
    undo: 'Undo',
    names: {
      red: 'Red',
      blue: 'Blue',
      green: 'Green',
      yellow: 'Yellow',
      purple: 'Purple',
      orange: 'Orange',
    },
  },
};
