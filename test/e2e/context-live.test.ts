// Ruyi context live in Claude Code, through `wukong hook` payloads: usage read
// from the transcript at each prompt and tool call drives seed 000's rescue
// (70% protection rules, 85% compact form + anchors + a ready /compact line,
// 100% archive, written once and given back at SessionStart), each stage said
// once; the chat phrases of seed 002 switch, archive, load and report a prune
// Pos: test/e2e; what the agent (additionalContext) and the user
// (systemMessage) receive is asserted, the logic behind it has unit suites
import {
  appendFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDraft, addAnchor } from '../../src/context/anchor-store.js';
import { ollama } from '../context/anchor-fixture.js';
import { TranscriptBuilder } from '../context/transcript-builder.js';
import { tempWorkspace, wukong } from './cli.js';

const SESSION = 'sess-e2e-0001';

const usageAt = (ratio: number) => ({
  input_tokens: 5,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: Math.round(ratio * 200_000) - 5,
  output_tokens: 20,
});

/** `zh`: a Chinese locale, the notices read as the seeds word them. */
function setup(locale: 'zh' | 'en' = 'zh') {
  const ws = tempWorkspace();
  const transcript = join(ws, 'session.jsonl');
  const b = new TranscriptBuilder(SESSION, ws);
  b.user('Add rate limiting to the login endpoint');
  b.step(
    [
      {
        name: 'TodoWrite',
        input: {
          todos: [
            { content: 'write the limiter', status: 'in_progress' },
            { content: 'test the limiter', status: 'pending' },
          ],
        },
      },
    ],
    'Planning.',
    usageAt(0.6),
  );
  writeFileSync(transcript, b.text());
  /** Appends one response at the given usage. */
  const grow = (ratio: number) => {
    const before = b.lines.length;
    b.step(
      [{ name: 'Bash', input: { command: 'npm test' }, output: 'ok' }],
      'Running the tests.',
      usageAt(ratio),
    );
    appendFileSync(
      transcript,
      `${b.lines
        .slice(before)
        .map((l) => JSON.stringify(l))
        .join('\n')}\n`,
    );
  };
  const hook = (event: string, patch: Record<string, unknown>) => {
    const r = wukong(['hook', '--event', event], {
      cwd: ws,
      stdin: JSON.stringify({
        session_id: SESSION,
        transcript_path: transcript,
        cwd: ws,
        permission_mode: 'default',
        hook_event_name: event,
        ...patch,
      }),
      env: {
        CLAUDE_PROJECT_DIR: ws,
        HOME: ws,
        LC_ALL: locale === 'zh' ? 'zh_CN.UTF-8' : 'en_US.UTF-8',
      },
    });
    expect(r.code, r.stderr).toBe(0);
    return r.stdout.trim()
      ? (JSON.parse(r.stdout) as {
          systemMessage?: string;
          hookSpecificOutput?: { additionalContext?: string };
        })
      : null;
  };
  const prompt = (text: string) => hook('UserPromptSubmit', { prompt: text });
  const tool = () =>
    hook('PostToolUse', {
      tool_name: 'Bash',
      tool_input: { command: 'npm test' },
      tool_response: { stdout: 'ok', stderr: '', interrupted: false },
      tool_use_id: 'toolu_live',
    });
  return { ws, transcript, b, grow, hook, prompt, tool };
}

const agentOf = (out: ReturnType<ReturnType<typeof setup>['prompt']>) =>
  out?.hookSpecificOutput?.additionalContext ?? '';
const userOf = (out: ReturnType<ReturnType<typeof setup>['prompt']>) =>
  out?.systemMessage ?? '';

