/** The documented shape of an ingredient search (CatalogService.search builds it). */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'IngredientHit' })
export class IngredientHitDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() aisle!: string;
}

@ApiSchema({ name: 'IngredientSearch', description: 'Foods of our ingredient catalogue whose name or an alias holds every word asked.' })
export class IngredientSearchDto {
  @ApiProperty({ type: [IngredientHitDto] }) items!: IngredientHitDto[];
}
