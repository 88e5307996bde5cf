import { spawn } from 'node:child_process';

// For the tests that start the built server (main.test.ts, worker.test.ts) as a child process.

/** Registers something to undo when the test ends (vitest's onTestFinished). */
export type Cleanup = (fn: () => Promise<void> | void) => void;

/**
 * Starts `node <args>` in `cwd` with only `env`; killed when the test ends if still running.
 * Returns the child, its exit code when it exits, and what it has written to stderr so far.
 */
export function spawnNode(args: string[], cwd: string, env: NodeJS.ProcessEnv, cleanup: Cleanup) {
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, stderr: () => stderr };
}
