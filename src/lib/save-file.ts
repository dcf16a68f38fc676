/**
 * Hands the member a file made on the device (offline too): the browser saves it under `fileName`,
 * through a link with `download`. The address is let go once the browser surely has its own copy.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
