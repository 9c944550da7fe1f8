// Tests of `wukong config`: get and show read the effective configuration; set
// checks the key against the schema and the whole file before replacing it
// atomically, keeping the user's keys and indentation; edit goes through a copy
// and an editor; both refuse a stdin that is not a terminal unless --yes,
// in-process and as the real binary
// Pos: test/security, the user's side of self-protection; real files in
// temporary workspaces, a real editor command
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/hosts/cli/main.js';
import { wukong } from '../e2e/cli.js';

const workspace = (config?: string) => {
  const ws = realpathSync(mkdtempSync(join(tmpdir(), 'wukong-config-')));
  writeFileSync(join(ws, 'package.json'), '{}');
  if (config !== undefined)
    writeFileSync(join(ws, 'wukong.config.json'), config);
  return ws;
};

async function config(
  ws: string,
  args: string[],
  options: { tty?: boolean; env?: Record<string, string> } = {},
) {
  let out = '';
  let err = '';
  const code = await run(['config', ...args], {
    cwd: ws,
    env: { CLAUDE_PROJECT_DIR: ws, ...options.env },
    out: (t) => (out += t),
    err: (t) => (err += t),
    readStdin: () => '',
    stdinIsTTY: () => options.tty ?? true,
  });
  return { code, out, err };
}

describe('wukong config get and show', () => {
  it('gives the effective value, defaults included, and names the file in use', async () => {
    const ws = workspace('{\n  "hooks": { "stopBlockLimit": 5 }\n}\n');
    expect((await config(ws, ['get', 'hooks.stopBlockLimit'])).out.trim()).toBe(
      '5',
    );
    expect((await config(ws, ['get', 'hooks.daemon'])).out.trim()).toBe('true');
    const shown = JSON.parse((await config(ws, ['show', '--json'])).out);
    expect(shown.source).toBe(join(ws, 'wukong.config.json'));
    expect(shown.config.hooks.stopBlockLimit).toBe(5);
    expect((await config(ws, ['keys'])).out).toContain('hooks.stopBlockLimit');
  });

  it('names the allowed keys when a key is wrong', async () => {
    const ws = workspace();
    const r = await config(ws, ['get', 'hooks.stopLimit']);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      '`hooks` has no `stopLimit`; allowed: allowWhenPassed, stopBlockLimit',
    );
  });
});

describe('wukong config set', () => {
  it("writes the value, keeps the user's other keys, their order, the file's indentation and final newline", async () => {
    const ws = workspace(
      '{\n\t"$schema": "x",\n\t"hooks": {\n\t\t"requireAvatar": true\n\t},\n\t"pipeline": { "retryLimit": 2 }\n}\n',
    );
    const r = await config(ws, ['set', 'hooks.stopBlockLimit', '5']);
    expect(r.code, r.err).toBe(0);
    const text = readFileSync(join(ws, 'wukong.config.json'), 'utf8');
    expect(text).toBe(
      '{\n\t"$schema": "x",\n\t"hooks": {\n\t\t"requireAvatar": true,\n\t\t"stopBlockLimit": 5\n\t},\n\t"pipeline": {\n\t\t"retryLimit": 2\n\t}\n}\n',
    );
  });

  it('reads VALUE as JSON, else as a string, and creates the file when there is none', async () => {
    const ws = workspace();
    expect(
      (await config(ws, ['set', 'loop.verify.scripts', '["test","check"]']))
        .code,
    ).toBe(0);
    expect((await config(ws, ['set', 'hooks.subagentTrack', 'fix'])).code).toBe(
      0,
    );
    expect(
      JSON.parse(readFileSync(join(ws, 'wukong.config.json'), 'utf8')),
    ).toEqual({
      loop: { verify: { scripts: ['test', 'check'] } },
      hooks: { subagentTrack: 'fix' },
    });
  });

  it('refuses a value the schema refuses and leaves the file as it was', async () => {
    const before = '{ "hooks": { "stopBlockLimit": 3 } }';
    const ws = workspace(before);
    const r = await config(ws, ['set', 'hooks.stopBlockLimit', '99']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('field `hooks.stopBlockLimit`');
    expect(readFileSync(join(ws, 'wukong.config.json'), 'utf8')).toBe(before);
    expect((await config(ws, ['set', 'hooks.nope', '1'])).code).toBe(2);
    expect((await config(ws, ['set', 'hooks.stopBlockLimit'])).code).toBe(2);
  });

  it('refuses when stdin is not a terminal unless --yes', async () => {
    const ws = workspace('{}\n');
    const r = await config(ws, ['set', 'hooks.daemon', 'false'], {
      tty: false,
    });
    expect(r.code).toBe(3);
    expect(r.err).toContain('stdin is not a terminal');
    expect(readFileSync(join(ws, 'wukong.config.json'), 'utf8')).toBe('{}\n');
    expect(
      (
        await config(ws, ['set', 'hooks.daemon', 'false', '--yes'], {
          tty: false,
        })
      ).code,
    ).toBe(0);
    expect(
      JSON.parse(readFileSync(join(ws, 'wukong.config.json'), 'utf8')),
    ).toEqual({ hooks: { daemon: false } });
  });

  it('refuses as the real binary, whose stdin here is a pipe', () => {
    const ws = workspace('{}\n');
    const r = wukong(['config', 'set', 'hooks.daemon', 'false'], {
      cwd: ws,
      env: { CLAUDE_PROJECT_DIR: ws },
    });
    expect(r.code).toBe(3);
    expect(readFileSync(join(ws, 'wukong.config.json'), 'utf8')).toBe('{}\n');
    expect(
      wukong(['config', 'get', 'hooks.daemon'], {
        cwd: ws,
        env: { CLAUDE_PROJECT_DIR: ws },
      }).stdout.trim(),
    ).toBe('true');
    expect(wukong(['--help']).stdout).toContain('config');
  });
});

describe('wukong config edit', () => {
  it('replaces the file with a valid edit made in the editor', async () => {
    const ws = workspace('{\n  "hooks": { "stopBlockLimit": 3 }\n}\n');
    const r = await config(ws, ['edit'], { env: { EDITOR: 'sed -i s/3/4/' } });
    expect(r.code, r.err).toBe(0);
    expect(readFileSync(join(ws, 'wukong.config.json'), 'utf8')).toBe(
      '{\n  "hooks": { "stopBlockLimit": 4 }\n}\n',
    );
  });

  it('keeps the file and the edit when the edit is not a valid configuration', async () => {
    const before = '{\n  "hooks": { "stopBlockLimit": 3 }\n}\n';
    const ws = workspace(before);
    const r = await config(ws, ['edit'], { env: { VISUAL: 'sed -i s/3/30/' } });
    expect(r.code).toBe(2);
    expect(readFileSync(join(ws, 'wukong.config.json'), 'utf8')).toBe(before);
    const kept = /kept at (\S+)\)/.exec(r.err)?.[1];
    expect(kept && existsSync(kept) && readFileSync(kept, 'utf8')).toContain(
      '30',
    );
  });

  it('changes nothing when the editor fails, and refuses without a terminal', async () => {
    const before = '{}\n';
    const ws = workspace(before);
    expect(
      (await config(ws, ['edit'], { env: { EDITOR: 'false' } })).code,
    ).toBe(1);
    expect(
      (
        await config(ws, ['edit'], {
          tty: false,
          env: { EDITOR: 'sed -i s/x/y/' },
        })
      ).code,
    ).toBe(3);
    expect(readFileSync(join(ws, 'wukong.config.json'), 'utf8')).toBe(before);
  });
});
