import { Box, LinearProgress, List as MuiList, ListItem, ListItemButton, Typography, useMediaQuery, type Theme } from '@mui/material';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { RecordContextProvider, useListContext, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';

/** A phone (below MUI's sm breakpoint, 600 px): lists show cards, filters sit behind one button (issue 19). */
export const useSchmal = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

/** On a phone no filter is always shown: they collapse behind react-admin's filter button. */
export const filterFuerBreite = (filter: readonly ReactElement[], schmal: boolean): ReactElement[] =>
  schmal ? filter.map((f) => (isValidElement<{ alwaysOn?: boolean }>(f) ? cloneElement(f, { alwaysOn: false }) : f)) : [...filter];

export type ResponsiveListProps<R extends RaRecord> = {
  /** The card's first line: what a person recognises the record by. */
  primaryText: (r: R) => ReactNode;
  secondaryText?: (r: R) => ReactNode;
  /** A third line, e.g. the status. */
  tertiaryText?: (r: R) => ReactNode;
  /** Where a tap on the card leads; none: the card does not open anything. */
  link?: (r: R) => string | undefined;
  /** The row actions of the table, below the card's text (they read the record from its context). */
  aktionen?: (r: R) => ReactNode;
  /** Shown when the (filtered) list is empty. */
  leer?: ReactNode;
  /** The table for wider screens (a Datagrid). */
  children: ReactElement;
};

const Karten = <R extends RaRecord>({
  primaryText,
  secondaryText,
  tertiaryText,
  link,
  aktionen,
  leer,
}: Omit<ResponsiveListProps<R>, 'children'>) => {
  const { data, isPending } = useListContext<R>();
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (!data || data.length === 0) return <>{leer ?? null}</>;
  return (
    <MuiList disablePadding sx={{ width: '100%' }}>
      {data.map((r) => {
        const ziel = link?.(r);
        const text = (
          <Box sx={{ minWidth: 0, width: '100%', overflowWrap: 'anywhere' }}>
            <Typography variant="body1" sx={{ fontWeight: 500 }}>
              {primaryText(r)}
            </Typography>
            {secondaryText && (
              <Typography variant="body2" color="text.secondary" component="div">
                {secondaryText(r)}
              </Typography>
            )}
            {tertiaryText && (
              <Typography variant="body2" component="div">
                {tertiaryText(r)}
              </Typography>
            )}
          </Box>
        );
        return (
          <RecordContextProvider value={r} key={r.id}>
            <ListItem divider disablePadding sx={{ display: 'block', px: ziel ? 0 : 2, py: ziel ? 0 : 1 }}>
              {ziel ? (
                <ListItemButton component={Link} to={ziel}>
                  {text}
                </ListItemButton>
              ) : (
                text
              )}
              {aktionen && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: ziel ? 2 : 0, pb: 1 }}>{aktionen(r)}</Box>}
            </ListItem>
          </RecordContextProvider>
        );
      })}
    </MuiList>
  );
};

/**
 * The one list body for every screen width (issue 19): on a phone one card per record with its
 * key fields and the row actions below, nothing scrolls sideways; wider screens get the table.
 * Put it inside react-admin's `<List>`; combine with `filterFuerBreite` and a `FilterButton`.
 */
export const ResponsiveList = <R extends RaRecord>({ children, ...karte }: ResponsiveListProps<R>) =>
  useSchmal() ? <Karten<R> {...karte} /> : children;
