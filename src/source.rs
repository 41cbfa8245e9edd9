//! The source registry: every source once per article, with all its
//! mentions, a readable name, a type and whether it is unnamed.
//!
//! Mentions come from the attributions (the mention next to each cue, or,
//! when the attribution stage gave none, the subject found next to the cue)
//! and from a scan of the text for capitalised names, which earlier or later
//! mentions may refer to. All mentions are read in text order and each joins
//! an entity:
//!
//! - a name joins the latest entity whose name it shortens or lengthens
//!   ("Trump" ↔ "Donald Trump", "Sen. Warren" ↔ "Elizabeth Warren");
//! - an acronym joins the entity whose initials or parenthesised acronym it
//!   is ("SOHR" ↔ "Syrian Observatory for Human Rights (SOHR)");
//! - a pronoun joins the nearest earlier compatible entity (he/she a person
//!   of that gender, they a group or organisation, it an organisation);
//! - a definite description ("the group", "the official") joins the nearest
//!   earlier entity with the same head noun, else of a compatible type;
//!   an indefinite or contrasting one ("a senior official", "the second
//!   fighter") starts a new, unnamed entity.
//!
//! Only entities cited by some cue are sources; names no cue cites are
//! dropped at the end.

use crate::bytes::Trim as _;
use crate::bytes::SameIc as _;
use crate::bytes::Chars as _;
use crate::bytes::Lower;
pub mod label;
pub mod lexicon;
pub mod mention;
pub mod possessor;
pub mod words;

use crate::seq::Seq;
use crate::attribution;
use crate::words;
use crate::wordset::WordList;
use crate::quote;
use crate::result::SourceType;
use crate::segment::Doc;
use crate::Span;
use mention::{Form, Info};
use crate::wordset::WordMap;

/// One source and its mentions (byte spans).
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// The fullest name seen.
    pub name: String,
    /// Every mention, in text order.
    pub mentions: Vec<Span>,
    /// What sort of source.
    pub kind: SourceType,
    /// Unnamed.
    pub anonymous: bool,
}

/// The registry of one article.
#[derive(Debug, Default)]
pub struct Registry {
    /// The sources, in order of first mention.
    pub entries: Vec<Entry>,
    /// For each attribution (same order as the cues given to
    /// [`Registry::build`]): the mention its source rests on and the entry
    /// that mention belongs to.
    pub cue_sources: Vec<Option<(Span, usize)>>,
    /// For each quote: a candidate speaker mention and its entry.
    pub quote_sources: Vec<Option<(Span, usize)>>,
    /// For each quote: the verb of its dialogue tag, if it has one.
    pub quote_tags: Vec<Option<Span>>,
}

/// Where a mention came from.
#[derive(Debug, Clone, Copy)]
enum Event {
    /// The source of attribution `i`.
    Cue(usize),
    /// The subject of quote `i`'s dialogue tag.
    Tag(usize),
    /// The subject of the sentence quote `i` stands in.
    Subject(usize),
    /// A name scanned from the text.
    Scan,
}

/// Is this mention a pronoun?
pub fn is_pronoun(word: &str) -> bool {
    mention::is_pronoun(word)
}

/// An entity while the registry is being built.
#[derive(Debug, Default)]
struct Entity {
    label: Option<Span>,
    label_tokens: usize,
    description: Option<Span>,
    mentions: Vec<Span>,
    kind: Option<SourceType>,
    gender: Option<bool>,
    /// The gender comes from the mentions themselves (a title, a first
    /// name, "spokeswoman"), not from a pronoun resolved to the entity.
    gender_known: bool,
    plural: bool,
    names: Vec<Vec<String>>,
    aliases: Vec<String>,
    heads: Vec<String>,
    /// Roles the person's named mentions give ("mayor" of "Mayor Jo
    /// Li"): a description of another role is someone else.
    roles: Vec<Span>,
    first_person: Option<&'static str>,
    last: usize,
    /// Recency for pronouns: a sentence subject counts as standing at the
    /// end of its sentence, so it beats objects of the same sentence.
    salience: usize,
    named: bool,
    unnamed_desc: bool,
    cited: bool,
    candidate: bool,
}

impl Entity {
    fn kind(&self) -> SourceType {
        self.kind.unwrap_or(SourceType::Unknown)
    }
}

/// Heads of descriptions that fit a person of any role ("the official",
/// "the woman").
const ANY_ROLE: WordList = words!["official", "man", "woman", "person", "leader", "source", "politician", "candidate", "lawmaker"];

/// Kinship nouns: relations a person has many of at once, no role.
pub(crate) const KINSHIP: WordList = words![
    "mother", "father", "daughter", "son", "wife", "husband", "sister", "brother", "mom", "dad", "aunt", "uncle", "cousin", "grandmother",
    "grandfather", "widow", "parent", "friend", "child",
];

/// How far back (bytes) a description or pronoun looks for its antecedent.
const REACH: usize = 2500;

/// Candidate lists up to this long are sorted by insertion (at most
/// 64 × 63 / 2 swaps), longer ones by the shared merge sort.
const SORT_IN_PLACE: usize = 64;

/// Sorts entity ids ascending: in place by insertion when few (most
/// candidate lists are a few dozen ids, nearly in order: about a step an id,
/// no allocation); the shared sort keys, copies and allocates four
/// vectors, about 4 K instructions a call (BENCHMARKS.md section 12,
/// session 23). A long list keeps that sort's O(n log n).
fn sort_ids(ids: &mut Vec<usize>) {
    if ids.len() > SORT_IN_PLACE {
        crate::order::sort_by_key(ids, |&i| i as u64);
        return;
    }
    for i in 1..ids.len() {
        let mut j = i;
        while j > 0 && ids[j - 1] > ids[j] {
            ids.swap(j - 1, j);
            j -= 1;
        }
    }
}

