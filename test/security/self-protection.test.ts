// Tests of the self-protection policy: one row per Bash form that would change
// Wukong's own files (hard-deny) beside a safe sibling (allowed by it), every
// file tool inside and outside sub-agents, an MCP write, symlinks on real
// folders, reads of the daemon's secret, and the glob comparison itself
// Pos: test/security, the real parser, the real policies, the real hook
// handler; symlinks are real files
import {
  mkdirSync,
  mkdtempSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GateInput } from '../../policies/gate/gate-context.js';
import { securityPolicies } from '../../policies/security/gate-policies.js';
import {
  expandBraces,
  globsMeet,
} from '../../policies/security/self-protection/glob-segment.js';
import { judgeWukongArgs } from '../../policies/security/self-protection/wukong-invocation.js';
import {
  bashGateContext,
  pathGateContext,
} from '../../src/harness/gate/prepare-context.js';
import { PolicyRegistry } from '../../src/harness/gate/registry.js';
import { decisionVerb, runGate } from '../../src/harness/gate/run-gate.js';
import {
  analyzeBash,
  initBashParser,
} from '../../src/platform/shell/bash-parser.js';
import { hookHarness, verdict } from '../harness/hook-harness.js';

const dirs = {
  stateDir: '/home/user/.local/state/wukong',
  daemonDirs: ['/run/user/1000/wukong', '/home/user/.local/state/wukong/run'],
  variables: {
    XDG_RUNTIME_DIR: '/run/user/1000',
    XDG_STATE_HOME: '/home/user/.local/state',
  },
};
const where = {
  cwd: '/home/user/project',
  workspace: '/home/user/project',
  home: '/home/user',
  wukongDirs: dirs,
};
const registry = new PolicyRegistry(securityPolicies());

beforeAll(async () => {
  await initBashParser();
});

function judgeCommand(command: string) {
  const decision = runGate(
    'pre-tool',
    {
      ...where,
      toolName: 'Bash',
      command,
      facts: { shell: analyzeBash(command) },
    },
    { registry, traceId: 't' },
  );
  return {
    verb: decisionVerb(decision),
    mine: decision.findings.filter((f) => f.policy === 'self-protection'),
  };
}

function judgeContext(
  context: GateInput<'pre-tool' | 'pre-write'>,
  checkpoint: 'pre-tool' | 'pre-write' = 'pre-tool',
) {
  const decision = runGate(checkpoint, context, { registry, traceId: 't' });
  return {
    verb: decisionVerb(decision),
    mine: decision.findings.filter((f) => f.policy === 'self-protection'),
  };
}

