/** The person's private calendar feed (issue 22, decision 0034): the path of its URL on this server. */
export interface CalendarSubscriptionDto {
  /** `/api/calendar/{token}.ics`; the web puts its own origin in front. */
  path: string;
}
