// Filled in by the spelling-categories feature.
export {};
