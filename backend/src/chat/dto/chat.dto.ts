import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { trimmedText } from '../../common/trimmed-text.js';

export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_CONTEXT_MESSAGES = 5;

/** One earlier message of the conversation, as the widget keeps it (spec §3 Chat message). */
export class ChatContextMessageDto {
  @ApiProperty({ maxLength: 8000 })
  @IsString({ message: 'each context message content must be text' })
  @MaxLength(8000, { message: 'each context message must be at most 8000 characters' })
  content!: string;

  @ApiProperty()
  @IsBoolean({ message: 'each context message needs isUser true or false' })
  isUser!: boolean;

  /** Kept by the widget; not used by the server. */
  @ApiPropertyOptional({ type: String, description: 'Kept by the widget; not read by the server.' })
  @IsOptional()
  @Allow()
  id?: unknown;

  @ApiPropertyOptional({ type: String, description: 'Kept by the widget; not read by the server.' })
  @IsOptional()
  @Allow()
  timestamp?: unknown;
}

export class ChatContextDto {
  @ApiPropertyOptional({
    type: [ChatContextMessageDto],
    maxItems: MAX_CONTEXT_MESSAGES,
    description: 'The last messages of the conversation, oldest first.',
  })
  @IsOptional()
  @IsArray({ message: 'context.currentMessages must be a list' })
  @ArrayMaxSize(MAX_CONTEXT_MESSAGES, { message: `context.currentMessages can hold at most ${MAX_CONTEXT_MESSAGES} messages` })
  @ValidateNested({ each: true })
  @Type(() => ChatContextMessageDto)
  currentMessages?: ChatContextMessageDto[];

  /** The browser's IANA time zone, so "today" and "tomorrow" mean the person's days. */
  @ApiPropertyOptional({ maxLength: 64, example: 'America/New_York' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  timeZone?: string;
}

export class ChatDto {
  @ApiProperty({ minLength: 1, maxLength: MAX_MESSAGE_LENGTH, description: 'What the person asks or asks for (trimmed).' })
  @Transform(trimmedText)
  @IsString({ message: 'message must be text' })
  @IsNotEmpty({ message: 'message must not be empty' })
  @MaxLength(MAX_MESSAGE_LENGTH, { message: `message must be at most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters` })
  message!: string;

  @ApiPropertyOptional({ type: ChatContextDto })
  @IsOptional()
  @IsObject({ message: 'context must be an object' })
  @ValidateNested()
  @Type(() => ChatContextDto)
  context?: ChatContextDto;
}
