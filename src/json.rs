//! The result as compact JSON, written by hand.
//!
//! Why not `serde_json::to_string`: in the WebAssembly build the derived
//! serializers, inlined into each export, cost more code than this whole
//! module. The bytes are exactly serde_json's (`tests/json.rs` compares the
//! two on every kind of value): fields in declaration order, `null` for
//! `None`, strings escaped as serde_json escapes them, figure values in
//! serde_json's number layout (`json/float.rs`, without its float printer).

mod float;

use crate::bytes::put;

use crate::result::{Annotations, Attribution, Content, Figure, FigureKind, Flag, FlagKind, Quote, Range, Source, SourceType};

/// Bytes of JSON gathered before [`Annotations::write_json`] offers them to
/// its `spill` callback.
pub const PIECE: usize = 64 << 10;

impl Annotations {
    /// The result as compact JSON, the same bytes as `serde_json::to_string`.
    pub fn to_json(&self) -> String {
        // Room for the whole result at once (an item is 100-160 bytes of
        // JSON), not a dozen reallocations and copies as it grows.
        let items = self.quotes.len() + self.figures.len() + self.attributions.len() + self.sources.len() + self.flags.len();
        let mut out = String::with_capacity(160 * items + 128);
        self.write_json(&mut out, &mut |_| {});
        out
    }

    /// Writes the result as compact JSON to `out`. Between items, once `out`
    /// holds [`PIECE`] bytes or more, calls `spill(out)`, which may move
    /// what is written so far elsewhere and clear `out`: a long result then
    /// never lives whole in memory. `out` always ends on a whole item, so a
    /// spilled piece is valid UTF-8 text.
    pub fn write_json(&self, out: &mut String, spill: &mut dyn FnMut(&mut String)) {
        self.write_json_with(out, spill, &float::serde_text);
    }

    /// [`Annotations::write_json`] with the platform's shortest printer of
    /// the rare figure value that needs more than 15 digits: `long(v)`
    /// returns its round-trip text in any common layout ("0.1234…",
    /// "1.5e-7", "1.5e+20"). The WebAssembly build passes JavaScript's
    /// `String(v)` (`src/wasm.rs`), so it links no float printer of its own;
    /// the output is the same bytes.
    pub fn write_json_with(&self, out: &mut String, spill: &mut dyn FnMut(&mut String), long: &dyn Fn(f64) -> String) {
        let mut w = Writer { out, spill, long };
        put(w.out, "{\"quotes\":");
        w.list(&self.quotes, quote);
        put(w.out, ",\"figures\":");
        w.list(&self.figures, figure);
        put(w.out, ",\"attributions\":");
        w.list(&self.attributions, attribution);
        put(w.out, ",\"sources\":");
        w.list(&self.sources, source);
        put(w.out, ",\"flags\":");
        w.list(&self.flags, flag);
        put(w.out, ",\"length\":");
        uint(w.out, self.length);
        put(w.out, "}");
        (w.spill)(w.out);
    }
}

/// Where the JSON goes, and who takes full pieces of it.
struct Writer<'a> {
    out: &'a mut String,
    spill: &'a mut dyn FnMut(&mut String),
    long: &'a dyn Fn(f64) -> String,
}

impl Writer<'_> {
    /// `[item,item,...]`, spilling between items.
    fn list<T>(&mut self, items: &[T], item: fn(&mut String, &T, &dyn Fn(f64) -> String)) {
        put(self.out, "[");
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                put(self.out, ",");
            }
            item(self.out, x, self.long);
            if self.out.len() >= PIECE {
                (self.spill)(self.out);
            }
        }
        put(self.out, "]");
    }
}

fn quote(out: &mut String, q: &Quote, _: &dyn Fn(f64) -> String) {
    key_uint(out, "{\"start\":", q.start);
    key_uint(out, ",\"end\":", q.end);
    put(out, ",\"speaker\":");
    opt_uint(out, q.speaker);
    put(out, ",\"via\":");
    opt_range(out, q.via);
    put(out, ",\"attribution\":");
    opt_uint(out, q.attribution);
    key_bool(out, ",\"scare\":", q.scare);
    key_bool(out, ",\"continues\":", q.continues);
    key_bool(out, ",\"unclosed\":", q.unclosed);
    put(out, "}");
}

fn figure(out: &mut String, f: &Figure, long: &dyn Fn(f64) -> String) {
    key_uint(out, "{\"start\":", f.start);
    key_uint(out, ",\"end\":", f.end);
    put(out, ",\"quantity\":");
    range(out, f.quantity);
    put(out, ",\"kind\":\"");
    put(out, f.kind.name());
    put(out, "\",\"value\":");
    match f.value {
        Some(v) => float::write(out, v, long),
        None => put(out, "null"),
    }
    put(out, ",\"source\":");
    opt_uint(out, f.source);
    put(out, ",\"via\":");
    opt_range(out, f.via);
    put(out, "}");
}

fn attribution(out: &mut String, a: &Attribution, _: &dyn Fn(f64) -> String) {
    key_uint(out, "{\"start\":", a.start);
    key_uint(out, ",\"end\":", a.end);
    put(out, ",\"source\":");
    opt_uint(out, a.source);
    put(out, ",\"via\":");
    opt_range(out, a.via);
    put(out, ",\"content\":");
    match a.content() {
        Content::Span(r) => opt_range(out, r),
        Content::Parts(parts) => ranges(out, parts),
    }
    put(out, ",\"content_parts\":");
    ranges(out, &a.content_parts);
    key_bool(out, ",\"vague\":", a.vague);
    put(out, "}");
}

