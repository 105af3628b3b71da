import { Body, Controller, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator.js';
import { entityTag, sendTaggedRead } from '../common/conditional-read.js';
import { ApiErrors, ApiSignedIn } from '../openapi/api-errors.js';
import { ApiTaggedRead } from '../openapi/api-tagged-read.js';
import type { User } from '../users/user.entity.js';
import { SavePreferencesDto } from './preferences.dto.js';
import { PreferencesDto } from './preferences.responses.js';
import { PreferencesService } from './preferences.service.js';

@ApiTags('preferences')
@ApiSignedIn()
@Controller('api/preferences')
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @Get()
  @ApiTaggedRead(PreferencesDto)
  get(@CurrentUser() user: User, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res() res: Response) {
    const version = () => this.preferences.answerVersion(user.id);
    return sendTaggedRead(
      res,
      ifNoneMatch,
      (v) => entityTag('preferences', v),
      version,
      async () => {
        const before = await version();
        return { value: await this.preferences.answerFor(user.id), version: before };
      },
    );
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({
    type: PreferencesDto,
    description: 'Saved: the whole preferences, defaults filled in. Fields left out keep their value.',
  })
  @ApiErrors(400, [403, "A member of someone else's household changing its weekly budget or store: its owner sets them."])
  save(@CurrentUser() user: User, @Body() body: SavePreferencesDto) {
    return this.preferences.saveAnswer(user.id, body);
  }
}
