export { alicTheme as theme } from '@portal/ui-kit';