/** [a command that changes a protected surface, its safe sibling]. */
const TABLE: Array<[string, string, string]> = [
  // form, deny, allow
  ['> redirection', 'echo x > .wukong/promise.json', 'echo hi > notes.txt'],
  [
    '>> append',
    'echo x >> wukong.config.json',
    'echo x >> src/wukong.config.ts',
  ],
  [
    '>| clobber',
    'echo {} >| .claude/settings.json',
    'echo {} >| .claude/settings.json.example',
  ],
  [
    '&> both streams',
    'npm test &> .claude/settings.local.json',
    'npm test &> test.log',
  ],
  ['2> stderr', 'make 2> .wukong/runs/s/state.json', 'make 2> build.err'],
  ['fd dup to a file', 'echo x 1>&2 >&.wukong/promise.json', 'echo x 1>&2'],
  ['exec 3>file', 'exec 3>.wukong/ledger/2026-01-01.jsonl', 'exec 3>out.log'],
  ['nameless redirection', '> wukong.config.json', '> empty.txt'],
  ['mv source', 'mv .wukong /tmp/old-state', 'mv a.txt b.txt'],
  [
    'mv destination',
    'mv evil.json .claude/settings.json',
    'mv evil.json .claude/notes.json',
  ],
  [
    'mv into the folder by name',
    'mv settings.json .claude',
    'mv notes.md .claude',
  ],
  ['rm', 'rm .claude/settings.json', 'rm .claude/settings.json.bak'],
  ['rm -rf', 'rm -rf .wukong', 'rm -rf build'],
  [
    'rm with ./ .. and a trailing slash',
    'rm -rf ./src/../.wukong/',
    'rm -rf ./src/../build/',
  ],
  ['rm with upper case', 'rm -rf .WUKONG', 'rm -rf .WUKONGX'],
  ['rm -rf .w* (a glob)', 'rm -rf .w*', 'rm -rf .x*'],
  ['rm *.json (a glob)', 'rm *.json', 'rm *.log'],
  [
    'rm of avatars by glob',
    'rm .claude/agents/*.md',
    'rm .claude/agents/*.bak',
  ],
  ['rm of a brace expansion', 'rm -rf .{wukong,cache}', 'rm -rf .{tmp,cache}'],
  [
    'cp destination',
    'cp evil.json wukong.config.json',
    'cp wukong.config.json /tmp/config-copy.json',
  ],
  ['cp -t DIR', 'cp a b -t .wukong', 'cp a b -t build'],
  [
    'cp --target-directory=',
    'cp --target-directory=.claude settings.json',
    'cp --target-directory=.claude notes.json',
  ],
  ['cp -r into the workspace', 'cp -r backup/.claude .', 'cp -r backup/src .'],
  [
    'cp --link (a hard link)',
    'cp --link .wukong/promise.json p.json',
    'cp .wukong/promise.json /tmp/p.json',
  ],
  ['install', 'install -m 644 a .wukong/b', 'install -m 644 a build/b'],
  ['rsync', 'rsync -a x/ .wukong/', 'rsync -a x/ build/'],
  [
    'rsync of contents into the workspace',
    'rsync -a template/ .',
    'rsync -a template/ build',
  ],
  [
    'sed -i',
    'sed -i s/a/b/ wukong.config.json',
    'sed -i s/a/b/ src/wukong.config.ts',
  ],
  [
    'sed -i.bak',
    'sed -i.bak s/true/false/ .claude/settings.json',
    'sed -i.bak s/true/false/ .claude/settings.json.example',
  ],
  [
    'sed --in-place=',
    'sed --in-place=.bak s/a/b/ .claude/settings.local.json',
    'sed --in-place=.bak s/a/b/ notes.md',
  ],
  ['sed w FILE', "sed -n 'w .wukong/promise.json' x", "sed -n 'w out.txt' x"],
  [
    'perl -pi',
    'perl -pi -e s/a/b/ wukong.config.json',
    'perl -pi -e s/a/b/ config.json',
  ],
  ['tee', 'echo {} | tee .claude/settings.json', 'echo {} | tee notes.json'],
  ['tee -a', 'echo x | tee -a .wukong/promise.json', 'echo x | tee -a log.txt'],
  ['truncate', 'truncate -s 0 .wukong/promise.json', 'truncate -s 0 log.txt'],
  [
    'ln -s (the link)',
    'ln -s /tmp/evil .claude/settings.json',
    'ln -s /tmp/evil .claude/link',
  ],
  [
    'ln -sf (the target)',
    'ln -sf .wukong data',
    'ln -sf ../shared/corpora corpora',
  ],
  ['ln (a hard link)', 'ln .wukong/promise.json p', 'ln notes.md n'],
  ['ln -t DIR', 'ln -t links .wukong/promise.json', 'ln -t links notes.md'],
  [
    'dd of=',
    'dd if=/dev/zero of=.wukong/promise.json',
    'dd if=/dev/zero of=zero.bin count=1',
  ],
  ['touch', 'touch wukong.config.json', 'touch src/new.ts'],
  ['chmod', 'chmod 000 .claude/settings.json', 'chmod +x scripts/run.sh'],
  ['chown', 'chown nobody .wukong', 'chown nobody build'],
  ['chmod -R of the workspace', 'chmod -R 700 .', 'chmod -R 755 scripts'],
  ['mkdir', 'mkdir -p .wukong/fake', 'mkdir -p build/out'],
  [
    'git checkout -- .wukong',
    'git checkout -- .wukong',
    'git checkout -- src/a.ts',
  ],
  [
    'git checkout of the settings',
    'git checkout HEAD~3 -- .claude/settings.json',
    'git checkout main',
  ],
  [
    'git restore',
    'git restore wukong.config.json',
    'git restore --staged wukong.config.json',
  ],
  ['git clean', 'git clean -fdx', 'git clean -n'],
  ['git rm', 'git rm wukong.config.json', 'git rm --cached wukong.config.json'],
  ['git mv', 'git mv wukong.config.json old.json', 'git mv a.ts b.ts'],
  ['git stash --all', 'git stash --all', 'git stash'],
  ['git -C', 'git -C .. clean -fdx project', 'git -C sub clean -fdx build'],
  ['find -delete', 'find .wukong -delete', "find . -name '*.pyc' -delete"],
  [
    'find -delete of everything',
    'find . -type f -delete',
    'find build -type f -delete',
  ],
  [
    'find -name that matches',
    "find . -name '*.json' -delete",
    "find src -name '*.json' -delete",
  ],
  [
    'find -exec',
    "find . -name '*.md' -exec rm {} +",
    "find . -name '*.tmp' -exec rm {} +",
  ],
  [
    'find -exec sed -i',
    "find . -name '*.json' -exec sed -i s/a/b/ {} +",
    "find src -name '*.json' -exec sed -i s/a/b/ {} +",
  ],
  [
    'find -fprint',
    'find . -fprint .wukong/promise.json',
    'find . -fprint files.txt',
  ],
  ['cd then rm *', 'cd .wukong && rm *', 'cd build && rm *'],
  [
    'cd then a relative write',
    'cd .claude && echo {} > settings.json',
    'cd docs && echo x > settings.json',
  ],
  ['a variable holding the path', 'd=.wukong; rm -rf $d', 'd=build; rm -rf $d'],
  [
    'a variable holding the name',
    'f=wukong.config.json; echo {} > "$f"',
    'f=notes.json; echo {} > "$f"',
  ],
  [
    'an unresolved variable beside protected folders',
    'rm -rf "$TARGET"',
    'rm -rf "build/$TARGET"',
  ],
  [
    'an unresolved variable inside .wukong',
    'echo x > .wukong/$name',
    'echo x > build/$name',
  ],
  [
    'a variable with a protected tail',
    'rm -rf "$ROOT/.wukong"',
    'rm -rf "$ROOT/build"',
  ],
  [
    'a known variable',
    'cat secret > $XDG_RUNTIME_DIR/wukong/x',
    'cat secret > $XDG_RUNTIME_DIR/other/x',
  ],
  ['bash -c', 'bash -c "rm -rf .wukong"', 'bash -c "rm -rf build"'],
  ['eval', "eval 'echo x > wukong.config.json'", "eval 'echo x > notes.json'"],
  [
    'a subshell',
    '( cd .claude; rm settings.json )',
    '( cd build; rm settings.json )',
  ],
  [
    'env and nohup',
    'env A=1 nohup rm .claude/settings.json',
    'env A=1 nohup rm notes.json',
  ],
  [
    'xargs with its own operands',
    'echo x | xargs rm -rf .wukong',
    'echo x | xargs rm -rf build',
  ],
  [
    'python -c',
    `python3 -c "open('.wukong/ledger/x','w')"`,
    `python3 -c "print(open('.wukong/promise.json').read())"`,
  ],
  [
    'python heredoc',
    "python3 <<'PY'\nimport os\nos.remove('.wukong/promise.json')\nPY",
    "python3 <<'PY'\nimport os\nos.remove('build/x')\nPY",
  ],
  [
    'node -e',
    `node -e "require('fs').writeFileSync('wukong.config.json','')"`,
    `node -e "console.log(require('fs').readFileSync('wukong.config.json','utf8'))"`,
  ],
  [
    'perl -e',
    `perl -e 'unlink ".wukong/promise.json"'`,
    `perl -e 'print "wukong.config.json\\n"'`,
  ],
  [
    'ruby -e',
    `ruby -e 'File.write(".claude/settings.json", "{}")'`,
    `ruby -e 'File.write("notes.json", "{}")'`,
  ],
  ['an editor', 'vim -c ":wq" .claude/settings.json', 'vim -c ":wq" src/a.ts'],
  ['tar -x -C', 'tar -xzf pack.tgz -C .claude', 'tar -xzf pack.tgz -C vendor'],
  ['unzip -d', 'unzip -o pack.zip -d .wukong', 'unzip -o pack.zip -d vendor'],
  [
    'curl -o',
    'curl -sSo wukong.config.json https://example.com/c.json',
    'curl -sSo c.json https://example.com/c.json',
  ],
  [
    'awk print >',
    `awk 'BEGIN { print "{}" > ".wukong/promise.json" }'`,
    `awk 'BEGIN { print "{}" > "out.json" }'`,
  ],
  [
    'ed',
    "ed -s wukong.config.json <<< $',d\nw'",
    "ed -s notes.txt <<< $',d\nw'",
  ],
  [
    'a find -name glob over dot files',
    "find . -maxdepth 1 -name '.w*' -exec rm -rf {} +",
    "find . -maxdepth 1 -name '.x*' -exec rm -rf {} +",
  ],
  [
    'a shell string inside python',
    `python3 -c "import os; os.system('rm -rf .wukong')"`,
    `python3 -c "import os; os.system('rm -rf build')"`,
  ],
  [
    'patch from a heredoc',
    'patch -p1 <<\'EOF\'\n--- a/.claude/settings.json\n+++ b/.claude/settings.json\n@@ -1 +1 @@\n-{}\n+{"hooks":{}}\nEOF',
    "patch -p1 <<'EOF'\n--- a/src/a.ts\n+++ b/src/a.ts\n@@ -1 +1 @@\n-a\n+b\nEOF",
  ],
  [
    'the user-level state',
    'rm -rf ~/.local/state/wukong',
    'ls ~/.local/state/wukong',
  ],
  [
    'the user-level state by variable',
    'echo x > $XDG_STATE_HOME/wukong/workspaces/k/witness.json',
    'echo x > /tmp/witness.json',
  ],
  [
    'the daemon folder',
    'rm -rf /run/user/1000/wukong',
    'rm -rf /tmp/scratch-dir',
  ],
  [
    'the managed policy',
    'echo {} > /etc/wukong/policy.json',
    'echo {} > /tmp/policy.json',
  ],
  [
    'wukong config set',
    'wukong config set hooks.daemon false',
    'wukong config get hooks.daemon',
  ],
  ['wukong config edit', 'wukong config edit', 'wukong config show'],
  ['wukong init', 'npx wukong init', 'npx wukong init --dry-run'],
  [
    'wukong uninstall',
    'node dist/wukong.cjs uninstall',
    'node dist/wukong.cjs --help',
  ],
  [
    'wukong serve --stop',
    './node_modules/.bin/wukong serve --stop',
    './node_modules/.bin/wukong serve --status',
  ],
  [
    'wukong promise clear',
    'npm exec -- wukong promise clear',
    'npm exec -- wukong promise show',
  ],
  [
    'wukong hook',
    'echo {} | wukong hook --event PostToolUse',
    'wukong check command "rm -rf .wukong"',
  ],
  [
    'wukong verify --state',
    'wukong verify s.json --state .wukong/p.json',
    'wukong verify s.json',
  ],
  ['wukong run phase', 'pnpm wukong run phase execute', 'pnpm wukong run show'],
  ['wukong ledger', 'wukong ledger rewrite', 'wukong ledger verify'],
  ['an unknown wukong command', 'wukong frobnicate', 'wukong audit --json'],
];