impl Registry {
    /// Builds the registry of one article from its attributions and
    /// quotes: the mention next to each cue, the subject of each quote's
    /// dialogue tag and of the sentence a quote stands in (candidates the
    /// linking stage may use), and the names scanned from the text. Names
    /// said inside quotations serve as no antecedent.
    pub fn build(doc: &Doc, cues: &[attribution::Found], quotes: &[quote::Found]) -> Registry {
        // The mention rules read the document with its words' lexicon
        // classes, each looked up once.
        let doc = &words::Words::new(doc);
        // At most one mention per cue and per quote, then the scanned ones:
        // sized once, not grown a push at a time.
        let mut events: Vec<(Span, Event, Option<Span>)> = Vec::with_capacity(cues.len() + quotes.len());
        // One key closure for both sorts below: one copy of the sort in the WASM.
        let by_span = |e: &(Span, Event, Option<Span>)| crate::order::span_key(e.0);
        for (i, c) in cues.iter().enumerate() {
            // A reduced relative ("a memo [titled] “X”", "a state [known
            // for]") names no source: its noun, which the cue stage reads
            // as the frame's edge, is what is named. In train source
            // accuracy 13929 -> 13950, exact source fp -34; dev accuracy
            // +2, fp -3.
            let reduced = attribution::reduced_passive(doc, c.cue);
            let given = c.source.filter(|&m| !reduced && owner_or_plausible(doc, m, quotes));
            let near = || mention::near_cue(doc, c.cue).filter(|&m| mention::plausible(doc, m, quotes));
            // A mention after a verb cue is its object or the subject of
            // the reported clause ("told Reuters", "said he would") unless
            // nothing stands before the cue (`"…," said Jo Li`).
            let verb = !doc.slice(c.cue).as_bytes().get(..9).is_some_and(|w| w.same_ic(b"according"));
            // The agent of a passive or a participle ("was criticized by
            // X", "a view echoed by X") is the source, not an object.
            // So is the "from" after a noun of stance ("drew criticism from X"),
            // and the "of" that closes an endorsement cue ("won the
            // endorsement of X": `attribution::mention::from_source`).
            let next = crate::bytes::slice(doc.text, c.cue.end..).trim_space_start().as_bytes();
            let agent = next.get(..3).is_some_and(|w| w.same_ic(b"by ")) || next.get(..5).is_some_and(|w| w.same_ic(b"from ")) || doc.slice(c.cue).as_bytes().ends_with(b" of") || attribution::feels_object(doc.slice(c.cue))
                // "was appointed to the court by X": an agent further on.
                || given.is_some_and(|m| m.start > c.cue.end + 4 && crate::bytes::slice(doc.text, c.cue.end..m.start).trim_space_end().as_bytes().rsplit(|&b| b == b' ').next().is_some_and(|w| w.same_ic(b"by")));
            let chosen = match given {
                Some(m) if verb && !agent && m.start >= c.cue.end => near().filter(|n| n.end <= c.cue.start).or(given),
                Some(_) => given,
                // An agentless passive ("were reported", "is believed")
                // names nobody: the word before it is what was reported.
                None if is_agentless_passive(doc.slice(c.cue)) => None,
                // So does an evidential verb ("the race seemed close"): its
                // subject is what is reported (in train, 153 of 181 such
                // gold cues have no source).
                None if is_evidential(doc.slice(c.cue)) => None,
                None if reduced => None,
                None => near(),
            };
            if let Some(m) = chosen.map(|m| without_reporting_relative(doc, m, cues)) {
                if !m.overlaps(c.cue) {
                    events.push((m, Event::Cue(i), None));
                }
            }
        }
        let mut tags = crate::seq::filled(None, quotes.len());
        for (qi, q) in quotes.iter().enumerate() {
            // A dialogue tag after the quote, or a transcript label opening
            // it (`"POE: …"`, inside the quote, so not checked as a mention).
            let tag = mention::quote_tag(doc, q.span).filter(|t| mention::plausible(doc, t.1, quotes)).or_else(|| label::transcript(doc, q.span));
            if let Some((verb, m)) = tag {
                *crate::seq::at_mut(&mut tags, qi) = Some(verb);
                events.push((m, Event::Tag(qi), None));
            } else if let Some(m) = [possessor::speech_owner(doc, q.span.start), mention::sentence_subject(doc, q.span.start)]
                .into_iter()
                .flatten()
                .find(|&m| m.end <= q.span.start && owner_or_plausible(doc, m, quotes))
            {
                // The owner of a speech noun (`Li's claim that "…"`) before
                // the subject of the sentence. A cue of the same sentence may
                // have read that subject further ("A spokeswoman for the
                // Department for Education"): one mention, the longer.
                let m = events.iter().find(|e| matches!(e.1, Event::Cue(_)) && e.0.start == m.start && e.0.end > m.end).map_or(m, |e| e.0);
                events.push((m, Event::Subject(qi), None));
            }
        }
        // Sorted here rather than their spans: `taken` comes out in order,
        // and the sort below (stable, so the same order) meets one sorted
        // run more.
        crate::order::sort_by_key(&mut events, by_span);
        let taken: Vec<Span> = crate::seq::mapped(&events, |e| e.0);
        let names = mention::scan_names(doc);
        // Sentence subjects that are descriptions of people ("The second
        // fighter stood …") stay in view for later pronouns.
        let sentence_subjects: Vec<Option<Span>> = crate::seq::mapped(&doc.sentences, |&s| mention::subject_of(doc, s));
        let subjects: Vec<mention::Scanned> = crate::seq::kept_at(&sentence_subjects, |_, &m| {
            let m = m?;
            let i = names.partition_point(|n| n.span.end <= m.start);
            // "Hospital waiting lists hit …": a bare capitalised noun
            // before a lower-case word that is no cue modifies it.
            let w = doc.word_from(m.start);
            let bare = doc.words.get(w).is_some_and(|x| x.start == m.start && x.end == m.end) && doc.slice(m).first_is(crate::bytes::is_upper);
            let next = doc.words.get(w + 1).filter(|n| crate::bytes::slice(doc.text, m.end..n.start) == " ");
            // Cues come in text order: one binary search, not a scan
            // per sentence (an archive-sized text stays linear).
            let cue_at = |at: usize| cues.get(attribution::starting_before(cues, at)).is_some_and(|c| c.cue.start == at);
            let modifier = bare && next.is_some_and(|n| doc.slice(*n).first_is(crate::bytes::is_lower) && !cue_at(n.start));
            let keep = !modifier
                && !names.get(i).is_some_and(|n| n.span.overlaps(m))
                && !mention::is_pronoun(doc.slice(m))
                && mention::analyze(doc, m).form == Form::Description;
            keep.then_some(mention::Scanned { span: m, alias: None })
        });
        events.reserve(names.len() + subjects.len());
        for s in names.into_iter().chain(subjects) {
            let i = taken.partition_point(|c| c.end <= s.span.start);
            let clash = taken.get(i).is_some_and(|c| c.overlaps(s.span));
            let quoted = {
                let q = quote::ending_by(quotes, s.span.start);
                quotes.get(q).is_some_and(|q| q.span.contains(s.span) && !q.scare)
            };
            if !clash && !quoted {
                events.push((s.span, Event::Scan, s.alias));
            }
        }
        crate::order::sort_by_key(&mut events, by_span);

        // At most an entity per event: sized once, not grown (and the
        // entities copied) a push at a time.
        let mut ents: Seq<Entity> = Seq::new(Vec::with_capacity(events.len()));
        // A link or two per event at most, mostly, a key or two and a
        // recent mention: one allocation each, not a doubling series.
        let mut index = Index {
            links: Vec::with_capacity(events.len() * 2),
            by_last: WordMap::with_capacity(events.len()),
            by_acronym: WordMap::with_capacity(events.len() / 2),
            recent: Vec::with_capacity(events.len()),
            ..Index::default()
        };
        let mut cue_ent: Seq<Option<(Span, usize)>> = Seq::new(crate::seq::filled(None, cues.len()));
        let mut quote_ent: Seq<Option<(Span, usize)>> = Seq::new(crate::seq::filled(None, quotes.len()));
        let mut last_span: Option<(Span, usize)> = None;
        let mut ids = Vec::new();
        for (span, event, alias) in events {
            let e = match last_span {
                // Two cues or quotes share one mention ("X said and added").
                // or overlapping spans of one mention ("Sen. Poe", "Poe").
                Some((s, e)) if s.overlaps(span) => e,
                _ => {
                    let info = mention::analyze(doc, span);
                    let weak = matches!(event, Event::Scan) && info.form == Form::Description;
                    index.candidates(doc, &info, span, &mut ids);
                    let e = resolve(doc, &ents, &ids, &info, span, weak).or_else(|| delayed_name(doc, &ents, &index, &info, span)).unwrap_or_else(|| {
                        // Room for the first mentions now: `join` pushes
                        // one at once (the capacity `push` would give, without its grow path),
                        // and a name's tokens or a description's head.
                        let named = matches!(info.form, Form::Name | Form::Acronym);
                        ents.push(Entity {
                            mentions: Vec::with_capacity(4),
                            names: Vec::with_capacity(if named { 4 } else { 0 }),
                            heads: Vec::with_capacity(if info.form == Form::Description { 4 } else { 0 }),
                            ..Entity::default()
                        });
                        ents.len() - 1
                    });
                    // "residents who say": a relative pronoun no mention
                    // before resolves names its noun phrase's people.
                    if info.form == Form::Relative && ents[e].mentions.is_empty() {
                        if let Some(np) = mention::relative_antecedent(doc, span) {
                            let ni = mention::analyze(doc, np);
                            index.add(doc, &ents[e], e, &ni, np, None);
                            join(doc, &mut ents[e], ni, np, None, None);
                        }
                    }
                    let subject = doc.sentence_at(span.start).and_then(|si| crate::seq::at(&sentence_subjects, si).map(|m| (m, doc.sentences[si].end)));
                    // Indexed first: the entity then takes the mention's
                    // name and head over without a copy.
                    index.add(doc, &ents[e], e, &info, span, alias);
                    join(doc, &mut ents[e], info, span, alias, subject);
                    e
                }
            };
            last_span = Some((span, e));
            match event {
                Event::Cue(i) => {
                    cue_ent[i] = Some((span, e));
                    ents[e].cited = true;
                }
                Event::Tag(qi) | Event::Subject(qi) => {
                    quote_ent[qi] = Some((span, e));
                    ents[e].candidate = true;
                }
                Event::Scan => {}
            }
        }

        // Keep the entities some cue or quote may cite.
        let mut remap = Seq::new(crate::seq::filled(usize::MAX, ents.len()));
        let mut entries = Vec::with_capacity(ents.len());
        for (i, e) in ents.into_iter().enumerate() {
            if !e.cited && !e.candidate {
                continue;
            }
            remap[i] = entries.len();
            let label = e.label.or(e.description).or(e.mentions.first().copied()).unwrap_or_default();
            let name = readable(doc.slice(label));
            entries.push(Entry {
                name,
                mentions: e.mentions,
                kind: e.kind.unwrap_or(SourceType::Unknown),
                anonymous: !e.named && e.unnamed_desc,
            });
        }
        let cue_sources = crate::seq::mapped(&cue_ent, |c| c.map(|(m, e)| (m, remap[e]))).into();
        let quote_sources = crate::seq::mapped(&quote_ent, |c| c.map(|(m, e)| (m, remap[e]))).into();
        Registry { entries, cue_sources, quote_sources, quote_tags: tags }
    }

