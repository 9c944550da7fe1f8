// onPreToolUse — a known tool whose input does not fit its shape denied, naming
// the field; otherwise the gates a tool call passes (pre-tool for its command,
// files, URLs and — for MCP and unknown tools — the call itself, pre-write,
// pre-delegation) merged into Claude Code's permission answer, with the run,
// promise, body and loop facts (a script the Bash command runs is judged with
// it when it changed during the session); the loop sees every call (a stopped
// loop refuses it and halts Claude Code with the reason and what would let it
// continue)
// Pos: src/hosts/claude-code, PreToolUse: the gates' decisions merged by
// policies/gate/decision.ts into one verdict — deny or ask with each policy and
// its next action; a pass is no decision (Claude Code's own rules apply) unless
// hooks.allowWhenPassed (decision.ts hostAnswer); a delegation to an avatar
// carries its contract, and with an active loop its handoff capsule; a Bash
// call that is not denied runs in Wukong's sandbox (sandbox-answer.ts), and a
// call not denied that destroys workspace content is preceded by an undo
// snapshot
import { CAPSULE_MARK } from '../../../policies/harness/delegation/handoff-capsule-policy.js';
import {
  distinctFindings,
  hostAnswer,
  reasonsOf,
  verdictOf,
} from '../../../policies/gate/decision.js';
import { message } from '../../../policies/vocabulary/messages/index.js';
import { gateFinding } from '../../../policies/gate/define-policy.js';
import type { GateInput } from '../../../policies/gate/gate-context.js';
import { describeStop } from '../../../policies/harness/loop/stop-report.js';
import { avatars, resolveAvatar } from '../../../policies/pipeline/avatars.js';
import type { Checkpoint } from '../../../policies/vocabulary/checkpoint.js';
import type { ShellAnalysis } from '../../../policies/security/commands/shell-command.js';
import type {
  Authorization,
  GateDecision,
} from '../../../policies/vocabulary/gate.js';
import {
  pathGateContext,
  prepareBashContext,
  workspaceOf,
} from '../../harness/gate/prepare-context.js';
import { runGate } from '../../harness/gate/run-gate.js';
import {
  prepareDeferredBash,
  prepareDeferredWrite,
} from '../../harness/gate/deferred-facts.js';
import { liveGrants, rememberAsk, spendGrants } from './approved-asks.js';
import { CONTRACT_MARK, contractBlock } from './avatar-brief.js';
import { describeFinding } from './describe-finding.js';
import { keptText } from './long-command.js';
import type { HookEnv } from './hook-env.js';
import { hookLanguage, record } from './hook-env.js';
import type { PreToolUse } from './hook-input.js';
import type { HookOutput } from './hook-output.js';
import { halt, context as withContext, permission } from './hook-output.js';
import { loopBeforeTool } from './host-loop.js';
import { preToolFacts } from './loop-facts.js';
import { refuseUnsandboxed, sandboxedBash } from './sandbox-answer.js';
import { toolCallProblems } from './tool-input.js';
import { toolSubjects } from './tool-subjects.js';
import { snapshotBeforeTool } from './undo-before-tool.js';

export { describeFinding };

function gateWith<C extends Checkpoint>(
  env: HookEnv,
  checkpoint: C,
  context: GateInput<C>,
  authorizations: readonly Authorization[] = [],
): GateDecision {
  const decision = runGate(checkpoint, context, {
    registry: env.registry,
    now: env.now(),
    authorizations,
  });
  const subject = context.command ?? context.path ?? context.url;
  record(env, 'gate.decision', {
    checkpoint,
    tool: context.toolName,
    subject: subject === undefined ? undefined : keptText(subject),
    decision,
  });
  return decision;
}

/**
 * A call without a session, an absolute cwd or a tool name, or a known tool
 * whose input does not fit its shape, cannot be judged: deny, naming each field
 * and what it must be.
 */
function refuseMalformed(
  env: HookEnv,
  input: PreToolUse,
  problems: string[],
): HookOutput {
  const tool =
    typeof input.tool_name === 'string' && input.tool_name.trim()
      ? input.tool_name
      : 'the tool call';
  const finding = gateFinding(
    'tool-input',
    tool,
    'hard-deny',
    `${tool === 'the tool call' ? tool : `${tool}'s input`} cannot be judged: ${problems.join('; ')}`,
    {
      kind: 'fix-input',
      detail: `send ${tool} the fields Claude Code documents for it; nothing was run`,
    },
  );
  record(env, 'gate.malformed-tool-input', { tool: input.tool_name, problems });
  const lang = hookLanguage(env);
  return permission(
    'deny',
    message('hook.denied', lang, {
      tool,
      findings: describeFinding(finding, lang),
    }),
  );
}

