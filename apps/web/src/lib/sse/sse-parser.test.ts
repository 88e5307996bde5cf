import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';
import type { SseMessage } from './sse-parser';

function parse(chunks: string[], initialId = '') {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message), initialId);
  for (const chunk of chunks) parser.push(chunk);
  return { messages, parser };
}

const STREAM =
  'retry: 3000\n\nid: 1\nevent: snapshot\ndata: {"type":"snapshot"}\n\n: keep-alive\n\n' +
  'id: 2\nevent: delta\ndata: {"type":"delta","text":"Once upon"}\n\n';

describe('SSE parser', () => {
  it('reads events with their names, ids and data, and skips comments', () => {
    const { messages, parser } = parse([STREAM]);
    expect(messages).toEqual([
      { event: 'snapshot', data: '{"type":"snapshot"}', lastEventId: '1' },
      { event: 'delta', data: '{"type":"delta","text":"Once upon"}', lastEventId: '2' },
    ]);
    expect(parser.retryMs).toBe(3000);
    expect(parser.lastEventId).toBe('2');
  });

  it('gives the same events whichever way the stream is cut into chunks', () => {
    const whole = parse([STREAM]).messages;
    for (let size = 1; size <= 7; size++) {
      const chunks = STREAM.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      expect(parse(chunks).messages).toEqual(whole);
    }
  });

  it('joins multi-line data with newlines and strips one leading space only', () => {
    const { messages } = parse(['data: first\ndata:  second\ndata\ndata:third\n\n']);
    expect(messages).toEqual([
      { event: 'message', data: 'first\n second\n\nthird', lastEventId: '' },
    ]);
  });

  it('accepts CR, LF and CRLF line ends, even when CR and LF arrive in different chunks', () => {
    const { messages } = parse(['data: a\r', '\ndata: b\r\r', 'data: c\n', '\n']);
    expect(messages.map((m) => m.data)).toEqual(['a\nb', 'c']);
  });

  it('keeps the last id for later events, ignores ids with NUL and dispatches nothing without data', () => {
    const { messages, parser } = parse(
      ['id: 7\n\n', 'data: x\n\n', 'id: bad\0id\ndata: y\n\n', 'event: lonely\n\n'],
      '3',
    );
    expect(messages).toEqual([
      { event: 'message', data: 'x', lastEventId: '7' },
      { event: 'message', data: 'y', lastEventId: '7' },
    ]);
    expect(parser.lastEventId).toBe('7');
  });

  it('holds back an event until its blank line arrives, and ignores a leading BOM', () => {
    const messages: SseMessage[] = [];
    const parser = createSseParser((message) => messages.push(message));
    parser.push('\uFEFFdata: half');
    parser.push('\n');
    expect(messages).toEqual([]);
    parser.push('\n');
    expect(messages).toEqual([{ event: 'message', data: 'half', lastEventId: '' }]);
  });

  it('ignores a retry that is not a number and unknown fields', () => {
    const { parser, messages } = parse(['retry: soon\nfoo: bar\ndata: z\n\n']);
    expect(parser.retryMs).toBeNull();
    expect(messages).toHaveLength(1);
  });
});
