// end-to-end tests of `wukong context` and `wukong anchors`: prune --json shape
// and the Markdown report, --out and restore, archive / status / load, anchors
// add (refusals exit 2 naming the field) / list / show / search / obsolete
// Pos: test/e2e, what a user at a terminal sees; the numbers behind them are
// pinned by the unit and corpus suites
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstSegment, LONG_SESSIONS, sessionPath } from '../context/corpus.js';
import { tempWorkspace, wukong } from './cli.js';

const real = sessionPath(LONG_SESSIONS[1]);

describe('wukong context prune / restore', () => {
  it('--json prints tokensBefore, tokensAfter, saved, byStrategy, protectedKept and items', () => {
    const dir = tempWorkspace();
    const segment = join(dir, 'segment.jsonl');
    writeFileSync(segment, firstSegment(LONG_SESSIONS[1]));
    const r = wukong(
      [
        'context',
        'prune',
        segment,
        '--json',
        '--preset',
        'aggressive',
        '--out',
        'pruned.jsonl',
      ],
      { cwd: dir },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out.byStrategy)).toEqual([
      'dedup',
      'supersede',
      'purgeErrors',
      'truncation',
      'recency',
      'discard',
    ]);
    expect(out.tokensBefore - out.tokensAfter).toBe(out.saved);
    expect(out.savedPercent).toBeGreaterThan(40);
    expect(out.protectedKept.total).toBeGreaterThan(0);
    expect(out.items[0]).toMatchObject({
      strategy: expect.any(String),
      toolUseId: expect.stringMatching(/^toolu_/),
      tool: expect.any(String),
      saved: expect.any(Number),
    });
    expect(out.usage).toMatchObject({ source: 'usage', window: 200000 });
    const restored = wukong(
      [
        'context',
        'restore',
        'pruned.jsonl',
        '--from',
        segment,
        '--out',
        'restored.jsonl',
      ],
      { cwd: dir },
    );
    expect(restored.code).toBe(0);
    expect(readFileSync(join(dir, 'pruned.jsonl'), 'utf8')).not.toBe(
      readFileSync(segment, 'utf8'),
    );
    expect(readFileSync(join(dir, 'restored.jsonl'), 'utf8')).toBe(
      readFileSync(segment, 'utf8'),
    );
    expect(
      readFileSync(join(dir, '.wukong/context/current/dcp-report.md'), 'utf8'),
    ).toContain('## DCP report');
  });

  it('prints the seed DCP report in Markdown without --json, in English or as the seed writes it under a Chinese locale, and names a bad transcript line', () => {
    const dir = tempWorkspace();
    const r = wukong(['context', 'prune', real], { cwd: dir });
    expect(r.code).toBe(0);
    for (const part of [
      '## DCP report',
      '### Pruned',
      '| Deduplication |',
      '### Protected',
      '- The last 4 turns: protected',
      '### After pruning',
    ])
      expect(r.stdout).toContain(part);
    const zh = wukong(['context', 'prune', real], {
      cwd: dir,
      env: { LANG: 'zh_CN.UTF-8' },
    });
    expect(zh.code).toBe(0);
    for (const part of [
      '## DCP 执行报告',
      '### 修剪统计',
      '| Deduplication |',
      '### 保护的内容',
      '- 最近 4 轮: 保护',
      '### 修剪后状态',
    ])
      expect(zh.stdout).toContain(part);
    writeFileSync(
      join(dir, 'bad.jsonl'),
      '{"type":"user"}\nnot json\n{"type":"user"}\n',
    );
    const bad = wukong(['context', 'prune', 'bad.jsonl'], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/bad\.jsonl: line 2 is not JSON/);
    expect(wukong(['context', 'frob'], { cwd: dir }).stderr).toMatch(
      /allowed: prune, restore, archive, load, compact, expand, status/,
    );
  });
});

