// toolCallProblems(call) and toolInputProblems(tool, input) — whether the call
// names its session, an absolute cwd and a tool, and whether a Claude Code
// tool's input fits the shape Wukong judges (Bash command, Write file_path +
// content, Edit, MultiEdit edits[], NotebookEdit, Read, Glob/Grep, WebFetch
// url, Task/Agent prompt …): each misfit named with the field and what is
// expected; fields Wukong does not read and extra fields are left alone
// Pos: src/hosts/claude-code, the check before tool-subjects.ts reads a tool
// call; a known tool whose input does not fit cannot be judged, so PreToolUse
// denies it (fail closed) instead of judging an empty command or path. Plain
// code, no schema library: it runs on every tool call
type FieldKind = 'text' | 'string' | 'edits';

interface Field {
  name: string;
  /**
   * `text`: a non-empty string (a command, a path, a URL); `string`: any string
   * (empty content is content); `edits`: MultiEdit's list.
   */
  kind: FieldKind;
  required: boolean;
}

const req = (name: string, kind: FieldKind = 'text'): Field => ({
  name,
  kind,
  required: true,
});
const opt = (name: string, kind: FieldKind = 'text'): Field => ({
  name,
  kind,
  required: false,
});

/**
 * The fields Wukong reads, per tool, as Claude Code documents them
 * (research/peers.md §1, the tools' own schemas).
 */
export const TOOL_FIELDS: Readonly<Record<string, readonly Field[]>> = {
  Bash: [req('command')],
  Read: [req('file_path')],
  Write: [req('file_path'), req('content', 'string')],
  Edit: [
    req('file_path'),
    req('old_string', 'string'),
    req('new_string', 'string'),
  ],
  MultiEdit: [req('file_path'), req('edits', 'edits')],
  NotebookEdit: [req('notebook_path'), opt('new_source', 'string')],
  Glob: [req('pattern', 'string'), opt('path')],
  Grep: [req('pattern', 'string'), opt('path'), opt('glob', 'string')],
  WebFetch: [req('url'), opt('prompt', 'string')],
  WebSearch: [req('query', 'string')],
  Task: [
    req('prompt', 'string'),
    opt('subagent_type'),
    opt('description', 'string'),
  ],
  Agent: [
    req('prompt', 'string'),
    opt('subagent_type'),
    opt('description', 'string'),
  ],
};

/**
 * A value's kind in words, for messages: "an array", "a number", "null", "an
 * empty string".
 */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (value === '') return 'an empty string';
  if (typeof value === 'string' && value.trim() === '') return 'a blank string';
  const t = typeof value;
  return t === 'object'
    ? 'an object'
    : t === 'undefined'
      ? 'nothing'
      : `a ${t}`;
}

const EXPECTED: Record<FieldKind, string> = {
  text: 'a non-empty string',
  string: 'a string',
  edits: 'a non-empty array of {old_string, new_string} objects',
};

function fieldProblems(field: Field, value: unknown): string[] {
  if (value === undefined || (value === null && !field.required))
    return field.required
      ? [
          `tool_input.${field.name} is missing; expected ${EXPECTED[field.kind]}`,
        ]
      : [];
  const wrong = () => [
    `tool_input.${field.name} must be ${EXPECTED[field.kind]}, got ${kindOf(value)}`,
  ];
  switch (field.kind) {
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? [] : wrong();
    case 'string':
      return typeof value === 'string' ? [] : wrong();
    case 'edits': {
      if (!Array.isArray(value) || value.length === 0) return wrong();
      return value.flatMap((edit, i) => {
        const at = `tool_input.${field.name}[${i}]`;
        if (edit === null || typeof edit !== 'object' || Array.isArray(edit))
          return [
            `${at} must be an object with old_string and new_string, got ${kindOf(edit)}`,
          ];
        return ['old_string', 'new_string'].flatMap((k) => {
          const v = (edit as Record<string, unknown>)[k];
          return typeof v === 'string'
            ? []
            : [`${at}.${k} must be a string, got ${kindOf(v)}`];
        });
      });
    }
  }
}

/**
 * What keeps a tool call from being judged at all: a blank session, a cwd that
 * is not absolute (paths would resolve against the hook's own directory), a
 * blank tool name, then the tool's own fields.
 */
export function toolCallProblems(call: {
  session_id?: unknown;
  cwd?: unknown;
  tool_name?: unknown;
  tool_input?: unknown;
}): string[] {
  const problems: string[] = [];
  if (typeof call.session_id !== 'string' || call.session_id.trim() === '')
    problems.push(
      `session_id must be a non-empty string, got ${kindOf(call.session_id)}`,
    );
  if (typeof call.cwd !== 'string' || !call.cwd.startsWith('/'))
    problems.push(
      `cwd must be an absolute path, got ${typeof call.cwd === 'string' ? JSON.stringify(call.cwd.slice(0, 80)) : kindOf(call.cwd)}`,
    );
  if (typeof call.tool_name !== 'string' || call.tool_name.trim() === '')
    return [
      ...problems,
      `tool_name must be a non-empty string, got ${kindOf(call.tool_name)}`,
    ];
  return [...problems, ...toolInputProblems(call.tool_name, call.tool_input)];
}

/**
 * What keeps a known tool's input from being judged; empty when it fits (or the
 * tool is not one Wukong reads by shape).
 */
export function toolInputProblems(tool: string, input: unknown): string[] {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return [`tool_input must be an object, got ${kindOf(input)}`];
  const fields = Object.hasOwn(TOOL_FIELDS, tool)
    ? TOOL_FIELDS[tool]
    : undefined;
  if (!fields) return [];
  const record = input as Record<string, unknown>;
  return fields.flatMap((f) => fieldProblems(f, record[f.name]));
}
