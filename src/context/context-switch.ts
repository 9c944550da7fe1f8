// switchContext — seed 002's 手动切换 performed: 详细说说 / 简要概括 switch the form and
// give its text, 存档一下 archives, 加载上下文 loads the latest archive, 修剪上下文 reports
// what a prune would drop with a ready `/compact` line; the context machine is
// driven with the event and its effect answered
// Pos: src/context, shared by the UserPromptSubmit hook (the chat phrases) and
// `wukong context compact | expand`; where the host owns the messages (Claude
// Code) a prune is reported, never applied
import type { EffectRequest } from '../../machines/context.machine.js';
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
    },
    log,
  );
  let pruneLine = '';
  const perform = async (request: EffectRequest) => {
    if (request.kind !== 'prune') return effects(request);
    if (!i.transcriptPath)
      throw new UsageError(
        'pruning needs a transcript: pass --transcript FILE',
      );
    const r = await pruneParsed(
      readTranscript(i.transcriptPath),
      i.transcriptPath,
      { config: i.config, now: i.now, trigger: '修剪上下文 (manual)' },
    );
    writeTextRedacted(paths.currentReport, r.report);
    written.push(paths.currentReport);
    pruneLine = `A prune (preset ${i.config.dcp.preset}) would drop ${r.result.items.length} items (~${r.result.saved.toLocaleString('en-US')} tokens, ${r.result.savedPercent}% of the messages); the report is .wukong/context/current/dcp-report.md.`;
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
      );
      text = forms[wanted];
      anchors = anchorsContext(forms.anchors);
      writeTextRedacted(paths.currentForm(wanted), text);
      written.push(paths.currentForm(wanted));
    } else text = readTextIfExists(paths.currentForm(wanted));
    if (text === undefined)
      throw new UsageError(
        `no ${wanted} form yet: pass --transcript FILE, or archive a session first (${paths.currentForm(wanted)} is missing)`,
      );
    const name = wanted === 'expanded' ? '🔶 巨形态' : '🔸 缩形态';
    return {
      form,
      agent: [
        `Wukong: the user switched the context to ${name} (${wanted}). Work from it; the full file is ${paths.currentForm(wanted)}.`,
        text.trim(),
        wanted === 'compact' ? anchors.trim() : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
      user: `Wukong: context form → ${name} (${wanted}); written to ${paths.currentForm(wanted)}.`,
      written,
    };
  }
  if (i.event.type === 'ARCHIVE') {
    const a = log.archived!;
    return {
      form,
      agent: `Wukong: the context was archived to ${a.dir}. Continue from its compact form:\n\n${a.compact.trim()}`,
      user: `Wukong: 已存档到 ${a.session} (${a.written.length} files).`,
      written: [...written, ...a.written],
    };
  }
  if (i.event.type === 'LOAD') {
    const l = log.loaded!;
    return {
      form,
      agent: `Wukong: archive ${l.session} loaded.\n\n${l.context.trim()}`,
      user: `Wukong: 已加载 ${l.session}.`,
      written: [...written, ...l.written],
    };
  }
  const anchorIds = readAnchors(i.workspace)
    .anchors.filter((a) => a.anchor.status === 'active')
    .map((a) => a.anchor.id);
  const command = compactCommand(i.config, anchorIds);
  return {
    form,
    agent: `Wukong: the user asked to prune the context. Claude Code does not let a hook remove messages; the user can compact with the line below. ${pruneLine}`,
    user: `${pruneLine}\nClaude Code does not let a hook prune its context; to compact now, run:\n${command}`,
    written,
  };
}
