import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'forkcast:public';
/** Marks a route that answers without a session (health, config, sign-in, calendar feed...). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
