//! What the attribution rules read about each word: its lookup key, its
//! sentence, and whether it sits inside a quotation.

use crate::bytes::Trim as _;
use crate::bytes::Chars as _;
use crate::bytes::Has;
use crate::seq::Seq;
use crate::cue::{self, Key};
use crate::words;
use crate::wordset::{Lookup, WordList};
use std::cell::Cell;
use std::ops::Index;
use crate::quote;
use crate::segment::Doc;
use crate::Span;

/// Possessive pronouns: an owner before a noun cue ("his claim that").
pub(super) const POSSESSIVE_PRONOUNS: WordList = words!["his", "her", "their", "its", "our", "my", "your"];

/// Prepositions and links before a possessive or an article that make the
/// noun after it no cue of [`Ctx::framed_noun`].
const OWNER_OBJECT_OF: WordList = words!["about", "on", "to", "for", "after", "over", "without", "or", "between", "with", "that"];

/// Abbreviated titles whose period does not end a name.
const TITLES: WordList = words![
    "mr", "mrs", "ms", "dr", "sen", "sens", "rep", "reps", "gov", "govs", "gen", "lt", "col", "sgt", "capt",
    "adm", "maj", "st", "jr", "sr", "prof", "rev", "hon", "pres", "atty", "supt", "cmdr", "amb", "cpl", "pvt",
];

/// Words that open a clause's subject after "that": determiners and
/// subject pronouns ("that the", "that she", "that there").
const CLAUSE_START: WordList = words![
    "the", "a", "an", "he", "she", "they", "it", "we", "i", "you", "his", "her", "their", "its", "there", "this", "these",
    "those", "our", "my", "your", "no", "some", "many", "most", "all", "any", "one", "two", "three",
];

/// Adverbs and negated auxiliaries that may stand between a subject and
/// a cue word that needs the subject's class ("Jo Li also wants", "they
/// don't think"). In train this found 28 gold cues for 17 false ones and
/// lost 3 for 6; the auxiliaries "has", "is", "will" let in more false
/// cues than gold ones (56 for 85 with every verb-group word).
const SUBJECT_GAP: WordList = words![
    "also", "still", "not", "never", "now", "often", "long", "already", "just", "publicly", "previously", "strongly",
    "later", "initially", "don't", "doesn't", "didn't", "repeatedly", "does", "did",
];

/// The nouns of an opinion frame ([`Ctx::opinion_frame`]).
pub const OPINION_NOUNS: &[&str] = &["view", "estimation", "judgment", "judgement"];

/// The participles of an agentless passive of belief (`Ctx::hearsay_passive`).
pub const HEARSAY_PARTICIPLES: &[&str] = &["understood", "believed", "thought", "rumoured", "rumored", "alleged"];

/// The verbs of a document that shows or finds (`Ctx::document_shows`).
pub const SHOW_VERBS: &[&str] = &["show", "shows", "showed", "find", "finds", "found"];

/// The verbs of a stated plan (`Ctx::announces_plan`).
pub const PLAN_VERBS: &[&str] = &["plans"];

/// The verbs of a decision stated with an infinitive (`Ctx::states_intent`).
pub const INTENT_WORDS: &[&str] = &["decided"];

/// The present forms of agreeing with someone (`Ctx::agrees_with`).
pub const AGREE_VERBS: &[&str] = &["agree", "agrees"];

/// Participles of a speech or stance act that, set off by a comma after
/// a clause, report what the clause's subject did ("Li went further,
/// endorsing the plan"; "she posted a video, writing that …"): a free
/// adjunct shares its clause's subject, its source (`Ctx::adjunct_act`).
/// In train, such participles no other rule finds are gold cues 32 times
/// in 45 (seeking 7 of 10, writing 6 of 9, offering 6 of 11, attacking 3
/// of 4, the rest 10 of 11); left out: "responding" 2 of 5,
/// "threatening" 0 of 2, "complaining" 0 of 1.
pub const ADJUNCT_PARTICIPLES: &[&str] = &[
    "seeking", "writing", "offering", "attacking", "applauding", "challenging", "advising", "demanding", "endorsing",
    "recalling", "reiterating",
];

/// The verbs of an estimate (`Ctx::estimates`).
pub const ESTIMATE_VERBS: &[&str] = &["estimate", "estimates", "estimated"];

/// The verbs of taking a side (`Ctx::takes_side`); "endorse" only as an
/// infinitive.
pub const SIDE_VERBS: &[&str] = &[
    "support", "supports", "supported", "backs", "backed", "favor", "favors", "favored", "favour", "favours", "favoured", "preferred",
    "endorse",
];

/// Per-word facts for one document, computed once in linear time.
pub struct Ctx<'d, 'a> {
    /// The segmented document.
    pub doc: &'d Doc<'a>,
    /// Lower-cased lookup key of every word: `keys[i]` is word `i`'s ("" past
    /// the end).
    pub keys: Keys<'d>,
    /// Sentence index of every word (`usize::MAX` outside any sentence).
    pub sent: Seq<usize>,
    /// The word lies inside a quotation that is reported speech (not a
    /// scare quote): PolNeAR annotates no attribution nested in another's
    /// content, so no cue starts there.
    pub quoted: Seq<bool>,
    /// [`Ctx::is_trigger`] of every word once asked (`None` before): the
    /// rules ask it of one word many times (the cue search, a cue's head,
    /// mention and content bounds), and the answer depends only on the
    /// word's index and the facts above, which never change.
    trigger: Vec<Cell<Option<bool>>>,
}

