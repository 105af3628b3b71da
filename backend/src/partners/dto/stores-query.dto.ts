import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';

export class StoresQuery {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'zipCode is required, like 94103' })
  @Matches(/^\d{5}(-\d{4})?$/, { message: 'zipCode must be a 5-digit US ZIP code, like 94103' })
  zipCode!: string;
}
