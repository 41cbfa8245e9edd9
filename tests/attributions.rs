//! Attribution spans by cue type, PolNeAR conventions: the cue keeps its
//! verb group (auxiliaries, negation, adverbs, particles); the source is the
//! whole mention, appositions and their commas included; the content keeps
//! "that" and quote marks but not the sentence's final period.

use sourcelight::attribution::{self, Found};
use sourcelight::quote;
use sourcelight::segment::Doc;

fn run(text: &str) -> Vec<Found> {
    let doc = Doc::new(text);
    let quotes = quote::find(&doc);
    attribution::find(&doc, &quotes)
}

/// (convention, text, cue, source, content); `None` where there is none.
type Case = (&'static str, &'static str, &'static str, Option<&'static str>, Option<&'static str>);

const CASES: &[Case] = &[
    ("participle set off by a dash: the sentence's subject is its source, as after a comma", "Jo Wu toured the old mill on Friday - saying it would reopen in May.", "saying", Some("Jo Wu"), Some("it would reopen in May")),
    ("linking 'then': after 'and' too, and the first content still ends before 'and'", "Jo Wu praised the plan and then said the levy was fair.", "said", Some("Jo Wu"), Some("the levy was fair")),
    ("linking 'then': after its subject 'then' is part of the verb group", "Dana Reyes then asked whether the levy was fair.", "then asked", Some("Dana Reyes"), Some("whether the levy was fair")),
    ("infinitive cue: after a predicate of its own the cue takes the clause's subject for source", "The panel was right to note that the levy had doubled.", "to note", Some("The panel"), Some("that the levy had doubled")),
    ("infinitive cue: the subject of 'did little to explain' is the source", "The Harbor Council did little to explain the delay.", "to explain", Some("The Harbor Council"), Some("the delay")),
    ("subordinated frame: a clause content ends before 'after' that opens a second attribution's clause", "Jo Wu praised the plan after Dana Reyes described the vote as unfair.", "praised", Some("Jo Wu"), Some("the plan")),
    ("subordinated frame: 'even though' before a second attribution ends the clause content before 'even'", "Jo Wu backed the levy even though the Harbor Council said it was unfair.", "backed", Some("Jo Wu"), Some("the levy")),
    ("narrator's question: a question mark ending a clause content after the cue, the cue inside the question, is the narrator's", "Why would the council refuse to publish the budget?", "refuse", Some("the council"), Some("to publish the budget")),
    ("narrator's question: a final exclamation mark after a clause content goes as the sentence's period does", "The senator urged the voters to turn out!", "urged", Some("The senator"), Some("the voters to turn out")),
    ("narrator's question: after a cue of asking the question mark stays with the content", "The clerk asked whether the vote was fair?", "asked", Some("The clerk"), Some("whether the vote was fair?")),
    ("closed quotation: a quotation after the cue that closes on its own '!' is the content, the narrator's words after it are not", "The crowd chanted \"Lock it up!\" as the mayor left the stage.", "chanted", Some("The crowd"), Some("\"Lock it up!\"")),
    ("closed quotation: a comma inside the closing mark ends the content before the narrator's words", "The mayor said \"We will see,\" before leaving the hall.", "said", Some("The mayor"), Some("\"We will see,\"")),
    ("closed quotation: a list of quoted titles goes on past the first closing mark", "Jo Li named \"Blue Sky,\" \"Red Sun\" and \"Old Moon\" as her favorites.", "named", Some("Jo Li"), Some("\"Blue Sky,\" \"Red Sun\" and \"Old Moon\" as her favorites")),
    ("adverb before that: an adverb between the cue and its 'that' joins the cue ('said only that')", "The mayor said only that the talks would go on.", "said only", Some("The mayor"), Some("that the talks would go on")),
    ("adverb before that: a manner adverb before 'that' joins the cue too ('argued insistently that')", "Jo Li argued insistently that the levy was fair.", "argued insistently", Some("Jo Li"), Some("that the levy was fair")),
    ("stance: a stance noun after the cue verb and its preposition join the cue; the content is the preposition's object", "The senator expressed concerns about the new levy.", "expressed concerns about", Some("The senator"), Some("the new levy")),
    ("stance: a quantifier before the stance noun joins the cue too: 'has shown no interest in'", "The council has shown no interest in selling the park.", "has shown no interest in", Some("The council"), Some("selling the park")),
    ("stance: after 'makes no' the stance noun and its preposition join the cue", "Jo Li makes no apologies for her candor.", "makes no apologies for", Some("Jo Li"), Some("her candor")),
    ("stance: a possessive before the stance noun keeps it in the content: 'reiterated his support for'", "The mayor reiterated his support for the plan.", "reiterated", Some("The mayor"), Some("his support for the plan")),
    ("'then' after a comma joins a second verb as 'and' does: the cue shares the clause's subject; the linking 'then' stays out of the cue", "Mayor Jo Li paused, then said the vote was close.", "said", Some("Mayor Jo Li"), Some("the vote was close")),
    ("a past verb of the subject's own before the cue ('Li helped convince') is no part of the source", "Jo Li helped convince the council that the plan was sound.", "convince", Some("Jo Li"), Some("the council that the plan was sound")),
    ("'being' of a progressive passive is the verb group's, no end of a source: 'was already being criticized'", "The deal was already being criticized as a threat to the region.", "criticized as", None, Some("a threat to the region")),
    ("a quantifier floating after the subject ('the ministers all urged') is no part of the source", "In 2014 the defense ministers all urged a larger budget for the navy.", "urged", Some("the defense ministers"), Some("a larger budget for the navy")),
    ("a quantifier after a conjunction is the subject itself: 'although most oppose'", "Voters are split on the levy, although most oppose the plan.", "oppose", Some("most"), Some("the plan")),
    ("a cue set off by a comma that is no verb of saying does not invert: the words after it are its object, no source", "The head of the group backing the governor for president, Jo Li, praised the efforts of a donor to the senator.", "praised", None, Some("the efforts of a donor to the senator")),
    ("a pronoun with its verb after an inverted-looking 'said' is the reported clause's subject, no source", "Several veterans at the rally in Ames this week, including Mr. Li, said they had no problem with the plan.", "said", None, Some("they had no problem with the plan")),
    ("a relative 'whose' opens the mention it determines: 'Li, whose lawyers argued'", "The ruling was a blow to Li, whose lawyers argued that the papers were private.", "argued", Some("whose lawyers"), Some("that the papers were private")),
    ("names given as examples of a plural noun go on its mention: 'critics like Jo Li say'", "Across the county, critics like Jo Li say the levy is too high.", "say", Some("critics like Jo Li"), Some("the levy is too high")),
    ("passive agent: 'whether' after 'asked by X' opens the question, no part of the source", "On the radio, Li was asked by host Ana Ruiz whether the levy would pass.", "was asked", Some("host Ana Ruiz"), Some("whether the levy would pass")),
    ("a fronted prepositional phrase ('Inside the hall,') before the clause a participle hangs on is no source: the subject after it is", "Inside the new convention hall, Li on Tuesday dismissed the governor as a weak leader, arguing that the state had lost jobs.", "arguing", Some("Li"), Some("that the state had lost jobs")),
    ("a fronted place with its state and a time ('At a town hall in Ames, Iowa, on Sunday,') is skipped to the subject a participle shares", "At a town hall in Ames, Iowa, on Sunday, Mrs. Li tried to expand on her remarks, saying that the plan would fail.", "saying", Some("Mrs. Li"), Some("that the plan would fail")),
    ("a fronted phrase ending in 'before' ('The day before,') is no subject of the participle", "The day before, at a rally in Austin, Tex., Mr. Li was just as blunt, claiming that the count was wrong.", "claiming", Some("Mr. Li"), Some("that the count was wrong")),
    ("a fronted 'Back in YEAR,' is no subject of the participle", "Back in 1999, Mr. Li expressed admiration for the mayor, telling reporters that he liked him.", "telling", Some("Mr. Li"), Some("that he liked him")),
    ("a fronted 'Late last month,' is no subject of the participle", "Late last month, the company wrote a long letter to the board, calling the reports false.", "calling", Some("the company"), None),
    ("a fronted time ending in 'recently' is no subject of the participle", "More recently, Li has shifted somewhat to match the mood, offering more dire warnings about crime.", "offering", Some("Li"), None),
    ("a fronted past participle with 'by' ('Reached by phone,') is no subject of the participle", "Reached by phone, Li denied the report, explaining that he was unaware of it.", "explaining", Some("Li"), Some("that he was unaware of it")),
    ("a fronted 'The next month,' is no subject of the participle", "The next month, a former staffer announced plans to sue the panel, claiming he was fired.", "claiming", Some("a former staffer"), Some("he was fired")),
    ("an article and a modifier before a noun cue after a verb ('has been a dogged defender of') are the cue's object; the verb's subject is the source", "Mayor Ana Li has been a dogged defender of the new park.", "defender of", Some("Mayor Ana Li"), Some("the new park")),
    ("a possessive pronoun alone before a noun cue after a verb ('kept his promise to') owns the cue as the verb's object; the verb's subject is the source", "Jo Wu kept his promise to fund the park.", "promise", Some("Jo Wu"), Some("to fund the park")),
    ("a possessive pronoun alone before a noun cue after a verb group ('did offer her opinion on') with a 'the' noun phrase before it: that phrase is the source", "On Monday the mayor did offer her opinion on the new park.", "opinion on", Some("the mayor"), Some("the new park")),
    ("'some' alone before a noun cue after a past verb ('offered some kind words about') is a determiner; the verb's subject is the source", "Jo Li even offered some kind words about the mayor.", "kind words about", Some("Jo Li"), Some("the mayor")),
    ("a quantifier after a noun ('a plan some called') is the subject of a clause of its own", "The council voted for a plan some called reckless.", "called", Some("some"), Some("reckless")),
    ("a lone contracted pronoun the lexicon took for a cue ('I'd') joins the verb after it; the pronoun is the source", "Looking back, I'd add one more reason for the delay.", "'d add", Some("I"), Some("one more reason for the delay")),
    ("a lone contracted pronoun joins the verb after it over an adverb: 'she’s also making' (its noun frame 'a case for' with it, one cue)", "But she’s also making a case for the new park.", "’s also making a case for", Some("she"), Some("the new park")),
    ("cueleft: 'less' after a finite 'be' joins the cue's verb group as 'more' does: 'was less concerned with'", "But the new mayor was less concerned with the old rules.", "was less concerned with", Some("the new mayor"), Some("the old rules")),
    ("an aside set off by commas after an auxiliary ('have, in fact, praised') stands between the subject and the cue", "City officials have, in fact, praised the new budget.", "praised", Some("City officials"), Some("the new budget")),
    ("possessive owner after a preposition: 'merciless in his attacks on' has the possessive alone for source, not the words before it", "Dana Reyes has been merciless in his attacks on the council.", "attacks on", Some("his"), Some("the council")),
    ("endorsement frame: 'earned the backing of X' has X for source and the verb's subject, without 'also', for content", "Dana Reyes also earned the backing of the Harbor Council.", "the backing of", Some("the Harbor Council"), Some("Dana Reyes")),
    ("endorsement frame: a time opening the clause is no part of the subject content ('Earlier this week Li secured the endorsement of')", "Earlier this week Jo Wu secured the endorsement of Mayor Dana Reyes.", "secured the endorsement of", Some("Mayor Dana Reyes"), Some("Jo Wu")),
    ("subject's own verb: a source read back from a later cue ends before the subject's verb ('Wu avoids discussing')", "Jo Wu avoids discussing the levy with her mother.", "discussing", Some("Jo Wu"), Some("the levy with her mother")),
    ("coordinated source: a pronoun and an indefinite noun phrase ('she and another reporter') are one source", "The mayor shouted at her, she and another reporter said.", "said", Some("she and another reporter"), Some("The mayor shouted at her")),
    ("cueleft: an article before a noun cue is the cue's: 'an assertion that'", "The ad drew fire for an assertion that the dam had failed.", "an assertion", None, Some("that the dam had failed")),
    ("cueleft: the idiom's 'in' opens the cue 'in hopes of'; what stands before the adjunct is no source", "The union held rallies all week in hopes of swaying the council.", "in hopes of", None, Some("swaying the council")),
    ("cueleft: the idiom's 'in' opens the cue 'in the hope'", "The clerk kept the files in the hope that the court would ask.", "in the hope", Some("The clerk"), Some("that the court would ask")),
    ("cueleft: 'should' before 'be' opens the cue's verb group: 'should be worried about'", "Voters in the valley should be worried about the new dam.", "should be worried about", Some("Voters in the valley"), Some("the new dam")),
    ("cueleft: 'do' before 'not' opens the cue's verb group", "The farmers do not want a new tax on seed.", "do not want", Some("The farmers"), Some("a new tax on seed")),
    ("cueleft: a contracted auxiliary before an adverb of the verb group joins the cue: 'She’ll likely want'", "She’ll likely want the council to vote again.", "’ll likely want", Some("She"), Some("the council to vote again")),
    ("cueleft: 'am' is an auxiliary of the cue's verb group", "I am glad the council voted for the park.", "am glad", Some("I"), Some("the council voted for the park")),
    ("cueleft: 'having' of a perfect participle opens the cue", "The mayor, having suggested that the bridge was unsafe, closed it.", "having suggested", Some("The mayor"), None),
    ("cueleft: 'yet' after a negation joins the cue's verb group", "The agency hasn't yet endorsed that estimate.", "hasn't yet endorsed", Some("The agency"), Some("that estimate")),
    ("an auxiliary left out of the cue with 'not yet' after it stands between the subject and the cue", "The senator has not yet responded to the governor's letter.", "has not yet responded to", Some("The senator"), None),
    ("an auxiliary left out of the cue before a floating 'nevertheless' stands between the subject and the cue", "The board has nevertheless insisted that the bridge is safe.", "insisted", Some("The board"), Some("that the bridge is safe")),
    ("'has always' before a cue: neither the auxiliary nor 'always' is the source", "The mayor has always maintained that the fund was solvent.", "has always maintained", Some("The mayor"), Some("that the fund was solvent")),
    ("a subject pronoun after a subordinator opens the clause a coordinated cue shares: 'because she ... and said'", "The aides were nervous because she skipped the briefing and said the plan was dead.", "said", Some("she"), Some("the plan was dead")),
    ("a subject pronoun after a semicolon opens the clause a coordinated cue shares, not the sentence's first noun", "The reporters pressed the mayor on the audit; she laughed and said it was fine.", "said", Some("she"), Some("it was fine")),
    ("a name after 'when' opens the clause a coordinated cue shares: 'The crowd cheered when Li ... and said'", "The crowd cheered when Mayor Ana Li took the stage and said the race was close.", "said", Some("Mayor Ana Li"), Some("the race was close")),
    ("a name after a fronted phrase's comma is the subject a gerund after 'by' shares", "A few hours later, Senator Jo Li followed up by warning that the bill would fail.", "warning", Some("Senator Jo Li"), Some("that the bill would fail")),
    ("a subject pronoun after 'as' opens the clause a coordinated cue shares: 'The crowd cheered as he ... and said'", "The crowd cheered as he took the stage and said the race was close.", "said", Some("he"), Some("the race was close")),
    ("a subordinator before a description and a name set off by commas ('When the director, NAME, said') opens the clause, not the source", "When the bank director, Jo Li, said that the fund was short, the board met.", "said", Some("the bank director, Jo Li,"), None),
    ("'As the mayor, NAME, put it': the description and name after 'As' are the source", "As the city's mayor, Ana Ruiz, put it, the budget is a promise.", "put it", Some("the city's mayor, Ana Ruiz,"), None),
    ("a time word in capitals is part of a name ('USA TODAY'), no time adverbial cutting the source", "USA TODAY reported that the mill lost money.", "reported", Some("USA TODAY"), Some("that the mill lost money")),
    ("a name with a time word in capitals inside a document's noun phrase stays whole", "A USA TODAY analysis shows that the mill lost money.", "shows", Some("A USA TODAY analysis"), Some("that the mill lost money")),
    ("the time of a document before its cue ('a poll last week found') stays in the source", "A Ridge College poll last week found that Li leads by four points.", "found", Some("A Ridge College poll last week"), Some("that Li leads by four points")),
    ("'out' and a time after a document ('a poll out Monday') stay in the source", "A Ridge College poll out Monday shows that Li is ahead.", "shows", Some("A Ridge College poll out Monday"), Some("that Li is ahead")),
    ("an indefinite pronoun before a clause with no 'that' is the clause's head, no part of its subject", "The council passed the budget, something many residents had urged it to do.", "had urged", Some("many residents"), None),
    ("'everything' heads a clause with no 'that': the name after it opens the source", "Not everything the mayor says is true.", "says", Some("the mayor"), None),
    ("a causative verb before its object and a bare infinitive ('help Li argue') is no part of the source", "A strong finish could help Li argue that the race is tied.", "argue", Some("Li"), Some("that the race is tied")),
    ("a verb of perception before its object and a bare infinitive ('hear him say') is no part of the source", "Voters were surprised to hear him say the tax would rise.", "say", Some("him"), Some("the tax would rise")),
    ("verbal, plain clause", "Jo Li said the bridge would reopen in May.", "said", Some("Jo Li"), Some("the bridge would reopen in May")),
    ("a dash and a determiner open the narrator's gloss after a clause content ('— a pledge …'): the content ends before the dash", "Jo Li said she would cut the bus fare — a pledge her rivals mocked.", "said", Some("Jo Li"), Some("she would cut the bus fare")),
    ("a dash and 'all' open the narrator's gloss after a noun content: the content ends before the dash", "The mayor praised the new parks and the cleaner streets -- all projects her predecessor began.", "praised", Some("The mayor"), Some("the new parks and the cleaner streets")),
    ("a gerund governed by 'in' after a predicate: the clause's subject is the source, not the predicate's words", "The mayor has been very vocal in rejecting the plan as unaffordable.", "rejecting", Some("The mayor"), Some("the plan as unaffordable")),
    ("a gerund governed by 'without' after a verb phrase: the clause's subject is the source", "The candidate spent the week campaigning in Ohio without mentioning his rival.", "mentioning", Some("The candidate"), Some("his rival")),
    ("a participle on a document its clause's subject put out ('sent an email Wednesday saying') closes the issuing cue: the subject is the source, not the document", "The campaign sent an email Wednesday saying the rally would go ahead.", "sent an email Wednesday saying", Some("The campaign"), Some("the rally would go ahead")),
    ("a participle on a published report closes the publishing cue: the publisher is the source", "The committee published a report detailing the costs of the project.", "published a report detailing", Some("The committee"), Some("the costs of the project")),
    ("a second verb after 'and' shares the subject, after a sentence adverb set off by a comma ('Ultimately,')", "Ultimately, the mayor ignored the advice and refused to sign the deal.", "refused", Some("the mayor"), Some("to sign the deal")),
    ("a second verb after 'and' shares the subject, after a fronted prepositional phrase ('Beyond the footage,')", "Beyond the camera footage, the affidavit cited two witnesses and said the officer had lied.", "said", Some("the affidavit"), Some("the officer had lied")),
    ("a fronted gerund clause after a connective ('But in describing …,'): the subject after its comma is the source and ends the content", "But in describing the plan as a gimmick, the analysts ignored its costs.", "describing", Some("the analysts"), Some("the plan as a gimmick")),
    ("a cue in a fronted clause opened by 'even as' / 'even though': the content ends at the clause's comma", "Even as Jo Li warned that fares would rise, the council voted for the plan.", "warned", Some("Jo Li"), Some("that fares would rise")),
    ("a cue in a fronted clause opened by a preposition ('With ... expected to'), no subject pronoun or name before it: the content ends at the clause's comma", "With the mayor expected to win by a wide margin, turnout may fall.", "expected", Some("the mayor"), Some("to win by a wide margin")),
    ("fronted content before 'told' and a recipient noun of people ('told investors', 'told his staff'): the recipient is no content", "Revenue will fall this year, Ana Ruiz told investors on Thursday.", "told", Some("Ana Ruiz"), Some("Revenue will fall this year")),
    ("present tense of a past-tense cue the train split has too rarely to count: 'warns' after 'warned'", "The audit warns that the bridge fund will run dry by May.", "warns", Some("The audit"), Some("that the bridge fund will run dry by May")),
    ("fronted clause with a relative clause of its own, then 'its lawyer, NAME,': the relative clause is the clause's, the source opens after it", "The union will win the case, which it filed in May, its lawyer, Lena Park, said.", "said", Some("its lawyer, Lena Park,"), Some("The union will win the case, which it filed in May")),
    ("fronted clause whose verb is a cue word ('hopes to'), then 'its president, NAME,': the clause is content, not the source's first words", "The union hopes to win the case in court, its president, Lena Park, said.", "said", Some("its president, Lena Park,"), Some("The union hopes to win the case in court")),
    ("a list of names before the cue is one source, all its members ('A, B and C said')", "Mara Voss, Tim Oke and Lee Hart said the tax was unfair.", "said", Some("Mara Voss, Tim Oke and Lee Hart"), Some("the tax was unfair")),
    ("a list after a serial comma keeps its members, surnames alone", "Later in the day Voss, Oke, and Hart argued that the vote was rigged.", "argued", Some("Voss, Oke, and Hart"), Some("that the vote was rigged")),
    ("an introductory setting before a list is no member of it", "After the hearing, Voss, Oke and Hart said the plan would fail.", "said", Some("Voss, Oke and Hart"), Some("the plan would fail")),
    ("a fronted prepositional phrase before two conjoined names is no list member", "In Ames, Voss and Oke said the plant would close.", "said", Some("Voss and Oke"), Some("the plant would close")),
    ("after 'according to', an 'and' after a noun joins a second noun phrase to the source", "The mill will close, according to the report and the minutes.", "according to", Some("the report and the minutes"), Some("The mill will close")),
    ("a passive's agent joined by 'and' after a noun is one source", "The plan was criticized by the newspaper and its readers.", "was criticized", Some("the newspaper and its readers"), Some("The plan")),
    ("a determiner after the recipient of 'told' opens the reported clause: the recipient is no content", "Jo Li told the council the budget was short.", "told", Some("Jo Li"), Some("the budget was short")),
    ("a floating adverb of time between subject and verb is no part of the source", "Fact-checkers soon noted that the figure was wrong.", "noted", Some("Fact-checkers"), Some("that the figure was wrong")),
    ("'in the past' between subject and verb is a time adverbial, no part of the source", "The senator in the past said the plan was sound.", "said", Some("The senator"), Some("the plan was sound")),
    ("a connective adverb between subject and verb is in neither source nor cue", "The mayor nevertheless said she would run.", "said", Some("The mayor"), Some("she would run")),
    ("a floating adverb of degree before a negated verb group is no part of the source", "Her supporters can't quite believe that the race is over.", "believe", Some("Her supporters"), Some("that the race is over")),
    ("a verb contracted onto a pronoun is no part of the source", "They’re not expecting a recount.", "’re not expecting", Some("They"), Some("a recount")),
    ("a given name that is also a cue word ('Hope') inside a running sentence is part of the name", "Campaign spokeswoman Hope Hicks said the rally was full.", "said", Some("Campaign spokeswoman Hope Hicks"), Some("the rally was full")),
    ("inverted cue after a comma: a role with no article before a name closing the sentence is the source", "The rally was full, said campaign spokeswoman Jo Hicks.", "said", Some("campaign spokeswoman Jo Hicks"), Some("The rally was full")),
    ("a clause with no auxiliary or cue word before a description and a name set off by commas: the description and the name are the source", "The union built the fund to help in hard times, a spokeswoman, Ana Ruiz, said on Monday.", "said", Some("a spokeswoman, Ana Ruiz,"), Some("The union built the fund to help in hard times")),
    ("a verb of emotion with an object: the object feels it and is the source ('The remark worried some analysts')", "The remark worried some analysts in the capital.", "worried", Some("some analysts"), Some("The remark")),
    ("a verb of emotion with 'that' after it has its subject for source ('Li worried that')", "Jo Li worried that the levy would fail.", "worried", Some("Jo Li"), Some("that the levy would fail")),
    ("passive agent after the complement ('was appointed to the board by X'): the agent is the source, the subject the content", "Ana Li was appointed to the board by Governor Tom Reyes.", "was appointed", Some("Governor Tom Reyes"), Some("Ana Li")),
    ("passive agent: a 'by' after a reduced relative's participle ('a memo written by X') is that participle's agent, no source", "The plan was criticized in a memo written by Jo Li.", "was criticized", None, Some("The plan")),
    ("a given name in '-ly' opening the apposition is no manner adverb: the apposition stays in the source", "One Republican hopeful, Carly Fiorina, says the race is close.", "says", Some("One Republican hopeful, Carly Fiorina,"), Some("the race is close")),
    ("inverted cue: a bare apposition headed by a role ('publisher') stays in the source", "The race is close, said Tom Glass, publisher of the Ames Courier.", "said", Some("Tom Glass, publisher of the Ames Courier"), Some("The race is close")),
    ("a sentence ending with a state's abbreviation: its one period is the abbreviation's and stays in the content", "Jo Li said the firm would move its plant to Fresno, Calif.", "said", Some("Jo Li"), Some("the firm would move its plant to Fresno, Calif.")),
    ("a sentence ending with an initialism: its one period is the initialism's and stays in the content", "Jo Li said the firm would move its plant to the U.S.", "said", Some("Jo Li"), Some("the firm would move its plant to the U.S.")),
    ("an abbreviation's period closes the source before its cue ('Jr. said'): the name is right before the cue", "Vice President Joseph R. Biden Jr. said the rules were fair.", "said", Some("Vice President Joseph R. Biden Jr."), Some("the rules were fair")),
    ("a state abbreviation ending an apposition keeps its period and the closing comma ('La., said')", "Edward Nelson, a technician in Chalmette, La., said the plant was safe.", "said", Some("Edward Nelson, a technician in Chalmette, La.,"), Some("the plant was safe")),
    ("inverted cue: a party-state tag ('R-Ky.') ends the apposition with its period and comma", "\"We will not back down,\" said Sen. Rand Paul, R-Ky., who spoke after the vote.", "said", Some("Sen. Rand Paul, R-Ky.,"), Some("\"We will not back down,\"")),
    ("inverted cue: an initialism closing the sentence keeps its period in the source", "The plan is sound, said Amy Roe, a professor of economics at M.I.T.", "said", Some("Amy Roe, a professor of economics at M.I.T."), Some("The plan is sound")),
    ("a party tag in brackets before an incidental 'who' clause stays whole, bracket closed", "On Sunday, Sen. Claire Moss (D-Mo.), who has endorsed Li, said the race was close.", "said", Some("Sen. Claire Moss (D-Mo.)"), Some("the race was close")),
    ("a clause with no 'that' after a noun: its quantifier opens the subject, the noun before is no part of the source", "Li is the kind of judge many Republicans say they fear.", "say", Some("many Republicans"), Some("they fear")),
    ("a clause with no 'that' after 'the reason': the name after the noun is the source", "That is the reason President Li said the plant would close.", "said", Some("President Li"), Some("the plant would close")),
    ("a role noun before a name is the name's title, no clause head: the mention reads through it", "Campaign chairman Jo Li said the polls were wrong.", "said", Some("Campaign chairman Jo Li"), Some("the polls were wrong")),
    ("after 'according to', what a noun is 'of' stays in the source ('the average of recent polls')", "Li leads by five points, according to the average of recent polls.", "according to", Some("the average of recent polls"), Some("Li leads by five points")),
    ("after 'according to', where a document appeared stays in the source ('a report in the Ames Register')", "The vote was close, according to a report in the Ames Register.", "according to", Some("a report in the Ames Register"), Some("The vote was close")),
    ("an article is a document: its 'in' and the publication stay in the source", "The plan is doomed, according to a new article in Politico.", "according to", Some("a new article in Politico"), Some("The plan is doomed")),
    ("'in attendance' stays in an inverted source", "The crowd booed, according to people in attendance.", "according to", Some("people in attendance"), Some("The crowd booed")),
    ("a person's setting after an inverted source ('in a telephone interview') stays out of it", "The casino will close, said Mayor Don Guardian in a telephone interview.", "said", Some("Mayor Don Guardian"), Some("The casino will close")),
    ("a fronted participle phrase is no subject: a later participle's source is the subject after its comma", "Weighing in on the debate, former Gov. Jo Hale agreed, praising his rival.", "praising", Some("former Gov. Jo Hale"), Some("his rival")),
    ("a fronted time ending in 'ago' is no subject: the coordinated cue's source is the pronoun after the comma", "Eight years ago, he backed Jo Li and said the race was over.", "said", Some("he"), Some("the race was over")),
    ("a description fronted before a pronoun is no subject: the coordinated cue's source is the pronoun", "A Libertarian, he backed Ron Paul in 2012 and has supported Jo Li since.", "has supported", Some("he"), None),
    ("a participle with a capital after it is a name, no fronted phrase; a verb after the apposition opens the clause the participle shares, no part of the source", "Sterling Brown, a lawyer, filed the suit, saying the county had erred.", "saying", Some("Sterling Brown, a lawyer,"), Some("the county had erred")),
    ("a reduced relative with an adverb before its agent ('a fact later confirmed by'): the agent is the source, the noun the participle modifies the content", "The count was wrong, a fact later confirmed by the department.", "later confirmed", Some("the department"), Some("a fact")),
    ("the noun a reduced relative modifies belongs to that relative's frame, not to the content of the verb before it", "He backed Proposition 9, a measure strongly opposed by unions.", "backed", Some("He"), Some("Proposition 9")),
    ("a reduced relative's agent after 'strongly opposed by' is its source", "He backed Proposition 9, a measure strongly opposed by unions.", "strongly opposed", Some("unions"), Some("a measure")),
    ("a noun of stance after a verb ('has drawn harsh criticism from X'): the source follows 'from', the verb's subject is what is criticised", "The council met. The proposal has drawn harsh criticism from fellow Republicans, and the vote was close.", "criticism", Some("fellow Republicans"), Some("The proposal")),
    ("an adverb before the verb of a 'from' frame is no part of its content", "The council met. The statement quickly drew sharp criticism from both parties.", "sharp criticism", Some("both parties"), Some("The statement")),
    ("inverted cue: a 'who' clause after the source's apposition still describes the source and stays in it", "\"Prices will fall,\" said Jo Li, a broker in Ames, who sells golf courses.", "said", Some("Jo Li, a broker in Ames, who sells golf courses"), Some("\"Prices will fall,\"")),
    ("'to' after a noun of relation or a document stays in the source ('sources privy to', 'a letter to')", "A letter to committee members says the plan is flawed.", "says", Some("A letter to committee members"), Some("the plan is flawed")),
    ("'privy to' relates the sources to what they know: the whole phrase is the source", "Sources privy to the talks said a deal was near.", "said", Some("Sources privy to the talks"), Some("a deal was near")),
    ("a setting between a name and its verb ('in recent weeks', 'in a Medium post') is no part of the source", "Jeb Bush in a Medium post wrote that the plan would fail.", "wrote", Some("Jeb Bush"), Some("that the plan would fail")),
    ("a time setting after a name ('at the time') is no part of the source", "The council met. Trump at the time said the plan was a disaster.", "said", Some("Trump"), Some("the plan was a disaster")),
    ("a shared subject joins a name and a second phrase opened by a possessive ('Netanyahu and other leaders … , saying')", "Jo Li and her Republican allies voted against the plan, saying it cost too much.", "saying", Some("Jo Li and her Republican allies"), Some("it cost too much")),
    ("a 'from' frame's content is the verb's whole subject from its clause's start, not the last noun phrase of it", "The board met. The county's plan to close two clinics has drawn sharp criticism from nurses, and the vote is Tuesday.", "sharp criticism", Some("nurses"), Some("The county's plan to close two clinics")),
    ("content keeps 'that'", "The mayor said that the bridge would reopen.", "said", Some("The mayor"), Some("that the bridge would reopen")),
    ("negated cue keeps auxiliary and 'not'", "Jo Li did not say whether the bridge would reopen.", "did not say", Some("Jo Li"), Some("whether the bridge would reopen")),
    ("auxiliary and adverb join the cue", "The council has long argued that taxes are too high.", "has long argued", Some("The council"), Some("that taxes are too high")),
    ("a capitalised '-ly' word before the verb is a name, no manner adverb", "Kelly said the levee would hold.", "said", Some("Kelly"), Some("the levee would hold")),
    ("a surname in '-ly' after a given name stays out of the cue", "The mayor spoke. Then Ann Jolly warned that the levee could fail.", "warned", Some("Ann Jolly"), Some("that the levee could fail")),
    ("an adverb of frequency joins the verb group", "The senator has twice complained that the count was slow.", "has twice complained", Some("The senator"), Some("that the count was slow")),
    ("a verb's own words before a noun cue are no source: a mention does not end on 'the'", "The mayor bristled at the suggestion that the bridge was unsafe.", "the suggestion", None, Some("that the bridge was unsafe")),
    ("a lone lower-case word that is neither noun nor pronoun is no source", "The chief has been heaping scorn on the plan.", "scorn on", None, Some("the plan")),
    ("the light verb of 'taking aim at' opens the cue, its subject is the source", "The chief has been taking aim at the plan.", "has been taking aim at", Some("The chief"), Some("the plan")),
    ("a verb of regard takes its 'as' into the cue, the label is the content", "The senator is widely regarded as a moderate.", "is widely regarded as", None, Some("The senator")),
    ("'seen as' and 'viewed as' after a form of 'be' or a degree adverb are cues of regard with no source", "The ferries are widely viewed as relics of a lost trade.", "are widely viewed as", None, Some("The ferries")),
    ("'was seen as' is a cue of regard too, the subject its content", "The vote was seen as a rebuke to the mayor.", "was seen as", None, Some("The vote")),
    ("the part of a day goes with its day", "The mayor said Friday night that the bridge was safe.", "said Friday night", Some("The mayor"), Some("that the bridge was safe")),
    ("'another' is a pronoun and a source", "One resident said the road flooded. Another argued that it never did.", "argued", Some("Another"), Some("that it never did")),
    ("a fronted clause before a verb of reporting and a time", "The leader has resigned, the council confirmed on Friday.", "confirmed", Some("the council"), Some("The leader has resigned")),
    ("a dateline in any case before an agency's credit is no part of a fronted content", "New York (AFP) \u{2013} The vote is close, the analyst warned on Wednesday.", "warned", Some("the analyst"), Some("The vote is close")),
    ("a dateline closed by a spaced hyphen (wire copy with no dash) is no part of a fronted content", "EASTFIELD (Wire) - The levee will hold through the spring, according to the state engineer.", "according to", Some("the state engineer"), Some("The levee will hold through the spring")),
    ("a time after the subject ends it", "Vice President Jo Li on Monday hit the trail, accusing the mayor of lying.", "accusing", Some("Vice President Jo Li"), None),
    ("a fronted clause, then 'or' after the tag: the content opens the sentence", "Screens may keep teens awake, she said, or tired teens may reach for their phones.", "said", Some("she"), Some("Screens may keep teens awake")),
    ("manner adverb joins the cue", "Ms. Ortiz quietly warned that the levee could fail.", "quietly warned", Some("Ms. Ortiz"), Some("that the levee could fail")),
    ("'might' opens the cue's verb group", "Voters might blame the mayor for the delay.", "might blame", Some("Voters"), Some("the mayor for the delay")),
    ("a negated contracted auxiliary opens the cue's verb group", "The council hasn't endorsed the levy.", "hasn't endorsed", Some("The council"), Some("the levy")),
    ("according to X, content", "According to the transport agency, the bridge will reopen in May.", "According to", Some("the transport agency"), Some("the bridge will reopen in May")),
    ("content, according to X", "The bridge will reopen in May, according to the agency.", "according to", Some("the agency"), Some("The bridge will reopen in May")),
    ("quote, said X, apposition", "\"We will rebuild,\" said Jane Roe, the mayor of Eastfield.", "said", Some("Jane Roe, the mayor of Eastfield"), Some("\"We will rebuild,\"")),
    ("quote, pronoun said", "\u{201c}We will rebuild,\u{201d} she said.", "said", Some("she"), Some("\u{201c}We will rebuild,\u{201d}")),
    ("contracted auxiliary: the cue starts at the apostrophe, the subject is the source", "She\u{2019}s claiming that the count was rigged.", "\u{2019}s claiming", Some("She"), Some("that the count was rigged")),
    ("'the statement' before its verb is the source, not part of the cue", "The statement also said that the strike would go on.", "also said", Some("The statement"), Some("that the strike would go on")),
    ("'made it clear': the light verb and its 'it' are in the cue", "Jo Li has made it clear that the levee will hold.", "has made it clear", Some("Jo Li"), Some("that the levee will hold")),
    ("in a statement joins the cue", "The company said in a statement that it would appeal.", "said in a statement", Some("The company"), Some("that it would appeal")),
    ("apposition before the cue keeps its commas", "Jane Roe, executive director of the State Board of Elections, said the count was complete.", "said", Some("Jane Roe, executive director of the State Board of Elections,"), Some("the count was complete")),
    ("title period stays in the name; recipient left out", "Mr. Li told reporters that the deal was done.", "told", Some("Mr. Li"), Some("that the deal was done")),
    ("participle shares the subject", "The mayor toured the site on Monday, saying the work was on schedule.", "saying", Some("The mayor"), Some("the work was on schedule")),
    ("colon joins the cue before a quote", "She said: \"We are ready.\"", "said:", Some("She"), Some("\"We are ready.\"")),
    ("colon cue closing a paragraph takes the next paragraph's quotation", "The mayor said:\n\"We will rebuild the bridge.\"", "said:", Some("The mayor"), Some("\"We will rebuild the bridge.\"")),
    ("participle of stance: 'is now assured of' keeps its subject as source", "Ruiz is now assured of winning at least forty seats in the north.", "is now assured of", Some("Ruiz"), None),
    ("participle graded by a comparative: 'were more divided on' keeps its subject as source", "Rural farmers were more divided on the second question.", "were more divided on", Some("Rural farmers"), None),
    ("agentless passive", "It was reported that the bridge had cracked.", "was reported", None, Some("that the bridge had cracked")),
    ("passive with agent: the agent's 'by' stays out of the cue", "The plan was criticized by local farmers.", "was criticized", Some("local farmers"), None),
    ("subject of an agentless passive is content, not source", "The bridge is expected to reopen in May.", "is expected", None, Some("The bridge")),
    ("subject of an evidential verb is no source", "The plan seems likely to pass.", "seems", None, Some("The plan")),
    ("a verb of saying in its base form after 'seem to'/'appear to' joins the cue, whose subject is then the source", "The mayor seemed to mock the council for its delay.", "seemed to mock", Some("The mayor"), Some("the council for its delay")),
    ("a base form after 'appear to' whose other forms are cues ('implied') is a verb of saying too", "The mayor appeared to imply that the levy would pass.", "appeared to imply", Some("The mayor"), Some("that the levy would pass")),
    ("a base form whose other forms are cues, after a subject pronoun and before 'that', is a verb of saying", "They confirm that the levy failed.", "confirm", Some("They"), Some("that the levy failed")),
    ("'not' after 'seem to' is no base form of 'noted': the evidential verb keeps its subject as what is reported", "The mayor seems to not grasp that the levy failed.", "seems", None, Some("The mayor")),
    ("a state of mind after 'seem to' is the writer's inference: the subject stays what is reported", "The mayor seems to think that the levy will pass.", "seems", None, Some("The mayor")),
    ("inverted order: the apposition keeps its prepositions and relative clause", "\"The levee will hold,\" said Jo Li, an engineer at Eastfield University who studies floods.", "said", Some("Jo Li, an engineer at Eastfield University who studies floods"), Some("\"The levee will hold,\"")),
    ("dateline is no subject: participle shares the subject after it", "ASHFORD, Ohio \u{2014} Sen. Jo Li toured the plant on Monday, calling the repairs overdue.", "calling", Some("Sen. Jo Li"), Some("the repairs overdue")),
    ("dateline is no subject: apposition source starts after it", "WASHINGTON (AP) \u{2014} Sen. Jo Li, a Democrat from Ohio, said the vote would be close.", "said", Some("Sen. Jo Li, a Democrat from Ohio,"), Some("the vote would be close")),
    ("a negated auxiliary opens the cue's verb group and is no part of the source", "Jo Li isn\u{2019}t saying whether the bridge cracked.", "isn\u{2019}t saying", Some("Jo Li"), Some("whether the bridge cracked")),
    ("inverted order: an apposition closed by a comma keeps it", "\"We are ready,\" said Jo Li, the mayor of Eastfield, adding that the site was safe.", "said", Some("Jo Li, the mayor of Eastfield,"), None),
    ("inverted order: a party tag in brackets after the name belongs to the source", "\"The vote will be close,\" said Sen. Jo Li (D-Ohio).", "said", Some("Sen. Jo Li (D-Ohio)"), Some("\"The vote will be close,\"")),
    ("inverted order: a party tag, then an apposition closed by a comma", "\"The vote will be close,\" said Rep. Jo Li (R-N.Y.), a member of the panel, adding that it was Monday.", "said", Some("Rep. Jo Li (R-N.Y.), a member of the panel,"), Some("\"The vote will be close,\"")),
    ("according to X: a plural role keeps its 'at'", "According to analysts at Eastfield Bank, the levy will pass.", "According to", Some("analysts at Eastfield Bank"), Some("the levy will pass")),
    ("according to X: a document's reduced relative keeps its time and place", "Fares will rise, according to a survey conducted in March by the rail board.", "according to", Some("a survey conducted in March by the rail board"), Some("Fares will rise")),
    ("according to X: time after a participle stays in the mention", "Fares will rise, according to a memo released Friday.", "according to", Some("a memo released Friday"), Some("Fares will rise")),
    ("according to X: 'familiar with' stays in an anonymous source", "The levy will pass, according to two people familiar with the count.", "according to", Some("two people familiar with the count"), Some("The levy will pass")),
    ("a reduced relative with its agent stays in the source before the cue", "A memo seen by the Daily Planet shows the levy will pass.", "shows", Some("A memo seen by the Daily Planet"), Some("the levy will pass")),
    ("opinion frame: in X's view, content", "In Jo Li\u{2019}s view, the levee will hold.", "view", Some("Jo Li\u{2019}s"), Some("the levee will hold")),
    ("opinion frame with a title, closing its sentence", "The levee will hold, in Professor Jo Li's view.", "view", Some("Professor Jo Li's"), Some("The levee will hold")),
    ("opinion frame with a possessive pronoun", "In her estimation, the levee will hold.", "estimation", Some("her"), Some("the levee will hold")),
    ("according to X (tag): the tag is the source's", "According to Sen. Jo Li (I-Vt.), the vote will be close.", "According to", Some("Sen. Jo Li (I-Vt.)"), Some("the vote will be close")),
    ("a participle's time inside the source is the source's", "A poll released Thursday shows the levy is popular.", "shows", Some("A poll released Thursday"), Some("the levy is popular")),
    ("a time adverbial between a name and its cue is neither's", "Jo Li on Monday said the levy is popular.", "said", Some("Jo Li"), Some("the levy is popular")),
    ("fronted content: after 'X said' only a setting, so the clause before is the content", "The levee will hold, Jo Li said on Monday.", "said", Some("Jo Li"), Some("The levee will hold")),
    ("fronted content: after 'told' only the recipient", "The levee will hold, a spokesman told the Eastfield Courier.", "told", Some("a spokesman"), Some("The levee will hold")),
    ("fronted content: after 'told' only an object pronoun, the recipient", "The levee will hold, the mayor told her.", "told", Some("the mayor"), Some("The levee will hold")),
    ("fronted content: after 'told' an indefinite recipient and a time", "The levee will hold, Jo Wu told a Senate panel on Monday.", "told", Some("Jo Wu"), Some("The levee will hold")),
    ("fronted content: 'said of' names what the words are about, no content of its own", "\"It will hold,\" Dana Reyes said of the levee.", "said", Some("Dana Reyes"), Some("\"It will hold,\"")),
    ("fronted content: 'said of' after a plain clause", "The levee will hold, Dana Reyes said of the new plan.", "said", Some("Dana Reyes"), Some("The levee will hold")),
    ("fronted content: a participle after the setting has its own content", "The levee will hold, Jo Li said on Monday, adding that the crews were ready.", "said", Some("Jo Li"), Some("The levee will hold")),
    ("an introductory phrase is no fronted content", "In Eastfield, Jo Li said on Monday that the levee will hold.", "said", Some("Jo Li"), Some("that the levee will hold")),
    ("names joined by a slash are one source", "A CNN/ORC poll found the levy is popular.", "found", Some("A CNN/ORC poll"), Some("the levy is popular")),
    ("a plural possessive stays in the source", "Eastfield News\u{2019} Jo Li said the levy is popular.", "said", Some("Eastfield News\u{2019} Jo Li"), Some("the levy is popular")),
    ("coordinated plural nouns are one source", "Farmers and county officials said the levee would hold.", "said", Some("Farmers and county officials"), Some("the levee would hold")),
    ("coordinated adjectives before one head are one source", "Federal and state regulators said the levee would hold.", "said", Some("Federal and state regulators"), Some("the levee would hold")),
    ("a verb before 'and' ends the source", "The river crested and officials said the levee would hold.", "said", Some("officials"), Some("the levee would hold")),
    ("a quantifier before a share opens the source", "About half of the farmers said the levee would hold.", "said", Some("About half of the farmers"), Some("the levee would hold")),
    ("'more than' before a number opens the source", "More than 4 in 10 residents said the levee would hold.", "said", Some("More than 4 in 10 residents"), Some("the levee would hold")),
    ("'at least' stays in the source", "At least a dozen engineers said the levee would hold.", "said", Some("At least a dozen engineers"), Some("the levee would hold")),
    ("'only' before no quantity is no part of the source", "Jo Li said only engineers know.", "said", Some("Jo Li"), Some("only engineers know")),
    ("'aides to X' is one source", "Aides to the mayor said the levee would hold.", "said", Some("Aides to the mayor"), Some("the levee would hold")),
    ("'close to' and 'familiar with' stay in an unnamed source", "A person familiar with the repairs said the levee would hold.", "said", Some("A person familiar with the repairs"), Some("the levee would hold")),
    ("party and state in brackets belong to the source", "Sen. Jo Li (D-Ohio) said the vote would be close.", "said", Some("Sen. Jo Li (D-Ohio)"), Some("the vote would be close")),
    ("inverted order after a quotation in double apostrophes", "''We are ready,'' said Jo Li, who runs the shelter.", "said", Some("Jo Li, who runs the shelter"), Some("''We are ready,''")),
    ("inverted order: a relative clause right after the name belongs to the source, its time included (train: stopping before the time loses 6 gold sources net)", "\"The dam is safe,\" said Omar Haddad, who inspected it last spring.", "said", Some("Omar Haddad, who inspected it last spring"), Some("\"The dam is safe,\"")),
    ("an aspectual verb before an infinitive cue opens the cue with its verb group", "The mayor has begun to insist that the levee will hold.", "has begun to insist", Some("The mayor"), Some("that the levee will hold")),
    ("'tried to' opens the infinitive cue as an aspectual does, and its subject is the source", "Jo Li tried to explain that the levee had failed.", "tried to explain", Some("Jo Li"), Some("that the levee had failed")),
    ("a participle opening its sentence takes its agent after 'by' as source", "Asked by Jo Li whether the levy would pass, the mayor said no.", "Asked", Some("Jo Li"), Some("whether the levy would pass")),
    ("'as' with a participle and its agent: the agent is the source, up to the comma", "As reported by the Daily Post, the levy failed.", "reported", Some("the Daily Post"), Some("the levy failed")),
    ("a phrasal aspectual: 'went so far as to' is in the cue", "Jo Li went so far as to say the levee was doomed.", "went so far as to say", Some("Jo Li"), Some("the levee was doomed")),
    ("a causative's object is the source of the infinitive cue after it", "The flood led many farmers to wonder whether the levee would hold.", "to wonder", Some("many farmers"), Some("whether the levee would hold")),
    ("'pressure on X to': the object is the source of the infinitive cue", "The vote put pressure on the mayor to say why the levee failed.", "to say", Some("the mayor"), Some("why the levee failed")),
    ("a past verb no table knows, between its subject and a that-clause, is a cue", "Jo Li suspected that the levee was weak.", "suspected", Some("Jo Li"), Some("that the levee was weak")),
    ("a present verb in '-s' no table knows, after a pronoun and before a that-clause, is a cue", "She recognizes that the levee is old.", "recognizes", Some("She"), Some("that the levee is old")),
    ("inverted order: a relative clause closed by a comma keeps it", "\"The dam is safe,\" said Omar Haddad, who inspected it, adding that repairs were done.", "said", Some("Omar Haddad, who inspected it,"), Some("\"The dam is safe,\"")),
    ("a subject with a parenthetical set off by dashes: the whole is the source, both dashes in", "Democrats — and some Republicans — say the plan is dead.", "say", Some("Democrats — and some Republicans —"), Some("the plan is dead")),
    ("a subject's apposition between double hyphens is the source's", "Jo Li -- a teacher from Ames -- told the board it was late.", "told", Some("Jo Li -- a teacher from Ames --"), Some("it was late")),
    ("a relative clause between dashes right after the subject is no part of the source", "Jo Li — who once ran the county fund — told the board it was late.", "told", Some("Jo Li"), Some("it was late")),
    ("a 'whose' clause between double hyphens right after the subject is no part of the source", "The mayor -- whose office faces an audit -- insisted that the books were clean.", "insisted", Some("The mayor"), Some("that the books were clean")),
    ("an adverbial between dashes after the subject is no part of the source", "Mr. Bush - in a line aimed at his rival - declared that the party was united.", "declared", Some("Mr. Bush"), Some("that the party was united")),
    ("a share of those polled before its cue is the source, its sign included", "On the economy, 42% say they are worse off.", "say", Some("42%"), Some("they are worse off")),
    ("content, according to X, an apposition: the apposition is the source's", "The levy will pass, according to Jo Weaver, a Labour strategist.", "according to", Some("Jo Weaver, a Labour strategist"), Some("The levy will pass")),
    ("content, according to X, a role of Y: the apposition is the source's", "The levy will pass, according to Jo Weaver, director of the Ames Poll.", "according to", Some("Jo Weaver, director of the Ames Poll"), Some("The levy will pass")),
    ("content, according to a role, a name closing the sentence: the name is the source's", "The union was not consulted, according to its president, Marco Bellini.", "according to", Some("its president, Marco Bellini"), Some("The union was not consulted")),
    ("fronted adverb, according to X, content: the comma still ends the source", "Now, according to the latest poll, some districts are swinging.", "according to", Some("the latest poll"), Some("some districts are swinging")),
    ("according to X, who ...: the relative clause is the sentence's", "The dam is safe, according to Omar Haddad, who inspected it.", "according to", Some("Omar Haddad"), Some("The dam is safe")),
    ("signed quotation: dash then name on the same line", "\u{201c}We will rebuild.\u{201d} \u{2015} Jo Li", "\u{2015}", Some("Jo Li"), Some("\u{201c}We will rebuild.\u{201d}")),
    ("signed quotation: a no-break space after the name is no part of it", "\u{201c}We will rebuild.\u{201d} \u{2015} Jo Li\u{a0}\nThe vote is Monday.", "\u{2015}", Some("Jo Li"), Some("\u{201c}We will rebuild.\u{201d}")),
    ("learned lexicon: a cue rarer than 'said' (k >= 3 in train)", "The mayor bragged that the bridge was finished early.", "bragged", Some("The mayor"), Some("that the bridge was finished early")),
    ("a finite verb before the words next to a cue makes them its object: its subject is the source", "But she spent much of her speech praising the crews.", "praising", Some("she"), Some("the crews")),
    ("a possessive owns a noun cue past its modifiers: the possessive alone is the source", "The plan runs counter to Jo Li's original pledge to cut taxes.", "pledge", Some("Jo Li's"), Some("to cut taxes")),
    ("a possessive before a noun cue is the source without the verb that takes the phrase", "A strong showing would bolster Jo Li's claim to be the favourite.", "claim", Some("Jo Li's"), Some("to be the favourite")),
    ("a hyphenated modifier between a possessive and a noun cue is no part of the source", "Critics mocked Jo Li's evidence-free assertion that the vote was rigged.", "assertion", Some("Jo Li's"), Some("that the vote was rigged")),
    ("a possessive past a modifier is the source without the verb and preposition before it", "Voters recoiled at Jo Li's fire-breathing vows to end the tax.", "vows", Some("Jo Li's"), Some("to end the tax")),
    ("a capitalised preposition before a possessive is no part of the source", "By Jo Li's own admission, the plan is vague.", "admission", Some("Jo Li's"), Some("the plan is vague")),
    ("a possessive before a noun cue is the source without the preposition before it", "The vote was delayed after several rows - including Sen. Li's assertion that the count was flawed.", "assertion", Some("Sen. Li's"), Some("that the count was flawed")),
    ("a sentence adverb and a fronted clause before a coordinated cue open no subject: 'Once, when …, I laughed and said'", "Once, when my mother mentioned the flood, I laughed and said, \"I do not believe in floods.\"", "said", Some("I"), Some("\"I do not believe in floods.\"")),
    ("labelled quotation: a name after a spaced dash and a colon credits the excerpt (news roundups)", "TURNOUT WAS LOW IN THE NORTH - Jo Li: \u{201c}Fewer than half of voters came out.\u{201d}", ":", Some("Jo Li"), Some("\u{201c}Fewer than half of voters came out.\u{201d}")),
    ("labelled quotation: 'More from' and a document before the colon", "Turnout was low - More from the report: \u{201c}Fewer than half of voters came out.\u{201d}", ":", Some("the report"), Some("\u{201c}Fewer than half of voters came out.\u{201d}")),
    ("signed quotation: dash and name as the next paragraph", "\"We will rebuild.\"\n- Sen. Jo Li.", "-", Some("Sen. Jo Li"), Some("\"We will rebuild.\"")),
    ("', which' ends a clause content", "Jo Li said the tax would rise, which would hurt families.", "said", Some("Jo Li"), Some("the tax would rise")),
    ("', who' opening a relative clause that closes the sentence ends a clause content", "Jo Li said the seat went to Sam Ortiz, who leads the council.", "said", Some("Jo Li"), Some("the seat went to Sam Ortiz")),
    ("a relative clause set off by two commas stays in the content", "Jo Li said Sam Ortiz, who leads the council, will resign.", "said", Some("Jo Li"), Some("Sam Ortiz, who leads the council, will resign")),
    ("an indefinite phrase after a comma that closes the sentence is the narrator's gloss: the content ends before it", "Jo Li vowed to scrap the levy, a tax paid mostly by renters.", "vowed", Some("Jo Li"), Some("to scrap the levy")),
    ("a gloss on the whole report ('a margin of ...') closes no content either", "Most members say they expect the bill to pass, a wider margin than last spring.", "say", Some("Most members"), Some("they expect the bill to pass")),
    ("a definite phrase after a comma that closes the sentence is the narrator's gloss: the content ends before it", "Jo Li praised the harbor deal, the largest contract in the city's history.", "praised", Some("Jo Li"), Some("the harbor deal")),
    ("a definite phrase after a name is the narrator's gloss too: the content ends before it", "The mayor thanked Sam Ortiz, the retired port director.", "thanked", Some("The mayor"), Some("Sam Ortiz")),
    ("a definite phrase after a comma with 'and' is a list's last item and stays in the content", "Jo Li listed the schools, the parks and the roads.", "listed", Some("Jo Li"), Some("the schools, the parks and the roads")),
    ("after a name the indefinite phrase says who the person is and stays in the content", "Jo Li criticized the deputy for arresting Sam Ortiz, a retired teacher.", "criticized", Some("Jo Li"), Some("the deputy for arresting Sam Ortiz, a retired teacher")),
    ("a second participle joined by 'and' to a participle cue is the source's next act, no part of the first one's content", "Jo Li closed the debate, criticizing the levy and visiting the plant.", "criticizing", Some("Jo Li"), Some("the levy")),
    ("after 'according to' the gloss stays: the content is the narrator's whole sentence", "According to the survey, rents rose by a third, a rise not seen since 1990.", "According to", Some("the survey"), Some("rents rose by a third, a rise not seen since 1990")),
    ("object relative closing the sentence: the relative pronoun before the source is the whole content ('…, which X opposed')", "The council passed the levy, which Jo Wu opposed.", "opposed", Some("Jo Wu"), Some("which")),
    ("object relative after a preposition: 'what' before the source is the content ('unsure of what X wants')", "Dana Reyes is unsure of what the Harbor Council wants.", "wants", Some("the Harbor Council"), Some("what")),
    ("a gloss after a dash modified by a relative clause without a pronoun ('- a plan she praised'): the gloss's head is the content", "Jo Wu opposed the harbor levy - a plan she once praised.", "once praised", Some("she"), Some("a plan")),
    ("a gloss after a comma with 'that' before the source: the head without the pronoun is the content", "The council raised the fares, a change that the riders criticized.", "criticized", Some("the riders"), Some("a change")),
    ("comparative clause closing the sentence: 'than' before the source is the content", "The levy raised more money than Jo Wu expected.", "expected", Some("Jo Wu"), Some("than")),
    ("', compared with' ends a clause content", "Jo Li said the tax would rise 3 percent, compared with 5 percent last year.", "said", Some("Jo Li"), Some("the tax would rise 3 percent")),
    ("', however' ends a clause content", "Jo Li said the tax would rise, however much farmers objected.", "said", Some("Jo Li"), Some("the tax would rise")),
    ("', including' does not end it", "Jo Li said the tax would hit everyone, including farmers.", "said", Some("Jo Li"), Some("the tax would hit everyone, including farmers")),
    ("headline colon", "Roe: Bridge will reopen in May", ":", Some("Roe"), Some("Bridge will reopen in May")),
    ("headline colon after a name ending in a lower-case source noun", "Roe camp: Bridge will reopen in May", ":", Some("Roe camp"), Some("Bridge will reopen in May")),
    ("headline colon after a title and an initial", "Dr. Jo P. Roe: Bridge will reopen in May", ":", Some("Dr. Jo P. Roe"), Some("Bridge will reopen in May")),
    ("transcript turns in capitals without quote marks", "MOSS: Will the plant close this year?\nJO LI: Not this year, and not while I am mayor.", ":", Some("MOSS"), Some("Will the plant close this year?")),
    ("a second verb of the same subject ends the first content", "The mayor tweeted that the bridge was safe and urged drivers to use it.", "tweeted", Some("The mayor"), Some("that the bridge was safe")),
    ("introductory phrase is not the source", "On Tuesday, the governor said the roads were clear.", "said", Some("the governor"), Some("the roads were clear")),
    ("a governed preposition joins the cue; its object is the content", "The union was sharply critical of the new rota.", "was sharply critical of", Some("The union"), Some("the new rota")),
    ("a mixed quotation after a possessive: the apostrophe is no quote mark, the content is the whole clause", "The levy's failure was \"a disgrace,\" Jo Wu said.", "said", Some("Jo Wu"), Some("The levy's failure was \"a disgrace,\"")),
    ("a mixed quotation after a curly possessive of a plural: the whole clause", "The voters\u{2019} mood is \"easy to understand,\" said Dana Reyes.", "said", Some("Dana Reyes"), Some("The voters\u{2019} mood is \"easy to understand,\"")),
    ("a quotation after a lead in single quote marks is the content alone", "Jo Wu called it 'a farce,' and \"we will fight it,\" Dana Reyes said.", "said", Some("Dana Reyes"), Some("\"we will fight it,\"")),
    ("a mixed quotation's content is its whole clause", "The depot is \"ready for the winter,\" Jo Li said.", "said", Some("Jo Li"), Some("The depot is \"ready for the winter,\"")),
    ("a quotation ending in a question mark before the frame is its content, not the recipient after the cue", "\"Why would you back the levy?\" Jo Li said to a crowd of farmers.", "said", Some("Jo Li"), Some("\"Why would you back the levy?\"")),
    ("a quotation ending in an exclamation mark before 'told' is its content", "\"We will win this!\" Jo Li told the Eastfield Courier.", "told", Some("Jo Li"), Some("\"We will win this!\"")),
    ("a quotation opening its sentence is the content alone", "\"We are ready,\" Jo Li said.", "said", Some("Jo Li"), Some("\"We are ready,\"")),
    ("', but that' goes on with a second complement", "Jo Li said the depot was ready, but that the roads were not.", "said", Some("Jo Li"), Some("the depot was ready, but that the roads were not")),
    ("', but' before a new subject ends the content", "Jo Li said the depot was ready, but the roads stayed shut.", "said", Some("Jo Li"), Some("the depot was ready")),
    ("a recipient before a bare clause stays out of the content", "Jo Li told reporters she would stay on.", "told", Some("Jo Li"), Some("she would stay on")),
    ("a recipient before a quotation stays out of the content", "Jo Li told the crowd, \"We stay on.\"", "told", Some("Jo Li"), Some("\"We stay on.\"")),
    ("a recipient before an indirect question stays out", "Jo Li told voters whether the depot would close.", "told", Some("Jo Li"), Some("whether the depot would close")),
    ("the recipient of an infinitive is kept, PolNeAR style", "Jo Li told her aides to stay on.", "told", Some("Jo Li"), Some("her aides to stay on")),
    ("a relative clause before the cue is part of the source", "An official who was not authorized to speak publicly said the fund was empty.", "publicly said", Some("An official who was not authorized to speak"), Some("the fund was empty")),
    ("a viewpoint frame 'To X,' opening the sentence: the person is the source, the clause after the comma the content", "To Florida planner Jo Wilson, the levy is a gamble.", "To", Some("Florida planner Jo Wilson"), Some("the levy is a gamble")),
    ("a viewpoint frame 'To many,' opening the sentence", "To many, the mayor is a hero.", "To", Some("many"), Some("the mayor is a hero")),
    ("the phrasal stance 'come out against': the whole phrase is the cue, its object the content", "The bakers' union has come out against the new levy.", "has come out against", Some("The bakers' union"), Some("the new levy")),
    ("a poll's stated choice 'N percent would vote for': the share is the source, the choice the content", "Among the bakers, 41 percent would vote for Jo Li.", "would vote for", Some("41 percent"), Some("Jo Li")),
    ("a poll frame opening the sentence: the clause after its comma is the content", "In a new survey of bakers, 40 percent backed the levy.", "In", Some("a new survey"), Some("40 percent backed the levy")),
    ("fronted adverbial clause: the content ends at the clause's comma", "While the mayor argued that the levee would hold, engineers packed sandbags.", "argued", Some("the mayor"), Some("that the levee would hold")),
    ("fronted participle clause: the question ends with the quoted words' comma", "Asked whether the levy was \u{201c}fair,\u{201d} most bakers said yes.", "Asked", None, Some("whether the levy was \u{201c}fair,\u{201d}")),
    ("ask: the person asked stays out before the question word", "Jo Li asked the county engineers whether the levee would hold.", "asked", Some("Jo Li"), Some("whether the levee would hold")),
    ("ask: no pronoun opens the content of a question asked", "Jo Li asked a question he dodged.", "asked", Some("Jo Li"), Some("a question he dodged")),
    ("a long recipient with its setting stays out before 'that'", "Jo Li told a crowd of farmers at a diner in Eastfield, Ohio, on a cold Monday morning that the levee would hold.", "told", Some("Jo Li"), Some("that the levee would hold")),
    ("a clause content opening a quotation runs to its closing mark across sentences", "Jo Li said the dam \u{201c}is safe. We checked every bolt.\u{201d}", "said", Some("Jo Li"), Some("the dam \u{201c}is safe. We checked every bolt.\u{201d}")),
    ("a case name's 'v.' ends neither the sentence nor the content", "Jo Li said the ruling in Roe v. Wade still stands.", "said", Some("Jo Li"), Some("the ruling in Roe v. Wade still stands")),
    ("a setting with a quoted show title before 'that' stays out of the content", "Jo Li said on \u{201c}Farm Hour\u{201d} on Sunday that the levee would hold.", "said", Some("Jo Li"), Some("that the levee would hold")),
    ("a setting with a dashed aside before 'that' stays out of the content", "Jo Li proclaimed in July - wrongly - that the levee would hold.", "proclaimed", Some("Jo Li"), Some("that the levee would hold")),
    ("an endorsing cue's content ends with the person endorsed: when and where stay out", "The farmers' union endorsed Jo Li on Monday at a rally in Eastfield.", "endorsed", Some("The farmers' union"), Some("Jo Li")),
    ("an endorsing cue's content ends with the object pronoun", "The mayor endorsed her early and campaigned with her.", "endorsed", Some("The mayor"), Some("her")),
    ("a weekday closing a short object is when the cue's act took place, not part of its content", "The Harbor Council rejected the offer late on Tuesday.", "rejected", Some("The Harbor Council"), Some("the offer")),
    ("a weekday and its part of the day after a short object stay out of the content", "Dana Reyes defended her record Friday night.", "defended", Some("Dana Reyes"), Some("her record")),
    ("a site or medium after 'on' closing a short object is where the cue's act took place, not part of its content", "Dana Reyes mocked the Harbor Council on Twitter.", "mocked", Some("Dana Reyes"), Some("the Harbor Council")),
    ("likewise on the air", "The host accused Jo Li of hypocrisy on air.", "accused", Some("The host"), Some("Jo Li of hypocrisy")),
    ("a contrast after ', while' with no cue word in it is still what was said", "Jo Li said taxes will rise, while rents will fall.", "said", Some("Jo Li"), Some("taxes will rise, while rents will fall")),
    ("a ', while' clause with a cue word of its own is another's report and ends the content", "Most members said the levy was fair, while a third said it was not.", "said", Some("Most members"), Some("the levy was fair")),
    ("a participle after ', while' is the subject's own act and ends the content", "Dana Reyes praised the plan, while warning of its cost.", "praised", Some("Dana Reyes"), Some("the plan")),
    ("the 'as' opening a frame after its content is no part of the content", "The levy will fail in the end, as Jo Li noted.", "noted", Some("Jo Li"), Some("The levy will fail in the end")),
    ("a clause keeps its own weekday", "Jo Li said the vote was held on Sunday.", "said", Some("Jo Li"), Some("the vote was held on Sunday")),
    ("a second past predicate after a short object is the subject's, not the content's", "Dana Reyes praised the plan and voted for it.", "praised", Some("Dana Reyes"), Some("the plan")),
    ("a second past predicate after an adverb is the subject's too", "The Harbor Council blamed the leak on hackers but later admitted the error.", "blamed", Some("The Harbor Council"), Some("the leak on hackers")),
    ("the cue's auxiliary again after a short object opens the subject's second predicate", "Dana Reyes has proposed a levy and has defended it since.", "has proposed", Some("Dana Reyes"), Some("a levy")),
    ("an occasion after a short object is the setting of the cue's act", "Dana Reyes criticized Jo Li during a debate in Eastfield.", "criticized", Some("Dana Reyes"), Some("Jo Li")),
    ("a cue further into a fronted 'while' clause still has its content end at the clause's comma", "While most of the county's farmers now say the levy is fair, rents keep rising.", "now say", Some("most of the county's farmers"), Some("the levy is fair")),
    ("a connective before the fronted subordinator ('But while …') leaves the clause fronted", "But while the members of the Harbor Council say the levy is fair, rents keep rising.", "say", Some("the members of the Harbor Council"), Some("the levy is fair")),
    ("'And if … show that …,': the content ends with the fronted clause", "And if the new figures show that rents fell, the council will act.", "show", Some("the new figures"), Some("that rents fell")),
    ("'As X pointed out …,' frames the main clause, no fronted adverbial clause: the content is not cut at its comma", "As the council's own chair pointed out with a chart, the levy is fair.", "pointed out", Some("the council's own chair"), Some("with a chart, the levy is fair")),
    ("an occasion after a past form in the object is that verb's own setting", "Jo Li criticized the claims Sam Ortiz made during the hearing.", "criticized", Some("Jo Li"), Some("the claims Sam Ortiz made during the hearing")),
    ("a reported clause coordinates its own predicates", "Jo Li said the count was slow and stalled twice.", "said", Some("Jo Li"), Some("the count was slow and stalled twice")),
    ("an endorsing cue's content keeps 'for' after the name", "The mayor endorsed Jo Li for governor.", "endorsed", Some("The mayor"), Some("Jo Li for governor")),
    ("a recipient with 'to' stays out before an indirect question", "Jo Li explained to the council why the levee failed.", "explained", Some("Jo Li"), Some("why the levee failed")),
    ("a recipient with 'to' stays out before a quotation after its comma", "Jo Li wrote to her followers, \u{201c}The levee will hold.\u{201d}", "wrote", Some("Jo Li"), Some("\u{201c}The levee will hold.\u{201d}")),
    ("the object of the cue's 'to' is the content when no clause follows the recipient", "Jo Li pleaded guilty to a charge of fraud.", "pleaded guilty", Some("Jo Li"), Some("a charge of fraud")),
    ("a quoted show title after 'on' is a setting, not fronted content", "Speaking on \u{201c}Meet the Nation,\u{201d} Jo Li said the levee will hold.", "said", Some("Jo Li"), Some("the levee will hold")),
    ("inverted order after a predicate: a comma segment opening with a finite verb is no apposition", "The levy, which is small, is needed for the levee, said Jo Li, the mayor.", "said", Some("Jo Li, the mayor"), Some("The levy, which is small, is needed for the levee")),
    ("a relative clause with 'whose' reads on past its own apposition", "Jo Li, whose town, Ames, is flooding, says the levee will hold.", "says", Some("Jo Li, whose town, Ames, is flooding,"), Some("the levee will hold")),
    ("'According to X' opening a paragraph after a quotation takes its own clause", "Jo Li called the levy \"a tax on the poor.\"\n\nAccording to a county study, the levee leaks.", "According to", Some("a county study"), Some("the levee leaks")),
    ("'be' + a participle of feeling: the subject feels, so it is the source", "Not everyone is convinced the levy will pass.", "is convinced", Some("Not everyone"), Some("the levy will pass")),
    ("a participle of feeling: the subject is the source, not the content", "Farmers were worried that the levee would fail.", "were worried", Some("Farmers"), Some("that the levee would fail")),
    ("a participle clause opening the sentence: its question is no source", "\"We are ready.\"\n\nAsked whether the levee would hold, Jo Li said it would.", "Asked", None, Some("whether the levee would hold")),
    ("according to X: a cue word's participle with its agent stays in the mention, no cue of its own", "Complaints rose, according to documents seen by the committee.", "according to", Some("documents seen by the committee"), Some("Complaints rose")),
    ("the object of a governed preposition is never the source", "Commenting on Jo Li's plan, the mayor was cautious.", "Commenting on", None, None),
    ("a participle with its own clause reports that clause, not the quoted words before it", "Jo Li called the plan \u{201c}a disgrace,\u{201d} adding that the levee would not hold.", "adding", Some("Jo Li"), Some("that the levee would not hold")),
    ("participle with its own clause after a quotation in double apostrophes", "The mayor said the fund was ''nearly empty,'' noting that the levy had failed.", "noting", Some("The mayor"), Some("that the levy had failed")),
    ("a participle with no clause after it keeps the quotation before it", "\"We will rebuild,\" Jo Li said, adding nothing.", "said", Some("Jo Li"), Some("\"We will rebuild,\"")),
    ("feeling after 'be': the subject holds the stance and is the source", "Some farmers are worried that the levee will fail.", "are worried", Some("Some farmers"), Some("that the levee will fail")),
    ("feeling after 'be' with an adverb: the subject is the source", "The mayor is now convinced that the levy will pass.", "is now convinced", Some("The mayor"), Some("that the levy will pass")),
    ("a passive that is no feeling keeps its subject as content", "The levy is expected to pass.", "is expected", None, Some("The levy")),
    ("a demonstrative opens the source", "This report found that the levee was weak.", "found", Some("This report"), Some("that the levee was weak")),
    ("a plural demonstrative opens the source", "These engineers said the levee was weak.", "said", Some("These engineers"), Some("the levee was weak")),
    ("coordinated subject: the second conjunct's source covers both", "The county board and its engineers said the levee was weak.", "said", Some("The county board and its engineers"), Some("the levee was weak")),
    ("coordinated subject with 'neither ... nor'", "Neither Jo Li nor her aides responded to the report.", "responded to", Some("Neither Jo Li nor her aides"), None),
    ("a document and its author are one source", "A study by the county engineers found that the levee was weak.", "found", Some("A study by the county engineers"), Some("that the levee was weak")),
    ("a document and its origin are one source", "Footage from the dam shows the levee cracking.", "shows", Some("Footage from the dam"), Some("the levee cracking")),
    ("a role and its place are one source", "The senator from Ohio said the levee was weak.", "said", Some("The senator from Ohio"), Some("the levee was weak")),
    ("a quantifier of a pronoun is one source", "Many of you have noted that the levee is weak.", "have noted", Some("Many of you"), Some("that the levee is weak")),
    ("a preposition after no document or role ends the source", "The lack of answers from the mayor shows the levee is weak.", "shows", Some("the mayor"), None),
    ("according to X: what a document is of stays in the mention", "Fares will rise, according to a survey of rail commuters.", "according to", Some("a survey of rail commuters"), Some("Fares will rise")),
    ("according to X: a share's 'of' and a reduced relative with 'for' stay", "Fares will rise, according to early results of a poll conducted for the rail board.", "according to", Some("early results of a poll conducted for the rail board"), Some("Fares will rise")),
    ("according to X: 'of' after a name is no document's", "Fares will rise, according to Jo Li of Eastfield.", "according to", Some("Jo Li of Eastfield"), Some("Fares will rise")),
    ("a clause before 'and' is no conjunct of the source", "Jo Li backed it and the mayor said the levee was weak.", "said", Some("the mayor"), Some("the levee was weak")),
    ("'wrote on' + a medium: the medium is in the cue, the content opens at 'that'", "Jo Li wrote on social media that the levee was weak.", "wrote on social media", Some("Jo Li"), Some("that the levee was weak")),
    ("'wrote on' + a named medium closing the sentence", "\"The levee is weak,\" Jo Li wrote on Facebook.", "wrote on Facebook", Some("Jo Li"), Some("\"The levee is weak,\"")),
    ("'wrote on' + no 'that' within reach: the words after are no medium", "Jo Li wrote on Facebook residents had been shut out of the county hearing.", "wrote on", Some("Jo Li"), None),
    ("a second verb after 'but' shares the first verb's whole subject", "A spokeswoman for the owners declined to comment but said the team was thrilled.", "said", Some("A spokeswoman for the owners"), Some("the team was thrilled")),
    ("a relative 'that' clause on a source noun stays in the source", "The union that represents the drivers said the levee was weak.", "said", Some("The union that represents the drivers"), Some("the levee was weak")),
    ("'that' after a source noun before its subject opens no relative clause", "The fact that engineers said so matters.", "said", Some("engineers"), None),
    ("fronted content: 'said in a statement' + a day, then the end", "The plant will close, the company said in a statement Thursday.", "said in a statement", Some("the company"), Some("The plant will close")),
    ("fronted content: an adverbial clause after the cue's comma is no content of its own", "The plant will close, the company said Thursday, as demand fell.", "said Thursday", Some("the company"), Some("The plant will close")),
    ("agentless passive of belief (British 'is understood to'): no source, the subject is reported about", "The minister is understood to be considering a ban.", "is understood", None, Some("The minister")),
    ("'it is understood that': the empty subject is no source", "It is understood that the minister will resign.", "is understood", None, Some("that the minister will resign")),
    ("'told' + an acronym recipient with no 'that': the plural noun after it opens the clause", "A government source told the BBC ministers would not intervene.", "told", Some("A government source"), Some("ministers would not intervene")),
    ("a relative clause ending in a bracketed acronym before the comma stays in the source", "Jo Li, who chairs the Royal College of Nursing (RCN), warned that wards were short of staff.", "warned", Some("Jo Li, who chairs the Royal College of Nursing (RCN),"), Some("that wards were short of staff")),
    ("a party tag with a comma after it: the name and its tag are the source", "Sen. Jo Li (D-Ohio), said the bill would pass.", "said", Some("Sen. Jo Li (D-Ohio)"), Some("the bill would pass")),
    ("anonymity formula 'people with knowledge of X' before the cue: the whole phrase is the source", "The talks have stalled, two people with knowledge of the matter said.", "said", Some("two people with knowledge of the matter"), Some("The talks have stalled")),
    ("anonymity formula 'with direct knowledge of X' after 'according to'", "The talks have stalled, according to two people with direct knowledge of the matter.", "according to", Some("two people with direct knowledge of the matter"), Some("The talks have stalled")),
    ("inverted frame + participle: 'X, the company said, citing Y' cites through the frame's source", "The plant will close, the company said, citing weak demand.", "citing", Some("the company"), Some("weak demand")),
    ("inverted frame + participle: the participle is no content of 'said'", "The plant will close, the company said, citing weak demand.", "said", Some("the company"), Some("The plant will close")),
    ("inverted frame + 'adding that …': a verb in the participle's own clause makes it no gerund subject", "The plant will close, the company said, adding that it would pay severance.", "said", Some("the company"), Some("The plant will close")),
    ("fronted content + ', it was reported': the empty 'it' after the comma is left out of the content", "Hospital waits grew by a fifth last year, it was reported.", "was reported", None, Some("Hospital waits grew by a fifth last year")),
    ("'is widely believed to': the adverb joins the cue", "The levee is widely believed to be weak.", "is widely believed", None, Some("The levee")),
    ("a document noun before 'show' closing the sentence: the documents are the source", "Fares rose 4% last year, court documents show.", "show", Some("court documents"), Some("Fares rose 4% last year")),
    ("'Asked about X,' opening the sentence: the topic is the content, the source is no one named here", "Asked about the delay, Jo Li said the levee was weak.", "Asked about", None, Some("the delay")),
    ("fronted content: 'speaking on condition of anonymity' after the cue is how the source spoke, no content", "The vote will slip to May, an aide said, speaking on condition of anonymity.", "said", Some("an aide"), Some("The vote will slip to May")),
    ("'remain' before a stance adjective joins the cue, not the source", "Some members remain opposed to the levy.", "remain opposed", Some("Some members"), None),
    ("a document noun before 'found' closing the sentence: what a report finds is attributed to it", "Ferry crossings fell by a third, the audit found.", "found", Some("the audit"), Some("Ferry crossings fell by a third")),
    ("a headline's '-s' verb before a possessive ends the shared subject", "Judge blocks county's voting map, citing bias", "citing", Some("Judge"), Some("bias")),
    ("a fronted clause with commas before an inverted apposition source: the source opens after the clause", "The driver, a nurse, and a motorist who stopped were hurt, a county spokesman, Sgt. Jo Li, told the paper.", "told", Some("a county spokesman, Sgt. Jo Li,"), Some("The driver, a nurse, and a motorist who stopped were hurt")),
    ("a capitalised 'May' in a name is no auxiliary", "Yin May, 60, a doctor, said the levee was weak.", "said", Some("Yin May, 60, a doctor,"), Some("the levee was weak")),
    ("fronted content leaves the dateline out", "BOSTON (AP) \u{2014} The plant will close, the company said in a statement.", "said in a statement", Some("the company"), Some("The plant will close")),
    ("a subject shared with a verb before 'and' keeps its apposition", "Jo Li, the county clerk, toured the levee and said it would hold.", "said", Some("Jo Li, the county clerk,"), Some("it would hold")),
    ("a participle's shared subject keeps its apposition past a cue word", "Jo Li, the county clerk, praised the levee on Monday, saying it would hold.", "saying", Some("Jo Li, the county clerk,"), Some("it would hold")),
    ("an 'including' apposition names members of the source", "Several mayors, including Jo Li, said the levee would hold.", "said", Some("Several mayors, including Jo Li,"), Some("the levee would hold")),
    ("a participle clause opening the sentence has the main clause's subject as source", "The vote was close. After saying the levy would fail, the mayor left the hall.", "saying", Some("the mayor"), Some("the levy would fail")),
    ("a bare participle clause opening the sentence: the subject after its comma", "Conceding that the levy had failed, Jo Li thanked her staff.", "Conceding", Some("Jo Li"), Some("that the levy had failed")),
    ("a shared subject stops before a verb with its object", "The clerk left the hall, saying the levy had failed.", "saying", Some("The clerk"), Some("the levy had failed")),
    ("a shared subject after a time phrase with no comma: the pronoun after the time word", "On Tuesday she doubled down on the plan, saying it would pass.", "saying", Some("she"), Some("it would pass")),
    ("a shared subject after a time phrase with no comma: the name after the time word", "On Friday Jo Li stood firm, insisting the levee would hold.", "insisting", Some("Jo Li"), Some("the levee would hold")),
    ("a shared subject stops before an irregular past", "The mayor spoke briefly, saying the levee would hold.", "saying", Some("The mayor"), Some("the levee would hold")),
    ("an inverted source keeps an apposition that opens on a role without a determiner", "\u{201c}The levee will hold,\u{201d} said Jo Li, deputy director of the county water board.", "said", Some("Jo Li, deputy director of the county water board"), Some("\u{201c}The levee will hold,\u{201d}")),
    ("an inverted source keeps an age and the apposition after it", "\u{201c}The clinic is full,\u{201d} said Ann Ortiz, 41, a nurse at the county clinic.", "said", Some("Ann Ortiz, 41, a nurse at the county clinic"), Some("\u{201c}The clinic is full,\u{201d}")),
    ("an inverted source keeps its relation 'to' after an adviser", "\u{201c}The plan is dead,\u{201d} said a longtime adviser to the mayor.", "said", Some("a longtime adviser to the mayor"), Some("\u{201c}The plan is dead,\u{201d}")),
    ("a participle inside its sentence has the subject of the cue it hangs on, not its object", "\u{201c}We need more time,\u{201d} said Jo Li, referring to the budget talks.", "referring to", Some("Jo Li"), Some("the budget talks")),
    ("an adverb before a participle after a comma: the cue shares the clause's subject", "The mayor toured the levee on Monday, falsely suggesting that it had failed.", "falsely suggesting", Some("The mayor"), Some("that it had failed")),
    ("an adverb between 'while' and its gerund: the cue shares the clause's subject", "The mayor backed the levy, while also saying that it was too high.", "also saying", Some("The mayor"), Some("that it was too high")),
    ("a relative clause still open at a coordinated cue: its pronoun is the subject of both verbs", "The clerk thanked Jo Li, who came out and endorsed the levy.", "endorsed", Some("who"), Some("the levy")),
    ("a shared subject stops before a negated auxiliary", "The clerk didn\u{2019}t wait, adding that the count was over.", "adding", Some("The clerk"), Some("that the count was over")),
    ("a time between a party tag and the cue: the tagged name is the source", "Sen. Jo Li (D-Ohio) on Monday said the levy would pass.", "said", Some("Sen. Jo Li (D-Ohio)"), Some("the levy would pass")),
    ("a time between an apposition and the cue: the name and its apposition are the source", "Jo Li, the county clerk, on Monday said the levy would pass.", "said", Some("Jo Li, the county clerk,"), Some("the levy would pass")),
    ("a relative clause after a bare surname is incidental", "Li, who toured the levee, said it would hold.", "said", Some("Li"), Some("it would hold")),
    ("a 'which' clause after the source is incidental", "The county report, which came out in May, says the levee is weak.", "says", Some("The county report"), Some("the levee is weak")),
    ("inverted order: a relative clause in the source runs past its prepositions and times", "\"We will rebuild,\" said Jo Li, who was born in Ames and moved there as a child.", "said", Some("Jo Li, who was born in Ames and moved there as a child"), Some("\"We will rebuild,\"")),
    ("inverted order: a restrictive relative after the head noun is in the source", "\"We will rebuild,\" said the man who ran the mill for years.", "said", Some("the man who ran the mill for years"), Some("\"We will rebuild,\"")),
    ("inverted order: a cue word inside the source's relative clause stays in it, and is a cue of its own", "\"We will rebuild,\" said Jo Li, who has endorsed the levy.", "said", Some("Jo Li, who has endorsed the levy"), Some("\"We will rebuild,\"")),
    ("a relative clause set off by commas: its cue's content ends at the closing comma before the main verb", "The farmers' league, which has endorsed Li, used the speech to urge members to vote.", "has endorsed", Some("which"), Some("Li")),
    ("a relative clause set off by dashes: its cue's content ends at the closing dash, and the main cue after it stays", "Jo Li - who earlier said she would veto the bill - said on Friday that she would sign it.", "said", Some("who"), Some("she would veto the bill")),
    ("the cue of a relative clause inside an inverted source has the relative as its source", "\"We will rebuild,\" said Jo Li, who has endorsed the levy.", "has endorsed", Some("who"), Some("the levy")),
    ("inverted order: a 'that' clause of an apposition is in the source", "\"We will rebuild,\" said Jo Li, head of a union that backs the levy.", "said", Some("Jo Li, head of a union that backs the levy"), Some("\"We will rebuild,\"")),
    ("a relative clause after a full name identifies the source", "Jo Li, who runs the county board, said the levee would hold.", "said", Some("Jo Li, who runs the county board,"), Some("the levee would hold")),
    ("a phrasal cue takes the preposition of its object: 'lashed out at'", "Jo Li lashed out at the county board.", "lashed out at", Some("Jo Li"), Some("the county board")),
    ("a phrasal cue takes the preposition of its object: 'opened up about'", "Jo Li opened up about her years at the mill.", "opened up about", Some("Jo Li"), Some("her years at the mill")),
    ("a phrasal cue leaves an occasion out: 'pushed back at the meeting'", "Parents pushed back at the meeting.", "pushed back", Some("Parents"), None),
    ("a verb after 'according to a' is the source's noun, not a cue", "The deficit will grow, according to a forecast released Monday.", "according to", Some("a forecast released Monday"), Some("The deficit will grow")),
    ("'told the BBC' with a clause after it: the clause is the content, not the fronted words", "One angler, who asked not to be named, told the BBC he had pulled 40 fish from a pool.", "told", Some("One angler"), Some("he had pulled 40 fish from a pool")),
    ("a document with a reduced relative before 'show' is the source", "Figures published in March show 1,200 hectares were planted.", "show", Some("Figures published in March"), Some("1,200 hectares were planted")),
    ("an amount of money before a relative clause's subject is not in the source", "Profit was well below the $180 million analysts had expected.", "had expected", Some("analysts"), None),
    ("a verb's fixed preposition is in the cue: 'hinted at'", "The mayor hinted at a second vote.", "hinted at", Some("The mayor"), Some("a second vote")),
    ("a setting after the content is not content: 'in an interview'", "Jo Li called the levy a mistake in an interview with the paper.", "called", Some("Jo Li"), Some("the levy a mistake")),
    ("a setting after the content is not content: 'during a campaign speech'", "The mayor denied the claim during a campaign speech in Ames.", "denied", Some("The mayor"), Some("the claim")),
    ("a long setting before 'that' is not content", "Jo Li said in a long interview with the county paper on Monday night that the levy would pass.", "said", Some("Jo Li"), Some("that the levy would pass")),
    ("'for months' before 'that' is a setting", "The mayor has said for months that the bridge is safe.", "has said", Some("The mayor"), Some("that the bridge is safe")),
    ("a quotation after a setting and its comma is the content", "Jo Li said at a news conference, \"The levy will pass.\"", "said", Some("Jo Li"), Some("\"The levy will pass.\"")),
    ("a quotation after a setting and its colon is the content", "The mayor added during the hearing on Tuesday: \u{201c}We need the levy.\u{201d}", "added", Some("The mayor"), Some("\u{201c}We need the levy.\u{201d}")),
    ("'on the other hand' is a connective, kept in the content", "Jo Li said on the other hand, \"The levy will pass.\"", "said", Some("Jo Li"), Some("on the other hand, \"The levy will pass.\"")),
    ("a time before a bare clause is a setting: 'on Friday'", "Jo Li argued on Friday the levy would pass.", "argued", Some("Jo Li"), Some("the levy would pass")),
    ("a time before a bare clause is a setting: 'last week'", "The mayor wrote last week, the bridge is safe.", "wrote", Some("The mayor"), Some("the bridge is safe")),
    ("a phrase of setting after the cue is no content: the fronted clause is", "The bridge is unsafe, the engineers warned on Twitter.", "warned", Some("the engineers"), Some("The bridge is unsafe")),
    ("a connective opening fronted content is left out: 'Still,'", "Still, the levy will pass, Jo Li said.", "said", Some("Jo Li"), Some("the levy will pass")),
    ("a connective opening fronted content is left out: 'In fact,'", "In fact, the bridge is unsafe, the engineers warned.", "warned", Some("the engineers"), Some("the bridge is unsafe")),
    ("the subject of a passive verb of addressing is the addressee, not content: 'was asked about'", "Jo Li was asked about the levy.", "was asked about", None, Some("the levy")),
    ("the subject of a passive verb of addressing is the addressee, not content: 'was warned'", "The mayor was warned that the bridge could fail.", "was warned", None, Some("that the bridge could fail")),
    ("a question noun before 'was asked' is the content", "The question was asked twice.", "was asked", None, Some("The question")),
    ("a quotation after a recipient and a colon is the content", "Jo Li told the county paper: \"The levy will pass.\"", "told", Some("Jo Li"), Some("\"The levy will pass.\"")),
    ("a quotation in two apostrophes after a recipient and a comma is the content", "Jo Li told the county paper, ''The levy will pass.''", "told", Some("Jo Li"), Some("''The levy will pass.''")),
    ("a stated plan: 'plans' with its subject and an infinitive is a cue", "The county board plans to reopen the ferry in May.", "plans", Some("The county board"), Some("to reopen the ferry in May")),
    ("a stated plan after an adverb of the verb group: 'also plans'", "The union also plans to picket the mill.", "also plans", Some("The union"), Some("to picket the mill")),
    ("a decision stated with its infinitive: 'decided to' after a pronoun", "In March, she decided to close the ferry.", "decided", Some("she"), Some("to close the ferry")),
    ("siding with someone: 'agree with' after its subject is a cue", "Most farmers in the valley agree with Dana Reyes.", "agree with", Some("Most farmers in the valley"), Some("Dana Reyes")),
    ("a decision stated with its infinitive: 'decided to' after a source noun", "The harbor council decided to raise the fees.", "decided", Some("The harbor council"), Some("to raise the fees")),
    ("taking a side: 'backed' between its subject and a name is a cue", "Most farmers backed Jo Li.", "backed", Some("Most farmers"), Some("Jo Li")),
    ("taking a side: 'support' after a pronoun with a determiner's object", "They support the levy on river barges.", "support", Some("They"), Some("the levy on river barges")),
    ("'endorse' as an infinitive with its object is a cue; the clause's subject is its source", "Two farmers' groups met on Monday to endorse the levy.", "to endorse", Some("Two farmers' groups"), Some("the levy")),
    ("a document placed by a phrase before 'show' is the source", "Polls in the river towns show Jo Li ahead.", "show", Some("Polls in the river towns"), Some("Jo Li ahead")),
    ("a relative clause without 'that': its subject, opened by a determiner, is the source", "The board approved a plan the finance director warned would cost $3 million.", "warned", Some("the finance director"), None),
    ("a participle's object stays inside the source", "A union representing the city's bus drivers welcomed the vote.", "welcomed", Some("A union representing the city's bus drivers"), None),
    ("a preposition before a determiner stays inside the source", "Protesters marching through the streets chanted slogans.", "chanted", Some("Protesters marching through the streets"), None),
    ("a content before its cue ends before a source that stands apart from the cue", "Patients wait 19 weeks for surgery, figures released by the board on Monday show.", "show", Some("figures released by the board"), Some("Patients wait 19 weeks for surgery")),
    ("a document and its compiler before 'show' is the source", "Records compiled by the county clerk show 40 permits were issued.", "show", Some("Records compiled by the county clerk"), Some("40 permits were issued")),
    ("'about' before an amount approximates it: no particle of the cue", "Jo Li said about 12% of the cost was inflation.", "said", Some("Jo Li"), Some("about 12% of the cost was inflation")),
    ("a participle after a name that closes a phrase opened by an article is a reduced relative of the phrase", "Costs rose, according to a report by the Ames Audit Office published on Thursday.", "according to", Some("a report by the Ames Audit Office published on Thursday"), Some("Costs rose")),
    ("a cue never ends inside a time expression: the time word takes its noun along", "It was reported last week that the firm would leave.", "was reported last week", None, Some("that the firm would leave")),
    ("an agent's 'and' before a verb coordinates clauses, not names", "The letter was first reported by the Ames Courier and was signed by nine members.", "was first reported", Some("the Ames Courier"), None),
    ("'estimate' as a verb, between its subject and what is estimated, is a cue", "Analysts at Ames Capital estimate that tolls of $4 will be needed.", "estimate", Some("Analysts at Ames Capital"), Some("that tolls of $4 will be needed")),
    ("'estimated' after a subject's relative clause and its comma, before a possessive object, is the verb", "Jo Li, who farms near Ames, estimated her losses at $90,000.", "estimated", Some("Jo Li, who farms near Ames,"), Some("her losses at $90,000")),
    ("a free adjunct's source is its clause's subject, not the clause before its comma", "Her aide, Sam Roe, reached out to donors, seeking their help.", "seeking", Some("Her aide, Sam Roe,"), Some("their help")),
    ("a parenthesis opening a sentence of its own is not in the content before it", "Jo Li said the levy would pass. (It failed by nine votes.)", "said", Some("Jo Li"), Some("the levy would pass")),
    ("a feeling adjective's 'with' takes what is felt into the cue", "Many farmers in the valley are comfortable with the new water rules.", "are comfortable with", Some("Many farmers in the valley"), Some("the new water rules")),
    ("a letter is no medium the cue takes ('wrote in a letter')", "The members wrote in a letter to the mayor that the plan was unfair.", "wrote", Some("The members"), Some("that the plan was unfair")),
    ("a statement or release with one modifier is a medium the cue takes ('in a press release')", "The plan is unfair, Jo Li said in a press release.", "said in a press release", Some("Jo Li"), Some("The plan is unfair")),
    ("a feeling adjective's 'at' takes its target into the cue", "The mayor was angry at the council's refusal to raise wages.", "was angry at", Some("The mayor"), Some("the council's refusal to raise wages")),
    ("a participle after a comma inside the closing quote mark ends the content, mark kept", "Jo Li said the ferry was \u{201c}a floating ruin,\u{201d} adding that it should be sold.", "said", Some("Jo Li"), Some("the ferry was \u{201c}a floating ruin,\u{201d}")),
    ("a participle after a comma inside two closing apostrophes ends the content", "The mayor called the budget ''a fair deal,'' citing the new school.", "called", Some("The mayor"), Some("the budget ''a fair deal,''")),
    ("a clause break after a comma inside a straight closing quote mark ends the content", "The farmers said the levy was \"fair enough,\" while the bakers called it a tax.", "said", Some("The farmers"), Some("the levy was \"fair enough,\"")),
    ("a prepositional cue's object ends at a comma: the narrator's concession after it stays out", "The council called for a new bridge, even though the budget is short.", "called for", Some("The council"), Some("a new bridge")),
    ("a prepositional cue's object ends at a comma: the main clause after a fronted one stays out", "To the extent she talks about the levy, her message is simple.", "talks about", Some("she"), Some("the levy")),
    ("a reduced relative's 'referred to as' takes its complement up to the comma that closes the relative", "The old ferry, often referred to as the Blue Barge, has been sold.", "often referred to as", None, Some("the Blue Barge")),
    ("a prepositional cue's object goes on past a list's comma", "The mayor spoke about the bridge, the school and the park.", "spoke about", Some("The mayor"), Some("the bridge, the school and the park")),
    ("a prepositional cue's object goes on past a name set off by a comma", "The mayor spoke of her talks with the museum's director, Jo Li.", "spoke of", Some("The mayor"), Some("her talks with the museum's director, Jo Li")),
    ("a learned noun cue after a name's possessive: the possessor is the source, the object of its preposition the content", "Jo Li's attacks on the mayor have grown sharper.", "attacks on", Some("Jo Li's"), Some("the mayor")),
    ("a verb before a possessive pronoun and a learned noun cue opens the cue; its subject is the source, the object ends at the comma", "Jo Li has toned down his criticism of the levy, which she once backed.", "has toned down his criticism of", Some("Jo Li"), Some("the levy")),
    ("a verb before an article and a learned noun cue opens the cue ('made the case for'); the object ends before 'during'", "The mayor made the case for a new bridge during a speech.", "made the case for", Some("The mayor"), Some("a new bridge")),
    ("a cue verb before an article's noun cue stays a cue of its own: the framed noun opens its content ('Claiming the criticism of')", "Claiming the criticism of the plan was unfair, Jo Li walked out of the hall.", "Claiming", Some("Jo Li"), Some("the criticism of the plan was unfair")),
    ("a cue verb before an article's noun cue takes the frame as its object ('touting the endorsement of')", "Touting the endorsement of the mayor, Jo Li opened her campaign office.", "Touting", Some("Jo Li"), Some("the endorsement of the mayor")),
    ("an endorsement's 'of' names its source, the subject who won it is the content", "The mayor won the endorsement of Jo Li.", "won the endorsement of", Some("Jo Li"), Some("The mayor")),
    ("any noun cue after a possessive: the object of its preposition ends before the finite verb", "His praise for the mayor was warm.", "praise for", Some("His"), Some("the mayor")),
    ("'claims' after a source noun is the verb of saying, not the noun the learned tables mostly meet", "The union claims the levy will hurt farmers.", "claims", Some("The union"), Some("the levy will hurt farmers")),
    ("'claim' after a subject pronoun is the verb of saying", "They claim the vote was rigged.", "claim", Some("They"), Some("the vote was rigged")),
    ("a participle after a medium its cue issued closes that cue ('released a statement Wednesday saying')", "The town released a statement Wednesday saying the pier was safe.", "released a statement Wednesday saying", Some("The town"), Some("the pier was safe")),
    ("'responded' and a time before a participle of saying are one cue", "The union responded Friday, saying the deal was dead.", "responded Friday, saying", Some("The union"), Some("the deal was dead")),
    ("a learned noun cue with its that-clause after a possessive pronoun", "Her claim that the count was wrong drew a rebuke.", "claim", Some("Her"), None),
    ("apposition after a quotation: a name phrase opening with a lower-case quantifier ('another old friend, Jo Wu,') keeps its apposition", "\"We must go,\" another old friend, Jo Wu, recalled.", "recalled", Some("another old friend, Jo Wu,"), None),
    ("a function word in capitals inside its sentence is a surname, no auxiliary: 'In particular, Will wrote'", "In particular, Will wrote that the levy was unfair.", "wrote", Some("Will"), Some("that the levy was unfair")),
    ("an aside set off after the name that opens with a preposition, 'when' or 'it' is incidental, no apposition: 'Jo Wu, by contrast, said'", "Dana Reyes, by contrast, said the levy was fair.", "said", Some("Dana Reyes"), Some("the levy was fair")),
    ("an incidental aside opening with 'it' ('it turned out') leaves the name alone", "Jo Wu, it turned out, said the levy was fair.", "said", Some("Jo Wu"), Some("the levy was fair")),
    ("a participle after a cue's comma shares that cue's set-off subject, not a fronted phrase: 'Early in the race, Jo Wu attacked X, calling'", "Early in the race, Jo Wu attacked Dana Reyes, calling her a quitter.", "calling", Some("Jo Wu"), None),
    ("a participle after an inverted report hangs on the report's subject, not the fronted clause's: '..., the Ledger reported, citing'", "Members of the Harbor Council long ago soured on Reyes, the Ledger reported, citing a source.", "citing", Some("the Ledger"), None),
    ("a share set off as an apposition, its percent sign before the comma, closes the source: 'A third of renters, 33%, say'", "A third of renters, 33%, say the levy is too high.", "say", Some("A third of renters, 33%,"), Some("the levy is too high")),
    ("a share's apposition after a name phrase opening with 'about' keeps it: 'About 200 renters, 67 percent, say'", "About 200 renters, 67 percent, say the levy is too high.", "say", Some("About 200 renters, 67 percent,"), Some("the levy is too high")),
    ("an auxiliary before a time adverbial between subject and cue is the verb group's: 'Wu's allies have in the past said'", "Jo Wu's allies have in the past said the levy was fair.", "said", Some("Jo Wu's allies"), None),
    ("a capitalised preposition right before the cue after a quotation is a surname: '\"...,\" From said'", "\"We lost the vote,\" From said.", "said", Some("From"), None),
    ("a verb after 'and' shares the subject of the past verb before it, set off after a fronted phrase: 'Outside the hall, about 200 tenants gathered ... and chanted'", "Outside the old hall on Main Street, about 200 tenants gathered in small groups and chanted slogans against the levy.", "chanted", Some("about 200 tenants"), None),
    ("a verb after 'and' shares the subject of the past verb before it, set off after a fronted phrase: 'Outside the hall, about 200 tenants gathered ... and chanted'", "Outside the old hall on Main Street, about 200 tenants gathered in small groups and chanted slogans against the levy.", "chanted", Some("about 200 tenants"), None),
    ("a short quoted title closing an apposition belongs to the source, its marks included", "Dana Reyes, a host of “The Late Hour,” praised the plan.", "praised", Some("Dana Reyes, a host of “The Late Hour,”"), Some("the plan")),
    ("a title in doubled apostrophes (NYT style) closing an apposition belongs to the source", "Jo Wu, the author of ''The Long Road,'' praised the plan.", "praised", Some("Jo Wu, the author of ''The Long Road,''"), Some("the plan")),
    ("a quotation after an auxiliary is a quoted predicate, no title: the source follows the inverted cue", "Behind the scenes, Jo Wu is ''rallying his friends,'' said Dana Reyes, a campaign aide.", "said", Some("Dana Reyes, a campaign aide"), None),
];

#[test]
fn cue_source_and_content_spans() {
    let mut failures = Vec::new();
    for &(name, text, cue, source, content) in CASES {
        let found = run(text);
        let Some(a) = found.iter().find(|a| text[a.cue.start..a.cue.end] == *cue) else {
            let got: Vec<&str> = found.iter().map(|a| &text[a.cue.start..a.cue.end]).collect();
            failures.push(format!("{name}: no cue {cue:?}, got {got:?}"));
            continue;
        };
        let src = a.source.map(|s| &text[s.start..s.end]);
        if src != source {
            failures.push(format!("{name}: source {src:?}, wanted {source:?}"));
        }
        if let Some(want) = content {
            let got = a.content.map(|s| &text[s.start..s.end]);
            if got != Some(want) {
                failures.push(format!("{name}: content {got:?}, wanted {want:?}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_noun_cue_as_the_object_of_a_preposition_is_none() {
    // "about his attacks on": the attacks are talked about, not made here.
    let text = "The panel heard nothing about his attacks on the mayor.";
    for a in run(text) {
        assert!(!text[a.cue.start..a.cue.end].contains("attacks"), "cue {:?}", &text[a.cue.start..a.cue.end]);
    }
}

#[test]
fn a_names_possessive_before_a_past_form_is_no_contraction() {
    // "Li’s stated goal": a possessive, not "Li is stated"; the mention is
    // not split at the apostrophe.
    let text = "Jo Li\u{2019}s stated goal is a new bridge.";
    for a in run(text) {
        assert!(!text[a.cue.start..a.cue.end].starts_with('\u{2019}'), "cue {:?}", &text[a.cue.start..a.cue.end]);
    }
}

#[test]
fn name_drops_the_apposition() {
    let text = "\"We will rebuild,\" said Jane Roe, the mayor of Eastfield.";
    let found = run(text);
    let name = found[0].name.map(|s| &text[s.start..s.end]);
    assert_eq!(name, Some("Jane Roe"));
}

#[test]
fn vague_sources() {
    let cases: &[(&str, &str, bool)] = &[
        ("agentless passive is vague", "It was reported that the bridge had cracked.", true),
        ("plural officials are vague", "Officials say the bridge is safe.", true),
        ("a senior official is vague", "A senior official said the talks had stalled.", true),
        ("a named person is not", "Jo Li said the talks had stalled.", false),
        ("a plural possessive before a name modifies it: a named group is not vague", "Residents' group Shore Watch said the talks had stalled.", false),
    ];
    for &(name, text, vague) in cases {
        let found = run(text);
        assert_eq!(found.len(), 1, "{name}: {found:?}");
        assert_eq!(found[0].vague, vague, "{name}");
    }
}

#[test]
fn no_cue_inside_a_quotation() {
    // PolNeAR annotates no attribution nested inside another's quoted content.
    let text = "\"My father said we should never sell,\" Jo Li said.";
    let found = run(text);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(&text[found[0].cue.start..found[0].cue.end], "said");
    assert!(found[0].cue.start > 40);
}

#[test]
fn cues_that_are_not_attributions() {
    let cases: &[(&str, &str, &[&str])] = &[
        ("relative clause inside reported content", "Jo Li said the city faces what she called a housing emergency.", &["said"]),
        ("a cue inside an unbroken that-clause is part of the content", "The mayor said that a survey of farmers showed strong support for the levy.", &["said"]),
        ("an 'and' joining the subjects of a that-clause does not end it", "The mayor said that Jo Wu and Dana Reyes shared the view on the levy.", &["said"]),
        ("a cue inside the noun phrase after a frame's preposition modifies the noun", "Jo Wu pointed to reports that the mayor had praised the levy.", &["pointed to"]),
        ("a cue after 'when' in a frame's prepositional object opens a clause of its own", "Jo Wu was talking about the levy when Dana Reyes said it would fail.", &["was talking about", "said"]),
        ("a that-clause broken by a comma and a conjunction ends before the next frame", "The mayor said that the levee held, and the engineers said the river would fall.", &["said", "said"]),
        ("a stance verb opening its own sentence is a cue", "He hopes the levee holds.", &["hopes"]),
        ("a cue inside the bare clause after a speech verb is part of the content", "The mayor said he hopes the levee holds.", &["said"]),
        ("infinitive after a word that is no cue", "It is too early to say who will win.", &[]),
        ("'seen as' after 'be' is a possibility, no cue of regard", "The visit could be seen as a snub to the mayor.", &[]),
        ("'seen as' in a relative clause opened by 'which' is no cue of its own", "The vote, which was widely seen as close, ended late.", &[]),
        ("'a group called X' names the group, no report", "Parents formed a group called Safe Streets First in May.", &[]),
        ("'a movement called the X' names the movement: a name may open with 'the'", "Her brothers joined a resistance movement called the Eastfield Farmers Party.", &[]),
        ("'a group of ... called X' names the group past the noun's modifiers", "Crews were paid by a small group of wealthy farmers called Levee First.", &[]),
        ("'X called the plan Y' is a cue", "A senior official called the plan reckless.", &["called"]),
        ("'That said,' opening a sentence is a discourse marker", "The levy failed. That said, the mayor remains hopeful.", &[]),
        ("a cue word closing an unpunctuated headline line is a noun", "Council freezes fares despite budget warning\n\nThe council voted 7-2 on Tuesday.", &[]),
        ("a colon after a cue at a line's end still frames what follows", "The mayor added:\n\nWe will rebuild the pier.", &["added:"]),
        ("a broadcast 'show' after a document and a phrase is a noun", "Jo Li read a transcript of the show.", &[]),
        ("'backed' with no subject before it or no object after it is no cue", "The levy, backed by the union, passed. Jo Li backed away from the vote.", &[]),
        ("'support' as a question to the reader is no stance", "Do you support the levy? Write to us.", &[]),
        ("'plans' after a determiner or a possessive is the noun", "Her plans to widen the road stalled, and the plans to rebuild the pier were dropped.", &[]),
        ("a stated plan inside a speech verb's clause is part of its content", "The mayor said he plans to run again.", &["said"]),
        ("a cue in a content fronted before a verb of reporting is part of that content", "Jo Li told the council the pier would close, the Courier reported.", &["reported"]),
        ("a cue in a content fronted before a plain verb of saying is part of that content", "The mayor criticized the levy on Monday, an aide said.", &["said"]),
        ("'reached' with no deal or consensus is no cue", "Floods have reached the library three times since 2009.", &[]),
        ("'reached a' deal is a cue", "The unions have reached a deal with the city.", &["have reached"]),
        ("infinitive after a cue joins it", "The mayor declined to say who will win.", &["declined to say"]),
        ("an infinitive of a verb of discussing is a cue, 'to' included", "The two mayors met on Friday to discuss the flood plan.", &["to discuss"]),
        ("'not authorized to discuss': the anonymity formula reports no speech", "Two aides, who were not authorized to discuss the talks, said the vote would fail.", &["said"]),
        ("a participle after a comma goes on with the frame's own words", "Jo Li said the levee was \"in good shape,\" adding that crews were ready.", &["said", "adding"]),
        ("a verb coordinated with 'and' goes on with the frame's own words", "While she says she will not vote for the levy and considers it a waste, she likes the mayor.", &["says", "considers"]),
        ("a name's cue word is read past an adverb before it", "Jo Li still wants a new levee.", &["still wants"]),
        ("a pronoun's cue word is read past a negated auxiliary", "They don't think the levee will hold.", &["don't think"]),
        ("a learned 'to' + verb pair is a cue as an infinitive", "The mayor toured the levee to highlight the repairs.", &["to highlight"]),
        ("a sentence opening 'In a ... poll' is a cue, and the respondents' 'said' in its content none", "In a county poll released Monday, most farmers said the levy was fair.", &["In"]),
        ("a sentence opening 'In a ... poll' with a slash between the pollsters' names is a cue", "In a Courier/Eastfield College poll released Monday, most farmers said the levy was fair.", &["In"]),
        ("'To' before an infinitive, a date or a possessive opens no viewpoint frame", "To be sure, fares rose. To date, none fell. To his successor, the mayor leaves a debt. To Li's dismay, it rained.", &[]),
        ("'come out for' may be attending, no stance", "Dozens of farmers came out for the fair on Sunday.", &[]),
        ("a poll's past choice is no cue", "Among the bakers, 40 percent chose Jo Li.", &[]),
        ("'in the polls' inside a sentence is no cue", "The mayor is far ahead in the polls this spring.", &[]),
        ("'show' after a broadcast noun is the noun, no cue", "The TV show about the levee aired on Monday.", &[]),
        ("a medium set apart from the verb is its setting, no cue", "In a statement, the union said the strike would go on.", &["said"]),
        ("a medium with a weekday, set apart", "In a written statement Friday, the union said the strike would go on.", &["said"]),
        ("a medium after the verb joins it", "The union said in a statement that the strike would go on.", &["said in a statement"]),
        ("one name in capitals before a colon is a heading, not a transcript turn", "WASHINGTON: The bridge will reopen in May.", &[]),
        ("a sentence's period before the colon: no headline name", "Roads Closed. Bridge Work: Crews will start in May.", &[]),
        ("an article after said opens the clause: no bridge to a cue noun", "She said the warning came too late.", &["said"]),
        ("a phone call and a think tank are no cues", "The think tank told investors on a call that sales rose.", &["told"]),
        ("a view with no possessor after 'in' is no opinion frame", "The view from the levee is wide, and in the view of the river it is calm.", &[]),
        ("a line opening with a cue and its source before a colon is no headline 'Name:'", "Added Jo Li: \"We are done.\"", &["Added"]),
        ("the reason for a source's anonymity reports nothing", "The vote will slip, an aide said, speaking on condition of anonymity because the date had not been announced.", &["said"]),
        ("a ship 'calling at' a port and a rally 'called off' say nothing; 'called for' does", "Ferries calling at the port were cut after the union called off the strike, and the mayor called for calm.", &["called for"]),
        ("a race 'was called' by the news desks says nothing; 'was called' naming a thing does", "Jo Li spoke just after the race was called, and Ohio was called for Sam Roe Tuesday; the plan, as it was called, failed.", &["was called"]),
        ("a participle opening a heading line of capitalised words labels a list, no cue; 'Stated Li:' keeps its cue", "The field is set.\n\nEndorsed 2020 County Candidates\n\nStated Li:\n\n\u{201c}The levee will hold.\u{201d}", &["Stated"]),
        ("'take the case to' a court is no cue; 'make the case to' is", "The county took the case to the high court, and the mayor made the case to voters that it was lost.", &["made the case"]),
        ("a medium after a quotation's cue and source is that cue's setting", "\"The levee will hold,\" said Jo Li in a statement.", &["said"]),
        ("a cue inside what 'according to' reports is nested in it", "Jo Li said the levee would hold, according to the Eastfield Courier.", &["according to"]),
        ("a cue after a fronted 'according to' is nested in it", "According to the court filing, Jo Li told the board that the levee would hold.", &["According to"]),
        ("a cue inside a transcript turn is the speaker's own words", "MOSS: Do you think the plant will close?\nJO LI: I believe it will stay open.", &[":", ":"]),
        ("a lower-case word that is no source noun ends no headline name", "Bridge work: Crews will start in May.", &[]),
        ("'The Latest:' is a running-story label, no headline attribution", "The Latest: Crews reopen the bridge in Eastfield.", &[]),
        ("'Contributing:' is a credit line, no headline attribution", "Contributing: Jo Li and Sam Roe.", &[]),
        ("an adverb of frequency alone is no cue (learned: its lone cues are mostly wrong on train); beside a cue verb it joins the cue", "Crews repeatedly failed to fix the levee, and the mayor has repeatedly said it would hold.", &["has repeatedly said"]),
        ("'went' after a pronoun is movement (learned: its lone cues are mostly wrong on train); 'went on to say' is a cue", "She went to the county fair, and he went on to say the levee held.", &["went on to say"]),
        ("a roundup's section heading inside an article, 'Name: a short verdict' over prose, is no headline attribution", "Five candidates face Tuesday's vote.\n\nRivera: Win the north.\n\nMaria Rivera trails in every poll.\n\nOkafor: Hold the lead.\n\nSam Okafor leads by ten points.", &[]),
        ("a short turn followed by another turn is still a transcript's speaker", "The hosts met on Sunday.\n\nMoss: Why not debate?\n\nRivera: Because he will not show up.", &[":", ":"]),
        ("a connective or an imperative before a colon opens no name", "So: The bridge will reopen in May.\n\nLook: Crews are already at work there.", &[]),
        ("a lone verb opening a line before its colon is a kicker label, no cue; with a subject it is one", "Revealed: What The Mayor Plans For The Levee.\n\nJo Li added: \"The levee will hold.\"", &["added:"]),
        ("'went on to' a verb that is no cue tells what came next; to a cue verb it is a cue", "Jo Li went on to win the county, and the mayor went on to say the levee held.", &["went on to say"]),
        ("'shows' after a programme word is the noun, no cue", "Jo Li made the rounds of the morning shows, and the talk shows loved her.", &[]),
        ("'shows' after a possessive, 'other' or lowercase 'news', or before 'whose'/'like', is the noun; after 'News' a verb", "Their shows rose, other shows fell, and the news shows like her. A Daily News poll shows the levy ahead.", &["shows"]),
        ("a participle between a determiner and a lowercase noun is an adjective, no cue", "Despite the expected fallout and Li's declared goal, an added benefit came; the announced levy passed.", &[]),
        ("applause with no object ('the crowd applauded.') reports no words; with an object it is a cue", "The crowd applauded. Voters cheer and he laughs. Jo Li applauded the levee crews.", &["applauded"]),
        ("'no doubt' as a sentence adverb is no cue; 'no doubt that' keeps its clause", "The levy will no doubt pass, and there is no doubt that the levee held.", &["is no doubt"]),
        ("'went on' of time passing or of an attack says nothing; 'went on to say' is a cue", "As the day went on, Jo Li went on the offensive, and the mayor went on to say the levee held.", &["went on to say"]),
        ("'may want to' is the writer's advice, no stance of the subject's", "The mayor may want to check the levee again.", &[]),
        ("a cue verb right before a question mark asks, it attributes nothing", "So what do we see? How has the county responded? Jo Li said the levee held.", &["said"]),
        ("'declined' of an amount falls; 'declined to comment' refuses", "Fees declined to $28 million, trade declined 40 percent, and Jo Li declined to comment.", &["declined"]),
        ("'impassioned' before its noun stays a cue", "Jo Li gave an impassioned defense of the levee.", &["impassioned"]),
        ("'say' after a determiner is the noun; set off by commas it is 'for example'", "Voters had their say, and the mayor has the final say on a levy of, say, ten dollars.", &[]),
        ("'add' before an amount adds, it reports nothing", "The levy, which adds about $9 to a bill, passed, and the plant added 200 jobs.", &[]),
        ("'continued' and 'proposed' after a determiner or a possessive are adjectives; after a pronoun's 's a verb", "Despite the continued delays, Ames's proposed levy passed, and she's proposed a second one.", &["'s proposed"]),
        ("'telling' after an article or 'most' is the adjective; as a verb it is a cue", "In a telling sign, the most telling vote came late, and Jo Li is telling reporters the levee held.", &["is telling"]),
        ("a speech or stance participle after a comma is a free adjunct's cue; without the comma it is none", "Jo Li went further, endorsing the levy. The crews kept writing reports.", &["endorsing"]),
        ("'add up' is no cue; 'added about X:' is", "The sums add up. Jo Li added about the mayor: \"He was right.\"", &["added about"]),
        ("a cue word inside the source mention before it is no cue", "Complaints rose, according to documents seen by the committee.", &["according to"]),
        ("both turns of a transcript are cues", "MOSS: Will the plant close this year?\nJO LI: Not this year, and not while I am mayor.", &[":", ":"]),
        // Learned context entries (CONTEXT in src/cue/lexicon.rs): a verb
        // that alone is a cue about half the time is one after a subject
        // of the right class.
        ("stance verb after a group noun subject: 'many economists believe'", "Many economists believe the tax cut will raise deficits.", &["believe"]),
        ("stance verb after a group noun subject: 'most farmers hope'", "Most farmers hope the levy will pass.", &["hope"]),
        ("stance verb after a role noun subject: 'local officials think'", "Local officials think the bridge is safe.", &["think"]),
        ("'want to know' after a named subject", "Sam Roe wanted to know who paid for the levee.", &["wanted to know"]),
        ("a manner adverb before a topic preposition joins the cue, and stands aside for the pair 'spoke of'", "Jo Li spoke warmly of the levee crews, and the mayor complained bitterly about the delay.", &["spoke warmly of", "complained bitterly about"]),
        ("'on' before a day after a manner adverb is a setting", "The mayor said firmly on Monday that the levee held.", &["said"]),
        ("'the plan' is no cue", "The county plan would raise taxes.", &[]),
        ("before a gerund 'to' is a preposition, no infinitive marker: the gerund is a cue", "The mayor devoted her speech to praising the levee crews.", &["praising"]),
        ("a past verb before a demonstrative 'that' is no cue", "The crews repaired that section of the levee.", &[]),
        ("a plural noun of people before 'that' is no present verb", "The mayor told party leaders that the levee held.", &["told"]),
        ("'used to' after 'have' is a participle, no habitual aspect", "It is the word the mayor has used to describe the levee.", &[]),
        ("a preposition after a causative verb opens a place, no object", "Crews leave from the levee to warn the farmers.", &[]),
        ("a colon after a clause's last name before a quotation is no label", "He had one word for Max Roe: \u{201c}Loser.\u{201d}", &[]),
        ("'believe' as an infinitive after a noun is no cue", "There is no reason to believe the figures are wrong.", &[]),
        ("a cue nested in a question put to someone is the addressee's, left in the outer content", "The mayor asked Jo Li whether he thinks the levy is fair.", &["asked"]),
        ("a cue nested in a poll's 'In' frame is the respondents', left in the outer content", "In a Ridge College poll last week, 60 percent of voters said the levy was fair.", &["In"]),
        ("a cue in an adverbial clause of a speech verb's content is left in the outer content: 'said ... when the mayor called for'", "Jo Li said the levy failed and the bridge closed when the mayor called for new cuts.", &["said"]),
        ("a cue after 'and that' in a speech verb's content is left in the outer content", "The mayor said the bridge would open in May and that she thinks the levy will pass.", &["said"]),
        ("'not to mention' opening a phrase is the idiom 'let alone', no cue", "The levy will cost millions, not to mention the delays.", &[]),
        ("'the mention of' a name is what a crowd reacts to, no cue", "The crowd booed at the mention of the mayor.", &[]),
        ("'careful not to mention' keeps its verb", "Jo Li was careful not to mention the mayor by name.", &["not to mention"]),
        ("'as intended' qualifies a use, no cue", "The levee worked as intended, and the farms stayed dry.", &[]),
        ("'talks' before a comma after a noun is the noun of negotiations, no cue", "Farmers lobbied hard during the Medicare talks, and the levy passed.", &[]),
        ("after a quotation a cue inside an addressed content is a frame of its own", "He told the panel that \u{201c}the levy is fair,\u{201d} Jo Li said.", &["told", "said"]),
    ];
    for &(name, text, want) in cases {
        let got: Vec<&str> = run(text).iter().map(|a| &text[a.cue.start..a.cue.end]).collect();
        assert_eq!(got, want, "{name}");
    }
}

#[test]
fn quotation_resumed_after_the_cue() {
    let text = "\"We are ready,\" she said. \"The crews start tomorrow.\"";
    let found = run(text);
    assert_eq!(found.len(), 1);
    let cont = found[0].continuation.map(|s| &text[s.start..s.end]);
    assert_eq!(cont, Some("\"The crews start tomorrow.\""));
}

#[test]
fn never_panics_on_odd_input() {
    for text in ["", ":", "said", "according to", "\u{201c}", "Zürich said: «ça va»", "Mr. said.", ", said ,", "by said by", "Jo Li said, \u{201c} we go\u{201d} and left.", "He said:\u{201c}   \u{201c}yes"] {
        let _ = run(text);
    }
}

/// Every content part of an attribution, in text order.
fn parts<'t>(text: &'t str, a: &Found) -> Vec<&'t str> {
    let mut spans: Vec<_> = a.lead.iter().chain(a.content.iter()).chain(a.continuation.iter()).copied().collect();
    spans.sort_by_key(|s| s.start);
    spans.iter().map(|s| &text[s.start..s.end]).collect()
}

#[test]
fn content_in_several_parts() {
    let cases: &[(&str, &str, &str, &[&str])] = &[
        ("quotation resumed after a setting", "\"We are ready,\" Jo Li said at the depot on Monday. \"The crews start tomorrow.\"", "said",
            &["\"We are ready,\"", "\"The crews start tomorrow.\""]),
        ("quotation resumed after an apposition", "\"We are ready,\" said Jo Li, the depot chief. \"The crews start tomorrow.\"", "said",
            &["\"We are ready,\"", "\"The crews start tomorrow.\""]),
        ("quotation resumed after a participle cue in the frame's sentence", "\"We are ready,\" Jo Li said, referring to the depot crews. \"The trucks leave at six.\"", "said",
            &["\"We are ready,\"", "\"The trucks leave at six.\""]),
        ("a cue in a sentence of its own between keeps the quotation", "\"We are ready,\" Jo Li said. Sam Roe said the crews were late. \"The trucks are not.\"", "said",
            &["\"We are ready,\""]),
        ("a quotation with its own cue is not resumed", "\"We are ready,\" Jo Li said. \"We are not,\" Sam Roe said.", "said",
            &["\"We are ready,\""]),
        ("a frame opening a new sentence after a closed quotation reports the quotation after it", "Jo Li said, \"We are ready.\" She added, \"The crews start tomorrow.\"", "added",
            &["\"The crews start tomorrow.\""]),
        ("a whole quotation in the next paragraph, with no cue of its own, is resumed", "\"We are ready,\" Jo Li said.\n\"The crews start tomorrow.\"", "said",
            &["\"We are ready,\"", "\"The crews start tomorrow.\""]),
        ("a quotation in the next paragraph with a cue of its own is not resumed", "\"We are ready,\" Jo Li said.\n\"The crews start tomorrow,\" Sam Roe said.", "said",
            &["\"We are ready,\""]),
        ("a sentence after the frame's in its paragraph keeps the next paragraph's quotation out", "\"We are ready,\" Jo Li said. She left.\n\"The crews start tomorrow.\"", "said",
            &["\"We are ready,\""]),
        ("fronted 'According to' whose source mention stops short ('a poll out …'): the content still opens after the source's comma", "According to a poll out Thursday, the senator leads the race.", "According to",
            &["the senator leads the race"]),
        ("fronted 'according to' and a prepositional phrase: the content opens after the comma", "But according to interviews with his aides, he wants to run again.", "according to",
            &["he wants to run again"]),
        ("cue set off by commas splits a clause", "Too often, Jo Li said, the debate turns into a shouting match.", "said",
            &["Too often", "the debate turns into a shouting match"]),
        ("an introductory setting is no content part", "On Monday, Jo Li said, the crews would start work.", "said",
            &["the crews would start work"]),
        ("a lone 'But' before a medial cue opens the reported sentence: a content part", "But, Jo Li said, the depot still loses money.", "said",
            &["But", "the depot still loses money"]),
        ("a lone 'And' before a medial cue is no content part", "And, Jo Li said, the depot still loses money.", "said",
            &["the depot still loses money"]),
        ("an adverbial clause opened by a subordinator before a medial cue, the sentence going on in lower case: a content part", "While fares are up, Jo Li said, the depot still loses money.", "said",
            &["While fares are up", "the depot still loses money"]),
        ("the same lead before a quotation opening a sentence of its own is no content part", "While fares are up, Jo Li said, \"We lose money.\"", "said",
            &["\"We lose money.\""]),
        ("a lead opening with 'in' before a medial cue is a content part", "In most wards, Jo Li said, the crews are short of trucks.", "said",
            &["In most wards", "the crews are short of trucks"]),
        ("a lead opening with 'for' before a medial cue is a content part", "For years, the union said, the depot has lost money.", "said",
            &["For years", "the depot has lost money"]),
        ("a lead naming the medium of the statement is no content part", "In a statement on Friday, the union said, the depot has lost money.", "said",
            &["the depot has lost money"]),
        ("an agentless passive: its subject, then its infinitive up to the comma", "The new bridge is expected to open in May, weeks ahead of the vote.", "is expected",
            &["The new bridge", "to open in May"]),
        ("an evidential verb: its subject, then its infinitive", "The mayor appears to be losing patience with the council.", "appears",
            &["The mayor", "to be losing patience with the council"]),
        ("a dash before a participle or a new clause's subject ends a clause content", "Jo Li said the levy would pass — drawing a rebuke from the council.", "said",
            &["the levy would pass"]),
        ("an evidential verb before an infinitive whose clause holds a later 'that': the second part opens at 'to', not at 'that'", "The mayor seemed to forget that the levy would pass.", "seemed",
            &["The mayor", "to forget that the levy would pass"]),
        ("an agentless passive before an infinitive whose object is followed by a relative 'that': the second part opens at 'to'", "The board is expected to publish a report this week that may settle the matter.", "is expected",
            &["The board", "to publish a report this week that may settle the matter"]),
        ("a raising verb: its subject, then its predicate (a small clause)", "The bridge plan seemed doomed after the vote.", "seemed",
            &["The bridge plan", "doomed after the vote"]),
        ("a verb of declaring in the passive: its subject, then the predicate", "Jo Li was declared the winner in the third ward.", "was declared",
            &["Jo Li", "the winner in the third ward"]),
        ("an auxiliary then 'reportedly': the cue is the adverb, the subject keeps the auxiliary, the verb phrase is the second part", "The ferry firm has reportedly hired two new captains.", "reportedly",
            &["The ferry firm has", "hired two new captains"]),
        ("an agentless passive without an infinitive keeps its subject alone", "The plan was widely criticized for its cost.", "was widely criticized",
            &["The plan"]),
        ("a passive cue closing with 'as': the subject, then the predicate after 'as' up to its comma", "The levy is widely regarded as a tax on farmers, and the vote is close.", "is widely regarded as",
            &["The levy", "a tax on farmers"]),
        ("a clause content before the frame goes on in the quotation after it", "The levee held, Jo Li said. \u{201c}The crews worked all night.\u{201d}", "said",
            &["The levee held", "\u{201c}The crews worked all night.\u{201d}"]),
        ("a title after the frame ('said on ABC's “Town Hour.”') is no continuation: the quotation after it is", "\u{201c}We are ready,\u{201d} Jo Li said on ABC\u{2019}s \u{201c}Town Hour.\u{201d} \u{201c}The crews start tomorrow.\u{201d}", "said",
            &["\u{201c}We are ready,\u{201d}", "\u{201c}The crews start tomorrow.\u{201d}"]),
        ("a relative pronoun before the source stands for what is said: 'which he said'", "The council approved the levy, which the mayor said was overdue.", "said",
            &["which", "was overdue"]),
        ("a relative 'which' after a preposition names the occasion, no content part: 'in which he says'", "The group ran an ad in which the mayor says the levy is overdue.", "says",
            &["the levy is overdue"]),
        ("a relative clause with no pronoun: the noun phrase before the source is the first part, the clause after the cue the second", "The council backed a levy the mayor said would cut fares.", "said",
            &["a levy", "would cut fares"]),
        ("a relative 'who' before the source is a content part too", "The board hired Jo Li, who the mayor said would start in May.", "said",
            &["who", "would start in May"]),
        ("an adverbial clause after the cue's comma is the content's second part", "The plant will close, the company said, because demand fell.", "said",
            &["The plant will close", "because demand fell"]),
        ("an inverted frame in mid-sentence: the sentence after the source's comma is the second part", "The trouble, said Jo Li, is that the crews are late.", "said",
            &["The trouble", "is that the crews are late"]),
        ("'according to X,' in mid-sentence: the clause after it is the second part", "Since May, according to the union, the crews have worked nights.", "according to",
            &["Since May", "the crews have worked nights"]),
        ("after an inverted frame, a clause joined by 'and' is the narrator's", "The vote was close, according to the count, and the mayor conceded.", "according to",
            &["The vote was close"]),
        ("after an inverted frame, a participle is the frame's", "The vote was close, said Jo Li, adding a word of thanks.", "said",
            &["The vote was close"]),
    ];
    for &(name, text, cue, want) in cases {
        let found = run(text);
        let a = found.iter().find(|a| &text[a.cue.start..a.cue.end] == cue).unwrap_or_else(|| panic!("{name}: no cue in {found:?}"));
        assert_eq!(parts(text, a), want, "{name}");
    }
}

#[test]
fn a_source_follows_its_cue_only_in_inversion() {
    // Convention: `"...," said Jo Li` and `..., says Jo Li` put the source
    // after the cue; elsewhere the noun phrase after a cue is its object,
    // part of the content, and never the source (neither in the
    // attribution stage nor in the registry's fallback).
    let cases: &[(&str, &str, &str, Option<&str>)] = &[
        ("object after a progressive cue", "Yet again questioning the integrity of the vote.", "again questioning", None),
        ("inversion after a quotation", "\"We will win,\" said Jo Li.", "said", Some("Jo Li")),
        ("inversion after a comma", "The vote was fair, says Jo Li.", "says", Some("Jo Li")),
        ("an evidential verb names no source: its subject is what is reported", "But the levee seemed to hold.", "seemed", None),
        ("an agentless passive names no source", "The levee is expected to hold.", "is expected", None),
        ("a cue ending in 'reportedly' names no source: its subject is what is reported", "The agency is reportedly preparing a new inquiry.", "reportedly", None),
        ("'reportedly' before a verb of saying keeps the subject as the source", "Jo Li reportedly said the levee would hold.", "reportedly said", Some("Jo Li")),
        ("a participle set off right after its subject takes the whole subject", "The think tank, citing a city audit, said costs had doubled.", "citing", Some("The think tank")),
        ("a passive's agent is the source, not its subject", "The plan was criticized by Jo Li.", "was criticized", Some("Jo Li")),
        ("a reduced relative's agent is the source: a view echoed by X", "It was a view echoed by Jo Li.", "echoed", Some("Jo Li")),
        ("expletive 'it' before a passive with a time word is no source", "It was reported last week that the levee broke.", "was reported last week", None),
    ];
    for &(name, text, cue, want) in cases {
        let r = sourcelight::annotate(text);
        let a = r.attributions.iter().find(|a| &text[a.start..a.end] == cue).unwrap_or_else(|| panic!("{name}: no cue {cue:?}"));
        let via = a.via.as_ref().map(|v| &text[v.start..v.end]);
        assert_eq!(via, want, "{name}");
    }
}

#[test]
fn a_relative_clause_in_an_inverted_source_is_bounded() {
    // A run-on clause must not make each inverted cue read to the end of a
    // huge sentence (linear time): the source stops after a bounded run.
    let text = format!("\"We won,\" said Jo Li, who ran the mill{}.", " as a child".repeat(100));
    let found = run(&text);
    let a = found.iter().find(|a| &text[a.cue.start..a.cue.end] == "said").expect("the cue");
    let src = a.source.map(|s| &text[s.start..s.end]).expect("a source");
    assert!(src.starts_with("Jo Li, who ran the mill"), "{src}");
    assert!(src.split_whitespace().count() <= 60, "{} words", src.split_whitespace().count());
}

#[test]
fn a_cue_nested_in_a_reported_clause_is_dropped() {
    // PolNeAR annotates no attribution inside another's content; a comma
    // inside a number ("3,000") does not end the reported clause.
    let text = "The group claimed more than 3,000 residents had signed a petition.";
    let cues: Vec<&str> = run(text).iter().map(|a| &text[a.cue.start..a.cue.end]).collect();
    assert_eq!(cues, ["claimed"]);
}

#[test]
fn a_participle_after_a_time_setting_is_no_bare_clause() {
    let text = "The mayor issued a statement on Friday, praising the crews.";
    let found = run(text);
    let a = found.iter().find(|a| text[a.cue.start..a.cue.end].ends_with("statement")).expect("a cue on 'statement'");
    assert_ne!(a.content.map(|c| &text[c.start..c.end]), Some("praising the crews"));
}
