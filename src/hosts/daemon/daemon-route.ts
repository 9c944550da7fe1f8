// routeHook — the hook launcher's decision to believe a resident server: the
// folder and socket are this user's own and private, the request carries the
// user's request token, the answer carries the server's proof over the client's
// fresh nonce, and answerProblem finds nothing wrong with it; otherwise the
// hook answers in-process, with the reason when something was refused (the
// ledger records it as `daemon.refused`)
// Pos: src/hosts/daemon, the client side of the trust boundary;
// dependency-light (node:fs, the socket through ./client.ts; Node's native
// HMAC made ready while the server works) because every hook runs it before anything
// else is loaded.
// askVerified is also what `serve --status` and the server's start-up probe use
import { lstatSync } from 'node:fs';
import { privacyProblem } from '../../platform/store/user-state-dir.js';
import type { HookAnswer } from './answer-check.js';
import { answerProblem } from './answer-check.js';
import { askDaemon } from './client.js';
import type { DaemonRequest } from './protocol.js';
import { FORWARDED_ENV, MAX_REQUEST_BYTES } from './protocol.js';
import { nativeHmac } from './native-hmac.js';
import type { Crypto } from './proof.js';
import {
  answerProof,
  cryptoFor,
  loadCryptoNow,
  hexMatches,
  newNonce,
  requestToken,
} from './proof.js';
import { readSecret } from './secret.js';
import type { DaemonPlace } from './socket-path.js';
import { daemonPlace } from './socket-path.js';
import { workspaceRoot } from './workspace-root.js';

type Env = Record<string, string | undefined>;

const NO_ANSWER: HookAnswer = { exitCode: 0, stdout: '', stderr: '' };

/**
 * An allow with a sandbox-like rewrite of the command: what answerProblem is
 * run on while the server works, so the real answer's check finds its code
 * compiled.
 */
const warmUpAnswer = (event: string): HookAnswer => ({
  exitCode: 0,
  stderr: '',
  stdout: JSON.stringify({
    hookSpecificOutput: {
      hookEventName: event,
      permissionDecision: 'allow',
      permissionDecisionReason: '',
      updatedInput: { command: "'/usr/bin/bwrap' '--unshare-net' 'x'" },
    },
  }),
});

/**
 * How the hook is answered: by the server, or in-process, with what was refused
 * (for the ledger) when anything was.
 */
export type Route =
  | { kind: 'answered'; answer: HookAnswer }
  | { kind: 'in-process'; refused?: string };

const exists = (path: string) => {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
};

/**
 * Why the folder or the socket must not be trusted: another user's, or writable
 * by others (they could answer as us).
 */
export function placeProblem(place: DaemonPlace): string | undefined {
  const dir = privacyProblem(place.dir, 'dir');
  if (dir) return `folder: ${dir}`;
  const socket = privacyProblem(place.socket, 'socket');
  return socket ? `socket: ${socket}` : undefined;
}

export type Verified =
  | { kind: 'answered'; answer: HookAnswer }
  | { kind: 'none'; refused?: string; why: string };

/**
 * One request to the server at `place`, believed only with a valid proof.
 * `none` without `refused` is the ordinary absence of a server (no socket, a
 * stale one, a server of another build that is now leaving); with `refused`, a
 * server was there but failed a check.
 */
