/** Saves a file through a temporary link (works on tablets as on desktops). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a CSV text as a file. */
export function downloadText(text: string, fileName: string) {
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
