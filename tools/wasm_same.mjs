// Does the WASM core tag the eval texts as before? The size sessions' check for
// wasm32-only changes (BENCHMARKS.md section 6): runs `annotateJson` of the built
// core (www/pkg/, scripts/build.sh) on every eval text (../shared/eval: gold,
// polnear-dev, polnear-train, recognizers; 930 texts) in one Node process and
// prints the sha256 of all outputs, one per set and one overall.
//
//     node tools/wasm_same.mjs                 # hashes
//     node tools/wasm_same.mjs --save F        # also writes each text's output hash to F (JSON)
//     node tools/wasm_same.mjs --diff F        # names the texts whose output differs from F's
//
// Prints hashes and file names only, never eval text (publishers' copyright).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const evalDir = join(root, '..', 'shared', 'eval');
const sets = ['gold', 'polnear-dev', 'polnear-train', 'recognizers'];
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
};

const glue = await import(join(root, 'www', 'pkg', 'sourcelight.js'));
await glue.default({ module_or_path: readFileSync(join(root, 'www', 'pkg', 'sourcelight_bg.wasm')) });

const sha = (s) => createHash('sha256').update(s).digest('hex');
const all = createHash('sha256');
const each = {};
let n = 0;
for (const set of sets) {
  const h = createHash('sha256');
  const dir = join(evalDir, set);
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const out = glue.annotateJson(JSON.parse(readFileSync(join(dir, f), 'utf8')).text);
    h.update(out);
    all.update(out);
    each[`${set}/${f}`] = sha(out);
    n += 1;
  }
  console.log(`${set}: ${h.digest('hex')}`);
}
console.log(`all ${n} texts: ${all.digest('hex')}`);
if (arg('--save')) writeFileSync(arg('--save'), JSON.stringify(each, null, 1));
if (arg('--diff')) {
  const before = JSON.parse(readFileSync(arg('--diff'), 'utf8'));
  const diff = Object.keys(each).filter((k) => before[k] !== each[k]);
  console.log(diff.length ? `differ: ${diff.length}\n${diff.join('\n')}` : 'all outputs as before');
}
