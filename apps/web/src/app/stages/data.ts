// A stage of the signed-in code (load-in-stages.ts): importing this module evaluates the signed-in-data chunk.
export { QueryClient } from '@tanstack/react-query';
export { default as dayjs } from 'dayjs';
