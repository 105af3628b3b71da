import type { Seeder } from './seed.js';
import { catalogSeeder } from './seeders/catalog.seeder.js';
import { foodsSeeder } from './seeders/foods.seeder.js';
import { recipesSeeder } from './seeders/recipes.seeder.js';

/** Seeders in the order they run (later ones may read what earlier ones wrote). */
export const SEEDERS: Seeder[] = [
  catalogSeeder,
  foodsSeeder,
  recipesSeeder,
];
