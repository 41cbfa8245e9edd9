//! Word lists for reading source mentions: titles, role nouns, the nouns of
//! organisations, media and groups, and the words that mark a mention as
//! unnamed. Learned from the head nouns of source mentions in news text
//! (counts over a training corpus), kept to general English words.
//!
//! Every lookup is ASCII case-insensitive on a word without its possessive.

use crate::mask_set;
use crate::wordset::{self, MaskSet};
#[cfg(test)]
use crate::{word_set, wordset::WordSet};

/// What sort of thing a noun names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NounClass {
    /// One person: "spokesman", "senator", "fighter".
    Person,
    /// A collective of people: "officials", "critics", "voters".
    Group,
    /// An organised body: "group", "agency", "campaign".
    Organisation,
    /// A publication or document: "newspaper", "report", "poll".
    Media,
}

/// Singular nouns for one person (the role in "a senior official").
const PERSON_LIST: &[&str] = &[
    "academic", "activist", "actor", "actress", "adviser", "advisor", "agent", "aide", "alderman",
    "ally", "ambassador", "analyst", "anchor", "architect", "attorney", "auditor", "author",
    "backer", "banker", "billionaire", "bishop", "blogger", "boy", "brother", "businessman",
    "businesswoman", "candidate", "ceo", "chair", "chairman", "chairwoman", "chancellor", "chemist",
    "chief", "clerk", "coach", "colleague", "colonel", "columnist", "commander", "commentator",
    "commissioner", "comptroller", "congressman", "congresswoman", "consultant", "coroner",
    "correspondent", "councillor", "councilman", "councilmember", "councilor", "councilwoman",
    "counsel", "cousin", "critic", "dad", "daughter", "defendant", "delegate", "deputy",
    "detective", "diplomat", "director", "doctor", "donor", "driver", "economist", "editor",
    "employee", "engineer", "entrepreneur", "envoy", "executive", "expert", "farmer", "father",
    "fighter", "founder", "friend", "front-runner", "frontrunner", "general", "girl", "governor",
    "guy", "head", "headmaster", "headmistress", "headteacher", "historian", "hopeful", "host",
    "husband", "imam", "incumbent", "insider", "inspector", "interviewer", "investigator",
    "investor", "journalist", "judge", "lady", "landlord", "lawmaker", "lawyer", "leader",
    "lecturer", "magistrate", "man", "manager", "mayor", "member", "militant", "minister",
    "moderator", "mom", "monitor", "mother", "neighbor", "neighbour", "neurosurgeon", "nominee",
    "nurse", "observer", "officer", "official", "operative", "opponent", "organiser", "organizer",
    "owner", "paramedic", "passenger", "pastor", "person", "philanthropist", "physician", "pilot",
    "plaintiff", "pollster", "president", "priest", "principal", "professor", "prosecutor",
    "protester", "provost", "publisher", "pupil", "rabbi", "relative", "reporter", "representative",
    "researcher", "resident", "rival", "scientist", "secretary", "senator", "servant", "sheriff",
    "shopkeeper", "sister", "soldier", "son", "source", "speaker", "speechwriter", "spokesman",
    "spokesperson", "spokeswoman", "staffer", "strategist", "student", "superintendent",
    "supporter", "surgeon", "survivor", "teacher", "tenant", "trader", "treasurer", "trustee",
    "user", "veteran", "victim", "voter", "wife", "witness", "woman", "worker", "writer",
];

