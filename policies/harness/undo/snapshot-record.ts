// SnapshotMeta, snapshotMessage, parseSnapshotMessage, SNAPSHOT_REF_PREFIX —
// what a workspace snapshot records about itself (the tool call that followed,
// the session, the time, the worktree) and how that is written into, and read
// back from, the snapshot commit's message
// Pos: policies/harness/undo, pure; the commits and refs are made by
// src/harness/undo
export const SNAPSHOT_REF_PREFIX = 'refs/wukong/snapshots/';
const SUBJECT = 'wukong snapshot';

export interface SnapshotMeta {
  /** The command or tool call that followed (redacted, shortened). */
  before: string;
  /** Claude Code's tool (`Bash`, `Write` …) or `wukong undo`. */
  tool: string;
  /** Why the snapshot was taken: a policy id, what the command does. */
  reason: string;
  session?: string;
  /**
   * The working tree's top folder: snapshots of other worktrees are not this
   * one's.
   */
  worktree: string;
  /** ISO-8601 instant. */
  takenAt: string;
  /**
   * HMAC of the tree and the fields above with the per-user key
   * (src/harness/undo/snapshot-seal.ts): a snapshot without a valid one was not
   * taken by Wukong.
   */
  seal?: string;
}

/** A snapshot as listed: its commit, its tree and what it records. */
export interface SnapshotEntry {
  commit: string;
  tree: string;
  meta: SnapshotMeta;
}

/**
 * The commit message: a fixed subject line, then the metadata as one JSON line.
 */
export function snapshotMessage(meta: SnapshotMeta): string {
  return `${SUBJECT}\n\n${JSON.stringify(meta)}\n`;
}

/**
 * The metadata of a snapshot commit's message, or undefined when it is not
 * Wukong's.
 */
export function parseSnapshotMessage(
  message: string,
): SnapshotMeta | undefined {
  const [subject, , json] = message.split('\n');
  if (subject !== SUBJECT || !json) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (raw === null || typeof raw !== 'object') return undefined;
  const m = raw as Record<string, unknown>;
  const text = (k: string) =>
    typeof m[k] === 'string' ? (m[k] as string) : undefined;
  const before = text('before');
  const tool = text('tool');
  const worktree = text('worktree');
  const takenAt = text('takenAt');
  if (
    before === undefined ||
    tool === undefined ||
    worktree === undefined ||
    takenAt === undefined ||
    Number.isNaN(Date.parse(takenAt))
  )
    return undefined;
  const session = text('session');
  const seal = text('seal');
  return {
    before,
    tool,
    reason: text('reason') ?? '',
    ...(session !== undefined ? { session } : {}),
    worktree,
    takenAt,
    ...(seal !== undefined ? { seal } : {}),
  };
}

/** The id a person types: the commit's first 12 hex digits. */
export const snapshotId = (commit: string): string => commit.slice(0, 12);
