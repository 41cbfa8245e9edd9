//! Word lists for reading source mentions: titles, role nouns, the nouns of
//! organisations, media and groups, and the words that mark a mention as
//! unnamed. Learned from the head nouns of source mentions in news text
//! (counts over a training corpus), kept to general English words.
//!
//! Every lookup is ASCII case-insensitive on a word without its possessive.

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
const PERSON: &[&str] = &[
    "official", "spokesman", "spokeswoman", "spokesperson", "aide", "adviser", "advisor", "source",
    "senator", "president", "candidate", "nominee", "manager", "governor", "director", "strategist",
    "chairman", "chairwoman", "chair", "secretary", "leader", "reporter", "supporter", "host", "judge",
    "executive", "pollster", "businessman", "businesswoman", "man", "woman", "wife", "husband", "friend",
    "columnist", "attorney", "lawyer", "editor", "neurosurgeon", "journalist", "actor", "actress",
    "employee", "moderator", "analyst", "consultant", "activist", "person", "speechwriter", "ally",
    "speaker", "delegate", "hopeful", "staffer", "diplomat", "fighter", "commander", "officer", "minister",
    "mayor", "congressman", "congresswoman", "lawmaker", "representative", "prosecutor", "witness",
    "resident", "voter", "member", "expert", "economist", "professor", "researcher", "scientist",
    "father", "mother", "son", "daughter", "brother", "sister", "front-runner", "frontrunner", "founder",
    "ceo", "chief", "sheriff", "ambassador", "envoy", "general", "colonel", "soldier", "militant",
    "insider", "operative", "veteran", "student", "teacher", "doctor", "nurse", "owner", "worker",
    "organizer", "organiser", "protester", "critic", "opponent", "rival", "donor", "observer", "writer",
    "author", "historian", "commentator", "anchor", "correspondent", "interviewer", "user", "lady",
    "counsel", "deputy", "commissioner", "investigator", "detective", "agent", "mom", "dad", "girl",
    "boy", "guy", "monitor", "witness", "victim", "survivor", "relative", "neighbor", "neighbour",
];

/// Plural nouns for collectives of people.
const GROUP: &[&str] = &[
    "officials", "voters", "candidates", "supporters", "leaders", "experts", "allies", "aides",
    "advisers", "advisors", "people", "others", "senators", "members", "analysts", "lawmakers",
    "strategists", "critics", "sources", "crowd", "opponents", "activists", "executives", "politicians",
    "advocates", "rivals", "delegates", "conservatives", "liberals", "progressives", "economists",
    "insiders", "donors", "women", "men", "friends", "authorities", "prosecutors", "observers",
    "protesters", "workers", "operatives", "researchers", "attendees", "backers", "organizers",
    "residents", "fighters", "militants", "soldiers", "troops", "rebels", "witnesses", "democrats",
    "republicans", "diplomats", "scientists", "investigators", "agents", "employees", "lawyers",
    "attorneys", "students", "parents", "veterans", "families", "relatives", "neighbors", "neighbours",
    "commentators", "pundits", "journalists", "reporters", "skeptics", "sceptics", "detractors",
    "opposition", "staff", "staffers", "police", "republicans", "independents", "evangelicals",
    "participants", "respondents", "americans", "citizens", "locals", "villagers", "doctors",
    "officers", "commanders", "ministers", "governors", "mayors", "judges", "unions", "parties",
];

/// Nouns for organised bodies.
const ORGANISATION: &[&str] = &[
    "group", "campaign", "company", "administration", "party", "team", "office", "government",
    "organization", "organisation", "agency", "committee", "board", "firm", "court", "department",
    "ministry", "council", "commission", "coalition", "union", "association", "institute", "foundation",
    "bureau", "center", "centre", "university", "bank", "fund", "corporation", "corp", "inc",
    "observatory", "army", "military", "navy", "police", "senate", "house", "congress", "parliament",
    "cabinet", "panel", "network", "establishment", "leadership", "camp", "movement", "service",
    "authority", "society", "league", "alliance", "front", "regime", "white", "pac", "caucus",
    "legislature", "assembly", "watchdog", "charity", "body", "club", "force", "forces", "unit",
    "brigade", "division", "operation", "embassy", "consulate", "secretariat", "directorate", "trust",
    "federation", "institution", "initiative", "project", "partnership", "conference", "academy",
    "college", "school", "hospital", "church", "mission", "program", "laboratory", "lab", "group's",
];

