//! Attributions: cues of reported speech with their source mention and
//! content.

use crate::cue;
use crate::quote;
use crate::segment::Doc;
use crate::Span;

/// One attribution found in the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Found {
    /// The cue: "said", "according to".
    pub cue: Span,
    /// The mention of the source next to the cue, if the text names one.
    pub source: Option<Span>,
    /// What is attributed.
    pub content: Option<Span>,
    /// The source is missing or vague.
    pub vague: bool,
}

const PRONOUNS: &[&str] = &["he", "she", "they", "it", "we", "i"];
const NAME_LINKS: &[&str] = &["of", "for", "the", "de", "al"];

/// Finds every attribution, in text order.
pub fn find(doc: &Doc, quotes: &[quote::Found]) -> Vec<Found> {
    let text = doc.text;
    let words = &doc.words;
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        let s = doc.slice(w);
        let phrase = s.eq_ignore_ascii_case("according") && words.get(i + 1).is_some_and(|n| doc.slice(*n).eq_ignore_ascii_case("to"));
        if phrase {
            let cue = Span::new(w.start, words[i + 1].end);
            let source = mention_after(doc, i + 2);
            let content = doc.sentence_at(w.start).map(|si| doc.sentences[si]);
            out.push(Found { cue, source, content, vague: source.is_none() });
            i += 2;
            continue;
        }
        if cue::verb_lemma(s).is_none() {
            i += 1;
            continue;
        }
        let source = mention_before(doc, i).or_else(|| mention_after(doc, i + 1));
        let content = content_of(doc, w, quotes);
        out.push(Found { cue: w, source, content, vague: source.is_none() });
        i += 1;
    }
    let _ = text;
    out
}

fn is_cap(word: &str) -> bool {
    word.chars().next().is_some_and(char::is_uppercase)
}

/// The mention ending right before word `i`: a pronoun or a run of
/// capitalised words ("Jane Doe", "The New York Post").
fn mention_before(doc: &Doc, i: usize) -> Option<Span> {
    let prev = *doc.words.get(i.checked_sub(1)?)?;
    let gap = &doc.text[prev.end..doc.words[i].start];
    if !gap.trim().is_empty() {
        return None;
    }
    let p = doc.slice(prev);
    if PRONOUNS.iter().any(|x| x.eq_ignore_ascii_case(p)) {
        return Some(prev);
    }
    if !is_cap(p) {
        return None;
    }
    let mut start = i - 1;
    while start > 0 {
        let w = doc.words[start - 1];
        let gap = &doc.text[w.end..doc.words[start].start];
        if gap != " " || !(is_cap(doc.slice(w)) || NAME_LINKS.contains(&doc.slice(w))) {
            break;
        }
        start -= 1;
    }
    while start < i - 1 && NAME_LINKS.contains(&doc.slice(doc.words[start])) {
        start += 1;
    }
    Some(Span::new(doc.words[start].start, prev.end))
}

/// The mention starting at word `i`: a pronoun or capitalised run.
fn mention_after(doc: &Doc, i: usize) -> Option<Span> {
    let first = *doc.words.get(i)?;
    let f = doc.slice(first);
    if PRONOUNS.iter().any(|x| x.eq_ignore_ascii_case(f)) {
        return Some(first);
    }
    let mut end = i;
    if f.eq_ignore_ascii_case("the") {
        end += 1;
    }
    let mut last = None;
    while let Some(&w) = doc.words.get(end) {
        let ws = doc.slice(w);
        let gap_ok = end == i || &doc.text[doc.words[end - 1].end..w.start] == " ";
        if !gap_ok || !(is_cap(ws) || (last.is_some() && NAME_LINKS.contains(&ws))) {
            break;
        }
        if is_cap(ws) {
            last = Some(end);
        }
        end += 1;
    }
    last.map(|l| Span::new(first.start, doc.words[l].end))
}

/// The quote next to the cue, else the rest of the sentence after it, else
/// the sentence before it.
fn content_of(doc: &Doc, cue: Span, quotes: &[quote::Found]) -> Option<Span> {
    let si = doc.sentence_at(cue.start)?;
    let sent = doc.sentences[si];
    let near = quotes
        .iter()
        .filter(|q| q.span.end <= cue.start && cue.start - q.span.end <= 40 && sent.overlaps(q.span) || q.span.start >= cue.end && q.span.start - cue.end <= 40 && sent.overlaps(q.span))
        .min_by_key(|q| if q.span.end <= cue.start { cue.start - q.span.end } else { q.span.start - cue.end });
    if let Some(q) = near {
        return Some(q.span);
    }
    let after = crate::segment::trim(doc.text, Span::new(cue.end, sent.end));
    let after_text = doc.slice(after);
    if after_text.len() > 12 {
        let body = after_text.strip_prefix("that ").map_or(after.start, |_| after.start + 5);
        let end = after.end - usize::from(after_text.ends_with('.'));
        return Some(Span::new(body, end));
    }
    let before = crate::segment::trim(doc.text, Span::new(sent.start, cue.start));
    let b = doc.slice(before);
    let cut = b.rfind(',').unwrap_or(b.len());
    (cut > 0).then(|| Span::new(before.start, before.start + cut))
}
