// One session cannot slow another down through the daemon: a FIFO as transcript_path (read by the body watch on
// PreToolUse and by PreCompact) is refused without waiting, and another session's PreToolUse latency through the
// daemon is measured with and without that session's hooks in flight; requests of one session stay in order
// Pos: test/adapters, real server process, real FIFO; the FIFO session's requests are sent from this process over the
// socket (signed like a hook's) so that only the daemon, not extra node start-ups, stands between the two figures
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { askVerified } from '../../src/daemon/daemon-route.js';
import { readSecret } from '../../src/daemon/secret.js';
import { readPidFile } from '../../src/daemon/server.js';
import { SessionQueues } from '../../src/daemon/session-queue.js';
import { bash, hookAsync, ledger, median, received, serverUp, setup, sleep, startServer } from './daemon-harness.js';

describe('sessions through the daemon', () => {
  it("a FIFO as transcript_path in one session does not delay another session's PreToolUse through the daemon by more than 100 ms", async () => {
    const s = setup({ hooks: { daemon: false } });
    startServer(s);
    await serverUp(s);
    const fifo = join(s.ws, 'transcript.jsonl');
    execFileSync('mkfifo', [fifo]);
    const secret = readSecret(s.place.dir) as Buffer;
    const build = readPidFile(s.place.socket)!.build;
    const asA = (event: string, fields: object) =>
      askVerified(s.place, secret, { build, session: 'A', argv: ['hook', '--event', event], cwd: s.ws, env: { CLAUDE_PROJECT_DIR: s.ws, HOME: s.env.HOME! }, stdin: JSON.stringify({ session_id: 'A', transcript_path: fifo, cwd: s.ws, hook_event_name: event, ...fields }) }, 5000);
    // Session A has a task (the body watch then reads its transcript on every PreToolUse), and its transcript is a FIFO.
    expect((await asA('UserPromptSubmit', { prompt: 'fix the bug' })).kind).toBe('answered');

    const b = async (i: number) => (await hookAsync(s, 'PreToolUse', bash(s, 'B', 'ls', `toolu_b${i}`))).ms;
    await b(0);
    const without: number[] = [];
    for (let i = 1; i <= 7; i++) without.push(await b(i));

    let stop = false;
    const answeredA: string[] = [];
    const loopA = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const r = i % 2 === 0 ? await asA('PreToolUse', { tool_name: 'Read', tool_input: { file_path: join(s.ws, 'x.md') }, tool_use_id: `toolu_a${n}_${i}` }) : await asA('PreCompact', { trigger: 'auto' });
        answeredA.push(r.kind);
      }
    };
    const loops = [loopA(1)];
    await sleep(100);
    const withA: number[] = [];
    for (let i = 8; i <= 14; i++) withA.push(await b(i));
    stop = true;
    await Promise.all(loops);

    expect(median(withA) - median(without)).toBeLessThan(100);
    // Every B hook was answered by the daemon, and A's hooks (dozens) did not hang either.
    expect(received(s.ws).filter((e) => e.runId === 'B').map((e) => e.data.answeredBy)).toEqual(Array(15).fill('daemon'));
    expect(answeredA.length).toBeGreaterThan(4);
    expect(new Set(answeredA)).toEqual(new Set(['answered']));
    // …and they did read the FIFO's name: PreCompact's archive refused it (the body watch's tail read gives nothing).
    expect(ledger(s.ws).some((e) => e.runId === 'A' && e.type === 'hook.failed' && String(e.data['why']).includes('is a FIFO'))).toBe(true);
    console.log(`B's PreToolUse through the daemon: median ${median(without).toFixed(1)} ms alone, ${median(withA).toFixed(1)} ms with session A's FIFO hooks in flight (7 runs each)`);
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