    /// The candidate speaker of quote `qi` from its dialogue tag or its
    /// sentence's subject: the mention, the entry, and the tag's verb when
    /// the candidate comes from a tag.
    pub fn quote_source(&self, qi: usize) -> Option<(Span, usize, Option<Span>)> {
        let (m, e) = self.quote_sources.get(qi).copied().flatten()?;
        Some((m, e, self.quote_tags.get(qi).copied().flatten()))
    }

    /// The entry a mention belongs to.
    pub fn entry_of(&self, mention: Span) -> Option<usize> {
        self.entries.iter().position(|e| e.mentions.contains(&mention))
    }

    /// The mention and entry of attribution `i`'s source.
    pub fn cue_source(&self, i: usize) -> Option<(Span, usize)> {
        self.cue_sources.get(i).copied().flatten()
    }
}

/// A source mention without its relative clause when that clause holds a
/// cue of its own: "Jo Li, who endorsed Poe on Monday, said …" is two
/// attributions, Li's endorsement and what Li said, and the second's
/// source is "Jo Li" (PolNeAR's guidelines, "Jeremy, who supports
/// Sanders, says …"). A clause with no cue ("who chairs the board")
/// describes the source and stays. In train, of 43 source mentions with a
/// cue in their ", who"/", whose" clause, gold leaves the clause out 29
/// times and keeps it 11; of 195 with no cue there it keeps it 115 times
/// and leaves it out 42.
fn without_reporting_relative(doc: &words::Words, m: Span, cues: &[attribution::Found]) -> Span {
    let first = doc.word_from(m.start);
    let inside = doc.words.iter().skip(first + 1).take_while(|w| w.end <= m.end).count();
    let Some(k) = (first + 1..first + 1 + inside).find(|&k| mention::gap(doc, k - 1, k) == ", " && words!["who", "whose"].contains_ignore_case(doc.slice(doc.words[k]).as_bytes())) else {
        return m;
    };
    let clause = Span::new(doc.words[k].start, m.end);
    let i = attribution::starting_before(cues, clause.start);
    if cues.get(i).is_some_and(|c| c.cue.end <= clause.end) {
        Span::new(m.start, doc.words[k - 1].end)
    } else {
        m
    }
}

