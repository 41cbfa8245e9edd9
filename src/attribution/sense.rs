//! Senses of cue words that are no cue: a learned cue word read in a
//! context where PolNeAR's annotators see a noun or an idiom, not an act of
//! saying ("took the case to court"). The lexicon learns words and word
//! pairs; these contexts need a word further away, so they are told apart
//! here. Every rule counts its
//! evidence in PolNeAR train (840 articles).

use super::context::Ctx;
use crate::words;
use crate::wordset::WordList;
use crate::cue::KeyStr;
use crate::bytes::Chars as _;
use crate::bytes::Has as _;

/// Verbs of "make the case": the idiom that argues.
const MAKE: WordList = words!["make", "makes", "made", "making"];

/// Is cue word `i` used in a sense that attributes nothing?
///
/// - "case to" argues only as "make the case to X": in train, after
///   make/made/making within three words 8 of 10 "case to" are gold cues,
///   elsewhere 1 of 9 ("took the case to the Supreme Court", "compare my
///   case to", "the Trump University case to").
/// - "add" before an amount or "up" adds things, not words: "adds about
///   $9 to a bill", "added 200 jobs", "it adds up". In train none of 18
///   "add" forms before an amount, "up" or "more" is a gold cue ("added
///   to" is a learned blocked pair); "added about Carson:" is.
/// - "call at" visits ("ships calling at the port") and "call off"
///   cancels ("called off the rally"): in train and dev none of 3 such
///   forms is a gold cue, and all 3 were tagged.
/// - "continued" and "proposed" after a determiner or a possessive are
///   adjectives of the noun after them ("her continued struggles", "the
///   continued threats", "Li's proposed levy"): nothing is said. In train
///   the tables tagged 13 such forms, one of them in a gold cue ("continued
///   insistence", where the noun stays the cue); a pronoun's "’s" is "has"
///   ("she’s proposed"), a verb.
/// - "telling" after an article or a degree word is the adjective
///   (revealing): "a telling sign", "the most telling promise", "other
///   telling signs". In train the tables tagged 7 such forms, one a gold
///   cue ("most telling to Democrats"); dev has none. After a possessive it
///   stays a verb ("Li’s telling reporters" is "Li is telling").
/// - "went on to" before a verb that is no cue tells what came next, not
///   what was said: "went on to win the primary", "went on to serve as
///   governor". In train the tables tagged 11 "went on to" + verb forms
///   that are no gold cue, 9 of them before a verb no table knows; the 19
///   gold ones go on to a cue verb ("went on to say", "to criticize") or
///   to "call" or "name" (2), kept by name.
///   An adverb before the verb is passed over ("to easily defeat").
/// - "show(s)" after a programme word is the noun: "the talk shows", "TV
///   shows and movies", "the Sunday morning shows". In train the tables
///   tagged 10 such forms, none a gold cue (one gold "morning shows",
///   a phone-in, was missed anyway). So it is after a possessive, "other",
///   "new", "top", "similar", "scripted" or a lowercase "news" ("their
///   shows", "news shows"), and "shows" before "whose" or "like": 11 more
///   false cues in train, one gold ("news shows to tout").
/// - A past participle between a determiner and a lowercase word is an
///   adjective of that noun (see the comment in the body).
/// - A cue word right before a question mark asks; it attributes nothing.
/// - Idioms that report nothing, each counted in the body: applause with
///   no object, "no doubt" as an adverb, "not to mention", "the mention of",
///   "as the day went on" / "went on the offensive", "may want to".
/// - "say" after a determiner or a possessive is the noun, a share in a
///   decision: "had their say", "a say in the process", "the final say".
///   In train the tables tagged 6 such forms, none a gold cue ("heard her
///   say" is left out: "her" is an object there).
/// - "say" set off by commas is the parenthetical "for example": "harder
///   than, say, hooking them", "to, say, single digits". In train the
///   tables tagged 4 such forms, none a gold cue.
pub fn not_a_cue(cx: &Ctx, i: usize) -> bool {
    let w = cx.key(i);
    // A verb that ends a question asks about what is said, it attributes
    // nothing: "So what do we see?", "What does Li want?". In train 6
    // such forms were tagged, 1 a gold cue; in dev 2, none.
    if cx.gap_before(i + 1).starts_with("?") {
        return true;
    }
    // A participle between a determiner and a lowercase word is an
    // adjective of that noun ("the expected fallout", "an added
    // benefit", "Trump's declared goal"). Left out are the adjectives
    // whose noun phrase is itself a gold cue ("the repeated
    // denunciation", "an impassioned defense", "a pointed critic", "a
    // self-described socialist"). In train this drops 13 false cues and
    // 3 gold ones ("the alleged shooter"); in dev 4 false ones.
    if w.ends_with("ed") && i > 0 && cx.joined(i) && cx.joined(i + 1) && cx.word(i + 1).first_is(crate::bytes::is_lower) && determiner(cx, i - 1) && !w.is_any(words!["repeated", "impassioned", "pointed", "self-described"]) {
        return true;
    }
    if w.ends_with("ed") && cx.is_cap(i) && heading_label(cx, i) {
        return true;
    }
    match w {
        // (`wrapping_sub` before the first word reads "", past the end.)
        "case" => cx.keys.is(i + 1, "to") && ![1, 2, 3].iter().any(|&d| cx.keys.is_any(i.wrapping_sub(d), MAKE)),
        "add" | "adds" | "added" | "adding" => {
            let amount = |j: usize| cx.opens_amount(j);
            let next = cx.key(i + 1);
            // "added about Carson:" speaks of someone; "adds about $9" adds.
            next.is_any(words!["up", "more"])
                || amount(i + 1)
                || next.is_any(words!["about", "almost", "nearly", "roughly", "some"]) && amount(i + 2)
        }
        "continued" | "proposed" => i > 0 && cx.joined(i) && attributive(cx, i - 1),
        "telling" => i > 0 && cx.joined(i) && cx.keys.is_any(i - 1, words!["a", "an", "the", "most", "more", "other", "very"]),
        "call" | "calls" | "called" | "calling" => cx.joined(i + 1) && cx.keys.is_any(i + 1, words!["at", "off"]) || w == "called" && race_called(cx, i),
        "went" | "go" | "goes" | "going" | "gone" => cx.keys.is(i + 1, "on") && cx.keys.is(i + 2, "to") && crate::seq::all_in(i + 1..i + 4, |k| cx.joined(k)) && {
            let v = if cx.keys.ends(i + 3, "ly") { i + 4 } else { i + 3 };
            // "call" and "name" need an object and a predicate to be cues,
            // which the tables read only after a subject.
            cx.joined(v) && !cx.is_trigger(v) && !cx.keys.is_any(v, words!["call", "name"])
        } || cx.keys.is(i + 1, "on") && cx.joined(i + 1) && {
            // Time passing ("as the day went on") and an attack begun
            // ("went on the offensive") say nothing: in train 5 such forms
            // were tagged, none a gold cue; in dev 1.
            let k = if cx.keys.is(i + 2, "the") { i + 3 } else { i + 2 };
            let time = i > 0 && cx.joined(i) && cx.keys.is_any(i - 1, words!["day", "night", "evening", "morning", "afternoon", "week", "month", "year", "season", "campaign", "race"]);
            time || cx.keys.is_any(k, words!["offensive", "offense", "attack", "defensive", "defense"])
        },
        // "news" in lowercase only: "ABC News shows" is a document's verb.
        "show" | "shows" => {
            i > 0 && cx.joined(i) && (cx.keys.is_any(i - 1, words!["talk", "tv", "television", "morning", "reality", "radio", "cable", "their", "her", "our", "other", "new", "top", "similar", "scripted"]) || cx.keys.is(i - 1, "news") && !cx.is_cap(i - 1))
                || w == "shows" && cx.joined(i + 1) && cx.keys.is_any(i + 1, words!["whose", "like"])
        }
        "say" => {
            let noun = i > 0 && cx.joined(i) && cx.keys.is_any(i - 1, words!["a", "an", "the", "their", "its", "our", "your", "his", "my", "final", "larger", "greater", "bigger", "equal", "no", "any"]);
            let aside = crate::bytes::trim_end_by(cx.gap_before(i), |c| c == ' ').ends_with(",") && cx.gap_before(i + 1).starts_with(",");
            noun || aside
        }
        // An audience's applause with no object reports no words: "the
        // crowd applauded.", "voters cheer and he laughs", "to an enormous
        // cheer." In train the tables tagged 8 such forms, none a gold cue.
        "applaud" | "applauds" | "applauded" | "applauding" | "cheer" | "cheers" | "cheered" | "cheering" => {
            !cx.joined(i + 1) || cx.keys.is_any(i + 1, words!["and", "loudly", "wildly", "again", "politely"])
        }
        // "declined" of an amount falls, it refuses nothing: "fees
        // declined to $281 million", "trade declined 40 percent", "wages
        // declined significantly". In train 4 such forms were tagged, none
        // a gold cue.
        "decline" | "declines" | "declined" | "declining" => {
            let amount = |j: usize| cx.opens_amount(j);
            amount(i + 1)
                || cx.joined(i + 1) && cx.keys.is_any(i + 1, words!["significantly", "sharply", "slightly", "steadily", "dramatically", "substantially", "modestly"])
                || cx.keys.is_any(i + 1, words!["to", "by", "from"]) && amount(i + 2)
        }
        // "may want to" advises, the writer's own hedge, no stance of the
        // subject's: "investors may want to think twice". In train 6 such
        // forms were tagged, 1 a gold cue.
        "want" => i > 0 && cx.joined(i) && cx.keys.is_any(i - 1, words!["may", "might"]),
        // "no doubt" as a sentence adverb ("will no doubt raise", "Sound
        // advice, no doubt."): in train 5 such forms tagged, none gold;
        // "there is no doubt that", "no doubt about" keep their topic.
        "doubt" => i > 0 && cx.joined(i) && cx.keys.is(i - 1, "no") && !cx.keys.is_any(i + 1, words!["that", "about"]),
        // "as intended" and "pun intended" qualify a use or a word, with
        // no intention of anyone's reported: in train 3 such forms, none a
        // gold cue, 2 tagged.
        "intended" => i > 0 && cx.joined(i) && cx.keys.is_any(i - 1, words!["as", "pun"]),
        // "talks" before a comma or a stop after a word is the noun of
        // negotiations ("during the budget talks,", "entered the
        // talks."): in train 10 such forms, none a gold cue, 3 tagged; dev
        // 2, none gold. After a pronoun it stays the verb ("he talks.").
        "talks" => i > 0 && cx.joined(i) && !crate::source::is_pronoun(cx.key(i - 1)) && matches!(cx.gap_before(i + 1).as_bytes().first(), Some(b',' | b'.' | b';' | b')')),
        // "Not to mention" opening a clause or after "and" is the idiom
        // "let alone" ("..., not to mention the cost"), and "the mention
        // of" a name is what a crowd reacts to ("booed at the mention of
        // Li"): in train 5 such forms were tagged, none a gold cue; "was
        // careful not to mention Li" keeps its verb (1 gold).
        "mention" => {
            let idiom = i >= 2 && cx.keys.is(i - 1, "to") && cx.keys.is(i - 2, "not") && cx.joined(i) && cx.joined(i - 1) && (!cx.joined(i - 2) || cx.keys.is_any(i - 3, words!["and", "or", "but"]));
            idiom || i > 0 && cx.keys.is(i - 1, "the") && cx.joined(i) && cx.joined(i + 1) && cx.keys.is(i + 1, "of")
        }
        _ => false,
    }
}