describe('self-protection: every Bash form', () => {
  it.each(TABLE)('%s: denies `%s`', (_form, deny) => {
    const { verb, mine } = judgeCommand(deny);
    expect(verb).toBe('deny');
    expect(
      mine.some((f) => f.severity === 'hard-deny'),
      JSON.stringify(mine),
    ).toBe(true);
  });

  it.each(TABLE)(
    '%s: leaves `%3$s` to the other rules',
    (_form, _deny, allow) => {
      const { verb, mine } = judgeCommand(allow);
      expect(mine, JSON.stringify(mine)).toEqual([]);
      expect(verb).not.toBe('deny');
    },
  );

  it('says what is protected, why, and how the user changes it', () => {
    const { mine } = judgeCommand('sed -i s/true/false/ wukong.config.json');
    expect(mine[0]?.message).toContain("Wukong's configuration");
    expect(mine[0]?.message).toContain('wukong config set KEY VALUE');
    expect(mine[0]?.nextAction.kind).toBe('stop');
    expect(mine[0]?.subject).toBe('sed -i s/true/false/ wukong.config.json');
  });

  it('asks when paths arrive at run time from a listing that may include protected files, and lets a narrow listing pass', () => {
    expect(
      judgeCommand('sed -i s/a/b/ $(git ls-files)').mine.map((f) => f.severity),
    ).toEqual(['soft-deny']);
    expect(
      judgeCommand('git ls-files | xargs sed -i s/a/b/').mine.map(
        (f) => f.severity,
      ),
    ).toEqual(['soft-deny']);
    expect(judgeCommand('sed -i s/a/b/ $(grep -rl old src)').mine).toEqual([]);
    expect(
      judgeCommand('grep -rl old src | xargs sed -i s/old/new/').mine,
    ).toEqual([]);
  });

  it('asks for a glob after a cd it cannot follow, and denies a protected name there', () => {
    expect(
      judgeCommand('cd "$(dirname "$0")" && rm -rf *').mine.map(
        (f) => f.severity,
      ),
    ).toEqual(['soft-deny']);
    expect(
      judgeCommand('cd "$X" && rm -rf .wukong').mine.map((f) => f.severity),
    ).toEqual(['hard-deny']);
    expect(judgeCommand('cd "$X" && rm -rf build').mine).toEqual([]);
  });

  it('leaves the same forms alone on another machine', () => {
    expect(judgeCommand('ssh host "rm -rf .wukong"').mine).toEqual([]);
  });
});

