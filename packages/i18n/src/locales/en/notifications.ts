import type { CatalogShape } from '../../catalog';
import type { notifications as reference } from '../no/notifications';

export const notifications: CatalogShape<typeof reference> = {
  heading: 'Notifications',
  empty: 'No new notifications. We will tell you when something is ready!',
  loadFailed: 'We could not load your notifications just now.',
  unread: 'Unread',
  profileButton_one: 'Profile, {{count}} unread notification',
  profileButton_other: 'Profile, {{count}} unread notifications',
  archive: 'Remove the notification “{{title}}”',
  level: {
    INFO: 'For your information',
    SUCCESS: 'Ready',
    WARNING: 'Heads up',
    ERROR: 'Something went wrong',
  },
  snackbar: {
    open: 'Open',
    close: 'Close the notification',
  },
  push: {
    offer: 'Would you like a message on this device when something is ready?',
    turnOn: 'Turn on notifications',
  },
};
