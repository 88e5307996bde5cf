import type { CatalogShape } from '../../catalog';
import type { tour as reference } from '../no/tour';

export const tour: CatalogShape<typeof reference> = {
  showMeAround: 'Show me around',
  progress: '{{current}} of {{total}}',
  next: 'Next',
  previous: 'Back',
  done: 'Done',
  close: 'Close the tour',
  steps: {
    age: {
      title: 'How old is the child?',
      text: 'Pick the age, and the words and sentences will fit your child.',
    },
    genre: {
      title: 'What kind of story?',
      text: 'Adventure, space, bedtime … Choose the genre you feel like tonight.',
    },
    length: {
      title: 'How long should it be?',
      text: 'The minutes are about how long it takes to read the story aloud.',
    },
    addons: {
      title: 'A little extra',
      text: 'Add pictures, narration or an interactive story where the child decides. Anything that costs credits is marked.',
    },
    summary: {
      title: 'What should the story be about?',
      text: 'Write an idea in your own words, or tap a suggestion. You can also leave it empty.',
    },
    generate: {
      title: 'Create the story!',
      text: 'The price is shown next to the button. Tap it, and the story starts writing itself.',
    },
  },
};
