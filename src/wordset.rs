//! Word sets built at compile time: the lexicons looked up by hashing.
//!
//! Why: looking words up is most of the tagger's work: every word of an
//! article is checked against a dozen tables, and a binary search over
//! strings costs hundreds of instructions per table. These sets hash the
//! word once (FNV-1a) and compare with one or two entries. The tables stay
//! readable `&[&str]` lists in the source (the cue lexicon is generated);
//! [`word_set!`] and [`pair_set!`] build the probe tables from them during
//! compilation, and [`Bloom`] answers "is this word in any of these lists"
//! with one bit, so that most words of an article (no cue, no role noun)
//! are turned away after one hash.

/// FNV-1a over `bytes`, continuing from `h`.
pub const fn fnv(mut h: u32, bytes: &[u8]) -> u32 {
    let mut i = 0;
    while i < bytes.len() {
        h ^= bytes[i] as u32;
        h = h.wrapping_mul(0x0100_0193);
        i += 1;
    }
    h
}

/// FNV-1a's starting value.
pub const SEED: u32 = 0x811c_9dc5;

/// A run-time map from words to values, for the source registry's indexes.
///
/// Why not `std::collections::HashMap`: its hash-table code (hashbrown)
/// costs about 1 KB of gzipped WebAssembly for two small maps; this one
/// reuses the word sets' hash and probing: FNV-1a (no random seed, so
/// resolution order never depends on one), linear probing in a power-of-two
/// table of entry numbers kept at most three quarters full.
pub struct WordMap<V> {
    /// Entry number + 1 per slot; 0 is free.
    slots: Vec<u32>,
    entries: Vec<(String, V)>,
}

impl<V> Default for WordMap<V> {
    fn default() -> Self {
        WordMap { slots: Vec::new(), entries: Vec::new() }
    }
}

impl<V: Default> WordMap<V> {
    /// The slot holding `key`, or the free slot where it would go.
    fn slot(&self, key: &str) -> usize {
        let mask = self.slots.len() - 1;
        let mut at = home(hash_word(key.as_bytes()), self.slots.len());
        loop {
            match self.slots[at] {
                0 => return at,
                n if self.entries[n as usize - 1].0 == key => return at,
                _ => at = (at + 1) & mask,
            }
        }
    }

    /// The value of `key`, if any.
    pub fn get(&self, key: &str) -> Option<&V> {
        if self.slots.is_empty() {
            return None;
        }
        let n = self.slots[self.slot(key)];
        (n > 0).then(|| &self.entries[n as usize - 1].1)
    }

    /// The value of `key`, inserted as `V::default()` if missing.
    pub fn entry(&mut self, key: String) -> &mut V {
        if (self.entries.len() + 1) * 4 > self.slots.len() * 3 {
            // Grow: twice the slots, every entry placed again.
            self.slots = vec![0; (self.slots.len() * 2).max(8)];
            for i in 0..self.entries.len() {
                let at = self.slot(&self.entries[i].0);
                self.slots[at] = i as u32 + 1;
            }
        }
        let at = self.slot(&key);
        if self.slots[at] == 0 {
            self.entries.push((key, V::default()));
            self.slots[at] = self.entries.len() as u32;
        }
        let n = self.slots[at] as usize;
        &mut self.entries[n - 1].1
    }
}

/// The hash of a word.
pub const fn hash_word(w: &[u8]) -> u32 {
    fnv(SEED, w)
}

/// The hash of a pair of words, as of "first second".
pub const fn hash_pair(a: &[u8], b: &[u8]) -> u32 {
    fnv(fnv(fnv(SEED, a), b" "), b)
}

/// Slots for `n` entries: a power of two, at most three quarters full.
pub const fn slots_for(n: usize) -> usize {
    let mut s = 8;
    while s * 3 < n * 4 + 4 {
        s *= 2;
    }
    s
}

