//! Segmentation: paragraphs, sentences and words, the first stage of the
//! pipeline. Every later stage reads positions from here.

use crate::bytes::Trim as _;
use crate::bytes::Chars as _;
use crate::bytes::SameIc as _;
use crate::bytes::Has;
use crate::Span;
use crate::seq::Seq;
use crate::words;
use crate::wordset::WordList;

/// The text with its paragraphs, sentences and words.
#[derive(Debug)]
pub struct Doc<'a> {
    /// The article, unchanged.
    pub text: &'a str,
    /// Non-blank lines, trimmed of surrounding white space, in order.
    pub paragraphs: Seq<Span>,
    /// Sentences, in order; none crosses a paragraph boundary.
    pub sentences: Seq<Span>,
    /// Words: runs of letters, digits and word-internal `'`, `’`, `-`, `.`
    /// (for "U.S.", "don't", "well-known", "4.5"), in order.
    pub words: Seq<Span>,
    /// For every [`WORD_BLOCK`] bytes of the text, the first word starting
    /// at or after the block's start: where [`Doc::word_from`] starts.
    /// Native only: the WASM binary-searches the words (the marks cost
    /// about 70 bytes gzipped there).
    #[cfg(not(target_arch = "wasm32"))]
    word_marks: Vec<u32>,
}

/// Bytes of text per entry of [`Doc`]'s word marks.
///
/// Why: the rules ask `word_from` about 100 K times on polnear-dev; a
/// binary search over all words took about 60 instructions a call, a walk
/// from the block's mark over the few words that start in a block before
/// the position about half that. News text has about ten words in 64 bytes.
#[cfg(not(target_arch = "wasm32"))]
const WORD_BLOCK: usize = 64;

/// Abbreviations whose period does not end a sentence.
pub(crate) const ABBREVIATIONS: WordList = words![
    "mr", "mrs", "ms", "dr", "prof", "sen", "rep", "gov", "gen", "col", "lt", "sgt", "capt", "cmdr",
    "adm", "maj", "st", "jr", "sr", "rev", "hon", "pres", "supt", "det", "insp", "no", "vs", "etc",
    "inc", "ltd", "co", "corp", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept",
    "oct", "nov", "dec", "mt", "ft", "u.s", "u.k", "u.n", "d.c", "a.m", "p.m", "e.g", "i.e", "approx",
    // "Roe v. Wade": a case name's "v." ends no sentence.
    "v",
];

impl<'a> Doc<'a> {
    /// Segments `text`. Linear in the length of the text.
    pub fn new(text: &'a str) -> Self {
        let paragraphs = paragraphs(text);
        let mut sentences = Vec::new();
        for &p in &paragraphs {
            split_sentences(text, p, &mut sentences);
        }
        let words = words(text);
        #[cfg(not(target_arch = "wasm32"))]
        let word_marks = {
            let mut word_marks = Vec::with_capacity(text.len() / WORD_BLOCK + 1);
            let mut i = 0;
            for block in 0..=text.len() / WORD_BLOCK {
                while words.get(i).is_some_and(|w| w.start < block * WORD_BLOCK) {
                    i += 1;
                }
                // Texts are at most 64 MiB: word indexes fit 32 bits.
                word_marks.push(i as u32);
            }
            word_marks
        };
        Doc {
            text,
            paragraphs: Seq::new(paragraphs),
            sentences: Seq::new(sentences),
            words: Seq::new(words),
            #[cfg(not(target_arch = "wasm32"))]
            word_marks,
        }
    }

