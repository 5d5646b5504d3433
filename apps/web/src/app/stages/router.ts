// A stage of the signed-in code (load-in-stages.ts): importing this module evaluates the signed-in-router chunk.
export { createBrowserRouter } from 'react-router';
