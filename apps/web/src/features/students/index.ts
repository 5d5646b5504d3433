import { lazy } from 'react';

// The students feature's public surface: the session page sets a to-be-checked student's reading with the reading
// form, loaded lazily (its own chunk with react-hook-form and its fields, decision 0038) so that the features that
// only refresh students (imports, settings) do not load a form with studentQueries. Render it inside <Suspense>.
export const ReadingForm = lazy(() => import('./components/ReadingForm.tsx').then((m) => ({ default: m.ReadingForm })));
// Other features refresh the students a change of theirs may show.
export { studentQueries } from './api.ts';
