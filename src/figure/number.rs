//! The number itself: digits, spelled-out numbers ("two hundred and five"),
//! numbers with a scale ("4.2 million", "half a million", "a dozen") and
//! fractions ("two-thirds", "3/4", "one and a half").
//!
//! Every parse looks at most a few tokens past what it consumes, so the
//! scan that calls it at each token stays linear.

use crate::words;
use super::cx::Cx;
use super::lexicon as lx;

/// What sort of number was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// Digits or number words: "4,062", "Thirty-eight", "4.2 million".
    Plain,
    /// A fraction: "two-thirds", "3/4", "a half".
    Fraction,
}

/// A number read at some token.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Number {
    /// One past its last token.
    pub end: usize,
    /// Its value, when it fits.
    pub value: Option<f64>,
    /// Plain or fraction.
    pub form: Form,
    /// A scale word or abbreviation is part of it ("million", "bn").
    pub scaled: bool,
    /// Number tokens only (no word): "4,062".
    pub digits: bool,
    /// Tokens that are words or numbers in it.
    pub atoms: u32,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Last {
    None,
    A,
    Digits,
    Unit,
    Teen,
    Tens,
    Hundred,
    Scale,
}

/// Reads the number starting at token `i`, if one does.
pub fn parse(cx: &Cx, i: usize) -> Option<Number> {
    if let Some(n) = digit_fraction(cx, i) {
        return Some(n);
    }
    if let Some(n) = fraction_first(cx, i) {
        return Some(n);
    }
    let mut total = 0.0f64;
    let mut group = 0.0f64;
    // The hundreds already in `group`: "dozen" multiplies only what follows
    // them ("three hundred and two dozen" is 324).
    let mut hundreds = 0.0;
    let mut last = Last::None;
    let mut last_scale = f64::INFINITY;
    let mut scaled = false;
    let mut digits = true;
    let mut atoms = 0u32;
    let mut valid = true;
    let mut j = i;
    loop {
        if j > i && !cx.near(j) {
            break;
        }
        // Connectors inside a number: "fifty-two", "one hundred and five".
        let mut k = j;
        let mut via_and = false;
        if j > i {
            if last == Last::Tens && matches!(cx.sym(j), Some('-' | '–')) {
                if lx::unit(cx.next_low(j + 1)).is_some_and(|u| (1.0..10.0).contains(&u)) {
                    k = j + 1;
                }
            } else if cx.low_is(j, "and") && matches!(last, Last::Hundred | Last::Scale) {
                let nx = cx.next_low(j + 1);
                let small_num = cx.is_num(j + 1)
                    && !cx.formatted(j + 1)
                    && cx.int_digits(j + 1) <= 3
                    && !matches!(cx.sym(j + 2), Some('/' | '%' | '.' | ','))
                    && cx.near(j + 1);
                // "one hundred and three quarters" is read as a fraction below.
                // So is "two hundred and fifty-four hundredths", 200.54.
                let d_at = if lx::tens(nx).is_some() && matches!(cx.sym(j + 2), Some('-' | '–')) && lx::unit(cx.next_low(j + 3)).is_some() {
                    j + 4
                } else {
                    j + 2
                };
                let fraction_next = lx::denominator(cx.next_low(d_at)).is_some_and(|(_, plural)| plural || nx == "one");
                if (lx::unit(nx).is_some() || lx::tens(nx).is_some() || small_num) && !fraction_next {
                    k = j + 1;
                    via_and = true;
                }
            }
        }
        if k > i && !cx.near(k) {
            break;
        }
        let w = cx.low(k);
        if cx.is_num(k) {
            let ok = if k == i {
                true
            } else {
                // "3 hundred and 21", "4 thousand 3 hundred".
                let small = !cx.formatted(k) && cx.int_digits(k) <= 3;
                let scale_next = cx.next_is(k + 1, "hundred") || lx::scale(cx.next_low(k + 1)).is_some();
                let positive = cx.num_value(k).is_some_and(|v| v >= 1.0);
                small
                    && positive
                    && matches!(last, Last::Hundred | Last::Scale)
                    && ((via_and && !scale_next) || (!via_and && scale_next))
            };
            if !ok {
                break;
            }
            match cx.num_value(k) {
                Some(v) => group += v,
                None => valid = false,
            }
            last = Last::Digits;
            atoms += 1;
            j = k + 1;
            // Glued abbreviated scale: "4.2bn", "10k", "10M".
            if cx.glued(j) && cx.is_word(j) {
                let raw = cx.raw(j);
                let s = lx::short_scale(cx.low(j)).or(if words!["M", "MM"].contains(raw.as_bytes()) { Some(1e6) } else { None });
                if let Some(s) = s {
                    if s < last_scale {
                        total += times(group, s);
                        group = 0.0;
                        last_scale = s;
                        last = Last::Scale;
                        scaled = true;
                        j += 1;
                    }
                }
            }
            continue;
        }
        if !cx.is_word(k) {
            break;
        }
        if k == i && words!["a", "an"].contains(w.as_bytes()) {
            let nx = cx.next_low(k + 1);
            if words!["hundred", "dozen"].contains(nx.as_bytes()) || lx::scale(nx).is_some() {
                group = 1.0;
                last = Last::A;
                j = k + 1;
                continue;
            }
            break;
        }
        if let Some(u) = lx::unit(w) {
            let ok = match last {
                Last::None | Last::Hundred | Last::Scale => true,
                Last::Tens => u > 0.0 && u < 10.0,
                _ => false,
            };
            if !ok {
                break;
            }
            group += u;
            last = if u < 10.0 { Last::Unit } else { Last::Teen };
        } else if let Some(t) = lx::tens(w) {
            if !matches!(last, Last::None | Last::Hundred | Last::Scale) {
                break;
            }
            group += t;
            last = Last::Tens;
        } else if w == "hundred" {
            if !(matches!(last, Last::Unit | Last::Teen | Last::Tens | Last::Digits | Last::A) && group > 0.0) {
                break;
            }
            // "two hundred" multiplies the group's last part only.
            group *= 100.0;
            hundreds = group;
            last = Last::Hundred;
            scaled = true;
        } else if words!["crore", "crores"].contains(w.as_bytes()) && last == Last::Scale && last_scale < 1e7 && group == 0.0 {
            // "three lakh crore", "two thousand crore": Indian compound scales
            // multiply everything before them.
            total = times(total, 1e7);
            last_scale = 1e7 * last_scale;
        } else if let Some(s) = lx::scale(w) {
            let has = group > 0.0 || last == Last::A || (last == Last::Digits && group == 0.0);
            if !(has && s < last_scale && last != Last::None) {
                break;
            }
            total += times(group, s);
            group = 0.0;
            hundreds = 0.0;
            last_scale = s;
            last = Last::Scale;
            scaled = true;
        } else if w == "dozen" || (w == "dozens" && last != Last::None) || (words!["dz", "dzs", "doz", "dozs"].contains(w.as_bytes()) && last != Last::None) {
            if !matches!(last, Last::Unit | Last::Teen | Last::Tens | Last::Digits | Last::A | Last::Hundred | Last::Scale) {
                break;
            }
            if matches!(last, Last::Hundred | Last::Scale) {
                break;
            }
            group = hundreds + (group - hundreds) * 12.0;
            last = Last::Scale;
            last_scale = 12.0;
            scaled = true;
        } else {
            break;
        }
        digits = false;
        atoms += 1;
        j = k + 1;
    }
    if last == Last::None || last == Last::A {
        return None;
    }
    let mut value = total + group;
    let mut end = j;
    let mut form = Form::Plain;
    // "two thirds", "twenty-three fifths", "one-third"; a plural
    // denominator also after a whole spelled number ("one hundred and
    // thirty-two fifths", "a hundred trillionths") and as a compound
    // ordinal ("three twenty-firsts", "one twenty-fifth").
    let plain_last = matches!(last, Last::Unit | Last::Teen | Last::Tens | Last::Digits);
    let spelled_whole = !digits && matches!(last, Last::Hundred | Last::Scale) && last_scale > 12.0;
    if (plain_last && !scaled) || (!digits && scaled && (plain_last || spelled_whole)) {
        let mut d_at = end;
        if matches!(cx.sym(end), Some('-' | '–')) && cx.near(end + 1) {
            d_at = end + 1;
        }
        // "one hundred thirty-fifths" is 100/35: a tens word hyphenated to
        // a plural ordinal belongs to the denominator.
        if last == Last::Tens && d_at == end + 1 && cx.glued(end) && cx.glued(d_at) {
            if let Some((d, true, d_end)) = compound_denominator(cx, end - 1) {
                let t = lx::tens(cx.low(end - 1)).unwrap_or(0.0);
                if value > t {
                    return Some(Number {
                        end: d_end,
                        value: Some((value - t) / d).filter(|v| v.is_finite() && valid),
                        form: Form::Fraction,
                        scaled,
                        digits,
                        atoms: atoms + 1,
                    });
                }
            }
        }
        // "one one hundred fifth", "three two hundred and tenths": a
        // denominator that is itself a spelled number with hundreds.
        if !digits && !scaled && d_at == end && cx.near(d_at) {
            if let Some((d, plural, d_end)) = hundreds_denominator(cx, d_at) {
                if plural == (value != 1.0) {
                    return Some(Number {
                        end: d_end,
                        value: Some(value / d).filter(|v| v.is_finite() && valid),
                        form: Form::Fraction,
                        scaled,
                        digits,
                        atoms: atoms + 1,
                    });
                }
            }
        }
        if cx.near(d_at) && d_at < cx.len() {
            let compound = if digits { None } else { compound_denominator(cx, d_at) };
            let simple = lx::denominator(cx.low(d_at)).map(|(d, plural)| (d, plural, d_at + 1));
            if let Some((d, plural, d_end)) = compound.or(simple) {
                // Digits take a denominator only in the plural: "3 fourths";
                // a scaled number only a plural one.
                let ok = if plural {
                    value > 1.0 || d_at == end + 1 || !digits
                } else {
                    value == 1.0 && !digits && !scaled
                };
                if ok {
                    value /= d;
                    end = d_end;
                    form = Form::Fraction;
                    atoms += 1;
                }
            }
        }
    }
    // "three quarters billion", "two thirds of a million".
    if form == Form::Fraction {
        let of_a = cx.next_is(end, "of") && cx.next_in(end + 1, words!["a", "an"]);
        let at = if of_a { end + 2 } else { end };
        if let Some(s) = lx::scale(cx.next_low(at)) {
            end = at;
            value = times(value, s);
            end += 1;
            scaled = true;
            form = Form::Plain;
        }
    }
    // "one and a half", "five and a quarter million", "3 million and a half".
    // Hyphenated too: "four-and-a-half years".
    let hyphen_and = matches!(cx.sym(end), Some('-')) && cx.glued(end) && cx.low_is(end + 1, "and") && cx.glued(end + 1);
    let and_at = if hyphen_and { end + 1 } else { end };
    if form == Form::Plain && cx.low_is(and_at, "and") && cx.near(and_at) {
        let frac_at = if hyphen_and && matches!(cx.sym(and_at + 1), Some('-')) && cx.glued(and_at + 1) { and_at + 2 } else { and_at + 1 };
        if let Some((n, d, e)) = and_fraction(cx, frac_at) {
            let f = n / d;
            let next_scale = lx::scale(cx.next_low(e)).filter(|&s| s < last_scale);
            if f >= 1.0 && matches!(last, Last::Hundred | Last::Scale) && next_scale.is_none() {
                // "one hundred and thirty fifths": no mixed number has a
                // fraction of one or more, so the "and" is the number's own
                // and the whole is the numerator, 130/5.
                value = (value + n) / d;
                end = e;
                form = Form::Fraction;
            } else if last == Last::Scale && last_scale.is_finite() && last_scale > 12.0 {
                // "one billion and a half million": the half is of a million.
                match next_scale {
                    Some(s) => {
                        value += f * s;
                        end = e + 1;
                    }
                    None => {
                        value += f * last_scale;
                        end = e;
                    }
                }
            } else if matches!(last, Last::Unit | Last::Teen | Last::Tens | Last::Digits | Last::Hundred) {
                value += f;
                end = e;
                if let Some(s) = lx::scale(cx.next_low(end)) {
                    if s < last_scale {
                        value = times(value, s);
                        end += 1;
                        scaled = true;
                    }
                }
            }
        }
    }
    // "two hundred point zero three".
    if form == Form::Plain && !digits && cx.next_is(end, "point") {
        if let Some((frac, e)) = spoken_decimals(cx, end + 1) {
            value += frac;
            end = e;
        }
    }
    let value = if valid && value.is_finite() { Some(value) } else { None };
    Some(Number { end, value, form, scaled, digits, atoms })
}

