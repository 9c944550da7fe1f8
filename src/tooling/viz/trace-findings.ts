// TraceFinding, gateStep (a decision entry as a step's outcome and findings)
// and contextVerdicts (what a machine step's judges decided, from the context
// keys that changed)
// Pos: src/tooling/viz, the "why was this blocked?" half of the ledger view;
// reads recorded data only and applies no policy again: a decision recorded
// without its verb gets the one rule of policies/gate/decision.ts
import { verdictOf } from '../../../policies/gate/decision.js';
import type { Judged } from '../../../policies/gate/decision.js';

export interface TraceFinding {
  /** The policy (or gate) that raised it. */
  source: string;
  severity: string;
  message: string;
  /** The structured next action, as `kind: detail`. */
  next: string | null;
  verdict: string | null;
}

export interface GateView {
  title: string;
  outcome: string;
  subject: string | null;
  findings: TraceFinding[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) =>
  typeof v === 'string'
    ? v
    : v === undefined || v === null
      ? ''
      : JSON.stringify(v);

/**
 * A finding recorded as text, `[policy] message → next action` (the sub-agent
 * contract's form), or plain.
 */
function findingOfText(raw: string, fallbackSource: string): TraceFinding {
  const m = /^\[([^\]]+)\]\s*([\s\S]*?)(?:\s+→\s+([\s\S]*))?$/.exec(raw);
  return m
    ? {
        source: m[1] as string,
        severity: '',
        message: m[2] as string,
        next: m[3] ?? null,
        verdict: null,
      }
    : {
        source: fallbackSource,
        severity: '',
        message: raw,
        next: null,
        verdict: null,
      };
}

export function findingOf(raw: unknown, fallbackSource: string): TraceFinding {
  if (typeof raw === 'string') return findingOfText(raw, fallbackSource);
  if (!isObject(raw))
    return {
      source: fallbackSource,
      severity: '',
      message: text(raw),
      next: null,
      verdict: null,
    };
  const next = isObject(raw['nextAction'])
    ? `${text(raw['nextAction']['kind'])}: ${text(raw['nextAction']['detail'])}`
    : null;
  return {
    source: text(raw['policy']) || fallbackSource,
    severity: text(raw['severity']),
    message: text(raw['message']),
    next,
    verdict: typeof raw['verdict'] === 'string' ? raw['verdict'] : null,
  };
}

const SEVERITIES: ReadonlySet<string> = new Set([
  'hard-deny',
  'soft-deny',
  'evidence-required',
  'warning',
]);

/**
 * A recorded finding as the decision reads it; anything else in the list (a
 * damaged entry) is left out.
 */
const judged = (f: unknown): Judged[] =>
  isObject(f) &&
  typeof f['severity'] === 'string' &&
  SEVERITIES.has(f['severity'])
    ? [{ id: text(f['id']), severity: f['severity'] as Judged['severity'] }]
    : [];

/**
 * The verb of a recorded decision: the one rule (policies/gate/decision.ts)
 * over its findings and the ids it recorded as authorized.
 */
function verbOf(decision: Json): string {
  const findings = Array.isArray(decision['findings'])
    ? decision['findings'].flatMap(judged)
    : [];
  const authorized = Array.isArray(decision['authorized'])
    ? decision['authorized'].filter(
        (id): id is string => typeof id === 'string',
      )
    : [];
  return verdictOf([{ findings, authorized }]).verb;
}

function subjectOf(data: Json): string | null {
  const subject = data['subject'];
  if (typeof subject === 'string') return subject;
  if (isObject(subject))
    return (
      text(subject['command'] ?? subject['path'] ?? subject['toolName']) || null
    );
  return null;
}

/**
 * A decision entry as one step; null for entry types that are not decisions.
 */
export function gateStep(type: string, data: unknown): GateView | null {
  if (!isObject(data)) return null;
  if (type === 'gate.decision') {
    // Two recorded shapes: recordGateDecision's flat one, and the Claude Code
    // hook's {checkpoint, tool, subject, decision}.
    const decision = isObject(data['decision']) ? data['decision'] : data;
    const verb =
      typeof data['verb'] === 'string' ? data['verb'] : verbOf(decision);
    const tool = text(
      data['tool'] ??
        (isObject(data['subject']) ? data['subject']['toolName'] : undefined),
    );
    const findings = (
      Array.isArray(decision['findings']) ? decision['findings'] : []
    ).map((f) => findingOf(f, 'gate'));
    return {
      title: `gate ${text(data['checkpoint'] ?? decision['checkpoint'])}${tool ? ` · ${tool}` : ''}`,
      outcome: verb,
      subject: subjectOf(data),
      findings,
    };
  }
  if (type === 'subagent.contract') {
    const findings = (
      Array.isArray(data['findings']) ? data['findings'] : []
    ).map((f) => findingOf(f, `戒 · ${text(data['avatar'])}`));
    return {
      title: `sub-agent contract · ${text(data['avatar'])}`,
      outcome: `${text(data['verdict'])} (stop guard: ${text(data['state'])})`,
      subject: text(data['agentId']) || null,
      findings,
    };
  }
  if (type === 'stop.decision') {
    const open = Array.isArray(data['open']) ? data['open'] : [];
    return {
      title: 'stop hook',
      outcome: text(data['state']),
      subject: text(data['promise']) || null,
      findings: open.map((o) => ({
        source: 'completion promise',
        severity: 'evidence-required',
        message: text(o),
        next: null,
        verdict: null,
      })),
    };
  }
  return null;
}

/**
 * What the machine's judges decided in one step: each top-level context entry
 * that changed and holds `findings` (the pipeline's jie / ding / hui results,
 * the batch's last record), with its verdict.
 */
export function contextVerdicts(
  before: unknown,
  after: unknown,
): Array<{ gate: string; verdict: string; findings: TraceFinding[] }> {
  if (!isObject(after)) return [];
  const prior = isObject(before) ? before : {};
  const out: Array<{
    gate: string;
    verdict: string;
    findings: TraceFinding[];
  }> = [];
  for (const [key, value] of Object.entries(after)) {
    if (!isObject(value) || !Array.isArray(value['findings'])) continue;
    if (JSON.stringify(value) === JSON.stringify(prior[key])) continue;
    const verdict =
      typeof value['verdict'] === 'string'
        ? value['verdict']
        : value['passed'] === true
          ? 'passed'
          : value['passed'] === false
            ? 'failed'
            : '';
    out.push({
      gate: key,
      verdict,
      findings: value['findings'].map((f) => findingOf(f, key)),
    });
  }
  return out;
}
