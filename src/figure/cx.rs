//! The token view the figure grammar reads: safe accessors that answer
//! "nothing" past either end, so the grammar never indexes out of bounds.

use crate::bytes::Chars as _;
use super::decimal;
use super::lex::{self, Gap, Kind, Tok};
use crate::Span;
use crate::wordset::WordList;

/// The text and its figure tokens.
pub struct Cx<'a> {
    /// The article.
    pub text: &'a str,
    /// Its tokens, in order.
    pub toks: Vec<Tok>,
    /// Their lower-cased forms ([`lex::lex`]).
    lows: Vec<&'a str>,
}

/// Numbers with more integer digits than this have no useful value.
const MAX_DIGITS: u32 = 300;

// The small token accessors below carry `inline(never)` in the WASM only:
// inlined, each bounds test (and `sym`'s UTF-8 decoding) was copied into
// hundreds of grammar sites (-2.1 KB gz); native builds inline as before.
impl<'a> Cx<'a> {
    /// Tokenizes `text`; `low` is `text` with its ASCII capitals
    /// lower-cased (`str::to_ascii_lowercase`).
    pub fn new(text: &'a str, low: &'a str) -> Self {
        let (toks, lows) = lex::lex(text, low);
        Cx { text, toks, lows }
    }

    /// Number of tokens.
    pub fn len(&self) -> usize {
        self.toks.len()
    }

    /// The lower-cased word or ASCII symbol at `i`, or "".
    pub fn low(&self, i: usize) -> &str {
        self.low_at(i)
    }

    /// [`Cx::low`], always inlined: the accessors below ask it about
    /// 100,000 times on polnear-dev, and in the WASM (inline threshold 5)
    /// `low` stayed a call of its own inside each (BENCHMARKS.md section
    /// 12, session 30). Three copies, not one at every grammar site.
    #[inline(always)]
    fn low_at(&self, i: usize) -> &str {
        self.lows.get(i).copied().unwrap_or("")
    }

    /// True when [`Cx::low`] of `i` is `s`: one call with the index, not
    /// the word returned through memory and compared at each of the
    /// grammar's many sites (out of line in the WASM, inlined natively).
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn low_is(&self, i: usize, s: &str) -> bool {
        self.low_at(i) == s
    }

    /// True when [`Cx::low`] of `i` is one of `set` (see [`Cx::low_is`]).
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn low_in(&self, i: usize, set: WordList) -> bool {
        set.contains(self.low_at(i).as_bytes())
    }

    /// True when [`Cx::next_low`] of `i` is `s` (see [`Cx::low_is`]).
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn next_is(&self, i: usize, s: &str) -> bool {
        self.next_low(i) == s
    }

    /// True when [`Cx::next_low`] of `i` is one of `set` (see
    /// [`Cx::low_is`]).
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn next_in(&self, i: usize, set: WordList) -> bool {
        set.contains(self.next_low(i).as_bytes())
    }

