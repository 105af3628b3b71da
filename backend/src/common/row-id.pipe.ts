import { NotFoundException, ParseIntPipe, ParseUUIDPipe } from '@nestjs/common';

/**
 * Ids validated at the edge: a malformed id can never name a row, so it answers the same 404 as an
 * unknown one (and never reaches a query). `@Param('id', rowId('Meal plan'))`.
 */
export function rowId(what: string): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(`${what} not found`) });
}

/** The same for rows numbered by the database (recipes, catalogue ingredients). */
export function rowNumber(what: string): ParseIntPipe {
  return new ParseIntPipe({ exceptionFactory: () => new NotFoundException(`${what} not found`) });
}
