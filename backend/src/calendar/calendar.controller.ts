import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { KitchenOwnerId } from '../households/kitchen-owner-id.js';
import { CurrentUserId } from '../common/current-user.decorator.js';
import { invalid, notFound } from '../common/domain-error.js';
import { pathKey, rowId } from '../common/row-id.pipe.js';
import { Public } from '../common/public.decorator.js';
import { Settings } from '../config/settings.js';
import { ApiJobStarted } from '../jobs/dto/job.responses.js';
import { ApiErrors, ApiSignedIn } from '../openapi/api-errors.js';
import type { FeedScope } from './calendar.entity.js';
import { CalendarService, FEED_NOT_FOUND } from './calendar.service.js';
import {
  CalendarExportResultDto,
  CalendarFeedRevokedDto,
  CalendarFeedRotatedDto,
  CalendarFeedStatusDto,
} from './dto/calendar.responses.js';
import { ExportCalendarDto } from './dto/export-calendar.dto.js';
import { looksLikeFeedToken } from './feed-token.js';

const ICS_TYPE = 'text/calendar; charset=utf-8';

/** Which feed a route is about: the household's (the default), or `for=me`, the caller's own portions. */
const FEED_FOR = ApiQuery({
  name: 'for',
  required: false,
  enum: ['household', 'me'],
  description: "'me': your own feed, your portions of the household's meals; otherwise the household's feed.",
});
function feedOf(which: string | undefined, kitchenId: string, userId: string): { owner: string; scope: FeedScope } {
  if (which === undefined || which === 'household') return { owner: kitchenId, scope: 'household' };
  if (which === 'me') return { owner: userId, scope: 'person' };
  throw invalid("for must be 'household' or 'me'");
}
/** An iCalendar file, documented as what it is: text, not JSON. */
const ICS_FILE = { content: { 'text/calendar': { schema: { type: 'string' } } } } as const;

@ApiTags('calendar')
@Controller()
export class CalendarController {
  constructor(
    private readonly calendar: CalendarService,
    private readonly settings: Settings,
  ) {}

  /** PUBLIC_URL when set, else the origin the request came to. */
  private baseUrl(req: Request): string {
    return (this.settings.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/+$/, '');
  }

  @Post('api/meal-plans/:id/export-calendar')
  @HttpCode(202)
  @ApiSignedIn()
  @ApiParam({ name: 'id', format: 'uuid', description: 'One of your meal plans.' })
  @ApiJobStarted(
    CalendarExportResultDto,
    'The .ics is being written: the job finishes with its download (and the feed URL when one is made).',
  )
  @ApiErrors(400, 404)
  async export(
    @KitchenOwnerId() kitchenId: string,
    @Param('id', rowId('Meal plan')) id: string,
    @Body() body: ExportCalendarDto,
    @Req() req: Request,
  ) {
    const jobId = await this.calendar.startExport(
      kitchenId,
      id,
      body?.timeZone ?? 'UTC',
      this.baseUrl(req),
      body?.mealTimes ? { ...body.mealTimes } : undefined,
    );
    return { jobId };
  }

  @Get('api/calendar/exports/:id.ics')
  @ApiSignedIn()
  @ApiParam({ name: 'id', format: 'uuid', description: 'The exportId a finished export answered.' })
  @ApiOkResponse({ ...ICS_FILE, description: 'The plan as an iCalendar file, to download (Content-Disposition: attachment).' })
  @ApiErrors(404)
  async download(@KitchenOwnerId() kitchenId: string, @Param('id', rowId('Calendar export')) id: string, @Res() res: Response) {
    const { ics, filename } = await this.calendar.exportFile(kitchenId, id);
    res.setHeader('Content-Type', ICS_TYPE);
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(ics);
  }

  @Get('api/calendar/feed')
  @ApiSignedIn()
  @FEED_FOR
  @ApiOkResponse({ type: CalendarFeedStatusDto })
  @ApiErrors(400)
  feedStatus(@KitchenOwnerId() kitchenId: string, @CurrentUserId() userId: string, @Query('for') which?: string) {
    const feed = feedOf(which, kitchenId, userId);
    return this.calendar.feedStatus(feed.owner, feed.scope);
  }

  @Post('api/calendar/feed/rotate')
  @HttpCode(200)
  @ApiSignedIn()
  @FEED_FOR
  @ApiOkResponse({ type: CalendarFeedRotatedDto, description: 'A new private feed URL; the old one stops working at once.' })
  @ApiErrors(400)
  rotate(
    @KitchenOwnerId() kitchenId: string,
    @CurrentUserId() userId: string,
    @Body() body: ExportCalendarDto,
    @Req() req: Request,
    @Query('for') which?: string,
  ) {
    const feed = feedOf(which, kitchenId, userId);
    return this.calendar.rotateFeed(feed.owner, this.baseUrl(req), body?.timeZone, feed.scope);
  }

  @Delete('api/calendar/feed')
  @HttpCode(200)
  @ApiSignedIn()
  @FEED_FOR
  @ApiOkResponse({ type: CalendarFeedRevokedDto, description: 'The private feed is off: its URL answers 404.' })
  @ApiErrors(400)
  revoke(@KitchenOwnerId() kitchenId: string, @CurrentUserId() userId: string, @Query('for') which?: string) {
    const feed = feedOf(which, kitchenId, userId);
    return this.calendar.revokeFeed(feed.owner, feed.scope);
  }

  /** The private subscription feed: the token is the credential (calendar apps send no cookie). */
  @Public()
  @Get('api/calendar/:token.ics')
  @ApiParam({ name: 'token', description: "The private feed's token: the credential (calendar apps send no cookie)." })
  @ApiOkResponse({ ...ICS_FILE, description: "Every plan of the feed's owner as an iCalendar feed, to subscribe to." })
  @ApiErrors([404, 'No active feed with that token (revoked or rotated).'])
  async feed(
    @Param('token', pathKey(looksLikeFeedToken, () => notFound(FEED_NOT_FOUND))) token: string,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const ics = await this.calendar.feed(token, this.baseUrl(req));
    res.setHeader('Content-Type', ICS_TYPE);
    res.setHeader('Content-Disposition', 'inline; filename="forkcast.ics"');
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.send(ics);
  }
}
