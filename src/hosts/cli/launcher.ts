// The `wukong` executable's code (embedded in dist/wukong.cjs by the build
// and run by ./launcher-stub.ts from V8's code cache): `wukong hook` asks the
// workspace's resident server first and believes only an answer that passes
// daemon-route.ts (private folder, signed both ways, answer check); a hook no
// server answered is answered by dist/hook.cjs (one CommonJS file compiled
// from the build's V8 code cache, then the Bash parser's wasm compiled unless
// the command is in the plain subset that needs none); `wukong ledger
// tail` is answered here (./ledger-tail); anything else goes to the full CLI
// (ESM, loaded on demand)
// Pos: src/hosts/cli, the process's code; built as CommonJS on purpose (Node's
// ESM loader alone costs ~8 ms per start), every import() a require but the
// CLI's, which goes through the stub (`__wukong_import`). A hook never exits
// non-zero: a missing or broken bundle, cli.mjs or chunk (a rebuild in
// progress) still gets a fail-closed answer
import { readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import {
  FAIL_CLOSED_WORDS,
  failClosedAnswer,
} from '../claude-code/fail-closed.js';
import type { Lang } from '../../../policies/vocabulary/messages/language.js';
import { lastResortLanguage } from './last-resort-language.js';

type FailClosedWords = (typeof FAIL_CLOSED_WORDS)['en'];
import { routeHook } from '../daemon/daemon-route.js';
import { BUILD_ID } from './build-id.js';
import { PLAIN_ALPHABET } from '../../platform/shell/plain-alphabet.js';
import type { HookBundle } from './hook-bundle.js';

declare const __dirname: string;
/**
 * import() from the stub that runs this code (./launcher-cache.ts): code
 * compiled from V8's cache cannot import by itself.
 */
declare const __wukong_import: ((url: string) => Promise<unknown>) | undefined;

const argv = process.argv.slice(2);
const isHook = argv[0] === 'hook';
const hookEvent = (() => {
  const i = argv.findIndex((a) => a === '--event' || a.startsWith('--event='));
  if (i < 0) return argv[1] ?? '';
  return argv[i] === '--event'
    ? (argv[i + 1] ?? '')
    : argv[i]!.slice('--event='.length);
})();
let stdin: string | undefined;

/**
 * What a failure is answered as: PreToolUse when --event or the payload says
 * so, or neither can be read (no --event, stdin unread or not JSON).
 */
function failureEvent(): string {
  let stated = '';
  try {
    const name = (
      JSON.parse(stdin ?? '') as { hook_event_name?: unknown } | null
    )?.hook_event_name;
    if (typeof name === 'string') stated = name;
  } catch {
    // unreadable: the flag decides, or PreToolUse
  }
  return hookEvent === 'PreToolUse' || stated === 'PreToolUse'
    ? 'PreToolUse'
    : hookEvent || stated || 'PreToolUse';
}

/**
 * How long a hook waits for the server before answering itself
 * (WUKONG_DAEMON_WAIT_MS, 50 ms to 60 s; default 5 s).
 */
const waitMs = (() => {
  const n = Number(process.env['WUKONG_DAEMON_WAIT_MS']);
  return Number.isInteger(n) && n >= 50 && n <= 60_000 ? n : 5000;
})();

/**
 * The last word when everything else failed: every host's fail-closed answer (a
 * PreToolUse denied, anything else a message). Exit 0 either way.
 */
function failClosed(why: (words: FailClosedWords) => string): void {
  let lang: Lang = 'en';
  try {
    lang = lastResortLanguage(process.env, process.cwd());
  } catch {
    // English, then.
  }
  process.stdout.write(
    `${JSON.stringify(failClosedAnswer(failureEvent(), why(FAIL_CLOSED_WORDS[lang]), { lang }))}\n`,
  );
  process.exitCode = 0;
}

if (isHook) {
  process.on('uncaughtException', (error) => {
    failClosed((words) => words.uncaught(error.message));
    process.exit(0);
  });
}

/**
 * Writes `text` to fd 1 or 2 with write(2) itself: creating process.stdout for
 * a pipe loads node:net's stream machinery (~1 ms), more than a hook answered
 * by its daemon spends on anything else of its own. A pipe left non-blocking by
 * the reader (EAGAIN) gets the rest through the stream, which waits for it;
 * false then: the bytes are not all out yet.
 */
function print(fd: 1 | 2, text: string): boolean {
  if (!text) return true;
  const bytes = Buffer.from(text, 'utf8');
  let done = 0;
  try {
    while (done < bytes.length) done += writeSync(fd, bytes, done);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
    (fd === 1 ? process.stdout : process.stderr).write(bytes.subarray(done));
    return false;
  }
  return true;
}

async function main(): Promise<number> {
  // `ledger tail` reads a few lines from the end of a file: loading the ESM CLI
  // would cost more than the reading.
  if (argv[0] === 'ledger' && argv[1] === 'tail') {
    // Imported here: its modules' top level is nothing a hook needs.
    const { fastLedgerTail } = await import('./ledger-tail.js');
    const out = fastLedgerTail(argv.slice(2), process.cwd());
    if (out !== undefined) {
      process.stdout.write(out);
      return 0;
    }
  }
  const readStdin = () => (stdin ??= readFileSync(0, 'utf8'));
  // Only this run's own refusal reaches the ledger, never one inherited from
  // the environment.
  if (isHook) delete process.env['WUKONG_DAEMON_REFUSED'];
  if (isHook && process.env['WUKONG_DAEMON'] !== 'off') {
    const route = await routeHook({
      argv,
      cwd: process.cwd(),
      env: process.env,
      stdin: readStdin(),
      build: BUILD_ID,
      waitMs,
    });
    if (route.kind === 'answered') {
      const out = print(1, route.answer.stdout);
      const err = print(2, route.answer.stderr);
      // Everything is written: exit now rather than let Node wind down (one
      // more loop turn for the closed socket, the environment's cleanup and
      // the heap's teardown), which the hook's caller waits for. Not when a
      // stream still holds bytes: it needs the loop.
      if (out && err) {
        settled = true;
        process.exit(route.answer.exitCode);
      }
      return route.answer.exitCode;
    }
    // The in-process run records why the server was not believed
    // (hook-command.ts: `daemon.refused`).
    if (route.refused) process.env['WUKONG_DAEMON_REFUSED'] = route.refused;
  }
  const io = {
    cwd: process.cwd(),
    env: process.env,
    out: (t: string) => process.stdout.write(t),
    err: (t: string) => process.stderr.write(t),
    readStdin,
    stdoutIsTTY: () => process.stdout.isTTY === true,
  };
  if (isHook) {
    const hook = await answerHookHere(readStdin);
    // The answer goes out with write(2) as a routed one does: process.stdout
    // on a pipe would load node:net and its streams (~3 ms of a cold hook)
    // for one line.
    if (hook)
      return hook.hookCommand(argv.slice(1), {
        ...io,
        out: (t: string) => void print(1, t),
        err: (t: string) => void print(2, t),
      });
  }
  let cli: typeof import('./main.js');
  try {
    const { pathToFileURL } = await import('node:url'); // not at the top: a hook its daemon answers never needs it
    const url = pathToFileURL(join(__dirname, 'cli.mjs')).href;
    cli = (await (typeof __wukong_import === 'function'
      ? __wukong_import(url)
      : import(url))) as typeof import('./main.js');
  } catch (error) {
    throw new Error(
      `cannot load ${join(__dirname, 'cli.mjs')} (is dist/ being rebuilt?): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const code = await cli.run(argv, io);
  // `wukong hook` itself always returns 0; anything else means the CLI could
  // not run it (a chunk failed to load, …).
  if (isHook && code !== 0)
    throw new Error(`wukong hook exited ${code} (is dist/ being rebuilt?)`);
  return code;
}

/**
 * The hook answered in this process: dist/hook.cjs (CommonJS, compiled from the
 * build's V8 code cache) instead of the ESM CLI, and for a Bash call outside
 * the plain subset (simple-bash.ts) the parser's wasm decoded and validated on
 * V8's background threads while the hook starts its work.
 */
async function answerHookHere(
  readStdin: () => string,
): Promise<HookBundle | undefined> {
  // Imported here, not at the top: node:vm is a cost a hook the daemon
  // answers never pays.
  const { loadHookBundle } = await import('./hook-bundle.js');
  const { compileBashWasm } = await import('../../platform/shell/bash-wasm.js');
  const call = hookEvent === 'PreToolUse' ? toolCall(readStdin()) : undefined;
  const loaded = loadHookBundle(__dirname, hookEvent);
  // After the bundle: compiling the wasm sets V8's --liftoff-only, and the
  // bundle's code cache is made under V8's default flags (hook-bundle.ts).
  // WebAssembly.compile starts its background work only once this thread
  // yields, which it did after the bundle anyway.
  let wasm: ReturnType<typeof compileBashWasm> | undefined;
  if (call?.tool_name === 'Bash' && !plainCommand(call)) {
    wasm = compileBashWasm();
    wasm.catch(() => {}); // a failure is the parser's to report, when it awaits this promise
  }
  if (process.env['WUKONG_TRACE_STARTUP'] === '1')
    process.stderr.write(
      `wukong: hook bundle ${loaded ? `loaded, code cache ${loaded.cache} (${loaded.cacheFile})` : 'missing, using the ESM CLI'}\n`,
    );
  if (loaded && wasm) loaded.hook.useCompiledBashWasm(wasm);
  return loaded?.hook;
}

function toolCall(
  stdin: string,
): { tool_name?: unknown; tool_input?: unknown } | undefined {
  try {
    const call: unknown = JSON.parse(stdin);
    return typeof call === 'object' && call !== null ? call : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A Bash command that is likely in the plain subset (`npm test`, `git status`):
 * its tree is built without the wasm, so compiling it would be wasted. Only
 * the subset's alphabet is checked here (the subset's reader would be compiled
 * on every hook a daemon answers); a command that needs the wasm after all, or
 * a script it runs, loads it then.
 */
function plainCommand(call: { tool_input?: unknown }): boolean {
  const command = (call.tool_input as { command?: unknown } | null)?.command;
  return typeof command === 'string' && PLAIN_ALPHABET.test(command);
}

let settled = false;
// A promise nobody settles lets node exit quietly with code 0, which Claude
// Code reads as "proceed": not for a hook.
if (isHook)
  process.on('exit', () => settled || failClosed((words) => words.noAnswer));

main().then(
  (code) => {
    settled = true;
    process.exitCode = code;
  },
  (error: unknown) => {
    settled = true;
    if (isHook)
      failClosed((words) =>
        words.internal(error instanceof Error ? error.message : String(error)),
      );
    else {
      process.stderr.write(`wukong: internal error: ${String(error)}\n`);
      process.exitCode = 70;
    }
  },
);
