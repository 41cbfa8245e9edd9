//! A quantity: currency sign, sign, number, then what follows it — scale,
//! percent, currency name, unit, a second number making a range — and the
//! kind and value that result.

use crate::bytes::Chars as _;
use super::cx::Cx;
use super::lexicon as lx;
use super::number::{self, Form, Number};
use crate::result::FigureKind;
use crate::words;
use crate::wordset::{Lookup, WordList};

/// A quantity read at some token.
#[derive(Debug, Clone, Copy)]
pub struct Quantity {
    /// Its first token (the currency sign or the number).
    pub start: usize,
    /// One past its last token.
    pub end: usize,
    /// Its kind.
    pub kind: FigureKind,
    /// Its value.
    pub value: Option<f64>,
    /// Nothing but a number: no currency, unit, percent, scale or range.
    pub bare: bool,
    /// The number inside.
    pub number: Number,
}

/// How much of the grammar a caller wants.
#[derive(Debug, Clone, Copy, Default)]
pub struct Opts {
    /// Already inside a range: read no second number.
    pub no_range: bool,
}

/// What the suffixes after a number said.
#[derive(Default)]
struct Tail {
    end: usize,
    money: bool,
    percent: bool,
    measure: bool,
    duration: bool,
    age: bool,
    times: bool,
    scale: f64,
    /// A smaller unit after the main one, counted in the main unit: the
    /// cents of "5 dollars 50", the minutes of "3 hours 12 minutes".
    minor: f64,
}

/// Reads a quantity at token `i`.
pub fn read(cx: &Cx, i: usize, opts: Opts) -> Option<Quantity> {
    // "- 10 k" on a line of its own: a spaced minus, when the number is all
    // the line holds (a list's dash is followed by words).
    let line_start = i == 0 || !cx.near(i);
    if line_start && matches!(cx.sym(i), Some('-' | '−')) && cx.is_num(i + 1) && cx.near(i + 1) && !cx.glued(i + 1) {
        let q = read_signed(cx, i + 1, opts)?;
        if cx.near(q.end) && q.end < cx.len() {
            return None;
        }
        return Some(Quantity { start: i, value: q.value.map(|v| -v), bare: false, ..q });
    }
    read_signed(cx, i, opts)
}

