//! The JavaScript face of the core: the only module that knows about JS.
//!
//! Two ways out, measured in `bench/`: [`annotate`] builds the result as
//! JavaScript objects through serde-wasm-bindgen; [`annotate_json`] returns
//! one JSON string that `JSON.parse` turns into the same objects, often
//! faster for large results because it crosses the boundary once.

use wasm_bindgen::prelude::*;

/// Installs a panic hook that reports the panic message on the console,
/// so that a trap in the page says what happened. Runs once, when the module
/// is instantiated.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        gloo::console::error!(format!("sourcelight panicked: {info}"));
    }));
}

/// Annotates one article; returns the result object of the contract
/// (offsets in UTF-16 code units, end exclusive).
///
/// Throws an `Error` with a clear message for text the core does not take
/// (over 64 MiB); the text itself is never touched.
#[wasm_bindgen]
pub fn annotate(text: &str) -> Result<JsValue, JsError> {
    let result = crate::try_annotate(text).map_err(|e| JsError::new(&e.to_string()))?;
    let ser = serde_wasm_bindgen::Serializer::json_compatible();
    serde::Serialize::serialize(&result, &ser).map_err(|e| JsError::new(&e.to_string()))
}

/// Annotates one article; returns the result as a JSON string.
///
/// The JSON is three to four times the size of the text, more than the
/// tagging itself ever holds, and WebAssembly memory never shrinks. So it
/// is handed to JavaScript in pieces of [`PIECE`] bytes as it is written
/// and joined there: it never lives whole in linear memory.
#[wasm_bindgen(js_name = annotateJson)]
pub fn annotate_json(text: &str) -> Result<js_sys::JsString, JsError> {
    let result = crate::try_annotate(text).map_err(|e| JsError::new(&e.to_string()))?;
    let mut out = Pieces { buf: Vec::with_capacity(PIECE + PIECE / 4), json: js_sys::JsString::from("") };
    serde_json::to_writer(&mut out, &result).map_err(|_| JsError::new("the result could not be written as JSON"))?;
    out.hand_over(out.buf.len());
    Ok(out.json)
}

/// Bytes of JSON gathered before they go to JavaScript.
const PIECE: usize = 64 << 10;

/// A writer that passes what it gets on to a JavaScript string in pieces.
struct Pieces {
    buf: Vec<u8>,
    json: js_sys::JsString,
}

impl Pieces {
    /// Appends the first `n` bytes to the JavaScript string. `n` is the
    /// length of the buffer or just after an ASCII byte, so the piece ends
    /// on a character boundary.
    fn hand_over(&mut self, n: usize) {
        if let Ok(piece) = std::str::from_utf8(&self.buf[..n]) {
            self.json = self.json.concat(&js_sys::JsString::from(piece).into());
            self.buf.drain(..n);
        }
    }
}

impl std::io::Write for Pieces {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.buf.extend_from_slice(bytes);
        if self.buf.len() >= PIECE {
            if let Some(last) = self.buf.iter().rposition(u8::is_ascii) {
                self.hand_over(last + 1);
            }
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The version of the core.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
