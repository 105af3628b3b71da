import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiSignedIn } from '../openapi/api-errors.js';
import { CurrentUserId } from '../common/current-user.decorator.js';
import { Public } from '../common/public.decorator.js';
import { rowId } from '../common/row-id.pipe.js';
import { AddMemberDto, MealsAwayDto, MemberPreferencesDto, UpdateMemberDto } from './dto/household.dto.js';
import {
  HouseholdDto,
  HouseholdInviteDto,
  HouseholdInvitePreviewDto,
  HouseholdMemberDto,
  MemberPreferencesView,
} from './dto/household.responses.js';
import { HouseholdsService } from './households.service.js';

const MEMBER_ID = ApiParam({ name: 'id', format: 'uuid', description: 'A member of your household.' });
const TOKEN = ApiParam({ name: 'token', description: "An invite link's secret." });

/** The person's household: its members, who eats what, invites, leaving. */
@ApiTags('household')
@Controller('api/household')
export class HouseholdsController {
  constructor(private readonly households: HouseholdsService) {}

  @ApiSignedIn()
  @Get()
  @ApiOkResponse({ type: HouseholdDto, description: 'A person on their own is the owner of a household of one.' })
  view(@CurrentUserId() userId: string) {
    return this.households.view(userId);
  }

  @ApiSignedIn()
  @Post('members')
  @ApiCreatedResponse({ type: HouseholdMemberDto, description: 'A member without an account (a child), by name and age.' })
  @ApiErrors(400, [403, "Only the household's owner adds members."])
  addMember(@CurrentUserId() userId: string, @Body() body: AddMemberDto) {
    return this.households.addMember(userId, body);
  }

  @ApiSignedIn()
  @Patch('members/:id')
  @MEMBER_ID
  @ApiOkResponse({ type: HouseholdMemberDto })
  @ApiErrors(400, [403, 'The owner changes anyone; a member only themself.'], 404)
  updateMember(@CurrentUserId() userId: string, @Param('id', rowId('Member')) id: string, @Body() body: UpdateMemberDto) {
    return this.households.updateMember(userId, id, body);
  }

  @ApiSignedIn()
  @Put('members/:id/meals-away')
  @MEMBER_ID
  @ApiOkResponse({ type: HouseholdMemberDto, description: 'Who eats what: the meals of the week this member is away for.' })
  @ApiErrors(400, [403, 'The owner changes anyone; a member only themself.'], 404)
  setMealsAway(@CurrentUserId() userId: string, @Param('id', rowId('Member')) id: string, @Body() body: MealsAwayDto) {
    return this.households.setMealsAway(userId, id, body);
  }

  @ApiSignedIn()
  @Get('members/:id/preferences')
  @MEMBER_ID
  @ApiOkResponse({ type: MemberPreferencesView })
  @ApiErrors(404, [409, 'A member with an account keeps their own preferences on their Settings page.'])
  memberPreferences(@CurrentUserId() userId: string, @Param('id', rowId('Member')) id: string) {
    return this.households.memberPreferences(userId, id);
  }

  @ApiSignedIn()
  @Patch('members/:id/preferences')
  @MEMBER_ID
  @ApiOkResponse({ type: MemberPreferencesView, description: 'Fields left out keep their value.' })
  @ApiErrors(400, [403, "Only the household's owner."], 404, [409, 'A member with an account keeps their own preferences.'])
  saveMemberPreferences(@CurrentUserId() userId: string, @Param('id', rowId('Member')) id: string, @Body() body: MemberPreferencesDto) {
    return this.households.saveMemberPreferences(userId, id, body);
  }

  @ApiSignedIn()
  @Delete('members/:id')
  @HttpCode(204)
  @MEMBER_ID
  @ApiNoContentResponse({ description: 'Removed; one with an account is out of the household at once.' })
  @ApiErrors([403, "Only the household's owner removes members."], 404, [409, 'The owner cannot remove themself.'])
  async removeMember(@CurrentUserId() userId: string, @Param('id', rowId('Member')) id: string): Promise<void> {
    await this.households.removeMember(userId, id);
  }

  @ApiSignedIn()
  @Post('leave')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Left; the person is on their own again.' })
  @ApiErrors([409, 'The owner of a shared household cannot leave it; alone, there is nothing to leave.'])
  async leave(@CurrentUserId() userId: string): Promise<void> {
    await this.households.leave(userId);
  }

  @ApiSignedIn()
  @Post('invites')
  @ApiCreatedResponse({ type: HouseholdInviteDto, description: 'A single-use link, valid for seven days.' })
  @ApiErrors([403, "Only the household's owner invites."])
  invite(@CurrentUserId() userId: string) {
    return this.households.invite(userId);
  }

  @Public()
  @Get('invites/:token')
  @TOKEN
  @ApiOkResponse({ type: HouseholdInvitePreviewDto })
  @ApiErrors(404, [410, 'The link was used or is past its week.'])
  preview(@Param('token') token: string) {
    return this.households.preview(token);
  }

  @ApiSignedIn()
  @Post('invites/:token/accept')
  @HttpCode(200)
  @TOKEN
  @ApiOkResponse({ type: HouseholdDto, description: 'Joined: the household as the new member sees it.' })
  @ApiErrors(404, [409, 'Already in it, or sharing another household.'], [410, 'The link was used or is past its week.'])
  accept(@CurrentUserId() userId: string, @Param('token') token: string) {
    return this.households.accept(userId, token);
  }
}
