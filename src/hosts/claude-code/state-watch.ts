// watchStateBefore / watchStateAfter — around every hook: a session's run state
// (.wukong/runs/<session>/state.json) the witness saw and that is now gone or
// empty becomes a `self-protection.vanished` ledger record and a question at
// the session's next PreToolUse; a run state written for the first time is
// remembered
// Pos: src/hosts/claude-code, the run-state half of issue 11's "vanished state
// is a finding" (the promise half is in stop.ts); the record lives in the
// user-level state (src/harness/promise/state-witness.ts), out of the agent's
// reach
import { existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gateFinding } from '../../../policies/gate/define-policy.js';
import {
  fragment,
  saidText,
  say,
  sayDetail,
} from '../../../policies/vocabulary/messages/say.js';
import { runFolder } from '../../actors/run-store.js';
import type { HookEnv } from './hook-env.js';
import { record } from './hook-env.js';

const stateFile = (env: HookEnv, session: string) =>
  join(env.runs.dir(session), 'state.json');

/** Missing, or emptied (a truncated file parses as nothing). */
function gone(path: string): 'missing' | 'empty' | undefined {
  if (!existsSync(path)) return 'missing';
  try {
    return statSync(path).size === 0 ? 'empty' : undefined;
  } catch {
    return 'missing';
  }
}

export function watchStateBefore(
  env: HookEnv,
  event: string,
  session: string,
): void {
  const witness = env.witness;
  if (!witness) return;
  const folder = runFolder(session);
  if (witness.hasSeen(folder)) {
    const path = stateFile(env, session);
    const how = gone(path);
    if (how) {
      const shown = relative(env.workspace, path);
      const whatSaid = fragment('state.run-state', { session });
      const what = saidText(whatSaid, 'en');
      witness.sessionVanished(folder, {
        what,
        whatSaid,
        path: shown,
        at: env.now().toISOString(),
      });
      record(env, 'self-protection.vanished', {
        what,
        path: shown,
        how,
        finding: gateFinding(
          'self-protection.vanished',
          shown,
          'soft-deny',
          say('state.vanished', {
            what: whatSaid,
            path: shown,
            how: fragment(how === 'missing' ? 'state.missing' : 'state.empty'),
          }),
          { kind: 'ask-user', ...sayDetail('state.vanished.next') },
        ),
      });
    }
  }
  if (event === 'PreToolUse') {
    const pending = witness.takePending(folder);
    if (pending.length > 0)
      env.vanished = pending.map(({ what, whatSaid, path }) => ({
        what,
        ...(whatSaid ? { whatSaid } : {}),
        path,
      }));
  }
}

export function watchStateAfter(env: HookEnv, session: string): void {
  if (env.witness && gone(stateFile(env, session)) === undefined)
    env.witness.sessionSeen(runFolder(session), env.now());
}
