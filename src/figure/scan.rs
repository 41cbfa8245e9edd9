//! The scan: at each token, the first figure pattern that matches —
//! identifiers to skip, dates, clock times, "between" ranges, modified
//! quantities, ordinals, multipliers and vague quantities — then on past
//! what it covered.

use crate::bytes::SameIc as _;
use crate::bytes::Chars as _;
use crate::bytes::Has;
use crate::word_set;
use crate::words;
use crate::wordset::{ends_hash, hash_word, Bloom, WordSet};
use super::cx::Cx;
use super::lex::Gap;
use super::lexicon as lx;
use super::number::Form;
use super::quantity::{self, Opts, Quantity};
use super::Found;
use crate::result::FigureKind;

/// What the patterns say about one token.
enum Step {
    /// A figure from token `.0` to token `.1` (exclusive).
    Hit(usize, usize, FigureKind, Option<f64>),
    /// No figure; go on from this token.
    Skip(usize),
}

/// Every figure, in text order, none overlapping.
pub fn scan(cx: &Cx) -> Vec<Found> {
    let mut out: Vec<Found> = Vec::new();
    let mut i = 0;
    while i < cx.len() {
        match step(cx, i) {
            Some(Step::Hit(a, b, kind, value)) => {
                let span = cx.cover(a, b);
                let free = out.last().map_or(true, |f| f.span.end <= span.start);
                if free && !span.is_empty() {
                    let (qa, qb) = unmodified(cx, a, b);
                    let quantity = cx.cover(qa, qb);
                    out.push(Found { span, quantity, kind, value: value.filter(|v| v.is_finite()) });
                }
                i = b.max(i + 1);
            }
            Some(Step::Skip(j)) => i = j.max(i + 1),
            None => i += 1,
        }
    }
    out
}

/// The tokens of the figure from `a` to `b` without the modifiers at its
/// ends: "more than", "about", "an estimated" before; "or more", "or so",
/// "and up" after. Ranges keep their "between" and "from".
fn unmodified(cx: &Cx, a: usize, b: usize) -> (usize, usize) {
    let mut s = a;
    // "just over", "well more than": at most two modifiers in a row.
    for _ in 0..2 {
        match modifier(cx, s) {
            Some((k, _)) if k < b => s = k,
            _ => break,
        }
    }
    let mut e = b;
    // "or greater than", "or equal to": a hanging comparison.
    let hanging = e >= s + 4 && cx.low_in(e - 1, words!["than", "to"]) && cx.low_in(e - 3, words!["or", "and"]);
    let tail = if hanging { 3 } else { 2 };
    if e >= s + 1 + tail && cx.low_in(e - tail, words!["or", "and"]) {
        let last = cx.low(e - tail + 1);
        if words!["more", "less", "fewer", "so", "greater", "higher", "lower", "above", "below", "older", "younger", "up", "over", "equal"].contains(last.as_bytes()) {
            e -= tail;
        }
    }
    (s, e)
}

fn step(cx: &Cx, i: usize) -> Option<Step> {
    if cx.toks[i].masked {
        return Some(Step::Skip(i + 1));
    }
    if let Some(j) = identifier(cx, i) {
        return Some(Step::Skip(j));
    }
    // Most words cannot start a figure: a quick test keeps the scan fast.
    if cx.is_word(i) && !may_start(cx, i) {
        return None;
    }
    // So do most symbols: commas, periods and quote marks are a third of
    // the tokens, and every pattern below turns them away.
    if cx.sym(i).is_some_and(|c| !sym_may_start(c)) {
        return None;
    }
    patterns(cx, i)
}

/// The figure patterns at token `i`, in order; [`step`] calls them only
/// at tokens that may start a figure. Inlined: as a call of its own the
/// scan took 3 M more instructions on polnear-dev (callgrind).
#[inline(always)]
fn patterns(cx: &Cx, i: usize) -> Option<Step> {
    // A number word inside a hyphenated compound ("high-five",
    // "one-on-one", the rest of a rejected "Seventy-four") starts nothing.
    let w = cx.low(i);
    let number_word = lx::cardinal(w).is_some();
    if number_word && i >= 2 && cx.sym(i - 1) == Some('-') && cx.glued(i) && cx.glued(i - 1) && cx.is_word(i - 2)
        && !cx.low_in(i - 2, words!["to", "or", "and", "in", "of", "out", "near", "nearly", "almost", "about"])
    {
        return Some(Step::Skip(i + 1));
    }
    if let Some(s) = date(cx, i).or_else(|| time(cx, i)).or_else(|| feet_inches(cx, i)) {
        return Some(s);
    }
    if let Some(s) = between(cx, i).or_else(|| from_to(cx, i)) {
        return Some(s);
    }
    // Both patterns start with the modifier at `i`: read once, not twice
    // (each read its four next words and lists, 600 instructions a token).
    if let Some(m) = modifier(cx, i) {
        if let Some(s) = rank_bounds(cx, i, m.0).or_else(|| modified(cx, i, m)) {
            return Some(s);
        }
    }
    if someday(cx, i) {
        return Some(Step::Skip(i + 2));
    }
    if let Some(s) = ordinal(cx, i) {
        return Some(s);
    }
    if let Some(s) = plain(cx, i, i, false) {
        return Some(s);
    }
    multiplier(cx, i).or_else(|| vague(cx, i, i))
}

