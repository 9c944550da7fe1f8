// end-to-end tests of issue 15 through `wukong verify`: 戒 judging what a
// submission ran, wrote and carries (commands parsed as the hook parses them,
// callers found on disk), ⚠️ 需确认 lifted by --confirm, 识 writing anchors a user
// finds with `wukong anchors list --json`, repeats across tasks turning into a
// rule patch proposal, and no raw secret in --state or the store
// Pos: test/e2e, the real bundle in a temporary workspace with its own HOME
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, tempWorkspace, wukong } from './cli.js';

const example = JSON.parse(
  readFileSync(join(repoRoot, 'examples', 'feature-pass.json'), 'utf8'),
) as Record<string, unknown>;

function workspace() {
  const dir = tempWorkspace();
  mkdirSync(join(dir, 'home'));
  return dir;
}
// Run under a Chinese locale: the reports below are read as the seeds word them.
const run = (dir: string, args: string[]) =>
  wukong(args, {
    cwd: dir,
    env: { HOME: join(dir, 'home'), LC_ALL: 'zh_CN.UTF-8' },
  });
const write = (dir: string, name: string, data: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(data));
  return path;
};
interface Out {
  status: string;
  report: string;
  confirm: string[];
  gates: { jie: { findings: Array<{ policy: string; message: string }> } };
  memory: {
    added: Array<{ id: string }>;
    repeated: Array<{ repeat: number }>;
    proposals: unknown[];
  };
}
const json = (stdout: string) => JSON.parse(stdout) as Out;

describe('wukong verify: 戒 over what the submission ran, wrote and carries', () => {
  it('REJECTs `sudo rm -rf … && chmod 777` in the evidence for good', () => {
    const dir = workspace();
    const submission = {
      ...example,
      evidence: [
        ...(example['evidence'] as unknown[]),
        {
          kind: 'command',
          command: 'sudo rm -rf /var/cache/app && chmod 777 /var/app',
          exitCode: 0,
        },
      ],
    };
    const r = run(dir, ['verify', write(dir, 's.json', submission), '--json']);
    expect(r.code).toBe(1);
    const out = json(r.stdout);
    expect(out['status']).toBe('REJECT');
    expect(
      out['gates'].jie.findings.map((f: { policy: string }) => f.policy),
    ).toContain('jie.security.dangerous-command');
    expect(out['report']).toContain('(不可重试)');
  });

  it('asks a person about `git push --force` (⚠️ 需确认) and passes once --confirm names the finding', () => {
    const dir = workspace();
    const submission = {
      ...example,
      evidence: [
        ...(example['evidence'] as unknown[]),
        {
          kind: 'command',
          command: 'git push --force origin main',
          exitCode: 0,
        },
      ],
    };
    const file = write(dir, 's.json', submission);
    const first = run(dir, ['verify', file, '--json']);
    expect(first.code).toBe(1);
    const out = json(first.stdout);
    expect(out['status']).toBe('CONFIRM');
    expect(out['report']).toContain('| 戒 | ⚠️ 需确认');
    expect(out['confirm']).toHaveLength(1);
    const confirmed = run(dir, [
      'verify',
      file,
      '--confirm',
      out['confirm'][0]!,
      '--json',
    ]);
    expect(confirmed.code).toBe(0);
    expect(json(confirmed.stdout)['status']).toBe('PASS');
  });

  it("finds a fix's regression risk: the workspace file that imports the changed code", () => {
    const dir = workspace();
    mkdirSync(join(dir, 'src', 'cart'), { recursive: true });
    writeFileSync(
      join(dir, 'src', 'cart', 'total.ts'),
      'export const total = () => 0;\n',
    );
    writeFileSync(
      join(dir, 'src', 'checkout.ts'),
      "import { total } from './cart/total.js';\nexport const pay = () => total();\n",
    );
    const fix = {
      avatar: 'body',
      track: 'fix',
      task: 'discount after tax',
      output: {
        files_changed: ['src/cart/total.ts'],
        summary: 'Discounts apply before tax again.',
        tests_run: true,
      },
      evidence: [
        {
          kind: 'command',
          command: 'npx vitest run test/cart -t repro',
          exitCode: 0,
          output: 'Test Files  1 passed (1)\n     Tests  1 passed (1)',
          purpose: 'repro',
        },
      ],
      changes: { files: ['src/cart/total.ts'], linesChanged: 4 },
    };
    const r = run(dir, ['verify', write(dir, 's.json', fix), '--json']);
    const out = json(r.stdout);
    expect(out['status']).toBe('RETRY');
    const risk = out['gates'].jie.findings.find(
      (f: { policy: string }) => f.policy === 'jie.track.regression-risk',
    );
    expect(risk?.message).toContain('src/checkout.ts');
  });

  it('refuses a submission that brings its own facts', () => {
    const dir = workspace();
    // The usage error read in English (run() sets a Chinese locale).
    const r = wukong(
      ['verify', write(dir, 's.json', { ...example, facts: { where: {} } })],
      { cwd: dir, env: { HOME: join(dir, 'home'), LC_ALL: 'en_US.UTF-8' } },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/field `facts` is looked up by wukong verify/);
  });
});

