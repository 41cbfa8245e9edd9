//! The result as compact JSON, written by hand.
//!
//! Why not `serde_json::to_string`: in the WebAssembly build the derived
//! serializers, inlined into each export, cost more code than this whole
//! module. The bytes are exactly serde_json's (`tests/json.rs` compares the
//! two on every kind of value): fields in declaration order, `null` for
//! `None`, strings escaped as serde_json escapes them, figure values in
//! serde_json's number layout (`json/float.rs`, without its float printer).

mod float;

use crate::result::{Annotations, Attribution, Content, Figure, FigureKind, Flag, FlagKind, Quote, Range, Source, SourceType};

/// Bytes of JSON gathered before [`Annotations::write_json`] offers them to
/// its `spill` callback.
pub const PIECE: usize = 64 << 10;

impl Annotations {
    /// The result as compact JSON, the same bytes as `serde_json::to_string`.
    pub fn to_json(&self) -> String {
        let mut out = String::new();
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
        w.out.push_str("{\"quotes\":");
        w.list(&self.quotes, quote);
        w.out.push_str(",\"figures\":");
        w.list(&self.figures, figure);
        w.out.push_str(",\"attributions\":");
        w.list(&self.attributions, attribution);
        w.out.push_str(",\"sources\":");
        w.list(&self.sources, source);
        w.out.push_str(",\"flags\":");
        w.list(&self.flags, flag);
        w.out.push_str(",\"length\":");
        uint(w.out, self.length);
        w.out.push('}');
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
        self.out.push('[');
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                self.out.push(',');
            }
            item(self.out, x, self.long);
            if self.out.len() >= PIECE {
                (self.spill)(self.out);
            }
        }
        self.out.push(']');
    }
}

fn quote(out: &mut String, q: &Quote, _: &dyn Fn(f64) -> String) {
    key_uint(out, "{\"start\":", q.start);
    key_uint(out, ",\"end\":", q.end);
    out.push_str(",\"speaker\":");
    opt_uint(out, q.speaker);
    out.push_str(",\"via\":");
    opt_range(out, q.via);
    out.push_str(",\"attribution\":");
    opt_uint(out, q.attribution);
    key_bool(out, ",\"scare\":", q.scare);
    key_bool(out, ",\"continues\":", q.continues);
    key_bool(out, ",\"unclosed\":", q.unclosed);
    out.push('}');
}

fn figure(out: &mut String, f: &Figure, long: &dyn Fn(f64) -> String) {
    key_uint(out, "{\"start\":", f.start);
    key_uint(out, ",\"end\":", f.end);
    out.push_str(",\"quantity\":");
    range(out, f.quantity);
    out.push_str(",\"kind\":\"");
    out.push_str(f.kind.name());
    out.push_str("\",\"value\":");
    match f.value {
        Some(v) => float::write(out, v, long),
        None => out.push_str("null"),
    }
    out.push_str(",\"source\":");
    opt_uint(out, f.source);
    out.push_str(",\"via\":");
    opt_range(out, f.via);
    out.push('}');
}

fn attribution(out: &mut String, a: &Attribution, _: &dyn Fn(f64) -> String) {
    key_uint(out, "{\"start\":", a.start);
    key_uint(out, ",\"end\":", a.end);
    out.push_str(",\"source\":");
    opt_uint(out, a.source);
    out.push_str(",\"via\":");
    opt_range(out, a.via);
    out.push_str(",\"content\":");
    match a.content() {
        Content::Span(r) => opt_range(out, r),
        Content::Parts(parts) => ranges(out, parts),
    }
    out.push_str(",\"content_parts\":");
    ranges(out, &a.content_parts);
    key_bool(out, ",\"vague\":", a.vague);
    out.push('}');
}

fn source(out: &mut String, s: &Source, _: &dyn Fn(f64) -> String) {
    out.push_str("{\"name\":");
    string(out, &s.name);
    out.push_str(",\"mentions\":");
    ranges(out, &s.mentions);
    out.push_str(",\"type\":\"");
    out.push_str(s.kind.name());
    out.push('"');
    key_bool(out, ",\"anonymous\":", s.anonymous);
    out.push('}');
}

fn flag(out: &mut String, f: &Flag, _: &dyn Fn(f64) -> String) {
    out.push_str("{\"kind\":\"");
    out.push_str(f.kind.name());
    out.push('"');
    key_uint(out, ",\"start\":", f.start);
    key_uint(out, ",\"end\":", f.end);
    out.push_str(",\"message\":");
    string(out, &f.message);
    out.push('}');
}

fn range(out: &mut String, r: Range) {
    key_uint(out, "{\"start\":", r.start);
    key_uint(out, ",\"end\":", r.end);
    out.push('}');
}

fn ranges(out: &mut String, rs: &[Range]) {
    out.push('[');
    for (i, &r) in rs.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        range(out, r);
    }
    out.push(']');
}

fn opt_range(out: &mut String, r: Option<Range>) {
    match r {
        Some(r) => range(out, r),
        None => out.push_str("null"),
    }
}

fn opt_uint(out: &mut String, n: Option<usize>) {
    match n {
        Some(n) => uint(out, n),
        None => out.push_str("null"),
    }
}

/// `key` is the JSON text before the value: separator, name and colon.
fn key_uint(out: &mut String, key: &str, n: usize) {
    out.push_str(key);
    uint(out, n);
}

fn key_bool(out: &mut String, key: &str, b: bool) {
    out.push_str(key);
    out.push_str(if b { "true" } else { "false" });
}

/// Decimal digits, most significant first.
fn uint(out: &mut String, n: usize) {
    if n >= 10 {
        uint(out, n / 10);
    }
    out.push(char::from(b'0' + (n % 10) as u8));
}

/// A JSON string: `"`, `\` and control characters escaped as serde_json
/// escapes them (short forms where JSON has them, `\u00XX` otherwise).
fn string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if c < ' ' => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                let b = c as usize;
                out.push_str("\\u00");
                out.push(char::from(HEX[b >> 4]));
                out.push(char::from(HEX[b & 15]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
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
