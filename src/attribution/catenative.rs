//! Infinitive cues governed by a verb that is no cue itself: an aspectual
//! verb ("continues to insist", "went so far as to say") or a causative
//! with its object ("led some allies to worry"). An infinitive after a word
//! that is no cue is otherwise dropped ("too soon to say"); these two
//! frames still report what the infinitive's subject says or thinks.

use super::context::Ctx;
use crate::words;
use crate::wordset::WordList;

/// Aspectual and catenative verbs that go on with the action of the
/// infinitive after them; PolNeAR's cue takes them in ("continues to
/// insist", "has begun to rebut", "used to boast", "hesitated to repeat",
/// "tried to explain": train has 27 gold cues opening with try/attempt).
const ASPECTUAL: WordList = words![
    "continue", "continues", "continuing", "begin", "begins", "began", "begun", "beginning", "start", "starts",
    "started", "starting", "moved", "proceeded", "hesitated", "paused", "used", "try", "tries", "tried", "trying",
    "attempt", "attempts", "attempted", "attempting",
];

/// Phrasal aspectuals, read backwards from the word before "to": "went on
/// to", "went so far as to", "has taken to saying".
const PHRASAL: &[&[&str]] = &[
    &["on", "went"], &["on", "goes"], &["on", "go"], &["on", "going"], &["on", "gone"],
    &["as", "far", "so", "went"], &["as", "far", "so", "go"], &["as", "far", "so", "goes"], &["as", "far", "so", "going"],
    &["taken"], &["took"],
];

/// Causatives whose object is the subject of the infinitive after it:
/// "prompted Jo Li to accuse", "led some to wonder", "forced the mayor to
/// acknowledge", "leaving many to wonder".
const CAUSATIVE: WordList = words![
    "prompt", "prompts", "prompted", "prompting", "lead", "leads", "led", "leading", "force", "forces", "forced",
    "forcing", "cause", "causes", "caused", "causing", "leave", "leaves", "leaving", "drives", "driving", "driven",
    "spurred", "spurring",
];

/// Words that cannot open the causative's object: a preposition makes the
/// verb one of motion or place ("drove from the city to ask").
const NOT_OBJECT: WordList = words![
    "from", "to", "in", "on", "at", "for", "with", "by", "into", "back", "out", "up", "down", "home", "there", "here",
    "behind", "open", "it", "way", "room", "time",
];

/// Longest causative object, in words.
const MAX_OBJECT: usize = 6;

/// Word `to` is the "to" of an infinitive after an aspectual verb: the
/// index of that verb's first word, which opens the cue. In train, 20 of
/// 33 infinitives of cue words after these verbs are gold cues that the
/// infinitive rule dropped, and the rest mostly weak cue words ("began to
/// see", "starts to look") that the lexicon does not take after "to".
pub fn aspectual(cx: &Ctx, to: usize) -> Option<usize> {
    if !cx.keys.is(to, "to") || to == 0 || !cx.joined(to) {
        return None;
    }
    let v = to - 1;
    if cx.keys.is_any(v, ASPECTUAL) {
        // "used to" is the habitual only after its subject: after "be"
        // or "have" it is a participle ("the word he has used to
        // describe").
        if cx.keys.is(v, "used") && !(v > 0 && cx.joined(v) && !cx.keys.is_any(v - 1, words!["be", "been", "is", "was", "were", "are", "being", "has", "have", "had", "having"])) {
            return None;
        }
        return Some(v);
    }
    PHRASAL.iter().find_map(|words| {
        let n = words.len();
        let first = (to + 1).checked_sub(n + 1)?;
        let all = (0..n).all(|k| cx.keys.is(v - k, words[k]) && (k + 1 == n || cx.joined(v - k)));
        all.then_some(first)
    })
}

/// Word `to` is the "to" of an infinitive whose subject is the object of a
/// causative before it: the object's first and last words, the
/// attribution's source. In train, 12 of 15 infinitives of cue words in
/// this frame are gold cues ("led Republicans to say", "caused many to
/// wonder"), dev 1 of 1.
pub fn causative(cx: &Ctx, to: usize) -> Option<(usize, usize)> {
    if !cx.keys.is(to, "to") || to < 2 || !cx.joined(to) {
        return None;
    }
    let mut first = to;
    while first > 1 && to - first < MAX_OBJECT && cx.joined_np(first) && !cx.quoted[first - 1] {
        first -= 1;
        if cx.keys.is_any(first - 1, CAUSATIVE) && cx.joined_np(first) {
            let object_ok = !cx.keys.is_any(first, NOT_OBJECT) && !cx.is_trigger(first);
            return object_ok.then_some((first, to - 1));
        }
    }
    None
}

/// "Pressure on X to": the noun's object is the infinitive's subject too
/// ("putting pressure on the nominee to convince"); the object's words.
pub fn pressure(cx: &Ctx, to: usize) -> Option<(usize, usize)> {
    if !cx.keys.is(to, "to") || to < 3 || !cx.joined(to) {
        return None;
    }
    let mut first = to;
    while first > 2 && to - first < 4 && cx.joined_np(first) && !cx.quoted[first - 1] {
        first -= 1;
        if cx.keys.is(first - 1, "on") && cx.keys.is(first - 2, "pressure") && cx.joined(first) && cx.joined(first - 1) {
            return (!cx.is_trigger(first)).then_some((first, to - 1));
        }
    }
    None
}
