import type { CatalogShape } from '../../catalog';
import type { monsters as reference } from '../no/monsters';

export const monsters: CatalogShape<typeof reference> = {
  create: {
    intro: "Describe your monster in your own words, and we'll draw it for you.",
    label: 'What does your monster look like?',
    placeholder: 'For example: a small green monster with three eyes and wings',
    counter: '{{count}} of {{max}} characters',
    ideas: 'Need an idea? Tap one:',
    examples: {
      wings: 'A small green monster with three eyes and wings',
      fluffy: 'A fluffy pink monster with two horns and a long tail',
      sea: 'A blue sea monster with four arms who loves to swim',
      glow: 'A yellow monster with spots that glow in the dark',
      tiny: 'A teeny tiny purple monster with big ears and six legs',
    },
    tooShort: 'Tell us a little more about your monster – at least {{min}} letters.',
    unsafe: "We can't draw that monster. How about a kind and funny monster instead?",
    submit: 'Create the monster!',
    submitting: 'Sending …',
    failed: "We couldn't make the monster just now.",
    tryAgain: 'Try again',
  },
  cost: {
    label: 'Price',
    included: 'Free with your plan',
    balance_one: 'You have {{count}} credit',
    balance_other: 'You have {{count}} credits',
  },
  guest: {
    title: 'Monsters need an account',
    text: 'To build a monster, a grown-up needs to make an account. Then your monster can be your profile picture and join your stories!',
    cta: 'Sign up or log in',
    later: 'Make a story instead',
  },
  building: {
    title: 'Hello, {{name}}!',
    text: "We're drawing {{name}} right now. It only takes a little while …",
    status: 'Drawing {{name}} …',
    hint: 'You can do something else meanwhile – the monster turns up in My monsters when it is done.',
  },
  ready: {
    title: '{{name}} is ready!',
    picture: 'Picture of {{name}}',
    useInStory: 'Use in a story',
    seeAll: 'See all my monsters',
  },
  retry: {
    title: "Oops, the picture wasn't finished",
    text: "We couldn't find the monster's picture. Try creating the monster again.",
    action: 'Try creating the monster again',
    edit: 'Change the description',
  },
  status: {
    BUILDING: 'Being drawn',
    READY: 'Ready',
    FAILED: 'Not finished',
  },
  list: {
    intro:
      'Your monsters live here. Choose who is your profile, or take a monster into a new story.',
    create: 'Create a new monster',
    emptyTitle: 'No monsters yet',
    emptyText: "Describe a monster in your own words, and we'll draw it for you!",
    emptyCta: 'Create your first monster',
    loadFailed: "We couldn't fetch your monsters.",
    retry: 'Try again',
  },
  card: {
    profile: 'Your profile',
    useAsProfile: 'Use as profile',
    useInStory: 'Use in a story',
    delete: 'Delete {{name}}',
    retry: 'Create again',
    useFailed: "We couldn't change the profile. Please try again.",
    madeOn: 'Made {{date}}',
  },
  deleteDialog: {
    title: 'Delete {{name}}?',
    text: 'The monster goes away for good, and you cannot get it back.',
    confirm: 'Yes, delete',
    cancel: 'No, keep it',
    failed: "We couldn't delete the monster. Please try again.",
  },
  hero: {
    starring: 'Starring {{name}}',
    remove: 'Take {{name}} out of the story',
  },
  safety: {
    title: "Let's think of something else",
    keep: "Your words are still there. Change them a little, and we'll check again.",
    generic: "We can't make anything of this. How about trying something else?",
    categories: {
      SEXUAL:
        "That isn't right for children. How about a treasure hunt, or a story about good friends?",
      VIOLENCE:
        'That was a bit too much fighting and hurting. How about the heroes solving it with courage and clever ideas?',
      SELF_HARM:
        'Thank you for telling us. You matter, and how you feel matters. Talk to a grown-up you trust.',
      ABUSE:
        'Thank you for telling us. Nobody is allowed to hurt you. Talk to a grown-up you trust.',
      HATE: "Everyone is welcome here, so we don't use words like that. How about friends who are different and help each other?",
      WEAPONS_DRUGS:
        "We don't tell how to make or use weapons, drugs or alcohol. How about a secret invention instead?",
      DANGEROUS_ACTS:
        "That could be dangerous to do in real life, so we won't make it. How about a safe adventure instead?",
      TOO_SCARY:
        'That might be too scary for this age. How about something a little less scary, or an older age?',
      PERSONAL_DATA:
        'We keep addresses, phone numbers, e-mails and full names out. A first name or a made-up name works well.',
      PUBLIC_FIGURE:
        "We don't make stories about real famous people. How about a made-up hero instead?",
      PROMPT_INJECTION: "Just write what it should be about, and we'll make up the rest.",
    },
    blocked: 'See the message above: change the words a little, and we can begin.',
    blockedCare: "See the message above. We won't make anything of these words today.",
    care: {
      title: 'Thank you for telling us',
      grownUpTitle: 'For a grown-up',
      grownUpText:
        'Your child wrote something that may mean they are hurting. Take it seriously: talk with them calmly, and listen. We made nothing of the words, and they have not been saved.',
      helplines: 'Where you can get help, for free:',
      call: 'Call {{phone}}',
      site: 'Website: {{host}}',
      newTab: '(opens in a new tab)',
      emergency: 'Is a child in danger right now? Call the emergency number:',
    },
  },
};
