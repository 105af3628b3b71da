/** The documented shapes of the calendar routes (CalendarService builds them). */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { ExportResult, FeedStatus } from '../calendar.service.js';
import type { MealType } from '../../kitchen/vocabulary.js';
import { HHMM as HH_MM } from './export-calendar.dto.js';

const HHMM = { example: '07:30', pattern: HH_MM } as const;

@ApiSchema({ name: 'MealTimes', description: 'When each meal starts in the calendar, HH:MM (24-hour).' })
export class MealTimesView implements Record<MealType, string> {
  @ApiProperty(HHMM) breakfast!: string;
  @ApiProperty(HHMM) lunch!: string;
  @ApiProperty(HHMM) dinner!: string;
}

@ApiSchema({ name: 'CalendarExportResult', description: "A finished 'calendar.export' job's result (GET /api/jobs/{id})." })
export class CalendarExportResultDto implements ExportResult {
  @ApiProperty() exportId!: string;
  @ApiProperty({ example: '/api/calendar/exports/0b6f….ics', description: 'Same-origin path of the .ics download (needs the session).' })
  downloadUrl!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'webcal:// URL of the private feed: shown only when the feed is made or rotated, else null.',
  })
  feedUrl!: string | null;
  @ApiProperty() feedActive!: boolean;
  @ApiProperty({ type: 'integer', description: 'Events in the file.' }) events!: number;
  @ApiProperty({ example: 'America/New_York' }) timeZone!: string;
  @ApiProperty({ type: MealTimesView }) mealTimes!: MealTimesView;
}

@ApiSchema({ name: 'CalendarFeedStatus', description: 'Whether the private feed is on, and how it is written.' })
export class CalendarFeedStatusDto implements FeedStatus {
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) createdAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) timeZone!: string | null;
  @ApiProperty({ type: MealTimesView }) mealTimes!: MealTimesView;
}

@ApiSchema({ name: 'CalendarFeedRotated' })
export class CalendarFeedRotatedDto {
  @ApiProperty({ description: 'The new webcal:// URL (shown this once); the old one answers 404 from now on.' }) feedUrl!: string;
}

@ApiSchema({ name: 'CalendarFeedRevoked' })
export class CalendarFeedRevokedDto {
  @ApiProperty({ description: 'false when there was no feed to turn off.' }) revoked!: boolean;
}
