//! Attributions: cues of reported speech, thought and stance, each with its
//! source mention and its content, following PolNeAR's conventions
//! (`src/cue.rs` says which words are cues; the submodules say where the
//! cue, the source and the content begin and end).

mod content;
mod context;
mod cues;
mod headline;
mod mention;
mod signed;

use crate::quote;
use crate::segment::Doc;
use crate::Span;
use context::Ctx;

/// One attribution found in the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Found {
    /// The cue with its verb group: "said", "did not say", "according to".
    pub cue: Span,
    /// The mention of the source next to the cue (the `via`), if the text
    /// names one: the whole noun phrase, apposition included.
    pub source: Option<Span>,
    /// What is attributed: the quotation (marks included) or the clause.
    pub content: Option<Span>,
    /// The source is missing or vague ("it was reported", "officials say").
    pub vague: bool,
    /// The naming part of the source mention, without its apposition:
    /// "Jane Roe" in "Jane Roe, the mayor of Eastfield," (for registry
    /// names; `source` keeps PolNeAR's whole span).
    pub name: Option<Span>,
    /// The source mention comes after the cue (`said Jane Roe`,
    /// `according to X`).
    pub source_after: bool,
    /// More content after the cue, for a quotation the cue interrupts:
    /// `"A," she said. "B."` (the "B" part).
    pub continuation: Option<Span>,
}

/// Heads of vague sources: unnamed, plural or generic.
const VAGUE: &[&str] = &[
    "sources", "source", "officials", "official", "experts", "analysts", "critics", "observers", "people",
    "some", "many", "others", "reports", "aides", "insiders", "diplomats", "residents", "witnesses",
];

/// Finds every attribution, in text order.
pub fn find(doc: &Doc, quotes: &[quote::Found]) -> Vec<Found> {
    let cx = Ctx::new(doc, quotes);
    let found = cues::find(&cx);
    let mut out: Vec<Found> = Vec::with_capacity(found.len());
    for c in &found {
        let Some(si) = cx.sent.get(c.first).copied().filter(|&s| s != usize::MAX) else {
            continue;
        };
        let sent = doc.sentences[si];
        let (source, source_after) = source_of(&cx, c);
        // The frame is the cue and a source next to it; a shared subject
        // far before ("X did this, saying ...") stays out of it.
        let near = source.filter(|s| s.end + 3 >= c.span.start && s.start <= c.span.end + 3 || source_after);
        let frame = near.map_or(c.span, |s| s.cover(c.span));
        let head = (c.first..=c.last).rev().find(|&i| cx.is_trigger(i)).unwrap_or(c.last);
        let mut content = content::find(&cx, frame, head, sent, quotes, source_after);
        // The subject of an agentless passive or an evidential verb is what
        // is reported about: "the plan is expected to pass".
        if source.is_none() && subject_is_content(&cx, c) {
            let empty = |m: Span| doc.slice(m).eq_ignore_ascii_case("it") || doc.slice(m).eq_ignore_ascii_case("there");
            if let Some(subject) = mention::before(&cx, c).filter(|&m| !empty(m)) {
                content = content::Content { main: Some(subject), continuation: None };
            }
        }
        // An infinitive after a word that is no cue ("too soon to say") is
        // no attribution; after a cue it joined that cue's verb group.
        if c.first > 0 && cx.keys[c.first - 1].is("to") && cx.joined(c.first) {
            continue;
        }
        // PolNeAR annotates no attribution nested in another's content. Our
        // clause contents are generous, so only a cue in a relative clause
        // inside one ("what he called") is dropped.
        if let Some(prev) = out.last() {
            let nested = prev.content.is_some_and(|p| p.contains(c.span)) && prev.cue.end <= c.span.start;
            let relative = (1..=3).any(|d| c.first >= d && cx.keys[c.first - d].is_any(&["what", "which", "whom"]));
            if nested && (relative || source.is_none()) {
                continue;
            }
        }
        let vague = source.map_or(true, |s| is_vague(doc.slice(s)));
        let name = source.map(|s| name_part(doc, s));
        out.push(Found { cue: c.span, source, name, content: content.main, vague, source_after, continuation: content.continuation });
    }
    cut_at_next_frame(&cx, &mut out);
    let signed = signed::find(doc.text, quotes);
    let headlines = headline::find(&cx);
    let headlines: Vec<Found> = signed.into_iter().chain(headlines).collect();
    if !headlines.is_empty() {
        let fresh: Vec<Found> = headlines.into_iter().filter(|h| !out.iter().any(|f| f.source.is_some_and(|s| s.overlaps(h.cue)) || f.cue.overlaps(h.cue))).collect();
        out.extend(fresh);
        out.sort_by_key(|f| f.cue.start);
    }
    out
}