/// Plural nouns for collectives of people.
const GROUP_LIST: &[&str] = &[
    "activists", "advisers", "advisors", "advocates", "agents", "aides", "allies", "americans",
    "analysts", "associates", "attendees", "attorneys", "auditors", "authorities", "backers",
    "bankers", "bishops", "bloggers", "campaigners", "candidates", "citizens", "clients",
    "colleagues", "commanders", "commentators", "commuters", "conservatives", "consultants",
    "critics", "crowd", "customers", "defendants", "delegates", "democrats", "detractors",
    "diplomats", "doctors", "donors", "drivers", "economists", "employees", "engineers",
    "entrepreneurs", "evangelicals", "executives", "experts", "families", "fans", "farmers",
    "fighters", "friends", "governors", "historians", "immigrants", "independents", "insiders",
    "inspectors", "investigators", "investors", "journalists", "judges", "landlords", "lawmakers",
    "lawyers", "leaders", "liberals", "locals", "managers", "mayors", "members", "men", "migrants",
    "militants", "ministers", "negotiators", "neighbors", "neighbours", "nurses", "observers",
    "officers", "officials", "operatives", "opponents", "opposition", "organizers", "others",
    "owners", "parents", "participants", "parties", "partners", "passengers", "pastors", "patients",
    "people", "physicians", "plaintiffs", "police", "politicians", "pollsters", "priests",
    "progressives", "prosecutors", "protesters", "publishers", "pundits", "rabbis", "readers",
    "rebels", "refugees", "regulators", "relatives", "reporters", "republicans", "researchers",
    "residents", "respondents", "rivals", "sceptics", "scientists", "senators", "servants",
    "shoppers", "skeptics", "soldiers", "sources", "staff", "staffers", "strategists", "students",
    "supporters", "survivors", "teachers", "tenants", "traders", "troops", "unions", "users",
    "veterans", "victims", "viewers", "villagers", "voters", "witnesses", "women", "workers",
];

/// Nouns for organised bodies.
const ORGANISATION_LIST: &[&str] = &[
    "academy", "administration", "aerospace", "agency", "air", "airline", "airlines", "airways",
    "alliance", "army", "assembly", "association", "authority", "automaker", "bank", "board",
    "body", "brand", "brigade", "bureau", "cabinet", "camp", "campaign", "capital", "carmaker",
    "caucus", "center", "centre", "chain", "charity", "church", "club", "coalition", "college",
    "commission", "committee", "company", "conference", "conglomerate", "congress", "consulate",
    "consultancy", "contractor", "corp", "corporation", "council", "court", "department",
    "directorate", "distributor", "division", "embassy", "establishment", "exporter", "federation",
    "firm", "force", "forces", "foundation", "front", "fund", "giant", "government", "group",
    "group's", "holdings", "hospital", "house", "inc", "industries", "initiative", "institute",
    "institution", "insurer", "investments", "lab", "laboratory", "leadership", "league",
    "legislature", "lender", "llc", "ltd", "maker", "manufacturer", "military", "ministry",
    "mission", "motors", "movement", "navy", "network", "nonprofit", "observatory", "office",
    "operation", "organisation", "organization", "pac", "panel", "parliament", "partnership",
    "party", "pharmaceuticals", "plc", "police", "program", "project", "regime", "regulator",
    "retailer", "school", "secretariat", "securities", "senate", "service", "society", "startup",
    "supermarket", "supplier", "tank", "team", "technologies", "trust", "union", "unit",
    "university", "utility", "ventures", "watchdog", "white",
];

/// Nouns for publications, documents and media bodies.
const MEDIA_LIST: &[&str] = &[
    "abc", "account", "ad", "ads", "afp", "analysis", "ap", "article", "articles", "assessment", "audit", "axios", "bbc", "blog",
    "bloomberg", "book", "breitbart", "broadcaster", "cbs", "census", "channel", "cnn", "complaint",
    "daily", "data", "document", "documents", "editorial", "email", "emails", "estimate",
    "estimates", "figures", "filing", "filings", "findings", "footage", "forecast", "fox", "gazette",
    "guardian", "herald", "indictment", "interview", "interviews", "journal", "lawsuit", "letter",
    "magazine", "media", "memo", "message", "msnbc", "nbc", "news", "newspaper", "npr", "outlet",
    "outlets", "paper", "politico", "poll", "polls", "post", "press", "program", "programme",
    "radio", "records", "release", "report", "reports", "research", "reuters", "review", "ruling",
    "show", "site", "speech", "statement", "station", "study", "summary", "survey", "surveys", "telegraph",
    "television", "timeline", "times", "transcript", "tribune", "tv", "tweet", "upi", "video",
    "website", "wire",
];