/// `v * s` without the binary noise of a decimal times a power of ten
/// ("16.4 million" is 16400000, not 16399999.999999998).
pub fn times(v: f64, s: f64) -> f64 {
    let r = v * s;
    if r.abs() < 1e15 && s > 1.0 {
        (r * 1e4).round() / 1e4
    } else {
        r
    }
}

/// A two-word ordinal denominator: "twenty-fifths", "twenty firsts",
/// "twenty-fifth"; the denominator, whether plural, and the token after.
/// "-second(s)" is left out: "twenty seconds" is a time.
fn compound_denominator(cx: &Cx, i: usize) -> Option<(f64, bool, usize)> {
    let t = lx::tens(cx.low(i))?;
    let mut u_at = i + 1;
    if matches!(cx.sym(u_at), Some('-' | '–')) && cx.glued(u_at) {
        u_at += 1;
    }
    if !cx.near(u_at) {
        return None;
    }
    let w = cx.low(u_at);
    let (stem, plural) = match w.strip_suffix("s") {
        Some(stem) => (stem, true),
        None => (w, false),
    };
    let u = lx::ordinal(stem).filter(|&u| u < 10.0 && u != 2.0)?;
    Some((t + u, plural, u_at + 1))
}

/// "one hundred fifth", "two hundred and twenty-fifths": an ordinal with
/// hundreds as a denominator; its value, whether plural, and the token
/// after it. "-second(s)" is left out, as a time.
fn hundreds_denominator(cx: &Cx, i: usize) -> Option<(f64, bool, usize)> {
    let h = lx::unit(cx.low(i)).filter(|h| (1.0..10.0).contains(h))?;
    if !cx.next_is(i + 1, "hundred") {
        return None;
    }
    let mut j = i + 2;
    if cx.next_is(j, "and") {
        j += 1;
    }
    if !cx.near(j) {
        return None;
    }
    if let Some((d, plural, e)) = compound_denominator(cx, j) {
        return Some((h * 100.0 + d, plural, e));
    }
    let w = cx.low(j);
    let (stem, plural) = match w.strip_suffix("s") {
        Some(stem) => (stem, true),
        None => (w, false),
    };
    let d = lx::ordinal(stem).filter(|&d| d < 100.0 && d != 2.0)?;
    Some((h * 100.0 + d, plural, j + 1))
}

