import type { Plugin } from 'vite';
export const prerenderedPaths: string[];
export const prerenderedLanguages: string[];
export const signedInFramePaths: string[];
export function frameFolderOf(path: string): string[];
export function writePrerenderedPages(options: { appRoot: string; outDir: string; logger?: Pick<Console, 'info'> }): Promise<void>;
export function prerenderPublicPages(appRoot: string): Plugin;
