// fetch wrapper of §7, typed calls, TanStack Query hooks, wire→domain mapping.
export {};
