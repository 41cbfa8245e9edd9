//! Reading one source mention: is it a name, an acronym, a pronoun or a
//! description; what sort of source it names; is it unnamed. Also finds
//! mentions the attribution stage did not give: the subject next to a cue,
//! and the names anywhere in the text that later mentions may refer to.

use crate::bytes::Trim as _;
use crate::bytes::SameIc as _;
use crate::bytes::Chars as _;
use crate::bytes::Has;
use crate::seq::View;
use super::lexicon::{self, Classes, NounClass};
use crate::words;
use crate::wordset::WordList;
use super::words::Words;
use crate::result::SourceType;
use crate::segment::Doc;
use crate::wordset::WordSet;
use crate::word_set;
use crate::Span;

/// The grammatical form of a mention.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// A proper name: "Donald Trump", "Sen. Warren", "The New York Post".
    Name,
    /// Capitals standing for a name: "SOHR", "F.B.I.".
    Acronym,
    /// A third-person pronoun: he, she, they, it.
    Pronoun,
    /// A relative pronoun: "who" in "Trump, who said".
    Relative,
    /// I, we, you: the writer or the person addressed.
    FirstPerson,
    /// A common-noun phrase: "a senior official", "the group".
    Description,
}

/// What a mention says about its source.
#[derive(Debug, Clone, PartialEq)]
pub struct Info {
    /// Grammatical form.
    pub form: Form,
    /// Sort of source, as far as this mention tells.
    pub kind: SourceType,
    /// `Some(true)` female, `Some(false)` male.
    pub gender: Option<bool>,
    /// Refers to several (they, "officials").
    pub plural: bool,
    /// A description opened by "the", "this" or a possessive: it points
    /// back to a source already named.
    pub definite: bool,
    /// A description that sets itself apart from earlier ones ("the second
    /// fighter", "another source"): a new source.
    pub fresh: bool,
    /// Unnamed: an indefinite or bare description of people.
    pub anonymous: bool,
    /// The name proper, lower-cased, titles left out: ["donald", "trump"].
    pub tokens: Vec<String>,
    /// The head noun of a description, lower-cased ("fighter").
    pub head: String,
    /// The readable name this mention offers (name run or whole mention).
    pub label: Span,
    /// The word of a named person's role, from a title, a noun before the
    /// name or an apposition ("Mayor" of "Mayor Jo Li", "mayor" of "Jo Li,
    /// the mayor of Ames").
    pub role: Option<Span>,
}

const STOP_LIST: &[&str] = &[
    "that", "in", "on", "at", "during", "after", "before", "when", "while", "to", "about", "with", "as",
    "who", "which", "and", "but", "or", "if", "because", "than", "since", "via", "from", "by", "into",
    "told", "said", "says", "is", "was", "are", "were", "has", "had", "have", "will", "would",
];

/// Words that may stand between a subject and its cue ("he also said",
/// "Trump later told").
const SKIP_LIST: &[&str] = &[
    "also", "later", "then", "has", "had", "have", "again", "would", "will", "did", "does", "do", "not",
    "never", "once", "still", "just", "even", "already", "first", "further", "often", "always", "may",
    "might", "could", "can", "should", "must", "is", "was", "were", "are", "been", "be", "being",
    "previously", "has", "had", "reportedly", "earlier", "long", "since", "ever", "now", "simply",
    "only", "both", "all", "too", "herself", "himself", "themselves", "itself",
];

pub(crate) const DETERMINERS: WordList = words!["the", "this", "that", "these", "those", "his", "her", "their", "its", "our", "my"];

pub(crate) const PARTICLES: WordList = words!["of", "for", "the", "and", "de", "al", "el", "bin", "van", "von", "la", "le", "du", "da"];

/// Is this a word that starts with a capital letter?
pub fn is_cap(word: &str) -> bool {
    word.first_is(crate::bytes::is_upper)
}

/// Word `i` is capitalised and may open a name: a name word or a title.
fn is_name_start(doc: &Words, i: usize) -> bool {
    is_cap(doc.word(i)) && (doc.is_title(i) || !doc.is_not_name(i))
}

/// Word `i` is capitalised and may be part of a name ("Monday" is not).
fn is_name_word(doc: &Words, i: usize) -> bool {
    is_cap(doc.word(i)) && !doc.is_not_name(i)
}

fn is_acronym(word: &str) -> bool {
    // The capitals first: most words fail at their first small letter,
    // where counting the letters reads them all.
    word.all_are(|c| crate::bytes::is_upper(c) || c == '.' || c == '&' || c.is_ascii_digit()) && word.count_of(|c| crate::bytes::is_alpha(c)) >= 2
}

/// True when `word` is one of `list` but for ASCII case.
fn lower_in(list: WordList, word: &str) -> bool {
    list.contains_ignore_case(word.as_bytes())
}

// The long lists the rules read at most words (a sentence's first dozen
// words, every mention's first word) as hash sets: one probe instead of
// up to a hundred comparisons.
const STOP: WordSet = word_set!(STOP_LIST);
const SKIP: WordSet = word_set!(SKIP_LIST);
const NEVER_FIRST: WordSet = word_set!(NEVER_FIRST_LIST);
const OPENERS: WordSet = word_set!(OPENERS_LIST);

/// The longest entry of the lists read by [`in_set`] (unit tests check,
/// here and in `possessor`).
pub(super) const SET_WORD_MAX: usize = 16;

/// [`lower_in`] for a set of lower-case ASCII words: the word lower-cased
/// on the stack, then one probe. A longer word, or one with other bytes,
/// is in no such list, as `eq_ignore_ascii_case` would answer.
pub(super) fn in_set(set: WordSet, word: &str) -> bool {
    in_any(&[set], word)
}

/// [`in_set`] for any of `sets`: the word lower-cased and hashed once for
/// all of them (the subject rules ask two sets about most words they read).
fn in_any(sets: &[WordSet], word: &str) -> bool {
    let mut buf = [0u8; SET_WORD_MAX];
    let Some(key) = buf.get_mut(..word.len()) else { return false };
    // One loop, not a copy and a lower-casing: the copy of a few bytes
    // was a call of `memcpy`.
    for (b, c) in key.iter_mut().zip(word.as_bytes()) {
        *b = c.to_ascii_lowercase();
    }
    let h = crate::wordset::hash_word(key);
    sets.iter().any(|set| set.contains_hashed(key, h))
}

/// Pronoun features: (form, gender, plural, kind).
fn pronoun(word: &str) -> Option<(Form, Option<bool>, bool, SourceType)> {
    if word.len() > 10 {
        return None;
    }
    let mut buf = [0u8; 10];
    for (b, c) in buf.iter_mut().zip(word.bytes()) {
        *b = c.to_ascii_lowercase();
    }
    // Bytes, not a `str`: no UTF-8 check (core's `str::from_utf8`).
    let w = buf.get(..word.len()).unwrap_or_default();
    Some(match w {
        b"he" | b"him" | b"his" | b"himself" => (Form::Pronoun, Some(false), false, SourceType::Person),
        b"she" | b"her" | b"herself" => (Form::Pronoun, Some(true), false, SourceType::Person),
        b"they" | b"them" | b"their" | b"themselves" => (Form::Pronoun, None, true, SourceType::Group),
        b"it" | b"its" | b"itself" => (Form::Pronoun, None, false, SourceType::Organisation),
        b"who" | b"which" | b"whom" | b"whose" => (Form::Relative, None, false, SourceType::Unknown),
        b"i" | b"we" | b"you" | b"me" | b"us" => (Form::FirstPerson, None, w == b"we", SourceType::Unknown),
        _ => return None,
    })
}

/// Is this word a pronoun that can be a source?
pub fn is_pronoun(word: &str) -> bool {
    pronoun(word).is_some()
}

/// Word `w` as far as it lies inside `span`: "He" of the word "He’s" when
/// a contraction split the subject off its cue.
fn clipped<'a>(doc: &Doc<'a>, w: usize, span: Span) -> &'a str {
    let word = doc.words[w];
    doc.slice(Span::new(word.start.max(span.start), word.end.min(span.end).max(word.start.max(span.start))))
}

/// The words of the document inside `span`, as indices.
fn word_count(s: &str) -> usize {
    crate::bytes::words(s).count()
}

fn word_range(doc: &Doc, span: Span) -> std::ops::Range<usize> {
    let a = doc.word_from(span.start);
    // The end counted on from `a`: a mention is a few words, and its
    // readers go through them all anyway (a second binary search over the
    // document's words cost more).
    let b = a + doc.words.get(a..).map_or(0, |rest| rest.iter().take_while(|w| w.start < span.end).count());
    a..b
}

/// The word indexes of `range` as a slice: in `stack` when they fit (a
/// mention of up to 32 words, nearly all), else in `heap`. [`analyze`]
/// reads every mention, several times over, and a vector each time was
/// one allocation per reading.
fn indexes<'b>(range: std::ops::Range<usize>, stack: &'b mut [usize; 32], heap: &'b mut Vec<usize>) -> &'b [usize] {
    if range.len() <= stack.len() {
        let n = range.len();
        for (slot, w) in stack.iter_mut().zip(range) {
            *slot = w;
        }
        &stack[..n]
    } else {
        heap.extend(range);
        heap
    }
}

