// What an hour cannot hold: the sun shining on a story that has gone on into the night, the
// stars out at noon. The teller refuses such a sentence and tells another.
import type { TimeOfDay } from '../../scene-spec';
import type { StoryLanguage } from '../story-types';

const L = '(?<!\\p{L})';
const R = '(?!\\p{L})';
const words = (alts: string) => new RegExp(`${L}(?:${alts})${R}`, 'iu');

const AFTER_DARK: Record<StoryLanguage, RegExp> = {
  en: words(
    'the sun (?:shone|was (?:warm|high|hot|bright)|peeked out|came out|beat down|warmed)|sunshine|sunlight|sunny|daylight|(?:in|from) the sun|(?:saw|see) the sun|the middle of the day|midday|noon',
  ),
  no: words(
    'sola (?:skinte|var (?:varm|høy|het)|sto høyt|tittet fram|kom fram|stekte|varmet)|solskinn(?:et)?|sollys(?:et)?|dagslys(?:et)?|(?:i|fra|så) sola|midt på dagen|formiddag(?:en)?',
  ),
};

const IN_DAYLIGHT: Record<StoryLanguage, RegExp> = {
  en: words(
    'the stars (?:twinkled|glittered|came out|shone|blinked)|the moon (?:shone|was up|glowed|rose)|moonlight|midnight|under the moon|with the stars out|under the stars',
  ),
  no: words(
    'stjernene (?:blinket|glitret|kom fram|lyste|tindret|oppe)|månen (?:skinte|lyste|sto|var oppe|glødet)|måneskinn(?:et)?|midnatt|under månen|under stjernene',
  ),
};

export function hourRefused(time: TimeOfDay, language: StoryLanguage): RegExp | undefined {
  if (time === 'night' || time === 'dusk') return AFTER_DARK[language];
  if (time === 'morning' || time === 'day') return IN_DAYLIGHT[language];
  return undefined;
}
