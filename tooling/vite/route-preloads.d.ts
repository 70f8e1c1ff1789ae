import type { Plugin } from 'vite';
export const routeModules: Record<string, string>;
export const queryLayerModule: string;
export const metaName: string;
export function routeChunks(bundle: Record<string, unknown>, base?: string): Record<string, string[]>;
export function routePreloadsMeta(chunksByRoute: Record<string, string[]>): string;
export function routePreloads(): Plugin;