/// Titles before a name ("Sen.", "President"), so "Sen. Warren" reads as
/// the person Warren.
const TITLES_LIST: &[&str] = &[
    "adm", "alderman", "alderwoman", "ambassador", "assemblyman", "assemblywoman", "attorney",
    "auditor", "ayatollah", "brig", "candidate", "capt", "chairman", "chairwoman", "chancellor",
    "chief", "cllr", "cmdr", "col", "commissioner", "comptroller", "congressman", "congresswoman",
    "councillor", "councilman", "councilmember", "councilor", "councilwoman", "dame", "democrat",
    "democratic", "det", "director", "dr", "father", "first", "former", "gen", "general", "gop",
    "gov", "governor", "hon", "insp", "inspector", "judge", "justice", "king", "lady", "lawmaker",
    "leader", "lord", "lt", "maj", "mayor", "minister", "miss", "mr", "mrs", "ms", "nominee",
    "pastor", "pope", "pres", "president", "prime", "prince", "princess", "prof", "professor",
    "queen", "rep", "representative", "republican", "rev", "secretary", "sen", "senator", "sgt",
    "sheikh", "sheriff", "sir", "sister", "speaker", "st", "state", "superintendent", "supt",
    "treasurer", "trustee", "vice",
];

/// Words that say a person is female (titles and gendered role nouns).
const FEMALE_LIST: &[&str] = &[
    "actress", "aunt", "businesswoman", "chairwoman", "congresswoman", "councilwoman", "dame",
    "daughter", "girl", "grandmother", "her", "lady", "miss", "mom", "mother", "mrs", "ms", "niece",
    "princess", "queen", "she", "sister", "spokeswoman", "widow", "wife", "woman",
];

/// Words that say a person is male.
const MALE_LIST: &[&str] = &[
    "actor", "boy", "brother", "businessman", "chairman", "congressman", "councilman", "dad",
    "father", "grandfather", "guy", "he", "him", "his", "husband", "king", "lord", "man", "mr",
    "nephew", "prince", "sir", "son", "spokesman", "uncle", "widower",
];

/// Common English first names that tell a person's gender, so "she" after
/// "Mary Roe and John Doe" can find Mary Roe.
const FEMALE_NAMES_LIST: &[&str] = &[
    "alice", "amanda", "amy", "andrea", "angela", "ann", "anna", "ashley", "barbara", "betty",
    "brenda", "carol", "carolyn", "catherine", "charlotte", "cheryl", "christina", "christine",
    "claire", "cynthia", "debbie", "deborah", "diana", "diane", "donna", "elizabeth", "ellen",
    "emily", "emma", "evelyn", "grace", "hannah", "heather", "helen", "hillary", "hope", "ivanka",
    "jacqueline", "jane", "janet", "jean", "jennifer", "jessica", "jo", "joan", "joyce", "judith",
    "julie", "karen", "kate", "katherine", "kathleen", "kathryn", "kelly", "kellyanne", "kimberly",
    "laura", "lauren", "linda", "lisa", "louise", "lucy", "margaret", "maria", "marie", "martha",
    "mary", "megan", "melania", "melissa", "michele", "michelle", "nancy", "nicole", "olivia",
    "pamela", "patricia", "rachel", "rebecca", "ruth", "samantha", "sandra", "sara", "sarah",
    "sharon", "sophia", "stephanie", "susan", "victoria",
];

const MALE_NAMES_LIST: &[&str] = &[
    "aaron", "adam", "ahmed", "alan", "albert", "alexander", "ali", "andrew", "anthony", "arthur",
    "austin", "barack", "ben", "benjamin", "bernie", "bill", "billy", "bob", "bobby", "brandon",
    "brian", "bruce", "bryan", "carl", "charles", "chris", "christian", "christopher", "dan",
    "daniel", "david", "dennis", "donald", "douglas", "dylan", "edward", "elijah", "eric", "ethan",
    "eugene", "frank", "gabriel", "gary", "george", "gerald", "gregory", "hamid", "harold", "henry",
    "jack", "jacob", "james", "jason", "jeb", "jeffrey", "jeremy", "jerry", "jesse", "jim", "joe",
    "john", "johnny", "jonathan", "jordan", "jose", "joseph", "joshua", "juan", "justin", "keith",
    "kenneth", "kevin", "kyle", "larry", "lawrence", "logan", "louis", "marco", "mark", "matthew",
    "michael", "mike", "mitt", "mohammed", "muhammad", "nathan", "newt", "nicholas", "noah",
    "patrick", "paul", "peter", "philip", "ralph", "rand", "randy", "raymond", "reince", "richard",
    "rick", "robert", "roger", "ronald", "roy", "russell", "ryan", "samuel", "scott", "sean",
    "stephen", "steven", "ted", "terry", "thomas", "tim", "timothy", "tom", "tyler", "vincent",
    "walter", "wayne", "william", "willie", "zachary",
];

