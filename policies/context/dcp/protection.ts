// Protection, protectionOf — which protected classes a call belongs to: recent
// turns, protected tools, protected files, anchors
// Pos: policies/context/dcp, the rules DCP may never cross (seed 002 保护机制);
// strategies consult them, none decides on its own
import picomatch from 'picomatch';
import { mentionsAnchor } from '../anchors/anchor-refs.js';
import type { DcpConfig } from '../../vocabulary/context-config.js';
import type { ContextView, ToolCall } from '../transcript/context-view.js';
import { resolvePreset } from './presets.js';

export const PROTECTED_CLASSES = [
  'recentTurns',
  'tools',
  'filePatterns',
  'anchors',
] as const;
export type ProtectedClass = (typeof PROTECTED_CLASSES)[number];

export interface Protection {
  classes: ProtectedClass[];
  /**
   * Protected against everything, supersede included: recent turns, protected
   * files, anchors.
   */
  hard: boolean;
  /**
   * Protected only as a tool (supersede may still swap a write's payload, seed
   * 002 Supersede Writes).
   */
  tool: boolean;
}

export type ProtectionOf = (call: ToolCall) => Protection;

export function protectionOf(
  view: ContextView,
  configured: DcpConfig,
): ProtectionOf {
  const dcp = resolvePreset(configured);
  const tools = new Set(dcp.protectedTools.map((t) => t.toLowerCase()));
  const matchers = dcp.protectedFilePatterns.map((p) =>
    picomatch(p, { basename: !p.includes('/'), dot: true }),
  );
  // Seed 002 turn_protection: the last N user turns by default; the aggressive
  // preset counts assistant steps.
  const byTurns = dcp.protectionUnit !== 'steps';
  const firstProtected =
    (byTurns ? view.turns : view.steps) - dcp.turnProtection;
  const unitOf = (c: ToolCall) => (byTurns ? Math.max(c.turn, 1) - 1 : c.step);
  const cache = new Map<string, Protection>();
  return (call) => {
    const hit = cache.get(call.id);
    if (hit) return hit;
    const classes: ProtectedClass[] = [];
    if (unitOf(call) >= firstProtected) classes.push('recentTurns');
    if (tools.has(call.name.toLowerCase())) classes.push('tools');
    if (call.filePath && matchers.some((m) => m(call.filePath!)))
      classes.push('filePatterns');
    if (
      dcp.anchorProtection &&
      (mentionsAnchor(JSON.stringify(call.input)) ||
        mentionsAnchor(call.output))
    )
      classes.push('anchors');
    const p: Protection = {
      classes,
      tool: classes.includes('tools'),
      hard: classes.some((c) => c !== 'tools'),
    };
    cache.set(call.id, p);
    return p;
  };
}
