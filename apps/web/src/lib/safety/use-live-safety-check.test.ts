import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/api-config';
import { fakeServer } from '../../test/fake-server';
import type { RouteAnswer } from '../../test/fake-server';
import { SAFETY_CHECK_PAUSE_MS, useLiveSafetyCheck } from './use-live-safety-check';

const CHECK = 'POST /api/safety/check';
const PASSED: RouteAnswer = { status: 200, body: { ok: true } };
const VIOLENT: RouteAnswer = {
  status: 200,
  body: { ok: false, category: 'VIOLENCE', message: 'A bit too much fighting.', care: false },
};

function startChecking(answers: RouteAnswer | RouteAnswer[], text = '') {
  const server = fakeServer({ [CHECK]: answers });
  configureApi({ fetch: server.fetch });
  const view = renderHook(
    ({ words, age }: { words: string; age: number | null }) =>
      useLiveSafetyCheck(words, { age, language: 'no' }),
    { initialProps: { words: text, age: 6 as number | null } },
  );
  const type = (words: string, age: number | null = 6) => view.rerender({ words, age });
  return { ...view, server, type, checks: () => server.requests(CHECK) };
}

/** Lets the typing pause pass and the answer (a resolved fetch) arrive. */
const pause = (ms = SAFETY_CHECK_PAUSE_MS) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('live safety check', () => {
  it('asks once the typing pauses, not at every keystroke', async () => {
    const { type, checks, result } = startChecking(VIOLENT);
    type('a kni');
    await pause(SAFETY_CHECK_PAUSE_MS - 100);
    type('a knight stabs');
    await pause(SAFETY_CHECK_PAUSE_MS - 1);
    expect(checks()).toHaveLength(0);
    await pause(1);
    expect(checks()).toHaveLength(1);
    expect(checks()[0]?.body).toEqual({ text: 'a knight stabs', language: 'no', age: 6 });
    expect(result.current.refusal).toEqual({
      category: 'VIOLENCE',
      message: 'A bit too much fighting.',
      care: false,
    });
    expect(result.current.standing).toBe(true);
  });

  it('never asks about an empty field, and an emptied field shows no refusal', async () => {
    const { type, checks, result } = startChecking(VIOLENT, 'a knight stabs');
    await pause();
    expect(result.current.refusal).not.toBeNull();
    type('   ');
    expect(result.current.refusal).toBeNull();
    await pause(SAFETY_CHECK_PAUSE_MS * 3);
    expect(checks()).toHaveLength(1);
  });

  it('does not ask again about words it has answered', async () => {
    const { type, checks, result } = startChecking([VIOLENT, PASSED]);
    type('a knight stabs');
    await pause();
    type('a knight stabs ');
    await pause();
    expect(checks()).toHaveLength(1);
    type('a knight hugs');
    await pause();
    expect(checks()).toHaveLength(2);
    expect(result.current.refusal).toBeNull();
    // Back to the refused words: the earlier answer, without a new question.
    type('a knight stabs');
    await pause();
    expect(checks()).toHaveLength(2);
    expect(result.current.refusal?.category).toBe('VIOLENCE');
  });

  it('asks again when the age changes, since what is too scary depends on it', async () => {
    const { type, checks } = startChecking(PASSED);
    type('a ghost in the attic', 4);
    await pause();
    type('a ghost in the attic', 10);
    await pause();
    expect(checks().map((request) => request.body)).toEqual([
      { text: 'a ghost in the attic', language: 'no', age: 4 },
      { text: 'a ghost in the attic', language: 'no', age: 10 },
    ]);
  });

  it('drops a question whose words changed before the answer came', async () => {
    let answerFirst!: () => void;
    const slow: RouteAnswer = {
      when: new Promise<void>((resolve) => (answerFirst = resolve)),
      answer: VIOLENT,
    };
    const { type, checks, result, server } = startChecking([slow, PASSED]);
    type('a knight stabs');
    await pause();
    expect(checks()).toHaveLength(1);
    type('a knight hugs a dragon');
    const [, init] = server.fetch.mock.calls[0] ?? [];
    expect(init?.signal?.aborted).toBe(true);
    answerFirst();
    await pause(0);
    expect(result.current.refusal).toBeNull();
    await pause();
    expect(checks()).toHaveLength(2);
    expect(result.current.refusal).toBeNull();
  });

  it('keeps the refusal while the words change, until new words pass', async () => {
    const { type, result } = startChecking([VIOLENT, PASSED]);
    type('a knight stabs');
    await pause();
    type('a knight st');
    expect(result.current.refusal?.category).toBe('VIOLENCE');
    // The words in the field are not the refused ones: creating may go to the server.
    expect(result.current.standing).toBe(false);
    await pause();
    expect(result.current.refusal).toBeNull();
  });

  it('says nothing when the check fails', async () => {
    const { type, checks, result } = startChecking({ networkError: true });
    type('a knight fights a dragon');
    await pause();
    expect(checks()).toHaveLength(1);
    expect(result.current.refusal).toBeNull();
    expect(result.current.standing).toBe(false);
  });

  it("shows the server's refusal of a create call for the words it was sent", async () => {
    const { type, checks, result } = startChecking(PASSED, 'jeg vil ikke leve mer');
    act(() =>
      result.current.record('jeg vil ikke leve mer', {
        category: 'SELF_HARM',
        message: 'Takk for at du fortalte det.',
        care: true,
      }),
    );
    expect(result.current.refusal?.care).toBe(true);
    expect(result.current.standing).toBe(true);
    await pause();
    expect(checks()).toHaveLength(0);
    type('en ridder og en drage');
    await pause();
    expect(result.current.refusal).toBeNull();
  });
});
