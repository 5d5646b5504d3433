/** Where the app keeps the signed-in person and the list filter in local storage (read by the first-paint loader). */
export const USER_KEY = 'auth';
export const FILTER_KEY = 'filter';
