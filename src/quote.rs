//! Quote detection: quoted stretches, marks included, one per paragraph.
//!
//! One linear pass per paragraph over the quote marks. Typographic marks
//! say which way they face; a straight `"` is read from its neighbours
//! (space or bracket before and a letter after opens; a letter or
//! punctuation before and a space after closes). Single quotes inside a
//! double quote belong to it; apostrophes, primes and inch marks are never
//! quotes. A quote left open ends at its paragraph: when the next paragraph
//! reopens with a mark, that is the newsroom convention for a quotation that
//! runs over paragraphs (`continues`); otherwise the mark is unclosed.

use crate::bytes::Trim as _;
use crate::bytes::Chars as _;
use crate::bytes::Has;
use crate::segment::Doc;
use crate::Span;

/// How many of `quotes` (in text order) start before `at`.
///
/// Why a function: in the WASM each `partition_point` closure was a copy
/// of the binary search of its own (about 100 bytes each).
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub fn starting_before(quotes: &[Found], at: usize) -> usize {
    quotes.partition_point(|q| q.span.start < at)
}

/// How many of `quotes` (in text order) end at or before `at` (see
/// [`starting_before`]).
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub fn ending_by(quotes: &[Found], at: usize) -> usize {
    quotes.partition_point(|q| q.span.end <= at)
}

/// A quoted stretch found in the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Found {
    /// From the opening mark to the closing mark, both included.
    pub span: Span,
    /// Index of the paragraph that holds it.
    pub paragraph: usize,
    /// The quotation goes on in the next paragraph.
    pub continues: bool,
    /// This paragraph carries on a quotation from the previous one.
    pub continued: bool,
    /// The opening mark is never closed.
    pub unclosed: bool,
    /// One to three words with no sentence punctuation: a scare quote or a
    /// title rather than reported speech.
    pub scare: bool,
}

/// Which way a double quote mark may face.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Facing {
    Open,
    Close,
    Either,
}

fn double_mark(c: char) -> Option<Facing> {
    match c {
        '“' | '«' | '„' => Some(Facing::Open),
        '”' | '»' => Some(Facing::Close),
        '"' | '‟' | '〝' | '〞' => Some(Facing::Either),
        _ => None,
    }
}

fn opens_context(prev: Option<char>) -> bool {
    match prev {
        None => true,
        Some(c) => crate::bytes::is_space(c) || matches!(c, '(' | '[' | '{' | '—' | '–' | '-' | '/' | ':' | '‘' | '\''),
    }
}

/// Finds every quote in the document, in text order.
pub fn find(doc: &Doc) -> Vec<Found> {
    let mut out = Vec::new();
    let mut carried = false;
    for (pi, &para) in doc.paragraphs.iter().enumerate() {
        let open_at_end = scan_paragraph(doc.text, para, pi, carried, &mut out);
        carried = false;
        if let Some((last, single)) = open_at_end {
            let next = doc.paragraphs.get(pi + 1).map_or("", |&n| crate::bytes::slice(doc.text, n.start..n.end));
            let first = crate::bytes::char_at(next, 0);
            let next_reopens = if single {
                matches!(first, Some('\'' | '‘')) && first.and_then(|c| crate::bytes::char_at(next, c.len_utf8())).is_some_and(crate::bytes::is_alpha)
            } else {
                first.is_some_and(|c| matches!(double_mark(c), Some(Facing::Open | Facing::Either)))
            };
            if next_reopens {
                crate::seq::at_mut(&mut out, last).continues = true;
                carried = true;
            } else if single {
                // An apostrophe ("'90s") looks like an opener; only the
                // next paragraph reopening makes it a quote.
                out.truncate(last);
            } else {
                crate::seq::at_mut(&mut out, last).unclosed = true;
            }
        }
    }
    out
}

