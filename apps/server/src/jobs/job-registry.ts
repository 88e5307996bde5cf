import { randomUUID } from 'node:crypto';
import type { AnyJobDefinition, JobDefinition } from './job-definition.js';
import { jobIdFor, type EnqueueOptions } from './job-queue.js';

/** The jobs this process knows how to run, by name. */
export class JobRegistry {
  readonly #jobs = new Map<string, AnyJobDefinition>();

  register(...jobs: AnyJobDefinition[]): void {
    for (const job of jobs) {
      const known = this.#jobs.get(job.name);
      if (known && known !== job) {
        throw new Error(`Two different jobs are named "${job.name}"`);
      }
      this.#jobs.set(job.name, job);
    }
  }

  get(name: string): AnyJobDefinition | undefined {
    return this.#jobs.get(name);
  }

  /** The registered definition, or a clear error for a job no module registered. */
  require(job: AnyJobDefinition): AnyJobDefinition {
    const known = this.#jobs.get(job.name);
    if (known !== job) {
      throw new Error(
        `Job "${job.name}" is not registered: call app.jobs.register(...) in its module's plugin`,
      );
    }
    return known;
  }

  /**
   * What every queue does before it stores a job: checks that the job is registered, parses the
   * payload, and picks the job's id (its jobKey's, or a new one).
   */
  accept<P>(
    job: JobDefinition<P, unknown>,
    payload: P,
    options: EnqueueOptions,
  ): { data: P; id: string } {
    this.require(job);
    const data = job.payload.parse(payload);
    const id = options.jobKey === undefined ? randomUUID() : jobIdFor(job, options.jobKey);
    return { data, id };
  }

  names(): string[] {
    return [...this.#jobs.keys()];
  }

  all(): AnyJobDefinition[] {
    return [...this.#jobs.values()];
  }
}
