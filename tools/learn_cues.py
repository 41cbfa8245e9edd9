#!/usr/bin/env python3
"""Learn the attribution cue lexicon from PolNeAR's train split.

    python3 tools/learn_cues.py [/work/shared/eval/polnear-train]

Writes data/cues.tsv (the evidence: counts per form and context) and
src/cue/lexicon.rs (the generated Rust tables). Only word forms and counts
leave the corpus; no sentence is copied.

How it learns. The text is cut into words as src/segment.rs does. Words
inside a gold quote are set aside: PolNeAR annotates no nested attribution,
so a "said" inside a quotation is never a cue, and the core skips quoted
words too. For every other word form (lower-cased, ’ folded to ') it counts
`n`, the occurrences, and `k`, those inside a gold cue span. Tables:

- TRIGGERS: forms with k >= MIN_K, seen in a cue in at least MIN_DOCS
  articles, and precision k/n >= MIN_P. A trigger
  starts a cue on its own ("said", "according", "tweeted"). Also the
  present forms of past-tense triggers too rare to count ("warns" after
  "warned"; see present_forms).
- NEXT_TRIGGERS: (form, next word) pairs whose form is no trigger alone but
  whose pair is, with the same thresholds ("called for", "pointed out").
- PREV_TRIGGERS: (previous word, form) pairs likewise ("is expected").
- PRON_TRIGGERS / CAP_TRIGGERS: forms that are no trigger alone but are
  one right after a subject pronoun ("they want", "I think") or after a
  capitalised word ("Trump wants", "Gallup found"), same thresholds.
- SOLO_BLOCK: triggers that, firing with no other cue word next to them,
  are right in less than SOLO_P of cases; and forms whose one-word cues,
  as the core makes them on train, match a gold cue in less than
  SOLO_HIT_P of at least SOLO_HIT_MIN_N attributions
  (data/cue_solo_hits.tsv, counted by tools/solo_hits.py: "repeatedly",
  "went" after a pronoun).
- EXTRA_TRIGGERS: forms that fire on none of the above but, away from any
  cue word, are inside a gold cue in at least EXTRA_P of occurrences.
- CONTEXT: (form, context) pairs for forms no other table fires on, the
  context being the subject's class and the next word's class (see
  subject_class, next_class; "the campaign plans to", "economists
  believe"). Candidates at k >= MIN_K, p >= CTX_P; kept when their new
  attributions match gold ones in at least CTX_HIT_P of cases on train
  (data/cue_context_hits.tsv, counted by tools/context_hits.py). Class
  agreement with Rust: `--check` and data/cue_context_cases.tsv.
- BLOCKED_NEXT: (trigger, next word) pairs where the trigger is mostly not
  a cue (precision below BLOCK_P over at least MIN_BLOCK_N occurrences).
- LEFT: words that, just before a cue word, belong to the cue's verb group
  ("has", "also", "did", "not"), kept when they are inside the cue in at
  least LEFT_P of their occurrences there.
- RIGHT: (cue word, next word) pairs whose next word joins the cue
  ("according to", "called for", "said of").
"""
import collections
import glob
import json
import os
import re
import sys

