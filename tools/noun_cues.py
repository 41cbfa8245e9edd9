#!/usr/bin/env python3
"""Learns the noun cues of possessive and article frames from PolNeAR train:
"Li's attacks on", "her claim that", "an endorsement of".

    python3 tools/noun_cues.py BIN [SET] [MIN_HITS] [MIN_P]     # the table, as Rust
    python3 tools/noun_cues.py BIN SET check                    # the table's hits on SET

For every word outside gold quotations right after a possessive ("his",
"her", "their", "its", "our", "my", "your", a word in 's) or an
article ("the", "a", "an"), it counts, per (word, frame), how often the word
lies inside a gold cue. A frame is the owner's class (g possessive, d
article) and the next word: one of COMPLEMENTS, or `*` for any. A row is
kept when at least MIN_HITS (3) of its occurrences are gold cues, its
precision is above MIN_P (0.5: a row right as often as wrong, "a plan to",
lost on dev), and it is right at least as often as
wrong (and at least twice) where BIN finds no cue; `*` rows are counted,
never kept (a noun with no complement is too rarely a cue in PolNeAR). The counts are written to data/noun_cues.tsv;
the Rust tables go to src/cue/nouns.rs. BIN's predictions (a build
without the tables) tell which occurrences no other rule finds ("new").
Examples print eval text to the terminal only: never paste them into the
repository.
"""
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import recall_probe as R  # noqa: E402

POSSESSIVES = {'his', 'her', 'their', 'its', 'our', 'my', 'your'}
ARTICLES = {'the', 'a', 'an'}
COMPLEMENTS = {'that', 'to', 'of', 'for', 'on', 'about', 'against'}


def frames(t, words, i):
    """The frames of word `i`: (owner class, next word) pairs."""
    if i == 0 or i + 1 >= len(words):
        return []
    pa, pb, p = words[i - 1]
    a, b, w = words[i]
    gap = t[pb:a].strip()
    if gap not in ('', "'", '’') or t[b:words[i + 1][0]].strip():
        return []
    if gap:
        return []  # a plural's apostrophe ("the senators' attacks"): no possessor mention is read there
    if p in POSSESSIVES or p.endswith("'s"):
        owner = 'g'
    elif p in ARTICLES:
        owner = 'd'
    else:
        return []
    nxt = words[i + 1][2]
    out = [owner + '*']
    if nxt in COMPLEMENTS:
        out.append(owner + nxt)
    return out


def count(docs):
    c = collections.defaultdict(lambda: [0, 0, 0, 0])  # hits, n, new hits, new n
    for g, pred in docs:
        t = R.text16(g['text'])
        gold, got, quotes = R.spans(g, pred)
        words = [(m.start(), m.end(), m.group().lower().replace('’', "'")) for m in R.WORD.finditer(t)]
        for i, (a, b, w) in enumerate(words):
            fr = frames(t, words, i)
            if not fr or any(q[0] <= a and b <= q[1] for q in quotes):
                continue
            hit = any(R.overlaps((a, b), x) for x in gold)
            new = not any(R.overlaps((a, b), x) for x in got)
            for f in fr:
                r = c[(w, f)]
                r[0] += hit
                r[1] += 1
                r[2] += hit and new
                r[3] += new
    return c


def learn(c, min_hits, min_p):
    """The kept rows: (word, frame) with a complement for next word, at
    least `min_hits` gold cues and precision above `min_p` over all occurrences,
    and as often right as wrong among those BIN finds no cue in (the only
    ones the rule changes: a row whose occurrences BIN finds already adds
    nothing but table bytes)."""
    keep = {}
    for (w, f), (h, n, hn, nn) in c.items():
        if not f.endswith('*') and h >= min_hits and h / n > min_p and hn >= 2 and hn / nn >= 0.5:
            keep[(w, f)] = (h, n)
    return keep


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = sys.argv[1]
    folder = sys.argv[2] if len(sys.argv) > 2 else 'polnear-train'
    if len(sys.argv) > 3 and sys.argv[3] == 'check':
        keep = learn(count(R.outputs(binary, 'polnear-train')), 3, 0.5)
        c = count(R.outputs(binary, folder))
        tot = [0, 0, 0, 0]
        for k in sorted(keep):
            r = c.get(k, [0, 0, 0, 0])
            print(f'{k[0]:16s} {k[1]:10s} {r[0]:3d}/{r[1]:3d} new {r[2]:3d}/{r[3]:3d}')
            tot = [x + y for x, y in zip(tot, r)]
        print('total', tot)
        return
    min_hits = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    min_p = float(sys.argv[4]) if len(sys.argv) > 4 else 0.5
    c = count(R.outputs(binary, folder))
    keep = learn(c, min_hits, min_p)
    data = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'noun_cues.tsv')
    with open(data, 'w') as f:
        f.write('word\tframe\thits\tn\tnew_hits\tnew_n\tkept\n')
        for (w, fr), r in sorted(c.items()):
            if r[0]:
                f.write(f'{w}\t{fr}\t{r[0]}\t{r[1]}\t{r[2]}\t{r[3]}\t{int((w, fr) in keep)}\n')
    tot = [sum(c[k][i] for k in keep) for i in range(4)]
    rust = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'src', 'cue', 'nouns.rs')
    with open(rust, 'w') as f:
        f.write('//! Noun cues in a possessive or article frame: generated by\n')
        f.write('//! tools/noun_cues.py; do not edit.\n//!\n')
        f.write(f'//! Learned from PolNeAR\'s train split; the counts are in data/noun_cues.tsv.\n')
        f.write(f'//! Kept: at least {min_hits} occurrences inside a gold cue, precision above\n')
        f.write(f'//! {min_p}, and as many right as wrong among those no other rule found\n')
        f.write(f'//! ({len(keep)} rows: train {tot[0]} of {tot[1]} right, {tot[2]} of {tot[3]} new).\n')
        f.write('//! Sorted, lower case.\n')
        for code, name, doc in (('g', 'AFTER_POSSESSIVE', 'after a possessive ("his", "Li\'s")'),
                                ('d', 'AFTER_ARTICLE', 'after "the", "a" or "an"')):
            f.write(f'\n/// (noun, next word): a cue {doc} with that next word.\n')
            f.write(f'pub const {name}: &[(&str, &str)] = &[\n')
            for w, fr in sorted(keep):
                if fr[0] == code:
                    f.write(f'    ("{w}", "{fr[1:]}"),\n')
            f.write('];\n')
    print(f'{len(keep)} rows; train hits {tot[0]}/{tot[1]}, not yet found {tot[2]}/{tot[3]}; written to src/cue/nouns.rs')

if __name__ == '__main__':
    main()