export async function askVerified(
  place: DaemonPlace,
  secret: Buffer,
  body: Omit<DaemonRequest, 'v' | 'nonce' | 'token' | 'deadline'>,
  waitMs: number,
  alsoWhileWaiting?: () => void,
): Promise<Verified> {
  const nonce = newNonce();
  const request: DaemonRequest = {
    v: 2,
    ...body,
    nonce,
    token: requestToken(secret),
    deadline: Date.now() + waitMs,
  };
  // Node's native HMAC is made ready while the server works: through the
  // binding (~0.5 ms, ./native-hmac.ts) or, where that is missing, node:crypto
  // itself (~3 ms of CPU, which on a 2-core machine competes with the server);
  // either way the proof then costs ~0.05 ms where plain JavaScript spent ~2 ms
  // on a 1.4 KB sandboxed answer.
  let warm: Crypto | undefined;
  const reply = await askDaemon(place.socket, request, waitMs, () => {
    warm = nativeHmac() ?? loadCryptoNow();
    if (warm) answerProof(warm, secret, nonce, NO_ANSWER);
    alsoWhileWaiting?.();
  });
  switch (reply.kind) {
    case 'unreachable':
      return { kind: 'none', why: `no server listens (${reply.why})` };
    case 'timeout':
      return {
        kind: 'none',
        refused: `timeout: no answer within ${waitMs} ms`,
        why: 'no answer in time',
      };
    case 'no-answer':
      return {
        kind: 'none',
        refused: `no-answer: ${reply.why}`,
        why: reply.why,
      };
  }
  const response = reply.response;
  if (!response || typeof response !== 'object' || response.v !== 2)
    return {
      kind: 'none',
      refused: 'protocol: an answer of another protocol version',
      why: 'another protocol',
    };
  if (!response.ok) {
    if (response.reason === 'build-mismatch')
      return { kind: 'none', why: response.message };
    if (response.reason === 'too-large' || response.reason === 'late')
      return { kind: 'none', why: response.message };
    return {
      kind: 'none',
      refused: `${response.reason}: ${String(response.message).slice(0, 200)}`,
      why: response.message,
    };
  }
  const answer: HookAnswer = {
    exitCode: response.exitCode,
    stdout: response.stdout,
    stderr: response.stderr,
  };
  if (
    typeof answer.exitCode !== 'number' ||
    typeof answer.stdout !== 'string' ||
    typeof answer.stderr !== 'string'
  ) {
    return {
      kind: 'none',
      refused: 'protocol: an answer without exit code, stdout and stderr',
      why: 'malformed answer',
    };
  }
  const c = warm ?? (await cryptoFor(answer));
  if (!hexMatches(c, answerProof(c, secret, nonce, answer), response.proof)) {
    return {
      kind: 'none',
      refused:
        "proof: the answer is not signed with this user's daemon secret for this request",
      why: 'bad proof',
    };
  }
  return { kind: 'answered', answer };
}

/**
 * The event this hook answers: `--event E` (or the first positional), else the
 * payload's hook_event_name.
 */
export function hookEventOf(
  argv: readonly string[],
  payload: Record<string, unknown> | undefined,
): string {
  const i = argv.indexOf('--event');
  const fromArgs =
    i >= 0
      ? (argv[i + 1] ?? '')
      : argv[1] && !argv[1].startsWith('-')
        ? argv[1]
        : '';
  if (fromArgs) return fromArgs;
  return typeof payload?.['hook_event_name'] === 'string'
    ? payload['hook_event_name']
    : '';
}

function parsePayload(stdin: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(stdin);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export interface HookCall {
  /** `hook --event E …`, as the launcher got it. */
  argv: string[];
  cwd: string;
  env: Env;
  stdin: string;
  build: string;
  waitMs: number;
}

/**
 * Ask the workspace's server to answer this hook, and decide whether to believe
 * it. Never throws.
 */
export async function routeHook(call: HookCall): Promise<Route> {
  try {
    const place = daemonPlace(
      workspaceRoot(call.cwd, call.env as NodeJS.ProcessEnv),
      call.env,
    );
    if ('problem' in place)
      return { kind: 'in-process', refused: `place: ${place.problem}` };
    if (!exists(place.socket)) return { kind: 'in-process' };
    const problem = placeProblem(place);
    if (problem) return { kind: 'in-process', refused: problem };
    const secret = readSecret(place.dir);
    if (secret === 'missing')
      return {
        kind: 'in-process',
        refused: 'secret: a socket but no daemon secret beside it',
      };
    if (!Buffer.isBuffer(secret))
      return { kind: 'in-process', refused: `secret: ${secret.problem}` };
    // JSON escaping can grow the text: leave room, and let a big Write be
    // answered in-process.
    if (Buffer.byteLength(call.stdin) > MAX_REQUEST_BYTES / 2)
      return { kind: 'in-process' };
    const payload = parsePayload(call.stdin);
    const env: Record<string, string> = {};
    for (const key of FORWARDED_ENV)
      if (call.env[key] !== undefined) env[key] = call.env[key] as string;
    const session =
      typeof payload?.['session_id'] === 'string' ? payload['session_id'] : '';
    const event = hookEventOf(call.argv, payload);
    const verified = await askVerified(
      place,
      secret,
      {
        build: call.build,
        session,
        argv: call.argv,
        cwd: call.cwd,
        env,
        stdin: call.stdin,
      },
      call.waitMs,
      // The answer check's code is compiled while the server works (V8
      // compiles a function at its first call): on a rewrite like the one the
      // server sends, whose verdict is thrown away.
      () => answerProblem(event, call.stdin, warmUpAnswer(event)),
    );
    if (verified.kind === 'none')
      return {
        kind: 'in-process',
        ...(verified.refused ? { refused: verified.refused } : {}),
      };
    const wrong = answerProblem(event, call.stdin, verified.answer);
    if (wrong) return { kind: 'in-process', refused: `answer: ${wrong}` };
    return verified;
  } catch (error) {
    return {
      kind: 'in-process',
      refused: `client error: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
