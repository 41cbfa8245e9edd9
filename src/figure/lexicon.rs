//! Word lists of the figure grammar. Every function takes a lower-cased
//! word; short lists are packed word lists, the long ones hashed word sets
//! ([`crate::wordset`]): one hash and one comparison, and less WebAssembly
//! code than a long `match`. The number words and their values are one
//! hashed table ([`NUMBER_WORDS`]).

use crate::value_set;
use crate::wordset::{ValueSet, WordSet};
use crate::words;
use crate::word_set;

/// The number words of [`unit`], [`tens`], [`scale`], [`short_scale`],
/// [`ordinal`], [`month`] and [`multiplier`] in one table: each word's kind
/// (one of the bits from [`UNIT`] on) and its value ([`decode`]d from the
/// low byte).
///
/// Why one table: as `match`es mapping words to values they were about 98
/// arms of a length switch and a comparison each, 4.3 KB of WebAssembly
/// (issue 7, size); here a word costs its bytes and three more, and one
/// probe answers for every kind ([`number_kind`]).
const NUMBER_WORDS: ValueSet = value_set!(&[
    ("zero", UNIT), ("nought", UNIT), ("naught", UNIT), ("nil", UNIT), ("one", UNIT | 1), ("two", UNIT | 2),
    ("three", UNIT | 3), ("four", UNIT | 4), ("five", UNIT | 5), ("six", UNIT | 6), ("seven", UNIT | 7),
    ("eight", UNIT | 8), ("nine", UNIT | 9), ("ten", UNIT | 10), ("eleven", UNIT | 11), ("twelve", UNIT | 12),
    ("thirteen", UNIT | 13), ("fourteen", UNIT | 14), ("fifteen", UNIT | 15), ("sixteen", UNIT | 16),
    ("seventeen", UNIT | 17), ("eighteen", UNIT | 18), ("nineteen", UNIT | 19),
    ("twenty", TENS | 20), ("thirty", TENS | 30), ("forty", TENS | 40), ("fourty", TENS | 40), ("fifty", TENS | 50),
    ("sixty", TENS | 60), ("seventy", TENS | 70), ("eighty", TENS | 80), ("ninety", TENS | 90),
    ("thousand", SCALE | E3), ("lakh", SCALE | E3 + 2), ("lakhs", SCALE | E3 + 2), ("million", SCALE | E3 + 3),
    ("crore", SCALE | E3 + 4), ("crores", SCALE | E3 + 4), ("billion", SCALE | E3 + 6), ("trillion", SCALE | E3 + 9),
    ("k", SHORT_SCALE | E3), ("thou", SHORT_SCALE | E3), ("mn", SHORT_SCALE | E3 + 3), ("mln", SHORT_SCALE | E3 + 3),
    ("mil", SHORT_SCALE | E3 + 3), ("mio", SHORT_SCALE | E3 + 3), ("bn", SHORT_SCALE | E3 + 6),
    ("bln", SHORT_SCALE | E3 + 6), ("b", SHORT_SCALE | E3 + 6), ("bil", SHORT_SCALE | E3 + 6),
    ("tn", SHORT_SCALE | E3 + 9), ("tln", SHORT_SCALE | E3 + 9), ("trn", SHORT_SCALE | E3 + 9), ("tr", SHORT_SCALE | E3 + 9),
    ("first", ORDINAL | 1), ("second", ORDINAL | 2), ("third", ORDINAL | 3), ("fourth", ORDINAL | 4),
    ("fifth", ORDINAL | 5), ("sixth", ORDINAL | 6), ("seventh", ORDINAL | 7), ("eighth", ORDINAL | 8),
    ("ninth", ORDINAL | 9), ("tenth", ORDINAL | 10), ("eleventh", ORDINAL | 11), ("twelfth", ORDINAL | 12),
    ("thirteenth", ORDINAL | 13), ("fourteenth", ORDINAL | 14), ("fifteenth", ORDINAL | 15),
    ("sixteenth", ORDINAL | 16), ("seventeenth", ORDINAL | 17), ("eighteenth", ORDINAL | 18),
    ("nineteenth", ORDINAL | 19), ("twentieth", ORDINAL | 20), ("thirtieth", ORDINAL | 30),
    ("fortieth", ORDINAL | 40), ("fiftieth", ORDINAL | 50), ("sixtieth", ORDINAL | 60), ("seventieth", ORDINAL | 70),
    ("eightieth", ORDINAL | 80), ("ninetieth", ORDINAL | 90), ("hundredth", ORDINAL | 100),
    ("thousandth", ORDINAL | E3), ("millionth", ORDINAL | E3 + 3), ("billionth", ORDINAL | E3 + 6),
    ("trillionth", ORDINAL | E3 + 9),
    ("january", MONTH | 1), ("jan", MONTH | 1), ("february", MONTH | 2), ("feb", MONTH | 2), ("march", MONTH | 3),
    ("mar", MONTH | 3), ("april", MONTH | 4), ("apr", MONTH | 4), ("may", MONTH | 5), ("june", MONTH | 6),
    ("jun", MONTH | 6), ("july", MONTH | 7), ("jul", MONTH | 7), ("august", MONTH | 8), ("aug", MONTH | 8),
    ("september", MONTH | 9), ("sept", MONTH | 9), ("sep", MONTH | 9), ("october", MONTH | 10), ("oct", MONTH | 10),
    ("november", MONTH | 11), ("nov", MONTH | 11), ("december", MONTH | 12), ("dec", MONTH | 12),
    ("twice", MULTIPLIER | 2), ("doubled", MULTIPLIER | 2), ("doubling", MULTIPLIER | 2), ("doubles", MULTIPLIER | 2),
    ("twofold", MULTIPLIER | 2), ("tripled", MULTIPLIER | 3), ("tripling", MULTIPLIER | 3), ("triples", MULTIPLIER | 3),
    ("trebled", MULTIPLIER | 3), ("threefold", MULTIPLIER | 3), ("thrice", MULTIPLIER | 3),
    ("quadrupled", MULTIPLIER | 4), ("quadrupling", MULTIPLIER | 4), ("fourfold", MULTIPLIER | 4),
    ("fivefold", MULTIPLIER | 5), ("tenfold", MULTIPLIER | 10),
]);

