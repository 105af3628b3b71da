import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { PAID_PRICE_MESSAGE, PAID_PRICE_PATTERN } from '../price-book.js';

/** PATCH /api/price-book/:id: a new price for the package the person bought. */
export class UpdatePriceBookEntryDto {
  @ApiProperty({
    pattern: PAID_PRICE_PATTERN,
    example: '3.49',
    description: 'Dollars paid for the package, as text: more than 0, at most 1000.00, at most 2 decimals.',
  })
  @IsString({ message: PAID_PRICE_MESSAGE })
  @Matches(PAID_PRICE_PATTERN, { message: PAID_PRICE_MESSAGE })
  price!: string;
}
