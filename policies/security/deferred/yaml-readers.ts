// Readers of the YAML surfaces: GitHub workflows and actions, other CI files,
// lefthook.yml and .pre-commit-config.yaml
// Pos: policies/security/deferred, YAML read by the `yaml` package
// (eemeli/yaml: YAML 1.2 complete, no dependencies, widely used) — anchors,
// block scalars and flow forms are where a regex reader would be fooled
import { parse } from 'yaml';
import type { Reading, Runnable } from './runnable.js';
import { isRecord } from './runnable.js';
import type { YamlBlock, YamlCut } from './yaml-blocks.js';
import { readBlock, YAML_OPTIONS, yamlBlocks } from './yaml-blocks.js';

function read(text: string, fn: (doc: unknown) => Runnable[]): Reading {
  let doc: unknown;
  try {
    doc = parse(text, YAML_OPTIONS);
  } catch (error) {
    return {
      runnables: [],
      problem: `not valid YAML (${(error as Error).message.split('\n')[0]?.slice(0, 80)})`,
    };
  }
  return { runnables: fn(doc) };
}

const SECRET_REF = /\$\{\{\s*secrets\.[A-Za-z_][\w-]*\s*\}\}/;
const SENDS_OUT =
  /\b(?:curl|wget|nc|ncat|netcat|socat|scp|rsync|ssh|http|httpie|Invoke-WebRequest|iwr|ftp)\b/;

/** GitHub's triggers that run with secrets on code from forks or others. */
const TRUSTED_TRIGGERS = ['pull_request_target', 'workflow_run'];

function triggers(on: unknown): string[] {
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.filter((t) => typeof t === 'string');
  return isRecord(on) ? Object.keys(on) : [];
}

function stepRunnables(steps: unknown, where: string, env: string): Runnable[] {
  if (!Array.isArray(steps)) return [];
  return steps.flatMap((step, i): Runnable[] => {
    if (!isRecord(step)) return [];
    const key = `${where}.steps[${i}]`;
    const out: Runnable[] = [];
    if (typeof step['run'] === 'string') {
      const shell = typeof step['shell'] === 'string' ? step['shell'] : '';
      const stepEnv = isRecord(step['env']) ? JSON.stringify(step['env']) : '';
      const secrets =
        SECRET_REF.test(step['run']) ||
        SECRET_REF.test(stepEnv) ||
        SECRET_REF.test(env);
      out.push({
        key: `${key}.run`,
        run:
          shell && shell !== 'bash' && shell !== 'sh'
            ? `${shell}: ${step['run']}`
            : step['run'],
        kind: 'command',
        auto: true,
        ...(secrets && SENDS_OUT.test(step['run'])
          ? { note: 'sends the repository’s secrets over the network' }
          : {}),
      });
    }
    if (typeof step['uses'] === 'string')
      out.push({
        key: `${key}.uses`,
        run: step['uses'],
        kind: 'code',
        // Actions owned by GitHub or the repository itself are the usual case.
        auto:
          !/^(?:actions|github)\/[\w.-]+@/.test(step['uses']) &&
          !step['uses'].startsWith('./'),
      });
    const w = isRecord(step['with']) ? step['with'] : {};
    if (typeof w['script'] === 'string')
      out.push({
        key: `${key}.with.script`,
        run: w['script'],
        kind: 'code',
        auto: true,
      });
    return out;
  });
}

/** What one job runs (topEnv: the workflow's `env`, as JSON). */
function jobRunnables(id: string, job: unknown, topEnv: string): Runnable[] {
  if (!isRecord(job)) return [];
  const env = topEnv + (isRecord(job['env']) ? JSON.stringify(job['env']) : '');
  const out = stepRunnables(job['steps'], `jobs.${id}`, env);
  if (typeof job['uses'] === 'string')
    out.push({
      key: `jobs.${id}.uses`,
      run: job['uses'],
      kind: 'code',
      auto: !job['uses'].startsWith('./'),
    });
  return out;
}

/** What a workflow's triggers widen: secrets on others' changes. */
function triggerRunnables(doc: Record<string, unknown>): Runnable[] {
  const out: Runnable[] = [];
  for (const t of triggers(doc['on'] ?? doc['true']))
    if (TRUSTED_TRIGGERS.includes(t))
      out.push({
        key: `on.${t}`,
        run: t,
        kind: 'trust',
        auto: true,
        note: 'runs with the repository’s secrets on changes others propose',
      });
  return out;
}