/// Does the participle at `i` open a short heading line of capitalised
/// words ("Declared 2016 Presidential Candidates", a gallery's title)?
/// With no subject before it, it labels a list; headline lines whose cue
/// follows a subject ("Li Slams Roe") stay cues. In train 4 such lines were
/// tagged, none a gold cue.
fn heading_label(cx: &Ctx, i: usize) -> bool {
    if i > 0 && !cx.gap_before(i).has('\n') {
        return false;
    }
    let mut k = i + 1;
    while k < cx.len() && !cx.gap_before(k).has('\n') {
        let titled = cx.is_cap(k) || cx.opens_amount(k) || cx.keys.is_any(k, words!["of", "the", "and", "for", "to", "in", "on"]);
        if k > i + 8 || !titled || cx.gap_before(k).has_any(&['"', '\u{201c}', ':']) {
            return false;
        }
        k += 1;
    }
    // "Stated Li:" before a quotation is a cue with its source.
    k > i + 1 && !cx.gap_before(k).has(':')
}

/// Is the passive "called" at `i` a race called by the news desks ("after
/// the race was called.", "Texas was called for Cruz")? The subject is a
/// race word or a name, and no name or label follows as a naming passive's
/// would ("as it was called", "is called the Thrift Savings Plan"): only
/// a stop, "for" before a name, or a day. In train 4 such forms were
/// tagged, none a gold cue.
fn race_called(cx: &Ctx, i: usize) -> bool {
    i >= 2 && cx.joined(i) && cx.joined(i - 1) && cx.keys.is_any(i - 1, words!["was", "were", "is", "are", "been", "be"]) && {
        let subject = cx.keys.is_any(i - 2, words!["race", "contest", "primary", "caucus", "caucuses", "state", "states"])
            || cx.is_cap(i - 2) && !crate::source::is_pronoun(cx.key(i - 2));
        let after = !cx.joined(i + 1)
            || cx.keys.is(i + 1, "for") && cx.is_cap(i + 2)
            || cx.keys.is_any(i + 1, super::cues::WEEKDAYS)
            || cx.keys.is_any(i + 1, words!["tonight", "early", "late", "shortly"]);
        subject && after
    }
}

