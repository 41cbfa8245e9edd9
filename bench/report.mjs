// What node.mjs and browser.mjs print around the measurements: command-line
// options, the size of the download, native figures from the last
// `cargo bench`, and the goals of the issue "Speed and size".
import { readFileSync, existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SIZES, folderTexts, label } from './corpus.mjs';

export const root = new URL('..', import.meta.url).pathname;
const KB = 1024;

/** `--sizes 1K,4K,1M`, `--dir FOLDER` (or SOURCELIGHT_BENCH_DIR; default ../shared/eval/polnear-dev), `--no-dir`. */
export function options(argv = process.argv.slice(2)) {
  const get = (k) => {
    const i = argv.indexOf(k);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const unit = { K: KB, M: KB * KB };
  const sizes = get('--sizes')
    ? get('--sizes').split(',').map((s) => Math.round(parseFloat(s) * (unit[s.slice(-1).toUpperCase()] ?? 1)))
    : SIZES;
  let dir = get('--dir') ?? process.env.SOURCELIGHT_BENCH_DIR ?? join(root, '..', 'shared', 'eval', 'polnear-dev');
  if (argv.includes('--no-dir') || !existsSync(dir)) dir = null;
  return { sizes, dir, texts: dir ? folderTexts(dir) : [] };
}

/** Gzipped bytes of the .wasm and its JS glue. */
export function sizeReport(log) {
  const pkg = join(root, 'www', 'pkg');
  const files = readdirSync(pkg).filter((f) => f.endsWith('.wasm') || f.endsWith('.js'));
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const b = readFileSync(join(pkg, f));
    raw += b.length;
    gz += gzipSync(b, { level: 9 }).length;
    log(`  ${f}: ${b.length} bytes, ${gzipSync(b, { level: 9 }).length} gzipped`);
  }
  log(`  WASM + glue: ${raw} bytes, ${gz} gzipped (${(gz / KB).toFixed(1)} KB; goal <= 100 KB: ${gz <= 100 * KB ? 'met' : 'NOT met'})`);
  return gz;
}

/** The native summary of the last `cargo bench` (benches/annotate.rs writes it), or null. */
export function nativeFigures() {
  const p = join(root, 'target', 'bench-native.json');
  if (!existsSync(p)) return null;
  return { ...JSON.parse(readFileSync(p, 'utf8')), when: statSync(p).mtime.toISOString() };
}

/** Says met / not met for each goal that this environment's figures speak to. */
export function goals({ rows, compromise, clock }, env, log) {
  const MB = KB * KB;
  const ok = (b) => (b ? 'met' : 'NOT met');
  const four = rows.find((r) => r.size === 4 * KB && !r.skipped);
  log('');
  log(`goals (${env}):`);
  if (four) {
    const best = Math.min(four.obj, four.json);
    log(`  4 KB article <= 100 µs through the JS API: ${(four.obj * 1e6).toFixed(1)} µs obj, ${(four.json * 1e6).toFixed(1)} µs json: ${ok(best <= 100e-6)}`);
    if (compromise) log(`  >= 1000x faster than compromise: ${(compromise.t / best).toFixed(0)}x: ${ok(compromise.t / best >= 1000)}`);
  }
  const done = rows.filter((r) => !r.skipped);
  const pairs = [];
  for (const r of done) for (const s of done) if (s.size === 8 * r.size) pairs.push(s.obj / r.obj);
  const skipped = rows.some((r) => r.skipped);
  if (pairs.length) {
    log(`  linear (8x input <= 10x time): worst 8x step ${Math.max(...pairs).toFixed(1)}x${skipped ? ', and larger sizes skipped as too slow' : ''}: ${ok(!skipped && Math.max(...pairs) <= 10)}`);
  }
  const big = done.filter((r) => r.size >= MB);
  const mem = (big.length ? big : done.slice(-1)).map((r) => Math.max(r.peakObj, r.peakJson) / r.bytes);
  const memAt = big.length ? 'sizes >= 1 MB' : `largest size, ${done.length ? label(done[done.length - 1].size) : 'none'}`;
  log(`  peak linear memory <= 10x input (${memAt}): worst ${Math.max(...mem).toFixed(1)}x: ${ok(Math.max(...mem) <= 10)}`);
  const native = nativeFigures();
  const cpuTimes = /CPU/.test(clock ?? '');
  if (native) {
    const ratios = done
      .map((r) => [r, native.rows.find((n) => n.size === r.size)])
      .filter(([, n]) => n)
      .map(([r, n]) => [r.size, Math.min(r.obj, r.json) / (cpuTimes && n.cpu ? n.cpu : n.secs)]);
    const worst = Math.max(...ratios.map(([, x]) => x));
    log(`  WASM (${env}) within 2x of native (native ${cpuTimes ? 'CPU' : 'wall'} time from cargo bench at ${native.when}):`);
    log(`    WASM time / native time: ${ratios.map(([s, x]) => `${label(s)} ${x.toFixed(2)}x`).join(', ')}: ${ok(worst <= 2)}`);
  } else {
    log('  WASM vs native: run `cargo bench` first (it writes target/bench-native.json)');
  }
}
