//! The cue lexicon: which words introduce reported speech, thought or
//! stance, and which neighbours join a cue's verb group.
//!
//! The tables live in [`lexicon`], generated from PolNeAR's train split by
//! `tools/learn_cues.py` (evidence in `data/cues.tsv`). This module only
//! looks words up, in hash sets built from those tables at compile time
//! (`crate::wordset`), on a lower-cased copy of the word held on the stack,
//! so no allocation happens per word.

pub mod lexicon;
pub mod nouns;

use crate::wordset::{self, Bloom, Lookup, PairSet, WordSet};
use crate::{pair_set, word_set, words};

/// A word lower-cased for lookup, `’` folded to `'`; empty when the word is
/// too long or holds other non-ASCII letters (no entry has them).
#[derive(Clone, Copy)]
pub struct Key {
    buf: [u8; 24],
    len: u8,
}

impl Key {
    /// The empty key, which matches no entry.
    pub const EMPTY: Key = Key { buf: [0; 24], len: 0 };

    /// The longest key, in bytes: a longer word has the empty key.
    pub const LEN: usize = Key::EMPTY.buf.len();

    /// The lookup key of `word`.
    pub fn of(word: &str) -> Key {
        let mut k = Key::EMPTY;
        let mut n = 0usize;
        // By bytes: `’` and `‘` are the only non-ASCII characters kept
        // (their three bytes), so no UTF-8 decoding (a copy of core's
        // decoder was inlined here in the WASM).
        let word = word.as_bytes();
        let mut i = 0;
        while let Some(&c) = word.get(i) {
            let b = if c.is_ascii() {
                i += 1;
                c.to_ascii_lowercase()
            } else if let Some([0xE2, 0x80, 0x98 | 0x99, ..]) = word.get(i..) {
                i += 3;
                b'\''
            } else {
                return Key::EMPTY;
            };
            if n == k.buf.len() {
                return Key::EMPTY;
            }
            k.buf[n] = b;
            n += 1;
        }
        k.len = n as u8;
        k
    }

    /// The key as text.
    pub fn as_str(&self) -> &str {
        // Only ASCII bytes are ever stored.
        std::str::from_utf8(self.bytes()).unwrap_or("")
    }

    /// The key's bytes (ASCII).
    pub fn bytes(&self) -> &[u8] {
        // `get`: no slice-index panic site (len <= buf.len() by construction).
        self.buf.get(..usize::from(self.len)).unwrap_or_default()
    }

    /// True when the key equals `s`.
    pub fn is(&self, s: &str) -> bool {
        self.bytes() == s.as_bytes()
    }

    /// True when the key is one of `set`.
    pub fn is_any(&self, set: impl Lookup) -> bool {
        set.has(self.bytes())
    }
}

fn has_word(table: WordSet, w: &str) -> bool {
    !w.is_empty() && table.contains(w.as_bytes())
}

fn has_pair(table: PairSet, a: &str, b: &str) -> bool {
    !a.is_empty() && !b.is_empty() && table.contains(a.as_bytes(), b.as_bytes())
}

// The generated tables as hash sets (see `crate::wordset` for why).
const TRIGGERS: WordSet = word_set!(lexicon::TRIGGERS);
const EXTRA_TRIGGERS: WordSet = word_set!(lexicon::EXTRA_TRIGGERS);
const PRON_TRIGGERS: WordSet = word_set!(lexicon::PRON_TRIGGERS);
const CAP_TRIGGERS: WordSet = word_set!(lexicon::CAP_TRIGGERS);
const SOLO_BLOCK: WordSet = word_set!(lexicon::SOLO_BLOCK);
const LEFT: WordSet = word_set!(lexicon::LEFT);
const NEXT_TRIGGERS: PairSet = pair_set!(lexicon::NEXT_TRIGGERS);
const PREV_TRIGGERS: PairSet = pair_set!(lexicon::PREV_TRIGGERS);
const BLOCKED_NEXT: PairSet = pair_set!(lexicon::BLOCKED_NEXT);
const CONTEXT: PairSet = pair_set!(lexicon::CONTEXT);
const RIGHT: PairSet = pair_set!(lexicon::RIGHT);
const AFTER_POSSESSIVE: PairSet = pair_set!(nouns::AFTER_POSSESSIVE);
const AFTER_ARTICLE: PairSet = pair_set!(nouns::AFTER_ARTICLE);

