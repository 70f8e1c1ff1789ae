export { standardTheme as theme } from '@portal/ui-kit';
