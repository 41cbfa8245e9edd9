#!/usr/bin/env python3
"""Breakdown of attribution errors by category (cue missed/spurious/boundary,
content start/end, source span), for picking the largest error classes.

    python3 scripts/attribution_errors.py target/release/sourcelight polnear-dev [cat missed spur bnd cstart cend src frag]

N=rows per section (25), E=examples per row (0). Prints eval text to the terminal only.
"""
import json, sys, os, subprocess, hashlib, collections
from concurrent.futures import ThreadPoolExecutor
sys.path.insert(0, '/work/shared/eval')
import score as S
BIN, SET = sys.argv[1], sys.argv[2]
files = sorted(f'/work/shared/eval/{SET}/' + f for f in os.listdir(f'/work/shared/eval/{SET}'))
def run(path):
    g = json.load(open(path))
    r = subprocess.run([BIN, 'annotate'], input=g['text'].encode(), capture_output=True)
    return g, json.loads(r.stdout)
with ThreadPoolExecutor(2) as ex:
    docs = list(ex.map(run, files))
C = collections.Counter
cat = C(); missed = C(); spur = C(); bnd = C(); cstart = C(); cend = C(); srcc = C(); frag = C(); ex_ = collections.defaultdict(list)
def add(k, key, sample):
    k[key] += 1
    if len(ex_[(id(k), key)]) < 400: ex_[(id(k), key)].append(sample)
for g, p in docs:
    t = g['text'].encode('utf-16-le'); t16 = [chr(int.from_bytes(t[i:i+2], 'little')) for i in range(0, len(t), 2)]
    sh = lambda a, b: ''.join(t16[max(0,a):b]).replace('\n', '¶')
    ctx = lambda a, b, w=40: (sh(a-w, a) + '[' + sh(a, b) + ']' + sh(b, b+w))
    core = [a for a in g['attributions'] if a.get('core', True)]
    opt = [a for a in g['attributions'] if not a.get('core', True)]
    preds = [a for a in p.get('attributions', [])]
    m = S.match(core, preds, lambda a, b: S.overlap(tuple(a['cue']), (b['start'], b['end'])), 0)
    used = set(m.values())
    for i, a in enumerate(core):
        if i not in m:
            add(missed, sh(*a['cue']).lower(), ctx(*a['cue']))
            cat['cue missed'] += 1
            continue
        b = preds[m[i]]
        gs, ge = a['cue']; ps, pe = b['start'], b['end']
        if (gs, ge) == (ps, pe): cat['cue exact'] += 1
        else:
            cat['cue boundary'] += 1
            k = []
            if ps < gs: k.append('+L:' + sh(ps, gs).lower())
            if ps > gs: k.append('-L:' + sh(gs, ps).lower())
            if pe > ge: k.append('+R:' + sh(ge, pe).lower())
            if pe < ge: k.append('-R:' + sh(pe, ge).lower())
            add(bnd, ' '.join(k), ctx(gs, ge) + ' || got ' + sh(ps, pe))
        # content
        gc = [tuple(c) for c in a.get('content', [])]
        pc = b.get('content'); pc = pc if isinstance(pc, list) else ([pc] if pc else [])
        pc = [(c['start'], c['end']) for c in pc if c]
        if not gc and not pc: cat['content both none'] += 1
        elif not pc: cat['content pred none'] += 1; add(cstart, 'pred none', ctx(gs, ge))
        elif not gc: cat['content gold none'] += 1
        else:
            ok = set(gc) & set(pc)
            cat['content exact %d/%d' % (len(ok), len(gc))] += 1
            if len(gc) > 1 and ok:
                miss = [x for x in gc if x not in ok]
                extra = [x for x in pc if x not in ok]
            if len(gc) > 1 and ok and miss:
                key = 'missing frag ' + ('before' if miss[0][0] < list(ok)[0][0] else 'after') + (' pred has other' if extra else '')
                add(frag, key, ' | '.join(('*' if x in ok else '') + sh(*x)[:70] for x in gc) + ' || cue ' + sh(gs, ge) + ' || extra ' + ' | '.join(sh(*x)[:60] for x in extra))
            if not ok:
                G0, G1 = min(x[0] for x in gc), max(x[1] for x in gc)
                P0, P1 = min(x[0] for x in pc), max(x[1] for x in pc)
                if len(gc) != len(pc): cat['content nfrag %d vs %d' % (len(gc), len(pc))] += 1
                if P0 != G0:
                    d = sh(min(P0, G0), max(P0, G0))
                    add(cstart, ('pred earlier ' if P0 < G0 else 'pred later ') + (d[:12] if len(d) < 13 else 'long'), ctx(G0, G1, 20)[:200] + ' || got ' + sh(P0, P1)[:80])
                if P1 != G1:
                    d = sh(min(P1, G1), max(P1, G1))
                    add(cend, ('pred longer ' if P1 > G1 else 'pred shorter ') + (d[:12] if len(d) < 13 else 'long'), sh(G0, G1)[-80:] + ' || got ...' + sh(P0, P1)[-80:])
        # source
        want = [s for s in (a.get('source') or []) if s]
        gm = set(tuple(mm) for s in want for mm in g['entities'][s]['mentions'])
        via = b.get('via')
        if not want: cat['src gold none'] += 1; continue
        if not via: add(srcc, 'pred none', ctx(gs, ge)); continue
        v = (via['start'], via['end'])
        if v in gm: srcc['exact'] += 1
        elif S.source_ok(a['source'], b, p, g['entities']): add(srcc, 'right entity, span differs', sh(*v) + ' || ' + '/'.join(sh(*x) for x in gm if S.overlap(x, v)))
        else: add(srcc, 'wrong', ctx(gs, ge) + ' || got ' + sh(*v) + ' want ' + '/'.join(sorted(set(sh(*x) for x in gm)))[:80])
    for j, b in enumerate(preds):
        if j in used: continue
        if any(S.overlap(tuple(a['cue']), (b['start'], b['end'])) for a in opt): continue
        add(spur, sh(b['start'], b['end']).lower(), ctx(b['start'], b['end']))
secs = sys.argv[3:] or ['cat', 'missed', 'spur', 'bnd', 'cstart', 'cend', 'src']
N = int(os.environ.get('N', 25)); E = int(os.environ.get('E', 0))
for name, k in [('cat', cat), ('missed', missed), ('spur', spur), ('bnd', bnd), ('cstart', cstart), ('cend', cend), ('src', srcc), ('frag', frag)]:
    if name not in secs: continue
    print(f'== {name} total {sum(k.values())} distinct {len(k)}')
    for key, n in k.most_common(N):
        print(f'{n:5d} {key}')
        for s in ex_[(id(k), key)][:E]: print('        ', s[:300])
