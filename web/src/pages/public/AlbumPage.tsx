// Placeholder until the page is built.
export { default } from '../../ui/ComingSoon';
