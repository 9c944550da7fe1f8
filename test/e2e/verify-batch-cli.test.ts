// end-to-end tests of `wukong verify --batch`: seed 001's batch flow through
// the binary — quick check per batch in order (contract present, files exist,
// JSON and JavaScript parsed for real), a failed batch stops the run before the
// next, and the full pipeline on final.json once every batch passed, with
// 识's anchors in the Alaya store and --state resumed as single verify's
// Pos: test/e2e, the real bundle in a temporary workspace
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, tempWorkspace, wukong } from './cli.js';

const example = JSON.parse(
  readFileSync(join(repoRoot, 'examples', 'feature-pass.json'), 'utf8'),
) as Record<string, unknown>;

const eye = (files: string[]) => ({
  avatar: 'eye',
  output: {
    files,
    findings: [{ location: `${files[0]}:1`, description: 'entry point' }],
    summary: 'The entry points are located.',
  },
  files,
});
const body = (files: string[]) => ({
  avatar: 'body',
  output: {
    files_changed: files,
    summary: 'The batch is implemented.',
    tests_run: true,
  },
  files,
});

function setUp(bJs: string) {
  const dir = tempWorkspace();
  mkdirSync(join(dir, 'home'));
  mkdirSync(join(dir, 'src'));
  mkdirSync(join(dir, 'batches'));
  writeFileSync(join(dir, 'src', 'a.json'), '{"limit": 5}\n');
  writeFileSync(join(dir, 'src', 'b.js'), bJs);
  const put = (name: string, data: unknown) =>
    writeFileSync(join(dir, 'batches', name), JSON.stringify(data));
  put('1-config.json', { name: 'config', outputs: [eye(['src/a.json'])] });
  put('2-code.json', { name: 'code', outputs: [body(['src/b.js'])] });
  put('3-docs.json', {
    name: 'docs',
    outputs: [body(['docs/missing.md'])],
  });
  put('final.json', example);
  // English unless a test asks for the Chinese locale.
  const runIn = (locale: string, ...args: string[]) =>
    wukong(['verify', '--batch', 'batches', ...args], {
      cwd: dir,
      env: { HOME: join(dir, 'home'), LC_ALL: locale },
    });
  const run = (...args: string[]) => runIn('C', ...args);
  return { dir, run, runIn, put };
}

