//! Checks shared by the Node and the Chromium wasm-bindgen-test suites: the
//! exported API, called as JavaScript calls it, with text whose UTF-8 and
//! UTF-16 offsets differ.

use js_sys::{Array, JsString, Reflect};
use wasm_bindgen::{JsCast, JsValue};

/// Accents (2 bytes, 1 unit) and an astral emoji (4 bytes, 2 units) before
/// the quote, so byte offsets would land in the wrong place.
pub const TEXT: &str = "Café 😀 naïve: “We will rebuild,” said Zoë Ortega. It cost $4.2 million.";

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &JsValue::from_str(key)).expect("property exists")
}

fn num(v: &JsValue, key: &str) -> u32 {
    get(v, key).as_f64().expect("a number") as u32
}

/// The JS string slice `[start, end)` in UTF-16 units, as the page takes it.
fn js_slice(text: &str, start: u32, end: u32) -> String {
    JsString::from(text).slice(start, end).into()
}

/// A result object's quote, figure and source offsets point at the right
/// JavaScript string indices.
pub fn object_offsets_are_utf16() {
    let result = sourcelight::wasm::annotate(TEXT).expect("annotates");
    let quotes: Array = get(&result, "quotes").dyn_into().expect("an array");
    assert_eq!(quotes.length(), 1);
    let q = quotes.get(0);
    assert_eq!(js_slice(TEXT, num(&q, "start"), num(&q, "end")), "“We will rebuild,”");
    let figures: Array = get(&result, "figures").dyn_into().expect("an array");
    let f = figures.iter().find(|f| get(f, "value").as_f64() == Some(4_200_000.0)).expect("the money figure");
    assert_eq!(js_slice(TEXT, num(&f, "start"), num(&f, "end")), "$4.2 million");
    let sources: Array = get(&result, "sources").dyn_into().expect("an array");
    let speaker = get(&q, "speaker").as_f64().expect("the quote has a speaker") as u32;
    let name: String = get(&sources.get(speaker), "name").as_string().expect("a name");
    assert_eq!(name, "Zoë Ortega");
    assert_eq!(num(&result, "length") as usize, TEXT.encode_utf16().count());
}

/// The JSON path returns the same result as the object path.
pub fn json_matches_object() {
    let json: String = sourcelight::wasm::annotate_json(TEXT).expect("annotates").into();
    let parsed = js_sys::JSON::parse(&json).expect("valid JSON");
    let object = sourcelight::wasm::annotate(TEXT).expect("annotates");
    let a: String = js_sys::JSON::stringify(&parsed).expect("stringifies").into();
    let b: String = js_sys::JSON::stringify(&object).expect("stringifies").into();
    assert_eq!(a, b);
}

/// A result whose JSON runs to many pieces (it is handed to JavaScript in
/// 64 KB pieces as it is written) arrives whole: the same string as the
/// core's one-buffer JSON, non-ASCII names included.
pub fn long_json_arrives_whole() {
    let text = format!("{TEXT}\n").repeat(1500);
    let json: String = sourcelight::wasm::annotate_json(&text).expect("annotates").into();
    assert!(json.len() > 4 * (64 << 10), "{} bytes of JSON", json.len());
    assert_eq!(json, sourcelight::annotate(&text).to_json());
}

/// Empty and hostile text gives a result, not a trap.
pub fn odd_input_does_not_trap() {
    for text in ["", "\"", "“".repeat(2000).as_str(), "\u{0}\r\r\n\u{200b}", "9".repeat(5000).as_str()] {
        let r = sourcelight::wasm::annotate(text).expect("annotates");
        assert!(get(&r, "quotes").is_object());
    }
}

/// In the WASM a short word list is packed shortest first and a lookup
/// stops at the first word longer than the key (`wordset::WordList`, a
/// WASM-only path the native unit tests cannot reach): every word is still
/// found, exactly and but for case, whatever order it was written in, and
/// no near miss is.
pub fn short_word_lists_stop_past_the_key() {
    let list = sourcelight::words!["would", "it", "said", "an", "a", "says", "they"];
    for w in ["would", "it", "said", "an", "a", "says", "they"] {
        assert!(list.contains(w.as_bytes()), "{w}");
        assert!(list.contains_ignore_case(w.to_uppercase().as_bytes()), "{w}");
    }
    for w in ["", "b", "is", "sad", "sayz", "them", "woulds", "wouldn't"] {
        assert!(!list.contains(w.as_bytes()) && !list.contains_ignore_case(w.as_bytes()), "{w}");
    }
}

/// Defines the suite's `#[wasm_bindgen_test]` functions, so the Node and the
/// Chromium files declare the same tests without repeating them.
#[macro_export]
macro_rules! wasm_suite {
    ($($name:ident),* $(,)?) => {
        $(
            #[wasm_bindgen_test::wasm_bindgen_test]
            fn $name() {
                wasm_common::$name();
            }
        )*
    };
}
