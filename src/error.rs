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

impl Error {
    /// The message `Display` prints, written without `core::fmt`.
    ///
    /// Why: the WASM reports errors with it; `to_string()` there linked the
    /// derived `Display` and `alloc::fmt::format` (about 0.7 KB of code).
    pub fn message(&self) -> String {
        let mut out = String::new();
        match self {
            Error::TooLarge { bytes, limit } => {
                crate::bytes::put(&mut out, "the text is ");
                crate::bytes::push_uint(&mut out, *bytes as u64);
                crate::bytes::put(&mut out, " bytes; sourcelight annotates at most ");
                crate::bytes::push_uint(&mut out, *limit as u64);
                crate::bytes::put(&mut out, " bytes at once");
            }
            Error::NotUtf8 { name, offset } => {
                crate::bytes::put(&mut out, name);
                crate::bytes::put(&mut out, ": not UTF-8 text (invalid byte at offset ");
                crate::bytes::push_uint(&mut out, *offset as u64);
                crate::bytes::put_char(&mut out, ')');
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::Error;

    #[test]
    fn message_is_what_display_prints() {
        for e in [
            Error::TooLarge { bytes: 16_777_217, limit: 16_777_216 },
            Error::TooLarge { bytes: 0, limit: 10 },
            Error::NotUtf8 { name: "standard input".into(), offset: 0 },
            Error::NotUtf8 { name: "notes from Ames.txt".into(), offset: 4_096 },
        ] {
            assert_eq!(e.message(), e.to_string());
        }
    }
}