describe('self-protection: reads', () => {
  it.each([
    'cat $XDG_RUNTIME_DIR/wukong/daemon.secret',
    'cat /home/user/.local/state/wukong/run/daemon.secret',
    'base64 < /run/user/1000/wukong/daemon.secret',
    'cp /run/user/1000/wukong/daemon.secret /tmp/s',
    'tar czf /tmp/d.tgz /run/user/1000/wukong',
    'cat /run/user/1000/wukong/*',
    'cat "$SOMEWHERE/daemon.secret"',
    `python3 -c "print(open('/run/user/1000/wukong/daemon.secret').read())"`,
  ])('denies reading the daemon secret: %s', (command) => {
    expect(judgeCommand(command).mine.map((f) => f.severity)).toEqual([
      'hard-deny',
    ]);
  });

  it.each([
    'cat .wukong/ledger/2026-01-01.jsonl',
    'cat wukong.config.json',
    'grep -r hooks .claude',
    'ls /run/user/1000/wukong',
    'cat /run/user/1000/wukong/x.sock.pid',
    'grep -rn daemon.secret src',
  ])('allows other reads: %s', (command) => {
    expect(judgeCommand(command).mine).toEqual([]);
  });

  it('denies the Read tool the secret and nothing else', () => {
    expect(
      judgeContext({
        ...where,
        toolName: 'Read',
        path: '/run/user/1000/wukong/daemon.secret',
        access: 'read',
      }).mine.map((f) => f.severity),
    ).toEqual(['hard-deny']);
    expect(
      judgeContext({
        ...where,
        toolName: 'Read',
        path: '/home/user/project/.wukong/promise.json',
        access: 'read',
      }).mine,
    ).toEqual([]);
    expect(
      judgeContext({
        ...where,
        toolName: 'Read',
        path: '/home/user/project/.claude/settings.json',
        access: 'read',
      }).mine,
    ).toEqual([]);
  });
});