/// The first slot to probe for hash `h` in a table of `slots` slots (a
/// power of two): the top bits of `h` times a large odd constant.
///
/// Why not the low bits of `h`: FNV-1a's low bits clump for lists of short
/// words (the organisation nouns filled one run of 30-odd slots), and with
/// linear probing every word landing in a clump walks all of it before it
/// is turned away. The multiplication spreads every bit of `h` into the top
/// ones (Fibonacci hashing).
pub const fn home(h: u32, slots: usize) -> usize {
    let bits = slots.trailing_zeros();
    if bits == 0 {
        return 0;
    }
    (h.wrapping_mul(0x9e37_79b1) >> (32 - bits)) as usize
}

/// Places the entry at byte `at` of the packed words at the first free
/// slot from `h` (linear probing), as `at + 1`.
const fn place(slots: &mut [u16], h: u32, at: usize) {
    assert!(at + 1 < u16::MAX as usize, "a word set packs fewer than 65,535 bytes");
    let mask = slots.len() - 1;
    let mut i = home(h, slots.len());
    while slots[i] != 0 {
        i = (i + 1) & mask;
    }
    slots[i] = (at + 1) as u16;
}

/// Bytes of a word list packed by [`pack_words`]: each word after its
/// length byte.
pub const fn packed_len(list: &[&str]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < list.len() {
        n += 1 + list[i].len();
        i += 1;
    }
    n
}

/// Bytes of a pair list packed by [`pack_pairs`].
pub const fn packed_pairs_len(list: &[(&str, &str)]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < list.len() {
        n += 2 + list[i].0.len() + list[i].1.len();
        i += 1;
    }
    n
}

/// Writes `w` after its length byte at `at`; returns the next free byte.
const fn put<const N: usize>(out: &mut [u8; N], mut at: usize, w: &[u8]) -> usize {
    assert!(w.len() < 256, "a word set's words are shorter than 256 bytes");
    out[at] = w.len() as u8;
    at += 1;
    let mut k = 0;
    while k < w.len() {
        out[at + k] = w[k];
        k += 1;
    }
    at + w.len()
}

/// The words of a list, one after another, each after its length byte.
///
/// Why packed: a `&[&str]` list costs 8 bytes of pointer and length per
/// word besides its text, and those pointer tables were 12 KB of the
/// gzipped WASM; a length byte per word compresses to a fraction of that.
pub const fn pack_words<const N: usize>(list: &[&str]) -> [u8; N] {
    let mut out = [0u8; N];
    let (mut at, mut i) = (0, 0);
    while i < list.len() {
        at = put(&mut out, at, list[i].as_bytes());
        i += 1;
    }
    out
}

/// The pairs of a list packed as two words each (see [`pack_words`]).
pub const fn pack_pairs<const N: usize>(list: &[(&str, &str)]) -> [u8; N] {
    let mut out = [0u8; N];
    let (mut at, mut i) = (0, 0);
    while i < list.len() {
        at = put(&mut out, at, list[i].0.as_bytes());
        at = put(&mut out, at, list[i].1.as_bytes());
        i += 1;
    }
    out
}

/// The probe table of a word list (`S` = [`slots_for`] its length): the
/// byte where each word starts in [`pack_words`]'s output, plus one.
pub const fn build_words<const S: usize>(list: &[&str]) -> [u16; S] {
    let mut slots = [0u16; S];
    let (mut at, mut i) = (0, 0);
    while i < list.len() {
        place(&mut slots, hash_word(list[i].as_bytes()), at);
        at += 1 + list[i].len();
        i += 1;
    }
    slots
}

/// The probe table of a pair list (`S` = [`slots_for`] its length), over
/// [`pack_pairs`]'s output.
pub const fn build_pairs<const S: usize>(list: &[(&str, &str)]) -> [u16; S] {
    let mut slots = [0u16; S];
    let (mut at, mut i) = (0, 0);
    while i < list.len() {
        place(&mut slots, hash_pair(list[i].0.as_bytes(), list[i].1.as_bytes()), at);
        at += 2 + list[i].0.len() + list[i].1.len();
        i += 1;
    }
    slots
}

/// True when the packed word at byte `at` (its length byte) is `key`:
/// the length byte is compared first, then the first byte, then the rest
/// (most probed entries differ in length or first byte).
fn is_at(packed: &[u8], at: usize, key: &[u8]) -> bool {
    packed.get(at).is_some_and(|&n| usize::from(n) == key.len())
        && packed.get(at + 1..at + 1 + key.len()).is_some_and(|w| w.first() == key.first() && w == key)
}

