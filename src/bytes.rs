//! Small byte-level string helpers, chosen for the size of the WebAssembly.
//!
//! Why: `str::contains` with a `&str` pattern links core's two-way
//! substring searcher (about 2.5 KB of code), and each distinct pattern
//! type of `str::replace` or `trim_*_matches` is its own copy of the
//! generic code. The texts these helpers see are short (a chunk, a gap
//! between words, a name), where a plain loop is as fast.

/// Where `needle` first occurs in `hay`, as `str::find` answers (bytes
/// compared, which for UTF-8 is the same as comparing the text).
///
/// A window's first byte is tested before the whole: the whole compare is
/// a `memcmp` call, made at every byte of the text when it came first
/// (about 157,000 calls on polnear-dev; BENCHMARKS.md section 12, session
/// 30).
pub fn find(hay: &str, needle: &str) -> Option<usize> {
    let n = needle.as_bytes();
    let Some(&first) = n.first() else { return Some(0) };
    hay.as_bytes().windows(n.len()).position(|w| w.first() == Some(&first) && w == n)
}

/// Where the first byte of `hay` that is `a` or `b` (or, with
/// `non_ascii`, any byte from 0x80 up) stands.
///
/// Why: the paragraph split and the quote scan look for a few bytes through
/// the whole text. Eight bytes are tested at once (a byte of `x ^ a` is
/// zero where `x` holds `a`, and `(v - 0x01…01) & !v & 0x80…80` is nonzero
/// exactly when `v` has a zero byte), and only a block with a hit is read
/// byte by byte: about a quarter of the instructions of a byte loop.
pub fn find_byte_of(hay: &[u8], a: u8, b: u8, non_ascii: bool) -> Option<usize> {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    let zero_byte = |v: u64| v.wrapping_sub(LO) & !v & HI;
    let hit = |x: u8| x == a || x == b || non_ascii && !x.is_ascii();
    let (sa, sb) = (LO * u64::from(a), LO * u64::from(b));
    let high = if non_ascii { HI } else { 0 };
    let mut blocks = hay.chunks_exact(8);
    let mut at = 0;
    for block in &mut blocks {
        let x = le_u64(block);
        if (zero_byte(x ^ sa) | zero_byte(x ^ sb) | (x & high)) != 0 {
            if let Some(k) = block.iter().position(|&x| hit(x)) {
                return Some(at + k);
            }
        }
        at += 8;
    }
    blocks.remainder().iter().position(|&x| hit(x)).map(|k| at + k)
}

/// The parts joined into one new string: `format!` for plain text.
///
/// Why: `format!` links `alloc::fmt::format` and `String`'s `fmt::Write`
/// (one copy of `write_char` per call site's argument types) into the
/// WASM; a join is one loop.
pub fn concat(parts: &[&str]) -> String {
    let mut out = String::with_capacity(parts.iter().map(|p| p.len()).sum());
    for p in parts {
        put(&mut out, p);
    }
    out
}

/// Appends `s` to `out`: `out.push_str(s)`.
///
/// Why: `String::push_str` / `push` are `#[inline]` (a reserve and a copy
/// at each of ~70 sites, most of them in `json.rs`); in the WASM this is
/// called instead (natively inlined as before).
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub fn put(out: &mut String, s: &str) {
    out.push_str(s);
}

/// Appends `c` to `out`: `out.push(c)`.
///
/// Why: `String::push` is `#[inline]` (its UTF-8 encoding and a reserve
/// at each of ~12 sites, most in the JSON writer); in the WASM this is
/// called instead (natively inlined as before), as [`put`].
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub fn put_char(out: &mut String, c: char) {
    out.push(c);
}

/// Appends `n` in decimal, as `{n}` prints it, without `core::fmt`.
pub fn push_uint(out: &mut String, n: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    let mut n = n;
    // Filled from the end through an iterator: no bounds-check panic site
    // (20 digits hold any u64).
    for slot in digits.iter_mut().rev() {
        i -= 1;
        *slot = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in digits.get(i..).unwrap_or_default() {
        put_char(out, d as char);
    }
}

/// The eight bytes of `block` as one little-endian word, for the
/// eight-bytes-at-a-time scans (`block` is always a `chunks_exact(8)` item
/// or an eight-byte `get`).
#[inline]
pub(crate) fn le_u64(block: &[u8]) -> u64 {
    // `try_into`, not `copy_from_slice`: no length-mismatch panic site
    // (with its message's integer formatting) in the WASM.
    u64::from_le_bytes(block.try_into().unwrap_or_default())
}

/// How many bytes from `from` on are ASCII letters (with `digits`, ASCII
/// letters or digits): `bytes[from..].iter().take_while(..).count()` for
/// `u8::is_ascii_alphabetic` (or `is_ascii_alphanumeric`).
///
/// Why: segmentation and the figure lexer each read every word's letters
/// this way, about 6 instructions a byte one at a time; here eight bytes
/// are classed at once and the first that is not one is found by its bit
/// (natively; in the WASM one copy of the byte loop, called from both).
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub fn ascii_run(bytes: &[u8], from: usize, digits: bool) -> usize {
    const TOP: u64 = 0x8080_8080_8080_8080;
    let mut at = from;
    // In the WASM byte by byte (the loop at the end): the block loop is
    // 300 bytes of code there, over the size budget.
    if !cfg!(target_arch = "wasm32") {
        while let Some(block) = bytes.get(at..at + 8) {
            let x = le_u64(block);
            // For the low seven bits `h` of each byte (no sum carries out of
            // a byte): `l = h | 0x20` folds capitals onto 'a'..='z', whose
            // top bit `l + 0x1f` sets and `l + 0x05` sets past 'z'; digits
            // likewise from `h + 0x50` ('0') and `h + 0x46` (past '9').
            let h = x & !TOP;
            let l = h | 0x2020_2020_2020_2020;
            let mut ok = (l + 0x1f1f_1f1f_1f1f_1f1f) & !(l + 0x0505_0505_0505_0505);
            if digits {
                ok |= (h + 0x5050_5050_5050_5050) & !(h + 0x4646_4646_4646_4646);
            }
            let miss = !(ok & !x) & TOP;
            if miss != 0 {
                return at - from + (miss.trailing_zeros() / 8) as usize;
            }
            at += 8;
        }
    }
    while bytes.get(at).is_some_and(|b| if digits { b.is_ascii_alphanumeric() } else { b.is_ascii_alphabetic() }) {
        at += 1;
    }
    at - from
}

/// `&s[range]`, or `""` when the range is out of bounds or cuts a
/// character: the core's string slicing, which never panics.
///
/// Why: one `&s[a..b]` anywhere links core's slicing panic,
/// `str::slice_error_fail`, whose message formats the offending `char`
/// with `Debug` (its escapes and Unicode printable tables: 3.3 KB of
/// code in the WASM). Every range the core slices is on char boundaries
/// by construction (ARCHITECTURE.md, invariants), so this answers as
/// `&s[range]` does; were one not, the stage reads an empty string
/// instead of trapping.
///
/// Inlined natively, where it is on every hot path; called in the WASM,
/// where each of its ~90 inlined copies (`str::get`'s two boundary checks)
/// cost more code than the call (BENCHMARKS.md, section 6, session 18).
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub fn slice<R: core::slice::SliceIndex<str, Output = str>>(s: &str, range: R) -> &str {
    s.get(range).unwrap_or("")
}

/// The character starting at byte `i` of `s`, or `None` at the end (or
/// off a character boundary). ASCII, most of news text, is read without
/// decoding: the scans of every byte (segmentation, quotes, the figure
/// tokenizer) step through the text with this instead of `char_indices`.
#[inline]
pub fn char_at(s: &str, i: usize) -> Option<char> {
    match *s.as_bytes().get(i)? {
        b if b.is_ascii() => Some(char::from(b)),
        _ => slice(s, i..).first_char(),
    }
}

/// The character ending at byte `i` of `s`, or `None` at the start (or
/// off a character boundary); ASCII without decoding, as [`char_at`].
#[inline]
pub fn char_before(s: &str, i: usize) -> Option<char> {
    match *s.as_bytes().get(i.checked_sub(1)?)? {
        b if b.is_ascii() => Some(char::from(b)),
        _ => slice(s, ..i).last_char(),
    }
}

/// True when `needle` occurs in `hay`, as `str::contains` answers.
pub fn contains(hay: &str, needle: &str) -> bool {
    find(hay, needle).is_some()
}

/// `hay` up to the first `needle`, or all of it: `hay.split(needle).next()`.
pub fn before<'a>(hay: &'a str, needle: &str) -> &'a str {
    find(hay, needle).and_then(|i| hay.get(..i)).unwrap_or(hay)
}