export async function onPreToolUse(
  input: PreToolUse,
  env: HookEnv,
): Promise<HookOutput | null> {
  const problems = toolCallProblems(input);
  if (problems.length) return refuseMalformed(env, input, problems);
  const unsandboxed = refuseUnsandboxed(input, env);
  if (unsandboxed) return unsandboxed;
  const subjects = toolSubjects(
    input.tool_name,
    input.tool_input,
    input.cwd,
    env.config.mcp.tools,
  );
  const prep = await preToolFacts(
    env,
    input,
    subjects.delegation !== undefined,
  );
  const avatar = input.agent_type
    ? resolveAvatar(input.agent_type)?.id
    : undefined;
  const where = { cwd: input.cwd, workspace: env.workspace, home: env.home };
  const who = {
    toolName: input.tool_name,
    ...(avatar ? { avatar } : {}),
    ...(prep.run ? { run: prep.run } : {}),
  };
  let body = prep.body;
  /**
   * The prepared context plus the session's facts; the body's verdict rides on
   * the first pre-tool gate only.
   */
  const facts = <C extends GateInput>(ctx: C, pre: boolean): C => {
    const out = {
      ...ctx,
      facts: { ...ctx.facts, ...prep.facts, ...(pre && body ? { body } : {}) },
    };
    if (pre) body = undefined;
    return out;
  };
  const scripts = prep.sessionStartedAt
    ? { changedSince: prep.sessionStartedAt }
    : {};
  // The user's Authorizations (wukong authorize): soft-denies they cover are
  // lifted, hard-denies never.
  const grants = liveGrants(env);
  const gate = <C extends Checkpoint>(
    e: HookEnv,
    checkpoint: C,
    context: GateInput<C>,
  ) => gateWith(e, checkpoint, context, grants);
  const decisions: GateDecision[] = [];
  // What each Bash command was read as, for the undo snapshot after the gate.
  const shells: Array<ShellAnalysis | undefined> = [];
  const bash = async (command: string) => {
    const prepared = await prepareBashContext(command, where, who, scripts);
    shells.push(prepared.facts.shell);
    // Files that make code run later, written by the command (issue 19).
    const shell = prepared.facts.shell;
    const deferred = shell
      ? await prepareDeferredBash(shell, input.cwd)
      : undefined;
    return deferred
      ? { ...prepared, facts: { ...prepared.facts, deferred } }
      : prepared;
  };
  if (subjects.command !== undefined)
    decisions.push(
      gate(env, 'pre-tool', facts(await bash(subjects.command), true)),
    );
  for (const command of subjects.argumentCommands ?? [])
    decisions.push(gate(env, 'pre-tool', facts(await bash(command), true)));
  for (const file of subjects.files) {
    decisions.push(
      gate(
        env,
        'pre-tool',
        facts(pathGateContext(file.path, file.access, where, who), true),
      ),
    );
    if (file.access === 'write') {
      // A file that makes code run later is judged as it will be after the
      // write (issue 19); the parser reads what it plants.
      const deferred = await prepareDeferredWrite(file, input.cwd);
      const context = pathGateContext(file.path, 'write', where, {
        ...who,
        content: file.content ?? '',
      });
      decisions.push(
        gate(
          env,
          'pre-write',
          facts(
            deferred
              ? { ...context, facts: { ...context.facts, deferred } }
              : context,
            false,
          ),
        ),
      );
    }
  }
  for (const url of subjects.urls ?? [])
    decisions.push(
      gate(
        env,
        'pre-tool',
        facts({ ...workspaceOf(where), ...who, url }, true),
      ),
    );
  // The tool itself: its rights (avatars), and for MCP and unknown tools what
  // the argument search found.
  const subjectless =
    subjects.command === undefined &&
    subjects.files.length === 0 &&
    !subjects.urls?.length &&
    !subjects.argumentCommands?.length;
  if (subjectless || subjects.call)
    decisions.push(
      gate(
        env,
        'pre-tool',
        facts(
          {
            ...workspaceOf(where),
            ...who,
            ...(subjects.call ? { facts: { toolCall: subjects.call } } : {}),
          },
          true,
        ),
      ),
    );
  if (subjects.delegation) {
    const payload = {
      subagentType: subjects.delegation.subagentType,
      ...(prep.capsule ? { capsule: prep.capsule } : {}),
    };
    decisions.push(
      gate(
        env,
        'pre-delegation',
        facts({ ...workspaceOf(where), ...who, payload }, false),
      ),
    );
  }

  const verdict = verdictOf(decisions);
  spendGrants(env, decisions, verdict.verb);
  const lang = hookLanguage(env);
  const notes = distinctFindings(verdict.notes).map((f) =>
    describeFinding(f, lang),
  );
  const additionalContext = notes.length
    ? `[wukong] ${notes.join('\n[wukong] ')}`
    : undefined;
  // Without a loop and with the session's state already written, the loop's
  // step would take the state's lock, read it and write nothing (~0.4 ms on
  // every tool call); the first call of a session still goes through it, which
  // writes the state.
  const stopped =
    prep.scope === null && prep.stateExists
      ? null
      : loopBeforeTool(env, input, decisions, verdict.verb, prep.scope);
  if (stopped) {
    const why = describeStop(stopped, lang);
    record(env, 'loop.stopped', {
      reason: stopped.reason,
      summary: stopped.summary,
      toContinue: stopped.toContinue,
    });
    return halt(
      why,
      permission(
        'deny',
        `${why}\n${message('hook.stop-report', lang)}`,
        additionalContext ? { additionalContext } : {},
      ),
    );
  }
  const answer = hostAnswer(verdict, env.config.hooks);
  if (answer === 'ask') rememberAsk(env, input, reasonsOf(verdict));
  // Before Claude Code runs (or asks about) a call that destroys or rewrites
  // workspace content: a snapshot `wukong undo` can bring back.
  if (answer !== 'deny')
    await snapshotBeforeTool(env, input, subjects, shells, decisions);
  if (answer === 'deny' || answer === 'ask') {
    const reason = message(
      answer === 'deny' ? 'hook.denied' : 'hook.asks',
      lang,
      {
        tool: input.tool_name,
        findings: reasonsOf(verdict)
          .map((f) => describeFinding(f, lang))
          .join(' | '),
      },
    );
    const sandboxed =
      answer === 'ask'
        ? sandboxedBash(input, env, {
            verb: 'ask',
            reason,
            ...(additionalContext ? { additionalContext } : {}),
          })
        : undefined;
    if (sandboxed) return sandboxed;
    return permission(
      answer,
      reason,
      additionalContext ? { additionalContext } : {},
    );
  }
  const target = subjects.delegation
    ? resolveAvatar(subjects.delegation.subagentType)
    : undefined;
  const contract =
    subjects.delegation &&
    target &&
    !subjects.delegation.prompt.includes(CONTRACT_MARK)
      ? contractBlock(avatars[target.id])
      : undefined;
  const capsule =
    subjects.delegation &&
    prep.capsule &&
    !subjects.delegation.prompt.includes(CAPSULE_MARK)
      ? prep.capsule
      : undefined;
  // Seed 002: a sub-agent always gets the relevant anchors and is asked to
  // propose new ones, loop or not.
  // Imported for a delegation only: the anchor store (classic-zod schemas, the
  // anchor machine) cost every other cold hook ~4 ms of module init.
  const anchors = subjects.delegation
    ? (await import('../../context/subagent-anchors.js')).delegationAnchors(
        env.workspace,
        subjects.delegation.prompt,
        env.now(),
        hookLanguage(env),
      )
    : undefined;
  if (subjects.delegation && (contract || capsule || anchors)) {
    const prompt = [
      subjects.delegation.prompt,
      contract,
      capsule,
      anchors?.text,
    ]
      .filter(Boolean)
      .join('\n\n');
    const what = [
      contract ? message('hook.attached.contract', lang) : '',
      capsule ? message('hook.attached.capsule', lang) : '',
      anchors
        ? anchors.ids.length
          ? message('hook.attached.anchors', lang, {
              ids: anchors.ids.map((id) => `[${id}]`).join(' '),
            })
          : message('hook.attached.anchors-request', lang)
        : '',
    ]
      .filter(Boolean)
      .join(message('hook.attached.sep', lang));
    return permission(
      'allow',
      message('hook.delegation-passed', lang, {
        target: target
          ? `${target.glyph} ${target.title}`
          : subjects.delegation.subagentType,
        what,
      }),
      {
        updatedInput: { ...input.tool_input, prompt },
        ...(additionalContext ? { additionalContext } : {}),
      },
    );
  }
  const sandboxed = sandboxedBash(input, env, {
    verb: 'pass',
    ...(additionalContext ? { additionalContext } : {}),
  });
  if (sandboxed) return sandboxed;
  if (answer === 'allow')
    return permission(
      'allow',
      message('hook.passed', lang),
      additionalContext ? { additionalContext } : {},
    );
  return additionalContext
    ? withContext('PreToolUse', additionalContext)
    : null;
}
