// Filled in by the students feature.
export {};
