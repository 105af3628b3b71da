/** The documented shape of an ingredient search (CatalogService.search builds it). */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'IngredientHit' })
export class IngredientHitDto {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() aisle!: string;
  @ApiProperty({
    description: "True when USDA's SR28 has no record of this food and its nutrition is the nearest food's: shown as approximate.",
  })
  approximateNutrition!: boolean;
}

@ApiSchema({ name: 'IngredientSearch', description: 'Foods of our ingredient catalogue whose name or an alias holds every word asked.' })
export class IngredientSearchDto {
  @ApiProperty({ type: [IngredientHitDto] }) items!: IngredientHitDto[];
}
