/** How far a finger must travel sideways to turn the month, in CSS pixels. */
export const SWIPE_MIN_PX = 48;

/**
 * A horizontal swipe's direction, as months to move: a finger moving left shows the next
 * month (+1), right the one before (-1); too short or mostly vertical (a scroll) is no swipe (0).
 */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
