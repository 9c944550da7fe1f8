// AuthorizationStore — the structured Authorizations a user gave (seed 004
// 用户授权模型): `wukong authorize` from a terminal, or an `ask` the user approved in
// Claude Code; kept in the user-level state of the workspace, out of the
// agent's reach, with once-grants spent when they lift a call
// Pos: src/harness/gate, persistence of grants; whether a grant lifts a finding
// is authorization.ts (soft-deny only, never hard-deny)
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import * as z from 'zod';
import { Authorization } from '../../../policies/vocabulary/gate.js';
import type { GateDecision } from '../../../policies/vocabulary/gate.js';
import {
  readTextIfExists,
  writeFileAtomic,
} from '../../platform/store/atomic-file.js';
import { withLock } from '../../platform/store/file-lock.js';
import {
  ensurePrivateDir,
  realWorkspaceStateDir,
} from '../../platform/store/user-state-dir.js';
import { authorizes } from './authorization.js';
import { lazySchema } from '../../../policies/vocabulary/lazy-schema.js';

export const GrantSource = lazySchema(() => z.enum(['cli', 'ask-approved']));
export type GrantSource = z.infer<typeof GrantSource>;

export const StoredGrant = lazySchema(() =>
  z.strictObject({
    id: z.string().min(1),
    authorization: Authorization,
    /** A once-grant lifts one call, then is spent. */
    once: z.boolean(),
    source: GrantSource,
    grantedAt: z.iso.datetime({ offset: true }),
    usedAt: z.iso.datetime({ offset: true }).nullable(),
    /** For an approved ask: the call it was given for. */
    toolUseId: z.string().optional(),
  }),
);
export type StoredGrant = z.infer<typeof StoredGrant>;

const GrantFile = lazySchema(() =>
  z.strictObject({
    v: z.literal(1),
    grants: z.array(StoredGrant),
  }),
);

/** Is the grant still able to lift something at `now`? */
export const grantLive = (g: StoredGrant, now: Date): boolean =>
  Date.parse(g.authorization.expiresAt) > now.getTime() &&
  !(g.once && g.usedAt !== null);

export class AuthorizationStore {
  readonly file: string;

  constructor(readonly dir: string) {
    this.file = join(dir, 'authorizations.json');
  }

  /** The store of `workspace` (symlinks resolved, so CLI and hooks agree). */
  static forWorkspace(
    workspace: string,
    env: Record<string, string | undefined> = process.env,
  ): AuthorizationStore {
    return new AuthorizationStore(realWorkspaceStateDir(workspace, env));
  }

  /**
   * Every grant recorded. A damaged file grants nothing: an unreadable grant
   * must never lift a finding (fail closed).
   */
  list(): StoredGrant[] {
    const text = readTextIfExists(this.file);
    if (text === undefined) return [];
    try {
      const parsed = GrantFile.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data.grants : [];
    } catch {
      return [];
    }
  }

  /** The Authorizations that may lift a finding at `now`. */
  active(now: Date): StoredGrant[] {
    return this.list().filter((g) => grantLive(g, now));
  }

  add(
    authorization: Authorization,
    options: {
      once: boolean;
      source: GrantSource;
      now: Date;
      toolUseId?: string;
      usedAt?: Date;
    },
  ): StoredGrant {
    const grant: StoredGrant = {
      id: randomUUID().slice(0, 8),
      authorization: Authorization.parse(authorization),
      once: options.once,
      source: options.source,
      grantedAt: options.now.toISOString(),
      usedAt: options.usedAt ? options.usedAt.toISOString() : null,
      ...(options.toolUseId ? { toolUseId: options.toolUseId } : {}),
    };
    this.change(options.now, (grants) => [...grants, grant]);
    return grant;
  }

  /** Removes a grant by id; false when there was none. */
  revoke(id: string, now: Date): boolean {
    let found = false;
    this.change(now, (grants) =>
      grants.filter((g) => {
        if (g.id !== id) return true;
        found = true;
        return false;
      }),
    );
    return found;
  }

  /**
   * Spends the once-grants that lifted a finding of these decisions (each
   * lifted finding spends one grant); returns their ids.
   */
  spend(decisions: readonly GateDecision[], now: Date): string[] {
    const lifted = decisions.flatMap((d) =>
      d.findings.filter((f) => d.authorized.includes(f.id)),
    );
    const spent: string[] = [];
    if (lifted.length === 0) return spent;
    this.change(now, (grants) =>
      grants.map((g) => {
        if (!g.once || !grantLive(g, now)) return g;
        const hit = lifted.findIndex((f) =>
          authorizes(g.authorization, f, now),
        );
        if (hit < 0) return g;
        lifted.splice(hit, 1);
        spent.push(g.id);
        return { ...g, usedAt: now.toISOString() };
      }),
    );
    return spent;
  }

  /**
   * Read, change and write under the store's lock; grants that can lift nothing
   * any more for a day are dropped.
   */
  private change(
    now: Date,
    fn: (grants: StoredGrant[]) => StoredGrant[],
  ): void {
    ensurePrivateDir(this.dir);
    withLock(`${this.file}.lock`, () => {
      const day = 24 * 60 * 60 * 1000;
      const kept = fn(this.list()).filter(
        (g) =>
          grantLive(g, new Date(now.getTime() - day)) ||
          grantLive(g, now) ||
          Date.parse(g.grantedAt) > now.getTime() - day,
      );
      writeFileAtomic(
        this.file,
        `${JSON.stringify({ v: 1, grants: kept }, null, 2)}\n`,
        { mode: 0o600 },
      );
    });
  }
}
