// Streams for tests: a fetch Response whose body the test writes piece by piece.

export interface ControlledSseResponse {
  response: Response;
  /** Sends text to the reader. */
  push(text: string): void;
  /** Sends one event as the server does: `id`, `event` and its JSON `data`. */
  send(data: { type: string } & Record<string, unknown>, id?: number): void;
  /** Ends the stream as a server does after its last event. */
  end(): void;
  /** Whether the reader cancelled the body (it went away). */
  readonly cancelled: boolean;
}

export function controlledSseResponse(): ControlledSseResponse {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      cancelled = true;
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream' },
  });
  const push = (text: string) => {
    if (!cancelled) controller.enqueue(encoder.encode(text));
  };
  return {
    response,
    push,
    send(data, id) {
      const idLine = id === undefined ? '' : `id: ${id}\n`;
      push(`${idLine}event: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end: () => {
      if (!cancelled) controller.close();
    },
    get cancelled() {
      return cancelled;
    },
  };
}

/** A finished stream holding `events`, numbered from 1. */
export function sseResponse(events: Array<{ type: string } & Record<string, unknown>>): Response {
  const stream = controlledSseResponse();
  events.forEach((event, index) => stream.send(event, index + 1));
  stream.end();
  return stream.response;
}
