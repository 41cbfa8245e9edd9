// The WASM benchmark itself, the same code in Node (bench/node.mjs) and in
// Chromium (bench/browser.mjs): times the two ways out of the core,
// `annotate(text)` (objects; since the sixth session the core parses its
// own JSON string with JSON.parse, before it built them field by field) and
// `JSON.parse(annotateJson(text))` (one string across, parsed by JS), peak
// linear memory, and compromise on the same 4 KB article. Prints figures;
// asserts nothing.

const KB = 1024;
const MB = 1024 * 1024;
export const label = (n) => (n >= MB ? `${n / MB} MB` : `${n / KB} KB`);
const bytesOf = (s) => new TextEncoder().encode(s).length;
const pad = (v, n) => String(v).padStart(n);

/** The clock (seconds): wall clock unless runBench is given another. */
let now = () => performance.now() / 1000;

/** A call slower than this is timed once, not repeated (seconds). */
const SLOW = 1;
/** After a size whose single call took longer than this, larger sizes are skipped (seconds). */
const GIVE_UP = 5;

/**
 * Seconds per call of `f`: samples of `k` calls each, `k` chosen so a sample
 * lasts at least 10 ms (the browser's clock is coarse), at least 5 samples
 * and 0.3 s in all; the fastest sample counts, because the machine may be
 * shared and other work only ever adds time.
 */
function bestPerCall(f, minMs = 300) {
  let k = 1;
  for (;;) {
    const t = performance.now();
    for (let i = 0; i < k; i++) f();
    if (performance.now() - t >= 10 || k >= 1 << 16) break;
    k *= 4;
  }
  let samples = [];
  let start = performance.now();
  while (samples.length < 5 || performance.now() - start < minMs) {
    const t = now();
    for (let i = 0; i < k; i++) f();
    const d = now() - t;
    // A preempted calibration run can leave `k` too small for a coarse
    // clock: a sample must last 5 ms at least, or `k` grows and we restart.
    if (d < 0.005 && k < 1 << 16) {
      k *= 4;
      samples = [];
      start = performance.now();
      continue;
    }
    samples.push(d / k);
  }
  return Math.min(...samples);
}

/** Seconds of one call of `f`, and its value. */
function once(f) {
  const t = now();
  const v = f();
  return [now() - t, v];
}

/**
 * Runs the benchmark.
 * - `load(tag)`: a fresh instance of the core: `{ annotate, annotateJson, version, memory }`.
 * - `input(bytes)`: the corpus text of that size (bench/corpus.mjs).
 * - `sizes`: input sizes in bytes, ascending.
 * - `nlp`: compromise, or null.
 * - `log`: prints one line.
 * - `clock`: `{ name, now }`, `now()` in seconds; the wall clock if absent.
 */
