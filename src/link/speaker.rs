//! Quote → speaker: which attribution a quote belongs to.
//!
//! News text marks the speaker of a quote in a handful of ways; they are
//! tried from the most to the least binding:
//!
//! 1. a cue right after the quote with only its subject between
//!    (`"…," Jo Li said.`, `"…," said Jo Li, the mayor of Ames.`,
//!    `"…," Jo Li, a spokesman for Acme, said.`, `"…" she continued`);
//!    1b. a dialogue tag with a verb the cue lexicon lacks (`"…," Li
//!    quipped`), or a name after a dash (`"…" ― Jo Li`), read by the
//!    registry ([`crate::source::mention::quote_tag`]);
//! 2. an attribution whose content holds the quote (the widest, so a
//!    nested report goes to the outer speaker);
//! 3. a cue before the quote in the same sentence (`Jo Li said: "…"`,
//!    `According to Jo Li, "…"`, and the second half of `"…," she said,
//!    "…"`);
//! 4. a cue later in the same sentence (`Nothing "helps," the mayor said.`);
//! 5. an earlier quote of the same paragraph (`"…," Li said. "…"`), unless
//!    the quote's sentence has a subject of its own;
//! 6. for a paragraph that opens with a quote and has no cue, or carries
//!    on a quotation: the speaker of the previous paragraph's last quote,
//!    of a cue ending it with a colon, or its last cited source;
//! 7. a quotation over several paragraphs takes one speaker throughout;
//! 8. last, the subject of the sentence the quote stands in (`Jo Li has
//!    long called it "a mess"`).
//!
//! Whatever the rule, `"…," Li told staff, according to the Daily Planet`
//! goes to the report that carries it (the Daily Planet).

use crate::bytes::Trim as _;
use crate::bytes::SameIc as _;
use crate::bytes::Chars as _;
use crate::bytes::Has;
use crate::seq::{Seq, View};
use crate::attribution;
use crate::words;
use crate::quote;
use crate::segment::Doc;
use crate::source::Registry;
use crate::Span;

/// The speaker of one quote.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Link {
    /// The attribution that carries the quote, when one does directly.
    pub cue: Option<usize>,
    /// The mention the link rests on.
    pub via: Span,
    /// The registry entry.
    pub entry: usize,
    /// Which convention linked it (the step number in the module doc; 9
    /// for 1b, the dialogue tag).
    pub rule: u8,
}

/// Most words a subject may have between a quote and its cue.
const TIGHT_WORDS: usize = 14;

fn is_mark(c: char) -> bool {
    matches!(c, '"' | '“' | '”' | '«' | '»' | '„')
}

/// Has `s` at most `n` words? Stops counting after `n + 1`, so a long gap
/// costs no more than a short one.
/// How far (bytes) a cue may stand from a quotation its content holds:
/// well past the longest content in PolNeAR's train split (1,516 UTF-16
/// units).
const CONTENT_REACH: usize = 4096;

/// A signature cue is a dash alone (`"…" ― Jo Li`); see
/// `attribution::signed`.
fn is_signature(cue: &str) -> bool {
    words!["―", "—", "–", "-"].contains(cue.as_bytes())
}

fn at_most_words(s: &str, n: usize) -> bool {
    crate::bytes::words(s).nth(n).is_none()
}

/// Does the text hold a sentence end (a period after a non-abbreviation,
/// or `!`, `?`, `;`)?
fn ends_sentence(doc: &Doc, a: usize, b: usize) -> bool {
    doc.sentence_at(a) != doc.sentence_at(b)
}

