//! Byte offsets to UTF-16 code units, in one pass over the text.
//!
//! JavaScript strings, the DOM and the result contract count UTF-16 code
//! units. Converting in JavaScript costs two to three times the tagging, so
//! the core converts every offset it emits here: it gathers the byte offsets,
//! sorts them, and walks the text once, never building a table the size of
//! the input.

/// Converts many byte offsets of one text to UTF-16 offsets.
pub struct Utf16Mapper<'a> {
    text: &'a str,
}

impl<'a> Utf16Mapper<'a> {
    /// A mapper over `text`.
    pub fn new(text: &'a str) -> Self {
        Utf16Mapper { text }
    }

    /// Rewrites every offset behind the given mutable references in place.
    ///
    /// Each offset must be a char boundary of the text (the core only makes
    /// such offsets); one that is not is rounded up to the next boundary so
    /// that the result never points inside a surrogate pair.
    pub fn convert(&self, offsets: &mut [&mut usize]) {
        let order = crate::order::sorted_indices(offsets.iter().map(|o| **o as u64));
        let bytes = self.text.as_bytes();
        let mut byte = 0usize;
        let mut unit = 0usize;
        for i in order {
            let i = i as usize;
            let target = (*offsets[i]).min(bytes.len());
            while byte < target {
                let b = bytes[byte];
                let (width, units) = match b {
                    0x00..=0x7F => (1, 1),
                    0xC0..=0xDF => (2, 1),
                    0xE0..=0xEF => (3, 1),
                    0xF0..=0xF7 => (4, 2),
                    _ => (1, 0), // continuation byte: only reached from a bad offset
                };
                byte += width;
                unit += units;
            }
            *offsets[i] = unit;
        }
    }

    /// UTF-16 length of the whole text.
    pub fn len_utf16(&self) -> usize {
        self.text.encode_utf16().count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn to16(text: &str, byte: usize) -> usize {
        text[..byte].encode_utf16().count()
    }

    #[test]
    fn ascii_offsets_are_unchanged() {
        let text = "He said \"yes\".";
        let (mut a, mut b) = (3usize, 14usize);
        Utf16Mapper::new(text).convert(&mut [&mut a, &mut b]);
        assert_eq!((a, b), (3, 14));
    }

    #[test]
    fn accents_and_astral_emoji_count_as_javascript_does() {
        let text = "Café 😀 “quoted” naïve";
        let offsets: Vec<usize> = text.char_indices().map(|(i, _)| i).chain([text.len()]).collect();
        let mut got = offsets.clone();
        let mut refs: Vec<&mut usize> = got.iter_mut().rev().collect();
        Utf16Mapper::new(text).convert(&mut refs);
        for (b, u) in offsets.iter().zip(&got) {
            assert_eq!(*u, to16(text, *b), "byte {b}");
        }
    }
}
