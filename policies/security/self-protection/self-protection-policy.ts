// selfProtectionPolicy (`self-protection`) — the agent cannot switch Wukong
// off: every path a tool call writes, moves, deletes, truncates, links, chmods
// or chowns is compared with the protected surfaces (Claude Code's settings,
// the avatars, wukong.config.json, .wukong/, the user-level state, the daemon's
// folder, /etc/wukong) and any hit is hard-deny; reading the daemon's secret is
// hard-deny; Wukong's own mutating commands are hard-deny; state that vanished
// asks
// Pos: policies/security/self-protection, pure over the gate's generic facts
// (GateContext.path and access for file and MCP tools, GateFacts.shell for
// Bash, resolvedPaths for symlinks): it never branches on a tool's name
import { say, sayDetail } from '../../vocabulary/messages/index.js';
import { posix } from 'node:path';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type {
  GateContext,
  GateFacts,
  WukongDirs,
} from '../../gate/gate-context.js';
import type { Finding } from '../../vocabulary/finding.js';
import { shellFacts } from '../commands/rules/define-command-policy.js';
import { accessOf } from '../paths/define-path-policy.js';
import { judgeCommand } from './command-judge.js';
import { judgeMutation, judgeRead } from './path-judge.js';
import type { Hit, Judge } from './path-judge.js';
import { protectedSurfaces } from './protected-surfaces.js';

export const SELF_PROTECTION = 'self-protection';

/**
 * The user-level folders from the context, or where they are by default under
 * `home`.
 */
export function wukongDirsOf(
  context: Pick<GateContext, 'home' | 'wukongDirs'>,
): WukongDirs {
  if (context.wukongDirs) return context.wukongDirs;
  const stateDir = posix.join(context.home, '.local', 'state', 'wukong');
  return { stateDir, daemonDirs: [posix.join(stateDir, 'run')] };
}

/**
 * One finding per subject and severity, the first reason found: `mv x .claude`
 * need not say it twice.
 */
function findingsOf(hits: readonly Hit[]): Finding[] {
  if (hits.length === 0) return [];
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const hit of hits) {
    const key = `${hit.severity}\u0000${hit.subject}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(
      gateFinding(
        SELF_PROTECTION,
        hit.subject,
        hit.severity,
        hit.said ? { message: hit.message, said: hit.said } : hit.message,
        hit.next,
      ),
    );
  }
  return out;
}

/** The judge of the last context and what it was made from. */
let last:
  | {
      workspace: string;
      cwd: string;
      home: string;
      dirs: WukongDirs | undefined;
      resolvedPaths: GateFacts['resolvedPaths'];
      judge: Judge;
    }
  | undefined;

/**
 * The surfaces and places a context is judged against. Every call of one
 * session has the same workspace, cwd, home and folders: the last judge is
 * reused (a copy: judgeCommand's caller sets `analysis` on it).
 */
function judgeFor(context: GateContext): Judge {
  const resolvedPaths = context.facts?.resolvedPaths;
  if (
    last &&
    last.workspace === context.workspace &&
    last.cwd === context.cwd &&
    last.home === context.home &&
    last.dirs === context.wukongDirs &&
    last.resolvedPaths === resolvedPaths
  )
    return { ...last.judge };
  const dirs = wukongDirsOf(context);
  const surfaces = protectedSurfaces(context.workspace, dirs);
  const cwd = posix.resolve(context.cwd).toLowerCase();
  const judge: Judge = {
    surfaces,
    cwdNearSecret: surfaces.some(
      (s) =>
        s.secret && cwd.startsWith(`/${s.segments.slice(0, -1).join('/')}`),
    ),
    places: {
      cwd: context.cwd,
      home: context.home,
      ...(resolvedPaths ? { resolvedPaths } : {}),
      ...(dirs.variables ? { variables: dirs.variables } : {}),
    },
    workspace: posix.resolve(context.workspace),
  };
  last = {
    workspace: context.workspace,
    cwd: context.cwd,
    home: context.home,
    dirs: context.wukongDirs,
    resolvedPaths,
    judge,
  };
  return { ...judge };
}

export const selfProtectionPolicy = definePolicy({
  id: SELF_PROTECTION,
  description:
    "Wukong's own settings, state and secret: no tool of the agent changes them (hard-deny), state that vanished asks",
  checkpoints: ['pre-tool', 'pre-write', 'pre-verify-command'],
  evaluate(context) {
    const judge = judgeFor(context);
    // Per call, never part of the reused judge: git's answer for this command.
    if (context.facts?.protectedUncommitted)
      judge.uncommitted = context.facts.protectedUncommitted;
    if (context.facts?.protectedMoves)
      judge.moves = context.facts.protectedMoves;
    const hits: Hit[] = [];
    if (context.path !== undefined && context.path !== '') {
      const access = context.access ?? accessOf(context);
      const tool = context.toolName ?? 'the tool';
      if (access === 'read')
        hits.push(
          ...judgeRead({ value: context.path }, tool, context.path, judge),
        );
      else
        hits.push(
          ...judgeMutation(
            { value: context.path },
            (access as string) === 'delete' ? 'delete' : 'write',
            tool,
            context.path,
            judge,
          ),
        );
    }
    if (context.command !== undefined && context.checkpoint !== 'pre-write') {
      const analysis = shellFacts(context);
      if (analysis) {
        judge.analysis = analysis;
        for (const command of analysis.commands)
          hits.push(...judgeCommand(command, judge));
      }
    }
    if (context.checkpoint === 'pre-tool') {
      for (const gone of context.facts?.vanished ?? []) {
        hits.push({
          severity: 'soft-deny',
          subject: `vanished:${gone.path}`,
          ...say('self.vanished', {
            what: gone.whatSaid ?? gone.what,
            path: gone.path,
          }),
          next: { kind: 'ask-user', ...sayDetail('self.vanished.next') },
        });
      }
    }
    return findingsOf(hits);
  },
});
