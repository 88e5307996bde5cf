import type { Translation } from 'vanilla-cookieconsent';
import { PRIVACY_PATH } from '../navigation/app-paths';

// The banner's and the preferences' texts from the `consent` catalog. cookieconsent renders them
// as HTML; they are our own strings with nothing a user typed in them, so only the privacy link
// is markup.

export function consentTranslation(t: (key: string) => string): Translation {
  const privacyLink = `<a href="${PRIVACY_PATH}">${t('banner.privacyLink')}</a>`;
  return {
    consentModal: {
      title: t('banner.title'),
      // cookieconsent puts the revision message where this placeholder is, only when asking again.
      description: `${t('banner.description')} {{revisionMessage}}`,
      revisionMessage: t('banner.revisionMessage'),
      acceptAllBtn: t('banner.acceptAll'),
      acceptNecessaryBtn: t('banner.rejectAll'),
      showPreferencesBtn: t('banner.customize'),
      footer: privacyLink,
    },
    preferencesModal: {
      title: t('preferences.title'),
      acceptAllBtn: t('preferences.acceptAll'),
      acceptNecessaryBtn: t('preferences.rejectAll'),
      savePreferencesBtn: t('preferences.save'),
      closeIconLabel: t('preferences.close'),
      sections: [
        { title: t('preferences.intro.title'), description: t('preferences.intro.description') },
        {
          title: t('preferences.necessary.title'),
          description: t('preferences.necessary.description'),
          linkedCategory: 'necessary',
        },
        {
          title: t('preferences.analytics.title'),
          description: t('preferences.analytics.description'),
          linkedCategory: 'analytics',
        },
        {
          title: t('preferences.adUserData.title'),
          description: t('preferences.adUserData.description'),
          linkedCategory: 'ad_user_data',
        },
        {
          title: t('preferences.adPersonalization.title'),
          description: t('preferences.adPersonalization.description'),
          linkedCategory: 'ad_personalization',
        },
        {
          title: t('preferences.more.title'),
          description: `${t('preferences.more.description')} ${privacyLink}`,
        },
      ],
    },
  };
}
