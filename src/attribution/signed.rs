//! Signed quotations: a quotation followed by a dash and the name of who
//! said it (`"We will win." ― Jo Li`, `"..." - Sen. Jo Li.`), the way
//! epigraphs, reader comments and fact checks credit a quote. PolNeAR marks
//! the dash alone as the cue, the name as the source and the quotation as
//! the content.

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
            let g = after.len() - after.trim_start().len();
            let line = crate::bytes::slice(after, g..).lines().next().unwrap_or("");
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
        if dash == '-' && crate::bytes::slice(rest, 1..).starts_with('-') {
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
        let w = w.trim_end();
        if w.is_empty() {
            break;
        }
        let core = crate::bytes::trim_end_of(w, &['.', ',', ';', ':', '!', '?']);
        // An initial ("G.") or a title ("Sen.") keeps its period inside
        // the name; any other period or comma ends it.
        let abbrev = w.ends_with('.') && (core.char_count() == 1 || TITLES.contains(core.as_bytes()));
        let stop = core.len() < w.len() && !abbrev;
        let cap = core.first_is(char::is_uppercase);
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
