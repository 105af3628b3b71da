import { Injectable, Logger } from '@nestjs/common';

/** Told the user id of a person whose seat at a household's table ended (removed, or left). */
export type SeatEndedListener = (userId: string) => Promise<void> | void;

/**
 * Where the households module says a person's seat at a household ended, for the modules that hold something open
 * for them (the grocery list's live channel ends their streams of the household's list). The households module
 * cannot import those modules (they import it), so they register here.
 */
@Injectable()
export class SeatChanges {
  private readonly logger = new Logger(SeatChanges.name);
  private readonly listeners: SeatEndedListener[] = [];

  onSeatEnded(listener: SeatEndedListener): void {
    this.listeners.push(listener);
  }

  /** After the removal or leaving committed; a listener's failure is logged, never the caller's. */
  async seatEnded(userId: string): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(userId);
      } catch (error) {
        this.logger.warn({ err: (error as Error).message }, 'a seat-ended listener failed');
      }
    }
  }
}
