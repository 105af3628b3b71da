/**
 * Every word of a union type as a list the document can show as an enum. The compiler refuses a list
 * that misses a word of the union or has one that is not in it, so the two cannot drift apart.
 *
 *   enum: allWords<PriceProvenance['kind']>()(['estimate', 'rough', 'store', 'none'])
 */
export function allWords<Word extends string>() {
  return <const List extends readonly Word[]>(
    list: List & ([Word] extends [List[number]] ? unknown : { missing: Exclude<Word, List[number]> }),
  ): List => list;
}
