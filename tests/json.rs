//! The hand-written JSON of `src/json.rs` is byte for byte serde_json's.

use sourcelight::result::{Attribution, Figure, FigureKind, Flag, FlagKind, Quote, Range, Source, SourceType};
use sourcelight::Annotations;

fn same(a: &Annotations) {
    assert_eq!(a.to_json(), serde_json::to_string(a).unwrap());
}

/// Every article under tests/articles, as the pipeline tags it.
#[test]
fn articles_write_as_serde_json_does() {
    let mut n = 0;
    for entry in std::fs::read_dir("tests/articles").unwrap() {
        let path = entry.unwrap().path();
        if let Ok(text) = std::fs::read_to_string(&path) {
            same(&sourcelight::annotate(&text));
            n += 1;
        }
    }
    assert!(n > 0);
}

/// Every field form: nulls and values, each enum name, escapes, floats.
#[test]
fn every_value_form_writes_as_serde_json_does() {
    let r = |start, end| Range { start, end };
    let kinds = [
        FigureKind::Count,
        FigureKind::Percent,
        FigureKind::Money,
        FigureKind::Measure,
        FigureKind::Duration,
        FigureKind::Range,
        FigureKind::Approximate,
        FigureKind::Fraction,
        FigureKind::Ordinal,
        FigureKind::Date,
        FigureKind::Time,
        FigureKind::Age,
        FigureKind::Other,
    ];
    let values = [
        None,
        Some(0.0),
        Some(-0.0),
        Some(979.0),
        Some(-1.5),
        Some(1.0 / 3.0),
        Some(0.000623),
        Some(1e15),
        Some(1e16),
        Some(123456789012345678.0),
        Some(1e300),
        Some(5e-324),
        Some(f64::NAN),
        Some(f64::INFINITY),
    ];
    let figures = kinds
        .iter()
        .zip(values.iter().cycle())
        .map(|(&kind, &value)| Figure {
            start: 0,
            end: usize::MAX,
            quantity: r(7, 4_294_967_295),
            kind,
            value,
            source: if value.is_some() { Some(12) } else { None },
            via: value.map(|_| r(10, 100)),
        })
        .chain(values.iter().map(|&value| Figure {
            start: 1,
            end: 2,
            quantity: r(1, 2),
            kind: FigureKind::Count,
            value,
            source: None,
            via: None,
        }))
        .collect();
    let sources = [SourceType::Person, SourceType::Organisation, SourceType::Media, SourceType::Group, SourceType::Unknown]
        .iter()
        .enumerate()
        .map(|(i, &kind)| Source {
            name: ["Jane \"JD\" Doe", "back\\slash", "tab\tnew\nline\r", "\u{0}\u{1}\u{8}\u{c}\u{1f}\u{7f}", "Zoë 北京 😀"][i].to_string(),
            mentions: (0..i).map(|k| r(k, k + 3)).collect(),
            kind,
            anonymous: i % 2 == 0,
        })
        .collect();
    let flags = [
        FlagKind::QuoteWithoutSpeaker,
        FlagKind::FigureWithoutSource,
        FlagKind::AnonymousSource,
        FlagKind::VagueAttribution,
        FlagKind::UnclosedQuote,
        FlagKind::SingleSource,
    ]
    .iter()
    .map(|&kind| Flag { kind, start: 3, end: 30, message: "60% of \"quotes\" come from X".to_string() })
    .collect();
    let a = Annotations {
        quotes: vec![
            Quote { start: 0, end: 5, speaker: None, via: None, attribution: None, scare: false, continues: false, unclosed: false },
            Quote { start: 9, end: 50, speaker: Some(0), via: Some(r(60, 70)), attribution: Some(3), scare: true, continues: true, unclosed: true },
        ],
        figures,
        attributions: vec![
            Attribution { start: 1, end: 2, source: None, via: None, content_parts: vec![], vague: true },
            Attribution {
                start: 10,
                end: 14,
                source: Some(1),
                via: Some(r(0, 8)),
                content_parts: vec![r(20, 40), r(50, 60)],
                vague: false,
            },
            Attribution { start: 70, end: 74, source: None, via: None, content_parts: vec![r(80, 90)], vague: false },
        ],
        sources,
        flags,
        length: 12345,
    };
    same(&a);
    same(&Annotations::default());
}

/// A long result spilled in pieces joins to the one-buffer JSON.
#[test]
fn spilled_pieces_join_to_the_whole() {
    let text = "\"We will rebuild,\" said Zoë Ålund, the mayor. Officials counted 4,062 homes.\n".repeat(3000);
    let a = sourcelight::annotate(&text);
    let mut joined = String::new();
    let mut pieces = 0;
    let mut buf = String::new();
    a.write_json(&mut buf, &mut |piece| {
        joined.push_str(piece);
        piece.clear();
        pieces += 1;
    });
    joined.push_str(&buf);
    assert!(pieces > 2, "{pieces} pieces");
    assert_eq!(joined, a.to_json());
}

/// The contract's `content`: one unbroken span is an object, a content the
/// cue and its source split is the list of its parts (PolNeAR's convention,
/// which the scorer reads), and `content_parts` is always a list.
#[test]
fn split_content_is_a_list_of_parts() {
    let content_of = |text: &str| {
        let json: serde_json::Value = serde_json::from_str(&sourcelight::annotate(text).to_json()).unwrap();
        let a = &json["attributions"][0];
        let units: Vec<u16> = text.encode_utf16().collect();
        let at = |c: &serde_json::Value, key: &str| c[key].as_u64().unwrap() as usize;
        let slice = |c: &serde_json::Value| String::from_utf16(&units[at(c, "start")..at(c, "end")]).unwrap();
        let parts: Vec<String> = a["content_parts"].as_array().unwrap().iter().map(slice).collect();
        match &a["content"] {
            serde_json::Value::Array(list) => (list.iter().map(slice).collect::<Vec<_>>(), parts, true),
            one => (vec![slice(one)], parts, false),
        }
    };
    let (content, parts, list) = content_of("The mayor said the levee would hold.");
    assert_eq!((content.as_slice(), list), (&["the levee would hold".to_string()][..], false));
    assert_eq!(parts, content);
    let (content, parts, list) = content_of("\u{201c}The levee will hold,\u{201d} the mayor said. \u{201c}We built it well.\u{201d}");
    assert!(list, "an interrupted quotation is a list");
    assert_eq!(content.len(), 2, "{content:?}");
    assert!(content[1].contains("We built it well"), "{content:?}");
    assert_eq!(parts, content);
}
