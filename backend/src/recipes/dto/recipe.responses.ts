/**
 * The documented shapes of what the recipe and favourite routes answer (recipe-views.ts and the recipe
 * providers build them). Each class implements the view it documents, so a field the view gains and the
 * document lacks fails the build.
 */
import { ApiProperty, ApiPropertyOptional, ApiSchema, type ApiPropertyOptions } from '@nestjs/swagger';
import { PriceSourceDto } from '../../catalog/dto/price-source.responses.js';
import { ALLERGEN_RECORDS, DIET_RECORDS } from '../../kitchen/diets.js';
import { ALLERGENS, DIETS, MEAL_TYPES } from '../../kitchen/vocabulary.js';
import type { NutritionCoverage } from '../nutrition-coverage.js';
import type { RecipeNutrition } from '../recipe.entity.js';
import type { RecipeCard, RecipeDetail, RecipeIngredientView, RecipePreview } from '../recipe-views.js';

/** A recipe's diets and allergens, each with its name as a tag shows it (x-enumNames, from its record: the SPA reads them as apiEnumNames). */
const DIET_ENUM: ApiPropertyOptions = { enum: DIETS, enumName: 'Diet', isArray: true, 'x-enumNames': DIET_RECORDS.map((r) => r.name) };
const ALLERGEN_ENUM: ApiPropertyOptions = {
  enum: ALLERGENS,
  enumName: 'Allergen',
  isArray: true,
  'x-enumNames': ALLERGEN_RECORDS.map((r) => r.name),
};

@ApiSchema({ name: 'RecipeCardNutrition', description: 'Per serving: kcal and grams.' })
export class RecipeCardNutritionDto {
  @ApiProperty() calories!: number;
  @ApiProperty() protein!: number;
  @ApiProperty() carbs!: number;
  @ApiProperty() fat!: number;
}

/** What a card and a recipe's detail share: everything but the nutrition, which the detail gives in full. */
abstract class RecipeBaseDto implements Omit<RecipeCard, 'nutrition'> {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ type: 'integer' }) readyInMinutes!: number;
  @ApiProperty() servings!: number;
  @ApiProperty({ type: 'integer', description: 'kcal per serving.' }) calories!: number;
  @ApiProperty({ description: 'HTML: plain sentences with <b> at most.' }) summary!: string;
  @ApiProperty(DIET_ENUM) diets!: string[];
  @ApiProperty(ALLERGEN_ENUM) allergens!: string[];
  @ApiProperty({ enum: MEAL_TYPES, enumName: 'MealType', isArray: true }) mealTypes!: string[];
  @ApiProperty({ type: String, nullable: true }) cuisine!: string | null;
}

@ApiSchema({ name: 'RecipeCard', description: 'A recipe as a result card shows it (search, random, favourites).' })
export class RecipeCardDto extends RecipeBaseDto implements RecipeCard {
  @ApiProperty({ type: RecipeCardNutritionDto }) nutrition!: RecipeCardNutritionDto;
}

@ApiSchema({ name: 'NutritionCoverageLine' })
export class NotCountedLineDto {
  @ApiProperty() line!: string;
  @ApiProperty({ example: 'to taste' }) reason!: string;
}

@ApiSchema({ name: 'NutritionCoverage', description: 'Which ingredient lines the nutrition counts, and why any is left out.' })
export class NutritionCoverageDto implements NutritionCoverage {
  @ApiProperty({ type: 'integer' }) counted!: number;
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: [NotCountedLineDto] }) notCounted!: NotCountedLineDto[];
  @ApiProperty({ example: '11 of 12 ingredients counted; not counted: salt — to taste' }) summary!: string;
}

/** The figures a recipe's nutrition and a preview's share; they differ in whether `coverage` is sure to be there. */
abstract class NutritionFiguresDto extends RecipeCardNutritionDto implements RecipeNutrition {
  @ApiProperty() saturatedFat!: number;
  @ApiProperty() fiber!: number;
  @ApiProperty() sugars!: number;
  @ApiProperty() sodium!: number;
}

@ApiSchema({ name: 'RecipeNutrition', description: 'Per serving: kcal, grams, sodium in mg.' })
export class RecipeNutritionDto extends NutritionFiguresDto {
  @ApiPropertyOptional({ type: NutritionCoverageDto, description: 'Absent for a recipe the outside provider analysed itself.' })
  coverage?: NutritionCoverageDto;
}

@ApiSchema({ name: 'RecipeIngredient' })
export class RecipeIngredientDto implements RecipeIngredientView {
  @ApiProperty({ type: 'integer', nullable: true }) id!: number | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Catalogue ingredient; null when the line matched nothing (kept and flagged).',
  })
  ingredientId!: number | null;
  @ApiProperty() name!: string;
  @ApiProperty() amount!: number;
  @ApiProperty() unit!: string;
  @ApiProperty() original!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Grams counted in the nutrition; null when the line counts nothing.' }) grams!:
    number | null;
  @ApiProperty() matched!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'What the line counted, or why nothing ("to taste").' }) detail!: string | null;
}