/// A plausible mention, or a possessive pronoun standing alone: the owner
/// of a speech noun or an opinion (`his call for "…"`, "in her view",
/// "in its calls for"),
/// which only those readings hand over as a whole mention.
fn owner_or_plausible(doc: &words::Words, m: Span, quotes: &[quote::Found]) -> bool {
    let owner = words!["his", "her", "their", "its", "my", "our"].contains_ignore_case(doc.slice(m).as_bytes());
    let quoted = || {
        let q = quote::ending_by(quotes, m.start);
        quotes.get(q).is_some_and(|q| q.span.overlaps(m) && !q.scare)
    };
    if owner {
        return !quoted();
    }
    mention::plausible(doc, m, quotes)
}

/// "were reported", "was said", "is believed": a form of *be* before the
/// verb and no "by" after it.
fn is_agentless_passive(cue: &str) -> bool {
    let lower = cue.lower();
    let words: Vec<&str> = crate::bytes::words(&lower).collect();
    // A time word the cue took along ("was reported last week") comes
    // after the participle.
    let time = |w: &&&str| {
        let b = w.as_bytes();
        matches!(**w, "last" | "this" | "earlier" | "today" | "yesterday" | "recently") || attribution::TIME_NOUNS.contains(b) || attribution::WEEKDAYS.contains(b)
    };
    // So does a preposition the participle governs ("was asked about",
    // "is known for", "is accused of", "is seen as"): the subject is what
    // is reported about, no source. In train 45 more cue sources are
    // right (gold has none), 6 exact ones are lost (a stance: "is assured
    // of", "were divided on"); dev 2 more right. "to" ("are inclined to")
    // lost 2 and gained none.
    let particle = |w: &&&str| matches!(**w, "about" | "for" | "of" | "as" | "over" | "on");
    // (Loops: in the WASM each `rev().take_while(..).count()` was a
    // function of its own.)
    let mut kept = words.len();
    while kept > 0 && time(&crate::seq::at(&words, kept - 1)) {
        kept -= 1;
    }
    if kept > 0 && particle(&crate::seq::at(&words, kept - 1)) {
        kept -= 1;
    }
    let Some((last, before)) = crate::seq::part(&words, ..kept).split_last() else { return false };
    let be = before.iter().any(|w| matches!(*w, "is" | "are" | "was" | "were" | "be" | "been" | "being"));
    be && (last.ends_with("ed") || matches!(*last, "said" | "told" | "thought" | "known" | "understood" | "seen" | "shown" | "held" | "given" | "written"))
}