/// Gender a first name gives away: `Some(true)` female, `Some(false)` male.
/// The name is read as [`crate::fold::fold`] reads it, without a copy for
/// an ASCII name (most of them): the key lower-cases ASCII itself.
pub fn first_name_gender(word: &str) -> Option<bool> {
    let key = if crate::bytes::is_ascii(word.as_bytes()) { Key::of(word) } else { Key::of(&crate::fold::fold(word)) };
    let lists = key.map_or(0, |k| k.lists());
    if lists & IN_FEMALE_NAMES != 0 {
        Some(true)
    } else if lists & IN_MALE_NAMES != 0 {
        Some(false)
    } else {
        None
    }
}

/// Determiners and quantifiers that open an unnamed mention ("a senior
/// official", "two purported fighters", "some critics").
const INDEFINITE_LIST: &[&str] = &[
    "a", "an", "anonymous", "another", "certain", "dozens", "few", "five", "four", "many", "more",
    "most", "multiple", "numerous", "one", "other", "senior", "several", "some", "three", "top",
    "two", "unnamed", "various",
];

/// Capitalised words that open a sentence without being a name.
const NOT_NAME_LIST: &[&str] = &[
    "a", "about", "according", "after", "against", "all", "also", "although", "among", "an", "and",
    "april", "are", "as", "asked", "at", "august", "be", "because", "before", "between", "both",
    "but", "by", "can", "could", "december", "despite", "did", "do", "does", "dr", "during", "each",
    "earlier", "either", "even", "every", "february", "for", "friday", "from", "had", "has", "have",
    "he", "her", "here", "his", "how", "however", "i", "if", "in", "indeed", "instead", "into",
    "is", "it", "its", "january", "july", "june", "just", "last", "later", "let", "many", "march",
    "may", "meanwhile", "monday", "more", "most", "mr", "mrs", "ms", "my", "neither", "next", "no",
    "not", "november", "now", "october", "of", "on", "one", "only", "or", "our", "over", "q",
    "saturday", "september", "she", "should", "since", "so", "some", "still", "such", "sunday",
    "that", "the", "their", "then", "there", "these", "they", "this", "those", "though", "through",
    "thursday", "to", "today", "tomorrow", "tuesday", "two", "under", "was", "we", "wednesday",
    "well", "were", "what", "when", "where", "which", "while", "who", "why", "will", "with",
    "within", "without", "would", "yes", "yesterday", "yet", "you", "your",
];

// The lists above as hash sets, each on its own: the tests check the
// combined table [`LISTS`] against them.
#[cfg(test)]
const PERSON: WordSet = word_set!(PERSON_LIST);
#[cfg(test)]
const GROUP: WordSet = word_set!(GROUP_LIST);
#[cfg(test)]
const ORGANISATION: WordSet = word_set!(ORGANISATION_LIST);
#[cfg(test)]
const MEDIA: WordSet = word_set!(MEDIA_LIST);
#[cfg(test)]
const TITLES: WordSet = word_set!(TITLES_LIST);
#[cfg(test)]
const FEMALE: WordSet = word_set!(FEMALE_LIST);
#[cfg(test)]
const MALE: WordSet = word_set!(MALE_LIST);
#[cfg(test)]
const INDEFINITE: WordSet = word_set!(INDEFINITE_LIST);
#[cfg(test)]
const NOT_NAME: WordSet = word_set!(NOT_NAME_LIST);

/// A word as the lists hold it: possessive and final period off, ASCII
/// lower case, on the stack (no allocation: it runs for most words of an
/// article), with its hash computed once for several lists.
struct Key {
    buf: [u8; 24],
    len: usize,
    hash: u32,
}

