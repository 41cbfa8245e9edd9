//! Lower-casing for matching keys, without the Unicode case tables.
//!
//! Keys for names ("Zoë Ortega" ↔ "ZOË ORTEGA"), acronyms and head nouns are
//! compared, never shown. `str::to_lowercase` would bring the whole Unicode
//! lower-case table (about 12 KB) into the WebAssembly download; this folds
//! the scripts English news writes names in (ASCII, Latin-1, Latin
//! Extended-A, Greek and Cyrillic capitals) and keeps every other character
//! as it is. Every key goes through here, so keys agree with each other.

/// `text` with its capitals folded to small letters (see the module docs).
pub fn fold(text: &str) -> String {
    if crate::bytes::is_ascii(text.as_bytes()) {
        return text.to_ascii_lowercase();
    }
    // By `char_at` (one decoder for all scans), not `chars()`.
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while let Some(c) = crate::bytes::char_at(text, i) {
        crate::bytes::put_char(&mut out, fold_char(c));
        i += c.len_utf8();
    }
    out
}

/// One character folded to its small letter, if it is a capital of the
/// scripts above.
pub fn fold_char(c: char) -> char {
    let u = c as u32;
    let small = match u {
        0x41..=0x5A => u + 0x20,
        // À–Þ but the multiplication sign.
        0xC0..=0xDE if u != 0xD7 => u + 0x20,
        // Latin Extended-A pairs its letters capital first; the parity
        // changes at Ĺ and back at Ŋ. Ÿ and İ have no neighbouring pair.
        0x178 => 0xFF,
        0x130 => 0x69,
        0x100..=0x137 | 0x14A..=0x177 if u % 2 == 0 => u + 1,
        0x139..=0x148 | 0x179..=0x17E if u % 2 == 1 => u + 1,
        // Greek, with its accented capitals, and Cyrillic Ѐ–Я.
        0x386 => 0x3AC,
        0x388..=0x38A => u + 0x25,
        0x38C => 0x3CC,
        0x38E..=0x38F => u + 0x3F,
        0x391..=0x3AB if u != 0x3A2 => u + 0x20,
        0x400..=0x40F => u + 0x50,
        0x410..=0x42F => u + 0x20,
        _ => u,
    };
    char::from_u32(small).unwrap_or(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_as_the_unicode_tables_do_for_the_scripts_of_names() {
        // Every character of the folded ranges, and their neighbours, agree
        // with std's full lower-casing (İ aside: std gives two characters).
        for u in (0x20..0x180).chain(0x386..0x3CF).chain(0x400..0x460) {
            let Some(c) = char::from_u32(u) else { continue };
            if c == 'İ' {
                continue;
            }
            let want: String = c.to_lowercase().collect();
            assert_eq!(fold_char(c).to_string(), want, "U+{u:04X} {c}");
        }
        assert_eq!(fold("ZOË ORTEGA’s"), "zoë ortega’s");
        assert_eq!(fold("Łódź ŞAHİN"), "łódź şahin");
        assert_eq!(fold("ΑΘΗΝΑ Москва"), "αθηνα москва");
    }

    #[test]
    fn other_scripts_are_kept_as_they_are() {
        assert_eq!(fold("東京 A"), "東京 a");
    }
}
