//! Table-driven tests of the figure grammar: each case names the form it
//! covers, the sentence, and the one figure expected in it (span text,
//! kind, value).

use super::*;
use FigureKind::*;

type Fig = (String, FigureKind, Option<f64>);

fn figs(text: &str) -> Vec<Fig> {
    let doc = Doc::new(text);
    find(&doc).into_iter().map(|f| (doc.slice(f.span).to_string(), f.kind, f.value)).collect()
}

/// Runs cases that expect exactly one figure each.
fn check_one(cases: &[(&str, &str, &str, FigureKind, Option<f64>)]) {
    let mut failures = Vec::new();
    for &(form, text, span, kind, value) in cases {
        let got = figs(text);
        let want: Vec<Fig> = vec![(span.to_string(), kind, value)];
        let same = got.len() == 1
            && got[0].0 == want[0].0
            && got[0].1 == want[0].1
            && match (got[0].2, value) {
                (Some(a), Some(b)) => (a - b).abs() <= 1e-6 * b.abs().max(1.0),
                (None, None) => true,
                _ => false,
            };
        if !same {
            failures.push(format!("{form}: {text:?}\n   want {want:?}\n   got  {got:?}"));
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}

/// Runs cases that expect no figure at all.
fn check_none(cases: &[(&str, &str)]) {
    let mut failures = Vec::new();
    for &(form, text) in cases {
        let got = figs(text);
        if !got.is_empty() {
            failures.push(format!("{form}: {text:?} gave {got:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn digits() {
    check_one(&[
        ("thousands separator, counted noun left out", "Crews counted 4,062 homes.", "4,062", Count, Some(4062.0)),
        ("decimal", "The index rose by 0.5 on the day.", "0.5", Count, Some(0.5)),
        ("leading decimal point", "Its average was .08 in the trial.", ".08", Count, Some(0.08)),
        ("negative number", "The reading fell to -12 overnight.", "-12", Count, Some(-12.0)),
        ("glued short scale", "The club lost 1.2m fans.", "1.2m", Count, Some(1_200_000.0)),
        ("glued thousand", "It drew 10k viewers.", "10k", Count, Some(10_000.0)),
        ("digits and scale word", "They vaccinated 2.5 million children.", "2.5 million", Count, Some(2_500_000.0)),
        ("space-grouped thousands", "They hired 40 000 staff.", "40 000", Count, Some(40_000.0)),
    ]);
}

#[test]
fn percents() {
    check_one(&[
        ("percent sign", "Turnout hit 70% in the city.", "70%", Percent, Some(70.0)),
        ("percent word", "Prices rose 12 percent last year.", "12 percent", Percent, Some(12.0)),
        ("per cent, two words", "Support fell 8.5 per cent in March.", "8.5 per cent", Percent, Some(8.5)),
        ("percentage points", "The gap narrowed by 3 percentage points overnight.", "3 percentage points", Percent, Some(3.0)),
        ("spelled percent", "Only twenty percent agreed.", "twenty percent", Percent, Some(20.0)),
        ("modifier kept in the span", "They held more than 70%, he said.", "more than 70%", Percent, Some(70.0)),
        ("hyphenated point lead", "She has a 5-point lead among women.", "5-point", Measure, Some(5.0)),
    ]);
}

#[test]
fn money() {
    check_one(&[
        ("dollar sign with scale word", "The deal was worth $4.2 million.", "$4.2 million", Money, Some(4_200_000.0)),
        ("dollar sign with glued bn", "Sales reached $4.2bn last year.", "$4.2bn", Money, Some(4_200_000_000.0)),
        ("British pence glued to the number", "Petrol fell by 4.5p a litre.", "4.5p", Money, Some(4.5)),
        ("pence glued at the sentence end", "A loaf now costs 99p.", "99p", Money, Some(99.0)),
        ("US$ prefix", "The loan is US$150 million.", "US$150 million", Money, Some(150_000_000.0)),
        ("euro sign", "Tickets cost €30 each.", "€30", Money, Some(30.0)),
        ("pound sign", "He paid £8.10 million for it.", "£8.10 million", Money, Some(8_100_000.0)),
        ("yen sign", "The fee is ¥5,000 per visit.", "¥5,000", Money, Some(5000.0)),
        ("yuan after the number", "Output broke 100 billion yuan in all.", "100 billion yuan", Money, Some(100_000_000_000.0)),
        ("pesos after the number", "The bill is 500 pesos today.", "500 pesos", Money, Some(500.0)),
        ("dollars spelled out", "He owes thirteen dollars to the shop.", "thirteen dollars", Money, Some(13.0)),
        ("cents keep the number", "Shares fell 34 cents at the close.", "34 cents", Money, Some(34.0)),
        ("country before currency", "It raised 125 million Australian dollars in bonds.", "125 million Australian dollars", Money, Some(125_000_000.0)),
        ("rate per barrel left out", "Crude settled at $45.84 per barrel on Friday.", "$45.84", Money, Some(45.84)),
        ("rate a day left out", "The war costs $1 million a day now.", "$1 million", Money, Some(1_000_000.0)),
        ("trillion", "The debt nears $20 trillion this year.", "$20 trillion", Money, Some(20e12)),
        ("glued k after dollar", "The job pays $50k in the city.", "$50k", Money, Some(50_000.0)),
        ("ISO code before the amount", "The item sells for USD 200 online.", "USD 200", Money, Some(200.0)),
        ("hyphenated currency adjective", "They pay a 12-cent dividend.", "12-cent", Money, Some(12.0)),
        ("vague money", "The donors gave millions of dollars to it.", "millions of dollars", Money, None),
    ]);
}

#[test]
fn spelled_numbers() {
    check_one(&[
        ("hyphenated tens, sentence-initial", "Thirty-eight more militants died.", "Thirty-eight", Count, Some(38.0)),
        ("hundreds with and", "They found two hundred and five graves.", "two hundred and five", Count, Some(205.0)),
        ("a dozen", "Police held a dozen people.", "a dozen", Count, Some(12.0)),
        ("half a million", "The march drew half a million people.", "half a million", Count, Some(500_000.0)),
        ("a quarter of a million", "It cost a quarter of a million dollars.", "a quarter of a million dollars", Money, Some(250_000.0)),
        ("a hundred", "About a hundred people waited.", "About a hundred", Count, Some(100.0)),
        ("scale chain", "It has one million two thousand members.", "one million two thousand", Count, Some(1_002_000.0)),
        ("and a half with scale", "The fund holds five and a half million dollars.", "five and a half million dollars", Money, Some(5_500_000.0)),
        ("spelled small count", "The court heard seven witnesses.", "seven", Count, Some(7.0)),
    ]);
}

#[test]
fn fractions_and_multipliers() {
    check_one(&[
        ("a third of", "A third of voters stayed home.", "A third", Fraction, Some(1.0 / 3.0)),
        ("hyphenated two-thirds", "The bill needs two-thirds of the Senate.", "two-thirds", Fraction, Some(2.0 / 3.0)),
        ("digit fraction", "About 3/4 of the land burned.", "About 3/4", Fraction, Some(0.75)),
        ("mixed number", "The pipe is 2 1/2 inches wide.", "2 1/2 inches", Measure, Some(2.5)),
        ("one in five", "One in five adults smokes.", "One in five", Fraction, Some(0.2)),
        ("more than half", "More than half of them left.", "More than half", Fraction, Some(0.5)),
        ("twice", "Rents rose twice as fast.", "twice", Other, Some(2.0)),
        ("modified multiplier", "It cost more than twice the estimate.", "more than twice", Other, Some(2.0)),
        ("tripled", "Its profit tripled last year.", "tripled", Other, Some(3.0)),
        ("N times", "The rate was 10 times the average.", "10 times", Other, Some(10.0)),
    ]);
}

#[test]
fn spoken_fractions() {
    check_one(&[
        ("whole spelled numerator, plural denominator", "The answer is one hundred and thirty-two fifths.", "one hundred and thirty-two fifths", Fraction, Some(26.4)),
        ("spelled numerator without and", "The answer is one hundred thirty-two fifths.", "one hundred thirty-two fifths", Fraction, Some(26.4)),
        ("scale numerator", "Its width is a hundred trillionths of a metre.", "a hundred trillionths", Fraction, Some(1e-10)),
        ("hyphenated numerator before scale", "It comes to ninety-five hundred fifths.", "ninety-five hundred fifths", Fraction, Some(1900.0)),
        ("compound ordinal denominator, plural", "It is three twenty-firsts of the whole.", "three twenty-firsts", Fraction, Some(3.0 / 21.0)),
        ("compound ordinal denominator, spaced", "It is three twenty firsts of the whole.", "three twenty firsts", Fraction, Some(3.0 / 21.0)),
        ("compound ordinal denominator after one", "Only one twenty-fifth of it is left.", "one twenty-fifth", Fraction, Some(0.04)),
        ("tens numerator over compound denominator", "It is twenty twenty-fifths in all.", "twenty twenty-fifths", Fraction, Some(0.8)),
        ("mixed number with a tens numerator", "The rod is two and fifty-four hundredths long.", "two and fifty-four hundredths", Count, Some(2.54)),
        ("mixed number with a unit numerator", "It took five and three quarters.", "five and three quarters", Count, Some(5.75)),
    ]);
    // "twenty seconds" is a time, never 20 + 1/2.
    let got = figs("It took three twenty seconds.");
    assert!(got.iter().all(|f| f.1 != Fraction) && got.iter().any(|f| f.0 == "twenty seconds"), "{got:?}");
}

#[test]
fn indian_scales() {
    check_one(&[
        ("lakh crore, digits", "The budget is Rs 1.5 lakh crore.", "Rs 1.5 lakh crore", Money, Some(1.5e12)),
        ("lakh crore, spelled", "The total is three lakh crore.", "three lakh crore", Count, Some(3e12)),
        ("thousand crore with currency word", "It cost two thousand crore rupees.", "two thousand crore rupees", Money, Some(2e10)),
        ("crore alone", "It cost 500 crore.", "500 crore", Count, Some(5e9)),
    ]);
}

#[test]
fn approximate_quantities_and_modifiers() {
    check_one(&[
        ("vague plural, counted noun left out", "Hundreds of people fled.", "Hundreds", Approximate, None),
        ("tens of millions", "The ad reached tens of millions of viewers.", "tens of millions", Approximate, None),
        ("dozens", "Officials said dozens of homes burned.", "dozens", Approximate, None),
        ("several thousand", "Several thousand marched.", "Several thousand", Approximate, None),
        ("at least", "Officials said at least 30 people died.", "at least 30", Count, Some(30.0)),
        ("nearly", "It took nearly 5,000 votes.", "nearly 5,000", Count, Some(5000.0)),
        ("about", "They waited about 40 minutes.", "about 40 minutes", Duration, Some(40.0)),
        ("roughly", "It weighs roughly 20 tons.", "roughly 20 tons", Measure, Some(20.0)),
        ("up to", "They may cut up to 700 jobs.", "up to 700", Count, Some(700.0)),
        ("fewer than", "There were fewer than 100 left.", "fewer than 100", Count, Some(100.0)),
        ("almost", "The fund holds almost $2 billion now.", "almost $2 billion", Money, Some(2e9)),
        ("over", "He has over 3,000 followers.", "over 3,000", Count, Some(3000.0)),
        ("or more", "Donors who gave $200 or more were named.", "$200 or more", Money, Some(200.0)),
        ("exceeding as a lower bound", "It faces damages exceeding $5 million.", "exceeding $5 million", Money, Some(5e6)),
        ("margin of error 'plus or minus': a size, not a negative", "The margin of error is plus or minus 3 percentage points.", "plus or minus 3 percentage points", Percent, Some(3.0)),
        ("margin of error '±' glued to the number", "The margin of error was ±4.5 points.", "±4.5 points", Measure, Some(4.5)),
    ]);
}

#[test]
fn tokenized_and_decimal_comma_numbers() {
    check_one(&[
        ("tokenized decimal, percent", "Turnout rose 6 . 2 % last year .", "6 . 2 %", Percent, Some(6.2)),
        ("tokenized decimal, scale", "The gap hit 1 . 6 billion by then .", "1 . 6 billion", Count, Some(1.6e9)),
        ("tokenized money decimal", "The plan costs $ 46 . 8 million , aides said .", "$ 46 . 8 million", Money, Some(46.8e6)),
        ("tokenized thousands", "Police counted 12 , 500 marchers .", "12 , 500", Count, Some(12500.0)),
        ("tokenized thousands, two groups", "It has 3 , 250 , 000 members .", "3 , 250 , 000", Count, Some(3_250_000.0)),
        ("tokenized fraction", "The notes pay 5 1 / 2 % a year .", "5 1 / 2 %", Percent, Some(5.5)),
        ("tokenized bare fraction", "Shares gave up 3 / 4 point .", "3 / 4 point", Measure, Some(0.75)),
        ("decimal comma after dot groups", "The fund kept 2.345,75 in reserve.", "2.345,75", Count, Some(2345.75)),
        ("decimal comma, percent", "Inflation reached 3,5 % last quarter.", "3,5 %", Percent, Some(3.5)),
        ("decimal comma, two places", "The ticket was 7,50 euros.", "7,50 euros", Money, Some(7.5)),
    ]);
    // A list run keeps its commas as separators, no decimal at its end.
    let run: Vec<Option<f64>> = figs("Rooms 4,5,6 stayed shut.").into_iter().map(|f| f.2).collect();
    assert!(!run.contains(&Some(5.6)) && !run.contains(&Some(4.5)), "{run:?}");
    // A tokenized day and year are not a thousands group.
    assert!(figs("It is due Dec . 12 , 1994 .").iter().all(|f| f.2 != Some(121994.0)));
}

#[test]
fn news_fraction_idioms() {
    check_one(&[
        ("hyphenated and-a-half", "The talks took two-and-a-half years.", "two-and-a-half years", Duration, Some(2.5)),
        ("hyphenated and-a-half, digits", "She had 3-and-a-half hours left.", "3-and-a-half hours", Duration, Some(3.5)),
        ("half an hour: the unit joins", "The vote came within half an hour.", "half an hour", Duration, Some(0.5)),
        ("half a percentage point", "Rates slipped half a percentage point.", "half a percentage point", Percent, Some(0.5)),
        ("half a mile", "The fire spread half a mile east.", "half a mile", Measure, Some(0.5)),
        ("modified half a century", "The feud ran for nearly half a century.", "nearly half a century", Duration, Some(0.5)),
        ("hyphenated scale after a fraction", "The city owes a quarter-billion dollars.", "a quarter-billion dollars", Money, Some(2.5e8)),
        ("a change by a share", "Output fell by a third from its peak.", "a third", Fraction, Some(1.0 / 3.0)),
        ("a modified change by a share", "Output fell by nearly a third over the decade.", "nearly a third", Fraction, Some(1.0 / 3.0)),
    ]);
    check_none(&[
        ("second-guess is a verb", "Nobody should second-guess the referee."),
        ("first of all is a discourse marker", "First of all, we disagree."),
        ("X-first is a compound", "He sold an America-first plan."),
    ]);
    check_none(&[
        ("doubled down is an idiom", "The senator doubled down on the pledge."),
        ("doubling-down, hyphenated", "Aides kept doubling-down on it."),
    ]);
}

#[test]
fn spelled_numbers_opening_a_quotation() {
    check_one(&[
        ("quotation opened after a comma", "The aide said, \"Ninety-three percent of it is new.\"", "Ninety-three percent", Percent, Some(93.0)),
        ("single-quoted after a comma", "She asked, 'Twelve days, really?'", "Twelve days", Duration, Some(12.0)),
        ("after a closing quote and question mark", "\u{201c}Who voted?\u{201d} Forty-two did.", "Forty-two", Count, Some(42.0)),
    ]);
    // A capitalised number inside a sentence is still a name.
    check_none(&[("name inside a sentence", "The president boarded Air Force One on Monday.")]);
}

#[test]
fn ranges() {
    check_one(&[
        ("between X and Y", "It will cost between 10 and 15 dollars.", "between 10 and 15 dollars", Range, None),
        ("hyphen range with percent", "Rates rose 10-15% this year.", "10-15%", Range, None),
        ("or range with unit", "The bomb was 20 or 25 kilotons.", "20 or 25 kilotons", Range, None),
        ("to range", "The storm killed 10 to 15 people.", "10 to 15", Range, None),
        ("money range", "Bonuses were $500 to $2,000 each.", "$500 to $2,000", Range, None),
        ("bounded both ways", "Pick one more than 10 and less than 40.", "more than 10 and less than 40", Range, None),
        ("vote tally is no range", "The court ruled 5-4 on Monday.", "5-4", Other, None),
        ("ranging from X to Y", "Estimates ranging from 10 to 15 were given.", "from 10 to 15", Range, None),
        ("range from, money", "Costs range from $1 billion to $3 billion.", "from $1 billion to $3 billion", Range, None),
        ("range is from", "The range is from one thousand to one thousand and five hundred.", "from one thousand to one thousand and five hundred", Range, None),
        ("'by X to Y' with close ends is a range", "Flows fell by 15 to 20 per cent.", "15 to 20 per cent", Range, None),
        ("scaled money to scaled money is one range", "Sales will be $30 million to $35 million this year.", "$30 million to $35 million", Range, None),
        ("scaled money, dash, scaled money is one range", "Sales will be $30 million-$35 million this year.", "$30 million-$35 million", Range, None),
    ]);
    // "by 5 to 150": the change and where it ended, two figures.
    assert_eq!(figs("Sales rose by 5 to 150 stores.").len(), 2);
    check_one(&[
        ("a range of years is a period", "Jobs grew between 2001 and 2007 in the county.", "between 2001 and 2007", Date, None),
        ("a range of year-like counts stays a range", "Between 1500 and 2000 troops left.", "Between 1500 and 2000", Range, None),
    ]);
    // Elsewhere "from X to Y" is a change: two figures.
    assert_eq!(figs("Prices rose from 10 to 15 dollars.").len(), 2);
    assert_eq!(figs("Ages ranged from 30 to 12 years.").len(), 2, "a range runs upwards");
    assert_eq!(figs("In 10 years, 3 days were lost.").len(), 2, "a comma after years ends the phrase: no compound duration");
    assert_eq!(figs("It took 5 minutes 10 hours ago.").len(), 2, "units of time join only from larger to smaller");
}

#[test]
fn measures_and_durations() {
    check_one(&[
        ("days", "They held out after 112 days of fighting.", "112 days", Duration, Some(112.0)),
        ("miles", "The front moved 5 miles east.", "5 miles", Measure, Some(5.0)),
        ("magnitude after", "A 4.5 magnitude quake hit.", "4.5 magnitude", Measure, Some(4.5)),
        ("hyphenated duration", "It ends a 30-year history.", "30-year", Duration, Some(30.0)),
        ("index points", "The Dow fell 150 points on Monday.", "150 points", Measure, Some(150.0)),
        ("square unit", "The park covers 660 square meters.", "660 square meters", Measure, Some(660.0)),
        ("speed", "The car ran 188 miles an hour.", "188 miles an hour", Measure, Some(188.0)),
        ("feet and inches: the value in feet", "He is 5 feet 6 inches tall.", "5 feet 6 inches", Measure, Some(5.5)),
        ("pounds and ounces: the value in pounds", "The baby weighed 7 pounds 8 ounces.", "7 pounds 8 ounces", Measure, Some(7.5)),
        ("hours and minutes are one duration", "The runner finished in 3 hours 12 minutes.", "3 hours 12 minutes", Duration, Some(3.2)),
        ("units of time joined by 'and'", "He spoke for 1 hour and 30 minutes.", "1 hour and 30 minutes", Duration, Some(1.5)),
        ("a race time with commas", "She won in 2 hours, 15 minutes, 36 seconds.", "2 hours, 15 minutes, 36 seconds", Duration, Some(2.26)),
        ("years and months", "He served 4 years 6 months in prison.", "4 years 6 months", Duration, Some(4.5)),
        ("units that skip a step keep no value", "The trial lasted 2 years 3 weeks.", "2 years 3 weeks", Duration, None),
        ("spelled with hyphen unit", "On my four-mile drive I saw it.", "four-mile", Measure, Some(4.0)),
        ("squared unit with a digit", "The park covers 190 km2 of forest.", "190 km2", Measure, Some(190.0)),
        ("squared unit glued", "The site spans 24703m2 in all.", "24703m2", Measure, Some(24703.0)),
        ("superscript squared unit", "The flat is 45 m² in all.", "45 m²", Measure, Some(45.0)),
        ("cubed unit", "The engine is 125 cm3 only.", "125 cm3", Measure, Some(125.0)),
        ("unit symbol outside ASCII", "The dose is 120 μg daily.", "120 μg", Measure, Some(120.0)),
        ("temperature: a capital C glued to the digits", "The river reached 23.5C on Sunday.", "23.5C", Measure, Some(23.5)),
        ("temperature: a capital F glued to the digits", "It was 75F at noon.", "75F", Measure, Some(75.0)),
        ("temperature: a spaced degree sign", "It was 20 °C at noon.", "20 °C", Measure, Some(20.0)),
        ("temperature: degrees and the scale", "It was 30 degrees Celsius at noon.", "30 degrees Celsius", Measure, Some(30.0)),
    ]);
}

#[test]
fn dates_times_ordinals_ages() {
    check_one(&[
        ("abbreviated month and day", "It happened on Sept. 11 in the city.", "Sept. 11", Date, None),
        ("bare year", "The law passed in 2016 after a fight.", "2016", Date, None),
        ("year before a plural noun after a determiner", "The 2016 elections were close.", "2016", Date, None),
        ("old year after a preposition", "In 1750 soldiers marched north.", "1750", Date, None),
        ("modern year before a plural noun", "They won 2016 seats.", "2016", Date, None),
        ("year-like count outside modern years", "The bill runs 1750 pages.", "1750", Count, Some(1750.0)),
        ("year-like count, troops", "They sent 1800 troops north.", "1800", Count, Some(1800.0)),
        ("month, day and year", "It opened on Oct. 5, 2016 downtown.", "Oct. 5, 2016", Date, None),
        ("ordinal day", "The vote is on May 4th this year.", "May 4th", Date, None),
        ("day range", "The poll ran September 16-19 nationally.", "September 16-19", Date, None),
        ("decade", "Prices fell in the 1990s too.", "1990s", Date, None),
        ("season, two-digit end", "The 2013-14 season was long.", "2013-14", Date, None),
        ("season, one-digit end", "Fees rose in 2004-5 again.", "2004-5", Date, None),
        ("numeric date", "The memo is dated 5/17/2018 in full.", "5/17/2018", Date, None),
        ("clock time", "They met at 10:30 a.m. on Friday.", "10:30 a.m.", Time, None),
        ("bare clock", "Kirkuk 02:27", "02:27", Time, None),
        ("ordinal word", "It was the third attempt.", "third", Ordinal, Some(3.0)),
        ("ordinal digits", "It is the 21st year.", "21st", Ordinal, Some(21.0)),
        ("a third before a noun is an ordinal", "He wants a third term.", "third", Ordinal, Some(3.0)),
        ("ordinal superlative compound", "Mosul is Iraq's second-largest city.", "second-largest", Ordinal, Some(2.0)),
        ("hyphenated age", "A 45-year-old man was hurt.", "45-year-old", Age, Some(45.0)),
        ("age in apposition", "Jane Doe, 45, was there.", "45", Age, Some(45.0)),
        ("age after aged", "A man aged 61 was hurt.", "61", Age, Some(61.0)),
    ]);
}

#[test]
fn part_of_a_period_is_not_a_fraction() {
    check_none(&[
        ("second half of a year", "Sales fell in the latter half of the year."),
        ("the first quarter", "Sales fell in the quarter."),
    ]);
    check_one(&[
        ("ordinal kept, half dropped", "Sales fell in the second half of the year.", "second", Ordinal, Some(2.0)),
        ("half of a group stays", "Half of the voters stayed home.", "Half", Fraction, Some(0.5)),
        ("the other half stays", "The other half of the money went.", "half", Fraction, Some(0.5)),
        ("the quarter of a group stays", "He did well with the quarter of voters who wavered.", "quarter", Fraction, Some(0.25)),
    ]);
}

#[test]
fn quantity_leaves_modifiers_out() {
    let cases: &[(&str, &str, &str, &str)] = &[
        ("modifier before", "They held more than 70% of it.", "more than 70%", "70%"),
        ("estimate", "It cost an estimated $470 million.", "an estimated $470 million", "$470 million"),
        ("open end after", "Donors who gave $200 or more were named.", "$200 or more", "$200"),
        ("two modifiers", "It drew well over 3,000 fans.", "well over 3,000", "3,000"),
        ("no modifier", "It drew 3,000 fans.", "3,000", "3,000"),
        ("a range keeps its between", "It costs between 10 and 15 dollars.", "between 10 and 15 dollars", "between 10 and 15 dollars"),
        ("vague with modifier", "They saw nearly hundreds.", "nearly hundreds", "hundreds"),
    ];
    let mut failures = Vec::new();
    for &(form, text, span, quantity) in cases {
        let doc = Doc::new(text);
        let got: Vec<(&str, &str)> = find(&doc).iter().map(|f| (doc.slice(f.span), doc.slice(f.quantity))).collect();
        if got != [(span, quantity)] {
            failures.push(format!("{form}: {text:?} want {:?} got {got:?}", (span, quantity)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn not_figures() {
    check_none(&[
        ("emergency number before a call word", "A neighbour made a 911 call at dawn."),
        ("emergency number after a dialling verb", "She called 911 from the car."),
        ("post-911", "The post-911 rules stayed."),
        ("inline list markers", "The plan would 1) raise fees and 2) cut jobs."),
    ]);
    check_one(&[("a number closing a parenthesis still counts", "The final tally (45) stood.", "45", Count, Some(45.0))]);
    check_none(&[
        ("name with a spelled number", "He flew on Air Force One again."),
        ("index name", "The S&P 500 closed higher."),
        ("list name", "It is a Fortune 500 firm."),
        ("hyphenated code", "Leaders met at the G-20 summit."),
        ("disease code", "Cases of COVID-19 rose."),
        ("glued code", "The A320 jet landed."),
        ("determiner one", "It was one of the best."),
        ("determiner one before noun", "They could target one side."),
        ("article a", "A man walked in."),
        ("phone number", "Call 555-1234 now."),
        ("phone with country code", "Call +1-222-333-4444 now."),
        ("URL", "See https://example.com/news/2016/10/05/story-123 for more."),
        ("handle", "Follow @user2016 for news."),
        ("tweet id attribute", "<tweet id=\"778257943577915392\"> was posted."),
        ("numbered thing", "It is in Section 230 of the law."),
        ("list marker", "2. Strong aftershock rattles city"),
        ("idiom at one point", "At one point he left."),
        ("round the clock", "The desk is open 24/7 now."),
        ("letters glued on", "The 3D printer and the 5G mast."),
        ("hyphenated letter", "They watched it in 3-D again."),
        ("area code", "Call (202) 555-1234 today."),
    ]);
}

#[test]
fn several_figures_in_order() {
    let got = figs("The fighting killed 979 ISIS combatants, 324 YPG fighters and 12 rebels.");
    let spans: Vec<&str> = got.iter().map(|f| f.0.as_str()).collect();
    assert_eq!(spans, ["979", "324", "12"]);
    assert!(got.iter().all(|f| f.1 == Count));
}

/// "20% higher than three years ago": the comparison after a figure
/// belongs to that figure; the number after "than" stands alone.
#[test]
fn a_comparison_after_a_figure_modifies_no_next_figure() {
    let got = figs("Prices were 20% higher than three years ago.");
    let spans: Vec<&str> = got.iter().map(|f| f.0.as_str()).collect();
    assert_eq!(spans, ["20%", "three years"]);
    let alone = figs("Prices were 20 cents, more than 3,000 yen.");
    assert_eq!(alone.iter().map(|f| f.0.as_str()).collect::<Vec<_>>(), ["20 cents", "more than 3,000 yen"], "a comma ends the first figure's comparison");
}

#[test]
fn hostile_input_never_panics_and_big_values_are_null() {
    // A 5,000-digit number written with separators is a count too big to
    // have a value.
    let mut big = String::from("1");
    for _ in 0..1666 {
        big.push_str(",000");
    }
    let got = figs(&format!("They counted {big} stars."));
    assert_eq!(got.len(), 1, "one figure");
    assert_eq!(got[0].2, None, "a value that does not fit is null");

    // A 5,000-digit run without separators is an identifier, not a figure.
    let run = "9".repeat(5000);
    assert!(figs(&run).iter().all(|f| f.2.is_none()));

    // "1,2,3,4…": each is its own small number.
    let list: Vec<String> = (1..=2000).map(|n| (n % 10).to_string()).collect();
    let got = figs(&list.join(","));
    assert!(got.len() > 1000, "list items are separate numbers");
    assert!(got.iter().all(|f| f.2.is_some_and(|v| v < 10.0) || f.2.is_none()));

    // A megabyte of digits, of hyphens and digits, of spelled numbers, of
    // odd symbols: no panic, and every span on a character boundary.
    let inputs = [
        "7".repeat(1 << 20),
        "1-".repeat(1 << 18),
        "one hundred and ".repeat(1 << 14),
        "twenty point twenty ".repeat(1 << 14),
        "$€£¥%½¾ — “42” ".repeat(1 << 12),
        "between 1 and ".repeat(1 << 14),
        "1/2/".repeat(1 << 16),
        "'90s-".repeat(1 << 16),
    ];
    for text in &inputs {
        let doc = Doc::new(text);
        for f in find(&doc) {
            assert!(text.is_char_boundary(f.span.start) && text.is_char_boundary(f.span.end));
            assert!(f.span.start < f.span.end);
        }
    }
}

#[test]
fn output_is_sorted_and_disjoint() {
    let text = "Between 10 and 15 people, more than 70%, $4.2 million, Oct. 5, 2016, at 10:30 a.m., 5-4, two-thirds.";
    let doc = Doc::new(text);
    let found = find(&doc);
    assert!(found.len() >= 7);
    for w in found.windows(2) {
        assert!(w[0].span.end <= w[1].span.start, "{:?} then {:?}", w[0], w[1]);
    }
}

#[test]
fn a_long_text_scanned_in_blocks_finds_what_one_pass_finds() {
    // Lines of varied figures, some long, past several block boundaries,
    // with CRLF and blank lines: blocks end only at line breaks, so the
    // figures and their offsets are those of a single pass over the text.
    let lines = [
        "Rents rose more than 70% in 2016, to $4.2 million a year, the council said.\r",
        "",
        "Between 10 and 15 people, roughly two-thirds of them, waited 112 days.",
        "The Dow fell 150 points to 18,000 at 10:30 a.m. on Oct. 5.",
        "“Thirty-eight homes were lost,” she said, “and a dozen more are at risk.”",
    ];
    let mut text = String::new();
    let mut n = 0;
    while text.len() < 3 * BLOCK + 500 {
        text.push_str(lines[n % lines.len()]);
        text.push('\n');
        n += 1;
    }
    let doc = Doc::new(&text);
    let blocks = find(&doc);
    let whole = scan::scan(&cx::Cx::new(&text, &text.to_ascii_lowercase()));
    assert!(blocks.len() > 3 * BLOCK / 100, "{} figures", blocks.len());
    assert_eq!(blocks, whole);
}
