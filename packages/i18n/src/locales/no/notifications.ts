// Notifications: the list in the profile menu, the badge on the avatar, the live snackbar and
// the offer to send push messages (docs/product.md#shell profile menu, Notifications (docs/product.md#notifications)).
export const notifications = {
  heading: 'Varsler',
  empty: 'Ingen nye varsler. Vi sier fra når noe er klart!',
  loadFailed: 'Vi fikk ikke hentet varslene akkurat nå.',
  unread: 'Ulest',
  profileButton_one: 'Profil, {{count}} ulest varsel',
  profileButton_other: 'Profil, {{count}} uleste varsler',
  archive: 'Fjern varselet «{{title}}»',
  level: {
    INFO: 'Til info',
    SUCCESS: 'Klart',
    WARNING: 'Obs',
    ERROR: 'Noe gikk galt',
  },
  snackbar: {
    open: 'Åpne',
    close: 'Lukk varselet',
  },
  push: {
    offer: 'Vil du få beskjed på denne enheten når noe er klart?',
    turnOn: 'Slå på varsler',
  },
} as const;
