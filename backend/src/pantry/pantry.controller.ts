import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator.js';
import { rowId } from '../common/row-id.pipe.js';
import type { User } from '../users/user.entity.js';
import { AddPantryItemDto, DecideStarterDto, UpdatePantryItemDto } from './dto/pantry.dto.js';
import { PantryService } from './pantry.service.js';

/** The person's pantry: what is at home, the starter set of staples. Owner only. */
@ApiTags('pantry')
@Controller('api/pantry')
export class PantryController {
  constructor(private readonly pantry: PantryService) {}

  @Get()
  view(@CurrentUser() user: User) {
    return this.pantry.view(user.id);
  }

  @Get('starter')
  async starter() {
    return { items: await this.pantry.starter() };
  }

  @Post('starter')
  @HttpCode(200)
  decideStarter(@CurrentUser() user: User, @Body() body: DecideStarterDto) {
    return this.pantry.decideStarter(user.id, body.ingredientIds);
  }

  @Post()
  add(@CurrentUser() user: User, @Body() body: AddPantryItemDto) {
    return this.pantry.add(user.id, body);
  }

  @Patch(':id')
  update(@CurrentUser() user: User, @Param('id', rowId('Pantry item')) id: string, @Body() body: UpdatePantryItemDto) {
    return this.pantry.update(user.id, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: User, @Param('id', rowId('Pantry item')) id: string): Promise<void> {
    await this.pantry.remove(user.id, id);
  }
}
