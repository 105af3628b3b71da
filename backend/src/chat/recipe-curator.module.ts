import { Module } from '@nestjs/common';
import { RecipeCurator } from './recipe-curator.js';

/**
 * RecipeCurator on its own, so the recipes module can import it (`imports: [RecipeCuratorModule]`)
 * without a cycle through the chat module (which imports recipes).
 */
@Module({ providers: [RecipeCurator], exports: [RecipeCurator] })
export class RecipeCuratorModule {}
