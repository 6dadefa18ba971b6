/**
 * How the success page waits for the payment's confirmation: it asks the API again after a growing delay
 * (1 s, 2 s, 4 s, then every 8 s), at most MAX_CHECKS times (about a minute), then offers to check again by
 * hand. The gateway's event usually arrives within seconds; the return URL alone never counts as paid.
 */
import { useEffect, useRef, useState } from "react";

export const MAX_CHECKS = 10;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 8000;

/** The delay before check number `attempt` (0-based), or null once the page should stop asking. */
export function pollDelay(attempt: number): number | null {
  if (attempt < 0 || attempt >= MAX_CHECKS) return null;
  return Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
}

/**
 * Calls `check` on the backoff schedule while `isPending`; `restart` starts a new round (the "check again"
 * button). Returns whether the page has given up waiting.
 */
export function useBackoffPolling(
  isPending: boolean,
  check: () => void,
): { gaveUp: boolean; restart: () => void } {
  // A new object on every step and on restart, so the effect schedules the next check even when two delays
  // are equal.
  const [step, setStep] = useState({ attempt: 0 });
  const checkRef = useRef(check);
  checkRef.current = check;
  useEffect(() => {
    if (!isPending) return;
    const delay = pollDelay(step.attempt);
    if (delay === null) return;
    const timer = setTimeout(() => {
      checkRef.current();
      setStep({ attempt: step.attempt + 1 });
    }, delay);
    return () => clearTimeout(timer);
  }, [isPending, step]);
  return {
    gaveUp: isPending && pollDelay(step.attempt) === null,
    restart: () => setStep({ attempt: 0 }),
  };
}
