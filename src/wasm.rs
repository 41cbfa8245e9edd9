//! The JavaScript face of the core: the only module that knows about JS.
//!
//! Two ways out, measured in `bench/`: [`annotate_json`] returns the result
//! as one JSON string (written by `src/json.rs`, crossing the boundary in
//! pieces); [`annotate`] returns the objects `JSON.parse` makes of it.

use wasm_bindgen::prelude::*;

/// Installs a panic hook that reports the panic message on the console,
/// so that a trap in the page says what happened. Runs once, when the module
/// is instantiated.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        // Written by hand, not `info.to_string()`: its `Display` links
        // core's padding and `u32` printing for the location (0.3 KB gz).
        let payload = info.payload();
        let message = payload.downcast_ref::<&str>().copied().or_else(|| payload.downcast_ref::<String>().map(String::as_str));
        let mut out = String::from("sourcelight panicked");
        if let Some(at) = info.location() {
            crate::bytes::put(&mut out, " at ");
            crate::bytes::put(&mut out, at.file());
            crate::bytes::put(&mut out, ":");
            crate::bytes::push_uint(&mut out, u64::from(at.line()));
        }
        crate::bytes::put(&mut out, ": ");
        crate::bytes::put(&mut out, message.unwrap_or("(no message)"));
        gloo::console::error!(out);
    }));
}

/// Annotates one article; returns the result object of the contract
/// (offsets in UTF-16 code units, end exclusive).
///
/// Built by `JSON.parse` of [`annotate_json`]'s string: the same objects as
/// serializing field by field into JavaScript (serde-wasm-bindgen), for
/// less code in the module, and as fast or faster on long results because
/// the result crosses the boundary once.
///
/// Throws an `Error` with a clear message for text the core does not take
/// (over 64 MiB); the text itself is never touched.
#[wasm_bindgen]
pub fn annotate(text: &str) -> Result<JsValue, JsError> {
    parse_json(&annotate_json(text)?).map_err(|_| JsError::new("the result could not be read as JSON"))
}

#[wasm_bindgen]
extern "C" {
    /// `JSON.parse` of a JavaScript string, which js-sys only offers for a
    /// Rust `&str` (a copy of the whole JSON into linear memory).
    #[wasm_bindgen(js_namespace = JSON, js_name = parse, catch)]
    fn parse_json(text: &js_sys::JsString) -> Result<JsValue, JsValue>;
}

/// Annotates one article; returns the result as a JSON string.
///
/// The JSON is three to four times the size of the text, more than the
/// tagging itself ever holds, and WebAssembly memory never shrinks. So it
/// is handed to JavaScript in pieces of about [`crate::json::PIECE`] bytes
/// as it is written and joined there: it never lives whole in linear memory.
#[wasm_bindgen(js_name = annotateJson)]
pub fn annotate_json(text: &str) -> Result<js_sys::JsString, JsError> {
    let result = crate::try_annotate(text).map_err(|e| JsError::new(&e.message()))?;
    let mut json = js_sys::JsString::from("");
    let mut buf = String::with_capacity(crate::json::PIECE + crate::json::PIECE / 4);
    let spill = &mut |piece: &mut String| {
        json = json.concat(&js_sys::JsString::from(piece.as_str()).into());
        piece.clear();
    };
    result.write_json_with(&mut buf, spill, &js_number_text);
    Ok(json)
}

#[wasm_bindgen]
extern "C" {
    /// JavaScript's `String(v)` of a number: its shortest round-trip
    /// digits, as serde_json's printer finds them.
    #[wasm_bindgen(js_name = String)]
    fn js_number_text(v: f64) -> String;
}

/// The version of the core.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