/// Every word that can be a cue in some context: the words of the trigger
/// tables in the place they would take, and the words the context rules of
/// `attribution::context` start from (opinion frames, passives of belief,
/// documents that show, stated plans). A word it turns away is no cue, and that is most
/// words of an article.
#[cfg(not(target_arch = "wasm32"))]
static MAY_TRIGGER: Bloom = Bloom::EMPTY
    .with_words(crate::attribution::context::OPINION_NOUNS)
    .with_words(crate::attribution::context::HEARSAY_PARTICIPLES)
    .with_words(crate::attribution::context::SHOW_VERBS)
    .with_words(crate::attribution::context::PLAN_VERBS)
    .with_words(crate::attribution::context::INTENT_WORDS)
    .with_words(crate::attribution::context::AGREE_VERBS)
    .with_words(crate::attribution::context::SIDE_VERBS)
    .with_words(crate::attribution::context::ESTIMATE_VERBS)
    .with_words(crate::attribution::context::ADJUNCT_PARTICIPLES)
    .with_words(lexicon::TRIGGERS)
    .with_words(lexicon::EXTRA_TRIGGERS)
    .with_words(lexicon::PRON_TRIGGERS)
    .with_words(lexicon::CAP_TRIGGERS)
    .with_pair_words(lexicon::NEXT_TRIGGERS, false)
    .with_pair_words(lexicon::PREV_TRIGGERS, true)
    .with_pair_words(lexicon::CONTEXT, false)
    .with_pair_words(nouns::AFTER_POSSESSIVE, false)
    .with_pair_words(nouns::AFTER_ARTICLE, false);

/// Key comparisons on a key already held as text (see
/// `attribution::context::Keys`).
pub trait KeyStr {
    /// True when the key equals `s`.
    fn is(&self, s: &str) -> bool;
    /// True when the key is one of `set` (a [`crate::wordset::WordList`]
    /// or [`WordSet`]).
    fn is_any(&self, set: impl Lookup) -> bool;
}

impl KeyStr for str {
    fn is(&self, s: &str) -> bool {
        self == s
    }

    fn is_any(&self, set: impl Lookup) -> bool {
        set.has(self.as_bytes())
    }
}

/// What the word right before a candidate is, as far as the lexicon's
/// class tables care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Prev {
    /// A subject pronoun: "he", "they", "I".
    Pronoun,
    /// A capitalised word: a name, an organisation.
    Capital,
    /// A capitalised possessive ("Jo Li's"): a possessor, no subject, for
    /// the context table; the capital table reads it as [`Prev::Capital`].
    Possessor,
    /// A noun the source lexicon knows as people, an organisation or a
    /// medium: "the campaign", "one study", "officials".
    Noun,
    /// A relative pronoun: "who", "which", "that".
    Relative,
    /// Anything else, or nothing.
    Other,
}

impl Prev {
    /// The class's letter in the [`lexicon::CONTEXT`] codes.
    pub fn code(self) -> u8 {
        match self {
            Prev::Pronoun => b'p',
            Prev::Capital => b'c',
            Prev::Possessor => b'g',
            Prev::Noun => b'n',
            Prev::Relative => b'r',
            Prev::Other => b'o',
        }
    }
}

/// The class of the word after a candidate, as the [`lexicon::CONTEXT`]
/// table reads it: "to", "that", a wh-word or "if", a determiner, or
/// anything else.
pub fn next_code(next: &str, joined: bool) -> u8 {
    // Word lists, not `match` arms (issue 7, size).
    let w = next.as_bytes();
    if !joined {
        b'o'
    } else if w == b"to" {
        b't'
    } else if w == b"that" {
        b'h'
    } else if words!["how", "what", "whether", "why", "when", "where", "who", "if"].contains(w) {
        b'w'
    } else if words!["the", "a", "an", "his", "her", "their", "its", "this", "these", "those", "our", "my", "your"].contains(w) {
        b'd'
    } else {
        b'o'
    }
}

/// Is word `w` a cue word, given its neighbours `prev` and `next` (keys of
/// the adjacent words, empty at an edge) and, through `context`, the class
/// of its subject and the class of the next word ([`next_code`])? The
/// classes cost the most to work out, so `context` runs only for a word
/// the word and pair tables leave undecided (not for "said").
///
/// `w` is hashed once, by the caller: `h` is the hash [`may_trigger`]
/// gave, which turned away the empty word and the words no table holds.
/// The word tables and the pairs that start with `w` all go on from that
/// hash (it was hashed up to nine times).
pub fn is_trigger(prev: &str, w: &str, h: u32, next: &str, context: impl FnOnce() -> (Prev, u8)) -> bool {
    let wb = w.as_bytes();
    let after_w = |table: PairSet, b: &str| !b.is_empty() && table.contains_after(wb, h, b.as_bytes());
    if after_w(BLOCKED_NEXT, next) {
        return false;
    }
    if TRIGGERS.contains_hashed(wb, h) || EXTRA_TRIGGERS.contains_hashed(wb, h) || after_w(NEXT_TRIGGERS, next) || has_pair(PREV_TRIGGERS, prev, w) {
        return true;
    }
    let (class, after) = context();
    class == Prev::Pronoun && PRON_TRIGGERS.contains_hashed(wb, h)
        || matches!(class, Prev::Capital | Prev::Possessor) && CAP_TRIGGERS.contains_hashed(wb, h)
        || in_context(wb, h, class.code(), after)
}

