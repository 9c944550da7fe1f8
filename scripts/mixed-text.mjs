// mixedText(root, {bytes, secrets}) → {text, parts, sprinkled}: a deterministic
// 10 MB text of realistic content with a few real-format secrets
// Pos: scripts, bench input only; nothing here is asserted and none of it is
// written to disk
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function files(dir, keep, out = []) {
  let entries;
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return out;
  }
  for (const name of entries) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) files(path, keep, out);
    else if (keep(name, stat.size)) out.push(path);
  }
  return out;
}

/**
 * Transcript lines as they are (JSON), tool results (logs, command output) and
 * assistant text (prose).
 */
function transcriptParts(corpora) {
  const json = [];
  const logs = [];
  const prose = [];
  for (const path of files(join(corpora, 'transcripts'), (n) =>
    n.endsWith('.jsonl'),
  )) {
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (!line) continue;
      json.push(line);
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      const content = entry?.message?.content;
      if (!Array.isArray(content)) continue;
      for (const item of content) {
        if (item?.type === 'tool_result') {
          const body =
            typeof item.content === 'string'
              ? item.content
              : Array.isArray(item.content)
                ? item.content.map((c) => c?.text ?? '').join('\n')
                : '';
          if (body) logs.push(body);
        } else if (item?.type === 'text' && item.text) prose.push(item.text);
      }
    }
  }
  return {
    json: json.join('\n'),
    logs: logs.join('\n'),
    prose: prose.join('\n\n'),
  };
}

function concat(paths, limit) {
  let out = '';
  for (const path of paths) {
    if (out.length >= limit) break;
    out += `${readFileSync(path, 'utf8')}\n`;
  }
  return out.slice(0, limit);
}

/** Deterministic PRNG (mulberry32) so every run builds the same text. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WEIGHTS = { json: 0.3, logs: 0.17, prose: 0.18, code: 0.35 };

export function mixedText(root, { bytes = 10_000_000, secrets = 40 } = {}) {
  const corpora = join(root, '../shared/corpora');
  const t = transcriptParts(corpora);
  const modules = join(root, 'node_modules');
  const code = concat(
    [
      ...files(join(root, 'src'), (n) => n.endsWith('.ts')),
      ...files(
        join(root, 'policies'),
        (n) => n.endsWith('.ts') && !n.includes('generated'),
      ),
      ...files(
        join(modules, 'zod'),
        (n) => n.endsWith('.ts') && !n.endsWith('.d.ts'),
      ),
      ...files(join(modules, 'xstate'), (n) => n.endsWith('.js')),
      join(modules, 'typescript/lib/typescript.js'),
    ],
    bytes,
  );
  const docs = concat(
    [
      ...files(join(root, '../shared/research'), (n) => n.endsWith('.md')),
      ...files(join(root, '../shared/seeds'), (n) => n.endsWith('.txt')),
      ...files(join(root, 'docs'), (n) => n.endsWith('.md')),
      ...files(modules, (n, size) => n.endsWith('.md') && size < 200_000),
    ],
    bytes,
  );
  const parts = {
    json: t.json,
    logs: t.logs,
    prose: `${t.prose}\n${docs}`,
    code,
  };
  // Interleave 4–20 KB slices of each kind, cut at line ends, the way a
  // session's text mixes them; each kind is drawn with its weight while it
  // lasts (JSON ~30%, logs ~17%, prose ~18%, code ~35%).
  const random = prng(0x5ec2e7);
  const cursors = Object.fromEntries(Object.keys(parts).map((k) => [k, 0]));
  const pieces = [];
  let size = 0;
  while (size < bytes) {
    const live = Object.keys(parts).filter((k) => cursors[k] < parts[k].length);
    if (live.length === 0) break;
    const total = live.reduce((sum, k) => sum + WEIGHTS[k], 0);
    let pick = random() * total;
    const kind =
      live.find((k) => (pick -= WEIGHTS[k]) < 0) ?? live[live.length - 1];
    const from = cursors[kind];
    let to = Math.min(
      parts[kind].length,
      from + 4096 + Math.floor(random() * 16384),
    );
    const nl = parts[kind].indexOf('\n', to);
    to = nl === -1 ? parts[kind].length : nl + 1;
    pieces.push(parts[kind].slice(from, to));
    cursors[kind] = to;
    size += to - from;
  }
  let text = pieces.join('');
  // Sprinkle real-format secrets (gitleaks true positives, one line each) at
  // line starts spread over the text.
  const samples = readFileSync(
    join(corpora, 'secrets/gitleaks-samples.jsonl'),
    'utf8',
  )
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
    .filter((r) => r.kind === 'tp' && !r.path && r.inDefaultConfig !== false)
    .map((r) => ({
      rule: r.rule,
      text: Buffer.from(r.text_b64, 'base64').toString('utf8'),
    }))
    .filter((s) => !s.text.includes('\n') && s.text.length < 300);
  const sprinkled = [];
  const out = [];
  let at = 0;
  for (let i = 1; i <= secrets; i++) {
    const target = Math.floor((text.length * i) / (secrets + 1));
    const lineStart = text.indexOf('\n', target) + 1;
    if (lineStart <= at) continue;
    const sample = samples[Math.floor(random() * samples.length)];
    out.push(text.slice(at, lineStart), `${sample.text}\n`);
    sprinkled.push(sample.rule);
    at = lineStart;
  }
  out.push(text.slice(at));
  text = out.join('');
  return {
    text,
    parts: Object.fromEntries(Object.keys(parts).map((k) => [k, cursors[k]])),
    sprinkled,
  };
}
