// unit tests of seed 000's error recovery: each of the six classes detected
// with its recovery prompt; the three stages; the recovery-state memory that
// keeps a stage or an error from being reported twice
// Pos: test/context; real files in a temp folder, real transcripts written by
// the builder
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  classifyError,
  ERROR_CLASS_IDS,
  ERROR_CLASSES,
} from '../../policies/context/rescue/error-classes.js';
import {
  rescueStage,
  shouldAct,
} from '../../policies/context/rescue/rescue-stages.js';
import { detectSessionErrors } from '../../policies/context/rescue/session-errors.js';
import { contextView } from '../../policies/context/transcript/context-view.js';
import { parseTranscript } from '../../policies/context/transcript/parse-transcript.js';
import { ContextConfig } from '../../policies/vocabulary/context-config.js';
import { readRecoveryState, runRescue } from '../../src/context/rescue.js';
import { numbered, TranscriptBuilder } from './transcript-builder.js';

const config = ContextConfig.parse({});

/** A transcript with one error of each class, the way Claude Code logs them. */
function erroneous(
  usage = {
    input_tokens: 3,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 150_000,
    output_tokens: 5,
  },
) {
  const b = new TranscriptBuilder();
  b.user('fix the login bug');
  b.step([
    {
      name: 'Edit',
      input: { file_path: '/work/app/a.ts', old_string: 'x', new_string: 'y' },
      output:
        '<tool_use_error>String to replace not found in file.\nString: x</tool_use_error>',
      isError: true,
    },
  ]);
  b.step([{ name: 'Bash', input: { command: 'sleep 100' }, noResult: true }]);
  b.step([
    {
      name: 'Read',
      input: { file_path: '/work/app/huge.json' },
      output:
        'File content (85812 tokens) exceeds maximum allowed tokens (25000).',
      isError: true,
    },
  ]);
  b.step([
    {
      name: 'Bash',
      input: { command: './deploy.sh' },
      output: 'Exit code 1\n(eval):1: permission denied: ./deploy.sh',
      isError: true,
    },
  ]);
  b.step([
    {
      name: 'Read',
      input: { file_path: '/work/app/missing.ts' },
      output: '<tool_use_error>File does not exist.</tool_use_error>',
      isError: true,
    },
  ]);
  b.step([], '   ');
  b.step(
    [
      {
        name: 'Read',
        input: { file_path: '/work/app/big.ts' },
        output: numbered(1, 400),
      },
    ],
    'reading',
    usage,
  );
  b.idle(4);
  b.step(
    [{ name: 'Bash', input: { command: 'ls' }, output: 'a\nb' }],
    'last',
    usage,
  );
  return b;
}

describe('error classes', () => {
  it('has the six classes of seed 000 and its session-level thinking-block class, with severity and a recovery prompt each', () => {
    expect(ERROR_CLASS_IDS).toEqual([
      'edit_failure',
      'tool_result_missing',
      'context_exceeded',
      'permission_denied',
      'file_not_found',
      'empty_content',
      'thinking_block_error',
    ]);
    expect(ERROR_CLASS_IDS.map((id) => ERROR_CLASSES[id].severity)).toEqual([
      'HIGH',
      'HIGH',
      'CRITICAL',
      'HIGH',
      'MEDIUM',
      'MEDIUM',
      'HIGH',
    ]);
    expect(
      classifyError(
        'messages.1.content.0.type: Expected `thinking` or `redacted_thinking`, but found `text`.',
      )?.id,
    ).toBe('thinking_block_error');
    for (const id of ERROR_CLASS_IDS)
      expect(ERROR_CLASSES[id].recoveryPrompt.length).toBeGreaterThan(40);
    expect(classifyError('Error: EACCES: permission denied, open')?.id).toBe(
      'permission_denied',
    );
    expect(
      classifyError('prompt is too long: 210000 tokens > 200000 maximum')?.id,
    ).toBe('context_exceeded');
    expect(
      classifyError('messages.3: all messages must have non-empty content')?.id,
    ).toBe('empty_content');
    expect(classifyError('Exit code 1\ntests failed')).toBeUndefined();
  });

  it('detects each class in a transcript, with where it happened', () => {
    const errors = detectSessionErrors(
      contextView(parseTranscript(erroneous().text())),
    );
    expect(errors.map((e) => e.class)).toEqual([
      'edit_failure',
      'tool_result_missing',
      'context_exceeded',
      'permission_denied',
      'file_not_found',
      'empty_content',
    ]);
    expect(errors[0]).toMatchObject({
      tool: 'Edit',
      matched: 'String to replace not found',
      severity: 'HIGH',
    });
    expect(errors[1]).toMatchObject({
      tool: 'Bash',
      matched: 'tool_use without tool_result',
    });
  });

  it('detects a thinking block without its signature, and an API error about thinking blocks', () => {
    const b = new TranscriptBuilder();
    b.user('go');
    b.lines.push({
      type: 'assistant',
      isSidechain: false,
      sessionId: b.sessionId,
      message: {
        id: 'msg_think',
        role: 'assistant',
        content: [{ type: 'thinking', thinking: 'let me see' }],
      },
    });
    b.lines.push({
      type: 'assistant',
      isSidechain: false,
      sessionId: b.sessionId,
      message: {
        id: 'msg_ok',
        role: 'assistant',
        content: [{ type: 'thinking', thinking: 'fine', signature: 'sig' }],
      },
    });
    b.lines.push({
      type: 'assistant',
      isSidechain: false,
      isApiErrorMessage: true,
      sessionId: b.sessionId,
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
    });
    const errors = detectSessionErrors(contextView(parseTranscript(b.text())));
    expect(errors.map((e) => [e.class, e.matched])).toEqual([
      ['thinking_block_error', 'thinking block without signature'],
      ['thinking_block_error', 'must start with a thinking block'],
    ]);
  });

  it('does not count a call of the newest step as missing its result (it may still be running)', () => {
    const b = new TranscriptBuilder();
    b.step([{ name: 'Bash', input: { command: 'npm test' }, noResult: true }]);
    expect(detectSessionErrors(contextView(parseTranscript(b.text())))).toEqual(
      [],
    );
  });
});

