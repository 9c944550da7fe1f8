// the page in a real browser: it loads without console errors, shows every
// catalog machine's diagram and links, hovering a guard lights its edges, and
// stepping through a recorded run moves the highlight and shows why a step was
// blocked; every diagram zooms and pans, and after "fit" the loop diagram's
// labels are at least 10 px high
// Pos: test/tooling, the one browser test; it fails (never skips) when Chromium
// is missing: `npm test`'s pretest (scripts/test-deps.mjs) installs it
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineCatalog } from '../../machines/index.js';
import { repoRoot, wukong } from '../e2e/cli.js';
import { recordRun } from './recorded-run.js';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `Chromium is missing at ${CHROMIUM}: install it with \`apt-get install -y chromium\` (.ci/run does) or set CHROMIUM_PATH`,
    );
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // The machine has no network: without these Chromium keeps dialing out at
    // start-up. Playwright gives every launch a fresh, empty profile directory
    // of its own (it refuses
    // --user-data-dir here).
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Opens a file:// page, collecting console errors, page errors and any request
 * that leaves the file system.
 */
async function open(
  file: string,
): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const page = await browser.newPage({
    viewport: { width: 1500, height: 1000 },
  });
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on(
    'request',
    (r) =>
      !r.url().startsWith('file:') &&
      !r.url().startsWith('data:') &&
      requests.push(r.url()),
  );
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  return { page, errors, requests };
}

const classed = (
  page: Page,
  machine: string,
  cls: string,
  attr: 'data-state' | 'data-transition',
) =>
  page.$$eval(
    `svg[data-machine="${machine}"] .${cls}[${attr}]`,
    (els, a) => els.map((e) => e.getAttribute(a)!).sort(),
    attr,
  );

describe('visualizations/index.html in Chromium', () => {
  it('loads without errors or network, shows every machine with a drawn diagram, and its links resolve', async () => {
    const { page, errors, requests } = await open(
      join(repoRoot, 'visualizations', 'index.html'),
    );
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
    const shown = await page.$$eval('section.machine', (els) =>
      els.map((e) => e.getAttribute('data-machine')),
    );
    expect(shown).toEqual(machineCatalog.map((m) => m.name));
    for (const entry of machineCatalog) {
      const box = await page
        .locator(`svg[data-machine="${entry.name}"]`)
        .boundingBox();
      expect(box!.width, entry.name).toBeGreaterThan(100);
      expect(box!.height, entry.name).toBeGreaterThan(100);
      expect(
        await page
          .locator(`svg[data-machine="${entry.name}"] [data-state]`)
          .count(),
      ).toBeGreaterThan(2);
    }
    const hrefs = await page.$$eval('main a[href]', (els) =>
      els.map((a) => (a as unknown as { href: string }).href),
    );
    expect(hrefs.length).toBeGreaterThan(machineCatalog.length * 4);
    const broken = hrefs.filter(
      (h) =>
        h.startsWith('file:') && !existsSync(fileURLToPath(h.split('#')[0]!)),
    );
    expect(broken).toEqual([]);
    await page.close();
  });

  it('lights the edges of a guard while the pointer is on its row', async () => {
    const { page } = await open(join(repoRoot, 'visualizations', 'index.html'));
    const row = page.locator('section#m-pipeline tr[data-transitions]', {
      has: page.locator('td', { hasText: /^retriesExhausted$/ }),
    });
    await row.hover();
    // One retry budget, shared by 戒 and 定 in every track's region.
    expect(await classed(page, 'pipeline', 'hot', 'data-transition')).toEqual(
      ['direct', 'feature', 'fix', 'refactor'].flatMap((track) =>
        ['ding', 'jie'].map(
          (gate) =>
            `pipeline.${track}.${gate}.retryCounted --(always)#0--> pipeline.escalated`,
        ),
      ),
    );
    await page.mouse.move(0, 0);
    expect(await classed(page, 'pipeline', 'hot', 'data-transition')).toEqual(
      [],
    );
    await page.close();
  });
});

/** Rendered height of the loop diagram's first edge label, in CSS pixels. */
const labelHeight = async (page: Page) =>
  (await page
    .locator('svg[data-machine="loop"] .edge text')
    .first()
    .boundingBox())!.height;