/// Nouns for publications, documents and media bodies.
const MEDIA: &[&str] = &[
    "newspaper", "paper", "report", "reports", "poll", "polls", "survey", "surveys", "website", "site",
    "statement", "magazine", "broadcaster", "channel", "station", "study", "analysis", "timeline", "ad",
    "ads", "video", "letter", "memo", "document", "documents", "tweet", "post", "blog", "book", "release",
    "outlet", "outlets", "wire", "television", "data", "records", "filing", "filings", "lawsuit",
    "editorial", "email", "emails", "message", "speech", "account", "interview", "interviews", "show",
    "program", "programme", "media", "press", "daily", "times", "news", "journal", "tribune", "herald",
    "gazette", "telegraph", "guardian", "review", "radio", "tv", "footage", "transcript", "complaint",
    "indictment", "ruling", "estimate", "estimates", "figures", "findings", "research", "census",
    "agency", "reuters", "cnn", "fox", "msnbc", "nbc", "abc", "cbs", "npr", "bbc", "bloomberg", "politico",
    "breitbart", "axios", "ap", "afp", "upi",
];

/// Titles before a name ("Sen.", "President"), so "Sen. Warren" reads as
/// the person Warren.
const TITLES: &[&str] = &[
    "mr", "mrs", "ms", "miss", "dr", "prof", "sen", "senator", "rep", "representative", "gov",
    "governor", "president", "vice", "pres", "gen", "general", "col", "lt", "sgt", "capt", "cmdr", "adm",
    "maj", "secretary", "speaker", "mayor", "judge", "justice", "chief", "former", "first", "lady",
    "prime", "minister", "chairman", "chairwoman", "director", "ambassador", "attorney", "sheriff",
    "brig", "rev", "pastor", "father", "sister", "sir", "dame", "lord", "king", "queen", "prince",
    "princess", "pope", "sheikh", "ayatollah", "commissioner", "councilman", "councilwoman",
    "congressman", "congresswoman", "state", "candidate", "nominee", "democrat", "republican",
    "democratic", "gop", "hon", "supt", "det", "insp", "st",
];

/// Words that say a person is female (titles and gendered role nouns).
const FEMALE: &[&str] = &[
    "mrs", "ms", "miss", "she", "her", "spokeswoman", "chairwoman", "congresswoman", "businesswoman",
    "councilwoman", "woman", "wife", "mother", "mom", "daughter", "sister", "actress", "lady", "queen",
    "princess", "dame", "girl", "grandmother", "aunt", "niece", "widow",
];

/// Words that say a person is male.
const MALE: &[&str] = &[
    "mr", "he", "him", "his", "spokesman", "chairman", "congressman", "businessman", "councilman", "man",
    "husband", "father", "dad", "son", "brother", "actor", "king", "prince", "sir", "lord", "boy",
    "grandfather", "uncle", "nephew", "widower", "guy",
];

/// Common English first names that tell a person's gender, so "she" after
/// "Mary Roe and John Doe" can find Mary Roe.
const FEMALE_NAMES: &[&str] = &[
    "mary", "patricia", "jennifer", "linda", "elizabeth", "barbara", "susan", "jessica", "sarah", "karen",
    "nancy", "lisa", "betty", "margaret", "sandra", "ashley", "kimberly", "emily", "donna", "michelle",
    "carol", "amanda", "melissa", "deborah", "stephanie", "rebecca", "laura", "sharon", "cynthia",
    "kathleen", "amy", "angela", "anna", "ruth", "brenda", "pamela", "nicole", "katherine", "samantha",
    "christine", "catherine", "debbie", "rachel", "carolyn", "janet", "maria", "heather", "diane",
    "julie", "joyce", "victoria", "kelly", "christina", "joan", "evelyn", "lauren", "judith", "olivia",
    "martha", "cheryl", "megan", "andrea", "hannah", "jacqueline", "ann", "jean", "alice", "kathryn",
    "sophia", "hillary", "michele", "kellyanne", "ivanka", "melania", "sara", "hope", "jane", "helen",
    "kate", "claire", "marie", "louise", "jo", "ellen", "grace", "lucy", "emma", "charlotte", "diana",
];

const MALE_NAMES: &[&str] = &[
    "james", "john", "robert", "michael", "william", "david", "richard", "joseph", "thomas", "charles",
    "christopher", "daniel", "matthew", "anthony", "mark", "donald", "steven", "paul", "andrew", "joshua",
    "kenneth", "kevin", "brian", "george", "timothy", "ronald", "edward", "jason", "jeffrey", "ryan",
    "jacob", "gary", "nicholas", "eric", "jonathan", "stephen", "larry", "justin", "scott", "brandon",
    "benjamin", "samuel", "gregory", "frank", "alexander", "raymond", "patrick", "jack", "dennis",
    "jerry", "tyler", "aaron", "jose", "adam", "henry", "nathan", "douglas", "zachary", "peter", "kyle",
    "walter", "ethan", "jeremy", "harold", "keith", "christian", "roger", "noah", "gerald", "carl",
    "terry", "sean", "austin", "arthur", "lawrence", "jesse", "dylan", "bryan", "joe", "jordan",
    "billy", "bruce", "albert", "willie", "gabriel", "logan", "alan", "juan", "wayne", "roy", "ralph",
    "randy", "eugene", "vincent", "russell", "elijah", "louis", "bobby", "philip", "johnny", "bernie",
    "ted", "marco", "jeb", "ben", "chris", "mike", "bill", "tom", "jim", "bob", "dan", "tim", "rick",
    "barack", "mitt", "newt", "rand", "reince", "hamid", "mohammed", "muhammad", "ahmed", "ali",
];

