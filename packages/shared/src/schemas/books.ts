// Filled in by the books feature.
export {};