/// Is `w` (`h` its hash) a cue in its context: a [`lexicon::CONTEXT`]
/// entry for its subject class with any next word, or with the next word's
/// class?
fn in_context(w: &[u8], h: u32, subject: u8, after: u8) -> bool {
    let any = [subject, b'*'];
    let exact = [subject, after];
    CONTEXT.contains_after(w, h, &any) || CONTEXT.contains_after(w, h, &exact)
}

/// Is `w` the base form of a verb whose "-s" or "-ed" form is a cue word
/// on its own ("imply": "implies", "implied"; "mock": "mocked")? The
/// learned table leaves out most base forms, which are nouns as often as
/// verbs ("a claim", "the confirm" never, but "to question"); a caller
/// asks this only where the word must be a verb.
///
/// Words of three letters are left out: "not" is no base of "noted".
pub fn base_of_trigger(w: &str) -> bool {
    let b = w.as_bytes();
    let n = b.len();
    if !(4..=16).contains(&n) || !b.iter().all(u8::is_ascii_lowercase) {
        return false;
    }
    let mut buf = [0u8; 20];
    // "imply" -> "impli" + "es"/"ed"; "note" -> "note" + "s"/"d".
    let (stem, suffixes): (usize, &[&[u8]]) = match b.last() {
        Some(b'y') => (n - 1, &[b"ies", b"ied"]),
        Some(b'e') => (n, &[b"s", b"d"]),
        _ => (n, &[b"s", b"ed", b"es"]),
    };
    // Byte by byte through iterators: no bounds-check or slice-index panic
    // sites (the stem is at most 16 bytes, a suffix 3, the buffer 20).
    for (to, &from) in buf.iter_mut().zip(b.iter().take(stem)) {
        *to = from;
    }
    suffixes.iter().any(|suffix| {
        for (to, &from) in buf.iter_mut().skip(stem).zip(suffix.iter()) {
            *to = from;
        }
        buf.get(..stem + suffix.len()).is_some_and(|w| TRIGGERS.contains(w))
    })
}

/// None when `w` is a cue in no context: one hash and one bit, so that a
/// caller can skip working out the context for most words. Otherwise the
/// hash of `w`, for [`is_trigger`] (not hashed twice).
pub fn may_trigger(w: &str) -> Option<u32> {
    let h = wordset::hash_word(w.as_bytes());
    #[cfg(target_arch = "wasm32")]
    let filter = may_trigger_filter();
    #[cfg(not(target_arch = "wasm32"))]
    let filter = &MAY_TRIGGER;
    (!w.is_empty() && filter.may_hold(h)).then_some(h)
}

/// The WASM's [`MAY_TRIGGER`]: the same bits, set the first time it is
/// asked from the sets' words already in the download (the filter's 1 KB
/// of random bits cost ~0.6 KB gzipped; BENCHMARKS.md section 6, session
/// 32). The context rules' lists are packed here once more (a few dozen
/// words).
#[cfg(target_arch = "wasm32")]
#[inline(never)]
fn may_trigger_filter() -> &'static Bloom {
    use crate::attribution::context as cx;
    const LISTS: &[&[&str]] = &[
        cx::OPINION_NOUNS,
        cx::HEARSAY_PARTICIPLES,
        cx::SHOW_VERBS,
        cx::PLAN_VERBS,
        cx::INTENT_WORDS,
        cx::AGREE_VERBS,
        cx::SIDE_VERBS,
        cx::ESTIMATE_VERBS,
        cx::ADJUNCT_PARTICIPLES,
    ];
    const CONTEXT_WORDS: WordSet = word_set!(&wordset::concat_lists::<{ wordset::total_words(LISTS) }>(LISTS));
    static FILTER: wordset::Once<Bloom> = wordset::Once::new();
    FILTER.get(|| {
        let mut b = Bloom::EMPTY;
        let mut add = |w: &[u8]| b.add(wordset::hash_word(w));
        for set in [CONTEXT_WORDS, TRIGGERS, EXTRA_TRIGGERS, PRON_TRIGGERS, CAP_TRIGGERS] {
            set.each(&mut add);
        }
        for (set, second) in [(NEXT_TRIGGERS, false), (PREV_TRIGGERS, true), (CONTEXT, false), (AFTER_POSSESSIVE, false), (AFTER_ARTICLE, false)] {
            set.each(second, &mut add);
        }
        b
    })
}

