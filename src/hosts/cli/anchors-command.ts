// anchorsCommand — `wukong anchors add | list | show ID | obsolete ID | search
// TEXT`, each with --json
// Pos: src/hosts/cli, argument handling for the Alaya store; the gate, ids and
// lifecycle live in policies/context/anchors and src/context/anchor-store
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { AnchorEntry } from '../../../policies/context/anchors/anchor-entry.js';
import {
  renderAnchor,
  renderAnchorCompact,
} from '../../../policies/context/anchors/anchor-render.js';
import { searchAnchors } from '../../../policies/context/anchors/anchor-search.js';
import { stageLabel } from '../../../policies/context/anchors/anchor-lifecycle.js';
import {
  message,
  translator,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage } from './cli-language.js';

/** The catalog in the user's language, for a usage error. */
const tr = (io: CommandIO) => translator(cliLanguage(io));
import { AnchorType } from '../../../policies/vocabulary/anchor.js';
import { loadConfig } from '../../platform/config/load-config.js';
import {
  addAnchor,
  findAnchor,
  obsoleteAnchor,
  REVISABLE_FIELDS,
  reviseAnchor,
  parseDraft,
  readAnchors,
} from '../../context/anchor-store.js';
import type { CommandIO } from './io.js';
import { UsageError } from '../../platform/errors/usage-error.js';

export const anchorsHelp = (lang: Lang) =>
  message('cli.anchors.help', lang, { types: AnchorType.options.join(', ') });

const json = (io: CommandIO, value: unknown) =>
  io.out(`${JSON.stringify(value, null, 2)}\n`);
const row = (e: AnchorEntry, lang: Lang) =>
  `| ${e.anchor.id} | ${e.anchor.title} | ${e.anchor.status} | ${stageLabel(e.stage, lang)} (${e.stage}) | ${e.lifecycle.matches} |`;
const table = (entries: readonly AnchorEntry[], lang: Lang) =>
  [
    message('cli.anchors.table', lang),
    ...entries.map((e) => row(e, lang)),
  ].join('\n');

function readDraftFile(arg: string, io: CommandIO): Record<string, unknown> {
  let text: string;
  try {
    text =
      arg === '-' ? io.readStdin() : readFileSync(resolve(io.cwd, arg), 'utf8');
  } catch (error) {
    throw new UsageError(
      tr(io)('cli.anchors.cannot-read', {
        file: arg,
        error: (error as Error).message,
      }),
    );
  }
  try {
    const value = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new Error('expected a JSON object');
    return value as Record<string, unknown>;
  } catch (error) {
    throw new UsageError(
      tr(io)('cli.anchors.not-object', {
        file: arg,
        error: (error as Error).message,
      }),
    );
  }
}

function add(argv: string[], io: CommandIO): number {
  const text = [
    'type',
    'title',
    'decision',
    'alternatives',
    'why',
    'impact',
    'verification',
    'rollback',
  ] as const;
  const flags = [
    'high-impact',
    'reusable',
    'affects-future',
    'reference-value',
    'prevents-repeat',
  ] as const;
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...Object.fromEntries(text.map((k) => [k, { type: 'string' as const }])),
      ...Object.fromEntries(
        flags.map((k) => [k, { type: 'boolean' as const }]),
      ),
      repeat: { type: 'string' },
      keyword: { type: 'string', multiple: true },
      json: { type: 'boolean' },
    },
  });
  if (positionals.length > 1)
    throw new UsageError(
      `${tr(io)('cli.anchors.add-one')}\n\n${anchorsHelp(cliLanguage(io))}`,
    );
  const raw: Record<string, unknown> = positionals[0]
    ? readDraftFile(positionals[0], io)
    : {};
  const v = values as Record<string, string | boolean | string[] | undefined>;
  for (const k of text) if (v[k] !== undefined) raw[k] = v[k];
  if (v['repeat'] !== undefined) {
    const n = Number(v['repeat']);
    if (!Number.isInteger(n) || n < 1)
      throw new UsageError(
        tr(io)('cli.anchors.bad-repeat', {
          value: JSON.stringify(v['repeat']),
        }),
      );
    raw['repeat'] = n;
  }
  if (v['high-impact']) raw['highImpact'] = true;
  if (v['reusable']) raw['reusable'] = true;
  if (v['keyword']) raw['keywords'] = v['keyword'];
  if (
    !raw['selfCheck'] ||
    v['affects-future'] ||
    v['reference-value'] ||
    v['prevents-repeat']
  ) {
    const prior = (raw['selfCheck'] ?? {}) as Record<string, boolean>;
    raw['selfCheck'] = {
      affectsFuture: Boolean(v['affects-future'] ?? prior['affectsFuture']),
      referenceValue: Boolean(v['reference-value'] ?? prior['referenceValue']),
      preventsRepeat: Boolean(v['prevents-repeat'] ?? prior['preventsRepeat']),
    };
  }
  const draft = parseDraft(
    raw,
    positionals[0] ? `draft ${positionals[0]}` : 'anchor',
  );
  const { config } = loadConfig(io.cwd);
  const { entry, written } = addAnchor(
    io.cwd,
    draft,
    new Date(),
    config.context.anchorStaleAfterDays,
    cliLanguage(io),
  );
  const lang = cliLanguage(io);
  if (values.json) json(io, { anchor: entry, written });
  else
    io.out(
      `${message('cli.anchors.wrote', lang, {
        id: entry.anchor.id,
        title: entry.anchor.title,
        reasons: entry.threshold.reasons.join(', '),
        path: written[0] ?? '',
      })}\n\n${renderAnchorCompact(entry.anchor, lang)}\n`,
    );
  return 0;
}

