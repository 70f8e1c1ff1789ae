// The portal every brand runs: routes, layout, header, pages that belong to no feature.
export {};
