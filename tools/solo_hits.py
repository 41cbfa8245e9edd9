#!/usr/bin/env python3
"""Count, on PolNeAR's train split, how often the core's one-word cues are
right, per word form, for the second stage of SOLO_BLOCK in
src/cue/lexicon.rs.

    python3 tools/solo_hits.py [/work/shared/eval/polnear-train]

Why. tools/learn_cues.py keeps a trigger by how often the form lies inside
a gold cue. A form that gold cues hold mostly next to another cue word
("has repeatedly said", "he went on to say") passes that test, yet the
cues the core makes of it alone ("Democrats repeatedly failed", "he went
to Pakistan") are mostly wrong. With attribution F1 near 0.79, a cue
helps only when it is right in more than about F1/2 of cases; a form
whose lone cues are right in less than CUE_SOLO_HIT_P (0.3) of at least
CUE_SOLO_HIT_MIN_N (6) attributions is kept out unless another cue word
stands next to it.

How. It learns the lexicon without this stage (CUE_SOLO_HITS=0), builds
the CLI, runs it on train and, for each attribution whose cue is one word,
credits that word form with one attribution and with a match when the
scorer's matching pairs it with a gold cue. Attributions on an optional
(non-core) gold cue that match no core one are left out, as the scorer
leaves them. Writes data/cue_solo_hits.tsv (form, matched, attributions:
counts only, forms with at least 3 attributions), re-learns the lexicon,
which reads it, and rebuilds the CLI from it.
"""
import collections
import json
import os
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, "/work/shared/eval")
import learn_cues as L  # noqa: E402
import score as S  # noqa: E402
from context_hits import annotate, build, finish, write_counts  # noqa: E402  (shared with the context table's counts)


def form(text16, start, end):
    """The cue's text as learn_cues keys it (lower case, ’ folded to '),
    or None when it is more than one word."""
    w = "".join(text16[start:end]).strip().lower().replace("\u2019", "'")
    return w if w and not any(c.isspace() for c in w) else None


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/eval/polnear-train"
    tmp = tempfile.mkdtemp()
    binary = os.path.join(tmp, "sourcelight")
    build({"CUE_SOLO_HITS": "0"}, binary)

    def run(path):
        g = json.load(open(path, encoding="utf-8"))
        return g, annotate(binary, g["text"])

    files = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".json"))
    with ThreadPoolExecutor(2) as ex:
        docs = list(ex.map(run, files))
    fired, hit = collections.Counter(), collections.Counter()
    for g, preds in docs:
        # The core's offsets are UTF-16 code units: one list entry per unit.
        t16 = []
        for ch in g["text"]:
            t16 += [ch] + ([""] if ord(ch) > 0xFFFF else [])
        core = [a for a in g["attributions"] if a.get("core", True)]
        optional = [a for a in g["attributions"] if not a.get("core", True)]
        matched = set(S.match(core, preds, lambda a, b: S.overlap(tuple(a["cue"]), (b["start"], b["end"])), 0).values())
        for j, p in enumerate(preds):
            w = form(t16, p["start"], p["end"])
            if w is None:
                continue
            if j not in matched and any(S.overlap(tuple(o["cue"]), (p["start"], p["end"])) for o in optional):
                continue
            fired[w] += 1
            hit[w] += j in matched
    write_counts(L.SOLO_HITS_PATH, "solo_hits.py", ["form", "matched", "one_word_attributions"],
                 [(w, hit[w], fired[w]) for w in sorted(fired) if fired[w] >= 3])
    finish(tmp)

if __name__ == "__main__":
    main()