    /// The text a span covers.
    pub fn slice(&self, span: Span) -> &'a str {
        crate::bytes::slice(self.text, span.start..span.end)
    }

    /// Is mention `m` a dateline (`WASHINGTON (AP) —`, `LOS ANGELES, May
    /// 2 —`): a place in capitals opening its paragraph, then a bracket,
    /// comma or dash? It reads as the first sentence's subject but names
    /// no source.
    pub fn is_dateline(&self, m: Span) -> bool {
        // A bracket, comma or dash must follow: one character turns away
        // most mentions before the name's characters are read.
        let after = crate::bytes::slice(self.text, m.end..).trim_space_start();
        if !after.first_is(|c| matches!(c, '(' | ',' | '—' | '–' | '-')) {
            return false;
        }
        let name = self.slice(m);
        if name.len() <= 3 || !name.any_is(crate::bytes::is_alpha) {
            return false;
        }
        // Asked last: most mentions are no dateline by what follows them,
        // and finding the paragraph costs more than those tests.
        let opens = || self.paragraph_at(m.start).and_then(|p| self.paragraphs.get(p)).is_some_and(|p| crate::bytes::slice(self.text, p.start..m.start).trim_space().is_empty());
        let dash = |s: &str| s.first_is(|c| matches!(c, '—' | '–')) || s.starts_with("--");
        // A city in any case before an agency's credit and a dash: "New
        // York (AFP) –".
        // The `)` by `find_byte_of`, not `split_once` (its searcher).
        let inside = after.strip_prefix("(").unwrap_or("");
        let credit = crate::bytes::find_byte_of(inside.as_bytes(), b')', b')', false)
            .is_some_and(|k| k <= 12 && dash(crate::bytes::slice(inside, k + 1..).trim_space_start()));
        let caps = !name.any_is(crate::bytes::is_lower);
        (credit || caps && (after.first_is(|c| matches!(c, '(' | ',')) || dash(after))) && opens()
    }

    /// Is mention `m` in a byline (`By Jo Li, Finance Reporter`): a short
    /// paragraph of its own opening with "By" and a capital, no sentence?
    /// It names the article's author, no source, and the descriptions
    /// later in the text ("the finance director") are not the author.
    pub fn is_byline(&self, m: Span) -> bool {
        let Some(p) = self.paragraph_at(m.start).and_then(|p| self.paragraphs.get(p)) else {
            return false;
        };
        // Bytes, not chars: no Unicode case or space tables in the WASM.
        let b = self.slice(*p).as_bytes().trim_ascii();
        let opens = (b.starts_with(b"By ") || b.starts_with(b"BY ")) && b.get(3).is_some_and(u8::is_ascii_uppercase);
        opens && b.iter().filter(|&&c| c == b' ').count() < 8 && !matches!(b.last(), Some(b'.' | b'!' | b'?' | b':'))
    }

    /// Index of the paragraph holding byte `pos`, if any.
    pub fn paragraph_at(&self, pos: usize) -> Option<usize> {
        index_at(&self.paragraphs, pos)
    }

    /// Index of the sentence holding byte `pos`, if any.
    pub fn sentence_at(&self, pos: usize) -> Option<usize> {
        index_at(&self.sentences, pos)
    }

    /// Index of the first word starting at or after `pos`.
    pub fn word_from(&self, pos: usize) -> usize {
        #[cfg(target_arch = "wasm32")]
        {
            self.words.partition_point(|w| w.start < pos)
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            // Past the text's end (no mark) every word starts before `pos`.
            let Some(&mark) = self.word_marks.get(pos / WORD_BLOCK) else { return self.words.len() };
            let mut i = mark as usize;
            while self.words.get(i).is_some_and(|w| w.start < pos) {
                i += 1;
            }
            i
        }
    }
}

/// Does the gap between two words hold a dash that sets off a phrase:
/// "—" or "–" (spaced or not), "--", or a hyphen spaced on both sides
/// (wire copy typed without a dash)? A hyphen inside a word is none.
pub fn is_dash_gap(gap: &str) -> bool {
    gap.has_any(&['—', '–']) || gap.trim_space() == "--" || gap.len() > 2 && gap.trim_space() == "-"
}

fn index_at(spans: &[Span], pos: usize) -> Option<usize> {
    let i = spans.partition_point(|s| s.end <= pos);
    (i < spans.len() && spans[i].start <= pos).then_some(i)
}

/// Lines with something on them: a paragraph is one line, the convention of
/// pasted articles and of every gold file. `\r\n` and a lone `\r` end lines
/// too.
fn paragraphs(text: &str) -> Vec<Span> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut start = 0;
    while start <= bytes.len() {
        let end = crate::bytes::find_byte_of(&bytes[start..], b'\n', b'\r', false).map_or(bytes.len(), |k| start + k);
        let span = trim(text, Span::new(start, end));
        if !span.is_empty() {
            out.push(span);
        }
        start = end + 1;
    }
    out
}

/// The span without leading and trailing white space.
pub fn trim(text: &str, span: Span) -> Span {
    let s = crate::bytes::slice(text, span.start..span.end);
    let lead = s.len() - s.trim_space_start().len();
    let trail = s.len() - s.trim_space_end().len();
    if lead == s.len() {
        return Span::new(span.start, span.start);
    }
    Span::new(span.start + lead, span.end - trail)
}

fn is_closer(c: char) -> bool {
    matches!(c, '"' | '\'' | '”' | '’' | '»' | ')' | ']')
}