describe('self-protection: file tools and MCP, by their path facts', () => {
  it.each([
    ['/home/user/project/.wukong/promise.json', 'deny'],
    ['/home/user/project/.claude/settings.json', 'deny'],
    ['/home/user/project/.claude/settings.local.json', 'deny'],
    ['/home/user/project/.claude/agents/wukong-body.md', 'deny'],
    ['/home/user/project/.claude/agents/wukong-new.md', 'deny'],
    ['/home/user/project/wukong.config.json', 'deny'],
    ['/home/user/project/./.wukong/../wukong.config.json', 'deny'],
    ['/home/user/project/.Wukong/Promise.json', 'deny'],
    ['/home/user/.local/state/wukong/workspaces/x/witness.json', 'deny'],
    ['/etc/wukong/policy.json', 'deny'],
    ['.wukong/runs/s/state.json', 'deny'],
    ['/home/user/project/.claude/agents/reviewer.md', 'allow'],
    ['/home/user/project/.claude/settings.json.example', 'allow'],
    ['/home/user/project/src/wukong.config.ts', 'allow'],
    ['/home/user/project/docs/wukong/notes.md', 'allow'],
  ])('a write to %s: %s', (path, expected) => {
    for (const toolName of ['Write', 'Edit', 'MultiEdit', 'NotebookEdit']) {
      for (const checkpoint of ['pre-tool', 'pre-write'] as const) {
        const { mine } = judgeContext(
          { ...where, toolName, path, access: 'write' },
          checkpoint,
        );
        expect(
          mine.length > 0 && mine.every((f) => f.severity === 'hard-deny'),
          `${toolName} ${checkpoint}`,
        ).toBe(expected === 'deny');
      }
    }
  });

  it('judges an MCP tool by the paths it reports, whatever its name', () => {
    const write: GateInput<'pre-tool' | 'pre-write'> = {
      ...where,
      toolName: 'mcp__filesystem__write_file',
      path: '/home/user/project/.claude/settings.json',
      access: 'write',
    };
    expect(judgeContext(write).mine.map((f) => f.severity)).toEqual([
      'hard-deny',
    ]);
    const elsewhere = { ...write, path: '/home/user/project/src/app.ts' };
    expect(judgeContext(elsewhere).mine).toEqual([]);
    // An access the adapter may report as `delete` is a change like a write.
    const deleting = {
      ...write,
      path: '/home/user/project/.wukong',
      access: 'delete' as unknown as 'write',
    };
    expect(judgeContext(deleting).mine.map((f) => f.severity)).toEqual([
      'hard-deny',
    ]);
  });
});

