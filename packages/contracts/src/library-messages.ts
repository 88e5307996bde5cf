// Without zod, unlike library.ts: the web app's language catalogs quote this text, and they load
// before the app's code (which carries zod) on the first screen.

/** A story that does not pass the safety check stays private: 422 STORY_NOT_PUBLISHABLE. */
export const NOT_PUBLISHABLE_MESSAGE =
  'This story cannot be shared in the library. It stays in your stories.';