/// `s` after the last character `sep` accepts, or all of it:
/// `s.rsplit(sep).next()`.
///
/// Why a function pointer: each pattern of `rsplit` (a closure, a `char`,
/// `char::is_whitespace`) compiled core's reverse splitter again (about
/// 450 bytes of wasm each); one loop serves every test.
/// In the WASM a loop over [`char_before`], as [`kept_len`]'s: the
/// reverse `char_indices` decoded UTF-8 inline again.
pub fn after_last(s: &str, sep: fn(char) -> bool) -> &str {
    #[cfg(target_arch = "wasm32")]
    {
        let mut i = s.len();
        while let Some(c) = char_before(s, i) {
            if sep(c) {
                return slice(s, i..);
            }
            i -= c.len_utf8();
        }
        return s;
    }
    #[cfg(not(target_arch = "wasm32"))]
    match s.char_indices().rev().find(|&(_, c)| sep(c)) {
        Some((i, c)) => slice(s, i + c.len_utf8()..),
        None => s,
    }
}

/// `s` up to the first character `sep` accepts, or all of it:
/// `s.split(sep).next()`, one copy for every test (see [`after_last`]).
/// In the WASM the first piece of [`split_by`]: `SplitBy::next` already
/// holds a character loop; this one decoded UTF-8 again.
pub fn before_first(s: &str, sep: fn(char) -> bool) -> &str {
    #[cfg(target_arch = "wasm32")]
    return split_by(s, sep).next().unwrap_or(s);
    #[cfg(not(target_arch = "wasm32"))]
    match s.char_indices().find(|&(_, c)| sep(c)) {
        Some((i, _)) => slice(s, ..i),
        None => s,
    }
}

/// Character tests on a `str`: `str::contains` with a `char` or a set of
/// them, one copy for every site.
///
/// Why: each pattern type of `str::contains` (a `char`, and an array of
/// each length) compiles core's searcher again, and its `#[inline]` puts a
/// copy at each of the ~50 sites; in the WASM these are called instead
/// (natively inlined as before).
pub trait Has {
    /// `self.contains(c)`.
    fn has(&self, c: char) -> bool;
    /// `self.contains(set)`: any character of `set`.
    fn has_any(&self, set: &[char]) -> bool;
}

impl Has for str {
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn has(&self, c: char) -> bool {
        // Not `self.contains(c)`: called with an unknown `char`, its
        // non-ASCII branch searches for the encoded character with core's
        // two-way searcher (scripts/wasm-guard.mjs).
        match u8::try_from(c) {
            // In the WASM a plain loop: `[u8]::contains` is core's memchr
            // (278 bytes of word-at-a-time search) for this site alone.
            #[cfg(target_arch = "wasm32")]
            Ok(b) if b.is_ascii() => self.as_bytes().iter().any(|&x| x == b),
            #[cfg(not(target_arch = "wasm32"))]
            Ok(b) if b.is_ascii() => self.as_bytes().contains(&b),
            _ => contains(self, c.encode_utf8(&mut [0; 4])),
        }
    }

    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn has_any(&self, set: &[char]) -> bool {
        // Not `self.contains(set)`: natively its searcher over a slice of
        // characters is not inlined (+1.4 % instructions on polnear-dev
        // against the arrays it replaces); this loop is, with the set known.
        // In the WASM `find_of`'s loop, one UTF-8 decoder fewer.
        #[cfg(target_arch = "wasm32")]
        return find_of(self, set).is_some();
        #[cfg(not(target_arch = "wasm32"))]
        self.chars().any(|c| set.contains(&c))
    }
}

