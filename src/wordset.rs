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

use crate::seq::Seq;

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
    slots: Seq<u32>,
    /// Per entry, where its key ends in `keys` (it starts where the
    /// previous one ends), and its value.
    entries: Seq<(usize, V)>,
    /// The keys, one after another: one buffer, not a `String` (an
    /// allocation and a free) per key; the registry adds ~50 keys an article.
    keys: String,
}

impl<V> Default for WordMap<V> {
    fn default() -> Self {
        WordMap { slots: Seq::new(Vec::new()), entries: Seq::new(Vec::new()), keys: String::new() }
    }
}

impl<V: Default> WordMap<V> {
    /// An empty map with room for `n` keys of about eight bytes: its
    /// table is not grown (and every entry placed again) while they come.
    pub fn with_capacity(n: usize) -> Self {
        // The smallest power of two at most three quarters full with `n`.
        let slots = (n * 4).div_ceil(3).next_power_of_two().max(8);
        WordMap { slots: Seq::new(vec![0; slots]), entries: Seq::new(Vec::with_capacity(n)), keys: String::with_capacity(n * 8) }
    }

    /// The key of entry `i`.
    fn key(&self, i: usize) -> &[u8] {
        let start = i.checked_sub(1).map_or(0, |p| self.entries[p].0);
        self.keys.as_bytes().get(start..self.entries[i].0).unwrap_or_default()
    }

    /// The slot holding `key`, or the free slot where it would go.
    fn slot(&self, key: &[u8]) -> usize {
        let mask = self.slots.len() - 1;
        let mut at = home(hash_word(key), self.slots.len());
        loop {
            match self.slots[at] {
                0 => return at,
                n if self.key(n as usize - 1) == key => return at,
                _ => at = (at + 1) & mask,
            }
        }
    }

    /// The value of `key`, if any.
    pub fn get(&self, key: &str) -> Option<&V> {
        if self.slots.is_empty() {
            return None;
        }
        let n = self.slots[self.slot(key.as_bytes())];
        (n > 0).then(|| &self.entries[n as usize - 1].1)
    }

    /// The value of `key`, inserted as `V::default()` if missing (the key
    /// is copied only then: most mentions repeat a key already in).
    pub fn entry(&mut self, key: &str) -> &mut V {
        if (self.entries.len() + 1) * 4 > self.slots.len() * 3 {
            // Grow: twice the slots, every entry placed again.
            self.slots = Seq::new(vec![0; (self.slots.len() * 2).max(8)]);
            for i in 0..self.entries.len() {
                let at = self.slot(self.key(i));
                self.slots[at] = i as u32 + 1;
            }
        }
        let at = self.slot(key.as_bytes());
        if self.slots[at] == 0 {
            crate::bytes::put(&mut self.keys, key);
            self.entries.push((self.keys.len(), V::default()));
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

/// The hash of a pair of words, as of "first second": it goes on from
/// the first word's [`hash_word`] ([`PairSet::contains_after`] relies on
/// that).
pub const fn hash_pair(a: &[u8], b: &[u8]) -> u32 {
    fnv(fnv(hash_word(a), b" "), b)
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

/// Packed words as the WASM downloads its sets: each entry of `packed`
/// (a word after its length byte, then `tail` bytes) with the word first
/// and a 0 byte after it instead of the length byte before, the same
/// size. For [`pack_words`], [`pack_pairs`] (each word of a pair), the
/// values of [`build_values`] (`tail` 2) and [`pack_lists`] (a list's 0
/// end becomes a lone 0: an empty word).
///
/// Why: the same byte after every word lets gzip take a word that ends
/// here and in another list as one repeat, ends included, where the
/// length bytes before the words differ with their neighbours: 0.5 KB of
/// the gzipped WASM (BENCHMARKS.md section 6, session 34). Natively the
/// compile-time tables give each entry's length (no length bytes).
pub const fn ended<const N: usize>(packed: [u8; N], tail: usize) -> [u8; N] {
    let mut out = [0u8; N];
    let mut at = 0;
    while at < N {
        let n = packed[at] as usize;
        let mut k = 0;
        while k < n {
            out[at + k] = packed[at + 1 + k];
            k += 1;
        }
        // `out[at + n]` stays 0: the word's end.
        let mut t = 0;
        while t < tail {
            out[at + n + 1 + t] = packed[at + n + 1 + t];
            t += 1;
        }
        at += n + 1 + tail;
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

/// A set's probe table and packed entries again, the entries now in the
/// order of their slots, and how many bytes they take. The table (`T` =
/// `S` + 1 numbers) gives where each slot's entry starts, and the last
/// number where the entries end: slot `i`'s entry is bytes `t[i]..t[i +
/// 1]`, none when they are equal. An entry is a word (its length byte
/// dropped: the table gives it), then `tail` bytes; or when `pair`, two
/// words each after its length byte. Lookups see the same set.
///
/// Why: in list order the probe tables' numbers are random and were
/// 9.2 KB of the gzipped WASM's 150 KB (12 KB raw); in slot order the
/// starts grow by the entries' lengths, and a word's length byte is no
/// longer stored.
pub const fn in_slot_order<const S: usize, const T: usize, const N: usize>(slots: &[u16; S], packed: &[u8; N], pair: bool, tail: usize) -> ([u16; T], [u8; N], usize) {
    assert!(T == S + 1, "a number a slot and the end");
    let mut starts = [0u16; T];
    let mut out = [0u8; N];
    let (mut used, mut i) = (0, 0);
    while i < S {
        starts[i] = used as u16;
        if slots[i] != 0 {
            let mut at = slots[i] as usize - 1;
            let first = 1 + packed[at] as usize;
            let len = if pair { first + 1 + packed[at + first] as usize } else { first - 1 + tail };
            assert!(len > 0 && len < 256, "a set's entries are 1 to 255 bytes (no empty word)");
            if !pair {
                at += 1;
            }
            let mut k = 0;
            while k < len {
                out[used + k] = packed[at + k];
                k += 1;
            }
            used += len;
        }
        i += 1;
    }
    starts[S] = used as u16;
    (starts, out, used)
}

/// The first entry whose first word is `first` bytes long from `h`'s home
/// slot on (linear probing) that `hit` accepts (given the entry from its
/// first word on), with its slot, or `None` at the first free slot: the
/// one probe loop of the WASM's sets ([`Table`]; natively for the tests
/// only). Their entries are [`ended`]: the word is `first` bytes long when
/// its byte `first` is the 0 that ends it.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
#[inline(always)]
fn probe_table<'a>(packed: &'a [u8], slots: &[u16], h: u32, first: usize, mut hit: impl FnMut(&[u8]) -> bool) -> Option<(usize, &'a [u8])> {
    let n = slots.len();
    let mut at = home(h, n);
    loop {
        let s = usize::from(*slots.get(at)?);
        if s == 0 {
            return None;
        }
        let entry = packed.get(s - 1..).unwrap_or_default();
        if entry.get(first) == Some(&0) {
            if hit(entry) {
                return Some((at, entry));
            }
        }
        at = (at + 1) & (n - 1);
    }
}

/// [`probe`] natively: the table unsplit, two neighbouring numbers read
/// as one (the split is for the download's gzip only).
#[cfg(not(target_arch = "wasm32"))]
#[inline(always)]
fn probe<'a>(packed: &'a [u8], slots: &[u16], h: u32, len: usize, mut hit: impl FnMut(&[u8]) -> bool) -> Option<&'a [u8]> {
    let n = slots.len().saturating_sub(1);
    let mut at = home(h, n);
    loop {
        let Some(&[s, e]) = slots.get(at..at + 2) else { return None };
        let (s, e) = (usize::from(s), usize::from(e));
        if s == e {
            return None;
        }
        if e - s == len {
            let entry = packed.get(s..e).unwrap_or_default();
            if hit(entry) {
                return Some(entry);
            }
        }
        at = (at + 1) & (n - 1);
    }
}

/// A probe table as the sets hold it: in the WASM a [`Table`] built at
/// run time, natively the starts themselves, built at compile time.
#[cfg(target_arch = "wasm32")]
pub type Starts = Table;
/// A probe table as the sets hold it (see the WASM build's).
#[cfg(not(target_arch = "wasm32"))]
pub type Starts = [u16];

/// The WASM's probe table of one set, built the first time the set is
/// asked: a `u16` a slot, where the slot's entry starts in the set's
/// packed words (its length byte), plus one; 0 is free. The download
/// holds only the packed words, in the order written.
///
/// Why: the probe tables are numbers placed by hash, which gzip barely
/// shrinks, and their entries had to follow the slots' order (words no
/// longer side by side as written, where gzip finds their repeats): 5 KB
/// of the gzipped module (BENCHMARKS.md section 6, session 32). Building
/// them takes a pass over each set's words once per instance (a few
/// thousand words, some 20 KB of memory for the life of the module).
pub type Table = Once<Box<[u16]>>;

/// A value the WASM computes the first time it is asked and keeps: a
/// [`Table`], or a Bloom filter built from sets already in the download
/// (`cue::may_trigger`).
pub struct Once<T>(core::cell::OnceCell<T>);

// SAFETY: wasm32 without the atomics feature has no threads sharing memory:
// the cell is never reached from two threads. (A build with atomics does
// not compile: no `Sync`, so no `static`.) std's `OnceLock` needs no
// `unsafe` but cost 150 bytes more of the gzipped module (session 32).
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
unsafe impl<T> Sync for Once<T> {}

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
impl<T> Once<T> {
    /// Not computed yet.
    #[allow(clippy::new_without_default)]
    pub const fn new() -> Self {
        Once(core::cell::OnceCell::new())
    }

    /// The value, computed by `make` on the first call.
    pub fn get(&self, make: impl FnOnce() -> T) -> &T {
        self.0.get_or_init(make)
    }
}

/// How a set's packed words are read when its [`Table`] is built: each
/// entry a word ([`ended`] by a 0 byte) and `Tail` bytes of value
/// ([`WordSet`]: none, [`ValueSet`]: two), or two such words
/// ([`PairSet`]), or a [`MaskSet`]'s lists ([`pack_lists`]); and which
/// hash places it.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// A word ([`hash_word`]).
    Word,
    /// A word of a [`MaskSet`]'s lists ([`hash_word`]; a mask a slot
    /// besides, [`build_table`]).
    Mask,
    /// A word and a value ([`quick_hash`]).
    Value,
    /// Two words ([`hash_pair`]).
    Pair,
}

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
impl Table {
    /// The slots, built from `packed` (entries of `shape`) on the first
    /// call.
    #[inline(never)]
    fn slots(&self, packed: &[u8], shape: Shape) -> &[u16] {
        self.get(|| build_table(packed, shape))
    }
}

/// Calls `f` with each word of [`ended`] `words` ([`pack_words`]), or with
/// the first (`second == false`) or second word of each pair
/// ([`pack_pairs`]).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn each_packed(words: &[u8], pair: bool, second: bool, mut f: impl FnMut(&[u8])) {
    let mut at = 0;
    while at < words.len() {
        let (a, next) = word_at(words, at);
        at = next;
        if pair {
            let (b, end) = word_at(words, next);
            at = end;
            f(if second { b } else { a });
        } else {
            f(a);
        }
    }
}

/// The word at byte `at` of [`ended`] entries: the bytes up to its 0
/// end, and the byte after that end.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn word_at(packed: &[u8], at: usize) -> (&[u8], usize) {
    let rest = packed.get(at..).unwrap_or_default();
    let n = rest.iter().position(|&b| b == 0).unwrap_or(rest.len());
    (rest.get(..n).unwrap_or_default(), at + n + 1)
}

