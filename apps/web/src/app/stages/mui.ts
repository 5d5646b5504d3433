// A stage of the signed-in code (load-in-stages.ts): importing this module evaluates the signed-in-mui chunk.
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
