import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { FoodsModule } from '../foods/foods.module.js';
import { GroceryModule } from '../grocery/grocery.module.js';
import { HouseholdsModule } from '../households/households.module.js';
import { MealPlansModule } from '../mealplans/meal-plans.module.js';
import { PantryModule } from '../pantry/pantry.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { RecipesModule } from '../recipes/recipes.module.js';
import { AssistantData } from './assistant-data.js';
import { ServiceAssistantData } from './assistant-data.impl.js';
import { ChatActions } from './chat-actions.service.js';
import { ChatController } from './chat.controller.js';
import { ChatService } from './chat.service.js';
import { ConversationStore } from './conversation/conversation-store.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AssistantAction } from './assistant-action.entity.js';

/** The tables this module owns, registered with the ORM here (MikroOrmModule.forFeature). */
export const CHAT_ENTITIES = [AssistantAction];

/** The chat assistant (OpenAI with tools, or the embedded one) over the person's preferences and their household's plan, list and pantry. */
@Module({
  imports: [
    MikroOrmModule.forFeature(CHAT_ENTITIES),
    MealPlansModule,
    RecipesModule,
    GroceryModule,
    PreferencesModule,
    HouseholdsModule,
    PantryModule,
    FoodsModule,
    CatalogModule,
    AiModule,
    HouseholdsModule,
  ],
  controllers: [ChatController],
  providers: [ChatService, ChatActions, ConversationStore, { provide: AssistantData, useClass: ServiceAssistantData }],
  exports: [ChatService],
})
export class ChatModule {}
