import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// Comments and docs say why the code is as it is, for a reader who has only this repository.
// Work-tracker numbers ("issue" or "session" and a number) and sections of a requirements document
// a clone does not have mean nothing to that reader: a requirement is cited by its anchor in
// docs/product.md, a larger choice by its note in docs/decisions/.

const ROOT = join(import.meta.dirname, '..');
const TEXT_FILE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|md|css|html|ya?ml|sh)$/;
// The words are split so this file does not match itself.
const HISTORY = [
  new RegExp(String.raw`\b(?:issue|session)s? #?\d`, 'i'),
  new RegExp(String.raw`\bspec` + ' \u00a7', 'i'),
  new RegExp(String.raw`\bthe spec['\u2019]s\b`, 'i'),
];

/** Every file git tracks or would track (untracked but not ignored), so build output is left out. */
function repositoryFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return [...new Set(listed.split('\0'))].filter((file) => TEXT_FILE.test(file));
}

function readIfPresent(file: string): string {
  try {
    return readFileSync(join(ROOT, file), 'utf8');
  } catch {
    return ''; // listed by git but deleted in the working tree
  }
}

it('cites no issue, session or spec section in source comments and docs', () => {
  const hits: string[] = [];
  for (const file of repositoryFiles()) {
    readIfPresent(file)
      .split('\n')
      .forEach((line, index) => {
        if (HISTORY.some((pattern) => pattern.test(line))) {
          hits.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
        }
      });
  }
  expect(hits).toEqual([]);
});
