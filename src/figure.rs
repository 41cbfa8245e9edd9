//! Figures: stated quantities, their kind and normalised value.
//!
//! Every way news states a number: digits ("4,062", "$4.2bn"), words
//! ("Thirty-eight", "half a million"), fractions, multipliers, vague
//! quantities ("hundreds"), with the modifier kept in the span ("more than
//! 70%") and the counted noun left out ("4,062 homes" → "4,062"). Dates,
//! clock times, ordinals and ages are tagged with their own kinds; numbers
//! that are parts of names and codes ("Air Force One", "G-20", phone
//! numbers, links) are not figures.
//!
//! The module reads its own tokens ([`lex`]), finer than the segmenter's
//! words, through a bounds-safe view ([`cx`]); [`number`] reads the number
//! itself, [`quantity`] what surrounds it, and [`scan`] decides at each
//! token which pattern holds. Linear in the text; never panics.

mod cx;
mod decimal;
mod lex;
mod lexicon;
mod number;
mod quantity;
mod scan;

use crate::result::FigureKind;
use crate::segment::Doc;
use crate::Span;

/// A stated quantity found in the text.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Found {
    /// Modifier + number + unit or scale; never the counted noun.
    pub span: Span,
    /// The quantity without its modifiers: "70%" in "more than 70%", "30"
    /// in "at least 30 or more"; the whole span when there is none. Lets a
    /// reader compare with taggers that leave modifiers out.
    pub quantity: Span,
    /// What kind of quantity.
    pub kind: FigureKind,
    /// The normalised value, when there is one and it fits.
    pub value: Option<f64>,
}

/// Bytes of text tokenized at a time, rounded up to the next line break.
/// No figure crosses a line, so a long text is scanned block by block and
/// only one block's tokens (several times the size of its text) are ever
/// alive: the figure stage had been the memory peak of the whole pipeline.
const BLOCK: usize = 16 << 10;

/// Finds every figure in the document, in text order, none overlapping.
pub fn find(doc: &Doc) -> Vec<Found> {
    let text = doc.text;
    let mut out = Vec::new();
    let mut start = 0;
    while start < text.len() {
        let end = block_end(text, start);
        let block = crate::bytes::slice(text, start..end);
        // The block lower-cased once, for the tokens' forms (`lex::lex`).
        let low = block.to_ascii_lowercase();
        let cx = cx::Cx::new(block, &low);
        // A loop: in the WASM `extend` of a mapped `into_iter` is three
        // functions of its own.
        let found = scan::scan(&cx);
        out.reserve(found.len());
        for f in found {
            out.push(f.shifted(start));
        }
        start = end;
    }
    out
}

/// The end of the block that starts at `start`: just after the first line
/// break at least [`BLOCK`] bytes on, or the end of the text.
fn block_end(text: &str, start: usize) -> usize {
    let from = start.saturating_add(BLOCK);
    match text.as_bytes().get(from..).and_then(|rest| rest.iter().position(|&b| b == b'\n')) {
        Some(k) => from + k + 1,
        None => text.len(),
    }
}

impl Found {
    /// The same figure with its spans moved `by` bytes to the right.
    fn shifted(self, by: usize) -> Found {
        let shift = |s: Span| Span::new(s.start + by, s.end + by);
        Found { span: shift(self.span), quantity: shift(self.quantity), ..self }
    }
}

#[cfg(test)]
mod tests;