/// Kinds of [`NUMBER_WORDS`] (one bit each above the value byte).
pub const UNIT: u16 = 1 << 8;
/// See [`UNIT`].
pub const TENS: u16 = 1 << 9;
/// See [`UNIT`].
pub const SCALE: u16 = 1 << 10;
/// See [`UNIT`].
pub const SHORT_SCALE: u16 = 1 << 11;
/// See [`UNIT`].
pub const ORDINAL: u16 = 1 << 12;
/// See [`UNIT`].
pub const MONTH: u16 = 1 << 13;
/// See [`UNIT`].
pub const MULTIPLIER: u16 = 1 << 14;
/// A value byte from `E3` on is a thousand times ten to the byte's excess
/// ([`decode`]); below it, the value itself.
const E3: u16 = 200;

/// The value a byte of [`NUMBER_WORDS`] stands for.
fn decode(v: u8) -> f64 {
    let mut x = f64::from(v);
    if u16::from(v) >= E3 {
        // Each power of ten up to 1e22 is exact, so is each product here.
        x = 1e3;
        for _ in E3..u16::from(v) {
            x *= 10.0;
        }
    }
    x
}

/// The kind bits and value byte of the lower-cased word `w` (0 when it is
/// no number word).
pub fn number_kind(w: &str) -> u16 {
    NUMBER_WORDS.get(w.as_bytes())
}

/// The value of `w` when it is a number word of `kind`.
#[cfg_attr(target_arch = "wasm32", inline(never))]
fn value(w: &str, kind: u16) -> Option<f64> {
    let m = NUMBER_WORDS.get(w.as_bytes());
    (m & kind != 0).then(|| decode(m as u8))
}

/// "zero" … "nineteen": their value.
pub fn unit(w: &str) -> Option<f64> {
    value(w, UNIT)
}

