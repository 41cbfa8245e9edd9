// The "Try a sample" article: fictional, written for sourcelight. The town,
// the people and the numbers are invented. It exercises the kinds the page
// shows: quotes (one over two paragraphs), "said X, a spokesman",
// "according to", figures ("more than 70%", "$4.2 million", "Thirty-eight")
// and an unnamed source.

/** A short news story, about 400 words, paragraphs one per line. */
export const SAMPLE = `Millbrook votes to rebuild its flooded library
MILLBROOK — The town council voted on Tuesday to spend $4.2 million rebuilding the public library, eight months after a spring flood filled its ground floor with river water and mud.
Thirty-eight residents spoke during the four-hour meeting, and more than 70% of them backed the plan, according to a tally kept by the town clerk.
"The library is where this town keeps its memory," said Dana Whitlock, a spokesman for the Friends of Millbrook Library. "We lost about 12,000 books, but we did not lose the people who read them."
The council approved the measure 5-2. Councilwoman Rosa Imbert, who voted against it, said the town could not afford the project without raising property taxes.
"I love that building as much as anyone," Imbert told the meeting. "But we have a water plant that is 40 years old, a bridge on the state's watch list and a budget that is already stretched.
"If we borrow for the library now, we will be borrowing for the bridge at twice the rate in two years. I would rather tell people that tonight than surprise them later."
According to the county emergency office, the flood caused an estimated $31 million in damage across the valley and forced about 1,400 people from their homes.
A town official who was not authorized to speak publicly said the insurance payout would cover less than half of the rebuilding cost. The rest would come from a bond and from private donations, the official said.
Mayor Tom Reyes said construction could begin in March and take roughly 18 months. "We are going to build it higher this time," he said. "Two feet higher, at least."
Some residents say the town should have moved the library away from the river altogether. Floods have reached the building three times since 2009, and a 2019 study found that 1 in 4 homes on Mill Street sits below the old flood line.
Nearly half of the library's card holders are children under 12, the Friends group said in a statement on Wednesday. The group has raised $380,000 so far and hopes to reach $1 million by the end of the year.
"Kids have been doing homework in the fire station since April," Whitlock said. "They deserve better, and so does everyone else here."
`;