/// Is noun `w` a cue with `next` after it, owned by a possessive
/// (`possessed`: "Li's attacks on") or after an article ("an endorsement
/// of")? PolNeAR marks such nouns mostly when a complement follows, so the
/// tables ([`nouns`]) hold the noun with its next word.
pub fn is_framed_noun(w: &str, next: &str, possessed: bool) -> bool {
    has_pair(if possessed { AFTER_POSSESSIVE } else { AFTER_ARTICLE }, w, next)
}

/// Is `w` a cue word only when another cue word stands next to it
/// ("widely" in "widely expected")?
pub fn needs_company(w: &str) -> bool {
    has_word(SOLO_BLOCK, w)
}

/// Does `w`, right before a cue, belong to the cue's verb group (an
/// auxiliary, a modal, a negation, an adverb: "has", "did not", "also")?
pub fn joins_left(w: &str) -> bool {
    has_word(LEFT, w)
}

/// Does `next` join the cue that ends with `w` ("according" + "to",
/// "called" + "for")?
pub fn joins_right(w: &str, next: &str) -> bool {
    has_pair(RIGHT, w, next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_sorted_without_duplicates() {
        assert!(lexicon::TRIGGERS.windows(2).all(|p| p[0] < p[1]));
        assert!(lexicon::LEFT.windows(2).all(|p| p[0] < p[1]));
        assert!(lexicon::PRON_TRIGGERS.windows(2).all(|p| p[0] < p[1]));
        assert!(lexicon::CAP_TRIGGERS.windows(2).all(|p| p[0] < p[1]));
        for t in [nouns::AFTER_POSSESSIVE, nouns::AFTER_ARTICLE, lexicon::NEXT_TRIGGERS, lexicon::PREV_TRIGGERS, lexicon::BLOCKED_NEXT, lexicon::RIGHT, lexicon::CONTEXT] {
            assert!(t.windows(2).all(|p| p[0] < p[1]));
        }
    }

    #[test]
    fn base_forms_of_triggers() {
        // (word, is the base form of a trigger): "implies", "mocked",
        // "notes"/"noted"; no table word ends "-ied"/"-s" for the others.
        for (w, want) in [("imply", true), ("mock", true), ("note", true), ("table", false), ("", false), ("Mock", false), ("an", false), ("not", false), ("abcdefghijklmnopqrstuvwxyz", false)] {
            assert_eq!(base_of_trigger(w), want, "{w}");
        }
    }

    /// The hash [`is_trigger`] is given.
    fn hash(w: &str) -> u32 {
        wordset::hash_word(w.as_bytes())
    }

    #[test]
    fn lookups() {
        let cases: &[(&str, &str, &str, &str, bool)] = &[
            ("speech verb alone", "he", "said", "the", true),
            ("capitalised form folds", "he", "Said", "", true),
            ("curly apostrophe folds", "", "didn’t", "", false),
            ("function word is no cue", "the", "table", "was", false),
            ("phrase head", "", "according", "to", true),
        ];
        for &(name, p, w, n, want) in cases {
            let (kp, kw, kn) = (Key::of(p), Key::of(w), Key::of(n));
            assert_eq!(is_trigger(kp.as_str(), kw.as_str(), hash(kw.as_str()), kn.as_str(), || (Prev::Other, next_code(kn.as_str(), true))), want, "{name}");
        }
        assert!(!is_trigger("", "think", hash("think"), "", || (Prev::Other, b'o')), "'think' alone is too often no cue");
        assert!(is_trigger("they", "think", hash("think"), "", || (Prev::Pronoun, b'o')), "'they think' is a cue");
        // A word the tables take alone needs no context classes worked out.
        assert!(is_trigger("he", "said", hash("said"), "", || unreachable!("'said' is a cue in any context")), "'said' is a cue");
        assert!(joins_left(Key::of("has").as_str()));
        assert!(joins_left(Key::of("not").as_str()));
        assert!(joins_right("according", "to"));
        assert_eq!(Key::of("Didn’t").as_str(), "didn't");
        assert_eq!(Key::of("Zürich").as_str(), "");
        // Keys are read by bytes: both curly single quotes fold, other
        // characters of their lead byte (a dash, a double quote) do not.
        assert_eq!(Key::of("‘Tis").as_str(), "'tis");
        assert_eq!(Key::of("well—said").as_str(), "");
        assert_eq!(Key::of("“said").as_str(), "");
        assert_eq!(Key::of(&"x".repeat(24)).as_str().len(), 24);
        assert_eq!(Key::of(&"x".repeat(25)).as_str(), "");
    }
}
