//! The figure tokenizer: numbers, words and single symbols, with the kind of
//! gap before each.
//!
//! The figure grammar needs finer tokens than [`crate::segment`]'s words:
//! "30-year" must be `30` `-` `year`, "4.2bn" `4.2` `bn`, "$4" `$` `4`, and
//! it needs to know what is glued to what. One pass, linear in the text.

use crate::bytes::Chars as _;
use crate::bytes::Has;
use crate::bytes::contains;
use crate::Span;

/// What a token is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Digits with thousands separators, a decimal part and an exponent:
    /// "4,062", "0.5", ".08", "1.3e6".
    Num,
    /// Letters, with word-internal `'`, `’` and `.` ("don't", "a.m", "U.S").
    Word,
    /// Any other single character that is not white space.
    Sym,
}

/// What separates a token from the one before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Gap {
    /// Nothing: the two are glued ("4.2bn", "G-20").
    None,
    /// Spaces or tabs on one line.
    Space,
    /// A line break: a paragraph boundary no figure crosses.
    Line,
}

/// Longest word kept lower-cased; every lexicon word is shorter.
const LOW: usize = 16;

/// One token.
#[derive(Debug, Clone, Copy)]
pub struct Tok {
    /// Where it is.
    pub span: Span,
    /// What it is.
    pub kind: Kind,
    /// What comes between it and the token before.
    pub gap: Gap,
    /// Inside a URL, e-mail address or handle: never part of a figure.
    pub masked: bool,
    /// For numbers: a `,` thousands separator, a space group or a decimal
    /// point appears.
    pub formatted: bool,
    /// For numbers: digits before any decimal point.
    pub int_digits: u32,
    /// For numbers: the comma is the decimal mark and dots group thousands
    /// ("1.234,5", "3,5 %").
    pub decimal_comma: bool,
}

/// Splits `text` into tokens, with their lower-cased forms: the word
/// lower-cased (ASCII) as a slice of `low`, which is `text` with its ASCII
/// capitals lower-cased (the same bytes at the same offsets), or "" when
/// the token is a number or not a short ASCII word; symbols give their
/// character when ASCII.
///
/// Why slices of one lower-cased copy: the grammar reads a token's form
/// about four times, 300 K readings on polnear-dev; a form kept as its
/// span in a string of forms cost a `str` slice (two character-boundary
/// checks) at each reading, and copying each word into that string and
/// lower-casing it cost more than lower-casing the block once.
pub fn lex<'a>(text: &str, low: &'a str) -> (Vec<Tok>, Vec<&'a str>) {
    let bytes = text.as_bytes();
    // About one token per five bytes of news text (4.4 to 5.6 bytes a
    // token in polnear-dev's texts): sized at one per four, the vectors
    // are not grown; at one per five, a sixth of the texts grew them once,
    // copying both (0.45 M instructions on polnear-dev).
    let mut out: Vec<Tok> = Vec::with_capacity(text.len() / 4);
    // The lower-cased forms (ASCII lower case, char for char), one a token.
    let mut forms = Vec::with_capacity(text.len() / 4);
    let mut gap = Gap::None;
    let mut i = 0;
    while i < bytes.len() {
        // ASCII, most of news text, without decoding.
        let c = match bytes[i] {
            b if b.is_ascii() => char::from(b),
            _ => match crate::bytes::slice(text, i..).first_char() {
                Some(c) => c,
                None => break,
            },
        };
        if crate::bytes::is_space(c) {
            if c == '\n' || c == '\r' || c == '\u{2029}' {
                gap = Gap::Line;
            } else if gap == Gap::None {
                gap = Gap::Space;
            }
            i += c.len_utf8();
            continue;
        }
        let prev_alnum = match i.checked_sub(1).and_then(|p| bytes.get(p)).copied() {
            Some(b) if b.is_ascii() => b.is_ascii_alphanumeric(),
            _ => crate::bytes::slice(text, ..i).last_is(crate::bytes::is_alnum),
        };
        let starts_num = c.is_ascii_digit()
            || (c == '.' && !prev_alnum && bytes.get(i + 1).is_some_and(u8::is_ascii_digit));
        let (end, kind, formatted, int_digits, decimal_comma) = if starts_num {
            match european(bytes, i) {
                Some(n) => (n.end, Kind::Num, true, n.int_digits, true),
                None => {
                    let n = number_end(bytes, i);
                    (n.end, Kind::Num, n.formatted, n.int_digits, false)
                }
            }
        } else if crate::bytes::is_alpha(c) {
            (word_end(text, i), Kind::Word, false, 0, false)
        } else {
            (i + c.len_utf8(), Kind::Sym, false, 0, false)
        };
        let tok = Tok { span: Span::new(i, end), kind, gap, masked: false, formatted, int_digits, decimal_comma };
        // Bytes, not a `str` slice: no character-boundary checks.
        let s = bytes.get(i..end).unwrap_or_default();
        let form = if kind != Kind::Num && s.len() <= LOW && crate::bytes::is_ascii(s) { crate::bytes::slice(low, i..end) } else { "" };
        forms.push(form);
        out.push(tok);
        gap = Gap::None;
        i = end;
    }
    mask_links(text, &mut out);
    // Only ASCII was appended: one check of the whole, a word at a time.
    (out, forms)
}

