//! Properties that hold for every input, checked on generated text that
//! mixes news-like words, every kind of quote mark, digits, currency signs,
//! line breaks, emoji and control characters.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use sourcelight::{annotate, Annotations};

fn pieces() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("said".to_string()),
        Just("according to".to_string()),
        Just("Jane Doe".to_string()),
        Just("he".to_string()),
        Just(" ".to_string()),
        Just(", ".to_string()),
        Just(". ".to_string()),
        Just("\n".to_string()),
        Just("\r\n\r\n".to_string()),
        Just("\r".to_string()),
        Just("\"".to_string()),
        Just("'".to_string()),
        Just("“".to_string()),
        Just("”".to_string()),
        Just("‘".to_string()),
        Just("’".to_string()),
        Just("«".to_string()),
        Just("»".to_string()),
        Just("„".to_string()),
        Just("$".to_string()),
        Just("%".to_string()),
        Just("😀".to_string()),
        Just("é".to_string()),
        Just("\u{200f}".to_string()),
        Just("\u{0}".to_string()),
        "[0-9]{1,12}",
        "[0-9]{1,3}(,[0-9]{3}){0,3}(\\.[0-9]{1,2})?",
        "[A-Za-z]{1,9}",
        any::<char>().prop_map(|c| c.to_string()),
    ];
    prop::collection::vec(piece, 0..120).prop_map(|v| v.concat())
}

fn utf16_boundaries(text: &str) -> Vec<bool> {
    // ok[i]: UTF-16 index i is not inside a surrogate pair.
    let mut ok = Vec::new();
    for c in text.chars() {
        ok.push(true);
        if c.len_utf16() == 2 {
            ok.push(false);
        }
    }
    ok.push(true);
    ok
}

fn check(text: &str, r: &Annotations) {
    let ok = utf16_boundaries(text);
    let len = ok.len() - 1;
    assert_eq!(r.length, len);
    let span_ok = |s: usize, e: usize| s <= e && e <= len && ok[s] && ok[e];
    let mut spans = Vec::new();
    for q in &r.quotes {
        spans.push((q.start, q.end));
        if let Some(s) = q.speaker {
            assert!(s < r.sources.len(), "speaker index valid");
        }
    }
    for f in &r.figures {
        spans.push((f.start, f.end));
        spans.push((f.quantity.start, f.quantity.end));
        assert!(f.start <= f.quantity.start && f.quantity.start < f.quantity.end && f.quantity.end <= f.end, "quantity inside the figure");
        if let Some(s) = f.source {
            assert!(s < r.sources.len(), "figure source index valid");
        }
    }
    for a in &r.attributions {
        spans.push((a.start, a.end));
        for c in &a.content_parts {
            spans.push((c.start, c.end));
        }
        if let Some(v) = a.via {
            spans.push((v.start, v.end));
        }
        if let Some(s) = a.source {
            assert!(s < r.sources.len(), "attribution source index valid");
        }
    }
    for s in &r.sources {
        for m in &s.mentions {
            spans.push((m.start, m.end));
        }
    }
    for f in &r.flags {
        spans.push((f.start, f.end));
    }
    for (s, e) in spans {
        assert!(span_ok(s, e), "span {s}..{e} of a text of {len} units");
    }
    let sorted = |v: Vec<usize>| v.windows(2).all(|w| w[0] <= w[1]);
    assert!(sorted(r.quotes.iter().map(|q| q.start).collect()), "quotes sorted");
    assert!(sorted(r.figures.iter().map(|f| f.start).collect()), "figures sorted");
    assert!(sorted(r.attributions.iter().map(|a| a.start).collect()), "attributions sorted");

    // A quote never crosses a line break (one quote per paragraph).
    let units: Vec<u16> = text.encode_utf16().collect();
    for q in &r.quotes {
        let inside = &units[q.start..q.end];
        assert!(!inside.iter().any(|&u| u == u16::from(b'\n') || u == u16::from(b'\r')), "quote within a paragraph");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn results_are_well_formed(text in pieces()) {
        let r = annotate(&text);
        check(&text, &r);
    }

    #[test]
    fn results_are_deterministic(text in pieces()) {
        prop_assert_eq!(annotate(&text), annotate(&text));
    }

    #[test]
    fn arbitrary_unicode_never_panics(text in any::<String>()) {
        let r = annotate(&text);
        check(&text, &r);
    }
}

/// Inputs named in the hostile-input brief, kept as fixed cases.
#[test]
fn hostile_inputs() {
    let cases: Vec<(&str, String)> = vec![
        ("empty", String::new()),
        ("blank", " \n\t\r\n ".into()),
        ("100,000 quote marks", "\"".repeat(100_000)),
        ("quotes nested 500 deep", "“‘".repeat(250) + "x" + &"’”".repeat(250)),
        ("one 2 MB line", "He said the plan worked, and 40% agreed. ".repeat(50_000)),
        ("CRLF and lone CR", "“One,” she said.\r\n“Two.”\rThree 4.".into()),
        ("NUL and control characters", "\u{0}\u{1}“a\u{7}b,” he said \u{1b}[0m 5%".into()),
        ("RTL and zero-width", "\u{202e}“قال” \u{200b}said Ali\u{200d} 7".into()),
        ("astral emoji next to offsets", "😀“😀,”😀 said 😀 Jo 😀 $5😀".into()),
        ("5,000 digits", "9".repeat(5000)),
        ("digit runs with commas", "1,".repeat(100_000)),
        ("HTML as text", "<p onclick=\"x()\">“Hi,” <b>she</b> said &amp; 3 <script>alert(1)</script></p>".into()),
    ];
    for (name, text) in cases {
        let r = annotate(&text);
        check(&text, &r);
        assert_eq!(r, annotate(&text), "{name}: deterministic");
    }
}
