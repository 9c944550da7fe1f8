// PolicyRegistry — the set of gate policies, looked up by checkpoint;
// duplicates refused
// Pos: src/harness/gate, holds policies and nothing else: running them is
// run-gate.ts, writing them is policies/
import type { Policy } from '../../../policies/gate/define-policy.js';
import type { Checkpoint } from '../../../policies/vocabulary/checkpoint.js';

export class PolicyRegistry {
  private readonly byId = new Map<string, Policy>();
  /**
   * The list at() answers, per checkpoint, made once: runGate asks for it on
   * every call. Emptied when a policy is registered.
   */
  private readonly atCheckpoint = new Map<Checkpoint, readonly Policy[]>();

  constructor(policies: readonly Policy[] = []) {
    for (const policy of policies) this.register(policy);
  }

  register(policy: Policy): this {
    if (this.byId.has(policy.id))
      throw new Error(`policy ${policy.id} is already registered`);
    this.byId.set(policy.id, policy);
    this.atCheckpoint.clear();
    return this;
  }

  at(checkpoint: Checkpoint): readonly Policy[] {
    let policies = this.atCheckpoint.get(checkpoint);
    if (!policies) {
      policies = Object.freeze(
        [...this.byId.values()].filter((p) =>
          p.checkpoints.includes(checkpoint),
        ),
      );
      this.atCheckpoint.set(checkpoint, policies);
    }
    return policies;
  }

  get(id: string): Policy | undefined {
    return this.byId.get(id);
  }

  get size(): number {
    return this.byId.size;
  }

  list(): Policy[] {
    return [...this.byId.values()];
  }
}