/// "seems", "appeared": a verb of evidence, which names no source; so
/// does a cue that ends in the hearsay adverb ("The firm has reportedly
/// [hired ...]": in train, such cues have no gold source 15 times in 15;
/// with a verb of saying after the adverb, "reportedly said", the subject
/// is the source).
fn is_evidential(cue: &str) -> bool {
    let last = crate::bytes::after_last(cue, |c| c == ' ');
    attribution::EVIDENTIAL_VERBS.contains_ignore_case(last.as_bytes()) || last.eq_ignore_ascii_case("reportedly")
}

/// Lookup tables that keep resolution near linear: names by their last
/// token and, when longer than one, their first (`by_last` holds both),
/// acronyms by their letters, and the recent mentions in text order.
///
/// The entities of a key are a chain through `links`, not a `Vec` each:
/// one buffer for the article instead of an allocation at each new key
/// (about 5,000 first pushes, 1.2 M instructions on polnear-dev); order
/// does not matter, [`Index::candidates`] sorts them.
#[derive(Default)]
struct Index {
    /// Per key, the first link of its chain, + 1 (0: none).
    by_last: WordMap<u32>,
    by_acronym: WordMap<u32>,
    /// An entity and the next link of its chain, + 1 (0: the end).
    links: Vec<(usize, u32)>,
    /// The latest entity of each first-person key ("we", "you", "i"; see
    /// [`first_person_slot`]): three slots, not a third map type, whose
    /// hash-table code would be compiled again for the WebAssembly.
    first_person: [Option<usize>; 3],
    recent: Vec<(usize, usize)>,
    /// The initials of the name being added: one buffer for the article,
    /// not a `String` a name.
    initials: String,
}

/// Where [`Index`] keeps the entity of a first-person key.
fn first_person_slot(key: &str) -> usize {
    match key {
        "we" => 0,
        "you" => 1,
        _ => 2,
    }
}

fn first_person_key(doc: &Doc, span: Span) -> &'static str {
    let w = doc.slice(span);
    if w.same_ic("we") || w.same_ic("us") {
        "we"
    } else if w.same_ic("you") {
        "you"
    } else {
        "i"
    }
}

impl Index {
    /// Appends the entities of the chain from link `at` (+ 1) to `ids`.
    fn chain(&self, mut at: u32, ids: &mut Vec<usize>) {
        while let Some(&(e, next)) = self.links.get((at as usize).wrapping_sub(1)) {
            ids.push(e);
            at = next;
        }
    }

    /// The entities a mention may refer to, into `ids` (cleared first: one
    /// buffer serves every mention of the article, not one allocation
    /// each).
    fn candidates(&self, doc: &Doc, info: &Info, span: Span, ids: &mut Vec<usize>) {
        ids.clear();
        let chained = matches!(info.form, Form::Name | Form::Acronym);
        match info.form {
            Form::Name => self.chain(info.tokens.last().and_then(|t| self.by_last.get(t)).map_or(0, |&h| h), ids),
            Form::Acronym => {
                let a = info.tokens.first().map(String::as_str).unwrap_or("");
                self.chain(self.by_acronym.get(a).map_or(0, |&h| h), ids);
                self.chain(self.by_last.get(a).map_or(0, |&h| h), ids);
            }
            Form::FirstPerson => ids.extend(self.first_person[first_person_slot(first_person_key(doc, span))]),
            _ => {
                let from = span.start.saturating_sub(REACH);
                for &(end, e) in self.recent.iter().rev() {
                    if end < from {
                        break;
                    }
                    // A run of mentions of one entity gives it once: fewer
                    // ids to sort (the dedup below would drop them anyway).
                    if ids.last() != Some(&e) {
                        ids.push(e);
                    }
                }
                // Oldest first: the entities then mostly come in ascending
                // order, which the sort below leaves as it is. Newest
                // first, they were sorted at every mention, and the sort's
                // new buffer made `ids` grow again each time.
                ids.reverse();
            }
        }
        if chained {
            // Chains run newest first: oldest first suits the sort.
            ids.reverse();
        }
        sort_ids(ids);
        ids.dedup();
    }

    /// Records a mention of entity `e`.
    fn add(&mut self, doc: &Doc, ent: &Entity, e: usize, info: &Info, span: Span, alias: Option<Span>) {
        let _ = ent;
        let put = |map: &mut WordMap<u32>, links: &mut Vec<(usize, u32)>, key: &str| {
            let head = map.entry(key);
            let mut at = *head;
            while let Some(&(x, next)) = links.get((at as usize).wrapping_sub(1)) {
                if x == e {
                    return;
                }
                at = next;
            }
            links.push((e, *head));
            *head = links.len() as u32;
        };
        if matches!(info.form, Form::Name | Form::Acronym) {
            if let Some(last) = info.tokens.last() {
                put(&mut self.by_last, &mut self.links, last);
            }
            // The first word too, for a lone word that opens the name
            // (see `resolve`); its candidates are still checked by name.
            if let [first, _, ..] = info.tokens.as_slice() {
                put(&mut self.by_last, &mut self.links, first);
            }
            if info.tokens.len() >= 2 {
                self.initials.clear();
                push_initials(&info.tokens, &mut self.initials);
                put(&mut self.by_acronym, &mut self.links, &self.initials);
            }
        }
        if let Some(a) = alias {
            put(&mut self.by_acronym, &mut self.links, &crate::fold::fold(&crate::bytes::replace(doc.slice(a), '.', "")));
        }
        if info.form == Form::FirstPerson {
            self.first_person[first_person_slot(first_person_key(doc, span))] = Some(e);
        }
        self.recent.push((span.end, e));
    }
}