/** A composite action (action.yml): runs.steps, or the program it runs. */
function actionRunnables(doc: Record<string, unknown>): Runnable[] {
  const runs = isRecord(doc['runs']) ? doc['runs'] : undefined;
  if (!runs) return [];
  const out = stepRunnables(runs['steps'], 'runs', '');
  for (const k of ['main', 'pre', 'post', 'image', 'entrypoint'])
    if (typeof runs[k] === 'string')
      out.push({
        key: `runs.${k}`,
        run: runs[k] as string,
        kind: 'code',
        auto: true,
      });
  return out;
}

function workflowRunnables(doc: unknown) {
  if (!isRecord(doc)) return [];
  const out = triggerRunnables(doc);
  const topEnv = isRecord(doc['env']) ? JSON.stringify(doc['env']) : '';
  const jobs = isRecord(doc['jobs']) ? doc['jobs'] : {};
  for (const [id, job] of Object.entries(jobs))
    out.push(...jobRunnables(id, job, topEnv));
  out.push(...actionRunnables(doc));
  return out;
}

/** A block's reading. */
type Part =
  | { top: true; value: unknown }
  | { top: false; env: string; value: unknown; runnables: Runnable[] };

/**
 * What a workflow's reading keeps for the next edit: the text, its split
 * and each block's part (by the block's index).
 */
interface WorkflowParts {
  text: string;
  cuts: readonly YamlCut[];
  parts: Part[];
}

/**
 * The workflow read block by block (yaml-blocks.ts), each block unchanged
 * since `base` taken from base's parts (a job's only while the workflow's
 * `env` is unchanged too): the blocks the edit left alone are known by
 * where they are, a moved one by its text; undefined when the text must be
 * read whole. The result equals the whole reading (a property test asserts
 * it).
 */
function readWorkflowBlocks(
  text: string,
  base: Reading | undefined,
): Reading | undefined {
  const old = base?.parts as WorkflowParts | undefined;
  const split = yamlBlocks(text, old);
  if ('fallback' in split) return undefined;
  // The prior's blocks not known by place, by their text (built on demand:
  // only what the edit touched is hashed).
  let byText: Map<string, Part> | undefined;
  const moved = (b: YamlBlock): Part | undefined => {
    if (!old) return undefined;
    if (!byText) {
      byText = new Map();
      const claimed = new Set<number>();
      for (const x of split.blocks)
        if (x.same !== undefined) claimed.add(x.same);
      old.cuts.forEach((c, k) => {
        if (claimed.has(k)) return;
        const next = old.cuts[k + 1];
        const from = k === 0 ? 0 : c.at;
        const to = next ? next.at - 1 : old.text.length;
        (byText as Map<string, Part>).set(
          old.text.slice(from, to),
          old.parts[k] as Part,
        );
      });
    }
    return byText.get(b.text);
  };
  const prior = (b: YamlBlock): Part | undefined =>
    b.same !== undefined ? old?.parts[b.same] : moved(b);
  const parts: Part[] = new Array<Part>(split.blocks.length);
  const doc: Record<string, unknown> = {};
  let hasJobs = false;
  for (let k = 0; k < split.blocks.length; k++) {
    const b = split.blocks[k] as YamlBlock;
    if (b.job !== undefined) {
      hasJobs = true;
      continue;
    }
    let part = prior(b);
    if (!part?.top) {
      const read = readBlock(b);
      if (!read) return undefined;
      part = { top: true, value: read.value };
    }
    parts[k] = part;
    doc[b.key] = part.value;
  }
  const topEnv = isRecord(doc['env']) ? JSON.stringify(doc['env']) : '';
  // In the order of the whole reading: triggers, the jobs (job ids are never
  // integer-like, so an object keeps them in the text's order), the action.
  const runnables = triggerRunnables(doc);
  for (let k = 0; k < split.blocks.length; k++) {
    const b = split.blocks[k] as YamlBlock;
    const id = b.job;
    if (id === undefined) continue;
    let part = prior(b);
    if (part?.top !== false || part.env !== topEnv) {
      const read = readBlock(b);
      if (!read) return undefined;
      part = {
        top: false,
        env: topEnv,
        value: read.value,
        runnables: jobRunnables(id, read.value, topEnv),
      };
    }
    parts[k] = part;
    for (const r of part.runnables) runnables.push(r);
  }
  // A `jobs:` head with job blocks holds the jobs (its own value is null).
  if (!hasJobs && isRecord(doc['jobs']))
    for (const [id, job] of Object.entries(doc['jobs']))
      runnables.push(...jobRunnables(id, job, topEnv));
  runnables.push(...actionRunnables(doc));
  const kept: WorkflowParts = { text, cuts: split.cuts, parts };
  return { runnables, parts: kept };
}

