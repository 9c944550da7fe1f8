// memoNode(node) — the same syntax tree, each member of each node read from
// the parser's node once and kept
// Pos: policies/security/commands, between ParseShell and the walk in
// extract.ts. The walk reads a node's `type` four or five times on average and
// every read of a tree-sitter node's members crosses into wasm (the node is
// marshalled into a transfer buffer each time): kept here, a read is a field
// read. Changes no answer: the members are the parser's, read lazily
import type { SyntaxNode } from './syntax-node.js';

class MemoNode implements SyntaxNode {
  private typeRead: string | undefined;
  private textRead: string | undefined;
  private namedRead: boolean | undefined;
  private missingRead: boolean | undefined;
  private errorRead: boolean | undefined;
  private childrenRead: readonly SyntaxNode[] | undefined;

  constructor(private readonly node: SyntaxNode) {}

  get type(): string {
    return (this.typeRead ??= this.node.type);
  }

  get text(): string {
    return (this.textRead ??= this.node.text);
  }

  get isNamed(): boolean {
    return (this.namedRead ??= this.node.isNamed);
  }

  get isMissing(): boolean {
    return (this.missingRead ??= this.node.isMissing);
  }

  get hasError(): boolean {
    return (this.errorRead ??= this.node.hasError);
  }

  get children(): readonly SyntaxNode[] {
    return (this.childrenRead ??= this.node.children.map(memoNode));
  }
}

/**
 * `node` with every member read at most once; the children, once asked for, are
 * the same objects on every later read.
 */
export function memoNode(node: SyntaxNode): SyntaxNode {
  return node instanceof MemoNode ? node : new MemoNode(node);
}
