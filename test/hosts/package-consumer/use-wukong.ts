// A library user's file, type-checked against the packed package: the hooks
// adapter, the gate, the pipeline, the loop runtime and the path suites
// Pos: test/hosts/package-consumer, copied into a scratch project by
// package.test.ts; never compiled inside this repository
import { homedir } from 'node:os';
import { createPipeline, loadConfig } from 'wukong';
import { handleHookInput, makeHookEnv } from 'wukong/claude-code';
import type { AnyHookInput, HookAnswer } from 'wukong/claude-code';
import {
  defaultRegistry,
  definePolicy,
  gateFinding,
  PolicyRegistry,
  runGate,
} from 'wukong/gate';
import type { GateDecision } from 'wukong/gate';
import { LoopRuntime } from 'wukong/harness';
import { pathSuite } from 'wukong/testing';

export async function answer(
  workspace: string,
  input: AnyHookInput,
): Promise<HookAnswer> {
  const { config } = loadConfig(workspace);
  const { env } = makeHookEnv(workspace, config);
  return handleHookInput(input, env);
}

const noTodo = definePolicy({
  id: 'team.no-todo',
  description: 'no TODO left in written files',
  checkpoints: ['pre-write'],
  evaluate: (ctx) =>
    ctx.content?.includes('TODO')
      ? [
          gateFinding(
            'team.no-todo',
            ctx.path ?? 'file',
            'warning',
            'a TODO was written',
            { kind: 'fix-input', detail: 'finish it or open an issue' },
          ),
        ]
      : [],
});

export function judge(workspace: string): GateDecision {
  const { config } = loadConfig(workspace);
  const registry = new PolicyRegistry([
    ...defaultRegistry(config).list(),
    noTodo,
  ]);
  return runGate(
    'pre-write',
    {
      cwd: workspace,
      workspace,
      home: homedir(),
      path: 'a.ts',
      content: '// TODO',
    },
    { registry },
  );
}

export const pipeline = createPipeline({ track: 'feature', avatar: 'body' });
export const startLoop = LoopRuntime.start;
export const suite = pathSuite;