/// Character tests over a `str`, one copy for every test: `starts_with`,
/// `ends_with`, `chars().all`, `chars().any` and `chars().filter().count()`
/// with a character test, and `chars().count()`.
///
/// Why: each closure or function item is a type of its own, so each site
/// compiled core's pattern or iterator code again, UTF-8 decoding inlined
/// (about 150 to 300 bytes of wasm per site); a test passed as
/// `fn(char) -> bool` shares one copy, called in the WASM (natively
/// inlined as before).
pub trait Chars {
    /// `self.chars().next()`.
    fn first_char(&self) -> Option<char>;
    /// `self.chars().next_back()`.
    fn last_char(&self) -> Option<char>;
    /// `self.starts_with(f)`: the first character passes `f`.
    fn first_is(&self, f: fn(char) -> bool) -> bool;
    /// `self.ends_with(f)`: the last character passes `f`.
    fn last_is(&self, f: fn(char) -> bool) -> bool;
    /// `self.chars().all(f)`.
    fn all_are(&self, f: fn(char) -> bool) -> bool;
    /// `self.chars().any(f)`.
    fn any_is(&self, f: fn(char) -> bool) -> bool;
    /// `self.chars().filter(f).count()`.
    fn count_of(&self, f: fn(char) -> bool) -> usize;
    /// `self.find(c)` for an ASCII `c` (a byte search; any other `c`
    /// through [`find_of`]).
    fn find_char(&self, c: char) -> Option<usize>;
    /// `self.chars().count()`: the bytes that start a character (core's
    /// counter is 1 KB of wasm, unrolled for long texts; these are words).
    fn char_count(&self) -> usize;
}

impl Chars for str {
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn first_char(&self) -> Option<char> {
        self.chars().next()
    }

    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn last_char(&self) -> Option<char> {
        self.chars().next_back()
    }

    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn first_is(&self, f: fn(char) -> bool) -> bool {
        // `first_char`'s decoding, not a second copy (called in the WASM).
        self.first_char().is_some_and(f)
    }

    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn last_is(&self, f: fn(char) -> bool) -> bool {
        self.last_char().is_some_and(f)
    }

    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn all_are(&self, f: fn(char) -> bool) -> bool {
        // In the WASM the loop of `lead_len`, not one more UTF-8 decoder.
        #[cfg(target_arch = "wasm32")]
        return lead_len(self, f) == self.len();
        #[cfg(not(target_arch = "wasm32"))]
        self.chars().all(f)
    }

    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn any_is(&self, f: fn(char) -> bool) -> bool {
        // In the WASM the loop of `split_by` (see `before_first`).
        #[cfg(target_arch = "wasm32")]
        return before_first(self, f).len() < self.len();
        #[cfg(not(target_arch = "wasm32"))]
        self.chars().any(f)
    }

    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn count_of(&self, f: fn(char) -> bool) -> usize {
        self.chars().filter(|&c| f(c)).count()
    }

    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn find_char(&self, c: char) -> Option<usize> {
        match u8::try_from(c) {
            Ok(b) if b.is_ascii() => self.as_bytes().iter().position(|&x| x == b),
            _ => find_of(self, &[c]),
        }
    }

    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn char_count(&self) -> usize {
        self.bytes().filter(|&b| (b as i8) >= -0x40).count()
    }
}

/// `c.is_whitespace()`, one copy for every site.
///
/// Why: `char::is_whitespace` is `#[inline]` (an ASCII test and a table
/// probe at each of its ~15 sites); in the WASM it is called instead
/// (natively inlined as before).
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub fn is_space(c: char) -> bool {
    c.is_whitespace()
}

/// `c.is_alphanumeric()`, one copy for every site (see [`is_space`]). The
/// WASM reads a non-ASCII character's class from [`ALNUM`] (see [`CASES`]
/// why).
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub fn is_alnum(c: char) -> bool {
    #[cfg(target_arch = "wasm32")]
    return if c.is_ascii() { c.is_ascii_alphanumeric() } else { class_of(ALNUM, c) != 0 };
    #[cfg(not(target_arch = "wasm32"))]
    { !is_punctuation_block(c) && c.is_alphanumeric() }
}

/// `c.is_alphabetic()`, one copy for every site (see [`is_space`]).
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub fn is_alpha(c: char) -> bool {
    #[cfg(target_arch = "wasm32")]
    return if c.is_ascii() { c.is_ascii_alphabetic() } else { class_of(ALNUM, c) == 1 };
    #[cfg(not(target_arch = "wasm32"))]
    { !is_punctuation_block(c) && c.is_alphabetic() }
}

/// True for the General Punctuation block (U+2000 to U+206F: curly quotes,
/// dashes, the ellipsis, special spaces), which holds no letter and no
/// digit (test `punctuation_block_has_no_letter_or_digit`).
///
/// Why: news text is full of these marks, and for any non-ASCII character
/// `is_alphabetic` / `is_alphanumeric` search Unicode's tables (about 350
/// instructions a call, 4.8 K calls on polnear-dev); ASCII is tested first
/// and pays only the one comparison. Native only: the WASM's
/// [`class_of`] answers the block first.
#[cfg(not(target_arch = "wasm32"))]
#[inline]
fn is_punctuation_block(c: char) -> bool {
    !c.is_ascii() && matches!(c, '\u{2000}'..='\u{206F}')
}

/// `c.is_lowercase()`, one copy for every site (see [`is_space`]): passed
/// as `char::is_lowercase` it was a shim of its own besides the inlined
/// table probes. The WASM reads the case of a non-ASCII character from
/// [`CASES`] (see there why).
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub fn is_lower(c: char) -> bool {
    #[cfg(target_arch = "wasm32")]
    return if c.is_ascii() { c.is_ascii_lowercase() } else { class_of(CASES, c) == 1 };
    #[cfg(not(target_arch = "wasm32"))]
    c.is_lowercase()
}

/// `c.is_uppercase()`, one copy for every site (see [`is_lower`]).
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub fn is_upper(c: char) -> bool {
    #[cfg(target_arch = "wasm32")]
    return if c.is_ascii() { c.is_ascii_uppercase() } else { class_of(CASES, c) == 2 };
    #[cfg(not(target_arch = "wasm32"))]
    c.is_uppercase()
}

