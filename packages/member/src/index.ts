// Feature package: member.
export {};
