// Tests of PreToolUse on tool inputs Wukong must judge: a known tool whose
// input does not fit is denied naming the field (the `{"command":
// ["rm","-rf","~"]}` hole), extra fields pass, unknown tools have their
// arguments searched, Glob patterns that leave the search root and WebFetch
// URLs are judged
// Pos: test/hosts, the hook in-process on a real workspace and ledger
// (test/harness/hook-harness); toolInputProblems pinned on its own too
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolInputProblems } from '../../src/hosts/claude-code/tool-input.js';
import { workspace } from '../harness/fixtures.js';
import { hookHarness, verdict } from '../harness/hook-harness.js';

const reason = (
  out: Awaited<ReturnType<ReturnType<typeof hookHarness>['pre']>>,
) => out?.hookSpecificOutput?.permissionDecisionReason ?? '';

describe('toolInputProblems', () => {
  it.each([
    [
      'Bash',
      {
        command: 'ls -la',
        description: 'list',
        timeout: 1000,
        run_in_background: false,
      },
    ],
    ['Read', { file_path: '/w/a.ts', offset: 10, limit: 20 }],
    ['Write', { file_path: '/w/a.ts', content: '' }],
    [
      'Edit',
      {
        file_path: '/w/a.ts',
        old_string: 'a',
        new_string: '',
        replace_all: true,
      },
    ],
    [
      'MultiEdit',
      {
        file_path: '/w/a.ts',
        edits: [
          { old_string: 'a', new_string: 'b' },
          { old_string: 'c', new_string: 'd', replace_all: true },
        ],
      },
    ],
    [
      'NotebookEdit',
      { notebook_path: '/w/a.ipynb', new_source: 'x = 1', cell_id: 'c1' },
    ],
    [
      'NotebookEdit',
      { notebook_path: '/w/a.ipynb', edit_mode: 'delete', cell_id: 'c1' },
    ],
    ['Glob', { pattern: '**/*.ts' }],
    [
      'Grep',
      {
        pattern: 'TODO',
        path: '/w',
        glob: '*.ts',
        output_mode: 'content',
        '-n': true,
        '-C': 2,
      },
    ],
    ['Grep', { pattern: 'x', path: null }],
    ['WebFetch', { url: 'https://example.com', prompt: 'summarize' }],
    [
      'Task',
      {
        prompt: 'review',
        subagent_type: 'wukong-nose',
        description: 'review',
        model: 'sonnet',
      },
    ],
    ['Agent', { prompt: 'review' }],
    ['TodoWrite', { todos: 'anything: Wukong does not read it' }],
    ['mcp__fs__write_file', { path: 3 }],
  ])('%s %j fits', (tool, input) => {
    expect(toolInputProblems(tool, input)).toEqual([]);
  });

  it.each([
    [
      'Bash',
      { command: ['rm', '-rf', '~'] },
      'tool_input.command must be a non-empty string, got an array',
    ],
    ['Bash', {}, 'tool_input.command is missing; expected a non-empty string'],
    [
      'Bash',
      { command: '   ' },
      'tool_input.command must be a non-empty string, got a blank string',
    ],
    [
      'Bash',
      { command: null },
      'tool_input.command must be a non-empty string, got null',
    ],
    [
      'Read',
      { file_path: { path: '/etc/shadow' } },
      'tool_input.file_path must be a non-empty string, got an object',
    ],
    [
      'Write',
      { file_path: '/w/a.ts' },
      'tool_input.content is missing; expected a string',
    ],
    [
      'Write',
      { file_path: '', content: 'x' },
      'tool_input.file_path must be a non-empty string, got an empty string',
    ],
    [
      'Edit',
      { file_path: '/w/a.ts', old_string: 'a', new_string: 42 },
      'tool_input.new_string must be a string, got a number',
    ],
    [
      'MultiEdit',
      { file_path: '/w/a.ts', edits: [] },
      'tool_input.edits must be a non-empty array of {old_string, new_string} objects, got an array',
    ],
    [
      'MultiEdit',
      { file_path: '/w/a.ts', edits: [{ old_string: 'a', new_string: ['b'] }] },
      'tool_input.edits[0].new_string must be a string, got an array',
    ],
    [
      'MultiEdit',
      { file_path: '/w/a.ts', edits: ['x'] },
      'tool_input.edits[0] must be an object with old_string and new_string, got a string',
    ],
    [
      'NotebookEdit',
      { new_source: 'x' },
      'tool_input.notebook_path is missing; expected a non-empty string',
    ],
    [
      'Glob',
      { pattern: 7 },
      'tool_input.pattern must be a string, got a number',
    ],
    [
      'Grep',
      { pattern: 'x', path: ['/etc'] },
      'tool_input.path must be a non-empty string, got an array',
    ],
    [
      'WebFetch',
      { prompt: 'x' },
      'tool_input.url is missing; expected a non-empty string',
    ],
    [
      'Task',
      { subagent_type: 'x' },
      'tool_input.prompt is missing; expected a string',
    ],
    [
      'Agent',
      { prompt: 'x', subagent_type: 5 },
      'tool_input.subagent_type must be a non-empty string, got a number',
    ],
    ['Bash', ['ls'], 'tool_input must be an object, got an array'],
  ])('%s %j → %s', (tool, input, problem) => {
    expect(toolInputProblems(tool, input)).toContain(problem);
  });

  it('is not fooled by tool names that are Object.prototype members', () => {
    for (const tool of [
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
    ])
      expect(toolInputProblems(tool, { x: 1 })).toEqual([]);
  });
});