describe('self-protection: symlinks on real folders', () => {
  const setup = () => {
    const ws = realpathSync(mkdtempSync(join(tmpdir(), 'wukong-protect-')));
    mkdirSync(join(ws, '.wukong'));
    mkdirSync(join(ws, '.claude'));
    writeFileSync(join(ws, '.wukong', 'promise.json'), '{}');
    writeFileSync(join(ws, '.claude', 'settings.json'), '{}');
    symlinkSync(join(ws, '.wukong'), join(ws, 'data'));
    symlinkSync(join(ws, '.claude', 'settings.json'), join(ws, 'cfg.json'));
    const home = realpathSync(mkdtempSync(join(tmpdir(), 'wukong-home-')));
    return {
      ws,
      where: {
        cwd: ws,
        workspace: ws,
        home,
        wukongDirs: {
          stateDir: join(home, '.local/state/wukong'),
          daemonDirs: [join(home, '.local/state/wukong/run')],
        },
      },
    };
  };

  it('follows a symlink in the workspace to .wukong for Bash and file tools alike', () => {
    const { where: w } = setup();
    for (const command of [
      'echo x > data/promise.json',
      'rm -rf data/',
      'sed -i s/a/b/ cfg.json',
    ]) {
      const decision = runGate('pre-tool', bashGateContext(command, w), {
        registry,
        traceId: 't',
      });
      expect(
        decision.findings
          .filter((f) => f.policy === 'self-protection')
          .map((f) => f.severity),
        command,
      ).toEqual(['hard-deny']);
    }
    const write = runGate(
      'pre-write',
      pathGateContext('cfg.json', 'write', w, { toolName: 'Edit' }),
      { registry, traceId: 't' },
    );
    expect(
      write.findings
        .filter((f) => f.policy === 'self-protection')
        .map((f) => f.severity),
    ).toEqual(['hard-deny']);
    const plain = runGate(
      'pre-tool',
      bashGateContext('echo x > notes.txt', w),
      { registry, traceId: 't' },
    );
    expect(
      plain.findings.filter((f) => f.policy === 'self-protection'),
    ).toEqual([]);
  });
});

