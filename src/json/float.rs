//! Figure values as serde_json prints them, without its float printer.
//!
//! Why: serde_json's shortest round-trip printer (the `zmij` crate) is
//! about 2 KB of gzipped WebAssembly, for a few numbers per article that
//! are nearly all short ("979.0", "2.5", "0.25"). Those are found here by
//! trying 1, 2, 3, ... decimal places ([`short`]); the rare long ones
//! ("0.3333333333333333") come from the platform's own shortest printer:
//! JavaScript's `String(v)` in the browser, serde_json natively. Either
//! text is read back as digits and an exponent and written out in
//! serde_json's layout ([`layout`]), so the output is the same bytes on
//! every platform (tests: `tests/json.rs`, and the unit tests below).

/// Writes `v` as serde_json does: `979.0`, `-1.5`, `0.3333333333333333`,
/// `1e-7`, `1.5e+20`; `null` for infinities and NaN.
///
/// `long` prints the rare value that needs more than 15 digits (see
/// [`crate::result::Annotations::write_json_with`]).
pub fn write(out: &mut String, v: f64, long: &dyn Fn(f64) -> String) {
    if !v.is_finite() {
        crate::bytes::put(out, "null");
        return;
    }
    if v.is_sign_negative() {
        crate::bytes::put(out, "-");
    }
    let v = v.abs();
    let mut digits = Digits::default();
    match short(v) {
        Some((n, exp10)) => digits.push_int(n, exp10),
        None => digits.read(&long(v)),
    }
    layout(out, &digits);
}

/// `v` (finite, not negative) as `n × 10^exp10` with at most 15 digits in
/// `n`, the fewest that read back as `v`; `None` when more are needed or
/// the exponent is out of reach.
///
/// Why this is serde_json's answer: a decimal of at most 15 significant
/// digits and `f64` arithmetic with 10^0..10^22 (exact in `f64`) decide
/// exactly whether it reads back as `v` (one correctly rounded division or
/// multiplication of exact values); decimals of 15 digits lie further apart
/// than one step of `f64`, so at most one of each length reads back as `v`,
/// and the first length that does is the shortest. `round_ties_even` of
/// `v × 10^k` finds that decimal: the product is off by less than 0.12 and
/// the decimal lies within 0.12 of the exact product.
fn short(v: f64) -> Option<(u64, i32)> {
    const LIMIT: f64 = 1e15;
    if v == 0.0 {
        return Some((0, 0));
    }
    // Integers below 10^16: their own digits (below 2^53 every integer
    // is an `f64`; up to 10^16 every other one, so no shorter decimal,
    // a multiple of ten, reads back as the same one).
    if v < 1e16 && v.fract() == 0.0 {
        return Some((v as u64, 0));
    }
    let mut p = 1.0;
    if v < LIMIT {
        for k in 0..=22 {
            let x = v * p;
            if x >= LIMIT {
                return None;
            }
            let n = x.round_ties_even();
            if n / p == v {
                return Some((n as u64, -k));
            }
            p *= 10.0;
        }
    } else {
        for k in 0..=22 {
            let x = v / p;
            if x < LIMIT {
                let n = x.round_ties_even();
                return (n * p == v).then_some((n as u64, k));
            }
            p *= 10.0;
        }
    }
    None
}

/// serde_json's shortest round-trip text of `v`: the native printer for
/// [`write`]'s long values (the WebAssembly build passes JavaScript's).
pub fn serde_text(v: f64) -> String {
    serde_json::to_string(&v).unwrap_or_default()
}

/// Decimal digits without leading zeros (trailing ones are left to
/// [`layout`]; none for zero) and the power of ten of the first one.
#[derive(Default)]
struct Digits {
    buf: [u8; 24],
    len: usize,
    exp: i32,
}

impl Digits {
    /// The digits of `n × 10^exp10`.
    fn push_int(&mut self, mut n: u64, exp10: i32) {
        let mut tmp = [0u8; 20];
        let mut i = tmp.len();
        let mut exp = exp10 - 1;
        while n > 0 {
            i -= 1;
            *crate::seq::at_mut(&mut tmp, i) = b'0' + (n % 10) as u8;
            n /= 10;
            exp += 1;
        }
        self.exp = exp;
        for &d in crate::seq::part(&tmp, i..) {
            self.push(d);
        }
    }

    /// Reads `123.45`, `0.00012`, `1.2e-7`, `1.5e+20`, `1e21` or
    /// `123450000` (what JavaScript and serde_json print for finite
    /// positive numbers).
    fn read(&mut self, text: &str) {
        let b = text.as_bytes();
        // The first digit's power: digits before the point, less one, less
        // the leading zeros ("0.00012": 1 - 1 - 4), plus the exponent.
        let (mut int_digits, mut zeros, mut dot) = (0i32, 0i32, false);
        let mut i = 0;
        while let Some(&c) = b.get(i) {
            match c {
                b'.' => dot = true,
                b'0'..=b'9' => {
                    int_digits += i32::from(!dot);
                    zeros += i32::from(self.len == 0 && c == b'0');
                    self.push(c);
                }
                _ => break,
            }
            i += 1;
        }
        let mut e = 0i32;
        if let Some(b'e' | b'E') = b.get(i) {
            // `get`: no slice-index panic sites (i + 1 and, after a sign,
            // i + 2 are at most b.len()).
            let (minus, skip) = match b.get(i + 1) {
                Some(b'-') => (true, i + 2),
                Some(b'+') => (false, i + 2),
                _ => (false, i + 1),
            };
            let digits = b.get(skip..).unwrap_or_default();
            e = digits.iter().fold(0, |n: i32, &d| n.saturating_mul(10).saturating_add(i32::from(d.wrapping_sub(b'0'))));
            if minus {
                e = -e;
            }
        }
        self.exp = int_digits - 1 - zeros + e;
    }

