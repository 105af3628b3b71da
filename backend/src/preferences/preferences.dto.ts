import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const STORES = ['whole-foods', 'safeway', 'kroger', 'trader-joes', 'costco'] as const;
export type StoreId = (typeof STORES)[number];

/** Trims, drops blanks and case-insensitive duplicates (spec §5 tag rules); leaves non-strings for the validator to refuse. */
const tagList = ({ value }: { value: unknown }) => {
  if (!Array.isArray(value)) return value;
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const item of value) {
    if (typeof item !== 'string') { out.push(item); continue; }
    const tag = item.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
};

/** '150' and 150 both mean $150 (spec §3: weeklyBudget may arrive as a string). */
const numeric = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value);

export class SavePreferencesDto {
  @IsOptional() @Transform(tagList) @IsArray({ message: 'dietaryRestrictions must be a list' }) @ArrayMaxSize(50, { message: 'dietaryRestrictions can hold at most 50 items' })
  @IsString({ each: true, message: 'dietaryRestrictions must be a list of text' }) @MaxLength(60, { each: true, message: 'each of dietaryRestrictions must be at most 60 characters' })
  dietaryRestrictions?: string[];

  @IsOptional() @Transform(tagList) @IsArray({ message: 'allergies must be a list' }) @ArrayMaxSize(50, { message: 'allergies can hold at most 50 items' })
  @IsString({ each: true, message: 'allergies must be a list of text' }) @MaxLength(60, { each: true, message: 'each of allergies must be at most 60 characters' })
  allergies?: string[];

  @IsOptional() @Transform(tagList) @IsArray({ message: 'dislikedIngredients must be a list' }) @ArrayMaxSize(50, { message: 'dislikedIngredients can hold at most 50 items' })
  @IsString({ each: true, message: 'dislikedIngredients must be a list of text' }) @MaxLength(60, { each: true, message: 'each of dislikedIngredients must be at most 60 characters' })
  dislikedIngredients?: string[];

  @IsOptional() @IsInt({ message: 'calorieGoal must be a whole number' })
  @Min(1000, { message: 'calorieGoal must be at least 1000' }) @Max(4000, { message: 'calorieGoal must be at most 4000' })
  calorieGoal?: number;

  @IsOptional() @Transform(numeric) @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'weeklyBudget must be a number with at most 2 decimals' })
  @Min(50, { message: 'weeklyBudget must be at least 50' }) @Max(500, { message: 'weeklyBudget must be at most 500' })
  weeklyBudget?: number;

  @IsOptional() @Transform(({ value }) => (value === '' ? null : value))
  @IsIn([...STORES, null], { message: `preferredStore must be one of ${STORES.join(', ')}` })
  preferredStore?: StoreId | null;
}
