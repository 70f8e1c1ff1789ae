import type { Plugin } from 'vite';
export const minimumSize: number;
export function precompressDirectory(dir: string): Promise<string[]>;
export function precompressAssets(): Plugin;