/**
 * A GitHub workflow or action: block by block when it splits cleanly (an edit
 * re-reads only what it changed of `base`, the reading of the text before),
 * else parsed whole.
 */
export const readGithubWorkflow = (text: string, base?: Reading): Reading =>
  readWorkflowBlocks(text, base) ?? readWorkflowWhole(text);

/** A GitHub workflow or action parsed whole (the reference reading). */
export const readWorkflowWhole = (text: string): Reading =>
  read(text, workflowRunnables);

/** Keys whose string or list of strings CI systems run as shell. */
const CI_SCRIPT_KEYS = new Set([
  'script',
  'before_script',
  'after_script',
  'run',
  'command',
  'commands',
  'cmd',
  'bash',
  'pwsh',
  'powershell',
  'install',
  'before_install',
  'after_success',
  'after_failure',
  'before_deploy',
  'deploy_script',
  'test_script',
  'build_script',
  'entrypoint',
]);

function walkCi(node: unknown, path: string, out: Runnable[], depth = 0): void {
  if (depth > 40) return;
  if (Array.isArray(node)) {
    node.forEach((n, i) => walkCi(n, `${path}[${i}]`, out, depth + 1));
    return;
  }
  if (!isRecord(node)) return;
  for (const [k, v] of Object.entries(node)) {
    const key = path ? `${path}.${k}` : k;
    if (CI_SCRIPT_KEYS.has(k)) {
      const lines =
        typeof v === 'string'
          ? [v]
          : Array.isArray(v)
            ? v.flat(4).filter((x): x is string => typeof x === 'string')
            : [];
      if (lines.length) {
        lines.forEach((line, i) =>
          out.push({
            key: lines.length > 1 ? `${key}[${i}]` : key,
            run: line,
            kind: 'command',
            auto: true,
          }),
        );
        continue;
      }
    }
    if (k === 'include' || k === 'orbs') {
      const refs = JSON.stringify(v ?? null);
      if (/https?:|remote|project|component|@/.test(refs))
        out.push({ key, run: refs, kind: 'code', auto: true });
      continue;
    }
    if (k === 'image' && typeof v === 'string') continue;
    walkCi(v, key, out, depth + 1);
  }
}

export const readCiYaml = (text: string): Reading =>
  read(text, (doc) => {
    const out: Runnable[] = [];
    walkCi(doc, '', out);
    return out;
  });

export const readLefthook = (text: string): Reading =>
  read(text, (doc) => {
    const out: Runnable[] = [];
    walkCi(doc, '', out);
    if (isRecord(doc))
      for (const [hook, spec] of Object.entries(doc)) {
        if (!isRecord(spec) || !isRecord(spec['scripts'])) continue;
        for (const [name, s] of Object.entries(spec['scripts']))
          out.push({
            key: `${hook}.scripts.${name}`,
            run: `${isRecord(s) && typeof s['runner'] === 'string' ? `${s['runner']} ` : ''}.lefthook/${hook}/${name}`,
            kind: 'command',
            auto: true,
          });
      }
    return out;
  });

export const readPreCommit = (text: string): Reading =>
  read(text, (doc) => {
    if (!isRecord(doc) || !Array.isArray(doc['repos'])) return [];
    const out: Runnable[] = [];
    doc['repos'].forEach((repo, i) => {
      if (!isRecord(repo)) return;
      const hooks = Array.isArray(repo['hooks']) ? repo['hooks'] : [];
      const name = String(repo['repo'] ?? '');
      if (name === 'local' || name === 'meta') {
        hooks.forEach((h, j) => {
          if (isRecord(h) && typeof h['entry'] === 'string')
            out.push({
              key: `repos[${i}].hooks[${j}].entry`,
              run: h['entry'],
              kind: 'command',
              auto: true,
            });
        });
      } else {
        out.push({
          key: `repos[${i}]`,
          run: `${name}@${String(repo['rev'] ?? '')}`,
          kind: 'code',
          auto: true,
        });
      }
    });
    return out;
  });
