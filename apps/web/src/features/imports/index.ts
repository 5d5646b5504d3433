// The imports feature's public surface: only its page, which the router loads lazily.
export { default as ImportsPage } from './pages/ImportsPage.tsx';