/// "zero" … "nineteen" or "twenty" … "ninety": [`unit`] or [`tens`] in
/// one probe.
pub fn cardinal(w: &str) -> Option<f64> {
    value(w, UNIT | TENS)
}

/// "twenty" … "ninety".
pub fn tens(w: &str) -> Option<f64> {
    value(w, TENS)
}

/// Scale words after a number: "thousand", "million", "lakh".
pub fn scale(w: &str) -> Option<f64> {
    value(w, SCALE)
}

/// Abbreviated scales glued to digits or written after them: "4.2bn",
/// "10k", "1.2 million" is [`scale`]. Lower-case "m" is left to the caller
/// (million after money, metre otherwise).
pub fn short_scale(w: &str) -> Option<f64> {
    value(w, SHORT_SCALE)
}

/// Plural scales used as vague quantities: "hundreds", "thousands".
pub fn vague_plural(w: &str) -> bool {
    words!["hundreds", "thousands", "millions", "billions", "trillions", "dozens", "scores", "tens"].contains(w.as_bytes())
}

/// Ordinal words: "first" → 1, "twentieth" → 20.
pub fn ordinal(w: &str) -> Option<f64> {
    value(w, ORDINAL)
}

/// Fraction denominators: "half" → 2, "thirds" → 3, "quarter" → 4. The
/// flag says whether the word is plural.
pub fn denominator(w: &str) -> Option<(f64, bool)> {
    let stem = w.strip_suffix("s");
    let plural = stem.is_some();
    let stem = stem.unwrap_or(w);
    let d = if words!["half", "halves"].contains(w.as_bytes()) {
        2.0
    } else if stem == "quarter" {
        4.0
    } else {
        ordinal(stem).filter(|&d| d >= 3.0)?
    };
    Some((d, plural))
}

/// Month names and their abbreviations (with the period left to the
/// caller).
pub fn month(w: &str) -> Option<u8> {
    let m = NUMBER_WORDS.get(w.as_bytes());
    (m & MONTH != 0).then_some(m as u8)
}

/// Currency symbols written before or after the number.
pub fn currency_symbol(c: char) -> bool {
    matches!(
        c,
        '$' | '€' | '£' | '¥' | '₹' | '₩' | '₽' | '₿' | '₡' | '₾' | '₭' | '₦' | '₱' | '₪' | '₫' | '₴' | '₺' | '₸'
            | '¢' | '元' | '円' | '฿'
    )
}

/// Letters glued before a `$` that name the dollar: "US$", "HK$", "C$".
pub fn dollar_prefix(w: &str) -> bool {
    words!["us", "u.s", "c", "ca", "can", "a", "au", "hk", "nz", "s", "r", "mex", "nt", "usd", "cad", "aud", "nzd", "mxn", "sgd", "hkd", "ar", "rd", "j", "bz", "ec", "fj", "tt"].contains(w.as_bytes())
}

/// ISO codes and abbreviations written before or after the amount:
/// "USD 200", "115USD", "Rs 500".
pub fn currency_code(w: &str) -> bool {
    words!["usd", "eur", "gbp", "jpy", "cny", "rmb", "inr", "chf", "cad", "aud", "hkd", "nzd", "mxn", "rub", "brl", "krw", "sek", "nok", "dkk", "zar", "sgd", "try", "rs", "btc"].contains(w.as_bytes())
}

/// Codes that carry "million" in them: "30 MUSD", "MEUR 120".
pub fn million_code(w: &str) -> bool {
    words!["musd", "meur", "mgbp", "maud", "mcad", "mchf", "msek"].contains(w.as_bytes())
}

/// Currency names written after the amount: "dollars", "yuan", "pesos".
/// "pounds" is left to the caller (money or weight).
pub fn currency_word(w: &str) -> bool {
    CURRENCY_WORDS.contains(w.as_bytes())
}

