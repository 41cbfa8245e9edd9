//! Cue spans: a cue word with its verb group, PolNeAR style ("has long
//! argued", "did not say", "according to", "called for", "said:").

use super::context::Ctx;
use crate::cue;
use crate::Span;

/// A cue: words `first..=last` (the word span), and the span it covers
/// (which may take a following colon).
#[derive(Debug, Clone, Copy)]
pub struct Cue {
    /// First word of the cue.
    pub first: usize,
    /// Last word of the cue.
    pub last: usize,
    /// Bytes covered, colon included when one follows.
    pub span: Span,
}

/// Words that may sit inside a verb group but never start it: "to", an
/// article or a preposition at the left edge belongs to what precedes.
const EDGE_LEFT: &[&str] = &[
    "to", "a", "an", "the", "his", "her", "their", "its", "of", "in", "on", "at", "as", "all", "both", "so", "more",
    "no", "out", "back", "and", "by",
];

/// Words that never end a cue: an article ends a noun phrase, not a cue.
const EDGE_RIGHT: &[&str] = &["a", "an", "the", "his", "her", "their", "its", "and"];

/// Finds every cue outside quotations, in text order, none overlapping.
pub fn find(cx: &Ctx) -> Vec<Cue> {
    let n = cx.len();
    let mut out = Vec::new();
    let mut i = 0;
    while i < n {
        if cx.quoted[i] || !cx.is_trigger(i) {
            i += 1;
            continue;
        }
        let mut last = i;
        loop {
            let j = last + 1;
            if j >= n || cx.quoted[j] || !cx.joined(j) {
                break;
            }
            if cx.is_trigger(j) || cue::joins_right(cx.key(last), cx.key(j)) {
                last = j;
                continue;
            }
            // A verb-group word bridging two cue words: "expected to say".
            if cue::joins_left(cx.key(j)) && j + 1 < n && cx.joined(j + 1) && !cx.quoted[j + 1] && cx.is_trigger(j + 1) {
                last = j + 1;
                continue;
            }
            break;
        }
        let mut first = i;
        while first > 0 && !cx.quoted[first - 1] && cx.joined(first) && cue::joins_left(cx.key(first - 1)) {
            first -= 1;
        }
        while first < i && cx.keys[first].is_any(EDGE_LEFT) {
            first += 1;
        }
        while last > i && cx.keys[last].is_any(EDGE_RIGHT) {
            last -= 1;
        }
        let mut span = cx.span(first, last);
        let rest = &cx.doc.text[span.end..];
        if rest.starts_with(':') {
            span.end += 1;
        }
        out.push(Cue { first, last, span });
        i = last + 1;
    }
    out
}