describe('three-stage rescue', () => {
  it('maps usage to stages at 70 / 85 / 100% and acts only when the stage rises within a session', () => {
    expect(
      [0.5, 0.7, 0.84, 0.85, 0.99, 1.0, 1.2].map((r) =>
        rescueStage(r, config.rescue),
      ),
    ).toEqual([0, 1, 1, 2, 2, 3, 3]);
    expect(shouldAct(null, 's1', 1)).toBe(true);
    expect(
      shouldAct({ sessionId: 's1', stage: 1, reportedErrors: [] }, 's1', 1),
    ).toBe(false);
    expect(
      shouldAct({ sessionId: 's1', stage: 1, reportedErrors: [] }, 's1', 2),
    ).toBe(true);
    expect(
      shouldAct({ sessionId: 's1', stage: 3, reportedErrors: [] }, 's2', 1),
    ).toBe(true);
    expect(shouldAct(null, 's1', 0)).toBe(false);
  });

  const RESCUE_WORDS = {
    zh: {
      stage2: '🟠 上下文使用 86%',
      block: '## 戒关检查 - 错误恢复',
      kind: '**错误类型**: Edit Failure (edit_failure)',
      strategy: 'READ 验证后重试: ',
      compact: '## 🔸 缩形态上下文',
    },
    en: {
      stage2: '🟠 Context 86% used',
      block: '## 戒 check - error recovery',
      kind: '**Error class**: Edit Failure (edit_failure)',
      strategy: 'Read to verify, then retry: ',
      compact: '## 🔸 Compact context',
    },
  } as const;

  it.each(['zh', 'en'] as const)(
    'at 85%% runs DCP, reports new errors in the seed format (%s), and remembers them in recovery-state.json',
    async (lang) => {
      const words = RESCUE_WORDS[lang];
      const ws = mkdtempSync(join(tmpdir(), 'wukong-rescue-'));
      const path = join(ws, 't.jsonl');
      writeFileSync(
        path,
        erroneous({
          input_tokens: 3,
          cache_creation_input_tokens: 0,
          cache_read_input_tokens: 172_000,
          output_tokens: 5,
        }).text(),
      );
      const first = await runRescue({
        workspace: ws,
        transcriptPath: path,
        config,
        now: new Date('2026-03-01T00:00:00Z'),
        lang,
      });
      expect(first).toMatchObject({
        stage: 2,
        stageName: 'compress',
        acted: true,
      });
      expect(first.dcp).not.toBeNull();
      expect(first.newErrors).toHaveLength(6);
      expect(first.prompt).toContain(words.stage2);
      expect(first.prompt).toContain(words.block);
      expect(first.prompt).toContain(words.kind);
      expect(first.prompt).toContain(words.strategy);
      const state = readRecoveryState(ws)!;
      expect(state).toMatchObject({
        stage: 2,
        session_errors_count: 6,
        sessionId: 'sess-0001-aaaa-bbbb',
      });
      expect(state.dcp_stats?.savedPercent).toBeGreaterThan(0);
      expect(JSON.parse(readFileSync(first.statePath, 'utf8')).timestamp).toBe(
        '2026-03-01T00:00:00.000Z',
      );
      const again = await runRescue({
        workspace: ws,
        transcriptPath: path,
        config,
        now: new Date('2026-03-01T00:01:00Z'),
        lang,
      });
      expect(again).toMatchObject({
        acted: false,
        newErrors: [],
        prompt: '',
        dcp: null,
      });
      const emergency = await runRescue({
        workspace: ws,
        transcriptPath: path,
        config,
        now: new Date('2026-03-01T00:02:00Z'),
        ratio: 1.01,
        lang,
      });
      expect(emergency).toMatchObject({ stage: 3, acted: true });
      expect(emergency.prompt).toContain(words.compact);
      expect(emergency.prompt.trim().endsWith('continue')).toBe(true);
      expect(
        emergency.dcp!.result.byStrategy.recency.items +
          emergency.dcp!.result.byStrategy.truncation.items,
      ).toBeGreaterThan(0);
    },
  );
});
