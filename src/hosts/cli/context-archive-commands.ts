// archiveCommand, loadCommand, statusCommand — `wukong context archive | load
// [SESSION] | status`, each driving the context machine
// Pos: src/hosts/cli, argument handling for the three archive subcommands; the
// work is src/context's, shared with the Claude Code hooks
import { errorText } from '../../platform/errors/said-error.js';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { ContextEvent } from '../../../machines/context.machine.js';
import { contextView } from '../../../policies/context/transcript/context-view.js';
import { lastPromptTokens } from '../../../policies/context/transcript/usage.js';
import { loadConfig } from '../../platform/config/load-config.js';
import { listArchives } from '../../context/archive.js';
import { readAnchors } from '../../context/anchor-store.js';
import { contextPaths, FORM_FILES } from '../../context/context-dir.js';
import type { EffectLog } from '../../context/context-effects.js';
import { contextEffects } from '../../context/context-effects.js';
import { driveTracker, loadTracker } from '../../context/context-state.js';
import { NothingToLoad } from '../../context/load-archive.js';
import { readTranscript } from '../../context/prune-file.js';
import { readRecoveryState } from '../../context/rescue.js';
import { latestTranscript } from '../../context/transcript-discovery.js';
import { readTextIfExists } from '../../platform/store/atomic-file.js';
import type { CommandIO } from './io.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import { noticeText } from '../../../policies/context/usage-bands.js';
import { message } from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage } from './cli-language.js';

const json = (io: CommandIO, value: unknown) =>
  io.out(`${JSON.stringify(value, null, 2)}\n`);

export async function archiveCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      transcript: { type: 'string' },
      session: { type: 'string' },
      handoff: { type: 'boolean' },
      json: { type: 'boolean' },
    },
  });
  if (positionals.length)
    throw new UsageError(
      message('cli.context.no-positionals', cliLanguage(io), {
        name: 'archive',
      }),
    );
  const { config } = loadConfig(io.cwd);
  const lang = cliLanguage(io);
  const transcriptPath = values.transcript
    ? resolve(io.cwd, values.transcript)
    : latestTranscript(io.cwd);
  if (!transcriptPath)
    throw new UsageError(message('cli.context.archive-needs', cliLanguage(io)));
  const prompt = lastPromptTokens(contextView(readTranscript(transcriptPath)));
  const events: ContextEvent[] = [
    ...(prompt !== undefined
      ? [{ type: 'USAGE' as const, ratio: prompt / config.context.window }]
      : []),
    { type: 'ARCHIVE' },
  ];
  const log: EffectLog = {};
  const drive = await driveTracker(
    io.cwd,
    config.context.thresholds,
    events,
    contextEffects(
      {
        workspace: io.cwd,
        config: config.context,
        now: new Date(),
        transcriptPath,
        trigger: message('cli.context.trigger.archive', lang),
        lang,
        handoff: values.handoff === true,
        ...(values.session ? { sessionId: values.session } : {}),
      },
      log,
    ),
  );
  const a = log.archived!;
  if (values.json)
    json(io, {
      session: a.session,
      dir: a.dir,
      meta: a.meta,
      written: a.written,
      state: drive.state,
      pruned: log.pruned
        ? { savedPercent: log.pruned.result.savedPercent }
        : null,
    });
  else
    io.out(
      `${message('cli.context.archived', lang, { dir: a.dir })}\n\n${a.compact}`,
    );
  return 0;
}

export async function loadCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { json: { type: 'boolean' } },
  });
  if (positionals.length > 1)
    throw new UsageError(message('cli.context.load-one', cliLanguage(io)));
  const { config } = loadConfig(io.cwd);
  const lang = cliLanguage(io);
  const log: EffectLog = {};
  try {
    await driveTracker(
      io.cwd,
      config.context.thresholds,
      [
        {
          type: 'LOAD',
          ...(positionals[0] ? { session: positionals[0] } : {}),
        },
      ],
      contextEffects(
        {
          workspace: io.cwd,
          config: config.context,
          now: new Date(),
          trigger: message('cli.context.trigger.load', lang),
          lang,
        },
        log,
      ),
    );
  } catch (error) {
    if (error instanceof NothingToLoad) {
      // Under --json the reason is an error object on stdout, as every
      // command's is.
      if (values.json)
        json(io, {
          error: {
            code: 'nothing-to-load',
            message: errorText(error, lang),
          },
        });
      else io.err(`wukong context load: ${errorText(error, lang)}\n`);
      return 1;
    }
    throw error;
  }
  const l = log.loaded!;
  if (values.json)
    json(io, {
      session: l.session,
      meta: l.meta,
      compact: l.compact,
      anchors: l.anchors.map((a) => a.anchor),
      context: l.context,
      written: l.written,
    });
  else io.out(l.context);
  return 0;
}

export function statusCommand(argv: string[], io: CommandIO): number {
  const { values } = parseArgs({
    args: argv,
    options: { json: { type: 'boolean' } },
  });
  const { config } = loadConfig(io.cwd);
  const paths = contextPaths(io.cwd);
  const snap = loadTracker(io.cwd, config.context.thresholds).snapshot;
  const forms = Object.fromEntries(
    Object.keys(FORM_FILES).map((f) => [
      f,
      readTextIfExists(paths.currentForm(f as keyof typeof FORM_FILES)) !==
        undefined,
    ]),
  );
  const archives = listArchives(io.cwd).map((a) => ({
    session: a.session,
    archivedAt: a.meta.archivedAt,
    trigger: a.meta.trigger,
    task: a.meta.task,
  }));
  const anchors = readAnchors(io.cwd).anchors;
  const recovery = readRecoveryState(io.cwd);
  const c = snap.context;
  const lang = cliLanguage(io);
  const none = message('cli.none', lang);
  const status = {
    state: snap.value,
    form: c.form,
    ratio: c.ratio,
    band: c.band,
    manual: c.manual,
    notice: c.notice && { ...c.notice, message: noticeText(c.notice, lang) },
    counts: c.counts,
    lastSession: c.lastSession,
    current: forms,
    archives,
    anchors: {
      total: anchors.length,
      live: anchors.filter((a) => a.stage !== 'obsolete').length,
    },
    recovery,
  };
  if (values.json) json(io, status);
  else {
    io.out(
      [
        message('cli.context.form', lang, {
          form: c.form,
          pct: `${Math.round(c.ratio * 100)}%`,
          band: c.band,
          manual: c.manual
            ? message('cli.context.manual', lang, { form: c.manual.form })
            : '',
        }),
        message('cli.context.current', lang, {
          forms:
            Object.entries(forms)
              .filter(([, v]) => v)
              .map(([k]) => k)
              .join(', ') || none,
        }),
        message('cli.context.archives', lang, {
          sessions: archives.length
            ? archives.map((a) => a.session).join(', ')
            : none,
        }),
        message('cli.context.anchors', lang, {
          live: status.anchors.live,
          total: status.anchors.total,
        }),
        message('cli.context.rescue', lang, {
          state: recovery
            ? message('cli.context.rescue-at', lang, {
                stage: recovery.stage,
                time: recovery.timestamp,
              })
            : none,
        }),
        ...(status.notice
          ? [
              message('cli.context.notice', lang, {
                text: status.notice.message,
              }),
            ]
          : []),
      ].join('\n') + '\n',
    );
  }
  return 0;
}