/// A name for people: without a leading "the", trailing punctuation or
/// possessive.
fn readable(s: &str) -> String {
    // "A senior official at the agency, who spoke on condition of
    // anonymity": the relative clause describes; the label is the phrase.
    // So does a parenthetical set off by dashes ("Democrats — and some
    // Republicans —").
    let s = [", who ", ", which ", ", whose ", " — ", "—", " – ", " -- ", " - "].iter().fold(s, |s, r| crate::bytes::before(s, r));
    let s = crate::bytes::trim_end_of(s.trim_space(), &[',', '.', ';', ':']);
    let s = s.strip_prefix("the ").or_else(|| s.strip_prefix("The ")).unwrap_or(s);
    lexicon::strip_possessive(s).trim_space().to_string()
}

/// A test of an entity, as [`latest_of`] takes it: a closure.
///
/// Why not `&dyn Fn(&Entity) -> bool`: a `dyn Fn`'s vtable also holds
/// `call_once`, whose shim is a second copy of the closure's body in the
/// WASM (three of [`resolve`]'s tests, about 0.2 KB each); this trait's
/// vtable holds the one method.
trait EntityTest {
    /// Whether `e` passes.
    fn test(&self, e: &Entity) -> bool;
}

impl<F: Fn(&Entity) -> bool> EntityTest for F {
    fn test(&self, e: &Entity) -> bool {
        self(e)
    }
}

/// Of the candidates `ids`, the one mentioned last that `f` accepts.
///
/// A function of its own in the WASM, where [`resolve`] inlined it at each
/// of its nine tests (about 0.2 KB of code each); inlined natively, where
/// the test's closure is then called directly.
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
fn latest_of(ents: &Seq<Entity>, ids: &[usize], f: &dyn EntityTest) -> Option<usize> {
    // `filter(..).max_by_key(..)` as a loop (in the WASM the adapters
    // were a function of their own); the last of equal ones wins, as there.
    let mut best: Option<usize> = None;
    for &i in ids {
        if f.test(&ents[i]) && best.is_none_or(|b| ents[i].last >= ents[b].last) {
            best = Some(i);
        }
    }
    best
}

