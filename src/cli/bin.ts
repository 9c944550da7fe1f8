#!/usr/bin/env node
// Input: node:fs (stdin), ./main (run)
// Output: the `wukong` executable: the process's argv, cwd and streams handed to run(), its exit code set
// Pos: src/cli's process entry and the bundle's entry point; everything testable lives in main.ts and the commands
import { readFileSync } from 'node:fs';
import { run } from './main.js';

run(process.argv.slice(2), {
  cwd: process.cwd(),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  readStdin: () => readFileSync(0, 'utf8'),
}).then((code) => {
  process.exitCode = code;
});
