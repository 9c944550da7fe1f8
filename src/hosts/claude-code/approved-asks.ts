// liveGrants, spendGrants, rememberAsk, approveAsk — the user's Authorizations
// inside Claude Code: `wukong authorize` grants lift the soft-denies they cover
// at PreToolUse (a once-grant is spent by the call it lifted), and an `ask` the
// user approved (PreToolUse answered ask, then the PostToolUse of the same
// tool_use_id) is recorded as an Authorization for that exact call
// Pos: src/hosts/claude-code, the host side of seed 004's 用户授权模型; what a grant
// lifts is src/harness/gate/authorization.ts (soft-deny only)
import type { Verdict } from '../../../policies/gate/decision.js';
import type { Finding } from '../../../policies/vocabulary/finding.js';
import type {
  Authorization,
  GateDecision,
} from '../../../policies/vocabulary/gate.js';
import type { RunState } from '../../actors/run-store.js';
import type { HookEnv } from './hook-env.js';
import { record } from './hook-env.js';

/** An ask the user never answered is forgotten after an hour. */
const ASK_MS = 60 * 60 * 1000;

/** The user's grants that may lift a finding now; none without a store. */
export function liveGrants(env: HookEnv): Authorization[] {
  return (env.authorizations?.active(env.now()) ?? []).map(
    (g) => g.authorization,
  );
}

/**
 * After the verdict: once-grants that lifted a finding of a call that goes
 * ahead are spent (a denied call spends nothing).
 */
export function spendGrants(
  env: HookEnv,
  decisions: readonly GateDecision[],
  verb: Verdict['verb'],
): void {
  if (verb === 'deny' || !env.authorizations) return;
  const lifted = decisions.flatMap((d) => d.authorized);
  if (lifted.length === 0) return;
  const spent = env.authorizations.spend(decisions, env.now());
  record(env, 'authorization.used', { lifted, spent });
}

/**
 * PreToolUse answered `ask`: the soft-denies put to the user wait, by
 * tool_use_id, for the call's PostToolUse.
 */
export function rememberAsk(
  env: HookEnv,
  input: { session_id: string; tool_name: string; tool_use_id?: string },
  asked: readonly Finding[],
): void {
  const id = input.tool_use_id;
  if (!id) return;
  const now = env.now();
  env.runs.update(input.session_id, now, (state) => {
    for (const [key, a] of Object.entries(state.asked))
      if (now.getTime() - Date.parse(a.at) > ASK_MS) delete state.asked[key];
    state.asked[id] = {
      tool: input.tool_name,
      findings: asked
        .filter((f) => f.severity === 'soft-deny')
        .map((f) => ({
          id: f.id,
          policy: f.policy,
          subject: f.subject ?? '*',
        })),
      at: now.toISOString(),
    };
  });
}

/**
 * PostToolUse (or its failure) of a call PreToolUse asked about: Claude Code
 * only runs an asked call the user approved, so the approval is recorded — in
 * the ledger and as a spent once-grant for that exact subject. Returns the ids
 * of the findings the user lifted.
 */
export function approveAsk(
  env: HookEnv,
  state: RunState,
  input: { tool_name: string; tool_use_id?: string },
): string[] {
  const id = input.tool_use_id;
  const asked = id ? state.asked[id] : undefined;
  if (!id || !asked) return [];
  delete state.asked[id];
  const now = env.now();
  const grants = asked.findings.map((f) => {
    const authorization: Authorization = {
      policy: f.policy,
      // the grant lifts nothing more (spent): its subject is kept redacted
      scope: env.redact(f.subject),
      grantedBy: `the user, approving ${asked.tool} in Claude Code`,
      expiresAt: now.toISOString(),
    };
    const stored = env.authorizations?.add(authorization, {
      once: true,
      source: 'ask-approved',
      now,
      toolUseId: id,
      usedAt: now,
    });
    return { ...authorization, ...(stored ? { id: stored.id } : {}) };
  });
  record(env, 'authorization.granted', {
    source: 'ask-approved',
    toolUseId: id,
    tool: asked.tool,
    findings: asked.findings.map((f) => f.id),
    grants,
  });
  return asked.findings.map((f) => f.id);
}
