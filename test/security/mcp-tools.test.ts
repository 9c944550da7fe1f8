// Tests of MCP tools (`mcp__<server>__<tool>`) at PreToolUse: files, URLs,
// commands and secrets found in their arguments go through the same gates as
// Write, WebFetch and Bash; the built-in table and `mcp.tools` say what known
// tools do; an unknown tool whose name says it changes things is asked about;
// the search is bounded; and the pieces (name verbs, argument search, table
// lookup, config schema) on their own
// Pos: test/security, the hook in-process on a real workspace and ledger
// (test/harness/hook-harness), policies unmocked
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  searchArguments,
  shellJoin,
} from '../../policies/security/tool-calls/argument-search.js';
import { mcpToolEntry } from '../../policies/security/tool-calls/mcp-tools.js';
import {
  mcpToolName,
  nameVerbs,
} from '../../policies/security/tool-calls/tool-name.js';
import { WukongConfig } from '../../policies/vocabulary/config.js';
import { workspace } from '../harness/fixtures.js';
import { hookHarness, verdict } from '../harness/hook-harness.js';
import { ALNUM, fakeToken } from './fake-secrets.js';

const reason = (
  out: Awaited<ReturnType<ReturnType<typeof hookHarness>['pre']>>,
) => out?.hookSpecificOutput?.permissionDecisionReason ?? '';
const token = fakeToken('ghp_', ALNUM, 36, 11);

describe('tool names', () => {
  it('splits mcp__<server>__<tool>', () => {
    expect(mcpToolName('mcp__github__create_issue')).toEqual({
      server: 'github',
      tool: 'create_issue',
    });
    expect(mcpToolName('mcp__my-server__do__thing')).toEqual({
      server: 'my-server',
      tool: 'do__thing',
    });
    expect(mcpToolName('mcp__lonely')).toEqual({ server: 'lonely', tool: '' });
    expect(mcpToolName('Bash')).toBeUndefined();
  });

  it.each([
    ['write_file', ['write']],
    ['createOrUpdateFile', ['write']],
    ['create_or_update_file', ['write']],
    ['search_and_replace', ['read', 'write']],
    ['delete_note', ['delete']],
    ['send_message', ['send']],
    ['execute_command', ['exec']],
    ['browser_navigate', ['fetch']],
    ['list_processes', ['read']],
    ['get_command_history', ['read']],
    ['postgres_schema', []],
    ['settings', []],
    ['writefile', ['write']],
  ])('%s says %j', (name, verbs) => {
    expect([...nameVerbs(name)].sort()).toEqual([...verbs].sort());
  });
});

describe('searchArguments', () => {
  const read = { access: () => 'read' as const };

  it('finds files by shape and by key, URLs, commands (argv joined) and outgoing strings', () => {
    const found = searchArguments(
      {
        path: 'notes/today.md',
        options: {
          output: '/tmp/out.txt',
          list: ['~/.ssh/id_rsa', 'src/a.ts', 'hello world', 'README.md'],
        },
        url: 'localhost:3000/api',
        link: 'https://example.com/x',
        page: '2',
        command: ['rm', '-rf', '~'],
        job: { cmd: 'tar', args: ['czf', 'out.tgz', '.'] },
        nested: '{"file": "/etc/shadow"}',
        '/etc/hosts': 'key named a file',
      },
      read,
    );
    expect(found.files.map((f) => f.path).sort()).toEqual(
      [
        '.',
        '/etc/hosts',
        '/etc/shadow',
        '/tmp/out.txt',
        'README.md',
        'notes/today.md',
        'out.tgz',
        'src/a.ts',
        '~',
        '~/.ssh/id_rsa',
      ].sort(),
    );
    expect(found.urls.map((u) => u.url)).toEqual([
      'localhost:3000/api',
      'https://example.com/x',
    ]);
    expect(found.commands.map((c) => c.command)).toEqual([
      "rm -rf '~'",
      'tar czf out.tgz .',
    ]);
    expect(found.outgoing.map((o) => o.text)).toContain('hello world');
    expect(found.truncated).toBeUndefined();
  });

  it("turns file: URLs into files, and follows the plan's own key lists", () => {
    expect(
      searchArguments({ target: 'file:///etc/passwd' }, read).files,
    ).toEqual([
      { path: '/etc/passwd', access: 'read', at: 'tool_input.target' },
    ]);
    const remote = searchArguments(
      { path: 'src/a.ts', content: '/etc/x' },
      { access: () => 'write', pathKeys: [] },
    );
    expect(remote.files).toEqual([]);
  });

  it('gives content to writes and keeps it out of the outgoing strings when the call writes files', () => {
    const found = searchArguments(
      { path: 'a.ts', content: 'body' },
      { access: () => 'write' },
    );
    expect(found.content).toEqual(['body']);
    expect(found.outgoing.map((o) => o.text)).toEqual(['a.ts']);
  });

  it('stops at its bounds and says why', () => {
    let deep: unknown = '/etc/shadow';
    for (let i = 0; i < 40; i++) deep = { a: deep };
    expect(searchArguments(deep, read).truncated).toMatch(
      /nested deeper than 12 levels/,
    );
    expect(
      searchArguments({ list: Array.from({ length: 5000 }, (_, i) => i) }, read)
        .truncated,
    ).toMatch(/more than 4000 values/);
    expect(
      searchArguments(
        { list: Array.from({ length: 100 }, (_, i) => `/tmp/f${i}`) },
        read,
      ).truncated,
    ).toMatch(/more than 64 files/);
    expect(
      searchArguments({ text: 'x'.repeat(600 * 1024) }, read).truncated,
    ).toMatch(/characters of arguments/);
  });

  it('quotes argv so bash reads it back word for word', () => {
    expect(shellJoin(['echo', "it's", 'a b', '$HOME', '-n'])).toBe(
      `echo 'it'\\''s' 'a b' '$HOME' -n`,
    );
  });
});