/// Is word `k` an article, a possessive pronoun or a noun's possessive,
/// before which a participle is an adjective ("the expected", "Li's
/// declared")? Unlike [`attributive`], "this", "these" and "those" stand
/// alone as subjects too ("those listed by Walsh").
fn determiner(cx: &Ctx, k: usize) -> bool {
    let w = cx.key(k);
    let owner = w.strip_suffix("'s").or_else(|| w.strip_suffix("’s"));
    w.is_any(words!["the", "a", "an", "his", "her", "its", "their", "our", "my", "your"])
        || owner.is_some_and(|o| !o.is_empty() && !crate::source::is_pronoun(o) && !o.is_any(words!["that", "there", "what", "who", "it"]))
}

/// Is word `k` a determiner or a possessive, which makes the participle
/// after it an adjective ("the continued", "Li’s proposed")? A pronoun’s
/// "’s" is a contracted "has" or "is" ("she’s proposed").
fn attributive(cx: &Ctx, k: usize) -> bool {
    let w = cx.key(k);
    let owner = w.strip_suffix("'s").or_else(|| w.strip_suffix("’s"));
    w.is_any(words!["the", "a", "an", "his", "her", "its", "their", "our", "my", "your", "this", "these", "those"])
        || owner.is_some_and(|o| !o.is_empty() && !crate::source::is_pronoun(o) && !o.is_any(words!["that", "there", "what", "who", "it"]))
}