/// The runs of lowercase (1) and uppercase (2) characters from U+0080 up,
/// made by build.rs from this toolchain's `char::is_lowercase` /
/// `is_uppercase` (the format is described there).
///
/// Why: core's case lookups index their tables with looked-up values, and
/// those bounds checks link core's integer formatting (the panic message)
/// into the WASM (2.1 KB gzipped with the tables); these runs, read by
/// [`class_of`] without a panic site, cost 0.8 KB. Non-ASCII characters are
/// rare in these calls (128 on polnear-dev, all General Punctuation, which
/// `class_of` answers first), so a scan is enough.
#[cfg(any(target_arch = "wasm32", test))]
static CASES: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/cases.bin"));

/// The runs of alphabetic (1) and numeric, not alphabetic (2) characters
/// from U+0080 up, made by build.rs from `char::is_alphabetic` /
/// `is_numeric`, as [`CASES`]: core's tables and searches cost ~1 KB
/// gzipped more.
#[cfg(any(target_arch = "wasm32", test))]
static ALNUM: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/alnum.bin"));

/// The class of a non-ASCII character in `runs` ([`CASES`], [`ALNUM`]).
#[cfg(any(target_arch = "wasm32", test))]
fn class_of(runs: &[u8], c: char) -> u8 {
    let c = c as u32;
    // General Punctuation (curly quotes, dashes) holds no letter and no
    // digit and is most non-ASCII characters asked: no scan of ~900 runs.
    if (0x2000..0x2070).contains(&c) {
        return 0;
    }
    let (mut end, mut class, mut i) = (0x80, 1, 0);
    while let Some(&b) = runs.get(i) {
        // The next class is one of the two others: bit 7 picks the larger.
        class = if b & 0x80 == 0 { u8::from(class == 0) } else { 2 - u8::from(class == 2) };
        // 1 to 98 characters in one byte, longer runs in two (build.rs).
        let v = b & 127;
        i += 1;
        end += if v < 98 {
            u32::from(v) + 1
        } else {
            i += 1;
            u32::from(v - 98) << 8 | u32::from(runs.get(i - 1).copied().unwrap_or(0))
        };
        if c < end {
            return class;
        }
    }
    0
}

/// `str::to_ascii_lowercase`, one copy for every site.
///
/// Why: it is `#[inline]` (a copy, a loop and an allocation at each of its
/// ten sites); in the WASM it is called instead (natively inlined as before).
pub trait Lower {
    /// `self.to_ascii_lowercase()`.
    fn lower(&self) -> String;
}

impl Lower for str {
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn lower(&self) -> String {
        self.to_ascii_lowercase()
    }
}

/// `eq_ignore_ascii_case`, one copy for every site.
///
/// Why: `str`'s and `[u8]`'s are `#[inline]` (a length test and a
/// lower-casing loop at each of ~25 sites); in the WASM they are called
/// instead (natively inlined as before).
pub trait SameIc {
    /// `self.eq_ignore_ascii_case(other)`.
    fn same_ic(&self, other: &Self) -> bool;
}

impl SameIc for str {
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn same_ic(&self, other: &str) -> bool {
        self.as_bytes().same_ic(other.as_bytes())
    }
}

impl SameIc for [u8] {
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn same_ic(&self, other: &[u8]) -> bool {
        self.eq_ignore_ascii_case(other)
    }
}

/// `s` with every `from` replaced by `to`: `str::replace` for one
/// character, without its generic searcher. `s` itself when it holds no
/// `from`: most words have no curly apostrophe or period, and a copy each
/// (an allocation and a free) was most of the cost.
pub fn replace<'s>(s: &'s str, from: char, to: &str) -> std::borrow::Cow<'s, str> {
    if !s.has(from) {
        return s.into();
    }
    let mut out = String::with_capacity(s.len());
    // By `char_at` (one decoder for all scans), not `chars()`.
    let mut i = 0;
    while let Some(c) = char_at(s, i) {
        if c == from {
            put(&mut out, to);
        } else {
            put_char(&mut out, c);
        }
        i += c.len_utf8();
    }
    out.into()
}

/// `bytes.is_ascii()`, one copy for every site: core's check (a word at a
/// time, about 150 bytes of wasm) was inlined at each of them. In the WASM
/// it is called (natively inlined as before).
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub fn is_ascii(bytes: &[u8]) -> bool {
    bytes.is_ascii()
}

/// `s.split(sep)` for a character test, one copy of core's splitter for
/// every separator (a `char`, a closure and a function item were three).
/// Natively `str`'s splitter (its speed); in the WASM [`SplitBy`].
#[cfg(not(target_arch = "wasm32"))]
pub fn split_by(s: &str, sep: fn(char) -> bool) -> core::str::Split<'_, fn(char) -> bool> {
    s.split(sep)
}

/// `s.split(sep)` (see the native `split_by`).
#[cfg(target_arch = "wasm32")]
pub fn split_by(s: &str, sep: fn(char) -> bool) -> SplitBy<'_> {
    SplitBy { rest: Some(s), sep }
}

/// The pieces of a text between the characters a test takes, as
/// `str::split` gives them: the WASM's [`split_by`]. Why: core's
/// `Split::next` and its searcher's UTF-8 decoding were inlined at each
/// caller; this is one small loop over [`char_at`] for all of them (the
/// same pieces, `tests::split_by_as_str`).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub struct SplitBy<'a> {
    /// The text after the last separator found; `None` after the last piece.
    rest: Option<&'a str>,
    /// The separator test.
    sep: fn(char) -> bool,
}

impl<'a> Iterator for SplitBy<'a> {
    type Item = &'a str;

    #[inline(never)]
    fn next(&mut self) -> Option<&'a str> {
        let rest = self.rest?;
        let mut i = 0;
        while let Some(c) = char_at(rest, i) {
            if (self.sep)(c) {
                self.rest = Some(slice(rest, i + c.len_utf8()..));
                return Some(slice(rest, ..i));
            }
            i += c.len_utf8();
        }
        self.rest = None;
        Some(rest)
    }
}

/// `s.find(set)`: the byte offset of the first character of `set`.
///
/// Why a function: an array pattern of each length is a type of its own
/// and compiled core's char-set searcher again (see [`trim_start_of`]).
pub fn find_of(s: &str, set: &[char]) -> Option<usize> {
    s.char_indices().find(|(_, c)| set.iter().any(|x| x == c)).map(|(i, _)| i)
}