/// A set of words (exact bytes), hashed at compile time.
#[derive(Clone, Copy)]
pub struct WordSet {
    /// The words, packed by [`pack_words`].
    words: &'static [u8],
    slots: &'static [u16],
}

impl WordSet {
    /// The set of `words` (packed) with its probe table (see [`word_set!`]).
    pub const fn new(words: &'static [u8], slots: &'static [u16]) -> Self {
        WordSet { words, slots }
    }

    /// True when `key` is one of the words.
    pub fn contains(&self, key: &[u8]) -> bool {
        self.contains_hashed(key, hash_word(key))
    }

    /// [`WordSet::contains`] with the key's [`hash_word`] already at hand.
    #[inline]
    pub fn contains_hashed(&self, key: &[u8], h: u32) -> bool {
        let mask = self.slots.len() - 1;
        let mut at = home(h, self.slots.len());
        loop {
            match self.slots[at] {
                0 => return false,
                s => {
                    if is_at(self.words, usize::from(s) - 1, key) {
                        return true;
                    }
                }
            }
            at = (at + 1) & mask;
        }
    }
}

/// A set of word pairs (exact bytes), hashed at compile time.
#[derive(Clone, Copy)]
pub struct PairSet {
    /// The pairs, packed by [`pack_pairs`].
    pairs: &'static [u8],
    slots: &'static [u16],
}

impl PairSet {
    /// The set of `pairs` (packed) with its probe table (see [`pair_set!`]).
    pub const fn new(pairs: &'static [u8], slots: &'static [u16]) -> Self {
        PairSet { pairs, slots }
    }

    /// True when (`a`, `b`) is one of the pairs.
    pub fn contains(&self, a: &[u8], b: &[u8]) -> bool {
        let mask = self.slots.len() - 1;
        let mut at = home(hash_pair(a, b), self.slots.len());
        loop {
            match self.slots[at] {
                0 => return false,
                s => {
                    let at = usize::from(s) - 1;
                    if is_at(self.pairs, at, a) && is_at(self.pairs, at + 1 + a.len(), b) {
                        return true;
                    }
                }
            }
            at = (at + 1) & mask;
        }
    }
}

/// A Bloom filter of one hash over words: "certainly not in the lists" or
/// "maybe", in `WORDS` × 64 bits (8,192 unless said; with the thousand-odd
/// cue words that lets about one word in ten through to the exact sets).
/// Only the bits are compiled in, not the lists it was built from.
#[derive(Clone, Copy)]
pub struct Bloom<const WORDS: usize = 128> {
    bits: [u64; WORDS],
}

impl<const WORDS: usize> Bloom<WORDS> {
    /// The empty filter.
    pub const EMPTY: Self = Bloom { bits: [0; WORDS] };

    const fn set(mut self, h: u32) -> Self {
        let bit = h as usize % (WORDS * 64);
        self.bits[bit / 64] |= 1 << (bit % 64);
        self
    }

    /// The filter with every word of `list` added.
    pub const fn with_words(mut self, list: &[&str]) -> Self {
        let mut i = 0;
        while i < list.len() {
            self = self.set(hash_word(list[i].as_bytes()));
            i += 1;
        }
        self
    }

    /// The filter with the first (`second == false`) or second word of
    /// every pair of `list` added.
    pub const fn with_pair_words(mut self, list: &[(&str, &str)], second: bool) -> Self {
        let mut i = 0;
        while i < list.len() {
            let w = if second { list[i].1 } else { list[i].0 };
            self = self.set(hash_word(w.as_bytes()));
            i += 1;
        }
        self
    }

    /// False when no word with hash `h` was added.
    pub fn may_hold(&self, h: u32) -> bool {
        let bit = h as usize % (WORDS * 64);
        self.bits[bit / 64] >> (bit % 64) & 1 == 1
    }
}

