import { useEffect, useState } from "react";

/**
 * "Now" for relative times: the loader's clock while hydrating (server and browser render the same words),
 * then the browser's, refreshed every 30 seconds so "updated 2 minutes ago" stays true on an open page.
 */
export function useNow(serverNow: string): string {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(new Date().toISOString());
    tick();
    const timer = setInterval(tick, 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