/// `s.rfind(set)`: the byte offset of the last character of `set`.
pub fn rfind_of(s: &str, set: &[char]) -> Option<usize> {
    s.char_indices().rev().find(|(_, c)| set.iter().any(|x| x == c)).map(|(i, _)| i)
}

/// `s.rfind(b)` for an ASCII byte `b`: its last byte offset.
///
/// Why a function: `str::rfind(char)` links core's `memrchr` and, through
/// it, `slice_index_fail` and its formatting (about 0.3 KB gzipped); a
/// plain loop, shared by the sites.
#[cfg_attr(target_arch = "wasm32", inline(never))]
#[cfg_attr(not(target_arch = "wasm32"), inline)]
pub fn rfind_byte(s: &str, b: u8) -> Option<usize> {
    let bytes = s.as_bytes();
    let mut i = bytes.len();
    while i > 0 {
        i -= 1;
        if bytes.get(i) == Some(&b) {
            return Some(i);
        }
    }
    None
}

/// `s.trim_start_matches(set)`.
///
/// Why a function: an array pattern of each length (`[char; 2]`,
/// `[char; 3]`, ...) is a type of its own, and each type compiles the
/// generic trimming code again, inlined at its call sites (1.3 KB gzipped
/// for the core's dozen sets); every set passed here as `&[char]` shares
/// one copy.
///
/// In the WASM a loop of its own over [`char_at`] (core's searcher for
/// `&[char]` was 407 bytes); natively `str`'s as before.
pub fn trim_start_of<'a>(s: &'a str, set: &[char]) -> &'a str {
    #[cfg(target_arch = "wasm32")]
    {
        let mut i = 0;
        while let Some(c) = char_at(s, i).filter(|&c| set.iter().any(|&x| x == c)) {
            i += c.len_utf8();
        }
        slice(s, i..)
    }
    #[cfg(not(target_arch = "wasm32"))]
    s.trim_start_matches(set)
}

/// `s.trim_end_matches(set)`, one copy for every set (see [`trim_start_of`]).
pub fn trim_end_of<'a>(s: &'a str, set: &[char]) -> &'a str {
    #[cfg(target_arch = "wasm32")]
    {
        let mut i = s.len();
        while let Some(c) = char_before(s, i).filter(|&c| set.iter().any(|&x| x == c)) {
            i -= c.len_utf8();
        }
        slice(s, ..i)
    }
    #[cfg(not(target_arch = "wasm32"))]
    s.trim_end_matches(set)
}

/// `s.trim_matches(set)` as the two one-sided trims (the same slice),
/// with no third copy of the trimming code (see [`trim_start_of`]).
pub fn trim_of<'a>(s: &'a str, set: &[char]) -> &'a str {
    trim_start_of(trim_end_of(s, set), set)
}

/// `s.strip_prefix(set)` for a set of characters.
///
/// Why: core's `strip_prefix` compiles again for each array pattern type
/// (about 300 bytes of WASM each); this is one copy for every set.
pub fn strip_prefix_of<'a>(s: &'a str, set: &[char]) -> Option<&'a str> {
    let c = char_at(s, 0)?;
    if set.iter().any(|&x| x == c) {
        Some(slice(s, c.len_utf8()..))
    } else {
        None
    }
}

/// `s.trim_start_matches(keep_out)` for a character test.
///
/// Why a function pointer: each closure is a type of its own and compiled
/// the generic trimming code again (about 400 bytes of wasm per closure);
/// every test passed here as `fn(char) -> bool` shares one copy (in the
/// WASM [`lead_len`]'s loop).
pub fn trim_start_by(s: &str, keep_out: fn(char) -> bool) -> &str {
    #[cfg(target_arch = "wasm32")]
    return slice(s, lead_len(s, keep_out)..);
    #[cfg(not(target_arch = "wasm32"))]
    s.trim_start_matches(keep_out)
}

/// `s.trim_end_matches(keep_out)`, one copy for every test (see [`trim_start_by`]).
pub fn trim_end_by(s: &str, keep_out: fn(char) -> bool) -> &str {
    #[cfg(target_arch = "wasm32")]
    return slice(s, ..kept_len(s, keep_out));
    #[cfg(not(target_arch = "wasm32"))]
    s.trim_end_matches(keep_out)
}

/// `s.trim_matches(keep_out)` as the two one-sided trims, which give the
/// same slice, with no third copy of the trimming code.
pub fn trim_by(s: &str, keep_out: fn(char) -> bool) -> &str {
    trim_start_by(trim_end_by(s, keep_out), keep_out)
}

/// `s.split_whitespace()`: the words between runs of white space
/// (`char::is_whitespace`).
///
/// Why: core's `SplitWhitespace::next` (a filtered `Split` over a searcher
/// of its own, 516 bytes) was inlined or called at about 20 sites; in the
/// WASM this is [`Words`], one small loop over [`lead_len`] (the same
/// words, `tests::words_as_split_whitespace`). Natively `str`'s stays.
#[cfg(not(target_arch = "wasm32"))]
#[inline]
pub fn words(s: &str) -> core::str::SplitWhitespace<'_> {
    s.split_whitespace()
}

/// `s.split_whitespace()` (see the native `words`).
#[cfg(target_arch = "wasm32")]
pub fn words(s: &str) -> Words<'_> {
    Words { rest: s }
}

/// The words of a text, as `str::split_whitespace` gives them: the
/// WASM's [`words`].
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub struct Words<'a> {
    /// The text after the last word given.
    rest: &'a str,
}

impl<'a> Iterator for Words<'a> {
    type Item = &'a str;

    #[inline(never)]
    fn next(&mut self) -> Option<&'a str> {
        let rest = slice(self.rest, lead_len(self.rest, is_space)..);
        if rest.is_empty() {
            self.rest = rest;
            return None;
        }
        let end = lead_len(rest, not_space);
        self.rest = slice(rest, end..);
        Some(slice(rest, ..end))
    }
}

/// `!c.is_whitespace()`, the test that ends a word in [`Words`].
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn not_space(c: char) -> bool {
    !is_space(c)
}