/// Reads a quantity at token `i`, its sign glued or spelled.
fn read_signed(cx: &Cx, i: usize, opts: Opts) -> Option<Quantity> {
    let mut k = i;
    let mut money = false;
    let mut scale = 1.0;
    // Currency before the number: "$", "US$", "USD 200", "MAUD 60".
    if cx.is_word(k) && cx.sym(k + 1) == Some('$') {
        let w = cx.low(k);
        let spaced_ok = !words!["a", "s", "r", "j"].contains(w.as_bytes()) && cx.near(k + 1);
        if lx::dollar_prefix(w) && (cx.glued(k + 1) || spaced_ok) && starts_number(cx, k + 2) {
            money = true;
            k += 2;
        }
    }
    if !money {
        if let Some(c) = cx.sym(k) {
            if lx::currency_symbol(c) && starts_number(cx, k + 1) && cx.near(k + 1) {
                money = true;
                k += 1;
            }
        } else if cx.is_word(k)
            && ((lx::currency_code(cx.low(k)) || lx::million_code(cx.low(k))) && cx.capitalised(k)
                || cx.low_in(k, words!["usd", "rmb", "eur", "gbp"]))
        {
            let mut n = k + 1;
            if cx.sym(n) == Some('.') && cx.low_is(k, "rs") {
                n += 1;
            }
            if cx.sym(n) == Some('$') && cx.glued(n) {
                n += 1;
            }
            if starts_number(cx, n) && cx.near(n) && cx.is_num(n) {
                money = true;
                if lx::million_code(cx.low(k)) {
                    scale = 1e6;
                }
                k = n;
            }
        }
    }
    // A sign: "-1", "minus five".
    let mut neg = false;
    if matches!(cx.sym(k), Some('-' | '−')) && cx.is_num(k + 1) && cx.glued(k + 1) {
        // After a number and a space it is a dash: "75 -300mm" is 300mm.
        let after_number = k > 0 && cx.is_num(k - 1) && cx.near(k) && !cx.glued(k);
        let before_ok = (k == 0 || !cx.glued(k) || matches!(cx.sym(k - 1), Some('(' | '$' | '[' | '=' | '<' | '>'))) && !after_number;
        if before_ok {
            neg = true;
            k += 1;
        }
    } else if cx.low_in(k, words!["minus", "negative"]) && starts_number(cx, k + 1) && cx.near(k + 1) {
        neg = true;
        k += 1;
    }
    let n = number::parse(cx, k)?;
    let mut value = n.value;
    let mut end = n.end;
    let range = false;
    let mut scaled = n.scaled;
    // "one in five", "2 out of 3".
    if n.form == Form::Plain && !n.scaled && !money {
        if let Some((d, e)) = one_in(cx, end) {
            if let (Some(a), Some(b)) = (value, d.value) {
                if a < b && b > 0.0 {
                    return Some(Quantity {
                        start: i,
                        end: e,
                        kind: FigureKind::Fraction,
                        value: Some(if neg { -a / b } else { a / b }),
                        bare: false,
                        number: n,
                    });
                }
            }
        }
    }
    // Glued or spaced abbreviated scales the number parser leaves: "$4.2m", "$3 bn".
    if cx.is_word(end) && cx.near(end) {
        let w = cx.low(end);
        let raw = cx.raw(end);
        let glued = cx.glued(end);
        let s = match w {
            "m" if money && (glued || cx.is_num(end - 1)) => Some(1e6),
            "bn" | "mn" | "tn" | "bln" | "mln" | "tln" if !glued => Some(lx::short_scale(w).unwrap_or(1.0)),
            "b" if money && glued => Some(1e9),
            // "10 k", not the "K" of "K-1 visas" or "K-pop".
            "k" if !glued && (!cx.is_word(end + 1) || !cx.near(end + 1))
                && !(cx.glued(end + 1) && matches!(cx.sym(end + 1), Some('-' | '–' | '/'))) => Some(1e3),
            "m" if glued && raw == "m" && !money && n.digits && cx.formatted(k) && plural_after(cx, end + 1) => Some(1e6),
            // "1,674,200.5 M": a spaced capital M after a written-out amount.
            "m" if !glued && raw == "M" && n.digits && cx.formatted(k) && (!cx.near(end + 1) || end + 1 >= cx.len() || plural_after(cx, end + 1) || cx.sym(end + 1).is_some()) => Some(1e6),
            _ => None,
        };
        if let Some(s) = s {
            if !n.scaled {
                scaled = true;
                value = value.map(|v| number::times(v, s));
                end += 1;
            }
        }
    }
    // A tally: "a 5-to-4 majority".
    if n.digits && cx.sym(end) == Some('-') && cx.glued(end) && cx.low_is(end + 1, "to") && cx.glued(end + 1)
        && cx.sym(end + 2) == Some('-') && cx.glued(end + 2) && cx.is_num(end + 3) && cx.glued(end + 3)
    {
        return Some(Quantity { start: i, end: end + 4, kind: FigureKind::Other, value: None, bare: false, number: n });
    }
    // A range: "10-15", "10 to 15", "20 or 25", "$10-$15", "5k-20k".
    if !opts.no_range && n.form == Form::Plain {
        if let Some(q) = range_end(cx, i, end, money, &n) {
            let kind = if q.kind == FigureKind::Other { FigureKind::Other } else { FigureKind::Range };
            return Some(Quantity { start: i, end: q.end, kind, value: None, bare: false, number: n });
        }
    }
    let t = tail(cx, end, &n, money, scaled);
    money |= t.money;
    end = t.end;

    if t.scale != 1.0 {
        value = value.map(|v| number::times(v, t.scale));
    }
    if t.minor.is_nan() {
        // "3 years 2 weeks": no exact value in the first unit.
        value = None;
    } else if t.minor > 0.0 {
        value = value.map(|v| v + t.minor);
    }
    value = value.map(|v| number::times(v, scale));
    if neg {
        value = value.map(|v| -v);
    }
    let kind = kind_of(&t, money, range, n.form);
    let bare = !money && !t.percent && !t.measure && !t.duration && !t.age && !t.times && !n.scaled && t.scale == 1.0;
    Some(Quantity { start: i, end, kind, value: value.filter(|v| v.is_finite()), bare, number: n })
}

