// machineFingerprint — a short hash of a machine's state tree, stamped on
// persisted snapshots
// Pos: src/actors, guards restores (./persisted-machine.ts): a snapshot written
// by a machine of another shape is never silently mis-restored; its caller's
// onMismatch refuses it or starts over
import { createHash } from 'node:crypto';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

function ids(node: AnyStateNode, out: string[]): string[] {
  out.push(`${node.id}:${node.type}`);
  for (const child of Object.values(node.states)) ids(child, out);
  return out;
}

export function machineFingerprint(machine: AnyStateMachine): string {
  return createHash('sha256')
    .update(ids(machine.root, []).join('\n'))
    .digest('hex')
    .slice(0, 16);
}
