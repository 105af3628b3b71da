/**
 * Words that start the reason said after an ask, with no comma before it: "make the crisps 3 bags we have people
 * over", "the eggs should be 18 cos im baking", "double the milk since the kids are home". What follows one of them
 * (after the ask's own amount) tells why, and names no line.
 */
export const REASON_OPENERS = ['because', 'cause', 'cuz', 'cos', 'coz', 'since', 'as', 'for'];
/** A subject starting a new sentence: "… 3 bags i have a party", "… 18 we're baking". */
export const REASON_SUBJECTS = [
  'i',
  'im',
  "i'm",
  'we',
  "we're",
  'were',
  'they',
  'theyre',
  "they're",
  'its',
  "it's",
  'my',
  'our',
  'the kids',
];
