//! Signed quotations: a quotation followed by a dash and the name of who
//! said it (`"We will win." ― Jo Li`, `"..." - Sen. Jo Li.`), the way
//! epigraphs, reader comments and fact checks credit a quote. PolNeAR marks
//! the dash alone as the cue, the name as the source and the quotation as
//! the content.
//!
//! Labelled quotations are their mirror: a name and a colon in a
//! dash-set segment before the quotation (`Pollsters agree -
//! Jo Li: "…"`, `More from the report: "…"`), the way news roundups and
//! live blogs credit an excerpt. PolNeAR marks the colon as the cue.

use crate::bytes::Trim as _;
use crate::bytes::Chars as _;
use super::Found;
use crate::words;
use crate::wordset::WordList;
use crate::quote;
use crate::Span;

/// Dashes that sign a quotation.
const DASHES: &[char] = &['―', '—', '–', '-'];

/// Most words in a signature name.
const MAX_WORDS: usize = 6;

/// Lower-case words allowed inside a name ("Julie de la Cruz").
const PARTICLES: WordList = words!["de", "la", "del", "van", "von", "der", "da", "di", "le", "bin", "al", "y"];

/// Titles written with a period before a name.
const TITLES: WordList = words!["Mr", "Mrs", "Ms", "Dr", "Sen", "Rep", "Gov", "Gen", "Rev", "Prof", "Lt", "Col", "Sgt", "Capt", "Jr", "Sr", "St"];

/// Finds every quotation signed with a dash and a name.
pub fn find(text: &str, quotes: &[quote::Found]) -> Vec<Found> {
    let mut out = Vec::new();
    for q in quotes.iter().filter(|q| !q.scare && !q.continues) {
        let after = crate::bytes::slice(text, q.span.end..);
        let gap = after.len() - crate::bytes::trim_start_of(after, &[' ', '\u{a0}', '\t']).len();
        // The signature may also be the next paragraph, alone: `"..."` then
        // `- Jo Li.` on a line of its own.
        let gap = if crate::bytes::slice(after, gap..).first_is(|c| matches!(c, '\n' | '\r')) {
            let g = after.len() - after.trim_space_start().len();
            // `lines().next()` by hand: `lines` searches with core's memchr,
            // linked into the WASM for this site alone.
            let rest = crate::bytes::slice(after, g..);
            let line = match rest.find_char('\n') {
                Some(i) => crate::bytes::slice(rest, ..i).strip_suffix("\r").unwrap_or(crate::bytes::slice(rest, ..i)),
                None => rest,
            };
            if line.len() > 80 {
                continue;
            }
            g
        } else {
            gap
        };
        let rest = crate::bytes::slice(after, gap..);
        let Some(dash) = rest.first_char().filter(|c| DASHES.contains(c)) else { continue };
        // "--" is a dash too; a hyphen must stand apart from the name or
        // the line start ("-Jo Li" after a quote still signs it).
        let mut dash_len = dash.len_utf8();
        if dash == '-' && crate::bytes::slice(rest, 1..).starts_with("-") {
            dash_len = 2;
        }
        let cue = Span::new(q.span.end + gap, q.span.end + gap + dash_len);
        let tail = crate::bytes::slice(text, cue.end..);
        let lead = tail.len() - crate::bytes::trim_start_of(tail, &[' ', '\u{a0}']).len();
        let name_start = cue.end + lead;
        let Some(name) = name_at(text, name_start) else { continue };
        out.push(Found {
            cue,
            source: Some(name),
            name: Some(name),
            content: Some(q.span),
            vague: false,
            source_after: true,
            continuation: None,
            lead: None,
        });
    }
    out
}

/// Openers of a label that credits a document or person by any noun
/// phrase ("From the report:", "More from Jo Li:").
const FROM: &[&str] = &["From ", "More from "];

