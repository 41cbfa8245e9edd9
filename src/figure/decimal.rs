//! Decimal strings to `f64`, without the standard library's float parser.
//!
//! Why not `str::parse::<f64>`: in the WebAssembly build it brings about
//! 14 KB of code and tables (Eisel-Lemire powers of five, big-number
//! fallback) for what news needs: numbers of at most 15 significant digits
//! and small exponents. For those, this parser gives the same, correctly
//! rounded value: the digits form an integer below 2^53, which `f64` holds
//! exactly, and one multiplication or division by an exact power of ten
//! (10^0..10^22 are exact in `f64`) rounds once, as IEEE 754 requires.
//! Longer or larger numbers get a value within a few units in the last
//! place, which no reader of a news figure can tell apart.

/// Powers of ten that `f64` holds exactly.
const EXACT_POW10: usize = 22;

/// Parses `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`,
/// the grammar `str::parse::<f64>` accepts for finite decimals; `None` for
/// anything else (empty, a lone dot, stray signs, letters).
pub fn parse(s: &str) -> Option<f64> {
    parse_bytes(s.as_bytes())
}

/// [`parse`] of ASCII bytes, for a number gathered in a byte buffer: no
/// UTF-8 check (core's `str::from_utf8`) on the way.
pub fn parse_bytes(b: &[u8]) -> Option<f64> {
    let mut i = 0;
    let negative = sign(b, &mut i);
    // Up to 19 significant digits fit a u64; later ones only scale.
    let mut mantissa: u64 = 0;
    let mut significant = 0usize;
    let mut exp10: i64 = 0;
    let mut digits = 0usize;
    let mut seen_dot = false;
    while i < b.len() {
        match b[i] {
            d @ b'0'..=b'9' => {
                digits += 1;
                if mantissa == 0 && d == b'0' {
                    // Leading zeros carry no precision.
                    if seen_dot {
                        exp10 -= 1;
                    }
                } else if significant < 19 {
                    mantissa = mantissa * 10 + u64::from(d - b'0');
                    significant += 1;
                    if seen_dot {
                        exp10 -= 1;
                    }
                } else {
                    significant += 1;
                    if !seen_dot {
                        exp10 += 1;
                    }
                }
            }
            b'.' if !seen_dot => seen_dot = true,
            _ => break,
        }
        i += 1;
    }
    if digits == 0 {
        return None;
    }
    if i < b.len() {
        if !matches!(b[i], b'e' | b'E') {
            return None;
        }
        i += 1;
        let minus = sign(b, &mut i);
        if i == b.len() {
            return None;
        }
        let mut e: i64 = 0;
        for &d in b.get(i..).unwrap_or_default() {
            if !d.is_ascii_digit() {
                return None;
            }
            // Saturate: 1e999999999 is infinite either way.
            e = (e * 10 + i64::from(d - b'0')).min(1_000_000);
        }
        exp10 += if minus { -e } else { e };
    }
    let m = mantissa as f64;
    let v = if mantissa == 0 {
        0.0
    } else if significant <= 15 && exp10.unsigned_abs() as usize <= EXACT_POW10 {
        let p = pow10(exp10.unsigned_abs() as usize);
        if exp10 < 0 {
            m / p
        } else {
            m * p
        }
    } else if exp10 < -300 {
        // Two steps, so that 10^-e itself does not underflow first.
        m * 10f64.powi(-300) * 10f64.powi((exp10 + 300).max(-400) as i32)
    } else {
        m * 10f64.powi(exp10.min(400) as i32)
    };
    Some(if negative { -v } else { v })
}

/// Reads an optional `+` or `-` at `i`; true for `-`.
fn sign(b: &[u8], i: &mut usize) -> bool {
    match b.get(*i) {
        Some(&c @ (b'-' | b'+')) => {
            *i += 1;
            c == b'-'
        }
        _ => false,
    }
}

/// 10^k, exact for k <= 22 (each step multiplies exact integers).
fn pow10(k: usize) -> f64 {
    let mut p = 1.0;
    for _ in 0..k {
        p *= 10.0;
    }
    p
}

#[cfg(test)]
mod tests {
    use super::parse;

    /// Every form the figure reader hands over, checked against the
    /// standard parser it replaces.
    #[test]
    fn agrees_with_the_standard_parser_on_news_numbers() {
        let cases = [
            "0", "7", "70", "4062", "4062.5", "0.5", ".5", "5.", "1.2", "4.2", "45.84", "-3", "+3", "-0.25",
            "3.14159", "0.000001", "100000000", "1234567890123", "1.5e6", "2E-3", "6.02e23", "1e22", "9007199254740993",
            "12345678901234567890", "0.1", "0.3", "0.7", "99.99", "2.675", "1e-7", "123.456e-2", "007",
        ];
        for s in cases {
            let want: f64 = s.parse().unwrap();
            let got = parse(s).unwrap_or_else(|| panic!("{s} not parsed"));
            let close = got == want || ((got - want) / want).abs() < 1e-15;
            assert!(close, "{s}: {got} vs {want}");
            if s.len() <= 16 && !s.contains(['e', 'E']) {
                assert_eq!(got.to_bits(), want.to_bits(), "{s} must round exactly like str::parse");
            }
        }
    }

    /// Many generated decimals of up to 15 significant digits and small
    /// exponents: bit for bit what `str::parse` gives.
    #[test]
    fn bit_identical_on_generated_decimals() {
        let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..20_000 {
            let digits = 1 + (next() % 15) as usize;
            let mut s: String = (0..digits).map(|_| char::from(b'0' + (next() % 10) as u8)).collect();
            let dot = (next() % (digits as u64 + 1)) as usize;
            if dot < digits {
                s.insert(dot, '.');
            }
            if next() % 3 == 0 {
                s.push_str(&format!("e{}", (next() % 13) as i64 - 6));
            }
            let want: f64 = s.parse().unwrap();
            assert_eq!(parse(&s).map(f64::to_bits), Some(want.to_bits()), "{s}");
        }
    }

    /// What the standard parser refuses, this one refuses too.
    #[test]
    fn rejects_what_is_not_a_decimal() {
        for s in ["", ".", "-", "+", "e5", "1e", "1e+", "1.2.3", "1-2", "--1", "1,000", "1x", "x1", "1e5x"] {
            assert!(s.parse::<f64>().is_err(), "{s} (test premise)");
            assert_eq!(parse(s), None, "{s}");
        }
    }

    /// Huge exponents give infinity or zero, never a panic or a wrap.
    #[test]
    fn huge_exponents_saturate() {
        assert_eq!(parse("1e999999999999"), Some(f64::INFINITY));
        assert_eq!(parse("1e-999999999999"), Some(0.0));
        assert_eq!(parse(&"9".repeat(5000)).map(f64::is_infinite), Some(true));
    }
}
