import type { LanguageCode } from '@monstory/contracts/language';

/** How espeak-ng is set up for one voice. */
export interface EspeakSettings {
  /** The espeak-ng voice name handed to set_voice ("en" is British English there). */
  voice: 'nb' | 'da' | 'sv' | 'en' | 'en-us';
  /** An espeak-ng variant file (voices/!v): f1–f5 and m1–m8 change pitch base and formants. */
  variant: string;
  /** espeak-ng's relative pitch, 0–100 (50 leaves the variant's own base). */
  pitch: number;
  /** espeak-ng's pitch range, 0–100: lower is calmer, higher more lively. */
  range: number;
}

export interface EngineVoice {
  /** `<espeak language>+<variant>`, e.g. `nb+f3`, `en-gb+m3`: the voice catalogue stores this. */
  id: string;
  language: LanguageCode;
  label: string;
  gender: 'FEMALE' | 'MALE';
  /** English; the catalogue writes its own style text in the voice's language. */
  style: string;
  espeak: EspeakSettings;
}

function voice(
  id: string,
  language: LanguageCode,
  label: string,
  gender: EngineVoice['gender'],
  style: string,
  pitch = 50,
  range = 50,
): EngineVoice {
  const [base = '', variant = ''] = id.split('+');
  const espeakVoice = base === 'en-gb' ? 'en' : (base as EspeakSettings['voice']);
  return {
    id,
    language,
    label,
    gender,
    style,
    espeak: { voice: espeakVoice, variant, pitch, range },
  };
}

// Variants and pitches are picked so that no two voices of a language share a variant and the
// measured base pitch spreads out (see docs/decisions/0005-offline-narrator.md).
export const ENGINE_VOICES: readonly EngineVoice[] = [
  voice('nb+f3', 'no', 'Astrid', 'FEMALE', 'calm and warm', 46, 45),
  voice('nb+m3', 'no', 'Olav', 'MALE', 'cosy storyteller'),
  voice('nb+f5', 'no', 'Sigrid', 'FEMALE', 'playful and lively', 58, 70),
  voice('nb+m1', 'no', 'Ola', 'MALE', 'deep and steady', 38, 40),
  voice('nb+f2', 'no', 'Solveig', 'FEMALE', 'soft and gentle', 40, 40),
  voice('en-gb+f3', 'en', 'Poppy', 'FEMALE', 'warm and gentle', 46, 45),
  voice('en-gb+m3', 'en', 'Oliver', 'MALE', 'cosy storyteller'),
  voice('en-us+f2', 'en', 'Ruby', 'FEMALE', 'bright and playful', 56, 70),
  voice('en-gb+f4', 'en', 'Emma', 'FEMALE', 'soft and gentle', 40, 40),
  voice('en-us+m1', 'en', 'Jack', 'MALE', 'deep and steady', 38, 40),
  voice('da+f3', 'da', 'Freja', 'FEMALE', 'calm and warm', 46, 45),
  voice('da+m3', 'da', 'Magnus', 'MALE', 'cosy storyteller'),
  voice('da+f5', 'da', 'Ida', 'FEMALE', 'playful and lively', 58, 70),
  voice('da+m1', 'da', 'Mads', 'MALE', 'deep and steady', 38, 40),
  voice('sv+f3', 'sv', 'Elsa', 'FEMALE', 'calm and warm', 46, 45),
  voice('sv+m3', 'sv', 'Nils', 'MALE', 'cosy storyteller'),
  voice('sv+f5', 'sv', 'Maja', 'FEMALE', 'playful and lively', 58, 70),
  voice('sv+m1', 'sv', 'Lars', 'MALE', 'deep and steady', 38, 40),
];

/**
 * espeak-ng's rate setting is nominal: on story text its voices speak 0.9× (nb) to 1.2× (da) the
 * words per minute asked for, and a young child's story of short sentences comes out slower than
 * one of long sentences at the same rate. This is the first guess of espeak-ng's rate per real
 * word per minute of speech, our pauses apart (measured on generated stories over the three age
 * bands in English and Norwegian; Danish and Swedish on ~300-word stories); the pace keeper
 * (pace.ts) corrects it on the text being narrated, so `rate` is the real pace and a story lasts
 * the minutes its label shows.
 */
export const ESPEAK_RATE_SCALE: Record<EspeakSettings['voice'], number> = {
  nb: 1.05,
  sv: 1.035,
  da: 0.81,
  en: 0.94,
  'en-us': 0.965,
};

const BY_ID = new Map(ENGINE_VOICES.map((v) => [v.id, v]));

/** The voices the offline narrator speaks, optionally for one language. */
export function listEngineVoices(language?: LanguageCode): EngineVoice[] {
  return ENGINE_VOICES.filter((v) => language === undefined || v.language === language);
}

export function findEngineVoice(id: string): EngineVoice | undefined {
  return BY_ID.get(id);
}

/**
 * A voice for a story's language: the preferred one when it speaks that language, else the first
 * voice of the language with the same gender (a Norwegian story read with "Poppy" gets "Astrid").
 */
export function voiceForLanguage(language: LanguageCode, preferredId?: string): EngineVoice {
  const preferred = preferredId === undefined ? undefined : BY_ID.get(preferredId);
  if (preferred?.language === language) return preferred;
  const candidates = listEngineVoices(language);
  const sameGender = candidates.find((v) => v.gender === preferred?.gender);
  const chosen = sameGender ?? candidates[0];
  if (!chosen) throw new Error(`No narrator voice for language ${language}`);
  return chosen;
}