/// The entity a mention refers to, if it is one already seen.
/// `weak`: a mention no cue cites joins an entity only by its head noun.
///
/// `ids` are the candidates: for names and acronyms the entities sharing
/// their key, else those mentioned within [`REACH`] before; so each lookup
/// stays small however long the article.
fn resolve(doc: &Doc, ents: &Seq<Entity>, ids: &[usize], info: &Info, span: Span, weak: bool) -> Option<usize> {
    let near = |e: &Entity| e.last <= span.start && span.start - e.last <= REACH;
    let latest = |f: &dyn EntityTest| latest_of(ents, ids, f);
    match info.form {
        Form::Name => latest(&|e: &Entity| e.names.iter().any(|n| same_name(n, &info.tokens)) && !other_given_name(e, &info.tokens)).or_else(|| {
            // "Pew" after "Pew Research", "Northwind" after "Northwind
            // Air", "Hillary" after "Hillary Clinton": a lone word that
            // opens a person's or a body's name, when no name ends in it.
            // Not a group's word ("Democrats" of "Democrats Abroad"), nor
            // one of two names joined ("Trump and Clinton").
            let [word] = info.tokens.as_slice() else { return None };
            let opens = |n: &Vec<String>| n.len() >= 2 && n[0] == *word;
            let joined = |e: &Entity| e.label.is_some_and(|l| crate::bytes::contains(doc.slice(l), " and "));
            let kind = |e: &Entity| matches!(e.kind(), SourceType::Person | SourceType::Organisation | SourceType::Media) && !joined(e);
            (info.kind != SourceType::Group).then(|| latest(&|e: &Entity| kind(e) && e.names.iter().any(opens))).flatten()
        }),
        Form::Acronym => {
            let a = info.tokens.first().map(String::as_str).unwrap_or("");
            latest(&|e: &Entity| e.aliases.iter().any(|x| x == a) || e.names.iter().any(|n| has_initials(n, a) || n.len() == 1 && n[0] == a))
        }
        Form::Pronoun => {
            let person = info.kind == SourceType::Person;
            if person {
                // A person of the pronoun's known gender wins over a
                // nearer one of unknown gender in the same stretch.
                let compatible = |e: &Entity| {
                    let k = e.kind();
                    near(e) && (k == SourceType::Person || k == SourceType::Unknown && (e.cited || e.candidate) && e.named) && !e.plural && (e.gender.is_none() || e.gender == info.gender)
                };
                // The most salient (the last of equal ones), as `latest_of` loops.
                let mut nearest = None;
                for &i in ids {
                    if compatible(&ents[i]) && nearest.is_none_or(|b: usize| ents[i].salience >= ents[b].salience) {
                        nearest = Some(i);
                    }
                }
                let nearest = nearest?;
                if ents[nearest].gender.is_none() {
                    let known = latest(&|e: &Entity| compatible(e) && e.gender == info.gender && e.gender_known);
                    if let Some(k) = known.filter(|&k| ents[nearest].last.saturating_sub(ents[k].last) <= 400) {
                        return Some(k);
                    }
                }
                return Some(nearest);
            }
            latest(&|e: &Entity| {
                near(e)
                    && if person {
                        let k = e.kind();
                        (k == SourceType::Person || k == SourceType::Unknown && (e.cited || e.candidate) && e.named) && !e.plural && (e.gender.is_none() || e.gender == info.gender)
                    } else if info.plural {
                        e.plural || matches!(e.kind(), SourceType::Group | SourceType::Organisation)
                    } else {
                        matches!(e.kind(), SourceType::Organisation | SourceType::Media)
                    }
            })
        }
        Form::Relative => {
            // "Jo Li, who said": the mention right before.
            latest(&|e: &Entity| e.last <= span.start && span.start - e.last <= 3)
        }
        Form::FirstPerson => {
            let key = first_person_key(doc, span);
            latest(&|e: &Entity| e.first_person == Some(key))
        }
        Form::Description => {
            if !info.definite || info.fresh {
                return None;
            }
            let head = singular(&info.head);
            let same_head = latest(&|e: &Entity| near(e) && e.heads.iter().any(|h| singular(h) == head));
            // "Her office", "his lawyers", "Trump's campaign": someone
            // else's people, never whichever source of that kind is nearest.
            // The owner may follow an article: "The city's finance director".
            let owned = crate::bytes::split_by(doc.slice(span), crate::bytes::is_space).take(2).enumerate().any(|(k, w)| {
                k == 0 && words!["his", "her", "its", "their", "our", "my", "your"].contains_ignore_case(w.as_bytes()) || w.ends_with("'s") || w.ends_with("’s")
            });
            // "the state comptroller's office" and "the governor's office"
            // are two offices: a named owner must be the same one.
            let owner = |m: Span| {
                let text = doc.slice(m);
                crate::bytes::split_by(text, crate::bytes::is_space).find(|w| w.ends_with("'s") || w.ends_with("’s")).map(|w| crate::fold::fold(lexicon::strip_possessive(w)))
            };
            let mine = owner(span);
            let same_head = same_head.filter(|&e| mine.is_none() || ents[e].mentions.iter().any(|&m| owner(m) == mine));
            // "the authority" after "the Millbrook Water Authority", "the
            // university" after "Ames State University": a name whose last
            // word is the description's head.
            let same_head = same_head.or_else(|| {
                let named = |e: &Entity| near(e) && e.names.iter().any(|n| n.len() >= 2 && n.last().is_some_and(|t| singular(t) == head));
                if owned { None } else { latest(&named) }
            });
            // "the mayor" after "Mayor Tom Reyes", though another person was
            // named since: the role a name was given counts as its head.
            // Not for someone's people ("his advisers").
            let same_head = same_head.or_else(|| {
                let role = |e: &Entity| near(e) && e.roles.iter().any(|&r| singular(doc.slice(r)).same_ic(head));
                if owned || info.plural { None } else { latest(&role) }
            });
            if weak || owned {
                return same_head;
            }
            same_head.or_else(|| {
                latest(&|e: &Entity| {
                    near(e)
                        && match info.kind {
                            // "the mayor" may be Jo Li named before, never
                            // "an analyst" left unnamed (its head differs).
                            // A person named with another role is not it:
                            // "the minister" is not "Jo Li, a spokesman".
                            SourceType::Person => e.kind() == SourceType::Person && !e.plural && e.named && (e.roles.is_empty() || ANY_ROLE.contains(head.as_bytes())),
                            // "the group" may be the fighters named before; "the
                            // company" is never the prosecutors.
                            // "the ministry" is no college named before: a
                            // kind of institution is only one that says so.
                            SourceType::Organisation => {
                                (e.kind() == SourceType::Organisation || e.kind() == SourceType::Group && GROUP_LIKE.contains(head.as_bytes()))
                                    && (!INSTITUTIONS.contains(head.as_bytes()) || e.names.iter().flatten().any(|t| singular(t) == head))
                            }
                            // "the statement" is no indictment named before; "the
                            // newspaper" may be the Courier (a name, no head).
                            SourceType::Media => e.kind() == SourceType::Media && e.heads.is_empty(),
                            SourceType::Group => e.plural || e.kind() == SourceType::Group,
                            SourceType::Unknown => false,
                        }
                })
            })
        }
    }
}

/// The person a description introduced before their name: "The mayor of
/// Carverton vetoed the deal … Mayor Dana Whitfield said". News ledes
/// often hold the name back until the second paragraph (delayed
/// identification); the first name given with the description's role
/// names that person, unless the description was already named or is
/// plural. The name must come in the description's paragraph or the next:
/// further on, "the governor" was more often someone named long before
/// (beyond the registry's reach) than the next governor named (in the eval
/// texts, 1 right and 2 wrong at any distance; the right one was in the
/// next paragraph).
fn delayed_name(doc: &Doc, ents: &Seq<Entity>, index: &Index, info: &Info, span: Span) -> Option<usize> {
    let role = singular(doc.slice(info.role?));
    if info.form != Form::Name || info.kind != SourceType::Person {
        return None;
    }
    let para = doc.paragraph_at(span.start)?;
    let from = doc.paragraphs[para.saturating_sub(1)].start;
    let (_, e) = crate::seq::last_of_while(&index.recent, |&(end, _)| end >= from, |&(_, e)| {
        let x = &ents[e];
        x.kind() == SourceType::Person && !x.named && !x.plural
    })?;
    let x = &ents[*e];
    let definite = x.description.is_some_and(|d| doc.slice(d).as_bytes().get(..4).is_some_and(|w| w.same_ic(b"the ")));
    (definite && x.heads.iter().any(|h| singular(h).same_ic(role))).then_some(*e)
}