@ApiSchema({ name: 'InstructionStep' })
export class InstructionStepDto {
  @ApiProperty({ type: 'integer' }) number!: number;
  @ApiProperty() step!: string;
}

@ApiSchema({ name: 'InstructionGroup' })
export class InstructionGroupDto {
  @ApiProperty() name!: string;
  @ApiProperty({ type: [InstructionStepDto] }) steps!: InstructionStepDto[];
}

@ApiSchema({ name: 'RecipeDetail', description: 'A recipe with its lines, steps, cost and where its figures come from.' })
export class RecipeDetailDto extends RecipeBaseDto implements RecipeDetail {
  @ApiProperty({ type: RecipeNutritionDto }) nutrition!: RecipeNutritionDto;
  @ApiProperty({ type: [RecipeIngredientDto] }) extendedIngredients!: RecipeIngredientDto[];
  @ApiProperty({ type: [InstructionGroupDto] }) analyzedInstructions!: InstructionGroupDto[];
  @ApiProperty({ description: 'The steps as one text, one per line.' }) instructions!: string;
  @ApiProperty({ type: Number, nullable: true, description: "Store-brand dollars per serving at the person's store." }) costPerServing!:
    number | null;
  @ApiProperty({ type: PriceSourceDto, nullable: true }) costSource!: PriceSourceDto | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' }, description: 'Dollars per serving by store id.' })
  costPerServingByStore!: Record<string, number>;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ type: String, nullable: true }) sourceUrl!: string | null;
  @ApiProperty({
    description: "True for a recipe of the person's own, written or imported: only they see it, and they can edit or delete it.",
  })
  isOwn!: boolean;
}

@ApiSchema({ name: 'CountedNutrition', description: 'Per serving: kcal, grams, sodium in mg, with which lines are counted.' })
export class CountedNutritionDto extends NutritionFiguresDto {
  @ApiProperty({ type: NutritionCoverageDto }) coverage!: NutritionCoverageDto;
}

@ApiSchema({
  name: 'RecipePreview',
  description: 'What a recipe being written would be if saved now: its facts, each line counted or not and why. Nothing is written.',
})
export class RecipePreviewDto implements RecipePreview {
  @ApiProperty({ type: 'integer', description: 'kcal per serving.' }) calories!: number;
  @ApiProperty({ type: CountedNutritionDto }) nutrition!: CountedNutritionDto;
  @ApiProperty({ type: [RecipeIngredientDto], description: 'Each line as read (its id null: nothing is stored).' })
  extendedIngredients!: RecipeIngredientDto[];
  @ApiProperty({ type: Number, nullable: true, description: "Store-brand dollars per serving at the person's store." }) costPerServing!:
    number | null;
  @ApiProperty({ type: PriceSourceDto, nullable: true }) costSource!: PriceSourceDto | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' }, description: 'Dollars per serving by store id.' })
  costPerServingByStore!: Record<string, number>;
  @ApiProperty(DIET_ENUM) diets!: string[];
  @ApiProperty(ALLERGEN_ENUM) allergens!: string[];
}

@ApiSchema({ name: 'ImportedRecipe' })
export class ImportedRecipeDto extends RecipeDetailDto {
  @ApiProperty({ type: [String], description: 'Lines that matched no catalogue ingredient (kept, left out of nutrition and cost).' })
  unmatchedIngredients!: string[];
}

@ApiSchema({ name: 'RecipeSearchResults', description: "A search's cards; curated by the AI service when one is configured." })
export class RecipeSearchResultsDto {
  @ApiProperty({ type: [RecipeCardDto] }) results!: RecipeCardDto[];
  @ApiProperty({ description: 'True when the AI service chose and ordered the results.' }) curated!: boolean;
  @ApiPropertyOptional({ type: [RecipeCardDto], description: "The same list under the spec's other name, when curated." })
  curated_recipes?: RecipeCardDto[];
  @ApiProperty({ type: 'integer' }) totalFound!: number;
  @ApiProperty({ description: 'The banner line.' }) message!: string;
}

@ApiSchema({ name: 'RandomRecipes' })
export class RandomRecipesDto {
  @ApiProperty({ type: [RecipeCardDto] }) recipes!: RecipeCardDto[];
}

@ApiSchema({ name: 'FavoriteRecipe', description: "A favourite: the recipe's card and its id again as recipeId." })
export class FavoriteRecipeDto extends RecipeCardDto {
  @ApiProperty({ type: 'integer' }) recipeId!: number;
}

@ApiSchema({ name: 'FavoriteAdded' })
export class FavoriteAddedDto {
  @ApiProperty({ type: 'integer' }) recipeId!: number;
  @ApiProperty({ enum: [true] }) favorite!: true;
}
