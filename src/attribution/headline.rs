//! Headline attributions: `Name: what they said`, a short line whose colon
//! is the cue (PolNeAR marks the colon alone as the cue).

use super::context::Ctx;
use super::Found;
use crate::Span;

/// Longest line read as a headline, in bytes.
const MAX_LINE: usize = 220;

/// Labels that end in a colon without attributing anything.
const LABELS: &[&str] = &[
    "update", "note", "photo", "photos", "video", "watch", "read", "related", "source", "sources", "image",
    "editor's", "correction", "clarification", "q", "a", "by", "listen", "see", "more", "also", "live",
];

/// Finds `Name: content` lines.
pub fn find(cx: &Ctx) -> Vec<Found> {
    let text = cx.doc.text;
    let mut out = Vec::new();
    for &para in &cx.doc.paragraphs {
        if para.len() > MAX_LINE {
            continue;
        }
        let line = &text[para.start..para.end];
        let Some(colon) = line.find(':') else { continue };
        let name = line[..colon].trim_end();
        let rest = line[colon + 1..].trim();
        if name.is_empty() || rest.split_whitespace().count() < 2 {
            continue;
        }
        let words: Vec<&str> = name.split_whitespace().collect();
        if words.len() > 5 || name.chars().any(|c| matches!(c, '"' | '“' | '”' | ',' | '.' | '!' | '?')) {
            continue;
        }
        let caps = words.iter().all(|w| {
            w.chars().next().is_some_and(char::is_uppercase) || matches!(*w, "of" | "the" | "for" | "and" | "de" | "to")
        });
        let first = words[0].to_ascii_lowercase();
        if !caps || LABELS.contains(&first.as_str()) || words.iter().all(|w| w.chars().all(|c| !c.is_lowercase())) {
            continue;
        }
        let cue = Span::new(para.start + colon, para.start + colon + 1);
        let source = Span::new(para.start, para.start + name.len());
        let rest_start = para.end - line[colon + 1..].trim_start().len();
        let mut end = para.end;
        if text[..end].ends_with('.') {
            end -= 1;
        }
        let content = (end > rest_start).then(|| Span::new(rest_start, end));
        out.push(Found { cue, source: Some(source), name: Some(source), content, vague: false, source_after: false, continuation: None, lead: None });
    }
    out
}
