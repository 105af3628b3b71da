import { Module } from '@nestjs/common';
import { PreferencesController } from './preferences.controller.js';
import { PreferencesService } from './preferences.service.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Preferences } from './preferences.entity.js';

/** The tables this module owns, registered with the ORM here (MikroOrmModule.forFeature). */
export const PREFERENCES_ENTITIES = [Preferences];

@Module({
  imports: [MikroOrmModule.forFeature(PREFERENCES_ENTITIES)],
  controllers: [PreferencesController],
  providers: [PreferencesService],
  exports: [PreferencesService],
})
export class PreferencesModule {}
