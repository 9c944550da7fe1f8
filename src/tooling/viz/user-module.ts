// loadUserMachines(file, {exportName, shownAs}) — the XState machines a user's module
// exports, loaded by bundling the module (TypeScript or JavaScript, with its
// own imports) with esbuild and importing the bundle from memory
// Pos: src/tooling/viz, how `wukong viz path/to/my.machine.ts` gets the
// machine object: Node 20 cannot import .ts, and `wukong paths` only needs the
// export names (it reads the text). Runs the user's module, as their own tests
// would; writes nothing to disk
import { errorSaid } from '../../platform/errors/said-error.js';
import { fragment } from '../../../policies/vocabulary/messages/say.js';
import { basename, dirname, extname } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { UsageError } from '../../platform/errors/usage-error.js';

export interface UserMachine {
  /** The export's name without "Machine" (orderMachine → order). */
  name: string;
  exportName: string;
  machine: AnyStateMachine;
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { transition?: unknown }).transition === 'function' &&
  typeof (value as { root?: unknown }).root === 'object' &&
  typeof (value as { config?: unknown }).config === 'object';

const displayName = (exportName: string, file: string) => {
  if (exportName === 'default' || exportName === 'machine')
    return basename(file, extname(file)).replace(/\.machine$/, '');
  return exportName.replace(/Machine$/, '') || exportName;
};

type Esbuild = typeof import('esbuild');

/**
 * esbuild, an optional peer: the user's own (resolved from the module's folder,
 * as a project drawing its machines has it through vite, tsx or vitest), else
 * one installed beside Wukong. Not a dependency: 11 MB of native binary every
 * install would carry for this one command. Loaded here, not at the top, so no
 * other command starts with it.
 */
async function loadEsbuild(file: string): Promise<Esbuild> {
  const { createRequire } = await import('node:module');
  const { pathToFileURL } = await import('node:url');
  try {
    const path = createRequire(file).resolve('esbuild');
    const loaded = (await import(pathToFileURL(path).href)) as Esbuild & {
      default?: Esbuild;
    };
    return typeof loaded.build === 'function' ? loaded : loaded.default!;
  } catch {
    // not in the user's project: try Wukong's own
  }
  try {
    return await import('esbuild');
  } catch {
    throw new UsageError(
      fragment('error.viz.no-esbuild', { dir: dirname(file) }),
    );
  }
}

/**
 * The module bundled as one ES module: its relative imports and packages are
 * resolved from its own folder, as its tests would resolve them; `require` of
 * a CommonJS dependency works through createRequire at the module's path.
 */
async function bundle(file: string, shownAs: string): Promise<string> {
  const { build } = await loadEsbuild(file);
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'silent',
      banner: {
        js: `import { createRequire as __wukongCreateRequire } from 'node:module'; const require = __wukongCreateRequire(${JSON.stringify(file)});`,
      },
    });
    return result.outputFiles[0]?.text ?? '';
  } catch (error) {
    const errors = (error as { errors?: Array<{ text: string }> }).errors;
    throw new UsageError(
      fragment('error.viz.bundle', {
        file: shownAs,
        error:
          errors?.map((e) => e.text).join('; ') ?? (error as Error).message,
      }),
    );
  }
}

export async function loadUserMachines(
  file: string,
  options: { exportName?: string; shownAs?: string } = {},
): Promise<UserMachine[]> {
  const { exportName, shownAs = file } = options;
  const code = await bundle(file, shownAs);
  let module: Record<string, unknown>;
  try {
    module = (await import(
      `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
    )) as Record<string, unknown>;
  } catch (error) {
    throw new UsageError(
      fragment('error.viz.load', { file: shownAs, error: errorSaid(error) }),
    );
  }
  const machines = Object.entries(module)
    .filter(([, value]) => isMachine(value))
    .map(([name, value]) => ({
      name: displayName(name, file),
      exportName: name,
      machine: value as AnyStateMachine,
    }));
  if (exportName !== undefined) {
    const chosen = machines.filter((m) => m.exportName === exportName);
    if (chosen.length === 0)
      throw new UsageError(
        fragment('error.viz.no-export', {
          name: exportName,
          file: shownAs,
          machines:
            machines.map((m) => m.exportName).join(', ') ||
            fragment('error.viz.none'),
        }),
      );
    return chosen;
  }
  if (machines.length === 0)
    throw new UsageError(fragment('error.viz.no-machine', { file: shownAs }));
  // The same machine exported twice (`export default orderMachine`) is drawn
  // once, under its named export.
  const seen = new Set<AnyStateMachine>();
  return machines
    .sort(
      (a, b) =>
        Number(a.exportName === 'default') - Number(b.exportName === 'default'),
    )
    .filter((m) => (seen.has(m.machine) ? false : (seen.add(m.machine), true)));
}
