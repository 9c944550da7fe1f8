// unit tests of the two hook functions: onPreCompact archives the three forms,
// the report and the anchors (and says what it wrote); onSessionStart gives the
// compact form and the relevant anchors back for compact/resume, nothing for a
// plain startup
// Pos: test/context; a real workspace in a temp folder and a real transcript,
// as the hook adapter will call them
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addAnchor,
  parseDraft,
  readAnchors,
} from '../../src/context/anchor-store.js';
import { onSessionStart } from '../../src/context/claude-code.js';
import { onPreCompact } from '../../src/hosts/library/configured/config-entries.js';
import { firstSegment, LONG_SESSIONS } from './corpus.js';
import { ollama } from './anchor-fixture.js';

const now = new Date('2026-03-01T12:00:00Z');
const session = LONG_SESSIONS[0];

function workspace() {
  const ws = mkdtempSync(join(tmpdir(), 'wukong-hooks-'));
  const transcript = join(ws, 'session.jsonl');
  // The real session as it stood at its compaction, with the user citing an
  // anchor in a late prompt.
  const lines = firstSegment(session).trimEnd().split('\n');
  const cite = JSON.parse(
    lines.find(
      (l) => l.includes('"type":"user"') && l.includes('"content":"'),
    )!,
  );
  cite.message.content = 'Keep following [D001] for the LLM backend.';
  cite.uuid = 'cite-1';
  lines.splice(lines.length - 3, 0, JSON.stringify(cite));
  writeFileSync(transcript, `${lines.join('\n')}\n`);
  addAnchor(ws, parseDraft(ollama, 'd'), now, 90);
  return { ws, transcript };
}

describe('onPreCompact', () => {
  it('archives the three forms, the DCP report and the cited anchors, returns what it wrote, and applies the cited anchors', async () => {
    const { ws, transcript } = workspace();
    const r = await onPreCompact({
      workspace: ws,
      transcriptPath: transcript,
      sessionId: session,
      trigger: 'auto',
      now,
      lang: 'zh',
    });
    expect(r.session).toMatch(/^2026-03-01-.+-258c7280$/);
    for (const name of [
      'compact.md',
      'normal.md',
      'expanded.md',
      'dcp-report.md',
      'anchors.md',
      'meta.json',
    ]) {
      expect(r.written).toContain(join(r.dir, name));
      expect(r.written).toContain(join(ws, '.wukong/context/current', name));
      expect(existsSync(join(r.dir, name))).toBe(true);
    }
    expect(r.written).toContain(
      join(ws, '.wukong/context/current/recovery-state.json'),
    );
    expect(readFileSync(join(r.dir, 'compact.md'), 'utf8')).toBe(r.compact);
    expect(r.compact).toContain('[D001]');
    expect(readFileSync(join(r.dir, 'anchors.md'), 'utf8')).toContain(
      '## [D001] 使用 Ollama 作为本地 LLM',
    );
    expect(readFileSync(join(r.dir, 'dcp-report.md'), 'utf8')).toContain(
      '## DCP 执行报告',
    );
    const meta = JSON.parse(readFileSync(join(r.dir, 'meta.json'), 'utf8'));
    expect(meta).toMatchObject({
      sessionId: session,
      trigger: 'PreCompact (auto)',
      anchors: ['D001'],
    });
    expect(readAnchors(ws).anchors[0]).toMatchObject({
      stage: 'fruition',
      lifecycle: { matches: 1, applied: 1 },
    });
    expect(
      existsSync(join(ws, '.wukong/context/templates/anchor-template.md')),
    ).toBe(true);
    expect(
      readFileSync(join(ws, '.wukong/context/dcp-config.yaml'), 'utf8'),
    ).toContain('turn_protection: 4');
  });
});

describe('onSessionStart', () => {
  it('after a compaction gives back the compact form, the anchors and the pending recovery prompt, once', async () => {
    const { ws, transcript } = workspace();
    const pre = await onPreCompact({
      workspace: ws,
      transcriptPath: transcript,
      sessionId: session,
      trigger: 'manual',
      now,
    });
    const start = onSessionStart({
      workspace: ws,
      source: 'compact',
      sessionId: session,
      now,
    });
    expect(start.archive).toBe(pre.session);
    expect(start.anchors).toEqual(['D001']);
    expect(start.additionalContext).toContain(pre.compact.trim());
    // No language configured, no Chinese locale: English.
    expect(start.additionalContext).toContain('## Relevant anchors');
    expect(start.additionalContext).toContain('# Wukong · Ruyi context');
    expect(start.additionalContext).toContain('- Rollback:');
    if (pre.recoveryPrompt)
      expect(start.additionalContext).toContain(pre.recoveryPrompt);
    const again = onSessionStart({
      workspace: ws,
      source: 'resume',
      sessionId: session,
      now,
    });
    if (pre.recoveryPrompt)
      expect(again.additionalContext).not.toContain(pre.recoveryPrompt);
    expect(again.additionalContext).toContain(pre.compact.trim());
  });

  it('says nothing at a startup or a clear, unless the archive asked for a hand-over (then once)', async () => {
    const { ws, transcript } = workspace();
    expect(
      onSessionStart({
        workspace: ws,
        source: 'startup',
        sessionId: 'new',
        now,
      }),
    ).toEqual({});
    expect(
      onSessionStart({
        workspace: ws,
        source: 'compact',
        sessionId: 'new',
        now,
      }),
    ).toEqual({});
    await onPreCompact({
      workspace: ws,
      transcriptPath: transcript,
      sessionId: session,
      trigger: 'manual',
      now,
    });
    expect(
      onSessionStart({
        workspace: ws,
        source: 'clear',
        sessionId: 'other',
        now,
      }),
    ).toEqual({});
    const metaPath = join(ws, '.wukong/context/current/meta.json');
    const meta = JSON.parse(readFileSync(metaPath, 'utf8'));
    const archived = join(
      ws,
      '.wukong/context/sessions',
      meta.session,
      'meta.json',
    );
    writeFileSync(archived, JSON.stringify({ ...meta, handoff: true }));
    expect(
      onSessionStart({
        workspace: ws,
        source: 'startup',
        sessionId: 'next',
        now,
      }).archive,
    ).toBe(meta.session);
    expect(
      onSessionStart({
        workspace: ws,
        source: 'startup',
        sessionId: 'later',
        now,
      }),
    ).toEqual({});
  });
});

