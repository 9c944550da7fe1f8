// SyntaxNode (the few members of a tree-sitter node the extraction reads) and
// ParseShell (source → root node)
// Pos: policies/security/commands, the seam that keeps the policies free of the
// wasm runtime: src/platform/shell's parser satisfies it
/**
 * A node of a bash syntax tree, as tree-sitter-bash shapes it (node types
 * `command`, `word`, `heredoc_body` …).
 */
export interface SyntaxNode {
  readonly type: string;
  readonly text: string;
  /**
   * True for grammar rules, false for punctuation and keywords (`|`, `&&`,
   * `"`).
   */
  readonly isNamed: boolean;
  /**
   * The parser invented this node to recover from an error (an unterminated
   * quote's closing `'`).
   */
  readonly isMissing: boolean;
  /** This node or a descendant is an ERROR or MISSING node. */
  readonly hasError: boolean;
  /** Every child, punctuation included, in source order. */
  readonly children: readonly SyntaxNode[];
}

/**
 * Parses bash source into its root (`program`) node. Deterministic, so a policy
 * that receives it stays pure.
 */
export type ParseShell = (source: string) => SyntaxNode;
