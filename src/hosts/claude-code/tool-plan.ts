// planOfTool(tool, input, toolUseId) — a Claude Code tool call as the loop's
// ActionPlan (a command over the parse limit kept in part) — and
// observationOf(...), its result as an Observation
// Pos: src/hosts/claude-code, translation only: the host's tool calls become
// the LoopKernel's words; a sub-agent's answer is an observation with no
// evidence, whatever it says
import { bodyActionOf } from '../../../policies/harness/body/behaviour-watch.js';
import {
  normaliseFailure,
  toolSignature,
} from '../../../policies/harness/loop/signature.js';
import type {
  ActionPlan,
  Observation,
} from '../../../policies/vocabulary/action.js';
import { keptText } from './long-command.js';
import { DELEGATION_TOOLS, WRITE_TOOLS } from './tool-subjects.js';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

export function planOfTool(
  tool: string,
  input: Readonly<Record<string, unknown>>,
  toolUseId: string | undefined,
): ActionPlan {
  const signature = toolSignature(tool, input);
  const id = toolUseId ?? signature;
  if (WRITE_TOOLS.has(tool)) {
    const action = bodyActionOf(tool, input);
    return {
      kind: 'write',
      id,
      tool,
      path:
        str(input['file_path']) ?? str(input['notebook_path']) ?? '(unknown)',
      lines: action.kind === 'write' ? action.lines : 0,
      signature,
    };
  }
  if (DELEGATION_TOOLS.has(tool))
    return {
      kind: 'delegate',
      id,
      avatar: str(input['subagent_type']) ?? 'general-purpose',
    };
  if (tool === 'AskUserQuestion') {
    const questions = Array.isArray(input['questions'])
      ? (input['questions'] as Array<Record<string, unknown>>)
      : [];
    const question =
      questions
        .map((q) => str(q?.['question']))
        .filter(Boolean)
        .join(' / ') ||
      str(input['question']) ||
      'a question';
    return { kind: 'ask', id, question, blocking: true };
  }
  const subject =
    str(input['command']) ??
    str(input['file_path']) ??
    str(input['path']) ??
    str(input['url']) ??
    str(input['pattern']) ??
    str(input['query']);
  return {
    kind: 'tool',
    id,
    tool,
    ...(subject ? { subject: keptText(subject) } : {}),
    signature,
  };
}

export interface ToolResult {
  plan: ActionPlan;
  tool: string;
  ok: boolean;
  /** The tool's text (its output, or the error of a failure), redacted. */
  text: string;
  exitCode?: number;
  evidenceIds: string[];
}

/**
 * The last lines of a result, at most 400 characters: the loop persists every
 * observation of a segment, so each stays small.
 */
const tail = (text: string, lines = 3) =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .slice(-lines)
    .join('\n')
    .slice(-400);

export function observationOf(r: ToolResult): Observation {
  const source = DELEGATION_TOOLS.has(r.tool)
    ? 'subagent'
    : r.tool === 'Bash'
      ? 'command'
      : r.plan.kind === 'ask'
        ? 'user'
        : 'tool';
  const outcome = !r.ok ? 'failed' : r.plan.kind === 'ask' ? 'answered' : 'ok';
  return {
    planId: r.plan.id,
    source,
    outcome,
    ...(r.exitCode !== undefined ? { exitCode: r.exitCode } : {}),
    ...(!r.ok
      ? { failure: normaliseFailure(`${r.tool} ${tail(r.text, 3)}`) }
      : {}),
    outputChars: r.text.length,
    excerpt: tail(r.text),
    evidenceIds: source === 'subagent' ? [] : r.evidenceIds,
  };
}
