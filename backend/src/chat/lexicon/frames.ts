/**
 * How people wrap a request in courtesy, said plainly before the grammar reads it: the formal frames of a person
 * writing full sentences ("would you be so good as to add…", "I should be grateful if you would remove…", "I wonder
 * whether you could…") become "could you …", which the grammar reads as a request asked politely, never as a question
 * to answer. Only the frame is rewritten; what is asked is left as typed. Lower case in, lower case out. Pure.
 */
const FRAMES: readonly [RegExp, string][] = [
  [/\b(?:would|could|will) you be (?:so good|so kind|good enough|kind enough) (?:as )?to\b/g, 'could you'],
  [/^(?:please )?be (?:so good|so kind|good enough|kind enough) (?:as )?to\b/g, 'could you'],
  [/\bi(?: should|'d| would) be (?:most |very |so )?(?:grateful|obliged|thankful|glad) if you (?:would|could|can|will)\b/g, 'could you'],
  [/\bi (?:wonder|was wondering|am wondering|'m wondering) (?:if|whether) you (?:could|would|might|can)\b/g, 'could you'],
  [/\bwould you (?:kindly|please) /g, 'could you '],
  // "I ought to let you know that I am allergic to shellfish", "just so you know, i don't eat pork": news announced, then said
  [
    /^(?:(?:i|we) (?:ought to|should|must|wanted to|want to|just wanted to|thought i'd|thought i should) (?:let you know|tell you|mention)|(?:just )?(?:so|to let) you know|for your information|fyi|please note|note)(?: that)?,?\s+(?=\S)/g,
    '',
  ],
  [/,?\s+(?:just )?(?:so you know|fyi|for your information)[.!]*$/g, ''],
  // "I am afraid I have developed an allergy": regret said before news, not part of it
  [/^(?:i am|i'm|im) afraid (?:that )?(?=i\b)/g, ''],
];

export function plainRequest(text: string): string {
  let out = text;
  for (const [pattern, plain] of FRAMES) out = out.replace(pattern, plain);
  return out;
}
