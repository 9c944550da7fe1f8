// startNode (a child node process with its stdout lines awaited), finished,
// bundleFixture, tempDir, repoRoot
// Pos: test/platform helper: real processes, started concurrently, killed on
// cue; nothing here stands in for the ledger or the lock
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

export const repoRoot = join(import.meta.dirname, '../..');
export const fixture = (name: string) =>
  join(import.meta.dirname, 'fixtures', name);
export const tempDir = (prefix = 'wukong-ledger-') =>
  mkdtempSync(join(tmpdir(), prefix));

export interface NodeProcess {
  child: ChildProcess;
  /** Resolves with the first stdout line starting with `prefix`. */
  line(prefix: string): Promise<string>;
  /**
   * Resolves when the process has exited (and been reaped), with its code,
   * signal and output.
   */
  exit: Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stdout: string;
    stderr: string;
  }>;
}

export function startNode(script: string, args: string[]): NodeProcess {
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  const child = spawn(process.execPath, [script, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const waiters: { prefix: string; resolve: (line: string) => void }[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    for (const w of [...waiters]) {
      const line = stdout.split('\n').find((l) => l.startsWith(w.prefix));
      if (line !== undefined) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  child
    .stderr!.setEncoding('utf8')
    .on('data', (chunk: string) => (stderr += chunk));
  const exit = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stdout: string;
    stderr: string;
  }>((resolve) =>
    child.on('exit', (code, signal) =>
      resolve({ code, signal, stdout, stderr }),
    ),
  );
  const line = (prefix: string) =>
    new Promise<string>((resolve, reject) => {
      const found = stdout.split('\n').find((l) => l.startsWith(prefix));
      if (found !== undefined) return resolve(found);
      waiters.push({ prefix, resolve });
      void exit.then((r) =>
        reject(
          new Error(
            `process exited (${r.code ?? r.signal}) before printing "${prefix}…"; stderr: ${r.stderr}`,
          ),
        ),
      );
    });
  return { child, line, exit };
}

/**
 * Bundles a TypeScript fixture (it imports src/ directly) into a runnable .mjs
 * in `outDir`.
 */
export function bundleFixture(name: string, outDir: string): string {
  const outfile = join(outDir, name.replace(/\.ts$/, '.mjs'));
  buildSync({
    entryPoints: [fixture(name)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return outfile;
}
