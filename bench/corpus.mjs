// The benchmark corpus: fictional news articles written for this project
// (bench/articles/*.txt), varied by a seeded generator so that large inputs
// are not one text repeated. benches/corpus.rs implements the same generator
// byte for byte, so native and WASM figures are measured on the same text.
//
// Template placeholders: {CITY} {ORG1} {ORG2} {P1}..{P5} (a full name),
// {P1.last} (the surname), {int:A-B} (integer, thousands separated),
// {dec:A-B} (one decimal), {pct:A-B} ("12%" or "12 percent"),
// {money:A-B} ("$47" or "$47.5"). Odd-numbered articles use curly quotes.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const here = new URL('.', import.meta.url).pathname;
export const TEMPLATES = ['harbour', 'clinic', 'plant'].map((n) => readFileSync(join(here, 'articles', `${n}.txt`), 'utf8'));
export const POOLS = Object.fromEntries(
  readFileSync(join(here, 'names.txt'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const i = l.indexOf(':');
      return [l.slice(0, i).trim(), l.slice(i + 1).trim().split('|')];
    }),
);

/** A 32-bit linear congruential generator; the same in benches/corpus.rs. */
class Rng {
  constructor(seed) {
    // A murmur3 finaliser spreads consecutive seeds over the whole state.
    let s = Math.imul(seed, 0x9e3779b1) >>> 0;
    s = Math.imul(s ^ (s >>> 16), 0x85ebca6b) >>> 0;
    this.s = (s ^ (s >>> 13)) >>> 0;
  }
  next() {
    this.s = (Math.imul(this.s, 1664525) + 1013904223) >>> 0;
    return this.s >>> 8;
  }
  range(a, b) {
    return a + (this.next() % (b - a + 1));
  }
  pick(list) {
    return list[this.next() % list.length];
  }
}

const thousands = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Article number k of the stream (k = 0, 1, ...). */
export function article(k) {
  const rng = new Rng(k + 1);
  const vars = { CITY: rng.pick(POOLS.city), ORG1: rng.pick(POOLS.org), ORG2: rng.pick(POOLS.org) };
  for (let i = 1; i <= 5; i++) {
    const last = rng.pick(POOLS.last);
    vars[`P${i}`] = `${rng.pick(POOLS.first)} ${last}`;
    vars[`P${i}.last`] = last;
  }
  const curly = k % 2 === 1;
  let open = true;
  let out = '';
  const t = TEMPLATES[k % TEMPLATES.length];
  for (let i = 0; i < t.length; i++) {
    const c = t[i];
    if (c === '{') {
      const j = t.indexOf('}', i);
      const key = t.slice(i + 1, j);
      i = j;
      const m = /^(\w+):(\d+)-(\d+)$/.exec(key);
      if (!m) {
        out += vars[key];
        continue;
      }
      const [a, b] = [Number(m[2]), Number(m[3])];
      switch (m[1]) {
        case 'int': out += thousands(rng.range(a, b)); break;
        case 'dec': out += `${rng.range(a, b)}.${rng.range(0, 9)}`; break;
        case 'pct': out += `${rng.range(a, b)}${rng.next() % 2 ? '%' : ' percent'}`; break;
        case 'money': {
          const whole = rng.range(a, b);
          const tenth = rng.range(0, 9);
          out += tenth % 2 ? `$${whole}.${tenth}` : `$${whole}`;
          break;
        }
        default: throw new Error(`unknown placeholder {${key}}`);
      }
    } else if (c === '"' && curly) {
      out += open ? '\u201c' : '\u201d';
      open = !open;
    } else {
      out += c;
    }
  }
  return out;
}

/** The first `bytes` UTF-8 bytes of the article stream (articles separated by a blank line), cut back to a char boundary. */
export function corpus(bytes) {
  const parts = [];
  let have = 0;
  for (let k = 0; have < bytes; k++) {
    const a = (k ? '\n\n' : '') + article(k);
    parts.push(a);
    have += Buffer.byteLength(a);
  }
  const buf = Buffer.from(parts.join(''));
  let n = Math.min(bytes, buf.length);
  while (n > 0 && n < buf.length && (buf[n] & 0xc0) === 0x80) n--;
  return buf.subarray(0, n).toString('utf8');
}

/** Texts of a folder: *.json files with a "text" field, or *.txt files. Read at run time, never stored. */
export function folderTexts(dir) {
  return readdirSync(dir)
    .sort()
    .map((f) => join(dir, f))
    .filter((p) => statSync(p).isFile())
    .flatMap((p) => {
      if (p.endsWith('.json')) {
        const v = JSON.parse(readFileSync(p, 'utf8'));
        return typeof v.text === 'string' ? [{ name: p, text: v.text }] : [];
      }
      return p.endsWith('.txt') ? [{ name: p, text: readFileSync(p, 'utf8') }] : [];
    });
}

/** Input sizes of the scaling run, in bytes: 1 KB to 10 MB; each 8x step is compared for linearity. */
export const SIZES = [1 << 10, 4 << 10, 8 << 10, 64 << 10, 512 << 10, 4 << 20, 10 << 20];

export const label = (n) => (n >= 1 << 20 ? `${n / (1 << 20)} MB` : `${n / 1024} KB`);

// `node bench/corpus.mjs SIZE [OUT]` writes one input (for the CLI, valgrind or perf).
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const size = Number(process.argv[2] ?? 4096);
  const text = corpus(size);
  if (process.argv[3]) (await import('node:fs')).writeFileSync(process.argv[3], text);
  else process.stdout.write(text);
}
