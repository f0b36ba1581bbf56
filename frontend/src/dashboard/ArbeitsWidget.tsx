import { Button, Chip, List } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Abfrage, WidgetKarte } from '../charts';

export type ArbeitsWidgetProps<T> = {
  id: string;
  titel: string;
  abfrage: UseQueryResult<T>;
  /** How many items wait in all (the rows show only the first few). */
  anzahl: (daten: T) => number;
  leerText: string;
  /** The screen where the work is done. */
  link: string;
  linkText: string;
  /** The first rows, as list items. */
  children: (daten: T) => ReactNode;
};

/** A compact work list of the dashboard (issue 28): its count in the header, the first rows, a link to the screen of the work. */
export function ArbeitsWidget<T>({ id, titel, abfrage, anzahl, leerText, link, linkText, children }: ArbeitsWidgetProps<T>) {
  const translate = useTranslate();
  const n = abfrage.isSuccess ? anzahl(abfrage.data) : null;
  return (
    <WidgetKarte
      titel={titel}
      id={id}
      aktion={
        n !== null && (
          <Chip
            size="small"
            color={n > 0 ? 'warning' : 'default'}
            label={n}
            aria-label={translate('arbeit.anzahl', { smart_count: n })}
            data-testid={`${id}-anzahl`}
          />
        )
      }
    >
      <Abfrage abfrage={abfrage} leer={(d) => anzahl(d) === 0} leerText={leerText} hoehe={120}>
        {(d) => (
          <>
            <List dense disablePadding aria-label={titel}>
              {children(d)}
            </List>
            <Button component={Link} to={link} size="small" sx={{ mt: 1 }}>
              {linkText}
            </Button>
          </>
        )}
      </Abfrage>
    </WidgetKarte>
  );
}
