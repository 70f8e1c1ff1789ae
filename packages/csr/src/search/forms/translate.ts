/** The part of i18next's `t` the form schema needs (messages are built in the person's language). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A shared §5 message from the 'i18n' namespace (e.g. 'validation.invalidZip'). */
export const sharedText = (t: Translate, key: string) => t(key, { ns: 'i18n' });
