// The reading journey's public surface (issue 21): the student page's history section (its charts load with it)
// and the session page's summary.
import { lazy } from 'react';

export const ReadingHistorySection = lazy(() => import('./components/ReadingHistory.tsx'));
export { SessionSummaryCard } from './components/SessionSummaryCard.tsx';