/// "a half", "one quarter", "three quarters" after "and": the fraction's
/// numerator, its denominator and the token after it.
fn and_fraction(cx: &Cx, i: usize) -> Option<(f64, f64, usize)> {
    if !cx.near(i) {
        return None;
    }
    let w = cx.low(i);
    let mut d_at = i + 1;
    let n = match w {
        "a" | "an" => 1.0,
        // "two and fifty-four hundredths".
        _ if lx::tens(w).is_some() => {
            let mut n = lx::tens(w)?;
            let mut u_at = d_at;
            if matches!(cx.sym(u_at), Some('-' | '–')) {
                u_at += 1;
            }
            if let Some(u) = lx::unit(cx.next_low(u_at)).filter(|u| (1.0..10.0).contains(u)) {
                n += u;
                d_at = u_at + 1;
            }
            n
        }
        _ => lx::unit(w).filter(|&u| u >= 1.0)?,
    };
    if matches!(cx.sym(d_at), Some('-')) {
        d_at += 1;
    }
    if !cx.near(d_at) {
        return None;
    }
    let (d, plural) = lx::denominator(cx.low(d_at))?;
    if plural != (n > 1.0) {
        return None;
    }
    Some((n, d, d_at + 1))
}

/// Spoken decimals after "point": "zero three" → .03, "seventy-one" → .71.
fn spoken_decimals(cx: &Cx, i: usize) -> Option<(f64, usize)> {
    let mut j = i;
    let mut digits = String::new();
    while cx.near(j) && digits.len() < 12 {
        match lx::unit(cx.low(j)) {
            Some(u) if u < 10.0 => {
                crate::bytes::put_char(&mut digits, char::from(b'0' + u as u8));
                j += 1;
            }
            _ => break,
        }
    }
    if digits.is_empty() {
        // A teen or tens word, maybe with its unit: two decimal places.
        let w = cx.low(i);
        let mut v = lx::cardinal(w)?;
        let mut end = i + 1;
        if lx::tens(w).is_some() {
            let mut k = end;
            if matches!(cx.sym(k), Some('-')) {
                k += 1;
            }
            if let Some(u) = lx::unit(cx.next_low(k)).filter(|u| (1.0..10.0).contains(u)) {
                v += u;
                end = k + 1;
            }
        }
        return Some((v / 100.0, end));
    }
    let v = super::decimal::parse(&crate::bytes::concat(&["0.", &digits]))?;
    Some((v, j))
}

