import type { DestinationStream } from 'pino';

/** A pino destination that keeps each log line, parsed, for assertions. */
export function captureLogs(): { stream: DestinationStream; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  };
}
