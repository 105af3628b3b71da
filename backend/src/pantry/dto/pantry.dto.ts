import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import type { PantryKind } from '../pantry.entity.js';

const KINDS: readonly PantryKind[] = ['staple', 'stock'];
const KIND_MESSAGE = 'kind must be staple (always at home) or stock (an amount)';
const KIND_DOC = {
  enum: KINDS,
  enumName: 'PantryKind',
  description: "'staple': always at home; 'stock': an amount (give quantity and unit).",
};
const QUANTITY_DOC = {
  minimum: 0,
  maximum: 100000,
  example: 2,
  description: 'How many of the unit is at home (a stock); at most 100 kg of one food.',
};
const UNIT_DOC = {
  maxLength: 40,
  example: 'lb',
  description: 'A unit the food can be weighed in: g, oz, lb, kg; cups or fl oz for what has a density; pieces for what is counted.',
};

/** POST /api/pantry: a catalogue food, a staple or a stocked amount. */
export class AddPantryItemDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'A food of our catalogue (GET /api/ingredients).' })
  @IsInt({ message: 'ingredientId must be a whole number' })
  @Min(1, { message: 'ingredientId must be positive' })
  ingredientId!: number;

  @ApiProperty(KIND_DOC)
  @IsIn(KINDS, { message: KIND_MESSAGE })
  kind!: PantryKind;

  @ApiPropertyOptional({ ...QUANTITY_DOC, description: `${QUANTITY_DOC.description} Required for a stock.` })
  @ValidateIf((o: AddPantryItemDto) => o.kind === 'stock' || o.quantity !== undefined)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'quantity must be a number' })
  @Min(0, { message: 'quantity cannot be negative' })
  @Max(100000, { message: 'quantity must be at most 100000' })
  quantity?: number;

  @ApiPropertyOptional({ ...UNIT_DOC, description: `${UNIT_DOC.description} Required for a stock.` })
  @ValidateIf((o: AddPantryItemDto) => o.kind === 'stock' || o.unit !== undefined)
  @IsString({ message: 'unit must be text' })
  @MaxLength(40, { message: 'unit must be at most 40 characters' })
  unit?: string;
}

/** PATCH /api/pantry/:id: staple or stock, and a stock's amount (what is at home now). */
export class UpdatePantryItemDto {
  @ApiPropertyOptional(KIND_DOC)
  @IsOptional()
  @IsIn(KINDS, { message: KIND_MESSAGE })
  kind?: PantryKind;

  @ApiPropertyOptional(QUANTITY_DOC)
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'quantity must be a number' })
  @Min(0, { message: 'quantity cannot be negative' })
  @Max(100000, { message: 'quantity must be at most 100000' })
  quantity?: number;

  @ApiPropertyOptional({ ...UNIT_DOC, description: `${UNIT_DOC.description} Required with a quantity.` })
  @ValidateIf((o: UpdatePantryItemDto) => o.quantity !== undefined || o.unit !== undefined)
  @IsString({ message: 'unit must be text' })
  @MaxLength(40, { message: 'unit must be at most 40 characters' })
  unit?: string;
}

/** POST /api/pantry/starter: the staples of the starter set the person keeps (an empty list declines it). */
export class DecideStarterDto {
  @ApiProperty({
    type: 'integer',
    isArray: true,
    maxItems: 200,
    description: 'Foods of GET /api/pantry/starter to keep as staples; [] declines the set.',
  })
  @IsArray({ message: 'ingredientIds must be a list' })
  @ArrayMaxSize(200, { message: 'ingredientIds can hold at most 200 foods' })
  @IsInt({ each: true, message: 'each of ingredientIds must be a whole number' })
  ingredientIds!: number[];
}
