import type { PipeTransform } from '@nestjs/common';
import { notFound, type DomainError } from './domain-error.js';
import { isRowId, isRowNumber, parseRowNumber } from './row-id.js';

/** A path parameter read by `read` (null when it cannot be), refused with `refusal()` before the handler runs. */
class PathParamPipe<T> implements PipeTransform<unknown, T> {
  constructor(
    private readonly read: (raw: unknown) => T | null,
    private readonly refusal: () => DomainError,
  ) {}

  transform(raw: unknown): T {
    const value = this.read(raw);
    if (value === null) throw this.refusal();
    return value;
  }
}

/**
 * Ids validated at the edge: a malformed id can never name a row, so it answers the same 404 as an
 * unknown one (and never reaches a service or a query). `@Param('id', rowId('Meal plan'))` answers
 * 'Meal plan not found'; pass the refusal where the route answers another ('… has no grocery list yet').
 */
export function rowId(what: string, refusal: () => DomainError = () => notFound(`${what} not found`)): PipeTransform<unknown, string> {
  return new PathParamPipe((raw) => (isRowId(raw) ? raw : null), refusal);
}

/**
 * The same for rows numbered by the database (recipes, catalogue foods). On a parameter typed `number`
 * the global ValidationPipe has already made the text a number (`+text`); typed `string`, the text must
 * be digits.
 */
export function rowNumber(what: string): PipeTransform<unknown, number> {
  return new PathParamPipe(
    (raw) => (typeof raw === 'string' ? parseRowNumber(raw) : isRowNumber(raw) ? raw : null),
    () => notFound(`${what} not found`),
  );
}

/** Any other key of a path (a feed token): `accepts` says whether it could name something. */
export function pathKey(accepts: (raw: string) => boolean, refusal: () => DomainError): PipeTransform<unknown, string> {
  return new PathParamPipe((raw) => (typeof raw === 'string' && accepts(raw) ? raw : null), refusal);
}

/**
 * An id a body carries (`{ mealPlanId }`), checked like a path's once the DTO is validated (global pipes run
 * first): `@Body(bodyRowId<AddRecipeToPlanDto>('mealPlanId', 'Meal plan'))`.
 */
export function bodyRowId<T extends object>(field: keyof T & string, what: string): PipeTransform<T, T> {
  return {
    transform(body: T): T {
      if (!isRowId(body[field])) throw notFound(`${what} not found`);
      return body;
    },
  };
}