/// The text between word `a` and word `b` (empty if they overlap).
pub(super) fn gap<'a>(doc: &Doc<'a>, a: usize, b: usize) -> &'a str {
    let (x, y) = (doc.words[a].end, doc.words[b].start);
    if x <= y {
        crate::bytes::slice(doc.text, x..y)
    } else {
        ""
    }
}

/// A gap that a name may run across: a space, or ". " after a title
/// abbreviation or initial ("Sen. Warren", "John F. Kennedy").
fn name_gap(doc: &Words, a: usize, b: usize) -> bool {
    let g = gap(doc, a, b);
    // "Johnson & Johnson", "Centers for Medicare & Medicaid Services".
    if words![" ", " & "].contains(g.as_bytes()) {
        return true;
    }
    if g == ". " {
        let w = doc.word(a);
        return doc.is_title(a) || (w.char_count() == 1 && is_cap(w));
    }
    false
}

/// Reads a mention.
pub fn analyze(doc: &Words, span: Span) -> Info {
    let (mut stack, mut heap) = ([0; 32], Vec::new());
    let words = View(indexes(word_range(doc, span), &mut stack, &mut heap));
    let mut info = Info {
        form: Form::Description,
        kind: SourceType::Unknown,
        gender: None,
        plural: false,
        definite: false,
        fresh: false,
        anonymous: false,
        tokens: Vec::new(),
        head: String::new(),
        label: span,
        role: None,
    };
    let Some(&first) = words.first() else {
        return info;
    };
    let fw = clipped(doc, first, span);
    if words.len() == 1 {
        if let Some((form, gender, plural, kind)) = pronoun(fw) {
            info.form = form;
            info.gender = gender;
            info.plural = plural;
            info.kind = kind;
            return info;
        }
    }
    for &w in words {
        if let Some(g) = doc.classes(w).gender() {
            if !lower_in(words!["her", "his"], doc.slice(doc.words[w])) {
                info.gender = Some(g);
                break;
            }
        }
    }
    // The noun phrase proper ends at the first comma: what follows is an
    // appositive ("Jo Li, a spokesman for Acme").
    // So does a relative clause ("The union that represents the drivers"):
    // its nouns are not the head, and it identifies a source of its own,
    // not one named before.
    let mut np_end = words.len();
    let mut relative = false;
    for k in 1..words.len() {
        relative = lower_in(words!["that", "who", "which"], doc.slice(doc.words[words[k]]));
        // So does a dash ("Jo Li -- a teacher from Ames --").
        let g = gap(doc, words[k - 1], words[k]);
        if g.has_any(&[',', '(', ':', ';']) || crate::segment::is_dash_gap(g) || relative {
            np_end = k;
            break;
        }
    }
    let np = View(&words[..np_end]);
    if let Some(named) = named_in_apposition(doc, &words, np_end) {
        return named;
    }
    // "A senior official at the Department for Transport", "the mayor of
    // Ames": a role noun before a preposition heads the phrase; the name
    // after it says where the person works.
    let prep = np.iter().position(|&i| words!["at", "of", "from", "with", "in", "for", "on"].contains_ignore_case(doc.word(i).as_bytes()));
    if let Some(p) = prep.filter(|&p| p > 0) {
        // A capitalised role is a title ("Secretary of State John Kerry"),
        // but a plural opening the sentence is capitalised by its place
        // alone: "Officials at the agency", "Experts on North Korea" are
        // people, not the body or the country.
        let sentence_plural = |i: usize| i == np[0] && doc.noun_class(i) == Some(NounClass::Group) && doc.sentence_at(doc.words[i].start).is_some_and(|si| doc.word_from(doc.sentences[si].start) == i);
        let role = np[..p].iter().any(|&i| matches!(doc.noun_class(i), Some(NounClass::Person | NounClass::Group)) && (!is_cap(doc.word(i)) || sentence_plural(i)));
        let named = np[1..p].iter().any(|&i| is_cap(doc.word(i)) && !doc.is_title(i) && doc.noun_class(i).is_none());
        let opener = doc.word(np[0]);
        let det = words!["a", "an", "the"].contains_ignore_case(opener.as_bytes()) || doc.classes(np[0]).is(Classes::INDEFINITE) || !is_cap(opener) || sentence_plural(np[0]);
        if role && !named && det {
            return describe(doc, &words, &np[..p], info, fw);
        }
    }
    // "a study published Monday in the journal Sleep": a document's
    // participle phrase says where it appeared; the phrase is a
    // description of the document (a named agent, "a memo seen by
    // Reuters", says who is behind it, so stays a name; an agent that is
    // a description, "a study commissioned by the authority", does not
    // make the document that body).
    let published = np.windows(2).position(|w| {
        let part = doc.word(w[1]);
        doc.noun_class(w[0]) == Some(NounClass::Media)
            && !is_cap(doc.word(w[0]))
            && !is_cap(part)
            && (part.len() > 4 && part.ends_with("ed") || words!["taken", "written", "done", "seen"].contains(part.as_bytes()))
    });
    let named_before = |p: usize| np[1..=p].iter().any(|&i| is_cap(doc.word(i)));
    let named_agent = np.windows(2).any(|w| doc.word(w[0]) == "by" && is_cap(doc.word(w[1])));
    if let Some(p) = published.filter(|&p| !named_before(p) && !named_agent) {
        return describe(doc, &words, &np[..=p], info, fw);
    }
    // The name: the last capitalised run of the noun phrase (indices into
    // `np`, end exclusive) not followed by a lower-case word of the same
    // phrase ("Florida" in "the Florida senator" is a modifier). Kept as
    // the runs are found, not from a vector of them: one allocation per
    // mention fewer.
    let is_name_run = |s: usize, e: usize| {
        let modifier = e < np.len() && !is_cap(doc.slice(doc.words[np[e]])) && !lower_in(PARTICLES, doc.slice(doc.words[np[e]]));
        // "Several of them", "Dozens of residents": a capitalised
        // quantifier opening the sentence is no name.
        let only_titles = crate::seq::all_in(s..e, |i| doc.is_title(np[i]) || doc.is_not_name(np[i]) || doc.classes(np[i]).is(Classes::INDEFINITE));
        !modifier && !only_titles
    };
    let mut name_run = None;
    let mut k = 0;
    while k < np.len() {
        let starts = is_name_start(doc, np[k]) || is_acronym(doc.word(np[k]));
        if !starts {
            k += 1;
            continue;
        }
        let s = k;
        let mut e = k + 1;
        while e < np.len() && name_gap(doc, np[e - 1], np[e]) {
            let x = doc.slice(doc.words[np[e]]);
            let prev = doc.slice(doc.words[np[e - 1]]);
            // "Trump's campaign" ends the name at the possessive; "the
            // King's Fund", "the People's Party" go on through it.
            let after_the = s > 0 && doc.slice(doc.words[np[s - 1]]).same_ic("the");
            if (prev.ends_with("'s") || prev.ends_with("’s")) && !(after_the && is_cap(x)) {
                break;
            }
            if is_cap(x) {
                e += 1;
            } else if lower_in(PARTICLES, x) && e + 1 < np.len() && is_name_word(doc, np[e + 1]) && gap(doc, np[e], np[e + 1]) == " " {
                e += 2;
            } else {
                break;
            }
        }
        if is_name_run(s, e) {
            name_run = Some((s, e));
        }
        k = e;
    }
    if let Some((s, e)) = name_run {
        let run_words = View(&np[s..e]);
        // The run's words read in place: a `Vec` of them was an
        // allocation a name (4.4 K on polnear-dev).
        let run_len = run_words.len();
        let text = |i: usize| doc.slice(doc.words[run_words[i]]);
        info.label = Span::new(doc.words[run_words[0]].start, doc.words[run_words[e - s - 1]].end);
        // Leading titles are not part of the name.
        let mut t0 = 0;
        // A possessive is no leading title: "the King's Fund" is a body's
        // name, not King Fund.
        let possessive = |t: &str| t.ends_with("'s") || t.ends_with("’s");
        while t0 + 1 < run_len && (doc.is_title(run_words[t0]) || doc.is_not_name(run_words[t0])) && !possessive(text(t0)) {
            t0 += 1;
        }
        if t0 > 0 && !lower_in(words!["the"], text(0)) {
            // The readable name leaves the titles out ("Mayor Jo Li").
            info.label = Span::new(doc.words[run_words[t0]].start, info.label.end);
        }
        if t0 > 0 && lower_in(words!["the"], text(0)) {
            // "The New York Post": "The" is no title, keep the label.
        } else if t0 > 0 {
            info.kind = SourceType::Person;
        }
        // A title inside the run ("Senate Majority Leader Tom Avery") or a
        // titled name with its "of" ("Professor Jo Li of Ames University"):
        // the person's name runs from after the last title to the "of",
        // and the run names a person, not the organisation in it.
        let of_at = (t0..run_len).find(|&i| lower_in(words!["of", "for"], text(i))).unwrap_or(run_len);
        // After a leading title, a role noun is part of the title too:
        // "Chief Executive Jo Li", "Chief Financial Officer Jo Li".
        let role = |i: usize| t0 > 0 && doc.noun_class(run_words[i]) == Some(NounClass::Person);
        let last_title = crate::seq::last_in(t0..of_at.saturating_sub(1), |i| doc.is_title(run_words[i]) || role(i));
        let name_from = last_title.map_or(t0, |j| j + 1);
        let org_word = |i: usize| doc.classes(run_words[i]).is(Classes::ORGANISATION_WORD) || doc.classes(run_words[i]).is(Classes::MEDIA_WORD);
        let titled = !lower_in(words!["the"], text(0)) && (last_title.is_some() || t0 > 0 && of_at < run_len);
        // An untitled name with its affiliation, "Jo Li of Ames University":
        // two or three words no lexicon knows before "of", and an
        // organisation after it (or a known first name), unlike "Bank of
        // America", "Federal Bureau of Investigation", "United States of America".
        let plain = |i: usize| doc.classes(run_words[i]).noun_class().is_none() && !doc.is_title(run_words[i]) && !org_word(i);
        let affiliated = t0 == 0
            && (2..=3).contains(&of_at)
            && lower_in(words!["of"], if of_at < run_len { text(of_at) } else { "" })
            && crate::seq::all_in(0..of_at, plain)
            && ((of_at + 1..run_len).any(org_word) || lexicon::first_name_gender(text(0)).is_some());
        let person_name = (titled || affiliated) && of_at > name_from && !crate::seq::any_in(name_from..of_at, org_word);
        let (t0, t_end) = if person_name { (name_from, of_at) } else { (t0, run_len) };
        if person_name {
            info.label = Span::new(doc.words[run_words[t0]].start, doc.words[run_words[t_end - 1]].end);
        }
        // A loop: in the WASM a filtered collect is three functions. Sized
        // for every word of the name: no growth from empty at the first
        // push (4,469 grows on polnear-dev).
        let mut tokens = Vec::with_capacity(t_end.saturating_sub(t0));
        for t in (t0..t_end).map(text) {
            // A generational suffix is no surname: "Tom Reyes Jr." is
            // "Reyes" later.
            if lower_in(PARTICLES, t) || lower_in(words!["jr", "sr", "ii", "iii"], crate::bytes::trim_end_of(t, &['.'])) {
                continue;
            }
            let t = lexicon::strip_possessive(t);
            // Most tokens have no period ("U.S." has): no copy for those.
            let t = crate::fold::fold(&crate::bytes::replace(t, '.', ""));
            if !t.is_empty() {
                tokens.push(t);
            }
        }
        info.tokens = tokens;
        let any = |class: u16| run_words.iter().any(|&i| doc.classes(i).is(class));
        if person_name {
            info.kind = SourceType::Person;
        } else if any(Classes::MEDIA_WORD) {
            info.kind = SourceType::Media;
        } else if any(Classes::ORGANISATION_WORD) || crate::seq::any_in(0..run_len, |i| text(i).same_ic("for")) {
            info.kind = SourceType::Organisation;
        } else if let Some(&before) = s.checked_sub(1).and_then(|b| np.get(b)).filter(|&&b| !is_cap(doc.word(b))) {
            // "the charity YoungMinds", "the newspaper Le Monde", "the
            // economist Jo Li": the common noun before a name says what it names.
            info.kind = match doc.noun_class(before) {
                Some(NounClass::Organisation) => SourceType::Organisation,
                Some(NounClass::Media) => SourceType::Media,
                Some(NounClass::Person) => SourceType::Person,
                _ => info.kind,
            };
        }
        if run_len == 1 && is_acronym(text(0)) {
            info.form = Form::Acronym;
            if info.kind == SourceType::Unknown {
                info.kind = SourceType::Organisation;
            }
        } else {
            info.form = Form::Name;
            let lone = t_end - t0 == 1;
            let last = doc.classes(run_words[t0]);
            if lone && last.noun_class().is_some() && !last.is(Classes::PROPER_GROUP) {
                // A sentence-initial common noun ("Critics say"): read it
                // as the description it is.
                return describe(doc, &words, &np, info, fw);
            }
            // "the" inside the phrase, or right before it in the text ("in
            // the River Tay" scanned as "River Tay").
            // Not when the name modifies a noun after it: "the Obama
            // administration" is no name with an article.
            let end = run_words[run_words.len() - 1];
            let modifies = end + 1 < doc.words.len() && gap(doc, end, end + 1) == " " && doc.word(end + 1).first_is(crate::bytes::is_lower) && doc.noun_class(end + 1).is_some();
            let before = s == 0 && np[0] > 0 && lower_in(words!["the"], doc.word(np[0] - 1)) && gap(doc, np[0] - 1, np[0]) == " " && !modifies;
            let after_the = s > 0 && lower_in(words!["the"], doc.word(np[s - 1])) || before;
            if lone && last.noun_class() == Some(NounClass::Group) {
                info.kind = SourceType::Group;
                info.plural = true;
            } else if info.kind == SourceType::Unknown && lone && after_the {
                // "the Tay", "the Fed": a person's name takes no article, so
                // no "she" may stand for it.
                info.kind = SourceType::Organisation;
            } else if info.kind == SourceType::Unknown && t_end - t0 >= 2 {
                // "The Amalgamated Transit Workers", "United Auto Workers",
                // "Johnson & Johnson": a name after "the", with an
                // ampersand, or ending in a plural noun of people, names a
                // body; other runs of names a person.
                let the = lower_in(words!["the"], text(0)) || after_the;
                let body = the || doc.slice(info.label).has('&') || doc.classes(run_words[t_end - 1]).noun_class() == Some(NounClass::Group);
                let given = lexicon::first_name_gender(text(t0)).is_some();
                info.kind = match appositive_head(doc, &words[np_end..]).and_then(|w| doc.noun_class(w)).filter(|_| !given) {
                    // "Northwind Mills, a textile company,": the apposition
                    // says what the name names.
                    Some(NounClass::Organisation) => SourceType::Organisation,
                    Some(NounClass::Media) => SourceType::Media,
                    _ if body => SourceType::Organisation,
                    _ => SourceType::Person,
                };
            }
        }
        if info.gender.is_none() && info.tokens.len() >= 2 && info.kind != SourceType::Organisation && info.kind != SourceType::Media {
            info.gender = lexicon::first_name_gender(&info.tokens[0]);
        }
        if info.gender.is_some() && info.kind == SourceType::Unknown {
            info.kind = SourceType::Person;
        }
        if info.kind == SourceType::Person {
            // The title part of the run, the noun before the name ("the
            // economist Jo Li"), then the apposition ("Jo Li, a spokesman").
            let person = |&w: &usize| doc.noun_class(w) == Some(NounClass::Person);
            let before = crate::seq::last_of(&run_words[..t0], person).or_else(|| crate::seq::last_of(&np[..s], person)).copied();
            let role = before.or_else(|| appositive_head(doc, &words[np_end..]).filter(|&w| doc.noun_class(w) == Some(NounClass::Person)));
            info.role = role.filter(|&w| !is_deputy(doc, w)).map(|w| doc.words[w]);
        }
        return info;
    }
    let mut info = describe(doc, &words, &np, info, fw);
    info.fresh |= relative && !gap(doc, words[np_end - 1], words[np_end]).has(',');
    info
}