function list(argv: string[], io: CommandIO): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      type: { type: 'string' },
      all: { type: 'boolean' },
      json: { type: 'boolean' },
    },
  });
  if (values.type !== undefined && !AnchorType.safeParse(values.type).success)
    throw new UsageError(
      tr(io)('cli.anchors.bad-type', {
        value: JSON.stringify(values.type),
        allowed: AnchorType.options.join(', '),
      }),
    );
  const entries = readAnchors(io.cwd).anchors.filter(
    (e) =>
      (values.all || e.stage !== 'obsolete') &&
      (!values.type || e.anchor.type === values.type),
  );
  const lang = cliLanguage(io);
  if (values.json) json(io, { anchors: entries });
  else
    io.out(
      entries.length
        ? `${table(entries, lang)}\n`
        : `${message('cli.anchors.none', lang)}\n`,
    );
  return 0;
}

function show(argv: string[], io: CommandIO): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { compact: { type: 'boolean' }, json: { type: 'boolean' } },
  });
  if (positionals.length !== 1)
    throw new UsageError(
      `${tr(io)('cli.anchors.one-id', { sub: 'show' })}\n\n${anchorsHelp(cliLanguage(io))}`,
    );
  const lang = cliLanguage(io);
  const entry = findAnchor(readAnchors(io.cwd).anchors, positionals[0]!);
  if (values.json)
    json(io, {
      anchor: entry,
      compact: renderAnchorCompact(entry.anchor, lang),
    });
  else
    io.out(
      `${values.compact ? renderAnchorCompact(entry.anchor, lang) : renderAnchor(entry, lang)}\n`,
    );
  return 0;
}

function obsolete(argv: string[], io: CommandIO): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { reason: { type: 'string' }, json: { type: 'boolean' } },
  });
  if (positionals.length !== 1)
    throw new UsageError(
      `${tr(io)('cli.anchors.one-id', { sub: 'obsolete' })}\n\n${anchorsHelp(cliLanguage(io))}`,
    );
  if (!values.reason?.trim())
    throw new UsageError(tr(io)('cli.anchors.needs-reason'));
  const entry = obsoleteAnchor(
    io.cwd,
    positionals[0]!,
    values.reason.trim(),
    new Date(),
    cliLanguage(io),
  );
  if (values.json) json(io, { anchor: entry });
  else
    io.out(
      `${message('cli.anchors.obsoleted', cliLanguage(io), {
        id: entry.anchor.id,
        title: entry.anchor.title,
        reason: values.reason.trim(),
      })}\n`,
    );
  return 0;
}

function update(argv: string[], io: CommandIO): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...Object.fromEntries(
        REVISABLE_FIELDS.map((k) => [k, { type: 'string' as const }]),
      ),
      note: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  if (positionals.length !== 1)
    throw new UsageError(
      `${tr(io)('cli.anchors.one-id', { sub: 'update' })}\n\n${anchorsHelp(cliLanguage(io))}`,
    );
  const v = values as Record<string, string | boolean | undefined>;
  const revision = Object.fromEntries(
    REVISABLE_FIELDS.filter((k) => typeof v[k] === 'string').map((k) => [
      k,
      v[k] as string,
    ]),
  );
  if (!Object.keys(revision).length && !v['note'])
    throw new UsageError(
      tr(io)('cli.anchors.update-needs', {
        fields: `--${REVISABLE_FIELDS.join(', --')}`,
      }),
    );
  const entry = reviseAnchor(
    io.cwd,
    positionals[0]!,
    revision,
    typeof v['note'] === 'string' ? v['note'] : 'revised',
    new Date(),
    cliLanguage(io),
  );
  if (values.json) json(io, { anchor: entry });
  else
    io.out(
      `${message('cli.anchors.updated', cliLanguage(io), {
        id: entry.anchor.id,
        title: entry.anchor.title,
        version: entry.lifecycle.version,
      })}\n`,
    );
  return 0;
}

function search(argv: string[], io: CommandIO): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { json: { type: 'boolean' }, all: { type: 'boolean' } },
  });
  const query = positionals.join(' ').trim();
  if (!query)
    throw new UsageError(
      `${tr(io)('cli.anchors.search-needs')}\n\n${anchorsHelp(cliLanguage(io))}`,
    );
  const entries = readAnchors(io.cwd).anchors.filter(
    (e) => values.all || e.stage !== 'obsolete',
  );
  const matches = searchAnchors(entries, query);
  const lang = cliLanguage(io);
  if (values.json)
    json(io, {
      query,
      matches: matches.map((m) => ({ score: m.score, anchor: m.entry })),
    });
  else
    io.out(
      matches.length
        ? `${matches.map((m) => renderAnchorCompact(m.entry.anchor, lang)).join('\n\n')}\n`
        : `${message('cli.anchors.no-match', lang, { query: JSON.stringify(query) })}\n`,
    );
  return matches.length ? 0 : 1;
}

const SUBCOMMANDS: Record<string, (argv: string[], io: CommandIO) => number> = {
  add,
  list,
  show,
  obsolete,
  update,
  search,
};

export function anchorsCommand(argv: string[], io: CommandIO): number {
  const [sub, ...rest] = argv;
  if (sub === undefined || sub === '--help' || sub === '-h') {
    io.out(anchorsHelp(cliLanguage(io)));
    return sub === undefined ? 2 : 0;
  }
  const run = SUBCOMMANDS[sub];
  if (!run)
    throw new UsageError(
      tr(io)('cli.unknown-subcommand', {
        name: JSON.stringify(sub),
        allowed: Object.keys(SUBCOMMANDS).join(', '),
      }),
    );
  return run(rest, io);
}
