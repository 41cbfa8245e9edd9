//! Byte offsets to UTF-16 code units.
//!
//! JavaScript strings, the DOM and the result contract count UTF-16 code
//! units. Converting in JavaScript costs two to three times the tagging, so
//! the core converts every offset it emits here. A mark every [`BLOCK`]
//! bytes (a table a sixteenth the size of the text) lets each offset be
//! converted on its own, in place: no list of every offset, no sort.

/// Bytes between two marks.
const BLOCK: usize = 64;

/// The flag of a mark whose block is all ASCII: an offset in it is the
/// mark plus the bytes into the block, read off without a scan.
const ASCII: u32 = 1 << 31;

/// Converts byte offsets of one text to UTF-16 offsets.
pub struct Utf16Mapper<'a> {
    bytes: &'a [u8],
    /// UTF-16 units before the start of each block, with [`ASCII`] set
    /// when the block is all ASCII (the core takes at most 64 MiB, so
    /// the units fit in the other 31 bits).
    marks: Vec<u32>,
}

impl<'a> Utf16Mapper<'a> {
    /// A mapper over `text`, in one pass over it.
    pub fn new(text: &'a str) -> Self {
        let bytes = text.as_bytes();
        let mut marks = Vec::with_capacity(bytes.len() / BLOCK + 1);
        let mut total = 0u32;
        for block in bytes.chunks(BLOCK) {
            let ascii = crate::bytes::is_ascii(block);
            marks.push(if ascii { total | ASCII } else { total });
            total = total.wrapping_add(if ascii { block.len() } else { units(block) } as u32);
        }
        marks.push(total);
        Utf16Mapper { bytes, marks }
    }

    /// The UTF-16 offset of byte offset `byte`.
    ///
    /// The core only makes offsets on char boundaries; one that is not is
    /// rounded up to the next boundary, so that the result never points
    /// inside a surrogate pair. Offsets past the end give the length.
    pub fn map(&self, byte: usize) -> usize {
        let byte = byte.min(self.bytes.len());
        let block = byte / BLOCK;
        let mark = self.marks.get(block).copied().unwrap_or(0);
        if mark & ASCII != 0 {
            return (mark & !ASCII) as usize + (byte - block * BLOCK);
        }
        mark as usize + units(self.bytes.get(block * BLOCK..byte).unwrap_or(&[]))
    }
}

/// UTF-16 code units of the characters that start in `bytes`: one per
/// character, two for the four-byte (astral) ones; continuation bytes none.
fn units(bytes: &[u8]) -> usize {
    // Most of a news text is ASCII, which `is_ascii` checks a word at a time.
    if crate::bytes::is_ascii(bytes) {
        return bytes.len();
    }
    // In the WASM byte by byte, as before: the block count below is 270
    // bytes of code there, for texts with curly quotes only.
    if cfg!(target_arch = "wasm32") {
        return bytes.iter().map(|&b| usize::from(b & 0xC0 != 0x80) + usize::from(b >= 0xF0)).sum();
    }
    // Natively eight bytes at a time: a continuation byte (`10xxxxxx`) has
    // its top bit set and the next one clear, an astral lead byte
    // (`11110xxx`, or higher) its four top bits set; each kind counted by
    // its top bits.
    const TOP: u64 = 0x8080_8080_8080_8080;
    let mut blocks = bytes.chunks_exact(8);
    let mut n = 0;
    for block in &mut blocks {
        let x = crate::bytes::le_u64(block);
        let continuation = x & !(x << 1) & TOP;
        let astral = x & x << 1 & x << 2 & x << 3 & TOP;
        n += 8 - continuation.count_ones() as usize + astral.count_ones() as usize;
    }
    n + blocks.remainder().iter().map(|&b| usize::from(b & 0xC0 != 0x80) + usize::from(b >= 0xF0)).sum::<usize>()
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
        let m = Utf16Mapper::new(text);
        assert_eq!((m.map(3), m.map(14)), (3, 14));
    }

    #[test]
    fn accents_and_astral_emoji_count_as_javascript_does() {
        // Long enough to cross several marks, with characters of every width
        // straddling block boundaries.
        let text = "Café 😀 “quoted” naïve ".repeat(20);
        let m = Utf16Mapper::new(&text);
        for (b, _) in text.char_indices().chain([(text.len(), ' ')]) {
            assert_eq!(m.map(b), to16(&text, b), "byte {b}");
        }
    }

    #[test]
    fn ascii_blocks_between_others_are_read_off() {
        // All-ASCII blocks before, between and after blocks with accents
        // and astral characters, and a text ending on a block's end.
        let text = format!("{}é{}😀—{}", "a".repeat(130), "b".repeat(190), "c".repeat(73));
        for t in [text.as_str(), &text[..256], &"d".repeat(128)] {
            let m = Utf16Mapper::new(t);
            for (b, _) in t.char_indices().chain([(t.len(), ' ')]) {
                assert_eq!(m.map(b), to16(t, b), "byte {b}");
            }
        }
    }

    /// `units` counts eight bytes at a time as one at a time does, for
    /// every byte value at every place in the block.
    #[test]
    fn units_of_every_byte_everywhere() {
        let one = |b: &[u8]| b.iter().map(|&b| usize::from(b & 0xC0 != 0x80) + usize::from(b >= 0xF0)).sum::<usize>();
        for b in 0u8..=255 {
            for at in 0..19 {
                let mut bytes = [b'a'; 19];
                bytes[at] = b;
                bytes[18 - at / 2] = 0x80;
                for len in [8, 9, 16, 19] {
                    assert_eq!(units(&bytes[..len]), one(&bytes[..len]), "{b:#x} at {at}, {len} bytes");
                }
            }
        }
    }

    #[test]
    fn an_offset_inside_a_character_rounds_up() {
        let text = "a😀b";
        let m = Utf16Mapper::new(text);
        for inside in 2..5 {
            assert_eq!(m.map(inside), 3, "byte {inside}");
        }
        assert_eq!(m.map(99), 4);
    }
}