/// Numbers that are parts of names and codes: "G-20", "COVID-19",
/// "A320", "+1-222-2222", tweet ids, "No. 5". Returns where to go on.
fn identifier(cx: &Cx, i: usize) -> Option<usize> {
    let glued_run = |mut j: usize| {
        while j < cx.len() && cx.glued(j) && (cx.is_num(j) || cx.is_word(j) || matches!(cx.sym(j), Some('-' | '/' | '.'))) {
            j += 1;
        }
        j
    };
    if cx.is_num(i) {
        // Glued to letters before: "A320", "COVID19" (not "USD115").
        if i > 0 && cx.glued(i) && cx.is_word(i - 1) {
            let w = cx.low(i - 1);
            if !(lx::currency_code(w) || lx::million_code(w)) {
                return Some(glued_run(i + 1));
            }
        }
        // Tweet ids, timestamps and long codes: news writes big counts
        // with separators.
        let long = cx.int_digits(i) > 15 && !cx.formatted(i);
        let attribute = cx.int_digits(i) >= 6
            && !cx.formatted(i)
            && i > 0
            && cx.glued(i)
            && matches!(cx.sym(i - 1), Some('=' | '"' | '/' | ':' | '\''));
        if long || attribute {
            return Some(glued_run(i + 1));
        }
        // Phone numbers: "+1-222-2222", "555-1234", "1-2-3".
        let chain = |j: usize| matches!(cx.sym(j), Some('-')) && cx.glued(j) && cx.glued(j + 1) && cx.is_num(j + 1);
        if chain(i + 1) && chain(i + 3) {
            let mut j = i + 1;
            while chain(j) {
                j += 2;
            }
            // An extension: "+1-222-2222/2222".
            return Some(glued_run(j));
        }
        if i > 0 && cx.sym(i - 1) == Some('+') && cx.glued(i) {
            return Some(glued_run(i + 1));
        }
        if chain(i + 1) && cx.int_digits(i) == 3 && cx.int_digits(i + 2) == 4 && !cx.formatted(i) && !cx.formatted(i + 2) {
            return Some(i + 3);
        }
        // "24/7", "50/50": neither a fraction nor a date.
        if cx.sym(i + 1) == Some('/') && cx.glued(i + 1) && cx.glued(i + 2) && cx.is_num(i + 2) && cx.sym(i + 3) != Some('/') {
            let (a, b) = (cx.num_value(i).unwrap_or(0.0), cx.num_value(i + 2).unwrap_or(0.0));
            let fraction = a < b;
            let date = (1.0..=12.0).contains(&a) && (1.0..=31.0).contains(&b);
            if !fraction && !date {
                return Some(i + 3);
            }
        }
        // An area code: "(202) 555-1234".
        if i > 0 && cx.sym(i - 1) == Some('(') && cx.sym(i + 1) == Some(')') && cx.int_digits(i) == 3 && cx.is_num(i + 2)
            && cx.int_digits(i + 2) == 3 && cx.sym(i + 3) == Some('-')
        {
            return Some(i + 2);
        }
        // A list marker: "2. Strong aftershock", "3) Then".
        if (i == 0 || cx.gap(i) == Gap::Line) && matches!(cx.sym(i + 1), Some('.' | ')')) && cx.glued(i + 1) && cx.gap(i + 2) == Gap::Space && !cx.formatted(i) {
            return Some(i + 2);
        }
        // An inline list marker: "the bill would 1) raise the age, 2) cut".
        if cx.sym(i + 1) == Some(')') && cx.int_digits(i) <= 2 && !cx.formatted(i) && !open_paren_before(cx, i) {
            return Some(i + 2);
        }
        // The emergency number: "a 911 call", "called 911", "post-911".
        if cx.raw(i) == "911" && emergency_number(cx, i) {
            return Some(i + 1);
        }
        // A code of digits, letters, digits: "24703m212", "A4B3" (not
        // "2x4", "5ft10", nor the power in "1m2").
        if cx.is_word(i + 1) && cx.glued(i + 1) && cx.is_num(i + 2) && cx.glued(i + 2) && !cx.low_in(i + 1, words!["x", "ft"]) {
            let power = words!["2", "3"].contains(cx.raw(i + 2).as_bytes()) && !(cx.is_num(i + 3) && cx.glued(i + 3));
            if !power {
                return Some(glued_run(i + 3));
            }
        }
        // A ZIP code after a state's two capitals: "New York, NY, 10032".
        if cx.int_digits(i) == 5 && !cx.formatted(i) && i > 0 {
            let p = if cx.sym(i - 1) == Some(',') && i > 1 { i - 2 } else { i - 1 };
            let state = cx.raw(p);
            if cx.is_word(p) && state.len() == 2 && state.all_are(|c| c.is_ascii_uppercase()) {
                return Some(i + 1);
            }
        }
        // An index named by initials with "&": "the S.&P. 500".
        if i >= 4 && cx.sym(i - 1) == Some('.') && cx.near(i) && cx.glued(i - 1) && cx.capitalised(i - 2) && cx.raw(i - 2).len() == 1
            && cx.sym(i - 3) == Some('&') && cx.glued(i - 2)
        {
            return Some(i + 1);
        }
        // A street address: "131 West 23rd Street", "10 Downing Street".
        if let Some(j) = street_address(cx, i) {
            return Some(j);
        }
        // "No. 5", "no. 1 seed", "#5", "page 12".
        if i > 0 {
            let p = cx.low(i - 1);
            if cx.sym(i - 1) == Some('#') {
                return Some(i + 1);
            }
            if p == "." && i > 1 && cx.low_in(i - 2, words!["no", "nos"]) && cx.near(i - 1) && (cx.capitalised(i - 2) || cx.int_digits(i) <= 3) {
                return Some(i + 1);
            }
            if cx.is_word(i - 1) && cx.near(i) && numbered_thing(p) {
                return Some(glued_run(i + 1));
            }
        }
    }
    // "G-20", "COVID-19", "F-16", "SCP-173" (not "mid-2016").
    if cx.is_word(i) && cx.sym(i + 1) == Some('-') && cx.glued(i + 1) && cx.glued(i + 2) && cx.is_num(i + 2) {
        let w = cx.low(i);
        if !words!["mid", "pre", "post", "early", "late", "top", "over", "under", "about", "around", "the", "some", "nearly", "circa", "ca", "since"].contains(w.as_bytes())
            && lx::month(w).is_none()
            && !lx::dollar_prefix(w)
        {
            return Some(glued_run(i + 3));
        }
    }
    None
}

/// The end of a street address whose house number is at `i`: capitalised
/// words or an ordinal ("23rd"), then a street word; not "5 Wall Street
/// banks", a count.
fn street_address(cx: &Cx, i: usize) -> Option<usize> {
    if cx.formatted(i) || cx.int_digits(i) > 5 || cx.gap(i + 1) != Gap::Space {
        return None;
    }
    // "the 1992 Main Road project": a year before a name is a date.
    let before = if i > 0 { cx.low(i - 1) } else { "" };
    let yearish = cx.int_digits(i) == 4 && cx.num_value(i).is_some_and(|v| (1600.0..2100.0).contains(&v));
    if yearish && words!["a", "an", "the", "in", "its", "his", "her", "their", "this", "that", "since", "of"].contains(before.as_bytes()) {
        return None;
    }
    let mut j = i + 1;
    while j < i + 6 && cx.near(j) {
        if cx.is_word(j) && cx.capitalised(j) && j > i + 1 && lx::street(cx.low(j)) {
            let mut e = j + 1;
            if cx.sym(e) == Some('.') && cx.glued(e) {
                e += 1;
            }
            let w = cx.next_low(e);
            let counted = cx.is_word(e) && !cx.capitalised(e) && w.len() > 3 && w.ends_with("s");
            return (!counted).then_some(e);
        }
        if cx.is_word(j) && cx.capitalised(j) {
            j += 1;
        } else if cx.is_num(j) && cx.glued(j + 1) && cx.low_in(j + 1, words!["st", "nd", "rd", "th"]) {
            j += 2;
        } else {
            return None;
        }
    }
    None
}

/// True when a "(" opens within the few tokens before `i` on its line,
/// so a ")" after `i` closes it rather than marking a list item.
fn open_paren_before(cx: &Cx, i: usize) -> bool {
    let mut k = i;
    for _ in 0..48 {
        if k == 0 || cx.gap(k) == Gap::Line {
            return false;
        }
        k -= 1;
        match cx.sym(k) {
            Some('(') => return true,
            Some(')') => return false,
            _ => {}
        }
    }
    // Far back: take it as inside a parenthesis, the safe side.
    true
}

/// "911" as the number people dial: a call word after it, a dialling
/// verb or "post-"/"pre-" before it.
fn emergency_number(cx: &Cx, i: usize) -> bool {
    let next = cx.next_low(i + 1);
    let call_after = next.starts_with("call") || next.starts_with("dispatch") || words!["operator", "operators", "center", "centers", "system", "line", "lines", "emergency", "emergencies", "tape", "tapes", "recording", "recordings"].contains(next.as_bytes());
    let before = if i > 0 && cx.sym(i - 1) == Some('-') && cx.glued(i) { i.saturating_sub(2) } else { i.saturating_sub(1) };
    let call_before = i > 0 && words!["called", "call", "calling", "calls", "dial", "dialed", "dialled", "dialing", "dialling", "post", "pre"].contains(cx.low(before).as_bytes());
    call_after || call_before
}

/// Whether the word at `i` can begin a figure.
fn may_start(cx: &Cx, i: usize) -> bool {
    let w = cx.low(i);
    // Most words are none of the dozen lists below: a hash of four bytes
    // turns them away before the word is hashed in full and the lists are
    // read one by one.
    !w.is_empty() && STARTS.may_hold(ends_hash(w.as_bytes())) && starts_word(w, hash_word(w.as_bytes()))
}

/// Whether the lower-cased word `w` (`h` its [`hash_word`]) can begin a
/// figure: a number word, a modifier, a month, a currency code, "between",
/// "half", "a"…
fn starts_word(w: &str, h: u32) -> bool {
    if w.is_empty() {
        // Non-ASCII or long words: only "元"-like signs matter, handled as symbols.
        return false;
    }
    // The commonest starters ("a", "in", "at", "more") first, with one probe.
    OWN_STARTERS.contains_hashed(w.as_bytes(), h)
        || lx::number_kind(w) & (lx::UNIT | lx::TENS | lx::ORDINAL | lx::MONTH | lx::MULTIPLIER) != 0
        || lx::vague_plural(w)
        || lx::modifier(w)
        || lx::currency_code(w)
        || lx::million_code(w)
        || lx::dollar_prefix(w)
}

