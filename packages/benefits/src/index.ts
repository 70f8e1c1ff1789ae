// Feature package: benefits.
export {};
