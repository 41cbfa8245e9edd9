//! Senses of cue words that are no cue: a learned cue word read in a
//! context where PolNeAR's annotators see a noun or an idiom, not an act of
//! saying ("took the case to court", "will no doubt win", "morning shows").
//! The lexicon learns words and word pairs; these contexts need a word
//! further away, so they are told apart here. Every rule counts its
//! evidence in PolNeAR train (840 articles).

use super::context::Ctx;
use crate::cue::KeyStr;

/// Verbs of "make the case": the idiom that argues.
const MAKE: &[&str] = &["make", "makes", "made", "making"];

/// Words after "no doubt" that give the doubt a content ("no doubt that
/// ...", "no doubt about it", "no doubt whether ...").
const DOUBT_CONTENT: &[&str] = &["that", "about", "whether"];

/// Words before "shows" that make it the plural noun: a possessive
/// ("their shows") or a kind of broadcast ("television shows", "the talk
/// shows", "morning shows").
const SHOWS_NOUN: &[&str] = &["their", "his", "her", "its", "our", "my", "your", "television", "tv", "talk", "morning", "radio", "cable"];

/// Is cue word `i` used in a sense that attributes nothing?
///
/// - "case to" argues only as "make the case to X": in train, after
///   make/made/making within three words 8 of 10 "case to" are gold cues,
///   elsewhere 1 of 9 ("took the case to the Supreme Court", "compare my
///   case to", "the Trump University case to").
/// - "no doubt" without "that"/"about"/"whether" after it is a sentence
///   adverb ("will no doubt raise questions", "Sound advice, no doubt."):
///   in train 0 of 6 are gold cues, while "no doubt that/about" is 3 of 3.
/// - "shows" after a possessive or a broadcast word is the noun: in train
///   1 of 13 is a gold cue ("took to the talk shows", "their shows rose").
/// - "went on to" is a cue only before a cue word ("went on to say",
///   "went on to call him"): in train 3 of 11 "went on to" are gold
///   cues, all before such a verb; "went on to win" is an action.
pub fn not_a_cue(cx: &Ctx, i: usize) -> bool {
    let w = cx.key(i);
    match w {
        "case" => cx.key(i + 1) == "to" && !(1..=3).any(|d| i >= d && cx.keys[i - d].is_any(MAKE)),
        "doubt" => i > 0 && cx.keys[i - 1].is("no") && !cx.key(i + 1).is_any(DOUBT_CONTENT),
        "went" => cx.key(i + 1) == "on" && cx.key(i + 2) == "to" && !cx.is_trigger(i + 3),
        "shows" => i > 0 && cx.joined(i) && cx.keys[i - 1].is_any(SHOWS_NOUN),
        _ => false,
    }
}