/// "3/4", "2 1/4", "-4/5", "7 3 / 4" as fractions; "9/11" and "5/17/2018" are not.
fn digit_fraction(cx: &Cx, i: usize) -> Option<Number> {
    let simple = |a: usize| -> Option<(f64, f64)> {
        // Glued "3/4", or spaced on both sides as tokenized text writes it: "3 / 4".
        let glued = cx.glued(a + 1) && cx.glued(a + 2);
        let spaced = cx.gap(a + 1) == super::lex::Gap::Space && cx.gap(a + 2) == super::lex::Gap::Space;
        if !(cx.is_num(a) && cx.sym(a + 1) == Some('/') && (glued || spaced) && cx.is_num(a + 2)) {
            return None;
        }
        if cx.sym(a + 3) == Some('/') && cx.glued(a + 3) {
            return None;
        }
        let (n, d) = (cx.num_value(a)?, cx.num_value(a + 2)?);
        let usual = [2.0, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0, 12.0, 16.0, 32.0, 64.0, 100.0];
        (n < d && usual.iter().any(|&u| u == d)).then_some((n, d))
    };
    if let Some((n, d)) = simple(i) {
        return Some(Number { end: i + 3, value: Some(n / d), form: Form::Fraction, scaled: false, digits: true, atoms: 1 });
    }
    // A whole number and a fraction: "2 1/4", "10 1/2 miles".
    if cx.is_num(i) && !cx.formatted(i) && cx.gap(i + 1) == super::lex::Gap::Space {
        if let Some((n, d)) = simple(i + 1) {
            let w = cx.num_value(i)?;
            return Some(Number { end: i + 4, value: Some(w + n / d), form: Form::Plain, scaled: false, digits: true, atoms: 2 });
        }
    }
    None
}

