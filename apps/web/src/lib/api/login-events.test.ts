import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_RETRY_EVENT,
  LOGIN_TIMEOUT_EVENT,
  attemptFromEvent,
  dispatchLoginRetry,
  dispatchLoginTimeout,
} from './login-events';

const listeners: [string, EventListener][] = [];
function listen(type: string) {
  const listener = vi.fn<EventListener>();
  window.addEventListener(type, listener);
  listeners.push([type, listener]);
  return listener;
}

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
});

describe('login events', () => {
  it('sends login-retry with the attempt number', () => {
    const listener = listen(LOGIN_RETRY_EVENT);
    dispatchLoginRetry(2);
    const event = listener.mock.calls[0]?.[0];
    expect(event && attemptFromEvent(event)).toBe(2);
  });

  it('sends login-timeout', () => {
    const listener = listen(LOGIN_TIMEOUT_EVENT);
    dispatchLoginTimeout();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads a bare number detail and ignores anything else', () => {
    expect(attemptFromEvent(new CustomEvent('x', { detail: 3 }))).toBe(3);
    expect(attemptFromEvent(new CustomEvent('x', { detail: { attempt: 'two' } }))).toBeUndefined();
    expect(attemptFromEvent(new CustomEvent('x', { detail: null }))).toBeUndefined();
    expect(attemptFromEvent(new Event('x'))).toBeUndefined();
  });
});