const CURRENCY_WORDS: WordSet = word_set!(&[
    "dollar", "dollars", "cent", "cents", "euro", "euros", "pence", "penny", "pennies", "yen", "yuan",
    "renminbi", "rmb", "peso", "pesos", "rupee", "rupees", "franc", "francs", "markka", "marks", "peseta",
    "pesetas", "guilder", "guilders", "lira", "lire", "liras", "ruble", "rubles", "rouble", "roubles",
    "dinar", "dinars", "dirham", "dirhams", "riyal", "riyals", "rial", "rials", "shekel", "shekels",
    "kronor", "krona", "kroner", "krone", "zloty", "zlotys", "baht", "ringgit", "naira", "rand", "bitcoin",
    "bitcoins", "satoshi", "satoshis", "kuai", "usd", "eur", "gbp", "btc", "drachma", "drachmas", "hryvnia",
    "real", "reais", "rupiah", "dong", "kwacha", "cedi", "cedis", "shilling", "shillings", "bolivar",
    "bolivars", "bucks", "quid", "won",
]);

/// Words naming a currency's country, between the amount and the currency:
/// "125 million Australian dollars".
pub fn currency_country(w: &str) -> bool {
    CURRENCY_COUNTRIES.contains(w.as_bytes())
}

const CURRENCY_COUNTRIES: WordSet = word_set!(&[
    "us", "u.s", "american", "australian", "canadian", "hong", "kong", "new", "zealand", "singapore",
    "taiwan", "taiwanese", "swiss", "finnish", "dutch", "turkish", "chinese", "mexican", "argentine",
    "philippine", "indian", "japanese", "south", "african", "brazilian", "russian", "saudi", "egyptian",
    "israeli", "swedish", "norwegian", "danish", "polish", "thai", "nigerian", "kenyan", "pakistani",
    "iranian", "iraqi", "syrian", "jordanian", "zimbabwe", "zimbabwean", "belgian", "french", "german",
    "italian", "spanish", "british", "irish", "jamaican", "fijian", "colombian", "chilean", "peruvian",
    "cuban", "korean", "venezuelan", "malaysian", "indonesian", "vietnamese", "ukrainian", "uae", "kuwaiti",
    "qatari", "hk",
]);

/// Street words that end an address: "Street", "Ave".
pub fn street(w: &str) -> bool {
    words!["street", "st", "avenue", "ave", "road", "rd", "boulevard", "blvd", "lane", "drive", "parkway", "pkwy"].contains(w.as_bytes())
}

/// Units of measure written after the number (plural and singular).
pub fn measure_unit(w: &str) -> bool {
    MEASURE_UNITS.contains(w.as_bytes())
}

const MEASURE_UNITS: WordSet = word_set!(&[
    "mile", "miles", "mi", "km", "kms", "kilometer", "kilometers", "kilometre", "kilometres", "meter",
    "meters", "metre", "metres", "cm", "centimeter", "centimeters", "centimetre", "centimetres", "mm",
    "millimeter", "millimeters", "millimetre", "millimetres", "dm", "foot", "feet", "ft", "inch", "inches",
    "yard", "yards", "yd", "yds", "acre", "acres", "hectare", "hectares", "ha", "gallon", "gallons", "gal",
    "liter", "liters", "litre", "litres", "ml", "barrel", "barrels", "bbl", "ton", "tons", "tonne", "tonnes",
    "pound", "lb", "lbs", "ounce", "ounces", "oz", "kg", "kgs", "kilogram", "kilograms", "kilogramme",
    "kilogrammes", "kilo", "kilos", "gram", "grams", "gramme", "grammes", "mg", "milligram", "milligrams",
    "microgram", "micrograms", "microgramme", "microgrammes", "μg", "mcg", "megawatt", "megawatts", "mw",
    "kilowatt", "kilowatts", "kw", "kwh", "gw", "gigawatt", "gigawatts", "watt", "watts", "volt", "volts",
    "degree", "degrees", "mph", "kph", "kmph", "knot", "knots", "magnitude", "kiloton", "kilotons",
    "megaton", "megatons", "calorie", "calories", "kcal", "bit", "bits", "byte", "bytes", "kb", "mb", "gb",
    "tb", "mbps", "gbps", "point", "points", "pixel", "pixels", "storey", "storeys", "turns", "rad",
    "radians", "picometer", "picometers", "nanometer", "nanometers", "micron", "microns", "pint", "pints",
    "quart", "quarts", "cup", "cups", "tablespoon", "tablespoons", "tbsp", "teaspoon", "teaspoons", "tsp",
    "bushel", "bushels", "cc", "hp", "horsepower", "decibel", "decibels", "db", "lightyear", "lightyears",
    "parsec", "parsecs", "fahrenheit", "celsius", "kelvin",
]);