describe('self-protection inside and outside sub-agents (the real hook)', () => {
  it('denies Write, Edit, MultiEdit, NotebookEdit and Bash for the main agent and a sub-agent alike', async () => {
    const ws = realpathSync(
      mkdtempSync(join(tmpdir(), 'wukong-protect-hook-')),
    );
    mkdirSync(join(ws, '.claude'));
    writeFileSync(join(ws, '.claude', 'settings.json'), '{}');
    const h = hookHarness(ws);
    const calls: Array<[string, Record<string, unknown>]> = [
      ['Write', { file_path: join(ws, 'wukong.config.json'), content: '{}' }],
      [
        'Edit',
        {
          file_path: join(ws, '.claude', 'settings.json'),
          old_string: '{}',
          new_string: '{"hooks":{}}',
        },
      ],
      [
        'MultiEdit',
        {
          file_path: join(ws, '.claude', 'settings.local.json'),
          edits: [{ old_string: 'a', new_string: 'b' }],
        },
      ],
      [
        'NotebookEdit',
        { notebook_path: join(ws, '.wukong', 'x.ipynb'), new_source: 'x' },
      ],
      ['Bash', { command: 'rm -rf .wukong' }],
    ];
    for (const [tool, input] of calls) {
      expect(verdict(await h.pre(tool, input)), `${tool} main agent`).toBe(
        'deny',
      );
      expect(
        verdict(
          await h.pre(tool, input, {
            agent_type: 'general-purpose',
            agent_id: 'a-1',
          }),
        ),
        `${tool} sub-agent`,
      ).toBe('deny');
    }
    expect(
      verdict(
        await h.pre('Write', { file_path: join(ws, 'notes.md'), content: 'x' }),
      ),
    ).not.toBe('deny');
  });
});

