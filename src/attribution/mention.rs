//! The source mention of a cue, PolNeAR style: the whole noun phrase with
//! its determiner, modifiers and identifying apposition ("Jane Roe,
//! director of the board,"), or a pronoun; after the cue for inverted
//! order (`"...," said Jane Roe`), "according to X" and passives ("by X").

use super::context::Ctx;
use super::cues::Cue;
use crate::Span;

/// Words that end a noun phrase read leftwards from a cue: conjunctions,
/// relatives, auxiliaries and the like start a new constituent.
const BOUNDARY: &[&str] = &[
    "and", "but", "or", "nor", "as", "that", "when", "which", "who", "whom", "whose", "while", "after", "before",
    "though", "although", "because", "since", "where", "if", "so", "than", "until", "what", "how", "why",
    "whether", "once", "unless", "then", "also", "is", "was", "are", "were", "has", "have", "had", "be", "been",
    "will", "would", "can", "could", "should", "may", "might", "must", "do", "does", "did", "to", "even", "not",
    "only", "just", "said", "says", "say", "told", "like", "by", "with", "from", "into", "over", "during",
    "about", "against", "this", "it", "there", "here", "where", "yet", "still", "however", "meanwhile",
    "now", "why", "because", "instead",
];

/// Time words: an adverbial of time between a source and its cue ("on
/// Monday", "last week") belongs to neither.
const TIME: &[&str] = &[
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "today", "yesterday",
    "tonight", "tomorrow", "earlier", "later", "recently", "previously", "week", "month", "year", "morning",
    "afternoon", "evening", "night", "weekend", "once", "again", "too", "separately",
];

/// Prepositions and determiners that open a time adverbial.
const TIME_OPENERS: &[&str] = &["on", "in", "at", "last", "this", "that", "late", "early", "earlier", "next", "the"];

/// Pronouns that can be a source on their own.
const PRONOUNS: &[&str] = &["he", "she", "they", "we", "i", "you", "it", "who"];

/// Words that may open a source after an inverted cue, besides capitals
/// and pronouns.
const OPENERS: &[&str] = &[
    "the", "a", "an", "one", "two", "three", "several", "some", "many", "most", "other", "both", "senior",
    "former", "top", "his", "her", "their", "its", "our", "my", "sources", "officials", "experts", "analysts",
    "critics", "aides", "people", "supporters", "democrats", "republicans", "voters", "polls", "data",
];

/// Words after which a following source is over: what comes next is
/// the setting of the statement, not who made it.
const FORWARD_STOP: &[&str] = &[
    "that", "to", "in", "on", "at", "when", "while", "after", "before", "during", "as", "because", "if",
    "though", "and", "but", "who", "which", "where", "said", "says", "told", "adding", "citing", "noting",
    "saying", "last", "this", "earlier", "later", "today", "yesterday", "tonight", "about", "of", "with", "for",
    "over", "via", "through", "via", "than",
];

/// Words after which "of", "for", "at" still belong to the mention
/// ("director of", "spokesman for", "professor at").
fn role_noun(key: &str) -> bool {
    matches!(
        key,
        "director" | "head" | "chairman" | "chairwoman" | "chair" | "president" | "spokesman" | "spokeswoman"
            | "spokesperson" | "secretary" | "member" | "members" | "leader" | "leaders" | "professor"
            | "official" | "officials" | "manager" | "executive" | "founder" | "editor" | "governor"
            | "mayor" | "senator" | "chief" | "ceo" | "adviser" | "advisor" | "aide" | "analyst" | "fellow"
            | "researcher" | "attorney" | "lawyer" | "strategist" | "consultant" | "author" | "some" | "many"
            | "most" | "one" | "all" | "none" | "each" | "both" | "majority" | "half" | "third"
            | "group" | "chairs" | "staff" | "dean" | "commissioner" | "minister" | "ambassador"
            | "correspondent" | "reporter" | "columnist" | "pollster" | "expert" | "experts" | "critics"
            | "supporters" | "representative" | "counsel" | "partner" | "coordinator" | "organizer"
            | "campaign" | "office" | "department" | "committee" | "association" | "university"
    )
}

fn is_time(cx: &Ctx, i: usize) -> bool {
    cx.keys[i].is_any(TIME)
}

/// The mention that ends right before the cue, if the text has one.
pub fn before(cx: &Ctx, cue: &Cue) -> Option<Span> {
    let mut k = cue.first.checked_sub(1)?;
    if cx.sent[k] != cx.sent[cue.first] || cx.quoted[k] {
        return None;
    }
    let gap = cx.gap_before(cue.first).trim();
    if gap == "," {
        return apposition(cx, k, cue);
    }
    if !gap.is_empty() {
        return None;
    }
    // Skip an adverbial of time: "Jo Li on Monday said".
    if is_time(cx, k) {
        while k > 0 && cx.joined(k) && (is_time(cx, k) || cx.keys[k].is_any(TIME_OPENERS)) {
            k -= 1;
        }
        if !cx.joined(k + 1) || cx.sent[k] != cx.sent[cue.first] {
            return None;
        }
    }
    noun_phrase_back(cx, k)
}