/// Units of measure whose symbol is not ASCII, as written: "μg", "µm".
pub fn measure_unit_raw(w: &str) -> bool {
    words!["μg", "µg", "μm", "µm", "μl", "µl", "μL", "µL", "Ω", "㎡", "㎞", "㎏", "㎝", "㎜", "℃", "℉"].contains(w.as_bytes())
}

/// Units of time: "days", "year" (in "a 30-year history").
pub fn duration_unit(w: &str) -> bool {
    DURATION_UNITS.contains(w.as_bytes())
}

const DURATION_UNITS: WordSet = word_set!(&[
    "second", "seconds", "sec", "secs", "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs",
    "day", "days", "week", "weeks", "wk", "wks", "fortnight", "fortnights", "month", "months", "mo", "mos",
    "year", "years", "yr", "yrs", "decade", "decades", "century", "centuries", "millennium", "millennia",
    "semester", "semesters", "night", "nights", "weekend", "weekends", "season", "seasons",
]);

/// Words before two-word units: "square miles", "cubic feet", "metric tons".
pub fn unit_prefix(w: &str) -> bool {
    words!["square", "sq", "cubic", "cu", "metric", "short", "long", "light", "nautical", "basis"].contains(w.as_bytes())
}

/// Single-word modifiers kept in a figure's span: "nearly 300".
pub fn modifier(w: &str) -> bool {
    words!["nearly", "almost", "about", "around", "roughly", "approximately", "approx", "over", "under", "above", "below", "circa", "exactly", "precisely", "upwards", "some", "maybe", "perhaps", "possibly", "potentially", "estimated", "exceeding"].contains(w.as_bytes())
}

/// The first word of a two-word modifier, with the second: "more than".
pub fn modifier2(w: &str, next: &str) -> bool {
    // Word lists, not `match` arms (issue 7, size). The second word first:
    // it is none of these at most calls, which then cost a few length
    // tests.
    let (w, next) = (w.as_bytes(), next.as_bytes());
    if next == b"than" {
        words!["more", "less", "fewer", "greater", "higher", "lower", "larger", "bigger", "smaller", "better", "worse", "longer", "shorter", "older", "younger"].contains(w)
    } else if next == b"to" {
        words!["up", "close", "closer"].contains(w)
    } else if next == b"of" {
        w == b"upwards"
    } else if words!["least", "most"].contains(next) {
        w == b"at"
    } else if words!["over", "under", "above", "below", "shy"].contains(next) {
        words!["just", "well", "slightly", "only"].contains(w)
    } else {
        w == b"an" && words!["estimated", "additional", "extra"].contains(next)
    }
}

/// Function words that are not names: a number after one of these is a
/// figure even when the word is capitalised ("In 2016", "Some 300").
pub fn function_word(w: &str) -> bool {
    modifier(w) || FUNCTION_WORDS.contains(w.as_bytes())
}

