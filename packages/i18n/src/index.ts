// i18next setup: en/es namespaces from /locales, brand overrides.
export {};
