// Tests of `wukong doctor`: a fresh init is healthy, and each broken part — the
// config, a hook command whose program is gone, a tampered ledger — is named
// with its fix and exits 1; --json has the documented shape
// Pos: test/e2e, the built CLI on real temporary workspaces (init, hooks and
// ledger written by Wukong itself), HOME isolated
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempWorkspace, wukong } from './cli.js';

interface Doctor {
  ok: boolean;
  checks: { name: string; status: string; detail: string; fix?: string }[];
}

function workspace() {
  const ws = tempWorkspace();
  // Outside the workspace: Wukong refuses a ledger key the agent could reach.
  const home = tempWorkspace();
  const env = { HOME: home, XDG_STATE_HOME: '', XDG_RUNTIME_DIR: '' };
  return { ws, env };
}

const doctor = (ws: string, env: Record<string, string>) => {
  const r = wukong(['doctor', '--json'], { cwd: ws, env });
  return { code: r.code, report: JSON.parse(r.stdout) as Doctor };
};
const check = (d: Doctor, name: string) =>
  d.checks.find((c) => c.name === name)!;

describe('wukong doctor', () => {
  it('finds nothing broken after init, and names every check', () => {
    const { ws, env } = workspace();
    expect(wukong(['init'], { cwd: ws, env }).code).toBe(0);
    const { code, report } = doctor(ws, env);
    expect(report.checks.map((c) => c.name)).toEqual([
      'node',
      'config',
      'hooks',
      'daemon',
      'sandbox',
      'ledger',
      'managed policy',
      'telemetry',
    ]);
    expect(report.checks.filter((c) => c.status === 'broken')).toEqual([]);
    expect(check(report, 'hooks').status).toBe('ok');
    expect([report.ok, code]).toEqual([true, 0]);
  });

  it('says when Wukong is not installed, without failing', () => {
    const { ws, env } = workspace();
    const { code, report } = doctor(ws, env);
    expect(check(report, 'hooks')).toMatchObject({
      status: 'warn',
      fix: 'run `wukong init` in the repository',
    });
    expect(code).toBe(0);
  });

  it('fails on a configuration the loader refuses, naming the field', () => {
    const { ws, env } = workspace();
    writeFileSync(
      join(ws, 'wukong.config.json'),
      JSON.stringify({ hooks: { stopBlockLimit: 'three' } }),
    );
    const { code, report } = doctor(ws, env);
    expect(check(report, 'config').status).toBe('broken');
    expect(check(report, 'config').detail).toMatch(/stopBlockLimit/);
    expect([report.ok, code]).toEqual([false, 1]);
  });

  it('fails on a hook command whose program is not on this machine', () => {
    const { ws, env } = workspace();
    wukong(['init', '--command', '/opt/nowhere/node /opt/nowhere/wukong.cjs'], {
      cwd: ws,
      env,
    });
    const { code, report } = doctor(ws, env);
    expect(check(report, 'hooks').status).toBe('broken');
    expect(check(report, 'hooks').detail).toMatch(
      /\/opt\/nowhere\/node and \/opt\/nowhere\/wukong\.cjs, which cannot be found/,
    );
    expect(code).toBe(1);
  });

  it('fails on a ledger line edited after it was written', () => {
    const { ws, env } = workspace();
    wukong(['init'], { cwd: ws, env });
    const payload = JSON.stringify({
      session_id: 's',
      cwd: ws,
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'ls' },
      tool_use_id: 't1',
    });
    wukong(['hook', '--event', 'PreToolUse'], { cwd: ws, env, stdin: payload });
    const dir = join(ws, '.wukong', 'ledger');
    const file = join(dir, readdirOne(dir));
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('"ls"', '"la"'));
    const { code, report } = doctor(ws, env);
    expect(check(report, 'ledger').status).toBe('broken');
    expect(code).toBe(1);
  });
});

function readdirOne(dir: string): string {
  return readdirSync(dir).filter((f) => f.endsWith('.jsonl'))[0]!;
}
