//! Senses of cue words that are no cue: a learned cue word read in a
//! context where PolNeAR's annotators see a noun or an idiom, not an act of
//! saying ("took the case to court"). The lexicon learns words and word
//! pairs; these contexts need a word further away, so they are told apart
//! here. Every rule counts its
//! evidence in PolNeAR train (840 articles).

use super::context::Ctx;
use crate::cue::KeyStr;

/// Verbs of "make the case": the idiom that argues.
const MAKE: &[&str] = &["make", "makes", "made", "making"];

/// Is cue word `i` used in a sense that attributes nothing?
///
/// - "case to" argues only as "make the case to X": in train, after
///   make/made/making within three words 8 of 10 "case to" are gold cues,
///   elsewhere 1 of 9 ("took the case to the Supreme Court", "compare my
///   case to", "the Trump University case to").
pub fn not_a_cue(cx: &Ctx, i: usize) -> bool {
    let w = cx.key(i);
    match w {
        // (`wrapping_sub` before the first word reads "", past the end.)
        "case" => cx.key(i + 1) == "to" && ![1, 2, 3].iter().any(|&d| cx.key(i.wrapping_sub(d)).is_any(MAKE)),
        _ => false,
    }
}
