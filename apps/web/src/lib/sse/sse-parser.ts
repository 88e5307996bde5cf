// The text/event-stream format (HTML Living Standard, "Server-sent events", parsing an event
// stream), for reading a stream with fetch: EventSource cannot send the bearer token.

export interface SseMessage {
  /** The `event:` field; "message" when the server named none. */
  event: string;
  /** Every `data:` line of the event, joined with "\n". */
  data: string;
  /** The last event id seen so far on this stream (it carries over to later events). */
  lastEventId: string;
}

export interface SseParser {
  /** Feeds decoded text; it may end anywhere, even inside a line or between CR and LF. */
  push(text: string): void;
  /** How long the server asked a client to wait before reconnecting, if it said. */
  readonly retryMs: number | null;
  readonly lastEventId: string;
}

export function createSseParser(
  onMessage: (message: SseMessage) => void,
  initialLastEventId = '',
): SseParser {
  let buffer = '';
  let started = false;
  // A chunk may end with CR whose LF comes in the next chunk: that pair is one line break.
  let skipLeadingLf = false;
  let event = '';
  let data: string[] = [];
  let lastEventId = initialLastEventId;
  let retryMs: number | null = null;

  const dispatch = () => {
    if (data.length > 0)
      onMessage({ event: event || 'message', data: data.join('\n'), lastEventId });
    event = '';
    data = [];
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return; // a comment, e.g. a keep-alive
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  };

  return {
    push(text) {
      // A byte-order mark may open the stream, and only there.
      buffer += started ? text : text.replace(/^\uFEFF/, '');
      started ||= text.length > 0;
      if (skipLeadingLf && buffer.startsWith('\n')) buffer = buffer.slice(1);
      skipLeadingLf = false;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) return;
        const line = buffer.slice(0, end);
        const crlf = buffer[end] === '\r' && buffer[end + 1] === '\n';
        if (buffer[end] === '\r' && end === buffer.length - 1) skipLeadingLf = true;
        buffer = buffer.slice(end + (crlf ? 2 : 1));
        processLine(line);
      }
    },
    get retryMs() {
      return retryMs;
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
