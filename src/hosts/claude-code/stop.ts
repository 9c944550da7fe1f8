// onStop, onSubagentStop — the stop hook: a promise the user set that vanished
// from .wukong (missing, empty, unreadable, replaced) blocks first and is
// recorded as self-protection.vanished; then the loop's claim is judged (a loop
// stopped for budget-exhausted, stuck, unsafe, scope-drift or blocked lets the
// agent stop and tells the user why and what would let it continue; a done loop
// lets it stop); otherwise, with a CompletionPromise, stopping is blocked while
// criteria lack local evidence (the promised command or a stronger run, at
// least one test run: the block says which run fell short and why); a sub-agent
// that is an avatar may stop only once its final message passes the pipeline's
// 戒 gate, and its answer is gated at post-delegation; never forever
// Pos: src/hosts/claude-code, Stop and SubagentStop; the block/release decision
// is machines/stop-guard.machine.ts, persisted per agent, and the stop reasons
// and budgets machines/loop.machine.ts
import { relative } from 'node:path';
import {
  findingText,
  nextDetail,
} from '../../../policies/vocabulary/messages/index.js';
import { avatars, resolveAvatar } from '../../../policies/pipeline/avatars.js';
import { judgeJie } from '../../../policies/pipeline/jie/judge.js';
import { describeStop } from '../../../policies/harness/loop/stop-report.js';
import { gateFinding } from '../../../policies/gate/define-policy.js';
import { acceptanceStatus } from '../../../policies/evidence/acceptance-proof.js';
import { readPackageScripts } from '../../harness/verify/package-scripts.js';
import { workspaceOf } from '../../harness/gate/prepare-context.js';
import { promiseProblem } from '../../harness/promise/state-witness.js';
import { runGate } from '../../harness/gate/run-gate.js';
import { stepStopGuard } from '../../actors/guard-actor.js';
import { contractBlock } from './avatar-brief.js';
import { hookLanguage, record, type HookEnv } from './hook-env.js';
import { translator } from '../../../policies/vocabulary/messages/index.js';
import { storeProposedAnchors } from '../../context/subagent-anchors.js';
import type { HookInputOf } from './hook-input.js';
import type { HookOutput } from './hook-output.js';
import { block, message } from './hook-output.js';
import { loopAtStop } from './host-loop.js';
import { mainAgentTextSincePrompt } from './main-agent-text.js';

function guard(
  env: HookEnv,
  sessionId: string,
  key: string,
  open: string[],
  continuing: boolean,
) {
  return env.runs.update(sessionId, env.now(), (state) => {
    const step = stepStopGuard(
      state.actors[key],
      env.config.hooks.stopBlockLimit,
      { type: 'STOP', open, continuing },
    );
    state.actors[key] = step.persisted;
    if (step.restarted)
      record(env, 'machine.restarted', {
        machine: 'stopGuard',
        actorId: key,
        why: step.restarted,
      });
    return step;
  });
}

/**
 * The promise the user set (the witness says so) that .wukong/promise.json no
 * longer holds.
 */
function vanishedPromise(
  env: HookEnv,
): { id: string; problem: string; path: string } | undefined {
  const expected = env.witness?.read().promise;
  if (!expected) return undefined;
  const problem = promiseProblem(env.promises.path, expected.id);
  return problem
    ? {
        id: expected.id,
        problem,
        path: relative(env.workspace, env.promises.path),
      }
    : undefined;
}

/**
 * A vanished promise blocks the stop (through the guard, so never forever) and
 * is recorded as a finding.
 */
function onVanishedPromise(
  input: HookInputOf<'Stop'>,
  env: HookEnv,
  gone: { id: string; problem: string; path: string },
): HookOutput | null {
  const t = translator(hookLanguage(env));
  const what = t('stop.vanished.what', { ...gone });
  const finding = gateFinding(
    'self-protection.vanished',
    gone.path,
    'hard-deny',
    t('stop.vanished.finding', { what }),
    { kind: 'ask-user', detail: t('stop.vanished.next') },
  );
  const step = guard(
    env,
    input.session_id,
    'stop',
    [what],
    input.stop_hook_active === true,
  );
  record(env, 'self-protection.vanished', {
    what: 'promise',
    path: gone.path,
    promise: gone.id,
    problem: gone.problem,
    finding,
  });
  record(env, 'stop.decision', {
    state: step.state,
    open: [what],
    blocks: step.context.blocks,
    promise: gone.id,
    vanished: true,
  });
  const tell = t('stop.vanished.tell', { ...gone });
  if (step.state === 'blocked')
    return block(
      t('stop.vanished.blocked', {
        blocks: step.context.blocks,
        limit: step.context.limit,
        tell,
      }),
    );
  const released =
    step.state === 'released'
      ? t('stop.vanished.released', {
          limit: env.config.hooks.stopBlockLimit,
        })
      : '';
  return message(`${t('stop.vanished.note', { tell })}${released}`);
}

/**
 * package.json scripts, to know which runner `npm test` reaches; a broken
 * package.json reads as none (the proof then knows less, never more).
 */
function scriptsOf(workspace: string): Record<string, string> | null {
  try {
    return readPackageScripts(workspace);
  } catch {
    return null;
  }
}

