// Readers of what future agent sessions read: Claude Code slash commands,
// agents and skills (front matter, `!` shell lines, the prompt) and
// instruction files (CLAUDE.md, AGENTS.md, .cursorrules …)
// Pos: policies/security/deferred; the front matter is YAML (the `yaml`
// package), the prose is kept whole for instructionSignals and its code spans
// become commands the command policies judge
import { parse } from 'yaml';
import { claudeSettingsRunnables } from './json-readers.js';
import type { Reading, Runnable } from './runnable.js';
import { isRecord } from './runnable.js';

/** Shell in a Markdown text: fenced shell blocks and inline code spans. */
function codeIn(body: string): string[] {
  const out: string[] = [];
  for (const m of body.matchAll(
    /```(?:sh|bash|shell|console|zsh)?[^\n]*\n([\s\S]*?)```/g,
  ))
    out.push(
      ...(m[1] ?? '')
        .split('\n')
        .map((l) => l.replace(/^\$\s+/, '').trim())
        .filter(Boolean),
    );
  const withoutFences = body.replace(/```[\s\S]*?```/g, '');
  for (const m of withoutFences.matchAll(/(?<![`!])`([^`\n]{2,300})`(?!`)/g)) {
    const code = (m[1] ?? '').trim();
    // A span with a space or a pipe reads as a command line; a bare word is
    // a name.
    if (/\s|[|;&>]/.test(code)) out.push(code);
  }
  return out;
}

export const readInstructions = (text: string): Reading => ({
  runnables: [
    { key: 'text', run: text, kind: 'prose', auto: true },
    ...codeIn(text).map((c) => ({
      key: 'code',
      run: c,
      kind: 'command' as const,
      auto: false,
    })),
  ],
});

export const readClaudeCommand = (text: string): Reading => {
  const fm = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  const out: Runnable[] = [];
  let body = text;
  if (fm) {
    body = text.slice(fm[0].length);
    let doc: unknown;
    try {
      doc = parse(fm[1] ?? '');
    } catch (error) {
      return {
        runnables: [],
        problem: `front matter is not valid YAML (${(error as Error).message.split('\n')[0]?.slice(0, 60)})`,
      };
    }
    if (isRecord(doc)) {
      for (const key of ['allowed-tools', 'tools', 'permissionMode', 'model'])
        if (doc[key] !== undefined && key !== 'model')
          out.push({
            key,
            run: JSON.stringify(doc[key]),
            kind: 'trust',
            auto: true,
          });
      out.push(
        ...claudeSettingsRunnables({
          hooks: doc['hooks'],
          mcpServers: doc['mcpServers'],
        }),
      );
    }
  }
  // `!`cmd`` lines run in a shell when the command is invoked, before the
  // model reads the prompt.
  for (const m of body.matchAll(/!`([^`\n]+)`/g))
    out.push({
      key: '!`…`',
      run: (m[1] ?? '').trim(),
      kind: 'command',
      auto: true,
    });
  out.push({ key: 'prompt', run: body, kind: 'prose', auto: true });
  for (const c of codeIn(body.replace(/!`[^`\n]+`/g, '')))
    out.push({ key: 'code', run: c, kind: 'command', auto: false });
  return { runnables: out };
};