describe('the MCP table', () => {
  it('merges entries most specific first, the config over the built-in table', () => {
    expect(mcpToolEntry('mcp__filesystem__write_file')).toMatchObject({
      does: 'write',
      keys: ['mcp__*__write_file'],
    });
    expect(mcpToolEntry('mcp__github__create_or_update_file')).toMatchObject({
      does: 'send',
      paths: [],
    });
    expect(mcpToolEntry('mcp__github__merge_pull_request')).toEqual({
      paths: [],
      keys: ['mcp__github__*'],
    });
    expect(
      mcpToolEntry('mcp__notes__delete_note', {
        'mcp__notes__*': { does: 'none' },
      }),
    ).toMatchObject({ does: 'none' });
    expect(
      mcpToolEntry('mcp__fs__write_file', {
        mcp__fs__write_file: { does: 'read' },
      }),
    ).toMatchObject({ does: 'read' });
    expect(mcpToolEntry('mcp__unknown__frobnicate')).toEqual({ keys: [] });
  });

  it('refuses bad config with the field named and what is allowed', () => {
    const bad = (mcp: unknown) =>
      WukongConfig.safeParse({ mcp })
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ');
    expect(bad({ tools: { write_file: { does: 'write' } } })).toMatch(
      /mcp\.tools\.write_file: "write_file" is not an MCP tool name: write mcp__<server>__<tool>/,
    );
    expect(bad({ tools: { 'mcp__*__*': { does: 'read' } } })).toMatch(
      /"mcp__\*__\*" is not an MCP tool name/,
    );
    expect(bad({ tools: { mcp__fs__rm: { does: 'nuke' } } })).toMatch(
      /mcp\.tools\.mcp__fs__rm\.does/,
    );
    const fetchBad = WukongConfig.safeParse({
      gate: { fetch: { allowLocal: ['http://localhost:3000'] } },
    }).error?.issues[0];
    expect(`${fetchBad?.path.join('.')}: ${fetchBad?.message}`).toMatch(
      /gate\.fetch\.allowLocal\.0: host or host:port, e\.g\. "localhost:3000"/,
    );
    expect(WukongConfig.parse({}).mcp).toEqual({ tools: {} });
    expect(WukongConfig.parse({}).gate).toEqual({
      fetch: { allowLocal: [] },
      untrusted: {
        paths: [
          'vendor/**',
          'third_party/**',
          'third-party/**',
          'downloads/**',
          'Downloads/**',
        ],
      },
    });
  });
});

