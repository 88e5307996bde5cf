import type { CatalogShape } from '../../catalog';
import type { startup as reference } from '../no/startup';

export const startup: CatalogShape<typeof reference> = {
  logo: 'Monstory',
  loading: {
    status: 'Monstory is starting …',
  },
  retrying: {
    first: {
      title: 'Hmm, a bit of a slow connection...',
      text: 'This is taking a little longer than usual.',
    },
    second: {
      title: 'Still a bit slow... Let’s give it another go.',
      text: 'Just wait a little longer...',
    },
    third: {
      title: 'One last try now!',
      text: 'Fingers crossed!',
    },
    counter: '(Attempt {{attempt}} of {{max}})',
  },
  failed: {
    title: 'Oh dear! That was a bit slow',
    text: 'We can’t reach Monstory right now.',
    encouragement: 'Let’s try one more time!',
    restart: 'Start again!',
  },
  offline: {
    title: 'Oops! It looks like you’ve lost your internet connection',
    text: 'We can’t connect to our server right now.',
    retry: 'Try again',
  },
  offlineDialog: {
    title: 'No internet connection',
    text: 'Monstory needs the internet. Check your Wi-Fi or mobile data, and we’ll try again.',
    retry: 'Try again',
    hide: 'Hide',
  },
  offlineShelf: {
    open: 'Stories on this device',
    title: 'On this device',
    intro: 'These stories can be read and heard without the internet.',
    empty: 'No stories are kept here yet. Choose “Save for offline” in a story.',
    storage: 'Using {{size}} on this device',
    read: 'Read',
    remove: 'Remove',
    removeStory: 'Remove “{{title}}” from this device',
    auto: 'Read lately',
    saved: 'Saved',
    close: 'Close',
    back: 'Back to the shelf',
    listen: 'Listen to the story',
    missing: 'The story is no longer on this device.',
  },
  failurePage: {
    title: 'We couldn’t load the data',
    text: 'Check that you are connected to the internet. There may also be problems on our servers right now.',
    reload: 'Reload',
  },
  funFact: {
    title: 'Did you know?',
    facts: {
      f1: 'When a grown-up reads aloud, children learn new words. Reading aloud is one of the best ways to build vocabulary.',
      f2: 'Picture books often contain more rare words than everyday conversation between adults.',
      f3: 'Reading a favourite book again and again is a good idea: children learn new words better when they hear the same story several times.',
      f4: 'It is never too early to start: even little babies enjoy hearing the voice and rhythm when someone reads to them.',
      f5: 'International Children’s Book Day is celebrated on 2 April, Hans Christian Andersen’s birthday.',
      f6: 'Hans Christian Andersen’s fairy tales have been translated into more than 100 languages.',
      f7: 'Astrid Lindgren’s Pippi Longstocking has been translated into more than 70 languages.',
      f8: 'Asbjørnsen and Moe collected Norwegian folk tales, such as “Three Billy Goats Gruff”, and published their first collection in 1841.',
      f9: 'Thorbjørn Egner wrote “Karius and Baktus”, the Hakkebakke Forest stories and “When the Robbers Came to Cardamom Town”.',
      f10: 'Every child in Norway can borrow books for free at the public library. All you need is a library card.',
    },
  },
  appUpdate: {
    text: 'A new version is ready',
    update: 'Update',
    later: 'Later',
  },
};
