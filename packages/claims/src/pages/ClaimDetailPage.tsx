// §2 claim detail (being built, issue 9).
export function ClaimDetailPage() {
  return <h1>Claim</h1>;
}
