import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { User } from '../users/user.entity.js';
import { SavePreferencesDto } from './preferences.dto.js';
import { PreferencesService } from './preferences.service.js';

@ApiTags('preferences')
@Controller('api/preferences')
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @Get()
  get(@CurrentUser() user: User) {
    return this.preferences.forUser(user.id);
  }

  @Post()
  @HttpCode(200)
  save(@CurrentUser() user: User, @Body() body: SavePreferencesDto) {
    return this.preferences.save(user.id, body);
  }
}
