// switchContext — seed 002's 手动切换 performed: 详细说说 / 简要概括 switch the form and
// give its text, 存档一下 archives, 加载上下文 loads the latest archive, 修剪上下文 reports
// what a prune would drop with a ready `/compact` line; the context machine is
// driven with the event and its effect answered
// Pos: src/context, shared by the UserPromptSubmit hook (the chat phrases) and
// `wukong context compact | expand`; where the host owns the messages (Claude
// Code) a prune is reported, never applied
import { fragment } from '../../policies/vocabulary/messages/say.js';
import type { EffectRequest } from '../../machines/context.machine.js';
import {
  message,
  type Lang,
  type MessageId,
  type MessageParams,
} from '../../policies/vocabulary/messages/index.js';
import type { ManualSwitch } from '../../policies/context/manual-switch.js';
import { renderForms } from '../../policies/context/forms/render-forms.js';
import { compactCommand } from '../../policies/context/rescue/live-notices.js';
import { contextView } from '../../policies/context/transcript/context-view.js';
import type { ContextForm } from '../../policies/context/usage-bands.js';
import type { ContextConfig } from '../../policies/vocabulary/context-config.js';
import { readTextIfExists } from '../platform/store/atomic-file.js';
import { writeTextRedacted } from '../platform/store/redacted-file.js';
import { UsageError } from '../platform/errors/usage-error.js';
import { readAnchors } from './anchor-store.js';
import { contextPaths } from './context-dir.js';
import type { EffectLog } from './context-effects.js';
import { contextEffects } from './context-effects.js';
import { driveTracker } from './context-state.js';
import { anchorsContext } from './load-archive.js';
import { pruneParsed, readTranscript } from './prune-file.js';

export interface SwitchInput {
  workspace: string;
  config: ContextConfig;
  transcriptPath?: string;
  sessionId?: string;
  now: Date;
  event: ManualSwitch;
  /** What the user and the model are told, in; absent: English (the host passes the user's). */
  lang?: Lang;
}

export interface SwitchResult {
  /** The machine's form after the switch. */
  form: ContextForm;
  /** What the model gets (additionalContext). */
  agent: string;
  /** What the person sees (systemMessage, or the CLI's output). */
  user: string;
  written: string[];
}

const FORM_OF: Partial<Record<ManualSwitch['type'], ContextForm>> = {
  DETAIL: 'expanded',
  BRIEF: 'compact',
};

export async function switchContext(i: SwitchInput): Promise<SwitchResult> {
  const paths = contextPaths(i.workspace);
  const lang = i.lang ?? 'en';
  const t = (id: MessageId, p: MessageParams = {}) => message(id, lang, p);
  const log: EffectLog = {};
  const written: string[] = [];
  const effects = contextEffects(
    {
      workspace: i.workspace,
      config: i.config,
      now: i.now,
      ...(i.transcriptPath ? { transcriptPath: i.transcriptPath } : {}),
      ...(i.sessionId ? { sessionId: i.sessionId } : {}),
      trigger: 'manual (the user asked)',
      lang,
    },
    log,
  );
  let pruneLine = '';
  const perform = async (request: EffectRequest) => {
    if (request.kind !== 'prune') return effects(request);
    if (!i.transcriptPath)
      throw new UsageError(fragment('error.transcript.pruning'));
    const r = await pruneParsed(
      readTranscript(i.transcriptPath),
      i.transcriptPath,
      {
        config: i.config,
        now: i.now,
        trigger: t('ctx.dcp.trigger.switch'),
        lang,
      },
    );
    writeTextRedacted(paths.currentReport, r.report);
    written.push(paths.currentReport);
    pruneLine = t('ctx.switch.prune-line', {
      preset: i.config.dcp.preset,
      items: r.result.items.length,
      saved: r.result.saved.toLocaleString('en-US'),
      percent: r.result.savedPercent,
    });
    return { type: 'PRUNED' as const };
  };
  const drive = await driveTracker(
    i.workspace,
    i.config.thresholds,
    [i.event],
    perform,
  );
  const form = drive.context.form;
  const wanted = FORM_OF[i.event.type];
  if (wanted) {
    // The form's text from the live transcript when there is one, else the last
    // one written.
    let text: string | undefined;
    let anchors = '';
    if (i.transcriptPath) {
      const forms = renderForms(
        contextView(readTranscript(i.transcriptPath)),
        readAnchors(i.workspace).anchors,
        lang,
      );
      text = forms[wanted];
      anchors = anchorsContext(forms.anchors, lang);
      writeTextRedacted(paths.currentForm(wanted), text);
      written.push(paths.currentForm(wanted));
    } else text = readTextIfExists(paths.currentForm(wanted));
    if (text === undefined)
      throw new UsageError(
        fragment('error.context.no-form', {
          form: wanted,
          file: paths.currentForm(wanted),
        }),
      );
    const name = t(
      wanted === 'expanded' ? 'ctx.form.expanded' : 'ctx.form.compact',
    );
    const where = { name, form: wanted, path: paths.currentForm(wanted) };
    return {
      form,
      agent: [
        t('ctx.switch.agent', where),
        text.trim(),
        wanted === 'compact' ? anchors.trim() : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
      user: t('ctx.switch.user', where),
      written,
    };
  }
  if (i.event.type === 'ARCHIVE') {
    const a = log.archived!;
    return {
      form,
      agent: `${t('ctx.switch.archived.agent', { dir: a.dir })}\n\n${a.compact.trim()}`,
      user: t('ctx.switch.archived.user', {
        session: a.session,
        count: a.written.length,
      }),
      written: [...written, ...a.written],
    };
  }
  if (i.event.type === 'LOAD') {
    const l = log.loaded!;
    return {
      form,
      agent: `${t('ctx.switch.loaded.agent', { session: l.session })}\n\n${l.context.trim()}`,
      user: t('ctx.switch.loaded.user', { session: l.session }),
      written: [...written, ...l.written],
    };
  }
  const anchorIds = readAnchors(i.workspace)
    .anchors.filter((a) => a.anchor.status === 'active')
    .map((a) => a.anchor.id);
  const command = compactCommand(i.config, anchorIds, lang);
  return {
    form,
    agent: t('ctx.switch.prune.agent', { line: pruneLine }).trimEnd(),
    user: `${pruneLine}\n${t('ctx.switch.prune.user')}\n${command}`,
    written,
  };
}
