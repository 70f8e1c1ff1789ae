// Feature package: csr.
export {};
