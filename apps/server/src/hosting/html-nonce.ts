// The per-response CSP nonce of the sites' HTML and the ETags that carry it.
//
// Every HTML answer holds a fresh nonce (the styles' <style nonce> and the
// csp-nonce meta), so the ETag names both the template and that nonce:
// `"<template hash>.<nonce>"`. A browser revalidating its cached page sends the
// ETag back; if the template is unchanged we answer 304, and that 304 must carry
// the CSP naming the nonce of the cached page (browsers update the stored
// headers from a 304, and the page they then show holds the old nonce). Reusing
// that nonce leaks nothing: it is already in the page the browser holds. The
// nonce from the request header ends up in a response header, so its shape is
// checked strictly; anything else gets a fresh 200.
import { randomBytes } from 'node:crypto';

/** 128 random bits, base64 (24 characters with padding). */
export const newNonce = () => randomBytes(16).toString('base64');

/** 16 bytes in base64: 22 characters and the padding, or without it. */
const nonceShape = /^[A-Za-z0-9+/]{22}(?:==)?$/;

export const htmlEtag = (templateHash: string, nonce: string) => `"${templateHash}.${nonce}"`;

/** The nonce of a cached copy of this template that If-None-Match names, if any. */
export function revalidatedNonce(ifNoneMatch: string | undefined, templateHash: string): string | undefined {
  if (!ifNoneMatch || ifNoneMatch.length > 1024) return undefined;
  for (const candidate of ifNoneMatch.split(',')) {
    // A proxy that compressed the page may have weakened the ETag (W/).
    const match = /^(?:W\/)?"([0-9a-f]+)\.([^"]*)"$/.exec(candidate.trim());
    if (match && match[1] === templateHash && nonceShape.test(match[2]!)) return match[2];
  }
  return undefined;
}
