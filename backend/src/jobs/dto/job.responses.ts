/** The documented shapes of background work: a started job and its status (GET /api/jobs/{id}). */
import { applyDecorators, type Type } from '@nestjs/common';
import { ApiAcceptedResponse, ApiExtraModels, ApiProperty, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { ApiErrors } from '../../openapi/api-errors.js';
import { JOB_STATES, type JobStatus } from '../job-types.js';

@ApiSchema({ name: 'JobStarted', description: "The job's id: follow it with GET /api/jobs/{id}." })
export class JobStartedDto {
  @ApiProperty({ example: 'plans.gen-3f1c…' }) jobId!: string;
}

/**
 * Each job kind's finished result, by schema name. The job registry (job-types.ts) names every job;
 * each module that starts one declares its result class with `ApiJobStarted(ResultClass)`.
 */
const JOB_RESULTS = ['PlanJobResult', 'GroceryJobResult', 'CalendarExportResult', 'DemoJobResult'] as const;

@ApiSchema({ name: 'JobStatus', description: 'How a job of yours goes; `result` once it completed, `error` once it failed.' })
export class JobStatusDto implements JobStatus {
  @ApiProperty() id!: string;

  @ApiProperty({
    enum: JOB_STATES,
    enumName: 'JobState',
    example: 'active',
    description: "BullMQ's state; 'unknown' once it no longer has the job.",
  })
  state!: JobStatus['state'];

  @ApiProperty({ minimum: 0, maximum: 100, description: 'Percent done; 100 once completed.' })
  progress!: number;

  @ApiProperty({
    oneOf: JOB_RESULTS.map((name) => ({ $ref: getSchemaPath(name) })),
    nullable: true,
    description: "The job kind's result once completed, else null.",
  })
  result!: unknown;

  @ApiProperty({ type: String, nullable: true, description: 'Why it failed, in words for the person; null unless failed.' })
  error!: string | null;

  @ApiProperty({
    type: String,
    enum: ['database', 'redis', 'service'],
    nullable: true,
    description:
      'A service the job waits for: its last try failed because that service was away, and it will be tried again. Null otherwise.',
  })
  waitingFor!: JobStatus['waitingFor'];
}

@ApiSchema({ name: 'DemoJobResult', description: "A finished 'demo.echo' job's result." })
export class DemoJobResultDto {
  @ApiProperty() echo!: string;
  @ApiProperty({ type: 'integer' }) steps!: number;
}

/** A route that starts a job: 202 with its id, 503 when Redis is down; `result` is what the job finishes with. */
export function ApiJobStarted(result: Type<unknown>, description: string): MethodDecorator {
  return applyDecorators(ApiExtraModels(result), ApiAcceptedResponse({ type: JobStartedDto, description }), ApiErrors(503));
}