/// Links every quote to its speaker (or `None`).
pub fn assign(doc: &Doc, quotes: &[quote::Found], cues: &[attribution::Found], reg: &Registry) -> Vec<Option<Link>> {
    let (quotes, cues) = (View(quotes), View(cues));
    let text = doc.text;
    // A capitalised cue inside a sentence is part of a name ("Ames State
    // University"): no speaker comes from it.
    let verbal: Vec<bool> = crate::seq::mapped(cues.0, |c| crate::source::mention::verb_position(doc, c.cue));
    // Each cue's source as the rules take it, worked out once: the indexes
    // and the rules below ask it of one cue several times.
    let sources: Vec<Option<(Span, usize)>> =
        crate::seq::mapped_at(cues.0, |i, _| reg.cue_source(i).filter(|&(m, _)| *crate::seq::at(&verbal, i) && names_someone(doc.slice(m)) && !doc.is_dateline(m)));
    let source_of = |i: usize| sources.get(i).copied().flatten();
    let with_source = |i: usize| source_of(i).map(|(via, entry)| Link { cue: Some(i), via, entry, rule: 0 });
    // Indexes over the cues, so that a paragraph or sentence holding
    // thousands of cues costs each quote a binary search, not a scan.
    let sourced = NextWith::new(cues.len(), |i| source_of(i).is_some());
    let according = NextWith::new(cues.len(), |i| doc.slice(cues[i].cue).as_bytes().get(..9).is_some_and(|b| b.same_ic(b"according")));
    let mut cited: Seq<usize> = Seq::new(Vec::with_capacity(cues.len() + 1));
    cited.push(0);
    let mut n = 0;
    for i in 0..cues.len() {
        n += usize::from(reg.cue_source(i).is_some());
        cited.push(n);
    }
    let carriers: Vec<usize> = crate::seq::kept_at(cues.0, |i, c| (c.content.is_some() && source_of(i).is_some()).then_some(i));
    let mut out: Seq<Option<Link>> = Seq::new(Vec::with_capacity(quotes.len()));
    for (qi, q) in quotes.iter().enumerate() {
        let Some(&para) = doc.paragraphs.get(q.paragraph) else {
            out.push(None);
            continue;
        };
        // Cues of this paragraph, by index.
        let lo = attribution::starting_before(&cues, para.start);
        let hi = attribution::starting_before(&cues, para.end);
        // `max(lo).min(hi)` below, not `clamp`: the same for lo <= hi (a
        // paragraph's cues), without clamp's assertion panic site.
        let here = lo..hi;
        let last_char = q.span.end.saturating_sub(1).max(q.span.start);

        // 1. A cue right after the quote.
        // Cues at or after the quote's end start here (binary search keeps
        // paragraphs full of quotes linear).
        let after_q = attribution::starting_before(&cues, q.span.end).max(lo).min(hi);
        let next = (after_q < hi).then_some(after_q);
        let asks = crate::bytes::trim_end_by(doc.slice(q.span), |c: char| is_mark(c) || c == '\'' || c == '’' || crate::bytes::is_space(c)).last_is(|c| matches!(c, '?' | '!' | ',' | '—' | '–' | '-' | '…'));
        let tight = next.filter(|&i| {
            let cue = cues[i].cue;
            let gap = crate::bytes::slice(text, q.span.end..cue.start);
            if gap.contains(is_mark) || !at_most_words(gap, TIGHT_WORDS) {
                return false;
            }
            // Between the quote and the cue stands the subject and little
            // else ("also", a comma): not a clause of its own.
            let leftover = match source_of(i) {
                Some((m, _)) if m.start >= q.span.end && m.end <= cue.start => crate::bytes::concat(&[crate::bytes::slice(text, q.span.end..m.start), " ", crate::bytes::slice(text, m.end..cue.start)]),
                _ => gap.to_string(),
            };
            let clause = crate::bytes::split_by(&leftover, |c| !crate::bytes::is_alnum(c)).any(|w| words!["which", "who", "that", "and", "but", "when", "as", "after", "while"].contains(w.as_bytes()));
            let same_sentence = !ends_sentence(doc, last_char, cue.start);
            // A tag standing as a sentence of its own after a quote closed
            // by a period (`"… today." Jo Li said.`): the sentence ends
            // right at the verb, so it reports nothing else.
            let bare_tag = || crate::bytes::slice(text, cue.end..).trim_space_start().starts_with('.');
            at_most_words(&leftover, 2) && !clause && !leftover.has_any(&['!', '?', ';', '(', ')']) && (same_sentence || asks || bare_tag())
        });
        // A quote inside a sentence whose own cue comes before it (`Li
        // said he was "riding the fence" until Poe said …`) is that cue's,
        // not the next clause's.
        let before_q = attribution::ending_by(&cues, q.span.start).max(lo).min(hi);
        let cue_before = before_q.checked_sub(1).filter(|&i| i >= lo && cues[i].cue.end <= q.span.start && !ends_sentence(doc, cues[i].cue.start, q.span.start) && source_of(i).is_some());
        let inside = doc.sentence_at(q.span.start).and_then(|si| doc.sentences.get(si)).is_some_and(|s| !crate::bytes::slice(text, s.start..q.span.start).trim_space().is_empty());
        // Not when the quote opens a clause of its own after a colon, comma
        // or dash (`Li made her case: "…," she said`): the tag after it
        // is its speaker's — in the same sentence (`…: "Why?" Poe asked`
        // is Poe's too, but `"Why?" They said` starts a new one).
        let opens_clause = crate::bytes::slice(text, ..q.span.start).trim_space_end().last_is(|c| matches!(c, ':' | ',' | '—' | '–' | '-'));
        let tight = tight.filter(|&i| !(inside && cue_before.is_some()) || opens_clause && !ends_sentence(doc, last_char, cues[i].cue.start));
        let mut link = tight.and_then(with_source);

        if let Some(l) = link.as_mut().filter(|l| l.rule == 0) {
            l.rule = 1;
        }
        // 1b. A dialogue tag with a verb the cue lexicon does not know
        // (`"…," Jo Li quipped`).
        if link.is_none() {
            if let Some((via, entry, Some(_verb))) = reg.quote_source(qi) {
                link = Some(Link { cue: None, via, entry, rule: 0 });
            }
        }

        if let Some(l) = link.as_mut().filter(|l| l.rule == 0) {
            l.rule = 9;
        }
        // 2. An attribution whose content holds the quote.
        if link.is_none() {
            // Nested reports (`Li said the claim that … was "false"`) are
            // the outermost speaker's: the widest content wins.
            // Contents lie near their cues: look one paragraph either side,
            // and no further than `CONTENT_REACH` bytes, so that one huge
            // paragraph costs each quote a bounded window.
            let from = doc.paragraphs[q.paragraph.saturating_sub(1)].start.max(q.span.start.saturating_sub(CONTENT_REACH));
            let to = doc.paragraphs.get(q.paragraph + 1).map_or(para.end, |p| p.end).min(q.span.end + CONTENT_REACH);
            let window = crate::seq::part(&carriers, carriers.partition_point(|&i| cues[i].cue.start < from)..carriers.partition_point(|&i| cues[i].cue.start < to));
            // `filter(..).max_by_key(..)` as a loop (in the WASM the
            // adapters were a function of their own): the last of equal
            // keys wins, as there.
            let mut best: Option<(usize, (bool, usize))> = None;
            for &i in window {
                // (`carriers` all have a source already.)
                if !cues[i].content.is_some_and(|c| c.contains(q.span)) {
                    continue;
                }
                // A cue in a later paragraph speaks for its own quotation,
                // not for one before it (a quotation running into it is
                // linked by rule 7) — unless the cue is a signature, a dash
                // and a name on the line below the quotation it signs.
                let cue = cues[i].cue;
                if !(is_signature(doc.slice(cue)) || cue.start < para.end && (cue.start < q.span.end || !ends_sentence(doc, last_char, cue.start))) {
                    continue;
                }
                let key = (!source_of(i).is_some_and(|(m, _)| is_relative(doc.slice(m))), cues[i].content.map_or(0, |c| c.len()));
                if best.is_none_or(|(_, k)| key >= k) {
                    best = Some((i, key));
                }
            }
            link = best.and_then(|(i, _)| with_source(i));
        }

        if let Some(l) = link.as_mut().filter(|l| l.rule == 0) {
            l.rule = 2;
        }
        // 3. A cue before the quote in the same sentence.
        if link.is_none() {
            let before_q = attribution::ending_by(&cues, q.span.start).max(lo).min(hi);
            let prev = before_q.checked_sub(1).filter(|&i| i >= lo && cues[i].cue.end <= q.span.start);
            link = prev
                .filter(|&i| {
                    let gap = crate::bytes::slice(text, cues[i].cue.end..q.span.start);
                    // Across a sentence end only to a colon, and not when the
                    // colon's sentence has a subject of its own (`Li spoke.
                    // Poe resisted: "…"`).
                    let own_subject = || reg.quote_source(qi).is_some_and(|(m, _, tag)| tag.is_none() && m.start >= cues[i].cue.end && !crate::source::is_pronoun(doc.slice(m)));
                    !ends_sentence(doc, cues[i].cue.start, q.span.start) || gap.trim_space_end().ends_with(":") && at_most_words(gap, 12) && !own_subject()
                })
                .and_then(with_source);
        }

        if let Some(l) = link.as_mut().filter(|l| l.rule == 0) {
            l.rule = 3;
        }
        // 4. A cue later in the same sentence.
        // Cues from `after_q` up to here stand in the quote's sentence.
        let sentence_hi = same_sentence_end(doc, &cues, last_char, after_q, hi);
        if link.is_none() {
            link = Some(sourced.next(after_q)).filter(|&i| i < sentence_hi).and_then(with_source);
        }

        if let Some(l) = link.as_mut().filter(|l| l.rule == 0) {
            l.rule = 4;
        }
        // 5. An earlier quote of the same paragraph.
        if link.is_none() {
            if let Some(p) = qi.checked_sub(1).filter(|&p| quotes[p].paragraph == q.paragraph) {
                // A cue in between that names someone else starts a new
                // speaker; the previous quote's own cue does not.
                let prev_entry = out[p].map(|l| l.entry);
                // A cue in the previous quote's own sentence, or in its
                // frame's, reports beside it (`"…," said Jo Li, who
                // likened it to X. "…"`, `"…," Li told the paper, after
                // Poe stated Y. "…"`): no new speaker.
                let quote_sentence = doc.sentence_at(quotes[p].span.end.saturating_sub(1));
                let frame_sentence = out[p].and_then(|l| l.cue).and_then(|c| doc.sentence_at(cues[c].cue.start));
                let beside = |i: usize| {
                    let si = doc.sentence_at(cues[i].cue.start);
                    si.is_some() && (si == quote_sentence || si == frame_sentence)
                };
                let cue_between = (attribution::starting_before(&cues, quotes[p].span.end)..after_q).any(|i| {
                    !beside(i)
                        && cues[i].cue.start >= quotes[p].span.end
                        && cues[i].cue.end <= q.span.start
                        && source_of(i).is_some_and(|s| Some(s.1) != prev_entry)
                        && !trailing_participle(doc, cues[i].cue)
                });
                // A sentence with a subject of its own before the quote
                // (`Jo Li called it "…"`) is that subject's, not the
                // previous speaker's.
                let own_subject = reg.quote_source(qi).is_some_and(|(m, _, tag)| tag.is_none() && !crate::source::is_pronoun(doc.slice(m)));
                if !cue_between && !own_subject {
                    link = out[p].map(|l| Link { cue: None, rule: 0, ..l });
                }
            }
        }

        if let Some(l) = link.as_mut().filter(|l| l.rule == 0) {
            l.rule = 5;
        }
        // 5b. A quote that stands as a sentence of its own after a cited
        // sentence of the same paragraph (`Li said in a statement. "…"`).
        if link.is_none() {
            link = follows_cited_sentence(doc, q.span, lo, &cues, &source_of);
        }
        if let Some(l) = link.as_mut().filter(|l| l.rule == 0) {
            l.rule = 10;
        }
        // 6. A quote paragraph with no cue carries on the previous speaker.
        if link.is_none() {
            let opens = crate::bytes::slice(text, para.start..q.span.start).trim_space().is_empty();
            let no_cue = cited[here.start] == cited[here.end];
            if (opens && no_cue) || q.continued {
                link = previous_speaker(doc, &quotes, qi, &cues, reg, &out);
            }
        }
        if let Some(l) = link.as_mut().filter(|l| l.rule == 0) {
            l.rule = 6;
        }
        // A nested attribution: `"…," Jo Li told Acme, according to the
        // Daily Planet` is the Daily Planet's report.
        if let Some(l) = link.as_mut() {
            // The first "according" cue after the quote and past the
            // mention, in the quote's sentence; else a paper's report
            // right after the quote.
            let past_mention = attribution::starting_before(&cues, l.via.end + 1).max(after_q);
            let outer = Some(according.next(past_mention)).filter(|&i| i < sentence_hi).or_else(|| next.filter(|&i| reports_quote(doc, q.span, cues[i].cue, source_of(i))));
            if let Some((via, entry)) = outer.and_then(|i| reg.cue_source(i)) {
                *l = Link { cue: outer, via, entry, rule: l.rule };
            }
        }
        out.push(link);
    }
    // 7. One speaker for a quotation over several paragraphs. Its own cue,
    // in a later paragraph, outranks the speaker that rule 6 carried on
    // from the closed quote before the quotation began. Not a speaker
    // carried from a paragraph of the same quotation (a transcript is one
    // long quotation with its own speaker labels), nor one from a
    // paragraph that introduces it with no quote ("CNN reported:" and a
    // block quote of its report).
    let mut from_before = Seq::new(vec![false; quotes.len()]);
    let mut carried_in = false;
    for (i, q) in quotes.iter().enumerate() {
        let carried = out[i].is_some_and(|l| l.rule == 6);
        if !q.continued {
            let entry = |k: usize| out[k].map(|l| l.entry);
            carried_in = carried && i > 0 && entry(i - 1) == entry(i);
        }
        from_before[i] = carried && carried_in;
        carried_in &= carried;
    }
    for i in (0..quotes.len().saturating_sub(1)).rev() {
        let next_own = out[i + 1].is_some_and(|l| l.rule != 6);
        if quotes[i].continues && (out[i].is_none() || from_before[i] && next_own) {
            out[i] = out[i + 1].map(|l| Link { cue: None, rule: 7, ..l });
        }
    }
    // 8. Last resort: the subject of the sentence the quote stands in
    // (`Jo Li has long decried "…"`).
    for (qi, l) in out.iter_mut().enumerate() {
        if l.is_none() {
            if let Some((via, entry, None)) = reg.quote_source(qi).filter(|&(m, _, _)| !doc.is_dateline(m) && !expletive_it(doc, m)) {
                *l = Some(Link { cue: None, via, entry, rule: 8 });
            }
        }
    }
    out.into()
}

