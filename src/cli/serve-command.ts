// Input: node:util (parseArgs), node:fs, daemon (serve, socketPath, workspaceRoot), ./main (run), ./build-id, config/load-config
// Output: serveCommand — `wukong serve [--workspace DIR] [--idle-minutes N] | --status | --stop`
// Pos: src/cli, runs the resident daemon in the foreground (the hooks start it detached); each request is answered by the same run()
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/load-config.js';
import { askDaemon } from '../daemon/client.js';
import { serve } from '../daemon/server.js';
import { socketPath } from '../daemon/socket-path.js';
import { workspaceRoot } from '../daemon/workspace-root.js';
import { BUILD_ID } from './build-id.js';
import type { CommandIO } from './io.js';
import { run } from './main.js';

export const serveHelp = `Usage: wukong serve [--workspace DIR] [--idle-minutes N]
       wukong serve --status | --stop [--workspace DIR]

Keeps Wukong loaded so each Claude Code hook costs little more than starting node: \`wukong hook\` asks this
process over a private Unix socket and answers in-process itself when none runs (hooks start one when
hooks.daemon is on). It exits after hooks.daemonIdleMinutes without requests, on SIGTERM, or when a newer build asks.
Exit codes: 0 stopped or status shown, 1 --status/--stop found no server, 2 bad input.
`;

export async function serveCommand(argv: string[], io: CommandIO): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { workspace: { type: 'string' }, 'idle-minutes': { type: 'string' }, status: { type: 'boolean' }, stop: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.out(serveHelp);
    return 0;
  }
  const workspace = values.workspace ?? workspaceRoot(io.cwd, io.env);
  const socket = socketPath(workspace);
  if (values.status || values.stop) {
    let info: { pid: number; build: string; startedAt: string } | undefined;
    try {
      info = JSON.parse(readFileSync(`${socket}.pid`, 'utf8'));
    } catch {
      info = undefined;
    }
    const live = info ? await askDaemon(socket, { v: 1, build: BUILD_ID, argv: ['--version'], cwd: workspace, env: {}, stdin: '' }, 1000) : undefined;
    if (!info || !live) {
      io.out(`no wukong serve for ${workspace}\n`);
      return 1;
    }
    if (values.stop) process.kill(info.pid, 'SIGTERM');
    io.out(`${values.stop ? 'stopping' : 'running'}: pid ${info.pid}, build ${info.build}, since ${info.startedAt}, socket ${socket}\n`);
    return 0;
  }
  const minutes = values['idle-minutes'] !== undefined ? Number(values['idle-minutes']) : loadConfig(workspace).config.hooks.daemonIdleMinutes;
  if (!Number.isInteger(minutes) || minutes < 1) throw new Error(`--idle-minutes must be a whole number of minutes >= 1, got ${values['idle-minutes']}`);
  const outcome = await serve({
    socket,
    build: BUILD_ID,
    idleMs: minutes * 60_000,
    log: (line) => io.err(`${line}\n`),
    handle: async (request) => {
      let stdout = '';
      let stderr = '';
      const exitCode = await run(request.argv, {
        cwd: request.cwd,
        env: { ...io.env, ...request.env, WUKONG_DAEMON: 'off', WUKONG_SERVED: '1' },
        out: (t) => (stdout += t),
        err: (t) => (stderr += t),
        readStdin: () => request.stdin,
      });
      return { exitCode, stdout, stderr };
    },
  });
  if (outcome === 'already-running') io.err(`wukong serve: another server already answers on ${socket}\n`);
  return 0;
}
