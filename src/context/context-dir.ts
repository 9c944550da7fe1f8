// contextPaths — every file of seed 002's Context Directory Structure under
// <workspace>/.wukong/context/
// Pos: src/context, the one place the layout is spelled; readers and writers
// ask here instead of joining paths themselves
import { join } from 'node:path';

export const FORM_FILES = {
  compact: 'compact.md',
  normal: 'normal.md',
  expanded: 'expanded.md',
} as const;

export function contextPaths(workspace: string) {
  const root = join(workspace, '.wukong', 'context');
  const current = join(root, 'current');
  return {
    root,
    anchorsMd: join(root, 'anchors.md'),
    anchorsIndex: join(root, 'anchors.json'),
    dcpConfig: join(root, 'dcp-config.yaml'),
    current,
    currentForm: (form: keyof typeof FORM_FILES) =>
      join(current, FORM_FILES[form]),
    currentReport: join(current, 'dcp-report.md'),
    currentMeta: join(current, 'meta.json'),
    recoveryState: join(current, 'recovery-state.json'),
    machineState: join(current, 'context-state.json'),
    sessions: join(root, 'sessions'),
    session: (name: string) => join(root, 'sessions', name),
    templates: join(root, 'templates'),
  };
}
export type ContextPaths = ReturnType<typeof contextPaths>;