/// Is cue `cue` a paper's report framing the quote `q` it follows, its
/// subject right after the closing mark (`Li said: "…," the Times
/// reported`)? Like "according to", the report carries the quote: the
/// speaker inside it is the paper's to vouch for.
fn reports_quote(doc: &Doc, q: Span, cue: Span, source: Option<(Span, usize)>) -> bool {
    let verb = doc.slice(cue);
    // The subject follows the closing mark with at most a comma between,
    // and the verb follows the subject with at most one word ("first").
    source.is_some_and(|(m, _)| {
        (verb.ends_with("reported") || verb.ends_with("reports"))
            && (q.end..q.end + 3).contains(&m.start)
            && !crate::bytes::slice(doc.text, m.end..cue.start).trim_space().has(' ')
    })
}

/// Is mention `m` an "it" that only fills the subject slot before a form
/// of "be" or "seem" ("It is strange that Li would denounce "…"", "It
/// wasn't just the cries of "…"")? No one speaks there: the quote stays
/// without a speaker rather than taking a wrong one.
fn expletive_it(doc: &Doc, m: Span) -> bool {
    if !doc.slice(m).same_ic("it") {
        return false;
    }
    let next = doc.words.get(doc.word_from(m.end)).map_or("", |&w| doc.slice(w));
    words!["is", "was", "isn't", "wasn't", "isn’t", "wasn’t", "seems", "seemed"].contains_ignore_case(next.as_bytes())
}

