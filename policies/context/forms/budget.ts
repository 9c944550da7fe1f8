// Section, charCount, fitSections — renders titled sections under a character
// limit, cutting unprotected content first
// Pos: policies/context/forms, the limit keeper of the compact and normal
// forms: protected sections (anchors, open tasks, constraints) are shortened
// only after every unprotected item is gone, and dropped last
export interface Section {
  /** Printed before the items (may be empty). */
  head: string;
  items: string[];
  /** Printed after the items (a table's closing note, …). */
  tail?: string;
  /** Never cut before every unprotected item is gone. */
  protected: boolean;
  /** Lower is cut first. */
  priority: number;
  /** Printed instead of the items when none is left. */
  empty?: string;
  /** Continues the previous section without a blank line between. */
  joined?: boolean;
}

/** Characters as seed 002 counts them (字): code points, not UTF-16 units. */
export const charCount = (s: string) => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};

const cut = (s: string, max: number) => {
  const chars = [...s];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : s;
};

export function renderSections(
  title: string,
  sections: readonly Section[],
): string {
  const parts = [title];
  for (const s of sections) {
    const body = s.items.length ? s.items.join('\n') : (s.empty ?? '');
    const text = [s.head, body, s.tail]
      .filter((x) => x !== undefined && x !== '')
      .join('\n');
    if (!text) continue;
    if (s.joined && parts.length > 1) parts[parts.length - 1] += `\n${text}`;
    else parts.push(text);
  }
  return `${parts.join('\n\n')}\n`;
}

export interface Fitted {
  text: string;
  /** Items removed or shortened, per section head (for the caller's notes). */
  cut: number;
}

/**
 * Fits under `max` characters: (1) unprotected items dropped from the end,
 * lowest priority first (a "…+N" marker says how many); (2) every item
 * shortened; (3) protected items dropped, lowest priority first.
 */
export function fitSections(
  title: string,
  input: readonly Section[],
  max: number,
): Fitted {
  const sections = input.map((s) => ({
    ...s,
    items: [...s.items],
    dropped: 0,
  }));
  const render = () =>
    renderSections(
      title,
      sections.map((s) => ({
        ...s,
        items: s.dropped ? [...s.items, `- …+${s.dropped}`] : s.items,
      })),
    );
  let text = render();
  let cutCount = 0;
  const order = [...sections].sort((a, b) => a.priority - b.priority);
  const dropFrom = (pool: typeof sections) => {
    for (const s of pool) {
      while (s.items.length && charCount(text) >= max) {
        s.items.pop();
        s.dropped++;
        cutCount++;
        text = render();
      }
    }
  };
  dropFrom(order.filter((s) => !s.protected));
  for (const width of [80, 48, 32]) {
    if (charCount(text) < max) break;
    for (const s of sections) s.items = s.items.map((i) => cut(i, width));
    cutCount++;
    text = render();
  }
  if (charCount(text) >= max) dropFrom(order.filter((s) => s.protected));
  if (charCount(text) >= max) text = `${cut(text, max - 1)}`;
  return { text, cut: cutCount };
}
