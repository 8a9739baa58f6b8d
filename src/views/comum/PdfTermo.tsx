import { useEffect, useMemo } from 'react';

/** A base64 PDF shown inline, with a download link for phones whose browsers do not embed PDFs. */
export function PdfTermo({ base64, titulo, nomeArquivo }: { base64: string; titulo: string; nomeArquivo: string }) {
  const url = useMemo(() => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  }, [base64]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <>
      <iframe className="termo-pdf" src={url} title={titulo} />
      <p><a href={url} download={nomeArquivo}>Baixar o termo em PDF</a></p>
    </>
  );
}
