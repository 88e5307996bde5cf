import { GENERATE_PATH } from '../../lib/navigation/app-paths';

/** The generate screen with this monster as the story's hero (it reads `?hero=`). */
export function heroStoryPath(monsterId: string): string {
  return `${GENERATE_PATH}?${new URLSearchParams({ hero: monsterId }).toString()}`;
}