/// "A department spokeswoman, Karen Deal," and "the Environment
/// Secretary, Priya Raman,": a role or a title whose apposition is a name
/// is that named person. "The contractor, Northwind Aerospace,": a
/// lower-case noun for a body whose apposition is a name is that body.
fn named_in_apposition(doc: &Words, words: &[usize], np_end: usize) -> Option<Info> {
    let words = View(words);
    let head = *words.get(np_end.checked_sub(1)?)?;
    // The role may have its own complement: "the head of the agency, Jo Li".
    // A title opening the apposition says it names a person, whatever the
    // description: "Her colleague, Councilor Tom Price,".
    let titled = words.get(np_end).is_some_and(|&w| doc.is_title(w));
    let role = titled || words[..np_end].iter().any(|&w| doc.is_title(w) || doc.noun_class(w) == Some(NounClass::Person));
    let body = !role && words[..np_end].iter().any(|&w| doc.noun_class(w) == Some(NounClass::Organisation) && !is_cap(doc.word(w)));
    if !(role || body) || np_end >= words.len() || !(gap(doc, head, words[np_end]).has(',') || crate::segment::is_dash_gap(gap(doc, head, words[np_end]))) {
        return None;
    }
    let rest = View(&words[np_end..]);
    let n = (1..rest.len()).find(|&k| !name_gap(doc, rest[k - 1], rest[k])).unwrap_or(rest.len());
    // The name's affiliation is no part of it: "the lead author, Dr. Jo
    // Li of Ames University,".
    let n = (1..n).find(|&k| lower_in(words!["of", "at", "from"], doc.word(rest[k]))).unwrap_or(n);
    // A rank before the name is no part of it: "a spokesman, Lt. Col. Aaron Pike".
    let ranks = rest[..n].iter().take_while(|&&w| doc.is_title(w)).count();
    let (name, n) = (View(&rest[ranks..n]), n - ranks);
    if body {
        // A company name may hold a word for a body ("Northwind Aerospace");
        // a lone common noun ("The committee, Republicans said") is no name.
        if !(1..=4).contains(&n) || ranks > 0 || !name.iter().all(|&w| is_name_word(doc, w)) {
            return None;
        }
        let mut info = analyze(doc, Span::new(doc.words[name[0]].start, doc.words[name[n - 1]].end));
        if !matches!(info.form, Form::Name | Form::Acronym) || info.kind == SourceType::Media {
            return None;
        }
        info.kind = SourceType::Organisation;
        info.gender = None;
        return Some(info);
    }
    let plain = name.iter().all(|&w| is_name_word(doc, w) && !doc.is_title(w) && doc.noun_class(w).is_none());
    if !(2..=4).contains(&n) || !plain {
        return None;
    }
    let mut info = analyze(doc, Span::new(doc.words[name[0]].start, doc.words[name[n - 1]].end));
    if info.form != Form::Name || !matches!(info.kind, SourceType::Person | SourceType::Unknown) {
        return None;
    }
    info.kind = SourceType::Person;
    if info.gender.is_none() {
        info.gender = words[..np_end].iter().find_map(|&w| doc.classes(w).gender());
    }
    if let Some(&w) = crate::seq::last_of(&words[..np_end], |&w| doc.noun_class(w) == Some(NounClass::Person) && !is_deputy(doc, w)) {
        info.role = Some(doc.words[w]);
    }
    Some(info)
}