describe('bash glob rules against protected names', () => {
  it.each([
    ['*', 'wukong.config.json', true],
    ['*', '.wukong', false],
    ['.*', '.wukong', true],
    ['.w*', '.wukong', true],
    ['.[a-z]*', '.wukong', true],
    ['.[!a-z]*', '.wukong', false],
    ['?wukong', '.wukong', false],
    ['*.md', 'wukong-*.md', true],
    ['wukong-eye.md', 'wukong-*.md', true],
    ['*.bak', 'wukong-*.md', false],
    ['w[u]kong.config.json', 'wukong.config.json', true],
    ['settings.js?n', 'settings.json', true],
    ['SETTINGS.JSON', 'settings.json', true],
  ])('%s meets %s: %s', (word, name, expected) => {
    expect(
      globsMeet(
        { text: word, pattern: true },
        { text: name, pattern: name.includes('*') },
      ),
    ).toBe(expected);
  });

  it('lets a run-time value start with a dot', () => {
    expect(
      globsMeet(
        { text: '*', pattern: true, dotglob: true },
        { text: '.wukong', pattern: false },
      ),
    ).toBe(true);
  });

  it('answers for a plain name as the search over two patterns does', () => {
    // A plain name takes a linear matcher; the same name written as a
    // pattern of escaped characters takes the product search.
    const char = fc.constantFrom('a', 'B', '.', '-', '*', '?', '[', ']', '!');
    const piece = fc.constantFrom('a', 'b', '.', '*', '?', '[a-c]', '[!a]');
    const escape = (t: string) => t.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 7 }).map((x) => x.join('')),
        fc.array(char, { maxLength: 8 }).map((x) => x.join('')),
        fc.boolean(),
        (word, name, dotglob) => {
          const plain = globsMeet(
            { text: word, pattern: true, dotglob },
            { text: name, pattern: false },
          );
          const asPattern = globsMeet(
            { text: word, pattern: true, dotglob },
            { text: escape(name), pattern: true },
          );
          expect(plain).toBe(asPattern);
          expect(
            globsMeet(
              { text: name, pattern: false },
              { text: word, pattern: true },
            ),
          ).toBe(
            globsMeet(
              { text: escape(name), pattern: true },
              { text: word, pattern: true },
            ),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('expands braces like bash', () => {
    expect(expandBraces('.{wukong,git}')).toEqual(['.wukong', '.git']);
    expect(expandBraces('a{b,c{d,e}}f')).toEqual(['abf', 'acdf', 'acef']);
    expect(expandBraces('{x}')).toEqual(['{x}']);
  });
});

describe("Wukong's own commands", () => {
  it.each([
    [['check', 'command', 'ls'], 'read-only'],
    [['ledger', 'tail', '-n', '5'], 'read-only'],
    [['promise', '--help'], 'read-only'],
    [['promise', 'clear', '--help'], 'changes'],
    [['config', 'set', 'a', 'b'], 'changes'],
    [['throttle', '--no-persist', 'x'], 'read-only'],
    [['throttle', 'x'], 'changes'],
    [['serve'], 'changes'],
    [['viz', '--out', '/tmp/v'], 'writes'],
    [[], 'read-only'],
  ])('%j is %s', (args, kind) => {
    expect(judgeWukongArgs(args).kind).toBe(kind);
  });
});

describe("self-protection: Wukong's installed code", () => {
  const installed = {
    ...where,
    wukongDirs: { ...dirs, installDir: '/usr/lib/node_modules/wukong' },
  };
  const judgeIn = (context: typeof where, command: string) =>
    judgeContext({
      ...context,
      toolName: 'Bash',
      command,
      facts: { shell: analyzeBash(command) },
    }).mine.map((f) => f.severity);

  it.each([
    ["sed -i 's/deny/allow/' node_modules/wukong/dist/hook.cjs", 'deny'],
    ['echo x > node_modules/wukong/dist/wukong.cjs', 'deny'],
    ['ln -sf /tmp/fake node_modules/.bin/wukong', 'deny'],
    ['rm -rf node_modules/wukong', 'deny'],
    ['npm uninstall wukong', 'deny'],
    ['pnpm rm wukong', 'deny'],
    ['npm i -D wukong@file:../fake', 'deny'],
    ['yarn add wukong@npm:other-package', 'deny'],
    ['npm pkg delete devDependencies.wukong', 'deny'],
    ['npm i -D wukong-helper', 'none'],
    ['echo x > /usr/lib/node_modules/wukong/dist/hook.cjs', 'deny'],
    // Without the install every hook fails closed: clearing node_modules stops
    // the agent, it does not silence Wukong.
    ['rm -rf node_modules', 'none'],
    ['mv node_modules /tmp/old-modules', 'none'],
    ['npm uninstall lodash', 'none'],
    ['cat node_modules/wukong/package.json', 'none'],
    ['echo x > node_modules/lodash/index.js', 'none'],
  ])('%s: %s', (command, expected) => {
    const severities = judgeIn(installed, command);
    expect(
      expected === 'deny'
        ? severities.length > 0 && severities.every((s) => s === 'hard-deny')
        : severities.length === 0,
    ).toBe(true);
  });

  it('protects the running package only apart from the workspace', () => {
    // Wukong's own checkout as the workspace: the user develops Wukong.
    const self = {
      ...where,
      wukongDirs: { ...dirs, installDir: '/home/user/project' },
    };
    expect(judgeIn(self, 'echo x > dist/hook.cjs')).toEqual([]);
    expect(
      judgeIn(installed, 'echo x > /usr/lib/node_modules/wukong/README.md'),
    ).toEqual(['hard-deny']);
  });

  it('denies every file tool a write into the install', () => {
    for (const toolName of ['Write', 'Edit', 'MultiEdit', 'NotebookEdit']) {
      const { mine } = judgeContext({
        ...installed,
        toolName,
        path: '/home/user/project/node_modules/wukong/dist/hook.cjs',
        access: 'write',
      });
      expect(
        mine.map((f) => f.severity),
        toolName,
      ).toEqual(['hard-deny']);
    }
  });
});

describe('self-protection: reverting uncommitted settings', () => {
  const uncommitted = ['.claude/settings.json'];
  const judgeWith = (command: string, facts: string[] | undefined) =>
    judgeContext({
      ...where,
      toolName: 'Bash',
      command,
      facts: {
        shell: analyzeBash(command),
        ...(facts ? { protectedUncommitted: facts } : {}),
      },
    }).mine.map((f) => f.severity);

  it.each([
    ['git stash', 'deny'],
    ['git stash push -m wip', 'deny'],
    ['git stash -m wip', 'deny'],
    ['git stash save wip', 'deny'],
    ['git stash -- .claude', 'deny'],
    ['git -C . reset --hard HEAD~1', 'deny'],
    ['git reset --keep main', 'deny'],
    ['git checkout --force main', 'deny'],
    ['git switch -f main', 'deny'],
    ['git stash push -- src', 'none'],
    ['git reset HEAD~1', 'none'],
    ['git reset --soft HEAD~1', 'none'],
    ['git checkout main', 'none'],
    ['git stash pop', 'none'],
    ['git stash show -p', 'none'],
  ])('%s with the settings uncommitted: %s', (command, expected) => {
    expect(judgeWith(command, uncommitted)).toEqual(
      expected === 'deny' ? ['hard-deny'] : [],
    );
  });

  it('finds nothing once the settings are committed, or without the fact', () => {
    expect(judgeWith('git stash', [])).toEqual([]);
    expect(judgeWith('git reset --hard', undefined).length).toBe(0);
  });
});