/// The words [`starts_word`] accepts besides the lexicon's: articles,
/// comparatives, "between", "half". A hash set, not a scanned list: these
/// are the commonest words that pass [`STARTS`] ("a", "in", "at", "as",
/// "more"), and scanning the list for each took 1.8 M instructions on
/// polnear-dev, most of the filter's cost.
const OWN_STARTERS: WordSet = word_set!(&[
    "a", "an", "half", "quarter", "between", "minus", "negative", "several", "many", "few", "more", "less", "fewer",
    "greater", "higher", "lower", "larger", "bigger", "smaller", "better", "worse", "longer", "shorter", "older",
    "younger", "at", "up", "close", "closer", "just", "well", "slightly", "only", "upwards", "no", "not", "as", "in",
    "far", "equal", "equals", "equaling", "equalling", "dollar", "from", "plus",
]);

/// Every word [`starts_word`] accepts, from the lists it reads (a test
/// checks none is missing). Only the filter's bits are compiled in.
const STARTERS: &[&str] = &[
    // unit, tens
    "zero", "nought", "naught", "nil", "one", "two", "three", "four", "five", "six", "seven", "eight",
    "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
    "eighteen", "nineteen", "twenty", "thirty", "forty", "fourty", "fifty", "sixty", "seventy", "eighty",
    "ninety",
    // ordinal
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
    "eighteenth", "nineteenth", "twentieth", "thirtieth", "fortieth", "fiftieth", "sixtieth", "seventieth",
    "eightieth", "ninetieth", "hundredth", "thousandth", "millionth", "billionth", "trillionth",
    // month
    "january", "jan", "february", "feb", "march", "mar", "april", "apr", "may", "june", "jun", "july",
    "jul", "august", "aug", "september", "sept", "sep", "october", "oct", "november", "nov", "december",
    "dec",
    // multiplier, vague_plural
    "twice", "doubled", "doubling", "doubles", "twofold", "tripled", "tripling", "triples", "trebled",
    "threefold", "thrice", "quadrupled", "quadrupling", "fourfold", "fivefold", "tenfold", "hundreds",
    "thousands", "millions", "billions", "trillions", "dozens", "scores", "tens",
    // modifier
    "nearly", "almost", "about", "around", "roughly", "approximately", "approx", "over", "under", "above",
    "below", "circa", "exactly", "precisely", "upwards", "some", "maybe", "perhaps", "possibly",
    "potentially", "estimated", "exceeding",
    // currency_code, million_code, dollar_prefix
    "usd", "eur", "gbp", "jpy", "cny", "rmb", "inr", "chf", "cad", "aud", "hkd", "nzd", "mxn", "rub", "brl",
    "krw", "sek", "nok", "dkk", "zar", "sgd", "try", "rs", "btc", "musd", "meur", "mgbp", "maud", "mcad",
    "mchf", "msek", "us", "u.s", "c", "ca", "can", "a", "au", "hk", "nz", "s", "r", "mex", "nt", "ar", "rd",
    "j", "bz", "ec", "fj", "tt",
    // `starts_word`'s own
    "an", "half", "quarter", "between", "minus", "negative", "several", "many", "few", "more", "less",
    "fewer", "greater", "higher", "lower", "larger", "bigger", "smaller", "better", "worse", "longer",
    "shorter", "older", "younger", "at", "up", "close", "closer", "just", "well", "slightly", "only", "no",
    "not", "as", "in", "far", "equal", "equals", "equaling", "equalling", "dollar", "from", "plus",
];

/// [`STARTERS`] as a Bloom filter by [`ends_hash`]: one cheap hash says
/// "no figure starts here" for all but about one word in twenty-four of
/// those that cannot start one.
/// 4,096 bits: with 8,192 here and in `source::lexicon::IN_ANY_LIST` the
/// tagger ran 1.2 M fewer instructions on polnear-dev (0.35 %) for 0.4 KB
/// more of gzipped WebAssembly; 2,048 here cost 0.8 M more for 0.1 KB less.
static STARTS: Bloom<64> = Bloom::EMPTY.with_ends(STARTERS);

/// Whether the symbol `c` can begin a figure. The patterns read a symbol
/// at their first token only as a currency sign ("$5"), a sign or spaced
/// minus ("-10", "− 4"), a comparison sign ("<5", "~30") or the apostrophe
/// of "'90s"; the number readers give nothing at any other symbol.
fn sym_may_start(c: char) -> bool {
    matches!(c, '-' | '−' | '<' | '>' | '~' | '≥' | '≤' | '≈' | '±' | '\'' | '’') || lx::currency_symbol(c)
}

/// Words after which a number names a thing rather than counting.
fn numbered_thing(w: &str) -> bool {
    NUMBERED_THINGS.contains(w.as_bytes())
}

const NUMBERED_THINGS: WordSet = word_set!(&[
    "page", "pages", "chapter", "section", "article", "number", "room", "flight", "route", "highway",
    "interstate", "exit", "district", "precinct", "ward", "verse", "episode", "volume", "vol", "gate", "bus",
    "platform", "channel", "suite", "apartment", "apt", "row", "pier", "terminal", "category", "phase",
    "stage", "level", "grade", "squad", "unit", "item", "rule", "amendment", "proposition", "prop",
    "measure", "bill", "resolution", "lot", "block", "hole", "version", "model", "pp", "p", "game", "week",
    "day", "act", "scene", "figure", "table", "fig", "paragraph", "clause", "title", "code", "id", "no",
    "box", "zone", "sector", "region", "division", "battalion", "brigade", "regiment", "company", "line",
    "track", "seat", "lane",
]);

/// A month name, with its period ("Oct.", "oct ." in tokenized text).
/// Lower-cased, as in all-lowercase text, it needs a day after it, or a
/// year after a full name; "may" and "march" (verbs too) and a bare
/// abbreviation also a date word before them: "on may 19".
fn month_at(cx: &Cx, i: usize) -> Option<usize> {
    if !cx.is_word(i) {
        return None;
    }
    let w = cx.low(i);
    lx::month(w)?;
    let abbrev = !matches!(w, "may") && w.len() <= 4 && !words!["june", "july"].contains(w.as_bytes());
    let dot = abbrev && cx.sym(i + 1) == Some('.') && cx.near(i + 1);
    let end = if dot { i + 2 } else { i + 1 };
    if !cx.capitalised(i) {
        let day_or_year = day_at(cx, end).is_some() || (!abbrev && year_at(cx, end).is_some());
        let date_word = i > 0
            && words!["on", "in", "since", "by", "until", "from", "of", "before", "after", "early", "late", "mid", "through", "between", "last", "next", "this"].contains(cx.low(i - 1).as_bytes());
        let needs_word = words!["may", "march"].contains(w.as_bytes()) || (abbrev && !dot);
        if !day_or_year || (needs_word && !date_word) {
            return None;
        }
    }
    Some(end)
}

/// A day of the month: "11", "4th".
fn day_at(cx: &Cx, i: usize) -> Option<usize> {
    if !cx.is_num(i) || cx.formatted(i) || cx.int_digits(i) > 2 || !cx.near(i) {
        return None;
    }
    let v = cx.num_value(i)?;
    if !(1.0..=31.0).contains(&v) {
        return None;
    }
    if cx.glued(i + 1) && cx.low_in(i + 1, words!["st", "nd", "rd", "th"]) {
        return Some(i + 2);
    }
    if cx.glued(i + 1) && cx.is_word(i + 1) {
        return None;
    }
    Some(i + 1)
}

fn year_at(cx: &Cx, i: usize) -> Option<usize> {
    let ok = cx.is_num(i) && !cx.formatted(i) && cx.int_digits(i) == 4 && cx.near(i) && !(cx.glued(i + 1) && cx.is_word(i + 1));
    ok.then_some(i + 1)
}

