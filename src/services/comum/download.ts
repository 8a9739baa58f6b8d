/** Saves a base64 file the API returned (spec §7 file.fileContents) under its download name. */
export function baixarArquivo(base64: string, nome: string, tipo = 'application/octet-stream'): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: tipo }));
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // the browser reads the blob after this task: revoking at once cancels the download in some browsers
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