/// Every word's lookup key ([`Key::of`]), kept as spans: an ASCII word's
/// key is the word in the text lower-cased, so the whole text is
/// lower-cased once and the key is the word's own span there; the keys of
/// the few other words (a curly apostrophe folded, other letters giving no
/// key) follow one another in a second string. Built by [`KeyText::of`]
/// and kept by the caller of [`Ctx::new`].
///
/// Why: copying every word's key into a string of keys and lower-casing it
/// there cost more than lower-casing the text once; a key per word as its
/// own 25-byte buffer was the largest allocation of the whole pipeline.
pub struct KeyText {
    /// The text with its ASCII capitals lower-cased (the same offsets).
    low: String,
    /// The keys of the words that are not ASCII, one after another.
    other: String,
    /// Word `i`'s key: its start and end in `low`, or in `other` when the
    /// flag is set (texts are at most 64 MiB: offsets fit 32 bits).
    spans: Vec<(u32, u32, bool)>,
}

impl KeyText {
    /// The keys of the words of `doc`.
    pub fn of(doc: &Doc) -> Self {
        let words = &doc.words;
        let mut other = String::new();
        let mut spans = Vec::with_capacity(words.len());
        for &w in words {
            // Bytes first: a `str` slice checks both ends for character
            // boundaries, needed only to decode a non-ASCII word.
            let word = doc.text.as_bytes().get(w.start..w.end).unwrap_or_default();
            if !crate::bytes::is_ascii(word) {
                let start = other.len() as u32;
                for &b in Key::of(doc.slice(w)).bytes() {
                    crate::bytes::put_char(&mut other, char::from(b));
                }
                spans.push((start, other.len() as u32, true));
            } else if word.len() <= Key::LEN {
                spans.push((w.start as u32, w.end as u32, false));
            } else {
                // Too long for a key: the empty key.
                spans.push((0, 0, false));
            }
        }
        KeyText { low: doc.text.to_ascii_lowercase(), other, spans }
    }
}

/// Every word's key as a slice of a [`KeyText`], cut once: the rules read
/// a word's key many times, and each reading had cost a lookup of where
/// the key starts and the two boundary checks of `str::get`.
pub struct Keys<'d> {
    forms: Vec<&'d str>,
}

impl<'d> Keys<'d> {
    /// The keys of `text`, word by word.
    fn of(text: &'d KeyText) -> Self {
        let forms = crate::seq::mapped(&text.spans, |&(start, end, other)| {
            let from = if other { &text.other } else { &text.low };
            from.get(start as usize..end as usize).unwrap_or("")
        });
        Keys { forms }
    }
}

impl Keys<'_> {
    /// True when word `i`'s key is `s` ("" past the end).
    ///
    /// One call with the index, not an indexing that returns the key
    /// through a slot in memory and then a comparison: the rules ask this
    /// at hundreds of sites, and in the WASM each site's code is most of
    /// the cost. Inlined natively.
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn is(&self, i: usize, s: &str) -> bool {
        // In the WASM the first bytes before the whole: a key of `s`'s
        // length mostly differs there, and the whole compare is a `memcmp`
        // call (natively, inlined with a constant `s`, the test cost more).
        let (k, s) = (self.key(i).as_bytes(), s.as_bytes());
        k.len() == s.len() && (!cfg!(target_arch = "wasm32") || k.first() == s.first()) && k == s
    }

    /// True when word `i`'s key ends with `suffix` (see [`Keys::is`]).
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn ends(&self, i: usize, suffix: &str) -> bool {
        // The last bytes compared first: most keys differ there, and the
        // whole compare is a call of `ends_with` and of `memcmp`.
        let key = self.key(i).as_bytes();
        suffix.as_bytes().last().is_none_or(|last| key.last() == Some(last)) && key.ends_with(suffix.as_bytes())
    }

    /// True when word `i`'s key is one of `set` (see [`Keys::is`]).
    #[cfg_attr(not(target_arch = "wasm32"), inline)]
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn is_any(&self, i: usize, set: impl Lookup) -> bool {
        set.has(self.key(i).as_bytes())
    }

    /// Word `i`'s key; "" past the end.
    ///
    /// Always inlined: in the WASM (inline threshold 5) `self[i]` was a
    /// call of its own inside each accessor above, about 580,000 calls on
    /// polnear-dev (BENCHMARKS.md section 12, session 24).
    #[inline(always)]
    fn key(&self, i: usize) -> &str {
        self.forms.get(i).copied().unwrap_or("")
    }
}

impl Index<usize> for Keys<'_> {
    type Output = str;

    /// Word `i`'s key; "" past the end.
    fn index(&self, i: usize) -> &str {
        self.key(i)
    }
}