fn kind_of(t: &Tail, money: bool, range: bool, form: Form) -> FigureKind {
    if range {
        FigureKind::Range
    } else if t.percent {
        FigureKind::Percent
    } else if money {
        FigureKind::Money
    } else if t.age {
        FigureKind::Age
    } else if t.duration {
        FigureKind::Duration
    } else if t.measure {
        FigureKind::Measure
    } else if t.times {
        FigureKind::Other
    } else if form == Form::Fraction {
        FigureKind::Fraction
    } else {
        FigureKind::Count
    }
}

/// A number can start at `i`: digits, a number word, "a dozen", "half".
pub fn starts_number(cx: &Cx, i: usize) -> bool {
    if cx.is_num(i) {
        return true;
    }
    let w = cx.low(i);
    lx::cardinal(w).is_some()
        || words!["a", "an", "half", "quarter"].contains(w.as_bytes())
        || matches!(cx.sym(i), Some('.'))
}

/// A plural-looking lower-case word at `i`: "1.2m people".
fn plural_after(cx: &Cx, i: usize) -> bool {
    let raw = cx.raw(i);
    cx.is_word(i) && cx.near(i) && raw.first_is(crate::bytes::is_lower)
        && !cx.low_in(i, words!["tall", "long", "high", "wide", "deep", "away", "from", "of", "in", "and", "or", "to", "at", "into", "under", "over", "above", "below", "across", "is", "was"])
}

/// "in five", "out of 3" after a number: the second number and the end.
fn one_in(cx: &Cx, at: usize) -> Option<(Number, usize)> {
    let over = cx.next_is(at, "over");
    let k = match cx.next_low(at) {
        "in" | "over" => at + 1,
        "out" if cx.next_is(at + 1, "of") => at + 2,
        _ => return None,
    };
    if !cx.near(k) {
        return None;
    }
    let d = number::parse(cx, k)?;
    if d.form != Form::Plain {
        return None;
    }
    // "20 over 30 years" is a span of time, not a fraction.
    let after = cx.next_low(d.end);
    if over && (lx::duration_unit(after) || lx::measure_unit(after) || lx::currency_word(after)) {
        return None;
    }
    // "3 in 2016" is a date, "1 in 10,000" a fraction.
    if d.digits && !cx.formatted(k) && cx.int_digits(k) == 4 {
        return None;
    }
    Some((d, d.end))
}

/// The second number of a range starting after `end`.
fn range_end(cx: &Cx, start: usize, end: usize, money: bool, first: &Number) -> Option<Quantity> {
    let conn = end;
    let c = cx.sym(conn);
    let w = cx.next_low(conn);
    let dash = matches!(c, Some('-' | '–' | '—' | '~')) && cx.near(conn);
    let to = words!["to", "or", "through"].contains(w.as_bytes()) && cx.near(conn);
    if !dash && !to {
        return None;
    }
    if dash && cx.glued(conn) != cx.glued(conn + 1) && !(money && cx.sym(conn + 1) == Some('$')) {
        // "10 -15" is not a range.
        if !matches!(c, Some('–' | '—')) {
            return None;
        }
    }
    // After "by" a bare first number may open a range ("fell by 15 to 20
    // per cent", "by 15 to 20 people") or a change ("rose by 5 to 150"):
    // a range's ends lie close together.
    let mut by = false;
    // A scale in words after digits still makes a range: "$30 million to
    // $35 million", "$30 million-$35 million".
    let digit_led = cx.is_num(start) || cx.sym(start).is_some() && cx.is_num(start + 1);
    if to {
        // "from 10 to 15" is a change, two figures; "rose 5% to 7%" too.
        if start > 0 && cx.low_is(start - 1, "from") {
            return None;
        }
        by = start > 0 && cx.low_is(start - 1, "by");
        if !first.digits && first.scaled && !digit_led {
            return None;
        }
    }
    if dash && !first.digits && !(digit_led && first.scaled) {
        return None;
    }
    let second = read_signed(cx, conn + 1, Opts { no_range: true })?;
    if !cx.near(conn + 1) {
        return None;
    }
    if second.number.form != Form::Plain {
        return None;
    }
    // "a 3-2 vote" or "2015-16" are not ranges of quantities here.
    if dash && first.digits && second.number.digits && second.kind == FigureKind::Count {
        let yearish = |v: Option<f64>| v.is_some_and(|v| (1600.0..2200.0).contains(&v) && v.fract() == 0.0);
        let year = yearish(first.value) && yearish(second.value);
        if year {
            return None;
        }
        if first.value >= second.value && cx.glued(conn) {
            // "a 5-4 decision", "voted 19-15": a tally, not a range.
            return Some(Quantity { kind: FigureKind::Other, ..second });
        }
    }
    // "35 to 12 percent" is a score, two figures; a range runs upwards.
    if to && first.value >= second.number.value && second.number.value.is_some() && !second.number.scaled {
        return None;
    }
    if by && !matches!((first.value, second.number.value), (Some(a), Some(b)) if a > 0.0 && b <= 4.0 * a && !second.number.scaled) {
        return None;
    }
    if to && w == "or" && first.digits != second.number.digits && second.kind == FigureKind::Count {
        return None;
    }
    // "10 to 2016" is no range: the second is a year.
    if to
        && second.number.digits
        && cx.int_digits(conn + 1) == 4
        && !cx.formatted(conn + 1)
        && second.kind == FigureKind::Count
    {
        return None;
    }
    Some(second)
}