    /// The token's text as written, or "".
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn raw(&self, i: usize) -> &'a str {
        self.toks.get(i).map_or("", |t| crate::bytes::slice(self.text, t.span.start..t.span.end))
    }

    /// The span of token `i` (empty past the end).
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn span(&self, i: usize) -> Span {
        self.toks.get(i).map_or(Span::new(self.text.len(), self.text.len()), |t| t.span)
    }

    /// The span from the start of token `a` to the end of token `b - 1`.
    pub fn cover(&self, a: usize, b: usize) -> Span {
        Span::new(self.span(a).start, self.span(b.saturating_sub(1).max(a)).end)
    }

    /// True when token `i` is a word.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn is_word(&self, i: usize) -> bool {
        self.toks.get(i).is_some_and(|t| t.kind == Kind::Word && !t.masked)
    }

    /// True when token `i` is a number.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn is_num(&self, i: usize) -> bool {
        self.toks.get(i).is_some_and(|t| t.kind == Kind::Num && !t.masked)
    }

    /// The symbol at `i`, if it is one.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn sym(&self, i: usize) -> Option<char> {
        let t = self.toks.get(i)?;
        if t.kind != Kind::Sym {
            return None;
        }
        crate::bytes::slice(self.text, t.span.start..).first_char()
    }

    /// What separates token `i` from the one before; a line break past the
    /// end, so nothing joins across it.
    pub fn gap(&self, i: usize) -> Gap {
        self.toks.get(i).map_or(Gap::Line, |t| t.gap)
    }

    /// Token `i` exists and touches the one before.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn glued(&self, i: usize) -> bool {
        self.gap(i) == Gap::None
    }

    /// Token `i` exists and is on the same line as the one before.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn near(&self, i: usize) -> bool {
        self.gap(i) != Gap::Line
    }

    /// The word at `i` when it is on the same line as the one before, or "".
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn next_low(&self, i: usize) -> &str {
        if self.near(i) {
            self.low_at(i)
        } else {
            ""
        }
    }

    /// True when the word at `i` starts with a capital letter.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn capitalised(&self, i: usize) -> bool {
        self.raw(i).first_is(crate::bytes::is_upper)
    }

    /// Integer digits of a number token.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn int_digits(&self, i: usize) -> u32 {
        self.toks.get(i).map_or(0, |t| t.int_digits)
    }

    /// True when a number token was written with separators or decimals.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn formatted(&self, i: usize) -> bool {
        self.toks.get(i).is_some_and(|t| t.formatted)
    }

    /// The value of number token `i`; `None` when it is too long to mean
    /// anything or not finite.
    pub fn num_value(&self, i: usize) -> Option<f64> {
        if !self.is_num(i) || self.int_digits(i) > MAX_DIGITS {
            return None;
        }
        let raw = self.raw(i);
        let decimal_comma = self.toks.get(i).is_some_and(|t| t.decimal_comma);
        // By byte searches, not `split_once` (a char-set searcher of its
        // own for `['x', 'X']`).
        if let Some(k) = crate::bytes::find_byte_of(raw.as_bytes(), b'^', b'^', false) {
            let (base, exp) = (crate::bytes::slice(raw, ..k), crate::bytes::slice(raw, k + 1..));
            // "1.1^23", "1.3x10^6", "2.5^--1" (each minus flips the sign).
            let (mantissa, ten) = match crate::bytes::find_byte_of(base.as_bytes(), b'x', b'X', false) {
                Some(x) => (crate::bytes::slice(base, ..x), true),
                None => (base, false),
            };
            let m = decimal::parse(&crate::bytes::replace(mantissa, ',', ""))?;
            let minus = exp.bytes().filter(|&b| b == b'-').count() % 2 == 1;
            // The digits as `str::parse::<i32>` reads them (none, another
            // character or an overflow: no value), by a loop of its own:
            // core's integer parser, used nowhere else, stays out.
            let digits = crate::bytes::trim_start_of(exp, &['+', '-']).as_bytes();
            let mut e: i32 = if digits.is_empty() { return None } else { 0 };
            for &d in digits {
                e = if d.is_ascii_digit() { e.checked_mul(10)?.checked_add(i32::from(d - b'0'))? } else { return None };
            }
            let e = if minus { -e } else { e };
            let v = if ten { m * 10f64.powi(e) } else { m.powi(e) };
            return Some(v).filter(|v| v.is_finite());
        }
        // Separators out, into a stack buffer: no allocation per number.
        let mut buf = [0u8; 400];
        let mut n = 0;
        for b in raw.bytes() {
            // A decimal comma reads as the point; its dots only group.
            let b = match (decimal_comma, b) {
                (true, b'.') => continue,
                (true, b',') => b'.',
                _ => b,
            };
            if b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-') {
                if n == buf.len() {
                    return None;
                }
                *crate::seq::at_mut(&mut buf, n) = b;
                n += 1;
            }
        }
        decimal::parse_bytes(buf.get(..n)?).filter(|v| v.is_finite())
    }

    /// True when token `i` starts a sentence: first on its line, or after
    /// a sentence end or an opening quote mark.
    pub fn sentence_start(&self, i: usize) -> bool {
        if i == 0 || self.gap(i) == Gap::Line {
            return true;
        }
        let mut k = i - 1;
        for _ in 0..8 {
            match self.sym(k) {
                Some('.' | '!' | '?' | ':' | ';') => return true,
                // A quotation opening after a comma starts the quoted
                // sentence: `saying, "Ninety-three percent …`.
                Some(',') if k + 1 < i && self.opening_quote(k + 1) => return true,
                // A dateline: "KABUL, Afghanistan — Seventy …", "MIDWAY ATOLL - Four …".
                Some('—' | '-' | '–') if self.gap(k) == Gap::Space && self.gap(k + 1) == Gap::Space && k > 0 && self.all_caps(k - 1) => return true,
                Some('"' | '“' | '‘' | '\'' | '”' | '’' | '»' | '(' | ')' | '[' | '«' | '—' | '-' | '–' | '\u{a0}') => {
                    if k == 0 || self.gap(k) == Gap::Line {
                        return true;
                    }
                    k -= 1;
                }
                _ => return false,
            }
        }
        false
    }

    /// True when token `i` is a word of two or more capitals and no small
    /// letter ("ATOLL", "U.S").
    fn all_caps(&self, i: usize) -> bool {
        let r = self.raw(i);
        self.is_word(i) && r.count_of(crate::bytes::is_upper) >= 2 && !r.any_is(crate::bytes::is_lower)
    }

    /// True when token `k` is a quote mark that opens: glued to what
    /// follows, not to what precedes.
    fn opening_quote(&self, k: usize) -> bool {
        matches!(self.sym(k), Some('"' | '“' | '‘' | '\'' | '«')) && self.gap(k) != Gap::None && self.glued(k + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::Cx;
    use crate::words;

    /// `low_is` / `low_in` / `next_is` / `next_in` answer as `low` and
    /// `next_low` compared would: across a line break, past the end.
    #[test]
    fn word_tests_by_index_agree_with_the_word() {
        let text = "Prices rose 5 percent\nover the year.";
        let low = text.to_ascii_lowercase();
        let cx = Cx::new(text, &low);
        let list = words!["percent", "over", "year"];
        let mut hits = 0;
        for i in 0..cx.len() + 2 {
            assert_eq!(cx.low_is(i, "over"), cx.low(i) == "over");
            assert_eq!(cx.low_in(i, list), matches!(cx.low(i), "percent" | "over" | "year"));
            assert_eq!(cx.next_is(i, "over"), cx.next_low(i) == "over");
            assert_eq!(cx.next_in(i, list), matches!(cx.next_low(i), "percent" | "over" | "year"));
            hits += usize::from(cx.low_in(i, list)) + usize::from(cx.next_in(i, list));
        }
        // "over" starts a line: a word for `low`, none for `next_low`.
        assert_eq!(hits, 5);
    }
}