/// True when the [`ended`] word at byte `at` of `packed` is `key`: its
/// bytes, then the 0 that ends it (first byte first: most probed entries
/// differ there).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn word_is(packed: &[u8], at: usize, key: &[u8]) -> bool {
    packed.get(at..at + key.len()).is_some_and(|w| w.first() == key.first() && w == key) && packed.get(at + key.len()) == Some(&0)
}

/// The entry of `packed` at byte `at` (of `shape`): where the next one
/// starts, and the hash that places it.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn entry_at(packed: &[u8], at: usize, shape: Shape) -> (usize, u32) {
    let (w, next) = word_at(packed, at);
    match shape {
        Shape::Pair => {
            let (b, end) = word_at(packed, next);
            (end, fnv(fnv(hash_word(w), b" "), b))
        }
        Shape::Word | Shape::Mask => (next, hash_word(w)),
        Shape::Value => (next + 2, quick_hash(w)),
    }
}

/// A [`Table`]'s slots: every entry of `packed` ([`ended`]) placed by its
/// hash at the first free slot from its home (linear probing), as where it
/// starts + 1,
/// in a table [`slots_for`] their number. Two passes over the entries (a
/// count, then the placing) rather than a list of them: less code.
///
/// A [`MaskSet`]'s lists ([`Shape::Mask`], packed by [`pack_lists`]): the
/// slots, then as many masks, bit `l` of a slot's mask set when its word
/// is in list `l`. A word in several lists is placed once, where its first
/// list put it: the words and masks of the compile-time table
/// ([`build_masks`]). (The lists' 0 ends count as entries: a table a few
/// slots larger at most.)
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn build_table(packed: &[u8], shape: Shape) -> Box<[u16]> {
    let (mut entries, mut at) = (0, 0);
    while at < packed.len() {
        at = entry_at(packed, at, shape).0;
        entries += 1;
    }
    let n = slots_for(entries);
    let masks = if shape == Shape::Mask { n } else { 0 };
    let mut table = vec![0u16; n + masks].into_boxed_slice();
    let (slots, masks) = table.split_at_mut(n);
    let (mut list, mut at) = (0, 0);
    while at < packed.len() {
        let (next, h) = entry_at(packed, at, shape);
        if next == at + 1 {
            // An empty word: the end of a mask set's list.
            list += 1;
            at = next;
            continue;
        }
        // A mask set's word met before stops the probe at its slot.
        let placed = |s: u16| shape == Shape::Mask && word_is(packed, usize::from(s) - 1, word_at(packed, at).0);
        let mut i = home(h, n);
        while slots.get(i).is_some_and(|&s| s != 0 && !placed(s)) {
            i = (i + 1) & (n - 1);
        }
        if let Some(s) = slots.get_mut(i).filter(|s| **s == 0) {
            *s = at as u16 + 1;
        }
        if let Some(m) = masks.get_mut(i) {
            *m |= 1 << list;
        }
        at = next;
    }
    table
}

/// The mask of `key` (`h` its [`hash_word`]) in a [`MaskSet`]'s run-time
/// `table` ([`build_table`]) over its `packed` lists; 0 when it is in
/// none.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn mask_in(packed: &[u8], table: &[u16], key: &[u8], h: u32) -> u16 {
    let Some((slots, masks)) = table.split_at_checked(table.len() / 2) else { return 0 };
    probe_table(packed, slots, h, key.len(), |e| starts_with(e, key)).and_then(|(at, _)| masks.get(at).copied()).unwrap_or(0)
}

/// True when `entry` starts with `key`: its first byte, then the rest
/// (most probed entries of the right length differ in the first byte).
fn starts_with(entry: &[u8], key: &[u8]) -> bool {
    entry.get(..key.len()).is_some_and(|w| w.first() == key.first() && w == key)
}

/// True when the packed word at byte `at` (its length byte) is `key`:
/// the length byte is compared first, then the first byte, then the rest
/// (most probed entries differ in length or first byte). Natively: the
/// WASM's entries are [`ended`] ([`word_is`]).
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
fn is_at(packed: &[u8], at: usize, key: &[u8]) -> bool {
    packed.get(at).is_some_and(|&n| usize::from(n) == key.len())
        && packed.get(at + 1..at + 1 + key.len()).is_some_and(|w| w.first() == key.first() && w == key)
}

