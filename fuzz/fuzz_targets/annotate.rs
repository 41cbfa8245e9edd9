//! Fuzz target: any UTF-8 text gives a well-formed result, never a panic.
//!
//! Run: `cargo +nightly fuzz run annotate` (from the crate root).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let r = sourcelight::annotate(text);
    let len = text.encode_utf16().count();
    assert_eq!(r.length, len);
    let units: Vec<u16> = text.encode_utf16().collect();
    // No offset may split a surrogate pair.
    let splits = |i: usize| i > 0 && i < len && (0xDC00..0xE000).contains(&units[i]);
    let mut spans: Vec<(usize, usize)> = Vec::new();
    spans.extend(r.quotes.iter().map(|q| (q.start, q.end)));
    spans.extend(r.figures.iter().map(|f| (f.start, f.end)));
    spans.extend(r.attributions.iter().map(|a| (a.start, a.end)));
    spans.extend(r.attributions.iter().filter_map(|a| a.content.map(|c| (c.start, c.end))));
    spans.extend(r.sources.iter().flat_map(|s| s.mentions.iter().map(|m| (m.start, m.end))));
    for (s, e) in spans {
        assert!(s <= e && e <= len && !splits(s) && !splits(e), "bad span {s}..{e} of {len}");
    }
    for q in &r.quotes {
        assert!(q.speaker.is_none_or(|s| s < r.sources.len()));
        assert!(!units[q.start..q.end].iter().any(|&u| u == 10 || u == 13), "quote crosses a line");
    }
});
