import type { AnyJobDefinition } from './job-definition.js';

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

  names(): string[] {
    return [...this.#jobs.keys()];
  }

  all(): AnyJobDefinition[] {
    return [...this.#jobs.values()];
  }
}