/// A clause content runs to the end of its sentence; when a second
/// attribution follows in the same sentence after a comma or a
/// conjunction ("A said X, and B said Y"), the first content ends there.
fn cut_at_next_frame(cx: &Ctx, out: &mut [Found]) {
    let text = cx.doc.text;
    for i in 0..out.len().saturating_sub(1) {
        let Some(c) = out[i].content else { continue };
        if c.end <= out[i].cue.start {
            continue;
        }
        let next = &out[i + 1];
        let frame = next.source.map_or(next.cue, |s| s.cover(next.cue));
        if frame.start <= c.start || frame.start >= c.end {
            continue;
        }
        let head = &text[c.start..frame.start];
        let trimmed = head.trim_end();
        let lower = trimmed.to_ascii_lowercase();
        let joined = trimmed.ends_with(',') || trimmed.ends_with(';') || lower.ends_with(" and") || lower.ends_with(" but");
        if !joined {
            continue;
        }
        let mut t = trimmed;
        for tail in [" and", " but", " And", " But"] {
            if let Some(x) = t.strip_suffix(tail) {
                t = x.trim_end();
            }
        }
        let cut = content::tidy_end(text, Span::new(c.start, c.start + t.len()));
        if !cut.is_empty() {
            out[i].content = Some(cut);
        }
    }
}

/// The mention up to its first comma: the name before an apposition.
fn name_part(doc: &Doc, mention: Span) -> Span {
    let s = doc.slice(mention);
    match s.find(',') {
        Some(i) if i > 0 => Span::new(mention.start, mention.start + s[..i].trim_end().len()),
        _ => mention,
    }
}

/// Is the cue an agentless passive ("is expected") or an evidential verb
/// ("seems"), whose subject is reported about rather than reporting?
fn subject_is_content(cx: &Ctx, c: &cues::Cue) -> bool {
    let be = (c.first..c.last).any(|i| cx.keys[i].is_any(&["was", "were", "is", "are", "been", "be", "being", "isn't", "wasn't", "aren't", "weren't"]));
    let head = (c.first..=c.last).rev().find(|&i| cx.is_trigger(i)).unwrap_or(c.last);
    let hk = cx.key(head);
    let participle = hk.ends_with("ed") || matches!(hk, "seen" | "known" | "told" | "said" | "thought" | "written" | "shown" | "given" | "held");
    let evidential = matches!(hk, "seems" | "seemed" | "seem" | "appears" | "appeared" | "appear" | "reportedly");
    let agent = cx.keys[c.last].is("by") || cx.key(c.last + 1) == "by";
    (be && participle || evidential) && !agent
}

/// The source mention of a cue and whether it follows the cue.
fn source_of(cx: &Ctx, c: &cues::Cue) -> (Option<Span>, bool) {
    let according = (c.first..=c.last).any(|i| cx.keys[i].is("according"));
    if according {
        return (mention::after(cx, c.last + 1, true, true), true);
    }
    // Passive with an agent: "was told by X", "were reported by X".
    let be = (c.first..c.last).any(|i| cx.keys[i].is_any(&["was", "were", "is", "are", "been", "be", "being", "isn't", "wasn't", "aren't", "weren't"]));
    let head = (c.first..=c.last).rev().find(|&i| cx.is_trigger(i)).unwrap_or(c.last);
    let hk = cx.key(head);
    let participle = hk.ends_with("ed") || matches!(hk, "seen" | "known" | "told" | "said" | "thought" | "written" | "shown" | "given" | "held" | "by");
    let passive = be && participle;
    let _ = hk;
    if passive && cx.key(c.last + 1) == "by" {
        return (mention::after(cx, c.last + 2, false, true), true);
    }
    if passive && cx.keys[c.last].is("by") {
        return (mention::after(cx, c.last + 1, false, true), true);
    }
    // The subject of a passive without agent ("the plan is expected to
    // fail") or of an evidential verb ("the bill seems dead") is part of
    // what is reported, not its source.
    if subject_is_content(cx, c) {
        return (None, false);
    }
    if let Some(m) = mention::before(cx, c) {
        // "It was reported", "there is concern": empty subjects of a
        // passive are no source.
        let empty = cx.doc.slice(m).eq_ignore_ascii_case("it") || cx.doc.slice(m).eq_ignore_ascii_case("there");
        if passive && empty {
            return (None, false);
        }
        return (Some(m), false);
    }
    if let Some(m) = mention::shared_subject(cx, c) {
        return (Some(m), false);
    }
    if passive {
        return (None, false);
    }
    // After a closing quotation mark (`"...," said X`) the mention may open
    // with any word: "said conservative activist Jo Li".
    let after_quote = cx.gap_before(c.first).trim().chars().any(|ch| matches!(ch, '"' | '”' | '\''));
    match mention::after(cx, c.last + 1, false, after_quote) {
        Some(m) => (Some(m), true),
        None => (None, false),
    }
}

/// Is the source unnamed or generic ("officials", "a senior official")?
fn is_vague(mention: &str) -> bool {
    let mut words = mention.split_whitespace().map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()));
    let first = words.next().unwrap_or("");
    let lower = |w: &str| w.to_ascii_lowercase();
    let f = lower(first);
    if VAGUE.contains(&f.as_str()) {
        return true;
    }
    if matches!(f.as_str(), "a" | "an" | "one" | "two" | "several" | "senior" | "some" | "many" | "unnamed" | "anonymous") {
        return mention.split_whitespace().any(|w| VAGUE.contains(&lower(w.trim_matches(|c: char| !c.is_alphanumeric())).as_str()));
    }
    false
}
