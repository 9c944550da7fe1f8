// Input: policies (command profiles, proseOf, untrusted notice), src/gate (runGate), ./tool-subjects, ./hook-env, ./hook-output, ./pre-tool-use (describeFinding)
// Output: onPostToolUse, onPostToolUseFailure — post-tool gate (untrusted content, secrets), untrusted notices and redacted warnings as additionalContext, and Bash test/build/typecheck runs recorded as local-command EvidenceRecords with their exit code
// Pos: src/adapters/claude-code, what Wukong learns from a tool's result; it never blocks (the tool already ran)
import { profileCommand } from '../../../policies/ding/command-kind.js';
import { proseOf } from '../../../policies/jie/contract-extract.js';
import { injectionSignals } from '../../../policies/jie/security/untrusted/injection-signals.js';
import { untrustedNotice } from '../../../policies/jie/security/untrusted/untrusted-content.js';
import { pathGateContext, workspaceOf } from '../../gate/prepare-context.js';
import { runGate } from '../../gate/run-gate.js';
import type { HookEnv } from './hook-env.js';
import { record } from './hook-env.js';
import type { PostToolUse, PostToolUseFailure } from './hook-input.js';
import type { HookOutput } from './hook-output.js';
import { context } from './hook-output.js';
import { describeFinding } from './pre-tool-use.js';

const EVIDENCE_KINDS = new Set(['test', 'build', 'typecheck']);

const tail = (text: string, lines = 5) => text.split('\n').filter((l) => l.trim()).slice(-lines).join('\n');

function recordEvidence(env: HookEnv, input: PostToolUse | PostToolUseFailure, exitCode: number, output: string): void {
  const command = typeof input.tool_input['command'] === 'string' ? (input.tool_input['command'] as string) : '';
  if (!command || !EVIDENCE_KINDS.has(profileCommand(command).kind) || profileCommand(command).masked) return;
  const evidence = env.evidence.add({
    kind: 'verify',
    sourceTrust: 'local-command',
    producerTraceId: env.traceId,
    command,
    exitCode,
    sourceRefs: [],
    createdAt: env.now().toISOString(),
    sessionId: input.session_id,
    ...(input.tool_use_id ? { toolUseId: input.tool_use_id } : {}),
    outputTail: env.redact(tail(output)),
  });
  record(env, 'evidence.recorded', { id: evidence.id, path: evidence.path, command: env.redact(command), exitCode });
}

function origin(input: PostToolUse): string {
  const ti = input.tool_input;
  for (const key of ['url', 'query', 'file_path', 'path']) if (typeof ti[key] === 'string') return ti[key] as string;
  return input.tool_name;
}

export function onPostToolUse(input: PostToolUse, env: HookEnv): HookOutput | null {
  // Every string in the response, one per line: the text a person (or an injection) would put there.
  const output = proseOf(input.tool_response ?? '');
  const path = typeof input.tool_input['file_path'] === 'string' ? (input.tool_input['file_path'] as string) : undefined;
  const where = { cwd: input.cwd, workspace: env.workspace, home: env.home };
  const extra = { toolName: input.tool_name, output, payload: origin(input) };
  const ctx = path ? pathGateContext(path, 'read', where, extra) : { ...workspaceOf(where), ...extra };
  const decision = runGate('post-tool', ctx, { registry: env.registry, now: env.now() });
  record(env, 'gate.decision', { checkpoint: 'post-tool', tool: input.tool_name, decision });
  env.runs.update(input.session_id, env.now(), (state) => {
    state.counters.toolCalls++;
  });
  if (input.tool_name === 'Bash') recordEvidence(env, input, 0, output);

  const notes: string[] = [];
  if (decision.findings.some((f) => f.policy === 'untrusted-content')) {
    notes.push(untrustedNotice({ tool: input.tool_name, origin: origin(input) }, injectionSignals(output)));
  }
  const others = decision.findings.filter((f) => !f.policy.startsWith('untrusted-content'));
  for (const f of others) notes.push(`[wukong] ${env.redact(describeFinding(f))}`);
  return notes.length ? context('PostToolUse', notes.join('\n')) : null;
}

/** Claude Code reports a failed Bash run as `Error: Exit code N\n<output>`. */
export function exitCodeOf(error: string | undefined): number | undefined {
  const m = /Exit code (\d+)/.exec(error ?? '');
  return m ? Number(m[1]) : undefined;
}

export function onPostToolUseFailure(input: PostToolUseFailure, env: HookEnv): HookOutput | null {
  env.runs.update(input.session_id, env.now(), (state) => {
    state.counters.toolCalls++;
    state.counters.toolFailures++;
  });
  const code = exitCodeOf(input.error);
  if (input.tool_name === 'Bash' && code !== undefined && !input.is_interrupt) recordEvidence(env, input, code, input.error ?? '');
  return null;
}