/// The length of `s`'s longest prefix of characters `out` takes: where
/// `s.trim_start_matches(out)` starts.
///
/// Why: core's `trim_start_matches` and `trim_end_matches` build a
/// searcher for each pattern type, two functions of 180 to 370 bytes for
/// `fn(char) -> bool`; the WASM's [`trim_start_by`] and [`trim_end_by`]
/// are these two loops instead (the same slices, `tests::trims_as_str`;
/// 0.24 KB gzipped). Natively `str`'s trims stay (their speed). The
/// `&[char]` trims have loops of their own ([`trim_start_of`]): these
/// loops over a `&dyn Fn` for them made the module 0.37 KB gzipped larger,
/// their own loops (no closure, `iter().any`, not `contains`) 0.18 KB smaller (session 35).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn lead_len(s: &str, out: fn(char) -> bool) -> usize {
    let mut i = 0;
    while let Some(c) = char_at(s, i) {
        if !out(c) {
            break;
        }
        i += c.len_utf8();
    }
    i
}

/// Where `s.trim_end_matches(out)` ends (see [`lead_len`]).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn kept_len(s: &str, out: fn(char) -> bool) -> usize {
    let mut i = s.len();
    while let Some(c) = char_before(s, i) {
        if !out(c) {
            break;
        }
        i -= c.len_utf8();
    }
    i
}

/// `str::trim` / `trim_start` / `trim_end` (white space as
/// `char::is_whitespace`), one copy of the trimming code for every site.
///
/// Why: `str`'s trims pass a closure of their own to core's generic
/// trimming code, a third copy of it (three functions, 1.3 KB raw) beside
/// the `&[char]` and `fn(char) -> bool` ones of [`trim_start_of`] and
/// [`trim_start_by`]; in the WASM these go through [`trim_by`] and
/// [`is_space`] (the same slice), natively through `str`'s as before.
pub trait Trim {
    /// `self.trim()`.
    fn trim_space(&self) -> &str;
    /// `self.trim_start()`.
    fn trim_space_start(&self) -> &str;
    /// `self.trim_end()`.
    fn trim_space_end(&self) -> &str;
}

impl Trim for str {
    // Natively most strings trimmed are the gaps between words: one space,
    // or a visible ASCII character at the trimmed end (no white space
    // there to look for). Those are answered before `str`'s trim (about
    // 35 instructions a call, 45 K calls on polnear-dev).
    #[cfg(not(target_arch = "wasm32"))]
    #[inline]
    fn trim_space(&self) -> &str {
        let b = self.as_bytes();
        if b == b" " {
            return self.get(..0).unwrap_or_default();
        }
        if b.first().is_some_and(u8::is_ascii_graphic) && b.last().is_some_and(u8::is_ascii_graphic) {
            return self;
        }
        self.trim()
    }

    #[cfg(not(target_arch = "wasm32"))]
    #[inline]
    fn trim_space_start(&self) -> &str {
        if self.as_bytes().first().is_some_and(u8::is_ascii_graphic) {
            return self;
        }
        self.trim_start()
    }

    #[cfg(not(target_arch = "wasm32"))]
    #[inline]
    fn trim_space_end(&self) -> &str {
        if self.as_bytes().last().is_some_and(u8::is_ascii_graphic) {
            return self;
        }
        self.trim_end()
    }

    #[cfg(target_arch = "wasm32")]
    #[inline(never)]
    fn trim_space(&self) -> &str {
        trim_by(self, is_space)
    }

    #[cfg(target_arch = "wasm32")]
    #[inline(never)]
    fn trim_space_start(&self) -> &str {
        trim_start_by(self, is_space)
    }

    #[cfg(target_arch = "wasm32")]
    #[inline(never)]
    fn trim_space_end(&self) -> &str {
        trim_end_by(self, is_space)
    }
}

#[cfg(test)]
mod tests {
    /// `strip_prefix_of` strips what `str::strip_prefix` with an array of
    /// characters strips: one character of the set, multi-byte ones too.
    #[test]
    fn strip_prefix_of_as_str() {
        for s in ["", ",", ", \"x", ":x", "x,", "— Li", "―", "–x", "é"] {
            assert_eq!(super::strip_prefix_of(s, &[',', ':']), s.strip_prefix([',', ':']), "{s:?}");
            assert_eq!(super::strip_prefix_of(s, &['―', '—', '–']), s.strip_prefix(['―', '—', '–']), "{s:?}");
        }
    }

    /// The WASM's trim loops (`lead_len`, `kept_len`) cut what `str`'s
    /// trims cut: character tests, white space of every kind
    /// (`char::is_whitespace`: U+000B, U+0085, U+00A0, U+2003, U+3000),
    /// multi-byte characters inside and at the ends, all or nothing trimmed.
    /// The WASM's word splitter gives `str::split_whitespace`'s words: runs
    /// of white space of every kind, at the ends, multi-byte characters.
    #[test]
    fn words_as_split_whitespace() {
        let texts = [
            "", " ", "x", "  a b  ", "\u{b}\u{85}x\u{a0}y", "\u{2003}\u{3000}“Li” said\u{3000}", "é  é", "a\t\n\rb\u{2028}c",
        ];
        for s in texts {
            let ours: Vec<&str> = super::Words { rest: s }.collect();
            let core: Vec<&str> = s.split_whitespace().collect();
            assert_eq!(ours, core, "{s:?}");
        }
    }

    #[test]
    fn split_by_as_str() {
        let texts = ["", " ", "x", "  a b  ", "a.b..c.", "é.é", "“Li” said", "\u{a0}x\u{a0}", "...", "ab"];
        let tests: [fn(char) -> bool; 4] =
            [super::is_space, |c| c == '.', |c| !super::is_alnum(c), |c| c == '\u{a0}' || c == '”'];
        for s in texts {
            for f in tests {
                let ours: Vec<&str> = super::SplitBy { rest: Some(s), sep: f }.collect();
                let core: Vec<&str> = s.split(f).collect();
                assert_eq!(ours, core, "{s:?}");
            }
        }
    }

    #[test]
    fn trims_as_str() {
        let texts = [
            "", " ", "x", "  a b  ", "\u{b}\u{85}x\u{a0}", "\u{2003}\u{3000}“Li”\u{3000}", "...é...", "é", "“”",
            "\t\n\r a\u{2028}", "--x--y--", "”quote“", "ab", "\u{a0}\u{a0}",
        ];
        let tests: [fn(char) -> bool; 4] =
            [char::is_whitespace, super::is_space, |c| c == '.' || c == 'é', |c| !c.is_ascii() || c == '-'];
        for s in texts {
            for f in tests {
                assert_eq!(super::slice(s, super::lead_len(s, f)..), s.trim_start_matches(f), "{s:?}");
                assert_eq!(super::slice(s, ..super::kept_len(s, f)), s.trim_end_matches(f), "{s:?}");
            }
        }
    }