# Chosen on dev and train together (attribution F1, exact spans, speaker
# accuracy all measured): k >= 3 at p >= 0.55 finds rarer cues ("vowed",
# "lamented") than k >= 4 at p >= 0.5 while the stricter precision drops
# forms that are as often no cue; k >= 2 or p = 0.5 with k >= 3 lost
# speaker accuracy on dev.
# A form after a subject pronoun or a name is already in context ("they
# think"): the looser precision of the first lexicon holds there.
CLASS_P = float(os.environ.get("CUE_CLASS_P", 0.5))
MIN_DOCS = int(os.environ.get("CUE_MIN_DOCS", 2))
MIN_K, MIN_P = int(os.environ.get("CUE_MIN_K", 3)), float(os.environ.get("CUE_MIN_P", 0.55))
BLOCK_P, MIN_BLOCK_N = 0.2, 6
SOLO_P, SOLO_MIN_N = float(os.environ.get("CUE_SOLO_P", 0.3)), 6
SOLO_HIT_P, SOLO_HIT_MIN_N = float(os.environ.get("CUE_SOLO_HIT_P", 0.3)), int(os.environ.get("CUE_SOLO_HIT_MIN_N", 10))
EXTRA_P, EXTRA_MIN_K = float(os.environ.get("CUE_EXTRA_P", 0.45)), 5
LEFT_P, LEFT_MIN = 0.5, 8
CTX_P = float(os.environ.get("CUE_CTX_P", 0.3))
CTX_HIT_P = float(os.environ.get("CUE_CTX_HIT_P", 0.5))
CTX_MIN_HITS = int(os.environ.get("CUE_CTX_MIN_HITS", 4))
CTX_SUBJECTS = os.environ.get("CUE_CTX_SUBJECTS", "pcgnro")
RIGHT_P, RIGHT_MIN = float(os.environ.get("CUE_RIGHT_P", 0.5)), int(os.environ.get("CUE_RIGHT_MIN", 4))

# Function words never start a cue from a pair table: before or after a cue
# word they belong to its verb group (LEFT, RIGHT), not its head.
FUNCTION = set("""a an the this that these those his her its their our my your some any no
he she it they we i you him them us me who which what
is are was were be been being am has have had having do does did will would shall should
can could may might must not n't never also still just even only now then later since long
already first again too very so as to of in on at by for with about from into over out up
against after before than and but or nor if when while because although though
sunday monday tuesday wednesday thursday friday saturday today yesterday tomorrow
week month year last next""".split())

WORD = re.compile(r"[^\W_]+(?:['’\-.,][^\W_]+)*")


def words(text):
    """Words as src/segment.rs cuts them (a comma joins digits only)."""
    out = []
    for m in WORD.finditer(text):
        s = m.start()
        # Re-split at commas between non-digits, as the core does.
        parts = re.split(r"(?<!\d),|,(?!\d)", m.group())
        for p in parts:
            if p:
                out.append((s, s + len(p), p.lower().replace("’", "'")))
            s += len(p) + 1
    return out


SUBJECT_PRONOUNS = {"he", "she", "they", "i", "we", "you"}


def prev_class(text, word):
    """The class of the word before a candidate: "pron" for a subject
    pronoun, "cap" for a capitalised word, else None."""
    s, e, w = word
    if w in SUBJECT_PRONOUNS:
        return "pron"
    if text[s:s + 1].isupper():
        return "cap"
    return None


# The subject and next-word classes of the context table (CONTEXT): the
# same classes src/attribution/context.rs computes (`Ctx::is_trigger`), so
# the learned entries mean in Rust what they meant here.
# Adverbs and negated auxiliaries read past between subject and verb, as
# `SUBJECT_GAP` in src/attribution/context.rs.
SUBJECT_GAP = set("""also still not never now often long already just publicly previously strongly
later initially don't doesn't didn't repeatedly does did""".split())
RELATIVES = {"who", "which", "that"}
WH = set("how what whether why when where who if".split())
DETERMINERS = set("the a an his her their its this these those our my your".split())