/// For each index, the first index at or after it that has a property
/// (`n` when none does): "the next cue with a source" in O(1).
struct NextWith(Vec<usize>);

impl NextWith {
    fn new(n: usize, has: impl Fn(usize) -> bool) -> Self {
        let mut next = crate::seq::filled(n, n + 1);
        for i in (0..n).rev() {
            *crate::seq::at_mut(&mut next, i) = if has(i) { i } else { *crate::seq::at(&next, i + 1) };
        }
        NextWith(next)
    }

    fn next(&self, i: usize) -> usize {
        self.0.get(i).copied().unwrap_or(self.0.len() - 1)
    }
}

/// End (exclusive) of the run of cues from `from` (below `hi`) that start
/// in the sentence holding byte `pos`; the cues from `from` on start at or
/// after `pos`.
fn same_sentence_end(doc: &Doc, cues: &[attribution::Found], pos: usize, from: usize, hi: usize) -> usize {
    let cues = View(cues);
    match doc.sentence_at(pos) {
        Some(s) => attribution::starting_before(&cues, doc.sentences[s].end).max(from).min(hi.max(from)),
        None => (from..hi).find(|&i| ends_sentence(doc, pos, cues[i].cue.start)).unwrap_or(hi.max(from)),
    }
}

/// The speaker a cue-less quote paragraph carries on: the last quote of the
/// previous paragraph, or a cue that ends that paragraph with a colon
/// (`Jo Li said:`).
fn previous_speaker(doc: &Doc, quotes: &[quote::Found], qi: usize, cues: &[attribution::Found], reg: &Registry, out: &[Option<Link>]) -> Option<Link> {
    let (quotes, cues, out) = (View(quotes), View(cues), View(out));
    // The previous paragraph, or the one before it when the previous one
    // is narration with no quote and no cue ("His anger was plain.").
    let mut pi = quotes[qi].paragraph.checked_sub(1)?;
    let silent = |p: usize| {
        let para = doc.paragraphs[p];
        let no_quote = crate::seq::last_of_while(&quotes[..qi], |q| q.paragraph >= p, |q| q.paragraph == p).is_none();
        let lo = attribution::starting_before(&cues, para.start);
        let hi = attribution::starting_before(&cues, para.end);
        no_quote && lo == hi
    };
    if silent(pi) && pi > 0 {
        pi -= 1;
    }
    let prev_para = doc.paragraphs[pi];
    if doc.slice(prev_para).trim_space_end().ends_with(":") {
        let lo = attribution::starting_before(&cues, prev_para.start);
        let hi = attribution::starting_before(&cues, prev_para.end);
        if let Some(l) = crate::seq::last_some(lo..hi, |i| reg.cue_source(i)) {
            return Some(Link { cue: None, via: l.0, entry: l.1, rule: 0 });
        }
    }
    let _ = doc;
    if let Some(p) = crate::seq::last_in_while(0..qi, |p| quotes[p].paragraph >= pi, |p| quotes[p].paragraph == pi) {
        return out[p].map(|l| Link { cue: None, rule: 0, ..l });
    }
    // No quote there: the last source cited in that paragraph.
    let lo = attribution::starting_before(&cues, prev_para.start);
    let hi = attribution::starting_before(&cues, prev_para.end);
    crate::seq::last_some(lo..hi, |i| reg.cue_source(i)).map(|(via, entry)| Link { cue: None, via, entry, rule: 0 })
}

