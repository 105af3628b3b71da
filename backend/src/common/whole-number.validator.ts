import { ValidateBy, type ValidationOptions } from 'class-validator';

/** A whole number in [min, max], with one message however it fails (not three). */
export function IsWholeNumberBetween(min: number, max: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isWholeNumberBetween',
      constraints: [min, max],
      validator: { validate: (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max },
    },
    options,
  );
}
