import { catalogSeeder } from './catalog/catalog.seeder.js';
import type { Seeder } from './database/seed.js';
import { foodsSeeder } from './foods/foods.seeder.js';
import { recipesSeeder } from './recipes/recipes.seeder.js';

/** The reference data of a fresh install, each module's seeder, in the order they run (foods and recipes read the catalogue). */
export const APP_SEEDERS: Seeder[] = [catalogSeeder, foodsSeeder, recipesSeeder];
