//! Registry tests: one case per resolution rule.
use super::*;

/// An entry as (name, mention texts, type, anonymous).
type Seen = (String, Vec<String>, SourceType, bool);

fn registry(text: &str) -> (Vec<Seen>, Doc<'_>) {
    let doc = Doc::new(text);
    let quotes = quote::find(&doc);
    let cues = attribution::find(&doc, &quotes);
    let reg = Registry::build(&doc, &cues, &quotes);
    let v = reg
        .entries
        .iter()
        .map(|e| (e.name.clone(), e.mentions.iter().map(|m| doc.slice(*m).to_string()).collect(), e.kind, e.anonymous))
        .collect();
    (v, doc)
}

/// (rule, text, expected entries as (name, mentions))
type Case = (&'static str, &'static str, &'static [(&'static str, &'static [&'static str])]);
const CASES: &[Case] = &[
    ("a definite role is not an unnamed person of another role", "The vote is close, the analyst warned. The count is slow, the mayor said.", &[("analyst", &["the analyst"]), ("mayor", &["the mayor"])]),
    ("a city before an agency's credit and a dash is a dateline, no source", "New York (AFP) \u{2013} The vote is close, the analyst warned on Wednesday.", &[("analyst", &["the analyst"])]),
    ("a byline names the author, no source a later description joins", "By Jo Li, Finance Reporter\n\nThe council met on Monday.\n\nThe finance director said the budget was short.", &[("finance director", &["The finance director"])]),
    ("a relative clause with a cue of its own is another attribution, no part of the source", "The plan is sound, said Jo Li, who added that costs would fall.", &[("Jo Li", &["Jo Li", "who"])]),
    ("a relative clause with no cue describes the source and stays in its mention", "The plan is sound, said Jo Li, who chairs the board.", &[("Jo Li", &["Jo Li, who chairs the board"])]),
    ("a function word in capitals after a comma is a surname, a source: '..., Will wrote'", "Instead, Will wrote that the levy was unfair.", &[("Will", &["Will"])]),
    ("a quoted title closing an apposition stays in the mention: no quotation crossed", "Dana Reyes, a host of \u{201c}The Late Hour,\u{201d} praised the plan.", &[("Dana Reyes", &["Dana Reyes, a host of \u{201c}The Late Hour,\u{201d}"])]),
    ("surname joins the full name", "Ann Poe spoke first. Later Poe said it was over.", &[("Ann Poe", &["Ann Poe", "Poe"])]),
    ("a lone given name joins the full name it opens", "Ann Poe spoke first. Later Ann said it was over.", &[("Ann Poe", &["Ann Poe", "Ann"])]),
    ("a lone first word of a body's name joins the body", "Northwind Air will cut 900 jobs, the airline said. Northwind declined to comment.", &[("Northwind Air", &["Northwind Air", "the airline", "Northwind"])]),
    ("a lone name never joins two names joined by 'and'", "Ann Poe and Max Roe met. Ann said it was over.", &[("Ann", &["Ann"])]),
    ("'those' before a modifier opens a description, a source", "Those surveyed said the economy was weak.", &[("Those surveyed", &["Those surveyed"])]),
    ("'those close to' someone is a source of its own, not the someone", "Those close to the mayor said she would run.", &[("Those close to the mayor", &["Those close to the mayor"])]),
    ("a full name with another given name is a relative, not the person a lone surname joined", "Ann Poe spoke first. Poe said it was over. Max Poe said it was not.", &[("Ann Poe", &["Ann Poe", "Poe"]), ("Max Poe", &["Max Poe"])]),
    ("an initial matches the given name it stands for", "Ann Poe spoke first. Poe said it was over. A. Poe said it again.", &[("Ann Poe", &["Ann Poe", "Poe", "A. Poe"])]),
    ("different first names stay apart", "Ann Poe said yes. Max Poe said no.", &[("Ann Poe", &["Ann Poe"]), ("Max Poe", &["Max Poe"])]),
    ("second of two is a new source", "One of the two fighters said it was over. The second fighter said it was not.", &[("One of the two fighters", &["One of the two fighters"]), ("second fighter", &["The second fighter"])]),
    ("it to an organisation", "The Ames Water Board met. It said the pipes were safe.", &[("Ames Water Board", &["Ames Water Board", "It"])]),
    ("a possessed description is someone else's, not the nearest group", "Some analysts said the plan would fail. Her office said it would not.", &[("Some analysts", &["Some analysts"]), ("Her office", &["Her office"])]),
    ("a title ending in a role noun runs on into the name", "Chief executive Anna Brandt told staff that sales had been \"weak.\"", &[("Anna Brandt", &["Chief executive Anna Brandt"])]),
    ("a title inside the run: the name after it is a person's", "Senate Majority Leader Tom Avery spoke. Later Avery said it was over.", &[("Tom Avery", &["Senate Majority Leader Tom Avery", "Avery"])]),
    ("a titled name with its 'of' names the person, not the university", "Professor Jo Li of Ames University said it was over.", &[("Jo Li", &["Professor Jo Li of Ames University"])]),
    ("a role with a name in apposition is that named person", "A city spokeswoman, Karen Deal, said it was over.", &[("Karen Deal", &["A city spokeswoman, Karen Deal,"])]),
    ("after 'the' a possessive inside a name goes on; a name's possessive owns its description", "The People's Party said it would win. Trump's campaign said it would lose.", &[("People's Party", &["The People's Party"]), ("Trump's campaign", &["Trump's campaign"])]),
    ("a bare capitalised noun before a word that is no cue modifies it: no source", "Hospital waiting lists grew.\n\nA report by the Ames Trust said the lists grew. The trust said more.", &[("Ames Trust", &["A report by the Ames Trust", "The trust"])]),
    ("'the ministry' is no organisation of another kind named before", "The Ames Nursing College said pay was low. The ministry declined to comment.", &[("Ames Nursing College", &["The Ames Nursing College"]), ("ministry", &["The ministry"])]),
    ("'the ministry' is one whose name says so", "The Ministry of Health said beds were short. The ministry declined to comment.", &[("Ministry of Health", &["The Ministry of Health", "The ministry"])]),
    ("'the company' is never a group of people named before", "Prosecutors said the mayor was paid. The company said it did the work.", &[("Prosecutors", &["Prosecutors"]), ("company", &["The company"])]),
    ("'the union' is a body that speaks for people, never the people named before", "Parents said the plan was unfair.\n\nThe teachers union has warned that classes will grow.", &[("Parents", &["Parents"]), ("teachers union", &["The teachers union"])]),
    ("a participle with its 'to' object stays in the source after 'according to'", "The deficit will grow, according to a forecast presented to the board on Monday.", &[("a forecast presented to the board on Monday", &["a forecast presented to the board on Monday"])]),
    ("a name after 'the' is no person's: 'she' skips it", "Prof Poe spoke first. Flows on the River Tay fell, she said.", &[("Poe", &["Prof Poe", "she"])]),
    ("a role with a name and its affiliation in apposition is that named person", "The lead author, Dr. Jo Li of Ames University, said sleep matters. Li added that naps help.", &[("Jo Li", &["The lead author, Dr. Jo Li of Ames University,", "Li"])]),
    ("'the group' may be the fighters named before", "Two fighters said the town had fallen. The group said it held the hill.", &[("Two fighters", &["Two fighters", "The group"])]),
    ("an owner after the article makes the description someone else's", "Councilwoman Ann Poe said the invoices were new. The city's finance director said they were old.", &[("Ann Poe", &["Councilwoman Ann Poe"]), ("city's finance director", &["The city's finance director"])]),
    ("a passive with the preposition it governs names no source: its subject is reported about", "Jo Li was asked about the levy. The mayor is known for the levy. Ann Poe said it was over.", &[("Ann Poe", &["Ann Poe"])]),
    ("a reduced relative names no source: 'a memo titled', 'a think tank known for'", "The levy was backed in a memo titled \"The Road Ahead.\" The plan drew on a think tank known for its surveys. At an event billed as a town hall, Ann Poe said it was over.", &[("Ann Poe", &["Ann Poe"])]),
    ("'seen as': the subject of the passive is no source", "The levy is seen as a tax. Ann Poe said it was over.", &[("Ann Poe", &["Ann Poe"])]),
    ("relative pronoun to the name before", "Jo Li, who said the pipes were safe, left.", &[("Jo Li", &["Jo Li", "who"])]),
    ("an untitled name with its university: the person, whom 'she' then takes", "Ann Poe said the cost rose. Jo Li of Ames University said it was familiar. \"It always is,\" she said.", &[("Ann Poe", &["Ann Poe"]), ("Jo Li", &["Jo Li of Ames University", "she"])]),
    ("a role with a ranked name in apposition: the rank is no part of the name", "A spokesman, Lt. Col. Aaron Pike, said the figure was wrong. He said more.", &[("Aaron Pike", &["A spokesman, Lt. Col. Aaron Pike,", "He"])]),
    ("'her spokesman' is hers, not the spokesman named before", "A spokesman, Jo Pike, said the figure was wrong. Senator Ann Poe told reporters she would wait. Her spokesman said more.", &[("Jo Pike", &["A spokesman, Jo Pike,"]), ("Ann Poe", &["Senator Ann Poe"]), ("Her spokesman", &["Her spokesman"])]),
    ("a document whose participle's agent is a description is the document; 'the authority' is another source", "According to a study commissioned by the authority, pipes leak. Fares will rise, the authority said.", &[("a study commissioned by the authority", &["a study commissioned by the authority"]), ("authority", &["the authority"])]),
    ("a dateline in capitals is no name to resolve to", "EASTFIELD — The mayor spoke.\n\nA report by the county auditor's office found that fares rose.", &[("A report by the county auditor's office", &["A report by the county auditor's office"])]),
    ("owned descriptions with different owners are two sources", "The auditor's office said fares rose. The governor's office said they fell.", &[("auditor's office", &["The auditor's office"]), ("governor's office", &["The governor's office"])]),
    ("'the statement' is no document of another kind named before", "Fares rose, according to an indictment unsealed Friday. The audit, the statement said, found errors.", &[("an indictment unsealed Friday", &["an indictment unsealed Friday"]), ("statement", &["the statement"])]),
    ("a noun compound's head is its last noun: the hospital chief is not the hospital", "The hospital chief said costs rose. The hospital said they fell.", &[("hospital chief", &["The hospital chief"]), ("hospital", &["The hospital"])]),
    ("a headline's capitalised compound reads on to its last noun", "Former hospital chief charged in fraud case\n\nThe hospital said it had cooperated.", &[("hospital", &["The hospital"])]),
    ("a relative pronoun with no source before it names its noun phrase", "The council overruled objections from residents who say the noise is too loud.", &[("residents", &["residents", "who"])]),
    ("a definite description joins the name ending in its head", "The Eastfield Water Authority will raise rates. Critics said it was wrong. Rates will rise, the authority said.", &[("Eastfield Water Authority", &["Eastfield Water Authority", "the authority"]), ("Critics", &["Critics"])]),
    ("a past participle opening the sentence heads the question, not a source", "Asked whether the authority would delay the dredging, Jo Li said no.", &[("Jo Li", &["Jo Li"])]),
    ("a description with a restrictive relative clause is a new source, its head before the clause", "Some workers said fares rose. The union that represents the workers said they fell.", &[("Some workers", &["Some workers"]), ("union that represents the workers", &["The union that represents the workers"])]),
    ("a person named with a role is no description of another role", "Jo Li, a spokesman for the council, said the plan was sound. The minister said it was not.", &[("Jo Li", &["Jo Li, a spokesman for the council,"]), ("minister", &["The minister"])]),
    ("a role from a title resolves its description past a person named since", "Mayor Tom Reyes said the plan was sound. Councilwoman Ann Poe said it was not. The mayor said it was.", &[("Tom Reyes", &["Mayor Tom Reyes", "The mayor"]), ("Ann Poe", &["Councilwoman Ann Poe"])]),
    ("a deputy's title gives no role: 'the president' is the president", "President Ann Poe spoke first. Vice President Jo Li said the plan was sound. The president said it was not.", &[("Ann Poe", &["President Ann Poe", "The president"]), ("Jo Li", &["Vice President Jo Li"])]),
    ("kinship is no role: the daughter may be a mother", "Jo Li, the mayor's daughter, said the plan was sound. The mother of two said it was not.", &[("Jo Li", &["Jo Li, the mayor's daughter,", "The mother of two"])]),
    ("someone's people are not a person named with their role", "Jo Li, a senior adviser to the mayor, said the plan was sound. His advisers said it was not.", &[("Jo Li", &["Jo Li, a senior adviser to the mayor,"]), ("His advisers", &["His advisers"])]),
    ("a school's role nouns are roles: 'the superintendent' is the superintendent named before", "Superintendent Karen Bloom said the plan was sound. Board President Luis Ortega said it was not. The superintendent said it was.", &[("Karen Bloom", &["Superintendent Karen Bloom", "The superintendent"]), ("Luis Ortega", &["Board President Luis Ortega"])]),
    ("delayed identification: a lede's 'the mayor of X' is named in the next paragraph with that role", "The mayor of Eastfield vetoed the budget, calling it reckless.\n\nMayor Jo Li said the city could not pay for it.", &[("Jo Li", &["The mayor of Eastfield", "Mayor Jo Li"])]),
    ("delayed identification reaches one paragraph on, no further", "The mayor of Eastfield vetoed the budget, calling it reckless.\n\nThe council met.\n\nMayor Jo Li said the city could not pay for it.", &[("mayor of Eastfield", &["The mayor of Eastfield"]), ("Jo Li", &["Mayor Jo Li"])]),
];

