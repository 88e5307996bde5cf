import type { FastifyInstance } from 'fastify';

/**
 * Node 20's libuv accepts one new connection per event-loop turn (libuv#3696), while a turn runs
 * every request that arrived on the connections it polled. Under full load a turn with 200 busy
 * keep-alive connections costs 200 requests' time, so new connections wait in the kernel's
 * accept queue for seconds: the library benchmark saw requests with no answer for 10 s. Starting
 * at most REQUESTS_PER_TURN requests per turn, the rest in arrival order on the next turns, keeps
 * accepting in step with answering. Under light load no request waits.
 */
export const REQUESTS_PER_TURN = 4;

export function registerTurnBudget(app: FastifyInstance, perTurn = REQUESTS_PER_TURN): void {
  const waiting: (() => void)[] = [];
  let startedThisTurn = 0;
  let turnScheduled = false;

  // setImmediate runs after this turn's poll; one scheduled from inside it runs after the next
  // poll, which accepts a connection and reads what arrived meanwhile.
  const schedule = () => {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(nextTurn);
  };
  function nextTurn() {
    turnScheduled = false;
    startedThisTurn = 0;
    while (waiting.length > 0 && startedThisTurn < perTurn) {
      startedThisTurn += 1;
      waiting.shift()?.();
    }
    if (waiting.length > 0) schedule();
  }

  app.addHook('onRequest', (_request, _reply, done) => {
    if (waiting.length === 0 && startedThisTurn < perTurn) {
      startedThisTurn += 1;
      schedule();
      done();
      return;
    }
    waiting.push(done);
    schedule();
  });
}
