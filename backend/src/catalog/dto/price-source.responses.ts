/** The documented shape of a price's provenance (catalog/price-provenance.ts), as lines, lists, plans and recipes answer it. */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { allWords } from '../../openapi/all-words.js';
import type { PriceProvenance } from '../price-provenance.js';

@ApiSchema({ name: 'PriceSource', description: 'Where a price comes from, in a word and in full.' })
export class PriceSourceDto implements PriceProvenance {
  @ApiProperty({
    enum: allWords<PriceProvenance['kind']>()(['estimate', 'rough', 'store', 'none']),
    description:
      "'estimate': public U.S. average prices; 'rough': an aisle's typical price; 'store': a store's shelf price; 'none': nothing could be estimated.",
  })
  kind!: PriceProvenance['kind'];

  @ApiProperty({ example: 'estimate: U.S. average prices, Nov 2023, × typical Costco level (0.80)' })
  label!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The full account; null for none.' })
  detail!: string | null;
}
