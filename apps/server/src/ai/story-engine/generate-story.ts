// The offline story engine's front door: a whole story at once.
import { finish, openSession, play } from './story-session';
import type { GeneratedStory, StoryEngineOptions, StoryRequest } from './story-types';

/** Tells a complete story; the same request and seed always give the same story. */
export function generateStory(
  request: StoryRequest,
  options: StoryEngineOptions = {},
): GeneratedStory {
  const session = openSession(request, options);
  play(session, [], false);
  return finish(session);
}
