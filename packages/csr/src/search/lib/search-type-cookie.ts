// §3/§4 'searchType' cookie: says the CSR came to a member's pages from the
// SPDC search. Holds no personal data; sign-out clears it (auth), and so does
// 'Back to SPDC Search' (§2).
export const searchTypeCookieName = 'searchType';

export function rememberSpdcSearch(doc: Document = document): void {
  doc.cookie = `${searchTypeCookieName}=spdc; path=/; SameSite=Lax`;
}

export function forgetSpdcSearch(doc: Document = document): void {
  doc.cookie = `${searchTypeCookieName}=; max-age=0; path=/; SameSite=Lax`;
}

export function readSearchType(doc: Document = document): string | null {
  const entry = doc.cookie.split('; ').find((part) => part.startsWith(`${searchTypeCookieName}=`));
  const value = entry?.slice(searchTypeCookieName.length + 1);
  return value ? value : null;
}