/// "Oct. 5, 2016", "Sept. 11", "May 4th", "October 2016", "5 October
/// 2016", "5/17/2018", "2016-10-05", "the 1990s", "'90s", "2015-16".
fn date(cx: &Cx, i: usize) -> Option<Step> {
    let hit = |b: usize| Some(Step::Hit(i, b, FigureKind::Date, None));
    if let Some(m) = month_at(cx, i) {
        if let Some(d) = day_at(cx, m) {
            // "Oct. 5, 2016".
            if cx.sym(d) == Some(',') && cx.near(d) {
                if let Some(y) = year_at(cx, d + 1) {
                    return hit(y);
                }
            }
            if let Some(y) = year_at(cx, d) {
                return hit(y);
            }
            // Not "May 5 percent".
            let w = cx.next_low(d);
            if w == "percent" || cx.sym(d) == Some('%') || lx::scale(w).is_some() {
                return None;
            }
            // "September 16-19", "Sept. 19 to 22".
            let dash = matches!(cx.sym(d), Some('-' | '–')) && cx.near(d);
            let to = words!["to", "through"].contains(w.as_bytes());
            if dash || to {
                if let Some(d2) = day_at(cx, d + 1) {
                    let unit_after = { let u = cx.next_low(d2); lx::measure_unit(u) || lx::duration_unit(u) || u == "percent" };
                    if !unit_after && (dash || !cx.is_word(d2) || !cx.next_is(d2, "of")) {
                        if let Some(y) = (cx.sym(d2) == Some(',')).then(|| year_at(cx, d2 + 1)).flatten() {
                            return hit(y);
                        }
                        return hit(d2);
                    }
                }
            }
            return hit(d);
        }
        if let Some(y) = year_at(cx, m) {
            return hit(y);
        }
        return None;
    }
    if cx.is_num(i) {
        // "5 October 2016".
        if let Some(d) = day_at(cx, i) {
            if let Some(m) = month_at(cx, d).filter(|_| cx.near(d)) {
                if let Some(y) = year_at(cx, m) {
                    return hit(y);
                }
                return hit(m);
            }
        }
        // "5/17/2018", "10/5/16".
        let slash = |j: usize| cx.sym(j) == Some('/') && cx.glued(j) && cx.glued(j + 1) && cx.is_num(j + 1);
        if slash(i + 1) && slash(i + 3) && cx.int_digits(i) <= 2 && cx.int_digits(i + 2) <= 2 {
            return hit(i + 5);
        }
        // "9/11" as a date when no fraction reading holds.
        if slash(i + 1) && cx.int_digits(i) <= 2 && cx.int_digits(i + 2) <= 2 {
            let (a, b) = (cx.num_value(i).unwrap_or(0.0), cx.num_value(i + 2).unwrap_or(0.0));
            let usual = [2.0, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0, 12.0, 16.0, 32.0, 64.0, 100.0];
            let fraction = a < b && usual.iter().any(|&u| u == b);
            if !fraction && (1.0..=12.0).contains(&a) && (1.0..=31.0).contains(&b) && !(cx.glued(i + 3) && cx.is_word(i + 3)) {
                return hit(i + 3);
            }
        }
        let dash = |j: usize| matches!(cx.sym(j), Some('-' | '–')) && cx.glued(j) && cx.glued(j + 1) && cx.is_num(j + 1);
        let year = |j: usize| {
            cx.int_digits(j) == 4 && !cx.formatted(j) && cx.num_value(j).is_some_and(|v| (1000.0..2200.0).contains(&v))
        };
        if year(i) && dash(i + 1) && dash(i + 3) && cx.int_digits(i + 2) <= 2 && cx.int_digits(i + 4) <= 2 {
            return hit(i + 5);
        }
        // "2015-16", "2015-2016"; "2004-5" when the digit is the next year's.
        let next_digit = || {
            let (y, d) = (cx.num_value(i), cx.num_value(i + 2));
            // `y` is a year (four digits, 1000..2200, so an integer):
            // integer `%`, not the f64 one, which links libm's `fmod`.
            cx.int_digits(i + 2) == 1 && y.zip(d).is_some_and(|(y, d)| f64::from((y as u32 + 1) % 10) == d)
        };
        if year(i) && dash(i + 1) && (cx.int_digits(i + 2) == 2 || year(i + 2) || next_digit()) && !cx.formatted(i + 2) {
            return hit(i + 3);
        }
        // "1990s"; "1990's", "the 80’s" when the number ends a decade
        // (not the possessive "2016's").
        let decade = cx.num_value(i).is_some_and(multiple_of_ten);
        let plural_s = if cx.glued(i + 1) && cx.raw(i + 1) == "s" {
            Some(i + 2)
        } else {
            let apostrophe = matches!(cx.sym(i + 1), Some('\'' | '’')) && cx.glued(i + 1);
            (apostrophe && decade && cx.glued(i + 2) && cx.raw(i + 2) == "s").then_some(i + 3)
        };
        let plural_s = plural_s.filter(|&e| !(cx.glued(e) && (cx.is_word(e) || cx.is_num(e))));
        if let Some(e) = plural_s.filter(|_| year(i)) {
            return hit(e);
        }
        // "in his 40s": an age; "the 60s": a decade.
        if let Some(e) = plural_s.filter(|_| cx.int_digits(i) == 2 && !cx.formatted(i)) {
            let before = if i > 0 { cx.low(i - 1) } else { "" };
            let age = words!["his", "her", "their", "early", "mid", "late", "your", "my", "our"].contains(before.as_bytes());
            let start = if i > 0 && matches!(cx.sym(i - 1), Some('\'' | '’')) && cx.glued(i) { i - 1 } else { i };
            let kind = if age { FigureKind::Age } else { FigureKind::Date };
            return Some(Step::Hit(start, e, kind, if age { cx.num_value(i) } else { None }));
        }
    }
    // "'90s".
    if matches!(cx.sym(i), Some('\'' | '’')) && cx.is_num(i + 1) && cx.glued(i + 1) && cx.int_digits(i + 1) == 2 && cx.raw(i + 2) == "s" && cx.glued(i + 2) {
        return hit(i + 3);
    }
    None
}

/// "10:30 a.m.", "02:27", "10 a.m.", "6pm", "6 o'clock", "three o'clock".
fn time(cx: &Cx, i: usize) -> Option<Step> {
    // "o'clock" after an hour, in digits or words.
    let oclock = |k: usize| cx.near(k) && { let r = cx.raw(k); r.same_ic("o'clock") || r.same_ic("o\u{2019}clock") };
    let hour = if cx.is_word(i) { lx::unit(cx.low(i)) } else { cx.num_value(i).filter(|_| !cx.formatted(i)) };
    if hour.is_some_and(|h| (1.0..=12.0).contains(&h)) && oclock(i + 1) {
        return Some(Step::Hit(i, i + 2, FigureKind::Time, None));
    }
    if !cx.is_num(i) || cx.formatted(i) || cx.int_digits(i) > 2 {
        return None;
    }
    let h = cx.num_value(i)?;
    let mut e = i + 1;
    let mut clock = false;
    if cx.sym(e) == Some(':') && cx.glued(e) && cx.glued(e + 1) && cx.is_num(e + 1) && cx.int_digits(e + 1) == 2 && !cx.formatted(e + 1) && h <= 24.0 {
        e += 2;
        clock = true;
        if cx.sym(e) == Some(':') && cx.glued(e) && cx.glued(e + 1) && cx.is_num(e + 1) && cx.int_digits(e + 1) == 2 {
            e += 2;
        }
    }
    if lx::clock_suffix(cx.next_low(e)) && (1.0..=12.0).contains(&h) {
        let dotted = cx.low(e).has('.');
        e += 1;
        if dotted && cx.sym(e) == Some('.') && cx.glued(e) {
            e += 1;
        }
        clock = true;
    }
    clock.then_some(Step::Hit(i, e, FigureKind::Time, None))
}

