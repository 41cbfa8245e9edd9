//! # sourcelight
//!
//! Tags **quotes, figures and attributions** in news article text, and says
//! who each one comes from, so an editor reviewing sourcing sees at a glance
//! which claims have a source, which an anonymous one, and which none.
//!
//! The core is plain Rust with no JavaScript in it; the same code serves the
//! native CLI (`sourcelight annotate`) and the browser (through
//! `src/wasm.rs`, compiled only for `wasm32`).
//!
//! ```
//! let text = "\"We will rebuild,\" said Jane Doe, the mayor. Officials counted 4,062 homes.";
//! let result = sourcelight::annotate(text);
//! assert_eq!(result.quotes.len(), 1);
//! let speaker = result.quotes[0].speaker.expect("the quote has a speaker");
//! assert_eq!(result.sources[speaker].name, "Jane Doe");
//! assert!(result.figures.iter().any(|f| f.value == Some(4062.0)));
//! // Offsets count UTF-16 code units, as JavaScript strings do.
//! assert_eq!(result.quotes[0].start, 0);
//! ```
//!
//! ## Pipeline
//!
//! Data flows one way: text in, [`segment`] (paragraphs, sentences, words),
//! the detectors ([`quote`], [`figure`], [`attribution`]), [`source`] (one
//! registry of who is cited), [`link`] (quotes and figures to their sources),
//! [`flags`] (what an editor should look at), and out through
//! [`result::Annotations::into_utf16`]. No stage keeps state between calls.

pub mod attribution;
pub mod bytes;
pub mod cue;
pub mod error;
pub mod figure;
pub mod fold;
pub mod flags;
pub mod json;
pub mod link;
pub mod offsets;
pub mod order;
pub mod quote;
pub mod result;
pub mod segment;
pub mod source;
pub mod seq;
pub mod span;
pub mod wordset;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

/// The WASM's allocator: talc instead of std's dlmalloc, for less code in
/// the download (BENCHMARKS.md, section 6). Single-threaded: the module
/// is built without atomics.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

pub use error::Error;
pub use result::Annotations;
pub use span::Span;

/// Largest text the core accepts, in bytes (64 MiB): beyond it a caller gets
/// [`Error::TooLarge`] instead of an out-of-memory abort.
pub const MAX_INPUT_BYTES: usize = 64 << 20;

/// Annotates one article. Offsets in the result are UTF-16 code units, end
/// exclusive.
///
/// Never panics on any input; text over [`MAX_INPUT_BYTES`] gets an empty
/// result (use [`try_annotate`] to be told).
pub fn annotate(text: &str) -> Annotations {
    try_annotate(text).unwrap_or_default()
}

/// Annotates one article, or says why it cannot.
pub fn try_annotate(text: &str) -> Result<Annotations, Error> {
    if text.len() > MAX_INPUT_BYTES {
        return Err(Error::TooLarge { bytes: text.len(), limit: MAX_INPUT_BYTES });
    }
    Ok(annotate_bytes(text).into_utf16(text))
}

/// The pipeline, with byte offsets.
fn annotate_bytes(text: &str) -> Annotations {
    let doc = segment::Doc::new(text);
    let quotes = quote::find(&doc);
    let figures = figure::find(&doc);
    let cues = attribution::find(&doc, &quotes);
    let registry = source::Registry::build(&doc, &cues, &quotes);
    let mut out = link::link(&doc, &quotes, &figures, &cues, &registry);
    out.flags = flags::review(&doc, &out);
    out
}
