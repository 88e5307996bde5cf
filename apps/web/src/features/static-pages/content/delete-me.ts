import { ACCOUNT_DELETION_DAYS } from '@monstory/contracts/constants';
import type { LocalizedContent } from '../static-content';

// docs/product.md#account-deletion account deletion: deactivated at once, purged after 30 days, a sign-in within the
// 30 days restores the account; store subscriptions are cancelled in the store.
export const deleteMeContent: LocalizedContent = {
  no: {
    title: 'Slett kontoen',
    lead: 'Slik sletter du Monstory-kontoen din, og hva som skjer med opplysningene dine.',
    sections: [
      {
        id: 'how',
        title: 'Slik sletter du',
        paragraphs: [
          'Logg inn i appen eller på nettsiden, gå til Mine ting › Konto og velg Slett konto. Bekreft at du vil slette.',
          'Kommer du ikke inn på kontoen? Skriv til oss fra e-postadressen kontoen er registrert med, så hjelper vi deg.',
        ],
      },
      {
        id: 'thirty-days',
        title: `${ACCOUNT_DELETION_DAYS} dager å angre`,
        paragraphs: [
          `Kontoen deaktiveres med en gang og slettes for godt etter ${ACCOUNT_DELETION_DAYS} dager. Logger du inn igjen innen ${ACCOUNT_DELETION_DAYS} dager, avbrytes slettingen og alt er som før.`,
        ],
      },
      {
        id: 'what',
        title: 'Dette slettes',
        paragraphs: [
          'Kontoen og e-postadressen, profilen, historiene, monstrene, bildene og opplesningene, vurderinger, rapporter, lesing og lyttetid, tilbakemeldinger, varsler, kredittsaldoen og kjøpshistorikken. Ubrukte kreditter går tapt.',
          'Kvitteringer for kjøp oppbevares av Stripe, Apple eller Google så lenge bokføringsreglene krever, uten innholdet i historiene.',
        ],
      },
      {
        id: 'subscriptions',
        title: 'Abonnement',
        paragraphs: [
          'Et abonnement kjøpt på nettsiden fornyes ikke etter at kontoen er slettet.',
          'Har du kjøpt abonnementet i App Store eller Google Play, må du si det opp i butikken. Å slette kontoen stopper ikke betalingen der.',
        ],
      },
    ],
  },
  en: {
    title: 'Delete account',
    lead: 'How to delete your Monstory account, and what happens to your data.',
    sections: [
      {
        id: 'how',
        title: 'How to delete',
        paragraphs: [
          'Sign in to the app or the website, go to My stuff › Account and choose Delete account. Confirm that you want to delete it.',
          'Cannot get into your account? Write to us from the email address the account uses, and we will help you.',
        ],
      },
      {
        id: 'thirty-days',
        title: `${ACCOUNT_DELETION_DAYS} days to change your mind`,
        paragraphs: [
          `The account is deactivated at once and deleted for good after ${ACCOUNT_DELETION_DAYS} days. If you sign in again within those ${ACCOUNT_DELETION_DAYS} days, the deletion is cancelled and everything is as before.`,
        ],
      },
      {
        id: 'what',
        title: 'What is deleted',
        paragraphs: [
          'Your account and email address, profile, stories, monsters, pictures and narration, ratings, reports, reading and listening time, feedback, notifications, credit balance and purchase history. Unused credits are lost.',
          'Receipts for purchases are kept by Stripe, Apple or Google as long as bookkeeping law requires, without the story content.',
        ],
      },
      {
        id: 'subscriptions',
        title: 'Subscriptions',
        paragraphs: [
          'A subscription bought on the website does not renew after the account is deleted.',
          'If you bought your subscription in the App Store or Google Play, cancel it in the store. Deleting the account does not stop payments there.',
        ],
      },
    ],
  },
};
