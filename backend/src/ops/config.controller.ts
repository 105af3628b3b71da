import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../common/public.decorator.js';
import { AppConfigDto, VOCABULARY } from './dto/config.responses.js';
import { Settings } from '../config/settings.js';

/** What the SPA needs to know: settings fixed for the process's life, so the same answer every time. */
export function appConfig(settings: Settings): AppConfigDto {
  return {
    authMode: settings.authMode,
    clerkPublishableKey: settings.authMode === 'clerk' ? (settings.clerkPublishableKey ?? null) : null,
    assistant: settings.openaiApiKey ? 'openai' : 'embedded',
    recipeSource: settings.spoonacularApiKey ? 'spoonacular' : 'library',
    deliveryPartner: settings.instacartApiKey ? 'instacart' : null,
    vocabulary: VOCABULARY,
  };
}

/** What the SPA needs to know before anyone signs in, and the kitchen's words. */
@ApiTags('config')
@Controller('api/config')
export class ConfigController {
  /** Serialised once: every SPA load asks for it, and its 1.3 KB were serialised afresh each time. */
  private readonly answer: Buffer;

  constructor(settings: Settings) {
    this.answer = Buffer.from(JSON.stringify(appConfig(settings)));
  }

  @Public()
  @Get()
  @ApiOkResponse({ type: AppConfigDto })
  config(@Res() res: Response): void {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.send(this.answer);
  }
}
