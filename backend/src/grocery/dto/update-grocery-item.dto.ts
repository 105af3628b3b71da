import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { trimmedText } from '../../common/trimmed-text.js';
import { PAID_PRICE_MESSAGE, PAID_PRICE_PATTERN } from '../../prices/price-book.js';

const PRICE = /^\d{1,4}(\.\d{1,2})?$/;

/**
 * PATCH /api/grocery-list-items/:itemId: `{ isChecked }`, `{ brand, estimatedPrice }` (spec §7),
 * `{ quantity }`, or `{ paidPrice }` (with `isChecked` when ticking). The one-change rule and the quantity's range (which depends on the line's unit) are
 * checked by the service (one readable 400, nothing written).
 */
export class UpdateGroceryItemDto {
  @ApiPropertyOptional({ description: 'Checked off the list (send alone).' })
  @IsOptional()
  @IsBoolean({ message: 'isChecked must be true or false' })
  isChecked?: boolean;

  @ApiPropertyOptional({ minLength: 1, maxLength: 120, description: 'The brand chosen (send with estimatedPrice).' })
  @IsOptional()
  @Transform(trimmedText)
  @IsString({ message: 'brand must be text' })
  @IsNotEmpty({ message: 'brand must not be empty' })
  @MaxLength(120, { message: 'brand must be at most 120 characters' })
  brand?: string;

  @ApiPropertyOptional({ pattern: PRICE, example: '4.99', description: 'Dollars as text (send with brand).' })
  @IsOptional()
  @IsString({ message: "estimatedPrice must be a price in dollars as text, like '4.99'" })
  @Matches(PRICE, { message: "estimatedPrice must be a price from 0 to 9999.99 with at most 2 decimals, like '4.99'" })
  estimatedPrice?: string;

  @ApiPropertyOptional({
    example: 2,
    description:
      "How many of the line's unit (send alone): more than 0, at most 2 decimals, at most 1000 things (100 kg, 100 l); the price follows.",
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'quantity must be a number, like 2 or 1.5' })
  quantity?: number;

  @ApiPropertyOptional({
    pattern: PAID_PRICE_PATTERN,
    example: '3.49',
    description:
      "What the person paid for the line, dollars as text: more than 0, at most 1000.00, at most 2 decimals (send alone, or with isChecked when ticking it). The line takes it as 'your price', and a catalogue food's price is kept in the person's price book for this store: later lists and plans use it.",
  })
  @IsOptional()
  @IsString({ message: `paidPrice: ${PAID_PRICE_MESSAGE}` })
  @Matches(PAID_PRICE_PATTERN, { message: `paidPrice: ${PAID_PRICE_MESSAGE}` })
  paidPrice?: string;
}
