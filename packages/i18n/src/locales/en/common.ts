import type { CatalogShape } from '../../catalog';
import type { common as reference } from '../no/common';

export const common: CatalogShape<typeof reference> = {
  appName: 'Monstory',
  nav: {
    label: 'Main menu',
    library: 'Library',
    generate: 'New story',
    stuff: 'My stuff',
  },
  actions: {
    back: 'Back',
    goHome: 'Go to the front page',
    reload: 'Reload',
    skipToContent: 'Skip to content',
    openProfile: 'Profile',
    logoHome: 'Monstory – go to My stuff',
  },
  comingSoon: 'Coming soon',
  loading: 'Loading …',
  notFound: {
    code: '404',
    heading: 'Nothing here!',
    body: 'Our little monster has looked everywhere, but this page is nowhere to be found. Maybe it wandered off?',
    cta: 'Take me home',
    illustration: 'A little monster with a lantern looking for the way home',
  },
  routeError: {
    heading: 'Oops! Something went wrong',
    body: 'This page would not open. Please try reloading it.',
  },
  languages: {
    no: 'Norwegian',
    en: 'English',
    da: 'Danish',
    sv: 'Swedish',
  },
  languagePicker: {
    label: 'Choose a language',
    selected: 'Selected',
  },
  placeholders: {
    home: 'Meet Monstory here: choose how to sign in, try it as a guest or read a few example stories.',
    login: 'Sign in here with Apple, Google, Facebook or email – or try Monstory as a guest.',
    faq: 'Find answers here to what parents most often ask about Monstory.',
    contact: 'Send us a message here with your name, email, a subject and your question.',
    exampleStory: 'Read one of our example stories here before you make your own.',
    parentalGate: 'A grown-up solves a little puzzle here before we open pages meant for adults.',
    welcome:
      'Here we get Monstory ready together: language, voice, your very own monster and the terms.',
    createMonster: 'Describe a monster in your own words here, and we will draw it for you.',
    monsters:
      'All your monsters live here – pick who your profile should be, or bring them into a new story.',
    subscription: 'See your subscription, your credits and earlier purchases here.',
    language: 'Choose which language Monstory speaks here.',
    account: 'See your account details here, and delete your account if you wish.',
    medals: 'Collect medals here and see what to do to win more.',
    stuff: 'Find your monsters, stories, medals, statistics and settings here.',
    stories: 'Browse all your stories here, page by page.',
    storiesPage: 'Page {{page}}',
    story: 'Read and listen to the story here – with big letters, full screen and narration.',
    draftStory: 'Continue an interactive story here, where you decide what happens next.',
    library: 'Find stories here by genre, the most popular ones and the best rated.',
    generate:
      'Make a new story here: choose an age, a genre and a length, and tell us what it should be about.',
    shop: 'A grown-up can choose a subscription or buy credits here.',
    privacyPolicy: 'Read how we look after your personal data here.',
    terms: 'Read the terms for using Monstory here.',
    childrenAndAi: 'Here we explain how Monstory uses artificial intelligence safely for children.',
    deleteMe: 'Here we explain how to delete your account and what happens to your data.',
    about: 'Here we tell you who is behind Monstory, and why we make it.',
  },
};
