/** The documented shapes of the pantry's answers (PantryService builds them). */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { allWords } from '../../openapi/all-words.js';
import type { PantryKind, PantryReason } from '../pantry.entity.js';
import type { PantryItemView, PantryMovementView, PantryView, StarterStaple } from '../pantry.service.js';

const KIND = {
  enum: allWords<PantryKind>()(['staple', 'stock']),
  enumName: 'PantryKind',
  description: "'staple': always at home; 'stock': an amount that runs out.",
};

@ApiSchema({ name: 'PantryMovement', description: 'One change of an amount, as the pantry screen says it.' })
export class PantryMovementDto implements PantryMovementView {
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({
    enum: allWords<PantryReason>()(['added', 'set', 'bought', 'used']),
    enumName: 'PantryReason',
    description: "Added or set by the person, bought (a checked grocery line's leftover), used by a week's plan.",
  })
  reason!: PantryReason;
  @ApiProperty({ example: '+8 eggs bought: left after Week of Nov 22' }) text!: string;
}

@ApiSchema({ name: 'PantryItem' })
export class PantryItemDto implements PantryItemView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer', description: 'The catalogue ingredient.' }) ingredientId!: number;
  @ApiProperty({ example: 'Olive oil' }) name!: string;
  @ApiProperty({ example: 'Oils & Condiments' }) aisle!: string;
  @ApiProperty(KIND) kind!: PantryKind;
  @ApiProperty({ type: Number, nullable: true, description: 'Grams at home of a stock; null for a staple.' }) grams!: number | null;
  @ApiProperty({ example: '14.2 fl oz', description: "The stock as it is sold ('1 lb 3 oz', '8 eggs'); 'always there' for a staple." })
  amount!: string;
  @ApiProperty({ type: [PantryMovementDto], description: 'Where the amount came from, newest first (the last five changes).' })
  history!: PantryMovementDto[];
  @ApiProperty() updatedAt!: Date;
}

@ApiSchema({ name: 'Pantry' })
export class PantryDto implements PantryView {
  @ApiProperty({ type: [PantryItemDto], description: 'By aisle, then name.' }) items!: PantryItemDto[];
  @ApiProperty({ description: 'True until the person keeps, trims or declines the starter set of staples.' }) starterOffered!: boolean;
}

@ApiSchema({ name: 'StarterStaple' })
export class StarterStapleDto implements StarterStaple {
  @ApiProperty({ type: 'integer' }) ingredientId!: number;
  @ApiProperty() name!: string;
  @ApiProperty() aisle!: string;
}

@ApiSchema({ name: 'PantryStarter', description: 'The staples almost every kitchen has, offered on a first visit.' })
export class PantryStarterDto {
  @ApiProperty({ type: [StarterStapleDto] }) items!: StarterStapleDto[];
}