/// Splits one paragraph at `.`, `!` or `?` (and closing marks after them)
/// followed by a space and a capital, digit or opening mark, unless the word
/// before the period is an abbreviation or a single initial.
fn split_sentences(text: &str, para: Span, out: &mut Vec<Span>) {
    let p = crate::bytes::slice(text, para.start..para.end);
    let bytes = p.as_bytes();
    let mut start = 0;
    // Sentence ends are ASCII: the scan jumps from one to the next.
    let mut from = 0;
    while let Some(i) = bytes.get(from..).and_then(|b| b.iter().position(|&b| matches!(b, b'.' | b'!' | b'?'))).map(|k| from + k) {
        let c = char::from(*crate::seq::at(bytes, i));
        let mut end = i + 1;
        while let Some(d) = crate::bytes::char_at(p, end).filter(|&d| is_closer(d) || matches!(d, '.' | '!' | '?')) {
            end += d.len_utf8();
        }
        from = end;
        let rest = crate::bytes::slice(p, end..);
        let after = rest.trim_space_start();
        if after.len() == rest.len() || after.is_empty() {
            continue;
        }
        let mut next = after.first_char().unwrap_or(' ');
        // A parenthesis opening a sentence of its own: "… in reach. (The
        // odds are slim.)" A word with a capital inside decides; an
        // abbreviation in capitals does not ("SPRINGVALE, Ore. (AP) —").
        if matches!(next, '(' | '[') {
            // `(` and `[` are one byte; by `char_at`, not `chars()`.
            let c1 = crate::bytes::char_at(after, 1).unwrap_or(' ');
            let c2 = crate::bytes::char_at(after, 1 + c1.len_utf8()).unwrap_or(' ');
            next = if crate::bytes::is_upper(c1) && !crate::bytes::is_upper(c2) && !matches!(c2, ')' | ']' | '.') { c1 } else { ' ' };
        }
        if !(crate::bytes::is_upper(next) || next.is_ascii_digit() || matches!(next, '"' | '“' | '‘' | '\'' | '«')) {
            continue;
        }
        if c == '.' && is_abbreviation(crate::bytes::slice(p, start..i), next) && !opens_after_initials(crate::bytes::slice(p, start..i), after) {
            continue;
        }
        out.push(trim(text, Span::new(para.start + start, para.start + end)));
        start = end;
    }
    let last = trim(text, Span::new(para.start + start, para.end));
    if !last.is_empty() {
        out.push(last);
    }
}

/// Words that open a sentence and never go on a name: after a run of
/// initials ("in the U.S. He said") they start a new sentence.
const OPENERS: &[&str] = &["He", "She", "It", "They", "We", "I", "The", "But", "This", "That", "There"];

/// Does a run of two or more initials ("U.S", "D.C") end a sentence,
/// the word after it being one of [`OPENERS`]?
fn opens_after_initials(before: &str, after: &str) -> bool {
    let word = crate::bytes::after_last(before, |c| crate::bytes::is_space(c) || matches!(c, '(' | '"' | '“'));
    let next = crate::bytes::before_first(after, |c| !crate::bytes::is_alpha(c));
    word.len() >= 3 && word.has('.') && OPENERS.contains(&next)
}

fn is_abbreviation(before: &str, next: char) -> bool {
    let word = crate::bytes::after_last(before, |c| crate::bytes::is_space(c) || matches!(c, '(' | '"' | '“'));
    // A title after a hyphen: "then-Sen. Jo Li".
    let word = crate::bytes::after_last(word, |c| c == '-');
    // An initial ("John F. Kennedy") or a run of them ("J.K. Rowling").
    if crate::bytes::split_by(word, |c| c == '.').all(|w| w.char_count() == 1 && w.all_are(crate::bytes::is_upper)) {
        return true;
    }
    // Compared case-blind, no lower-cased copy: this runs at every period
    // before a capital (1,760 copies, an allocation each, on polnear-dev).
    // "No. 5" numbers; "The union said no. Jo Li said yes." ends.
    if word.same_ic("no") && !next.is_ascii_digit() {
        return false;
    }
    ABBREVIATIONS.contains_ignore_case(word.as_bytes())
}

