import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Settings } from './settings.js';

@Global()
@Module({})
export class SettingsModule {
  static register(settings: Settings): DynamicModule {
    return { module: SettingsModule, providers: [{ provide: Settings, useValue: settings }], exports: [Settings] };
  }
}