impl<'d, 'a> Ctx<'d, 'a> {
    /// Builds the per-word facts; `keys` are [`KeyText::of`] `doc`.
    pub fn new(doc: &'d Doc<'a>, quotes: &[quote::Found], keys: &'d KeyText) -> Self {
        let words = &doc.words;
        let keys = Keys::of(keys);
        let mut sent = Vec::with_capacity(words.len());
        let mut si = 0;
        for w in words {
            while si < doc.sentences.len() && doc.sentences[si].end <= w.start {
                si += 1;
            }
            let inside = si < doc.sentences.len() && doc.sentences[si].start <= w.start;
            sent.push(if inside { si } else { usize::MAX });
        }
        let mut quoted = vec![false; words.len()];
        let mut qi = 0;
        let spoken: Vec<Span> = crate::seq::kept_at(quotes, |_, q| (!q.scare).then_some(q.span));
        for (i, w) in words.iter().enumerate() {
            while qi < spoken.len() && spoken[qi].end <= w.start {
                qi += 1;
            }
            // `get_mut`: no bounds-check panic site (quoted has a slot a word).
            if let Some(slot) = quoted.get_mut(i) {
                *slot = qi < spoken.len() && spoken[qi].start < w.start;
            }
        }
        let trigger = crate::seq::filled(Cell::new(None), words.len());
        Ctx { doc, keys, sent: Seq::new(sent), quoted: Seq::new(quoted), trigger }
    }

    /// Number of words.
    pub fn len(&self) -> usize {
        self.keys.forms.len()
    }

    /// The key of word `i` as text ("" past either end).
    pub fn key(&self, i: usize) -> &str {
        &self.keys[i]
    }