/// The source of the last cue before a quote in its paragraph, when the
/// quote opens a sentence of its own with no cue (`Li said in a statement.
/// "…"`): a paragraph keeps to one voice.
fn follows_cited_sentence(doc: &Doc, q: Span, lo: usize, cues: &[attribution::Found], source_of: &dyn Fn(usize) -> Option<(Span, usize)>) -> Option<Link> {
    let cues = View(cues);
    let si = doc.sentence_at(q.start)?;
    let sent = *doc.sentences.get(si)?;
    if !doc.text.get(sent.start..q.start)?.trim_space().is_empty() {
        return None;
    }
    let before = attribution::ending_by(&cues, q.start);
    let i = crate::seq::last_in(lo..before, |i| !trailing_participle(doc, cues[i].cue))?;
    let (via, entry) = source_of(i)?;
    Some(Link { cue: None, via, entry, rule: 0 })
}

/// A cue in a participle clause trailing another (`…," said Li, referring
/// to the plan`, `…, adding that …`): its subject is the main clause's, so
/// whatever the attribution stage found after it is an object.
fn trailing_participle(doc: &Doc, cue: Span) -> bool {
    let word = crate::bytes::words(doc.slice(cue)).next().unwrap_or("");
    // "according to" names a report of its own.
    word.ends_with("ing") && word != "according" && word.first_is(crate::bytes::is_lower) && crate::bytes::slice(doc.text, ..cue.start).trim_space_end().ends_with(",")
}

