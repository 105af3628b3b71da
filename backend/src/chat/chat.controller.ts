import { BadRequestException, Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator.js';
import { RateLimit } from '../auth/rate-limit.guard.js';
import type { User } from '../users/user.entity.js';
import { ChatService } from './chat.service.js';
import { ChatDto } from './dto/chat.dto.js';

@ApiTags('chat')
@Controller('api/chat')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  /** { message, context: { currentMessages: last 5 } } → { response, action? }. Limited per person per minute. */
  @Post()
  @HttpCode(200)
  @RateLimit('chat')
  reply(@CurrentUser() user: User, @Body() body: ChatDto) {
    return this.chat.reply(user, body);
  }

  /** Puts back what one assistant reply changed: the owner's only, within 10 minutes, once. → { response }. */
  @Post('undo/:actionId')
  @HttpCode(200)
  undo(@CurrentUser() user: User, @Param('actionId', new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('actionId must be a UUID') })) actionId: string) {
    return this.chat.undo(user, actionId);
  }
}
