import type { CatalogShape } from '../../catalog';
import type { stuff as reference } from '../no/stuff';

export const stuff: CatalogShape<typeof reference> = {
  monster: {
    heading: 'Your monster',
    building: 'Being drawn …',
    change: 'Change monster',
    createTitle: 'Create your own monster!',
    createText:
      "Describe a monster and we'll draw it. It becomes your profile picture and can join your stories.",
    createCta: 'Create a monster',
  },
  tiles: {
    heading: 'My things',
    monsters: 'My monsters',
    monstersHint: 'See, switch and create monsters',
    stories: 'My stories',
    storiesHint: 'Read and listen again',
    medals: 'Medals',
    medalsCount: '{{earned}} of {{total}} won',
    medalsHint: 'See what you can win',
    statistics: 'Statistics',
  },
  guest: {
    title: 'Make an account to get even more',
    text: 'With an account you can build your own monsters, win medals and keep your stories safe.',
    cta: 'Sign up or log in',
  },
  settings: {
    heading: 'Settings',
    children: 'Children',
    childrenHint: 'Add, change and switch between the children',
    childrenActive: '{{name}} is using the app now',
    language: 'Language and voice',
    languageHint: 'Which language Monstory speaks, and who reads',
    subscription: 'Subscription',
    subscriptionHint: 'Plan, credits and purchases',
    account: 'Account',
    accountHint: 'Account details and deletion',
    cookies: 'Cookie preferences',
    cookiesHint: 'Choose which cookies we may use',
    cookiesFailed: 'The cookie settings could not be opened or are unavailable.',
    snow: 'Snow in December',
    snowHint: 'Quiet snowfall behind the pages, only in December',
    snowReducedMotion: 'Hidden because this device asks for less motion',
  },
};
