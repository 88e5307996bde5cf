import { Navigate, useParams, useSearchParams } from 'react-router';
import { useFunnelStep } from '../../lib/analytics/funnel';
import { GENERATE_PATH } from '../../lib/navigation/app-paths';
import { hasStoryText } from '../../lib/story/story-progress';
import { useLiveStory } from '../../lib/story/use-live-story';
import { StoryCreating } from './story-creating';
import { StoryFailed } from './story-failed';
import { StoryNotFound } from './story-not-found';
import { StoryReader } from './story-reader';

/** `/story/{uuid}`, with `?storyIsStreamed=true` right after creating (docs/product.md#story-pipeline). */
export function StoryPage() {
  const { uuid } = useParams();
  const [search] = useSearchParams();
  if (!uuid) return <Navigate to={GENERATE_PATH} replace />;
  return <StoryScreen key={uuid} uuid={uuid} streamed={search.get('storyIsStreamed') === 'true'} />;
}

function StoryScreen({ uuid, streamed }: { uuid: string; streamed: boolean }) {
  const { story, loadError, reload } = useLiveStory(uuid, { streamed });
  useFunnelStep('story');
  if (loadError) return <StoryNotFound error={loadError} onRetry={reload} />;
  if (!story) return <StoryCreating loading={!streamed} />;
  if (story.status === 'DRAFT') return <Navigate to={`/story/draft/${uuid}`} replace />;
  if (story.status === 'FAILED') return <StoryFailed story={story} />;
  if (story.status === 'CREATING' && !hasStoryText(story)) return <StoryCreating />;
  return <StoryReader story={story} />;
}
