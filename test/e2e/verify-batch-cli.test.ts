// end-to-end tests of `wukong verify --batch`: seed 001's batch flow through
// the binary — quick check per batch in order (contract present, files exist,
// JSON and JavaScript parsed for real), a failed batch stops the run before the
// next, and the full pipeline on final.json once every batch passed
// Pos: test/e2e, the real bundle in a temporary workspace
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  const run = (...args: string[]) =>
    wukong(['verify', '--batch', 'batches', ...args], {
      cwd: dir,
      env: { HOME: join(dir, 'home') },
    });
  return { dir, run, put };
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
    const { run, put } = setUp('export const f = (a) => a;\n');
    put('3-docs.json', { name: 'docs', outputs: [body(['src/a.json'])] });
    const r = run();
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('## 批次验证');
    expect(r.stdout).toMatch(/\| code \| 1 \| ✅ PASS/);
    expect(r.stdout).toContain('## 最终验证 (完整三关)');
    expect(r.stdout).toMatch(/\| 定 \| ✅ PASS \(L2\)/);
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
