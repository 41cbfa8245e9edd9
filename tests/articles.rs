//! Whole articles, written for the project in news style, checked end to end
//! through the public API: the quotes and who said them, the figures and
//! their values, the cues.
#![cfg(not(target_arch = "wasm32"))]

use sourcelight::{annotate, Annotations};

fn load(name: &str) -> String {
    let path = format!("{}/tests/articles/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The text of a UTF-16 range, as JavaScript would slice it.
fn slice(text: &str, start: usize, end: usize) -> String {
    let units: Vec<u16> = text.encode_utf16().collect();
    String::from_utf16(&units[start..end]).expect("whole characters")
}

struct Article {
    text: String,
    result: Annotations,
}

impl Article {
    fn new(name: &str) -> Self {
        let text = load(name);
        let result = annotate(&text);
        Article { text, result }
    }

    /// (quote text, speaker name or "")
    fn quotes(&self) -> Vec<(String, String)> {
        self.result
            .quotes
            .iter()
            .map(|q| {
                let who = q.speaker.map_or(String::new(), |s| self.result.sources[s].name.clone());
                (slice(&self.text, q.start, q.end), who)
            })
            .collect()
    }

    fn figure(&self, wanted: &str) -> Option<&sourcelight::result::Figure> {
        self.result.figures.iter().find(|f| slice(&self.text, f.start, f.end) == wanted)
    }

    fn cues(&self) -> Vec<String> {
        self.result.attributions.iter().map(|a| slice(&self.text, a.start, a.end)).collect()
    }
}

/// Quotes with a "said X, the Y of Z" cue, a follow-on quote in the same
/// paragraph, "said X, who …", a pronoun speaker; figures with currency and
/// scale, durations, percentages with "more than"; "according to".
#[test]
fn harbor_bridge() {
    let a = Article::new("harbor-bridge.txt");
    let quotes = a.quotes();
    let expect = [
        ("\"We cannot keep patching a structure that was built for lighter traffic,\"", "Maria Okafor"),
        ("\"The engineers told us the deck has reached the end of its life.\"", "Maria Okafor"),
        ("\"Three months is a long time for a shop that lives on foot traffic,\"", "Dev Patel"),
        ("\"It would have doubled the time and raised the price,\"", "Ruth Lemaire"),
    ];
    assert_eq!(quotes.len(), expect.len(), "{quotes:#?}");
    for ((got, who), (want, want_who)) in quotes.iter().zip(expect) {
        assert_eq!(got, want);
        assert!(who.contains(want_who), "{want} is by {want_who}, got {who:?}");
    }
    assert_eq!(a.figure("$4.2 million").and_then(|f| f.value), Some(4_200_000.0));
    assert_eq!(a.figure("More than 70%").map(|f| f.value), Some(Some(70.0)), "the modifier stays in the span");
    let cues = a.cues();
    for cue in ["said", "according to"] {
        assert!(cues.iter().any(|c| c.contains(cue)), "cue {cue} in {cues:?}");
    }
}

/// A quotation over two paragraphs (the first reopens without closing) is
/// two quotes with one speaker; "told reporters"; curly marks.
#[test]
fn storm_season() {
    let a = Article::new("storm-season.txt");
    let quotes = a.quotes();
    assert_eq!(quotes.len(), 4, "{quotes:#?}");
    assert!(quotes[0].0.starts_with("\"The ocean") && quotes[0].1.contains("Varga"), "{:?}", quotes[0]);
    assert!(quotes[2].0.starts_with("“Roads clog") && quotes[2].0.ends_with("within hours."));
    assert!(quotes[3].0.starts_with("“Nobody") && quotes[3].0.ends_with("either.”"));
    assert_eq!(a.result.quotes[2].continues, true, "the paragraph reopens the quotation");
    assert_eq!(quotes[2].1, quotes[3].1, "one speaker for the whole quotation");
    assert!(a.result.quotes.iter().all(|q| !q.unclosed));
    assert!(a.result.figures.iter().any(|f| slice(&a.text, f.start, f.end).contains("25 percent")));
}
