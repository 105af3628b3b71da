/** The documented shapes of the assistant's answers (ChatService builds them). */
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { ChangeToConfirm } from '../assistant-data.js';
import type { ChatService } from '../chat.service.js';

type Reply = Awaited<ReturnType<ChatService['reply']>>;

@ApiSchema({ name: 'ChatAction', description: 'What one reply changed: POST /api/chat/undo/{id} puts it back (within 10 minutes, once).' })
export class ChatActionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() description!: string;
}

@ApiSchema({ name: 'ChatConfirm', description: 'A change asked about before it is made: sending `request` as the next message makes it.' })
export class ChatConfirmDto implements ChangeToConfirm {
  @ApiProperty() question!: string;
  @ApiProperty({ description: 'The change said plainly.' }) request!: string;
}

@ApiSchema({ name: 'ChatReply' })
export class ChatReplyDto implements Reply {
  @ApiProperty() response!: string;
  @ApiPropertyOptional({ type: ChatActionDto, description: 'Present when the reply changed data: its Undo puts back all of it.' })
  action?: ChatActionDto;
  @ApiPropertyOptional({
    type: [ChatActionDto],
    description: 'Present when the reply did several things: each one, undone alone.',
  })
  actions?: ChatActionDto[];
  @ApiPropertyOptional({ type: ChatConfirmDto, description: 'Present when the assistant asks before changing anything.' })
  confirm?: ChatConfirmDto;
  @ApiPropertyOptional({
    type: [String],
    description: 'Present when the assistant asks which of a few things: each is an answer, sent as the next message.',
  })
  choices?: string[];
}

@ApiSchema({ name: 'ChatUndone', description: 'What was put back, as the assistant says it.' })
export class ChatUndoneDto implements Awaited<ReturnType<ChatService['undo']>> {
  @ApiProperty() response!: string;
}