/// Finds every quotation introduced by a label: a name after a spaced
/// dash, or "From" and a noun phrase, and a colon right before the
/// quotation. Elsewhere a colon before a quotation
/// ends a clause ("He had one word for Li: "No."") whose subject, not its
/// last name, is the speaker.
pub fn labelled(text: &str, quotes: &[quote::Found]) -> Vec<Found> {
    let mut out = Vec::new();
    for q in quotes.iter().filter(|q| !q.scare && !q.continued) {
        let before = crate::bytes::trim_end_of(crate::bytes::slice(text, ..q.span.start), &[' ', '\u{a0}']);
        if !before.ends_with(":") {
            continue;
        }
        let colon = before.len() - 1;
        let line_start = crate::bytes::rfind_of(crate::bytes::slice(text, ..colon), &['\n']).map_or(0, |i| i + 1);
        let line = crate::bytes::slice(text, line_start..colon);
        // The segment after the last spaced dash. A name opening the line
        // is left alone: in a headline (`Jo Li: 'We Will Win'`) PolNeAR
        // marks no attribution, and a paragraph opening `Li: "…"` is as
        // often a transcript's turn.
        let dash = spaced_dash_end(line);
        let seg_start = dash.map_or(line_start, |i| line_start + i);
        let seg = crate::bytes::slice(text, seg_start..colon);
        let seg_start = seg_start + (seg.len() - seg.trim_space_start().len());
        let seg = seg.trim_space_start();
        let from = FROM.iter().find(|f| seg.starts_with(*f)).map_or(0, |f| f.len());
        let at = seg_start + from;
        let name = if from > 0 {
            phrase_at(text, at, colon)
        } else if dash.is_some() {
            name_at(text, at).filter(|n| n.end == colon && is_mixed_case(crate::bytes::slice(text, at..colon)))
        } else {
            None
        };
        let Some(name) = name else { continue };
        out.push(Found {
            cue: Span::new(colon, colon + 1),
            source: Some(name),
            name: Some(name),
            content: Some(q.span),
            vague: false,
            source_after: false,
            continuation: None,
            lead: None,
        });
    }
    out
}

/// Where the last dash with a space before it ends in `line` (a hyphen
/// inside a name, "Cobb-Hunter", is passed over).
fn spaced_dash_end(line: &str) -> Option<usize> {
    let mut end = line.len();
    while let Some(i) = crate::bytes::rfind_of(crate::bytes::slice(line, ..end), &['-', '\u{2014}', '\u{2013}']) {
        if crate::bytes::slice(line, ..i).ends_with(" ") {
            let dash = crate::bytes::char_at(line, i).map_or(1, char::len_utf8);
            return Some(i + dash);
        }
        end = i;
    }
    None
}

/// A noun phrase of at most [`MAX_WORDS`] words from `at` to `end`, with
/// no digit or quotation mark: the document after "From".
fn phrase_at(text: &str, at: usize, end: usize) -> Option<Span> {
    let p = crate::bytes::slice(text, at..end);
    // The words split at spaces: one more than the spaces (bytes, not a
    // splitter decoding characters).
    let words = p.bytes().filter(|&b| b == b' ').count() + 1;
    let plain = !p.any_is(|c| c.is_ascii_digit() || matches!(c, '"' | '“' | '”' | ',' | '.'));
    (plain && !p.is_empty() && words <= MAX_WORDS).then(|| Span::new(at, end))
}

/// A name in capitals and small letters: a heading in capitals ("BREAKING:")
/// or a single letter ("Q:") labels no speaker.
fn is_mixed_case(name: &str) -> bool {
    name.any_is(crate::bytes::is_lower) && name.len() > 1
}

/// The name that starts at byte `at`: capitalised words (particles
/// allowed inside), ending at the line end, a period, a comma or a
/// parenthesis. `None` when what follows is no name.
fn name_at(text: &str, at: usize) -> Option<Span> {
    let line_end = crate::bytes::slice(text, at..).find_char('\n').map_or(text.len(), |i| at + i);
    let line = crate::bytes::slice(text, at..line_end);
    let mut end = at;
    let mut words = 0;
    let mut pos = 0;
    for w in crate::bytes::split_by(line, |c| c == ' ') {
        let start = pos;
        pos += w.len() + 1;
        // A no-break space ends a name as a space does ("Jo Li\u{a0}" at
        // a line end): it is no part of the source span.
        let w = w.trim_space_end();
        if w.is_empty() {
            break;
        }
        let core = crate::bytes::trim_end_of(w, &['.', ',', ';', ':', '!', '?']);
        // An initial ("G.") or a title ("Sen.") keeps its period inside
        // the name; any other period or comma ends it.
        let abbrev = w.ends_with(".") && (core.char_count() == 1 || TITLES.contains(core.as_bytes()));
        let stop = core.len() < w.len() && !abbrev;
        let cap = core.first_is(crate::bytes::is_upper);
        if !(cap || words > 0 && PARTICLES.contains(core.as_bytes())) || core.any_is(|c| c.is_ascii_digit() || matches!(c, '"' | '“' | '”' | '(' | '@')) {
            break;
        }
        words += 1;
        end = at + start + core.len();
        if words > MAX_WORDS {
            return None;
        }
        if stop {
            break;
        }
    }
    // A name, not a sentence: at least one word, and what follows it on
    // the line is at most a short credit ("tweeting after ...") or nothing.
    (words >= 1 && end > at).then(|| Span::new(at, end))
}
