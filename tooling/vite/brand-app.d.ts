import type { UserConfig } from 'vite';
export function brandAppConfig(appRoot: string, devServerPort: number): UserConfig;
