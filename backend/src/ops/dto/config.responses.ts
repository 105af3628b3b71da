import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AuthMode } from '../../config/settings.js';
import { LINE_UNITS } from '../../grocery/line-edits.js';
import {
  ALLERGY_CHIPS,
  DIET_CHIPS,
  MEAL_TYPES,
  STORE_IDS,
  STORE_NAMES,
  STORE_WALK,
  WEEKDAY_NAMES,
  type MealType,
  type StoreId,
  type WeekdayName,
} from '../../kitchen/vocabulary.js';

@ApiSchema({ name: 'StoreOption', description: 'A store prices are estimated for, and its name.' })
export class StoreOptionDto {
  /** x-enumNames gives each store id its name in the document, so the generated SPA types carry them (apiEnumNames). */
  @ApiProperty({ enum: STORE_IDS, enumName: 'StoreId', 'x-enumNames': STORE_IDS.map((id) => STORE_NAMES[id]) }) id!: StoreId;
  @ApiProperty({ example: 'Whole Foods Market' }) name!: string;
}

@ApiSchema({ name: 'Vocabulary', description: "The kitchen's words (backend/src/kitchen/vocabulary.ts), in the order screens show them." })
export class VocabularyDto {
  @ApiProperty({ enum: MEAL_TYPES, enumName: 'MealType', isArray: true, description: 'The meals of a day, in the order they are eaten.' })
  mealTypes!: MealType[];

  @ApiProperty({
    enum: WEEKDAY_NAMES,
    enumName: 'WeekdayName',
    isArray: true,
    description: "The days of the week by name; a day's index is its dayOfWeek (0 = Sunday).",
  })
  weekdays!: WeekdayName[];

  @ApiProperty({ type: [StoreOptionDto], description: 'The stores prices are estimated for.' })
  stores!: StoreOptionDto[];

  @ApiProperty({
    enum: DIET_CHIPS,
    enumName: 'DietChip',
    isArray: true,
    description: "Preferences' quick-add diet chips, in the spec's order.",
  })
  dietChips!: (typeof DIET_CHIPS)[number][];

  @ApiProperty({
    enum: ALLERGY_CHIPS,
    enumName: 'AllergyChip',
    isArray: true,
    description: "Preferences' quick-add allergy chips, in the spec's order.",
  })
  allergyChips!: (typeof ALLERGY_CHIPS)[number][];

  @ApiProperty({
    enum: LINE_UNITS,
    enumName: 'ListUnit',
    isArray: true,
    description: "The units a grocery line may be written in (any of their spellings is read too; '' or none is a number of things).",
  })
  listUnits!: string[];

  @ApiProperty({
    enum: STORE_WALK,
    enumName: 'StoreAisle',
    isArray: true,
    description:
      "A grocery line's aisles (its category) in the order a typical US supermarket is walked, the freezer last and 'Other' after it; an aisle not named goes just before Frozen.",
  })
  storeWalk!: string[];
}

@ApiSchema({ name: 'AppConfig', description: 'What the SPA needs to know before anyone signs in.' })
export class AppConfigDto {
  @ApiProperty({ enum: ['local', 'clerk'], enumName: 'AuthMode' }) authMode!: AuthMode;
  @ApiProperty({ type: String, nullable: true, description: "Clerk's publishable key in clerk mode, else null." }) clerkPublishableKey!:
    string | null;
  @ApiProperty({ enum: ['openai', 'embedded'] }) assistant!: 'openai' | 'embedded';
  @ApiProperty({ enum: ['spoonacular', 'library'] }) recipeSource!: 'spoonacular' | 'library';
  @ApiProperty({ type: String, enum: ['instacart'], nullable: true }) deliveryPartner!: 'instacart' | null;
  @ApiProperty({ type: VocabularyDto }) vocabulary!: VocabularyDto;
}

/** The words, built once: the config route answers the same object on every read. */
export const VOCABULARY: Readonly<VocabularyDto> = Object.freeze({
  mealTypes: [...MEAL_TYPES],
  weekdays: [...WEEKDAY_NAMES],
  stores: STORE_IDS.map((id) => ({ id, name: STORE_NAMES[id] })),
  dietChips: [...DIET_CHIPS],
  allergyChips: [...ALLERGY_CHIPS],
  listUnits: [...LINE_UNITS],
  storeWalk: [...STORE_WALK],
});
