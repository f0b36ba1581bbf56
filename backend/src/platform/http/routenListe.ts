import type { Express } from 'express';

type Layer = { rawPath?: string; route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

/** Every route of the app as method and full path, read from the router's stack (for probe tests). */
export function listRoutes(app: Express): { methode: string; pfad: string }[] {
  const found: { methode: string; pfad: string }[] = [];
  const walk = (stack: Layer[], prefix: string): void => {
    for (const layer of stack) {
      if (layer.route) {
        for (const methode of Object.keys(layer.route.methods)) found.push({ methode, pfad: prefix + layer.route.path });
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, prefix + (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found;
}
