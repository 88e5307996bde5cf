import { z } from 'zod';

/** `:uuid` of the story routes: any short id; an unknown one is a 404 like another's. */
export const StoryParamsSchema = z.object({ uuid: z.string().min(1).max(64) });