/// What follows the number: scale, percent, currency, unit.
fn tail(cx: &Cx, at: usize, n: &Number, money: bool, scaled: bool) -> Tail {
    let mut t = Tail { end: at, scale: 1.0, ..Tail::default() };
    let mut e = at;
    // A scale left after the number ("75 USD million") is read with the currency.
    // Percent.
    if cx.sym(e) == Some('%') && cx.near(e) {
        t.percent = true;
        t.end = e + 1;
        return t;
    }
    let w = cx.next_low(e);
    match w {
        "percent" | "percents" | "pct" | "percentage" => {
            t.percent = true;
            e += 1;
            if cx.next_in(e, words!["point", "points"]) {
                e += 1;
            }
            t.end = e;
            return t;
        }
        "per" if cx.next_is(e + 1, "cent") => {
            t.percent = true;
            e += 2;
            if cx.next_in(e, words!["point", "points"]) {
                e += 1;
            }
            t.end = e;
            return t;
        }
        _ => {}
    }
    // Currency after the number: "5 dollars", "125 million Australian dollars", "50 €", "115USD".
    if !money {
        if let Some(c) = cx.sym(e) {
            if lx::currency_symbol(c) && cx.near(e) && c != '$' || (c == '$' && cx.near(e) && !(cx.near(e + 1) && starts_number(cx, e + 1))) {
                t.money = true;
                t.end = e + 1;
                return t;
            }
            // "10 $ 30 $", "10 $ 30 cents": a "$" between two numbers
            // follows the first when the second has its own currency.
            if c == '$' && cx.near(e) && cx.is_num(e + 1) && cx.near(e + 1) {
                let after = e + 2;
                let cent = cx.next_in(after, words!["cent", "cents"]);
                if cx.sym(after) == Some('$') && cx.near(after) || cent {
                    t.money = true;
                    t.end = e + 1;
                    let v = cx.num_value(e + 1).unwrap_or(0.0);
                    if cent && (1.0..100.0).contains(&v) && v.fract() == 0.0 && !cx.formatted(e + 1) {
                        t.minor = v / 100.0;
                        t.end = after + 1;
                    }
                    return t;
                }
            }
        }
        let mut k = e;
        let mut countries = 0;
        while countries < 2 && lx::currency_country(cx.next_low(k)) && lx::currency_word(cx.next_low(k + 1)) || (countries == 0 && cx.next_in(k, words!["hong", "new", "south"]) && cx.next_low(k + 2).len() > 2 && lx::currency_word(cx.next_low(k + 2))) {
            k += if lx::currency_word(cx.next_low(k + 1)) { 1 } else { 2 };
            countries += 1;
        }
        let cw = cx.next_low(k);
        let money_word = lx::currency_word(cw) || lx::currency_code(cw) || lx::million_code(cw);
        let glued_num_after = money_word && cx.is_num(k + 1) && cx.glued(k + 1);
        if glued_num_after {
            // "3 USD50 cards": the code belongs to the next amount.
            return t;
        }
        // Signs written as letters: yuan, yen, the Tamil rupee.
        if words!["元", "円", "ரூ"].contains(cx.raw(e).as_bytes()) && cx.near(e) {
            t.money = true;
            t.end = e + 1;
            return t;
        }
        // British pence glued to the number: "4.5p a litre", "99p" (not
        // "7p.m." nor a code such as "1080p60").
        let pm = cx.sym(e + 1) == Some('.') && cx.glued(e + 1) && cx.low_is(e + 2, "m");
        if cx.raw(e) == "p" && cx.glued(e) && !pm && !(cx.glued(e + 1) && (cx.is_word(e + 1) || cx.is_num(e + 1))) {
            t.money = true;
            t.end = e + 1;
            return t;
        }
        let pounds_money = cw == "pounds" && (scaled || n.scaled || cx.next_is(k + 1, "sterling") || k > e);
        // "won", "marks", "real" and "rand" are words of their own too ("two real
        // choices", "30 Rand Paul voters"): money only after a scale.
        let ambiguous = words!["won", "marks", "real", "rand"].contains(cw.as_bytes()) && !scaled && !n.scaled && k == e;
        if (lx::currency_word(cw) && !ambiguous) || pounds_money {
            t.money = true;
            t.end = k + 1;
            if cw == "pounds" && cx.next_is(k + 1, "sterling") {
                t.end += 1;
            }
            if let Some(s) = lx::scale(cx.next_low(t.end)).filter(|_| cw == "usd") {
                t.scale = s;
                t.end += 1;
            } else if words!["dollar", "dollars", "usd"].contains(cw.as_bytes()) {
                cents(cx, &mut t);
            }
            return t;
        }
        if lx::million_code(cx.next_low(e)) {
            t.money = true;
            t.scale = 1e6;
            t.end = e + 1;
            return t;
        }
        if lx::currency_code(cx.next_low(e)) && cx.raw(e).all_are(crate::bytes::is_upper) || cx.next_in(e, words!["usd", "rmb"]) {
            t.money = true;
            t.end = e + 1;
            if let Some(s) = lx::scale(cx.next_low(e + 1)) {
                t.scale = s;
                t.end += 1;
            } else {
                cents(cx, &mut t);
            }
            return t;
        }
    } else {
        // "$10 dollars".
        if cx.next_in(e, words!["dollar", "dollars"]) {
            t.end = e + 1;
            return t;
        }
    }
    // Inches as a mark before a dimension word: 10" long, 12 ″ wide.
    let inch_mark = matches!(cx.sym(e), Some('"' | '\u{2033}' | '\u{201d}')) && cx.near(e);
    if inch_mark && cx.next_in(e + 1, words!["long", "wide", "tall", "high", "deep", "thick", "across"]) {
        t.measure = true;
        t.end = e + 1;
        return t;
    }
    // A unit in brackets, as tables write it: "20 (kg)", "20 [kg]".
    let close = match cx.sym(e) {
        Some('(') => ')',
        Some('[') => ']',
        Some('{') => '}',
        Some('<') => '>',
        _ => '\0',
    };
    if close != '\0' && cx.near(e) && cx.glued(e + 1) && (lx::measure_unit(cx.low(e + 1)) || words!["m", "g", "l", "t"].contains(cx.raw(e + 1).as_bytes())) && cx.sym(e + 2) == Some(close) && cx.glued(e + 2) {
        t.measure = true;
        t.end = e + 3;
        return t;
    }
    // Hyphenated units: "30-year", "10-gallon", "12-cent", "30-year-old".
    let mut k = e;
    let hyph = matches!(cx.sym(k), Some('-')) && cx.glued(k) && cx.glued(k + 1) && cx.is_word(k + 1);
    if hyph {
        k += 1;
    }
    if !cx.near(k) {
        return t;
    }
    let mut uw = cx.low(k);
    let mut u_end = k + 1;
    if lx::unit_prefix(uw) && cx.near(k + 1) && (lx::measure_unit(cx.low(k + 1)) || cx.low_is(k + 1, "years")) {
        uw = cx.low(k + 1);
        u_end = k + 2;
    }
    let raw = cx.raw(k);
    let glued_letter = cx.glued(k) && words!["m", "t", "g", "l"].contains(raw.as_bytes());
    // "1 m is equal to 10 dm": a spaced "m" is a metre when no word of
    // the sentence follows it.
    let spaced_metre = !hyph
        && raw == "m"
        && !cx.glued(k)
        && (!cx.is_word(k + 1) || !cx.near(k + 1) || cx.next_in(k + 1, words!["is", "x", "and", "or", "tall", "long", "high", "wide", "deep"]));
    // "23.5C", "75F": a capital C or F glued to the digits is a
    // temperature (British and wire style, no degree sign).
    let temperature = !hyph && cx.glued(k) && words!["C", "F"].contains(raw.as_bytes()) && !(cx.glued(k + 1) && (cx.is_word(k + 1) || cx.is_num(k + 1)));
    let glued_letter = glued_letter || spaced_metre || temperature;
    if lx::duration_unit(uw) {
        // Ages: "30-year-old", "30 years old".
        let mut a = u_end;
        if cx.sym(a) == Some('-') && cx.glued(a) {
            a += 1;
        }
        if cx.next_is(a, "old") && (a > u_end || cx.near(a)) && words!["year", "years", "month", "months", "week", "weeks", "day", "days", "yr"].contains(uw.as_bytes()) {
            t.age = true;
            t.end = a + 1;
            return t;
        }
        t.duration = true;
        t.end = u_end;
        compound(cx, &mut t, uw);
        return t;
    }
    if hyph && (lx::currency_word(uw) || uw == "pound") {
        t.money = true;
        t.end = u_end;
        return t;
    }
    if hyph && matches!(uw, "fold") {
        t.times = true;
        t.end = u_end;
        return t;
    }
    // A unit glued to digits is a code: "24703 m212" (not "190 km2").
    let power = words!["2", "3"].contains(cx.raw(u_end).as_bytes()) && !(cx.is_num(u_end + 1) && cx.glued(u_end + 1));
    if cx.is_num(u_end) && cx.glued(u_end) && !power {
        return t;
    }
    // "doesn't bother me one bit": an idiom, not a measure of data.
    if uw == "bit" && !n.digits && n.value == Some(1.0) && !cx.next_is(u_end, "of") {
        return t;
    }
    // Units written with letters outside ASCII: "120 μg".
    let micro = uw.is_empty() && lx::measure_unit_raw(raw);
    if lx::measure_unit(uw) || glued_letter || (uw == "pounds") || micro {
        t.measure = true;
        t.end = u_end;
        // Squared and cubed units: "190 km2", "45 m²", "5 cm3".
        let power = (cx.is_num(t.end) && words!["2", "3"].contains(cx.raw(t.end).as_bytes()))
            || matches!(cx.sym(t.end), Some('²' | '³'));
        if power && cx.glued(t.end) && !(cx.is_num(t.end + 1) && cx.glued(t.end + 1)) {
            t.end += 1;
        }
        // "30 degrees Celsius".
        if words!["degree", "degrees"].contains(uw.as_bytes()) && cx.next_in(t.end, words!["celsius", "fahrenheit", "centigrade", "c", "f"]) && cx.near(t.end) {
            t.end += 1;
        }
        // "188 miles an hour", "10 km/h".
        if cx.next_in(t.end, words!["an", "a", "per"]) && cx.next_in(t.end + 1, words!["hour", "second", "minute", "millisecond"]) && speed_unit(uw) {
            t.end += 2;
        }
        if cx.sym(t.end) == Some('/') && cx.glued(t.end) && cx.is_word(t.end + 1) && cx.glued(t.end + 1) {
            t.end += 2;
        }
        // "5 feet 2 inches", "12 m 2 dm".
        let mut c = t.end;
        if cx.next_is(c, "and") {
            c += 1;
        }
        if cx.is_num(c) && cx.near(c) && !cx.formatted(c) {
            let u2 = cx.next_low(c + 1);
            if (lx::measure_unit(u2) || u2 == "in") && words!["feet", "foot", "ft", "m", "meters", "metres", "pounds", "lbs", "lb"].contains(uw.as_bytes()) {
                t.end = c + 2;
                let per = match (uw, u2) {
                    ("feet" | "foot" | "ft", "inch" | "inches" | "in") => 12.0,
                    ("pounds" | "lbs" | "lb", "ounce" | "ounces" | "oz") => 16.0,
                    _ => f64::NAN,
                };
                t.minor = cx.num_value(c).map_or(f64::NAN, |v| v / per);
                if !t.minor.is_finite() {
                    t.minor = 0.0;
                }
            }
        }
        return t;
    }
    // "20°C", and "20 °C" with the space some style guides ask for.
    if !hyph && cx.sym(e) == Some('°') && (cx.glued(e) || cx.near(e) && words!["C", "F"].contains(cx.raw(e + 1).as_bytes()) && cx.glued(e + 1)) {
        t.measure = true;
        t.end = e + 1;
        if cx.next_in(t.end, words!["c", "f", "celsius", "fahrenheit"]) {
            t.end += 1;
        }
        return t;
    }
    if !hyph && cx.next_is(e, "times") {
        t.times = true;
        t.end = e + 1;
        return t;
    }
    if hyph && matches!(uw, "plus") {
        t.end = u_end;
        return t;
    }
    t
}