impl Key {
    /// The key of `word`; `None` when it is longer than any entry.
    fn of(word: &str) -> Option<Key> {
        let w = strip_possessive(word).as_bytes();
        let mut buf = [0u8; 24];
        if w.len() > buf.len() {
            return None;
        }
        for (b, c) in buf.iter_mut().zip(w) {
            *b = c.to_ascii_lowercase();
        }
        let hash = wordset::hash_word(&buf[..w.len()]);
        Some(Key { buf, len: w.len(), hash })
    }

    /// Is the key in `set`? (The tests check [`LISTS`] against the lists
    /// one by one.)
    #[cfg(test)]
    fn is_in(&self, set: WordSet) -> bool {
        set.contains_hashed(&self.buf[..self.len], self.hash)
    }

    /// The lists the key is in: the `IN_*` bits of [`LISTS`], one probe.
    fn lists(&self) -> u16 {
        LISTS.mask_hashed(self.buf.get(..self.len).unwrap_or_default(), self.hash)
    }
}

/// Organisation nouns that are no sign of an organisation inside a name
/// ("White House", "Secretary of State").
const NOT_ORGANISATION_LIST: &[&str] = &["first", "front", "house", "state", "white"];
#[cfg(test)]
const NOT_ORGANISATION_WORDS: WordSet = word_set!(NOT_ORGANISATION_LIST);
/// Media nouns that are no sign of a medium inside a name.
const NOT_MEDIA_LIST: &[&str] = &["post", "review"];
#[cfg(test)]
const NOT_MEDIA_WORDS: WordSet = word_set!(NOT_MEDIA_LIST);
/// Words that make a name a medium's ("The Washington Post").
const MEDIA_NAME_LIST: &[&str] = &["journal", "news", "post", "times"];
#[cfg(test)]
const MEDIA_NAME_WORDS: WordSet = word_set!(MEDIA_NAME_LIST);
/// See [`is_proper_group`].
const PROPER_GROUP_LIST: &[&str] = &["americans", "democrat", "democrats", "evangelicals", "independents", "republican", "republicans"];
#[cfg(test)]
const PROPER_GROUPS: WordSet = word_set!(PROPER_GROUP_LIST);

/// Every list of this file in one table: a word's key finds the lists it
/// is in with one probe (bit `i` for the `i`th list, the `IN_*` constants
/// below), where a probe per list cost about 11 per classed word, two
/// thirds of the registry's lexicon work.
const LISTS: MaskSet = mask_set!([
    PERSON_LIST,
    GROUP_LIST,
    ORGANISATION_LIST,
    MEDIA_LIST,
    TITLES_LIST,
    FEMALE_LIST,
    MALE_LIST,
    INDEFINITE_LIST,
    NOT_NAME_LIST,
    NOT_ORGANISATION_LIST,
    NOT_MEDIA_LIST,
    MEDIA_NAME_LIST,
    PROPER_GROUP_LIST,
    FEMALE_NAMES_LIST,
    MALE_NAMES_LIST,
]);
const IN_PERSON: u16 = 1 << 0;
const IN_GROUP: u16 = 1 << 1;
const IN_ORGANISATION: u16 = 1 << 2;
const IN_MEDIA: u16 = 1 << 3;
const IN_TITLES: u16 = 1 << 4;
const IN_FEMALE: u16 = 1 << 5;
const IN_MALE: u16 = 1 << 6;
const IN_INDEFINITE: u16 = 1 << 7;
const IN_NOT_NAME: u16 = 1 << 8;
const IN_NOT_ORGANISATION: u16 = 1 << 9;
const IN_NOT_MEDIA: u16 = 1 << 10;
const IN_MEDIA_NAME: u16 = 1 << 11;
const IN_PROPER_GROUP: u16 = 1 << 12;
const IN_FEMALE_NAMES: u16 = 1 << 13;
const IN_MALE_NAMES: u16 = 1 << 14;

// No Bloom filter in front of [`LISTS`]: with one probe for all the lists
// a word not in them costs a probe more than a filter would (0.7 M
// instructions on polnear-dev), and the filter's 4,096 bits were 0.5 KB of
// gzipped WebAssembly.

/// Is the word (possessive and case aside) in the set?
#[cfg(test)]
fn has(set: WordSet, word: &str) -> bool {
    Key::of(word).is_some_and(|k| k.is_in(set))
}

