import type { CatalogShape } from '../../catalog';
import type { children as reference } from '../no/children';

export const children: CatalogShape<typeof reference> = {
  intro:
    'Each child gets their own stories, their own monster and their own medals. You share the credits and the subscription.',
  listHeading: 'Children on the account',
  active: 'Using the app now',
  details: '{{age}} years · {{language}}',
  detailsNoAge: 'Age not set · {{language}}',
  stories_one: '{{count}} story',
  stories_other: '{{count}} stories',
  use: 'Switch to {{name}}',
  edit: 'Edit {{name}}',
  add: 'Add a child',
  gateHint: 'A grown-up answers a small question before a child is added, changed or removed.',
  full: 'The account has {{max}} children, which is the most it can have.',
  loading: 'Fetching the children …',
  loadFailed: 'We could not fetch the children just now.',
  retry: 'Try again',
  notFound:
    'We cannot find this child on the account. Perhaps they were removed on another device?',
  backToList: 'Back to the children',
  guest: {
    title: 'More children in the family?',
    text: 'Create a free account and up to {{max}} children can each have their own profile with their own stories and monsters.',
    cta: 'Create an account',
  },
  form: {
    name: 'Name',
    namePlaceholder: 'For example Mira',
    nameRequired: 'Write the child’s name.',
    nameTooLong: 'The name can have at most {{max}} letters.',
    age: 'Age',
    ageHint: 'Used as the age when the child makes a story.',
    ageOption: '{{age}} years',
    noAge: 'Rather not say',
    language: 'Language',
    languageHint: 'The app and new stories switch to this language when the child is chosen.',
    voice: 'Narrator voice',
    defaultVoice: 'The default voice',
    voicesLoading: 'Fetching the voices …',
    voicesFailed:
      'We could not fetch the voices. The default voice is used until you pick another.',
    saveNew: 'Add the child',
    saveChanges: 'Save the changes',
    saving: 'Saving …',
    cancel: 'Cancel',
    saved: '{{name}} is saved.',
  },
  remove: {
    heading: 'Remove the child',
    text: '{{name}}’s stories, monsters and medals are deleted with the profile.',
    button: 'Remove {{name}}',
    dialogTitle: 'Do you want to remove {{name}}?',
    dialogText:
      'All of {{name}}’s stories, monsters and medals are deleted for good. The credits and the subscription stay on the account.',
    confirm: 'Yes, remove {{name}}',
    cancel: 'No, keep',
    only: 'The account needs at least one child, so the only child cannot be removed.',
  },
  errors: {
    limit:
      'The account already has {{max}} children, which is the most it can have. Remove a child first if you want to add a new one.',
    lastChild: 'The account needs at least one child, so the last child cannot be removed.',
  },
};
