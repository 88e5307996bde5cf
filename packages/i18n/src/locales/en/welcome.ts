import type { CatalogShape } from '../../catalog';
import type { welcome as reference } from '../no/welcome';

export const welcome: CatalogShape<typeof reference> = {
  greeting: 'Welcome to Monstory!',
  progress: 'Step {{current}} of {{total}}',
  logOut: 'Log out',
  next: 'Next',
  back: 'Back',
  language: {
    title: 'Which language would you like to read in?',
    text: 'Stories are written in the language you choose. You can change it any time under My stuff.',
  },
  voice: {
    title: 'Choose a narrator voice',
    text: 'The voice reads the stories aloud. Tap “Listen” to try it. You can change it later.',
  },
  monster: {
    title: 'Your very own monster',
    text: 'In Monstory you describe a monster in your own words, and we draw it. The monster becomes your profile and can join your stories.',
    later:
      'The monster workshop is under My stuff → Monsters. Make your first monster whenever you are ready.',
  },
  terms: {
    title: 'Terms and privacy',
    text: 'Before you make stories, a grown-up must read and accept the terms.',
    readTerms: 'Read the terms',
    readPrivacy: 'Read about privacy',
    newsletter: 'Send me the newsletter with tips and new features',
    newsletterHint: 'You can unsubscribe at any time.',
    accept: 'I accept the terms',
    decline: 'I do not accept',
    acceptFailed: 'Could not accept terms and conditions. Please try again.',
    declined: 'You must accept the terms to create stories.',
    declinedRule:
      'An account that has not accepted the terms is deleted after {{days}} days without activity. You can accept them later under My stuff.',
    acceptAfterAll: 'Accept after all',
    continueWithout: 'Continue without accepting',
  },
  finishFailed: 'We could not save this. Please try again.',
};
