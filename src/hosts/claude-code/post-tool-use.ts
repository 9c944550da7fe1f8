// onPostToolUse, onPostToolUseFailure — post-tool gate (untrusted content,
// secrets), the post-write gate of an active run, untrusted notices and
// redacted warnings as additionalContext, Bash test/build/typecheck runs gated
// at post-verify-result and recorded as local-command EvidenceRecords with
// their exit code, test counts and directory, a sub-agent's answer gated at
// post-delegation (an observation, never evidence), and the call as one loop
// round (a stopped loop halts Claude Code with the reason and what would let it
// continue)
// Pos: src/hosts/claude-code, what Wukong learns from a tool's result; the tool
// already ran, so it never blocks it — it can only stop what comes next
import { relative } from 'node:path';
import { profileCommand } from '../../../policies/evidence/command-kind.js';
import { testSummary } from '../../../policies/evidence/test-summary.js';
import { proseOf } from '../../../policies/pipeline/jie/contract-extract.js';
import type { VerifyResultPayload } from '../../../policies/evidence/evidence-trust-policy.js';
import { injectionSignals } from '../../../policies/security/untrusted/injection-signals.js';
import { untrustedNotice } from '../../../policies/security/untrusted/untrusted-content.js';
import { describeStop } from '../../../policies/harness/loop/stop-report.js';
import type { Finding } from '../../../policies/vocabulary/finding.js';
import type { GateDecision } from '../../../policies/vocabulary/gate.js';
import type { StopReport } from '../../../policies/vocabulary/loop.js';
import {
  findingText,
  message,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import {
  pathGateContext,
  workspaceOf,
} from '../../harness/gate/prepare-context.js';
import { runGate } from '../../harness/gate/run-gate.js';
import type { RunState } from '../../actors/run-store.js';
import { approveAsk } from './approved-asks.js';
import type { HookEnv } from './hook-env.js';
import { hookLanguage, record } from './hook-env.js';
import { distinctFindings } from '../../../policies/gate/decision.js';
import type { PostToolUse, PostToolUseFailure } from './hook-input.js';
import type { HookOutput } from './hook-output.js';
import { context, halt } from './hook-output.js';
import type { LoopScope } from './host-loop.js';
import { loopAfterTool, loopScope } from './host-loop.js';
import { keptText } from './long-command.js';
import { describeFinding } from './describe-finding.js';
import { DELEGATION_TOOLS, WRITE_TOOLS } from './tool-subjects.js';

const EVIDENCE_KINDS = new Set(['test', 'build', 'typecheck']);
const SEARCH_TOOLS = new Set(['Glob', 'Grep', 'LS']);
const NOT_FOUND = /does not exist|no such file|enoent|not found|cannot find/i;

const tail = (text: string, lines = 5) =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .slice(-lines)
    .join('\n');

/**
 * Gates a test/build/typecheck run at post-verify-result and stores it as
 * local-command evidence when the gate lets it, with the test counts its
 * summary reported and where its shell was (the Stop hook judges both); returns
 * the record's id.
 */
function recordEvidence(
  env: HookEnv,
  input: PostToolUse | PostToolUseFailure,
  exitCode: number,
  output: string,
  scope: LoopScope | null,
): { id?: string; findings: Finding[] } {
  const command =
    typeof input.tool_input['command'] === 'string'
      ? (input.tool_input['command'] as string)
      : '';
  if (!command) return { findings: [] };
  const profile = profileCommand(command);
  if (!EVIDENCE_KINDS.has(profile.kind) || profile.masked)
    return { findings: [] };
  const where = workspaceOf({
    cwd: input.cwd,
    workspace: env.workspace,
    home: env.home,
  });
  const tests = testSummary(output);
  const candidate: VerifyResultPayload['record'] = {
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
    ...(tests ? { tests } : {}),
    workspace: where.workspace,
    cwd: relative(where.workspace, where.cwd) || '.',
  };
  const decision = runGate(
    'post-verify-result',
    {
      ...where,
      command,
      ...(scope?.run ? { run: scope.run } : {}),
      payload: { record: candidate, claimed: exitCode === 0 ? 'pass' : 'fail' },
      ...(scope?.run?.tdd
        ? { facts: { evidence: env.evidence.list().records } }
        : {}),
    },
    { registry: env.registry, now: env.now() },
  );
  record(env, 'gate.decision', {
    checkpoint: 'post-verify-result',
    tool: 'Bash',
    subject: env.redact(command),
    decision,
  });
  if (!decision.allowed) return { findings: decision.findings };
  const evidence = env.evidence.add(candidate);
  record(env, 'evidence.recorded', {
    id: evidence.id,
    path: evidence.path,
    command: env.redact(command),
    exitCode,
  });
  return {
    id: evidence.id,
    findings: decision.findings.filter(
      (f) => f.severity !== 'warning' || f.policy === 'tdd',
    ),
  };
}

function origin(input: PostToolUse): string {
  const ti = input.tool_input;
  // A Bash result's origin is its command (the untrusted-content policy looks
  // for curl, wget, gh, http … in it).
  if (input.tool_name === 'Bash' && typeof ti['command'] === 'string')
    return keptText(ti['command'] as string);
  for (const key of ['url', 'query', 'file_path', 'path'])
    if (typeof ti[key] === 'string') return ti[key] as string;
  return input.tool_name;
}

/**
 * Counts the call and remembers a "no such file" failure, and a search after it
 * (the tool-failure policy reads both).
 */
function noteCall(
  state: RunState,
  env: HookEnv,
  input: PostToolUse | PostToolUseFailure,
  failedText: string | undefined,
): void {
  const path =
    typeof input.tool_input['file_path'] === 'string'
      ? (input.tool_input['file_path'] as string)
      : undefined;
  state.counters.toolCalls++;
  if (failedText !== undefined) {
    state.counters.toolFailures++;
    if (NOT_FOUND.test(failedText) && path)
      state.lastToolFailure = {
        tool: input.tool_name,
        path,
        notFound: true,
        searchedSince: false,
        at: env.now().toISOString(),
      };
  } else if (state.lastToolFailure) {
    if (SEARCH_TOOLS.has(input.tool_name))
      state.lastToolFailure.searchedSince = true;
    else if (path) state.lastToolFailure = null;
  }
}

/**
 * With an active run, a write is checked after the fact (placeholders left, a
 * new file).
 */
function gateWrite(
  env: HookEnv,
  input: PostToolUse,
  scope: LoopScope | null,
): Finding[] {
  const path =
    typeof input.tool_input['file_path'] === 'string'
      ? (input.tool_input['file_path'] as string)
      : undefined;
  if (!scope?.run || !path || !WRITE_TOOLS.has(input.tool_name)) return [];
  const content = ['content', 'new_string', 'new_source']
    .map((k) => input.tool_input[k])
    .find((v) => typeof v === 'string') as string | undefined;
  const created =
    (input.tool_response as { type?: unknown } | undefined)?.type === 'create';
  const ctx = pathGateContext(
    path,
    'write',
    { cwd: input.cwd, workspace: env.workspace, home: env.home },
    {
      toolName: input.tool_name,
      content: content ?? '',
      run: scope.run,
      payload: { created },
    },
  );
  const decision = runGate('post-write', ctx, {
    registry: env.registry,
    now: env.now(),
  });
  record(env, 'gate.decision', {
    checkpoint: 'post-write',
    tool: input.tool_name,
    subject: path,
    decision,
  });
  return decision.findings;
}

/**
 * A Task/Agent result: gated at post-delegation; it stays an observation
 * whatever it claims.
 */
function gateDelegation(
  env: HookEnv,
  input: PostToolUse,
  output: string,
): Finding[] {
  const where = workspaceOf({
    cwd: input.cwd,
    workspace: env.workspace,
    home: env.home,
  });
  const subagentType =
    typeof input.tool_input['subagent_type'] === 'string'
      ? (input.tool_input['subagent_type'] as string)
      : 'general-purpose';
  const decision = runGate(
    'post-delegation',
    { ...where, toolName: input.tool_name, payload: { subagentType, output } },
    { registry: env.registry, now: env.now() },
  );
  record(env, 'gate.decision', {
    checkpoint: 'post-delegation',
    tool: input.tool_name,
    subject: subagentType,
    decision,
  });
  return decision.findings;
}

/** The loop ended with its promise kept, in the user's language. */
function keptLine(stopped: StopReport, lang: Lang): string {
  const summary = findingText(
    { message: stopped.summary, said: stopped.summarySaid },
    lang,
  );
  return stopped.residualRisk.length
    ? message('loop.kept-risk', lang, {
        summary,
        risk: stopped.residualRisk.join(lang === 'zh' ? '；' : '; '),
      })
    : message('loop.kept', lang, { summary });
}

function answer(
  notes: string[],
  stopped: ReturnType<typeof loopAfterTool>,
  env: HookEnv,
  event: string,
): HookOutput | null {
  const out = notes.length ? context(event, notes.join('\n')) : null;
  const lang = hookLanguage(env);
  if (!stopped || stopped.reason === 'done') {
    if (stopped)
      return context(event, [...notes, keptLine(stopped, lang)].join('\n'));
    return out;
  }
  const why = describeStop(stopped, lang);
  record(env, 'loop.stopped', {
    reason: stopped.reason,
    summary: stopped.summary,
    toContinue: stopped.toContinue,
  });
  return halt(why, context(event, [...notes, `[wukong] ${why}`].join('\n')));
}

export function onPostToolUse(
  input: PostToolUse,
  env: HookEnv,
): HookOutput | null {
  // Every string in the response, one per line: the text a person (or an
  // injection) would put there.
  const output = proseOf(input.tool_response ?? '');
  const path =
    typeof input.tool_input['file_path'] === 'string'
      ? (input.tool_input['file_path'] as string)
      : undefined;
  const where = { cwd: input.cwd, workspace: env.workspace, home: env.home };
  const extra = { toolName: input.tool_name, output, payload: origin(input) };
  const ctx = path
    ? pathGateContext(path, 'read', where, extra)
    : { ...workspaceOf(where), ...extra };
  const decision = runGate('post-tool', ctx, {
    registry: env.registry,
    now: env.now(),
  });
  record(env, 'gate.decision', {
    checkpoint: 'post-tool',
    tool: input.tool_name,
    decision,
  });
  const scope = loopScope(env);
  const evidence =
    input.tool_name === 'Bash'
      ? recordEvidence(env, input, 0, output, scope)
      : { findings: [] };
  const delegated = DELEGATION_TOOLS.has(input.tool_name)
    ? gateDelegation(env, input, output)
    : [];
  const written = gateWrite(env, input, scope);

  const notes: string[] = [];
  if (decision.findings.some((f) => f.policy === 'untrusted-content')) {
    notes.push(
      untrustedNotice(
        {
          tool: input.tool_name,
          origin: env.redact(origin(input)).slice(0, 200),
        },
        injectionSignals(output),
      ),
    );
  }
  const others = [
    ...decision.findings.filter(
      (f) => !f.policy.startsWith('untrusted-content'),
    ),
    ...evidence.findings,
    ...delegated,
    ...written,
  ];
  const lang = hookLanguage(env);
  for (const f of distinctFindings(others))
    notes.push(`[wukong] ${env.redact(describeFinding(f, lang))}`);
  const stopped = loopAfterTool(
    env,
    input,
    {
      ok: true,
      text: env.redact(output),
      ...(input.tool_name === 'Bash' ? { exitCode: 0 } : {}),
      evidenceIds: evidence.id ? [evidence.id] : [],
    },
    decision,
    scope,
    (state) => noteCall(state, env, input, undefined),
  );
  return answer(notes, stopped, env, 'PostToolUse');
}

/** Claude Code reports a failed Bash run as `Error: Exit code N\n<output>`. */
export function exitCodeOf(error: string | undefined): number | undefined {
  const m = /Exit code (\d+)/.exec(error ?? '');
  return m ? Number(m[1]) : undefined;
}

export function onPostToolUseFailure(
  input: PostToolUseFailure,
  env: HookEnv,
): HookOutput | null {
  const code = exitCodeOf(input.error);
  const scope = loopScope(env);
  const evidence =
    input.tool_name === 'Bash' && code !== undefined && !input.is_interrupt
      ? recordEvidence(env, input, code, input.error ?? '', scope)
      : { findings: [] };
  if (!scope || input.is_interrupt) {
    env.runs.update(input.session_id, env.now(), (state) => {
      noteCall(state, env, input, input.error ?? '');
      if (!input.is_interrupt) approveAsk(env, state, input);
    });
    return null;
  }
  const where = workspaceOf({
    cwd: input.cwd,
    workspace: env.workspace,
    home: env.home,
  });
  const decision: GateDecision = runGate(
    'post-tool',
    { ...where, toolName: input.tool_name, output: input.error ?? '' },
    { registry: env.registry, now: env.now() },
  );
  record(env, 'gate.decision', {
    checkpoint: 'post-tool',
    tool: input.tool_name,
    decision,
  });
  const stopped = loopAfterTool(
    env,
    input,
    {
      ok: false,
      text: env.redact(input.error ?? ''),
      ...(code !== undefined ? { exitCode: code } : {}),
      evidenceIds: evidence.id ? [evidence.id] : [],
    },
    decision,
    scope,
    (state) => noteCall(state, env, input, input.error ?? ''),
  );
  return answer([], stopped, env, 'PostToolUseFailure');
}
