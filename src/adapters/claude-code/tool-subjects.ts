// Input: nothing but the language
// Output: toolSubjects — what a Claude Code tool call touches: the command, the files with read/write access, the text it writes, and the sub-agent it delegates to, read from tool_input field names exactly as Claude Code sends them
// Pos: src/adapters/claude-code, translation from host tool inputs to gate subjects; judges nothing
export interface ToolSubjects {
  command?: string;
  files: Array<{ path: string; access: 'read' | 'write'; content?: string }>;
  delegation?: { subagentType: string; prompt: string; description?: string };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);

export const WRITE_TOOLS = new Set(['Write', 'Edit', 'MultiEdit', 'NotebookEdit']);
export const PATH_TOOLS = new Set(['Read', 'Edit', 'MultiEdit', 'Write', 'NotebookEdit', 'Glob', 'Grep']);
export const DELEGATION_TOOLS = new Set(['Task', 'Agent']);

export function toolSubjects(tool: string, input: Record<string, unknown>, cwd: string): ToolSubjects {
  switch (tool) {
    case 'Bash':
      return { command: str(input['command']) ?? '', files: [] };
    case 'Read':
      return { files: [{ path: str(input['file_path']) ?? '', access: 'read' }] };
    case 'Write':
      return { files: [{ path: str(input['file_path']) ?? '', access: 'write', content: str(input['content']) ?? '' }] };
    case 'Edit':
      return { files: [{ path: str(input['file_path']) ?? '', access: 'write', content: str(input['new_string']) ?? '' }] };
    case 'MultiEdit': {
      const edits = Array.isArray(input['edits']) ? (input['edits'] as Array<Record<string, unknown>>) : [];
      const content = edits.map((e) => str(e?.['new_string']) ?? '').join('\n');
      return { files: [{ path: str(input['file_path']) ?? '', access: 'write', content }] };
    }
    case 'NotebookEdit':
      return { files: [{ path: str(input['notebook_path']) ?? '', access: 'write', content: str(input['new_source']) ?? '' }] };
    case 'Glob':
    case 'Grep':
      return { files: [{ path: str(input['path']) ?? cwd, access: 'read' }] };
    case 'Task':
    case 'Agent':
      return {
        files: [],
        delegation: {
          subagentType: str(input['subagent_type']) ?? 'general-purpose',
          prompt: str(input['prompt']) ?? '',
          ...(str(input['description']) ? { description: str(input['description']) as string } : {}),
        },
      };
    default:
      return { files: [] };
  }
}
