export { rslTheme as theme } from '@portal/ui-kit';
