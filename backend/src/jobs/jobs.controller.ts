import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { KitchenOwnerId } from '../households/kitchen-owner-id.js';
import { ApiErrors, ApiSignedIn } from '../openapi/api-errors.js';
import { ApiJobStarted, DemoJobResultDto, JobStatusDto } from './dto/job.responses.js';
import { JobsService } from './jobs.service.js';

export class DemoJobDto {
  @ApiProperty({ maxLength: 200 }) @IsString() @MaxLength(200) message!: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 10, default: 3, required: false }) @IsInt() @Min(1) @Max(10) steps: number = 3;
}

@ApiTags('jobs')
@ApiSignedIn()
@Controller('api/jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get(':id')
  @ApiParam({ name: 'id', description: 'The jobId a 202 answered.' })
  @ApiOkResponse({ type: JobStatusDto })
  @ApiErrors(404, 503)
  status(@KitchenOwnerId() kitchenId: string, @Param('id') id: string) {
    return this.jobs.status(kitchenId, id);
  }

  /** A harmless job for operators and tests to check that workers are alive. */
  @Post('demo')
  @HttpCode(202)
  @ApiJobStarted(DemoJobResultDto, 'Counts to `steps`, reporting progress.')
  @ApiErrors(400)
  async demo(@KitchenOwnerId() kitchenId: string, @Body() body: DemoJobDto) {
    const jobId = await this.jobs.enqueue('demo.echo', { userId: kitchenId, message: body.message, steps: body.steps });
    return { jobId };
  }
}