const FUNCTION_WORDS: WordSet = word_set!(&[
    "the", "a", "an", "all", "only", "just", "another", "these", "those", "this", "that", "its", "their",
    "his", "her", "our", "my", "your", "in", "on", "at", "by", "for", "from", "of", "to", "with", "and",
    "or", "but", "since", "until", "till", "after", "before", "during", "between", "among", "what", "which",
    "who", "when", "while", "if", "as", "so", "then", "there", "here", "it", "they", "we", "he", "she",
    "you", "i", "last", "next", "each", "every", "both", "than", "least", "most", "more", "less", "fewer",
    "nor", "yet", "though", "although", "because", "through", "within", "without", "into", "onto", "per",
    "via", "like", "unlike", "including", "are", "is", "was", "were", "be", "been", "has", "have", "had",
    "do", "did", "does", "will", "would", "could", "should", "may", "might", "must", "can", "not", "no",
    "whereas", "where", "how", "why", "up", "down", "out", "off", "still", "even", "also", "again", "once",
    "ago", "said", "says", "say", "told", "year", "years", "early", "late", "mid", "fiscal", "spring",
    "summer", "fall", "autumn", "winter", "christmas", "top", "total", "killing", "killed", "another's",
    "other",
]);

/// Multipliers: "twice" → 2, "tripled" → 3.
pub fn multiplier(w: &str) -> Option<f64> {
    value(w, MULTIPLIER)
}

/// "a.m", "pm": after a clock time.
pub fn clock_suffix(w: &str) -> bool {
    words!["a.m", "p.m", "am", "pm"].contains(w.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The number words answer the values and kinds their `match`es did.
    #[test]
    fn number_words_keep_their_values() {
        assert_eq!(unit("zero"), Some(0.0));
        assert_eq!(unit("nil"), Some(0.0));
        assert_eq!(unit("nineteen"), Some(19.0));
        assert_eq!(unit("twenty"), None);
        assert_eq!(tens("fourty"), Some(40.0));
        assert_eq!(tens("ten"), None);
        assert_eq!(scale("thousand"), Some(1e3));
        assert_eq!(scale("lakhs"), Some(1e5));
        assert_eq!(scale("crore"), Some(1e7));
        assert_eq!(scale("trillion"), Some(1e12));
        assert_eq!(scale("bn"), None);
        assert_eq!(short_scale("bn"), Some(1e9));
        assert_eq!(short_scale("mio"), Some(1e6));
        assert_eq!(short_scale("tr"), Some(1e12));
        assert_eq!(short_scale("thousand"), None);
        assert_eq!(ordinal("first"), Some(1.0));
        assert_eq!(ordinal("ninetieth"), Some(90.0));
        assert_eq!(ordinal("hundredth"), Some(100.0));
        assert_eq!(ordinal("millionth"), Some(1e6));
        assert_eq!(ordinal("one"), None);
        assert_eq!(month("may"), Some(5));
        assert_eq!(month("sept"), Some(9));
        assert_eq!(month("december"), Some(12));
        assert_eq!(month("first"), None);
        assert_eq!(multiplier("thrice"), Some(3.0));
        assert_eq!(multiplier("tenfold"), Some(10.0));
        assert_eq!(multiplier(""), None);
        assert!(modifier2("more", "than") && modifier2("closer", "to") && modifier2("at", "most"));
        assert!(modifier2("slightly", "shy") && modifier2("an", "extra") && modifier2("upwards", "of"));
        assert!(!modifier2("at", "than") && !modifier2("more", "to") && !modifier2("an", "of") && !modifier2("nearly", "than"));
        assert_eq!(denominator("thirds"), Some((3.0, true)));
        assert_eq!(denominator("seconds"), None);
        assert_eq!(denominator("second"), None);
        assert_eq!(denominator("half"), Some((2.0, false)));
        assert_eq!(denominator("halves"), Some((2.0, true)));
        assert_eq!(denominator("halfs"), None);
        assert_eq!(denominator("quarter"), Some((4.0, false)));
        assert_eq!(denominator("quarters"), Some((4.0, true)));
        assert_eq!(denominator("fifth"), Some((5.0, false)));
        assert_eq!(denominator("millionths"), Some((1e6, true)));
        assert_eq!(number_kind("march"), MONTH | 3);
        assert_eq!(number_kind("march!"), 0);
        assert_eq!(cardinal("seven"), Some(7.0));
        assert_eq!(cardinal("seventy"), Some(70.0));
        assert_eq!(cardinal("seventh"), None);
    }
}
