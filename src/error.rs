//! Errors a caller can be told about.

use thiserror::Error;

/// Why the core (or the CLI around it) could not annotate a text.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum Error {
    /// The text is larger than the core accepts.
    #[error("the text is {bytes} bytes; sourcelight annotates at most {limit} bytes at once")]
    TooLarge {
        /// Size of the text.
        bytes: usize,
        /// The limit, [`crate::MAX_INPUT_BYTES`].
        limit: usize,
    },
    /// The input is not UTF-8 text.
    #[error("{name}: not UTF-8 text (invalid byte at offset {offset})")]
    NotUtf8 {
        /// File name or "standard input".
        name: String,
        /// Byte offset of the first invalid byte.
        offset: usize,
    },
}
