import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { UserView } from '../user.entity.js';

@ApiSchema({ name: 'AuthUser', description: 'The signed-in person.' })
export class AuthUserDto implements UserView {
  @ApiProperty() id!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl!: string | null;
}