describe('PreToolUse with a malformed tool_input', () => {
  it('denies {"command": ["rm","-rf","~"]} naming the field, instead of no decision, and records why', async () => {
    const ws = workspace();
    const h = hookHarness(ws);
    const out = await h.pre('Bash', { command: ['rm', '-rf', '~'] });
    expect(verdict(out)).toBe('deny');
    expect(reason(out)).toMatch(
      /^Wukong denied Bash: \[tool-input\] Bash's input cannot be judged: tool_input\.command must be a non-empty string, got an array → next: fix-input: /,
    );
    expect(
      h.ledger().find((e) => e.type === 'gate.malformed-tool-input')?.data,
    ).toEqual({
      tool: 'Bash',
      problems: ['tool_input.command must be a non-empty string, got an array'],
    });
  });

  it.each([
    ['Write', { content: 'x' }, /tool_input\.file_path is missing/],
    [
      'Edit',
      { file_path: 'a.ts', old_string: 'a' },
      /tool_input\.new_string is missing/,
    ],
    [
      'MultiEdit',
      { file_path: 'a.ts', edits: 'x' },
      /tool_input\.edits must be a non-empty array/,
    ],
    [
      'Read',
      { file_path: 5 },
      /tool_input\.file_path must be a non-empty string, got a number/,
    ],
    [
      'WebFetch',
      { url: ['http://169.254.169.254/'] },
      /tool_input\.url must be a non-empty string, got an array/,
    ],
  ])('%s %j → deny', async (tool, input, why) => {
    const out = await hookHarness(workspace()).pre(tool, input);
    expect(verdict(out)).toBe('deny');
    expect(reason(out)).toMatch(why);
  });

  it('lets extra fields through: Claude Code adds fields over time', async () => {
    const ws = workspace();
    const h = hookHarness(ws);
    expect(
      verdict(
        await h.pre('Bash', {
          command: 'ls',
          description: 'list',
          sandbox: { new: true },
        }),
      ),
    ).toBe('allow'); // a pass runs sandboxed: allow with the command wrapped
    expect(
      verdict(
        await h.pre('Read', {
          file_path: join(ws, 'package.json'),
          pages: '1-2',
        }),
      ),
    ).toBe('none');
  });
});

describe('tools Wukong has no shape for', () => {
  it("searches an unknown tool's arguments for commands and paths", async () => {
    const ws = workspace();
    const h = hookHarness(ws);
    expect(verdict(await h.pre('PowerRun', { cmd: 'rm -rf ~' }))).toBe('deny');
    expect(verdict(await h.pre('LS', { path: '/etc' }))).toBe('ask');
    expect(
      verdict(
        await h.pre('FileWrite', {
          file_path: '/etc/cron.d/job',
          content: '* * * * * root sh',
        }),
      ),
    ).toBe('deny');
    expect(
      verdict(
        await h.pre('NotebookRead', { notebook_path: join(ws, 'a.ipynb') }),
      ),
    ).toBe('none');
    expect(verdict(await h.pre('FutureTool', { note: 'nothing to see' }))).toBe(
      'none',
    );
  });

  it("leaves the inputs of Claude Code's own inert tools alone (todos and plans name files without touching them)", async () => {
    const h = hookHarness(workspace());
    expect(
      verdict(
        await h.pre('TodoWrite', {
          todos: [
            { content: '/etc/passwd', status: 'pending', activeForm: 'x' },
          ],
        }),
      ),
    ).toBe('none');
    expect(verdict(await h.pre('ExitPlanMode', { plan: '/etc/hosts' }))).toBe(
      'none',
    );
  });

  it('judges where a Glob pattern starts when it leaves the search root', async () => {
    const ws = workspace();
    const h = hookHarness(ws);
    expect(verdict(await h.pre('Glob', { pattern: '**/*.ts' }))).toBe('none');
    expect(verdict(await h.pre('Glob', { pattern: '/etc/**/*.conf' }))).toBe(
      'ask',
    );
    expect(
      verdict(await h.pre('Glob', { pattern: '../../**/*', path: ws })),
    ).toBe('ask');
    expect(verdict(await h.pre('Glob', { pattern: '~/.ssh/*' }))).toBe('ask');
  });

  it('judges WebFetch by where its URL goes; a file: URL is a file read', async () => {
    const h = hookHarness(workspace());
    expect(
      verdict(
        await h.pre('WebFetch', {
          url: 'https://example.com/docs',
          prompt: 'x',
        }),
      ),
    ).toBe('none');
    expect(
      verdict(
        await h.pre('WebFetch', {
          url: 'http://[::ffff:169.254.169.254]/latest/meta-data/',
          prompt: 'x',
        }),
      ),
    ).toBe('deny');
    expect(
      verdict(
        await h.pre('WebFetch', { url: 'http://localhost:8080/', prompt: 'x' }),
      ),
    ).toBe('deny');
    expect(
      verdict(
        await h.pre('WebFetch', { url: 'file:///etc/shadow', prompt: 'x' }),
      ),
    ).toBe('ask');
  });

  it('lets gate.fetch.allowLocal name a local dev server', async () => {
    const h = hookHarness(workspace(), {
      gate: { fetch: { allowLocal: ['localhost:8080'] } },
    });
    expect(
      verdict(
        await h.pre('WebFetch', { url: 'http://localhost:8080/', prompt: 'x' }),
      ),
    ).toBe('none');
    expect(
      verdict(
        await h.pre('WebFetch', { url: 'http://localhost:5432/', prompt: 'x' }),
      ),
    ).toBe('deny');
  });
});
