// moduleExports(text) — the names a module exports and whether it re-exports a
// whole module; pickPathExports — the machine and model a path suite uses, by
// the convention `<name>Machine` + `<name>Model`
// Pos: src/tooling/paths, what `wukong paths` knows about a user's module
// without running it (Node 20 cannot load TypeScript); the generated suite's
// own run is the real check
import { SaidError } from '../../platform/errors/said-error.js';
import { fragment } from '../../../policies/vocabulary/messages/say.js';
import { codeOnly } from '../graph/source-scan.js';

export interface ModuleExports {
  names: string[];
  /**
   * `export * from …`: names may come from elsewhere, so a missing name is not
   * proof of absence.
   */
  reexportsAll: boolean;
}

export function moduleExports(text: string): ModuleExports {
  const code = codeOnly(text);
  const names = new Set<string>();
  for (const m of code.matchAll(
    /\bexport\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class)\s+([A-Za-z_$][\w$]*)/g,
  ))
    names.add(m[1] as string);
  for (const m of code.matchAll(/\bexport\s+(?!type\b)\{([^}]*)\}/g)) {
    for (const part of (m[1] as string).split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.add(
        spec
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      );
    }
  }
  if (/\bexport\s+default\b/.test(code)) names.add('default');
  return {
    names: [...names].sort(),
    reexportsAll: /\bexport\s+\*\s+from\b/.test(code),
  };
}

export interface PathExports {
  machine: string;
  model: string;
}

/** `orderMachine` → `orderModel`; a plain `machine` → `model`. */
export const modelNameFor = (machine: string) =>
  machine.endsWith('Machine') && machine !== 'Machine'
    ? `${machine.slice(0, -'Machine'.length)}Model`
    : 'model';

/**
 * The machine export (given, or the one export named `…Machine` / `machine`)
 * and its model (given, or by the naming convention); throws naming what is
 * there.
 */
export function pickPathExports(
  found: ModuleExports,
  wanted: { machine?: string; model?: string },
): PathExports {
  const listed = found.names.join(', ') || fragment('error.paths.none');
  const has = (name: string) =>
    found.names.includes(name) || found.reexportsAll;
  let machine = wanted.machine;
  if (machine === undefined) {
    const candidates = found.names.filter(
      (n) => n === 'machine' || /Machine$/.test(n),
    );
    if (candidates.length !== 1) {
      throw new SaidError(
        candidates.length === 0
          ? fragment('error.paths.no-candidate', { exports: listed })
          : fragment('error.paths.several', {
              candidates: candidates.join(', '),
            }),
      );
    }
    machine = candidates[0] as string;
  } else if (!has(machine))
    throw new SaidError(
      fragment('error.paths.no-export', {
        name: JSON.stringify(machine),
        exports: listed,
      }),
    );
  const model = wanted.model ?? modelNameFor(machine);
  if (!has(model)) {
    throw new SaidError(
      fragment('error.paths.no-model', {
        model: JSON.stringify(model),
        machine,
        exports: listed,
      }),
    );
  }
  return { machine, model };
}