describe('usage from the transcript drives the rescue before Claude Code compacts', () => {
  it('says nothing below 70%, the protection rules at 70% once, the compact form, anchors and a /compact line at 85%, and archives at 100%', () => {
    const s = setup();
    addAnchor(
      s.ws,
      parseDraft(
        {
          type: 'C',
          title: 'Never log a password',
          decision: 'Passwords never reach a log line',
          alternatives: [{ option: 'mask', pros: 'simple', cons: 'leaks' }],
          why: ['security'],
          impact: ['src/auth'],
          verification: 'grep the logs',
          rollback: ['none'],
          highImpact: true,
          selfCheck: {
            affectsFuture: true,
            referenceValue: true,
            preventsRepeat: true,
          },
          keywords: ['password'],
        },
        'anchor',
      ),
      new Date(),
      90,
    );
    addAnchor(s.ws, parseDraft(ollama, 'anchor'), new Date(), 90);

    expect(agentOf(s.prompt('go on'))).not.toContain('上下文使用');

    s.grow(0.72);
    const warn = s.tool();
    expect(agentOf(warn)).toContain('🟡 上下文使用 72%');
    expect(agentOf(warn)).toContain('永不修剪: Task, TodoWrite, Edit, Write');
    expect(agentOf(warn)).toContain('Glob 3, Grep 3, Read 5, Bash 3');
    expect(userOf(warn)).toContain('黄灯 72%');
    s.grow(0.74);
    expect(agentOf(s.tool())).not.toContain('上下文使用');

    s.grow(0.86);
    const compress = s.prompt('keep going');
    const agent = agentOf(compress);
    expect(agent).toContain('🟠 上下文使用 86%');
    expect(agent).toContain('## 🔸 缩形态上下文');
    expect(agent).toContain('[C001] Never log a password');
    expect(agent).toContain('## 相关锚点');
    const line = userOf(compress)
      .split('\n')
      .find((l) => l.startsWith('/compact '))!;
    expect(line).toContain('Task, TodoWrite, Edit, Write, MultiEdit');
    expect(line).toContain(
      'Glob 3, Grep 3, Read 5, Bash 3, WebSearch 2, WebFetch 2',
    );
    expect(line).toContain('[C001]');
    expect(userOf(compress)).toMatch(/修剪 \(preset \w+\) 会丢弃 \d+ 项/);

    s.grow(1.0);
    const red = s.tool();
    expect(agentOf(red)).toContain('🔴 上下文使用 100%');
    expect(agentOf(red)).toMatch(/\ncontinue$/);
    expect(userOf(red)).toContain('/compact ');
    const sessions = join(s.ws, '.wukong', 'context', 'sessions');
    expect(readdirSync(sessions)).toHaveLength(1);
    // Archived once for this crossing: the red line's archive is the one on
    // disk (PreCompact's pass found the transcript at the same position and
    // did not write it again), and it names where the transcript stood.
    const meta = JSON.parse(
      readFileSync(
        join(sessions, readdirSync(sessions)[0]!, 'meta.json'),
        'utf8',
      ),
    );
    expect(meta.trigger).toBe('usage read from the transcript: 红线 100%');
    expect(meta.position.bytes).toBe(statSync(s.transcript).size);

    // Claude Code compacts; the next SessionStart gives the form back.
    s.b.lines.push({
      type: 'system',
      subtype: 'compact_boundary',
      compactMetadata: { trigger: 'auto', preTokens: 200_000 },
    });
    appendFileSync(s.transcript, `${JSON.stringify(s.b.lines.at(-1))}\n`);
    const back = s.hook('SessionStart', { source: 'compact' });
    expect(agentOf(back)).toContain('缩形态');
    // After the compaction the old usage no longer counts: silence.
    expect(agentOf(s.prompt('and now?'))).not.toContain('上下文使用');
  });
});

describe('session errors, thinking blocks included, are detected with the rescue', () => {
  it('an API error about a thinking block found at the 100% stage comes back once at SessionStart after the compaction, with its recovery', () => {
    const s = setup();
    const err = {
      parentUuid: null,
      type: 'assistant',
      isSidechain: false,
      isApiErrorMessage: true,
      sessionId: SESSION,
      uuid: 'err-think',
      timestamp: '2026-01-01T00:10:00.000Z',
      message: {
        id: 'msg_err',
        role: 'assistant',
        content: [
          {
            type: 'text',
            text: 'API Error: 400 messages.3.content.0: When thinking is enabled, a final assistant message must start with a thinking block',
          },
        ],
      },
    };
    appendFileSync(s.transcript, `${JSON.stringify(err)}\n`);
    s.b.lines.push(err);
    s.grow(1.0);
    expect(agentOf(s.tool())).toContain('🔴 上下文使用 100%');
    s.b.lines.push({
      type: 'system',
      subtype: 'compact_boundary',
      compactMetadata: { trigger: 'auto', preTokens: 200_000 },
    });
    appendFileSync(s.transcript, `${JSON.stringify(s.b.lines.at(-1))}\n`);
    const back = agentOf(s.hook('SessionStart', { source: 'compact' }));
    expect(back).toContain(
      '**错误类型**: Thinking Block Error (thinking_block_error)',
    );
    expect(back).toContain('must start with a thinking block');
    expect(back).toContain('never copy or edit earlier thinking text');
    // Said once.
    expect(
      agentOf(s.hook('SessionStart', { source: 'compact' })),
    ).not.toContain('Thinking Block Error');
  });
});

