// One session cannot slow another down through the daemon: a FIFO as
// transcript_path (read by the body watch on PreToolUse and by PreCompact) is
// refused without waiting, and another session's PreToolUse latency through the
// daemon is measured with and without that session's hooks in flight; requests
// of one session stay in order
// Pos: test/hosts, real server process, real FIFO; both sessions' requests are
// sent from this process over the socket (signed like a hook's), so node
// start-ups on a busy machine do not blur the two figures; one real hook
// process of the other session is answered by the daemon too
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { askVerified } from '../../src/hosts/daemon/daemon-route.js';
import { readSecret } from '../../src/hosts/daemon/secret.js';
import { readPidFile } from '../../src/hosts/daemon/server.js';
import { SessionQueues } from '../../src/hosts/daemon/session-queue.js';
import {
  bash,
  hookAsync,
  ledger,
  median,
  received,
  serverUp,
  setup,
  sleep,
  startServer,
} from './daemon-harness.js';

describe('sessions through the daemon', () => {
  it("a FIFO as transcript_path in one session does not delay another session's PreToolUse through the daemon by more than 100 ms", async () => {
    const s = setup({ hooks: { daemon: false } });
    startServer(s);
    await serverUp(s);
    const fifo = join(s.ws, 'transcript.jsonl');
    execFileSync('mkfifo', [fifo]);
    const secret = readSecret(s.place.dir) as Buffer;
    const build = readPidFile(s.place.socket)!.build;
    const ask = (session: string, event: string, fields: object) =>
      askVerified(
        s.place,
        secret,
        {
          build,
          session,
          argv: ['hook', '--event', event],
          cwd: s.ws,
          env: { CLAUDE_PROJECT_DIR: s.ws, HOME: s.env.HOME! },
          stdin: JSON.stringify({
            session_id: session,
            transcript_path: fifo,
            cwd: s.ws,
            hook_event_name: event,
            ...fields,
          }),
        },
        5000,
      );
    // Session A has a task (the body watch then reads its transcript on every
    // PreToolUse), and its transcript is a FIFO.
    expect(
      (await ask('A', 'UserPromptSubmit', { prompt: 'fix the bug' })).kind,
    ).toBe('answered');

    /**
     * B's PreToolUse through the daemon, timed from the request to the verified
     * answer (no node start-up in the figure).
     */
    const b = async (i: number) => {
      const t0 = performance.now();
      const r = await ask('B', 'PreToolUse', {
        tool_name: 'Bash',
        tool_input: { command: 'ls' },
        tool_use_id: `toolu_b${i}`,
      });
      expect(r.kind).toBe('answered');
      return performance.now() - t0;
    };
    const answeredA: string[] = [];
    /**
     * Session A's hooks one after another, a few ms apart as a busy session
     * sends them, until the returned stop().
     */
    const sessionA = () => {
      let stopped = false;
      const done = (async () => {
        for (let i = 0; !stopped; i++) {
          const r =
            i % 2 === 0
              ? await ask('A', 'PreToolUse', {
                  tool_name: 'Read',
                  tool_input: { file_path: join(s.ws, 'x.md') },
                  tool_use_id: `toolu_a${i}`,
                })
              : await ask('A', 'PreCompact', { trigger: 'auto' });
          answeredA.push(r.kind);
          await sleep(5);
        }
      })();
      return () => ((stopped = true), done);
    };
    for (let i = 0; i < 3; i++) await b(i);
    // Alone and with A in flight, round by round, so the machine's load drifts
    // into both figures alike.
    const without: number[] = [];
    const withA: number[] = [];
    for (let round = 0; round < 15; round++) {
      without.push(await b(100 + round));
      const stop = sessionA();
      await sleep(10);
      withA.push(await b(200 + round));
      await stop();
    }
    expect(median(withA) - median(without)).toBeLessThan(100);

    // A's hooks did not hang either, and they did meet the FIFO: PreCompact's
    // archive refused it (the body watch's tail read gives nothing).
    expect(answeredA.length).toBeGreaterThan(15);
    expect(new Set(answeredA)).toEqual(new Set(['answered']));
    expect(
      ledger(s.ws).some(
        (e) =>
          e.runId === 'A' &&
          e.type === 'hook.failed' &&
          String(e.data['why']).includes('is a FIFO'),
      ),
    ).toBe(true);
    // A real hook process of session B, with A in flight, is answered by the
    // daemon too.
    const stop = sessionA();
    const real = await hookAsync(
      s,
      'PreToolUse',
      bash(s, 'B', 'ls', 'toolu_b_process'),
    );
    await stop();
    expect(real.code).toBe(0);
    expect(
      received(s.ws)
        .filter((e) => e.runId === 'B')
        .map((e) => e.data.answeredBy),
    ).toEqual(Array(34).fill('daemon'));
  });

  it('SessionQueues: one key in order, other keys beside it', async () => {
    const queues = new SessionQueues();
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const a1 = queues.run('A', async () => {
      await gate;
      order.push('A1');
    });
    const a2 = queues.run('A', () => void order.push('A2'));
    await queues.run('B', () => void order.push('B1'));
    expect(order).toEqual(['B1']);
    expect(queues.active).toBe(1);
    release();
    await Promise.all([a1, a2]);
    expect(order).toEqual(['B1', 'A1', 'A2']);
    const failing = queues.run('C', () => {
      throw new Error('boom');
    });
    await expect(failing).resolves.toBeUndefined();
    await queues.run('C', () => void order.push('C2'));
    expect(order.at(-1)).toBe('C2');
    expect(queues.active).toBe(0);
  });
});
