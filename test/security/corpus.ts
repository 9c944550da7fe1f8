// corpusRows() (rows without `context`), judgeCorpusCommand(cmd) → allow | ask
// | deny, CORPUS_WORKSPACE
// Pos: test/security helper shared by the corpus test and its figures; the real
// parser and the real policies, a fixed workspace
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { securityPolicies } from '../../policies/security/gate-policies.js';
import { analyzeBash } from '../../src/platform/shell/bash-parser.js';
import { PolicyRegistry } from '../../src/harness/gate/registry.js';
import { decisionVerb, runGate } from '../../src/harness/gate/run-gate.js';

export interface CorpusRow {
  cmd: string;
  label: 'block' | 'allow';
  source: string;
  category: string;
  context?: string;
}

export const corpusFile = join(
  import.meta.dirname,
  '../../../shared/corpora/commands/commands.jsonl',
);

/**
 * The rows judged on the bare string: `context` rows need a cwd, env or config
 * the corpus does not carry.
 */
export function corpusRows(): CorpusRow[] {
  if (!existsSync(corpusFile))
    throw new Error(
      `the commands corpus is missing: ${corpusFile} (../shared/corpora beside the repository)`,
    );
  return readFileSync(corpusFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CorpusRow)
    .filter((row) => row.context === undefined);
}

/**
 * A project in a user's home: relative paths land in it, /tmp is temp, ~ is
 * /home/user. Nothing is looked up on disk.
 */
export const CORPUS_WORKSPACE = {
  cwd: '/home/user/project',
  workspace: '/home/user/project',
  home: '/home/user',
};

const registry = new PolicyRegistry(securityPolicies());

/** The gate's verb for one Bash command (the parser must be loaded). */
export function judgeCorpusCommand(cmd: string): 'allow' | 'ask' | 'deny' {
  const shell = analyzeBash(cmd);
  const decision = runGate(
    'pre-tool',
    { ...CORPUS_WORKSPACE, toolName: 'Bash', command: cmd, facts: { shell } },
    { registry, traceId: 'corpus' },
  );
  return decisionVerb(decision);
}
