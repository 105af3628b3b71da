import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'Health', description: 'Whether PostgreSQL and Redis answer.' })
export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: 'ok' | 'degraded';
  @ApiProperty({ enum: ['up', 'down'] }) postgres!: 'up' | 'down';
  @ApiProperty({ enum: ['up', 'down'] }) redis!: 'up' | 'down';
}