/// A height in feet and inches: "6'3\"", "5′11″"; the value in feet.
fn feet_inches(cx: &Cx, i: usize) -> Option<Step> {
    let foot = matches!(cx.sym(i + 1), Some('\'' | '’' | '′')) && cx.glued(i + 1);
    if !cx.is_num(i) || cx.int_digits(i) != 1 || cx.formatted(i) || !foot || !cx.is_num(i + 2) || !cx.glued(i + 2) {
        return None;
    }
    let (ft, inch) = (cx.num_value(i)?, cx.num_value(i + 2)?);
    if inch >= 12.0 || cx.int_digits(i + 2) > 2 {
        return None;
    }
    let mut e = i + 3;
    if matches!(cx.sym(e), Some('"' | '”' | '″')) && cx.glued(e) {
        e += 1;
    }
    Some(Step::Hit(i, e, FigureKind::Measure, Some(ft + inch / 12.0)))
}

/// The two ends of a worded range from token `i`: a quantity, `joiner`
/// ("and", "to"), a quantity written the same way, all on one line.
fn bounds(cx: &Cx, i: usize, joiner: &str) -> Option<(Quantity, Quantity)> {
    let a = quantity::read(cx, i, Opts { no_range: true })?;
    if !cx.near(i) || cx.next_low(a.end) != joiner {
        return None;
    }
    let b = quantity::read(cx, a.end + 1, Opts { no_range: true })?;
    if !cx.near(a.end + 1) || a.number.form != b.number.form {
        return None;
    }
    Some((a, b))
}

/// "between 10 and 15", "between $1 million and $2 million".
fn between(cx: &Cx, i: usize) -> Option<Step> {
    if !cx.low_is(i, "between") {
        return None;
    }
    if let Some(end) = ordinal_bounds(cx, i + 1) {
        return Some(Step::Hit(i, end, FigureKind::Ordinal, None));
    }
    let (a, b) = bounds(cx, i + 1, "and")?;
    Some(Step::Hit(i, b.end, range_kind(cx, &a, &b), None))
}

/// "the tenth and the fifteenth", "10th and 15th": a range of ranks after
/// "between", still a rank; the end of the second ordinal.
fn ordinal_bounds(cx: &Cx, i: usize) -> Option<usize> {
    let a = rank_at(cx, i)?;
    if !cx.next_is(a, "and") {
        return None;
    }
    rank_at(cx, a + 1)
}

/// An ordinal at `j`, maybe after "the": where it ends.
fn rank_at(cx: &Cx, j: usize) -> Option<usize> {
    let j = if cx.next_is(j, "the") { j + 1 } else { j };
    if !cx.near(j) {
        return None;
    }
    match ordinal(cx, j) {
        Some(Step::Hit(_, e, FigureKind::Ordinal, _)) => Some(e),
        _ => None,
    }
}

/// "higher than the tenth but lower than the fifteenth": two opposite
/// bounds on a rank, one rank range, as with quantities.
/// `k`: the token after the modifier at `i`.
fn rank_bounds(cx: &Cx, i: usize, k: usize) -> Option<Step> {
    let d1 = direction(cx, i);
    if d1 == 0 || !cx.near(k) {
        return None;
    }
    let a = rank_at(cx, k)?;
    let mut c = a;
    if cx.sym(c) == Some(',') || cx.next_in(c, words!["and", "but"]) {
        c += 1;
    }
    if c == a || !cx.near(c) {
        return None;
    }
    let (k2, _) = modifier(cx, c)?;
    if direction(cx, c) != -d1 || !cx.near(k2) {
        return None;
    }
    let b = rank_at(cx, k2)?;
    Some(Step::Hit(i, b, FigureKind::Ordinal, None))
}

/// "could one day lead", "hopes one day to": "one day" as "some day",
/// no span of time.
fn someday(cx: &Cx, i: usize) -> bool {
    if !cx.low_is(i, "one") || !cx.next_is(i + 1, "day") || i == 0 || !cx.near(i) {
        return false;
    }
    let modal = |w: &str| words!["will", "would", "could", "might", "may", "can", "should", "must", "shall"].contains(w.as_bytes());
    let p = cx.low(i - 1);
    let hope = words!["hope", "hopes", "hoped", "hoping", "dream", "dreams", "dreamed", "wish", "wishes"].contains(p.as_bytes());
    // "to one day become": "to" then a verb, not "to one day a week".
    let to_verb = p == "to" && cx.is_word(i + 2) && cx.near(i + 2) && !lx::function_word(cx.low(i + 2)) && !cx.low(i + 2).ends_with("s");
    modal(p) || hope || to_verb || (modal(cx.next_low(i + 2)) && cx.is_word(i - 1) && !lx::function_word(p))
}

/// A range of two bare years ("between 2006 and 2012") is a period: a
/// date, not a sourcing claim.
fn range_kind(cx: &Cx, a: &Quantity, b: &Quantity) -> FigureKind {
    let year = |q: &Quantity| {
        q.bare
            && q.end == q.start + 1
            && cx.is_num(q.start)
            && !cx.formatted(q.start)
            && cx.int_digits(q.start) == 4
            && q.value.is_some_and(|v| (1000.0..2200.0).contains(&v))
    };
    // "between 1500 and 2000 troops" counts troops.
    let w = cx.low(b.end);
    let counted = cx.is_word(b.end) && cx.near(b.end) && w.len() > 3 && w.ends_with("s") && !lx::function_word(w);
    if year(a) && year(b) && !counted {
        FigureKind::Date
    } else {
        FigureKind::Range
    }
}

/// "ranging from 10 to 15", "estimates range from $1 billion to $3
/// billion": a range, "from" kept as "between" is. Elsewhere "from 10 to
/// 15" is a change, two figures.
fn from_to(cx: &Cx, i: usize) -> Option<Step> {
    if !cx.low_is(i, "from") || i == 0 || !cx.near(i) {
        return None;
    }
    let p = cx.low(i - 1);
    let range_word = |w: &str| words!["range", "ranges", "ranged", "ranging"].contains(w.as_bytes());
    let before = range_word(p)
        || words!["vary", "varies", "varied", "varying", "anywhere"].contains(p.as_bytes())
        || (words!["is", "was", "are", "were"].contains(p.as_bytes()) && i > 1 && range_word(cx.low(i - 2)));
    if !before {
        return None;
    }
    let (a, b) = bounds(cx, i + 1, "to")?;
    let upward = match (a.value, b.value) {
        (Some(x), Some(y)) => x < y || b.number.scaled != a.number.scaled,
        _ => true,
    };
    upward.then_some(Step::Hit(i, b.end, range_kind(cx, &a, &b), None))
}