export async function runBench({ load, input, sizes, nlp, log, clock }) {
  if (clock) now = clock.now;
  const clockName = clock?.name ?? 'wall clock';
  const main = await load('main');
  log(`sourcelight ${main.version()} (WASM), compromise ${nlp?.version ?? 'not loaded'}`);
  log('');
  log(`times are ${clockName} µs per call (fastest sample); MB/s counts UTF-8 bytes of input; obj = annotate(text),`);
  log('json = JSON.parse(annotateJson(text)), str = annotateJson(text) without the parse.');
  log('peak = memory.buffer.byteLength after one call on a fresh instance (WASM memory never shrinks).');
  log(`${'input'.padStart(7)} ${'obj µs'.padStart(11)} ${'json µs'.padStart(11)} ${'str µs'.padStart(11)} ${'obj MB/s'.padStart(9)} ${'json MB/s'.padStart(9)} ${'faster'.padStart(7)} ${'quotes'.padStart(7)} ${'figures'.padStart(8)} ${'peak obj'.padStart(9)} ${'x in'.padStart(6)} ${'peak json'.padStart(9)} ${'x in'.padStart(6)}`);
  // Warm up: the engine runs WASM first through its baseline compiler and
  // tiers up to optimised code in the background; time only after that.
  const warm = await input(64 * KB);
  for (const t0 = performance.now(); performance.now() - t0 < 2000; ) {
    main.annotate(warm);
    JSON.parse(main.annotateJson(warm));
  }
  const rows = [];
  let giveUp = null;
  for (const size of sizes) {
    if (giveUp) {
      log(`${pad(label(size), 7)}  skipped: ${giveUp}`);
      rows.push({ size, skipped: giveUp });
      continue;
    }
    const text = await input(size);
    const bytes = bytesOf(text);
    // One call each on a fresh instance: the peak memory, and the time when a call is slow.
    const a = await load(`obj-${size}`);
    const base = a.memory.buffer.byteLength;
    const [objOnce, result] = once(() => a.annotate(text));
    const peakObj = a.memory.buffer.byteLength;
    const b = await load(`json-${size}`);
    const [jsonOnce, json] = once(() => b.annotateJson(text));
    const [parseOnce] = once(() => JSON.parse(json));
    const peakJson = b.memory.buffer.byteLength;
    const slow = objOnce > SLOW || jsonOnce > SLOW;
    const obj = slow ? objOnce : bestPerCall(() => main.annotate(text));
    const str = slow ? jsonOnce : bestPerCall(() => main.annotateJson(text));
    const jsonT = slow ? jsonOnce + parseOnce : bestPerCall(() => JSON.parse(main.annotateJson(text)));
    const row = {
      size, bytes, obj, json: jsonT, str, slow, base, peakObj, peakJson,
      quotes: result.quotes.length, figures: result.figures.length, jsonBytes: json.length,
    };
    rows.push(row);
    log(
      `${pad(label(size), 7)} ${pad((obj * 1e6).toFixed(1), 11)} ${pad((jsonT * 1e6).toFixed(1), 11)} ${pad((str * 1e6).toFixed(1), 11)} ` +
        `${pad((bytes / obj / 1e6).toFixed(1), 9)} ${pad((bytes / jsonT / 1e6).toFixed(1), 9)} ${pad(obj <= jsonT ? 'obj' : 'json', 7)} ` +
        `${pad(row.quotes, 7)} ${pad(row.figures, 8)} ${pad((peakObj / MB).toFixed(1) + 'M', 9)} ${pad((peakObj / bytes).toFixed(1), 6)} ` +
        `${pad((peakJson / MB).toFixed(1) + 'M', 9)} ${pad((peakJson / bytes).toFixed(1), 6)}${slow ? '  (one call: slow)' : ''}`,
    );
    if (Math.max(objOnce, jsonOnce) > GIVE_UP) giveUp = `${label(size)} took ${Math.max(objOnce, jsonOnce).toFixed(1)} s a call`;
  }
  const base = rows.find((r) => r.base)?.base ?? 0;
  log(`(a fresh instance starts with ${(base / MB).toFixed(1)} MB of linear memory)`);

  log('');
  log('scaling (linear if 8x the input takes at most 10x the time):');
  const done = rows.filter((r) => !r.skipped);
  for (const r of done) {
    for (const s of done) {
      if (s.size === 8 * r.size || (r.size === 4 * MB && s.size === 10 * MB)) {
        const ratio = s.size / r.size;
        const v = (t) => `${(s[t] / r[t]).toFixed(2)}x ${s[t] / r[t] <= ratio * 1.25 ? 'linear' : 'NOT linear'}`;
        log(`  ${pad(label(r.size), 6)} -> ${label(s.size).padEnd(6)} input x${ratio}: obj time ${v('obj')}, json time ${v('json')}`);
      }
    }
  }

  let compromise = null;
  const four = rows.find((r) => r.size === 4 * KB && !r.skipped);
  if (nlp && four) {
    const text = await input(4 * KB);
    const run = () => {
      const doc = nlp(text);
      return [doc.quotations().json(), doc.numbers().json()];
    };
    const [q, n] = run();
    // compromise is JavaScript: give the JIT the same two seconds.
    for (const t0 = performance.now(); performance.now() - t0 < 2000; ) run();
    const t = bestPerCall(run, 1000);
    compromise = { t, quotes: q.length, numbers: n.length };
    log('');
    log(`4 KB article side by side (same text, same run):`);
    log(`  sourcelight annotate(text)           ${pad((four.obj * 1e6).toFixed(1), 10)} µs  ${four.quotes} quotes, ${four.figures} figures (+ attributions, sources)`);
    log(`  sourcelight JSON.parse(annotateJson) ${pad((four.json * 1e6).toFixed(1), 10)} µs`);
    log(`  compromise quotations()+numbers()    ${pad((t * 1e6).toFixed(1), 10)} µs  ${q.length} quotations, ${n.length} numbers`);
    log(`  ratio compromise / sourcelight: ${(t / Math.min(four.obj, four.json)).toFixed(0)}x`);
  }
  return { rows, compromise, clock: clockName };
}

/** Times every text of a folder through both ways out; prints µs per article and MB/s. */
export function runFolder({ api, texts, name, log }) {
  if (!texts.length) return null;
  const bytes = texts.reduce((n, t) => n + bytesOf(t.text), 0);
  const per = (f) => {
    const each = texts.map((t) => bestPerCall(() => f(t.text), 30)).sort((a, b) => a - b);
    const total = each.reduce((a, b) => a + b, 0);
    return { median: each[each.length >> 1], mean: total / each.length, max: each[each.length - 1], mbps: bytes / total / 1e6 };
  };
  const obj = per((t) => api.annotate(t));
  const json = per((t) => JSON.parse(api.annotateJson(t)));
  log('');
  log(`folder ${name}: ${texts.length} articles, ${(bytes / texts.length / KB).toFixed(1)} KB mean`);
  for (const [k, v] of [['obj ', obj], ['json', json]]) {
    log(`  ${k}: µs per article median ${(v.median * 1e6).toFixed(1)}, mean ${(v.mean * 1e6).toFixed(1)}, max ${(v.max * 1e6).toFixed(1)}; ${v.mbps.toFixed(1)} MB/s`);
  }
  return { obj, json, count: texts.length, bytes };
}
