// Tests that `wukong init` writes settings a team can commit — the command
// through "$CLAUDE_PROJECT_DIR" when Wukong is a dependency, the bare name when
// it is installed globally, a checkout's paths only in settings.local.json —
// installs at the git root from a subfolder, and that `wukong uninstall` gives
// the repository back byte for byte
// Pos: test/hosts, the built CLI run as each kind of install would run it
// (node_modules/.bin, a PATH entry, the checkout), on temporary repositories
import { execFileSync, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const cli = join(root, 'dist/wukong.cjs');
const home = mkdtempSync(join(tmpdir(), 'wukong-init-home-'));

function repository(): string {
  const ws = mkdtempSync(join(tmpdir(), 'wukong-init-repo-'));
  execFileSync('git', ['init', '-q'], { cwd: ws });
  return ws;
}

function run(script: string, args: string[], cwd: string, PATH?: string) {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      HOME: home,
      XDG_STATE_HOME: '',
      XDG_RUNTIME_DIR: '',
      WUKONG_DAEMON: 'off',
      NODE_EXTRA_CA_CERTS: '',
      ...(PATH ? { PATH } : {}),
    },
  });
  expect(result.status, result.stderr).toBe(0);
  return result;
}

const settings = (ws: string, file: string) =>
  JSON.parse(readFileSync(join(ws, '.claude', file), 'utf8')) as {
    hooks: Record<string, { hooks: { command: string }[] }[]>;
  };

/** Every file and folder under `dir` (but .git) with its bytes. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      const rel = relative(dir, full);
      if (rel === '.git') continue;
      if (statSync(full).isDirectory()) {
        out[`${rel}/`] = '';
        walk(full);
      } else out[rel] = readFileSync(full, 'latin1');
    }
  };
  walk(dir);
  return out;
}

describe('wukong init, portable', () => {
  it('as a dependency: "$CLAUDE_PROJECT_DIR"/node_modules/.bin/wukong in the shared settings, and that line answers through /bin/sh', () => {
    const ws = repository();
    mkdirSync(join(ws, 'node_modules', '.bin'), { recursive: true });
    symlinkSync(root, join(ws, 'node_modules', 'wukong'), 'dir');
    symlinkSync(
      '../wukong/dist/wukong.cjs',
      join(ws, 'node_modules', '.bin', 'wukong'),
    );
    run(join(ws, 'node_modules/wukong/dist/wukong.cjs'), ['init'], ws);
    const pre = settings(ws, 'settings.json').hooks['PreToolUse']!.at(-1)!
      .hooks[0]!.command;
    expect(pre).toMatch(
      /^"\$CLAUDE_PROJECT_DIR"\/node_modules\/\.bin\/wukong hook --event PreToolUse \|\| exit 2$/,
    );
    const answer = spawnSync('/bin/sh', ['-c', pre], {
      cwd: ws,
      encoding: 'utf8',
      input: JSON.stringify({
        session_id: 's',
        cwd: ws,
        hook_event_name: 'PreToolUse',
        tool_name: 'Bash',
        tool_input: { command: 'rm -rf ~' },
        tool_use_id: 't',
      }),
      env: {
        ...process.env,
        CLAUDE_PROJECT_DIR: ws,
        HOME: home,
        XDG_STATE_HOME: '',
        WUKONG_DAEMON: 'off',
      },
    });
    expect(answer.status, answer.stderr).toBe(0);
    expect(JSON.parse(answer.stdout).hookSpecificOutput).toMatchObject({
      permissionDecision: 'deny',
    });
  });

  it('installed globally: the command name, in the shared settings', () => {
    const ws = repository();
    const bin = mkdtempSync(join(tmpdir(), 'wukong-init-bin-'));
    symlinkSync(cli, join(bin, 'wukong'));
    run(cli, ['init'], ws, `${bin}:${process.env['PATH']}`);
    expect(
      settings(ws, 'settings.json').hooks['Stop']!.at(-1)!.hooks[0]!.command,
    ).toBe('wukong hook --event Stop');
  });

  it("from a checkout: this machine's paths go to settings.local.json only; from a subfolder it installs at the git root", () => {
    const ws = repository();
    mkdirSync(join(ws, 'packages', 'app'), { recursive: true });
    run(cli, ['init'], join(ws, 'packages', 'app'));
    expect(
      settings(ws, 'settings.local.json').hooks['Stop']!.at(-1)!.hooks[0]!
        .command,
    ).toContain('wukong.cjs hook --event Stop');
    expect(readdirSync(join(ws, '.claude')).sort()).toEqual([
      'agents',
      'settings.local.json',
    ]);
    expect(readdirSync(join(ws, 'packages', 'app'))).toEqual([]);
  });

  it('uninstall gives the repository back byte for byte', () => {
    const ws = repository();
    mkdirSync(join(ws, '.claude'));
    writeFileSync(
      join(ws, '.claude', 'settings.local.json'),
      '{\n\t"permissions": { "allow": ["Bash(ls)"] }\n}',
    );
    writeFileSync(join(ws, '.gitignore'), 'node_modules/');
    writeFileSync(join(ws, 'README.md'), '# app\n');
    const before = tree(ws);
    run(cli, ['init'], ws);
    expect(tree(ws)).not.toEqual(before);
    run(cli, ['uninstall'], ws);
    expect(tree(ws)).toEqual(before);
  });
});