fn source(out: &mut String, s: &Source, _: &dyn Fn(f64) -> String) {
    put(out, "{\"name\":");
    string(out, &s.name);
    put(out, ",\"mentions\":");
    ranges(out, &s.mentions);
    put(out, ",\"type\":\"");
    put(out, s.kind.name());
    put(out, "\"");
    key_bool(out, ",\"anonymous\":", s.anonymous);
    put(out, "}");
}

fn flag(out: &mut String, f: &Flag, _: &dyn Fn(f64) -> String) {
    put(out, "{\"kind\":\"");
    put(out, f.kind.name());
    put(out, "\"");
    key_uint(out, ",\"start\":", f.start);
    key_uint(out, ",\"end\":", f.end);
    put(out, ",\"message\":");
    string(out, &f.message);
    put(out, "}");
}

fn range(out: &mut String, r: Range) {
    key_uint(out, "{\"start\":", r.start);
    key_uint(out, ",\"end\":", r.end);
    put(out, "}");
}

fn ranges(out: &mut String, rs: &[Range]) {
    put(out, "[");
    for (i, &r) in rs.iter().enumerate() {
        if i > 0 {
            put(out, ",");
        }
        range(out, r);
    }
    put(out, "]");
}

fn opt_range(out: &mut String, r: Option<Range>) {
    match r {
        Some(r) => range(out, r),
        None => put(out, "null"),
    }
}

fn opt_uint(out: &mut String, n: Option<usize>) {
    match n {
        Some(n) => uint(out, n),
        None => put(out, "null"),
    }
}

/// `key` is the JSON text before the value: separator, name and colon.
fn key_uint(out: &mut String, key: &str, n: usize) {
    put(out, key);
    uint(out, n);
}

fn key_bool(out: &mut String, key: &str, b: bool) {
    put(out, key);
    put(out, if b { "true" } else { "false" });
}

/// Decimal digits, most significant first: two a call (half the calls of
/// a digit a call; most numbers are offsets of three to five digits).
fn uint(out: &mut String, n: usize) {
    let (high, low) = (n / 100, n % 100);
    if high > 0 {
        uint(out, high);
    }
    if high > 0 || low >= 10 {
        crate::bytes::put_char(out, char::from(b'0' + (low / 10) as u8));
    }
    crate::bytes::put_char(out, char::from(b'0' + (low % 10) as u8));
}

/// A JSON string: `"`, `\` and control characters escaped as serde_json
/// escapes them (short forms where JSON has them, `\u00XX` otherwise).
fn string(out: &mut String, s: &str) {
    put(out, "\"");
    for c in s.chars() {
        match c {
            '"' => put(out, "\\\""),
            '\\' => put(out, "\\\\"),
            '\n' => put(out, "\\n"),
            '\r' => put(out, "\\r"),
            '\t' => put(out, "\\t"),
            '\u{8}' => put(out, "\\b"),
            '\u{c}' => put(out, "\\f"),
            c if c < ' ' => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                let b = c as usize;
                put(out, "\\u00");
                crate::bytes::put_char(out, char::from(HEX[b >> 4]));
                crate::bytes::put_char(out, char::from(HEX[b & 15]));
            }
            c => crate::bytes::put_char(out, c),
        }
    }
    put(out, "\"");
}

impl FigureKind {
    /// The name in the JSON result.
    pub fn name(self) -> &'static str {
        match self {
            FigureKind::Count => "count",
            FigureKind::Percent => "percent",
            FigureKind::Money => "money",
            FigureKind::Measure => "measure",
            FigureKind::Duration => "duration",
            FigureKind::Range => "range",
            FigureKind::Approximate => "approximate",
            FigureKind::Fraction => "fraction",
            FigureKind::Ordinal => "ordinal",
            FigureKind::Date => "date",
            FigureKind::Time => "time",
            FigureKind::Age => "age",
            FigureKind::Other => "other",
        }
    }
}

impl SourceType {
    /// The name in the JSON result.
    pub fn name(self) -> &'static str {
        match self {
            SourceType::Person => "person",
            SourceType::Organisation => "organisation",
            SourceType::Media => "media",
            SourceType::Group => "group",
            SourceType::Unknown => "unknown",
        }
    }
}

impl FlagKind {
    /// The name in the JSON result.
    pub fn name(self) -> &'static str {
        match self {
            FlagKind::QuoteWithoutSpeaker => "quote-without-speaker",
            FlagKind::FigureWithoutSource => "figure-without-source",
            FlagKind::AnonymousSource => "anonymous-source",
            FlagKind::VagueAttribution => "vague-attribution",
            FlagKind::UnclosedQuote => "unclosed-quote",
            FlagKind::SingleSource => "single-source",
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn uint_prints_as_format_does() {
        for n in [0, 7, 9, 10, 42, 99, 100, 101, 109, 110, 999, 1000, 1001, 10_005, 123_456, 1_000_000, usize::MAX] {
            let mut s = String::new();
            super::uint(&mut s, n);
            assert_eq!(s, n.to_string());
        }
    }
}