/// Scans one paragraph; returns the index in `out` of a quote still open at
/// its end, and whether its mark is a single quote.
fn scan_paragraph(text: &str, para: Span, pi: usize, carried: bool, out: &mut Vec<Found>) -> Option<(usize, bool)> {
    let p = crate::bytes::slice(text, para.start..para.end);
    let first_here = |out: &Vec<Found>| carried && out.last().is_none_or(|q| q.paragraph != pi);
    let mut open: Option<usize> = None; // byte offset of the opening double mark
    let mut opener = '"';
    let mut single: Option<usize> = None; // a top-level single quote, tentatively open
    // A closer that may be a plural possessive ("the voters' choice"): used
    // only when no better closer follows.
    let mut fallback: Option<usize> = None;
    let bytes = p.as_bytes();
    let mut pos = 0;
    // Every mark is `'`, `"` or outside ASCII: the scan jumps over the
    // rest, and reads the characters around each candidate.
    while let Some(i) = bytes.get(pos..).and_then(|b| crate::bytes::find_byte_of(b, b'"', b'\'', true)).map(|k| pos + k) {
        let Some(c) = crate::bytes::char_at(p, i) else { break };
        let prev = crate::bytes::char_before(p, i);
        let mut width = c.len_utf8();
        let mut next = crate::bytes::char_at(p, i + width);
        // Two apostrophes are a double mark (a newspaper convention).
        let facing = if c == '\'' && next == Some('\'') {
            width = 2;
            next = crate::bytes::char_at(p, i + width);
            Some(Facing::Either)
        } else {
            double_mark(c)
        };
        pos = i + width;
        if let Some(facing) = facing {
            if let (Some(o), Some(end)) = (single.take(), fallback.take()) {
                let continued = first_here(out);
                push(text, para, pi, o, end, continued, false, out);
            }
            let facing = match facing {
                Facing::Either => {
                    let before_space = opens_context(prev);
                    let after_space = next.is_none_or(|d| crate::bytes::is_space(d));
                    if prev.is_some_and(|d| d.is_ascii_digit()) && open.is_none() {
                        continue; // an inch mark: 5'10"
                    }
                    match (before_space, after_space) {
                        (true, false) => Facing::Open,
                        (false, _) => Facing::Close,
                        (true, true) => Facing::Either,
                    }
                }
                // „ is closed by “ (German convention); an opening mark
                // typed where a closing one belongs is followed by a space.
                Facing::Open if open.is_some() && c == '“' && (opener == '„' || next.is_none_or(crate::bytes::is_space)) => {
                    Facing::Close
                }
                // An opening “ with nothing after it opens nothing (French
                // « keeps its space).
                Facing::Open if c == '“' && next.is_none_or(crate::bytes::is_space) => {
                    continue;
                }
                f => f,
            };
            match (open, facing) {
                (None, Facing::Open | Facing::Either) => {
                    open = Some(i);
                    opener = c;
                }
                (Some(o), Facing::Close | Facing::Either) => {
                    let continued = first_here(out);
                    push(text, para, pi, o, i + width, continued, false, out);
                    open = None;
                }
                (Some(o), Facing::Open) => {
                    // A second opener: the first was never closed. End it
                    // before this one so it cannot swallow the rest.
                    let end = crate::bytes::slice(p, ..i).trim_space_end().len();
                    let continued = first_here(out);
                    push(text, para, pi, o, end, continued, true, out);
                    open = Some(i);
                    opener = c;
                }
                (None, Facing::Close) => {} // stray closer
            }
        } else if open.is_none() && matches!(c, '\'' | '‘' | '’') {
            match single {
                None if c != '’' && opens_context(prev) && next.is_some_and(crate::bytes::is_alpha) => {
                    single = Some(i);
                    fallback = None;
                }
                // "rock ’n’ roll": the elided "and" closes nothing.
                Some(_) if [" ’n", " 'n"].iter().any(|e| crate::bytes::slice(p, ..i).ends_with(e)) => {}
                Some(o) if c != '‘' => match closes_single(prev, crate::bytes::slice(p, i + width..)) {
                    Closer::Yes => {
                        if crate::bytes::slice(p, o..i).char_count() > 2 {
                            let continued = first_here(out);
                            push(text, para, pi, o, i + width, continued, false, out);
                        }
                        single = None;
                        fallback = None;
                    }
                    Closer::Possessive => fallback = fallback.or(Some(i + width)),
                    Closer::No => {}
                },
                Some(o) if opens_context(prev) && fallback.is_some() => {
                    // A new opener: the possessive-looking mark closed the last one.
                    let continued = first_here(out);
                    push(text, para, pi, o, fallback.take().unwrap_or(i), continued, false, out);
                    single = Some(i);
                }
                _ => {}
            }
        }
    }
    if let (Some(o), Some(end)) = (single, fallback) {
        if open.is_none() {
            let continued = first_here(out);
            push(text, para, pi, o, end, continued, false, out);
        }
    }
    // British copy runs a quotation over paragraphs in single marks, each
    // paragraph ending on a sentence with no closing mark: kept open for
    // the caller to confirm.
    let sentence_end = |o: usize| matches!(crate::bytes::slice(p, o..).trim_space_end().as_bytes().last(), Some(b'.' | b'?' | b'!'));
    let single_open = single.filter(|&o| open.is_none() && fallback.is_none() && sentence_end(o));
    open.map(|o| (o, false)).or(single_open.map(|o| (o, true))).map(|(o, single)| {
        let continued = first_here(out);
        push(text, para, pi, o, p.len(), continued, false, out);
        (out.len() - 1, single)
    })
}

