// ResumeRequests — `wukong resume` from the user's terminal, kept in the
// user-level state of the workspace until the loop's next hook takes it
// Pos: src/harness/loop, the CLI's half of an explicit resume; the hook's half
// is src/hosts/claude-code/host-loop.ts. Out of the agent's reach
// (self-protection guards the user-level state and the command)
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import {
  readTextIfExists,
  writeFileAtomic,
} from '../../platform/store/atomic-file.js';
import {
  ensurePrivateDir,
  realWorkspaceStateDir,
} from '../../platform/store/user-state-dir.js';
import { lazySchema } from '../../../policies/vocabulary/lazy-schema.js';

const ResumeRequest = lazySchema(() =>
  z.strictObject({
    v: z.literal(1),
    requestedAt: z.iso.datetime({ offset: true }),
    by: z.string().min(1),
    guidance: z.string().optional(),
  }),
);
export type ResumeRequest = z.infer<typeof ResumeRequest>;

/** A request the loop did not take within a day is stale. */
const STALE_MS = 24 * 60 * 60 * 1000;

export class ResumeRequests {
  readonly file: string;

  constructor(readonly dir: string) {
    this.file = join(dir, 'resume.json');
  }

  static forWorkspace(
    workspace: string,
    env: Record<string, string | undefined> = process.env,
  ): ResumeRequests {
    return new ResumeRequests(realWorkspaceStateDir(workspace, env));
  }

  request(now: Date, by: string, guidance?: string): ResumeRequest {
    const req: ResumeRequest = {
      v: 1,
      requestedAt: now.toISOString(),
      by,
      ...(guidance ? { guidance } : {}),
    };
    ensurePrivateDir(this.dir);
    writeFileAtomic(this.file, `${JSON.stringify(req)}\n`, { mode: 0o600 });
    return req;
  }

  /** The pending request, if one is fresh; a damaged file is none. */
  peek(now: Date): ResumeRequest | undefined {
    const text = readTextIfExists(this.file);
    if (text === undefined) return undefined;
    try {
      const parsed = ResumeRequest.safeParse(JSON.parse(text));
      if (!parsed.success) return undefined;
      return now.getTime() - Date.parse(parsed.data.requestedAt) > STALE_MS
        ? undefined
        : parsed.data;
    } catch {
      return undefined;
    }
  }

  /** Removes the request (the loop took it, or it was withdrawn). */
  clear(): void {
    rmSync(this.file, { force: true });
  }
}
