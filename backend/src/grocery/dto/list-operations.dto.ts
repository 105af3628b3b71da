import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsString, Matches, ValidateNested } from 'class-validator';
import { STAMP_PATTERN } from '../line-stamps.js';
import { AddGroceryItemDto } from './add-grocery-item.dto.js';

/** What an operation changes: a stamped field of a line, or 'add' for a line the device made. */
export const OPERATION_FIELDS = ['isChecked', 'quantity', 'brand', 'paidPrice', 'removed', 'add'] as const;
export type OperationField = (typeof OPERATION_FIELDS)[number];

/** Operations one request may carry. */
export const MAX_OPERATIONS = 200;

/** An id made on a device (a UUID, as `crypto.randomUUID()` makes them). */
const DEVICE_UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** One change of a list, made on a device (issue #21; docs/grocery.md "Live and offline"). */
@ApiExtraModels(AddGroceryItemDto)
export class ListOperationDto {
  @ApiProperty({
    pattern: DEVICE_UUID,
    example: '0b7c6f6e-3f7a-4c1e-9a52-2d8f0c1b7a11',
    description: 'Made on the device; an operation sent again is applied once.',
  })
  @IsString({ message: 'opId must be a UUID made on the device' })
  @Matches(DEVICE_UUID, { message: 'opId must be a UUID made on the device' })
  opId!: string;

  @ApiProperty({
    pattern: DEVICE_UUID,
    description:
      "The line's id; for 'add', a new id made on the device, which becomes the line's id (or another name of the line it joins).",
  })
  @IsString({ message: 'line must be the id of a line of the list' })
  @Matches(DEVICE_UUID, { message: 'line must be the id of a line of the list' })
  line!: string;

  @ApiProperty({ enum: OPERATION_FIELDS, enumName: 'ListOperationField', description: 'What the operation changes.' })
  @IsIn(OPERATION_FIELDS, { message: `field must be one of ${OPERATION_FIELDS.join(', ')}` })
  field!: OperationField;

  @ApiProperty({
    oneOf: [
      { type: 'boolean' },
      { type: 'number' },
      { type: 'string' },
      {
        type: 'object',
        required: ['brand', 'estimatedPrice'],
        properties: { brand: { type: 'string' }, estimatedPrice: { type: 'string' } },
      },
      { $ref: getSchemaPath(AddGroceryItemDto) },
    ],
    description:
      "isChecked: true or false · quantity: a number (PATCH's rules) · brand: { brand, estimatedPrice } · paidPrice: '3.49' · removed: true (take off) or false (put back) · add: { name, quantity?, unit?, price? } (POST items' rules). A value the rules refuse is answered as a refused operation, with the reason.",
  })
  @IsDefined({ message: 'value is required' })
  value!: unknown;

  @ApiProperty({
    pattern: STAMP_PATTERN,
    example: '1764160000000-0001-phone1',
    description:
      "When the change was made: '<13-digit epoch ms>-<4-digit counter>-<device id>' on the device's clock corrected by serverTime. Per field, the later stamp wins; one more than 5 minutes ahead of the server is taken as the server's now.",
  })
  @IsString({ message: "stamp must be '<13-digit epoch ms>-<4-digit counter>-<device id>'" })
  @Matches(STAMP_PATTERN, { message: "stamp must be '<13-digit epoch ms>-<4-digit counter>-<device id, a-z and 0-9>'" })
  stamp!: string;
}

/** POST /api/grocery-lists/:mealPlanId/operations: the device's waiting changes, in the order they were made. */
export class ListOperationsDto {
  @ApiProperty({ type: [ListOperationDto], minItems: 1, maxItems: MAX_OPERATIONS, description: 'Applied in this order, each on its own.' })
  @IsArray({ message: 'operations must be a list' })
  @ArrayMinSize(1, { message: 'operations must hold at least one operation' })
  @ArrayMaxSize(MAX_OPERATIONS, { message: `operations can hold at most ${MAX_OPERATIONS} operations: send the rest in another request` })
  @ValidateNested({ each: true })
  @Type(() => ListOperationDto)
  operations!: ListOperationDto[];
}
