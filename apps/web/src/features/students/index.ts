// The students feature's public surface: the session page sets a to-be-checked student's reading.
export { ReadingForm, READING_SAVED } from './components/ReadingForm.tsx';
// Other features refresh the students a change of theirs may show.
export { studentQueries } from './api.ts';
