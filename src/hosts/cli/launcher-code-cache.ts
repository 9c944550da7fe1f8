// writeLauncherCodeCache(distDir, sourceFile) — the build's step that runs the
// launcher's code through one whole warm hook (a PreToolUse asked of a server,
// its signed answer checked and printed) and writes V8's code cache of what
// that compiled to dist/wukong.cjs.cache
// Pos: src/hosts/cli, run by scripts/build.mjs in a child process of its own
// (no other code compiled, no V8 flags, HOME and XDG_STATE_HOME pointing at a
// temporary folder, the hook payload on stdin); never loaded by the CLI. The
// server here is a stand-in that signs, with a secret made for the run, the
// answer a real server gives a Bash call: an allow whose command is rewritten
// into Wukong's sandbox. The launcher's checks (private folder and socket, the
// secret, the nonce, the proof, the answer check down to the rewrite's
// unwrapping) all run for real, so the cache holds them compiled
import * as crypto from 'node:crypto';
import {
  chmodSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePrivateDir } from '../../platform/store/user-state-dir.js';
import type { HookAnswer } from '../daemon/answer-check.js';
import { answerProof } from '../daemon/proof.js';
import { SANDBOX_MARK } from '../../sandbox/bwrap-argv.js';
import { carriedCwdCommand } from '../../sandbox/wrap-command.js';
import type { DaemonRequest } from '../daemon/protocol.js';
import { loadOrCreateSecret } from '../daemon/secret.js';
import { daemonPlace } from '../daemon/socket-path.js';
import { BUILD_ID } from './build-id.js';
import {
  compileLauncher,
  launcherCacheHeader,
  launcherCachePath,
} from './launcher-cache.js';

/**
 * What a server answers a Bash call it lets run: an allow whose command is the
 * original inside bubblewrap, framed as sandbox-answer.ts frames it. The
 * answer check's rewrite path (parseWrapped, unwrapCommand, the field
 * comparison) is the costliest code a warm hook runs after the answer
 * arrives; a plain allow left all of it to be compiled while the hook's
 * caller waited (sixth warm pass).
 */
export const standInAnswer = (stdin: string): HookAnswer => {
  const payload = JSON.parse(stdin) as {
    tool_input?: { command?: unknown };
  };
  const command = payload.tool_input?.command;
  if (typeof command !== 'string')
    throw new Error('the cache run needs a Bash payload with a command');
  const argv = [
    '/usr/bin/bwrap',
    '--unshare-net',
    '--new-session',
    '--die-with-parent',
    '--cap-drop',
    'ALL',
    '--',
    '/bin/bash',
    '-c',
    'exec "$@"',
    SANDBOX_MARK,
    command,
  ];
  return {
    exitCode: 0,
    stdout: `${JSON.stringify({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'allow',
        permissionDecisionReason:
          "Wukong: every policy passed; runs in Wukong's sandbox",
        updatedInput: { command: carriedCwdCommand(argv) },
      },
    })}\n`,
    stderr: '',
  };
};

/**
 * Runs the launcher (the code in `sourceFile`, which the build embeds in
 * `distDir`/wukong.cjs)
 * on this process's argv `hook --event PreToolUse` and stdin; when it exits
 * after printing the stand-in's answer, writes the cache. Any other ending
 * fails the build (exit code 1).
 */
export function writeLauncherCodeCache(
  distDir: string,
  sourceFile: string,
): void {
  const source = readFileSync(sourceFile, 'utf8');
  const file = join(distDir, 'wukong.cjs');
  const scratch = mkdtempSync(join(tmpdir(), 'wukong-launcher-cache-'));
  const ws = join(scratch, 'project');
  ensurePrivateDir(ws);
  process.env['HOME'] = scratch;
  process.env['XDG_STATE_HOME'] = join(scratch, 'state');
  process.env['CLAUDE_PROJECT_DIR'] = ws;
  delete process.env['XDG_RUNTIME_DIR'];
  delete process.env['WUKONG_DAEMON'];
  const place = daemonPlace(ws, process.env);
  if ('problem' in place) throw new Error(place.problem);
  ensurePrivateDir(place.dir);
  const secret = loadOrCreateSecret(place.dir, crypto.randomBytes);
  let answered = 0;
  const server = createServer((conn) => {
    let line = '';
    conn.setEncoding('utf8');
    conn.on('data', (chunk: string) => {
      line += chunk;
      const end = line.indexOf('\n');
      if (end < 0) return;
      const request = JSON.parse(line.slice(0, end)) as DaemonRequest;
      const answer = standInAnswer(request.stdin);
      answered++;
      conn.end(
        `${JSON.stringify({
          v: 2,
          ok: true,
          ...answer,
          proof: answerProof(crypto, secret, request.nonce, answer),
        })}\n`,
      );
    });
  });
  server.listen(place.socket, () => {
    chmodSync(place.socket, 0o600);
    const script = compileLauncher(source, file);
    process.on('exit', () => {
      server.close();
      rmSync(scratch, { recursive: true, force: true });
      // A refused answer (the launcher names why) would have cached the
      // in-process path instead of the one a warm hook takes.
      const refused = process.env['WUKONG_DAEMON_REFUSED'];
      if (answered !== 1 || process.exitCode || refused !== undefined) {
        process.stderr.write(
          `the launcher was not answered by the stand-in server (${answered} requests, exit code ${process.exitCode}${refused === undefined ? '' : `, refused: ${refused}`}): no cache written\n`,
        );
        process.exitCode = 1;
        return;
      }
      const cache = launcherCachePath(file);
      const tmp = `${cache}.${process.pid}.tmp`;
      writeFileSync(
        tmp,
        Buffer.concat([
          launcherCacheHeader(BUILD_ID),
          script.createCachedData(),
        ]),
        { mode: 0o644 },
      );
      chmodSync(tmp, 0o644);
      renameSync(tmp, cache);
    });
    process.argv = [process.execPath, file, 'hook', '--event', 'PreToolUse'];
    const module = { exports: {} };
    (script.runInThisContext() as (...args: unknown[]) => void)(
      module.exports,
      createRequire(file),
      module,
      file,
      distDir,
      (url: string) => import(url),
    );
  });
}
