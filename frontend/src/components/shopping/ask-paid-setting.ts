import { useState } from 'react';

/** Where the device remembers whether shopping mode asks "What did you pay?" on each tick. */
const ASK_PAID_KEY = 'forkcast.shopping.askPaid';

function stored(): boolean {
  try {
    return window.localStorage.getItem(ASK_PAID_KEY) !== 'off';
  } catch {
    return true; // storage blocked: ask, as a first visit does
  }
}

/**
 * Whether a tick in shopping mode asks what the line cost (on until the person turns it off on this device: the
 * prices typed fill their price book, and the question is skipped in one tap).
 */
export function useAskWhatIPaid(): [boolean, (ask: boolean) => void] {
  const [ask, setAsk] = useState(stored);
  const change = (next: boolean) => {
    setAsk(next);
    try {
      window.localStorage.setItem(ASK_PAID_KEY, next ? 'on' : 'off');
    } catch {
      // kept for this visit only
    }
  };
  return [ask, change];
}
