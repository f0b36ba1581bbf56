import { useMediaQuery, type Theme } from '@mui/material';
import { cloneElement, isValidElement, type ReactElement } from 'react';

/** A phone (below MUI's sm breakpoint, 600 px): lists show cards, filters sit behind one button (issue 19). */
export const useSchmal = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

/** On a phone no filter is always shown: they collapse behind react-admin's filter button. */
export const filterFuerBreite = (filter: readonly ReactElement[], schmal: boolean): ReactElement[] =>
  schmal ? filter.map((f) => (isValidElement<{ alwaysOn?: boolean }>(f) ? cloneElement(f, { alwaysOn: false }) : f)) : [...filter];
