//! Transcript labels: the speaker's name in capitals before a colon, at the
//! start of a quoted turn (`"PENCE: Well, look …"`, `"MR. LI: We did."`),
//! the way newsrooms print interviews and debate transcripts.

use crate::bytes::Trim as _;
use crate::bytes::Chars as _;
use crate::segment::Doc;
use crate::words;
use crate::wordset::WordList;
use crate::Span;

/// Words most a label may have (`SEN. JO LI`).
const MAX_WORDS: usize = 4;

/// Capitalised headings that are not speakers (`"VIDEO: …"`).
const NOT_SPEAKERS: WordList = words![
    "VIDEO", "AUDIO", "PHOTO", "PHOTOS", "UPDATE", "NOTE", "EDITOR'S NOTE", "BREAKING", "WATCH", "READ", "CORRECTION", "TRANSCRIPT", "SOURCE", "SOURCES",
    "RELATED", "ALSO", "PS", "P.S.", "AP", "OK", "FACT", "FALSE", "TRUE", "WARNING", "ADVERTISEMENT", "QUESTION", "ANSWER", "Q", "A",
];

/// The label opening a quote: the colon and the name before it. Only
/// capitals count as a label, so a quoted sentence that begins with a
/// capitalised phrase and a colon (`"Important distinction: …"`) is not one.
pub fn transcript(doc: &Doc, quote: Span) -> Option<(Span, Span)> {
    let text = doc.text.get(quote.start..quote.end)?;
    let body = crate::bytes::trim_start_by(text, |c: char| matches!(c, '"' | '“' | '”' | '«' | '„' | '\'' | '‘') || crate::bytes::is_space(c));
    let start = quote.start + (text.len() - body.len());
    // The label ends at the first colon, within a short stretch.
    // Among the first 40 characters (at most 160 bytes, searched as bytes).
    let head = body.as_bytes().get(..160).unwrap_or(body.as_bytes());
    let colon = head.iter().position(|&b| b == b':' || b == b'\n').filter(|&k| head.get(k) == Some(&b':'))?;
    if crate::bytes::slice(body, ..colon).char_count() >= 40 {
        return None;
    }
    let label = crate::bytes::slice(body, ..colon);
    let after = crate::bytes::slice(body, colon + 1..);
    if !after.first_is(|c| matches!(c, ' ' | '\u{a0}')) {
        return None;
    }
    if !is_speaker_label(label) {
        return None;
    }
    let name = Span::new(start, start + colon);
    Some((Span::new(name.end, name.end + 1), name))
}

/// Is `label` (the text before a colon) a speaker's name in capitals, as
/// transcripts print it: up to [`MAX_WORDS`] words, no heading word.
pub fn is_speaker_label(label: &str) -> bool {
    let words = crate::bytes::words(label).count();
    if words == 0 || words > MAX_WORDS || label.trim_space() != label {
        return false;
    }
    let letters = label.count_of(|c| crate::bytes::is_alpha(c));
    let caps_only = label.all_are(|c| crate::bytes::is_upper(c) || matches!(c, ' ' | '.' | '-' | '\'' | '’'));
    letters >= 2 && caps_only && !NOT_SPEAKERS.contains(crate::bytes::replace(label, '’', "'").as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn label(text: &str) -> Option<String> {
        let doc = Doc::new(text);
        transcript(&doc, Span::new(0, text.len())).map(|(_, n)| text[n.start..n.end].to_string())
    }

    #[test]
    fn labels_in_capitals() {
        // (convention, quote, label)
        let cases: &[(&str, &str, Option<&str>)] = &[
            ("surname label", "\"POE: We are ready.\"", Some("POE")),
            ("title and surname", "\"MR. POE: We are ready.\"", Some("MR. POE")),
            ("curly marks", "“ANN POE: We are ready.”", Some("ANN POE")),
            ("a heading is no speaker", "\"VIDEO: The speech.\"", None),
            ("mixed case is a phrase, not a label", "\"Important distinction: we won.\"", None),
            ("no space after the colon", "\"POE:10 votes.\"", None),
            ("colon too far in", "\"WE ARE READY AND WE WILL WIN THIS RACE IN THE END NOW: yes.\"", None),
        ];
        for (name, text, want) in cases {
            assert_eq!(label(text).as_deref(), *want, "{name}");
        }
    }
}
