import type { CatalogShape } from '../../catalog';
import type { consent as reference } from '../no/consent';

export const consent: CatalogShape<typeof reference> = {
  banner: {
    title: 'May we use cookies?',
    description:
      'Monstory uses necessary cookies to make the app work. If you say yes, we also measure how the app is used and whether our ads work. You can change your choice at any time under My stuff.',
    revisionMessage: 'What we ask about has changed since last time, so we need your answer again.',
    acceptAll: 'Accept all',
    rejectAll: 'Necessary only',
    customize: 'Let me choose',
    privacyLink: 'Privacy policy',
  },
  preferences: {
    title: 'Cookie settings',
    acceptAll: 'Accept all',
    rejectAll: 'Necessary only',
    save: 'Save my choices',
    close: 'Close',
    intro: {
      title: 'You decide',
      description:
        'Choose what Monstory may use. The necessary ones are always on, because the app does not work without them.',
    },
    necessary: {
      title: 'Necessary',
      description: 'Signing in, your language and this choice. Cannot be turned off.',
    },
    analytics: {
      title: 'Analytics',
      description:
        'Google Analytics counts which screens are used, so we can make the app better. We send no names or email addresses.',
    },
    adUserData: {
      title: 'Ad measurement',
      description:
        'Lets us send measurements to Google and Meta to see whether our ads for Monstory work.',
    },
    adPersonalization: {
      title: 'Personalised ads',
      description:
        'Lets Google and Meta use the measurements to personalise the ads they show you.',
    },
    more: {
      title: 'More information',
      description: 'Read how we look after your information in the privacy policy.',
    },
  },
};
