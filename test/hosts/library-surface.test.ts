// Tests the library's public surface: each subpath of package.json "exports"
// resolves by the package's name to its built file, exports exactly the
// reviewed list of names below, and every name is documented in its entry file
// (one comment line above each export)
// Pos: test/hosts, the built dist/<name>.mjs files as a user's `import
// 'wukong/<name>'` reaches them; a change to the surface is a change to SURFACE
// here, reviewed like any other
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../e2e/cli.js';

/**
 * The reviewed surface: every runtime name each subpath exports (types are
 * checked by tsc, not here).
 */
const SURFACE: Record<string, string[]> = {
  wukong: [
    'WukongConfig',
    'anchorMachine',
    'batchMachine',
    'checkpointMachine',
    'contextMachine',
    'createAnchorLifecycle',
    'createBatch',
    'createCheckpointWatch',
    'createContextTracker',
    'createLoop',
    'createPipeline',
    'createThrottle',
    'loadConfig',
    'loopMachine',
    'machineCatalog',
    'pipelineMachine',
    'redact',
    'redactDeep',
    'scanSecrets',
    'throttleMachine',
  ],
  'wukong/gate': [
    'GateDecision',
    'PolicyRegistry',
    'analyzeBash',
    'decisionVerb',
    'defaultRegistry',
    'definePolicy',
    'failClosed',
    'gateFinding',
    'hostAnswer',
    'initBashParser',
    'parserInitMs',
    'reasonsOf',
    'verdictOf',
    'pathGateContext',
    'prepareBashContext',
    'prepareDeferredWrite',
    'deferredFindings',
    'runGate',
    'securityPolicies',
  ],
  'wukong/pipeline': [
    'AvatarId',
    'Submission',
    'Track',
    'Verdict',
    'avatars',
    'builtinSecurityRules',
    'defineSecurityRule',
    'judgeDing',
    'judgeHui',
    'judgeJie',
    'judgedSubmission',
    'loadPipeline',
    'newPipeline',
    'pipelineResult',
    'resolveAvatar',
    'savePipeline',
    'selectAnchors',
    'toolRight',
    'trackRules',
    'verifySubmission',
  ],
  'wukong/context': [
    'Anchor',
    'ContextConfig',
    'MessagesPruner',
    'addAnchor',
    'archiveSession',
    'contextView',
    'dcpReport',
    'detectSessionErrors',
    'listArchives',
    'loadArchive',
    'loadTokenCounter',
    'obsoleteAnchor',
    'onPreCompact',
    'onSessionStart',
    'onUsage',
    'parseDraft',
    'parseTranscript',
    'pruneFile',
    'pruneMessages',
    'pruneResponseItems',
    'pruneTranscript',
    'readAnchors',
    'readRecoveryState',
    'renderAnchor',
    'renderForms',
    'restoreFile',
    'restoreTranscript',
    'runRescue',
    'searchAnchors',
    'serializeTranscript',
    'switchContext',
    'wukongInputFilter',
  ],
  'wukong/throttle': [
    'PromptEnvelope',
    'RuleDecision',
    'ThrottleConfig',
    'adviseOnPrompt',
    'evaluate',
    'evaluateDetailed',
    'muteThrottleRule',
    'ruleEngineConfig',
    'throttlePrompt',
    'throttleStatus',
  ],
  'wukong/harness': [
    'ActionPlan',
    'CompletionPromise',
    'EvidenceRecord',
    'EvidenceStore',
    'LoopRuntime',
    'LoopSession',
    'Observation',
    'PromiseStore',
    'RunRegistry',
    'STOP_STATES',
    'StopReport',
    'auditScores',
    'checkArchitecture',
    'collectAuditFacts',
    'describeStop',
    'greenness',
    'judgeVerifyCommand',
    'ledgerRecorder',
    'readPackageScripts',
    'resumeInput',
    'runVerifyPlan',
    'shipReadiness',
    'verifyPlansFor',
  ],
  'wukong/ledger': [
    'LedgerEntry',
    'LockTimeoutError',
    'ledgerDir',
    'openLedger',
    'readEntries',
    'recordGateDecision',
    'recordMachineEvent',
    'recordMachineStart',
    'recordMachineState',
    'replayLedger',
    'tailLedger',
    'verifyLedger',
    'withLock',
  ],
  'wukong/claude-code': [
    'flushRecords',
    'handleHook',
    'handleHookInput',
    'makeHookEnv',
    'socketPath',
  ],
  'wukong/agent-sdk': [
    'createWukongCanUseTool',
    'createWukongHooks',
    'wukongCanUseTool',
  ],
  'wukong/sandbox': [
    'SECRET_STORES',
    'SandboxUnavailableError',
    'bwrapArgv',
    'carriedCwdCommand',
    'nativeSandboxSettings',
    'profileOf',
    'sandboxArgv',
    'sandboxProfile',
    'sandboxStatus',
    'sandboxedSpawn',
    'startProxy',
    'wrappedCommand',
  ],
  'wukong/testing': ['pathSuite'],
};

