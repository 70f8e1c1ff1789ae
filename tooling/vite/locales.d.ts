export type Messages = { [key: string]: string | Messages };
export const languages: readonly ['en', 'es'];
export function deepMerge(base: Messages, override: Messages): Messages;
export function unknownKeys(base: Messages, override: Messages, prefix?: string): string[];
export function readDefaultNamespaces(packagesDir: string): Map<string, Record<string, Messages>>;
export function readBrandOverrides(overridesDir: string, lng: string, ns: string): Messages;
export function buildLocaleFiles(packagesDir: string, overridesDir: string): Map<string, Messages>;
export function buildLocaleBundles(packagesDir: string, overridesDir: string): Map<string, Messages | Record<string, Messages>>;