describe('wukong verify: 识 remembers', () => {
  it('writes the anchor a PASS proposes, so `wukong anchors list --json` shows it with an id', () => {
    const dir = workspace();
    const r = run(dir, ['verify', write(dir, 's.json', example), '--json']);
    expect(r.code).toBe(0);
    const out = json(r.stdout);
    expect(out['memory'].added).toHaveLength(1);
    const id = out['memory'].added[0]!.id;
    expect(id).toMatch(/^[A-Z]+\d+$/);
    expect(out['report']).toMatch(
      new RegExp(`\\| 识 \\| ✅ 已写入 \\| \\[${id}\\]`),
    );
    const list = run(dir, ['anchors', 'list', '--json']);
    expect(list.code).toBe(0);
    const anchors = (JSON.parse(list.stdout) as { anchors: unknown })
      .anchors as Array<{
      anchor: { id: string; title: string };
    }>;
    expect(anchors.map((a) => a.anchor.id)).toEqual([id]);
  });

  it('counts the same pattern across tasks and proposes a rule patch at the third', () => {
    const dir = workspace();
    const outs = ['task one', 'task two', 'task three'].map((task) => {
      const r = run(dir, [
        'verify',
        write(dir, 's.json', { ...example, task }),
        '--json',
      ]);
      expect(r.code).toBe(0);
      return json(r.stdout)['memory'];
    });
    expect(outs[0]!.added).toHaveLength(1);
    expect(outs[1]!.repeated[0]!.repeat).toBe(2);
    expect(outs[2]!.repeated[0]!.repeat).toBe(3);
    expect(outs[2]!.proposals).toHaveLength(1);
    const stored = JSON.parse(
      readFileSync(
        join(dir, '.wukong', 'context', 'rule-patches.json'),
        'utf8',
      ),
    );
    expect(stored[0].anchorId).toBe(outs[0]!.added[0]!.id);
    // The same task verified again is not a repeat.
    const again = run(dir, [
      'verify',
      write(dir, 's.json', { ...example, task: 'task three' }),
      '--json',
    ]);
    expect(json(again.stdout)['memory'].repeated).toEqual([]);
  });

  it('keeps raw secrets out of the --state file and the store', () => {
    const dir = workspace();
    const secret = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
    // The task name reaches the --state file, the anchor's source and the
    // pattern counts; 戒 never sees it, so the pipeline passes.
    const submission = { ...example, task: `rate limiting (token ${secret})` };
    const r = run(dir, [
      'verify',
      write(dir, 's.json', submission),
      '--state',
      'p.json',
    ]);
    expect(r.code).toBe(0);
    const files = [
      join(dir, 'p.json'),
      ...readdirSync(join(dir, '.wukong', 'context')).map((f) =>
        join(dir, '.wukong', 'context', f),
      ),
    ].filter((f) => f.endsWith('.json') || f.endsWith('.md'));
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toContain(secret);
      expect(text, file).toContain('ghp_***');
    }
  });
});