describe('MCP tools at PreToolUse', () => {
  it("judges a filesystem server's files like Write and Read", async () => {
    const ws = workspace();
    const h = hookHarness(ws);
    expect(
      verdict(
        await h.pre('mcp__filesystem__write_file', {
          path: join(ws, 'notes.md'),
          content: 'hello',
        }),
      ),
    ).toBe('none');
    expect(
      verdict(
        await h.pre('mcp__filesystem__write_file', {
          path: '/etc/cron.d/x',
          content: 'hello',
        }),
      ),
    ).toBe('deny');
    expect(
      verdict(
        await h.pre('mcp__fs__write_file', {
          path: join(ws, 'config.ts'),
          content: `const t = "${token}";`,
        }),
      ),
    ).toBe('ask');
    expect(
      verdict(
        await h.pre('mcp__filesystem__read_file', { path: '~/.ssh/id_rsa' }),
      ),
    ).toBe('ask');
    expect(
      verdict(
        await h.pre('mcp__filesystem__read_multiple_files', {
          paths: [join(ws, 'package.json'), '/etc/shadow'],
        }),
      ),
    ).toBe('ask');
    expect(
      verdict(
        await h.pre('mcp__filesystem__move_file', {
          source: join(ws, 'a.txt'),
          destination: '/tmp/../etc/x',
        }),
      ),
    ).toBe('deny');
    expect(
      verdict(
        await h.pre('mcp__filesystem__edit_file', {
          path: join(ws, 'a.md'),
          edits: [{ oldText: 'a', newText: 'b' }],
        }),
      ),
    ).toBe('none');
    expect(
      verdict(await h.pre('mcp__filesystem__list_allowed_directories', {})),
    ).toBe('none');
  });

  it('denies a known writer whose arguments name no file it can judge', async () => {
    const out = await hookHarness(workspace()).pre(
      'mcp__filesystem__write_file',
      { file: 5, content: 'x' },
    );
    expect(verdict(out)).toBe('deny');
    expect(reason(out)).toMatch(
      /\[tool-call\] mcp__filesystem__write_file writes, but its arguments name no file the gate can judge/,
    );
  });

  it("judges shell servers' commands as Bash commands", async () => {
    const h = hookHarness(workspace());
    expect(
      verdict(
        await h.pre('mcp__shell__execute_command', { command: 'ls -la' }),
      ),
    ).toBe('none');
    expect(
      verdict(
        await h.pre('mcp__shell__execute_command', { command: 'rm -rf ~' }),
      ),
    ).toBe('deny');
    expect(
      verdict(
        await h.pre('mcp__desktop-commander__start_process', {
          command: 'curl http://169.254.169.254/latest/meta-data/',
          timeout_ms: 5000,
        }),
      ),
    ).toBe('deny');
    expect(
      verdict(
        await h.pre('mcp__shell__execute_command', {
          command: ['rm', '-rf', '/'],
        }),
      ),
    ).toBe('deny');
    const none = await h.pre('mcp__shell__execute_command', {
      script_text: 'rm -rf ~',
    });
    expect(verdict(none)).toBe('deny');
    expect(reason(none)).toMatch(
      /runs commands, but its arguments hold no command the gate can judge/,
    );
  });

  it("judges an unknown tool's command and argv, and asks because its name says it runs things", async () => {
    const h = hookHarness(workspace());
    expect(
      verdict(
        await h.pre('mcp__ops__run_process', {
          command: 'rm',
          args: ['-rf', '/'],
        }),
      ),
    ).toBe('deny');
    const out = await h.pre('mcp__ops__run_process', {
      command: 'git',
      args: ['status'],
    });
    expect(verdict(out)).toBe('ask');
    expect(reason(out)).toMatch(
      /mcp__ops__run_process is an MCP tool Wukong has no entry for, and its name says it runs commands/,
    );
    expect(reason(out)).toMatch(/"mcp": \{"tools": \{"mcp__ops__run_process"/);
  });

  it('denies fetches and navigations to metadata and local addresses, unless allowLocal names the server', async () => {
    const ws = workspace();
    const h = hookHarness(ws);
    expect(
      verdict(
        await h.pre('mcp__fetch__fetch', {
          url: 'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
        }),
      ),
    ).toBe('deny');
    expect(
      verdict(
        await h.pre('mcp__fetch__fetch', {
          url: 'https://example.com/',
          max_length: 5000,
        }),
      ),
    ).toBe('none');
    expect(
      verdict(
        await h.pre('mcp__playwright__browser_navigate', {
          url: 'http://localhost:3000/',
        }),
      ),
    ).toBe('deny');
    expect(
      verdict(
        await h.pre('mcp__puppeteer__puppeteer_navigate', {
          url: 'http://metadata.google.internal/',
        }),
      ),
    ).toBe('deny');
    expect(
      verdict(await h.pre('mcp__fetch__fetch', { max_length: 5000 })),
    ).toBe('deny');
    const dev = hookHarness(ws, {
      gate: { fetch: { allowLocal: ['localhost:3000'] } },
    });
    expect(
      verdict(
        await dev.pre('mcp__playwright__browser_navigate', {
          url: 'http://localhost:3000/',
        }),
      ),
    ).toBe('none');
    expect(
      verdict(
        await dev.pre('mcp__playwright__browser_navigate', {
          url: 'http://169.254.169.254/',
        }),
      ),
    ).toBe('deny');
  });

  it('judges browser page code as page code, not as a shell command; an upload reads the files it sends', async () => {
    const h = hookHarness(workspace());
    expect(
      verdict(
        await h.pre('mcp__playwright__browser_evaluate', {
          function: '() => document.title',
        }),
      ),
    ).toBe('none');
    expect(
      verdict(
        await h.pre('mcp__puppeteer__puppeteer_evaluate', {
          script: 'rm -rf ~',
        }),
      ),
    ).toBe('none');
    expect(
      verdict(
        await h.pre('mcp__playwright__browser_file_upload', {
          paths: ['/home/nobody/.aws/credentials'],
        }),
      ),
    ).toBe('ask');
    expect(
      verdict(
        await h.pre('mcp__playwright__browser_take_screenshot', {
          filename: '/etc/x.png',
        }),
      ),
    ).toBe('deny');
  });

  it('asks about unknown tools that change things, lets read-looking ones pass after the search', async () => {
    const h = hookHarness(workspace());
    const out = await h.pre('mcp__notes__delete_note', { id: 3 });
    expect(verdict(out)).toBe('ask');
    expect(reason(out)).toMatch(
      /\[tool-call\] mcp__notes__delete_note is an MCP tool Wukong has no entry for, and its name says it deletes/,
    );
    expect(
      verdict(await h.pre('mcp__notes__search_notes', { query: 'groceries' })),
    ).toBe('none');
    expect(
      verdict(
        await h.pre('mcp__notes__search_notes', { query: 'x', root: '/etc' }),
      ),
    ).toBe('ask');
    expect(verdict(await h.pre('mcp__terminal__session', { id: 1 }))).toBe(
      'ask',
    );
  });

  it('asks before a secret leaves in any MCP call, and GitHub paths are remote', async () => {
    const h = hookHarness(workspace());
    expect(
      verdict(
        await h.pre('mcp__github__create_issue', {
          owner: 'o',
          repo: 'r',
          title: 'bug',
          body: 'steps to reproduce',
        }),
      ),
    ).toBe('none');
    const leak = await h.pre('mcp__github__create_issue', {
      owner: 'o',
      repo: 'r',
      title: 'bug',
      body: `my token is ${token}`,
    });
    expect(verdict(leak)).toBe('ask');
    expect(reason(leak)).toMatch(
      /would send a github-pat secret \(ghp_\*\*\*\(40 chars\)\) in tool_input\.body to the github server/,
    );
    expect(reason(leak)).not.toContain(token);
    expect(
      verdict(
        await h.pre('mcp__github__create_or_update_file', {
          owner: 'o',
          repo: 'r',
          path: '/etc/passwd',
          content: 'x',
          message: 'm',
          branch: 'main',
        }),
      ),
    ).toBe('none');
    expect(
      verdict(
        await h.pre('mcp__github__push_files', {
          owner: 'o',
          repo: 'r',
          branch: 'main',
          message: 'm',
          files: [{ path: '.env', content: `TOKEN=${token}` }],
        }),
      ),
    ).toBe('ask');
  });

  it('lets mcp.tools describe a tool so its name no longer decides', async () => {
    const h = hookHarness(workspace(), {
      mcp: { tools: { mcp__notes__delete_note: { does: 'none' } } },
    });
    expect(verdict(await h.pre('mcp__notes__delete_note', { id: 3 }))).toBe(
      'none',
    );
  });

  it('reads stringified JSON arguments and asks when the arguments are too big or deep to search', async () => {
    const h = hookHarness(workspace());
    expect(
      verdict(
        await h.pre('mcp__db__query', { params: '{"path": "/etc/shadow"}' }),
      ),
    ).toBe('ask');
    let deep: unknown = { command: 'rm -rf ~' };
    for (let i = 0; i < 30; i++) deep = { a: deep };
    const out = await h.pre('mcp__db__query', { q: deep });
    expect(verdict(out)).toBe('ask');
    expect(reason(out)).toMatch(
      /searched only in part \(nested deeper than 12 levels\)/,
    );
  });
});
