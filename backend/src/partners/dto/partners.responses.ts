/** The documented shapes of the delivery partner routes (PartnersService builds them). */
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { STORE_IDS } from '../../kitchen/vocabulary.js';
import type { PartnerStore } from '../delivery-partner.js';
import type { OrderAnswer, StoresAnswer } from '../partners.service.js';

@ApiSchema({ name: 'PartnerStore' })
export class PartnerStoreDto implements PartnerStore {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({
    enum: STORE_IDS,
    enumName: 'StoreId',
    nullable: true,
    description: 'The chain, when it is one of the five the app prices.',
  })
  chain!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, nullable: true }) logoUrl!: string | null;
}

@ApiSchema({
  name: 'PartnerStores',
  description: 'Stores of a delivery partner near a ZIP code (the offline directory when no partner is configured).',
})
export class PartnerStoresDto implements StoresAnswer {
  @ApiProperty({ example: 'instacart' }) partner!: string;
  @ApiProperty({ example: 'Instacart' }) partnerName!: string;
  @ApiProperty() configured!: boolean;
  @ApiProperty({ example: '94103' }) zipCode!: string;
  @ApiProperty({ type: [PartnerStoreDto] }) stores!: PartnerStoreDto[];
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
}

type PartnerOrder = Extract<OrderAnswer, { mode: 'partner' }>;
type OfflineOrder = Extract<OrderAnswer, { mode: 'offline' }>;

@ApiSchema({ name: 'PartnerOrder', description: 'The unchecked lines went to the delivery partner: open its link.' })
export class PartnerOrderDto implements PartnerOrder {
  @ApiProperty({ enum: ['partner'] }) mode!: 'partner';
  @ApiProperty() partner!: string;
  @ApiProperty() partnerName!: string;
  @ApiProperty({ format: 'uri' }) url!: string;
  @ApiProperty({ type: 'integer' }) itemCount!: number;
}

@ApiSchema({ name: 'OfflineOrder', description: 'No partner is configured: the unchecked lines as text to print or share.' })
export class OfflineOrderDto implements OfflineOrder {
  @ApiProperty({ enum: ['offline'] }) mode!: 'offline';
  @ApiProperty() partner!: string;
  @ApiProperty() partnerName!: string;
  @ApiProperty({ enum: [false] }) configured!: false;
  @ApiProperty() message!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: 'integer' }) itemCount!: number;
}
