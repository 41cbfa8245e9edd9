//! The cue lexicon: words that introduce reported speech or thought.

/// Verbs of speech, writing, thought and stance, as lemma plus the inflected
/// forms that news text uses. Index 0 of each row is the lemma.
pub const VERBS: &[&[&str]] = &[
    &["say", "said", "says", "saying"],
    &["tell", "told", "tells", "telling"],
    &["add", "added", "adds", "adding"],
    &["write", "wrote", "writes", "writing", "written"],
    &["claim", "claimed", "claims", "claiming"],
    &["argue", "argued", "argues", "arguing"],
    &["announce", "announced", "announces", "announcing"],
    &["warn", "warned", "warns", "warning"],
    &["declare", "declared", "declares", "declaring"],
    &["vow", "vowed", "vows", "vowing"],
    &["insist", "insisted", "insists", "insisting"],
    &["tweet", "tweeted", "tweets", "tweeting"],
    &["recall", "recalled", "recalls", "recalling"],
    &["report", "reported", "reports", "reporting"],
    &["explain", "explained", "explains", "explaining"],
    &["note", "noted", "notes", "noting"],
    &["state", "stated", "states"],
    &["ask", "asked", "asks", "asking"],
    &["acknowledge", "acknowledged", "acknowledges", "acknowledging"],
    &["deny", "denied", "denies", "denying"],
    &["estimate", "estimated", "estimates", "estimating"],
    &["believe", "believed", "believes", "believing"],
    &["think", "thought", "thinks"],
    &["suggest", "suggested", "suggests", "suggesting"],
    &["confirm", "confirmed", "confirms", "confirming"],
];

/// Multi-word cues that are not verbs.
pub const PHRASES: &[&str] = &["according to"];

/// The lemma of a cue word, if it is one (ASCII case-insensitive).
pub fn verb_lemma(word: &str) -> Option<&'static str> {
    VERBS
        .iter()
        .find(|row| row.iter().any(|f| f.eq_ignore_ascii_case(word)))
        .map(|row| row[0])
}
