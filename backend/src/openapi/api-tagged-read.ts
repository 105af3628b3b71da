import { applyDecorators, type Type } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiResponse } from '@nestjs/swagger';

/** A read answered by common/conditional-read.ts: the body with its ETag, or 304 when If-None-Match names it. */
export function ApiTaggedRead(type: Type<unknown>): MethodDecorator {
  return applyDecorators(
    ApiHeader({ name: 'if-none-match', required: false, description: 'The ETag of an earlier read: 304 when it is still current.' }),
    ApiOkResponse({
      type,
      headers: { ETag: { description: 'The version read; send it back as If-None-Match.', schema: { type: 'string' } } },
    }),
    ApiResponse({ status: 304, description: 'If-None-Match names the current version: nothing changed, no body.' }),
  );
}