/// The modifier at `i` and the token after it: "more than", "at least",
/// "nearly", "no more than", "as many as", "in excess of".
fn modifier(cx: &Cx, i: usize) -> Option<(usize, bool)> {
    let w = cx.low(i);
    if !cx.is_word(i) {
        return match cx.sym(i) {
            Some('<' | '>' | '~' | '≥' | '≤' | '≈' | '±') => {
                let mut j = i + 1;
                if cx.sym(j) == Some('=') {
                    j += 1;
                }
                Some((j, true))
            }
            _ => None,
        };
    }
    let n1 = cx.next_low(i + 1);
    let n2 = cx.next_low(i + 2);
    let n3 = cx.next_low(i + 3);
    let n4 = cx.next_low(i + 4);
    let comparative = |w: &str| {
        words!["less", "more", "greater", "fewer", "lower", "higher", "larger", "smaller", "bigger"].contains(w.as_bytes())
    };
    // "less than or equal to", "equal to or more than", "at least or equal to".
    let five = (comparative(w) && n1 == "than" && n2 == "or" && n3 == "equal" && n4 == "to")
        || (w == "equal" && n1 == "to" && n2 == "or" && comparative(n3) && n4 == "than")
        || (w == "at" && words!["least", "most"].contains(n1.as_bytes()) && n2 == "or" && n3 == "equal" && n4 == "to");
    if five {
        return Some((i + 5, true));
    }
    // "smaller or equal than", "higher or equal than".
    if comparative(w) && n1 == "or" && n2 == "equal" && words!["than", "to"].contains(n3.as_bytes()) {
        return Some((i + 4, true));
    }
    if words!["equal", "equals", "equaling", "equalling"].contains(w.as_bytes()) && n1 == "to" {
        return Some((i + 2, true));
    }
    // Three words.
    let three = match w {
        "no" | "not" => lx::modifier2(n1, n2) && n2 == "than",
        "as" => words!["many", "much", "few", "little", "high", "low", "long"].contains(n1.as_bytes()) && n2 == "as",
        "in" => n1 == "excess" && n2 == "of",
        "a" => n1 == "little" && words!["over", "under", "more", "less"].contains(n2.as_bytes()),
        "well" | "just" | "slightly" | "far" => words!["more", "less", "fewer"].contains(n1.as_bytes()) && n2 == "than",
        // A margin of error is a size, not a negative number.
        "plus" => n1 == "or" && n2 == "minus",
        _ => false,
    };
    if three {
        let mut j = i + 3;
        if w == "a" && words!["more", "less"].contains(n2.as_bytes()) && cx.next_is(j, "than") {
            j += 1;
        }
        return Some((j, true));
    }
    if lx::modifier2(w, n1) {
        return Some((i + 2, true));
    }
    if lx::modifier(w) {
        return Some((i + 1, false));
    }
    None
}

/// A quantity with a modifier before it, and maybe "or more" after;
/// `(k, strong)`: the modifier at `i`, as [`modifier`] reads it.
fn modified(cx: &Cx, i: usize, (k, strong): (usize, bool)) -> Option<Step> {
    // "prices were 20% higher than three years ago": a comparison right
    // after a figure compares that figure; the number after "than" is a
    // figure of its own, unmodified.
    let after_figure = i > 0 && cx.near(i) && (cx.is_num(i - 1) || cx.sym(i - 1) == Some('%') || cx.low_in(i - 1, words!["percent", "points"]));
    if after_figure && cx.next_is(i + 1, "than") {
        return None;
    }
    if !cx.near(k) {
        return None;
    }
    // "about 10:30" is a time, "around Oct. 5" a date: they come later.
    if date(cx, k).is_some() || time(cx, k).is_some() {
        return None;
    }
    if let Some(s) = plain(cx, i, k, strong) {
        return Some(s);
    }
    if let Some(s) = vague(cx, i, k) {
        return Some(s);
    }
    // "more than twice", "nearly tripled".
    if let Some(Step::Hit(_, b, kind, value)) = multiplier(cx, k) {
        return Some(Step::Hit(i, b, kind, value));
    }
    None
}

/// A quantity starting at token `k`, its span starting at `start` (a
/// modifier's first token, or `k`).
fn plain(cx: &Cx, start: usize, k: usize, strong: bool) -> Option<Step> {
    let modified = start != k;
    let q = quantity::read(cx, k, Opts { no_range: false })?;
    // "Some 2016 candidates": a year after a loose modifier stays a date.
    let yearish = q.bare
        && q.end == k + 1
        && cx.is_num(k)
        && cx.int_digits(k) == 4
        && !cx.formatted(k)
        && q.value.is_some_and(|v| (1600.0..2200.0).contains(&v));
    if modified && !strong && yearish {
        return None;
    }
    // "cost $84 billion over 10 years": "over" a span of time is "during".
    if modified && q.kind == FigureKind::Duration && cx.low_in(start, words!["over", "under"]) && k == start + 1 {
        return plain(cx, k, k, false);
    }
    if !accept(cx, start, k, &q, strong) {
        return None;
    }
    let mut end = q.end;
    let mut kind = q.kind;
    let mut value = q.value;
    // "or more", "or so", "and up", "-plus".
    let w1 = cx.next_low(end);
    let w2 = cx.next_low(end + 1);
    let w3 = cx.next_low(end + 2);
    let open = !words!["than", "to", "equal"].contains(w3.as_bytes()) && !cx.is_num(end + 2);
    if ((w1 == "or" && words!["more", "less", "fewer", "so", "greater", "higher", "lower", "above", "below", "older", "younger"].contains(w2.as_bytes()))
        || (w1 == "and" && words!["up", "above", "over", "more"].contains(w2.as_bytes())))
        && open
    {
        end += 2;
    } else if w1 == "or" && w2 == "equal" && !(w3 == "to" && starts_number_at(cx, end + 3)) {
        // "less than 5000 or equal (to)"; in "more than 5000 or equal to
        // 6000" the "equal to" is the next figure's modifier.
        end += if w3 == "to" { 3 } else { 2 };
    } else if w1 == "or" && words!["more", "less", "fewer", "greater", "higher", "lower"].contains(w2.as_bytes()) && w3 == "than" && clause_ends(cx, end + 3) {
        // "200 or greater than", "5000 or more than" with the comparison
        // left hanging: the bound of an open range.
        end += 3;
    }
    // "more than 10 and less than 40", "at most 100 and at least 20".
    // Both bounds of one kind: "more than one hundred, less than three
    // hundred", "over 5% but under 9%" (not "over 5 years and under 9%").
    let bound = q.kind != FigureKind::Range && q.kind != FigureKind::Date;
    if modified && direction(cx, start) != 0 && bound {
        let mut c = end;
        if cx.sym(c) == Some(',') || cx.next_in(c, words!["and", "but"]) {
            c += 1;
        }
        if c > end && cx.near(c) {
            if let Some((k2, _)) = modifier(cx, c).filter(|_| direction(cx, c) != 0) {
                if let Some(q2) = quantity::read(cx, k2, Opts { no_range: true }).filter(|q2| q2.kind == q.kind) {
                    // Only a lower and an upper bound that leave room between them.
                    let (d1, d2) = (direction(cx, start), direction(cx, c));
                    let (v1, v2) = (q.value.unwrap_or(f64::NAN), q2.value.unwrap_or(f64::NAN));
                    if (d1 > 0 && d2 < 0 && v1 < v2) || (d1 < 0 && d2 > 0 && v2 < v1) {
                        return Some(Step::Hit(start, q2.end, FigureKind::Range, None));
                    }
                }
            }
        }
    }
    // A bare year is a date: news writes counts from 1,000 with a comma.
    if q.bare && !modified && q.number.digits && q.start == k && q.end == k + 1 && yearish && !year_like_count(cx, k) {
        kind = FigureKind::Date;
        value = None;
    }
    // "Jane Doe, 45, said": an age.
    if q.bare && !modified && kind == FigureKind::Count && is_age_apposition(cx, k, q.end) {
        kind = FigureKind::Age;
    }
    // "aged 45", "at the age of 43", "died at 43".
    let age_before = k > 1
        && ((cx.low_is(k - 1, "of") && cx.low_in(k - 2, words!["age", "ages"]))
            || (cx.low_is(k - 1, "at") && cx.low_in(k - 2, words!["died", "dies", "retired", "married"])));
    if q.bare && kind == FigureKind::Count && k > 0 && (cx.low_in(k - 1, words!["aged", "age", "ages"]) || age_before) {
        kind = FigureKind::Age;
    }
    // "magnitude 4.5".
    let mut start = start;
    if !modified && kind == FigureKind::Count && start > 0 && cx.low_is(start - 1, "magnitude") && cx.near(start) {
        start -= 1;
        kind = FigureKind::Measure;
    }
    if matches!(kind, FigureKind::Range) {
        value = None;
    }
    Some(Step::Hit(start, end, kind, value))
}

