// Filled in by the manuals feature.
export {};