/// The word without a trailing possessive `'s`, `’s` or bare apostrophe, and
/// without a trailing period ("Sen." → "Sen").
pub fn strip_possessive(word: &str) -> &str {
    // On bytes: this runs for most words, and `str::strip_suffix` with a
    // string pattern costs a searcher per call.
    let b = word.as_bytes();
    // Most words end in none of the bytes the cuts below end in (`’` ends
    // in 0x99): returned as they are.
    if !matches!(b.last(), Some(b'.' | b's' | b'\'' | 0x99)) {
        return word;
    }
    let n = b.len() - usize::from(b.last() == Some(&b'.'));
    let w = b.get(..n).unwrap_or_default();
    let cut = if w.ends_with(b"'s") {
        2
    } else if w.ends_with("\u{2019}s".as_bytes()) {
        4
    } else if w.ends_with(b"'") {
        1
    } else if w.ends_with("\u{2019}".as_bytes()) {
        3
    } else {
        0
    };
    // The cut ends before an ASCII byte or a whole `’`: a char boundary.
    word.get(..n - cut).unwrap_or(word)
}

// The word tests below all read [`Classes::of`], the one place that looks
// words up in the lists, so the registry's per-word bits and these answers
// cannot drift apart (and the WebAssembly carries one copy of the lookups).

/// The class of a common noun, if the lexicon knows it.
pub fn noun_class(word: &str) -> Option<NounClass> {
    Classes::of(word).noun_class()
}

/// A capitalised word inside a name that marks the name as an
/// organisation ("Committee", "Observatory").
pub fn is_organisation_word(word: &str) -> bool {
    Classes::of(word).is(Classes::ORGANISATION_WORD)
}

/// A capitalised word inside a name that marks the name as a medium
/// ("Post", "Times", "Reuters").
pub fn is_media_word(word: &str) -> bool {
    Classes::of(word).is(Classes::MEDIA_WORD)
}

/// Collectives whose capital is part of the word: "Democrats" names a
/// party's people, "Critics" only opens a sentence.
pub fn is_proper_group(word: &str) -> bool {
    Classes::of(word).is(Classes::PROPER_GROUP)
}

/// A title that may stand before a name.
pub fn is_title(word: &str) -> bool {
    Classes::of(word).is(Classes::TITLE)
}

/// Gender a word gives away: `Some(true)` female, `Some(false)` male.
pub fn gender(word: &str) -> Option<bool> {
    Classes::of(word).gender()
}

/// A determiner or quantifier that opens an unnamed mention.
pub fn is_indefinite(word: &str) -> bool {
    Classes::of(word).is(Classes::INDEFINITE)
}

/// A capitalised word that is no name ("But", "The", "Monday").
pub fn is_not_name(word: &str) -> bool {
    Classes::of(word).is(Classes::NOT_NAME)
}

/// What the lexicons say about one word, all read with one key: the answer
/// of every word test above, kept as bits so the registry can look a word up
/// once per document (`super::words`) and ask it again for free.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Classes(u16);

impl Classes {
    /// [`is_title`].
    pub const TITLE: u16 = 1 << 0;
    /// [`is_not_name`].
    pub const NOT_NAME: u16 = 1 << 1;
    /// [`is_indefinite`].
    pub const INDEFINITE: u16 = 1 << 2;
    /// [`is_organisation_word`].
    pub const ORGANISATION_WORD: u16 = 1 << 3;
    /// [`is_media_word`].
    pub const MEDIA_WORD: u16 = 1 << 4;
    /// [`is_proper_group`].
    pub const PROPER_GROUP: u16 = 1 << 5;
    /// [`gender`] is `Some(true)`.
    pub const FEMALE: u16 = 1 << 6;
    /// [`gender`] is `Some(false)`.
    pub const MALE: u16 = 1 << 7;
    /// [`noun_class`], in three bits: 0 none, else the class's number + 1.
    const NOUN_SHIFT: u32 = 8;

    /// Every class of `word`.
    pub fn of(word: &str) -> Classes {
        // A word longer than every entry is in no list (digits aside).
        let mut bits = Key::of(word).map_or(0, |k| Self::of_key(&k));
        if word.bytes().all(|b| b.is_ascii_digit()) {
            bits |= Self::INDEFINITE;
        }
        Classes(bits)
    }

