import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * PATCH /api/grocery-list-items/:itemId: either `{ isChecked }` or `{ brand, estimatedPrice }`
 * (spec §7). The pairing rule is checked by the service (one readable 400, nothing written).
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
}
