import type { LanguageCode } from '@monstory/contracts/language';

// Spoken when a child tries a voice: short, friendly, with the voice's name when there is one.
const WITH_NAME: Record<LanguageCode, (name: string) => string> = {
  no: (name) => `Hei! Jeg er ${name}, og jeg gleder meg til å lese for deg.`,
  en: (name) => `Hi! I am ${name}, and I can't wait to read a story with you.`,
  da: (name) => `Hej! Jeg er ${name}, og jeg glæder mig til at læse for dig.`,
  sv: (name) => `Hej! Jag är ${name}, och jag längtar efter att läsa för dig.`,
};

const WITHOUT_NAME: Record<LanguageCode, string> = {
  no: 'Hei! Jeg gleder meg til å lese en historie for deg.',
  en: "Hi! I can't wait to read a story with you.",
  da: 'Hej! Jeg glæder mig til at læse en historie for dig.',
  sv: 'Hej! Jag längtar efter att läsa en saga för dig.',
};

export function previewText(language: LanguageCode, voiceLabel?: string): string {
  return voiceLabel ? WITH_NAME[language](voiceLabel) : WITHOUT_NAME[language];
}