fn speed_unit(u: &str) -> bool {
    words!["mile", "miles", "km", "kilometers", "kilometres", "meters", "metres", "feet", "centimeters", "knots"].contains(u.as_bytes())
}

/// Units of time from the smallest up: a unit's rank is its place here.
const TIME_UNITS: [WordList; 7] = [
    words!["second", "seconds", "sec", "secs"],
    words!["minute", "minutes", "min", "mins"],
    words!["hour", "hours", "hr", "hrs"],
    words!["day", "days"],
    words!["week", "weeks", "wk", "wks"],
    words!["month", "months", "mo", "mos"],
    words!["year", "years", "yr", "yrs"],
];

/// How many of the unit one rank down each unit holds (an hour, 60
/// minutes); none where the step is not exact (a month in weeks).
const TIME_STEPS: [f64; 7] = [f64::NAN, 60.0, 60.0, 24.0, 7.0, f64::NAN, 12.0];

fn time_rank(u: &str) -> Option<usize> {
    TIME_UNITS.iter().position(|l| l.has(u.as_bytes()))
}

/// A time told in two or more units, largest first: "3 hours 12
/// minutes", "1 hour and 30 minutes", "2 hours, 1 minute, 39 seconds"
/// (race results, sentences, flight times) is one duration. The value
/// stays in the first unit (3.2 hours) where each step down converts.
fn compound(cx: &Cx, t: &mut Tail, first: &str) {
    let Some(mut top) = time_rank(first) else { return };
    // How many of the current unit make one of the first unit.
    let mut per_first = 1.0;
    loop {
        let mut c = t.end;
        // A comma joins units of a clock ("2 hours, 5 minutes"); after
        // longer units it more often ends a phrase ("in 10 years, 3 days").
        if cx.sym(c) == Some(',') && cx.glued(c) && top <= 2 {
            c += 1;
        }
        if cx.next_is(c, "and") {
            c += 1;
        }
        if !cx.is_num(c) || !cx.near(c) || cx.formatted(c) || !cx.is_word(c + 1) || !cx.near(c + 1) {
            return;
        }
        let Some(r) = time_rank(cx.low(c + 1)).filter(|&r| r < top) else { return };
        // Only the step down by one rank converts exactly.
        per_first = if r + 1 == top { per_first * *crate::seq::at(&TIME_STEPS, top) } else { f64::NAN };
        let v = cx.num_value(c).unwrap_or(f64::NAN) / per_first;
        t.minor = if v.is_finite() && t.minor.is_finite() { t.minor + v } else { f64::NAN };
        t.end = c + 2;
        top = r;
    }
}

/// "dollars and 45 cents", "dollars 50": the cents after a dollar amount.
fn cents(cx: &Cx, t: &mut Tail) {
    let mut k = t.end;
    if cx.next_is(k, "and") {
        k += 1;
    }
    if !cx.near(k) {
        return;
    }
    let Some(n) = number::parse(cx, k) else { return };
    let Some(v) = n.value else { return };
    if n.form != Form::Plain || n.scaled || !(1.0..100.0).contains(&v) || v.fract() != 0.0 {
        return;
    }
    let mut e = n.end;
    if cx.next_in(e, words!["cents", "cent"]) {
        e += 1;
    } else if cx.is_word(e) && cx.near(e) && !matches!(cx.sym(e), Some('.' | ',')) {
        // "15 dollars 50 bills" is not cents.
        let w = cx.low(e);
        // "15 dollars 50 more" still is.
        if !w.is_empty() && !words!["and", "or", "but", "for", "to", "more", "less", "each", "apiece"].contains(w.as_bytes()) {
            return;
        }
    }
    t.minor = v / 100.0;
    t.end = e;
}