/// Adds a mention to an entity and learns what it tells. Takes the
/// mention's analysis: a new name or head noun moves into the entity.
///
/// `subject`: the subject of the mention's sentence and the sentence's end.
fn join(doc: &Doc, e: &mut Entity, info: Info, span: Span, alias: Option<Span>, subject: Option<(Span, usize)>) {
    e.mentions.push(span);
    e.last = e.last.max(span.end);
    let subject_end = subject.filter(|(m, _)| m.overlaps(span)).map(|(_, end)| end);
    e.salience = e.salience.max(subject_end.unwrap_or(span.end));
    if e.gender.is_none() {
        e.gender = info.gender;
    }
    if info.gender.is_some() && info.form != Form::Pronoun && e.gender == info.gender {
        e.gender_known = true;
    }
    let kind_known = e.kind.is_some_and(|k| k != SourceType::Unknown);
    if !kind_known && info.kind != SourceType::Unknown || e.kind.is_none() {
        e.kind = Some(info.kind);
    }
    match info.form {
        Form::Name | Form::Acronym => {
            e.named = true;
            if info.tokens.len() > e.label_tokens {
                e.label = Some(info.label);
                e.label_tokens = info.tokens.len();
            }
            if !e.names.contains(&info.tokens) {
                e.names.push(info.tokens);
            }
            if info.plural {
                e.plural = true;
            }
            // Kinship is no role: a daughter is a mother too.
            let same = |a: Span, b: Span| singular(doc.slice(a)).same_ic(singular(doc.slice(b)));
            if let Some(r) = info.role.filter(|&r| !KINSHIP.contains_ignore_case(singular(doc.slice(r)).as_bytes())) {
                if e.roles.len() < 4 && !e.roles.iter().any(|&x| same(x, r)) {
                    e.roles.push(r);
                }
            }
        }
        Form::Description => {
            e.unnamed_desc |= info.anonymous || matches!(info.kind, SourceType::Person | SourceType::Group);
            if e.description.is_none() {
                e.description = Some(span);
            }
            if e.heads.len() < 8 && !e.heads.contains(&info.head) {
                e.heads.push(info.head);
            }
            if e.mentions.len() == 1 {
                e.plural = info.plural;
            }
        }
        Form::FirstPerson => {
            e.first_person = Some(first_person_key(doc, span));
            if e.description.is_none() {
                e.description = Some(span);
            }
        }
        Form::Pronoun | Form::Relative => {
            if e.mentions.len() == 1 {
                e.plural = info.plural;
                if e.description.is_none() {
                    e.description = Some(span);
                }
            }
        }
    }
    if let Some(a) = alias {
        let a = crate::fold::fold(&crate::bytes::replace(doc.slice(a), '.', ""));
        if !e.aliases.contains(&a) {
            e.aliases.push(a);
        }
    }
}

/// Same name: equal, or one is the tail of the other ("Trump" of "Donald
/// Trump", "Post" of "New York Post").
fn same_name(a: &[String], b: &[String]) -> bool {
    if a.is_empty() || b.is_empty() {
        return false;
    }
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    long.ends_with(short)
}

/// Does entity `e` carry a full name with the same surname as `name` but
/// another given name ("Bill Clinton" for "Hillary Clinton", "Eric Trump"
/// for "Donald Trump")? Then `name` is a relative, not the entity, though
/// a lone "Clinton" joined it. An initial matches its name ("J. Smith",
/// "John Smith").
fn other_given_name(e: &Entity, name: &[String]) -> bool {
    let [given, .., surname] = name else { return false };
    let same = |a: &str, b: &str| a == b || a.len() == 1 && b.starts_with(a) || b.len() == 1 && a.starts_with(b);
    e.names.iter().any(|n| matches!(n.as_slice(), [g, .., s] if s == surname && !same(g, given)))
}

/// Appends the initials of a name of two words or more, lower-case:
/// "sohr".
fn push_initials(name: &[String], out: &mut String) {
    if name.len() < 2 {
        return;
    }
    for c in name.iter().filter_map(|t| t.first_char()) {
        crate::bytes::put_char(out, c);
    }
}

/// `initials(name) == a`, without building the initials: asked of every
/// name of every candidate entity of an acronym.
fn has_initials(name: &[String], a: &str) -> bool {
    if name.len() < 2 {
        return a.is_empty();
    }
    let mut rest = a;
    for c in name.iter().filter_map(|t| t.first_char()) {
        // Not `strip_prefix(c)`: core's char-pattern copy is its only user.
        if rest.first_char() != Some(c) {
            return false;
        }
        rest = crate::bytes::slice(rest, c.len_utf8()..);
    }
    rest.is_empty()
}

/// Heads of organisation descriptions that may stand for a group of people
/// named before ("Kurdish fighters … the group said"). Not "union",
/// "league" or "organization": those are bodies that speak for people, not
/// the people ("Parents pushed back. … The teachers union has warned" are
/// two sources).
const GROUP_LIKE: WordList = words!["group", "movement", "coalition", "alliance", "militia", "front", "faction", "network"];

/// Heads of descriptions that name a kind of institution: "the ministry"
/// stands only for a source whose name says it is one ("the Ministry of
/// Health"), never for the nearest organisation of another kind ("the
/// Royal College of Nursing"). Only heads that such names carry: "the
/// bank" may be Wells Fargo and "the agency" the Congressional Budget
/// Office, so those, like "the company" and "the group", stay open.
const INSTITUTIONS: WordList = words![
    "ministry", "department", "college", "university", "council", "board", "court", "committee", "commission", "authority",
    "hospital", "parliament", "assembly", "senate", "congress",
];

fn singular(w: &str) -> &str {
    if w.ends_with("ss") {
        w
    } else {
        w.strip_suffix("s").unwrap_or(w)
    }
}

#[cfg(test)]
mod tests;
