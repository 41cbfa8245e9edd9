// Shared set-up for the browser suites: scripts/serve.mjs on a free port and
// Debian's Chromium through playwright-core, with every console error, page
// error and request to another origin collected in `problems`.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';

/**
 * Starts the server (on www/, or on `root`) and a browser; returns them with
 * helpers and close().
 * @param {{root?: string}} [options]
 */
export async function launch({ root } = {}) {
  const server = await startServer({ port: 0, ...(root ? { root } : {}) });
  const profile = mkdtempSync(join(tmpdir(), 'sourcelight-e2e-'));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 860 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const problems = [];
  ctx.on('request', (req) => {
    const u = req.url();
    if (!u.startsWith(server.url) && !u.startsWith(`blob:${server.url}`) && !u.startsWith('data:')
      && !u.startsWith('about:')) problems.push(`request to another origin: ${u}`);
  });
  /** A new page at path, its console watched. */
  async function open(path, { init } = {}) {
    const page = await ctx.newPage();
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${path}: console ${m.type()}: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`${path}: page error: ${e.message}`));
    if (init) await page.addInitScript(init);
    await page.goto(new URL(path, server.url).href);
    return page;
  }
  async function close() {
    for (const p of ctx.pages()) await p.close();
    await ctx.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return { server, ctx, open, problems, close };
}

/** The strings each highlight layer of a window covers. */
export const painted = (frame) => frame.evaluate(() => {
  const out = {};
  for (const [name, h] of CSS.highlights) out[name] = [...h].map((r) => r.toString()).sort();
  return out;
});
