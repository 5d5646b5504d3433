// What needs the CSV library (papaparse, with the Shift_JIS decoding): loaded when a file is chosen or a template
// is downloaded, not with the page (decision 0038).
export { decodeCsvBytes, importTemplate } from '@school-ops/shared';
