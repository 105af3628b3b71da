import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';
import { trimmedText } from '../../common/trimmed-text.js';

const ZIP_CODE = /^\d{5}(-\d{4})?$/;

export class StoresQuery {
  @ApiProperty({ pattern: ZIP_CODE, example: '94103', description: 'A US ZIP code.' })
  @Transform(trimmedText)
  @IsString({ message: 'zipCode is required, like 94103' })
  @Matches(ZIP_CODE, { message: 'zipCode must be a 5-digit US ZIP code, like 94103' })
  zipCode!: string;
}