def source_nouns():
    """The nouns src/source/lexicon.rs knows as people, groups,
    organisations and media (`noun_class`), read from its lists."""
    src = open(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src", "source", "lexicon.rs"), encoding="utf-8").read()
    out = set()
    for name in ("PERSON", "GROUP", "ORGANISATION", "MEDIA"):
        m = re.search(r"const %s_LIST: &\[&str\] = &\[(.*?)\];" % name, src, re.S)
        out |= set(re.findall(r'"([^"]+)"', m.group(1)))
    return out


SOURCE_NOUNS = source_nouns()


def strip_possessive(w):
    """As `strip_possessive` in src/source/lexicon.rs (on a lower-cased key)."""
    w = w[:-1] if w.endswith(".") else w
    for suf in ("'s", "'"):
        if w.endswith(suf):
            return w[:-len(suf)]
    return w


def joined(t, ws, i):
    """Words i - 1 and i are in one sentence with only spaces between:
    `Ctx::joined` (a line break ends a sentence there)."""
    if i <= 0 or i >= len(ws):
        return False
    g = t[ws[i - 1][1]:ws[i][0]]
    return not g.strip() and "\n" not in g


def subject_class(t, ws, i):
    """The class of the word before candidate i, read past adverbs and
    negations: p pronoun, c capitalised, g capitalised possessor ("Jo
    Li's"), n source noun ("campaign",
    "study", "officials"), r relative ("who", "that"), o other.
    (Splitting "other" into "to", auxiliaries, a break and the rest kept
    fewer right cues on dev: 0.758 against 0.761.)"""
    s = i
    while s > 1 and s + 3 > i and joined(t, ws, s) and ws[s - 1][2] in SUBJECT_GAP:
        s -= 1
    if not joined(t, ws, s):
        return "o"
    w = ws[s - 1]
    if w[2] in SUBJECT_PRONOUNS:
        return "p"
    if t[w[0]:w[0] + 1].isupper():
        # A possessor is no subject: "Jo Li's claim" is a noun phrase.
        return "g" if w[2].endswith("'s") else "c"
    if strip_possessive(w[2]) in SOURCE_NOUNS:
        return "n"
    if w[2] in RELATIVES:
        return "r"
    return "o"


def next_class(t, ws, i):
    """The class of the word after candidate i: t "to", h "that", w a
    wh-word or "if", d a determiner, o other (or not joined)."""
    if not joined(t, ws, i + 1):
        return "o"
    w = ws[i + 1][2]
    return "t" if w == "to" else "h" if w == "that" else "w" if w in WH else "d" if w in DETERMINERS else "o"


HITS_PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data", "cue_context_hits.tsv")


def read_hits():
    """(form, context) -> (matched, new attributions), from
    tools/context_hits.py; None when there is no such file (or
    CUE_CTX_HITS=0, to learn the candidates the hits are counted for)."""
    if os.environ.get("CUE_CTX_HITS") == "0" or not os.path.exists(HITS_PATH):
        return None
    out = {}
    for line in open(HITS_PATH, encoding="utf-8"):
        if line.startswith("#"):
            continue
        w, c, k, n = line.rstrip("\n").split("\t")
        out[w, c] = (int(k), int(n))
    return out


SOLO_HITS_PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data", "cue_solo_hits.tsv")


def read_solo_hits():
    """form -> (matched, attributions) for the core's one-word cues, from
    tools/solo_hits.py; {} when there is no such file (or
    CUE_SOLO_HITS=0, to count the hits without their own block)."""
    if os.environ.get("CUE_SOLO_HITS") == "0" or not os.path.exists(SOLO_HITS_PATH):
        return {}
    out = {}
    for line in open(SOLO_HITS_PATH, encoding="utf-8"):
        if line.startswith("#"):
            continue
        w, k, n = line.rstrip("\n").split("\t")
        out[w] = (int(k), int(n))
    return out


PREV_DROPPED = {("have", "reached")}


def present_forms(triggers, n, k):
    """Third-person present forms ("warns", "cautions") of past-tense
    triggers ("warned", "cautioned") whose own evidence is too thin to
    pass the thresholds: fewer than MIN_K occurrences outside quotes. They
    inherit the lexeme's evidence when they occur at all (which keeps
    spelling guesses like "warnes" out) and their own occurrences agree
    (precision at least MIN_P). Train reports mostly in the past tense;
    news written in the present ("The report warns that …") is not rarer
    in the field than the past is in train.
    """
    out = set()
    for t in triggers:
        if not t.endswith("ed") or len(t) < 5:
            continue
        stem = t[:-2]
        if t.endswith("ied"):
            forms = [t[:-3] + "ies"]
        elif stem.endswith(("ss", "sh", "ch", "x", "z")):
            forms = [stem + "es"]
        else:
            forms = [stem + "s", t[:-1] + "s"]
        for f in forms:
            if f not in triggers and 0 < n[f] < MIN_K and k[f] / n[f] >= MIN_P:
                out.add(f)
    return out


def learn(folder):
    n, k = collections.Counter(), collections.Counter()
    nn, kn = collections.Counter(), collections.Counter()  # (form, next)
    np_, kp = collections.Counter(), collections.Counter()  # (prev, form)
    nc, kc = collections.Counter(), collections.Counter()  # (class of previous, form)
    left_n, left_k = collections.Counter(), collections.Counter()
    right_n, right_k = collections.Counter(), collections.Counter()
    files = sorted(glob.glob(os.path.join(folder, "*.json")))
    # Articles where each key was seen inside a cue: one article's habit
    # (a word its annotator marked three times) is no lexicon entry.
    seen_in = collections.defaultdict(set)
    docs = []
    t_of = {}
    for f in files:
        d = json.load(open(f, encoding="utf-8"))
        t = d["text"]
        in_cue = bytearray(len(t) + 1)
        for a in d["attributions"]:
            s, e = a["cue"]
            for i in range(s, e):
                in_cue[i] = 1
        quoted = bytearray(len(t) + 1)
        for q in d["quotes"]:
            s, e = q["span"]
            if len(t[s:e].split()) > 3:
                for i in range(s, e):
                    quoted[i] = 1
        ws = [w for w in words(t) if not quoted[w[0]]]
        lab = [any(in_cue[s:e]) for s, e, _ in ws]
        docs.append((ws, lab))
        t_of[id(ws)] = t
        for i, ((s, e, w), l) in enumerate(zip(ws, lab)):
            n[w] += 1
            k[w] += l
            nxt = ws[i + 1][2] if i + 1 < len(ws) else ""
            prv = ws[i - 1][2] if i > 0 else ""
            if l:
                seen_in[w].add(f)
                seen_in["next", w, nxt].add(f)
                seen_in["prev", prv, w].add(f)
            nn[w, nxt] += 1
            kn[w, nxt] += l
            np_[prv, w] += 1
            kp[prv, w] += l
            if i > 0 and not t[ws[i - 1][1]:s].strip():
                cls = prev_class(t, ws[i - 1])
                if cls:
                    nc[cls, w] += 1
                    kc[cls, w] += l
                    if l:
                        seen_in["class", cls, w].add(f)
    triggers = {w for w in n if len(seen_in[w]) >= MIN_DOCS and k[w] >= MIN_K and k[w] / n[w] >= MIN_P}
    triggers |= present_forms(triggers, n, k)
    next_trig = {p for p in nn if p[0] not in triggers and p[0] not in FUNCTION and p[1] and len(seen_in["next", *p]) >= MIN_DOCS and kn[p] >= MIN_K and kn[p] / nn[p] >= MIN_P}
    # ("have", "reached") was taken out of the generated table by hand in
    # a06bbaf ("Floods have reached the library"): "reached" is a cue as
    # "reached a" (deal, consensus), which NEXT_TRIGGERS keeps.
    prev_trig = {p for p in np_ if p not in PREV_DROPPED and p[1] not in triggers and p[1] not in FUNCTION and p[0] and len(seen_in["prev", *p]) >= MIN_DOCS and kp[p] >= MIN_K and kp[p] / np_[p] >= MIN_P}
    classed = {p for p in nc if p[1] not in triggers and p[1] not in FUNCTION and len(seen_in["class", *p]) >= MIN_DOCS and kc[p] >= MIN_K and kc[p] / nc[p] >= CLASS_P}
    blocked = {p for p in nn if p[0] in triggers and nn[p] >= MIN_BLOCK_N and kn[p] / nn[p] < BLOCK_P}
    # Verb-group words: count, for words right before / after a trigger
    # that is a cue, whether they are inside the cue too.
    def is_trig(ws, i):
        w = ws[i][2]
        nxt = ws[i + 1][2] if i + 1 < len(ws) else ""
        prv = ws[i - 1][2] if i > 0 else ""
        if (w, nxt) in blocked:
            return False
        cls = prev_class(t_of[id(ws)], ws[i - 1]) if i > 0 else None
        return w in triggers or (w, nxt) in next_trig or (prv, w) in prev_trig or (cls, w) in classed
    for ws, lab in docs:
        for i in range(len(ws)):
            if not lab[i] or not is_trig(ws, i):
                continue
            j = i - 1
            while j >= 0 and j >= i - 4:
                left_n[ws[j][2]] += 1
                left_k[ws[j][2]] += lab[j]
                if not lab[j]:
                    break
                j -= 1
            if i + 1 < len(ws):
                p = (ws[i][2], ws[i + 1][2])
                right_n[p] += 1
                right_k[p] += lab[i + 1]
    # Second pass: how each form fares where it would fire alone (no other
    # cue word next to it), and where a form that does not fire would start
    # a cue no other word finds. Forms that alone are mostly wrong need
    # company (SOLO_BLOCK); forms that alone are often right are added
    # (EXTRA_TRIGGERS).
    solo_n, solo_k = collections.Counter(), collections.Counter()
    new_n, new_k = collections.Counter(), collections.Counter()
    for ws, lab in docs:
        fired = [is_trig(ws, i) for i in range(len(ws))]
        for i in range(len(ws)):
            near = (i > 0 and fired[i - 1]) or (i + 1 < len(ws) and fired[i + 1])
            w = ws[i][2]
            if fired[i] and not near:
                solo_n[w] += 1
                solo_k[w] += lab[i]
            if not fired[i] and not near and w not in FUNCTION:
                new_n[w] += 1
                new_k[w] += lab[i]
    # Third pass: forms the tables above leave alone, counted by context
    # (subject class, next-word class): "the campaign plans to", "one study
    # found", "China and Russia support". An entry keeps a form in one
    # subject class whatever follows ("c*"), or in one subject and next
    # class ("nt"), when the coarser entry is not kept.
    ctx_n, ctx_k = collections.Counter(), collections.Counter()
    for ws, lab in docs:
        t = t_of[id(ws)]
        for i in range(len(ws)):
            w = ws[i][2]
            if w in FUNCTION or is_trig(ws, i):
                continue
            sc, nc_ = subject_class(t, ws, i), next_class(t, ws, i)
            for code in (sc + "*", sc + nc_):
                ctx_n[w, code] += 1
                ctx_k[w, code] += lab[i]
                if lab[i]:
                    seen_in["ctx", w, code].add(id(ws))
    def ctx_ok(p):
        return ctx_k[p] >= MIN_K and len(seen_in["ctx", *p]) >= MIN_DOCS and ctx_k[p] / ctx_n[p] >= CTX_P
    context = {p for p in ctx_n if p[1][0] in CTX_SUBJECTS and ctx_ok(p) and (p[1][1] == "*" or not ctx_ok((p[0], p[1][0] + "*")))}
    # Second stage (tools/context_hits.py): of the candidates, keep those
    # whose new attributions match gold ones often enough on train.
    hits = read_hits()
    if hits is not None:
        context = {p for p in context if p in hits and hits[p][0] >= CTX_MIN_HITS and hits[p][0] / hits[p][1] >= CTX_HIT_P}
    solo_block = {w for w in solo_n if solo_n[w] >= SOLO_MIN_N and solo_k[w] / solo_n[w] < SOLO_P}
    # Second stage (tools/solo_hits.py): "inside a gold cue" credits a
    # form for the cues it sits in with company ("has repeatedly said");
    # a form whose one-word cues the core makes on train are right less
    # than SOLO_HIT_P of the time needs company too ("repeatedly" alone).
    solo_hits = read_solo_hits()
    solo_block |= {w for w, (kk, nn_) in solo_hits.items() if nn_ >= SOLO_HIT_MIN_N and kk / nn_ < SOLO_HIT_P}
    extra = {w for w in new_n if new_k[w] >= EXTRA_MIN_K and new_k[w] / new_n[w] >= EXTRA_P}
    left = {w for w in left_n if left_k[w] >= LEFT_MIN and left_k[w] / left_n[w] >= LEFT_P and w not in triggers}
    right = {p for p in right_n if right_k[p] >= RIGHT_MIN and right_k[p] / right_n[p] >= RIGHT_P}
    return dict(ctx_n=ctx_n, ctx_k=ctx_k, context=context, solo_n=solo_n, solo_k=solo_k, solo_block=solo_block, solo_hits=solo_hits, new_n=new_n, new_k=new_k, extra=extra, nc=nc, kc=kc, classed=classed, n=n, k=k, nn=nn, kn=kn, np=np_, kp=kp, triggers=triggers, next_trig=next_trig,
                prev_trig=prev_trig, blocked=blocked, left=left, left_n=left_n, left_k=left_k,
                right=right, right_n=right_n, right_k=right_k, files=len(files))


def rust_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def emit(m, tsv_path, rs_path):
    with open(tsv_path, "w", encoding="utf-8") as f:
        f.write("# generated by tools/learn_cues.py from PolNeAR train ({} articles); counts only\n".format(m["files"]))
        f.write("# table\tkey\tin_cue\toccurrences\tprecision\n")
        def row(tab, key, kk, nn_):
            f.write(f"{tab}\t{key}\t{kk}\t{nn_}\t{kk / nn_:.3f}\n")
        for w in sorted(m["triggers"], key=lambda w: (-m["k"][w], w)):
            row("trigger", w, m["k"][w], m["n"][w])
        for p in sorted(m["next_trig"], key=lambda p: (-m["kn"][p], p)):
            row("next_trigger", " ".join(p), m["kn"][p], m["nn"][p])
        for p in sorted(m["prev_trig"], key=lambda p: (-m["kp"][p], p)):
            row("prev_trigger", " ".join(p), m["kp"][p], m["np"][p])
        for w in sorted(m["solo_block"], key=lambda w: (-m["solo_n"][w], w)):
            if m["solo_n"][w] >= SOLO_MIN_N and m["solo_k"][w] / m["solo_n"][w] < SOLO_P:
                row("solo_block", w, m["solo_k"][w], m["solo_n"][w])
            else:
                kk, nn_ = m["solo_hits"][w]
                row("solo_block_hits", w, kk, nn_)
        for w in sorted(m["extra"], key=lambda w: (-m["new_k"][w], w)):
            row("extra_trigger", w, m["new_k"][w], m["new_n"][w])
        for p in sorted(m["classed"], key=lambda p: (-m["kc"][p], p)):
            row(p[0] + "_trigger", p[1], m["kc"][p], m["nc"][p])
        for p in sorted(m["context"], key=lambda p: (-m["ctx_k"][p], p)):
            row("context", " ".join(p), m["ctx_k"][p], m["ctx_n"][p])
        for p in sorted(m["blocked"], key=lambda p: (-m["nn"][p], p)):
            row("blocked_next", " ".join(p), m["kn"][p], m["nn"][p])
        for w in sorted(m["left"], key=lambda w: (-m["left_k"][w], w)):
            row("left", w, m["left_k"][w], m["left_n"][w])
        for p in sorted(m["right"], key=lambda p: (-m["right_k"][p], p)):
            row("right", " ".join(p), m["right_k"][p], m["right_n"][p])
        # Near misses, for the record: cue words below the thresholds.
        for w in sorted(m["k"], key=lambda w: (-m["k"][w], w)):
            if w not in m["triggers"] and m["k"][w] >= MIN_K and m["k"][w] / m["n"][w] >= 0.25:
                row("below_threshold", w, m["k"][w], m["n"][w])

    def words_const(name, doc, items):
        out = [f"/// {doc}", f"pub const {name}: &[&str] = &["]
        out += [f"    {rust_str(w)}," for w in sorted(items)]
        out.append("];")
        return "\n".join(out)

    def pairs_const(name, doc, items):
        out = [f"/// {doc}", f"pub const {name}: &[(&str, &str)] = &["]
        out += [f"    ({rust_str(a)}, {rust_str(b)})," for a, b in sorted(items)]
        out.append("];")
        return "\n".join(out)

    parts = [
        "//! The learned cue lexicon: generated by tools/learn_cues.py; do not edit.",
        "//!",
        f"//! Learned from PolNeAR's train split ({m['files']} articles); the evidence",
        "//! (counts and precision of every entry) is in data/cues.tsv. Thresholds:",
        f"//! a form or pair is kept when at least {MIN_K} of its occurrences outside",
        f"//! quotes are inside a gold cue and its precision is at least {MIN_P}.",
        "//! Every table is sorted, for binary search; forms are lower case with `'`",
        "//! for `’`.",
        "",
        words_const("TRIGGERS", "Word forms that are a cue on their own.", m["triggers"]),
        "",
        pairs_const("NEXT_TRIGGERS", "(form, next word): a cue only with that next word.", m["next_trig"]),
        "",
        pairs_const("PREV_TRIGGERS", "(previous word, form): a cue only after that word.", m["prev_trig"]),
        "",
        words_const("PRON_TRIGGERS", "Forms that are a cue right after a subject pronoun.", [w for c, w in m["classed"] if c == "pron"]),
        "",
        words_const("CAP_TRIGGERS", "Forms that are a cue right after a capitalised word.", [w for c, w in m["classed"] if c == "cap"]),
        "",
        pairs_const("CONTEXT", "(form, context): a cue in that context. The context is the subject's class (p pronoun, c capitalised, g capitalised possessor, n source noun, r relative, o other) and the next word's (t \"to\", h \"that\", w wh-word, d determiner, o other, * any).", m["context"]),
        "",
        words_const("SOLO_BLOCK", "Cue words that are mostly no cue when no other cue word is next to them.", m["solo_block"]),
        "",
        words_const("EXTRA_TRIGGERS", "Forms that start a cue no other word finds, often enough to keep.", m["extra"]),
        "",
        pairs_const("BLOCKED_NEXT", "(trigger, next word): mostly not a cue.", m["blocked"]),
        "",
        words_const("LEFT", "Words before a cue word that join its verb group.", m["left"]),
        "",
        pairs_const("RIGHT", "(cue word, next word): the next word joins the cue.", m["right"]),
        "",
    ]
    with open(rs_path, "w", encoding="utf-8") as f:
        f.write("\n".join(parts))


def check_classes():
    """The context classes of data/cue_context_cases.tsv, as the Rust tests
    read them too; returns the cases that disagree."""
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data", "cue_context_cases.tsv")
    bad = []
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        text, word, code = line.rstrip("\n").split("\t")
        text = text.replace("\\n", "\n")
        ws = words(text)
        i = next(j for j, x in enumerate(ws) if x[2] == word)
        got = subject_class(text, ws, i) + next_class(text, ws, i)
        if got != code:
            bad.append((text, word, code, got))
    return bad


def main():
    if sys.argv[1:] == ["--check"]:
        bad = check_classes()
        for b in bad:
            print("disagrees:", *b)
        sys.exit(1 if bad else 0)
    folder = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/eval/polnear-train"
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    m = learn(folder)
    emit(m, os.path.join(root, "data", "cues.tsv"), os.path.join(root, "src", "cue", "lexicon.rs"))
    print(f"triggers {len(m['triggers'])}, next {len(m['next_trig'])}, prev {len(m['prev_trig'])}, "
          f"blocked {len(m['blocked'])}, left {len(m['left'])}, right {len(m['right'])}")


if __name__ == "__main__":
    main()