    /// The bits the lists give the key.
    fn of_key(k: &Key) -> u16 {
        let lists = k.lists();
        // Most words are in no list: no bit to work out.
        if lists == 0 {
            return 0;
        }
        let on = |list: u16| lists & list != 0;
        let flag = |yes: bool, bit: u16| if yes { bit } else { 0 };
        let (org, media) = (on(IN_ORGANISATION), on(IN_MEDIA));
        let mut bits = flag(on(IN_TITLES), Self::TITLE);
        bits |= flag(on(IN_NOT_NAME), Self::NOT_NAME);
        bits |= flag(on(IN_INDEFINITE), Self::INDEFINITE);
        // "White House", "Secretary of State": no sign of an organisation.
        bits |= flag(org && !on(IN_NOT_ORGANISATION), Self::ORGANISATION_WORD);
        bits |= flag(media && !on(IN_NOT_MEDIA) || on(IN_MEDIA_NAME), Self::MEDIA_WORD);
        bits |= flag(on(IN_PROPER_GROUP), Self::PROPER_GROUP);
        // A word in both gender lists reads as female, as it always has.
        bits |= if on(IN_FEMALE) {
            Self::FEMALE
        } else {
            flag(on(IN_MALE), Self::MALE)
        };
        // The noun lists in order of precedence: person, group, media,
        // organisation.
        let noun = if on(IN_PERSON) {
            1
        } else if on(IN_GROUP) {
            2
        } else if media {
            3
        } else if org {
            4
        } else {
            0
        };
        bits | noun << Self::NOUN_SHIFT
    }

    /// True when every bit of `bits` is set.
    pub fn is(self, bits: u16) -> bool {
        self.0 & bits == bits
    }

    /// The [`gender`] of the word.
    pub fn gender(self) -> Option<bool> {
        if self.is(Self::FEMALE) {
            Some(true)
        } else if self.is(Self::MALE) {
            Some(false)
        } else {
            None
        }
    }

