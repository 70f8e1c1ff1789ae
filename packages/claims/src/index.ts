// Feature package: claims.
export {};