/// Whether a `'` or `’` can close a single quote.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Closer {
    /// Yes: after a word, before a space, punctuation or the end.
    Yes,
    /// Only if nothing better follows: a plural possessive before a noun
    /// ("the voters' choice") looks the same as "‘Boasters’ and".
    Possessive,
    /// No: inside a word ("don't") or after a space.
    No,
}

/// Can a `'` or `’` after `prev`, followed by `rest`, close a single quote?
fn closes_single(prev: Option<char>, rest: &str) -> Closer {
    let Some(prev) = prev else { return Closer::No };
    if crate::bytes::is_space(prev) {
        return Closer::No;
    }
    match crate::bytes::char_at(rest, 0) {
        None => Closer::Yes,
        Some(d) if crate::bytes::is_alnum(d) => Closer::No,
        Some(' ') if prev == 's' && crate::bytes::char_at(rest, 1).is_some_and(crate::bytes::is_lower) => Closer::Possessive,
        Some(_) => Closer::Yes,
    }
}

#[allow(clippy::too_many_arguments)]
fn push(text: &str, para: Span, pi: usize, open: usize, end: usize, continued: bool, unclosed: bool, out: &mut Vec<Found>) {
    let span = Span::new(para.start + open, para.start + end);
    let scare = is_scare(crate::bytes::slice(text, span.start..span.end));
    out.push(Found { span, paragraph: pi, continues: false, continued, unclosed, scare });
}