/// Is role word `w` someone's second ("Vice President", "a deputy
/// mayor")? Then "the president" and "the mayor" are someone else.
fn is_deputy(doc: &Words, w: usize) -> bool {
    w > 0 && lower_in(words!["vice", "deputy", "assistant", "associate", "lieutenant"], doc.word(w - 1))
}

/// The head noun of an apposition opened by an article, within its first
/// six words: its last noun the lexicon knows before a preposition, a
/// comma or a relative ("a spokesman for the campaign" is a person, "a
/// textile company" a body, "the city's finance director" a role).
fn appositive_head(doc: &Words, appos: &[usize]) -> Option<usize> {
    let (&first, rest) = appos.split_first()?;
    if !lower_in(words!["a", "an", "the"], doc.word(first)) {
        return None;
    }
    let mut head = None;
    let mut prev = first;
    for &w in rest.iter().take(5) {
        if gap(doc, prev, w).has_any(&[',', '(', ';']) || lower_in(words!["of", "for", "at", "with", "in", "to", "from", "on", "who", "whose", "that", "which"], doc.word(w)) {
            break;
        }
        if !is_cap(doc.word(w)) && doc.noun_class(w).is_some() {
            head = Some(w);
        }
        prev = w;
    }
    head
}

/// Reads a common-noun phrase: its head is the last word of the phrase
/// that the lexicon knows, else its last word.
/// Nouns for a number of people, whose "of" phrase says who they are.
pub(crate) const COLLECTIVES: WordList = words!["group", "groups", "coalition", "army", "team", "band", "handful", "number", "couple", "majority", "minority", "bunch", "crowd", "host", "lot", "dozens", "hundreds", "thousands", "millions"];

fn describe(doc: &Words, words: &[usize], np: &[usize], mut info: Info, fw: &str) -> Info {
    let np = View(np);
    info.form = Form::Description;
    info.tokens.clear();
    // The head stands before the phrase's first preposition when a noun
    // the lexicon knows is there: "a district survey of 2,400 families" is
    // a document, "the president of the company" a person.
    let prep = np.iter().position(|&i| lower_in(words!["of", "by", "from", "at", "for", "with", "in", "on"], doc.word(i))).unwrap_or(np.len());
    // Not a collective ("a group of doctors" are doctors) nor a word of a
    // name ("A University of Ames poll").
    let before = np[..prep].iter().rposition(|&i| doc.noun_class(i).is_some());
    let before = before.filter(|&k| !(k > 0 && is_cap(doc.word(np[k]))) && !lower_in(COLLECTIVES, doc.word(np[k])));
    let head_idx = before
        .or_else(|| np.iter().rposition(|&i| doc.noun_class(i).is_some()))
        .unwrap_or(np.len().saturating_sub(1));
    let head_word = np.get(head_idx).map_or("", |&i| doc.word(i));
    let head_classes = np.get(head_idx).map_or(Classes::default(), |&i| doc.classes(i));
    info.head = crate::fold::fold(lexicon::strip_possessive(head_word));
    // "Several of them", "some of those present": a plural quantifier's
    // "of" phrase with no noun the lexicon knows still counts people ("one
    // of" may yet be named in an apposition).
    let partitive = words.len() > 2
        && np.len() == words.len()
        && doc.classes(words[0]).is(Classes::INDEFINITE)
        && !lower_in(words!["one", "another"], fw)
        && lower_in(words!["of"], doc.word(words[1]));
    // "Environmental groups", "several unions", "two agencies": bodies in
    // the plural, unnamed, speak as a group of people.
    let bodies = || {
        let h = info.head.as_str();
        // Pushed, not `concat`: that links the slice join (1.3 KB of WASM).
        let one = h.strip_suffix("ies").map(|s| {
            let mut w = s.to_string();
            crate::bytes::put_char(&mut w, 'y');
            w
        });
        let one = one.or_else(|| h.strip_suffix("s").filter(|s| !s.ends_with("s")).map(str::to_string));
        one.is_some_and(|w| lexicon::noun_class(&w) == Some(NounClass::Organisation)).then_some(NounClass::Group)
    };
    let class = head_classes.noun_class().or(partitive.then_some(NounClass::Group)).or_else(bodies);
    info.kind = match class {
        Some(NounClass::Person) => SourceType::Person,
        Some(NounClass::Group) => SourceType::Group,
        Some(NounClass::Organisation) => SourceType::Organisation,
        Some(NounClass::Media) => SourceType::Media,
        None => SourceType::Unknown,
    };
    info.plural = class == Some(NounClass::Group) || (info.head.ends_with("s") && !info.head.ends_with("ss"));
    let possessive = fw.ends_with("'s") || fw.ends_with("’s");
    // "Kurdish fighters", "GOP aides": a capitalised modifier does not
    // make a phrase definite; "the", "this" and possessives do.
    info.definite = lower_in(DETERMINERS, fw) || possessive;
    info.fresh = np[..head_idx.min(np.len())]
        .iter()
        .any(|&i| lower_in(words!["second", "third", "other", "another", "new", "fourth", "latest"], doc.slice(doc.words[i])));
    // "one of the two fighters" is one person of a group.
    let one_of = words.len() > 2 && lower_in(words!["one", "each", "another", "either", "neither"], fw) && doc.slice(doc.words[words[1]]).same_ic("of");
    if one_of && class == Some(NounClass::Group) {
        info.kind = SourceType::Person;
        info.plural = false;
        info.definite = false;
    }
    let people = matches!(class, Some(NounClass::Person | NounClass::Group));
    let named_group = head_classes.is(Classes::PROPER_GROUP);
    info.anonymous = people && !info.definite && !named_group;
    info
}

/// Can a cue stand here as a verb? A capitalised cue inside a sentence is
/// part of a name ("Ames State University", "Daily Report").
pub fn verb_position(doc: &Doc, cue: Span) -> bool {
    let w = doc.slice(cue);
    if !is_cap(w) {
        return true;
    }
    let i = doc.word_from(cue.start);
    let sentence_start = doc.sentence_at(cue.start).is_some_and(|si| doc.word_from(doc.sentences[si].start) == i);
    let after_mark = i > 0 && gap(doc, i - 1, i).has_any(&['"', '“', '”', ',', ':', '(']);
    // A headline's closing tag (`…, Jo Li Says.`): title case capitalises
    // the verb that ends its paragraph.
    let ends_paragraph = doc.paragraph_at(cue.start).and_then(|p| doc.paragraphs.get(p)).is_some_and(|p| doc.text.get(cue.end..p.end).is_some_and(|t| crate::bytes::trim_end_of(t.trim_space(), &['.', '!']).is_empty()));
    sentence_start || after_mark || i == 0 || ends_paragraph
}