const library = join(repoRoot, 'src/hosts/library');
const pkg = JSON.parse(
  readFileSync(join(repoRoot, 'package.json'), 'utf8'),
) as {
  name: string;
  exports: Record<string, { import: string; types: string } | string>;
};
const subpaths = Object.entries(pkg.exports).flatMap(([key, target]) =>
  typeof target === 'string'
    ? []
    : [
        {
          specifier: key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`,
          key,
          target,
        },
      ],
);
/**
 * The entry file of a subpath: `./dist/<name>.mjs` is built from
 * src/hosts/library/<name>.ts (scripts/build.mjs reads the same map).
 */
const entryOf = (target: { import: string }) =>
  /^\.\/dist\/([\w-]+)\.mjs$/.exec(target.import)?.[1] ??
  `(not ./dist/<name>.mjs: ${target.import})`;

/**
 * What a user's `import(specifier)` yields: resolved by the package's own name
 * from its folder (Node's self-reference), in a plain node process.
 */
function importedNames(): Record<string, string[]> {
  const script = `const out = {}; for (const s of ${JSON.stringify(subpaths.map((s) => s.specifier))}) out[s] = Object.keys(await import(s)).sort(); process.stdout.write(JSON.stringify(out));`;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, NODE_EXTRA_CA_CERTS: '' },
    },
  );
  if (run.status !== 0)
    throw new Error(
      `importing the subpaths failed (${run.status}): ${run.stderr}`,
    );
  return JSON.parse(run.stdout) as Record<string, string[]>;
}

interface Statement {
  names: string[];
  typeOnly: boolean;
  documented: boolean;
  text: string;
}

/**
 * The export statements of an entry file, each with whether a `//` comment line
 * stands directly above it.
 */
function exportStatements(source: string): Statement[] {
  const lines = source.split('\n');
  const out: Statement[] = [];
  const statement = /^export (type )?\{([^}]+)\} from '[^']+';$/gm;
  const lineOf = (at: number) => source.slice(0, at).split('\n').length - 1;
  const covered = new Set<number>();
  for (const m of source.matchAll(statement)) {
    const first = lineOf(m.index);
    for (let l = first; l <= lineOf(m.index + m[0].length); l++) covered.add(l);
    out.push({
      names: m[2]!
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
      typeOnly: m[1] !== undefined,
      documented: lines[first - 1]?.startsWith('// ') ?? false,
      text: m[0].replace(/\s+/g, ' '),
    });
  }
  for (const [i, line] of lines.entries()) {
    if (line.startsWith('export') && !covered.has(i))
      out.push({ names: [], typeOnly: false, documented: false, text: line });
  }
  return out;
}

describe('the library surface (package.json "exports")', () => {
  const imported = importedNames();

  it('has one subpath per entry file of src/hosts/library, each built to dist/<name>.mjs with its types where tsc emits them', () => {
    const entries = readdirSync(library)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.slice(0, -3))
      .sort();
    expect(subpaths.map((s) => entryOf(s.target)).sort()).toEqual(entries);
    for (const { target } of subpaths) {
      const name = entryOf(target);
      expect(
        existsSync(join(repoRoot, 'dist', `${name}.mjs`)),
        `dist/${name}.mjs`,
      ).toBe(true);
      expect(target.types).toBe(`./dist/types/src/hosts/library/${name}.d.ts`);
    }
    expect(subpaths.map((s) => s.specifier)).toEqual(Object.keys(SURFACE));
  });

  for (const { specifier, target } of subpaths) {
    const name = entryOf(target);

    it(`${specifier} exports exactly its reviewed names`, () => {
      expect(imported[specifier]).toEqual(
        [...(SURFACE[specifier] ?? [])].sort(),
      );
    });

    it(`${specifier}: every export of src/hosts/library/${name}.ts is one name with one comment line saying what it is for`, () => {
      const statements = exportStatements(
        readFileSync(join(library, `${name}.ts`), 'utf8'),
      );
      expect(
        statements.filter((s) => s.names.length === 0).map((s) => s.text),
        'only `export { name } from` and `export type { … } from` lines',
      ).toEqual([]);
      const values = statements.filter((s) => !s.typeOnly);
      expect(
        values.filter((s) => s.names.length !== 1).map((s) => s.text),
        'one value per export line',
      ).toEqual([]);
      expect(
        values.filter((s) => !s.documented).map((s) => s.text),
        'a comment line above each',
      ).toEqual([]);
      expect(
        values.flatMap((s) => s.names).sort(),
        'the documented names are the built ones',
      ).toEqual(imported[specifier]);
    });
  }

  it('lists each name in one subpath only', () => {
    const seen = new Map<string, string>();
    const twice = Object.entries(imported).flatMap(([specifier, names]) =>
      names.flatMap((n) =>
        seen.has(n)
          ? [`${n}: ${seen.get(n)} and ${specifier}`]
          : (seen.set(n, specifier), []),
      ),
    );
    expect(twice).toEqual([]);
  });
});
