// anchorProposals — the anchor drafts a sub-agent's output proposes (seed 002
// 分身返回时: 提取新决策 → 创建锚点): each fenced ```wukong-anchor block holding a JSON
// draft, the same shape `wukong anchors add` takes; a block that is not JSON is
// named, not skipped silently
// Pos: policies/context/anchors, text in, raw drafts out; the store's write
// gate (识, 写入门槛 and 必须字段) judges each one
export type AnchorProposal =
  | { index: number; draft: Record<string, unknown> }
  | { index: number; error: string };

const BLOCK = /```wukong-anchor[ \t]*\n([\s\S]*?)\n```/g;

export function anchorProposals(text: string): AnchorProposal[] {
  const out: AnchorProposal[] = [];
  let index = 0;
  for (const m of text.matchAll(BLOCK)) {
    index++;
    try {
      const value = JSON.parse(m[1]!) as unknown;
      if (!value || typeof value !== 'object' || Array.isArray(value))
        out.push({ index, error: 'the block is not a JSON object' });
      else out.push({ index, draft: value as Record<string, unknown> });
    } catch (error) {
      out.push({
        index,
        error: `the block is not JSON (${(error as Error).message})`,
      });
    }
  }
  return out;
}