/// A relative pronoun standing for a cue's subject (`Li, who said …`):
/// its clause is a side remark, and its content reaches no further than
/// the clause, so a wider content from it is the attribution stage's
/// overreach.
fn is_relative(m: &str) -> bool {
    words!["who", "which", "that"].contains(m.as_bytes())
}

/// Can a cue's source mention name a speaker? Not a stretch that opens on
/// a verb or adverb (`let them`, `near-constant`) or ends on a function
/// word (`her right foot was`): the attribution stage read past the noun
/// phrase.
fn names_someone(m: &str) -> bool {
    use crate::source::lexicon;
    // The first, second and last words, without a vector of all of them
    // or a lower-cased copy of each: the word lists are lower-case ASCII,
    // so reading them ignoring case answers as a folded copy did (a
    // non-ASCII key matches neither way), and the lexicon's key folds
    // ASCII itself (only a non-ASCII first word is folded for it).
    let mut words = crate::bytes::words(m);
    let Some(first) = words.next() else { return false };
    let second = words.next();
    let last = words.last().or(second).unwrap_or(first);
    let several = second.is_some();
    let lower: std::borrow::Cow<str> = if crate::bytes::is_ascii(first.as_bytes()) { first.into() } else { crate::fold::fold(first).into() };
    let opens_well = !first.first_is(crate::bytes::is_lower)
        || crate::source::is_pronoun(first)
        || words!["the", "a", "an", "this", "that", "these", "those", "his", "her", "their", "its", "our", "my", "some", "many", "most", "several", "both", "all", "one", "two", "three", "other", "others", "another"].contains_ignore_case(lower.as_bytes())
        || lexicon::noun_class(first).is_some()
        || lexicon::is_title(first)
        || lexicon::is_indefinite(&lower)
        // A descriptive title before a name ("county lawyer Jo Birk",
        // "campaign consultant Jo Li"): the name closes the mention.
        || several && last.first_is(crate::bytes::is_upper);
    let last = crate::bytes::trim_end_of(last, &[',']).as_bytes();
    let ends_well = !several || !words!["a", "an", "the", "was", "were", "is", "are", "be", "being", "been", "them", "of", "to", "has", "have", "had"].contains_ignore_case(last);
    // A time phrase ("the past", "A month later") or a participle clause
    // ("Holding signs") stands where a subject would: no one is named.
    let time = several && words!["past", "later", "earlier", "ago", "month", "week", "year", "day", "night", "morning", "evening", "afternoon", "time"].contains_ignore_case(last);
    let participle = several && first.len() > 5 && first.ends_with("ing") && second.is_some_and(|w| w.first_is(crate::bytes::is_lower));
    // A party adjective alone ("Democratic claims") modifies a noun cue; it
    // is not the one who claims.
    let adjective = !several && words!["democratic", "republican", "partisan", "bipartisan"].contains_ignore_case(lower.as_bytes());
    opens_well && ends_well && !time && !participle && !adjective
}