/// The subject mention next to a cue, for attributions that came without
/// one: `X said`, `X, a spokesman for Y, said`, `said X`, and the sentence
/// subject of a participle (`…, saying`).
pub fn near_cue(doc: &Words, cue: Span) -> Option<Span> {
    let si = doc.sentence_at(cue.start)?;
    let sent = doc.sentences[si];
    let i = doc.word_from(cue.start);
    let j = doc.word_from(cue.end);
    if i >= doc.words.len() {
        return None;
    }
    let w = doc.slice(doc.words[i]);
    // A cue opened by its idiom's preposition ("in hopes of") is an
    // adjunct: the words before it are no subject of it.
    if w.same_ic("in") && cue.end > doc.words[i].end {
        return None;
    }
    let participle = w.ends_with("ing") && i > 0 && gap(doc, i - 1, i).has(',');
    if participle {
        // "…, saying": the subject of the sentence is the source.
        return subject(doc, sent, i);
    }
    // "He points to the ruins but vows …": a second verb shares the
    // subject of the sentence.
    let coordinated = {
        // Back over adverbs ("but now said") to a conjunction.
        let mut k = i;
        while k > 0 && in_sent(doc, k - 1, sent) && i - k < 3 && in_set(SKIP, doc.slice(doc.words[k - 1])) {
            k -= 1;
        }
        k > 0 && in_sent(doc, k - 1, sent) && lower_in(words!["and", "but", "then"], doc.slice(doc.words[k - 1]))
    };
    if w.same_ic("according") {
        // "according to X": the source follows.
        return after(doc, j, sent);
    }
    if coordinated {
        if let Some(m) = subject(doc, sent, i) {
            return Some(m);
        }
    }
    // A mention after the cue is its source only in inversion: after a
    // quotation or a comma (`"...," said Jo`), or opening the sentence;
    // elsewhere it is the cue's object ("questioning the integrity of").
    let opens = i == 0 || !in_sent(doc, i - 1, sent);
    // The same test as the attribution stage's ("Asked whether …,").
    let participle_clause = opens && doc.words.get(i + 1).is_some_and(|&n| crate::attribution::heads_participle_clause(w, doc.slice(n)));
    // After a comma or the like (no quotation), only a verb of saying
    // inverts: "Jo Li, a lawyer, praised the plan" has its object after.
    let g = if opens { "" } else { gap(doc, i - 1, i) };
    let last = doc.slice(doc.words[j.saturating_sub(1).max(i)]);
    let quoted = g.has_any(&['"', '\u{201d}', '\'']);
    let inverted = (opens || quoted || g.has_any(&[',', '(', ':', '\u{2014}', '\u{2013}']) && crate::attribution::inverts(last))
        && !participle_clause
        && !crate::attribution::ends_governed(doc.slice(cue));
    // "…, said he had doubts": a pronoun with its verb right after it is
    // the reported clause's subject, not an inverted source.
    let clause_subject = |m: Span| {
        !quoted
            && doc.words.get(j) == Some(&m)
            && is_pronoun(doc.slice(m))
            && in_sent(doc, j + 1, sent)
            && gap(doc, j, j + 1) == " "
    };
    before(doc, i, sent).or_else(|| if inverted { after(doc, j, sent).filter(|&m| !clause_subject(m)) } else { None })
}

fn in_sent(doc: &Doc, k: usize, sent: Span) -> bool {
    doc.words.get(k).is_some_and(|w| sent.contains(*w))
}

/// The mention ending before word `i` (the cue), across adverbs and
/// auxiliaries.
fn before(doc: &Words, i: usize, sent: Span) -> Option<Span> {
    let mut k = i.checked_sub(1)?;
    let mut skipped = 0;
    loop {
        if !in_sent(doc, k, sent) || !gap(doc, k, k + 1).trim_space().is_empty() {
            break;
        }
        let w = doc.slice(doc.words[k]);
        let adverb = !is_cap(w) && (in_set(SKIP, w) || (w.ends_with("ly") && w.len() > 4));
        if lower_in(words!["was", "were", "is", "are", "been", "be", "being"], w) {
            // "were reported": a passive names no source before it.
            return None;
        }
        if adverb && skipped < 3 && k > 0 {
            k -= 1;
            skipped += 1;
        } else {
            break;
        }
    }
    if !in_sent(doc, k, sent) {
        return None;
    }
    let g = gap(doc, k, k + 1);
    if words![", ", "., "].contains(g.as_bytes()) && skipped == 0 {
        return appositive(doc, k, sent);
    }
    if words![") ", ".) "].contains(g.as_bytes()) && skipped == 0 {
        // "Jo Li (D-Ohio) said": the phrase before the parenthesis.
        let mut p = k;
        while p > 0 && in_sent(doc, p, sent) && k - p < 6 {
            if gap(doc, p - 1, p).ends_with("(") {
                return phrase_ending_at(doc, p - 1, sent).map(|m| Span::new(m.start, doc.words[k].end + g.len() - 1));
            }
            p -= 1;
        }
        return None;
    }
    if !g.trim_space().is_empty() {
        return None;
    }
    phrase_ending_at(doc, k, sent)
}

/// The noun phrase a relative pronoun hangs on ("residents" in "objections
/// from residents who say ..."), when it stands right before it.
pub fn relative_antecedent(doc: &Words, relative: Span) -> Option<Span> {
    let k = doc.word_from(relative.start).checked_sub(1)?;
    let sent = *doc.sentences.get(doc.sentence_at(relative.start)?)?;
    if !in_sent(doc, k, sent) || !words![" ", ", "].contains(gap(doc, k, k + 1).as_bytes()) || doc.noun_class(k).is_none() && !is_cap(doc.word(k)) {
        return None;
    }
    phrase_ending_at(doc, k, sent).filter(|m| !is_pronoun(doc.slice(*m)))
}

/// The noun phrase that ends at word `k`.
fn phrase_ending_at(doc: &Words, k: usize, sent: Span) -> Option<Span> {
    let w = doc.slice(doc.words[k]);
    let end = doc.words[k].end;
    if is_pronoun(w) {
        return Some(doc.words[k]);
    }
    if is_cap(w) && !doc.is_not_name(k) || is_acronym(w) {
        let mut s = k;
        while s > 0 && in_sent(doc, s - 1, sent) && name_gap(doc, s - 1, s) {
            let p = doc.slice(doc.words[s - 1]);
            if is_name_start(doc, s - 1) || words!["the", "The"].contains(p.as_bytes()) {
                s -= 1;
                if p.same_ic("the") {
                    break;
                }
            } else if lower_in(PARTICLES, p) && s >= 2 && is_cap(doc.slice(doc.words[s - 2])) {
                s -= 2;
            } else {
                break;
            }
        }
        return Some(Span::new(doc.words[s].start, end));
    }
    // A common-noun phrase: back to its determiner, over at most five
    // words. A noun the lexicon does not know needs the determiner.
    let known = doc.noun_class(k).is_some();
    if !known && (in_any(&[STOP, SKIP], w) || w.ends_with("ly")) {
        return None;
    }
    let mut s = k;
    let mut det = None;
    let mut n = 0;
    while s > 0 && n < 5 && in_sent(doc, s - 1, sent) && gap(doc, s - 1, s) == " " {
        let p = doc.slice(doc.words[s - 1]);
        if in_set(STOP, p) {
            break;
        }
        s -= 1;
        n += 1;
        let determiner = lower_in(DETERMINERS, p);
        if determiner || doc.is_indefinite(s) || p.ends_with("'s") || p.ends_with("’s") {
            det = Some(s);
            if determiner || p.same_ic("a") || p.same_ic("an") {
                break;
            }
        }
    }
    if !known && det.is_none() {
        return None;
    }
    // "one of the two fighters", "some of the officials".
    if let Some(d) = det {
        if d >= 2 && in_sent(doc, d - 2, sent) && doc.slice(doc.words[d - 1]).same_ic("of") && gap(doc, d - 2, d - 1) == " " && gap(doc, d - 1, d) == " " {
            let q = doc.slice(doc.words[d - 2]);
            if doc.is_indefinite(d - 2) || lower_in(words!["each", "none", "all", "both", "either", "neither"], q) {
                det = Some(d - 2);
            }
        }
    }
    let start = det.unwrap_or_else(|| {
        // A bare plural: take the capitalised words right before it
        // ("GOP officials").
        let mut t = k;
        while t > 0 && in_sent(doc, t - 1, sent) && gap(doc, t - 1, t) == " " && is_name_word(doc, t - 1) {
            t -= 1;
        }
        t
    });
    Some(Span::new(doc.words[start].start, end))
}

/// `X, a spokesman for Y, said`: the phrase from X to the end of the
/// appositive, whose last word is `k`.
fn appositive(doc: &Words, k: usize, sent: Span) -> Option<Span> {
    let mut p = k;
    let mut n = 0;
    while p > 0 && in_sent(doc, p - 1, sent) && n < 25 {
        let g = gap(doc, p - 1, p);
        if g.has_any(&['"', '“', '”', '.', ';', ':']) && !g.starts_with(". ") {
            return None;
        }
        if g == ", " {
            let head = phrase_ending_at(doc, p - 1, sent)?;
            let hw = doc.slice(head);
            // The head must be a name or pronoun: a clause before a comma
            // is no subject.
            if is_cap(hw) || is_pronoun(hw) {
                return Some(Span::new(head.start, doc.words[k].end));
            }
            return None;
        }
        p -= 1;
        n += 1;
    }
    None
}

