/** Hands a downloaded file to the browser's save dialog (or its download folder) under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the file over; the address can go once the browser has read it
  setTimeout(() => URL.revokeObjectURL(address), 10_000);
}
