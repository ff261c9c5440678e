/**
 * Runs `task` once the browser is idle, or after `timeoutMs` at the latest. Where the browser has
 * no requestIdleCallback (Safari), after the next frame has been drawn: a task queued from a
 * requestAnimationFrame callback runs once that frame is on its way.
 */
export function whenIdle(task: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === "function") {
    requestIdleCallback(task, { timeout: timeoutMs });
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}
