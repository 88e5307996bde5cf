import type { StoryLength } from '@monstory/contracts/enums';
import { MAX_SUMMARY_LENGTH } from '@monstory/contracts/story';
import type { CreateStoryRequest } from '@monstory/contracts/story';
import { MAX_STORY_AGE, MIN_STORY_AGE } from '@monstory/contracts/story-shape';
import type { Genre } from '@monstory/contracts/story-shape';
import type { StoryAddons } from '@monstory/contracts/premium';

/** What the generate screen holds; age, genre and length start unchosen on a first visit. */
export interface GenerateForm {
  age: number | null;
  genre: Genre | null;
  length: StoryLength | null;
  summary: string;
  addons: StoryAddons;
}

export const EMPTY_FORM: GenerateForm = {
  age: null,
  genre: null,
  length: null,
  summary: '',
  addons: { images: false, audio: false, interactive: false },
};

/** Keys of the generate catalog's `validation` texts (docs/product.md#story-form). */
export type GenerateError =
  'ageRequired' | 'genreRequired' | 'lengthRequired' | 'interactiveAddons';
export type GenerateErrors = Partial<Record<'age' | 'genre' | 'length' | 'addons', GenerateError>>;

export function validateGenerateForm(form: GenerateForm): GenerateErrors {
  const errors: GenerateErrors = {};
  if (form.age === null) errors.age = 'ageRequired';
  if (form.genre === null) errors.genre = 'genreRequired';
  if (form.length === null) errors.length = 'lengthRequired';
  if (conflictsWithInteractive(form.addons)) errors.addons = 'interactiveAddons';
  return errors;
}

/** docs/product.md#story-form: interactive stories cannot have pictures or narration yet. */
export function conflictsWithInteractive(addons: StoryAddons): boolean {
  return addons.interactive && (addons.images || addons.audio);
}

/** Turns one add-on on or off; the screen never lets interactive join pictures or narration. */
export function toggleAddon(addons: StoryAddons, addon: keyof StoryAddons): StoryAddons {
  const next = { ...addons, [addon]: !addons[addon] };
  return conflictsWithInteractive(next) ? addons : next;
}

export function isValidAge(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_STORY_AGE &&
    value <= MAX_STORY_AGE
  );
}

export const STORY_AGES: readonly number[] = Array.from(
  { length: MAX_STORY_AGE - MIN_STORY_AGE + 1 },
  (_, index) => MIN_STORY_AGE + index,
);

export interface RequestExtras {
  clientRequestId: string;
  voiceUuid?: string | undefined;
  /** A finished monster of the child's as the hero (`?hero=` on the generate screen). */
  heroMonsterId?: string | undefined;
}

/** The POST /api/story body for a valid form. */
export function toCreateRequest(
  form: GenerateForm & { age: number; genre: Genre; length: StoryLength },
  extras: RequestExtras,
): CreateStoryRequest {
  return {
    age: form.age,
    genre: form.genre,
    length: form.length,
    summary: form.summary.trim().slice(0, MAX_SUMMARY_LENGTH),
    addons: form.addons,
    clientRequestId: extras.clientRequestId,
    ...(form.addons.audio && extras.voiceUuid ? { voiceUuid: extras.voiceUuid } : {}),
    ...(extras.heroMonsterId ? { heroMonsterId: extras.heroMonsterId } : {}),
  };
}

export function isCompleteForm(
  form: GenerateForm,
): form is GenerateForm & { age: number; genre: Genre; length: StoryLength } {
  return form.age !== null && form.genre !== null && form.length !== null;
}
