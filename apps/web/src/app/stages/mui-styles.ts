// A stage of the signed-in code (load-in-stages.ts): importing this module evaluates the signed-in-mui-styles chunk.
export { createTheme, ThemeProvider } from '@mui/material/styles';
