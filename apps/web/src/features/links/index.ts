// The links feature's public surface: the home page shows the useful links.
export { UsefulLinks } from './components/UsefulLinks.tsx';
