/**
 * The order a person walks a supermarket in, by the aisle names the API sends as a line's `category`: the
 * kitchen's store walk (`StoreAisle` in the API document, backend `kitchen/vocabulary.ts` STORE_WALK, the order
 * the server builds lists in), fresh food first, the freezer last so it stays cold, 'Other' after it. An aisle the
 * walk does not name goes just before Frozen, as the server files it.
 */
import { apiEnums } from '../../api/schema';

export const STORE_WALK: readonly string[] = apiEnums.StoreAisle;

const WALK_POSITION = new Map(STORE_WALK.map((aisle, i) => [aisle, i]));
const UNKNOWN_AISLE_POSITION = (WALK_POSITION.get('Frozen') ?? WALK_POSITION.size) - 0.5;

/** Where an aisle comes on the walk (lower is earlier); an unknown aisle just before Frozen. */
export function walkPosition(aisle: string): number {
  return WALK_POSITION.get(aisle) ?? UNKNOWN_AISLE_POSITION;
}
