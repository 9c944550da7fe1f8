// appendSpool / claimSpool / spoolStatus — the bounded spool of telemetry
// records under the user state folder (`<userStateDir>/telemetry/`): a hook
// answered without the daemon, or an export that failed, leaves its records
// here and the next daemon ships them; past the cap a batch is dropped and
// counted, never a hook delayed or failed
// Pos: src/telemetry, plain files only (one JSON array of records per line,
// 0600, one write() per line under the spool lock); shipping is
// otel-shipper.ts's
import {
  closeSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../platform/store/atomic-file.js';
import { withLock } from '../platform/store/file-lock.js';
import {
  ensurePrivateDir,
  userStateDir,
} from '../platform/store/user-state-dir.js';
import type { TelemetryRecord } from './telemetry-records.js';

type Env = Readonly<Record<string, string | undefined>>;

export const telemetryDir = (env: Env) => join(userStateDir(env), 'telemetry');
const spoolPath = (dir: string) => join(dir, 'spool.jsonl');
const dropsPath = (dir: string) => join(dir, 'drops.json');
const exportPath = (dir: string) => join(dir, 'last-export.json');
const lockPath = (dir: string) => join(dir, 'spool.lock');

export interface Drops {
  records: number;
  batches: number;
  lastAt?: string;
}

export interface LastExport {
  at: string;
  ok: boolean;
  records: number;
  /** Why it failed (no header or token: the exporter's error message). */
  error?: string;
}

const sizeOf = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * Appends one batch as one line, or — when it would take the spool past
 * `maxBytes` — drops it and counts the drop. Returns whether it was kept.
 */
export function appendSpool(
  records: readonly TelemetryRecord[],
  maxBytes: number,
  env: Env,
  now: () => Date = () => new Date(),
): boolean {
  if (records.length === 0) return true;
  const dir = ensurePrivateDir(telemetryDir(env));
  const line = `${JSON.stringify(records)}\n`;
  return withLock(lockPath(dir), () => {
    const path = spoolPath(dir);
    if (sizeOf(path) + Buffer.byteLength(line) > maxBytes) {
      const drops = readJson<Drops>(dropsPath(dir)) ?? {
        records: 0,
        batches: 0,
      };
      const next: Drops = {
        records: drops.records + records.length,
        batches: drops.batches + 1,
        lastAt: now().toISOString(),
      };
      writeFileAtomic(dropsPath(dir), `${JSON.stringify(next)}\n`, {
        mode: 0o600,
      });
      return false;
    }
    const fd = openSync(path, 'a', 0o600);
    try {
      writeSync(fd, line);
    } finally {
      closeSync(fd);
    }
    return true;
  });
}

/**
 * Takes everything spooled so far (the file is moved aside under the lock, so
 * hooks keep appending to a fresh one): the batches, and `done()` that removes
 * them once shipped. A line that is not a batch (a torn write) is skipped.
 */
export function claimSpool(env: Env): {
  batches: TelemetryRecord[][];
  done: () => void;
} {
  const dir = ensurePrivateDir(telemetryDir(env));
  const claimed = join(dir, `shipping-${process.pid}-${Date.now()}.jsonl`);
  const moved = withLock(lockPath(dir), () => {
    if (sizeOf(spoolPath(dir)) === 0) return false;
    renameSync(spoolPath(dir), claimed);
    return true;
  });
  if (!moved) return { batches: [], done: () => undefined };
  const batches: TelemetryRecord[][] = [];
  for (const line of readFileSync(claimed, 'utf8').split('\n')) {
    if (!line) continue;
    try {
      const batch = JSON.parse(line) as unknown;
      if (Array.isArray(batch)) batches.push(batch as TelemetryRecord[]);
    } catch {
      // a torn line: skipped
    }
  }
  return { batches, done: () => rmSync(claimed, { force: true }) };
}

export function recordExport(result: LastExport, env: Env): void {
  const dir = ensurePrivateDir(telemetryDir(env));
  writeFileAtomic(exportPath(dir), `${JSON.stringify(result)}\n`, {
    mode: 0o600,
  });
}

export interface SpoolStatus {
  dir: string;
  spooledBytes: number;
  spooledBatches: number;
  spooledRecords: number;
  drops: Drops;
  lastExport?: LastExport;
}

/** What `wukong telemetry status` (and doctor) says about the spool. */
export function spoolStatus(env: Env): SpoolStatus {
  const dir = telemetryDir(env);
  let batches = 0;
  let records = 0;
  try {
    for (const line of readFileSync(spoolPath(dir), 'utf8').split('\n')) {
      if (!line) continue;
      batches += 1;
      try {
        records += (JSON.parse(line) as unknown[]).length;
      } catch {
        // torn
      }
    }
  } catch {
    // no spool
  }
  const lastExport = readJson<LastExport>(exportPath(dir));
  return {
    dir,
    spooledBytes: sizeOf(spoolPath(dir)),
    spooledBatches: batches,
    spooledRecords: records,
    drops: readJson<Drops>(dropsPath(dir)) ?? { records: 0, batches: 0 },
    ...(lastExport ? { lastExport } : {}),
  };
}
