import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, FunctionField, ListContextProvider, ResourceContextProvider, useList, useTranslate, type RaRecord } from 'react-admin';
import { ResponsiveList } from '../ui/schmal';

export type Spalte<R> = { label: string; wert: (r: R) => ReactNode; rechts?: boolean };

/** A small table that turns into cards on phones (ResponsiveList), from rows already loaded. */
export const StandortTabelle = <R extends RaRecord>({
  daten,
  spalten,
  leer,
  karte,
}: {
  daten: R[];
  spalten: Spalte<R>[];
  leer: string;
  karte: { primaryText: (r: R) => ReactNode; secondaryText?: (r: R) => ReactNode; tertiaryText?: (r: R) => ReactNode };
}) => {
  const liste = useList<R>({ data: daten, perPage: 1000 });
  const translate = useTranslate();
  return (
    <ResourceContextProvider value="dokumentation">
      <ListContextProvider value={liste}>
        <ResponsiveList<R> {...karte} leer={<Typography sx={{ p: 2 }}>{translate(leer)}</Typography>}>
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }}>{translate(leer)}</Typography>}>
            {spalten.map((s) => (
              <FunctionField<R>
                key={s.label}
                label={s.label}
                textAlign={s.rechts ? 'right' : 'left'}
                render={(r) => s.wert(r)}
                sortable={false}
              />
            ))}
          </Datagrid>
        </ResponsiveList>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
