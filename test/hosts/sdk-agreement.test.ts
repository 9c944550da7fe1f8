// the Agent SDK adapter and `wukong hook` give the same answers on the same
// payloads, and canUseTool follows the same decisions
// Pos: test/hosts, one decision path for two hosts; separate scratch workspaces
// keep stateful events apart
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HookInput } from '@anthropic-ai/claude-agent-sdk';
import { describe, expect, it } from 'vitest';
import {
  createWukongCanUseTool,
  createWukongHooks,
} from '../../src/hosts/agent-sdk/create-wukong-hooks.js';
import { repoRoot, tempWorkspace, wukong } from '../e2e/cli.js';

const dir = join(repoRoot, 'test/e2e/hook-payloads');
const STATELESS = readdirSync(dir).filter((f) =>
  /^(pre-tool-use|post-tool-use-(webfetch|bash-secret))/.test(f),
);

describe('Agent SDK adapter and CLI agree', () => {
  for (const file of STATELESS) {
    it(file, async () => {
      const cliWs = tempWorkspace();
      const sdkWs = tempWorkspace();
      const text = readFileSync(join(dir, file), 'utf8');
      const event = JSON.parse(text).hook_event_name as string;
      const cli = wukong(['hook', '--event', event], {
        cwd: cliWs,
        stdin: text.replaceAll('__WORKSPACE__', cliWs),
        env: { CLAUDE_PROJECT_DIR: cliWs },
      });
      const cliAnswer = cli.stdout.trim()
        ? JSON.parse(cli.stdout.replaceAll(cliWs, '<ws>'))
        : {};
      const hooks = createWukongHooks({ workspace: sdkWs });
      const callback = hooks[event as 'PreToolUse']![0]!.hooks[0]!;
      const sdkAnswer = await callback(
        JSON.parse(text.replaceAll('__WORKSPACE__', sdkWs)) as HookInput,
        undefined,
        { signal: new AbortController().signal },
      );
      expect(
        JSON.parse(JSON.stringify(sdkAnswer).replaceAll(sdkWs, '<ws>')),
      ).toEqual(cliAnswer);
    });
  }

  it('canUseTool denies what the hook denies and asks the host on a soft-deny', async () => {
    const ws = tempWorkspace();
    const asked: string[] = [];
    const canUse = createWukongCanUseTool({
      workspace: ws,
      onAsk: async ({ reason }) => (asked.push(reason), false),
    });
    const signal = new AbortController().signal;
    const opts = (toolUseID: string, agentID?: string) => ({
      signal,
      toolUseID,
      requestId: `r-${toolUseID}`,
      ...(agentID ? { agentID } : {}),
    });
    const eye = await createWukongCanUseTool({ workspace: ws })(
      'Write',
      { file_path: join(ws, 'x.md'), content: 'x' },
      opts('t1', 'a1'),
    );
    expect(eye?.behavior).toBe('allow');
    const sql = await canUse(
      'Edit',
      {
        file_path: join(ws, 'app.py'),
        old_string: 'a',
        new_string: 'cur.execute("SELECT * FROM t WHERE id = " + x)',
      },
      opts('t2'),
    );
    expect(sql).toMatchObject({
      behavior: 'deny',
      message: expect.stringMatching(
        /code-safety\.sql-concatenation.*\(not authorized\)$/,
      ),
    });
    expect(asked).toHaveLength(1);
    const allowing = createWukongCanUseTool({
      workspace: ws,
      onAsk: async () => true,
    });
    expect(
      (
        await allowing(
          'Edit',
          {
            file_path: join(ws, 'app.py'),
            old_string: 'a',
            new_string: 'cur.execute("SELECT * FROM t WHERE id = " + x)',
          },
          opts('t3'),
        )
      )?.behavior,
    ).toBe('allow');
  });
});
