import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * PATCH /api/grocery-list-items/:itemId: `{ isChecked }`, `{ brand, estimatedPrice }` (spec §7) or
 * `{ quantity }`. The one-change rule and the quantity's range (which depends on the line's unit) are
 * checked by the service (one readable 400, nothing written).
 */
export class UpdateGroceryItemDto {
  @IsOptional() @IsBoolean({ message: 'isChecked must be true or false' })
  isChecked?: boolean;

  @IsOptional() @Transform(trim) @IsString({ message: 'brand must be text' }) @IsNotEmpty({ message: 'brand must not be empty' })
  @MaxLength(120, { message: 'brand must be at most 120 characters' })
  brand?: string;

  @IsOptional() @IsString({ message: "estimatedPrice must be a price in dollars as text, like '4.99'" })
  @Matches(/^\d{1,4}(\.\d{1,2})?$/, { message: "estimatedPrice must be a price from 0 to 9999.99 with at most 2 decimals, like '4.99'" })
  estimatedPrice?: string;

  @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'quantity must be a number, like 2 or 1.5' })
  quantity?: number;
}
