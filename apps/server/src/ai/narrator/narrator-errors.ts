export type NarratorErrorCode =
  | 'UNKNOWN_VOICE'
  | 'LANGUAGE_MISMATCH'
  | 'EMPTY_TEXT'
  | 'INVALID_OPTIONS'
  | 'TIMEOUT'
  | 'ENGINE_FAILED'
  | 'CLOSED';

/** Every failure of the offline narrator; `code` says which, the message says it to a person. */
export class NarratorError extends Error {
  override name = 'NarratorError';

  constructor(
    readonly code: NarratorErrorCode,
    message: string,
  ) {
    super(message);
  }
}
