// The bottom player and the reader's confirmations, loaded by lazy-shell-parts.tsx the first
// time a story plays or the reader confirms something.
export { AudioPlayer } from '../../features/audio-player/audio-player';
export { ReaderToastView } from '../../lib/reader/reader-toast';
