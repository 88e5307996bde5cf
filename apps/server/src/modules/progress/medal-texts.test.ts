import { MEDALS } from '@monstory/contracts/gamification';
import { LanguageCode } from '@monstory/contracts/language';
import { enBundle } from '@monstory/i18n/bundles/en';
import { noBundle } from '@monstory/i18n/bundles/no';
import { describe, expect, it } from 'vitest';
import { medalName, medalNotificationText } from './medal-texts.js';

// A medal's notification names it exactly as My medals does (the journey finds the
// notification's medal on the page by its name).

describe('medal notification texts', () => {
  it('name every medal as the app’s catalogs do', () => {
    for (const medal of MEDALS) {
      expect(medalName(medal.id, 'no')).toBe(noBundle.medals.items[medal.id].name);
      expect(medalName(medal.id, 'en')).toBe(enBundle.medals.items[medal.id].name);
    }
    expect(medalNotificationText('FIRST_STORY', 'no')).toEqual({
      title: 'Ny medalje: Første historie!',
      message: 'Bra jobbet! Du har fått medaljen «Første historie».',
    });
  });

  it('have a name for every medal in every language', () => {
    for (const language of LanguageCode) {
      for (const medal of MEDALS) expect(medalName(medal.id, language)).not.toBe('');
    }
  });
});
