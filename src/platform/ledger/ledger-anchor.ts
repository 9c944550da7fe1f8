// The ledger's anchor outside the workspace: where the key and the chain head
// live for a ledger folder, and the head log itself (read, keyed, appended,
// compacted)
// Pos: src/platform/ledger, `<userStateDir>/workspaces/<key>/ledger-head.jsonl`
// in one place; the appender writes it, verify reads it. Judging a ledger
// against it is verify's job, not this file's
import {
  closeSync,
  fstatSync,
  fsyncSync,
  openSync,
  realpathSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import * as z from 'zod/mini';
import type { Said } from '../../../policies/vocabulary/messages/said.js';
import { fragment } from '../../../policies/vocabulary/messages/say.js';
import { writeFileAtomic } from '../store/atomic-file.js';
import {
  ensurePrivateDir,
  userStateDir,
  workspaceStateDir,
} from '../store/user-state-dir.js';
import { canonicalJson } from './canonical.js';
import type { LedgerKey } from './ledger-key.js';
import { KEY_FILE, headMac } from './ledger-key.js';
import { linesBackward } from './reverse-lines.js';
import { lazySchema } from '../../../policies/vocabulary/lazy-schema.js';

type Env = Record<string, string | undefined>;

/**
 * The head is a log: each append adds one whole head line, the newest valid
 * line is the head. Appending a line costs what the ledger's own append costs
 * (~6 µs here), where replacing a file (new file + rename) cost ~300 µs on this
 * machine's ext4, half again the cost of an fsynced ledger append. The log is
 * compacted to its last line, atomically, once it passes COMPACT_AT.
 */
export const HEAD_FILE = 'ledger-head.jsonl';
const COMPACT_AT = 256 * 1024;
/** Breaks the head remembers; older ones are counted in `breaksDropped`. */
const MAX_BREAKS = 32;

export interface AnchorLocation {
  /**
   * The workspace the ledger belongs to (symlinks resolved), or the ledger
   * folder itself when it is not `<ws>/.wukong/ledger`.
   */
  workspace: string;
  /** `<userStateDir>`: holds the key. */
  userDir: string;
  keyPath: string;
  /** `<userStateDir>/workspaces/<key>`: holds this workspace's head. */
  headDir: string;
  headPath: string;
}

function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/**
 * Where the key and the head of the ledger in `ledgerDir` live; the appender
 * and `ledger verify --dir` agree on it. The workspace is found from the path
 * as written, and only the workspace itself is resolved: the agent can replace
 * `.wukong` or `.wukong/ledger` with a symlink to a ledger of its making, which
 * must still be judged against this workspace's head, not against a fresh one
 * of its own.
 */
export function anchorLocation(
  ledgerDir: string,
  env: Env = process.env,
): AnchorLocation {
  const dir = resolve(ledgerDir);
  const workspace =
    basename(dir) === 'ledger' && basename(dirname(dir)) === '.wukong'
      ? real(dirname(dirname(dir)))
      : real(dir);
  const userDir = userStateDir(env);
  const headDir = workspaceStateDir(workspace, env);
  return {
    workspace,
    userDir,
    keyPath: join(userDir, KEY_FILE),
    headDir,
    headPath: join(headDir, HEAD_FILE),
  };
}

/**
 * The key and head must be out of the agent's reach: never inside the workspace
 * it works in.
 */
export function anchorInsideWorkspace(
  location: AnchorLocation,
): Said | undefined {
  const inside = (path: string) =>
    path === location.workspace || path.startsWith(location.workspace + sep);
  const userDir = real(location.userDir);
  return inside(userDir)
    ? fragment('error.ledger.state-in-workspace', {
        userDir,
        workspace: location.workspace,
      })
    : undefined;
}

const Hex64 = lazySchema(() => z.string().check(z.regex(/^[0-9a-f]{64}$/)));
const Point = lazySchema(() =>
  z.strictObject({
    seq: z.number().check(z.int(), z.nonnegative()),
    hash: Hex64,
  }),
);
export type HeadPoint = z.infer<typeof Point>;

/**
 * What the appender found when the workspace ledger did not end where the head
 * said: `moved` (another end), `unreadable` (no valid head to compare with),
 * `key-changed` (the head was made with another key). `expected` is the head's
 * point.
 */
const Break = lazySchema(() =>
  z.strictObject({
    at: z.string(),
    why: z.enum(['moved', 'unreadable', 'key-changed']),
    expected: z.nullable(Point),
    found: Point,
  }),
);
export type HeadBreak = z.infer<typeof Break>;

export const LedgerHead = lazySchema(() =>
  z.strictObject({
    v: z.literal(1),
    workspace: z.string(),
    /**
     * The last entry appended: its seq, hash and MAC, the day file holding it and
     * its timestamp.
     */
    seq: z.number().check(z.int(), z.positive()),
    hash: Hex64,
    mac: Hex64,
    file: z.string(),
    at: z.string(),
    /**
     * The key's public id and the first seq written with it: every entry from
     * there on must carry a valid MAC.
     */
    keyId: z.string(),
    keySince: z.number().check(z.int(), z.positive()),
    breaks: z.array(Break),
    breaksDropped: z.number().check(z.int(), z.nonnegative()),
    headMac: Hex64,
  }),
);
export type LedgerHead = z.infer<typeof LedgerHead>;
export type HeadFields = Omit<LedgerHead, 'headMac'>;

export type HeadRead =
  | { state: 'missing' }
  /**
   * `problem` in English, `problemSaid` the catalog's words for it (literals:
   * the appender loads no catalog).
   */
  | { state: 'unreadable'; problem: string; problemSaid: Said }
  /** `macOk` is null when no key was given to check it with. */
  | { state: 'read'; head: LedgerHead; macOk: boolean | null };

const macOver = (key: LedgerKey, fields: HeadFields) =>
  headMac(key, canonicalJson(fields));

/**
 * The newest head in the log: its last line that is JSON (a line a killed
 * writer left half-written is not, and is passed over). A last line that is
 * JSON but not a head, or whose MAC fails, is returned as such: it was written
 * by something other than the appender, and reading past it would hide that.
 */
export function readHead(path: string, key?: LedgerKey): HeadRead {
  let lines;
  try {
    lines = linesBackward(path, 4096);
    for (const line of lines) {
      if (line.bytes.length === 0) continue;
      let raw: unknown;
      try {
        raw = JSON.parse(line.bytes.toString('utf8'));
      } catch {
        continue; // torn by a killed writer: the line before it is the head
      }
      const parsed = LedgerHead.safeParse(raw);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') || '(top level)';
        const issue = String(parsed.error.issues[0]?.message);
        return {
          state: 'unreadable',
          problem: `${path} does not end with a ledger head (field \`${field}\`: ${issue})`,
          problemSaid: {
            id: 'ledger.verify.head-not-head',
            params: { path, field, issue },
          },
        };
      }
      const { headMac: mac, ...fields } = parsed.data;
      return {
        state: 'read',
        head: parsed.data,
        macOk: key ? macOver(key, fields) === mac : null,
      };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { state: 'missing' };
    const message = (error as Error).message;
    return {
      state: 'unreadable',
      problem: `${path} cannot be read (${message})`,
      problemSaid: {
        id: 'ledger.verify.head-unreadable',
        params: { path, error: message },
      },
    };
  } finally {
    lines?.return(undefined);
  }
  return {
    state: 'unreadable',
    problem: `${path} holds no whole head line`,
    problemSaid: { id: 'ledger.verify.head-no-line', params: { path } },
  };
}

/** Keeps the newest breaks, counting the ones it lets go. */
function withBreak(
  breaks: HeadBreak[],
  dropped: number,
  add: HeadBreak | undefined,
): Pick<HeadFields, 'breaks' | 'breaksDropped'> {
  if (!add) return { breaks, breaksDropped: dropped };
  const all = [...breaks, add];
  const drop = Math.max(0, all.length - MAX_BREAKS);
  return { breaks: all.slice(drop), breaksDropped: dropped + drop };
}

/**
 * What the next head inherits from the one on disk, given where the workspace
 * ledger really ends (`end`, read under the ledger lock before anything is
 * appended). A head that does not match that end is not overwritten silently:
 * the mismatch becomes a break that stays in every later head, so cutting
 * entries and letting the next append "heal" the head still shows. A missing
 * head starts keySince at the next entry (the first keyed append of an older
 * ledger).
 */
export function inherit(
  prior: HeadRead,
  end: HeadPoint,
  key: LedgerKey,
  at: string,
): Pick<HeadFields, 'keySince' | 'breaks' | 'breaksDropped'> {
  const next = end.seq + 1;
  if (prior.state === 'missing')
    return { keySince: next, breaks: [], breaksDropped: 0 };
  if (prior.state === 'unreadable')
    return {
      keySince: next,
      ...withBreak([], 0, {
        at,
        why: 'unreadable',
        expected: null,
        found: end,
      }),
    };
  const { head } = prior;
  const expected = { seq: head.seq, hash: head.hash };
  if (head.keyId !== key.id)
    return {
      keySince: next,
      ...withBreak([], 0, { at, why: 'key-changed', expected, found: end }),
    };
  if (prior.macOk === false)
    return {
      keySince: next,
      ...withBreak([], 0, {
        at,
        why: 'unreadable',
        expected: null,
        found: end,
      }),
    };
  const moved = head.seq !== end.seq || head.hash !== end.hash;
  return {
    keySince: head.keySince,
    ...withBreak(
      head.breaks,
      head.breaksDropped,
      moved ? { at, why: 'moved', expected, found: end } : undefined,
    ),
  };
}

/**
 * Appends the new head as one line with one write() (mode 0600, in a private
 * folder). The line starts with a newline too, so a line a killed writer left
 * unfinished never runs into it. `durable` fsyncs it; the appender leaves that
 * off: a head lost to a power cut is an older head, which verify still finds in
 * the ledger.
 */
export function writeHead(
  location: AnchorLocation,
  fields: HeadFields,
  key: LedgerKey,
  durable: boolean,
): LedgerHead {
  const head: LedgerHead = { ...fields, headMac: macOver(key, fields) };
  const line = `${JSON.stringify(head)}\n`;
  const fd = openSync(location.headPath, 'a', 0o600);
  let size: number;
  try {
    const bytes = Buffer.from(`\n${line}`, 'utf8');
    for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done);
    if (durable) fsyncSync(fd);
    size = fstatSync(fd).size;
  } finally {
    closeSync(fd);
  }
  if (size > COMPACT_AT)
    writeFileAtomic(location.headPath, line, { mode: 0o600, durable });
  return head;
}

/**
 * Creates the private folders of a location (0700, refused when another user
 * owns or can write them).
 */
export function ensureAnchorDirs(location: AnchorLocation): void {
  ensurePrivateDir(location.userDir);
  ensurePrivateDir(location.headDir);
}
