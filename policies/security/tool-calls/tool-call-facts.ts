// ToolCallFacts — what the argument search found in an MCP or unknown tool's
// call (GateFacts.toolCall): how many files, URLs and commands became subjects,
// the strings that leave with the call, and where the search stopped
// Pos: policies/security/tool-calls, plain data from the hook to the tool-call
// policy; the subjects themselves go through the path, fetch and command gates
import type { Said } from '../../vocabulary/messages/said.js';
export interface ToolCallFacts {
  found: { files: number; urls: number; commands: number };
  /**
   * Strings sent with the call (the written content is left out when pre-write
   * scans it).
   */
  outgoing: ReadonlyArray<{ at: string; text: string }>;
  /**
   * Why the search stopped before the end, when it did: what lies past it was
   * not looked at.
   */
  truncated?: string;
  /** `truncated` as a catalog fragment, for the user's language. */
  truncatedSaid?: Said;
}

declare module '../../gate/gate-context.js' {
  interface GateFacts {
    /**
     * What the arguments of an MCP or unknown tool carry (its files, URLs and
     * commands are judged as subjects of their own).
     */
    toolCall?: ToolCallFacts;
  }
}
