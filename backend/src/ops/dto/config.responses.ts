import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AuthMode } from '../../config/settings.js';

@ApiSchema({ name: 'AppConfig', description: 'What the SPA needs to know before anyone signs in.' })
export class AppConfigDto {
  @ApiProperty({ enum: ['local', 'clerk'], enumName: 'AuthMode' }) authMode!: AuthMode;
  @ApiProperty({ type: String, nullable: true, description: "Clerk's publishable key in clerk mode, else null." }) clerkPublishableKey!: string | null;
  @ApiProperty({ enum: ['openai', 'embedded'] }) assistant!: 'openai' | 'embedded';
  @ApiProperty({ enum: ['spoonacular', 'library'] }) recipeSource!: 'spoonacular' | 'library';
  @ApiProperty({ type: String, enum: ['instacart'], nullable: true }) deliveryPartner!: 'instacart' | null;
}
