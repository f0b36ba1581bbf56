import { useEffect } from 'react';
import { useSidebarState, useStore } from 'react-admin';

/**
 * Writes the sidebar's first state into the store (open beside the page on a desktop, closed on a
 * phone). react-admin keeps no value until the menu button is pressed and derives the default from
 * the width on every render: a desktop window made phone-narrow (a tablet turned) flipped it from
 * open to closed while the phone's drawer was being mounted, and the interrupted drawer stayed over
 * the page, invisible, hiding it from screen readers and swallowing every click (issue 28, 1366 → 390 px).
 * With the value kept, the narrowed window shows the menu as a drawer that a tap beside it or Escape closes.
 */
export const SeitenleisteFestlegen = () => {
  const [offen, setOffen] = useSidebarState();
  const [gespeichert] = useStore<boolean | undefined>('sidebar.open');
  useEffect(() => {
    if (gespeichert === undefined) setOffen(offen);
  }, [gespeichert, offen, setOffen]);
  return null;
};
