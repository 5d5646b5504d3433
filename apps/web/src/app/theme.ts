import { createTheme } from '@mui/material/styles';

/** Tablet first: large touch targets, readable type, calm colours with enough contrast. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1f5fa8' },
    secondary: { main: '#8a3ffc' },
    success: { main: '#2e7d32' },
    // Dark enough for white text on it and for coloured text on the page background.
    warning: { main: '#9a4508', contrastText: '#fff' },
    background: { default: '#f5f7fb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // English first as before; then Japanese faces for Mac/iPad, Windows, Android/Linux (issue 18).
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic", YuGothic, "Noto Sans JP", Meiryo, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.35rem', fontWeight: 600 },
    h3: { fontSize: '1.1rem', fontWeight: 600 },
  },
  components: {
    // Hydrating the page the server rendered (decision 0052), media queries answer as the server did for this
    // viewport, which is what the window says (server-render/theme-for.ts).
    MuiUseMediaQuery: {
      defaultProps: {
        ssrMatchMedia: (query: string) => ({
          matches:
            typeof window !== 'undefined' &&
            typeof window.matchMedia === 'function' &&
            window.matchMedia(query).matches,
        }),
      },
    },
    // Japanese wraps between any two characters: the strict rules (kinsoku) keep a small kana (ョ, ッ), a long
    // vowel mark or closing punctuation from starting a line, as セッシ/ョン or アクティビテ/ィ did on a phone.
    MuiCssBaseline: { styleOverrides: { 'html:lang(ja)': { lineBreak: 'strict' } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { minHeight: 44, textTransform: 'none' } },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiListItemButton: { styleOverrides: { root: { minHeight: 48 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // Each input otherwise mounts emotion's global styles for its autofill keyframes: a form of 40 fields made 40
    // global sheets in one commit, each compiled by stylis (bench/notes.md). The keyframes and the animation that
    // tells an input it was autofilled are in plain-shell.css once instead (decision 0055).
    MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
    // MUI's unselected toggle text is too faint on our page background for the contrast check.
    MuiToggleButton: { styleOverrides: { root: { color: '#4a4a4a', textTransform: 'none', minHeight: 40 } } },
  },
});
