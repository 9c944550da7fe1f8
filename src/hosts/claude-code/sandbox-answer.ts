// refuseUnsandboxed, sandboxedBash — Bash in Wukong's sandbox: a call asking
// Claude Code to skip its sandbox (`dangerouslyDisableSandbox: true`) is a hard
// deny; a Bash call the gate does not deny is answered with `updatedInput`
// whose command runs the original inside bubblewrap, `allow` or — when the gate
// or the user's own ask rule asks — `ask` (Claude Code then shows the wrapped
// command); the user's deny/ask rules are re-applied to the original, since
// Claude Code matches them against the wrapper; no sandbox here: told in the
// ledger, and `sandbox.mode: "required"` denies
// Pos: src/hosts/claude-code, called by pre-tool-use.ts after the gates; the
// profile and the wrapper are src/sandbox's
import { gateFinding } from '../../../policies/gate/define-policy.js';
import type { HookEnv } from './hook-env.js';
import { hookLanguage, record } from './hook-env.js';
import { describeFinding } from './describe-finding.js';
import {
  message,
  say,
  sayDetail,
} from '../../../policies/vocabulary/messages/index.js';
import type { PreToolUse } from './hook-input.js';
import type { HookOutput } from './hook-output.js';
import { permission } from './hook-output.js';
import { keptText } from './long-command.js';
import {
  bashRuleMatches,
  claudeSandboxOn,
  userBashRule,
} from './permission-rules.js';

const sandboxOn = (env: HookEnv) =>
  env.config.sandbox.mode !== 'off' || env.config.sandbox.native;

/**
 * `dangerouslyDisableSandbox: true` on Bash: denied whenever a sandbox is
 * configured, Wukong's or Claude Code's (`sandbox.native`).
 */
export function refuseUnsandboxed(
  input: PreToolUse,
  env: HookEnv,
): HookOutput | undefined {
  if (input.tool_name !== 'Bash' || !sandboxOn(env)) return undefined;
  if (input.tool_input['dangerouslyDisableSandbox'] !== true) return undefined;
  const finding = gateFinding(
    'sandbox.disable',
    'Bash',
    'hard-deny',
    say('sandbox.disable'),
    { kind: 'fix-input', ...sayDetail('sandbox.disable.next') },
  );
  record(env, 'sandbox.disable-refused', {
    command: keptText(String(input.tool_input['command'] ?? '')),
  });
  const lang = hookLanguage(env);
  return permission(
    'deny',
    message('hook.denied', lang, {
      tool: 'Bash',
      findings: describeFinding(finding, lang),
    }),
  );
}

export interface GateAnswer {
  /** What the gates said: ask (with its reason) or nothing against. */
  verb: 'ask' | 'pass';
  reason?: string;
  additionalContext?: string;
}

/**
 * The sandboxed answer for a Bash call the gate did not deny, or undefined when
 * Wukong does not wrap it (not Bash, mode off, Claude Code's sandbox on, an
 * excluded command, no sandbox facility, or none can run here in mode auto:
 * then the caller answers as without a sandbox).
 */
export function sandboxedBash(
  input: PreToolUse,
  env: HookEnv,
  gate: GateAnswer,
): HookOutput | undefined {
  const cfg = env.config.sandbox;
  if (input.tool_name !== 'Bash' || cfg.mode === 'off' || cfg.native)
    return undefined;
  const command = input.tool_input['command'];
  if (typeof command !== 'string' || !env.sandbox) return undefined;
  if (claudeSandboxOn(env.workspace, env.home)) {
    record(env, 'sandbox.claude-code', { wrapped: false });
    return undefined;
  }
  const excluded = cfg.exclude.find((pattern) =>
    bashRuleMatches(`Bash(${pattern})`, command),
  );
  if (excluded !== undefined) {
    record(env, 'sandbox.excluded', {
      pattern: excluded,
      command: keptText(command),
    });
    return undefined;
  }
  const extra = gate.additionalContext
    ? { additionalContext: gate.additionalContext }
    : {};
  const unavailable = (reason: string): HookOutput | undefined => {
    record(env, 'sandbox.gate-only', { reason, mode: cfg.mode });
    if (cfg.mode !== 'required') return undefined;
    return permission(
      'deny',
      `Wukong denied Bash: sandbox.mode is "required" and no sandbox can run here: ${reason} → next: fix-environment: install bubblewrap or allow user namespaces, or set sandbox.mode to "auto" for gate-only Bash`,
      extra,
    );
  };
  const status = env.sandbox.status();
  if (!status.available) return unavailable(status.reason);
  const rule = userBashRule(command, env.workspace, env.home);
  if (rule?.verb === 'deny')
    return permission(
      'deny',
      `Wukong denied Bash: your Claude Code rule ${JSON.stringify(rule.rule)} (${rule.file}) denies it; Wukong re-applies it to the original command because it hands Claude Code a sandboxed one`,
      extra,
    );
  let wrapped;
  try {
    wrapped = env.sandbox.wrap(command, input.cwd);
  } catch (error) {
    return unavailable((error as Error).message);
  }
  record(env, 'sandbox.wrapped', {
    network: wrapped.network,
    ...(wrapped.networkProblem
      ? { networkProblem: wrapped.networkProblem }
      : {}),
  });
  const where = `runs in Wukong's sandbox (workspace writable, Wukong's files and secrets out of reach, network: ${wrapped.network === 'allowlist' ? 'sandbox.network.allow only' : 'none'})`;
  const updatedInput = { ...input.tool_input, command: wrapped.command };
  if (gate.verb === 'ask' || rule?.verb === 'ask') {
    const why = [
      gate.verb === 'ask' ? gate.reason : undefined,
      rule
        ? `your Claude Code rule ${JSON.stringify(rule.rule)} asks`
        : undefined,
    ]
      .filter(Boolean)
      .join(' | ');
    return permission('ask', `${why}; ${where}`, { ...extra, updatedInput });
  }
  return permission('allow', `Wukong: every policy passed; ${where}`, {
    ...extra,
    updatedInput,
  });
}

/**
 * At SessionStart (a fresh start, not a resume or compaction: told once per
 * session): probes the sandbox (which warms the cache for the first Bash call)
 * and, when none can run, records gate-only mode and returns what the user is
 * told.
 */
export function sandboxNotice(
  env: HookEnv,
  source: string | undefined,
): string | undefined {
  const cfg = env.config.sandbox;
  if (!env.sandbox || cfg.mode === 'off' || cfg.native) return undefined;
  if (source !== undefined && source !== 'startup') return undefined;
  const status = env.sandbox.status();
  if (status.available) return undefined;
  record(env, 'sandbox.gate-only', { reason: status.reason, mode: cfg.mode });
  return cfg.mode === 'required'
    ? `Wukong: no sandbox can run here (${status.reason}); sandbox.mode is "required", so Bash is denied. Run \`wukong sandbox status\` for details.`
    : `Wukong: no sandbox can run here (${status.reason}); Bash runs under the gate only (gate-only mode, recorded in the ledger). Run \`wukong sandbox status\` for details.`;
}
