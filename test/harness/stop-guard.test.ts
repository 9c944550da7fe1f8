// Tests the Stop guard through the real hooks (in-process, real workspace,
// evidence store and ledger): a weakened run or a run where 0 tests ran does
// not satisfy the promised `npm test -- rate-limit`, the block says why, the
// promised run does; PostToolUse records the test counts and the directory with
// the run
// Pos: test/harness, the hook-level check of issue 11's Stop guard; the
// relation and the summary parser have their own tests
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EvidenceStore } from '../../src/harness/evidence/evidence-store.js';
import { PromiseStore } from '../../src/harness/promise/promise-store.js';
import { NOW, workspace } from './fixtures.js';
import { hookHarness } from './hook-harness.js';

const sample = (name: string) =>
  readFileSync(join(import.meta.dirname, 'samples', `${name}.txt`), 'utf8');
const PROMISED = 'npm test -- rate-limit';

function setup() {
  const ws = workspace({ test: 'vitest run' });
  new PromiseStore(ws).set(
    'rate limit login',
    [`the 6th try gets 429 :: ${PROMISED}`],
    new Date(NOW.getTime() - 1000),
  );
  const h = hookHarness(ws, { body: { enforce: 'off' } });
  const bash = async (command: string, stdout: string, exitCode = 0) => {
    await h.pre('Bash', { command });
    return exitCode === 0
      ? h.post('Bash', { command }, { stdout, stderr: '', interrupted: false })
      : h.fail('Bash', { command }, `Error: Exit code ${exitCode}\n${stdout}`);
  };
  const stop = () => h.send('Stop', { stop_hook_active: false });
  return { ws, h, bash, stop };
}

describe('the Stop guard holds the agent to the promised run', () => {
  it('a run that narrows the promised command does not count, and the block names what it added', async () => {
    const { bash, stop } = setup();
    await bash(`${PROMISED} -t "returns 200"`, sample('vitest-pass'));
    expect(await stop()).toMatchObject({
      decision: 'block',
      reason: expect.stringContaining(
        'AC1 the 6th try gets 429 — your run `npm test -- rate-limit -t "returns 200"` added `-t returns 200`, which narrows the promised `npm test -- rate-limit`; run `npm test -- rate-limit` itself',
      ),
    });
  });

  it.each([
    [
      `${PROMISED} --passWithNoTests`,
      'added `--passWithNoTests`, which passes when no test runs',
    ],
    [
      `${PROMISED} -u`,
      'added `-u`, which rewrites failing snapshots so they pass',
    ],
    [
      `cd web && ${PROMISED}`,
      'ran in `web`, not where the promise runs (the workspace root)',
    ],
    [
      `set -o pipefail; ${PROMISED} | sed s/x/y/`,
      'pipes the test into `sed s/x/y/`',
    ],
  ])('%s is refused: %s', async (command, why) => {
    const { bash, stop } = setup();
    await bash(command, sample('vitest-pass'));
    expect(await stop()).toMatchObject({
      decision: 'block',
      reason: expect.stringContaining(why),
    });
  });

  it('a masked run is not even recorded: the block says no run was seen', async () => {
    const { ws, bash, stop } = setup();
    await bash(`${PROMISED} || true`, sample('vitest-pass'));
    expect(new EvidenceStore(ws).list().records).toEqual([]);
    expect(await stop()).toMatchObject({
      decision: 'block',
      reason: expect.stringContaining(
        'no run of `npm test -- rate-limit` since the promise was made',
      ),
    });
  });

  it.each([
    [
      'vitest-no-match',
      '`npm test -- rate-limit` exited 0, but 0 tests ran (vitest: 5 reported, 5 skipped)',
    ],
    [
      'vitest-no-files-pass',
      '`npm test -- rate-limit` exited 0, but 0 tests ran (vitest: 0 reported, 0 skipped)',
    ],
    [
      'no summary',
      '`npm test -- rate-limit` exited 0, but its output has no test summary Wukong can read',
    ],
  ])(
    'the promised command that ran no test does not count (%s)',
    async (name, why) => {
      const { bash, stop } = setup();
      await bash(PROMISED, name === 'no summary' ? 'done' : sample(name));
      expect(await stop()).toMatchObject({
        decision: 'block',
        reason: expect.stringContaining(why),
      });
    },
  );

  it('the promised run, or a stronger one, that ran tests lets the agent stop; the record keeps its counts and directory', async () => {
    const { ws, bash, stop } = setup();
    await bash(`${PROMISED} -t foo`, sample('vitest-pass'));
    expect(await stop()).toMatchObject({ decision: 'block' });
    await bash('npm test', sample('vitest-pass'));
    expect(await stop()).toBeNull();
    const [, full] = new EvidenceStore(ws).list().records;
    expect(full).toMatchObject({
      command: 'npm test',
      exitCode: 0,
      tests: { runner: 'vitest', passed: 3, failed: 0, skipped: 2, total: 5 },
      cwd: '.',
    });
  });

  it('a failing stronger run after a passing promised one takes the proof back', async () => {
    const { bash, stop } = setup();
    await bash(PROMISED, sample('vitest-pass'));
    await bash('npm test', sample('vitest-fail'), 1);
    expect(await stop()).toMatchObject({
      decision: 'block',
      reason: expect.stringContaining('`npm test` last exited 1'),
    });
  });
});