describe('zoom and pan in Chromium', () => {
  it('opens at "fit": the loop diagram\'s labels are at least 10 px high; fit again keeps them so', async () => {
    const { page, errors } = await open(
      join(repoRoot, 'visualizations', 'index.html'),
    );
    expect(await labelHeight(page)).toBeGreaterThanOrEqual(10);
    const loop = page.locator('section#m-loop');
    await loop.locator('button[data-zoom="whole"]').click();
    // The whole 3600 px wide diagram in the frame: labels shrink below 10 px.
    expect(await labelHeight(page)).toBeLessThan(10);
    await loop.locator('button[data-zoom="fit"]').click();
    expect(await labelHeight(page)).toBeGreaterThanOrEqual(10);
    // A small diagram is shown at its own size, not blown up.
    const stop = page.locator('svg[data-machine="stop-guard"]');
    expect((await stop.boundingBox())!.width).toBeCloseTo(474, 0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('+ and − zoom, Ctrl+wheel zooms, dragging pans', async () => {
    const { page } = await open(join(repoRoot, 'visualizations', 'index.html'));
    const loop = page.locator('section#m-loop');
    const frame = loop.locator('.diagram');
    const before = await labelHeight(page);
    await loop.locator('button[data-zoom="in"]').click();
    expect(await labelHeight(page)).toBeGreaterThan(before * 1.1);
    await loop.locator('button[data-zoom="out"]').click();
    await loop.locator('button[data-zoom="out"]').click();
    expect(await labelHeight(page)).toBeLessThan(before);
    expect(await loop.locator('.zoom-level').textContent()).toMatch(/^\d+%$/);

    await loop.locator('button[data-zoom="fit"]').click();
    await frame.scrollIntoViewIfNeeded();
    const box = (await frame.boundingBox())!;
    const scroll = () =>
      frame.evaluate((el) => ({ left: el.scrollLeft, top: el.scrollTop }));
    expect((await scroll()).left).toBe(0);
    await page.mouse.move(box.x + box.width / 2, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 300, box.y + 100, {
      steps: 5,
    });
    await page.mouse.up();
    expect((await scroll()).left).toBeGreaterThan(250);

    await page.mouse.move(box.x + 200, box.y + 100);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -300);
    await page.keyboard.up('Control');
    expect(await labelHeight(page)).toBeGreaterThan(before * 1.2);
    await page.close();
  });
});

describe('a recorded run (wukong viz --ledger) in Chromium', () => {
  let file = '';
  beforeAll(() => {
    const run = recordRun();
    const r = wukong(['viz', '--ledger', '.wukong/ledger'], {
      cwd: run.workspace,
    });
    if (r.code !== 0) throw new Error(r.stderr);
    file = join(run.workspace, '.wukong', 'ledger.html');
  });

  it('steps through the run: the highlight moves with each event, decisions say why they blocked', async () => {
    const { page, errors, requests } = await open(file);
    const pos = page.locator('#wk-pos');
    const detail = page.locator('#wk-step');
    expect(await pos.textContent()).toBe('step 1 of 8');
    expect(await page.locator('#wk-prev').isDisabled()).toBe(true);
    expect(await classed(page, 'pipeline', 'active', 'data-state')).toEqual([
      'pipeline',
      'pipeline.awaitingOutput',
    ]);
    expect(await classed(page, 'pipeline', 'taken', 'data-transition')).toEqual(
      [],
    );

    await page.click('#wk-next');
    expect(await pos.textContent()).toBe('step 2 of 8');
    // Back in awaitingOutput, but through 戒, rejected and the redo edge: those
    // are the edges lit now.
    expect(await classed(page, 'pipeline', 'taken', 'data-transition')).toEqual(
      [
        'pipeline.awaitingOutput --SUBMIT#0--> pipeline.feature',
        'pipeline.feature.jie.checking --(always)#0--> pipeline.rejected',
        'pipeline.rejected --(always)#1--> pipeline.awaitingOutput',
      ],
    );
    expect(await classed(page, 'pipeline', 'visited', 'data-state')).toEqual(
      expect.arrayContaining([
        'pipeline.feature.jie.checking',
        'pipeline.rejected',
      ]),
    );
    expect(await detail.textContent()).toContain('jie: REJECT');
    expect(await detail.textContent()).toMatch(/Why: \d+ findings?/);

    await page.click('#wk-next');
    expect(await detail.textContent()).toContain('gate pre-tool · Bash');
    expect(await detail.textContent()).toContain('deny');
    expect(await detail.textContent()).toContain('command.privilege');
    expect(await detail.textContent()).toContain(
      'sudo rm -rf / --no-preserve-root',
    );
    // A decision keeps the diagram where the machine is, without lighting edges
    // as if it had moved.
    expect(await classed(page, 'pipeline', 'active', 'data-state')).toEqual([
      'pipeline',
      'pipeline.awaitingOutput',
    ]);
    expect(await classed(page, 'pipeline', 'taken', 'data-transition')).toEqual(
      [],
    );

    await page.keyboard.press('ArrowRight');
    expect(await pos.textContent()).toBe('step 4 of 8');
    expect(await classed(page, 'pipeline', 'active', 'data-state')).toEqual([
      'pipeline',
      'pipeline.feature',
      'pipeline.feature.ding',
      'pipeline.feature.ding.retrying',
      'pipeline.feature.ding.retrying.repair',
    ]);

    await page.click('#wk-steps li[data-step="7"] button');
    expect(await pos.textContent()).toBe('step 8 of 8');
    expect(await page.locator('#wk-next').isDisabled()).toBe(true);
    expect(await classed(page, 'pipeline', 'active', 'data-state')).toEqual([
      'pipeline',
      'pipeline.completed',
    ]);
    expect(
      await page.locator('#wk-steps li[aria-current="step"]').textContent(),
    ).toContain('VERIFY_RESULT');

    await page.click('#wk-prev');
    expect(await pos.textContent()).toBe('step 7 of 8');
    expect(await detail.textContent()).toContain('jie.contract.unreadable');
    expect(await page.locator('section#m-pipeline.current').count()).toBe(1);

    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
    await page.close();
  });
});
