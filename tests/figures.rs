//! Whole-text figure cases through the public API: each names the
//! convention it covers and lists every figure the text should yield, as
//! (text of the span, kind, value). Offsets come back in UTF-16 code units,
//! so the texts include characters outside ASCII and the BMP.

use sourcelight::annotate;
use sourcelight::result::FigureKind::{self, *};

type Want = (&'static str, FigureKind, Option<f64>);

/// The figures of `text` as (span text, kind, value), spans cut by UTF-16
/// offsets as JavaScript would.
fn figures(text: &str) -> Vec<(String, FigureKind, Option<f64>)> {
    let utf16: Vec<u16> = text.encode_utf16().collect();
    annotate(text)
        .figures
        .iter()
        .map(|f| (String::from_utf16_lossy(&utf16[f.start..f.end]), f.kind, f.value))
        .collect()
}

fn close(a: Option<f64>, b: Option<f64>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => (a - b).abs() <= 1e-6 * b.abs().max(1.0),
        (None, None) => true,
        _ => false,
    }
}

#[test]
fn whole_texts() {
    let cases: &[(&str, &str, &[Want])] = &[
        (
            "war report: durations, counts with modifiers, percent, vague plural, spelled count",
            "Fighters retook the town after 112 days of fighting.\n\n\
             \"We occupied more than 70%,\" one commander said. At least 30 militants were killed and 15 captured.\n\n\
             Thirty-eight more died on Monday, while hundreds of others fled.",
            &[
                ("112 days", Duration, Some(112.0)),
                ("more than 70%", Percent, Some(70.0)),
                ("At least 30", Count, Some(30.0)),
                ("15", Count, Some(15.0)),
                ("Thirty-eight", Count, Some(38.0)),
                ("hundreds", Approximate, None),
            ],
        ),
        (
            "powers: a mantissa times ten to a power, a base to a power, a negative power",
            "The sample held 1.3x10^6 cells, 2^10 bytes and 2^-2 grams, the lab said.",
            &[("1.3x10^6", Count, Some(1_300_000.0)), ("2^10 bytes", Measure, Some(1024.0)), ("2^-2 grams", Measure, Some(0.25))],
        ),
        (
            "budget story: money forms, ranges, fractions, dates",
            "The city approved a $4.2 million budget on Oct. 5, 2016. About two-thirds of it, or €2.8m, \
             goes to schools, and fees rise 10-15% next year.",
            &[
                ("$4.2 million", Money, Some(4_200_000.0)),
                ("Oct. 5, 2016", Date, None),
                ("About two-thirds", Fraction, Some(2.0 / 3.0)),
                ("€2.8m", Money, Some(2_800_000.0)),
                ("10-15%", Range, None),
            ],
        ),
        (
            "names and codes are not figures; ages and times are tagged as such",
            "The G-20 leaders flew in on Air Force One at 10:30 a.m. to discuss COVID-19. \
             Jane Roe, 52, said the S&P 500 fell 150 points.",
            &[
                ("10:30 a.m.", Time, None),
                ("52", Age, Some(52.0)),
                ("150 points", Measure, Some(150.0)),
            ],
        ),
        (
            "offsets after characters outside the BMP count two UTF-16 units",
            "🎉 Fans 🎉 bought 4,062 tickets for £15 each — “nearly half a million” in all.",
            &[
                ("4,062", Count, Some(4062.0)),
                ("£15", Money, Some(15.0)),
                ("nearly half a million", Count, Some(500_000.0)),
            ],
        ),
        (
            "spoken fractions, squared units and Indian scales in one report",
            "Engineers said one hundred and thirty-two fifths of a turn was enough; the plot of 190 km2 \
             cost Rs 1.5 lakh crore, and estimates ranging from 10 to 15 years were given in the second half of the year.",
            &[
                ("one hundred and thirty-two fifths", Fraction, Some(26.4)),
                ("190 km2", Measure, Some(190.0)),
                ("Rs 1.5 lakh crore", Money, Some(1.5e12)),
                ("from 10 to 15 years", Range, None),
                ("second", Ordinal, Some(2.0)),
            ],
        ),
        (
            "year-like numbers: counts outside modern years before a plural noun, dates otherwise",
            "The 2016 report ran 1750 pages. In 1750 troops marched; they sent 1800 soldiers.",
            &[("2016", Date, None), ("1750", Count, Some(1750.0)), ("1750", Date, None), ("1800", Count, Some(1800.0))],
        ),
        (
            "determiners are not counts",
            "One of the men said a woman saw one side of it.",
            &[],
        ),
    ];
    check(cases);
}

