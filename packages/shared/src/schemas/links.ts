// Filled in by the links feature.
export {};
