import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export type AbschnittProps = { titel: string; id?: string; children: ReactNode };

/** One titled section of the order details page. */
export const Abschnitt = ({ titel, id, children }: AbschnittProps) => {
  const translate = useTranslate();
  return (
    <Card id={id} component="section" aria-label={translate(titel)}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(titel)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
