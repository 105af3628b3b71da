import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Global, Module } from '@nestjs/common';
import { Settings } from '../config/settings.js';
import { ormConfig } from './mikro-orm.config.js';
import { PreparedStatements } from './prepared-statements.js';

@Global()
@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [Settings],
      driver: PostgreSqlDriver,
      // The request scope is opened by the app's edge middleware instead (request-scope.ts): a fork only when used.
      useFactory: (settings: Settings) => ({ ...ormConfig(settings.databaseUrl), autoLoadEntities: true, registerRequestContext: false }),
    }),
  ],
  providers: [PreparedStatements],
  exports: [PreparedStatements],
})
export class DatabaseModule {}
