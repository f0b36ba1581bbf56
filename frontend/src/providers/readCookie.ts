/** The value of one cookie from a `document.cookie` string, or undefined. */
export const readCookie = (cookies: string, name: string): string | undefined => {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
};
