/** The part of i18next's `t` the form schemas need (messages are built in the member's language). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A shared §5/§8 message from the 'i18n' namespace. */
export const sharedText = (t: Translate, key: string, options: Record<string, unknown> = {}) => t(key, { ...options, ns: 'i18n' });