#[test]
fn resolution_rules() {
    for (rule, text, want) in CASES {
        let (got, _) = registry(text);
        let got: Vec<(String, Vec<String>)> = got.into_iter().map(|(n, m, _, _)| (n, m)).collect();
        let want: Vec<(String, Vec<String>)> = want.iter().map(|(n, m)| (n.to_string(), m.iter().map(|s| s.to_string()).collect())).collect();
        assert_eq!(got, want, "{rule}");
    }
}

/// (rule, text, the first entry's name, type, anonymous)
const TYPED: &[(&str, &str, &str, SourceType, bool)] = &[
    ("a role before 'at' heads the phrase: an unnamed official, not the organisation", "A senior official at the Ames Water Board said it was over.", "A senior official at the Ames Water Board", SourceType::Person, true),
    ("an unnamed source's label leaves out its relative clause", "A senior official at the Ames Water Board, who spoke on condition of anonymity, said it was over.", "A senior official at the Ames Water Board", SourceType::Person, true),
    ("a role with its complement and a name in apposition is the named person", "The head of the agency, Jo Li, said it was over.", "Jo Li", SourceType::Person, false),
    ("plural workers are an unnamed group", "Hospital managers said it was over.", "Hospital managers", SourceType::Group, true),
    ("a title in the run names the person after it", "House Majority Leader Jo Li said it was over.", "Jo Li", SourceType::Person, false),
    ("a run of names after 'the' is a body, not a person", "The Riverside Ramblers said it was over.", "Riverside Ramblers", SourceType::Organisation, false),
    ("a run of names ending in a plural of people is a body", "United Auto Workers said it was over.", "United Auto Workers", SourceType::Organisation, false),
    ("an ampersand joins a name, and names a body", "Johnson & Johnson said it was over.", "Johnson & Johnson", SourceType::Organisation, false),
    ("a quote's tag after it: a role, then the name in apposition, is the named person", "'The work goes on,' said her deputy, Tom Hale.", "Tom Hale", SourceType::Person, false),
    ("British spelling: a councillor is an unnamed person", "One councillor said the party was in meltdown.", "One councillor", SourceType::Person, true),
    ("'Cllr' is a title, no part of the name", "Cllr Aisha Rahman said it was over.", "Aisha Rahman", SourceType::Person, false),
    ("a body named in apposition is that organisation", "The contractor, Northwind Aerospace, said it was over.", "Northwind Aerospace", SourceType::Organisation, false),
    ("'of' inside a body's name stays one organisation", "The Bank of Ames said it was over.", "Bank of Ames", SourceType::Organisation, false),
    ("a document's participle phrase is its description, not the journal it names", "Fares rose, according to a study published Monday in the journal Transit.", "a study published Monday in the journal Transit", SourceType::Media, false),
    ("a noun for a body before a name types it", "Prices rose, the charity Ames Aid said.", "Ames Aid", SourceType::Organisation, false),
    ("a subject read further by its cue is one mention", "A spokeswoman for the Ames Water Board said the pipes were \"safe.\"", "A spokeswoman for the Ames Water Board", SourceType::Person, true),
    ("a plural agent noun is an unnamed group", "Auditors said the costs had doubled.", "Auditors", SourceType::Group, true),
    ("a title opening the apposition names a person, whatever the description", "Her colleague, Councilor Tom Price, said it was over.", "Tom Price", SourceType::Person, false),
    ("'colleague' is a role: its apposition is the named person", "His colleague, Tom Price, said it was over.", "Tom Price", SourceType::Person, false),
    ("a role noun after a leading title is part of the title", "Chief Executive Marguerite Lund said it was over.", "Marguerite Lund", SourceType::Person, false),
    ("a title of several role words ends at the last one", "Chief Financial Officer Marguerite Lund said it was over.", "Marguerite Lund", SourceType::Person, false),
    ("a document's head stands before its 'of': a survey of families is a document, not a group", "Most parents backed the plan, according to a district survey of 2,400 families.", "a district survey of 2,400 families", SourceType::Media, false),
    ("a role's head stands before its 'of': the president of a company is a person", "The president of the Ames Water Company said the pipes were safe.", "president of the Ames Water Company", SourceType::Person, true),
    ("a pastor is an unnamed person", "A local pastor said the vote was fair.", "A local pastor", SourceType::Person, true),
    ("bodies in the plural, unnamed, are a group: 'environmental groups'", "Environmental groups said the dam was unsafe.", "Environmental groups", SourceType::Group, true),
    ("bodies in the plural, '-ies' form: 'several agencies'", "Several agencies said the dam was unsafe.", "Several agencies", SourceType::Group, true),
    ("a civil servant is an unnamed person", "A civil servant, speaking on condition of anonymity, said the plan was late.", "A civil servant", SourceType::Person, true),
    ("a firm's name ending in 'Capital' names a body, not a person", "Rates will rise, said Redfield Capital.", "Redfield Capital", SourceType::Organisation, false),
    ("a plural opening the sentence is capitalised by its place: analysts at a firm are an unnamed group", "Analysts at Redfield Capital said rates would rise.", "Analysts at Redfield Capital", SourceType::Group, true),
    ("'experts on' a country are people, not the country", "Experts on North Korea said the test had failed.", "Experts on North Korea", SourceType::Group, true),
    ("a firm's name ending in 'Partners' names a body, not a person", "Corvel Partners said the merger was off.", "Corvel Partners", SourceType::Organisation, false),
    ("a collective's 'of' says who they are: a group of doctors is an unnamed group", "A group of doctors said the plan was unsafe.", "A group of doctors", SourceType::Group, true),
    ("a possessive after 'the' is no leading title: the King's Fund is a body's name, its apposition no part of it", "The King's Fund, a health charity, said the lists would grow.", "King's Fund", SourceType::Organisation, false),
    ("a quantifier opening the sentence is no name: 'Several of them' are an unnamed group", "Parents filled the hall. Several of them said the plan was unfair.", "Several of them", SourceType::Group, true),
    ("a parenthetical set off by dashes is no part of the name", "Jo Li -- a teacher from Ames -- told the board it was late.", "Jo Li", SourceType::Person, false),
    ("a quantifier's 'of' phrase with no known noun still counts people", "Some of those present said the vote was rushed.", "Some of those present", SourceType::Group, true),
];