/// The mention starting at word `j`, after the cue (`said Jo Li`).
fn after(doc: &Words, j: usize, sent: Span) -> Option<Span> {
    if !in_sent(doc, j, sent) || j == 0 || !gap(doc, j - 1, j).trim_space().is_empty() {
        return None;
    }
    let w = doc.slice(doc.words[j]);
    if pronoun(w).is_some_and(|p| p.0 == Form::Pronoun) && !lower_in(words!["his", "her", "its", "their", "him", "them"], w) {
        return Some(doc.words[j]);
    }
    let mut e = j;
    let mut content = false;
    while in_sent(doc, e, sent) && e - j < 10 {
        let x = doc.slice(doc.words[e]);
        if e > j && (!(gap(doc, e - 1, e) == " " || name_gap(doc, e - 1, e)) || in_set(STOP, x)) {
            break;
        }
        if e == j && in_set(STOP, x) {
            return None;
        }
        if is_name_word(doc, e) || doc.noun_class(e).is_some() || (e > j && (doc.is_indefinite(j) || lower_in(DETERMINERS, doc.word(j)))) {
            content = true;
        }
        e += 1;
    }
    // "…," said her deputy, Tom Hale.: a role and the name in apposition
    // after it, the whole tag's mention (`named_in_apposition` reads it).
    let role = crate::seq::any_in(j..e, |k| doc.noun_class(k).is_some() && !is_cap(doc.word(k)));
    if content && role && in_sent(doc, e, sent) && gap(doc, e - 1, e) == ", " {
        let mut k = e;
        while in_sent(doc, k, sent) && k - e < 4 && is_name_word(doc, k) && (k == e || name_gap(doc, k - 1, k)) {
            k += 1;
        }
        let closed = !in_sent(doc, k, sent) || gap(doc, k - 1, k).trim_space_start().first_is(|c| matches!(c, ',' | '.' | ';'));
        if k - e >= 2 && closed {
            e = k;
        }
    }
    (content && e > j).then(|| Span::new(doc.words[j].start, doc.words[e - 1].end))
}

/// The subject of a sentence: its first pronoun, name or described noun
/// after any opening phrase ("On Monday, she …").
fn subject(doc: &Words, sent: Span, limit: usize) -> Option<Span> {
    let mut k = doc.word_from(sent.start);
    // Skip an opening phrase ("On Monday, …", "Speaking to staff, …")
    // that ends in a comma within eight words.
    let opener = k < doc.words.len() && {
        let w = doc.word(k);
        in_any(&[NEVER_FIRST, OPENERS], w) || (!doc.is_not_name(k) && (w.ends_with("ing") || w.ends_with("ly")))
    };
    if opener {
        let comma = (k..(k + 8).min(limit)).find(|&t| t + 1 < doc.words.len() && gap(doc, t, t + 1).has(','));
        match comma {
            Some(t) => k = t + 1,
            // An opener with no comma after it ("Using the data the
            // campaign …"): where the subject starts is unclear, and the
            // opener itself is none.
            None if !in_set(NEVER_FIRST, doc.slice(doc.words[k])) => return None,
            None => {}
        }
    }
    let stop = (k + 12).min(limit);
    while k < stop && in_sent(doc, k, sent) {
        let w = doc.slice(doc.words[k]);
        if is_pronoun(w) && !lower_in(words!["his", "her", "its", "their", "him", "them", "who", "which", "whose", "whom"], w) {
            return Some(doc.words[k]);
        }
        if lower_in(DETERMINERS, w) || doc.is_indefinite(k) || w.ends_with("'s") || w.ends_with("’s") {
            return phrase_from(doc, k, sent, limit);
        }
        if is_name_word(doc, k) {
            let mut e = k + 1;
            while e < limit && in_sent(doc, e, sent) && name_gap(doc, e - 1, e) {
                let x = doc.slice(doc.words[e]);
                if is_name_word(doc, e) {
                    e += 1;
                } else if lower_in(PARTICLES, x) && e + 1 < limit && is_name_word(doc, e + 1) {
                    e += 2;
                } else {
                    break;
                }
            }
            // "Clinton aides", "GOP officials": the phrase goes on to its noun.
            if e < limit && in_sent(doc, e, sent) && gap(doc, e - 1, e) == " " && doc.noun_class(e).is_some() {
                e += 1;
                // "Former hospital chief": on to the compound's last noun.
                while e < limit && in_sent(doc, e, sent) && gap(doc, e - 1, e) == " " && doc.noun_class(e).is_some() {
                    e += 1;
                }
                // "Chief executive Anna Brandt", "Opposition leader Jo
                // Li": a title ending in a role noun runs on into the name.
                if doc.noun_class(e - 1) == Some(NounClass::Person) {
                    let mut f = e;
                    while f < limit && in_sent(doc, f, sent) && name_gap(doc, f - 1, f) && is_name_word(doc, f) {
                        f += 1;
                    }
                    e = f;
                }
            }
            return Some(Span::new(doc.words[k].start, doc.words[e - 1].end));
        }
        if doc.noun_class(k).is_some() {
            return phrase_ending_at(doc, k, sent);
        }
        k += 1;
    }
    None
}

/// The noun phrase opened by the determiner at word `k`, up to its head
/// noun ("the former Ohio governor").
fn phrase_from(doc: &Words, k: usize, sent: Span, limit: usize) -> Option<Span> {
    let mut e = k + 1;
    let mut last = None;
    while e < limit && e - k <= 6 && in_sent(doc, e, sent) && gap(doc, e - 1, e) == " " {
        let x = doc.slice(doc.words[e]);
        if in_any(&[STOP, SKIP], x) {
            break;
        }
        if doc.noun_class(e).is_some() {
            last = Some(e);
            // "one of the two fighters": go on across "of the". A noun
            // compound's head is its last noun: "the hospital chief", "the
            // campaign spokesman".
            let of = e + 1 < limit && doc.slice(doc.words[e + 1]) == "of";
            let compound = e + 1 < limit && in_sent(doc, e + 1, sent) && gap(doc, e, e + 1) == " " && doc.noun_class(e + 1).is_some();
            if !of && !compound {
                break;
            }
        } else if is_name_word(doc, e) {
            last = Some(e);
        }
        e += 1;
    }
    let end = last?;
    Some(Span::new(doc.words[k].start, doc.words[end].end))
}

/// Words that never open a source mention: prepositions, conjunctions,
/// adverbs, auxiliaries and dates ("With", "Saturday").
const NEVER_FIRST_LIST: &[&str] = &[
    "with", "but", "and", "or", "in", "on", "at", "for", "of", "to", "from", "by", "as", "if", "when",
    "while", "after", "before", "since", "because", "although", "though", "so", "yet", "there", "here",
    "what", "where", "why", "how", "then", "now", "still", "also", "even", "just", "only", "however",
    "meanwhile", "instead", "indeed", "despite", "during", "under", "over", "about", "into", "through",
    "asked", "according", "yes", "no", "well", "today", "yesterday", "tomorrow", "tonight", "last",
    "next", "earlier", "later", "do", "does", "did", "is", "are", "was", "were", "has", "have", "had",
    "will", "would", "can", "could", "should", "monday", "tuesday", "wednesday", "thursday", "friday",
    "saturday", "sunday", "january", "february", "march", "april", "june", "july", "august",
    "september", "october", "november", "december", "not", "that", "this", "these", "those",
    "i've", "i'm", "it's", "that's", "let's", "we're", "don't",
];

/// Sentence openers that start an adverbial clause or phrase, not a
/// subject ("Once, when …", "Given the polls, …").
const OPENERS_LIST: &[&str] = &["once", "unless", "given", "whatever", "whenever", "whether", "until", "maybe", "perhaps", "ask", "think", "whoever", "wherever", "like", "unlike", "among", "amid", "against", "beyond", "without", "within", "upon", "toward", "towards"];

/// Can this span be the mention of a source? Not inside a quotation, not
/// over a paragraph break, not opening with a preposition, adverb or date.
pub fn plausible(doc: &Words, span: Span, quotes: &[crate::quote::Found]) -> bool {
    // Quotation marks cross into a quotation, unless they close a short
    // title inside an apposition ("Jo Li, a host of "The Hour,""): the
    // mention ends with that quotation's marks.
    let text = doc.slice(span);
    let q = quotes.get(crate::quote::ending_by(quotes, span.start));
    let title = q.is_some_and(|q| q.span.start > span.start && span.end >= q.span.end && span.end - q.span.end <= 1 && q.span.len() < 60);
    if span.is_empty() || text.has_any(&['\n', '\r']) || !title && text.has_any(&['"', '“', '”']) {
        return false;
    }
    if q.is_some_and(|q| q.span.overlaps(span) && !q.scare && !title) {
        return false;
    }
    let range = word_range(doc, span);
    if range.is_empty() || range.start >= doc.words.len() {
        return false;
    }
    let w = crate::bytes::replace(clipped(doc, range.start, span), '’', "'");
    let lone_determiner = range.len() == 1 && (lower_in(DETERMINERS, &w) || lower_in(words!["a", "an"], &w));
    // "Will", "April", "June" and "August" are given names too: before a
    // capitalised surname ("said Will Doyle") they open a name.
    let given_name = || lower_in(GIVEN_NAMES, &w) && is_cap(&w) && doc.words.get(range.start + 1).is_some_and(|n| range.len() > 1 && is_cap(doc.slice(*n)));
    // "This report", "these engineers", "those surveyed", "those close to
    // him": a demonstrative before a noun or a modifier opens a
    // description (alone, "This shows" has no source).
    let time = |i: usize| doc.words.get(i).is_some_and(|&n| lower_in(DEMONSTRATIVE_TIMES, doc.slice(n)));
    let demonstrative = || range.len() > 1 && lower_in(words!["this", "these", "those"], &w) && !time(range.start + 1);
    // "the heart of the", "three Pinocchios for": a mention never ends
    // in a preposition, article or conjunction.
    let last = doc.slice(doc.words[range.end - 1]);
    let dangling = range.len() > 1 && lower_in(words!["of", "for", "the", "a", "an", "so", "to", "and", "or", "with", "in", "on", "at", "by", "from"], last);
    // The exceptions are read only for a word that never opens a mention.
    // A function word in capitals after a comma is a name ("..., Will
    // wrote", `"...," From said`).
    let surname = || range.len() == 1 && is_cap(&w) && crate::bytes::trim_end_of(crate::bytes::slice(doc.text, ..span.start).trim_space_end(), &['"', '\u{201d}', '\'', '\u{2019}']).ends_with(",");
    // "a poll that shows": a lone "that" right after a lower-case word
    // opens a relative clause and stands for its noun (the attribution
    // rules offer it only before a verb cue).
    let relative = range.len() == 1 && w == "that" && crate::bytes::slice(doc.text, ..span.start).strip_suffix(" ").is_some_and(|t| t.last_is(|c: char| c.is_ascii_lowercase()));
    relative || (!in_set(NEVER_FIRST, &w) || given_name() || demonstrative() || quantified(doc, range.clone()) || surname()) && !lone_determiner && !dangling
}

