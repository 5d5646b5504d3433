/** Replaced by the pickups feature: the number of pickups assigned today, with a link to My Pickups. */
export function TodayPickups() {
  return null;
}
