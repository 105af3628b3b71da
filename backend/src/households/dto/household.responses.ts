/** The documented shapes of the household's answers (HouseholdsService builds them). */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { allWords } from '../../openapi/all-words.js';
import { MEAL_TYPES, type MealType } from '../../kitchen/vocabulary.js';
import { MealSharesDto } from '../../preferences/preferences.dto.js';
import type { MealAway, MemberPreferences, MemberRole } from '../household.entity.js';
import type { HouseholdView, InvitePreview, InviteView, MemberView } from '../households.service.js';

@ApiSchema({ name: 'MealAway', description: 'A meal of the week a member is not at home for.' })
export class MealAwayView implements MealAway {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 6, description: '0 = Sunday … 6 = Saturday.' }) dayOfWeek!: number;
  @ApiProperty({ enum: MEAL_TYPES, enumName: 'MealType' }) mealType!: MealType;
}

@ApiSchema({ name: 'HouseholdMember' })
export class HouseholdMemberDto implements MemberView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Sam' }) name!: string;
  @ApiProperty({
    enum: allWords<MemberRole>()(['owner', 'adult', 'child']),
    enumName: 'MemberRole',
    description: "'owner' made the household and invites; 'adult' and 'child' are members (a child has no account).",
  })
  role!: MemberRole;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Years; null when not said.' }) age!: number | null;
  @ApiProperty({ description: 'Whether they sign in themselves (a child added by name does not).' }) hasAccount!: boolean;
  @ApiProperty({ description: 'The member who is asking.' }) isYou!: boolean;
  @ApiProperty({ type: [MealAwayView], description: 'Meals of the week they are away for; empty = every meal at home.' })
  mealsAway!: MealAwayView[];
}

@ApiSchema({ name: 'Household' })
export class HouseholdDto implements HouseholdView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: "Alex's household" }) name!: string;
  @ApiProperty({ format: 'uuid', description: "The asker's own member id." }) you!: string;
  @ApiProperty() isOwner!: boolean;
  @ApiProperty({ type: [HouseholdMemberDto], description: 'The owner first, then adults, then children.' })
  members!: HouseholdMemberDto[];
}

@ApiSchema({ name: 'HouseholdInvite' })
export class HouseholdInviteDto implements InviteView {
  @ApiProperty({ description: 'The secret of the link, shown once.' }) token!: string;
  @ApiProperty({ example: '/join/3k…', description: "The SPA's join page for this link." }) joinPath!: string;
  @ApiProperty() expiresAt!: Date;
}

@ApiSchema({ name: 'HouseholdInvitePreview', description: 'What the join page shows before the person signs in.' })
export class HouseholdInvitePreviewDto implements InvitePreview {
  @ApiProperty({ example: "Alex's household" }) householdName!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Alex' }) invitedBy!: string | null;
  @ApiProperty() expiresAt!: Date;
}

@ApiSchema({ name: 'MemberPreferences', description: "A member without an account: the Preferences screen's targets and rules." })
export class MemberPreferencesView implements MemberPreferences {
  @ApiProperty({ type: [String] }) dietaryRestrictions!: string[];
  @ApiProperty({ type: [String] }) allergies!: string[];
  @ApiProperty({ type: [String] }) dislikedIngredients!: string[];
  @ApiProperty({ type: 'integer' }) calorieGoal!: number;
  @ApiProperty({ type: 'integer', nullable: true }) proteinGoal!: number | null;
  @ApiProperty({ type: MealSharesDto, nullable: true, description: 'null = the default split.' })
  mealShares!: MealSharesDto | null;
}