/// A [`WordSet`] constant over a `&'static [&'static str]` constant.
#[macro_export]
macro_rules! word_set {
    ($list:expr) => {{
        const WORD_SET_LIST_: &[&str] = $list;
        const WORD_SET_PACKED_: [u8; $crate::wordset::packed_len(WORD_SET_LIST_)] = $crate::wordset::pack_words(WORD_SET_LIST_);
        const WORD_SET_SLOTS_: [u16; $crate::wordset::slots_for(WORD_SET_LIST_.len())] = $crate::wordset::build_words(WORD_SET_LIST_);
        $crate::wordset::WordSet::new(&WORD_SET_PACKED_, &WORD_SET_SLOTS_)
    }};
}

/// A [`PairSet`] constant over a `&'static [(&'static str, &'static str)]`
/// constant.
#[macro_export]
macro_rules! pair_set {
    ($list:expr) => {{
        const PAIR_SET_LIST_: &[(&str, &str)] = $list;
        const PAIR_SET_PACKED_: [u8; $crate::wordset::packed_pairs_len(PAIR_SET_LIST_)] = $crate::wordset::pack_pairs(PAIR_SET_LIST_);
        const PAIR_SET_SLOTS_: [u16; $crate::wordset::slots_for(PAIR_SET_LIST_.len())] = $crate::wordset::build_pairs(PAIR_SET_LIST_);
        $crate::wordset::PairSet::new(&PAIR_SET_PACKED_, &PAIR_SET_SLOTS_)
    }};
}

#[cfg(test)]
mod tests {
    /// The run-time map keeps every key through its growth, as a
    /// `HashMap` would.
    #[test]
    fn word_map_agrees_with_a_hash_map() {
        let mut mine: super::WordMap<Vec<usize>> = Default::default();
        let mut std = std::collections::HashMap::<String, Vec<usize>>::new();
        assert!(mine.get("x").is_none());
        for i in 0..5000usize {
            let key = format!("w{}", i * 7 % 1300);
            mine.entry(key.clone()).push(i);
            std.entry(key).or_default().push(i);
        }
        for i in 0..1400 {
            let key = format!("w{i}");
            assert_eq!(mine.get(&key), std.get(&key), "{key}");
        }
    }

    use super::*;

    const LIST: &[&str] = &["added", "said", "says", "told", "wrote"];
    const SET: WordSet = word_set!(LIST);
    const PAIRS: PairSet = pair_set!(&[("according", "to"), ("called", "for"), ("called", "on")]);

    #[test]
    fn finds_every_word_and_nothing_else() {
        for w in LIST {
            assert!(SET.contains(w.as_bytes()), "{w}");
        }
        for w in ["", "add", "sai", "saidx", "Said", "tolde", "zzz"] {
            assert!(!SET.contains(w.as_bytes()), "{w}");
        }
    }

    #[test]
    fn pairs_match_as_a_whole() {
        assert!(PAIRS.contains(b"called", b"for"));
        assert!(PAIRS.contains(b"according", b"to"));
        assert!(!PAIRS.contains(b"called", b"to"));
        assert!(!PAIRS.contains(b"according", b""));
        // The space joins the words in the hash but not in the match.
        assert!(!PAIRS.contains(b"called for", b""));
    }

    #[test]
    fn empty_sets_hold_nothing() {
        const EMPTY: WordSet = word_set!(&[]);
        assert!(!EMPTY.contains(b""));
        assert!(!EMPTY.contains(b"said"));
    }

    #[test]
    fn bloom_keeps_every_added_word() {
        const B: Bloom = Bloom::EMPTY.with_words(LIST).with_pair_words(&[("called", "for")], true);
        for w in LIST.iter().chain(&["for"]) {
            assert!(B.may_hold(hash_word(w.as_bytes())), "{w}");
        }
        let through = ["the", "a", "of", "and", "to", "in", "that", "is", "was", "for"].iter().filter(|w| B.may_hold(hash_word(w.as_bytes()))).count();
        assert!(through < 10, "a filter of six words lets most other words through");
    }

    #[test]
    fn tables_stay_under_three_quarters_full() {
        for n in [0, 1, 5, 6, 100, 363, 1000] {
            let s = slots_for(n);
            assert!(s.is_power_of_two() && n * 4 < s * 3 + 1, "{n} -> {s}");
        }
    }
}