/// Numbers that start with a fraction: "a third", "half a million",
/// "one-quarter", "a quarter million", "three quarters billion".
fn fraction_first(cx: &Cx, i: usize) -> Option<Number> {
    let w = cx.low(i);
    let (num, d_at) = match w {
        "a" | "an" | "one" => {
            let mut d = i + 1;
            if matches!(cx.sym(d), Some('-' | '–')) && cx.glued(d) {
                d += 1;
            }
            (1.0, d)
        }
        "half" | "quarter" => (1.0, i),
        _ => return None,
    };
    if d_at != i && !cx.near(d_at) {
        return None;
    }
    // "a twenty-first": a compound ordinal after the article.
    let compound = if d_at != i && w != "one" { compound_denominator(cx, d_at) } else { None };
    let (d, plural, mut end) = match compound {
        Some(c) => c,
        None => {
            let (d, plural) = lx::denominator(cx.low(d_at))?;
            (d, plural, d_at + 1)
        }
    };
    if plural {
        return None;
    }
    let f = num / d;
    // "half a million", "a quarter million", "half a dozen".
    let mut k = end;
    if cx.next_is(k, "of") && cx.next_in(k + 1, words!["a", "an"]) {
        // "a quarter of a million".
        k += 1;
    }
    if cx.next_in(k, words!["a", "an"]) {
        k += 1;
    }
    // "a half-billion", "a quarter-million": the scale hyphenated.
    if k == end && matches!(cx.sym(k), Some('-' | '–')) && cx.glued(k) && cx.glued(k + 1) && lx::scale(cx.low(k + 1)).is_some() {
        k += 1;
    }
    let sw = cx.next_low(k);
    let s = lx::scale(sw).or(if sw == "dozen" { Some(12.0) } else { None });
    if let Some(s) = s {
        end = k + 1;
        return Some(Number { end, value: Some(f * s), form: Form::Plain, scaled: true, digits: false, atoms: 2 });
    }
    // "half an hour", "half a mile", "half a percentage point": the
    // article joins the unit, which the quantity reads next.
    if k > end && (lx::duration_unit(sw) || lx::measure_unit(sw) || sw == "percentage") {
        return Some(Number { end: k, value: Some(f), form: Form::Fraction, scaled: false, digits: false, atoms: 1 });
    }
    if words!["half", "quarter"].contains(w.as_bytes()) && w == cx.low(d_at) && d_at == i {
        end = i + 1;
    }
    Some(Number { end, value: Some(f), form: Form::Fraction, scaled: false, digits: false, atoms: 1 })
}