/// The two-byte value stored after `key` in a table packed as word,
/// value ([`MaskSet`], [`ValueSet`]), found by [`probe`] from `h`'s home
/// slot; 0 when `key` is not there. One probe loop for both tables: they
/// differ only in the hash that places their words.
#[inline(always)]
fn value_at(words: &[u8], slots: &[u16], key: &[u8], h: u32) -> u16 {
    #[cfg(target_arch = "wasm32")]
    let (found, at) = (probe_table(words, slots, h, key.len(), |e| starts_with(e, key)).map(|(_, e)| e), key.len() + 1);
    #[cfg(not(target_arch = "wasm32"))]
    let (found, at) = (probe(words, slots, h, key.len() + 2, |e| starts_with(e, key)), key.len());
    // The value after the word (in the WASM after its 0 end).
    found
        .and_then(|e| e.get(at..at + 2))
        .map_or(0, |b| u16::from_le_bytes([b[0], b[1]]))
}

/// A set of words (exact bytes), hashed at compile time.
#[derive(Clone, Copy)]
pub struct WordSet {
    /// The words, packed by [`pack_words`].
    words: &'static [u8],
    /// The probe table, its entries in slot order ([`in_slot_order`]),
    /// as [`Starts`] holds it.
    slots: &'static Starts,
}

impl WordSet {
    /// The set of `words` (packed) with its probe table (see [`word_set!`]).
    pub const fn new(words: &'static [u8], slots: &'static Starts) -> Self {
        WordSet { words, slots }
    }

    /// True when `key` is one of the words.
    pub fn contains(&self, key: &[u8]) -> bool {
        self.contains_hashed(key, hash_word(key))
    }

    /// Calls `f` with each word (in the WASM, where the words are packed
    /// as written; for filters built at run time).
    #[cfg(target_arch = "wasm32")]
    pub fn each(&self, f: impl FnMut(&[u8])) {
        each_packed(self.words, false, false, f);
    }

    /// [`WordSet::contains`] with the key's [`hash_word`] already at hand.
    ///
    /// Inlined natively (a hot probe); called in the WASM, where its
    /// inlined copies cost more code than the call.
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn contains_hashed(&self, key: &[u8], h: u32) -> bool {
        #[cfg(target_arch = "wasm32")]
        return probe_table(self.words, self.slots.slots(self.words, Shape::Word), h, key.len(), |e| starts_with(e, key)).is_some();
        #[cfg(not(target_arch = "wasm32"))]
        probe(self.words, self.slots, h, key.len(), |e| starts_with(e, key)).is_some()
    }
}

/// Several word lists in one hash table: each word once, with a mask of
/// the lists it is in (bit `i` for list `i`), so that one probe answers
/// for every list ([`mask_set!`]).
///
/// Why: the source lexicon asked a dozen [`WordSet`]s about each word it
/// classed, a probe each (`source::lexicon::Classes::of`); the same words
/// in one table cost one probe, and a word in several lists is stored once.
#[derive(Clone, Copy)]
pub struct MaskSet {
    /// Natively each word after its length byte, then its mask (two
    /// bytes, little end first); in the WASM the lists as written
    /// ([`pack_lists`]).
    words: &'static [u8],
    /// The probe table, its entries in slot order ([`in_slot_order`]),
    /// as [`Starts`] holds it.
    slots: &'static Starts,
}

/// Words in all of `lists`, duplicates counted.
pub const fn total_words(lists: &[&[&str]]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < lists.len() {
        n += lists[i].len();
        i += 1;
    }
    n
}

