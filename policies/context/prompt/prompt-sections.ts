// PromptSectionRegistry (register sections with source, priority, budget,
// non-prunable flag; compile a snapshot into a PromptContract) and
// renderContract — the same snapshot always renders the same bytes
// Pos: policies/context/prompt, seed 004 PromptSectionRegistry / PromptContract
// / PromptRenderTrace: ordering, budgets, pruning and trace ids in one place;
// which sections exist is compact-capsule.ts
import { canonicalText, shortHash } from '../../harness/loop/signature.js';
import type { KernelSnapshot } from './kernel-snapshot.js';

export type SectionSource =
  | 'run-state'
  | 'facts'
  | 'evidence'
  | 'gate-decision'
  | 'tool-result'
  | 'ledger'
  | 'project-context';

export interface SectionDef {
  id: string;
  title: string;
  source: SectionSource;
  /** Higher first; ties by id. */
  priority: number;
  /**
   * Characters this section may take; a non-prunable section keeps its whole
   * body regardless.
   */
  budget: number;
  nonPrunable: boolean;
  /** The body, or null when the snapshot has nothing for it. */
  build(snapshot: KernelSnapshot): string | null;
}

export interface SectionTrace extends Omit<SectionDef, 'build'> {
  traceId: string;
  chars: number;
  status: 'kept' | 'truncated' | 'dropped' | 'empty';
  body: string;
}

export interface PromptContract {
  traceId: string;
  budget: number;
  sections: SectionTrace[];
}

/** The text within `max` characters, the cut marked when the marker fits. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const marker = `\n… [cut to ${max} chars]`;
  return marker.length >= max
    ? text.slice(0, max)
    : `${text.slice(0, max - marker.length)}${marker}`;
}

export class PromptSectionRegistry {
  private readonly defs = new Map<string, SectionDef>();

  register(def: SectionDef): this {
    if (this.defs.has(def.id))
      throw new Error(`prompt section ${def.id} is already registered`);
    if (!Number.isInteger(def.budget) || def.budget <= 0)
      throw new Error(
        `prompt section ${def.id}: budget must be a positive whole number of characters`,
      );
    this.defs.set(def.id, def);
    return this;
  }

  ids(): string[] {
    return this.ordered().map((d) => d.id);
  }

  /** Each section's declaration (no bodies): what an audit checks. */
  declarations(): Array<Omit<SectionDef, 'build'>> {
    return this.ordered().map(({ build: _build, ...rest }) => rest);
  }

  private ordered(): SectionDef[] {
    return [...this.defs.values()].sort(
      (a, b) => b.priority - a.priority || a.id.localeCompare(b.id),
    );
  }

  /**
   * Sections in priority order within `budget`: prunable ones cut to their own
   * budget, then dropped lowest priority first.
   */
  compile(snapshot: KernelSnapshot, budget: number): PromptContract {
    const traceId = `prompt-${shortHash(canonicalText(snapshot))}`;
    const sections: SectionTrace[] = this.ordered().map((def) => {
      const raw = def.build(snapshot);
      const body =
        raw === null ? '' : def.nonPrunable ? raw : cut(raw, def.budget);
      const status: SectionTrace['status'] =
        raw === null
          ? 'empty'
          : body.length < raw.length
            ? 'truncated'
            : 'kept';
      return {
        id: def.id,
        title: def.title,
        source: def.source,
        priority: def.priority,
        budget: def.budget,
        nonPrunable: def.nonPrunable,
        traceId: `${traceId}:${def.id}`,
        chars: body.length,
        status,
        body,
      };
    });
    let total = sections.reduce((n, s) => n + s.chars, 0);
    for (const s of [...sections].reverse()) {
      if (total <= budget) break;
      if (s.nonPrunable || s.status === 'empty') continue;
      total -= s.chars;
      Object.assign(s, { status: 'dropped', chars: 0, body: '' });
    }
    return { traceId, budget, sections };
  }
}

/**
 * The text of a contract: a header line, then each kept section under its title
 * with its source and trace id.
 */
export function renderContract(
  contract: PromptContract,
  header: string,
): string {
  const parts = [`${header} (trace ${contract.traceId})`];
  for (const s of contract.sections) {
    if (s.status === 'dropped' || s.status === 'empty') continue;
    parts.push(
      `## ${s.title} [${s.source}; ${s.traceId}${s.nonPrunable ? '; must keep' : ''}]\n${s.body}`,
    );
  }
  return `${parts.join('\n\n')}\n`;
}
