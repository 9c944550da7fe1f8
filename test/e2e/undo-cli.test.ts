// Undo end to end with the built binary: one `rm` of a tracked, an untracked
// and a modified file, judged by the real PreToolUse hook (which snapshots),
// then run as Claude Code would; `wukong undo` puts all three back byte for
// byte, and the snapshot left the user's status, index bytes and stash as they
// were. Also: the refusal without a terminal, --list, --status, init outside a
// repository, and the gate keeping `wukong undo` from the agent
// Pos: test/e2e, the product as Claude Code and the user run it (one process
// per hook, WUKONG_DAEMON=off); the rules and the plumbing are
// test/harness/undo.test.ts
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempWorkspace, wukong } from './cli.js';
import { git } from '../git.js';

let ws = '';
const env = () => ({ WUKONG_DAEMON: 'off', CLAUDE_PROJECT_DIR: ws });
const pre = (command: string) => {
  const r = wukong(['hook', '--event', 'PreToolUse'], {
    cwd: ws,
    env: env(),
    stdin: JSON.stringify({
      session_id: 'sess-undo',
      transcript_path: join(ws, 'transcript.jsonl'),
      cwd: ws,
      permission_mode: 'default',
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command },
      tool_use_id: 'toolu_undo',
    }),
  });
  expect(r.code, r.stderr).toBe(0);
  return r.stdout.trim() ? JSON.parse(r.stdout) : null;
};
const userState = () => ({
  status: git(
    ws,
    '--no-optional-locks',
    'status',
    '--porcelain=v1',
    '--untracked-files=all',
  ),
  index: readFileSync(join(ws, '.git', 'index')),
  stash: git(ws, 'stash', 'list', '--format=%H %s'),
  head: git(ws, 'rev-parse', 'HEAD'),
});
const FILES = {
  'tracked.txt': 'committed and clean\n',
  'modified.txt': 'committed\nthen changed by hand\n',
  'untracked.txt': Buffer.from([0xde, 0xad, 0xbe, 0xef, 0x0a, 0x00, 0x0d]),
};

beforeAll(() => {
  ws = tempWorkspace();
  git(ws, 'init', '-q', '-b', 'main');
  expect(wukong(['init'], { cwd: ws, env: env() }).code).toBe(0);
  writeFileSync(join(ws, 'tracked.txt'), FILES['tracked.txt']);
  writeFileSync(join(ws, 'modified.txt'), 'committed\n');
  writeFileSync(join(ws, 'stash-me.txt'), 'a\n');
  git(ws, 'add', '-A');
  git(ws, 'commit', '-q', '-m', 'start');
  writeFileSync(join(ws, 'stash-me.txt'), 'b\n');
  git(ws, 'stash', '-q');
  writeFileSync(join(ws, 'modified.txt'), FILES['modified.txt']);
  writeFileSync(join(ws, 'untracked.txt'), FILES['untracked.txt']);
});

describe('undo through the real hook and the binary', () => {
  it('snapshots before one rm of three files and puts all three back byte for byte', () => {
    const before = userState();
    const out = pre('rm tracked.txt modified.txt untracked.txt');
    // The gate still asks about the delete; the snapshot is taken either way.
    expect(out?.hookSpecificOutput?.permissionDecision).not.toBe('deny');
    expect(userState()).toEqual(before);
    const list = wukong(['undo', '--list'], { cwd: ws, env: env() });
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(
      /^[0-9a-f]{12} .* Bash +rm tracked\.txt modified\.txt untracked\.txt$/m,
    );
    // Claude Code runs the command.
    for (const f of Object.keys(FILES)) unlinkSync(join(ws, f));
    const refused = wukong(['undo'], { cwd: ws, env: env() });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/stdin is not a terminal/);
    expect(existsSync(join(ws, 'tracked.txt'))).toBe(false);
    const undo = wukong(['undo', '--yes'], { cwd: ws, env: env() });
    expect(undo.code, undo.stderr).toBe(0);
    expect(undo.stdout).toMatch(/restored 3 files from snapshot/);
    for (const [f, content] of Object.entries(FILES))
      expect(readFileSync(join(ws, f))).toEqual(Buffer.from(content));
    expect(userState()).toEqual(before);
  });

  it('no snapshot for a call that only reads', () => {
    const count = () =>
      git(ws, 'for-each-ref', 'refs/wukong/snapshots/').trim().split('\n')
        .length;
    const n = count();
    pre('ls -la && git status');
    expect(count()).toBe(n);
  });

  it('--status says where undo works and where it does not; init says so too', () => {
    const here = wukong(['undo', '--status'], { cwd: ws, env: env() });
    expect(here.code).toBe(0);
    expect(here.stdout).toMatch(/undo: available in .*: \d+ snapshots?/);
    const outside = tempWorkspace();
    const there = wukong(['undo', '--status'], { cwd: outside, env: env() });
    expect(there.code).toBe(1);
    expect(there.stdout).toMatch(
      /not inside a git repository.*keep the gate's question/,
    );
    const init = wukong(['init'], { cwd: outside, env: env() });
    expect(init.code).toBe(0);
    expect(init.stderr).toMatch(/undo is off: .*not inside a git repository/);
  });

  it('the agent cannot run wukong undo; it may list', () => {
    const restore = wukong(['check', 'command', 'wukong undo --yes'], {
      cwd: ws,
      env: env(),
    });
    expect(restore.code).toBe(3);
    expect(restore.stdout).toMatch(/self-protection/);
    const look = wukong(['check', 'command', 'npx wukong undo --list'], {
      cwd: ws,
      env: env(),
    });
    expect(look.stdout).not.toMatch(/self-protection/);
  });
});
