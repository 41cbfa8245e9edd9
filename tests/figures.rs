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
