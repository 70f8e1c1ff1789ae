// An i18next backend that loads every namespace of a language with one
// request, /locales/{lng}.json ({ ns → messages }, written by the build in
// tooling/vite/locales.js): a signed-in page uses ten namespaces, and ten
// requests on a phone's slow network delayed its first paint. i18next asks
// per namespace; the file of a language is fetched once and shared.
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

type Bundle = Record<string, ResourceKey | undefined>;

export function bundleBackend(loadPath: string): BackendModule {
  const bundles = new Map<string, Promise<Bundle>>();
  const bundleOf = (language: string): Promise<Bundle> => {
    let bundle = bundles.get(language);
    if (!bundle) {
      bundle = fetch(loadPath.replace('{{lng}}', language), { credentials: 'same-origin' }).then((response) => {
        if (!response.ok) throw new Error(`${loadPath.replace('{{lng}}', language)} answered ${response.status}`);
        return response.json() as Promise<Bundle>;
      });
      // A failed load is not remembered: i18next tries again (the `true` below asks it to).
      bundle.catch(() => bundles.delete(language));
      bundles.set(language, bundle);
    }
    return bundle;
  };
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      bundleOf(language).then(
        (bundle) => callback(null, bundle[namespace] ?? {}),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}
