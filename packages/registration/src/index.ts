// Feature package: registration.
export {};