describe('wukong context archive / status / load', () => {
  it('archives the three forms in the seed layout, reports it in status, and loads it back', () => {
    const dir = tempWorkspace();
    expect(wukong(['context', 'load'], { cwd: dir }).code).toBe(1);
    const a = wukong(['context', 'archive', '--transcript', real, '--json'], {
      cwd: dir,
    });
    expect(a.stderr).toBe('');
    const archived = JSON.parse(a.stdout);
    expect(archived.session).toMatch(/-4d5611e5$/);
    const status = JSON.parse(
      wukong(['context', 'status', '--json'], { cwd: dir }).stdout,
    );
    expect(status.current).toEqual({
      compact: true,
      normal: true,
      expanded: true,
    });
    expect(status.archives.map((x: { session: string }) => x.session)).toEqual([
      archived.session,
    ]);
    expect(status.counts.archives).toBe(1);
    const loaded = wukong(['context', 'load', archived.session.slice(0, 12)], {
      cwd: dir,
    });
    expect(loaded.code).toBe(0);
    expect(loaded.stdout).toContain('## 🔸 Compact context');
    const human = wukong(['context', 'status'], { cwd: dir });
    expect(human.stdout).toContain('Archives: ' + archived.session);
    const humanZh = wukong(['context', 'status'], {
      cwd: dir,
      env: { LANG: 'zh_CN.UTF-8' },
    });
    expect(humanZh.stdout).toContain('历史存档: ' + archived.session);
    expect(
      JSON.parse(wukong(['context', 'status', '--json'], { cwd: dir }).stdout)
        .counts.loads,
    ).toBe(1);
  });
});

describe('wukong anchors', () => {
  const fields = [
    '--title',
    'Use SQLite for the local store',
    '--decision',
    'SQLite via better-sqlite3',
    '--alternatives',
    'JSON files',
    '--why',
    'queries and atomic commits',
    '--impact',
    'src/platform/store',
    '--verification',
    'npm test',
    '--rollback',
    'switch the adapter back',
  ];

  it('adds with --json, lists, shows, searches and marks obsolete', () => {
    const dir = tempWorkspace();
    const add = wukong(
      [
        'anchors',
        'add',
        '--type',
        'D',
        ...fields,
        '--high-impact',
        '--affects-future',
        '--json',
      ],
      { cwd: dir },
    );
    expect(add.stderr).toBe('');
    expect(JSON.parse(add.stdout).anchor.anchor.id).toBe('D001');
    expect(
      JSON.parse(wukong(['anchors', 'list', '--json'], { cwd: dir }).stdout)
        .anchors,
    ).toHaveLength(1);
    expect(wukong(['anchors', 'show', 'D001'], { cwd: dir }).stdout).toContain(
      '### Rollback\n',
    );
    expect(
      wukong(['anchors', 'show', 'D001'], {
        cwd: dir,
        env: { LANG: 'zh_CN.UTF-8' },
      }).stdout,
    ).toContain('### Rollback (回滚方式)');
    expect(wukong(['anchors', 'list'], { cwd: dir }).stdout).toContain(
      '| ID | Title | Status | Stage | Matched |',
    );
    expect(
      wukong(['anchors', 'list'], { cwd: dir, env: { LANG: 'zh_CN.UTF-8' } })
        .stdout,
    ).toContain('| ID | 标题 | 状态 | 阶段 | 匹配 |');
    expect(
      JSON.parse(
        wukong(['anchors', 'search', 'sqlite', '--json'], { cwd: dir }).stdout,
      ).matches[0].anchor.anchor.id,
    ).toBe('D001');
    expect(wukong(['anchors', 'search', 'kafka'], { cwd: dir }).code).toBe(1);
    const gone = wukong(
      [
        'anchors',
        'obsolete',
        'D001',
        '--reason',
        'moved to Postgres',
        '--json',
      ],
      { cwd: dir },
    );
    expect(JSON.parse(gone.stdout).anchor.stage).toBe('obsolete');
    expect(
      JSON.parse(wukong(['anchors', 'list', '--json'], { cwd: dir }).stdout)
        .anchors,
    ).toHaveLength(0);
    expect(
      JSON.parse(
        wukong(['anchors', 'list', '--all', '--json'], { cwd: dir }).stdout,
      ).anchors,
    ).toHaveLength(1);
  });

  it('refuses with exit 2: a missing field named, below the threshold, three noes', () => {
    const dir = tempWorkspace();
    const missing = wukong(
      [
        'anchors',
        'add',
        '--type',
        'D',
        ...fields.slice(0, -2),
        '--high-impact',
        '--affects-future',
      ],
      { cwd: dir },
    );
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/missing `rollback` \(Rollback\)/);
    const low = wukong(
      ['anchors', 'add', '--type', 'D', ...fields, '--affects-future'],
      { cwd: dir },
    );
    expect(low.code).toBe(2);
    expect(low.stderr).toMatch(/below the write threshold/);
    const noes = wukong(
      ['anchors', 'add', '--type', 'D', ...fields, '--repeat', '2'],
      { cwd: dir },
    );
    expect(noes.code).toBe(2);
    expect(noes.stderr).toMatch(/three Noes/);
    const noesZh = wukong(
      ['anchors', 'add', '--type', 'D', ...fields, '--repeat', '2'],
      { cwd: dir, env: { LANG: 'zh_CN.UTF-8' } },
    );
    expect(noesZh.code).toBe(2);
    expect(noesZh.stderr).toMatch(/三个都是 No/);
    const badType = wukong(
      [
        'anchors',
        'add',
        '--type',
        'Z',
        ...fields,
        '--reusable',
        '--affects-future',
      ],
      { cwd: dir },
    );
    expect(badType.code).toBe(2);
    expect(badType.stderr).toMatch(/field `type`.*allowed: "D", "C"/);
  });
});

