// Whether this tab holds a registration's state at all (sessionStorage, the
// registration store's one entry). The after-sign-in actions act only on
// flags a registration in this tab left there, so without the entry there is
// nothing to do and the signed-in pages need not download their code (six
// small files on every reload). Kept apart from the store so the check costs
// the shell no more than this file.

export const registrationStorageName = 'portal.registration';

export function registrationInTab(storage?: Pick<Storage, 'getItem'>): boolean {
  try {
    // No storage at all when the build prerenders a signed-in frame.
    const tabStorage = storage ?? (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
    return tabStorage?.getItem(registrationStorageName) != null;
  } catch {
    // Storage refused (a privacy mode): the store cannot have kept flags either.
    return false;
  }
}