    /// The text of word `i`.
    pub fn word(&self, i: usize) -> &'a str {
        self.doc.slice(self.doc.words[i])
    }

    /// The text between word `i - 1` and word `i`.
    pub fn gap_before(&self, i: usize) -> &'a str {
        if i == 0 || i >= self.len() {
            return "";
        }
        crate::bytes::slice(self.doc.text, self.doc.words[i - 1].end..self.doc.words[i].start)
    }

    /// Does word `j` open an amount: a digit, or a currency sign before it
    /// ("$9", "12%", "£2.3bn")?
    pub fn opens_amount(&self, j: usize) -> bool {
        j < self.len() && (self.gap_before(j).has_any(&['$', '£', '€']) || self.word(j).first_is(|c: char| c.is_ascii_digit()))
    }

    /// Words `i - 1` and `i` are in one sentence with only white space
    /// between them.
    pub fn joined(&self, i: usize) -> bool {
        // Most gaps are one space: one byte tested before the gap is sliced
        // (the slice checks both ends for character boundaries).
        i > 0 && i < self.len() && self.sent[i] == self.sent[i - 1] && {
            let at = self.doc.words[i - 1].end;
            at + 1 == self.doc.words[i].start && self.doc.text.as_bytes().get(at) == Some(&b' ') || self.gap_before(i).all_are(crate::bytes::is_space)
        }
    }

    /// Like [`Ctx::joined`], but a title's or an initial's period may sit
    /// between the words ("Mr. Li", "John F. Kennedy", "Sen. Warren"), a
    /// slash ("CNN/ORC") or a plural possessive's apostrophe ("Sanders’").
    pub fn joined_np(&self, i: usize) -> bool {
        if self.joined(i) {
            return true;
        }
        if i == 0 || i >= self.len() || self.sent[i] != self.sent[i - 1] {
            return false;
        }
        let g = self.gap_before(i);
        // "Johnson & Johnson": an ampersand between capitalised words.
        if g == " & " && self.is_cap(i - 1) && self.is_cap(i) {
            return !self.quoted[i - 1] && !self.quoted[i];
        }
        // Names joined by a slash ("a CNN/ORC poll") and a plural
        // possessive ("Sanders’ campaign", "Fox News’ Bret Baier") go on
        // one mention.
        if g == "/" || (g.starts_with("’") || g.starts_with("'")) && crate::bytes::slice(g, g.first_char().map_or(0, char::len_utf8)..).trim_space().is_empty() && self.word(i - 1).last_is(|c| matches!(c, 's' | 'S')) {
            return !self.quoted[i - 1] && !self.quoted[i];
        }
        let Some(rest) = g.strip_prefix(".") else {
            return false;
        };
        if !rest.all_are(crate::bytes::is_space) {
            return false;
        }
        let prev = self.word(i - 1);
        let initial = prev.len() == 1 && prev.all_are(|c| c.is_ascii_uppercase());
        initial || self.keys.is_any(i - 1, TITLES) || prev.has('.')
    }

    /// Word `i` is the noun of an opinion frame ("in Ash's view", "in his
    /// estimation", "in Professor Li's judgment"): the first word of its
    /// possessor, which is the source. In train PolNeAR marks "view" as
    /// the cue in 12 of the 16 "in X's view" frames, with X as source.
    pub fn opinion_frame(&self, i: usize) -> Option<usize> {
        if i < 2 || !self.keys.is_any(i, crate::word_list!(OPINION_NOUNS)) || !self.joined(i) {
            return None;
        }
        let owner = self.word(i - 1);
        let pronoun = self.keys.is_any(i - 1, words!["his", "her", "their", "my", "our", "its"]);
        if !pronoun && !(owner.ends_with("'s") || owner.ends_with("’s")) {
            return None;
        }
        // Back over a title and a name ("in Professor Jo Li's view").
        let mut k = i - 1;
        while !pronoun && k > 1 && i - k < 4 && self.joined_np(k) && self.is_cap(k - 1) && !self.keys.is(k - 1, "in") {
            k -= 1;
        }
        (self.keys.is(k - 1, "in") && self.joined(k)).then_some(k)
    }

    /// Word `i` is a cue word in its context (false past the end).
    pub fn is_trigger(&self, i: usize) -> bool {
        let Some(memo) = self.trigger.get(i) else { return self.find_trigger(i) };
        if let Some(known) = memo.get() {
            return known;
        }
        let found = self.find_trigger(i);
        memo.set(Some(found));
        found
    }

    /// Works out [`Ctx::is_trigger`] of word `i`.
    fn find_trigger(&self, i: usize) -> bool {
        // The key read inline here and in `that_complement` (asked of
        // every word): `Ctx::key` is a call of its own in the WASM.
        let w = self.keys.key(i);
        // A verb no table knows before a that-clause: no filter holds
        // those, so this comes first.
        if self.that_complement(i) {
            return true;
        }
        // A base form no table holds after "seem to" / "appear to"
        // ("seemed to imply that ...", "appears to mock"): a verb of
        // saying whose other forms are cues, so the subject before the
        // evidential verb is the source, not what is reported. A state of
        // mind read off someone ("seems to think", "appeared to agree") is
        // the writer's inference, no attribution of theirs.
        if i >= 2
            && self.keys.is(i - 1, "to")
            && self.keys.is_any(i - 2, super::EVIDENTIAL_VERBS)
            && self.joined(i)
            && self.joined(i - 1)
            && !words!["think", "agree", "believe", "know", "feel", "want"].contains(w.as_bytes())
            && cue::base_of_trigger(w)
        {
            return true;
        }
        // The same base form right after a subject pronoun of the present
        // and before "that" ("they confirm that"): a verb, no noun.
        if i >= 1 && self.keys.is(i + 1, "that") && self.keys.is_any(i - 1, words!["they", "we", "i", "you"]) && self.joined(i) && self.joined(i + 1) && !words!["think", "agree", "believe", "know", "feel", "want"].contains(w.as_bytes()) && cue::base_of_trigger(w) {
            return true;
        }
        if (w == "seen" || w == "viewed") && self.regarded_as(i) {
            return true;
        }
        // The filter holds the words the three rules below start from too
        // (`cue::MAY_TRIGGER`): most words are turned away before them.
        let Some(h) = cue::may_trigger(w) else {
            return false;
        };
        if self.opinion_frame(i).is_some() || self.hearsay_passive(i) || self.document_shows(i) || self.announces_plan(i) || self.states_intent(i) || self.agrees_with(i) || self.takes_side(i) || self.estimates(i) || self.adjunct_act(i) {
            return true;
        }
        // Noun senses the learned pairs cannot see: "on a call" (a phone
        // call), "a think tank".
        if words!["call", "calls"].contains(w.as_bytes()) && i >= 2 && self.keys.is(i - 2, "on") || w == "think" && words!["tank", "tanks"].contains(self.key(i + 1).as_bytes()) {
            return false;
        }
        if super::sense::not_a_cue(self, i) || self.heads_according_to(i) {
            return false;
        }
        // "lawmakers claim it will ...", "he claims his ...": after a
        // subject pronoun or a source noun "claim" is the verb of saying,
        // not the noun the learned tables mostly meet ("his claim that");
        // after a name the capital table has it already.
        if words!["claim", "claims"].contains(w.as_bytes()) && matches!(self.subject_class(i), cue::Prev::Pronoun | cue::Prev::Noun) {
            return true;
        }
        if self.framed_noun(i) {
            return true;
        }
        let prev = if i > 0 { self.key(i - 1) } else { "" };
        // A manner adverb before the preposition a pair needs stands
        // aside: "spoke favorably of" is "spoke of" (train: 10 more gold
        // cues of "spoke"/"speak" + adverb + "about"/"of", 3 false).
        let skip = self.joined(i + 1) && super::cues::is_manner_adverb(self.key(i + 1)) && self.keys.is_any(i + 2, super::cues::TOPIC);
        let next = if skip { self.key(i + 2) } else { self.key(i + 1) };
        cue::is_trigger(prev, w, h, next, || (self.subject_class(i), self.next_class(i)))
    }

    /// Word `i`, "seen" or "viewed", is the passive of regard before "as"
    /// after a form of "be" or a degree adverb ("are widely seen as", "was
    /// viewed as", "has been seen as"): a cue whose source is left unnamed.
    /// Not after "be"/"being" ("could be seen as", "risk being seen as":
    /// a possibility, which PolNeAR seldom marks), nor in a relative
    /// clause opened by "what", "which", "that" or "who". In train 12 of
    /// 18 such forms no other rule found are gold cues.
    fn regarded_as(&self, i: usize) -> bool {
        const BEFORE: WordList = words!["is", "are", "was", "were", "been", "widely", "increasingly", "generally", "largely", "often"];
        const RELATIVE: WordList = words!["what", "which", "that", "who", "what's", "who's"];
        i >= 2
            && self.keys.is(i + 1, "as")
            && self.joined(i + 1)
            && self.joined(i)
            && self.keys.is_any(i - 1, BEFORE)
            && !self.keys.is_any(i - 2, RELATIVE)
            && !(i >= 3 && self.keys.is_any(i - 3, RELATIVE))
    }

    /// Word `i` is a noun cue of the learned frames (`cue::is_framed_noun`):
    /// after a possessive ("his", "Li's") or an article,
    /// with its complement's first word next ("attacks on", "claim that",
    /// "an endorsement of"). The possessor is the source (`mention`).
    pub(super) fn framed_noun(&self, i: usize) -> bool {
        // The object of a preposition is seldom what a noun cue is: "about
        // his claim that", "to the criticism of" (in train 12 of 15 such
        // frames are no gold cue; "in his attacks on" is one, 5 of 6).
        if i == 0 || !self.joined(i) || !self.joined(i + 1) || i >= 2 && self.joined(i - 1) && self.keys.is_any(i - 2, OWNER_OBJECT_OF) && !self.keys.ends(i - 1, "'s") {
            return false;
        }
        let article = self.keys.is_any(i - 1, words!["the", "a", "an"]);
        (article || self.keys.is_any(i - 1, POSSESSIVE_PRONOUNS) || self.keys.ends(i - 1, "'s"))
            && cue::is_framed_noun(self.key(i), self.key(i + 1), !article)
            && !self.verb_cue_before_owner(i)
    }

    /// A cue verb right before an article or a name's `'s` owning the noun
    /// takes the frame as its object or its content's subject: "Claiming
    /// the criticism of X is ..." is one cue, "Claiming", not "Claiming the
    /// criticism of"; so are "touting the endorsement of", "condemning
    /// Li's attacks on". A possessive pronoun is mostly the verb's own
    /// subject, and its noun joins the verb's cue: "cast their votes for".
    #[inline(never)]
    fn verb_cue_before_owner(&self, i: usize) -> bool {
        i >= 2 && self.joined(i - 1) && !self.quoted[i - 2] && !self.keys.is_any(i - 1, POSSESSIVE_PRONOUNS) && self.is_trigger(i - 2)
    }

    /// Word `i` is the noun of the source after "according to": "according
    /// to a forecast released Monday", "according to the latest estimates".
    /// A verb there is a noun; it names the source, it does not cue one.
    /// (In train the tables find one such cue, and it is false.)
    fn heads_according_to(&self, i: usize) -> bool {
        (1..=2).any(|d| {
            // "according" first: one compare turns away almost every word
            // before the determiners' list.
            i >= d + 2
                && self.keys.is(i - d - 2, "according")
                && self.keys.is(i - d - 1, "to")
                && self.keys.is_any(i - d, words!["a", "an", "the", "its", "his", "her", "their", "this", "that"])
                && (i - d + 1..=i).all(|k| self.joined(k))
        })
    }

    /// Word `i` is the participle of an agentless passive of belief: "is
    /// understood to be considering", "are believed to", "it is thought
    /// that". The commonest vague attribution in British news, rare in
    /// PolNeAR (train: 4 such forms, none a gold cue), so the learned
    /// tables never take it; an editor reviewing sourcing wants it seen.
    fn hearsay_passive(&self, i: usize) -> bool {
        let be = |k: usize| self.keys.is_any(k, words!["is", "are", "was", "were", "been"]);
        self.keys.is_any(i, crate::word_list!(HEARSAY_PARTICIPLES))
            && i > 0
            && self.joined(i)
            && (be(i - 1) || i > 1 && self.keys.is(i - 1, "widely") && be(i - 2))
            && self.joined(i + 1)
            && self.keys.is_any(i + 1, words!["to", "that"])
    }

    /// Word `i` is a verb the lexicon does not know, right after its
    /// subject (a pronoun, a name, a source noun) and before a
    /// complement clause: "that" and the clause's first word ("Li
    /// suspected that the count", "they contended that it"). A finite verb
    /// taking a that-clause is one of saying, thinking or finding nearly
    /// always. In train this finds 17 more gold cues for 4 false ones
    /// ("guaranteed", "determined") and loses 1; dev 1 gold cue more. A
    /// present form in "-s" after a pronoun or a name ([`Ctx::present_verb`])
    /// adds 7 gold cues in train and none false, dev 3 and one false cue
    /// fewer.
    fn that_complement(&self, i: usize) -> bool {
        let w = self.keys.key(i);
        self.keys.key(i + 1) == "that"
            && w.len() > 5
            && (w.ends_with("ed") || self.present_verb(i))
            && !self.is_cap(i)
            && self.joined(i + 1)
            && self.joined(i + 2)
            && (self.is_cap(i + 2) || self.keys.is_any(i + 2, CLAUSE_START) || self.word(i + 2).first_is(|c: char| c.is_ascii_digit()))
            && matches!(self.subject_class(i), cue::Prev::Pronoun | cue::Prev::Capital | cue::Prev::Noun)
    }

    /// Word `i` reads as a present verb in "-s" after a pronoun or a name
    /// ("she recognizes", "Li calculates"), not a plural noun: no word the
    /// source lexicon knows as people or documents ("leaders", "emails").
    fn present_verb(&self, i: usize) -> bool {
        let w = self.key(i);
        w.ends_with("s")
            && !w.ends_with("ss")
            && crate::source::lexicon::noun_class(self.word(i)).is_none()
            && matches!(self.subject_class(i), cue::Prev::Pronoun | cue::Prev::Capital)
    }

    /// Word `i` is "plans" as a verb of intention with its subject and an
    /// infinitive: "the group also plans to run ads", "she plans to vote".
    /// A stated plan is a stance PolNeAR marks with "plans" as the cue and
    /// the subject as the source; after a determiner or a possessive it is
    /// the noun ("the plans to", "Li's plans to"), left out even where a
    /// capital reads as a name ("The plans to widen the road stalled"). In train, of 35 "plans to" after a pronoun, a name, a
    /// source noun or an adverb of the verb group, 15 are gold cues (12 with
    /// the same span) and none was found; 10 of the 20 others stand in
    /// another attribution's content ("Li said he plans to"), where the
    /// nesting rule drops them. Measured: train 13 exact gold cues gained
    /// for 13 false ones, dev 4 for 3.
    fn announces_plan(&self, i: usize) -> bool {
        self.keys.is_any(i, crate::word_list!(PLAN_VERBS))
            && self.key(i + 1) == "to"
            && self.joined(i + 1)
            && i > 0
            && !self.keys.is_any(i - 1, words!["the", "a", "an", "his", "her", "their", "its", "our", "my", "your", "these", "those", "such"])
            && matches!(self.subject_class(i), cue::Prev::Pronoun | cue::Prev::Capital | cue::Prev::Noun)
    }

    /// Word `i` is "decided" before its infinitive: "the council decided
    /// to act". A decision is a stance PolNeAR marks with the verb as the
    /// cue, the subject as source and the infinitive as content; the
    /// learned tables take "decided" only after a capital. In train, of
    /// "decided to" no other rule finds and no content holds, 10 in 13 are
    /// gold cues; measured: 10 attributions more matching gold for 5 false
    /// ones, dev unchanged. "willing to" (10 of 14 likewise) was measured
    /// too and dropped: its new cues cut the contents of the speech verbs
    /// around them (exact content -25 for +5).
    fn states_intent(&self, i: usize) -> bool {
        self.keys.is_any(i, crate::word_list!(INTENT_WORDS)) && self.key(i + 1) == "to" && self.joined(i + 1)
    }

    /// Word `i` is "agree" or "agrees" before "with": "most farmers agree
    /// with the mayor". Siding with someone's view is a stance PolNeAR
    /// marks ("agree with" the cue, the subject the source, the one agreed
    /// with the content); the learned tables know only "agree that" and
    /// "agreed". In train, of such forms no other rule finds and no content
    /// holds, 6 in 6 are gold cues; measured: 6 attributions more matching
    /// gold for 3 false ones, dev unchanged.
    fn agrees_with(&self, i: usize) -> bool {
        self.keys.is_any(i, crate::word_list!(AGREE_VERBS)) && self.key(i + 1) == "with" && self.joined(i + 1)
    }

    /// Word `i` is "estimate" as a verb: after its subject (a pronoun, a
    /// name, a source noun; no article, which makes it a noun: "an
    /// estimated 200", "the estimates") and before what is estimated ("that",
    /// a noun phrase, a number, a name). An estimate attributes a figure
    /// ("Analysts estimate that tolls of $4 …"). In train this frame is a
    /// gold cue 10 times in 11, dev 3 in 3; the learned tables found 4 of
    /// the 9 "estimates" that are gold cues.
    fn estimates(&self, i: usize) -> bool {
        // After a subject's apposition or relative clause ("Jo Li, who
        // farms near Ames, estimated his losses at …") a comma stands
        // before the verb; a possessive or "that" after it shows the verb,
        // where "…, estimated at $5 million," is a participle.
        if !self.keys.is_any(i, crate::word_list!(ESTIMATE_VERBS)) || i == 0 {
            return false;
        }
        let set_off = self.gap_before(i).trim_space() == "," && self.keys.is_any(i + 1, words!["that", "his", "her", "their", "its", "our", "my"]);
        true
            && (self.joined(i) || set_off)
            && self.joined(i + 1)
            && !self.keys.is_any(i - 1, words!["the", "a", "an", "his", "her", "their", "its", "our", "these", "those", "such", "latest", "new", "early"])
            && (self.is_cap(i + 1) || self.opens_amount(i + 1) || self.keys.is_any(i + 1, words!["that", "the", "a", "an", "about", "its", "his", "her", "their"]))
            && (set_off || matches!(self.subject_class(i), cue::Prev::Pronoun | cue::Prev::Capital | cue::Prev::Noun))
    }

    /// Word `i` is a verb of taking a side ("support", "backed", "favored")
    /// between its subject (a pronoun, a name, a source noun) and its
    /// object, a name or a noun phrase opened by a determiner or a pronoun:
    /// "male voters backed Li", "they support the levy". Taking a side is a
    /// stance PolNeAR marks with the verb as the cue, the subject as source
    /// and the object as content; without a subject ("was backed by") or an
    /// object ("his support", "backed away") the verb is no cue. In train
    /// this adds 37 attributions, 25 of them matching gold ones (exact gold
    /// cues +24 for 10 false); the learned tables found the frame only
    /// after some names ("supported" after a capital, "backed Mr.").
    /// Left out as measured in train (new attributions matching gold): a
    /// relative subject ("who backs Li", 11 of 28), the participles
    /// "supporting" (9 of 19) and "backing" (2 of 8), "embraced" (2 of 6),
    /// and the subject "you" ("Do you support …?", a question to the
    /// reader, 0 of 10).
    ///
    /// "endorse", a public declaration of support, is the cue as an
    /// infinitive with its object ("the first member of the board to
    /// endorse Li", "refused to endorse the levy"; `INFINITIVE_CUES` in
    /// `attribution` keeps it there): train 15 of 18 new attributions match
    /// gold ones, while after a subject it matched 0 of 5 ("didn't endorse
    /// a candidate").
    fn takes_side(&self, i: usize) -> bool {
        const OBJECT_START: WordList = words![
            "the", "a", "an", "his", "her", "their", "its", "our", "this", "these", "those", "him", "them", "it", "both", "such",
        ];
        if !(self.keys.is_any(i, crate::word_list!(SIDE_VERBS))
            && self.joined(i + 1)
            && (self.is_cap(i + 1) && !self.quoted[i + 1] || self.keys.is_any(i + 1, OBJECT_START)))
        {
            return false;
        }
        if self.key(i) == "endorse" {
            return i > 0 && self.keys.is(i - 1, "to") && self.joined(i);
        }
        matches!(self.subject_class(i), cue::Prev::Pronoun | cue::Prev::Capital | cue::Prev::Noun) && !self.keys.is(i - 1, "you")
    }

    /// Word `i` is one of [`ADJUNCT_PARTICIPLES`] right after a comma: a
    /// free adjunct of speech or stance ("…, seeking to calm donors").
    pub fn adjunct_act(&self, i: usize) -> bool {
        i > 0 && self.sent[i] == self.sent[i - 1] && self.gap_before(i).trim_space() == "," && self.keys.is_any(i, crate::word_list!(ADJUNCT_PARTICIPLES))
    }

    /// Word `i` is "show" or "find" (any tense) after a noun for a document
    /// ("court documents show", "census data showed", "the audit found"),
    /// not a broadcast ("the TV show"). "found" after a document noun: in
    /// train and dev, 23 of 25 are gold cues, 7 of them missed by the
    /// learned pairs, which know only "poll found" and "survey found". They
    /// know a few nouns before "show" too ("polls show", "records show"); in
    /// train, 75 of 87 "show" verbs after any document noun are gold cues, and the rest
    /// mostly the same use unmarked ("campaign finance records show").
    fn document_shows(&self, i: usize) -> bool {
        const DOCUMENTS: WordList = words![
            "documents", "data", "figures", "records", "poll", "polls", "report", "reports", "study", "studies", "survey",
            "surveys", "statistics", "filings", "analysis", "research", "census", "emails", "memo", "footage", "video",
            "transcript", "transcripts", "estimates", "findings", "audit", "assessment", "summary", "results",
        ];
        if !(i > 0 && self.keys.is_any(i, crate::word_list!(SHOW_VERBS)) && self.joined(i)) {
            return false;
        }
        if self.keys.is_any(i - 1, DOCUMENTS) {
            return true;
        }
        // The document with a short reduced relative: "figures published
        // in March show", "data released Monday showed".
        if (2..=5).any(|d| {
            i >= d
                && self.keys.is_any(i - d, DOCUMENTS)
                && self.keys.ends(i - d + 1, "ed")
                && (i - d + 1..=i).all(|k| self.joined(k))
        }) {
            return true;
        }
        self.document_with_modifier(i, DOCUMENTS)
    }

    /// Word `i` ("show", "found", ...) follows a document noun and the
    /// phrase that places it, with no punctuation and no relative pronoun
    /// between: "polls in New Hampshire show", "records compiled by the
    /// center show", "a survey by the group in March found", "polls there
    /// show". The phrase opens with a preposition, "there" or a participle
    /// of publishing and runs at most eight words; a noun "show" after a
    /// determiner ("a transcript of the show") is left out. Of 51 such
    /// frames in train, 44 are gold cues and the lexicon and the rule above
    /// found 36; this adds 6 exact gold cues for 2 false ones, dev 2 for 1.
    fn document_with_modifier(&self, i: usize, documents: WordList) -> bool {
        const OPENERS: WordList = words![
            "in", "from", "by", "of", "for", "on", "there", "conducted", "compiled", "released", "published", "obtained", "taken",
        ];
        const NOT_BETWEEN: WordList = words!["that", "which", "who", "whom", "whose", "the", "a", "an", "this", "is", "are", "was", "were"];
        if i < 2 || self.keys.is_any(i - 1, NOT_BETWEEN) {
            return false;
        }
        for d in 2..=9 {
            if d > i || !self.joined(i - d + 1) {
                return false;
            }
            if self.keys.is_any(i - d, documents) {
                return self.keys.is_any(i - d + 1, OPENERS);
            }
            // Only the first word of the phrase may be an article ("the
            // poll by the institute showed"); a relative pronoun opens a
            // clause whose verb this is not.
            if self.keys.is_any(i - d + 1, words!["that", "which", "who", "whom", "whose"]) {
                return false;
            }
        }
        false
    }

    /// The class of the word before word `i`, read past the verb group's
    /// auxiliaries and adverbs ("Jo Li also wants", "they have long
    /// supported"): what the cue tables know of its subject. Must agree
    /// with `subject_class` in tools/learn_cues.py, which learned them.
    pub fn subject_class(&self, i: usize) -> cue::Prev {
        let mut s = i;
        while s > 1 && s + 3 > i && self.joined(s) && self.keys.is_any(s - 1, SUBJECT_GAP) {
            s -= 1;
        }
        if !self.joined(s) {
            cue::Prev::Other
        } else if self.keys.is_any(s - 1, words!["he", "she", "they", "i", "we", "you"]) {
            cue::Prev::Pronoun
        } else if self.is_cap(s - 1) {
            if self.keys.ends(s - 1, "'s") {
                cue::Prev::Possessor
            } else {
                cue::Prev::Capital
            }
        } else if crate::source::lexicon::noun_class(self.word(s - 1)).is_some() {
            cue::Prev::Noun
        } else if self.keys.is_any(s - 1, words!["who", "which", "that"]) {
            cue::Prev::Relative
        } else {
            cue::Prev::Other
        }
    }

    /// The class of the word after word `i` ([`cue::next_code`]); must agree
    /// with `next_class` in tools/learn_cues.py.
    pub fn next_class(&self, i: usize) -> u8 {
        cue::next_code(self.key(i + 1), self.joined(i + 1))
    }

    /// Word `i` starts with a capital letter (false past the end).
    pub fn is_cap(&self, i: usize) -> bool {
        // Past the last word reads as no capital, as `key` reads "".
        i < self.len() && self.word(i).first_is(crate::bytes::is_upper)
    }

    /// The span of words `a..=b`.
    pub fn span(&self, a: usize, b: usize) -> Span {
        Span::new(self.doc.words[a].start, self.doc.words[b].end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The context classes of data/cue_context_cases.tsv, which
    /// tools/learn_cues.py --check reads too: the Rust classes must be the
    /// ones the table was learned with.
    #[test]
    fn context_classes_agree_with_the_learner() {
        let cases = include_str!("../../data/cue_context_cases.tsv");
        for line in cases.lines().filter(|l| !l.starts_with("#") && !l.is_empty()) {
            let f: Vec<&str> = line.split('\t').collect();
            let text = f[0].replace("\\n", "\n");
            let doc = Doc::new(&text);
            let quotes = quote::find(&doc);
            let keys = KeyText::of(&doc);
            let cx = Ctx::new(&doc, &quotes, &keys);
            let i = (0..cx.len()).find(|&i| cx.key(i) == f[1]).expect(line);
            let got = [cx.subject_class(i).code(), cx.next_class(i)];
            assert_eq!(std::str::from_utf8(&got).unwrap(), f[2], "{line}");
        }
    }

    /// `Keys::is` / `is_any` / `ends` answer as the key read through
    /// `Index` would, past the end too (the key "" there).
    #[test]
    fn key_tests_by_index_agree_with_the_key() {
        let doc = Doc::new("Officials said on Monday that the plan was working.");
        let quotes = quote::find(&doc);
        let keys = KeyText::of(&doc);
        let cx = Ctx::new(&doc, &quotes, &keys);
        let list = words!["said", "monday", "the"];
        let mut hits = 0;
        for i in 0..cx.len() + 2 {
            let k = cx.key(i);
            assert_eq!(cx.keys.is(i, "said"), k == "said");
            assert_eq!(cx.keys.is(i, ""), k.is_empty());
            assert_eq!(cx.keys.is_any(i, list), list.contains(k.as_bytes()));
            assert_eq!(cx.keys.ends(i, "ing"), k.ends_with("ing"));
            hits += usize::from(cx.keys.is(i, "said")) + usize::from(cx.keys.is_any(i, list)) + usize::from(cx.keys.ends(i, "ing"));
        }
        assert_eq!(hits, 5);
        assert!(!cx.keys.is(cx.len(), "said") && cx.keys.is(cx.len(), ""));
    }

    /// Every word's key is `Key::of` the word: ASCII, curly apostrophes,
    /// other letters, the longest key and one byte longer.
    #[test]
    fn keys_are_each_words_key() {
        let text = "Said U.S. DIDN’T Zürich’s ‘x’ abcdefghijklmnopqrstuvwx ABCDEFGHIJKLMNOPQRSTUVWXY — Jo’s l’Été 4,062";
        let doc = Doc::new(text);
        let quotes = quote::find(&doc);
        let keys = KeyText::of(&doc);
        let cx = Ctx::new(&doc, &quotes, &keys);
        assert_eq!(cx.len(), 10);
        for i in 0..cx.len() {
            assert_eq!(cx.key(i), Key::of(cx.word(i)).as_str(), "{:?}", cx.word(i));
        }
        assert_eq!(cx.key(cx.len()), "");
    }

    /// The remembered answer of `is_trigger` is the worked-out one, asked
    /// first in either order and asked again (a cue's head and the mention
    /// rules ask of words the cue search has already read).
    #[test]
    fn remembered_cue_words_agree() {
        let text = "Jo Li said the plan, which critics think is late, was believed to fail. \"It works,\" she added on a call.";
        let doc = Doc::new(text);
        let quotes = quote::find(&doc);
        let keys = KeyText::of(&doc);
        let forward = Ctx::new(&doc, &quotes, &keys);
        let backward = Ctx::new(&doc, &quotes, &keys);
        let n = forward.len();
        for i in 0..=n {
            assert_eq!(forward.is_trigger(i), forward.find_trigger(i), "word {i} forward");
            let j = n - i;
            assert_eq!(backward.is_trigger(j), backward.find_trigger(j), "word {j} backward");
        }
        for i in 0..=n {
            assert_eq!(forward.is_trigger(i), backward.is_trigger(i), "word {i} asked again");
        }
        let said = (0..n).find(|&i| forward.key(i) == "said").unwrap();
        assert!(forward.is_trigger(said), "'said' is a cue word");
    }
}
