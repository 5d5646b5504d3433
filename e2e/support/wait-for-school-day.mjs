// The demo day is seeded for the Tokyo date on which the server starts, and the browser reads "today" from
// its own clock. A run that crosses Tokyo midnight (15:00 UTC) would compare yesterday's demo day with
// today's empty lists, so a run that would start too close to midnight waits until the new day has begun.
const windowMinutes = Number(process.env.E2E_SUITE_MINUTES ?? 20);

const tokyo = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tokyo',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const [h, m, s] = tokyo.format(new Date()).split(':').map(Number);
const secondsToMidnight = 24 * 3600 - (h * 3600 + m * 60 + s);

if (secondsToMidnight <= windowMinutes * 60) {
  const wait = secondsToMidnight + 30;
  console.log(
    `e2e: Tokyo time is ${tokyo.format(new Date())}; the suite (up to ${windowMinutes} min) would cross ` +
      `midnight, so it starts in ${Math.ceil(wait / 60)} min, on the new school day.`,
  );
  await new Promise((resolve) => setTimeout(resolve, wait * 1000));
}
