import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator.js';
import { AppConfigDto, VOCABULARY } from './dto/config.responses.js';
import { Settings } from '../config/settings.js';

/** What the SPA needs to know before anyone signs in, and the kitchen's words. */
@ApiTags('config')
@Controller('api/config')
export class ConfigController {
  constructor(private readonly settings: Settings) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: AppConfigDto })
  config(): AppConfigDto {
    return {
      authMode: this.settings.authMode,
      clerkPublishableKey: this.settings.authMode === 'clerk' ? (this.settings.clerkPublishableKey ?? null) : null,
      assistant: this.settings.openaiApiKey ? 'openai' : 'embedded',
      recipeSource: this.settings.spoonacularApiKey ? 'spoonacular' : 'library',
      deliveryPartner: this.settings.instacartApiKey ? 'instacart' : null,
      vocabulary: VOCABULARY,
    };
  }
}
