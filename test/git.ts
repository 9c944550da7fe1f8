// git(cwd, ...args) — git run in a test's scratch repository with a fixed
// author and committer, output as text
// Pos: test, shared by the tests that build repositories; never used by src/
import { execFileSync } from 'node:child_process';

export const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  });
