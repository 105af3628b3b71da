/** The documented shapes of the price book's answers (PriceBookService builds them). */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { STORE_IDS, type StoreId } from '../../kitchen/vocabulary.js';
import type { PriceBookEntryView } from '../price-book.service.js';

@ApiSchema({ name: 'PriceBookEntry', description: 'What the person paid for a package of a catalogue food at a store.' })
export class PriceBookEntryDto implements PriceBookEntryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: STORE_IDS, enumName: 'StoreId' }) store!: StoreId;
  @ApiProperty({ example: 'Kroger' }) storeName!: string;
  @ApiProperty({ type: 'integer', description: 'The catalogue food.' }) ingredientId!: number;
  @ApiProperty({ example: 'Chicken thighs' }) food!: string;
  @ApiProperty({ example: '2 lb bag', description: 'The package as bought.' }) packageLabel!: string;
  @ApiProperty({ example: '3.49', description: 'Dollars paid, 2 decimals, as text.' }) price!: string;
  @ApiProperty() updatedAt!: Date;
}

@ApiSchema({ name: 'PriceBook' })
export class PriceBookDto {
  @ApiProperty({ type: [PriceBookEntryDto], description: 'By store, then food.' }) entries!: PriceBookEntryDto[];
}
