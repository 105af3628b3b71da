/**
 * A word of a message as the engine reads it (tokenized in embedded/tokens.ts), and the two tests every reader
 * of words makes of it. Here, below the engine, so the lexicon's readers can take tokens without leaning on it. Pure.
 */
export interface Token {
  /** The word as read, lower case ("tuesday", "'s", "2,100", "?"). */
  text: string;
  /** Contractions expanded: "'s" after "what" is "is", "n't" is "not". */
  norm: string;
  /** Dictionary form: "allergies" → "allergy", "swapped" → "swap". */
  lemma: string;
  /** Universal Dependencies part of speech: VERB, NOUN, AUX, PRON, DET, ADP, NUM, PUNCT… */
  pos: string;
  kind: 'word' | 'number' | 'punct' | 'currency' | 'other';
  /** Whether a space comes before it in the message: how a span is joined back into text. */
  space: boolean;
}

/** The token's text is one of these words. */
export const is = (t: Token | undefined, ...words: string[]) => t !== undefined && (words.includes(t.norm) || words.includes(t.text));
/** The token's dictionary form is one of these. */
export const isLemma = (t: Token | undefined, ...lemmas: string[]) =>
  t !== undefined && (lemmas.includes(t.lemma) || lemmas.includes(t.norm));