/// Words that may open a mention before a quantity: "about half of
/// voters", "only 49 percent", "more than 4 in 10", "at least a dozen".
pub const QUANTIFIERS: WordList = words!["about", "only", "nearly", "almost", "roughly", "just", "not", "more", "fewer", "less", "at"];

/// Words that quantify a group: the second word of a quantified mention.
pub const QUANTITIES: WordList = words![
    "half", "a", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "all", "everyone",
    "everybody", "most", "many", "least", "than", "dozens", "hundreds", "thousands",
];

/// Does the mention over words `range` open with a quantifier before a
/// quantity ("About half of voters")?
fn quantified(doc: &Words, range: std::ops::Range<usize>) -> bool {
    let (Some(&a), Some(&b)) = (doc.words.get(range.start), doc.words.get(range.start + 1)) else { return false };
    let second = doc.slice(b);
    range.len() >= 2 && lower_in(QUANTIFIERS, doc.slice(a)) && (second.first_is(|c: char| c.is_ascii_digit()) || lower_in(QUANTITIES, second))
}

/// Words after "this"/"these" that make a time, no source ("this month",
/// "these past weeks").
const DEMONSTRATIVE_TIMES: WordList = words![
    "week", "weeks", "month", "months", "year", "years", "past", "season", "morning", "afternoon", "evening", "weekend",
    "time", "summer", "fall", "spring", "winter", "day", "days", "election", "cycle",
];

/// Words of `NEVER_FIRST_LIST` that are also given names.
const GIVEN_NAMES: WordList = words!["will", "april", "june", "august"];

/// The dialogue tag right after a quote: `"…," Jo Li said`, `"…," said
/// Jo Li`, `"…," the group wrote`, `"…?" she asked`, with any verb. Returns
/// the verb and the subject mention. Only a quote closed by a comma, `?`,
/// `!` or dash (or followed by a comma) takes a tag.
pub fn quote_tag(doc: &Words, quote: Span) -> Option<(Span, Span)> {
    let inner = crate::bytes::trim_end_by(crate::bytes::slice(doc.text, quote.start..quote.end), |c: char| matches!(c, '"' | '”' | '»' | '\'' | '’') || crate::bytes::is_space(c));
    let rest = crate::bytes::slice(doc.text, quote.end..);
    // `"…" ― Jo Li`: a name after a dash signs the quote.
    let signed = crate::bytes::strip_prefix_of(crate::bytes::trim_start_of(rest, &[' ', '\u{a0}']), &['―', '—', '–']);
    if let Some(after_dash) = signed {
        let start = quote.end + (rest.len() - after_dash.len());
        let k = doc.word_from(start);
        let w = doc.words.get(k)?;
        if !crate::bytes::slice(doc.text, start..w.start).trim_space().is_empty() || !is_name_word(doc, k) {
            return None;
        }
        let mut e = k + 1;
        while e < doc.words.len() && name_gap(doc, e - 1, e) && is_name_word(doc, e) {
            e += 1;
        }
        let m = Span::new(w.start, doc.words[e - 1].end);
        let dash = crate::bytes::trim_start_of(rest, &[' ', '\u{a0}']).first_char().map_or(0, char::len_utf8);
        return Some((Span::new(start - dash, start), m)).filter(|_| !crate::bytes::slice(doc.text, quote.end..m.end).has_any(&['\n', '\r']));
    }
    let tagged = inner.last_is(|c| matches!(c, ',' | '?' | '!' | '—' | '–' | '-' | '…')) || rest.starts_with(", ");
    if !tagged {
        return None;
    }
    // Only a quote that opens its sentence takes a tag: after a quote
    // inside a sentence (`Li called it "a mess," but he …`) a new clause
    // begins.
    let qs = doc.sentences.get(doc.sentence_at(quote.start)?).copied()?;
    if !crate::bytes::slice(doc.text, qs.start..quote.start).trim_space().is_empty() {
        return None;
    }
    let j = doc.word_from(quote.end);
    let first = *doc.words.get(j)?;
    // A quote ending in "?" or "!" ends a sentence for the segmenter; its
    // tag ("… ?" Li asked) belongs with it all the same.
    let sent = doc.sentences.get(doc.sentence_at(quote.end.saturating_sub(1))?).copied()?;
    let sent = doc.sentence_at(first.start).map_or(sent, |si| sent.cover(doc.sentences[si]));
    let lead = crate::bytes::slice(doc.text, quote.end..first.start);
    if !words![" ", ", "].contains(lead.as_bytes()) {
        return None;
    }
    let fw = doc.slice(first);
    let verb_like = |w: &str| {
        !is_cap(w)
            && !in_set(STOP, w) || lower_in(words!["told", "said", "says"], w)
    };
    // Word `i` reads as a verb in the past or present tense.
    // Read case-blind in place: a lower-cased copy was an allocation a
    // dialogue tag read (481 on polnear-dev).
    let past_or_present = |i: usize| {
        let w = doc.word(i);
        let ends = |suffix: &[u8]| w.len().checked_sub(suffix.len()).and_then(|k| w.as_bytes().get(k..)).is_some_and(|end| end.same_ic(suffix));
        (ends(b"ed") || ends(b"s") && !ends(b"ss") || lower_in(IRREGULAR, w)) && doc.noun_class(i).is_none() && !lower_in(DETERMINERS, w)
    };
    // "…," said Jo Li
    if verb_like(fw) && past_or_present(j) && !is_pronoun(fw) && !in_set(STOP, fw) || lower_in(words!["said", "told", "says"], fw) {
        let m = after(doc, j + 1, sent)?;
        return Some((first, m));
    }
    // "…," Jo Li said / the group wrote / he added
    for k in j + 1..(j + 16).min(doc.words.len()) {
        if !in_sent(doc, k, sent) {
            return None;
        }
        let w = doc.slice(doc.words[k]);
        if lower_in(words!["that", "to", "and", "but", "because", "if", "when"], w) {
            return None;
        }
        if verb_like(w) && past_or_present(k) && !is_pronoun(w) {
            let m = before(doc, k, sent)?;
            // The subject opens the tag, or follows a few modifiers ("an
            // angry Jo Li").
            let lead = crate::bytes::slice(doc.text, first.start..m.start.max(first.start));
            let plain = crate::bytes::words(lead).all(|w| !in_any(&[STOP, SKIP], w));
            let close = m.start <= first.start || (word_count(lead) <= 3 && plain && !lead.has_any(&[',', '.', ';', ':']));
            return close.then_some((doc.words[k], m));
        }
    }
    None
}

/// Irregular past forms that tag a quote.
const IRREGULAR: WordList = words![
    "said", "told", "wrote", "put", "spoke", "thought", "read", "shot", "fired", "went", "began",
    "quipped", "felt", "heard", "taught", "swore", "sang", "cried", "replied", "recalled",
];

/// The subject of sentence `sent`: an antecedent the registry keeps in
/// view for later pronouns and descriptions.
pub fn subject_of(doc: &Words, sent: Span) -> Option<Span> {
    subject(doc, sent, doc.word_from(sent.end))
}

/// The subject of the sentence holding byte `pos`, looked for before it:
/// the fallback speaker of a quote set in narration (`Jo Li has
/// long decried "…"`).
pub fn sentence_subject(doc: &Words, pos: usize) -> Option<Span> {
    let sent = doc.sentences.get(doc.sentence_at(pos)?).copied()?;
    let limit = doc.word_from(pos);
    subject(doc, sent, limit)
}

/// A name found by scanning the text, with the acronym given for it in
/// parentheses right after, if any: "Syrian Observatory for Human Rights
/// (SOHR)".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scanned {
    /// The capitalised run.
    pub span: Span,
    /// The acronym in parentheses after it.
    pub alias: Option<Span>,
}

