// Tests that names the object prototype owns (`constructor`, `__proto__`,
// `toString` …), typed as programs, subcommands, options or variables, are
// judged like any other word: no table lookup lends them the prototype's
// members (before, `constructor x` threw inside the extraction)
// Pos: test/security, the real parser and the real security policies
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { securityPolicies } from '../../policies/security/gate-policies.js';
import { bashGateContext } from '../../src/harness/gate/prepare-context.js';
import { PolicyRegistry } from '../../src/harness/gate/registry.js';
import { decisionVerb, runGate } from '../../src/harness/gate/run-gate.js';
import { initBashParser } from '../../src/platform/shell/bash-parser.js';

const NAMES = Object.getOwnPropertyNames(Object.prototype);
const SHAPES = [
  (w: string) => `${w} x`,
  (w: string) => `sudo ${w} x`,
  (w: string) => `git ${w} --help`,
  (w: string) => `npm ${w}`,
  (w: string) => `npm uninstall ${w}`,
  (w: string) => `env ${w}=1 ls`,
  (w: string) => `xargs ${w}`,
  (w: string) => `${w} -c 'rm -rf ~'`,
  (w: string) => `timeout 1 ${w}`,
  (w: string) => `tmux ${w}`,
  (w: string) => `python3 -m ${w}`,
];
const registry = new PolicyRegistry(securityPolicies());
const where = { cwd: '/tmp', workspace: '/tmp', home: '/root' };

beforeAll(async () => {
  await initBashParser();
});

describe('prototype names in commands', () => {
  it('are judged without an internal error, whatever shape holds them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES),
        fc.constantFrom(...SHAPES),
        (name, shape) => {
          const command = shape(name);
          const decision = runGate(
            'pre-tool',
            bashGateContext(command, where),
            { registry, traceId: 't' },
          );
          expect(
            decision.findings.filter((f) => f.policy.startsWith('wukong.')),
            command,
          ).toEqual([]);
        },
      ),
      { numRuns: NAMES.length * SHAPES.length },
    );
  });

  it('still stops the command around them', () => {
    const decision = runGate(
      'pre-tool',
      bashGateContext("timeout 1 bash -c 'rm -rf ~' constructor", where),
      { registry, traceId: 't' },
    );
    expect(decisionVerb(decision)).not.toBe('allow');
  });
});