describe('the chat phrases of seed 002 act on UserPromptSubmit', () => {
  it('简要概括 / summarise give the compact form, 详细说说 / more detail the expanded one', () => {
    const s = setup();
    for (const p of ['简要概括', 'summarise', 'Summarize.']) {
      const out = s.prompt(p);
      expect(agentOf(out)).toContain('## 🔸 缩形态上下文');
      expect(agentOf(out)).toContain('【任务】Add rate limiting');
      expect(userOf(out)).toContain('缩形态');
    }
    for (const p of ['详细说说', 'more detail']) {
      const out = s.prompt(p);
      expect(agentOf(out)).toContain('## 🔶 巨形态上下文');
      expect(userOf(out)).toContain('巨形态');
    }
    expect(
      existsSync(join(s.ws, '.wukong', 'context', 'current', 'expanded.md')),
    ).toBe(true);
    // A sentence that only mentions a phrase is not a command.
    expect(agentOf(s.prompt('please summarise the design doc'))).toBe('');
  });

  it('存档一下 / archive write an archive, 加载上下文 / load context load it, 修剪上下文 / prune context report the prune and the /compact line (an English locale: English answers)', () => {
    const s = setup('en');
    const archived = s.prompt('存档一下');
    expect(userOf(archived)).toContain('Wukong: archived to ');
    expect(agentOf(archived)).toContain('## 🔸 Compact context');
    expect(
      readdirSync(join(s.ws, '.wukong', 'context', 'sessions')),
    ).toHaveLength(1);
    expect(userOf(s.prompt('archive'))).toContain('Wukong: archived to ');
    for (const p of ['加载上下文', 'load context']) {
      const loaded = s.prompt(p);
      expect(userOf(loaded)).toContain('Wukong: loaded ');
      expect(agentOf(loaded)).toContain('## 🔸 Compact context');
    }
    for (const p of ['修剪上下文', 'prune context']) {
      const pruned = s.prompt(p);
      expect(userOf(pruned)).toMatch(/would drop \d+ items/);
      expect(userOf(pruned)).toMatch(/\n\/compact Keep the current task/);
      expect(agentOf(pruned)).toContain('does not let a hook remove messages');
    }
  });

  it('says plainly when there is nothing to load, in the language', () => {
    const zh = setup();
    expect(userOf(zh.prompt('加载上下文'))).toMatch(
      /^Wukong: load 没有运行: .* 下没有存档; 请先运行 `wukong context archive`$/,
    );
    const en = setup('en');
    expect(userOf(en.prompt('load context'))).toMatch(
      /^Wukong: load did not run: no archive under .*; run `wukong context archive` first$/,
    );
  });
});

