//! Headline attributions: `Name: what they said`, a short line whose colon
//! is the cue (PolNeAR marks the colon alone as the cue).

use crate::bytes::Trim as _;
use crate::bytes::SameIc as _;
use crate::bytes::Chars as _;
use crate::bytes::Lower;
use crate::bytes::Has;
use super::context::Ctx;
use crate::words;
use crate::wordset::WordList;
use super::Found;
use crate::Span;

/// Longest line read as a headline, in bytes.
const MAX_LINE: usize = 220;

/// Labels that end in a colon without attributing anything. "The
/// Latest:" (AP's running stories), "Contributing:" (a credit line),
/// "Breaking:" and "Wow:" (teasers) open 22 colon lines in train, none a
/// gold cue. A connective or an imperative ("So:", "Look:", "Just
/// Leaked:") cannot open a name either.
const LABELS: WordList = words![
    "update", "note", "photo", "photos", "video", "watch", "read", "related", "source", "sources", "image",
    "editor's", "correction", "clarification", "q", "a", "by", "listen", "see", "more", "also", "live",
    "contributing", "breaking", "wow", "so", "look", "just", "exclusive", "bombshell",
];

/// Most words of a section heading's verdict ("Rivera: A long shot."):
/// a headline's claim or a transcript's turn is longer, or followed by
/// another turn.
const HEADING_WORDS: usize = 4;

/// The speaker label in capitals opening a line (`TAPPER: Do you …`), as
/// the byte offset of its colon in the line.
fn turn_label(line: &str) -> Option<usize> {
    // A colon among the first 40 characters: those fill at most 160 bytes,
    // searched as bytes (no decoding of every paragraph's opening).
    let head = line.as_bytes().get(..160).unwrap_or(line.as_bytes());
    let colon = head.iter().position(|&b| b == b':')?;
    if crate::bytes::slice(line, ..colon).char_count() >= 40 {
        return None;
    }
    let speaks = crate::bytes::slice(line, colon + 1..).first_is(|c| matches!(c, ' ' | '\u{a0}'));
    (speaks && crate::source::label::is_speaker_label(crate::bytes::slice(line, ..colon))).then_some(colon)
}

/// Whether a short `Name: a few words` line inside an article heads a
/// section of a roundup rather than reporting speech: prose follows it,
/// where a transcript's turn is followed by another turn, and no quotation
/// mark sets its words off as said.
#[inline(never)]
fn section_heading(text: &str, next: Option<&Span>, rest: &str) -> bool {
    let next_turn = next.is_some_and(|p| crate::bytes::slice(text, p.start..p.end).as_bytes().iter().take(60).any(|&b| b == b':'));
    !next_turn && !rest.has_any(&['"', '\u{201c}', '\u{2018}'])
}

/// Finds `Name: content` lines, and the turns of a transcript printed
/// without quotation marks (`TAPPER: …` ¶ `FALLIN: …`).
pub fn find(cx: &Ctx) -> Vec<Found> {
    let text = cx.doc.text;
    let mut out = Vec::new();
    let line = |p: Span| crate::bytes::slice(text, p.start..p.end);
    // Names in capitals before a colon are speakers only in a transcript:
    // two turns at least. Alone, "WASHINGTON:" or "BREAKING:" is a heading.
    let transcript = cx.doc.paragraphs.iter().filter(|&&p| turn_label(line(p)).is_some()).take(2).count() == 2;
    let paragraphs = &cx.doc.paragraphs;
    for (k, &para) in paragraphs.iter().enumerate() {
        let line = line(para);
        let turn = if transcript { turn_label(line) } else { None };
        if para.len() > MAX_LINE && turn.is_none() {
            continue;
        }
        let Some(colon) = turn.or_else(|| line.find_char(':')) else { continue };
        let name = crate::bytes::slice(line, ..colon).trim_space_end();
        let rest = crate::bytes::slice(line, colon + 1..).trim_space();
        let count = crate::bytes::words(rest).count();
        if name.is_empty() || count < 2 {
            continue;
        }
        if k > 0 && count <= HEADING_WORDS && section_heading(text, paragraphs.get(k + 1), rest) {
            continue;
        }
        let words: Vec<&str> = crate::bytes::words(name).collect();
        // A period ends a sentence, unless it closes a title or an initial
        // ("Dr. Jo Li", "Jo P. Li").
        let abbreviated = |w: &&str| {
            w.strip_suffix(".").is_some_and(|b| crate::source::lexicon::is_title(b) || (b.len() == 1 && b.all_are(crate::bytes::is_upper)))
        };
        let stops = words.iter().any(|w| !abbreviated(w) && w.has('.'));
        if words.len() > 5 || stops || name.any_is(|c| matches!(c, '"' | '“' | '”' | ',' | '!' | '?')) {
            continue;
        }
        let capital = |w: &&str| w.first_is(crate::bytes::is_upper) || matches!(*w, "of" | "the" | "for" | "and" | "de" | "to");
        // A name may end in a lower-case source noun: "Li camp: …",
        // "Tribune editorial: …" (the noun heads the source, the names
        // before it modify it).
        let (last, before) = words.split_last().unwrap_or((&"", &[]));
        let caps = words.iter().all(capital)
            || !before.is_empty() && before.iter().all(capital) && crate::source::lexicon::noun_class(last).is_some();
        let first = words.first().copied().unwrap_or_default().lower();
        let shouted = words.iter().all(|w| w.all_are(|c| !crate::bytes::is_lower(c)));
        // "Added Li: …" and "Said the mayor: …" open with a cue of their
        // own, found with its source after it; the line is no name.
        let verb_first = turn.is_none() && cx.is_trigger(cx.doc.word_from(para.start));
        if !caps || verb_first || LABELS.contains(first.as_bytes()) || name.same_ic("the latest") || (shouted && turn.is_none()) {
            continue;
        }
        let cue = Span::new(para.start + colon, para.start + colon + 1);
        let source = Span::new(para.start, para.start + name.len());
        let rest_start = para.end - crate::bytes::slice(line, colon + 1..).trim_space_start().len();
        let mut end = para.end;
        if crate::bytes::slice(text, ..end).ends_with(".") {
            end -= 1;
        }
        let content = (end > rest_start).then(|| Span::new(rest_start, end));
        out.push(Found { cue, source: Some(source), name: Some(source), content, vague: false, source_after: false, continuation: None, lead: None });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::turn_label;

    /// The label's colon must be among the line's first 40 characters,
    /// counted as characters, not bytes (the search runs over bytes).
    #[test]
    fn turn_label_colon_within_forty_characters() {
        assert_eq!(turn_label("TAPPER: Do you agree?"), Some(6));
        let line = |c: &str, n: usize| c.repeat(n) + ": Yes.";
        assert_eq!(turn_label(&line("A", 39)), Some(39));
        assert_eq!(turn_label(&line("A", 40)), None);
        assert_eq!(turn_label(&line("É", 39)), Some(78));
        assert_eq!(turn_label(&line("É", 40)), None);
        assert_eq!(turn_label(&line("𝐀", 39)), Some(156));
        assert_eq!(turn_label(&line("𝐀", 40)), None);
    }
}