/// Runs table cases of (convention, text, every figure wanted).
fn check(cases: &[(&str, &str, &[Want])]) {
    let mut failures = Vec::new();
    for (name, text, want) in cases {
        let got = figures(text);
        let ok = got.len() == want.len()
            && got.iter().zip(want.iter()).all(|(g, w)| g.0 == w.0 && g.1 == w.1 && close(g.2, w.2));
        if !ok {
            failures.push(format!("{name}\n   want {want:?}\n   got  {got:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn kinds_for_clock_times_decades_heights_and_dates_in_lower_case() {
    let cases: &[(&str, &str, &[Want])] = &[
        (
            "an hour with o'clock is a clock time, in digits or words",
            "The vote was set for 9 o'clock, then moved to eleven o\u{2019}clock.",
            &[("9 o'clock", Time, None), ("eleven o\u{2019}clock", Time, None)],
        ),
        (
            "a decade written with an apostrophe is a date; a year's possessive stays the year",
            "Rents rose in the 70's and again in the 1990\u{2019}s. 2016's count was 4,500.",
            &[("70's", Date, None), ("1990\u{2019}s", Date, None), ("2016", Date, None), ("4,500", Count, Some(4500.0))],
        ),
        (
            "a height in feet and inches is one measure, valued in feet",
            "The center, listed at 6'9\", scored 31.",
            &[("6'9\"", Measure, Some(6.75)), ("31", Count, Some(31.0))],
        ),
        (
            "lower-case text: an abbreviated month with its period (spaced when tokenized) and a day is one date",
            "the notes mature on dec. 15 , 2031 and pay on sept . 30 ; trading began on may 2 in october 2029 .",
            &[("dec. 15 , 2031", Date, None), ("sept . 30", Date, None), ("may 2", Date, None), ("october 2029", Date, None)],
        ),
        (
            "lower-case \"may\" and \"march\" are verbs unless a date word comes before them",
            "prices may 3 times rise; they march 20 miles.",
            &[("3 times", Other, Some(3.0)), ("20 miles", Measure, Some(20.0))],
        ),
        (
            "a unit in brackets, as tables write it, belongs to the measure",
            "Load: 40 (kg) on a span of 12 [m].",
            &[("40 (kg)", Measure, Some(40.0)), ("12 [m]", Measure, Some(12.0))],
        ),
    ];
    check(cases);
}

#[test]
fn numbers_in_addresses_ranks_and_codes_are_not_figures() {
    let cases: &[(&str, &str, &[Want])] = &[
        (
            "a street address: house number, capitalised words or an ordinal, a street word",
            "Police sealed off 418 East 71st Street and 12 Harbor Road, where 30 people live.",
            &[("30", Count, Some(30.0))],
        ),
        (
            "a year after a determiner before a capitalised name is a date, not a house number",
            "It began with the 1994 Lake Shore Drive cleanup.",
            &[("1994", Date, None)],
        ),
        (
            "a house number is not taken when a street name modifies a counted noun",
            "Shares of 5 Wall Street banks fell.",
            &[("5", Count, Some(5.0))],
        ),
        (
            "lower-case \"no.\" before a small number is a rank",
            "the team's no. 1 pick signed for three years.",
            &[("three years", Duration, Some(3.0))],
        ),
        (
            "a ZIP code after a state's two capitals and an index named by initials with \"&\" are no counts",
            "Mail it to Albany, NY, 12207 before the S.&P. 500 opens with 40 others.",
            &[("40", Count, Some(40.0))],
        ),
        (
            "digits, letters, digits glued make a code; a unit glued to digits is no unit",
            "Part 5512k804 ships in 8 days; bin 3301 m17 is empty; the lot is 300 m2.",
            &[("8 days", Duration, Some(8.0)), ("3301", Count, Some(3301.0)), ("300 m2", Measure, Some(300.0))],
        ),
    ];
    check(cases);
}

#[test]
fn bounds_dashes_extensions_and_dozens() {
    let cases: &[(&str, &str, &[Want])] = &[
        (
            "a lower and an upper bound in words, joined by a comma, make one range",
            "Turnout was higher than two hundred, lower than four hundred.",
            &[("higher than two hundred, lower than four hundred", Range, None)],
        ),
        (
            "bounds of different kinds stay two figures",
            "It took more than 3 years and less than 40%.",
            &[("more than 3 years", Duration, Some(3.0)), ("less than 40%", Percent, Some(40.0))],
        ),
        (
            "a phone number with an extension is no figure",
            "Call +1-555-0142/7781 for tickets at $12.",
            &[("$12", Money, Some(12.0))],
        ),
        (
            "a dash spaced after a number and glued to the next is no minus sign",
            "The zoom lens covers 24 -105mm.",
            &[("24", Count, Some(24.0)), ("105mm", Measure, Some(105.0))],
        ),
        (
            "dozen multiplies only the words after the hundreds",
            "They baked four hundred and three dozen rolls.",
            &[("four hundred and three dozen", Count, Some(436.0))],
        ),
    ];
    check(cases);
}

#[test]
fn compounds_datelines_and_inch_marks() {
    let cases: &[(&str, &str, &[Want])] = &[
        (
            "a number word inside a hyphenated compound is no figure",
            "Players high-five fans and talk one-on-one for ten minutes at near-zero cost.",
            &[("ten minutes", Duration, Some(10.0)), ("zero", Count, Some(0.0))],
        ),
        (
            "a spaced dash after an all-capitals dateline starts the sentence",
            "PORT ELLEN - Forty-two boats left the harbor.",
            &[("Forty-two", Count, Some(42.0))],
        ),
        (
            "inline list markers far apart are still markers, not counts",
            "The plan would 1) raise the minimum wage for workers in every state and city across the whole country over the next year, and 2) cut fees by 40%.",
            &[("40%", Percent, Some(40.0))],
        ),
        (
            "an inch mark before a dimension word is a measure",
            "The tablet is 11\" wide and 8 \" tall.",
            &[("11\"", Measure, Some(11.0)), ("8 \"", Measure, Some(8.0))],
        ),
    ];
    check(cases);
}

#[test]
fn hanging_comparisons_rank_ranges_letter_signs_and_spoken_fractions() {
    let cases: &[(&str, &str, &[Want])] = &[
        (
            "\"or equal to\" before a second number is that number's modifier, not the first one's suffix",
            "Bids were more than 800 or equal to 950.",
            &[("more than 800", Count, Some(800.0)), ("equal to 950", Count, Some(950.0))],
        ),
        (
            "a comparison left hanging at the end of the clause belongs to the open range",
            "Scores of 70 or higher than, and 40 or less than; then 12 or more than 15.",
            &[("70 or higher than", Count, Some(70.0)), ("40 or less than", Count, Some(40.0)), ("12", Count, Some(12.0)), ("more than 15", Count, Some(15.0))],
        ),
        (
            "between two ranks is one rank range",
            "The team finished between the third and the sixth, and between 2nd and 4th in May.",
            &[("between the third and the sixth", Ordinal, None), ("between 2nd and 4th", Ordinal, None)],
        ),
        (
            "a spaced \"m\" ending the line is a metre",
            "The wall grew by 2 m\nOnly 3 m more.",
            &[("2 m", Measure, Some(2.0)), ("3", Count, Some(3.0))],
        ),
        (
            "a currency sign written in letters after the amount",
            "She lent him 4,500 \u{bb0}\u{bc2} and 300 \u{5143}.",
            &[("4,500 \u{bb0}\u{bc2}", Money, Some(4500.0)), ("300 \u{5143}", Money, Some(300.0))],
        ),
        (
            "cents after a dollar word before a comparative",
            "With 12 dollars 40 more he could pay.",
            &[("12 dollars 40", Money, Some(12.4))],
        ),
        (
            "a tens word hyphenated to a plural ordinal is the denominator's",
            "It measured two hundred forty-fifths of the gauge.",
            &[("two hundred forty-fifths", Fraction, Some(200.0 / 45.0))],
        ),
        (
            "a spaced \"K\" glued to a dash names a thing (\"K-1 visas\"); \"one bit\" is an idiom unless it is of something",
            "They checked 4,000 K-1 visas of 12 k; it did not matter one bit, but one bit of data did.",
            &[("4,000", Count, Some(4000.0)), ("12 k", Count, Some(12_000.0)), ("one bit", Measure, Some(1.0))],
        ),
        (
            "\"real\" and \"rand\" are money after a scale or a country, not after a bare count",
            "Voters have two real choices; 30 Rand Paul fans paid 500 South African rand and 2 billion real.",
            &[("two", Count, Some(2.0)), ("30", Count, Some(30.0)), ("500 South African rand", Money, Some(500.0)), ("2 billion real", Money, Some(2e9))],
        ),
        (
            "a spelled denominator may be an ordinal with hundreds",
            "Only one one hundred and tenth remains, and three two hundred fifths.",
            &[("one one hundred and tenth", Fraction, Some(1.0 / 110.0)), ("three two hundred fifths", Fraction, Some(3.0 / 205.0))],
        ),
        (
            "a mixed number's fraction is proper; an improper one after a hundred's \"and\" takes the whole as numerator",
            "Readings: three hundred and seventy-five thousandths, then two hundred and forty fifths.",
            &[("three hundred and seventy-five thousandths", Count, Some(300.075)), ("two hundred and forty fifths", Fraction, Some(48.0))],
        ),
        (
            "a spaced minus opens a line that holds only the number; a list's dash before words is no sign",
            "Changes:\n- 12 k\n- 2 1/2\n- 3 people left",
            &[("- 12 k", Count, Some(-12_000.0)), ("- 2 1/2", Count, Some(-2.5)), ("3", Count, Some(3.0))],
        ),
        (
            "a spaced capital M after a written-out amount is a million",
            "The fund holds 1,250.5 M\nOutput hit 3.5 M units.",
            &[("1,250.5 M", Count, Some(1_250_500_000.0)), ("3.5 M", Count, Some(3_500_000.0))],
        ),
        (
            "an article before a compound ordinal is a fraction at the end of the clause; before a noun it is a rank",
            "Each heir gets a twenty-first. It is a twenty-first century city.",
            &[("a twenty-first", Fraction, Some(1.0 / 21.0)), ("twenty-first", Ordinal, Some(21.0))],
        ),
        (
            "an article and an ordinal before a unit rank it; half and quarter before a unit are shares",
            "It renewed the show for a fifth season, a quarter century after the first.",
            &[("fifth", Ordinal, Some(5.0)), ("a quarter century", Duration, Some(0.25)), ("first", Ordinal, Some(1.0))],
        ),
        (
            "two opposite bounds on a rank make one rank range",
            "The team finished higher than the eighth but lower than the third.",
            &[("higher than the eighth but lower than the third", Ordinal, None)],
        ),
        (
            "\"one day\" after a modal, a hope or before a verb is some day, no span of time",
            "She hopes one day to run; it could one day grow, and we want to one day build it. The strike lasted one day.",
            &[("one day", Duration, Some(1.0))],
        ),
        (
            "a dollar sign written after the amount, before a second amount with its own currency",
            "It costs 15 $ 40 $ or 12 $ 50 cents.",
            &[("15 $", Money, Some(15.0)), ("40 $", Money, Some(40.0)), ("12 $ 50 cents", Money, Some(12.5))],
        ),
    ];
    check(cases);
}

#[test]
fn figures_are_sorted_and_disjoint_in_utf16() {
    let text = "Between 10 and 15 people, ½ of them 🎉, paid $3 to $5 on May 4th; 5-4 and 21st.";
    let r = annotate(text);
    for w in r.figures.windows(2) {
        assert!(w[0].end <= w[1].start, "{:?} then {:?}", w[0], w[1]);
    }
    let units = text.encode_utf16().count();
    assert!(r.figures.iter().all(|f| f.start < f.end && f.end <= units));
}

#[test]
fn quantity_is_the_span_without_modifiers_in_utf16() {
    // (text, span, quantity): the modifier stays in the span, as the
    // contract says; `quantity` gives the bare quantity beside it.
    let cases: &[(&str, &str, &str)] = &[
        ("🎉 “We held more than 70%,” he said.", "more than 70%", "70%"),
        ("🎉 It cost an estimated £50 million.", "an estimated £50 million", "£50 million"),
        ("🎉 Donors who gave $200 or more were named.", "$200 or more", "$200"),
        ("🎉 It drew 3,000 fans.", "3,000", "3,000"),
        ("🎉 Bids of 800 or greater than.", "800 or greater than", "800"),
    ];
    for &(text, span, quantity) in cases {
        let utf16: Vec<u16> = text.encode_utf16().collect();
        let r = annotate(text);
        assert_eq!(r.figures.len(), 1, "{text}");
        let f = &r.figures[0];
        let cut = |a: usize, b: usize| String::from_utf16_lossy(&utf16[a..b]);
        assert_eq!(cut(f.start, f.end), span, "{text}");
        assert_eq!(cut(f.quantity.start, f.quantity.end), quantity, "{text}");
        assert!(f.start <= f.quantity.start && f.quantity.end <= f.end);
    }
}
