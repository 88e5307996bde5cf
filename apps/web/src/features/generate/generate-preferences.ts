import { StoryLength } from '@monstory/contracts/enums';
import { MAX_SUMMARY_LENGTH } from '@monstory/contracts/story';
import { Genre } from '@monstory/contracts/story-shape';
import { readJson, writeJson } from '../../lib/storage/safe-storage';
import { LocalStorageKey } from '../../lib/storage/storage-keys';
import { EMPTY_FORM, conflictsWithInteractive, isValidAge } from './generate-form';
import type { GenerateForm } from './generate-form';

// docs/product.md#story-form "generate story preferences": the last choices, restored on the next visit. Each field
// is checked on its own, so one stale or hand-edited value does not lose the others.

export function readGeneratePreferences(): GenerateForm {
  const stored = readJson<Record<string, unknown>>(
    LocalStorageKey.generateStoryPreferences,
    {},
    (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
  );
  const addons = readAddons(stored.addons);
  return {
    age: isValidAge(stored.age) ? stored.age : null,
    genre: Genre.includes(stored.genre as Genre) ? (stored.genre as Genre) : null,
    length: StoryLength.includes(stored.length as StoryLength)
      ? (stored.length as StoryLength)
      : null,
    summary: typeof stored.summary === 'string' ? stored.summary.slice(0, MAX_SUMMARY_LENGTH) : '',
    addons: conflictsWithInteractive(addons) ? { ...addons, interactive: false } : addons,
  };
}

function readAddons(value: unknown): GenerateForm['addons'] {
  if (typeof value !== 'object' || value === null) return EMPTY_FORM.addons;
  const flag = (key: string) => (value as Record<string, unknown>)[key] === true;
  return { images: flag('images'), audio: flag('audio'), interactive: flag('interactive') };
}

export function writeGeneratePreferences(form: GenerateForm): void {
  writeJson(LocalStorageKey.generateStoryPreferences, form);
}
