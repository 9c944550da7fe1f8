// managedRulesPolicy(managed) — the managed policy's deny and ask rules as a
// gate policy at pre-tool (deny: hard-deny, ask: soft-deny), and
// withRaisedSeverities(policy, severities) — a policy whose findings are never
// less severe than the managed policy says
// Pos: policies/security/managed, pure; the file is read and merged by
// src/platform/config, the registry built by src/harness/gate
import { say, sayDetail } from '../../vocabulary/messages/index.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Policy } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import type { ManagedRule } from '../../vocabulary/managed-policy.js';
import type { Severity } from '../../vocabulary/severity.js';

export const MANAGED_POLICY_ID = 'managed-policy';

/** Stronger first: a raise moves a finding up this list, never down. */
const ORDER: readonly Severity[] = [
  'hard-deny',
  'soft-deny',
  'evidence-required',
  'warning',
];

const matches = (
  rule: ManagedRule,
  tool: string | undefined,
  command: string | undefined,
  path: string | undefined,
) =>
  (rule.tool === '*' || rule.tool === tool) &&
  (rule.command === undefined ||
    (command !== undefined && new RegExp(rule.command).test(command))) &&
  (rule.path === undefined ||
    (path !== undefined && new RegExp(rule.path).test(path))) &&
  // A rule that names neither command nor path is about the tool itself.
  (rule.command !== undefined || rule.path !== undefined || tool !== undefined);

export function managedRulesPolicy(managed: {
  deny: readonly ManagedRule[];
  ask: readonly ManagedRule[];
}): Policy {
  return definePolicy({
    id: MANAGED_POLICY_ID,
    description:
      "the organisation's managed policy: its deny and ask rules for tool calls",
    checkpoints: ['pre-tool'],
    evaluate(context): Finding[] {
      const tool = context.toolName;
      const command = context.command;
      const path = context.path;
      const findings: Finding[] = [];
      const check = (rules: readonly ManagedRule[], severity: Severity) => {
        for (const [i, rule] of rules.entries())
          if (matches(rule, tool, command, path))
            findings.push(
              gateFinding(
                MANAGED_POLICY_ID,
                `${severity === 'hard-deny' ? 'deny' : 'ask'}-${i}`,
                severity,
                say('managed.reason', { reason: rule.reason }),
                severity === 'hard-deny'
                  ? { kind: 'stop', ...sayDetail('managed.deny.next') }
                  : { kind: 'ask-user', detail: rule.reason },
              ),
            );
      };
      check(managed.deny, 'hard-deny');
      check(managed.ask, 'soft-deny');
      return findings;
    },
  });
}

export function raisedSeverity(found: Severity, least: Severity): Severity {
  return ORDER.indexOf(least) < ORDER.indexOf(found) ? least : found;
}

export function withRaisedSeverities(
  policy: Policy,
  severities: Readonly<Record<string, Severity>>,
): Policy {
  const least = severities[policy.id];
  if (!least) return policy;
  return Object.freeze({
    ...policy,
    evaluate: (context: Parameters<Policy['evaluate']>[0]) =>
      policy
        .evaluate(context)
        .map((f) => ({ ...f, severity: raisedSeverity(f.severity, least) })),
  });
}