    /// `find_byte_of` answers as a byte-by-byte search: every needle at
    /// every position of texts from 0 to 40 bytes (blocks of eight and the
    /// rest), next to bytes one above and below it and to 0x7f / 0x80.
    #[test]
    fn find_byte_of_is_a_byte_search() {
        let naive = |h: &[u8], a: u8, b: u8, n: bool| h.iter().position(|&x| x == a || x == b || n && x >= 0x80);
        let fills = [b'x', b'\n' - 1, b'\r' + 1, b'"' + 1, b'\'' - 1, 0x7f, 0x00];
        for len in 0..=40 {
            for &fill in &fills {
                for at in 0..len.max(1) {
                    for &needle in &[b'\n', b'\r', b'"', b'\'', 0x80, 0xe2, 0xff, fill] {
                        let mut hay = vec![fill; len];
                        if at < len {
                            hay[at] = needle;
                        }
                        for (a, b, n) in [(b'\n', b'\r', false), (b'"', b'\'', true)] {
                            assert_eq!(super::find_byte_of(&hay, a, b, n), naive(&hay, a, b, n), "{hay:?} {a} {b} {n}");
                        }
                    }
                }
            }
        }
    }

    /// `slice` answers as `&s[range]` wherever that does not panic, and
    /// `""` where it would (off a char boundary, out of bounds, reversed).
    #[test]
    fn slice_is_indexing_without_the_panic() {
        let s = "a é–b";
        for a in 0..=s.len() + 1 {
            for b in 0..=s.len() + 1 {
                let want = s.get(a..b);
                assert_eq!(super::slice(s, a..b), want.unwrap_or(""), "{a}..{b}");
                if let Some(w) = want {
                    assert_eq!(super::slice(s, a..b), &s[a..b]);
                    assert!(std::ptr::eq(super::slice(s, a..b), w));
                }
            }
            assert_eq!(super::slice(s, a..), s.get(a..).unwrap_or(""));
            assert_eq!(super::slice(s, ..a), s.get(..a).unwrap_or(""));
        }
        assert_eq!(super::slice(s, 3..2), "");
        assert_eq!(super::slice(s, 3..4), "", "inside 'é'");
    }

    #[test]
    fn agrees_with_str_searches() {
        let hays = ["", "a", "http://x", "www.example.com/a", "--", "a-b--c", "é–—", "x.org/", "––"];
        let needles = ["", "://", "www.", ".com/", ".org/", "--", "–", "a", "é"];
        for h in hays {
            for n in needles {
                assert_eq!(super::contains(h, n), h.contains(n), "{h:?} {n:?}");
                assert_eq!(super::find(h, n), h.find(n), "{h:?} {n:?}");
                assert_eq!(super::before(h, n), h.split(n).next().unwrap(), "{h:?} {n:?}");
            }
            for (from, to) in [('.', ""), (',', ""), ('’', "'"), ('–', "--")] {
                assert_eq!(super::replace(h, from, to), h.replace(from, to), "{h:?}");
            }
        }
    }

    /// The `fn(char) -> bool` trims answer as `str`'s trims with the same test.
    #[test]
    fn concat_and_push_uint_print_as_format_does() {
        assert_eq!(super::concat(&["Anonymous source: ", "a senior aide", "."]), format!("Anonymous source: {}.", "a senior aide"));
        assert_eq!(super::concat(&[]), "");
        for n in [0u64, 7, 10, 42, 99, 100, 65_535, 1_048_576, u32::MAX as u64, u64::MAX] {
            let mut s = String::from("x");
            super::push_uint(&mut s, n);
            assert_eq!(s, format!("x{n}"));
        }
    }

    #[test]
    fn trims_by_a_test_agree_with_str() {
        let tests: [fn(char) -> bool; 3] = [char::is_whitespace, |c| !c.is_alphanumeric(), |c| matches!(c, '"' | '”' | '’') || c.is_whitespace()];
        for s in ["", " ", "“Yes,” ", "  a b  ", "\"quoted’ ", "é–é", "--x--"] {
            for f in tests {
                assert_eq!(super::trim_start_by(s, f), s.trim_start_matches(f), "{s:?}");
                assert_eq!(super::trim_end_by(s, f), s.trim_end_matches(f), "{s:?}");
                assert_eq!(super::trim_by(s, f), s.trim_matches(f), "{s:?}");
            }
        }
    }

    /// The space trims answer as `str`'s, on the short paths (one space, a
    /// visible ASCII character at the end) and off them.
    #[test]
    fn space_trims_agree_with_str() {
        use super::Trim;
        let ends = ["", " ", "  ", "\t", "\n", ",", "a", "é", "\u{a0}", "\u{2003}", "—", "\u{7f}"];
        for a in ends {
            for mid in ["", " ", "x", ", ", "a b"] {
                for b in ends {
                    let s = format!("{a}{mid}{b}");
                    assert_eq!(s.trim_space(), s.trim(), "{s:?}");
                    assert_eq!(s.trim_space_start(), s.trim_start(), "{s:?}");
                    assert_eq!(s.trim_space_end(), s.trim_end(), "{s:?}");
                }
            }
        }
    }

    /// `has`, `has_any` and `lower` answer as `contains` with a `char` or
    /// a set and as `to_ascii_lowercase`.
    #[test]
    fn has_and_lower_agree_with_str() {
        use super::{Has, Lower};
        for s in ["", "a", "Jo Li, 42", "“Yes,” — é", "x\n", "ÉA–b"] {
            for c in ['a', ',', '\n', '“', '—', 'é', 'É', '\u{7f}', '\u{80}'] {
                assert_eq!(s.has(c), s.contains(c), "{s:?} {c:?}");
            }
            for set in [&[',', '('][..], &['"', '“', '”'], &['—', '–'], &[]] {
                assert_eq!(s.has_any(set), s.contains(set), "{s:?}");
            }
            assert_eq!(s.lower(), s.to_ascii_lowercase());
        }
    }

