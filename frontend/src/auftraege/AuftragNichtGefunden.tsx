import { Alert, Box } from '@mui/material';
import { useShowContext, useTranslate } from 'react-admin';
import { errorStatus } from '../providers/ApiError';

/** The details page when the order cannot be loaded: not found, or the server's German reason. */
export const AuftragNichtGefunden = () => {
  const translate = useTranslate();
  const { error } = useShowContext();
  const status = errorStatus(error);
  const text =
    status === 404
      ? translate('fehler.auftragNichtGefunden')
      : error instanceof Error && status !== undefined && status < 500
        ? error.message
        : translate('fehler.failedLoading', { detail: translate('fehler.pleaseTryAgain') });
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity={status === 404 ? 'warning' : 'error'}>{text}</Alert>
    </Box>
  );
};
