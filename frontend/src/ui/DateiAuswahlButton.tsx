import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';

export type DateiAuswahlButtonProps = {
  label: string;
  /** Form field name of the file input (what tests and assistive tools see). */
  name: string;
  /** MIME types and extensions the file dialog offers (spec § 5: PDF for documents, JPEG or PNG for images). */
  accept: string;
  variant?: 'outlined' | 'contained';
  disabled?: boolean;
  onDatei: (datei: File) => void;
};

/** A button that opens the file dialog for one file; choosing the same file again fires again. */
export const DateiAuswahlButton = ({ label, name, accept, variant = 'outlined', disabled, onDatei }: DateiAuswahlButtonProps) => (
  <Button variant={variant} component="label" startIcon={<UploadFileIcon />} disabled={disabled}>
    {label}
    <input
      hidden
      type="file"
      name={name}
      accept={accept}
      onChange={(e) => {
        const datei = e.target.files?.[0];
        e.target.value = '';
        if (datei) onDatei(datei);
      }}
    />
  </Button>
);