/// The words of `lists` in one list (`N` = [`total_words`]).
pub const fn concat_lists<const N: usize>(lists: &[&[&'static str]]) -> [&'static str; N] {
    let mut out = [""; N];
    let (mut n, mut l) = (0, 0);
    while l < lists.len() {
        let mut i = 0;
        while i < lists[l].len() {
            out[n] = lists[l][i];
            n += 1;
            i += 1;
        }
        l += 1;
    }
    out
}

/// Bytes of [`build_masks`]'s packed words at most (duplicates counted).
pub const fn masks_len_bound(lists: &[&[&str]]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < lists.len() {
        n += packed_len(lists[i]) + 2 * lists[i].len();
        i += 1;
    }
    n
}

/// The probe table (`S` = [`slots_for`] [`total_words`]) and packed words
/// (`N` = [`masks_len_bound`]) of a [`MaskSet`], and how many of those
/// bytes are used: each word is placed once, the first time it is met, and
/// every later list it is in adds its bit to the mask.
pub const fn build_masks<const S: usize, const N: usize>(lists: &[&[&str]]) -> ([u16; S], [u8; N], usize) {
    assert!(lists.len() <= 16, "a mask set holds at most 16 lists");
    let mut slots = [0u16; S];
    let mut out = [0u8; N];
    let (mut used, mut l) = (0, 0);
    while l < lists.len() {
        let mut i = 0;
        while i < lists[l].len() {
            let w = lists[l][i].as_bytes();
            let mut at = home(hash_word(w), S);
            loop {
                let s = slots[at] as usize;
                if s == 0 {
                    assert!(used + 1 < u16::MAX as usize, "a mask set packs fewer than 65,535 bytes");
                    slots[at] = (used + 1) as u16;
                    used = put(&mut out, used, w);
                    used += 2;
                    break;
                }
                if const_same(&out, s - 1, w) {
                    break;
                }
                at = (at + 1) & (S - 1);
            }
            let m = slots[at] as usize - 1 + 1 + w.len();
            out[m + l / 8] |= 1 << (l % 8);
            i += 1;
        }
        l += 1;
    }
    (slots, out, used)
}

/// Bytes of [`pack_lists`]' output.
pub const fn lists_len(lists: &[&[&str]]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < lists.len() {
        n += packed_len(lists[i]) + 1;
        i += 1;
    }
    n
}

/// A [`MaskSet`]'s lists as the WASM downloads them: each list's words in
/// the order written, each after its length byte ([`pack_words`]), and a 0
/// byte ending the list. The WASM builds the table and the masks from them
/// ([`build_table`]).
///
/// Why not [`build_masks`]' words with their masks: the two mask bytes a
/// word, and the words in the order of the lists that first hold them,
/// gzip to 0.7 KB more than the lists as written (BENCHMARKS.md section 6,
/// session 34).
pub const fn pack_lists<const N: usize>(lists: &[&[&str]]) -> [u8; N] {
    assert!(lists.len() <= 16, "a mask set holds at most 16 lists");
    let mut out = [0u8; N];
    let (mut at, mut l) = (0, 0);
    while l < lists.len() {
        let mut i = 0;
        while i < lists[l].len() {
            assert!(!lists[l][i].is_empty(), "a mask set's words are not empty (an empty word ends a list)");
            at = put(&mut out, at, lists[l][i].as_bytes());
            i += 1;
        }
        // The list's end: `out[at]` stays 0.
        at += 1;
        l += 1;
    }
    out
}

/// The packed word at byte `at` (its length byte) is `w` (for const code).
const fn const_same<const N: usize>(out: &[u8; N], at: usize, w: &[u8]) -> bool {
    if out[at] as usize != w.len() {
        return false;
    }
    let mut k = 0;
    while k < w.len() {
        if out[at + 1 + k] != w[k] {
            return false;
        }
        k += 1;
    }
    true
}

/// The first `U` bytes of `bytes`.
pub const fn first_bytes<const U: usize, const N: usize>(bytes: &[u8; N]) -> [u8; U] {
    let mut out = [0u8; U];
    let mut i = 0;
    while i < U {
        out[i] = bytes[i];
        i += 1;
    }
    out
}

impl MaskSet {
    /// The table of packed `words` with their `slots` (see [`mask_set!`]).
    pub const fn new(words: &'static [u8], slots: &'static Starts) -> Self {
        MaskSet { words, slots }
    }

    /// The lists `key` is in (exact bytes; `h` its [`hash_word`]): bit `i`
    /// for list `i`, 0 for none.
    pub fn mask_hashed(&self, key: &[u8], h: u32) -> u16 {
        #[cfg(target_arch = "wasm32")]
        return mask_in(self.words, self.slots.slots(self.words, Shape::Mask), key, h);
        #[cfg(not(target_arch = "wasm32"))]
        value_at(self.words, self.slots, key, h)
    }
}

/// Bytes of [`build_values`]'s packed words: each word after its length
/// byte, then its value (two bytes).
pub const fn values_len(list: &[(&str, u16)]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < list.len() {
        n += 3 + list[i].0.len();
        i += 1;
    }
    n
}

/// The probe table (`S` = [`slots_for`] the list's length) and packed
/// words (`N` = [`values_len`]) of a [`ValueSet`] ([`value_set!`]). A
/// word may be listed once.
pub const fn build_values<const S: usize, const N: usize>(list: &[(&str, u16)]) -> ([u16; S], [u8; N]) {
    let mut slots = [0u16; S];
    let mut out = [0u8; N];
    let (mut used, mut i) = (0, 0);
    while i < list.len() {
        let (w, v) = (list[i].0.as_bytes(), list[i].1);
        assert!(v != 0, "a value set's values are not 0 (0 is \"no such word\")");
        let mut at = home(quick_hash(w), S);
        while slots[at] != 0 {
            assert!(!const_same(&out, slots[at] as usize - 1, w), "a value set lists each word once");
            at = (at + 1) & (S - 1);
        }
        assert!(used + 1 < u16::MAX as usize, "a value set packs fewer than 65,535 bytes");
        slots[at] = (used + 1) as u16;
        used = put(&mut out, used, w);
        out[used] = v as u8;
        out[used + 1] = (v >> 8) as u8;
        used += 2;
        i += 1;
    }
    (slots, out)
}

/// A [`ValueSet`] constant over a `&'static [(&'static str, u16)]`
/// constant.
#[macro_export]
macro_rules! value_set {
    ($list:expr) => {{
        const VALUE_SET_LIST_: &[(&str, u16)] = $list;
        const VALUE_SET_S_: usize = $crate::wordset::slots_for(VALUE_SET_LIST_.len());
        const VALUE_SET_N_: usize = $crate::wordset::values_len(VALUE_SET_LIST_);
        #[cfg(target_arch = "wasm32")]
        const VALUE_SET_: $crate::wordset::ValueSet = {
            const VALUE_SET_PACKED_: [u8; VALUE_SET_N_] = $crate::wordset::ended($crate::wordset::build_values::<VALUE_SET_S_, VALUE_SET_N_>(VALUE_SET_LIST_).1, 2);
            static VALUE_SET_TABLE_: $crate::wordset::Table = $crate::wordset::Table::new();
            $crate::wordset::ValueSet::new(&VALUE_SET_PACKED_, &VALUE_SET_TABLE_)
        };
        #[cfg(not(target_arch = "wasm32"))]
        const VALUE_SET_: $crate::wordset::ValueSet = {
            const VALUE_SET_BUILT_: ([u16; VALUE_SET_S_ + 1], [u8; VALUE_SET_N_], usize) = {
                let (slots, packed) = $crate::wordset::build_values::<VALUE_SET_S_, VALUE_SET_N_>(VALUE_SET_LIST_);
                $crate::wordset::in_slot_order(&slots, &packed, false, 2)
            };
            const VALUE_SET_SLOTS_: [u16; VALUE_SET_S_ + 1] = VALUE_SET_BUILT_.0;
            const VALUE_SET_PACKED_: [u8; VALUE_SET_N_] = VALUE_SET_BUILT_.1;
            $crate::wordset::ValueSet::new(&VALUE_SET_PACKED_, &VALUE_SET_SLOTS_)
        };
        VALUE_SET_
    }};
}

/// The hash of a [`ValueSet`]'s words: the first and last bytes and the
/// length, spread by [`home`]. Why not [`hash_word`]: the figure grammar
/// asks the number words about most words it reads, and FNV over every
/// byte cost more than the `match`es the set replaced (+3 % instructions
/// on polnear-dev); these few bytes tell the number words apart well
/// enough for short probes.
pub const fn quick_hash(w: &[u8]) -> u32 {
    if w.is_empty() {
        return 0;
    }
    w[0] as u32 | (w[w.len() - 1] as u32) << 8 | (w.len() as u32) << 16
}

/// A cheap hash of a word for a [`Bloom`] filter ([`Bloom::with_ends`]):
/// its first byte, last two and length, spread by a multiplication. Why
/// not [`hash_word`]: the figure scan asks the filter about every word,
/// and four bytes turned away more of polnear-dev's words (2,556 passed
/// wrongly) than FNV over every byte did (3,003), for a fraction of the
/// instructions.
pub const fn ends_hash(w: &[u8]) -> u32 {
    let before_last = if w.len() >= 2 { w[w.len() - 2] as u32 } else { 0 };
    (quick_hash(w) ^ before_last << 24).wrapping_mul(0x9e37_79b1) >> 16
}

/// Words with a 16-bit value each (not 0), hashed at compile time by
/// [`quick_hash`] ([`value_set!`]).
#[derive(Clone, Copy)]
pub struct ValueSet {
    /// Each word after its length byte, then its value (two bytes, little
    /// end first).
    words: &'static [u8],
    /// The probe table, its entries in slot order ([`in_slot_order`]),
    /// as [`Starts`] holds it.
    slots: &'static Starts,
}

impl ValueSet {
    /// The table of packed `words` with their `slots` (see [`value_set!`]).
    pub const fn new(words: &'static [u8], slots: &'static Starts) -> Self {
        ValueSet { words, slots }
    }

    /// The value of `key` (exact bytes), 0 when it is not listed.
    pub fn get(&self, key: &[u8]) -> u16 {
        #[cfg(target_arch = "wasm32")]
        let slots = self.slots.slots(self.words, Shape::Value);
        #[cfg(not(target_arch = "wasm32"))]
        let slots = self.slots;
        value_at(self.words, slots, key, quick_hash(key))
    }
}

/// A [`MaskSet`] constant over `&'static [&'static str]` constants:
/// `mask_set!([A_LIST, B_LIST])` gives words of `A_LIST` bit 0, of
/// `B_LIST` bit 1.
#[macro_export]
macro_rules! mask_set {
    ([$($list:expr),* $(,)?]) => {{
        const MASK_SET_LISTS_: &[&[&str]] = &[$($list),*];
        #[cfg(target_arch = "wasm32")]
        const MASK_SET_: $crate::wordset::MaskSet = {
            const MASK_SET_PACKED_: [u8; $crate::wordset::lists_len(MASK_SET_LISTS_)] = $crate::wordset::ended($crate::wordset::pack_lists(MASK_SET_LISTS_), 0);
            static MASK_SET_TABLE_: $crate::wordset::Table = $crate::wordset::Table::new();
            $crate::wordset::MaskSet::new(&MASK_SET_PACKED_, &MASK_SET_TABLE_)
        };
        #[cfg(not(target_arch = "wasm32"))]
        const MASK_SET_: $crate::wordset::MaskSet = {
            const MASK_SET_S_: usize = $crate::wordset::slots_for($crate::wordset::total_words(MASK_SET_LISTS_));
            const MASK_SET_N_: usize = $crate::wordset::masks_len_bound(MASK_SET_LISTS_);
            const MASK_SET_BUILT_: ([u16; MASK_SET_S_], [u8; MASK_SET_N_], usize) = $crate::wordset::build_masks(MASK_SET_LISTS_);
            const MASK_SET_ORDERED_: ([u16; MASK_SET_S_ + 1], [u8; MASK_SET_N_], usize) = $crate::wordset::in_slot_order(&MASK_SET_BUILT_.0, &MASK_SET_BUILT_.1, false, 2);
            const MASK_SET_SLOTS_: [u16; MASK_SET_S_ + 1] = MASK_SET_ORDERED_.0;
            const MASK_SET_PACKED_: [u8; MASK_SET_ORDERED_.2] = $crate::wordset::first_bytes(&MASK_SET_ORDERED_.1);
            $crate::wordset::MaskSet::new(&MASK_SET_PACKED_, &MASK_SET_SLOTS_)
        };
        MASK_SET_
    }};
}

/// Lists of this many words or more are packed in groups of one length
/// ([`pack_list`]). Measured on polnear-dev (the release CLI under
/// callgrind) and the gzipped WASM: every list in the order written, 5.4 %
/// more instructions than the `&[&str]` lists and 450 bytes smaller than
/// with the lists of 24 words or more grouped, which take 0.5 % fewer
/// instructions (from 16 words: no faster, 95 bytes larger; from 32: 0.8 %
/// more instructions, 26 bytes smaller).
pub const GROUP_FROM: usize = 24;

/// How many words of `list` are `l` bytes long.
const fn count_of_length(list: &[&str], l: usize) -> usize {
    let (mut c, mut i) = (0, 0);
    while i < list.len() {
        if list[i].len() == l {
            c += 1;
        }
        i += 1;
    }
    c
}

/// Bytes of a word list packed by [`pack_list`].
pub const fn list_len(list: &[&str]) -> usize {
    if list.len() < GROUP_FROM {
        // In the WASM a short list's shortest length before its words
        // ([`pack_ended_from_shortest`]).
        return packed_len(list);
    }
    let (mut n, mut l) = (1, 1);
    while l < 256 {
        let c = count_of_length(list, l);
        if c > 0 {
            n += 2 + c * l;
        }
        l += 1;
    }
    n
}

/// A short list as the WASM downloads it: its shortest word's length,
/// then the words shortest first (words of one length in the order
/// written), each but the last ended by a 0 byte (the list's end ends
/// the last): as many bytes as length bytes before the words take.
/// Empty for an empty list.
///
/// Why shortest first: a lookup of a key stops at the first longer word
/// ([`ended_any`]): on polnear-dev the short lists' scans stepped over
/// 2.6 M words, half as many shortest first (the WASM-like build −2.3 %
/// instructions, BENCHMARKS.md section 12, session 25). Natively each
/// site's constant list is folded into its scan, where the order written
/// was 0.5 % faster. Why ended: the same 0 after every word lets gzip
/// take a word that ends here and in another list as one repeat, ends
/// included, where length bytes before the words differ with their
/// neighbours (as [`ended`] for the sets): 0.6 KB of the gzipped WASM
/// (BENCHMARKS.md section 6, session 35). The scan finds each word's end
/// from the length it starts at, without a search for the 0.
pub const fn pack_ended_from_shortest<const N: usize>(list: &[&str]) -> [u8; N] {
    let mut out = [0u8; N];
    let (mut at, mut l) = (1, 1);
    while l < 256 {
        let mut i = 0;
        while i < list.len() {
            let w = list[i].as_bytes();
            if w.len() == l {
                if at == 1 {
                    out[0] = l as u8;
                }
                let mut k = 0;
                while k < l {
                    out[at + k] = w[k];
                    k += 1;
                }
                // `out[at + l]` stays 0: the word's end (but for the last).
                at += l + 1;
            }
            i += 1;
        }
        l += 1;
    }
    out
}

/// The words of a list for [`WordList`]. A short list (fewer than
/// [`GROUP_FROM`] words) is packed as [`pack_words`] does: each word after
/// its length byte, in the order written (in the WASM its shortest
/// length, then its words shortest first, each ended by a 0 byte:
/// [`pack_ended_from_shortest`]). A longer one is a 0 byte, then
/// its words in groups of one length, shortest first: each group is the
/// length, the number of words, then the words one after another (in the
/// order written) without separators.
pub const fn pack_list<const N: usize>(list: &[&str]) -> [u8; N] {
    let mut i = 0;
    while i < list.len() {
        assert!(!list[i].is_empty() && list[i].len() < 256, "a word list's words are 1 to 255 bytes long");
        i += 1;
    }
    if list.len() < GROUP_FROM {
        return if cfg!(target_arch = "wasm32") {
            pack_ended_from_shortest(list)
        } else {
            pack_words(list)
        };
    }
    let mut out = [0u8; N];
    let (mut at, mut l) = (1, 1);
    while l < 256 {
        let c = count_of_length(list, l);
        if c > 0 {
            assert!(c < 256, "a word list holds fewer than 256 words of one length");
            out[at] = l as u8;
            out[at + 1] = c as u8;
            at += 2;
            let mut i = 0;
            while i < list.len() {
                let w = list[i].as_bytes();
                if w.len() == l {
                    let mut k = 0;
                    while k < l {
                        out[at + k] = w[k];
                        k += 1;
                    }
                    at += l;
                }
                i += 1;
            }
        }
        l += 1;
    }
    out
}

/// A word list packed into one byte string ([`pack_list`]): a few words
/// each after its length byte, scanned in order (in the WASM shortest
/// first, each ended by a 0 byte); a longer list in groups of
/// one length, where a lookup steps over the groups of shorter words and
/// compares the key with its own group only.
///
/// Why: the small lists the rules read (a dozen words: "the", "a", "an";
/// the auxiliaries; the time words) were `&[&str]`, 8 bytes of pointer and
/// length per word in the WASM's data besides the text, and a relocation
/// each; packed, a word costs one byte besides its text. Short lists keep
/// the order written: many share runs of words ("the", "a", "an", "his",
/// "her", "their", "its"), which compress best as written. The long ones
/// are read for most words of a phrase, and a scan of a hundred words each
/// time cost more than the `&[&str]` scans did (see [`GROUP_FROM`]).
/// Built by [`words!`] or [`word_list!`] at compile time.
#[derive(Clone, Copy)]
pub struct WordList {
    /// The words, packed by [`pack_list`].
    words: &'static [u8],
}

impl WordList {
    /// The list of `words` packed by [`pack_list`] (see [`words!`]).
    pub const fn new(words: &'static [u8]) -> Self {
        WordList { words }
    }

    /// True when `same` accepts one of the words of `len` bytes (`len` >
    /// 0).
    #[inline]
    fn any(self, len: usize, same: impl Fn(&[u8]) -> bool) -> bool {
        let w = self.words;
        if w.first() == Some(&0) {
            // Groups of one length.
            let mut at = 1;
            while let (Some(&l), Some(&c)) = (w.get(at), w.get(at + 1)) {
                let l = usize::from(l);
                let end = at + 2 + l * usize::from(c);
                if l >= len {
                    return l == len && w.get(at + 2..end).is_some_and(|g| g.chunks_exact(len).any(&same));
                }
                at = end;
            }
            return false;
        }
        // In the WASM a short list is packed shortest first, each word
        // ended by a 0 byte ([`pack_ended_from_shortest`]). Natively the
        // order is as written, each word after its length byte: no early
        // stop.
        if cfg!(target_arch = "wasm32") {
            return ended_any(w, len, same);
        }
        let mut at = 0;
        while let Some(&n) = w.get(at) {
            let n = usize::from(n);
            let next = at + 1 + n;
            if n == len && w.get(at + 1..next).is_some_and(&same) {
                return true;
            }
            at = next;
        }
        false
    }

    /// True when `key` is one of the words (exact bytes).
    ///
    /// In the WASM an entry of the key's length is compared by its first
    /// byte before the whole: most differ there, and the whole compare is
    /// a call of `memcmp`'s byte loop, made for 94 % of the lookups on
    /// polnear-dev when every entry of the key's length took it (−3 % of
    /// the WASM-like build's instructions, BENCHMARKS.md section 12,
    /// session 24). Natively each site's list is a constant that LLVM folds
    /// into the inlined scan, and the extra test cost 1.4 % there for the
    /// short lists; a grouped list ([`GROUP_FROM`] words or more) has many
    /// entries of a key's length, each a `memcmp` call, and takes the test
    /// (−3.9 M instructions on polnear-dev, BENCHMARKS.md section 12,
    /// session 30). Natively always inlined: with the two scans LLVM
    /// stopped inlining it, and the lists were no longer folded (+44 M).
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub fn contains(self, key: &[u8]) -> bool {
        let Some(&first) = key.first() else { return false };
        if !cfg!(target_arch = "wasm32") && self.words.first() == Some(&0) {
            return self.any(key.len(), |w| w.first() == Some(&first) && w == key);
        }
        self.any(key.len(), |w| (!cfg!(target_arch = "wasm32") || w.first() == Some(&first)) && w == key)
    }

    /// True when `word` is one of the words but for ASCII case. The
    /// list's words must be lower case (every list the rules ask this of
    /// is; see the test `ignore_case_lists_are_lower_case`): only the key
    /// is folded, 13 instructions a byte with both sides folded.
    pub fn contains_ignore_case(self, word: &[u8]) -> bool {
        let (w, len) = (self.words, word.len());
        // The WASM's short lists are ended ([`ended_any`]).
        if len == 0 || w.first() == Some(&0) || cfg!(target_arch = "wasm32") {
            return len > 0 && self.any(len, |e| lower_eq(e, word));
        }
        // Most entries differ in length and are stepped over on the length
        // test alone; an entry's bounds are checked only at the key's
        // length (a packed list has no cut entry, so a failed check ends
        // the scan). Written as [`WordList::any`] is, LLVM joined the two
        // tests into one condition: twice the instructions per entry
        // stepped over (−3 M on polnear-dev, BENCHMARKS.md section 12).
        let mut at = 0;
        while let Some(&n) = w.get(at) {
            let n = usize::from(n);
            if n == len {
                let Some(entry) = w.get(at + 1..at + 1 + n) else { return false };
                if lower_eq(entry, word) {
                    return true;
                }
            }
            at += 1 + n;
        }
        false
    }

    /// The words (for tests and checks).
    pub fn iter(self) -> impl Iterator<Item = &'static str> {
        let w = self.words;
        let grouped = w.first() == Some(&0);
        let ended = !grouped && cfg!(target_arch = "wasm32");
        let (mut at, mut left, mut len) = (usize::from(grouped || ended), 0, 0);
        std::iter::from_fn(move || {
            if ended {
                // Each word ended by a 0 ([`pack_ended_from_shortest`]).
                len = w.get(at..)?.iter().position(|&b| b == 0)?;
                let word = w.get(at..at + len)?;
                at += len + 1;
                return std::str::from_utf8(word).ok();
            }
            if grouped && left == 0 {
                len = usize::from(*w.get(at)?);
                left = *w.get(at + 1)?;
                at += 2;
            } else if !grouped {
                len = usize::from(*w.get(at)?);
                at += 1;
            }
            left = left.saturating_sub(1);
            let word = w.get(at..at + len)?;
            at += len;
            std::str::from_utf8(word).ok()
        })
    }
}

/// True when `same` accepts one of the words of `len` bytes (`len` > 0)
/// of a short list packed for the WASM ([`pack_ended_from_shortest`]):
/// its shortest length, then its words shortest first, each ended by a 0
/// (the last by the list's end).
///
/// The ends are found without a search for the 0: `n` is a length the
/// word at `at` is known to reach (at first the shortest), and its byte
/// `n` is 0 exactly when it is `n` bytes long (no byte of a word is 0).
/// Otherwise the word is longer: `n` grows by one. A word's end found,
/// the next word is as long or longer, so `n` stays; past the key's
/// length no word can match. One byte test a word, as the length bytes
/// took, and one a length passed between the shortest and the key's.
/// Without the shortest length the scan started at 1, and those steps
/// on the first words made the WASM-like build 5.9 % slower
/// (BENCHMARKS.md section 6, session 35).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
#[inline]
fn ended_any(w: &[u8], len: usize, same: impl Fn(&[u8]) -> bool) -> bool {
    let Some((&shortest, w)) = w.split_first() else { return false };
    let mut n = usize::from(shortest);
    // `e`: byte `n` of the word being read.
    let mut e = n;
    // The words shorter than the key, stepped over: one test a word, one
    // a length passed.
    while n < len {
        loop {
            match w.get(e) {
                None => return false,
                Some(0) => e += n + 1,
                Some(_) => break,
            }
        }
        n += 1;
        e += 1;
    }
    if n > len {
        return false;
    }
    // The words of the key's length, up to the first longer one (the
    // last word ends at the list's end, not at a 0).
    while e <= w.len() && w.get(e).is_none_or(|&b| b == 0) {
        if w.get(e - len..e).is_some_and(&same) {
            return true;
        }
        e += len + 1;
    }
    false
}

/// Is `key`, lower-cased (ASCII), the lower-case `entry`?
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
fn lower_eq(entry: &[u8], key: &[u8]) -> bool {
    entry.len() == key.len() && entry.iter().zip(key).all(|(&e, &k)| e == k.to_ascii_lowercase())
}

/// A word list or set the rules can ask "is this key one of yours?": a
/// [`WordList`] for a few words, a [`WordSet`] for many.
pub trait Lookup: Copy {
    /// True when `key` (exact bytes) is one of the words.
    fn has(self, key: &[u8]) -> bool;
}

impl Lookup for WordList {
    #[inline]
    fn has(self, key: &[u8]) -> bool {
        self.contains(key)
    }
}

impl Lookup for WordSet {
    #[inline]
    fn has(self, key: &[u8]) -> bool {
        self.contains(key)
    }
}

/// A set of word pairs (exact bytes), hashed at compile time.
#[derive(Clone, Copy)]
pub struct PairSet {
    /// The pairs, packed by [`pack_pairs`].
    pairs: &'static [u8],
    /// The probe table, its entries in slot order ([`in_slot_order`]),
    /// as [`Starts`] holds it.
    slots: &'static Starts,
}

impl PairSet {
    /// The set of `pairs` (packed) with its probe table (see [`pair_set!`]).
    pub const fn new(pairs: &'static [u8], slots: &'static Starts) -> Self {
        PairSet { pairs, slots }
    }

    /// Calls `f` with the first (`second == false`) or second word of
    /// each pair (in the WASM, where the pairs are packed as written; for
    /// filters built at run time).
    #[cfg(target_arch = "wasm32")]
    pub fn each(&self, second: bool, f: impl FnMut(&[u8])) {
        each_packed(self.pairs, true, second, f);
    }

    /// True when (`a`, `b`) is one of the pairs.
    pub fn contains(&self, a: &[u8], b: &[u8]) -> bool {
        self.contains_after(a, hash_word(a), b)
    }

    /// [`PairSet::contains`] with the first word's [`hash_word`] `ha` at
    /// hand: the pair's hash goes on from it ([`hash_pair`] hashes "a b"),
    /// so a word asked with several neighbours is hashed once.
    ///
    /// Inlined natively (a hot probe); called in the WASM, where its
    /// inlined copies cost more code than the call.
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn contains_after(&self, a: &[u8], ha: u32, b: &[u8]) -> bool {
        let h = fnv(fnv(ha, b" "), b);
        #[cfg(target_arch = "wasm32")]
        return probe_table(self.pairs, self.slots.slots(self.pairs, Shape::Pair), h, a.len(), |e| starts_with(e, a) && word_is(e, a.len() + 1, b)).is_some();
        #[cfg(not(target_arch = "wasm32"))]
        probe(self.pairs, self.slots, h, 2 + a.len() + b.len(), |e| is_at(e, 0, a) && is_at(e, 1 + a.len(), b)).is_some()
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

    /// The filter with every word of `list` added by [`ends_hash`].
    pub const fn with_ends(mut self, list: &[&str]) -> Self {
        let mut i = 0;
        while i < list.len() {
            self = self.set(ends_hash(list[i].as_bytes()));
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

    /// Adds the word with hash `h` (for filters built at run time).
    pub fn add(&mut self, h: u32) {
        let bit = h as usize % (WORDS * 64);
        self.bits[bit / 64] |= 1 << (bit % 64);
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
        const WORD_SET_N_: usize = $crate::wordset::packed_len(WORD_SET_LIST_);
        #[cfg(target_arch = "wasm32")]
        const WORD_SET_: $crate::wordset::WordSet = {
            const WORD_SET_PACKED_: [u8; WORD_SET_N_] = $crate::wordset::ended($crate::wordset::pack_words(WORD_SET_LIST_), 0);
            static WORD_SET_TABLE_: $crate::wordset::Table = $crate::wordset::Table::new();
            $crate::wordset::WordSet::new(&WORD_SET_PACKED_, &WORD_SET_TABLE_)
        };
        #[cfg(not(target_arch = "wasm32"))]
        const WORD_SET_: $crate::wordset::WordSet = {
            const WORD_SET_S_: usize = $crate::wordset::slots_for(WORD_SET_LIST_.len());
            const WORD_SET_BUILT_: ([u16; WORD_SET_S_ + 1], [u8; WORD_SET_N_], usize) =
                $crate::wordset::in_slot_order(&$crate::wordset::build_words::<WORD_SET_S_>(WORD_SET_LIST_), &$crate::wordset::pack_words::<WORD_SET_N_>(WORD_SET_LIST_), false, 0);
            const WORD_SET_PACKED_: [u8; WORD_SET_BUILT_.2] = $crate::wordset::first_bytes(&WORD_SET_BUILT_.1);
            const WORD_SET_SLOTS_: [u16; WORD_SET_S_ + 1] = WORD_SET_BUILT_.0;
            $crate::wordset::WordSet::new(&WORD_SET_PACKED_, &WORD_SET_SLOTS_)
        };
        WORD_SET_
    }};
}

/// A [`WordList`] constant of the words written: `words!["a", "an", "the"]`.
#[macro_export]
macro_rules! words {
    ($($w:literal),* $(,)?) => {
        $crate::word_list!(&[$($w),*])
    };
}

/// A [`WordList`] constant over a `&'static [&'static str]` constant.
#[macro_export]
macro_rules! word_list {
    ($list:expr) => {{
        const WORD_LIST_: &[&str] = $list;
        const WORD_LIST_PACKED_: [u8; $crate::wordset::list_len(WORD_LIST_)] = $crate::wordset::pack_list(WORD_LIST_);
        $crate::wordset::WordList::new(&WORD_LIST_PACKED_)
    }};
}

/// A [`PairSet`] constant over a `&'static [(&'static str, &'static str)]`
/// constant.
#[macro_export]
macro_rules! pair_set {
    ($list:expr) => {{
        const PAIR_SET_LIST_: &[(&str, &str)] = $list;
        const PAIR_SET_N_: usize = $crate::wordset::packed_pairs_len(PAIR_SET_LIST_);
        #[cfg(target_arch = "wasm32")]
        const PAIR_SET_: $crate::wordset::PairSet = {
            const PAIR_SET_PACKED_: [u8; PAIR_SET_N_] = $crate::wordset::ended($crate::wordset::pack_pairs(PAIR_SET_LIST_), 0);
            static PAIR_SET_TABLE_: $crate::wordset::Table = $crate::wordset::Table::new();
            $crate::wordset::PairSet::new(&PAIR_SET_PACKED_, &PAIR_SET_TABLE_)
        };
        #[cfg(not(target_arch = "wasm32"))]
        const PAIR_SET_: $crate::wordset::PairSet = {
            const PAIR_SET_S_: usize = $crate::wordset::slots_for(PAIR_SET_LIST_.len());
            const PAIR_SET_BUILT_: ([u16; PAIR_SET_S_ + 1], [u8; PAIR_SET_N_], usize) =
                $crate::wordset::in_slot_order(&$crate::wordset::build_pairs::<PAIR_SET_S_>(PAIR_SET_LIST_), &$crate::wordset::pack_pairs::<PAIR_SET_N_>(PAIR_SET_LIST_), true, 0);
            const PAIR_SET_PACKED_: [u8; PAIR_SET_BUILT_.2] = $crate::wordset::first_bytes(&PAIR_SET_BUILT_.1);
            const PAIR_SET_SLOTS_: [u16; PAIR_SET_S_ + 1] = PAIR_SET_BUILT_.0;
            $crate::wordset::PairSet::new(&PAIR_SET_PACKED_, &PAIR_SET_SLOTS_)
        };
        PAIR_SET_
    }};
}

#[cfg(test)]
mod tests {
    /// The run-time map keeps every key through its growth, as a
    /// `HashMap` would.
    /// So does a map made with room, below, at and past it.
    #[test]
    fn word_map_agrees_with_a_hash_map() {
        for room in [None, Some(0), Some(5), Some(1300), Some(4000)] {
            let mut mine: super::WordMap<Vec<usize>> = room.map_or_else(Default::default, super::WordMap::with_capacity);
            let mut std = std::collections::HashMap::<String, Vec<usize>>::new();
            assert!(mine.get("x").is_none());
            for i in 0..5000usize {
                let key = format!("w{}", i * 7 % 1300);
                mine.entry(&key).push(i);
                std.entry(key).or_default().push(i);
            }
            for i in 0..1400 {
                let key = format!("w{i}");
                assert_eq!(mine.get(&key), std.get(&key), "{key} {room:?}");
            }
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

    /// The WASM's short lists (the shortest length, then the words
    /// shortest first, words of one length in the order written, each
    /// ended by a 0 byte) answer as a scan of the words would, exactly or
    /// but for case: natively too ([`ended_any`] over
    /// [`pack_ended_from_shortest`]), keys shorter than the shortest word,
    /// longer than the longest and with a 0 byte inside included.
    #[test]
    fn ended_short_lists_agree_with_a_scan_of_their_words() {
        const W: &[&str] = &["would", "it", "said", "an", "a", "says", "told", "wrote", "ab", "x"];
        const P: [u8; packed_len(W)] = pack_ended_from_shortest(W);
        assert_eq!(P, *b"\x01a\0x\0it\0an\0ab\0said\0says\0told\0would\0wrote");
        const V: &[&str] = &["wrote", "said", "told"];
        const Q: [u8; packed_len(V)] = pack_ended_from_shortest(V);
        assert_eq!(Q, *b"\x04said\0told\0wrote");
        const E: [u8; 0] = pack_ended_from_shortest(&[]);
        for (packed, words) in [(&P[..], W), (&Q[..], V), (&E[..], &[][..])] {
            let mut probes: Vec<String> = vec!["a\0an".into(), "\0".into(), "it\0".into(), "sai\0".into(), "x".repeat(300), "zzzzzzz".into(), "b".into()];
            for w in words.iter().chain(W) {
                probes.extend([w.to_string(), w.to_uppercase(), format!("{w}s"), format!("s{w}"), crate::bytes::slice(w, 0..w.len() - 1).to_string()]);
            }
            for p in probes.iter().filter(|p| !p.is_empty()) {
                let got = ended_any(packed, p.len(), |e| e == p.as_bytes());
                assert_eq!(got, words.contains(&p.as_str()), "{p:?}");
                let folded = ended_any(packed, p.len(), |e| lower_eq(e, p.as_bytes()));
                assert_eq!(folded, words.iter().any(|w| w.eq_ignore_ascii_case(p)), "{p:?}");
            }
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

    /// A pair asked with its first word's hash at hand finds what the
    /// whole lookup finds (the cue tables hash a word once for all pairs).
    #[test]
    fn pairs_after_a_hashed_word_match_the_whole_lookup() {
        for (a, b) in [("called", "for"), ("called", "on"), ("called", "to"), ("according", "to"), ("according", "")] {
            let (a, b) = (a.as_bytes(), b.as_bytes());
            assert_eq!(PAIRS.contains_after(a, hash_word(a), b), PAIRS.contains(a, b));
        }
    }

    /// Both layouts of a [`WordList`] answer as a scan of the `&[&str]`
    /// would: every word, in any ASCII case for `contains_ignore_case`,
    /// and no prefix, extension or other word.
    #[test]
    fn lists_agree_with_a_scan_of_their_words() {
        const SHORT_LIST: &[&str] = &["added", "said", "says", "told", "wrote", "a"];
        const LONG_LIST: &[&str] = &[
            "the", "a", "an", "his", "her", "their", "its", "this", "that", "these", "those", "our", "my", "your", "some", "any", "no",
            "every", "each", "either", "neither", "both", "all", "several", "many", "much", "more", "most", "few", "fewer", "less",
        ];
        const SHORT: WordList = word_list!(SHORT_LIST);
        const LONG: WordList = word_list!(LONG_LIST);
        assert!(SHORT_LIST.len() < GROUP_FROM && LONG_LIST.len() >= GROUP_FROM);
        assert_ne!(SHORT.words.first(), Some(&0), "a short list is not grouped");
        assert_eq!(LONG.words.first(), Some(&0), "a long list is grouped by length");
        for (list, words) in [(SHORT, SHORT_LIST), (LONG, LONG_LIST)] {
            let mut probes: Vec<String> = vec![String::new(), "A".into(), "Saïd".into(), "x".repeat(300)];
            for w in words {
                probes.extend([w.to_string(), w.to_uppercase(), format!("{w}s"), format!("s{w}"), crate::bytes::slice(w, 0..w.len() - 1).to_string()]);
            }
            for p in &probes {
                assert_eq!(list.contains(p.as_bytes()), words.contains(&p.as_str()), "{p}");
                assert_eq!(list.has(p.as_bytes()), words.contains(&p.as_str()), "{p}");
                let folded = words.iter().any(|w| w.eq_ignore_ascii_case(p));
                assert_eq!(list.contains_ignore_case(p.as_bytes()), folded, "{p}");
            }
            let (mut got, mut want) = (list.iter().collect::<Vec<_>>(), words.to_vec());
            got.sort_unstable();
            want.sort_unstable();
            assert_eq!(got, want);
        }
        assert!(words!["said", "told"].contains(b"told") && word_list!(LIST).contains(b"wrote"));
        const EMPTY: WordList = words![];
        assert!(!EMPTY.contains(b"") && !EMPTY.contains(b"a") && EMPTY.iter().next().is_none());
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

    /// The tables are stored in slot order: each set still finds every
    /// word with its value, and the numbers of the used slots grow with
    /// the slot.
    #[test]
    fn tables_in_slot_order_find_every_word() {
        const WORDS: &[&str] = &[
            "acknowledged", "added", "admitted", "announced", "argued", "asserted", "claimed", "commented", "complained", "conceded",
            "confirmed", "contended", "declared", "denied", "disclosed", "explained", "insisted", "maintained", "noted", "observed",
            "predicted", "remarked", "replied", "reported", "said", "stated", "stressed", "suggested", "told", "warned", "wrote",
        ];
        const S: usize = slots_for(WORDS.len());
        const N: usize = packed_len(WORDS);
        const BUILT: ([u16; S + 1], [u8; N], usize) = in_slot_order(&build_words::<S>(WORDS), &pack_words::<N>(WORDS), false, 0);
        // Starts grow, a word a slot that has one, and the length bytes are gone.
        let starts = BUILT.0;
        assert!(starts.windows(2).all(|w| w[0] <= w[1]), "{starts:?}");
        assert_eq!(starts.windows(2).filter(|w| w[0] < w[1]).count(), WORDS.len());
        assert_eq!(BUILT.2, N - WORDS.len());
        const SET: WordSet = word_set!(WORDS);
        for w in WORDS {
            assert!(SET.contains(w.as_bytes()), "{w}");
        }
        assert!(!SET.contains(b"say") && !SET.contains(b"") && !SET.contains(b"Said"));
        const VALUES: ValueSet = value_set!(&[("one", 1), ("two", 2), ("dozen", 12), ("hundred", 100)]);
        assert_eq!([b"one".as_slice(), b"dozen", b"hundred", b"three"].map(|w| VALUES.get(w)), [1, 12, 100, 0]);
        assert!(PAIRS.contains(b"called", b"on") && !PAIRS.contains(b"called", b"to"));
    }

    /// The WASM's tables, built at run time from the packed words in the
    /// order written ([`Table`]), find every word, value, mask and pair
    /// and nothing else, as the compile-time tables do natively.
    #[test]
    fn tables_built_at_run_time_find_every_entry() {
        const WORDS: &[&str] = &["added", "said", "says", "told", "wrote", "a", "an", "the", "according", "acknowledged"];
        const P: [u8; packed_len(WORDS)] = ended(pack_words(WORDS), 0);
        let table = Table::new();
        let find = |w: &[u8]| probe_table(&P, table.slots(&P, Shape::Word), hash_word(w), w.len(), |e| starts_with(e, w)).is_some();
        for w in WORDS {
            assert!(find(w.as_bytes()), "{w}");
        }
        for w in ["", "add", "sai", "saidx", "Said", "th", "accord"] {
            assert!(!find(w.as_bytes()), "{w}");
        }
        const LIST: &[(&str, u16)] = &[("one", 1), ("two", 2), ("dozen", 12), ("hundred", 100)];
        const V: [u8; values_len(LIST)] = ended(build_values::<{ slots_for(LIST.len()) }, { values_len(LIST) }>(LIST).1, 2);
        let (table, set) = (Table::new(), value_set!(LIST));
        // The entry's value after the word, as `value_at` reads it in the WASM.
        let value = |packed: &[u8], slots: &[u16], w: &[u8], h: u32| {
            probe_table(packed, slots, h, w.len(), |e| starts_with(e, w)).and_then(|(_, e)| e.get(w.len() + 1..w.len() + 3)).map_or(0, |b| u16::from_le_bytes([b[0], b[1]]))
        };
        for w in [b"one".as_slice(), b"dozen", b"hundred", b"three", b"on", b""] {
            assert_eq!(value(&V, table.slots(&V, Shape::Value), w, quick_hash(w)), set.get(w));
        }
        const LISTS: &[&[&str]] = &[&["mayor", "chief"], &["chief", "police"]];
        const M: [u8; lists_len(LISTS)] = ended(pack_lists(LISTS), 0);
        let (table, set) = (Table::new(), mask_set!([LISTS[0], LISTS[1]]));
        let mask = |w: &[u8]| mask_in(&M, table.slots(&M, Shape::Mask), w, hash_word(w));
        let words = [b"mayor".as_slice(), b"chief", b"police", b"chiefs", b"chie", b""];
        assert_eq!(words.map(mask), [1, 3, 2, 0, 0, 0]);
        assert_eq!(words.map(mask), words.map(|w| set.mask_hashed(w, hash_word(w))));
        const PL: &[(&str, &str)] = &[("according", "to"), ("called", "for"), ("called", "on")];
        const PP: [u8; packed_pairs_len(PL)] = ended(pack_pairs(PL), 0);
        let table = Table::new();
        let pair = |a: &[u8], b: &[u8]| {
            probe_table(&PP, table.slots(&PP, Shape::Pair), hash_pair(a, b), a.len(), |e| starts_with(e, a) && word_is(e, a.len() + 1, b)).is_some()
        };
        assert!(pair(b"called", b"for") && pair(b"called", b"on") && pair(b"according", b"to"));
        assert!(!pair(b"called", b"to") && !pair(b"according", b"") && !pair(b"called for", b""));
    }

    #[test]
    fn tables_stay_under_three_quarters_full() {
        for n in [0, 1, 5, 6, 100, 363, 1000] {
            let s = slots_for(n);
            assert!(s.is_power_of_two() && n * 4 < s * 3 + 1, "{n} -> {s}");
        }
    }
}