/// One to three words and no clause punctuation inside: a scare quote, a
/// nickname or a title.
fn is_scare(quoted: &str) -> bool {
    let inner = crate::bytes::trim_by(quoted, |c: char| double_mark(c).is_some() || crate::bytes::is_space(c));
    // Counted up to four: a long quotation is not read to its end.
    let words = crate::bytes::words(inner).take(4).count();
    words <= 3 && !inner.has_any(&[',', '.', '!', '?', ';', ':'])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quotes(text: &str) -> Vec<(String, bool, bool, bool)> {
        let doc = Doc::new(text);
        find(&doc)
            .into_iter()
            .map(|q| (doc.slice(q.span).to_string(), q.continues, q.unclosed, q.scare))
            .collect()
    }

    fn spans(text: &str) -> Vec<String> {
        quotes(text).into_iter().map(|q| q.0).collect()
    }

    /// (convention, text, expected quoted stretches)
    const CASES: &[(&str, &str, &[&str])] = &[
        ("straight marks", r#""We will rebuild," she said."#, &[r#""We will rebuild,""#]),
        ("curly marks", "“We will rebuild,” she said.", &["“We will rebuild,”"]),
        ("guillemets", "Il a dit « non » hier.", &["« non »"]),
        ("German low-high marks", "Er sagte „nein“ gestern.", &["„nein“"]),
        ("nested single quotes", "“He told me ‘go home’ twice,” she said.", &["“He told me ‘go home’ twice,”"]),
        ("nested straight singles", r#""He told me 'go home' twice," she said."#, &[r#""He told me 'go home' twice,""#]),
        ("possessive plural is no quote", "ISIS' fighters and the allies' jets, \"a rout,\" he said.", &["\"a rout,\""]),
        ("decade and rock 'n' roll", "In the '90s rock 'n' roll was \"dead,\" she said.", &["\"dead,\""]),
        ("inch marks are no quotes", r#"He is 5'10" tall and "fit," she said."#, &[r#""fit,""#]),
        ("partial quote in a sentence", r#"Defenders "ran away like rats." Then silence."#, &[r#""ran away like rats.""#]),
        ("cue in the middle", r#""No," she said, "never.""#, &[r#""No,""#, r#""never.""#]),
        ("two apostrophes as double marks", "''We won,'' he said.", &["''We won,''"]),
        ("single quotes in a headline", "Trump: 'We Will Win Big' in Ohio", &["'We Will Win Big'"]),
        ("curly single quotes at top level", "She called it ‘a disgrace.’ Then left.", &["‘a disgrace.’"]),
        ("contractions and elisions are no quotes", "It's the '80s, don't 'em ask.", &[]),
        ("'’n’' inside a single quote is an elision", "'It's rock ’n’ roll until dawn,' he said.", &["'It's rock ’n’ roll until dawn,'"]),
        ("single quotes ending in a plural", "He called them ‘Boasters’ and ‘Liars’ today.", &["‘Boasters’", "‘Liars’"]),
        ("opening mark typed as the closer", "“It is odd,“ said Al Roe.", &["“It is odd,“"]),
        ("plural possessive inside a single quote", "'The voters' choice is clear,' he said.", &["'The voters' choice is clear,'"]),
        ("quote after a colon", r#"He said: "We won.""#, &[r#""We won.""#]),
    ];

    #[test]
    fn conventions() {
        for (name, text, want) in CASES {
            assert_eq!(spans(text), *want, "{name}");
        }
    }

    #[test]
    fn multi_paragraph_quote_is_one_quote_per_paragraph() {
        let text = "“First part of it.\n\n“Second part.\n\n“Last part,” he said.";
        let got = quotes(text);
        assert_eq!(got.len(), 3);
        assert!(got[0].1 && got[1].1 && !got[2].1, "the first two continue");
        assert!(got.iter().all(|q| !q.2), "none is unclosed");
        assert_eq!(got[2].0, "“Last part,”");
    }

    #[test]
    fn multi_paragraph_quote_in_single_marks() {
        // British style: each paragraph of the quotation opens with a
        // single mark, only the last one closes.
        let text = "'Fares went up,' said Jo Li. 'Trains are late one time in five.\n\n'This is no plan.'\n\nNext.";
        let got = quotes(text);
        assert_eq!(got.iter().map(|q| q.0.as_str()).collect::<Vec<_>>(), ["'Fares went up,'", "'Trains are late one time in five.", "'This is no plan.'"]);
        assert!(got[1].1 && !got[2].1, "the second continues into the third");
        assert!(got.iter().all(|q| !q.2), "none is unclosed");
    }

    #[test]
    fn an_apostrophe_before_a_paragraph_end_opens_no_quote() {
        assert!(quotes("Families moved out to the 'burbs.\n\nNext paragraph.").is_empty());
        assert!(quotes("Families moved out to the 'burbs.\n\n“A quote,” she said.").len() == 1);
    }

    #[test]
    fn an_unclosed_mark_ends_at_its_paragraph() {
        let text = "He said “this never closes.\n\nNext paragraph has “a quote,” too.";
        let got = quotes(text);
        assert_eq!(got[0].0, "“this never closes.");
        assert!(got[0].2, "flagged unclosed");
        assert_eq!(got[1].0, "“a quote,”");
    }

    #[test]
    fn scare_quotes_are_marked() {
        let got = quotes("The so-called “peace plan” failed, “and nobody will fix it,” she said.");
        assert!(got[0].3);
        assert!(!got[1].3);
    }

    #[test]
    fn thousands_of_stray_marks_stay_linear_and_within_paragraphs() {
        let text = "\" ".repeat(50_000) + "\n" + &"“".repeat(500);
        let doc = Doc::new(&text);
        for q in find(&doc) {
            let p = doc.paragraphs[q.paragraph];
            assert!(p.contains(q.span));
        }
    }
}
