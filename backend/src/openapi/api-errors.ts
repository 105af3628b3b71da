/**
 * The one error shape every failure answers (common/all-exceptions.filter.ts), and the decorators that say
 * which statuses a route answers with it.
 */
import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiProperty, ApiPropertyOptional, ApiResponse, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'ApiError', description: 'Every answer of 400 or more: the status and one sentence a person can act on.' })
export class ApiErrorBody {
  @ApiProperty({ type: 'integer', example: 400 })
  statusCode!: number;

  @ApiProperty({ description: 'What went wrong, in words a person can act on (a refused input names the field and the rule).' })
  message!: string;

  @ApiPropertyOptional({ description: "HTTP's name for the status ('Bad Request'), when the failure has one." })
  error?: string;
}

/** Why each status is answered, as a reader of the document needs it. */
const WHY = {
  400: 'The input is refused (the message names the field and the rule); nothing is written.',
  401: 'No valid session (or a wrong e-mail or password on sign-in).',
  403: 'Not yours to change.',
  404: "Nothing of yours by that id (another person's id answers the same).",
  409: 'It already exists, or the change cannot be made yet.',
  410: 'Too late: already undone, or older than the undo window.',
  429: 'Too many attempts: wait the seconds Retry-After says.',
  502: 'An outside service (recipe provider, delivery partner) failed.',
  503: "A service this route needs is not answering (Redis for jobs, the assistant's model); nothing is lost, try again.",
} as const;

export type ErrorStatus = keyof typeof WHY;

/** A status, or a status with why this route answers it when the usual reason would mislead. */
export type ErrorAnswer = ErrorStatus | [ErrorStatus, string];

/** The error statuses a route answers, each with the one error shape. */
export function ApiErrors(...answers: ErrorAnswer[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...answers.map((answer) => {
      const [status, description] = Array.isArray(answer) ? answer : [answer, WHY[answer]];
      return ApiResponse({ status, description, type: ApiErrorBody });
    }),
  );
}

/**
 * A route that needs a session: the session cookie (local sign-in; the document's `cookie` scheme) or a
 * Bearer token (Clerk), and 401 without one. Put it on each route that is not @Public().
 */
export function ApiSignedIn(): MethodDecorator & ClassDecorator {
  return applyDecorators(ApiCookieAuth(), ApiBearerAuth(), ApiErrors(401));
}
