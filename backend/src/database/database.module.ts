import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { Settings } from '../config/settings.js';
import { ormConfig } from './mikro-orm.config.js';

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [Settings],
      driver: PostgreSqlDriver,
      useFactory: (settings: Settings) => ({ ...ormConfig(settings.databaseUrl), autoLoadEntities: true }),
    }),
  ],
})
export class DatabaseModule {}