export function onStop(
  input: HookInputOf<'Stop'>,
  env: HookEnv,
): HookOutput | null {
  const gone = vanishedPromise(env);
  if (gone) return onVanishedPromise(input, env, gone);
  const loop = loopAtStop(env, input);
  if (loop.kind === 'stopped' && loop.report.reason !== 'done') {
    record(env, 'stop.decision', {
      state: 'loop-stopped',
      reason: loop.report.reason,
      summary: loop.report.summary,
      toContinue: loop.report.toContinue,
    });
    return message(describeStop(loop.report, hookLanguage(env)));
  }
  const stored = env.promises.read();
  const open =
    loop.kind === 'stopped'
      ? []
      : stored
        ? acceptanceStatus(
            stored.promise.acceptance,
            env.evidence.list().records,
            stored.createdAt,
            { scripts: scriptsOf(env.workspace) },
          )
            .filter((s) => !s.proven)
            .map((s) => `${s.criterion.id} ${s.criterion.text} — ${s.detail}`)
            // the promise's doneWhen, evaluated by the loop's evaluator
            .concat(loop.kind === 'running' ? loop.unmet : [])
        : [];
  const step = guard(
    env,
    input.session_id,
    'stop',
    open,
    input.stop_hook_active === true,
  );
  record(env, 'stop.decision', {
    state: step.state,
    open,
    blocks: step.context.blocks,
    promise: stored?.promise.id ?? null,
  });
  const t = translator(hookLanguage(env));
  if (step.state === 'blocked') {
    return block(
      t('stop.unproven', {
        objective: stored?.promise.objective ?? '',
        blocks: step.context.blocks,
        limit: step.context.limit,
        open: open.join('\n- '),
      }),
    );
  }
  if (step.state === 'released') {
    return message(
      t('stop.released', {
        limit: env.config.hooks.stopBlockLimit,
        open: open.join('\n- '),
      }),
    );
  }
  if (loop.kind === 'stopped' && loop.report.residualRisk.length)
    return message(
      t('stop.residual-risk', { risks: loop.report.residualRisk.join('; ') }),
    );
  return null;
}

export function onSubagentStop(
  input: HookInputOf<'SubagentStop'>,
  env: HookEnv,
): HookOutput | null {
  const row = input.agent_type ? resolveAvatar(input.agent_type) : undefined;
  if (row && input.agent_id) {
    env.runs.update(input.session_id, env.now(), (state) => {
      delete state.activeSubagents[input.agent_id as string];
    });
  }
  const output = input.last_assistant_message ?? '';
  const delegation = runGate(
    'post-delegation',
    {
      ...workspaceOf({
        cwd: input.cwd,
        workspace: env.workspace,
        home: env.home,
      }),
      payload: { subagentType: input.agent_type ?? 'sub-agent', output },
    },
    { registry: env.registry, now: env.now() },
  );
  record(env, 'gate.decision', {
    checkpoint: 'post-delegation',
    tool: 'SubagentStop',
    subject: input.agent_type ?? null,
    decision: delegation,
  });
  if (!row) return subagentAnchors(env, input);
  const lang = hookLanguage(env);
  const t = translator(lang);
  const jie = judgeJie({
    submission: {
      avatar: row.id,
      track: env.config.hooks.subagentTrack,
      output: input.last_assistant_message ?? '',
      evidence: [],
    },
    row: avatars[row.id],
    lang,
  });
  const open = jie.findings
    .filter((f) => f.verdict === 'REJECT' || f.verdict === 'RETRY')
    .map(
      (f) =>
        `[${f.policy}] ${env.redact(findingText(f, hookLanguage(env)))} → ${nextDetail(f.nextAction, hookLanguage(env))}`,
    );
  const step = guard(
    env,
    input.session_id,
    `subagent:${input.agent_id ?? row.id}`,
    open,
    input.stop_hook_active === true,
  );
  record(env, 'subagent.contract', {
    avatar: row.id,
    agentId: input.agent_id ?? null,
    verdict: jie.verdict,
    final: jie.final,
    state: step.state,
    findings: open,
  });
  if (step.state === 'blocked') {
    return block(
      t('stop.subagent.blocked', {
        title: row.title,
        verdict: jie.verdict,
        open: open.join('\n- '),
        contract: contractBlock(avatars[row.id]),
      }),
    );
  }
  if (step.state === 'released')
    return message(
      t('stop.subagent.released', {
        glyph: row.glyph,
        title: row.title,
        limit: env.config.hooks.stopBlockLimit,
        open: open.join('\n- '),
      }),
    );
  return subagentAnchors(env, input);
}

/**
 * Seed 002 分身返回时: anchors the sub-agent's accepted output proposes are stored;
 * the user is told which, and why any was refused.
 */
function subagentAnchors(
  env: HookEnv,
  input: HookInputOf<'SubagentStop'>,
): HookOutput | null {
  // Claude Code versions without last_assistant_message: the sub-agent's
  // final text from its own transcript (bounded tail read).
  const output =
    input.last_assistant_message ??
    mainAgentTextSincePrompt(input.agent_transcript_path, 'sidechain');
  if (!output.includes('```wukong-anchor')) return null;
  const r = storeProposedAnchors(
    env.workspace,
    output,
    input.agent_type ?? 'sub-agent',
    env.now(),
    env.config.context.anchorStaleAfterDays,
    hookLanguage(env),
  );
  record(env, 'anchors.proposed', {
    agentType: input.agent_type ?? null,
    stored: r.stored,
    refused: r.refused.map(env.redact),
  });
  const lines = [
    ...(r.stored.length
      ? [
          `Wukong stored the anchors the sub-agent proposed: ${r.stored.map((id) => `[${id}]`).join(' ')}`,
        ]
      : []),
    ...r.refused.map(
      (why) => `Wukong refused an anchor proposal: ${env.redact(why)}`,
    ),
  ];
  return lines.length ? message(lines.join('\n')) : null;
}
