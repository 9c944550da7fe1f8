// The decision: GateDecisions in, one Verdict out (allow, ask or deny, what
// blocks, what is only noted, what an Authorization lifted); the fail-closed
// verdict; and the two named places a verdict is read differently (a host's
// pass, the loop's view of an ask)
// Pos: policies/gate, the only place findings become allow / ask / deny (seed
// 004 合并规则): runGate, the Claude Code hook (and so the daemon and the Agent SDK
// adapter), `wukong check`, the loop, the phase moves and the viz all call it.
// Pure; at run time it needs nothing but gateFinding, so the CommonJS launcher
// may load it
import type { Checkpoint } from '../vocabulary/checkpoint.js';
import type { Finding } from '../vocabulary/finding.js';
import { gateFinding } from './define-policy.js';

export type Verb = 'allow' | 'ask' | 'deny';

/**
 * What the decision reads of a finding: its id (authorizations name it) and its
 * severity.
 */
export type Judged = Pick<Finding, 'id' | 'severity'>;

/**
 * A GateDecision as far as the decision reads it: its findings and the ids an
 * Authorization lifted.
 */
export interface Decided<F extends Judged = Finding> {
  findings: readonly F[];
  authorized?: readonly string[];
}

export interface Verdict<F extends Judged = Finding> {
  verb: Verb;
  /**
   * Every finding in the way of the action, in the order found: hard-denies,
   * and soft-denies no Authorization lifted.
   */
  blocking: F[];
  /**
   * Warnings and evidence still required: they never stop this action, the
   * agent is told.
   */
  notes: F[];
  /**
   * Ids of the soft-denies an Authorization lifted (a lifted finding stays in
   * its decision, so the decision explains itself).
   */
  authorized: string[];
}

const RANK: Record<Verb, number> = { allow: 0, ask: 1, deny: 2 };

/** The stronger of two verbs. */
export const stronger = (a: Verb, b: Verb): Verb => (RANK[b] > RANK[a] ? b : a);

/**
 * Only a soft-deny can be lifted by an Authorization; a hard-deny never (seed
 * 004: 不让用户普通确认解除 hard-deny).
 */
export const liftable = (finding: Judged): boolean =>
  finding.severity === 'soft-deny';

/**
 * The one rule: a hard-deny anywhere denies; otherwise a soft-deny no
 * Authorization lifted asks; otherwise allow. Several decisions about one
 * action (its command, its files, its URLs, the call itself) merge the same
 * way: the strongest finding wins. An `authorized` id that names anything but a
 * soft-deny lifts nothing.
 */
export function verdictOf<F extends Judged>(
  decisions: ReadonlyArray<Decided<F>>,
): Verdict<F> {
  const blocking: F[] = [];
  const notes: F[] = [];
  const authorized: string[] = [];
  let verb: Verb = 'allow';
  for (const decision of decisions) {
    const lifted = decision.authorized ?? [];
    for (const f of decision.findings) {
      if (f.severity === 'hard-deny') {
        blocking.push(f);
        verb = 'deny';
      } else if (liftable(f) && lifted.includes(f.id)) authorized.push(f.id);
      else if (f.severity === 'soft-deny') {
        blocking.push(f);
        verb = stronger(verb, 'ask');
      } else notes.push(f);
    }
  }
  return { verb, blocking, notes, authorized };
}

/**
 * Each finding once, first seen first: one action judged at several gates (a
 * written file at pre-tool and pre-write, a command and its files) raises the
 * same finding (same id, same message) more than once, and the user should
 * read it once.
 */
export function distinctFindings<F extends Judged & { message?: string }>(
  findings: readonly F[],
): F[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.id}\u0000${f.message ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The findings the verb stands on, for the reason a host shows: the hard-denies
 * of a deny, the soft-denies of an ask, each once.
 */
export function reasonsOf<F extends Judged & { message?: string }>(
  verdict: Verdict<F>,
): F[] {
  if (verdict.verb === 'allow') return [];
  const severity = verdict.verb === 'deny' ? 'hard-deny' : 'soft-deny';
  return distinctFindings(
    verdict.blocking.filter((f) => f.severity === severity),
  );
}

/**
 * A host's reading of a pass, the one place `hooks.allowWhenPassed` applies:
 * with it a pass is answered `allow`; without it the host gets no decision, so
 * its own permission rules (Claude Code's deny and ask lists) still apply. An
 * ask or a deny is answered as it is.
 */
export function hostAnswer(
  verdict: Pick<Verdict<Judged>, 'verb'>,
  hooks: { allowWhenPassed: boolean },
): Verb | 'no-decision' {
  if (verdict.verb !== 'allow') return verdict.verb;
  return hooks.allowWhenPassed ? 'allow' : 'no-decision';
}

/**
 * The loop's reading of a verdict, the one place it differs from the host's:
 * when the host puts the ask to the user itself (Claude Code's `ask`), the
 * soft-denies are not the loop's refusal: the user's answer decides, and a call
 * the user declines never runs. Everything else that blocks refuses the action.
 */
export function loopRefusal<F extends Judged>(
  verdict: Verdict<F>,
  options: { hostAsks: boolean },
): F[] {
  return options.hostAsks
    ? verdict.blocking.filter((f) => f.severity === 'hard-deny')
    : verdict.blocking;
}

/**
 * Why Wukong could not decide, as the one hard-deny of the fail-closed verdict:
 * `Wukong failed closed: <why>` and what to do about it.
 */
export function failClosedFinding(why: string): Finding {
  return gateFinding(
    'wukong.failed-closed',
    'wukong',
    'hard-deny',
    // The catalog's gate.failed-closed, as a literal: the launcher loads this
    // file and no catalog (test/hosts/finding-language.test.ts ties them).
    {
      message: `Wukong failed closed: ${why}`,
      said: { id: 'gate.failed-closed', params: { why } },
    },
    {
      kind: 'stop',
      detail:
        'Fix the cause (see .wukong/ledger) or run `wukong uninstall` to remove the hooks.',
      said: { id: 'gate.failed-closed.next' },
    },
  );
}

/**
 * When Wukong cannot decide (malformed input, an internal error, a
 * configuration it cannot read, a decision the ledger could not record): deny,
 * saying why. Claude Code treats a crash as "proceed", so every host answers
 * with this.
 */
export function failClosed(why: string): Verdict {
  return {
    verb: 'deny',
    blocking: [failClosedFinding(why)],
    notes: [],
    authorized: [],
  };
}

/**
 * A policy that threw at a checkpoint: a hard-deny naming it, so the action
 * stays denied until the policy runs.
 */
export function policyFailed(
  policy: string,
  checkpoint: Checkpoint,
  reason: string,
): Finding {
  return gateFinding(
    'gate.policy-failed',
    policy,
    'hard-deny',
    {
      message: `policy ${policy} failed at ${checkpoint} (${reason}); failing closed`,
      said: {
        id: 'gate.policy-failed',
        params: { policy, checkpoint, reason },
      },
    },
    {
      kind: 'stop',
      detail: `fix or disable policy ${policy}; the action stays denied until it runs`,
      said: { id: 'gate.policy-failed.next', params: { policy } },
    },
  );
}