describe('wukong verify --batch', () => {
  it('stops at the first batch whose file does not parse, before the next batch', () => {
    const { run } = setUp('export function f( {\n');
    const r = run('--json');
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.status).toBe('BATCH_FAILED');
    expect(
      out.batches.map((b: { batch: string; passed: boolean }) => [
        b.batch,
        b.passed,
      ]),
    ).toEqual([
      ['config', true],
      ['code', false],
    ]);
    expect(out.batches[1].findings[0].policy).toBe('batch.syntax-error');
    expect(out.batches[1].findings[0].message).toMatch(/SyntaxError/);
    expect(out.final).toBeNull();
    expect(out.report).toContain('1 batch(es) not checked');
  });

  it('names a file a batch says it wrote and that does not exist', () => {
    const { run } = setUp('export const f = (a) => a;\n');
    const r = run('--json');
    const out = JSON.parse(r.stdout);
    expect(out.status).toBe('BATCH_FAILED');
    expect(out.batches.at(-1).batch).toBe('docs');
    expect(out.batches.at(-1).findings[0]).toMatchObject({
      policy: 'batch.file-missing',
    });
  });

  it('runs the full pipeline on final.json once every batch passed, and says so in the report', () => {
    const { run, runIn, put } = setUp('export const f = (a) => a;\n');
    put('3-docs.json', { name: 'docs', outputs: [body(['src/a.json'])] });
    const r = run();
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('## Batch verification');
    expect(r.stdout).toMatch(
      /\| code \| 1 \| ✅ PASS \| quick 戒 \+ quick 定 passed \|/,
    );
    expect(r.stdout).toContain('## Final verification (all three gates)');
    expect(r.stdout).toMatch(/\| 定 \| ✅ PASS \(L2\)/);
    // The seed's wording under a Chinese locale.
    const zh = runIn('zh_CN.UTF-8');
    expect(zh.code).toBe(0);
    expect(zh.stdout).toContain('## 批次验证');
    expect(zh.stdout).toMatch(
      /\| code \| 1 \| ✅ PASS \| 快速戒关 \+ 快速定关通过 \|/,
    );
    expect(zh.stdout).toContain('## 最终验证 (完整三关)');
    expect(zh.stdout).toMatch(/\| 定 \| ✅ PASS \(L2\)/);
  });

  it("writes 识's anchors after the final PASS, so `wukong anchors list --json` has them with ids, and counts repeats across tasks", () => {
    const { dir, run, put } = setUp('export const f = (a) => a;\n');
    put('3-docs.json', { name: 'docs', outputs: [body(['src/a.json'])] });
    const r = run('--json');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.status).toBe('PASS');
    const added = out.final.memory.added as Array<{ id: string }>;
    expect(added).toHaveLength(1);
    expect(added[0]!.id).toMatch(/^[A-Z]+\d+$/);
    expect(out.report).toMatch(
      // The final report speaks the catalog's language (the locale's).
      new RegExp(`\\| 识 \\| ✅ (?:written|已写入) \\| \\[${added[0]!.id}\\]`),
    );
    const list = wukong(['anchors', 'list', '--json'], {
      cwd: dir,
      env: { HOME: join(dir, 'home') },
    });
    expect(list.code).toBe(0);
    const anchors = JSON.parse(list.stdout).anchors as Array<{
      anchor: { id: string };
    }>;
    expect(anchors.map((a) => a.anchor.id)).toEqual([added[0]!.id]);
    // The same pattern in another task's batch run is a repeat, not a new one.
    put('final.json', { ...example, task: 'another task' });
    const again = JSON.parse(run('--json').stdout);
    expect(again.final.memory.added).toEqual([]);
    expect(again.final.memory.repeated[0].repeat).toBe(2);
  });

  it('--state persists the final pipeline: a RETRY resumes on the next run, and the file holds no raw secret', () => {
    const { dir, run, put } = setUp('export const f = (a) => a;\n');
    put('3-docs.json', { name: 'docs', outputs: [body(['src/a.json'])] });
    const secret = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
    const task = `rate limiting (token ${secret})`;
    const failing = {
      ...example,
      task,
      evidence: (example['evidence'] as Array<Record<string, unknown>>).map(
        (e) => ({ ...e, exitCode: 1, output: 'FAIL test/x.test.ts > broke' }),
      ),
    };
    put('final.json', failing);
    const first = run('--state', 'state.json', '--json');
    expect(first.code).toBe(1);
    const one = JSON.parse(first.stdout);
    expect(one.final.status).toBe('RETRY');
    expect(one.final.counters.retries).toBe(1);
    // Resumed: the second failure is the second retry of the same pipeline.
    const second = JSON.parse(run('--state', 'state.json', '--json').stdout);
    expect(second.final.counters.retries).toBe(2);
    // Fixed: the resubmission passes on the persisted pipeline.
    put('final.json', { ...example, task });
    const third = run('--state', 'state.json', '--json');
    expect(third.code).toBe(0);
    const done = JSON.parse(third.stdout);
    expect(done.final.state).toBe('completed');
    expect(done.final.counters.retries).toBe(2);
    const files = [
      join(dir, 'state.json'),
      ...readdirSync(join(dir, '.wukong', 'context')).map((f) =>
        join(dir, '.wukong', 'context', f),
      ),
    ].filter((f) => f.endsWith('.json'));
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toContain(secret);
    }
    expect(readFileSync(join(dir, 'state.json'), 'utf8')).toContain('ghp_***');
  });

  it('refuses a batch run without the integrated submission, naming both ways to give it', () => {
    const dir = tempWorkspace();
    writeFileSync(
      join(dir, 'one.json'),
      JSON.stringify({ outputs: [eye(['x.json'])] }),
    );
    const r = wukong(['verify', '--batch', 'one.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--final FILE, or put final.json/);
  });
});
