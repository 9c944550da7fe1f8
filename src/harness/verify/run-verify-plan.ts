// runVerifyPlan(plan, {cwd, timeoutMs, sandbox}) → {exitCode, output} — runs an
// accepted VerifyPlan's argv directly, never through a shell, inside the
// sandbox when one is given
// Pos: src/harness/verify, the only place a verification is executed; it takes
// a VerifyPlan (what judgeVerifyCommand accepted), never a command string
import { spawnSync } from 'node:child_process';
import type { VerifyPlan } from '../../../policies/harness/verify/verify-plan.js';

export interface VerifyRun {
  exitCode: number;
  output: string;
}

export function runVerifyPlan(
  plan: VerifyPlan,
  options: {
    cwd: string;
    timeoutMs?: number;
    env?: NodeJS.ProcessEnv;
    /** Wraps the argv in the sandbox (src/sandbox sandboxArgv). */
    sandbox?: (argv: readonly string[]) => string[];
  },
): VerifyRun {
  if (!plan.argv[0]) throw new TypeError('a VerifyPlan without a program');
  const [program, ...args] = options.sandbox
    ? options.sandbox(plan.argv)
    : plan.argv;
  if (!program) throw new TypeError('a VerifyPlan without a program');
  const result = spawnSync(program, args, {
    cwd: options.cwd,
    shell: false,
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 10 * 60_000,
    env: options.env ?? process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `\n${result.error.message}` : ''}`;
  return { exitCode: result.status ?? (result.error ? 127 : 1), output };
}