/// Every capitalised run in the text that may be a name, in text order.
/// Sentence-opening function words ("But", "The") do not start one;
/// single words the noun lexicon knows ("Officials") are left out.
pub fn scan_names(doc: &Words) -> Vec<Scanned> {
    let mut out = Vec::new();
    let n = doc.words.len();
    let mut k = 0;
    while k < n {
        let w = doc.slice(doc.words[k]);
        if !is_cap(w) || doc.is_not_name(k) && !doc.is_title(k) {
            k += 1;
            continue;
        }
        let s = k;
        let mut e = k + 1;
        while e < n && name_gap(doc, e - 1, e) {
            let prev = doc.slice(doc.words[e - 1]);
            if prev.ends_with("'s") || prev.ends_with("’s") {
                break;
            }
            let x = doc.slice(doc.words[e]);
            if is_name_word(doc, e) {
                e += 1;
            } else if lower_in(PARTICLES, x) && e + 1 < n && is_name_word(doc, e + 1) && gap(doc, e, e + 1) == " " {
                e += 2;
            } else {
                break;
            }
        }
        let only_titles = crate::seq::all_in(s..e, |i| doc.is_title(i));
        let lone_noun = e - s == 1 && doc.noun_class(k).is_some() && !is_acronym(w);
        let span = Span::new(doc.words[s].start, doc.words[e - 1].end);
        if !only_titles && !lone_noun && !doc.is_dateline(span) && !doc.is_byline(span) {
            let alias = (e < n && gap(doc, e - 1, e) == " (" && is_acronym(doc.slice(doc.words[e])))
                .then(|| doc.words[e])
                .filter(|a| crate::bytes::slice(doc.text, a.end..).starts_with(")"));
            out.push(Scanned { span, alias });
        }
        k = e;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `in_set` answers as `lower_in` over the list it was built from: the
    /// lists hold lower-case ASCII words no longer than its buffer, and
    /// every word is found in any case, a near miss in none.
    #[test]
    fn word_sets_answer_as_the_lists() {
        for (set, list) in [(STOP, STOP_LIST), (SKIP, SKIP_LIST), (NEVER_FIRST, NEVER_FIRST_LIST), (OPENERS, OPENERS_LIST)] {
            for &w in list {
                assert!(w.len() <= SET_WORD_MAX && w.bytes().all(|b| b.is_ascii_lowercase() || b == b'\''), "{w}");
                let upper = w.to_ascii_uppercase();
                let title: String = w.char_indices().map(|(i, c)| if i == 0 { c.to_ascii_uppercase() } else { c }).collect();
                for form in [w, upper.as_str(), title.as_str()] {
                    assert!(in_set(set, form), "{form}");
                }
                for near in [format!("{w}s"), format!("x{w}"), format!("{w}’")] {
                    assert_eq!(in_set(set, &near), list.iter().any(|x| x.eq_ignore_ascii_case(&near)), "{near}");
                }
            }
        }
        assert!(!in_set(NEVER_FIRST, "meanwhilemeanwhilemeanwhile"), "longer than any entry");
        assert!(!in_set(NEVER_FIRST, "it’s"), "a curly apostrophe is not the list's straight one");
    }

    /// `in_any` answers as `in_set` of each set in turn, for the pairs the
    /// rules ask.
    #[test]
    fn any_of_two_sets_answers_as_either() {
        let words = STOP_LIST.iter().chain(SKIP_LIST).chain(NEVER_FIRST_LIST).chain(OPENERS_LIST).chain(&["Officials", "SAID", "x", ""]);
        for w in words {
            for (a, b) in [(STOP, SKIP), (NEVER_FIRST, OPENERS)] {
                assert_eq!(in_any(&[a, b], w), in_set(a, w) || in_set(b, w), "{w}");
            }
        }
    }

    fn read(text: &str, mention: &str) -> Info {
        let doc = Doc::new(text);
        let s = text.find(mention).expect("mention in text");
        analyze(&Words::new(&doc), Span::new(s, s + mention.len()))
    }

    /// (convention, text, mention, form, kind, anonymous, tokens/head)
    const CASES: &[(&str, &str, &str, Form, SourceType, bool, &str)] = &[
        ("full name", "Jo Li said.", "Jo Li", Form::Name, SourceType::Person, false, "jo li"),
        ("title before surname", "Sen. Warren said.", "Sen. Warren", Form::Name, SourceType::Person, false, "warren"),
        ("organisation name", "The Syrian Observatory for Human Rights said.", "The Syrian Observatory for Human Rights", Form::Name, SourceType::Organisation, false, "syrian observatory human rights"),
        ("newspaper name", "The Daily Planet reported it.", "The Daily Planet", Form::Name, SourceType::Media, false, "daily planet"),
        ("acronym", "SOHR said.", "SOHR", Form::Acronym, SourceType::Organisation, false, "sohr"),
        ("name with appositive", "Jo Li, a spokesman for Acme, said.", "Jo Li, a spokesman for Acme,", Form::Name, SourceType::Person, false, "jo li"),
        ("a name whose apposition heads on a noun for a body names the body", "Northwind Mills, a textile company, said.", "Northwind Mills, a textile company,", Form::Name, SourceType::Organisation, false, "northwind mills"),
        ("a maker, chain or start-up in apposition is a business", "Harrowgate Foods, the snack maker, said.", "Harrowgate Foods, the snack maker,", Form::Name, SourceType::Organisation, false, "harrowgate foods"),
        ("the regulator is a body", "the regulator said.", "the regulator", Form::Description, SourceType::Organisation, false, "regulator"),
        ("the apposition's head is its last noun before a relative or a preposition", "Pell Varo, an Ames consultant whose firm won, said.", "Pell Varo, an Ames consultant whose firm won,", Form::Name, SourceType::Person, false, "pell varo"),
        ("a role then its name after an inverted cue", "'It is over,' said the spokesman, Tom Hale.", "the spokesman, Tom Hale", Form::Name, SourceType::Person, false, "tom hale"),
        ("role before name", "Acme chief executive Jo Li said.", "Acme chief executive Jo Li", Form::Name, SourceType::Person, false, "jo li"),
        ("indefinite person", "A senior official said.", "A senior official", Form::Description, SourceType::Person, true, "official"),
        ("bare plural of people", "Critics say so.", "Critics", Form::Description, SourceType::Group, true, "critics"),
        ("numbered group", "Two purported rebel fighters said.", "Two purported rebel fighters", Form::Description, SourceType::Group, true, "fighters"),
        ("definite organisation", "the group said.", "the group", Form::Description, SourceType::Organisation, false, "group"),
        ("place as modifier", "the Ohio senator said.", "the Ohio senator", Form::Description, SourceType::Person, false, "senator"),
        ("indefinite medium", "a local newspaper said.", "a local newspaper", Form::Description, SourceType::Media, false, "newspaper"),
        ("named collective", "Democrats said no.", "Democrats", Form::Name, SourceType::Group, false, "democrats"),
    ];

    #[test]
    fn mention_forms() {
        for (name, text, m, form, kind, anon, key) in CASES {
            let info = read(text, m);
            assert_eq!(info.form, *form, "{name}");
            assert_eq!(info.kind, *kind, "{name}");
            assert_eq!(info.anonymous, *anon, "{name}");
            let got = if info.form == Form::Description { info.head.clone() } else { info.tokens.join(" ") };
            assert_eq!(got, *key, "{name}");
        }
    }

    #[test]
    fn pronoun_features() {
        assert_eq!(read("She said.", "She").gender, Some(true));
        assert!(read("they said.", "they").plural);
        assert_eq!(read("Lee, who said", "who").form, Form::Relative);
        assert!(read("The second fighter said.", "The second fighter").fresh);
    }

    /// (convention, text, cue, expected mention; empty for none)
    const NEAR: &[(&str, &str, &str, &str)] = &[
        ("name before cue", "Jo Li said it rained.", "said", "Jo Li"),
        ("adverb between", "Jo Li also said it rained.", "said", "Jo Li"),
        ("pronoun before cue", "Then he told reporters it rained.", "told", "he"),
        ("described subject", "The Ohio senator said it rained.", "said", "The Ohio senator"),
        ("indefinite subject", "Later a senior official said it rained.", "said", "a senior official"),
        ("appositive", "Jo Li, a spokesman for Acme, said it rained.", "said", "Jo Li, a spokesman for Acme"),
        ("inverted", "\"It rained,\" said Jo Li, a spokesman.", "said", "Jo Li"),
        ("inverted description", "\"It rained,\" said one former official.", "said", "one former official"),
        ("participle", "On Monday, Jo Li wrote to staff, saying it rained.", "saying", "Jo Li"),
        ("a pronoun with its verb after an inverting cue is the reported clause's subject, no source", "In the end, said they had won.", "said", ""),
    ];

    #[test]
    fn mentions_next_to_cues() {
        for (name, text, cue, want) in NEAR {
            let doc = Doc::new(text);
            let s = text.find(cue).unwrap();
            let got = near_cue(&Words::new(&doc), Span::new(s, s + cue.len())).map(|m| doc.slice(m));
            assert_eq!(got, (!want.is_empty()).then_some(*want), "{name}");
        }
    }

    #[test]
    fn scanning_finds_names_and_parenthesised_acronyms() {
        let text = "But the Syrian Observatory for Human Rights (SOHR) and Sen. Jo Li met.";
        let doc = Doc::new(text);
        let got: Vec<(&str, Option<&str>)> = scan_names(&Words::new(&doc)).iter().map(|s| (doc.slice(s.span), s.alias.map(|a| doc.slice(a)))).collect();
        assert_eq!(got, [("Syrian Observatory for Human Rights", Some("SOHR")), ("SOHR", None), ("Sen. Jo Li", None)]);
    }
}
