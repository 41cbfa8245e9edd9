#!/usr/bin/env python3
"""Score one or two CLI builds on the eval sets with score.py's own functions,
in parallel, and compare them.

    python3 tools/ev.py score BIN [SET...]        # figures per set
    python3 tools/ev.py cmp BASE NEW [SET...]     # both, side by side, with deltas
    python3 tools/ev.py same BASE NEW [SET...]    # are the JSON outputs identical?
    python3 tools/ev.py exact BASE NEW SET ROLE [N]   # exact-span gains and losses (source/cue/content)

SET is a folder name under ../shared/eval (default: gold polnear-dev polnear-train recognizers).
Prints eval text to the terminal only; never write it into the project.
"""
import json, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

EVAL = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'shared', 'eval')
sys.path.insert(0, EVAL)
import score as S  # noqa: E402

DEFAULT = ['gold', 'polnear-dev', 'polnear-train', 'recognizers']


def files(name):
    d = os.path.join(EVAL, name)
    return sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith('.json'))


def run_all(binary, name):
    def one(path):
        g = json.load(open(path, encoding='utf-8'))
        r = subprocess.run([binary, 'annotate'], input=g['text'].encode('utf-8'), capture_output=True)
        return path, g, r.stdout
    with ThreadPoolExecutor(os.cpu_count() or 4) as ex:
        return list(ex.map(one, files(name)))


def figures(docs):
    tallies = {k: S.Tally() for k in ('quotes', 'figures', 'attributions')}
    exact = {k: S.Tally() for k in ('source', 'cue', 'content')}
    content = False
    for _, g, out in docs:
        pred = json.loads(out)
        S.score_doc(g, pred, tallies, [])
        if 'attributions' in g.get('annotated', ['attributions']) and any('content' in a for a in g['attributions']):
            content = True
            gs, ps = S.role_spans(g, pred)
            for k in exact:
                exact[k].tp += len(gs[k] & ps[k]); exact[k].fp += len(ps[k] - gs[k]); exact[k].fn += len(gs[k] - ps[k])
    f = {}
    for k, t in tallies.items():
        if not t.seen:
            continue
        p, r, f1 = t.prf()
        f[k] = f'F1 {f1:.4f} P {p:.3f} R {r:.3f} tp {t.tp} fp {t.fp} fn {t.fn} src {t.right}/{t.judged}={t.acc():.4f}'
        if k == 'figures' and t.tp:
            f[k] += f' exact {t.exact / t.tp:.3f} values {t.value_right}/{t.valued}'
    if content:
        for k, t in exact.items():
            f['exact ' + k] = f'F1 {t.prf()[2]:.4f} tp {t.tp} fp {t.fp} fn {t.fn}'
    return f


def main():
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == 'score':
        for name in args[1:] or DEFAULT:
            print(f'== {name}')
            for k, v in figures(run_all(args[0], name)).items():
                print(f'  {k:15s} {v}')
    elif cmd == 'cmp':
        for name in args[2:] or DEFAULT:
            a, b = figures(run_all(args[0], name)), figures(run_all(args[1], name))
            print(f'== {name}')
            for k in a:
                mark = '' if a[k] == b[k] else '  *'
                print(f'  {k:15s} {a[k]}\n  {"":15s} {b[k]}{mark}')
    elif cmd == 'same':
        for name in args[2:] or DEFAULT:
            a, b = run_all(args[0], name), run_all(args[1], name)
            diff = [p for (p, _, x), (_, _, y) in zip(a, b) if x != y]
            print(f'{name}: {len(a) - len(diff)}/{len(a)} identical' + (f'; differ: {[os.path.basename(d) for d in diff[:8]]}' if diff else ''))
    elif cmd == 'exact':
        base, new, name, role = args[:4]
        n = int(args[4]) if len(args) > 4 else 20
        a, b = run_all(base, name), run_all(new, name)
        gained, lost = [], []
        for (_, g, x), (_, _, y) in zip(a, b):
            t = g['text'].encode('utf-16-le')
            t16 = ''.join(chr(int.from_bytes(t[i:i + 2], 'little')) for i in range(0, len(t), 2))
            gs, pa = S.role_spans(g, json.loads(x))
            _, pb = S.role_spans(g, json.loads(y))
            show = lambda s: t16[max(0, s[0] - 50):s[0]].replace('\n', '¶') + '[' + t16[s[0]:s[1]] + ']' + t16[s[1]:s[1] + 30].replace('\n', '¶')
            for s in pb[role] - pa[role]:
                (gained if s in gs[role] else lost).append(('+tp ' if s in gs[role] else '+fp ') + show(s))
            for s in pa[role] - pb[role]:
                (lost if s in gs[role] else gained).append(('-tp ' if s in gs[role] else '-fp ') + show(s))
        print(f'good changes {len(gained)}, bad changes {len(lost)}')
        for row in gained[:n]:
            print('  ' + row)
        print('--- bad')
        for row in lost[:n]:
            print('  ' + row)
    else:
        sys.exit(__doc__)


if __name__ == '__main__':
    main()
