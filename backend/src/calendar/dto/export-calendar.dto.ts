import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Validate,
  ValidateNested,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { isValidTimeZone } from '../ics.js';

@ValidatorConstraint({ name: 'ianaTimeZone' })
class IanaTimeZone implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isValidTimeZone(value);
  }
  defaultMessage(): string {
    return 'timeZone must be an IANA time zone such as America/New_York or Europe/Paris';
  }
}

/** A meal's start time, HH:MM (24-hour). */
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const MEAL_TIME = { pattern: HHMM, example: '07:30', description: 'HH:MM, 24-hour.' } as const;
const timeMessage = (meal: string) => `mealTimes.${meal} must be a time written HH:MM (24-hour), like 07:30`;

/** When each meal starts in the person's calendar; any left out keep their current or default time. */
export class MealTimesDto {
  @ApiPropertyOptional(MEAL_TIME)
  @IsOptional()
  @IsString({ message: timeMessage('breakfast') })
  @Matches(HHMM, { message: timeMessage('breakfast') })
  breakfast?: string;

  @ApiPropertyOptional(MEAL_TIME)
  @IsOptional()
  @IsString({ message: timeMessage('lunch') })
  @Matches(HHMM, { message: timeMessage('lunch') })
  lunch?: string;

  @ApiPropertyOptional(MEAL_TIME)
  @IsOptional()
  @IsString({ message: timeMessage('dinner') })
  @Matches(HHMM, { message: timeMessage('dinner') })
  dinner?: string;
}

/** The browser sends its time zone (Intl.DateTimeFormat().resolvedOptions().timeZone); UTC when absent. */
export class ExportCalendarDto {
  @ApiPropertyOptional({ maxLength: 64, example: 'America/New_York', description: 'An IANA time zone; UTC when absent.' })
  @IsOptional()
  @IsString({ message: 'timeZone must be text' })
  @MaxLength(64, { message: 'timeZone must be at most 64 characters' })
  @Validate(IanaTimeZone)
  timeZone?: string;

  @ApiPropertyOptional({ type: MealTimesDto, description: 'When each meal starts; any left out keep their current or default time.' })
  @IsOptional()
  @IsObject({ message: 'mealTimes must be an object like { "breakfast": "07:30" }' })
  @ValidateNested()
  @Type(() => MealTimesDto)
  mealTimes?: MealTimesDto;
}
