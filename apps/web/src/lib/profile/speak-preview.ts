import type { Voice } from '@monstory/contracts/voices';

// A voice's preview. The voice catalogue has no recorded sample (no previewUrl), so the
// browser's own speech synthesis reads the voice's preview sentence in its language; where the
// browser cannot speak, the preview button is not offered.

const SPEECH_LANG: Record<Voice['languageCode'], string> = {
  no: 'nb-NO',
  en: 'en-GB',
  da: 'da-DK',
  sv: 'sv-SE',
};

export function canSpeak(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    'SpeechSynthesisUtterance' in window
  );
}

/** Speaks the preview; the returned function stops it. `onEnd` runs when it finishes or stops. */
export function speakPreview(voice: Voice, onEnd: () => void): () => void {
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(voice.previewText);
  utterance.lang = SPEECH_LANG[voice.languageCode];
  const match = synth
    .getVoices()
    .find((candidate) => candidate.lang.toLowerCase().startsWith(utterance.lang.slice(0, 2)));
  if (match) utterance.voice = match;
  utterance.onend = onEnd;
  utterance.onerror = onEnd;
  synth.speak(utterance);
  return () => {
    synth.cancel();
    onEnd();
  };
}
