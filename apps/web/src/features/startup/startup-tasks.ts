/** A piece of work the app needs before its first screen. Aborted when the gate unmounts. */
export type StartupTask = (signal: AbortSignal) => Promise<unknown>;
