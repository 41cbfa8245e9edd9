//! The owner of a speech noun before a quote: `Trump's claim that there
//! were "thousands" of them`, `his call for "a total ban"`, `Ann Poe's
//! latest warning: "…"`. The words are the owner's, so the owner is the
//! speaker.

use crate::bytes::Chars as _;
use crate::bytes::Lower;
use crate::bytes::Has;
use crate::segment::Doc;
use crate::word_set;
use crate::wordset::WordSet;
use crate::Span;

/// Nouns that name something said (sorted).
const SPEECH_NOUN_LIST: &[&str] = &[
    "accusation", "accusations", "admission", "allegation", "allegations", "announcement", "answer", "appeal", "argument", "assertion", "assessment",
    "boast", "broadside", "call", "calls", "catchphrase", "characterization", "charge", "charges", "claim", "claims", "comment", "comments",
    "complaint", "conclusion", "contention", "declaration", "demand", "denial", "description", "insistence", "insult", "insults", "mantra",
    "message", "pitch", "plea", "pledge", "prediction", "promise", "promises", "question", "quip", "refrain", "remark", "remarks", "reply",
    "response", "retort", "rhetoric", "slogan", "statement", "statements", "suggestion", "threat", "tweet", "tweets", "vow", "warning", "warnings",
    "words",
];
const SPEECH_NOUNS: WordSet = word_set!(SPEECH_NOUN_LIST);

/// Most words between the speech noun and the quote (`claim that there
/// have been`).
const MAX_GAP: usize = 8;

/// Most modifiers between the owner and the noun (`his long, repeated
/// claim`).
const MAX_MODIFIERS: usize = 3;

fn is_possessive(w: &str) -> bool {
    w.ends_with("'s") || w.ends_with("’s") || w.ends_with("s'") || w.ends_with("s’")
}

/// The owner mention of a speech noun shortly before the quote starting at
/// `quote_start`, in the same sentence: the name without its `'s`, or the
/// possessive pronoun (`his`, `her`, `their`).
pub fn speech_owner(doc: &Doc, quote_start: usize) -> Option<Span> {
    let si = doc.sentence_at(quote_start)?;
    let sent = *doc.sentences.get(si)?;
    let first = doc.word_from(sent.start);
    let end = doc.word_from(quote_start);
    if end <= first {
        return None;
    }
    let lowest = end.saturating_sub(MAX_GAP + 1).max(first);
    // The nearest speech noun before the quote.
    // Lower-cased on the stack: a `String` a word read was 3.5 K
    // allocations on polnear-dev.
    let noun = crate::seq::last_in(lowest..end, |k| super::mention::in_set(SPEECH_NOUNS, doc.slice(doc.words[k])))?;
    // No other quotation between the noun and this quote.
    if doc.text.get(doc.words[noun].end..quote_start)?.has_any(&['"', '“', '”']) {
        return None;
    }
    // Walk back over a few lower-case modifiers to the owner.
    let mut k = noun;
    for _ in 0..=MAX_MODIFIERS {
        k = k.checked_sub(1).filter(|&k| k >= first)?;
        let span = doc.words[k];
        let w = doc.slice(span);
        if matches!(w.lower().as_str(), "his" | "her" | "their") {
            return Some(span);
        }
        if is_possessive(w) {
            let owner_end = span.start + crate::bytes::rfind_of(w, &['\'', '’'])?;
            if !w.first_is(crate::bytes::is_upper) {
                return None;
            }
            // The name runs back over capitalised words (`Donald Trump's`).
            let mut s = k;
            while s > first && doc.slice(doc.words[s - 1]).first_is(crate::bytes::is_upper) && crate::bytes::slice(doc.text, doc.words[s - 1].end..doc.words[s].start) == " " {
                s -= 1;
            }
            return Some(Span::new(doc.words[s].start, owner_end));
        }
        // Modifiers are lower-case words with no punctuation between.
        let next = doc.words[k + 1];
        if !w.first_is(crate::bytes::is_lower) || crate::bytes::trim_of(crate::bytes::slice(doc.text, span.end..next.start), &[',', ' ']).len() > 0 {
            return None;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn owner(text: &str) -> Option<String> {
        let doc = Doc::new(text);
        let q = crate::bytes::find_of(text, &['"', '“'])?;
        speech_owner(&doc, q).map(|s| text[s.start..s.end].to_string())
    }

    #[test]
    fn owners_of_speech_nouns() {
        // (convention, text, owner)
        let cases: &[(&str, &str, Option<&str>)] = &[
            ("name's claim that", "Critics doubted Ann Poe's claim that the dam was \"safe\" all year.", Some("Ann Poe")),
            ("pronoun's call for", "He repeated his call for \"a total ban\" on imports.", Some("his")),
            ("modifiers between", "Max Roe's latest, angry remarks about \"traitors\" drew fire.", Some("Max Roe")),
            ("curly possessive", "Ann Poe’s warning: “Do not go.”", Some("Ann Poe")),
            ("no speech noun", "Ann Poe's house is \"a palace\" to some.", None),
            ("noun too far", "Ann Poe's claim was reviewed by a panel of nine judges from three states and \"rejected\".", None),
        ];
        for (name, text, want) in cases {
            assert_eq!(owner(text).as_deref(), *want, "{name}");
        }
    }

    #[test]
    fn speech_nouns_are_read_in_any_case() {
        // `mention::in_set` lower-cases a word of at most `SET_WORD_MAX`
        // bytes on the stack: every noun must fit, in lower case.
        for &w in SPEECH_NOUN_LIST {
            assert!(w.len() <= super::super::mention::SET_WORD_MAX && w.bytes().all(|b| b.is_ascii_lowercase()), "{w}");
            let title = format!("{}{}", w[..1].to_ascii_uppercase(), &w[1..]);
            for form in [w.to_string(), w.to_ascii_uppercase(), title] {
                assert!(super::super::mention::in_set(SPEECH_NOUNS, &form), "{form}");
            }
            assert!(!super::super::mention::in_set(SPEECH_NOUNS, &format!("{w}x")), "{w}x");
        }
    }
}
