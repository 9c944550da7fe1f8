// placeholderIn (template markers anywhere in a value) and isEmptyContent
// (nothing said at all)
// Pos: policies/pipeline/jie, the "内容是否充实（非占位符）" test of contract completeness;
// judges text, knows no contract
const WHOLE_VALUE =
  /^(?:todo|tbd|tba|fixme|xxx+|placeholder|\.{2,}|…+|\?+|待补充|待定|待填写|待完善|此处填写|略|省略|lorem ipsum.*|\{\s*\w+\s*\})$/i;
const LEADING_MARKER = /^\s*(?:todo|tbd|fixme)\b\s*[:：-]/i;
const ANYWHERE = [
  /\{\s*(?:\.{3}|…)\s*\}/,
  /<\s*(?:fill|insert|your|add|todo|placeholder|describe|enter|replace)\b[^>]*>/i,
  /\[\s*(?:todo|tbd|placeholder)\s*\]/i,
  /lorem ipsum/i,
];

/**
 * The placeholder a value carries, or undefined: `TODO`, `{...}`, `<fill me>`,
 * `TODO: later`, `{task_name}`.
 */
export function placeholderIn(value: string): string | undefined {
  const trimmed = value.trim();
  if (WHOLE_VALUE.test(trimmed)) return trimmed;
  const leading = LEADING_MARKER.exec(trimmed);
  if (leading) return leading[0].trim();
  for (const pattern of ANYWHERE) {
    const hit = pattern.exec(trimmed);
    if (hit) return hit[0];
  }
  return undefined;
}

const SAYS_NOTHING = /^(?:|-+|—+|none|n\/?a|nil|null|undefined|无|暂无|没有)$/i;

/**
 * True when a substantive field says nothing: empty, whitespace, an empty list,
 * or "none"/"无".
 */
export function isEmptyContent(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return SAYS_NOTHING.test(value.trim());
  if (Array.isArray(value))
    return value.length === 0 || value.every(isEmptyContent);
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}
