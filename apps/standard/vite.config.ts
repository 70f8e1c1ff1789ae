import { brandAppConfig } from '@portal/tooling/vite';

export default brandAppConfig(import.meta.dirname, 5175);