/// Gender a first name gives away: `Some(true)` female, `Some(false)` male.
pub fn first_name_gender(word: &str) -> Option<bool> {
    if has(FEMALE_NAMES, word) {
        Some(true)
    } else if has(MALE_NAMES, word) {
        Some(false)
    } else {
        None
    }
}

/// Determiners and quantifiers that open an unnamed mention ("a senior
/// official", "two purported fighters", "some critics").
const INDEFINITE: &[&str] = &[
    "a", "an", "some", "one", "two", "three", "four", "five", "several", "many", "other", "another",
    "most", "few", "various", "numerous", "multiple", "certain", "more", "dozens", "unnamed",
    "anonymous", "senior", "top",
];

/// Capitalised words that open a sentence without being a name.
const NOT_NAME: &[&str] = &[
    "the", "a", "an", "but", "and", "or", "in", "on", "at", "for", "of", "to", "from", "with", "by", "as",
    "if", "when", "while", "after", "before", "since", "because", "although", "though", "so", "yet",
    "this", "that", "these", "those", "there", "here", "it", "its", "he", "she", "they", "we", "i", "you",
    "his", "her", "their", "our", "my", "your", "what", "who", "which", "where", "why", "how", "then",
    "now", "still", "also", "even", "just", "only", "all", "some", "many", "most", "more", "no", "not",
    "one", "two", "asked", "according", "however", "meanwhile", "instead", "indeed", "last", "next",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january",
    "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december", "yes", "well", "today", "yesterday", "tomorrow", "earlier", "later",
    "despite", "during", "under", "over", "about", "into", "through", "without", "within", "among",
    "against", "between", "both", "each", "every", "either", "neither", "such", "do", "does", "did",
    "is", "are", "was", "were", "be", "has", "have", "had", "will", "would", "can", "could", "should",
    "let", "q", "mr", "mrs", "ms", "dr",
];

fn has(list: &[&str], word: &str) -> bool {
    let w = strip_possessive(word);
    list.iter().any(|x| x.eq_ignore_ascii_case(w))
}

/// The word without a trailing possessive `'s`, `’s` or bare apostrophe, and
/// without a trailing period ("Sen." → "Sen").
pub fn strip_possessive(word: &str) -> &str {
    let w = word.strip_suffix('.').unwrap_or(word);
    for suffix in ["'s", "’s", "'", "’"] {
        if let Some(s) = w.strip_suffix(suffix) {
            return s;
        }
    }
    w
}

/// The class of a common noun, if the lexicon knows it.
pub fn noun_class(word: &str) -> Option<NounClass> {
    if has(PERSON, word) {
        Some(NounClass::Person)
    } else if has(GROUP, word) {
        Some(NounClass::Group)
    } else if has(MEDIA, word) {
        Some(NounClass::Media)
    } else if has(ORGANISATION, word) {
        Some(NounClass::Organisation)
    } else {
        None
    }
}

/// A capitalised word inside a name that marks the name as an
/// organisation ("Committee", "Observatory").
pub fn is_organisation_word(word: &str) -> bool {
    has(ORGANISATION, word) && !has(&["white", "house", "state", "first", "front"], word)
}

/// A capitalised word inside a name that marks the name as a medium
/// ("Post", "Times", "Reuters").
pub fn is_media_word(word: &str) -> bool {
    has(MEDIA, word) && !has(&["post", "review"], word) || has(&["post", "times", "news", "journal"], word)
}

/// Collectives whose capital is part of the word: "Democrats" names a
/// party's people, "Critics" only opens a sentence.
pub fn is_proper_group(word: &str) -> bool {
    has(&["democrats", "republicans", "americans", "evangelicals", "independents", "democrat", "republican"], word)
}

/// A title that may stand before a name.
pub fn is_title(word: &str) -> bool {
    has(TITLES, word)
}

/// Gender a word gives away: `Some(true)` female, `Some(false)` male.
pub fn gender(word: &str) -> Option<bool> {
    if has(FEMALE, word) {
        Some(true)
    } else if has(MALE, word) {
        Some(false)
    } else {
        None
    }
}

/// A determiner or quantifier that opens an unnamed mention.
pub fn is_indefinite(word: &str) -> bool {
    has(INDEFINITE, word) || word.bytes().all(|b| b.is_ascii_digit())
}

/// A capitalised word that is no name ("But", "The", "Monday").
pub fn is_not_name(word: &str) -> bool {
    has(NOT_NAME, word)
}

#[cfg(test)]
mod tests {
    use super::*;

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