describe('anchors reach everyone who needs them', () => {
  const constraint = {
    type: 'C',
    title: 'Never log a password',
    decision: 'Passwords never reach a log line',
    alternatives: [{ option: 'mask', pros: 'simple', cons: 'leaks' }],
    why: ['security'],
    impact: ['src/auth'],
    verification: 'grep the logs',
    rollback: ['none'],
    highImpact: true,
    selfCheck: {
      affectsFuture: true,
      referenceValue: true,
      preventsRepeat: true,
    },
    keywords: ['password'],
  };

  it('a sub-agent gets the relevant anchors in its prompt without any loop or promise, once', () => {
    const s = setup();
    addAnchor(s.ws, parseDraft(constraint, 'anchor'), new Date(), 90);
    addAnchor(s.ws, parseDraft(ollama, 'anchor'), new Date(), 90);
    const out = s.hook('PreToolUse', {
      tool_name: 'Task',
      tool_input: {
        subagent_type: 'general-purpose',
        description: 'pick the LLM',
        prompt: 'Wire the code review to the local LLM (ollama).',
      },
      tool_use_id: 'toolu_task1',
    }) as {
      hookSpecificOutput: {
        permissionDecision: string;
        updatedInput: { prompt: string };
      };
    };
    expect(out.hookSpecificOutput.permissionDecision).toBe('allow');
    const prompt = out.hookSpecificOutput.updatedInput.prompt;
    expect(prompt).toContain('[wukong: relevant anchors]');
    expect(prompt).toContain('[C001] Never log a password');
    expect(prompt).toContain('[D001]');
    // Already there: not attached twice.
    const again = s.hook('PreToolUse', {
      tool_name: 'Task',
      tool_input: {
        subagent_type: 'general-purpose',
        description: 'pick the LLM',
        prompt,
      },
      tool_use_id: 'toolu_task2',
    }) as { hookSpecificOutput?: { updatedInput?: { prompt: string } } } | null;
    expect(again?.hookSpecificOutput?.updatedInput).toBeUndefined();
  });

  it('SubagentStop stores the anchors a sub-agent proposes through the write gate, and names a refused one', () => {
    const s = setup();
    const good = JSON.stringify({
      ...constraint,
      title: 'Rate limits live in Redis',
      type: 'D',
      keywords: ['redis'],
    });
    const bad = JSON.stringify({ type: 'D', title: 'no fields' });
    const out = s.hook('SubagentStop', {
      stop_hook_active: false,
      agent_id: 'agent-1',
      agent_type: 'general-purpose',
      last_assistant_message: `Done.\n\`\`\`wukong-anchor\n${good}\n\`\`\`\n\`\`\`wukong-anchor\n${bad}\n\`\`\``,
    });
    expect(userOf(out)).toContain(
      'Wukong stored the anchors the sub-agent proposed: [D001]',
    );
    expect(userOf(out)).toMatch(/refused an anchor proposal: .*decision/);
    const list = wukong(['anchors', 'list', '--json'], { cwd: s.ws });
    expect(list.stdout).toContain('Rate limits live in Redis');
    expect(list.stdout).toContain('sub-agent general-purpose');
  });

  it('every delegation asks the sub-agent to propose anchors, even with an empty store; SubagentStop stores what its own transcript proposes without the user asking', () => {
    const s = setup();
    const out = s.hook('PreToolUse', {
      tool_name: 'Task',
      tool_input: {
        subagent_type: 'general-purpose',
        description: 'pick the cache',
        prompt: 'Choose where the rate limits live.',
      },
      tool_use_id: 'toolu_task3',
    }) as {
      hookSpecificOutput: {
        permissionDecision: string;
        permissionDecisionReason: string;
        updatedInput: { prompt: string };
      };
    };
    expect(out.hookSpecificOutput.permissionDecision).toBe('allow');
    const brief = out.hookSpecificOutput.updatedInput.prompt;
    expect(brief).toContain('[wukong: relevant anchors]');
    expect(brief).toContain('## 提议锚点');
    expect(brief).toContain('```wukong-anchor');
    expect(brief).not.toContain('## 相关锚点');
    // The zh locale above: the catalog's words for the request.
    expect(out.hookSpecificOutput.permissionDecisionReason).toContain(
      '提出锚点的请求',
    );

    // The sub-agent answers on its own, as the brief asked; this Claude Code
    // sends no last_assistant_message, only the sub-agent's transcript (whose
    // first record is the brief itself, with its example block).
    const proposal = JSON.stringify({
      ...constraint,
      type: 'D',
      title: 'Rate limits live in Redis',
      keywords: ['redis'],
    });
    const sub = new TranscriptBuilder(SESSION, s.ws);
    sub.user(brief);
    sub.step(
      [{ name: 'Read', input: { file_path: 'src/limits.ts' }, output: 'x' }],
      'Reading.',
    );
    sub.step([], `Redis it is.\n\`\`\`wukong-anchor\n${proposal}\n\`\`\``);
    const subPath = join(s.ws, 'agent-a1.jsonl');
    writeFileSync(
      subPath,
      `${sub.lines.map((l) => JSON.stringify({ ...l, isSidechain: true, agentId: 'a1' })).join('\n')}\n`,
    );
    const stop = s.hook('SubagentStop', {
      stop_hook_active: false,
      agent_id: 'a1',
      agent_type: 'general-purpose',
      agent_transcript_path: subPath,
    });
    expect(userOf(stop)).toBe(
      'Wukong stored the anchors the sub-agent proposed: [D001]',
    );
    const list = wukong(['anchors', 'list', '--json'], { cwd: s.ws });
    expect(list.stdout).toContain('Rate limits live in Redis');
    expect(list.stdout).not.toContain('"title": "…"');

    // The next delegation carries the stored anchor back, and the request.
    const next = s.hook('PreToolUse', {
      tool_name: 'Task',
      tool_input: {
        subagent_type: 'general-purpose',
        description: 'wire redis',
        prompt: 'Wire the redis rate limits.',
      },
      tool_use_id: 'toolu_task4',
    }) as { hookSpecificOutput: { updatedInput: { prompt: string } } };
    expect(next.hookSpecificOutput.updatedInput.prompt).toContain(
      '[D001] Rate limits live in Redis',
    );
    expect(next.hookSpecificOutput.updatedInput.prompt).toContain(
      '## 提议锚点',
    );
  });

  it('an anchor is updated in place, and goes ⚠️ 待验证 when not seen for longer than the stale limit even after it matured', () => {
    const s = setup();
    addAnchor(
      s.ws,
      parseDraft(constraint, 'anchor'),
      new Date('2025-01-01T00:00:00Z'),
      30,
    );
    const upd = wukong(
      [
        'anchors',
        'update',
        'C001',
        '--decision',
        'Passwords and tokens never reach a log line',
        '--json',
      ],
      { cwd: s.ws },
    );
    expect(upd.code, upd.stderr).toBe(0);
    const entry = JSON.parse(upd.stdout).anchor;
    expect(entry.anchor.decision).toBe(
      'Passwords and tokens never reach a log line',
    );
    expect(entry.lifecycle.version).toBe(2);
    expect(entry.stage).toBe('dormant');
    expect(wukong(['anchors', 'update', 'C001'], { cwd: s.ws }).stderr).toMatch(
      /needs a field to change/,
    );
    expect(
      wukong(['anchors', 'update', 'C009', '--note', 'x'], { cwd: s.ws }).code,
    ).toBe(2);
  });
});
