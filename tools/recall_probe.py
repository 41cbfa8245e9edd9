#!/usr/bin/env python3
"""Where could recall still come from? Counts candidate cues against gold
among the words the tagger leaves without an attribution.

    python3 tools/recall_probe.py BIN SET pattern 'REGEX' [N]
    python3 tools/recall_probe.py BIN SET mine [MIN_N] [MIN_P]

SET is a folder name under ../shared/eval (polnear-train, polnear-dev).

`pattern`: every match of REGEX (Python syntax; group 1 is the candidate
cue, else the whole match) outside a gold quotation, counted as a hit when
it overlaps a gold cue; the figures are given for all matches and for
those no predicted attribution overlaps (the attributions a rule on the
pattern would add), with N examples of each (default 8). A recall rule
is worth writing when the second precision clears the bar (0.85 in
session 23).

`mine`: for every word no prediction overlaps, outside gold quotations,
the share inside a gold cue, per word, word + next word, previous word +
word, and capitalised-or-not previous word + word; rows with at least
MIN_N occurrences (8) and precision MIN_P (0.7).

Outputs are cached per binary (by its hash) under /tmp/recall_probe/.
Examples print eval text to the terminal only: never paste them into
the repository.
"""
import collections
import hashlib
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

EVAL = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'shared', 'eval')
if not os.path.isdir(EVAL):
    EVAL = '/work/shared/eval'
WORD = re.compile(r"[^\W_]+(?:['’\-.][^\W_]+)*")


def text16(text):
    """The text as UTF-16 code units, the offsets gold and the CLI use."""
    b = text.encode('utf-16-le')
    return ''.join(chr(int.from_bytes(b[i:i + 2], 'little')) for i in range(0, len(b), 2))


def outputs(binary, folder):
    """(gold, prediction) for every text of the set, predictions cached."""
    h = hashlib.sha1(open(binary, 'rb').read()).hexdigest()[:12]
    cache = f'/tmp/recall_probe/{h}'
    os.makedirs(cache, exist_ok=True)
    d = os.path.join(EVAL, folder)
    files = sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith('.json'))

    def run(path):
        g = json.load(open(path))
        c = os.path.join(cache, folder + '-' + os.path.basename(path))
        if os.path.exists(c):
            return g, json.load(open(c))
        r = subprocess.run([binary, 'annotate'], input=g['text'].encode(), capture_output=True)
        out = json.loads(r.stdout) if r.returncode == 0 else {}
        json.dump(out, open(c, 'w'))
        return g, out

    with ThreadPoolExecutor(2) as ex:
        return list(ex.map(run, files))


def overlaps(a, b):
    return a[0] < b[1] and b[0] < a[1]


def spans(g, pred):
    gold = [tuple(a['cue']) for a in g['attributions']]
    got = [(a['start'], a['end']) for a in pred.get('attributions', [])]
    quotes = [tuple(q['span']) for q in g.get('quotes', [])]
    return gold, got, quotes


def pattern(docs, rx, n):
    tally = {'all': [0, 0], 'new': [0, 0]}
    examples = {True: [], False: []}
    for g, pred in docs:
        t = text16(g['text'])
        gold, got, quotes = spans(g, pred)
        for m in rx.finditer(t):
            sp = m.span(1) if rx.groups else m.span()
            if any(q[0] <= sp[0] and sp[1] <= q[1] for q in quotes):
                continue
            hit = any(overlaps(sp, c) for c in gold)
            tally['all'][0 if hit else 1] += 1
            if not any(overlaps(sp, c) for c in got):
                tally['new'][0 if hit else 1] += 1
                ctx = t[max(0, sp[0] - 60):sp[0]] + '[' + t[sp[0]:sp[1]] + ']' + t[sp[1]:sp[1] + 40]
                examples[hit].append(ctx.replace('\n', '¶'))
    for k, (h, f) in tally.items():
        print(f'{k:4s} hit {h:5d} miss {f:5d} precision {h / max(1, h + f):.3f}')
    for hit in (True, False):
        for e in examples[hit][:n]:
            print(' +' if hit else ' -', e)


def mine(docs, min_n, min_p):
    count = collections.defaultdict(lambda: [0, 0])
    for g, pred in docs:
        t = text16(g['text'])
        gold, got, quotes = spans(g, pred)
        words = [(m.start(), m.end(), m.group().lower().replace('’', "'")) for m in WORD.finditer(t)]
        for i, (a, b, w) in enumerate(words):
            if any(q[0] <= a and b <= q[1] for q in quotes) or any(overlaps((a, b), c) for c in got):
                continue
            hit = any(a >= c[0] and b <= c[1] for c in gold)
            prev = words[i - 1][2] if i else '^'
            nxt = words[i + 1][2] if i + 1 < len(words) else '$'
            cap = 'CAP' if i and t[words[i - 1][0]].isupper() else 'low'
            for key in (('w', w), ('w+next', w, nxt), ('prev+w', prev, w), ('cap+w', cap, w)):
                count[key][0] += hit
                count[key][1] += 1
    rows = sorted(((h, n, k) for k, (h, n) in count.items() if n >= min_n and h / n >= min_p), key=lambda r: -r[0])
    print(f'{len(rows)} contexts with n >= {min_n} and precision >= {min_p}')
    for h, n, k in rows[:80]:
        print(f'{h:4d} {n:4d} {h / n:.2f}  {k}')


def main():
    if len(sys.argv) < 4 or sys.argv[3] not in ('pattern', 'mine'):
        sys.exit(__doc__)
    binary, folder, cmd = sys.argv[1:4]
    docs = outputs(binary, folder)
    if cmd == 'pattern':
        pattern(docs, re.compile(sys.argv[4]), int(sys.argv[5]) if len(sys.argv) > 5 else 8)
    else:
        mine(docs, int(sys.argv[4]) if len(sys.argv) > 4 else 8, float(sys.argv[5]) if len(sys.argv) > 5 else 0.7)


if __name__ == '__main__':
    main()
