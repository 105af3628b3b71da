import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import type { PantryKind } from '../pantry.entity.js';

const KINDS: readonly PantryKind[] = ['staple', 'stock'];
const KIND_MESSAGE = 'kind must be staple (always at home) or stock (an amount)';

/** POST /api/pantry: a catalogue food, a staple or a stocked amount. */
export class AddPantryItemDto {
  @IsInt({ message: 'ingredientId must be a whole number' }) @Min(1, { message: 'ingredientId must be positive' })
  ingredientId!: number;

  @IsIn(KINDS, { message: KIND_MESSAGE })
  kind!: PantryKind;

  @ValidateIf((o: AddPantryItemDto) => o.kind === 'stock' || o.quantity !== undefined)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'quantity must be a number' }) @Min(0, { message: 'quantity cannot be negative' }) @Max(100000, { message: 'quantity must be at most 100000' })
  quantity?: number;

  @ValidateIf((o: AddPantryItemDto) => o.kind === 'stock' || o.unit !== undefined)
  @IsString({ message: 'unit must be text' }) @MaxLength(40, { message: 'unit must be at most 40 characters' })
  unit?: string;
}

/** PATCH /api/pantry/:id: staple or stock, and a stock's amount (what is at home now). */
export class UpdatePantryItemDto {
  @IsOptional() @IsIn(KINDS, { message: KIND_MESSAGE })
  kind?: PantryKind;

  @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'quantity must be a number' }) @Min(0, { message: 'quantity cannot be negative' }) @Max(100000, { message: 'quantity must be at most 100000' })
  quantity?: number;

  @ValidateIf((o: UpdatePantryItemDto) => o.quantity !== undefined || o.unit !== undefined)
  @IsString({ message: 'unit must be text' }) @MaxLength(40, { message: 'unit must be at most 40 characters' })
  unit?: string;
}

/** POST /api/pantry/starter: the staples of the starter set the person keeps (an empty list declines it). */
export class DecideStarterDto {
  @IsArray({ message: 'ingredientIds must be a list' }) @ArrayMaxSize(200, { message: 'ingredientIds can hold at most 200 foods' })
  @IsInt({ each: true, message: 'each of ingredientIds must be a whole number' })
  ingredientIds!: number[];
}