#[test]
fn source_types_and_anonymity() {
    for (rule, text, name, kind, anonymous) in TYPED {
        let (got, _) = registry(text);
        let first = got.first().unwrap_or_else(|| panic!("{rule}: no entry"));
        assert_eq!((first.0.as_str(), first.2, first.3), (*name, *kind, *anonymous), "{rule}");
    }
}

/// An acronym matches a name by its initials as the built initials would:
/// every token's first letter, a name of two tokens or more.
#[test]
fn acronym_initials_match_without_building_them() {
    let name = |t: &[&str]| t.iter().map(|s| s.to_string()).collect::<Vec<String>>();
    for (n, a) in [
        (name(&["west", "harbor", "council"]), "whc"),
        (name(&["west", "harbor", "council"]), "wh"),
        (name(&["west", "harbor", "council"]), "whcx"),
        (name(&["west", "harbor"]), "wh"),
        (name(&["weston"]), "w"),
        (name(&["weston"]), ""),
        (name(&["zoë", "örn"]), "zö"),
        (name(&["zoë", "örn"]), "zo"),
    ] {
        let mut built = String::new();
        push_initials(&n, &mut built);
        assert_eq!(has_initials(&n, a), built == a, "{n:?} {a}");
    }
}

/// Candidate ids sort as the shared sort does, both in place (short
/// lists) and past [`SORT_IN_PLACE`]: runs, repeats, reversed stretches.
#[test]
fn candidate_ids_sort_like_the_shared_sort() {
    let mut x = 7u64;
    for n in [0, 1, 2, 3, 12, SORT_IN_PLACE - 1, SORT_IN_PLACE, SORT_IN_PLACE + 1, 100] {
        for round in 0..20 {
            let mut ids: Vec<usize> = (0..n)
                .map(|i| {
                    x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    if round % 3 == 0 { n - i } else { (x >> 59) as usize + i / 4 }
                })
                .collect();
            let mut want = ids.clone();
            crate::order::sort_by_key(&mut want, |&i| i as u64);
            sort_ids(&mut ids);
            assert_eq!(ids, want, "n = {n}");
        }
    }
}