fn words(text: &str) -> Vec<Span> {
    let bytes = text.as_bytes();
    // News text has a word every six bytes or so (5.6 to 6.9 in
    // polnear-dev's texts): sized at one per five, the vector is not
    // grown. At one per eight, every text grew it once, a copy of the whole
    // (0.45 M instructions on polnear-dev).
    let mut out = Vec::with_capacity(text.len() / 5);
    let mut start: Option<usize> = None;
    let mut i = 0;
    while let Some(c) = crate::bytes::char_at(text, i) {
        let at = i;
        i += c.len_utf8();
        if crate::bytes::is_alnum(c) {
            start.get_or_insert(at);
            // The rest of a run of ASCII letters and digits at once.
            i += crate::bytes::ascii_run(bytes, i, true);
            continue;
        }
        if let Some(s) = start {
            let joiner = matches!(c, '\'' | '’' | '-' | '.' | ',');
            let next = crate::bytes::char_at(text, i);
            // Looked at only after a comma: this runs at the end of every
            // word. The byte before a non-letter inside a word ends a letter
            // or digit, an ASCII digit only when that byte is one.
            let digits_around = || next.is_some_and(|d| d.is_ascii_digit()) && at > 0 && bytes[at - 1].is_ascii_digit();
            // "4,062" and "4.5" stay one word; "U.S." and "don't" too; a comma
            // only joins digits.
            let keep = joiner && next.is_some_and(crate::bytes::is_alnum) && (c != ',' || digits_around());
            if keep {
                continue;
            }
            out.push(Span::new(s, at));
            start = None;
        }
    }
    if let Some(s) = start {
        out.push(Span::new(s, text.len()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `word_from` answers as a binary search over the words would, at
    /// every byte of texts shorter and longer than a block, and past the end.
    #[test]
    fn word_from_answers_as_a_binary_search() {
        let long = "Jo Li said “the 4,062 homes” were   sold.\n\nU.S. officials — who declined — agreed. ".repeat(9);
        for text in ["", "a", " said", "Yes.", long.as_str()] {
            let d = Doc::new(text);
            for pos in 0..text.len() + 200 {
                assert_eq!(d.word_from(pos), d.words.partition_point(|w| w.start < pos), "{pos} in {text:?}");
            }
        }
    }

    #[test]
    fn paragraphs_are_lines_with_text() {
        let d = Doc::new("One.\n\n  Two.\r\nThree.\rFour.");
        let got: Vec<&str> = d.paragraphs.iter().map(|&s| d.slice(s)).collect();
        assert_eq!(got, ["One.", "Two.", "Three.", "Four."]);
    }

    #[test]
    fn sentences_skip_titles_and_initials() {
        let d = Doc::new("Sen. Warren spoke to John F. Kennedy Jr. on Monday. He left! \"Why?\" she asked.");
        let got: Vec<&str> = d.sentences.iter().map(|&s| d.slice(s)).collect();
        assert_eq!(got, ["Sen. Warren spoke to John F. Kennedy Jr. on Monday.", "He left!", "\"Why?\" she asked."]);
    }

    #[test]
    fn a_parenthesis_with_a_capital_opens_a_sentence() {
        let d = Doc::new("The levy passed. (It had failed twice.) Turnout was low (about 20 percent). [Editor's note: corrected.]");
        let got: Vec<&str> = d.sentences.iter().map(|&s| d.slice(s)).collect();
        assert_eq!(got, ["The levy passed.", "(It had failed twice.)", "Turnout was low (about 20 percent).", "[Editor's note: corrected.]"]);
        // Lower case inside: an aside that goes on with the same sentence;
        // an agency's initials after a state's abbreviation: a dateline.
        let d = Doc::new("It passed 5-4. (or so the clerk said.)");
        assert_eq!(d.sentences.len(), 1);
        let d = Doc::new("SPRINGVALE, Ore. (AP) \u{2014} A clerk was charged.");
        assert_eq!(d.sentences.len(), 1);
    }

    #[test]
    fn sentences_skip_case_names_initial_runs_and_hyphenated_titles() {
        let cases: &[(&str, &str, &[&str])] = &[
            ("a case name's 'v.'", "Li cited Roe v. Wade in court. It failed.", &["Li cited Roe v. Wade in court.", "It failed."]),
            ("a run of initials", "She read J.K. Rowling at dawn. Then she slept.", &["She read J.K. Rowling at dawn.", "Then she slept."]),
            ("a title after a hyphen", "He met then-Sen. Jo Li there. They spoke.", &["He met then-Sen. Jo Li there.", "They spoke."]),
            ("a run of initials before a pronoun ends the sentence", "He cited attacks in the U.S. He left early.", &["He cited attacks in the U.S.", "He left early."]),
            ("a run of initials before a name goes on", "The U.S. Army left.", &["The U.S. Army left."]),
            ("'No.' before a number abbreviates it", "She won No. 5 twice. Then she slept.", &["She won No. 5 twice.", "Then she slept."]),
            ("the word 'no' ends a sentence before a capital", "The union said no. Jo Li said yes.", &["The union said no.", "Jo Li said yes."]),
        ];
        for &(name, text, want) in cases {
            let d = Doc::new(text);
            let got: Vec<&str> = d.sentences.iter().map(|&s| d.slice(s)).collect();
            assert_eq!(got, want, "{name}");
        }
    }

    #[test]
    fn words_keep_numbers_and_contractions_whole() {
        let d = Doc::new("U.S. troops didn't see 4,062 or 4.5, well-known.");
        let got: Vec<&str> = d.words.iter().map(|&s| d.slice(s)).collect();
        assert_eq!(got, ["U.S", "troops", "didn't", "see", "4,062", "or", "4.5", "well-known"]);
    }
}
