//! Figures: stated quantities, their kind and normalised value.
//!
//! Works on the words of [`Doc`]: a number word (digits with separators and
//! decimals), the currency sign before it, and the scale or unit after it.

use crate::result::FigureKind;
use crate::segment::Doc;
use crate::Span;

/// A stated quantity found in the text.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Found {
    /// Modifier + number + unit or scale; never the counted noun.
    pub span: Span,
    /// What kind of quantity.
    pub kind: FigureKind,
    /// The normalised value, when there is one and it fits.
    pub value: Option<f64>,
}

/// Finds every figure in the document, in text order.
pub fn find(doc: &Doc) -> Vec<Found> {
    let text = doc.text;
    let words = &doc.words;
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        let s = &text[w.start..w.end];
        let Some(mut value) = parse_digits(s) else {
            i += 1;
            continue;
        };
        let mut span = w;
        let mut kind = FigureKind::Count;
        let before = text[..w.start].chars().next_back();
        if matches!(before, Some('$' | '€' | '£' | '¥')) {
            span.start -= before.map_or(0, char::len_utf8);
            kind = FigureKind::Money;
        }
        if text[w.end..].starts_with('%') {
            span.end += 1;
            kind = FigureKind::Percent;
        } else if let Some(&next) = words.get(i + 1) {
            let gap = &text[w.end..next.start];
            if gap.chars().all(|c| c == ' ') && !gap.is_empty() {
                let nw = text[next.start..next.end].to_ascii_lowercase();
                let scale = match nw.as_str() {
                    "million" => Some(1e6),
                    "billion" => Some(1e9),
                    "trillion" => Some(1e12),
                    _ => None,
                };
                if let Some(m) = scale {
                    value = value.map(|v| v * m);
                    span.end = next.end;
                    i += 1;
                } else if nw == "percent" {
                    span.end = next.end;
                    kind = FigureKind::Percent;
                    i += 1;
                }
            }
        }
        out.push(Found { span, kind, value: value.filter(|v| v.is_finite()) });
        i += 1;
    }
    out
}

/// "4,062" → 4062, "0.5" → 0.5; `None` for words that are not plain numbers.
/// A number too long to be meaningful still parses (to a float) or gives
/// `None`; it never panics.
fn parse_digits(word: &str) -> Option<Option<f64>> {
    let first = word.chars().next()?;
    if !first.is_ascii_digit() {
        return None;
    }
    if !word.chars().all(|c| c.is_ascii_digit() || c == ',' || c == '.') {
        return None;
    }
    let cleaned: String = word.chars().filter(|&c| c != ',').collect();
    Some(cleaned.parse::<f64>().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn figs(text: &str) -> Vec<(String, FigureKind, Option<f64>)> {
        let doc = Doc::new(text);
        find(&doc).into_iter().map(|f| (doc.slice(f.span).to_string(), f.kind, f.value)).collect()
    }

    #[test]
    fn digits_percent_and_money() {
        assert_eq!(figs("They counted 4,062 homes."), [("4,062".into(), FigureKind::Count, Some(4062.0))]);
        assert_eq!(figs("Turnout hit 70%."), [("70%".into(), FigureKind::Percent, Some(70.0))]);
        assert_eq!(figs("It cost $4.2 million."), [("$4.2 million".into(), FigureKind::Money, Some(4_200_000.0))]);
        assert_eq!(figs("Up 12 percent."), [("12 percent".into(), FigureKind::Percent, Some(12.0))]);
    }

    #[test]
    fn a_five_thousand_digit_number_does_not_panic() {
        let text = "9".repeat(5000);
        let got = figs(&text);
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].2, None, "a value that does not fit is null");
    }
}