/// The noun phrase ending at word `k`, read leftwards.
fn noun_phrase_back(cx: &Ctx, k: usize) -> Option<Span> {
    let key = cx.key(k);
    if cx.keys[k].is_any(BOUNDARY) && !cx.keys[k].is_any(PRONOUNS) && key != "which" || is_time(cx, k) {
        return None;
    }
    if cx.keys[k].is_any(PRONOUNS) || key == "which" {
        // A relative pronoun is the source itself: PolNeAR resolves no
        // coreference inside the span.
        return Some(cx.span(k, k));
    }
    let mut start = k;
    let mut count = 1;
    while start > 0 && count < 10 && cx.joined(start) && !cx.quoted[start - 1] {
        let p = start - 1;
        let pk = &cx.keys[p];
        if is_time(cx, p) || cx.is_trigger(p) {
            break;
        }
        if pk.is_any(BOUNDARY) {
            // "Google and Yahoo say": a conjunction between two names.
            let compound = pk.is("and") && cx.is_cap(start) && p > 0 && cx.joined(p) && cx.is_cap(p - 1);
            if !compound {
                break;
            }
        }
        if pk.is_any(PRONOUNS) && !pk.is("it") {
            break;
        }
        start = p;
        count += 1;
    }
    // A phrase opened by a sentence-initial preposition is a setting, not a
    // source: "In the capital officials said" keeps "officials".
    while start < k && cx.keys[start].is_any(&["in", "on", "at", "after", "during", "for", "of", "from", "with"]) {
        start += 1;
    }
    Some(cx.span(start, k))
}

/// `Name, apposition, said`: the source runs from the name through the
/// comma closing the apposition. Word `k` ends the apposition.
fn apposition(cx: &Ctx, k: usize, cue: &Cue) -> Option<Span> {
    let gap = cx.gap_before(cue.first);
    let comma_end = cx.doc.words[k].end + gap.find(',')? + 1;
    // Walk back over the apposition to the comma that opens it.
    let mut a = k;
    let mut count = 1;
    while a > 0 && count < 16 && cx.sent[a - 1] == cx.sent[k] && !cx.quoted[a - 1] {
        let g = cx.gap_before(a);
        if g.contains(',') {
            break;
        }
        if !g.chars().all(char::is_whitespace) && !g.trim().chars().all(|c| matches!(c, '.' | '&' | '\'' | '’')) {
            return None;
        }
        a -= 1;
        count += 1;
    }
    if a == 0 || cx.sent[a - 1] != cx.sent[k] || cx.gap_before(a).trim() != "," || cx.quoted[a - 1] {
        return None;
    }
    // The apposition describes a person: it opens with a determiner, a
    // capital, a role or a relative pronoun.
    let ak = &cx.keys[a];
    let describes = cx.is_cap(a)
        || ak.is_any(&["a", "an", "the", "who", "whose", "one", "his", "her", "their", "its", "former", "senior", "chief"])
        || role_noun(ak.as_str());
    if !describes {
        return None;
    }
    let np = noun_phrase_back(cx, a - 1)?;
    let first = cx.doc.word_from(np.start);
    if !cx.is_cap(first) && !cx.keys[first].is_any(PRONOUNS) {
        return None;
    }
    Some(Span::new(np.start, comma_end))
}

/// The mention that starts right after the cue: inverted order (`said
/// Jane Roe, director of the board`), "according to X", "by X".
/// `stop_at_comma` ends it at the first comma ("according to X, ...").
pub fn after(cx: &Ctx, from: usize, stop_at_comma: bool, any_opener: bool) -> Option<Span> {
    if from >= cx.len() || from == 0 || !cx.joined(from) {
        return None;
    }
    let k0 = &cx.keys[from];
    if k0.is_any(PRONOUNS) && !k0.is("it") && !k0.is("who") {
        return Some(cx.span(from, from));
    }
    if !(cx.is_cap(from) || k0.is_any(OPENERS) || any_opener) || k0.is_any(FORWARD_STOP) || is_time(cx, from) {
        return None;
    }
    let mut last = from;
    let mut j = from + 1;
    while j < cx.len() && cx.sent[j] == cx.sent[from] && !cx.quoted[j] {
        let g = cx.gap_before(j);
        let gt = g.trim();
        let comma = gt == ",";
        if !(g.chars().all(char::is_whitespace) || comma || gt == "&") {
            break;
        }
        if comma && stop_at_comma {
            break;
        }
        let k = &cx.keys[j];
        if is_time(cx, j) || cx.is_trigger(j) && !role_noun(k.as_str()) {
            break;
        }
        if k.is_any(FORWARD_STOP) && !cx.is_cap(j) {
            // "of"/"for"/"at" after a role or a name stay: "director of".
            let linking = k.is_any(&["of", "for", "at", "and"]) && !comma && (role_noun(cx.key(j - 1)) || cx.is_cap(j - 1));
            let opens_time = k.is_any(TIME_OPENERS) && j + 1 < cx.len() && is_time(cx, j + 1);
            if !linking || opens_time {
                break;
            }
        }
        if comma && !(cx.is_cap(j) || k.is_any(OPENERS) || role_noun(k.as_str()) || k.is_any(&["who", "whose", "which"])) {
            break;
        }
        last = j;
        j += 1;
    }
    while last > from && cx.keys[last].is_any(&["of", "for", "at", "and", "the", "a", "an"]) {
        last -= 1;
    }
    Some(cx.span(from, last))
}
