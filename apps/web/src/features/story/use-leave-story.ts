import { useNavigate } from 'react-router';
import { GENERATE_PATH } from '../../lib/navigation/app-paths';

/** Back where the reader came from, or to Generate when the story was opened directly. */
export function useLeaveStory(): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(GENERATE_PATH, { replace: true });
  };
}
