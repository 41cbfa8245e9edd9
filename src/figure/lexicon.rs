//! Word lists of the figure grammar. Every function takes a lower-cased
//! word and answers from a `match`, so a lookup costs a few comparisons;
//! the long lists are hashed word sets instead ([`crate::wordset`]): one
//! hash and one comparison, and less WebAssembly code than a long `match`.

use crate::wordset::WordSet;
use crate::words;
use crate::word_set;

/// "zero" … "nineteen": their value.
pub fn unit(w: &str) -> Option<f64> {
    Some(match w {
        "zero" | "nought" | "naught" | "nil" => 0.0,
        "one" => 1.0,
        "two" => 2.0,
        "three" => 3.0,
        "four" => 4.0,
        "five" => 5.0,
        "six" => 6.0,
        "seven" => 7.0,
        "eight" => 8.0,
        "nine" => 9.0,
        "ten" => 10.0,
        "eleven" => 11.0,
        "twelve" => 12.0,
        "thirteen" => 13.0,
        "fourteen" => 14.0,
        "fifteen" => 15.0,
        "sixteen" => 16.0,
        "seventeen" => 17.0,
        "eighteen" => 18.0,
        "nineteen" => 19.0,
        _ => return None,
    })
}

/// "twenty" … "ninety".
pub fn tens(w: &str) -> Option<f64> {
    Some(match w {
        "twenty" => 20.0,
        "thirty" => 30.0,
        "forty" | "fourty" => 40.0,
        "fifty" => 50.0,
        "sixty" => 60.0,
        "seventy" => 70.0,
        "eighty" => 80.0,
        "ninety" => 90.0,
        _ => return None,
    })
}

/// Scale words after a number: "thousand", "million", "lakh".
pub fn scale(w: &str) -> Option<f64> {
    Some(match w {
        "thousand" => 1e3,
        "lakh" | "lakhs" => 1e5,
        "million" => 1e6,
        "crore" | "crores" => 1e7,
        "billion" => 1e9,
        "trillion" => 1e12,
        _ => return None,
    })
}

/// Abbreviated scales glued to digits or written after them: "4.2bn",
/// "10k", "1.2 million" is [`scale`]. Lower-case "m" is left to the caller
/// (million after money, metre otherwise).
pub fn short_scale(w: &str) -> Option<f64> {
    Some(match w {
        "k" | "thou" => 1e3,
        "mn" | "mln" | "mil" | "mio" => 1e6,
        "bn" | "bln" | "b" | "bil" => 1e9,
        "tn" | "tln" | "trn" | "tr" => 1e12,
        _ => return None,
    })
}

/// Plural scales used as vague quantities: "hundreds", "thousands".
pub fn vague_plural(w: &str) -> bool {
    words!["hundreds", "thousands", "millions", "billions", "trillions", "dozens", "scores", "tens"].contains(w.as_bytes())
}

/// Ordinal words: "first" → 1, "twentieth" → 20.
pub fn ordinal(w: &str) -> Option<f64> {
    Some(match w {
        "first" => 1.0,
        "second" => 2.0,
        "third" => 3.0,
        "fourth" => 4.0,
        "fifth" => 5.0,
        "sixth" => 6.0,
        "seventh" => 7.0,
        "eighth" => 8.0,
        "ninth" => 9.0,
        "tenth" => 10.0,
        "eleventh" => 11.0,
        "twelfth" => 12.0,
        "thirteenth" => 13.0,
        "fourteenth" => 14.0,
        "fifteenth" => 15.0,
        "sixteenth" => 16.0,
        "seventeenth" => 17.0,
        "eighteenth" => 18.0,
        "nineteenth" => 19.0,
        "twentieth" => 20.0,
        "thirtieth" => 30.0,
        "fortieth" => 40.0,
        "fiftieth" => 50.0,
        "sixtieth" => 60.0,
        "seventieth" => 70.0,
        "eightieth" => 80.0,
        "ninetieth" => 90.0,
        "hundredth" => 100.0,
        "thousandth" => 1e3,
        "millionth" => 1e6,
        "billionth" => 1e9,
        "trillionth" => 1e12,
        _ => return None,
    })
}

/// Fraction denominators: "half" → 2, "thirds" → 3, "quarter" → 4. The
/// flag says whether the word is plural.
pub fn denominator(w: &str) -> Option<(f64, bool)> {
    Some(match w {
        "half" => (2.0, false),
        "halves" => (2.0, true),
        "quarter" => (4.0, false),
        "quarters" => (4.0, true),
        _ => {
            if let Some(stem) = w.strip_suffix('s') {
                let d = ordinal(stem)?;
                if d < 3.0 {
                    return None;
                }
                (d, true)
            } else {
                let d = ordinal(w)?;
                if d < 3.0 {
                    return None;
                }
                (d, false)
            }
        }
    })
}

/// Month names and their abbreviations (with the period left to the
/// caller).
pub fn month(w: &str) -> Option<u8> {
    Some(match w {
        "january" | "jan" => 1,
        "february" | "feb" => 2,
        "march" | "mar" => 3,
        "april" | "apr" => 4,
        "may" => 5,
        "june" | "jun" => 6,
        "july" | "jul" => 7,
        "august" | "aug" => 8,
        "september" | "sept" | "sep" => 9,
        "october" | "oct" => 10,
        "november" | "nov" => 11,
        "december" | "dec" => 12,
        _ => return None,
    })
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
    match w {
        "more" | "less" | "fewer" | "greater" | "higher" | "lower" | "larger" | "bigger" | "smaller" | "better"
        | "worse" | "longer" | "shorter" | "older" | "younger" => next == "than",
        "at" => words!["least", "most"].contains(next.as_bytes()),
        "up" => next == "to",
        "close" | "closer" => next == "to",
        "just" | "well" | "slightly" | "only" => words!["over", "under", "above", "below", "shy"].contains(next.as_bytes()),
        "an" => words!["estimated", "additional", "extra"].contains(next.as_bytes()),
        "upwards" => next == "of",
        "nearly" | "almost" | "about" | "roughly" => false,
        _ => false,
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
    Some(match w {
        "twice" | "doubled" | "doubling" | "doubles" | "twofold" => 2.0,
        "tripled" | "tripling" | "triples" | "trebled" | "threefold" | "thrice" => 3.0,
        "quadrupled" | "quadrupling" | "fourfold" => 4.0,
        "fivefold" => 5.0,
        "tenfold" => 10.0,
        _ => return None,
    })
}

/// "a.m", "pm": after a clock time.
pub fn clock_suffix(w: &str) -> bool {
    words!["a.m", "p.m", "am", "pm"].contains(w.as_bytes())
}
