import { isAppRoute, type AppRouter } from '@ts-rest/core';
import { TAMANHO_MAXIMO_ARQUIVO } from '../contracts/common';
import { portalContract } from '../contracts/portal.contract';

/** Room for the form fields next to the files of one body. */
const FOLGA_CAMPOS = 1024 * 1024;

/** Bytes a body may have when it carries `arquivos` files of up to 10 MB each (§9) plus its fields. */
export const limiteParaArquivos = (arquivos: number) => arquivos * TAMANHO_MAXIMO_ARQUIVO + FOLGA_CAMPOS;

/** A body with one 10 MB file: every route that declares no more. */
export const LIMITE_CORPO = limiteParaArquivos(1);

/** Path → body cap, for each route whose contract declares `metadata: { arquivos: n }` files. */
function limitesDoContrato(router: AppRouter, limites = new Map<string, number>()): Map<string, number> {
  for (const rota of Object.values(router)) {
    if (!isAppRoute(rota)) limitesDoContrato(rota, limites);
    else {
      const arquivos = (rota.metadata as { arquivos?: number } | undefined)?.arquivos;
      if (arquivos && arquivos > 1) limites.set(rota.path, limiteParaArquivos(arquivos));
    }
  }
  return limites;
}

const LIMITES = limitesDoContrato(portalContract);

/**
 * The most bytes a request body to `caminho` may have: one file's worth, or as many files as
 * its route declares (the ad's logo and images). http.ts answers 413 past it, before reading more.
 */
export const limiteDoCorpo = (caminho: string) => LIMITES.get(caminho) ?? LIMITE_CORPO;