    /// Appends a digit; leading zeros are dropped and trailing ones kept
    /// until [`Digits::read`] or [`layout`] trims them.
    fn push(&mut self, d: u8) {
        if (self.len > 0 || d != b'0') && self.len < self.buf.len() {
            *crate::seq::at_mut(&mut self.buf, self.len) = d;
            self.len += 1;
        }
    }
}

/// serde_json's layout: plain decimals with at least one digit after the
/// point when the first digit's power of ten is -5..=15 (`0.00001`,
/// `1000000000000000.0`), otherwise `d.ddde+X` / `de-X`.
fn layout(out: &mut String, d: &Digits) {
    let mut len = d.len;
    while len > 0 && *crate::seq::at(&d.buf, len - 1) == b'0' {
        len -= 1;
    }
    let digits = crate::seq::part(&d.buf, ..len);
    let digit = |out: &mut String, i: usize| crate::bytes::put_char(out, char::from(digits.get(i).copied().unwrap_or(b'0')));
    if len == 0 {
        crate::bytes::put(out, "0.0");
        return;
    }
    let exp = d.exp;
    if (-5..=15).contains(&exp) {
        if exp < 0 {
            crate::bytes::put(out, "0.");
            for _ in 0..-exp - 1 {
                crate::bytes::put(out, "0");
            }
            for i in 0..len {
                digit(out, i);
            }
        } else {
            let int = exp as usize + 1;
            for i in 0..int {
                digit(out, i);
            }
            crate::bytes::put(out, ".");
            for i in int..len.max(int + 1) {
                digit(out, i);
            }
        }
        return;
    }
    digit(out, 0);
    if len > 1 {
        crate::bytes::put(out, ".");
        for i in 1..len {
            digit(out, i);
        }
    }
    crate::bytes::put(out, if exp < 0 { "e-" } else { "e+" });
    let mut e = Digits::default();
    e.push_int(u64::from(exp.unsigned_abs()), 0);
    for &c in crate::seq::part(&e.buf, ..e.len) {
        crate::bytes::put_char(out, char::from(c));
    }
}

#[cfg(test)]
mod tests {
    use super::{layout, serde_text, short, write, Digits};

    fn serde(v: f64) -> String {
        serde_json::to_string(&v).unwrap()
    }

    fn mine(v: f64) -> String {
        let mut s = String::new();
        write(&mut s, v, &serde_text);
        s
    }

    /// A reproducible stream of values of every kind: short decimals as
    /// news writes them, quotients, products, and random bit patterns.
    fn values() -> Vec<f64> {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut out = vec![0.0, -0.0, 1.0, 0.1, 0.2 + 0.1, 1.0 / 3.0, 2.0 / 3.0, 5.0 / 12.0, 1e15, 1e16, 9.999999999999999e15];
        out.extend([1e-5, 1e-6, 1.5e-5, 0.00001234, 1e21, 1e22, 1e23, 5e-324, f64::MAX, f64::MIN_POSITIVE, 2f64.powi(53), 2f64.powi(53) + 2.0]);
        for _ in 0..200_000 {
            let r = next();
            let digits = 1 + r % 17;
            let mut n = next() % 10u64.pow(digits as u32);
            if r & 1 << 40 != 0 {
                n = n / 10 * 10;
            }
            let exp = (next() % 60) as i32 - 30;
            out.push(n as f64 * 10f64.powi(exp));
            out.push(n as f64 / 10f64.powi(-exp));
            out.push(f64::from_bits(next()));
            out.push((next() % 1000) as f64 / (1 + next() % 999) as f64);
            out.push((next() % 100_000) as f64 * 0.1);
        }
        out.into_iter().filter(|v| v.is_finite()).collect()
    }

    #[test]
    fn writes_every_value_as_serde_json_does() {
        for v in values() {
            assert_eq!(mine(v), serde(v), "{v:e}");
            assert_eq!(mine(-v), serde(-v), "{v:e}");
        }
        for v in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
            assert_eq!(mine(v), "null");
        }
    }

    /// The short path answers for the numbers news prints, without the
    /// platform's printer.
    #[test]
    fn short_decimals_need_no_platform_printer() {
        for v in [979.0, 2.5, 0.25, 4062.0, 1.5e6, 3.7, 98.33, 0.000623, 1e-7, 1.5e20, 1234567890123456.0] {
            assert!(short(v).is_some(), "{v}");
        }
        assert!(short(1.0 / 3.0).is_none());
    }

    /// JavaScript's `String(v)` layouts read back as serde_json's digits
    /// (the browser's path for values of 16 and 17 digits).
    #[test]
    fn reads_javascript_layouts() {
        let cases = [
            ("0.3333333333333333", 1.0 / 3.0),
            ("0.30000000000000004", 0.1 + 0.2),
            ("123456789012345680000", 123456789012345680000.0),
            ("1.2345678901234568e+21", 1.2345678901234568e21),
            ("1e+21", 1e21),
            ("1.5e-7", 1.5e-7),
            ("1e-7", 1e-7),
            ("0.000001", 1e-6),
            ("0.000012345678901234568", 0.000012345678901234568),
            ("5e-324", 5e-324),
            ("1.7976931348623157e+308", f64::MAX),
            ("9007199254740994", 9007199254740994.0),
        ];
        for (js, v) in cases {
            let mut d = Digits::default();
            d.read(js);
            let mut s = String::new();
            layout(&mut s, &d);
            assert_eq!(s, serde(v), "{js}");
        }
    }
}
