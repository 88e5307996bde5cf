import { readFileSync } from 'node:fs';

const seen = new Map<string, boolean>();

/**
 * Whether a module's source imports zod itself. The contract modules that do not (enums.ts,
 * constants.ts, identity.ts …) are what the app's start reads, so they stay out of the chunk that
 * carries zod: one import of theirs would otherwise load it all
 * (docs/decisions/0012-first-load.md).
 */
export function importsZod(id: string): boolean {
  const file = id.split('?')[0] ?? id;
  let answer = seen.get(file);
  if (answer === undefined) {
    try {
      answer = /\bfrom\s*['"]zod(?:\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8'));
    } catch {
      answer = false;
    }
    seen.set(file, answer);
  }
  return answer;
}