    /// `after_last` and `before_first` answer as `rsplit(test).next()` and
    /// `split(test).next()`, and the set trims as `str`'s with the same set.
    #[test]
    fn splits_and_set_trims_agree_with_str() {
        let tests: [fn(char) -> bool; 4] = [char::is_whitespace, |c| c == '-', |c| matches!(c, '\'' | '’'), |c| !c.is_alphabetic()];
        for s in ["", " ", "-", "a", "then-Sen.", "he’ll", "they're here", " said Jo Li ", "é–é", "--x--", "a\nb"] {
            for f in tests {
                assert_eq!(super::after_last(s, f), s.rsplit(f).next().unwrap(), "{s:?}");
                assert_eq!(super::before_first(s, f), s.split(f).next().unwrap(), "{s:?}");
            }
            for set in [&['.'][..], &['.', ')'], &[',', '–']] {
                assert_eq!(super::trim_of(s, set), s.trim_matches(set), "{s:?}");
            }
        }
    }

    /// `ascii_run` counts as `take_while` over ASCII letters (or letters
    /// and digits) does, for every byte and every start, near the end too.
    #[test]
    fn ascii_run_counts_as_take_while() {
        let all: Vec<u8> = (0u8..=255).collect();
        let words = b"Said U.S. MAYOR-Elect ZaZ@[`{ 4062abcdefghijklmnopQRSTUVWXYZ09x/:";
        for text in [&all[..], &words[..], &[&all[..], &words[..], &all[..]].concat()] {
            for from in 0..=text.len() {
                for digits in [false, true] {
                    let want = text[from..].iter().take_while(|b| if digits { b.is_ascii_alphanumeric() } else { b.is_ascii_alphabetic() }).count();
                    assert_eq!(super::ascii_run(text, from, digits), want, "{from} {digits}");
                }
            }
        }
    }

    /// The runs of build.rs answer as `char::is_lowercase`, `is_uppercase`,
    /// `is_alphabetic` and `is_alphanumeric` for every character (the WASM's
    /// `is_lower`, `is_upper`, `is_alpha` and `is_alnum` read them).
    #[test]
    fn runs_answer_as_char() {
        for c in (0x80..=0x10_FFFF).filter_map(char::from_u32) {
            let case = super::class_of(super::CASES, c);
            assert_eq!((case == 1, case == 2), (c.is_lowercase(), c.is_uppercase()), "{c:?}");
            let class = super::class_of(super::ALNUM, c);
            assert_eq!((class == 1, class != 0), (c.is_alphabetic(), c.is_alphanumeric()), "{c:?}");
        }
    }

    /// [`super::is_punctuation_block`] may answer for `is_alpha` and
    /// `is_alnum`: no character of the block is a letter or a digit.
    #[test]
    fn punctuation_block_has_no_letter_or_digit() {
        for c in '\u{2000}'..='\u{206F}' {
            assert!(super::is_punctuation_block(c), "{c:?}");
            assert!(!c.is_alphanumeric() && !super::is_alnum(c) && !super::is_alpha(c), "{c:?}");
        }
        for c in ['a', 'Z', '7', '\u{1FFF}', '\u{2070}', '\u{2071}', 'é'] {
            assert!(!super::is_punctuation_block(c), "{c:?}");
            assert_eq!((super::is_alnum(c), super::is_alpha(c)), (c.is_alphanumeric(), c.is_alphabetic()), "{c:?}");
        }
    }

    /// The `Chars` tests, `find_of`, `rfind_of`, `split_by`, `same_ic`,
    /// `is_space`, `is_alnum` and `is_lower` answer as `str`'s and `char`'s own methods.
    #[test]
    fn char_tests_and_set_finds_agree_with_str() {
        use super::{Chars, SameIc};
        let tests: [fn(char) -> bool; 5] = [char::is_uppercase, char::is_whitespace, |c| c == '.', |c| matches!(c, '\'' | '’'), char::is_alphabetic];
        for s in ["", " ", ".", "A", "é", "É.", "J.K.", "they’re", "Zürich 42", " said Jo ", "“Yes,” — é", "a\nb.", "\u{a0}\u{2003}x²"] {
            assert_eq!(s.first_char(), s.chars().next(), "{s:?}");
            assert_eq!(s.last_char(), s.chars().next_back(), "{s:?}");
            assert_eq!(s.char_count(), s.chars().count(), "{s:?}");
            for f in tests {
                assert_eq!(s.first_is(f), s.starts_with(f), "{s:?}");
                assert_eq!(s.last_is(f), s.ends_with(f), "{s:?}");
                assert_eq!(s.all_are(f), s.chars().all(f), "{s:?}");
                assert_eq!(s.any_is(f), s.chars().any(f), "{s:?}");
                assert_eq!(s.count_of(f), s.chars().filter(|&c| f(c)).count(), "{s:?}");
                assert!(super::split_by(s, f).eq(s.split(f)), "{s:?}");
            }
            for c in ['.', '\n', ' ', 'J', 'é', '’'] {
                assert_eq!(s.find_char(c), s.find(c), "{s:?} {c:?}");
            }
            for t in ["", "a", "A", "J.K.", "j.k.", "ZÜRICH 42", "zürich 42", "they’re"] {
                assert_eq!(s.same_ic(t), s.eq_ignore_ascii_case(t), "{s:?} {t:?}");
                assert_eq!(s.as_bytes().same_ic(t.as_bytes()), s.eq_ignore_ascii_case(t), "{s:?} {t:?}");
            }
            for c in s.chars() {
                assert_eq!(super::is_space(c), c.is_whitespace(), "{c:?}");
                assert_eq!(super::is_alnum(c), c.is_alphanumeric(), "{c:?}");
                assert_eq!(super::is_lower(c), c.is_lowercase(), "{c:?}");
            }
            for set in [&['.'][..], &['\'', '’'], &['"', '“', '‘', '\''], &[]] {
                assert_eq!(super::find_of(s, set), s.find(set), "{s:?}");
                assert_eq!(super::rfind_of(s, set), s.rfind(set), "{s:?}");
            }
            for b in [b' ', b'-', b'(', b'.'] {
                assert_eq!(super::rfind_byte(s, b), s.rfind(char::from(b)), "{s:?} {b}");
            }
        }
    }
}