    /// The [`noun_class`] of the word.
    pub fn noun_class(self) -> Option<NounClass> {
        match self.0 >> Self::NOUN_SHIFT & 7 {
            1 => Some(NounClass::Person),
            2 => Some(NounClass::Group),
            3 => Some(NounClass::Media),
            4 => Some(NounClass::Organisation),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each word written in this file, as written and capitalised, with a
    /// possessive and a period, gets the classes of its key.
    #[test]
    fn every_listed_word_gets_its_classes() {
        let mut listed = 0;
        for literal in include_str!("lexicon.rs").split('"').skip(1).step_by(2) {
            let capitalised = literal.get(..1).map(|c| c.to_ascii_uppercase() + &literal[1..]).unwrap_or_default();
            for w in [literal.to_string(), capitalised, format!("{literal}'s"), format!("{literal}.")] {
                let Some(k) = Key::of(&w) else { continue };
                if Classes::of_key(&k) != 0 {
                    assert_eq!(Classes::of(&w).0 & !Classes::INDEFINITE, Classes::of_key(&k) & !Classes::INDEFINITE);
                    listed += 1;
                }
            }
        }
        assert!(listed > 700 * 4);
    }


    /// The combined table gives every word of every list exactly the bits
    /// of the lists it is in, and a word of no list none.
    #[test]
    fn one_probe_finds_every_list_of_a_word() {
        let lists: [(&[&str], u16); 15] = [
            (PERSON_LIST, IN_PERSON),
            (GROUP_LIST, IN_GROUP),
            (ORGANISATION_LIST, IN_ORGANISATION),
            (MEDIA_LIST, IN_MEDIA),
            (TITLES_LIST, IN_TITLES),
            (FEMALE_LIST, IN_FEMALE),
            (MALE_LIST, IN_MALE),
            (INDEFINITE_LIST, IN_INDEFINITE),
            (NOT_NAME_LIST, IN_NOT_NAME),
            (NOT_ORGANISATION_LIST, IN_NOT_ORGANISATION),
            (NOT_MEDIA_LIST, IN_NOT_MEDIA),
            (MEDIA_NAME_LIST, IN_MEDIA_NAME),
            (PROPER_GROUP_LIST, IN_PROPER_GROUP),
            (FEMALE_NAMES_LIST, IN_FEMALE_NAMES),
            (MALE_NAMES_LIST, IN_MALE_NAMES),
        ];
        for &(list, _) in &lists {
            for w in list.iter().copied().chain(["table", "zzz", "posts"]) {
                let want = lists.iter().filter(|(l, _)| l.contains(&w)).fold(0, |m, &(_, bit)| m | bit);
                let key = Key::of(w).expect("listed words are short");
                assert_eq!(key.lists(), want, "{w}");
            }
        }
        assert_eq!(first_name_gender("Mary"), Some(true));
        assert_eq!(first_name_gender("John's"), Some(false));
        assert_eq!(first_name_gender("Table"), None);
        // Capitals beyond ASCII fold as names' keys do.
        assert_eq!(first_name_gender("MARÍA"), first_name_gender(&crate::fold::fold("MARÍA")));
        assert_eq!(first_name_gender("ALİCE"), Some(true));
    }

    #[test]
    fn lists_are_sorted_without_duplicates() {
        for list in [PERSON_LIST, GROUP_LIST, ORGANISATION_LIST, MEDIA_LIST, TITLES_LIST, FEMALE_LIST, MALE_LIST, FEMALE_NAMES_LIST, MALE_NAMES_LIST, INDEFINITE_LIST, NOT_NAME_LIST] {
            assert!(list.windows(2).all(|w| w[0] < w[1]), "{:?}", list.windows(2).find(|w| w[0] >= w[1]));
        }
    }

    /// The bits read once per word say what the lists say, one by one.
    #[test]
    fn classes_agree_with_the_word_tests() {
        let words = [
            "Sen.", "spokeswoman", "Officials", "group", "newspaper", "Post", "Times", "Review", "White", "House",
            "Committee's", "Democrats", "Mrs.", "she", "his", "two", "2016", "However", "table", "Reuters",
            "an-unusually-long-hyphenated-word", "",
        ];
        for w in words {
            let c = Classes::of(w);
            assert_eq!(c.is(Classes::TITLE), has(TITLES, w), "{w}: title");
            assert_eq!(c.is(Classes::NOT_NAME), has(NOT_NAME, w), "{w}: not a name");
            assert_eq!(c.is(Classes::INDEFINITE), has(INDEFINITE, w) || w.bytes().all(|b| b.is_ascii_digit()), "{w}: indefinite");
            assert_eq!(c.is(Classes::PROPER_GROUP), has(PROPER_GROUPS, w), "{w}: proper group");
            let org = has(ORGANISATION, w) && !has(NOT_ORGANISATION_WORDS, w);
            assert_eq!(c.is(Classes::ORGANISATION_WORD), org, "{w}: organisation word");
            let media = has(MEDIA, w) && !has(NOT_MEDIA_WORDS, w) || has(MEDIA_NAME_WORDS, w);
            assert_eq!(c.is(Classes::MEDIA_WORD), media, "{w}: media word");
            let gender = if has(FEMALE, w) { Some(true) } else if has(MALE, w) { Some(false) } else { None };
            assert_eq!(c.gender(), gender, "{w}: gender");
            let noun = [(PERSON, NounClass::Person), (GROUP, NounClass::Group), (MEDIA, NounClass::Media), (ORGANISATION, NounClass::Organisation)]
                .into_iter()
                .find(|&(set, _)| has(set, w))
                .map(|(_, class)| class);
            assert_eq!(c.noun_class(), noun, "{w}: noun class");
        }
    }

    #[test]
    fn classes_and_markers() {
        let cases: &[(&str, Option<NounClass>)] = &[
            ("spokeswoman", Some(NounClass::Person)),
            ("Officials", Some(NounClass::Group)),
            ("group", Some(NounClass::Organisation)),
            ("newspaper", Some(NounClass::Media)),
            ("table", None),
        ];
        for (w, want) in cases {
            assert_eq!(noun_class(w), *want, "{w}");
        }
        assert!(is_title("Sen."));
        assert_eq!(gender("Mrs."), Some(true));
        assert_eq!(gender("spokesman"), Some(false));
        assert!(is_indefinite("two"));
        assert!(is_not_name("However"));
        assert_eq!(strip_possessive("Trump’s"), "Trump");
    }
}
