// DelegationPayload (pre-delegation: whom, with which capsule and tools) and
// DelegationResult (post-delegation: what came back, and what someone tried to
// make of it), declared as those checkpoints' payloads (policies/gate
// CheckpointPayloads)
// Pos: policies/harness/delegation, the payload shapes of the two delegation
// checkpoints, shared by the policies and their callers
export interface DelegationPayload {
  subagentType: string;
  /**
   * The handoff capsule travelling with the delegation (its only input when a
   * loop is active).
   */
  capsule?: string;
  /** Tools the sub-agent is asked to use. */
  tools?: readonly string[];
}

export interface DelegationResult {
  subagentType: string;
  /** The sub-agent's final text. */
  output: string;
  /**
   * What a caller tries to record from it: evidence records or facts. Both are
   * refused.
   */
  claims?: { evidence?: readonly unknown[]; facts?: readonly unknown[] };
}

declare module '../../gate/gate-context.js' {
  interface CheckpointPayloads {
    'pre-delegation': DelegationPayload;
    'post-delegation': DelegationResult;
  }
}
