import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsNumber, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { trimmedText } from '../../common/trimmed-text.js';

const PRICE = /^\d{1,4}(\.\d{1,2})?$/;

/**
 * POST /api/grocery-lists/:mealPlanId/items: a line of the person's own ("paper towels"), with an optional
 * quantity, unit and price (their price for that amount, dollars as text like '7.99'). Whether the unit is
 * one we know and the quantity is sensible for it is checked by the service, which the assistant shares.
 */
export class AddGroceryItemDto {
  @ApiProperty({ maxLength: 200, example: 'paper towels', description: 'What to buy; a line of the same name on the list takes it.' })
  @Transform(trimmedText)
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name!: string;

  @ApiPropertyOptional({
    example: 6,
    description: 'How many of the unit; 1 when not sent. More than 0, at most 2 decimals, at most 1000 things (100 kg, 100 l).',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'quantity must be a number, like 2 or 1.5' })
  quantity?: number;

  @ApiPropertyOptional({
    maxLength: 40,
    example: 'roll',
    description:
      "A unit people shop or cook by ('lb', 'cup', 'roll', 'dozen'…; `units` of GET /api/config's `vocabulary`); '' or none: a number of things.",
  })
  @IsOptional()
  @Transform(trimmedText)
  @IsString({ message: 'unit must be text' })
  @MaxLength(40, { message: 'unit must be at most 40 characters' })
  unit?: string;

  @ApiPropertyOptional({
    pattern: PRICE,
    example: '7.99',
    description: 'Your price for this amount, dollars as text: the line says "your price".',
  })
  @IsOptional()
  @IsString({ message: "price must be a price in dollars as text, like '4.99'" })
  @Matches(PRICE, { message: "price must be a price from 0 to 9999.99 with at most 2 decimals, like '4.99'" })
  price?: string;
}