describe('wukong context compact / expand', () => {
  it('switch the machine to the compact or expanded form, print it and write it; a bad --preset is named', () => {
    const dir = tempWorkspace();
    const segment = join(dir, 'segment.jsonl');
    writeFileSync(segment, firstSegment(LONG_SESSIONS[1]));
    const compact = wukong(
      ['context', 'compact', '--transcript', segment, '--json'],
      { cwd: dir },
    );
    expect(compact.stderr).toBe('');
    expect(compact.code).toBe(0);
    const c = JSON.parse(compact.stdout);
    expect(c.form).toBe('compact');
    expect(c.text).toContain('## 🔸 Compact context');
    const expand = wukong(['context', 'expand', '--transcript', segment], {
      cwd: dir,
    });
    expect(expand.code).toBe(0);
    expect(expand.stdout).toContain('## 🔶 Expanded context');
    // The language named in wukong.config.json wins over the locale.
    writeFileSync(join(dir, 'wukong.config.json'), '{"language": "zh"}\n');
    expect(
      wukong(['context', 'expand', '--transcript', segment], {
        cwd: dir,
        env: { LANG: 'en_US.UTF-8' },
      }).stdout,
    ).toContain('## 🔶 巨形态上下文');
    const status = JSON.parse(
      wukong(['context', 'status', '--json'], { cwd: dir }).stdout,
    );
    expect(JSON.stringify(status)).toContain('"expanded"');
    expect(
      readFileSync(
        join(dir, '.wukong', 'context', 'current', 'compact.md'),
        'utf8',
      ),
    ).toContain('## 🔸 Compact context');
    // The usage error read in English: the config above says zh.
    writeFileSync(join(dir, 'wukong.config.json'), '{"language": "en"}\n');
    const bad = wukong(['context', 'prune', segment, '--preset', 'max'], {
      cwd: dir,
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('allowed: seed, aggressive');
    const none = wukong(['context', 'compact'], {
      cwd: tempWorkspace(),
      env: { HOME: tempWorkspace() },
    });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('no compact form yet');
  });
});
