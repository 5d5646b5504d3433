export { default } from '../../placeholder/pages/ComingSoonPage.tsx';
