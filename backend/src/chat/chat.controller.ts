import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator.js';
import { invalid } from '../common/domain-error.js';
import { rowId } from '../common/row-id.pipe.js';
import { ApiErrors, ApiSignedIn } from '../openapi/api-errors.js';
import { RateLimit } from '../auth/rate-limit.guard.js';
import type { User } from '../users/user.entity.js';
import { ChatService } from './chat.service.js';
import { ChatDto } from './dto/chat.dto.js';
import { ChatReplyDto, ChatUndoneDto } from './dto/chat.responses.js';

@ApiTags('chat')
@ApiSignedIn()
@Controller('api/chat')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  /** { message, context: { currentMessages: last 5 } } → { response, action? }. Limited per person per minute. */
  @Post()
  @HttpCode(200)
  @RateLimit('chat')
  @ApiOkResponse({ type: ChatReplyDto })
  @ApiErrors(
    400,
    [429, 'Too many messages this minute: wait the seconds Retry-After says.'],
    [503, "The assistant's model is not answering."],
  )
  reply(@CurrentUser() user: User, @Body() body: ChatDto) {
    return this.chat.reply(user, body);
  }

  /** Puts back what one assistant reply changed: the owner's only, within 10 minutes, once. → { response }. */
  @Post('undo/:actionId')
  @HttpCode(200)
  @ApiParam({ name: 'actionId', format: 'uuid', description: 'The action a reply answered.' })
  @ApiOkResponse({ type: ChatUndoneDto })
  @ApiErrors(
    [400, 'actionId is not a UUID.'],
    [404, 'No action of yours by that id.'],
    [409, 'The change cannot be put back yet (a plan still being made).'],
    410,
  )
  undo(@CurrentUser() user: User, @Param('actionId', rowId('Action', () => invalid('actionId must be a UUID'))) actionId: string) {
    return this.chat.undo(user, actionId);
  }
}
