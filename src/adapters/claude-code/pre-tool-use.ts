// Input: policies (avatars, gate context), src/gate (runGate, decisionVerb, prepare-context: bash parse, path resolution), ./tool-subjects, ./hook-output, ./avatar-brief, ./hook-env
// Output: onPreToolUse — the gates a tool call passes (pre-tool, pre-write, pre-delegation) merged into Claude Code's permission answer
// Pos: src/adapters/claude-code, PreToolUse: hard-deny → deny, soft-deny → ask, each with the policy and the next action; otherwise no decision (Claude Code's own rules apply) unless the config allows what passed; a delegation to an avatar carries its contract
import type { GateContext } from '../../../policies/gate/gate-context.js';
import { avatars, resolveAvatar } from '../../../policies/avatars.js';
import type { Checkpoint } from '../../../policies/vocabulary/checkpoint.js';
import type { Finding } from '../../../policies/vocabulary/finding.js';
import type { GateDecision } from '../../../policies/vocabulary/gate.js';
import { pathGateContext, prepareBashContext, workspaceOf } from '../../gate/prepare-context.js';
import { decisionVerb, runGate } from '../../gate/run-gate.js';
import { CONTRACT_MARK, contractBlock } from './avatar-brief.js';
import type { HookEnv } from './hook-env.js';
import { record } from './hook-env.js';
import type { PreToolUse } from './hook-input.js';
import type { HookOutput } from './hook-output.js';
import { context as withContext, permission } from './hook-output.js';
import { toolSubjects } from './tool-subjects.js';

const RANK = { allow: 0, ask: 1, deny: 2 } as const;

export function describeFinding(f: Finding): string {
  return `[${f.policy}] ${f.message} → next: ${f.nextAction.kind}: ${f.nextAction.detail}`;
}

function gate(env: HookEnv, checkpoint: Checkpoint, context: Omit<GateContext, 'checkpoint'>): GateDecision {
  const decision = runGate(checkpoint, context, { registry: env.registry, now: env.now() });
  record(env, 'gate.decision', { checkpoint, tool: context.toolName, subject: context.command ?? context.path, decision });
  return decision;
}

export async function onPreToolUse(input: PreToolUse, env: HookEnv): Promise<HookOutput | null> {
  const subjects = toolSubjects(input.tool_name, input.tool_input, input.cwd);
  const avatar = input.agent_type ? resolveAvatar(input.agent_type)?.id : undefined;
  const where = { cwd: input.cwd, workspace: env.workspace, home: env.home };
  const who = { toolName: input.tool_name, ...(avatar ? { avatar } : {}) };
  const decisions: GateDecision[] = [];
  if (subjects.command !== undefined) decisions.push(gate(env, 'pre-tool', await prepareBashContext(subjects.command, where, who)));
  for (const file of subjects.files) {
    decisions.push(gate(env, 'pre-tool', pathGateContext(file.path, file.access, where, who)));
    if (file.access === 'write') decisions.push(gate(env, 'pre-write', pathGateContext(file.path, 'write', where, { ...who, content: file.content ?? '' })));
  }
  if (subjects.command === undefined && subjects.files.length === 0) decisions.push(gate(env, 'pre-tool', { ...workspaceOf(where), ...who }));
  if (subjects.delegation) decisions.push(gate(env, 'pre-delegation', { ...workspaceOf(where), ...who, payload: { subagentType: subjects.delegation.subagentType } }));

  const verb = decisions.map(decisionVerb).reduce((a, b) => (RANK[b] > RANK[a] ? b : a), 'allow' as 'allow' | 'ask' | 'deny');
  const findings = decisions.flatMap((d) => d.findings.filter((f) => !d.authorized.includes(f.id)));
  const notes = findings.filter((f) => f.severity === 'warning' || f.severity === 'evidence-required').map(describeFinding);
  const additionalContext = notes.length ? `[wukong] ${notes.join('\n[wukong] ')}` : undefined;
  if (verb !== 'allow') {
    const blocking = findings.filter((f) => f.severity === (verb === 'deny' ? 'hard-deny' : 'soft-deny'));
    const reason = `Wukong ${verb === 'deny' ? 'denied' : 'asks about'} ${input.tool_name}: ${blocking.map(describeFinding).join(' | ')}`;
    return permission(verb, reason, additionalContext ? { additionalContext } : {});
  }
  const target = subjects.delegation ? resolveAvatar(subjects.delegation.subagentType) : undefined;
  if (subjects.delegation && target && !subjects.delegation.prompt.includes(CONTRACT_MARK)) {
    const prompt = `${subjects.delegation.prompt}\n\n${contractBlock(avatars[target.id])}`;
    return permission('allow', `Wukong: delegation to ${target.glyph} ${target.title} passed pre-delegation; its output contract is attached`, {
      updatedInput: { ...input.tool_input, prompt },
      ...(additionalContext ? { additionalContext } : {}),
    });
  }
  if (env.config.hooks.allowWhenPassed) return permission('allow', 'Wukong: every policy passed', additionalContext ? { additionalContext } : {});
  return additionalContext ? withContext('PreToolUse', additionalContext) : null;
}