/// "sent 1800 troops", "a 1750-page"-less "1750 pages": a year-like number
/// outside the years news mostly writes (1900–2099), counting a plural
/// noun after it, and not after a preposition or determiner ("in 1750
/// soldiers", "the 1860 census" stay dates).
fn year_like_count(cx: &Cx, k: usize) -> bool {
    let v = cx.num_value(k).unwrap_or(0.0);
    if (1900.0..2100.0).contains(&v) {
        return false;
    }
    let next = cx.raw(k + 1);
    let plural = cx.is_word(k + 1)
        && cx.near(k + 1)
        && next.len() > 3
        && next.first_is(|c: char| c.is_ascii_lowercase())
        && next.ends_with("s")
        && !next.ends_with("ss")
        && !next.ends_with("us")
        && !next.ends_with("is");
    if !plural || k == 0 || cx.sentence_start(k) {
        return false;
    }
    let p = cx.low(k - 1);
    cx.is_word(k - 1)
        && !cx.capitalised(k - 1)
        && !words!["in", "on", "at", "by", "for", "from", "of", "to", "since", "until", "till", "after", "before", "during", "between", "around", "circa", "the", "this", "that", "its", "their", "his", "her", "our", "my", "your", "a", "an", "and", "or", "through", "early", "late", "mid", "than"].contains(p.as_bytes())
}

/// "Jane Doe, 45," — a small number between commas after a name.
fn is_age_apposition(cx: &Cx, k: usize, end: usize) -> bool {
    if end != k + 1 || !cx.is_num(k) || cx.formatted(k) || cx.int_digits(k) > 3 {
        return false;
    }
    let v = cx.num_value(k).unwrap_or(0.0);
    k >= 2
        && (1.0..=120.0).contains(&v)
        && cx.sym(k - 1) == Some(',')
        && cx.is_word(k - 2)
        && cx.capitalised(k - 2)
        && !cx.raw(k - 2).all_are(crate::bytes::is_upper)
        && lx::month(cx.low(k - 2)).is_none()
        && matches!(cx.sym(end), Some(',' | ')'))
}

/// Whether the modifier at `i` sets a lower bound (1), an upper bound (-1)
/// or neither (0).
fn direction(cx: &Cx, i: usize) -> i8 {
    let (w, n1) = (cx.low(i), cx.next_low(i + 1));
    // Word lists, not `match` arms: a length switch and a comparison per
    // arm were 1 KB of WebAssembly (issue 7, size).
    let more = |s: &str| words!["more", "greater", "higher", "larger", "bigger"].contains(s.as_bytes());
    let less = |s: &str| words!["less", "fewer", "lower", "smaller"].contains(s.as_bytes());
    if words!["no", "not"].contains(w.as_bytes()) {
        // "no more than" is an upper bound.
        return if more(n1) {
            -1
        } else if less(n1) {
            1
        } else {
            0
        };
    }
    if more(w) || words!["above", "over", "exceeding", ">", "≥"].contains(w.as_bytes()) || w == "at" && n1 == "least" {
        1
    } else if less(w) || words!["below", "under", "<", "≤", "up"].contains(w.as_bytes()) || w == "at" && n1 == "most" {
        -1
    } else {
        0
    }
}

/// Nothing of the clause follows token `i`: the line ends or a
/// punctuation mark closes it.
fn clause_ends(cx: &Cx, i: usize) -> bool {
    i >= cx.len() || !cx.near(i) || matches!(cx.sym(i), Some('.' | ',' | ';' | ':' | ')' | '!' | '?'))
}

fn starts_number_at(cx: &Cx, i: usize) -> bool {
    quantity::starts_number(cx, i) && cx.near(i)
}

/// Whether a quantity read at `k` is a figure here.
fn accept(cx: &Cx, start: usize, k: usize, q: &Quantity, strong: bool) -> bool {
    let modified = start != k;
    let n = &q.number;
    let first = q.start;
    let word = cx.low(first);
    // Letters glued on that no rule read: "3D", "5G", "4K"; "3-D".
    let glued_letters = cx.is_word(q.end) && cx.glued(q.end);
    let hyphen_letter = cx.sym(q.end) == Some('-') && cx.glued(q.end) && cx.glued(q.end + 1) && cx.raw(q.end + 1).len() == 1 && cx.capitalised(q.end + 1);
    if n.digits && (glued_letters || hyphen_letter) {
        return false;
    }
    // "at one point" is an idiom of time, not a measure.
    if word == "one" && cx.next_is(first + 1, "point") && first > 0 && cx.low_is(first - 1, "at") && !modified {
        return false;
    }
    // Spelled numbers capitalised inside a sentence are names: "Air Force One".
    let spelled = lx::cardinal(word).is_some();
    if spelled && !n.digits && cx.capitalised(first) && !cx.sentence_start(start) && !n.scaled && !modified {
        return false;
    }
    // "a third century", "a fifth year", "a twenty-first day": an ordinal
    // right before a unit ranks it ("a quarter century" is a share).
    if n.form == Form::Fraction && words!["a", "an"].contains(word.as_bytes()) && !modified
        && matches!(q.kind, FigureKind::Duration | FigureKind::Measure)
        && lx::ordinal(cx.low(n.end.saturating_sub(1))).is_some()
    {
        return false;
    }
    // A lone "one" or "a"-fraction is a determiner: "one of the", "a third term".
    if q.bare && n.atoms == 1 && !n.digits {
        let lone_one = matches!(word, "one") && n.form == Form::Plain && q.end == first + 1;
        if lone_one && !(modified && strong) {
            return false;
        }
        if n.form == Form::Fraction && words!["a", "an", "half", "quarter"].contains(word.as_bytes()) && !(modified && strong) {
            let next = cx.next_low(q.end);
            let of = words!["of", "the", "their", "its", "his", "her", "our", "your", "them", "that", "this", "those", "these"].contains(next.as_bytes());
            let punct = matches!(cx.sym(q.end), Some('.' | ',' | ';' | ':' | ')' | '"' | '”')) || q.end >= cx.len() || !cx.near(q.end);
            let half = word == "half" || cx.low_is(first + 1, "half");
            // A change by a share: "cut emissions by a third from 2007",
            // "by nearly a third between 2015 and 2020".
            let by = start > 0 && cx.low_is(start - 1, "by") && lx::function_word(next) && cx.near(q.end);
            if !(of || by || (punct && !half && word != "quarter")) {
                return false;
            }
        }
    }
    // "the second half of the year", "the first quarter": a part of a
    // period, not a quantity ("the quarter of voters" is one).
    if q.bare && !modified && words!["half", "quarter"].contains(word.as_bytes()) && first > 0 {
        let p = cx.low(first - 1);
        if lx::ordinal(p).is_some() || words!["latter", "back", "front", "final", "last"].contains(p.as_bytes()) {
            return false;
        }
    }
    // A number after a capitalised name is part of it: "Fortune 500",
    // "Boeing 747", "S&P 500".
    if q.bare && !modified && n.digits && cx.is_num(first) && !cx.formatted(first) && first > 0 && cx.gap(first) == Gap::Space {
        let p = first - 1;
        if cx.is_word(p) && cx.capitalised(p) && !lx::function_word(cx.low(p)) && lx::month(cx.low(p)).is_none() && !(cx.sentence_start(p) && lx::function_word(cx.low(p))) {
            let next_ok = !cx.next_in(q.end, words!["percent"]);
            if next_ok {
                return false;
            }
        }
    }
    true
}

