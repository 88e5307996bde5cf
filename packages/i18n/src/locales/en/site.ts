import type { CatalogShape } from '../../catalog';
import type { site as reference } from '../no/site';

export const site: CatalogShape<typeof reference> = {
  footer: {
    linksHeading: 'About Monstory',
    faq: 'FAQ',
    about: 'About us',
    childrenAndAi: 'Children and AI',
    deleteMe: 'Delete account',
    contact: 'Contact us',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    language: 'Language',
    social: 'Follow us',
    copyright: '© {{year}} Monstory AS',
  },
  contactUs: 'Contact us',
  back: 'Back',
  onThisPage: 'On this page',
  contact: {
    lead: 'A question, an idea or something that does not work? Write to us and we will answer as soon as we can.',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending …',
    success: 'Message sent! We will get back to you as soon as possible.',
    failure: 'Sorry, there was an error sending your message. Please try again later.',
    rateLimited:
      'You have sent several messages in a short time. Please wait a little and try again.',
    sendAnother: 'Send another message',
    errors: {
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Email must be valid',
      subjectRequired: 'Subject is required',
      messageRequired: 'Message is required',
      tooLong: 'The text is too long',
    },
  },
  faq: {
    lead: 'Answers to what parents ask most often. Cannot find yours? Write to us.',
    items: {
      what: {
        q: 'What is Monstory?',
        a: 'Monstory makes bedtime stories about friendly monsters. A child and a grown-up choose an age, a genre and a length and say what the story should be about, and the app writes it – with pictures and narration if you like.',
      },
      safe: {
        q: 'Is Monstory safe for children?',
        a: 'Every story idea and every finished story is checked against word lists for its language, and can also be checked by a moderation service. Stories others can read are checked the same way before they are published, and a story is hidden when several people report it. Purchases are behind a parental gate, and we show no advertising to children.',
      },
      cost: {
        q: 'What does it cost?',
        a: 'Short and medium text stories are free. Long stories, pictures, narration, new monsters and interactive stories cost credits, and the cost in credits is always shown before you confirm. A grown-up can buy credit packs or a monthly subscription in the shop.',
      },
      offline: {
        q: 'How are the stories made? Is anything sent to an AI service?',
        a: 'By default, stories are written, drawn and read aloud by engines on our own server, and nothing is sent anywhere else. Only if we connect a hosted AI provider to Monstory are the story idea and the choices (never a name or email) sent there.',
      },
      privacy: {
        q: 'What data do you keep?',
        a: "The grown-up's email address, the stories and monsters you make, ratings, reports, reading and listening time, and feedback. We never ask the child for a name or a photo. Read more in the privacy policy.",
      },
      delete: {
        q: 'How do I delete the account?',
        a: 'Go to My stuff › Account and choose Delete account. The account is deactivated at once and deleted for good after {{accountDays}} days. A subscription from the App Store or Google Play must be cancelled in the store.',
      },
      guest: {
        q: 'Can we try without registering?',
        a: 'Yes. As a guest you can make a story without an email address. If you register later, your stories come along. A guest account that declines the terms is deleted after {{declinedDays}} days without activity.',
      },
    },
  },
  home: {
    faqTitle: 'What parents ask',
    faqMore: 'More questions and answers',
    downloadTitle: 'Monstory on phones and tablets',
    downloadLead:
      'Take the stories to bedtime. The app has everything the website has, with the same account.',
    appStore: 'App Store',
    googlePlay: 'Google Play',
    comingSoon: 'Coming soon',
  },
};
