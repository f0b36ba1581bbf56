import { dateinameAusContentDisposition, istEigenerPfad } from './download';

/** Fetches a file of this portal with the user's session and hands it to the browser; answers the file name. */
export const dateiHerunterladen = async (url: string): Promise<string> => {
  if (!istEigenerPfad(url)) throw new Error(`Download nur von Pfaden des Portals: ${url}`);
  const antwort = await fetch(url, { credentials: 'include' });
  if (!antwort.ok) throw new Error(`Download ${url}: HTTP ${antwort.status}`);
  const name = dateinameAusContentDisposition(antwort.headers.get('content-disposition'));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await antwort.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
  return name;
};