/// "first", "21st", "twenty-first", "second-largest".
fn ordinal(cx: &Cx, i: usize) -> Option<Step> {
    let mut end;
    let value;
    if cx.is_num(i) && cx.glued(i + 1) && cx.low_in(i + 1, words!["st", "nd", "rd", "th"]) && !cx.formatted(i) {
        value = cx.num_value(i);
        end = i + 2;
    } else if cx.is_word(i) {
        let w = cx.low(i);
        if let Some(t) = lx::tens(w) {
            if !(cx.sym(i + 1) == Some('-') && cx.glued(i + 1)) {
                return None;
            }
            let u = lx::ordinal(cx.low(i + 2)).filter(|u| *u < 10.0)?;
            value = Some(t + u);
            end = i + 3;
        } else {
            value = Some(lx::ordinal(w)?);
            end = i + 1;
        }
        if cx.capitalised(i) && !cx.sentence_start(i) {
            return None;
        }
    } else {
        return None;
    }
    // "second-guess" is a verb, "first of all" a discourse marker,
    // "border-first" a compound: no rank.
    let w = cx.low(i);
    let hyphen_after = cx.sym(end) == Some('-') && cx.glued(end) && cx.glued(end + 1);
    if (hyphen_after && cx.low(end + 1).starts_with("guess"))
        || (w == "first" && cx.next_is(end, "of") && cx.next_is(end + 1, "all"))
        || (cx.is_word(i) && i >= 2 && cx.sym(i - 1) == Some('-') && cx.glued(i) && cx.glued(i - 1) && cx.is_word(i - 2))
    {
        return Some(Step::Skip(end));
    }
    // "second-largest", "third-biggest".
    if cx.sym(end) == Some('-') && cx.glued(end) && cx.glued(end + 1) && (cx.low(end + 1).ends_with("est") || cx.low_is(end + 1, "most")) {
        end += 2;
    }
    Some(Step::Hit(i, end, FigureKind::Ordinal, value))
}

/// "twice", "doubled", "threefold".
fn multiplier(cx: &Cx, i: usize) -> Option<Step> {
    let v = lx::multiplier(cx.low(i))?;
    if !cx.is_word(i) {
        return None;
    }
    // "doubled down on", "doubling-down": an idiom, no quantity.
    let down_at = if matches!(cx.sym(i + 1), Some('-')) && cx.glued(i + 1) { i + 2 } else { i + 1 };
    if cx.low_is(down_at, "down") && cx.near(down_at) {
        return None;
    }
    Some(Step::Hit(i, i + 1, FigureKind::Other, Some(v)))
}

/// "hundreds", "tens of thousands", "several million", "a few hundred",
/// "millions of dollars"; the span starts at `start` (a modifier or `k`).
fn vague(cx: &Cx, start: usize, k: usize) -> Option<Step> {
    if !cx.is_word(k) || (k > start && !cx.near(k)) {
        return None;
    }
    let w = cx.low(k);
    let mut end;
    if lx::vague_plural(w) {
        end = k + 1;
        if words!["tens", "scores"].contains(w.as_bytes()) && !cx.next_is(end, "of") {
            return None;
        }
        // "tens of thousands", "hundreds of millions".
        if cx.next_is(end, "of") && cx.next_in(end + 1, words!["thousands", "millions", "billions", "trillions", "hundreds"]) {
            end += 2;
        } else if words!["tens", "scores"].contains(w.as_bytes()) {
            return None;
        }
        if cx.capitalised(k) && !cx.sentence_start(k) {
            return None;
        }
    } else {
        // "several thousand", "a few hundred", "a couple hundred", "many millions".
        let (after, ok) = match w {
            "several" | "many" | "few" => (k + 1, true),
            "a" if cx.next_in(k + 1, words!["few", "couple"]) => {
                let mut a = k + 2;
                if cx.next_is(a, "of") {
                    a += 1;
                }
                (a, true)
            }
            _ => (k, false),
        };
        if !ok {
            return None;
        }
        let sw = cx.next_low(after);
        if !(words!["hundred", "dozen"].contains(sw.as_bytes()) || lx::scale(sw).is_some()) {
            return None;
        }
        end = after + 1;
    }
    let mut kind = FigureKind::Approximate;
    // "millions of dollars", "several million dollars".
    let mut m = end;
    if cx.next_is(m, "of") {
        m += 1;
    }
    if cx.next_in(m, words!["dollars", "euros", "pounds", "yuan", "pesos", "rupees", "yen"]) {
        end = m + 1;
        kind = FigureKind::Money;
    }
    Some(Step::Hit(start, end, kind, None))
}

/// `v % 10.0 == 0.0`, without the f64 `%`: in WebAssembly that links
/// libm's `fmod` and 128-bit division (2 KB of code) for this one test.
fn multiple_of_ten(v: f64) -> bool {
    if v.fract() != 0.0 {
        // Fractions, and NaN and infinities (whose `fract` is NaN).
        return false;
    }
    if v.abs() < 9_007_199_254_740_992.0 {
        // Below 2^53 the integer fits an i64 exactly.
        return v as i64 % 10 == 0;
    }
    // From 2^53 on, v is its 53-bit significand times 2^e with e >= 1:
    // even, so a multiple of ten exactly when the significand is one of five.
    let significand = v.to_bits() & ((1 << 52) - 1) | 1 << 52;
    significand % 5 == 0
}

#[cfg(test)]
mod tests {
    use super::{patterns, starts_word, sym_may_start, Cx, STARTERS, STARTS};
    use crate::wordset::hash_word;

    /// The Bloom filter in front of `starts_word` keeps every word it
    /// accepts: each word written in the figure lexicon and the scan (the
    /// lists `starts_word` reads) either starts nothing or is in
    /// `STARTERS`, and every one of those passes the filter.
    #[test]
    fn starters_hold_every_word_that_starts_a_figure() {
        let sources = [include_str!("lexicon.rs"), include_str!("scan.rs"), include_str!("quantity.rs"), include_str!("number.rs")];
        let mut checked = 0;
        for source in sources {
            for literal in source.split('"').skip(1).step_by(2) {
                if literal.is_empty() || !literal.bytes().all(|b| b.is_ascii_lowercase() || b == b'.') {
                    continue;
                }
                if starts_word(literal, hash_word(literal.as_bytes())) {
                    assert!(STARTERS.contains(&literal), "{literal} starts a figure: add it to STARTERS");
                    checked += 1;
                }
            }
        }
        assert!(checked > 200);
        for w in STARTERS {
            assert!(starts_word(w, hash_word(w.as_bytes())), "{w} in STARTERS starts no figure");
            assert!(STARTS.may_hold(crate::wordset::ends_hash(w.as_bytes())));
        }
    }

    /// The symbols `step` turns away before the patterns (commas, periods,
    /// quote marks, brackets, slashes…) start nothing in any pattern, in
    /// front of digits, number words, "90s" and units alike.
    #[test]
    fn symbols_turned_away_start_no_figure() {
        let contexts = ["{}5", "{} 5", "{}90s", "{}5%", "{} five", "{}1.5m", "{}5 ft", "{}4/5", "{}10:30 a.m.", "{} million", "{}="];
        let symbols = ".,;:!?\"“”‘()[]{}/\\|*&^%#@+=_`«»—–…•·¶§©®™°";
        let mut tested = 0;
        for c in symbols.chars() {
            assert!(!sym_may_start(c), "{c}");
            for context in contexts {
                let text = format!("They said {} ok", context.replace("{}", &c.to_string()));
                let low = text.to_ascii_lowercase();
                let cx = Cx::new(&text, &low);
                // (".5" is a number token: no symbol there to test.)
                if let Some(at) = (0..cx.len()).find(|&i| cx.sym(i) == Some(c)) {
                    assert!(patterns(&cx, at).is_none(), "{text:?}");
                    tested += 1;
                }
            }
        }
        assert!(tested > symbols.chars().count() * (contexts.len() - 2));
    }

    /// Agrees with the f64 `%` it replaces, small and huge, fractions,
    /// negatives, NaN and infinities.
    #[test]
    fn multiple_of_ten_is_the_f64_remainder_test() {
        let mut x: u64 = 0x2545_f491_4f6c_dd1d;
        let mut values = vec![0.0, -0.0, 10.0, -10.0, 15.0, 1990.0, 1e300, 2f64.powi(60), 2f64.powi(53), 2f64.powi(53) + 2.0, 9e15, 0.5, f64::NAN, f64::INFINITY, f64::NEG_INFINITY, f64::MAX];
        for _ in 0..100_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            values.push(f64::from_bits(x));
            values.push((x % 100_000) as f64);
            values.push((x % 1000) as f64 * 10f64.powi((x >> 50) as i32 % 40));
        }
        for v in values {
            assert_eq!(super::multiple_of_ten(v), v % 10.0 == 0.0, "{v:e}");
        }
    }
}
