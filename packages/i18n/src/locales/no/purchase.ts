// The purchase overlay and premium badges (docs/product.md#purchase-gating).
export const purchase = {
  badge: {
    credits_one: '{{count}} kreditt',
    credits_other: '{{count}} kreditter',
    included: 'Inkludert',
  },
  overlay: {
    close: 'Lukk',
    title: 'Ikke nok kreditter',
    premiumOnlyTitle: 'Dette er en Premium-funksjon',
    subscribed:
      'Dere har allerede {{plan}}. Trengs det mer til opplesing, kan en voksen kjøpe kreditter.',
    manage: 'Se abonnementet',
    needCredits_one: 'Du trenger {{count}} kreditt for å bruke denne funksjonen',
    needCredits_other: 'Du trenger {{count}} kreditter for å bruke denne funksjonen',
    balance_one: 'Du har {{count}} kreditt nå.',
    balance_other: 'Du har {{count}} kreditter nå.',
    tabsLabel: 'Abonnement eller kreditter',
    tabs: { premium: 'Premium', credits: 'Kreditter' },
    premium: {
      heading: 'Med abonnement får dere mer',
      images: 'Så mange historier med bilder dere vil',
      long: 'Lange historier og monstre er inkludert',
      credits: '{{premium}} kreditter i måneden med Premium, {{mini}} med Mini – til opplesning',
      cta: 'Se abonnementene',
    },
    credits: {
      heading: 'Kjøp en kredittpakke',
      oneTime: 'Et engangskjøp – ikke noe abonnement',
      validity: 'Kredittene varer i {{months}} måneder',
      cta: 'Se kredittpakkene',
    },
    grownUp: 'En voksen løser en liten oppgave før butikken åpner.',
    guest: 'For å kjøpe kreditter eller abonnement trenger du en konto.',
    guestCta: 'Lag konto eller logg inn',
  },
} as const;