describe('archives of two transcripts', () => {
  it('never overwrite each other: same task, day and session id prefix, another transcript gets its own folder', async () => {
    const { archiveSession } = await import('../../src/context/archive.js');
    const { ContextConfig } =
      await import('../../policies/vocabulary/context-config.js');
    const { TranscriptBuilder } = await import('./transcript-builder.js');
    const ws = mkdtempSync(join(tmpdir(), 'wukong-two-'));
    const make = (name: string, reply: string) => {
      const b = new TranscriptBuilder('sess-same-prefix', ws);
      b.user('Add rate limiting to the login endpoint');
      b.step([], reply);
      const path = join(ws, name);
      writeFileSync(path, b.text());
      return path;
    };
    const a = make('a.jsonl', 'first transcript');
    const b = make('b.jsonl', 'second transcript');
    const config = ContextConfig.parse({});
    const ra = await archiveSession({
      workspace: ws,
      transcriptPath: a,
      config,
      now,
      trigger: 'test',
    });
    const rb = await archiveSession({
      workspace: ws,
      transcriptPath: b,
      config,
      now,
      trigger: 'test',
    });
    expect(rb.dir).not.toBe(ra.dir);
    expect(readFileSync(join(ra.dir, 'expanded.md'), 'utf8')).toContain(
      'first transcript',
    );
    expect(readFileSync(join(rb.dir, 'expanded.md'), 'utf8')).toContain(
      'second transcript',
    );
    // The same transcript archived again keeps its folder.
    const again = await archiveSession({
      workspace: ws,
      transcriptPath: a,
      config,
      now,
      trigger: 'test',
    });
    expect(again.dir).toBe(ra.dir);
  });
});

describe('an archive is written once per transcript position', () => {
  it('the same transcript at the same length and hash is not archived again; a grown one, or a hand-over asked for later, is', async () => {
    const { archiveSession } = await import('../../src/context/archive.js');
    const { ContextConfig } =
      await import('../../policies/vocabulary/context-config.js');
    const { TranscriptBuilder } = await import('./transcript-builder.js');
    const ws = mkdtempSync(join(tmpdir(), 'wukong-once-'));
    const b = new TranscriptBuilder('sess-once', ws);
    b.user('Add rate limiting to the login endpoint');
    b.step([], 'first reply');
    const path = join(ws, 'session.jsonl');
    writeFileSync(path, b.text());
    const config = ContextConfig.parse({});
    const archive = (trigger: string, handoff = false) =>
      archiveSession({
        workspace: ws,
        transcriptPath: path,
        config,
        now,
        trigger,
        handoff,
      });
    const first = await archive('first');
    expect(first.reused).toBeUndefined();
    expect(first.written.length).toBeGreaterThan(0);
    expect(first.meta.position?.bytes).toBe(Buffer.byteLength(b.text()));
    const metaPath = join(first.dir, 'meta.json');
    const before = readFileSync(metaPath, 'utf8');

    const second = await archive('second');
    expect(second.reused).toBe(true);
    expect(second.written).toEqual([]);
    expect(second.session).toBe(first.session);
    expect(second.compact).toBe(first.compact);
    expect(readFileSync(metaPath, 'utf8')).toBe(before);

    // A hand-over the first archive did not ask for is written.
    const handoff = await archive('third', true);
    expect(handoff.reused).toBeUndefined();
    expect(handoff.meta.handoff).toBe(true);

    // Same length, other content (a rewritten transcript): archived again.
    writeFileSync(path, b.text().replace('first reply', 'other reply'));
    const rewritten = await archive('fourth');
    expect(rewritten.reused).toBeUndefined();
    expect(readFileSync(join(rewritten.dir, 'expanded.md'), 'utf8')).toContain(
      'other reply',
    );

    b.step([], 'a later reply');
    writeFileSync(path, b.text());
    const grown = await archive('fifth');
    expect(grown.reused).toBeUndefined();
    expect(readFileSync(join(grown.dir, 'expanded.md'), 'utf8')).toContain(
      'a later reply',
    );
  });
});
