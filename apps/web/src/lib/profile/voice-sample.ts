import type { Voice } from '@monstory/contracts/voices';
import { apiGet } from '../api/api-client';

// A voice's preview: its sample from the server, spoken by the narrator that reads the stories
// (GET /api/voices/{uuid}/sample.mp3). Fetched through the API client, so the native apps'
// bearer token goes with it, and played from memory.

export interface SampleCallbacks {
  /** The sample finished, was stopped, or could not be played. */
  onEnd: () => void;
  onError: () => void;
}

/** Plays the voice's sample; the returned function stops it. */
export function playVoiceSample(voice: Voice, { onEnd, onError }: SampleCallbacks): () => void {
  const controller = new AbortController();
  const audio = new Audio();
  let url: string | null = null;
  let over = false;
  const finish = () => {
    if (over) return;
    over = true;
    controller.abort();
    audio.pause();
    audio.removeAttribute('src');
    if (url) URL.revokeObjectURL(url);
    onEnd();
  };
  const fail = () => {
    if (over) return;
    finish();
    onError();
  };
  audio.addEventListener('ended', finish);
  audio.addEventListener('error', fail);
  apiGet<Blob>(`/voices/${encodeURIComponent(voice.voiceUuid)}/sample.mp3`, {
    read: 'blob',
    signal: controller.signal,
    // Someone is waiting with a finger on the button: a failure is said at once, and another
    // tap tries again.
    attempts: 1,
  })
    .then((sample) => {
      if (over) return;
      url = URL.createObjectURL(sample);
      audio.src = url;
      return audio.play();
    })
    .catch(fail);
  return finish;
}
