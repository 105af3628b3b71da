import { Injectable } from '@nestjs/common';

/** Where a person's own recipe is used, in words they know ("meal plan “Week of Nov 22, 2026”"). */
export type RecipeUseFinder = (userId: string, recipeId: number) => Promise<string[]>;
/** Called after a person's own recipe changed (its lines, servings or facts), to bring copies up to date. */
export type RecipeChangeFollower = (userId: string, recipeId: number) => Promise<void>;

/**
 * What modules above the recipes module (meal plans) say about a person's own recipe, without the
 * recipes module reading their tables or depending on them: they register at start-up (onModuleInit),
 * as job handlers do. A delete is refused while any finder names a use; an edit is followed by every
 * follower.
 */
@Injectable()
export class RecipeUses {
  private readonly finders: RecipeUseFinder[] = [];
  private readonly followers: RecipeChangeFollower[] = [];

  registerFinder(finder: RecipeUseFinder): void {
    this.finders.push(finder);
  }

  registerFollower(follower: RecipeChangeFollower): void {
    this.followers.push(follower);
  }

  async usesOf(userId: string, recipeId: number): Promise<string[]> {
    return (await Promise.all(this.finders.map((find) => find(userId, recipeId)))).flat();
  }

  async changed(userId: string, recipeId: number): Promise<void> {
    for (const follow of this.followers) await follow(userId, recipeId);
  }
}
