// definePathPolicy — a gate policy over the file a tool reads or writes
// (GateContext.path), placed once; PATH_CHECKPOINTS; accessOf — read or write,
// from the context, the checkpoint or the tool's name
// Pos: policies/security/paths, the shape the path rules share; subjects are
// the paths as given, so an Authorization can name one
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { Policy } from '../../gate/define-policy.js';
import type { GateContext } from '../../gate/gate-context.js';
import type { Checkpoint } from '../../vocabulary/checkpoint.js';
import type { NextAction } from '../../vocabulary/finding.js';
import type { Said } from '../../vocabulary/messages/index.js';
import type { Severity } from '../../vocabulary/severity.js';
import { placeOf } from './path-place.js';
import type { PathPlace } from './path-place.js';

export const PATH_CHECKPOINTS: readonly Checkpoint[] = [
  'pre-tool',
  'pre-write',
];

const WRITING_TOOLS =
  /^(?:Write|Edit|MultiEdit|NotebookEdit|Create|Delete|Move|Rename)$/i;

/**
 * Whether the tool writes: said by the context, else the checkpoint
 * (pre-write), else the tool's name (Write, Edit …).
 */
export function accessOf(context: GateContext): 'read' | 'write' {
  if (context.access) return context.access;
  if (context.checkpoint === 'pre-write') return 'write';
  return context.toolName !== undefined && WRITING_TOOLS.test(context.toolName)
    ? 'write'
    : 'read';
}

export interface PathHit {
  severity: Severity;
  /** In English; `said` (from say()) words it in the user's language. */
  message: string;
  said?: Said;
  next: NextAction;
}

export function definePathPolicy(spec: {
  id: string;
  description: string;
  check(
    place: PathPlace,
    access: 'read' | 'write',
    context: GateContext,
  ): PathHit | undefined;
}): Policy {
  return definePolicy({
    id: spec.id,
    description: spec.description,
    checkpoints: PATH_CHECKPOINTS,
    evaluate(context) {
      if (context.path === undefined || context.path === '') return [];
      const place = placeOf(context.path, {
        cwd: context.cwd,
        workspace: context.workspace,
        home: context.home,
        ...(context.facts?.resolvedPaths
          ? { resolvedPaths: context.facts.resolvedPaths }
          : {}),
      });
      const hit = spec.check(place, accessOf(context), context);
      return hit
        ? [
            gateFinding(
              spec.id,
              context.path,
              hit.severity,
              hit.said ? { message: hit.message, said: hit.said } : hit.message,
              hit.next,
            ),
          ]
        : [];
    },
  });
}
