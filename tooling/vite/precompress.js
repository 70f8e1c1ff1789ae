// Issue 12 item 1: writes brotli and gzip copies of the built assets so the
// server can send them by negotiation. (Skeleton: filled in by the delivery work.)
export function precompressAssets() {
  return { name: 'portal-precompress' };
}