struct NumEnd {
    end: usize,
    formatted: bool,
    int_digits: u32,
}

fn digits_from(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() && bytes[i].is_ascii_digit() {
        i += 1;
    }
    i
}

/// The end of the number starting at `i`: digits, `,ddd` groups (a comma
/// followed by anything but exactly three digits ends the number, so
/// "1,2,3" is three numbers), space groups of three ("40 000", "1 234 567")
/// when unambiguous, a decimal part and an exponent.
fn number_end(bytes: &[u8], start: usize) -> NumEnd {
    let mut i = digits_from(bytes, start);
    let mut formatted = false;
    let first_group = i - start;
    loop {
        if bytes.get(i) == Some(&b',') {
            let g = digits_from(bytes, i + 1);
            if g - (i + 1) == 3 && i > start {
                i = g;
                formatted = true;
                continue;
            }
            // Indian grouping, "12,34,567": pairs, then a final three
            // (looked at no further than four pairs, to stay linear).
            if g - (i + 1) == 2 && !formatted && first_group <= 2 {
                let mut k = i;
                for _ in 0..4 {
                    let h = digits_from(bytes, k + 1);
                    if bytes.get(k) != Some(&b',') {
                        break;
                    }
                    match h - (k + 1) {
                        2 => k = h,
                        3 if k > i => {
                            i = h;
                            formatted = true;
                            break;
                        }
                        _ => break,
                    }
                }
            }
        }
        break;
    }
    if !formatted && (1..=3).contains(&first_group) {
        i = space_groups(bytes, i, &mut formatted);
    }
    if (1..=3).contains(&first_group) {
        i = tokenized_groups(bytes, i, &mut formatted);
    }
    let int_end = i;
    let int_digits = crate::seq::part(bytes, start..int_end).iter().filter(|b| b.is_ascii_digit()).count() as u32;
    if bytes.get(i) == Some(&b'.') && bytes.get(i + 1).is_some_and(u8::is_ascii_digit) {
        i = digits_from(bytes, i + 1);
        formatted = true;
    } else if (1..=3).contains(&first_group) || formatted {
        // Tokenized decimals: "6 . 2 %", "1 . 6 billion".
        if let Some(e) = spaced_sep(bytes, i, b'.') {
            let d = digits_from(bytes, e);
            if !ends_word(bytes, d) {
                i = d;
                formatted = true;
            }
        }
    }
    // An exponent: "1.3e6", "12.32e+14", only when nothing alphabetic follows.
    if matches!(bytes.get(i), Some(b'e' | b'E')) && i > start {
        let mut j = i + 1;
        if matches!(bytes.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        let k = digits_from(bytes, j);
        if k > j && !bytes.get(k).is_some_and(|b| b.is_ascii_alphanumeric()) {
            i = k;
        }
    }
    // A power: "1.1^23", "2.5^-1", "1.3x10^6".
    let mut p = i;
    if matches!(bytes.get(p), Some(b'x' | b'X')) && bytes.get(p + 1..p + 4) == Some(b"10^") {
        p += 3;
    }
    if bytes.get(p) == Some(&b'^') {
        let mut j = p + 1;
        while j < p + 3 && matches!(bytes.get(j), Some(b'+' | b'-')) {
            j += 1;
        }
        let k = digits_from(bytes, j);
        if k > j && k - j <= 4 && !bytes.get(k).is_some_and(u8::is_ascii_alphanumeric) {
            i = k;
        }
    }
    NumEnd { end: i, formatted, int_digits }
}

/// True when the byte at `i` continues a word or number ("6 . 2x" is
/// not a tokenized decimal).
fn ends_word(bytes: &[u8], i: usize) -> bool {
    bytes.get(i).is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
}

/// Where the digits start after ` SEP ` (one space each side, as
/// tokenized corpora write "10 , 000" and "6 . 2"), if digits follow.
fn spaced_sep(bytes: &[u8], i: usize, sep: u8) -> Option<usize> {
    let ok = bytes.get(i) == Some(&b' ')
        && bytes.get(i + 1) == Some(&sep)
        && bytes.get(i + 2) == Some(&b' ')
        && bytes.get(i + 3).is_some_and(u8::is_ascii_digit);
    ok.then_some(i + 3)
}

/// Tokenized thousands groups: " , 000" after a number of at most three
/// digits ("10 , 000 monkeys"); a group must be exactly three digits, so
/// "Dec . 12 , 1994" stays a day and a year.
fn tokenized_groups(bytes: &[u8], from: usize, formatted: &mut bool) -> usize {
    let mut i = from;
    for _ in 0..8 {
        let Some(g) = spaced_sep(bytes, i, b',') else { break };
        let e = digits_from(bytes, g);
        if e - g != 3 || ends_word(bytes, e) {
            break;
        }
        *formatted = true;
        i = e;
    }
    i
}

/// A number written with a decimal comma: dot groups of three before it
/// ("1.234,5", "1.111,11") or one to three digits ("3,5 %", "5,00"). The
/// comma takes one or two digits and nothing number-like after them, and
/// no "d," before, so a run "1,2,3" and English "4,062" stay as they were.
fn european(bytes: &[u8], start: usize) -> Option<NumEnd> {
    if start >= 2 && bytes.get(start - 1) == Some(&b',') && bytes.get(start - 2).is_some_and(u8::is_ascii_digit) {
        return None;
    }
    let first = digits_from(bytes, start);
    if !(1..=3).contains(&(first - start)) {
        return None;
    }
    let mut i = first;
    while bytes.get(i) == Some(&b'.') {
        let g = digits_from(bytes, i + 1);
        if g - (i + 1) != 3 {
            return None;
        }
        i = g;
    }
    if bytes.get(i) != Some(&b',') {
        return None;
    }
    let int_end = i;
    let d = digits_from(bytes, i + 1);
    if !(1..=2).contains(&(d - (i + 1))) || ends_word(bytes, d) {
        return None;
    }
    if matches!(bytes.get(d), Some(b',' | b'.')) && bytes.get(d + 1).is_some_and(u8::is_ascii_digit) {
        return None;
    }
    let int_digits = crate::seq::part(bytes, start..int_end).iter().filter(|b| b.is_ascii_digit()).count() as u32;
    Some(NumEnd { end: d, formatted: true, int_digits })
}

/// Groups of three digits after single spaces (or no-break spaces): taken
/// when the separator is a no-break space, when there are two or more
/// groups, or when the one group is "000" — "on May 5 200 people" stays two
/// numbers.
fn space_groups(bytes: &[u8], from: usize, formatted: &mut bool) -> usize {
    let sep_len = |i: usize| -> Option<(usize, bool)> {
        match bytes.get(i..) {
            Some([b' ', ..]) => Some((1, false)),
            Some([0xC2, 0xA0, ..]) => Some((2, true)),          // U+00A0
            Some([0xE2, 0x80, 0xAF, ..]) => Some((3, true)),    // U+202F
            _ => None,
        }
    };
    let mut i = from;
    let (mut count, mut hard, mut zeros) = (0, false, false);
    while let Some((len, h)) = sep_len(i) {
        let g = digits_from(bytes, i + len);
        if g - (i + len) != 3 || bytes.get(g).is_some_and(|b| b.is_ascii_alphanumeric() || *b == b',') {
            break;
        }
        if count == 0 {
            hard = h;
            zeros = crate::seq::part(bytes, i + len..g) == b"000";
        }
        count += 1;
        i = g;
        if count > 8 {
            break;
        }
    }
    let take = count >= 2 || (count == 1 && (hard || zeros));
    if take {
        *formatted = true;
        i
    } else {
        from
    }
}

/// The end of the word starting at `i`: letters, joined by `'`, `’` or `.`
/// when a letter follows.
fn word_end(text: &str, start: usize) -> usize {
    // A run of ASCII letters eight bytes at a time, then on char by char
    // from its end: the loop below reads only from where it starts.
    let ascii = crate::bytes::ascii_run(text.as_bytes(), start, false);
    let start = start + ascii;
    // Most words end at an ASCII byte that joins nothing (a space, a
    // comma): the loop below would stop there at once.
    match text.as_bytes().get(start) {
        Some(&b) if b.is_ascii() && b != b'\'' && b != b'.' => return start,
        None => return start,
        _ => {}
    }
    // By `char_at`, not a peekable `char_indices`: that decoded UTF-8
    // inline twice (the character and the one peeked at).
    let (mut i, mut end) = (start, start);
    while let Some(c) = crate::bytes::char_at(text, i) {
        let next = i + c.len_utf8();
        if crate::bytes::is_alpha(c) {
            end = next;
        } else if !(matches!(c, '\'' | '’' | '.') && crate::bytes::char_at(text, next).is_some_and(crate::bytes::is_alpha)) {
            break;
        }
        i = next;
    }
    end
}

/// Masks every token inside a white-space-delimited chunk that is a link,
/// an address or a handle: numbers there are identifiers.
///
/// Every such chunk holds a ':', '.' or '@' or opens with '#', so only the
/// chunks around those bytes are read, found eight bytes at a time by
/// [`crate::bytes::find_byte_of`]: walking and slicing every chunk of the
/// text cost about 40 instructions a token.
fn mask_links(text: &str, toks: &mut [Tok]) {
    let bytes = text.as_bytes();
    let next = |from: usize, a: u8, b: u8| {
        let rest = bytes.get(from..).unwrap_or_default();
        crate::bytes::find_byte_of(rest, a, b, false).map_or(bytes.len(), |k| from + k)
    };
    // The next ':' or '.' and the next '@' or '#', each searched again only
    // once passed: one search for all four bytes would need a third test.
    let (mut dot, mut sign) = (next(0, b':', b'.'), next(0, b'@', b'#'));
    // Tokens before `first` are in chunks already read.
    let mut first = 0;
    loop {
        let p = dot.min(sign);
        // The token holding byte `p` (no white space: some token covers it).
        let t = first + toks.get(first..).unwrap_or_default().partition_point(|t| t.span.end <= p);
        if t >= toks.len() {
            break;
        }
        // Its chunk: the tokens glued to it on either side.
        let mut i = t;
        // `get`s: no bounds-check panic sites (first <= i <= t < j - 1 <
        // toks.len()).
        let glued = |k: usize| toks.get(k).is_some_and(|t| t.gap == Gap::None);
        while i > first && glued(i) {
            i -= 1;
        }
        let mut j = t + 1;
        while glued(j) {
            j += 1;
        }
        let end = toks.get(j - 1).map_or(0, |t| t.span.end);
        let chunk = crate::bytes::slice(text, toks.get(i).map_or(end, |t| t.span.start)..end);
        let link = contains(chunk, "://")
            || contains(chunk, "www.")
            || chunk.has('@')
            || chunk.starts_with("#")
            || contains(chunk, ".com/")
            || contains(chunk, ".org/");
        if link {
            for t in toks.get_mut(i..j).unwrap_or_default() {
                t.masked = true;
            }
        }
        first = j;
        if dot < end {
            dot = next(end, b':', b'.');
        }
        if sign < end {
            sign = next(end, b'@', b'#');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Lexed<'a> = Vec<(&'a str, Kind, Gap)>;

    fn toks(text: &str) -> Lexed<'_> {
        lex(text, &text.to_ascii_lowercase()).0.iter().map(|t| (&text[t.span.start..t.span.end], t.kind, t.gap)).collect()
    }

    #[test]
    fn splits_numbers_words_and_symbols() {
        use Gap::*;
        use Kind::*;
        let cases: &[(&str, &str, Lexed)] = &[
            ("thousands separator", "4,062 homes", vec![("4,062", Num, None), ("homes", Word, Space)]),
            ("glued scale", "$4.2bn", vec![("$", Sym, None), ("4.2", Num, None), ("bn", Word, None)]),
            ("leading decimal point", "was .08", vec![("was", Word, None), (".08", Num, Space)]),
            ("hyphen compound", "30-year", vec![("30", Num, None), ("-", Sym, None), ("year", Word, None)]),
            ("list commas split", "1,2,3", vec![("1", Num, None), (",", Sym, None), ("2", Num, None), (",", Sym, None), ("3", Num, None)]),
            ("abbreviation keeps its dots", "a.m.", vec![("a.m", Word, None), (".", Sym, None)]),
            ("space groups of three", "1 234 567 people", vec![("1 234 567", Num, None), ("people", Word, Space)]),
            ("one space group stays apart", "May 5 200 people", vec![("May", Word, None), ("5", Num, Space), ("200", Num, Space), ("people", Word, Space)]),
            ("exponent", "1.3e6", vec![("1.3e6", Num, None)]),
            ("tokenized decimal", "6 . 2 %", vec![("6 . 2", Num, None), ("%", Sym, Space)]),
            ("tokenized thousands", "10 , 000 x", vec![("10 , 000", Num, None), ("x", Word, Space)]),
            ("tokenized day, year", "12 , 1994", vec![("12", Num, None), (",", Sym, Space), ("1994", Num, Space)]),
            ("decimal comma", "1.234,5", vec![("1.234,5", Num, None)]),
            ("list run has no decimal comma", "4,5,6", vec![("4", Num, None), (",", Sym, None), ("5", Num, None), (",", Sym, None), ("6", Num, None)]),
            ("line break", "a\nb", vec![("a", Word, None), ("b", Word, Line)]),
        ];
        for (name, text, want) in cases {
            assert_eq!(&toks(text), want, "{name}");
        }
    }

    #[test]
    fn links_are_masked() {
        let text = "see http://x.com/a?id=30 and 40";
        let (t, _) = lex(text, text);
        let masked: Vec<bool> = t.iter().filter(|t| t.kind == Kind::Num).map(|t| t.masked).collect();
        assert_eq!(masked, [true, false]);
    }

    #[test]
    fn every_kind_of_link_chunk_is_masked() {
        // Which numbers are masked: the mark may stand anywhere in the
        // chunk, before or after the number, or in a chunk of its own.
        let cases: &[(&str, &[bool])] = &[
            ("mail 12 x7@y.org 5", &[false, true, false]),
            ("tag #vote2020 on 3 May.", &[true, false]),
            ("go to www.site.net/9 now: 4.5 or 6", &[true, false, false]),
            ("read site.com/page/77 and news.org/8", &[true, true]),
            ("ftp://host:21 at 9. Then 10 # 11", &[true, false, false, false]),
            ("8 of 10 . 12 % said 1.3e6", &[false, false, false]),
            ("#1", &[true]),
            ("a.b 2.com/ 3@", &[true, true]),
        ];
        for (text, want) in cases {
            let (t, _) = lex(text, &text.to_ascii_lowercase());
            let masked: Vec<bool> = t.iter().filter(|t| t.kind == Kind::Num).map(|t| t.masked).collect();
            assert_eq!(&masked, want, "{text}");
        }
    }
}
