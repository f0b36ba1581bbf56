import { expect, type Page } from '@playwright/test';

type Ueberstand = { px: number; elemente: string[] };

/** How far the page scrolls sideways, and the innermost elements that reach past the window's right edge. */
const messen = (page: Page): Promise<Ueberstand> =>
  page.evaluate(() => {
    const wurzel = document.documentElement;
    const rand = wurzel.clientWidth;
    // Elements inside a box that clips or scrolls sideways (the tab bar) do not widen the page.
    const abgeschnitten = (e: HTMLElement) => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    const zuBreit = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (e) => e.getBoundingClientRect().right > rand + 0.5 && !abgeschnitten(e),
    );
    const innerste = zuBreit.filter((e) => !zuBreit.some((k) => k !== e && e.contains(k)));
    return {
      px: wurzel.scrollWidth - rand,
      elemente: innerste.slice(0, 5).map((e) => {
        const r = e.getBoundingClientRect();
        const klasse = typeof e.className === 'string' ? e.className.split(' ').slice(0, 2).join('.') : '';
        return `<${e.tagName.toLowerCase()}${klasse ? ` .${klasse}` : ''}> ${Math.round(r.left)}–${Math.round(r.right)} px „${(e.textContent ?? '').trim().slice(0, 60)}“`;
      }),
    };
  });

/**
 * Nothing scrolls sideways once the layout has settled (a resize re-renders MUI's media queries first).
 * A failure names the elements that stick out, so the CI digest says what to fix.
 */
export const keinSeitlichesScrollen = async (page: Page): Promise<void> => {
  let zuletzt: Ueberstand = { px: 0, elemente: [] };
  await expect
    .poll(
      async () => {
        zuletzt = await messen(page);
        return zuletzt.px;
      },
      { message: 'Die Seite scrollt seitlich', timeout: 5_000 },
    )
    .toBeLessThanOrEqual(0)
    .catch((fehler: Error) => {
      throw new Error(
        `${fehler.message}\nÜberstand ${zuletzt.px} px bei ${page.viewportSize()?.width} px Breite; ragen hinaus:\n${zuletzt.elemente.join('\n')}`,
      );
    });
};
