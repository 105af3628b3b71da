import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { CurrentUser, CurrentUserId } from '../common/current-user.decorator.js';
import type { User } from '../users/user.entity.js';
import { JobsService } from './jobs.service.js';

export class DemoJobDto {
  @IsString() @MaxLength(200) message!: string;
  @IsInt() @Min(1) @Max(10) steps: number = 3;
}

@ApiTags('jobs')
@Controller('api/jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get(':id')
  status(@CurrentUserId() userId: string, @Param('id') id: string) {
    return this.jobs.status(userId, id);
  }

  /** A harmless job for operators and tests to check that workers are alive. */
  @Post('demo')
  @HttpCode(202)
  async demo(@CurrentUser() user: User, @Body() body: DemoJobDto) {
    const jobId = await this.jobs.enqueue('demo.echo', { userId: user.id, message: body.message, steps: body.steps });
    return { jobId };
  }
}
